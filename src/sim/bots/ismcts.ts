// `ismcts`: single-observer information-set Monte Carlo tree search (SO-ISMCTS, Cowling, Powley & Whitehouse
// 2012, "Information Set Monte Carlo Tree Search"). One tree per decision, over both players' actions, rooted
// at the greedy policy's best few answers. Each iteration deals the hidden cards anew from what the bot could
// know (./dealer.ts: the deck lists minus every card the view shows) into a game rebuilt from the view
// (gameFromView), walks the tree with UCB1 over the actions legal in that determinization (counting how often
// each was available), adds one node, plays on with the playout policy — quick rules of thumb (./rules.ts),
// the greedy policy (./policy.ts) or uniformly random — until a turn cutoff, and backs up the evaluation
// (./evaluate.ts). It answers with the most visited root action.
//
// It reads only its view, the legal actions, the deck lists and public card definitions: every game it
// searches is rebuilt from the view, with its own random generator. For a seed and an iteration budget it is
// deterministic; a millisecond budget depends on the machine's speed and load and is not.
import { TRIGGERS, cardById } from '../../../generated/index.js';
import type { PlayerIndex } from '../../core/cardTypes.js';
import type { DecisionKind } from '../../core/decisions.js';
import { initialRngState, randomInt } from '../../core/rng.js';
import {
  type Game,
  type HiddenSlot,
  type Snapshot,
  apply,
  determinizer,
  legalActions,
  passAction,
  redeal,
  restore,
  snapshot,
  startTrail,
} from '../../engine/index.js';
import { defOf, reading } from '../../engine/readGame.js';
import { Dealer } from './dealer.js';
import { evaluate } from './evaluate.js';
import { passOrRefill } from './greedy.js';
import { GreedyPolicy, mayBeUnworthy, worthTrying } from './policy.js';
import { RulesPolicy } from './rules.js';
import type { Action, Bot, BotOptions, CardLookup, PlayerView } from './types.js';

export interface IsmctsOptions {
  /** Iterations per decision (deterministic for a seed), or… */
  iterations?: number;
  /** …milliseconds per decision (not deterministic: depends on the machine). */
  ms?: number;
  /** Playout policy: quick rules of thumb (./rules.ts), the greedy bot's (slow: it looks ahead), or random. */
  playout: 'rules' | 'greedy' | 'random';
  /**
   * Playouts stop when this many turns after the decision's turn have ended, then the position is evaluated
   * (0: at the end of this turn; the evaluation counts the attackers that will get through next turn).
   */
  horizon: number;
  /** UCB1 exploration constant. */
  exploration: number;
  /** The root's answers searched: the greedy policy's best this many (0: all). */
  width: number;
}

export const ISMCTS_DEFAULTS: IsmctsOptions = {
  iterations: 100,
  playout: 'rules',
  horizon: 0,
  exploration: 0.2,
  width: 5,
};

/** Iterations run by every ismcts bot of this thread so far (npm run bench reports iterations/s). */
export const ISMCTS_COUNTERS = { iterations: 0 };

/** Decisions worth a search; the others are answered by the greedy policy (setup, which card to give up…). */
export const SEARCHED_DECISIONS: ReadonlySet<DecisionKind> = new Set([
  'main',
  'window',
  'defense',
  'damage',
  'triggerTargets',
  'choose',
  'mayDo',
  'replacement',
]);

/** Where a card's id is public even when its face is not. */
const PUBLIC_PLACES: ReadonlySet<string> = new Set(['battlefield', 'attached', 'limbo', 'chain']);

/** A bound on one playout, far above a turn's decisions. */
const MAX_PLAYOUT_DECISIONS = 400;

/**
 * legalActions() without its concede, which it always lists last (legal.ts): the array it returned, shortened
 * (it is the caller's own copy), not a filtered copy (issue 25).
 */
function withoutConcede(legal: Action[]): Action[] {
  const n = legal.length;
  if (n > 0 && legal[n - 1].type === 'concede') legal.length = n - 1;
  else {
    const i = legal.findIndex((a) => a.type === 'concede');
    if (i >= 0) legal.splice(i, 1);
  }
  return legal;
}

class Node {
  visits = 0;
  /** Sum of the rewards of the player who chose the action leading here. */
  reward = 0;
  /** How many times the action leading here was legal when its parent was visited (ISMCTS availability). */
  available = 0;
  readonly children = new Map<string, Node>();
  constructor(readonly player: PlayerIndex) {}
}

