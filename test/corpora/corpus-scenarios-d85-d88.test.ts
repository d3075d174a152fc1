// Issue 22 ("Done when": 0 accepted cards behave differently from their intent): the accepted cards of the held-out
// halves of d85–d88 (rv21) with a subtle mechanic, played in the engine exactly as their designers wrote them,
// each asserting what its `# 意図:` says — or, where the intent goes against the seeds or a RULING of
// docs/engine.md, what the rules say (the test names it). Vanillas and keyword-only cards were checked by their
// explain (rv21-review.md). The corpus files are read where d85-d88Sets.ts's CORPUS_DIR says.
import { describe, expect, it } from 'vitest';
import { hasKeyword, powerOf, traitsOf } from '../../src/engine/query.js';
import {
  activatableOn,
  activate,
  activeEnergy,
  asleep,
  attachedTo,
  attack,
  attackCard,
  bottom,
  canActivate,
  canDefend,
  cannotAttack,
  damageCount,
  damageOf,
  defend,
  endTurn,
  field,
  hand,
  handSize,
  hitPlayer,
  inGuard,
  inTrash,
  on,
  play,
  playable,
  revealedWith,
  settle,
  sorted,
  targetable,
  top,
  trash,
} from '../helpers/corpusScenario.js';
import { act, makeGame } from '../helpers/harness.js';
import { BOY, ELEPHANT, LANTERN, SARDINE, card, game } from './d85-d88Sets.js';

describe('d85-circus (held-out half)', () => {
  const TIGER = '火の輪くぐりの虎アグニ'; // 《猛獣》 4000, 【貫通】
  const GARD = '鞭鳴らしのガルド'; // 《猛獣使い》 3000
  const LIRA = '綱渡りのリラ'; // 《一座》 2000, 【神速】

  it('d85 空中の華セレスティーヌ: it attacks → a SLEEPING opposing character −1000 until end of turn (chosen on resolution: the text has no 「対象」, 000 ■効果と対象)', () => {
    const A = '空中の華セレスティーヌ';
    const g = game('d85', { battlefield: [A] }, { battlefield: [BOY, { name: LIRA, sleep: true }] });
    attack(g, on(g, A, 0), { player: 1 }, { choose: [LIRA] });
    expect(powerOf(g, on(g, LIRA, 1))).toBe(1000);
    expect(powerOf(g, on(g, BOY, 1))).toBe(2000);
    expect(hasKeyword(g, on(g, A, 0), 'godspeed')).toBe(true);
    expect(hasKeyword(g, on(g, A, 0), 'vigilance')).toBe(true);
  });

  it('d85 鞭鳴らしのガルド: your 《猛獣》 attacks → that attacker +1000 until end of turn (not ガルド, a 《猛獣使い》)', () => {
    const g = game('d85', { battlefield: [GARD, TIGER] });
    attack(g, on(g, TIGER, 0), { player: 1 });
    expect(powerOf(g, on(g, TIGER, 0))).toBe(5000);
    const h = game('d85', { battlefield: [GARD] });
    attack(h, on(h, GARD, 0), { player: 1 });
    expect(powerOf(h, on(h, GARD, 0))).toBe(3000);
  });

  it('d85 鞭鳴らしのガルド: an OPPOSING 《猛獣》 attacking does not trigger it', () => {
    const g = game('d85', { battlefield: [GARD] }, { battlefield: [TIGER] }, 1);
    attack(g, on(g, TIGER, 1), { player: 0 });
    expect(powerOf(g, on(g, TIGER, 1))).toBe(4000);
  });

  it('d85 火の輪くぐりの虎アグニ: destroys an opposing character by attack → 【貫通】 1 damage and MAY draw 1', () => {
    const g = game(
      'd85',
      { battlefield: [TIGER], main: [LIRA] },
      { battlefield: [{ name: BOY, sleep: true }] },
    );
    attackCard(g, on(g, TIGER, 0), on(g, BOY, 1), { may: [true] });
    expect(field(g, 1)).toEqual([]);
    expect(hand(g, 0)).toEqual([LIRA]);
    expect(damageCount(g, 1)).toBe(1);
    const h = game(
      'd85',
      { battlefield: [TIGER], main: [LIRA] },
      { battlefield: [{ name: BOY, sleep: true }] },
    );
    attackCard(h, on(h, TIGER, 0), on(h, BOY, 1), { may: [false] });
    expect(hand(h, 0)).toEqual([]);
  });

  it('d85 パイ投げのボボ / 火を吹く男イグニス: [スリープ] ([2][スリープ]) → 1000 (2000) damage to an opposing character', () => {
    const B = 'パイ投げのボボ';
    const I = '火を吹く男イグニス';
    const g = game('d85', { battlefield: [B, I], energy: 2 }, { battlefield: [ELEPHANT] });
    activate(g, on(g, B, 0), [], { choose: [ELEPHANT] });
    expect(damageOf(g, on(g, ELEPHANT, 1))).toBe(1000);
    expect(asleep(g, on(g, B, 0))).toBe(true);
    activate(g, on(g, I, 0), [], { choose: [ELEPHANT] });
    expect(damageOf(g, on(g, ELEPHANT, 1))).toBe(3000);
    expect(activeEnergy(g, 0)).toBe(0);
  });

  it('d85 お手玉のメメ: [1][スリープ][discard 1] → draw 2; not usable with an empty hand', () => {
    const M = 'お手玉のメメ';
    const g = game('d85', { battlefield: [M], energy: 1, hand: [BOY], main: [LIRA, TIGER] });
    activate(g, on(g, M, 0));
    expect(sorted(hand(g, 0))).toEqual(sorted([LIRA, TIGER]));
    expect(trash(g, 0)).toEqual([BOY]);
    expect(activeEnergy(g, 0)).toBe(0);
    const h = game('d85', { battlefield: [M], energy: 1 });
    expect(canActivate(h, on(h, M, 0))).toBe(false);
  });

  it('d85 びっくり箱のジャック: enters → MAY put an ACTIVE opposing character to sleep', () => {
    const J = 'びっくり箱のジャック';
    const g = game('d85', { hand: [J], energy: 2 }, { battlefield: [{ name: LIRA, sleep: true }, BOY] });
    play(g, J, [], { may: [true], choose: [BOY] });
    expect(asleep(g, on(g, BOY, 1))).toBe(true);
    const h = game('d85', { hand: [J], energy: 2 }, { battlefield: [BOY] });
    play(h, J, [], { may: [false] });
    expect(asleep(h, on(h, BOY, 1))).toBe(false);
  });

  it('d85 団長マエストロ・バルトロ: your OTHER 《一座》 +1000; [スリープ] → a 《一座》 character card of your trash to the hand', () => {
    const B = '団長マエストロ・バルトロ';
    const g = game(
      'd85',
      { battlefield: [B, LIRA, SARDINE], trash: ['猛獣の咆哮', BOY] },
      { battlefield: [BOY] },
    );
    expect(powerOf(g, on(g, B, 0))).toBe(6000);
    expect(powerOf(g, on(g, LIRA, 0))).toBe(3000);
    expect(powerOf(g, on(g, SARDINE, 0))).toBe(6000);
    expect(powerOf(g, on(g, BOY, 1))).toBe(2000);
    activate(g, on(g, B, 0), [], { choose: [BOY] });
    expect(hand(g, 0)).toEqual([BOY]);
    expect(trash(g, 0)).toEqual(['猛獣の咆哮']);
  });

  it('d85 開幕のファンファーレ: a 《一座》 character card of the deck to the hand (one must be taken when one is there: the text has no 「まで」, RULING «Searching the main deck»)', () => {
    const F = '開幕のファンファーレ';
    const g = game('d85', { hand: [F], energy: 1, main: ['猛獣の咆哮', LIRA] });
    play(g, F);
    expect(hand(g, 0)).toEqual([LIRA]);
  });

  it('d85 猛獣の咆哮: 3000 damage to an opposing character; 4000 instead with your 《猛獣使い》 on the battlefield', () => {
    const R = '猛獣の咆哮';
    const g = game('d85', { hand: [R], energy: 2 }, { battlefield: [ELEPHANT] });
    play(g, R, [], { choose: [ELEPHANT] });
    expect(damageOf(g, on(g, ELEPHANT, 1))).toBe(3000);
    const h = game('d85', { hand: [R], energy: 2, battlefield: [GARD] }, { battlefield: [ELEPHANT] });
    play(h, R, [], { choose: [ELEPHANT] });
    expect(damageOf(h, on(h, ELEPHANT, 1))).toBe(4000);
    const k = game('d85', { hand: [R], energy: 2 }, { battlefield: [ELEPHANT, GARD] });
    play(k, R, [], { choose: [ELEPHANT] });
    expect(damageOf(k, on(k, ELEPHANT, 1))).toBe(3000); // the opponent's 《猛獣使い》 does not count
  });

  it('d85 総出のパレード: up to 2 《一座》 character cards of your trash to the hand (fewer, even none, allowed)', () => {
    const P = '総出のパレード';
    const g = game('d85', { hand: [P], energy: 3, trash: [LIRA, BOY, TIGER, '猛獣の咆哮'] });
    play(g, P, [], { choose: [LIRA, TIGER] });
    expect(sorted(hand(g, 0))).toEqual(sorted([LIRA, TIGER]));
    const h = game('d85', { hand: [P], energy: 3, trash: [LIRA, BOY] });
    play(h, P, [], { choose: [BOY] });
    expect(hand(h, 0)).toEqual([BOY]);
    const k = game('d85', { hand: [P], energy: 3, trash: [LIRA] });
    play(k, P);
    expect(hand(k, 0)).toEqual([]);
  });

  it('d85 団長の大号令: 【奥義：団長】 (a 「団長」 card of yours on the battlefield); all your sleeping characters become active', () => {
    const C = '団長の大号令';
    const B = '団長マエストロ・バルトロ';
    const g = game('d85', { hand: [C], energy: 3, battlefield: [{ name: LIRA, sleep: true }] });
    expect(playable(g, C)).toBe(false);
    const h = game(
      'd85',
      {
        hand: [C],
        energy: 3,
        battlefield: [
          { name: B, sleep: true },
          { name: LIRA, sleep: true },
        ],
      },
      { battlefield: [{ name: BOY, sleep: true }] },
    );
    play(h, C);
    expect(asleep(h, on(h, B, 0))).toBe(false);
    expect(asleep(h, on(h, LIRA, 0))).toBe(false);
    expect(asleep(h, on(h, BOY, 1))).toBe(true);
  });

  it('d85 空中ブランコ: the host +1000 and 【神速】', () => {
    const S = '空中ブランコ';
    const g = game('d85', { hand: [S], energy: 1, battlefield: [BOY] });
    play(g, S, [on(g, BOY, 0)]);
    expect(powerOf(g, on(g, BOY, 0))).toBe(3000);
    expect(hasKeyword(g, on(g, BOY, 0), 'godspeed')).toBe(true);
  });

  it('d85 花形のスポットライト: the host +2000 and 【強撃】 (2 damage to the player)', () => {
    const S = '花形のスポットライト';
    const g = game('d85', { hand: [S], energy: 3, battlefield: [BOY] });
    play(g, S, [on(g, BOY, 0)]);
    expect(powerOf(g, on(g, BOY, 0))).toBe(4000);
    hitPlayer(g, on(g, BOY, 0));
    expect(damageCount(g, 1)).toBe(2);
  });

  it('d85 赤いつけ鼻: on an opposing character → it goes to sleep, −1000 and 《道化師》', () => {
    const N = '赤いつけ鼻';
    const g = game('d85', { hand: [N], energy: 1 }, { battlefield: [ELEPHANT] });
    const e = on(g, ELEPHANT, 1);
    play(g, N, [e]);
    expect(attachedTo(g, e)).toHaveLength(1);
    expect(asleep(g, e)).toBe(true);
    expect(powerOf(g, e)).toBe(6000);
    expect(traitsOf(g, e)).toContain('道化師');
  });
});

