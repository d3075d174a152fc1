// Issue 22 ("Done when": 0 accepted cards behave differently from their intent): the accepted cards of the held-out
// halves of d81–d84 (the twentieth round; sc21), played in the engine exactly as their designers wrote them, each
// asserting what its `# 意図:` says — or, where the intent goes against the seeds or a RULING of docs/engine.md, what
// the rules say (the test names it). Vanillas and keyword-only cards were checked by their explain and together at
// the end of a set.
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
  cannotAttack,
  damageCount,
  damageOf,
  defend,
  endTurn,
  energyCount,
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
import { KOTA, LASER, MOSS, ROBA, TANUKI, TUG, game } from './d81-d84Sets.js';

type Game = ReturnType<typeof game>;
/** The face-down set cards on `host` (the 「パワー+1000のセットカードとして裏向きで」 cards). */
const faceDown = (g: Game, host: number) => attachedTo(g, host).filter((id) => g.state.cards[id].faceDown);
const guardHas = (g: Game, p: 0 | 1, id: number) => g.state.players[p].guardDeck.includes(id);
/** Player 1 (the turn player) attacks player 0 with `attacker`; player 0 defends with `defender`, to the main phase. */
const blockedBy = (g: Game, attacker: number, defender: number) => {
  attack(g, attacker, { player: 0 });
  defend(g, defender);
};

