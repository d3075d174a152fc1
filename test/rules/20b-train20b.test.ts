// Issue 22 (t20b, twentieth round): cards of the d83 (archaeological dig, Digimon / Battle Spirits style) and d84
// (mountain rescue) train halves that compile through codegen/dsl/designerWordsTrain20b.ts, or whose accepted reading
// has a subtle mechanic, played in the engine (compiled inline from the designers' own sentences): each behaves as its
// 「# 意図」 says.
import { describe, expect, it } from 'vitest';
import { attach } from '../../src/engine/zones.js';
import {
  activate,
  asleep,
  bottom,
  damageCount,
  hand,
  handSize,
  hitPlayer,
  on,
  play,
  settle,
  top,
  trash,
} from '../helpers/corpusScenario.js';
import { compileFixture } from '../helpers/fixtureCards.js';
import { act, cardId, legalActions, makeGame, power } from '../helpers/harness.js';

const CARDS = compileFixture(
  `【セット】test
【カード】新米発掘員 ミナ
種別：キャラクター
コスト：1
分類：《発掘隊》
パワー：1000
テキスト：
  [自動]：このキャラクターが登場した時、自分のメインデッキを上から2枚見る。その中の《碑文》を持つカード1枚を公開し、手札に加えることができる。残りのカードは全てトラッシュに置く。

【カード】罠解除師 ロウ
種別：キャラクター
コスト：2
分類：《発掘隊》
パワー：2000
テキスト：
  [自動]：このキャラクターが登場した時、戦場のセットカード（ワールド・セットを除く）1枚を対象とし、それをトラッシュに置くことができる。

【カード】盗掘団の頭目 ベルガ
種別：キャラクター
コスト：4
分類：《盗掘者》
パワー：4000
テキスト：
  [自動]：このキャラクターが攻撃を行った時、このターンの間、このキャラクターのパワーを、戦場のセットカード（ワールド・セットを除く）1枚につき+1000する。

【カード】古文書の解読
種別：コマンド
コスト：1
分類：《碑文》
テキスト：
  自分のメインデッキを上から3枚見る。その中のカード1枚を手札に加え、残りのカードは全てトラッシュに置く。

【カード】緊急撤収
種別：コマンド
コスト：1
テキスト：
  自分のキャラクター1体を対象とし、それを持ち主の手札に戻す。その後、そのカードが《発掘隊》を持つなら、自分はメインデッキからカードを1枚引く。

【カード】黄金の死者の仮面
種別：セット
コスト：2
分類：《遺物》《呪物》
パワー：+2000
テキスト：
  [自動]：このカードがセットされているキャラクターが攻撃を行った時、そのキャラクターのプレイヤーは1ダメージを受ける。

【カード】総員出動
種別：コマンド
コスト：4
テキスト：
  ターン終了時まで、あなたの《救助隊》か《救助犬》を持つ全てのキャラクターのパワーを1000上げる。その後、それらのキャラクターを全てアクティブにする。

【カード】遺跡測量士 ハンス
種別：キャラクター
コスト：2
分類：《発掘隊》
パワー：2000
テキスト：
  [スリープ]：自分のメインデッキの上から1枚を見る。そのカードを、メインデッキの上か一番下に置く。

【カード】雪崩ビーコン
種別：セット
コスト：2
分類：《装備》
パワー：+1000
テキスト：
  [自動]：このカードがセットされた時、あなたはカードをメインデッキから1枚引く。

【カード】碑文石
種別：キャラクター
コスト：1
分類：《碑文》
パワー：1000

【カード】石ころ
種別：キャラクター
コスト：1
パワー：1000

【カード】隊員
種別：キャラクター
コスト：1
分類：《救助隊》
パワー：2000

【カード】犬
種別：キャラクター
コスト：1
分類：《救助犬》
パワー：1000

【カード】王墓
種別：ワールド・セット
コスト：3
分類：《遺跡》

【カード】護符
種別：セット
コスト：1
パワー：+0
`,
  'test/fixtures/t20b-train-inline.hf',
).all;

