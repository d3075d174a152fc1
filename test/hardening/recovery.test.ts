// Issue 24 (Medium): a `gen` killed between its two renames (generated/ → generated.old-<pid>, the new tree →
// generated/) left no generated/, and every command — `gen` included — died with ERR_MODULE_NOT_FOUND before
// the self-repair could run. The launcher (bin/hflux.js) and `npm run gen` (codegen/gen.ts) now put the old
// tree back before anything imports it, and `gen --check` reports what a killed run left. Real processes on a
// copy of the checkout (its generated/ is the one the CLI imports).
import { spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  renameSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { leftoverTempFiles, leftoverTrees } from '../../codegen/files.js';

const ROOT = join(import.meta.dirname, '../..');
let copy: string;
beforeAll(() => {
  copy = mkdtempSync(join(tmpdir(), 'hflux-recovery-'));
  for (const dir of ['bin', 'src', 'codegen', 'generated', 'cards', 'rules', 'grammar', 'web/src'])
    cpSync(join(ROOT, dir), join(copy, dir), { recursive: true });
  for (const file of ['package.json', 'tsconfig.json']) cpSync(join(ROOT, file), join(copy, file));
  symlinkSync(join(ROOT, 'node_modules'), join(copy, 'node_modules'));
});
afterAll(() => rmSync(copy, { recursive: true, force: true }));

function run(args: string[]) {
  const r = spawnSync(process.execPath, args, { cwd: copy, encoding: 'utf8', timeout: 180_000 });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** As if `gen` had been SIGKILLed between its renames. */
function killedBetweenRenames(): void {
  renameSync(join(copy, 'generated'), join(copy, 'generated.old-4194301'));
}

describe('generated/ can always be recovered (issue 24)', () => {
  test('hflux gen --check after a kill between the renames: generated/ is back, no ERR_MODULE_NOT_FOUND', () => {
    killedBetweenRenames();
    const r = run([join(copy, 'bin/hflux.js'), 'gen', '--check']);
    expect(r.stderr).not.toContain('ERR_MODULE_NOT_FOUND');
    expect(r.code).toBe(0);
    expect(existsSync(join(copy, 'generated/index.ts'))).toBe(true);
    expect(readdirSync(copy).filter((n) => n.startsWith('generated.'))).toEqual([]);
  });
  test('any other command (hflux play) after such a kill runs', () => {
    killedBetweenRenames();
    const r = run([join(copy, 'bin/hflux.js'), 'play', '--quiet']);
    expect(r.stderr).not.toContain('ERR_MODULE_NOT_FOUND');
    expect(r.code).toBe(0);
  });
  test('npm run gen (tsx codegen/gen.ts) after such a kill runs', () => {
    killedBetweenRenames();
    const r = run(['--import', 'tsx', join(copy, 'codegen/gen.ts'), '--check']);
    expect(r.stderr).not.toContain('ERR_MODULE_NOT_FOUND');
    expect(r.code).toBe(0);
  });
  test('gen --check names leftovers (a temp tree, a temp file) and exits 1; a plain gen removes them', () => {
    mkdirSync(join(copy, 'generated.tmp-4194302'));
    cpSync(join(copy, 'generated/index.ts'), join(copy, 'generated/.index.ts.4194303.0a1b2c3d.tmp'));
    const check = run([join(copy, 'bin/hflux.js'), 'gen', '--check']);
    expect(check.code).toBe(1);
    expect(check.stderr).toContain('残骸: generated.tmp-4194302');
    expect(check.stderr).toContain('残骸: generated/.index.ts.4194303.0a1b2c3d.tmp');
    expect(check.stdout).not.toContain('最新');
    // The plain gen compares every generated file with the disk as --check does ("up to date": none differed) and
    // removes the leftovers; they are looked for where --check looks (codegen/files.ts), without a third gen.
    const gen = run([join(copy, 'bin/hflux.js'), 'gen']);
    expect(gen.code).toBe(0);
    expect(gen.stdout.trim().split('\n')).toEqual([
      'generated/ は最新です（書き換えたファイルはありません）',
    ]);
    expect(leftoverTrees(copy, 'generated')).toEqual([]);
    expect(leftoverTempFiles(join(copy, 'generated'))).toEqual([]);
  }, 300_000); // two whole generations in real processes: over 120 s at load average 28
});
