// What a sim records per seat (src/sim/observe.ts reads the event log and drains it after every decision)
// agrees with an independent account of the same games: each game is played again from its kept actions with
// the whole log, and the opening hand is read from the state when the mulligan is asked (HF-2.4).
import { describe, expect, test } from 'vitest';
import { cardById } from '../../generated/index.js';
import type { GameEvent } from '../../src/core/events.js';
import { type Action, type Game, apply, createGame } from '../../src/engine/index.js';
import { loadMatchups } from '../../src/sim/matchups.js';
import type { GameRecord } from '../../src/sim/play.js';
import { runSim } from '../../src/sim/run.js';
import { sampleOf } from '../../src/sim/sample.js';

const SPEC = {
  decks: ['soukyu-knights', 'kage-funeral'] as [string, string],
  bots: ['random', 'random'] as [string, string],
  games: 6,
};

async function played(): Promise<GameRecord[]> {
  const [records] = await runSim({ matchups: [SPEC], seed: 11, workers: 1, samples: SPEC.games });
  return records;
}

const unique = (ids: string[]) => [...new Set(ids)].sort();

/** The opening hand of each player, from the state: the hand when its mulligan is asked, or the redraw. */
function openingHands(game: Game, actions: readonly Action[]): string[][] {
  const hands: string[][] = [[], []];
  for (const action of actions) {
    const s = game.state;
    if (action.type === 'mulligan') {
      const p = action.player;
      const before = s.log.length;
      if (!action.redraw) hands[p] = s.players[p].hand.map((id) => s.cards[id].def);
      apply(game, action);
      if (action.redraw)
        hands[p] = s.log
          .slice(before)
          .filter((e): e is Extract<GameEvent, { type: 'draw' }> => e.type === 'draw' && e.player === p)
          .slice(0, 4)
          .map((e) => s.cards[e.card].def);
    } else apply(game, action);
  }
  return hands.map(unique);
}

describe('per-seat sim records (issue 16)', async () => {
  const records = await played();
  const [loaded] = loadMatchups([SPEC]);

  test('every game kept its actions and ended', () => {
    expect(records.every((r) => r.actions && r.actions.length === r.decisions && !r.error)).toBe(true);
  });

  for (const index of [0, 1, 2, 3, 4, 5])
    test(`game ${index}: plays, draws, opening hands, damage triggers, abilities and 【空装】 match the full log`, () => {
      const record = records[index];
      const sample = sampleOf(SPEC, loaded, record, 11);
      const game = createGame({
        decks: sample.lists.map((l) => ({
          main: l.main.map((id) => cardById(id)!),
          guard: l.guard.map((id) => cardById(id)!),
          extra: l.extra.map((id) => cardById(id)!),
        })) as [never, never],
        seed: sample.seed,
        firstPlayer: sample.firstPlayer,
      });
      const opening = openingHands(game, sample.actions);
      const log = game.state.log;
      const def = (card: number) => game.state.cards[card].def;
      for (const p of [0, 1] as const) {
        const seat = record.seats[p];
        const count = (events: GameEvent[]) => {
          const out: Record<string, number> = {};
          for (const e of events)
            out[def((e as { card: number }).card)] = (out[def((e as { card: number }).card)] ?? 0) + 1;
          return out;
        };
        expect(seat.plays).toEqual(count(log.filter((e) => e.type === 'play' && e.player === p)));
        expect(seat.reveals).toEqual(count(log.filter((e) => e.type === 'damageTrigger' && e.player === p)));
        expect(seat.drawn).toEqual(
          unique(log.flatMap((e) => (e.type === 'draw' && e.player === p ? [def(e.card)] : []))),
        );
        expect(seat.opening).toEqual(opening[p]);
        const uses = log.filter(
          (e) => (e.type === 'activate' && e.player === p) || (e.type === 'trigger' && e.controller === p),
        ).length;
        expect(Object.values(seat.abilities).reduce((n, k) => n + k, 0)).toBe(uses);
        const kuusou = game.state.players[p].kuusou;
        expect(seat.kuusou).toBe(kuusou === null ? null : def(kuusou));
      }
    });
});
