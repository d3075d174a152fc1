// Issue 22: how many cards of a designer corpus compile as written. A corpus file is a card file whose cards
// each carry a `# 意図:` comment (the designer's statement of intent) on the line above 【カード】. Each card is
// compiled on its own (with the file's 【セット】 line), so one card's error never counts against another.
//   npx tsx codegen/dsl/tools/corpusReach.ts test/corpora/*.hf [--json] [--half train|heldout]
// The last lines count the rejected cards by what the designer sees first (issue 22 "Done when": a whole-line
// suggestion or HF-E040 naming the mechanic, never the bare catch-all HF-E011).
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { splitLineTexts } from '../../../src/io/lines.js';
import type { CompileOptions } from '../compile.js';
import { compileText } from '../index.js';
import type { IRFile } from '../ir.js';
import type { Diagnostic } from '../types.js';

export interface CorpusCard {
  file: string;
  /** 1-based line of 【カード】 in the corpus file. */
  line: number;
  name: string;
  intent: string;
  /** The card's block (from 【カード】 to the line before the next card's intent or 【カード】). */
  text: string;
  /** 0-based position of the card in its file: even = train half, odd = held-out half. */
  index: number;
}

export interface CardOutcome {
  card: CorpusCard;
  compiled: boolean;
  first?: Pick<Diagnostic, 'code' | 'line' | 'col' | 'message' | 'suggestion'> & {
    /** The whole-line suggestions found by search or rewriting (issue 22). */
    suggestions?: string[];
    /** Each of the first diagnostic's suggestions, put in the card, leaves its line without errors. */
    suggestionsCompile?: boolean;
  };
}

const CARD_HEADER = /^【カード】\s*(.*)$/;
const INTENT = /^#\s*意図\s*[:：]\s*(.*)$/;

/** Splits a corpus file into its set header and its cards. */
export function readCorpus(file: string, text: string): { header: string; cards: CorpusCard[] } {
  const lines = splitLineTexts(text);
  const header = lines.find((l) => l.startsWith('【セット】')) ?? '【セット】corpus';
  const cards: CorpusCard[] = [];
  let intent = '';
  let current: { start: number; name: string; intent: string } | undefined;
  const close = (end: number) => {
    if (!current) return;
    const body = lines.slice(current.start, end);
    while (body.length > 0 && (body.at(-1)?.trim() === '' || INTENT.test(body.at(-1) ?? ''))) body.pop();
    cards.push({
      file,
      line: current.start + 1,
      name: current.name,
      intent: current.intent,
      text: body.join('\n'),
      index: cards.length,
    });
    current = undefined;
  };
  lines.forEach((line, i) => {
    const intentMatch = INTENT.exec(line);
    if (intentMatch) {
      close(i);
      intent = intentMatch[1].trim();
      return;
    }
    const cardMatch = CARD_HEADER.exec(line);
    if (cardMatch) {
      close(i);
      current = { start: i, name: cardMatch[1].trim(), intent };
      intent = '';
    }
  });
  close(lines.length);
  return { header, cards };
}

/**
 * The errors of the card with `text` in place of its own, without the work of diagnostics (a suggestion put in the
 * card is asked only whether its line compiles: a failing one must not start a suggestion search of its own).
 */
function quickErrors(header: string, card: CorpusCard, text: string): Diagnostic[] {
  return compileCard(header, card, text, { searchSuggestions: false, quick: true }).errors;
}

function compileCard(
  header: string,
  card: CorpusCard,
  text: string,
  options?: Pick<CompileOptions, 'searchSuggestions' | 'quick'>,
): { errors: Diagnostic[]; ir: IRFile } {
  // Blank lines keep the card's own line numbers in its diagnostics.
  const padding = '\n'.repeat(Math.max(0, card.line - 2));
  const { diagnostics, ir } = compileText(
    `${header}\n${padding}${text}\n`,
    card.file,
    undefined,
    undefined,
    options,
  );
  return { errors: diagnostics.filter((d) => d.severity === 'error'), ir };
}

/**
 * The card's lines in the language's IR when it compiles as written, else undefined — without the work of its
 * diagnostics (a rejected line's expected phrases, 「もしかして」 and whole-line suggestion search), which add
 * suggestions to an error, never an error (the part bank needs only the accepted cards).
 */
export function acceptedCardIR(header: string, card: CorpusCard): IRFile | undefined {
  const { errors, ir } = compileCard(header, card, card.text, { searchSuggestions: false, quick: true });
  return errors.length > 0 ? undefined : ir;
}

/**
 * The card's text with line `line` corrected by `suggestion`: the whole line (a whole-line suggestion), or
 * the sentence at column `col` (a sentence's 「もしかして」).
 */
export function withSuggestion(card: CorpusCard, line: number, col: number, suggestion: string): string[] {
  const lines = card.text.split('\n');
  const i = line - card.line;
  const written = lines[i] ?? '';
  const indent = written.length - written.trimStart().length;
  const at = col - 1;
  const start = Math.max(indent, written.lastIndexOf('。', at - 1) + 1);
  const stop = written.indexOf('。', at);
  const end = stop < 0 ? written.length : stop + 1;
  const candidates = [
    written.slice(0, indent) + suggestion,
    written.slice(0, start) + suggestion + written.slice(end),
  ];
  return [...new Set(candidates)].map((l) => [...lines.slice(0, i), l, ...lines.slice(i + 1)].join('\n'));
}

