// Scenario steps: "A: attack 紅蓮の剣士 -> B" → the one legal action it means, and legal actions back into
// step notation (error messages, `options:`, --record). Card names go through the one resolver (refs.ts).
import type { Action } from '../core/decisions.js';
import { type Game, defOf } from '../engine/game.js';
import { legalActions } from '../engine/legal.js';
import { abilityKeys, abilityWords } from './abilityRef.js';
import { expireIds, expireWords } from './expireRef.js';
import { type CardRefs, cardLabel, resolveRef } from './refs.js';
import type { ParsedStep, StepSpec } from './stepSyntax.js';

export { parseStep, VERBS, type ParsedStep, type StepSpec, type Verb } from './stepSyntax.js';

type Matcher = (a: Action) => boolean;

/** Ids a written card reference may mean (several when copies are interchangeable). */
const idsOf = (game: Game, refs: CardRefs, text: string) => resolveRef(game, refs, text);

function targetsMatch(game: Game, refs: CardRefs, wanted: string[] | undefined, targets: number[]): boolean {
  if (wanted === undefined) return true;
  return (
    wanted.length === targets.length && wanted.every((w, i) => idsOf(game, refs, w).includes(targets[i]))
  );
}

/** RULING HF-5.13: `mode 1, 3` — the chosen modes, numbered from 1 in printed order; absent: any. */
function modesMatch(wanted: number[] | undefined, modes: number[] | undefined): boolean {
  if (wanted === undefined) return true;
  const chosen = modes ?? [];
  return wanted.length === chosen.length && wanted.every((m, i) => chosen[i] === m - 1);
}

/** A card field: `null` is the verb's "none" answer. */
function cardMatches(
  game: Game,
  refs: CardRefs,
  wanted: string | null | undefined,
  id: number | null,
): boolean {
  if (wanted === undefined) return true;
  if (wanted === null || id === null) return wanted === id;
  return idsOf(game, refs, wanted).includes(id);
}

/** `activate … ability <which>`: the keys it names on the card, checked per card id (copies may differ). */
function abilityMatches(
  game: Game,
  spec: StepSpec,
  a: Extract<Action, { type: 'activate' }>,
): boolean | string {
  if (spec.ability === undefined) return true;
  const keys = abilityKeys(game, a.card, defOf(game, a.card), spec.ability);
  return typeof keys === 'string' ? keys : keys.includes(a.ability);
}

function matcherFor(game: Game, refs: CardRefs, step: ParsedStep): Matcher | string {
  const spec = step.spec;
  const card = (id: number | null) => cardMatches(game, refs, spec.card, id);
  switch (spec.verb) {
    case 'pass':
      return (a) => a.type === 'pass';
    case 'end':
      return (a) => a.type === 'endMain';
    case 'concede':
      return (a) => a.type === 'concede';
    case 'attack': {
      const target = spec.attackTarget!;
      return (a) =>
        a.type === 'attack' &&
        card(a.attacker) &&
        (target === 'A' || target === 'B'
          ? 'player' in a.target && a.target.player === (target === 'A' ? 0 : 1)
          : 'card' in a.target && idsOf(game, refs, target).includes(a.target.card));
    }
    case 'play':
      return (a) =>
        a.type === 'play' &&
        card(a.card) &&
        targetsMatch(game, refs, spec.targets, a.targets) &&
        modesMatch(spec.modes, a.modes) &&
        a.useMarker === spec.marker;
    case 'activate':
      return (a) =>
        a.type === 'activate' &&
        card(a.card) &&
        targetsMatch(game, refs, spec.targets, a.targets) &&
        modesMatch(spec.modes, a.modes) &&
        a.useMarker === spec.marker &&
        a.x === (spec.x ?? 0) &&
        abilityMatches(game, spec, a) === true;
    case 'defend':
      return (a) => a.type === 'defend' && card(a.defender);
    case 'damage':
      return (a) =>
        a.type === 'takeDamage' &&
        card(a.card) &&
        a.reveal === spec.flag &&
        targetsMatch(game, refs, spec.targets, a.targets);
    case 'reload':
      return (a) => a.type === 'reloadCard' && card(a.card);
    case 'energy':
      return (a) => a.type === 'placeEnergy' && a.place === spec.flag;
    case 'mulligan':
      return (a) => a.type === 'mulligan' && a.redraw === spec.flag;
    case 'reveal':
      return (a) => (spec.card === null ? a.type === 'endReveal' : a.type === 'revealGuard' && card(a.card));
    case 'kuusou':
      return (a) => a.type === 'kuusou' && card(a.card);
    case 'discard': {
      // The discard phase asks for `discard`; a discard effect ("手札を1枚捨てる") asks a `choose` with the
      // prompt 'discard' — docs/scenarios.md names both `discard`.
      const effectDiscard = game.state.pending?.kind === 'choose' && game.state.pending.prompt === 'discard';
      return (a) =>
        (a.type === 'discard' || (effectDiscard && a.type === 'choose' && a.card !== null)) &&
        card(a.card as number);
    }
    case 'choose':
      return (a) => a.type === 'choose' && card(a.card);
    case 'may':
      return (a) => a.type === 'mayDo' && a.accept === spec.flag;
    case 'pay':
      return (a) => a.type === 'payCost' && card(a.card);
    case 'order': {
      if (spec.index !== undefined) return (a) => a.type === 'nextTrigger' && a.index === spec.index! - 1;
      return (a) => a.type === 'nextTrigger' && card(game.state.triggers[a.index]?.ctx.self ?? -1);
    }
    case 'expire': {
      if (game.state.pending?.kind !== 'orderExpirations') return (a) => a.type === 'nextExpiration';
      const ids = expireIds(game, refs, spec);
      if (typeof ids === 'string') return ids;
      return (a) => a.type === 'nextExpiration' && ids.includes(a.effect);
    }
    case 'targets':
      return (a) =>
        a.type === 'chooseTargets' &&
        targetsMatch(game, refs, spec.targets, a.targets) &&
        modesMatch(spec.modes, a.modes);
    case 'replace': // HF-5.11: which replacement applies (as `--record` prints it), or `none`
      return (a) => a.type === 'replace' && a.replacement === spec.replacement;
    case 'extra-draw':
      return (a) => a.type === 'extraDraw' && card(a.card);
  }
}