describe('d86-shinkai (held-out half)', () => {
  const FIREFLY = '無人探査機 ウミホタル'; // 《潜航艇》 1000
  const CUCUMBER = 'ユメナマコ'; // 《深海生物》 2000
  const SHELL = '耐圧チタン外殻'; // set 《基地設備》, only on a 《潜航艇》

  it('d86 潜航士 アサギ・ナミ: [1][スリープ] → a 《潜航艇》 of yours (a target) becomes active', () => {
    const A = '潜航士 アサギ・ナミ';
    const g = game('d86', {
      battlefield: [A, { name: FIREFLY, sleep: true }, { name: SARDINE, sleep: true }],
      energy: 1,
    });
    expect(activatableOn(g, on(g, A, 0), on(g, SARDINE, 0))).toBe(false);
    activate(g, on(g, A, 0), [on(g, FIREFLY, 0)]);
    expect(asleep(g, on(g, FIREFLY, 0))).toBe(false);
    expect(asleep(g, on(g, A, 0))).toBe(true);
    expect(activeEnergy(g, 0)).toBe(0);
  });

  it('d86 無人探査機 ウミホタル: destroyed (here by an attack) → its player draws 1', () => {
    const g = game(
      'd86',
      { battlefield: [{ name: FIREFLY, sleep: true }], main: [BOY] },
      { battlefield: [SARDINE] },
      1,
    );
    attackCard(g, on(g, SARDINE, 1), on(g, FIREFLY, 0));
    expect(field(g, 0)).toEqual([]);
    expect(hand(g, 0)).toEqual([BOY]);
  });

  it('d86 基地整備主任 ゴウダ・テツ: enters → MAY take a 《基地設備》 card of your trash (a target) to the hand', () => {
    const G = '基地整備主任 ゴウダ・テツ';
    const g = game('d86', { hand: [G], energy: 3, trash: [SARDINE, SHELL] });
    play(g, G, [], { may: [true] });
    expect(hand(g, 0)).toEqual([SHELL]);
    const h = game('d86', { hand: [G], energy: 3, trash: [SHELL] });
    play(h, G, [], { may: [false] });
    expect(hand(h, 0)).toEqual([]);
    expect(trash(h, 0)).toEqual([SHELL]);
  });

  it('d86 ダイオウグソクムシ: 【死殺】 (survives lethal damage); cannot attack, can defend', () => {
    const D = 'ダイオウグソクムシ';
    const g = game('d86', { battlefield: [D] }, { battlefield: [SARDINE] }, 1);
    attack(g, on(g, SARDINE, 1), { player: 0 });
    expect(canDefend(g, on(g, D, 0))).toBe(true);
    defend(g, on(g, D, 0));
    expect(field(g, 0)).toEqual([D]);
    const h = game('d86', { battlefield: [D] });
    expect(cannotAttack(h, on(h, D, 0))).toBe(true);
  });

  it('d86 ラブカ: attacks an opposing CHARACTER → +1000 until end of turn; attacking the player, no', () => {
    const R = 'ラブカ';
    const g = game('d86', { battlefield: [R] }, { battlefield: [{ name: SARDINE, sleep: true }] });
    attack(g, on(g, R, 0), { card: on(g, SARDINE, 1) });
    expect(powerOf(g, on(g, R, 0))).toBe(4000);
    const h = game('d86', { battlefield: [R] });
    attack(h, on(h, R, 0), { player: 1 });
    expect(powerOf(h, on(h, R, 0))).toBe(3000);
  });

  it('d86 ダイオウイカ: enters → MAY put an opposing character (a target) to sleep, then 3000 damage to it', () => {
    const S = 'ダイオウイカ';
    const g = game('d86', { hand: [S], energy: 6 }, { battlefield: [SARDINE, BOY] });
    play(g, S, [], { targets: [[on(g, SARDINE, 1)]], may: [true] });
    expect(asleep(g, on(g, SARDINE, 1))).toBe(true);
    expect(damageOf(g, on(g, SARDINE, 1))).toBe(3000);
    expect(asleep(g, on(g, BOY, 1))).toBe(false);
    const h = game('d86', { hand: [S], energy: 6 }, { battlefield: [SARDINE] });
    play(h, S, [], { may: [false] });
    expect(asleep(h, on(h, SARDINE, 1))).toBe(false);
    expect(damageOf(h, on(h, SARDINE, 1))).toBe(0);
  });

  it('d86 ユメナマコ: destroyed → MAY give an opposing character (a target) −2000 until end of turn; at 0 it is destroyed', () => {
    const g = game(
      'd86',
      { battlefield: [{ name: CUCUMBER, sleep: true }] },
      { battlefield: [SARDINE, BOY] },
      1,
    );
    attackCard(g, on(g, SARDINE, 1), on(g, CUCUMBER, 0), { targets: [[on(g, BOY, 1)]], may: [true] });
    expect(field(g, 0)).toEqual([]);
    expect(field(g, 1)).toEqual([SARDINE]);
    const h = game('d86', { battlefield: [{ name: CUCUMBER, sleep: true }] }, { battlefield: [SARDINE] }, 1);
    attackCard(h, on(h, SARDINE, 1), on(h, CUCUMBER, 0), { may: [true] });
    expect(powerOf(h, on(h, SARDINE, 1))).toBe(4000);
    endTurn(h);
    expect(powerOf(h, on(h, SARDINE, 1))).toBe(6000);
  });

  it('d86 リュウグウノツカイ: enters → 1000 damage to every OTHER character, both players’', () => {
    const R = 'リュウグウノツカイ';
    const g = game('d86', { hand: [R], energy: 5, battlefield: [BOY] }, { battlefield: [SARDINE, 'バニラ'] });
    play(g, R);
    expect(damageOf(g, on(g, R, 0))).toBe(0);
    expect(damageOf(g, on(g, BOY, 0))).toBe(1000);
    expect(damageOf(g, on(g, SARDINE, 1))).toBe(1000);
    expect(field(g, 1)).toEqual([SARDINE]);
  });

  it('d86 海溝の覇者 アビサル・レヴィアタン: 【奥義：ワダツミ】; enters → every SLEEPING opposing character destroyed', () => {
    const L = '海溝の覇者 アビサル・レヴィアタン';
    // 深海調査基地ワダツミ itself is rejected (HF-E040): a stand-in vanilla named with 「ワダツミ」.
    const base = card('d86', SARDINE);
    const W = '深海調査基地ワダツミ（代役）';
    const stand = { ...base, id: `rv21/${W}`, name: W };
    const cards = [card('d86', L), card('d86', SARDINE), card('d85', BOY), stand];
    const g = makeGame({ cards, p0: { hand: [L], energy: 7 } });
    expect(playable(g, L)).toBe(false);
    const h = makeGame({
      cards,
      p0: { hand: [L], energy: 7, battlefield: [W, { name: BOY, sleep: true }] },
      p1: { battlefield: [{ name: SARDINE, sleep: true }, BOY] },
    });
    play(h, L);
    expect(field(h, 1)).toEqual([BOY]);
    expect(sorted(field(h, 0))).toEqual(sorted([W, BOY, L]));
    expect(hasKeyword(h, on(h, L, 0), 'strike')).toBe(true);
  });

  it('d86 ソナー探査: look at the top 3, take one (must), the rest to the bottom; fewer than 3: nothing', () => {
    const S = 'ソナー探査';
    const g = game('d86', { hand: [S], energy: 1, main: [BOY, SARDINE, FIREFLY, CUCUMBER] });
    play(g, S, [], { choose: [SARDINE] });
    expect(hand(g, 0)).toEqual([SARDINE]);
    expect(top(g, 0, 1)).toEqual([CUCUMBER]);
    expect(sorted(bottom(g, 0, 2))).toEqual(sorted([BOY, FIREFLY]));
    const h = game('d86', { hand: [S], energy: 1, main: [BOY, SARDINE], mainCount: 2 });
    play(h, S, [], { choose: [SARDINE] });
    expect(hand(h, 0)).toEqual([]);
  });

  it('d86 熱水噴出: 2000 damage to every character WITHOUT 《深海生物》, both players’', () => {
    const H = '熱水噴出';
    const g = game(
      'd86',
      { hand: [H], energy: 4, battlefield: [BOY, SARDINE] },
      { battlefield: [ELEPHANT, CUCUMBER] },
    );
    play(g, H);
    expect(field(g, 0)).toEqual([SARDINE]);
    expect(damageOf(g, on(g, SARDINE, 0))).toBe(0);
    expect(damageOf(g, on(g, ELEPHANT, 1))).toBe(2000);
    expect(damageOf(g, on(g, CUCUMBER, 1))).toBe(0);
  });

  it('d86 マリンスノー: draw 2, then discard 1 (must)', () => {
    const M = 'マリンスノー';
    const g = game('d86', { hand: [M], energy: 2, main: [BOY, SARDINE] });
    play(g, M, [], { choose: [BOY] });
    expect(hand(g, 0)).toEqual([SARDINE]);
    expect(sorted(trash(g, 0))).toEqual(sorted([BOY, M]));
  });

  it('d86 緊急浮上: a character of yours (a target) back to the hand (its set card to the trash), then draw 1', () => {
    const E = '緊急浮上';
    const g = game('d86', { hand: [E, SHELL], energy: 3, battlefield: [FIREFLY], main: [BOY] });
    play(g, SHELL, [on(g, FIREFLY, 0)]);
    play(g, E, [on(g, FIREFLY, 0)]);
    expect(sorted(hand(g, 0))).toEqual(sorted([FIREFLY, BOY]));
    expect(sorted(trash(g, 0))).toEqual(sorted([SHELL, E]));
  });

  it('d86 耐圧チタン外殻: only on a 《潜航艇》; the host +2000, 《基地設備》 and 【反撃】', () => {
    const g = game('d86', { hand: [SHELL], energy: 2, battlefield: [FIREFLY, SARDINE] });
    expect(targetable(g, SHELL, on(g, SARDINE, 0))).toBe(false);
    play(g, SHELL, [on(g, FIREFLY, 0)]);
    const f = on(g, FIREFLY, 0);
    expect(powerOf(g, f)).toBe(3000);
    expect(traitsOf(g, f)).toContain('基地設備');
    expect(hasKeyword(g, f, 'counter')).toBe(true);
  });

  it('d86 マニピュレーターアーム: +1000, 《基地設備》; the host’s player uses [2][スリープ] once per turn → a card of their trash (a target) to the hand', () => {
    const M = 'マニピュレーターアーム';
    const g = game('d86', { hand: [M], energy: 4, battlefield: [SARDINE], trash: [BOY] });
    const s = on(g, SARDINE, 0);
    play(g, M, [s]);
    expect(powerOf(g, s)).toBe(7000);
    expect(traitsOf(g, s)).toContain('基地設備');
    activate(g, s, [inTrash(g, 0, BOY)]);
    expect(hand(g, 0)).toEqual([BOY]);
    expect(asleep(g, s)).toBe(true);
  });

  it('d86 寄生性カイアシ類: on an opposing character −1000 and 《深海生物》; the host destroyed → the set card’s OWNER draws 1', () => {
    const P = '寄生性カイアシ類';
    const g = game(
      'd86',
      { hand: [P], energy: 1, battlefield: ['パイ投げのボボ'], main: [SARDINE] },
      { battlefield: [BOY], main: [CUCUMBER] },
    );
    const b = on(g, BOY, 1);
    play(g, P, [b]);
    expect(powerOf(g, b)).toBe(1000);
    expect(traitsOf(g, b)).toContain('深海生物');
    const before = hand(g, 1);
    activate(g, on(g, 'パイ投げのボボ', 0), [], { choose: [BOY] });
    expect(field(g, 1)).toEqual([]);
    expect(hand(g, 0)).toEqual([SARDINE]);
    expect(hand(g, 1)).toEqual(before);
  });
});

