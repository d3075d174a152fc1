// Read-only questions about the board: a card's current abilities, keywords, traits and power, and
// whether a card matches a filter. Continuous effects are derived here, never stored (HF-12.6); while the
// engine runs they are memoized until the state changes (src/engine/derived.ts).
import type {
  Ability,
  AutoAbility,
  CardFilter,
  CardKind,
  CardZone,
  Condition,
  KeywordName,
  PlayerIndex,
  PlayerRef,
  StaticAbility,
  StaticEffect,
  Trigger,
  Value,
} from '../core/cardTypes.js';
import type { CardInstance } from '../core/state.js';
import { keywordAbilities } from '../keywords.js';
import { withoutLost } from './abilityLoss.js';
import { attackHitThisTurn } from './attackHits.js';
import { compareValues } from './compareValues.js';
import { derivedOf, memo } from './derived.js';
import { ATTACKED_KEY, matchesHistory } from './filterHistory.js';
import { type Game, card, defInfo, defOf, other } from './game.js';
import { baseListeners } from './listeners.js';
import { usedThisTurn } from './oncePerTurn.js';
import { cardsInZone } from './zones.js';

export interface AbilityInstance {
  key: string;
  ability: Ability;
  carrier: number; // the physical card the text is printed on
}

export function isOnBattlefield(game: Game, id: number): boolean {
  return card(game, id).zone === 'battlefield';
}

/** The card's kind as it is now: a face-down battlefield card is whatever its definition says (HF-14.3). */
export function kindOf(game: Game, id: number): CardKind {
  const c = card(game, id);
  if (c.faceDown) return c.faceDown.kind;
  return defInfo(game, id).kind;
}

export function isCharacter(game: Game, id: number): boolean {
  return isOnBattlefield(game, id) && kindOf(game, id) === 'character';
}

export function nameOf(game: Game, id: number): string {
  const c = card(game, id);
  return c.faceDown && (c.zone === 'battlefield' || c.zone === 'attached')
    ? c.faceDown.name
    : defOf(game, id).name;
}

function expandKeyword(keyword: KeywordName, key: string, carrier: number): AbilityInstance[] {
  return keywordAbilities(keyword).map((ability, j) => ({ key: `${key}.${j}`, ability, carrier }));
}

/** Shared and never modified (not frozen: iterating a frozen array is slow in V8). */
const NONE: readonly never[] = [];

/** A card's abilities, all of them and grouped by kind, as the engine asks for them. Never modified. */
export interface AbilitySet {
  readonly all: readonly AbilityInstance[];
  readonly statics: readonly AbilityInstance[];
  readonly activated: readonly AbilityInstance[];
  readonly auto: readonly AbilityInstance[];
}

const NO_ABILITIES: AbilitySet = { all: NONE, statics: NONE, activated: NONE, auto: NONE };

function groupAbilities(all: readonly AbilityInstance[]): AbilitySet {
  if (all.length === 0) return NO_ABILITIES;
  return {
    all,
    statics: all.filter((i) => i.ability.kind === 'static'),
    activated: all.filter((i) => i.ability.kind === 'activated'),
    auto: all.filter((i) => i.ability.kind === 'auto'),
  };
}

/** The card's printed abilities as instances; they depend only on its definition, so they are kept. */
function printedAbilities(game: Game, id: number): AbilitySet {
  const d = derivedOf(game);
  const def = defOf(game, id);
  const known = d.printed[id];
  if (known !== undefined && d.printedFor[id] === def) return known;
  // Shared by every game with this definition at this card id (DefInfo is one per definition; issue 25: each
  // new game and each copy of one — ISMCTS's determinizations — built them again, 3 % of the allocations).
  const info = defInfo(game, id);
  const byId = (info.printed ??= []) as (AbilitySet | undefined)[];
  let set = byId[id];
  if (set === undefined) {
    set = groupAbilities(def.abilities.map((ability, i) => ({ key: `p${i}`, ability, carrier: id })));
    byId[id] = set;
  }
  d.printed[id] = set;
  d.printedFor[id] = def;
  return set;
}

/** Lasting effects (HF-12.3) that grant something to this card as the object it is now (HF-5.6). */
function hasLastingGrant(game: Game, id: number, seq: number): boolean {
  for (const e of game.state.effects)
    if (e.kind === 'grant' && e.card === id && e.cardSeq === seq) return true;
  return false;
}

/** Printed abilities, those of set cards on it, and those granted by lasting effects. */
function baseAbilitySet(game: Game, id: number): AbilitySet {
  const c = card(game, id);
  if (c.zone !== 'battlefield' && c.zone !== 'limbo') return NO_ABILITIES;
  const printed = c.faceDown ? NO_ABILITIES : printedAbilities(game, id);
  if (c.attachments.length === 0 && !hasLastingGrant(game, id, c.seq)) return printed;
  // With set cards or lasting grants: depends on the board only (HF-4.4, HF-12.3).
  const m = memo(game);
  if (m !== null && m.baseEpoch[id] === m.boardEpoch) return m.base[id];
  const set = extendedAbilities(game, c, printed);
  if (m !== null) {
    m.base[id] = set;
    m.baseEpoch[id] = m.boardEpoch;
  }
  return set;
}

