// perf14 (issue 25): guards any memo of a play's legal targets (tried: per card id, kept per coreEpoch and the
// count of battlefield sleep writes, ff0c61d3; reverted, below the bench's resolution). A character falling
// asleep is touchState(), not a new coreEpoch: a filter on a state (「スリープの」, HF-3.2) must still see it.
// With the memo keyed on coreEpoch alone this test fails (tried).
import { describe, expect, it } from 'vitest';
import { inEngine, touchState } from '../../src/engine/derived.js';
import { legalActions } from '../../src/engine/index.js';
import { writeSleep } from '../../src/engine/trail.js';
import { compileFixture } from '../helpers/fixtureCards.js';
import { cardId, makeGame } from '../helpers/harness.js';

const CARDS = compileFixture(`【セット】test
【カード】眠りへの一撃
種別：コマンド
コスト：0
テキスト：
  対戦相手のスリープのキャラクター1体を対象とし、それを破壊する。

【カード】狙い撃ち
種別：コマンド
コスト：0
テキスト：
  対戦相手のキャラクター1体を対象とし、それを破壊する。

【カード】眠る兵
種別：キャラクター
コスト：1
パワー：1000
`);

function playTargets(g: ReturnType<typeof makeGame>, card: number): number[][] {
  return legalActions(g)
    .filter((a) => a.type === 'play' && a.card === card)
    .map((a) => (a as { targets: number[] }).targets);
}

describe('play targets after a state change in the same coreEpoch (perf14)', () => {
  it('HF-5.4, HF-3.2 a target filter on a state sees a character fall asleep in the same coreEpoch', () => {
    const g = makeGame({
      cards: CARDS.all,
      p0: { hand: ['眠りへの一撃', '狙い撃ち'] },
      p1: { battlefield: ['眠る兵'] },
    });
    const sleepy = cardId(g, '眠りへの一撃', 0);
    const any = cardId(g, '狙い撃ち', 0);
    const target = cardId(g, '眠る兵', 1);
    expect(playTargets(g, sleepy)).toEqual([]); // HF-5.4: no asleep character, no play
    expect(playTargets(g, any)).toEqual([[target]]);
    const core = g.derived!.coreEpoch;
    // What the engine does when a character falls asleep (an attack, a sleep cost): the writer, then touchState()
    inEngine(g, () => {
      writeSleep(g, g.state.cards[target], true);
      touchState(g);
    });
    expect(g.derived!.coreEpoch).toBe(core); // a memo keyed on coreEpoch would still hold its list here
    expect(playTargets(g, sleepy)).toEqual([[target]]);
    expect(playTargets(g, any)).toEqual([[target]]);
    inEngine(g, () => {
      writeSleep(g, g.state.cards[target], false);
      touchState(g);
    });
    expect(playTargets(g, sleepy)).toEqual([]);
  });
});
