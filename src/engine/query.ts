// Read-only questions about the board: a card's current abilities, keywords, traits and power, and
// whether a card matches a filter. Continuous effects are derived here, never stored (HF-12.6).
import type {
  Ability,
  CardFilter,
  CardKind,
  KeywordName,
  PlayerIndex,
  StaticEffect,
} from '../core/cardTypes.js';
import { keywordAbilities } from '../keywords.js';
import { evaluateConditionStatic } from './conditions.js';
import { type Game, card, defOf, other } from './game.js';

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
  return defOf(game, id).kind;
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

/** Printed abilities, those of set cards on it, and those granted by lasting effects. */
export function baseAbilities(game: Game, id: number): AbilityInstance[] {
  const c = card(game, id);
  if (c.zone !== 'battlefield' && c.zone !== 'limbo') return [];
  const out: AbilityInstance[] = [];
  if (!c.faceDown)
    defOf(game, id).abilities.forEach((ability, i) => out.push({ key: `p${i}`, ability, carrier: id }));
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
  return out;
}

export interface StaticInstance {
  effect: StaticEffect;
  self: number | null; // the card whose ability it is (null for a player's 【空装】 effect)
  controller: PlayerIndex;
  key: string;
}

/** Every continuous effect in force (HF-12.1): statics of battlefield cards and 【空装】 effects. */
export function activeStatics(game: Game): StaticInstance[] {
  const out: StaticInstance[] = [];
  for (const id of game.state.battlefield) {
    const controller = card(game, id).controller;
    for (const inst of baseAbilities(game, id)) {
      const a = inst.ability;
      if (a.kind !== 'static') continue;
      if (a.condition && !evaluateConditionStatic(game, a.condition, controller, id)) continue;
      a.effects.forEach((effect, j) => out.push({ effect, self: id, controller, key: `${inst.key}.${j}` }));
    }
  }
  for (const p of [0, 1] as PlayerIndex[]) {
    const k = game.state.players[p].kuusou;
    if (k === null) continue;
    const kuusou = defOf(game, k).kuusou;
    kuusou?.statics.forEach((effect, j) =>
      out.push({ effect, self: null, controller: p, key: `k${k}.${j}` }),
    );
  }
  if (!expandingGrants) out.push(...grantedStatics(game, out));
  return out;
}

let expandingGrants = false;

/**
 * HF-12.1, HF-13.10: a static ability — or a keyword that expands to one (【死殺】【強撃】【神速】) — granted by
 * a continuous effect is in force on every card it affects, as if printed there. One level deep: while
 * these are computed, filters see only the other statics (guards against re-entry through matchesFilter).
 */
function grantedStatics(game: Game, statics: StaticInstance[]): StaticInstance[] {
  const out: StaticInstance[] = [];
  expandingGrants = true;
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
    expandingGrants = false;
  }
  return out;
}

function staticAffects(game: Game, s: StaticInstance, id: number): boolean {
  const affects = 'affects' in s.effect ? s.effect.affects : 'self';
  if (affects === 'self') return s.self === id;
  if (!isOnBattlefield(game, id)) return false;
  return matchesFilter(game, id, affects, s.controller, s.self ?? -1, false);
}

/** All abilities the card has now, including those granted by continuous effects. */
export function abilitiesOf(game: Game, id: number): AbilityInstance[] {
  const out = baseAbilities(game, id);
  if (card(game, id).zone !== 'battlefield') return out;
  for (const s of activeStatics(game)) {
    if (s.effect.kind !== 'grant' || !staticAffects(game, s, id)) continue;
    const g = s.effect.grant;
    if ('ability' in g) out.push({ key: `t${s.key}`, ability: g.ability, carrier: s.self ?? id });
    if ('keyword' in g) out.push(...expandKeyword(g.keyword, `t${s.key}`, s.self ?? id));
  }
  return out;
}

/** How many instances of a keyword the card has (HF-13.10 stacking). */
export function keywordCount(game: Game, id: number, keyword: KeywordName): number {
  const seen = new Set<string>();
  for (const inst of abilitiesOf(game, id)) {
    if (inst.ability.keyword === keyword) seen.add(inst.key.replace(/\.\d+$/, ''));
  }
  return seen.size;
}

