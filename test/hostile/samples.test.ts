// hi10 findings 3 and 4: a sim sample is untrusted input (issue 16: it replays only on the cards it was made
// with). A sample whose cardVersions lacks cards — `{}`, or only a `"__proto__"` key, which the schema drops —
// replayed unchecked on whatever the cards are now; a sample whose deck breaks HF-1.1 was refused without
// naming its file.
import { describe, expect, it } from 'vitest';
import { cardById } from '../../generated/index.js';
import { loadMatchups } from '../../src/sim/matchups.js';
import { runSim } from '../../src/sim/run.js';
import { SampleError, formatSample, parseSample, replaySample, sampleOf } from '../../src/sim/sample.js';

const SPEC = {
  decks: ['guren-aggro', 'soukyu-knights'] as [string, string],
  bots: ['random', 'random'] as [string, string],
  games: 1,
};

function refusal(text: string): SampleError {
  try {
    replaySample(parseSample(text, 'x.sample.json'), cardById, 'x.sample.json');
  } catch (e) {
    if (e instanceof SampleError) return e;
    throw e;
  }
  throw new Error('the sample was replayed');
}

describe('sim --replay of a tampered sample (hi10)', async () => {
  const [records] = await runSim({ matchups: [SPEC], seed: 3, workers: 1, samples: 1 });
  const [loaded] = loadMatchups([SPEC]);
  const sample = sampleOf(SPEC, loaded, records[0], 3);
  const edited = (change: (raw: Record<string, unknown>) => void) => {
    const raw = JSON.parse(formatSample(sample));
    change(raw);
    return JSON.stringify(raw);
  };

  it('replays the untouched sample', () => {
    expect(replaySample(parseSample(formatSample(sample), 'x'), cardById, 'x').state.result).not.toBeNull();
  });

  it.each([
    ['no versions', '{}'],
    ['only "__proto__"', '{"__proto__":{"starter/村の衛兵":"0000000000000000"}}'],
  ])(
    'cardVersions with %s is refused, naming the cards without a version (HF-1: the same cards)',
    (_, json) => {
      const text = edited((raw) => {
        raw.cardVersions = '@';
      }).replace('"@"', json);
      const error = refusal(text);
      expect(error.message).toMatch(/^x\.sample\.json: cardVersions にカードの版がありません（starter\//);
      expect(error.english).toContain('cardVersions lacks the version of starter/');
    },
  );

  it('one card without its version is refused, naming that card', () => {
    const id = sample.lists[1].guard[0];
    const error = refusal(edited((raw) => delete (raw.cardVersions as Record<string, string>)[id]));
    expect(error.message).toContain(`cardVersions にカードの版がありません（${id}）`);
  });

  it('a deck the rules refuse (HF-1.1) is a SampleError naming the file', () => {
    const error = refusal(edited((raw) => ((raw.lists as { main: string[] }[])[0].main = [])));
    expect(error.message).toMatch(/^x\.sample\.json: .*HF-1\.1 メインデッキが0枚です/);
    expect(error.english).toMatch(/^x\.sample\.json: HF-1\.1 /);
  });
});
