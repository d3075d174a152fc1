// A real child process for the CLI tests, awaited instead of run with spawnSync: a spawnSync blocks the vitest
// worker's event loop for the whole command, and a card command that regenerates generated/ takes over 60 s under
// CI load — vitest's RPC then times out ("Timeout calling onTaskUpdate": the run fails though every test passed,
// seen on test/cli/newSet.test.ts). The child is the same process with the same arguments, cwd and environment.
import { spawn } from 'node:child_process';

export interface ChildResult {
  /** The exit code, or null when a signal (the timeout's SIGKILL included) ended it. */
  status: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

export interface ChildOptions {
  cwd: string;
  env?: NodeJS.ProcessEnv;
  /** Milliseconds before the child is killed with SIGKILL, as spawnSync's `timeout` does. */
  timeout: number;
  uid?: number;
  gid?: number;
}

/** Runs `node <args>` (the Node running the tests) and resolves with what it printed once it ends. */
export function runNode(args: readonly string[], options: ChildOptions): Promise<ChildResult> {
  return new Promise((resolve, reject) => {
    const { timeout, ...spawnOptions } = options;
    const child = spawn(process.execPath, args, { ...spawnOptions, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      stdout += chunk;
    });
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      stderr += chunk;
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), timeout);
    child.once('error', (e) => {
      clearTimeout(timer);
      reject(e);
    });
    // 'close', not 'exit': both pipes are read to their end
    child.once('close', (status, signal) => {
      clearTimeout(timer);
      resolve({ status, signal, stdout, stderr });
    });
  });
}
