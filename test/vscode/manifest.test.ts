// Issue 14: the VS Code extension's manifest (editors/vscode/package.json) and the files it names. The
// languages and grammars it contributes exist and say what the tests of the grammars test; the client it
// starts is wired to the project's own `hflux lsp` (server.js, tested by server.test.ts); its settings are the
// server's (src/lsp/settings.ts); every text it shows exists in English and Japanese.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { staleGrammars } from '../../editors/vscode/build/grammars.mjs';
import { DEFAULT_SETTINGS } from '../../src/lsp/settings.js';
import { EXTENSION_DIR } from './textmate.js';

const ROOT = new URL('../../', import.meta.url).pathname;
const require = createRequire(import.meta.url);
const readJson = (file: string) => JSON.parse(readFileSync(join(EXTENSION_DIR, file), 'utf8'));

interface Language {
  id: string;
  extensions: string[];
  configuration: string;
}
interface Grammar {
  language: string;
  scopeName: string;
  path: string;
}
interface Property {
  default: unknown;
  enum?: unknown[];
  maximum?: number;
  minimum?: number;
  type: string;
}

const manifest = readJson('package.json');
const languages: Language[] = manifest.contributes.languages;
const grammars: Grammar[] = manifest.contributes.grammars;
const properties: Record<string, Property> = manifest.contributes.configuration.properties;
const server = require(join(EXTENSION_DIR, 'src/server.js')) as {
  DEFAULT_ARGS: string[];
  DOCUMENT_SELECTOR: { language: string; pattern?: string }[];
  resolveLaunch: (context: object) => { command: string; args: string[] } | { problem: string };
};
const extensionSource = readFileSync(join(EXTENSION_DIR, manifest.main), 'utf8');

const filesUnder = (dir: string): string[] =>
  readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' }).map((f) => join(dir, f));

describe('languages and grammars', () => {
  test('card files (.hf) and deck lists (.deck) are the two languages, each with its grammar', () => {
    expect(languages.map((l) => [l.id, l.extensions])).toEqual([
      ['hollowflux', ['.hf']],
      ['hollowflux-deck', ['.deck']],
    ]);
    expect(grammars.map((g) => [g.language, g.scopeName])).toEqual([
      ['hollowflux', 'source.hollowflux'],
      ['hollowflux-deck', 'source.hollowflux-deck'],
    ]);
  });

  test('every card file and deck list of the project gets its language', () => {
    const extensionOf = (language: string) => languages.find((l) => l.id === language)!.extensions[0];
    const cardFiles = [...filesUnder('cards'), ...filesUnder('rules')].filter((f) => /\.hf$/.test(f));
    const deckFiles = filesUnder('cards').filter((f) => f.includes('/decks/'));
    expect(cardFiles.length).toBeGreaterThan(5);
    expect(deckFiles.length).toBeGreaterThan(3);
    for (const file of cardFiles) expect(file.endsWith(extensionOf('hollowflux'))).toBe(true);
    for (const file of deckFiles) expect(file.endsWith(extensionOf('hollowflux-deck')), file).toBe(true);
  });

  test('each grammar file exists, has the scope the manifest names, and is what its builder makes', () => {
    for (const grammar of grammars) expect(readJson(grammar.path).scopeName).toBe(grammar.scopeName);
    expect(staleGrammars()).toEqual([]);
  });

  test('language configurations: # comments, the Japanese brackets auto-close', () => {
    const pairsOf = (language: string) => {
      const config = readJson(languages.find((l) => l.id === language)!.configuration);
      expect(config.comments.lineComment).toBe('#');
      return (config.autoClosingPairs as { open: string; close: string }[]).map((p) => p.open + p.close);
    };
    expect(pairsOf('hollowflux')).toEqual(expect.arrayContaining(['【】', '「」', '《》', '［］', '[]']));
    expect(pairsOf('hollowflux-deck')).toEqual(expect.arrayContaining(['[]', '［］']));
  });
});

