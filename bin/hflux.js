#!/usr/bin/env node
// Thin launcher: runs the TypeScript CLI through tsx so no build step is needed. tsx is resolved from this
// package, not from the current directory, so `hflux` works from anywhere. SIGINT, SIGTERM and SIGHUP sent to
// the launcher are forwarded to the CLI process, and the launcher exits as the CLI did (same code, or
// 128 + the signal's number), so killing `hflux` never leaves the real process running. Before the CLI starts,
// a generated/ that a killed `gen` left missing is put back (recoverGenerated.js): every command imports it.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { constants } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { recoverTree } from './recoverGenerated.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
try {
  const back = recoverTree(root);
  if (back) process.stderr.write(`hflux: 中断された gen の ${back} を generated/ に戻しました\n`);
} catch (e) {
  process.stderr.write(`hflux: generated/ を戻せません: ${e instanceof Error ? e.message : String(e)}\n`);
}
// The handlers are installed before the CLI is spawned: spawn() returns only once the child has exec'ed, and a
// signal arriving meanwhile would otherwise kill this launcher with the default action and leave the CLI running
// on its own (seen under load by test/hardening/startup-sigint.test.ts). The handlers themselves run only after
// this module's top level, so the child is known by then and the signal is forwarded.
const launched = { child: null };
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    const { child } = launched;
    if (child && child.exitCode === null && child.signalCode === null) child.kill(signal);
  });
}
const tsx = pathToFileURL(createRequire(join(root, 'package.json')).resolve('tsx')).href;
const child = spawn(
  process.execPath,
  ['--import', tsx, join(root, 'src/cli/hflux.ts'), ...process.argv.slice(2)],
  // the CLI's parent: `gen --watch` stops when it is gone, even if it was killed before the watch started
  { stdio: 'inherit', env: { ...process.env, HFLUX_LAUNCHER_PID: String(process.pid) } },
);
launched.child = child;
child.on('error', (e) => {
  process.stderr.write(`hflux: 起動できません: ${e.message}\n`);
  process.exit(2);
});
child.on('exit', (code, signal) => {
  process.exit(code ?? 128 + (constants.signals[signal] ?? 1));
});
