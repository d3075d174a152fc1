// The cards of test/fixtures/explain.hf (compiled by the DSL), which use the DSL v2 parts of the contract, for
// the explainer tests. One part of the contract has no DSL wording; it is added here, marked DSL-GAP.
import type { AutoAbility, CardDefinition } from '../../src/core/cardTypes.js';
import { fixtureCards } from '../helpers/fixtureCards.js';

const cards = fixtureCards('explain');

/** The auto ability at `index`, with `extra` fields. */
function withAutoFields(def: CardDefinition, index: number, extra: Partial<AutoAbility>): CardDefinition {
  const ability = def.abilities[index];
  if (ability?.kind !== 'auto') throw new Error(`${def.name}: ability ${index + 1} is not an auto ability`);
  const abilities = def.abilities.map((a, i) => (i === index ? { ...ability, ...extra } : a));
  return { ...def, abilities };
}

/** Several targets (「2体まで」), 「それら」, a next-turn duration, protection, a condition on a zone count. */
export const OATH = cards.card('盾の誓い');

/** Cost change, unaffected, an optional replacement, and an auto ability with once per turn, a condition,
 * 「…してもよい」 and modes (one with a target in the trash). */
export const GUARDIAN = withAutoFields(cards.card('守護竜'), 2, {
  // DSL-GAP: no wording for a condition checked when an auto ability triggers (AutoAbility.condition; 「…場合、」
  // in the effect is checked at resolution) or for 「…してもよい」 over a whole ability (AutoAbility.optional).
  condition: { kind: 'zoneSize', zone: 'hand', player: 'you', atMost: 3 },
  optional: true,
});

/** pick, 「それ」 after it, reveal, moveAll, a 「…限り」 duration, X chosen when paying, once per turn. */
export const SEEKER = cards.card('探索者');
