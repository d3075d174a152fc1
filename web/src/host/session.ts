// One playtest game as the host worker runs it: the engine's Game, the bots, the timeline of decisions with a
// snapshot before each (time travel and branching), and which seat's view the screen shows. Plain TypeScript
// with no worker or DOM API, so tests run it in Node. Every screen it builds comes from view(game, seat).
import type { CardDefinition, PlayerIndex } from '../../../src/core/cardTypes.js';
import { DeckError, SerializationError } from '../../../src/core/errors.js';
import { loadDeck } from '../../../src/deck/index.js';
import {
  type Action,
  type Game,
  IllegalActionError,
  type Snapshot,
  apply as applyAction,
  createGame,
  legalActions,
  restore,
  serialize,
  snapshot,
  view,
} from '../../../src/engine/index.js';
import { type Bot, createBot } from '../../../src/sim/bots/index.js';
import type { SaveScenarioRequest } from '../api.js';
import type { GameInfo, Lang, NewGameRequest, Screen, SeatKind, ToUi } from '../protocol.js';
import { decisionPrompt, waitingAbilities } from './context.js';
import { type LastingNote, diffMarks, lastingOf, marksOf } from './effectNotes.js';
import { actionLabels } from './labels.js';
import { type DecisionMark, narratedLog, seatNamer } from './narration.js';
import { scenarioStartProblem } from './savePoints.js';

interface TimelineDecision extends DecisionMark {
  action: Action;
}

/** A refusal shown to the person who tried (Japanese and English, with the rule when there is one). */
export class SessionError extends Error {
  constructor(
    message: string,
    readonly english?: string,
    readonly rule?: string,
  ) {
    super(message);
  }
}

/** The cards an action uses: its card, attacker, defender and targets. */
function cardsOf(a: Action): number[] {
  const r = a as unknown as Record<string, unknown>;
  const ids: number[] = [];
  for (const k of ['card', 'attacker', 'defender']) if (typeof r[k] === 'number') ids.push(r[k] as number);
  const target = r.target as { card?: number } | undefined;
  if (target && typeof target.card === 'number') ids.push(target.card);
  if (Array.isArray(r.targets)) ids.push(...(r.targets as number[]));
  return ids;
}

/** Decisions of the other side that end "pass until something happens": it did something. */
const SOMETHING_HAPPENS = new Set<Action['type']>(['play', 'activate', 'attack', 'defend', 'extraDraw']);

export interface SessionOptions {
  /** Pass for a person when passing (or conceding) is all the rules let them do. */
  autoPass?: boolean;
}

/** How a replay of an old game's decisions on new cards went (Session.replaying). */
export interface Replayed {
  session: Session;
  applied: number;
  total: number;
  /** Why the first decision that no longer applies was refused (the engine's message), or null. */
  stoppedBy: string | null;
}

const now = () => (typeof performance !== 'undefined' ? performance.now() : Date.now());

export class Session {
  /** snapshots[i]: the board before decision i; the last one is the tip. */
  private readonly snapshots: Snapshot[] = [];
  private readonly decisions: TimelineDecision[] = [];
  /** Whether a scenario may start at each position (computed as the position is first reached). */
  private readonly startable: boolean[] = [];
  private position = 0;
  private bots: (Bot | null)[] = [null, null];
  /** The seat whose view is on screen; null before the first hand-over in hot-seat. */
  private shown: PlayerIndex | null = null;
  /** Milliseconds each bot decision took (choose + apply), for the bench. */
  readonly botTimes: number[] = [];
  /** The language the screens' narrated log is told in (the page's toggle). */
  lang: Lang = 'ja';
  /** Pass for a person when passing is the only legal answer (the page's setting, on by default there). */
  autoPass: boolean;
  /** Seats the host passes for, in windows, until something happens. */
  private readonly passingUntil = [false, false];
  /** Every lasting effect seen in force before or after a decision, by id (ids are never reused). */
  private readonly lasting: Record<number, LastingNote> = {};
  /** The request a game from deck lists was made with (a rematch, a replay on new cards). */
  request: NewGameRequest | null = null;

