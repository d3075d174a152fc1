// Issue 22: the accepted cards of a designer corpus (test/corpora/<set>.hf), compiled one by one as
// corpusReach/corpusReview do, so a scenario test can play a card exactly as its designer wrote it.
// A card is compiled when a test first asks for it, once per worker (the corpus scenario files share their
// worker's module graph, vitest.config.ts): a set's other cards — a rejected one costs its whole diagnosis and
// suggestion search — are never compiled for a file that plays three of them.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type CorpusCard, readCorpus } from '../../codegen/dsl/tools/corpusReach.js';
import type { CardDefinition } from '../../src/core/cardTypes.js';
import { compileFixture } from './fixtureCards.js';

const REPO = fileURLToPath(new URL('../..', import.meta.url));

interface CorpusSet {
  header: string;
  /** The cards of each name, in file order. */
  byName: Map<string, CorpusCard[]>;
  /** The compiled card of each name asked for so far (undefined: not accepted). */
  compiled: Map<string, CardDefinition | undefined>;
}
const sets = new Map<string, CorpusSet>();

function corpusSet(set: string): CorpusSet {
  let found = sets.get(set);
  if (!found) {
    const file = `${set}.hf`;
    const { header, cards } = readCorpus(file, readFileSync(`${REPO}test/corpora/${file}`, 'utf8'));
    const byName = new Map<string, CorpusCard[]>();
    for (const c of cards) byName.set(c.name, [...(byName.get(c.name) ?? []), c]);
    found = { header, byName, compiled: new Map() };
    sets.set(set, found);
  }
  return found;
}

/** The card as written, or undefined when it does not compile. */
function compiled(set: string, header: string, card: CorpusCard): CardDefinition | undefined {
  try {
    return compileFixture(`${header}\n${card.text}\n`, `test/corpora/${set}.hf`).card(card.name);
  } catch {
    return undefined;
  }
}

/** The card `name` of test/corpora/<set>.hf; throws when the card does not compile as written. */
export function corpusCard(set: string, name: string): CardDefinition {
  const s = corpusSet(set);
  if (!s.compiled.has(name)) {
    // a name written twice is the last card of that name (as when every card of the set was compiled in order)
    const last = s.byName.get(name)?.at(-1);
    s.compiled.set(name, last && compiled(set, s.header, last));
  }
  const def = s.compiled.get(name);
  if (!def) throw new Error(`test/corpora/${set}.hf: ${name} is not an accepted card`);
  return def;
}
