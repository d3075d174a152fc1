// The card commands' regeneration keeps an unchanged grammar's generated files instead of running ohm again
// (codegen/grammarBundle.ts keptGrammarGenerator, src/cli/freshCards.ts); a changed, missing or edited grammar
// source, bundle or declarations file is made by ohm as `hflux gen` makes it.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { bundleHashLine, sourceHash } from '../../codegen/dsl/grammarHash.js';
import { FRESHNESS_GENERATORS, GENERATORS } from '../../codegen/generators.js';
import {
  GRAMMAR_BUNDLE,
  GRAMMAR_SOURCE,
  GRAMMAR_TYPES,
  grammarGenerator,
  keptGrammarGenerator,
} from '../../codegen/grammarBundle.js';

const ROOT = process.cwd();
let root = '';
/** What ohm makes from the repository's grammar (`hflux gen`'s generator). */
let made: { path: string; content: string }[] = [];

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'hflux-kept-grammar-'));
  made = grammarGenerator.generate(ROOT);
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A root with the repository's grammar and generated grammar files, `change` applied. */
function project(change: (dir: string) => void = () => {}): string {
  const dir = mkdtempSync(join(root, 'p-'));
  cpSync(join(ROOT, 'grammar'), join(dir, 'grammar'), { recursive: true });
  mkdirSync(join(dir, 'generated'));
  cpSync(join(ROOT, 'generated/grammar'), join(dir, 'generated/grammar'), { recursive: true });
  change(dir);
  return dir;
}

function edit(path: string, f: (text: string) => string): void {
  writeFileSync(path, f(readFileSync(path, 'utf8')));
}

describe('the grammar generator of the card commands’ regeneration', () => {
  test('only the grammar generator differs from hflux gen’s', () => {
    expect(FRESHNESS_GENERATORS.map((g) => g.name)).toEqual(GENERATORS.map((g) => g.name));
    expect(FRESHNESS_GENERATORS.filter((g) => !GENERATORS.includes(g))).toEqual([keptGrammarGenerator]);
    expect(keptGrammarGenerator.owns).toEqual(grammarGenerator.owns);
  });

  test('an unchanged grammar: the files on disk, the same texts ohm makes', () => {
    const dir = project();
    const kept = keptGrammarGenerator.generate(dir);
    expect(kept.map((f) => f.path)).toEqual([GRAMMAR_BUNDLE, GRAMMAR_TYPES]);
    expect(kept).toEqual(made);
    // kept, not made again: a mark added below the header and hash lines is still there
    edit(join(dir, GRAMMAR_TYPES), (t) => `${t}// kept\n`);
    expect(keptGrammarGenerator.generate(dir)[1]?.content).toMatch(/\/\/ kept\n$/);
  });

  test('a changed grammar source: made again by ohm', () => {
    const dir = project((d) => edit(join(d, GRAMMAR_SOURCE), (t) => `${t}\n`));
    const hash = bundleHashLine(sourceHash(readFileSync(join(dir, GRAMMAR_SOURCE), 'utf8')));
    const [bundle, types] = keptGrammarGenerator.generate(dir);
    expect(bundle?.content.split('\n')[1]).toBe(hash); // the new source's hash: made by ohm from it
    expect(bundle?.content).not.toBe(made[0]?.content);
    expect(types).toEqual(made[1]);
  });

  test('a bundle whose hash line was edited, a missing declarations file: made again by ohm', () => {
    const edited = project((d) =>
      edit(join(d, GRAMMAR_BUNDLE), (t) => t.replace(/sha256: [0-9a-f]/, 'sha256: x')),
    );
    expect(keptGrammarGenerator.generate(edited)).toEqual(made);
    const missing = project((d) => rmSync(join(d, GRAMMAR_TYPES)));
    expect(keptGrammarGenerator.generate(missing)).toEqual(made);
  });

  test('a root without a grammar (a designer’s own folder): no grammar files', () => {
    expect(keptGrammarGenerator.generate(mkdtempSync(join(root, 'none-')))).toEqual([]);
  });
});