function extendedAbilities(game: Game, c: CardInstance, printed: AbilitySet): AbilitySet {
  const id = c.id;
  const out: AbilityInstance[] = [...printed.all];
  for (const setId of c.attachments) {
    if (card(game, setId).faceDown) continue;
    defOf(game, setId).abilities.forEach((ability, i) =>
      out.push({ key: `s${setId}.${i}`, ability, carrier: setId }),
    );
  }
  for (const e of game.state.effects) {
    if (e.kind !== 'grant' || e.card !== id || e.cardSeq !== c.seq || !e.grant) continue;
    if ('ability' in e.grant) out.push({ key: `g${e.id}`, ability: e.grant.ability, carrier: id });
    if ('keyword' in e.grant) out.push(...expandKeyword(e.grant.keyword, `g${e.id}`, id));
  }
  return groupAbilities(withoutLost(game, c, out)); // mech16: 「…を失う」 (abilityLoss.ts)
}

/** Printed abilities, those of set cards on it, and those granted by lasting effects. Never modified. */
export function baseAbilities(game: Game, id: number): readonly AbilityInstance[] {
  return baseAbilitySet(game, id).all;
}

export interface StaticInstance {
  effect: StaticEffect;
  self: number | null; // the card whose ability it is (null for a player's 【空装】 effect)
  controller: PlayerIndex;
  key: string;
  carrier?: number; // the physical card the text is printed on (a set card for abilities it gives its host)
}

/** Every continuous effect in force (HF-12.1): statics of battlefield cards and 【空装】 effects. */
export function activeStatics(game: Game): readonly StaticInstance[] {
  const d = derivedOf(game);
  if (d.partial) return d.baseStatics; // HF-12.1: while grants expand, filters see only the other statics
  const m = memo(game);
  if (m !== null && m.staticsEpoch === (m.staticsBoardOnly ? m.boardEpoch : m.epoch)) return m.statics;
  if (m?.staticsBoardOnly && m.staticsEpoch > 0 && sameStaticSources(game, m.staticSources)) {
    // The board changed, but not the cards whose statics are in force (a draw, a card to the trash…).
    m.staticsEpoch = m.boardEpoch;
    return m.statics;
  }
  const conditional = { found: false };
  const base = printedStatics(game, conditional);
  const granting = base.some((x) => x.effect.kind === 'grant');
  const all = granting ? [...base, ...grantedStatics(game, base)] : base;
  if (m !== null) {
    // Without conditions (HF-12.1 "…場合") or granted statics, the list depends on the board alone: on the
    // cards listed for statics, their ability sets and controllers, and the 【空装】 cards (staticSources).
    m.staticsBoardOnly = !conditional.found && !granting;
    m.staticsEpoch = m.staticsBoardOnly ? m.boardEpoch : m.epoch;
    m.statics = all;
    if (m.staticsBoardOnly) recordStaticSources(game, m.staticSources);
  }
  return all;
}

/** What a board-only list of statics is computed from (printedStatics without conditions), into `out`. */
function recordStaticSources(game: Game, out: unknown[]): void {
  let n = 0;
  for (const id of baseListeners(game, 'static')) {
    out[n++] = id;
    out[n++] = baseAbilitySet(game, id);
    out[n++] = card(game, id).controller;
  }
  for (const p of PLAYERS) out[n++] = game.state.players[p].kuusou;
  out.length = n;
}

/** Are the sources recordStaticSources() wrote still those of the board now? */
function sameStaticSources(game: Game, recorded: readonly unknown[]): boolean {
  let n = 0;
  for (const id of baseListeners(game, 'static')) {
    if (recorded[n++] !== id || recorded[n++] !== baseAbilitySet(game, id)) return false;
    if (recorded[n++] !== card(game, id).controller) return false;
  }
  for (const p of PLAYERS) if (recorded[n++] !== game.state.players[p].kuusou) return false;
  return n === recorded.length;
}

const PLAYERS: readonly PlayerIndex[] = [0, 1];

function printedStatics(game: Game, conditional: { found: boolean }): StaticInstance[] {
  const out: StaticInstance[] = [];
  for (const id of baseListeners(game, 'static')) {
    const set = baseAbilitySet(game, id); // HF-12.3: only cards the trigger index lists (listeners.ts)
    if (set.statics.length === 0) continue;
    const controller = card(game, id).controller;
    for (const { ability, instances } of staticsOfCard(game, id, set, controller)) {
      if (ability.condition) conditional.found = true;
      const carrier = instances[0]?.carrier ?? id;
      if (ability.condition && !conditionHolds(game, ability.condition, controller, id, out, carrier))
        continue;
      for (const inst of instances) out.push(inst);
    }
  }
  for (const p of PLAYERS) {
    const k = game.state.players[p].kuusou;
    if (k === null) continue;
    const kuusou = defOf(game, k).kuusou;
    // issue 22: a 「…場合、」 in the effect is kept as its condition, for the 【空装】's player
    if (kuusou?.effectCondition) conditional.found = true;
    if (kuusou?.effectCondition && !conditionHolds(game, kuusou.effectCondition, p, k, out)) continue;
    kuusou?.statics.forEach((effect, j) =>
      out.push({ effect, self: null, controller: p, key: `k${k}.${j}` }),
    );
  }
  return out;
}

/**
 * HF-12.1: a static's condition (「…場合」) may ask for traits or abilities, which depend on the statics being
 * computed: it sees only those found so far (as granted statics do, see grantedStatics), and nothing computed
 * meanwhile is memoized. Without this a condition counting cards with a trait recursed without end.
 */
