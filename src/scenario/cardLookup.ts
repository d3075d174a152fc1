// The cards a scenario's setup names, looked up in its library: an unknown name is a file:line mistake with a
// 「もしかして」 (or the set that has it). nb17: every unknown name of the setup is found before the board is built,
// so a file with several is reported once, all of them.
import type { CardDefinition } from '../core/cardTypes.js';
import { closestName } from '../deck/suggest.js';
import { cardInOtherSet } from './library.js';
import { type Scenario, ScenarioError, type Side } from './types.js';

type Entry = { name: string; line: number };

/** The mistake of a name the library does not have. */
export function unknownCard(scenario: Scenario, library: ReadonlyMap<string, CardDefinition>, entry: Entry) {
  const hint = closestName(entry.name, [...library.keys()]);
  const other = hint === undefined ? cardInOtherSet(entry.name, scenario.cards, closestName) : undefined;
  const why = hint
    ? `（「${hint}」のことですか？）`
    : other
      ? `（${other.name === entry.name ? '' : `「${other.name}」のことですか？ `}「${other.name}」はセット ${other.set} のカードです：cards: [${[...scenario.cards, other.set].join(', ')}] と書いてください）`
      : `（cards: [${scenario.cards.join(', ')}] にも、ほかのセットにも、似た名前のカードはありません）`;
  return new ScenarioError(scenario.file, entry.line, `不明なカード「${entry.name}」${why}`);
}

/** Every card entry of the setup (blank energies have no name). */
function setupEntries(scenario: Scenario): Entry[] {
  return (['A', 'B'] as Side[]).flatMap((side) => {
    const p = scenario.setup.players[side];
    return [
      ...p.battlefield.flatMap((b) => [b, ...b.set]),
      ...p.hand,
      ...p.mainDeck,
      ...p.guardDeck,
      ...p.energy,
      ...p.trash,
      ...p.damageField,
      ...p.extraDeck,
      ...p.excluded,
    ];
  });
}

/** The mistakes of every name of the setup the library does not have, in the order build meets them. */
export function unknownCards(
  scenario: Scenario,
  library: ReadonlyMap<string, CardDefinition>,
): ScenarioError[] {
  return setupEntries(scenario)
    .filter((e) => e.name !== '' && !library.has(e.name))
    .map((e) => unknownCard(scenario, library, e));
}
