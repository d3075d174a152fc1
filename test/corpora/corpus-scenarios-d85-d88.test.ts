// Issue 22 ("Done when": 0 accepted cards behave differently from their intent): the accepted cards of the held-out
// halves of d85–d88 (rv21) with a subtle mechanic, played in the engine exactly as their designers wrote them,
// each asserting what its `# 意図:` says — or, where the intent goes against the seeds or a RULING of
// docs/engine.md, what the rules say (the test names it). Vanillas and keyword-only cards were checked by their
// explain (rv21-review.md). The corpus files are read where d85-d88Sets.ts's CORPUS_DIR says.
import { describe, expect, it } from 'vitest';
import { hasKeyword, powerOf, traitsOf } from '../../src/engine/query.js';
import {
  activate,
  activatableOn,
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
  settle,
  sorted,
  targetable,
  top,
  trash,
  untilPlayable,
} from '../helpers/corpusScenario.js';
import { act } from '../helpers/harness.js';
import { BOY, ELEPHANT, LANTERN, SARDINE, game } from './d85-d88Sets.js';

type Game = ReturnType<typeof game>;
const damageOf = (g: Game, id: number) => g.state.cards[id].damage;

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
    const g = game('d85', { battlefield: [TIGER], main: [LIRA] }, { battlefield: [{ name: BOY, sleep: true }] });
    attackCard(g, on(g, TIGER, 0), on(g, BOY, 1), { may: [true] });
    expect(field(g, 1)).toEqual([]);
    expect(hand(g, 0)).toEqual([LIRA]);
    expect(damageCount(g, 1)).toBe(1);
    const h = game('d85', { battlefield: [TIGER], main: [LIRA] }, { battlefield: [{ name: BOY, sleep: true }] });
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
      { hand: [C], energy: 3, battlefield: [{ name: B, sleep: true }, { name: LIRA, sleep: true }] },
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
