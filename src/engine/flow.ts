import { GAME_RULES, PHASES } from '../../generated/rules.js';
// The game flow declared as data (generated/rules.ts PHASES) and the small driver that walks it:
// setup (HF-2), the phases (HF-6), end of turn (HF-6.6), and which decision is owed when nothing resolves.
import type { PhaseName, PlayerIndex } from '../core/cardTypes.js';
import { setSleep } from './cardState.js';
import { attackerStillThere, legalDefenders } from './combat.js';
import { touch, touchState } from './derived.js';
import { type Game, card, defOf, log, logging, other } from './game.js';
import { drawGame } from './gameEnd.js';
import { hasGrantFlag } from './grantFlags.js';
import { endNextActivePhaseEffects, endOfTurnEffects, endTurnStartEffects, expireEffect } from './lasting.js';
import { eligibleKuusou, ougiOnlyInExtraDeck } from './setup.js';
import { writeDamage, writeLastDamageBy, writeSleep } from './trail.js';
import { queuePhaseTriggers, queueTurnEndTriggers } from './triggers.js';

// 'begin' starts turn 1 only once the second player's extra card has been drawn (HF-2.5 before HF-2.7).
export const SETUP_STEPS = [
  'ougi:0',
  'ougi:1',
  'kuusou:0',
  'kuusou:1',
  // HF-13.7 note: an 【奥義】 card only in the extra deck, which is in use once the 【空装】 choice granted it
  'ougiExtra:0',
  'ougiExtra:1',
  'draw',
  'mulligan:0',
  'mulligan:1',
  'secondDraw',
  'begin',
] as const;

export function setupOrder(game: Game): [PlayerIndex, PlayerIndex] {
  const f = game.state.firstPlayer;
  return [f, other(f)];
}

function nextSetupStep(game: Game): void {
  const s = game.state;
  const i = SETUP_STEPS.indexOf(s.step as (typeof SETUP_STEPS)[number]);
  if (i < SETUP_STEPS.length - 1) s.step = SETUP_STEPS[i + 1];
  else startTurn(game, 1, s.firstPlayer);
}

function advanceSetup(game: Game): void {
  const s = game.state;
  const [kind, n] = s.step.split(':');
  const player = n === undefined ? s.firstPlayer : setupOrder(game)[Number(n)];
  if (kind === 'ougi' && s.players[player].ougiDeck) {
    s.pending = { kind: 'ougiReveal', player };
    return;
  }
  if (kind === 'ougiExtra' && ougiOnlyInExtraDeck(game, player)) {
    s.pending = { kind: 'ougiReveal', player };
    return;
  }
  if (kind === 'kuusou' && eligibleKuusou(game, player).length > 0) {
    s.pending = { kind: 'kuusou', player };
    return;
  }
  if (kind === 'draw') {
    for (const p of setupOrder(game))
      s.tasks.push({ t: 'draw', player: p, remaining: GAME_RULES.openingHand });
    nextSetupStep(game);
    return;
  }
  if (kind === 'mulligan') {
    s.pending = { kind: 'mulligan', player };
    return;
  }
  if (kind === 'secondDraw') {
    // HF-2.5: the second player (marker holder) draws 1 after the opening hands are decided.
    nextSetupStep(game);
    s.tasks.push({ t: 'draw', player: other(s.firstPlayer), remaining: GAME_RULES.secondPlayerExtraDraw });
    return;
  }
  nextSetupStep(game);
}

/** Called by the setup decisions once answered. */
export function finishSetupStep(game: Game): void {
  nextSetupStep(game);
}

function startTurn(game: Game, turn: number, player: PlayerIndex): void {
  const s = game.state;
  if (turn > s.limits.maxTurns) {
    drawGame(game, `ターン数の上限（${s.limits.maxTurns}）に達した`, 'HF-15.4');
    return;
  }
  s.turn = turn;
  s.turnPlayer = player;
  s.handAtDiscardEnd = null;
  touch(game); // "your turn" conditions (HF-12.1)
  s.phase = PHASES[0].name;
  s.step = 'start';
  log(game, { type: 'turnStart', turn, player });
  endTurnStartEffects(game, player); // 「次のあなたのターン開始時まで」 (issue 22, RULING docs/engine.md)
}

const PHASE_INDEX = new Map<PhaseName, number>(PHASES.map((p, i) => [p.name, i]));

function phaseIndex(phase: PhaseName): number {
  return PHASE_INDEX.get(phase) ?? -1;
}

function nextPhase(game: Game): void {
  const s = game.state;
  const i = phaseIndex(s.phase as PhaseName);
  if (i < PHASES.length - 1) {
    s.phase = PHASES[i + 1].name;
    s.step = 'start';
    return;
  }
  s.phase = 'endOfTurn';
  s.step = 'damage';
}

