// What the bots weigh about a unit's keywords, read from the keywords' definitions (rules/keywords.hf via
// src/keywords.ts), never from their names: a keyword a designer adds is weighed by what it does.
import type { KeywordName } from '../../core/cardTypes.js';
import { isKnownKeyword, keywordAbilities, keywordTriggersOn } from '../../keywords.js';

/** HF-13.1-like: a successful defense deals damage back to the attacker (【反撃】). */
export function strikesBack(keywords: ReadonlySet<KeywordName>): boolean {
  for (const k of keywords) if (keywordTriggersOn(k, 'defenseSucceededDamage')) return true;
  return false;
}

/** HF-13.3-like: destroying a character by attack does something more (【貫通】 damages its player). */
export function pierces(keywords: ReadonlySet<KeywordName>): boolean {
  for (const k of keywords) if (keywordTriggersOn(k, 'destroysByAttack')) return true;
  return false;
}

/** HF-13.4-like: extra damage the unit's attack deals to a player (【強撃】 +1), once per distinct keyword. */
export function playerDamageBonus(keywords: ReadonlySet<KeywordName>): number {
  let bonus = 0;
  for (const k of keywords) {
    if (!isKnownKeyword(k)) continue;
    for (const a of keywordAbilities(k))
      if (a.kind === 'static')
        for (const e of a.effects) if (e.kind === 'playerAttackDamageBonus') bonus += e.amount;
  }
  return bonus;
}
