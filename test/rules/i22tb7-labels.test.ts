// Issue 22 (helper i22tb7): the 2024–25 timing labels and a rules manager's 「次の処理を順に行う。」 played in the
// engine — 〔起動・メイン〕 and 〔メイン〕 are the main phase with nothing waiting (HF-6.4, HF-7.1, HF-12.4), never an
// interruption window; 〔自分のターン中〕〔ターン1〕 triggers in your turn once (HF-12.8); ①② are done in order.
import { describe, expect, it } from 'vitest';
import { fixtureCards } from '../helpers/fixtureCards.js';
import { act, cardId, legalActions, makeGame, passAll } from '../helpers/harness.js';

const CARDS = fixtureCards('i22tb7').all;
type G = ReturnType<typeof makeGame>;
const nameOf = (g: G, id: number) => g.defs.get(g.state.cards[id].def)?.name;
const activations = (g: G, name: string) =>
  legalActions(g).filter((a) => a.type === 'activate' && nameOf(g, (a as { card: number }).card) === name);
const plays = (g: G, name: string) =>
  legalActions(g).filter((a) => a.type === 'play' && nameOf(g, (a as { card: number }).card) === name);

/** Player 0's main phase, in the window player 1's play opened for player 0 (HF-7.2). */
function inOwnWindow(): G {
  const g = makeGame({
    cards: CARDS,
    p0: { battlefield: ['舞台監督', '照明係', '前座'], hand: ['アンコール'], energy: 3 },
    p1: { hand: ['前座'], energy: 3, marker: false },
  });
  act(g, { type: 'attack', attacker: cardId(g, '前座', 0), target: { player: 1 } });
  expect(g.state.pending).toEqual({ kind: 'window', player: 1 });
  act(g, { type: 'play', card: cardId(g, '前座', 1) });
  expect(g.state.pending).toEqual({ kind: 'window', player: 0 });
  return g;
}

describe('〔起動・メイン〕 and 〔メイン〕: the main phase with nothing waiting (issue 22)', () => {
  it('HF-12.4 〔起動・メイン〕 is usable in the main phase when nothing waits', () => {
    const g = makeGame({ cards: CARDS, p0: { battlefield: ['舞台監督'], energy: 1 } });
    expect(g.state.pending?.kind).toBe('main');
    expect(activations(g, '舞台監督')).not.toEqual([]);
  });

  it('HF-7.1 not in an interruption window of the same main phase, unlike 「あなたのメインフェイズにのみ使用できる」', () => {
    const g = inOwnWindow();
    expect(activations(g, '舞台監督')).toEqual([]);
    expect(activations(g, '照明係')).not.toEqual([]);
  });

  it('HF-5.1 a 〔メイン〕 command is played in the main phase, not in a window', () => {
    const idle = makeGame({ cards: CARDS, p0: { hand: ['アンコール'], energy: 1 } });
    expect(plays(idle, 'アンコール')).not.toEqual([]);
    expect(plays(inOwnWindow(), 'アンコール')).toEqual([]);
  });
});

describe('〔自分のターン中〕〔ターン1〕 (issue 22)', () => {
  it('HF-12.8 triggers in your turn only, once per turn', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { battlefield: ['夜の歌姫'], hand: ['退場', '退場'], main: ['前座', '前座', '前座'] },
      p1: { battlefield: ['前座', '前座'] },
    });
    const hand = () => g.state.players[0].hand.length;
    const before = hand();
    const kill = (n: number) => {
      const inHand = g.state.players[0].hand.find((id) => nameOf(g, id) === '退場');
      act(g, { type: 'play', card: inHand, targets: [cardId(g, '前座', 1, n)] });
      passAll(g);
    };
    kill(0);
    expect(hand()).toBe(before); // played one, drew one
    kill(1);
    expect(hand()).toBe(before - 1); // once per turn: no second draw
  });
});

describe('「次の処理を順に行う。①…②…」 (issue 22)', () => {
  it('HF-6.1 ① puts the target to sleep, ② keeps it asleep in its controller’s next active phase', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['段取り'] }, p1: { battlefield: ['前座'] } });
    const target = cardId(g, '前座', 1);
    act(g, { type: 'play', card: cardId(g, '段取り', 0), targets: [target] });
    passAll(g);
    expect(g.state.cards[target].sleep).toBe(true);
  });
});
