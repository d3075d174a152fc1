// `npm start` (issue 23): after the cards line, a summary of at most 15 lines — the win-rate table, the headline
// findings, the report's path — while the report has every table; `--verbose` prints the full tables too.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';

const dir = mkdtempSync(join(tmpdir(), 'hflux-start-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function start(...args: string[]): { status: number | null; lines: string[] } {
  const r = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'src/cli/start.ts', '--games', '2', '--workers', '1', ...args],
    { encoding: 'utf8', timeout: 300_000 },
  );
  return { status: r.status, lines: r.stdout.trimEnd().split('\n') };
}

describe('npm start prints a summary', () => {
  test('at most 15 lines after the cards line: the table, the findings, the report path', () => {
    const report = join(dir, 'r.html');
    const { status, lines } = start('--report', report);
    expect(status).toBe(0);
    expect(lines[0]).toMatch(/^cards: \d+ cards in \d+ sets/);
    const summary = lines.slice(1);
    expect(summary.length).toBeLessThanOrEqual(15);
    expect(summary.filter((l) => /^(guren-aggro|kage-funeral|soukyu-knights) /.test(l))).toHaveLength(3);
    expect(summary.some((l) => l.startsWith('- strongest '))).toBe(true);
    expect(summary.some((l) => l.startsWith('- cards flagged '))).toBe(true);
    expect(summary).toContainEqual(expect.stringContaining(`report: ${report}`));
    expect(summary.join('\n')).not.toContain('win rate when played  ');
    const html = readFileSync(report, 'utf8');
    expect(html).toContain('<nav class="toc">');
    expect(html).toContain('紅蓮の見習い剣士');
  }, 300_000);

  test('--verbose adds the full tables', () => {
    const { status, lines } = start('--report', join(dir, 'v.html'), '--verbose');
    expect(status).toBe(0);
    expect(lines.length).toBeGreaterThan(60);
    expect(lines.some((l) => l.includes('win rate when played'))).toBe(true);
  }, 300_000);
});
