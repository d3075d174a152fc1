// The concrete actions a step can mean, legal or not — for `illegal: { step, code, rule }`, which hands them
// to the engine (on a copy of the game) to hear its reason: IllegalActionError's code and rule. Legal steps
// are found by matching legalActions() instead (src/scenario/steps.ts); this is only for refused ones.
import type { PlayerIndex } from '../core/cardTypes.js';
import type { Action, AttackTargetRef } from '../core/decisions.js';
import { type Game, defOf } from '../engine/game.js';
import { abilityKeys, printedActivated } from './abilityRef.js';
import { expireIds } from './expireRef.js';
import { type CardRefs, parseRef, resolveRef } from './refs.js';
import type { ParsedStep, StepSpec } from './stepSyntax.js';

/** At most this many actions per step: copies × targets multiply, and one refusal per shape is enough. */
const MAX_CANDIDATES = 24;

function cartesian(lists: number[][]): number[][] {
  return lists.reduce<number[][]>(
    (acc, ids) => acc.flatMap((prefix) => ids.map((id) => [...prefix, id])).slice(0, MAX_CANDIDATES),
    [[]],
  );
}

/** Ids of a card field; `null` (the verb's "none") stays null. */
function cards(game: Game, refs: CardRefs, ref: string | null | undefined): (number | null)[] {
  if (ref === null) return [null];
  return ref === undefined ? [] : resolveRef(game, refs, ref);
}

/** Verbs whose card is the one the player acts with: their own card (a hand card, an attacker, a cost…). */
const ACTING_VERBS = new Set<StepSpec['verb']>([
  'attack',
  'play',
  'activate',
  'defend',
  'damage',
  'reload',
  'reveal',
  'kuusou',
  'discard',
  'pay',
  'extra-draw',
]);

/**
 * The cards a step's card field means for `illegal:` (issue 21): a plain name (`業火`, no `A:` / `B:`) means
 * only the cards the acting player could act with — those they control, which off the battlefield are those
 * they own (HF-14.2) — so the other player's copy, always refused for another reason, never makes the check
 * vacuous. A reference with an owner (`B:業火`) means what it says.
 */
export function actingCards(
  game: Game,
  refs: CardRefs,
  spec: StepSpec,
  player: PlayerIndex,
): (number | null)[] {
  const ids = cards(game, refs, spec.card);
  if (!ACTING_VERBS.has(spec.verb) || typeof spec.card !== 'string' || parseRef(spec.card).owner !== null)
    return ids;
  return ids.filter((id) => id === null || game.state.cards[id].controller === player);
}

function targetLists(game: Game, refs: CardRefs, spec: StepSpec): number[][] {
  return cartesian((spec.targets ?? []).map((t) => resolveRef(game, refs, t)));
}

const modes = (spec: StepSpec) => (spec.modes ? { modes: spec.modes.map((m) => m - 1) } : {});

function attackTargets(game: Game, refs: CardRefs, target: string): AttackTargetRef[] {
  if (target === 'A' || target === 'B') return [{ player: target === 'A' ? 0 : 1 }];
  return resolveRef(game, refs, target).map((card) => ({ card }));
}

/** The ability keys `activate` may mean on this card: the one named, or each printed activated ability. */
function abilityOptions(game: Game, id: number, spec: StepSpec): string[] {
  const def = defOf(game, id);
  if (spec.ability !== undefined) {
    const keys = abilityKeys(game, id, def, spec.ability);
    return typeof keys === 'string' ? [] : keys;
  }
  const printed = printedActivated(def).map((a) => a.key);
  return printed.length > 0 ? printed : ['p0'];
}

function build(game: Game, refs: CardRefs, spec: StepSpec, player: PlayerIndex): Action[] {
  const ids = () => actingCards(game, refs, spec, player);
  const some = (f: (id: number) => Action[]) => ids().flatMap((id) => (id === null ? [] : f(id)));
  switch (spec.verb) {
    case 'pass':
      return [{ type: 'pass', player }];
    case 'end':
      return [{ type: 'endMain', player }];
    case 'concede':
      return [{ type: 'concede', player }];
    case 'attack':
      return some((attacker) =>
        attackTargets(game, refs, spec.attackTarget!).map((target) => ({
          type: 'attack',
          player,
          attacker,
          target,
        })),
      );
    case 'play':
      return some((card) =>
        targetLists(game, refs, spec).map((targets) => ({
          type: 'play',
          player,
          card,
          targets,
          useMarker: spec.marker === true,
          ...modes(spec),
        })),
      );
    case 'activate':
      return some((card) =>
        abilityOptions(game, card, spec).flatMap((ability) =>
          targetLists(game, refs, spec).map((targets) => ({
            type: 'activate',
            player,
            card,
            ability,
            x: spec.x ?? 0,
            targets,
            useMarker: spec.marker === true,
            ...modes(spec),
          })),
        ),
      );
    case 'defend':
      return ids().map((defender) => ({ type: 'defend', player, defender }));
    case 'damage':
      return some((card) =>
        targetLists(game, refs, spec).map((targets) => ({
          type: 'takeDamage',
          player,
          card,
          reveal: spec.flag === true,
          targets,
        })),
      );
    case 'reload':
      return some((card) => [{ type: 'reloadCard', player, card }]);
    case 'energy':
      return [{ type: 'placeEnergy', player, place: spec.flag === true }];
    case 'mulligan':
      return [{ type: 'mulligan', player, redraw: spec.flag === true }];
    case 'reveal':
      return spec.card === null
        ? [{ type: 'endReveal', player }]
        : some((card) => [{ type: 'revealGuard', player, card }]);
    case 'kuusou':
      return ids().map((card) => ({ type: 'kuusou', player, card }));
    case 'discard':
      return some((card) =>
        game.state.pending?.kind === 'choose'
          ? [{ type: 'choose', player, card }]
          : [{ type: 'discard', player, card }],
      );
    case 'choose':
      return ids().map((card) => ({ type: 'choose', player, card }));
    case 'may':
      return [{ type: 'mayDo', player, accept: spec.flag === true }];
    case 'pay':
      return some((card) => [{ type: 'payCost', player, card }]);
    case 'order':
      return orderCandidates(game, refs, spec, player);
    case 'expire': {
      const effects = expireIds(game, refs, spec);
      return (typeof effects === 'string' ? [-1] : effects).map((effect) => ({
        type: 'nextExpiration',
        player,
        effect,
      }));
    }
    case 'targets':
      return targetLists(game, refs, spec).map((targets) => ({
        type: 'chooseTargets',
        player,
        targets,
        ...modes(spec),
      }));
    case 'extra-draw':
      return some((card) => [{ type: 'extraDraw', player, card }]);
    case 'replace':
      return [{ type: 'replace', player, replacement: spec.replacement ?? null }];
  }
}

function orderCandidates(game: Game, refs: CardRefs, spec: StepSpec, player: PlayerIndex): Action[] {
  if (spec.index !== undefined) return [{ type: 'nextTrigger', player, index: spec.index - 1 }];
  const ids = cards(game, refs, spec.card);
  const indexes = game.state.triggers.flatMap((t, i) => (ids.includes(t.ctx.self) ? [i] : []));
  return (indexes.length ? indexes : [-1]).map((index) => ({ type: 'nextTrigger', player, index }));
}

/** The actions the step can mean (at most MAX_CANDIDATES), each as the engine would receive it. */
export function candidateActions(game: Game, refs: CardRefs, step: ParsedStep): Action[] {
  return build(game, refs, step.spec, step.side === 'A' ? 0 : 1).slice(0, MAX_CANDIDATES);
}
