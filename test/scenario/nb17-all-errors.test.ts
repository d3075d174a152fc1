// nb17: a scenario file reports every mistake at once (as `hflux check` and `deck check` do), each at its own
// line, and stops before playing; a file with one mistake says exactly what it said before.
import { describe, expect, test } from 'vitest';
import { runScenarioFile } from '../../src/scenario/batch.js';
import { errorsOf } from '../../src/scenario/types.js';

const FILE = 'test/scenarios/nb17.scenario.yaml';

const errorsOfText = (text: string) => {
  const outcome = runScenarioFile(FILE, () => text);
  if (!('error' in outcome)) throw new Error('expected an ERROR');
  return errorsOf(outcome.error).map((e) => [e.line, e.problem] as const);
};

describe('every mistake of a scenario file at once', () => {
  test('a misspelt key, a bad value, an unknown card, a bad verb and a bad zone: five lines', () => {
    const errors = errorsOfText(`name: five mistakes
setup:
  players:
    A:
      handd: [紅蓮の剣士]
      hand: [紅蓮の剣土]
      energy: two
    B: {}
steps:
  - "A: plya 紅蓮の剣士"
expect:
  - zone: { player: A, zone: hands, count: 0 }
`);
    expect(errors.map(([line]) => line)).toEqual([5, 6, 7, 10, 12]);
    expect(errors[0][1]).toContain('不明なキー「handd」（もしかして「hand」？）');
    expect(errors[1][1]).toContain('不明なカード「紅蓮の剣土」（「紅蓮の剣聖」のことですか？）');
    expect(errors[2][1]).toContain('setup.players.A.energy は数');
    expect(errors[3][1]).toContain('step 1: 不明な動作「plya」（もしかして「play」？）');
    expect(errors[4][1]).toContain('不明な領域「hands」（もしかして「hand」？）');
  });

  test('without a mistake in the text: every unknown card and the steps’ syntax, before playing', () => {
    const errors = errorsOfText(`setup:
  players:
    A:
      hand: [紅蓮の剣土]
      trash: [剛腕の闘土]
    B: {}
steps:
  - "A: plya 紅蓮の剣士"
`);
    expect(errors.map(([line]) => line)).toEqual([4, 5, 8]);
  });

  test('one mistake: one error, its message as before', () => {
    const outcome = runScenarioFile(FILE, () => 'setup:\n  players:\n    A:\n      handd: []\n    B: {}\n');
    if (!('error' in outcome)) throw new Error('expected an ERROR');
    expect(errorsOf(outcome.error)).toHaveLength(1);
    expect(outcome.error.message).toBe(
      `${FILE}:4: 不明なキー「handd」（もしかして「hand」？）（使えるキー: hand, mainDeck, guardDeck, energy, trash, damageField, extraDeck, excluded, battlefield, marker, kuusou）`,
    );
  });
});
