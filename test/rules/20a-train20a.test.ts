// Issue 22 (t20a, twentieth round): cards of the d81–d82 train halves (yokai of a hot-spring town, a frontier
// spaceport) that compile through codegen/dsl/designerWordsTrain20a.ts or the host's attack-damage trigger, or whose
// accepted reading needed a check, played in the engine (compiled inline from the designers' own sentences): each
// behaves as its 「# 意図」 says.
import { describe, expect, it } from 'vitest';
import { attach } from '../../src/engine/zones.js';
import {
  attachedTo,
  attackCard,
  hand,
  handSize,
  hitPlayer,
  on,
  play,
  settle,
} from '../helpers/corpusScenario.js';
import { compileFixture } from '../helpers/fixtureCards.js';
import { act, cardId, makeGame, power } from '../helpers/harness.js';

const CARDS = compileFixture(
  `【セット】test
【カード】密輸コンテナ
種別：セット
コスト：1
パワー：+1000
テキスト：
  [自動]：このカードがセットされているキャラクターの攻撃によってプレイヤーがダメージを受けるたび、そのキャラクターのプレイヤーはメインデッキからカードを1枚引く。

【カード】裏帳簿の積荷
種別：セット
コスト：2
パワー：+0
テキスト：
  [自動]：このカードがキャラクターにセットされた時、あなたは手札のカードを1枚選び、それを裏向きでそのキャラクターにセットしてもよい。そうした場合、その裏向きのカードは、パワー修正+2000を持ち、分類と能力を持たないセットカードとして扱う。

【カード】緊急発進
種別：コマンド
コスト：2
テキスト：
  スリープである、《パイロット》を持つあなたのキャラクター一体を対象とし、それをアクティブにし、ターン終了時まで、それのパワーを+1000する。

【カード】パイロット
種別：キャラクター
コスト：1
分類：《パイロット》
パワー：1000

【カード】豆狸
種別：キャラクター
コスト：1
分類：《妖怪》《狸》
パワー：1000
テキスト：
  [自動]：このキャラクターが登場した時、メインデッキの一番上のカードを、パワー+1000のセットカードとして裏向きでこのキャラクターにセットする。

【カード】鉄
種別：キャラクター
コスト：1
パワー：4000

【カード】小僧
種別：キャラクター
コスト：1
パワー：1000
`,
  'test/fixtures/t20a-train-inline.hf',
).all;

describe('密輸コンテナ: 「このカードがセットされているキャラクターの攻撃によってプレイヤーがダメージを受けるたび、そのキャラクターのプレイヤーは…引く」 (HF-4.4, HF-8.5)', () => {
  const game = (hostOwner: 0 | 1) => {
    const g = makeGame({
      cards: CARDS,
      turnPlayer: hostOwner,
      p0: { hand: ['密輸コンテナ'], battlefield: hostOwner === 0 ? ['鉄'] : [], main: ['鉄'] },
      p1: {
        battlefield: hostOwner === 1 ? ['鉄', '小僧'] : [{ name: '小僧', sleep: true }],
        main: ['鉄'],
      },
    });
    const host = on(g, '鉄', hostOwner);
    attach(g, cardId(g, '密輸コンテナ', 0), host);
    return { g, host };
  };
  it('its host’s attack damages the opponent: the host’s player draws one', () => {
    const { g, host } = game(0);
    const before = handSize(g, 0);
    hitPlayer(g, host);
    expect(handSize(g, 0)).toBe(before + 1);
  });
  it('set on the opponent’s character: that character’s player draws, not the set card’s owner (000 ■セットカード)', () => {
    const { g, host } = game(1);
    const [mine, theirs] = [handSize(g, 0), handSize(g, 1)];
    act1Attack(g, host);
    expect(handSize(g, 1)).toBe(theirs + 1);
    expect(handSize(g, 0)).toBe(mine);
  });
  it('an attack on an asleep character deals no damage to a player: no draw', () => {
    const { g, host } = game(0);
    const before = handSize(g, 0);
    attackCard(g, host, on(g, '小僧', 1));
    expect(handSize(g, 0)).toBe(before);
  });
});

/** Player 1 (the turn player) attacks player 0 with `attacker`; player 0 does not defend. */
function act1Attack(g: ReturnType<typeof makeGame>, attacker: number) {
  act(g, { type: 'attack', attacker, target: { player: 0 } });
  settle(g, {}, ['main', 'defense']);
  if (g.state.pending?.kind === 'defense') {
    act(g, { type: 'defend', defender: null });
    settle(g, {}, ['main']);
  }
}

describe('裏帳簿の積荷: 「…手札のカードを1枚選び、それを裏向きでそのキャラクターにセットしてもよい。そうした場合、その裏向きのカードは、パワー修正+2000を持ち…として扱う」', () => {
  const game = () =>
    makeGame({ cards: CARDS, p0: { hand: ['裏帳簿の積荷', 'パイロット'], battlefield: ['鉄'], energy: 2 } });
  it('the chosen hand card is set face down on the same character and adds +2000', () => {
    const g = game();
    const host = on(g, '鉄', 0);
    const base = power(g, host);
    play(g, '裏帳簿の積荷', [host], { choose: ['パイロット'] });
    expect(attachedTo(g, host)).toHaveLength(2);
    expect(hand(g, 0)).not.toContain('パイロット');
    expect(power(g, host)).toBe(base + 2000);
  });
  it('declining: only the set card itself is set, the hand card stays', () => {
    const g = game();
    const host = on(g, '鉄', 0);
    play(g, '裏帳簿の積荷', [host], { may: [false] });
    expect(attachedTo(g, host)).toHaveLength(1);
    expect(hand(g, 0)).toContain('パイロット');
  });
});

describe('緊急発進: 「スリープである、《パイロット》を持つあなたのキャラクター一体を対象とし、…」', () => {
  it('an asleep 《パイロット》 becomes active and gets +1000; an active one cannot be targeted', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { hand: ['緊急発進'], battlefield: [{ name: 'パイロット', sleep: true }, 'パイロット'], energy: 2 },
    });
    const asleep = cardId(g, 'パイロット', 0, 0);
    const awake = cardId(g, 'パイロット', 0, 1);
    const [sleeper, other] = g.state.cards[asleep].sleep ? [asleep, awake] : [awake, asleep];
    expect(() => play(g, '緊急発進', [other])).toThrow();
    play(g, '緊急発進', [sleeper]);
    expect(g.state.cards[sleeper].sleep).toBe(false);
    expect(power(g, sleeper)).toBe(2000);
  });
});

describe('豆狸: 「メインデッキの一番上のカードを、パワー+1000のセットカードとして裏向きでこのキャラクターにセットする」', () => {
  it('with an empty main deck nothing is set (the intent: no reload for it)', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['豆狸'], energy: 1, mainCount: 0 } });
    play(g, '豆狸');
    const tanuki = on(g, '豆狸', 0);
    expect(attachedTo(g, tanuki)).toEqual([]);
    expect(power(g, tanuki)).toBe(1000);
  });
  it('with a card on top: set face down, +1000', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['豆狸'], energy: 1, main: ['鉄'] } });
    play(g, '豆狸');
    const tanuki = on(g, '豆狸', 0);
    expect(attachedTo(g, tanuki)).toHaveLength(1);
    expect(power(g, tanuki)).toBe(2000);
  });
});
