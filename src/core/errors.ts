// Typed errors: what a caller can catch and show. Messages name the rule (HF ID) where there is one.
import { escapeControls } from '../io/terminal.js';

/** The card an illegal action concerns (issue 12): its name and, when it has one, its `.hf` line. */
export interface ConcernedCard {
  name: string;
  source?: string;
}

export class IllegalActionError extends Error {
  override name = 'IllegalActionError';
  constructor(
    message: string,
    readonly code: 'not-your-decision' | 'not-legal' | 'malformed' | 'game-over',
    readonly rule?: string,
    readonly card?: ConcernedCard,
  ) {
    super(message);
  }
}

export interface DeckProblem {
  rule: string;
  message: string;
  cards: string[];
  line?: number;
}

export class DeckError extends Error {
  override name = 'DeckError';
  constructor(
    readonly problems: DeckProblem[],
    readonly file?: string,
  ) {
    // The message echoes the deck file's text (card names): control characters are escaped for the terminal.
    super(
      escapeControls(
        problems
          .map((p) => `${file ? `${file}${p.line ? `:${p.line}` : ''}: ` : ''}${p.rule} ${p.message}`)
          .join('\n'),
      ),
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
