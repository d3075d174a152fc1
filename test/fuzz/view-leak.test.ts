// HF-16.8: a view() that leaks the opponent's hand is caught by the fuzz checker — directly and by the
// differential check (permuting the faces of hidden cards must not change a player's view). The leak is
// injected by mocking the engine's view module (the one the checker calls) in this test only.
import { describe, expect, it, vi } from 'vitest';
import { apply, createGame, legalActions } from '../../src/engine/index.js';
import { InvariantChecker } from '../../src/engine/invariantChecker.js';
import { FIXTURE_DECKS } from '../helpers/decks.js';

const leak = vi.hoisted(() => ({ on: false }));

vi.mock('../../src/engine/view.js', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../src/engine/view.js')>();
  return {
    ...real,
    view: (...args: Parameters<typeof real.view>) => {
      const v = real.view(...args);
      if (!leak.on) return v;
      const [game, viewer] = args;
      const opp = viewer === 0 ? 1 : 0;
      const hand = game.state.players[opp].hand.map((id) => ({
        ...game.state.cards[id],
        name: game.defs.get(game.state.cards[id].def)?.name ?? '',
      }));
      return { ...v, players: v.players.map((p, i) => (i === opp ? { ...p, hand } : p)) };
    },
  };
});

describe('HF-16.8 hidden information', () => {
  it('HF-16.8 a view that shows the opponent’s hand fails the checker', () => {
    const game = createGame({ decks: [FIXTURE_DECKS.red, FIXTURE_DECKS.blue], seed: 3 });
    while (game.state.players.some((p) => p.hand.length === 0)) apply(game, legalActions(game)[0]);
    expect(new InvariantChecker(game).start()).toEqual([]);
    leak.on = true;
    const messages = new InvariantChecker(game).start().filter((v) => v.rule === 'HF-16.8');
    leak.on = false;
    expect(messages.map((m) => m.message).join('\n')).toMatch(/opponent's hand/);
    expect(messages.map((m) => m.message).join('\n')).toMatch(/permuted/);
  });
});
