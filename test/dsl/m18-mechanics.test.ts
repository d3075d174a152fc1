// Issue 22 (helper mech18): what mech18's readings mean, what explain says, and that test/fixtures/m18-mechanics.hf
// prints back (hflux fmt).
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { compileText } from '../../codegen/dsl/index.js';
import { printFile } from '../../codegen/dsl/print/file.js';
import { explainCard, renderExplanation } from '../../src/explain/index.js';
import { parse } from './helpers.js';
import { compile, meaning } from './wordingHelpers.js';

const stepOf = (line: string) => meaning('コマンド', [line]).effect.processes[0].steps[0];

describe('「「X」という名前のセットカードがセットされている／いない…キャラクター」: the set cards\u2019 name (mech18)', () => {
  test.each([
    [
      '「若芽」という名前のセットカードがセットされていない、パワーが3000以下のキャラクターをすべて破壊する。',
    ],
    ['「若芽」がセットされていない、パワーが3000以下のキャラクターをすべて破壊する。'],
    ['「若芽」という名前のカードが1枚もセットされていない、パワーが3000以下のキャラクターをすべて破壊する。'],
  ])('「%s」: none named 「若芽」 on it; the character\u2019s own name is free', (line) => {
    const step = stepOf(line) as { filter: Record<string, unknown> };
    expect(step.filter).toMatchObject({ attachedAtMost: 0, attachedNames: ['若芽'], powerAtMost: 3000 });
    expect(step.filter.name).toBeUndefined();
  });

  test('「…セットされている」: at least one named 「若芽」', () => {
    const step = stepOf(
      '「若芽」という名前のセットカードがセットされているキャラクターをすべて破壊する。',
    ) as {
      filter: Record<string, unknown>;
    };
    expect(step.filter).toMatchObject({ attachedAtLeast: 1, attachedNames: ['若芽'] });
    expect(step.filter.name).toBeUndefined();
  });

  test('a character named 「若芽」 is still a character\u2019s name when no 「セットされている」 follows', () => {
    const step = stepOf('「若芽」という名前のキャラクターをすべて破壊する。') as {
      filter: Record<string, unknown>;
    };
    expect(step.filter).toMatchObject({ name: '若芽' });
    expect(step.filter.attachedNames).toBeUndefined();
  });

  test('explain names the set cards\u2019 name, never a character named 「若芽」', () => {
    const def = compile('コマンド', [
      '「若芽」がセットされていない、パワーが3000以下のキャラクターをすべて破壊する。',
    ]).cards[0].def;
    const ja = renderExplanation(explainCard(def, 'ja'));
    expect(ja).toContain(
      '「若芽」という名前のセットカード（持ち主を問わず、セットされているカードの名前）が1枚もセットされていない',
    );
    expect(ja).not.toContain('「若芽」という名前のキャラクター');
    expect(renderExplanation(explainCard(def, 'en'))).toContain('set cards named 「若芽」');
  });
});

test('test/fixtures/m18-mechanics.hf round-trips (hflux fmt): canonical text compiling to the same definitions', () => {
  const source = readFileSync('test/fixtures/m18-mechanics.hf', 'utf8');
  const first = compileText(source, 'm18.hf');
  expect(first.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  const printed = printFile(parse(source).ir);
  expect(printed).toContain('「若芽」という名前のセットカードがセットされていない');
  const again = compileText(printed, 'm18.hf');
  expect(again.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  const defs = (r: typeof first) =>
    r.cards.map((c) =>
      JSON.stringify({ ...c.def, abilities: c.def.abilities.map(({ text: _t, ...a }) => a) }),
    );
  expect(defs(again)).toEqual(defs(first));
});

describe('「…全て…し、それらは…」 (mech18, designerWordsM18.ts)', () => {
  test.each([
    [
      'ターン終了時まで、《攻め手》を持つあなたのキャラクター全てのパワーを+2000し、それらのキャラクターは【強撃】を得る。',
      'ターン終了時まで、《攻め手》を持つあなたのキャラクター全てのパワーを+2000し、《攻め手》を持つあなたのキャラクター全ては【強撃】を得る。',
    ],
    [
      'あなたの《剣闘士》を持つキャラクターをすべてアクティブにする。その後、ターン終了時まで、それらのパワーを+2000する。',
      'あなたの《剣闘士》を持つキャラクター全てをアクティブにする。その後、ターン終了時まで、あなたの《剣闘士》を持つキャラクター全てのパワーを+2000する。',
    ],
  ])('「%s」 means 「%s」', (written, canon) => {
    expect(meaning('コマンド', [written])).toEqual(meaning('コマンド', [canon]));
  });

  test.each([
    ['パワー3000以下のあなたのキャラクター全てのパワーを+1000し、それらは【貫通】を得る。'],
    ['ダメージを受けているあなたのキャラクター全てのパワーを+1000し、それらは【貫通】を得る。'],
  ])('a selector a step could change (power, state) is not named again: 「%s」 stays HF-E040', (line) => {
    const d = compile('コマンド', [line]).diagnostics[0];
    expect(d?.code).toBe('HF-E040');
    expect(d?.message).toContain('「それら」と指す書き方');
  });
});
