// Issue 22: accepted cards of the train halves of d65–d68 with a subtle mechanic that the train helpers (t16a, t16b:
// test/rules/16a-train16a.test.ts, 16b-train16b.test.ts) did not play, each asserting its `# 意図:` (sc17). The
// held-out halves: corpus-scenarios-d65-d68.test.ts.
import { describe, expect, it } from 'vitest';
import { powerOf } from '../../src/engine/query.js';
import {
  activate,
  asleep,
  attachedTo,
  attack,
  damageCount,
  dealt,
  defend,
  endTurn,
  field,
  hand,
  hitPlayer,
  inHand,
  on,
  play,
  playBy,
  settle,
  top,
  trash,
  untilPlayable,
} from '../helpers/corpusScenario.js';
import { act } from '../helpers/harness.js';
import { NUTCRACKER, RECRUIT, SCORPION, game } from './d65-d68Sets.js';

describe('d65-sabaku (train half)', () => {
  it('d65 砂蟲の幼生: destroyed → up to one 《砂蟲》 character card of your trash to the hand — not itself: it waits in limbo until its trigger is done (000 ■ダメージ, HF-9.6)', () => {
    const A = '砂蟲の幼生';
    const g = game('d65', { battlefield: [{ name: A, sleep: true }] }, { battlefield: [SCORPION] }, 1);
    act(g, { type: 'attack', attacker: on(g, SCORPION, 1), target: { card: on(g, A, 0) } });
    settle(g, { most: true }, ['main']);
    expect(hand(g, 0)).toEqual([]);
    expect(trash(g, 0)).toEqual([A]);
  });

  it('d65 精霊の加護: host +2000 and 《精霊》; instead of the host being destroyed, this card goes to the trash (HF-5.11)', () => {
    const C = '精霊の加護';
    const g = game('d65', { hand: [C], energy: 3, battlefield: [SCORPION] });
    play(g, C, [on(g, SCORPION, 0)]);
    expect(powerOf(g, on(g, SCORPION, 0))).toBe(6000);
    const h = game(
      'd65',
      { battlefield: [{ name: SCORPION, sleep: true }], hand: [C], energy: 3 },
      { hand: ['悪夢払い'], energy: 3 },
    );
    play(h, C, [on(h, SCORPION, 0)]);
    endTurn(h);
    act(h, { type: 'play', player: 1, card: inHand(h, 1, '悪夢払い'), targets: [on(h, SCORPION, 0)] });
    settle(h, {}, ['main']);
    expect(field(h, 0)).toEqual([SCORPION]);
    expect(trash(h, 0)).toEqual([C]);
  });

  it('d65 盗賊の短剣: host +1000 and 《盗賊》; the host’s player may pay [1] for +1000 until end of turn, again and again', () => {
    const C = '盗賊の短剣';
    const g = game('d65', { hand: [C], energy: 3, battlefield: [SCORPION] });
    play(g, C, [on(g, SCORPION, 0)]);
    activate(g, on(g, SCORPION, 0));
    activate(g, on(g, SCORPION, 0));
    expect(powerOf(g, on(g, SCORPION, 0))).toBe(7000);
    endTurn(g);
    expect(powerOf(g, on(g, SCORPION, 0))).toBe(5000);
  });
});

