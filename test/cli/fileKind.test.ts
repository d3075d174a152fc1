// nc8 finding 5: a command given the wrong kind of file says in one line what the file is and which command reads
// it — `hflux check` a deck list (was one HF-E003 per deck line), `hflux scenario` a card file (was a YAML error
// with the file dumped in it), `hflux deck check` a card file (was 「【セット】…を読めません」 + HF-1.1), `hflux
// explain` a deck path (was taken as a card name).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test, vi } from 'vitest';
import { deckCheck } from '../../src/cli/deck.js';
import { runExplain } from '../../src/cli/explain.js';
import { fileKindOf, wrongKind } from '../../src/cli/fileKind.js';
import { playCommand } from '../../src/cli/play.js';
import { recordCommand } from '../../src/cli/record.js';
import { scenarioCommand } from '../../src/cli/scenario.js';
import { NotADeckError } from '../../src/deck/builtIn.js';
import { runCli } from '../helpers/runCliInProcess.js';

const ROOT = join(import.meta.dirname, '..', '..');
const DECK = join(ROOT, 'cards/starter/decks/guren-aggro.deck');
const CARDS = join(ROOT, 'cards/starter/fire.hf');
const SCENARIO = join(ROOT, 'test/scenarios/game-start/hf2-3-ougi-reveal.scenario.yaml');

describe('fileKindOf: the extension, else the first line', () => {
  const dir = mkdtempSync(join(tmpdir(), 'hflux-kind-'));
  const file = (name: string, text: string) => {
    writeFileSync(join(dir, name), text);
    return join(dir, name);
  };
  test.each([
    ['cards/starter/fire.hf', 'cards'],
    ['cards/starter/decks/guren-aggro.deck', 'deck'],
    ['x.scenario.yaml', 'scenario'],
    ['rules/game.yaml', undefined],
  ])('%s', (path, kind) => expect(fileKindOf(join(ROOT, path))).toBe(kind));
  test('by shape', () => {
    expect(fileKindOf(file('a.txt', '# my deck\n[main]\n3 紅蓮の双剣士\n'))).toBe('deck');
    expect(fileKindOf(file('b.txt', '\uFEFF【セット】x\n'))).toBe('cards');
    expect(fileKindOf(file('c.txt', 'name: x\nsteps: []\n'))).toBe('scenario');
    expect(fileKindOf(file('d.txt', 'hello\n'))).toBeUndefined();
  });
  test('the message names the kind and the command that fits', () => {
    expect(wrongKind(DECK, 'cards')).toBe(
      `${DECK} はデッキリスト（.deck）で、カードファイル（.hf）ではありません：hflux deck check ${DECK} を使ってください`,
    );
    expect(wrongKind(CARDS, 'scenario', 'en')).toBe(
      `${CARDS} is a card file (.hf), not a scenario (.scenario.yaml): use hflux check ${CARDS}`,
    );
    expect(wrongKind(CARDS, 'cards')).toBeUndefined();
  });
});

