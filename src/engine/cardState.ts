// Active / asleep (HF-3.2). Set cards share their host's state; world sets have none (HF-16.7).
import { touchState } from './derived.js';
import { type Game, card, log } from './game.js';
import { kindOf } from './query.js';
import { writeSleep } from './trail.js';

export function setSleep(game: Game, id: number, sleep: boolean): void {
  const c = card(game, id);
  if (c.zone === 'battlefield' && kindOf(game, id) === 'worldSet') return;
  if (c.sleep === sleep) return;
  writeSleep(game, c, sleep);
  for (const a of c.attachments) writeSleep(game, card(game, a), sleep); // HF-3.2: set cards share the host's state
  touchState(game);
  log(game, { type: 'stateChange', card: id, sleep });
}
