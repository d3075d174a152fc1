// Issue 22 point 2: the rewrites of a designer's own sentence (codegen/dsl/diagnostics/rewrites.ts). Every
// row rewrites its example into a line that compiles on its card without diagnostics, and a card whose line
// only needs that rewrite gets it as the first diagnostic's whole-line suggestion.
import { describe, expect, test } from 'vitest';
import { REWRITES, rewriteCandidates } from '../../codegen/dsl/diagnostics/rewrites.js';
import { compileText } from '../../codegen/dsl/index.js';
import { keepsParts } from '../../codegen/dsl/searchSuggest.js';
import { cardText } from './helpers.js';

describe('rewrites of the designer sentence (issue 22)', () => {
  test('ids are unique', () => {
    const ids = REWRITES.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  test.each(REWRITES.map((r) => [r.id, r] as const))(
    '%s: the example becomes its canonical line',
    (_id, r) => {
      const [first] = rewriteCandidates(r.example.from, [r]);
      expect(first?.line).toBe(r.example.to);
      expect(keepsParts(r.example.from, first)).toBe(true);
    },
  );

  test.each(REWRITES.map((r) => [r.id, r] as const))(
    '%s: the rewritten example compiles cleanly',
    (_id, r) => {
      const { diagnostics } = compileText(cardText(r.example.kind, [r.example.to]), 'test.hf');
      expect(diagnostics).toEqual([]);
    },
  );

  test.each(REWRITES.map((r) => [r.id, r] as const))(
    '%s: the example as written gets the rewrite as its first diagnostic’s suggestion',
    (_id, r) => {
      const { diagnostics } = compileText(cardText(r.example.kind, [r.example.from]), 'test.hf');
      const errors = diagnostics.filter((d) => d.severity === 'error');
      if (errors.length === 0) return; // the designer vocabulary reads it already (codegen/dsl/designerWords*.ts)
      expect(errors[0].code).toBe('HF-E011');
      expect(errors[0].suggestions?.map((s) => s.text)).toContain(r.example.to);
    },
  );

  test('a rewrite that would lose a known part of the sentence is not offered', () => {
    const [r] = rewriteCandidates('あなたのキャラクター1体を対象とし、ターン終了時まで【神速】を与える。');
    expect(keepsParts('あなたのキャラクター1体を対象とし、ターン終了時まで【神速】を与える。', r)).toBe(true);
    // the same rewrite claimed for a sentence that also draws: the draw is not in the rewritten line
    expect(keepsParts('あなたはカードを1枚引く。', r)).toBe(false);
  });

  test('keywordReminder: a reminder after the sentence’s 「。」 opening with the same keyword (HF-13.3); another label is kept', () => {
    const kw = REWRITES.filter((r) => r.id === 'keywordReminder');
    const [r] = rewriteCandidates(
      '[自動]：このキャラクターは【貫通】を得る。（【貫通】：このキャラクターが攻撃によるダメージでキャラクターを破壊した時、そのキャラクターのプレイヤーに1ダメージを与える）',
      kw,
    );
    expect(r?.line).toBe('[自動]：このキャラクターは【貫通】を得る。');
    expect(rewriteCandidates('[自動]：このキャラクターは【貫通】を得る。（【強撃】：…）', kw)).toEqual([]);
  });

  test('rows apply in table order on the sentence rewritten so far', () => {
    const [all] = rewriteCandidates(
      'あなたのトラッシュのセットカード1枚を対象として使用できる。そのカードをあなたのメインデッキの一番下に置く。',
    );
    expect(all.ids).toEqual(['targetAsUse', 'thatCard', 'ownZoneOfOwnTarget']);
    expect(all.line).toBe(
      'あなたのトラッシュのセットカード1枚を対象とし、それをメインデッキの一番下に置く。',
    );
  });
});
