// Building one legal action from clicks. The engine lists every legal action (legalActions); the UI never
// invents one. A draft starts from the actions a click could mean (those of a card, or of a decision without
// a card such as a trigger's targets) and narrows them one question at a time — which kind of action, which
// ability, reveal or not, which modes, X, which target to attack, which cards to target, how to pay — each
// asked only when the remaining actions differ in it. When one action is left, it is the answer.
import type { PlayerIndex } from '../../../src/core/cardTypes.js';
import type { Action } from '../../../src/engine/index.js';

type ActionType = Action['type'];

/** The card an action is "about": the one to click to start it (null: a button of the decision bar). */
export function sourceOf(a: Action): number | null {
  switch (a.type) {
    case 'attack':
      return a.attacker;
    case 'defend':
      return a.defender;
    case 'play':
    case 'activate':
    case 'extraDraw':
    case 'revealGuard':
    case 'takeDamage':
    case 'reloadCard':
    case 'discard':
    case 'payCost':
    case 'kuusou':
    case 'choose':
      return a.card;
    default:
      return null;
  }
}

const field =
  <T>(get: (a: Action) => T | undefined) =>
  (a: Action): string | undefined => {
    const v = get(a);
    return v === undefined ? undefined : JSON.stringify(v);
  };

const abilityOf = field((a) => (a.type === 'activate' ? a.ability : undefined));
const revealOf = field((a) => (a.type === 'takeDamage' ? a.reveal : undefined));
const modesOf = field((a) => ('modes' in a ? a.modes : undefined));
const xOf = field((a) => (a.type === 'activate' ? a.x : undefined));
const attackTargetOf = field((a) => (a.type === 'attack' ? a.target : undefined));
const markerOf = field((a) => ('useMarker' in a ? a.useMarker : undefined));
const targetsOf = (a: Action): number[] => ('targets' in a ? a.targets : []);

function distinct(actions: readonly Action[], get: (a: Action) => string | undefined): string[] {
  return [...new Set(actions.map(get).filter((v): v is string => v !== undefined))];
}

/** Is `part` contained in `whole`, counting repeated ids (a multiset)? */
function containsAll(whole: readonly number[], part: readonly number[]): boolean {
  const left = [...whole];
  for (const id of part) {
    const i = left.indexOf(id);
    if (i < 0) return false;
    left.splice(i, 1);
  }
  return true;
}

const sameCards = (a: readonly number[], b: readonly number[]) => a.length === b.length && containsAll(a, b);

export interface Draft {
  /** The legal actions still possible. */
  candidates: Action[];
  /**
   * Started from a click on a card: the kind of action is asked even when there is one (the player sees
   * what the card can do and confirms; a tap to read a card never plays it).
   */
  confirm: boolean;
  /** Target cards clicked so far, in click order. */
  selected: number[];
}

export type Question =
  | { kind: 'type'; options: ActionType[] }
  | { kind: 'ability'; options: string[] }
  | { kind: 'reveal' }
  | { kind: 'modes'; options: number[][] }
  | { kind: 'x'; options: number[] }
  | { kind: 'attackTarget'; players: PlayerIndex[]; cards: number[] }
  /** Click one of `cards`; `canFinish`: the cards chosen so far are already a complete choice ("up to"). */
  | { kind: 'targets'; cards: number[]; canFinish: boolean }
  | { kind: 'marker' }
  /** The rest differ only in how the chosen targets are assigned: pick one of the listed actions. */
  | { kind: 'which'; options: Action[] }
  | { kind: 'done'; action: Action }
  | { kind: 'none' };

export function startDraft(candidates: readonly Action[], confirm = false): Draft {
  return { candidates: [...candidates], selected: [], confirm };
}

function undecidedTargets(d: Draft): boolean {
  return d.candidates.some((a) => !sameCards(targetsOf(a), d.selected));
}

