// Builders for hand-written test cards: plain CardDefinition data with the id `test/<name>`.
import type { CardDefinition } from '../../src/core/cardTypes.js';

/** What a test card must state; id, text, traits and abilities have defaults. */
export type TestCardFields = Omit<CardDefinition, 'id' | 'text' | 'abilities' | 'traits'> &
  Partial<CardDefinition>;

/** A card with no text, traits or abilities unless given. */
export function testCard(fields: TestCardFields): CardDefinition {
  return { id: `test/${fields.name}`, text: '', abilities: [], traits: [], ...fields };
}

/** A character of cost 1 and power 1000 unless overridden. */
export function characterCard(name: string, overrides: Partial<CardDefinition> = {}): CardDefinition {
  return testCard({ name, kind: 'character', cost: 1, power: 1000, ...overrides });
}

/** A command of cost 0 unless overridden. */
export function commandCard(
  name: string,
  text: string,
  fields: Partial<CardDefinition> = {},
): CardDefinition {
  return testCard({ name, kind: 'command', cost: 0, power: 0, text, ...fields });
}

/** A copy of `base` under another name (and id), with `changes` applied. */
export function renamed(
  base: CardDefinition,
  name: string,
  changes: Partial<CardDefinition> = {},
): CardDefinition {
  return { ...base, ...changes, id: `test/${name}`, name };
}
