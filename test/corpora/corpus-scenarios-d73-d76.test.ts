// Issue 22 ("Done when": 0 accepted cards behave differently from their intent): the accepted cards of the held-out
// halves of d73–d76 (sc20), played in the engine exactly as their designers wrote them, each asserting what its
// `# 意図:` says — or, where the intent goes against the seeds or a RULING of docs/engine.md, what the rules say
// (the test names it). Vanillas and keyword-only cards were checked by their explain and together at the end of a set.
import { describe, expect, it } from 'vitest';
import { hasKeyword, powerOf, traitsOf } from '../../src/engine/query.js';
import {
  activatableOn,
  activate,
  activeEnergy,
  asleep,
  attachedTo,
  attack,
  bottom,
  canActivate,
  canDefend,
  damageCount,
  damageOf,
  defend,
  endTurn,
  field,
  hand,
  hitPlayer,
  inHand,
  inTrash,
  on,
  play,
  playBy,
  playable,
  revealedWith,
  settle,
  sorted,
  targetable,
  top,
  trash,
  untilPlayable,
} from '../helpers/corpusScenario.js';
import { act } from '../helpers/harness.js';
import { CORAL, FIRE, MIRE, PEDDLER, game } from './d73-d76Sets.js';

type Game = ReturnType<typeof game>;

