// Test harness: build a game at the first main phase with an exact board, then drive decisions by name.
import type { CardDefinition, PlayerIndex } from '../../src/core/cardTypes.js';
import type { Action } from '../../src/core/decisions.js';
import { type Game, actionKey, apply, createGame, legalActions } from '../../src/engine/index.js';
import { powerOf } from '../../src/engine/query.js';
import { moveCard } from '../../src/engine/zones.js';
import { VANILLA } from './cards.js';
import { FIXTURE_CARDS } from './decks.js';
import { neutral } from './neutral.js';

/** The filler card: a 1000 character without text (test/fixtures/shared.hf). */
export { VANILLA };

export type Placed = string | { name: string; sleep?: boolean; damage?: number; faceUp?: boolean };

export interface BoardSpec {
  hand?: string[];
  battlefield?: Placed[];
  energy?: number;
  guard?: Placed[];
  main?: string[]; // top first; other main-deck cards stay below unless mainCount is set
  mainCount?: number; // exact main deck size (extra cards are excluded from the game)
  trash?: string[];
  damageField?: Placed[];
  marker?: boolean;
}

export interface MakeGameOptions {
  cards?: readonly CardDefinition[];
  seed?: number;
  p0?: BoardSpec;
  p1?: BoardSpec;
  turnPlayer?: PlayerIndex;
}

function nameOfPlaced(p: Placed): string {
  return typeof p === 'string' ? p : p.name;
}

function deckFor(
  spec: BoardSpec,
  lib: Map<string, CardDefinition>,
): { main: CardDefinition[]; guard: CardDefinition[] } {
  const named = [
    ...(spec.hand ?? []),
    ...(spec.battlefield ?? []).map(nameOfPlaced),
    ...(spec.main ?? []),
    ...(spec.trash ?? []),
    ...(spec.damageField ?? []).map(nameOfPlaced),
  ];
  const guardNamed = (spec.guard ?? []).map(nameOfPlaced);
  const get = (n: string) => {
    const d = lib.get(n);
    if (!d) throw new Error(`test harness: unknown card ${n}`);
    return d;
  };
  const main = named.map(get);
  while (main.length < 40) main.push(VANILLA);
  const guard = guardNamed.map(get);
  while (guard.length < 10) guard.push(VANILLA);
  return { main, guard };
}

/** Answers setup and the first phases with neutral choices until the turn player's main phase. */
export function toMainPhase(game: Game): void {
  for (let i = 0; i < 200 && game.state.pending?.kind !== 'main'; i++) neutral(game);
}

function take(game: Game, player: PlayerIndex, name: string): number {
  const s = game.state;
  const zones = [s.players[player].mainDeck, s.players[player].hand, s.players[player].guardDeck];
  for (const zone of zones) {
    const id = zone.find((c) => game.defs.get(s.cards[c].def)?.name === name && !reserved.has(c));
    if (id !== undefined) {
      reserved.add(id);
      return id;
    }
  }
  throw new Error(`test harness: no ${name} left for player ${player}`);
}
const reserved = new Set<number>();

function placeBoard(game: Game, player: PlayerIndex, spec: BoardSpec): void {
  const s = game.state;
  const p = s.players[player];
  reserved.clear();
  for (const id of [...p.hand, ...p.energy, ...p.guardDeck]) moveCard(game, id, 'mainDeck', { silent: true });
  const put = (placed: Placed, zone: 'hand' | 'battlefield' | 'guardDeck' | 'trash' | 'damageField') => {
    const id = take(game, player, nameOfPlaced(placed));
    moveCard(game, id, zone, {
      silent: true,
      faceUp: typeof placed === 'object' ? placed.faceUp : undefined,
    });
    const c = s.cards[id];
    if (zone === 'battlefield') c.controller = player;
    if (typeof placed === 'object') {
      c.sleep = placed.sleep ?? false;
      c.damage = placed.damage ?? 0;
    }
    return id;
  };
  (spec.guard ?? []).forEach((g) => put(g, 'guardDeck'));
  if (!spec.guard) for (let i = 0; i < 10; i++) put('バニラ', 'guardDeck');
  (spec.hand ?? []).forEach((h) => put(h, 'hand'));
  (spec.battlefield ?? []).forEach((b) => put(b, 'battlefield'));
  (spec.trash ?? []).forEach((t) => put(t, 'trash'));
  (spec.damageField ?? []).forEach((d) => put(d, 'damageField'));
  for (let i = 0; i < (spec.energy ?? 0); i++) {
    const id = take(game, player, 'バニラ');
    moveCard(game, id, 'energy', { silent: true });
    s.cards[id].sleep = false;
  }
  const tops = (spec.main ?? []).map((n) => take(game, player, n));
  for (const id of [...tops].reverse()) moveCard(game, id, 'mainDeck', { silent: true });
  const mainCount = spec.mainCount ?? 20;
  while (p.mainDeck.length > mainCount)
    moveCard(game, p.mainDeck[p.mainDeck.length - 1], 'excluded', { silent: true });
  if (spec.marker !== undefined) p.secondPlayerMarker = spec.marker;
}