function conditionHolds(
  game: Game,
  cond: NonNullable<StaticAbility['condition']>,
  controller: PlayerIndex,
  id: number,
  sofar: readonly StaticInstance[],
  carrier = -1,
): boolean {
  const d = derivedOf(game);
  if (d.partial) return evaluateConditionStatic(game, cond, controller, id, carrier);
  d.partial = true;
  d.baseStatics = sofar;
  try {
    return evaluateConditionStatic(game, cond, controller, id, carrier);
  } finally {
    d.partial = false;
    d.baseStatics = [];
  }
}

export interface CardStatics {
  set: AbilitySet;
  controller: PlayerIndex;
  list: { ability: StaticAbility; instances: StaticInstance[] }[];
}

/** The continuous effects of a card's static abilities, kept while its abilities and controller stay. */
function staticsOfCard(
  game: Game,
  id: number,
  set: AbilitySet,
  controller: PlayerIndex,
): CardStatics['list'] {
  const known = derivedOf(game).staticsOf;
  const cached = known[id];
  if (cached !== undefined && cached.set === set && cached.controller === controller) return cached.list;
  const list = set.statics.map((inst) => {
    const ability = inst.ability as StaticAbility;
    const instances = ability.effects.map((effect, j) => ({
      effect,
      self: id,
      controller,
      key: `${inst.key}.${j}`,
      carrier: inst.carrier,
    }));
    return { ability, instances };
  });
  known[id] = { set, controller, list };
  return list;
}

/**
 * HF-12.1, HF-13.10: a static ability — or a keyword that expands to one (【死殺】【強撃】【神速】) — granted by
 * a continuous effect is in force on every card it affects, as if printed there. One level deep: while
 * these are computed, filters see only the other statics (guards against re-entry through matchesFilter),
 * and nothing computed meanwhile is memoized.
 */
function grantedStatics(game: Game, statics: StaticInstance[]): StaticInstance[] {
  const out: StaticInstance[] = [];
  const d = derivedOf(game);
  d.baseStatics = statics;
  d.partial = true;
  try {
    for (const s of statics) {
      if (s.effect.kind !== 'grant') continue;
      const g = s.effect.grant;
      const granted: Ability[] =
        'keyword' in g ? keywordAbilities(g.keyword) : 'ability' in g ? [g.ability] : [];
      granted.forEach((a, j) => {
        if (a.kind !== 'static') return;
        for (const id of game.state.battlefield) {
          if (!staticAffects(game, s, id)) continue;
          const controller = card(game, id).controller;
          if (a.condition && !evaluateConditionStatic(game, a.condition, controller, id)) continue;
          a.effects.forEach((effect, k) =>
            out.push({ effect, self: id, controller, key: `t${s.key}.${j}.${k}` }),
          );
        }
      });
    }
  } finally {
    d.partial = false;
    d.baseStatics = [];
  }
  return out;
}

export function staticAffects(game: Game, s: StaticInstance, id: number): boolean {
  const affects = 'affects' in s.effect ? s.effect.affects : 'self';
  if (affects === 'self') return s.self === id;
  if (!isOnBattlefield(game, id)) return false;
  return matchesFilter(game, id, affects, s.controller, s.self ?? -1, false);
}

/** All abilities the card has now, including those granted by continuous effects. Never modify the result. */
export function abilitiesOf(game: Game, id: number): readonly AbilityInstance[] {
  return abilitySetOf(game, id).all;
}

/** abilitiesOf(), grouped by kind. */
export function abilitySetOf(game: Game, id: number): AbilitySet {
  if (card(game, id).zone !== 'battlefield') return baseAbilitySet(game, id);
  // No static in force grants anything (the usual case): its abilities are its base ones (computeAbilities).
  if (!grantsInForce(game)) return baseAbilitySet(game, id);
  const m = memo(game);
  if (m !== null && m.abilitiesEpoch[id] === m.epoch) return m.abilities[id];
  const set = computeAbilities(game, id);
  if (m !== null) {
    m.abilities[id] = set;
    m.abilitiesEpoch[id] = m.epoch;
  }
  return set;
}

/** Does any static in force grant something (an ability, a keyword, a trait)? Kept per list of statics. */
function grantsInForce(game: Game): boolean {
  const statics = activeStatics(game);
  const d = derivedOf(game);
  if (d.grantsFor === statics) return d.grants;
  let grants = false;
  for (const s of statics)
    if (s.effect.kind === 'grant') {
      grants = true;
      break;
    }
  d.grantsFor = statics;
  d.grants = grants;
  return grants;
}

/** A battlefield card's abilities. */
function computeAbilities(game: Game, id: number): AbilitySet {
  const base = baseAbilitySet(game, id);
  let out: AbilityInstance[] | null = null;
  for (const s of activeStatics(game)) {
    if (s.effect.kind !== 'grant' || !staticAffects(game, s, id)) continue;
    const g = s.effect.grant;
    out ??= [...base.all];
    if ('ability' in g) out.push({ key: `t${s.key}`, ability: g.ability, carrier: s.self ?? id });
    if ('keyword' in g) out.push(...expandKeyword(g.keyword, `t${s.key}`, s.self ?? id));
  }
  return out === null ? base : groupAbilities(out);
}

/** How many instances of a keyword the card has (HF-13.10 stacking). */
export function keywordCount(game: Game, id: number, keyword: KeywordName): number {
  let seen: Set<string> | null = null;
  for (const inst of abilitiesOf(game, id)) {
    if (inst.ability.keyword !== keyword) continue;
    seen ??= new Set<string>();
    seen.add(inst.key.replace(/\.\d+$/, ''));
  }
  return seen === null ? 0 : seen.size;
}

