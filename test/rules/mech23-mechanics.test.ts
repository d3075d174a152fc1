// Issue 22 point 3 (mech23): the mechanics mech23 builds, played in the engine — damage reduction (RULING «Damage
// reduced»: summed, never below 0, reduced to 0 not dealt, attack and effect damage alike; HF-9.4, HF-5.11), a counted
// look (RULING «A counted look»: X read as the look resolves; HF-10.3), distinct card names in a count (RULING
// «Distinct card names») and the first such card a player plays each turn (mech15's Nth play, RULING «The Nth play of
// a turn»; HF-5.12). Cards written inline (not in test/fixtures: the fixtures feed the suggestion search's part bank).
import { describe, expect, it } from 'vitest';
import { playCost } from '../../src/engine/costs.js';
import { powerOf } from '../../src/engine/query.js';
import { attack, damageOf, endTurn, hand, on, play, settle } from '../helpers/corpusScenario.js';
import { compileFixture } from '../helpers/fixtureCards.js';
import { type BoardSpec, act, makeGame } from '../helpers/harness.js';
import { inHand } from '../helpers/lookup.js';

const SOURCE = `【セット】mech23

【カード】盾兵
種別：キャラクター
コスト：2
パワー：3000
テキスト：
  [自動]：このキャラクターが受けるダメージを1000減らす。
  [自動]：このキャラクターがダメージを受けた時、あなたはメインデッキからカードを1枚引く。

【カード】兵
種別：キャラクター
コスト：1
パワー：3000

【カード】殴り手
種別：キャラクター
コスト：3
パワー：4000

【カード】雷撃
種別：コマンド
コスト：0
テキスト：
  キャラクター一体を対象とし、それに2000ダメージを与える。

【カード】小雷
種別：コマンド
コスト：0
テキスト：
  キャラクター一体を対象とし、それに1000ダメージを与える。

【カード】守護
種別：コマンド
コスト：0
テキスト：
  キャラクター一体を対象とし、ターン終了時まで、それが受けるダメージを1000減らす。

【カード】星見
種別：キャラクター
コスト：0
分類：《星霊》
パワー：1000
テキスト：
  [自動]：このキャラクターが戦場に登場した時、あなたはメインデッキの上からX枚を見て、その中からカードを1枚まで選び、手札に加え、残りを好きな順番でメインデッキの一番下に置く。Xはあなたの《星霊》を持つキャラクターの数に等しい。

【カード】星霊
種別：キャラクター
コスト：1
分類：《星霊》
パワー：1000

【カード】星霊二
種別：キャラクター
コスト：1
分類：《星霊》
パワー：1000

【カード】星霊王
種別：キャラクター
コスト：6
パワー：5000
テキスト：
  [自動]：このキャラクターのパワーを、あなたのトラッシュのカード名の異なる《星霊》を持つカード1枚につき+1000する。

【カード】二代目
種別：キャラクター
コスト：4
パワー：4000
テキスト：
  [自動]：あなたが各ターンに最初にプレイする《レシピ》を持つコマンドのエネルギーコストは1少なくなる。

【カード】レシピ
種別：コマンド
コスト：2
分類：《レシピ》
テキスト：
  あなたはメインデッキからカードを1枚引く。

【カード】お冷や
種別：コマンド
コスト：1
テキスト：
  あなたはメインデッキからカードを1枚引く。
`;
const CARDS = compileFixture(SOURCE, 'test/rules/mech23-inline.hf').all;
const game = (p0: BoardSpec, p1: BoardSpec = {}) => makeGame({ cards: CARDS, p0, p1 });
type G = ReturnType<typeof game>;
const dealtTo = (g: G, id: number) =>
  g.state.log.flatMap((e) => (e.type === 'damageCharacter' && e.card === id ? [e.amount] : []));

