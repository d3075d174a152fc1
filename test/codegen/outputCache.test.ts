// codegen/outputCache.ts: what a card command's regeneration wrote is kept by the hash of every input, and given
// back only for exactly those inputs. On a small fake project (no compiler run): the key moves with any file of
// any folder the generator reads or runs from, and with nothing else; an entry comes back as it was stored.
import { mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { cachedOutput, outputCacheDir, outputKey, storeOutput } from '../../codegen/outputCache.js';
import type { GeneratedOutput } from '../../codegen/types.js';

let root = '';
const INPUTS = [
  'cards/starter/fire.hf',
  'cards/starter/decks/a.deck',
  'codegen/emit/index.ts',
  'generated/keywords.ts',
  'grammar/card.ohm',
  'rules/game.yaml',
  'src/keywords.ts',
  'package.json',
  'package-lock.json',
  'tsconfig.json',
];

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'hflux-output-cache-'));
  for (const path of INPUTS) {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), `// ${path}\n`);
  }
  mkdirSync(join(root, 'docs'));
  writeFileSync(join(root, 'docs/notes.md'), 'not read by the generator\n');
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('the key of a regeneration', () => {
  test('is the same for the same files, and differs with the caller’s name for its generators', () => {
    expect(outputKey(root, 'freshness')).toBe(outputKey(root, 'freshness'));
    expect(outputKey(root, 'freshness')).not.toBe(outputKey(root, 'all'));
  });

  test.each(INPUTS)('changes when %s changes, and is back when it is', (path) => {
    const before = outputKey(root, 'freshness');
    writeFileSync(join(root, path), `// ${path} edited\n`);
    expect(outputKey(root, 'freshness')).not.toBe(before);
    writeFileSync(join(root, path), `// ${path}\n`);
    expect(outputKey(root, 'freshness')).toBe(before);
  });

  test('changes when a file is added (a new set) or moved, not when a folder outside is written', () => {
    const before = outputKey(root, 'freshness');
    writeFileSync(join(root, 'docs/notes.md'), 'still not read\n');
    expect(outputKey(root, 'freshness')).toBe(before);
    mkdirSync(join(root, 'cards/mine'));
    writeFileSync(join(root, 'cards/mine/mine.hf'), '// cards/starter/fire.hf\n');
    const added = outputKey(root, 'freshness');
    expect(added).not.toBe(before);
    rmSync(join(root, 'cards/mine'), { recursive: true });
    expect(outputKey(root, 'freshness')).toBe(before);
  });
});

describe('an entry', () => {
  const output: GeneratedOutput = {
    files: [
      { path: 'generated/index.ts', content: 'export const sets = [];\n' },
      { path: 'generated/sources.json', content: '{"sources":{}}\n' },
    ],
    owned: ['generated/cards'],
  };

  test('comes back as it was stored, under its key only', () => {
    const key = outputKey(root, 'freshness');
    expect(cachedOutput(root, key)).toBeUndefined();
    storeOutput(root, key, output);
    expect(cachedOutput(root, key)).toEqual(output);
    expect(cachedOutput(root, '0'.repeat(64))).toBeUndefined();
  });

  test('of another format or unreadable is a miss', () => {
    const dir = outputCacheDir(root);
    writeFileSync(join(dir, `${'1'.repeat(64)}.json`), JSON.stringify({ format: 0, output }));
    writeFileSync(join(dir, `${'2'.repeat(64)}.json`), '{ half');
    expect(cachedOutput(root, '1'.repeat(64))).toBeUndefined();
    expect(cachedOutput(root, '2'.repeat(64))).toBeUndefined();
  });

  test('storing keeps the 8 newest entries and no temp file; a fresh temp file (another writer) is kept', () => {
    const dir = outputCacheDir(root);
    for (const name of readdirSync(dir)) rmSync(join(dir, name));
    const killed = join(dir, `.${'b'.repeat(64)}.4194301.tmp`);
    writeFileSync(killed, '{ half');
    const old = new Date(Date.now() - 3_600_000);
    utimesSync(killed, old, old);
    const writing = join(dir, `.${'c'.repeat(64)}.4194302.tmp`);
    writeFileSync(writing, '{ half');
    for (let i = 0; i < 10; i++) {
      const key = String(i).repeat(64);
      storeOutput(root, key, output);
      const at = new Date(Date.UTC(2026, 0, 1, 0, i)); // mtimes in storing order, whatever the clock's grain
      utimesSync(join(dir, `${key}.json`), at, at);
    }
    storeOutput(root, 'a'.repeat(64), output);
    expect(readdirSync(dir).sort()).toEqual([
      `.${'c'.repeat(64)}.4194302.tmp`,
      ...['3', '4', '5', '6', '7', '8', '9', 'a'].map((c) => `${c.repeat(64)}.json`),
    ]);
  });
});
