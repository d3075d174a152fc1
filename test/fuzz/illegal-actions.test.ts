// Illegal-action fuzzing (docs/fuzzing.md): at random points of random games, 3,000+ actions (25,000+ with
// FUZZ_BUDGET=long) that are wrong
// in every way — wrong player, stale, unpayable, bad targets, garbage, wrong types, huge numbers,
// prototype-polluting keys — are rejected with IllegalActionError and leave serialize() byte-identical; the
// ones that happen to be legal are applied exactly like their legalActions() twin.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Action } from '../../src/core/decisions.js';
import { apply, legalActions } from '../../src/engine/index.js';
import { cardPool } from '../../src/fuzz/decks.js';
import { chooseAction, decksOf, gameInputArb, newGame } from '../../src/fuzz/game.js';
import { candidate, mutationArb, tryAction } from '../../src/fuzz/illegal.js';
import { budget } from '../helpers/budget.js';

// CI: 125 games (cut from 250 on 2026-12-01, ci18: the random games to reach each state are the cost); every kind
// of mutation is drawn at each state, so each kind is still tried ~125 × 25 / kinds times.
const RUNS = budget(125, 1000);
const PER_STATE = 25; // 125 × 25 = 3,125 actions (25,000 with the long budget)
const ACTIONS = RUNS * PER_STATE;

describe('illegal actions are rejected and change nothing', () => {
  it(`HF-5.1 HF-5.3 HF-5.4 HF-7.1 ${ACTIONS} random actions at random decisions of random games`, () => {
    const pool = cardPool(['starter', 'kuon']);
    const counts = { tried: 0, legal: 0, gameOver: 0 };
    fc.assert(
      fc.property(
        gameInputArb,
        fc.nat({ max: 450 }),
        fc.array(mutationArb, { minLength: PER_STATE, maxLength: PER_STATE }),
        (input, stop, mutations) => {
          const game = newGame(input, decksOf(input, pool));
          const stale: Action[] = [];
          let i = 0;
          for (; i < stop && !game.state.result; i++) {
            const legal = legalActions(game);
            if (i % 5 === 0) stale.push(...legal.slice(0, 3));
            const a = chooseAction(input, i, legal, () => i * 7919)!;
            stale.push(a);
            apply(game, a);
          }
          if (game.state.result) counts.gameOver++;
          for (const m of mutations) {
            const value = candidate(game, m, stale);
            const r = tryAction(game, value);
            counts.tried++;
            if (r.legal) counts.legal++;
            if (r.problem)
              throw new Error(
                `${r.problem}\n  action: ${describe_(value)}\n  decision ${i}, pending ${JSON.stringify(game.state.pending)}`,
              );
          }
        },
      ),
      { numRuns: RUNS, seed: Number(process.env.FUZZ_SEED ?? 4242) },
    );
    expect(counts.tried).toBe(ACTIONS);
    expect(counts.legal).toBeGreaterThan(0); // some mutations are legal by chance and were applied
    expect(counts.gameOver).toBeGreaterThan(0); // and some games were over: code game-over
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

function describe_(value: unknown): string {
  try {
    return fc.stringify(value);
  } catch {
    return String(value);
  }
}