describe('d73-suizokukan (held-out half)', () => {
  const MIZU = 'ミズクラゲ';
  const ANKOU = 'チョウチンアンコウ'; // 《深海魚》

  it('d73 夜潜りのダイバー ユウ: it attacks with 2+ cards in your damage field → 【強撃】 until end of turn', () => {
    const A = '夜潜りのダイバー ユウ';
    const g = game('d73', { battlefield: [A], damageField: [MIRE, MIRE] });
    attack(g, on(g, A, 0), { player: 1 });
    expect(hasKeyword(g, on(g, A, 0), 'strike')).toBe(true);
    const h = game('d73', { battlefield: [A], damageField: [MIRE] });
    attack(h, on(h, A, 0), { player: 1 });
    expect(hasKeyword(h, on(h, A, 0), 'strike')).toBe(false);
  });

  it('d73 ミズクラゲ: it defends → the attacker −1000 until end of turn', () => {
    const g = game('d73', { battlefield: [MIZU] }, { battlefield: [CORAL] }, 1);
    attack(g, on(g, CORAL, 1), { player: 0 });
    defend(g, on(g, MIZU, 0));
    expect(powerOf(g, on(g, CORAL, 1))).toBe(3000);
  });

  it('d73 アカクラゲ: 【反撃】; +1000 for each OTHER 《クラゲ》 of yours (not the opponent’s)', () => {
    const A = 'アカクラゲ';
    const g = game('d73', { battlefield: [A, MIZU, MIZU] }, { battlefield: [MIZU] });
    expect(hasKeyword(g, on(g, A, 0), 'counter')).toBe(true);
    expect(powerOf(g, on(g, A, 0))).toBe(3000);
  });

  it('d73 ネコザメの子: destroyed (by an effect) → its player draws 1', () => {
    const A = 'ネコザメの子';
    const g = game('d73', { battlefield: [A], main: [MIRE] }, { hand: [FIRE], energy: 2 }, 1);
    untilPlayable(g, 1);
    playBy(g, 1, FIRE, [on(g, A, 0)]);
    expect(field(g, 0)).toEqual([]);
    expect(hand(g, 0)).toEqual([MIRE]);
  });

  it('d73 ペンギン隊長 コウテイ: your OTHER 《ペンギン》 +1000 (not itself, not the opponent’s)', () => {
    const A = 'ペンギン隊長 コウテイ';
    const P = '飛び込みペンギン';
    const g = game('d73', { battlefield: [A, P] }, { battlefield: [P] });
    expect(powerOf(g, on(g, A, 0))).toBe(3000);
    expect(powerOf(g, on(g, P, 0))).toBe(3000);
    expect(powerOf(g, on(g, P, 1))).toBe(2000);
  });

  it('d73 チョウチンアンコウ: [1][スリープ] → an ACTIVE opposing character (a target) goes to sleep', () => {
    const g = game(
      'd73',
      { battlefield: [ANKOU], energy: 1 },
      { battlefield: [MIRE, { name: CORAL, sleep: true }] },
    );
    expect(activatableOn(g, on(g, ANKOU, 0), on(g, CORAL, 1))).toBe(false);
    activate(g, on(g, ANKOU, 0), [on(g, MIRE, 1)]);
    expect(asleep(g, on(g, MIRE, 1))).toBe(true);
    expect(asleep(g, on(g, ANKOU, 0))).toBe(true);
    expect(activeEnergy(g, 0)).toBe(0);
  });

  it('d73 リュウグウノツカイ: 【ダメージトリガー】 → its owner draws 2', () => {
    const C = 'リュウグウノツカイ';
    const t = game('d73', { guard: [C], main: [MIRE, PEDDLER] }, { battlefield: [CORAL] }, 1);
    revealedWith(t, on(t, CORAL, 1), []);
    expect(sorted(hand(t, 0))).toEqual(sorted([MIRE, PEDDLER]));
  });

  it('d73 館長 クロサワ: [カルネージ2] → a character card WITHOUT 《飼育員》 of your trash (a target) to the hand', () => {
    const A = '館長 クロサワ';
    const KEEPER = '見回りの警備員'; // 《飼育員》
    const g = game('d73', { battlefield: [A], damageField: [CORAL, CORAL], trash: [KEEPER, MIRE] });
    expect(activatableOn(g, on(g, A, 0), inTrash(g, 0, KEEPER))).toBe(false);
    activate(g, on(g, A, 0), [inTrash(g, 0, MIRE)]);
    expect(hand(g, 0)).toEqual([MIRE]);
    expect(damageCount(g, 0)).toBe(0);
  });

  it('d73 消灯時間: every character WITHOUT 《深海魚》 goes to sleep, both players’', () => {
    const C = '消灯時間';
    const g = game(
      'd73',
      { hand: [C], energy: 4, battlefield: [ANKOU, MIRE] },
      { battlefield: [CORAL, ANKOU] },
    );
    play(g, C);
    expect(asleep(g, on(g, MIRE, 0))).toBe(true);
    expect(asleep(g, on(g, CORAL, 1))).toBe(true);
    expect(asleep(g, on(g, ANKOU, 0))).toBe(false);
    expect(asleep(g, on(g, ANKOU, 1))).toBe(false);
  });

  it('d73 深海の水圧: 3000 damage to a character (a target); 4000 instead while you have a 《深海魚》', () => {
    const C = '深海の水圧';
    const g = game('d73', { hand: [C], energy: 2 }, { battlefield: [CORAL] });
    play(g, C, [on(g, CORAL, 1)]);
    expect(damageOf(g, on(g, CORAL, 1))).toBe(3000);
    const h = game('d73', { hand: [C], energy: 2, battlefield: [ANKOU] }, { battlefield: [CORAL] });
    play(h, C, [on(h, CORAL, 1)]);
    expect(field(h, 1)).toEqual([]);
  });

  it('d73 迷子のペンギン探し: looks at 4, up to two 《ペンギン》 cards to the hand, the rest to the bottom; fewer than 4: nothing', () => {
    const C = '迷子のペンギン探し';
    const P = '飛び込みペンギン';
    const Q = 'ペンギン隊長 コウテイ';
    const g = game('d73', { hand: [C], energy: 2, main: [P, MIRE, Q, CORAL, PEDDLER] });
    play(g, C, [], { choose: [P, Q] });
    expect(sorted(hand(g, 0))).toEqual(sorted([P, Q]));
    expect(top(g, 0, 1)).toEqual([PEDDLER]);
    expect(sorted(bottom(g, 0, 2))).toEqual(sorted([MIRE, CORAL]));
    const h = game('d73', { hand: [C], energy: 2, main: [P, MIRE, Q], mainCount: 3 });
    play(h, C, [], { choose: [P] });
    expect(hand(h, 0)).toEqual([]);
  });

  it('d73 水槽の入れ替え作業: one mode — a set card on a character / a world set / 2000 damage to a character', () => {
    const C = '水槽の入れ替え作業';
    const GEAR = 'ナイトダイブ用ギア';
    const g = game('d73', { hand: [GEAR, C], energy: 5, battlefield: [MIRE] });
    play(g, GEAR, [on(g, MIRE, 0)]);
    const gear = attachedTo(g, on(g, MIRE, 0))[0];
    act(g, { type: 'play', card: inHand(g, 0, C), modes: [0], targets: [gear] });
    settle(g);
    expect(trash(g, 0)).toContain(GEAR);
    const h = game('d73', { hand: [C], energy: 3 }, { battlefield: [MIRE] });
    act(h, { type: 'play', card: inHand(h, 0, C), modes: [2], targets: [on(h, MIRE, 1)] });
    settle(h);
    expect(field(h, 1)).toEqual([]);
  });

  it('d73 強化アクリル水槽: +1000 and 《水槽》; its host cannot be targeted by its controller’s OPPONENT’s commands', () => {
    const C = '強化アクリル水槽';
    const g = game('d73', { hand: [C, FIRE], energy: 4, battlefield: [MIRE] }, { hand: [FIRE], energy: 2 });
    play(g, C, [on(g, MIRE, 0)]);
    const mire = on(g, MIRE, 0);
    expect(powerOf(g, mire)).toBe(3000);
    expect(traitsOf(g, mire)).toContain('水槽');
    expect(targetable(g, FIRE, mire)).toBe(true); // your own command may
    act(g, { type: 'endMain' });
    untilPlayable(g, 1);
    expect(targetable(g, FIRE, mire)).toBe(false);
  });

  it('d73 ナイトダイブ用ギア: +1000; its host has 【神速】 only while it has 《ダイバー》', () => {
    const C = 'ナイトダイブ用ギア';
    const DIVER = '夜潜りのダイバー ユウ';
    const g = game('d73', { hand: [C, C], energy: 2, battlefield: [DIVER, MIRE] });
    play(g, C, [on(g, DIVER, 0)]);
    play(g, C, [on(g, MIRE, 0)]);
    expect(powerOf(g, on(g, DIVER, 0))).toBe(4000);
    expect(hasKeyword(g, on(g, DIVER, 0), 'godspeed')).toBe(true);
    expect(powerOf(g, on(g, MIRE, 0))).toBe(3000);
    expect(hasKeyword(g, on(g, MIRE, 0), 'godspeed')).toBe(false);
  });

  it('d73 絡みつく触手: −2000 and 《クラゲ》; each time its host attacks, 1000 damage to the host', () => {
    const C = '絡みつく触手';
    const g = game('d73', { hand: [C], energy: 2 }, { battlefield: [CORAL] });
    play(g, C, [on(g, CORAL, 1)]);
    const coral = on(g, CORAL, 1);
    expect(powerOf(g, coral)).toBe(2000);
    expect(traitsOf(g, coral)).toContain('クラゲ');
    endTurn(g);
    attack(g, coral, { player: 0 });
    expect(damageOf(g, coral)).toBe(1000);
  });

  it('d73 keyword-only cards: 見回りの警備員 【警戒】, シュモクザメ 【貫通】, アオウミガメ 【反撃】【警戒】', () => {
    const g = game('d73', { battlefield: ['見回りの警備員', 'シュモクザメ', 'アオウミガメ'] });
    expect(hasKeyword(g, on(g, '見回りの警備員', 0), 'vigilance')).toBe(true);
    expect(hasKeyword(g, on(g, 'シュモクザメ', 0), 'pierce')).toBe(true);
    expect(hasKeyword(g, on(g, 'アオウミガメ', 0), 'counter')).toBe(true);
    expect(hasKeyword(g, on(g, 'アオウミガメ', 0), 'vigilance')).toBe(true);
  });
});