describe('d66-kaizoku (train half)', () => {
  it('d66 黒帆の亡霊水夫: destroyed with 3+ damage cards → back to the hand instead of the trash; with fewer, the trash (RULING «A destroyed card’s move replaced by its trigger»)', () => {
    const A = '黒帆の亡霊水夫';
    const three = [RECRUIT, RECRUIT, RECRUIT];
    const g = game(
      'd66',
      { battlefield: [{ name: A, sleep: true }], damageField: three },
      { battlefield: [SCORPION] },
      1,
    );
    act(g, { type: 'attack', attacker: on(g, SCORPION, 1), target: { card: on(g, A, 0) } });
    settle(g, {}, ['main']);
    expect(hand(g, 0)).toEqual([A]);
    expect(trash(g, 0)).toEqual([]);
    const h = game(
      'd66',
      { battlefield: [{ name: A, sleep: true }], damageField: [RECRUIT, RECRUIT] },
      { battlefield: [SCORPION] },
      1,
    );
    act(h, { type: 'attack', attacker: on(h, SCORPION, 1), target: { card: on(h, A, 0) } });
    settle(h, {}, ['main']);
    expect(trash(h, 0)).toEqual([A]);
  });

  it('d66 ラウル中佐: defends against a 《海賊》 → +2000 until end of turn; against another, nothing', () => {
    const A = 'ラウル中佐';
    const g = game('d66', { battlefield: [A] }, { battlefield: ['火薬樽のベス'] }, 1);
    attack(g, on(g, '火薬樽のベス', 1), { player: 0 });
    defend(g, on(g, A, 0));
    expect(powerOf(g, on(g, A, 0))).toBe(6000);
    const h = game('d66', { battlefield: [A] }, { battlefield: [RECRUIT] }, 1);
    attack(h, on(h, RECRUIT, 1), { player: 0 });
    defend(h, on(h, A, 0));
    expect(powerOf(h, on(h, A, 0))).toBe(4000);
  });

  it('d66 渦潮の主メイルシュトロム: enters → up to one opposing character of cost 2 or less (a target) to the bottom of its owner’s deck (not destroyed)', () => {
    const A = '渦潮の主メイルシュトロム';
    const g = game('d66', { hand: [A], energy: 4 }, { battlefield: [RECRUIT, '火薬樽のベス'] });
    act(g, { type: 'play', card: g.state.players[0].hand[0], targets: [] });
    settle(g, { targets: [[on(g, RECRUIT, 1)]] });
    expect(field(g, 1)).toEqual(['火薬樽のベス']);
    expect(trash(g, 1)).toEqual([]);
    const deck = g.state.players[1].mainDeck;
    expect(g.defs.get(g.state.cards[deck[deck.length - 1]].def)?.name).toBe(RECRUIT);
  });

  it('d66 拿捕命令: destroys a targeted cost-4-or-less 《海賊》; then draws 1 only with 3+ damage cards', () => {
    const C = '拿捕命令';
    const g = game(
      'd66',
      { hand: [C], energy: 4, damageField: [RECRUIT, RECRUIT, RECRUIT], main: ['大時化'] },
      { battlefield: ['火薬樽のベス'] },
    );
    play(g, C, [on(g, '火薬樽のベス', 1)]);
    expect(field(g, 1)).toEqual([]);
    expect(hand(g, 0)).toEqual(['大時化']);
    const h = game(
      'd66',
      { hand: [C], energy: 4, damageField: [RECRUIT], main: ['大時化'] },
      { battlefield: ['火薬樽のベス'] },
    );
    play(h, C, [on(h, '火薬樽のベス', 1)]);
    expect(hand(h, 0)).toEqual([]);
  });

  it('d66 古びた宝の地図: the host attacks → its player looks at 3 and may take a 《宝》 card; once a turn', () => {
    const C = '古びた宝の地図';
    const g = game('d66', {
      hand: [C],
      energy: 1,
      battlefield: [RECRUIT, RECRUIT],
      main: ['黄金の髑髏杯', '大時化', '一斉砲撃', '黄金の髑髏杯'],
    });
    play(g, C, [on(g, RECRUIT, 0)]);
    hitPlayer(g, on(g, RECRUIT, 0), { choose: ['黄金の髑髏杯'] });
    expect(hand(g, 0)).toEqual(['黄金の髑髏杯']);
  });

  it('d66 海軍の包囲網: your opponent’s 《海賊》 −1000 until end of turn; −2000 instead with 2+ 《海軍》 of yours (on resolution)', () => {
    const C = '海軍の包囲網';
    const g = game(
      'd66',
      { hand: [C], energy: 3, battlefield: [RECRUIT] },
      { battlefield: ['火薬樽のベス', RECRUIT] },
    );
    play(g, C);
    expect(powerOf(g, on(g, '火薬樽のベス', 1))).toBe(3000);
    expect(powerOf(g, on(g, RECRUIT, 1))).toBe(2000);
    const h = game(
      'd66',
      { hand: [C], energy: 3, battlefield: [RECRUIT, RECRUIT] },
      { battlefield: ['火薬樽のベス'] },
    );
    play(h, C);
    expect(powerOf(h, on(h, '火薬樽のベス', 1))).toBe(2000);
  });

  it('d66 海賊旗を掲げろ: your 《海賊》 +1000 until end of turn; +2000 instead with 3+ of them', () => {
    const C = '海賊旗を掲げろ';
    const g = game('d66', { hand: [C], energy: 2, battlefield: ['火薬樽のベス', '砲撃手マグナ'] });
    play(g, C);
    expect(powerOf(g, on(g, '砲撃手マグナ', 0))).toBe(3000);
    const h = game('d66', {
      hand: [C],
      energy: 2,
      battlefield: ['火薬樽のベス', '砲撃手マグナ', '砲撃手マグナ'],
    });
    play(h, C);
    expect(powerOf(h, on(h, '砲撃手マグナ', 0))).toBe(4000);
  });

  it('d66 略奪: draws 2 when the opponent has 3+ damage cards, else 1', () => {
    const C = '略奪';
    const g = game(
      'd66',
      { hand: [C], energy: 2, main: ['大時化', '一斉砲撃'] },
      { damageField: [RECRUIT, RECRUIT, RECRUIT] },
    );
    play(g, C);
    expect(hand(g, 0)).toHaveLength(2);
    const h = game(
      'd66',
      { hand: [C], energy: 2, main: ['大時化', '一斉砲撃'] },
      { damageField: [RECRUIT, RECRUIT] },
    );
    play(h, C);
    expect(hand(h, 0)).toEqual(['大時化']);
  });

  it('d66 海軍元帥ブラムス: enters → up to one opposing character (a target) takes 2000 per 《海軍》 of yours, itself included', () => {
    const A = '海軍元帥ブラムス';
    const g = game(
      'd66',
      { hand: [A], energy: 7, battlefield: [RECRUIT] },
      { battlefield: ['火薬樽のベス'] },
    );
    act(g, { type: 'play', card: g.state.players[0].hand[0], targets: [] });
    settle(g, { targets: [[on(g, '火薬樽のベス', 1)]] });
    expect(dealt(g)).toEqual([4000]);
  });
});

