// The bots `hflux sim` knows, by name. Each is created per player with a seed and sees only that player's
// view() and the legal actions (see ./types.ts).
import { greedyBot } from './greedy.js';
import { randomBot } from './random.js';
import type { Bot, BotFactory, BotOptions } from './types.js';

export type { Bot, BotFactory, BotOptions, CardLookup } from './types.js';

export const BOTS: Readonly<Record<string, BotFactory>> = {
  random: randomBot,
  greedy: greedyBot,
};

export const BOT_NAMES = Object.keys(BOTS);

export function isBotName(name: string): boolean {
  return Object.hasOwn(BOTS, name);
}

export function createBot(name: string, options: BotOptions): Bot {
  if (!isBotName(name)) throw new Error(`unknown bot '${name}' (known: ${BOT_NAMES.join(', ')})`);
  return BOTS[name](options);
}