/** Every suggestion of `d`, put in the card, leaves the diagnostic's line without errors. */
function suggestionsCompile(header: string, card: CorpusCard, d: Diagnostic): boolean | undefined {
  const all = [...new Set([d.suggestion, ...(d.suggestions ?? []).map((s) => s.text)])].filter(
    (s): s is string => s !== undefined,
  );
  if (all.length === 0) return undefined;
  return all.every((s) =>
    withSuggestion(card, d.line, d.col, s).some(
      (text) => !quickErrors(header, card, text).some((e) => e.line === d.line),
    ),
  );
}

/** Compiles one card on its own; the first error (if any) is what the designer sees first. */
export function compileCorpusCard(
  header: string,
  card: CorpusCard,
  irs?: Map<string, IRFile>,
  path = card.file,
): CardOutcome {
  const { errors, ir } = compileCard(header, card, card.text);
  if (errors.length === 0) {
    // a card that compiles has the IR the part bank reads (acceptedCardIR's, without its second compile)
    irs?.set(cardKey(path, card), ir);
    return { card, compiled: true };
  }
  const [e] = errors;
  const compiles = suggestionsCompile(header, card, e);
  return {
    card,
    compiled: false,
    first: {
      code: e.code,
      line: e.line,
      col: e.col,
      message: e.message,
      suggestion: e.suggestion,
      ...(e.suggestions?.length ? { suggestions: e.suggestions.map((x) => x.text) } : {}),
      ...(compiles !== undefined ? { suggestionsCompile: compiles } : {}),
    },
  };
}

export type Half = 'train' | 'heldout' | 'all';

export function inHalf(card: CorpusCard, half: Half): boolean {
  return half === 'all' || (half === 'train' ? card.index % 2 === 0 : card.index % 2 === 1);
}

export function measureCorpus(paths: string[], half: Half = 'all', irs?: Map<string, IRFile>): CardOutcome[] {
  return paths.flatMap((path) => {
    const { header, cards } = readCorpus(basename(path), readFileSync(path, 'utf8'));
    return cards.filter((c) => inHalf(c, half)).map((c) => compileCorpusCard(header, c, irs, path));
  });
}

/** The key of a corpus card in `measureCorpus`'s IR map: the file's path as given and the card's position. */
export const cardKey = (path: string, card: CorpusCard) => `${path}#${card.index}`;

/**
 * What a rejected card's first diagnostic offers the designer: a suggestion whose every alternative compiles
 * in the card, one that does not (`badSuggestion`), HF-E040, the bare HF-E011, or another code.
 */
export type FirstKind = 'suggestion' | 'badSuggestion' | 'mechanic' | 'bareE011' | 'other';

export function firstKind(o: CardOutcome): FirstKind | undefined {
  if (o.compiled || !o.first) return undefined;
  if (o.first.code === 'HF-E040') return 'mechanic';
  if (o.first.suggestion !== undefined) return o.first.suggestionsCompile ? 'suggestion' : 'badSuggestion';
  return o.first.code === 'HF-E011' ? 'bareE011' : 'other';
}

/** Rejected cards by their first diagnostic's kind. */
export function firstKinds(outcomes: CardOutcome[]): Record<FirstKind, number> {
  const counts: Record<FirstKind, number> = {
    suggestion: 0,
    badSuggestion: 0,
    mechanic: 0,
    bareE011: 0,
    other: 0,
  };
  for (const o of outcomes) {
    const kind = firstKind(o);
    if (kind) counts[kind]++;
  }
  return counts;
}

function main(argv: string[]): void {
  const json = argv.includes('--json');
  const halfAt = argv.indexOf('--half');
  const half = (halfAt >= 0 ? argv[halfAt + 1] : 'all') as Half;
  const paths = argv.filter((a, i) => !a.startsWith('--') && (halfAt < 0 || i !== halfAt + 1));
  const outcomes = measureCorpus(paths, half);
  if (json) {
    process.stdout.write(`${JSON.stringify(outcomes, null, 2)}\n`);
    return;
  }
  const byFile = new Map<string, CardOutcome[]>();
  for (const o of outcomes) byFile.set(o.card.file, [...(byFile.get(o.card.file) ?? []), o]);
  for (const [file, list] of byFile) {
    const ok = list.filter((o) => o.compiled).length;
    console.log(`${file}: ${ok}/${list.length} (${((100 * ok) / list.length).toFixed(1)} %)`);
    for (const o of list.filter((x) => !x.compiled)) {
      const f = o.first;
      console.log(`  ${o.card.name} ${f?.code} ${file}:${f?.line}:${f?.col} ${f?.message.split('\n')[0]}`);
      if (f?.suggestion) console.log(`    → ${f.suggestion}`);
    }
  }
  const ok = outcomes.filter((o) => o.compiled).length;
  console.log(`total (${half}): ${ok}/${outcomes.length} (${((100 * ok) / outcomes.length).toFixed(1)} %)`);
  const k = firstKinds(outcomes);
  console.log(
    `rejected ${outcomes.length - ok}: first diagnostic HF-E011 without suggestion ${k.bareE011}, ` +
      `with a suggestion ${k.suggestion + k.badSuggestion} (compiling in the card ${k.suggestion}), ` +
      `HF-E040 ${k.mechanic}, other ${k.other}`,
  );
}

if (process.argv[1] && basename(process.argv[1]).startsWith('corpusReach')) main(process.argv.slice(2));