describe('each command, given another kind of file: one line naming the command that fits', () => {
  test('hflux deck check a card file', async () => {
    const r = await deckCheck({ decks: [CARDS] });
    expect(r.exitCode).toBe(2);
    expect(r.stderr).toBe(`hflux deck check: ${wrongKind(CARDS, 'deck')}\n`);
    expect(r.stdout).toBe('');
  });

  test('hflux explain a deck path', async () => {
    const r = await runExplain({ args: [DECK], root: ROOT });
    expect(r.exitCode).toBe(1);
    expect(r.stderr).toBe(`hflux explain: ${wrongKind(DECK, 'cards')}\n`);
  });

  test('hflux scenario a card file and a deck list: an ERROR each, the others still run', () => {
    const out: string[] = [];
    const log = vi.spyOn(console, 'log').mockImplementation((s: string) => void out.push(s));
    try {
      expect(scenarioCommand([CARDS, DECK, SCENARIO], {})).toBe(1);
    } finally {
      log.mockRestore();
    }
    expect(out[0]).toBe(`ERROR ${CARDS}:1: ${wrongKind(CARDS, 'scenario')}`);
    expect(out[1]).toBe(`ERROR ${DECK}:1: ${wrongKind(DECK, 'scenario')}`);
    expect(out.at(-1)).toBe('\n1 passed, 0 failed, 2 errors（ERROR: 読めない・実行できないファイル）');
  });

  test('finding 22: the summary explains ERROR only when there is one', () => {
    const out: string[] = [];
    const log = vi.spyOn(console, 'log').mockImplementation((s: string) => void out.push(s));
    try {
      expect(scenarioCommand([SCENARIO], {})).toBe(0);
    } finally {
      log.mockRestore();
    }
    expect(out.at(-1)).toBe('\n1 passed, 0 failed, 0 errors');
  });

  test('hflux check a deck list (exit 2, one line)', () => {
    const r = spawnSync(process.execPath, [join(ROOT, 'bin/hflux.js'), 'check', DECK], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    expect(r.status).toBe(2);
    expect(r.stderr).toBe(`hflux check: ${wrongKind(DECK, 'cards')}\n`);
    expect(r.stdout).toBe('');
  }, 60_000);
});

// nc9 finding 13: `--decks` given a card file printed one HF-1.5 per line of it (56 lines for an 8-card file)
// and HF-1.1 sizes, exit 1; now one line that says the card file goes to --cards (exit 2), in play, sim, balance
// diff and scenario --record alike.
describe('--decks given a card file or a scenario: one line, exit 2 (nc9)', () => {
  // CARDS is a file of the built-in set starter: its decks, not --cards (nc10)
  const asDeck = `${CARDS} はカードファイル（.hf）で、デッキリスト（.deck）ではありません：セット starter のカードは組み込みで、--cards は要りません。--decks にはこのセットのデッキ（guren-aggro / kage-funeral / soukyu-knights）かデッキリストを書いてください`;
  const errors = () => {
    const lines: string[] = [];
    const spy = vi.spyOn(console, 'error').mockImplementation((s: string) => void lines.push(s));
    return { lines, restore: () => spy.mockRestore() };
  };

  test('hflux play', async () => {
    const e = errors();
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    try {
      expect(await playCommand({ seed: 1, decks: [CARDS, 'kage-funeral'] })).toBe(2);
      expect(await playCommand({ seed: 1, decks: ['guren-aggro', SCENARIO], lang: 'en' })).toBe(2);
      expect(log).not.toHaveBeenCalled();
    } finally {
      e.restore();
      log.mockRestore();
    }
    expect(e.lines).toEqual([
      `hflux play: ${asDeck}`,
      `hflux play: ${SCENARIO} is a scenario (.scenario.yaml), not a deck list (.deck): use hflux scenario ${SCENARIO}`,
    ]);
  });

  test('hflux scenario --record', async () => {
    const e = errors();
    try {
      expect(
        await recordCommand({
          out: join(tmpdir(), 'never.scenario.yaml'),
          seed: 1,
          steps: 5,
          turn: 1,
          decks: [CARDS, 'guren-aggro'],
        }),
      ).toBe(2);
    } finally {
      e.restore();
    }
    expect(e.lines).toEqual([`hflux scenario --record: ${asDeck}`]);
  });

  test.each([
    [['sim', '--games', '2', '--workers', '1'], `hflux sim: ${asDeck}`],
    [
      ['sim', '--games', '2', '--workers', '1', '--lang', 'en'],
      `hflux sim: ${CARDS} is a card file (.hf), not a deck list (.deck): the cards of set starter are built in, no --cards needed. Give --decks this set's decks (guren-aggro / kage-funeral / soukyu-knights) or deck lists`,
    ],
    [['balance', 'diff', '--before', '.', '--after', '.', '--games', '2'], `hflux balance diff: ${asDeck}`],
  ])(
    'hflux %s',
    async (args, line) => {
      // the command line in this process (test/helpers/runCliInProcess.ts); `hflux check` above is the real one
      const r = await runCli([...args, '--decks', CARDS, 'guren-aggro']);
      expect({ status: r.status, stderr: r.stderr, stdout: r.stdout }).toEqual({
        status: 2,
        stderr: `${line}\n`,
        stdout: '',
      });
    },
    120_000,
  );
});

test('README.md quotes the --decks message as the commands print it (nc9)', async () => {
  const { readFileSync } = await import('node:fs');
  const squeeze = (t: string) => t.replace(/\s+/g, ''); // the README wraps its lines
  const readme = squeeze(readFileSync(join(ROOT, 'README.md'), 'utf8'));
  expect(readme).toContain(squeeze(`「${new NotADeckError('my.hf', 'cards').message}」`));
});

// nc9 finding 14: a scenario path that does not exist was Node's 「ENOENT: no such file or directory, stat '…'」;
// every missing path is now named in Japanese (exit 2, nothing runs), as docs/scenarios.md quotes.
test('hflux scenario: every path that does not exist, in one line each (exit 2)', async () => {
  const lines: string[] = [];
  const err = vi.spyOn(console, 'error').mockImplementation((s: string) => void lines.push(s));
  const log = vi.spyOn(console, 'log').mockImplementation(() => {});
  try {
    expect(scenarioCommand(['my.scenario.yaml', SCENARIO, 'no-such-folder'], {})).toBe(2);
    expect(log).not.toHaveBeenCalled();
  } finally {
    err.mockRestore();
    log.mockRestore();
  }
  const line = (p: string) =>
    `hflux scenario: 「${p}」がありません（シナリオファイル *.scenario.yaml かフォルダを指定してください）`;
  expect(lines).toEqual([line('my.scenario.yaml'), line('no-such-folder')]);
  const { readFileSync } = await import('node:fs');
  const doc = readFileSync(join(ROOT, 'docs/scenarios.md'), 'utf8').replace(/\s+/g, '');
  expect(doc).toContain(`「${line('my.scenario.yaml')}」`.replace(/\s+/g, ''));
});
