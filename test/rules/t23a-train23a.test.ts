// Issue 22 (t23a, twenty-third round): cards of the d93 (summer festival, Weiß Schwarz habits) and d95 (moles, written in
// hiragana) train halves that compile through codegen/dsl/designerWordsTrain23a.ts, played in the engine (compiled
// inline from the designers' own sentences): each behaves as its 「# 意図」 says.
import { describe, expect, it } from 'vitest';
import {
  activate,
  activeEnergy,
  canActivate,
  energyCount,
  hand,
  on,
  play,
  top,
  trash,
} from '../helpers/corpusScenario.js';
import { compileFixture } from '../helpers/fixtureCards.js';
import { makeGame } from '../helpers/harness.js';

const CARDS = compileFixture(
  `【セット】test
【カード】流し灯籠の精
種別：キャラクター
コスト：2
分類：《川》《精霊》
パワー：2000
テキスト：
  【自】［(1)］このキャラが破壊された時、あなたはコストを払ってよい。そうしたら、このカードを手札に戻す。

【カード】宵宮の社
種別：ワールド・セット
コスト：2
分類：《神事》
テキスト：
  【起】［(1)］［手札を1枚トラッシュに置く］　1ターンに1回。あなたは自分のダメージフィールドのカードを1枚選び、裏向きでガードデッキに置く。

【カード】ちびもぐら ポコ
種別：キャラクター
コスト：1
分類：《もぐら》
パワー：1000
テキスト：
  [自動]：このキャラクターがとうじょうした時、あなたのメインデッキの上から1まいを見る。そのカードを、メインデッキの上かトラッシュにおく。

【カード】ほりだしもの
種別：コマンド
コスト：1
分類：《ほうせき》
テキスト：
  あなたのメインデッキの上から1まいを、うらむきでアクティブのまま、エネルギーフィールドにおく。

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
  'test/fixtures/t23a-train-inline.hf',
).all;

describe('流し灯籠の精: 「【自】［(1)］…破壊された時、あなたはコストを払ってよい。そうしたら、このカードを手札に戻す」', () => {
  const destroyed = (energy: number, may: boolean) => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['破壊の術'], battlefield: ['流し灯籠の精'], energy } });
    play(g, '破壊の術', [on(g, '流し灯籠の精', 0)], { may: [may] });
    return g;
  };
  it('paid: one energy is slept and the card returns to the hand instead of the trash (HF-9.6)', () => {
    const g = destroyed(2, true);
    expect(hand(g, 0)).toEqual(['流し灯籠の精']);
    expect(trash(g, 0)).toEqual(['破壊の術']);
    expect(activeEnergy(g, 0)).toBe(0);
  });
  it('declined: the card goes to the trash and the energy stays active', () => {
    const g = destroyed(2, false);
    expect(trash(g, 0).sort()).toEqual(['流し灯籠の精', '破壊の術'].sort());
    expect(activeEnergy(g, 0)).toBe(1);
  });
  it('no active energy left to pay: nothing is paid and the card goes to the trash', () => {
    const g = destroyed(1, true);
    expect(hand(g, 0)).toEqual([]);
    expect(trash(g, 0).sort()).toEqual(['流し灯籠の精', '破壊の術'].sort());
  });
});

describe('宵宮の社: 「【起】［(1)］［手札を1枚トラッシュに置く］　1ターンに1回。…ダメージフィールドのカードを1枚選び、裏向きでガードデッキに置く」', () => {
  const game = () =>
    makeGame({
      cards: CARDS,
      p0: { battlefield: ['宵宮の社'], hand: ['町人', '町人'], damageField: ['町人', '町人'], energy: 3 },
    });
  it('the costs are one energy and a card of the hand; a damage card goes to the guard deck', () => {
    const g = game();
    const guard = g.state.players[0].guardDeck.length;
    activate(g, on(g, '宵宮の社', 0));
    expect(g.state.players[0].damageField.length).toBe(1);
    expect(g.state.players[0].guardDeck.length).toBe(guard + 1);
    expect(hand(g, 0)).toEqual(['町人']);
    expect(activeEnergy(g, 0)).toBe(2);
  });
  it('once per turn (HF-12.8): not a second time with energy and a card in hand left', () => {
    const g = game();
    activate(g, on(g, '宵宮の社', 0));
    expect(canActivate(g, on(g, '宵宮の社', 0))).toBe(false);
  });
});

describe('ちびもぐら ポコ: 「…上から1まいを見る。そのカードを、メインデッキの上かトラッシュにおく」', () => {
  const entered = (keepOnTop: boolean) => {
    const g = makeGame({
      cards: CARDS,
      p0: { hand: ['ちびもぐら ポコ'], main: ['町人', '破壊の術'], energy: 1 },
    });
    // the looker chooses the card to keep on top, or none (then it goes to the trash)
    play(g, 'ちびもぐら ポコ', [], { choose: keepOnTop ? ['町人'] : [] });
    return g;
  };
  it('kept: the card stays on top', () => {
    const g = entered(true);
    expect(top(g, 0, 2)).toEqual(['町人', '破壊の術']);
    expect(trash(g, 0)).toEqual([]);
  });
  it('not kept: the card goes to the trash', () => {
    const g = entered(false);
    expect(trash(g, 0)).toEqual(['町人']);
    expect(top(g, 0, 1)).toEqual(['破壊の術']);
  });
});

describe('ほりだしもの: 「…上から1まいを、うらむきでアクティブのまま、エネルギーフィールドにおく」', () => {
  it('the top card becomes an active energy', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { hand: ['ほりだしもの'], main: ['町人', '破壊の術'], energy: 1 },
    });
    play(g, 'ほりだしもの');
    expect(energyCount(g, 0)).toBe(2);
    expect(activeEnergy(g, 0)).toBe(1);
    expect(top(g, 0, 1)).toEqual(['破壊の術']);
  });
  it('an empty main deck: nothing is put, and it does not reload', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['ほりだしもの'], main: [], mainCount: 0, energy: 1 } });
    play(g, 'ほりだしもの');
    expect(energyCount(g, 0)).toBe(1);
    expect(g.state.players[0].damageField.length).toBe(0);
  });
});
