// Issue 22 (t21b, twenty-first round): cards of the d87 (summer festival, Duel Masters / Vanguard style) and d88 (magic
// library, Weiß Schwarz / Shadowverse Evolve style) train halves that compile through codegen/dsl/designerWordsTrain21b.ts,
// or whose accepted reading has a subtle mechanic, played in the engine (compiled inline from the designers' own
// sentences): each behaves as its 「# 意図」 says.
import { describe, expect, it } from 'vitest';
import { endTurn, energyCount, hand, handSize, on, play, top, trash } from '../helpers/corpusScenario.js';
import { compileFixture } from '../helpers/fixtureCards.js';
import { cardId, makeGame, power } from '../helpers/harness.js';

const CARDS = compileFixture(
  `【セット】test
【カード】提灯行列
種別：キャラクター
コスト：4
分類：《灯霊》《祭》
パワー：3000
テキスト：
  [自動]：このキャラクターが登場した時、あなたの他の《灯霊》を持つキャラクター1体につき、カードを1枚引く。（最大3枚まで）

【カード】封印指定『黒の大典』
種別：キャラクター
コスト：6
分類：《魔導書》《禁書》
パワー：7000
テキスト：
  【死殺】
  [自動]：あなたのターンの終了時、あなたは自分の手札を1枚選び、トラッシュに置く。置けなかったなら、このキャラクターをトラッシュに置く。
  [カルネージ1]：ターン終了時まで、このキャラクターのパワーを+2000する。

【カード】大提灯の付喪神
種別：キャラクター
コスト：5
分類：《灯霊》
パワー：6000
テキスト：
  【死殺】
  [自動]：あなたのターン終了時、あなたのトラッシュの《灯霊》を持つカードを1枚ゲームから除外する。そうできない場合、このキャラクターをトラッシュに置く。

【カード】灯霊 ほおずき
種別：キャラクター
コスト：1
分類：《灯霊》
パワー：1000
テキスト：
  [自動]：このキャラクターが破壊された時、あなたのメインデッキの一番上のカードを、裏向きかつアクティブであなたのエネルギーフィールドに置いてもよい。

【カード】線香花火
種別：コマンド
コスト：1
分類：《花火》
テキスト：
  キャラクター一体を対象とし、このターン中、そのパワーを-1000する。あなたの《花火師》を持つキャラクターが居るなら、-1000のかわりに-2000する。

【カード】灯霊の子
種別：キャラクター
コスト：1
分類：《灯霊》
パワー：1000

【カード】花火師の子
種別：キャラクター
コスト：1
分類：《花火師》
パワー：1000

【カード】町人
種別：キャラクター
コスト：1
分類：《町人》
パワー：5000

【カード】破壊の術
種別：コマンド
コスト：1
テキスト：
  キャラクター一体を対象とし、それを破壊する。
`,
  'test/fixtures/t21b-train-inline.hf',
).all;

describe('提灯行列: 「…他の《灯霊》を持つキャラクター1体につき、カードを1枚引く。（最大3枚まで）」', () => {
  const drawn = (others: string[]) => {
    const g = makeGame({
      cards: CARDS,
      p0: {
        hand: ['提灯行列'],
        battlefield: others,
        main: ['町人', '町人', '町人', '町人', '町人'],
        energy: 4,
      },
    });
    play(g, '提灯行列');
    return handSize(g, 0);
  };
  it('one card per other 《灯霊》 character: two of them, two cards', () => {
    expect(drawn(['灯霊の子', '灯霊の子'])).toBe(2);
  });
  it('never more than three (the cap): four of them, three cards', () => {
    expect(drawn(['灯霊の子', '灯霊の子', '灯霊の子', '灯霊の子'])).toBe(3);
  });
  it('characters without 《灯霊》 and the card itself are not counted', () => {
    expect(drawn(['町人', '花火師の子'])).toBe(0);
  });
});