describe('新米発掘員 ミナ: 「…上から2枚見る。…《碑文》…1枚を公開し、手札に加えることができる。残りのカードは全てトラッシュに置く」', () => {
  const game = (main: string[], mainCount?: number) =>
    makeGame({ cards: CARDS, p0: { hand: ['新米発掘員 ミナ'], main, mainCount, energy: 1 } });
  it('a 《碑文》 card may be taken; the other card goes to the trash', () => {
    const g = game(['石ころ', '碑文石', '隊員']);
    play(g, '新米発掘員 ミナ', [], { choose: ['碑文石'] });
    expect(hand(g, 0)).toEqual(['碑文石']);
    expect(trash(g, 0)).toEqual(['石ころ']);
    expect(top(g, 0, 1)).toEqual(['隊員']);
  });
  it('taking none (「できる」): both looked-at cards go to the trash', () => {
    const g = game(['石ころ', '碑文石', '隊員']);
    play(g, '新米発掘員 ミナ', []);
    expect(handSize(g, 0)).toBe(0);
    expect(trash(g, 0).sort()).toEqual(['石ころ', '碑文石'].sort());
  });
  it('a card without 《碑文》 cannot be taken', () => {
    const g = game(['石ころ', '隊員']);
    play(g, '新米発掘員 ミナ', [], { most: true });
    expect(handSize(g, 0)).toBe(0);
    expect(trash(g, 0).sort()).toEqual(['石ころ', '隊員'].sort());
  });
  it('fewer than 2 cards in the main deck: nothing happens (no reload)', () => {
    const g = game(['碑文石'], 1);
    play(g, '新米発掘員 ミナ', [], { choose: ['碑文石'] });
    expect(handSize(g, 0)).toBe(0);
    expect(trash(g, 0)).toEqual([]);
    expect(top(g, 0, 1)).toEqual(['碑文石']);
  });
});

describe('古文書の解読: 「…上から3枚見る。その中のカード1枚を手札に加え、残りのカードは全てトラッシュに置く」', () => {
  it('one card must be taken (any kind); the other two go to the trash', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { hand: ['古文書の解読'], main: ['石ころ', '碑文石', '隊員', '犬'], energy: 1 },
    });
    play(g, '古文書の解読', [], { most: true });
    expect(hand(g, 0)).toHaveLength(1);
    expect(trash(g, 0).filter((n) => n !== '古文書の解読')).toHaveLength(2);
    expect(top(g, 0, 1)).toEqual(['犬']);
  });
});

describe('罠解除師 ロウ: 「戦場のセットカード（ワールド・セットを除く）1枚を対象とし、…トラッシュに置くことができる」', () => {
  const game = () => {
    const g = makeGame({
      cards: CARDS,
      p0: { hand: ['罠解除師 ロウ'], energy: 2 },
      p1: { battlefield: ['王墓', '石ころ'], hand: ['護符', '黄金の死者の仮面'] },
    });
    attach(g, cardId(g, '護符', 1), on(g, '王墓', 1));
    attach(g, cardId(g, '黄金の死者の仮面', 1), on(g, '石ころ', 1));
    return g;
  };
  it('a set card on a world set or on a character may be chosen; the world set itself may not', () => {
    const g = game();
    act(g, { type: 'play', card: cardId(g, '罠解除師 ロウ', 0), targets: [] });
    settle(g, {}, ['main', 'triggerTargets']);
    const choices = legalActions(g).flatMap((a) => (a.type === 'chooseTargets' ? a.targets : []));
    expect(choices).toContain(cardId(g, '護符', 1));
    expect(choices).toContain(cardId(g, '黄金の死者の仮面', 1));
    expect(choices).not.toContain(on(g, '王墓', 1));
    expect(choices).not.toContain(on(g, '石ころ', 1));
  });
  it('the chosen set card goes to its owner’s trash; declining leaves it', () => {
    const g = game();
    play(g, '罠解除師 ロウ', [], { targets: [[cardId(g, '護符', 1)]], may: [true] });
    expect(trash(g, 1)).toEqual(['護符']);
    const h = game();
    play(h, '罠解除師 ロウ', [], { targets: [[cardId(h, '護符', 1)]], may: [false] });
    expect(trash(h, 1)).toEqual([]);
  });
});

describe('盗掘団の頭目 ベルガ: 「このターンの間、…パワーを、戦場のセットカード（ワールド・セットを除く）1枚につき+1000する」', () => {
  it('counts set cards on characters and on world sets of both players, not the world sets themselves', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { battlefield: ['盗掘団の頭目 ベルガ', '王墓'], hand: ['護符'] },
      p1: { battlefield: ['王墓', '石ころ'], hand: ['護符', '黄金の死者の仮面'] },
    });
    const berga = on(g, '盗掘団の頭目 ベルガ', 0);
    attach(g, cardId(g, '護符', 0), on(g, '王墓', 0));
    attach(g, cardId(g, '護符', 1), on(g, '王墓', 1));
    attach(g, cardId(g, '黄金の死者の仮面', 1), on(g, '石ころ', 1));
    hitPlayer(g, berga);
    expect(power(g, berga)).toBe(7000);
  });
});

