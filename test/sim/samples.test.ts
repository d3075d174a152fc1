// Sim samples (issue 16): a sim keeps its first games as replays stamped with the version of every card of
// both decks. A sample replays to the same end with the same cards, whatever the worker count that made it;
// after a card has changed it is refused, naming the card (Japanese, English with --lang en).
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test, vi } from 'vitest';
import { cardById } from '../../generated/index.js';
import { cardHash } from '../../src/catalog/cardHash.js';
import { simCommand } from '../../src/cli/sim.js';
import { loadMatchups } from '../../src/sim/matchups.js';
import { runSim } from '../../src/sim/run.js';
import { SampleError, formatSample, parseSample, replaySample, sampleOf } from '../../src/sim/sample.js';

const SPEC = {
  decks: ['guren-aggro', 'soukyu-knights'] as [string, string],
  bots: ['random', 'random'] as [string, string],
  games: 3,
};
const dir = mkdtempSync(join(tmpdir(), 'hflux-samples-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('sim samples', async () => {
  const [one] = await runSim({ matchups: [SPEC], seed: 5, workers: 1, samples: 2 });
  const [two] = await runSim({ matchups: [SPEC], seed: 5, workers: 2, samples: 2 });
  const [loaded] = loadMatchups([SPEC]);
  const sample = sampleOf(SPEC, loaded, one[1], 5);
  const text = formatSample(sample);

  test('the first games keep their actions, the same for 1 and 2 workers; the others keep none', () => {
    expect(one.map((r) => r.actions !== undefined)).toEqual([true, true, false]);
    expect(two[0].actions).toEqual(one[0].actions);
    expect(two[1].actions).toEqual(one[1].actions);
  });

  test('a sample lists the version of every card of both decks and replays to the recorded end', () => {
    const ids = new Set(sample.lists.flatMap((l) => [...l.main, ...l.guard, ...l.extra]));
    expect(Object.keys(sample.cardVersions).sort()).toEqual([...ids].sort());
    for (const [id, hash] of Object.entries(sample.cardVersions)) expect(hash).toBe(cardHash(cardById(id)!));
    const parsed = parseSample(text, 'g.sample.json');
    expect(parsed).toEqual(sample);
    const game = replaySample(parsed, cardById, 'g.sample.json');
    expect(game.state.result?.winner).toBe(one[1].winner);
    expect(game.state.turn).toBe(one[1].turns);
    expect(text.split('\n').filter((l) => l.startsWith('    {"type":'))).toHaveLength(sample.actions.length);
  });

  test('a changed card refuses the replay, naming it', () => {
    const id = sample.lists[0].main[0];
    const changed = (x: string) =>
      x === id ? { ...cardById(x)!, power: cardById(x)!.power * 2 } : cardById(x);
    let error: SampleError | undefined;
    try {
      replaySample(sample, changed, 'g.sample.json');
    } catch (e) {
      error = e as SampleError;
    }
    expect(error).toBeInstanceOf(SampleError);
    const name = cardById(id)!.name;
    expect(error!.message).toContain(`このサンプルを作ったときからカードの定義が変わっています：「${name}」`);
    expect(error!.english).toContain(`cards have changed since the sample was made: 「${name}」`);
  });

  test('a file that is not a sample names the file and the field', () => {
    const { actions: _a, ...noActions } = sample;
    expect(() => parseSample(JSON.stringify(noActions), 'x.json')).toThrowError(/x\.json: .*actions/);
    expect(() => parseSample('{', 'x.json')).toThrowError(/x\.json: JSON ではありません/);
  });

  test('hflux sim --replay: the replay, or one line in English with --lang en when a card changed', async () => {
    const good = join(dir, 'good.sample.json');
    writeFileSync(good, text);
    const tampered = join(dir, 'old.sample.json');
    const old = JSON.parse(text);
    const id = sample.lists[1].main[0];
    old.cardVersions[id] = '0000000000000000'; // as if the card had been another one when the sim ran
    writeFileSync(tampered, JSON.stringify(old));
    const out: string[] = [];
    const err: string[] = [];
    vi.spyOn(console, 'log').mockImplementation((s: string) => void out.push(s));
    vi.spyOn(console, 'error').mockImplementation((s: string) => void err.push(s));
    const options = { decks: [], bots: ['random'], games: 1, seed: 1, workers: 1 };
    expect(await simCommand({ ...options, replay: good, quiet: true })).toBe(0);
    expect(out.join('\n')).toMatch(/結果：.*／\d+ターン、\d+回の決定/);
    expect(await simCommand({ ...options, replay: tampered, lang: 'en' })).toBe(2);
    expect(err).toEqual([
      expect.stringContaining(`cards have changed since the sample was made: 「${cardById(id)!.name}」`),
    ]);
    vi.restoreAllMocks();
    expect(readFileSync(tampered, 'utf8')).toContain('0000000000000000');
  });
});
