// HF-5.10: 「AとBを対象とし、それらを破壊する」 — each target is checked and acted on by itself; one that cannot be
// destroyed (or is illegal) does not stop the other (round 23: a blind judge found d93 送り火 read as a chain where
// the first target's failure stopped the second).
import { describe, expect, it } from 'vitest';
import { on, play, trash } from '../helpers/corpusScenario.js';
import { compileFixture } from '../helpers/fixtureCards.js';
import { makeGame } from '../helpers/harness.js';

const CARDS = compileFixture(
  `【セット】test
【カード】送り火
種別：コマンド
コスト：1
テキスト：
  あなたのキャラ1体と対戦相手のキャラ1体を対象とし、それらを破壊する。

【カード】不壊の番人
種別：キャラクター
コスト：1
パワー：1000
テキスト：
  [自動]：このキャラクターは破壊されない。

【カード】町人
種別：キャラクター
コスト：1
パワー：1000
`,
  'test/fixtures/hf05-10-them-inline.hf',
).all;

describe('送り火: 「あなたのキャラ1体と対戦相手のキャラ1体を対象とし、それらを破壊する」 (HF-5.10)', () => {
  it('both targets destroyed when both can be', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { hand: ['送り火'], battlefield: ['町人'], energy: 1 },
      p1: { battlefield: ['町人'] },
    });
    play(g, '送り火', [on(g, '町人', 0), on(g, '町人', 1)]);
    expect(trash(g, 0).sort()).toEqual(['町人', '送り火'].sort());
    expect(trash(g, 1)).toEqual(['町人']);
  });
  it('the first target cannot be destroyed (HF-13.5): the second is destroyed all the same', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { hand: ['送り火'], battlefield: ['不壊の番人'], energy: 1 },
      p1: { battlefield: ['町人'] },
    });
    play(g, '送り火', [on(g, '不壊の番人', 0), on(g, '町人', 1)]);
    expect(trash(g, 0)).toEqual(['送り火']);
    expect(trash(g, 1)).toEqual(['町人']);
  });
});
