// Before a scenario runs, every name in it is checked against the board it builds: the cards of steps and
// expectations, abilities, modes, zones and event types. A misspelt name is a file:line error with a
// 「もしかして」 suggestion — never a step that is "not legal" or an expectation that "did not happen".
import type { CardDefinition } from '../core/cardTypes.js';
import type { Game } from '../engine/game.js';
import { abilityProblem, printedActivated } from './abilityRef.js';
import { didYouMean } from './didYouMean.js';
import { patternProblem } from './eventMatch.js';
import { ZONES } from './expect.js';
import { type CardRefs, oneCard, refProblem, resolveRef } from './refs.js';
import { type ParsedStep, parseStep, stepRefs } from './stepSyntax.js';
import { type Expectation, type Scenario, ScenarioError, combinedError } from './types.js';

interface Context {
  game: Game;
  refs: CardRefs;
  /** Every card text of the game: an ability a set card or an effect grants is written on some card. */
  gameText: string;
}

const defOfId = (game: Game, id: number) => game.defs.get(game.state.cards[id].def) as CardDefinition;

/** `mode 3` on a card with two modes (RULING HF-5.13: modes are numbered from 1 in printed order). */
function modeProblem(def: CardDefinition, modes: number[], modal: CardDefinition['modal']): string | null {
  if (!modal) return `「${def.name}」にはモード（「以下から…選ぶ」）がありません`;
  const bad = modes.find((m) => m > modal.modes.length);
  if (bad === undefined) return null;
  const list = modal.modes.map((m, i) => `${i + 1}「${m.text}」`).join('、');
  return `「${def.name}」にモード${bad}はありません（モード: ${list}）`;
}

/** Why the step can never mean an action of this board, or null. */
function stepProblem(ctx: Context, parsed: ParsedStep): string | null {
  const { game, refs } = ctx;
  for (const ref of stepRefs(parsed.spec)) {
    const problem = refProblem(game, refs, ref);
    if (problem) return problem;
  }
  const { spec } = parsed;
  if (typeof spec.card !== 'string' || (spec.verb !== 'play' && spec.verb !== 'activate')) return null;
  const defs = [...new Set(resolveRef(game, refs, spec.card).map((id) => defOfId(game, id)))];
  const problems = defs.map((def) => cardOptionProblem(ctx, def, parsed));
  return problems.every((p) => p !== null) ? (problems[0] ?? null) : null;
}

/** Abilities and modes the step names that the card cannot have. */
function cardOptionProblem(ctx: Context, def: CardDefinition, { spec }: ParsedStep): string | null {
  if (spec.verb === 'activate' && spec.ability !== undefined) {
    const problem = abilityProblem(def, spec.ability, ctx.gameText);
    if (problem) return problem;
  }
  if (!spec.modes) return null;
  if (spec.verb === 'play') return modeProblem(def, spec.modes, def.modal);
  const printed = printedActivated(def);
  const n = spec.ability === undefined ? (printed.length === 1 ? 1 : null) : Number(spec.ability);
  const ability = n !== null && Number.isInteger(n) ? printed[n - 1]?.ability : undefined;
  return ability ? modeProblem(def, spec.modes, ability.modal) : null;
}

/** A step as written in `steps:` or an expectation: its syntax, then its names. */
function checkStepText(ctx: Context, text: string): string | null {
  const parsed = parseStep(text);
  return typeof parsed === 'string' ? parsed : stepProblem(ctx, parsed);
}

function expectationProblem(ctx: Context, e: Expectation): { line: number; problem: string } | null {
  const { game, refs } = ctx;
  const at = (problem: string | null, line = e.line) => (problem ? { line, problem } : null);
  const firstRef = (list: string[]) =>
    list.map((r) => refProblem(game, refs, r)).find((p) => p !== null) ?? null;
  switch (e.kind) {
    case 'card': {
      const id = oneCard(game, refs, e.ref);
      return at(typeof id === 'string' ? id : null);
    }
    case 'zone':
      if (!(ZONES as readonly string[]).includes(e.zone))
        return at(`不明な領域「${e.zone}」${didYouMean(e.zone, ZONES)}（領域: ${ZONES.join(', ')}）`);
      return at(firstRef([...(e.cards ?? []), ...(e.contains ?? [])]));
    case 'event':
      return at(patternProblem(game, refs, e.fields));
    case 'events':
      for (const item of e.items) {
        const problem = at(patternProblem(game, refs, item.fields), item.line);
        if (problem) return problem;
      }
      return null;
    case 'view':
      return at(firstRef([...e.sees, ...e.hidden]));
    case 'options':
      return at(
        [...(e.exactly ?? []), ...(e.contains ?? [])].map((s) => checkStepText(ctx, s)).find(Boolean) ?? null,
      );
    case 'legal':
      return at(checkStepText(ctx, e.step));
    default:
      return null;
  }
}

/** Every name in the scenario that means nothing on this board (nb17: all of them, in the file's order). */
export function nameProblems(scenario: Scenario, game: Game, refs: CardRefs): ScenarioError[] {
  const gameText = [...game.defs.values()].map((d) => d.text).join('\n');
  const ctx: Context = { game, refs, gameText };
  const problems: ScenarioError[] = [];
  for (const step of scenario.steps) {
    if (step.advance) continue; // an advance: target was checked when the file was read
    const problem = checkStepText(ctx, step.text);
    if (problem) problems.push(new ScenarioError(scenario.file, step.line, `step ${step.index}: ${problem}`));
  }
  for (const e of scenario.expect) {
    const found = expectationProblem(ctx, e);
    if (found) problems.push(new ScenarioError(scenario.file, found.line, found.problem));
  }
  return problems;
}

/** Throws the ScenarioError of every name in the scenario that means nothing on this board. */
export function validateNames(scenario: Scenario, game: Game, refs: CardRefs): void {
  const error = combinedError(nameProblems(scenario, game, refs));
  if (error) throw error;
}

/**
 * The mistakes that need no board: a step's syntax (`A: plya …`) and an unknown zone (`zone: hands`). nb17: a file
 * whose board cannot be built (an unknown card) still reports them with the rest.
 */
export function syntaxProblems(scenario: Scenario): ScenarioError[] {
  const at = (line: number, problem: string) => new ScenarioError(scenario.file, line, problem);
  const problems: ScenarioError[] = [];
  for (const step of scenario.steps) {
    const parsed = step.advance ? null : parseStep(step.text);
    if (typeof parsed === 'string') problems.push(at(step.line, `step ${step.index}: ${parsed}`));
  }
  for (const e of scenario.expect) {
    const texts =
      e.kind === 'options'
        ? [...(e.exactly ?? []), ...(e.contains ?? [])]
        : e.kind === 'legal'
          ? [e.step]
          : [];
    const problem = texts.map(parseStep).find((p) => typeof p === 'string');
    if (problem) problems.push(at(e.line, problem));
    if (e.kind === 'zone' && !(ZONES as readonly string[]).includes(e.zone))
      problems.push(
        at(e.line, `不明な領域「${e.zone}」${didYouMean(e.zone, ZONES)}（領域: ${ZONES.join(', ')}）`),
      );
  }
  return problems;
}
