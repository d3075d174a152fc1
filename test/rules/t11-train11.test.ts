// Issue 22 (t11, eleventh round): cards of the train halves that compile through codegen/dsl/designerWordsTrain11.ts
// and the keyword reminder reading, played in the engine (compiled inline from the designers' own sentences).
import { describe, expect, it } from 'vitest';
import { damageCount, hitPlayer, play, playable, settle } from '../helpers/corpusScenario.js';
import { compileFixture } from '../helpers/fixtureCards.js';
import { cardId, makeGame, power } from '../helpers/harness.js';
import { onBattlefield } from '../helpers/lookup.js';

const CARDS = compileFixture(
  `【セット】test
【カード】古代怪獣 ガルザウルス
種別：キャラクター
コスト：7
分類：《怪獣》
パワー：10000
テキスト：
  【強撃】【強撃】（このキャラクターが攻撃によってプレイヤーに与えるダメージを【強撃】の数だけ+1する。）
  [自動]：このキャラクターは防御を行えない。

【カード】特攻隊員 レン
種別：キャラクター
コスト：2
パワー：2000
テキスト：
  【強撃】（このキャラクターが攻撃によってプレイヤーに与えるダメージを+1する。）

【カード】狸の化け宿
種別：ワールド・セット
コスト：2
テキスト：
  [自動]：あなたの《狸》を持つキャラクターは、スリープである限り、パワーを+1000する。

【カード】狸の葉っぱ
種別：セット
コスト：1
分類：《狸》
パワー：+1000
テキスト：
  [自動]：このカードがセットされているキャラクターがスリープである限り、それのパワーを更に+1000する。

【カード】豆狸
種別：キャラクター
コスト：1
分類：《狸》
パワー：2000

【カード】河童
種別：キャラクター
コスト：1
分類：《河童》
パワー：2000

【カード】司書
種別：キャラクター
コスト：1
分類：《司書》
パワー：1000

【カード】司書の指先
種別：コマンド
コスト：2
テキスト：
  [自動]：このカードをプレイする際、あなたが《司書》を持つキャラクターを戦場に出しているなら、このカードのエネルギーコストは1少なくなる。
  カードを1枚引く。

【カード】湯治
種別：コマンド
コスト：2
テキスト：
  あなたのダメージフィールドのカードを1枚選び、裏向きでガードデッキに加える。あなたのスリープであるキャラクターが3体以上いる場合、1枚の代わりに2枚選ぶ。
`,
  'test/fixtures/t11-inline.hf',
);
const ALL = CARDS.all;

describe('【強撃】【強撃】 with one reminder: two copies, stacked (HF-13.10, HF-13.4)', () => {
  it('an unblocked attack deals 3 damage; one 【強撃】 deals 2', () => {
    for (const [name, damage] of [
      ['古代怪獣 ガルザウルス', 3],
      ['特攻隊員 レン', 2],
    ] as const) {
      const g = makeGame({ cards: ALL, p0: { battlefield: [name] }, p1: {} });
      hitPlayer(g, onBattlefield(g, name, 0));
      settle(g);
      expect(damageCount(g, 1)).toBe(damage);
    }
  });
});

describe('「あなたの《狸》を持つキャラクターは、スリープである限り、パワーを+1000する」', () => {
  it('only an asleep 《狸》 of its player gets +1000, and only while asleep', () => {
    const g = makeGame({
      cards: ALL,
      p0: {
        battlefield: ['狸の化け宿', { name: '豆狸', sleep: true }, '豆狸', { name: '河童', sleep: true }],
      },
      p1: { battlefield: [{ name: '豆狸', sleep: true }] },
    });
    expect(power(g, onBattlefield(g, '豆狸', 0, 0))).toBe(3000);
    expect(power(g, onBattlefield(g, '豆狸', 0, 1))).toBe(2000);
    expect(power(g, onBattlefield(g, '河童', 0))).toBe(2000);
    expect(power(g, onBattlefield(g, '豆狸', 1))).toBe(2000);
    g.state.cards[onBattlefield(g, '豆狸', 0, 0)].sleep = false;
    expect(power(g, onBattlefield(g, '豆狸', 0, 0))).toBe(2000);
  });
});

describe('「このカードがセットされているキャラクターがスリープである限り、それのパワーを更に+1000する」', () => {
  it('the host has +1000 from the set card, and +1000 more while asleep', () => {
    for (const [sleep, expected] of [
      [false, 3000],
      [true, 4000],
    ] as const) {
      const g = makeGame({
        cards: ALL,
        p0: { hand: ['狸の葉っぱ'], energy: 1, battlefield: [{ name: '河童', sleep }] },
      });
      const host = onBattlefield(g, '河童', 0);
      play(g, '狸の葉っぱ', [host]);
      expect(g.state.cards[cardId(g, '狸の葉っぱ', 0)].host).toBe(host);
      expect(power(g, host)).toBe(expected);
    }
  });
});

describe('「このカードをプレイする際、あなたが《司書》を持つキャラクターを戦場に出しているなら、…1少なくなる」 (HF-5.12)', () => {
  it('costs 1 with a 《司書》 on the battlefield, 2 without', () => {
    const withLibrarian = makeGame({
      cards: ALL,
      p0: { hand: ['司書の指先'], energy: 1, battlefield: ['司書'] },
    });
    expect(playable(withLibrarian, '司書の指先')).toBe(true);
    const without = makeGame({ cards: ALL, p0: { hand: ['司書の指先'], energy: 1, battlefield: ['河童'] } });
    expect(playable(without, '司書の指先')).toBe(false);
  });
});

describe('「…を1枚選び、…加える。…3体以上いる場合、1枚の代わりに2枚選ぶ」: the count on resolution', () => {
  const run = (asleep: number) => {
    const g = makeGame({
      cards: ALL,
      p0: {
        hand: ['湯治'],
        energy: 2,
        battlefield: Array.from({ length: 3 }, (_, i) => ({ name: '河童', sleep: i < asleep })),
        damageField: ['豆狸', '司書', '河童'],
      },
    });
    const guard = g.state.players[0].guardDeck.length;
    play(g, '湯治', [], { choose: ['豆狸', '司書'] });
    return g.state.players[0].guardDeck.length - guard;
  };
  it('three asleep characters: two cards go to the guard deck; two asleep: one', () => {
    expect(run(3)).toBe(2);
    expect(run(2)).toBe(1);
  });
});
