// Issue 22 (t12b): 「このターン中に（そのターン中に）あなたのキャラクターの攻撃によって対戦相手にダメージを与えていた場合」 —
// whether the opponent was dealt attack damage this turn (HF-8.5), checked when the effect resolves (d50 風の郵便網
// ゼフィール's 【空装】 effect, written with a trigger at the end of the turn). Recorded per turn: a hit of an
// earlier turn does not count.
import { describe, expect, it } from 'vitest';
import { hitPlayer, settle } from '../helpers/corpusScenario.js';
import { compileFixture } from '../helpers/fixtureCards.js';
import { act, makeGame } from '../helpers/harness.js';
import { onBattlefield } from '../helpers/lookup.js';

const CARDS = compileFixture(
  `【セット】test
【カード】配達の報せ
種別：ワールド・セット
コスト：2
テキスト：
  [自動]：あなたのターン終了時、そのターン中にあなたのキャラクターの攻撃によって対戦相手にダメージを与えていた場合、あなたはメインデッキからカードを1枚引きます。

【カード】伝書鳩
種別：キャラクター
コスト：1
パワー：2000
`,
  'test/fixtures/t12b-inline.hf',
);
const ALL = CARDS.all;

const handSize = (g: ReturnType<typeof makeGame>) => g.state.players[0].hand.length;

/** Ends player 0's main phase and runs to the next main phase (player 1's), passing every window. */
function endTurn(g: ReturnType<typeof makeGame>): void {
  act(g, { type: 'endMain' });
  settle(g);
}

describe('「…攻撃によって対戦相手にダメージを与えていた場合」 at the end of the turn (HF-8.5)', () => {
  it('draws when a character of yours dealt attack damage to the opponent this turn', () => {
    const g = makeGame({ cards: ALL, p0: { battlefield: ['配達の報せ', '伝書鳩'] }, p1: {} });
    hitPlayer(g, onBattlefield(g, '伝書鳩', 0));
    settle(g);
    const before = handSize(g);
    endTurn(g);
    expect(handSize(g)).toBe(before + 1);
  });

  it('does not draw when no attack dealt damage this turn', () => {
    const g = makeGame({ cards: ALL, p0: { battlefield: ['配達の報せ', '伝書鳩'] }, p1: {} });
    const before = handSize(g);
    endTurn(g);
    expect(handSize(g)).toBe(before);
  });

  it('a hit of an earlier turn does not count', () => {
    const g = makeGame({ cards: ALL, p0: { battlefield: ['配達の報せ', '伝書鳩'] }, p1: {} });
    hitPlayer(g, onBattlefield(g, '伝書鳩', 0));
    settle(g);
    const turn = g.state.turn;
    // the record is of this turn; the next turn of player 0 starts with none
    g.state.turn = turn + 2;
    const before = handSize(g);
    endTurn(g);
    expect(handSize(g)).toBe(before);
  });
});
