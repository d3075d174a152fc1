// Issue 11: signals, broken pipes and full disks, with real processes. The launcher forwards SIGTERM/SIGINT
// and exits with its child; `gen --watch` dies with its parent; `hflux play | head -1` and `> /dev/full` end
// with one line and no stack trace; `sim --report` to a missing folder fails before playing; Ctrl-C on sim
// stops it with exit 130, restores the cursor and says how many games were done.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../..');
const LAUNCHER = join(ROOT, 'bin/hflux.js');
const MAIN = join(ROOT, 'src/cli/main.ts');
const started: number[] = [];

interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

/** Starts the command; hflux in its child process (HFLUX_LAUNCH=child): these tests are about the launcher's forwarding. */
function launch(command: string, args: string[]): { child: ChildProcess; exit: Promise<Exit> } {
  const child = spawn(command, args, {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, HFLUX_LAUNCH: 'child' },
  });
  if (child.pid) started.push(child.pid);
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (d: Buffer) => {
    stdout += d.toString();
  });
  child.stderr?.on('data', (d: Buffer) => {
    stderr += d.toString();
  });
  const exit = new Promise<Exit>((resolve) =>
    child.on('close', (code, signal) => resolve({ code, signal, stdout, stderr })),
  );
  return { child, exit };
}

/** Running (a zombie waiting for a reaper that does not reap is not running). */
const alive = (pid: number) => {
  try {
    return !/^State:\s*Z/m.test(readFileSync(`/proc/${pid}/status`, 'utf8'));
  } catch {
    return false;
  }
};

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Has the process a handler for SIGHUP (bit 1 of SigCgt in /proc/<pid>/status)? The CLI's only SIGHUP listener is
 * exitOnCtrlC (src/cli/output.ts), installed with its SIGINT one as the run starts; SIGINT alone is not a sign of
 * it: Node catches SIGINT from its own start (its handler resets the terminal and re-raises the signal, so a
 * SIGINT then stops the CLI: nothing is swallowed, test/hardening/startup-sigint.test.ts).
 */
const stopsOnSignals = (pid: number) => {
  try {
    const mask = /^SigCgt:\s*([0-9a-f]+)/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return mask !== undefined && (BigInt(`0x${mask}`) & 3n) === 3n;
  } catch {
    return false;
  }
};

/** Polls until `check` returns a value (not undefined), up to `limitMs`. */
async function until<T>(check: () => T | undefined, limitMs = 20_000): Promise<T> {
  for (let waited = 0; waited < limitMs; waited += 100) {
    const value = check();
    if (value !== undefined) return value;
    await sleep(100);
  }
  throw new Error('timed out waiting');
}

function childOf(pid: number): number | undefined {
  try {
    const out = execFileSync('pgrep', ['-P', String(pid)], { encoding: 'utf8' }).trim();
    return out ? Number(out.split('\n')[0]) : undefined;
  } catch {
    return undefined;
  }
}

afterAll(() => {
  for (const pid of started) if (alive(pid)) process.kill(pid, 'SIGKILL');
});

