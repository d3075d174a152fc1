// Test cards are written in the card DSL (issue 12): test/fixtures/<name>.hf, compiled in-process by the same
// compiler as `hflux gen`, so every rule test runs the real DSL path and a card's text is its behaviour.
// A fixture file starts with 【セット】test, so its cards have the ids `test/<name>`.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { formatDiagnostic } from '../../codegen/dsl/diagnostics/format.js';
import { compileText } from '../../codegen/dsl/index.js';
import { keywordRuns } from '../../codegen/emit/data.js';
import { KEYWORDS, type KnownKeyword } from '../../generated/keywords.js';
import type { Ability, CardDefinition } from '../../src/core/cardTypes.js';

const REPO = fileURLToPath(new URL('../..', import.meta.url));

/** The cards of one fixture file, by name; `get` throws for a name the file does not define. */
export interface FixtureCards extends ReadonlyMap<string, CardDefinition> {
  card(name: string): CardDefinition;
  /** Every card of the file, in file order. */
  readonly all: readonly CardDefinition[];
}

const cache = new Map<string, FixtureCards>();

/** Compiles `test/fixtures/<name>.hf` (cached); any error diagnostic fails with file:line:col. */
export function fixtureCards(name: string): FixtureCards {
  const path = `test/fixtures/${name}.hf`;
  let cards = cache.get(path);
  if (!cards) {
    cards = compileFixture(readFileSync(`${REPO}${path}`, 'utf8'), path);
    cache.set(path, cards);
  }
  return cards;
}

/** Compiles card text given inline (for cards a test generates, e.g. fifty distinct names). */
export function compileFixture(text: string, path = 'test/fixtures/inline.hf'): FixtureCards {
  const result = compileText(text, path);
  const errors = result.diagnostics.filter((d) => d.severity === 'error');
  if (errors.length > 0)
    throw new Error(`${path} does not compile:\n${errors.map((d) => formatDiagnostic(d)).join('\n')}`);
  const all = result.cards.map((c) => ({ ...c.def, abilities: sharedKeywordAbilities(c.def.abilities) }));
  const byName = new Map(all.map((def) => [def.name, def]));
  return Object.assign(byName, {
    all,
    card(cardName: string): CardDefinition {
      const def = byName.get(cardName);
      if (!def) throw new Error(`${path} defines no card named ${JSON.stringify(cardName)}`);
      return def;
    },
  });
}

/**
 * The abilities with each printed keyword's expansion replaced by the engine's own table entries, as
 * `hflux gen` writes them (`...KEYWORDS.strike`, codegen/emit/data.ts keywordRuns): a fixture card then holds
 * the very keyword objects a generated card holds (HF-13: keywords expand from the table).
 */
function sharedKeywordAbilities(abilities: readonly Ability[]): Ability[] {
  return keywordRuns(abilities, KEYWORDS).flatMap((item) =>
    'keyword' in item ? KEYWORDS[item.keyword as KnownKeyword] : [item.ability],
  );
}

/** One card by name from a fixture file: `fixtureCard('hf05-modes', '選択の号令')`. */
export function fixtureCard(file: string, name: string): CardDefinition {
  return fixtureCards(file).card(name);
}
