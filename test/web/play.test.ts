// End to end: `hflux serve` in process, Chromium clicking on the page (docs/playtest.md).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../src/cli/serve.js';
import type { PlayerIndex } from '../../src/core/cardTypes.js';
import { type Action, IllegalActionError, apply, serialize, view } from '../../src/engine/index.js';
import { REPO, launchBrowser, openPage, pageErrors, settle, startServer } from '../../web/scripts/browser.js';
import { Clicker } from '../../web/scripts/clicker.js';
import { hiddenNames, leaks } from './support/hidden.js';
import { history, pageState, replay } from './support/replay.js';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function newGame(
  page: Page,
  opts: { seed: number; mode: 'hotseat' | 'random' | 'greedy' },
): Promise<void> {
  await page.fill('[data-seed]', String(opts.seed));
  await page.check(`[data-mode="${opts.mode}"]`);
  await page.click('[data-start]');
  await settle(page);
}

describe('playing against the random bot', () => {
  it('plays a complete game by clicking only, until the winner is shown (HF-15)', async () => {
    const page = await openPage(browser, server.url);
    await newGame(page, { seed: 7, mode: 'random' });
    const clicks = await new Clicker(page, 7).playToEnd();
    expect(clicks).toBeGreaterThan(10);
    const shown = await page.getAttribute('[data-result]', 'data-result');
    // The page's game is the engine's: replayed in Node from the same seed and decisions, it ends the same way.
    const game = replay(await history(page));
    const result = game.state.result!;
    expect(result).not.toBeNull();
    expect(shown).toBe(result.winner === null ? 'draw' : `P${result.winner + 1}`);
    expect(pageErrors(page)).toEqual([]);
    await page.close();
  });
});

/** The seat whose board is shown, or null on the hand-over screen. */
async function shownSeat(page: Page): Promise<PlayerIndex | null> {
  const game = await page.$('.game');
  const seat = game ? await game.getAttribute('data-seat') : null;
  return seat === null ? null : (Number(seat) as PlayerIndex);
}

async function handNames(page: Page, seat: PlayerIndex): Promise<string[]> {
  return page.$$eval(`[data-zone="${seat}:hand"] [data-card-name]`, (els) =>
    els.map((e) => e.getAttribute('data-card-name') ?? ''),
  );
}

async function positionOf(page: Page): Promise<{ position: number; tip: number }> {
  const [position, tip] = await Promise.all([
    page.getAttribute('[data-position]', 'data-position'),
    page.getAttribute('[data-tip]', 'data-tip'),
  ]);
  return { position: Number(position), tip: Number(tip) };
}

/** Clicks until the page has made at least `decisions` decisions (bots' included). */
async function playUntil(
  page: Page,
  clicker: Clicker,
  done: () => Promise<boolean>,
  maxClicks = 2000,
): Promise<void> {
  for (let i = 0; i < maxClicks; i++) {
    await settle(page);
    if (await done()) return;
    if ((await clicker.step()) === 'over') throw new Error('the game ended first');
  }
  throw new Error('not reached within the clicks allowed');
}

describe('hot-seat', () => {
  it('hides the previous player behind a hand-over screen and never puts hidden cards in the DOM (HF-16.8)', async () => {
    const page = await openPage(browser, server.url);
    await newGame(page, { seed: 11, mode: 'hotseat' });
    expect(await page.$('[data-handover]')).not.toBeNull();
    expect(await page.$$('[data-card-name]')).toEqual([]);
    const clicker = new Clicker(page, 11);
    const first: (string[] | null)[] = [null, null];
    const changed = [false, false];
    let checks = 0;
    let hiddenSeen = 0;
    for (let i = 0; i < 600 && !(changed[0] && changed[1]); i++) {
      await settle(page);
      const seat = await shownSeat(page);
      if (seat === null) {
        // The hand-over screen: no card of either player on the page.
        expect(await page.$$('[data-card-name]')).toEqual([]);
      } else {
        const game = replay(await history(page));
        expect(await leaks(page, game, seat)).toEqual([]);
        hiddenSeen += hiddenNames(game, seat).length;
        checks++;
        const hand = (await handNames(page, seat)).sort();
        // The first hand each player sees after the opening draw (HF-2.4), then any later one that differs.
        if (first[seat] === null) first[seat] = hand.length > 0 ? hand : null;
        else if (hand.join() !== first[seat]!.join()) changed[seat] = true;
      }
      if ((await clicker.step()) === 'over') break;
    }
    expect(changed).toEqual([true, true]);
    expect(checks).toBeGreaterThan(5);
    expect(hiddenSeen).toBeGreaterThan(0); // the check looked for cards that were really hidden
    expect(pageErrors(page)).toEqual([]);
    await page.close();
  });
});