describe('緊急撤収: 「それを持ち主の手札に戻す。その後、そのカードが《発掘隊》を持つなら、…1枚引く」', () => {
  const game = (char: string) => {
    const g = makeGame({
      cards: CARDS,
      p0: { hand: ['緊急撤収'], battlefield: [char], main: ['犬'], energy: 1 },
    });
    play(g, '緊急撤収', [on(g, char, 0)]);
    return g;
  };
  it('a 《発掘隊》 character: back to the hand, then its player draws one', () => {
    expect(hand(game('新米発掘員 ミナ'), 0).sort()).toEqual(['新米発掘員 ミナ', '犬'].sort());
  });
  it('no 《発掘隊》: back to the hand, no draw', () => {
    expect(hand(game('石ころ'), 0)).toEqual(['石ころ']);
  });
});

describe('黄金の死者の仮面: 「セットされているキャラクターが攻撃を行った時、そのキャラクターのプレイヤーは1ダメージを受ける」', () => {
  it('the host’s player takes the damage, even when the mask is the opponent’s (000 ■セットカード)', () => {
    const g = makeGame({ cards: CARDS, p0: { battlefield: ['石ころ'] }, p1: { hand: ['黄金の死者の仮面'] } });
    const host = on(g, '石ころ', 0);
    attach(g, cardId(g, '黄金の死者の仮面', 1), host);
    const before = [damageCount(g, 0), damageCount(g, 1)];
    hitPlayer(g, host);
    // player 1 takes the attack's damage; player 0 (the host's player) takes the mask's
    expect(damageCount(g, 0)).toBe(before[0] + 1);
    expect(damageCount(g, 1)).toBe(before[1] + 1);
  });
});

describe('総員出動: 「…全てのキャラクターのパワーを1000上げる。その後、それらのキャラクターを全てアクティブにする」', () => {
  it('every 《救助隊》 or 《救助犬》 character of yours gets +1000 and becomes active; others stay asleep', () => {
    const g = makeGame({
      cards: CARDS,
      p0: {
        hand: ['総員出動'],
        battlefield: [
          { name: '隊員', sleep: true },
          { name: '犬', sleep: true },
          { name: '石ころ', sleep: true },
        ],
        energy: 4,
      },
      p1: { battlefield: [{ name: '隊員', sleep: true }] },
    });
    play(g, '総員出動');
    for (const n of ['隊員', '犬']) expect(asleep(g, on(g, n, 0))).toBe(false);
    expect(power(g, on(g, '隊員', 0))).toBe(3000);
    expect(power(g, on(g, '犬', 0))).toBe(2000);
    expect(asleep(g, on(g, '石ころ', 0))).toBe(true);
    expect(asleep(g, on(g, '隊員', 1))).toBe(true);
    expect(power(g, on(g, '隊員', 1))).toBe(2000);
  });
});

describe('遺跡測量士 ハンス: 「[スリープ]：…上から1枚を見る。そのカードを、メインデッキの上か一番下に置く」', () => {
  const game = () =>
    makeGame({ cards: CARDS, p0: { battlefield: ['遺跡測量士 ハンス'], main: ['碑文石', '石ころ'] } });
  it('its player chooses the bottom: the card goes under the deck', () => {
    const g = game();
    activate(g, on(g, '遺跡測量士 ハンス', 0), [], { choose: ['碑文石'], may: [true] });
    expect(asleep(g, on(g, '遺跡測量士 ハンス', 0))).toBe(true);
    expect(top(g, 0, 1)).toEqual(['石ころ']);
    expect(bottom(g, 0, 1)).toEqual(['碑文石']);
  });
  it('or keeps it on top', () => {
    const g = game();
    activate(g, on(g, '遺跡測量士 ハンス', 0), [], { may: [false] });
    expect(bottom(g, 0, 1)).not.toEqual(['碑文石']);
    expect(top(g, 0, 1)).toEqual(['碑文石']);
  });
});

describe('雪崩ビーコン: 「このカードがセットされた時、あなたはカードを…1枚引く」 (000 ■戦場とカードのプレイヤー)', () => {
  it('the set card’s player draws, even when it is set on the opponent’s character', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { hand: ['雪崩ビーコン'], main: ['犬'], energy: 2 },
      p1: { battlefield: ['石ころ'], main: ['隊員'] },
    });
    const before = handSize(g, 1);
    play(g, '雪崩ビーコン', [on(g, '石ころ', 1)]);
    expect(hand(g, 0)).toEqual(['犬']);
    expect(handSize(g, 1)).toBe(before);
  });
});
