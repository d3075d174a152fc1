// The bots `hflux sim` knows, by name. Each is created per player with a seed and sees only that player's
// view(), the legal actions, the deck lists and public card definitions (see ./types.ts). A name may carry
// settings after colons: `ismcts:400` (iterations per decision), `ismcts:50ms` (a time budget),
// `ismcts:200:random` (random playouts).
import { closestIdentifier } from '../../deck/suggest.js';
import { greedyBot } from './greedy.js';
import { type IsmctsOptions, ismctsBot } from './ismcts.js';
import { randomBot } from './random.js';
import type { Bot, BotFactory, BotOptions } from './types.js';

export type { Bot, BotFactory, BotOptions, CardLookup, DeckList } from './types.js';
export { deckList } from './types.js';

interface BotKind {
  /** The bot for `settings` (the parts of its name after the first colon, already checked). */
  create(options: BotOptions, settings: readonly string[]): Bot;
  /** What is wrong with the settings, or null. */
  check(settings: readonly string[]): string | null;
}

const plain = (factory: BotFactory): BotKind => ({
  create: (options) => factory(options),
  check: (settings) => (settings.length === 0 ? null : 'このボットに設定はありません'),
});

/** `ismcts` settings: a budget (`400` iterations or `50ms`) and a playout policy (`greedy` or `random`). */
function ismctsSettings(settings: readonly string[]): Partial<IsmctsOptions> | string {
  const out: Partial<IsmctsOptions> = {};
  for (const s of settings) {
    const budget = /^([1-9]\d{0,6})(ms)?$/.exec(s);
    if (budget?.[2]) out.ms = Number(budget[1]);
    else if (budget) out.iterations = Number(budget[1]);
    else if (s === 'rules' || s === 'greedy' || s === 'random') out.playout = s;
    else if (/^h[0-9]$/.test(s)) out.horizon = Number(s.slice(1));
    else if (/^w[0-9]{1,2}$/.test(s)) out.width = Number(s.slice(1));
    else if (/^c[0-9.]{1,5}$/.test(s)) out.exploration = Number(s.slice(1));
    else
      return `「${s}」は ismcts の設定ではありません（反復回数 400、時間 50ms、プレイアウト rules・greedy・random）`;
  }
  if (out.ms !== undefined && out.iterations !== undefined)
    return '反復回数と時間はどちらか一方だけ指定してください';
  return out;
}

const KINDS: Readonly<Record<string, BotKind>> = {
  random: plain(randomBot),
  greedy: plain(greedyBot),
  ismcts: {
    create: (options, settings) => ismctsBot(options, ismctsSettings(settings) as Partial<IsmctsOptions>),
    check: (settings) => {
      const parsed = ismctsSettings(settings);
      return typeof parsed === 'string' ? parsed : null;
    },
  },
};

export const BOT_NAMES = Object.keys(KINDS);

/** What is wrong with a bot name (with its settings), or null when `createBot` accepts it. */
export function botNameProblem(name: string): string | null {
  const [kind, ...settings] = name.split(':');
  if (!Object.hasOwn(KINDS, kind)) {
    const hint = closestIdentifier(kind, BOT_NAMES); // nc8 finding 13: 「gready」 → greedy
    return `不明なボット: ${name}${hint ? `（もしかして ${hint}？）` : ''}（使えるボット: ${BOT_NAMES.join(', ')}）`;
  }
  const problem = KINDS[kind].check(settings);
  return problem === null ? null : `ボット ${name}: ${problem}`;
}

export function isBotName(name: string): boolean {
  return botNameProblem(name) === null;
}

export function createBot(name: string, options: BotOptions): Bot {
  const problem = botNameProblem(name);
  if (problem !== null) throw new Error(problem);
  const [kind, ...settings] = name.split(':');
  return KINDS[kind].create(options, settings);
}
