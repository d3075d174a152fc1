// Interruption windows where only pass is legal, kept per player (issue 25, perf22a; HF-7.1).
//
// Two thirds of a random game's decisions are windows, and in most of them the player holding it can do
// nothing but pass: every card of the hand, the guard deck and a granted extra deck costs more than the
// active energy plus the second-player marker (HF-5.3, HF-2.6), no card can be played from the trash, no
// battlefield card of theirs has an activated ability (HF-12.4) and their damage field is empty (no extra
// draw). legal.ts proves that by reading all of it at every window. When it found exactly this — without
// looking at any single card's play or activation — the verdict is kept here with what it was read from,
// and the next window of that player offers pass at once while none of it changed:
// - the state object (a state put in place is a new game) and the list of statics in force (the same object
//   while its sources are: query.ts activeStatics), which the cost changes read (HF-5.12); the caller checks
//   that the player's battlefield cards still have no activated ability (legal.ts activationScanOf);
// - the player's count of offer writes (`Derived.offerWrites`, kept by the writers of trail.ts): the lists of
//   their hand, guard deck, extra deck, energy, damage field and trash and their energies' states are all
//   written through them;
// - what is not a card or id-list write: the marker, the 【空装】 card (whether an extra deck is granted) and the
//   cost changes waiting for the player's next plays (costs.ts costChangesFor), compared by value.
// Only games changed through the engine alone (`engineOnly`, where printed costs are fixed) keep verdicts.
import type { PlayerIndex } from '../core/cardTypes.js';
import type { Derived } from './derived.js';
import type { Game } from './game.js';
import { activeStatics } from './query.js';

class PassOnly {
  state: unknown = null;
  statics: unknown = null;
  writes = -1;
  marker = false;
  kuusou: number | null = null;
}

/** Is a window of `player` now one where only pass is legal, as kept by keepPassOnly()? */
export function passOnlyKept(game: Game, d: Derived, player: PlayerIndex): boolean {
  const kept = d.passOnlyWindows[player] as PassOnly | undefined;
  if (kept === undefined || kept.state !== game.state || d.partial) return false;
  const p = game.state.players[player];
  return (
    kept.writes === d.offerWrites[player] &&
    kept.marker === p.secondPlayerMarker &&
    kept.kuusou === p.kuusou &&
    noWaitingCostChange(game, player) &&
    kept.statics === activeStatics(game)
  );
}

/**
 * Keeps the verdict "only pass" for `player`'s windows. The caller found it without looking at any card's
 * play or activation (see the header).
 */
export function keepPassOnly(game: Game, d: Derived, player: PlayerIndex): void {
  if (!d.engineOnly || d.partial) return;
  if (!noWaitingCostChange(game, player)) return;
  let kept = d.passOnlyWindows[player] as PassOnly | undefined;
  if (kept === undefined) {
    kept = new PassOnly();
    d.passOnlyWindows[player] = kept;
  }
  const p = game.state.players[player];
  kept.state = game.state;
  kept.statics = activeStatics(game);
  kept.writes = d.offerWrites[player];
  kept.marker = p.secondPlayerMarker;
  kept.kuusou = p.kuusou;
}

/** Issue 22: no 「次にあなたがプレイする…」 cost change waits and none with a duration is recorded (costs.ts). */
function noWaitingCostChange(game: Game, player: PlayerIndex): boolean {
  const p = game.state.players[player];
  return (p.nextPlayCosts?.length ?? 0) === 0 && (p.playCosts?.length ?? 0) === 0;
}
