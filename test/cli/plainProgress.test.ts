// nc7: a long sim or balance diff whose stderr is not a terminal prints a plain progress line every ~10 s
// (no bar, nothing on stdout) instead of minutes of silence.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { freshnessLine, regeneratingLine } from '../../src/cli/freshCards.js';
import { fuzzPlainProgress } from '../../src/cli/fuzz.js';
import { PLAIN_PROGRESS_MS, plainProgress, progressLine, remaining } from '../../src/cli/plainProgress.js';

describe('plain progress lines when stderr is not a terminal (nc7)', () => {
  test('the line: games done, percent, time left in Japanese (English with --lang en)', () => {
    expect(progressLine('hflux sim', 400, 1000, 40_000)).toBe('hflux sim: 400/1000 局（40 %）、残り約 1 分');
    expect(progressLine('hflux sim', 100, 1000, 3_000)).toBe('hflux sim: 100/1000 局（10 %）、残り約 27 秒');
    expect(progressLine('hflux sim', 400, 1000, 40_000, 'en')).toBe(
      'hflux sim: 400/1000 games (40 %), about 1 min left',
    );
    expect(remaining(5 * 60_000, 'ja')).toBe('残り約 5 分');
  });

  test('at most one line per interval, the first after one interval; none at the end', () => {
    let t = 0;
    const lines: string[] = [];
    const p = plainProgress('hflux sim', 1000, { now: () => t, write: (l) => lines.push(l) });
    for (let done = 1; done <= 1000; done++) {
      t = done * 100; // 10 games a second: 100 s in all
      p.update(done);
    }
    expect(PLAIN_PROGRESS_MS).toBe(10_000);
    expect(lines.length).toBe(9); // at 10 s, 20 s … 90 s; the end is the report's
    expect(lines[0]).toBe('hflux sim: 100/1000 局（10 %）、残り約 2 分');
    expect(lines[3]).toBe('hflux sim: 400/1000 局（40 %）、残り約 1 分');
    expect(lines[8]).toBe('hflux sim: 900/1000 局（90 %）、残り約 10 秒');
  });

  test('a short run prints nothing', () => {
    let t = 0;
    const lines: string[] = [];
    const p = plainProgress('hflux sim', 20, { now: () => t, write: (l) => lines.push(l) });
    for (let done = 1; done <= 20; done++) {
      t = done * 200;
      p.update(done);
    }
    expect(lines).toEqual([]);
  });
});

test('README quotes the progress line and the regeneration announcement as they are printed (nc7)', () => {
  const readme = readFileSync(join(import.meta.dirname, '..', '..', 'README.md'), 'utf8').replace(
    /\n\s*/g,
    '',
  );
  expect(readme).toContain(`「${progressLine('hflux sim', 400, 1000, 40_000)}」`);
  // after `hflux new set mine` the set's card file is new (nb18), after an edit it is changed
  const added = { added: ['cards/mine/mine.hf'], edited: [], removed: [] };
  const edited = { added: [], edited: ['cards/mine/mine.hf'], removed: [] };
  expect(readme).toContain(`「${regeneratingLine(added, 'ja')}」`);
  expect(readme).toContain(`「${freshnessLine(edited, 9.9, 'ja').replace('9.9', '…')}」`);
});

test('hflux fuzz without a terminal: the same plain line when the games are counted; none on a terminal or with --time (nb18)', () => {
  let t = 0;
  const lines: string[] = [];
  const plain = fuzzPlainProgress(
    false,
    50,
    (l) => lines.push(l),
    () => t,
  )!;
  t = PLAIN_PROGRESS_MS + 1;
  plain.update(20);
  expect(lines).toEqual([progressLine('hflux fuzz', 20, 50, PLAIN_PROGRESS_MS + 1)]);
  expect(fuzzPlainProgress(true, 50)).toBeNull();
  expect(fuzzPlainProgress(false, undefined)).toBeNull();
});
