// Issue 22 ("Done when": 0 accepted cards behave differently from their intent): the accepted cards of the held-out
// halves of d69–d72 (sc18), played in the engine exactly as their designers wrote them, each asserting what its
// `# 意図:` says — or, where the intent goes against the seeds or a RULING of docs/engine.md, what the rules say
// (the test names it). Vanillas and keyword-only cards were checked by their explain and together at the end of a set.
import { describe, expect, it } from 'vitest';
import { apply, legalActions } from '../../src/engine/index.js';
import { hasKeyword, powerOf, traitsOf } from '../../src/engine/query.js';
import {
  activate,
  activeEnergy,
  asleep,
  attachedTo,
  attack,
  bottom,
  canActivate,
  canDefend,
  damageCount,
  dealt,
  defend,
  endTurn,
  field,
  hand,
  hitPlayer,
  on,
  play,
  playBy,
  playable,
  revealedWith,
  sorted,
  targetable,
  top,
  trash,
  untilPlayable,
} from '../helpers/corpusScenario.js';
import { HOLO, KASA, NYUDO, faceDown, game } from './d69-d72Sets.js';

type Game = ReturnType<typeof game>;
/** The 「若芽」 set cards on `host` (face-down set cards, 000 ■セットカード). */
const sprouts = (g: Game, host: number) =>
  attachedTo(g, host).filter((id) => g.state.cards[id].faceDown?.name === '若芽');
/** Both players end a turn each: player 0's next active phase ends (its triggers answered by `answers`). */
const nextOwnTurn = (g: Game, answers = {}) => {
  endTurn(g);
  endTurn(g, answers);
};