describe('d81-onsen (held-out half)', () => {
  const KUDA = '管狐'; // 《狐》 1000
  const INARI = '稲荷の使い'; // 《狐》 2000
  const KAWA = '川太郎'; // 《河童》 2000 【反撃】
  const JII = '湯守の爺'; // 《湯宿》 1000, cost 2

  it('d81 分福茶釜: enters → your top card face down on it as a +1000 set card; 【反撃】 while a face-down card is set on it', () => {
    const A = '分福茶釜';
    const g = game('d81', { hand: [A], energy: 2, main: [TANUKI, KAWA] });
    play(g, A);
    const a = on(g, A, 0);
    expect(faceDown(g, a)).toHaveLength(1);
    expect(powerOf(g, a)).toBe(3000);
    expect(hasKeyword(g, a, 'counter')).toBe(true);
    const h = game('d81', { battlefield: [A] });
    expect(hasKeyword(h, on(h, A, 0), 'counter')).toBe(false);
  });

  it('d81 腹鼓の狸: enters with a face-down card; [1][that card to the trash] → 2000 damage to an opposing character; none set: unusable', () => {
    const A = '腹鼓の狸';
    const g = game('d81', { hand: [A], energy: 4, main: [TANUKI] }, { battlefield: [INARI] });
    play(g, A);
    const a = on(g, A, 0);
    expect(powerOf(g, a)).toBe(4000);
    activate(g, a, [on(g, INARI, 1)]);
    expect(field(g, 1)).toEqual([]);
    expect(faceDown(g, a)).toEqual([]);
    expect(trash(g, 0)).toEqual([TANUKI]);
    const h = game('d81', { battlefield: [A], energy: 1 }, { battlefield: [INARI] });
    expect(canActivate(h, on(h, A, 0))).toBe(false);
  });

  it('d81 管狐: destroyed → up to one opposing character (a target) takes 1000 damage', () => {
    const g = game('d81', { battlefield: [KUDA] }, { hand: [LASER], energy: 2, battlefield: [INARI] }, 1);
    untilPlayable(g, 1);
    playBy(g, 1, LASER, [on(g, KUDA, 0)], { targets: [[on(g, INARI, 1)]] });
    expect(field(g, 0)).toEqual([]);
    expect(damageOf(g, on(g, INARI, 1))).toBe(1000);
  });

  it('d81 稲荷の使い: enters → draw 1, then a card of your hand (chosen after drawing) to the trash', () => {
    const g = game('d81', { hand: [INARI, KAWA], energy: 2, main: [TANUKI] });
    play(g, INARI, [], { choose: [TANUKI] });
    expect(hand(g, 0)).toEqual([KAWA]);
    expect(trash(g, 0)).toEqual([TANUKI]);
  });

  it('d81 白狐の番頭: 【警戒】; a 《狐》 of yours defends → draw 1, once a turn', () => {
    const A = '白狐の番頭';
    const g = game(
      'd81',
      { battlefield: [A, INARI], main: [TANUKI, KAWA] },
      { battlefield: [KOTA, KOTA] },
      1,
    );
    expect(hasKeyword(g, on(g, A, 0), 'vigilance')).toBe(true);
    blockedBy(g, on(g, KOTA, 1, 0), on(g, A, 0));
    expect(hand(g, 0)).toEqual([TANUKI]);
    blockedBy(g, on(g, KOTA, 1, 1), on(g, INARI, 0));
    expect(hand(g, 0)).toEqual([TANUKI]);
  });

  it('d81 相撲好きの河童: it defends → +2000 until end of turn', () => {
    const A = '相撲好きの河童';
    const g = game('d81', { battlefield: [A] }, { battlefield: [TUG] }, 1);
    attack(g, on(g, TUG, 1), { player: 0 });
    act(g, { type: 'defend', defender: on(g, A, 0) });
    settle(g, {}, ['main', 'window']);
    expect(powerOf(g, on(g, A, 0))).toBe(5000);
  });

  it('d81 湯川の水虎: 【死殺】 only during the opponent’s turn', () => {
    const A = '湯川の水虎';
    const g = game('d81', { battlefield: [A] });
    expect(hasKeyword(g, on(g, A, 0), 'deathless')).toBe(false);
    const h = game('d81', { battlefield: [A] }, {}, 1);
    expect(hasKeyword(h, on(h, A, 0), 'deathless')).toBe(true);
  });

  it('d81 湯守の爺: [2][スリープ] → a card of your damage field (face up or down) face down to your guard deck', () => {
    const g = game('d81', { battlefield: [JII], energy: 2, damageField: [{ name: KAWA, faceUp: true }] });
    const kawa = g.state.players[0].damageField[0];
    activate(g, on(g, JII, 0), [], { choose: [KAWA] });
    expect(damageCount(g, 0)).toBe(0);
    expect(guardHas(g, 0, kawa)).toBe(true);
    expect(g.state.cards[kawa].faceUp ?? false).toBe(false);
    expect(asleep(g, on(g, JII, 0))).toBe(true);
  });

  it('d81 湯けむり亭の女将 おこん: enters → up to 1 damage-field card to the guard deck; another 《湯宿》 of yours enters → draw 1, once a turn', () => {
    const A = '湯けむり亭の女将 おこん';
    const g = game('d81', { hand: [A, JII, JII], energy: 8, damageField: [KAWA], main: [TANUKI, INARI] });
    const kawa = g.state.players[0].damageField[0];
    play(g, A, [], { choose: [KAWA] });
    expect(guardHas(g, 0, kawa)).toBe(true);
    expect(hand(g, 0)).toEqual([JII, JII]); // its own entry draws nothing
    play(g, JII);
    expect(hand(g, 0)).toEqual([JII, TANUKI]);
    play(g, JII);
    expect(hand(g, 0)).toEqual([TANUKI]);
  });

  it('d81 座敷わらし: the 《湯宿》 character cards you play cost 1 less (others do not)', () => {
    const A = '座敷わらし';
    expect(playable(game('d81', { battlefield: [A], hand: [JII], energy: 1 }), JII)).toBe(true);
    expect(playable(game('d81', { battlefield: [A], hand: [KAWA], energy: 1 }), KAWA)).toBe(false);
    expect(playable(game('d81', { hand: [JII], energy: 1 }), JII)).toBe(false);
  });

  it('d81 枕返し: [1][スリープ] → another character (a target, either player’s): active → asleep, asleep → active', () => {
    const A = '枕返し';
    const g = game(
      'd81',
      { battlefield: [A, { name: KAWA, sleep: true }], energy: 2 },
      { battlefield: [INARI] },
    );
    expect(activatableOn(g, on(g, A, 0), on(g, A, 0))).toBe(false);
    activate(g, on(g, A, 0), [on(g, INARI, 1)]);
    expect(asleep(g, on(g, INARI, 1))).toBe(true);
    const h = game('d81', { battlefield: [A, { name: KAWA, sleep: true }], energy: 1 });
    activate(h, on(h, A, 0), [on(h, KAWA, 0)]);
    expect(asleep(h, on(h, KAWA, 0))).toBe(false);
  });

  it('d81 化け比べ: your top card face down on a 《狸》 of yours (a target) as a +1000 set card, then draw 1', () => {
    const C = '化け比べ';
    const g = game('d81', { hand: [C], energy: 1, battlefield: [TANUKI, KAWA], main: [INARI, KUDA] });
    expect(targetable(g, C, on(g, KAWA, 0))).toBe(false);
    play(g, C, [on(g, TANUKI, 0)]);
    expect(faceDown(g, on(g, TANUKI, 0))).toHaveLength(1);
    expect(powerOf(g, on(g, TANUKI, 0))).toBe(6000);
    expect(hand(g, 0)).toEqual([KUDA]);
  });

  it('d81 尻子玉抜き: destroys a SLEEPING opposing character (a target)', () => {
    const C = '尻子玉抜き';
    const g = game('d81', { hand: [C], energy: 4 }, { battlefield: [TANUKI, { name: KAWA, sleep: true }] });
    expect(targetable(g, C, on(g, TANUKI, 1))).toBe(false);
    play(g, C, [on(g, KAWA, 1)]);
    expect(field(g, 1)).toEqual([TANUKI]);
  });

  it('d81 湯治: up to 2 cards of your damage field face down to your guard deck', () => {
    const C = '湯治';
    const g = game('d81', { hand: [C], energy: 2, damageField: [KAWA, INARI, KUDA] });
    const [kawa, inari] = g.state.players[0].damageField;
    play(g, C, [], { choose: [KAWA, INARI] });
    expect(damageCount(g, 0)).toBe(1);
    expect(guardHas(g, 0, kawa) && guardHas(g, 0, inari)).toBe(true);
  });

  it('d81 河童の川流れ: a 《河童》 of yours (a target) becomes active, then +1000 until end of turn', () => {
    const C = '河童の川流れ';
    const g = game('d81', { hand: [C], energy: 2, battlefield: [{ name: KAWA, sleep: true }, INARI] });
    expect(targetable(g, C, on(g, INARI, 0))).toBe(false);
    play(g, C, [on(g, KAWA, 0)]);
    expect(asleep(g, on(g, KAWA, 0))).toBe(false);
    expect(powerOf(g, on(g, KAWA, 0))).toBe(3000);
  });

  it('d81 湯あたり: a character of either player (a target) −2000 until end of turn; at 0 it is destroyed', () => {
    const C = '湯あたり';
    const g = game('d81', { hand: [C], energy: 2, battlefield: [TANUKI] });
    play(g, C, [on(g, TANUKI, 0)]);
    expect(powerOf(g, on(g, TANUKI, 0))).toBe(3000);
    const h = game('d81', { hand: [C], energy: 2 }, { battlefield: [INARI] });
    play(h, C, [on(h, INARI, 1)]);
    expect(field(h, 1)).toEqual([]);
  });

  it('d81 きゅうりの差し入れ: +1000; set on a 《河童》 → the set card’s player draws 1 (also on an opposing one); on another, nothing', () => {
    const C = 'きゅうりの差し入れ';
    const g = game('d81', { hand: [C], energy: 1, battlefield: [KAWA], main: [TANUKI] });
    play(g, C, [on(g, KAWA, 0)]);
    expect(powerOf(g, on(g, KAWA, 0))).toBe(3000);
    expect(hand(g, 0)).toEqual([TANUKI]);
    const h = game('d81', { hand: [C], energy: 1, battlefield: [INARI], main: [TANUKI] });
    play(h, C, [on(h, INARI, 0)]);
    expect(hand(h, 0)).toEqual([]);
    const k = game('d81', { hand: [C], energy: 1, main: [TANUKI] }, { battlefield: [KAWA] });
    play(k, C, [on(k, KAWA, 1)]);
    expect(hand(k, 0)).toEqual([TANUKI]);
    expect(hand(k, 1)).toEqual([]);
  });

  it('d81 化け葉の笠: +1000 and 《狸》; set → your top card face down on the same character as a +1000 set card', () => {
    const C = '化け葉の笠';
    const g = game('d81', { hand: [C], energy: 1, battlefield: [KAWA], main: [INARI] });
    play(g, C, [on(g, KAWA, 0)]);
    const k = on(g, KAWA, 0);
    expect(traitsOf(g, k)).toContain('狸');
    expect(faceDown(g, k)).toHaveLength(1);
    expect(powerOf(g, k)).toBe(4000);
  });

  it('d81 河童の皿: +1000, 《河童》 and 【反撃】 for its host', () => {
    const C = '河童の皿';
    const g = game('d81', { hand: [C], energy: 2, battlefield: [INARI] });
    play(g, C, [on(g, INARI, 0)]);
    const i = on(g, INARI, 0);
    expect(powerOf(g, i)).toBe(3000);
    expect(traitsOf(g, i)).toContain('河童');
    expect(hasKeyword(g, i, 'counter')).toBe(true);
  });

  it('d81 川太郎: only 【反撃】', () => {
    const g = game('d81', { battlefield: [KAWA] });
    expect(hasKeyword(g, on(g, KAWA, 0), 'counter')).toBe(true);
    expect(powerOf(g, on(g, KAWA, 0))).toBe(2000);
  });
});

