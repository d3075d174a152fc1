// Issue 22 (round-20 held-out review, d82 追徴課税): 「そのキャラクターのプレイヤーは、エネルギーコスト2を支払ってもよい。
// そうしなかった場合、そのキャラクターを破壊する。」 — the player the sentence names through a card (the target's
// controller) decides whether they pay, as in 「対戦相手は…支払ってもよい」 (HF-5.3 paying energy, HF-5.9 an optional
// instruction is its doer's; codegen/dsl/lower/mayChooser.ts). It used to be the command's player's choice, so the
// caster could "decide" the opponent's payment. Not paying, or being unable to pay, destroys the target.
import { describe, expect, it } from 'vitest';
import { activeEnergy, on, settle } from '../helpers/corpusScenario.js';
import { compileFixture } from '../helpers/fixtureCards.js';
import { act, cardId, makeGame } from '../helpers/harness.js';

const CARDS = compileFixture(
  `【セット】test
【カード】追徴
種別：コマンド
コスト：3
テキスト：
  対戦相手のキャラクター一体を対象とする。そのキャラクターのプレイヤーは、エネルギーコスト2を支払ってもよい。そうしなかった場合、そのキャラクターを破壊する。
`,
  'test/fixtures/lead20-inline.hf',
).all;

const cast = (p1Energy: number) => {
  const g = makeGame({
    cards: CARDS,
    p0: { hand: ['追徴'], energy: 3 },
    p1: { battlefield: ['バニラ'], energy: p1Energy },
  });
  const target = on(g, 'バニラ', 1);
  act(g, { type: 'play', player: 0, card: cardId(g, '追徴', 0), targets: [target] });
  settle(g, {}, ['main', 'mayDo']);
  return { g, target };
};

describe('「そのキャラクターのプレイヤーは…支払ってもよい。そうしなかった場合、…」: the named player decides (HF-5.9)', () => {
  it('the target’s controller, not the caster, owes the decision', () => {
    const { g } = cast(2);
    expect(g.state.pending).toMatchObject({ kind: 'mayDo', player: 1 });
  });
  it('paying: two of their energy go to sleep and the target stays', () => {
    const { g, target } = cast(2);
    settle(g, { may: [true] });
    expect(activeEnergy(g, 1)).toBe(0);
    expect(g.state.cards[target].zone).toBe('battlefield');
  });
  it('declining: the target is destroyed and no energy is paid', () => {
    const { g, target } = cast(2);
    settle(g, { may: [false] });
    expect(activeEnergy(g, 1)).toBe(2);
    expect(g.state.cards[target].zone).toBe('trash');
  });
  it('unable to pay (one energy): accepting pays nothing and the target is destroyed', () => {
    const { g, target } = cast(1);
    settle(g, { may: [true] });
    expect(g.state.cards[target].zone).toBe('trash');
  });
});
