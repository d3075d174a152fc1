// The destruction check's memo (src/engine/destruction.ts, p12): a check that found nothing is not repeated
// after changes of states and zone sizes only (touchState) — unless something in force reads them, as a power
// static that picks asleep characters does (HF-9.5: its power becomes 0 when it falls asleep).
import { describe, expect, it } from 'vitest';
import { inEngine } from '../../src/engine/derived.js';
import { powerReadsOnlyCore } from '../../src/engine/query.js';
import { compileFixture } from '../helpers/fixtureCards.js';
import { act, cardId, makeGame } from '../helpers/harness.js';
import { neutral } from '../helpers/neutral.js';

const CARDS = compileFixture(`【セット】test
【カード】眠りの呪い
種別：キャラクター
コスト：1
パワー：3000
テキスト：
  [自動]：あなたのスリープのキャラクターは全て、パワー-1000。

【カード】眠る兵
種別：キャラクター
コスト：1
パワー：1000
`);

describe('destruction check memo across touchState() (p12)', () => {
  it('HF-9.5 a character whose power a state-reading static lowers to 0 as it attacks is destroyed', () => {
    const g = makeGame({
      cards: CARDS.all,
      p0: { battlefield: ['眠りの呪い', '眠る兵'] },
      p1: { battlefield: [] },
    });
    const sleeper = cardId(g, '眠る兵', 0);
    expect(inEngine(g, () => powerReadsOnlyCore(g))).toBe(false); // the static reads a state
    // A first attack: checks that find nothing while only states and zone sizes change (its damage to the player)
    act(g, { type: 'attack', attacker: cardId(g, '眠りの呪い', 0), target: { player: 1 } });
    for (let i = 0; i < 20 && g.state.pending?.kind !== 'main'; i++) neutral(g);
    expect(g.state.cards[sleeper].zone).toBe('battlefield');
    act(g, { type: 'attack', attacker: sleeper, target: { player: 1 } });
    expect(g.state.cards[sleeper].zone).not.toBe('battlefield');
  });
});
