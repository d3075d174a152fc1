// Last known information (HF-9.6): what a card was on the battlefield — its controller, power and traits — kept by
// the effect that moved it away, so its later processes can still ask (「破壊したキャラクターが破壊される直前の
// パワー」, 「それを手札に戻す。その後、それが《ダイバー》を持っていたなら」: issue 22, t18b).
import type { EffectContext } from '../core/state.js';
import type { Game } from './game.js';

/**
 * Adds `added` to the last known information of the process being resolved and of its effect task (the nearest
 * 'effect' task below with the same card), whose later processes start from it. Objects are replaced, never
 * edited (snapshot.ts copies contexts shallowly).
 */
export function creditLastKnown(game: Game, added: EffectContext['lki']): void {
  const tasks = game.state.tasks;
  const top = tasks[tasks.length - 1];
  if (top?.t !== 'process' || Object.keys(added).length === 0) return;
  top.ctx.lki = { ...top.ctx.lki, ...added };
  for (let i = tasks.length - 2; i >= 0; i--) {
    const t = tasks[i];
    if (t.t !== 'effect') continue;
    if (t.ctx.self === top.ctx.self && t.ctx.source === top.ctx.source && t.ctx !== top.ctx)
      t.ctx.lki = { ...t.ctx.lki, ...added };
    return;
  }
}
