// 「宣言する」 (issue 22): what a player may declare, and filters that name the declared value.
import type { CardFilter, CardKind, DeclareWhat, PlayerIndex } from '../core/cardTypes.js';
import type { EffectContext } from '../core/state.js';
import type { Game } from './game.js';
import { canSee } from './view.js';

/** The kinds a player may declare: 「キャラクター」「コマンド」「セット」 (a world set is a set card, 000 (3)). */
export const DECLARABLE_KINDS: readonly string[] = ['character', 'command', 'set'];

/**
 * RULING (docs/engine.md, 「宣言」): the values `player` may declare, a finite list legalActions() offers: a
 * name or a trait of a card definition the player knows — every card they own (their own deck list is theirs
 * to know, HF-1) and every card whose face they can see now (src/engine/view.ts canSee). Not the definitions
 * of the opponent's hidden cards: offering those names would tell which cards the hidden deck holds (HF-16).
 */
export function declareOptions(game: Game, what: DeclareWhat, player: PlayerIndex): string[] {
  if (what === 'kind') return [...DECLARABLE_KINDS];
  const seen = new Set<string>();
  const s = game.state;
  for (const c of s.cards) {
    if (c.owner !== player && !canSee(s, c.id, player)) continue;
    const def = game.defs.get(c.def);
    if (!def) continue;
    if (what === 'name') seen.add(def.name);
    else for (const t of def.traits) seen.add(t);
  }
  return [...seen].sort();
}

/** Nothing declared yet (the effect has no 'declare' step before it): the filter then matches no card. */
const NOTHING = '\u0000';

/**
 * A filter with `declared` replaced by the value the effect declared (「宣言した名前の」→ name, 「宣言した種別の」
 * → kind, 「指定した分類を持つ」→ traits). Filters without `declared` are returned as they are.
 */
export function bindDeclared(f: CardFilter, ctx: EffectContext): CardFilter;
export function bindDeclared(f: CardFilter | undefined, ctx: EffectContext): CardFilter | undefined;
export function bindDeclared(f: CardFilter | undefined, ctx: EffectContext): CardFilter | undefined {
  if (f?.declared === undefined) return f;
  const { declared: what, ...rest } = f;
  const d = ctx.declared;
  if (what === 'name') return { ...rest, name: d?.name ?? NOTHING };
  if (what === 'trait') return { ...rest, traits: [...(rest.traits ?? []), d?.trait ?? NOTHING] };
  const kind = d?.kind;
  const kinds: CardKind[] =
    kind === 'set' ? ['set', 'worldSet'] : kind === 'character' || kind === 'command' ? [kind] : [];
  return { ...rest, kind: rest.kind ? rest.kind.filter((k) => kinds.includes(k)) : kinds };
}
