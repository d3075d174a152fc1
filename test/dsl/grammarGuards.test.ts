// Issue 22 (a cold check of 500 cards ≤ 400 ms): the first-character guards on the card grammar's alternations
// (codegen/dsl/grammarGuards.ts) change how many alternatives ohm tries, never what a match gives. The guarded
// grammar (cardGrammar) and an unguarded copy of it match every line of the repository's cards and of the test
// corpora, as written and as the designer vocabulary reads it, whole and cut short: the same success, the same
// tree, the same rightmost failure and the same expected phrases (which the diagnostics are made of).
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { buildCardGrammar, cardGrammar, guardCardGrammar } from '../../codegen/dsl/grammar.js';
import { guardAlternatives } from '../../codegen/dsl/grammarGuards.js';
import { normalizeWidth } from '../../codegen/dsl/normalize.js';
import { readDesignerLine } from '../../codegen/dsl/parse/reading.js';

const ROOT = join(import.meta.dirname, '../..');

function hfFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir))
    .sort()
    .flatMap((name) => {
      const path = join(dir, name);
      if (statSync(join(ROOT, path)).isDirectory()) return hfFiles(path);
      return name.endsWith('.hf') ? [path] : [];
    });
}

/** Every distinct line of the files (comments and indentation cut), with the start rule it is matched by. */
function linesOf(paths: string[]): { rule: 'textLine' | 'headerLine'; text: string }[] {
  const seen = new Map<string, 'textLine' | 'headerLine'>();
  for (const path of paths)
    for (const raw of readFileSync(join(ROOT, path), 'utf8').split('\n')) {
      const line = normalizeWidth(raw.replace(/\s*(#|\/\/).*$/, '')).trimEnd();
      if (!line.trim()) continue;
      const rule = /^\s/.test(line) ? 'textLine' : 'headerLine';
      const text = line.trim();
      seen.set(`${rule}\u0000${text}`, rule);
      if (rule === 'textLine') seen.set(`${rule}\u0000${readDesignerLine(text).text}`, rule);
    }
  return [...seen].map(([key, rule]) => ({ rule, text: key.slice(key.indexOf('\u0000') + 1) }));
}

/** The parts of ohm's MatchResult compared (its declared type narrows a failed result away). */
interface Match {
  succeeded(): boolean;
  getRightmostFailurePosition(): number;
  getRightmostFailures(): { toString(): string }[];
  _cst: unknown;
}

/** A match's tree as rule names, lengths and children (CST nodes are not plain data). */
function tree(node: unknown): unknown {
  const n = node as { ctorName: string; matchLength: number; children?: unknown[] };
  return [n.ctorName, n.matchLength, (n.children ?? []).map(tree)];
}

function outcome(m: Match): unknown {
  if (m.succeeded()) return { ok: true, tree: tree(m._cst) };
  const failures = m.getRightmostFailures().map(String).sort();
  return { ok: false, at: m.getRightmostFailurePosition(), failures };
}

describe('first-character guards on the grammar alternations', () => {
  const guarded = cardGrammar();
  const plain = buildCardGrammar();

  test('guard most alternations of the card grammar, and none of a grammar with syntactic rules', () => {
    expect(plain).not.toBe(guarded);
    expect(guardCardGrammar(buildCardGrammar())).toBeGreaterThan(100);
    // a syntactic rule skips spaces before each expression: its first characters are not analysed
    const ohm = createRequire(import.meta.url)('ohm-js') as typeof import('ohm-js');
    expect(guardAlternatives(ohm.grammar('G { Start = "a" | "b" }'), ohm.pexprs)).toBe(0);
  });

  // every line of the cards and keywords, and every 30th of the corpora (all of them take minutes unguarded; the
  // corpora's whole IR and diagnostics were compared before and after the guards, docs/benchmarks.md)
  const corpora = linesOf(hfFiles('test/corpora')).filter((_, i) => i % 30 === 0);
  const lines = [...linesOf([...hfFiles('cards'), ...hfFiles('rules')]), ...corpora];

  test('match every line as the unguarded grammar does, whole and cut short', () => {
    expect(lines.length).toBeGreaterThan(500);
    let compared = 0;
    for (const { rule, text } of lines) {
      // whole, cut short (a partial line fails somewhere inside) and with a stray character inserted
      const variants = [
        text,
        text.slice(0, Math.ceil(text.length / 2)),
        `${text.slice(0, 3)}ゑ${text.slice(3)}`,
      ];
      for (const v of variants) {
        const mine = guarded.match(v, rule) as unknown as Match;
        expect(outcome(mine), `${rule}: ${v}`).toEqual(outcome(plain.match(v, rule) as unknown as Match));
        compared++;
      }
    }
    expect(compared).toBe(lines.length * 3);
  }, 600_000); // the unguarded grammar is the slow one, several minutes on a loaded machine
});