describe('d69-onshitsu (held-out half)', () => {
  const NETTLE = '刺草の番兵';
  const ROSE = '蔓絡みの大薔薇';
  const SEED = '芽吹く種子';

  it('d69 芽吹く種子: your active phase end → may set a trash card face down as a +1000 「若芽」; 3 of them → 【強撃】', () => {
    const g = game('d69', { battlefield: [SEED], trash: [HOLO, KASA, NYUDO] });
    nextOwnTurn(g, { choose: [HOLO] });
    const seed = on(g, SEED, 0);
    expect(sprouts(g, seed)).toHaveLength(1);
    expect(powerOf(g, seed)).toBe(2000);
    expect(hasKeyword(g, seed, 'strike')).toBe(false);
    nextOwnTurn(g, { choose: [KASA] });
    expect(hasKeyword(g, seed, 'strike')).toBe(false);
    nextOwnTurn(g, { choose: [NYUDO] });
    expect(sprouts(g, seed)).toHaveLength(3);
    expect(powerOf(g, seed)).toBe(4000);
    expect(hasKeyword(g, seed, 'strike')).toBe(true);
    const h = game('d69', { battlefield: [SEED], trash: [HOLO] });
    nextOwnTurn(h, { may: [false] });
    expect(trash(h, 0)).toEqual([HOLO]);
  });

  it('d69 温室を飛ぶ蛾: 【神速】; its attack damages the opponent → draws 1 only while you have a 《花》 character', () => {
    const A = '温室を飛ぶ蛾';
    const g = game('d69', { battlefield: [A, ROSE], main: [HOLO] });
    expect(hasKeyword(g, on(g, A, 0), 'godspeed')).toBe(true);
    hitPlayer(g, on(g, A, 0));
    expect(hand(g, 0)).toEqual([HOLO]);
    const h = game('d69', { battlefield: [A, NETTLE], main: [HOLO] });
    hitPlayer(h, on(h, A, 0));
    expect(hand(h, 0)).toEqual([]);
  });

  it('d69 刺草の番兵: it defends → 1000 damage to the attacking character (no target)', () => {
    const g = game('d69', { battlefield: [NETTLE] }, { battlefield: [HOLO] }, 1);
    attack(g, on(g, HOLO, 1), { player: 0 });
    defend(g, on(g, NETTLE, 0));
    expect(dealt(g)[0]).toBe(1000);
    expect(g.state.cards[on(g, HOLO, 1)].damage).toBe(1000);
  });

  it('d69 ガラス温室の管理人: 【警戒】; your active phase end → a 《植物》 of yours (a target) may get a trash card as 「若芽」', () => {
    const A = 'ガラス温室の管理人';
    const g = game('d69', { battlefield: [A, NETTLE], trash: [HOLO] });
    expect(hasKeyword(g, on(g, A, 0), 'vigilance')).toBe(true);
    nextOwnTurn(g, { choose: [HOLO] });
    expect(sprouts(g, on(g, NETTLE, 0))).toHaveLength(1);
    expect(powerOf(g, on(g, NETTLE, 0))).toBe(3000);
    expect(attachedTo(g, on(g, A, 0))).toEqual([]); // not a 《植物》
  });

  it('d69 蔓絡みの大薔薇: 【反撃】; it defends → the attacker (a target) −1000 until end of turn', () => {
    const g = game('d69', { battlefield: [ROSE] }, { battlefield: [NYUDO] }, 1);
    expect(hasKeyword(g, on(g, ROSE, 0), 'counter')).toBe(true);
    attack(g, on(g, NYUDO, 1), { player: 0 });
    defend(g, on(g, ROSE, 0));
    expect(powerOf(g, on(g, NYUDO, 1))).toBe(5000);
  });

  it('d69 根張りの古木: 【警戒】; your active phase end → may set a 「若芽」 on itself; 2 of them → 【反撃】', () => {
    const A = '根張りの古木';
    const g = game('d69', { battlefield: [A], trash: [HOLO, KASA] });
    const tree = on(g, A, 0);
    expect(hasKeyword(g, tree, 'vigilance')).toBe(true);
    nextOwnTurn(g, { choose: [HOLO] });
    expect(hasKeyword(g, tree, 'counter')).toBe(false);
    nextOwnTurn(g, { choose: [KASA] });
    expect(powerOf(g, tree)).toBe(5000);
    expect(hasKeyword(g, tree, 'counter')).toBe(true);
  });

  it('d69 大輪の向日葵: your OTHER 《花》 characters +1000 (not itself, not the opponent’s)', () => {
    const A = '大輪の向日葵';
    const g = game('d69', { battlefield: [A, ROSE, NETTLE] }, { battlefield: [ROSE] });
    expect(powerOf(g, on(g, A, 0))).toBe(5000);
    expect(powerOf(g, on(g, ROSE, 0))).toBe(5000);
    expect(powerOf(g, on(g, NETTLE, 0))).toBe(2000);
    expect(powerOf(g, on(g, ROSE, 1))).toBe(4000);
  });

  it('d69 植物学院の大魔導師: costs 1 less per 5 trash cards (HF-5.12); enters → destroys an opposing character (a target)', () => {
    const A = '植物学院の大魔導師';
    const five = [HOLO, HOLO, KASA, KASA, NYUDO];
    expect(playable(game('d69', { hand: [A], energy: 6, trash: five.slice(0, 4) }), A)).toBe(false);
    const g = game('d69', { hand: [A], energy: 6, trash: five }, { battlefield: [HOLO] });
    expect(playable(g, A)).toBe(true);
    play(g, A, [], { targets: [[on(g, HOLO, 1)]] });
    expect(field(g, 1)).toEqual([]);
  });

  it('d69 種の保管庫: looks at 3, up to one 《種子》/《植物》 to the hand, the rest to the bottom; with fewer than 3 nothing', () => {
    const C = '種の保管庫';
    const g = game('d69', { hand: [C], energy: 1, main: [HOLO, NETTLE, KASA, NYUDO] });
    expect(() => play(g, C, [], { choose: [HOLO] })).toThrow(); // not a 《植物》
    const h = game('d69', { hand: [C], energy: 1, main: [HOLO, NETTLE, KASA, NYUDO] });
    play(h, C, [], { choose: [NETTLE] });
    expect(hand(h, 0)).toEqual([NETTLE]);
    expect(top(h, 0, 1)).toEqual([NYUDO]);
    expect(sorted(bottom(h, 0, 2))).toEqual(sorted([HOLO, KASA]));
    const s = game('d69', { hand: [C], energy: 1, main: [NETTLE, HOLO], mainCount: 2 });
    play(s, C);
    expect(hand(s, 0)).toEqual([]);
  });

  it('d69 急速成長の呪文: a character of yours (a target) gets up to 2 trash cards face down as +1000 「若芽」', () => {
    const C = '急速成長の呪文';
    const g = game('d69', { hand: [C], energy: 2, battlefield: [NETTLE], trash: [HOLO, KASA, NYUDO] });
    play(g, C, [on(g, NETTLE, 0)], { choose: [HOLO, KASA] });
    expect(sprouts(g, on(g, NETTLE, 0))).toHaveLength(2);
    expect(powerOf(g, on(g, NETTLE, 0))).toBe(4000);
    expect(trash(g, 0)).toEqual(expect.arrayContaining([NYUDO, C]));
  });

  it('d69 枯死の呪い: a character (a target) −3000 until end of turn; at 0 it is destroyed even with 【死殺】 (HF-13.5)', () => {
    const C = '枯死の呪い';
    const g = game(
      'd69',
      { hand: ['電脳バリア', C], energy: 5, battlefield: [NETTLE] },
      { battlefield: [NYUDO] },
    );
    play(g, C, [on(g, NYUDO, 1)]);
    expect(powerOf(g, on(g, NYUDO, 1))).toBe(3000);
    play(g, '電脳バリア', [on(g, NETTLE, 0)]);
    expect(hasKeyword(g, on(g, NETTLE, 0), 'deathless')).toBe(true);
    const h = game('d69', { hand: ['電脳バリア', C], energy: 5, battlefield: [NETTLE] });
    play(h, '電脳バリア', [on(h, NETTLE, 0)]);
    play(h, C, [on(h, NETTLE, 0)]);
    expect(field(h, 0)).toEqual([]);
  });

  it('d69 蜜の香り: host +1000 and 《花》; set → the set card’s player draws 1, also when set on an opposing character', () => {
    const C = '蜜の香り';
    const g = game('d69', { hand: [C], energy: 2, battlefield: [NETTLE], main: [HOLO] });
    play(g, C, [on(g, NETTLE, 0)]);
    expect(powerOf(g, on(g, NETTLE, 0))).toBe(3000);
    expect(traitsOf(g, on(g, NETTLE, 0))).toContain('花');
    expect(hand(g, 0)).toEqual([HOLO]);
    const h = game('d69', { hand: [C], energy: 2, main: [HOLO] }, { battlefield: [NETTLE], main: [KASA] });
    play(h, C, [on(h, NETTLE, 1)]);
    expect(hand(h, 0)).toEqual([HOLO]);
    expect(hand(h, 1)).toEqual([]);
  });

  it('d69 硝子の大温室: your 《植物学者》 +1000; your active phase end → a 《植物》 of yours (a target) may get a 「若芽」', () => {
    const W = '硝子の大温室';
    const g = game('d69', { battlefield: [W, 'ガラス温室の管理人', NETTLE], trash: [HOLO, KASA] });
    expect(powerOf(g, on(g, 'ガラス温室の管理人', 0))).toBe(4000);
    expect(powerOf(g, on(g, NETTLE, 0))).toBe(2000);
    nextOwnTurn(g, { choose: [HOLO, KASA] }); // the world set’s and the keeper’s triggers, one card each
    expect(sprouts(g, on(g, NETTLE, 0))).toHaveLength(2);
  });
});