/** The next thing to ask, or the action when only one is left. */
export function nextQuestion(d: Draft): Question {
  const c = d.candidates;
  if (c.length === 0) return { kind: 'none' };
  const types = [...new Set(c.map((a) => a.type))];
  if (types.length > 1 || d.confirm) return { kind: 'type', options: types };
  if (c.length === 1) return { kind: 'done', action: c[0] };
  if (distinct(c, abilityOf).length > 1)
    return { kind: 'ability', options: distinct(c, abilityOf).map((v) => JSON.parse(v)) };
  if (distinct(c, revealOf).length > 1) return { kind: 'reveal' };
  if (distinct(c, modesOf).length > 1)
    return { kind: 'modes', options: distinct(c, modesOf).map((v) => JSON.parse(v)) };
  if (distinct(c, xOf).length > 1)
    return {
      kind: 'x',
      options: distinct(c, xOf)
        .map(Number)
        .sort((a, b) => a - b),
    };
  if (distinct(c, attackTargetOf).length > 1) {
    const targets = c.flatMap((a) => (a.type === 'attack' ? [a.target] : []));
    return {
      kind: 'attackTarget',
      players: [...new Set(targets.flatMap((t) => ('player' in t ? [t.player] : [])))],
      cards: [...new Set(targets.flatMap((t) => ('card' in t ? [t.card] : [])))],
    };
  }
  if (undecidedTargets(d)) {
    const next = new Set<number>();
    for (const a of c) {
      const rest = [...targetsOf(a)];
      for (const id of d.selected) rest.splice(rest.indexOf(id), 1);
      for (const id of rest) next.add(id);
    }
    const canFinish = c.some((a) => sameCards(targetsOf(a), d.selected));
    return { kind: 'targets', cards: [...next], canFinish };
  }
  if (distinct(c, markerOf).length > 1) return { kind: 'marker' };
  return { kind: 'which', options: c };
}

const keep = (d: Draft, test: (a: Action) => boolean): Draft => ({
  ...d,
  candidates: d.candidates.filter(test),
});

export type Answer =
  | { kind: 'type'; value: ActionType }
  | { kind: 'ability'; value: string }
  | { kind: 'reveal'; value: boolean }
  | { kind: 'modes'; value: number[] }
  | { kind: 'x'; value: number }
  | { kind: 'attackTarget'; value: { player: PlayerIndex } | { card: number } }
  | { kind: 'target'; card: number }
  | { kind: 'finishTargets' }
  | { kind: 'marker'; value: boolean }
  | { kind: 'which'; action: Action };

export function answer(d: Draft, a: Answer): Draft {
  switch (a.kind) {
    case 'type':
      return { ...keep(d, (x) => x.type === a.value), confirm: false };
    case 'ability':
      return keep(d, (x) => abilityOf(x) === JSON.stringify(a.value));
    case 'reveal':
      return keep(d, (x) => revealOf(x) === JSON.stringify(a.value));
    case 'modes':
      return keep(d, (x) => modesOf(x) === JSON.stringify(a.value));
    case 'x':
      return keep(d, (x) => xOf(x) === JSON.stringify(a.value));
    case 'attackTarget':
      return keep(d, (x) => attackTargetOf(x) === JSON.stringify(a.value));
    case 'target': {
      const selected = [...d.selected, a.card];
      // Actions that do not hold every clicked card drop out; when none holds more, the choice is complete.
      return { ...d, candidates: d.candidates.filter((x) => containsAll(targetsOf(x), selected)), selected };
    }
    case 'finishTargets':
      return keep(d, (x) => sameCards(targetsOf(x), d.selected));
    case 'marker':
      return keep(d, (x) => markerOf(x) === JSON.stringify(a.value));
    case 'which':
      return keep(d, (x) => x === a.action);
  }
}

/** The actions a click on this card may start. */
export function actionsOfCard(actions: readonly Action[], card: number): Action[] {
  return actions.filter((a) => sourceOf(a) === card);
}

/** The actions of the decision bar: those about no card (pass, end, mulligan, triggers' targets…). */
export function cardlessActions(actions: readonly Action[]): Action[] {
  return actions.filter((a) => sourceOf(a) === null);
}
