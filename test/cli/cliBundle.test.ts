// The CLI from its bundle (src/io/moduleBundle.ts, bin/bundleCache.js): src/cli/hflux.ts loads the command line's
// bundle after the freshness check. Every command says exactly what it says from the sources (HFLUX_BUNDLE=0); the
// bundle names the card data it was built from as inputs; it is used only while every input is what it was built
// from. The sources' side of the per-command comparisons is the same command line run in this process
// (test/helpers/runCliInProcess.ts: the sources as vitest loads them, without a tsx start of ~480 modules per
// case); one command (a usage error: exit code 2) and `hflux check` still compare with a real HFLUX_BUNDLE=0 process.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { MAIN_BUNDLE, PREFLIGHT_BUNDLE } from '../../bin/cliBundles.js';
import { type BundleSpec, bundleCacheDir, ensureBundle, freshBundle } from '../../src/io/moduleBundle.js';
import { runNode } from '../helpers/childProcess.js';
import { runCli } from '../helpers/runCliInProcess.js';

const ROOT = process.cwd();
const BIN = join(ROOT, 'bin/hflux.js');
// the spec src/cli/hflux.ts loads (the cache directory is found from the name and the checkout)
const CLI: BundleSpec = MAIN_BUNDLE;
const CHECK: BundleSpec = { name: 'check', entry: 'codegen/dsl/tools/check.ts', settings: [] };

function inputsOf(spec: BundleSpec): string[] {
  const manifest = JSON.parse(readFileSync(join(bundleCacheDir(spec), 'manifest.json'), 'utf8')) as {
    inputs: Record<string, string>;
  };
  return Object.keys(manifest.inputs);
}

