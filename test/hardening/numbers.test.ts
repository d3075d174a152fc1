// Issue 11: numbers in card files beyond a sane bound are a diagnostic (HF-E071), not 1e+23.
import { describe, expect, test } from 'vitest';
import { compileSources } from '../../codegen/dsl/compile.js';
import { loadScenario } from '../../src/scenario/load.js';
import { ScenarioError } from '../../src/scenario/types.js';

function codes(body: { cost?: string; power?: string; text?: string }): { code: string; message: string }[] {
  const text = [
    '【セット】nums',
    '',
    '【カード】大きな剣士',
    '種別：キャラクター',
    `コスト：${body.cost ?? '2'}`,
    `パワー：${body.power ?? '1000'}`,
    'テキスト：',
    `  ${body.text ?? '[自動] このキャラクターが攻撃によるダメージによってキャラクターを破壊した場合、あなたはメインデッキからカードを1枚引く。'}`,
    '',
  ].join('\n');
  return compileSources([{ path: 'cards/nums/a.hf', text }], { references: false }).diagnostics.map((d) => ({
    code: d.code,
    message: d.message,
  }));
}

describe('HF-4.1 numbers in card files have bounds (HF-E071)', () => {
  test('a sane card has no finding', () => {
    expect(codes({})).toEqual([]);
  });

  test('コスト：999… (24 digits) is HF-E071, not 1e+23', () => {
    const found = codes({ cost: '999999999999999999999999' });
    expect(found.map((f) => f.code)).toEqual(['HF-E071']);
    expect(found[0].message).toContain('コスト');
    expect(found[0].message).not.toContain('e+');
  });

  test('コスト 99 is fine, 100 is not', () => {
    expect(codes({ cost: '99' })).toEqual([]);
    expect(codes({ cost: '100' }).map((f) => f.code)).toEqual(['HF-E071']);
  });

  test('パワー beyond 999,999 is HF-E071', () => {
    expect(codes({ power: '999999' })).toEqual([]);
    expect(codes({ power: '1000000' }).map((f) => f.code)).toEqual(['HF-E071']);
  });

  test('a count in a sentence beyond 99 is HF-E071', () => {
    const text =
      '[自動] このキャラクターが攻撃によるダメージによってキャラクターを破壊した場合、あなたはメインデッキからカードを100枚引く。';
    expect(codes({ text }).map((f) => f.code)).toEqual(['HF-E071']);
  });
});

const FILE = 'test/scenarios/x.scenario.yaml';

function boardError(setup: string, a: string): ScenarioError | undefined {
  const text = `cards: [../fixtures/fixture.hf]\nsetup:\n${setup}  players:\n    A:\n${a}\n    B:\n      battlefield: [学徒]\n`;
  try {
    loadScenario(text, FILE);
  } catch (error) {
    if (error instanceof ScenarioError) return error;
    throw error;
  }
  return undefined;
}

describe('scenario boards: numbers have ranges, errors name file, line and field', () => {
  test('a sane board loads', () => {
    expect(boardError('  turn: 3\n', '      energy: 2')).toBeUndefined();
  });

  test.each([
    ['energy: -5', '', '      energy: -5', 5, 'players.A.energy'],
    ['turn: 1e300', '  turn: 1e300\n', '      energy: 2', 3, 'setup.turn'],
    ['turn: 0', '  turn: 0\n', '      energy: 2', 3, 'setup.turn'],
    ['energy active: 1000', '', '      energy: {active: 1000}', 5, 'energy.active'],
    ['damage: -1', '', '      battlefield: [{card: 学徒, damage: -1}]', 5, 'damage'],
  ])('%s is a ScenarioError', (_label, setup, a, line, field) => {
    const error = boardError(setup, a);
    expect(error).toBeInstanceOf(ScenarioError);
    expect(error!.file).toBe(FILE);
    expect(error!.line).toBe(line);
    expect(error!.message).toContain(field);
  });
});
