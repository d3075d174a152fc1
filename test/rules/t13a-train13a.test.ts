// Issue 22 (t13a, thirteenth round): cards of the d56 train half (school ghost stories; long, precise, conditional
// text) that compile through codegen/dsl/designerWordsTrain13a.ts, played in the engine (compiled inline from the
// designer's own sentences) to check they do what their 「# 意図:」 says.
import { describe, expect, it } from 'vitest';
import { playCost } from '../../src/engine/costs.js';
import {
  asleep,
  attachedTo,
  attack,
  attackCard,
  dealt,
  defend,
  endTurn,
  hand,
  play,
  trash,
} from '../helpers/corpusScenario.js';
import { compileFixture } from '../helpers/fixtureCards.js';
import { makeGame, power } from '../helpers/harness.js';
import { inHand, nameOf, onBattlefield } from '../helpers/lookup.js';

const CARDS = compileFixture(
  `【セット】test
【カード】十三段目に立つもの
種別：キャラクター
コスト：5
分類：《怪異》《七不思議》《階段》
パワー：6000
テキスト：
  [自動]：このキャラクターが登場した時、対戦相手のスリープのキャラクター1体を対象とする。あなたのトラッシュのカードが13枚以上ある場合、それを破壊する。13枚未満の場合、それに3000ダメージを与える。トラッシュの枚数は、この効果を解決する時点で数える。

【カード】プールの底から伸びる手
種別：キャラクター
コスト：2
分類：《怪異》《プール》
パワー：2000
テキスト：
  [自動]：このキャラクターが防御を行うたび、攻撃しているキャラクターを対象とする。それは、次のそのプレイヤーのアクティブフェイズにアクティブにならない。この効果は防御を宣言した時点で発揮されるため、その後この防御が失敗した場合や、このキャラクターがその攻撃で破壊された場合でも適用される。

【カード】校長室の歴代校長の肖像画
種別：キャラクター
コスト：5
分類：《怪異》《校長室》
パワー：5000
テキスト：
  [自動]：このキャラクターが戦場にいる限り、対戦相手がコマンドカードをプレイするためのエネルギーコストは1多くなる。ガードデッキからプレイする場合も同様である。

【カード】屋上から呼ぶ声
種別：キャラクター
コスト：2
分類：《怪異》《屋上》
パワー：2000
テキスト：
  [自動]：このキャラクターが登場した時、対戦相手は自分のアクティブのキャラクターを1体選び、スリープにする。対戦相手のアクティブのキャラクターが1体もいない場合、代わりに、対戦相手は自分の手札を1枚選んでトラッシュに置く。

【カード】肝試しの夜
種別：コマンド
コスト：1
テキスト：
  あなたはメインデッキからカードを2枚引く。その後、あなたは手札を1枚選んでトラッシュに置く。あなたの戦場に《生徒》を持つキャラクターがいない場合、代わりに、手札を2枚選んでトラッシュに置く。

【カード】オカルト研究会副部長 雨宮蒼
種別：キャラクター
コスト：4
分類：《生徒》《オカルト研究会》
パワー：3000
テキスト：
  [自動]：このキャラクターのパワーは、あなたのキャラクターにセットされている《手がかり》のカード1枚につき+1000される。他のキャラクターにセットされている《手がかり》も数える。
  [自動]：このキャラクターが攻撃によるダメージで《怪異》を持つキャラクターを破壊した時、あなたのメインデッキの一番上のカードを、このキャラクターに裏向きでセットする。そのカードは、分類《手がかり》のみを持ち、パワー修正と能力を持たないセットカードとして扱う。あなたのメインデッキが0枚の場合は何もセットせず、リロードも行わない。

【カード】小鬼
種別：キャラクター
コスト：1
分類：《怪異》
パワー：1000

【カード】足軽
種別：キャラクター
コスト：1
パワー：6000

【カード】生徒A
種別：キャラクター
コスト：1
分類：《生徒》
パワー：1000

【カード】号令
種別：コマンド
コスト：2
テキスト：
  カードを1枚引く。
`,
  'test/fixtures/t13a-inline.hf',
);
const ALL = CARDS.all;

describe('十三段目に立つもの: 「13枚以上ある場合、A。13枚未満の場合、B。」 is one of the two, counted on resolution (HF-5.7)', () => {
  const run = (inTrash: number) => {
    const g = makeGame({
      cards: ALL,
      p0: { hand: ['十三段目に立つもの'], energy: 5, trash: Array(inTrash).fill('足軽') },
      p1: { battlefield: [{ name: '足軽', sleep: true }] },
    });
    const target = onBattlefield(g, '足軽', 1);
    play(g, '十三段目に立つもの', [], { targets: [[target]] });
    return { g, dealt: dealt(g), destroyed: !g.state.battlefield.includes(target) };
  };
  it('13 cards in the trash: the target is destroyed (no damage); 12: it takes 3000 and stays', () => {
    expect(run(13)).toMatchObject({ dealt: [], destroyed: true });
    expect(run(12)).toMatchObject({ dealt: [3000], destroyed: false });
  });
});

