import { GAME_RULES } from '../../generated/rules.js';
// createGame(): shuffles, decides the first player, and runs to the first decision (HF-2).
import type { CardDefinition, PlayerIndex } from '../core/cardTypes.js';
import { initialRngState, randomInt, shuffleInPlace } from '../core/rng.js';
import {
  type CardInstance,
  type GameState,
  type Limits,
  type PlayerState,
  STATE_VERSION,
} from '../core/state.js';
import type { TriggerIndex } from '../core/triggerIndex.js';
import { checkDeckOrThrow } from '../deck/forEngine.js';
import { Derived } from './derived.js';
import type { Game } from './game.js';
import { log } from './game.js';
import { run } from './run.js';

export interface Deck {
  main: CardDefinition[];
  guard: CardDefinition[];
  extra?: CardDefinition[];
}

export interface CreateGameOptions {
  decks: [Deck, Deck];
  seed: number;
  firstPlayer?: PlayerIndex;
  limits?: Partial<Limits>;
  /** Record the event log (default true). */
  log?: boolean;
  /** Skip deck validation (for tests of mid-game situations only). */
  unchecked?: boolean;
  /**
   * A precomputed trigger index (issue 12: a set's generated TRIGGERS, built by the same buildTriggerIndex);
   * without one it is built from the decks' definitions. Cards it does not name are read from their definition.
   */
  triggers?: TriggerIndex;
  /**
   * The caller changes the state only through the engine (apply, restore…), never by a direct edit between
   * engine calls: the engine then skips its per-call comparison of what its memos were computed from
   * (src/engine/derived.ts; issue 25). For sims, bots' games, fuzzing and the benchmark; a test that sets a
   * position up by editing the state leaves it off. Copies (cloneGame) do not inherit it.
   */
  engineOnly?: boolean;
}

export function emptyPlayer(): PlayerState {
  return {
    mainDeck: [],
    guardDeck: [],
    hand: [],
    energy: [],
    trash: [],
    damageField: [],
    extraDeck: [],
    secondPlayerMarker: false,
    mulliganed: false,
    kuusou: null,
    ougiDeck: false,
  };
}

export function newCard(
  id: number,
  def: string,
  owner: PlayerIndex,
  zone: CardInstance['zone'],
): CardInstance {
  return {
    id,
    def,
    owner,
    controller: owner,
    zone,
    faceUp: false,
    sleep: false,
    damage: 0,
    host: null,
    attachments: [],
    faceDown: null,
    seq: 0,
    // Present from the start (undefined: absent in a save, JSON drops it): every card keeps one hidden class
    // in V8 instead of changing it the first time the field is written (issue 25).
    lastDamageBy: undefined,
  };
}

export function buildDefs(decks: Deck[]): Map<string, CardDefinition> {
  const defs = new Map<string, CardDefinition>();
  for (const d of decks) for (const c of [...d.main, ...d.guard, ...(d.extra ?? [])]) defs.set(c.id, c);
  return defs;
}

/** A state with no cards yet: setup step 1, nothing decided. */
export function blankState(
  rng: number[],
  firstPlayer: PlayerIndex,
  limits: Partial<Limits> | undefined,
  logEnabled: boolean,
): GameState {
  return {
    version: STATE_VERSION,
    rng,
    cards: [],
    players: [emptyPlayer(), emptyPlayer()],
    battlefield: [],
    excluded: [],
    limbo: [],
    firstPlayer,
    turn: 0,
    turnPlayer: firstPlayer,
    phase: 'setup',
    step: 'ougi:0',
    handAtDiscardEnd: null,
    chain: [],
    window: null,
    combat: null,
    resolving: false,
    tasks: [],
    triggers: [],
    effects: [],
    oncePerTurn: [],
    pending: null,
    result: null,
    nextId: 1,
    seq: 0,
    decisions: 0,
    limits: {
      maxTurns: GAME_RULES.defaultMaxTurns,
      maxDecisions: GAME_RULES.defaultMaxDecisions,
      ...limits,
    },
    log: [],
    logEnabled,
  };
}

/** Decks that passed validation, with the card lists they had then (a deck object is usually reused). */
const VALIDATED = new WeakMap<Deck, CardDefinition[][]>();

/** HF-1.5: validates a deck, unless this deck object was validated before with the very same cards. */
function checkDeckOnce(deck: Deck, label: string): void {
  const lists = [deck.main, deck.guard, deck.extra ?? []];
  const known = VALIDATED.get(deck);
  if (known?.every((list, i) => sameCards(list, lists[i]))) return;
  checkDeckOrThrow(deck, label);
  VALIDATED.set(
    deck,
    lists.map((list) => [...list]),
  );
}

function sameCards(a: readonly CardDefinition[], b: readonly CardDefinition[]): boolean {
  return a.length === b.length && a.every((d, i) => d === b[i]);
}

export function createGame(opts: CreateGameOptions): Game {
  if (!opts.unchecked) opts.decks.forEach((d, i) => checkDeckOnce(d, `プレイヤー${i}のデッキ`));
  const rng = initialRngState(opts.seed);
  const firstPlayer: PlayerIndex = opts.firstPlayer ?? (randomInt(rng, 0, 1) as PlayerIndex); // HF-2.2
  const state = blankState(rng, firstPlayer, opts.limits, opts.log ?? true);
  const derived = new Derived();
  if (opts.engineOnly) {
    derived.engineOnly = true;
    derived.inputs[0] = state;
  }
  const game: Game = { state, defs: buildDefs(opts.decks), damageBatch: null, derived };
  if (opts.triggers) game.triggers = opts.triggers;
  opts.decks.forEach((deck, p) => placeDeck(state, deck, p as PlayerIndex));
  state.players[firstPlayer === 0 ? 1 : 0].secondPlayerMarker = true; // HF-2.2
  log(game, { type: 'gameStart', firstPlayer });
  run(game);
  return game;
}

/** Card ids are a random permutation so an id never tells a hidden card's deck-list position (HF-16.8). */
function placeDeck(state: GameState, deck: Deck, owner: PlayerIndex): void {
  const p = state.players[owner];
  const entries: [CardDefinition, 'mainDeck' | 'guardDeck' | 'extraDeck'][] = [
    ...deck.main.map((d) => [d, 'mainDeck'] as [CardDefinition, 'mainDeck']),
    ...deck.guard.map((d) => [d, 'guardDeck'] as [CardDefinition, 'guardDeck']),
    ...(deck.extra ?? []).map((d) => [d, 'extraDeck'] as [CardDefinition, 'extraDeck']),
  ];
  const ids = entries.map((_, i) => state.cards.length + i);
  shuffleInPlace(state.rng, ids);
  const base = state.cards.length;
  for (let i = 0; i < entries.length; i++) state.cards.push(newCard(base + i, '', owner, 'mainDeck'));
  entries.forEach(([def, zone], i) => {
    const c = state.cards[ids[i]];
    c.def = def.id;
    c.zone = zone;
    p[zone].push(c.id);
  });
  shuffleInPlace(state.rng, p.mainDeck); // HF-2.1
  p.guardDeck.sort((a, b) => a - b);
  p.ougiDeck = [...deck.main, ...deck.guard].some((d) => d.ougi !== undefined);
}
