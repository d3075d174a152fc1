// Issue 22: the designer corpora (test/corpora/*.hf), written blind by designers who had read only the seeds
// and ../shared/RULES.md, each card with its designer's `# 意図:` line. Cards at even positions were the half the
// language was improved on, odd positions the held-out half measured at the end (docs/dsl.md has the figures).
// A regression test: every card recorded in test/corpora/reach.json as compiling still compiles as written,
// and every card that does not compile gets a first diagnostic that says something (a code and a message).
// After a deliberate change, re-record with UPDATE_CORPORA=1 and review the diff.
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { type CardOutcome, measureCorpus } from '../../codegen/dsl/tools/corpusReach.js';

const DIR = 'test/corpora';
const BASELINE = join(DIR, 'reach.json');
const UPDATE = process.env.UPDATE_CORPORA === '1';
const FILES = readdirSync(DIR)
  .filter((f) => f.endsWith('.hf'))
  .sort();

type Baseline = Record<string, { train: string[]; heldout: string[] }>;

function record(outcomes: CardOutcome[]): Baseline {
  const out: Baseline = {};
  for (const o of outcomes) {
    const entry = (out[o.card.file] ??= { train: [], heldout: [] });
    if (o.compiled) entry[o.card.index % 2 === 0 ? 'train' : 'heldout'].push(o.card.name);
  }
  return out;
}

describe('designer corpora (issue 22)', () => {
  const outcomes = measureCorpus(FILES.map((f) => join(DIR, f)));

  test('every corpus file has cards, each with its designer intent', () => {
    expect(FILES.length).toBeGreaterThanOrEqual(4);
    expect(outcomes.length).toBeGreaterThanOrEqual(200);
    for (const o of outcomes) expect(o.card.intent, o.card.name).not.toBe('');
  });

  test('every card recorded as compiling still compiles as written', () => {
    const now = record(outcomes);
    if (UPDATE || !existsSync(BASELINE)) writeFileSync(BASELINE, `${JSON.stringify(now, null, 2)}\n`);
    const before = JSON.parse(readFileSync(BASELINE, 'utf8')) as Baseline;
    for (const [file, halves] of Object.entries(before))
      for (const half of ['train', 'heldout'] as const)
        expect(
          halves[half].filter((name) => !now[file]?.[half].includes(name)),
          `${file} (${half}): cards that no longer compile`,
        ).toEqual([]);
  });

  test('a card that does not compile gets a first diagnostic with its code, line and message', () => {
    for (const o of outcomes.filter((x) => !x.compiled)) {
      expect(o.first?.code, o.card.name).toMatch(/^HF-[EW]\d{3}$/);
      expect(o.first?.line, o.card.name).toBeGreaterThanOrEqual(o.card.line);
      expect(o.first?.message, o.card.name).not.toMatch(/undefined|\[object|内部エラー/);
    }
  });
});