export function hasKeyword(game: Game, id: number, keyword: KeywordName): boolean {
  for (const inst of abilitiesOf(game, id)) if (inst.ability.keyword === keyword) return true;
  return false;
}

/** The card's traits now (printed or face-down, set cards', granted). Never modify the result. */
export function traitsOf(game: Game, id: number): readonly string[] {
  const c = card(game, id);
  if (c.zone !== 'battlefield') return c.faceDown ? c.faceDown.traits : defOf(game, id).traits;
  const m = memo(game);
  if (m !== null && m.traitsEpoch[id] === m.epoch) return m.traits[id];
  const list = computeTraits(game, id);
  if (m !== null) {
    m.traits[id] = list;
    m.traitsEpoch[id] = m.epoch;
  }
  return list;
}

/** A battlefield card's traits. */
function computeTraits(game: Game, id: number): readonly string[] {
  const c = card(game, id);
  const printed = c.faceDown ? c.faceDown.traits : defOf(game, id).traits;
  // Nothing adds to them (no set card, no grant in force): the printed list itself (never modified).
  if (c.attachments.length === 0 && !grantsInForce(game) && !hasLastingGrant(game, id, c.seq)) return printed;
  const out = [...(c.faceDown ? c.faceDown.traits : defOf(game, id).traits)];
  for (const setId of c.attachments) {
    const s = card(game, setId);
    out.push(...(s.faceDown ? s.faceDown.traits : defOf(game, setId).traits));
  }
  for (const e of game.state.effects) {
    if (e.kind === 'grant' && e.card === id && e.cardSeq === c.seq && e.grant && 'trait' in e.grant)
      out.push(e.grant.trait);
  }
  for (const s of activeStatics(game)) {
    if (s.effect.kind === 'grant' && 'trait' in s.effect.grant && staticAffects(game, s, id))
      out.push(s.effect.grant.trait);
  }
  return out;
}

/** Printed power (or face-down definition) plus every modifier, never below 0 (HF-9.5, HF-12.6). */
export function powerOf(game: Game, id: number): number {
  const c = card(game, id);
  if (c.zone !== 'battlefield') return Math.max(0, c.faceDown ? c.faceDown.power : defOf(game, id).power);
  const m = memo(game);
  if (m !== null && m.powerEpoch[id] === m.epoch) return m.power[id];
  const power = computePower(game, id);
  if (m !== null) {
    m.power[id] = power;
    m.powerEpoch[id] = m.epoch;
  }
  return power;
}

/** A battlefield card's power. */
function computePower(game: Game, id: number): number {
  const c = card(game, id);
  const base = c.faceDown ? c.faceDown.power : defInfo(game, id).power;
  if (kindOf(game, id) === 'worldSet') return 0; // HF-4.6: a world set has no power, even with set cards on it
  let total = 0;
  let printed = base;
  for (const setId of c.attachments) {
    const s = card(game, setId);
    total += s.faceDown ? s.faceDown.power : defInfo(game, setId).power;
  }
  for (const e of game.state.effects) {
    if (e.kind !== 'power' || e.card !== id || e.cardSeq !== c.seq) continue;
    if (e.base)
      printed = e.amount; // 「パワーを…にする」: the latest replaces the base (m10a, RULING HF-12.6)
    else total += e.amount;
  }
  total += printed;
  for (const s of activeStatics(game)) {
    if (s.effect.kind === 'power' && staticAffects(game, s, id)) total += staticAmount(game, s, id);
  }
  return Math.max(0, total);
}

/**
 * False when a battlefield card's power is surely above 0 without computing it: its printed (or face-down)
 * power is positive and nothing in force can lower it — no negative set card, lasting effect or static.
 */
export function powerMayBeZero(game: Game, id: number): boolean {
  const c = card(game, id);
  if ((c.faceDown ? c.faceDown.power : defInfo(game, id).power) <= 0) return true;
  for (const setId of c.attachments) {
    const set = card(game, setId);
    if ((set.faceDown ? set.faceDown.power : defInfo(game, setId).power) < 0) return true;
  }
  return powerMayBeLowered(game);
}

/** Does a lasting effect or a static in force lower some power? The same for every card: kept per epoch. */
function powerMayBeLowered(game: Game): boolean {
  const m = memo(game);
  if (m !== null && m.loweringEpoch === m.epoch) return m.lowering;
  let lowering = false;
  for (const e of game.state.effects)
    if (e.kind === 'power' && (e.amount < 0 || e.base)) {
      lowering = true;
      break;
    }
  if (!lowering)
    for (const s of activeStatics(game))
      if (s.effect.kind === 'power' && staticAmount(game, s) < 0) {
        lowering = true;
        break;
      }
  if (m !== null) {
    m.loweringEpoch = m.epoch;
    m.lowering = lowering;
  }
  return lowering;
}

/**
 * p12: whether the power, the indestructibility and the lasting effects of battlefield cards can change only
 * with touch() or touchBoard() — not with touchState() (a card's active/asleep state, a zone's size): no static
 * in force has a condition (HF-12.1 「…場合」) or grants anything, no power or indestructibility static counts
 * (「…1体につき」) or picks its cards by a filter that reads a state, a power, a keyword or the combat, no
 * lasting effect lasts 「…限り」 (RULING HF-12.9) and no destruction replacement is spent (HF-5.11). The
 * destruction check (HF-9.4, HF-9.5) keeps its verdict across touchState() while this holds.
 */
