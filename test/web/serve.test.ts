// `hflux serve` without a browser: its JSON API (web/src/api.ts), saving and opening scenarios, and the clear
// errors of a bad or busy port.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_CARDS } from '../../generated/index.js';
import { type RunningServer, ServeError, startServe } from '../../src/cli/serve.js';
import { deserialize } from '../../src/engine/index.js';
import { loadScenario } from '../../src/scenario/load.js';
import { runScenario } from '../../src/scenario/run.js';
import { REPO, startServer } from '../../web/scripts/browser.js';
import { seeded } from '../../web/scripts/clicker.js';
import {
  API,
  type CardsPayload,
  type OpenScenarioResponse,
  type SaveScenarioResponse,
} from '../../web/src/api.js';
import { Session } from '../../web/src/host/session.js';

let server: RunningServer;
// Vite's dependency cache of its own: the other end-to-end files start servers at the same time.
const cacheDir = mkdtempSync(join(tmpdir(), 'hflux-serve-api-'));

beforeAll(async () => {
  server = await startServer(undefined, cacheDir);
});

afterAll(async () => {
  await server?.close();
  rmSync(cacheDir, { recursive: true, force: true });
});

const get = async <T>(path: string) => (await fetch(new URL(path, server.url))).json() as Promise<T>;

async function post<T>(path: string, body: unknown): Promise<{ status: number; body: T }> {
  const res = await fetch(new URL(path, server.url), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as T };
}

/** A game against the greedy bot, played with the session's own legal actions until it has save points. */
async function playedSession(): Promise<Session> {
  const session = Session.fromDecks({ ...(await newGameRequest()), seed: 21 });
  const random = seeded(21);
  for (;;) {
    const s = session.screen();
    if (s.kind !== 'board') throw new Error('no board');
    if (s.savePoints.length > 0 && s.position > s.savePoints[0] + 12) return session;
    const legal = s.actions.filter((a) => a.type !== 'concede');
    session.act(legal[Math.floor(random() * legal.length)]);
  }
}

