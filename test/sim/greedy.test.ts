// The greedy bot plays with sense: it beats the uniformly random bot by a clear margin, never concedes, and
// is deterministic for a seed.
import { describe, expect, test } from 'vitest';
import { deckFrom } from '../../src/deck/builtIn.js';
import { apply, createGame, legalActions, view } from '../../src/engine/index.js';
import { createBot } from '../../src/sim/bots/index.js';
import { loadMatchups } from '../../src/sim/matchups.js';
import { gameSpec, playGame } from '../../src/sim/play.js';
import { summarize } from '../../src/sim/stats.js';

describe('greedy against random', () => {
  test('greedy wins at least 36 of 40 games (seats, first player and decks alternate)', () => {
    const spec = {
      decks: ['guren-aggro', 'kage-funeral'] as [string, string],
      bots: ['greedy', 'random'] as [string, string],
      games: 40,
    };
    const [m] = loadMatchups([spec]);
    const records = Array.from({ length: spec.games }, (_, i) => playGame(gameSpec(2024, 0, i), m));
    const s = summarize(spec, records);
    expect(s.errors).toBe(0);
    expect(s.perBot[0].label).toBe('greedy');
    expect(s.perBot[0].wins).toBeGreaterThanOrEqual(36);
    expect(s.perBot[0].low).toBeGreaterThan(0.75);
  });

  test('the same seed gives the same choices; greedy never concedes', () => {
    const decks = [deckFrom('soukyu-knights'), deckFrom('guren-aggro')] as const;
    const run = () => {
      const game = createGame({ decks: [decks[0], decks[1]], seed: 4, log: false });
      const bots = [createBot('greedy', { player: 0, seed: 1 }), createBot('greedy', { player: 1, seed: 2 })];
      const chosen: string[] = [];
      while (!game.state.result) {
        const p = game.state.pending!.player;
        const a = bots[p].choose(view(game, p), legalActions(game));
        expect(a.type).not.toBe('concede');
        chosen.push(JSON.stringify(a));
        apply(game, a);
      }
      return { chosen, result: game.state.result };
    };
    expect(run()).toEqual(run());
  });
});
