// docs/scenarios.md keeps its word (issue 21): every ```yaml block in it is extracted and run, so the
// documentation cannot drift from the loader again. The marking convention (documented in docs/scenarios.md,
// "Examples in this document"): a block is a complete scenario file unless its first line is
//   # fragment: <path> [cards: <source>]
// — then its keys belong under <path> (`setup.players.A`; `top`: the top level of a file) of a scenario whose
// `cards:` is <source> (default starter). Complete files run as if they were test/scenarios/<name>.scenario.yaml
// (so a card file path is relative to test/scenarios/) and must pass. A fragment is put at its path in an
// otherwise empty scenario (turn 3) that must load; a fragment under `setup` must also build its board (every
// card name in it exists, every entry is a legal board), the others (steps of no board) only load.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { runScenarioFile } from '../../src/scenario/batch.js';
import { loadScenario } from '../../src/scenario/load.js';
import { formatFailure } from '../../src/scenario/report.js';

const ROOT = join(import.meta.dirname, '..', '..');
const DOC = readFileSync(join(ROOT, 'docs/scenarios.md'), 'utf8');

interface Example {
  line: number; // of the block's first line in docs/scenarios.md
  text: string;
  fragment?: { path: string[]; cards: string };
}

function examples(): Example[] {
  const out: Example[] = [];
  for (const m of DOC.matchAll(/^```yaml\n([\s\S]*?)^```$/gm)) {
    const line = DOC.slice(0, m.index).split('\n').length + 1;
    const text = m[1];
    const marker = /^# fragment: (\S+)(?: cards: (\S+))?\n/.exec(text);
    out.push({
      line,
      text,
      fragment: marker ? { path: marker[1].split('.'), cards: marker[2] ?? 'starter' } : undefined,
    });
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
  const file = `test/scenarios/docs-scenarios-md-line-${e.line}.scenario.yaml`;
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

describe('docs/scenarios.md: every yaml example loads, and every complete one passes (issue 21)', () => {
  const all = examples();

  it('has the examples it shows: complete files and marked fragments', () => {
    expect(all.filter((e) => !e.fragment).length).toBeGreaterThanOrEqual(12);
    expect(all.filter((e) => e.fragment).length).toBeGreaterThanOrEqual(2);
  });

  it.each(all.map((e) => [e.line, e.fragment ? `fragment at ${e.fragment.path.join('.')}` : 'complete', e]))(
    'docs/scenarios.md:%s (%s)',
    (_line, _kind, e) => {
      expect(problem(e as Example)).toBe('');
    },
  );
});
