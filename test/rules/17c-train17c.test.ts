// Issue 22 (t17c, seventeenth round): cards of the d72 train half (a yokai night market) that compile through
// codegen/dsl/designerWordsTrain17c.ts, played in the engine (compiled inline from the designer's own sentences):
// each behaves as its 「# 意図」 says.
import { describe, expect, it } from 'vitest';
import { attach } from '../../src/engine/zones.js';
import {
  activeEnergy,
  dealt,
  hand,
  handSize,
  on,
  play,
  playBy,
  settle,
  trash,
} from '../helpers/corpusScenario.js';
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

【カード】狐火の大提灯
種別：キャラクター
コスト：5
分類：《妖怪》《狐》《提灯》
パワー：5000
テキスト：
  [自動]：このキャラクターが登場した時、対戦相手のキャラクター一体を対象とし、それに、《提灯》を持つあなたのキャラクター1体につき1000ダメージを与える。

【カード】提灯小僧
種別：キャラクター
コスト：1
分類：《妖怪》《提灯》
パワー：1000
テキスト：
  [自動]：このキャラクターが登場した時、このキャラクター以外に《提灯》を持つあなたのキャラクターがいる場合、あなたはカードを1枚引く。

【カード】五寸釘の藁人形
種別：セット
コスト：2
分類：《呪い》
パワー：-2000
テキスト：
  [自動]：このカードがセットされた時、あなたのダメージフィールドのカードが3枚以上ある場合、このカードがセットされているキャラクターに2000ダメージを与える。

【カード】鬼火の提灯持ち
種別：キャラクター
コスト：2
分類：《妖怪》《提灯》
パワー：2000
テキスト：
  [自動]：このキャラクターのパワーは、このキャラクター以外の《提灯》を持つあなたのキャラクター1体につき+1000される。

【カード】取り立ての鵺
種別：キャラクター
コスト：5
分類：《妖怪》《鵺》
パワー：5000
テキスト：
  【貫通】
  [自動]：このキャラクターが登場した時、《借財》を持つ対戦相手のキャラクター一体を対象とし、それを破壊する。その後、あなたはカードを1枚引く。

【カード】貧乏神
種別：キャラクター
コスト：2
パワー：1000
テキスト：
  [自動]：あなたの手札が対戦相手の手札より少ない限り、このキャラクターのパワーは+2000される。

【カード】通行料
種別：コマンド
コスト：1
テキスト：
  対戦相手は[1]を支払ってもよい。支払わなかった場合、あなたはカードを1枚引く。

【カード】付喪神の行商
種別：キャラクター
コスト：2
分類：《妖怪》《付喪神》《商人》
パワー：2000
テキスト：
  [自動]：1ターンに1回、このキャラクターにセットカードがセットされた時、あなたはカードを1枚引く。

【カード】招き提灯
種別：セット
コスト：1
分類：《提灯》
パワー：+1000
テキスト：
  [自動]：このカードがセットされた時、あなたはカードを1枚引く。

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

describe('狐火の大提灯: 「《提灯》を持つあなたのキャラクター1体につき1000ダメージ」 counts itself, on resolution', () => {
  it('itself and one other 《提灯》 (the opponent’s not counted): 2000 damage', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { hand: ['狐火の大提灯'], battlefield: ['提灯小僧', '鉄'], energy: 5 },
      p1: { battlefield: ['鉄', '提灯小僧'] },
    });
    const target = on(g, '鉄', 1);
    play(g, '狐火の大提灯', [], { targets: [[target]] });
    expect(dealt(g)).toEqual([2000]);
  });
});

describe('提灯小僧: 「このキャラクター以外に《提灯》を持つあなたのキャラクターがいる場合」', () => {
  it('alone it does not draw; beside another 《提灯》 it draws one', () => {
    const alone = makeGame({ cards: CARDS, p0: { hand: ['提灯小僧'], battlefield: ['鉄'], energy: 1 } });
    play(alone, '提灯小僧');
    expect(handSize(alone, 0)).toBe(0);
    const beside = makeGame({
      cards: CARDS,
      p0: { hand: ['提灯小僧'], battlefield: ['狐火の大提灯'], energy: 1 },
    });
    play(beside, '提灯小僧');
    expect(handSize(beside, 0)).toBe(1);
  });
});

