// HF-16.8: bots see only their player's view. The view of a game in progress names no hidden card, a bot
// decides the same from a JSON copy of the view (so it holds no reference into the game), every game a bot
// reads is one it rebuilt from its view (gameFromView), and a bot — the information-set search included —
// decides the same whatever the hidden cards really are: permuting their faces, or scrambling the hidden
// zones of the game under a view already taken, never changes a decision.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import type { PlayerIndex } from '../../src/core/cardTypes.js';
import type { CardInstance } from '../../src/core/state.js';
import { deckFrom } from '../../src/deck/builtIn.js';
import {
  type Game,
  UNKNOWN_CARD,
  apply,
  createGame,
  gameFromView,
  legalActions,
  view,
} from '../../src/engine/index.js';
import { hiddenFrom } from '../../src/engine/invariantChecker.js';
import { canSee } from '../../src/engine/view.js';
import { BOT_NAMES, type Bot, createBot, deckList } from '../../src/sim/bots/index.js';
import { publicCards } from '../../src/sim/cards.js';

const BOTS_DIR = join(import.meta.dirname, '../../src/sim/bots');
const DECKS = [deckFrom('guren-aggro'), deckFrom('kage-funeral')] as const;
const LISTS = [deckList(DECKS[0]), deckList(DECKS[1])] as const;
/** Small budgets keep the search quick here; what it may read does not depend on the budget. */
const SEARCH = 'ismcts:24';

function bot(name: string, player: PlayerIndex, seed: number): Bot {
  return createBot(name, { player, seed, decks: LISTS });
}

/** Greedy against greedy for `decisions` decisions (or to the end). */
function played(seed: number, decisions: number): Game {
  const game = createGame({ decks: [DECKS[0], DECKS[1]], seed, log: false });
  const bots = [bot('greedy', 0, seed), bot('greedy', 1, seed + 1)];
  for (let i = 0; i < decisions && !game.state.result; i++) {
    const p = game.state.pending!.player;
    apply(game, bots[p].choose(view(game, p), legalActions(game)));
  }
  return game;
}

/**
 * A game some way in — `decisions` decisions, or 20 before its end if it ends sooner: both players have
 * hands, guard decks, energies and cards on the battlefield.
 */
function midGame(seed: number, decisions: number): Game {
  const whole = played(seed, Number.POSITIVE_INFINITY);
  return played(seed, Math.min(decisions, whole.state.decisions - 20));
}

/** Plays on from `game` to the next decision worth a search (a main phase with something to do). */
function toSearchedDecision(game: Game, seed: number): void {
  const bots = [bot('greedy', 0, seed), bot('greedy', 1, seed + 1)];
  while (!game.state.result) {
    const legal = legalActions(game);
    if (game.state.pending!.kind === 'main' && legal.length > 3) return;
    const p = game.state.pending!.player;
    apply(game, bots[p].choose(view(game, p), legal));
  }
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

/** Keys under which a view (its flow included) names cards. */
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
  'self',
  'it',
  'its',
  'eventCard',
  'options',
  'picked',
  'restCards',
  'byAttack',
  'kuusou',
]);

/** Every number under a key that names cards (an `id` names a card only in a card: chain items and lasting effects have ids of their own). */
function cardRefs(json: unknown, out = new Set<number>(), key = ''): Set<number> {
  if (typeof json === 'number' && ID_KEYS.has(key)) out.add(json);
  else if (Array.isArray(json)) for (const x of json) cardRefs(x, out, key);
  else if (json && typeof json === 'object') {
    const isCard = 'def' in json;
    for (const [k, v] of Object.entries(json)) if (k !== 'id' || isCard) cardRefs(v, out, k);
  }
  return out;
}

/** The cards hidden from `viewer` (HF-16.8), the revealed 【空装】 cards aside (their face stays known). */
function hiddenCards(game: Game, viewer: PlayerIndex): CardInstance[] {
  const kuusou = new Set(game.state.players.map((p) => p.kuusou));
  return game.state.cards.filter((c) => hiddenFrom(c, viewer) && !kuusou.has(c.id));
}

