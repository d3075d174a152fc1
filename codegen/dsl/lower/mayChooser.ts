// Issue 22 (t15b): who decides a 「…してもよい」. The rules let the player an instruction names do it; an optional
// instruction the opponent carries out — 「対戦相手は手札を1枚選んでトラッシュに置いてもよい。そうしなかった場合、…」
// (d64 二重間諜) — is the opponent's choice, not the controller's (a controller choosing for the opponent would
// decide the opponent's discard; HF-5.7's process is the same either way). The same holds for a player named through a
// card — 「そのキャラクターのプレイヤーは、エネルギーコスト2を支払ってもよい。そうしなかった場合、…」 (d82 追徴課税): the
// target's controller decides whether they pay, as they would in 「対戦相手は…支払ってもよい」.
import type { EffectOp, PlayerRef } from '../../../src/core/cardTypes.js';
import type { IRActionSentence } from '../ir.js';

/** Action kinds whose `player` is the one who does it (draws, discards, picks from a zone, pays). */
const DOER_KINDS: ReadonlySet<string> = new Set(['pick', 'draw', 'drawUntil', 'discard', 'pay']);

/** The player who decides the optional sentence when it is not the controller: its first action's doer. */
export function optionalChooser(sentence: IRActionSentence): PlayerRef | undefined {
  const first = sentence.actions[0] as { kind: string; player?: { kind: string } } | undefined;
  if (!first || !DOER_KINDS.has(first.kind)) return undefined;
  return first.player?.kind === 'opponent' ? 'opponent' : undefined;
}

/** Lowered steps whose `player` is the one who does them and so decides whether they are done. */
const LOWERED_DOERS: ReadonlySet<string> = new Set(['pay', 'draw', 'discard']);

/**
 * The lowered doer of an optional sentence's first step when it is a player named through a card (「そのキャラクターの
 * プレイヤーは…支払ってもよい」): that player decides, not the controller.
 */
export function loweredDoer(ops: readonly EffectOp[]): PlayerRef | undefined {
  const first = ops[0] as { op: string; player?: PlayerRef | 'each' } | undefined;
  if (!first || !LOWERED_DOERS.has(first.op)) return undefined;
  const player = first.player;
  return typeof player === 'object' ? player : undefined;
}
