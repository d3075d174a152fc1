// 「その攻撃は失敗する」「その攻撃を失敗させる」 (issue 22): 000 ■攻撃 lets a card's effect make an attack fail.
// The attack in progress ends at once: no defense is asked and no attack damage is dealt (RULING, docs/engine.md).
// With no attack in progress, or once its damage is being dealt, the step cannot be carried out.
import { log } from '../../game.js';
import type { OpExecutor } from '../types.js';

export const ATTACK_FAILED_BY_EFFECT = 'カードの効果で攻撃が失敗した';

export const failAttack: OpExecutor<'failAttack'> = (game) => {
  const c = game.state.combat;
  if (c === null || c.stage === 'damage' || c.stage === 'done') return 'fail';
  log(game, { type: 'attackFails', attacker: c.attacker, why: ATTACK_FAILED_BY_EFFECT });
  game.state.combat = null;
  return 'ok';
};
