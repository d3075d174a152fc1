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
  const known = VALIDATED.get(deck);
  // plain loops: this runs at every createGame (a sim's or a bench's thousands of games, issue 25)
  if (
    known !== undefined &&
    sameCards(known[0], deck.main) &&
    sameCards(known[1], deck.guard) &&
    sameCards(known[2], deck.extra ?? NO_CARDS)
  )
    return;
  checkDeckOrThrow(deck, label);
  VALIDATED.set(deck, [[...deck.main], [...deck.guard], [...(deck.extra ?? [])]]);
}

const NO_CARDS: readonly CardDefinition[] = [];

function sameCards(a: readonly CardDefinition[], b: readonly CardDefinition[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

export function createGame(opts: CreateGameOptions): Game {
  if (!opts.unchecked) {
    for (let i = 0; i < opts.decks.length; i++) checkDeckOnce(opts.decks[i], `プレイヤー${i}のデッキ`);
  }
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
  // The main deck's cards, then the guard deck's, then the extra deck's, in list order (plain loops and no
  // pair per card: this runs twice per game, issue 25).
  const extra = deck.extra ?? NO_CARDS;
  const nMain = deck.main.length;
  const nGuard = deck.guard.length;
  const n = nMain + nGuard + extra.length;
  const base = state.cards.length;
  const ids: number[] = [];
  for (let i = 0; i < n; i++) ids.push(base + i);
  shuffleInPlace(state.rng, ids);
  for (let i = 0; i < n; i++) state.cards.push(newCard(base + i, '', owner, 'mainDeck'));
  for (let i = 0; i < n; i++) {
    const def =
      i < nMain ? deck.main[i] : i < nMain + nGuard ? deck.guard[i - nMain] : extra[i - nMain - nGuard];
    const zone = i < nMain ? 'mainDeck' : i < nMain + nGuard ? 'guardDeck' : 'extraDeck';
    const c = state.cards[ids[i]];
    c.def = def.id;
    c.zone = zone;
    p[zone].push(c.id);
  }
  shuffleInPlace(state.rng, p.mainDeck); // HF-2.1
  p.guardDeck.sort((a, b) => a - b);
  let ougi = false;
  for (const d of deck.main) if (d.ougi !== undefined) ougi = true;
  for (const d of deck.guard) if (d.ougi !== undefined) ougi = true;
  p.ougiDeck = ougi;
}
