import type { CardFilter } from '../../../core/cardTypes.js';
// 「あなたは自分の他のキャラクター1体を（選び、）破壊する」 (issue 22): `chooser` chooses characters on the
// battlefield on resolution — not targets (HF-5.4 does not apply, 「対象にならない」 does not protect them) — and
// 「それ」/「それら」 after it are the chosen ones (src/engine/choose.ts). Fewer matching characters than `count`:
// all of them (HF-5.9); none: the step fails, so a 「そうした場合」 part does not happen.
import { randomInt } from '../../../core/rng.js';
import { resolveCardRef, resolvePlayer, setChosen, setIt } from '../../conditions.js';
import { card } from '../../game.js';
import { isCharacter, matchesFilter } from '../../query.js';
import { isSetCardOnField } from '../../targets.js';
import type { OpExecutor } from '../types.js';

export const CHOOSE_ON_FIELD = 'chooseOnField';

export const chooseOnField: OpExecutor<'chooseOnField'> = (game, op, task) => {
  const ctx = task.ctx;
  const setOn = op.setOn;
  const byRef = typeof setOn === 'object' && 'ref' in setOn ? setOn.ref : undefined;
  const hosts = byRef !== undefined ? undefined : (setOn as CardFilter | 'self' | 'any' | undefined);
  const matches = (id: number) => matchesFilter(game, id, op.filter, ctx.controller, ctx.self);
  let options: number[];
  if (byRef !== undefined) {
    // 「それにセットされている…」 (issue 22): the cards set on the one card the reference names
    const host = resolveCardRef(game, byRef, ctx);
    options =
      host === null || card(game, host).zone !== 'battlefield'
        ? []
        : card(game, host).attachments.filter(matches);
  } else if (hosts === undefined)
    options = game.state.battlefield.filter((id) => isCharacter(game, id) && matches(id));
  else
    options = game.state.battlefield
      .flatMap((id) => [id, ...card(game, id).attachments])
      .filter(
        (id) =>
          isSetCardOnField(game, hosts === 'any' ? undefined : hosts, id, ctx.controller, ctx.self) &&
          matches(id),
      );
  setIt(ctx, []);
  setChosen(ctx, []);
  if (op.inFull && typeof op.count === 'number' && options.length < op.count) return 'fail'; // all or nothing
  const max = op.count === 'any' ? options.length : Math.min(op.count, options.length);
  if (max <= 0) return op.upTo ? 'ok' : 'fail';
  if (op.random) {
    // 「ランダムに選び」 (issue 22): the game's random generator chooses, one card at a time, nobody decides
    const pool = [...options];
    const picked: number[] = [];
    while (picked.length < max) picked.push(pool.splice(randomInt(game.state.rng, 0, pool.length - 1), 1)[0]);
    setIt(ctx, picked);
    setChosen(ctx, picked);
    return 'ok';
  }
  game.state.tasks.push({
    t: 'choose',
    player: resolvePlayer(game, op.chooser, ctx),
    prompt: CHOOSE_ON_FIELD,
    options,
    min: op.upTo ? 0 : max,
    max,
    picked: [],
    to: 'trash', // unused: the chosen cards stay where they are
    rest: 'stay',
    shuffle: null,
    ctxIt: true,
    restCards: [],
  });
  return 'ok';
};
