// `random`: uniform over the legal actions except conceding, from its own seeded generator.
import { initialRngState, randomInt } from '../../core/rng.js';
import type { Bot, BotOptions } from './types.js';

export function randomBot(options: BotOptions): Bot {
  const rng = initialRngState(options.seed);
  return {
    name: 'random',
    choose(_view, actions) {
      const choices = actions.filter((a) => a.type !== 'concede');
      const pool = choices.length > 0 ? choices : actions;
      return pool[randomInt(rng, 0, pool.length - 1)];
    },
  };
}
