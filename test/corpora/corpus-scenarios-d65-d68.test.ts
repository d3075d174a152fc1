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
  settle,
  sorted,
  targetable,
  top,
  trash,
  untilPlayable,
} from '../helpers/corpusScenario.js';
import { act } from '../helpers/harness.js';
import { SCORPION, faceDown, game } from './d65-d68Sets.js';

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