describe('d87-matsuri (held-out half)', () => {
  const SAMURAI = '夜店番の浪人'; // 《侍》 3000, 【警戒】【反撃】
  const DRUM = '祭囃子の太鼓打ち'; // 《町人》《祭》 2000
  const GOLDFISH = '金魚の灯霊 ひらり'; // 《灯霊》 1000, cost 1

  it('d87 綿菓子売りの老爺: enters → a character of yours (a target, itself allowed) +2000 until end of turn', () => {
    const W = '綿菓子売りの老爺';
    const g = game('d87', { hand: [W], energy: 2, battlefield: [LANTERN] });
    play(g, W, [], { targets: [[on(g, LANTERN, 0)]] });
    expect(powerOf(g, on(g, LANTERN, 0))).toBe(4000);
    expect(powerOf(g, on(g, W, 0))).toBe(2000);
    endTurn(g);
    expect(powerOf(g, on(g, LANTERN, 0))).toBe(2000);
    const h = game('d87', { hand: [W], energy: 2 });
    play(h, W);
    expect(powerOf(h, on(h, W, 0))).toBe(4000);
  });

  it('d87 二尺玉の花火師 源蔵: enters → MAY deal 3000 damage to an opposing character (a target)', () => {
    const G = '二尺玉の花火師 源蔵';
    const g = game('d87', { hand: [G], energy: 5 }, { battlefield: [SAMURAI, LANTERN] });
    play(g, G, [], { targets: [[on(g, SAMURAI, 1)]], may: [true] });
    expect(field(g, 1)).toEqual([LANTERN]);
    const h = game('d87', { hand: [G], energy: 5 }, { battlefield: [SAMURAI] });
    play(h, G, [], { may: [false] });
    expect(field(h, 1)).toEqual([SAMURAI]);
    expect(hasKeyword(h, on(h, G, 0), 'pierce')).toBe(true);
  });

  it('d87 灯籠流しの巫女 みお: enters → MAY take a 《灯霊》 character card of your trash (a target) to the hand', () => {
    const M = '灯籠流しの巫女 みお';
    const h = game('d87', { hand: [M], energy: 3, trash: [SAMURAI, LANTERN] });
    play(h, M, [], { may: [true] });
    expect(hand(h, 0)).toEqual([LANTERN]);
    const k = game('d87', { hand: [M], energy: 3, trash: [LANTERN] });
    play(k, M, [], { may: [false] });
    expect(hand(k, 0)).toEqual([]);
  });

  it('d87 鳥居の影の狐面: its attack damages the opponent → MAY draw 1; blocked, no', () => {
    const K = '鳥居の影の狐面';
    const g = game('d87', { battlefield: [K], main: [LANTERN] });
    hitPlayer(g, on(g, K, 0), { may: [true] });
    expect(hand(g, 0)).toEqual([LANTERN]);
    expect(damageCount(g, 1)).toBe(1);
    const h = game('d87', { battlefield: [K], main: [LANTERN] });
    hitPlayer(h, on(h, K, 0), { may: [false] });
    expect(hand(h, 0)).toEqual([]);
    const k = game('d87', { battlefield: [K], main: [LANTERN] }, { battlefield: ['鳥居の影の狐面'] });
    attack(k, on(k, K, 0), { player: 1 });
    defend(k, on(k, K, 1));
    expect(hand(k, 0)).toEqual([]);
  });

  it('d87 祭の夜の剣客: destroyed → MAY instead put a set card of it into the trash and remove all its damage; with no set card, destroyed', () => {
    const S = '祭の夜の剣客';
    const MASK = '狐のお面';
    const g = game(
      'd87',
      { hand: [MASK], energy: 2, battlefield: [{ name: S, sleep: true }] },
      { battlefield: [ELEPHANT] },
    );
    const s = on(g, S, 0);
    play(g, MASK, [s]);
    endTurn(g);
    attackCard(g, on(g, ELEPHANT, 1), s, { replace: [true] });
    expect(g.state.battlefield).toContain(s);
    expect(attachedTo(g, s)).toEqual([]);
    expect(damageOf(g, s)).toBe(0);
    expect(trash(g, 0)).toEqual([MASK]);
    const h = game('d87', { battlefield: [{ name: S, sleep: true }] }, { battlefield: [ELEPHANT] }, 1);
    attackCard(h, on(h, ELEPHANT, 1), on(h, S, 0));
    expect(field(h, 0)).toEqual([]);
    const k = game(
      'd87',
      { hand: [MASK], energy: 2, battlefield: [{ name: S, sleep: true }] },
      { battlefield: [ELEPHANT] },
    );
    play(k, MASK, [on(k, S, 0)]);
    endTurn(k);
    attackCard(k, on(k, ELEPHANT, 1), on(k, S, 0), { replace: [false] });
    expect(field(k, 0)).toEqual([]);
  });

  it('d87 祭の夜の剣客: destroyed at power 0 (HF-9.5) → the replacement applies too (its intent includes power 0)', () => {
    const S = '祭の夜の剣客';
    const NOSE = '赤いつけ鼻'; // d85 set card −1000, puts the host to sleep
    const STAR = '空中の華セレスティーヌ'; // d85: it attacks → a sleeping opposing character −1000
    const g = game('d87', { hand: [NOSE, NOSE, NOSE], energy: 3, battlefield: [S] }, { battlefield: [STAR] });
    const s = on(g, S, 0);
    for (let i = 0; i < 3; i++) play(g, NOSE, [s]);
    expect(powerOf(g, s)).toBe(1000);
    endTurn(g);
    attack(g, on(g, STAR, 1), { player: 0 }, { choose: [S], replace: [true] });
    expect(g.state.battlefield).toContain(s);
    expect(attachedTo(g, s)).toHaveLength(2);
    expect(powerOf(g, s)).toBe(1000);
  });

  it('d87 風鈴売りの娘: enters → MAY make ANOTHER character of yours (a target) active', () => {
    const F = '風鈴売りの娘';
    const g = game('d87', { hand: [F], energy: 2, battlefield: [{ name: SAMURAI, sleep: true }] });
    play(g, F, [], { may: [true] });
    expect(asleep(g, on(g, SAMURAI, 0))).toBe(false);
    const h = game('d87', { hand: [F], energy: 2, battlefield: [{ name: SAMURAI, sleep: true }] });
    play(h, F, [], { may: [false] });
    expect(asleep(h, on(h, SAMURAI, 0))).toBe(true);
  });

  it('d87 夜空を裂く大花火師 焔斎: enters → 2000 damage to every opposing character (not yours)', () => {
    const E = '夜空を裂く大花火師 焔斎';
    const g = game(
      'd87',
      { hand: [E], energy: 7, battlefield: [LANTERN] },
      { battlefield: [LANTERN, SAMURAI] },
    );
    play(g, E);
    expect(field(g, 1)).toEqual([SAMURAI]);
    expect(damageOf(g, on(g, SAMURAI, 1))).toBe(2000);
    expect(damageOf(g, on(g, LANTERN, 0))).toBe(0);
  });

  it('d87 射的の名手 お鈴: [1][スリープ] → 2000 damage to a SLEEPING opposing character (a target)', () => {
    const O = '射的の名手 お鈴';
    const g = game(
      'd87',
      { battlefield: [O], energy: 1 },
      { battlefield: [SAMURAI, { name: LANTERN, sleep: true }] },
    );
    expect(activatableOn(g, on(g, O, 0), on(g, SAMURAI, 1))).toBe(false);
    activate(g, on(g, O, 0), [on(g, LANTERN, 1)]);
    expect(field(g, 1)).toEqual([SAMURAI]);
    expect(activeEnergy(g, 0)).toBe(0);
  });

  it('d87 百鬼夜行の灯主: enters → MAY put a 《灯霊》 character card of cost ≤2 of your trash (a target) onto the battlefield', () => {
    const L = '百鬼夜行の灯主';
    const g = game('d87', { hand: [L], energy: 5, trash: ['鳥居の影の狐面', GOLDFISH] });
    play(g, L, [], { may: [true] });
    expect(sorted(field(g, 0))).toEqual(sorted([L, GOLDFISH]));
    expect(asleep(g, on(g, GOLDFISH, 0))).toBe(false);
    const h = game('d87', { hand: [L], energy: 5, trash: [GOLDFISH] });
    play(h, L, [], { may: [false] });
    expect(field(h, 0)).toEqual([L]);
  });

  it('d87 百鬼夜行の灯主: 【空装】 → your 《灯霊》 characters +1000 (HF-13.8; the revealed card set as the game would at its start)', () => {
    const L = '百鬼夜行の灯主';
    const g = game('d87', { guard: [L], battlefield: [LANTERN, SAMURAI] }, { battlefield: [LANTERN] });
    g.state.players[0].kuusou = inGuard(g, 0, L);
    expect(powerOf(g, on(g, LANTERN, 0))).toBe(3000);
    expect(powerOf(g, on(g, SAMURAI, 0))).toBe(3000);
    expect(powerOf(g, on(g, LANTERN, 1))).toBe(2000);
  });

  it('d87 夜店の呼び込み: draw 2, then discard 1 (must)', () => {
    const Y = '夜店の呼び込み';
    const g = game('d87', { hand: [Y], energy: 1, main: [LANTERN, SAMURAI] });
    play(g, Y, [], { choose: [SAMURAI] });
    expect(hand(g, 0)).toEqual([LANTERN]);
    expect(sorted(trash(g, 0))).toEqual(sorted([SAMURAI, Y]));
  });

  it('d87 盆踊りの輪: your characters there on resolution +1000 per 《祭》 character of yours, the count fixed on resolution, until end of turn', () => {
    const B = '盆踊りの輪';
    const W = '風鈴売りの娘'; // 《屋台》《祭》
    const g = game('d87', { hand: [B, W], energy: 5, battlefield: [DRUM, LANTERN] }, { battlefield: [DRUM] });
    play(g, B);
    expect(powerOf(g, on(g, LANTERN, 0))).toBe(3000);
    expect(powerOf(g, on(g, DRUM, 0))).toBe(3000);
    expect(powerOf(g, on(g, DRUM, 1))).toBe(2000);
    play(g, W, [], { may: [false] });
    expect(powerOf(g, on(g, LANTERN, 0))).toBe(3000); // the count stays 1
    expect(powerOf(g, on(g, W, 0))).toBe(2000); // it was not there on resolution
    endTurn(g);
    expect(powerOf(g, on(g, LANTERN, 0))).toBe(2000);
  });

  it('d87 狐のお面: the host +1000, 《灯霊》 and 【神速】 (it can then defend against a 【神速】 attacker)', () => {
    const MASK = '狐のお面';
    const FOX = '鳥居の影の狐面'; // 【神速】
    const g = game('d87', { hand: [MASK], energy: 2, battlefield: [SAMURAI] }, { battlefield: [FOX] });
    const s = on(g, SAMURAI, 0);
    expect(hasKeyword(g, s, 'godspeed')).toBe(false);
    play(g, MASK, [s]);
    expect(powerOf(g, s)).toBe(4000);
    expect(traitsOf(g, s)).toContain('灯霊');
    expect(hasKeyword(g, s, 'godspeed')).toBe(true);
    endTurn(g);
    attack(g, on(g, FOX, 1), { player: 0 });
    expect(canDefend(g, s)).toBe(true);
  });

  it('d87 焦げた提灯: on an opposing character −1000; each time the host attacks, 1000 damage to the host', () => {
    const C = '焦げた提灯';
    const g = game('d87', { hand: [C], energy: 1 }, { battlefield: [SAMURAI] });
    const s = on(g, SAMURAI, 1);
    play(g, C, [s]);
    expect(powerOf(g, s)).toBe(2000);
    expect(traitsOf(g, s)).toContain('灯霊');
    endTurn(g);
    attack(g, s, { player: 0 });
    expect(damageOf(g, s)).toBe(1000);
  });

  it('d87 家紋入りの陣羽織: the host +2000, 《侍》 and 【反撃】 (strikes back with the host’s power)', () => {
    const J = '家紋入りの陣羽織';
    const g = game('d87', { hand: [J], energy: 2, battlefield: [LANTERN] }, { battlefield: [ELEPHANT] });
    const l = on(g, LANTERN, 0);
    play(g, J, [l]);
    expect(powerOf(g, l)).toBe(4000);
    expect(traitsOf(g, l)).toContain('侍');
    expect(hasKeyword(g, l, 'counter')).toBe(true);
    endTurn(g);
    attack(g, on(g, ELEPHANT, 1), { player: 0 });
    defend(g, l);
    expect(damageOf(g, on(g, ELEPHANT, 1))).toBe(4000);
  });

  it('d87 夏祭りの鎮守社: your 《祭》 enters → +1000 until end of turn; your 《灯霊》 destroyed → MAY go to the hand instead of the trash, once a turn', () => {
    const W = '夏祭りの鎮守社';
    const BELL = '風鈴売りの娘'; // 《屋台》《祭》
    const g = game(
      'd87',
      { hand: [W, BELL, DRUM], energy: 8, battlefield: [LANTERN] },
      { battlefield: [DRUM] },
    );
    play(g, W);
    play(g, BELL, [], { may: [false] });
    expect(powerOf(g, on(g, BELL, 0))).toBe(3000);
    expect(powerOf(g, on(g, DRUM, 1))).toBe(2000);
    endTurn(g);
    expect(powerOf(g, on(g, BELL, 0))).toBe(2000);
    const h = game(
      'd87',
      {
        battlefield: [
          W,
          { name: LANTERN, sleep: true },
          { name: GOLDFISH, sleep: true },
          { name: SAMURAI, sleep: true },
        ],
      },
      { battlefield: [ELEPHANT, SAMURAI] },
      1,
    );
    attackCard(h, on(h, ELEPHANT, 1), on(h, SAMURAI, 0));
    expect(trash(h, 0)).toEqual([SAMURAI]); // not a 《灯霊》
    attackCard(h, on(h, SAMURAI, 1), on(h, LANTERN, 0), { may: [true] });
    expect(hand(h, 0)).toEqual([LANTERN]);
    const k = game(
      'd87',
      { battlefield: [W, { name: LANTERN, sleep: true }, { name: GOLDFISH, sleep: true }] },
      { battlefield: [ELEPHANT, SAMURAI] },
      1,
    );
    attackCard(k, on(k, ELEPHANT, 1), on(k, LANTERN, 0), { may: [false] });
    attackCard(k, on(k, SAMURAI, 1), on(k, GOLDFISH, 0), { may: [true] });
    expect(hand(k, 0)).toEqual([]); // declined, the turn's once is used (RULING «An optional 「1ターンに1回」 trigger declined»)
    expect(sorted(trash(k, 0))).toEqual(sorted([LANTERN, GOLDFISH]));
  });

  it('d87 灯霊送り: 1 or 2 《灯霊》 cards of your trash (targets) to the hand; none there: not playable', () => {
    const T = '灯霊送り';
    const g = game('d87', { hand: [T], energy: 2, trash: [LANTERN, GOLDFISH, SAMURAI] });
    play(g, T, [inTrash(g, 0, LANTERN), inTrash(g, 0, GOLDFISH)]);
    expect(sorted(hand(g, 0))).toEqual(sorted([LANTERN, GOLDFISH]));
    const h = game('d87', { hand: [T], energy: 2, trash: [SAMURAI] });
    expect(playable(h, T)).toBe(false);
  });
});

