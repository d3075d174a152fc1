// 「…を1枚選び、コストを支払わずにプレイする」 (issue 22, m10a): a character card played by an effect. RULING
// «Playing a card without paying its cost» (docs/engine.md): it is a play (000 ■カードのプレイ) — counted as one,
// 「…をプレイした時」 triggers, a play ban forbids it (HF-12.7) — but no energy cost is paid (nor any cost change or
// carnage), no interruption timing opens (the play is a step of the resolving effect, not a player's action:
// HF-5.1, HF-7), and it resolves at once: the character enters active under the player who played it (HF-4.2)
// with its enter triggers, as a played card's (「…がプレイされて戦場に登場した時」 sees it).
import type { PlayerIndex } from '../core/cardTypes.js';
import { touchBoard } from './derived.js';
import { setEnterState } from './enterState.js';
import { type Game, card, defOf, log, logSourced } from './game.js';
import { playBanned } from './playBans.js';
import { recordPlay } from './playCount.js';
import { writeController, writeFaceDown } from './trail.js';
import { queueEnterTriggers, queuePlayTriggers } from './triggers.js';
import { moveCard } from './zones.js';

/** Only a character card not on the battlefield, and not one `player` is forbidden to play (HF-12.7). */
export function canPlayByEffect(game: Game, id: number, player: PlayerIndex): boolean {
  return (
    card(game, id).zone !== 'battlefield' &&
    defOf(game, id).kind === 'character' &&
    !playBanned(game, player, id)
  );
}

/** The play: recorded and logged, its play triggers queued, then the character enters (HF-4.2). */
export function playByEffect(game: Game, id: number, player: PlayerIndex): void {
  const zone = card(game, id).zone;
  const from = zone === 'hand' || zone === 'guardDeck' ? zone : undefined;
  recordPlay(game, player, id); // 「このターンに2枚目以降にプレイする…」 counts it
  logSourced(game, { type: 'play', player, card: id, targets: [], useMarker: false }, id);
  queuePlayTriggers(game, player, id, from ?? null); // 「…をプレイした時」
  moveCard(game, id, 'battlefield', { faceUp: true });
  const c = card(game, id);
  writeController(game, c, player);
  writeFaceDown(game, c, null);
  touchBoard(game);
  setEnterState(game, id, false); // active (HF-4.2) unless 「…はスリープで登場する」 applies
  log(game, { type: 'enter', card: id, controller: player, faceDown: false });
  queueEnterTriggers(game, id, from, true); // a played card's entry
}
