// Issue 11: ambiguity is an error. One card name in two sets, or two names equal after NFKC and removing
// zero-width characters, is HF-E070; deck lists and cardByName resolve names with the same nameKey.
import { describe, expect, test } from 'vitest';
import { compileSources } from '../../codegen/dsl/compile.js';
import { ALL_CARDS, cardByName } from '../../generated/index.js';
import type { CardDefinition } from '../../src/core/cardTypes.js';
import { nameKey } from '../../src/deck/nameKey.js';
import { resolveDeck } from '../../src/deck/resolve.js';

function card(set: string, name: string, power = 1000): string {
  return [
    `【セット】${set}`,
    '',
    `【カード】${name}`,
    '種別：キャラクター',
    'コスト：2',
    `パワー：${power}`,
    '',
  ].join('\n');
}

function diagnostics(files: Record<string, string>): { code: string; file: string; message: string }[] {
  const sources = Object.entries(files).map(([path, text]) => ({ path, text }));
  return compileSources(sources, { references: false }).diagnostics.map((d) => ({
    code: d.code,
    file: d.file,
    message: d.message,
  }));
}

describe('HF-E070: a card name is defined once in the whole project', () => {
  test('the same name in two sets (the 9000-power copy in cards/zzz/) is HF-E070 on both, each naming the other (nc8 finding 16)', () => {
    const found = diagnostics({
      'cards/starter/fire.hf': card('starter', '紅蓮の剣士'),
      'cards/zzz/copy.hf': card('zzz', '紅蓮の剣士', 9000),
    });
    expect(found.map((d) => [d.code, d.file]).sort()).toEqual([
      ['HF-E070', 'cards/starter/fire.hf'],
      ['HF-E070', 'cards/zzz/copy.hf'],
    ]);
    expect(found.find((d) => d.file === 'cards/zzz/copy.hf')?.message).toContain('cards/starter/fire.hf:3');
    expect(found.find((d) => d.file === 'cards/starter/fire.hf')?.message).toContain('cards/zzz/copy.hf:3');
  });

  test('two names equal after NFKC (full-width letters) are HF-E070', () => {
    const found = diagnostics({
      'cards/a/a.hf': card('a', 'ガードＡ'),
      'cards/a/b.hf': card('a', 'ガードA'),
    });
    expect(found.map((d) => d.code)).toEqual(['HF-E070', 'HF-E070']);
  });

  test.each([['\u200B'], ['\u200C'], ['\u200D'], ['\u2060'], ['\uFEFF']])(
    'two names equal after removing a zero-width character (U+%s) are HF-E070',
    (zw) => {
      const found = diagnostics({
        'cards/a/a.hf': `${card('a', '紅蓮の剣士')}\n${card('b', `紅蓮の${zw}剣士`)}`,
      });
      expect(found.map((d) => d.code)).toContain('HF-E070');
    },
  );

  test('the same name twice in one set stays HF-E019 (not also HF-E070)', () => {
    const found = diagnostics({ 'cards/a/a.hf': card('a', '剣士'), 'cards/a/b.hf': card('a', '剣士') });
    expect(found.map((d) => d.code)).toEqual(['HF-E019']);
  });

  test('distinct names are fine', () => {
    expect(diagnostics({ 'cards/a/a.hf': card('a', '剣士'), 'cards/b/b.hf': card('b', '守り手') })).toEqual(
      [],
    );
  });
});

describe('one nameKey for deck lists and cardByName', () => {
  const known = ALL_CARDS[0];
  const variants = [`${known.name}\u200B`, `\uFEFF${known.name}`, known.name.normalize('NFKD')];

  test('nameKey: NFKC, zero-width characters removed', () => {
    expect(nameKey('ＡＢ\u200Bc\u2060')).toBe('ABc');
  });

  test.each(variants.map((v) => [JSON.stringify(v), v]))(
    'cardByName(%s) finds the card',
    (_label, variant) => {
      expect(cardByName(variant as string)?.id).toBe(known.id);
    },
  );

  test.each(variants.map((v) => [JSON.stringify(v), v]))(
    'a deck list line %s resolves to the card',
    (_l, v) => {
      const library = new Map<string, CardDefinition>([[known.name, known]]);
      const deck = resolveDeck(
        { main: [{ name: v as string, count: 1, line: 2 }], guard: [], extra: [] },
        library,
      );
      expect(deck.main.map((c) => c.id)).toEqual([known.id]);
    },
  );

  test('the built-in cards have no two names with one key', () => {
    const keys = ALL_CARDS.map((c) => nameKey(c.name));
    expect(new Set(keys).size).toBe(keys.length);
  });
});
