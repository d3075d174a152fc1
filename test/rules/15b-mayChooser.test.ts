// Issue 22 (t15b): 「対戦相手は手札を1枚選んでトラッシュに置いてもよい。そうしなかった場合、…」 (d64 二重間諜) — the optional
// instruction is the opponent's to carry out, so the opponent decides (it was asked of the ability's controller,
// who then chose the opponent's discard). Compiled from the designer's own sentence.
import { describe, expect, it } from 'vitest';
import type { Game } from '../../src/engine/game.js';
import { hand, on, trash } from '../helpers/corpusScenario.js';
import { compileFixture } from '../helpers/fixtureCards.js';
import { act, makeGame } from '../helpers/harness.js';

const CARDS = compileFixture(
  `【セット】test
【カード】二重間諜
種別：キャラクター
コスト：3
分類：《密偵》
パワー：3000
テキスト：
  [自動]：このキャラクターが攻撃を行うたび、対戦相手は手札を1枚選んでトラッシュに置いてもよい。そうしなかった場合、あなたはカードをメインデッキから1枚引く。

【カード】見張り
種別：キャラクター
コスト：1
パワー：1000
テキスト：
  [自動]：このキャラクターが攻撃を行うたび、あなたは手札を1枚選んでトラッシュに置いてもよい。そうした場合、カードを2枚引く。
`,
  'test/fixtures/t15b-inline.hf',
).all;

/** Player 0 attacks player 1 with `attacker`; returns the pending decision after the attack trigger. */
function attackWith(g: Game, attacker: number) {
  act(g, { type: 'attack', attacker, target: { player: 1 } });
  return g.state.pending;
}

describe('「対戦相手は…てもよい」 is the opponent’s choice (HF-5.7; issue 22, t15b)', () => {
  it('the opponent is asked; discarding keeps the attacker’s player from drawing', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { battlefield: ['二重間諜'], hand: [] },
      p1: { hand: ['バニラ'] },
    });
    const spy = on(g, '二重間諜', 0);
    expect(attackWith(g, spy)).toMatchObject({ kind: 'mayDo', player: 1 });
    act(g, { type: 'mayDo', player: 1, accept: true });
    expect(g.state.pending).toMatchObject({ kind: 'choose', player: 1 });
    act(g, { type: 'choose', player: 1 });
    expect(trash(g, 1)).toEqual(['バニラ']);
    expect(hand(g, 0)).toEqual([]);
  });

  it('the opponent declines: the attacker’s player draws (「そうしなかった場合」)', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { battlefield: ['二重間諜'], hand: [] },
      p1: { hand: ['バニラ'] },
    });
    expect(attackWith(g, on(g, '二重間諜', 0))).toMatchObject({ kind: 'mayDo', player: 1 });
    act(g, { type: 'mayDo', player: 1, accept: false });
    expect(hand(g, 1)).toEqual(['バニラ']);
    expect(hand(g, 0)).toHaveLength(1);
  });

  it('an opponent with no hand who accepts discards nothing: 「そうしなかった場合」 still draws (HF-5.9; the intent: 手札が無い場合を含む)', () => {
    const g = makeGame({ cards: CARDS, p0: { battlefield: ['二重間諜'], hand: [] }, p1: { hand: [] } });
    expect(attackWith(g, on(g, '二重間諜', 0))).toMatchObject({ kind: 'mayDo', player: 1 });
    act(g, { type: 'mayDo', player: 1, accept: true });
    expect(hand(g, 0)).toHaveLength(1);
  });

  it('「…選んでトラッシュに置いてもよい。そうした場合、…」 with nothing to choose does not go on (HF-5.7)', () => {
    const g = makeGame({ cards: CARDS, p0: { battlefield: ['見張り'], hand: [] } });
    expect(attackWith(g, on(g, '見張り', 0))).toMatchObject({ kind: 'mayDo', player: 0 });
    act(g, { type: 'mayDo', player: 0, accept: true });
    expect(hand(g, 0)).toEqual([]);
  });

  it('the controller is not asked (no mayDo action of player 0)', () => {
    const g = makeGame({ cards: CARDS, p0: { battlefield: ['二重間諜'] }, p1: { hand: ['バニラ'] } });
    attackWith(g, on(g, '二重間諜', 0));
    expect(() => act(g, { type: 'mayDo', player: 0, accept: true })).toThrow(/no legal action/);
  });

  it('「あなたは…てもよい」 stays the controller’s choice', () => {
    const g = makeGame({ cards: CARDS, p0: { battlefield: ['見張り'], hand: ['バニラ'] } });
    expect(attackWith(g, on(g, '見張り', 0))).toMatchObject({ kind: 'mayDo', player: 0 });
  });
});