describe('the client and the server it starts', () => {
  test('activation: the two languages and workspaces with card or scenario files', () => {
    expect(manifest.activationEvents).toEqual(
      expect.arrayContaining([
        ...languages.map((l) => `onLanguage:${l.id}`),
        'workspaceContains:**/*.hf',
        'workspaceContains:**/*.scenario.yaml',
      ]),
    );
  });

  test('the entry point exists, uses vscode-languageclient (a dependency) and server.js', () => {
    expect(existsSync(join(EXTENSION_DIR, manifest.main))).toBe(true);
    expect(extensionSource).toContain("require('vscode-languageclient/node')");
    expect(extensionSource).toContain("require('./server.js')");
    expect(Object.keys(manifest.dependencies)).toEqual(['vscode-languageclient']);
    expect(readJson('package-lock.json').packages['node_modules/vscode-languageclient']).toBeDefined();
  });

  test('documents sent to the server: card files, deck lists and *.scenario.yaml only', () => {
    const ids = languages.map((l) => l.id);
    for (const selector of server.DOCUMENT_SELECTOR) {
      if (selector.language === 'yaml') expect(selector.pattern).toBe('**/*.scenario.yaml');
      else expect(ids).toContain(selector.language);
    }
    expect(server.DOCUMENT_SELECTOR.map((d) => d.language)).toEqual([...ids, 'yaml']);
  });

  test('in this project the server is `node bin/hflux.js lsp --stdio` (package.json bin.hflux)', () => {
    const rootBin = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).bin.hflux;
    const launch = server.resolveLaunch({ folders: [ROOT], settings: {} });
    expect(launch).toMatchObject({ args: [join(ROOT, rootBin), 'lsp', '--stdio'] });
    expect(properties['hollowflux.server.args'].default).toEqual(server.DEFAULT_ARGS);
  });

  test('the server settings have the server defaults (src/lsp/settings.ts)', () => {
    const language = properties['hollowflux.language'];
    expect(language.enum).toEqual(['ja', 'en']);
    expect(language.default).toBe(DEFAULT_SETTINGS.language);
    expect(properties['hollowflux.diagnosticsDelay'].default).toBe(DEFAULT_SETTINGS.diagnosticsDelay);
  });

  test('the server (the workspace own code) starts only in a trusted workspace; highlighting works anywhere', () => {
    expect(manifest.capabilities.untrustedWorkspaces).toMatchObject({
      supported: 'limited',
      restrictedConfigurations: [
        'hollowflux.server.path',
        'hollowflux.server.args',
        'hollowflux.server.runtime',
      ],
    });
    expect(extensionSource).toContain('if (!vscode.workspace.isTrusted)');
    expect(extensionSource).toContain('onDidGrantWorkspaceTrust');
  });

  test('every command the manifest declares is registered', () => {
    for (const { command } of manifest.contributes.commands)
      expect(extensionSource).toContain(`registerCommand('${command}'`);
  });
});

describe('texts in English and Japanese', () => {
  test('every %key% of the manifest is in package.nls.json and package.nls.ja.json', () => {
    const keys = [...JSON.stringify(manifest).matchAll(/"%([\w.]+)%"/g)].map((m) => m[1]).sort();
    expect(keys.length).toBeGreaterThan(5);
    expect(Object.keys(readJson('package.nls.json')).sort()).toEqual(keys);
    expect(Object.keys(readJson('package.nls.ja.json')).sort()).toEqual(keys);
  });

  test('every message of the client has a Japanese translation (l10n/bundle.l10n.ja.json)', () => {
    const messages = [...extensionSource.matchAll(/l10n\.t\(\s*'([^']+)'/g)].map((m) => m[1]).sort();
    expect(messages.length).toBeGreaterThan(2);
    expect(Object.keys(readJson(`${manifest.l10n}/bundle.l10n.ja.json`)).sort()).toEqual(messages);
  });
});
