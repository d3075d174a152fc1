// Issue 24, the Low items that are fixed, each with a real process: bad fuzz and scenario --record numbers,
// fuzz --replay of a seed or path the fuzzer never printed, SIGTERM to sim (one line, exit 143, no cursor
// escape into a file), an interrupted balance diff (its temp copy removed, one line), sim --samples under
// /proc (an error, not a spin), a temp file of a killed fmt removed by the next fmt, and gen --watch whose
// launcher is killed during the first generation.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

const ROOT = join(import.meta.dirname, '../..');
const BIN = join(ROOT, 'bin/hflux.js');
let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'hflux-low-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function hflux(args: string[], env: NodeJS.ProcessEnv = {}) {
  const r = spawnSync(process.execPath, [BIN, ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    timeout: 120_000,
    env: { ...process.env, ...env },
  });
  return { code: r.status, signal: r.signal, stdout: r.stdout, stderr: r.stderr };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const SIGNAL_NUMBERS: Partial<Record<NodeJS.Signals, number>> = { SIGHUP: 1, SIGINT: 2, SIGTERM: 15 };

/** The launcher's child process (the CLI run through tsx), if it has one. */
function childOf(launcher: number): number | undefined {
  try {
    const out = execFileSync('pgrep', ['-P', String(launcher)], { encoding: 'utf8' }).trim();
    return out ? Number(out.split('\n')[0]) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Whether the CLI process has installed its own stop handlers (/proc SigCgt): the launcher's child, or with `here`
 * the launcher itself while it has no child (it runs the fresh bundle; another test file that makes a bundle stale
 * for a moment sends it to the child instead, test/cli/cliBundle.test.ts checks which). tsx catches SIGINT and
 * SIGTERM from its start, so those bits say nothing about the command; SIGHUP is caught only by the command's own
 * handlers (src/cli/output.ts exitOnCtrlC: SIGINT, SIGTERM and SIGHUP together), so `signal` and SIGHUP both
 * caught means the command is running and will answer `signal` itself.
 */
function cliCatches(launcher: number, signal: NodeJS.Signals, here: boolean): boolean {
  try {
    const cli = childOf(launcher) ?? (here ? launcher : undefined);
    if (cli === undefined) return false; // not started yet
    const caught = /SigCgt:\s*([0-9a-f]+)/.exec(readFileSync(`/proc/${cli}/status`, 'utf8'))?.[1];
    if (caught === undefined) return false;
    const has = (n: number) => ((BigInt(`0x${caught}`) >> BigInt(n - 1)) & 1n) === 1n;
    return has(SIGNAL_NUMBERS[signal]!) && has(SIGNAL_NUMBERS.SIGHUP!);
  } catch {
    return false; // not started yet
  }
}

/**
 * Starts `hflux args` (in the launcher's child process, or with `here` in the launcher's own: its bundles must be
 * fresh); once the command's own handlers are installed (cliCatches) and `ready()` holds, waits `ms` more and
 * sends `signal` to the launcher; resolves with the exit and stderr. Counting from the command's handlers rather
 * than from the launcher's start keeps the test meaningful on a loaded machine, where starting takes seconds, and
 * spares the fixed wait that had to cover the start (the games it played were CPU for nothing).
 */
function interrupted(
  args: string[],
  ms: number,
  signal: NodeJS.Signals,
  env: NodeJS.ProcessEnv = {},
  ready: () => boolean = () => true,
  here = false,
) {
  return new Promise<{ code: number | null; stderr: string }>((resolve) => {
    const child = spawn(process.execPath, [BIN, ...args], {
      cwd: ROOT,
      stdio: ['ignore', 'ignore', 'pipe'],
      env: { ...process.env, ...(here ? {} : { HFLUX_LAUNCH: 'child' }), ...env },
    });
    let stderr = '';
    child.stderr!.on('data', (d) => {
      stderr += String(d);
    });
    let timer: NodeJS.Timeout | undefined;
    const poll = setInterval(() => {
      if (!cliCatches(child.pid!, signal, here) || !ready()) return;
      clearInterval(poll);
      timer = setTimeout(() => child.kill(signal), ms);
    }, 50);
    child.on('exit', (code) => {
      clearInterval(poll);
      clearTimeout(timer);
      resolve({ code, stderr });
    });
  });
}

describe('numbers that used to be accepted are refused (exit 2, one line)', () => {
  for (const args of [
    ['fuzz', '--time', '0'],
    ['fuzz', '--game-timeout', '0'],
    ['fuzz', '--shrink-runs', '-1'],
    ['scenario', '--record', join(tmpdir(), 'x.scenario.yaml'), '--steps', '-5'],
    ['scenario', '--record', join(tmpdir(), 'x.scenario.yaml'), '--turn', '0'],
  ])
    test(`hflux ${args.join(' ')}`, () => {
      const r = hflux(args);
      expect(r.code).toBe(2);
      expect(r.stderr.trim().split('\n')).toHaveLength(1);
    });
});

describe('fuzz --replay of what the fuzzer never printed', () => {
  for (const [replay, words] of [
    ['9999999999', '32ビット'],
    ['1:7', '0 で始まります'],
    ['1:0:5', '失敗しない'],
  ])
    test(`--replay ${replay}: exit 2, not "passes"`, () => {
      const r = hflux(['fuzz', '--replay', replay, '--workers', '0']);
      expect(r.code).toBe(2);
      expect(r.stdout).not.toContain('passes');
      expect(r.stderr).toContain(words);
    });
});

describe('signals and interruptions', () => {
  test('SIGTERM to sim: one line, exit 143, no cursor escape written to a non-terminal stderr', async () => {
    // tsx's own handlers are installed first; the sim's come once the command has loaded (cliCatches waits for
    // them), then it plays for a moment before the signal
    const r = await interrupted(['sim', '--games', '100000', '--workers', '1'], 1_000, 'SIGTERM');
    expect(r.code).toBe(143);
    expect(r.stderr).toContain('中断');
    expect(r.stderr).not.toContain('\x1b[?25h');
  });
  test('SIGTERM to sim run from the bundle in the launcher’s own process: the same line and exit 143', async () => {
    expect(hflux(['--help']).code).toBe(0); // builds the bundles the launcher's own process runs
    const r = await interrupted(
      ['sim', '--games', '100000', '--workers', '1'],
      1_000,
      'SIGTERM',
      {},
      undefined,
      true,
    );
    expect(r.code).toBe(143);
    expect(r.stderr).toContain('中断');
    expect(r.stderr).not.toContain('\x1b[?25h');
  });
  test('SIGINT to balance diff --before HEAD: its temp copy is removed and one line is printed', async () => {
    const temp = join(dir, 'tmp');
    mkdirSync(temp);
    const r = await interrupted(
      ['balance', 'diff', '--before', 'HEAD', '--games', '100000', '--workers', '1'],
      500,
      'SIGINT',
      { TMPDIR: temp },
      () => readdirSync(temp).some((n) => n.startsWith('hflux-balance-')), // its temp copy exists
    );
    expect(r.code).toBe(130);
    expect(r.stderr).toContain('中断しました');
    expect(readdirSync(temp).filter((n) => n.startsWith('hflux-balance-'))).toEqual([]);
  });
  test('gen --watch whose launcher is SIGKILLed during the first generation exits too', async () => {
    const root = join(dir, 'watch');
    cpSync(join(ROOT, 'rules'), join(root, 'rules'), { recursive: true });
    cpSync(join(ROOT, 'cards/starter'), join(root, 'cards/starter'), { recursive: true });
    const launcher = spawn(process.execPath, [BIN, 'gen', '--watch', '--root', root], { stdio: 'ignore' });
    let cli: number | undefined;
    for (let i = 0; i < 100 && cli === undefined; i++) {
      await sleep(50);
      try {
        cli = Number(execFileSync('pgrep', ['-P', String(launcher.pid)], { encoding: 'utf8' }).trim());
      } catch {
        // not started yet
      }
    }
    expect(cli).toBeGreaterThan(0);
    await sleep(300); // inside the first generation (it takes seconds)
    launcher.kill('SIGKILL');
    let alive = true;
    for (let i = 0; i < 120 && alive; i++) {
      await sleep(250);
      try {
        alive = !readFileSync(`/proc/${cli}/status`, 'utf8').includes('State:\tZ');
      } catch {
        alive = false;
      }
    }
    if (alive) process.kill(cli!, 'SIGKILL');
    expect(alive).toBe(false);
  });
});

describe('files', () => {
  test('sim --samples under /proc: an error, not a spin', () => {
    const r = hflux(['sim', '--games', '1', '--workers', '1', '--samples', '/proc/hflux-nowhere/samples']);
    expect(r.signal).toBeNull();
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('サンプルを書けませんでした');
  });
  test('the temp file of an fmt killed at its rename is removed by the next fmt', () => {
    const cards = join(dir, 'fmt');
    mkdirSync(cards);
    writeFileSync(
      join(cards, 'card.hf'),
      '【セット】demo\n【カード】見習い\nパワー：１０００\nコスト：１\n種別：キャラクター\n',
    );
    const stale = '.card.hf.4194304.0a1b2c3d.tmp'; // no such pid (above pid_max)
    writeFileSync(join(cards, stale), 'half a file');
    const r = hflux(['fmt', join(cards, 'card.hf')]);
    expect(r.code).toBe(0);
    expect(readdirSync(cards)).toEqual(['card.hf']);
  });
});
