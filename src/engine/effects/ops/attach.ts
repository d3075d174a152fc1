// Issue 22 (the set-card family): 「…を裏向きでこのキャラクターにセットする」「そのカードをこのキャラクターにセットする」 —
// cards set on a battlefield character or world set by an effect. RULING (docs/engine.md): setting by an effect
// is no play (nothing is paid, nothing waits in the chain, 「プレイした時」 does not trigger) but the card is set,
// so 「…がセットされた時」 triggers (HF-4.4). Face down it is the set card `faceDown` defines until it leaves
// (000 ■戦場の裏向きのカード); face up only a set card (not a world set) can be set, on a host its セット対象
// allows (HF-4.1). A card already set elsewhere moves (「セットし直す」). 'ok' when at least one card was set.
import { resolveCardRef, resolveCardRefs, setIt } from '../../conditions.js';
import { touchBoard } from '../../derived.js';
import { card, defOf } from '../../game.js';
import { isOnBattlefield, kindOf, matchesFilter } from '../../query.js';
import { writeFaceDown, writeFaceUp } from '../../trail.js';
import { queueSetTriggers } from '../../triggers.js';
import { attach as attachCard } from '../../zones.js';
import type { OpExecutor } from '../types.js';

export const attach: OpExecutor<'attach'> = (game, op, task) => {
  const ctx = task.ctx;
  const host = resolveCardRef(game, op.host, ctx);
  if (host === null || !isOnBattlefield(game, host)) return 'fail';
  const hostKind = kindOf(game, host);
  if (hostKind !== 'character' && hostKind !== 'worldSet') return 'fail'; // HF-4.4, HF-4.6
  const set: number[] = [];
  for (const id of resolveCardRefs(game, op.card, ctx)) {
    const c = card(game, id);
    if (id === host || c.zone === 'battlefield' || c.zone === 'chain' || c.zone === 'limbo') continue;
    if (c.zone === 'attached' && c.host === host) continue; // already there
    if (!op.faceDown) {
      const def = defOf(game, id);
      if (c.faceDown !== null || def.kind !== 'set') continue; // only a set card is set face up
      if (def.setOn && !matchesFilter(game, host, def.setOn, c.owner, id)) continue; // its セット対象 (HF-4.1)
    }
    attachCard(game, id, host);
    if (op.faceDown) {
      writeFaceDown(game, c, { ...op.faceDown, traits: [...op.faceDown.traits] });
      writeFaceUp(game, c, false);
      touchBoard(game);
    }
    queueSetTriggers(game, id, host, true);
    set.push(id);
  }
  setIt(ctx, set);
  return set.length > 0 ? 'ok' : 'fail';
};