describe('d74-kojou (held-out half)', () => {
  const CASTLE = '黄昏の古城 ヴァイスブルク'; // world set 《古城》
  const HELM = '呪われた兜'; // set card 《呪装》
  const SWORD = '血吸いの魔剣'; // set card 《呪装》《遺物》

  it('d74 写本係の見習い セラ: enters → may take a 《遺物》 set card of your trash to the hand', () => {
    const A = '写本係の見習い セラ';
    const g = game('d74', { hand: [A], energy: 2, trash: [HELM, SWORD] });
    expect(() => play(g, A, [], { choose: [HELM] })).toThrow(); // 呪われた兜 has no 《遺物》
    const h = game('d74', { hand: [A], energy: 2, trash: [HELM, SWORD] });
    play(h, A, [], { choose: [SWORD] });
    expect(hand(h, 0)).toEqual([SWORD]);
    const k = game('d74', { hand: [A], energy: 2, trash: [SWORD] });
    play(k, A, [], { may: [false] });
    expect(trash(k, 0)).toEqual([SWORD]);
  });

  it('d74 梟の使い魔 ホルン: 【警戒】; [スリープ] → looks at your top 2 and puts them back on top in any order', () => {
    const A = '梟の使い魔 ホルン';
    const g = game('d74', { battlefield: [A], main: [MIRE, CORAL, PEDDLER] });
    expect(hasKeyword(g, on(g, A, 0), 'vigilance')).toBe(true);
    activate(g, on(g, A, 0), [], { choose: [CORAL, MIRE] });
    expect(sorted(top(g, 0, 2))).toEqual(sorted([MIRE, CORAL]));
    expect(top(g, 0, 3)[2]).toBe(PEDDLER);
    expect(asleep(g, on(g, A, 0))).toBe(true);
  });

  it('d74 石像の使い魔 ガーゴイル: 【反撃】; +1000 while a world set of yours is on the battlefield', () => {
    const A = '石像の使い魔 ガーゴイル';
    const g = game('d74', { battlefield: [A, CASTLE] });
    expect(hasKeyword(g, on(g, A, 0), 'counter')).toBe(true);
    expect(powerOf(g, on(g, A, 0))).toBe(5000); // +1000 here, +1000 for 《古城》 from the castle
    const h = game('d74', { battlefield: [A] }, { battlefield: [CASTLE] });
    expect(powerOf(h, on(h, A, 0))).toBe(3000);
  });

  it('d74 解呪師 オルドー: enters → up to one set card on a character or a world set (a target) to the trash', () => {
    const A = '解呪師 オルドー';
    const g = game('d74', { hand: [A], energy: 3 }, { hand: [HELM], energy: 1, battlefield: [MIRE] }, 1);
    playBy(g, 1, HELM, [on(g, MIRE, 1)]);
    const helm = attachedTo(g, on(g, MIRE, 1))[0];
    endTurn(g);
    play(g, A, [], { targets: [[helm]] });
    expect(trash(g, 1)).toEqual([HELM]);
    expect(canDefend(g, on(g, MIRE, 1))).toBe(false); // not a defense here; the helm is gone
    expect(attachedTo(g, on(g, MIRE, 1))).toEqual([]);
  });

  it('d74 呪鎧を纏う剣士 ガレス: your turn end without a 《呪装》 set card on it → discard 1; with one, nothing', () => {
    const A = '呪鎧を纏う剣士 ガレス';
    const g = game('d74', { battlefield: [A], hand: [MIRE] });
    endTurn(g);
    expect(hand(g, 0)).toEqual([]);
    expect(trash(g, 0)).toEqual([MIRE]);
    const h = game('d74', { battlefield: [A], hand: [HELM, MIRE], energy: 1 });
    play(h, HELM, [on(h, A, 0)]);
    endTurn(h);
    expect(hand(h, 0)).toEqual([MIRE]);
  });

  it('d74 亡霊の執事 セバル: enters with a world set of yours → draws 1; 【ダメージトリガー】 → a character card of your trash to the hand', () => {
    const A = '亡霊の執事 セバル';
    const g = game('d74', { hand: [A], energy: 2, battlefield: [CASTLE], main: [PEDDLER] });
    play(g, A);
    expect(hand(g, 0)).toEqual([PEDDLER]);
    const h = game('d74', { hand: [A], energy: 2, main: [PEDDLER] });
    play(h, A);
    expect(hand(h, 0)).toEqual([]);
    const t = game('d74', { guard: [A], trash: [MIRE, FIRE] }, { battlefield: [CORAL] }, 1);
    revealedWith(t, on(t, CORAL, 1), []);
    expect(hand(t, 0)).toEqual([MIRE]);
  });

  it('d74 紅蓮の魔女 イグナ: [2][スリープ] → 2000 damage to a character (a target)', () => {
    const A = '紅蓮の魔女 イグナ';
    const g = game('d74', { battlefield: [A], energy: 2 }, { battlefield: [MIRE] });
    activate(g, on(g, A, 0), [on(g, MIRE, 1)]);
    expect(field(g, 1)).toEqual([]);
    expect(activeEnergy(g, 0)).toBe(0);
  });

  it('d74 夜番の見習い: it defends → +1000 until end of turn', () => {
    const A = '夜番の見習い';
    const g = game('d74', { battlefield: [A] }, { battlefield: [CORAL] }, 1);
    attack(g, on(g, CORAL, 1), { player: 0 });
    act(g, { type: 'defend', defender: on(g, A, 0) });
    settle(g, {}, ['main', 'window']);
    expect(powerOf(g, on(g, A, 0))).toBe(3000);
  });

  it('d74 塔の星詠み アステル: 【奥義：塔】 (a card named 「塔」 of yours needed); enters → destroys an opposing character (a target)', () => {
    const A = '塔の星詠み アステル';
    const TOWER = '塔の魔術師 ヴェルナ';
    expect(playable(game('d74', { hand: [A], energy: 5 }), A)).toBe(false);
    const g = game('d74', { hand: [A], energy: 5, battlefield: [TOWER] }, { battlefield: [CORAL] });
    expect(playable(g, A)).toBe(true);
    play(g, A, [], { targets: [[on(g, CORAL, 1)]] });
    expect(field(g, 1)).toEqual([]);
  });

  it('d74 呪われた兜: +2000 and 《呪装》; its host (either player’s) cannot defend', () => {
    const g = game('d74', { hand: [HELM], energy: 1 }, { battlefield: [MIRE] });
    play(g, HELM, [on(g, MIRE, 1)]);
    const mire = on(g, MIRE, 1);
    expect(powerOf(g, mire)).toBe(4000);
    expect(traitsOf(g, mire)).toContain('呪装');
    const a = game('d74', { hand: [HELM], energy: 1, battlefield: [CORAL] }, { battlefield: [MIRE] });
    play(a, HELM, [on(a, MIRE, 1)]);
    attack(a, on(a, CORAL, 0), { player: 1 });
    expect(canDefend(a, on(a, MIRE, 1))).toBe(false);
  });

  it('d74 古城の魔導書: +1000, 《遺物》《古城》; its host has 【警戒】 only while it has 《魔術師》', () => {
    const C = '古城の魔導書';
    const MAGE = '紅蓮の魔女 イグナ';
    const g = game('d74', { hand: [C, C], energy: 4, battlefield: [MAGE, MIRE] });
    play(g, C, [on(g, MAGE, 0)]);
    play(g, C, [on(g, MIRE, 0)]);
    expect(powerOf(g, on(g, MAGE, 0))).toBe(5000);
    expect(traitsOf(g, on(g, MAGE, 0))).toEqual(expect.arrayContaining(['遺物', '古城']));
    expect(hasKeyword(g, on(g, MAGE, 0), 'vigilance')).toBe(true);
    expect(hasKeyword(g, on(g, MIRE, 0), 'vigilance')).toBe(false);
  });

  it('d74 焔弾の術: 3000 damage to a character (a target)', () => {
    const g = game('d74', { hand: [FIRE], energy: 2 }, { battlefield: [CORAL] });
    play(g, FIRE, [on(g, CORAL, 1)]);
    expect(damageOf(g, on(g, CORAL, 1))).toBe(3000);
  });

  it('d74 呪いの転移: a 《呪装》 set card on your character moves to an opposing character (targets); its effects follow', () => {
    const C = '呪いの転移';
    const g = game('d74', { hand: [HELM, C], energy: 2, battlefield: [CORAL] }, { battlefield: [MIRE] });
    play(g, HELM, [on(g, CORAL, 0)]);
    const helm = attachedTo(g, on(g, CORAL, 0))[0];
    play(g, C, [helm, on(g, MIRE, 1)]);
    expect(attachedTo(g, on(g, MIRE, 1))).toEqual([helm]);
    expect(powerOf(g, on(g, CORAL, 0))).toBe(4000);
    expect(powerOf(g, on(g, MIRE, 1))).toBe(4000);
  });

  it('d74 塔の書庫: draws 2 (3 only with a 《塔》 world set of yours; the 《古城》 world set is not one)', () => {
    const C = '塔の書庫';
    const g = game('d74', { hand: [C], energy: 2, battlefield: [CASTLE], main: [MIRE, CORAL, PEDDLER] });
    play(g, C);
    expect(hand(g, 0)).toHaveLength(2);
  });

  it('d74 城門閉鎖: an attacking opposing character’s attack fails (a target); with a 《古城》 world set of yours, draw 1', () => {
    const C = '城門閉鎖';
    const h = game(
      'd74',
      { hand: [C], energy: 2, battlefield: [CASTLE], main: [PEDDLER] },
      { battlefield: [CORAL] },
      1,
    );
    act(h, { type: 'attack', attacker: on(h, CORAL, 1), target: { player: 0 } });
    untilPlayable(h, 0);
    playBy(h, 0, C, [on(h, CORAL, 1)]);
    settle(h, {}, ['main']);
    expect(damageCount(h, 0)).toBe(0);
    expect(hand(h, 0)).toEqual([PEDDLER]);
    expect(asleep(h, on(h, CORAL, 1))).toBe(true);
  });

  it('d74 血吸いの魔剣: +1000, 《呪装》《遺物》, 【貫通】; put into the trash with its host OR alone → its player draws 1', () => {
    // fixed (sc20): 「このカードが戦場からトラッシュに置かれた時」 watched the host only, so removing the sword alone
    // (its intent: 「解呪された場合など」) drew nothing — test/rules/sc20-setCardLeavesItself.test.ts
    const ORDO = '解呪師 オルドー';
    const g = game(
      'd74',
      { hand: [SWORD], energy: 2, battlefield: [CORAL], main: [PEDDLER] },
      { hand: [ORDO], energy: 3 },
    );
    play(g, SWORD, [on(g, CORAL, 0)]);
    const sword = attachedTo(g, on(g, CORAL, 0))[0];
    expect(powerOf(g, on(g, CORAL, 0))).toBe(5000);
    expect(traitsOf(g, on(g, CORAL, 0))).toEqual(expect.arrayContaining(['呪装', '遺物']));
    expect(hasKeyword(g, on(g, CORAL, 0), 'pierce')).toBe(true);
    endTurn(g);
    playBy(g, 1, ORDO, [], { targets: [[sword]] });
    expect(trash(g, 0)).toEqual([SWORD]);
    expect(hand(g, 0)).toEqual([PEDDLER]);
    const h = game(
      'd74',
      { hand: [SWORD], energy: 2, battlefield: [MIRE], main: [PEDDLER] },
      { hand: [FIRE], energy: 2 },
    );
    play(h, SWORD, [on(h, MIRE, 0)]);
    endTurn(h);
    playBy(h, 1, FIRE, [on(h, MIRE, 0)]);
    expect(sorted(trash(h, 0))).toEqual(sorted([MIRE, SWORD]));
    expect(hand(h, 0)).toEqual([PEDDLER]); // once, not once for the host and once for the sword
  });

  it('d74 箒番の見習い ミレ: a vanilla 2000', () => {
    const g = game('d74', { battlefield: [MIRE] });
    expect(powerOf(g, on(g, MIRE, 0))).toBe(2000);
  });
});

