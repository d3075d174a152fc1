// HF-12.8 「1ターンに1回」: one use (activated) or one trigger (auto) per turn, per card object (HF-5.6) and ability.
// Issue 22: 「このカード名の①の効果は1ターンに1回」 (oncePerTurn 'name') is one use per turn for every card with
// that name — its key is the name and the ability's place on the card, whatever card object used it — and per
// player (RULING in docs/engine.md, t14b: OCG's 「このカード名の…1ターンに1度」 counts each player's uses; the opponent's
// copy does not use up yours): the use is recorded under the key and the controller of the card that used it.
import type { ActivatedAbility, AutoAbility } from '../core/cardTypes.js';
import { NAME_ONCE_PREFIX, nameOnceKey } from '../core/onceKey.js';
import type { Game } from './game.js';
import { card } from './game.js';
import type { AbilityInstance } from './query.js';

/** The key a use of `inst` is recorded under: its own key, or the name-wide key for oncePerTurn 'name'. */
export function onceKeyOf(game: Game, inst: AbilityInstance): string {
  const ability = inst.ability as AutoAbility | ActivatedAbility;
  if (ability.oncePerTurn !== 'name') return inst.key;
  const def = game.defs.get(card(game, inst.carrier).def);
  return nameOnceKey(def?.name ?? '', def ? def.abilities.indexOf(ability) : -1);
}

/** A name-wide key is counted per player: the controller of the card `id` that uses it (RULING, t14b). */
function scoped(game: Game, id: number, key: string): string {
  return key.startsWith(NAME_ONCE_PREFIX) ? `${key}@${card(game, id).controller}` : key;
}

/** Has the ability `key` of card `id`, as the object it is now, been used or triggered this turn? */
export function usedThisTurn(game: Game, id: number, key: string): boolean {
  const s = game.state;
  if (key.startsWith(NAME_ONCE_PREFIX)) {
    const mine = scoped(game, id, key);
    return s.oncePerTurn.some((u) => u.ability === mine && u.turn === s.turn);
  }
  const seq = card(game, id).seq;
  for (const u of s.oncePerTurn)
    if (u.card === id && u.seq === seq && u.ability === key && u.turn === s.turn) return true;
  return false;
}

/** Records a use this turn; the record of past turns is dropped (the list is replaced, never edited). */
export function recordUse(game: Game, id: number, key: string): void {
  const s = game.state;
  const kept = s.oncePerTurn.filter((u) => u.turn === s.turn);
  kept.push({ card: id, seq: card(game, id).seq, ability: scoped(game, id, key), turn: s.turn });
  s.oncePerTurn = kept;
}
