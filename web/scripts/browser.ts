// Playwright on this machine, for the end-to-end tests (test/web/), the screenshots and the bench: Debian's Chromium driven by playwright-core (Playwright's own
// browser download is not reachable here), and `hflux serve` started in process on a free port.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type Browser, type Page, chromium } from 'playwright-core';
import { type RunningServer, startServe } from '../../src/cli/serve.js';

export const REPO = fileURLToPath(new URL('../..', import.meta.url));
export const CHROMIUM = '/usr/bin/chromium';
export const LAUNCH_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(CHROMIUM))
    throw new Error(`${CHROMIUM} is missing: apt-get install chromium fonts-noto-cjk (.ci/run does it)`);
  return chromium.launch({ executablePath: CHROMIUM, args: LAUNCH_ARGS });
}

export function startServer(cardsDir = `${REPO}cards`, cacheDir?: string): Promise<RunningServer> {
  return startServe({ port: 0, host: '127.0.0.1', cardsDir, cacheDir, quiet: true });
}

/** A page that fails the test on any uncaught error in it (the page or the host worker). */
export async function openPage(
  browser: Browser,
  url: string,
  viewport = { width: 1280, height: 900 },
): Promise<Page> {
  const page = await browser.newPage({ viewport, acceptDownloads: true });
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('worker', (w) => w.on('console', () => {}));
  (page as Page & { errors: string[] }).errors = errors;
  await page.goto(`${url}?test`);
  await page.waitForSelector('.app[data-ready="yes"]');
  return page;
}

export function pageErrors(page: Page): string[] {
  return (page as Page & { errors?: string[] }).errors ?? [];
}

/**
 * Waits until the host has answered every request the page sent and the page shows what it answered (the board
 * is not still loading its modules).
 */
export async function settle(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document.querySelector('.app')?.getAttribute('data-busy') === '0' &&
      !document.querySelector('.loading'),
  );
}
