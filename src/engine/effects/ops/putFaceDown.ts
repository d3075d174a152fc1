// "メインデッキの一番上のカードを裏向きで登場／セットする" with a definition (HF-14.3). With an empty main
// deck nothing happens and there is no reload (HF-10.3).
import { resolveCardRef, resolvePlayer } from '../../conditions.js';
import { touchBoard } from '../../derived.js';
import { setEnterState } from '../../enterState.js';
import { card, log } from '../../game.js';
import { isOnBattlefield } from '../../query.js';
import { writeController, writeFaceDown, writeFaceUp } from '../../trail.js';
import { queueEnterTriggers } from '../../triggers.js';
import { attach, moveCard } from '../../zones.js';
import type { OpExecutor } from '../types.js';

export const putFaceDown: OpExecutor<'putFaceDown'> = (game, op, task) => {
  const player = resolvePlayer(game, op.player, task.ctx);
  const top = game.state.players[player].mainDeck[0];
  if (top === undefined) return 'ok';
  const def = { ...op.definition, traits: [...op.definition.traits] };
  if (def.kind === 'set') {
    const host = op.host ? resolveCardRef(game, op.host, task.ctx) : null;
    if (host === null || !isOnBattlefield(game, host)) return 'fail';
    attach(game, top, host);
    const c = card(game, top);
    writeFaceDown(game, c, def);
    writeFaceUp(game, c, false);
    touchBoard(game);
  } else {
    moveCard(game, top, 'battlefield', { faceUp: false });
    const c = card(game, top);
    writeFaceDown(game, c, def);
    writeController(game, c, player);
    touchBoard(game);
    setEnterState(game, top, op.asleep === true); // 「裏向きかつスリープで」 (issue 22, i22x7); else active unless said
    log(game, { type: 'enter', card: top, controller: player, faceDown: true });
    queueEnterTriggers(game, top);
  }
  task.ctx.it = top;
  return 'ok';
};
