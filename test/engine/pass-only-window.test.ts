// perf22a (issue 25): a window where only pass is legal is kept per player (src/engine/passOnlyWindow.ts)
// while the player's offer writes, the statics in force and the marker are unchanged. An energy made active
// through the engine's writer (trail.ts writeSleep, HF-5.3) must end the verdict: the next window offers what
// a fresh copy offers. test/engine/offers-memos.test.ts compares every decision of random engineOnly games.
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

describe('pass-only windows kept per player (perf22a, HF-7.1)', () => {
  it('see energies made active through the writer (HF-5.3)', () => {
    let played = 0;
    for (let seed = 1; seed < 60 && played < 3; seed++) {
      const g = windowWithSleepingEnergy(seed);
      if (g === null) continue;
      expect(passOnly(g)).toBe(true); // asked twice: the second answer is the kept verdict
      const player = g.state.pending!.player;
      for (const id of g.state.players[player].energy) writeSleep(g, g.state.cards[id], false);
      expect(keys(g)).toEqual(keys(cloneGame(g)));
      if (legalActions(g).some((a) => a.type === 'play')) played++;
    }
    expect(played).toBeGreaterThan(0);
  });
});
