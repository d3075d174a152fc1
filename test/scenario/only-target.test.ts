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

// nc9 finding 4: 「…を1枚選び」 is a choice inside the effect (the engine asks `choose`), not a target: a
// `targets` step there was told 「このステップを消してください」, which only fails at the next step. The failure
// now gives the step to write instead, and that step passes.
describe('a targets step where the engine asks a choice inside the effect (nc9)', () => {
  const choice = (step: string) => `name: 月詠の巫女 — 選ぶのは対象ではない
cards: [kuon]
setup:
  turn: 3
  players:
    A:
      hand: [月詠の巫女]
      energy: 2
      trash: [狐火の式神, 狐火の式神]
      guardDeck: [狐火の式神]
    B:
      guardDeck: [狐火の式神]
steps:
  - "A: play 月詠の巫女"
  - "B: pass"
  - "A: pass"
  - "${step}"
expect:
  - zone: { player: A, zone: hand, count: 1 }
`;

  it('says to write choose, and the choose step passes', () => {
    const text = outcome(choice('A: targets 狐火の式神'));
    expect(text).toContain(
      'step 4: 「A: targets 狐火の式神」：エンジンが今 A に尋ねているのは効果の中の選択（choose：「…を選び」、対象ではない）で、自動能力の対象ではありません。このステップを「A: choose 狐火の式神」に書き換えてください',
    );
    expect(text).not.toContain('このステップを消してください');
    expect(outcome(choice('A: choose 狐火の式神'))).toBe('');
    // docs/scenarios.md quotes it
    const doc = readFileSync(join(import.meta.dirname, '..', '..', 'docs/scenarios.md'), 'utf8').replace(
      /\n/g,
      '',
    );
    const quoted = /「(エンジンが今 A に尋ねているのは効果の中の選択.*?)」\./.exec(doc);
    expect(quoted).not.toBeNull();
    expect(text).toContain(quoted![1]);
  });
});
