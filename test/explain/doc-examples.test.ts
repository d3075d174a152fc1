// nc7: the docs show `hflux explain` output that had gone stale (two lines missing). Every ```console block of
// README.md and docs/*.md that starts with `$ npx hflux explain <args>` is run here (in process, from the
// repository root, as the command runs) and must be exactly its output — docs/dsl.md "Explain" says so.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runExplain } from '../../src/cli/explain.js';

const ROOT = join(import.meta.dirname, '..', '..');
const DOCS = [
  'README.md',
  ...readdirSync(join(ROOT, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`),
];

interface Example {
  where: string;
  args: string[];
  output: string;
}

function examples(): Example[] {
  const out: Example[] = [];
  for (const doc of DOCS) {
    const text = readFileSync(join(ROOT, doc), 'utf8');
    for (const m of text.matchAll(/^```console\n\$ npx hflux explain ([^\n]+)\n([\s\S]*?)^```$/gm)) {
      const line = text.slice(0, m.index).split('\n').length;
      out.push({ where: `${doc}:${line}`, args: m[1].trim().split(/\s+/), output: m[2] });
    }
  }
  return out;
}

describe('every explain example in the docs is the real output (nc7)', () => {
  const all = examples();

  it('finds the examples (docs/dsl.md has at least one)', () => {
    expect(all.some((e) => e.where.startsWith('docs/dsl.md:'))).toBe(true);
  });

  it.each(all.map((e) => [e.where, e]))('%s', async (_where, e) => {
    const args = e.args.filter((a, i) => a !== '--lang' && e.args[i - 1] !== '--lang');
    const lang = e.args.includes('--lang') ? (e.args[e.args.indexOf('--lang') + 1] as 'ja' | 'en') : 'ja';
    const r = await runExplain({ args, lang, root: ROOT });
    expect(r.exitCode).toBe(0);
    expect(e.output).toBe(r.stdout);
  });
});
