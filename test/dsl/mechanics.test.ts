// The table of mechanics this language does not have (codegen/dsl/diagnostics/mechanics.ts, HF-E040):
// every entry's example is reported with its own mechanic, and every nearest wording compiles.
import { describe, expect, test } from 'vitest';
import {
  type Mechanic,
  UNSUPPORTED_MECHANICS,
  findMechanic,
} from '../../codegen/dsl/diagnostics/mechanics.js';
import { compileText } from '../../codegen/dsl/index.js';
import { cardText, compileCard } from './helpers.js';

/** A card whose one text line is `sentence`, in the context the entry names. */
function context(m: Mechanic, sentence: string): [string, string[]] {
  return m.static ? ['キャラクター', [`[自動]：${sentence}`]] : ['コマンド', [sentence]];
}

describe('unsupported mechanics (HF-E040)', () => {
  test('ids are unique', () => {
    const ids = UNSUPPORTED_MECHANICS.map((m) => m.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  test.each(UNSUPPORTED_MECHANICS.map((m) => [m.id, m] as const))(
    '%s: the example is HF-E040 naming the mechanic and its nearest wording',
    (_id, m) => {
      const [kind, lines] = context(m, m.example);
      const diagnostics = compileText(cardText(kind, lines), 'test.hf').diagnostics;
      const e040 = diagnostics.filter((d) => d.code === 'HF-E040');
      expect(e040).toHaveLength(1);
      expect(e040[0].message).toContain(m.ja);
      expect(e040[0].message).toContain(m.nearest);
      expect(e040[0].messageEn).toContain(m.en);
      expect(findMechanic(m.example)?.mechanic.id).toBe(m.id);
    },
  );

  test.each(UNSUPPORTED_MECHANICS.map((m) => [m.id, m] as const))(
    '%s: the nearest supported wording compiles without diagnostics',
    (_id, m) => {
      const [kind, lines] = context(m, m.nearest);
      expect(() => compileCard(kind, lines)).not.toThrow();
      expect(findMechanic(m.nearest)).toBeUndefined();
    },
  );

  test('a supported sentence that only mentions a zone and シャッフル is not an unsupported mechanic', () => {
    const search =
      'あなたはメインデッキから《剣士》を持つカードを1枚まで探して手札に加え、メインデッキをシャッフルする。';
    expect(findMechanic(search)).toBeUndefined();
    expect(
      findMechanic('このキャラクターの攻撃は、【神速】を持たないキャラクターには防御されない。'),
    ).toBeUndefined();
  });
});
