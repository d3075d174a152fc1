// One source of truth at run time (issue 23): every command that plays or checks cards uses the card sources as
// they are now, without `npm run gen`. A temporary copy of the project has a card's damage changed (2000 → 3000)
// and a new set (cards/mine: one new card, a deck naming it); before each command its generated/ is put back
// as it was (stale), then the command runs as a real process through the copy's bin/hflux.js. Each must see
// the new text — a scenario expecting 3000, a deck naming the new card, fuzz drawing from the new set — and
// say on stderr which source files differed from generated/.
import { type ChildProcess, spawn } from 'node:child_process';
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { changedSources } from '../../codegen/sourceStamp.js';
import { runNode } from '../helpers/childProcess.js';
import { LspClient } from '../lsp/client.js';

const REPO = process.cwd();
/** What a copy of the project needs to run hflux (node_modules is linked, not copied). */
const COPIED = [
  'bin',
  'cards',
  'codegen',
  'generated',
  'grammar',
  'rules',
  'src',
  'web',
  'package.json',
  'tsconfig.json',
];

let root = '';
let before = '';

/** A copy of this checkout whose generated/ is left as it was and whose cards changed as the header says. */
function project(): string {
  const dir = mkdtempSync(join(tmpdir(), 'hflux-fresh-'));
  for (const entry of COPIED) cpSync(join(REPO, entry), join(dir, entry), { recursive: true });
  symlinkSync(join(REPO, 'node_modules'), join(dir, 'node_modules'), 'dir');
  return dir;
}

function edit(dir: string): void {
  const fire = join(dir, 'cards/starter/fire.hf');
  const text = readFileSync(fire, 'utf8');
  const damage = '対戦相手のキャラクター一体を対象とし、それに2000ダメージを与える。';
  expect(text).toContain(damage);
  writeFileSync(fire, text.replace(damage, damage.replace('2000', '3000')));
  mkdirSync(join(dir, 'cards/mine/decks'), { recursive: true });
  writeFileSync(
    join(dir, 'cards/mine/mine.hf'),
    '【セット】mine\n\n【カード】試作の剣士\n種別：キャラクター\nコスト：1\n分類：《発現者》《剣士》\nパワー：1000\n',
  );
  const deck = readFileSync(join(dir, 'cards/starter/decks/guren-aggro.deck'), 'utf8');
  expect(deck).toContain('\n3 紅蓮の突撃兵\n');
  writeFileSync(
    join(dir, 'cards/mine/decks/mine.deck'),
    deck.replace('\n3 紅蓮の突撃兵\n', '\n3 試作の剣士\n'),
  );
  const scenario = readFileSync(
    join(REPO, 'test/scenarios/cards/fire/homura-no-houjutsushi.scenario.yaml'),
    'utf8',
  );
  writeFileSync(join(dir, 'damage.scenario.yaml'), scenario.replace('amount: 2000', 'amount: 3000'));
}

beforeAll(() => {
  before = project(); // the cards as they were, for balance diff --before
  root = project();
  edit(root);
});

afterAll(() => {
  for (const dir of [root, before]) if (dir) rmSync(dir, { recursive: true, force: true });
});

beforeEach(() => {
  // generated/ back as it was made from the old cards
  rmSync(join(root, 'generated'), { recursive: true, force: true });
  cpSync(join(REPO, 'generated'), join(root, 'generated'), { recursive: true });
  expect(changedSources(root)).toEqual(['cards/mine/mine.hf', 'cards/starter/fire.hf']);
});

/** The copy's hflux, awaited (test/helpers/childProcess.ts: a regenerating spawnSync blocked vitest's worker). */
function hflux(...args: string[]) {
  return runNode([join(root, 'bin/hflux.js'), ...args], { cwd: root, timeout: 240_000 });
}

/**
 * The stderr lines naming the sources that differed from generated/: one before regenerating (nc7: the 6–12 s
 * of compiling are announced, not only reported afterwards), one after; generated/ is fresh afterwards.
 */
function expectFreshLine(stderr: string): void {
  const lines = stderr.split('\n').filter((l) => l.includes('generated/'));
  expect(lines).toEqual([
    'hflux: 新しい cards/mine/mine.hf、変更された cards/starter/fire.hf を取り込むため、generated/（エンジンが読むカードのコード）を作り直しています（数秒〜十数秒、カードを変えた後の1回だけ）…',
    expect.stringMatching(
      /^hflux: 新しい cards\/mine\/mine\.hf、変更された cards\/starter\/fire\.hf を取り込み、generated\/ を作り直しました（[\d.]+ 秒）。このコマンドは今のカードで続けます（generated\/ の変更はカードと一緒にコミットしてください）$/,
    ),
  ]);
  expect(changedSources(root)).toEqual([]);
}

