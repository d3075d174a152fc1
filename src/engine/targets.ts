// Legal targets (HF-5.4, HF-5.5) and re-checking them at resolution (HF-5.6).
import type { PlayerIndex, TargetSpec } from '../core/cardTypes.js';
import type { EffectContext, TargetChoice } from '../core/state.js';
import { type Game, card, other } from './game.js';
import { kindOf, matchesFilter } from './query.js';

function inSpecZone(game: Game, spec: TargetSpec, id: number, controller: PlayerIndex): boolean {
  const c = card(game, id);
  switch (spec.kind) {
    case 'character':
      return c.zone === 'battlefield' && kindOf(game, id) === 'character';
    case 'worldSet':
      return c.zone === 'battlefield' && kindOf(game, id) === 'worldSet';
    case 'setHost':
      return c.zone === 'battlefield';
    case 'waitingPlay':
      return (
        c.zone === 'chain' && game.state.chain.some((i) => i.kind === 'play' && i.card === id && !i.negated)
      );
    case 'cardInZone': {
      const owner = spec.player === 'you' ? controller : other(controller);
      return c.zone === spec.zone && c.owner === owner;
    }
  }
}

export function isLegalTarget(
  game: Game,
  spec: TargetSpec,
  id: number,
  controller: PlayerIndex,
  selfId: number,
): boolean {
  if (!inSpecZone(game, spec, id, controller)) return false;
  return !spec.filter || matchesFilter(game, id, spec.filter, controller, selfId);
}

function pool(game: Game, spec: TargetSpec, controller: PlayerIndex): number[] {
  if (spec.kind === 'waitingPlay')
    return game.state.chain.flatMap((i) => (i.kind === 'play' ? [i.card] : []));
  if (spec.kind === 'cardInZone') {
    const owner = spec.player === 'you' ? controller : other(controller);
    return game.state.players[owner][spec.zone];
  }
  return game.state.battlefield;
}

export function candidates(game: Game, spec: TargetSpec, controller: PlayerIndex, selfId: number): number[] {
  return pool(game, spec, controller).filter((id) => isLegalTarget(game, spec, id, controller, selfId));
}

/** Every way to choose one distinct card per spec, in a stable order. */
export function targetCombinations(
  game: Game,
  specs: TargetSpec[],
  controller: PlayerIndex,
  selfId: number,
): number[][] {
  if (specs.length === 1) return candidates(game, specs[0], controller, selfId).map((id) => [id]);
  let combos: number[][] = [[]];
  for (const spec of specs) {
    const options = candidates(game, spec, controller, selfId);
    const next: number[][] = [];
    for (const combo of combos) for (const id of options) if (!combo.includes(id)) next.push([...combo, id]);
    combos = next;
    if (combos.length === 0) return [];
  }
  return combos;
}

export function toChoices(game: Game, ids: number[]): TargetChoice[] {
  return ids.map((id) => ({ card: id, seq: card(game, id).seq }));
}

/** HF-5.6: is the i-th target still the same object and still a legal target? */
export function targetStillLegal(game: Game, ctx: EffectContext, i: number): boolean {
  const choice = ctx.targets[i];
  const spec = ctx.specs[i];
  if (!choice || !('card' in choice) || !spec) return false;
  if (card(game, choice.card).seq !== choice.seq) return false;
  return isLegalTarget(game, spec, choice.card, ctx.controller, ctx.self);
}
