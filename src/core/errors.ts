// Typed errors: what a caller can catch and show. Messages name the rule (HF ID) where there is one.

export class IllegalActionError extends Error {
  override name = 'IllegalActionError';
  constructor(
    message: string,
    readonly code: 'not-your-decision' | 'not-legal' | 'malformed' | 'game-over',
    readonly rule?: string,
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
    super(
      problems
        .map((p) => `${file ? `${file}${p.line ? `:${p.line}` : ''}: ` : ''}${p.rule} ${p.message}`)
        .join('\n'),
    );
  }
}

export class SerializationError extends Error {
  override name = 'SerializationError';
}
