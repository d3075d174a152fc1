// Issue 22 (helper m10b): what explain says of the mechanics of test/fixtures/m10b-mechanics.hf, in Japanese and
// in English — the facts a designer checks their card against.
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { compileSources } from '../../codegen/dsl/compile.js';
import { explainCard, renderExplanation } from '../../src/explain/index.js';

const PATH = 'test/fixtures/m10b-mechanics.hf';
const compiled = compileSources([{ path: PATH, text: readFileSync(PATH, 'utf8') }]);
const explained = (name: string, lang: 'ja' | 'en' = 'ja') => {
  const card = compiled.files[0].cards.find((c) => c.def.name === name);
  if (!card) throw new Error(`no ${name}`);
  return renderExplanation(explainCard(card.def, lang));
};

describe('explain of the m10b mechanics (issue 22)', () => {
  test('the fixture compiles without errors', () => {
    expect(compiled.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  });

  test('HF-5.11 a replacement with no object acts on the card of the event', () => {
    expect(explained('守り手')).toContain('そのカード（破壊されるカード）を持ち主の手札に戻す');
    expect(explained('守り手', 'en')).toContain(
      "return that card (the one that would be destroyed) to its owner's hand",
    );
  });

  test('HF-5.10 「それら」 after two targets: each target', () => {
    expect(explained('双撃')).toMatch(/対象1に2000ダメージを与える[\s\S]*対象2に2000ダメージを与える/);
    expect(explained('双撃', 'en')).toMatch(
      /deal 2000 damage to target 1[\s\S]*deal 2000 damage to target 2/,
    );
  });

  test('RULING 「持ち主の次のアクティブフェイズ」: the owner’s', () => {
    expect(explained('足止め')).toContain('持ち主の次のアクティブフェイズ終了時まで');
    expect(explained('足止め', 'en')).toContain("until the end of its owner's next active phase");
  });

  test('HF-12.9 「次のあなたのアクティブフェイズの終わりまで」', () => {
    expect(explained('鈍化')).toContain('次のあなたのアクティブフェイズ終了時まで');
    expect(explained('鈍化', 'en')).toContain('until the end of your next active phase');
  });

  test('RULING the revealed card that does not match stays on top', () => {
    expect(explained('天啓')).toContain('そうでなければ、それはメインデッキの一番上に残る');
    expect(explained('天啓', 'en')).toContain('otherwise it stays on top of the main deck');
  });

  test('HF-5.7 the condition on the card the step moved', () => {
    expect(explained('選別')).toContain('この効果で直前に選んだカード');
  });
});
