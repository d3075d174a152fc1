// Legal targets (HF-5.4, HF-5.5, HF-5.10, HF-5.12) and re-checking them at resolution (HF-5.6).
import type { CardFilter, CardZone, PlayerIndex, TargetSpec } from '../core/cardTypes.js';
import type { EffectContext, TargetChoice } from '../core/state.js';
import { type Game, card, other } from './game.js';
import { untargetableBy } from './protection.js';
import { kindOf, matchesFilter } from './query.js';

function zoneOwnerMatches(
  spec: { player: 'you' | 'opponent' | 'any' },
  owner: PlayerIndex,
  controller: PlayerIndex,
): boolean {
  if (spec.player === 'any') return true;
  return owner === (spec.player === 'you' ? controller : other(controller));
}

/**
 * 「キャラクターにセットされているセットカード」 (issue 22): a card set on a host matching the spec's `host`; with
 * no host named, any set card on the battlefield, a world set too (000 (3), RULING docs/engine.md).
 */
export function isSetCardOnField(
  game: Game,
  host: CardFilter | 'self' | undefined,
  id: number,
  controller: PlayerIndex,
  selfId: number,
): boolean {
  const c = card(game, id);
  if (host === undefined)
    return c.zone === 'attached' || (c.zone === 'battlefield' && kindOf(game, id) === 'worldSet');
  if (c.zone !== 'attached' || c.host === null || card(game, c.host).zone !== 'battlefield') return false;
  if (host === 'self') return c.host === selfId;
  return matchesFilter(game, c.host, host, controller, selfId);
}

function inSpecZone(
  game: Game,
  spec: TargetSpec,
  id: number,
  controller: PlayerIndex,
  selfId: number,
): boolean {
  const c = card(game, id);
  switch (spec.kind) {
    case 'character':
      return c.zone === 'battlefield' && kindOf(game, id) === 'character';
    case 'worldSet':
      return c.zone === 'battlefield' && kindOf(game, id) === 'worldSet';
    case 'setHost':
      return c.zone === 'battlefield';
    case 'setCard':
      return isSetCardOnField(game, spec.host, id, controller, selfId);
    case 'waitingPlay':
      return (
        c.zone === 'chain' && game.state.chain.some((i) => i.kind === 'play' && i.card === id && !i.negated)
      );
    case 'ref':
      return c.zone === 'battlefield' && kindOf(game, id) === 'character' && combatant(game, spec.ref) === id;
    case 'cardInZone':
      return c.zone === spec.zone && zoneOwnerMatches(spec, c.owner, controller);
  }
}

/**
 * Is `id` a legal target for `spec` of an effect controlled by `controller` whose card is `selfId`? Includes
 * HF-5.12 「…の効果の対象にならない」 (a card that gained it after being chosen is illegal at resolution).
 */
export function isLegalTarget(
  game: Game,
  spec: TargetSpec,
  id: number,
  controller: PlayerIndex,
  selfId: number,
): boolean {
  if (!inSpecZone(game, spec, id, controller, selfId)) return false;
  if (spec.filter && !matchesFilter(game, id, spec.filter, controller, selfId)) return false;
  return !untargetableBy(game, id, controller, selfId);
}

/** The attacking or defending character of the combat, while it is the same object (HF-5.6), else null. */
function combatant(game: Game, ref: 'attacker' | 'defender'): number | null {
  const c = game.state.combat;
  if (!c) return null;
  const [id, seq] = ref === 'attacker' ? [c.attacker, c.attackerSeq] : [c.defender, c.defenderSeq];
  return id !== null && card(game, id).seq === seq ? id : null;
}

function zoneCards(game: Game, zone: CardZone, player: PlayerIndex): number[] {
  if (zone === 'excluded') return game.state.excluded.filter((id) => card(game, id).owner === player);
  return game.state.players[player][zone];
}

function pool(game: Game, spec: TargetSpec, controller: PlayerIndex): number[] {
  if (spec.kind === 'waitingPlay')
    return game.state.chain.flatMap((i) => (i.kind === 'play' ? [i.card] : []));
  if (spec.kind === 'ref') {
    const id = combatant(game, spec.ref);
    return id === null ? [] : [id];
  }
  if (spec.kind === 'cardInZone') {
    if (spec.player === 'any') {
      if (spec.zone === 'excluded') return game.state.excluded;
      return [...zoneCards(game, spec.zone, controller), ...zoneCards(game, spec.zone, other(controller))];
    }
    return zoneCards(game, spec.zone, spec.player === 'you' ? controller : other(controller));
  }
  if (spec.kind === 'setCard')
    return game.state.battlefield.flatMap((id) => [id, ...card(game, id).attachments]);
  return game.state.battlefield;
}

export function candidates(game: Game, spec: TargetSpec, controller: PlayerIndex, selfId: number): number[] {
  // A loop rather than filter(): no closure per call (asked per playable card per decision, issue 25).
  const ids = pool(game, spec, controller);
  const out: number[] = [];
  for (let i = 0; i < ids.length; i++)
    if (isLegalTarget(game, spec, ids[i], controller, selfId)) out.push(ids[i]);
  return out;
}

/** HF-5.10: a spec whose choice is a set of cards (`{ target: i }` means every one of them). */
export function isGroupSpec(spec: TargetSpec): boolean {
  return (spec.count ?? 1) > 1 || spec.upTo === true;
}

/** One way to choose the targets of a list of specs: the cards (flat, spec by spec) and how many per spec. */
export interface SpecCombo {
  ids: number[];
  counts: number[];
}

