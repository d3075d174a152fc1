// nc7: with one legal target the engine chooses it itself (docs/engine.md: a decision with one possible answer
// is not asked), so a `targets` step then has nothing to answer: the runner says so, instead of 「the engine
// asks B for window … but the scenario gives none」.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runScenarioFile } from '../../src/scenario/batch.js';
import { formatFailure } from '../../src/scenario/report.js';

const scenario = (
  battlefield: string,
  targetsStep: string,
  buffed = 'A:紅蓮の戦鼓手, power: 4000',
) => `name: 紅蓮の戦鼓手 — 対象が1体だけ
setup:
  turn: 3
  turnPlayer: A
  phase: energy
  players:
    A:
      battlefield: [${battlefield}]
      guardDeck: [村の衛兵, 村の衛兵]
      mainDeck: [旅の学徒]
    B:
      guardDeck: [村の衛兵, 村の衛兵]
steps:
  - "A: energy skip"
  - "B: pass"
  - "A: pass"
${targetsStep}
expect:
  - card: { ref: ${buffed} }
`;

function outcome(text: string): string {
  const r = runScenarioFile('test/scenarios/only-target.scenario.yaml', () => text);
  if ('error' in r) return `ERROR ${r.error.message}`;
  return r.result.failures.map(formatFailure).join('\n\n');
}

describe('a targets step when the engine chose the only legal target itself (nc7)', () => {
  it('without the step the scenario passes: the only target was chosen automatically', () => {
    expect(outcome(scenario('紅蓮の戦鼓手', ''))).toBe('');
  });

  it('with it, the failure says the engine chose the only target and the step is to be deleted', () => {
    const text = outcome(scenario('紅蓮の戦鼓手', '  - "A: targets 紅蓮の戦鼓手"'));
    expect(text).toContain(
      'step 4: 「A: targets 紅蓮の戦鼓手」：エンジンは今、自動能力の対象を尋ねていません',
    );
    expect(text).toContain('エンジンはそれを自動で選び、尋ねません');
    expect(text).toContain('このステップを消してください');
    expect(text).not.toContain('このステップは A のものです');
    // docs/scenarios.md quotes the message as it is printed (up to its 「…」)
    const doc = readFileSync(join(import.meta.dirname, '..', '..', 'docs/scenarios.md'), 'utf8').replace(
      /\n/g,
      '',
    );
    const quoted = /「(「A: targets 紅蓮の戦鼓手」：.*?)…/.exec(doc);
    expect(quoted).not.toBeNull();
    expect(text).toContain(quoted![1]);
  });

  it('with two legal targets the engine asks, and the step answers', () => {
    expect(
      outcome(scenario('紅蓮の戦鼓手, 村の衛兵', '  - "A: targets 村の衛兵"', 'A:村の衛兵#1, power: 3000')),
    ).toBe('');
  });
});
