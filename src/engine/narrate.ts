// A readable account of a game from its event log, in Japanese (default) or English (`lang: 'en'`: the page's
// English mode, `--lang en`). `hflux play` tells a game with the story events only; scenario failures and
// `hflux scenario --log` tell every event (`every: true`), with the scenario's own names for players (A / B)
// and cards (A:学徒#2). Below the tools so that both may use it. Each language is one table with a line for
// every event type (narrateJa.ts, narrateEn.ts); which events make the story is the same in both.
import type { GameEvent } from '../core/events.js';
import type { Game } from './game.js';
import { ENGLISH } from './narrateEn.js';
import { JAPANESE } from './narrateJa.js';
import type { EventLines, Namer, NarrationLang } from './narrateTypes.js';

export type { Namer, NarrationLang } from './narrateTypes.js';

export interface NarrateOptions {
  namer?: Namer;
  /** Tell every event (draws, moves, windows, …), not only the story of the game. */
  every?: boolean;
  /** 'ja' (default) or 'en'. */
  lang?: NarrationLang;
}

const LINES: Record<NarrationLang, EventLines> = { ja: JAPANESE, en: ENGLISH };

/** The events `hflux play` tells (the others are bookkeeping, told only with `every`). */
const STORY = new Set<GameEvent['type']>([
  'gameStart',
  'turnStart',
  'play',
  'activate',
  'attack',
  'defend',
  'enter',
  'damageCharacter',
  'damagePlayer',
  'damageTrigger',
  'destroyed',
  'notDestroyed',
  'reload',
  'extraDraw',
  'controlChange',
  'negate',
  'attackFails',
  'concede',
  'gameOver',
]);

function inStory(e: GameEvent): boolean {
  if (e.type === 'mulligan') return e.redraw;
  if (e.type === 'phaseStart') return e.phase === 'main';
  return STORY.has(e.type);
}

/** `hflux play`'s layout: a blank line before each turn and the result, the phase heading indented. */
function storyLayout(e: GameEvent, line: string): string {
  if (e.type === 'turnStart' || e.type === 'gameOver') return `\n${line}`;
  if (e.type === 'phaseStart') return `  ${line}`;
  return line;
}

/** `hflux play`'s names: P1 / P2 and 「card name」. */
export function plainNamer(game: Game): Namer {
  return {
    player: (p) => `P${p + 1}`,
    card: (id) => `「${game.defs.get(game.state.cards[id]?.def ?? '')?.name ?? '?'}」`,
  };
}

/** The event's line in `lang`; null for an event outside the story unless `every`. */
export function narrateEvent(game: Game, e: GameEvent, opts: NarrateOptions = {}): string | null {
  const story = inStory(e);
  if (!opts.every && !story) return null;
  const lineOf = LINES[opts.lang ?? 'ja'][e.type] as (e: GameEvent, n: Namer) => string;
  const line = lineOf(e, opts.namer ?? plainNamer(game));
  return opts.every ? line : storyLayout(e, line);
}

export function narrate(game: Game, opts: NarrateOptions = {}): string[] {
  return game.state.log.map((e) => narrateEvent(game, e, opts)).filter((l): l is string => l !== null);
}
