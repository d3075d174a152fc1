// Issue 14: `npm run package:vscode` builds the extension's .vsix with the official packager (@vscode/vsce).
// Packaging takes about 2 s, so the test builds a real one (into a temporary folder, from the committed
// grammars) and opens it: the manifest, the client, the grammars, the language configurations, the texts
// and the client library with everything it needs are inside; the build scripts are not.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { packageExtension } from '../../editors/vscode/build/package.mjs';
import { EXTENSION_DIR } from './textmate.js';
import { readZip } from './zip.js';

const manifest = JSON.parse(readFileSync(join(EXTENSION_DIR, 'package.json'), 'utf8'));
const lock = JSON.parse(readFileSync(join(EXTENSION_DIR, 'package-lock.json'), 'utf8'));

let tmp: string;
let vsix: ReturnType<typeof readZip>;
beforeAll(async () => {
  tmp = mkdtempSync(join(tmpdir(), 'hflux-vsix-'));
  const out = join(tmp, 'hollowflux.vsix');
  const path = await packageExtension({ out, writeGrammars: false, log: () => {} });
  expect(path).toBe(out);
  vsix = readZip(out);
});
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/** A file of the extension folder as it is in the package. */
const inside = (file: string) => `extension/${file.replace(/^\.\//, '')}`;

describe('the .vsix', () => {
  test('has the manifest, with the same contributions, and the VSIX identity', () => {
    const packaged = JSON.parse(vsix.text('extension/package.json'));
    expect(packaged.contributes).toEqual(manifest.contributes);
    expect(packaged.main).toBe(manifest.main);
    expect(packaged.activationEvents).toEqual(manifest.activationEvents);
    const identity = vsix.text('extension.vsixmanifest');
    expect(identity).toContain(`Id="${manifest.name}"`);
    expect(identity).toContain(`Publisher="${manifest.publisher}"`);
    expect(identity).toContain(`Version="${manifest.version}"`);
  });

  test('has the client and the grammars and language configurations it names, unchanged', () => {
    const files = [
      manifest.main,
      './src/server.js',
      ...manifest.contributes.grammars.map((g: { path: string }) => g.path),
      ...manifest.contributes.languages.map((l: { configuration: string }) => l.configuration),
      'package.nls.json',
      'package.nls.ja.json',
      `${manifest.l10n}/bundle.l10n.ja.json`,
    ];
    for (const file of files)
      expect(vsix.text(inside(file)), file).toBe(readFileSync(join(EXTENSION_DIR, file), 'utf8'));
  });

  test('has vscode-languageclient and every package it needs, as locked in package-lock.json', () => {
    const locked = Object.keys(lock.packages).filter(
      (p) => p.startsWith('node_modules/') && !lock.packages[p].dev,
    );
    expect(locked).toContain('node_modules/vscode-languageclient');
    for (const pkg of locked) expect(vsix.names, pkg).toContain(inside(`${pkg}/package.json`));
  });

  test('leaves out the build scripts, the package output and TypeScript sources', () => {
    const leftOut = vsix.names.filter((name) => /^extension\/(build|dist)\/|\.m?ts$/.test(name));
    expect(leftOut).toEqual([]);
  });
});