export function ismctsBot(options: BotOptions, settings: Partial<IsmctsOptions> = {}): Bot {
  const config: IsmctsOptions = { ...ISMCTS_DEFAULTS, ...settings };
  if (config.ms !== undefined && settings.iterations === undefined) config.iterations = undefined;
  const rng = initialRngState(options.seed);
  const cards = options.cards ?? cardById;
  const policy = new GreedyPolicy(rng, { lookahead: 0 });
  const rules = new RulesPolicy(rng, policy);
  return {
    name: 'ismcts',
    choose(view, actions) {
      const legal = actions.filter((a) => a.type !== 'concede');
      if (legal.length <= 1 || !view.pending) return legal[0] ?? actions[0];
      const quick = passOrRefill(view, legal);
      if (quick) return quick;
      const started = performance.now(); // a millisecond budget counts the whole decision
      const search = new Search(view, cards, options, config, rng, policy, rules, started);
      if (!SEARCHED_DECISIONS.has(view.pending.kind)) return search.greedy(legal);
      return search.run(legal);
    },
  };
}

class Search {
  private readonly slots: HiddenSlot[];
  private readonly hidden: Set<number>;
  private readonly dealer: Dealer;
  /**
   * The determinization rebuilt from the view, with an undo trail: the root answers are rated on it, and every
   * iteration plays on it in place — put back to `start` (a trail mark: O(changes), trail.ts) and dealt anew,
   * its memos warm — with no copy of the game per decision or per iteration (issue 25). Back at `start` (and
   * the root's own deal) whenever the search is not iterating: keys, the fallback and the answer read it.
   */
  private readonly base: Game;
  private start: Snapshot | null = null;
  /** The turn of the decision searched: playouts end `horizon` turns after it. */
  private readonly turn: number;
  private readonly me: PlayerIndex;
  /** The root answers the search considers (null: all). */
  private rootKeys: Set<string> | null = null;
  /** The greedy policy's best root answer, for a time budget too short for a single iteration. */
  private fallback: Action | null = null;
  /** Keys of actions that name no hidden card (see key()); set by name() while a key is built. */
  private readonly keys = new WeakMap<Action, string>();
  private namedHidden = false;
  /** walk()'s buffers for one step's choices (see there). */
  private readonly acts: Action[] = [];
  private readonly keysAt: string[] = [];
  private readonly untried: number[] = [];

  constructor(
    view: PlayerView,
    private readonly cards: CardLookup,
    options: BotOptions,
    private readonly config: IsmctsOptions,
    private readonly rng: number[],
    private readonly policy: GreedyPolicy,
    private readonly rules: RulesPolicy,
    private readonly started: number,
  ) {
    this.me = view.viewer;
    const d = determinizer(view); // laid out once for the dealer and the rebuild
    this.slots = d.slots;
    // Cards whose id the view does not show; a face-down battlefield card's id is public (HF-14.3).
    this.hidden = new Set(this.slots.filter((s) => !PUBLIC_PLACES.has(s.zone)).map((s) => s.id));
    this.dealer = new Dealer(view, this.slots, options.decks, d.visible);
    const fill = this.dealer.deal(rng);
    const seed = randomInt(rng, 0, 0x7fffffff);
    this.base = d.build({
      cards,
      fill,
      seed,
      triggers: options.triggers ?? TRIGGERS,
      unseen: 'guess',
    });
    // The bots' games keep an undo trail: a snapshot is O(1), a restore O(changes) (issue 25, trail.ts).
    startTrail(this.base);
    this.turn = this.base.state.turn;
  }

  /** The greedy policy's answer on one determinization. */
  greedy(legal: Action[]): Action {
    return this.policy.choose(this.base, legal);
  }

  run(all: Action[]): Action {
    const worth = all.filter((a) => worthTrying(this.base, a, all));
    const legal = worth.length > 0 ? worth : all;
    if (legal.length === 1) return legal[0];
    const root = new Node(this.me);
    this.rootKeys = this.rootCandidates(legal);
    const { iterations, ms } = this.config;
    const loop = performance.now();
    for (let i = 0; iterations === undefined || i < iterations; i++) {
      // A time budget stops before an iteration that would likely overrun it (at the mean iteration's pace).
      const now = performance.now();
      if (ms !== undefined && now - this.started + (i > 0 ? (now - loop) / i : 0) > ms) break;
      this.iterate(root);
    }
    if (this.start !== null) restore(this.base, this.start); // the root position and its deal, for the keys
    if (root.visits === 0) return this.fallback ?? this.policy.choose(this.base, legal);
    return this.mostVisited(root, legal);
  }

