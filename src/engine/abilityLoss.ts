// mech16 (issue 22): 「…は全ての能力を失う」「…は【神速】と【死殺】を失う」 — a card that does not have some or all of its
// abilities for a while (RULING «Abilities lost», docs/engine.md). Read where a card's base abilities are built
// (query.ts: printed, set cards', lasting grants), so every reader — triggers, statics, keywords, activations,
// and 000 ■インタラプション's check that an activated ability's source still has it (HF-7.6) — sees the loss.
// Losses come from a lasting effect on this object, or from a set card on it saying so of its host.
import type { Ability, Grant, KeywordName } from '../core/cardTypes.js';
import type { CardInstance } from '../core/state.js';
import type { Game } from './game.js';

interface Loss {
  what: 'all' | readonly KeywordName[];
  /** Lasting grants made after this loss (a larger effect id) are kept. */
  before: number;
  /** The set card's ability that says the loss is never lost by it. */
  keep?: string;
}

/** Minimal shape of query.ts's AbilityInstance (no import back: query.ts imports this file). */
interface Instance {
  key: string;
  ability: Ability;
}

/** `all` without the abilities the card has lost; `all` itself (no copy) when it has lost none (the usual case). */
export function withoutLost<T extends Instance>(game: Game, c: CardInstance, all: T[]): T[] {
  const losses = lossesOf(game, c, all);
  if (losses === null) return all;
  return all.filter((inst) => !losses.some((l) => lostBy(l, inst)));
}

function lossesOf(game: Game, c: CardInstance, all: readonly Instance[]): Loss[] | null {
  let out: Loss[] | null = null;
  for (const e of game.state.effects) {
    const what = lossIn(e.grant);
    if (what !== null && e.kind === 'grant' && e.card === c.id && e.cardSeq === c.seq)
      (out ??= []).push({ what, before: e.id });
  }
  for (const inst of all) {
    // a set card's 「このカードがセットされているキャラクターは…を失う」 (its abilities are its host's: 's<id>.<i>')
    if (inst.ability.kind !== 'static' || inst.key[0] !== 's' || inst.ability.condition) continue;
    for (const effect of inst.ability.effects) {
      const what = effect.kind === 'grant' && effect.affects === 'self' ? lossIn(effect.grant) : null;
      if (what !== null) (out ??= []).push({ what, before: Number.POSITIVE_INFINITY, keep: inst.key });
    }
  }
  return out;
}

function lossIn(grant: Grant | null | undefined): Loss['what'] | null {
  return grant && 'loseAbilities' in grant ? grant.loseAbilities : null;
}

function lostBy(loss: Loss, inst: Instance): boolean {
  if (inst.key === loss.keep) return false;
  if (inst.key[0] === 'g' && Number.parseInt(inst.key.slice(1), 10) > loss.before) return false;
  if (loss.what === 'all') return true;
  const keyword = inst.ability.keyword;
  return keyword !== undefined && loss.what.includes(keyword);
}
