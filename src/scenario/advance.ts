// `advance:` steps and `strict: false`: answering the decisions a scenario does not give with the default
// policy (src/scenario/policy.ts) until the game stands where the scenario wants it.
//
// An advance stops at the first decision that matches its target (src/scenario/advanceTarget.ts); a decision
// that already matches when the step begins is not answered. A target without a turn number is fixed to one
// when the step begins: "B main" is B's main phase of this turn if it is still ahead, otherwise of B's next
// turn. The advance fails, naming the step's line, when the target lies behind the game, when the game passes
// it without a matching decision, or when the game ends first — a target that is never met ends with the
// game at the latest (HF-15.4, HF-16.10). The end of turn (HF-6.6) often asks nothing; an advance to it then
// stops at the next turn's first decision.
import { PHASES } from '../../generated/rules.js';
import type { PlayerIndex } from '../core/cardTypes.js';
import type { Action, DecisionKind } from '../core/decisions.js';
import type { GameState } from '../core/state.js';
import { type Game, other } from '../engine/game.js';
import { type EnergyPolicy, defaultAnswer } from './policy.js';
import { sideIndex, sideOf } from './sides.js';
import type { ParsedStep, Verb } from './steps.js';
import type { AdvanceStep, AdvanceTarget, Side } from './types.js';

/** Applies one action; false when the scenario must stop (an invariant broke). */
export type Answer = (action: Action) => boolean;

type FlowPhase = GameState['phase'];

/** The target with its turn fixed and players as indexes. */
interface FixedTarget {
  turn?: number;
  phase?: FlowPhase;
  kind?: DecisionKind;
  decider?: PlayerIndex;
}

/** Game order of the phases: the game-start procedure, HF-6's phases, the end of turn. */
function phaseOrder(phase: FlowPhase): number {
  if (phase === 'setup') return -1;
  if (phase === 'endOfTurn' || phase === 'over') return PHASES.length;
  return PHASES.findIndex((p) => p.name === phase);
}

/** Where the game stands, in the words of targets: "ターン3（A）main". */
function positionText(s: GameState): string {
  if (s.phase === 'setup') return 'ゲーム開始の手順（HF-2）';
  const phase = s.phase === 'endOfTurn' ? 'end' : s.phase;
  return `ターン${s.turn}（${sideOf(s.turnPlayer)}）${phase}`;
}

/** Whose turn `turn` is (HF-2.7: turns alternate, the first player's turns are the odd ones). */
function turnPlayerOf(s: GameState, turn: number): PlayerIndex {
  if (s.phase === 'setup') return turn % 2 === 1 ? s.firstPlayer : other(s.firstPlayer);
  return (turn - s.turn) % 2 === 0 ? s.turnPlayer : other(s.turnPlayer);
}

/** Whether the game is past the position (turn, phase): it can no longer get there. */
function isPast(s: GameState, turn: number, phase: FlowPhase | undefined): boolean {
  if (s.phase === 'setup') return false;
  if (s.turn !== turn) return s.turn > turn;
  return phase !== undefined && phaseOrder(s.phase) > phaseOrder(phase);
}

/** Fixes the target's turn against the game as the step begins, or says why it cannot be reached. */
function fixTarget(s: GameState, t: AdvanceTarget): FixedTarget | string {
  const phase: FlowPhase | undefined = t.phase === 'end' ? 'endOfTurn' : t.phase;
  const fixed: FixedTarget = {
    phase,
    kind: t.kind,
    decider: t.decider === undefined ? undefined : sideIndex(t.decider),
  };
  const now = s.phase === 'setup' ? 0 : s.turn;
  if (t.turn === undefined && t.phase !== undefined) {
    // "B main", "discard": the first such turn that is not behind the game
    let turn = Math.max(now, 1);
    while (isPast(s, turn, phase) || (t.turnPlayer && turnPlayerOf(s, turn) !== sideIndex(t.turnPlayer)))
      turn++;
    fixed.turn = turn;
  } else if (t.turn !== undefined) {
    fixed.turn = t.turn === 'next' ? now + 1 : t.turn;
  }
  if (fixed.turn === undefined) return fixed;
  if (t.turnPlayer && turnPlayerOf(s, fixed.turn) !== sideIndex(t.turnPlayer)) {
    const first = sideOf(s.firstPlayer);
    return `ターン${fixed.turn}は ${sideOf(turnPlayerOf(s, fixed.turn))} のターンです（先攻 ${first}、HF-2.7）`;
  }
  if (isPast(s, fixed.turn, phase)) return `「${t.text}」はもう過ぎています（今: ${positionText(s)}）`;
  return fixed;
}

function matches(s: GameState, t: FixedTarget): boolean {
  const pending = s.pending!;
  return (
    (t.turn === undefined || (s.phase !== 'setup' && s.turn === t.turn)) &&
    (t.phase === undefined || s.phase === t.phase) &&
    (t.kind === undefined || pending.kind === t.kind) &&
    (t.decider === undefined || pending.player === t.decider)
  );
}