/** Every `k`-element subset of `items`, in order (combinations, not permutations). */
function subsets(items: number[], k: number): number[][] {
  const out: number[][] = [];
  const pick: number[] = [];
  const walk = (from: number): void => {
    if (pick.length === k) {
      out.push(pick.slice());
      return;
    }
    for (let i = from; i <= items.length - (k - pick.length); i++) {
      pick.push(items[i]);
      walk(i + 1);
      pick.pop();
    }
  };
  walk(0);
  return out;
}

/**
 * The cards the set cards chosen for spec `i` of `combo` are set on: 「前者がセットされていない」 (issue 22, t18b)
 * excludes them from a later spec.
 */
function hostsOfSpec(game: Game, combo: SpecCombo, i: number): number[] {
  const at = combo.counts.slice(0, i).reduce((a, b) => a + b, 0);
  return combo.ids.slice(at, at + (combo.counts[i] ?? 0)).flatMap((id) => {
    const c = card(game, id);
    return c.zone === 'attached' && c.host !== null ? [c.host] : [];
  });
}

/**
 * Every way to choose the targets of `specs` (HF-5.4, HF-5.10): `count` distinct cards per spec (1 to
 * `count` with `upTo`), no card chosen twice across the specs, in a stable order.
 */
export function specCombos(
  game: Game,
  specs: readonly TargetSpec[],
  controller: PlayerIndex,
  selfId: number,
): SpecCombo[] {
  let combos: SpecCombo[] = [{ ids: [], counts: [] }];
  for (const spec of specs) {
    const options = candidates(game, spec, controller, selfId);
    const n = spec.count ?? 1;
    const min = spec.upTo ? (spec.orNone ? 0 : 1) : n; // orNone: 「まで」 in an auto ability (issue 22)
    const next: SpecCombo[] = [];
    for (const combo of combos) {
      const hosts = spec.notHostOf === undefined ? [] : hostsOfSpec(game, combo, spec.notHostOf);
      const free = options.filter((id) => !combo.ids.includes(id) && !hosts.includes(id));
      for (let k = min; k <= Math.min(n, free.length); k++)
        for (const sub of k === 1 ? free.map((id) => [id]) : subsets(free, k))
          next.push({ ids: [...combo.ids, ...sub], counts: [...combo.counts, k] });
    }
    combos = next;
    if (combos.length === 0) return [];
  }
  return combos;
}

/**
 * The target choices of an action: `targets` cut spec by spec (`counts[i]` cards for spec i, else its
 * `count`); a group spec (HF-5.10) gets one choice holding all its cards.
 */
export function choicesFor(
  game: Game,
  specs: readonly TargetSpec[],
  targets: readonly number[],
  counts?: readonly number[],
): TargetChoice[] {
  const out: TargetChoice[] = [];
  if (specs.length === 0) return out; // most plays and attacks (perf18: no closure, no slice)
  let at = 0;
  for (let i = 0; i < specs.length; i++) {
    const spec = specs[i];
    const n = counts?.[i] ?? spec.count ?? 1;
    if (isGroupSpec(spec)) {
      const ids = targets.slice(at, at + n);
      out.push({ cards: ids.map((id) => ({ card: id, seq: card(game, id).seq })) });
    } else {
      const left = targets.length - at;
      const got = n < left ? n : left < 0 ? 0 : left; // what slice(at, at + n) would hold
      out.push(got === 1 ? { card: targets[at], seq: card(game, targets[at]).seq } : null);
    }
    at += n;
  }
  return out;
}

function memberStillLegal(
  game: Game,
  ctx: EffectContext,
  spec: TargetSpec,
  m: { card: number; seq: number },
): boolean {
  return card(game, m.card).seq === m.seq && isLegalTarget(game, spec, m.card, ctx.controller, ctx.self);
}

/**
 * HF-5.6: is the target member still legal? Once the effect has begun to resolve (`ctx.legalAtStart`), legal
 * means legal then and still the same object: the effect's own earlier processes do not make it illegal.
 */
function memberLegalNow(
  game: Game,
  ctx: EffectContext,
  i: number,
  spec: TargetSpec,
  m: { card: number; seq: number },
): boolean {
  const atStart = ctx.legalAtStart?.[i];
  if (atStart) return atStart.includes(m.card) && card(game, m.card).seq === m.seq;
  return memberStillLegal(game, ctx, spec, m);
}

/** The cards of every card target legal now, per target index (null: not a card target), for `legalAtStart`. */
export function legalTargetCardsNow(game: Game, ctx: EffectContext): (number[] | null)[] {
  return ctx.targets.map((choice, i) => {
    const spec = ctx.specs[i];
    if (!choice || !spec) return null;
    if ('cards' in choice)
      return choice.cards.filter((m) => memberStillLegal(game, ctx, spec, m)).map((m) => m.card);
    if ('card' in choice) return memberStillLegal(game, ctx, spec, choice) ? [choice.card] : [];
    return null;
  });
}

/** HF-5.6: is the i-th target still the same object and still a legal target? (For a group: any member.) */
export function targetStillLegal(game: Game, ctx: EffectContext, i: number): boolean {
  const choice = ctx.targets[i];
  const spec = ctx.specs[i];
  if (!choice || !spec) return false;
  if ('cards' in choice) return choice.cards.some((m) => memberLegalNow(game, ctx, i, spec, m));
  if (!('card' in choice)) return false;
  return memberLegalNow(game, ctx, i, spec, choice);
}

/** HF-5.10: the members of a group target that are still legal now (each checked on its own, HF-5.6). */
export function legalMembers(
  game: Game,
  ctx: EffectContext,
  i: number,
): { card: number; seq: number }[] | null {
  const choice = ctx.targets[i];
  const spec = ctx.specs[i];
  if (!choice || !spec || !('cards' in choice)) return null;
  return choice.cards.filter((m) => memberLegalNow(game, ctx, i, spec, m));
}