/** Describes a legal action in step notation, for error messages, `options:` and --record. */
export function describeAction(game: Game, refs: CardRefs, a: Action): string {
  const side = a.player === 0 ? 'A' : 'B';
  const l = (id: number) => cardLabel(game, refs, id);
  const t = (ts: number[]) => (ts.length ? ` target ${ts.map(l).join(', ')}` : '');
  const m = (ms: number[] | undefined) => (ms?.length ? ` mode ${ms.map((i) => i + 1).join(', ')}` : '');
  switch (a.type) {
    case 'pass':
      return `${side}: pass`;
    case 'endMain':
      return `${side}: end`;
    case 'concede':
      return `${side}: concede`;
    case 'attack':
      return `${side}: attack ${l(a.attacker)} -> ${'player' in a.target ? (a.target.player === 0 ? 'A' : 'B') : l(a.target.card)}`;
    case 'play':
      return `${side}: play ${l(a.card)}${m(a.modes)}${t(a.targets)}${a.useMarker ? ' marker' : ''}`;
    case 'activate':
      return `${side}: activate ${l(a.card)}${abilityWords(game, a.card, defOf(game, a.card), a.ability)}${m(a.modes)}${t(a.targets)}${a.x ? ` x ${a.x}` : ''}${a.useMarker ? ' marker' : ''}`;
    case 'defend':
      return `${side}: defend ${a.defender === null ? 'none' : l(a.defender)}`;
    case 'takeDamage':
      return `${side}: damage choose ${l(a.card)}${a.reveal ? ' reveal' : ''}${t(a.targets)}`;
    case 'reloadCard':
      return `${side}: reload ${l(a.card)}`;
    case 'placeEnergy':
      return `${side}: energy ${a.place ? 'place' : 'skip'}`;
    case 'mulligan':
      return `${side}: mulligan ${a.redraw ? 'redraw' : 'keep'}`;
    case 'revealGuard':
      return `${side}: reveal ${l(a.card)}`;
    case 'endReveal':
      return `${side}: reveal done`;
    case 'kuusou':
      return `${side}: kuusou ${a.card === null ? 'none' : l(a.card)}`;
    case 'discard':
      return `${side}: discard ${l(a.card)}`;
    case 'choose':
      return `${side}: choose ${a.card === null ? 'done' : l(a.card)}`;
    case 'mayDo':
      return `${side}: may ${a.accept ? 'yes' : 'no'}`;
    case 'payCost':
      return `${side}: pay ${l(a.card)}`;
    case 'nextTrigger':
      return `${side}: order ${a.index + 1}`;
    case 'nextExpiration':
      return `${side}: expire ${expireWords(game, refs, a.effect)}`;
    case 'chooseTargets':
      return `${side}: targets ${a.targets.map(l).join(', ')}${m(a.modes)}`;
    case 'extraDraw':
      return `${side}: extra-draw ${l(a.card)}`;
    case 'replace': // HF-5.11
      return `${side}: replace ${a.replacement ?? 'none'}`;
    case 'declare': // issue 22
      return `${side}: declare ${a.value}`;
  }
}

/** The legal actions of the step's player that the step matches (several when copies are interchangeable). */
export function actionsForStep(game: Game, refs: CardRefs, step: ParsedStep): Action[] | string {
  const m = matcherFor(game, refs, step);
  if (typeof m === 'string') return m;
  const player = step.side === 'A' ? 0 : 1;
  return legalActions(game).filter((a) => a.player === player && m(a));
}

/** The legal action a step means (the first when copies are interchangeable), or why there is none. */
export function actionForStep(game: Game, refs: CardRefs, step: ParsedStep): Action | string {
  const matches = actionsForStep(game, refs, step);
  if (typeof matches === 'string') return matches;
  if (matches.length > 0) return matches[0];
  return activateProblem(game, refs, step) ?? '';
}

/** An `activate … ability` that names no ability the card has: say so instead of only "not legal". */
function activateProblem(game: Game, refs: CardRefs, step: ParsedStep): string | null {
  const { spec } = step;
  if (spec.verb !== 'activate' || spec.ability === undefined || typeof spec.card !== 'string') return null;
  for (const id of idsOf(game, refs, spec.card)) {
    const keys = abilityKeys(game, id, defOf(game, id), spec.ability);
    if (typeof keys === 'string') return keys;
  }
  return null;
}
