// Issue 22 point 4 (t15a): 「…なら、…してもよい。そうした場合（そうしたら）、…」 — what follows the optional part is done only
// when it was done (HF-5.7, HF-5.9), also when a condition opens the sentence (codegen/dsl/lower/effect.ts optionalIn;
// it was read as 「その後、」 and drew two cards with nothing discarded, or with the condition false).
import { describe, expect, it } from 'vitest';
import { endTurn, hand, trash } from '../helpers/corpusScenario.js';
import { compileFixture } from '../helpers/fixtureCards.js';
import { makeGame } from '../helpers/harness.js';

const CARDS = compileFixture(
  `【セット】test
【カード】提灯行列の案内人
種別：キャラクター
コスト：3
パワー：4000
テキスト：
  [自動]：あなたのターン終了時、このキャラクターがスリープであるなら、あなたは手札を1枚選び、トラッシュに置いてもよい。そうした場合、あなたはメインデッキからカードを2枚引く。

【カード】石
種別：キャラクター
コスト：1
パワー：1000
`,
  'test/fixtures/t15a-conditional-may.hf',
);
const ALL = CARDS.all;

describe('提灯行列の案内人: 「このキャラクターがスリープであるなら、…置いてもよい。そうした場合、…2枚引く」 (HF-5.7, HF-5.9)', () => {
  it('asleep, a card in hand, accepted: that card goes to the trash and two cards are drawn', () => {
    const g = makeGame({
      cards: ALL,
      p0: { hand: ['石'], battlefield: [{ name: '提灯行列の案内人', sleep: true }] },
    });
    endTurn(g, { may: [true], choose: ['石'] });
    expect(trash(g, 0)).toEqual(['石']);
    expect(hand(g, 0)).toHaveLength(2);
  });

  it('asleep with an empty hand: nothing is discarded, so nothing is drawn (「そうしたら」 follows what was done)', () => {
    const g = makeGame({ cards: ALL, p0: { battlefield: [{ name: '提灯行列の案内人', sleep: true }] } });
    endTurn(g, { may: [true] });
    expect(hand(g, 0)).toEqual([]);
  });

  it('active: nothing happens, even with a card in hand (the condition covers the draw too)', () => {
    const g = makeGame({ cards: ALL, p0: { hand: ['石'], battlefield: ['提灯行列の案内人'] } });
    endTurn(g, { may: [true], choose: ['石'] });
    expect(hand(g, 0)).toEqual(['石']);
    expect(trash(g, 0)).toEqual([]);
  });
});
