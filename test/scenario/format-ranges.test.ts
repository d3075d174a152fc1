// issue 21: the scenario format's numbers and YAML mistakes. `damage:` is the damage taken this turn in the
// game's own units (HF-9.4); `rng:` is a xoroshiro128+ state and `seed:` a 32-bit seed, both range-checked;
// a YAML mistake is reported at the yaml library's own line and column.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadScenario } from '../../src/scenario/load.js';
import { ScenarioError } from '../../src/scenario/types.js';

const FILE = 'test/scenarios/x.scenario.yaml';

function loadError(text: string): ScenarioError | undefined {
  try {
    loadScenario(text, FILE);
  } catch (e) {
    if (e instanceof ScenarioError) return e;
    throw e;
  }
  return undefined;
}

const board = (top: string, setup = '', b = '      battlefield: [学徒]') =>
  `cards: [../fixtures/fixture.hf]\n${top}setup:\n${setup}  players:\n    B:\n${b}\n`;

describe('setup damage: in the game units (HF-9.4)', () => {
  it('HF-9.4 damage: 1000 and damage: 2000 load as written', () => {
    for (const n of [1000, 2000, 999_999]) {
      const s = loadScenario(board('', '', `      battlefield: [{ card: 学徒, damage: ${n} }]`), FILE);
      expect(s.setup.players.B.battlefield[0].damage).toBe(n);
    }
  });

  it.each(['-1', '1000000', '1.5'])('HF-9.4 damage: %s is an error at its line', (n) => {
    const e = loadError(board('', '', `      battlefield: [{ card: 学徒, damage: ${n} }]`));
    expect(e?.line).toBe(5);
    expect(e?.message).toContain('damage');
  });
});

describe('rng: and seed: are range-checked (HF-16.9: the generator decides every shuffle)', () => {
  it.each([
    ['rng: [1]', '  rng: [1]\n', 'の整数4つで書いてください'],
    ['rng: [0, 0, 0, 0]', '  rng: [0, 0, 0, 0]\n', 'すべて0の状態は使えません'],
    ['rng: [1, 2, 3, 4294967296]', '  rng: [1, 2, 3, 4294967296]\n', 'の整数4つで書いてください'],
    ['rng: [1, 2, 3, x]', '  rng: [1, 2, 3, x]\n', 'の整数4つで書いてください'],
  ])('HF-16.9 %s is refused at its line', (_label, setup, says) => {
    const e = loadError(board('', setup));
    expect(e?.line).toBe(3);
    expect(e?.message).toContain('setup.rng（乱数生成器の状態）');
    expect(e?.message).toContain(says);
  });

  it('HF-16.9 a recorded state and a negative word (signed 32-bit) load', () => {
    const s = loadScenario(board('', '  rng: [-1, 2147483647, -2147483648, 4294967295]\n'), FILE);
    expect(s.setup.rng).toEqual([-1, 2147483647, -2147483648, 4294967295]);
  });

  it.each(['1e300', '-1', '4294967296', '1.5'])('HF-16.9 seed: %s is refused at its line', (n) => {
    const e = loadError(board(`seed: ${n}\n`));
    expect(e?.line).toBe(2);
    expect(e?.message).toContain('seed');
  });

  it('HF-16.9 seed: 0 and seed: 4294967295 load', () => {
    expect(loadScenario(board('seed: 0\n'), FILE).seed).toBe(0);
    expect(loadScenario(board('seed: 4294967295\n'), FILE).seed).toBe(4294967295);
  });
});

describe('a YAML mistake is reported at its own line and column', () => {
  it('a duplicate key on line 6', () => {
    const text = 'cards: [starter]\nsetup:\n  turn: 3\n  players:\n    B: {}\n  turn: 4\n';
    const e = loadError(text);
    expect(e?.message).toBe(
      `${FILE}:6: YAML の構文エラー（3列目）: 同じキーが2回書かれています`, // no English in it (nc8 finding 11)
    );
  });

  it('a key indented one space too few: the column where its text starts, and the line before (nc8 finding 12)', () => {
    const text = [
      'name: t3',
      'cards: [starter]',
      'setup:',
      '  turn: 3',
      '  players:',
      '    A:',
      '      battlefield: [村の衛兵]',
      '      hand: []',
      '     energy: 2',
      'steps: []',
      '',
    ].join('\n');
    const e = loadError(text);
    const said =
      ':9: YAML の構文エラー（6列目）: 字下げが合いません（この行は6列目から、前の行は7列目から始まっています。同じ階層のキーは同じ列に揃えてください）';
    expect(e?.message).toBe(`${FILE}${said}`);
    // docs/scenarios.md shows this message as it is
    const doc = readFileSync(join(import.meta.dirname, '..', '..', 'docs/scenarios.md'), 'utf8').replace(
      /\n/g,
      ' ',
    );
    expect(doc).toContain(`\`x.scenario.yaml${said}\``);
  });

  /** A 21-line file whose line 21 is `bad`. */
  const line21 = (bad: string) => {
    const lines = ['name: x', 'setup:', '  players:', '    A:', '      hand: []', 'steps:'];
    while (lines.length < 20) lines.push(`  - "A: end" # ${lines.length + 1}`);
    return `${[...lines, bad].join('\n')}\n`;
  };

  it('a bad line 21 (a key inside a list of steps)', () => {
    const e = loadError(line21('  steps: 1'));
    expect(e?.line).toBe(21);
    expect(e?.message).toMatch(/^test\/scenarios\/x\.scenario\.yaml:21: YAML の構文エラー（\d+列目）/);
  });

  it('an unclosed list: at the line of its 「[」 (nb17: not where the yaml library gives up), naming the missing ]', () => {
    const e = loadError('steps: ["A: end"\nexpect: []\n');
    expect(e?.line).toBe(1);
    expect(e?.message).toContain('閉じる「]」がありません'); // in Japanese (nc8 finding 11)
    expect(e?.message.split(': ').slice(1).join(': ')).not.toMatch(/[a-z]{3}/);
  });

  it('a tab used as indentation', () => {
    const e = loadError('setup:\n  players:\n\tA: {}\n');
    expect(e?.line).toBe(3);
  });
});
