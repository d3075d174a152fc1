import { describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import * as engine from '../../src/engine/index.js';
import { createGame, serialize } from '../../src/engine/index.js';
import { buildScenarioGame } from '../../src/scenario/build.js';
import { setupOf } from '../../src/scenario/emit.js';
import { scenarioLibrary } from '../../src/scenario/library.js';
import { loadScenario } from '../../src/scenario/load.js';
import { recordScenario } from '../../src/scenario/record.js';
import { runScenario } from '../../src/scenario/run.js';
import { randomChooser } from '../../src/sim/randomPlayer.js';
import { FIXTURE_CARDS, FIXTURE_DECKS } from '../helpers/decks.js';

const library = new Map(FIXTURE_CARDS.map((c) => [c.name, c]));

function gameAtFirstMain(seed: number) {
  const g = createGame({ decks: [FIXTURE_DECKS.red, FIXTURE_DECKS.blue], seed });
  const choose = randomChooser(seed);
  while (!(g.state.pending?.kind === 'main' && !g.state.window && g.state.chain.length === 0)) {
    engine.apply(g, choose(engine.legalActions(g)));
  }
  return g;
}

describe('hflux scenario --record', () => {
  for (const seed of [2, 5, 9]) {
    it(`a bot game from seed ${seed} becomes a scenario that replays to the same end`, () => {
      const start = gameAtFirstMain(seed);
      const text = recordScenario(start, library, {
        name: 'rec',
        cards: ['../fixtures/fixture.hf'],
        maxSteps: 400,
        choose: randomChooser(seed + 1),
        file: 'rec.scenario.yaml',
      });
      const scenario = loadScenario(text, 'rec.scenario.yaml');
      expect(scenario.steps.length).toBeGreaterThan(10);
      const result = runScenario(scenario, library);
      expect(result.failures).toEqual([]);
      expect(scenario.expect.length).toBe(1);
    });
  }

  it('a saved game in the middle of a window cannot become a setup, and says why', () => {
    const g = gameAtFirstMain(4);
    const attack = engine.legalActions(g).find((a) => a.type === 'attack' || a.type === 'play');
    if (!attack) return;
    engine.apply(g, attack);
    const saved = engine.deserialize(serialize(g), FIXTURE_CARDS);
    expect(() =>
      recordScenario(saved, library, {
        name: 'x',
        cards: ['../fixtures/fixture.hf'],
        maxSteps: 1,
        choose: randomChooser(1),
        file: 'x',
      }),
    ).toThrowError(/何も待機していない時点/);
  });
});

describe('setupOf: blank energies', () => {
  it('a setup with energies given as counts is written back as counts and loads to the same energies', () => {
    const file = 'test/scenarios/blank.scenario.yaml';
    const text = `cards: [../fixtures/fixture.hf]
setup:
  phase: main
  players:
    A:
      hand: [学徒]
      energy: { cards: [学徒], active: 2, asleep: 1 }
    B:
      energy: 2
steps: []
`;
    const lib = scenarioLibrary(file, ['../fixtures/fixture.hf']);
    const { game } = buildScenarioGame(loadScenario(text, file), lib);
    const written = stringify({ cards: ['../fixtures/fixture.hf'], setup: setupOf(game), steps: [] });
    const again = buildScenarioGame(loadScenario(written, file), lib).game;
    const energies = (g: typeof game, p: 0 | 1) =>
      g.state.players[p].energy
        .map((id) => `${g.defs.get(g.state.cards[id].def)?.name}:${g.state.cards[id].sleep}`)
        .sort();
    for (const p of [0, 1] as const) expect(energies(again, p)).toEqual(energies(game, p));
    expect(energies(game, 0)).toEqual([
      'エネルギー:false',
      'エネルギー:false',
      'エネルギー:true',
      '学徒:false',
    ]);
  });
});