/** The end of turn without a decision of its own: the next turn's first decision stands in for it. */
function endOfTurnWentBy(s: GameState, t: FixedTarget): boolean {
  return (
    t.phase === 'endOfTurn' &&
    t.kind === undefined &&
    t.decider === undefined &&
    t.turn !== undefined &&
    s.phase !== 'setup' &&
    s.turn > t.turn
  );
}

/** Runs an `advance:` step; null when it arrived, STOPPED, or why it did not arrive. */
export function advance(game: Game, step: AdvanceStep, answer: Answer): string | null | typeof STOPPED {
  const s = game.state;
  const where = `advance: 「${step.to.text}」`;
  if (s.result) return `${where} — ゲームはすでに終わっています（${s.result.reason}）`;
  const target = fixTarget(s, step.to);
  if (typeof target === 'string') return `${where} — ${target}`;
  const arrived = () => matches(s, target) || endOfTurnWentBy(s, target);
  const why = answerUntil(game, arrived, step.energy, answer, (count) =>
    target.turn !== undefined && isPast(s, target.turn, target.phase)
      ? `当てはまる決定のないまま過ぎました（今: ${positionText(s)}、自動で答えた決定 ${count}）`
      : null,
  );
  return why === null || why === STOPPED ? why : `${where} — ${why}`;
}

/** Which decisions each step verb answers (docs/scenarios.md's step table); 'any' for concede. */
const VERB_DECISIONS: Record<Verb, readonly DecisionKind[] | 'any'> = {
  pass: ['window'],
  end: ['main'],
  concede: 'any',
  attack: ['main'],
  play: ['main', 'window'],
  activate: ['main', 'window'],
  defend: ['defense'],
  damage: ['damage'],
  reload: ['reload'],
  energy: ['energy'],
  mulligan: ['mulligan'],
  reveal: ['ougiReveal'],
  kuusou: ['kuusou'],
  discard: ['discard', 'choose'],
  choose: ['choose'],
  may: ['mayDo'],
  pay: ['payCost'],
  order: ['orderTriggers'],
  expire: ['orderExpirations'],
  targets: ['triggerTargets'],
  'extra-draw': ['main', 'window', 'defense'], // HF-7.10, HF-11.1
  replace: ['replacement'],
};

/** Whether the pending decision is one the step could answer: its player's, of a kind its verb answers. */
function stepFits(s: GameState, step: ParsedStep): boolean {
  const pending = s.pending;
  if (!pending || sideOf(pending.player) !== step.side) return false;
  const kinds = VERB_DECISIONS[step.verb];
  return kinds === 'any' || kinds.includes(pending.kind);
}

/** How many turns ahead `strict: false` looks for a step's decision: through its player's next turn. */
const STEP_LOOKAHEAD_TURNS = 2;

/**
 * `strict: false`: both players' decisions are answered with the default policy until the step fits the
 * pending decision; null when it does (or the game is over: the step then reports that), STOPPED, or why not.
 * A step whose decision does not come within STEP_LOOKAHEAD_TURNS turns is a mistake in the file, not a
 * reason to play the game out.
 */
export function answerUntilStepFits(
  game: Game,
  step: ParsedStep,
  answer: Answer,
): string | null | typeof STOPPED {
  const s = game.state;
  const last = (s.phase === 'setup' ? 0 : s.turn) + STEP_LOOKAHEAD_TURNS;
  const why = answerUntil(
    game,
    () => stepFits(s, step),
    'skip',
    answer,
    (count) =>
      s.phase !== 'setup' && s.turn > last
        ? `ターン${last}までに来ません（今: ${positionText(s)}、自動で答えた決定 ${count}）`
        : null,
  );
  if (why === STOPPED) return STOPPED;
  if (why === null || s.result) return null;
  return `「${step.raw}」に当たる決定（${step.side} の ${kindsText(step)}）が ${why}`;
}

function kindsText(step: ParsedStep): string {
  const kinds = VERB_DECISIONS[step.verb];
  return kinds === 'any' ? 'decision' : kinds.join(' / ');
}

/** Returned when `answer` asked to stop: the caller already knows why (an invariant broke). */
export const STOPPED = Symbol('stopped');

/** Answers with the policy until `arrived`; null when it did, STOPPED, or a failure message. */
function answerUntil(
  game: Game,
  arrived: () => boolean,
  energy: EnergyPolicy,
  answer: Answer,
  passed: (count: number) => string | null,
): string | null | typeof STOPPED {
  const s = game.state;
  for (let count = 0; ; count++) {
    if (s.result)
      return `ゲームが終わりました（${s.result.reason}、${s.result.rule}）（今: ${positionText(s)}、自動で答えた決定 ${count}）`;
    if (arrived()) return null;
    const gone = passed(count);
    if (gone) return gone;
    const action = defaultAnswer(game, energy);
    if (!action) return `${positionText(s)} の決定に答えられる合法手がありません`;
    if (!answer(action)) return STOPPED;
  }
}