  private constructor(
    private readonly game: Game,
    readonly info: GameInfo,
    private readonly lookup: (id: string) => CardDefinition | undefined,
    options: SessionOptions = {},
    replay: readonly Action[] = [],
  ) {
    this.autoPass = options.autoPass ?? false;
    this.makeBots();
    this.mark();
    for (const a of replay) {
      if (this.game.state.result || !this.game.state.pending) break;
      this.record(a);
    }
    this.runBots();
  }

  /**
   * The game of `req` with `actions` (an earlier game's decisions) made again, as far as they still apply: the
   * first one the engine refuses (IllegalActionError) and all after it are dropped; bots and people play on.
   */
  static replaying(req: NewGameRequest, actions: readonly Action[], options: SessionOptions = {}): Replayed {
    // Find how far the decisions apply on a scratch game first, so that the session's constructor only replays
    // what is legal (it records each decision with its snapshot).
    const scratch = createGame({ decks: Session.decksOf(req), seed: req.seed });
    let applied = 0;
    let stoppedBy: string | null = null;
    for (const a of actions) {
      if (scratch.state.result || !scratch.state.pending) break;
      try {
        applyAction(scratch, a);
        applied++;
      } catch (e) {
        if (!(e instanceof IllegalActionError)) throw e;
        stoppedBy = e.message;
        break;
      }
    }
    const session = Session.build(req, options, actions.slice(0, applied));
    return { session, applied, total: actions.length, stoppedBy };
  }

  private static decksOf(req: NewGameRequest) {
    const byName = new Map(req.cards.map((c) => [c.name, c]));
    return req.decks.map((d) => loadDeck(d.text, d.label, byName)) as [
      ReturnType<typeof loadDeck>,
      ReturnType<typeof loadDeck>,
    ];
  }

  private static build(req: NewGameRequest, options: SessionOptions, replay: readonly Action[]): Session {
    const game = createGame({ decks: Session.decksOf(req), seed: req.seed });
    const info: GameInfo = {
      seed: req.seed,
      decks: [req.decks[0].label, req.decks[1].label],
      seats: req.seats,
      scenario: null,
    };
    const session = new Session(game, info, lookupOf(req.cards), options, replay);
    session.request = req;
    return session;
  }

  /** A new game between two deck lists (validated again here: HF-1, DeckError). */
  static fromDecks(req: NewGameRequest, options: SessionOptions = {}): Session {
    return Session.build(req, options, []);
  }

  /** A game already built (from a scenario's board). */
  static fromGame(
    game: Game,
    info: GameInfo,
    cards: CardDefinition[],
    options: SessionOptions = {},
  ): Session {
    return new Session(game, info, lookupOf(cards), options);
  }

  private makeBots(): void {
    const base = this.info.seed ?? this.game.state.rng[0];
    this.bots = this.info.seats.map((kind, player) =>
      kind === 'human'
        ? null
        : createBot(kind, {
            player: player as PlayerIndex,
            seed: (base * 2 + player + 1) >>> 0,
            cards: this.lookup,
          }),
    );
  }

  private get tip(): number {
    return this.decisions.length;
  }

  private seatKind(p: PlayerIndex): SeatKind {
    return this.info.seats[p];
  }

  private get hotSeat(): boolean {
    return this.info.seats.every((k) => k === 'human');
  }

  /** Records the board at the current (new) position. */
  private mark(): void {
    this.snapshots.push(snapshot(this.game));
    this.startable.push(scenarioStartProblem(this.game) === null);
  }

  /** Drops the decisions after the current position (the start of a branch). */
  private dropFuture(): void {
    this.snapshots.length = this.position + 1;
    this.decisions.length = this.position;
    this.startable.length = this.position + 1;
  }

