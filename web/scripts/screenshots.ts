// `npm run web:screenshots`: the main screens of the playtest page, for docs/playtest.md, taken with the same
// Playwright setup as the end-to-end tests (Debian's Chromium, Noto CJK for the Japanese text). Writes
// docs/playtest/*.png. Games use fixed seeds, so the pictures change only when the page or the cards do.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { REPO, launchBrowser, openPage, settle, startServer } from './browser.js';
import { Clicker } from './clicker.js';

const OUT = join(REPO, 'docs/playtest');
const DESKTOP = { width: 1400, height: 900 };
const PHONE = { width: 390, height: 844 };

async function shot(page: Page, name: string): Promise<void> {
  await page.mouse.move(0, 0);
  await page.screenshot({ path: join(OUT, `${name}.png`) });
  console.log(`wrote docs/playtest/${name}.png`);
}

async function start(page: Page, seed: number, mode: 'hotseat' | 'random' | 'greedy'): Promise<void> {
  await page.fill('[data-seed]', String(seed));
  await page.check(`[data-mode="${mode}"]`);
  await page.click('[data-start]');
  await settle(page);
}

/** Clicks (seeded) until `ready` holds at one of the player's main-phase decisions. */
async function playTo(page: Page, clicker: Clicker, ready: () => Promise<boolean>): Promise<void> {
  for (let i = 0; i < 3000; i++) {
    await settle(page);
    const main = (await page.$('[data-waiting="you"][data-decision="main"]')) !== null;
    if (main && !(await page.$('.draft')) && (await ready())) return;
    if ((await clicker.step()) === 'over') throw new Error('the game ended before the screen was reached');
  }
  throw new Error('screen not reached');
}

const count = (page: Page, selector: string) => page.$$eval(selector, (els) => els.length);

/** The first of `seeds` whose game reaches `ready` (at one of the player's main-phase decisions). */
async function firstReaching(
  browser: Browser,
  url: string,
  viewport: typeof DESKTOP,
  seeds: number[],
  ready: (page: Page) => Promise<boolean>,
): Promise<Page> {
  for (const seed of seeds) {
    const page = await openPage(browser, url, viewport);
    await start(page, seed, viewport === PHONE ? 'random' : 'greedy');
    try {
      await playTo(page, new Clicker(page, seed, 0.2), () => ready(page));
      return page;
    } catch {
      await page.close();
    }
  }
  throw new Error('no seed reached the screen');
}

async function desktop(browser: Browser, url: string): Promise<void> {
  const first = await openPage(browser, url, DESKTOP);
  await shot(first, 'setup');
  await first.close();
  const page = await firstReaching(
    browser,
    url,
    DESKTOP,
    [42, 43, 44, 45, 46, 47],
    async (p) =>
      (await count(p, '.battlefield-row.mine .card')) >= 2 &&
      (await count(p, '.battlefield-row.theirs .card')) >= 1 &&
      (await count(p, '.battlefield-row.mine .card.is-usable')) >= 1,
  );
  await page.hover('[data-zone="0:hand"] .card');
  await page.screenshot({ path: join(OUT, 'board.png') });
  console.log('wrote docs/playtest/board.png');
  // An attack: the attacker, then its target (the opponent, or an asleep character).
  await page.click('.battlefield-row.mine .card.is-usable');
  await shot(page, 'card-menu');
  const attack = await page.$('[data-answer="type:attack"]');
  if (attack) {
    await attack.click();
    await shot(page, 'attack-target');
  }
  await page.click('[data-answer="cancel"]');
  await page.click('[data-open-zone="1:trash"]');
  await shot(page, 'trash');
  await page.click('[data-close]');
  for (let i = 0; i < 6; i++) {
    await page.click('[data-tt="back"]');
    await settle(page);
  }
  await shot(page, 'time-travel');
  await page.click('[data-tt="latest"]');
  await settle(page);
  await page.click('[data-lang]');
  await shot(page, 'english');
  await page.click('[data-lang]');
  await page.close();
}

