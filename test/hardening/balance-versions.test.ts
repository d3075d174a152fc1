// Issue 24 (Medium): `balance diff --before <rev|dir>` whose version has no card files compared the current
// cards with themselves ("no cards differ", exit 0). A version without any card definitions, or without a
// deck the command names, is now refused: exit 2 and one line, before any game. Real `hflux` processes.
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

const ROOT = join(import.meta.dirname, '../..');
let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'hflux-balance-versions-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function diff(before: string, cwd = ROOT) {
  const r = spawnSync(
    process.execPath,
    [
      join(ROOT, 'bin/hflux.js'),
      'balance',
      'diff',
      '--before',
      before,
      '--after',
      ROOT,
      '--games',
      '2',
      '--workers',
      '1',
    ],
    { cwd, encoding: 'utf8', timeout: 180_000 },
  );
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

function expectRefused(r: ReturnType<typeof diff>, words: string): void {
  expect(r.code).toBe(2);
  expect(r.stdout).not.toContain('no cards differ');
  expect(r.stderr.trim().split('\n')).toHaveLength(1);
  expect(r.stderr).toContain(words);
}

describe('balance diff refuses a version it cannot compare (issue 24)', () => {
  test('a folder whose cards/ has no card files', () => {
    mkdirSync(join(dir, 'empty/cards'), { recursive: true });
    writeFileSync(join(dir, 'empty/cards/README.md'), '# nothing yet\n');
    expectRefused(diff(join(dir, 'empty')), 'カードの定義がありません');
  });
  test('a git revision whose cards/ has no card files', () => {
    const repo = join(dir, 'repo');
    mkdirSync(join(repo, 'cards'), { recursive: true });
    writeFileSync(join(repo, 'cards/README.md'), '# nothing yet\n');
    const git = (...args: string[]) => execFileSync('git', args, { cwd: repo, stdio: 'ignore' });
    git('init', '-q');
    git('add', '.');
    git('-c', 'user.name=t', '-c', 'user.email=t@t', 'commit', '-qm', 'empty');
    expectRefused(diff('HEAD', repo), 'カードの定義がありません');
  });
  test('a version with cards but without the named decks', () => {
    const nodecks = join(dir, 'nodecks');
    mkdirSync(join(nodecks, 'cards/starter'), { recursive: true });
    for (const f of ['fire.hf', 'neutral.hf', 'shadow.hf', 'water.hf'])
      cpSync(join(ROOT, 'cards/starter', f), join(nodecks, 'cards/starter', f));
    expectRefused(diff(nodecks), 'デッキ「guren-aggro」がありません');
  });
});
