// 「あなたは自分の他のキャラクター1体を破壊する」「…を好きな数破壊してもよい」 (issue 22): characters chosen on
// resolution (not targets, HF-5.4) by `chooser`, then destroyed at the same time (HF-9.6). Fewer matching
// characters than `count`: all of them (HF-5.9). 「それ」 after it are the characters actually destroyed (none
// when nothing was: 「破壊できなかった場合」 reads that, src/engine/choose.ts).
import { resolvePlayer, setIt } from '../../conditions.js';
import { unaffectedBy } from '../../protection.js';
import { isCharacter, matchesFilter } from '../../query.js';
import type { OpExecutor } from '../types.js';

/** The prompt of the choice; choose.ts destroys the picked characters when it ends. */
export const DESTROY_PROMPT = 'destroy';

export const destroyChosen: OpExecutor<'destroyChosen'> = (game, op, task) => {
  const ctx = task.ctx;
  const options = game.state.battlefield.filter(
    (id) =>
      isCharacter(game, id) &&
      matchesFilter(game, id, op.filter, ctx.controller, ctx.self) &&
      !unaffectedBy(game, id, ctx), // HF-5.12
  );
  setIt(ctx, []);
  // inFull: fewer than `count` destroys none, so 「そうした場合」 does not happen (RULING, docs/engine.md)
  if (op.inFull && options.length < (op.count ?? 0)) return 'ok';
  const max = Math.min(op.count ?? options.length, options.length);
  if (max <= 0) return 'ok'; // nothing to destroy: 「破壊できなかった場合」 follows
  game.state.tasks.push({
    t: 'choose',
    player: resolvePlayer(game, op.chooser, ctx),
    prompt: DESTROY_PROMPT,
    options,
    min: op.upTo || op.count === undefined ? 0 : max,
    max,
    picked: [],
    to: 'trash',
    rest: 'stay',
    shuffle: null,
    ctxIt: true,
    restCards: [],
  });
  return 'ok';
};
