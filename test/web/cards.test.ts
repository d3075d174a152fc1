// End to end: a designer edits a card while `hflux serve` runs, reloads, and plays with the new text. The
// server serves a temporary copy of cards/ (its --cards directory), so the repository is never touched.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../src/cli/serve.js';
import { REPO, launchBrowser, openPage, pageErrors, settle, startServer } from '../../web/scripts/browser.js';
import { Clicker } from '../../web/scripts/clicker.js';
import { history } from './support/replay.js';

const CARD = '紅蓮の護符';
const OLD_TEXT = 'それのパワーを+2000する。';
const NEW_TEXT = 'それのパワーを+3000する。';

let root: string;
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'hflux-serve-cards-'));
  cpSync(join(REPO, 'cards'), join(root, 'cards'), { recursive: true });
  [server, browser] = await Promise.all([
    startServer(join(root, 'cards'), join(root, '.vite')),
    launchBrowser(),
  ]);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  rmSync(root, { recursive: true, force: true });
});

/** Starts a game against the random bot as P1 (guren-aggro, whose guard deck holds 紅蓮の護符) and reads the card. */
async function inspectGuardCard(page: Page, start = true): Promise<{ text: string; explanation: string }> {
  if (start) {
    await page.fill('[data-seed]', '1');
    await page.click('[data-start]');
    await settle(page);
  }
  await page.hover(`.board-scroll [data-card-name="${CARD}"] >> nth=0`);
  return {
    text: (await page.textContent('.side-column .inspector .card-text')) ?? '',
    explanation: (await page.textContent('.side-column .inspector .explain')) ?? '',
  };
}

describe('hflux serve recompiles cards/', () => {
  it('「新しいテキストで続ける」: the same seed and decisions replayed on the edited card, the game kept', async () => {
    const page = await openPage(browser, server.url, { width: 390, height: 844 });
    const before = await inspectGuardCard(page);
    expect(before.text).toContain(OLD_TEXT);
    expect(before.explanation).toContain('2000');
    const clicker = new Clicker(page, 1);
    for (let i = 0; i < 25; i++) {
      await settle(page);
      if ((await clicker.step()) === 'over') break;
    }
    await settle(page);
    const old = await history(page);
    expect(old.actions.length).toBeGreaterThan(10);

    const file = join(root, 'cards/starter/fire.hf');
    const source = readFileSync(file, 'utf8');
    expect(source).toContain(OLD_TEXT);
    writeFileSync(file, source.replace(OLD_TEXT, NEW_TEXT));
    // The open page is told (a WebSocket event from the watcher) that the cards changed; the banner takes room
    // from the board, and the decision bar stays whole on screen (a phone, the narrowest case).
    await page.waitForSelector('[data-cards-changed]');
    const [bar, height] = await page.evaluate(() => {
      const r = document.querySelector('.decision-bar')!.getBoundingClientRect();
      return [{ top: r.top, bottom: r.bottom }, window.innerHeight] as const;
    });
    expect(bar.top).toBeGreaterThanOrEqual(0);
    expect(bar.bottom).toBeLessThanOrEqual(height + 0.5);

    await page.click('[data-continue-new-text]');
    await settle(page);
    expect(await page.textContent('[data-notice="info"]')).toContain(`（${old.actions.length}）`);
    expect(await page.$('[data-cards-changed]')).toBeNull();
    // The same decisions, now on the new text: the engine in Node, with the edited card, agrees.
    const now = await history(page);
    expect(now.actions.slice(0, old.actions.length)).toEqual(old.actions);
    expect((now.info as { seed: number }).seed).toBe(1);
    const after = await inspectGuardCard(page, false);
    expect(after.text).toContain(NEW_TEXT);
    expect(after.explanation).toContain('3000');
    expect(after.explanation).not.toContain('2000');
    expect(pageErrors(page)).toEqual([]);
    await page.close();
  });

  it('shows the errors of a card file with file and line, and keeps the last cards that compiled', async () => {
    const file = join(root, 'cards/starter/fire.hf');
    const source = readFileSync(file, 'utf8');
    writeFileSync(file, `${source}\n【カード】壊れたカード\n種別：キャラクター\nコスト：いち\n`);
    try {
      const page = await openPage(browser, server.url);
      const banner = (await page.textContent('[data-card-problems]')) ?? '';
      expect(banner).toMatch(/cards\/starter\/fire\.hf:\d+:\d+ HF-E\d+/);
      // The game still starts with the cards of the last good compilation.
      const card = await inspectGuardCard(page);
      expect(card.text).toContain(NEW_TEXT);
      await page.close();
    } finally {
      writeFileSync(file, source);
    }
  });
});
