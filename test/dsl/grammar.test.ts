// The grammar file and its prebuilt bundle (codegen/dsl/grammar.ts, codegen/grammarBundle.ts).
import { createRequire } from 'node:module';
import { describe, expect, test } from 'vitest';
import { BUNDLE_PATH, bundleIsFresh, cardGrammar } from '../../codegen/dsl/grammar.js';
import { cardSemantics } from '../../codegen/dsl/semantics/index.js';

describe('grammar/card.ohm', () => {
  test('generated/grammar/card.ohm-bundle.cjs is fresh (else run: npm run gen)', () => {
    expect(bundleIsFresh()).toBe(true);
  });

  test('every rule description (the "expected" text designers read) is Japanese', () => {
    const rules = cardGrammar().rules as Record<string, { description?: string }>;
    const described = Object.entries(rules).filter(([, r]) => r.description);
    expect(described.length).toBeGreaterThan(20);
    for (const [, rule] of described)
      expect(rule.description).toMatch(/[\u3000-\u30ff\u4e00-\u9fff\uff00-\uffef]/);
  });

  test('the start rules match a header line and a text line', () => {
    expect(cardGrammar().match('種別:キャラクター', 'headerLine').succeeded()).toBe(true);
    expect(
      cardGrammar()
        .match(
          '[自動] このキャラクターが戦場に登場した時、あなたはメインデッキからカードを1枚引く。',
          'textLine',
        )
        .succeeded(),
    ).toBe(true);
  });
});

describe('the ohm operations toIR, check and print', () => {
  const run = (text: string, rule: 'headerLine' | 'textLine') =>
    cardSemantics()(cardGrammar().match(text, rule));

  test('print gives the canonical line (HF-12.4 activated ability)', () => {
    expect(
      run(
        '[2] [スリープ]: 対戦相手のキャラクター1体を対象とし、それに2000ダメージを与える。',
        'textLine',
      ).print(),
    ).toBe('[2][スリープ]：対戦相手のキャラクター一体を対象とし、それに2000ダメージを与える。');
    expect(run('パワー:+1000', 'headerLine').print()).toBe('パワー：+1000');
  });

  test('check finds stray and unknown cost brackets (HF-12.4)', () => {
    const codes = run(
      '[2][自動] このキャラクターが戦場に登場した時、対戦相手に1ダメージを与える。',
      'textLine',
    )
      .check()
      .map((f: { code: string }) => f.code);
    expect(codes).toEqual(['HF-E014']);
    expect(run('[山札]:対戦相手に1ダメージを与える。', 'textLine').check()[0].code).toBe('HF-E015');
  });

  test('toIR keeps spans', () => {
    const ir = run('【反撃】【強撃】', 'textLine').toIR();
    expect(ir.names.map((n: { name: string; span: { col: number } }) => [n.name, n.span.col])).toEqual([
      ['反撃', 1],
      ['強撃', 5],
    ]);
  });
});

describe('docs/dsl.md', () => {
  test('lists every diagnostic code', async () => {
    const { readFileSync } = await import('node:fs');
    const { CODES } = await import('../../codegen/dsl/diagnostics/codes.js');
    const doc = readFileSync('docs/dsl.md', 'utf8');
    for (const code of Object.keys(CODES)) expect(doc).toContain(`| ${code} |`);
  });
});

describe('loading the grammar', () => {
  test('the grammar built from the bundle text is the one the bundle module exports (codegen/dsl/grammar.ts)', () => {
    const required = createRequire(import.meta.url)(BUNDLE_PATH) as ReturnType<typeof cardGrammar>;
    const loaded = cardGrammar();
    expect(loaded).not.toBe(required);
    const recipe = (g: unknown) => (g as { toRecipe(): string }).toRecipe();
    expect(recipe(loaded)).toBe(recipe(required));
    expect(Object.keys(loaded.rules)).toEqual(Object.keys(required.rules));
  });
});