  /** Applies one decision at the current position (throws IllegalActionError, the state untouched). */
  private record(action: Action): void {
    const s = this.game.state;
    const player = s.pending!.player;
    const mark: TimelineDecision = {
      player,
      kind: s.pending!.kind,
      logStart: s.log.length,
      action,
      type: action.type,
      bot: this.bots[player] !== null,
      cards: cardsOf(action),
    };
    const marksBefore = marksOf(this.game);
    Object.assign(this.lasting, lastingOf(this.game));
    applyAction(this.game, action);
    Object.assign(this.lasting, lastingOf(this.game));
    mark.notes = { marks: diffMarks(marksBefore, marksOf(this.game)), lasting: this.lasting };
    if (SOMETHING_HAPPENS.has(action.type)) this.passingUntil[1 - player] = false;
    if (this.position < this.tip) this.dropFuture();
    this.decisions.push(mark);
    this.position++;
    this.mark();
  }

  /**
   * Bots decide while it is their turn to and the screen is at the tip; so does the host for a person when
   * passing is all they may do (autoPass) or they asked to pass until something happens.
   */
  private runBots(): void {
    const s = this.game.state;
    while (!s.result && s.pending && this.position === this.tip) {
      const p = s.pending.player;
      const bot = this.bots[p];
      if (!bot) {
        const pass = this.passFor(p);
        if (!pass) return;
        this.record(pass);
        continue;
      }
      const start = now();
      this.record(bot.choose(view(this.game, p), legalActions(this.game)));
      this.botTimes.push(now() - start);
    }
  }

  /** The pass the host makes for person `p` now, or null when `p` decides. */
  private passFor(p: PlayerIndex): Action | null {
    const pending = this.game.state.pending!;
    if (pending.kind !== 'window') {
      this.passingUntil[p] = false;
      return null;
    }
    const actions = legalActions(this.game);
    const pass = actions.find((a) => a.type === 'pass') ?? null;
    if (!pass) return null;
    if (this.passingUntil[p]) return pass;
    const onlyPass = actions.every((a) => a.type === 'pass' || a.type === 'concede');
    return this.autoPass && onlyPass ? pass : null;
  }

  /** Pass every window for the person on screen until the other side does something or another decision comes. */
  passUntil(): void {
    const seat = this.shown;
    if (seat === null || this.seatKind(seat) !== 'human')
      throw new SessionError('この席の操作はできません', 'this seat cannot act');
    if (this.position < this.tip) this.dropFuture();
    this.passingUntil[seat] = true;
    this.runBots();
  }

  /** The seat the screen should show now. */
  private wantedSeat(): PlayerIndex {
    const human = this.info.seats.findIndex((k) => k === 'human');
    if (!this.hotSeat) return (human < 0 ? 0 : human) as PlayerIndex;
    return this.game.state.pending?.player ?? this.shown ?? 0;
  }

  act(action: Action): void {
    if (this.shown === null || this.seatKind(this.shown) !== 'human' || action?.player !== this.shown)
      throw new SessionError(
        'この席の操作はできません（今の画面のプレイヤーとして操作してください）',
        'this seat cannot act (act as the player on screen)',
      );
    try {
      this.record(action);
    } catch (e) {
      if (e instanceof IllegalActionError) throw new SessionError(e.message, e.english, e.rule);
      throw e;
    }
    this.runBots();
  }

  /** Hot-seat: the player the hand-over screen asked for is at the screen. */
  reveal(): void {
    this.shown = this.wantedSeat();
  }

  seek(position: number): void {
    if (!Number.isInteger(position) || position < 0 || position > this.tip)
      throw new SessionError(`その時点はありません（0〜${this.tip}）`, `no such point (0 to ${this.tip})`);
    restore(this.game, this.snapshots[position]);
    this.position = position;
  }

  /** Play on from here: later decisions are dropped, and a bot whose turn it is moves. */
  branch(): void {
    if (this.position < this.tip) this.dropFuture();
    this.runBots();
  }

