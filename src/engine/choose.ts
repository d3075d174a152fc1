// Choices inside an effect: pick cards one at a time, then move picked and unpicked cards.
import type { PlayerIndex } from '../core/cardTypes.js';
import type { EffectContext, Task } from '../core/state.js';
import { setSleep } from './cardState.js';
import { setChosen, setIt } from './conditions.js';
import { destroyCards } from './destruction.js';
import { entersBattlefield, moveByEffect } from './effectMove.js';
import { ACTIVATE_ENERGY_PROMPT } from './effects/ops/activateEnergy.js';
import { CHOOSE_IN_ZONE } from './effects/ops/chooseInZone.js';
import { CHOOSE_ON_FIELD } from './effects/ops/chooseOnField.js';
import { DESTROY_PROMPT } from './effects/ops/destroyChosen.js';
import { SLEEP_ENERGY_PROMPT } from './effects/ops/sleepEnergy.js';
import { type Game, card, log } from './game.js';
import { removeTask } from './taskStack.js';
import { shuffleList } from './trail.js';
import { moveCard } from './zones.js';

type ChooseTask = Extract<Task, { t: 'choose' }>;

export function chooseOptions(task: ChooseTask): number[] {
  return task.options.filter((id) => !task.picked.includes(id));
}

export function stepChoose(game: Game, task: ChooseTask): void {
  const open = chooseOptions(task);
  const done = task.picked.length >= task.max || open.length === 0;
  if (!done) {
    game.state.pending = { kind: 'choose', player: task.player, prompt: task.prompt };
    return;
  }
  removeTask(game, task);
  finishChoose(game, task);
}

/**
 * With `ctxIt` (pick), the process that asked for the choice is right below it: its 「それ」/「それら」 become
 * the picked cards, and a card put onto the battlefield enters under its controller.
 */
function askingContext(game: Game, task: ChooseTask): EffectContext | null {
  if (!task.ctxIt) return null;
  const below = game.state.tasks[game.state.tasks.length - 1];
  return below?.t === 'process' ? below.ctx : null;
}

const ORDER_TOP = 'orderTop';
const ORDER_BOTTOM = 'orderBottom';

/**
 * RULING (docs/engine.md, 「残りを…に置く」): the rest of the cards looked at go back in the order their deck's
 * owner chooses, one card at a time (the first chosen ends up highest), unless the text says otherwise. One
 * card needs no choice.
 */
function askOrder(game: Game, rest: number[], where: 'top' | 'bottom', by: PlayerIndex | 'owner'): void {
  if (rest.length === 0) return;
  if (rest.length === 1) {
    if (where === 'bottom') moveCard(game, rest[0], 'mainDeck', { toBottom: true });
    return;
  }
  game.state.tasks.push({
    t: 'choose',
    player: by === 'owner' ? card(game, rest[0]).owner : by,
    prompt: where === 'top' ? ORDER_TOP : ORDER_BOTTOM,
    options: rest,
    min: rest.length,
    max: rest.length,
    picked: [],
    to: where === 'top' ? 'mainTop' : 'mainBottom',
    rest: 'stay',
    shuffle: null,
    ctxIt: false,
    restCards: [],
  });
}

/**
 * 「そうでなければ、そのカードをメインデッキの一番上か一番下に置く」 (i22x8): the cards the pick left are still on top of the
 * deck; `by` chooses those that go to the bottom (none: they stay on top), as 「…を見て、一番上か一番下に置く」 asks. The
 * bottom ones go in the order chosen; `by` then orders those left on top (one card needs no order). A look with no pick
 * (「上から2枚を見て、好きな順番で一番上か一番下に置く」) is not this: it is a pick to the bottom (mech17).
 */
function askTopOrBottom(game: Game, rest: number[], by: PlayerIndex): void {
  if (rest.length === 0) return;
  game.state.tasks.push({
    t: 'choose',
    player: by,
    prompt: 'lookAtTop',
    options: rest,
    min: 0,
    max: rest.length,
    picked: [],
    to: 'mainBottom',
    rest: 'topByChooser',
    shuffle: null,
    ctxIt: false,
    restCards: rest,
  });
}

function finishChoose(game: Game, task: ChooseTask): void {
  const ctx = askingContext(game, task);
  // RULING (docs/engine.md, 「Xは…を選び、登場させる」): a chosen card put onto the battlefield enters under the
  // player who chose it (「このキャラクターのプレイヤーは、自分のトラッシュから…を選び、登場させる」); by default that
  // is the ability's controller (issue 22)
  const entering = task.ctxIt && entersBattlefield(task.to); // played too (m10a): by the chooser
  const opts = {
    controller: entering ? task.player : (ctx?.controller ?? task.player),
    applied: ctx?.replaced,
  };
  if (task.prompt === ORDER_TOP || task.prompt === ORDER_BOTTOM) {
    // an order choice (askOrder): the first card chosen ends up highest; the cards stay in the deck
    const order = task.prompt === ORDER_TOP ? [...task.picked].reverse() : task.picked;
    for (const id of order) moveCard(game, id, 'mainDeck', { toBottom: task.prompt === ORDER_BOTTOM });
    return;
  }
  if (task.prompt === ACTIVATE_ENERGY_PROMPT) {
    // 「…エネルギーを2枚まで選び、アクティブにする」 (fixj7): the picked asleep energies become active
    for (const id of task.picked) setSleep(game, id, false);
    return;
  }
  if (task.prompt === SLEEP_ENERGY_PROMPT) {
    // 「対戦相手のアクティブのエネルギーを2まいまでえらび、スリープにする」 (sc12): the picked energies go to sleep
    for (const id of task.picked) setSleep(game, id, true);
    return;
  }
  if (ctx) setChosen(ctx, task.picked); // 「この方法で…したカード1枚につき」 (issue 22)
  if (task.prompt === CHOOSE_ON_FIELD || task.prompt === CHOOSE_IN_ZONE) {
    if (ctx) setIt(ctx, task.picked); // chosen on the battlefield (or in a zone): they stay, the next step acts on them
    return;
  }
  if (task.prompt === DESTROY_PROMPT) {
    // issue 22 (destroyChosen): the chosen characters are destroyed at once (HF-9.6); 「それ」 = those destroyed
    const list = task.picked.map((id) => ({
      id,
      reason: 'effect' as const,
      byAttack: null,
      applied: ctx?.replaced,
    }));
    const destroyed = destroyCards(game, list);
    if (ctx) {
      setIt(ctx, destroyed);
      setChosen(ctx, destroyed);
    }
    return;
  }
  if (task.reveal)
    for (const id of task.picked)
      log(game, { type: 'reveal', player: card(game, id).owner, card: id, reason: 'effect' });
  for (const id of task.picked) moveByEffect(game, id, task.to, opts);
  if (ctx) setIt(ctx, task.picked);
  const rest = task.restCards.filter((id) => !task.picked.includes(id));
  if (task.rest === 'top' || task.rest === 'bottom') askOrder(game, rest, task.rest, 'owner');
  if (task.rest === 'topByChooser') askOrder(game, rest, 'top', task.player);
  if (task.rest === 'bottomByChooser') askOrder(game, rest, 'bottom', task.player);
  if (task.rest === 'topOrBottomByChooser') askTopOrBottom(game, rest, task.player);
  if (task.rest === 'trash') for (const id of rest) moveCard(game, id, 'trash');
  if (task.shuffle !== null) {
    shuffleList(game, game.state.players[task.shuffle].mainDeck);
    log(game, { type: 'shuffle', player: task.shuffle, zone: 'mainDeck' });
  }
}
