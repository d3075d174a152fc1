// Test names here deliberately cite no rule IDs of their own: the IDs are inside the sample sources.
import { describe, expect, test } from 'vitest';
import { computeCoverage } from '../../src/tools/coverage.js';
import { scenarioTexts, testNames } from '../../src/tools/testCitations.js';

const source = `
describe('HF-1.2 copies', () => {
  test('HF-1.1 sizes', () => { expect('HF-9.9 in a body').toBeTruthy(); });
  it.each([1])(\`HF-2.4 mulligan \${'x'} %s\`, () => {});
  test.skip('HF-3.1 skipped', () => {});
  it.todo('HF-3.2 later');
  helper('HF-3.3 not a test');
});
`;

describe('testNames finds the names of describe/it/test calls', () => {
  test('names of runnable tests are found with their lines; bodies and skipped tests are not', () => {
    expect(testNames(source, 'a.test.ts')).toEqual([
      { file: 'a.test.ts', text: 'HF-1.2 copies', line: 2 },
      { file: 'a.test.ts', text: 'HF-1.1 sizes', line: 3 },
      { file: 'a.test.ts', text: 'HF-2.4 mulligan … %s', line: 4 },
    ]);
  });
});

describe('scenarioTexts reads rules and name fields', () => {
  test('strings under rules: and name: count, other fields do not', () => {
    const yaml =
      'name: HF-17.1 interruption\nrules: [HF-7.4, HF-7.2]\nsteps:\n  - note: HF-8.1\n    name: attack\n';
    expect(scenarioTexts(yaml, 's.scenario.yaml').map((t) => t.text)).toEqual([
      'HF-17.1 interruption',
      'HF-7.4',
      'HF-7.2',
      'attack',
    ]);
  });
});

describe('computeCoverage counts citations per rule', () => {
  test('covered, uncovered and unknown IDs, with the percentage', () => {
    const rules = ['HF-1.1', 'HF-1.2', 'HF-1.10', 'HF-2.1'].map((id, i) => ({ id, section: 1, line: i }));
    const texts = [
      { file: 'b.test.ts', text: 'HF-1.10 ten' },
      { file: 'a.test.ts', text: 'HF-1.10 and HF-1.2' },
      { file: 'a.test.ts', text: 'HF-99.1 typo' },
    ];
    const report = computeCoverage(rules, texts);
    expect(report.rules.map((r) => [r.id, r.count, r.files])).toEqual([
      ['HF-1.1', 0, []],
      ['HF-1.2', 1, ['a.test.ts']],
      ['HF-1.10', 2, ['a.test.ts', 'b.test.ts']],
      ['HF-2.1', 0, []],
    ]);
    expect([report.covered, report.total, report.percentage]).toEqual([2, 4, 50]);
    expect(report.unknown).toEqual([{ id: 'HF-99.1', count: 1, files: ['a.test.ts'] }]);
  });
});