describe('d82-uchuukou (held-out half)', () => {
  const RABA = '貨物ドローン〈ラバ〉'; // 《ドローン》 1000
  const NINA = '密航者の少女ニナ'; // 《密輸屋》 1000
  const OOTSUNO = '貨物ドローン〈オオツノ〉'; // 《ドローン》 2000
  const OPERATOR = '管制塔オペレーター';
  const PORT = '辺境宇宙港〈ラストポート〉'; // world set

  it('d82 貨物ドローン〈ラバ〉: put from the battlefield into the trash — destroyed or directly — → draw 1', () => {
    const g = game('d82', { battlefield: [RABA, PORT], energy: 1, main: [NINA, TUG] });
    activate(g, on(g, PORT, 0), [], { choose: [RABA] });
    expect(trash(g, 0)).toEqual([RABA]);
    expect(sorted(hand(g, 0))).toEqual(sorted([NINA, TUG])); // one for the port, one for the drone
    const h = game('d82', { battlefield: [RABA], main: [NINA] }, { hand: [LASER], energy: 2 }, 1);
    untilPlayable(h, 1);
    playBy(h, 1, LASER, [on(h, RABA, 0)]);
    expect(hand(h, 0)).toEqual([NINA]);
  });

  it('d82 密航者の少女ニナ: destroyed — by damage or at power 0 — → its player draws 1', () => {
    const g = game('d82', { battlefield: [NINA], main: [TUG] }, { hand: [LASER], energy: 2 }, 1);
    untilPlayable(g, 1);
    playBy(g, 1, LASER, [on(g, NINA, 0)]);
    expect(hand(g, 0)).toEqual([TUG]);
    const k = game('d82', { battlefield: [NINA], main: [TUG] }, { battlefield: [OPERATOR] }, 1);
    activate(k, on(k, OPERATOR, 1), [on(k, NINA, 0)]);
    expect(field(k, 0)).toEqual([]);
    expect(hand(k, 0)).toEqual([TUG]);
  });

  it('d82 闇市の元締めバルザック: another 《密輸屋》 of yours attacks → +1000 (not itself); [カルネージ1] → a 《密輸屋》 character card of your trash (a target) to the hand', () => {
    const A = '闇市の元締めバルザック';
    const g = game('d82', { battlefield: [A, NINA] });
    attack(g, on(g, NINA, 0), { player: 1 });
    expect(powerOf(g, on(g, NINA, 0))).toBe(2000);
    const h = game('d82', { battlefield: [A] });
    attack(h, on(h, A, 0), { player: 1 });
    expect(powerOf(h, on(h, A, 0))).toBe(5000);
    const k = game('d82', { battlefield: [A], damageField: [TUG], trash: [TUG, NINA] });
    expect(activatableOn(k, on(k, A, 0), inTrash(k, 0, TUG))).toBe(false);
    activate(k, on(k, A, 0), [inTrash(k, 0, NINA)]);
    expect(hand(k, 0)).toEqual([NINA]);
    expect(damageCount(k, 0)).toBe(0);
  });

  it('d82 貨物ドローン〈オオツノ〉: put from the battlefield into the trash → your top card as an ACTIVE energy; an empty deck: nothing', () => {
    const g = game('d82', { battlefield: [OOTSUNO], main: [TUG] }, { hand: [LASER], energy: 2 }, 1);
    untilPlayable(g, 1);
    playBy(g, 1, LASER, [on(g, OOTSUNO, 0)]);
    expect(energyCount(g, 0)).toBe(1);
    expect(activeEnergy(g, 0)).toBe(1);
    const h = game('d82', { battlefield: [OOTSUNO, PORT], energy: 1, main: [TUG, NINA] });
    activate(h, on(h, PORT, 0), [], { choose: [OOTSUNO] });
    expect(energyCount(h, 0)).toBe(2);
    expect(activeEnergy(h, 0)).toBe(1); // the port's [1] is asleep, the new one active
    expect(hand(h, 0)).toHaveLength(1); // the port's draw
    const k = game('d82', { battlefield: [OOTSUNO], mainCount: 0 }, { hand: [LASER], energy: 2 }, 1);
    untilPlayable(k, 1);
    playBy(k, 1, LASER, [on(k, OOTSUNO, 0)]);
    expect(energyCount(k, 0)).toBe(0);
    expect(trash(k, 0)).toEqual([OOTSUNO]); // no reload
  });

  it('d82 管制塔オペレーター: [スリープ] → a character of either player (a target) −1000 until end of turn', () => {
    const g = game('d82', { battlefield: [OPERATOR, TUG] }, { battlefield: [TUG] });
    activate(g, on(g, OPERATOR, 0), [on(g, TUG, 0)]);
    expect(powerOf(g, on(g, TUG, 0))).toBe(3000);
    expect(asleep(g, on(g, OPERATOR, 0))).toBe(true);
    const h = game('d82', { battlefield: [OPERATOR] }, { battlefield: [TUG] });
    activate(h, on(h, OPERATOR, 0), [on(h, TUG, 1)]);
    expect(powerOf(h, on(h, TUG, 1))).toBe(3000);
  });

  it('d82 漂流パイロット: 【ダメージトリガー】 → its owner draws 1', () => {
    const A = '漂流パイロット';
    const t = game('d82', { guard: [A], main: [TUG] }, { battlefield: [TUG] }, 1);
    revealedWith(t, on(t, TUG, 1), []);
    expect(hand(t, 0)).toEqual([TUG]);
  });

  it('d82 港の情報屋ヤマネ: [1][スリープ] → looks at your top 2, one to the hand, the other to the bottom; fewer than 2: nothing', () => {
    const A = '港の情報屋ヤマネ';
    const g = game('d82', { battlefield: [A], energy: 1, main: [NINA, RABA, TUG] });
    activate(g, on(g, A, 0), [], { choose: [RABA] });
    expect(hand(g, 0)).toEqual([RABA]);
    expect(top(g, 0, 1)).toEqual([TUG]);
    expect(bottom(g, 0, 1)).toEqual([NINA]);
    const h = game('d82', { battlefield: [A], energy: 1, main: [NINA], mainCount: 1 });
    activate(h, on(h, A, 0), [], { choose: [NINA] });
    expect(hand(h, 0)).toEqual([]);
    expect(top(h, 0, 1)).toEqual([NINA]);
  });

  it('d82 港湾長グレイス: your OTHER characters +1000 (not itself, not the opponent’s)', () => {
    const A = '港湾長グレイス';
    const g = game('d82', { battlefield: [A, TUG] }, { battlefield: [TUG] });
    expect(powerOf(g, on(g, A, 0))).toBe(7000);
    expect(powerOf(g, on(g, TUG, 0))).toBe(5000);
    expect(powerOf(g, on(g, TUG, 1))).toBe(4000);
  });

  it('d82 レーザー砲撃: 3000 damage to a character of either player (a target)', () => {
    const g = game('d82', { hand: [LASER], energy: 2, battlefield: [TUG] });
    play(g, LASER, [on(g, TUG, 0)]);
    expect(damageOf(g, on(g, TUG, 0))).toBe(3000);
  });

  it('d82 牽引ビーム: an ACTIVE opposing character (a target) goes to sleep; draw 1 separately (even when the target is gone)', () => {
    const C = '牽引ビーム';
    const g = game(
      'd82',
      { hand: [C], energy: 2, main: [NINA] },
      { battlefield: [TUG, { name: RABA, sleep: true }] },
    );
    expect(targetable(g, C, on(g, RABA, 1))).toBe(false);
    play(g, C, [on(g, TUG, 1)]);
    expect(asleep(g, on(g, TUG, 1))).toBe(true);
    expect(hand(g, 0)).toEqual([NINA]);
    // the target leaves before the beam resolves: it still draws
    const h = game(
      'd82',
      { hand: [C], energy: 2, main: [NINA] },
      { battlefield: [RABA], hand: [LASER], energy: 2 },
    );
    act(h, { type: 'play', card: inHand(h, 0, C), targets: [on(h, RABA, 1)] });
    untilPlayable(h, 1);
    playBy(h, 1, LASER, [on(h, RABA, 1)]);
    settle(h);
    expect(field(h, 1)).toEqual([]);
    expect(hand(h, 0)).toEqual([NINA]);
  });

  it('d82 追徴課税: the target’s player may pay 2 energy; if not (or cannot), it is destroyed', () => {
    const C = '追徴課税';
    const g = game('d82', { hand: [C], energy: 3 }, { battlefield: [TUG], energy: 2 });
    play(g, C, [on(g, TUG, 1)], { may: [true] });
    expect(field(g, 1)).toEqual([TUG]);
    expect(activeEnergy(g, 1)).toBe(0);
    const h = game('d82', { hand: [C], energy: 3 }, { battlefield: [TUG], energy: 2 });
    play(h, C, [on(h, TUG, 1)], { may: [false] });
    expect(field(h, 1)).toEqual([]);
    const k = game('d82', { hand: [C], energy: 3 }, { battlefield: [TUG], energy: 1 });
    play(k, C, [on(k, TUG, 1)], { may: [true] });
    expect(field(k, 1)).toEqual([]);
  });

  it('d82 増設スラスター: +1000 and 【神速】', () => {
    const C = '増設スラスター';
    const g = game('d82', { hand: [C], energy: 2, battlefield: [TUG] });
    play(g, C, [on(g, TUG, 0)]);
    expect(powerOf(g, on(g, TUG, 0))).toBe(5000);
    expect(hasKeyword(g, on(g, TUG, 0), 'godspeed')).toBe(true);
  });

  it('d82 差し押さえ札: −1000; its host cannot attack (it may defend)', () => {
    const C = '差し押さえ札';
    const g = game('d82', { hand: [C], energy: 2, battlefield: [TUG, NINA] });
    play(g, C, [on(g, TUG, 0)]);
    expect(powerOf(g, on(g, TUG, 0))).toBe(3000);
    expect(cannotAttack(g, on(g, TUG, 0))).toBe(true);
    expect(cannotAttack(g, on(g, NINA, 0))).toBe(false);
    const h = game('d82', { hand: [C], energy: 2 }, { battlefield: [TUG] });
    play(h, C, [on(h, TUG, 1)]);
    endTurn(h);
    expect(cannotAttack(h, on(h, TUG, 1))).toBe(true);
    const k = game('d82', { hand: [C], energy: 2, battlefield: [TUG] }, { battlefield: [NINA] });
    play(k, C, [on(k, TUG, 0)]);
    endTurn(k);
    attack(k, on(k, NINA, 1), { player: 0 });
    expect(canDefend(k, on(k, TUG, 0))).toBe(true);
  });

  it('d82 発信機: −1000; set → the SET CARD’s player draws 1, also on an opposing character', () => {
    const C = '発信機';
    const g = game('d82', { hand: [C], energy: 1, main: [NINA] }, { battlefield: [TUG], main: [RABA] });
    play(g, C, [on(g, TUG, 1)]);
    expect(powerOf(g, on(g, TUG, 1))).toBe(3000);
    expect(hand(g, 0)).toEqual([NINA]);
    expect(hand(g, 1)).toEqual([]);
  });

  it('d82 辺境宇宙港〈ラストポート〉: your 《ドローン》 +1000; [1][a 《ドローン》 of yours to the trash] → draw 1, once a turn', () => {
    const g = game(
      'd82',
      { battlefield: [PORT, TUG, NINA, TUG], energy: 2, main: [NINA, RABA] },
      { battlefield: [TUG] },
    );
    expect(powerOf(g, on(g, TUG, 0))).toBe(5000);
    expect(powerOf(g, on(g, NINA, 0))).toBe(1000);
    expect(powerOf(g, on(g, TUG, 1))).toBe(4000);
    activate(g, on(g, PORT, 0), [], { choose: [TUG] });
    expect(trash(g, 0)).toEqual([TUG]);
    expect(hand(g, 0)).toEqual([NINA]);
    expect(canActivate(g, on(g, PORT, 0))).toBe(false);
    expect(canActivate(game('d82', { battlefield: [PORT, NINA], energy: 1 }), 0)).toBe(false);
  });

  it('d82 keyword-only cards and the vanilla: 夜間便パイロット・カイト 【神速】, 港湾荷役ロボ〈タグボーイ〉 4000', () => {
    const A = '夜間便パイロット・カイト';
    const g = game('d82', { battlefield: [A, TUG] });
    expect(hasKeyword(g, on(g, A, 0), 'godspeed')).toBe(true);
    expect(powerOf(g, on(g, TUG, 0))).toBe(4000);
    expect(hasKeyword(g, on(g, TUG, 0), 'godspeed')).toBe(false);
  });
});

