// Completion in a card file. Inside an open bracket: keywords after 【, the project's traits after 《, card names
// after 「. Elsewhere the grammar says what may come next: the line up to the cursor is matched with a character
// no phrase contains appended, so the match fails exactly where the designer is typing, and the phrases the
// grammar expected there (codegen/dsl/diagnostics: the literal alternatives of each described rule, keywords,
// traits) are offered — 「登場した時」 after 「このキャラクターが戦場に」, card types after 「種別：」. Where the line
// is broken before the cursor, the words of the vocabulary table (codegen/dsl/vocabulary.ts) are offered. On an
// empty line, whole sentences for its place instead (./snippets.ts, issue 23).
import {
  type CompletionItem,
  CompletionItemKind,
  type Position,
  type Range,
  type TextEdit,
} from 'vscode-languageserver';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import { type Phrases, phrasesFor } from '../../codegen/dsl/diagnostics/phrases.js';
import { syntaxFailure } from '../../codegen/dsl/diagnostics/syntax.js';
import { cardGrammar } from '../../codegen/dsl/grammar.js';
import { KEYWORDS_FILE } from '../../codegen/dsl/index.js';
import { normalizeWidth } from '../../codegen/dsl/normalize.js';
import { lineShape } from '../../codegen/dsl/parse/sentences.js';
import { FIELD_LABELS } from '../../codegen/dsl/semantics/headerTypes.js';
import * as vocabulary from '../../codegen/dsl/vocabulary.js';
import { openBracketBefore } from './brackets.js';
import { LineMap } from './lineMap.js';
import type { ProjectModel } from './project.js';
import { snippetItems, snippetsFor } from './snippets.js';

/** Appended to the text before the cursor: no phrase of the grammar contains it. */
const SENTINEL = '\uFFFF';
/** Block openers at column 1 (【カード】名前, 【キーワード】名前, 【セット】id). */
const BLOCK_OPENERS = ['カード', 'キーワード', 'セット'];
/** How much of the current phrase may already be typed for the grammar's expectations to apply. */
const MAX_TYPED = 16;
/** Phrases that are only punctuation or spaces are not worth a completion item. */
const PUNCTUATION_ONLY = /^[\s[\]:：、。X]*$/;
/** Where a word starts, going back from the cursor. */
const WORD_BREAK = /[\s、。「」《》【】[\]：:]/;
const FIELDS = new Set(Object.values(FIELD_LABELS));

function item(
  label: string,
  kind: CompletionItemKind,
  range: Range,
  order: number,
  insert = label,
): CompletionItem {
  const textEdit: TextEdit = { range, newText: insert };
  return { label, kind, textEdit, sortText: String(order).padStart(4, '0'), filterText: label };
}

/** 【keyword】, 《trait》 or 「name」 being typed: the names, closed unless the closing bracket is already there. */
function bracketItems(
  line: string,
  col: number,
  lines: LineMap,
  lineNo: number,
  model: ProjectModel,
): CompletionItem[] | undefined {
  const open = openBracketBefore(line, col);
  if (!open) return undefined;
  const range = lines.range(lineNo, open.open + 2, col + 1);
  const close = { keyword: '】', trait: '》', quote: '」' }[open.kind];
  const closed = line.slice(col).startsWith(close);
  const names = (list: Iterable<string>, kind: CompletionItemKind) =>
    [...list].map((name, i) => item(name, kind, range, i, closed ? name : name + close));
  if (open.kind === 'trait') return names([...model.traits].sort(), CompletionItemKind.EnumMember);
  if (open.kind === 'quote') return names([...model.cards.keys()].sort(), CompletionItemKind.Reference);
  const atColumnOne = open.open === 0 && line.slice(0, open.open).trim() === '';
  const keywords = names([...model.keywords.keys()], CompletionItemKind.Keyword);
  return atColumnOne ? [...names(BLOCK_OPENERS, CompletionItemKind.Module), ...keywords] : keywords;
}

interface Expectation {
  /** Index in the line content where the expected phrase starts. */
  at: number;
  phrases: string[];
}

