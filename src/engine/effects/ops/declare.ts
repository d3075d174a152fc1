// 「カード名を1つ宣言し」「「キャラクター」「コマンド」「セット」のいずれかを宣言する」「分類を1つ指定し」 (issue 22):
// the effect's controller declares a value when the step resolves (a 'declare' decision); a later filter of the
// same effect names it (CardFilter.declared, src/engine/declared.ts).
import type { OpExecutor } from '../types.js';

export const declare: OpExecutor<'declare'> = (game, op, task) => {
  game.state.tasks.push({ t: 'declareValue', ctx: task.ctx, what: op.what });
  return 'ok';
};
