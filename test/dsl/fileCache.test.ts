// The compiler's per-file cache (`hflux gen --watch`, issue 12): a compilation that reuses unchanged files'
// parse and lowering returns exactly what a fresh compilation returns, findings included, and re-parses
// only the files whose text changed.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { FileCache, type SourceFile, compileSources } from '../../codegen/dsl/compile.js';
import { loadKeywords } from '../../codegen/dsl/index.js';

const keywords = loadKeywords().table;
const starter: SourceFile[] = readdirSync('cards/starter')
  .filter((f) => f.endsWith('.hf'))
  .sort()
  .map((f) => ({ path: `cards/starter/${f}`, text: readFileSync(join('cards/starter', f), 'utf8') }));

/** A file with a warning-free card, an unknown trait reference and a broken line: every kind of finding. */
const broken: SourceFile = {
  path: 'cards/starter/zz-broken.hf',
  text: '【セット】starter\n\n【カード】壊れた見本\n種類：キャラクター\nコスト：1\nパワー：1000\n特徴：《存在しない特徴》\n[自動] このキャラクターが戦場に登場した時、よくわからない。\n',
};

function fresh(sources: SourceFile[]) {
  return compileSources(sources, { keywords });
}

describe('compileSources with a FileCache (issue 12, hflux gen --watch)', () => {
  test('a cached compilation equals a fresh one, diagnostics included', () => {
    const cache = new FileCache();
    const sources = [...starter, broken];
    const first = compileSources(sources, { keywords, fileCache: cache });
    const second = compileSources(sources, { keywords, fileCache: cache });
    expect(fresh(sources).diagnostics.length).toBeGreaterThan(0);
    expect(second.diagnostics).toEqual(fresh(sources).diagnostics);
    expect(second.files.map((f) => f.cards.map((c) => c.def))).toEqual(
      fresh(sources).files.map((f) => f.cards.map((c) => c.def)),
    );
    // Unchanged files come back as the same objects: nothing was parsed or lowered again.
    expect(second.files[0].ir).toBe(first.files[0].ir);
    expect(second.files[0].cards).toBe(first.files[0].cards);
  });

  test('an edited file is compiled again; the others are reused', () => {
    const cache = new FileCache();
    const first = compileSources(starter, { keywords, fileCache: cache });
    const edited = starter.map((s, i) =>
      i === 0 ? { ...s, text: s.text.replace(/パワー：(\d+)/, (_, p) => `パワー：${Number(p) + 500}`) } : s,
    );
    const second = compileSources(edited, { keywords, fileCache: cache });
    expect(second.files[0].ir).not.toBe(first.files[0].ir);
    expect(second.files[1].ir).toBe(first.files[1].ir);
    expect(second.files.map((f) => f.cards.map((c) => c.def))).toEqual(
      fresh(edited).files.map((f) => f.cards.map((c) => c.def)),
    );
    expect(second.diagnostics).toEqual(fresh(edited).diagnostics);
  });

  test('a file that becomes broken, then is fixed, reports and then stops reporting', () => {
    const cache = new FileCache();
    compileSources(starter, { keywords, fileCache: cache });
    const bad = [...starter.slice(1), { ...starter[0], text: `${starter[0].text}\n【カード】\n` }];
    expect(compileSources(bad, { keywords, fileCache: cache }).diagnostics).toEqual(fresh(bad).diagnostics);
    expect(fresh(bad).diagnostics.some((d) => d.severity === 'error')).toBe(true);
    expect(compileSources(starter, { keywords, fileCache: cache }).diagnostics).toEqual(
      fresh(starter).diagnostics,
    );
  });

  test('a changed keyword table invalidates every file', () => {
    const cache = new FileCache();
    const first = compileSources(starter, { keywords, fileCache: cache });
    const fewer = new Map([...keywords].slice(1));
    const second = compileSources(starter, { keywords: fewer, fileCache: cache });
    expect(second.files[0].ir).not.toBe(first.files[0].ir);
    expect(second.diagnostics).toEqual(compileSources(starter, { keywords: fewer }).diagnostics);
  });

  test('files no longer compiled are dropped from the cache', () => {
    const cache = new FileCache();
    compileSources(starter, { keywords, fileCache: cache });
    compileSources(starter.slice(1), { keywords, fileCache: cache });
    expect([...cache.entries.keys()]).toEqual(starter.slice(1).map((s) => s.path));
  });
});
