// A compact text picture of the board, printed when a scenario fails.
import type { PlayerIndex } from '../core/cardTypes.js';
import type { Game } from '../engine/game.js';
import { powerOf } from '../engine/query.js';
import { type CardRefs, cardLabel } from './refs.js';

export function boardSummary(game: Game, refs: CardRefs): string {
  const s = game.state;
  const l = (id: number) => cardLabel(game, refs, id);
  const lines = [
    `turn ${s.turn} ${s.turnPlayer === 0 ? 'A' : 'B'} ${s.phase}${s.pending ? ` — waiting for ${s.pending.player === 0 ? 'A' : 'B'}: ${s.pending.kind}` : ''}${s.result ? ` — over: ${s.result.reason}` : ''}`,
  ];
  for (const p of [0, 1] as PlayerIndex[]) {
    const ps = s.players[p];
    const field = s.battlefield
      .filter((id) => s.cards[id].controller === p)
      .map((id) => {
        const c = s.cards[id];
        const sets = c.attachments.length ? ` +${c.attachments.map(l).join('+')}` : '';
        return `${l(id)}(${powerOf(game, id)}${c.damage ? `/dmg ${c.damage}` : ''}${c.sleep ? ' sleep' : ''}${sets})`;
      });
    const active = ps.energy.filter((id) => !s.cards[id].sleep).length;
    lines.push(
      `  ${p === 0 ? 'A' : 'B'}: field [${field.join(', ')}] hand [${ps.hand.map(l).join(', ')}] energy ${active}/${ps.energy.length} guard ${ps.guardDeck.length} damage ${ps.damageField.length} main ${ps.mainDeck.length} trash [${ps.trash.map(l).join(', ')}]`,
    );
  }
  return lines.join('\n');
}