export function powerReadsOnlyCore(game: Game): boolean {
  const m = memo(game);
  if (m === null) return false;
  const statics = activeStatics(game);
  if (!m.staticsBoardOnly) return false;
  if (m.coreOnlyFor !== statics) {
    // kept per list of statics in force (a new list whenever it may differ)
    m.coreOnlyFor = statics;
    m.coreOnly = staticsReadOnlyCore(statics);
  }
  if (!m.coreOnly) return false;
  const s = game.state;
  for (const e of s.effects) if (typeof e.duration === 'object') return false;
  return s.spentReplacements === undefined;
}

function staticsReadOnlyCore(statics: readonly StaticInstance[]): boolean {
  for (const x of statics) {
    const e = x.effect;
    if (e.kind === 'power' && (typeof e.amount !== 'number' || !affectsReadsOnlyCore(e.affects)))
      return false;
    if (e.kind === 'indestructible' && !affectsReadsOnlyCore(e.affects)) return false;
  }
  return true;
}

function affectsReadsOnlyCore(affects: 'self' | CardFilter): boolean {
  if (affects === 'self') return true;
  const f = affects;
  return (
    f.state === undefined &&
    f.powerAtMost === undefined &&
    f.powerAtLeast === undefined &&
    f.powerAtMostSelf === undefined &&
    f.powerAtLeastSelf === undefined &&
    f.hasKeyword === undefined &&
    f.lacksKeyword === undefined &&
    f.combat === undefined &&
    f.attackedThisTurn === undefined &&
    f.defendedThisTurn === undefined &&
    f.declared === undefined
  );
}

/** `affected`: the card the amount is for (「それにセットされているカード1枚につき」, issue 22). */
function staticAmount(game: Game, s: StaticInstance, affected = -1): number {
  const amount = (s.effect as { amount: Value }).amount;
  if (typeof amount === 'number') return amount;
  // 「…1体につき」 (HF-12.6); 「このカードの持ち主の…」 on a set card reads the set card itself (HF-4.4)
  return evaluateValueStatic(game, amount, s.controller, s.self ?? -1, affected, s.carrier);
}

/**
 * HF-13.5: is the character protected from destruction? `by`: the player whose effect destroys it (null: an
 * attack, or no effect). `reason`: how it would be destroyed ('damage': lethal damage, HF-9.4; 'effect': a destroy
 * effect; null: not known). A static's `by: 'opponentEffects'` (「対戦相手の効果で破壊されない」, issue 22) protects
 * only from effects of the opponent of the character's controller (RULING, docs/engine.md); its `cause: 'damage'`
 * (「ダメージによって破壊されない」, t21a) only from damage, attack or effect damage (RULING docs/engine.md); with both,
 * only from damage dealt by that opponent's effects.
 */
export function isIndestructible(
  game: Game,
  id: number,
  by: PlayerIndex | null = null,
  reason: 'damage' | 'effect' | null = null,
): boolean {
  for (const s of activeStatics(game)) {
    if (s.effect.kind !== 'indestructible' || !staticAffects(game, s, id)) continue;
    if (s.effect.cause === 'damage' && reason !== 'damage') continue;
    if (s.effect.by === 'opponentEffects' && (by === null || by === card(game, id).controller)) continue;
    return true;
  }
  return false;
}

/** HF-13.6: keywords a defender must have to block this attacker. */
export function requiredDefenderKeywords(game: Game, attacker: number): KeywordName[] {
  const out: KeywordName[] = [];
  for (const s of activeStatics(game))
    if (s.self === attacker && s.effect.kind === 'unblockableExceptBy') out.push(s.effect.keyword);
  return out;
}

/**
 * HF-8.3 (mech18): whether `defender` may not defend against `attacker`'s attack because of a trait it has
 * (「…の攻撃は、《城壁》を持つキャラクターには防御されない」): the first such trait, else undefined.
 */
export function forbiddenDefenderTrait(game: Game, attacker: number, defender: number): string | undefined {
  for (const s of activeStatics(game)) {
    if (s.self !== attacker || s.effect.kind !== 'undefendableBy') continue;
    const traits = traitsOf(game, defender);
    const found = s.effect.traits.find((t) => traits.includes(t));
    if (found !== undefined) return found;
  }
  return undefined;
}

/** HF-13.4: extra damage this attacker's attack deals to a player. */
export function playerAttackDamageBonus(game: Game, attacker: number): number {
  let bonus = 0;
  for (const s of activeStatics(game)) {
    if (s.self === attacker && s.effect.kind === 'playerAttackDamageBonus') bonus += s.effect.amount;
  }
  return bonus;
}

/** RULING (docs/engine.md): a card's printed energy cost; a face-down card on the battlefield has none (0). */
export function costOf(game: Game, id: number): number {
  return card(game, id).faceDown ? 0 : defOf(game, id).cost;
}

