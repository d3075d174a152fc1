// The server's settings (docs/editor.md, "Settings"): read from the `hollowflux` section with defaults for
// anything missing or invalid; asked for with workspace/configuration when the editor can answer (it wins over
// initializationOptions); and the project root found above the folder the editor opened.
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { compileProject } from '../../codegen/dsl/index.js';
import { checkDeckList } from '../../src/deck/load.js';
import { DEFAULT_SETTINGS, readSettings } from '../../src/lsp/settings.js';
import { LspClient, readText, removeWorkspace, starterWorkspace } from './client.js';

describe('readSettings', () => {
  test('takes valid keys and keeps the base for missing or invalid ones', () => {
    expect(readSettings({ language: 'en', diagnosticsDelay: 50 })).toEqual({
      language: 'en',
      diagnosticsDelay: 50,
    });
    expect(readSettings({ language: 'fr', diagnosticsDelay: -1 })).toEqual(DEFAULT_SETTINGS);
    expect(readSettings({ diagnosticsDelay: 1.5 }, { language: 'en', diagnosticsDelay: 10 })).toEqual({
      language: 'en',
      diagnosticsDelay: 10,
    });
    expect(readSettings('en')).toEqual(DEFAULT_SETTINGS);
    expect(readSettings(undefined)).toEqual(DEFAULT_SETTINGS);
  });
});

describe('hflux lsp: settings from the editor', () => {
  const root = starterWorkspace();
  let client: LspClient | undefined;
  afterAll(() => {
    client?.kill();
    removeWorkspace(root);
  });

  test('workspace/configuration wins over initializationOptions; a folder inside the project finds its root', async () => {
    client = await LspClient.start(root, {
      folder: join(root, 'cards/starter'),
      initializationOptions: { language: 'ja' },
      configuration: { language: 'en' },
    });
    const deckPath = 'cards/starter/decks/guren-aggro.deck';
    const deck = readText(root, deckPath);
    const bad = deck.replace('3 紅蓮の突撃兵', '3 紅蓮の突撃平');
    await client.open(deckPath, bad);
    const cards = compileProject(root).sets.flatMap((s) => s.cards);
    const library = new Map(cards.map((c) => [c.def.name, c.def]));
    const unknown = checkDeckList(bad, deckPath, library).problems.find((p) => p.code === 'unknown-card');
    expect(unknown?.english).toMatch(/^[\x20-\x7e「」]*紅蓮の突撃平/);
    const ds = await client.diagnostics(deckPath, (x) => x.length > 0);
    expect(ds.map((d) => d.message)).toEqual([unknown?.english]);
    // no check ran before the server was configured: nothing was ever published in Japanese
    const messages = client.notifications(deckPath).flatMap((n) => n.diagnostics.map((d) => d.message));
    expect(messages.every((m) => m === unknown?.english)).toBe(true);
    // the closed card files of the project were found from cards/starter, one level below the root
    expect(await client.diagnostics('cards/starter/fire.hf')).toEqual([]);
    expect(await client.stop()).toBe(0);
  });
});
