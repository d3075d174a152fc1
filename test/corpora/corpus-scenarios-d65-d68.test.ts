// Issue 22 ("Done when": 0 accepted cards behave differently from their intent): the accepted cards of the held-out
// halves of d65–d68 (sc17), played in the engine exactly as their designers wrote them, each asserting what its
// `# 意図:` says — or, where the intent goes against the seeds or a RULING of docs/engine.md, what the rules say
// (the test names it). Vanillas (張りぼての巨人, 時計塔の歯車兵) were checked by their explain.
import { describe, expect, it } from 'vitest';
import { hasKeyword, powerOf, traitsOf } from '../../src/engine/query.js';
import {
  activatableOn,
  activate,
  asleep,
  attachedTo,
  attack,
  attackCard,
  bottom,
  canActivate,
  canDefend,
  cannotAttack,
  damageCount,
  dealt,
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
import { COG, GIANT, NUTCRACKER, RECRUIT, SCORPION, faceDown, game } from './d65-d68Sets.js';

describe('d65-sabaku (held-out half)', () => {
  it('d65 荷駄駱駝: enters → looks at 3, one to the hand, the rest to the bottom; with fewer than 3 in the deck nothing', () => {
    const A = '荷駄駱駝';
    const g = game('d65', {
      hand: [A],
      energy: 2,
      main: ['交易の約束', SCORPION, '星降る夜営', '大地喰らい'],
    });
    play(g, A, [], { choose: [SCORPION] });
    expect(hand(g, 0)).toEqual([SCORPION]);
    expect(top(g, 0, 1)).toEqual(['大地喰らい']);
    expect(sorted(bottom(g, 0, 2))).toEqual(sorted(['交易の約束', '星降る夜営']));
    const h = game('d65', { hand: [A], energy: 2, main: ['交易の約束', SCORPION], mainCount: 2 });
    play(h, A);
    expect(hand(h, 0)).toEqual([]);
    expect(top(h, 0, 2)).toEqual(['交易の約束', SCORPION]);
  });

  it('d65 隊商頭ザイード: another 《隊商》 of yours attacks → it gets +1000 until end of turn; ザイード’s own attack does not', () => {
    const A = '隊商頭ザイード';
    const S = '砂塵の斥候';
    const g = game('d65', { battlefield: [A, S] });
    hitPlayer(g, on(g, S, 0));
    expect(powerOf(g, on(g, S, 0))).toBe(2000);
    hitPlayer(g, on(g, A, 0));
    expect(powerOf(g, on(g, A, 0))).toBe(5000);
    endTurn(g);
    expect(powerOf(g, on(g, S, 0))).toBe(1000);
  });

  it('d65 黄金の商会長: the opponent’s commands cost 1 more (HF-5.12); their characters do not', () => {
    const g = game(
      'd65',
      { hand: ['交易の約束', '砂塵の斥候'], energy: 1 },
      { battlefield: ['黄金の商会長'] },
    );
    expect(playable(g, '交易の約束')).toBe(false);
    expect(playable(g, '砂塵の斥候')).toBe(true);
    const h = game('d65', { hand: ['交易の約束'], energy: 2 }, { battlefield: ['黄金の商会長'] });
    expect(playable(h, '交易の約束')).toBe(true);
    const own = game('d65', { hand: ['交易の約束'], energy: 1, battlefield: ['黄金の商会長'] });
    expect(playable(own, '交易の約束')).toBe(true);
  });

  it('d65 砂塵の斥候: 【神速】; its attack damages the opponent → looks at the top card and may put it at the bottom', () => {
    const A = '砂塵の斥候';
    const g = game('d65', { battlefield: [A], main: ['交易の約束', SCORPION] });
    expect(hasKeyword(g, on(g, A, 0), 'godspeed')).toBe(true);
    hitPlayer(g, on(g, A, 0), { choose: ['交易の約束'] }); // chosen to go to the bottom
    expect(top(g, 0, 1)).toEqual([SCORPION]);
    expect(bottom(g, 0, 1)).toEqual(['交易の約束']);
    const h = game('d65', { battlefield: [A], main: ['交易の約束', SCORPION] });
    hitPlayer(h, on(h, A, 0)); // none chosen: it stays on top
    expect(top(h, 0, 1)).toEqual(['交易の約束']);
  });

  it('d65 大砂蟲ウルグ: 【貫通】; enters → up to one ASLEEP opposing character (a target) takes 3000', () => {
    const A = '大砂蟲ウルグ';
    const g = game(
      'd65',
      { hand: [A], energy: 6 },
      { battlefield: [{ name: 'バニラ', sleep: true }, SCORPION] },
    );
    act(g, { type: 'play', card: g.state.players[0].hand[0], targets: [] });
    settle(g, { targets: [[on(g, 'バニラ', 1)]] });
    expect(dealt(g)).toEqual([3000]);
    expect(field(g, 1)).toEqual([SCORPION]);
    expect(hasKeyword(g, on(g, A, 0), 'pierce')).toBe(true);
    const h = game('d65', { hand: [A], energy: 6 }, { battlefield: [SCORPION] });
    play(h, A); // no asleep opposing character: nothing chosen (「1体まで」, HF-5.5)
    expect(dealt(h)).toEqual([]);
  });

  it('d65 オアシスの精霊ミラ: enters → may put a trash card at the bottom; only if it did, draws 1 (HF-5.7)', () => {
    const A = 'オアシスの精霊ミラ';
    const g = game('d65', { hand: [A], energy: 3, trash: [SCORPION], main: ['交易の約束'] });
    play(g, A, [], { choose: [SCORPION] });
    expect(hand(g, 0)).toEqual(['交易の約束']);
    expect(bottom(g, 0, 1)).toEqual([SCORPION]);
    const h = game('d65', { hand: [A], energy: 3, main: ['交易の約束'] });
    play(h, A);
    expect(hand(h, 0)).toEqual([]);
  });

  it('d65 水鏡の精霊: not a target of the opponent’s commands (their abilities may target it); your turn end → up to 2 trash cards to the bottom', () => {
    const A = '水鏡の精霊';
    const g = game(
      'd65',
      { battlefield: [A], trash: ['交易の約束', SCORPION, '星降る夜営'] },
      { hand: ['一斉砲撃'], energy: 3, battlefield: ['砂嵐の呪術師'] },
    );
    endTurn(g, { choose: ['交易の約束', SCORPION] });
    expect(trash(g, 0)).toEqual(['星降る夜営']);
    expect(sorted(bottom(g, 0, 2))).toEqual(sorted(['交易の約束', SCORPION]));
    expect(targetable(g, '一斉砲撃', on(g, A, 0))).toBe(false);
    expect(activatableOn(g, on(g, '砂嵐の呪術師', 1), on(g, A, 0))).toBe(true);
  });

  it('d65 砂嵐の呪術師: [3][スリープ] an opposing character asleep, and it stays asleep through its player’s next active phase', () => {
    const A = '砂嵐の呪術師';
    const g = game(
      'd65',
      { battlefield: [A], energy: 3 },
      { battlefield: [SCORPION, { name: 'バニラ', sleep: true }] },
    );
    activate(g, on(g, A, 0), [on(g, SCORPION, 1)]);
    expect(asleep(g, on(g, SCORPION, 1))).toBe(true);
    endTurn(g);
    expect(asleep(g, on(g, SCORPION, 1))).toBe(true);
    expect(asleep(g, on(g, 'バニラ', 1))).toBe(false);
  });

  it('d65 幻の隊列: enters → the top card enters face down and active as a 2000 《蜃気楼》 character with no text (HF-14.3)', () => {
    const A = '幻の隊列';
    const g = game('d65', { hand: [A], energy: 3, main: ['大砂蟲ウルグ'] });
    play(g, A);
    const [fd] = faceDown(g, 0);
    expect(fd).toBeDefined();
    expect(powerOf(g, fd)).toBe(2000);
    expect(traitsOf(g, fd)).toEqual(['蜃気楼']);
    expect(asleep(g, fd)).toBe(false);
    expect(hasKeyword(g, fd, 'pierce')).toBe(false); // ウルグ’s 【貫通】 is not there face down
  });

  it('d65 交易の約束: may discard 1; only if it did, draws 2 (HF-5.7)', () => {
    const C = '交易の約束';
    const g = game('d65', { hand: [C, SCORPION], energy: 1, main: ['星降る夜営', '大地喰らい'] });
    play(g, C, [], { choose: [SCORPION] });
    expect(sorted(hand(g, 0))).toEqual(sorted(['星降る夜営', '大地喰らい']));
    expect(trash(g, 0)).toEqual(expect.arrayContaining([SCORPION, C]));
    const h = game('d65', { hand: [C], energy: 1, main: ['星降る夜営'] });
    play(h, C);
    expect(hand(h, 0)).toEqual([]);
  });

  it('d65 蜃気楼の罠: targets an attacking opposing character, the attack fails (no damage); not playable with no attack', () => {
    const C = '蜃気楼の罠';
    const own = game('d65', { hand: [C], energy: 2 }, { battlefield: [SCORPION] });
    expect(playable(own, C)).toBe(false);
    const g = game('d65', { hand: [C], energy: 2 }, { battlefield: [SCORPION] }, 1);
    act(g, { type: 'attack', attacker: on(g, SCORPION, 1), target: { player: 0 } });
    untilPlayable(g, 0);
    playBy(g, 0, C, [on(g, SCORPION, 1)]);
    settle(g, {}, ['main']);
    expect(damageCount(g, 0)).toBe(0);
  });

  it('d65 星降る夜営: up to 3 trash cards to the bottom, then draws 2', () => {
    const C = '星降る夜営';
    const g = game('d65', {
      hand: [C],
      energy: 3,
      trash: ['交易の約束', SCORPION, '大地喰らい', '幻の隊列'],
      main: ['荷駄駱駝', '水鏡の精霊'],
    });
    play(g, C, [], { choose: ['交易の約束', SCORPION, '大地喰らい'] });
    expect(sorted(hand(g, 0))).toEqual(sorted(['荷駄駱駝', '水鏡の精霊']));
    expect(trash(g, 0)).toEqual(['幻の隊列', C]);
    expect(sorted(bottom(g, 0, 3))).toEqual(sorted(['交易の約束', SCORPION, '大地喰らい']));
  });

  it('d65 大地喰らい: 【奥義：砂蟲】 needs a 「砂蟲」 card of yours; destroys up to two opposing characters (targets)', () => {
    const C = '大地喰らい';
    const g = game('d65', { hand: [C], energy: 5 }, { battlefield: [SCORPION, 'バニラ'] });
    expect(playable(g, C)).toBe(false);
    const h = game(
      'd65',
      { hand: [C], energy: 5, battlefield: ['大砂蟲ウルグ'] },
      { battlefield: [SCORPION, 'バニラ'] },
    );
    play(h, C, [on(h, SCORPION, 1), on(h, 'バニラ', 1)]);
    expect(field(h, 1)).toEqual([]);
  });

  // RULING «A set card's auto abilities» (docs/engine.md; 000 ■セットカード): 「カードを1枚引く」 is the host's
  // player's. The intent (the set card's owner draws) agrees while the host is yours.
  it('d65 隊商の旗: host +1000 and 《隊商》; the host’s attack damages the opponent → the HOST’s player draws (RULING «A set card’s auto abilities»)', () => {
    const C = '隊商の旗';
    const g = game('d65', { hand: [C], energy: 2, battlefield: [SCORPION], main: ['交易の約束'] });
    play(g, C, [on(g, SCORPION, 0)]);
    expect(powerOf(g, on(g, SCORPION, 0))).toBe(5000);
    expect(traitsOf(g, on(g, SCORPION, 0))).toContain('隊商');
    hitPlayer(g, on(g, SCORPION, 0));
    expect(hand(g, 0)).toEqual(['交易の約束']);
    const h = game('d65', { hand: [C], energy: 2 }, { battlefield: [SCORPION], main: ['交易の約束'] });
    play(h, C, [on(h, SCORPION, 1)]);
    endTurn(h);
    const mine = hand(h, 0).length;
    const theirs = hand(h, 1).length;
    attack(h, on(h, SCORPION, 1), { player: 0 });
    if (h.state.pending?.kind === 'defense') defend(h, null);
    expect(hand(h, 1).length).toBe(theirs + 1);
    expect(hand(h, 0).length).toBe(mine);
  });

  it('d65 砂避けの外套: host +1000; the host’s player’s opponent cannot target it with commands', () => {
    const C = '砂避けの外套';
    const g = game(
      'd65',
      { hand: [C], energy: 2, battlefield: [SCORPION] },
      { hand: ['一斉砲撃'], energy: 3 },
    );
    play(g, C, [on(g, SCORPION, 0)]);
    expect(powerOf(g, on(g, SCORPION, 0))).toBe(5000);
    endTurn(g);
    expect(targetable(g, '一斉砲撃', on(g, SCORPION, 0))).toBe(false);
  });

  it('d65 毒蠍の針: host −2000; 【ダメージトリガー】 2000 to an ASLEEP opposing character (a target)', () => {
    const C = '毒蠍の針';
    const g = game('d65', { hand: [C], energy: 2 }, { battlefield: [SCORPION] });
    play(g, C, [on(g, SCORPION, 1)]);
    expect(powerOf(g, on(g, SCORPION, 1))).toBe(2000);
    const t = game('d65', { guard: [C] }, { battlefield: [{ name: SCORPION, sleep: true }, 'バニラ'] }, 1);
    revealedWith(t, on(t, 'バニラ', 1), [on(t, SCORPION, 1)]);
    expect(dealt(t)).toEqual([2000]);
  });

  it('d65 緑のオアシス: your 《精霊》 +1000 (not the opponent’s); your turn end → up to one trash card to the bottom', () => {
    const W = '緑のオアシス';
    const g = game(
      'd65',
      { battlefield: [W, 'オアシスの精霊ミラ', SCORPION], trash: ['交易の約束', '星降る夜営'] },
      { battlefield: ['水鏡の精霊'] },
    );
    expect(powerOf(g, on(g, 'オアシスの精霊ミラ', 0))).toBe(4000);
    expect(powerOf(g, on(g, SCORPION, 0))).toBe(4000);
    expect(powerOf(g, on(g, '水鏡の精霊', 1))).toBe(4000);
    endTurn(g, { choose: ['交易の約束'] });
    expect(trash(g, 0)).toEqual(['星降る夜営']);
    expect(bottom(g, 0, 1)).toEqual(['交易の約束']);
  });
});

describe('d66-kaizoku (held-out half)', () => {
  const MAGNA = '砲撃手マグナ';
  const BESS = '火薬樽のベス';
  const MORGA = '黒帆海賊団船長 骸骨のモルガ';
  const KRAKEN = '深淵の大王イカ クラーケン';
  const CUP = '黄金の髑髏杯';
  const SHIP = '海賊船「紅蓮の錨号」';

  it('d66 見習い水夫ピピン: enters → looks at 3, up to one 《海賊》 CHARACTER card revealed to the hand (not a 《海賊》 command), the rest to the bottom', () => {
    const A = '見習い水夫ピピン';
    const g = game('d66', { hand: [A], energy: 1, main: ['一斉砲撃', MAGNA, RECRUIT, '大時化'] });
    play(g, A, [], { choose: [MAGNA] });
    expect(hand(g, 0)).toEqual([MAGNA]);
    expect(top(g, 0, 1)).toEqual(['大時化']);
    expect(sorted(bottom(g, 0, 2))).toEqual(sorted(['一斉砲撃', RECRUIT]));
  });

  it('d66 砲撃手マグナ: [2][スリープ] 1000 per 《海賊》 character of yours (itself included, counted on resolution) to a targeted opposing character', () => {
    const g = game('d66', { battlefield: [MAGNA, BESS, RECRUIT], energy: 2 }, { battlefield: [SCORPION] });
    activate(g, on(g, MAGNA, 0), [on(g, SCORPION, 1)]);
    expect(dealt(g)).toEqual([2000]);
    expect(asleep(g, on(g, MAGNA, 0))).toBe(true);
  });

  it('d66 骸骨のモルガ: 【死殺】; [カルネージ2]【ターン1回】 a cost-3-or-less 《海賊》 character card of your trash (a target) enters active; not a cost-4 one', () => {
    const g = game('d66', {
      battlefield: [MORGA],
      damageField: [RECRUIT, RECRUIT, RECRUIT, RECRUIT],
      trash: [MAGNA, BESS],
    });
    expect(hasKeyword(g, on(g, MORGA, 0), 'deathless')).toBe(true);
    expect(activatableOn(g, on(g, MORGA, 0), inTrash(g, 0, BESS))).toBe(false);
    activate(g, on(g, MORGA, 0), [inTrash(g, 0, MAGNA)]);
    expect(field(g, 0)).toContain(MAGNA);
    expect(asleep(g, on(g, MAGNA, 0))).toBe(false);
    expect(damageCount(g, 0)).toBe(2);
    expect(canActivate(g, on(g, MORGA, 0))).toBe(false); // once this turn (HF-12.8)
  });

  it('d66 火薬樽のベス: +1000 per 2 damage cards (rounded down, live); [カルネージ1]【ターン1回】 2000 to a targeted opposing character', () => {
    const g = game(
      'd66',
      { battlefield: [BESS], damageField: [RECRUIT, RECRUIT, RECRUIT, RECRUIT] },
      { battlefield: [SCORPION] },
    );
    expect(powerOf(g, on(g, BESS, 0))).toBe(6000);
    activate(g, on(g, BESS, 0), [on(g, SCORPION, 1)]);
    expect(dealt(g)).toEqual([2000]);
    expect(powerOf(g, on(g, BESS, 0))).toBe(5000); // 3 cards left
    expect(canActivate(g, on(g, BESS, 0))).toBe(false);
  });

  it('d66 鉄壁のヴァレンティア中将: 【反撃】【警戒】; +1000 per 2 damage cards only in the opponent’s turn', () => {
    const A = '鉄壁のヴァレンティア中将';
    const g = game('d66', { battlefield: [A], damageField: [RECRUIT, RECRUIT, RECRUIT, RECRUIT, RECRUIT] });
    expect(powerOf(g, on(g, A, 0))).toBe(5000);
    expect(hasKeyword(g, on(g, A, 0), 'counter')).toBe(true);
    expect(hasKeyword(g, on(g, A, 0), 'vigilance')).toBe(true);
    endTurn(g);
    expect(powerOf(g, on(g, A, 0))).toBe(7000);
  });

  it('d66 海軍狙撃兵: enters → up to one opposing 《海賊》 character (a target) takes 2000; a non-《海賊》 is never hit', () => {
    const A = '海軍狙撃兵';
    const g = game('d66', { hand: [A], energy: 2 }, { battlefield: [RECRUIT, BESS] });
    act(g, { type: 'play', card: g.state.players[0].hand[0], targets: [] });
    settle(g, { targets: [[on(g, BESS, 1)]] });
    expect(dealt(g)).toEqual([2000]);
    const h = game('d66', { hand: [A], energy: 2 }, { battlefield: [RECRUIT] });
    play(h, A);
    expect(dealt(h)).toEqual([]);
  });

  it('d66 軍艦の通信兵: [1][スリープ]【ターン1回】 another 《海軍》 of yours (a target) becomes active; not a non-《海軍》', () => {
    const A = '軍艦の通信兵';
    const g = game('d66', {
      battlefield: [A, { name: RECRUIT, sleep: true }, { name: BESS, sleep: true }],
      energy: 1,
    });
    expect(activatableOn(g, on(g, A, 0), on(g, BESS, 0))).toBe(false);
    expect(activatableOn(g, on(g, A, 0), on(g, A, 0))).toBe(false);
    activate(g, on(g, A, 0), [on(g, RECRUIT, 0)]);
    expect(asleep(g, on(g, RECRUIT, 0))).toBe(false);
  });

  it('d66 賞金稼ぎヴォルフ: its attack destroys a 《海賊》 character → draws 2; a non-《海賊》 destroyed, nothing', () => {
    const A = '賞金稼ぎヴォルフ';
    const g = game(
      'd66',
      { battlefield: [A], main: ['大時化', '一斉砲撃'] },
      { battlefield: [{ name: MAGNA, sleep: true }] },
    );
    attackCard(g, on(g, A, 0), on(g, MAGNA, 1));
    expect(field(g, 1)).toEqual([]);
    expect(sorted(hand(g, 0))).toEqual(sorted(['大時化', '一斉砲撃']));
    const h = game(
      'd66',
      { battlefield: [A], main: ['大時化'] },
      { battlefield: [{ name: RECRUIT, sleep: true }] },
    );
    attackCard(h, on(h, A, 0), on(h, RECRUIT, 1));
    expect(field(h, 1)).toEqual([]);
    expect(hand(h, 0)).toEqual([]);
  });

  it('d66 深淵の大王イカ クラーケン: attacks → up to two ACTIVE opposing characters (targets) fall asleep, so they cannot defend', () => {
    const g = game('d66', { battlefield: [KRAKEN] }, { battlefield: [RECRUIT, SCORPION] });
    act(g, { type: 'attack', attacker: on(g, KRAKEN, 0), target: { player: 1 } });
    settle(g, { targets: [[on(g, RECRUIT, 1), on(g, SCORPION, 1)]] }, ['main', 'defense']);
    expect(asleep(g, on(g, RECRUIT, 1))).toBe(true);
    expect(asleep(g, on(g, SCORPION, 1))).toBe(true);
    if (g.state.pending?.kind === 'defense') expect(canDefend(g, on(g, SCORPION, 1))).toBe(false);
  });

  it('d66 人魚の歌姫ローレル: enters → up to one 《海獣》 CHARACTER card of your trash to the hand (not the 《海獣》 command)', () => {
    const A = '人魚の歌姫ローレル';
    const g = game('d66', { hand: [A], energy: 2, trash: ['大時化', KRAKEN] });
    play(g, A, [], { choose: [KRAKEN] });
    expect(hand(g, 0)).toEqual([KRAKEN]);
    expect(trash(g, 0)).toEqual(['大時化']);
  });

  it('d66 一斉砲撃: 3000 to a targeted opposing character; 5000 instead with your 《船》 world set (checked on resolution)', () => {
    const C = '一斉砲撃';
    const g = game('d66', { hand: [C], energy: 3 }, { battlefield: [SCORPION] });
    play(g, C, [on(g, SCORPION, 1)]);
    expect(dealt(g)).toEqual([3000]);
    const h = game('d66', { hand: [C], energy: 3, battlefield: [SHIP] }, { battlefield: [SCORPION] });
    play(h, C, [on(h, SCORPION, 1)]);
    expect(dealt(h)).toEqual([5000]);
  });

  it('d66 緊急出動: looks at 3, up to one 《海軍》 character card to the hand, the rest to the bottom; 【ダメージトリガー】 draws 1', () => {
    const C = '緊急出動';
    const g = game('d66', { hand: [C], energy: 2, main: [MAGNA, RECRUIT, '大時化', '一斉砲撃'] });
    play(g, C, [], { choose: [RECRUIT] });
    expect(hand(g, 0)).toEqual([RECRUIT]);
    expect(top(g, 0, 1)).toEqual(['一斉砲撃']);
    const t = game('d66', { guard: [C], main: ['大時化'] }, { battlefield: ['バニラ'] }, 1);
    revealedWith(t, on(t, 'バニラ', 1), []);
    expect(hand(t, 0)).toEqual(['大時化']);
  });

  it('d66 大時化: 3000 to every character without 《海獣》, both players’; 【ダメージトリガー】 2000 to an opposing character', () => {
    const C = '大時化';
    const g = game(
      'd66',
      { hand: [C], energy: 5, battlefield: [KRAKEN, RECRUIT] },
      { battlefield: [SCORPION, '人魚の歌姫ローレル'] },
    );
    play(g, C);
    expect(dealt(g)).toEqual([3000, 3000]);
    expect(field(g, 0)).toEqual([KRAKEN]);
    expect(field(g, 1)).toEqual([SCORPION, '人魚の歌姫ローレル']);
    const t = game('d66', { guard: [C] }, { battlefield: ['バニラ', SCORPION] }, 1);
    revealedWith(t, on(t, 'バニラ', 1), [on(t, SCORPION, 1)]);
    expect(dealt(t)).toEqual([2000]);
  });

  it('d66 見張り台の警鐘: an asleep character of yours (a target) becomes active; 【ダメージトリガー】 the same', () => {
    const C = '見張り台の警鐘';
    const g = game('d66', { hand: [C], energy: 1, battlefield: [{ name: RECRUIT, sleep: true }] });
    play(g, C, [on(g, RECRUIT, 0)]);
    expect(asleep(g, on(g, RECRUIT, 0))).toBe(false);
    const t = game(
      'd66',
      { guard: [C], battlefield: [{ name: RECRUIT, sleep: true }] },
      { battlefield: ['バニラ'] },
      1,
    );
    revealedWith(t, on(t, 'バニラ', 1), [on(t, RECRUIT, 0)]);
    expect(asleep(t, on(t, RECRUIT, 0))).toBe(false);
  });

  it('d66 総員、出航せよ！: 【奥義：船長】; up to two asleep 《海賊》 of yours (targets) become active and +1000 until end of turn', () => {
    const C = '総員、出航せよ！';
    const sleeping = [
      { name: MAGNA, sleep: true },
      { name: BESS, sleep: true },
    ];
    const g = game('d66', { hand: [C], energy: 4, battlefield: sleeping });
    expect(playable(g, C)).toBe(false);
    const h = game('d66', { hand: [C], energy: 4, battlefield: [MORGA, ...sleeping] });
    play(h, C, [on(h, MAGNA, 0), on(h, BESS, 0)]);
    expect(asleep(h, on(h, MAGNA, 0))).toBe(false);
    expect(asleep(h, on(h, BESS, 0))).toBe(false);
    expect(powerOf(h, on(h, MAGNA, 0))).toBe(3000);
    expect(powerOf(h, on(h, BESS, 0))).toBe(5000);
  });

  it('d66 黄金の髑髏杯: host +1000 and 《宝》; the host’s attack damages the opponent → the host’s player draws', () => {
    const g = game('d66', { hand: [CUP], energy: 2, battlefield: [RECRUIT], main: ['大時化'] });
    play(g, CUP, [on(g, RECRUIT, 0)]);
    expect(powerOf(g, on(g, RECRUIT, 0))).toBe(3000);
    expect(traitsOf(g, on(g, RECRUIT, 0))).toContain('宝');
    hitPlayer(g, on(g, RECRUIT, 0));
    expect(hand(g, 0)).toEqual(['大時化']);
  });

  it('d66 名刀「潮断ち」: host +2000 and 【貫通】 (its attack destroys a character → 1 damage to that player)', () => {
    const C = '名刀「潮断ち」';
    const g = game(
      'd66',
      { hand: [C], energy: 2, battlefield: [RECRUIT] },
      { battlefield: [{ name: 'バニラ', sleep: true }] },
    );
    play(g, C, [on(g, RECRUIT, 0)]);
    expect(powerOf(g, on(g, RECRUIT, 0))).toBe(4000);
    attackCard(g, on(g, RECRUIT, 0), on(g, 'バニラ', 1));
    expect(field(g, 1)).toEqual([]);
    expect(damageCount(g, 1)).toBe(1);
  });

  // 000 ■セットカード: the host has the set card's traits — 海軍の制式軍刀 is 《海軍》, so its host always has 《海軍》
  // and 「このキャラクターが《海軍》を持つなら」 always holds (sc16's reading of set cards' traits).
  it('d66 海軍の制式軍刀: host +1000 and 【反撃】; defends → +1000 if it has 《海軍》 — always, as the 軍刀 gives 《海軍》 (000 ■セットカード)', () => {
    const C = '海軍の制式軍刀';
    for (const host of [RECRUIT, 'バニラ']) {
      const g = game('d66', { hand: [C], energy: 2, battlefield: [host] }, { battlefield: ['バニラ'] });
      play(g, C, [on(g, host, 0)]);
      expect(hasKeyword(g, on(g, host, 0), 'counter')).toBe(true);
      expect(traitsOf(g, on(g, host, 0))).toContain('海軍');
      endTurn(g);
      const base = powerOf(g, on(g, host, 0));
      attack(g, on(g, 'バニラ', 1), { player: 0 });
      defend(g, on(g, host, 0));
      expect(powerOf(g, on(g, host, 0))).toBe(base + 1000);
      expect(field(g, 1)).toEqual([]); // 【反撃】 destroyed the attacker
    }
  });

  it('d66 海賊船「紅蓮の錨号」: your 《海賊》 +1000 in your turn only; with 3 《宝》 set on it, your 《海賊》 have 【強撃】', () => {
    const g = game('d66', { battlefield: [SHIP, MAGNA], hand: [CUP, CUP, CUP], energy: 6 });
    expect(powerOf(g, on(g, MAGNA, 0))).toBe(3000);
    const ship = on(g, SHIP, 0);
    play(g, CUP, [ship]);
    play(g, CUP, [ship]);
    expect(hasKeyword(g, on(g, MAGNA, 0), 'strike')).toBe(false);
    play(g, CUP, [ship]);
    expect(attachedTo(g, ship)).toHaveLength(3);
    expect(hasKeyword(g, on(g, MAGNA, 0), 'strike')).toBe(true);
    endTurn(g);
    expect(powerOf(g, on(g, MAGNA, 0))).toBe(2000);
  });
});

describe('d67-ningyou (held-out half)', () => {
  const AUDIENCE = '最前列の観客';
  const CRITIC = '辛口の批評家';
  const SNAP = '糸切れの人形';
  const SCISSORS = '糸切り鋏';
  const DOLL = '身代わり人形';

  /** The one face-down character of player `p`: a 「木偶」 1000 《人形》, active (HF-14.3). */
  const expectDeku = (g: ReturnType<typeof game>, p: 0 | 1) => {
    const [fd] = faceDown(g, p);
    expect(fd).toBeDefined();
    expect(g.state.cards[fd].faceDown?.name).toBe('木偶');
    expect(powerOf(g, fd)).toBe(1000);
    expect(traitsOf(g, fd)).toEqual(['人形']);
    expect(asleep(g, fd)).toBe(false);
  };

  it('d67 糸繰りの少女: [スリープ] a 《人形》 of yours (a target) +1000 until end of turn; not a non-《人形》', () => {
    const A = '糸繰りの少女';
    const g = game('d67', { battlefield: [A, NUTCRACKER] });
    expect(activatableOn(g, on(g, A, 0), on(g, A, 0))).toBe(false);
    activate(g, on(g, A, 0), [on(g, NUTCRACKER, 0)]);
    expect(powerOf(g, on(g, NUTCRACKER, 0))).toBe(4000);
    endTurn(g);
    expect(powerOf(g, on(g, NUTCRACKER, 0))).toBe(3000);
  });

  it('d67 腹話術師ボルドー: enters → up to one 「相棒人形ジャック」 searched from the deck, revealed, to the hand', () => {
    const A = '腹話術師ボルドー';
    const g = game('d67', { hand: [A], energy: 3, main: [NUTCRACKER, '相棒人形ジャック', GIANT] });
    play(g, A, [], { choose: ['相棒人形ジャック'] });
    expect(hand(g, 0)).toEqual(['相棒人形ジャック']);
  });

  it('d67 首なしマリオネット: destroyed → the top card of its player’s deck enters face down and active as 「木偶」 1000 《人形》', () => {
    const A = '首なしマリオネット';
    const g = game('d67', { battlefield: [A], hand: [SCISSORS], energy: 2, main: [GIANT] });
    play(g, SCISSORS, [on(g, A, 0)]);
    expect(trash(g, 0)).toContain(A);
    expectDeku(g, 0);
  });

  it('d67 最前列の観客: each command you play → +1000 until end of turn; the opponent’s commands do not count', () => {
    const g = game(
      'd67',
      { battlefield: [AUDIENCE, NUTCRACKER], hand: [DOLL], energy: 1 },
      { battlefield: [NUTCRACKER], hand: [DOLL], energy: 1 },
    );
    play(g, DOLL, [on(g, NUTCRACKER, 0)]);
    expect(powerOf(g, on(g, AUDIENCE, 0))).toBe(2000);
    endTurn(g);
    expect(powerOf(g, on(g, AUDIENCE, 0))).toBe(1000);
    playBy(g, 1, DOLL, [on(g, NUTCRACKER, 1)]);
    expect(powerOf(g, on(g, AUDIENCE, 0))).toBe(1000);
  });

  it('d67 幕引き係: your turn end with a 《人形》 of yours → may draw 1; only if it did, discards 1 (HF-5.7); without a 《人形》 nothing', () => {
    const A = '幕引き係';
    const g = game('d67', { battlefield: [A, NUTCRACKER], hand: [SCISSORS], main: [DOLL] });
    endTurn(g, { choose: [SCISSORS] });
    expect(hand(g, 0)).toEqual([DOLL]);
    expect(trash(g, 0)).toEqual([SCISSORS]);
    const no = game('d67', { battlefield: [A, NUTCRACKER], hand: [SCISSORS], main: [DOLL] });
    endTurn(no, { may: [false] });
    expect(hand(no, 0)).toEqual([SCISSORS]);
    const none = game('d67', { battlefield: [A], hand: [SCISSORS], main: [DOLL] });
    endTurn(none);
    expect(hand(none, 0)).toEqual([SCISSORS]);
  });

  it('d67 劇場の怪人: 【神速】; enters → a random opposing character destroyed (not a target); [カルネージ2] 2000 to a random opposing one', () => {
    const A = '劇場の怪人';
    const g = game(
      'd67',
      { hand: [A], energy: 6, damageField: [NUTCRACKER, NUTCRACKER] },
      { battlefield: [GIANT] },
    );
    play(g, A);
    expect(field(g, 1)).toEqual([]);
    expect(hasKeyword(g, on(g, A, 0), 'godspeed')).toBe(true);
    const h = game(
      'd67',
      { battlefield: [A], damageField: [NUTCRACKER, NUTCRACKER] },
      { battlefield: [GIANT] },
    );
    activate(h, on(h, A, 0));
    expect(dealt(h)).toEqual([2000]);
    expect(damageCount(h, 0)).toBe(0);
  });

  it('d67 糸切れの人形: leaves the battlefield (destroyed) → draws 1', () => {
    const g = game('d67', { battlefield: [SNAP], hand: [SCISSORS], energy: 2, main: [GIANT] });
    play(g, SCISSORS, [on(g, SNAP, 0)]);
    expect(hand(g, 0)).toEqual([GIANT]);
  });

  // 000 ■戦場とカードのプレイヤー: a character's player (its 「あなた」) is the one controlling it, the owner only by
  // default. The intent says the card's owner draws; the two differ only when its control was taken.
  it('d67 糸切れの人形 under the opponent’s control (支配の十字木) leaves → its PLAYER then (the controller) draws, not its owner (000 ■戦場とカードのプレイヤー)', () => {
    const g = game(
      'd67',
      { hand: ['支配の十字木'], energy: 6, main: [GIANT] },
      { battlefield: [SNAP], hand: [CRITIC], energy: 3 },
    );
    play(g, '支配の十字木', [on(g, SNAP, 1)]);
    expect(g.state.cards[on(g, SNAP, 1)].controller).toBe(0);
    endTurn(g);
    const theirs = hand(g, 1).length;
    act(g, { type: 'play', player: 1, card: inHand(g, 1, CRITIC), targets: [] });
    settle(g, { targets: [[on(g, SNAP, 1)]] });
    expect(trash(g, 1)).toContain(SNAP);
    expect(hand(g, 0)).toEqual([GIANT]);
    expect(hand(g, 1).length).toBe(theirs - 1); // the critic left the hand; nothing drawn
  });

  it('d67 人形の王女: 【反撃】; enters with another 《人形》 of yours → draws 1; alone, nothing', () => {
    const A = '人形の王女';
    const g = game('d67', { hand: [A], energy: 4, battlefield: [NUTCRACKER], main: [GIANT] });
    play(g, A);
    expect(hand(g, 0)).toEqual([GIANT]);
    expect(hasKeyword(g, on(g, A, 0), 'counter')).toBe(true);
    const h = game('d67', { hand: [A], energy: 4, main: [GIANT] });
    play(h, A);
    expect(hand(h, 0)).toEqual([]);
  });

  it('d67 辛口の批評家: enters → destroys a targeted opposing character of power 2000 or less; a 3000 one is safe', () => {
    const g = game('d67', { hand: [CRITIC], energy: 3 }, { battlefield: [NUTCRACKER, SNAP] });
    act(g, { type: 'play', card: g.state.players[0].hand[0], targets: [] });
    settle(g, { targets: [[on(g, SNAP, 1)]] });
    expect(field(g, 1)).toEqual([NUTCRACKER]);
    const h = game('d67', { hand: [CRITIC], energy: 3 }, { battlefield: [NUTCRACKER] });
    play(h, CRITIC);
    expect(field(h, 1)).toEqual([NUTCRACKER]);
  });

  it('d67 人形劇団の座長: enters → up to two cost-3-or-less 《人形》 character cards of your trash enter active (not played)', () => {
    const A = '人形劇団の座長';
    const g = game('d67', { hand: [A], energy: 7, trash: [SNAP, NUTCRACKER, GIANT] });
    play(g, A, [], { choose: [SNAP, NUTCRACKER] });
    expect(sorted(field(g, 0))).toEqual(sorted([A, SNAP, NUTCRACKER]));
    expect(asleep(g, on(g, NUTCRACKER, 0))).toBe(false);
    expect(trash(g, 0)).toEqual([GIANT]);
  });

  it('d67 糸切り鋏: a targeted character’s set cards all go to the trash, then it takes 2000', () => {
    const g = game('d67', { hand: ['絡まる糸', SCISSORS], energy: 5 }, { battlefield: [NUTCRACKER] });
    play(g, '絡まる糸', [on(g, NUTCRACKER, 1)]);
    expect(powerOf(g, on(g, NUTCRACKER, 1))).toBe(2000);
    play(g, SCISSORS, [on(g, NUTCRACKER, 1)]);
    expect(attachedTo(g, on(g, NUTCRACKER, 1))).toEqual([]);
    expect(trash(g, 0)).toContain('絡まる糸');
    expect(field(g, 1)).toEqual([NUTCRACKER]); // back to 3000: 2000 damage does not destroy it
    expect(g.state.cards[on(g, NUTCRACKER, 1)].damage).toBe(2000);
  });

  it('d67 スタンディングオベーション: your characters +1000 until end of turn, then a card per 《観客》 of yours, at most 3', () => {
    const C = 'スタンディングオベーション';
    const g = game('d67', {
      hand: [C],
      energy: 4,
      battlefield: [CRITIC, CRITIC, CRITIC, CRITIC],
      main: [GIANT, GIANT, GIANT, GIANT],
    });
    play(g, C);
    expect(powerOf(g, on(g, CRITIC, 0))).toBe(4000);
    expect(hand(g, 0)).toHaveLength(3);
  });

  it('d67 身代わり人形: a character of yours (a target) has 【死殺】 until end of turn; 【ダメージトリガー】 a face-down 「木偶」', () => {
    const g = game('d67', { hand: [DOLL], energy: 1, battlefield: [NUTCRACKER] });
    play(g, DOLL, [on(g, NUTCRACKER, 0)]);
    expect(hasKeyword(g, on(g, NUTCRACKER, 0), 'deathless')).toBe(true);
    endTurn(g);
    expect(hasKeyword(g, on(g, NUTCRACKER, 0), 'deathless')).toBe(false);
    const t = game('d67', { guard: [DOLL], main: [GIANT] }, { battlefield: ['バニラ'] }, 1);
    revealedWith(t, on(t, 'バニラ', 1), []);
    expectDeku(t, 0);
  });

  it('d67 絡まる糸: host −1000; it can neither attack nor defend', () => {
    const C = '絡まる糸';
    const g = game(
      'd67',
      { hand: [C], energy: 3, battlefield: ['バニラ'] },
      { battlefield: [NUTCRACKER, 'バニラ'] },
    );
    play(g, C, [on(g, NUTCRACKER, 1)]);
    expect(powerOf(g, on(g, NUTCRACKER, 1))).toBe(2000);
    attack(g, on(g, 'バニラ', 0), { player: 1 });
    expect(canDefend(g, on(g, 'バニラ', 1))).toBe(true);
    expect(canDefend(g, on(g, NUTCRACKER, 1))).toBe(false);
    defend(g, null);
    endTurn(g);
    expect(cannotAttack(g, on(g, NUTCRACKER, 1))).toBe(true);
  });

  it('d67 亡霊の憑依: host +2000 and 《亡霊》; the host destroyed → ITS player gets a face-down 「木偶」 (the set card gone with it)', () => {
    const C = '亡霊の憑依';
    const g = game(
      'd67',
      { hand: [C, '劇場の怪人'], energy: 9 },
      { battlefield: [NUTCRACKER], main: [GIANT] },
    );
    play(g, C, [on(g, NUTCRACKER, 1)]);
    expect(powerOf(g, on(g, NUTCRACKER, 1))).toBe(5000);
    expect(traitsOf(g, on(g, NUTCRACKER, 1))).toContain('亡霊');
    play(g, '劇場の怪人'); // destroys the opponent's only character
    expect(trash(g, 1)).toContain(NUTCRACKER);
    expectDeku(g, 1);
    expect(faceDown(g, 0)).toEqual([]);
  });

  it('d67 スポットライト: host +1000 and 【神速】', () => {
    const C = 'スポットライト';
    const g = game('d67', { hand: [C], energy: 2, battlefield: [NUTCRACKER] });
    play(g, C, [on(g, NUTCRACKER, 0)]);
    expect(powerOf(g, on(g, NUTCRACKER, 0))).toBe(4000);
    expect(hasKeyword(g, on(g, NUTCRACKER, 0), 'godspeed')).toBe(true);
  });

  it('d67 呪われた人形劇場: your turn end → a face-down 「木偶」; not at the opponent’s turn end', () => {
    const W = '呪われた人形劇場';
    const g = game('d67', { battlefield: [W], main: [GIANT, NUTCRACKER] });
    endTurn(g);
    expectDeku(g, 0);
    endTurn(g);
    expect(faceDown(g, 0)).toHaveLength(1);
  });
});

describe('d68-yume (held-out half)', () => {
  const BUTTERFLY = '胡蝶の夢';
  const EATER = '夢喰い';
  const PURGE = '悪夢払い';
  const MIRA = '夢遊病の少女ミラ';
  const TRAVELLER = '夢渡りの旅人';

  it('d68 白昼夢の獏: each command the OPPONENT plays → +1000 until end of turn; yours do not count', () => {
    const A = '白昼夢の獏';
    const g = game(
      'd68',
      { battlefield: [A], hand: [BUTTERFLY], energy: 1 },
      { hand: [BUTTERFLY], energy: 1 },
    );
    play(g, BUTTERFLY);
    expect(powerOf(g, on(g, A, 0))).toBe(2000);
    endTurn(g);
    playBy(g, 1, BUTTERFLY);
    expect(powerOf(g, on(g, A, 0))).toBe(3000);
  });

  it('d68 悪夢喰らいの大獏: 【反撃】; enters → looks at the opponent’s hand and trashes up to one COMMAND of it', () => {
    const A = '悪夢喰らいの大獏';
    const g = game('d68', { hand: [A], energy: 5 }, { hand: [COG, BUTTERFLY] });
    play(g, A, [], { choose: [BUTTERFLY] });
    expect(hand(g, 1)).toEqual([COG]);
    expect(trash(g, 1)).toEqual([BUTTERFLY]);
    expect(hasKeyword(g, on(g, A, 0), 'counter')).toBe(true);
    const h = game('d68', { hand: [A], energy: 5 }, { hand: [COG] });
    play(h, A);
    expect(hand(h, 1)).toEqual([COG]);
  });

  it('d68 夢遊病の少女ミラ: 【警戒】; attacks → looks at the top card and may put it at the bottom', () => {
    const g = game('d68', { battlefield: [MIRA], main: [EATER, PURGE] });
    expect(hasKeyword(g, on(g, MIRA, 0), 'vigilance')).toBe(true);
    hitPlayer(g, on(g, MIRA, 0), { choose: [EATER] });
    expect(top(g, 0, 1)).toEqual([PURGE]);
    expect(bottom(g, 0, 1)).toEqual([EATER]);
  });

  it('d68 夢渡りの旅人: leaves the battlefield → up to one 《夢遊者》 character other than 「夢渡りの旅人」 searched to the hand', () => {
    const g = game('d68', {
      battlefield: [{ name: TRAVELLER, sleep: true }],
      hand: [PURGE],
      energy: 3,
      main: [TRAVELLER, MIRA],
    });
    play(g, PURGE, [on(g, TRAVELLER, 0)], { choose: [MIRA] });
    expect(hand(g, 0)).toEqual([MIRA]);
  });

  it('d68 悪夢の種: leaves the battlefield → the opponent trashes a card of their hand, of their choice', () => {
    const A = '悪夢の種';
    const g = game(
      'd68',
      { battlefield: [{ name: A, sleep: true }], hand: [PURGE], energy: 3 },
      { hand: [COG, BUTTERFLY] },
    );
    play(g, PURGE, [on(g, A, 0)], { choose: [COG] });
    expect(g.state.pending?.kind).toBe('main');
    expect(hand(g, 1)).toEqual([BUTTERFLY]);
    expect(trash(g, 1)).toEqual([COG]);
  });

  it('d68 囁く悪夢: the opponent draws outside the draw phase → 1000 to a targeted opposing character, once a turn; their draw phase does not count', () => {
    const A = '囁く悪夢';
    const g = game(
      'd68',
      { battlefield: [A] },
      { battlefield: [COG], hand: [BUTTERFLY, BUTTERFLY], energy: 2 },
    );
    endTurn(g);
    expect(dealt(g)).toEqual([]);
    playBy(g, 1, BUTTERFLY);
    expect(dealt(g)).toEqual([1000]);
    playBy(g, 1, BUTTERFLY);
    expect(dealt(g)).toEqual([1000]); // 1ターンに1回 (HF-12.8)
    // the carnage extra draw (HF-11.1) is a draw outside the draw phase too
    const x = game('d68', { battlefield: [A] }, { battlefield: [COG], damageField: [COG] }, 1);
    act(x, { type: 'extraDraw', player: 1, card: x.state.players[1].damageField[0] });
    settle(x);
    expect(dealt(x)).toEqual([1000]);
  });

  it('d68 時計塔の番人: [1][スリープ] a targeted opposing character falls asleep', () => {
    const A = '時計塔の番人';
    const g = game('d68', { battlefield: [A], energy: 1 }, { battlefield: [COG] });
    activate(g, on(g, A, 0), [on(g, COG, 1)]);
    expect(asleep(g, on(g, COG, 1))).toBe(true);
  });

  it('d68 時計塔の鐘つき: defends → draws 1, then puts a card of its player’s hand on top of the deck', () => {
    const A = '時計塔の鐘つき';
    const g = game('d68', { battlefield: [A], hand: [PURGE], main: [EATER] }, { battlefield: ['バニラ'] }, 1);
    attack(g, on(g, 'バニラ', 1), { player: 0 });
    defend(g, on(g, A, 0), { choose: [PURGE] });
    expect(hand(g, 0)).toEqual([EATER]);
    expect(top(g, 0, 1)).toEqual([PURGE]);
  });

  it('d68 夢見る司書: enters → the top 3 back on top in the order chosen; [スリープ] the top card may go to the bottom', () => {
    const A = '夢見る司書';
    const g = game('d68', { hand: [A], energy: 2, main: [EATER, PURGE, BUTTERFLY, COG] });
    play(g, A, [], { choose: [BUTTERFLY, EATER, PURGE] });
    expect(top(g, 0, 4)).toEqual([BUTTERFLY, EATER, PURGE, COG]);
    activate(g, on(g, A, 0), [], { choose: [BUTTERFLY] });
    expect(top(g, 0, 1)).toEqual([EATER]);
    expect(bottom(g, 0, 1)).toEqual([BUTTERFLY]);
  });

  it('d68 明晰夢の少女: an OPPONENT’s character enters → looks at the opponent’s top card and may put it at the bottom; yours do not', () => {
    const A = '明晰夢の少女';
    const g = game(
      'd68',
      { battlefield: [A], hand: [COG], energy: 2 },
      { hand: [COG], energy: 2, main: [EATER, PURGE] },
    );
    play(g, COG);
    expect(top(g, 1, 1)).toEqual([EATER]);
    endTurn(g);
    const before = top(g, 1, 2);
    playBy(g, 1, COG, [], { choose: [before[0] as string] });
    expect(top(g, 1, 1)).toEqual([before[1]]);
    expect(bottom(g, 1, 1)).toEqual([before[0]]);
  });

  it('d68 夢喰い: looks at the opponent’s hand and trashes a card of it (the player’s choice)', () => {
    const g = game('d68', { hand: [EATER], energy: 2 }, { hand: [COG, BUTTERFLY] });
    play(g, EATER, [], { choose: [COG] });
    expect(hand(g, 1)).toEqual([BUTTERFLY]);
    expect(trash(g, 1)).toEqual([COG]);
  });

  it('d68 胡蝶の夢: the top 3 back on top in the order chosen, then draws 1; with fewer than 3 in the deck, nothing (one process, HF-5.7)', () => {
    const g = game('d68', { hand: [BUTTERFLY], energy: 1, main: [EATER, PURGE, COG] });
    play(g, BUTTERFLY, [], { choose: [COG, PURGE, EATER] });
    expect(hand(g, 0)).toEqual([COG]);
    expect(top(g, 0, 2)).toEqual([PURGE, EATER]);
    const h = game('d68', { hand: [BUTTERFLY], energy: 1, main: [EATER, PURGE], mainCount: 2 });
    play(h, BUTTERFLY);
    expect(hand(h, 0)).toEqual([]);
  });

  it('d68 目覚めの鐘: up to two asleep characters of yours (targets) become active', () => {
    const C = '目覚めの鐘';
    const g = game('d68', {
      hand: [C],
      energy: 2,
      battlefield: [
        { name: COG, sleep: true },
        { name: MIRA, sleep: true },
      ],
    });
    play(g, C, [on(g, COG, 0), on(g, MIRA, 0)]);
    expect(asleep(g, on(g, COG, 0))).toBe(false);
    expect(asleep(g, on(g, MIRA, 0))).toBe(false);
  });

  it('d68 悪夢払い: destroys a targeted ASLEEP character of either player; an active one is not a target', () => {
    const g = game(
      'd68',
      { hand: [PURGE], energy: 3, battlefield: [{ name: MIRA, sleep: true }] },
      { battlefield: [COG] },
    );
    expect(targetable(g, PURGE, on(g, COG, 1))).toBe(false);
    expect(targetable(g, PURGE, on(g, MIRA, 0))).toBe(true);
    const h = game('d68', { hand: [PURGE], energy: 3 }, { battlefield: [{ name: COG, sleep: true }] });
    play(h, PURGE, [on(h, COG, 1)]);
    expect(field(h, 1)).toEqual([]);
  });

  it('d68 零時の鐘: 【奥義：時計塔】; every opposing character asleep, and they stay asleep through the next active phase', () => {
    const C = '零時の鐘';
    const g = game('d68', { hand: [C], energy: 5 }, { battlefield: [COG, MIRA] });
    expect(playable(g, C)).toBe(false);
    const h = game(
      'd68',
      { hand: [C], energy: 5, battlefield: ['時計塔の番人'] },
      { battlefield: [COG, MIRA] },
    );
    play(h, C);
    endTurn(h);
    expect(asleep(h, on(h, COG, 1))).toBe(true);
    expect(asleep(h, on(h, MIRA, 1))).toBe(true); // its 【警戒】 readies it only at ITS opponent’s active phase end
  });

  it('d68 悪夢の烙印: host −1000; the host attacks → its player trashes a card of their hand, of their choice', () => {
    const C = '悪夢の烙印';
    const g = game('d68', { hand: [C], energy: 1 }, { battlefield: [COG], hand: [PURGE, EATER] });
    play(g, C, [on(g, COG, 1)]);
    expect(powerOf(g, on(g, COG, 1))).toBe(2000);
    endTurn(g);
    attack(g, on(g, COG, 1), { player: 0 }, { choose: [EATER] });
    expect(trash(g, 1)).toEqual([EATER]);
  });

  it('d68 夢遊の外套: host +1000, 《夢遊者》 and 【警戒】', () => {
    const C = '夢遊の外套';
    const g = game('d68', { hand: [C], energy: 2, battlefield: [COG] });
    play(g, C, [on(g, COG, 0)]);
    expect(powerOf(g, on(g, COG, 0))).toBe(4000);
    expect(traitsOf(g, on(g, COG, 0))).toContain('夢遊者');
    expect(hasKeyword(g, on(g, COG, 0), 'vigilance')).toBe(true);
  });

  it('d68 悪夢の仮面: host +2000 and 《悪夢》; the host’s attack damages the opponent → the opponent trashes a card of their choice', () => {
    const C = '悪夢の仮面';
    const g = game('d68', { hand: [C], energy: 3, battlefield: [COG] }, { hand: [PURGE, EATER] });
    play(g, C, [on(g, COG, 0)]);
    expect(powerOf(g, on(g, COG, 0))).toBe(5000);
    expect(traitsOf(g, on(g, COG, 0))).toContain('悪夢');
    hitPlayer(g, on(g, COG, 0), { choose: [PURGE] });
    expect(hand(g, 1)).toEqual([EATER]);
    expect(trash(g, 1)).toEqual([PURGE]);
  });

  it('d68 止まった時計塔: at the end of the opponent’s active phase, with a 《時計塔》 character of yours, an active opposing character (a target) falls asleep', () => {
    const W = '止まった時計塔';
    const g = game('d68', { battlefield: [W, COG] }, { battlefield: [{ name: 'バニラ', sleep: true }] });
    endTurn(g);
    expect(asleep(g, on(g, 'バニラ', 1))).toBe(true);
    const h = game('d68', { battlefield: [W] }, { battlefield: [{ name: 'バニラ', sleep: true }] });
    endTurn(h);
    expect(asleep(h, on(h, 'バニラ', 1))).toBe(false);
  });
});
