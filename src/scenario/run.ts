// Running a scenario: build the board, play the steps strictly, check expectations (after steps and at the end).
import type { CardDefinition } from '../core/cardTypes.js';
import type { Action } from '../core/decisions.js';
import { IllegalActionError } from '../core/errors.js';
import type { Game } from '../engine/game.js';
import { apply, legalActions } from '../engine/index.js';
import { boardSummary } from './board.js';
import { buildScenarioGame } from './build.js';
import { type Mismatch, checkExpectation } from './expect.js';
import { InvariantWatch } from './invariants.js';
import type { CardRefs } from './refs.js';
import { sourcesOfRefs } from './sources.js';
import { actionForStep, describeAction, parseStep } from './steps.js';
import type { Scenario, Side } from './types.js';

export interface ScenarioFailure {
  line: number;
  step?: number;
  message: string;
  mismatches: Mismatch[];
  board: string;
}

export interface ScenarioResult {
  file: string;
  name: string;
  passed: boolean;
  failures: ScenarioFailure[];
  game: Game;
  refs: CardRefs;
}

const sideOf = (p: number): Side => (p === 0 ? 'A' : 'B');

function options(game: Game, refs: CardRefs): string {
  const acts = legalActions(game).filter((a) => a.type !== 'concede');
  const shown = acts.slice(0, 8).map((a) => describeAction(game, refs, a));
  return `${shown.join(' / ')}${acts.length > 8 ? ` … ほか${acts.length - 8}件` : ''}`;
}

/** Non-strict mode: the other player passes (or takes the first legal action) until the step's player is asked. */
function autoAnswer(game: Game, side: Side): void {
  for (let i = 0; i < 50 && game.state.pending && sideOf(game.state.pending.player) !== side; i++) {
    const acts = legalActions(game).filter((a) => a.type !== 'concede');
    apply(
      game,
      acts.find((a) => a.type === 'pass' || (a.type === 'defend' && a.defender === null)) ?? acts[0],
    );
  }
}

function stepFailure(
  game: Game,
  refs: CardRefs,
  scenario: Scenario,
  index: number,
  onAction?: (a: Action) => void,
): string | null {
  const step = scenario.steps[index];
  const parsed = parseStep(step.text);
  if (typeof parsed === 'string') return `step ${step.index}: ${parsed}`;
  if (game.state.result)
    return `step ${step.index}: ゲームはすでに終わっています（${game.state.result.reason}）`;
  if (!scenario.strict) autoAnswer(game, parsed.side);
  const pending = game.state.pending!;
  if (sideOf(pending.player) !== parsed.side) {
    return `step ${step.index}: the engine asks ${sideOf(pending.player)} for ${pending.kind} (options: ${options(game, refs)}) but the scenario gives none（このステップは ${parsed.side} のもの）`;
  }
  const action = actionForStep(game, refs, parsed);
  if (typeof action === 'string') {
    const cards = sourcesOfRefs(game, refs, parsed.args); // issue 12: the cards' .hf lines
    return `step ${step.index}: 「${step.text}」は今は合法ではありません${action ? `：${action}` : ''}（${pending.kind} の合法手: ${options(game, refs)}）${cards ? `（カード: ${cards}）` : ''}`;
  }
  onAction?.(action);
  try {
    apply(game, action);
  } catch (e) {
    if (e instanceof IllegalActionError)
      return `step ${step.index}: ${e.message}${e.rule ? `（${e.rule}）` : ''}`;
    throw e;
  }
  return null;
}

export function runScenario(
  scenario: Scenario,
  library: ReadonlyMap<string, CardDefinition>,
): ScenarioResult {
  const { game, refs } = buildScenarioGame(scenario, library);
  const failures: ScenarioFailure[] = [];
  const check = (after: number | undefined, step?: number) => {
    for (const e of scenario.expect.filter((x) => x.after === after)) {
      const mismatches = checkExpectation(game, refs, e);
      if (mismatches.length)
        failures.push({
          line: e.line,
          step,
          message: `${scenario.file}:${e.line}: 期待が満たされていません${after !== undefined ? `（step ${after} の後）` : ''}`,
          mismatches,
          board: boardSummary(game, refs),
        });
    }
  };
  const watchLine = scenario.expect.find((e) => e.kind === 'invariants')?.line;
  const watch = watchLine === undefined ? null : new InvariantWatch(game);
  const invariantFailure = (violations: { rule: string; message: string }[], step: number) => {
    if (violations.length === 0) return;
    failures.push({
      line: watchLine!,
      step,
      message: `${scenario.file}:${watchLine}: 不変条件が破られました${step > 0 ? `（step ${step} の後）` : ''}`,
      mismatches: violations.map((v) => ({ what: v.rule, expected: '成り立つ', actual: v.message })),
      board: boardSummary(game, refs),
    });
  };
  if (watch) invariantFailure(watch.start(), 0);
  check(0, 0);
  for (let i = 0; i < scenario.steps.length && failures.length === 0; i++) {
    let applied: Action | null = null;
    const problem = stepFailure(game, refs, scenario, i, (a) => {
      applied = a;
      watch?.before(a);
    });
    if (problem) {
      failures.push({
        line: scenario.steps[i].line,
        step: i + 1,
        message: `${scenario.file}:${scenario.steps[i].line}: ${problem}`,
        mismatches: [],
        board: boardSummary(game, refs),
      });
      break;
    }
    if (watch && applied) invariantFailure(watch.after(applied), i + 1);
    if (failures.length > 0) break;
    check(i + 1, i + 1);
  }
  if (failures.length === 0) check(undefined);
  return { file: scenario.file, name: scenario.name, passed: failures.length === 0, failures, game, refs };
}
