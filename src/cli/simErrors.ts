// Errors of loading decks and cards, shared by `hflux sim`, `hflux sim --replay` and `hflux balance diff`:
// one message per error, in Japanese or (with --lang en, where the error has one) English, and its exit code.
import { basename } from 'node:path';
import { InvalidArgumentError } from 'commander';
import { DeckError } from '../core/errors.js';
import { NotADeckError, builtInDeckNames } from '../deck/builtIn.js';
import { CardPoolError } from '../deck/pool.js';
import { closestIdentifier } from '../deck/suggest.js';

export type Lang = 'ja' | 'en';

/** `--lang`: ja or en. */
export function parseLang(value: string): Lang {
  if (value !== 'ja' && value !== 'en')
    throw new InvalidArgumentError(`--lang は ja か en です（値: ${value}）`);
  return value;
}

/**
 * The message for an error of loading decks or cards (DeckError: exit 1; a card source or a missing deck:
 * exit 2), or null for anything else (a bug: rethrown).
 */
export function loadErrorMessage(e: unknown, command: string, lang: Lang = 'ja'): [string, number] | null {
  if (e instanceof DeckError) return [e.message, 1];
  if (e instanceof CardPoolError || e instanceof NotADeckError)
    return [`hflux ${command}: ${lang === 'en' ? e.english : e.message}`, 2];
  const err = e as NodeJS.ErrnoException;
  if (err?.code === 'ENOENT') {
    // nc8 finding 13: 「soukyu」 → soukyu-knights
    const hint = err.path
      ? closestIdentifier(basename(err.path).replace(/\.deck$/, ''), builtInDeckNames())
      : undefined;
    return [
      `hflux ${command}: デッキが見つかりません: ${err.path ?? ''}${hint ? `（もしかして ${hint}？）` : ''}（組み込み: ${builtInDeckNames().join(', ')}）`,
      2,
    ];
  }
  if (err instanceof Error && err.name === 'InputFileError') return [`hflux ${command}: ${err.message}`, 2];
  return null;
}
