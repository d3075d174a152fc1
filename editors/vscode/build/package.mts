// `npm run package:vscode`: builds the extension's .vsix with the official packager (@vscode/vsce) into
// editors/vscode/dist/ (git-ignored). It first rewrites the grammars from the compiler's sources
// (grammars.mts) and, on a fresh checkout, installs the extension's one dependency (vscode-languageclient)
// from editors/vscode/package-lock.json with `npm ci`; vsce then bundles it into the .vsix.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createVSIX } from '@vscode/vsce';
import { EXTENSION_DIR, writeGrammars } from './grammars.mjs';

interface Manifest {
  name: string;
  version: string;
  dependencies?: Record<string, string>;
}

export function readManifest(dir = EXTENSION_DIR): Manifest {
  return JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as Manifest;
}

/** Where the .vsix of this manifest's version is written. */
export function vsixPath(dir = EXTENSION_DIR): string {
  const { name, version } = readManifest(dir);
  return join(dir, 'dist', `${name}-${version}.vsix`);
}

function dependenciesMissing(dir: string): string[] {
  return Object.keys(readManifest(dir).dependencies ?? {}).filter(
    (name) => !existsSync(join(dir, 'node_modules', name, 'package.json')),
  );
}

/** `npm ci` in the extension folder when a dependency is not installed (a fresh checkout). */
function installDependencies(dir: string, log: (line: string) => void): void {
  const missing = dependenciesMissing(dir);
  if (missing.length === 0) return;
  log(`editors/vscode の依存パッケージを入れます（npm ci）: ${missing.join(', ')}`);
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const result = spawnSync(npm, ['ci', '--no-audit', '--no-fund'], {
    cwd: dir,
    stdio: ['ignore', 'inherit', 'inherit'],
    shell: process.platform === 'win32',
  });
  if (result.status !== 0)
    throw new Error(`npm ci が失敗しました（editors/vscode、終了コード ${result.status}）`);
}

export interface PackageOptions {
  /** The extension folder (default: editors/vscode). */
  dir?: string;
  log?: (line: string) => void;
  /** Rewrite stale grammars first (the default); the tests package the committed ones as they are. */
  writeGrammars?: boolean;
  /** Where to write the .vsix (default: dist/<name>-<version>.vsix in the extension folder). */
  out?: string;
}

/** Builds the .vsix; returns its path. */
export async function packageExtension(options: PackageOptions = {}): Promise<string> {
  const { dir = EXTENSION_DIR, log = (line: string) => console.log(line) } = options;
  const rewritten = options.writeGrammars === false ? [] : writeGrammars(dir);
  if (rewritten.length > 0) log(`文法ファイルを書き直しました: ${rewritten.join(', ')}`);
  installDependencies(dir, log);
  const packagePath = options.out ?? vsixPath(dir);
  mkdirSync(dirname(packagePath), { recursive: true });
  // No repository URL and no separate licence file: the extension is part of this (private) project.
  await createVSIX({
    cwd: dir,
    packagePath,
    useYarn: false,
    dependencies: true,
    allowMissingRepository: true,
    skipLicense: true,
  });
  return packagePath;
}

async function main(): Promise<number> {
  try {
    const started = performance.now();
    const path = await packageExtension();
    console.log(`${path}（${((performance.now() - started) / 1000).toFixed(1)} 秒）`);
    return 0;
  } catch (error) {
    console.error(`package:vscode: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) process.exitCode = await main();
