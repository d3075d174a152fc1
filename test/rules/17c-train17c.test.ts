// Issue 22 (t17c, seventeenth round): cards of the d72 train half (a yokai night market) that compile through
// codegen/dsl/designerWordsTrain17c.ts, played in the engine (compiled inline from the designer's own sentences):
// each behaves as its 「# 意図」 says.
import { describe, expect, it } from 'vitest';
import { attach } from '../../src/engine/zones.js';
import { activeEnergy, hand, handSize, on, play, settle, trash } from '../helpers/corpusScenario.js';
import { compileFixture } from '../helpers/fixtureCards.js';
import { act } from '../helpers/harness.js';
import { cardId, makeGame, power } from '../helpers/harness.js';

const CARDS = compileFixture(
  `【セット】test
【カード】灯消し
種別：コマンド
コスト：2
テキスト：
  セットカード1枚を対象とし、それをトラッシュに置く。その後、それが《呪い》か《借財》を持っていた場合、あなたはカードを1枚引く。

【カード】値切り交渉
種別：コマンド
コスト：2
テキスト：
  対戦相手のキャラクター一体を対象とする。対戦相手は手札を1枚トラッシュに置いてもよい。置かなかった場合、ターン終了時まで、そのキャラクターのパワーを-3000する。

【カード】借用書
種別：セット
コスト：1
分類：《借財》
パワー：-1000
テキスト：
  [自動]：このキャラクターが攻撃を行うたび、このキャラクターのプレイヤーは手札を1枚トラッシュに置いてもよい。置かなかった場合、このキャラクターを破壊する。

【カード】夜市の大売り出し
種別：コマンド
コスト：3
テキスト：
  あなたはカードを3枚引く。その後、あなたは手札を2枚選び、トラッシュに置く。そうしたら、その中にコマンドカードがある場合、あなたのエネルギーを1枚アクティブにする。

【カード】五寸釘
種別：セット
コスト：1
分類：《呪い》
パワー：-1000

【カード】金棒
種別：セット
コスト：1
分類：《鬼》
パワー：+1000

【カード】鉄
種別：キャラクター
コスト：1
パワー：4000
`,
  'test/fixtures/t17c-train-inline.hf',
).all;

describe('灯消し: 「それをトラッシュに置く。その後、それが《呪い》か《借財》を持っていた場合、…」 (HF-5.7)', () => {
  const game = (setCard: string) => {
    const g = makeGame({
      cards: CARDS,
      p0: { hand: ['灯消し'], main: ['鉄', '鉄'], energy: 2 },
      p1: { battlefield: ['鉄'], hand: [setCard] },
    });
    const host = on(g, '鉄', 1);
    const set = cardId(g, setCard, 1);
    attach(g, set, host);
    return { g, set };
  };
  it('a trashed 《呪い》 set card: its player draws one', () => {
    const { g, set } = game('五寸釘');
    play(g, '灯消し', [set]);
    expect(g.state.cards[set].zone).toBe('trash');
    expect(handSize(g, 0)).toBe(1);
    expect(hand(g, 0)).toEqual(['鉄']);
  });
  it('a trashed set card with neither trait: no draw', () => {
    const { g, set } = game('金棒');
    play(g, '灯消し', [set]);
    expect(g.state.cards[set].zone).toBe('trash');
    expect(handSize(g, 0)).toBe(0);
  });
});

describe('値切り交渉: 「対戦相手は手札を1枚トラッシュに置いてもよい。置かなかった場合、…」 (HF-5.9)', () => {
  const game = (p1Hand: string[]) => {
    const g = makeGame({
      cards: CARDS,
      p0: { hand: ['値切り交渉'], energy: 2 },
      p1: { battlefield: ['鉄'], hand: p1Hand },
    });
    return { g, target: on(g, '鉄', 1) };
  };
  it('the opponent decides; declining: the target gets -3000 until the end of the turn', () => {
    const { g, target } = game(['金棒']);
    act(g, { type: 'play', player: 0, card: cardId(g, '値切り交渉', 0), targets: [target] });
    settle(g, {}, ['main', 'mayDo']);
    expect(g.state.pending).toMatchObject({ kind: 'mayDo', player: 1 });
    settle(g, { may: [false] });
    expect(power(g, target)).toBe(1000);
    expect(hand(g, 1)).toEqual(['金棒']);
  });
  it('putting a card from the hand into the trash: nothing else happens', () => {
    const { g, target } = game(['金棒']);
    play(g, '値切り交渉', [target], { may: [true] });
    expect(trash(g, 1)).toEqual(['金棒']);
    expect(power(g, target)).toBe(4000);
  });
  it('with an empty hand the opponent cannot put one: -3000 (the intent: 手札0枚なら置けない)', () => {
    const { g, target } = game([]);
    play(g, '値切り交渉', [target], { may: [true] });
    expect(power(g, target)).toBe(1000);
  });
});

describe('借用書: 「このキャラクターのプレイヤーは手札を1枚トラッシュに置いてもよい。置かなかった場合、このキャラクターを破壊する」', () => {
  const game = (p0Hand: string[]) => {
    const g = makeGame({ cards: CARDS, p0: { battlefield: ['鉄'], hand: p0Hand }, p1: { hand: ['借用書'] } });
    const host = on(g, '鉄', 0);
    attach(g, cardId(g, '借用書', 1), host);
    act(g, { type: 'attack', attacker: host, target: { player: 1 } });
    settle(g, {}, ['main', 'defense', 'mayDo']);
    return { g, host };
  };
  it('the host’s player (not the set card’s) decides when the host attacks; declining destroys the host', () => {
    const { g, host } = game(['金棒']);
    expect(g.state.pending).toMatchObject({ kind: 'mayDo', player: 0 });
    settle(g, { may: [false] });
    expect(g.state.cards[host].zone).toBe('trash');
  });
  it('a card put from the hand into the trash keeps the host', () => {
    const { g, host } = game(['金棒']);
    settle(g, { may: [true] });
    expect(trash(g, 0)).toEqual(['金棒']);
    expect(g.state.cards[host].zone).toBe('battlefield');
  });
  it('with an empty hand the host is destroyed', () => {
    const { g, host } = game([]);
    settle(g, { may: [true] });
    expect(g.state.cards[host].zone).toBe('trash');
  });
});

describe('夜市の大売り出し: 「…手札を2枚選び、トラッシュに置く。そうしたら、その中にコマンドカードがある場合、…」', () => {
  const game = () =>
    makeGame({ cards: CARDS, p0: { hand: ['夜市の大売り出し'], main: ['灯消し', '鉄', '鉄'], energy: 3 } });
  it('a command among the two put into the trash: one asleep energy becomes active', () => {
    const g = game();
    play(g, '夜市の大売り出し', [], { choose: ['灯消し', '鉄'] });
    expect(trash(g, 0).sort()).toEqual(['夜市の大売り出し', '灯消し', '鉄'].sort());
    expect(hand(g, 0)).toEqual(['鉄']);
    expect(activeEnergy(g, 0)).toBe(1);
  });
  it('no command among them (the drawn command kept): no energy becomes active', () => {
    const g = game();
    play(g, '夜市の大売り出し', [], { choose: ['鉄', '鉄'] });
    expect(hand(g, 0)).toEqual(['灯消し']);
    expect(activeEnergy(g, 0)).toBe(0);
  });
});
