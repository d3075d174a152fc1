// Every legal action can be made by clicking (issue 15): for each decision of many bot games, each action
// legalActions() lists is reached by the page's draft (web/src/ui/compose.ts) from the click that starts it —
// a card, or a button of the decision bar — answering each question as a player who wants that action would,
// and every card it needs clicked (source, targets, attack target) is one the player's view shows.
import { describe, expect, it } from 'vitest';
import type { PlayerIndex } from '../../src/core/cardTypes.js';
import { deckFrom } from '../../src/deck/builtIn.js';
import { type Action, actionKey, apply, createGame, legalActions, view } from '../../src/engine/index.js';
import { createBot } from '../../src/sim/bots/index.js';
import {
  type Draft,
  actionsOfCard,
  answer,
  cardlessActions,
  nextQuestion,
  sourceOf,
  startDraft,
} from '../../web/src/ui/compose.js';
import { visibleCards } from '../../web/src/ui/placement.js';

const targetsOf = (a: Action): number[] => ('targets' in a ? a.targets : []);

/** The draft a click on `wanted`'s card (or the decision bar) starts, or null for a plain button. */
function startFor(actions: Action[], wanted: Action): Draft | null {
  const source = sourceOf(wanted);
  if (source !== null) return startDraft(actionsOfCard(actions, source), true);
  if (wanted.type === 'chooseTargets') return startDraft(actions.filter((a) => a.type === 'chooseTargets'));
  return null;
}

/** Answers the draft's questions towards `wanted`; the action it ends with, or why it got stuck. */
function reach(actions: Action[], wanted: Action): Action | string {
  let draft = startFor(actions, wanted);
  if (draft === null) return cardlessActions(actions).includes(wanted) ? wanted : 'no button';
  const w = wanted as Action & Record<string, unknown>;
  for (let step = 0; step < 64; step++) {
    const q = nextQuestion(draft);
    switch (q.kind) {
      case 'done':
        return q.action;
      case 'none':
        return 'no action left';
      case 'type':
        if (!q.options.includes(wanted.type)) return `type ${wanted.type} not offered`;
        draft = answer(draft, { kind: 'type', value: wanted.type });
        break;
      case 'ability':
        draft = answer(draft, { kind: 'ability', value: w.ability as string });
        break;
      case 'reveal':
        draft = answer(draft, { kind: 'reveal', value: w.reveal as boolean });
        break;
      case 'modes':
        draft = answer(draft, { kind: 'modes', value: (w.modes as number[] | undefined) ?? [] });
        break;
      case 'x':
        draft = answer(draft, { kind: 'x', value: w.x as number });
        break;
      case 'attackTarget': {
        const t = w.target as { player: PlayerIndex } | { card: number };
        const offered = 'player' in t ? q.players.includes(t.player) : q.cards.includes(t.card);
        if (!offered) return 'attack target not offered';
        draft = answer(draft, { kind: 'attackTarget', value: t });
        break;
      }
      case 'targets': {
        const rest = [...targetsOf(wanted)];
        for (const id of draft.selected) rest.splice(rest.indexOf(id), 1);
        const next = rest.find((id) => q.cards.includes(id));
        if (next !== undefined) draft = answer(draft, { kind: 'target', card: next });
        else if (rest.length === 0 && q.canFinish) draft = answer(draft, { kind: 'finishTargets' });
        else return `target not offered (wanted ${targetsOf(wanted)}, offered ${q.cards})`;
        break;
      }
      case 'marker':
        draft = answer(draft, { kind: 'marker', value: w.useMarker as boolean });
        break;
      case 'which': {
        const match = q.options.find((a) => actionKey(a) === actionKey(wanted));
        if (!match) return 'not among the remaining choices';
        draft = answer(draft, { kind: 'which', action: match });
        break;
      }
    }
  }
  return 'too many questions';
}

/** The cards a player must click to make `a`. */
function cardsToClick(a: Action): number[] {
  const ids = [...targetsOf(a)];
  const source = sourceOf(a);
  if (source !== null) ids.push(source);
  if (a.type === 'attack' && 'card' in a.target) ids.push(a.target.card);
  return ids;
}

const PAIRINGS: [string, string][] = [
  ['guren-aggro', 'soukyu-knights'],
  ['kage-funeral', 'tenryu-sky'],
  ['tsukuyomi-shrine', 'kikou-works'],
];

