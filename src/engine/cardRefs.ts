// The card ids held by the engine's flow data (tasks, pending triggers, chain items, combat, lasting effects,
// once-per-turn records), mapped one by one into a copy. Definition data inside them (effect steps,
// abilities, target specs, grants, durations) is shared, not copied: the engine never edits it (snapshot.ts). view() uses it to leave out the cards a player may not see
// (HF-16.8); gameFromView() uses it to find what a view left out. Every field that names a card is listed
// here and only here, so a new field with a card id needs one line in this file.
import type {
  AttackTarget,
  ChainItem,
  Combat,
  EffectContext,
  LastingEffect,
  PendingTrigger,
  ReplaceableEvent,
  TargetChoice,
  Task,
} from '../core/state.js';

/** A card id a view leaves out, where the data needs a number (HF-16.8). Never a real id. */
export const HIDDEN_CARD = -1;

/**
 * Maps a card id: the id to keep (possibly the same), or null for a card to leave out — dropped from
 * lists and maps, HIDDEN_CARD where a single card is named.
 */
export type CardIdMap = (id: number) => number | null;

const one = (id: number, f: CardIdMap): number => f(id) ?? HIDDEN_CARD;
const maybe = (id: number | null, f: CardIdMap): number | null => (id === null ? null : one(id, f));

function list(ids: readonly number[], f: CardIdMap): number[] {
  const out: number[] = [];
  for (const id of ids) {
    const m = f(id);
    if (m !== null) out.push(m);
  }
  return out;
}

function targetChoice(t: TargetChoice, f: CardIdMap): TargetChoice {
  if (t === null || 'chainItem' in t) return t === null ? null : { ...t };
  if ('cards' in t) {
    const cards: { card: number; seq: number }[] = [];
    for (const m of t.cards) {
      const id = f(m.card);
      if (id !== null) cards.push({ card: id, seq: m.seq });
    }
    return { cards };
  }
  return { card: one(t.card, f), seq: t.seq };
}

export function mapContext(ctx: EffectContext, f: CardIdMap): EffectContext {
  const lki: EffectContext['lki'] = {};
  for (const [key, info] of Object.entries(ctx.lki)) {
    const id = f(Number(key));
    if (id !== null) lki[id] = { ...info, traits: [...info.traits] };
  }
  const out: EffectContext = {
    controller: ctx.controller,
    self: one(ctx.self, f),
    source: one(ctx.source, f),
    selfSeq: ctx.selfSeq,
    targets: ctx.targets.map((t) => targetChoice(t, f)),
    specs: ctx.specs,
    it: maybe(ctx.it, f),
    eventCard: maybe(ctx.eventCard, f),
    x: ctx.x,
    lki,
  };
  if (ctx.its !== undefined) out.its = list(ctx.its, f);
  if (ctx.replaced !== undefined) out.replaced = [...ctx.replaced];
  // issue 25: these three were dropped, so a view and a game rebuilt from it (ISMCTS, greedy) forgot them
  if (ctx.destroyed !== undefined) out.destroyed = list(ctx.destroyed, f);
  if (ctx.legalAtStart !== undefined)
    out.legalAtStart = ctx.legalAtStart.map((ids) => (ids === null ? null : list(ids, f)));
  if (ctx.chosen !== undefined) out.chosen = list(ctx.chosen, f);
  if (ctx.declared !== undefined) out.declared = { ...ctx.declared }; // issue 22: names, no card ids
  if (ctx.extraPaid !== undefined) out.extraPaid = ctx.extraPaid; // mech13
  return out;
}

export function mapTrigger(t: PendingTrigger, f: CardIdMap): PendingTrigger {
  const out: PendingTrigger = {
    ability: t.ability,
    abilityKey: t.abilityKey,
    ctx: mapContext(t.ctx, f),
    targetsChosen: t.targetsChosen,
  };
  if (t.modes !== undefined) out.modes = [...t.modes];
  return out;
}