export function hasKeyword(game: Game, id: number, keyword: KeywordName): boolean {
  return keywordCount(game, id, keyword) > 0;
}

export function traitsOf(game: Game, id: number): string[] {
  const c = card(game, id);
  const base = c.faceDown ? c.faceDown.traits : defOf(game, id).traits;
  if (c.zone !== 'battlefield') return base;
  const out = [...base];
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
  const base = c.faceDown ? c.faceDown.power : defOf(game, id).power;
  if (c.zone !== 'battlefield') return Math.max(0, base);
  if (kindOf(game, id) === 'worldSet') return 0; // HF-4.6: a world set has no power, even with set cards on it
  let total = base;
  for (const setId of c.attachments) {
    const s = card(game, setId);
    total += s.faceDown ? s.faceDown.power : defOf(game, setId).power;
  }
  for (const e of game.state.effects) {
    if (e.kind === 'power' && e.card === id && e.cardSeq === c.seq) total += e.amount;
  }
  for (const s of activeStatics(game)) {
    if (s.effect.kind === 'power' && staticAffects(game, s, id)) total += staticAmount(game, s);
  }
  return Math.max(0, total);
}

function staticAmount(game: Game, s: StaticInstance): number {
  const amount = (s.effect as { amount: unknown }).amount;
  return typeof amount === 'number' ? amount : 0;
}

export function isIndestructible(game: Game, id: number): boolean {
  return activeStatics(game).some((s) => s.effect.kind === 'indestructible' && staticAffects(game, s, id));
}

export function hasGrantFlag(game: Game, id: number, flag: 'cannotAttack' | 'cannotDefend'): boolean {
  const c = card(game, id);
  for (const e of game.state.effects) {
    if (e.kind === 'grant' && e.card === id && e.cardSeq === c.seq && e.grant && flag in e.grant) return true;
  }
  return activeStatics(game).some(
    (s) => s.effect.kind === 'grant' && flag in s.effect.grant && staticAffects(game, s, id),
  );
}

/** HF-13.6: keywords a defender must have to block this attacker. */
export function requiredDefenderKeywords(game: Game, attacker: number): KeywordName[] {
  return activeStatics(game)
    .filter((s) => s.self === attacker && s.effect.kind === 'unblockableExceptBy')
    .map((s) => (s.effect as { keyword: KeywordName }).keyword);
}

/** HF-13.4: extra damage this attacker's attack deals to a player. */
export function playerAttackDamageBonus(game: Game, attacker: number): number {
  let bonus = 0;
  for (const s of activeStatics(game)) {
    if (s.self === attacker && s.effect.kind === 'playerAttackDamageBonus') bonus += s.effect.amount;
  }
  return bonus;
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
  if (f.controller === 'you' && c.controller !== viewer) return false;
  if (f.controller === 'opponent' && c.controller !== other(viewer)) return false;
  // HF-3.2: a world set is neither active nor asleep, so it matches no state filter
  if (f.state !== undefined && c.zone === 'battlefield' && kindOf(game, id) === 'worldSet') return false;
  if (f.state === 'active' && c.sleep) return false;
  if (f.state === 'sleep' && !c.sleep) return false;
  if (f.kind && !f.kind.includes(kindOf(game, id))) return false;
  if (f.name !== undefined && nameOf(game, id) !== f.name) return false;
  if (f.nameContains !== undefined && !nameOf(game, id).includes(f.nameContains)) return false;
  if (f.traits?.length) {
    const traits = traitsOf(game, id);
    if (!f.traits.every((t) => traits.includes(t))) return false;
  }
  if (usePower && (f.powerAtMost !== undefined || f.powerAtLeast !== undefined)) {
    const p = powerOf(game, id);
    if (f.powerAtMost !== undefined && p > f.powerAtMost) return false;
    if (f.powerAtLeast !== undefined && p < f.powerAtLeast) return false;
  }
  if (f.hasKeyword && !hasKeyword(game, id, f.hasKeyword)) return false;
  if (f.lacksKeyword && hasKeyword(game, id, f.lacksKeyword)) return false;
  return true;
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
