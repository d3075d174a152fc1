// Running a scenario: build the board, play the steps strictly, check expectations (after steps and at the end).
import type { CardDefinition } from '../core/cardTypes.js';
import type { Action } from '../core/decisions.js';
import { IllegalActionError } from '../core/errors.js';
import type { Game } from '../engine/game.js';
import { apply, legalActions } from '../engine/index.js';
import { type Answer, STOPPED, advance, answerUntilStepFits } from './advance.js';
import { boardSummary } from './board.js';
import { buildScenarioGame } from './build.js';
import { type CheckReport, Checks } from './checks.js';
import type { Mismatch } from './expect.js';
import { whyNotLegal } from './expectOptions.js';
import { InvariantWatch } from './invariants.js';
import { lastEvents } from './narration.js';
import type { CardRefs } from './refs.js';
import { runRefused } from './refused.js';
import { sourcesOfRefs } from './sources.js';
import { stepRefs } from './stepSyntax.js';
import { actionForStep, describeAction, parseStep } from './steps.js';
import {
  type Scenario,
  ScenarioError,
  SetupRefusal,
  type Side,
  type Step,
  combinedError,
  errorsOf,
  internalError,
} from './types.js';
import { syntaxProblems, validateNames } from './validate.js';

export interface ScenarioFailure {
  line: number;
  step?: number;
  message: string;
  mismatches: Mismatch[];
  board: string;
  /**
   * When this failure stopped the run (a step, an invariant): every expectation's outcome up to there, the
   * unreached ones evaluated where the game stopped, and the last events in Japanese (src/scenario/narration.ts).
   */
  context?: { expectations: CheckReport[]; events: string[] };
}

export interface ScenarioResult {
  file: string;
  name: string;
  passed: boolean;
  failures: ScenarioFailure[];
  /** Every expectation's outcome (but invariants), in file order. */
  checks: CheckReport[];
  game: Game;
  refs: CardRefs;
}

const sideOf = (p: number): Side => (p === 0 ? 'A' : 'B');

function options(game: Game, refs: CardRefs): string {
  const acts = legalActions(game).filter((a) => a.type !== 'concede');
  const shown = acts.slice(0, 8).map((a) => describeAction(game, refs, a));
  return `${shown.join(' / ')}${acts.length > 8 ? ` … ほか${acts.length - 8}件` : ''}`;
}

/** Plays one step through `answer`; null when it went through (or an invariant broke), otherwise why not. */
function stepFailure(
  game: Game,
  refs: CardRefs,
  scenario: Scenario,
  index: number,
  answer: Answer,
): string | null {
  const step = scenario.steps[index];
  try {
    return playStep(game, refs, scenario, step, answer);
  } catch (e) {
    if (e instanceof IllegalActionError)
      return `step ${step.index}: ${e.message}${e.rule ? `（${e.rule}）` : ''}`;
    throw e;
  }
}

function playStep(game: Game, refs: CardRefs, scenario: Scenario, step: Step, answer: Answer): string | null {
  if (step.advance) {
    const why = advance(game, step.advance, answer); // answers with the default policy (policy.ts)
    return why === null || why === STOPPED ? null : `step ${step.index}: ${why}`;
  }
  const parsed = parseStep(step.text);
  if (typeof parsed === 'string') return `step ${step.index}: ${parsed}`;
  if (!scenario.strict) {
    // both players' decisions the steps do not give are answered until this step fits (policy.ts)
    const why = answerUntilStepFits(game, parsed, answer);
    if (why === STOPPED) return null;
    if (why !== null) return `step ${step.index}: ${why}`;
  }
  if (game.state.result)
    return `step ${step.index}: ゲームはすでに終わっています（${game.state.result.reason}）`;
  const pending = game.state.pending!;
  // nc9 finding 4: 「…を1体選び」 is a choice inside the effect, not a target — the step to write is `choose`,
  // and deleting the `targets` step (the advice below) would only fail at the next one.
  if (parsed.spec.verb === 'targets' && pending.kind === 'choose' && sideOf(pending.player) === parsed.side)
    return `step ${step.index}: 「${step.text}」：エンジンが今 ${parsed.side} に尋ねているのは効果の中の選択（choose：「…を選び」、対象ではない）で、自動能力の対象ではありません。このステップを「${step.text.replace(/\btargets\b/, 'choose')}」に書き換えてください（選ぶカード1枚につき1ステップ。options: ${options(game, refs)}）`;
  if (parsed.spec.verb === 'targets' && pending.kind !== 'triggerTargets')
    return `step ${step.index}: 「${step.text}」：エンジンは今、自動能力の対象を尋ねていません。合法な対象（対象の選び方）が1通りしかないとき、エンジンはそれを自動で選び、尋ねません（docs/engine.md、docs/scenarios.md「targets」）。このステップを消してください。今エンジンが尋ねているのは ${sideOf(pending.player)} の ${pending.kind}（options: ${options(game, refs)}）`;
  if (sideOf(pending.player) !== parsed.side) {
    // nc8 finding 11: in Japanese, as every other step failure
    return `step ${step.index}: エンジンは ${sideOf(pending.player)} に ${pending.kind} を尋ねていますが、このステップは ${parsed.side} のものです（${sideOf(pending.player)} の合法手: ${options(game, refs)}）。${sideOf(pending.player)} の決定をこの前のステップに書くか、strict: false にしてください`;
  }
  const action = actionForStep(game, refs, parsed);
  if (typeof action === 'string') {
    const cards = sourcesOfRefs(game, refs, stepRefs(parsed.spec)); // issue 12: the cards' .hf lines
    const why = action || whyNotLegal(game, refs, parsed); // nb17: the engine's reason when it has one
    return `step ${step.index}: 「${step.text}」は今は合法ではありません${why ? `：${why}` : ''}（${pending.kind} の合法手: ${options(game, refs)}）${cards ? `（カード: ${cards}）` : ''}`;
  }
  answer(action);
  return null;
}