describe('every card command uses the cards as they are now, without npm run gen (issue 23)', () => {
  test('scenario: the changed damage (3000) is the one played', async () => {
    const r = await hflux('scenario', 'damage.scenario.yaml');
    expect(r.stdout + r.stderr).not.toContain('実際 2000');
    expect(r.status).toBe(0);
    expectFreshLine(r.stderr);
  }, 300_000);

  test('deck check: a deck naming a card of a new set is legal', async () => {
    const r = await hflux('deck', 'check', 'cards/mine/decks/mine.deck');
    expect(r.stderr).not.toContain('試作の剣士');
    expect(r.status).toBe(0);
    expectFreshLine(r.stderr);
  }, 300_000);

  test('play: a game with the new deck', async () => {
    const r = await hflux('play', '--decks', 'mine', 'soukyu-knights', '--quiet');
    expect(r.status).toBe(0);
    expectFreshLine(r.stderr);
  }, 300_000);

  test('sim on 2 worker threads: the new card is in the deck report', async () => {
    const r = await hflux(
      'sim',
      '--decks',
      'mine',
      'soukyu-knights',
      '--games',
      '2',
      '--workers',
      '2',
      '--json',
    );
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('試作の剣士');
    expectFreshLine(r.stderr);
  }, 300_000);

  test('fuzz on 2 worker threads: decks drawn from the new set', async () => {
    const out = join(root, 'findings');
    const r = await hflux(
      'fuzz',
      '--sets',
      'mine',
      'starter',
      '--games',
      '2',
      '--workers',
      '2',
      '--out',
      out,
    );
    expect(r.stderr).not.toContain('mine」');
    expect(r.status).toBe(0);
    expectFreshLine(r.stderr);
  }, 300_000);

  test('balance diff: the after side is played with the changed card', async () => {
    const r = await hflux(
      'balance',
      'diff',
      '--before',
      before,
      '--after',
      '.',
      '--decks',
      'guren-aggro',
      'soukyu-knights',
      '--games',
      '2',
      '--workers',
      '1',
      '--bots',
      'random',
    );
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('焔の砲術師');
    expectFreshLine(r.stderr);
  }, 300_000);

  test('serve: the page is given the new set, the same as generated/', async () => {
    const child = spawn(process.execPath, [join(root, 'bin/hflux.js'), 'serve', '--port', '0'], {
      cwd: root,
    });
    try {
      const { url, stderr } = await servedUrl(child);
      const cards = (await (await fetch(`${url}api/cards`)).json()) as {
        sets: { id: string; cards: { name: string }[]; sameAsGenerated: boolean }[];
      };
      const mine = cards.sets.find((s) => s.id === 'mine');
      expect(mine?.cards.map((c) => c.name)).toEqual(['試作の剣士']);
      expect(cards.sets.map((s) => [s.id, s.sameAsGenerated])).toEqual([
        ['kuon', true],
        ['mine', true],
        ['starter', true],
      ]);
      expectFreshLine(stderr());
    } finally {
      child.kill('SIGTERM');
    }
  }, 300_000);

  test('lsp: generated/ is made from the cards as they are before the server answers', async () => {
    const client = await LspClient.start(root, { bin: join(root, 'bin/hflux.js') });
    try {
      await client.open('cards/mine/decks/mine.deck');
      expect(await client.diagnostics('cards/mine/decks/mine.deck')).toEqual([]);
      expectFreshLine(client.stderr.join(''));
    } finally {
      await client.stop();
    }
  }, 300_000);

  test('two commands started together after an edit: both use the new cards, one regenerates at a time', async () => {
    const run = () =>
      new Promise<{ code: number | null; stderr: string }>((resolve) => {
        const child = spawn(
          process.execPath,
          [join(root, 'bin/hflux.js'), 'deck', 'check', 'cards/mine/decks/mine.deck'],
          { cwd: root },
        );
        let stderr = '';
        child.stderr.on('data', (chunk: Buffer) => {
          stderr += chunk.toString();
        });
        child.once('exit', (code) => resolve({ code, stderr }));
      });
    const results = await Promise.all([run(), run()]);
    expect(results.map((r) => [r.code, r.stderr.includes('内部エラー')])).toEqual([
      [0, false],
      [0, false],
    ]);
    expect(changedSources(root)).toEqual([]);
    expect(readdirSync(root).filter((f) => f.startsWith('.hflux-gen') || f.startsWith('generated.'))).toEqual(
      [],
    );
  }, 300_000);

  test('the sources with an error: the command stops with the error and does not play the old cards', async () => {
    const fire = join(root, 'cards/starter/fire.hf');
    const text = readFileSync(fire, 'utf8');
    writeFileSync(fire, text.replace('パワー：1000', 'パワー：千'));
    try {
      const r = await hflux('deck', 'check', 'cards/starter/decks/guren-aggro.deck');
      expect(r.status).toBe(2);
      expect(r.stderr).toMatch(/cards\/starter\/fire\.hf:\d+:\d+/);
      expect(r.stderr).toContain('古いカードを代わりに使うことはしません');
      expect(readdirSync(join(root, 'generated'))).toContain('index.ts');
    } finally {
      writeFileSync(fire, text);
    }
  }, 300_000);
});

/** The address `hflux serve` prints, and what it wrote on stderr so far. */
function servedUrl(child: ChildProcess): Promise<{ url: string; stderr: () => string }> {
  let out = '';
  let err = '';
  child.stderr!.on('data', (chunk: Buffer) => {
    err += chunk.toString();
  });
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const url = /(http:\/\/\S+\/)/.exec(out)?.[1];
      if (url) resolve({ url, stderr: () => err });
    });
    child.once('exit', (code) => reject(new Error(`hflux serve ended (${code}): ${err}`)));
  });
}