describe('time travel', () => {
  it('steps back 10 decisions to exactly the engine state at that point, and branches from there (HF-16.9)', async () => {
    const page = await openPage(browser, server.url);
    await newGame(page, { seed: 3, mode: 'random' });
    // Every decision a question (auto-pass off): branching then stops at the player's next decision.
    await page.uncheck('[data-auto-pass]');
    const clicker = new Clicker(page, 3);
    await playUntil(page, clicker, async () => (await positionOf(page)).tip >= 40);
    const full = await history(page);
    const { tip } = await positionOf(page);
    expect(full.actions.length).toBe(tip);
    for (let i = 0; i < 10; i++) {
      await page.click('[data-tt="back"]');
      await settle(page);
    }
    expect(await positionOf(page)).toEqual({ position: tip - 10, tip });
    const engine = replay(full, tip - 10);
    expect(await pageState(page)).toBe(serialize(engine));
    // The board on the page is that state's view: hand, decks and energies as the engine counts them.
    const v = view(engine, 0);
    expect(await page.$$(`[data-zone="0:hand"] .card`)).toHaveLength(v.players[0].hand.length);
    expect(await page.textContent('[data-player="0"] [data-stat="mainDeck"]')).toContain(
      String(v.players[0].mainDeck),
    );
    // Forward again, then branch: play on from 10 back drops the later decisions.
    await page.click('[data-tt="forward"]');
    await settle(page);
    expect(await pageState(page)).toBe(serialize(replay(full, tip - 9)));
    await page.click('[data-tt="branch"]');
    await settle(page);
    const branched = await positionOf(page);
    expect(branched.position).toBe(branched.tip);
    expect(branched.tip).toBeLessThan(tip);
    const after = await history(page);
    expect(after.actions.slice(0, tip - 9)).toEqual(full.actions.slice(0, tip - 9));
    expect(pageErrors(page)).toEqual([]);
    await page.close();
  });
});

