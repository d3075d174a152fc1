// Issue 22: the accepted cards of a designer corpus (test/corpora/<set>.hf), compiled one by one as
// corpusReach/corpusReview do, so a scenario test can play a card exactly as its designer wrote it.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { readCorpus } from '../../codegen/dsl/tools/corpusReach.js';
import type { CardDefinition } from '../../src/core/cardTypes.js';
import { compileFixture } from './fixtureCards.js';

const REPO = fileURLToPath(new URL('../..', import.meta.url));
const cache = new Map<string, Map<string, CardDefinition>>();

/** The card `name` of test/corpora/<set>.hf; throws when the card does not compile as written. */
export function corpusCard(set: string, name: string): CardDefinition {
  let cards = cache.get(set);
  if (!cards) {
    const file = `${set}.hf`;
    const { header, cards: all } = readCorpus(file, readFileSync(`${REPO}test/corpora/${file}`, 'utf8'));
    cards = new Map();
    for (const c of all) cards.set(c.name, undefined as unknown as CardDefinition);
    for (const c of all) {
      try {
        cards.set(c.name, compileFixture(`${header}\n${c.text}\n`, `test/corpora/${file}`).card(c.name));
      } catch {
        cards.delete(c.name);
      }
    }
    cache.set(set, cards);
  }
  const def = cards.get(name);
  if (!def) throw new Error(`test/corpora/${set}.hf: ${name} is not an accepted card`);
  return def;
}
