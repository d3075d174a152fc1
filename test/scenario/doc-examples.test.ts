// docs/scenarios.md keeps its word (issue 21): every ```yaml block in it — and, since nb18, in README.md and every
// docs/*.md — is extracted and run, so the documentation cannot drift from the loader again. The marking
// convention (documented in docs/scenarios.md, "Examples in this document"): a block is a complete scenario file
// unless its first line is
//   # fragment: <path> [cards: <source>]
// — then its keys belong under <path> (`setup.players.A`; `top`: the top level of a file) of a scenario whose
// `cards:` is <source> (default starter). Complete files run as a user runs a copy saved in the repository's folder
// (`npx hflux scenario counter.scenario.yaml`: a card file path is relative to the repository; nb18 found the
// complete example's `../fixtures/fixture.hf`, relative to test/scenarios/, an ERROR there) and must pass.
// docs/designer-guide.md's one scenario is `hflux new set mine`'s own, for a set that exists only after that
// command: test/docs/designerGuide.test.ts checks it is that file, and test/cli/newSet.test.ts runs it. A fragment is put at its path in an
// otherwise empty scenario (turn 3) that must load; a fragment under `setup` must also build its board (every
// card name in it exists, every entry is a legal board), the others (steps of no board) only load.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { runScenarioFile } from '../../src/scenario/batch.js';
import { loadScenario } from '../../src/scenario/load.js';
import { formatFailure } from '../../src/scenario/report.js';

const ROOT = join(import.meta.dirname, '..', '..');
const DOCS = [
  'README.md',
  ...readdirSync(join(ROOT, 'docs'))
    .filter((f) => f.endsWith('.md') && f !== 'designer-guide.md')
    .map((f) => `docs/${f}`),
];

interface Example {
  doc: string;
  line: number; // of the block's first line in its doc
  text: string;
  fragment?: { path: string[]; cards: string };
}

function examples(): Example[] {
  const out: Example[] = [];
  for (const doc of DOCS) {
    const text = readFileSync(join(ROOT, doc), 'utf8');
    for (const m of text.matchAll(/^```yaml\n([\s\S]*?)^```$/gm)) {
      const line = text.slice(0, m.index).split('\n').length + 1;
      const marker = /^# fragment: (\S+)(?: cards: (\S+))?\n/.exec(m[1]);
      out.push({
        doc,
        line,
        text: m[1],
        fragment: marker ? { path: marker[1].split('.'), cards: marker[2] ?? 'starter' } : undefined,
      });
    }
  }
  return out;
}

/** A fragment at its path in a scenario that has nothing else (turn 3, A's main phase). */
function embed(e: Example): string {
  const keys = parse(e.text) as Record<string, unknown>;
  const doc: Record<string, unknown> = { cards: [e.fragment!.cards], setup: { turn: 3, players: {} } };
  let at: Record<string, unknown> = doc;
  for (const key of e.fragment!.path.filter((k) => k !== 'top')) {
    at[key] ??= {};
    at = at[key] as Record<string, unknown>;
  }
  Object.assign(at, keys);
  return stringify(doc);
}

/** The outcome of one example, as text: '' when it loads and (complete files) passes. */
function problem(e: Example): string {
  // in the repository's folder, where a user saves a copy (the file is never written: runScenarioFile reads e.text)
  const file = `${e.doc.replace(/[/.]/g, '-')}-line-${e.line}.scenario.yaml`;
  if (e.fragment && e.fragment.path[0] !== 'setup') {
    try {
      loadScenario(embed(e), file); // steps of no board: they load (syntax, advance targets), nothing to run
      return '';
    } catch (error) {
      return `ERROR ${(error as Error).message}`;
    }
  }
  const outcome = runScenarioFile(file, () => (e.fragment ? embed(e) : e.text));
  if ('error' in outcome) return `ERROR ${outcome.error.message}`;
  return outcome.result.failures.map(formatFailure).join('\n\n');
}

describe('the docs: every yaml example loads, and every complete one passes (issue 21, nb18)', () => {
  const all = examples();

  it('has the examples docs/scenarios.md shows: complete files and marked fragments, and the other docs too', () => {
    const own = all.filter((e) => e.doc === 'docs/scenarios.md');
    expect(own.filter((e) => !e.fragment).length).toBeGreaterThanOrEqual(12);
    expect(own.filter((e) => e.fragment).length).toBeGreaterThanOrEqual(2);
    expect(all.some((e) => e.doc === 'docs/fuzzing.md')).toBe(true);
  });

  it.each(
    all.map((e) => [
      `${e.doc}:${e.line}`,
      e.fragment ? `fragment at ${e.fragment.path.join('.')}` : 'complete',
      e,
    ]),
  )('%s (%s)', (_line, _kind, e) => {
    expect(problem(e as Example)).toBe('');
  });
});