describe('damage reduction 「…が受けるダメージを1000減らす」 (RULING «Damage reduced»)', () => {
  it('an effect’s 2000 damage is dealt as 1000 (HF-9.4)', () => {
    const g = game({ hand: ['雷撃'] }, { battlefield: ['盾兵'] });
    play(g, '雷撃', [on(g, '盾兵', 1)]);
    expect(damageOf(g, on(g, '盾兵', 1))).toBe(1000);
  });

  it('reduced to 0 it is not dealt: no damage, no 「ダメージを受けた時」', () => {
    const g = game({ hand: ['小雷'] }, { battlefield: ['盾兵'] });
    const handBefore = g.state.players[1].hand.length;
    play(g, '小雷', [on(g, '盾兵', 1)]);
    expect(damageOf(g, on(g, '盾兵', 1))).toBe(0);
    expect(dealtTo(g, on(g, '盾兵', 1))).toEqual([]);
    expect(g.state.players[1].hand.length).toBe(handBefore);
    expect(g.state.log.some((e) => e.type === 'damageReduced' && e.to === 0)).toBe(true);
  });

  it('two reductions add up; never below 0', () => {
    const g = game({ hand: ['守護', '雷撃'], battlefield: ['盾兵'] });
    play(g, '守護', [on(g, '盾兵', 0)]);
    play(g, '雷撃', [on(g, '盾兵', 0)]);
    expect(damageOf(g, on(g, '盾兵', 0))).toBe(0);
  });

  it('an attack’s damage is reduced too: 4000 → 3000 destroys a 3000 (HF-9.4); with 守護 as well, 2000 does not', () => {
    const g = game({ battlefield: ['殴り手'] }, { battlefield: [{ name: '盾兵', sleep: true }] });
    attack(g, on(g, '殴り手', 0), { card: on(g, '盾兵', 1) });
    expect(dealtTo(g, g.state.players[1].trash[0])).toEqual([3000]);
    const h = game(
      { battlefield: ['殴り手'], hand: ['守護'] },
      { battlefield: [{ name: '盾兵', sleep: true }] },
    );
    play(h, '守護', [on(h, '盾兵', 1)]);
    attack(h, on(h, '殴り手', 0), { card: on(h, '盾兵', 1) });
    expect(damageOf(h, on(h, '盾兵', 1))).toBe(2000);
  });

  it('a lasting reduction ends at end of turn (HF-12.9)', () => {
    const g = game({ hand: ['守護', '雷撃'], battlefield: ['兵'] }, { hand: ['雷撃'] });
    play(g, '守護', [on(g, '兵', 0)]);
    play(g, '雷撃', [on(g, '兵', 0)]);
    expect(damageOf(g, on(g, '兵', 0))).toBe(1000);
    endTurn(g);
    act(g, { type: 'play', card: inHand(g, '雷撃', 1), targets: [on(g, '兵', 0)] });
    settle(g);
    expect(damageOf(g, on(g, '兵', 0))).toBe(2000);
  });
});

describe('a counted look 「上からX枚を見て…。Xは…に等しい」 (RULING «A counted look»)', () => {
  it('X is counted as it resolves (the character itself included): 3 looked at, 1 taken, 2 to the bottom', () => {
    const g = game({
      hand: ['星見'],
      battlefield: ['星霊', '星霊二'],
      main: ['雷撃', '小雷', '守護', '兵'],
    });
    play(g, '星見', [], { choose: ['小雷'] });
    const looked = g.state.log.find((e) => e.type === 'lookAt');
    expect(looked && 'cards' in looked ? looked.cards.length : 0).toBe(3);
    expect(hand(g, 0)).toContain('小雷');
    const deck = g.state.players[0].mainDeck;
    expect(g.defs.get(g.state.cards[deck[0]].def)?.name).toBe('兵');
  });

  it('with one 《星霊》 (itself) it looks at 1', () => {
    const g = game({ hand: ['星見'], main: ['雷撃', '小雷'] });
    play(g, '星見', [], { choose: ['雷撃'] });
    const looked = g.state.log.find((e) => e.type === 'lookAt');
    expect(looked && 'cards' in looked ? looked.cards.length : 0).toBe(1);
  });
});

describe('distinct card names 「カード名の異なる…1枚につき」 (RULING «Distinct card names»)', () => {
  it('two 星霊 and one 星霊二 in the trash are two names: +2000', () => {
    const g = game({ battlefield: ['星霊王'], trash: ['星霊', '星霊', '星霊二', '兵'] });
    expect(powerOf(g, on(g, '星霊王', 0))).toBe(7000);
  });
});

describe('the first such card a player plays each turn (「各ターンに最初にプレイする」, RULING «The Nth play of a turn»)', () => {
  it('the first 《レシピ》 command costs 1 less, the second does not; another command first does not use it up', () => {
    const g = game({ battlefield: ['二代目'], hand: ['お冷や', 'レシピ', 'レシピ'], energy: 5 });
    const [, r1, r2] = g.state.players[0].hand;
    play(g, 'お冷や');
    expect(playCost(g, 0, r1)).toBe(1);
    play(g, 'レシピ');
    expect(playCost(g, 0, r2)).toBe(2);
  });
});
