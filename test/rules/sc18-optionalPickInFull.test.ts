// Issue 22 (sc18, d72 夜市の元締め・大天狗): 「対戦相手は手札を2枚トラッシュに置いてもよい。そうしなかった場合、そのキャラ
// クターを破壊する。」 — the optional discard is the opponent's way to avoid the destruction, so it is done only in full:
// with one card in hand they cannot discard 2, nothing is discarded and the 「そうしなかった場合」 part runs (HF-5.7;
// HF-5.9's "as far as possible" does not turn one card into the two the choice asks for). With two cards it works.
import { describe, expect, it } from 'vitest';
import { field, hand, play, trash } from '../helpers/corpusScenario.js';
import { compileFixture } from '../helpers/fixtureCards.js';
import { makeGame } from '../helpers/harness.js';

const CARDS = compileFixture(
  `【セット】test
【カード】取り立て
種別：キャラクター
コスト：1
パワー：1000
テキスト：
  [自動]：このキャラクターが登場した時、対戦相手のキャラクター一体を対象とする。対戦相手は手札を2枚トラッシュに置いてもよい。置かなかった場合、そのキャラクターを破壊する。
`,
  'test/fixtures/sc18-inline.hf',
).all;

const withHand = (cards: number) =>
  makeGame({
    cards: CARDS,
    p0: { hand: ['取り立て'], energy: 1 },
    p1: { battlefield: ['バニラ'], hand: Array(cards).fill('バニラ') },
  });

describe('an optional discard of N cards with 「そうしなかった場合」 is done only in full (HF-5.7, HF-5.9)', () => {
  it('two cards in hand: the opponent discards both and the character stays', () => {
    const g = withHand(2);
    play(g, '取り立て', [], { may: [true] });
    expect(trash(g, 1)).toEqual(['バニラ', 'バニラ']);
    expect(field(g, 1)).toEqual(['バニラ']);
  });

  it('one card in hand: accepting discards nothing and the character is destroyed', () => {
    const g = withHand(1);
    play(g, '取り立て', [], { may: [true] });
    expect(hand(g, 1)).toEqual(['バニラ']);
    expect(field(g, 1)).toEqual([]);
  });
});
