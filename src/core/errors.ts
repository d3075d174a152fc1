// Typed errors: what a caller can catch and show. Messages name the rule (HF ID) where there is one.
import { escapeControls } from '../io/terminal.js';

/** The card an illegal action concerns (issue 12): its name and, when it has one, its `.hf` line. */
export interface ConcernedCard {
  name: string;
  source?: string;
}

/** An action apply() refuses: `message` in Japanese, `english` the same in English (the page, `--lang en`). */
export class IllegalActionError extends Error {
  override name = 'IllegalActionError';
  constructor(
    message: string,
    readonly code: 'not-your-decision' | 'not-legal' | 'malformed' | 'game-over',
    readonly rule?: string,
    readonly card?: ConcernedCard,
    readonly english = message,
  ) {
    super(message);
  }
}

/** One deck-list problem (src/deck/problems.ts builds them; docs/deck-lists.md lists every code). */
export interface DeckProblem {
  rule: string;
  /** Japanese. */
  message: string;
  cards: string[];
  /** 1-based line in the deck list, when the deck came from one. */
  line?: number;
  /** 1-based column (UTF-16 code units) on `line`. */
  col?: number;
  /** The problem's kind, stable for tools (`unknown-card`, `copy-limit`, …). */
  code?: string;
  /** The message in English (`hflux deck check --lang en`). */
  english?: string;
  /** Every line the problem concerns, e.g. each line holding a copy of the name (HF-1.2). */
  lines?: number[];
  /** The closest known card name, for an unknown one (「もしかして」). */
  suggestion?: string;
}

/** `file:line:col` (or as much of it as is known) before a deck problem's rule. */
export function deckProblemLocation(problem: DeckProblem, file?: string): string {
  if (!file) return '';
  if (problem.line === undefined) return `${file}: `;
  return problem.col === undefined ? `${file}:${problem.line}: ` : `${file}:${problem.line}:${problem.col} `;
}

export class DeckError extends Error {
  override name = 'DeckError';
  constructor(
    readonly problems: DeckProblem[],
    readonly file?: string,
  ) {
    // The message echoes the deck file's text (card names): control characters are escaped for the terminal.
    super(
      escapeControls(problems.map((p) => `${deckProblemLocation(p, file)}${p.rule} ${p.message}`).join('\n')),
    );
  }
}

/** A save that cannot be loaded: `message` in Japanese, `path` where in the save, `english` the same in English. */
export class SerializationError extends Error {
  override name = 'SerializationError';
  constructor(
    message: string,
    readonly path = '(root)',
    readonly english = message,
  ) {
    super(message);
  }
}
