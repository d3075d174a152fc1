// Scenario files (*.scenario.yaml, docs/scenarios.md) in the editor. Diagnostics come from the scenario code
// itself: the loader (src/scenario/load.ts: YAML, keys, values), the step notation (parseStep), the board
// (buildScenarioGame: unknown cards, copies, set cards) and the names used on it (validateNames), each at its
// line. The cards are the workspace's as
// they are now for a set the workspace defines, else what the scenario runner would use (scenarioLibrary:
// built-in sets, .hf files next to the scenario). Completion: step verbs after 「A: 」, card names where the
// format takes one; go to definition and hover on a card name.
import {
  type CompletionItem,
  CompletionItemKind,
  type Diagnostic,
  DiagnosticSeverity,
  type Hover,
  type Location,
  type Position,
} from 'vscode-languageserver';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import type { CardDefinition } from '../core/cardTypes.js';
import { buildScenarioGame } from '../scenario/build.js';
import { scenarioLibrary } from '../scenario/library.js';
import { loadScenario } from '../scenario/load.js';
import { parseRef } from '../scenario/refs.js';
import { VERBS, parseStep } from '../scenario/stepSyntax.js';
import { type Scenario, ScenarioError } from '../scenario/types.js';
import { validateNames } from '../scenario/validate.js';
import { type HoverContext, cardMarkdown, ruleHover } from './cardHover.js';
import { type Locate, cardNamed } from './definition.js';
import { SOURCE } from './diagnostics.js';
import { LineMap } from './lineMap.js';
import type { ProjectModel } from './project.js';

