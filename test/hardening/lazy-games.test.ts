// Issue 24 (Medium): a round-robin `sim` (and `balance diff`) built every game's task up front: six decks at
// the games cap passed 3 GB before the first game. The games are now handed out by a cursor, and the total
// over all pairings is capped like --games. Real processes: the total is refused at once; a round robin of
// 9,000,000 games plays its first games in a small process.
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { GAMES_MAX } from '../../src/cli/args.js';
import { GameCursor } from '../../src/sim/run.js';

const ROOT = join(import.meta.dirname, '../..');
const SIX = [
  'guren-aggro',
  'kage-funeral',
  'soukyu-knights',
  'kikou-works',
  'tenryu-sky',
  'tsukuyomi-shrine',
];

describe('games are built lazily and their total is capped (issue 24)', () => {
  test('the cursor hands out games in order across matchups, without a list of all of them', () => {
    const cursor = new GameCursor([2, 0, 3]);
    expect(cursor.total).toBe(5);
    expect(cursor.take(3)).toEqual([
      [0, 0],
      [0, 1],
      [2, 0],
    ]);
    expect(cursor.take(10)).toEqual([
      [2, 1],
      [2, 2],
    ]);
    expect(cursor.take(1)).toEqual([]);
    const huge = new GameCursor(Array.from({ length: 15 }, () => GAMES_MAX));
    expect(huge.take(2)).toEqual([
      [0, 0],
      [0, 1],
    ]);
  });

  test('sim with six decks at the games cap: exit 2, one line, before any game', () => {
    const r = spawnSync(
      process.execPath,
      [join(ROOT, 'bin/hflux.js'), 'sim', '--decks', ...SIX, '--games', String(GAMES_MAX), '--workers', '1'],
      { cwd: ROOT, encoding: 'utf8', timeout: 120_000 },
    );
    expect(r.signal).toBeNull();
    expect(r.status).toBe(2);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).toContain('上限');
  });

  test('a round robin of 15 × 600,000 games plays its first games in under 600 MB', async () => {
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        join(ROOT, 'src/cli/main.ts'),
        'sim',
        '--decks',
        ...SIX,
        '--games',
        '600000',
        '--workers',
        '1',
      ],
      { cwd: ROOT, stdio: 'ignore' },
    );
    try {
      // Until the process has been running a while (its first games), sample its resident memory.
      let peak = 0;
      for (let i = 0; i < 20; i++) {
        await new Promise((r) => setTimeout(r, 500));
        const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
        peak = Math.max(peak, Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0));
      }
      expect(child.exitCode).toBeNull(); // still playing
      expect(peak).toBeGreaterThan(0);
      expect(peak).toBeLessThan(600 * 1024); // kB
    } finally {
      child.kill('SIGKILL');
    }
  });
});
