// Granting to every matching character — no target.
import { groupRuleFlag } from '../../../core/groupRules.js';
import { addGroupRule, groupRuleUntil } from '../../groupRules.js';
import { addLastingEffect } from '../../lasting.js';
import { effectOrigin, unaffectedBy } from '../../protection.js';
import { isCharacter, matchesFilter } from '../../query.js';
import type { OpExecutor } from '../types.js';

export const grantAll: OpExecutor<'grantAll'> = (game, op, task) => {
  const ctx = task.ctx;
  // RULING (groupRules.ts): what the group may do, for a number of turns, holds for later characters too
  const flag = groupRuleFlag(op.grant);
  const until = flag === null ? null : groupRuleUntil(game, ctx.controller, op.duration);
  if (flag !== null && until !== null) {
    const origin = effectOrigin(game, ctx);
    addGroupRule(game, { flag, filter: op.filter, controller: ctx.controller, origin, until });
    return 'ok';
  }
  const affected = game.state.battlefield.filter(
    (id) =>
      isCharacter(game, id) &&
      matchesFilter(game, id, op.filter, ctx.controller, ctx.self) &&
      !unaffectedBy(game, id, ctx), // HF-5.12
  );
  for (const id of affected) addLastingEffect(game, ctx, id, { kind: 'grant', grant: op.grant }, op.duration);
  return 'ok';
};
