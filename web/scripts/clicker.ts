// A player that only clicks: each turn of its own it clicks one of the things the page offers — a card that
// can start an action, a button of the decision bar, an answer to the current question, a highlighted
// target — chosen by a seeded generator, exactly as a person would, and waits for the host to answer.
import type { Page } from 'playwright-core';
import { settle } from './browser.js';

export type StepResult = 'over' | 'clicked' | 'handover';

/** A small seeded generator (mulberry32): the same seed clicks the same way. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const OFFERED = [
  '.decision-bar .question [data-answer]:not([data-answer="cancel"])',
  '.card.is-target',
  '.player-name.is-target',
].join(', ');
const USABLE = '.card.is-usable';
const BUTTONS = '.decision-bar .choices [data-action]';

export class Clicker {
  private readonly random: () => number;

  constructor(
    private readonly page: Page,
    seed: number,
    /** Chance of ending the main phase / passing instead of starting an action from a card. */
    private readonly passBias = 0.35,
  ) {
    this.random = seeded(seed);
  }

  private pick<T>(items: T[]): T {
    return items[Math.floor(this.random() * items.length)];
  }

  /** What the page offers now, read in one round trip. */
  private offers() {
    return this.page.evaluate(
      ([offered, usable, buttons]) => ({
        busy: document.querySelector('.app')?.getAttribute('data-busy') !== '0',
        over: document.querySelector('[data-result]') !== null,
        reveal: document.querySelector('[data-reveal]') !== null,
        waiting: document.querySelector('[data-waiting]')?.getAttribute('data-waiting') ?? null,
        draft: document.querySelector('.draft') !== null,
        offered: document.querySelectorAll(offered).length,
        usable: document.querySelectorAll(usable).length,
        buttons: document.querySelectorAll(buttons).length,
      }),
      [OFFERED, USABLE, BUTTONS] as const,
    );
  }

  /** One click (after waiting for the host to answer the last one); 'over' once the result is shown. */
  async step(): Promise<StepResult> {
    const page = this.page;
    let now = await this.offers();
    if (now.busy || (!now.over && !now.reveal && now.waiting === null)) {
      // The host is still working, or the board's own modules are still loading (the page loads them after the
      // setup screen): wait for a screen the player can act on.
      await settle(page);
      await page.waitForSelector('[data-waiting], [data-reveal], [data-result]');
      now = await this.offers();
    }
    if (now.over) return 'over';
    if (now.reveal) {
      await page.click('[data-reveal]');
      return 'handover';
    }
    if (now.waiting !== 'you') throw new Error(`the page waits for ${now.waiting}, not for the player`);
    if (now.draft) {
      if (now.offered === 0) throw new Error('a question with nothing to click');
      await page
        .locator(OFFERED)
        .nth(Math.floor(this.random() * now.offered))
        .click();
      return 'clicked';
    }
    const useCard = now.usable > 0 && (now.buttons === 0 || this.random() > this.passBias);
    const [selector, count] = useCard ? [USABLE, now.usable] : [BUTTONS, now.buttons];
    if (count === 0) throw new Error('nothing to click although it is the player’s decision');
    await page
      .locator(selector)
      .nth(Math.floor(this.random() * count))
      .click();
    return 'clicked';
  }

  /** Clicks until the game is over (at most `maxClicks`). */
  async playToEnd(maxClicks = 6000): Promise<number> {
    for (let i = 0; i < maxClicks; i++) if ((await this.step()) === 'over') return i;
    throw new Error(`the game did not end within ${maxClicks} clicks`);
  }
}
