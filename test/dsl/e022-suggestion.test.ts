// nc7: HF-E022 (a plain effect line on a character or world set) suggests the whole line with 「[自動]：」 in
// front, and its canonical text, when that compiles on the card — and nothing when it does not (a one-shot
// effect has no continuous reading). 「このキャラクターは破壊されない。」 stays accepted as it was (fmt adds the tag).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { compileText } from '../../codegen/dsl/index.js';
import { lineExplainer } from '../../src/explain/index.js';
import { cardText } from './helpers.js';

const check = (line: string, kind = 'キャラクター') =>
  compileText(
    cardText(kind, [line], ['分類：《騎士》']),
    'test.hf',
    undefined,
    lineExplainer('ja'),
  ).diagnostics.filter((d) => d.severity === 'error');

describe('HF-E022 carries a whole-line suggestion when the line with [自動]： compiles (nc7)', () => {
  test('a continuous sentence without its tag: the tagged line, then the canonical one, each compiling', () => {
    const [d, ...rest] = check('自分の他の《騎士》を持つキャラクターは全てパワー＋1000。');
    expect(rest).toEqual([]);
    expect(d.code).toBe('HF-E022');
    expect(d.suggestion).toBe('[自動]：自分の他の《騎士》を持つキャラクターは全てパワー＋1000。');
    expect(d.suggestions?.map((s) => s.text)).toEqual([
      '[自動]：自分の他の《騎士》を持つキャラクターは全てパワー＋1000。',
      '[自動]：あなたの他の《騎士》を持つキャラクター全てのパワーを+1000する。',
    ]);
    expect(d.suggestions?.[0].explain.join('\n')).toContain(
      '《騎士》を持つあなたのキャラクター全てのパワーを+1000する',
    );
    for (const s of d.suggestions ?? []) expect(check(s.text)).toEqual([]);
  });

  test('on a world set too', () => {
    const [d] = check('あなたの《騎士》を持つキャラクターは破壊されない。', 'ワールド・セット');
    expect(d.code).toBe('HF-E022');
    expect(d.suggestion).toBe('[自動]：あなたの《騎士》を持つキャラクターは破壊されない。');
  });

  test('a one-shot effect has no continuous reading: no suggestion', () => {
    const [d] = check('あなたはメインデッキからカードを1枚引く。');
    expect(d.code).toBe('HF-E022');
    expect(d.suggestion).toBeUndefined();
    expect(d.suggestions).toBeUndefined();
  });

  test('「このキャラクターは破壊されない。」 is accepted without [自動]', () => {
    expect(check('このキャラクターは破壊されない。')).toEqual([]);
  });
});

test('docs/dsl.md states the rule once, with these examples (nc7)', () => {
  const doc = readFileSync(join(import.meta.dirname, '..', '..', 'docs/dsl.md'), 'utf8');
  const rule = doc.slice(doc.indexOf('**Plain lines on characters and world sets: one rule (HF-E022).**'));
  expect(doc.match(/\*\*Plain lines on characters and world sets: one rule/g)).toHaveLength(1);
  expect(doc).not.toContain('Characters and world sets cannot have plain effect lines');
  const paragraph = rule.slice(0, rule.indexOf('\n\n'));
  for (const example of ['このキャラクターは破壊されない。', 'このキャラクターは攻撃できない。'])
    expect([paragraph.includes(example), check(example)]).toEqual([true, []]);
  expect(paragraph).toContain('自分の他の《騎士》を持つキャラクターは全てパワー＋1000。');
  expect(check('自分の他の《騎士》を持つキャラクターは全てパワー＋1000。')[0].suggestion).toBeDefined();
  expect(paragraph).toContain('あなたはメインデッキからカードを1枚引く。');
  expect(check('あなたはメインデッキからカードを1枚引く。')[0].suggestion).toBeUndefined();
});
