// Issue 22 (helper t22b, d92 天象予報): 「…一番上のカードを公開する。それが…なら、…。そうでないなら、それをメインデッキの上か下に
// 置く。」 — the revealed card is still on top when the else side runs (it does nothing else), so the effect's controller
// leaves it there or puts it on the bottom of its owner's deck (HF-3.4; RULING «Revealing the top card and branching»,
// docs/engine.md). Cards: test/fixtures/t22b-reveal-else.hf.
import { describe, expect, it } from 'vitest';
import { bottom, hand, inHand, play, settle, top, trash } from '../helpers/corpusScenario.js';
import { fixtureCards } from '../helpers/fixtureCards.js';
import { act, makeGame } from '../helpers/harness.js';

const CARDS = fixtureCards('t22b-reveal-else').all;

/** Plays the command and stops at its first choice (who is asked, and what). */
function playToChoice(g: ReturnType<typeof makeGame>, name: string) {
  act(g, { type: 'play', card: inHand(g, 0, name), targets: [] });
  settle(g, {}, ['main', 'defense', 'choose']);
}

describe('HF-5.7 「そうでないなら、それをメインデッキの上か下に置く」 after a revealed top card (t22b)', () => {
  it('a character: both actions of the first side (to the hand, then a draw); nothing is asked', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['星読み'], main: ['兵', '策', '兵'] } });
    play(g, '星読み');
    expect(hand(g, 0).sort()).toEqual(['兵', '策'].sort());
    expect(g.state.pending?.kind).toBe('main');
  });

  it('anything else: the controller puts it on the bottom, or keeps it on top', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['星読み'], main: ['策', '兵', '兵'] } });
    const card = g.state.players[0].mainDeck[0];
    playToChoice(g, '星読み');
    expect(g.state.pending).toMatchObject({ kind: 'choose', player: 0 });
    act(g, { type: 'choose', card });
    expect(bottom(g, 0, 1)).toEqual(['策']);
    expect(hand(g, 0)).toEqual([]);
    const keep = makeGame({ cards: CARDS, p0: { hand: ['星読み'], main: ['策', '兵', '兵'] } });
    playToChoice(keep, '星読み');
    act(keep, { type: 'choose', card: null });
    expect(top(keep, 0, 1)).toEqual(['策']);
  });

  it("the opponent's deck: you choose, and the card goes to the bottom of its owner's deck (HF-3.4)", () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['敵星読み'] }, p1: { main: ['策', '兵'] } });
    const card = g.state.players[1].mainDeck[0];
    playToChoice(g, '敵星読み');
    expect(g.state.pending).toMatchObject({ kind: 'choose', player: 0 });
    act(g, { type: 'choose', card });
    expect(bottom(g, 1, 1)).toEqual(['策']);
    expect(trash(g, 1)).toEqual([]);
  });
});
