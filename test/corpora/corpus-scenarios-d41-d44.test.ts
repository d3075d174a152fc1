// Issue 22 ("Done when": 0 accepted cards behave differently from their intent): the accepted cards of the
// tenth blind round, designer corpora d41–d44 (and the subtle ones of the style twins d41x–d44x), played in
// the engine exactly as their designer wrote them (test/corpora/<set>.hf, compiled one by one as corpusReach
// does), each asserting what its `# 意図:` says — or, where the intent goes against the seeds or a RULING of
// docs/engine.md, what the rules say (the test names the ruling). Cards with no text or only keywords are
// checked together at the end of each set.
import { describe, expect, it } from 'vitest';
import { legalActions } from '../../src/engine/index.js';
import { hasKeyword, powerOf, nameOf as shownName, traitsOf } from '../../src/engine/query.js';
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
  corpusReaders,
  damageCount,
  damageOf,
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
  setBy1,
  settle,
  sorted,
  targetable,
  top,
  trash,
  untilPlayable,
} from '../helpers/corpusScenario.js';
import { act } from '../helpers/harness.js';

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
const { vanilla } = corpusReaders(SETS);

/** The face-down characters of player `p` (HF-4.7: no name, the power and traits the effect gave). */
const faceDown = (g: G, p: 0 | 1) =>
  g.state.battlefield.filter((id) => g.state.cards[id].controller === p && g.state.cards[id].faceDown);

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
    const g2 = game('d41', { battlefield: [GYOKO], hand: [COAL, '練炭の束'], energy: 3, main: [YUTA] });
    play(g2, COAL, [on(g2, GYOKO, 0)]);
    play(g2, '練炭の束', [on(g2, GYOKO, 0)]);
    hitPlayer(g2, on(g2, GYOKO, 0));
    expect(damageCount(g2, 1)).toBe(2); // two 《石炭》 cards: still one 【強撃】
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
    expect(legalActions(g).some((a) => a.type === 'attack' && a.attacker === k && 'player' in a.target)).toBe(
      false,
    );
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
    const g3 = game(
      'd41',
      { battlefield: [S], main: [YUTA, GONZO] },
      { battlefield: [{ name: BAIEN, sleep: true }] },
    );
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
    const g = game(
      'd41',
      { hand: [X], energy: 4, battlefield: [{ name: GONZO, sleep: true }] },
      { battlefield: [SHIRASAGI] },
    );
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
    // 「解決時にもパワー4000以下」: pumped above 4000 before it resolves → no longer a legal target (HF-5.6).
    const g2 = game(
      'd41',
      { hand: [R], energy: 6 },
      { battlefield: [SHIRASAGI], hand: ['汽笛一声'], energy: 1 },
    );
    const s2 = on(g2, SHIRASAGI, 1);
    act(g2, { type: 'play', player: 0, card: inHand(g2, 0, R), targets: [s2] });
    untilPlayable(g2, 1);
    act(g2, { type: 'play', player: 1, card: inHand(g2, 1, '汽笛一声'), targets: [s2] });
    settle(g2);
    expect(field(g2, 0)).toEqual([]);
    expect(field(g2, 1)).toEqual([SHIRASAGI]);
  });

  it('d41 爆破工作: 4000 damage to a character of either side (HF-9.4)', () => {
    const B = '爆破工作';
    const g = game('d41', { hand: [B, B], energy: 6, battlefield: [SHIRASAGI] }, { battlefield: [DAIKOKU] });
    play(g, B, [on(g, DAIKOKU, 1)]);
    expect(damageOf(g, on(g, DAIKOKU, 1))).toBe(4000);
    play(g, B, [on(g, SHIRASAGI, 0)]);
    expect(trash(g, 0)).toContain(SHIRASAGI);
  });

  it('d41 時刻表の改正: draw 2 (HF-5.4)', () => {
    const g = game('d41', { hand: ['時刻表の改正'], energy: 3, main: [YUTA, GONZO, TOME] });
    play(g, '時刻表の改正');
    expect(hand(g, 0)).toEqual([YUTA, GONZO]);
  });

  it('d41 ストライキ: every 《鉄道員》 character of both sides asleep, no target (HF-5.4)', () => {
    const g = game(
      'd41',
      { hand: ['ストライキ'], energy: 3, battlefield: [GONZO, SHIRASAGI] },
      { battlefield: [GANTETSU, BAIEN] },
    );
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
    const g2 = game(
      'd41',
      { guard: [K], battlefield: [{ name: SHIRASAGI, sleep: true }] },
      { battlefield: [BAIEN] },
      1,
    );
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
    const g = game(
      'd41',
      { hand: [R], energy: 2, battlefield: [GONZO], main: [YUTA] },
      { battlefield: [SHIRASAGI] },
    );
    expect(targetable(g, R, on(g, GONZO, 0))).toBe(false);
    play(g, R, [on(g, SHIRASAGI, 1)]);
    expect(powerOf(g, on(g, SHIRASAGI, 1))).toBe(5000);
    expect(hand(g, 0)).toEqual([YUTA]);
    expect(handSize(g, 1)).toBe(0);
  });

  it('d41 鋼鉄の排障器: +1000 and 【貫通】 on any character (HF-4.4)', () => {
    const P = '鋼鉄の排障器';
    const g = game(
      'd41',
      { hand: [P], energy: 2, battlefield: [GONZO] },
      { battlefield: [{ name: YUTA, sleep: true }] },
    );
    const gonzo = on(g, GONZO, 0);
    play(g, P, [gonzo]);
    expect(powerOf(g, gonzo)).toBe(3000);
    attackCard(g, gonzo, on(g, YUTA, 1));
    expect(damageCount(g, 1)).toBe(1);
  });

  it('d41 置き石 / 故障信号: −1000 on any character; 故障信号 also: the host cannot defend (HF-8.2)', () => {
    const F = '故障信号';
    const g = game(
      'd41',
      { battlefield: [GONZO, TOME] },
      { hand: [STONE, F], energy: 3, battlefield: [DAIKOKU] },
      1,
    );
    setBy1(g, STONE, on(g, TOME, 0));
    setBy1(g, F, on(g, GONZO, 0));
    expect(powerOf(g, on(g, GONZO, 0))).toBe(1000);
    expect(trash(g, 0)).toEqual([TOME]); // 1000 − 1000 = 0 (HF-9.5)
    attack(g, on(g, DAIKOKU, 1), { player: 0 });
    expect(canDefend(g, on(g, GONZO, 0))).toBe(false);
  });

  it('d41 差し押さえの札: −1000; the host does not stand in its controller’s active phase, an effect may still stand it (HF-6.1)', () => {
    const S = '差し押さえの札';
    const g = game(
      'd41',
      {
        battlefield: [
          { name: SHIRASAGI, sleep: true },
          { name: GONZO, sleep: true },
        ],
      },
      { hand: [S], energy: 4 },
      1,
    );
    setBy1(g, S, on(g, SHIRASAGI, 0));
    expect(powerOf(g, on(g, SHIRASAGI, 0))).toBe(3000);
    endTurn(g);
    expect(asleep(g, on(g, SHIRASAGI, 0))).toBe(true);
    expect(asleep(g, on(g, GONZO, 0))).toBe(false);
  });

  it('d41 暁中央駅: at the end of your turn, draw if a 《機関車》 of yours is on the battlefield (HF-7.6)', () => {
    const g = game(
      'd41',
      { battlefield: [STATION, SHIRASAGI], main: [YUTA, GONZO, TOME] },
      { main: [GONZO] },
    );
    endTurn(g);
    expect(hand(g, 0)).toEqual([YUTA]);
    endTurn(g); // the opponent's turn end: nothing; then your draw phase draws one
    expect(hand(g, 0)).toEqual([YUTA, GONZO]);
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

describe('d42-onmyou', () => {
  const GAKUSEI = '陰陽寮の学生'; // 《陰陽師》 1000, cost 1
  const HOUSHI = '法師陰陽師'; // 《陰陽師》《僧》 2000
  const KAMI = '紙式神'; // 《式神》 1000, cost 1: destroyed → draw
  const NUE = '鵺'; // 《妖》 4000 vanilla, cost 3
  const KOONI = '百鬼夜行の小鬼'; // 《鬼》《妖》 3000 vanilla, cost 2
  const MICHINAGA = '藤原道長'; // 《貴族》 2000
  const SHUTEN = '酒呑童子'; // 《鬼》 6000
  const SEIRYU = '十二天将・青龍'; // 《式神》 6000 【強撃】【警戒】
  const GENBU = '十二天将・玄武'; // 《式神》 4000 【反撃】【警戒】
  const MONOIMI = '物忌み'; // command, cost 1

  it('d42 蘆屋道満: enters → an opposing character −2000 for the turn (at 0 destroyed); [カルネージ2][スリープ] destroy a character of either side (HF-9.5)', () => {
    const D = '蘆屋道満';
    const g = game('d42', { hand: [D], energy: 4 }, { battlefield: [KAMI, NUE] });
    play(g, D, [], { targets: [[on(g, NUE, 1)]] });
    expect(powerOf(g, on(g, NUE, 1))).toBe(2000);
    endTurn(g);
    expect(powerOf(g, on(g, NUE, 1))).toBe(4000);
    const g2 = game('d42', { battlefield: [D, GAKUSEI], damageField: [KAMI, KAMI] }, { battlefield: [NUE] });
    activate(g2, on(g2, D, 0), [on(g2, GAKUSEI, 0)]);
    expect(sorted(trash(g2, 0))).toEqual(sorted([GAKUSEI, KAMI, KAMI]));
    expect(canActivate(g2, on(g2, D, 0))).toBe(false);
  });

  it('d42 賀茂忠行: enters → look at 3, up to one 《式神》 or 《陰陽師》 card revealed to the hand, the rest to the bottom in order (HF-5.6)', () => {
    const T = '賀茂忠行';
    const g = game('d42', { hand: [T], energy: 3, main: [NUE, KAMI, MICHINAGA, KOONI] });
    play(g, T, [], { choose: [KAMI, MICHINAGA, NUE] });
    expect(hand(g, 0)).toEqual([KAMI]);
    expect(bottom(g, 0, 2)).toEqual([MICHINAGA, NUE]);
    expect(top(g, 0, 1)).toEqual([KOONI]);
    const g2 = game('d42', { hand: [T], energy: 3, main: [NUE, KAMI], mainCount: 2 });
    play(g2, T);
    expect(top(g2, 0, 2)).toEqual([NUE, KAMI]);
  });

  it('d42 賀茂保憲: [2][スリープ] your top card face down, active, a 1000 《式神》 with no text; no limit per turn (HF-4.7)', () => {
    const Y = '賀茂保憲';
    const g = game('d42', { battlefield: [Y], energy: 2, main: [SHUTEN, NUE] });
    activate(g, on(g, Y, 0));
    const [id] = faceDown(g, 0);
    expect(powerOf(g, id)).toBe(1000);
    expect(traitsOf(g, id)).toEqual(['式神']);
    expect(asleep(g, id)).toBe(false);
    expect(top(g, 0, 1)).toEqual([NUE]);
    const g2 = game('d42', { battlefield: [Y], energy: 2, mainCount: 0 });
    activate(g2, on(g2, Y, 0));
    expect(faceDown(g2, 0)).toEqual([]);
  });

  it('d42 陰陽寮の学生: [スリープ] a 《式神》 of yours +1000 for the turn (HF-12.4)', () => {
    const g = game('d42', { battlefield: [GAKUSEI, KAMI, MICHINAGA] });
    const s = on(g, GAKUSEI, 0);
    expect(activatableOn(g, s, on(g, MICHINAGA, 0))).toBe(false);
    activate(g, s, [on(g, KAMI, 0)]);
    expect(powerOf(g, on(g, KAMI, 0))).toBe(2000);
    endTurn(g);
    expect(powerOf(g, on(g, KAMI, 0))).toBe(1000);
  });

  it('d42 陰陽頭 賀茂光栄: 【警戒】; your other 《陰陽師》 have 【警戒】 while it is on the battlefield (HF-13.2)', () => {
    const M = '陰陽頭 賀茂光栄';
    const g = game('d42', { battlefield: [M, GAKUSEI, MICHINAGA] }, { battlefield: [HOUSHI] });
    expect(hasKeyword(g, on(g, M, 0), 'vigilance')).toBe(true);
    expect(hasKeyword(g, on(g, GAKUSEI, 0), 'vigilance')).toBe(true);
    expect(hasKeyword(g, on(g, MICHINAGA, 0), 'vigilance')).toBe(false);
    expect(hasKeyword(g, on(g, HOUSHI, 1), 'vigilance')).toBe(false);
  });

  it('d42 法師陰陽師: [カルネージ1][スリープ] 2000 damage to a character of either side (HF-12.4)', () => {
    const g = game('d42', { battlefield: [HOUSHI], damageField: [KAMI] }, { battlefield: [MICHINAGA] });
    activate(g, on(g, HOUSHI, 0), [on(g, MICHINAGA, 1)]);
    expect(trash(g, 1)).toEqual([MICHINAGA]);
    expect(damageCount(g, 0)).toBe(0);
    const g2 = game('d42', { battlefield: [HOUSHI] });
    expect(canActivate(g2, on(g2, HOUSHI, 0))).toBe(false);
  });

  it('d42 紙式神: destroyed → its player draws; returned to the hand: nothing (HF-9.6)', () => {
    const g = game('d42', { battlefield: [KAMI], main: [NUE] }, { battlefield: [KOONI] }, 1);
    defendWith(g, on(g, KOONI, 1), on(g, KAMI, 0));
    settle(g, {}, ['main']);
    expect(hand(g, 0)).toEqual([NUE]);
    const g2 = game('d42', { battlefield: [KAMI], hand: ['方違え'], energy: 1, main: [NUE] });
    play(g2, '方違え', [on(g2, KAMI, 0)]);
    expect(hand(g2, 0)).toEqual([KAMI]);
  });

  it('d42 式神・白鷺: 【神速】; +1000 while a 《陰陽師》 of yours is on the battlefield (HF-13.6)', () => {
    const S = '式神・白鷺';
    const g = game('d42', { battlefield: [S] }, { battlefield: [GAKUSEI] });
    expect(hasKeyword(g, on(g, S, 0), 'godspeed')).toBe(true);
    expect(powerOf(g, on(g, S, 0))).toBe(2000);
    const g2 = game('d42', { battlefield: [S, GAKUSEI] });
    expect(powerOf(g2, on(g2, S, 0))).toBe(3000);
  });

  it('d42 護法童子: 【反撃】; defending → +1000 for the turn (HF-8.3)', () => {
    const G0 = '護法童子';
    const g = game('d42', { battlefield: [G0] }, { battlefield: [HOUSHI] }, 1);
    expect(hasKeyword(g, on(g, G0, 0), 'counter')).toBe(true);
    defendWith(g, on(g, HOUSHI, 1), on(g, G0, 0));
    expect(powerOf(g, on(g, G0, 0))).toBe(3000);
    settle(g, {}, ['main']);
    expect(trash(g, 1)).toEqual([HOUSHI]); // 【反撃】 3000 on the 2000 attacker
    expect(field(g, 0)).toEqual([G0]);
  });

  it('d42 十二天将・騰蛇: 【貫通】; enters → 2000 to an opposing character (HF-5.5)', () => {
    const T = '十二天将・騰蛇';
    const g = game('d42', { hand: [T], energy: 5 }, { battlefield: [HOUSHI, NUE] });
    play(g, T, [], { targets: [[on(g, HOUSHI, 1)]] });
    expect(trash(g, 1)).toEqual([HOUSHI]);
    expect(hasKeyword(g, on(g, T, 0), 'pierce')).toBe(true);
  });

  it('d42 十二天将・朱雀: 【神速】; its attack damages the opponent → draw (HF-12.1)', () => {
    const S = '十二天将・朱雀';
    const g = game('d42', { battlefield: [S], main: [NUE] });
    expect(hasKeyword(g, on(g, S, 0), 'godspeed')).toBe(true);
    hitPlayer(g, on(g, S, 0));
    expect(hand(g, 0)).toEqual([NUE]);
  });

  it('d42 怨霊 菅原道真: enters → 2000 to every opposing character, none of yours; 【強撃】 (HF-5.4)', () => {
    const M = '怨霊 菅原道真';
    const g = game('d42', { hand: [M], energy: 6, battlefield: [KAMI] }, { battlefield: [HOUSHI, KOONI] });
    play(g, M);
    expect(trash(g, 1)).toEqual([HOUSHI]);
    expect(damageOf(g, on(g, KOONI, 1))).toBe(2000);
    expect(field(g, 0)).toContain(KAMI);
    expect(hasKeyword(g, on(g, M, 0), 'strike')).toBe(true);
  });

  it('d42 六条御息所の生霊: attacking → an opposing character −1000 for the turn (HF-12.1)', () => {
    const R = '六条御息所の生霊';
    const g = game('d42', { battlefield: [R] }, { battlefield: [KAMI, NUE] });
    hitPlayer(g, on(g, R, 0), { targets: [[on(g, NUE, 1)]] });
    expect(powerOf(g, on(g, NUE, 1))).toBe(3000);
    expect(field(g, 1)).toContain(KAMI);
  });

  it('d42 宇治の橋姫: destroyed → 3000 to an opposing character (HF-9.6)', () => {
    const H = '宇治の橋姫';
    const g = game('d42', { battlefield: [H] }, { battlefield: [SHUTEN, KOONI] }, 1);
    defendWith(g, on(g, SHUTEN, 1), on(g, H, 0));
    settle(g, { targets: [[on(g, KOONI, 1)]] }, ['main']);
    expect(trash(g, 0)).toEqual([H]);
    expect(trash(g, 1)).toEqual([KOONI]);
  });

  it('d42 早良親王の祟り: +2000 while your damage field has 3 cards or more; 【ダメージトリガー】 3000 to an opposing character (HF-9.3)', () => {
    const S = '早良親王の祟り';
    const g = game('d42', { battlefield: [S], damageField: [KAMI, KAMI] });
    expect(powerOf(g, on(g, S, 0))).toBe(4000);
    const g2 = game('d42', { battlefield: [S], damageField: [KAMI, KAMI, KAMI] });
    expect(powerOf(g2, on(g2, S, 0))).toBe(6000);
    const g3 = game('d42', { guard: [S] }, { battlefield: [KOONI, HOUSHI] }, 1);
    revealedWith(g3, on(g3, KOONI, 1), [on(g3, HOUSHI, 1)]);
    expect(trash(g3, 1)).toEqual([HOUSHI]);
  });

  it('d42 酒呑童子: 【貫通】; attacking → +1000 for the turn (HF-12.1)', () => {
    const g = game('d42', { battlefield: [SHUTEN] });
    hitPlayer(g, on(g, SHUTEN, 0));
    expect(powerOf(g, on(g, SHUTEN, 0))).toBe(7000);
    expect(hasKeyword(g, on(g, SHUTEN, 0), 'pierce')).toBe(true);
  });

  it('d42 茨木童子: 【神速】; destroyed → may return it from the trash to its owner’s hand (HF-9.6)', () => {
    const I = '茨木童子';
    const g = game('d42', { battlefield: [I] }, { battlefield: [SHUTEN] }, 1);
    expect(hasKeyword(g, on(g, I, 0), 'godspeed')).toBe(true);
    defendWith(g, on(g, SHUTEN, 1), on(g, I, 0));
    settle(g, {}, ['main']);
    expect(hand(g, 0)).toEqual([I]);
    expect(trash(g, 0)).toEqual([]);
    const g2 = game('d42', { battlefield: [I] }, { battlefield: [SHUTEN] }, 1);
    defendWith(g2, on(g2, SHUTEN, 1), on(g2, I, 0));
    settle(g2, { may: [false] }, ['main']);
    expect(trash(g2, 0)).toEqual([I]);
  });

  it('d42 土蜘蛛: defending → the attacker −2000 for the turn (HF-8.3)', () => {
    const T = '土蜘蛛';
    const g = game('d42', { battlefield: [T] }, { battlefield: [NUE] }, 1);
    defendWith(g, on(g, NUE, 1), on(g, T, 0));
    expect(powerOf(g, on(g, NUE, 1))).toBe(2000);
    settle(g, {}, ['main']);
    expect(field(g, 0)).toEqual([T]);
  });

  it('d42 源頼光: 【警戒】; its attack destroys a 《鬼》/《妖》/《怨霊》 → draw; another trait: nothing (HF-9.6)', () => {
    const R = '源頼光';
    const g = game(
      'd42',
      { battlefield: [R], main: [KAMI, NUE] },
      {
        battlefield: [
          { name: KOONI, sleep: true },
          { name: HOUSHI, sleep: true },
        ],
      },
    );
    expect(hasKeyword(g, on(g, R, 0), 'vigilance')).toBe(true);
    attackCard(g, on(g, R, 0), on(g, HOUSHI, 1));
    expect(hand(g, 0)).toEqual([]);
    const g2 = game(
      'd42',
      { battlefield: [R], main: [KAMI, NUE] },
      { battlefield: [{ name: KOONI, sleep: true }] },
    );
    attackCard(g2, on(g2, R, 0), on(g2, KOONI, 1));
    expect(hand(g2, 0)).toEqual([KAMI]);
  });

  it('d42 藤原道長: enters → draw; [1][スリープ] a 《陰陽師》 of yours active (HF-12.4)', () => {
    const g = game('d42', {
      hand: [MICHINAGA],
      energy: 4,
      main: [NUE],
      battlefield: [
        { name: HOUSHI, sleep: true },
        { name: KAMI, sleep: true },
      ],
    });
    play(g, MICHINAGA);
    expect(hand(g, 0)).toEqual([NUE]);
    const g2 = game('d42', {
      battlefield: [MICHINAGA, { name: HOUSHI, sleep: true }, { name: KAMI, sleep: true }],
      energy: 1,
    });
    const m = on(g2, MICHINAGA, 0);
    expect(activatableOn(g2, m, on(g2, KAMI, 0))).toBe(false);
    activate(g2, m, [on(g2, HOUSHI, 0)]);
    expect(asleep(g2, on(g2, HOUSHI, 0))).toBe(false);
  });

  it('d42 急急如律令: a character of yours +2000 for the turn, +3000 instead if it has 《式神》 (HF-5.11)', () => {
    const K = '急急如律令';
    const g = game('d42', { hand: [K, K], energy: 2, battlefield: [KAMI, MICHINAGA] });
    play(g, K, [on(g, KAMI, 0)]);
    play(g, K, [on(g, MICHINAGA, 0)]);
    expect(powerOf(g, on(g, KAMI, 0))).toBe(4000);
    expect(powerOf(g, on(g, MICHINAGA, 0))).toBe(4000);
    endTurn(g);
    expect(powerOf(g, on(g, KAMI, 0))).toBe(1000);
  });

  it('d42 九字護身法: a character of yours 【死殺】 for the turn (HF-13.5)', () => {
    const K = '九字護身法';
    const g = game('d42', { hand: [K, '清涼殿落雷'], energy: 2, battlefield: [HOUSHI] });
    play(g, K, [on(g, HOUSHI, 0)]);
    expect(hasKeyword(g, on(g, HOUSHI, 0), 'deathless')).toBe(true);
    endTurn(g);
    expect(hasKeyword(g, on(g, HOUSHI, 0), 'deathless')).toBe(false);
  });

  it('d42 方違え: a character of yours back to its owner’s hand (HF-5.4)', () => {
    const g = game('d42', { hand: ['方違え'], energy: 1, battlefield: [NUE] }, { battlefield: [KOONI] });
    expect(targetable(g, '方違え', on(g, KOONI, 1))).toBe(false);
    play(g, '方違え', [on(g, NUE, 0)]);
    expect(hand(g, 0)).toEqual([NUE]);
  });

  it('d42 清涼殿落雷 / 呪詛返し: 3000 to every opposing character / 1000 per card of your damage field to a character (HF-5.4)', () => {
    const g = game(
      'd42',
      { hand: ['清涼殿落雷'], energy: 5, battlefield: [KAMI] },
      { battlefield: [KOONI, SHUTEN] },
    );
    play(g, '清涼殿落雷');
    expect(trash(g, 1)).toEqual([KOONI]);
    expect(field(g, 0)).toEqual([KAMI]);
    const J = '呪詛返し';
    const g2 = game(
      'd42',
      { hand: [J, J], energy: 4, damageField: [KAMI, KAMI, KAMI] },
      { battlefield: [SHUTEN] },
    );
    play(g2, J, [on(g2, SHUTEN, 1)]);
    expect(damageOf(g2, on(g2, SHUTEN, 1))).toBe(3000);
    const g3 = game('d42', { hand: [J], energy: 2 }, { battlefield: [SHUTEN] });
    play(g3, J, [on(g3, SHUTEN, 1)]);
    expect(damageOf(g3, on(g3, SHUTEN, 1))).toBe(0);
  });

  it('d42 反魂の術: one or two 《怨霊》 character cards of your trash to the hand (HF-5.10)', () => {
    const H = '反魂の術';
    const O = '宇治の橋姫'; // 《怨霊》《鬼》
    const g = game('d42', { hand: [H], energy: 2, trash: [O, '六条御息所の生霊', SHUTEN] });
    expect(targetable(g, H, inTrash(g, 0, SHUTEN))).toBe(false);
    play(g, H, [inTrash(g, 0, O), inTrash(g, 0, '六条御息所の生霊')]);
    expect(sorted(hand(g, 0))).toEqual(sorted([O, '六条御息所の生霊']));
  });

  it('d42 物忌み: draw 2, then discard a card of your choice (HF-5.7)', () => {
    const g = game('d42', { hand: [MONOIMI, KAMI], energy: 1, main: [NUE, KOONI] });
    play(g, MONOIMI, [], { choose: [KAMI] });
    expect(sorted(hand(g, 0))).toEqual(sorted([NUE, KOONI]));
    expect(sorted(trash(g, 0))).toEqual(sorted([MONOIMI, KAMI]));
  });

  it('d42 泰山府君祭: 【奥義：晴明】; a character card of your trash onto the battlefield as yours, active (HF-13.7)', () => {
    const T = '泰山府君祭';
    const g = game('d42', { hand: [T], energy: 4, trash: [SHUTEN] });
    expect(playable(g, T)).toBe(false);
    const g2 = game('d42', {
      hand: [T],
      energy: 4,
      trash: [SHUTEN],
      guard: [{ name: '晴明桔梗印', faceUp: true }],
    });
    play(g2, T, [inTrash(g2, 0, SHUTEN)]);
    expect(field(g2, 0)).toEqual([SHUTEN]);
    expect(asleep(g2, on(g2, SHUTEN, 0))).toBe(false);
  });

  it('d42 怨霊調伏: destroy a 《怨霊》/《鬼》/《妖》 character of either side (HF-5.4)', () => {
    const C = '怨霊調伏';
    const g = game('d42', { hand: [C], energy: 2, battlefield: [KAMI] }, { battlefield: [KOONI, HOUSHI] });
    expect(targetable(g, C, on(g, HOUSHI, 1))).toBe(false);
    expect(targetable(g, C, on(g, KAMI, 0))).toBe(false);
    play(g, C, [on(g, KOONI, 1)]);
    expect(trash(g, 1)).toEqual([KOONI]);
  });

  it('d42 六壬式占: look at 3, one of them to the hand (not optional), the rest to the bottom in order; fewer than 3: nothing (HF-5.6)', () => {
    const R = '六壬式占';
    const g = game('d42', { hand: [R], energy: 1, main: [NUE, KAMI, KOONI, SHUTEN] });
    play(g, R, [], { choose: [NUE, KOONI, KAMI] });
    expect(hand(g, 0)).toEqual([NUE]);
    expect(top(g, 0, 1)).toEqual([SHUTEN]);
    expect(bottom(g, 0, 2)).toEqual([KOONI, KAMI]);
    const g2 = game('d42', { hand: [R], energy: 1, main: [NUE, KAMI, KOONI] });
    play(g2, R);
    expect(handSize(g2, 0)).toBe(1);
    const g3 = game('d42', { hand: [R], energy: 1, main: [NUE, KAMI], mainCount: 2 });
    play(g3, R);
    expect(handSize(g3, 0)).toBe(0);
    expect(top(g3, 0, 2)).toEqual([NUE, KAMI]); // no reload either
  });

  it('d42 人形代: your top card face down, active, a 2000 《式神》 with no text (HF-4.7)', () => {
    const g = game('d42', { hand: ['人形代'], energy: 1, main: [SHUTEN, NUE] });
    play(g, '人形代');
    const [id] = faceDown(g, 0);
    expect(powerOf(g, id)).toBe(2000);
    expect(traitsOf(g, id)).toEqual(['式神']);
    expect(asleep(g, id)).toBe(false);
  });

  it('d42 鳴弦の儀: 3000 to a character of either side; 【ダメージトリガー】 3000 to an opposing character (HF-9.3)', () => {
    const M = '鳴弦の儀';
    const g = game('d42', { hand: [M], energy: 2, battlefield: [KOONI] });
    play(g, M, [on(g, KOONI, 0)]);
    expect(trash(g, 0)).toContain(KOONI);
    const g2 = game('d42', { guard: [M] }, { battlefield: [SHUTEN, KOONI] }, 1);
    revealedWith(g2, on(g2, SHUTEN, 1), [on(g2, KOONI, 1)]);
    expect(trash(g2, 1)).toEqual([KOONI]);
  });

  it('d42 晴明桔梗印: +1000 on any character; set → the set card’s player draws, even on an opposing character (RULING HF-4.4)', () => {
    const S = '晴明桔梗印';
    const g = game('d42', { hand: [S], energy: 1, main: [NUE] }, { battlefield: [KOONI], main: [KAMI] });
    play(g, S, [on(g, KOONI, 1)]);
    expect(powerOf(g, on(g, KOONI, 1))).toBe(4000);
    expect(hand(g, 0)).toEqual([NUE]);
    expect(handSize(g, 1)).toBe(0);
  });

  it('d42 身固めの護符: +1000 and 【死殺】: damage does not destroy the host (HF-13.5)', () => {
    const S = '身固めの護符';
    const g = game('d42', { hand: [S, '清涼殿落雷'], energy: 8 }, { battlefield: [KAMI] });
    play(g, S, [on(g, KAMI, 1)]);
    play(g, '清涼殿落雷');
    expect(field(g, 1)).toEqual([KAMI]);
    expect(powerOf(g, on(g, KAMI, 1))).toBe(2000);
  });

  it('d42 丑の刻の藁人形: −2000; the host destroyed → the set card’s OWNER draws, not the host’s player (HF-4.4)', () => {
    const W = '丑の刻の藁人形';
    const g = game(
      'd42',
      { hand: [W, '怨霊調伏'], energy: 4, main: [NUE] },
      { battlefield: [KOONI], main: [KAMI] },
    );
    const k = on(g, KOONI, 1);
    play(g, W, [k]);
    expect(powerOf(g, k)).toBe(1000);
    play(g, '怨霊調伏', [k]);
    expect(hand(g, 0)).toEqual([NUE]);
    expect(handSize(g, 1)).toBe(0);
  });

  it('d42 陰陽師の狩衣: +1000 and 《陰陽師》; set → its player looks at the top card and leaves it on top or puts it at the bottom (HF-4.4)', () => {
    const K = '陰陽師の狩衣';
    const g = game('d42', { hand: [K], energy: 1, battlefield: [KAMI], main: [NUE, KOONI] });
    play(g, K, [on(g, KAMI, 0)], { choose: [NUE] });
    expect(traitsOf(g, on(g, KAMI, 0))).toContain('陰陽師');
    expect(powerOf(g, on(g, KAMI, 0))).toBe(2000);
    expect(top(g, 0, 1)).toEqual([KOONI]);
    expect(bottom(g, 0, 1)).toEqual([NUE]);
    const g2 = game('d42', { hand: [K], energy: 1, battlefield: [KAMI], main: [NUE, KOONI] });
    play(g2, K, [on(g2, KAMI, 0)], { choose: [] });
    expect(top(g2, 0, 1)).toEqual([NUE]);
  });

  it('d42 式神憑き: +2000, 《式神》 and 【反撃】 (HF-4.4)', () => {
    const S = '式神憑き';
    const g = game('d42', { hand: [S], energy: 2, battlefield: [MICHINAGA] });
    const m = on(g, MICHINAGA, 0);
    play(g, S, [m]);
    expect(powerOf(g, m)).toBe(4000);
    expect(traitsOf(g, m)).toContain('式神');
    expect(hasKeyword(g, m, 'counter')).toBe(true);
  });

  it('d42 怨嗟の念: +2000 and 《怨霊》; the host destroyed → 2000 to a character, chosen by the HOST’s player (RULING HF-4.4: a set card’s auto ability is its host’s; the intent says the set card’s owner)', () => {
    const E = '怨嗟の念';
    const g = game(
      'd42',
      { hand: [E, '怨霊調伏'], energy: 4, battlefield: [KOONI, HOUSHI] },
      { battlefield: [GAKUSEI] },
    );
    const k = on(g, KOONI, 0);
    play(g, E, [k]);
    expect(powerOf(g, k)).toBe(5000);
    expect(traitsOf(g, k)).toContain('怨霊');
    play(g, '怨霊調伏', [k], { targets: [[on(g, GAKUSEI, 1)]] });
    expect(trash(g, 1)).toEqual([GAKUSEI]);
    expect(field(g, 0)).toEqual([HOUSHI]);
  });

  it('d42 童子切安綱: +2000 and 【貫通】; the host attacking a 《鬼》 character → +2000 more for the turn, not another attack (HF-12.1)', () => {
    const D = '童子切安綱';
    const g = game(
      'd42',
      { hand: [D], energy: 3, battlefield: [MICHINAGA] },
      {
        battlefield: [
          { name: KOONI, sleep: true },
          { name: NUE, sleep: true },
        ],
      },
    );
    const m = on(g, MICHINAGA, 0);
    play(g, D, [m]);
    expect(powerOf(g, m)).toBe(4000);
    expect(hasKeyword(g, m, 'pierce')).toBe(true);
    attackCard(g, m, on(g, KOONI, 1));
    expect(powerOf(g, m)).toBe(6000);
    expect(damageCount(g, 1)).toBe(1); // 【貫通】
    const g2 = game(
      'd42',
      { hand: [D], energy: 3, battlefield: [MICHINAGA] },
      { battlefield: [{ name: NUE, sleep: true }] },
    );
    const m2 = on(g2, MICHINAGA, 0);
    play(g2, D, [m2]);
    attackCard(g2, m2, on(g2, NUE, 1));
    expect(powerOf(g2, m2)).toBe(4000);
  });

  it('d42 陰陽寮: your 《式神》 +1000; [2] once per turn: your top card face down as a 1000 《式神》 (+1000: 2000) (HF-12.8)', () => {
    const R = '陰陽寮';
    const g = game(
      'd42',
      { battlefield: [R, KAMI], energy: 4, main: [SHUTEN, NUE] },
      { battlefield: [GENBU] },
    );
    expect(powerOf(g, on(g, KAMI, 0))).toBe(2000);
    expect(powerOf(g, on(g, GENBU, 1))).toBe(4000);
    const r = on(g, R, 0);
    activate(g, r);
    const [id] = faceDown(g, 0);
    expect(powerOf(g, id)).toBe(2000);
    expect(canActivate(g, r)).toBe(false);
  });

  it('d42 羅城門: your 《鬼》/《怨霊》 +1000; one of them destroyed → draw, once per turn (HF-12.8)', () => {
    const R = '羅城門';
    const g = game('d42', {
      battlefield: [R, KOONI, '宇治の橋姫'],
      hand: ['怨霊調伏', '怨霊調伏'],
      energy: 4,
      main: [NUE, KAMI],
    });
    expect(powerOf(g, on(g, KOONI, 0))).toBe(4000);
    play(g, '怨霊調伏', [on(g, KOONI, 0)]);
    expect(hand(g, 0)).toEqual(['怨霊調伏', NUE]);
    play(g, '怨霊調伏', [on(g, '宇治の橋姫', 0)], { targets: [] });
    expect(hand(g, 0)).toEqual([NUE]);
  });

  it('d42 大内裏の結界: your 《陰陽師》 have 【反撃】; [2] once per turn: a character of yours active (HF-12.8)', () => {
    const K = '大内裏の結界';
    const g = game('d42', { battlefield: [K, GAKUSEI, { name: MICHINAGA, sleep: true }], energy: 4 });
    expect(hasKeyword(g, on(g, GAKUSEI, 0), 'counter')).toBe(true);
    expect(hasKeyword(g, on(g, MICHINAGA, 0), 'counter')).toBe(false);
    activate(g, on(g, K, 0), [on(g, MICHINAGA, 0)]);
    expect(asleep(g, on(g, MICHINAGA, 0))).toBe(false);
    expect(canActivate(g, on(g, K, 0))).toBe(false);
  });

  it('d42 十二天将・青龍 / 十二天将・玄武: keywords; 鵺 / 百鬼夜行の小鬼: vanilla', () => {
    const g = game('d42', { battlefield: [SEIRYU, GENBU] });
    const s = on(g, SEIRYU, 0);
    const b = on(g, GENBU, 0);
    expect(hasKeyword(g, s, 'strike') && hasKeyword(g, s, 'vigilance')).toBe(true);
    expect(hasKeyword(g, b, 'counter') && hasKeyword(g, b, 'vigilance')).toBe(true);
    expect(vanilla('d42', NUE) && vanilla('d42', KOONI)).toBe(true);
  });
});

describe('d43-okashi', () => {
  const STRAW = '苺の騎士団長 ストロベリア'; // 《菓子騎士》《王族》 4000, cost 4
  const TART = 'タルト見習い騎士'; // 《菓子騎士》 2000 vanilla, cost 1
  const ECLAIR = 'エクレアの槍騎士'; // 《菓子騎士》 3000 【貫通】
  const CHOCO = 'チョコレート兵'; // 《兵士》 3000 vanilla, cost 2
  const BISCUIT = 'ビスケット重装兵'; // 《兵士》 5000 vanilla, cost 4
  const LOLLI = 'ロリポップの魔女見習い'; // 《飴魔女》 1000: destroyed → draw
  const MELON = 'パン屋の看板娘 メロン'; // 《パン職人》 1000
  const GINGER = 'ジンジャーブレッドの斥候'; // 《兵士》 1000 【神速】
  const METEOR = '金平糖の流星雨'; // command, cost 2: 3000 to a character
  const CURSE = '虫歯の呪い'; // command, cost 4: destroy a character

  it('d43 苺の騎士団長 ストロベリア: 【警戒】; attacking → ANOTHER 《菓子騎士》 of yours +1000 for the turn (none: nothing) (HF-12.1)', () => {
    const g = game('d43', { battlefield: [STRAW, TART, CHOCO] });
    const s = on(g, STRAW, 0);
    expect(hasKeyword(g, s, 'vigilance')).toBe(true);
    hitPlayer(g, s, { targets: [[on(g, TART, 0)]] });
    expect(powerOf(g, on(g, TART, 0))).toBe(3000);
    expect(powerOf(g, s)).toBe(4000);
    expect(powerOf(g, on(g, CHOCO, 0))).toBe(3000);
    const g2 = game('d43', { battlefield: [STRAW] });
    hitPlayer(g2, on(g2, STRAW, 0));
    expect(powerOf(g2, on(g2, STRAW, 0))).toBe(4000);
  });

  it('d43 綿あめの魔女 / とろけるチョコレート: [スリープ] −1000 / −2000 to a character of either side for the turn (HF-9.5)', () => {
    const W = '綿あめの魔女';
    const g = game(
      'd43',
      { battlefield: [W], hand: ['とろけるチョコレート'], energy: 2 },
      { battlefield: [LOLLI, CHOCO] },
    );
    activate(g, on(g, W, 0), [on(g, LOLLI, 1)]);
    expect(trash(g, 1)).toEqual([LOLLI]);
    play(g, 'とろけるチョコレート', [on(g, CHOCO, 1)]);
    expect(powerOf(g, on(g, CHOCO, 1))).toBe(1000);
    endTurn(g);
    expect(powerOf(g, on(g, CHOCO, 1))).toBe(3000);
  });

  it('d43 ロリポップの魔女見習い: destroyed → its player draws (HF-9.6)', () => {
    const g = game('d43', { battlefield: [LOLLI], main: [TART] }, { hand: [METEOR], energy: 2 }, 1);
    act(g, { type: 'play', player: 1, card: inHand(g, 1, METEOR), targets: [on(g, LOLLI, 0)] });
    settle(g);
    expect(hand(g, 0)).toEqual([TART]);
  });

  it('d43 パン屋の看板娘 メロン: [スリープ] a 《菓子騎士》 of yours +1000 for the turn (HF-12.4)', () => {
    const g = game('d43', { battlefield: [MELON, TART, CHOCO] });
    const m = on(g, MELON, 0);
    expect(activatableOn(g, m, on(g, CHOCO, 0))).toBe(false);
    activate(g, m, [on(g, TART, 0)]);
    expect(powerOf(g, on(g, TART, 0))).toBe(3000);
  });

  it('d43 王宮パティシエ長 ガトー: enters → a 《菓子騎士》 character card of your trash to the hand (not optional) (HF-5.5)', () => {
    const G0 = '王宮パティシエ長 ガトー';
    const g = game('d43', { hand: [G0], energy: 4, trash: [TART, CHOCO] });
    play(g, G0);
    expect(hand(g, 0)).toEqual([TART]);
    expect(trash(g, 0)).toEqual([CHOCO]);
  });

  it('d43 お菓子の女王 シュクレ: your OTHER characters +1000, not itself, not the opponent’s (HF-4.5)', () => {
    const S = 'お菓子の女王 シュクレ';
    const g = game('d43', { battlefield: [S, TART] }, { battlefield: [CHOCO] });
    expect(powerOf(g, on(g, S, 0))).toBe(6000);
    expect(powerOf(g, on(g, TART, 0))).toBe(3000);
    expect(powerOf(g, on(g, CHOCO, 1))).toBe(3000);
  });

  it('d43 プリンの重騎士: cannot attack, can defend (HF-8.1)', () => {
    const P = 'プリンの重騎士';
    const g = game('d43', { battlefield: [P] });
    expect(cannotAttack(g, on(g, P, 0))).toBe(true);
    const g2 = game('d43', { battlefield: [P] }, { battlefield: [CHOCO] }, 1);
    attack(g2, on(g2, CHOCO, 1), { player: 0 });
    expect(canDefend(g2, on(g2, P, 0))).toBe(true);
  });

  it('d43 ドーナツの転がり騎士: its attack destroys a character → it becomes active, once per turn (HF-12.8)', () => {
    const D = 'ドーナツの転がり騎士';
    const g = game(
      'd43',
      { battlefield: [D] },
      {
        battlefield: [
          { name: TART, sleep: true },
          { name: LOLLI, sleep: true },
        ],
      },
    );
    const d = on(g, D, 0);
    attackCard(g, d, on(g, TART, 1));
    expect(asleep(g, d)).toBe(false);
    attackCard(g, d, on(g, LOLLI, 1));
    expect(trash(g, 1)).toEqual([TART, LOLLI]);
    expect(asleep(g, d)).toBe(true);
  });

  it('d43 クッキー缶の召喚師: enters → look at 3, up to one 《菓子騎士》 CHARACTER card to the hand, the rest to the bottom in order (HF-5.6)', () => {
    const C = 'クッキー缶の召喚師';
    const g = game('d43', { hand: [C], energy: 3, main: [CHOCO, '騎士の叙任式', TART, BISCUIT] });
    // 騎士の叙任式 is a 《菓子騎士》 command, not a character card: it cannot be chosen.
    expect(() => play(g, C, [], { choose: ['騎士の叙任式'] })).toThrow(/no answer/);
    const g2 = game('d43', { hand: [C], energy: 3, main: [CHOCO, '騎士の叙任式', TART, BISCUIT] });
    play(g2, C, [], { choose: [TART, CHOCO, '騎士の叙任式'] });
    expect(hand(g2, 0)).toEqual([TART]);
    expect(bottom(g2, 0, 2)).toEqual([CHOCO, '騎士の叙任式']);
    expect(top(g2, 0, 1)).toEqual([BISCUIT]);
  });

  it('d43 焼き菓子の吟遊詩人: [カルネージ1] your characters now on the battlefield +1000 for the turn (HF-12.4)', () => {
    const B = '焼き菓子の吟遊詩人';
    const g = game(
      'd43',
      { battlefield: [B, TART], damageField: [CHOCO], hand: [CHOCO], energy: 2 },
      { battlefield: [BISCUIT] },
    );
    activate(g, on(g, B, 0));
    expect(powerOf(g, on(g, B, 0))).toBe(2000);
    expect(powerOf(g, on(g, TART, 0))).toBe(3000);
    expect(powerOf(g, on(g, BISCUIT, 1))).toBe(5000);
    play(g, CHOCO);
    expect(powerOf(g, on(g, CHOCO, 0))).toBe(3000);
  });

  it('d43 お菓子の国の王女 プラリネ: 【空装】 all character cards 《菓子騎士》 or 《王族》 → your 《菓子騎士》 +1000 in your turn only; enters → an asleep 《菓子騎士》 of yours active (HF-13.8)', () => {
    const P = 'お菓子の国の王女 プラリネ';
    const k = corpusCard('d43-okashi', P).kuusou;
    if (!k) throw new Error('no 【空装】');
    const c = (n: string) => corpusCard('d43-okashi', n);
    expect(deckConditionHolds([c(TART), c(P), c(METEOR)], k.condition)).toBe(true);
    expect(deckConditionHolds([c(TART), c(CHOCO)], k.condition)).toBe(false);
    const g = game('d43', { battlefield: [TART], guard: [P] }, { battlefield: [ECLAIR] });
    g.state.players[0].kuusou = inGuard(g, 0, P);
    expect(powerOf(g, on(g, TART, 0))).toBe(3000);
    expect(powerOf(g, on(g, ECLAIR, 1))).toBe(3000);
    endTurn(g);
    expect(powerOf(g, on(g, TART, 0))).toBe(2000);
    const g2 = game('d43', { hand: [P], energy: 3, battlefield: [{ name: TART, sleep: true }] });
    play(g2, P);
    expect(asleep(g2, on(g2, TART, 0))).toBe(false);
  });

  it('d43 甘い誘惑: an opposing character becomes yours until the end of the turn and active; then it goes back (HF-4.3)', () => {
    const A = '甘い誘惑';
    const g = game('d43', { hand: [A], energy: 4 }, { battlefield: [{ name: BISCUIT, sleep: true }] });
    const b = on(g, BISCUIT, 1);
    play(g, A, [b]);
    expect(field(g, 0)).toEqual([BISCUIT]);
    expect(asleep(g, b)).toBe(false);
    hitPlayer(g, b);
    expect(damageCount(g, 1)).toBe(1);
    endTurn(g);
    expect(field(g, 1)).toEqual([BISCUIT]);
  });

  it('d43 粉砂糖のおまじない: +2000 to a character of either side for the turn; 【ダメージトリガー】 +2000 to one of yours (HF-9.3)', () => {
    const K = '粉砂糖のおまじない';
    const g = game('d43', { hand: [K], energy: 1 }, { battlefield: [CHOCO] });
    play(g, K, [on(g, CHOCO, 1)]);
    expect(powerOf(g, on(g, CHOCO, 1))).toBe(5000);
    const g2 = game('d43', { guard: [K], battlefield: [TART] }, { battlefield: [CHOCO] }, 1);
    revealedWith(g2, on(g2, CHOCO, 1), [on(g2, TART, 0)]);
    expect(powerOf(g2, on(g2, TART, 0))).toBe(4000);
  });

  it('d43 魔女の大鍋: 2000 to every opposing character, no target (HF-5.4)', () => {
    const g = game(
      'd43',
      { hand: ['魔女の大鍋'], energy: 5, battlefield: [LOLLI] },
      { battlefield: [TART, CHOCO] },
    );
    play(g, '魔女の大鍋');
    expect(trash(g, 1)).toEqual([TART]);
    expect(damageOf(g, on(g, CHOCO, 1))).toBe(2000);
    expect(field(g, 0)).toEqual([LOLLI]);
  });

  it('d43 騎士の叙任式: a cost ≤3 《菓子騎士》 character card of your trash onto the battlefield as yours, active (HF-5.4)', () => {
    const K = '騎士の叙任式';
    const g = game('d43', { hand: [K], energy: 3, trash: [STRAW, ECLAIR, CHOCO] });
    expect(targetable(g, K, inTrash(g, 0, STRAW))).toBe(false);
    expect(targetable(g, K, inTrash(g, 0, CHOCO))).toBe(false);
    play(g, K, [inTrash(g, 0, ECLAIR)]);
    expect(field(g, 0)).toEqual([ECLAIR]);
    expect(asleep(g, on(g, ECLAIR, 0))).toBe(false);
  });

  it('d43 虫歯の呪い / 金平糖の流星雨 / 焦げたクッキー: destroy / 3000 / 2000 to a character of either side; 焦げたクッキー 【ダメージトリガー】 2000 to an opposing one (HF-9.3)', () => {
    const g = game(
      'd43',
      { hand: [CURSE, METEOR, '焦げたクッキー'], energy: 7, battlefield: [TART] },
      { battlefield: [BISCUIT, CHOCO] },
    );
    play(g, CURSE, [on(g, BISCUIT, 1)]);
    play(g, METEOR, [on(g, CHOCO, 1)]);
    play(g, '焦げたクッキー', [on(g, TART, 0)]);
    expect(trash(g, 1)).toEqual([BISCUIT, CHOCO]);
    expect(trash(g, 0)).toContain(TART);
    const g2 = game('d43', { guard: ['焦げたクッキー'] }, { battlefield: [CHOCO, TART] }, 1);
    revealedWith(g2, on(g2, CHOCO, 1), [on(g2, TART, 1)]);
    expect(trash(g2, 1)).toEqual([TART]);
  });

  it('d43 緊急出撃ラッパ: an ASLEEP 《菓子騎士》 of yours active; 【ダメージトリガー】 the same (HF-9.3)', () => {
    const R = '緊急出撃ラッパ';
    const g = game('d43', {
      hand: [R],
      energy: 1,
      battlefield: [
        { name: TART, sleep: true },
        { name: CHOCO, sleep: true },
      ],
    });
    expect(targetable(g, R, on(g, CHOCO, 0))).toBe(false);
    play(g, R, [on(g, TART, 0)]);
    expect(asleep(g, on(g, TART, 0))).toBe(false);
    const g2 = game(
      'd43',
      { guard: [R], battlefield: [{ name: TART, sleep: true }] },
      { battlefield: [CHOCO] },
      1,
    );
    revealedWith(g2, on(g2, CHOCO, 1), [on(g2, TART, 0)]);
    expect(asleep(g2, on(g2, TART, 0))).toBe(false);
  });

  it('d43 ウエハースの盾 / 綿菓子の翼 / 王家の焼き印 / キャンディソード: set cards giving power and a keyword (and 《王族》) (HF-4.4)', () => {
    const g = game('d43', {
      hand: ['ウエハースの盾', '綿菓子の翼', '王家の焼き印', 'キャンディソード'],
      energy: 8,
      battlefield: [CHOCO, TART, LOLLI, MELON],
    });
    play(g, 'ウエハースの盾', [on(g, CHOCO, 0)]);
    play(g, '綿菓子の翼', [on(g, TART, 0)]);
    play(g, '王家の焼き印', [on(g, LOLLI, 0)]);
    play(g, 'キャンディソード', [on(g, MELON, 0)]);
    expect(hasKeyword(g, on(g, CHOCO, 0), 'counter')).toBe(true);
    expect(powerOf(g, on(g, CHOCO, 0))).toBe(4000);
    expect(hasKeyword(g, on(g, TART, 0), 'godspeed')).toBe(true);
    expect(hasKeyword(g, on(g, LOLLI, 0), 'strike')).toBe(true);
    expect(traitsOf(g, on(g, LOLLI, 0))).toContain('王族');
    expect(hasKeyword(g, on(g, MELON, 0), 'pierce')).toBe(true);
    expect(powerOf(g, on(g, MELON, 0))).toBe(3000);
  });

  it('d43 パン職人の前掛け: +1000 and 《パン職人》; the host gains [スリープ] draw then discard, used by the HOST’s player (000 ■戦場とカードのプレイヤー)', () => {
    const A = 'パン職人の前掛け';
    const g = game(
      'd43',
      { hand: [A, TART], energy: 1, main: [CHOCO] },
      { battlefield: [BISCUIT], main: [GINGER], hand: [LOLLI] },
    );
    play(g, A, [on(g, BISCUIT, 1)]);
    expect(traitsOf(g, on(g, BISCUIT, 1))).toContain('パン職人');
    expect(canActivate(g, on(g, BISCUIT, 1))).toBe(false);
    endTurn(g);
    activate(g, on(g, BISCUIT, 1), [], { choose: [LOLLI] });
    expect(hand(g, 1)).toContain(GINGER);
    expect(trash(g, 1)).toEqual([LOLLI]);
  });

  it('d43 砂糖の城 シュガーパレス: your 《菓子騎士》 +1000 (HF-4.6)', () => {
    const g = game(
      'd43',
      { battlefield: ['砂糖の城 シュガーパレス', TART, CHOCO] },
      { battlefield: [ECLAIR] },
    );
    expect(powerOf(g, on(g, TART, 0))).toBe(3000);
    expect(powerOf(g, on(g, CHOCO, 0))).toBe(3000);
    expect(powerOf(g, on(g, ECLAIR, 1))).toBe(3000);
  });

  it('d43 焼きたてベーカリー通り: at the end of your draw phase you may draw, and if you did discard a card (HF-7.2)', () => {
    const B = '焼きたてベーカリー通り';
    const g = game('d43', { battlefield: [B], main: [TART, CHOCO, BISCUIT] });
    endTurn(g);
    endTurn(g, { may: [true], choose: [TART] });
    expect(hand(g, 0)).toEqual([CHOCO]);
    expect(trash(g, 0)).toEqual([TART]);
    const g2 = game('d43', { battlefield: [B], main: [TART, CHOCO, BISCUIT] });
    endTurn(g2);
    endTurn(g2, { may: [false] });
    expect(hand(g2, 0)).toEqual([TART]);
    expect(trash(g2, 0)).toEqual([]);
  });

  it('d43 べっこう飴の魔女: enters → 2000 to an opposing character (HF-5.5)', () => {
    const B = 'べっこう飴の魔女';
    const g = game('d43', { hand: [B], energy: 3 }, { battlefield: [TART, CHOCO] });
    play(g, B, [], { targets: [[on(g, TART, 1)]] });
    expect(trash(g, 1)).toEqual([TART]);
  });

  it('d43 ドロップ缶の大魔女: [2][スリープ] 3000 to a character of either side (HF-12.4)', () => {
    const D = 'ドロップ缶の大魔女';
    const g = game('d43', { battlefield: [D], energy: 2 }, { battlefield: [CHOCO] });
    activate(g, on(g, D, 0), [on(g, CHOCO, 1)]);
    expect(trash(g, 1)).toEqual([CHOCO]);
    expect(activeEnergy(g, 0)).toBe(0);
  });

  it('d43 窯番のパン職人 / ウエハースの伝令 / 焼きたてのおやつ: draw 1 (enters / [スリープ]) or 2, then discard one of your choice (HF-5.7)', () => {
    const g = game('d43', { hand: ['窯番のパン職人', TART], energy: 2, main: [CHOCO] });
    play(g, '窯番のパン職人', [], { choose: [TART] });
    expect(hand(g, 0)).toEqual([CHOCO]);
    const g2 = game('d43', { battlefield: ['ウエハースの伝令'], hand: [TART], main: [CHOCO] });
    activate(g2, on(g2, 'ウエハースの伝令', 0), [], { choose: [CHOCO] });
    expect(hand(g2, 0)).toEqual([TART]);
    const g3 = game('d43', { hand: ['焼きたてのおやつ'], energy: 1, main: [CHOCO, TART] });
    play(g3, '焼きたてのおやつ', [], { choose: [TART] });
    expect(hand(g3, 0)).toEqual([CHOCO]);
  });

  it('d43 金平糖の妖精: 【ダメージトリガー】 draw (HF-9.3)', () => {
    const g = game('d43', { guard: ['金平糖の妖精'], main: [TART] }, { battlefield: [CHOCO] }, 1);
    revealedWith(g, on(g, CHOCO, 1), []);
    expect(hand(g, 0)).toEqual([TART]);
  });

  it('d43 グミの変化術師 / シュークリームの癒し手: [2] itself / [1][スリープ] a character of yours 【死殺】 for the turn (HF-13.5)', () => {
    const G0 = 'グミの変化術師';
    const S = 'シュークリームの癒し手';
    const g = game('d43', { battlefield: [G0, S, TART], energy: 3 });
    activate(g, on(g, G0, 0));
    expect(hasKeyword(g, on(g, G0, 0), 'deathless')).toBe(true);
    expect(asleep(g, on(g, G0, 0))).toBe(false);
    activate(g, on(g, S, 0), [on(g, TART, 0)]);
    expect(hasKeyword(g, on(g, TART, 0), 'deathless')).toBe(true);
    endTurn(g);
    expect(hasKeyword(g, on(g, TART, 0), 'deathless') || hasKeyword(g, on(g, G0, 0), 'deathless')).toBe(
      false,
    );
  });

  it('d43 飴細工師 / 魔女のキャンディ工房: you play a command → +1000 for the turn / 1000 to an opposing character (HF-12.1)', () => {
    const A = '飴細工師';
    const K = '魔女のキャンディ工房';
    const g = game(
      'd43',
      { battlefield: [A, K], hand: ['水飴の足止め'], energy: 1 },
      { battlefield: [LOLLI, CHOCO] },
    );
    play(g, '水飴の足止め', [on(g, CHOCO, 1)], { targets: [[on(g, LOLLI, 1)]] });
    expect(powerOf(g, on(g, A, 0))).toBe(3000);
    expect(trash(g, 1)).toEqual([LOLLI]);
    expect(asleep(g, on(g, CHOCO, 1))).toBe(true);
    endTurn(g);
    expect(powerOf(g, on(g, A, 0))).toBe(2000);
  });

  it('d43 飴細工師: the +1000 comes when the command is played, before it resolves: −2000 from that command leaves it at 1000 (HF-12.1)', () => {
    const A = '飴細工師';
    const g = game('d43', { battlefield: [A], hand: ['とろけるチョコレート'], energy: 2 });
    play(g, 'とろけるチョコレート', [on(g, A, 0)]);
    expect(field(g, 0)).toEqual([A]);
    expect(powerOf(g, on(g, A, 0))).toBe(1000);
  });

  it('d43 お茶会の招待状: look at 3, one to the hand, the other two to the trash (HF-5.6)', () => {
    const O = 'お茶会の招待状';
    const g = game('d43', { hand: [O], energy: 2, main: [TART, CHOCO, BISCUIT, LOLLI] });
    play(g, O, [], { choose: [CHOCO] });
    expect(hand(g, 0)).toEqual([CHOCO]);
    expect(sorted(trash(g, 0))).toEqual(sorted([O, TART, BISCUIT]));
    expect(top(g, 0, 1)).toEqual([LOLLI]);
    const g2 = game('d43', { hand: [O], energy: 2, main: [TART, CHOCO], mainCount: 2 });
    play(g2, O);
    expect(hand(g2, 0)).toEqual([]);
    expect(trash(g2, 0)).toEqual([O]);
  });

  it('d43 水飴の足止め: an ACTIVE opposing character asleep (HF-5.4)', () => {
    const g = game(
      'd43',
      { hand: ['水飴の足止め'], energy: 1 },
      { battlefield: [{ name: TART, sleep: true }, CHOCO] },
    );
    expect(targetable(g, '水飴の足止め', on(g, TART, 1))).toBe(false);
    play(g, '水飴の足止め', [on(g, CHOCO, 1)]);
    expect(asleep(g, on(g, CHOCO, 1))).toBe(true);
  });

  it('d43 秘剣・苺一閃: 【奥義：ストロベリア】 5000 to a character (HF-13.7)', () => {
    const H = '秘剣・苺一閃';
    const g = game('d43', { hand: [H], energy: 3 }, { battlefield: [BISCUIT] });
    expect(playable(g, H)).toBe(false);
    const g2 = game('d43', { hand: [H], energy: 3, battlefield: [STRAW] }, { battlefield: [BISCUIT] });
    play(g2, H, [on(g2, BISCUIT, 1)]);
    expect(trash(g2, 1)).toEqual([BISCUIT]);
  });

  it('d43 溶けかけの呪い飴 / 蜂蜜の罠 / 砂糖漬けの呪縛: −1000 and cannot defend / −1000 and the host asleep when set / only on an opposing character, −3000 (HF-8.2)', () => {
    const g = game(
      'd43',
      { hand: ['溶けかけの呪い飴', '蜂蜜の罠', '砂糖漬けの呪縛'], energy: 6, battlefield: [TART] },
      { battlefield: [CHOCO, BISCUIT, ECLAIR] },
    );
    expect(targetable(g, '砂糖漬けの呪縛', on(g, TART, 0))).toBe(false);
    play(g, '溶けかけの呪い飴', [on(g, CHOCO, 1)]);
    play(g, '蜂蜜の罠', [on(g, BISCUIT, 1)]);
    play(g, '砂糖漬けの呪縛', [on(g, ECLAIR, 1)]);
    expect(powerOf(g, on(g, CHOCO, 1))).toBe(2000);
    expect(asleep(g, on(g, BISCUIT, 1))).toBe(true);
    expect(powerOf(g, on(g, BISCUIT, 1))).toBe(4000);
    expect(trash(g, 1)).toEqual([ECLAIR]); // 3000 − 3000 = 0 (HF-9.5)
    const g2 = game(
      'd43',
      { battlefield: [TART] },
      { battlefield: [CHOCO], hand: ['溶けかけの呪い飴'], energy: 2 },
      1,
    );
    setBy1(g2, '溶けかけの呪い飴', on(g2, TART, 0));
    attack(g2, on(g2, CHOCO, 1), { player: 0 });
    expect(canDefend(g2, on(g2, TART, 0))).toBe(false);
  });

  it('d43 keywords: ミルフィーユ 【反撃】, マカロン / ジンジャーブレッド 【神速】, キャンディケイン / 門番 【警戒】, デケイ 【強撃】【貫通】, エクレア 【貫通】, バウムクーヘン 【死殺】, ブラックチョコ 【強撃】; vanillas', () => {
    const g = game('d43', {
      battlefield: [
        'ミルフィーユの盾騎士',
        'マカロン早駆け騎士',
        GINGER,
        'キャンディケインの衛兵',
        '砂糖城の門番',
        '虫歯の大魔王 デケイ',
        ECLAIR,
        'バウムクーヘンの老騎士',
        'ブラックチョコの暗黒騎士',
      ],
    });
    const kw = (n: string, k: string) => hasKeyword(g, on(g, n, 0), k);
    expect(kw('ミルフィーユの盾騎士', 'counter')).toBe(true);
    expect(kw('マカロン早駆け騎士', 'godspeed') && kw(GINGER, 'godspeed')).toBe(true);
    expect(kw('キャンディケインの衛兵', 'vigilance') && kw('砂糖城の門番', 'vigilance')).toBe(true);
    expect(kw('虫歯の大魔王 デケイ', 'strike') && kw('虫歯の大魔王 デケイ', 'pierce')).toBe(true);
    expect(kw(ECLAIR, 'pierce') && kw('バウムクーヘンの老騎士', 'deathless')).toBe(true);
    expect(kw('ブラックチョコの暗黒騎士', 'strike')).toBe(true);
    expect(vanilla('d43', TART) && vanilla('d43', CHOCO) && vanilla('d43', BISCUIT)).toBe(true);
  });
});

describe('d44-uchuu', () => {
  const MINA = '新人宇宙飛行士 ミナ'; // 《宇宙飛行士》 1000, cost 1
  const DAN = '船外作業員 ダン'; // 《宇宙飛行士》 2000, cost 2
  const GUARD = 'ステーション警備員'; // 《宇宙飛行士》 3000 vanilla, cost 2
  const DRONE = '整備ドローン'; // 《ロボット》 1000, cost 1: destroyed → draw
  const SENTRY = '歩哨ロボ セントリー'; // 《ロボット》 2000 【警戒】
  const GOLIATH = '重作業外骨格 ゴリアテ'; // 《ロボット》 6000 【強撃】
  const HABITAT = '居住モジュール'; // 《モジュール》 4000: cannot attack
  const LARVA = '異星体の幼生'; // 《異星体》 1000, cost 1
  const MOTHER = '異星体の母体'; // 《異星体》 7000
  const DEBRIS = 'デブリ衝突'; // command, cost 2: 3000 to a character
  const BOOTS = '磁力ブーツ'; // set card +1000 【警戒】, cost 1

  it('d44 新人宇宙飛行士 ミナ: enters → look at 3, up to one 《モジュール》 card to the hand, the rest to the bottom in order; fewer than 3: nothing (HF-5.6)', () => {
    const g = game('d44', { hand: [MINA], energy: 1, main: [DAN, HABITAT, GUARD, DRONE] });
    play(g, MINA, [], { choose: [HABITAT, GUARD, DAN] });
    expect(hand(g, 0)).toEqual([HABITAT]);
    expect(bottom(g, 0, 2)).toEqual([GUARD, DAN]);
    expect(top(g, 0, 1)).toEqual([DRONE]);
    const g2 = game('d44', { hand: [MINA], energy: 1, main: [HABITAT, DAN], mainCount: 2 });
    play(g2, MINA);
    expect(top(g2, 0, 2)).toEqual([HABITAT, DAN]);
  });

  it('d44 船外作業員 ダン: [スリープ] ANOTHER character of yours +1000 for the turn (HF-12.4)', () => {
    const g = game('d44', { battlefield: [DAN, GUARD] });
    const d = on(g, DAN, 0);
    expect(activatableOn(g, d, d)).toBe(false);
    activate(g, d, [on(g, GUARD, 0)]);
    expect(powerOf(g, on(g, GUARD, 0))).toBe(4000);
    endTurn(g);
    expect(powerOf(g, on(g, GUARD, 0))).toBe(3000);
  });

  it('d44 船医 ソフィア: [1][スリープ] remove all the damage of a character of yours (HF-9.4)', () => {
    const S = '船医 ソフィア';
    const g = game('d44', { battlefield: [S, { name: GOLIATH, damage: 4000 }], energy: 1 });
    activate(g, on(g, S, 0), [on(g, GOLIATH, 0)]);
    expect(damageOf(g, on(g, GOLIATH, 0))).toBe(0);
    expect(asleep(g, on(g, S, 0))).toBe(true);
  });

  it('d44 管制官 タカシロ: enters → a 《宇宙飛行士》 character card of your trash to the hand (none: nothing) (HF-5.5)', () => {
    const T = '管制官 タカシロ';
    const g = game('d44', { hand: [T], energy: 2, trash: [DRONE, DAN] });
    play(g, T);
    expect(hand(g, 0)).toEqual([DAN]);
    const g2 = game('d44', { hand: [T], energy: 2, trash: [DRONE] });
    play(g2, T);
    expect(hand(g2, 0)).toEqual([]);
  });

  it('d44 軌道科学者 エリン: enters → draw 2, then discard a card of your choice (HF-5.7)', () => {
    const E = '軌道科学者 エリン';
    const g = game('d44', { hand: [E, DEBRIS], energy: 3, main: [DAN, DRONE] });
    play(g, E, [], { choose: [DEBRIS] });
    expect(sorted(hand(g, 0))).toEqual(sorted([DAN, DRONE]));
    expect(trash(g, 0)).toEqual([DEBRIS]);
  });

  it('d44 ベテラン飛行士 ゴウ: 【警戒】; defending → +2000 for the turn (HF-8.3)', () => {
    const G0 = 'ベテラン飛行士 ゴウ';
    const g = game('d44', { battlefield: [G0] }, { battlefield: [GOLIATH] }, 1);
    expect(hasKeyword(g, on(g, G0, 0), 'vigilance')).toBe(true);
    defendWith(g, on(g, GOLIATH, 1), on(g, G0, 0));
    expect(powerOf(g, on(g, G0, 0))).toBe(6000);
  });

  it('d44 船長 カグラ・イズミ: your OTHER 《宇宙飛行士》 +1000 (HF-4.5)', () => {
    const K = '船長 カグラ・イズミ';
    const g = game('d44', { battlefield: [K, DAN, DRONE] }, { battlefield: [GUARD] });
    expect(powerOf(g, on(g, K, 0))).toBe(4000);
    expect(powerOf(g, on(g, DAN, 0))).toBe(3000);
    expect(powerOf(g, on(g, DRONE, 0))).toBe(1000);
    expect(powerOf(g, on(g, GUARD, 1))).toBe(3000);
  });

  it('d44 ステーション司令官 レイ・アルテミシア: enters → up to one cost ≤3 《宇宙飛行士》 character card of your trash onto the battlefield, active (HF-5.5)', () => {
    const R = 'ステーション司令官 レイ・アルテミシア';
    const g = game('d44', { hand: [R], energy: 6, trash: [DAN, 'ベテラン飛行士 ゴウ'] });
    play(g, R, [], { targets: [[inTrash(g, 0, DAN)]] });
    expect(sorted(field(g, 0))).toEqual(sorted([R, DAN]));
    expect(asleep(g, on(g, DAN, 0))).toBe(false);
    const g2 = game('d44', { hand: [R], energy: 6, trash: [DAN] });
    play(g2, R, [], { targets: [[]] });
    expect(field(g2, 0)).toEqual([R]);
  });

  it('d44 異星言語学者 ノエル: your 《異星体》 +1000; [3][スリープ] an opposing 《異星体》 becomes yours for good (HF-4.3)', () => {
    const N = '異星言語学者 ノエル';
    const g = game('d44', { battlefield: [N, LARVA], energy: 3 }, { battlefield: [MOTHER, GUARD] });
    expect(powerOf(g, on(g, LARVA, 0))).toBe(2000);
    const n = on(g, N, 0);
    expect(activatableOn(g, n, on(g, GUARD, 1))).toBe(false);
    const m = on(g, MOTHER, 1);
    activate(g, n, [m]);
    expect(powerOf(g, m)).toBe(8000);
    endTurn(g);
    endTurn(g);
    expect(g.state.cards[m].controller).toBe(0);
  });

  it('d44 ロボットアーム ヘロン: [1][スリープ] an ACTIVE opposing character asleep (HF-12.4)', () => {
    const H = 'ロボットアーム ヘロン';
    const g = game(
      'd44',
      { battlefield: [H], energy: 1 },
      { battlefield: [GUARD, { name: DAN, sleep: true }] },
    );
    expect(activatableOn(g, on(g, H, 0), on(g, DAN, 1))).toBe(false);
    activate(g, on(g, H, 0), [on(g, GUARD, 1)]);
    expect(asleep(g, on(g, GUARD, 1))).toBe(true);
  });

  it('d44 ステーションAI ヘルメス: your OTHER 《ロボット》 have 【警戒】 (HF-13.2)', () => {
    const H = 'ステーションAI ヘルメス';
    const g = game('d44', { battlefield: [H, DRONE, DAN] });
    expect(hasKeyword(g, on(g, DRONE, 0), 'vigilance')).toBe(true);
    expect(hasKeyword(g, on(g, H, 0), 'vigilance')).toBe(false);
    expect(hasKeyword(g, on(g, DAN, 0), 'vigilance')).toBe(false);
  });

  it('d44 居住モジュール: cannot attack, can defend (HF-8.1)', () => {
    const g = game('d44', { battlefield: [HABITAT] });
    expect(cannotAttack(g, on(g, HABITAT, 0))).toBe(true);
    const g2 = game('d44', { battlefield: [HABITAT] }, { battlefield: [DAN] }, 1);
    attack(g2, on(g2, DAN, 1), { player: 0 });
    expect(canDefend(g2, on(g2, HABITAT, 0))).toBe(true);
  });

  it('d44 太陽電池パドル: [スリープ] one asleep energy of yours active (HF-12.4)', () => {
    const P = '太陽電池パドル';
    const g = game('d44', { battlefield: [P], hand: [DAN], energy: 2 });
    play(g, DAN);
    expect(activeEnergy(g, 0)).toBe(0);
    activate(g, on(g, P, 0));
    expect(activeEnergy(g, 0)).toBe(1);
  });

  it('d44 補給船 ペリカン: enters → up to one set card or world set of your trash to the hand (HF-5.5)', () => {
    const P = '補給船 ペリカン';
    const W = '微小重力区画';
    const g = game('d44', { hand: [P], energy: 3, trash: [W, DAN] });
    play(g, P, [], { targets: [[inTrash(g, 0, W)]] });
    expect(hand(g, 0)).toEqual([W]);
    const g2 = game('d44', { hand: [P], energy: 3, trash: [BOOTS] });
    play(g2, P, [], { targets: [[]] });
    expect(trash(g2, 0)).toEqual([BOOTS]);
  });

  it('d44 異星体の幼生: destroyed → your top card face down, active, a 1000 《異星体》 named 「増殖体」 with no text (HF-4.7)', () => {
    const g = game('d44', { battlefield: [LARVA], main: [GOLIATH, DAN] }, { hand: [DEBRIS], energy: 2 }, 1);
    act(g, { type: 'play', player: 1, card: inHand(g, 1, DEBRIS), targets: [on(g, LARVA, 0)] });
    settle(g);
    const [id] = faceDown(g, 0);
    expect(shownName(g, id)).toBe('増殖体');
    expect(powerOf(g, id)).toBe(1000);
    expect(traitsOf(g, id)).toEqual(['異星体']);
    expect(asleep(g, id)).toBe(false);
    expect(hasKeyword(g, id, 'strike')).toBe(false);
  });

  it('d44 分裂する粘菌体 / 異星体の母体: [カルネージ2] / attacking → your top card face down as a 2000 / 1000 《異星体》 「増殖体」 (HF-4.7)', () => {
    const S = '分裂する粘菌体';
    const g = game('d44', { battlefield: [S], damageField: [DAN, DAN], main: [GOLIATH] });
    activate(g, on(g, S, 0));
    const [id] = faceDown(g, 0);
    expect(powerOf(g, id)).toBe(2000);
    expect(shownName(g, id)).toBe('増殖体');
    expect(damageCount(g, 0)).toBe(0);
    const g2 = game('d44', { battlefield: [MOTHER], main: [GOLIATH] });
    hitPlayer(g2, on(g2, MOTHER, 0));
    const [id2] = faceDown(g2, 0);
    expect(powerOf(g2, id2)).toBe(1000);
    expect(asleep(g2, id2)).toBe(false);
  });

  it('d44 統合管制AI オモイカネ: 【空装】 all character cards 《ロボット》 → your 《ロボット》 +1000 for the game; [スリープ] ANOTHER asleep 《ロボット》 of yours active (HF-13.8)', () => {
    const O = '統合管制AI オモイカネ';
    const k = corpusCard('d44-uchuu', O).kuusou;
    if (!k) throw new Error('no 【空装】');
    const c = (n: string) => corpusCard('d44-uchuu', n);
    expect(deckConditionHolds([c(DRONE), c(O), c(DEBRIS)], k.condition)).toBe(true);
    expect(deckConditionHolds([c(DRONE), c(DAN)], k.condition)).toBe(false);
    const g = game('d44', { battlefield: [SENTRY, DAN], guard: [O] });
    g.state.players[0].kuusou = inGuard(g, 0, O);
    expect(powerOf(g, on(g, SENTRY, 0))).toBe(3000);
    expect(powerOf(g, on(g, DAN, 0))).toBe(2000);
    const g2 = game('d44', { battlefield: [O, { name: SENTRY, sleep: true }, { name: DAN, sleep: true }] });
    const o = on(g2, O, 0);
    expect(activatableOn(g2, o, on(g2, DAN, 0))).toBe(false);
    activate(g2, o, [on(g2, SENTRY, 0)]);
    expect(asleep(g2, on(g2, SENTRY, 0))).toBe(false);
  });

  it('d44 緊急隔壁閉鎖: an attacking OPPOSING character’s attack fails; 【ダメージトリガー】 a character of yours active (HF-8.4, HF-9.3)', () => {
    const B = '緊急隔壁閉鎖';
    const g = game('d44', { hand: [B], energy: 2 }, { battlefield: [GOLIATH] }, 1);
    const go = on(g, GOLIATH, 1);
    act(g, { type: 'attack', attacker: go, target: { player: 0 } });
    untilPlayable(g, 0);
    act(g, { type: 'play', player: 0, card: inHand(g, 0, B), targets: [go] });
    settle(g, {}, ['main']);
    expect(damageCount(g, 0)).toBe(0);
    const g2 = game(
      'd44',
      { guard: [B], battlefield: [{ name: DAN, sleep: true }] },
      { battlefield: [GUARD] },
      1,
    );
    revealedWith(g2, on(g2, GUARD, 1), [on(g2, DAN, 0)]);
    expect(asleep(g2, on(g2, DAN, 0))).toBe(false);
  });

  it('d44 地上管制からの定時連絡: draw 2 (HF-5.4)', () => {
    const g = game('d44', { hand: ['地上管制からの定時連絡'], energy: 2, main: [DAN, DRONE, GUARD] });
    play(g, '地上管制からの定時連絡');
    expect(hand(g, 0)).toEqual([DAN, DRONE]);
  });

  it('d44 再起動シーケンス: an ASLEEP 《ロボット》 of yours active; 【ダメージトリガー】 a 《ロボット》 character card of your trash to the hand (HF-9.3)', () => {
    const R = '再起動シーケンス';
    const g = game('d44', {
      hand: [R],
      energy: 1,
      battlefield: [
        { name: SENTRY, sleep: true },
        { name: DAN, sleep: true },
      ],
    });
    expect(targetable(g, R, on(g, DAN, 0))).toBe(false);
    play(g, R, [on(g, SENTRY, 0)]);
    expect(asleep(g, on(g, SENTRY, 0))).toBe(false);
    const g2 = game('d44', { guard: [R], trash: [DRONE, DAN] }, { battlefield: [GUARD] }, 1);
    revealedWith(g2, on(g2, GUARD, 1), [inTrash(g2, 0, DRONE)]);
    expect(hand(g2, 0)).toEqual([DRONE]);
  });

  it('d44 エアロック開放: an ASLEEP opposing character removed from the game, not destroyed (no trigger) (HF-5.4)', () => {
    const A = 'エアロック開放';
    const g = game(
      'd44',
      { hand: [A], energy: 4 },
      { battlefield: [{ name: DRONE, sleep: true }, DAN], main: [GUARD] },
    );
    expect(targetable(g, A, on(g, DAN, 1))).toBe(false);
    play(g, A, [on(g, DRONE, 1)]);
    expect(field(g, 1)).toEqual([DAN]);
    expect(trash(g, 1)).toEqual([]);
    expect(handSize(g, 1)).toBe(0);
  });

  it('d44 全区画、出力最大: your characters now on the battlefield +1000 for the turn; 【ダメージトリガー】 one of yours +2000 (HF-9.3)', () => {
    const Z = '全区画、出力最大';
    const g = game('d44', { hand: [Z, DAN], energy: 5, battlefield: [GUARD] }, { battlefield: [DRONE] });
    play(g, Z);
    play(g, DAN);
    expect(powerOf(g, on(g, GUARD, 0))).toBe(4000);
    expect(powerOf(g, on(g, DAN, 0))).toBe(2000);
    expect(powerOf(g, on(g, DRONE, 1))).toBe(1000);
    const g2 = game('d44', { guard: [Z], battlefield: [DAN] }, { battlefield: [GUARD] }, 1);
    revealedWith(g2, on(g2, GUARD, 1), [on(g2, DAN, 0)]);
    expect(powerOf(g2, on(g2, DAN, 0))).toBe(4000);
  });

  it('d44 船外機動ユニット / 磁力ブーツ / レーザーカッター / 強化外骨格: +1000 and 【神速】 / 【警戒】 / 【貫通】; +2000 (HF-4.4)', () => {
    const g = game('d44', {
      hand: ['船外機動ユニット', BOOTS, 'レーザーカッター', '強化外骨格'],
      energy: 6,
      battlefield: [DAN, MINA, DRONE, GUARD],
    });
    play(g, '船外機動ユニット', [on(g, DAN, 0)]);
    play(g, BOOTS, [on(g, MINA, 0)]);
    play(g, 'レーザーカッター', [on(g, DRONE, 0)]);
    play(g, '強化外骨格', [on(g, GUARD, 0)]);
    expect(hasKeyword(g, on(g, DAN, 0), 'godspeed') && powerOf(g, on(g, DAN, 0)) === 3000).toBe(true);
    expect(hasKeyword(g, on(g, MINA, 0), 'vigilance')).toBe(true);
    expect(hasKeyword(g, on(g, DRONE, 0), 'pierce')).toBe(true);
    expect(powerOf(g, on(g, GUARD, 0))).toBe(5000);
  });

  it('d44 寄生胞子: −1000, 《異星体》, the host cannot defend (HF-8.2)', () => {
    const P = '寄生胞子';
    const g = game('d44', { battlefield: [GUARD, DAN] }, { hand: [P], energy: 2, battlefield: [GOLIATH] }, 1);
    setBy1(g, P, on(g, GUARD, 0));
    expect(powerOf(g, on(g, GUARD, 0))).toBe(2000);
    expect(traitsOf(g, on(g, GUARD, 0))).toContain('異星体');
    attack(g, on(g, GOLIATH, 1), { player: 0 });
    expect(canDefend(g, on(g, GUARD, 0))).toBe(false);
    expect(canDefend(g, on(g, DAN, 0))).toBe(true);
  });

  it('d44 補助AIチップ: +1000 and 《ロボット》; the host gains [1][スリープ] draw, used by the host’s player (000 ■戦場とカードのプレイヤー)', () => {
    const C = '補助AIチップ';
    const g = game('d44', { hand: [C], energy: 3, battlefield: [DAN], main: [GUARD] });
    play(g, C, [on(g, DAN, 0)]);
    expect(traitsOf(g, on(g, DAN, 0))).toContain('ロボット');
    activate(g, on(g, DAN, 0));
    expect(hand(g, 0)).toEqual([GUARD]);
    expect(asleep(g, on(g, DAN, 0))).toBe(true);
  });

  it('d44 軌道ステーション「アマテラス」: your 《モジュール》 +1000; [2] once per turn: an asleep 《宇宙飛行士》 of yours active (HF-12.8)', () => {
    const A = '軌道ステーション「アマテラス」';
    const g = game('d44', {
      battlefield: [A, HABITAT, { name: DAN, sleep: true }, { name: SENTRY, sleep: true }],
      energy: 4,
    });
    expect(powerOf(g, on(g, HABITAT, 0))).toBe(5000);
    const a = on(g, A, 0);
    expect(activatableOn(g, a, on(g, SENTRY, 0))).toBe(false);
    activate(g, a, [on(g, DAN, 0)]);
    expect(asleep(g, on(g, DAN, 0))).toBe(false);
    expect(canActivate(g, a)).toBe(false);
  });

  it('d44 被弾区画の生存者: [カルネージ1][スリープ] 2000 to an OPPOSING character (HF-12.4)', () => {
    const S = '被弾区画の生存者';
    const g = game('d44', { battlefield: [S, MINA], damageField: [DAN] }, { battlefield: [DAN] });
    expect(activatableOn(g, on(g, S, 0), on(g, MINA, 0))).toBe(false);
    activate(g, on(g, S, 0), [on(g, DAN, 1)]);
    expect(trash(g, 1)).toEqual([DAN]);
  });

  it('d44 整備ドローン: destroyed → draw (HF-9.6)', () => {
    const g = game('d44', { battlefield: [DRONE], main: [DAN] }, { hand: [DEBRIS], energy: 2 }, 1);
    act(g, { type: 'play', player: 1, card: inHand(g, 1, DEBRIS), targets: [on(g, DRONE, 0)] });
    settle(g);
    expect(hand(g, 0)).toEqual([DAN]);
  });

  it('d44 作業ロボ ボルト: 【貫通】 while any set card is on it (HF-4.4)', () => {
    const B = '作業ロボ ボルト';
    const g = game('d44', { battlefield: [B], hand: ['強化外骨格'], energy: 2 });
    expect(hasKeyword(g, on(g, B, 0), 'pierce')).toBe(false);
    play(g, '強化外骨格', [on(g, B, 0)]);
    expect(hasKeyword(g, on(g, B, 0), 'pierce')).toBe(true);
  });

  it('d44 暴走AI オルトロス: enters → 2000 to every OTHER character of both sides (HF-5.4)', () => {
    const O = '暴走AI オルトロス';
    const g = game('d44', { hand: [O], energy: 6, battlefield: [DAN] }, { battlefield: [GUARD, DRONE] });
    play(g, O);
    expect(trash(g, 0)).toEqual([DAN]);
    expect(trash(g, 1)).toEqual([DRONE]);
    expect(damageOf(g, on(g, GUARD, 1))).toBe(2000);
    expect(damageOf(g, on(g, O, 0))).toBe(0);
  });

  it('d44 実験モジュール アカツキ: [2][スリープ] draw (HF-12.4)', () => {
    const A = '実験モジュール アカツキ';
    const g = game('d44', { battlefield: [A], energy: 2, main: [DAN] });
    activate(g, on(g, A, 0));
    expect(hand(g, 0)).toEqual([DAN]);
    expect(canActivate(g, on(g, A, 0))).toBe(false);
  });

  it('d44 ドッキングポート: your 《宇宙飛行士》 character cards cost 1 less, from the hand or the guard deck (HF-5.12)', () => {
    const D = 'ドッキングポート';
    const g = game('d44', { battlefield: [D], hand: [DAN, DRONE], energy: 1 });
    expect(playable(g, DRONE)).toBe(true);
    play(g, DAN);
    expect(field(g, 0)).toContain(DAN);
    expect(activeEnergy(g, 0)).toBe(0);
    const g2 = game('d44', { hand: [DAN], energy: 1 });
    expect(playable(g2, DAN)).toBe(false);
    const g4 = game('d44', { battlefield: [D, D], hand: [DAN] });
    expect(playable(g4, DAN)).toBe(true); // two ports: 2 less
    const g3 = game('d44', { battlefield: [D], guard: [GUARD], energy: 1 });
    expect(legalActions(g3).some((a) => a.type === 'play' && a.card === inGuard(g3, 0, GUARD))).toBe(true);
  });

  it('d44 デブリ衝突: 3000 to a character of either side (HF-5.4)', () => {
    const g = game('d44', { hand: [DEBRIS], energy: 2, battlefield: [GUARD] });
    play(g, DEBRIS, [on(g, GUARD, 0)]);
    expect(trash(g, 0)).toContain(GUARD);
  });

  it('d44 船外活動開始: a 《宇宙飛行士》 of yours +2000 and 【神速】 for the turn (HF-5.4)', () => {
    const F = '船外活動開始';
    const g = game('d44', { hand: [F], energy: 1, battlefield: [DAN, DRONE] });
    expect(targetable(g, F, on(g, DRONE, 0))).toBe(false);
    play(g, F, [on(g, DAN, 0)]);
    expect(powerOf(g, on(g, DAN, 0))).toBe(4000);
    expect(hasKeyword(g, on(g, DAN, 0), 'godspeed')).toBe(true);
    endTurn(g);
    expect(hasKeyword(g, on(g, DAN, 0), 'godspeed')).toBe(false);
  });

  it('d44 急減圧: destroy every character of power 3000 or less, both sides (HF-5.4)', () => {
    const g = game(
      'd44',
      { hand: ['急減圧'], energy: 5, battlefield: [GUARD, GOLIATH] },
      { battlefield: [DAN, MOTHER] },
    );
    play(g, '急減圧');
    expect(field(g, 0)).toEqual([GOLIATH]);
    expect(field(g, 1)).toEqual([MOTHER]);
  });

  it('d44 隔離プロトコル: destroy a 《異星体》 of either side; draw as its own sentence (HF-5.6)', () => {
    const K = '隔離プロトコル';
    const g = game(
      'd44',
      { hand: [K], energy: 2, battlefield: [DAN], main: [GUARD] },
      { battlefield: [MOTHER] },
    );
    expect(targetable(g, K, on(g, DAN, 0))).toBe(false);
    play(g, K, [on(g, MOTHER, 1)]);
    expect(trash(g, 1)).toEqual([MOTHER]);
    expect(hand(g, 0)).toEqual([GUARD]);
  });

  it('d44 孵化: a cost ≤3 《異星体》 character card of your trash onto the battlefield, active (HF-5.4)', () => {
    const H = '孵化';
    const g = game('d44', { hand: [H], energy: 2, trash: [LARVA, MOTHER] });
    expect(targetable(g, H, inTrash(g, 0, MOTHER))).toBe(false);
    play(g, H, [inTrash(g, 0, LARVA)]);
    expect(field(g, 0)).toEqual([LARVA]);
    expect(asleep(g, on(g, LARVA, 0))).toBe(false);
  });

  it('d44 船長命令・区画パージ: 【奥義：船長】 4000 to every ASLEEP opposing character (HF-13.7)', () => {
    const P = '船長命令・区画パージ';
    const g = game('d44', { hand: [P], energy: 5 }, { battlefield: [{ name: GUARD, sleep: true }] });
    expect(playable(g, P)).toBe(false);
    const g2 = game(
      'd44',
      { hand: [P], energy: 5, battlefield: ['船長 カグラ・イズミ'] },
      { battlefield: [{ name: GUARD, sleep: true }, DAN] },
    );
    play(g2, P);
    expect(field(g2, 1)).toEqual([DAN]);
  });

  it('d44 放射線シールド: +1000; the host cannot be targeted by its controller’s OPPONENT’s commands (HF-5.12)', () => {
    const S = '放射線シールド';
    const g = game(
      'd44',
      { hand: [S, DEBRIS], energy: 3, battlefield: [GUARD] },
      { hand: [DEBRIS], energy: 2 },
    );
    play(g, S, [on(g, GUARD, 0)]);
    expect(powerOf(g, on(g, GUARD, 0))).toBe(4000);
    expect(targetable(g, DEBRIS, on(g, GUARD, 0))).toBe(true);
    endTurn(g);
    expect(
      legalActions(g).some((a) => a.type === 'play' && a.player === 1 && a.targets.includes(on(g, GUARD, 0))),
    ).toBe(false);
  });

  it('d44 微小重力区画: a character of yours defending → +1000 for the turn (HF-8.3)', () => {
    const g = game('d44', { battlefield: ['微小重力区画', GUARD] }, { battlefield: [GOLIATH] }, 1);
    defendWith(g, on(g, GOLIATH, 1), on(g, GUARD, 0));
    expect(powerOf(g, on(g, GUARD, 0))).toBe(4000);
  });

  it('d44 keywords: セントリー 【警戒】, ガーディアン 【反撃】, 防衛ドローン編隊 【神速】, ゴリアテ 【強撃】; ステーション警備員: vanilla', () => {
    const g = game('d44', { battlefield: [SENTRY, '保安ロボ ガーディアン', '防衛ドローン編隊', GOLIATH] });
    expect(hasKeyword(g, on(g, SENTRY, 0), 'vigilance')).toBe(true);
    expect(hasKeyword(g, on(g, '保安ロボ ガーディアン', 0), 'counter')).toBe(true);
    expect(hasKeyword(g, on(g, '防衛ドローン編隊', 0), 'godspeed')).toBe(true);
    expect(hasKeyword(g, on(g, GOLIATH, 0), 'strike')).toBe(true);
    expect(vanilla('d44', GUARD)).toBe(true);
  });
});

describe('d41x-kaitou (twin, the subtle cards)', () => {
  const MIMI = '見習い怪盗 ミミ'; // 《怪盗》 1000 【神速】, cost 1
  const SHITAPPA = '怪盗団の下っ端'; // 《怪盗》 3000 vanilla, cost 2
  const KIDOU = '機動隊員'; // 《警察》 2000 【反撃】
  const NOTICE = '予告状'; // set card −1000 《予告状》, only on an opposing character

  it('d41x 怪盗団の軽業師 ピエロ: destroyed → back from the trash to its owner’s hand (not optional) (HF-9.6)', () => {
    const P = '怪盗団の軽業師 ピエロ';
    const g = game('d41x', { battlefield: [P] }, { battlefield: [SHITAPPA] }, 1);
    defendWith(g, on(g, SHITAPPA, 1), on(g, P, 0));
    settle(g, {}, ['main']);
    expect(hand(g, 0)).toEqual([P]);
    expect(trash(g, 0)).toEqual([]);
  });

  it('d41x 鑑識官 真壁: enters → may remove a card of the opponent’s trash from the game, and only if it did, draw (HF-5.7)', () => {
    const M = '鑑識官 真壁';
    const g = game('d41x', { hand: [M], energy: 2, main: [MIMI] }, { trash: [SHITAPPA] });
    play(g, M, [], { choose: [SHITAPPA] });
    expect(trash(g, 1)).toEqual([]);
    expect(hand(g, 0)).toEqual([MIMI]);
    const g2 = game('d41x', { hand: [M], energy: 2, main: [MIMI] });
    play(g2, M);
    expect(hand(g2, 0)).toEqual([]);
    const g3 = game('d41x', { hand: [M], energy: 2, main: [MIMI] }, { trash: [SHITAPPA] });
    play(g3, M, [], { may: [false] });
    expect(hand(g3, 0)).toEqual([]);
    expect(trash(g3, 1)).toEqual([SHITAPPA]);
  });

  it('d41x 推理披露: look at the opponent’s hand and put the card you choose into their trash (HF-5.4)', () => {
    const R = '推理披露';
    const g = game('d41x', { hand: [R], energy: 5 }, { hand: [MIMI, SHITAPPA] });
    play(g, R, [], { choose: [SHITAPPA] });
    expect(hand(g, 1)).toEqual([MIMI]);
    expect(trash(g, 1)).toEqual([SHITAPPA]);
  });

  it('d41x 現行犯逮捕: an ATTACKING opposing character to the bottom of its owner’s main deck; the attack does no damage (HF-8.4)', () => {
    const A = '現行犯逮捕';
    const g = game('d41x', { hand: [A], energy: 5 }, { battlefield: [SHITAPPA, MIMI] }, 1);
    const s = on(g, SHITAPPA, 1);
    act(g, { type: 'attack', attacker: s, target: { player: 0 } });
    untilPlayable(g, 0);
    expect(targetable(g, A, on(g, MIMI, 1))).toBe(false);
    act(g, { type: 'play', player: 0, card: inHand(g, 0, A), targets: [s] });
    settle(g, {}, ['main']);
    expect(bottom(g, 1, 1)).toEqual([SHITAPPA]);
    expect(damageCount(g, 0)).toBe(0);
  });

  it('d41x 九条探偵事務所: an opposing character attacks → may make an asleep 《探偵》/《警察》 of yours active, once per turn (HF-12.8)', () => {
    const K = '九条探偵事務所';
    const g = game(
      'd41x',
      { battlefield: [K, { name: KIDOU, sleep: true }, { name: '鬼塚警部', sleep: true }] },
      { battlefield: [SHITAPPA, MIMI] },
      1,
    );
    act(g, { type: 'attack', attacker: on(g, SHITAPPA, 1), target: { player: 0 } });
    settle(g, { targets: [[on(g, KIDOU, 0)]] });
    expect(asleep(g, on(g, KIDOU, 0))).toBe(false);
    defend(g, null);
    act(g, { type: 'attack', attacker: on(g, MIMI, 1), target: { player: 0 } });
    settle(g);
    expect(asleep(g, on(g, '鬼塚警部', 0))).toBe(true);
  });

  it('d41x 予告状 / 怪盗紳士 ルパート・ノワール / 予告の刻: only on an opposing character, −1000 and 《予告状》, set → draw; a 《予告状》 character becomes yours for good / is destroyed (HF-4.3)', () => {
    const R = '怪盗紳士 ルパート・ノワール';
    const g = game(
      'd41x',
      { hand: [NOTICE, R], energy: 7, main: [MIMI], battlefield: [SHITAPPA] },
      { battlefield: [KIDOU, '鬼塚警部'] },
    );
    expect(targetable(g, NOTICE, on(g, SHITAPPA, 0))).toBe(false);
    play(g, NOTICE, [on(g, KIDOU, 1)]);
    expect(hand(g, 0)).toEqual([R, MIMI]);
    expect(traitsOf(g, on(g, KIDOU, 1))).toContain('予告状');
    play(g, R);
    expect(sorted(field(g, 0))).toEqual(sorted([SHITAPPA, R, KIDOU]));
    const T = '予告の刻';
    const g2 = game('d41x', { hand: [NOTICE, T], energy: 5 }, { battlefield: [KIDOU, '鬼塚警部'] });
    play(g2, NOTICE, [on(g2, KIDOU, 1)]);
    expect(targetable(g2, T, on(g2, '鬼塚警部', 1))).toBe(false);
    play(g2, T, [on(g2, KIDOU, 1)]);
    expect(trash(g2, 1)).toEqual([KIDOU]);
  });

  it('d41x 大脱出 / 最後の推理: return a character of yours, draw as its own sentence / 【奥義：名探偵】 remove an opposing character from the game, then draw (HF-5.7)', () => {
    const g = game('d41x', { hand: ['大脱出'], energy: 5, battlefield: [MIMI], main: [SHITAPPA] });
    play(g, '大脱出', [on(g, MIMI, 0)]);
    expect(sorted(hand(g, 0))).toEqual(sorted([MIMI, SHITAPPA]));
    const L = '最後の推理';
    const g2 = game('d41x', { hand: [L], energy: 6, main: [MIMI] }, { battlefield: [SHITAPPA] });
    expect(playable(g2, L)).toBe(false);
    const g3 = game(
      'd41x',
      { hand: [L], energy: 6, main: [MIMI], battlefield: ['安楽椅子の名探偵'] },
      { battlefield: [SHITAPPA] },
    );
    play(g3, L, [on(g3, SHITAPPA, 1)]);
    expect(field(g3, 1)).toEqual([]);
    expect(trash(g3, 1)).toEqual([]);
    expect(hand(g3, 0)).toEqual([MIMI]);
  });

  it('d41x 怪盗団の参謀 ギルバート: enters → may choose a 《予告状》 card of your trash to the hand (HF-5.5)', () => {
    const G0 = '怪盗団の参謀 ギルバート';
    const g = game('d41x', { hand: [G0], energy: 3, trash: [NOTICE, MIMI] });
    play(g, G0, [], { choose: [NOTICE] });
    expect(hand(g, 0)).toEqual([NOTICE]);
    const g2 = game('d41x', { hand: [G0], energy: 3, trash: [NOTICE] });
    play(g2, G0, [], { may: [false] });
    expect(hand(g2, 0)).toEqual([]);
  });

  it('d41x 変装の達人 ファントム: enters → an opposing character cannot defend until the end of the turn (HF-8.2)', () => {
    const F = '変装の達人 ファントム';
    const g = game('d41x', { hand: [F], energy: 3, battlefield: [SHITAPPA] }, { battlefield: [KIDOU] });
    play(g, F);
    attack(g, on(g, SHITAPPA, 0), { player: 1 });
    expect(canDefend(g, on(g, KIDOU, 1))).toBe(false);
  });

  it('d41x 安楽椅子の名探偵: [スリープ] an opposing character −2000 for the turn, also in the opponent’s turn at an interruption (HF-12.4)', () => {
    const A = '安楽椅子の名探偵';
    const g = game('d41x', { battlefield: [A] }, { battlefield: [SHITAPPA, MIMI] }, 1);
    act(g, { type: 'attack', attacker: on(g, SHITAPPA, 1), target: { player: 0 } });
    untilPlayable(g, 0);
    expect(activatableOn(g, on(g, A, 0), on(g, MIMI, 1))).toBe(true);
    act(g, { type: 'activate', player: 0, card: on(g, A, 0), targets: [on(g, SHITAPPA, 1)] });
    settle(g, {}, ['main', 'defense']);
    expect(powerOf(g, on(g, SHITAPPA, 1))).toBe(1000);
  });

  it('d41x 名探偵のインバネスコート: only on a 《探偵》 of YOURS; +1000 and 【警戒】 (HF-4.4)', () => {
    const C = '名探偵のインバネスコート';
    const H = '名探偵の助手 小鳥遊ひより';
    const g = game('d41x', { hand: [C], energy: 2, battlefield: [H, SHITAPPA] }, { battlefield: [H] });
    expect(targetable(g, C, on(g, H, 1))).toBe(false);
    expect(targetable(g, C, on(g, SHITAPPA, 0))).toBe(false);
    play(g, C, [on(g, H, 0)]);
    expect(hasKeyword(g, on(g, H, 0), 'vigilance')).toBe(true);
    expect(powerOf(g, on(g, H, 0))).toBe(2000);
  });

  it('d41x 華麗なる盗み: an opposing character is yours until the end of the turn, then active (HF-4.3)', () => {
    const g = game(
      'd41x',
      { hand: ['華麗なる盗み'], energy: 5 },
      { battlefield: [{ name: SHITAPPA, sleep: true }] },
    );
    const s0 = on(g, SHITAPPA, 1);
    play(g, '華麗なる盗み', [s0]);
    expect(g.state.cards[s0].controller).toBe(0);
    expect(asleep(g, s0)).toBe(false);
    endTurn(g);
    expect(g.state.cards[s0].controller).toBe(1);
  });

  it('d41x 怪盗団の運び屋 ジャック: its attack damages the opponent → MAY draw (HF-12.1)', () => {
    const J = '怪盗団の運び屋 ジャック';
    const g = game('d41x', { battlefield: [J], main: [MIMI] });
    hitPlayer(g, on(g, J, 0), { may: [false] });
    expect(hand(g, 0)).toEqual([]);
    const g2 = game('d41x', { battlefield: [J], main: [MIMI] });
    hitPlayer(g2, on(g2, J, 0));
    expect(hand(g2, 0)).toEqual([MIMI]);
  });

  it('d41x 煙幕弾: a 《怪盗》 of yours 【死殺】 for the turn; 【ダメージトリガー】 an ACTIVE opposing character asleep (HF-9.3)', () => {
    const B = '煙幕弾';
    const g = game('d41x', { hand: [B], energy: 5, battlefield: [MIMI, KIDOU] });
    expect(targetable(g, B, on(g, KIDOU, 0))).toBe(false);
    play(g, B, [on(g, MIMI, 0)]);
    expect(hasKeyword(g, on(g, MIMI, 0), 'deathless')).toBe(true);
    const g2 = game('d41x', { guard: [B] }, { battlefield: [SHITAPPA, MIMI] }, 1);
    revealedWith(g2, on(g2, SHITAPPA, 1), [on(g2, MIMI, 1)]);
    expect(asleep(g2, on(g2, MIMI, 1))).toBe(true);
  });

  it('d41x 夜翔ける怪盗 シルフィード / 二代目怪盗 ルナ・ノワール: 【神速】, attacking → an opposing character −1000 / your other 《怪盗》 +1000, [カルネージ1] 【神速】 for the turn (HF-12.4)', () => {
    const S = '夜翔ける怪盗 シルフィード';
    const L = '二代目怪盗 ルナ・ノワール';
    const g = game('d41x', { battlefield: [S, L], damageField: [MIMI] }, { battlefield: [KIDOU] });
    expect(powerOf(g, on(g, S, 0))).toBe(5000);
    expect(powerOf(g, on(g, L, 0))).toBe(3000);
    hitPlayer(g, on(g, S, 0));
    expect(powerOf(g, on(g, KIDOU, 1))).toBe(1000);
    activate(g, on(g, L, 0));
    expect(hasKeyword(g, on(g, L, 0), 'godspeed')).toBe(true);
    endTurn(g);
    expect(hasKeyword(g, on(g, L, 0), 'godspeed')).toBe(false);
  });

  it('d41x 二重スパイ 黒羽 / 警視総監 剣崎 / 鬼塚警部: enters → draw then discard / your other 《警察》 【警戒】 / 【警戒】, defending → +1000 (HF-8.3)', () => {
    const g = game('d41x', { hand: ['二重スパイ 黒羽', MIMI], energy: 3, main: [SHITAPPA] });
    play(g, '二重スパイ 黒羽', [], { choose: [MIMI] });
    expect(hand(g, 0)).toEqual([SHITAPPA]);
    const g2 = game('d41x', { battlefield: ['警視総監 剣崎', KIDOU, MIMI] });
    expect(hasKeyword(g2, on(g2, KIDOU, 0), 'vigilance')).toBe(true);
    expect(hasKeyword(g2, on(g2, MIMI, 0), 'vigilance')).toBe(false);
    const g3 = game('d41x', { battlefield: ['鬼塚警部'] }, { battlefield: [SHITAPPA] }, 1);
    defendWith(g3, on(g3, SHITAPPA, 1), on(g3, '鬼塚警部', 0));
    expect(powerOf(g3, on(g3, '鬼塚警部', 0))).toBe(4000);
  });

  it('d41x 緊急配備 / 包囲網: an asleep 《警察》 of yours active / one or two opposing characters −1000 for the turn (HF-5.10)', () => {
    const g = game('d41x', {
      hand: ['緊急配備'],
      energy: 5,
      battlefield: [
        { name: KIDOU, sleep: true },
        { name: MIMI, sleep: true },
      ],
    });
    expect(targetable(g, '緊急配備', on(g, MIMI, 0))).toBe(false);
    play(g, '緊急配備', [on(g, KIDOU, 0)]);
    expect(asleep(g, on(g, KIDOU, 0))).toBe(false);
    const g2 = game('d41x', { hand: ['包囲網'], energy: 5 }, { battlefield: [KIDOU, SHITAPPA, MIMI] });
    play(g2, '包囲網', [on(g2, KIDOU, 1), on(g2, SHITAPPA, 1)]);
    expect([KIDOU, SHITAPPA].map((n) => powerOf(g2, on(g2, n, 1)))).toEqual([1000, 2000]);
    expect(powerOf(g2, on(g2, MIMI, 1))).toBe(1000);
  });

  it('d41x 真紅の予告状 / 鋼鉄の手錠 / 怪盗の黒マント: only on an opposing character, cannot defend / cannot attack / +1000 【神速】 (HF-8.1, HF-8.2)', () => {
    const GARON = '怪盗団の用心棒 ガロン';
    const g = game(
      'd41x',
      { hand: ['真紅の予告状', '鋼鉄の手錠', '怪盗の黒マント'], energy: 6, battlefield: [SHITAPPA, GARON] },
      { battlefield: [KIDOU, '鬼塚警部'] },
    );
    expect(targetable(g, '真紅の予告状', on(g, SHITAPPA, 0))).toBe(false);
    play(g, '真紅の予告状', [on(g, KIDOU, 1)]);
    play(g, '鋼鉄の手錠', [on(g, '鬼塚警部', 1)]);
    play(g, '怪盗の黒マント', [on(g, SHITAPPA, 0)]);
    expect(hasKeyword(g, on(g, SHITAPPA, 0), 'godspeed')).toBe(true);
    expect(traitsOf(g, on(g, KIDOU, 1))).toContain('予告状');
    endTurn(g);
    expect(cannotAttack(g, on(g, '鬼塚警部', 1))).toBe(true);
    endTurn(g);
    attack(g, on(g, GARON, 0), { player: 1 });
    expect(canDefend(g, on(g, KIDOU, 1))).toBe(false);
    expect(canDefend(g, on(g, '鬼塚警部', 1))).toBe(true); // 手錠 stops attacks only
  });

  it('d41x 怪盗団の用心棒 ガロン / 見習い怪盗 ミミ / 機動隊員: keywords; 怪盗団の下っ端: vanilla', () => {
    const g = game('d41x', { battlefield: ['怪盗団の用心棒 ガロン', MIMI, KIDOU] });
    expect(hasKeyword(g, on(g, '怪盗団の用心棒 ガロン', 0), 'counter')).toBe(true);
    expect(hasKeyword(g, on(g, MIMI, 0), 'godspeed') && hasKeyword(g, on(g, KIDOU, 0), 'counter')).toBe(true);
    expect(vanilla('d41x', SHITAPPA)).toBe(true);
  });
});

describe('d42x-kishidan (twin, the subtle cards)', () => {
  const LIESE = '紅蓮の竜騎士 リーゼ'; // 《竜騎士》 3000
  const ALBERT = '鉄壁の竜騎士 アルベルト'; // 《竜騎士》 3000
  const HOSHOU = '竜騎士団の歩哨'; // 3000 vanilla, cost 2
  const WYVERN = '騎竜・疾風のワイバーン'; // set card 《騎竜》 +1000 【神速】, cost 1
  const YOURYU = '幼竜'; // 《竜》 1000, cost 1
  const NEMURI = '眠れる古竜'; // 《古竜》 6000, cost 4

  it('d42x 鉄壁の竜騎士 アルベルト / 紅蓮の竜騎士 リーゼ: 【警戒】【反撃】 while a 《騎竜》 card is on it / attacking with one → +2000 (HF-4.4)', () => {
    const g = game('d42x', { hand: [WYVERN, WYVERN], energy: 2, battlefield: [ALBERT, LIESE] });
    const a = on(g, ALBERT, 0);
    expect(hasKeyword(g, a, 'vigilance') || hasKeyword(g, a, 'counter')).toBe(false);
    play(g, WYVERN, [a]);
    expect(hasKeyword(g, a, 'vigilance') && hasKeyword(g, a, 'counter')).toBe(true);
    const l = on(g, LIESE, 0);
    hitPlayer(g, l);
    expect(powerOf(g, l)).toBe(3000);
    const g2 = game('d42x', { hand: [WYVERN], energy: 1, battlefield: [LIESE] });
    const l2 = on(g2, LIESE, 0);
    play(g2, WYVERN, [l2]);
    hitPlayer(g2, l2);
    expect(powerOf(g2, l2)).toBe(6000);
  });

  it('d42x 竜舎番の少女: [スリープ] ANOTHER character of yours with a 《騎竜》 card on it becomes active (HF-12.4)', () => {
    const S = '竜舎番の少女';
    const g = game('d42x', {
      hand: [WYVERN],
      energy: 1,
      battlefield: [S, LIESE, { name: HOSHOU, sleep: true }],
    });
    const l = on(g, LIESE, 0);
    play(g, WYVERN, [l]);
    hitPlayer(g, l);
    expect(activatableOn(g, on(g, S, 0), on(g, HOSHOU, 0))).toBe(false);
    activate(g, on(g, S, 0), [l]);
    expect(asleep(g, l)).toBe(false);
  });

  it('d42x 古竜の末裔: [カルネージ1] +2000 and 【強撃】 for the turn, as often as paid; 【強撃】 stacks (HF-13.4)', () => {
    const M = '古竜の末裔';
    const g = game('d42x', { battlefield: [M], damageField: [HOSHOU, HOSHOU] });
    const m = on(g, M, 0);
    activate(g, m);
    activate(g, m);
    expect(powerOf(g, m)).toBe(7000);
    hitPlayer(g, m);
    expect(damageCount(g, 1)).toBe(3);
  });

  it('d42x 竜鱗の鎧: the host would be destroyed → instead its player may trash this card and remove the host’s damage (HF-5.11)', () => {
    const A = '竜鱗の鎧';
    const g2 = game(
      'd42x',
      { battlefield: [{ name: HOSHOU, sleep: true }], hand: [A], energy: 1 },
      { battlefield: [NEMURI] },
    );
    const h = on(g2, HOSHOU, 0);
    play(g2, A, [h]);
    expect(traitsOf(g2, h)).toContain('装備');
    endTurn(g2);
    act(g2, { type: 'attack', attacker: on(g2, NEMURI, 1), target: { card: h } });
    settle(g2, { replace: [true] }, ['main']);
    expect(field(g2, 0)).toEqual([HOSHOU]);
    expect(damageOf(g2, h)).toBe(0);
    expect(trash(g2, 0)).toEqual([A]);
  });

  it('d42x 竜鱗の鎧 on an opposing character: the HOST’s controller decides the replacement (RULING HF-5.11: the affected card’s controller; the intent says the set card’s owner)', () => {
    const A = '竜鱗の鎧';
    const g = game(
      'd42x',
      { hand: [A], energy: 1, battlefield: [NEMURI] },
      { battlefield: [{ name: HOSHOU, sleep: true }] },
    );
    const h = on(g, HOSHOU, 1);
    play(g, A, [h]);
    act(g, { type: 'attack', attacker: on(g, NEMURI, 0), target: { card: h } });
    settle(g, {}, ['main', 'replacement']);
    expect(g.state.pending?.kind).toBe('replacement');
    expect(g.state.pending && 'player' in g.state.pending && g.state.pending.player).toBe(1);
  });

  it('d42x 竜の息吹: 3000 to an opposing character, 5000 instead while a 《古竜》 of yours is on the battlefield (HF-5.11)', () => {
    const B = '竜の息吹';
    const g = game('d42x', { hand: [B], energy: 5 }, { battlefield: [NEMURI] });
    play(g, B, [on(g, NEMURI, 1)]);
    expect(damageOf(g, on(g, NEMURI, 1))).toBe(3000);
    const g2 = game('d42x', { hand: [B], energy: 5, battlefield: [NEMURI] }, { battlefield: [NEMURI] });
    play(g2, B, [on(g2, NEMURI, 1)]);
    expect(damageOf(g2, on(g2, NEMURI, 1))).toBe(5000);
  });

  it('d42x 眠れる古竜: enters ASLEEP when played (HF-4.2)', () => {
    const g = game('d42x', { hand: [NEMURI], energy: 4 });
    play(g, NEMURI);
    expect(asleep(g, on(g, NEMURI, 0))).toBe(true);
  });

  it('d42x 竜騎一体・天穹墜撃: 【奥義：古竜】 destroy an opposing character, then 1 damage to the opponent (HF-5.7)', () => {
    const T = '竜騎一体・天穹墜撃';
    const g = game('d42x', { hand: [T], energy: 6 }, { battlefield: [HOSHOU] });
    expect(playable(g, T)).toBe(false);
    const g2 = game('d42x', { hand: [T], energy: 6, battlefield: [NEMURI] }, { battlefield: [HOSHOU] });
    play(g2, T, [on(g2, HOSHOU, 1)]);
    expect(trash(g2, 1)).toEqual([HOSHOU]);
    expect(damageCount(g2, 1)).toBe(1);
  });

  it('d42x 竜騎一体・天穹墜撃: a target that is not destroyed (【死殺】) → no damage to the opponent (HF-5.7, HF-13.5)', () => {
    const T = '竜騎一体・天穹墜撃';
    const g = game(
      'd42x',
      { hand: [T], energy: 6, battlefield: [NEMURI] },
      { battlefield: ['バウムクーヘンの老騎士'] },
    );
    play(g, T, [on(g, 'バウムクーヘンの老騎士', 1)]);
    expect(field(g, 1)).toEqual(['バウムクーヘンの老騎士']);
    expect(damageCount(g, 1)).toBe(0);
  });

  it('d42x 竜騎士の誓約: +1000 and 《竜騎士》; set → the set card’s player draws (HF-4.4)', () => {
    const O = '竜騎士の誓約';
    const g = game('d42x', { hand: [O], energy: 1, main: [YOURYU] }, { battlefield: [HOSHOU] });
    play(g, O, [on(g, HOSHOU, 1)]);
    expect(traitsOf(g, on(g, HOSHOU, 1))).toContain('竜騎士');
    expect(hand(g, 0)).toEqual([YOURYU]);
  });

  it('d42x 竜墜としの傭兵: [2][スリープ] 3000 to a 《竜》 character of either side (HF-12.4)', () => {
    const M = '竜墜としの傭兵';
    const g = game('d42x', { battlefield: [M, YOURYU], energy: 2 }, { battlefield: [HOSHOU, NEMURI] });
    expect(activatableOn(g, on(g, M, 0), on(g, HOSHOU, 1))).toBe(false);
    expect(activatableOn(g, on(g, M, 0), on(g, YOURYU, 0))).toBe(true);
    activate(g, on(g, M, 0), [on(g, NEMURI, 1)]);
    expect(damageOf(g, on(g, NEMURI, 1))).toBe(3000);
  });

  it('d42x 竜騎士団副長 セラ: 【反撃】; defending → draw (HF-8.3)', () => {
    const S = '竜騎士団副長 セラ';
    const g = game('d42x', { battlefield: [S], main: [YOURYU] }, { battlefield: [HOSHOU] }, 1);
    defendWith(g, on(g, HOSHOU, 1), on(g, S, 0));
    expect(hand(g, 0)).toEqual([YOURYU]);
  });

  it('d42x 騎士団の号令 / 古竜 アズ＝カラード: one or two asleep 《竜騎士》 of yours active / up to two opposing characters asleep (HF-5.10)', () => {
    const O = '騎士団の号令';
    const g = game('d42x', {
      hand: [O],
      energy: 5,
      battlefield: [
        { name: LIESE, sleep: true },
        { name: ALBERT, sleep: true },
        { name: HOSHOU, sleep: true },
      ],
    });
    expect(targetable(g, O, on(g, HOSHOU, 0))).toBe(false);
    play(g, O, [on(g, LIESE, 0), on(g, ALBERT, 0)]);
    expect(asleep(g, on(g, LIESE, 0)) || asleep(g, on(g, ALBERT, 0))).toBe(false);
    const Z = '古竜 アズ＝カラード';
    const g2 = game('d42x', { hand: [Z], energy: 6 }, { battlefield: [HOSHOU, YOURYU, LIESE] });
    play(g2, Z, [], { targets: [[on(g2, HOSHOU, 1), on(g2, YOURYU, 1)]] });
    expect([HOSHOU, YOURYU, LIESE].map((n) => asleep(g2, on(g2, n, 1)))).toEqual([true, true, false]);
  });

  it('d42x 古竜の目覚め: look at 5, may reveal a 《古竜》 CHARACTER card to the hand, the rest to the bottom; fewer than 5: nothing (HF-5.6)', () => {
    const W = '古竜の目覚め';
    const g = game('d42x', { hand: [W], energy: 5, main: [HOSHOU, NEMURI, YOURYU, LIESE, ALBERT, WYVERN] });
    play(g, W, [], { choose: [NEMURI, HOSHOU, YOURYU, LIESE, ALBERT] });
    expect(hand(g, 0)).toEqual([NEMURI]);
    expect(top(g, 0, 1)).toEqual([WYVERN]);
    const g2 = game('d42x', { hand: [W], energy: 5, main: [NEMURI, HOSHOU], mainCount: 2 });
    play(g2, W, [], { choose: [NEMURI] });
    expect(hand(g2, 0)).toEqual([]);
  });

  it('d42x 竜騎士団長 ヴァルト / 竜の巫女 エルナ / 古竜の眠る霊峰: your other 《竜騎士》 / your 《古竜》 +1000; エルナ [2][スリープ] a 《古竜》 card of your trash to the hand; 霊峰 [カルネージ1] once per turn an asleep 《古竜》 active (HF-12.8)', () => {
    const g = game('d42x', { battlefield: ['竜騎士団長 ヴァルト', LIESE, HOSHOU] });
    expect(powerOf(g, on(g, LIESE, 0))).toBe(4000);
    expect(powerOf(g, on(g, '竜騎士団長 ヴァルト', 0))).toBe(5000);
    expect(powerOf(g, on(g, HOSHOU, 0))).toBe(3000);
    const E = '竜の巫女 エルナ';
    const g2 = game('d42x', { battlefield: [E, NEMURI], energy: 2, trash: [NEMURI, YOURYU] });
    expect(powerOf(g2, on(g2, NEMURI, 0))).toBe(7000);
    expect(activatableOn(g2, on(g2, E, 0), inTrash(g2, 0, YOURYU))).toBe(false);
    activate(g2, on(g2, E, 0), [inTrash(g2, 0, NEMURI)]);
    expect(hand(g2, 0)).toEqual([NEMURI]);
    const R = '古竜の眠る霊峰';
    const g3 = game('d42x', {
      battlefield: [R, { name: NEMURI, sleep: true }],
      damageField: [HOSHOU, HOSHOU],
    });
    expect(powerOf(g3, on(g3, NEMURI, 0))).toBe(7000);
    activate(g3, on(g3, R, 0), [on(g3, NEMURI, 0)]);
    expect(asleep(g3, on(g3, NEMURI, 0))).toBe(false);
    expect(canActivate(g3, on(g3, R, 0))).toBe(false);
  });

  it('d42x 竜血の騎士 / 竜の咆哮 / 古竜 グラウ＝ヴェルム: [カルネージ2] 3000 to an opposing character / opposing power ≤3000 asleep / enters → 2000 to every opposing character, 【強撃】 (HF-5.4)', () => {
    const g = game(
      'd42x',
      { battlefield: ['竜血の騎士'], damageField: [HOSHOU, HOSHOU] },
      { battlefield: [LIESE] },
    );
    activate(g, on(g, '竜血の騎士', 0), [on(g, LIESE, 1)]);
    expect(trash(g, 1)).toEqual([LIESE]);
    const g2 = game('d42x', { hand: ['竜の咆哮'], energy: 5 }, { battlefield: [HOSHOU, NEMURI] });
    play(g2, '竜の咆哮');
    expect(asleep(g2, on(g2, HOSHOU, 1)) && !asleep(g2, on(g2, NEMURI, 1))).toBe(true);
    const V = '古竜 グラウ＝ヴェルム';
    const g3 = game(
      'd42x',
      { hand: [V], energy: 7, battlefield: [YOURYU] },
      { battlefield: [YOURYU, HOSHOU] },
    );
    play(g3, V);
    expect(trash(g3, 1)).toEqual([YOURYU]);
    expect(field(g3, 0)).toContain(YOURYU);
    expect(hasKeyword(g3, on(g3, V, 0), 'strike')).toBe(true);
  });

  it('d42x 黒鱗の古竜 ネーザ / 幼竜 / 竜騎士団の伝令 / 老竜騎士 ゲルハルト: its attack destroys → draw / destroyed → draw / enters → draw / enters → a 《騎竜》 card of your trash to the hand (HF-9.6)', () => {
    const N = '黒鱗の古竜 ネーザ';
    const g = game(
      'd42x',
      { battlefield: [N], main: [HOSHOU, LIESE, ALBERT] },
      { battlefield: [{ name: YOURYU, sleep: true }], main: [NEMURI] },
    );
    attackCard(g, on(g, N, 0), on(g, YOURYU, 1));
    expect(hand(g, 0)).toEqual([HOSHOU]);
    expect(hand(g, 1)).toEqual([NEMURI]); // 幼竜 destroyed → its player draws
    expect(damageCount(g, 1)).toBe(1); // 【貫通】
    const g2 = game('d42x', {
      hand: ['竜騎士団の伝令', '老竜騎士 ゲルハルト'],
      energy: 6,
      main: [HOSHOU],
      trash: [WYVERN, YOURYU],
    });
    play(g2, '竜騎士団の伝令');
    play(g2, '老竜騎士 ゲルハルト');
    expect(sorted(hand(g2, 0))).toEqual(sorted([HOSHOU, WYVERN]));
  });

  it('d42x 騎竜・鋼殻の地竜 / 騎竜・赤鱗のドレイク / 古竜の呪い / 竜騎突撃: +2000 《騎竜》 【反撃】 / +1000 《騎竜》 【強撃】 / −2000 《呪い》 cannot defend / a 《竜騎士》 +2000 and 【貫通】 for the turn (HF-4.4)', () => {
    const g = game(
      'd42x',
      {
        hand: ['騎竜・鋼殻の地竜', '騎竜・赤鱗のドレイク', '古竜の呪い', '竜騎突撃'],
        energy: 9,
        battlefield: [HOSHOU, YOURYU, LIESE],
      },
      { battlefield: [NEMURI] },
    );
    play(g, '騎竜・鋼殻の地竜', [on(g, HOSHOU, 0)]);
    play(g, '騎竜・赤鱗のドレイク', [on(g, YOURYU, 0)]);
    play(g, '古竜の呪い', [on(g, NEMURI, 1)]);
    expect(targetable(g, '竜騎突撃', on(g, HOSHOU, 0))).toBe(false);
    play(g, '竜騎突撃', [on(g, LIESE, 0)]);
    expect(powerOf(g, on(g, HOSHOU, 0)) === 5000 && hasKeyword(g, on(g, HOSHOU, 0), 'counter')).toBe(true);
    expect(traitsOf(g, on(g, YOURYU, 0))).toContain('騎竜');
    expect(hasKeyword(g, on(g, YOURYU, 0), 'strike')).toBe(true);
    expect(powerOf(g, on(g, NEMURI, 1))).toBe(4000);
    expect(traitsOf(g, on(g, NEMURI, 1))).toContain('呪い');
    expect(powerOf(g, on(g, LIESE, 0)) === 5000 && hasKeyword(g, on(g, LIESE, 0), 'pierce')).toBe(true);
    hitPlayer(g, on(g, HOSHOU, 0));
    endTurn(g);
    endTurn(g);
    attack(g, on(g, YOURYU, 0), { player: 1 });
    expect(canDefend(g, on(g, NEMURI, 1))).toBe(false);
  });

  it('d42x 援軍要請 / 竜鱗の盾 / 騎士団の弔鐘 / 古竜の守り手: draw 2 then discard / +2000, 【ダメージトリガー】 draw / a character card of your trash to the hand, 【ダメージトリガー】 2000 / 【ダメージトリガー】 +2000 (HF-9.3)', () => {
    const g = game('d42x', {
      hand: ['援軍要請', '竜鱗の盾', '騎士団の弔鐘'],
      energy: 9,
      battlefield: [HOSHOU],
      main: [YOURYU, LIESE],
      trash: [NEMURI, WYVERN],
    });
    play(g, '援軍要請', [], { choose: ['竜鱗の盾'] });
    play(g, '騎士団の弔鐘', [inTrash(g, 0, NEMURI)]);
    expect(sorted(hand(g, 0))).toEqual(sorted([YOURYU, LIESE, NEMURI]));
    const g2 = game('d42x', { guard: ['竜鱗の盾'], main: [YOURYU] }, { battlefield: [HOSHOU] }, 1);
    revealedWith(g2, on(g2, HOSHOU, 1), []);
    expect(hand(g2, 0)).toEqual([YOURYU]);
    const g3 = game('d42x', { guard: ['騎士団の弔鐘'] }, { battlefield: [HOSHOU, YOURYU] }, 1);
    revealedWith(g3, on(g3, HOSHOU, 1), [on(g3, YOURYU, 1)]);
    expect(trash(g3, 1)).toEqual([YOURYU]);
    const g4 = game('d42x', { guard: ['古竜の守り手'], battlefield: [LIESE] }, { battlefield: [HOSHOU] }, 1);
    revealedWith(g4, on(g4, HOSHOU, 1), [on(g4, LIESE, 0)]);
    expect(powerOf(g4, on(g4, LIESE, 0))).toBe(5000);
  });

  it('d42x 竜騎士団の見習い従騎士: enters → look at 3, may reveal a 《騎竜》 card to the hand, the rest to the bottom (HF-5.6)', () => {
    const g = game('d42x', {
      hand: ['竜騎士団の見習い従騎士'],
      energy: 1,
      main: [HOSHOU, WYVERN, YOURYU, LIESE],
    });
    play(g, '竜騎士団の見習い従騎士', [], { choose: [WYVERN, YOURYU, HOSHOU] });
    expect(hand(g, 0)).toEqual([WYVERN]);
    expect(top(g, 0, 1)).toEqual([LIESE]);
  });

  it('d42x keywords: 竜槍の突撃兵 【貫通】, 古竜 セレスティア 【神速】【強撃】, 飛竜の群れ 【神速】; 竜騎士団の歩哨: vanilla', () => {
    const g = game('d42x', { battlefield: ['竜槍の突撃兵', '古竜 セレスティア', '飛竜の群れ'] });
    expect(hasKeyword(g, on(g, '竜槍の突撃兵', 0), 'pierce')).toBe(true);
    const c = on(g, '古竜 セレスティア', 0);
    expect(hasKeyword(g, c, 'godspeed') && hasKeyword(g, c, 'strike')).toBe(true);
    expect(hasKeyword(g, on(g, '飛竜の群れ', 0), 'godspeed')).toBe(true);
    expect(vanilla('d42x', HOSHOU)).toBe(true);
  });
});

describe('d43x-iseki (twin, the subtle cards)', () => {
  const STONE = '石ころゴーレム'; // 《ゴーレム》 1000 【死殺】, cannot attack
  const DONKEY = '荷運びのロバ隊'; // 2000 vanilla, cost 1
  const SHITAPPA = '盗掘団の下っ端'; // 2000 vanilla
  const SANDSTONE = '砂岩のゴーレム'; // 《ゴーレム》 3000
  const AMULET = '守護の護符'; // set card 《遺物》 +1000 【死殺】

  it('d43x 擬態する宝箱: defending → 【反撃】 for the turn, in that same defense (HF-13.1)', () => {
    const B = '擬態する宝箱';
    const g = game('d43x', { battlefield: [B] }, { battlefield: [DONKEY] }, 1);
    expect(hasKeyword(g, on(g, B, 0), 'counter')).toBe(false);
    defendWith(g, on(g, DONKEY, 1), on(g, B, 0));
    expect(hasKeyword(g, on(g, B, 0), 'counter')).toBe(true);
    settle(g, {}, ['main']);
    expect(trash(g, 1)).toEqual([DONKEY]);
  });

  it('d43x 罠師のリゼット: defending → 1000 to the attacker (HF-8.3)', () => {
    const R = '罠師のリゼット';
    const g = game('d43x', { battlefield: [R] }, { battlefield: [SANDSTONE] }, 1);
    defendWith(g, on(g, SANDSTONE, 1), on(g, R, 0));
    expect(damageOf(g, on(g, SANDSTONE, 1))).toBe(1000);
  });

  it('d43x 砂岩のゴーレム: destroyed → your top card into the energy asleep (HF-9.6)', () => {
    const g = game(
      'd43x',
      { battlefield: [SANDSTONE], main: [DONKEY] },
      { battlefield: ['目覚めし巨像'] },
      1,
    );
    defendWith(g, on(g, '目覚めし巨像', 1), on(g, SANDSTONE, 0));
    settle(g, {}, ['main']);
    expect(energyCount(g, 0)).toBe(1);
    expect(activeEnergy(g, 0)).toBe(0);
  });

  it('d43x 目覚めし巨像: enters ASLEEP; 【強撃】 (HF-4.2)', () => {
    const K = '目覚めし巨像';
    const g = game('d43x', { hand: [K], energy: 5 });
    play(g, K);
    expect(asleep(g, on(g, K, 0))).toBe(true);
    expect(hasKeyword(g, on(g, K, 0), 'strike')).toBe(true);
  });

  it('d43x 地図にない部屋: up to one 《遺物》 card of your main deck revealed to the hand, then shuffle (HF-5.4)', () => {
    const R = '地図にない部屋';
    const g = game('d43x', { hand: [R], energy: 5, main: [DONKEY, SHITAPPA, AMULET] });
    play(g, R, [], { choose: [AMULET] });
    expect(hand(g, 0)).toEqual([AMULET]);
    const g2 = game('d43x', { hand: [R], energy: 5, main: [DONKEY, AMULET] });
    play(g2, R, [], { choose: [] });
    expect(hand(g2, 0)).toEqual([]);
  });

  it('d43x 緊急撤収: return a character of yours, THEN draw (HF-5.7)', () => {
    const E = '緊急撤収';
    const g = game('d43x', { hand: [E], energy: 5, battlefield: [DONKEY], main: [SHITAPPA] });
    play(g, E, [on(g, DONKEY, 0)]);
    expect(sorted(hand(g, 0))).toEqual(sorted([DONKEY, SHITAPPA]));
  });

  it('d43x 仕掛け罠・トラバサミ: −1000; the host does not stand in its active phase; the host’s player may pay [2] to trash it (000 ■戦場とカードのプレイヤー)', () => {
    const T = '仕掛け罠・トラバサミ';
    const g = game(
      'd43x',
      { hand: [T], energy: 2 },
      { battlefield: [{ name: SANDSTONE, sleep: true }], energy: 2 },
    );
    play(g, T, [on(g, SANDSTONE, 1)]);
    expect(powerOf(g, on(g, SANDSTONE, 1))).toBe(2000);
    expect(canActivate(g, on(g, SANDSTONE, 1))).toBe(false);
    endTurn(g);
    expect(asleep(g, on(g, SANDSTONE, 1))).toBe(true);
    activate(g, on(g, SANDSTONE, 1));
    expect(trash(g, 0)).toEqual([T]);
    expect(powerOf(g, on(g, SANDSTONE, 1))).toBe(3000);
  });

  it('d43x ミレイユの羅針盤: the host gains [1] look at your top 2 and put them back in any order (HF-4.4)', () => {
    const C = 'ミレイユの羅針盤';
    const g = game('d43x', {
      hand: [C],
      energy: 2,
      battlefield: [DONKEY],
      main: [SHITAPPA, STONE, SANDSTONE],
    });
    play(g, C, [on(g, DONKEY, 0)]);
    activate(g, on(g, DONKEY, 0), [], { choose: [STONE, SHITAPPA] });
    expect(top(g, 0, 3)).toEqual([STONE, SHITAPPA, SANDSTONE]);
  });

  it('d43x 測量士エルダ / 歯車仕掛けの偵察機: look at your top card; may put it at the bottom / into the trash (HF-5.4)', () => {
    const E = '測量士エルダ';
    const g = game('d43x', { battlefield: [E], main: [DONKEY, SHITAPPA] });
    activate(g, on(g, E, 0), [], { choose: [DONKEY] });
    expect(top(g, 0, 1)).toEqual([SHITAPPA]);
    const S = '歯車仕掛けの偵察機';
    const g2 = game('d43x', { hand: [S], energy: 2, main: [DONKEY, SHITAPPA] });
    play(g2, S, [], { choose: [DONKEY] });
    expect(trash(g2, 0)).toEqual([DONKEY]);
    const g3 = game('d43x', { hand: [S], energy: 2, main: [DONKEY, SHITAPPA] });
    play(g3, S, [], { choose: [] });
    expect(top(g3, 0, 1)).toEqual([DONKEY]);
  });

  it('d43x 核晶ゴーレム・アダマス: enters → up to one ACTIVE opposing character asleep; 【死殺】 while a 《遺跡》 world set of yours is on the battlefield (HF-13.5)', () => {
    const A = '核晶ゴーレム・アダマス';
    const g = game('d43x', { hand: [A], energy: 6 }, { battlefield: [DONKEY] });
    play(g, A, [], { targets: [[on(g, DONKEY, 1)]] });
    expect(asleep(g, on(g, DONKEY, 1))).toBe(true);
    expect(hasKeyword(g, on(g, A, 0), 'deathless')).toBe(false);
    const g2 = game('d43x', { battlefield: [A, '忘れられた地下神殿'] });
    expect(hasKeyword(g2, on(g2, A, 0), 'deathless')).toBe(true);
  });

  it('d43x 盗掘団の頭目ヴァルガ: attacking → up to one set card on an opposing character into its owner’s trash (HF-5.5)', () => {
    const V = '盗掘団の頭目ヴァルガ';
    const g = game('d43x', { battlefield: [V] }, { battlefield: [DONKEY], hand: [AMULET], energy: 3 }, 1);
    setBy1(g, AMULET, on(g, DONKEY, 1));
    endTurn(g);
    const [a] = attachedTo(g, on(g, DONKEY, 1));
    hitPlayer(g, on(g, V, 0), { targets: [[a]] });
    expect(trash(g, 1)).toEqual([AMULET]);
  });

  it('d43x 落とし穴 / 転がる大岩: 3000 to an ATTACKING character / 2000 to each of one or two characters (HF-5.10)', () => {
    const P = '落とし穴';
    const g = game('d43x', { hand: [P], energy: 5 }, { battlefield: [SANDSTONE, DONKEY] }, 1);
    act(g, { type: 'attack', attacker: on(g, SANDSTONE, 1), target: { player: 0 } });
    untilPlayable(g, 0);
    expect(targetable(g, P, on(g, DONKEY, 1))).toBe(false);
    act(g, { type: 'play', player: 0, card: inHand(g, 0, P), targets: [on(g, SANDSTONE, 1)] });
    settle(g, {}, ['main']);
    expect(trash(g, 1)).toEqual([SANDSTONE]);
    const R = '転がる大岩';
    const g2 = game(
      'd43x',
      { hand: [R], energy: 5, battlefield: [DONKEY] },
      { battlefield: [SHITAPPA, SANDSTONE] },
    );
    play(g2, R, [on(g2, DONKEY, 0), on(g2, SANDSTONE, 1)]);
    expect(trash(g2, 0)).toContain(DONKEY);
    expect(damageOf(g2, on(g2, SANDSTONE, 1))).toBe(2000);
    expect(damageOf(g2, on(g2, SHITAPPA, 1))).toBe(0);
  });

  it('d43x 老考古学者ヘルマン: enters → up to one 《遺物》 card of your trash to the hand, not targeted (HF-5.5)', () => {
    const H = '老考古学者ヘルマン';
    const g = game('d43x', { hand: [H], energy: 4, trash: [AMULET, DONKEY] });
    play(g, H, [], { choose: [AMULET] });
    expect(hand(g, 0)).toEqual([AMULET]);
    const g2 = game('d43x', { hand: [H], energy: 4, trash: [AMULET] });
    play(g2, H, [], { choose: [] });
    expect(hand(g2, 0)).toEqual([]);
  });

  it('d43x ゴーレムの核石 / 罠だらけの回廊: only on a 《ゴーレム》, +2000 and 【反撃】 / an opposing character attacking takes 1000 (HF-4.4)', () => {
    const C = 'ゴーレムの核石';
    const g = game('d43x', { hand: [C], energy: 2, battlefield: [SANDSTONE, DONKEY] });
    expect(targetable(g, C, on(g, DONKEY, 0))).toBe(false);
    play(g, C, [on(g, SANDSTONE, 0)]);
    expect(powerOf(g, on(g, SANDSTONE, 0))).toBe(5000);
    expect(hasKeyword(g, on(g, SANDSTONE, 0), 'counter')).toBe(true);
    const g2 = game('d43x', { battlefield: ['罠だらけの回廊'] }, { battlefield: [SANDSTONE] }, 1);
    attack(g2, on(g2, SANDSTONE, 1), { player: 0 });
    expect(damageOf(g2, on(g2, SANDSTONE, 1))).toBe(1000);
  });

  it('d43x 発掘隊長ミレイユ / 試掘: enters → look at 3, up to one 《遺物》 card to the hand / play: one card (not optional) to the hand, the rest to the bottom; 試掘 【ダメージトリガー】 draw (HF-9.3)', () => {
    const g = game('d43x', {
      hand: ['発掘隊長ミレイユ'],
      energy: 3,
      main: [DONKEY, AMULET, SHITAPPA, STONE],
    });
    play(g, '発掘隊長ミレイユ', [], { choose: [AMULET, SHITAPPA, DONKEY] });
    expect(hand(g, 0)).toEqual([AMULET]);
    expect(bottom(g, 0, 2)).toEqual([SHITAPPA, DONKEY]);
    const g2 = game('d43x', { hand: ['試掘'], energy: 5, main: [DONKEY, SHITAPPA, STONE, SANDSTONE] });
    play(g2, '試掘', [], { choose: [STONE, DONKEY, SHITAPPA] });
    expect(hand(g2, 0)).toEqual([STONE]);
    expect(top(g2, 0, 1)).toEqual([SANDSTONE]);
    const g3 = game('d43x', { guard: ['試掘'], main: [DONKEY] }, { battlefield: [SHITAPPA] }, 1);
    revealedWith(g3, on(g3, SHITAPPA, 1), []);
    expect(hand(g3, 0)).toEqual([DONKEY]);
  });

  it('d43x 遺跡案内人サフィ / 新米発掘員ピット: 【神速】, its attack damages the opponent → draw / destroyed → draw (HF-9.6)', () => {
    const g = game('d43x', { battlefield: ['遺跡案内人サフィ'], main: [DONKEY] });
    hitPlayer(g, on(g, '遺跡案内人サフィ', 0));
    expect(hand(g, 0)).toEqual([DONKEY]);
    const g2 = game(
      'd43x',
      { battlefield: ['新米発掘員ピット'], main: [DONKEY] },
      { battlefield: [SHITAPPA] },
      1,
    );
    defendWith(g2, on(g2, SHITAPPA, 1), on(g2, '新米発掘員ピット', 0));
    settle(g2, {}, ['main']);
    expect(hand(g2, 0)).toEqual([DONKEY]);
  });

  it('d43x 遺跡の守り人オルド / 碑文解読者ノア / 起動の呪文: [カルネージ1] a 《ゴーレム》 of yours active / [1][スリープ] +2000 for the turn / active and +1000 (HF-12.4)', () => {
    const g = game('d43x', {
      battlefield: ['遺跡の守り人オルド', '碑文解読者ノア', { name: SANDSTONE, sleep: true }, DONKEY],
      damageField: [DONKEY],
      energy: 1,
      hand: ['起動の呪文'],
    });
    const o = on(g, '遺跡の守り人オルド', 0);
    expect(activatableOn(g, o, on(g, DONKEY, 0))).toBe(false);
    activate(g, o, [on(g, SANDSTONE, 0)]);
    expect(asleep(g, on(g, SANDSTONE, 0))).toBe(false);
    activate(g, on(g, '碑文解読者ノア', 0), [on(g, SANDSTONE, 0)]);
    expect(powerOf(g, on(g, SANDSTONE, 0))).toBe(5000);
    const g2 = game('d43x', {
      battlefield: [{ name: SANDSTONE, sleep: true }],
      energy: 5,
      hand: ['起動の呪文'],
    });
    play(g2, '起動の呪文', [on(g2, SANDSTONE, 0)]);
    expect(asleep(g2, on(g2, SANDSTONE, 0))).toBe(false);
    expect(powerOf(g2, on(g2, SANDSTONE, 0))).toBe(4000);
  });

  it('d43x 門番のゴーレム / 石ころゴーレム / 黒曜の番兵: cannot attack; defending → +2000 (HF-8.1, HF-8.3)', () => {
    const g = game('d43x', { battlefield: ['門番のゴーレム', STONE, '黒曜の番兵'] });
    expect(cannotAttack(g, on(g, '門番のゴーレム', 0)) && cannotAttack(g, on(g, STONE, 0))).toBe(true);
    expect(hasKeyword(g, on(g, STONE, 0), 'deathless')).toBe(true);
    const g2 = game('d43x', { battlefield: ['黒曜の番兵'] }, { battlefield: [SANDSTONE] }, 1);
    defendWith(g2, on(g2, SANDSTONE, 1), on(g2, '黒曜の番兵', 0));
    expect(powerOf(g2, on(g2, '黒曜の番兵', 0))).toBe(7000);
  });

  it('d43x 吊り天井 / 古代王の呪詛 / 毒矢の罠 / 崩落の大罠: destroy an ASLEEP character / −3000 for the turn / 2000, 【ダメージトリガー】 2000 / 【奥義：ミレイユ】 3000 to every opposing character (HF-13.7)', () => {
    const g = game(
      'd43x',
      { hand: ['吊り天井', '古代王の呪詛', '毒矢の罠'], energy: 9 },
      { battlefield: [{ name: SHITAPPA, sleep: true }, SANDSTONE, DONKEY] },
    );
    expect(targetable(g, '吊り天井', on(g, SANDSTONE, 1))).toBe(false);
    play(g, '吊り天井', [on(g, SHITAPPA, 1)]);
    play(g, '古代王の呪詛', [on(g, SANDSTONE, 1)]);
    play(g, '毒矢の罠', [on(g, DONKEY, 1)]);
    expect(sorted(trash(g, 1))).toEqual(sorted([SHITAPPA, SANDSTONE, DONKEY]));
    const g2 = game('d43x', { guard: ['毒矢の罠'] }, { battlefield: [SHITAPPA, DONKEY] }, 1);
    revealedWith(g2, on(g2, SHITAPPA, 1), [on(g2, DONKEY, 1)]);
    expect(trash(g2, 1)).toEqual([DONKEY]);
    const C = '崩落の大罠';
    const g3 = game('d43x', { hand: [C], energy: 9 }, { battlefield: [SANDSTONE] });
    expect(playable(g3, C)).toBe(false);
    const g4 = game(
      'd43x',
      { hand: [C], energy: 9, guard: [{ name: '発掘隊長ミレイユ', faceUp: true }] },
      { battlefield: [SANDSTONE, SHITAPPA] },
    );
    play(g4, C);
    expect(sorted(trash(g4, 1))).toEqual(sorted([SANDSTONE, SHITAPPA]));
  });

  it('d43x 古代王の錫杖 / 呪われた宝冠 / 守護の護符 / 忘れられた地下神殿: +2000 【強撃】 / −2000 cannot defend / +1000 【死殺】 / your 《ゴーレム》 +1000 (HF-4.4)', () => {
    const g = game(
      'd43x',
      {
        hand: ['古代王の錫杖', '呪われた宝冠', AMULET],
        energy: 9,
        battlefield: [DONKEY, SHITAPPA, '忘れられた地下神殿', SANDSTONE],
      },
      { battlefield: [SANDSTONE] },
    );
    play(g, '古代王の錫杖', [on(g, DONKEY, 0)]);
    play(g, '呪われた宝冠', [on(g, SANDSTONE, 1)]);
    play(g, AMULET, [on(g, SHITAPPA, 0)]);
    expect(powerOf(g, on(g, DONKEY, 0)) === 4000 && hasKeyword(g, on(g, DONKEY, 0), 'strike')).toBe(true);
    expect(hasKeyword(g, on(g, SHITAPPA, 0), 'deathless')).toBe(true);
    expect(powerOf(g, on(g, SANDSTONE, 0))).toBe(4000);
    expect(powerOf(g, on(g, SANDSTONE, 1))).toBe(1000);
    attack(g, on(g, DONKEY, 0), { player: 1 });
    expect(canDefend(g, on(g, SANDSTONE, 1))).toBe(false);
  });

  it('d43x keywords: 鶴嘴のガストン 【貫通】, 護衛剣士ブラント 【警戒】【反撃】; 荷運びのロバ隊 / 盗掘団の下っ端: vanilla', () => {
    const g = game('d43x', { battlefield: ['鶴嘴のガストン', '護衛剣士ブラント'] });
    expect(hasKeyword(g, on(g, '鶴嘴のガストン', 0), 'pierce')).toBe(true);
    const b = on(g, '護衛剣士ブラント', 0);
    expect(hasKeyword(g, b, 'vigilance') && hasKeyword(g, b, 'counter')).toBe(true);
    expect(vanilla('d43x', DONKEY) && vanilla('d43x', SHITAPPA)).toBe(true);
  });
});

describe('d44x-matsuri (twin, the subtle cards)', () => {
  const KANNA = '花火師の弟子 カンナ'; // 《花火師》 2000
  const HITOTSUME = '一つ目小僧の迷子'; // 《妖怪》 1000
  const MIKOSHI = '神輿の担ぎ手'; // 《祭衆》 3000

  it('d44x 湿気った火薬: −1000; the host attacking → 1000 to the host itself (the host’s ability, HF-4.4)', () => {
    const S = '湿気った火薬';
    const g = game('d44x', { hand: [S], energy: 1 }, { battlefield: [MIKOSHI] });
    play(g, S, [on(g, MIKOSHI, 1)]);
    expect(powerOf(g, on(g, MIKOSHI, 1))).toBe(2000);
    endTurn(g);
    attack(g, on(g, MIKOSHI, 1), { player: 0 });
    expect(damageOf(g, on(g, MIKOSHI, 1))).toBe(1000);
  });

  it('d44x 盆踊りの櫓番: at the end of your turn, up to one asleep 《祭衆》 of yours active (itself too) (HF-7.6)', () => {
    const Y = '盆踊りの櫓番';
    const g = game('d44x', { battlefield: [Y, { name: MIKOSHI, sleep: true }] });
    endTurn(g, { targets: [[on(g, MIKOSHI, 0)]] });
    expect(asleep(g, on(g, MIKOSHI, 0))).toBe(false);
  });

  it('d44x 縁日の参道: a 《屋台》 of yours enters → draw, once per turn (HF-12.8)', () => {
    const S = '縁日の参道';
    const g = game('d44x', {
      battlefield: [S],
      hand: ['りんご飴の屋台', '焼きそば屋台の大将'],
      energy: 4,
      main: [KANNA, HITOTSUME, MIKOSHI],
    });
    play(g, '焼きそば屋台の大将');
    expect(hand(g, 0)).toEqual(['りんご飴の屋台', KANNA]);
    play(g, 'りんご飴の屋台');
    expect(hand(g, 0)).toEqual([KANNA, HITOTSUME]); // its own draw only
  });

  it('d44x 玉屋の花火師 宗次郎: attacking → may deal 2000 to an opposing character (HF-5.5)', () => {
    const S = '玉屋の花火師 宗次郎';
    const g = game('d44x', { battlefield: [S] }, { battlefield: [KANNA] });
    hitPlayer(g, on(g, S, 0), { may: [false] });
    expect(field(g, 1)).toEqual([KANNA]);
    endTurn(g);
    endTurn(g);
    hitPlayer(g, on(g, S, 0), { may: [true] });
    expect(trash(g, 1)).toEqual([KANNA]);
  });

  it('d44x 祭り法被: +1000 and 《祭衆》; set → the set card’s player draws (HF-4.4)', () => {
    const H = '祭り法被';
    const g = game('d44x', { hand: [H], energy: 1, battlefield: [KANNA], main: [HITOTSUME] });
    play(g, H, [on(g, KANNA, 0)]);
    expect(traitsOf(g, on(g, KANNA, 0))).toContain('祭衆');
    expect(hand(g, 0)).toEqual([HITOTSUME]);
  });

  it('d44x 夕立: every character of both sides −1000 for the turn; at 0 destroyed (HF-9.5)', () => {
    const g = game(
      'd44x',
      { hand: ['夕立'], energy: 5, battlefield: [HITOTSUME, KANNA] },
      { battlefield: [MIKOSHI] },
    );
    play(g, '夕立');
    expect(hand(g, 0)).toEqual([HITOTSUME]); // destroyed at 0, back to the hand by its own ability
    expect(powerOf(g, on(g, KANNA, 0))).toBe(1000);
    expect(powerOf(g, on(g, MIKOSHI, 1))).toBe(2000);
  });

  it('d44x 屋台の売り上げ: draw 2 only while a 《屋台》 of yours is on the battlefield (HF-5.6)', () => {
    const U = '屋台の売り上げ';
    const g = game('d44x', {
      hand: [U],
      energy: 5,
      battlefield: ['りんご飴の屋台'],
      main: [KANNA, HITOTSUME],
    });
    play(g, U);
    expect(hand(g, 0)).toEqual([KANNA, HITOTSUME]);
    const g2 = game(
      'd44x',
      { hand: [U], energy: 5, battlefield: [KANNA], main: [KANNA, HITOTSUME] },
      { battlefield: ['りんご飴の屋台'] },
    );
    play(g2, U);
    expect(hand(g2, 0)).toEqual([]);
  });

  it('d44x 花火師の弟子 カンナ: ANOTHER 《花火師》 of yours enters → may deal 1000 to an opposing character (HF-5.5)', () => {
    const g = game(
      'd44x',
      { battlefield: [KANNA], hand: ['筒番の老花火師', '筒番の老花火師'], energy: 6 },
      { battlefield: [HITOTSUME, MIKOSHI] },
    );
    play(g, '筒番の老花火師', [], { targets: [[on(g, MIKOSHI, 1)]], may: [true] });
    expect(damageOf(g, on(g, MIKOSHI, 1))).toBe(1000);
    play(g, '筒番の老花火師', [], { targets: [[on(g, HITOTSUME, 1)]], may: [false] });
    expect(field(g, 1)).toContain(HITOTSUME);
  });

  it('d44x 鬼灯の提灯: +2000; the host destroyed → the HOST’s player draws (RULING HF-4.4: a set card’s auto ability is its host’s; the intent says the set card’s owner)', () => {
    const L = '鬼灯の提灯';
    const g = game(
      'd44x',
      { hand: [L, 'たまや！'], energy: 6, main: [KANNA] },
      { battlefield: [HITOTSUME], main: [MIKOSHI] },
    );
    const h = on(g, HITOTSUME, 1);
    play(g, L, [h]);
    expect(powerOf(g, h)).toBe(3000);
    play(g, 'たまや！', [h]);
    expect(sorted(hand(g, 1))).toEqual(sorted([HITOTSUME, MIKOSHI]));
    expect(hand(g, 0)).toEqual([]);
  });

  it('d44x 導火線: +1000 and 《花火師》; the host gains [2][スリープ] 1000 to a character, used by the host’s player (000 ■戦場とカードのプレイヤー)', () => {
    const D = '導火線';
    const g = game('d44x', { hand: [D], energy: 4, battlefield: [MIKOSHI] }, { battlefield: [HITOTSUME] });
    play(g, D, [on(g, MIKOSHI, 0)]);
    expect(traitsOf(g, on(g, MIKOSHI, 0))).toContain('花火師');
    activate(g, on(g, MIKOSHI, 0), [on(g, HITOTSUME, 1)]);
    expect(hand(g, 1)).toEqual([HITOTSUME]);
  });

  it('d44x 一つ目小僧の迷子: destroyed → back to its owner’s hand (HF-9.6)', () => {
    const g = game('d44x', { hand: ['たまや！'], energy: 3 }, { battlefield: [HITOTSUME] });
    play(g, 'たまや！', [on(g, HITOTSUME, 1)]);
    expect(hand(g, 1)).toEqual([HITOTSUME]);
  });

  it('d44x 金魚すくいの屋台主: enters → look at 3, up to one 《屋台》 card to the hand, the rest to the bottom (HF-5.6)', () => {
    const g = game('d44x', {
      hand: ['金魚すくいの屋台主'],
      energy: 1,
      main: [KANNA, 'りんご飴の屋台', MIKOSHI, HITOTSUME],
    });
    play(g, '金魚すくいの屋台主', [], { choose: ['りんご飴の屋台', MIKOSHI, KANNA] });
    expect(hand(g, 0)).toEqual(['りんご飴の屋台']);
    expect(top(g, 0, 1)).toEqual([HITOTSUME]);
  });

  it('d44x お面屋の狐目 / 酒呑みの赤鬼 / 尺玉を担ぐ花火師: enters → an opposing character −1000 / itself +1000 / 1000 to every opposing character (HF-5.5)', () => {
    const g = game(
      'd44x',
      { hand: ['お面屋の狐目', '酒呑みの赤鬼', '尺玉を担ぐ花火師'], energy: 12 },
      { battlefield: [MIKOSHI, HITOTSUME] },
    );
    play(g, 'お面屋の狐目', [], { targets: [[on(g, MIKOSHI, 1)]] });
    expect(powerOf(g, on(g, MIKOSHI, 1))).toBe(2000);
    play(g, '酒呑みの赤鬼');
    expect(powerOf(g, on(g, '酒呑みの赤鬼', 0))).toBe(5000);
    expect(hasKeyword(g, on(g, '酒呑みの赤鬼', 0), 'pierce')).toBe(true);
    play(g, '尺玉を担ぐ花火師');
    expect(hand(g, 1)).toEqual([HITOTSUME]);
    expect(damageOf(g, on(g, MIKOSHI, 1))).toBe(1000);
  });

  it('d44x 提灯お化け / 河童の金魚泥棒 / 天狗の夜店巡り / 神輿の担ぎ手: destroyed → 1000 to an opposing character / its attack damages the opponent → draw / attacking → +1000 / defending → +1000 (HF-12.1)', () => {
    const g = game(
      'd44x',
      { battlefield: ['提灯お化け'] },
      { battlefield: [MIKOSHI, HITOTSUME], hand: ['たまや！'], energy: 3 },
      1,
    );
    act(g, { type: 'play', player: 1, card: inHand(g, 1, 'たまや！'), targets: [on(g, '提灯お化け', 0)] });
    settle(g, { targets: [[on(g, HITOTSUME, 1)]] });
    expect(hand(g, 1)).toEqual([HITOTSUME]);
    const g2 = game('d44x', { battlefield: ['河童の金魚泥棒', '天狗の夜店巡り'], main: [KANNA] });
    hitPlayer(g2, on(g2, '河童の金魚泥棒', 0));
    expect(hand(g2, 0)).toEqual([KANNA]);
    hitPlayer(g2, on(g2, '天狗の夜店巡り', 0));
    expect(powerOf(g2, on(g2, '天狗の夜店巡り', 0))).toBe(6000);
    const g3 = game('d44x', { battlefield: [MIKOSHI] }, { battlefield: [KANNA] }, 1);
    defendWith(g3, on(g3, KANNA, 1), on(g3, MIKOSHI, 0));
    expect(powerOf(g3, on(g3, MIKOSHI, 0))).toBe(4000);
  });

  it('d44x 祭囃子のぬらりひょん / 河川敷の打ち上げ場: your other 《妖怪》 / your 《花火師》 +1000; 打ち上げ場 [カルネージ2] 2000 to a character (HF-4.5)', () => {
    const g = game(
      'd44x',
      {
        battlefield: ['祭囃子のぬらりひょん', HITOTSUME, '河川敷の打ち上げ場', KANNA],
        damageField: [KANNA, KANNA],
      },
      { battlefield: [HITOTSUME, MIKOSHI] },
    );
    expect(powerOf(g, on(g, HITOTSUME, 0))).toBe(2000);
    expect(powerOf(g, on(g, '祭囃子のぬらりひょん', 0))).toBe(5000);
    expect(powerOf(g, on(g, HITOTSUME, 1))).toBe(1000);
    expect(powerOf(g, on(g, KANNA, 0))).toBe(3000);
    activate(g, on(g, '河川敷の打ち上げ場', 0), [on(g, MIKOSHI, 1)]);
    expect(damageOf(g, on(g, MIKOSHI, 1))).toBe(2000);
  });

  it('d44x 射的屋の親父 / 鍵屋の女花火師 / 焼きそば屋台の大将 / 祭の世話役: [1][スリープ] 1000 to an ASLEEP character / [2][スリープ] 2000 / [スリープ] +1000 / [カルネージ1] +2000 (HF-12.4)', () => {
    const g = game(
      'd44x',
      {
        battlefield: ['射的屋の親父', '鍵屋の女花火師', '焼きそば屋台の大将', '祭の世話役', KANNA],
        energy: 3,
        damageField: [KANNA],
      },
      { battlefield: [{ name: HITOTSUME, sleep: true }, MIKOSHI] },
    );
    expect(activatableOn(g, on(g, '射的屋の親父', 0), on(g, MIKOSHI, 1))).toBe(false);
    activate(g, on(g, '射的屋の親父', 0), [on(g, HITOTSUME, 1)]);
    expect(hand(g, 1)).toEqual([HITOTSUME]);
    activate(g, on(g, '鍵屋の女花火師', 0), [on(g, MIKOSHI, 1)]);
    expect(damageOf(g, on(g, MIKOSHI, 1))).toBe(2000);
    activate(g, on(g, '焼きそば屋台の大将', 0), [on(g, KANNA, 0)]);
    activate(g, on(g, '祭の世話役', 0), [on(g, KANNA, 0)]);
    expect(powerOf(g, on(g, KANNA, 0))).toBe(5000);
    expect(asleep(g, on(g, '祭の世話役', 0))).toBe(false);
  });

  it('d44x たまや！ / 連発スターマイン / 不発弾 / 三尺玉・夜空の大輪: 3000 / 2000 to each of 1–3 opposing characters / 1000, 【ダメージトリガー】 2000 / 【奥義：花火師】 4000 to every opposing character (HF-13.7)', () => {
    const g = game(
      'd44x',
      { hand: ['連発スターマイン', '不発弾'], energy: 9 },
      { battlefield: [KANNA, MIKOSHI, '盆踊りの櫓番'] },
    );
    play(g, '連発スターマイン', [on(g, KANNA, 1), on(g, MIKOSHI, 1)]);
    expect(trash(g, 1)).toEqual([KANNA]);
    play(g, '不発弾', [on(g, MIKOSHI, 1)]);
    expect(trash(g, 1)).toEqual([KANNA, MIKOSHI]);
    const g2 = game('d44x', { guard: ['不発弾'] }, { battlefield: [MIKOSHI, KANNA] }, 1);
    revealedWith(g2, on(g2, MIKOSHI, 1), [on(g2, KANNA, 1)]);
    expect(trash(g2, 1)).toEqual([KANNA]);
    const S = '三尺玉・夜空の大輪';
    const g3 = game('d44x', { hand: [S], energy: 9 }, { battlefield: [MIKOSHI] });
    expect(playable(g3, S)).toBe(false);
    const g4 = game(
      'd44x',
      { hand: [S], energy: 9, battlefield: [KANNA] },
      { battlefield: [MIKOSHI, '盆踊りの櫓番'] },
    );
    play(g4, S);
    expect(sorted(trash(g4, 1))).toEqual(sorted([MIKOSHI, '盆踊りの櫓番']));
  });

  it('d44x 金魚すくい / 迷子のお知らせ / 盆踊りの輪 / 狐の嫁入り: draw 2 then discard / an opposing character to its owner’s hand / your characters +1000, 【ダメージトリガー】 draw / a 《妖怪》 +2000 and 【神速】 (HF-5.7)', () => {
    const g = game(
      'd44x',
      {
        hand: ['金魚すくい', '迷子のお知らせ', '盆踊りの輪', '狐の嫁入り'],
        energy: 12,
        main: [KANNA, MIKOSHI],
        battlefield: [HITOTSUME, '神輿の担ぎ手'],
      },
      { battlefield: [KANNA] },
    );
    play(g, '金魚すくい', [], { choose: [MIKOSHI] });
    expect(hand(g, 0)).toEqual(['迷子のお知らせ', '盆踊りの輪', '狐の嫁入り', KANNA]);
    play(g, '迷子のお知らせ', [on(g, KANNA, 1)]);
    expect(hand(g, 1)).toEqual([KANNA]);
    expect(targetable(g, '狐の嫁入り', on(g, '神輿の担ぎ手', 0))).toBe(false);
    play(g, '盆踊りの輪');
    play(g, '狐の嫁入り', [on(g, HITOTSUME, 0)]);
    expect(powerOf(g, on(g, HITOTSUME, 0))).toBe(4000);
    expect(hasKeyword(g, on(g, HITOTSUME, 0), 'godspeed')).toBe(true);
    expect(powerOf(g, on(g, '神輿の担ぎ手', 0))).toBe(4000);
    const g2 = game('d44x', { guard: ['盆踊りの輪'], main: [KANNA] }, { battlefield: [MIKOSHI] }, 1);
    revealedWith(g2, on(g2, MIKOSHI, 1), []);
    expect(hand(g2, 0)).toEqual([KANNA]);
  });

  it('d44x 豆絞りの鉢巻 / 狐のお面: +1000 【警戒】 / +1000 《妖怪》 【神速】 (HF-4.4); 浴衣の狐娘 【神速】; 綿あめ売りの少女: vanilla', () => {
    const g = game('d44x', {
      hand: ['豆絞りの鉢巻', '狐のお面'],
      energy: 3,
      battlefield: [KANNA, MIKOSHI, '浴衣の狐娘'],
    });
    play(g, '豆絞りの鉢巻', [on(g, KANNA, 0)]);
    play(g, '狐のお面', [on(g, MIKOSHI, 0)]);
    expect(hasKeyword(g, on(g, KANNA, 0), 'vigilance')).toBe(true);
    expect(traitsOf(g, on(g, MIKOSHI, 0))).toContain('妖怪');
    expect(hasKeyword(g, on(g, MIKOSHI, 0), 'godspeed')).toBe(true);
    expect(hasKeyword(g, on(g, '浴衣の狐娘', 0), 'godspeed')).toBe(true);
    expect(vanilla('d44x', '綿あめ売りの少女')).toBe(true);
  });
});
