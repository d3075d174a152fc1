// mech16 (issue 22): 「…は起動能力を使用できない」 — a card whose activated abilities its controller cannot use for a
// while (HF-12.4; RULING «Abilities that cannot be used», docs/engine.md). A grant like 「攻撃できない」
// (grantFlags.ts): from a lasting effect on this object, or a continuous ability in force. It stops new uses
// only: a use declared before it still resolves (000 ■インタラプション fails only a source that left or lost it).
import type { Game } from './game.js';
import { hasGrantFlag } from './grantFlags.js';

/**
 * Whether no activated ability of card `id` may be used now. legal.ts asks only for cards that have activated
 * abilities, once per board epoch while no continuous ability grants anything (its activation scan).
 */
export function activationBanned(game: Game, id: number): boolean {
  return hasGrantFlag(game, id, 'cannotActivate');
}
