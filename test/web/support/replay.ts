// The engine in Node, replaying what the page played: the same decks and seed and the decisions the page's
// test hook reports, so a test can compare the page's board with the engine's own state at any point.
import type { Page } from 'playwright-core';
import { deckFrom } from '../../../src/deck/builtIn.js';
import { type Action, type Game, apply, createGame } from '../../../src/engine/index.js';

export interface PageHistory {
  info: { seed: number | null; decks: [string, string] };
  actions: Action[];
}

export function history(page: Page): Promise<PageHistory> {
  return page.evaluate(() =>
    (window as unknown as { __hflux: { history(): Promise<PageHistory> } }).__hflux.history(),
  );
}

export function pageState(page: Page): Promise<string> {
  return page.evaluate(() =>
    (window as unknown as { __hflux: { serialize(): Promise<string> } }).__hflux.serialize(),
  );
}

/** The game the page plays, replayed in Node from built-in deck names, its seed and the first `count` decisions. */
export function replay(h: PageHistory, count = h.actions.length): Game {
  if (h.info.seed === null) throw new Error('the page game has no seed (opened from a scenario)');
  const game = createGame({
    decks: [deckFrom(h.info.decks[0]), deckFrom(h.info.decks[1])],
    seed: h.info.seed,
  });
  for (const action of h.actions.slice(0, count)) apply(game, action);
  return game;
}
