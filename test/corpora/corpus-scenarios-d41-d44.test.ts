// Issue 22 ("Done when": 0 accepted cards behave differently from their intent): the accepted cards of the
// tenth blind round, designer corpora d41–d44 (and the subtle ones of the style twins d41x–d44x), played in
// the engine exactly as their designer wrote them (test/corpora/<set>.hf, compiled one by one as corpusReach
// does), each asserting what its `# 意図:` says — or, where the intent goes against the seeds or a RULING of
// docs/engine.md, what the rules say (the test names the ruling). Cards with no text or only keywords are
// checked together at the end of each set.
import { describe, expect, it } from 'vitest';
import { legalActions } from '../../src/engine/index.js';
import { hasKeyword, powerOf, traitsOf } from '../../src/engine/query.js';
import { deckConditionHolds } from '../../src/engine/setup.js';
import { corpusCard } from '../helpers/corpusCards.js';
import {
  type G,
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
  corpusGame,
  damageCount,
  defend,
  defendWith,
  endTurn,
  energyCount,
  field,
  hand,
  handSize,
  hitPlayer,
  inGuard,
  inHand,
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
  untilPlayable,
} from '../helpers/corpusScenario.js';
import { act } from '../helpers/harness.js';
import { nameOf } from '../helpers/lookup.js';

const SETS = {
  d41: 'd41-tetsudou',
  d42: 'd42-onmyou',
  d43: 'd43-okashi',
  d44: 'd44-uchuu',
  d41x: 'd41x-kaitou',
  d42x: 'd42x-kishidan',
  d43x: 'd43x-iseki',
  d44x: 'd44x-matsuri',
} as const;
const game = corpusGame(SETS);

/** A card of that set with no text at all (a vanilla): no ability. */
const vanilla = (set: keyof typeof SETS, name: string) => corpusCard(SETS[set], name).abilities.length === 0;
/** The face-down characters of player `p` (HF-4.7: no name, the power and traits the effect gave). */
const faceDown = (g: G, p: 0 | 1) =>
  g.state.battlefield.filter((id) => g.state.cards[id].controller === p && g.state.cards[id].faceDown);
const damageOf = (g: G, id: number) => g.state.cards[id].damage;
/** Player 1 (the turn player) plays `name` onto `host` (a set card on a character of either side). */
const setBy1 = (g: G, name: string, host: number) => {
  act(g, { type: 'play', player: 1, card: inHand(g, 1, name), targets: [host] });
  settle(g);
};

