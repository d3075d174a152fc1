// issue 22: 「このカードがあなたのトラッシュにある時、あなたは（エネルギーコストに加えてカルネージ1を支払うことで、）
// このカードをトラッシュからプレイできる」 — a card its owner may also play from their trash (HF-5.2), at the times
// a card of the hand could be played (HF-5.1), paying its energy cost (HF-5.3) and then the carnage (HF-11.2).
import type { CardDefinition, PlayerIndex } from '../core/cardTypes.js';
import type { ChainItem, Task } from '../core/state.js';
import { type Game, defOf } from './game.js';

/** Whether any definition of the game can be played from the trash (read once per definition set). */
const ANY = new WeakMap<ReadonlyMap<string, CardDefinition>, boolean>();

/** The definition set last asked about and its answer: the same set game after game, without a WeakMap lookup. */
let lastDefs: ReadonlyMap<string, CardDefinition> | null = null;
let lastAny = false;

function anyTrashPlay(game: Game): boolean {
  if (game.defs === lastDefs) return lastAny;
  let any = ANY.get(game.defs);
  if (any === undefined) {
    any = false;
    for (const def of game.defs.values()) if (def.trashPlay) any = true;
    ANY.set(game.defs, any);
  }
  lastDefs = game.defs;
  lastAny = any;
  return any;
}

const NONE: readonly number[] = Object.freeze([]);

/**
 * The cards of `player`'s trash they may play now as far as the trash goes: a trash-play card whose carnage
 * they can pay (a damage-field card per point, HF-11.2). The energy cost, targets and play conditions are
 * checked as for a card of the hand (legal.ts). Free when no card of the game has the ability.
 */
export function trashPlayable(game: Game, player: PlayerIndex): readonly number[] {
  if (!anyTrashPlay(game)) return NONE;
  const p = game.state.players[player];
  let out: number[] | undefined;
  for (const id of p.trash) {
    const def = defOf(game, id);
    const play = def.trashPlay;
    if (play && p.damageField.length >= play.carnage + (def.playCarnage ?? 0)) (out ??= []).push(id);
  }
  return out ?? NONE;
}

/**
 * Declares the play of a card from the trash once it is in the chain and its energy is paid: the carnage is
 * paid card by card (a 'cost' task, HF-11.2), then the play waits in the chain (a 'declare' task), as an
 * activated ability's card costs are (HF-12.4). Returns false when there is no carnage to pay.
 */
/**
 * The carnage a play pays on top of its energy (HF-11.2): the card's own 「エネルギーコストに加えてカルネージNを支払わなけ
 * ればプレイできない」 (i22x7, from any zone) and, `fromTrash`, its trash play's. Paid card by card after the energy, then
 * the play waits in the chain; false when there is none.
 */
export function payPlayCarnage(
  game: Game,
  item: ChainItem,
  player: PlayerIndex,
  id: number,
  fromTrash: boolean,
  extra = 0, // mech13: the optional extra cost's carnage, when the play pays it
): boolean {
  const def = defOf(game, id);
  const carnage = (fromTrash ? (def.trashPlay?.carnage ?? 0) : 0) + (def.playCarnage ?? 0) + extra;
  if (carnage <= 0) return false;
  const tasks: Task[] = [
    { t: 'declare', item },
    { t: 'cost', player, kind: 'carnage', remaining: carnage },
  ];
  game.state.tasks.push(...tasks);
  return true;
}