  /**
   * The greedy policy's best `width` answers at the root, rated on one determinization: the search spends its
   * budget telling good answers apart, not on ones a single look rules out.
   */
  private rootCandidates(legal: Action[]): Set<string> | null {
    const width = this.config.width;
    if (width <= 0 || legal.length <= width) return null;
    // Rated on the game the iterations will play on: rate() puts it back as it was (snapshot.ts, HF-16.9), and
    // its memos are warm for them (issue 25).
    const rated = this.policy.rate(this.base, legal).sort((a, b) => b.score - a.score);
    this.fallback = rated[0]?.action ?? null;
    return new Set(rated.slice(0, width).map((r) => this.key(this.base, r.action)));
  }

  private mostVisited(root: Node, legal: Action[]): Action {
    let best: Action | null = null;
    let visits = -1;
    for (const a of legal) {
      const n = root.children.get(this.key(this.base, a))?.visits ?? 0;
      if (n > visits) {
        visits = n;
        best = a;
      }
    }
    return best ?? legal[0];
  }

  /** One iteration: determinize, select and expand, play out, back up. */
  private iterate(root: Node): void {
    ISMCTS_COUNTERS.iterations++;
    const game = this.determinization();
    // One engine entry for the whole walk and playout (issue 25): the engine's own calls inside it do not walk
    // the memo inputs again on entering and leaving (derived.ts); nothing here edits the game but the engine.
    reading(game, () => this.walk(game, root));
  }

  /** Select and expand from the root, play out, back up. */
  private walk(game: Game, root: Node): void {
    const path: Node[] = [];
    let node = root;
    // The choices of each step, in the offer's order, in two arrays reused by every step and iteration (issue
    // 25: no object per choice); `untried` holds indexes into them.
    const acts = this.acts;
    const keys = this.keysAt;
    const untried = this.untried;
    while (!game.state.result) {
      const legal = this.decisionActions(game);
      if (legal === null) continue; // answered without a node
      const only = path.length === 0 ? this.rootKeys : null;
      let m = 0;
      for (let i = 0; i < legal.length; i++) {
        const key = this.key(game, legal[i]);
        if (only !== null && !only.has(key)) continue;
        acts[m] = legal[i];
        keys[m++] = key;
      }
      if (only !== null && m === 0)
        for (let i = 0; i < legal.length; i++) {
          acts[m] = legal[i];
          keys[m++] = this.key(game, legal[i]);
        }
      let u = 0;
      for (let i = 0; i < m; i++) {
        const child = node.children.get(keys[i]);
        if (child) child.available++;
        else untried[u++] = i;
      }
      if (u > 0) {
        const i = untried[randomInt(this.rng, 0, u - 1)];
        const child = new Node(game.state.pending!.player);
        child.available = 1;
        node.children.set(keys[i], child);
        apply(game, acts[i]);
        path.push(child);
        break;
      }
      const i = this.select(node, keys, m);
      const child = node.children.get(keys[i])!;
      apply(game, acts[i]);
      path.push(child);
      node = child;
    }
    const reward = this.playout(game);
    root.visits++;
    for (const n of path) {
      n.visits++;
      n.reward += n.player === this.me ? reward : 1 - reward;
    }
  }

  /** The working game put back to the root and dealt a new determinization. */
  private determinization(): Game {
    const game = this.base;
    if (this.start === null) this.start = snapshot(game);
    else restore(game, this.start);
    redeal(game, this.slots, this.dealer.deal(this.rng), this.cards);
    return game;
  }

  /**
   * The actions of the decision `game` owes, as tree choices; null when it was answered here instead
   * (a forced answer, a window with nothing to play, a decision the search leaves to the greedy policy).
   */
  private decisionActions(game: Game): Action[] | null {
    const legal = withoutConcede(legalActions(game));
    const pending = game.state.pending!;
    if (legal.length <= 1) {
      apply(game, legal[0]);
      return null;
    }
    if (pending.kind === 'window' && legal.every((a) => a.type === 'pass' || a.type === 'extraDraw')) {
      apply(game, legal.find((a) => a.type === 'pass') ?? legal[0]);
      return null;
    }
    if (!SEARCHED_DECISIONS.has(pending.kind)) {
      apply(game, this.policy.choose(game, legal));
      return null;
    }
    const worth = mayBeUnworthy(legal) ? legal.filter((a) => worthTrying(game, a, legal)) : legal;
    if (worth.length === 1) {
      apply(game, worth[0]);
      return null;
    }
    return worth.length > 0 ? worth : legal;
  }

