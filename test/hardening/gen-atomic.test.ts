// Issue 11: generated/ is swapped as a whole. Real `gen` processes are SIGKILLed at random moments; the next
// run always leaves generated/ complete, identical to a clean run, with no temp leftovers.
import { spawn } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, test } from 'vitest';
import { runGen } from '../../codegen/command.js';
import { cleanLeftovers, swapTree } from '../../codegen/files.js';

const ROOT = join(import.meta.dirname, '../..');
const SCRIPT = join(import.meta.dirname, 'fixtures/genRoot.ts');
const roots: string[] = [];
afterAll(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});

function smallRoot(): string {
  const root = mkdtempSync(join(tmpdir(), 'hflux-atomic-'));
  roots.push(root);
  cpSync(join(ROOT, 'rules'), join(root, 'rules'), { recursive: true });
  cpSync(join(ROOT, 'cards/starter'), join(root, 'cards/starter'), { recursive: true });
  return root;
}

const quiet = { out: () => {}, err: () => {} };

/** Every file under `dir` (relative path → content). */
function snapshot(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const path of readdirSync(dir, { recursive: true, encoding: 'utf8', withFileTypes: false }).sort()) {
    try {
      out[path] = readFileSync(join(dir, path), 'utf8');
    } catch {
      // a directory
    }
  }
  return out;
}

function leftovers(root: string): string[] {
  const siblings = readdirSync(root).filter((n) => /^generated\.(tmp|old)-/.test(n));
  const temps = readdirSync(join(root, 'generated'), { recursive: true, encoding: 'utf8' }).filter((p) =>
    /\.tmp$/.test(p),
  );
  return [...siblings, ...temps];
}

function genKilledAfter(root: string, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', SCRIPT, root], { cwd: ROOT, stdio: 'ignore' });
    const timer = setTimeout(() => child.kill('SIGKILL'), ms);
    child.on('exit', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

describe('generated/ is swapped as a whole (issue 11)', () => {
  test('SIGKILL at random moments, then one more run: complete, identical to a clean run, no leftovers', async () => {
    const clean = smallRoot();
    expect(runGen({ root: clean, io: quiet })).toBe(0);
    const expected = snapshot(join(clean, 'generated'));
    expect(Object.keys(expected).length).toBeGreaterThan(3);

    const root = smallRoot();
    const delays = fc.sample(fc.integer({ min: 1200, max: 3000 }), { numRuns: 8, seed: 11 });
    for (const [i, ms] of delays.entries()) {
      // Make every run rewrite something: a stale file, a missing one and an orphan.
      mkdirSync(join(root, 'generated/cards'), { recursive: true });
      writeFileSync(join(root, 'generated/index.ts'), `// stale ${i}\n`);
      rmSync(join(root, 'generated/rules.ts'), { force: true });
      writeFileSync(join(root, 'generated/cards/orphan.ts'), 'export {};\n');
      await genKilledAfter(root, ms);
      const names = readdirSync(root);
      // Killed anywhere, either generated/ or a complete generated.old-* survives.
      expect(names.some((n) => n === 'generated' || n.startsWith('generated.old-'))).toBe(true);
    }
    expect(runGen({ root, io: quiet })).toBe(0);
    expect(snapshot(join(root, 'generated'))).toEqual(expected);
    expect(leftovers(root)).toEqual([]);
  }, 60_000);

  test('a run killed between the two renames: the next run puts the old tree back, then cleans', () => {
    const root = smallRoot();
    expect(runGen({ root, io: quiet })).toBe(0);
    const expected = snapshot(join(root, 'generated'));
    cpSync(join(root, 'generated'), join(root, 'generated.tmp-99999'), { recursive: true });
    writeFileSync(join(root, 'generated.tmp-99999/index.ts'), '// half-written\n');
    cpSync(join(root, 'generated'), join(root, 'generated.old-99999'), { recursive: true });
    rmSync(join(root, 'generated'), { recursive: true });
    writeFileSync(join(root, 'generated.old-99999/.index.ts.99999.0123abcd.tmp'), 'partial');
    cleanLeftovers(root, 'generated');
    expect(
      readdirSync(root)
        .filter((n) => n.startsWith('generated'))
        .sort(),
    ).toEqual(['generated']);
    expect(snapshot(join(root, 'generated'))).toEqual(expected);
  });

  test('a failure while building the new tree leaves generated/ and its siblings untouched', () => {
    const root = smallRoot();
    mkdirSync(join(root, 'generated'));
    writeFileSync(join(root, 'generated/blocker'), 'a file where a directory is needed\n');
    expect(() => swapTree(root, 'generated', [{ path: 'blocker/a.ts', content: 'x' }], [])).toThrow();
    expect(readdirSync(root).filter((n) => n.startsWith('generated'))).toEqual(['generated']);
    expect(snapshot(join(root, 'generated'))).toEqual({ blocker: 'a file where a directory is needed\n' });
  });
});
