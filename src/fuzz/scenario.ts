// Shrinking to a scenario: a failing fuzzed game becomes a *.scenario.yaml (docs/scenarios.md) that starts at
// the last stable point before the failure (a phase body with nothing waiting and no lasting effects, so the
// board is exactly what `setup:` can say) and replays the decisions up to the failing one, with
// `expect: - invariants: hold`. The file is run before it is kept: it must fail the same way.
import { stringify } from 'yaml';
import { namedSource } from '../core/cardSource.js';
import type { CardDefinition } from '../core/cardTypes.js';
import type { Action } from '../core/decisions.js';
import { defOf } from '../engine/game.js';
import { type Game, actionKey, apply, deserialize, legalActions, serialize } from '../engine/index.js';
import { buildScenarioGame } from '../scenario/build.js';
import { setupOf } from '../scenario/emit.js';
import { scenarioLibrary } from '../scenario/library.js';
import { loadScenario } from '../scenario/load.js';
import { runScenario } from '../scenario/run.js';
import { describeAction } from '../scenario/steps.js';
import type { Failure, GameInput } from './game.js';
import { decksOf, newGame } from './game.js';

export interface FailureScenario {
  text: string;
  /** Whether running the file reproduces the failure (same rule, or the same crash). */
  reproduces: boolean;
  /** The decision the scenario starts at, and how many steps it has. */
  from: number;
  steps: number;
  /** 「name」 file:line of the cards the steps act on (issue 12). */
  cards: string[];
}

export interface ScenarioContext {
  sets: string[];
  /** How to replay the fast-check case (written into the file's header). */
  replay: string;
  name: string;
  file: string;
}

/** Battlefield, then the player zones, A then B — the order buildScenarioGame creates cards in. */
function scenarioOrder(game: Game): number[] {
  const s = game.state;
  const ids: number[] = [];
  for (const p of [0, 1] as const) {
    for (const id of s.battlefield) {
      if (s.cards[id].owner !== p) continue;
      ids.push(id, ...s.cards[id].attachments);
    }
    const ps = s.players[p];
    ids.push(...ps.hand, ...ps.mainDeck, ...ps.guardDeck, ...ps.energy, ...ps.trash, ...ps.damageField);
    ids.push(...ps.extraDeck, ...s.excluded.filter((id) => s.cards[id].owner === p));
  }
  return ids;
}

function mapAction(a: Action, map: Map<number, number>): Action {
  const m = (id: number) => map.get(id) ?? -1;
  const out = { ...a } as Record<string, unknown>;
  for (const k of ['card', 'attacker', 'defender'] as const) {
    const v = out[k];
    if (typeof v === 'number') out[k] = m(v);
  }
  if (Array.isArray(out.targets)) out.targets = (out.targets as number[]).map(m);
  if (a.type === 'attack' && 'card' in a.target) out.target = { card: m(a.target.card) };
  return out as Action;
}

function isStable(game: Game): boolean {
  if (game.state.effects.length > 0) return false; // lasting effects cannot be written in setup:
  try {
    setupOf(game);
    return true;
  } catch {
    return false;
  }
}

/** The decisions before which the game stood at a stable point, and the saved game there. */
function stablePoints(input: GameInput, pool: readonly CardDefinition[], actions: Action[], upTo: number) {
  const game = newGame(input, decksOf(input, pool));
  const points: { at: number; saved: string }[] = [];
  for (let i = 0; i <= upTo && i < actions.length && !game.state.result; i++) {
    if (isStable(game)) points.push({ at: i, saved: serialize(game) });
    apply(game, actions[i]);
  }
  return points;
}