describe('signals, pipes and full disks (real processes)', { timeout: 40_000 }, () => {
  it('SIGTERM to the launcher stops the real process and the launcher exits with it', async () => {
    const { child, exit } = launch(process.execPath, [
      LAUNCHER,
      'sim',
      '--games',
      '1000000',
      '--workers',
      '1',
    ]);
    const cli = await until(() => childOf(child.pid!));
    started.push(cli);
    await sleep(500);
    child.kill('SIGTERM');
    const r = await exit;
    expect(r.code).toBe(143); // 128 + SIGTERM, as the child ended
    await until(() => (alive(cli) ? undefined : true), 5000);
  });

  // fixc task 6: it waits for the watcher to say it is watching (its parent is noted by then), not for a fixed
  // time: under load, starting tsx can take longer than any fixed wait, and a parent killed before the watcher
  // noted it is a different case (issue 24: the launcher names itself, HFLUX_LAUNCHER_PID).
  it(
    'gen --watch exits when its parent dies (no orphan rewriting generated/)',
    { timeout: 150_000 },
    async () => {
      const root = mkdtempSync(join(tmpdir(), 'hflux-watch-'));
      mkdirSync(join(root, 'cards'));
      mkdirSync(join(root, 'rules'));
      const log = join(root, 'watch.log');
      // sh is the parent; SIGKILL gives it no chance to pass anything on.
      const { child, exit } = launch('sh', [
        '-c',
        `"${process.execPath}" --import tsx "${MAIN}" gen --watch --root "${root}" >"${log}" 2>&1 & echo $!; wait`,
      ]);
      let out = '';
      child.stdout?.on('data', (d: Buffer) => {
        out += d.toString();
      });
      const watcher = await until(() => (/^\d+\n/.test(out) ? Number(out.trim()) : undefined), 60_000);
      started.push(watcher);
      const said = () => {
        try {
          return readFileSync(log, 'utf8');
        } catch {
          return '';
        }
      };
      await until(() => (said().includes('を監視しています') || !alive(watcher) ? true : undefined), 90_000);
      expect(alive(watcher), said()).toBe(true); // watching, not dead of an error
      child.kill('SIGKILL');
      await exit;
      await until(() => (alive(watcher) ? undefined : true), 30_000); // it checks every 250 ms
      rmSync(root, { recursive: true, force: true });
    },
  );

  it('hflux play | head -1 ends quietly: no stack trace', async () => {
    const { exit } = launch('sh', ['-c', `"${process.execPath}" "${LAUNCHER}" play | head -1`]);
    const r = await exit;
    expect(r.code).toBe(0);
    expect(r.stdout.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).not.toMatch(/\n\s+at |Error:|node:/);
    expect(r.stderr.trim().split('\n').length).toBeLessThanOrEqual(1);
  });

  it('a full disk on stdout (> /dev/full) is one line and exit 2', async () => {
    const { exit } = launch('sh', ['-c', `"${process.execPath}" "${LAUNCHER}" play > /dev/full`]);
    const r = await exit;
    expect(r.code).toBe(2);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).toMatch(/ENOSPC/);
    expect(r.stderr).not.toMatch(/\n\s+at /);
  });

  it('sim --report /nonexistent/dir/x.html fails before playing: one line, exit 2', async () => {
    const { exit } = launch(process.execPath, [
      LAUNCHER,
      'sim',
      '--games',
      '1000000',
      '--report',
      '/nonexistent/dir/x.html',
    ]);
    const r = await exit; // a million games would not end within the test's time limit
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).toMatch(/\/nonexistent\/dir/);
    expect(r.stderr).not.toMatch(/デッキが見つかりません/);
  });

  // sim and fuzz handle Ctrl-C the same way (src/cli/output.ts exitOnCtrlC)
  const interrupted: [string, string[], RegExp][] = [
    ['sim', [], /hflux sim: 中断しました: \d+\/1000000 局、[\d.]+ 秒（seed \d+）/],
    [
      'fuzz',
      ['--out', mkdtempSync(join(tmpdir(), 'hflux-fuzz-sigint-'))],
      /hflux fuzz: 中断しました: [\d,]+ 局、[\d,]+ 回の決定、失敗 \d+ 件/,
    ],
  ];
  for (const [command, extra, summary] of interrupted)
    it(
      `SIGINT to hflux ${command}: exit 130, a summary line of the games done, no cursor escape into a pipe`,
      {
        timeout: 120_000,
      },
      async () => {
        const args = [LAUNCHER, command, '--games', '1000000', '--workers', '2', ...extra];
        const { child, exit } = launch(process.execPath, args);
        const cli = await until(() => childOf(child.pid!), 60_000);
        started.push(cli);
        // fixc: no output to wait on (stderr is not a terminal), and under load a fixed wait may end before the
        // command has started its run: wait until exitOnCtrlC catches SIGINT and SIGHUP
        await until(() => (stopsOnSignals(cli) ? true : undefined), 60_000);
        child.kill('SIGINT');
        const r = await exit;
        expect(r.code).toBe(130);
        // issue 24: the cursor escape goes to a terminal only (stderr is a pipe here)
        expect(r.stderr).not.toContain('\x1b[?25h');
        expect(r.stderr).toMatch(summary);
        expect(r.stderr).not.toMatch(/\n\s+at /);
        await until(() => (alive(cli) ? undefined : true), 5000);
      },
    );
});
