// 「その攻撃は失敗する」「その攻撃を失敗させる」 (issue 22): 000 ■攻撃 lets a card's effect make an attack fail.
// The attack in progress ends at once: no defense is asked and no attack damage is dealt (RULING, docs/engine.md).
// With no attack in progress, or once its damage is being dealt, the step cannot be carried out.
// 「…を対象とし、その攻撃を失敗させる」 (`of`): the target's attack — an illegal target fails the process (HF-5.6),
// and a target that is no longer the attacker leaves the attack in progress alone.
import { resolveCardRef } from '../../conditions.js';
import { log } from '../../game.js';
import type { OpExecutor } from '../types.js';

export const ATTACK_FAILED_BY_EFFECT = 'カードの効果で攻撃が失敗した';

export const failAttack: OpExecutor<'failAttack'> = (game, op, task) => {
  const c = game.state.combat;
  if (c === null || c.stage === 'damage' || c.stage === 'done') return 'fail';
  if (op.of !== undefined && resolveCardRef(game, op.of, task.ctx) !== c.attacker) return 'fail';
  log(game, { type: 'attackFails', attacker: c.attacker, why: ATTACK_FAILED_BY_EFFECT });
  game.state.combat = null;
  return 'ok';
};
