// Interruption windows and the chain of waiting actions (HF-7).
import type { ActivatedAbility, PlayerIndex } from '../core/cardTypes.js';
import type { ChainItem, EffectContext, Task } from '../core/state.js';
import { keywordPrintedName } from '../keywords.js';
import { effectContext } from './context.js';
import { touchBoard } from './derived.js';
import { setEnterState } from './enterState.js';
import { type Game, card, defOf, log, logging, other } from './game.js';
import { processesWithModes, specsWithModes } from './modes.js';
import { abilitiesOf, hasKeyword, kindOf, requiredDefenderKeywords, worldSetOf } from './query.js';
import { isLegalTarget } from './targets.js';
import { removeTask } from './taskStack.js';
import { writeController } from './trail.js';
import {
  queueDefenseSucceededTriggers,
  queueEnterTriggers,
  queueLeaveTriggers,
  queueLeaveTriggersOfAttached,
  queueSetTriggers,
} from './triggers.js';
import { attach, moveCard } from './zones.js';

/** HF-7.1: the other player holds the window an action opens. */
export function openWindow(game: Game, causedBy: PlayerIndex, openedByPass: boolean): void {
  game.state.window = { holder: other(causedBy), openedByPass };
  if (logging(game)) log(game, { type: 'windowOpen', holder: other(causedBy), openedByPass });
}

export function declareChainItem(game: Game, item: ChainItem): void {
  game.state.chain.push(item);
  openWindow(game, item.player, false);
}

/** HF-7.4: pass opens a window for the other player; a pass answering a pass closes it and resolves LIFO. */
export function passWindow(game: Game, player: PlayerIndex): void {
  const s = game.state;
  if (logging(game)) log(game, { type: 'pass', player });
  if (s.window?.openedByPass) {
    s.window = null;
    if (logging(game)) log(game, { type: 'windowClose' });
    s.resolving = true; // HF-7.5
    s.tasks.push({ t: 'resolveChain' });
    return;
  }
  openWindow(game, player, true);
}

export function resolveChainStep(game: Game, task: Extract<Task, { t: 'resolveChain' }>): void {
  const s = game.state;
  const item = s.chain.pop();
  if (!item) {
    s.resolving = false;
    removeTask(game, task);
    return;
  }
  resolveItem(game, item);
}

function resolveItem(game: Game, item: ChainItem): void {
  switch (item.kind) {
    case 'play':
      return resolvePlay(game, item);
    case 'ability':
      return resolveAbility(game, item);
    case 'attack':
      return resolveAttack(game, item);
    case 'defense':
      return resolveDefense(game, item);
    case 'phaseEnd':
      if (logging(game)) log(game, { type: 'resolve', item: 'phaseEnd', card: null, ok: true });
      return;
  }
}

function enterBattlefield(game: Game, id: number, controller: PlayerIndex): void {
  moveCard(game, id, 'battlefield', { faceUp: true });
  writeController(game, card(game, id), controller);
  touchBoard(game);
  setEnterState(game, id, false); // HF-4.2: enters active unless 「…はスリープで登場する」 applies (i22m9)
  log(game, { type: 'enter', card: id, controller, faceDown: false });
}

function resolvePlay(game: Game, item: Extract<ChainItem, { kind: 'play' }>): void {
  const def = defOf(game, item.card);
  if (item.negated) {
    log(game, { type: 'resolve', item: 'play', card: item.card, ok: false, why: '無効にされた' });
    moveCard(game, item.card, 'trash');
    return;
  }
  log(game, { type: 'resolve', item: 'play', card: item.card, ok: true });
  if (def.kind === 'character') {
    enterBattlefield(game, item.card, item.player);
    queueEnterTriggers(game, item.card, item.from, true);
    return;
  }
  if (def.kind === 'worldSet') {
    const old = worldSetOf(game, item.player);
    if (old !== null) {
      queueLeaveTriggers(game, old, 'trash'); // issue 22
      queueLeaveTriggersOfAttached(game, old);
      moveCard(game, old, 'trash'); // HF-4.6: one world set per player
    }
    enterBattlefield(game, item.card, item.player);
    queueEnterTriggers(game, item.card, item.from, true);
    return;
  }
  const ctx = effectContext(game, item.player, item.card, item.card, {
    targets: item.targets,
    specs: specsWithModes(def.targets, def.modal, item.modes),
  });
  if (item.extraPaid) ctx.extraPaid = true; // mech13: 「このカードの追加コストを支払っていた場合」
  if (def.kind === 'command') {
    game.state.tasks.push({ t: 'finishPlay', card: item.card }); // HF-4.3, HF-10.2: trash after resolving
    const processes = processesWithModes(def.effect, def.targets, def.modal, item.modes); // RULING HF-5.13
    if (processes.length > 0) pushEffect(game, ctx, processes);
    return;
  }
  resolveSetCard(game, item, ctx);
}