describe('d67-ningyou (train half)', () => {
  it('d67 泣き虫の子供: destroyed → a targeted opposing character −1000 for as long as it stays (no duration written: RULING «A destroyed card’s lasting change»)', () => {
    const A = '泣き虫の子供';
    const g = game('d67', { battlefield: [{ name: A, sleep: true }] }, { battlefield: [NUTCRACKER] }, 1);
    act(g, { type: 'attack', attacker: on(g, NUTCRACKER, 1), target: { card: on(g, A, 0) } });
    settle(g, { targets: [[on(g, NUTCRACKER, 1)]] }, ['main']);
    expect(powerOf(g, on(g, NUTCRACKER, 1))).toBe(2000);
    endTurn(g);
    endTurn(g);
    expect(powerOf(g, on(g, NUTCRACKER, 1))).toBe(2000);
  });

  it('d67 ポルターガイスト: three times, a random opposing character takes 2000 (chosen again each time among those still there)', () => {
    const C = 'ポルターガイスト';
    const g = game('d67', { hand: [C], energy: 3 }, { battlefield: ['張りぼての巨人'] });
    play(g, C);
    expect(dealt(g)).toEqual([2000, 2000, 2000]);
    expect(field(g, 1)).toEqual([]);
  });

  it('d67 支配の十字木: only on an opposing character; while set, that character is yours; the set card gone, it goes back', () => {
    const C = '支配の十字木';
    const g = game(
      'd67',
      { hand: [C, '糸切り鋏'], energy: 8, battlefield: [NUTCRACKER] },
      { battlefield: ['張りぼての巨人'] },
    );
    const giant = on(g, '張りぼての巨人', 1);
    play(g, C, [giant]);
    expect(g.state.cards[giant].controller).toBe(0);
    play(g, '糸切り鋏', [giant]);
    expect(attachedTo(g, giant)).toEqual([]);
    expect(g.state.cards[giant].controller).toBe(1);
  });
  it('d67 操り糸: host +1000 and 《人形》; set → the SET CARD’s player draws 1, even on an opposing character (000 ■戦場とカードのプレイヤー)', () => {
    const C = '操り糸';
    const g = game('d67', { hand: [C], energy: 2, main: ['ポルターガイスト'] }, { battlefield: [SCORPION] });
    play(g, C, [on(g, SCORPION, 1)]);
    expect(hand(g, 0)).toEqual(['ポルターガイスト']);
    expect(powerOf(g, on(g, SCORPION, 1))).toBe(5000);
  });

  it('d67 引き上げの糸: set → its host becomes active; host +1000', () => {
    const C = '引き上げの糸';
    const g = game('d67', { hand: [C], energy: 1, battlefield: [{ name: NUTCRACKER, sleep: true }] });
    play(g, C, [on(g, NUTCRACKER, 0)]);
    expect(asleep(g, on(g, NUTCRACKER, 0))).toBe(false);
    expect(powerOf(g, on(g, NUTCRACKER, 0))).toBe(4000);
  });
});

