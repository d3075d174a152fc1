// `npx tsx bench/web.ts [--json] [--loads N] [--games N]` (also part of `npm run bench`): the playtest page's
// speed in Chromium on this machine (docs/benchmarks.md). Issue 15's targets: the first render ≤ 1.5 s and a
// bot move ≤ 300 ms.
// - first render: from the page request to the setup screen drawn with its decks (a performance mark the page
//   sets), for the first load after the server starts (Vite transforms every module then) and for later loads;
// - new game: the click on Start until the board is drawn (the engine's worker loads, the game is created);
// - bot move: from the click that hands the decision to the bot until the page has drawn the bot's answer
//   (the host worker runs the bot, the screen comes back, the page re-renders), and the worker's own time per
//   bot decision (choose + apply).
import { parseArgs } from 'node:util';
import type { Page } from 'playwright-core';
import { launchBrowser, openPage, settle, startServer } from '../web/scripts/browser.js';
import { Clicker } from '../web/scripts/clicker.js';

interface Stats {
  n: number;
  median: number;
  p90: number;
  max: number;
}

const GOALS = { firstRenderMs: 1500, botMoveMs: 300 };

function stats(values: number[]): Stats {
  const s = [...values].sort((a, b) => a - b);
  const at = (q: number) => s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? Number.NaN;
  const round = (x: number) => Math.round(x * 10) / 10;
  return {
    n: s.length,
    median: round(at(0.5)),
    p90: round(at(0.9)),
    max: round(s[s.length - 1] ?? Number.NaN),
  };
}

async function setupMark(page: Page): Promise<number> {
  await page.waitForFunction(() => performance.getEntriesByName('hflux:setup-rendered').length > 0);
  return page.evaluate(() => performance.getEntriesByName('hflux:setup-rendered')[0].startTime);
}

interface Timing {
  request: string;
  ms: number;
}

const timings = (page: Page) =>
  page.evaluate(() => (window as unknown as { __hflux: { timings: Timing[] } }).__hflux.timings);
const botTimes = (page: Page) =>
  page.evaluate(
    async () =>
      (await (window as unknown as { __hflux: { stats(): Promise<{ botTimes: number[] }> } }).__hflux.stats())
        .botTimes,
  );

/** Plays `games` games against the greedy bot by clicking; the click-to-drawn time of each action the bot answered. */
async function botMoves(page: Page, games: number): Promise<{ roundTrip: number[]; worker: number[] }> {
  const roundTrip: number[] = [];
  const worker: number[] = [];
  for (let g = 0; g < games; g++) {
    if (g > 0) {
      await page.click('[data-new-game]');
      await page.waitForSelector('[data-start]');
    }
    await page.fill('[data-seed]', String(100 + g));
    await page.check('[data-mode="greedy"]');
    await page.click('[data-start]');
    await settle(page);
    const clicker = new Clicker(page, 100 + g);
    let bots = 0;
    for (let i = 0; i < 6000; i++) {
      const before = (await timings(page)).length;
      if ((await clicker.step()) === 'over') break;
      await settle(page);
      const after = await botTimes(page);
      if (after.length > bots) {
        // The bot answered this click: its time from the click to the page drawn again.
        const t = (await timings(page)).slice(before).filter((x) => x.request === 'act');
        if (t.length > 0) roundTrip.push(t[t.length - 1].ms);
        worker.push(...after.slice(bots));
        bots = after.length;
      }
    }
  }
  return { roundTrip, worker };
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      json: { type: 'boolean', default: false },
      loads: { type: 'string', default: '7' },
      games: { type: 'string', default: '2' },
    },
  });
  const loads = Math.max(3, Number(values.loads));
  const [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  try {
    const cold = await openPage(browser, server.url);
    const coldMs = await setupMark(cold);
    await cold.close();
    const warm: number[] = [];
    const newGame: number[] = [];
    for (let i = 0; i < loads; i++) {
      const page = await openPage(browser, server.url);
      warm.push(await setupMark(page));
      await page.fill('[data-seed]', String(i + 1));
      const start = Date.now();
      await page.click('[data-start]');
      await page.waitForSelector('.decision-bar');
      newGame.push(Date.now() - start);
      await page.close();
    }
    const page = await openPage(browser, server.url);
    const moves = await botMoves(page, Math.max(1, Number(values.games)));
    await page.close();
    const summary = {
      firstRender: { coldMs: Math.round(coldMs), warm: stats(warm) },
      newGame: stats(newGame),
      botMove: { roundTrip: stats(moves.roundTrip), workerPerDecision: stats(moves.worker) },
      goals: GOALS,
    };
    if (values.json) console.log(JSON.stringify(summary, null, 2));
    else printTable(summary);
  } finally {
    await browser.close();
    await server.close();
  }
}

function printTable(s: {
  firstRender: { coldMs: number; warm: Stats };
  newGame: Stats;
  botMove: { roundTrip: Stats; workerPerDecision: Stats };
}): void {
  const ok = (yes: boolean) => (yes ? 'met' : 'NOT met');
  const { firstRender: f, newGame: n, botMove: b } = s;
  console.log('| measure | median (p90, max) | target |');
  console.log('| --- | ---: | --- |');
  console.log(
    `| first render, first load after the server starts | ${f.coldMs} ms | ≤ 1,500 ms: ${ok(f.coldMs <= GOALS.firstRenderMs)} |`,
  );
  console.log(
    `| first render, later loads (${f.warm.n}) | ${f.warm.median} ms (${f.warm.p90}, ${f.warm.max}) | ≤ 1,500 ms: ${ok(f.warm.median <= GOALS.firstRenderMs)} |`,
  );
  console.log(`| Start → board drawn (${n.n}) | ${n.median} ms (${n.p90}, ${n.max}) | |`);
  console.log(
    `| bot move: click → bot's answer drawn (${b.roundTrip.n}) | ${b.roundTrip.median} ms (${b.roundTrip.p90}, ${b.roundTrip.max}) | ≤ 300 ms: ${ok(b.roundTrip.p90 <= GOALS.botMoveMs)} |`,
  );
  console.log(
    `| bot decision in the worker, greedy (${b.workerPerDecision.n}) | ${b.workerPerDecision.median} ms (${b.workerPerDecision.p90}, ${b.workerPerDecision.max}) | |`,
  );
}

main().catch((e: unknown) => {
  console.error(`bench/web: ${e instanceof Error ? e.message : String(e)}`);
  process.exitCode = 1;
});
