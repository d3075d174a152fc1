// Issue 22 (t20b): wordings of the twentieth round's d83 (archaeological dig, Digimon / Battle Spirits style) and d84
// (mountain rescue) train halves, read by codegen/dsl/designerWordsTrain20b.ts. Each row's own example is tested by
// test/dsl/designerWords.test.ts; here each family — sentences a designer of that style would plausibly print beyond
// the corpus sentence — means what the canonical wording means, and near wordings that mean something else are not
// read as it. The engine behaviour of the corpus cards: test/rules/20b-train20b.test.ts.
import { describe, expect, test } from 'vitest';
import { keepsExclusion } from '../../codegen/dsl/searchSuggest.js';
import { codes, meaning, read } from './wordingHelpers.js';

type Case = readonly [kind: string, written: string, canonical: string];

const same = (cases: readonly Case[]) =>
  test.each(cases)('%s 「%s」 means 「%s」', (kind, written, canonical) => {
    expect(meaning(kind, [written])).toEqual(meaning(kind, [canonical]));
  });

describe('「残りのカードは全て…に置く」: the rest are every looked-at card not taken (「全て」 adds nothing)', () => {
  same([
    [
      'コマンド',
      '自分のメインデッキを上から3枚見る。その中のカード1枚を手札に加え、残りは全てトラッシュに置く。',
      'あなたのメインデッキの上から3枚を見て、その中からカードを1枚手札に加え、残りをトラッシュに置く。',
    ],
    [
      'コマンド',
      '自分のメインデッキを上から3枚見る。その中のカード1枚を手札に加え、残り全てをトラッシュに置く。',
      'あなたのメインデッキの上から3枚を見て、その中からカードを1枚手札に加え、残りをトラッシュに置く。',
    ],
    [
      'コマンド',
      '自分のメインデッキを上から3枚見る。その中のカード1枚を手札に加え、残りの2枚はすべてトラッシュに置く。',
      'あなたのメインデッキの上から3枚を見て、その中からカードを1枚手札に加え、残りをトラッシュに置く。',
    ],
    [
      'キャラクター',
      '[自動]：このキャラクターが登場した時、自分のメインデッキを上から3枚見る。その中の《遺物》を持つカード1枚を公開し、手札に加えることができる。残りのカード全てを好きな順番でメインデッキの一番下に置く。',
      '[自動]：このキャラクターが登場した時、自分のメインデッキを上から3枚見る。その中の《遺物》を持つカード1枚を公開し、手札に加えることができる。残りのカードは好きな順番でメインデッキの一番下に置く。',
    ],
  ]);
  test('a 「全て」 that is not the rest’s is left alone', () => {
    expect(read('あなたのキャラクター全てをアクティブにする。')).toContain('全て');
  });
});

describe('「戦場のセットカード（ワールド・セットを除く）」: a set card set on a character or a world set (000 ■セットカード)', () => {
  same([
    [
      'キャラクター',
      '[自動]：このキャラクターが登場した時、ワールド・セット以外のセットカード1枚を対象とし、それをトラッシュに置いてもよい。',
      '[自動]：このキャラクターが登場した時、カードにセットされているセットカード1枚を対象とし、それをトラッシュに置いてもよい。',
    ],
    [
      'コマンド',
      '戦場にあるセットカード（ワールド・セットは含まない）1枚を対象とし、それを破壊する。',
      'カードにセットされているセットカード1枚を対象とし、それを破壊する。',
    ],
    [
      'コマンド',
      '戦場のセットカード（ワールド・セットを除外）1枚を対象とし、それを持ち主の手札に戻す。',
      'カードにセットされているセットカード1枚を対象とし、それを持ち主の手札に戻す。',
    ],
    [
      'キャラクター',
      '[自動]：このキャラクターのパワーを、戦場のセットカード（ワールド・セットは数えない）1枚につき+1000する。',
      '[自動]：このキャラクターのパワーを、カードにセットされているセットカード1枚につき+1000する。',
    ],
  ]);
  test('with a player before it (「あなたの戦場の…」), it is not read as 「カードにセットされている」 (the host’s player would change)', () => {
    expect(
      read('あなたの戦場のセットカード（ワールド・セットを除く）1枚を対象とし、それをトラッシュに置く。'),
    ).not.toContain('カードにセットされている');
  });
  test('a suggestion never turns 「…を除外」「…以外」 into 「…を含む」 (it was offered for d83 罠解除師 ロウ)', () => {
    const excluded = '戦場のセットカード（ワールド・セットを除外）1枚を対象とし、それをトラッシュに置く。';
    const included = '戦場のセットカード（ワールド・セットを含む）1枚を対象とし、それをトラッシュに置く。';
    expect(keepsExclusion(excluded, included)).toBe(false);
    expect(keepsExclusion('ワールド・セット以外のセットカード1枚を対象とし', included)).toBe(false);
    expect(keepsExclusion(included, included)).toBe(true);
    expect(
      keepsExclusion(excluded, 'カードにセットされているセットカード1枚を対象とし、それをトラッシュに置く。'),
    ).toBe(true);
  });
  test('「（ワールド・セットを含む）」 is not read as excluding them', () => {
    expect(
      read('戦場のセットカード（ワールド・セットを含む）1枚を対象とし、それをトラッシュに置く。'),
    ).not.toContain('カードにセットされている');
  });
});

describe('「…全てのキャラクターのパワーを上げる。その後、それらを全てアクティブにする」: 「それら」 named again', () => {
  same([
    [
      'コマンド',
      'ターン終了時まで、あなたの《救助隊》を持つ全てのキャラクターのパワーを1000上げ、それらを全てアクティブにする。',
      'ターン終了時まで、あなたの《救助隊》を持つキャラクター全てのパワーを+1000し、あなたの《救助隊》を持つキャラクター全てをアクティブにする。',
    ],
    [
      'コマンド',
      'このターンの間、自分の《救助犬》を持つキャラクター全てのパワーを+2000する。その後、それら全てをスリープにする。',
      'ターン終了時まで、あなたの《救助犬》を持つキャラクター全てのパワーを+2000する。その後、あなたの《救助犬》を持つキャラクター全てをスリープにする。',
    ],
    [
      'コマンド',
      'ターン終了時まで、対戦相手のキャラクター全てのパワーを1000下げる。その後、それらのキャラクターをすべてスリープにする。',
      'ターン終了時まで、対戦相手のキャラクター全てのパワーを-1000する。その後、対戦相手のキャラクター全てをスリープにする。',
    ],
  ]);
  test('a selector naming パワー is not named again (the power change changes who matches it)', () => {
    const line =
      'ターン終了時まで、パワー3000以下のあなたのキャラクター全てのパワーを1000上げる。その後、それらを全てアクティブにする。';
    expect(read(line)).toContain('それら');
  });
  test('the d84 sentence compiles', () => {
    expect(
      codes('コマンド', [
        'ターン終了時まで、あなたの《救助隊》か《救助犬》を持つ全てのキャラクターのパワーを1000上げる。その後、それらのキャラクターを全てアクティブにする。',
      ]),
    ).toEqual([]);
  });
});