  screen(): Screen {
    const seat = this.wantedSeat();
    if (this.hotSeat && seat !== this.shown) return { kind: 'handover', seat, game: this.info };
    if (this.shown === null) this.shown = seat;
    const g = this.game;
    const v = view(g, seat);
    const pending = g.state.pending;
    const mine = pending?.player === seat && this.seatKind(seat) === 'human';
    const actions = mine ? legalActions(g) : [];
    const log = narratedLog(g, this.tipView(seat, v), this.decisions, this.lang);
    const waiting = g.state.result ? 'over' : mine ? 'you' : this.bots[pending!.player] ? 'bot' : 'other';
    return {
      kind: 'board',
      seat,
      view: { ...v, log: [] },
      actions,
      labels: actionLabels(g, actions),
      prompt: mine ? decisionPrompt(g, seatNamer(g, v, this.lang), this.lang) : null,
      waitingAbilities: waitingAbilities(g, seatNamer(g, v, this.lang), this.lang),
      passingUntil: this.passingUntil[seat],
      log,
      position: this.position,
      tip: this.tip,
      savePoints: this.startable.flatMap((ok, i) => (ok && i <= this.position ? [i] : [])),
      waiting,
      game: this.info,
    };
  }

  /** The seat's view at the tip of the timeline: its log tells every decision, also those after `position`. */
  private tipView(seat: PlayerIndex, here: ReturnType<typeof view>): ReturnType<typeof view> {
    if (this.position === this.tip) return here;
    restore(this.game, this.snapshots[this.tip]);
    const at = view(this.game, seat);
    restore(this.game, this.snapshots[this.position]);
    return at;
  }

  /** What the server needs to write the decisions from `from` to here as a scenario. */
  saveRequest(from: number, extraCards: CardDefinition[]): SaveScenarioRequest {
    if (!this.startable[from] || from > this.position)
      throw new SessionError(
        'その時点からはシナリオにできません（メイン・エネルギー・ディスカードの決定で、何も待機していない時点を選んでください）',
        'a scenario cannot start there (choose a main, energy or discard decision with nothing waiting)',
      );
    restore(this.game, this.snapshots[from]);
    const state = serialize(this.game);
    restore(this.game, this.snapshots[this.position]);
    const label = this.info.scenario ?? `${this.info.decks[0]} 対 ${this.info.decks[1]}`;
    const seed = this.info.seed === null ? '' : `-seed${this.info.seed}`;
    return {
      name: `プレイテスト: ${label}${this.info.seed === null ? '' : ` シード${this.info.seed}`}（決定${from}〜${this.position}）`,
      fileName: `playtest${seed}-${from}-${this.position}.scenario.yaml`,
      state,
      actions: this.decisions.slice(from, this.position).map((d) => d.action),
      extraCards,
    };
  }

  /** The test hook's questions (never shown on the page). */
  debug(query: 'serialize' | 'history' | 'stats'): unknown {
    if (query === 'serialize') return serialize(this.game);
    if (query === 'stats') return { botTimes: [...this.botTimes], position: this.position, tip: this.tip };
    return { info: this.info, actions: this.decisions.slice(0, this.position).map((d) => d.action) };
  }
}

function lookupOf(cards: readonly CardDefinition[]): (id: string) => CardDefinition | undefined {
  const byId = new Map(cards.map((c) => [c.id, c]));
  return (id) => byId.get(id);
}

/** A ToUi error message for anything a request threw. */
export function errorMessage(e: unknown): Extract<ToUi, { t: 'error' }> {
  if (e instanceof SessionError) return { t: 'error', message: e.message, english: e.english, rule: e.rule };
  if (e instanceof DeckError) {
    const english = e.problems.map((p) => `${p.rule} ${p.english ?? p.message}`).join('\n');
    return { t: 'error', message: e.message, english };
  }
  if (e instanceof SerializationError) return { t: 'error', message: e.message, english: e.english };
  const text = e instanceof Error ? e.message : String(e);
  return { t: 'error', message: `内部エラー：${text}`, english: `internal error: ${text}` };
}