describe('d41-tetsudou', () => {
  const YUTA = '見習い火夫 ユウタ'; // 《暁鉄道》《鉄道員》 1000, cost 1
  const GONZO = '給炭夫 ゴンゾウ'; // 《鉄道員》 2000
  const SHIRASAGI = '蒸気機関車 白鷺号'; // 《機関車》 4000 vanilla, cost 3
  const KOTETSU = '入換機関車 小鉄'; // 《機関車》 2000, cost 1: cannot attack a player
  const DAIKOKU = '貨物機関車 大黒号'; // 《機関車》 6000, cost 5
  const BAIEN = '蒸気機関車 煤煙号'; // 《黒鉄急行》《機関車》 3000 vanilla, cost 2
  const ZANMA = '用心棒 ザンマ'; // 《黒鉄急行》《用心棒》 3000 【反撃】
  const GANTETSU = '暴走火夫 ガンテツ'; // 《黒鉄急行》《鉄道員》 3000: cannot defend
  const COAL = '上質炭'; // set card 《石炭》 +1000, only on a 《機関車》
  const STONE = '置き石'; // set card −1000, anywhere
  const STATION = '暁中央駅'; // world set 《駅》
  const TOME = '踏切番 トメ'; // 《鉄道員》 1000

  it('d41 見習い火夫 ユウタ: enters → look at 3, may reveal a 《石炭》 card to the hand, the rest to the bottom in the chosen order; fewer than 3: nothing (HF-5.6)', () => {
    const g = game('d41', { hand: [YUTA], energy: 1, main: [SHIRASAGI, COAL, BAIEN, KOTETSU] });
    play(g, YUTA, [], { choose: [COAL, BAIEN, SHIRASAGI] });
    expect(hand(g, 0)).toEqual([COAL]);
    expect(top(g, 0, 1)).toEqual([KOTETSU]);
    expect(bottom(g, 0, 2)).toEqual([BAIEN, SHIRASAGI]);
    const g2 = game('d41', { hand: [YUTA], energy: 1, main: [SHIRASAGI, COAL, BAIEN, KOTETSU] });
    play(g2, YUTA, [], { choose: [], may: [false] });
    expect(hand(g2, 0)).toEqual([]);
    expect(top(g2, 0, 1)).toEqual([KOTETSU]);
    const g3 = game('d41', { hand: [YUTA], energy: 1, main: [COAL, BAIEN], mainCount: 2 });
    play(g3, YUTA, [], { choose: [COAL] });
    expect(hand(g3, 0)).toEqual([]);
    expect(top(g3, 0, 2)).toEqual([COAL, BAIEN]);
  });

  it('d41 給炭夫 ゴンゾウ: [スリープ] a 《機関車》 of yours +1000 until the end of the turn (HF-12.4)', () => {
    const g = game('d41', { battlefield: [GONZO, SHIRASAGI, YUTA] });
    const gonzo = on(g, GONZO, 0);
    expect(activatableOn(g, gonzo, on(g, YUTA, 0))).toBe(false);
    activate(g, gonzo, [on(g, SHIRASAGI, 0)]);
    expect(powerOf(g, on(g, SHIRASAGI, 0))).toBe(5000);
    expect(asleep(g, gonzo)).toBe(true);
    endTurn(g);
    expect(powerOf(g, on(g, SHIRASAGI, 0))).toBe(4000);
  });

  it('d41 転轍手 ミオ: [2][スリープ] an ASLEEP 《機関車》 of yours becomes active (HF-12.4)', () => {
    const MIO = '転轍手 ミオ';
    const g = game('d41', {
      battlefield: [MIO, { name: SHIRASAGI, sleep: true }, KOTETSU, { name: YUTA, sleep: true }],
      energy: 2,
    });
    const mio = on(g, MIO, 0);
    expect(activatableOn(g, mio, on(g, KOTETSU, 0))).toBe(false);
    expect(activatableOn(g, mio, on(g, YUTA, 0))).toBe(false);
    activate(g, mio, [on(g, SHIRASAGI, 0)]);
    expect(asleep(g, on(g, SHIRASAGI, 0))).toBe(false);
    expect(asleep(g, mio)).toBe(true);
    expect(activeEnergy(g, 0)).toBe(0);
  });

  it('d41 機関士 テツジ: a 《機関車》 of yours attacking → it gets +1000 for the turn; another attacker: nothing (HF-12.1)', () => {
    const g = game('d41', { battlefield: ['機関士 テツジ', SHIRASAGI, YUTA] });
    hitPlayer(g, on(g, SHIRASAGI, 0));
    expect(powerOf(g, on(g, SHIRASAGI, 0))).toBe(5000);
    hitPlayer(g, on(g, YUTA, 0));
    expect(powerOf(g, on(g, YUTA, 0))).toBe(1000);
    endTurn(g);
    expect(powerOf(g, on(g, SHIRASAGI, 0))).toBe(4000);
  });

  it('d41 保線工夫 カンジ: [2][スリープ] a set card on a character of yours (the opponent’s too) to its OWNER’s trash (HF-12.4)', () => {
    const KANJI = '保線工夫 カンジ';
    const g = game('d41', { battlefield: [KANJI, SHIRASAGI], energy: 2 }, { hand: [STONE], energy: 1 }, 1);
    setBy1(g, STONE, on(g, SHIRASAGI, 0));
    expect(powerOf(g, on(g, SHIRASAGI, 0))).toBe(3000);
    endTurn(g);
    const [stone] = attachedTo(g, on(g, SHIRASAGI, 0));
    activate(g, on(g, KANJI, 0), [stone]);
    expect(trash(g, 1)).toEqual([STONE]);
    expect(powerOf(g, on(g, SHIRASAGI, 0))).toBe(4000);
  });

  it('d41 信号手 サヨ: [1][スリープ] a character of either side −1000 for the turn; at power 0 it is destroyed (HF-9.5)', () => {
    const SAYO = '信号手 サヨ';
    const g = game('d41', { battlefield: [SAYO, SHIRASAGI], energy: 2 }, { battlefield: [YUTA] });
    activate(g, on(g, SAYO, 0), [on(g, YUTA, 1)]);
    expect(trash(g, 1)).toEqual([YUTA]);
    const g2 = game('d41', { battlefield: [SAYO, SHIRASAGI], energy: 1 });
    activate(g2, on(g2, SAYO, 0), [on(g2, SHIRASAGI, 0)]);
    expect(powerOf(g2, on(g2, SHIRASAGI, 0))).toBe(3000);
    endTurn(g2);
    expect(powerOf(g2, on(g2, SHIRASAGI, 0))).toBe(4000);
  });

  it('d41 蒸気機関車 暁光号: 【強撃】 only while a 《石炭》 set card is on it (HF-4.4)', () => {
    const GYOKO = '蒸気機関車 暁光号';
    const g = game('d41', { battlefield: [GYOKO], hand: [STONE, COAL], energy: 2 });
    const gyoko = on(g, GYOKO, 0);
    play(g, STONE, [gyoko]);
    expect(hasKeyword(g, gyoko, 'strike')).toBe(false);
    play(g, COAL, [gyoko]);
    expect(hasKeyword(g, gyoko, 'strike')).toBe(true);
    expect(powerOf(g, gyoko)).toBe(5000);
    hitPlayer(g, gyoko);
    expect(damageCount(g, 1)).toBe(2);
  });

  it('d41 貨物機関車 大黒号: 【反撃】; defending → +1000 until the end of the turn (HF-8.3)', () => {
    const g = game('d41', { battlefield: [DAIKOKU] }, { battlefield: [{ name: '装甲機関車 鉄槌号' }] }, 1);
    const daikoku = on(g, DAIKOKU, 0);
    expect(hasKeyword(g, daikoku, 'counter')).toBe(true);
    defendWith(g, on(g, '装甲機関車 鉄槌号', 1), daikoku);
    expect(powerOf(g, daikoku)).toBe(7000);
    settle(g, {}, ['main']);
    expect(trash(g, 0)).toEqual([DAIKOKU]); // 8000 destroys the 7000 defender
    expect(damageOf(g, on(g, '装甲機関車 鉄槌号', 1))).toBe(7000); // its 【反撃】 with the raised power
  });

  it('d41 入換機関車 小鉄: cannot attack the opponent, can attack an asleep character (HF-8.1)', () => {
    const g = game('d41', { battlefield: [KOTETSU] }, { battlefield: [{ name: YUTA, sleep: true }] });
    const k = on(g, KOTETSU, 0);
    expect(legalActions(g).some((a) => a.type === 'attack' && a.attacker === k && 'player' in a.target)).toBe(false);
    attackCard(g, k, on(g, YUTA, 1));
    expect(trash(g, 1)).toEqual([YUTA]);
  });

  it('d41 超特急 暁星号: 【奥義：機関士】; 【神速】; its attack damages the opponent → draw (not its damage to a character) (HF-13.7)', () => {
    const S = '超特急 暁星号';
    const g = game('d41', { hand: [S], energy: 6 });
    expect(playable(g, S)).toBe(false);
    const g2 = game('d41', { hand: [S], energy: 6, battlefield: ['老機関士 ゲンゾウ'], main: [YUTA, GONZO] });
    play(g2, S);
    const s = on(g2, S, 0);
    expect(hasKeyword(g2, s, 'godspeed')).toBe(true);
    const g3 = game('d41', { battlefield: [S], main: [YUTA, GONZO] }, { battlefield: [{ name: BAIEN, sleep: true }] });
    attackCard(g3, on(g3, S, 0), on(g3, BAIEN, 1));
    expect(hand(g3, 0)).toEqual([]);
    const g4 = game('d41', { battlefield: [S], main: [YUTA, GONZO] });
    hitPlayer(g4, on(g4, S, 0));
    expect(hand(g4, 0)).toEqual([YUTA]);
    const g5 = game('d41', { hand: [S], energy: 6, guard: [{ name: '機関士 テツジ', faceUp: true }] });
    expect(playable(g5, S)).toBe(true);
  });

  it('d41 老機関士 ゲンゾウ / 車掌 ハルエ: enters → may return a 《機関車》 / 《鉄道員》 character card of your trash to the hand (HF-5.5)', () => {
    const GENZO = '老機関士 ゲンゾウ';
    const HARUE = '車掌 ハルエ';
    const g = game('d41', { hand: [GENZO], energy: 4, trash: [YUTA, SHIRASAGI] });
    expect(targetable(g, GENZO, inTrash(g, 0, YUTA))).toBe(false);
    play(g, GENZO, [], { targets: [[inTrash(g, 0, SHIRASAGI)]] });
    expect(hand(g, 0)).toEqual([SHIRASAGI]);
    const g2 = game('d41', { hand: [GENZO], energy: 4, trash: [SHIRASAGI] });
    play(g2, GENZO, [], { may: [false] });
    expect(hand(g2, 0)).toEqual([]);
    const g3 = game('d41', { hand: [HARUE], energy: 2, trash: [SHIRASAGI, YUTA] });
    play(g3, HARUE, [], { targets: [[inTrash(g3, 0, YUTA)]] });
    expect(hand(g3, 0)).toEqual([YUTA]);
  });

  it('d41 踏切番 トメ: defending → the attacker −1000 until the end of the turn (HF-8.3)', () => {
    const g = game('d41', { battlefield: [TOME] }, { battlefield: [GONZO] }, 1);
    const gonzo = on(g, GONZO, 1);
    defendWith(g, gonzo, on(g, TOME, 0));
    expect(powerOf(g, gonzo)).toBe(1000);
    settle(g, {}, ['main']);
    expect(trash(g, 0)).toEqual([TOME]);
    endTurn(g);
    expect(powerOf(g, gonzo)).toBe(2000);
  });

  it('d41 修理工場の親方 ダイモン: [カルネージ2] a cost ≤3 《機関車》 character card of your trash onto the battlefield, active (HF-12.4)', () => {
    const D = '修理工場の親方 ダイモン';
    const g = game('d41', { battlefield: [D], trash: [KOTETSU, DAIKOKU], damageField: [YUTA, YUTA] });
    const d = on(g, D, 0);
    expect(activatableOn(g, d, inTrash(g, 0, DAIKOKU))).toBe(false);
    activate(g, d, [inTrash(g, 0, KOTETSU)]);
    expect(asleep(g, on(g, KOTETSU, 0))).toBe(false);
    expect(damageCount(g, 0)).toBe(0);
    expect(sorted(trash(g, 0))).toEqual(sorted([DAIKOKU, YUTA, YUTA]));
    expect(asleep(g, d)).toBe(false);
  });

  it('d41 駅弁売り キヨ: enters → draw only while a 《駅》 world set of yours is on the battlefield (HF-5.6)', () => {
    const KIYO = '駅弁売り キヨ';
    const g = game('d41', { hand: [KIYO], energy: 1, battlefield: [STATION], main: [YUTA] });
    play(g, KIYO);
    expect(hand(g, 0)).toEqual([YUTA]);
    const g2 = game('d41', { hand: [KIYO], energy: 1, main: [YUTA] }, { battlefield: [STATION] });
    play(g2, KIYO);
    expect(hand(g2, 0)).toEqual([]);
  });

  it('d41 救援隊長 ゴウ: 【反撃】; 【ダメージトリガー】 a 《鉄道員》 character card of your trash to the hand (HF-9.3)', () => {
    const GOU = '救援隊長 ゴウ';
    const g = game('d41', { guard: [GOU], trash: [YUTA] }, { battlefield: [BAIEN] }, 1);
    revealedWith(g, on(g, BAIEN, 1), [inTrash(g, 0, YUTA)]);
    expect(hand(g, 0)).toEqual([YUTA]);
    const g2 = game('d41', { battlefield: [GOU] });
    expect(hasKeyword(g2, on(g2, GOU, 0), 'counter')).toBe(true);
  });

  it('d41 黒鉄急行総裁 クロガネ・ゲンスイ: enters → an ACTIVE opposing character asleep; a 《黒鉄急行》 of yours destroys an opposing character by attack → draw (HF-9.6)', () => {
    const K = '黒鉄急行総裁 クロガネ・ゲンスイ';
    const g = game(
      'd41',
      { hand: [K], energy: 6, battlefield: [BAIEN, SHIRASAGI], main: [YUTA, GONZO] },
      { battlefield: [{ name: TOME, sleep: true }, { name: YUTA, sleep: true }, GONZO] },
    );
    play(g, K);
    expect(asleep(g, on(g, GONZO, 1))).toBe(true);
    attackCard(g, on(g, BAIEN, 0), on(g, TOME, 1));
    expect(hand(g, 0)).toEqual([YUTA]);
    attackCard(g, on(g, SHIRASAGI, 0), on(g, YUTA, 1)); // not 《黒鉄急行》
    expect(hand(g, 0)).toEqual([YUTA]);
  });

  it('d41 装甲機関車 鉄槌号: 【貫通】; enters → 3000 to an ASLEEP opposing character (none: nothing) (HF-5.5)', () => {
    const T = '装甲機関車 鉄槌号';
    const g = game(
      'd41',
      { hand: [T], energy: 7 },
      { battlefield: [{ name: BAIEN, sleep: true }, SHIRASAGI] },
    );
    expect(hasKeyword(g, on(g, SHIRASAGI, 1), 'pierce')).toBe(false);
    play(g, T);
    expect(trash(g, 1)).toEqual([BAIEN]);
    expect(damageOf(g, on(g, SHIRASAGI, 1))).toBe(0);
    expect(hasKeyword(g, on(g, T, 0), 'pierce')).toBe(true);
    const g2 = game('d41', { hand: [T], energy: 7 }, { battlefield: [SHIRASAGI] });
    play(g2, T);
    expect(field(g2, 0)).toEqual([T]);
  });

  it('d41 買収屋 キンジロウ: enters → an opposing character of power ≤2000 becomes yours for good (HF-4.3)', () => {
    const K = '買収屋 キンジロウ';
    const g = game('d41', { hand: [K], energy: 4 }, { battlefield: [GONZO, SHIRASAGI] });
    play(g, K, [], { targets: [[on(g, GONZO, 1)]] });
    expect(sorted(field(g, 0))).toEqual(sorted([K, GONZO]));
    endTurn(g);
    endTurn(g);
    expect(sorted(field(g, 0))).toEqual(sorted([K, GONZO]));
  });

  it('d41 線路破り ヤスケ: attacking → may put a set card on an opposing character into its owner’s trash (HF-5.5)', () => {
    const Y = '線路破り ヤスケ';
    const g = game('d41', { battlefield: [Y] }, { battlefield: [SHIRASAGI], hand: [COAL], energy: 1 }, 1);
    setBy1(g, COAL, on(g, SHIRASAGI, 1));
    endTurn(g);
    const [coal] = attachedTo(g, on(g, SHIRASAGI, 1));
    hitPlayer(g, on(g, Y, 0), { targets: [[coal]] });
    expect(trash(g, 1)).toEqual([COAL]);
    expect(powerOf(g, on(g, SHIRASAGI, 1))).toBe(4000);
    const g2 = game('d41', { battlefield: [Y] }, { battlefield: [SHIRASAGI], hand: [COAL], energy: 1 }, 1);
    setBy1(g2, COAL, on(g2, SHIRASAGI, 1));
    endTurn(g2);
    hitPlayer(g2, on(g2, Y, 0), { may: [false] });
    expect(trash(g2, 1)).toEqual([]);
  });

  it('d41 暴走火夫 ガンテツ: cannot defend (HF-8.2)', () => {
    const g = game('d41', { battlefield: [GANTETSU, TOME] }, { battlefield: [GONZO] }, 1);
    attack(g, on(g, GONZO, 1), { player: 0 });
    expect(canDefend(g, on(g, GANTETSU, 0))).toBe(false);
    expect(canDefend(g, on(g, TOME, 0))).toBe(true);
  });

  it('d41 黒鉄急行の車掌 ミズチ: enters → draw, then discard a card of your choice (HF-5.7)', () => {
    const M = '黒鉄急行の車掌 ミズチ';
    const g = game('d41', { hand: [M, COAL], energy: 3, main: [YUTA] });
    play(g, M, [], { choose: [COAL] });
    expect(hand(g, 0)).toEqual([YUTA]);
    expect(trash(g, 0)).toEqual([COAL]);
  });

  it('d41 新線建設監督 ロウガ: enters → look at 4, may reveal a 《線路》 or 《駅》 card to the hand, the rest to the bottom in order; fewer than 4: nothing', () => {
    const R = '新線建設監督 ロウガ';
    const g = game('d41', { hand: [R], energy: 4, main: [YUTA, STATION, STONE, GONZO, TOME] });
    play(g, R, [], { choose: [STONE, GONZO, STATION, YUTA] });
    expect(hand(g, 0)).toEqual([STONE]);
    expect(top(g, 0, 1)).toEqual([TOME]);
    expect(bottom(g, 0, 3)).toEqual([GONZO, STATION, YUTA]);
    const g2 = game('d41', { hand: [R], energy: 4, main: [STATION, YUTA, GONZO], mainCount: 3 });
    play(g2, R, [], { choose: [STATION] });
    expect(hand(g2, 0)).toEqual([]);
  });

  it('d41 測量技師 ヒナギク: enters → may put an opposing world set into its owner’s trash (not yours) (HF-5.5)', () => {
    const H = '測量技師 ヒナギク';
    const g = game('d41', { hand: [H], energy: 3, battlefield: [STATION] }, { battlefield: ['黒鉄操車場'] });
    play(g, H);
    expect(trash(g, 1)).toEqual(['黒鉄操車場']);
    expect(field(g, 0)).toContain(STATION);
    const g2 = game('d41', { hand: [H], energy: 3 }, { battlefield: ['黒鉄操車場'] });
    play(g2, H, [], { may: [false] });
    expect(trash(g2, 1)).toEqual([]);
  });

  it('d41 非常ブレーキ: the attacking character’s attack fails (it stays asleep); 【ダメージトリガー】 an opposing character asleep (HF-8.4, HF-9.3)', () => {
    const B = '非常ブレーキ';
    const g = game('d41', { hand: [B], energy: 2 }, { battlefield: [DAIKOKU] }, 1);
    const d = on(g, DAIKOKU, 1);
    act(g, { type: 'attack', attacker: d, target: { player: 0 } });
    untilPlayable(g, 0);
    act(g, { type: 'play', player: 0, card: inHand(g, 0, B), targets: [d] });
    settle(g, {}, ['main']);
    expect(damageCount(g, 0)).toBe(0);
    expect(asleep(g, d)).toBe(true);
    const g2 = game('d41', { guard: [B] }, { battlefield: [BAIEN, SHIRASAGI] }, 1);
    revealedWith(g2, on(g2, BAIEN, 1), [on(g2, SHIRASAGI, 1)]);
    expect(asleep(g2, on(g2, SHIRASAGI, 1))).toBe(true);
  });

  it('d41 脱線事故: destroy an ASLEEP character of either side (HF-5.4)', () => {
    const X = '脱線事故';
    const g = game('d41', { hand: [X], energy: 4, battlefield: [{ name: GONZO, sleep: true }] }, { battlefield: [SHIRASAGI] });
    expect(targetable(g, X, on(g, SHIRASAGI, 1))).toBe(false);
    play(g, X, [on(g, GONZO, 0)]);
    expect(trash(g, 0)).toEqual([GONZO, X]);
  });

  it('d41 石炭の積み込み: your top card into the energy ASLEEP; 【ダメージトリガー】 ACTIVE; empty deck: nothing (HF-9.3)', () => {
    const C = '石炭の積み込み';
    const g = game('d41', { hand: [C], energy: 2, main: [YUTA, GONZO] });
    play(g, C);
    expect(energyCount(g, 0)).toBe(3);
    expect(activeEnergy(g, 0)).toBe(0);
    expect(top(g, 0, 1)).toEqual([GONZO]);
    const g2 = game('d41', { guard: [C], main: [YUTA] }, { battlefield: [BAIEN] }, 1);
    revealedWith(g2, on(g2, BAIEN, 1), []);
    expect(energyCount(g2, 0)).toBe(1);
    expect(activeEnergy(g2, 0)).toBe(1);
  });

  it('d41 全速前進: a 《機関車》 of yours +2000 until the end of the turn (HF-5.4)', () => {
    const F = '全速前進';
    const g = game('d41', { hand: [F], energy: 1, battlefield: [SHIRASAGI, GONZO] });
    expect(targetable(g, F, on(g, GONZO, 0))).toBe(false);
    play(g, F, [on(g, SHIRASAGI, 0)]);
    expect(powerOf(g, on(g, SHIRASAGI, 0))).toBe(6000);
    endTurn(g);
    expect(powerOf(g, on(g, SHIRASAGI, 0))).toBe(4000);
  });

  it('d41 運行ダイヤの乱れ: one or two opposing characters asleep (HF-5.10)', () => {
    const D = '運行ダイヤの乱れ';
    const g = game('d41', { hand: [D], energy: 2 }, { battlefield: [GONZO, SHIRASAGI, BAIEN] });
    play(g, D, [on(g, GONZO, 1), on(g, SHIRASAGI, 1)]);
    expect([GONZO, SHIRASAGI, BAIEN].map((n) => asleep(g, on(g, n, 1)))).toEqual([true, true, false]);
    const g2 = game('d41', { hand: [D], energy: 2 }, { battlefield: [GONZO, SHIRASAGI] });
    play(g2, D, [on(g2, GONZO, 1)]);
    expect(asleep(g2, on(g2, SHIRASAGI, 1))).toBe(false);
  });

  it('d41 路線の買収: an opposing character of power ≤4000 becomes yours for good (HF-4.3)', () => {
    const R = '路線の買収';
    const g = game('d41', { hand: [R], energy: 6 }, { battlefield: [SHIRASAGI, DAIKOKU] });
    expect(targetable(g, R, on(g, DAIKOKU, 1))).toBe(false);
    play(g, R, [on(g, SHIRASAGI, 1)]);
    endTurn(g);
    endTurn(g);
    expect(field(g, 0)).toEqual([SHIRASAGI]);
  });

  it('d41 爆破工作: 4000 damage to a character of either side (HF-9.4)', () => {
    const B = '爆破工作';
    const g = game('d41', { hand: [B, B], energy: 6, battlefield: [SHIRASAGI] }, { battlefield: [DAIKOKU] });
    play(g, B, [on(g, DAIKOKU, 1)]);
    expect(damageOf(g, on(g, DAIKOKU, 1))).toBe(4000);
    play(g, B, [on(g, SHIRASAGI, 0)]);
    expect(trash(g, 0)).toContain(SHIRASAGI);
  });

  it('d41 ストライキ: every 《鉄道員》 character of both sides asleep, no target (HF-5.4)', () => {
    const g = game('d41', { hand: ['ストライキ'], energy: 3, battlefield: [GONZO, SHIRASAGI] }, { battlefield: [GANTETSU, BAIEN] });
    play(g, 'ストライキ');
    expect(asleep(g, on(g, GONZO, 0)) && asleep(g, on(g, GANTETSU, 1))).toBe(true);
    expect(asleep(g, on(g, SHIRASAGI, 0)) || asleep(g, on(g, BAIEN, 1))).toBe(false);
  });

  it('d41 車庫からの再出発: a cost ≤4 《機関車》 character card of your trash onto the battlefield as yours, active (HF-5.4)', () => {
    const R = '車庫からの再出発';
    const g = game('d41', { hand: [R], energy: 4, trash: [SHIRASAGI, DAIKOKU, YUTA] });
    expect(targetable(g, R, inTrash(g, 0, DAIKOKU))).toBe(false);
    expect(targetable(g, R, inTrash(g, 0, YUTA))).toBe(false);
    play(g, R, [inTrash(g, 0, SHIRASAGI)]);
    expect(field(g, 0)).toEqual([SHIRASAGI]);
    expect(asleep(g, on(g, SHIRASAGI, 0))).toBe(false);
  });

  it('d41 汽笛一声: a character of yours +1000 for the turn, and draw even when the target is gone; 【ダメージトリガー】 a 《機関車》 active (HF-5.6, HF-9.3)', () => {
    const K = '汽笛一声';
    const g = game('d41', { hand: [K], energy: 1, battlefield: [GONZO], main: [YUTA] });
    play(g, K, [on(g, GONZO, 0)]);
    expect(powerOf(g, on(g, GONZO, 0))).toBe(3000);
    expect(hand(g, 0)).toEqual([YUTA]);
    const g2 = game('d41', { guard: [K], battlefield: [{ name: SHIRASAGI, sleep: true }] }, { battlefield: [BAIEN] }, 1);
    revealedWith(g2, on(g2, BAIEN, 1), [on(g2, SHIRASAGI, 0)]);
    expect(asleep(g2, on(g2, SHIRASAGI, 0))).toBe(false);
  });

  it('d41 上質炭 / 過熱ボイラー: only on a 《機関車》; +1000 and 《石炭》 / +1000 and 【強撃】 (HF-4.4)', () => {
    const BOILER = '過熱ボイラー';
    const g = game('d41', { hand: [COAL, BOILER], energy: 4, battlefield: [SHIRASAGI, GONZO] });
    expect(targetable(g, COAL, on(g, GONZO, 0))).toBe(false);
    expect(targetable(g, BOILER, on(g, GONZO, 0))).toBe(false);
    const s = on(g, SHIRASAGI, 0);
    play(g, COAL, [s]);
    expect(traitsOf(g, s)).toContain('石炭');
    play(g, BOILER, [s]);
    expect(powerOf(g, s)).toBe(6000);
    expect(hasKeyword(g, s, 'strike')).toBe(true);
  });

  it('d41 練炭の束: only on a 《機関車》; +1000; set → its player draws (HF-4.4)', () => {
    const R = '練炭の束';
    const g = game('d41', { hand: [R], energy: 2, battlefield: [GONZO], main: [YUTA] }, { battlefield: [SHIRASAGI] });
    expect(targetable(g, R, on(g, GONZO, 0))).toBe(false);
    play(g, R, [on(g, SHIRASAGI, 1)]);
    expect(powerOf(g, on(g, SHIRASAGI, 1))).toBe(5000);
    expect(hand(g, 0)).toEqual([YUTA]);
    expect(handSize(g, 1)).toBe(0);
  });

  it('d41 鋼鉄の排障器: +1000 and 【貫通】 on any character (HF-4.4)', () => {
    const P = '鋼鉄の排障器';
    const g = game('d41', { hand: [P], energy: 2, battlefield: [GONZO] }, { battlefield: [{ name: YUTA, sleep: true }] });
    const gonzo = on(g, GONZO, 0);
    play(g, P, [gonzo]);
    expect(powerOf(g, gonzo)).toBe(3000);
    attackCard(g, gonzo, on(g, YUTA, 1));
    expect(damageCount(g, 1)).toBe(1);
  });

  it('d41 置き石 / 故障信号: −1000 on any character; 故障信号 also: the host cannot defend (HF-8.2)', () => {
    const F = '故障信号';
    const g = game('d41', { battlefield: [GONZO, TOME] }, { hand: [STONE, F], energy: 3, battlefield: [DAIKOKU] }, 1);
    setBy1(g, STONE, on(g, TOME, 0));
    setBy1(g, F, on(g, GONZO, 0));
    expect(powerOf(g, on(g, GONZO, 0))).toBe(1000);
    expect(trash(g, 0)).toEqual([TOME]); // 1000 − 1000 = 0 (HF-9.5)
    attack(g, on(g, DAIKOKU, 1), { player: 0 });
    expect(canDefend(g, on(g, GONZO, 0))).toBe(false);
  });

  it('d41 差し押さえの札: −1000; the host does not stand in its controller’s active phase, an effect may still stand it (HF-6.1)', () => {
    const S = '差し押さえの札';
    const g = game('d41', { battlefield: [{ name: SHIRASAGI, sleep: true }, { name: GONZO, sleep: true }] }, { hand: [S], energy: 4 }, 1);
    setBy1(g, S, on(g, SHIRASAGI, 0));
    expect(powerOf(g, on(g, SHIRASAGI, 0))).toBe(3000);
    endTurn(g);
    expect(asleep(g, on(g, SHIRASAGI, 0))).toBe(true);
    expect(asleep(g, on(g, GONZO, 0))).toBe(false);
  });

  it('d41 暁中央駅: at the end of your turn, draw if a 《機関車》 of yours is on the battlefield (HF-7.6)', () => {
    const g = game('d41', { battlefield: [STATION, SHIRASAGI], main: [YUTA] }, { main: [GONZO] });
    endTurn(g);
    expect(hand(g, 0)).toEqual([YUTA]);
    const g2 = game('d41', { battlefield: [STATION, GONZO], main: [YUTA] });
    endTurn(g2);
    expect(hand(g2, 0)).toEqual([]);
  });

  it('d41 黒鉄操車場: a 《黒鉄急行》 of yours attacking → it gets +1000 for the turn (HF-12.1)', () => {
    const g = game('d41', { battlefield: ['黒鉄操車場', BAIEN, SHIRASAGI] });
    hitPlayer(g, on(g, BAIEN, 0));
    expect(powerOf(g, on(g, BAIEN, 0))).toBe(4000);
    hitPlayer(g, on(g, SHIRASAGI, 0));
    expect(powerOf(g, on(g, SHIRASAGI, 0))).toBe(4000);
  });

  it('d41 重装機関車 黒鉄号 / 急行機関車 疾風号 / 用心棒 ザンマ: keywords; 蒸気機関車 白鷺号 / 煤煙号: vanilla', () => {
    const g = game('d41', { battlefield: ['重装機関車 黒鉄号', '急行機関車 疾風号', ZANMA] });
    expect(hasKeyword(g, on(g, '重装機関車 黒鉄号', 0), 'pierce')).toBe(true);
    expect(hasKeyword(g, on(g, '急行機関車 疾風号', 0), 'godspeed')).toBe(true);
    expect(hasKeyword(g, on(g, ZANMA, 0), 'counter')).toBe(true);
    expect(vanilla('d41', SHIRASAGI) && vanilla('d41', BAIEN)).toBe(true);
  });
});