/** Does a card match a filter, seen from `viewer` (for "あなたの" / "対戦相手の")? */
export function matchesFilter(
  game: Game,
  id: number,
  f: CardFilter,
  viewer: PlayerIndex,
  selfId: number,
  usePower = true,
): boolean {
  const c = card(game, id);
  if (f.notSelf && id === selfId) return false;
  if (f.declared !== undefined) return false; // 「宣言した…」 not bound to a declared value (src/engine/declared.ts)
  if (f.controller === 'you' && c.controller !== viewer) return false;
  if (f.controller === 'opponent' && c.controller !== other(viewer)) return false;
  // HF-3.2: a world set is neither active nor asleep, so it matches no state filter
  if (f.state !== undefined && c.zone === 'battlefield' && kindOf(game, id) === 'worldSet') return false;
  if (f.state === 'active' && c.sleep) return false;
  if (f.state === 'sleep' && !c.sleep) return false;
  if (f.attachedAtLeast !== undefined || f.attachedAtMost !== undefined) {
    // 「《証拠》を持つセットカードがセットされている」: only the attached cards with the traits count (issue 22)
    const want = f.attachedTraits;
    const names = f.attachedNames;
    const n =
      want?.length || names?.length
        ? c.attachments.filter((a) => {
            if (names?.length && !names.includes(nameOf(game, a))) return false;
            if (!want?.length) return true;
            const traits = traitsOf(game, a);
            return want.every((t) => traits.includes(t));
          }).length
        : c.attachments.length;
    if (f.attachedAtLeast !== undefined && n < f.attachedAtLeast) return false;
    if (f.attachedAtMost !== undefined && n > f.attachedAtMost) return false;
  }
  if (f.faceUp !== undefined && c.faceUp !== f.faceUp) return false;
  if (f.combat !== undefined) {
    const fight = game.state.combat;
    if (fight === null || (f.combat === 'attacking' ? fight.attacker : fight.defender) !== id) return false;
  }
  if (f.kind && !f.kind.includes(kindOf(game, id))) return false;
  if (f.name !== undefined && nameOf(game, id) !== f.name) return false;
  if (f.notName !== undefined && nameOf(game, id) === f.notName) return false;
  if (f.lacksTraits?.length) {
    const traits = traitsOf(game, id);
    if (f.lacksTraits.some((t) => traits.includes(t))) return false;
  }
  if (f.nameContains !== undefined && !nameOf(game, id).includes(f.nameContains)) return false;
  if (f.traits?.length) {
    const traits = traitsOf(game, id);
    if (!f.traits.every((t) => traits.includes(t))) return false;
  }
  if (f.anyTraits?.length) {
    const traits = traitsOf(game, id);
    if (!f.anyTraits.some((t) => traits.includes(t))) return false;
  }
  if (usePower && (f.powerAtMost !== undefined || f.powerAtLeast !== undefined)) {
    const p = powerOf(game, id);
    if (f.powerAtMost !== undefined && p > f.powerAtMost) return false;
    if (f.powerAtLeast !== undefined && p < f.powerAtLeast) return false;
  }
  if (usePower && (f.powerAtMostSelf || f.powerAtLeastSelf)) {
    // 「パワーがこのキャラクターのパワー以下の」: no card of its own to compare with, nothing matches
    if (selfId < 0 || !isOnBattlefield(game, selfId)) return false;
    const p = powerOf(game, id);
    const mine = powerOf(game, selfId);
    if (f.powerAtMostSelf && p > mine) return false;
    if (f.powerAtLeastSelf && p < mine) return false;
  }
  if (f.owner === 'you' && c.owner !== viewer) return false;
  if (f.owner === 'opponent' && c.owner !== other(viewer)) return false;
  if (f.costAtMost !== undefined && costOf(game, id) > f.costAtMost) return false;
  if (f.costAtLeast !== undefined && costOf(game, id) < f.costAtLeast) return false;
  if (f.hasKeyword && !hasKeyword(game, id, f.hasKeyword)) return false;
  if (f.lacksKeyword && hasKeyword(game, id, f.lacksKeyword)) return false;
  return matchesHistory(game, id, f);
}

export function charactersOf(game: Game, player: PlayerIndex): number[] {
  return game.state.battlefield.filter(
    (id) => card(game, id).controller === player && kindOf(game, id) === 'character',
  );
}

export function worldSetOf(game: Game, player: PlayerIndex): number | null {
  for (const id of game.state.battlefield) {
    if (card(game, id).controller === player && kindOf(game, id) === 'worldSet') return id;
  }
  return null;
}

// Conditions and values with no effect context (continuous effects, trigger and replacement checks). They
// live here, not in conditions.ts, because they and the filters are one recursion: a condition counts cards
// matching a filter, and a filter's power test needs the continuous effects, whose conditions these are.

export type ZoneKey = 'hand' | 'trash' | 'damageField' | 'guardDeck' | 'mainDeck' | 'energy';

/** 「…の枚数が…の枚数より少ない／多い」: strictly (issue 22). */
export function compareSizes(left: number, right: number, compare: 'less' | 'more'): boolean {
  return compare === 'less' ? left < right : left > right;
}

// the key under which a declared attack is recorded for the turn (issue 22, 「このターン中に…攻撃を行っていた」)
export { ATTACKED_KEY };

/** Has this card, as the object it is now (HF-5.6), declared an attack this turn? */
export function attackedThisTurn(game: Game, id: number): boolean {
  return usedThisTurn(game, id, ATTACKED_KEY);
}

/**
 * `carrier`: the physical card the text is printed on. 「このカードのプレイヤー／持ち主」 ('source') on a set card
 * is the set card's player or owner, not its host's (RULING HF-4.4, 000 ■戦場とカードのプレイヤー).
 */
