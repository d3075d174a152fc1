// issue 22: 「対戦相手は次のあなたのターン終了時まで、コスト3以下のコマンドをプレイできない」 (src/engine/playBans.ts).
import { resolvePlayer } from '../../conditions.js';
import { addPlayBan, banUntil } from '../../playBans.js';
import type { OpExecutor } from '../types.js';

export const banPlay: OpExecutor<'banPlay'> = (game, op, task) => {
  const player = resolvePlayer(game, op.player, task.ctx);
  const controller = task.ctx.controller;
  addPlayBan(game, player, {
    ...(op.filter ? { filter: op.filter } : {}),
    controller,
    until: banUntil(game, controller, op.until),
  });
  return 'ok';
};