function build(
  saved: string,
  pool: readonly CardDefinition[],
  actions: Action[],
  from: number,
  last: number,
  ctx: ScenarioContext,
  rule: string,
): Built | null {
  const original = deserialize(saved, pool);
  const header = {
    name: ctx.name,
    rules: [rule].filter((r) => r.startsWith('HF-')),
    cards: ctx.sets,
    setup: setupOf(original),
  };
  const library = scenarioLibrary(ctx.file, ctx.sets);
  const { game, refs } = buildScenarioGame(loadScenario(stringify(header), ctx.file), library);
  const order = scenarioOrder(original);
  const map = new Map(order.map((id, i) => [id, i]));
  const steps: string[] = [];
  const cards = new Set<string>();
  for (let i = from; i <= last && i < actions.length; i++) {
    if (game.state.result) return null;
    const legal = legalActions(game);
    let mine = mapAction(actions[i], map);
    if (!legal.some((a) => actionKey(a) === actionKey(mine))) {
      // Ids that are not positional (effect ids, trigger order): take the action at the same place.
      const theirs = legalActions(original).findIndex((a) => actionKey(a) === actionKey(actions[i]));
      if (theirs < 0 || !legal[theirs] || legal[theirs].type !== actions[i].type) return null;
      mine = legal[theirs];
    }
    steps.push(describeAction(game, refs, mine));
    for (const label of cardsOfAction(original, actions[i])) cards.add(label);
    try {
      apply(original, actions[i]);
      apply(game, mine);
    } catch {
      break; // the failing step itself may throw: it is the last one
    }
  }
  const body = stringify({ ...header, steps, expect: [{ invariants: 'hold' }] }, { lineWidth: 0 });
  return { text: body, steps: steps.length, cards: [...cards] };
}

interface Built {
  text: string;
  steps: number;
  /** 「name」 file:line of the cards the steps act on (issue 12), in order of first appearance. */
  cards: string[];
}

/** The cards an action names (what it plays, activates, attacks with or at, defends with, targets…). */
function cardsOfAction(game: Game, a: Action): string[] {
  const fields = a as unknown as Record<string, unknown>;
  const ids: unknown[] = [fields.card, fields.attacker, fields.defender];
  if (Array.isArray(fields.targets)) ids.push(...fields.targets);
  if (a.type === 'attack' && 'card' in a.target) ids.push(a.target.card);
  const out: string[] = [];
  for (const id of ids) {
    if (typeof id !== 'number' || !game.state.cards[id]) continue;
    const named = namedSource(defOf(game, id));
    if (named) out.push(named);
  }
  return out;
}

function reproduces(text: string, ctx: ScenarioContext, failure: Failure): boolean {
  try {
    const scenario = loadScenario(text, ctx.file);
    const result = runScenario(scenario, scenarioLibrary(ctx.file, ctx.sets));
    if (result.passed) return false;
    const seen = result.failures.flatMap((f) => [f.message, ...f.mismatches.map((m) => String(m.what))]);
    if (failure.kind === 'crash') return true; // the step that crashed the game is rejected or throws again
    return seen.some((s) => s === failure.rule || s.includes(failure.rule)) || failure.kind !== 'invariant';
  } catch (e) {
    return failure.kind === 'crash' && (e as Error).message.length > 0;
  }
}

/**
 * The scenario for a failing game: tries the stable points from the latest back, keeps the first whose file
 * reproduces the failure; if none does, the latest one with a note.
 */
export function failureScenario(
  input: GameInput,
  pool: readonly CardDefinition[],
  actions: Action[],
  failure: Failure,
  ctx: ScenarioContext,
): FailureScenario | null {
  const last = Math.max(failure.decision, 0);
  const points = stablePoints(input, pool, actions, last).reverse();
  const tries = [...points.slice(0, 6), ...points.slice(-1)];
  let fallback: FailureScenario | null = null;
  for (const p of tries) {
    let built: Built | null;
    try {
      built = build(p.saved, pool, actions, p.at, last, ctx, failure.rule);
    } catch {
      built = null;
    }
    if (!built) continue;
    const comment = [
      `# Found by hflux fuzz: ${failure.rule} — ${failure.message.split('\n')[0]}`,
      `# Replay the shrunk game: ${ctx.replay}`,
      `# Starts at decision ${p.at} of the shrunk game (a stable point) and stops at the failing decision ${failure.decision}.`,
    ];
    if (built.cards.length > 0) comment.push(`# Cards: ${built.cards.join(', ')}`); // issue 12: their .hf lines
    if (reproduces(built.text, ctx, failure))
      return {
        text: `${comment.join('\n')}\n${built.text}`,
        reproduces: true,
        from: p.at,
        steps: built.steps,
        cards: built.cards,
      };
    fallback ??= {
      text: `${comment.join('\n')}\n# NOTE: this file does not reproduce the failure on its own; use the replay command.\n${built.text}`,
      reproduces: false,
      from: p.at,
      steps: built.steps,
      cards: built.cards,
    };
  }
  return fallback;
}