/** HF-4.4, HF-5.8: a set card is set on its host, or goes to the trash if the host is no longer legal. */
function resolveSetCard(game: Game, item: Extract<ChainItem, { kind: 'play' }>, ctx: EffectContext): void {
  const def = defOf(game, item.card);
  const choice = item.targets[0];
  const host = choice && 'card' in choice ? choice.card : null;
  const spec = { kind: 'setHost' as const, filter: def.setOn };
  const legal =
    host !== null &&
    choice !== null &&
    'seq' in choice &&
    card(game, host).seq === choice.seq &&
    isLegalTarget(game, spec, host, item.player, item.card);
  if (!legal || host === null) {
    log(game, { type: 'processFails', card: item.card, why: 'HF-5.8 セット対象が不適切' });
    moveCard(game, item.card, 'trash');
    return;
  }
  attach(game, item.card, host);
  queueSetTriggers(game, item.card, host, false, item.from);
  if (def.effect)
    pushEffect(
      game,
      // the set card is a new object once set (HF-5.6): its effect's lasting parts last while that one is set
      { ...ctx, self: item.card, selfSeq: card(game, item.card).seq, targets: [choice], specs: [spec] },
      def.effect.processes.map((p) => p.steps),
    );
}

function pushEffect(
  game: Game,
  ctx: EffectContext,
  processes: import('../core/cardTypes.js').EffectOp[][],
): void {
  game.state.tasks.push({ t: 'effect', ctx, processes, index: 0 });
}

/** HF-7.6, HF-7.7: the source must still be there and still have the ability. */
function resolveAbility(game: Game, item: Extract<ChainItem, { kind: 'ability' }>): void {
  const src = card(game, item.source);
  const inst =
    src.zone === 'battlefield' && src.seq === item.sourceSeq
      ? abilitiesOf(game, item.source).find((a) => a.key === item.abilityKey)
      : undefined;
  if (!inst || inst.ability.kind !== 'activated') {
    log(game, {
      type: 'resolve',
      item: 'ability',
      card: item.source,
      ok: false,
      why: 'HF-7.6 発生源が戦場を離れたか能力を失った',
    });
    return;
  }
  log(game, { type: 'resolve', item: 'ability', card: item.source, ok: true });
  const ability = inst.ability as ActivatedAbility;
  const ctx = effectContext(game, item.player, item.source, inst.carrier, {
    targets: item.targets,
    specs: specsWithModes(ability.targets, ability.modal, item.modes),
    x: item.x,
  });
  pushEffect(game, ctx, processesWithModes(ability.effect, ability.targets, ability.modal, item.modes));
}

/** HF-8.2: the attack goes on to defense unless the attacker has left the battlefield. */
function resolveAttack(game: Game, item: Extract<ChainItem, { kind: 'attack' }>): void {
  const combat = game.state.combat;
  const a = card(game, item.attacker);
  const ok = combat !== null && a.zone === 'battlefield' && a.seq === item.attackerSeq;
  log(game, { type: 'resolve', item: 'attack', card: item.attacker, ok });
  if (!combat) return;
  if (!ok) {
    log(game, { type: 'attackFails', attacker: item.attacker, why: 'HF-8.2 攻撃キャラクターが戦場を離れた' });
    game.state.combat = null;
    return;
  }
  combat.stage = 'defense';
}

/**
 * RULING HF-13.6: when the defense would succeed, an attacker with 【神速】 (gained after the declaration, say)
 * makes it fail unless the defender has 【神速】 too: the attack stays on its original target.
 */
function godspeedStopsDefense(game: Game, attacker: number, defender: number): string | null {
  const missing = requiredDefenderKeywords(game, attacker).find((k) => !hasKeyword(game, defender, k));
  return missing === undefined
    ? null
    : `HF-13.6 防御キャラクターが【${keywordPrintedName(missing)}】を持たない`;
}

/** HF-8.4: a defense whose defender is still there redirects the attack to it (unless RULING HF-13.6). */
function resolveDefense(game: Game, item: Extract<ChainItem, { kind: 'defense' }>): void {
  const combat = game.state.combat;
  const d = card(game, item.defender);
  const there =
    d.zone === 'battlefield' && d.seq === item.defenderSeq && kindOf(game, item.defender) === 'character';
  const why = there && combat !== null ? godspeedStopsDefense(game, combat.attacker, item.defender) : null;
  const ok = there && why === null;
  if (why === null) log(game, { type: 'defenseResult', defender: item.defender, ok });
  else log(game, { type: 'defenseResult', defender: item.defender, ok, why });
  if (!combat) return;
  if (ok) {
    combat.target = { card: item.defender, seq: d.seq };
    combat.defenseSucceeded = true;
    queueDefenseSucceededTriggers(game, item.defender, combat.attacker); // issue 22
  }
  combat.stage = 'damage';
}
