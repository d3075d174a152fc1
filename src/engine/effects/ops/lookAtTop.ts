// "メインデッキを上からN枚見る" — with fewer than N cards it fails and does not reload (HF-10.3, HF-17.4).
// `reveal`: 「…を公開する」, every player sees them; `pick.exact`: 「1枚を選び」; `pick.reveal`: the chosen cards
// are revealed (「公開して手札に加える」); `orderBy: 'looker'`: 「好きな順番で」, top or bottom (issue 22); rest 'topOrBottom':
// 「そうでなければ、そのカードを…一番上か一番下に置く」, the chooser picks the cards left that go to the bottom (i22x8).
import { evaluateValue, resolvePlayer } from '../../conditions.js';
import { bindDeclared } from '../../declared.js';
import { log } from '../../game.js';
import { matchesFilter } from '../../query.js';
import type { OpExecutor } from '../types.js';

export const lookAtTop: OpExecutor<'lookAtTop'> = (game, op, task) => {
  const player = resolvePlayer(game, op.player, task.ctx);
  const deck = game.state.players[player].mainDeck;
  // mech23: 「上からX枚」 — X read now; none to look at (X = 0) is a step not carried out (RULING «A counted look»)
  const count = typeof op.count === 'number' ? op.count : evaluateValue(game, op.count, task.ctx);
  if (count <= 0 || deck.length < count) return 'fail';
  const looked = deck.slice(0, count);
  // 「対戦相手は…を見る。そのカードを…てもよい」: the player the text names looks and chooses (issue 22)
  const chooser = op.chooser ? resolvePlayer(game, op.chooser, task.ctx) : task.ctx.controller;
  log(game, { type: 'lookAt', player: chooser, cards: looked });
  // 「…を公開する」 (issue 22): every player sees them
  if (op.reveal) for (const id of looked) log(game, { type: 'reveal', player, card: id, reason: 'effect' });
  const pick = op.pick;
  const pickFilter = bindDeclared(pick?.filter, task.ctx); // 「その中の宣言した種別のカード」 (issue 22)
  const options = pick
    ? looked.filter(
        (id) => !pickFilter || matchesFilter(game, id, pickFilter, task.ctx.controller, task.ctx.self, false),
      )
    : [];
  const max = pick ? Math.min(pick.upTo, options.length) : 0;
  game.state.tasks.push({
    t: 'choose',
    player: chooser,
    prompt: 'lookAtTop',
    options,
    min: pick?.exact ? max : 0, // 「1枚を選び」: one must be chosen when one can be
    max,
    picked: [],
    to: pick?.to ?? 'hand',
    rest: restMode(op),
    ...(pick?.reveal ? { reveal: true as const } : {}),
    shuffle: op.rest === 'shuffle' ? player : null, // 「残りを…に戻してシャッフルする」
    ctxIt: false,
    restCards: looked,
  });
  return 'ok';
};

function restMode(
  op: Parameters<OpExecutor<'lookAtTop'>>[1],
): 'stay' | 'top' | 'bottom' | 'trash' | 'topByChooser' | 'bottomByChooser' | 'topOrBottomByChooser' {
  if (op.rest === 'keep' || op.rest === 'shuffle') return 'stay';
  if (op.rest === 'topOrBottom') return 'topOrBottomByChooser';
  if (op.orderBy !== 'looker' || op.rest === 'trash') return op.rest;
  return op.rest === 'top' ? 'topByChooser' : 'bottomByChooser';
}