describe('the API', () => {
  it('serves the card sets compiled from cards/, the built-in decks and the default pairing', async () => {
    const cards = await get<CardsPayload>(API.cards);
    expect(cards.problems).toEqual([]);
    expect(cards.sets.map((s) => s.id).sort()).toEqual(['kuon', 'starter']);
    expect(cards.sets.every((s) => s.sameAsGenerated)).toBe(true);
    expect(cards.sets.flatMap((s) => s.cards)).toHaveLength(ALL_CARDS.length);
    expect(cards.decks.map((d) => d.name)).toEqual(
      expect.arrayContaining(['guren-aggro', 'soukyu-knights', 'tenryu-sky']),
    );
    expect(cards.decks.find((d) => d.name === 'guren-aggro')!.file).toBe(
      'cards/starter/decks/guren-aggro.deck',
    );
    expect(cards.defaultDecks).toEqual(['guren-aggro', 'soukyu-knights']);
  });

  it('lists the project scenario files, and answers an unknown path with 404', async () => {
    const list = await get<{ files: string[] }>(API.scenarios);
    expect(list.files.length).toBeGreaterThan(10);
    expect(list.files.every((f) => f.endsWith('.scenario.yaml') && !f.startsWith('/'))).toBe(true);
    const res = await fetch(new URL('/api/nothing', server.url));
    expect(res.status).toBe(404);
  });

  it('saves the decisions from a save point as a scenario that replays and passes', async () => {
    const session = await playedSession();
    const s = session.screen();
    if (s.kind !== 'board') throw new Error('no board');
    const { status, body } = await post<SaveScenarioResponse>(
      API.saveScenario,
      session.saveRequest(s.savePoints[0], []),
    );
    expect(status).toBe(200);
    if (!body.ok) throw new Error(body.error);
    expect(body.text).toContain('setup:');
    const result = runScenario(
      loadScenario(body.text, body.fileName),
      new Map(ALL_CARDS.map((c) => [c.name, c])),
    );
    expect(result.failures).toEqual([]);
    expect(result.passed).toBe(true);
  });

  it('refuses to save from a point a scenario cannot start at, saying why', async () => {
    // A new game waits for the opening decisions (HF-2): no scenario setup can describe that point.
    const fresh = Session.fromDecks({ ...(await newGameRequest()), seed: 21 });
    const { body } = await post<SaveScenarioResponse>(API.saveScenario, {
      name: 'early',
      fileName: 'early.scenario.yaml',
      state: fresh.debug('serialize'),
      actions: [],
      extraCards: [],
    });
    expect(body.ok).toBe(false);
    expect(!body.ok && body.error).toContain('シナリオにできるのは');
    const bad = await post<SaveScenarioResponse>(API.saveScenario, '{not json');
    expect(bad.status).toBe(400);
  });

  it('opens a project scenario by path, and refuses a path outside the project', async () => {
    const list = await get<{ files: string[] }>(API.scenarios);
    const path = list.files.find((f) => f.includes('test/scenarios/'))!;
    const { body } = await post<OpenScenarioResponse>(API.openScenario, { path });
    if (!body.ok) throw new Error(body.error);
    const game = deserialize(body.state, body.cards);
    expect(game.state.pending ?? game.state.result).not.toBeNull();
    const outside = await post<OpenScenarioResponse>(API.openScenario, {
      path: '../../etc/passwd.scenario.yaml',
    });
    expect(outside.body.ok).toBe(false);
    expect(!outside.body.ok && outside.body.error).toContain('プロジェクトの中');
  });

  it('saves a game opened from a scenario with blank energies (energy: 2) as a scenario that passes', async () => {
    const path = 'test/scenarios/cards/fire/guren-no-kajishi.scenario.yaml';
    const opened = await post<OpenScenarioResponse>(API.openScenario, { path });
    if (!opened.body.ok) throw new Error(opened.body.error);
    const served = new Set(ALL_CARDS.map((c) => c.id));
    const extra = opened.body.cards.filter((c) => !served.has(c.id));
    const cards = [...ALL_CARDS, ...extra];
    const session = Session.fromGame(
      deserialize(opened.body.state, cards),
      { seed: null, decks: ['A', 'B'], seats: ['human', 'human'], scenario: opened.body.name },
      cards,
    );
    for (let i = 0; i < 12; i++) {
      const s = session.screen();
      if (s.kind === 'handover') session.reveal();
      else if (s.view.result) break;
      else session.act(s.actions.find((a) => a.type !== 'concede')!);
    }
    if (session.screen().kind === 'handover') session.reveal();
    const s = session.screen();
    expect(s.kind === 'board' && s.position).toBeGreaterThan(2);
    expect(s.kind === 'board' && s.savePoints[0]).toBe(0);
    const { body } = await post<SaveScenarioResponse>(API.saveScenario, session.saveRequest(0, extra));
    if (!body.ok) throw new Error(body.error);
    expect(body.text).toMatch(/active: 2/);
    const result = runScenario(
      loadScenario(body.text, body.fileName),
      new Map(ALL_CARDS.map((c) => [c.name, c])),
    );
    expect(result.failures).toEqual([]);
  });

  it('names the file and line of a malformed uploaded scenario', async () => {
    const { body } = await post<OpenScenarioResponse>(API.openScenario, {
      text: 'name: x\nsetup:\n  turn: three\n',
      fileName: 'mine.scenario.yaml',
    });
    expect(body.ok).toBe(false);
    expect(!body.ok && body.error).toMatch(/^mine\.scenario\.yaml:\d+/);
  });
});

async function newGameRequest() {
  const cards = await get<CardsPayload>(API.cards);
  const text = (name: string) => cards.decks.find((d) => d.name === name)!.text;
  return {
    cards: cards.sets.flatMap((s) => s.cards),
    decks: [
      { label: 'guren-aggro', text: text('guren-aggro') },
      { label: 'soukyu-knights', text: text('soukyu-knights') },
    ] as [{ label: string; text: string }, { label: string; text: string }],
    seats: ['human', 'greedy'] as ['human', 'greedy'],
  };
}

describe('starting the server', () => {
  it('says clearly that a port is in use', async () => {
    const blocker = createServer();
    await new Promise<void>((done) => blocker.listen(0, '127.0.0.1', done));
    const port = (blocker.address() as { port: number }).port;
    try {
      const start = startServe({
        port,
        host: '127.0.0.1',
        cardsDir: join(REPO, 'cards'),
        cacheDir,
        quiet: true,
      });
      await expect(start).rejects.toBeInstanceOf(ServeError);
      await expect(start).rejects.toThrow(`ポート${port}は使用中です`);
    } finally {
      blocker.close();
    }
  });

  it('rejects a bad port before starting (exit 2, one line, no stack trace)', () => {
    const run = spawnSync(process.execPath, [join(REPO, 'bin/hflux.js'), 'serve', '--port', '70000'], {
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('ポートは 0〜65535');
    expect(run.stderr).not.toMatch(/\n\s+at /);
  });
});