describe('d88-toshokan (held-out half)', () => {
  const MINA = '見習い司書ミナ'; // 《司書》《学徒》 2000, cost 1
  const NIKO = '夜警の学徒ニコ'; // 《学徒》 3000, 【警戒】
  const SHADOW = '書架の影'; // 《インク》 2000

  it('d88 見習い司書ミナ: enters → looks at the top card and puts it at the bottom or back on top', () => {
    const g = game('d88', { hand: [MINA], energy: 1, main: [NIKO, SHADOW] });
    play(g, MINA, [], { choose: [NIKO] });
    expect(top(g, 0, 1)).toEqual([SHADOW]);
    expect(bottom(g, 0, 1)).toEqual([NIKO]);
    const h = game('d88', { hand: [MINA], energy: 1, main: [NIKO, SHADOW] });
    play(h, MINA);
    expect(top(h, 0, 2)).toEqual([NIKO, SHADOW]);
  });

  it('d88 滲み出る墨猫: it attacks with 3+ cards in your hand → +1000 until end of turn; with 2, no', () => {
    const C = '滲み出る墨猫';
    const g = game('d88', { battlefield: [C], hand: [NIKO, NIKO, SHADOW] });
    attack(g, on(g, C, 0), { player: 1 });
    expect(powerOf(g, on(g, C, 0))).toBe(3000);
    const h = game('d88', { battlefield: [C], hand: [NIKO, SHADOW] });
    attack(h, on(h, C, 0), { player: 1 });
    expect(powerOf(h, on(h, C, 0))).toBe(2000);
  });

  it('d88 書架の影: destroyed → its player draws 1', () => {
    const g = game(
      'd88',
      { battlefield: [{ name: SHADOW, sleep: true }], main: [NIKO] },
      { battlefield: [NIKO] },
      1,
    );
    attackCard(g, on(g, NIKO, 1), on(g, SHADOW, 0));
    expect(hand(g, 0)).toEqual([NIKO]);
  });

  it('d88 噛みつく辞典: it attacks → 1000 damage to a SLEEPING opposing character (a target)', () => {
    const D = '噛みつく辞典';
    const g = game('d88', { battlefield: [D] }, { battlefield: [NIKO, { name: SHADOW, sleep: true }] });
    attack(g, on(g, D, 0), { player: 1 });
    expect(damageOf(g, on(g, SHADOW, 1))).toBe(1000);
    expect(damageOf(g, on(g, NIKO, 1))).toBe(0);
  });

  it('d88 書架守りの石像: it defends → MAY draw 1; 【ダメージトリガー】 → a character of yours (a target) +1000 until end of turn', () => {
    const S = '書架守りの石像';
    const g = game('d88', { battlefield: [S], main: [NIKO] }, { battlefield: [ELEPHANT] }, 1);
    attack(g, on(g, ELEPHANT, 1), { player: 0 });
    defend(g, on(g, S, 0), { may: [true] });
    expect(hand(g, 0)).toEqual([NIKO]);
    const h = game('d88', { battlefield: [S], main: [NIKO] }, { battlefield: [ELEPHANT] }, 1);
    attack(h, on(h, ELEPHANT, 1), { player: 0 });
    defend(h, on(h, S, 0), { may: [false] });
    expect(hand(h, 0)).toEqual([]);
    const t = game('d88', { guard: [S], battlefield: [NIKO] }, { battlefield: [ELEPHANT] }, 1);
    revealedWith(t, on(t, ELEPHANT, 1), [on(t, NIKO, 0)]);
    expect(powerOf(t, on(t, NIKO, 0))).toBe(4000);
  });

  it('d88 鎖に繋がれた魔導書: cannot attack while you have no 《司書》 character (an opposing one does not count)', () => {
    const C = '鎖に繋がれた魔導書';
    const g = game('d88', { battlefield: [C] }, { battlefield: [MINA] });
    expect(cannotAttack(g, on(g, C, 0))).toBe(true);
    const h = game('d88', { battlefield: [C, MINA] });
    expect(cannotAttack(h, on(h, C, 0))).toBe(false);
  });

  it('d88 封印術師オルガ: enters → MAY discard 1; if so, an opposing character of power ≤3000 (a target, chosen as it triggers: 000 ■効果と対象) is removed from the game', () => {
    const O = '封印術師オルガ';
    const g = game('d88', { hand: [O, SHADOW], energy: 4 }, { battlefield: [NIKO, ELEPHANT] });
    play(g, O, [], { may: [true] });
    expect(field(g, 1)).toEqual([ELEPHANT]);
    expect(trash(g, 0)).toEqual([SHADOW]);
    expect(g.state.players[1].trash).toEqual([]);
    const h = game('d88', { hand: [O, SHADOW], energy: 4 }, { battlefield: [NIKO] });
    play(h, O, [], { may: [false] });
    expect(field(h, 1)).toEqual([NIKO]);
    expect(hand(h, 0)).toEqual([SHADOW]);
    const k = game('d88', { hand: [O], energy: 4 }, { battlefield: [NIKO] });
    play(k, O, [], { may: [true] });
    expect(field(k, 1)).toEqual([NIKO]); // no card to discard: nothing removed
  });
  it('d88 司書長エルネスタ: enters → top 3, up to one 《魔導書》 card to the hand, the rest to the bottom; [カルネージ2] → a 《魔導書》 character card of your trash to the hand', () => {
    const E = '司書長エルネスタ';
    const D = '噛みつく辞典'; // 《魔導書》
    const g = game('d88', { hand: [E], energy: 5, main: [NIKO, D, SHADOW, MINA] });
    play(g, E, [], { choose: [D] });
    expect(hand(g, 0)).toEqual([D]);
    expect(top(g, 0, 1)).toEqual([MINA]);
    expect(sorted(bottom(g, 0, 2))).toEqual(sorted([NIKO, SHADOW]));
    const h = game('d88', { hand: [E], energy: 5, main: [NIKO, D, SHADOW, MINA] });
    play(h, E);
    expect(hand(h, 0)).toEqual([]); // 「1枚まで」: none taken
    const k = game('d88', { battlefield: [E], damageField: [NIKO, NIKO], trash: [MINA, D] });
    activate(k, on(k, E, 0), [], { choose: [D] });
    expect(hand(k, 0)).toEqual([D]);
    expect(damageCount(k, 0)).toBe(0);
  });

  it('d88 閉架の司書アンブロシウス: enters → draw 2 then discard 1; your 《魔導書》 characters +1000', () => {
    const A = '閉架の司書アンブロシウス';
    const D = '噛みつく辞典'; // 《魔導書》 3000
    const g = game(
      'd88',
      { hand: [A], energy: 6, battlefield: [D], main: [NIKO, SHADOW] },
      { battlefield: [D] },
    );
    play(g, A, [], { choose: [SHADOW] });
    expect(hand(g, 0)).toEqual([NIKO]);
    expect(trash(g, 0)).toEqual([SHADOW]);
    expect(powerOf(g, on(g, D, 0))).toBe(4000);
    expect(powerOf(g, on(g, D, 1))).toBe(3000);
    expect(powerOf(g, on(g, A, 0))).toBe(6000);
  });

  it('d88 閲覧許可証: draw 1; then, with 3 or fewer cards in hand, draw 1 more', () => {
    const P = '閲覧許可証';
    const g = game('d88', { hand: [P, NIKO, NIKO], energy: 1, main: [MINA, SHADOW] });
    play(g, P);
    expect(sorted(hand(g, 0))).toEqual(sorted([NIKO, NIKO, MINA, SHADOW]));
    const h = game('d88', { hand: [P, NIKO, NIKO, NIKO], energy: 1, main: [MINA, SHADOW] });
    play(h, P);
    expect(sorted(hand(h, 0))).toEqual(sorted([NIKO, NIKO, NIKO, MINA]));
  });

  it('d88 封印の鎖: an ACTIVE opposing character (a target) to sleep; then, with 3+ cards in your hand, −1000 until end of turn', () => {
    const C = '封印の鎖';
    const g = game('d88', { hand: [C, NIKO, NIKO, NIKO], energy: 2 }, { battlefield: [NIKO] });
    expect(targetable(g, C, on(g, NIKO, 1))).toBe(true);
    play(g, C, [on(g, NIKO, 1)]);
    expect(asleep(g, on(g, NIKO, 1))).toBe(true);
    expect(powerOf(g, on(g, NIKO, 1))).toBe(2000);
    const h = game('d88', { hand: [C, NIKO, NIKO], energy: 2 }, { battlefield: [NIKO] });
    play(h, C, [on(h, NIKO, 1)]);
    expect(asleep(h, on(h, NIKO, 1))).toBe(true);
    expect(powerOf(h, on(h, NIKO, 1))).toBe(3000);
    const k = game('d88', { hand: [C], energy: 2 }, { battlefield: [{ name: NIKO, sleep: true }] });
    expect(targetable(k, C, on(k, NIKO, 1))).toBe(false);
  });
  it('d88 蔵書点検: top 4, up to one character card to the hand, the rest back on top; fewer than 4: nothing', () => {
    const K = '蔵書点検';
    const C = '封印の鎖'; // a command
    const g = game('d88', { hand: [K], energy: 2, main: [C, NIKO, '閲覧許可証', SHADOW, MINA] });
    play(g, K, [], { choose: [SHADOW] });
    expect(hand(g, 0)).toEqual([SHADOW]);
    expect(sorted(top(g, 0, 3))).toEqual(sorted([C, NIKO, '閲覧許可証']));
    expect(top(g, 0, 4)[3]).toBe(MINA);
    const h = game('d88', { hand: [K], energy: 2, main: [C, NIKO, SHADOW], mainCount: 3 });
    play(h, K, [], { choose: [NIKO] });
    expect(hand(h, 0)).toEqual([]);
  });

  it('d88 焚書: MAY discard 1; if so, an opposing character (chosen on resolution) is destroyed', () => {
    const B = '焚書';
    const g = game('d88', { hand: [B, SHADOW], energy: 4 }, { battlefield: [NIKO, MINA] });
    play(g, B, [], { may: [true], choose: [SHADOW, NIKO] });
    expect(field(g, 1)).toEqual([MINA]);
    expect(sorted(trash(g, 0))).toEqual(sorted([SHADOW, B]));
    const h = game('d88', { hand: [B, SHADOW], energy: 4 }, { battlefield: [NIKO] });
    play(h, B, [], { may: [false] });
    expect(field(h, 1)).toEqual([NIKO]);
    const k = game('d88', { hand: [B], energy: 4 }, { battlefield: [NIKO] });
    play(k, B, [], { may: [true] });
    expect(field(k, 1)).toEqual([NIKO]); // nothing to discard: nothing destroyed
  });

  it('d88 司書の腕章: the host +1000 and 《司書》; the host defends → ITS player may draw 1', () => {
    const A = '司書の腕章';
    const g = game(
      'd88',
      { hand: [A], energy: 1, battlefield: [NIKO], main: [MINA] },
      { battlefield: [ELEPHANT] },
    );
    const n = on(g, NIKO, 0);
    play(g, A, [n]);
    expect(powerOf(g, n)).toBe(4000);
    expect(traitsOf(g, n)).toContain('司書');
    endTurn(g);
    const before = hand(g, 0).length;
    attack(g, on(g, ELEPHANT, 1), { player: 0 });
    defend(g, n, { may: [true] });
    expect(hand(g, 0).length).toBe(before + 1);
  });
  it('d88 使い魔契約の印: the host +1000, 《使い魔》 and 【警戒】; the host destroyed → ITS player draws 1', () => {
    const M = '使い魔契約の印';
    const g = game('d88', { hand: [M], energy: 2 }, { battlefield: [SHADOW] }); // 書架の影: no 【警戒】 of its own
    const n = on(g, SHADOW, 1);
    expect(hasKeyword(g, n, 'vigilance')).toBe(false);
    play(g, M, [n]);
    expect(powerOf(g, n)).toBe(3000);
    expect(traitsOf(g, n)).toContain('使い魔');
    expect(hasKeyword(g, n, 'vigilance')).toBe(true);
    const h = game('d88', { hand: [M], energy: 2, battlefield: [{ name: SHADOW, sleep: true }] });
    play(h, M, [on(h, SHADOW, 0)]);
    endTurn(h);
    expect(asleep(h, on(h, SHADOW, 0))).toBe(false); // 【警戒】: active at the end of the opponent's active phase
    const k = game(
      'd88',
      { hand: [M, '焚書', MINA], energy: 6, main: [MINA] },
      { battlefield: [NIKO], main: [SHADOW] },
    );
    const kn = on(k, NIKO, 1);
    play(k, M, [kn]);
    const p1Hand = hand(k, 1).length;
    play(k, '焚書', [], { may: [true], choose: [MINA, NIKO] });
    expect(field(k, 1)).toEqual([]);
    expect(hand(k, 1).length).toBe(p1Hand + 1); // the host's player draws
    expect(hand(k, 0)).toEqual([]);
  });

  it('d88 禁書庫・第零書架: your 《魔導書》 enters with 3 or fewer cards in hand → draw 1; it triggers once a turn (a trigger with too many cards uses it: HF-12.8, RULING «Once per turn»)', () => {
    const W = '禁書庫・第零書架';
    const D = '噛みつく辞典'; // 《魔導書》, cost 2
    const g = game('d88', { hand: [W, D, D], energy: 7, main: [MINA, NIKO] });
    play(g, W);
    play(g, D);
    expect(sorted(hand(g, 0))).toEqual(sorted([D, MINA]));
    play(g, D);
    expect(hand(g, 0)).toEqual([MINA]);
    const h = game('d88', { hand: [W, D, D, NIKO, NIKO, NIKO], energy: 7, main: [MINA, SHADOW] });
    play(h, W);
    play(h, D); // 4 cards in hand: no draw, the once is used
    expect(handSize(h, 0)).toBe(4);
    play(h, D);
    expect(handSize(h, 0)).toBe(3);
  });
  it('d88 墨の鎧: the host +2000, 《インク》 and 【反撃】 (an opposing host too)', () => {
    const A = '墨の鎧';
    const g = game('d88', { hand: [A], energy: 2 }, { battlefield: [MINA] });
    const m = on(g, MINA, 1);
    play(g, A, [m]);
    expect(powerOf(g, m)).toBe(4000);
    expect(traitsOf(g, m)).toContain('インク');
    expect(hasKeyword(g, m, 'counter')).toBe(true);
  });
});

