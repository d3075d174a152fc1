// nc9 finding 1: `hflux fuzz --sets <a new set of 8 cards>` died with 「fuzz worker failed on game 0: Error:
// fast-check did not run seed …」 and a stack trace — 8 names × 3 copies cannot make a legal deck of 30 + 10
// (HF-1.1, HF-1.2). Now the command says so before it starts, names what is missing and how to add a set (exit 2).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { CardDefinition } from '../../src/core/cardTypes.js';
import { cardPool, poolProblem } from '../../src/fuzz/decks.js';

const small = vi.hoisted(() => ({ size: 0 }));
vi.mock('../../src/fuzz/decks.js', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../src/fuzz/decks.js')>();
  return {
    ...real,
    // `small.size` > 0: the sets hold only that many names (a designer's first set)
    cardPool: (sets: readonly string[]): CardDefinition[] => {
      const pool = real.cardPool(sets);
      return small.size > 0 ? pool.slice(0, small.size) : pool;
    },
  };
});

afterEach(() => {
  small.size = 0;
  vi.restoreAllMocks();
});

describe('a card pool too small for a legal deck (HF-1.1, HF-1.2)', () => {
  test('14 names are enough (14 × 3 ≥ 40), 13 are not; the message says what to add', () => {
    const starter = cardPool(['starter']);
    expect(poolProblem(starter.slice(0, 14), ['yoru'])).toBeNull();
    expect(poolProblem(starter.slice(0, 13), ['yoru'])).toBe(
      'カードセット yoru のカードは13種類で、合法なデッキを作れません：メイン30枚＋ガード10枚、同名3枚まで（HF-1.1、HF-1.2）には14種類以上が要ります。ほかのセットと組み合わせてください（例: --sets yoru,starter）',
    );
    expect(poolProblem(starter, ['starter'])).toBeNull();
  });

  test('hflux fuzz stops before any game with that one line (exit 2), no stack trace', async () => {
    const { fuzzCommand } = await import('../../src/cli/fuzz.js');
    small.size = 8;
    const err = vi.spyOn(console, 'error').mockImplementation(() => {});
    const out = vi.spyOn(console, 'log').mockImplementation(() => {});
    const opts = {
      games: 20,
      seed: 1,
      sets: ['kuon'],
      workers: 2,
      out: 'fuzz-findings-never-written',
      shard: [0, 1] as [number, number],
      viewEvery: 8,
      replayEvery: 4,
      shrinkRuns: 300,
      gameTimeout: 300_000,
    };
    expect(await fuzzCommand(opts)).toBe(2);
    expect(await fuzzCommand({ ...opts, replay: '123:0' })).toBe(2);
    const lines = err.mock.calls.map((c) => String(c[0]));
    expect(lines).toEqual([
      'hflux fuzz: カードセット kuon のカードは8種類で、合法なデッキを作れません：メイン30枚＋ガード10枚、同名3枚まで（HF-1.1、HF-1.2）には14種類以上が要ります。ほかのセットと組み合わせてください（例: --sets kuon,starter）',
      'hflux fuzz: カードセット kuon のカードは8種類で、合法なデッキを作れません：メイン30枚＋ガード10枚、同名3枚まで（HF-1.1、HF-1.2）には14種類以上が要ります。ほかのセットと組み合わせてください（例: --sets kuon,starter）',
    ]);
    expect(out).not.toHaveBeenCalled();
  });
});

test('docs/fuzzing.md quotes the message as the command prints it', () => {
  const doc = readFileSync(join(import.meta.dirname, '..', '..', 'docs', 'fuzzing.md'), 'utf8');
  const message = poolProblem(cardPool(['starter']).slice(0, 8), ['mine'])!;
  const [head] = message.split('ほかのセット');
  expect(doc).toContain(
    `「${head.slice(0, head.indexOf('：') + 1)}…ほかのセットと組み合わせてください（例: --sets mine,starter）」`,
  );
  expect(message.endsWith('ほかのセットと組み合わせてください（例: --sets mine,starter）')).toBe(true);
});
