// 「あなたのトラッシュからキャラクターカードを1枚選び、手札に加える」: cards (not targets) chosen on
// resolution by `chooser` in a zone of `player`, then moved to `to`; 「それ」/「それら」 after it are the
// chosen cards (src/engine/choose.ts). Fewer matching cards than `count`: all of them (HF-5.9); none when
// `count` are required: the step fails.
import { evaluateValue, resolvePlayer, setChosen, setIt } from '../../conditions.js';
import { bindDeclared } from '../../declared.js';
import { canEnterByEffect, entersBattlefield } from '../../effectMove.js';
import { log } from '../../game.js';
import { matchesFilter } from '../../query.js';
import { cardsInZone } from '../../zones.js';
import type { OpExecutor } from '../types.js';
import { randomPick } from './randomPick.js';

export const pick: OpExecutor<'pick'> = (game, op, task) => {
  const ctx = task.ctx;
  const filter = bindDeclared(op.filter, ctx); // 「宣言した名前の」 (issue 22)
  const owner = resolvePlayer(game, op.player, ctx);
  const count = evaluateValue(game, op.count, ctx);
  // 「手札かトラッシュから」 (i22m9): the cards of both zones are offered together
  const zones = op.alsoFrom ? [op.from, op.alsoFrom] : [op.from];
  const options = zones
    .flatMap((z) => [...cardsInZone(game, z, owner)])
    .filter(
      (id) =>
        (!filter || matchesFilter(game, id, filter, ctx.controller, ctx.self)) &&
        !(op.exceptChosen && ctx.chosen?.includes(id)) && // 「今加えたカード以外の」 (issue 22)
        (!entersBattlefield(op.to) || canEnterByEffect(game, id)),
    );
  setIt(ctx, []);
  setChosen(ctx, []); // nothing chosen yet (「この方法で…したカード1枚につき」)
  // 「対戦相手の手札を見て、その中から…」: the chooser sees the whole zone (issue 22)
  if (op.seeAll)
    log(game, {
      type: 'lookAt',
      player: resolvePlayer(game, op.chooser, ctx),
      cards: [...cardsInZone(game, op.from, owner)],
    });
  if (op.inFull && options.length < count) return 'fail'; // all or nothing (RULING, docs/engine.md)
  const max = Math.min(count, options.length);
  if (max <= 0) return op.upTo || count <= 0 ? 'ok' : 'fail';
  // 「ランダムに選び」 (i22tb6): chosen now by the game's random generator; the choice is made, nobody is asked
  const picked = op.random ? randomPick(game, options, max) : [];
  game.state.tasks.push({
    t: 'choose',
    player: resolvePlayer(game, op.chooser, ctx),
    prompt: 'pick',
    options: op.random ? picked : [...options],
    min: op.random ? max : op.upTo ? 0 : max,
    max,
    picked,
    to: op.to,
    rest: 'stay',
    shuffle: zones.includes('mainDeck') ? owner : null, // a deck looked through is shuffled (as search)
    ctxIt: true,
    restCards: [],
  });
  return 'ok';
};
