// Effects with a duration (HF-12.3, HF-12.9): stored as data, ended at end of turn (HF-6.6 step (3)), at the
// end of a later turn, when their condition stops holding (「…限り」), or when their card or source leaves.
import type { Duration, Grant, PlayerIndex } from '../core/cardTypes.js';
import type { GameEvent } from '../core/events.js';
import type { EffectContext, LastingEffect } from '../core/state.js';
import { touch, touchBoard } from './derived.js';
import { type Game, card, log, logging, other } from './game.js';
import { evaluateConditionStatic } from './query.js';
import { writeController } from './trail.js';

export type LastingWhat =
  | { kind: 'power'; amount: number; base?: true }
  | { kind: 'grant'; grant: Grant }
  | { kind: 'control'; from: PlayerIndex };

export function addLastingEffect(
  game: Game,
  ctx: EffectContext,
  id: number,
  what: LastingWhat,
  duration: Duration,
): void {
  const s = game.state;
  const effect: LastingEffect = {
    id: s.nextId++,
    kind: what.kind,
    card: id,
    cardSeq: card(game, id).seq,
    amount: what.kind === 'power' ? what.amount : 0,
    grant: what.kind === 'grant' ? what.grant : null,
    duration,
    source: ctx.self,
    sourceSeq: ctx.selfSeq,
    controller: ctx.controller,
    turn: s.turn,
  };
  if (what.kind === 'control') effect.from = what.from;
  if (what.kind === 'power' && what.base) effect.base = true; // 「パワーを…にする」 (m10a)
  s.effects.push(effect);
  touchEffects(game, effect);
  if (what.kind === 'power' && !what.base)
    log(game, { type: 'powerChange', card: id, amount: what.amount, duration: durationLabel(duration) });
}

/**
 * A lasting effect started or ended. A power change (HF-12.6) changes values only — the board-bound memos
 * (derived.ts: base abilities, listeners, the statics in force) read grants and control, never power — so it
 * starts a value epoch; a grant or a change of control starts a board epoch.
 */
function touchEffects(game: Game, e: LastingEffect): void {
  if (e.kind === 'power') touch(game);
  else touchBoard(game);
}

function durationLabel(d: Duration): string {
  return typeof d === 'string' ? d : 'while';
}

/**
 * Drops effects whose card has left (a new object, HF-5.6); ends those whose source left
 * ('whileSourceOnBattlefield') or whose 「…限り」 condition no longer holds for their controller (HF-12.9).
 */
export function pruneLastingEffects(game: Game): void {
  const s = game.state;
  let gone: LastingEffect[] | null = null;
  let ended: LastingEffect[] | null = null;
  for (const e of s.effects) {
    if (!cardStillThere(game, e)) (gone ??= []).push(e);
    else if (!durationHolds(game, e)) (ended ??= []).push(e);
  }
  if (gone === null && ended === null) return;
  if (gone !== null) {
    const drop = new Set(gone);
    s.effects = s.effects.filter((e) => !drop.has(e));
    if (gone.every((e) => e.kind === 'power')) touch(game);
    else touchBoard(game);
  }
  for (const e of ended ?? []) expireEffect(game, e.id);
}

function cardStillThere(game: Game, e: LastingEffect): boolean {
  const c = card(game, e.card);
  return c.seq === e.cardSeq && (c.zone === 'battlefield' || c.zone === 'limbo');
}

/** Does a continuously checked duration still hold? (Turn-bound ones end in the end-of-turn flow.) */
function durationHolds(game: Game, e: LastingEffect): boolean {
  const d = e.duration;
  if (d === 'whileSourceOnBattlefield') {
    const src = card(game, e.source);
    // a set card set on a host is on the battlefield too (000 ■セットカード, issue 22)
    return src.seq === e.sourceSeq && (src.zone === 'battlefield' || src.zone === 'attached');
  }
  if (d === 'whileSourceSetOnIt') {
    const src = card(game, e.source);
    return src.seq === e.sourceSeq && src.zone === 'attached' && src.host === e.card;
  }
  if (typeof d === 'object') return evaluateConditionStatic(game, d.while, e.controller, e.source);
  return true;
}

/**
 * The effects that end at step (3) of this end of turn (HF-6.6): 'endOfTurn' ones, and the "next turn" ones
 * (HF-12.9) once a turn of that player has started after they were created ('you': the effect's controller).
 */
export function endOfTurnEffects(game: Game): LastingEffect[] {
  const s = game.state;
  return s.effects.filter((e) => {
    if (e.duration === 'endOfTurn') return true;
    if (e.duration !== 'untilYourNextTurnEnd' && e.duration !== 'untilOpponentNextTurnEnd') return false;
    const whose = e.duration === 'untilYourNextTurnEnd' ? e.controller : other(e.controller);
    return s.turn > e.turn && s.turnPlayer === whose;
  });
}

