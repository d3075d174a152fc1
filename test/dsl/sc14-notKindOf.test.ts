// sc14 (issue 22, HF-5.4): 「<X>キャラクター以外のキャラクター」 is every character that is not an X character — the
// words before 「キャラクター以外の」 describe the characters left out. It was read as 「キャラクター以外の」 (a card of
// another kind, i22ta7) with X kept as it was: 「《錬金術師》を持つキャラクター以外のキャラクター全てを破壊する」 destroyed
// the alchemist commands and set cards. One qualifier is negated; several (not A or not B) are unread (HF-E040).
import { describe, expect, test } from 'vitest';
import { codes, meaning } from './wordingHelpers.js';

type Case = readonly [written: string, canonical: string];
const ETB = '[自動]：このキャラクターが登場した時、';
const same = (cases: readonly Case[]) =>
  test.each(cases)('「%s」 means 「%s」', (written, canonical) => {
    expect(meaning('キャラクター', [ETB + written])).toEqual(meaning('キャラクター', [ETB + canonical]));
  });

describe('「…キャラクター以外のキャラクター」: the characters without the quality (HF-5.4)', () => {
  same([
    [
      '《錬金術師》を持つキャラクター以外のキャラクター全てを破壊する。',
      '《錬金術師》を持たないキャラクター全てを破壊する。',
    ],
    [
      'あなたのキャラクター以外のキャラクター全てに1000ダメージを与える。',
      '対戦相手のキャラクター全てに1000ダメージを与える。',
    ],
    [
      'スリープであるキャラクター以外のキャラクター全てをスリープにする。',
      'アクティブであるキャラクター全てをスリープにする。',
    ],
    [
      'パワー3000以上のキャラクター以外のキャラクター全てを破壊する。',
      'パワー2999以下のキャラクター全てを破壊する。',
    ],
    [
      'コスト2以下のキャラクター以外のキャラクター全てを破壊する。',
      'コスト3以上のキャラクター全てを破壊する。',
    ],
    [
      '【強撃】を持つキャラクター以外のキャラクター1体を対象とし、それを破壊する。',
      '【強撃】を持たないキャラクター1体を対象とし、それを破壊する。',
    ],
  ]);

  test('a continuous effect: 「《錬金術師》を持つキャラクター以外のキャラクター全て」 lacks the trait', () => {
    expect(
      meaning('キャラクター', [
        '[自動]：《錬金術師》を持つキャラクター以外のキャラクター全てのパワーを-1000する。',
      ]),
    ).toEqual(
      meaning('キャラクター', ['[自動]：《錬金術師》を持たないキャラクター全てのパワーを-1000する。']),
    );
  });

  test('two qualities left out (not A or not B) are unread, never read as something else (HF-E040)', () => {
    expect(
      codes('キャラクター', [
        `${ETB}あなたの《錬金術師》を持つキャラクター以外のキャラクター全てを破壊する。`,
      ]),
    ).toContain('HF-E040');
    expect(codes('キャラクター', [`${ETB}キャラクター以外のキャラクター全てを破壊する。`])).toContain(
      'HF-E040',
    );
  });

  test('「キャラクターカード以外のカード」 and 「このキャラクター以外の」 keep their readings', () => {
    expect(
      JSON.stringify(
        meaning('コマンド', [
          'あなたのトラッシュのキャラクター以外のカード1枚を対象とし、それを手札に加える。',
        ]),
      ),
    ).toContain('"kind":["command","set","worldSet"]');
    expect(
      JSON.stringify(
        meaning('キャラクター', [`${ETB}このキャラクター以外のキャラクター全てに1000ダメージを与える。`]),
      ),
    ).toContain('"notSelf":true');
  });
});