describe('d70-denno (held-out half)', () => {
  const FAN = 'コメント職人';
  const RION = 'アンコールの申し子 リオン';
  const LUNA = '電脳アイドル 星宮ルナ';
  const BAN = 'BANハンマー';

  it('d70 コメント職人: [1][スリープ] draws 1, then discards a card of the hand', () => {
    const g = game('d70', { battlefield: [FAN], energy: 1, hand: [KASA], main: [HOLO] });
    activate(g, on(g, FAN, 0), [], { choose: [KASA] });
    expect(hand(g, 0)).toEqual([HOLO]);
    expect(trash(g, 0)).toEqual([KASA]);
    expect(asleep(g, on(g, FAN, 0))).toBe(true);
  });

  it('d70 ペンライト隊: your 《電脳アイドル》 +1000 during your turn only', () => {
    const g = game('d70', { battlefield: ['ペンライト隊', RION] }, { battlefield: [RION] });
    expect(powerOf(g, on(g, RION, 0))).toBe(4000);
    expect(powerOf(g, on(g, RION, 1))).toBe(3000);
    endTurn(g);
    expect(powerOf(g, on(g, RION, 0))).toBe(3000);
  });

  it('d70 音響スタッフ: [スリープ] a character of yours (a target, itself too) has 【反撃】 until end of turn', () => {
    const A = '音響スタッフ';
    const g = game('d70', { battlefield: [A, HOLO] });
    activate(g, on(g, A, 0), [on(g, HOLO, 0)]);
    expect(hasKeyword(g, on(g, HOLO, 0), 'counter')).toBe(true);
    endTurn(g);
    expect(hasKeyword(g, on(g, HOLO, 0), 'counter')).toBe(false);
  });

  it('d70 ノイズ・ワーム: [1][スリープ] your top card set face down on an opposing character as a −1000 「ノイズ」; it leaves → to your trash', () => {
    const A = 'ノイズ・ワーム';
    const g = game(
      'd70',
      { battlefield: [A], energy: 5, hand: [BAN], main: [KASA] },
      { battlefield: [HOLO] },
    );
    activate(g, on(g, A, 0), [on(g, HOLO, 1)]);
    const [noise] = attachedTo(g, on(g, HOLO, 1));
    expect(g.state.cards[noise].faceDown?.name).toBe('ノイズ');
    expect(powerOf(g, on(g, HOLO, 1))).toBe(2000);
    play(g, BAN, [on(g, HOLO, 1)]);
    expect(trash(g, 0)).toContain(KASA);
    expect(g.state.cards[noise].faceDown).toBeNull();
  });

  it('d70 アンコールの申し子 リオン: destroyed → may pay 2; paid, it goes to the hand instead of the trash (RULING HF-9.6)', () => {
    const g = game('d70', { battlefield: [RION], energy: 6, hand: [BAN] });
    play(g, BAN, [on(g, RION, 0)]);
    expect(hand(g, 0)).toContain(RION);
    expect(activeEnergy(g, 0)).toBe(0);
    const h = game('d70', { battlefield: [RION], energy: 6, hand: [BAN] });
    play(h, BAN, [on(h, RION, 0)], { may: [false] });
    expect(trash(h, 0)).toContain(RION);
    expect(activeEnergy(h, 0)).toBe(2);
  });

  it('d70 歌姫AI セレナ＝ビット: 【警戒】; it attacks → may make an asleep 《ファン》 of yours (a target) active', () => {
    const A = '歌姫AI セレナ＝ビット';
    const g = game('d70', { battlefield: [A, { name: FAN, sleep: true }] });
    expect(hasKeyword(g, on(g, A, 0), 'vigilance')).toBe(true);
    hitPlayer(g, on(g, A, 0));
    expect(asleep(g, on(g, FAN, 0))).toBe(false);
  });

  it('d70 文字化けの歌姫 ヌル: enters → an active opposing character asleep; it attacks → an asleep opposing one −1000', () => {
    const A = '文字化けの歌姫 ヌル';
    const g = game('d70', { hand: [A], energy: 4 }, { battlefield: [HOLO] });
    play(g, A);
    expect(asleep(g, on(g, HOLO, 1))).toBe(true);
    const h = game('d70', { battlefield: [A] }, { battlefield: [{ name: HOLO, sleep: true }] });
    hitPlayer(h, on(h, A, 0));
    expect(powerOf(h, on(h, HOLO, 1))).toBe(2000);
  });

  it('d70 電脳アイドル 星宮ルナ: 【強撃】; enters → 1000 per 《ファン》 of yours to an opposing character (a target)', () => {
    const g = game(
      'd70',
      { hand: [LUNA], energy: 5, battlefield: [FAN, 'ペンライト隊'] },
      { battlefield: [HOLO] },
    );
    play(g, LUNA);
    expect(dealt(g)).toEqual([2000]);
    expect(hasKeyword(g, on(g, LUNA, 0), 'strike')).toBe(true);
  });

  it('d70 卒業ライブのミサキ: 【警戒】; destroyed → up to one 《電脳アイドル》 of cost ≤3 from your trash enters active', () => {
    const A = '卒業ライブのミサキ';
    const g = game('d70', { battlefield: [A], energy: 4, hand: [BAN], trash: [RION, LUNA] });
    expect(hasKeyword(g, on(g, A, 0), 'vigilance')).toBe(true);
    play(g, BAN, [on(g, A, 0)], { choose: [RION] });
    expect(field(g, 0)).toEqual([RION]);
    expect(asleep(g, on(g, RION, 0))).toBe(false);
    const h = game('d70', { battlefield: [A], energy: 4, hand: [BAN], trash: [LUNA] });
    play(h, BAN, [on(h, A, 0)], { most: true });
    expect(field(h, 0)).toEqual([]); // 星宮ルナ costs 5
  });

  it('d70 神対応: a character of yours (a target) +2000 until end of turn; 【ダメージトリガー】 the same', () => {
    const C = '神対応';
    const g = game('d70', { hand: [C], energy: 1, battlefield: [HOLO] });
    play(g, C, [on(g, HOLO, 0)]);
    expect(powerOf(g, on(g, HOLO, 0))).toBe(5000);
    const t = game('d70', { guard: [C], battlefield: [HOLO] }, { battlefield: [KASA] }, 1);
    revealedWith(t, on(t, KASA, 1), [on(t, HOLO, 0)]);
    expect(powerOf(t, on(t, HOLO, 0))).toBe(5000);
  });

  it('d70 生配信スタート！: draws 2, then discards 1 only with no 《配信者》 of yours', () => {
    const C = '生配信スタート！';
    const g = game('d70', { hand: [C], energy: 2, main: [HOLO, KASA] });
    play(g, C, [], { choose: [KASA] });
    expect(hand(g, 0)).toEqual([HOLO]);
    const h = game('d70', {
      hand: [C],
      energy: 2,
      battlefield: ['配信少女 ミライ・ストリーム'],
      main: [HOLO, KASA],
    });
    play(h, C);
    expect(sorted(hand(h, 0))).toEqual(sorted([HOLO, KASA]));
  });

  it('d70 電脳バリア: a character of yours (a target) has 【死殺】 until end of turn: a destroy effect does not destroy it', () => {
    const g = game('d70', { hand: ['電脳バリア', BAN], energy: 6, battlefield: [HOLO], main: [KASA] });
    play(g, '電脳バリア', [on(g, HOLO, 0)]);
    play(g, BAN, [on(g, HOLO, 0)]);
    expect(field(g, 0)).toEqual([HOLO]);
    expect(hand(g, 0)).toEqual([]); // BANハンマー’s draw needs the destruction (HF-5.7)
    endTurn(g);
    expect(hasKeyword(g, on(g, HOLO, 0), 'deathless')).toBe(false);
  });

  it('d70 BANハンマー: a character of power ≤5000 (a target, either side) destroyed, then draws 1', () => {
    const g = game('d70', { hand: [BAN], energy: 4, main: [KASA] }, { battlefield: [NYUDO, HOLO] });
    expect(targetable(g, BAN, on(g, NYUDO, 1))).toBe(false);
    play(g, BAN, [on(g, HOLO, 1)]);
    expect(field(g, 1)).toEqual([NYUDO]);
    expect(hand(g, 0)).toEqual([KASA]);
  });

  it('d70 ルナティック・フィナーレ: 【奥義：星宮ルナ】; up to two opposing characters destroyed, then your 《電脳アイドル》 active', () => {
    const C = 'ルナティック・フィナーレ';
    expect(playable(game('d70', { hand: [C], energy: 5 }, { battlefield: [HOLO] }), C)).toBe(false);
    const g = game(
      'd70',
      {
        hand: [C],
        energy: 5,
        battlefield: [
          { name: LUNA, sleep: true },
          { name: FAN, sleep: true },
        ],
      },
      { battlefield: [HOLO, KASA, NYUDO] },
    );
    play(g, C, [on(g, HOLO, 1), on(g, KASA, 1)]);
    expect(field(g, 1)).toEqual([NYUDO]);
    expect(asleep(g, on(g, LUNA, 0))).toBe(false);
    expect(asleep(g, on(g, FAN, 0))).toBe(true);
  });

  it('d70 応援うちわ: host +1000 and [カルネージ1]: +2000 until end of turn', () => {
    const C = '応援うちわ';
    const g = game('d70', { hand: [C], energy: 1, battlefield: [HOLO], damageField: [KASA] });
    play(g, C, [on(g, HOLO, 0)]);
    expect(powerOf(g, on(g, HOLO, 0))).toBe(4000);
    activate(g, on(g, HOLO, 0));
    expect(powerOf(g, on(g, HOLO, 0))).toBe(6000);
    expect(damageCount(g, 0)).toBe(0);
    expect(canActivate(g, on(g, HOLO, 0))).toBe(false);
  });

  it('d70 バグ・パッチ: host −1000 and 《グリッチ》; the host cannot defend', () => {
    const g = game(
      'd70',
      { hand: ['バグ・パッチ'], energy: 2, battlefield: [NYUDO] },
      { battlefield: [HOLO, KASA] },
    );
    play(g, 'バグ・パッチ', [on(g, HOLO, 1)]);
    expect(powerOf(g, on(g, HOLO, 1))).toBe(2000);
    expect(traitsOf(g, on(g, HOLO, 1))).toContain('グリッチ');
    attack(g, on(g, NYUDO, 0), { player: 1 });
    expect(canDefend(g, on(g, HOLO, 1))).toBe(false);
    expect(canDefend(g, on(g, KASA, 1))).toBe(true);
  });

  it('d70 仮想ステージ〈ネオ・ドーム〉: a 《電脳アイドル》 of yours enters → look at the top card, top or bottom; [3] draw once a turn', () => {
    const W = '仮想ステージ〈ネオ・ドーム〉';
    const g = game('d70', { battlefield: [W], hand: [RION], energy: 9, main: [HOLO, KASA] });
    play(g, RION, [], { choose: [HOLO] }); // chosen: to the bottom
    expect(top(g, 0, 1)).toEqual([KASA]);
    expect(bottom(g, 0, 1)).toEqual([HOLO]);
    activate(g, on(g, W, 0));
    expect(hand(g, 0)).toEqual([KASA]);
    expect(canActivate(g, on(g, W, 0))).toBe(false);
  });

  it('d70 vanilla and keyword-only cards: ホログラム・バックダンサー 3000; マイク〈ゼロ・レイテンシ〉 host +1000 and 【神速】', () => {
    const g = game('d70', { hand: ['マイク〈ゼロ・レイテンシ〉'], energy: 2, battlefield: [HOLO] });
    expect(powerOf(g, on(g, HOLO, 0))).toBe(3000);
    expect(hasKeyword(g, on(g, HOLO, 0), 'godspeed')).toBe(false);
    play(g, 'マイク〈ゼロ・レイテンシ〉', [on(g, HOLO, 0)]);
    expect(powerOf(g, on(g, HOLO, 0))).toBe(4000);
    expect(hasKeyword(g, on(g, HOLO, 0), 'godspeed')).toBe(true);
  });
});

