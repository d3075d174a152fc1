// The event log in readable Japanese (or English: `hflux scenario --log --lang en`) with the scenario's own names (A / B, A:学徒#2): the last events of a
// failed run, and the whole log with `hflux scenario --log`. Numbered like `events:` failures cite them (#12).
import type { Game } from '../engine/game.js';
import { type Namer, type NarrationLang, narrateEvent } from '../engine/narrate.js';
import { type CardRefs, cardLabel } from './refs.js';

/** How many events a failure shows. */
export const FAILURE_EVENTS = 20;

export function scenarioNamer(game: Game, refs: CardRefs, lang: NarrationLang = 'ja'): Namer {
  const unseen = lang === 'ja' ? '（見えないカード）' : '(an unseen card)';
  return {
    player: (p) => (p === 0 ? 'A' : 'B'),
    card: (id) => (game.state.cards[id] ? `「${cardLabel(game, refs, id)}」` : unseen),
  };
}

/** `#12 Aが「紅蓮の剣士」をプレイ` for every event from `from` (0-based) on. */
export function narratedLog(game: Game, refs: CardRefs, from = 0, lang: NarrationLang = 'ja'): string[] {
  const namer = scenarioNamer(game, refs, lang);
  const log = game.state.log;
  const out: string[] = [];
  for (let i = Math.max(0, from); i < log.length; i++)
    out.push(`#${i + 1} ${narrateEvent(game, log[i], { namer, every: true, lang })}`);
  return out;
}

/** The last FAILURE_EVENTS events, narrated. */
export function lastEvents(game: Game, refs: CardRefs): string[] {
  return narratedLog(game, refs, game.state.log.length - FAILURE_EVENTS);
}
