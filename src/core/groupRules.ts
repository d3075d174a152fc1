// Which grants to 「…全て」/「あなたのキャラクター」 are rules on a group that hold for characters entering later too,
// and for which durations (RULING, docs/engine.md «A rule on a group, for a while»; src/engine/groupRules.ts).
// One place, read by the engine and by explain.
import type { Duration, Grant } from './cardTypes.js';
import type { GroupRuleFlag } from './state.js';

const FLAGS: readonly GroupRuleFlag[] = [
  'cannotAttack',
  'cannotDefend',
  'unblockable',
  'cannotAttackPlayer',
  'cannotAttackCharacter', // mech17
  'cannotBeAttacked', // mech17
];

/** The rule a grant makes, when it is one on what a group may do (not what its characters are). */
export function groupRuleFlag(grant: Grant): GroupRuleFlag | null {
  for (const f of FLAGS) if (f in grant) return f;
  return null;
}

/** Durations counted in turns: a rule on a group lasts that long. */
export function isTurnDuration(duration: Duration): boolean {
  return (
    duration === 'endOfTurn' || duration === 'untilYourNextTurnEnd' || duration === 'untilOpponentNextTurnEnd'
  );
}

/** Does this grant to every matching character hold for characters that enter later, too? */
export function grantsToGroup(grant: Grant, duration: Duration): boolean {
  return groupRuleFlag(grant) !== null && isTurnDuration(duration);
}
