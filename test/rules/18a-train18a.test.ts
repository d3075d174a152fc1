// Issue 22 (t18a, eighteenth round): cards of the d76 train half (an undersea set in the friendly localisation of
// the Japanese Lorcana / Hearthstone / Marvel Snap editions) that compile through codegen/dsl/designerWordsTrain18a.ts
// and the grammar's lookTopMaySentences_either, played in the engine (compiled inline from the designer's own
// sentences): each behaves as its 「# 意図」 says.
import { describe, expect, it } from 'vitest';
import {
  activate,
  attachedTo,
  damageCount,
  defendWith,
  endTurn,
  hand,
  handSize,
  on,
  play,
  playBy,
  settle,
  trash,
} from '../helpers/corpusScenario.js';
import { compileFixture } from '../helpers/fixtureCards.js';
import { cardId, makeGame, power } from '../helpers/harness.js';

const CARDS = compileFixture(
  `【セット】test
【カード】潮読みの巫女
種別：キャラクター
コスト：2
分類：《人魚》《神官》
パワー：2000
テキスト：
  [自動]：あなたのアクティブフェイズ終了時、あなたのメインデッキの一番上のカードを裏向きでこのキャラクターにセットする。（そのカードはパワー+1000の《真珠》のセットカードとして扱う。）

【カード】珊瑚ゴーレム
種別：キャラクター
コスト：3
分類：《珊瑚》《ゴーレム》
パワー：3000
テキスト：
  [自動]：このキャラクターによる防御が成功するたび、このキャラクターのパワーを+1000する。（この効果は、このキャラクターが戦場に居る限り続く。）

【カード】大海蛇の卵
種別：キャラクター
コスト：1
分類：《海蛇》
パワー：1000
テキスト：
  [自動]：あなたのアクティブフェイズ終了時、このキャラクターのパワーを+1000する。（この効果は、このキャラクターが戦場に居る限り続く。）

【カード】溺れた盗掘者
種別：キャラクター
コスト：2
分類：《トレジャーハンター》《亡者》
パワー：2000
テキスト：
  [自動]：このキャラクターが破壊された時、対戦相手のトラッシュにあるランダムなカード1枚をゲームから除外する。あなたはカードを1枚引く。

【カード】沈没船の墓場
種別：ワールド・セット
コスト：2
テキスト：
  [自動]：あなたのキャラクターが破壊されるたび、あなたのメインデッキの一番上のカードを見る。それを手札に加えるか、トラッシュに置く。この能力は1ターンに1回しか発揮されない。
  [2][カルネージ1]：あなたのトラッシュからランダムなカード1枚を手札に加える。

【カード】破壊
種別：コマンド
コスト：1
テキスト：
  キャラクター一体を対象とし、それを破壊する。

【カード】鉄
種別：キャラクター
コスト：1
パワー：1000

【カード】鋼
種別：キャラクター
コスト：1
パワー：5000

【カード】石
種別：キャラクター
コスト：9
パワー：9000
`,
  'test/fixtures/t18a-train-inline.hf',
).all;

describe('潮読みの巫女: 「…裏向きでこのキャラクターにセットする。（そのカードはパワー+1000の《真珠》のセットカードとして扱う。）」 (HF-14.3)', () => {
  it('at the end of its player’s active phase the top card is set face down on it: +1000 and 《真珠》', () => {
    const g = makeGame({
      cards: CARDS,
      turnPlayer: 1,
      p0: { battlefield: ['潮読みの巫女'], main: ['石', '鉄'] },
    });
    const miko = on(g, '潮読みの巫女', 0);
    expect(power(g, miko)).toBe(2000);
    endTurn(g);
    const set = attachedTo(g, miko);
    expect(set).toHaveLength(1);
    expect(g.state.cards[set[0]].faceDown).toEqual({ name: '', kind: 'set', power: 1000, traits: ['真珠'] });
    expect(power(g, miko)).toBe(3000);
  });
});

describe('珊瑚ゴーレム: 「防御が成功するたび、…+1000する。（この効果は、このキャラクターが戦場に居る限り続く。）」 (HF-12.3)', () => {
  it('each successful defense adds +1000 that outlasts the turn and stacks', () => {
    const g = makeGame({
      cards: CARDS,
      turnPlayer: 1,
      p0: { battlefield: ['珊瑚ゴーレム'] },
      p1: { battlefield: ['鉄', '鉄'] },
    });
    const golem = on(g, '珊瑚ゴーレム', 0);
    defendWith(g, cardId(g, '鉄', 1, 0), golem);
    settle(g, {}, ['main']);
    expect(power(g, golem)).toBe(4000);
    endTurn(g); // player 0's turn
    expect(power(g, golem)).toBe(4000);
    endTurn(g); // player 1's turn again
    defendWith(g, cardId(g, '鉄', 1, 1), golem);
    settle(g, {}, ['main']);
    expect(power(g, golem)).toBe(5000);
  });
});

