// Issue 24: `hflux serve` on a designer's desk. A real server process keeps running when cards/ holds an
// Emacs lock file (a dangling symlink `.#x.hf`), a FIFO, a deck or card file too large to read: the page is
// told the problem and keeps the last good cards. And it answers only its own page: another origin
// (Origin / Sec-Fetch-Site) is 403, a POST that is not JSON is 415, a body over the cap is 413.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, truncateSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { CardsPayload } from '../../web/src/api.js';
import { API } from '../../web/src/api.js';

const ROOT = join(import.meta.dirname, '../..');
const SCRIPT = join(import.meta.dirname, 'fixtures/serveRoot.ts');
const CARD = (power: number) =>
  ['【セット】demo', '', '【カード】見習い', '種別：キャラクター', 'コスト：1', `パワー：${power}`, ''].join(
    '\n',
  );

let dir: string;
let child: ChildProcess;
let url: string;
let exited: number | null | undefined;
let stderr = '';

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'hflux-serve-desk-'));
  cpSync(join(ROOT, 'rules'), join(dir, 'rules'), { recursive: true });
  mkdirSync(join(dir, 'cards/demo/decks'), { recursive: true });
  writeFileSync(join(dir, 'cards/demo/demo.hf'), CARD(1000));
  child = spawn(process.execPath, ['--import', 'tsx', SCRIPT, join(dir, 'cards'), join(dir, '.vite')], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stderr!.on('data', (d) => {
    stderr += String(d);
  });
  child.on('exit', (code) => {
    exited = code;
  });
  url = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (d) => {
      out += String(d);
      if (out.includes('\n')) resolve(out.trim());
    });
    child.on('exit', () => reject(new Error(`serve exited: ${stderr}`)));
  });
}, 120_000);

afterAll(() => {
  child?.kill('SIGTERM');
  rmSync(dir, { recursive: true, force: true });
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const cards = async () => (await (await fetch(new URL(API.cards, url))).json()) as CardsPayload;
const powerOf = (payload: CardsPayload) =>
  payload.sets.find((s) => s.id === 'demo')?.cards.find((c) => c.name === '見習い')?.power;

/** Waits past the watcher's debounce (100 ms) so its timer has run. */
const afterWatcher = () => sleep(800);

describe('serve survives what an editor and a designer leave in cards/ (issue 24, High)', () => {
  test('an Emacs lock file (dangling symlink .#demo.hf), then a save: still serving the new card', async () => {
    expect(powerOf(await cards())).toBe(1000);
    symlinkSync('designer@desk.4242:1700000000', join(dir, 'cards/demo/.#demo.hf'));
    writeFileSync(join(dir, 'cards/demo/demo.hf'), CARD(2000));
    await afterWatcher();
    expect(exited).toBeUndefined();
    const payload = await cards();
    expect(payload.problems).toEqual([]);
    expect(powerOf(payload)).toBe(2000);
  });
  test('a FIFO and a backup file among the cards are skipped', async () => {
    execFileSync('mkfifo', [join(dir, 'cards/demo/pipe.hf')]);
    writeFileSync(join(dir, 'cards/demo/demo.hf~'), 'garbage');
    writeFileSync(join(dir, 'cards/demo/#demo.hf#'), 'garbage');
    await afterWatcher();
    expect(exited).toBeUndefined();
    const payload = await cards();
    expect(payload.problems).toEqual([]);
    expect(powerOf(payload)).toBe(2000);
  });
  test('a deck too large to read is a problem on the page; the cards and the process stay', async () => {
    writeFileSync(join(dir, 'cards/demo/decks/big.deck'), '');
    truncateSync(join(dir, 'cards/demo/decks/big.deck'), 17 * 1024 * 1024);
    await afterWatcher();
    expect(exited).toBeUndefined();
    const payload = await cards();
    expect(payload.problems.map((p) => p.file)).toEqual(['cards/demo/decks/big.deck']);
    expect(payload.problems[0].message).toContain('大きすぎます');
    expect(powerOf(payload)).toBe(2000);
    rmSync(join(dir, 'cards/demo/decks/big.deck'));
  });
  test('a card file too large to read: the problem is shown, the last good cards are kept', async () => {
    writeFileSync(join(dir, 'cards/demo/huge.hf'), '');
    truncateSync(join(dir, 'cards/demo/huge.hf'), 17 * 1024 * 1024);
    await afterWatcher();
    expect(exited).toBeUndefined();
    const payload = await cards();
    expect(payload.problems.map((p) => p.file)).toEqual(['cards/demo/huge.hf']);
    expect(powerOf(payload)).toBe(2000);
    rmSync(join(dir, 'cards/demo/huge.hf'));
    await afterWatcher();
    expect((await cards()).problems).toEqual([]);
    expect(stderr).not.toMatch(/\n\s+at /);
  });
});

/** A raw request (fetch would set its own Origin / Sec-Fetch headers in a browser, not here). */
function raw(
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: Buffer | string,
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = request(new URL(path, url), { method, headers }, (res) => {
      let text = '';
      res.on('data', (d) => {
        text += String(d);
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

describe('serve answers only its own page (issue 24, Medium)', () => {
  test('another origin cannot read the card sets or the scenarios', async () => {
    for (const path of [API.cards, API.scenarios]) {
      expect((await raw('GET', path, { origin: 'http://localhost:3000' })).status).toBe(403);
      expect((await raw('GET', path, { origin: 'https://evil.example' })).status).toBe(403);
      expect((await raw('GET', path, { 'sec-fetch-site': 'same-site' })).status).toBe(403);
      expect((await raw('GET', path, { 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    }
    const host = new URL(url).host;
    expect(
      (await raw('GET', API.cards, { origin: `http://${host}`, 'sec-fetch-site': 'same-origin' })).status,
    ).toBe(200);
  });
  test('/@fs/ serves the page’s engine files, never the rest of the checkout (hi10: .git, test/, package.json)', async () => {
    expect((await raw('GET', `/@fs${join(ROOT, 'src/core/cardTypes.ts')}`, {})).status).toBe(200);
    for (const file of ['.git/HEAD', 'package.json', 'test/hardening/serve.test.ts', 'README.md'])
      expect((await raw('GET', `/@fs${join(ROOT, file)}`, {})).status).toBe(403);
  });
  test('a POST must be JSON (a form post is 415) and within the size cap (413)', async () => {
    const form = await raw('POST', API.openScenario, { 'content-type': 'text/plain' }, '{"file":"x"}');
    expect(form.status).toBe(415);
    const big = Buffer.alloc(5 * 1024 * 1024, 0x20);
    const tooBig = await raw('POST', API.openScenario, { 'content-type': 'application/json' }, big).catch(
      () => ({ status: 413, text: 'connection closed' }),
    );
    expect(tooBig.status).toBe(413);
    const cross = await raw(
      'POST',
      API.saveScenario,
      { 'content-type': 'application/json', origin: 'http://localhost:8080' },
      '{}',
    );
    expect(cross.status).toBe(403);
    expect(exited).toBeUndefined();
  });
});
