// Deck lists (docs/deck-lists.md) in the editor: every problem of src/deck's checkDeckList (HF-1) at its line
// and column, against the cards of the workspace as they are now; card-name completion after a line's count;
// hover and go to definition on a card line; 「もしかして」 for a misspelt name (codeActions.ts).
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
import type { DeckProblem } from '../core/errors.js';
import { checkDeckList } from '../deck/load.js';
import { readDeckList } from '../deck/parse.js';
import { type CardLibrary, DECK_SECTIONS, type DeckListEntry } from '../deck/types.js';
import { type HoverContext, cardMarkdown, ruleHover } from './cardHover.js';
import { type Locate, cardNamed } from './definition.js';
import { type FixData, SOURCE } from './diagnostics.js';
import { LineMap } from './lineMap.js';
import type { ProjectModel } from './project.js';
import type { Lang } from './settings.js';

/** A card line as typed so far: its count and the spaces after it (the name follows). */
const COUNT_THEN_SPACE = /^[\s\u3000]*[0-9０-９]+[\s\u3000]+/;

const libraries = new WeakMap<ProjectModel, CardLibrary>();

/** The workspace's cards by name, the library deck lists are checked against. */
export function cardLibrary(model: ProjectModel): CardLibrary {
  let library = libraries.get(model);
  if (!library) {
    const entries = [...model.cards.values()].flatMap((c): [string, CardDefinition][] =>
      c.def ? [[c.name, c.def]] : [],
    );
    libraries.set(model, (library = new Map(entries)));
  }
  return library;
}

function problemRange(problem: DeckProblem, lines: LineMap) {
  if (problem.line === undefined) return lines.lineRange(1);
  const text = lines.lineText(problem.line);
  const name = problem.cards[0];
  if (problem.col !== undefined && name && text.startsWith(name, problem.col - 1))
    return lines.range(problem.line, problem.col, problem.col + name.length);
  return lines.lineRange(problem.line);
}

function toDiagnostic(problem: DeckProblem, lines: LineMap, lang: Lang): Diagnostic {
  const message = lang === 'en' && problem.english ? problem.english : problem.message;
  const diagnostic: Diagnostic = {
    range: problemRange(problem, lines),
    severity: DiagnosticSeverity.Error,
    code: problem.rule,
    source: SOURCE,
    message,
  };
  if (problem.suggestion !== undefined)
    diagnostic.data = { suggestion: problem.suggestion } satisfies FixData;
  return diagnostic;
}

export function deckDiagnostics(
  document: TextDocument,
  path: string,
  model: ProjectModel,
  lang: Lang,
): Diagnostic[] {
  const lines = new LineMap(document);
  const { problems } = checkDeckList(document.getText(), path, cardLibrary(model));
  return problems.map((p) => toDiagnostic(p, lines, lang));
}

/** The card line under the cursor. */
function entryAt(document: TextDocument, position: Position): DeckListEntry | undefined {
  const line = new LineMap(document).pointAt(position).line;
  const { list } = readDeckList(document.getText());
  return DECK_SECTIONS.flatMap((s) => list[s]).find((e) => e.line === line);
}

export function deckCompletions(
  document: TextDocument,
  position: Position,
  model: ProjectModel,
): CompletionItem[] {
  const lines = new LineMap(document);
  const point = lines.pointAt(position);
  const before = point.text.slice(0, point.col - 1);
  const count = COUNT_THEN_SPACE.exec(before);
  if (count) {
    const range = lines.range(point.line, count[0].length + 1, point.col);
    return [...model.cards.keys()].sort().map((name) => ({
      label: name,
      kind: CompletionItemKind.Reference,
      textEdit: { range, newText: name },
    }));
  }
  if (before.trim() !== '' && !before.trimStart().startsWith('[')) return [];
  const range = lines.range(point.line, before.length - before.trimStart().length + 1, point.col);
  return DECK_SECTIONS.map((section) => ({
    label: `[${section}]`,
    kind: CompletionItemKind.Module,
    textEdit: { range, newText: `[${section}]` },
  }));
}

export function deckDefinition(
  document: TextDocument,
  position: Position,
  model: ProjectModel,
  locate: Locate,
): Location | null {
  const entry = entryAt(document, position);
  const card = entry && cardNamed(model, entry.name);
  return card ? locate(card.path, card.nameSpan) : null;
}

export function deckHover(document: TextDocument, position: Position, context: HoverContext): Hover | null {
  const rule = ruleHover(new LineMap(document), position, context.rules);
  if (rule) return rule;
  const entry = entryAt(document, position);
  const def = entry && cardNamed(context.model, entry.name)?.def;
  return def ? { contents: { kind: 'markdown', value: cardMarkdown(def, context) } } : null;
}