/** Keys of the scenario format whose value (or list items) are card names. */
const CARD_KEYS = new Set([
  'hand',
  'mainDeck',
  'guardDeck',
  'energy',
  'trash',
  'damageField',
  'extraDeck',
  'excluded',
  'battlefield',
  'set',
  'card',
  'kuusou',
  'cards',
  'contains',
  'ref',
]);
/** A step being typed: 「- A: ve」 (the verb so far), or after the verb. */
const STEP_VERB = /^\s*-\s*["']?([AB])\s*[:：]\s*(\S*)$/;
const STEP_ARGS = /^\s*-\s*["']?([AB])\s*[:：]\s*\S+\s+/;
/** What ends a card reference in YAML text. */
const REF_BREAK = /[\s,，、[\]{}"']/;

function problem(lines: LineMap, line: number, message: string): Diagnostic {
  return { range: lines.lineRange(line), severity: DiagnosticSeverity.Error, source: SOURCE, message };
}

/** The cards a scenario's `cards:` names: live workspace sets first, else what the runner would load. */
function libraryOf(scenario: Scenario, file: string, model: ProjectModel): Map<string, CardDefinition> {
  const library = new Map<string, CardDefinition>();
  for (const source of scenario.cards) {
    const live = [...model.cards.values()].filter(
      (c) => c.def && c.setId === source && !source.endsWith('.hf'),
    );
    const cards = live.length ? live.map((c) => c.def!) : [...scenarioLibrary(file, [source]).values()];
    for (const def of cards) library.set(def.name, def);
  }
  return library;
}

function stepProblems(scenario: Scenario, lines: LineMap): Diagnostic[] {
  return scenario.steps.flatMap((step) => {
    if (step.advance) return [];
    const parsed = parseStep(step.text);
    return typeof parsed === 'string' ? [problem(lines, step.line, parsed)] : [];
  });
}

/**
 * Every problem of a scenario file that `hflux scenario` reports before it plays a step: the loader's (one),
 * the step notation's (each step), then the board's and the names' against it (validateNames: cards, abilities,
 * modes, zones and events of steps and expectations; the first one).
 */
export function scenarioDiagnostics(document: TextDocument, file: string, model: ProjectModel): Diagnostic[] {
  const lines = new LineMap(document);
  let steps: Diagnostic[] = [];
  try {
    const scenario = loadScenario(document.getText(), file);
    steps = stepProblems(scenario, lines);
    const { game, refs } = buildScenarioGame(scenario, libraryOf(scenario, file, model));
    if (steps.length === 0) validateNames(scenario, game, refs);
    return steps;
  } catch (e) {
    if (e instanceof ScenarioError) return [...steps, problem(lines, e.line, e.problem)];
    throw e;
  }
}

/** The card names the scenario may use (all the workspace's when its `cards:` cannot be read yet). */
function namesFor(document: TextDocument, file: string, model: ProjectModel): string[] {
  try {
    return [...libraryOf(loadScenario(document.getText(), file), file, model).keys()].sort();
  } catch {
    return [...model.cards.keys()].sort();
  }
}

/** The last `key:` written before the cursor on its line (in a flow mapping, the one the value is typed for). */
function lastKey(before: string): string | undefined {
  return [...before.matchAll(/([A-Za-z]+)\s*:(?=\s|$)/g)].at(-1)?.[1];
}

/** The key a line's value belongs to: its own `key:`, or the key of the list it is an item of. */
function keyOf(lines: LineMap, line: number, before: string): string | undefined {
  const own = lastKey(before);
  if (own) return own;
  const indent = before.length - before.trimStart().length;
  for (let l = line - 1; l >= 1; l--) {
    const text = lines.lineText(l);
    if (text.trim() === '' || text.trimStart().startsWith('#')) continue;
    const at = text.length - text.trimStart().length;
    if (at >= indent && !(at === indent && !text.trimStart().startsWith('-'))) continue;
    const key = lastKey(text);
    if (key) return key;
    if (at < indent) return undefined;
  }
  return undefined;
}

/** Where the reference being typed starts (after `- `, `key: `, `[`, `,` or a space). */
function refStart(before: string): number {
  let start = before.length;
  while (start > 0 && !REF_BREAK.test(before[start - 1]) && !/[:：]\s*$/.test(before.slice(0, start)))
    start--;
  return start;
}

export function scenarioCompletions(
  document: TextDocument,
  position: Position,
  file: string,
  model: ProjectModel,
): CompletionItem[] {
  const lines = new LineMap(document);
  const point = lines.pointAt(position);
  const before = point.text.slice(0, point.col - 1);
  const verb = STEP_VERB.exec(before);
  if (verb) {
    const range = lines.range(point.line, point.col - verb[2].length, point.col);
    return VERBS.map((v) => ({
      label: v,
      kind: CompletionItemKind.Keyword,
      textEdit: { range, newText: v },
    }));
  }
  const key = STEP_ARGS.test(before) ? 'steps' : keyOf(lines, point.line, before);
  if (!key || !(CARD_KEYS.has(key) || key === 'steps')) return [];
  const start = refStart(before);
  const typed = before.slice(start);
  const owner = /^([AB][:：])/.exec(typed)?.[1] ?? '';
  const range = lines.range(point.line, start + owner.length + 1, point.col);
  return namesFor(document, file, model).map((name) => ({
    label: name,
    kind: CompletionItemKind.Reference,
    textEdit: { range, newText: name },
  }));
}

/** The card a reference under the cursor names (`学徒`, `A:学徒#2`). */
function cardAtCursor(document: TextDocument, position: Position, model: ProjectModel) {
  const point = new LineMap(document).pointAt(position);
  const text = point.text;
  let start = point.col - 1;
  let end = start;
  while (start > 0 && !REF_BREAK.test(text[start - 1])) start--;
  while (end < text.length && !REF_BREAK.test(text[end])) end++;
  const word = text.slice(start, end).replace(/^-$/, '');
  return word ? cardNamed(model, parseRef(word).name) : undefined;
}

export function scenarioDefinition(
  document: TextDocument,
  position: Position,
  model: ProjectModel,
  locate: Locate,
): Location | null {
  const card = cardAtCursor(document, position, model);
  return card ? locate(card.path, card.nameSpan) : null;
}

export function scenarioHover(
  document: TextDocument,
  position: Position,
  context: HoverContext,
): Hover | null {
  const rule = ruleHover(new LineMap(document), position, context.rules);
  if (rule) return rule;
  const def = cardAtCursor(document, position, context.model)?.def;
  return def ? { contents: { kind: 'markdown', value: cardMarkdown(def, context) } } : null;
}