export function expireEffect(game: Game, effectId: number): void {
  const s = game.state;
  const e = s.effects.find((x) => x.id === effectId);
  s.effects = s.effects.filter((x) => x.id !== effectId);
  if (e?.kind === 'control') endControl(game, e);
  if (e === undefined) touchBoard(game);
  else touchEffects(game, e);
  // the event is built only while the log is on (issue 25: it was 2 % of a random game with the log off)
  if (logging(game)) log(game, e === undefined ? { type: 'expire', effect: effectId } : expireEvent(e));
}

/** fixc task 5: the 'expire' event says what ended, so the narration can name the cards (not the id). */
function expireEvent(e: LastingEffect): GameEvent {
  const base = { type: 'expire' as const, effect: e.id, card: e.card, source: e.source };
  if (e.kind === 'power') return { ...base, what: 'power', amount: e.amount };
  if (e.kind === 'control' || e.grant === null) return { ...base, what: 'control' };
  const g = e.grant;
  if ('keyword' in g) return { ...base, what: 'keyword', name: g.keyword };
  if ('trait' in g) return { ...base, what: 'trait', name: g.trait };
  if ('ability' in g) return { ...base, what: 'ability' };
  if ('replacement' in g) return { ...base, what: 'replacement' };
  if ('untargetable' in g) return { ...base, what: 'untargetable' };
  if ('unaffected' in g) return { ...base, what: 'unaffected' };
  if ('cannotAttackPlayer' in g) return { ...base, what: 'cannotAttackPlayer' };
  if ('cannotAttackCharacter' in g) return { ...base, what: 'cannotAttackCharacter' };
  if ('cannotBeAttacked' in g) return { ...base, what: 'cannotBeAttacked' };
  if ('cannotAttack' in g) return { ...base, what: 'cannotAttack' };
  if ('cannotDefend' in g) return { ...base, what: 'cannotDefend' };
  if ('cannotActivate' in g) return { ...base, what: 'cannotActivate' };
  if ('loseAbilities' in g) return { ...base, what: 'loseAbilities' };
  return { ...base, what: 'noUntap' };
}

/**
 * A change of control with a duration ends: control goes back to the controller it was taken from, if the
 * card is still the same object on the battlefield. A later control change of the same card still in force
 * decides who controls it now; that one gives it back to this one's previous controller when it ends.
 */
function endControl(game: Game, e: LastingEffect): void {
  const s = game.state;
  const from = e.from ?? card(game, e.card).owner;
  const i = s.effects.findIndex((x) => x.kind === 'control' && x.card === e.card && x.id > e.id);
  if (i >= 0) {
    s.effects[i] = { ...s.effects[i], from }; // lasting effects are replaced, never edited (snapshot.ts)
    return;
  }
  const c = card(game, e.card);
  if (c.seq !== e.cardSeq || c.zone !== 'battlefield' || c.controller === from) return;
  log(game, { type: 'controlChange', card: e.card, from: c.controller, to: from });
  writeController(game, c, from);
}

/** A change of control without a duration overrides every earlier one of that card for good. */
export function clearControlEffects(game: Game, id: number): void {
  const s = game.state;
  if (!s.effects.some((e) => e.kind === 'control' && e.card === id)) return;
  s.effects = s.effects.filter((e) => !(e.kind === 'control' && e.card === id));
  touchBoard(game);
}

/**
 * issue 22: 「次のあなたのターン開始時まで」 ends as that player's next turn begins, before its active phase (RULING,
 * docs/engine.md): called by startTurn with the new turn's player ('you': the effect's controller).
 */
export function endTurnStartEffects(game: Game, turnPlayer: PlayerIndex): void {
  const s = game.state;
  const whose = (e: LastingEffect): PlayerIndex | null => {
    if (e.duration === 'untilYourNextTurnStart') return e.controller;
    if (e.duration === 'untilOpponentNextTurnStart') return other(e.controller);
    return null;
  };
  for (const e of s.effects.filter((x) => x.turn < s.turn && whose(x) === turnPlayer))
    expireEffect(game, e.id);
}

/**
 * issue 22: 「次のアクティブフェイズにアクティブにならない」 ends at the end of the next active phase of the card's
 * controller after it was made (RULING, docs/engine.md): called in that phase, after the untap (HF-6.1).
 */
export function endNextActivePhaseEffects(game: Game, turnPlayer: PlayerIndex): void {
  const s = game.state;
  const whose = (e: LastingEffect): PlayerIndex | null => {
    if (e.duration === 'untilNextActivePhase') return card(game, e.card).controller;
    if (e.duration === 'untilOwnerNextActivePhase') return card(game, e.card).owner; // m10b (RULING)
    if (e.duration === 'untilYourNextActivePhase') return e.controller;
    if (e.duration === 'untilOpponentNextActivePhase') return other(e.controller);
    return null;
  };
  for (const e of s.effects.filter((x) => x.turn < s.turn && whose(x) === turnPlayer))
    expireEffect(game, e.id);
}