function phaseBody(game: Game, phase: PhaseName): void {
  const s = game.state;
  const tp = s.turnPlayer;
  switch (phase) {
    case 'active': // HF-6.1
      // issue 22: 「アクティブフェイズにアクティブにならない」 keeps it asleep (HF-12.7: the prohibition wins)
      for (const id of s.battlefield)
        if (card(game, id).controller === tp && !hasGrantFlag(game, id, 'noUntap')) setSleep(game, id, false);
      endNextActivePhaseEffects(game, tp);
      for (const id of s.players[tp].energy) writeSleep(game, card(game, id), false);
      touchState(game);
      s.step = 'end';
      return;
    case 'draw': // HF-6.2
      s.tasks.push({ t: 'draw', player: tp, remaining: GAME_RULES.drawPerTurn });
      s.step = 'end';
      return;
    case 'energy': // HF-6.3
      s.pending = { kind: 'energy', player: tp };
      return;
    case 'main': // HF-6.4
      s.pending = { kind: 'main', player: tp };
      return;
    case 'discard': // HF-6.5
      if (s.players[tp].hand.length > GAME_RULES.handLimit) s.pending = { kind: 'discard', player: tp };
      else s.step = 'end';
      return;
  }
}

function advancePhase(game: Game, phase: PhaseName): void {
  const s = game.state;
  switch (s.step) {
    case 'start':
      if (logging(game)) log(game, { type: 'phaseStart', phase, player: s.turnPlayer });
      queuePhaseTriggers(game, 'phaseStart', phase);
      s.step = 'body';
      return;
    case 'body':
      return phaseBody(game, phase);
    case 'end':
      // Recorded here, apart from the discard body, so the HF-16.6 check sees what the body left behind.
      if (phase === 'discard') s.handAtDiscardEnd = s.players[s.turnPlayer].hand.length;
      if (logging(game)) log(game, { type: 'phaseEnd', phase, player: s.turnPlayer });
      queuePhaseTriggers(game, 'phaseEnd', phase); // HF-6.7: end-of-phase effects first
      s.step = 'window';
      return;
    case 'window': {
      s.step = 'next';
      const spec = PHASES[phaseIndex(phase)];
      if (spec?.opensWindowAtEnd) {
        // HF-7.2 (6)–(10): the turn player ends the phase, so the other player holds the window.
        s.chain.push({ kind: 'phaseEnd', id: s.nextId++, player: s.turnPlayer, phase });
        s.window = { holder: other(s.turnPlayer), openedByPass: false };
        if (logging(game))
          log(game, { type: 'windowOpen', holder: other(s.turnPlayer), openedByPass: false });
      }
      return;
    }
    default:
      nextPhase(game);
  }
}

/** HF-6.6: damage removed, "at end of turn" effects, then "until end of turn" effects end (turn player orders). */
function advanceEndOfTurn(game: Game): void {
  const s = game.state;
  switch (s.step) {
    case 'damage':
      for (const id of s.battlefield) {
        writeDamage(game, card(game, id), 0);
        writeLastDamageBy(game, card(game, id), undefined);
      }
      touch(game);
      log(game, { type: 'damageRemoved' });
      s.step = 'triggers';
      return;
    case 'triggers':
      queueTurnEndTriggers(game);
      s.step = 'expire';
      return;
    case 'expire': {
      const expiring = endOfTurnEffects(game);
      if (expiring.length === 0) s.step = 'next';
      else if (expiring.length === 1) expireEffect(game, expiring[0].id);
      else s.pending = { kind: 'orderExpirations', player: s.turnPlayer };
      return;
    }
    default:
      startTurn(game, s.turn + 1, other(s.turnPlayer));
  }
}

function advanceCombat(game: Game): void {
  const s = game.state;
  const c = s.combat!;
  if (c.stage === 'done') {
    s.combat = null;
    return;
  }
  if (c.stage === 'defense') {
    if (!attackerStillThere(game)) {
      log(game, { type: 'attackFails', attacker: c.attacker, why: 'HF-8.2 攻撃キャラクターが戦場を離れた' });
      s.combat = null;
      return;
    }
    if (legalDefenders(game).length === 0) c.stage = 'damage';
    else s.pending = { kind: 'defense', player: other(c.attackingPlayer) };
    return;
  }
  if (c.stage === 'damage') {
    s.tasks.push({ t: 'combatDamage' });
    return;
  }
  s.combat = null; // a declared attack whose chain item is gone: nothing more happens for it
}

export function advanceFlow(game: Game): void {
  const s = game.state;
  if (s.decisions >= s.limits.maxDecisions) {
    drawGame(game, `決定数の上限（${s.limits.maxDecisions}）に達した`, 'HF-15.4');
    return;
  }
  if (s.window) {
    s.pending = { kind: 'window', player: s.window.holder };
    return;
  }
  if (s.combat) return advanceCombat(game);
  if (s.phase === 'setup') return advanceSetup(game);
  if (s.phase === 'endOfTurn') return advanceEndOfTurn(game);
  if (s.phase === 'over') return;
  advancePhase(game, s.phase);
}

export { defOf };
