// What a character may do, as grants in force say: 「攻撃できない」「防御できない」「…の攻撃は防御されない」
// 「プレイヤーを攻撃できない」「アクティブにならない」 — from a lasting grant to this object, a static ability, or a
// rule on a group it belongs to (groupRules.ts, issue 22).
import { type Game, card } from './game.js';
import { groupRuleHolds } from './groupRules.js';
import { activeStatics, staticAffects } from './query.js';

export type GrantFlag =
  | 'cannotAttack'
  | 'cannotDefend'
  | 'cannotAttackPlayer'
  | 'cannotAttackCharacter' // mech17: 「…はキャラクターを攻撃できない」 (attackTargets.ts)
  | 'cannotBeAttacked' // mech17: 「…は攻撃されない」 (attackTargets.ts)
  | 'noUntap'
  | 'entersAsleep'
  | 'unblockable'
  | 'attackTax'
  | 'cannotActivate'; // mech16: 「…は起動能力を使用できない」 (activationBan.ts)

export function hasGrantFlag(game: Game, id: number, flag: GrantFlag): boolean {
  const c = card(game, id);
  for (const e of game.state.effects) {
    if (e.kind === 'grant' && e.card === id && e.cardSeq === c.seq && e.grant && flag in e.grant) return true;
  }
  for (const s of activeStatics(game))
    if (s.effect.kind === 'grant' && flag in s.effect.grant && staticAffects(game, s, id)) return true;
  return (
    flag !== 'noUntap' &&
    flag !== 'attackTax' &&
    flag !== 'entersAsleep' &&
    flag !== 'cannotActivate' &&
    groupRuleHolds(game, id, flag)
  );
}
