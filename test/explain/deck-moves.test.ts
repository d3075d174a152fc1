// Issue 22 point 3: the explanation of the deck, trash and energy moves (test/fixtures/dsl4-deck-moves.hf)
// says every fact of the card's IR (the agreement check of issue 10 point 3b) and who decides what.
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { compileSources } from '../../codegen/dsl/compile.js';
import { explainCard, renderExplanation } from '../../src/explain/index.js';
import { irFacts, missingFacts } from './irFacts.js';

const PATH = 'test/fixtures/dsl4-deck-moves.hf';
const compiled = compileSources([{ path: PATH, text: readFileSync(PATH, 'utf8') }]);
const file = compiled.files[0];
const explained = (name: string, lang: 'ja' | 'en' = 'ja') => {
  const card = file.cards.find((c) => c.def.name === name);
  if (!card) throw new Error(`no ${name}`);
  return renderExplanation(explainCard(card.def, lang));
};

describe('explain of the deck moves (issue 22)', () => {
  test('the fixture compiles without errors', () => {
    expect(compiled.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  });

  test.each(file.ir.cards.map((ir) => [ir.name.name, ir] as const))(
    '%s: every fact of the IR is in the explanation',
    (name, ir) => {
      const { facts, unknown } = irFacts(ir);
      expect(unknown).toEqual([]);
      expect(missingFacts(facts, explained(name))).toEqual([]);
    },
  );

  test('who decides: the looker orders the rest; one card must be taken; a random discard asks nobody', () => {
    expect(explained('星占い')).toContain('1枚（選べるなら必ず）');
    expect(explained('星占い')).toContain('残りを置く順番は解決時にあなたが選ぶ');
    expect(explained('盗み見')).toContain('対戦相手のメインデッキの一番上');
    expect(explained('手癖')).toContain('ランダム');
    expect(explained('大啓示')).toContain('全て');
    expect(explained('回収')).toContain('選んだ順に1枚ずつ置く');
  });

  test('reveal, mill and energy say what every player sees and what happens with too few cards', () => {
    expect(explained('啓示')).toContain('公開する（全員が見る');
    expect(explained('水鏡')).toContain('公開して');
    expect(explained('墓掘り')).toContain('あるだけ');
    expect(explained('星火')).toContain('スリープ');
    expect(explained('蘇り')).toContain('スリープで戦場に登場させる');
    expect(explained('啓示', 'en')).toContain('every player sees them');
  });
});
