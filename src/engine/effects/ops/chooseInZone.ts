// Issue 22: 「あなたは手札を1枚選び、（裏向きでこのキャラクターにセットする）」 — `count` cards of a zone chosen on
// resolution (not targets) by `chooser`; they stay where they are and are 「それ」/「それら」 for the next step
// (src/engine/choose.ts). Fewer matching cards: all of them (HF-5.9); none: the step fails, so the next part
// (the set) does not happen.
import { resolvePlayer, setChosen, setIt } from '../../conditions.js';
import { matchesFilter } from '../../query.js';
import { cardsInZone } from '../../zones.js';
import type { OpExecutor } from '../types.js';

export const CHOOSE_IN_ZONE = 'chooseInZone';

export const chooseInZone: OpExecutor<'chooseInZone'> = (game, op, task) => {
  const ctx = task.ctx;
  const owner = resolvePlayer(game, op.player, ctx);
  const options = cardsInZone(game, op.from, owner).filter(
    (id) => !op.filter || matchesFilter(game, id, op.filter, ctx.controller, ctx.self),
  );
  setIt(ctx, []);
  setChosen(ctx, []);
  if (op.inFull && options.length < op.count) return 'fail'; // all or nothing (RULING, docs/engine.md)
  const max = Math.min(op.count, options.length);
  if (max <= 0) return op.upTo ? 'ok' : 'fail';
  game.state.tasks.push({
    t: 'choose',
    player: resolvePlayer(game, op.chooser, ctx),
    prompt: CHOOSE_IN_ZONE,
    options: [...options],
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
