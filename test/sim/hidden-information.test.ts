// HF-16.8: bots see only their player's view. The view of a game in progress names no hidden card, a bot
// decides the same from a JSON copy of the view (so it holds no reference into the game), and the bot
// modules import nothing from the engine but types.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import type { PlayerIndex } from '../../src/core/cardTypes.js';
import { deckFrom } from '../../src/deck/builtIn.js';
import { type Game, apply, createGame, legalActions, view } from '../../src/engine/index.js';
import { canSee } from '../../src/engine/view.js';
import { Board, Memory } from '../../src/sim/bots/board.js';
import { BOT_NAMES, createBot } from '../../src/sim/bots/index.js';
import { publicCards } from '../../src/sim/cards.js';

const BOTS_DIR = join(import.meta.dirname, '../../src/sim/bots');

/** A game some way in: both players have hands, guard decks, energies and cards on the battlefield. */
function midGame(seed: number, decisions: number): Game {
  const game = createGame({ decks: [deckFrom('guren-aggro'), deckFrom('kage-funeral')], seed });
  const bots = [createBot('greedy', { player: 0, seed }), createBot('greedy', { player: 1, seed: seed + 1 })];
  for (let i = 0; i < decisions && !game.state.result; i++) {
    const p = game.state.pending!.player;
    apply(game, bots[p].choose(view(game, p), legalActions(game)));
  }
  return game;
}

/** Every object with an `id` in the JSON of a view, with its `def` if it has one. */
function namedCards(json: unknown, out: { id: number; def?: string }[] = []): { id: number; def?: string }[] {
  if (Array.isArray(json)) for (const x of json) namedCards(x, out);
  else if (json && typeof json === 'object') {
    const o = json as Record<string, unknown>;
    if (typeof o.id === 'number' && 'def' in o) out.push({ id: o.id, def: o.def as string });
    for (const v of Object.values(o)) namedCards(v, out);
  }
  return out;
}

const ID_KEYS = new Set([
  'id',
  'card',
  'cards',
  'attacker',
  'defender',
  'targets',
  'attachments',
  'host',
  'source',
]);

/** Every number under a key that names cards. */
function cardRefs(json: unknown, out = new Set<number>(), key = ''): Set<number> {
  if (typeof json === 'number' && ID_KEYS.has(key)) out.add(json);
  else if (Array.isArray(json)) for (const x of json) cardRefs(x, out, key);
  else if (json && typeof json === 'object') for (const [k, v] of Object.entries(json)) cardRefs(v, out, k);
  return out;
}

describe("HF-16.8 a bot cannot reach the opponent's hidden cards", () => {
  test.each([
    [3, 120],
    [11, 200],
    [19, 260],
  ])('HF-16.8 the view (seed %i, after %i decisions) holds no hidden card id or definition', (seed, n) => {
    const game = midGame(seed, n);
    expect(game.state.result).toBeNull();
    const player = game.state.pending!.player;
    const opponent = (1 - player) as PlayerIndex;
    const hidden = game.state.cards.filter((c) => !canSee(game.state, c.id, player)).map((c) => c.id);
    const oppHand = game.state.players[opponent].hand;
    expect(oppHand.length).toBeGreaterThan(0);
    expect(hidden).toEqual(expect.arrayContaining(oppHand));
    const v = JSON.parse(JSON.stringify(view(game, player)));
    const named = namedCards(v);
    for (const c of named) {
      if (!hidden.includes(c.id)) continue;
      // HF-14.3: a face-down battlefield card is shown by its public definition only, with its def blanked.
      expect(game.state.cards[c.id].faceDown).not.toBeNull();
      expect(c.def).toBe('');
    }
    // Outside the event log (which tells what the player saw happen), no hidden card is referred to at all.
    const { log: _log, ...board0 } = v;
    const refs = cardRefs(board0);
    for (const id of game.state.players[player].hand) expect(refs.has(id)).toBe(true);
    for (const id of hidden)
      if (!game.state.cards[id].faceDown) expect(refs.has(id), `card ${id}`).toBe(false);
    // The opponent's hand and main deck are redacted to { hidden: true } / a count.
    expect(v.players[opponent].hand).toEqual(oppHand.map(() => ({ hidden: true })));
    expect(v.players[opponent].mainDeck).toBe(game.state.players[opponent].mainDeck.length);
    expect(typeof v.players[opponent].extraDeck).toBe('number');
    for (const p of v.players) expect(Object.keys(p.energy).sort()).toEqual(['active', 'count']);
    // What the bot works from knows no hidden card.
    const board = new Board(v, publicCards, new Memory());
    for (const id of hidden) if (!game.state.cards[id].faceDown) expect(board.card(id)).toBeUndefined();
  });

  test.each(BOT_NAMES)(
    'HF-16.8 %s decides the same from a JSON copy of the view as from the view',
    (name) => {
      for (const [seed, n] of [
        [5, 90],
        [6, 150],
        [8, 210],
      ]) {
        const game = midGame(seed, n);
        const player = game.state.pending!.player;
        const actions = legalActions(game);
        const live = createBot(name, { player, seed: 99 }).choose(view(game, player), actions);
        const copied = createBot(name, { player, seed: 99 }).choose(
          JSON.parse(JSON.stringify(view(game, player))),
          JSON.parse(JSON.stringify(actions)),
        );
        expect(copied).toEqual(live);
        expect(actions).toContainEqual(live);
      }
    },
  );

  test('HF-16.8 the bot modules import nothing from the engine but types, and never the game state', () => {
    const files = readdirSync(BOTS_DIR).filter((f) => f.endsWith('.ts'));
    expect(files).toEqual(expect.arrayContaining(['greedy.ts', 'random.ts', 'types.ts', 'board.ts']));
    for (const file of files) {
      const source = readFileSync(join(BOTS_DIR, file), 'utf8');
      const imports = [...source.matchAll(/^import\s+(type\s+)?[^;]*?from\s+'([^']+)'/gms)];
      for (const [, typeOnly, from] of imports) {
        if (/\/engine\//.test(from)) expect(typeOnly, `${file} imports ${from} at run time`).toBeTruthy();
        expect(from, `${file} imports the game state`).not.toMatch(/core\/state/);
        expect(from, `${file} imports the simulator`).not.toMatch(/\.\.\/(play|run|worker)\.js$/);
      }
      expect(source).not.toMatch(/\bgame\.state\b|\bGameState\b/);
    }
  });
});
