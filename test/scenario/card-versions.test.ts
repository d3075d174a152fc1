// Issue 16: `hflux scenario --record` stamps the version of every card on the recorded board (`cardVersions:`);
// running the file after one of those cards changed fails before any step, naming the card and the line.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test, vi } from 'vitest';
import { cardById } from '../../generated/index.js';
import { cardHash } from '../../src/catalog/cardHash.js';
import { recordCommand } from '../../src/cli/record.js';
import type { CardDefinition } from '../../src/core/cardTypes.js';
import { deckFrom } from '../../src/deck/builtIn.js';
import * as engine from '../../src/engine/index.js';
import { loadScenario } from '../../src/scenario/load.js';
import { recordScenario } from '../../src/scenario/record.js';
import { runScenario } from '../../src/scenario/run.js';
import { ScenarioError } from '../../src/scenario/types.js';
import { randomChooser } from '../../src/sim/randomPlayer.js';
import { FIXTURE_CARDS, FIXTURE_DECKS } from '../helpers/decks.js';

const FILE = 'rec.scenario.yaml';
const library = new Map(FIXTURE_CARDS.map((c) => [c.name, c]));

function recorded(): string {
  const g = engine.createGame({ decks: [FIXTURE_DECKS.red, FIXTURE_DECKS.blue], seed: 5 });
  const choose = randomChooser(5);
  while (!(g.state.pending?.kind === 'main' && !g.state.window && g.state.chain.length === 0))
    engine.apply(g, choose(engine.legalActions(g)));
  return recordScenario(g, library, {
    name: 'rec',
    cards: ['../fixtures/fixture.hf'],
    maxSteps: 60,
    choose: randomChooser(6),
    file: FILE,
  });
}

function failure(text: string, lib: ReadonlyMap<string, CardDefinition>): ScenarioError {
  try {
    runScenario(loadScenario(text, FILE), lib);
  } catch (e) {
    if (e instanceof ScenarioError) return e;
    throw e;
  }
  throw new Error('the scenario ran');
}

describe('recorded scenarios carry card versions (issue 16)', () => {
  const text = recorded();
  const scenario = loadScenario(text, FILE);
  const versions = scenario.cardVersions ?? [];
  const red = FIXTURE_DECKS.red.main[0];

  test('the file lists every card of the board by name with its version, and replays with the same cards', () => {
    const names = [...FIXTURE_DECKS.red.main, ...FIXTURE_DECKS.red.guard, ...FIXTURE_DECKS.blue.main]
      .map((d) => d.name)
      .filter((n, i, all) => all.indexOf(n) === i);
    for (const name of names) {
      const entry = versions.find((v) => v.name === name);
      expect(entry?.hash, name).toBe(cardHash(library.get(name)!));
      expect(text.split('\n')[entry!.line - 1]).toContain(name);
    }
    expect(runScenario(scenario, library).failures).toEqual([]);
  });

  test("changing a card's power fails before any step, naming the card and its cardVersions line", () => {
    const changed = new Map(library);
    changed.set(red.name, { ...red, power: red.power * 2 });
    const e = failure(text, changed);
    const line = versions.find((v) => v.name === red.name)!.line;
    expect(e.line).toBe(line);
    expect(e.message).toContain(`${FILE}:${line}:`);
    expect(e.problem).toContain('このシナリオを記録したときからカードの定義が変わっています');
    expect(e.problem).toContain(`「${red.name}」`);
    expect(e.problem).toContain('cardVersions:');
  });

  test('a hand-written scenario (no cardVersions:) is not checked; a malformed version is a file error', () => {
    const withoutVersions = text.replace(/^cardVersions:\n(?: {2}.*\n)+/m, '');
    expect(withoutVersions).not.toContain('cardVersions');
    const changed = new Map(library);
    changed.set(red.name, { ...red, text: `${red.text}。` });
    expect(() => runScenario(loadScenario(withoutVersions, FILE), changed)).not.toThrow();
    const bad = text.replace(`${red.name}: ${cardHash(red)}`, `${red.name}: 12345`);
    expect(() => loadScenario(bad, FILE)).toThrowError(/版は16桁の16進数です/);
  });
});

describe('hflux scenario --record --from an old save (issue 16)', () => {
  test('a save made with another version of a card is refused in one line naming the card, exit 2', async () => {
    const g = engine.createGame({ decks: [deckFrom('guren-aggro'), deckFrom('soukyu-knights')], seed: 2 });
    const choose = randomChooser(2);
    while (!(g.state.pending?.kind === 'main' && !g.state.window && g.state.chain.length === 0))
      engine.apply(g, choose(engine.legalActions(g)));
    const save = JSON.parse(engine.serialize(g)) as { cardVersions: Record<string, string> };
    const id = Object.keys(save.cardVersions)[0];
    save.cardVersions[id] = 'ffffffffffffffff'; // saved when the card was another one
    const dir = mkdtempSync(join(tmpdir(), 'hflux-old-save-'));
    try {
      const from = join(dir, 'old.json');
      writeFileSync(from, JSON.stringify(save));
      const err: string[] = [];
      vi.spyOn(console, 'error').mockImplementation((s: string) => void err.push(s));
      const code = await recordCommand({
        out: join(dir, 'x.scenario.yaml'),
        from,
        seed: 1,
        steps: 5,
        turn: 1,
      });
      vi.restoreAllMocks();
      expect(code).toBe(2);
      expect(err).toEqual([
        expect.stringMatching(
          /^hflux scenario --record: この保存データを作ったときからカードの定義が変わっています：/,
        ),
      ]);
      expect(err[0]).toContain(`「${cardById(id)!.name}」`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