/** A copy of the game whose hidden cards have other faces: each definition moved on to the next. */
function permuted(game: Game, viewer: PlayerIndex): Game {
  const hidden = hiddenCards(game, viewer);
  const defs = [...new Set(hidden.map((c) => c.def))];
  const rotate = new Map(defs.map((d, i) => [d, defs[(i + 1) % defs.length]]));
  const ids = new Set(hidden.map((c) => c.id));
  const cards = game.state.cards.map((c) => (ids.has(c.id) ? { ...c, def: rotate.get(c.def)! } : { ...c }));
  return { ...game, derived: undefined, state: { ...game.state, cards } };
}

describe("HF-16.8 a bot cannot reach the opponent's hidden cards", () => {
  test.each([
    [3, 120],
    [11, 200],
    [19, 180],
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
    // Outside the event log (which tells what the player saw happen), no hidden card is referred to at all —
    // the flow (what is resolving, once-per-turn uses…) included.
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
    // The game a bot rebuilds from the view knows exactly the faces the view shows: every other card — a
    // face-down card of the opponent's on the battlefield included (HF-14.3) — is blank.
    const rebuilt = gameFromView(v, { cards: publicCards, seed: 1 });
    const known = (cards: readonly CardInstance[]) =>
      cards
        .filter((c) => c.def !== UNKNOWN_CARD.id)
        .map((c) => c.def)
        .sort();
    const shown = game.state.cards.filter((c) => canSee(game.state, c.id, player));
    expect(known(rebuilt.state.cards)).toEqual(shown.map((c) => c.def).sort());
  });

  test.each(BOT_NAMES.map((n) => (n === 'ismcts' ? SEARCH : n)))(
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
        const live = bot(name, player, 99).choose(view(game, player), actions);
        const copied = bot(name, player, 99).choose(
          JSON.parse(JSON.stringify(view(game, player))),
          JSON.parse(JSON.stringify(actions)),
        );
        expect(copied).toEqual(live);
        expect(actions).toContainEqual(live);
      }
    },
  );

  test.each(['greedy', SEARCH])(
    'HF-16.8 %s decides the same when the hidden cards have other faces (permuted) or the hidden zones are scrambled',
    (name) => {
      let searched = 0;
      for (const [seed, n] of [
        [21, 60],
        [22, 140],
        [23, 220],
      ]) {
        const game = midGame(seed, n);
        toSearchedDecision(game, seed);
        if (game.state.result) continue;
        searched++;
        const player = game.state.pending!.player;
        const actions = legalActions(game);
        const v = view(game, player);
        const decision = bot(name, player, 7).choose(v, actions);
        // Other faces under the hidden cards: the view is the same, and so is the decision.
        const other = permuted(game, player);
        expect(hiddenCards(game, player).some((c) => other.state.cards[c.id].def !== c.def)).toBe(true);
        const otherView = view(other, player);
        expect(JSON.stringify(otherView)).toBe(JSON.stringify(v));
        expect(bot(name, player, 7).choose(otherView, legalActions(other))).toEqual(decision);
        // The view already taken, the true game's hidden zones are then scrambled under it: no difference.
        const again = bot(name, player, 7);
        for (const c of hiddenCards(game, player)) c.def = UNKNOWN_CARD.id;
        const opponent = game.state.players[1 - player];
        opponent.hand.reverse();
        opponent.mainDeck.reverse();
        expect(again.choose(v, actions)).toEqual(decision);
      }
      expect(searched).toBeGreaterThan(0);
    },
  );

  test('HF-16.8 the bot modules never reach the game being played: no simulator, no createGame or deserialize', () => {
    const files = readdirSync(BOTS_DIR).filter((f) => f.endsWith('.ts'));
    expect(files).toEqual(expect.arrayContaining(['greedy.ts', 'ismcts.ts', 'random.ts', 'types.ts']));
    expect(files).not.toContain('board.ts'); // the bots' second copy of the rules is gone
    for (const file of files) {
      const source = readFileSync(join(BOTS_DIR, file), 'utf8');
      const imports = [...source.matchAll(/^import\s+(type\s+)?[^;]*?from\s+'([^']+)'/gms)];
      for (const [, , from] of imports) {
        expect(from, `${file} imports the simulator`).not.toMatch(/\.\.\/(play|run|worker|matchups)\.js$/);
        expect(from, `${file} imports the game state`).not.toMatch(/core\/state/);
      }
      // Every game a bot reads it rebuilt from its view (gameFromView) or copied from one it rebuilt.
      expect(source).not.toMatch(/\bcreateGame\b|\bdeserialize\b|\bGameState\b/);
    }
  });
});