describe('d71-sendan (held-out half)', () => {
  const SPARROW = '艦載機 スパロウ';
  const CARRIER = '軽空母 ツバクロ';
  const DESTROYER = '護衛駆逐艦 シラヌイ';

  /** The one face-down character of player `p`: a nameless 1000 《艦載機》, active (HF-14.3). */
  const expectPlane = (g: Game, p: 0 | 1) => {
    const [fd] = faceDown(g, p);
    expect(fd).toBeDefined();
    expect(powerOf(g, fd)).toBe(1000);
    expect(traitsOf(g, fd)).toEqual(['艦載機']);
    expect(asleep(g, fd)).toBe(false);
    return fd;
  };

  it('d71 艦載機 スパロウ: 【神速】; destroyed while you have a 《母艦》 → to its owner’s hand, else the trash (RULING HF-9.6)', () => {
    const g = game('d71', { battlefield: [SPARROW, CARRIER], hand: ['BANハンマー'], energy: 4 });
    expect(hasKeyword(g, on(g, SPARROW, 0), 'godspeed')).toBe(true);
    play(g, 'BANハンマー', [on(g, SPARROW, 0)]);
    expect(hand(g, 0)).toContain(SPARROW);
    const h = game('d71', { battlefield: [SPARROW], hand: ['BANハンマー'], energy: 4 });
    play(h, 'BANハンマー', [on(h, SPARROW, 0)]);
    expect(trash(h, 0)).toContain(SPARROW);
  });

  it('d71 雷撃機 ソードテイル: it attacks → 1000 damage to an asleep opposing character (a target)', () => {
    const A = '雷撃機 ソードテイル';
    const g = game('d71', { battlefield: [A] }, { battlefield: [HOLO, { name: KASA, sleep: true }] });
    hitPlayer(g, on(g, A, 0), { targets: [[on(g, KASA, 1)]] });
    expect(dealt(g)).toEqual([1000]);
    expect(g.state.cards[on(g, KASA, 1)].damage).toBe(1000);
  });

  it('d71 軽空母 ツバクロ: enters → may put the top card face down and active as a nameless 1000 《艦載機》 (HF-14.3)', () => {
    const g = game('d71', { hand: [CARRIER], energy: 3, main: [NYUDO] });
    play(g, CARRIER);
    expectPlane(g, 0);
    const h = game('d71', { hand: [CARRIER], energy: 3, main: [NYUDO] });
    play(h, CARRIER, [], { may: [false] });
    expect(faceDown(h, 0)).toEqual([]);
  });

  it('d71 戦艦 ガルガンチュア: 【強撃】; enters → 3000 damage to an opposing character (a target)', () => {
    const A = '戦艦 ガルガンチュア';
    const g = game('d71', { hand: [A], energy: 6 }, { battlefield: [HOLO] });
    play(g, A);
    expect(dealt(g)).toEqual([3000]);
    expect(field(g, 1)).toEqual([]);
    expect(hasKeyword(g, on(g, A, 0), 'strike')).toBe(true);
  });

  it('d71 白兵突入班: enters → an opposing character (a target) −1000 until end of turn; at 0 it is destroyed (HF-9.5)', () => {
    const A = '白兵突入班';
    const g = game('d71', { hand: [A], energy: 1 }, { battlefield: [HOLO] });
    play(g, A);
    expect(powerOf(g, on(g, HOLO, 1))).toBe(2000);
    const h = game('d71', { hand: [A], energy: 1 }, { battlefield: [SPARROW] });
    play(h, A);
    expect(field(h, 1)).toEqual([]);
  });

  it('d71 殿艦 シンガリ: 【反撃】; it defends → may return another character of yours (a target) to its owner’s hand', () => {
    const A = '殿艦 シンガリ';
    const g = game('d71', { battlefield: [A, KASA] }, { battlefield: [HOLO] }, 1);
    expect(hasKeyword(g, on(g, A, 0), 'counter')).toBe(true);
    attack(g, on(g, HOLO, 1), { player: 0 });
    defend(g, on(g, A, 0));
    expect(hand(g, 0)).toEqual([KASA]);
  });

  it('d71 電子戦艦 ミラージュ: [1][スリープ] in the opponent’s attack, the attacking character (a target) −2000', () => {
    const A = '電子戦艦 ミラージュ';
    const g = game('d71', { battlefield: [A], energy: 1 }, { battlefield: [NYUDO] }, 1);
    expect(canActivate(g, on(g, A, 0))).toBe(false); // not its turn, no attack
    apply(g, { type: 'attack', player: 1, attacker: on(g, NYUDO, 1), target: { player: 0 } });
    for (let i = 0; i < 20 && !canActivate(g, on(g, A, 0)); i++)
      apply(g, legalActions(g).find((a) => a.type === 'pass') ?? legalActions(g)[0]);
    activate(g, on(g, A, 0), [on(g, NYUDO, 1)]);
    expect(powerOf(g, on(g, NYUDO, 1))).toBe(4000);
  });

  it('d71 補給艦 コルモラン: enters → one asleep energy of yours becomes active', () => {
    const g = game('d71', { hand: ['補給艦 コルモラン'], energy: 3 });
    play(g, '補給艦 コルモラン');
    expect(activeEnergy(g, 0)).toBe(2);
  });

  it('d71 緊急発艦: your top card enters face down as a nameless active 1000 《艦載機》; 【ダメージトリガー】 the same', () => {
    const C = '緊急発艦';
    const g = game('d71', { hand: [C], energy: 1, main: [NYUDO] });
    play(g, C);
    expectPlane(g, 0);
    const t = game('d71', { guard: [C], main: [NYUDO] }, { battlefield: [KASA] }, 1);
    revealedWith(t, on(t, KASA, 1), []);
    expectPlane(t, 0);
    const e = game('d71', { hand: [C], energy: 1, mainCount: 0 });
    play(e, C);
    expect(faceDown(e, 0)).toEqual([]);
  });

  it('d71 移乗白兵戦: an asleep opposing character of cost ≤3 (a target) becomes yours for good, still asleep', () => {
    const C = '移乗白兵戦';
    const g = game(
      'd71',
      { hand: [C], energy: 4 },
      { battlefield: [{ name: KASA, sleep: true }, HOLO, { name: NYUDO, sleep: true }] },
    );
    expect(targetable(g, C, on(g, HOLO, 1))).toBe(false);
    expect(targetable(g, C, on(g, NYUDO, 1))).toBe(false);
    play(g, C, [on(g, KASA, 1)]);
    expect(field(g, 0)).toEqual([KASA]);
    expect(g.state.cards[on(g, KASA, 1)].controller).toBe(0); // owner unchanged (HF-14.2)
    expect(asleep(g, on(g, KASA, 1))).toBe(true);
    endTurn(g);
    endTurn(g);
    expect(field(g, 0)).toEqual([KASA]);
  });

  it('d71 対空弾幕: destroys every opposing character of power ≤1000 (not yours)', () => {
    const C = '対空弾幕';
    const g = game('d71', { hand: [C], energy: 2, battlefield: [SPARROW] }, { battlefield: [SPARROW, HOLO] });
    play(g, C);
    expect(field(g, 1)).toEqual([HOLO]);
    expect(field(g, 0)).toEqual([SPARROW]);
  });

  it('d71 後退再編: a character you own and control (a target) goes face down into your guard deck; its set cards to the trash', () => {
    const C = '後退再編';
    const g = game('d71', { hand: [C, '増設装甲板'], energy: 5, battlefield: [HOLO] });
    play(g, '増設装甲板', [on(g, HOLO, 0)]);
    const guard = g.state.players[0].guardDeck.length;
    const id = on(g, HOLO, 0);
    play(g, C, [id]);
    expect(g.state.players[0].guardDeck).toHaveLength(guard + 1);
    expect(g.state.cards[id].zone).toBe('guardDeck');
    expect(trash(g, 0)).toEqual(expect.arrayContaining(['増設装甲板', C]));
  });

  it('d71 全艦一斉射撃: 【奥義：旗艦】; 3000 damage to every opposing character (not yours)', () => {
    const C = '全艦一斉射撃';
    expect(playable(game('d71', { hand: [C], energy: 5 }, { battlefield: [HOLO] }), C)).toBe(false);
    const g = game(
      'd71',
      { hand: [C], energy: 5, battlefield: ['旗艦 アルシオン', HOLO] },
      { battlefield: [HOLO, NYUDO] },
    );
    play(g, C);
    expect(field(g, 1)).toEqual([NYUDO]);
    expect(field(g, 0)).toEqual(['旗艦 アルシオン', HOLO]);
  });

  it('d71 電子戦ポッド: host +1000 and [スリープ]: an opposing character (a target) −1000 until end of turn', () => {
    const C = '電子戦ポッド';
    const g = game('d71', { hand: [C], energy: 1, battlefield: [KASA] }, { battlefield: [HOLO] });
    play(g, C, [on(g, KASA, 0)]);
    expect(powerOf(g, on(g, KASA, 0))).toBe(4000);
    activate(g, on(g, KASA, 0), [on(g, HOLO, 1)]);
    expect(powerOf(g, on(g, HOLO, 1))).toBe(2000);
    expect(asleep(g, on(g, KASA, 0))).toBe(true);
  });

  it('d71 臨時飛行甲板: host +1000 and 《母艦》; [1][スリープ] your top card enters face down as a 1000 《艦載機》', () => {
    const C = '臨時飛行甲板';
    const g = game('d71', { hand: [C], energy: 4, battlefield: [KASA], main: [NYUDO] });
    play(g, C, [on(g, KASA, 0)]);
    expect(powerOf(g, on(g, KASA, 0))).toBe(4000);
    expect(traitsOf(g, on(g, KASA, 0))).toContain('母艦');
    activate(g, on(g, KASA, 0));
    expectPlane(g, 0);
  });

  it('d71 機動船団 展開宙域: your 《艦載機》 +1000 in your turn, face-down ones too; not in the opponent’s turn', () => {
    const W = '機動船団 展開宙域';
    const g = game('d71', { battlefield: [W, SPARROW], hand: ['緊急発艦'], energy: 1, main: [NYUDO] });
    play(g, '緊急発艦');
    expect(powerOf(g, on(g, SPARROW, 0))).toBe(2000);
    expect(powerOf(g, faceDown(g, 0)[0])).toBe(2000);
    endTurn(g);
    expect(powerOf(g, on(g, SPARROW, 0))).toBe(1000);
  });

  it('d71 vanilla and keyword-only cards: 護衛駆逐艦 シラヌイ 【反撃】 only; 増設装甲板 host +2000; 偏向シールド全開 +2000', () => {
    const g = game('d71', { hand: ['増設装甲板', '偏向シールド全開'], energy: 3, battlefield: [DESTROYER] });
    expect(hasKeyword(g, on(g, DESTROYER, 0), 'counter')).toBe(true);
    expect(powerOf(g, on(g, DESTROYER, 0))).toBe(2000);
    play(g, '増設装甲板', [on(g, DESTROYER, 0)]);
    expect(powerOf(g, on(g, DESTROYER, 0))).toBe(4000);
    play(g, '偏向シールド全開', [on(g, DESTROYER, 0)]);
    expect(powerOf(g, on(g, DESTROYER, 0))).toBe(6000);
    endTurn(g);
    expect(powerOf(g, on(g, DESTROYER, 0))).toBe(4000);
  });
});

