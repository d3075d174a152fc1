// The CLI from its bundle (src/io/moduleBundle.ts, loaded by src/cli/hflux.ts): every command says exactly what
// it says from the sources (HFLUX_BUNDLE=0), the bundle names the card data it was built from as inputs, and it
// is used only while every input is what it was built from.
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import {
  type BundleSpec,
  bundleCacheDir,
  ensureBundle,
  freshBundle,
} from '../../src/io/moduleBundle.js';

const ROOT = process.cwd();
const BIN = join(ROOT, 'bin/hflux.js');
// the spec src/cli/hflux.ts loads (the cache directory is found from the name and the checkout)
const CLI: BundleSpec = { name: 'cli', entry: 'src/cli/main.ts', settings: ['src/cli/hflux.ts'] };

function hflux(args: readonly string[], bundle: boolean) {
  const r = spawnSync(process.execPath, [BIN, ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, HFLUX_BUNDLE: bundle ? '1' : '0', NO_COLOR: '1' },
    timeout: 120_000,
  });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

beforeAll(async () => {
  expect(await ensureBundle(CLI)).toBeDefined();
}, 120_000);

describe('the CLI bundle', () => {
  test('names the command line, the engine and the generated card data as its inputs', () => {
    const manifest = JSON.parse(readFileSync(join(bundleCacheDir(CLI), 'manifest.json'), 'utf8')) as {
      inputs: Record<string, string>;
    };
    expect(Object.keys(manifest.inputs)).toEqual(
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

  const commands: [string, string[]][] = [
    ['help', ['--help']],
    ['a command’s help', ['sim', '--help']],
    ['a game', ['play', '--seed', '7']],
    ['explain, English', ['explain', '--lang', 'en', 'cards/starter']],
    ['a usage error', ['sim', '--games', 'many']],
    ['an unknown command', ['plya']],
  ];
  test.each(commands)('%s: the same output and exit code as from the sources', (_, args) => {
    const fromSources = hflux(args, false);
    const fromBundle = hflux(args, true);
    expect(fromBundle).toEqual(fromSources);
    expect(fromSources.stdout.length + fromSources.stderr.length).toBeGreaterThan(0);
  });
});
