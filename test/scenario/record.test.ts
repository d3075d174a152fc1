import { describe, expect, it } from 'vitest';
import * as engine from '../../src/engine/index.js';
import { createGame, serialize } from '../../src/engine/index.js';
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