describe('d75-kisha (held-out half)', () => {
  const KOMADORI = '蒸気機関車 コマドリ号'; // 《機関車》 4000
  const TRUNK = '大きなトランク'; // set card 《手荷物》
  const DAN = '強盗団の爆破屋 ダン'; // 《強盗団》

  it('d75 ベテラン機関助士 ゴンゾウ: once a turn, your 《機関車》 attacks → may discard 1, then it gets +2000; [1][スリープ] → top card as an asleep energy', () => {
    const A = 'ベテラン機関助士 ゴンゾウ';
    const g = game('d75', { battlefield: [A, KOMADORI], hand: [MIRE] });
    attack(g, on(g, KOMADORI, 0), { player: 1 }, { may: [true, true], choose: [MIRE] }); // コマドリ号 has no energy to pay
    expect(trash(g, 0)).toEqual([MIRE]);
    expect(powerOf(g, on(g, KOMADORI, 0))).toBe(6000);
    const h = game('d75', { battlefield: [A, KOMADORI] });
    attack(h, on(h, KOMADORI, 0), { player: 1 }, { may: [true, true] });
    expect(powerOf(h, on(h, KOMADORI, 0))).toBe(4000); // nothing to discard: no +2000 (HF-5.7)
    const e = game('d75', { battlefield: [A], energy: 1, main: [PEDDLER] });
    activate(e, on(e, A, 0));
    expect(e.state.players[0].energy).toHaveLength(2);
    expect(activeEnergy(e, 0)).toBe(0);
  });

  it('d75 車掌 ハルカ: [スリープ] → a 《乗客》 of yours (a target) +2000 until end of turn', () => {
    const A = '車掌 ハルカ';
    const g = game('d75', { battlefield: [A, PEDDLER, MIRE] });
    expect(activatableOn(g, on(g, A, 0), on(g, MIRE, 0))).toBe(false);
    activate(g, on(g, A, 0), [on(g, PEDDLER, 0)]);
    expect(powerOf(g, on(g, PEDDLER, 0))).toBe(4000);
  });

  it('d75 駅員 ヨシノ: enters → up to one 《手荷物》 set card of your trash to the hand; 【ダメージトリガー】 → draw 1', () => {
    const A = '駅員 ヨシノ';
    const g = game('d75', { hand: [A], energy: 1, trash: [TRUNK, PEDDLER] });
    play(g, A, [], { choose: [TRUNK] });
    expect(hand(g, 0)).toEqual([TRUNK]);
    const t = game('d75', { guard: [A], main: [PEDDLER] }, { battlefield: [CORAL] }, 1);
    revealedWith(t, on(t, CORAL, 1), []);
    expect(hand(t, 0)).toEqual([PEDDLER]);
  });

  it('d75 駅長 オオツキ: [1][スリープ] → an ASLEEP 《機関車》 of yours (a target) becomes active', () => {
    const A = '駅長 オオツキ';
    const g = game('d75', {
      battlefield: [A, { name: KOMADORI, sleep: true }, { name: PEDDLER, sleep: true }],
      energy: 1,
    });
    expect(activatableOn(g, on(g, A, 0), on(g, PEDDLER, 0))).toBe(false);
    activate(g, on(g, A, 0), [on(g, KOMADORI, 0)]);
    expect(asleep(g, on(g, KOMADORI, 0))).toBe(false);
  });

  it('d75 乗客 少年探偵ケン: [1][スリープ] → an opposing character (a target) goes to sleep', () => {
    const A = '乗客 少年探偵ケン';
    const g = game('d75', { battlefield: [A], energy: 1 }, { battlefield: [CORAL] });
    activate(g, on(g, A, 0), [on(g, CORAL, 1)]);
    expect(asleep(g, on(g, CORAL, 1))).toBe(true);
  });

  it('d75 食堂車のコック: [3][スリープ] → a card of your damage field back to the guard deck, face down', () => {
    const A = '食堂車のコック';
    const g = game('d75', { battlefield: [A], energy: 3, damageField: [{ name: CORAL, faceUp: true }] });
    const guard = g.state.players[0].guardDeck.length;
    activate(g, on(g, A, 0), [], { choose: [CORAL] });
    expect(damageCount(g, 0)).toBe(0);
    expect(g.state.players[0].guardDeck).toHaveLength(guard + 1);
  });

  it('d75 蒸気機関車 コマドリ号: it attacks → may put an energy to sleep; then +2000 (none without an active energy)', () => {
    const g = game('d75', { battlefield: [KOMADORI], energy: 1 });
    attack(g, on(g, KOMADORI, 0), { player: 1 });
    expect(powerOf(g, on(g, KOMADORI, 0))).toBe(6000);
    expect(activeEnergy(g, 0)).toBe(0);
    const h = game('d75', { battlefield: [KOMADORI] });
    attack(h, on(h, KOMADORI, 0), { player: 1 });
    expect(powerOf(h, on(h, KOMADORI, 0))).toBe(4000);
  });

  it('d75 重連蒸気機関車 テツリュウ: 【強撃】; enters → 2000 damage to every opposing character (no target)', () => {
    const A = '重連蒸気機関車 テツリュウ';
    const g = game('d75', { hand: [A], energy: 7, battlefield: [MIRE] }, { battlefield: [MIRE, CORAL] });
    play(g, A);
    expect(field(g, 1)).toEqual([CORAL]);
    expect(damageOf(g, on(g, CORAL, 1))).toBe(2000);
    expect(field(g, 0)).toEqual(expect.arrayContaining([MIRE]));
    expect(hasKeyword(g, on(g, A, 0), 'strike')).toBe(true);
  });

  it('d75 機関長 イワオ: 【奥義：機関車】; once a turn, your 《機関車》 attacks → +1000 until end of turn', () => {
    const A = '機関長 イワオ';
    expect(playable(game('d75', { hand: [A], energy: 3 }), A)).toBe(false);
    expect(playable(game('d75', { hand: [A], energy: 3, battlefield: [KOMADORI] }), A)).toBe(true);
    const g = game('d75', { battlefield: [A, KOMADORI] });
    attack(g, on(g, KOMADORI, 0), { player: 1 }, { may: [false] });
    expect(powerOf(g, on(g, KOMADORI, 0))).toBe(5000);
  });

  it('d75 強盗団の爆破屋 ダン: [カルネージ2] → 3000 damage to a character (a target)', () => {
    const g = game('d75', { battlefield: [DAN], damageField: [MIRE, MIRE] }, { battlefield: [CORAL] });
    activate(g, on(g, DAN, 0), [on(g, CORAL, 1)]);
    expect(damageOf(g, on(g, CORAL, 1))).toBe(3000);
    expect(damageCount(g, 0)).toBe(0);
  });

  it('d75 検札: 【奥義：車掌】; look at the opponent’s hand and put up to one of its cards into their trash', () => {
    const C = '検札';
    expect(playable(game('d75', { hand: [C], energy: 1 }), C)).toBe(false);
    const g = game('d75', { hand: [C], energy: 1, battlefield: ['車掌 ハルカ'] }, { hand: [MIRE, CORAL] });
    play(g, C, [], { choose: [CORAL] });
    expect(hand(g, 1)).toEqual([MIRE]);
    expect(trash(g, 1)).toEqual([CORAL]);
  });

  it('d75 列車ジャック: only in your turn; control of an opposing character until end of turn, and it becomes active', () => {
    const C = '列車ジャック';
    const g = game('d75', { hand: [C], energy: 5 }, { battlefield: [{ name: CORAL, sleep: true }] });
    play(g, C, [on(g, CORAL, 1)]);
    const coral = g.state.battlefield[0];
    expect(field(g, 0)).toEqual([CORAL]);
    expect(asleep(g, coral)).toBe(false);
    endTurn(g);
    expect(field(g, 1)).toEqual([CORAL]);
    const h = game('d75', { hand: [C], energy: 5 }, { battlefield: [CORAL] }, 1);
    untilPlayable(h, 0);
    expect(playable(h, C)).toBe(false);
  });

  it('d75 トンネル突入: a character of yours (a target) gets 【神速】 until end of turn; a 《夜行》 one also draws 1', () => {
    const C = 'トンネル突入';
    const NIGHT = '寝台車の令嬢 アヤメ'; // 《乗客》《夜行》
    const g = game('d75', { hand: [C], energy: 1, battlefield: [NIGHT], main: [PEDDLER] });
    play(g, C, [on(g, NIGHT, 0)]);
    expect(hasKeyword(g, on(g, NIGHT, 0), 'godspeed')).toBe(true);
    expect(hand(g, 0)).toEqual([PEDDLER]);
    const h = game('d75', { hand: [C], energy: 1, battlefield: [MIRE], main: [PEDDLER] });
    play(h, C, [on(h, MIRE, 0)]);
    expect(hand(h, 0)).toEqual([]);
  });

  it('d75 蒸気の目くらまし: an opposing character −2000; 【ダメージトリガー】 → a character −1000 (targets)', () => {
    const C = '蒸気の目くらまし';
    const g = game('d75', { hand: [C], energy: 2 }, { battlefield: [CORAL] });
    play(g, C, [on(g, CORAL, 1)]);
    expect(powerOf(g, on(g, CORAL, 1))).toBe(2000);
    const t = game('d75', { guard: [C] }, { battlefield: [CORAL] }, 1);
    revealedWith(t, on(t, CORAL, 1), [on(t, CORAL, 1)]);
    expect(powerOf(t, on(t, CORAL, 1))).toBe(3000);
  });

  it('d75 大きなトランク: only on your characters; +1000 and 《手荷物》; its host destroyed → draw 1', () => {
    const g = game(
      'd75',
      { hand: [TRUNK], energy: 1, battlefield: [MIRE], main: [PEDDLER] },
      { battlefield: [CORAL], hand: [FIRE], energy: 2 },
    );
    expect(targetable(g, TRUNK, on(g, CORAL, 1))).toBe(false);
    play(g, TRUNK, [on(g, MIRE, 0)]);
    expect(powerOf(g, on(g, MIRE, 0))).toBe(3000);
    expect(traitsOf(g, on(g, MIRE, 0))).toContain('手荷物');
    endTurn(g);
    playBy(g, 1, FIRE, [on(g, MIRE, 0)]);
    expect(hand(g, 0)).toEqual([PEDDLER]);
  });

  it('d75 一等車の切符: +1000; set → the set card’s player draws 1, even on an opposing character', () => {
    const C = '一等車の切符';
    const g = game('d75', { hand: [C], energy: 1, main: [PEDDLER] }, { battlefield: [CORAL], main: [MIRE] });
    play(g, C, [on(g, CORAL, 1)]);
    expect(powerOf(g, on(g, CORAL, 1))).toBe(5000);
    expect(hand(g, 0)).toEqual([PEDDLER]);
    expect(hand(g, 1)).toEqual([]);
  });

  it('d75 金塊の袋: only on a 《強盗団》; +1000, 《手荷物》, 【強撃】', () => {
    const C = '金塊の袋';
    const g = game('d75', { hand: [C], energy: 2, battlefield: [DAN, MIRE] });
    expect(targetable(g, C, on(g, MIRE, 0))).toBe(false);
    play(g, C, [on(g, DAN, 0)]);
    expect(powerOf(g, on(g, DAN, 0))).toBe(3000);
    expect(traitsOf(g, on(g, DAN, 0))).toContain('手荷物');
    expect(hasKeyword(g, on(g, DAN, 0), 'strike')).toBe(true);
  });

  it('d75 始発駅 ミナトマチ駅: once a turn, a 《機関車》 of yours enters → draw 1; [2] once a turn → a 《手荷物》 set card of your trash to the hand', () => {
    const W = '始発駅 ミナトマチ駅';
    const g = game('d75', { battlefield: [W], hand: [KOMADORI, KOMADORI], energy: 6, main: [PEDDLER, MIRE] });
    play(g, KOMADORI);
    expect(hand(g, 0)).toEqual([KOMADORI, PEDDLER]);
    play(g, KOMADORI);
    expect(hand(g, 0)).toEqual([PEDDLER]);
    const h = game('d75', { battlefield: [W], energy: 4, trash: [TRUNK, TRUNK] });
    activate(h, on(h, W, 0), [], { choose: [TRUNK] });
    expect(hand(h, 0)).toEqual([TRUNK]);
    expect(canActivate(h, on(h, W, 0))).toBe(false);
  });

  it('d75 三等車の行商人: a vanilla 2000 《乗客》', () => {
    const g = game('d75', { battlefield: [PEDDLER] });
    expect(powerOf(g, on(g, PEDDLER, 0))).toBe(2000);
  });
});