  /** The index (into the step's choices) of the child with the highest UCB1, the first of equals. */
  private select(node: Node, keys: readonly string[], m: number): number {
    let best = 0;
    let top = Number.NEGATIVE_INFINITY;
    const c = this.config.exploration;
    for (let i = 0; i < m; i++) {
      const child = node.children.get(keys[i])!;
      const ucb = child.reward / child.visits + c * Math.sqrt(Math.log(child.available) / child.visits);
      if (ucb > top) {
        top = ucb;
        best = i;
      }
    }
    return best;
  }

  /**
   * Plays on until `horizon` turns after the decision's turn have ended, then evaluates for the searching
   * player: every leaf is judged at the same point of the game, however deep the tree reached.
   */
  private playout(game: Game): number {
    const s = game.state;
    const last = this.turn + this.config.horizon;
    for (let n = 0; n < MAX_PLAYOUT_DECISIONS && !s.result && s.turn <= last; n++) {
      const pending = s.pending!;
      if (pending.kind === 'window' && this.config.playout !== 'random') {
        // HF-7.1: always legal; the policies pass — with the engine's shared pass, which apply() knows without
        // checking its shape or looking it up in the offer (issue 25)
        apply(game, passAction(pending.player));
        continue;
      }
      const legal = withoutConcede(legalActions(game));
      let a: Action;
      if (legal.length === 1) a = legal[0];
      else if (this.config.playout === 'random') a = legal[randomInt(this.rng, 0, legal.length - 1)];
      else if (this.config.playout === 'rules') a = this.rules.choose(game, legal);
      else a = this.policy.choose(game, legal);
      apply(game, a);
    }
    return evaluate(game, this.me);
  }

  /**
   * The tree's name for an action: its canonical key with every card that was hidden at the root named by
   * its dealt definition — the same choice in every determinization (a hidden card's id means nothing).
   */
  private key(game: Game, a: Action): string {
    const known = this.keys.get(a);
    if (known !== undefined) return known;
    this.namedHidden = false;
    const out = this.keyOf(game, a);
    // A key that names no hidden card is the same in every determinization: kept per action object (the
    // engine shares its offered actions between games, legal.ts), so the tree walk does not rebuild it.
    if (!this.namedHidden) this.keys.set(a, out);
    return out;
  }

  private keyOf(game: Game, a: Action): string {
    const o = a as Record<string, unknown>;
    // The two commonest shapes, written as the general case below writes them (its keys sorted), without
    // listing and sorting the keys (issue 25).
    if (a.type === 'play' && !('targetCounts' in o) && !('modes' in o) && !('extra' in o))
      return `play card=${this.name(game, a.card)}${this.targetsOf(game, a.targets)} useMarker=${a.useMarker}`;
    if (a.type === 'attack') {
      const t = a.target as { card?: number; player?: number };
      const target = t.card !== undefined ? this.name(game, t.card) : `p${t.player}`;
      return `attack attacker=${this.name(game, a.attacker)} target=${target}`;
    }
    let out: string = a.type;
    for (const k of Object.keys(o).sort()) {
      if (k === 'type' || k === 'player') continue;
      const v = o[k];
      if (k === 'card' || k === 'attacker' || k === 'defender')
        out += ` ${k}=${typeof v === 'number' ? this.name(game, v) : v}`;
      else if (k === 'targets') out += this.targetsOf(game, v as number[]);
      else if (k === 'target') {
        const t = v as { card?: number; player?: number };
        out += ` target=${t.card !== undefined ? this.name(game, t.card) : `p${t.player}`}`;
      } else out += ` ${k}=${JSON.stringify(v)}`;
    }
    return out;
  }

  private targetsOf(game: Game, ids: readonly number[]): string {
    let out = ' targets=';
    for (let i = 0; i < ids.length; i++) out += `${i > 0 ? ',' : ''}${this.name(game, ids[i])}`;
    return out;
  }

  /** A card in a key: a hidden one by its dealt definition. */
  private name(game: Game, id: number): string | number {
    if (!this.hidden.has(id)) return id;
    this.namedHidden = true;
    return `?${defOf(game, id).id}`;
  }
}
