// Issue 22 point 3 (helper mech23): families of codegen/dsl/designerWordsMech23.ts's rows and of the grammar's
// damageReduceAction, the counted look (「上からX枚」) and distinctNames — sentences a designer would plausibly write
// mean what the canonical wording means, near wordings that mean something else are not read as it, and what is
// still missing stays HF-E040. Each row's own example is tested by test/dsl/designerWords.test.ts; the mechanics are
// played in test/rules/mech23-mechanics.test.ts (RULINGs in docs/engine.md).
import { describe, expect, test } from 'vitest';
import { codes, meaning } from './wordingHelpers.js';

type Case = readonly [kind: string, written: string, canonical: string];

const same = (cases: readonly Case[]) =>
  test.each(cases)('%s 「%s」 means 「%s」', (kind, written, canonical) => {
    expect(meaning(kind, [written])).toEqual(meaning(kind, [canonical]));
  });
const differ = (kind: string, a: string, b: string) =>
  expect(meaning(kind, [a])).not.toEqual(meaning(kind, [b]));

describe('damage reduced (grammar damageReduceAction, RULING «Damage reduced»)', () => {
  const SELF = '[自動]：このキャラクターが受けるダメージを1000減らす。';
  const LASTING = 'キャラクター一体を対象とし、ターン終了時まで、それが受けるダメージを1000減らす。';
  same([
    ['キャラクター', '[自動]：このキャラクターへのダメージは1000少なくなる。', SELF],
    ['キャラクター', '[自動]：このキャラクターへのダメージを1000減らす。', SELF],
    ['キャラクター', '[自動]：このキャラクターが受けるダメージは、1回につき1000少なくなる。', SELF],
    ['キャラクター', '[自動]：このキャラクターが受けるダメージは1000軽減される。', SELF],
    [
      'キャラクター',
      '[自動]：このキャラクターへのダメージは1000少なくなる。ダメージは0未満にはならない。',
      SELF,
    ],
    [
      'コマンド',
      'キャラクター一体を対象とする。ターン終了時まで、それに与えられるダメージは、1回につき1000少なくなる。',
      LASTING,
    ],
  ]);
  test('the amount, the source and the duration matter', () => {
    differ('キャラクター', SELF, '[自動]：このキャラクターが受けるダメージを2000減らす。');
    differ('キャラクター', SELF, '[自動]：このキャラクターが攻撃によって受けるダメージを1000減らす。');
    differ('キャラクター', SELF, '[自動]：このキャラクターはダメージを受けない。');
    differ('コマンド', LASTING, 'キャラクター一体を対象とし、それが受けるダメージを1000減らす。');
  });
  test('「ダメージを1000与える」 is not read as a reduction', () => {
    expect(codes('コマンド', ['キャラクター一体を対象とし、それに1000ダメージを与える。'])).toEqual([]);
    differ('コマンド', LASTING, 'キャラクター一体を対象とし、それに1000ダメージを与える。');
  });
});

describe('a counted look 「上からX枚」 (RULING «A counted look»)', () => {
  const X = 'Xはあなたの《星霊》を持つキャラクターの数に等しい。';
  const LOOK = `[自動]：このキャラクターが戦場に登場した時、あなたはメインデッキの上からX枚を見て、その中からカードを1枚まで選び、手札に加え、残りを好きな順番でメインデッキの一番下に置く。${X}`;
  same([
    [
      'キャラクター',
      `[自動]：このキャラクターが登場した時、あなたはメインデッキを上からX枚見て、その中から1枚までを手札に加える。その後、残りを好きな順番でメインデッキの下に置く。${X}`,
      LOOK,
    ],
  ]);
  test('X differs from a written number; without 「Xは…」 it is HF-E018; 「その中の…を全て」 with X is HF-E040', () => {
    differ('キャラクター', LOOK, LOOK.replace('上からX枚', '上から3枚').replace(X, ''));
    expect(codes('キャラクター', [LOOK.replace(X, '')])).toContain('HF-E018');
    expect(
      codes('コマンド', [
        `あなたのメインデッキの上からX枚を見て、その中の《星霊》を持つカードを全て手札に加え、残りをトラッシュに置く。${X}`,
      ]),
    ).toContain('HF-E040');
    expect(codes('コマンド', [`あなたのメインデッキの上からX枚を見る。${X}`])).toEqual([]);
  });
});

describe('distinct card names in a count (grammar distinctNames, RULING «Distinct card names»)', () => {
  const PER =
    '[自動]：このキャラクターのパワーを、あなたのトラッシュのカード名の異なる《星霊》を持つカード1枚につき+1000する。';
  same([
    [
      'キャラクター',
      '[自動]：このキャラクターのパワーを、あなたのトラッシュにある《星霊》を持つカードのうち、カード名が異なるもの1枚につき+1000する。',
      PER,
    ],
    [
      'キャラクター',
      '[自動]：このキャラクターのパワーを、あなたのトラッシュの名前の異なる《星霊》を持つカード1枚につき+1000する。',
      PER,
    ],
  ]);
  test('a count by name differs from a count of cards; a deck condition of distinct names stays HF-E040', () => {
    differ('キャラクター', PER, PER.replace('カード名の異なる', ''));
    expect(
      codes('キャラクター', [
        '【空装 条件：あなたのメインデッキとガードデッキに、名前の異なる《七不思議》を持つカードが合計7種類以上入っている 効果：あなたの《七不思議》を持つキャラクターのパワーを+1000する】',
      ]),
    ).toContain('HF-E040');
  });
});

describe('the first such card played each turn (designerWordsMech23, RULING «The Nth play of a turn»)', () => {
  const FIRST =
    '[自動]：あなたがそのターンに1枚目にプレイする《レシピ》を持つコマンドのエネルギーコストは1少なくなる。';
  same([
    [
      'キャラクター',
      '[自動]：あなたが各ターンに最初にプレイする《レシピ》を持つコマンドのエネルギーコストは1少なくなる。',
      FIRST,
    ],
    [
      'キャラクター',
      '[自動]：自分が毎ターン中に最初にプレイする《レシピ》を持つコマンドのエネルギーコストは1少なくなる。',
      FIRST,
    ],
  ]);
  test('the first differs from every play of the kind', () => {
    differ(
      'キャラクター',
      FIRST,
      '[自動]：あなたの《レシピ》を持つコマンドのエネルギーコストは1少なくなる。',
    );
  });
});