/** A game at turn 1's main phase (player 0 first unless told) with exactly the boards given. */
export function makeGame(opts: MakeGameOptions = {}): Game {
  const lib = new Map<string, CardDefinition>(
    [...FIXTURE_CARDS, VANILLA, ...(opts.cards ?? [])].map((c) => [c.name, c]),
  );
  const first = opts.turnPlayer ?? 0;
  const decks = [deckFor(opts.p0 ?? {}, lib), deckFor(opts.p1 ?? {}, lib)] as [
    { main: CardDefinition[]; guard: CardDefinition[] },
    { main: CardDefinition[]; guard: CardDefinition[] },
  ];
  const game = createGame({ decks, seed: opts.seed ?? 1, firstPlayer: first, unchecked: true });
  toMainPhase(game);
  placeBoard(game, 0, opts.p0 ?? {});
  placeBoard(game, 1, opts.p1 ?? {});
  game.state.log = [];
  return game;
}

/** makeGame with `cards` always added to the card pool. */
export function makeGameWith(cards: readonly CardDefinition[]): (opts?: MakeGameOptions) => Game {
  return (opts = {}) => makeGame({ ...opts, cards });
}

/** Finds a card instance by name (the n-th, in id order) wherever it is. */
export function cardId(game: Game, name: string, owner?: PlayerIndex, n = 0): number {
  const ids = game.state.cards
    .filter((c) => game.defs.get(c.def)?.name === name && (owner === undefined || c.owner === owner))
    .filter((c) => (c.zone !== 'mainDeck' && c.zone !== 'excluded') || true)
    .map((c) => c.id);
  const visible = ids.filter((id) => !['mainDeck', 'excluded'].includes(game.state.cards[id].zone));
  const pool = visible.length > n ? visible : ids;
  if (pool[n] === undefined) throw new Error(`test harness: no card ${name}`);
  return pool[n];
}

/** Applies the unique legal action whose fields include `partial`. */
export function act(game: Game, partial: Partial<Action> & { type: Action['type'] }): void {
  const want = partial as Record<string, unknown>;
  const matches = legalActions(game).filter((a) =>
    Object.keys(want).every((k) => actionKey((a as Record<string, unknown>)[k]) === actionKey(want[k])),
  );
  if (matches.length === 0) {
    throw new Error(
      `no legal action matches ${JSON.stringify(partial)}; pending ${JSON.stringify(game.state.pending)}; legal: ${legalActions(
        game,
      )
        .map((a) => JSON.stringify(a))
        .slice(0, 12)
        .join(' ')}`,
    );
  }
  apply(game, matches[0]);
}

/** Both players pass until the chain resolves (or `max` passes). */
export function passAll(game: Game, max = 10): void {
  for (let i = 0; i < max && game.state.pending?.kind === 'window'; i++) act(game, { type: 'pass' });
}

/**
 * Answers each pending 「…まで」 choice with as many cards as it takes (the first offered each time), then passes:
 * 「エネルギーを2枚までアクティブにする」 taken in full (RULING HF-3.2, mech15).
 */
export function chooseMost(game: Game, max = 20): void {
  for (let i = 0; i < max && game.state.pending?.kind === 'choose'; i++) {
    const pick = legalActions(game).find((a) => a.type === 'choose' && a.card !== null);
    if (!pick) break;
    apply(game, pick);
  }
  passAll(game);
}

/** Player 0 plays the first card of that name in their hand (no targets), then both players pass. */
export function playFromHand(game: Game, name: string): void {
  const card = game.state.players[0].hand.find(
    (id) => game.defs.get(game.state.cards[id].def)?.name === name,
  );
  if (card === undefined) throw new Error(`${name} is not in the hand`);
  act(game, { type: 'play', card, targets: [] });
  passAll(game);
}

export const power = powerOf;
export { apply, legalActions };
