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
import { actionLabels } from './labels.js';
import { type DecisionMark, narratedLog } from './narration.js';
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

  private constructor(
    private readonly game: Game,
    readonly info: GameInfo,
    private readonly lookup: (id: string) => CardDefinition | undefined,
  ) {
    this.makeBots();
    this.mark();
    this.runBots();
  }

  /** A new game between two deck lists (validated again here: HF-1, DeckError). */
  static fromDecks(req: NewGameRequest): Session {
    const byName = new Map(req.cards.map((c) => [c.name, c]));
    const decks = req.decks.map((d) => loadDeck(d.text, d.label, byName)) as [
      ReturnType<typeof loadDeck>,
      ReturnType<typeof loadDeck>,
    ];
    const game = createGame({ decks, seed: req.seed });
    const info: GameInfo = {
      seed: req.seed,
      decks: [req.decks[0].label, req.decks[1].label],
      seats: req.seats,
      scenario: null,
    };
    return new Session(game, info, lookupOf(req.cards));
  }

  /** A game already built (from a scenario's board). */
  static fromGame(game: Game, info: GameInfo, cards: CardDefinition[]): Session {
    return new Session(game, info, lookupOf(cards));
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
    const mark: TimelineDecision = {
      player: s.pending!.player,
      kind: s.pending!.kind,
      logStart: s.log.length,
      action,
    };
    applyAction(this.game, action);
    if (this.position < this.tip) this.dropFuture();
    this.decisions.push(mark);
    this.position++;
    this.mark();
  }

  /** Bots decide while it is their turn to and the screen is at the tip. */
  private runBots(): void {
    const s = this.game.state;
    while (!s.result && s.pending && this.position === this.tip) {
      const p = s.pending.player;
      const bot = this.bots[p];
      if (!bot) return;
      const start = now();
      this.record(bot.choose(view(this.game, p), legalActions(this.game)));
      this.botTimes.push(now() - start);
    }
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
