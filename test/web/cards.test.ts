// End to end: a designer edits a card while `hflux serve` runs, reloads, and plays with the new text. The
// server serves a temporary copy of cards/ (its --cards directory), so the repository is never touched.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../src/cli/serve.js';
import { REPO, launchBrowser, openPage, pageErrors, settle, startServer } from '../../web/scripts/browser.js';

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
async function inspectGuardCard(page: Page): Promise<{ text: string; explanation: string }> {
  await page.fill('[data-seed]', '1');
  await page.click('[data-start]');
  await settle(page);
  await page.hover(`[data-zone="0:guardDeck"] [data-card-name="${CARD}"]`);
  return {
    text: (await page.textContent('.inspector .card-text')) ?? '',
    explanation: (await page.textContent('.inspector .explain')) ?? '',
  };
}

describe('hflux serve recompiles cards/', () => {
  it('uses a card edited while the server runs after a reload', async () => {
    const page = await openPage(browser, server.url);
    const before = await inspectGuardCard(page);
    expect(before.text).toContain(OLD_TEXT);
    expect(before.explanation).toContain('2000');

    const file = join(root, 'cards/starter/fire.hf');
    const source = readFileSync(file, 'utf8');
    expect(source).toContain(OLD_TEXT);
    writeFileSync(file, source.replace(OLD_TEXT, NEW_TEXT));
    // The open page is told (a WebSocket event from the watcher) that the cards changed.
    await page.waitForSelector('[data-cards-changed]');

    await page.reload();
    await page.waitForSelector('.app[data-ready="yes"]');
    const after = await inspectGuardCard(page);
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
