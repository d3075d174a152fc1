// Protection (HF-5.12, 000 ■ダメージトリガー): 「…の効果の対象にならない」 (untargetable) and 「…を受けない」
// (unaffected), granted by a static ability or by a lasting grant. See docs/engine.md (RULING HF-5.12).
import type { EffectSourceFilter, Grant, PlayerIndex } from '../core/cardTypes.js';
import type { EffectContext } from '../core/state.js';
import { derivedOf } from './derived.js';
import { type Game, card, defOf } from './game.js';
import { type StaticInstance, activeStatics, kindOf, matchesFilter, staticAffects } from './query.js';

/** Every grant in force on a battlefield card: lasting grants to this object, then static grants. */
export function grantsOn(game: Game, id: number, has: (g: Grant) => boolean): Grant[] {
  const c = card(game, id);
  if (c.zone !== 'battlefield') return NO_GRANTS;
  let out: Grant[] | null = null;
  for (const e of game.state.effects)
    if (e.kind === 'grant' && e.card === id && e.cardSeq === c.seq && e.grant && has(e.grant))
      (out ??= []).push(e.grant);
  const statics = activeStatics(game);
  // (a partial list, while statics are being computed, may still grow: it is not kept)
  if (derivedOf(game).partial || protects(statics))
    for (const s of statics)
      if (s.effect.kind === 'grant' && has(s.effect.grant) && affectsNow(game, s, id))
        (out ??= []).push(s.effect.grant);
  return out ?? NO_GRANTS;
}

/** Does any static in the list grant protection? Kept per list (the list in force is memoized per epoch). */
const PROTECTS = new WeakMap<readonly StaticInstance[], boolean>();
function protects(statics: readonly StaticInstance[]): boolean {
  let found = PROTECTS.get(statics);
  if (found === undefined) {
    found = statics.some(
      (s) =>
        s.effect.kind === 'grant' &&
        ('untargetable' in s.effect.grant ||
          'unaffected' in s.effect.grant ||
          'damageProof' in s.effect.grant ||
          'damageReduce' in s.effect.grant), // mech23
    );
    PROTECTS.set(statics, found);
  }
  return found;
}

/**
 * staticAffects() leaves power out of `affects` filters (power itself depends on the statics); protection is
 * asked once they are known, so 「パワー2000以下のキャラクターは…」 is checked with the power in force.
 */
function affectsNow(game: Game, s: StaticInstance, id: number): boolean {
  if (!staticAffects(game, s, id)) return false;
  const affects = 'affects' in s.effect ? s.effect.affects : 'self';
  if (affects === 'self' || (affects.powerAtMost === undefined && affects.powerAtLeast === undefined))
    return true;
  return matchesFilter(game, id, affects, s.controller, s.self ?? -1);
}
const NO_GRANTS: Grant[] = [];

const isUntargetable = (g: Grant): boolean => 'untargetable' in g;
const isUnaffected = (g: Grant): boolean => 'unaffected' in g;

/** The kind of the card an effect comes from: as it is now on the battlefield, else as printed. */
export function sourceKind(game: Game, source: number): string {
  if (source < 0) return 'none';
  return card(game, source).zone === 'battlefield' ? kindOf(game, source) : defOf(game, source).kind;
}

/** `by: 'opponent'`: only effects controlled by the opponent of the protected card's controller. */
function byMatches(
  game: Game,
  by: 'opponent' | 'any' | undefined,
  protectedId: number,
  controller: PlayerIndex,
): boolean {
  return by !== 'opponent' || card(game, protectedId).controller !== controller;
}

function sourceMatches(
  game: Game,
  f: EffectSourceFilter,
  protectedId: number,
  controller: PlayerIndex,
  source: number,
): boolean {
  if (!byMatches(game, f.by, protectedId, controller)) return false;
  const from = f.from ?? 'any';
  return from === 'any' || sourceKind(game, source) === from;
}

/**
 * HF-5.12: can an effect controlled by `controller`, from the card `source` (the card whose ability or
 * effect it is), not choose `id` as a target? Checked when targets are chosen and again at resolution.
 */
export function untargetableBy(game: Game, id: number, controller: PlayerIndex, source: number): boolean {
  for (const g of grantsOn(game, id, isUntargetable))
    if ('untargetable' in g && sourceMatches(game, g.untargetable, id, controller, source)) return true;
  return false;
}

/** Is this effect the revealed 【ダメージトリガー】 of its card (HF-9.3) rather than an ability? */
function isDamageTrigger(game: Game, ctx: EffectContext): boolean {
  return isDamageTriggerOf(game, ctx.self);
}

/** Is the card's revealed 【ダメージトリガー】 (HF-9.3) resolving now? */
export function isDamageTriggerOf(game: Game, source: number): boolean {
  return game.state.tasks.some((t) => t.t === 'finishDamageTrigger' && t.card === source);
}

/** Where an effect comes from, as far as 「…を受けない」 asks (000 ■ダメージトリガー, RULING HF-5.12). */
export type EffectOrigin = 'characterAbility' | 'characterDamageTrigger' | 'other';

export function effectOrigin(game: Game, ctx: EffectContext): EffectOrigin {
  if (sourceKind(game, ctx.self) !== 'character') return 'other';
  return isDamageTrigger(game, ctx) ? 'characterDamageTrigger' : 'characterAbility';
}

/**
 * 000 ■ダメージトリガー, RULING HF-5.12: does the effect resolving in `ctx` do nothing to `id`?
 * 「キャラクターの能力を受けない」: effects of abilities of characters (a damage trigger is not an ability);
 * 「キャラクターカードの効果を受けない」: every effect of a character card, damage triggers included.
 */
export function unaffectedBy(game: Game, id: number, ctx: EffectContext): boolean {
  const grants = grantsOn(game, id, isUnaffected);
  if (grants.length === 0) return false;
  return unaffectedByGrants(game, id, grants, ctx.controller, effectOrigin(game, ctx));
}

/** unaffectedBy() for an effect known by its controller and origin (a rule kept on a group, groupRules.ts). */
export function unaffectedByOrigin(
  game: Game,
  id: number,
  controller: PlayerIndex,
  origin: EffectOrigin,
): boolean {
  if (origin === 'other') return false;
  const grants = grantsOn(game, id, isUnaffected);
  return grants.length > 0 && unaffectedByGrants(game, id, grants, controller, origin);
}

function unaffectedByGrants(
  game: Game,
  id: number,
  grants: readonly Grant[],
  controller: PlayerIndex,
  origin: EffectOrigin,
): boolean {
  if (origin === 'other') return false;
  for (const g of grants) {
    if (!('unaffected' in g)) continue;
    if (!byMatches(game, g.by, id, controller)) continue;
    if (g.unaffected === 'characterCardEffects') return true;
    if (origin === 'characterAbility') return true;
  }
  return false;
}
