// Issue 22 point 3 (i22m): mechanics designers keep writing, played in the engine (test/fixtures/i22m-mechanics.hf).
import { describe, expect, it } from 'vitest';
import { playCost } from '../../src/engine/costs.js';
import { restore, snapshot } from '../../src/engine/snapshot.js';
import { fixtureCards } from '../helpers/fixtureCards.js';
import { endTurn, playAndResolve } from '../helpers/flow.js';
import { cardId, makeGame } from '../helpers/harness.js';

const CARDS = fixtureCards('i22m-mechanics').all;

describe('a cost change with a duration (issue 22, HF-5.12, HF-12.3)', () => {
  it('「このターン中、相手がプレイするカードのエネルギーコストは1多くなる」: every card the opponent plays this turn, not after', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['入港税'] }, p1: { hand: ['赤', '一撃'] } });
    const red = cardId(g, '赤', 1);
    const bolt = cardId(g, '一撃', 1);
    expect(playCost(g, 1, red)).toBe(1);
    playAndResolve(g, '入港税');
    expect(playCost(g, 1, red)).toBe(2);
    expect(playCost(g, 1, bolt)).toBe(3);
    expect(playCost(g, 0, cardId(g, '入港税', 0))).toBe(0); // its own player's cards are not changed
    endTurn(g);
    expect(playCost(g, 1, red)).toBe(1); // gone at the end of the turn
  });

  it('「次の相手のターン終了時まで」: through the opponent’s next turn, only the cards the filter names', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['関税'] }, p1: { hand: ['赤', '一撃'] } });
    const red = cardId(g, '赤', 1);
    playAndResolve(g, '関税');
    expect(playCost(g, 1, red)).toBe(2);
    expect(playCost(g, 1, cardId(g, '一撃', 1))).toBe(2); // a command: unchanged
    const snap = snapshot(g);
    endTurn(g);
    expect(g.state.turnPlayer).toBe(1);
    expect(playCost(g, 1, red)).toBe(2); // still during the opponent's next turn
    endTurn(g);
    expect(playCost(g, 1, red)).toBe(1);
    restore(g, snap); // kept in snapshots
    expect(playCost(g, 1, red)).toBe(2);
  });

  it('「このターン、あなたがプレイするコマンドのコスト-1」: the player’s own commands, never below 0', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['値引き', '一撃', '赤'] } });
    playAndResolve(g, '値引き');
    expect(playCost(g, 0, cardId(g, '一撃', 0))).toBe(1);
    expect(playCost(g, 0, cardId(g, '赤', 0))).toBe(1); // a character: unchanged
  });
});

describe('the card’s own cost as designers word it (issue 22, HF-5.12)', () => {
  it('「このカードをプレイする際、このカードのエネルギーコストは、…1体につき1少なくなる」: per matching character, in the hand', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['星座の精'], battlefield: ['星', '星', '赤'] } });
    expect(playCost(g, 0, cardId(g, '星座の精', 0))).toBe(2);
  });

  it('「…限り、手札かガードデッキにあるこのカードのエネルギーコストは2少なくなる」: only while the condition holds, from either zone', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['蒸気艦'], guard: ['蒸気艦'], battlefield: ['蒸気'] } });
    expect(playCost(g, 0, cardId(g, '蒸気艦', 0, 0))).toBe(6);
    const g2 = makeGame({
      cards: CARDS,
      p0: { hand: ['蒸気艦'], guard: ['蒸気艦'], battlefield: ['蒸気', '蒸気'] },
    });
    expect(playCost(g2, 0, cardId(g2, '蒸気艦', 0, 0))).toBe(4);
    expect(playCost(g2, 0, cardId(g2, '蒸気艦', 0, 1))).toBe(4);
  });
});
