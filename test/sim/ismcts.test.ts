// The information-set search bot (`ismcts`): deterministic for a seed and an iteration budget, always one of
// the legal actions, never conceding, plays whole games, finds a winning attack, and takes its settings from
// its name (`ismcts:400`, `ismcts:50ms`, `ismcts:200:random`). What it may read is tested with the other bots
// in hidden-information.test.ts (HF-16.8).
import { describe, expect, test } from 'vitest';
import { ALL_CARDS } from '../../generated/index.js';
import type { PlayerIndex } from '../../src/core/cardTypes.js';
import { deckFrom } from '../../src/deck/builtIn.js';
import { type Game, apply, cloneGame, createGame, legalActions, view } from '../../src/engine/index.js';
import { BOT_NAMES, botNameProblem, createBot, deckList, isBotName } from '../../src/sim/bots/index.js';
import { makeGame } from '../helpers/harness.js';
import { onBattlefield } from '../helpers/lookup.js';

const DECKS = [deckFrom('kage-funeral'), deckFrom('soukyu-knights')] as const;
const LISTS = [deckList(DECKS[0]), deckList(DECKS[1])] as const;

/** Positions worth a search: main phases with several answers, `count` of them from game `seed`. */
function mainPhases(seed: number, count: number): Game[] {
  const game = createGame({ decks: [DECKS[0], DECKS[1]], seed, log: false });
  const bots = [0, 1].map((p) => createBot('greedy', { player: p as PlayerIndex, seed, decks: LISTS }));
  const out: Game[] = [];
  while (!game.state.result && out.length < count) {
    const legal = legalActions(game);
    if (game.state.pending!.kind === 'main' && legal.length > 4 && game.state.turn > 3)
      out.push(cloneGame(game));
    const p = game.state.pending!.player;
    apply(game, bots[p].choose(view(game, p), legal));
  }
  return out;
}

describe('ismcts', () => {
  test('is deterministic for a seed and an iteration budget, and answers with a legal action', () => {
    const positions = mainPhases(3, 3);
    expect(positions.length).toBe(3);
    for (const g of positions) {
      const player = g.state.pending!.player;
      const legal = legalActions(g);
      const choose = () =>
        createBot('ismcts:40', { player, seed: 11, decks: LISTS }).choose(view(g, player), legal);
      const first = choose();
      expect(choose()).toEqual(first);
      expect(legal).toContainEqual(first);
      expect(first.type).not.toBe('concede');
    }
  });

  test('plays whole games against greedy without an error, with random playouts too', () => {
    for (const name of ['ismcts:12', 'ismcts:12:random']) {
      const game = createGame({ decks: [DECKS[0], DECKS[1]], seed: 8, log: false });
      const bots = [
        createBot(name, { player: 0, seed: 1, decks: LISTS }),
        createBot('greedy', { player: 1, seed: 2, decks: LISTS }),
      ];
      while (!game.state.result) {
        const p = game.state.pending!.player;
        const a = bots[p].choose(view(game, p), legalActions(game));
        expect(a.type).not.toBe('concede');
        apply(game, a);
      }
      expect(game.state.result.reason).not.toBe('');
    }
  });

  test('HF-9.1 HF-8.5 takes the attack that wins: the opponent has no guard card and no defender', () => {
    const g = makeGame({
      cards: ALL_CARDS,
      p0: { battlefield: ['紅蓮の見習い剣士'], hand: ['紅蓮の双剣士'], energy: 2 },
      p1: { battlefield: [{ name: '蒼の盾騎士', sleep: true }], guard: [] },
    });
    g.state.players[1].guardDeck.length = 0; // nothing left to take the damage (HF-9.1)
    const attacker = onBattlefield(g, '紅蓮の見習い剣士', 0);
    const cards = (id: string) => g.defs.get(id);
    const a = createBot('ismcts:30', { player: 0, seed: 5, cards }).choose(view(g, 0), legalActions(g));
    expect(a).toEqual({ type: 'attack', player: 0, attacker, target: { player: 1 } });
  });

  test('its settings come from its name; a wrong one is named in Japanese', () => {
    expect(BOT_NAMES).toContain('ismcts');
    for (const ok of ['ismcts', 'ismcts:400', 'ismcts:50ms', 'ismcts:200:random', 'ismcts:100:greedy:h0'])
      expect(isBotName(ok), ok).toBe(true);
    expect(botNameProblem('ismcts:abc')).toMatch(/「abc」は ismcts の設定ではありません/);
    expect(botNameProblem('ismcts:100:50ms')).toMatch(/どちらか一方/);
    expect(botNameProblem('greedy:3')).toMatch(/設定はありません/);
    expect(botNameProblem('alphabeta')).toMatch(/不明なボット/);
    expect(() => createBot('ismcts:0', { player: 0, seed: 1 })).toThrow(/ismcts の設定ではありません/);
  });
});