/** Awaited (test/helpers/childProcess.ts): a spawnSync start through tsx blocked vitest's worker under load. */
async function hflux(args: readonly string[], bundle: boolean) {
  const r = await runNode([BIN, ...args], {
    cwd: ROOT,
    env: { ...process.env, HFLUX_BUNDLE: bundle ? '1' : '0', NO_COLOR: '1' },
    timeout: 120_000,
  });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** The same command line from the sources, in this process (the environment as the real process gets it). */
async function fromSourcesHere(args: readonly string[]) {
  const r = await runCli(args, { env: { HFLUX_BUNDLE: '0', NO_COLOR: '1' } });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

beforeAll(async () => {
  expect(await ensureBundle(CLI)).toBeDefined();
  expect(await ensureBundle(PREFLIGHT_BUNDLE)).toBeDefined();
}, 120_000);

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function childrenOf(pid: number): string[] {
  try {
    return execFileSync('pgrep', ['-P', String(pid)], { encoding: 'utf8' })
      .trim()
      .split('\n')
      .filter(Boolean);
  } catch {
    return []; // pgrep exits 1 when there is none
  }
}

/** Whether process `pid` has a handler for SIGTERM (/proc SigCgt, bit 15). */
function catchesSigterm(pid: number): boolean {
  const mask = /SigCgt:\s*([0-9a-f]+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return mask !== undefined && ((BigInt(`0x${mask}`) >> 14n) & 1n) === 1n;
}

describe('the CLI bundle', () => {
  test('names the command line, the engine and the generated card data as its inputs', () => {
    expect(inputsOf(CLI)).toEqual(
      expect.arrayContaining([
        'src/cli/main.ts',
        'src/engine/apply.ts',
        'generated/index.ts',
        'src/cli/hflux.ts',
        'tsconfig.json',
      ]),
    );
  });

  test('is stale when an input changed, and fresh again when it is back', () => {
    const path = join(bundleCacheDir(CLI), 'manifest.json');
    const text = readFileSync(path, 'utf8');
    const manifest = JSON.parse(text) as { inputs: Record<string, string> };
    manifest.inputs['generated/index.ts'] = '0'.repeat(64);
    writeFileSync(path, JSON.stringify(manifest));
    try {
      expect(freshBundle(CLI)).toBeUndefined();
    } finally {
      writeFileSync(path, text);
    }
    expect(freshBundle(CLI)).toBeDefined();
  });

  // built by a process that runs from the bundles: the bundler itself is bundled there (src/io/moduleBundle.ts
  // IMPORT_META_URL), and a check bundle it makes must find its part bank as the sources do
  test('`hflux check` with its own bundle built from within the CLI’s says what the sources say', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'hflux-cli-bundle-'));
    const file = join(dir, 'demo.hf');
    writeFileSync(
      file,
      [
        '【セット】demo',
        '',
        '【カード】見習い',
        '種別：キャラクター',
        'コスト：1',
        'パワー：1000',
        'テキスト：',
        '  [自動] このキャラが場に出た時、山札から1枚ドローする。',
        '  [自動] このキャラクターが戦場に登場した時、対戦相手のキャラクター一体を対象とし、それを破壊す。',
        '',
      ].join('\n'),
    );
    try {
      rmSync(bundleCacheDir(CHECK), { recursive: true, force: true });
      const args = ['check', '--lang', 'en', file];
      const fromBundle = await hflux(args, true);
      expect(fromBundle).toEqual(await hflux(args, false));
      expect(fromBundle.stdout).toContain('HF-E');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test('with both bundles fresh the launcher runs the command in its own process: no tsx, no child process', async () => {
    expect((await hflux(['--help'], true)).status).toBe(0);
    const launcher = spawn(process.execPath, [BIN, 'sim', '--games', '100000', '--workers', '1'], {
      cwd: ROOT,
      stdio: 'ignore',
    });
    try {
      const pid = launcher.pid as number;
      // sim's own SIGTERM handler (the launcher forwarding to a child would catch it too: then it has a child)
      for (let i = 0; i < 600 && !catchesSigterm(pid); i++) await sleep(50);
      expect(catchesSigterm(pid)).toBe(true);
      await sleep(1000);
      expect(childrenOf(pid)).toEqual([]);
      expect(readFileSync(`/proc/${pid}/cmdline`, 'utf8')).not.toContain('tsx');
    } finally {
      launcher.kill('SIGKILL');
    }
  });

  test('HFLUX_LAUNCH=child keeps the child process', async () => {
    const launcher = spawn(process.execPath, [BIN, 'sim', '--games', '100000', '--workers', '1'], {
      cwd: ROOT,
      stdio: 'ignore',
      env: { ...process.env, HFLUX_LAUNCH: 'child' },
    });
    try {
      const pid = launcher.pid as number;
      let children: string[] = [];
      for (let i = 0; i < 600 && children.length === 0; i++) {
        await sleep(50);
        children = childrenOf(pid);
      }
      expect(children).toHaveLength(1);
    } finally {
      launcher.kill('SIGTERM');
    }
  });

  const commands: [string, string[]][] = [
    ['help', ['--help']],
    ['a command’s help', ['sim', '--help']],
    ['a game', ['play', '--seed', '7']],
    ['explain, English', ['explain', '--lang', 'en', 'cards/starter']],
    ['an unknown command', ['plya']],
    ['a new set refused', ['new', 'set', 'Mine!']],
    // not `serve`: it runs from the sources in the child either way (src/cli/hflux.ts imports ./main.js for it),
    // so its two runs compared nothing of the bundle; its refusal is test/web/serve.test.ts's
  ];
  test.each(commands)('%s: the same output and exit code as from the sources', async (_, args) => {
    const fromSources = await fromSourcesHere(args);
    const fromBundle = await hflux(args, true);
    expect(fromBundle).toEqual(fromSources);
    expect(fromSources.stdout.length + fromSources.stderr.length).toBeGreaterThan(0);
  });

  // one comparison with the sources run as a real process (the entry point src/cli/hflux.ts through tsx, its exit
  // code the process's own), which the in-process runs above stand in for
  test('a usage error: the same output and exit code as from the sources, each a real process', async () => {
    const args = ['sim', '--games', 'many'];
    const fromSources = await hflux(args, false);
    const fromBundle = await hflux(args, true);
    expect(fromBundle).toEqual(fromSources);
    expect(fromSources.status).toBe(2);
    expect(fromSources.stderr.length).toBeGreaterThan(0);
    expect(await fromSourcesHere(args)).toEqual(fromSources);
  });
});