/**
 * Runs the scenario. A file mistake throws its ScenarioError; any other exception (an engine or tool bug, a
 * save the HF-16.9 replay rejects) becomes a ScenarioError at the line the run had reached: the setup's while
 * the board is built, a step's while it is played, an expectation's while it is checked.
 */
export function runScenario(
  scenario: Scenario,
  library: ReadonlyMap<string, CardDefinition>,
): ScenarioResult {
  const at = { line: scenario.setup.line ?? 1 };
  try {
    return runFrom(scenario, library, at);
  } catch (e) {
    if (e instanceof ScenarioError) throw e;
    throw internalError(scenario.file, at.line, e);
  }
}

/** The board; when it cannot be built, its mistakes and those of the steps' syntax together (nb17). */
function buildWithSyntax(scenario: Scenario, library: ReadonlyMap<string, CardDefinition>) {
  try {
    return buildScenarioGame(scenario, library);
  } catch (e) {
    if (!(e instanceof ScenarioError) || e instanceof SetupRefusal) throw e;
    throw combinedError([...errorsOf(e), ...syntaxProblems(scenario)]);
  }
}

function runFrom(
  scenario: Scenario,
  library: ReadonlyMap<string, CardDefinition>,
  at: { line: number },
): ScenarioResult {
  const refused = scenario.expect.find((e) => e.kind === 'refused');
  if (refused) return runRefused(scenario, library, refused, boardSummary);
  const { game, refs } = buildWithSyntax(scenario, library);
  validateNames(scenario, game, refs); // a misspelt name is a file error before anything runs
  const failures: ScenarioFailure[] = [];
  const checks = new Checks(scenario.expect, game, refs);
  /** A step or invariant failure: the run cannot go on (an expectation failure lets it go on). */
  let stopped: ScenarioFailure | null = null;
  const stop = (failure: ScenarioFailure) => {
    failures.push(failure);
    stopped ??= failure;
  };
  const check = (after: number | undefined, step?: number) => {
    for (const { e, mismatches } of checks.due(after, at))
      failures.push({
        line: e.line,
        step,
        message: `${scenario.file}:${e.line}: 期待が満たされていません${after !== undefined ? `（step ${after} の後）` : ''}`,
        mismatches,
        board: boardSummary(game, refs),
      });
  };
  const watchLine = scenario.expect.find((e) => e.kind === 'invariants')?.line;
  const watch = watchLine === undefined ? null : new InvariantWatch(game);
  const invariantFailure = (violations: { rule: string; message: string }[], step: number) => {
    if (violations.length === 0) return;
    stop({
      line: watchLine!,
      step,
      message: `${scenario.file}:${watchLine}: 不変条件が破られました${step > 0 ? `（step ${step} の後）` : ''}`,
      mismatches: violations.map((v) => ({ what: v.rule, expected: '成り立つ', actual: v.message })),
      board: boardSummary(game, refs),
    });
  };
  if (watch) invariantFailure(watch.start(), 0);
  check(0, 0);
  let stepNumber = 0;
  /** Applies one action of the current step; an `advance:` step applies many (HF-16 checks after each). */
  const answer: Answer = (action) => {
    watch?.before(action);
    apply(game, action);
    if (watch) invariantFailure(watch.after(action), stepNumber);
    return stopped === null;
  };
  for (let i = 0; i < scenario.steps.length && stopped === null; i++) {
    stepNumber = i + 1;
    at.line = scenario.steps[i].line;
    const problem = stepFailure(game, refs, scenario, i, answer);
    if (problem) {
      stop({
        line: scenario.steps[i].line,
        step: i + 1,
        message: `${scenario.file}:${scenario.steps[i].line}: ${problem}`,
        mismatches: [],
        board: boardSummary(game, refs),
      });
      break;
    }
    if (stopped !== null) break;
    check(i + 1, i + 1);
  }
  if (stopped === null) check(undefined);
  const outcomes = checks.all(at);
  // A stopped run still shows every expectation and what happened last (docs/scenarios.md, "When a scenario fails")
  if (stopped !== null)
    (stopped as ScenarioFailure).context = { expectations: outcomes, events: lastEvents(game, refs) };
  return {
    file: scenario.file,
    name: scenario.name,
    passed: failures.length === 0,
    failures,
    checks: outcomes,
    game,
    refs,
  };
}
