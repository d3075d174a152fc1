// nb17: ERROR lines point at the mistake's own line (docs/scenarios.md): a `cards:` file that cannot be read at
// its line under `cards:`, saying where a relative path was looked for; an unclosed `[` at the line that opened it.
import { dirname, join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { runScenarioFile } from '../../src/scenario/batch.js';

const FILE = 'test/scenarios/nb17.scenario.yaml';
const errorOf = (text: string) => {
  const outcome = runScenarioFile(FILE, () => text);
  if (!('error' in outcome)) throw new Error('expected an ERROR');
  return outcome.error;
};

describe('ERROR lines point at the mistake', () => {
  test('a cards: file that cannot be read: its own line, and the folder it was resolved against', () => {
    const e = errorOf(
      'name: x\ncards:\n  - starter\n  - nothere.hf\nsetup:\n  players:\n    A: {}\n    B: {}\n',
    );
    expect(e.line).toBe(4);
    expect(e.problem).toContain('カードファイル「nothere.hf」を読めません');
    expect(e.problem).toContain(
      `シナリオファイルのフォルダ ${dirname(FILE)} からの相対パス: ${join(dirname(FILE), 'nothere.hf')}`,
    );
  });

  test('an unclosed flow sequence: the line of its 「[」, not the next one', () => {
    const e = errorOf('setup:\n  players:\n    A:\n      hand: [紅蓮の剣聖\n    B: {}\n');
    expect(e.line).toBe(4);
    expect(e.problem).toContain('この行で開いた「[」を閉じる「]」がありません');
  });
});
