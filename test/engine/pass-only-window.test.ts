// perf22a (issue 25): any offer kept between windows (b7d2a5c3 tried a pass-only verdict per player, keyed on
// the writes of trail.ts; reverted, no gain shown) must end when an input changes through the engine's writers:
// at a window where only pass was offered, energies made active through trail.ts writeSleep (HF-5.3) must let
// the next offer equal a fresh copy's and hold a play. test/engine/offers-memos.test.ts compares every decision.
import { describe, expect, it } from 'vitest';
import { TRIGGERS } from '../../generated/cards/starter/index.js';
import { initialRngState, randomInt } from '../../src/core/rng.js';
import { deckFrom } from '../../src/deck/builtIn.js';
import { defOf } from '../../src/engine/game.js';
import { type Game, actionKey, apply, cloneGame, createGame, legalActions } from '../../src/engine/index.js';
import { writeSleep } from '../../src/engine/trail.js';

const keys = (g: Game) => legalActions(g).map(actionKey);
const passOnly = (g: Game) => legalActions(g).every((a) => a.type === 'pass' || a.type === 'concede');

/** A pass-only window of an engineOnly game where waking the player's energies would pay a hand card. */
function windowWithSleepingEnergy(seed: number): Game | null {
  const g = createGame({
    decks: [deckFrom('guren-aggro'), deckFrom('soukyu-knights')],
    seed,
    log: false,
    triggers: TRIGGERS,
    engineOnly: true,
  });
  const rng = initialRngState(seed + 1);
  while (!g.state.result) {
    const pending = g.state.pending!;
    if (pending.kind === 'window' && passOnly(g)) {
      const p = g.state.players[pending.player];
      const asleep = p.energy.filter((id) => g.state.cards[id].sleep).length;
      const cheapest = Math.min(...p.hand.map((id) => defOf(g, id).cost));
      const active = p.energy.length - asleep;
      if (asleep > 0 && cheapest <= p.energy.length && cheapest > active + 1) return g;
    }
    const legal = legalActions(g);
    apply(g, legal.length === 1 ? legal[0] : legal[randomInt(rng, 0, legal.length - 2)]);
  }
  return null;
}

describe('offers after a pass-only window (perf22a, HF-7.1)', () => {
  it('see energies made active through the writer (HF-5.3)', () => {
    let played = 0;
    for (let seed = 1; seed < 60 && played < 3; seed++) {
      const g = windowWithSleepingEnergy(seed);
      if (g === null) continue;
      expect(passOnly(g)).toBe(true); // asked twice: a memo would answer the second time
      const player = g.state.pending!.player;
      for (const id of g.state.players[player].energy) writeSleep(g, g.state.cards[id], false);
      expect(keys(g)).toEqual(keys(cloneGame(g)));
      if (legalActions(g).some((a) => a.type === 'play')) played++;
    }
    expect(played).toBeGreaterThan(0);
  });
});
