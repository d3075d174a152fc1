// `hflux deck check my.deck --cards <set>` reads only that set: a name of another built-in set says which set to add
// (HF-1.5; newcomer trial: every starter card of a deck checked with --cards of another set was 「ありません」).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { deckCheck } from '../../src/cli/deck.js';

const root = join(import.meta.dirname, '..', '..');
const STARTER_DECK = join(root, 'cards/starter/decks/guren-aggro.deck');

describe('deck check --cards <set>: a card of another built-in set names that set (HF-1.5)', () => {
  test('a starter card checked with --cards kuon: 「…はセット starter のカードです：--cards kuon starter」', async () => {
    const r = await deckCheck({ decks: [STARTER_DECK], cards: ['kuon'] });
    expect(r.exitCode).toBe(1);
    expect(r.stdout).toMatch(/はセット starter のカードです：--cards kuon starter と書いてください。/);
    expect(r.stdout).not.toMatch(/似た名前のカードもありません/);
    const quoted =
      '「紅蓮の大剣」という名前のカードは --cards kuon にありません。「紅蓮の大剣」はセット starter のカードです：--cards kuon starter と書いてください。';
    expect(r.stdout).toContain(quoted);
    // docs/deck-lists.md quotes it as printed (its line breaks aside)
    const doc = readFileSync(join(root, 'docs/deck-lists.md'), 'utf8').replace(/\n\s*/g, '');
    expect(doc).toContain(quoted);
  });
  test('with both sets the deck is legal', async () => {
    const r = await deckCheck({ decks: [STARTER_DECK], cards: ['kuon', 'starter'] });
    expect(r.exitCode).toBe(0);
  });
  test('without --cards every set is read: no hint is needed', async () => {
    const r = await deckCheck({ decks: [STARTER_DECK] });
    expect(r.exitCode).toBe(0);
  });
});
