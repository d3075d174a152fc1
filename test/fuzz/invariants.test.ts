// The fuzzer's invariant checker (src/engine/invariantChecker.ts) reports each broken invariant it adds to the
// engine's HF-16 checks — a checker that cannot fail proves nothing.
import { describe, expect, it } from 'vitest';
import { type Game, apply, createGame, legalActions } from '../../src/engine/index.js';
import { InvariantChecker } from '../../src/engine/invariantChecker.js';
import { loadScenario } from '../../src/scenario/load.js';
import { FIXTURE_DECKS } from '../helpers/decks.js';

function midGame(seed: number): Game {
  const g = createGame({ decks: [FIXTURE_DECKS.red, FIXTURE_DECKS.blue], seed });
  let i = 0;
  while (!g.state.result && !(g.state.pending?.kind === 'main' && g.state.turn >= 3)) {
    const acts = legalActions(g).filter((a) => a.type !== 'concede');
    apply(g, acts[(i++ * 7) % acts.length]);
  }
  return g;
}

const rules = (c: InvariantChecker) => c.afterDecision().map((v) => v.rule);

describe('the fuzz invariant checker fails when an invariant is broken', () => {
  it('HF-16.1 HF-16.2 HF-16.8 holds on a real game', () => {
    const c = new InvariantChecker(midGame(1));
    expect(c.start()).toEqual([]);
    expect(c.afterDecision()).toEqual([]);
  });

  it('HF-16.1 a card that changes owner changes both players’ totals', () => {
    const g = midGame(2);
    const c = new InvariantChecker(g);
    c.start();
    const id = g.state.players[0].mainDeck[0];
    g.state.cards[id].owner = 1;
    expect(rules(c)).toContain('HF-16.1');
  });

  it('HF-16.6 a hand of 8 when the discard phase ends is reported; cards drawn after it are not', () => {
    const g = midGame(3);
    const c = new InvariantChecker(g);
    c.start();
    const p = g.state.players[g.state.turnPlayer];
    while (p.hand.length < 8) {
      const id = p.mainDeck.shift()!;
      g.state.cards[id].zone = 'hand';
      p.hand.push(id);
    }
    g.state.phase = 'endOfTurn';
    g.state.handAtDiscardEnd = 8;
    expect(rules(c)).toContain('HF-16.6');
    // 7 at the end of the phase, then a draw in its end window: legal.
    g.state.handAtDiscardEnd = 7;
    expect(rules(c)).not.toContain('HF-16.6');
  });

  it('HF-16.2 damage dealt with an empty guard deck must end the game (HF-9.1)', () => {
    const g = midGame(4);
    const c = new InvariantChecker(g);
    c.start();
    g.state.log.push({ type: 'damagePlayer', player: 1, amount: 1, source: null });
    expect(rules(c)).toContain('HF-16.2');
  });

  it('HF-15.4 HF-16.10 turns past the bound, or no result and no decision', () => {
    const g = midGame(5);
    const c = new InvariantChecker(g);
    c.start();
    g.state.turn = g.state.limits.maxTurns + 1;
    expect(rules(c)).toContain('HF-15.4');
    g.state.turn = 3;
    g.state.pending = null;
    expect(rules(c)).toContain('HF-16.10');
  });

  it('the scenario expectation `invariants: hold` is checked at every step and takes no after:', () => {
    const base = 'name: x\ncards: [../fixtures/fixture.hf]\nsetup:\n  players:\n    A:\n      hand: [学徒]\n';
    expect(loadScenario(`${base}expect:\n  - invariants: hold\n`, 'x.scenario.yaml').expect[0].kind).toBe(
      'invariants',
    );
    expect(() =>
      loadScenario(`${base}expect:\n  - invariants: hold\n    after: 0\n`, 'x.scenario.yaml'),
    ).toThrow(/after/);
    expect(() => loadScenario(`${base}expect:\n  - invariants: maybe\n`, 'x.scenario.yaml')).toThrow(/hold/);
  });
});