describe('五寸釘の藁人形 / 招き提灯: 「あなた」 in 「このカードがセットされた時」 is the set card’s player (000 ■戦場とカードのプレイヤー)', () => {
  it('五寸釘の藁人形 on the opponent’s character: its player’s damage field (3) is counted, not the host’s', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { hand: ['五寸釘の藁人形'], damageField: ['鉄', '鉄', '鉄'], energy: 2 },
      p1: { battlefield: ['鉄'] },
    });
    const host = on(g, '鉄', 1);
    play(g, '五寸釘の藁人形', [host]);
    expect(dealt(g)).toEqual([2000]);
  });
  it('with two cards in its player’s damage field (the host’s player has three): no damage', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { hand: ['五寸釘の藁人形'], damageField: ['鉄', '鉄'], energy: 2 },
      p1: { battlefield: ['鉄'], damageField: ['鉄', '鉄', '鉄'] },
    });
    play(g, '五寸釘の藁人形', [on(g, '鉄', 1)]);
    expect(dealt(g)).toEqual([]);
  });
  it('招き提灯 set on the opponent’s character: the player who played it draws', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['招き提灯'], energy: 1 }, p1: { battlefield: ['鉄'] } });
    play(g, '招き提灯', [on(g, '鉄', 1)]);
    expect(handSize(g, 0)).toBe(1);
    expect(handSize(g, 1)).toBe(0);
  });
});

describe('付喪神の行商: 「1ターンに1回、このキャラクターにセットカードがセットされた時」 (HF-12.8)', () => {
  it('the first set card of the turn draws one; the second does not', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { hand: ['金棒', '五寸釘'], battlefield: ['付喪神の行商'], energy: 2 },
    });
    const host = on(g, '付喪神の行商', 0);
    play(g, '金棒', [host]);
    expect(handSize(g, 0)).toBe(2); // 五寸釘 and the card drawn
    play(g, '五寸釘', [host]);
    expect(handSize(g, 0)).toBe(1);
  });
  it('the opponent’s set card on it draws for its player too (誰のセットカードでもよい)', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { battlefield: ['付喪神の行商'] },
      p1: { hand: ['五寸釘'], energy: 1 },
      turnPlayer: 1,
    });
    playBy(g, 1, '五寸釘', [on(g, '付喪神の行商', 0)]);
    expect(handSize(g, 0)).toBe(1);
    expect(handSize(g, 1)).toBe(0);
  });
});

describe('鬼火の提灯持ち / 取り立ての鵺: a trait a set card gives counts (000 ■セットカード)', () => {
  it('鬼火: +1000 per other 《提灯》 of its player, one given by 招き提灯 included, itself not', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { battlefield: ['鬼火の提灯持ち', '提灯小僧', '鉄'], hand: ['招き提灯'] },
      p1: { battlefield: ['提灯小僧'] },
    });
    const oni = on(g, '鬼火の提灯持ち', 0);
    expect(power(g, oni)).toBe(3000);
    attach(g, cardId(g, '招き提灯', 0), on(g, '鉄', 0));
    expect(power(g, oni)).toBe(4000);
  });
  it('鵺: a character with 借用書 set on it may be targeted; it is destroyed, then its player draws', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { hand: ['取り立ての鵺'], main: ['鉄'], energy: 5 },
      p1: { battlefield: ['鉄', '提灯小僧'], hand: ['借用書'] },
    });
    const debtor = on(g, '鉄', 1);
    attach(g, cardId(g, '借用書', 1), debtor);
    play(g, '取り立ての鵺', [], { targets: [[debtor]] });
    expect(g.state.cards[debtor].zone).toBe('trash');
    expect(hand(g, 0)).toEqual(['鉄']);
  });
});

describe('「…より少ない限り」 (continuous) and 「対戦相手は[1]を支払ってもよい。支払わなかった場合」 (t17c rows)', () => {
  it('+2000 only while its player has fewer cards in hand than the opponent (a tie does not hold)', () => {
    const fewer = makeGame({ cards: CARDS, p0: { battlefield: ['貧乏神'] }, p1: { hand: ['鉄'] } });
    expect(power(fewer, on(fewer, '貧乏神', 0))).toBe(3000);
    const tie = makeGame({
      cards: CARDS,
      p0: { battlefield: ['貧乏神'], hand: ['鉄'] },
      p1: { hand: ['鉄'] },
    });
    expect(power(tie, on(tie, '貧乏神', 0))).toBe(1000);
  });
  it('the opponent pays 1 energy: no draw; declines: its player draws', () => {
    const paid = makeGame({ cards: CARDS, p0: { hand: ['通行料'], energy: 1 }, p1: { energy: 1 } });
    play(paid, '通行料', [], { may: [true] });
    expect(activeEnergy(paid, 1)).toBe(0);
    expect(handSize(paid, 0)).toBe(0);
    const declined = makeGame({ cards: CARDS, p0: { hand: ['通行料'], energy: 1 }, p1: { energy: 1 } });
    play(declined, '通行料', [], { may: [false] });
    expect(activeEnergy(declined, 1)).toBe(1);
    expect(handSize(declined, 0)).toBe(1);
  });
});