function expected(
  rule: 'headerLine' | 'textLine',
  content: string,
  phrases: Phrases,
): Expectation | undefined {
  const input = content + SENTINEL;
  const result = cardGrammar().match(input, rule);
  if (result.succeeded()) return undefined;
  const failure = syntaxFailure(result, input);
  const all = failure.raw.flatMap((r) => phrasesFor(r, phrases)).filter((p) => !PUNCTUATION_ONLY.test(p));
  return { at: failure.pos, phrases: [...new Set(all)] };
}

/** Whether the grammar gave up in the phrase being typed (not earlier in the line, not before a 、 or 。). */
function atCursor(e: Expectation | undefined, content: string): e is Expectation {
  return e !== undefined && content.length - e.at <= MAX_TYPED && !/[、。]/.test(content.slice(e.at));
}

/** The expectation at the cursor: of the whole line, or of the sentence being typed when an earlier one is broken. */
function expectationAt(
  rule: 'headerLine' | 'textLine',
  content: string,
  phrases: Phrases,
): Expectation | undefined {
  const whole = expected(rule, content, phrases);
  if (atCursor(whole, content)) return whole;
  if (rule === 'headerLine') return undefined;
  const { segments } = lineShape(content);
  const start = segments[segments.length - 1].start;
  if (start === 0) return undefined;
  const sentence = expected(rule, content.slice(start), phrases);
  return atCursor(sentence, content.slice(start)) ? { ...sentence, at: sentence.at + start } : undefined;
}

function phraseKind(phrase: string): CompletionItemKind {
  if (phrase.startsWith('【')) return CompletionItemKind.Keyword;
  if (phrase.startsWith('《')) return CompletionItemKind.EnumMember;
  return FIELDS.has(phrase) ? CompletionItemKind.Field : CompletionItemKind.Text;
}

/** Every spelling of every word in the vocabulary table. */
function vocabularyWords(): string[] {
  const words: string[] = [];
  for (const table of Object.values(vocabulary)) {
    if (typeof table !== 'object' || table === null) continue;
    for (const spellings of Object.values(table as Record<string, readonly string[]>))
      words.push(...spellings);
  }
  return [...new Set(words)];
}

export function cardCompletions(
  document: TextDocument,
  position: Position,
  model: ProjectModel,
): CompletionItem[] {
  const lines = new LineMap(document);
  const point = lines.pointAt(position);
  const col = point.col - 1;
  const line = point.text;
  const inBracket = bracketItems(line, col, lines, point.line, model);
  if (inBracket) return inBracket;
  const prefix = normalizeWidth(line.slice(0, col));
  const indent = prefix.length - prefix.trimStart().length;
  const rule = indent > 0 ? 'textLine' : 'headerLine';
  if (prefix.slice(indent) === '') {
    // an empty line: whole sentences for where it is (./snippets.ts), not the grammar's first words
    const keywordFile = document.uri.endsWith(`/${KEYWORDS_FILE}`);
    const snippets = snippetsFor(keywordFile, (n) => lines.lineText(n), point.line, indent > 0);
    return snippetItems(snippets, lines.range(point.line, col + 1, col + 1));
  }
  const phrases: Phrases = { keywords: [...model.keywords.keys()], traits: [...model.traits] };
  const found = expectationAt(rule, prefix.slice(indent), phrases);
  if (found) {
    const range = lines.range(point.line, indent + found.at + 1, col + 1);
    return found.phrases.map((p, i) => item(p, phraseKind(p), range, i, FIELDS.has(p) ? `${p}：` : p));
  }
  let start = col;
  while (start > indent && !WORD_BREAK.test(line[start - 1])) start--;
  const range = lines.range(point.line, start + 1, col + 1);
  const words = [
    ...vocabularyWords(),
    ...phrases.keywords.map((k) => `【${k}】`),
    ...phrases.traits.map((t) => `《${t}》`),
  ];
  return words.map((w, i) => item(w, phraseKind(w), range, i));
}
