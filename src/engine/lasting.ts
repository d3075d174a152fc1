// Effects with a duration (HF-12.3): stored as data, ended at end of turn (HF-6.6) or when their card or
// source leaves.
import type { Duration, Grant } from '../core/cardTypes.js';
import type { EffectContext, LastingEffect } from '../core/state.js';
import { touchBoard } from './derived.js';
import { type Game, card, log } from './game.js';

export function addLastingEffect(
  game: Game,
  ctx: EffectContext,
  id: number,
  what: { kind: 'power'; amount: number } | { kind: 'grant'; grant: Grant },
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
  s.effects.push(effect);
  touchBoard(game);
  if (what.kind === 'power') log(game, { type: 'powerChange', card: id, amount: what.amount, duration });
}

/** Drops effects whose card has left (a new object, HF-5.6) or whose "while" source has left. */
export function pruneLastingEffects(game: Game): void {
  const s = game.state;
  if (s.effects.every((e) => stillApplies(game, e))) return;
  s.effects = s.effects.filter((e) => stillApplies(game, e));
  touchBoard(game);
}

function stillApplies(game: Game, e: LastingEffect): boolean {
  const c = card(game, e.card);
  if (c.seq !== e.cardSeq || (c.zone !== 'battlefield' && c.zone !== 'limbo')) return false;
  if (e.duration !== 'whileSourceOnBattlefield') return true;
  const src = card(game, e.source);
  return src.seq === e.sourceSeq && src.zone === 'battlefield';
}

export function endOfTurnEffects(game: Game): LastingEffect[] {
  return game.state.effects.filter((e) => e.duration === 'endOfTurn');
}

export function expireEffect(game: Game, effectId: number): void {
  game.state.effects = game.state.effects.filter((e) => e.id !== effectId);
  touchBoard(game);
  log(game, { type: 'expire', effect: effectId });
}