// mech22: the held-out cards rejected with HF-E040 until their mechanics were built (designerWordsMech22.ts,
// grammar damageProofAction / revealBack; RULINGs «A turn in which it attacked», «Damage prevented» in docs/engine.md)
describe('d85–d88 cards compiled by mech22', () => {
  it('d85 人間大砲のボンバルド: at the end of a turn in which it attacked it returns to its owner’s hand; a turn without an attack, it stays (HF-6.6 (2))', () => {
    const C = '人間大砲のボンバルド';
    const g = game('d85', { battlefield: [C] });
    attack(g, on(g, C, 0), { player: 1 });
    endTurn(g);
    expect(hand(g, 0)).toContain(C);
    expect(field(g, 0)).not.toContain(C);
    const h = game('d85', { battlefield: [C] });
    endTurn(h);
    expect(field(h, 0)).toContain(C);
  });

  it('d85 大天幕グラン・シャピトー: your 《一座》 enters → draw 1, once a turn (「1ターンに1回だけはたらく」, HF-12.8)', () => {
    const W = '大天幕グラン・シャピトー';
    const g = game('d85', {
      battlefield: [W],
      hand: [BOY, BOY],
      energy: 2,
      main: [LANTERN, LANTERN, LANTERN],
    });
    play(g, BOY);
    expect(handSize(g, 0)).toBe(2);
    play(g, BOY);
    expect(handSize(g, 0)).toBe(1);
  });

  it('d86 スケーリーフット: a command’s damage is not dealt to it; a character’s ability still damages it', () => {
    const S = 'スケーリーフット';
    const Q = '尺玉・一発勝負';
    const g = game('d86', { hand: [Q], energy: 3 }, { battlefield: [S] });
    play(g, Q, [on(g, S, 1)]);
    expect(damageOf(g, on(g, S, 1))).toBe(0);
    expect(g.state.log.some((e) => e.type === 'damagePrevented')).toBe(true);
    const B = 'パイ投げのボボ';
    const h = game('d86', { battlefield: [B] }, { battlefield: [S] });
    activate(h, on(h, B, 0), [], { choose: [S] });
    expect(damageOf(h, on(h, S, 1))).toBe(1000);
  });

  it('d87 夏祭りの喧嘩: each deals its power to the other at once — the weaker destroyed still deals its damage (RULING «Fight»)', () => {
    const Q = '夏祭りの喧嘩';
    const g = game('d87', { hand: [Q], energy: 2, battlefield: [BOY] }, { battlefield: [ELEPHANT] });
    play(g, Q, [on(g, BOY, 0), on(g, ELEPHANT, 1)]);
    expect(trash(g, 0)).toContain(BOY);
    expect(damageOf(g, on(g, ELEPHANT, 1))).toBe(2000);
  });

  it('d87 尺玉・一発勝負: 4000 damage; with the optional carnage 2 paid, 7000 instead', () => {
    const Q = '尺玉・一発勝負';
    const g = game('d87', { hand: [Q], energy: 3 }, { battlefield: [SARDINE] });
    play(g, Q, [on(g, SARDINE, 1)]);
    expect(damageOf(g, on(g, SARDINE, 1))).toBe(4000);
    const h = game(
      'd87',
      { hand: [Q], energy: 3, damageField: [LANTERN, LANTERN] },
      { battlefield: [SARDINE] },
    );
    const id = h.state.players[0].hand[0];
    act(h, { type: 'play', card: id, targets: [on(h, SARDINE, 1)], extra: true });
    settle(h);
    expect(trash(h, 1)).toContain(SARDINE);
    expect(h.state.players[0].damageField).toHaveLength(0);
  });

  it('d88 禁書『白紙の予言書』: it attacks → the top card revealed; a character card gives it 【強撃】 until end of turn; the card stays on top', () => {
    const C = '禁書『白紙の予言書』';
    const g = game('d88', { battlefield: [C], main: [BOY, LANTERN] });
    attack(g, on(g, C, 0), { player: 1 });
    expect(hasKeyword(g, on(g, C, 0), 'strike')).toBe(true);
    expect(top(g, 0, 1)).toEqual([BOY]);
    endTurn(g);
    expect(hasKeyword(g, on(g, C, 0), 'strike')).toBe(false); // ターン終了時まで, not while on the battlefield
    const h = game('d88', { battlefield: [C], main: ['夏祭りの喧嘩', BOY] });
    attack(h, on(h, C, 0), { player: 1 });
    expect(hasKeyword(h, on(h, C, 0), 'strike')).toBe(false);
    expect(top(h, 0, 1)).toEqual(['夏祭りの喧嘩']);
  });
});