async function hotSeat(browser: Browser, url: string): Promise<void> {
  const page = await openPage(browser, url, DESKTOP);
  await start(page, 11, 'hotseat');
  await shot(page, 'handover');
  await page.close();
}

async function phone(browser: Browser, url: string): Promise<void> {
  const page = await firstReaching(
    browser,
    url,
    PHONE,
    [9, 10, 11, 12],
    async (p) => (await count(p, '.battlefield-row .card')) >= 2,
  );
  // A tapped card shows its text above the decision bar.
  await page.click('[data-zone="0:hand"] .card');
  await page.click('[data-answer="cancel"]').catch(() => {});
  await shot(page, 'phone-card');
  await page.click('.toast-close').catch(() => {});
  await page.evaluate(() => window.scrollTo(0, 0));
  await shot(page, 'phone');
  await page.click('.log-toggle');
  await shot(page, 'phone-log');
  await page.close();
}

/**
 * A spell or ability of the bot (P2) waiting in the chain with a target, at the player's window (auto-pass off,
 * so the window is a question): the chain entry names the target and the board outlines it.
 */
async function botSpell(
  browser: Browser,
  url: string,
  viewport: typeof DESKTOP,
  name: string,
): Promise<void> {
  for (const seed of [12, 21, 33, 45, 57, 61, 77, 89]) {
    const page = await openPage(browser, url, viewport);
    await start(page, seed, 'greedy');
    await page.uncheck('[data-auto-pass]');
    const clicker = new Clicker(page, seed, 0.7);
    for (let i = 0; i < 400; i++) {
      await settle(page);
      const found = await page.evaluate(() =>
        [...document.querySelectorAll('[data-chain-entry]')].some(
          (e) =>
            e.getAttribute('data-chain-targets') !== '' &&
            /P2: .*(対象|targets)/.test(e.textContent ?? '') &&
            !/攻撃|attack/.test(e.textContent ?? ''),
        ),
      );
      if (found && (await page.$('[data-waiting="you"]')) && !(await page.$('.draft'))) {
        await page.evaluate(() =>
          document.querySelector('.is-chain-target')?.scrollIntoView({ block: 'nearest' }),
        );
        await shot(page, name);
        await page.close();
        return;
      }
      if (process.env.HFLUX_SHOTS_DEBUG && i % 20 === 0) {
        const chain = await page.$$eval('[data-chain-entry]', (es) => es.map((e) => e.textContent));
        console.log(name, seed, i, JSON.stringify(chain));
      }
      if ((await clicker.step()) === 'over') break;
    }
    await page.close();
  }
  throw new Error(`${name}: no bot spell with a target found`);
}

/** The end-of-game panel (a game against the random bot, clicked to its end). */
async function gameOver(browser: Browser, url: string): Promise<void> {
  const page = await openPage(browser, url, DESKTOP);
  await start(page, 17, 'random');
  await new Clicker(page, 17).playToEnd();
  await settle(page);
  await shot(page, 'game-over');
  await page.close();
}

async function main(): Promise<void> {
  mkdirSync(OUT, { recursive: true });
  const only = process.env.HFLUX_SHOTS_ONLY;
  const [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  try {
    // HFLUX_SHOTS_ONLY=bot,over,desktop,hotseat,phone takes some of them.
    const want = (k: string) => !only || only.split(',').includes(k);
    if (want('bot')) await botSpell(browser, server.url, DESKTOP, 'bot-target');
    if (want('bot')) await botSpell(browser, server.url, PHONE, 'phone-bot-target');
    if (want('over')) await gameOver(browser, server.url);
    if (want('desktop')) await desktop(browser, server.url);
    if (want('hotseat')) await hotSeat(browser, server.url);
    if (want('phone')) await phone(browser, server.url);
  } finally {
    await browser.close();
    await server.close();
  }
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : String(e));
  process.exitCode = 1;
});
