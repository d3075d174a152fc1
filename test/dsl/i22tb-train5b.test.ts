// Issue 22 (helper i22tb): the sixth round's wordings (codegen/dsl/designerWordsTrain5b.ts) — game verbs in hiragana
// (a children's card game designer), read from one verb list in every conjugation, and a Z/X / Lycee designer's
// legal register. Every row's own example is tested by designerWords.test.ts; these cover the lists as a whole,
// the words that must NOT be read, and cards that compile to the canonical ones.
import { describe, expect, test } from 'vitest';
import { KANA_NOUNS, KANA_VERBS } from '../../codegen/dsl/designerWordsTrain5b.js';
import { compileText } from '../../codegen/dsl/index.js';
import { normalizeWidth } from '../../codegen/dsl/normalize.js';
import { readDesignerLine } from '../../codegen/dsl/parse/reading.js';
import { conjugate } from '../../codegen/dsl/politeVerbs.js';
import { cardText } from './helpers.js';
import { defsOf, read } from './wordingHelpers.js';

/** The same conjugated forms of a verb in kana and in kanji (the okurigana are the same). */
function forms(kana: string, kanji: string): [string, string][] {
  let n = 0;
  while (kana.at(-1 - n) === kanji.at(-1 - n)) n++;
  const [kanaStem, kanjiStem] = [kana.slice(0, kana.length - n), kanji.slice(0, kanji.length - n)];
  const c = conjugate(kanji);
  const ta = c.te.replace(/て$/, 'た').replace(/で$/, 'だ');
  return [c.plain, `${c.masu}ます`, c.negative, c.te, ta].map((f) => [
    `${kanaStem}${f.slice(kanjiStem.length)}`,
    f,
  ]);
}

describe('hiragana game verbs, every conjugation from one list (issue 22)', () => {
  test.each(KANA_VERBS.map(([kana, kanji]) => [kana, kanji] as const))('%s → %s', (kana, kanji) => {
    for (const [written, canonical] of forms(kana, kanji)) {
      expect(read(`それを${written}。`)).toBe(read(`それを${canonical}。`));
      expect(read(`1枚${written}、`)).toBe(read(`1枚${canonical}、`));
    }
  });
  test.each(KANA_NOUNS.map(([kana, kanji]) => [kana, kanji] as const))('noun %s → %s', (kana, kanji) => {
    expect(read(`、${kana}`)).not.toContain(kana);
    expect(read(`、${kana}`)).toBe(read(`、${kanji}`));
  });
  test('polite forms of hiragana verbs are read too (politeVerbs.ts sees the kanji)', () => {
    expect(read('カードを1枚ひきます。')).toBe('カードを1枚引く。');
    expect(read('それを手札にもどします。')).toBe('それを手札に戻す。');
  });
});

describe('hiragana inside other words is never read (issue 22)', () => {
  test.each([
    // the okurigana of a kanji verb: 加える is not 加得る, 見える is not 見得る
    ['それを手札に加える。', 'それを手札に加える。'],
    ['それが見える。', 'それが見える。'],
    // できる is not で切る; ひかり (light) is not 引かり; すべて is not 捨べて
    ['それは攻撃できる。', 'それは攻撃できる。'],
    ['ひかりの精を破壊する。', 'ひかりの精を破壊する。'],
    ['キャラクターすべてを破壊する。', 'キャラクター全てを破壊する。'],
    // a word that only starts like one: 「おくる」 is not 置くる
    ['それをとおくに置く。', 'それをとおくに置く。'],
  ])('「%s」 reads as 「%s」', (written, canonical) => {
    expect(read(written)).toBe(canonical);
  });
});

describe('the sixth round’s cards compile to the canonical ones (issue 22)', () => {
  test.each([
    [
      'キャラクター',
      '[自動]：このキャラクターが登場した時、自分のメインデッキの上から2枚を見る。その中から1枚をえらび、メインデッキの上にもどし、のこりのカードをメインデッキの下にもどす。',
      '[自動]：このキャラクターが戦場に登場した時、あなたのメインデッキの上から2枚を見る。その中から1枚を選び、メインデッキの一番上に置き、残りをメインデッキの一番下に置く。',
    ],
    [
      'キャラクター',
      '[自動]：このキャラクターが登場した時、自分のメインデッキから《どうぶつ》のキャラクターカードを1枚えらび、相手に見せてから、手札に加える。そして、メインデッキを切る。',
      '[自動]：このキャラクターが戦場に登場した時、あなたのメインデッキから《どうぶつ》を持つキャラクターカードを1枚選び、公開し、手札に加え、メインデッキをシャッフルする。',
    ],
    [
      'キャラクター',
      '[1]：自分のメインデッキの上から3枚を見る。その中から《どうぶつ》のカードを1枚えらび、相手に見せてから、手札に加えてもよい。のこりのカードは好きなじゅんばんでメインデッキの下にもどす。この能力は、自分の番に1回使える。',
      '[1]：1ターンに1回、あなたのターンにのみ使用できる。あなたのメインデッキの上から3枚を見る。その中から《どうぶつ》を持つカードを1枚選び、公開し、手札に加えてもよい。残りを好きな順番でメインデッキの一番下に置く。',
    ],
    [
      'キャラクター',
      '[自動]：このキャラクターのこうげきで相手にダメージをあたえた時、自分のメインデッキからカードを1枚ひく。',
      '[自動]：このキャラクターの攻撃によって対戦相手がダメージを受けた時、あなたはメインデッキからカードを1枚引く。',
    ],
    [
      'キャラクター',
      '[自動]：このキャラクターが登場した時、あなたのメインデッキを上から二枚見る。そのうち一枚をメインデッキの一番上に、残りの一枚をメインデッキの一番下に置く。',
      '[自動]：このキャラクターが戦場に登場した時、あなたのメインデッキの上から2枚を見る。その中から1枚を選び、メインデッキの一番上に置き、残りをメインデッキの一番下に置く。',
    ],
    [
      'セット',
      '[自動]：このカードがセットされているキャラクターが《裁判官》を持つ場合、そのキャラクターは【警戒】を得る。',
      '[自動]：このカードがセットされているキャラクターが《裁判官》を持つキャラクターであるなら、このカードがセットされているキャラクターは【警戒】を得る。',
    ],
    [
      'キャラクター',
      '[自動]：このキャラクターが防御を行うたび、あなたのワールド・セットが戦場に有る場合、ターン終了時まで、このキャラクターのパワーを+2000する。',
      '[自動]：このキャラクターが防御を行うたび、あなたのワールド・セットが戦場にある場合、ターン終了時まで、このキャラクターのパワーを+2000する。',
    ],
  ])('%s: 「%s」', (kind, written, canonical) => {
    expect(defsOf(kind, [written])).toEqual(defsOf(kind, [canonical]));
  });

  test('「二枚見る。そのうち一枚を…に、残りの一枚を…」 is read only when the rest is exactly one card', () => {
    expect(
      read(
        'あなたのメインデッキを上から三枚見る。そのうち一枚をメインデッキの一番上に、残りの一枚をメインデッキの一番下に置く。',
      ),
    ).toContain('残りの一枚');
  });

  test('「この能力は、自分の番に1回使える。」 on an automatic ability is not read as a use restriction', () => {
    expect(
      read('[自動]：このキャラクターが攻撃した時、カードを1枚引く。この能力は、自分の番に1回使える。'),
    ).not.toContain('にのみ使用できる');
  });
});