describe('d83-kouko (held-out half)', () => {
  const ELZA = '碑文学者 エルザ'; // 《発掘隊》《学者》 2000
  const TABLET = '石板の警句'; // command 《碑文》
  const CHANT = 'ゴーレム起動の詠唱'; // command 《碑文》
  const GATE = '遺跡の門番ゴーレム'; // 《ゴーレム》 5000, cost 4
  const SENTRY = '石造りの番兵ゴーレム'; // 《ゴーレム》 3000

  it('d83 碑文学者 エルザ: [exile a 《碑文》 card of your trash][スリープ] → draw 1; none in the trash: unusable', () => {
    const g = game('d83', { battlefield: [ELZA], trash: [TABLET, ROBA], main: [MOSS] });
    const tablet = inTrash(g, 0, TABLET);
    activate(g, on(g, ELZA, 0), [], { choose: [TABLET] });
    expect(hand(g, 0)).toEqual([MOSS]);
    expect(trash(g, 0)).toEqual([ROBA]);
    expect(g.state.cards[tablet].zone).toBe('excluded');
    expect(asleep(g, on(g, ELZA, 0))).toBe(true);
    expect(canActivate(game('d83', { battlefield: [ELZA], trash: [ROBA] }), 0)).toBe(false);
  });

  it('d83 発掘隊の護衛 ガルド: 【反撃】; +1000 while a 《学者》 character of yours is on the battlefield', () => {
    const A = '発掘隊の護衛 ガルド';
    const g = game('d83', { battlefield: [A, ELZA] });
    expect(hasKeyword(g, on(g, A, 0), 'counter')).toBe(true);
    expect(powerOf(g, on(g, A, 0))).toBe(4000);
    const h = game('d83', { battlefield: [A] }, { battlefield: [ELZA] });
    expect(powerOf(h, on(h, A, 0))).toBe(3000);
  });

  it('d83 盗掘者 ラッツ: its attack damages the opponent → draw 1, then a card of your hand to the trash', () => {
    const A = '盗掘者 ラッツ';
    const g = game('d83', { battlefield: [A], hand: [ROBA], main: [MOSS] });
    hitPlayer(g, on(g, A, 0), { choose: [ROBA] });
    expect(hand(g, 0)).toEqual([MOSS]);
    expect(trash(g, 0)).toEqual([ROBA]);
  });

  it('d83 石造りの番兵ゴーレム: 【反撃】; cannot attack, may defend', () => {
    const g = game('d83', { battlefield: [SENTRY, ROBA] });
    expect(hasKeyword(g, on(g, SENTRY, 0), 'counter')).toBe(true);
    expect(cannotAttack(g, on(g, SENTRY, 0))).toBe(true);
    expect(cannotAttack(g, on(g, ROBA, 0))).toBe(false);
    const h = game('d83', { battlefield: [SENTRY] }, { battlefield: [ROBA] }, 1);
    attack(h, on(h, ROBA, 1), { player: 0 });
    expect(canDefend(h, on(h, SENTRY, 0))).toBe(true);
  });

  it('d83 遺跡の門番ゴーレム: 【警戒】; it defends → +2000 this turn', () => {
    const g = game('d83', { battlefield: [GATE] }, { battlefield: [ROBA] }, 1);
    expect(hasKeyword(g, on(g, GATE, 0), 'vigilance')).toBe(true);
    attack(g, on(g, ROBA, 1), { player: 0 });
    act(g, { type: 'defend', defender: on(g, GATE, 0) });
    settle(g, {}, ['main', 'window']);
    expect(powerOf(g, on(g, GATE, 0))).toBe(7000);
  });

  it('d83 ゴーレム職人の末裔 ティオ: [3][スリープ] → a cost ≤3 《ゴーレム》 character card of your trash enters, active, as yours (not played)', () => {
    const A = 'ゴーレム職人の末裔 ティオ';
    const g = game('d83', { battlefield: [A], energy: 3, trash: [GATE, SENTRY] });
    activate(g, on(g, A, 0), [], { choose: [SENTRY] });
    expect(field(g, 0)).toEqual([A, SENTRY]);
    expect(asleep(g, on(g, SENTRY, 0))).toBe(false);
    const h = game('d83', { battlefield: [A], energy: 3, trash: [GATE] });
    activate(h, on(h, A, 0), [], { most: true });
    expect(trash(h, 0)).toEqual([GATE]); // cost 4: not one of them
    expect(field(h, 0)).toEqual([A]);
  });

  it('d83 墓守の亡霊: enters → an opposing character (a target) −1000 this turn; 【ダメージトリガー】 → 2000 damage to one', () => {
    const A = '墓守の亡霊';
    const g = game('d83', { hand: [A], energy: 3 }, { battlefield: [ROBA] });
    play(g, A, [], { targets: [[on(g, ROBA, 1)]] });
    expect(powerOf(g, on(g, ROBA, 1))).toBe(2000);
    const t = game('d83', { guard: [A] }, { battlefield: [ROBA, MOSS] }, 1);
    revealedWith(t, on(t, ROBA, 1), [on(t, MOSS, 1)]);
    expect(field(t, 1)).toEqual([ROBA]);
  });

  it('d83 砂漠の案内人 サリム: enters → a 《発掘隊》 of yours (a target, itself too) +1000 this turn; 【ダメージトリガー】 → draw 1', () => {
    const A = '砂漠の案内人 サリム';
    const g = game('d83', { hand: [A], energy: 2, battlefield: [MOSS] });
    const self = inHand(g, 0, A);
    play(g, A, [], { targets: [[self]] });
    expect(powerOf(g, self)).toBe(3000);
    const h = game('d83', { hand: [A], energy: 2, battlefield: [ROBA] });
    play(h, A, [], { targets: [[on(h, ROBA, 0)]] });
    expect(powerOf(h, on(h, ROBA, 0))).toBe(4000);
    const t = game('d83', { guard: [A], main: [MOSS] }, { battlefield: [ROBA] }, 1);
    revealedWith(t, on(t, ROBA, 1), []);
    expect(hand(t, 0)).toEqual([MOSS]);
  });

  it('d83 石板の警句: 2000 damage to an opposing character (a target); 4000 instead with 4+ 《碑文》 cards in your trash (not itself)', () => {
    const g = game(
      'd83',
      { hand: [TABLET], energy: 2, trash: [CHANT, CHANT, CHANT] },
      { battlefield: [ROBA] },
    );
    play(g, TABLET, [on(g, ROBA, 1)]);
    expect(damageOf(g, on(g, ROBA, 1))).toBe(2000);
    const h = game(
      'd83',
      { hand: [TABLET], energy: 2, trash: [CHANT, CHANT, CHANT, CHANT] },
      { battlefield: [GATE] },
    );
    play(h, TABLET, [on(h, GATE, 1)]);
    expect(damageOf(h, on(h, GATE, 1))).toBe(4000);
  });

  it('d83 ゴーレム起動の詠唱: a 《ゴーレム》 of yours (a target) becomes active and +2000 this turn', () => {
    const g = game('d83', { hand: [CHANT], energy: 2, battlefield: [{ name: MOSS, sleep: true }, ROBA] });
    expect(targetable(g, CHANT, on(g, ROBA, 0))).toBe(false);
    play(g, CHANT, [on(g, MOSS, 0)]);
    expect(asleep(g, on(g, MOSS, 0))).toBe(false);
    expect(powerOf(g, on(g, MOSS, 0))).toBe(4000);
  });

  it('d83 古代語の呪言: an ATTACKING opposing character (a target) −2000 this turn; no attack: cannot be played', () => {
    const C = '古代語の呪言';
    expect(playable(game('d83', { hand: [C], energy: 1 }, { battlefield: [ROBA] }), C)).toBe(false);
    const g = game('d83', { hand: [C], energy: 1 }, { battlefield: [ROBA, MOSS] }, 1);
    act(g, { type: 'attack', attacker: on(g, ROBA, 1), target: { player: 0 } });
    untilPlayable(g, 0);
    expect(targetable(g, C, on(g, MOSS, 1))).toBe(false);
    playBy(g, 0, C, [on(g, ROBA, 1)]);
    expect(powerOf(g, on(g, ROBA, 1))).toBe(1000);
  });

  it('d83 古代の護符: +1000 and 《遺物》; its host destroyed → the host’s player draws 1', () => {
    const C = '古代の護符';
    const g = game(
      'd83',
      { hand: [C], energy: 1, battlefield: [MOSS], main: [ROBA] },
      { hand: [LASER], energy: 2 },
    );
    play(g, C, [on(g, MOSS, 0)]);
    expect(powerOf(g, on(g, MOSS, 0))).toBe(3000);
    expect(traitsOf(g, on(g, MOSS, 0))).toContain('遺物');
    endTurn(g);
    playBy(g, 1, LASER, [on(g, MOSS, 0)]);
    expect(field(g, 0)).toEqual([]);
    expect(hand(g, 0)).toEqual([ROBA]);
    // set on an opposing character: that character's player draws
    const h = game(
      'd83',
      { hand: [C, LASER], energy: 3, main: [ROBA] },
      { battlefield: [MOSS], main: [ELZA] },
    );
    play(h, C, [on(h, MOSS, 1)]);
    play(h, LASER, [on(h, MOSS, 1)]);
    expect(hand(h, 1)).toEqual([ELZA]);
    expect(hand(h, 0)).toEqual([]);
  });

  it('d83 呪われた聖杯: −2000; its host cannot defend', () => {
    const C = '呪われた聖杯';
    const g = game('d83', { hand: [C], energy: 2, battlefield: [ROBA] }, { battlefield: [GATE] });
    play(g, C, [on(g, GATE, 1)]);
    expect(powerOf(g, on(g, GATE, 1))).toBe(3000);
    attack(g, on(g, ROBA, 0), { player: 1 });
    expect(canDefend(g, on(g, GATE, 1))).toBe(false);
  });

  it('d83 星読みの天球儀: +1000; set → the set card’s player draws 1 (also on an opposing character)', () => {
    const C = '星読みの天球儀';
    const g = game('d83', { hand: [C], energy: 2, battlefield: [MOSS], main: [ROBA] });
    play(g, C, [on(g, MOSS, 0)]);
    expect(powerOf(g, on(g, MOSS, 0))).toBe(3000);
    expect(hand(g, 0)).toEqual([ROBA]);
    const h = game('d83', { hand: [C], energy: 2, main: [ROBA] }, { battlefield: [MOSS], main: [ELZA] });
    play(h, C, [on(h, MOSS, 1)]);
    expect(hand(h, 0)).toEqual([ROBA]);
    expect(hand(h, 1)).toEqual([]);
  });

  it('d83 the vanilla: 大荷物のロバ隊 3000 《発掘隊》', () => {
    const g = game('d83', { battlefield: [ROBA] });
    expect(powerOf(g, on(g, ROBA, 0))).toBe(3000);
    expect(traitsOf(g, on(g, ROBA, 0))).toEqual(['発掘隊']);
  });
});

