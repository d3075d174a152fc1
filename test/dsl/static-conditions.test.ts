// HF-12.1: a continuous ability has one condition for its whole line. A condition written on only some of the
// line's sentences would govern the others too (found by i22r: 【警戒】 became conditional), so it is HF-E087.
import { describe, expect, test } from 'vitest';
import { formatDiagnostic } from '../../codegen/dsl/diagnostics/format.js';
import { compile } from './wordingHelpers.js';

const errors = (line: string) =>
  compile('キャラクター', [line]).diagnostics.filter((d) => d.severity === 'error');

describe('a continuous ability whose sentences have different conditions (HF-E087)', () => {
  test('a condition on the second sentence only: HF-E087 at that sentence', () => {
    const [d, ...rest] = errors(
      '[自動]：このキャラクターは【警戒】を得る。このキャラクターが《忍》を持つなら、このキャラクターは【神速】を得る。',
    );
    expect(rest).toEqual([]);
    expect(formatDiagnostic(d, 'ja').split('\n')[0]).toBe(
      'test.hf:7:25 HF-E087 エラー: 常在能力の条件（「…なら、」「…限り、」）は行の全ての文にかかります。条件のない文と条件のある文は、別の[自動]：の行に分けて書いてください。',
    );
  });

  test('the same condition on every sentence, or one sentence: compiles, the condition governs the line', () => {
    const both = compile('キャラクター', [
      '[自動]：このキャラクターが《忍》を持つなら、このキャラクターは【警戒】を得る。このキャラクターが《忍》を持つなら、このキャラクターは【神速】を得る。',
    ]);
    expect(both.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const [ability] = both.cards[0].def.abilities;
    expect(ability).toMatchObject({ kind: 'static', condition: expect.anything() });
    expect(errors('[自動]：このキャラクターが《忍》を持つなら、このキャラクターは【神速】を得る。')).toEqual(
      [],
    );
  });

  test('the two sentences as two lines: compiles, only the second is conditional', () => {
    const r = compile('キャラクター', [
      '[自動]：このキャラクターは【警戒】を得る。',
      '[自動]：このキャラクターが《忍》を持つなら、このキャラクターは【神速】を得る。',
    ]);
    expect(r.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const [first, second] = r.cards[0].def.abilities;
    expect(first).not.toHaveProperty('condition');
    expect(second).toHaveProperty('condition');
  });
});