describe('every legal action is reachable by clicks (issue 15)', () => {
  it.each(PAIRINGS)('%s vs %s: each action of each decision of bot games', (a, b) => {
    let checked = 0;
    const kinds = new Set<string>();
    for (const seed of [1, 2]) {
      const game = createGame({ decks: [deckFrom(a), deckFrom(b)], seed });
      const bots = ([0, 1] as PlayerIndex[]).map((p) =>
        createBot(seed === 1 ? 'greedy' : 'random', { player: p, seed: seed + p }),
      );
      while (!game.state.result) {
        const actions = legalActions(game);
        const player = game.state.pending!.player;
        const shown = visibleCards(view(game, player));
        for (const wanted of actions) {
          const reached = reach(actions, wanted);
          expect(typeof reached === 'string' ? reached : actionKey(reached), `${wanted.type}`).toBe(
            actionKey(wanted),
          );
          for (const id of cardsToClick(wanted))
            expect(shown.has(id), `${wanted.type}: card ${id} on the page`).toBe(true);
          kinds.add(wanted.type);
          checked++;
        }
        apply(game, bots[player].choose(view(game, player), actions));
      }
    }
    expect(checked).toBeGreaterThan(500);
    expect(kinds.size).toBeGreaterThan(10);
  });
});

describe('the draft asks only where the legal actions differ', () => {
  const act = (x: number, targets: number[], useMarker = false): Action => ({
    type: 'activate',
    player: 0,
    card: 5,
    ability: 'p0',
    x,
    targets,
    useMarker,
  });

  it('asks X when the actions differ in X, then the target, then how to pay', () => {
    let d = startDraft([act(1, [7]), act(2, [7]), act(2, [8]), act(2, [8], true)], true);
    expect(nextQuestion(d)).toEqual({ kind: 'type', options: ['activate'] });
    d = answer(d, { kind: 'type', value: 'activate' });
    expect(nextQuestion(d)).toEqual({ kind: 'x', options: [1, 2] });
    d = answer(d, { kind: 'x', value: 2 });
    expect(nextQuestion(d)).toEqual({ kind: 'targets', cards: [7, 8], canFinish: false });
    d = answer(d, { kind: 'target', card: 8 });
    expect(nextQuestion(d)).toEqual({ kind: 'marker' });
    d = answer(d, { kind: 'marker', value: true });
    expect(nextQuestion(d)).toEqual({ kind: 'done', action: act(2, [8], true) });
  });

  it('offers to finish "up to" targets early, and asks which assignment when only the order differs (HF-5.10)', () => {
    const upTo = (targets: number[]): Action => ({
      type: 'chooseTargets',
      player: 1,
      targets,
      targetCounts: [targets.length],
    });
    let d = startDraft([upTo([]), upTo([3]), upTo([3, 4])]);
    expect(nextQuestion(d)).toEqual({ kind: 'targets', cards: [3, 4], canFinish: true });
    d = answer(d, { kind: 'target', card: 3 });
    expect(nextQuestion(d)).toEqual({ kind: 'targets', cards: [4], canFinish: true });
    expect(nextQuestion(answer(d, { kind: 'finishTargets' }))).toEqual({ kind: 'done', action: upTo([3]) });
    const two = (targets: number[]): Action => ({ type: 'chooseTargets', player: 1, targets });
    let e = startDraft([two([3, 4]), two([4, 3])]);
    e = answer(answer(e, { kind: 'target', card: 4 }), { kind: 'target', card: 3 });
    const q = nextQuestion(e);
    expect(q.kind).toBe('which');
    expect(q.kind === 'which' && q.options).toHaveLength(2);
  });

  it('puts actions without a card on the decision bar, replacement choices included (HF-5.11)', () => {
    const actions: Action[] = [
      { type: 'replace', player: 0, replacement: 'l3' },
      { type: 'replace', player: 0, replacement: null },
      { type: 'concede', player: 0 },
      { type: 'discard', player: 0, card: 9 },
    ];
    expect(cardlessActions(actions)).toEqual(actions.slice(0, 3));
    expect(actionsOfCard(actions, 9)).toEqual([actions[3]]);
  });
});
