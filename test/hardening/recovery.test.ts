// Issue 24 (Medium): a `gen` killed between its two renames (generated/ → generated.old-<pid>, the new tree →
// generated/) left no generated/, and every command — `gen` included — died with ERR_MODULE_NOT_FOUND before
// the self-repair could run. The launcher (bin/hflux.js) and `npm run gen` (codegen/gen.ts) now put the old
// tree back before anything imports it, and `gen --check` reports what a killed run left. Real processes on a
// copy of the checkout (its generated/ is the one the CLI imports).
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
import { runNode } from '../helpers/childProcess.js';

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

/** Awaited, not spawnSync: a whole generation blocked vitest's worker past its 60 s RPC timeout under load. */
async function run(args: string[]) {
  const r = await runNode(args, { cwd: copy, timeout: 180_000 });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** As if `gen` had been SIGKILLed between its renames. */
function killedBetweenRenames(): void {
  renameSync(join(copy, 'generated'), join(copy, 'generated.old-4194301'));
}

// The tests run in order on one copy, and each generation in a real process costs seconds of CPU (over 120 s at
// load average 28): the kill and the leftovers share one `gen --check`, and the `npm run gen` after the next kill
// is the plain gen that must remove them — two whole generations where there were four.
describe('generated/ can always be recovered (issue 24)', () => {
  test('hflux gen --check after a kill between the renames, with leftovers: generated/ is back, no ERR_MODULE_NOT_FOUND, exactly the leftovers named (exit 1)', async () => {
    mkdirSync(join(copy, 'generated.tmp-4194302'));
    cpSync(join(copy, 'generated/index.ts'), join(copy, 'generated/.index.ts.4194303.0a1b2c3d.tmp'));
    killedBetweenRenames();
    const r = await run([join(copy, 'bin/hflux.js'), 'gen', '--check']);
    expect(r.stderr).not.toContain('ERR_MODULE_NOT_FOUND');
    expect(existsSync(join(copy, 'generated/index.ts'))).toBe(true);
    expect(readdirSync(copy).filter((n) => n.startsWith('generated.'))).toEqual(['generated.tmp-4194302']);
    // the old tree put back is the one the sources make: no stale file, only the leftovers (exit 1 for them)
    expect(r.stderr.trim().split('\n')).toEqual([
      'hflux: 中断された gen の generated.old-4194301 を generated/ に戻しました',
      '残骸: generated.tmp-4194302 は中断された gen が残したものです。npm run gen で片付けてください',
      '残骸: generated/.index.ts.4194303.0a1b2c3d.tmp は中断された gen が残したものです。npm run gen で片付けてください',
    ]);
    expect(r.stdout).not.toContain('最新');
    expect(r.code).toBe(1);
  }, 300_000);
  test('any other command (hflux play) after such a kill runs', async () => {
    killedBetweenRenames();
    const r = await run([join(copy, 'bin/hflux.js'), 'play', '--quiet']);
    expect(r.stderr).not.toContain('ERR_MODULE_NOT_FOUND');
    expect(r.code).toBe(0);
  });
  test('npm run gen (tsx codegen/gen.ts) after such a kill runs, finds generated/ up to date and removes the leftovers', async () => {
    killedBetweenRenames();
    expect(leftoverTrees(copy, 'generated')).toEqual(['generated.old-4194301', 'generated.tmp-4194302']);
    const r = await run(['--import', 'tsx', join(copy, 'codegen/gen.ts')]);
    expect(r.stderr).not.toContain('ERR_MODULE_NOT_FOUND');
    expect(r.code).toBe(0);
    // The plain gen compares every generated file with the disk as --check does ("up to date": none differed) and
    // removes the leftovers; they are looked for where --check looks (codegen/files.ts).
    expect(r.stdout.trim().split('\n')).toEqual(['generated/ は最新です（書き換えたファイルはありません）']);
    expect(existsSync(join(copy, 'generated/index.ts'))).toBe(true);
    expect(leftoverTrees(copy, 'generated')).toEqual([]);
    expect(leftoverTempFiles(join(copy, 'generated'))).toEqual([]);
  }, 300_000);
});