export function resolvePlayerStatic(
  game: Game,
  ref: PlayerRef,
  controller: PlayerIndex,
  selfId: number,
  carrier = -1,
): PlayerIndex {
  if (ref === 'you') return controller;
  if (ref === 'opponent') return other(controller);
  const cardRef = 'controllerOf' in ref ? ref.controllerOf : ref.ownerOf;
  const id = cardRef === 'self' ? selfId : cardRef === 'source' ? (carrier >= 0 ? carrier : selfId) : -1;
  if (id < 0) return controller;
  return 'controllerOf' in ref ? card(game, id).controller : card(game, id).owner;
}

/** Issue 22: how many different traits the matching characters on the battlefield have together. */
export function traitKinds(game: Game, filter: CardFilter, controller: PlayerIndex, selfId: number): number {
  const kinds = new Set<string>();
  for (const id of game.state.battlefield)
    if (matchesFilter(game, id, filter, controller, selfId)) for (const t of traitsOf(game, id)) kinds.add(t);
  return kinds.size;
}

function countMatching(
  game: Game,
  filter: CardFilter,
  controller: PlayerIndex,
  selfId: number,
  usePower = true,
): number {
  // 「あなたのセットカードの数」: set cards on the battlefield are set on its cards (HF-4.4), a world set stands
  // alone (000 (3), HF-4.6); both count
  const attachedToo = filter.kind?.includes('set') === true;
  let n = 0;
  for (const id of game.state.battlefield) {
    if (matchesFilter(game, id, filter, controller, selfId, usePower)) n++;
    if (attachedToo)
      for (const a of card(game, id).attachments)
        if (matchesFilter(game, a, filter, controller, selfId, usePower)) n++;
  }
  return n;
}

type PlayerResolver = (ref: PlayerRef) => PlayerIndex;

/**
 * 「このキャラクターにセットされているカードの数」「あなたのキャラクターにセットされているカードの数」: the set cards
 * (HF-4.4, whoever owns them) on `self` or on every battlefield card matching the host filter (issue 22).
 */
export function countAttached(
  game: Game,
  v: Extract<Value, { attachedTo: unknown }>,
  controller: PlayerIndex,
  selfId: number,
): number {
  const hosts =
    v.attachedTo === 'self'
      ? selfId >= 0 && card(game, selfId).zone === 'battlefield'
        ? [selfId]
        : []
      : game.state.battlefield.filter((id) =>
          matchesFilter(game, id, v.attachedTo as CardFilter, controller, selfId, false),
        );
  let n = 0;
  for (const host of hosts)
    for (const id of card(game, host).attachments)
      if (!v.filter || matchesFilter(game, id, v.filter, controller, selfId, false)) n++;
  return n;
}

/**
 * Cards matching `filter` in a zone (HF-12.9 conditions with counts, 「…1枚につき」). On the battlefield the
 * filter's `controller` says whose cards count; elsewhere `player` says whose zone ('each': both players').
 */
export function countInZone(
  game: Game,
  q: { filter: CardFilter; zone?: 'battlefield' | CardZone; player?: PlayerRef | 'each' },
  controller: PlayerIndex,
  selfId: number,
  resolve: PlayerResolver,
  usePower = true,
): number {
  if (q.zone === undefined || q.zone === 'battlefield')
    return countMatching(game, q.filter, controller, selfId, usePower);
  const zone = q.zone;
  const ref = q.player ?? 'you';
  const players: PlayerIndex[] = ref === 'each' ? [0, 1] : [resolve(ref)];
  let n = 0;
  for (const p of players)
    for (const id of cardsInZone(game, zone, p))
      if (matchesFilter(game, id, q.filter, controller, selfId, usePower)) n++;
  return n;
}

/**
 * mech23: 「カード名の異なる…の数」: how many different names the matching cards have (a name shared by several
 * counts once; RULING «Distinct card names», docs/engine.md). Battlefield: its cards and, for set cards, those set on them.
 */
export function countDistinctNames(
  game: Game,
  q: { filter: CardFilter; zone?: 'battlefield' | CardZone; player?: PlayerRef | 'each' },
  controller: PlayerIndex,
  selfId: number,
  resolve: PlayerResolver,
  usePower: boolean,
): number {
  const names = new Set<string>();
  const add = (id: number) => {
    if (matchesFilter(game, id, q.filter, controller, selfId, usePower)) names.add(nameOf(game, id));
  };
  if (q.zone === undefined || q.zone === 'battlefield') {
    const attachedToo = q.filter.kind?.includes('set') === true;
    for (const id of game.state.battlefield) {
      add(id);
      if (attachedToo) for (const a of card(game, id).attachments) add(a);
    }
    return names.size;
  }
  const ref = q.player ?? 'you';
  for (const p of ref === 'each' ? ([0, 1] as const) : [resolve(ref)])
    for (const id of cardsInZone(game, q.zone, p)) add(id);
  return names.size;
}

export function withinBounds(n: number, b: { atLeast?: number; atMost?: number }): boolean {
  return (b.atLeast === undefined || n >= b.atLeast) && (b.atMost === undefined || n <= b.atMost);
}