describe('d76-kaitei (held-out half)', () => {
  const MERMAID = '真珠拾いの人魚'; // 《人魚》 1000
  const SERPENT = '潮騒の海蛇'; // 《海蛇》 2000 【神速】
  const LEVIA = '神殿の大海蛇 リヴァイアル';
  /** The face-down 「真珠」 set cards on `host` (+1000 《真珠》, no name). */
  const pearls = (g: Game, host: number) => attachedTo(g, host).filter((id) => g.state.cards[id].faceDown);

  it('d76 真珠拾いの人魚: enters → your top card face down on a 《人魚》 of yours (a target) as a +1000 《真珠》 set card', () => {
    const g = game('d76', { hand: [MERMAID], energy: 1, main: [PEDDLER] });
    play(g, MERMAID, [], { targets: [[]] });
    const m = on(g, MERMAID, 0);
    expect(pearls(g, m)).toHaveLength(1);
    expect(powerOf(g, m)).toBe(2000);
    expect(traitsOf(g, m)).toContain('真珠');
  });

  it('d76 大珊瑚ゴーレム: 【死殺】; +1000 for each 《珊瑚》 card of your trash', () => {
    const A = '大珊瑚ゴーレム';
    const g = game('d76', { battlefield: [A], trash: [CORAL, CORAL, MIRE] }, { trash: [CORAL] });
    expect(powerOf(g, on(g, A, 0))).toBe(6000);
    expect(hasKeyword(g, on(g, A, 0), 'deathless')).toBe(true);
  });

  it('d76 神殿の大海蛇 リヴァイアル: 【強撃】【貫通】; enters → 2000 damage to every opposing character (no target)', () => {
    const g = game('d76', { hand: [LEVIA], energy: 7 }, { battlefield: [MIRE, CORAL] });
    play(g, LEVIA);
    expect(field(g, 1)).toEqual([CORAL]);
    expect(hasKeyword(g, on(g, LEVIA, 0), 'strike')).toBe(true);
    expect(hasKeyword(g, on(g, LEVIA, 0), 'pierce')).toBe(true);
  });

  it('d76 トレジャーハンター マリナ: its attack damages the opponent → a random card of your trash to the hand', () => {
    const A = 'トレジャーハンター マリナ';
    const g = game('d76', { battlefield: [A], trash: [CORAL] });
    hitPlayer(g, on(g, A, 0));
    expect(hand(g, 0)).toEqual([CORAL]);
  });

  it('d76 宝探しの船長 ガルド: 【強撃】; it attacks with 10+ cards in your trash → +2000 until end of turn', () => {
    const A = '宝探しの船長 ガルド';
    const g = game('d76', { battlefield: [A], trash: Array(10).fill(MIRE) });
    attack(g, on(g, A, 0), { player: 1 });
    expect(powerOf(g, on(g, A, 0))).toBe(6000);
    const h = game('d76', { battlefield: [A], trash: Array(9).fill(MIRE) });
    attack(h, on(h, A, 0), { player: 1 });
    expect(powerOf(h, on(h, A, 0))).toBe(4000);
    expect(hasKeyword(h, on(h, A, 0), 'strike')).toBe(true);
  });

  it('d76 大真珠貝: 【反撃】; destroyed → your top card face down on a character of yours (a target) as a 《真珠》; 【ダメージトリガー】 the same', () => {
    const A = '大真珠貝';
    const g = game('d76', { battlefield: [A, CORAL], main: [PEDDLER] }, { hand: [FIRE], energy: 2 });
    expect(hasKeyword(g, on(g, A, 0), 'counter')).toBe(true);
    endTurn(g);
    playBy(g, 1, FIRE, [on(g, A, 0)], { targets: [[on(g, CORAL, 0)]] });
    expect(pearls(g, on(g, CORAL, 0))).toHaveLength(1);
    expect(powerOf(g, on(g, CORAL, 0))).toBe(5000);
    const t = game('d76', { guard: [A], battlefield: [MIRE], main: [PEDDLER] }, { battlefield: [CORAL] }, 1);
    revealedWith(t, on(t, CORAL, 1), [on(t, MIRE, 0)]);
    expect(pearls(t, on(t, MIRE, 0))).toHaveLength(1);
  });

  it('d76 珊瑚礁の守り手: it defends → +2000 until end of turn', () => {
    const A = '珊瑚礁の守り手';
    const g = game('d76', { battlefield: [A] }, { battlefield: [CORAL] }, 1);
    attack(g, on(g, CORAL, 1), { player: 0 });
    act(g, { type: 'defend', defender: on(g, A, 0) });
    settle(g, {}, ['main', 'window']);
    expect(powerOf(g, on(g, A, 0))).toBe(4000);
  });

  it('d76 深淵の潜航者: 【神速】; its attack damages the opponent → draw 1', () => {
    const A = '深淵の潜航者';
    const g = game('d76', { battlefield: [A], main: [PEDDLER] });
    expect(hasKeyword(g, on(g, A, 0), 'godspeed')).toBe(true);
    hitPlayer(g, on(g, A, 0));
    expect(hand(g, 0)).toEqual([PEDDLER]);
  });

  it('d76 潮の加護: a character of yours +2000 this turn; 【ダメージトリガー】 the same (targets)', () => {
    const C = '潮の加護';
    const g = game('d76', { hand: [C], energy: 1, battlefield: [MIRE] });
    play(g, C, [on(g, MIRE, 0)]);
    expect(powerOf(g, on(g, MIRE, 0))).toBe(4000);
    const t = game('d76', { guard: [C], battlefield: [MIRE] }, { battlefield: [CORAL] }, 1);
    revealedWith(t, on(t, CORAL, 1), [on(t, MIRE, 0)]);
    expect(powerOf(t, on(t, MIRE, 0))).toBe(4000);
  });

  it('d76 引き潮: a character (a target) to its owner’s hand; 【ダメージトリガー】 → an opposing cost ≤3 character to the hand', () => {
    const C = '引き潮';
    const BIG = '大珊瑚ゴーレム'; // cost 6
    const g = game('d76', { hand: [C], energy: 3 }, { battlefield: [BIG] });
    play(g, C, [on(g, BIG, 1)]);
    expect(hand(g, 1)).toEqual([BIG]);
    const t = game('d76', { guard: [C] }, { battlefield: [CORAL, BIG] }, 1);
    revealedWith(t, on(t, CORAL, 1), [on(t, CORAL, 1)]);
    expect(hand(t, 1)).toEqual([CORAL]);
  });

  it('d76 竜宮の玉手箱: a random card of your hand to the trash, then draw 3', () => {
    const C = '竜宮の玉手箱';
    const g = game('d76', { hand: [C, MIRE], energy: 2, main: [CORAL, CORAL, CORAL] });
    play(g, C);
    expect(trash(g, 0)).toEqual(expect.arrayContaining([MIRE, C]));
    expect(hand(g, 0)).toEqual([CORAL, CORAL, CORAL]);
  });

  it('d76 大海蛇の秘奥・大渦呑み: 【奥義：大海蛇】; X = 2000 per 《海蛇》 of yours, to every opposing character', () => {
    const C = '大海蛇の秘奥・大渦呑み';
    expect(playable(game('d76', { hand: [C], energy: 5, battlefield: [SERPENT] }), C)).toBe(false);
    const g = game('d76', { hand: [C], energy: 5, battlefield: [LEVIA] }, { battlefield: [CORAL, MIRE] });
    play(g, C);
    expect(field(g, 1)).toEqual([CORAL]);
    expect(damageOf(g, on(g, CORAL, 1))).toBe(2000); // one 《海蛇》: X = 2000
    const h = game('d76', { hand: [C], energy: 5, battlefield: [LEVIA, SERPENT] }, { battlefield: [CORAL] });
    play(h, C);
    expect(field(h, 1)).toEqual([]); // two: X = 4000
  });

  it('d76 黄金の三叉槍: +2000, 《財宝》《武器》, 【貫通】', () => {
    const C = '黄金の三叉槍';
    const g = game('d76', { hand: [C], energy: 2, battlefield: [MIRE] });
    play(g, C, [on(g, MIRE, 0)]);
    expect(powerOf(g, on(g, MIRE, 0))).toBe(4000);
    expect(traitsOf(g, on(g, MIRE, 0))).toEqual(expect.arrayContaining(['財宝', '武器']));
    expect(hasKeyword(g, on(g, MIRE, 0), 'pierce')).toBe(true);
  });

  it('d76 呪われた金貨: −1000; its host cannot defend', () => {
    const C = '呪われた金貨';
    const g = game('d76', { hand: [C], energy: 1, battlefield: [CORAL] }, { battlefield: [MIRE] });
    play(g, C, [on(g, MIRE, 1)]);
    expect(powerOf(g, on(g, MIRE, 1))).toBe(1000);
    attack(g, on(g, CORAL, 0), { player: 1 });
    expect(canDefend(g, on(g, MIRE, 1))).toBe(false);
  });

  it('d76 大真珠: +1000; the active phase end of its HOST’s player → their top card face down on the host as a 《真珠》', () => {
    // the intent says 「持ち主」: on your own character the same player; on an opposing one the host's player
    // processes it (RULING «A set card's auto abilities», docs/engine.md, HF-4.4)
    const C = '大真珠';
    const g = game('d76', { hand: [C], energy: 3, battlefield: [MIRE], main: [PEDDLER, CORAL] });
    play(g, C, [on(g, MIRE, 0)]);
    expect(powerOf(g, on(g, MIRE, 0))).toBe(3000);
    endTurn(g);
    endTurn(g);
    expect(pearls(g, on(g, MIRE, 0))).toHaveLength(1);
    expect(powerOf(g, on(g, MIRE, 0))).toBe(4000);
  });

  it('d76 keyword-only cards and the vanilla: 潮騒の海蛇 【神速】, 神殿の門番 トリトス 【警戒】【反撃】, 鎧珊瑚の兵 4000', () => {
    const T = '神殿の門番 トリトス';
    const g = game('d76', { battlefield: [SERPENT, T, CORAL] });
    expect(hasKeyword(g, on(g, SERPENT, 0), 'godspeed')).toBe(true);
    expect(hasKeyword(g, on(g, T, 0), 'vigilance')).toBe(true);
    expect(hasKeyword(g, on(g, T, 0), 'counter')).toBe(true);
    expect(powerOf(g, on(g, CORAL, 0))).toBe(4000);
  });
});
