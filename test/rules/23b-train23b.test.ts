// Issue 22 (t23b, twenty-third round): cards of the d96 train half (space pirates by a Cardfight!! Vanguard / Union Arena
// designer) that compile through codegen/dsl/designerWordsTrain23b.ts, played in the engine (compiled inline from the
// designer's own sentences): each behaves as its 「# 意図」 says.
import { describe, expect, it } from 'vitest';
import { attach } from '../../src/engine/zones.js';
import {
  attack,
  canDefend,
  damageOf,
  dealt,
  hand,
  handSize,
  hitPlayer,
  on,
  play,
  trash,
} from '../helpers/corpusScenario.js';
import { compileFixture } from '../helpers/fixtureCards.js';
import { cardId, makeGame, power } from '../helpers/harness.js';

const CARDS = compileFixture(
  `【セット】test
【カード】星屑団の見習い甲板員
種別：キャラクター
コスト：1
分類：《宇宙海賊》《星屑団》
パワー：1000
テキスト：
  [自動]【登場時】：カード1枚ドロー。その後、手札1枚をトラッシュへ。

【カード】星屑団長 艦長ヴェガ
種別：キャラクター
コスト：5
分類：《宇宙海賊》《星屑団》《艦長》
パワー：5000
テキスト：
  [自動]【常時】：このキャラが戦場にいる限り、あなたの他の《星屑団》キャラすべて、パワー+1000。
  [自動]【攻撃時】【1ターンに1回】：カード1枚ドロー。

【カード】拿捕屋ロウ
種別：キャラクター
コスト：4
分類：《宇宙海賊》
パワー：3000
テキスト：
  [自動]【攻撃時】：セットされている対戦相手のセットカード1枚を対象とし、トラッシュへ。

【カード】漂流ポッドの生存者
種別：キャラクター
コスト：1
分類：《星屑団》
パワー：1000
テキスト：
  [自動]【退場時】：このキャラが戦場を離れた時、カード1枚ドロー。

【カード】強襲艇ブラックテイル
種別：キャラクター
コスト：4
分類：《艦艇》《宇宙海賊》
パワー：4000
テキスト：
  [自動]【常時】：このキャラがスリープである限り、パワー+1000。

【カード】星屑の航海士エル
種別：キャラクター
コスト：2
分類：《星屑団》
パワー：2000
テキスト：
  [自動]【登場時】：メインデッキの一番上のカードを、裏向きかつスリープでエネルギーフィールドへ。

【カード】特攻艇の自爆
種別：コマンド
コスト：1
テキスト：
  あなたのキャラ一体と対戦相手のキャラ一体を対象とし、前者を破壊。その後、後者に、前者のパワーと同じダメージ。

【カード】拘束ワイヤー
種別：セット
コスト：2
パワー：-2000
テキスト：
  [自動]【常時】：このキャラは防御できない。

【カード】推進ブースター
種別：セット
コスト：2
パワー：+1000
テキスト：
  【神速】

【カード】星屑の暗礁宙域
種別：ワールド・セット
コスト：2
テキスト：
  [自動]【常時】：あなたの《星屑団》キャラすべて、パワー+1000。

【カード】アステロイド砲台群
種別：ワールド・セット
コスト：4
テキスト：
  [自動]【1ターンに1回】：対戦相手のキャラが攻撃した時、そのキャラを対象とし、1000ダメージ。

【カード】白兵ドロイドB-7
種別：キャラクター
コスト：2
分類：《機械》
パワー：3000
`,
  'test/fixtures/t23b-train-inline.hf',
).all;

describe('星屑団の見習い甲板員: 「[自動]【登場時】：カード1枚ドロー。その後、手札1枚をトラッシュへ。」', () => {
  it('draws one, then puts a card of the hand (chosen on resolution) into the trash', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { hand: ['星屑団の見習い甲板員', '白兵ドロイドB-7'], main: ['推進ブースター'], energy: 1 },
    });
    play(g, '星屑団の見習い甲板員', [], { choose: ['白兵ドロイドB-7'] });
    expect(hand(g, 0)).toEqual(['推進ブースター']);
    expect(trash(g, 0)).toEqual(['白兵ドロイドB-7']);
  });
});

describe('星屑団長 艦長ヴェガ: 「[自動]【常時】：…あなたの他の《星屑団》キャラすべて、パワー+1000。」 and 【攻撃時】【1ターンに1回】', () => {
  it('the other 《星屑団》 characters of its player get +1000, not itself nor the opponent’s', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { battlefield: ['星屑団長 艦長ヴェガ', '漂流ポッドの生存者', '白兵ドロイドB-7'] },
      p1: { battlefield: ['漂流ポッドの生存者'] },
    });
    expect(power(g, on(g, '星屑団長 艦長ヴェガ', 0))).toBe(5000);
    expect(power(g, on(g, '漂流ポッドの生存者', 0))).toBe(2000);
    expect(power(g, on(g, '白兵ドロイドB-7', 0))).toBe(3000);
    expect(power(g, on(g, '漂流ポッドの生存者', 1))).toBe(1000);
  });
});

