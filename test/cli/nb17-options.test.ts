// nb17: what a newcomer's audit found in the options — one deck resolver for play and sim, `--workers 0`
// meaning the same in sim and fuzz, defaults shown as they are written, required options in Japanese.
import { Command } from 'commander';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { parseSimWorkers, workersParser } from '../../src/cli/args.js';
import { positiveDuration, registerFuzzCommand } from '../../src/cli/fuzz.js';
import { playCommand } from '../../src/cli/play.js';
import { commanderMessage } from '../../src/cli/program.js';
import { builtInDeckNames } from '../../src/deck/builtIn.js';

afterEach(() => vi.restoreAllMocks());

describe('hflux play --decks resolves names as hflux sim does', () => {
  test('a misspelt built-in deck: 「もしかして」 and the built-ins, exit 2 (not a stack trace)', async () => {
    const errors: string[] = [];
    vi.spyOn(console, 'error').mockImplementation((line: string) => void errors.push(line));
    vi.spyOn(console, 'log').mockImplementation(() => {});
    const code = await playCommand({ seed: 1, decks: ['soukyu-knigts', 'guren-aggro'], quiet: true });
    expect(code).toBe(2);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('hflux play: デッキが見つかりません: soukyu-knigts');
    expect(errors[0]).toContain('もしかして soukyu-knights？');
    expect(errors[0]).toContain(`組み込み: ${builtInDeckNames().join(', ')}`);
  });
});

describe('--workers 0', () => {
  test('sim accepts 0 as fuzz does: in this thread (sim plays one worker in the calling thread)', () => {
    expect(parseSimWorkers('0')).toBe(1);
    expect(parseSimWorkers('1')).toBe(1);
    expect(workersParser(0)('0')).toBe(0);
    expect(() => parseSimWorkers('-1')).toThrow('ワーカー数は 0〜');
  });
});

describe('fuzz --help', () => {
  const help = () => {
    const program = new Command();
    registerFuzzCommand(program);
    return program.commands[0].helpInformation();
  };

  test('shows --game-timeout as 5m and --shard as 0/1, as they are written on the command line', () => {
    const text = help().replace(/\s+/g, ' ');
    expect(text).toMatch(/--game-timeout <duration>.*\(default: 5m\)/);
    expect(text).toMatch(/--shard <i\/n>.*\(default: 0\/1\)/);
    expect(text).not.toContain('300000');
  });

  test('--time: a bare number is seconds, as for --game-timeout, and the help says so', () => {
    expect(positiveDuration('10')).toBe(10_000);
    expect(help().replace(/\s+/g, ' ')).toMatch(/--time <duration>.*a bare number is seconds/);
  });
});

describe('a missing required option', () => {
  test('is Japanese like the other usage errors', () => {
    expect(commanderMessage("error: required option '--results <dir>' not specified\n", 'ja')).toBe(
      'hflux: オプション --results を指定してください（--results <dir>。--help で一覧）\n',
    );
  });
});
