// mech17 (issue 22): what an attack may be declared against (HF-8.1) beyond the rules' own choice (the opponent, or an
// asleep character of theirs): 「…はキャラクターを攻撃できない」 (the attacker may attack the opponent only) and 「…は
// 攻撃されない」 (the character cannot be chosen as an attack's target). Both are grants (grantFlags.ts) from a lasting
// effect, a continuous ability or a rule on a group; RULING «Attack targets restricted» (docs/engine.md). They restrict
// the declaration only: a defender that 「攻撃されない」 still defends and becomes the target (HF-8.4).
import type { Game } from './game.js';
import { type GrantFlag, hasGrantFlag } from './grantFlags.js';
import { activeStatics } from './query.js';

/** Whether `attacker` may choose an opposing character as its attack's target. */
export function mayAttackCharacters(game: Game, attacker: number): boolean {
  return !hasGrantFlag(game, attacker, 'cannotAttackCharacter');
}

/**
 * The asleep opposing characters (`targets`) that may be attacked: all of them unless some grant in force says
 * 「攻撃されない」 (one scan of the effects, statics and group rules; nothing else when none does).
 */
export function attackableTargets(game: Game, targets: number[]): number[] {
  if (targets.length === 0 || !anyGrantOf(game, 'cannotBeAttacked')) return targets;
  return targets.filter((id) => !hasGrantFlag(game, id, 'cannotBeAttacked'));
}

function anyGrantOf(game: Game, flag: GrantFlag & ('cannotBeAttacked' | 'cannotAttackCharacter')): boolean {
  for (const e of game.state.effects) if (e.kind === 'grant' && e.grant && flag in e.grant) return true;
  for (const s of activeStatics(game)) if (s.effect.kind === 'grant' && flag in s.effect.grant) return true;
  for (const p of game.state.players) for (const r of p.groupRules ?? []) if (r.flag === flag) return true;
  return false;
}