function attackTarget(t: AttackTarget, f: CardIdMap): AttackTarget {
  return 'player' in t ? { player: t.player } : { card: one(t.card, f), seq: t.seq };
}

export function mapChainItem(item: ChainItem, f: CardIdMap): ChainItem {
  switch (item.kind) {
    case 'attack':
      return { ...item, attacker: one(item.attacker, f), target: attackTarget(item.target, f) };
    case 'defense':
      return { ...item, defender: one(item.defender, f) };
    case 'play':
      return {
        ...item,
        card: one(item.card, f),
        targets: item.targets.map((t) => targetChoice(t, f)),
        ...(item.modes ? { modes: [...item.modes] } : {}),
      };
    case 'ability':
      return {
        ...item,
        source: one(item.source, f),
        targets: item.targets.map((t) => targetChoice(t, f)),
        ...(item.modes ? { modes: [...item.modes] } : {}),
      };
    case 'phaseEnd':
      return { ...item };
  }
}

function replaceable(e: ReplaceableEvent, f: CardIdMap): ReplaceableEvent {
  switch (e.kind) {
    case 'destroy':
      return { ...e, byAttack: maybe(e.byAttack, f) };
    case 'damage':
      return { ...e, source: maybe(e.source, f), attacker: maybe(e.attacker, f) };
    default:
      return { ...e };
  }
}

export function mapTask(t: Task, f: CardIdMap): Task {
  switch (t.t) {
    case 'process':
      return { ...t, ctx: mapContext(t.ctx, f) };
    case 'effect':
      return { ...t, ctx: mapContext(t.ctx, f) };
    case 'mayDo':
    case 'declareValue': {
      return { ...t, ctx: mapContext(t.ctx, f) };
    }
    case 'triggered':
      return { t: 'triggered', trigger: mapTrigger(t.trigger, f) };
    case 'triggerGroup':
      return { t: 'triggerGroup', triggers: t.triggers.map((x) => mapTrigger(x, f)) };
    case 'damagePlayer':
      return { ...t, source: maybe(t.source, f) };
    case 'finishDamageTrigger':
    case 'finishDestroy':
    case 'finishPlay':
      return { ...t, card: one(t.card, f) };
    case 'choose':
      return {
        ...t,
        options: list(t.options, f),
        picked: list(t.picked, f),
        restCards: list(t.restCards, f),
      };
    case 'declare':
      return { t: 'declare', item: mapChainItem(t.item, f) };
    case 'replace':
      return { ...t, card: one(t.card, f), event: replaceable(t.event, f), applied: [...t.applied] };
    default:
      return { ...t };
  }
}

export function mapCombat(c: Combat, f: CardIdMap): Combat {
  return {
    ...c,
    attacker: one(c.attacker, f),
    target: attackTarget(c.target, f),
    defender: maybe(c.defender, f),
  };
}

/** A lasting effect on a card that is left out is dropped (it no longer applies: the card moved, HF-5.6). */
export function mapLasting(e: LastingEffect, f: CardIdMap): LastingEffect | null {
  const id = f(e.card);
  if (id === null) return null;
  return { ...e, card: id, source: one(e.source, f) };
}

/** A record about one card (a once-per-turn use, a spent replacement): dropped with its card. */
export function mapCardRecord<T extends { card: number }>(u: T, f: CardIdMap): T | null {
  const id = f(u.card);
  return id === null ? null : { ...u, card: id };
}

/** A spent replacement (spentReplacements.ts): its card, and the attacker / defender of its kill when known. */
export function mapSpent<T extends { card: number; byAttack?: number; byCounter?: number }>(
  u: T,
  f: CardIdMap,
): T | null {
  const mapped = mapCardRecord(u, f);
  if (mapped === null) return null;
  const { byAttack, byCounter, ...rest } = mapped;
  const a = byAttack === undefined ? null : f(byAttack);
  const c = byCounter === undefined ? null : f(byCounter);
  return { ...rest, ...(a !== null ? { byAttack: a } : {}), ...(c !== null ? { byCounter: c } : {}) } as T;
}
