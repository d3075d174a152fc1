// nb18 (newcomer audit 5): every deck list README.md and docs/*.md show loads with the loader `hflux deck check`
// uses (src/deck/load.ts checkDeckList, over the built-in sets' cards): each line is readable and each name is a
// card. The examples show a few lines of a deck, so only the deck's size (HF-1.1) may be short. A block is a deck
// list when a line of it starts with a section header ([main], [guard], メインデッキ：…); the annotations of the
// README's and docs/deck-lists.md's examples were 「← …」, which the loader reads as part of the line, and are
// comments now (「# …」), so a copied example loads.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { checkDeckList } from '../../src/deck/load.js';
import { cardPool } from '../../src/deck/pool.js';

const ROOT = join(import.meta.dirname, '..', '..');
const DOCS = [
  'README.md',
  ...readdirSync(join(ROOT, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`),
];
const HEADER = /^(\[(main|guard|extra)\]|(メイン|ガード|追加)(デッキ)?[：:])/im;

function deckBlocks(): { where: string; text: string }[] {
  return DOCS.flatMap((doc) => {
    const text = readFileSync(join(ROOT, doc), 'utf8');
    return [...text.matchAll(/^```(?:text)?\n([\s\S]*?)^```$/gm)]
      .filter((m) => HEADER.test(m[1]))
      .map((m) => ({ where: `${doc}:${text.slice(0, m.index).split('\n').length + 1}`, text: m[1] }));
  });
}

describe('deck lists shown in the docs load with the deck-list loader (nb18)', () => {
  const blocks = deckBlocks();
  const library = cardPool().library;

  test('README.md and docs/deck-lists.md show some', () => {
    expect(blocks.some((b) => b.where.startsWith('README.md:'))).toBe(true);
    expect(blocks.some((b) => b.where.startsWith('docs/deck-lists.md:'))).toBe(true);
  });

  test.each(blocks.map((b) => [b.where, b.text]))('%s', (where, text) => {
    const { problems } = checkDeckList(text, where, library);
    expect(problems.filter((p) => p.rule !== 'HF-1.1').map((p) => `${p.line}: ${p.message}`)).toEqual([]);
  });
});