describe('d84-yukiyama (held-out half)', () => {
  const YUKI = '新人救助隊員 ユキ'; // 《救助隊》 1000, cost 1
  const KURO = 'ソリ犬 クロ'; // 《救助犬》 2000
  const HACHI = '山岳救助犬 ハチ'; // 《救助犬》 2000
  const SADAJI = '山岳ガイド サダジ'; // 《救助隊》 4000 【反撃】
  const AVALANCHE = '雪崩'; // command: 3000 damage to every character
  const BASE = '山岳救助隊 基地'; // world set

  it('d84 新人救助隊員 ユキ: enters → draw 1, then a card of your hand (after drawing) to the trash', () => {
    const g = game('d84', { hand: [YUKI, KOTA], energy: 1, main: [KURO] });
    play(g, YUKI, [], { choose: [KURO] });
    expect(hand(g, 0)).toEqual([KOTA]);
    expect(trash(g, 0)).toEqual([KURO]);
  });

  it('d84 ソリ犬 クロ: it attacks while ANOTHER 《救助犬》 of yours is on the battlefield → +1000 until end of turn', () => {
    const g = game('d84', { battlefield: [KURO, HACHI] });
    attack(g, on(g, KURO, 0), { player: 1 });
    expect(powerOf(g, on(g, KURO, 0))).toBe(3000);
    const h = game('d84', { battlefield: [KURO] }, { battlefield: [HACHI] });
    attack(h, on(h, KURO, 0), { player: 1 });
    expect(powerOf(h, on(h, KURO, 0))).toBe(2000);
  });

  it('d84 山岳救助犬 ハチ: [2][スリープ] → a 《救助隊》 character card of your trash (a target) to the hand', () => {
    const g = game('d84', { battlefield: [HACHI], energy: 2, trash: [KURO, KOTA] });
    expect(activatableOn(g, on(g, HACHI, 0), inTrash(g, 0, KURO))).toBe(false);
    activate(g, on(g, HACHI, 0), [inTrash(g, 0, KOTA)]);
    expect(hand(g, 0)).toEqual([KOTA]);
    expect(canActivate(game('d84', { battlefield: [HACHI], energy: 2, trash: [KURO] }), 0)).toBe(false);
  });

  it('d84 山岳救助隊員 カエデ: it defends → +2000 until end of turn', () => {
    const A = '山岳救助隊員 カエデ';
    const g = game('d84', { battlefield: [A] }, { battlefield: [SADAJI] }, 1);
    attack(g, on(g, SADAJI, 1), { player: 0 });
    act(g, { type: 'defend', defender: on(g, A, 0) });
    settle(g, {}, ['main', 'window']);
    expect(powerOf(g, on(g, A, 0))).toBe(4000);
  });

  it('d84 救護班 ミナト: [1][スリープ] → a character of yours (a target, itself too) has 【死殺】 until end of turn', () => {
    const A = '救護班 ミナト';
    const g = game('d84', { battlefield: [A, KOTA], energy: 1 });
    activate(g, on(g, A, 0), [on(g, KOTA, 0)]);
    expect(hasKeyword(g, on(g, KOTA, 0), 'deathless')).toBe(true);
    endTurn(g);
    expect(hasKeyword(g, on(g, KOTA, 0), 'deathless')).toBe(false); // until the end of that turn
    const h = game('d84', { battlefield: [A, KOTA], energy: 1 }, { hand: [LASER], energy: 2 });
    activate(h, on(h, A, 0), [on(h, A, 0)]);
    expect(hasKeyword(h, on(h, A, 0), 'deathless')).toBe(true);
    act(h, { type: 'endMain' });
    untilPlayable(h, 1);
    playBy(h, 1, LASER, [on(h, A, 0)]);
    expect(field(h, 0)).toEqual([A, KOTA]); // survives the 3000 damage the same turn
  });

  it('d84 ヘリ救助隊員 ソラ: 【神速】; its attack damages the opponent → ITS player draws 1 (the text’s 「あなた」; the intent’s 「そのプレイヤー」 read as the card’s player, as elsewhere in this set)', () => {
    const A = 'ヘリ救助隊員 ソラ';
    const g = game('d84', { battlefield: [A], main: [KOTA] }, { main: [KURO] });
    expect(hasKeyword(g, on(g, A, 0), 'godspeed')).toBe(true);
    hitPlayer(g, on(g, A, 0));
    expect(hand(g, 0)).toEqual([KOTA]);
    expect(hand(g, 1)).toEqual([]);
    const h = game('d84', { battlefield: [A], main: [KOTA] }, { battlefield: [{ name: KURO, sleep: true }] });
    act(h, { type: 'attack', attacker: on(h, A, 0), target: { card: on(h, KURO, 1) } });
    settle(h, {}, ['main']);
    expect(hand(h, 0)).toEqual([]); // damage to a character does not trigger it
  });

  it('d84 山小屋の主人 トメ: [カルネージ2] → up to one 《救助隊》 card of your deck to the hand, shuffle; then up to 4 sleeping energy of yours active', () => {
    const A = '山小屋の主人 トメ';
    const g = game('d84', {
      battlefield: [A],
      hand: [KOTA, KOTA],
      energy: 2,
      damageField: [KURO, KURO],
      main: [HACHI, YUKI],
    });
    play(g, KOTA);
    play(g, KOTA);
    expect(activeEnergy(g, 0)).toBe(0);
    activate(g, on(g, A, 0), [], { choose: [YUKI], most: true });
    expect(hand(g, 0)).toEqual([YUKI]);
    expect(damageCount(g, 0)).toBe(0);
    expect(activeEnergy(g, 0)).toBe(2);
  });

  it('d84 雪崩捜索隊員 イブキ: [カルネージ1] → +2000 and 【反撃】 until end of turn', () => {
    const A = '雪崩捜索隊員 イブキ';
    const g = game('d84', { battlefield: [A], damageField: [KURO] });
    expect(hasKeyword(g, on(g, A, 0), 'counter')).toBe(false);
    activate(g, on(g, A, 0));
    expect(powerOf(g, on(g, A, 0))).toBe(5000);
    expect(hasKeyword(g, on(g, A, 0), 'counter')).toBe(true);
    expect(damageCount(g, 0)).toBe(0);
  });

  it('d84 山神の使い 雷鳥: 【神速】; enters → looks at your top card and leaves it on top or puts it at the bottom', () => {
    const A = '山神の使い 雷鳥';
    const g = game('d84', { hand: [A], energy: 1, main: [KURO, HACHI, YUKI], mainCount: 3 });
    play(g, A, [], { choose: [KURO] }); // chosen: to the bottom
    expect(top(g, 0, 3)).toEqual([HACHI, YUKI, KURO]);
    const h = game('d84', { hand: [A], energy: 1, main: [KURO, HACHI, YUKI], mainCount: 3 });
    play(h, A); // none chosen: it stays on top
    expect(top(h, 0, 3)).toEqual([KURO, HACHI, YUKI]);
    expect(hasKeyword(h, on(h, A, 0), 'godspeed')).toBe(true);
  });

  it('d84 山霊 雪女: enters → an opposing character (a target) asleep; it attacks → a SLEEPING opposing character (a target) −1000', () => {
    const A = '山霊 雪女';
    const g = game('d84', { hand: [A], energy: 4 }, { battlefield: [SADAJI] });
    play(g, A, [], { targets: [[on(g, SADAJI, 1)]] });
    expect(asleep(g, on(g, SADAJI, 1))).toBe(true);
    const h = game('d84', { battlefield: [A] }, { battlefield: [KOTA, { name: SADAJI, sleep: true }] });
    attack(h, on(h, A, 0), { player: 1 }, { targets: [[on(h, SADAJI, 1)]] });
    expect(powerOf(h, on(h, SADAJI, 1))).toBe(3000);
    expect(powerOf(h, on(h, KOTA, 1))).toBe(2000);
  });

  it('d84 雪崩の化身: 【貫通】; enters → 1000 damage to every OTHER character, both players’ (no target)', () => {
    const A = '雪崩の化身';
    const g = game('d84', { hand: [A], energy: 5, battlefield: [YUKI, KOTA] }, { battlefield: [SADAJI] });
    play(g, A);
    expect(field(g, 0)).toEqual([KOTA, A]);
    expect(damageOf(g, on(g, KOTA, 0))).toBe(1000);
    expect(damageOf(g, on(g, SADAJI, 1))).toBe(1000);
    expect(damageOf(g, on(g, A, 0))).toBe(0);
    expect(hasKeyword(g, on(g, A, 0), 'pierce')).toBe(true);
  });

  it('d84 山岳救助隊 総隊長 ハヤテ: 【警戒】; enters → up to two 《救助隊》/《救助犬》 character cards of your trash (targets) to the hand', () => {
    // its 【空装】 (a game-start condition on the whole deck) was checked by its explain
    const A = '山岳救助隊 総隊長 ハヤテ';
    const g = game('d84', { hand: [A], energy: 6, trash: [KURO, KOTA, AVALANCHE] });
    play(g, A, [], { targets: [[inTrash(g, 0, KURO), inTrash(g, 0, KOTA)]] });
    expect(sorted(hand(g, 0))).toEqual(sorted([KURO, KOTA]));
    expect(trash(g, 0)).toEqual([AVALANCHE]);
    expect(hasKeyword(g, on(g, A, 0), 'vigilance')).toBe(true);
  });

  it('d84 雪崩: 3000 damage to every character, both players’', () => {
    const g = game(
      'd84',
      { hand: [AVALANCHE], energy: 4, battlefield: [SADAJI, KOTA] },
      { battlefield: [HACHI] },
    );
    play(g, AVALANCHE);
    expect(field(g, 0)).toEqual([SADAJI]);
    expect(field(g, 1)).toEqual([]);
  });

  it('d84 緊急救助要請: up to one 《救助隊》 character card of your deck to the hand, then shuffle; 【ダメージトリガー】 → draw 1', () => {
    const C = '緊急救助要請';
    const g = game('d84', { hand: [C], energy: 1, main: [KURO, YUKI, HACHI] });
    play(g, C, [], { choose: [YUKI] });
    expect(hand(g, 0)).toEqual([YUKI]);
    const t = game('d84', { guard: [C], main: [KURO] }, { battlefield: [SADAJI] }, 1);
    revealedWith(t, on(t, SADAJI, 1), []);
    expect(hand(t, 0)).toEqual([KURO]);
  });

  it('d84 ホワイトアウト: an attacking character (a target) — its attack fails, no damage, the attacker stays asleep', () => {
    const C = 'ホワイトアウト';
    expect(playable(game('d84', { hand: [C], energy: 2 }, { battlefield: [SADAJI] }), C)).toBe(false);
    const g = game('d84', { hand: [C], energy: 2 }, { battlefield: [SADAJI] }, 1);
    act(g, { type: 'attack', attacker: on(g, SADAJI, 1), target: { player: 0 } });
    untilPlayable(g, 0);
    playBy(g, 0, C, [on(g, SADAJI, 1)]);
    settle(g, {}, ['main']);
    expect(damageCount(g, 0)).toBe(0);
    expect(asleep(g, on(g, SADAJI, 1))).toBe(true);
  });

  it('d84 クレバス: destroys a character (a target), then its player draws 1; a 【死殺】 target survives and NOTHING is drawn (RULING, not the intent)', () => {
    // The intent: 「破壊されない効果で破壊に失敗しても、対象が適切ならカードは引く」. docs/engine.md RULING
    // «「…を破壊する。その後、…」 when the destruction is stopped» (HF-5.7, HF-5.9, HF-12.7): a destruction 【死殺】 prevents
    // was not done, so the 「その後」 part does not happen. An open rules question (issue 22), left as ruled.
    const C = 'クレバス';
    const MINATO = '救護班 ミナト';
    const g = game('d84', { hand: [C], energy: 4, main: [KURO] }, { battlefield: [SADAJI] });
    play(g, C, [on(g, SADAJI, 1)]);
    expect(field(g, 1)).toEqual([]);
    expect(hand(g, 0)).toEqual([KURO]);
    const h = game('d84', { hand: [C], energy: 5, battlefield: [MINATO, KOTA], main: [KURO] });
    activate(h, on(h, MINATO, 0), [on(h, KOTA, 0)]);
    play(h, C, [on(h, KOTA, 0)]);
    expect(field(h, 0)).toEqual([MINATO, KOTA]);
    expect(hand(h, 0)).toEqual([]);
  });

  it('d84 救助用ピッケル: +1000; its host defends → +1000 more until end of turn', () => {
    const C = '救助用ピッケル';
    const g = game('d84', { hand: [C], energy: 1, battlefield: [KOTA] }, { battlefield: [SADAJI] });
    play(g, C, [on(g, KOTA, 0)]);
    expect(powerOf(g, on(g, KOTA, 0))).toBe(3000);
    endTurn(g);
    attack(g, on(g, SADAJI, 1), { player: 0 });
    act(g, { type: 'defend', defender: on(g, KOTA, 0) });
    settle(g, {}, ['main', 'window']);
    expect(powerOf(g, on(g, KOTA, 0))).toBe(4000);
  });

  it('d84 救助用ザイル: its host gains [スリープ(host)] → another character of yours (a target) +1000 until end of turn; no power change', () => {
    const C = '救助用ザイル';
    const g = game('d84', { hand: [C], energy: 1, battlefield: [KOTA, KURO] });
    play(g, C, [on(g, KOTA, 0)]);
    const kota = on(g, KOTA, 0);
    expect(powerOf(g, kota)).toBe(2000);
    expect(activatableOn(g, kota, kota)).toBe(false);
    activate(g, kota, [on(g, KURO, 0)]);
    expect(powerOf(g, on(g, KURO, 0))).toBe(3000);
    expect(asleep(g, kota)).toBe(true);
  });

  it('d84 凍傷: −1000; set → its host goes to sleep', () => {
    const C = '凍傷';
    const g = game('d84', { hand: [C], energy: 1 }, { battlefield: [SADAJI] });
    play(g, C, [on(g, SADAJI, 1)]);
    expect(asleep(g, on(g, SADAJI, 1))).toBe(true);
    expect(powerOf(g, on(g, SADAJI, 1))).toBe(3000);
  });

  it('d84 山岳救助隊 基地: a 《救助隊》 of yours destroyed → you may draw 1, once a turn; [2][カルネージ1] → a 《救助隊》/《救助犬》 character card of your trash (a target) to the hand', () => {
    const g = game(
      'd84',
      { battlefield: [BASE, KOTA, YUKI, HACHI], main: [KURO, SADAJI] },
      { hand: [AVALANCHE], energy: 4 },
      1,
    );
    untilPlayable(g, 1);
    playBy(g, 1, AVALANCHE, [], { may: [true, true] });
    expect(field(g, 0)).toEqual([BASE]);
    expect(hand(g, 0)).toEqual([KURO]); // two 《救助隊》 destroyed at once: one draw
    const h = game('d84', { battlefield: [BASE, KOTA], main: [KURO] }, { hand: [AVALANCHE], energy: 4 }, 1);
    untilPlayable(h, 1);
    playBy(h, 1, AVALANCHE, [], { may: [false] });
    expect(hand(h, 0)).toEqual([]);
    const k = game('d84', { battlefield: [BASE], energy: 2, damageField: [KOTA], trash: [HACHI, AVALANCHE] });
    expect(activatableOn(k, on(k, BASE, 0), inTrash(k, 0, AVALANCHE))).toBe(false);
    activate(k, on(k, BASE, 0), [inTrash(k, 0, HACHI)]);
    expect(hand(k, 0)).toEqual([HACHI]);
    expect(damageCount(k, 0)).toBe(0);
  });

  it('d84 the keyword-only card and the vanilla: 山岳ガイド サダジ 【反撃】, 救助隊員見習い コタ 2000', () => {
    const g = game('d84', { battlefield: [SADAJI, KOTA] });
    expect(hasKeyword(g, on(g, SADAJI, 0), 'counter')).toBe(true);
    expect(powerOf(g, on(g, KOTA, 0))).toBe(2000);
  });
});
