#!/usr/bin/env node
// Thin launcher. When the CLI's bundles are fresh (built by an earlier start, bin/cliBundles.js) and generated/
// matches the card sources, it runs the command line from its bundle in this process: no tsx, no second process
// (a start cost ~1.3 s of CPU through tsx, docs/benchmarks.md "CLI start-up"). Otherwise it runs the TypeScript
// CLI through tsx in a child process, so no build step is needed; that start builds the bundles for the next. tsx is resolved from this
// package, not from the current directory, so `hflux` works from anywhere. SIGINT, SIGTERM and SIGHUP sent to
// the launcher are forwarded to the CLI process, and the launcher exits as the CLI did (same code, or
// 128 + the signal's number), so killing `hflux` never leaves the real process running. Before the CLI starts,
// a generated/ that a killed `gen` left missing is put back (recoverGenerated.js): every command imports it.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { constants } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { bundleCacheDir, bundlesEnabled, compileBundle, freshBundle, runCompiled } from './bundleCache.js';
import { CHILD_COMMANDS, MAIN_BUNDLE, PREFLIGHT_BUNDLE } from './cliBundles.js';
import { recoverTree } from './recoverGenerated.js';

// with its trailing slash, as src/io/moduleBundle.ts spells the root (the cache directory's name is its hash)
const root = fileURLToPath(new URL('..', import.meta.url));
try {
  const back = recoverTree(root);
  if (back) process.stderr.write(`hflux: 中断された gen の ${back} を generated/ に戻しました\n`);
} catch (e) {
  process.stderr.write(`hflux: generated/ を戻せません: ${e instanceof Error ? e.message : String(e)}\n`);
}

/**
 * The main bundle's path when this start can run it here: bundles on, a command that needs no child process,
 * both bundles built from the sources as they are now, and for a card command generated/ made from the card
 * sources as they are now (else the child regenerates it first). Undefined sends the start to the child.
 */
function fastPath(args) {
  if (!bundlesEnabled() || process.env.HFLUX_LAUNCH === 'child') return undefined;
  const command = args[0];
  if ((command !== undefined && CHILD_COMMANDS.has(command)) || args.includes('--watch')) return undefined;
  try {
    const preflight = freshBundle(root, bundleCacheDir(root, PREFLIGHT_BUNDLE.name));
    const main = preflight && freshBundle(root, bundleCacheDir(root, MAIN_BUNDLE.name));
    if (!main) return undefined;
    const { CARD_COMMANDS, changedSources } = runCompiled(compileBundle(preflight));
    if (command !== undefined && CARD_COMMANDS.has(command) && changedSources(root).length > 0)
      return undefined;
    return main;
  } catch {
    return undefined; // the child reports what is wrong, in the sources' own words
  }
}

function runHere(main) {
  let compiled;
  try {
    compiled = compileBundle(main);
  } catch {
    return false;
  }
  // once it runs, an error is the command's own (running it again in a child would run it twice)
  runCompiled(compiled);
  return true;
}

const fast = fastPath(process.argv.slice(2));
if (!(fast && runHere(fast))) launchChild();

function launchChild() {
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
}