describe('大海蛇の卵: 「あなたのアクティブフェイズ終了時、…+1000する。（この効果は、…戦場に居る限り続く。）」', () => {
  it('grows by 1000 at the end of each of its player’s active phases, for good', () => {
    const g = makeGame({ cards: CARDS, turnPlayer: 1, p0: { battlefield: ['大海蛇の卵'] } });
    const egg = on(g, '大海蛇の卵', 0);
    endTurn(g);
    expect(power(g, egg)).toBe(2000);
    endTurn(g);
    expect(power(g, egg)).toBe(2000); // the opponent's active phase: no trigger
    endTurn(g);
    expect(power(g, egg)).toBe(3000);
  });
});

describe('溺れた盗掘者: 「対戦相手のトラッシュにあるランダムなカード1枚をゲームから除外する。あなたはカードを1枚引く。」', () => {
  const game = (p1Trash: string[]) =>
    makeGame({
      cards: CARDS,
      turnPlayer: 1,
      p0: { battlefield: ['溺れた盗掘者'], main: ['石'] },
      p1: { hand: ['破壊'], energy: 1, trash: p1Trash },
    });
  it('destroyed: one card of the opponent’s trash is removed from the game, nobody choosing; its player draws one', () => {
    const g = game(['鉄', '鋼']);
    const thief = on(g, '溺れた盗掘者', 0);
    const before = handSize(g, 0);
    const excluded = () => g.state.cards.filter((c) => c.zone === 'excluded' && c.owner === 1).length;
    const excludedBefore = excluded();
    playBy(g, 1, '破壊', [thief]);
    expect(trash(g, 1)).toHaveLength(2); // 鉄, 鋼 and the command itself, less the one removed
    expect(excluded()).toBe(excludedBefore + 1);
    expect(handSize(g, 0)).toBe(before + 1);
  });
  it('with an empty opponent trash its player still draws one (the intent)', () => {
    const g = game([]);
    const thief = on(g, '溺れた盗掘者', 0);
    const before = handSize(g, 0);
    playBy(g, 1, '破壊', [thief]);
    expect(handSize(g, 0)).toBe(before + 1);
  });
});

describe('沈没船の墓場: 「…一番上のカードを見る。それを手札に加えるか、トラッシュに置く。」 (the looker chooses)', () => {
  const game = () =>
    makeGame({
      cards: CARDS,
      p0: {
        battlefield: ['沈没船の墓場', '鉄', '鉄'],
        hand: ['破壊', '破壊'],
        energy: 2,
        main: ['鋼', '石'],
      },
    });
  it('its player takes the top card into the hand', () => {
    const g = game();
    play(g, '破壊', [cardId(g, '鉄', 0, 0)], { choose: ['鋼'] });
    expect(hand(g, 0)).toContain('鋼');
    expect(trash(g, 0)).not.toContain('鋼');
  });
  it('or puts it into the trash', () => {
    const g = game();
    play(g, '破壊', [cardId(g, '鉄', 0, 0)]);
    expect(trash(g, 0)).toContain('鋼');
    expect(hand(g, 0)).not.toContain('鋼');
  });
  it('once per turn: a second destruction that turn looks at nothing', () => {
    const g = game();
    play(g, '破壊', [cardId(g, '鉄', 0, 0)]);
    play(g, '破壊', [cardId(g, '鉄', 0, 1)], { choose: ['石'] });
    expect(hand(g, 0)).not.toContain('石');
    expect(trash(g, 0)).not.toContain('石');
  });
  it('[2][カルネージ1]: a card of its player’s trash chosen at random goes to the hand', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { battlefield: ['沈没船の墓場'], energy: 2, trash: ['鋼'], damageField: ['鉄'] },
    });
    const before = handSize(g, 0);
    activate(g, cardId(g, '沈没船の墓場', 0));
    expect(damageCount(g, 0)).toBe(0);
    expect(handSize(g, 0)).toBe(before + 1);
    expect(trash(g, 0)).toHaveLength(1); // the carnage card went there first: one of the two is left
  });
});