describe('d72-yokaiichi (held-out half)', () => {
  const BAN = 'BANハンマー';
  const BOAT = '灯籠流しの小舟';
  const CURSE = '祟り提灯';

  it('d72 呼び込み狸: enters → the opponent may discard a card; if they do not (or cannot), you draw 2', () => {
    const A = '呼び込み狸';
    const g = game('d72', { hand: [A], energy: 2, main: [HOLO, NYUDO] }, { hand: [KASA] });
    play(g, A, [], { choose: [KASA] });
    expect(trash(g, 1)).toEqual([KASA]);
    expect(hand(g, 0)).toEqual([]);
    const h = game('d72', { hand: [A], energy: 2, main: [HOLO, NYUDO] }, { hand: [KASA] });
    play(h, A, [], { may: [false] });
    expect(hand(h, 1)).toEqual([KASA]);
    expect(sorted(hand(h, 0))).toEqual(sorted([HOLO, NYUDO]));
    const e = game('d72', { hand: [A], energy: 2, main: [HOLO, NYUDO] });
    play(e, A);
    expect(hand(e, 0)).toHaveLength(2);
  });

  it('d72 呪い人形売り: enters → up to one 《呪い》 set card from your trash to the hand; an opposing 《呪い》 character destroyed → draw 1, once a turn', () => {
    const A = '呪い人形売り';
    const g = game('d72', { hand: [A], energy: 3, trash: [CURSE, KASA] });
    play(g, A, [], { choose: [CURSE] });
    expect(hand(g, 0)).toEqual([CURSE]);
    const h = game(
      'd72',
      { battlefield: [A], hand: [CURSE, CURSE, BAN, BAN], energy: 12, main: [HOLO, NYUDO, KASA, HOLO] },
      { battlefield: [KASA, KASA] },
    );
    play(h, CURSE, [on(h, KASA, 1)]);
    play(h, BAN, [on(h, KASA, 1)]); // its 《呪い》 is the set card’s: last known information (HF-9.6)
    expect(hand(h, 0)).toEqual([CURSE, BAN, HOLO, NYUDO]);
    play(h, CURSE, [on(h, KASA, 1)]);
    play(h, BAN, [on(h, KASA, 1)]);
    expect(hand(h, 0)).toEqual([HOLO, NYUDO, KASA]); // the second one this turn draws nothing
  });

  it('d72 夜市の元締め・大天狗: 【警戒】; enters → up to one opposing character of power ≤5000 (a target) is destroyed unless its player discards 2', () => {
    const A = '夜市の元締め・大天狗';
    const g = game('d72', { hand: [A], energy: 6 }, { battlefield: [HOLO], hand: [KASA, NYUDO] });
    play(g, A, [], { targets: [[on(g, HOLO, 1)]], choose: [KASA, NYUDO] });
    expect(field(g, 1)).toEqual([HOLO]);
    expect(sorted(trash(g, 1))).toEqual(sorted([KASA, NYUDO]));
    expect(hasKeyword(g, on(g, A, 0), 'vigilance')).toBe(true);
    const h = game('d72', { hand: [A], energy: 6 }, { battlefield: [HOLO], hand: [KASA, NYUDO] });
    play(h, A, [], { targets: [[on(h, HOLO, 1)]], may: [false] });
    expect(field(h, 1)).toEqual([]);
    expect(hand(h, 1)).toHaveLength(2);
  });

  it('d72 夜市の元締め・大天狗: with one card in hand the opponent cannot discard 2 — the character is destroyed and the card stays (HF-5.9)', () => {
    const A = '夜市の元締め・大天狗';
    const g = game('d72', { hand: [A], energy: 6 }, { battlefield: [HOLO], hand: [KASA] });
    play(g, A, [], { targets: [[on(g, HOLO, 1)]], may: [true], choose: [KASA] });
    expect(field(g, 1)).toEqual([]);
    expect(hand(g, 1)).toEqual([KASA]);
  });

  it('d72 がしゃどくろの骨董商: [カルネージ2] up to 2 trash cards (the paid ones too) to the hand, then discards 1', () => {
    const A = 'がしゃどくろの骨董商';
    const g = game('d72', { battlefield: [A], damageField: [KASA, HOLO], trash: [NYUDO] });
    activate(g, on(g, A, 0), [], { choose: [NYUDO, KASA, KASA] });
    expect(damageCount(g, 0)).toBe(0);
    expect(hand(g, 0)).toEqual([NYUDO]);
    expect(sorted(trash(g, 0))).toEqual(sorted([HOLO, KASA]));
  });

  it('d72 灯籠流しの小舟: destroyed → up to one 《提灯》 card of your main deck to the hand (revealed), then shuffle; 【ダメージトリガー】 draw 1', () => {
    const g = game('d72', { battlefield: [BOAT], hand: [BAN], energy: 4, main: [HOLO, BOAT] });
    play(g, BAN, [on(g, BOAT, 0)], { choose: [BOAT] });
    expect(hand(g, 0)).toContain(BOAT);
    const t = game('d72', { guard: [BOAT], main: [NYUDO] }, { battlefield: [KASA] }, 1);
    revealedWith(t, on(t, KASA, 1), []);
    expect(hand(t, 0)).toEqual([NYUDO]);
  });

  it('d72 算盤坊主: you play a command → +1000 until end of turn', () => {
    const A = '算盤坊主';
    const g = game('d72', { battlefield: [A], hand: ['狐の嫁入り'], energy: 1 });
    play(g, '狐の嫁入り', [on(g, A, 0)]);
    expect(powerOf(g, on(g, A, 0))).toBe(4000);
    endTurn(g);
    expect(powerOf(g, on(g, A, 0))).toBe(1000);
  });

  it('d72 掘り出し物: looks at 3, one to the hand (it must), the rest to the bottom; 【ダメージトリガー】 draw 1', () => {
    const C = '掘り出し物';
    const g = game('d72', { hand: [C], energy: 1, main: [HOLO, KASA, NYUDO, BOAT] });
    play(g, C, [], { choose: [KASA] });
    expect(hand(g, 0)).toEqual([KASA]);
    expect(top(g, 0, 1)).toEqual([BOAT]);
    const h = game('d72', { hand: [C], energy: 1, main: [HOLO, KASA, NYUDO] });
    play(h, C); // no card named: it still takes one
    expect(hand(h, 0)).toHaveLength(1);
    const t = game('d72', { guard: [C], main: [NYUDO] }, { battlefield: [KASA] }, 1);
    revealedWith(t, on(t, KASA, 1), []);
    expect(hand(t, 0)).toEqual([NYUDO]);
  });

  it('d72 祟り返し: the attacking opposing character (a target) takes 1000 per card of your damage field', () => {
    const C = '祟り返し';
    const g = game('d72', { hand: [C], energy: 2, damageField: [KASA, KASA] }, { battlefield: [NYUDO] }, 1);
    apply(g, { type: 'attack', player: 1, attacker: on(g, NYUDO, 1), target: { player: 0 } });
    untilPlayable(g, 0);
    playBy(g, 0, C, [on(g, NYUDO, 1)]);
    expect(dealt(g)).toEqual([2000]);
  });

  it('d72 祟り返し 【ダメージトリガー】: 1000 per damage-field card; the revealed card goes there only after resolving (000 ■ダメージトリガー, HF-9.3)', () => {
    const C = '祟り返し';
    const t = game('d72', { guard: [C], damageField: [KASA] }, { battlefield: [KASA, NYUDO] }, 1);
    revealedWith(t, on(t, KASA, 1), [on(t, NYUDO, 1)]);
    expect(dealt(t)).toEqual([1000]);
    expect(damageCount(t, 0)).toBe(2);
  });

  it('d72 狐の嫁入り: a character of yours (a target) +2000 until end of turn, +3000 instead if it has 《狐》', () => {
    const C = '狐の嫁入り';
    const g = game('d72', { hand: [C, C], energy: 2, battlefield: [KASA, '値切り上手の化け狐'] });
    play(g, C, [on(g, KASA, 0)]);
    expect(powerOf(g, on(g, KASA, 0))).toBe(5000);
    play(g, C, [on(g, '値切り上手の化け狐', 0)]);
    expect(powerOf(g, on(g, '値切り上手の化け狐', 0))).toBe(6000);
  });

  it('d72 質札: host +2000 and 《借財》; the host’s player’s turn end → they may discard 1, else 質札 goes to the trash', () => {
    const C = '質札';
    const g = game('d72', { hand: [C, HOLO], energy: 1, battlefield: [KASA] });
    play(g, C, [on(g, KASA, 0)]);
    expect(powerOf(g, on(g, KASA, 0))).toBe(5000);
    expect(traitsOf(g, on(g, KASA, 0))).toContain('借財');
    endTurn(g, { choose: [HOLO] });
    expect(trash(g, 0)).toEqual([HOLO]);
    expect(attachedTo(g, on(g, KASA, 0))).toHaveLength(1);
    const h = game('d72', { hand: [C, HOLO], energy: 1, battlefield: [KASA] });
    play(h, C, [on(h, KASA, 0)]);
    endTurn(h, { may: [false] });
    expect(trash(h, 0)).toEqual([C]);
    expect(hand(h, 0)).toEqual([HOLO]);
  });

  it('d72 祟り提灯: host −1000 and 《呪い》; the host cannot defend', () => {
    const g = game('d72', { hand: [CURSE], energy: 2, battlefield: [NYUDO] }, { battlefield: [HOLO, KASA] });
    play(g, CURSE, [on(g, HOLO, 1)]);
    expect(powerOf(g, on(g, HOLO, 1))).toBe(2000);
    expect(traitsOf(g, on(g, HOLO, 1))).toContain('呪い');
    attack(g, on(g, NYUDO, 0), { player: 1 });
    expect(canDefend(g, on(g, HOLO, 1))).toBe(false);
    expect(canDefend(g, on(g, KASA, 1))).toBe(true);
  });

  it('d72 化け葉の看板: host +1000, 《狸》《商人》 and [スリープ]: draw 1, then discard 1', () => {
    const C = '化け葉の看板';
    const g = game('d72', { hand: [C, NYUDO], energy: 2, battlefield: [KASA], main: [HOLO] });
    play(g, C, [on(g, KASA, 0)]);
    expect(powerOf(g, on(g, KASA, 0))).toBe(4000);
    expect(traitsOf(g, on(g, KASA, 0))).toEqual(expect.arrayContaining(['狸', '商人']));
    activate(g, on(g, KASA, 0), [], { choose: [NYUDO] });
    expect(hand(g, 0)).toEqual([HOLO]);
    expect(trash(g, 0)).toContain(NYUDO);
  });

  it('d72 夜市の大提灯通り: your 《提灯》 +1000; your active phase end with 3 《提灯》 characters of yours → draw 1', () => {
    const W = '夜市の大提灯通り';
    const g = game('d72', { battlefield: [W, BOAT, BOAT, KASA] }, { battlefield: [BOAT] });
    expect(powerOf(g, on(g, BOAT, 0))).toBe(2000);
    expect(powerOf(g, on(g, BOAT, 1))).toBe(1000);
    expect(powerOf(g, on(g, KASA, 0))).toBe(3000);
    const drawn = (x: Game) => hand(x, 0).length;
    endTurn(g);
    const before = drawn(g);
    endTurn(g);
    expect(drawn(g)).toBe(before + 1); // the draw phase only: 2 《提灯》
    const h = game('d72', { battlefield: [W, BOAT, BOAT, BOAT] });
    endTurn(h);
    const b = drawn(h);
    endTurn(h);
    expect(drawn(h)).toBe(b + 2);
  });

  it('d72 vanillas: 唐傘お化け 3000, 夜道の大入道 6000, no keyword', () => {
    const g = game('d72', { battlefield: [KASA, NYUDO] });
    expect(powerOf(g, on(g, KASA, 0))).toBe(3000);
    expect(powerOf(g, on(g, NYUDO, 0))).toBe(6000);
    for (const k of ['strike', 'counter', 'vigilance', 'godspeed', 'pierce', 'deathless'])
      expect(hasKeyword(g, on(g, NYUDO, 0), k) || hasKeyword(g, on(g, KASA, 0), k)).toBe(false);
  });
});