describe('拿捕屋ロウ: 「[自動]【攻撃時】：セットされている対戦相手のセットカード1枚を対象とし、トラッシュへ。」', () => {
  it('the opponent’s set card set on a character goes to the trash; its world set and its player’s own set card stay', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { battlefield: ['拿捕屋ロウ'], hand: ['推進ブースター'] },
      p1: { battlefield: ['星屑の暗礁宙域', '白兵ドロイドB-7'], hand: ['拘束ワイヤー'] },
    });
    attach(g, cardId(g, '拘束ワイヤー', 1), on(g, '白兵ドロイドB-7', 1));
    attach(g, cardId(g, '推進ブースター', 0), on(g, '白兵ドロイドB-7', 1));
    hitPlayer(g, on(g, '拿捕屋ロウ', 0));
    expect(trash(g, 0)).toEqual([]);
    expect(trash(g, 1)).toEqual(['拘束ワイヤー']);
    expect(g.state.cards[cardId(g, '推進ブースター', 0)].zone).toBe('attached');
  });
  it('with only a world set and its own player’s set card there is nothing to target: nothing happens', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { battlefield: ['拿捕屋ロウ'], hand: ['推進ブースター'] },
      p1: { battlefield: ['星屑の暗礁宙域', '白兵ドロイドB-7'] },
    });
    attach(g, cardId(g, '推進ブースター', 0), on(g, '白兵ドロイドB-7', 1));
    hitPlayer(g, on(g, '拿捕屋ロウ', 0));
    expect(trash(g, 0)).toEqual([]);
    expect(trash(g, 1)).toEqual([]);
  });
});

describe('漂流ポッドの生存者 and 特攻艇の自爆: 「前者を破壊。その後、後者に、前者のパワーと同じダメージ。」', () => {
  it('the damage is the destroyed character’s last power on the battlefield (+1000 of 艦長ヴェガ included, HF-9.6); leaving draws a card', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { hand: ['特攻艇の自爆'], battlefield: ['星屑団長 艦長ヴェガ', '漂流ポッドの生存者'], energy: 1 },
      p1: { battlefield: ['白兵ドロイドB-7'] },
    });
    const droid = on(g, '白兵ドロイドB-7', 1);
    play(g, '特攻艇の自爆', [on(g, '漂流ポッドの生存者', 0), droid]);
    expect(trash(g, 0)).toContain('漂流ポッドの生存者');
    expect(damageOf(g, droid)).toBe(2000);
    expect(handSize(g, 0)).toBe(1);
  });
});

describe('強襲艇ブラックテイル: 「[自動]【常時】：このキャラがスリープである限り、パワー+1000。」', () => {
  it('+1000 while asleep only', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { battlefield: ['強襲艇ブラックテイル', { name: '強襲艇ブラックテイル', sleep: true }] },
    });
    const [awake, sleeping] = g.state.battlefield.filter((id) => g.state.cards[id].controller === 0);
    expect([power(g, awake), power(g, sleeping)].sort()).toEqual([4000, 5000]);
  });
});

describe('星屑の航海士エル: 「メインデッキの一番上のカードを、裏向きかつスリープでエネルギーフィールドへ。」', () => {
  it('the top card of the main deck becomes an asleep energy', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { hand: ['星屑の航海士エル'], main: ['推進ブースター'], energy: 2 },
    });
    const top = g.state.players[0].mainDeck[0];
    play(g, '星屑の航海士エル');
    expect(g.state.players[0].energy).toContain(top);
    expect(g.state.cards[top].sleep).toBe(true);
  });
});

describe('拘束ワイヤー: 「[自動]【常時】：このキャラは防御できない。」 on a set card', () => {
  it('the host cannot defend and has -2000', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { battlefield: ['白兵ドロイドB-7'] },
      p1: { battlefield: ['白兵ドロイドB-7', '漂流ポッドの生存者'], hand: ['拘束ワイヤー'] },
    });
    const host = on(g, '白兵ドロイドB-7', 1);
    attach(g, cardId(g, '拘束ワイヤー', 1), host);
    expect(power(g, host)).toBe(1000);
    attack(g, on(g, '白兵ドロイドB-7', 0), { player: 1 });
    expect(canDefend(g, host)).toBe(false);
    expect(canDefend(g, on(g, '漂流ポッドの生存者', 1))).toBe(true);
  });
});

describe('アステロイド砲台群: 「[自動]【1ターンに1回】：対戦相手のキャラが攻撃した時、そのキャラを対象とし、1000ダメージ。」', () => {
  it('the first attack of the turn takes 1000 damage, the second none (HF-12.8)', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { battlefield: ['白兵ドロイドB-7', '強襲艇ブラックテイル'] },
      p1: { battlefield: ['アステロイド砲台群'] },
    });
    hitPlayer(g, on(g, '白兵ドロイドB-7', 0));
    hitPlayer(g, on(g, '強襲艇ブラックテイル', 0));
    expect(dealt(g)).toEqual([1000]);
    expect(damageOf(g, on(g, '白兵ドロイドB-7', 0))).toBe(1000);
  });
});
