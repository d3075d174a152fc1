// 000 「登場」: a character enters the battlefield active unless something says otherwise. 「…はスリープで登場する」
// (issue 22, i22m9) is a continuous ability that says so: a character that arrives — played, put there by an
// effect, face up or face down — while one applies to it enters asleep. Its own ability counts: it is checked with
// the card already on the battlefield (RULING 「スリープで登場する」, docs/engine.md).
import { touchState } from './derived.js';
import { type Game, card } from './game.js';
import { hasGrantFlag } from './grantFlags.js';
import { writeSleep } from './trail.js';

/** Sets the state of a character that has just arrived on the battlefield (`asleep`: the effect said so). */
export function setEnterState(game: Game, id: number, asleep: boolean): void {
  const c = card(game, id);
  writeSleep(game, c, asleep);
  touchState(game);
  if (!asleep && hasGrantFlag(game, id, 'entersAsleep')) {
    writeSleep(game, c, true);
    touchState(game);
  }
}