describe('save as scenario', () => {
  it('downloads a *.scenario.yaml that `hflux scenario` replays and passes', async () => {
    const page = await openPage(browser, server.url);
    await newGame(page, { seed: 5, mode: 'random' });
    const clicker = new Clicker(page, 5);
    let from = -1;
    await playUntil(page, clicker, async () => {
      const first = await page
        .$eval('[data-save-from]', (e) => Number((e as HTMLSelectElement).options[0]?.value))
        .catch(() => -1);
      if (first >= 0 && from < 0) from = first;
      return from >= 0 && (await positionOf(page)).tip >= from + 15;
    });
    await page.selectOption('[data-save-from]', String(from));
    const [download] = await Promise.all([page.waitForEvent('download'), page.click('[data-save]')]);
    expect(download.suggestedFilename()).toMatch(/\.scenario\.yaml$/);
    const dir = mkdtempSync(join(tmpdir(), 'hflux-playtest-'));
    try {
      const file = join(dir, download.suggestedFilename());
      await download.saveAs(file);
      const run = spawnSync(process.execPath, [join(REPO, 'bin/hflux.js'), 'scenario', file], {
        encoding: 'utf8',
      });
      expect(run.stderr).toBe('');
      expect(run.status).toBe(0);
      expect(run.stdout).toContain('PASS');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    expect(pageErrors(page)).toEqual([]);
    await page.close();
  });
});

describe('illegal clicks', () => {
  it('a click on a card that cannot be played shows the engine’s reason, the same IllegalActionError as in Node', async () => {
    const page = await openPage(browser, server.url);
    await newGame(page, { seed: 13, mode: 'greedy' });
    const clicker = new Clicker(page, 13, 0.9);
    // The first main phase of P1 with a card in hand it cannot play now (nothing usable on it).
    await playUntil(
      page,
      clicker,
      async () =>
        (await page.$('[data-waiting="you"][data-decision="main"]')) !== null &&
        (await page.$('[data-zone="0:hand"] .card:not(.is-usable)')) !== null,
    );
    const card = Number(
      await page.getAttribute('[data-zone="0:hand"] .card:not(.is-usable)', 'data-card-id'),
    );
    const decisions = (await history(page)).actions.length;
    await page.click(`[data-zone="0:hand"] [data-card-id="${card}"]`);
    await settle(page);
    const shown = (await page.textContent('[data-notice="error"]')) ?? '';
    // The same action in Node gives the same explanation.
    const game = replay(await history(page));
    const probe: Action = { type: 'play', player: 0, card, targets: [], useMarker: false };
    let expected: IllegalActionError | null = null;
    try {
      apply(game, probe);
    } catch (e) {
      if (e instanceof IllegalActionError) expected = e;
    }
    expect(expected).not.toBeNull();
    expect(shown).toContain(expected!.message);
    if (expected!.rule) expect(shown).toContain(expected!.rule);
    // Nothing was played: the page is still at the same decision.
    expect((await history(page)).actions.length).toBe(decisions);
    // In English, the same refusal in the engine's English, and the log told in English (narrate lang: 'en').
    await page.click('[data-lang]');
    await page.waitForFunction(() => document.querySelector('section.log')?.textContent?.includes('Turn 1:'));
    expect(expected!.english).not.toBe(expected!.message);
    expect((await page.textContent('[data-notice="error"]')) ?? '').toContain(expected!.english);
    const log = (await page.textContent('section.log')) ?? '';
    expect(log).toMatch(/P1 goes first|P2 goes first/);
    expect(log).not.toMatch(/ターン|フェイズ|ウィンドウ/);
    await page.click('[data-lang]');
    await page.waitForFunction(() => document.querySelector('section.log')?.textContent?.includes('ターン1'));
    expect(pageErrors(page)).toEqual([]);
    await page.close();
  });
});

describe('open scenario', () => {
  it('starts from a project scenario’s board', async () => {
    const page = await openPage(browser, server.url);
    await page.check('[data-mode="hotseat"]');
    const files = await page.$$eval('[data-scenario-select] option', (os) =>
      os.map((o) => (o as HTMLOptionElement).value),
    );
    const file = files.find((f) => f.startsWith('test/scenarios/')) ?? files[0];
    await page.selectOption('[data-scenario-select]', file);
    await page.click('[data-scenario-open]');
    await settle(page);
    if (await page.$('[data-reveal]')) {
      await page.click('[data-reveal]');
      await settle(page);
    }
    expect(await page.$('.game')).not.toBeNull();
    expect(await page.$('[data-notice="error"]')).toBeNull();
    expect(pageErrors(page)).toEqual([]);
    await page.close();
  });
});

describe('deck lists', () => {
  it('checks a pasted deck list as the CLI does: every problem with its line, and no game until it is legal (HF-1)', async () => {
    const page = await openPage(browser, server.url);
    await page.selectOption('[data-deck-select="0"]', '');
    await page.fill(
      '[data-deck-text="0"]',
      '[main]\n3 紅蓮の剣士\n3 存在しないカード\n[guard]\n3 紅蓮の護符\n',
    );
    const problems = (await page.textContent('[data-deck-problems="0"]')) ?? '';
    expect(problems).toMatch(/:3 .*存在しないカード/);
    expect(problems).toContain('HF-1');
    expect(await page.isDisabled('[data-start]')).toBe(true);
    // A built-in deck instead: the problems go and the game can start.
    await page.selectOption('[data-deck-select="0"]', 'starter/kage-funeral');
    expect(await page.$('[data-deck-problems="0"]')).toBeNull();
    expect(await page.isDisabled('[data-start]')).toBe(false);
    await page.close();
  });
});
