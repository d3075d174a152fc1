// nc8 finding 4: the card names in README's and the docs' deck-list examples are cards a designer has (cards/),
// and docs/scenarios.md, whose examples use the engine tests' fixture cards (test/fixtures/fixture.hf), says so —
// with starter names that exist for a scenario of one's own. (The scenario examples themselves run against their
// declared cards in test/scenario/doc-examples.test.ts.)
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');
const read = (p: string) => readFileSync(join(ROOT, p), 'utf8');

function namesIn(dir: string): Set<string> {
  const names = new Set<string>();
  for (const entry of readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' })) {
    if (!entry.endsWith('.hf')) continue;
    for (const m of read(join(dir, entry)).matchAll(/^【カード】(.+)$/gm)) names.add(m[1].trim());
  }
  return names;
}
const CARDS = namesIn('cards');
const FIXTURE = namesIn('test/fixtures');

const DOCS = [
  'README.md',
  ...readdirSync(join(ROOT, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`),
];

/** The card lines (`3 name`) of every deck-list code block (one with a section header) of a Markdown file. */
function deckNames(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(/^```\w*\n([\s\S]*?)^```/gm)) {
    const body = m[1];
    if (!/^\s*(?:\[(?:main|guard|extra)\]|(?:メイン|ガード|追加)(?:デッキ)?[:：])/im.test(body)) continue;
    for (const line of body.split('\n')) {
      const card = /^\s*[0-9０-９]+[ \u3000\t]+(.+?)\s*(?:←.*|#.*)?$/.exec(line);
      if (card) out.push(card[1].trim());
    }
  }
  return out;
}

describe('deck-list examples in README and docs name real cards (nc8 finding 4)', () => {
  test('there are deck-list examples to check', () => {
    expect(deckNames(read('README.md')).length).toBeGreaterThan(0);
    expect(deckNames(read('docs/deck-lists.md')).length).toBeGreaterThan(0);
  });
  for (const doc of DOCS)
    test(doc, () => {
      const missing = deckNames(read(doc)).filter((n) => !CARDS.has(n.normalize('NFKC')) && !CARDS.has(n));
      expect(missing).toEqual([]);
    });
});

test('docs/dsl.md opens with a card of a set of your own, not one claimed to be in starter', () => {
  const dsl = read('docs/dsl.md');
  const first = /^```\n([\s\S]*?)^```/m.exec(dsl)![1];
  const set = /^【セット】(\S+)/m.exec(first)![1];
  const name = /^【カード】(.+)$/m.exec(first)![1];
  expect(set).not.toBe('starter');
  expect(readdirSync(join(ROOT, 'cards'))).not.toContain(set);
  expect(CARDS.has(name)).toBe(false);
});

test('docs/scenarios.md says its examples use fixture cards, and names starter cards for your own', () => {
  const doc = read('docs/scenarios.md');
  const note =
    /\*\*The cards in these examples \(([^)]*)\) are the engine tests' fixture cards\*\*[\s\S]*?\n\n/.exec(
      doc,
    );
  expect(note).not.toBeNull();
  const fixtureNames = note![1]
    .split(/[,、]\s*/)
    .map((n) => n.replace('…', '').trim())
    .filter(Boolean);
  expect(fixtureNames.length).toBeGreaterThan(2);
  for (const n of fixtureNames) expect([n, FIXTURE.has(n), CARDS.has(n)]).toEqual([n, true, false]);
  const starter = namesIn('cards/starter');
  const own = /starter's\s+([^(]*?)\s*\(/
    .exec(note![0])![1]
    .split(/[,、]\s*/)
    .map((n) => n.trim());
  expect(own.length).toBeGreaterThan(1);
  for (const n of own) expect([n, starter.has(n)]).toEqual([n, true]);
  // every example that uses a fixture card loads the fixture file
  for (const m of doc.matchAll(/^```yaml\n([\s\S]*?)^```/gm)) {
    const uses = fixtureNames.some((n) => m[1].includes(n));
    if (uses && /^cards:/m.test(m[1])) expect(m[1]).toMatch(/^cards:.*fixtures\/fixture\.hf/m);
  }
});

test('nc8 findings 19, 20: README says what to commit, and marks ../shared as outside the repository', () => {
  const readme = read('README.md');
  const first = readme.slice(readme.indexOf('## Your first set'), readme.indexOf('## Self-play'));
  expect(first).toContain('**What to commit.**');
  for (const f of ['generated/CARDS.md', 'generated/index.ts', 'generated/sources.json'])
    expect(first).toContain(f);
  for (const doc of ['README.md', 'docs/engine.md', 'docs/rules.md']) {
    const text = read(doc).replace(/\s+/g, ' ');
    const at = text.indexOf('../shared/');
    expect(at).toBeGreaterThan(-1);
    expect(text.slice(Math.max(0, at - 250), at + 250)).toMatch(/(?:outside|not part of) this repository/);
  }
});

test('nc8 finding 21: docs/benchmarks.md starts with how to run npm run bench and read it, the log below', () => {
  const doc = read('docs/benchmarks.md');
  const sections = [...doc.matchAll(/^## (.+)$/gm)].map((m) => m[1]);
  expect(sections[0]).toBe('How to run `npm run bench` and read it');
  const first = doc.slice(doc.indexOf('## How to run'), doc.indexOf(`## ${sections[1]}`));
  for (const part of ['**What it needs.**', '**How long it takes.**', '**How to read the table.**', '--help'])
    expect(first).toContain(part);
});