describe('校長室の歴代校長の肖像画: the opponent’s commands cost 1 more, from the guard deck too (HF-5.2, HF-5.12)', () => {
  it('the opponent pays 3 for 号令 from the hand and from the guard deck; its controller still pays 2', () => {
    const g = makeGame({
      cards: ALL,
      p0: { battlefield: ['校長室の歴代校長の肖像画'], hand: ['号令'] },
      p1: { hand: ['号令'], guard: ['号令'] },
    });
    expect(playCost(g, 1, inHand(g, '号令', 1))).toBe(3);
    const fromGuard = g.state.players[1].guardDeck.find((id) => nameOf(g, id) === '号令') ?? -1;
    expect(playCost(g, 1, fromGuard)).toBe(3);
    expect(playCost(g, 0, inHand(g, '号令', 0))).toBe(2);
  });
});

describe('屋上から呼ぶ声: the opponent puts one of their active characters to sleep, or discards if they have none', () => {
  it('an active character: it is asleep and the opponent’s hand is kept', () => {
    const g = makeGame({
      cards: ALL,
      p0: { hand: ['屋上から呼ぶ声'], energy: 2 },
      p1: { battlefield: ['足軽'], hand: ['号令'] },
    });
    play(g, '屋上から呼ぶ声');
    expect(asleep(g, onBattlefield(g, '足軽', 1))).toBe(true);
    expect(hand(g, 1)).toEqual(['号令']);
  });
  it('no active character: the opponent puts a card of their hand into the trash instead', () => {
    const g = makeGame({
      cards: ALL,
      p0: { hand: ['屋上から呼ぶ声'], energy: 2 },
      p1: { battlefield: [{ name: '足軽', sleep: true }], hand: ['号令'] },
    });
    play(g, '屋上から呼ぶ声');
    expect(hand(g, 1)).toEqual([]);
    expect(trash(g, 1)).toEqual(['号令']);
  });
});

describe('肝試しの夜: draw 2, then discard 1 — 2 instead with no 《生徒》 of yours', () => {
  const run = (student: boolean) => {
    const g = makeGame({
      cards: ALL,
      p0: { hand: ['肝試しの夜', '足軽', '足軽'], energy: 1, battlefield: student ? ['生徒A'] : [] },
    });
    play(g, '肝試しの夜');
    return hand(g, 0).length;
  };
  it('2 cards in hand + 2 drawn: 3 left with a 《生徒》, 2 without', () => {
    expect(run(true)).toBe(3);
    expect(run(false)).toBe(2);
  });
});

describe('プールの底から伸びる手: the attacker does not untap in its player’s next active phase (HF-6.1, HF-12.3)', () => {
  it('even though the defender was destroyed by the attack', () => {
    const g = makeGame({
      cards: ALL,
      turnPlayer: 1,
      p0: { battlefield: ['プールの底から伸びる手'] },
      p1: { battlefield: ['足軽'] },
    });
    const attacker = onBattlefield(g, '足軽', 1);
    attack(g, attacker, { player: 0 });
    defend(g, onBattlefield(g, 'プールの底から伸びる手', 0));
    expect(() => onBattlefield(g, 'プールの底から伸びる手', 0)).toThrow();
    endTurn(g); // player 1's turn ends
    endTurn(g); // player 0's turn ends: player 1's active phase
    expect(asleep(g, attacker)).toBe(true);
  });
});

describe('オカルト研究会副部長 雨宮蒼: the top card set face down as a 《手がかり》, counted for +1000 each (RULING HF-14.3)', () => {
  it('its attack destroys a 《怪異》: the top card is set on it face down with 《手がかり》, and its power is 4000', () => {
    const g = makeGame({
      cards: ALL,
      p0: { battlefield: ['オカルト研究会副部長 雨宮蒼'], main: ['足軽'] },
      p1: { battlefield: [{ name: '小鬼', sleep: true }] },
    });
    const me = onBattlefield(g, 'オカルト研究会副部長 雨宮蒼', 0);
    expect(power(g, me)).toBe(3000);
    attackCard(g, me, onBattlefield(g, '小鬼', 1));
    const set = attachedTo(g, me);
    expect(set.length).toBe(1);
    expect(g.state.cards[set[0]].faceDown).toMatchObject({ kind: 'set', power: 0, traits: ['手がかり'] });
    expect(power(g, me)).toBe(4000);
  });
  it('a character without 《怪異》 destroyed sets nothing', () => {
    const g = makeGame({
      cards: ALL,
      p0: { battlefield: ['オカルト研究会副部長 雨宮蒼'] },
      p1: { battlefield: [{ name: '生徒A', sleep: true }] },
    });
    const me = onBattlefield(g, 'オカルト研究会副部長 雨宮蒼', 0);
    attackCard(g, me, onBattlefield(g, '生徒A', 1));
    expect(attachedTo(g, me)).toEqual([]);
    expect(power(g, me)).toBe(3000);
  });
});
