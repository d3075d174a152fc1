// Costs paid with cards, one card at a time (HF-11.2 carnage, HF-12.4 [other text]): which cards can pay
// them and what paying with one does. Issue 22 adds characters on the battlefield: 「[あなたの他のキャラクター1体を
// 破壊する]」 and 「[…一体をトラッシュに置く]」.
import type { CardFilter, Cost, PlayerIndex } from '../core/cardTypes.js';
import type { CardCostKind, Task } from '../core/state.js';
import { setSleep } from './cardState.js';
import { destroyCard } from './destruction.js';
import { moveByEffect } from './effectMove.js';
import { type Game, card } from './game.js';
import { isCharacter, isIndestructible, matchesFilter } from './query.js';
import { moveCard } from './zones.js';

export type CostTask = Extract<Task, { t: 'cost' }>;

/**
 * The cost tasks an activation pushes, in bracket order (X: the chosen value of [カルネージX]). 「[あなたは1ダメージを
 * 受ける]」 is the ordinary damage to a player (HF-9.1, issue 22): guard cards one at a time, damage triggers too.
 */
export function cardCostTasks(
  costs: Cost[],
  player: PlayerIndex,
  source: number,
  x: number,
): (CostTask | Extract<Task, { t: 'damagePlayer' }>)[] {
  const out: (CostTask | Extract<Task, { t: 'damagePlayer' }>)[] = [];
  for (const c of costs) {
    if (c.kind === 'damage')
      out.push({ t: 'damagePlayer', player, remaining: c.amount, started: false, source });
    if (c.kind === 'carnage') out.push({ t: 'cost', player, kind: 'carnage', remaining: c.amount });
    if (c.kind === 'carnageX' && x > 0) out.push({ t: 'cost', player, kind: 'carnage', remaining: x });
    if (
      c.kind === 'discard' ||
      c.kind === 'destroy' ||
      c.kind === 'trashCharacter' ||
      c.kind === 'exileTrash' ||
      c.kind === 'trashAttached'
    )
      out.push({
        t: 'cost',
        player,
        kind: c.kind,
        remaining: c.count,
        ...(c.filter ? { filter: c.filter } : {}),
        source,
      });
  }
  return out;
}

/**
 * The cards that can pay one unit of a card cost now. A hand card for a discard cost must match its filter
 * (「[手札の《竜》を1枚捨てる]」). For a destroy cost, RULING (docs/engine.md): a character that cannot be
 * destroyed (HF-13.5 「破壊されない」) cannot pay it.
 */
export function costPool(
  game: Game,
  player: PlayerIndex,
  kind: CardCostKind,
  filter: CardFilter | undefined,
  source: number,
): number[] {
  const p = game.state.players[player];
  if (kind === 'carnage') return [...p.damageField];
  const fits = (id: number) => !filter || matchesFilter(game, id, filter, player, source);
  if (kind === 'discard') return p.hand.filter(fits);
  if (kind === 'exileTrash') return p.trash.filter(fits);
  // mech14: the cards set on the ability's source (HF-4.4), whoever owns them
  if (kind === 'trashAttached') return source >= 0 ? card(game, source).attachments.filter(fits) : [];
  if (kind === 'sleepCharacter') {
    // mech13: the player's active characters (HF-3.2)
    return game.state.battlefield.filter((id) => {
      const c = card(game, id);
      return c.controller === player && !c.sleep && isCharacter(game, id) && fits(id);
    });
  }
  return game.state.battlefield.filter(
    (id) =>
      isCharacter(game, id) &&
      fits(id) &&
      (kind !== 'destroy' || !isIndestructible(game, id, null, 'effect')),
  );
}

/** Whether every card cost of `costs` can be paid now (HF-12.4: "if you cannot, you cannot use it"). */
export function cardCostsPayable(game: Game, player: PlayerIndex, source: number, costs: Cost[]): boolean {
  for (const c of costs) {
    if (c.kind === 'carnage' && game.state.players[player].damageField.length < c.amount) return false;
    // RULING (docs/engine.md): a damage cost needs that many guard cards (paid in full, never a loss)
    if (c.kind === 'damage' && game.state.players[player].guardDeck.length < c.amount) return false;
    if (
      c.kind === 'discard' ||
      c.kind === 'destroy' ||
      c.kind === 'trashCharacter' ||
      c.kind === 'exileTrash' ||
      c.kind === 'trashAttached'
    )
      if (costPool(game, player, c.kind, c.filter, source).length < c.count) return false;
  }
  return true;
}

/**
 * Pays one unit with card `id`: carnage and discard put it into the trash; a destroy cost destroys it (its
 * "when destroyed" abilities trigger, HF-9.6); a trash cost puts it into its owner's trash without destroying
 * it (HF-9.7). RULING (docs/engine.md): a replacement effect may replace that destruction or move (HF-5.11);
 * the cost still counts as paid.
 */
export function payCardCost(game: Game, task: CostTask, id: number): void {
  if (task.kind === 'destroy') {
    destroyCard(game, id, 'effect', null);
    return;
  }
  if (task.kind === 'trashCharacter') {
    moveByEffect(game, id, 'trash', { controller: task.player });
    return;
  }
  // 「[あなたのトラッシュのカードを1枚ゲームから除外する]」 (i22ta9): the chosen trash card leaves the game
  if (task.kind === 'sleepCharacter') {
    setSleep(game, id, true); // mech13: 「…追加コストとして、自分のアクティブであるキャラクター一体をスリープにしてもよい」
    return;
  }
  if (task.kind === 'exileTrash') {
    moveCard(game, id, 'excluded');
    return;
  }
  // 「[このキャラクターにセットされているカード1枚をトラッシュに置く]」 (mech14): to its owner's trash (HF-3.4), not
  // destroyed; moveCard detaches it from the host
  if (task.kind === 'trashAttached') {
    moveCard(game, id, 'trash');
    return;
  }
  if (card(game, id).zone !== 'trash') moveCard(game, id, 'trash');
}