/** A condition with no effect context: used by continuous effects and trigger checks. */
export function evaluateConditionStatic(
  game: Game,
  cond: Condition,
  controller: PlayerIndex,
  selfId: number,
  carrier = -1,
): boolean {
  switch (cond.kind) {
    case 'count':
      return countMatching(game, cond.filter, controller, selfId) >= cond.atLeast;
    case 'traitKinds':
      return withinBounds(traitKinds(game, cond.filter, controller, selfId), cond);
    case 'countIn': {
      const resolve = (ref: PlayerRef) => resolvePlayerStatic(game, ref, controller, selfId, carrier);
      return withinBounds(countInZone(game, cond, controller, selfId, resolve), cond);
    }
    case 'zoneSize': {
      const p = resolvePlayerStatic(game, cond.player, controller, selfId, carrier);
      return withinBounds(game.state.players[p][cond.zone as ZoneKey].length, cond);
    }
    case 'yourTurn':
      return game.state.turnPlayer === controller;
    case 'mainPhase':
      return (
        game.state.phase === 'main' &&
        game.state.turnPlayer === (cond.whose === 'you' ? controller : other(controller)) &&
        // 「何も待機していない時」: the main phase's own choice, not a window (HF-6.4, HF-7.1; i22tb7)
        (!cond.idle || game.state.pending?.kind === 'main')
      );
    case 'opponentTurn':
      return game.state.turnPlayer !== controller;
    case 'sourceSetOn':
      return false; // issue 22: names the set card itself, known only inside its effect (src/engine/conditions.ts)
    case 'cardMatches':
      // on a set card, its abilities are its host's: 'host' is the card they are on (HF-4.4)
      return (
        (cond.ref === 'self' || cond.ref === 'host') &&
        selfId >= 0 &&
        matchesFilter(game, selfId, cond.filter, controller, selfId)
      );
    case 'attached':
      // 「そのキャラクターに…」 names a card only inside an effect (src/engine/conditions.ts)
      if ('setOn' in cond.value) return false;
      return withinBounds(countAttached(game, cond.value, controller, selfId), cond);
    case 'compareSizes': {
      const size = (s: { zone: ZoneKey; player: PlayerRef }) =>
        game.state.players[resolvePlayerStatic(game, s.player, controller, selfId, carrier)][s.zone].length;
      return compareSizes(size(cond.left), size(cond.right), cond.compare);
    }
    case 'compareValues':
      return compareValues(
        evaluateValueStatic(game, cond.left, controller, selfId, -1, carrier),
        evaluateValueStatic(game, cond.right, controller, selfId, -1, carrier),
        cond.compare,
      );
    case 'attackedThisTurn':
      return cond.ref === 'self' && selfId >= 0 && attackedThisTurn(game, selfId);
    case 'attackHitPlayer':
      return attackHitThisTurn(game, cond.player === 'you' ? controller : ((1 - controller) as PlayerIndex));
    case 'nothingDone':
    case 'extraCostPaid':
    case 'destroyedByThisEffect':
      return false; // only inside an effect (src/engine/conditions.ts)
    case 'not':
      return !evaluateConditionStatic(game, cond.cond, controller, selfId, carrier);
    case 'all':
      return cond.conds.every((c) => evaluateConditionStatic(game, c, controller, selfId, carrier));
  }
}

/**
 * A value with no effect context, for continuous effects (HF-12.6: 「…1体につき+1000」): counts and zone
 * sizes. Power filters are not applied here (a power that depends on powers would never settle), and X or
 * a card's power mean 0.
 */
export function evaluateValueStatic(
  game: Game,
  v: Value,
  controller: PlayerIndex,
  selfId: number,
  affected = -1,
  carrier = -1,
): number {
  if (typeof v === 'number') return v;
  if ('times' in v)
    return evaluateValueStatic(game, v.times[0], controller, selfId, affected, carrier) * v.times[1];
  if ('setOn' in v) {
    // issue 22: 'it' is the affected card; 'self' and 'host' the card the ability is on (HF-4.4)
    const on = v.setOn === 'it' ? affected : v.setOn === 'self' || v.setOn === 'host' ? selfId : -1;
    return on >= 0 ? setCardCount(game, on, v.filter, controller, selfId) : 0;
  }
  if ('plus' in v)
    return Math.max(
      0,
      evaluateValueStatic(game, v.plus[0], controller, selfId, affected, carrier) + v.plus[1],
    );
  if ('shortOf' in v)
    return Math.max(
      0,
      v.shortOf[1] - evaluateValueStatic(game, v.shortOf[0], controller, selfId, affected, carrier),
    );
  if ('over' in v)
    return Math.floor(
      evaluateValueStatic(game, v.over[0], controller, selfId, affected, carrier) / v.over[1],
    );
  if ('atMost' in v)
    return Math.min(
      evaluateValueStatic(game, v.atMost[0], controller, selfId, affected, carrier),
      v.atMost[1],
    );
  if ('attachedTo' in v) return countAttached(game, v, controller, selfId);
  const resolve = (ref: PlayerRef) => resolvePlayerStatic(game, ref, controller, selfId, carrier);
  if ('count' in v) {
    const q = { filter: v.count, zone: v.zone, player: 'player' in v ? v.player : undefined };
    if (v.distinct) return countDistinctNames(game, q, controller, selfId, resolve, false); // mech23
    return countInZone(game, q, controller, selfId, resolve, false);
  }
  if ('zoneSize' in v) return game.state.players[resolve(v.player)][v.zoneSize as ZoneKey].length;
  return 0;
}

/** issue 22: how many cards are set on card `on` (matching `filter`, when one is given). */
export function setCardCount(
  game: Game,
  on: number,
  filter: CardFilter | undefined,
  controller: PlayerIndex,
  selfId: number,
): number {
  const list = card(game, on).attachments;
  if (filter === undefined) return list.length;
  let n = 0;
  for (const id of list) if (matchesFilter(game, id, filter, controller, selfId, false)) n++;
  return n;
}