describe('d68-yume (train half)', () => {
  it('d68 眠り姫: enters asleep; while asleep it is not destroyed by damage', () => {
    const A = '眠り姫';
    const g = game('d68', { hand: [A, '悪夢払い'], energy: 7 });
    play(g, A);
    expect(asleep(g, on(g, A, 0))).toBe(true);
    play(g, '悪夢払い', [on(g, A, 0)]);
    expect(field(g, 0)).toEqual([A]);
  });

  it('d68 獏の長老ユメクイ: [スリープ] up to 2 cards of the opponent’s trash removed from the game; only if one was, a look at the top card', () => {
    const A = '獏の長老ユメクイ';
    const g = game(
      'd68',
      { battlefield: [A], main: ['夢喰い', '悪夢払い'] },
      { trash: ['胡蝶の夢', '夢喰い'] },
    );
    activate(g, on(g, A, 0), [], { choose: ['胡蝶の夢', '夢喰い', '夢喰い'] });
    expect(trash(g, 1)).toEqual([]);
    expect(top(g, 0, 1)).toEqual(['悪夢払い']); // the looked-at 夢喰い went to the bottom
  });
  it('d68 獏の護符: set → its OWNER looks at their top 2 and puts them back in the order chosen (on an opposing character too)', () => {
    const C = '獏の護符';
    const g = game(
      'd68',
      { hand: [C], energy: 1, main: ['夢喰い', '悪夢払い', '胡蝶の夢'] },
      { battlefield: [SCORPION] },
    );
    play(g, C, [on(g, SCORPION, 1)], { choose: ['悪夢払い', '夢喰い'] });
    expect(top(g, 0, 3)).toEqual(['悪夢払い', '夢喰い', '胡蝶の夢']);
  });

  it('d68 時よ止まれ: the targeted attacking character’s attack fails, and it stays asleep through its player’s next active phase', () => {
    const C = '時よ止まれ';
    const g = game('d68', { hand: [C], energy: 3 }, { battlefield: [SCORPION] }, 1);
    act(g, { type: 'attack', attacker: on(g, SCORPION, 1), target: { player: 0 } });
    untilPlayable(g, 0);
    playBy(g, 0, C, [on(g, SCORPION, 1)]);
    settle(g, {}, ['main']);
    expect(damageCount(g, 0)).toBe(0);
    endTurn(g);
    endTurn(g);
    expect(asleep(g, on(g, SCORPION, 1))).toBe(true);
  });

  it('d68 夢の残滓: any card of the deck to the hand, the deck shuffled, then a card of the hand on top', () => {
    const C = '夢の残滓';
    const g = game('d68', { hand: [C, '夢喰い'], energy: 2, main: ['悪夢払い'] });
    play(g, C, [], { choose: ['悪夢払い', '夢喰い'] });
    expect(hand(g, 0)).toEqual(['悪夢払い']);
    expect(top(g, 0, 1)).toEqual(['夢喰い']);
  });

  it('d68 止まった秒針の魔女: enters → a targeted opposing character asleep, and it stays asleep through the next active phase', () => {
    const A = '止まった秒針の魔女';
    const g = game('d68', { hand: [A], energy: 4 }, { battlefield: [SCORPION] });
    play(g, A);
    expect(asleep(g, on(g, SCORPION, 1))).toBe(true);
    endTurn(g);
    expect(asleep(g, on(g, SCORPION, 1))).toBe(true);
  });

  it('d68 夢の番人ネムリガミ: defends → the attacker −1000 until end of turn', () => {
    const A = '夢の番人ネムリガミ';
    const g = game('d68', { battlefield: [A] }, { battlefield: [SCORPION] }, 1);
    attack(g, on(g, SCORPION, 1), { player: 0 });
    defend(g, on(g, A, 0));
    expect(powerOf(g, on(g, SCORPION, 1))).toBe(3000);
  });

  it('d68 悪夢の化身ヴェルメア: enters → the opponent trashes 2 cards of their hand, of their choice', () => {
    const A = '悪夢の化身ヴェルメア';
    const g = game('d68', { hand: [A], energy: 6 }, { hand: ['夢喰い', '悪夢払い', '胡蝶の夢'] });
    play(g, A, [], { choose: ['夢喰い', '胡蝶の夢'] });
    expect(hand(g, 1)).toEqual(['悪夢払い']);
  });
});