describe('封印指定『黒の大典』: 「あなたのターンの終了時、…手札を1枚選び、トラッシュに置く。置けなかったなら、このキャラクターをトラッシュに置く」', () => {
  it('with a card in the hand: that card goes to the trash, the character stays', () => {
    const g = makeGame({ cards: CARDS, p0: { battlefield: ['封印指定『黒の大典』'], hand: ['町人'] } });
    endTurn(g);
    expect(trash(g, 0)).toEqual(['町人']);
    expect(on(g, '封印指定『黒の大典』', 0)).toBeGreaterThanOrEqual(0);
  });
  it('with an empty hand: the character is put into the trash (not destroyed: 【死殺】 does not stop it, 000 ■破壊)', () => {
    const g = makeGame({ cards: CARDS, p0: { battlefield: ['封印指定『黒の大典』'] } });
    endTurn(g);
    expect(trash(g, 0)).toEqual(['封印指定『黒の大典』']);
  });
  it('only at the end of its player’s own turn (HF-12: 「あなたのターンの終了時」)', () => {
    const g = makeGame({ cards: CARDS, p0: { battlefield: ['封印指定『黒の大典』'] }, turnPlayer: 1 });
    endTurn(g);
    expect(trash(g, 0)).toEqual([]);
  });
});

describe('大提灯の付喪神: 「…《灯霊》を持つカードを1枚ゲームから除外する。そうできない場合、このキャラクターをトラッシュに置く」', () => {
  it('a 《灯霊》 card in the trash is removed from the game; the character stays', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { battlefield: ['大提灯の付喪神'], trash: ['灯霊の子', '町人'] },
    });
    endTurn(g);
    expect(trash(g, 0)).toEqual(['町人']);
    expect(g.state.cards[cardId(g, '灯霊の子', 0)].zone).toBe('excluded');
    expect(on(g, '大提灯の付喪神', 0)).toBeGreaterThanOrEqual(0);
  });
  it('no 《灯霊》 card in the trash: the character is put into the trash', () => {
    const g = makeGame({ cards: CARDS, p0: { battlefield: ['大提灯の付喪神'], trash: ['町人'] } });
    endTurn(g);
    expect(trash(g, 0).sort()).toEqual(['大提灯の付喪神', '町人'].sort());
  });
});

describe('灯霊 ほおずき: 「破壊された時、…メインデッキの一番上のカードを、裏向きかつアクティブで…エネルギーフィールドに置いてもよい」', () => {
  const destroyed = (main: string[], mainCount: number | undefined, may: boolean) => {
    const g = makeGame({
      cards: CARDS,
      p0: { hand: ['破壊の術'], battlefield: ['灯霊 ほおずき'], main, mainCount, energy: 1 },
    });
    play(g, '破壊の術', [on(g, '灯霊 ほおずき', 0)], { may: [may] });
    return g;
  };
  it('accepted: the top card becomes an active energy', () => {
    const g = destroyed(['町人', '灯霊の子'], undefined, true);
    expect(energyCount(g, 0)).toBe(2);
    const e = g.state.players[0].energy.at(-1) as number;
    expect(g.state.cards[e].sleep).toBe(false);
    expect(top(g, 0, 1)).toEqual(['灯霊の子']);
  });
  it('declined: nothing moves', () => {
    const g = destroyed(['町人', '灯霊の子'], undefined, false);
    expect(energyCount(g, 0)).toBe(1);
    expect(top(g, 0, 1)).toEqual(['町人']);
  });
  it('an empty main deck: nothing happens, and it does not reload', () => {
    const g = destroyed([], 0, true);
    expect(energyCount(g, 0)).toBe(1);
    expect(g.state.players[0].mainDeck.length).toBe(0);
    expect(g.state.players[0].damageField.length).toBe(0);
  });
});

describe('線香花火: 「…そのパワーを-1000する。あなたの《花火師》を持つキャラクターが居るなら、-1000のかわりに-2000する」', () => {
  const powerAfter = (mine: string[]) => {
    const g = makeGame({
      cards: CARDS,
      p0: { hand: ['線香花火'], battlefield: mine, energy: 1 },
      p1: { battlefield: ['町人'] },
    });
    play(g, '線香花火', [on(g, '町人', 1)]);
    return power(g, cardId(g, '町人', 1));
  };
  it('with a 《花火師》 of yours: -2000 instead (not -3000)', () => {
    expect(powerAfter(['花火師の子'])).toBe(3000);
  });
  it('without one: -1000', () => {
    expect(powerAfter(['灯霊の子'])).toBe(4000);
  });
});
