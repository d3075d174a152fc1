// nc7: `hflux deck check my.deck --cards my.hf` (README's placeholders) names every missing file at once, in
// Japanese (English with --lang en) — not only the --cards file in commander's English wrapper — and every
// `hflux deck check` command of docs/deck-lists.md that names no placeholder runs as written.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { deckCheck } from '../../src/cli/deck.js';
import { commanderMessage } from '../../src/cli/program.js';

const ROOT = join(import.meta.dirname, '..', '..');
const DOC = readFileSync(join(ROOT, 'docs/deck-lists.md'), 'utf8');

describe('deck check: every missing file at once, in one language (nc7)', () => {
  test('a missing deck and a missing --cards file are both named, in Japanese, exit 2', async () => {
    const r = await deckCheck({ decks: ['my.deck'], cards: ['my-cards.hf'] });
    expect(r.exitCode).toBe(2);
    const lines = r.stderr.trimEnd().split('\n');
    expect(lines).toEqual([
      expect.stringMatching(
        /^hflux deck check: デッキ「my\.deck」がありません（ファイルでもフォルダでも組み込みのデッキ名でもありません。組み込み: /,
      ),
      'ファイルがありません: my-cards.hf',
    ]);
    expect(r.stderr).not.toMatch(/error: option|is invalid/);
  });

  test('--lang en: the same in English', async () => {
    const r = await deckCheck({
      decks: ['my.deck', 'other.deck'],
      cards: ['my-cards.hf', 'nosuch'],
      lang: 'en',
    });
    expect(r.exitCode).toBe(2);
    const lines = r.stderr.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^hflux deck check: no deck "my\.deck"/);
    expect(lines[1]).toMatch(/^no deck "other\.deck"/);
    expect(lines[2]).toBe('no such file: my-cards.hf');
    expect(lines[3]).toMatch(/^unknown card set "nosuch"/);
  });

  test('docs/deck-lists.md shows that output as it is printed (「…」 stands for the list of built-in decks)', async () => {
    const block = /A deck, folder or `--cards` file that does not exist[\s\S]*?```text\n([\s\S]*?)```/.exec(
      DOC,
    )![1];
    const r = await deckCheck({ decks: ['my.deck'], cards: ['my-cards.hf'] });
    const pattern = block
      .trimEnd()
      .split('…')
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('[^\n]+');
    expect(r.stderr.trimEnd()).toMatch(new RegExp(`^${pattern}$`));
  });

  test('every `hflux deck check` example of docs/deck-lists.md without placeholders runs (exit 0)', async () => {
    const commands = [...DOC.matchAll(/^npx hflux deck check ([^#\n<]+?)\s*(?:#.*)?$/gm)]
      .map((m) => m[1].split(/\s+/))
      .filter((args) => !args.some((a) => a.startsWith('my')));
    expect(commands.length).toBeGreaterThanOrEqual(1);
    for (const args of commands) {
      const cards = args.includes('--cards') ? args.slice(args.indexOf('--cards') + 1) : undefined;
      const decks = args.includes('--cards') ? args.slice(0, args.indexOf('--cards')) : args;
      const r = await deckCheck({ decks, cards });
      expect([args.join(' '), r.exitCode, r.stderr]).toEqual([args.join(' '), 0, '']);
    }
  });
});

describe("commander's usage errors in Japanese (nc7: no English frame around a Japanese reason)", () => {
  test('each kind', () => {
    expect(
      commanderMessage(
        "error: option '--games <n>' argument 'abc' is invalid. 整数ではありません: abc\n",
        'ja',
      ),
    ).toBe('hflux: --games の値「abc」が使えません：整数ではありません\n'); // the value once (nc8 finding 14)
    expect(commanderMessage("error: unknown option '--gams'\n(Did you mean --games?)\n", 'ja')).toBe(
      'hflux: 不明なオプション --gams（もしかして --games？）（--help で一覧）\n',
    );
    expect(commanderMessage("error: missing required argument 'decks'\n", 'ja', ['deck', 'check'])).toBe(
      'hflux: 引数 <decks> を指定してください（例：hflux deck check cards/mine/decks/mine.deck か組み込みのデッキ名（guren-aggro）。詳しくは hflux deck check --help）\n',
    );
    expect(commanderMessage("error: option '--seed <n>' argument missing\n", 'ja')).toBe(
      'hflux: --seed に値がありません\n',
    );
    expect(commanderMessage("error: unknown option '--gams'\n", 'en')).toBe(
      "error: unknown option '--gams'\n",
    );
  });

  test('the README line with its placeholders, run as a user runs it', () => {
    const r = spawnSync(
      process.execPath,
      [join(ROOT, 'bin/hflux.js'), 'deck', 'check', 'my.deck', '--cards', 'my.hf', '--games-typo-free'],
      { cwd: ROOT, encoding: 'utf8' },
    );
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('不明なオプション --games-typo-free');
    const ok = spawnSync(
      process.execPath,
      [join(ROOT, 'bin/hflux.js'), 'deck', 'check', 'my.deck', '--cards', 'my.hf'],
      {
        cwd: ROOT,
        encoding: 'utf8',
      },
    );
    expect(ok.status).toBe(2);
    expect(ok.stderr).toContain('デッキ「my.deck」がありません');
    expect(ok.stderr).toContain('ファイルがありません: my.hf');
    expect(ok.stderr).not.toContain('error:');
  }, 120_000);
});
