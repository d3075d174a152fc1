// Issue 22 ("Done when": 0 accepted cards behave differently from their intent): the accepted cards of the
// ninth blind round, designer corpora d37–d40 (and the subtle ones of the style twins d37x–d40x), played in
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
  corpusReaders,
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
  d37: 'd37-sorazoku',
  d38: 'd38-tsukumo',
  d39: 'd39-yukiguni',
  d40: 'd40-doujou',
  d37x: 'd37x-mahougakuen',
  d38x: 'd38x-shinkai',
  d39x: 'd39x-shinobi',
  d40x: 'd40x-yuuenchi',
} as const;
const game = corpusGame(SETS);
const { vanilla, explained } = corpusReaders(SETS);

describe('d37-sorazoku', () => {
  const PIPI = '甲板磨きのピピ'; // 《空賊》 1000, cost 1
  const JACK = '斬り込み隊のジャック'; // 《空賊》 2000, cost 2
  const WHALE = '雲鯨の仔'; // 《雲獣》 3000 vanilla, cost 2
  const BIRD = '雲海の渡り鳥'; // 《雲獣》 1000 【神速】, cost 1
  const TIMO = '宝探しの少年ティモ'; // 《冒険者》 1000: destroyed → draw
  const ALBA = '空賊船アルバトロス号'; // 《艦船》 5000 【反撃】
  const BRUNO = '用心棒ブルーノ'; // 《空賊》 3000 【反撃】
  const CANNON = '舷側砲、撃て！'; // command, cost 3: 4000 to an opposing character
  const PATROL = '帝国空軍の哨戒兵'; // 《空軍》 2000 【警戒】

  it('甲板磨きのピピ: enters → look at the top 2 and put them back in the chosen order; fewer than 2: nothing', () => {
    const g = game('d37', { hand: [PIPI], energy: 1, main: [JACK, WHALE, BIRD] });
    play(g, PIPI, [], { choose: [WHALE, JACK] });
    expect(top(g, 0, 3)).toEqual([WHALE, JACK, BIRD]);
    const g2 = game('d37', { hand: [PIPI], energy: 1, main: [JACK, WHALE, BIRD] });
    play(g2, PIPI, [], { choose: [JACK, WHALE] });
    expect(top(g2, 0, 3)).toEqual([JACK, WHALE, BIRD]);
    const g3 = game('d37', { hand: [PIPI], energy: 1, main: [JACK], mainCount: 1 });
    play(g3, PIPI);
    expect(top(g3, 0, 1)).toEqual([JACK]);
  });

  it('見張り台のルゥ / 斬り込み隊のジャック: defending / attacking → +1000 for the turn; ルゥ has 【警戒】', () => {
    const RUU = '見張り台のルゥ';
    const g = game('d37', { battlefield: [RUU] }, { battlefield: [JACK] }, 1);
    const ruu = on(g, RUU, 0);
    expect(hasKeyword(g, ruu, 'vigilance')).toBe(true);
    const jack = on(g, JACK, 1);
    defendWith(g, jack, ruu);
    expect(powerOf(g, ruu)).toBe(2000);
    expect(powerOf(g, jack)).toBe(3000);
    settle(g, {}, ['main']);
    expect(trash(g, 0)).toEqual([RUU]);
    endTurn(g);
    expect(powerOf(g, jack)).toBe(2000);
  });

  it('鉤縄使いのニーナ / 蒼風のセレナ: their attack damages the opponent → draw / the top card into the energy ASLEEP (empty deck: nothing)', () => {
    const NINA = '鉤縄使いのニーナ';
    const SERENA = '蒼風のセレナ';
    const g = game('d37', { battlefield: [NINA, SERENA], main: [JACK, WHALE] });
    hitPlayer(g, on(g, NINA, 0));
    expect(hand(g, 0)).toEqual([JACK]);
    const serena = on(g, SERENA, 0);
    expect(hasKeyword(g, serena, 'godspeed')).toBe(true);
    hitPlayer(g, serena);
    expect(energyCount(g, 0)).toBe(1);
    expect(activeEnergy(g, 0)).toBe(0);
    expect(damageCount(g, 1)).toBe(2);
    // A character's damage does not trigger it (the attack on a character).
    const g2 = game(
      'd37',
      { battlefield: [NINA], main: [JACK] },
      { battlefield: [{ name: PIPI, sleep: true }] },
    );
    attackCard(g2, on(g2, NINA, 0), on(g2, PIPI, 1));
    expect(hand(g2, 0)).toEqual([]);
  });

  it('砲手ガロ / 空賊船アルバトロス号: [1]/[2][スリープ] 1000/2000 to an ASLEEP opposing character', () => {
    const GARO = '砲手ガロ';
    const g = game(
      'd37',
      { battlefield: [GARO, ALBA], energy: 3 },
      { battlefield: [{ name: PIPI, sleep: true }, { name: JACK, sleep: true }, WHALE] },
    );
    const garo = on(g, GARO, 0);
    expect(activatableOn(g, garo, on(g, WHALE, 1))).toBe(false);
    activate(g, garo, [on(g, PIPI, 1)]);
    expect(trash(g, 1)).toEqual([PIPI]);
    const alba = on(g, ALBA, 0);
    expect(hasKeyword(g, alba, 'counter')).toBe(true);
    activate(g, alba, [on(g, JACK, 1)]);
    expect(trash(g, 1)).toEqual([PIPI, JACK]);
    expect(asleep(g, alba) && asleep(g, garo)).toBe(true);
    expect(activeEnergy(g, 0)).toBe(0);
  });

  it('酒場の情報屋ミリィ / 宝探しの少年ティモ: enters → draw / destroyed → draw (not when bounced)', () => {
    const g = game(
      'd37',
      { hand: ['酒場の情報屋ミリィ', CANNON], energy: 5, main: [JACK, WHALE] },
      { battlefield: [TIMO], main: [BIRD] },
    );
    play(g, '酒場の情報屋ミリィ');
    expect(hand(g, 0)).toEqual([CANNON, JACK]);
    play(g, CANNON, [on(g, TIMO, 1)]);
    expect(hand(g, 1)).toEqual([BIRD]);
    const g2 = game('d37', { hand: ['急速離脱'], energy: 1, battlefield: [TIMO], main: [JACK] });
    play(g2, '急速離脱', [on(g2, TIMO, 0)]);
    expect(hand(g2, 0)).toEqual([TIMO]);
  });

  it('機関士ボルト: [スリープ] an asleep 《艦船》 of yours becomes active (not another trait, not an active one)', () => {
    const BOLT = '機関士ボルト';
    const g = game('d37', {
      battlefield: [BOLT, { name: ALBA, sleep: true }, { name: JACK, sleep: true }],
    });
    const bolt = on(g, BOLT, 0);
    expect(activatableOn(g, bolt, on(g, JACK, 0))).toBe(false);
    activate(g, bolt, [on(g, ALBA, 0)]);
    expect(asleep(g, on(g, ALBA, 0))).toBe(false);
    expect(asleep(g, bolt)).toBe(true);
  });

  it('船大工のドック: [カルネージ1] a 《艦船》 of yours +2000 for the turn; it stays active', () => {
    const DOCK = '船大工のドック';
    const g = game('d37', { battlefield: [DOCK, ALBA, JACK], damageField: [PIPI] });
    const dock = on(g, DOCK, 0);
    expect(activatableOn(g, dock, on(g, JACK, 0))).toBe(false);
    activate(g, dock, [on(g, ALBA, 0)]);
    expect(powerOf(g, on(g, ALBA, 0))).toBe(7000);
    expect(asleep(g, dock)).toBe(false);
    expect(damageCount(g, 0)).toBe(0);
    expect(trash(g, 0)).toEqual([PIPI]);
    expect(canActivate(g, dock)).toBe(false); // no damage left to pay
  });

  it('航海士シエラ: look at 3, may reveal a 《地図》 card to the hand, the rest to the bottom in the chosen order', () => {
    const SIERRA = '航海士シエラ';
    const MAP = '宝の地図の切れ端';
    const g = game('d37', { hand: [SIERRA], energy: 3, main: [JACK, MAP, WHALE, BIRD] });
    play(g, SIERRA, [], { choose: [MAP, WHALE, JACK] });
    expect(hand(g, 0)).toEqual([MAP]);
    expect(top(g, 0, 1)).toEqual([BIRD]);
    expect(bottom(g, 0, 2)).toEqual([WHALE, JACK]);
    const g2 = game('d37', { hand: [SIERRA], energy: 3, main: [JACK, MAP, WHALE, BIRD] });
    play(g2, SIERRA, [], { may: [false], choose: [] });
    expect(hand(g2, 0)).toEqual([]);
    expect(top(g2, 0, 1)).toEqual([BIRD]);
  });

  it('副船長ザジ: [1][スリープ] another 《空賊》 of yours +2000 for the turn (not itself, not a 《雲獣》)', () => {
    const ZAJI = '副船長ザジ';
    const g = game('d37', { battlefield: [ZAJI, JACK, WHALE], energy: 1 });
    const zaji = on(g, ZAJI, 0);
    expect(activatableOn(g, zaji, zaji)).toBe(false);
    expect(activatableOn(g, zaji, on(g, WHALE, 0))).toBe(false);
    activate(g, zaji, [on(g, JACK, 0)]);
    expect(powerOf(g, on(g, JACK, 0))).toBe(4000);
    endTurn(g);
    expect(powerOf(g, on(g, JACK, 0))).toBe(2000);
  });

  it('略奪者ヴァンス: attacking with a 《艦船》 of yours on the battlefield → 【強撃】 for the turn; none: nothing', () => {
    const VANCE = '略奪者ヴァンス';
    const g = game('d37', { battlefield: [VANCE, ALBA] });
    const vance = on(g, VANCE, 0);
    expect(hasKeyword(g, vance, 'strike')).toBe(false);
    hitPlayer(g, vance);
    expect(hasKeyword(g, vance, 'strike')).toBe(true);
    expect(damageCount(g, 1)).toBe(2);
    const g2 = game('d37', { battlefield: [VANCE] }, { battlefield: [ALBA] });
    hitPlayer(g2, on(g2, VANCE, 0));
    expect(damageCount(g2, 1)).toBe(1);
  });

  it('亡霊船長ヴォルグ: 【死殺】; at the end of your turn your top 2 cards to the trash (fewer: all, no reload)', () => {
    const VOLG = '亡霊船長ヴォルグ';
    const g = game('d37', { battlefield: [VOLG], main: [JACK, WHALE, BIRD] }, { hand: [CANNON], energy: 3 });
    const volg = on(g, VOLG, 0);
    expect(hasKeyword(g, volg, 'deathless')).toBe(true);
    act(g, { type: 'endMain' });
    settle(g, {}, ['main']);
    expect(trash(g, 0)).toEqual([JACK, WHALE]);
    act(g, { type: 'play', player: 1, card: inHand(g, 1, CANNON), targets: [volg] });
    settle(g, {}, ['main']);
    expect(g.state.battlefield).toContain(volg);
    act(g, { type: 'endMain' });
    settle(g, {}, ['main']);
    expect(trash(g, 0)).toEqual([JACK, WHALE]); // not at the end of the opponent's turn
    const g2 = game('d37', { battlefield: [VOLG], main: [JACK], mainCount: 1 });
    act(g2, { type: 'endMain' });
    settle(g2, {}, ['main']);
    expect(trash(g2, 0)).toEqual([JACK]);
  });

  it('紅髭の空賊王バルバロッサ: 【強撃】; attacking → your OTHER 《空賊》 characters +1000; 【空装】 your 《空賊》 attacking → +1000 (deck: all characters 《空賊》 or 《艦船》)', () => {
    const B = '紅髭の空賊王バルバロッサ';
    const g = game('d37', { battlefield: [B, JACK, WHALE, PIPI], guard: [B] });
    const b = on(g, B, 0);
    expect(hasKeyword(g, b, 'strike')).toBe(true);
    hitPlayer(g, b);
    expect(powerOf(g, b)).toBe(6000);
    expect(powerOf(g, on(g, JACK, 0))).toBe(3000);
    expect(powerOf(g, on(g, WHALE, 0))).toBe(3000);
    expect(powerOf(g, on(g, PIPI, 0))).toBe(2000);
    g.state.players[0].kuusou = inGuard(g, 0, B);
    const pipi = on(g, PIPI, 0);
    hitPlayer(g, pipi);
    expect(powerOf(g, pipi)).toBe(3000); // 【空装】 +1000 and バルバロッサ's own +1000 of its attack
    hitPlayer(g, on(g, JACK, 0));
    expect(powerOf(g, on(g, JACK, 0))).toBe(5000); // its own +1000, 【空装】 +1000, バルバロッサ's +1000
    const k = corpusCard('d37-sorazoku', B).kuusou;
    if (!k) throw new Error('no 【空装】');
    const c = (n: string) => corpusCard('d37-sorazoku', n);
    expect(deckConditionHolds([c(JACK), c(ALBA), c(CANNON)], k.condition)).toBe(true);
    expect(deckConditionHolds([c(JACK), c(WHALE)], k.condition)).toBe(false);
  });

  it('霧まといのクラゲ: defending → the attacker −1000 for the turn', () => {
    const K = '霧まといのクラゲ';
    const g = game('d37', { battlefield: [K] }, { battlefield: [WHALE] }, 1);
    const whale = on(g, WHALE, 1);
    defendWith(g, whale, on(g, K, 0));
    expect(powerOf(g, whale)).toBe(2000);
    settle(g, {}, ['main']);
    expect(trash(g, 0)).toEqual([K]); // 2000 attack destroys the 2000 defender
    expect(trash(g, 1)).toEqual([]);
  });

  it('雲喰いの大蛸 / 突風: attacking → / play: an ACTIVE opposing character asleep', () => {
    const TAKO = '雲喰いの大蛸';
    const g = game(
      'd37',
      { battlefield: [TAKO], hand: ['突風'], energy: 1 },
      { battlefield: [{ name: JACK, sleep: true }, WHALE, PIPI] },
    );
    expect(targetable(g, '突風', on(g, JACK, 1))).toBe(false);
    play(g, '突風', [on(g, PIPI, 1)]);
    expect(asleep(g, on(g, PIPI, 1))).toBe(true);
    attack(g, on(g, TAKO, 0), { player: 1 }, { targets: [[on(g, WHALE, 1)]] });
    expect(asleep(g, on(g, WHALE, 1))).toBe(true);
  });

  it('嵐喰らいの大雷鳥 / 雲海の主リヴァイアクラウド: enters → 2000 to an opposing character / 3000 to every OTHER character, both sides', () => {
    const RAICHO = '嵐喰らいの大雷鳥';
    const LEVI = '雲海の主リヴァイアクラウド';
    const g = game('d37', { hand: [RAICHO], energy: 5 }, { battlefield: [JACK] });
    play(g, RAICHO);
    expect(hasKeyword(g, on(g, RAICHO, 0), 'godspeed')).toBe(true);
    expect(trash(g, 1)).toEqual([JACK]);
    const g2 = game(
      'd37',
      { hand: [LEVI], energy: 7, battlefield: [WHALE, ALBA] },
      { battlefield: [JACK, BRUNO] },
    );
    play(g2, LEVI);
    expect(hasKeyword(g2, on(g2, LEVI, 0), 'counter')).toBe(true);
    expect(field(g2, 0)).toEqual([ALBA, LEVI]);
    expect(field(g2, 1)).toEqual([]);
    expect(g2.state.cards[on(g2, ALBA, 0)].damage).toBe(3000);
  });

  it('賞金稼ぎレイヴン: 【貫通】; destroying a 《空賊》 by its attack → draw (not another trait)', () => {
    const RAVEN = '賞金稼ぎレイヴン';
    const g = game(
      'd37',
      { battlefield: [RAVEN, RAVEN], main: [ALBA, PATROL] },
      {
        battlefield: [
          { name: JACK, sleep: true },
          { name: WHALE, sleep: true },
        ],
      },
    );
    const [r1, r2] = g.state.battlefield.filter((id) => nameOf(g, id) === RAVEN);
    expect(hasKeyword(g, r1, 'pierce')).toBe(true);
    attackCard(g, r1, on(g, JACK, 1));
    expect(hand(g, 0)).toEqual([ALBA]);
    expect(damageCount(g, 1)).toBe(1);
    attackCard(g, r2, on(g, WHALE, 1));
    expect(hand(g, 0)).toEqual([ALBA]);
    expect(damageCount(g, 1)).toBe(2);
  });

  it('帝国空軍提督グラディウス: 【警戒】; enters → destroy an opposing 《空賊》 (not a 《雲獣》)', () => {
    const GLAD = '帝国空軍提督グラディウス';
    const g = game('d37', { hand: [GLAD], energy: 6 }, { battlefield: [JACK, WHALE] });
    play(g, GLAD);
    expect(hasKeyword(g, on(g, GLAD, 0), 'vigilance')).toBe(true);
    expect(trash(g, 1)).toEqual([JACK]);
  });

  it('旗艦クリムゾン・ファルコン号: 【強撃】; enters → may return a 《空賊》 character card of your trash to the hand', () => {
    const F = '旗艦クリムゾン・ファルコン号';
    const g = game('d37', { hand: [F], energy: 6, trash: [WHALE, JACK, CANNON] });
    play(g, F, [], { choose: [JACK] });
    expect(hasKeyword(g, on(g, F, 0), 'strike')).toBe(true);
    expect(hand(g, 0)).toEqual([JACK]);
    const g2 = game('d37', { hand: [F], energy: 6, trash: [JACK] });
    play(g2, F, [], { may: [false] });
    expect(trash(g2, 0)).toEqual([JACK]);
  });

  it('舷側砲、撃て！ / 全砲門斉射: 4000 to an opposing character; 【奥義：号】 3000 to every opposing character', () => {
    const ALL = '全砲門斉射';
    const g = game('d37', { hand: [ALL], energy: 5, battlefield: [JACK] }, { battlefield: [JACK, ALBA] });
    expect(playable(g, ALL)).toBe(false);
    const g2 = game(
      'd37',
      { hand: [ALL], energy: 5, battlefield: [ALBA] },
      { battlefield: [JACK, WHALE, ALBA] },
    );
    play(g2, ALL);
    expect(sorted(trash(g2, 1))).toEqual(sorted([JACK, WHALE]));
    expect(field(g2, 0)).toEqual([ALBA]);
    const g3 = game(
      'd37',
      { hand: [ALL], energy: 5, guard: [{ name: ALBA, faceUp: true }] },
      { battlefield: [JACK] },
    );
    expect(playable(g3, ALL)).toBe(true);
  });

  it('宝の地図の切れ端: look at 3, one to the hand (must), the rest to the bottom in order; 【ダメージトリガー】 draw', () => {
    const MAP = '宝の地図の切れ端';
    const g = game('d37', { hand: [MAP], energy: 1, main: [JACK, WHALE, BIRD, PIPI] });
    play(g, MAP, [], { choose: [WHALE, BIRD, JACK] });
    expect(hand(g, 0)).toEqual([WHALE]);
    expect(top(g, 0, 1)).toEqual([PIPI]);
    expect(bottom(g, 0, 2)).toEqual([BIRD, JACK]);
    const g2 = game('d37', { guard: [MAP], main: [WHALE] }, { battlefield: [JACK] }, 1);
    revealedWith(g2, on(g2, JACK, 1), []);
    expect(hand(g2, 0)).toEqual([WHALE]);
  });

  it('乱気流 / 急速離脱: a character (either side) / of yours back to its owner’s hand; its set cards to the trash', () => {
    const g = game('d37', { hand: ['乱気流', '空賊のカトラス'], energy: 4 }, { battlefield: [JACK] });
    const jack = on(g, JACK, 1);
    play(g, '空賊のカトラス', [jack]);
    play(g, '乱気流', [jack]);
    expect(hand(g, 1)).toEqual([JACK]);
    expect(trash(g, 0)).toEqual(['空賊のカトラス', '乱気流']);
    const g2 = game('d37', { hand: ['急速離脱'], energy: 1, battlefield: [WHALE] }, { battlefield: [JACK] });
    expect(targetable(g2, '急速離脱', on(g2, JACK, 1))).toBe(false);
    play(g2, '急速離脱', [on(g2, WHALE, 0)]);
    expect(hand(g2, 0)).toEqual([WHALE]);
  });

  it('雲隠れ: the attacking character’s attack fails; it stays asleep', () => {
    const g = game('d37', { hand: ['雲隠れ'], energy: 2 }, { battlefield: [JACK, WHALE] }, 1);
    const jack = on(g, JACK, 1);
    expect(playable(g, '雲隠れ')).toBe(false);
    act(g, { type: 'attack', attacker: jack, target: { player: 0 } });
    untilPlayable(g, 0);
    expect(targetable(g, '雲隠れ', on(g, WHALE, 1))).toBe(false);
    act(g, { type: 'play', player: 0, card: inHand(g, 0, '雲隠れ'), targets: [jack] });
    settle(g, {}, ['main']);
    expect(damageCount(g, 0)).toBe(0);
    expect(asleep(g, jack)).toBe(true);
  });

  it('乗り込め！: a 《空賊》 of yours +2000 and 【貫通】 for the turn', () => {
    const g = game('d37', { hand: ['乗り込め！'], energy: 2, battlefield: [JACK, WHALE] });
    expect(targetable(g, '乗り込め！', on(g, WHALE, 0))).toBe(false);
    const jack = on(g, JACK, 0);
    play(g, '乗り込め！', [jack]);
    expect(powerOf(g, jack)).toBe(4000);
    expect(hasKeyword(g, jack, 'pierce')).toBe(true);
    endTurn(g);
    expect(powerOf(g, jack)).toBe(2000);
    expect(hasKeyword(g, jack, 'pierce')).toBe(false);
  });

  it('略奪品の山分け: draw 2, then discard a chosen card', () => {
    const g = game('d37', { hand: ['略奪品の山分け', PIPI], energy: 2, main: [JACK, WHALE] });
    play(g, '略奪品の山分け', [], { choose: [PIPI] });
    expect(hand(g, 0)).toEqual([JACK, WHALE]);
    expect(sorted(trash(g, 0))).toEqual(sorted(['略奪品の山分け', PIPI]));
  });

  it('拿捕: an opposing character of cost 4 or less becomes yours for good, its sleep unchanged', () => {
    const g = game(
      'd37',
      { hand: ['拿捕'], energy: 6 },
      { battlefield: [{ name: ALBA, sleep: true }, '亡霊船長ヴォルグ'] },
    );
    expect(targetable(g, '拿捕', on(g, '亡霊船長ヴォルグ', 1))).toBe(false);
    const alba = on(g, ALBA, 1);
    play(g, '拿捕', [alba]);
    expect(g.state.cards[alba].controller).toBe(0);
    expect(asleep(g, alba)).toBe(true);
    endTurn(g);
    endTurn(g);
    expect(g.state.cards[alba].controller).toBe(0);
  });

  it('雲海からの奇襲: 3000 to an ASLEEP character (either side); 【ダメージトリガー】 2000 to an opposing character', () => {
    const A = '雲海からの奇襲';
    const g = game(
      'd37',
      { hand: [A], energy: 2, battlefield: [{ name: WHALE, sleep: true }] },
      { battlefield: [WHALE] },
    );
    expect(targetable(g, A, on(g, WHALE, 1))).toBe(false);
    play(g, A, [on(g, WHALE, 0)]);
    expect(trash(g, 0)).toContain(WHALE);
    const g2 = game('d37', { guard: [A] }, { battlefield: [JACK, PIPI] }, 1);
    revealedWith(g2, on(g2, JACK, 1), [on(g2, PIPI, 1)]);
    expect(trash(g2, 1)).toEqual([PIPI]);
  });

  it('宝物庫の発見: the top card into the energy ACTIVE; draw as its own sentence (empty deck: the draw only)', () => {
    const g = game('d37', { hand: ['宝物庫の発見'], energy: 3, main: [JACK, WHALE] });
    play(g, '宝物庫の発見');
    expect(energyCount(g, 0)).toBe(4);
    expect(activeEnergy(g, 0)).toBe(1);
    expect(hand(g, 0)).toEqual([WHALE]);
  });

  it('宝の地図: +1000; its host’s attack damages the opponent → the HOST’s player looks at 3, one to the hand, the rest to the bottom', () => {
    const MAP = '宝の地図';
    const g = game('d37', { hand: [MAP], energy: 2, battlefield: [JACK], main: [WHALE, BIRD, PIPI, ALBA] });
    const jack = on(g, JACK, 0);
    play(g, MAP, [jack]);
    expect(powerOf(g, jack)).toBe(3000);
    hitPlayer(g, jack, { choose: [BIRD, PIPI, WHALE] });
    expect(hand(g, 0)).toEqual([BIRD]);
    expect(top(g, 0, 1)).toEqual([ALBA]);
    expect(bottom(g, 0, 2)).toEqual([PIPI, WHALE]);
    expect(traitsOf(g, jack)).toContain('地図');
  });

  it('空賊のカトラス / 船首砲 / 追い風の帆: +1000 【貫通】 / +2000 【反撃】 / +1000 【神速】 on the host', () => {
    const g = game('d37', {
      hand: ['空賊のカトラス', '船首砲', '追い風の帆'],
      energy: 5,
      battlefield: [JACK, WHALE, PIPI],
    });
    play(g, '空賊のカトラス', [on(g, JACK, 0)]);
    play(g, '船首砲', [on(g, WHALE, 0)]);
    play(g, '追い風の帆', [on(g, PIPI, 0)]);
    expect([JACK, WHALE, PIPI].map((n) => powerOf(g, on(g, n, 0)))).toEqual([3000, 5000, 2000]);
    expect(hasKeyword(g, on(g, JACK, 0), 'pierce')).toBe(true);
    expect(hasKeyword(g, on(g, WHALE, 0), 'counter')).toBe(true);
    expect(hasKeyword(g, on(g, PIPI, 0), 'godspeed')).toBe(true);
  });

  it('懸賞金の手配書: −1000 on an opposing character; destroyed → the set card’s OWNER draws 2', () => {
    const W = '懸賞金の手配書';
    const g = game(
      'd37',
      { hand: [W, CANNON], energy: 4, main: [JACK, WHALE] },
      { battlefield: [ALBA], main: [BIRD, PIPI] },
    );
    const alba = on(g, ALBA, 1);
    play(g, W, [alba]);
    expect(powerOf(g, alba)).toBe(4000);
    play(g, CANNON, [alba]);
    expect(hand(g, 0)).toEqual([JACK, WHALE]);
    expect(hand(g, 1)).toEqual([]);
  });

  it('予備の気嚢: destroyed by damage → may trash it instead and remove the damage; declined: destroyed', () => {
    const AIR = '予備の気嚢';
    const g = game('d37', { hand: [AIR], energy: 2, battlefield: [JACK] }, { hand: [CANNON], energy: 3 });
    const jack = on(g, JACK, 0);
    play(g, AIR, [jack]);
    endTurn(g);
    act(g, { type: 'play', player: 1, card: inHand(g, 1, CANNON), targets: [jack] });
    settle(g, {}, ['main']);
    expect(g.state.battlefield).toContain(jack);
    expect(g.state.cards[jack].damage).toBe(0);
    expect(trash(g, 0)).toEqual([AIR]);
    expect(powerOf(g, jack)).toBe(2000);
    const g2 = game('d37', { hand: [AIR], energy: 2, battlefield: [JACK] }, { hand: [CANNON], energy: 3 });
    play(g2, AIR, [on(g2, JACK, 0)]);
    endTurn(g2);
    act(g2, { type: 'play', player: 1, card: inHand(g2, 1, CANNON), targets: [on(g2, JACK, 0)] });
    settle(g2, { replace: [false] }, ['main']);
    expect(sorted(trash(g2, 0))).toEqual(sorted([AIR, JACK]));
    expect(field(g2, 0)).toEqual([]);
  });

  it('錆びた錨鎖: −1000 and the host cannot attack (it can defend)', () => {
    const g = game('d37', { hand: ['錆びた錨鎖'], energy: 2 }, { battlefield: [WHALE] });
    const whale = on(g, WHALE, 1);
    play(g, '錆びた錨鎖', [whale]);
    expect(powerOf(g, whale)).toBe(2000);
    endTurn(g);
    expect(cannotAttack(g, whale)).toBe(true);
  });

  it('浮遊島の隠れ港: at the end of your turn, with a 《艦船》 of yours, draw; without, nothing', () => {
    const PORT = '浮遊島の隠れ港';
    const g = game('d37', { battlefield: [PORT, ALBA], main: [JACK, WHALE] });
    act(g, { type: 'endMain' });
    settle(g, {}, ['main']);
    expect(hand(g, 0)).toEqual([JACK]);
    const g2 = game('d37', { battlefield: [PORT, JACK], main: [WHALE] });
    act(g2, { type: 'endMain' });
    settle(g2, {}, ['main']);
    expect(hand(g2, 0)).toEqual([]);
  });

  it('空中都市の闇市場: [1][discard a card] draw, once per turn', () => {
    const M = '空中都市の闇市場';
    const g = game('d37', { battlefield: [M], hand: [PIPI, BIRD], energy: 2, main: [JACK, WHALE] });
    const m = on(g, M, 0);
    activate(g, m, [], { choose: [PIPI] });
    expect(hand(g, 0)).toEqual([BIRD, JACK]);
    expect(trash(g, 0)).toEqual([PIPI]);
    expect(canActivate(g, m)).toBe(false);
  });

  it('用心棒ブルーノ / 雲海の渡り鳥 / 帝国空軍の哨戒兵 / 追跡艇乗りのリーゼ / 帝国空中戦艦ドレッドノート号: keywords; 雲鯨の仔: vanilla', () => {
    const g = game('d37', {
      battlefield: [BRUNO, BIRD, PATROL, '追跡艇乗りのリーゼ', '帝国空中戦艦ドレッドノート号'],
    });
    expect(hasKeyword(g, on(g, BRUNO, 0), 'counter')).toBe(true);
    expect(hasKeyword(g, on(g, BIRD, 0), 'godspeed')).toBe(true);
    expect(hasKeyword(g, on(g, PATROL, 0), 'vigilance')).toBe(true);
    expect(hasKeyword(g, on(g, '追跡艇乗りのリーゼ', 0), 'godspeed')).toBe(true);
    const d = on(g, '帝国空中戦艦ドレッドノート号', 0);
    expect(hasKeyword(g, d, 'vigilance') && hasKeyword(g, d, 'counter')).toBe(true);
    expect(vanilla('d37', WHALE)).toBe(true);
  });
});

describe('d38-tsukumo', () => {
  const SOKO = '沓頬'; // 《付喪神》《調度》 2000 vanilla, cost 1
  const MINO = '蓑草鞋'; // 《付喪神》《調度》 4000 vanilla, cost 3
  const KARA = '唐傘お化け'; // 《付喪神》《調度》 2000 【神速】
  const YABURE = '破れ唐傘'; // 《付喪神》 1000: destroyed → draw
  const GIRL = '古道具屋の看板娘'; // 《人間》 1000
  const DECCHI = '煤払いの丁稚'; // 《人間》 1000
  const CURSE = '付喪神の祟り'; // command, cost 4: destroy an opposing character
  const CHAWAN = '欠け茶碗'; // 《付喪神》《器》 1000, cost 1
  const BUNBUKU = '分福茶釜'; // 《付喪神》《器》 2000, cost 3
  const tsukumo = (n: number) => Array.from({ length: n }, () => SOKO);

  it('唐傘お化け: 【神速】; attacking → +1000 for the turn', () => {
    const g = game('d38', { battlefield: [KARA] });
    const k = on(g, KARA, 0);
    expect(hasKeyword(g, k, 'godspeed')).toBe(true);
    hitPlayer(g, k);
    expect(powerOf(g, k)).toBe(3000);
    endTurn(g);
    expect(powerOf(g, k)).toBe(2000);
  });

  it('破れ唐傘: destroyed → its player draws; 【ダメージトリガー】 draw', () => {
    const g = game('d38', { hand: [CURSE], energy: 4 }, { battlefield: [YABURE], main: [MINO] });
    play(g, CURSE, [on(g, YABURE, 1)]);
    expect(hand(g, 1)).toEqual([MINO]);
    const g2 = game('d38', { guard: [YABURE], main: [MINO] }, { battlefield: [SOKO] }, 1);
    revealedWith(g2, on(g2, SOKO, 1), []);
    expect(hand(g2, 0)).toEqual([MINO]);
  });

  it('提灯お化け: 【警戒】; defending → +1000 for the turn; 【ダメージトリガー】 an opposing character −1000 for the turn', () => {
    const C = '提灯お化け';
    const g = game('d38', { battlefield: [C] }, { battlefield: [MINO] }, 1);
    const c = on(g, C, 0);
    expect(hasKeyword(g, c, 'vigilance')).toBe(true);
    defendWith(g, on(g, MINO, 1), c);
    expect(powerOf(g, c)).toBe(3000);
    const g2 = game('d38', { guard: [C] }, { battlefield: [MINO, SOKO] }, 1);
    revealedWith(g2, on(g2, MINO, 1), [on(g2, SOKO, 1)]);
    expect(powerOf(g2, on(g2, SOKO, 1))).toBe(1000);
  });

  it('破れ提灯 / 古籠火: [スリープ] another 《付喪神》 of yours +1000 / [1][スリープ] 2000 to an ASLEEP opposing character', () => {
    const P = '破れ提灯';
    const F = '古籠火';
    const g = game(
      'd38',
      { battlefield: [P, F, GIRL, SOKO], energy: 1 },
      { battlefield: [{ name: KARA, sleep: true }, MINO] },
    );
    const p = on(g, P, 0);
    expect(activatableOn(g, p, p)).toBe(false);
    expect(activatableOn(g, p, on(g, GIRL, 0))).toBe(false);
    activate(g, p, [on(g, SOKO, 0)]);
    expect(powerOf(g, on(g, SOKO, 0))).toBe(3000);
    const f = on(g, F, 0);
    expect(activatableOn(g, f, on(g, MINO, 1))).toBe(false);
    activate(g, f, [on(g, KARA, 1)]);
    expect(trash(g, 1)).toEqual([KARA]);
  });

  it('有明行灯: your 《灯》 characters (itself too) have 【警戒】, not the others', () => {
    const A = '有明行灯';
    const g = game('d38', { battlefield: [A, '破れ提灯', SOKO] }, { battlefield: ['破れ提灯'] });
    expect(hasKeyword(g, on(g, A, 0), 'vigilance')).toBe(true);
    expect(hasKeyword(g, on(g, '破れ提灯', 0), 'vigilance')).toBe(true);
    expect(hasKeyword(g, on(g, SOKO, 0), 'vigilance')).toBe(false);
    expect(hasKeyword(g, on(g, '破れ提灯', 1), 'vigilance')).toBe(false);
  });

  it('分福茶釜 / 瓶長: enters → draw 2 / [1][スリープ] draw 1, then discard a chosen card', () => {
    const g = game('d38', { hand: [BUNBUKU, SOKO], energy: 3, main: [MINO, KARA, YABURE] });
    play(g, BUNBUKU, [], { choose: [SOKO] });
    expect(hand(g, 0)).toEqual([MINO, KARA]);
    expect(trash(g, 0)).toEqual([SOKO]);
    const g2 = game('d38', { battlefield: ['瓶長'], hand: [SOKO], energy: 1, main: [MINO] });
    activate(g2, on(g2, '瓶長', 0), [], { choose: [MINO] });
    expect(hand(g2, 0)).toEqual([SOKO]);
    expect(trash(g2, 0)).toEqual([MINO]);
  });

  it('瀬戸大将: 【反撃】; your OTHER 《器》 characters +1000; [カルネージ1] a 《器》 character card of your trash to the hand', () => {
    const S = '瀬戸大将';
    const g = game(
      'd38',
      { battlefield: [S, CHAWAN, SOKO], damageField: [MINO], trash: [BUNBUKU, SOKO] },
      { battlefield: [CHAWAN] },
    );
    const s = on(g, S, 0);
    expect(hasKeyword(g, s, 'counter')).toBe(true);
    expect(powerOf(g, s)).toBe(6000);
    expect(powerOf(g, on(g, CHAWAN, 0))).toBe(2000);
    expect(powerOf(g, on(g, SOKO, 0))).toBe(2000);
    expect(powerOf(g, on(g, CHAWAN, 1))).toBe(1000);
    expect(activatableOn(g, s, inTrash(g, 0, SOKO))).toBe(false);
    activate(g, s, [inTrash(g, 0, BUNBUKU)]);
    expect(hand(g, 0)).toEqual([BUNBUKU]);
    expect(damageCount(g, 0)).toBe(0);
  });

  it('欠け茶碗: destroyed → may return a cost ≤2 《付喪神》 character card of your trash other than 欠け茶碗 to the hand', () => {
    const g = game(
      'd38',
      { hand: [CURSE], energy: 4 },
      { battlefield: [CHAWAN], trash: [CHAWAN, MINO, KARA] },
    );
    const c = on(g, CHAWAN, 1);
    play(g, CURSE, [c]);
    expect(hand(g, 1)).toEqual([KARA]);
    expect(sorted(trash(g, 1))).toEqual(sorted([CHAWAN, CHAWAN, MINO]));
    const g2 = game('d38', { hand: [CURSE], energy: 4 }, { battlefield: [CHAWAN], trash: [KARA] });
    play(g2, CURSE, [on(g2, CHAWAN, 1)], { may: [false] });
    expect(hand(g2, 1)).toEqual([]);
  });

  it('琵琶牧々: attacking → an opposing character −1000 for the turn; 琴古主: [2][スリープ] an opposing character asleep', () => {
    const g = game('d38', { battlefield: ['琵琶牧々', '琴古主'], energy: 2 }, { battlefield: [SOKO, MINO] });
    attack(g, on(g, '琵琶牧々', 0), { player: 1 }, { targets: [[on(g, SOKO, 1)]] });
    if (g.state.pending?.kind === 'defense') defend(g, null);
    expect(powerOf(g, on(g, SOKO, 1))).toBe(1000);
    activate(g, on(g, '琴古主', 0), [on(g, MINO, 1)]);
    expect(asleep(g, on(g, MINO, 1))).toBe(true);
    expect(activeEnergy(g, 0)).toBe(0);
  });

  it('三味長老: at the end of your turn, with ANOTHER 《楽器》 of yours, 1 damage to the opponent; alone: nothing', () => {
    const S = '三味長老';
    const g = game('d38', { battlefield: [S, '琴古主'] });
    act(g, { type: 'endMain' });
    settle(g, {}, ['main']);
    expect(damageCount(g, 1)).toBe(1);
    const g2 = game('d38', { battlefield: [S, SOKO] });
    act(g2, { type: 'endMain' });
    settle(g2, {}, ['main']);
    expect(damageCount(g2, 1)).toBe(0);
  });

  it('木魚達磨: 【反撃】, cannot attack; 【ダメージトリガー】 an asleep character of yours becomes active', () => {
    const M = '木魚達磨';
    const g = game('d38', { battlefield: [M] });
    expect(hasKeyword(g, on(g, M, 0), 'counter')).toBe(true);
    expect(cannotAttack(g, on(g, M, 0))).toBe(true);
    const g2 = game(
      'd38',
      { guard: [M], battlefield: [{ name: MINO, sleep: true }] },
      { battlefield: [SOKO] },
      1,
    );
    revealedWith(g2, on(g2, SOKO, 1), [on(g2, MINO, 0)]);
    expect(asleep(g2, on(g2, MINO, 0))).toBe(false);
  });

  it('暮露暮露団: defending → the attacker −2000 for the turn', () => {
    const B = '暮露暮露団';
    const g = game('d38', { battlefield: [B] }, { battlefield: [MINO] }, 1);
    const mino = on(g, MINO, 1);
    defendWith(g, mino, on(g, B, 0));
    expect(powerOf(g, mino)).toBe(2000);
  });

  it('白容裔: 【貫通】; enters with 4 《付喪神》 cards in your trash → +2000 for the turn; 3: nothing', () => {
    const H = '白容裔';
    const g = game('d38', { hand: [H], energy: 4, trash: tsukumo(4) });
    play(g, H);
    const h = on(g, H, 0);
    expect(hasKeyword(g, h, 'pierce')).toBe(true);
    expect(powerOf(g, h)).toBe(6000);
    const g2 = game('d38', { hand: [H], energy: 4, trash: [...tsukumo(3), GIRL] });
    play(g2, H);
    expect(powerOf(g2, on(g2, H, 0))).toBe(4000);
  });

  it('面霊気: enters → a 《付喪神》 character card of your trash to the hand (not a 《人間》)', () => {
    const g = game('d38', { hand: ['面霊気'], energy: 3, trash: [GIRL, MINO] });
    play(g, '面霊気', [], { targets: [[inTrash(g, 0, MINO)]] });
    expect(hand(g, 0)).toEqual([MINO]);
    const g2 = game('d38', { hand: ['面霊気'], energy: 3, trash: [GIRL] });
    play(g2, '面霊気');
    expect(trash(g2, 0)).toEqual([GIRL]);
  });

  it('払子守: [1][スリープ] a set card on a character or a world set (either side) to its owner’s trash', () => {
    const H = '払子守';
    const g = game(
      'd38',
      { battlefield: [H, H], energy: 2 },
      { battlefield: [SOKO, '百鬼夜行'], hand: ['化け傘の骨'], energy: 2 },
      1,
    );
    act(g, { type: 'play', player: 1, card: inHand(g, 1, '化け傘の骨'), targets: [on(g, SOKO, 1)] });
    settle(g);
    endTurn(g);
    const [bone] = attachedTo(g, on(g, SOKO, 1));
    const [h1, h2] = g.state.battlefield.filter((id) => nameOf(g, id) === H);
    activate(g, h1, [bone]);
    expect(trash(g, 1)).toEqual(['化け傘の骨']);
    expect(powerOf(g, on(g, SOKO, 1))).toBe(3000); // 百鬼夜行 still +1000
    activate(g, h2, [on(g, '百鬼夜行', 1)]);
    expect(trash(g, 1)).toEqual(['化け傘の骨', '百鬼夜行']);
    expect(powerOf(g, on(g, SOKO, 1))).toBe(2000);
  });

  it('箒神: [discard a card][スリープ] draw; no card in hand: cannot be used', () => {
    const H = '箒神';
    const g = game('d38', { battlefield: [H], hand: [SOKO], main: [MINO] });
    activate(g, on(g, H, 0), [], { choose: [SOKO] });
    expect(hand(g, 0)).toEqual([MINO]);
    expect(trash(g, 0)).toEqual([SOKO]);
    const g2 = game('d38', { battlefield: [H] });
    expect(canActivate(g2, on(g2, H, 0))).toBe(false);
  });

  it('文車妖妃: enters → 1000 damage for each 《付喪神》 card of your trash to an opposing character (none: 0)', () => {
    const F = '文車妖妃';
    const g = game('d38', { hand: [F], energy: 5, trash: [...tsukumo(3), GIRL] }, { battlefield: [MINO] });
    play(g, F);
    expect(g.state.cards[on(g, MINO, 1)].damage).toBe(3000);
    const g2 = game('d38', { hand: [F], energy: 5, trash: [GIRL] }, { battlefield: [MINO] });
    play(g2, F);
    expect(g2.state.cards[on(g2, MINO, 1)].damage).toBe(0);
  });

  it('虎隠良: destroys a character by its attack → draw', () => {
    const T = '虎隠良';
    const g = game('d38', { battlefield: [T], main: [MINO] }, { battlefield: [{ name: SOKO, sleep: true }] });
    attackCard(g, on(g, T, 0), on(g, SOKO, 1));
    expect(trash(g, 1)).toEqual([SOKO]);
    expect(hand(g, 0)).toEqual([MINO]);
  });

  it('五徳猫: enters → 1000 to an opposing character', () => {
    const g = game('d38', { hand: ['五徳猫'], energy: 2 }, { battlefield: [YABURE] });
    play(g, '五徳猫');
    expect(trash(g, 1)).toEqual([YABURE]);
  });

  it('経凛々: not a target of the opponent’s commands; its owner’s commands may target it', () => {
    const K = '経凛々';
    const g = game('d38', { hand: [CURSE], energy: 4 }, { battlefield: [K, SOKO] });
    expect(targetable(g, CURSE, on(g, K, 1))).toBe(false);
    expect(targetable(g, CURSE, on(g, SOKO, 1))).toBe(true);
    const g2 = game('d38', { hand: ['一本足の跳躍'], energy: 1, battlefield: [K] });
    expect(targetable(g2, '一本足の跳躍', on(g2, K, 0))).toBe(true);
  });

  it('古道具屋の看板娘: look at 3, may reveal a 《付喪神》 card to the hand, the rest to the trash; fewer than 3: nothing', () => {
    const g = game('d38', { hand: [GIRL], energy: 2, main: [DECCHI, MINO, CURSE, SOKO] });
    play(g, GIRL, [], { choose: [MINO] });
    expect(hand(g, 0)).toEqual([MINO]);
    expect(sorted(trash(g, 0))).toEqual(sorted([DECCHI, CURSE]));
    expect(top(g, 0, 1)).toEqual([SOKO]);
    const g2 = game('d38', { hand: [GIRL], energy: 2, main: [MINO, SOKO], mainCount: 2 });
    play(g2, GIRL, [], { choose: [MINO] });
    expect(hand(g2, 0)).toEqual([]);
    expect(trash(g2, 0)).toEqual([]);
  });

  it('煤払いの丁稚 / 煤払い: enters → your top 2 / top 3 to the trash (fewer: all); 煤払い draws as its own sentence; 【ダメージトリガー】 draw', () => {
    const g = game('d38', { hand: [DECCHI], energy: 1, main: [SOKO, MINO, KARA] });
    play(g, DECCHI);
    expect(trash(g, 0)).toEqual([SOKO, MINO]);
    const g2 = game('d38', { hand: ['煤払い'], energy: 1, main: [SOKO, MINO, KARA, YABURE] });
    play(g2, '煤払い');
    expect(sorted(trash(g2, 0))).toEqual(sorted([SOKO, MINO, KARA, '煤払い']));
    expect(hand(g2, 0)).toEqual([YABURE]);
    const g3 = game('d38', { guard: [DECCHI], main: [MINO] }, { battlefield: [SOKO] }, 1);
    revealedWith(g3, on(g3, SOKO, 1), []);
    expect(hand(g3, 0)).toEqual([MINO]);
  });

  it('百年目の目覚め: your top card face down onto the battlefield, active, a 2000 《付喪神》 with no name and no text', () => {
    const g = game('d38', { hand: ['百年目の目覚め'], energy: 2, main: [CURSE, MINO] });
    play(g, '百年目の目覚め');
    const id = g.state.battlefield.find((c) => g.state.cards[c].controller === 0);
    if (id === undefined) throw new Error('nothing entered');
    expect(g.state.cards[id].faceDown).toBeTruthy();
    expect(powerOf(g, id)).toBe(2000);
    expect(traitsOf(g, id)).toEqual(['付喪神']);
    expect(asleep(g, id)).toBe(false);
    expect(top(g, 0, 1)).toEqual([MINO]);
  });

  it('一本足の跳躍: a character of yours +1000 and 【神速】 for the turn', () => {
    const g = game(
      'd38',
      { hand: ['一本足の跳躍'], energy: 1, battlefield: [MINO] },
      { battlefield: [SOKO] },
    );
    expect(targetable(g, '一本足の跳躍', on(g, SOKO, 1))).toBe(false);
    const m = on(g, MINO, 0);
    play(g, '一本足の跳躍', [m]);
    expect(powerOf(g, m)).toBe(5000);
    expect(hasKeyword(g, m, 'godspeed')).toBe(true);
    endTurn(g);
    expect(hasKeyword(g, m, 'godspeed')).toBe(false);
  });

  it('百鬼の提灯行列: your 《付喪神》 characters now on the battlefield +1000 for the turn (not later ones, not 《人間》)', () => {
    const g = game('d38', { hand: ['百鬼の提灯行列', SOKO], energy: 4, battlefield: [MINO, GIRL] });
    play(g, '百鬼の提灯行列');
    play(g, SOKO);
    expect(powerOf(g, on(g, MINO, 0))).toBe(5000);
    expect(powerOf(g, on(g, GIRL, 0))).toBe(1000);
    expect(powerOf(g, on(g, SOKO, 0))).toBe(2000);
  });

  it('古道具市: one or two 《付喪神》 character cards of your trash to the hand', () => {
    const g = game('d38', { hand: ['古道具市'], energy: 2, trash: [SOKO, MINO, GIRL] });
    expect(targetable(g, '古道具市', inTrash(g, 0, GIRL))).toBe(false);
    act(g, {
      type: 'play',
      card: inHand(g, 0, '古道具市'),
      targets: [inTrash(g, 0, SOKO), inTrash(g, 0, MINO)],
    });
    settle(g);
    expect(sorted(hand(g, 0))).toEqual(sorted([SOKO, MINO]));
  });

  it('狸の化け術: any character +2000 for the turn; 【ダメージトリガー】 one of yours +2000', () => {
    const T = '狸の化け術';
    const g = game('d38', { hand: [T], energy: 1 }, { battlefield: [SOKO] });
    play(g, T, [on(g, SOKO, 1)]);
    expect(powerOf(g, on(g, SOKO, 1))).toBe(4000);
    const g2 = game('d38', { guard: [T], battlefield: [MINO] }, { battlefield: [SOKO] }, 1);
    revealedWith(g2, on(g2, SOKO, 1), [on(g2, MINO, 0)]);
    expect(powerOf(g2, on(g2, MINO, 0))).toBe(6000);
  });

  it('打ち捨てられた道具: discard a chosen card; if you did, draw 2; an empty hand: no draw', () => {
    const U = '打ち捨てられた道具';
    const g = game('d38', { hand: [U, SOKO], main: [MINO, KARA] });
    play(g, U, [], { choose: [SOKO] });
    expect(hand(g, 0)).toEqual([MINO, KARA]);
    const g2 = game('d38', { hand: [U], main: [MINO, KARA] });
    play(g2, U);
    expect(hand(g2, 0)).toEqual([]);
  });

  it('付喪神の祟り: destroy an opposing character; then, with 6 《付喪神》 cards in your trash, draw (no draw when 雨宿り stops it)', () => {
    const g = game(
      'd38',
      { hand: [CURSE], energy: 4, trash: tsukumo(6), main: [MINO] },
      { battlefield: [GIRL] },
    );
    play(g, CURSE, [on(g, GIRL, 1)]);
    expect(trash(g, 1)).toEqual([GIRL]);
    expect(hand(g, 0)).toEqual([MINO]);
    const g2 = game(
      'd38',
      { hand: [CURSE], energy: 4, trash: tsukumo(5), main: [MINO] },
      { battlefield: [GIRL] },
    );
    play(g2, CURSE, [on(g2, GIRL, 1)]);
    expect(hand(g2, 0)).toEqual([]);
    const g3 = game(
      'd38',
      { hand: [CURSE], energy: 4, trash: tsukumo(6), main: [MINO] },
      { battlefield: [GIRL], hand: ['雨宿り'], energy: 1 },
    );
    const girl = on(g3, GIRL, 1);
    act(g3, { type: 'play', card: inHand(g3, 0, CURSE), targets: [girl] });
    untilPlayable(g3, 1);
    act(g3, { type: 'play', player: 1, card: inHand(g3, 1, '雨宿り'), targets: [girl] });
    settle(g3);
    expect(g3.state.battlefield).toContain(girl);
    expect(hand(g3, 0)).toEqual([]);
  });

  it('雨宿り: a character of yours is not destroyed this turn (power 0 still destroys: HF-9.5); 【ダメージトリガー】 the same', () => {
    const A = '雨宿り';
    const g = game('d38', { hand: [A, '呪いの面'], energy: 4, battlefield: [SOKO] });
    const soko = on(g, SOKO, 0);
    play(g, A, [soko]);
    play(g, '呪いの面', [soko]); // 2000 − 2000 = 0: destroyed all the same (HF-9.5)
    expect(trash(g, 0)).toContain(SOKO);
    const g2 = game(
      'd38',
      { guard: [A], battlefield: [SOKO] },
      { battlefield: [MINO], hand: [CURSE], energy: 4 },
      1,
    );
    revealedWith(g2, on(g2, MINO, 1), [on(g2, SOKO, 0)]);
    act(g2, { type: 'play', player: 1, card: inHand(g2, 1, CURSE), targets: [on(g2, SOKO, 0)] });
    settle(g2, {}, ['main']);
    expect(field(g2, 0)).toEqual([SOKO]);
  });

  it('鳴り物の乱れ打ち: one or two opposing characters asleep', () => {
    const N = '鳴り物の乱れ打ち';
    const g = game('d38', { hand: [N], energy: 2 }, { battlefield: [SOKO, MINO, KARA] });
    act(g, { type: 'play', card: inHand(g, 0, N), targets: [on(g, SOKO, 1), on(g, MINO, 1)] });
    settle(g);
    expect([SOKO, MINO, KARA].map((n) => asleep(g, on(g, n, 1)))).toEqual([true, true, false]);
  });

  it('付喪神記: 8 《付喪神》 cards in your trash → draw 3; fewer → draw 1', () => {
    const K = '付喪神記';
    const g = game('d38', { hand: [K], energy: 2, trash: tsukumo(8), main: [MINO, KARA, YABURE, GIRL] });
    play(g, K);
    expect(hand(g, 0)).toEqual([MINO, KARA, YABURE]);
    const g2 = game('d38', { hand: [K], energy: 2, trash: tsukumo(7), main: [MINO, KARA] });
    play(g2, K);
    expect(hand(g2, 0)).toEqual([MINO]);
  });

  it('分福の大盤振る舞い: 【奥義：茶釜】 one or two cost ≤4 《付喪神》 character cards of your trash onto the battlefield', () => {
    const O = '分福の大盤振る舞い';
    const g = game('d38', { hand: [O], energy: 5, trash: [MINO, '瀬戸大将', KARA] });
    expect(playable(g, O)).toBe(false);
    const g2 = game('d38', { hand: [O], energy: 5, battlefield: [BUNBUKU], trash: [MINO, '瀬戸大将', KARA] });
    expect(targetable(g2, O, inTrash(g2, 0, '瀬戸大将'))).toBe(false);
    act(g2, { type: 'play', card: inHand(g2, 0, O), targets: [inTrash(g2, 0, MINO), inTrash(g2, 0, KARA)] });
    settle(g2);
    expect(sorted(field(g2, 0))).toEqual(sorted([BUNBUKU, MINO, KARA]));
    expect(asleep(g2, on(g2, MINO, 0))).toBe(false);
    // The explanation says 「アクティブで」 once.
    expect(explained('d38', O)).not.toContain('アクティブでアクティブで');
  });

  it('化け傘の骨 / 消えずの灯り / 百年の年季: +1000 and 【神速】 / 《灯》 and 【警戒】 / 【反撃】 (on a 《付喪神》 only)', () => {
    const g = game('d38', {
      hand: ['化け傘の骨', '消えずの灯り', '百年の年季'],
      energy: 5,
      battlefield: [SOKO, MINO, GIRL],
    });
    expect(targetable(g, '百年の年季', on(g, GIRL, 0))).toBe(false);
    play(g, '化け傘の骨', [on(g, SOKO, 0)]);
    play(g, '消えずの灯り', [on(g, GIRL, 0)]);
    play(g, '百年の年季', [on(g, MINO, 0)]);
    expect(powerOf(g, on(g, SOKO, 0))).toBe(3000);
    expect(hasKeyword(g, on(g, SOKO, 0), 'godspeed')).toBe(true);
    expect(traitsOf(g, on(g, GIRL, 0))).toContain('灯'); // 000 ■セットカード: the host has its set cards' 分類
    expect(hasKeyword(g, on(g, GIRL, 0), 'vigilance')).toBe(true);
    expect(hasKeyword(g, on(g, MINO, 0), 'counter')).toBe(true);
    expect(powerOf(g, on(g, MINO, 0))).toBe(5000);
  });

  it('古びた茶釜: +1000 and 《器》; set → the set card’s player draws (set on an opposing character too)', () => {
    const K = '古びた茶釜';
    const g = game('d38', { hand: [K], energy: 2, main: [MINO] }, { battlefield: [GIRL], main: [KARA] });
    const girl = on(g, GIRL, 1);
    play(g, K, [girl]);
    expect(hand(g, 0)).toEqual([MINO]);
    expect(hand(g, 1)).toEqual([]);
    expect(traitsOf(g, girl)).toContain('器');
    expect(powerOf(g, girl)).toBe(2000);
  });

  it('付喪神憑き: on your characters only; +1000 and 《付喪神》; the host destroyed → its player draws', () => {
    const T = '付喪神憑き';
    const g = game(
      'd38',
      { hand: [T], energy: 1, battlefield: [GIRL], main: [MINO] },
      { battlefield: [SOKO], hand: [CURSE], energy: 4 },
    );
    expect(targetable(g, T, on(g, SOKO, 1))).toBe(false);
    const girl = on(g, GIRL, 0);
    play(g, T, [girl]);
    expect(traitsOf(g, girl)).toContain('付喪神');
    expect(powerOf(g, girl)).toBe(2000);
    endTurn(g);
    act(g, { type: 'play', player: 1, card: inHand(g, 1, CURSE), targets: [girl] });
    settle(g, {}, ['main']);
    expect(hand(g, 0)).toEqual([MINO]);
  });

  it('呪いの面 / 古蔵の蜘蛛の巣: −2000 and cannot defend / −1000 and the host asleep when set', () => {
    const g = game(
      'd38',
      { hand: ['呪いの面', '古蔵の蜘蛛の巣'], energy: 4 },
      { battlefield: [MINO, '瀬戸大将'] },
    );
    const mino = on(g, MINO, 1);
    const seto = on(g, '瀬戸大将', 1);
    play(g, '呪いの面', [seto]);
    play(g, '古蔵の蜘蛛の巣', [mino]);
    expect(powerOf(g, seto)).toBe(4000);
    expect(powerOf(g, mino)).toBe(3000);
    expect(asleep(g, mino)).toBe(true);
    const g2 = game('d38', { hand: ['呪いの面'], energy: 3, battlefield: [SOKO] }, { battlefield: [MINO] });
    const soko = on(g2, SOKO, 0);
    play(g2, '呪いの面', [on(g2, MINO, 1)]);
    endTurn(g2);
    act(g2, { type: 'attack', attacker: on(g2, MINO, 1), target: { player: 0 } });
    settle(g2, {}, ['defense']);
    expect(canDefend(g2, soko)).toBe(true);
    const g3 = game('d38', { hand: ['呪いの面'], energy: 3, battlefield: [SOKO] }, { battlefield: [MINO] });
    play(g3, '呪いの面', [on(g3, SOKO, 0)]);
    endTurn(g3);
    act(g3, { type: 'attack', attacker: on(g3, MINO, 1), target: { player: 0 } });
    settle(g3, {}, ['defense', 'main']);
    expect(g3.state.pending?.kind === 'defense' ? canDefend(g3, on(g3, SOKO, 0)) : false).toBe(false);
  });

  it('金継ぎ: the host would be destroyed → may trash it instead and remove the damage', () => {
    const K = '金継ぎ';
    const g = game('d38', { hand: [K], energy: 1, battlefield: [SOKO] }, { hand: [CURSE], energy: 4 });
    const soko = on(g, SOKO, 0);
    play(g, K, [soko]);
    endTurn(g);
    act(g, { type: 'play', player: 1, card: inHand(g, 1, CURSE), targets: [soko] });
    settle(g, {}, ['main']);
    expect(g.state.battlefield).toContain(soko);
    expect(trash(g, 0)).toEqual([K]);
    expect(powerOf(g, soko)).toBe(2000);
  });

  it('古道具屋 九十九堂: [2] a 《付喪神》 character card of your trash to the hand, once per turn', () => {
    const D = '古道具屋 九十九堂';
    const g = game('d38', { battlefield: [D], energy: 4, trash: [SOKO, MINO, GIRL] });
    const d = on(g, D, 0);
    expect(activatableOn(g, d, inTrash(g, 0, GIRL))).toBe(false);
    activate(g, d, [inTrash(g, 0, MINO)]);
    expect(hand(g, 0)).toEqual([MINO]);
    expect(canActivate(g, d)).toBe(false);
  });

  it('百鬼夜行: your 《付喪神》 characters +1000; at the end of your turn, with 5 of them, 1 damage to the opponent', () => {
    const H = '百鬼夜行';
    const g = game('d38', { battlefield: [H, SOKO, SOKO, SOKO, SOKO, MINO, GIRL] }, { battlefield: [SOKO] });
    expect(powerOf(g, on(g, MINO, 0))).toBe(5000);
    expect(powerOf(g, on(g, GIRL, 0))).toBe(1000);
    expect(powerOf(g, on(g, SOKO, 1))).toBe(2000);
    act(g, { type: 'endMain' });
    settle(g, {}, ['main']);
    expect(damageCount(g, 1)).toBe(1);
    const g2 = game('d38', { battlefield: [H, SOKO, SOKO, SOKO, MINO, GIRL] });
    act(g2, { type: 'endMain' });
    settle(g2, {}, ['main']);
    expect(damageCount(g2, 1)).toBe(0);
  });

  it('煤払いの日: at the end of your draw phase, look at your top card and may trash it', () => {
    const S = '煤払いの日';
    const g = game('d38', { battlefield: [S] }, {}, 1);
    const p0 = g.state.players[0];
    const next = p0.mainDeck[1];
    endTurn(g, { may: [true], choose: [nameOf(g, p0.mainDeck[1]) ?? ''] });
    expect(g.state.players[0].trash).toContain(next);
    const g2 = game('d38', { battlefield: [S] }, {}, 1);
    const keep = g2.state.players[0].mainDeck[1];
    endTurn(g2, { may: [false] });
    expect(g2.state.players[0].trash).not.toContain(keep);
  });

  it('鞍野郎: 【強撃】; 沓頬 / 蓑草鞋: vanilla', () => {
    const g = game('d38', { battlefield: ['鞍野郎'] });
    expect(hasKeyword(g, on(g, '鞍野郎', 0), 'strike')).toBe(true);
    expect(vanilla('d38', SOKO) && vanilla('d38', MINO)).toBe(true);
  });
});

describe('d39-yukiguni', () => {
  const WOLF = '雪原の狼'; // 《獣》 3000 vanilla, cost 2
  const WARABE = 'かまくらの童'; // 《童》《里人》 1000, cost 1
  const WAKASHU = '雪下ろしの若衆'; // 《里人》 2000, cost 2
  const TSURARA = '雪女の娘 つらら'; // 《雪女》《妖》《氷柱》 2000, cost 2
  const SHIBARE = 'しばれ風の精'; // 《妖》 2000, cost 2
  const KUMA = '冬眠する大熊'; // 《獣》《冬眠》 6000, cost 4
  const ANAGUMA = '穴熊の寝床守り'; // 《獣》《冬眠》 2000, cost 2
  const NYUDO = '雪入道'; // 《妖》 6000 【反撃】, cost 5
  const ICICLE = '氷柱落とし'; // command, cost 2: 3000 to a character

  it('雪女 氷見: enters → an opposing character asleep; it does not become active in its player’s next active phase', () => {
    const H = '雪女 氷見';
    const g = game('d39', { hand: [H], energy: 5 }, { battlefield: [WOLF] });
    const wolf = on(g, WOLF, 1);
    play(g, H);
    expect(asleep(g, wolf)).toBe(true);
    endTurn(g);
    expect(asleep(g, wolf)).toBe(true);
    endTurn(g);
    endTurn(g);
    expect(asleep(g, wolf)).toBe(false);
  });

  it('雪女 お雪: +1000 while a 《里人》 of yours is on the battlefield; attacking → up to one opposing character −1000', () => {
    const O = '雪女 お雪';
    const g = game('d39', { battlefield: [O, WAKASHU] }, { battlefield: [WOLF] });
    const o = on(g, O, 0);
    expect(powerOf(g, o)).toBe(4000);
    hitPlayer(g, o, { targets: [[on(g, WOLF, 1)]] });
    expect(powerOf(g, on(g, WOLF, 1))).toBe(2000);
    const g2 = game('d39', { battlefield: [O] }, { battlefield: [WOLF] });
    const o2 = on(g2, O, 0);
    expect(powerOf(g2, o2)).toBe(3000);
    hitPlayer(g2, o2, { targets: [[]] });
    expect(powerOf(g2, on(g2, WOLF, 1))).toBe(3000);
  });

  it('雪女の娘 つらら: [スリープ] 1000 to any character (yours too)', () => {
    const g = game('d39', { battlefield: [TSURARA, WARABE] });
    activate(g, on(g, TSURARA, 0), [on(g, WARABE, 0)]);
    expect(trash(g, 0)).toEqual([WARABE]);
    expect(asleep(g, on(g, TSURARA, 0))).toBe(true);
  });

  it('雪女王 六花: 【奥義：雪女】; enters → every ACTIVE opposing character asleep', () => {
    const R = '雪女王 六花';
    const g = game('d39', { hand: [R], energy: 7 }, { battlefield: [WOLF, NYUDO] });
    expect(playable(g, R)).toBe(false);
    const g2 = game('d39', { hand: [R], energy: 7, battlefield: [TSURARA] }, { battlefield: [WOLF, NYUDO] });
    play(g2, R);
    expect(asleep(g2, on(g2, WOLF, 1)) && asleep(g2, on(g2, NYUDO, 1))).toBe(true);
    expect(asleep(g2, on(g2, TSURARA, 0))).toBe(false);
  });

  it('雪下ろしの若衆 / 雪見酒: enters → draw 1 / draw 2, then discard a chosen card', () => {
    const g = game('d39', { hand: [WAKASHU, WOLF], energy: 2, main: [NYUDO] });
    play(g, WAKASHU, [], { choose: [WOLF] });
    expect(hand(g, 0)).toEqual([NYUDO]);
    const g2 = game('d39', { hand: ['雪見酒', WOLF], energy: 1, main: [NYUDO, KUMA] });
    play(g2, '雪見酒', [], { choose: [NYUDO] });
    expect(sorted(hand(g2, 0))).toEqual(sorted([WOLF, KUMA]));
  });

  it('かまくらの童: destroyed → draw; 【ダメージトリガー】 a character of yours +2000 for the turn', () => {
    const g = game('d39', { hand: [ICICLE], energy: 2 }, { battlefield: [WARABE], main: [WOLF] });
    play(g, ICICLE, [on(g, WARABE, 1)]);
    expect(hand(g, 1)).toEqual([WOLF]);
    const g2 = game('d39', { guard: [WARABE], battlefield: [WOLF] }, { battlefield: [WAKASHU] }, 1);
    revealedWith(g2, on(g2, WAKASHU, 1), [on(g2, WOLF, 0)]);
    expect(powerOf(g2, on(g2, WOLF, 0))).toBe(5000);
  });

  it('甘酒売りの婆: [スリープ] a character of yours (itself too) +1000; 【ダメージトリガー】 draw', () => {
    const B = '甘酒売りの婆';
    const g = game('d39', { battlefield: [B] });
    const b = on(g, B, 0);
    activate(g, b, [b]);
    expect(powerOf(g, b)).toBe(2000);
    const g2 = game('d39', { guard: [B], main: [WOLF] }, { battlefield: [WAKASHU] }, 1);
    revealedWith(g2, on(g2, WAKASHU, 1), []);
    expect(hand(g2, 0)).toEqual([WOLF]);
  });

  it('マタギの頭 権蔵: 【貫通】; destroying a 《獣》 by its attack → draw (besides the 【貫通】 damage)', () => {
    const G_ = 'マタギの頭 権蔵';
    const g = game(
      'd39',
      { battlefield: [G_, G_], main: [NYUDO] },
      {
        battlefield: [
          { name: WOLF, sleep: true },
          { name: WAKASHU, sleep: true },
        ],
      },
    );
    const [g1, g2] = g.state.battlefield.filter((id) => nameOf(g, id) === G_);
    expect(hasKeyword(g, g1, 'pierce')).toBe(true);
    attackCard(g, g1, on(g, WOLF, 1));
    expect(hand(g, 0)).toEqual([NYUDO]);
    expect(damageCount(g, 1)).toBe(1);
    attackCard(g, g2, on(g, WAKASHU, 1));
    expect(hand(g, 0)).toEqual([NYUDO]);
    expect(damageCount(g, 1)).toBe(2);
  });

  it('冬眠する大熊: does not become active in your active phase; [3] it becomes active', () => {
    const g = game(
      'd39',
      {
        battlefield: [
          { name: KUMA, sleep: true },
          { name: WOLF, sleep: true },
        ],
        energy: 3,
      },
      {},
      1,
    );
    endTurn(g);
    const kuma = on(g, KUMA, 0);
    expect(asleep(g, kuma)).toBe(true);
    expect(asleep(g, on(g, WOLF, 0))).toBe(false);
    activate(g, kuma);
    expect(asleep(g, kuma)).toBe(false);
  });

  it('穴熊の寝床守り: while it is asleep, your OTHER 《冬眠》 characters +1000', () => {
    const g = game('d39', { battlefield: [{ name: ANAGUMA, sleep: true }, KUMA, WOLF] });
    expect(powerOf(g, on(g, KUMA, 0))).toBe(7000);
    expect(powerOf(g, on(g, ANAGUMA, 0))).toBe(2000);
    expect(powerOf(g, on(g, WOLF, 0))).toBe(3000);
    const g2 = game('d39', { battlefield: [ANAGUMA, KUMA] });
    expect(powerOf(g2, on(g2, KUMA, 0))).toBe(6000);
  });

  it('眠り栗鼠: enters → the top card into the energy ASLEEP', () => {
    const g = game('d39', { hand: ['眠り栗鼠'], energy: 2, main: [WOLF] });
    play(g, '眠り栗鼠');
    expect(energyCount(g, 0)).toBe(3);
    expect(activeEnergy(g, 0)).toBe(0);
  });

  it('氷柱女 / しばれ風の精: enters → 2000 damage / −2000 for the turn to an opposing character (0 destroys)', () => {
    const g = game('d39', { hand: ['氷柱女', SHIBARE], energy: 5 }, { battlefield: [WAKASHU, WOLF] });
    play(g, '氷柱女', [], { targets: [[on(g, WAKASHU, 1)]] });
    expect(trash(g, 1)).toEqual([WAKASHU]);
    play(g, SHIBARE);
    expect(powerOf(g, on(g, WOLF, 1))).toBe(1000);
    const g2 = game('d39', { hand: [SHIBARE], energy: 2 }, { battlefield: [WAKASHU] });
    play(g2, SHIBARE);
    expect(trash(g2, 1)).toEqual([WAKASHU]);
  });

  it('雪狼の群れ長: attacking → up to one OTHER asleep 《獣》 of yours becomes active, once per turn', () => {
    const OSA = '雪狼の群れ長';
    const g = game('d39', {
      battlefield: [OSA, { name: WOLF, sleep: true }, { name: WAKASHU, sleep: true }],
    });
    const osa = on(g, OSA, 0);
    const wolf = on(g, WOLF, 0);
    hitPlayer(g, osa, { targets: [[wolf]] });
    expect(asleep(g, wolf)).toBe(false);
    expect(asleep(g, on(g, WAKASHU, 0))).toBe(true);
    hitPlayer(g, wolf);
    g.state.cards[osa].sleep = false; // a second attack this turn: the ability does not trigger again
    hitPlayer(g, osa);
    expect(asleep(g, wolf)).toBe(true);
  });

  it('吹雪の鬼 颪: 【強撃】; attacking → an ACTIVE opposing character asleep', () => {
    const O = '吹雪の鬼 颪';
    const g = game('d39', { battlefield: [O] }, { battlefield: [WOLF, { name: NYUDO, sleep: true }] });
    const o = on(g, O, 0);
    expect(hasKeyword(g, o, 'strike')).toBe(true);
    hitPlayer(g, o);
    expect(asleep(g, on(g, WOLF, 1))).toBe(true);
    expect(damageCount(g, 1)).toBe(2);
  });

  it('雪まろげの子ら: enters with ANOTHER 《童》 of yours → 1000 to an opposing character; alone: nothing', () => {
    const K = '雪まろげの子ら';
    const g = game('d39', { hand: [K], energy: 2, battlefield: [WARABE] }, { battlefield: [WARABE] });
    play(g, K);
    expect(trash(g, 1)).toEqual([WARABE]);
    const g2 = game('d39', { hand: [K], energy: 2 }, { battlefield: [WARABE] });
    play(g2, K);
    expect(trash(g2, 1)).toEqual([]);
  });

  it('かまくら番の爺: 【警戒】; defending → +2000 for the turn', () => {
    const J = 'かまくら番の爺';
    const g = game('d39', { battlefield: [J] }, { battlefield: [WOLF] }, 1);
    const j = on(g, J, 0);
    expect(hasKeyword(g, j, 'vigilance')).toBe(true);
    defendWith(g, on(g, WOLF, 1), j);
    expect(powerOf(g, j)).toBe(4000);
  });

  it('冬毛の白兎: not a target of the opponent’s commands (their characters’ abilities may target it)', () => {
    const U = '冬毛の白兎';
    const g = game('d39', { hand: [ICICLE], energy: 2, battlefield: [TSURARA] }, { battlefield: [U] });
    expect(targetable(g, ICICLE, on(g, U, 1))).toBe(false);
    expect(activatableOn(g, on(g, TSURARA, 0), on(g, U, 1))).toBe(true);
  });

  it('冬ごもりの蝦蟇: [スリープ] draw; it does not become active in your next active phase', () => {
    const GAMA = '冬ごもりの蝦蟇';
    const g = game('d39', { battlefield: [GAMA], main: [WOLF] });
    const gama = on(g, GAMA, 0);
    activate(g, gama);
    expect(hand(g, 0)).toEqual([WOLF]);
    endTurn(g);
    endTurn(g);
    expect(asleep(g, gama)).toBe(true);
    endTurn(g);
    endTurn(g);
    expect(asleep(g, gama)).toBe(false);
  });

  it('目覚めの鬼熊: 【貫通】; enters → your asleep 《冬眠》 characters become active (not other traits)', () => {
    const O = '目覚めの鬼熊';
    const g = game('d39', {
      hand: [O],
      energy: 6,
      battlefield: [
        { name: KUMA, sleep: true },
        { name: WOLF, sleep: true },
      ],
    });
    play(g, O);
    expect(hasKeyword(g, on(g, O, 0), 'pierce')).toBe(true);
    expect(asleep(g, on(g, KUMA, 0))).toBe(false);
    expect(asleep(g, on(g, WOLF, 0))).toBe(true);
  });

  it('雪国の語り部: enters → up to one 《妖》 character card of your trash to the hand', () => {
    const K = '雪国の語り部';
    const g = game('d39', { hand: [K], energy: 2, trash: [WOLF, NYUDO, ICICLE] });
    play(g, K, [], { choose: [NYUDO] });
    expect(hand(g, 0)).toEqual([NYUDO]);
    const g2 = game('d39', { hand: [K], energy: 2, trash: [NYUDO] });
    play(g2, K, [], { choose: [] });
    expect(trash(g2, 0)).toEqual([NYUDO]);
  });

  it('雪女郎の影: [カルネージ1] an ASLEEP opposing character does not become active in its player’s next active phase', () => {
    const K = '雪女郎の影';
    const g = game(
      'd39',
      { battlefield: [K], damageField: [WOLF] },
      { battlefield: [{ name: NYUDO, sleep: true }, WOLF] },
    );
    const k = on(g, K, 0);
    expect(activatableOn(g, k, on(g, WOLF, 1))).toBe(false);
    activate(g, k, [on(g, NYUDO, 1)]);
    expect(asleep(g, k)).toBe(false);
    endTurn(g);
    expect(asleep(g, on(g, NYUDO, 1))).toBe(true);
  });

  it('氷室の番人: 【反撃】, cannot attack', () => {
    const g = game('d39', { battlefield: ['氷室の番人'] });
    const h = on(g, '氷室の番人', 0);
    expect(hasKeyword(g, h, 'counter')).toBe(true);
    expect(cannotAttack(g, h)).toBe(true);
  });

  it('雪上の橇引き犬: 【神速】; its attack damages the opponent → draw', () => {
    const I = '雪上の橇引き犬';
    const g = game('d39', { battlefield: [I], main: [WOLF] });
    expect(hasKeyword(g, on(g, I, 0), 'godspeed')).toBe(true);
    hitPlayer(g, on(g, I, 0));
    expect(hand(g, 0)).toEqual([WOLF]);
  });

  it('雪崩の主: enters → destroy every OTHER character of power 3000 or less, both sides', () => {
    const N = '雪崩の主';
    const g = game(
      'd39',
      { hand: [N], energy: 7, battlefield: [WOLF, KUMA] },
      { battlefield: [WARABE, NYUDO] },
    );
    play(g, N);
    expect(sorted(field(g, 0))).toEqual(sorted([KUMA, N]));
    expect(field(g, 1)).toEqual([NYUDO]);
  });

  it('巳之吉: +2000 while a 《雪女》 of yours is on the battlefield', () => {
    const M = '巳之吉';
    const g = game('d39', { battlefield: [M, TSURARA] }, { battlefield: [M] });
    expect(powerOf(g, on(g, M, 0))).toBe(4000);
    expect(powerOf(g, on(g, M, 1))).toBe(2000);
  });

  it('穴籠りの森主: +2000 while asleep; 【空装】 at the end of your turn, with an asleep 《冬眠》 of yours, draw (9 《冬眠》 cards in the decks)', () => {
    const M = '穴籠りの森主';
    const g = game('d39', { battlefield: [{ name: M, sleep: true }], guard: [M], main: [WOLF] });
    expect(powerOf(g, on(g, M, 0))).toBe(8000);
    g.state.players[0].kuusou = inGuard(g, 0, M);
    act(g, { type: 'endMain' });
    settle(g, {}, ['main']);
    expect(hand(g, 0)).toEqual([WOLF]);
    const g2 = game('d39', { battlefield: [M], guard: [M], main: [WOLF] });
    expect(powerOf(g2, on(g2, M, 0))).toBe(6000);
    g2.state.players[0].kuusou = inGuard(g2, 0, M);
    act(g2, { type: 'endMain' });
    settle(g2, {}, ['main']);
    expect(hand(g2, 0)).toEqual([]);
    const k = corpusCard('d39-yukiguni', M).kuusou;
    if (!k) throw new Error('no 【空装】');
    const c = (n: string) => corpusCard('d39-yukiguni', n);
    const deck = (n: number) => [...Array.from({ length: n }, () => c(KUMA)), c(WOLF)];
    expect(deckConditionHolds(deck(9), k.condition)).toBe(true);
    expect(deckConditionHolds(deck(8), k.condition)).toBe(false);
  });

  it('雪婆: enters → the opponent discards a card of their choice', () => {
    const g = game('d39', { hand: ['雪婆'], energy: 4 }, { hand: [WOLF, NYUDO] });
    play(g, '雪婆', [], { choose: [NYUDO] });
    expect(hand(g, 1)).toEqual([WOLF]);
    expect(trash(g, 1)).toEqual([NYUDO]);
  });

  it('氷柱落とし: 3000 to any character; 【ダメージトリガー】 2000 to any character', () => {
    const g = game('d39', { hand: [ICICLE], energy: 2, battlefield: [WOLF] });
    play(g, ICICLE, [on(g, WOLF, 0)]);
    expect(trash(g, 0)).toContain(WOLF);
    const g2 = game('d39', { guard: [ICICLE] }, { battlefield: [WOLF, WAKASHU] }, 1);
    revealedWith(g2, on(g2, WOLF, 1), [on(g2, WAKASHU, 1)]);
    expect(trash(g2, 1)).toEqual([WAKASHU]);
  });

  it('地吹雪: one or two ACTIVE opposing characters asleep', () => {
    const J = '地吹雪';
    const g = game(
      'd39',
      { hand: [J], energy: 3 },
      { battlefield: [WOLF, NYUDO, { name: WAKASHU, sleep: true }] },
    );
    expect(targetable(g, J, on(g, WAKASHU, 1))).toBe(false);
    act(g, { type: 'play', card: inHand(g, 0, J), targets: [on(g, WOLF, 1), on(g, NYUDO, 1)] });
    settle(g);
    expect(asleep(g, on(g, WOLF, 1)) && asleep(g, on(g, NYUDO, 1))).toBe(true);
  });

  // The row I22X8_ALL_THEN_THEM_WORDS names the whole selector again, 「パワー5000以下の」 included (it was dropped
  // before: found here, fixed in codegen/dsl/designerWordsI22x8.ts).
  it('白魔: every opposing character of power 5000 or less asleep, and THOSE do not become active in the next active phase', () => {
    const g = game(
      'd39',
      { hand: ['白魔'], energy: 6 },
      { battlefield: [WOLF, { name: WAKASHU, sleep: true }, { name: NYUDO, sleep: true }] },
    );
    play(g, '白魔');
    expect(asleep(g, on(g, WOLF, 1)) && asleep(g, on(g, WAKASHU, 1))).toBe(true);
    endTurn(g);
    expect(asleep(g, on(g, WOLF, 1))).toBe(true);
    expect(asleep(g, on(g, WAKASHU, 1))).toBe(true);
    expect(asleep(g, on(g, NYUDO, 1))).toBe(false); // 6000: not one of them
  });

  it('凍て返し: an ASLEEP opposing character does not become active next; draw as its own sentence; 【ダメージトリガー】 the same', () => {
    const T = '凍て返し';
    const g = game(
      'd39',
      { hand: [T], energy: 2, main: [KUMA] },
      { battlefield: [{ name: WOLF, sleep: true }, NYUDO] },
    );
    expect(targetable(g, T, on(g, NYUDO, 1))).toBe(false);
    play(g, T, [on(g, WOLF, 1)]);
    expect(hand(g, 0)).toEqual([KUMA]);
    endTurn(g);
    expect(asleep(g, on(g, WOLF, 1))).toBe(true);
    const g2 = game('d39', { guard: [T] }, { battlefield: [WOLF, { name: NYUDO, sleep: true }] }, 1);
    revealedWith(g2, on(g2, WOLF, 1), [on(g2, NYUDO, 1)]);
    endTurn(g2);
    endTurn(g2);
    expect(asleep(g2, on(g2, NYUDO, 1))).toBe(true);
    expect(asleep(g2, on(g2, WOLF, 1))).toBe(false);
  });

  it('かまくら籠り: a character of yours is not destroyed this turn; 【ダメージトリガー】 an asleep character of yours active', () => {
    const K = 'かまくら籠り';
    const g = game('d39', { hand: [K, ICICLE], energy: 3, battlefield: [WOLF] });
    const wolf = on(g, WOLF, 0);
    play(g, K, [wolf]);
    play(g, ICICLE, [wolf]);
    expect(g.state.battlefield).toContain(wolf);
    const g2 = game(
      'd39',
      { guard: [K], battlefield: [{ name: WOLF, sleep: true }] },
      { battlefield: [WAKASHU] },
      1,
    );
    revealedWith(g2, on(g2, WAKASHU, 1), [on(g2, WOLF, 0)]);
    expect(asleep(g2, on(g2, WOLF, 0))).toBe(false);
  });

  it('凍える吐息: a character −2000 for the turn; with a 《雪女》 of yours −4000 instead', () => {
    const T = '凍える吐息';
    const g = game('d39', { hand: [T], energy: 2 }, { battlefield: [NYUDO] });
    play(g, T, [on(g, NYUDO, 1)]);
    expect(powerOf(g, on(g, NYUDO, 1))).toBe(4000);
    const g2 = game('d39', { hand: [T], energy: 2, battlefield: [TSURARA] }, { battlefield: [NYUDO] });
    play(g2, T, [on(g2, NYUDO, 1)]);
    expect(powerOf(g2, on(g2, NYUDO, 1))).toBe(2000);
  });

  it('冬ごもりの支度: look at 3, up to one 《冬眠》 card to the hand, the rest to the bottom in the chosen order', () => {
    const S = '冬ごもりの支度';
    const g = game('d39', { hand: [S], energy: 2, main: [WOLF, KUMA, NYUDO, WARABE] });
    play(g, S, [], { choose: [KUMA, NYUDO, WOLF] });
    expect(hand(g, 0)).toEqual([KUMA]);
    expect(top(g, 0, 1)).toEqual([WARABE]);
    expect(bottom(g, 0, 2)).toEqual([NYUDO, WOLF]);
  });

  it('囲炉裏端の昔話: draw 2; with a 《里人》 of yours draw 3 instead', () => {
    const S = '囲炉裏端の昔話';
    const g = game('d39', { hand: [S], energy: 3, main: [WOLF, KUMA, NYUDO] });
    play(g, S);
    expect(hand(g, 0)).toEqual([WOLF, KUMA]);
    const g2 = game('d39', { hand: [S], energy: 3, battlefield: [WARABE], main: [WOLF, KUMA, NYUDO] });
    play(g2, S);
    expect(hand(g2, 0)).toEqual([WOLF, KUMA, NYUDO]);
  });

  it('雪女の嫁入り: 【奥義：雪女】 an opposing character of power 4000 or less becomes yours for good', () => {
    const Y = '雪女の嫁入り';
    const g = game('d39', { hand: [Y], energy: 5 }, { battlefield: [WOLF] });
    expect(playable(g, Y)).toBe(false);
    const g2 = game(
      'd39',
      { hand: [Y], energy: 5, battlefield: [TSURARA] },
      { battlefield: [{ name: WOLF, sleep: true }, NYUDO] },
    );
    expect(targetable(g2, Y, on(g2, NYUDO, 1))).toBe(false);
    const wolf = on(g2, WOLF, 1);
    play(g2, Y, [wolf]);
    expect(g2.state.cards[wolf].controller).toBe(0);
    expect(asleep(g2, wolf)).toBe(true);
  });

  it('雪蓑 / 雪沓 / 熊の毛皮: +1000 【警戒】 / +1000 【神速】 / +2000 and 《獣》 on the host', () => {
    const g = game('d39', {
      hand: ['雪蓑', '雪沓', '熊の毛皮'],
      energy: 5,
      battlefield: [WARABE, WAKASHU, SHIBARE],
    });
    play(g, '雪蓑', [on(g, WARABE, 0)]);
    play(g, '雪沓', [on(g, WAKASHU, 0)]);
    play(g, '熊の毛皮', [on(g, SHIBARE, 0)]);
    expect(hasKeyword(g, on(g, WARABE, 0), 'vigilance')).toBe(true);
    expect(hasKeyword(g, on(g, WAKASHU, 0), 'godspeed')).toBe(true);
    expect(traitsOf(g, on(g, SHIBARE, 0))).toContain('獣'); // 000 ■セットカード: the host has its set cards' 分類
    expect([WARABE, WAKASHU, SHIBARE].map((n) => powerOf(g, on(g, n, 0)))).toEqual([2000, 3000, 4000]);
  });

  it('かまくら / 凍てつく手足: +2000, cannot attack / −1000, cannot defend', () => {
    const g = game(
      'd39',
      { hand: ['かまくら', '凍てつく手足'], energy: 4, battlefield: [WOLF, WAKASHU] },
      { battlefield: [NYUDO] },
    );
    play(g, 'かまくら', [on(g, WOLF, 0)]);
    expect(powerOf(g, on(g, WOLF, 0))).toBe(5000);
    expect(cannotAttack(g, on(g, WOLF, 0))).toBe(true);
    play(g, '凍てつく手足', [on(g, NYUDO, 1)]);
    expect(powerOf(g, on(g, NYUDO, 1))).toBe(5000);
    endTurn(g);
    endTurn(g);
    act(g, { type: 'attack', attacker: on(g, WAKASHU, 0), target: { player: 1 } });
    settle(g, {}, ['defense', 'main']);
    expect(g.state.pending?.kind === 'defense' && canDefend(g, on(g, NYUDO, 1))).toBe(false);
  });

  it('氷柱の檻: −1000 and the host does not become active in its player’s active phase; its player may pay [3] to trash it', () => {
    const CAGE = '氷柱の檻';
    const g = game(
      'd39',
      { hand: [CAGE], energy: 3 },
      { battlefield: [{ name: NYUDO, sleep: true }], energy: 3 },
    );
    const nyudo = on(g, NYUDO, 1);
    play(g, CAGE, [nyudo]);
    expect(powerOf(g, nyudo)).toBe(5000);
    endTurn(g);
    expect(asleep(g, nyudo)).toBe(true);
    act(g, { type: 'activate', player: 1, card: nyudo, targets: [] });
    settle(g);
    expect(trash(g, 0)).toEqual([CAGE]);
    expect(activeEnergy(g, 1)).toBe(energyCount(g, 1) - 3);
    expect(powerOf(g, nyudo)).toBe(6000);
  });

  it('雪女の簪: +1000 and 《雪女》; the host attacking → up to one ASLEEP opposing character does not become active next', () => {
    const K = '雪女の簪';
    const g = game(
      'd39',
      { hand: [K], energy: 3, battlefield: [WAKASHU, '巳之吉'] },
      { battlefield: [{ name: NYUDO, sleep: true }] },
    );
    const w = on(g, WAKASHU, 0);
    play(g, K, [w]);
    expect(traitsOf(g, w)).toContain('雪女');
    expect(powerOf(g, on(g, '巳之吉', 0))).toBe(4000); // a 《雪女》 of yours now
    hitPlayer(g, w, { targets: [[on(g, NYUDO, 1)]] });
    endTurn(g);
    expect(asleep(g, on(g, NYUDO, 1))).toBe(true);
  });

  it('冬眠の巣穴: +1000 and 《冬眠》; while the host is asleep it is not destroyed; awake it is', () => {
    const N = '冬眠の巣穴';
    const g = game('d39', {
      hand: [N, ICICLE],
      energy: 4,
      battlefield: [{ name: WOLF, sleep: true }, WAKASHU],
    });
    const wolf = on(g, WOLF, 0);
    play(g, N, [wolf]);
    expect(traitsOf(g, wolf)).toContain('冬眠');
    play(g, ICICLE, [wolf]);
    expect(g.state.battlefield).toContain(wolf);
    const g2 = game('d39', { hand: [N, ICICLE], energy: 4, battlefield: [WOLF, TSURARA] });
    play(g2, N, [on(g2, WOLF, 0)]);
    play(g2, ICICLE, [on(g2, WOLF, 0)]);
    activate(g2, on(g2, TSURARA, 0), [on(g2, WOLF, 0)]); // 4000 damage on the ACTIVE 4000 host
    expect(trash(g2, 0)).toContain(WOLF);
  });

  it('吹雪く峠: every character without 《妖》 −1000, both sides', () => {
    const g = game('d39', { battlefield: ['吹雪く峠', WOLF, NYUDO] }, { battlefield: [WAKASHU] });
    expect(powerOf(g, on(g, WOLF, 0))).toBe(2000);
    expect(powerOf(g, on(g, NYUDO, 0))).toBe(6000);
    expect(powerOf(g, on(g, WAKASHU, 1))).toBe(1000);
  });

  it('冬眠の森: your 《冬眠》 characters +1000; once per turn a 《冬眠》 of yours enters → may put it asleep; if so, draw', () => {
    const F = '冬眠の森';
    const g = game('d39', { battlefield: [F], hand: [ANAGUMA, ANAGUMA], energy: 4, main: [WOLF, NYUDO] });
    play(g, ANAGUMA);
    const [a1] = g.state.battlefield.filter((id) => nameOf(g, id) === ANAGUMA);
    expect(asleep(g, a1)).toBe(true);
    expect(hand(g, 0)).toEqual([ANAGUMA, WOLF]);
    expect(powerOf(g, a1)).toBe(3000);
    play(g, ANAGUMA);
    expect(hand(g, 0)).toEqual([WOLF]);
    const g2 = game('d39', { battlefield: [F], hand: [ANAGUMA], energy: 2, main: [WOLF] });
    play(g2, ANAGUMA, [], { may: [false] });
    expect(asleep(g2, on(g2, ANAGUMA, 0))).toBe(false);
    expect(hand(g2, 0)).toEqual([]);
  });

  it('雪ん子: 【神速】, 【ダメージトリガー】 draw; 雪入道: 【反撃】; 雪原の狼: vanilla', () => {
    const g = game('d39', { battlefield: ['雪ん子', NYUDO] });
    expect(hasKeyword(g, on(g, '雪ん子', 0), 'godspeed')).toBe(true);
    expect(hasKeyword(g, on(g, NYUDO, 0), 'counter')).toBe(true);
    expect(vanilla('d39', WOLF)).toBe(true);
    const g2 = game('d39', { guard: ['雪ん子'], main: [WOLF] }, { battlefield: [WAKASHU] }, 1);
    revealedWith(g2, on(g2, WAKASHU, 1), []);
    expect(hand(g2, 0)).toEqual([WOLF]);
  });
});

describe('d40-doujou', () => {
  const OSUZU = '明鏡流門下生 お鈴'; // 《剣士》《門下生》《明鏡流》 2000 vanilla, cost 1
  const TEPPEI = '剛断流門下生 鉄平'; // 《剣士》《門下生》《剛断流》 3000 vanilla, cost 2
  const TAICHI = '明鏡流門下生 太一'; // 《門下生》《明鏡流》 1000, cost 1
  const GENSAI = '明鏡流師範 鏡堂玄斎'; // 《師範》 5000 【反撃】【警戒】
  const OHARU = '道場の下働き おはる'; // 《奉公人》 1000, cost 1
  const SAYO = '疾風流門下生 小夜'; // 《疾風流》 2000 【神速】, cost 2
  const RONIN = '道場破り 赤目の浪人'; // 《剣士》《浪人》 3000, cost 3
  const CUT = '一刀両断'; // command, cost 4: destroy an opposing character

  it('明鏡流門下生 太一 / 寒稽古: enters → with a 《師範》 of yours, draw; 寒稽古 draws 1 and, with a 《師範》, 1 more', () => {
    const g = game('d40', { hand: [TAICHI], energy: 1, battlefield: [GENSAI], main: [OSUZU] });
    play(g, TAICHI);
    expect(hand(g, 0)).toEqual([OSUZU]);
    const g2 = game('d40', { hand: [TAICHI], energy: 1, main: [OSUZU] }, { battlefield: [GENSAI] });
    play(g2, TAICHI);
    expect(hand(g2, 0)).toEqual([]);
    const g3 = game('d40', { hand: ['寒稽古'], energy: 2, main: [OSUZU, TEPPEI] });
    play(g3, '寒稽古');
    expect(hand(g3, 0)).toEqual([OSUZU]);
    const g4 = game('d40', { hand: ['寒稽古'], energy: 2, battlefield: [GENSAI], main: [OSUZU, TEPPEI] });
    play(g4, '寒稽古');
    expect(hand(g4, 0)).toEqual([OSUZU, TEPPEI]);
  });

  it('寝ずの番の弥助: 【警戒】; defending → draw (whether or not the defense succeeds)', () => {
    const Y = '寝ずの番の弥助';
    const g = game('d40', { battlefield: [Y], main: [OSUZU] }, { battlefield: [GENSAI] }, 1);
    const y = on(g, Y, 0);
    expect(hasKeyword(g, y, 'vigilance')).toBe(true);
    defendWith(g, on(g, GENSAI, 1), y);
    settle(g, {}, ['main']);
    expect(hand(g, 0)).toEqual([OSUZU]);
    expect(trash(g, 0)).toEqual([Y]);
  });

  it('駆けつけた門下生 才蔵: 【ダメージトリガー】 an asleep character of yours becomes active', () => {
    const S = '駆けつけた門下生 才蔵';
    const g = game(
      'd40',
      { guard: [S], battlefield: [{ name: TEPPEI, sleep: true }] },
      { battlefield: [OSUZU] },
      1,
    );
    revealedWith(g, on(g, OSUZU, 1), [on(g, TEPPEI, 0)]);
    expect(asleep(g, on(g, TEPPEI, 0))).toBe(false);
  });

  it('明鏡流一番弟子 新之助: 【反撃】; its 【反撃】 destroys an opposing character → draw', () => {
    const S = '明鏡流一番弟子 新之助';
    const g = game('d40', { battlefield: [S], main: [OSUZU] }, { battlefield: [OSUZU] }, 1);
    defendWith(g, on(g, OSUZU, 1), on(g, S, 0));
    settle(g, {}, ['main']);
    expect(trash(g, 1)).toEqual([OSUZU]);
    expect(hand(g, 0)).toEqual([OSUZU]);
  });

  it('明鏡流師範代 志乃: your 《門下生》 characters +1000 (not itself, not the opponent’s)', () => {
    const S = '明鏡流師範代 志乃';
    const g = game('d40', { battlefield: [S, OSUZU, RONIN] }, { battlefield: [OSUZU] });
    expect(powerOf(g, on(g, OSUZU, 0))).toBe(3000);
    expect(powerOf(g, on(g, S, 0))).toBe(3000);
    expect(powerOf(g, on(g, RONIN, 0))).toBe(3000);
    expect(powerOf(g, on(g, OSUZU, 1))).toBe(2000);
  });

  it('免許皆伝 鏡堂凛: [1][スリープ] another character of yours +2000 and 【反撃】 for the turn', () => {
    const R = '免許皆伝 鏡堂凛';
    const g = game('d40', { battlefield: [R, OSUZU], energy: 1 });
    const r = on(g, R, 0);
    expect(activatableOn(g, r, r)).toBe(false);
    const o = on(g, OSUZU, 0);
    activate(g, r, [o]);
    expect(powerOf(g, o)).toBe(4000);
    expect(hasKeyword(g, o, 'counter')).toBe(true);
    endTurn(g);
    expect(hasKeyword(g, o, 'counter')).toBe(false);
  });

  it('明鏡流師範 鏡堂玄斎: 【反撃】【警戒】; your OTHER 《門下生》 characters have 【反撃】', () => {
    const GENJI = '明鏡流門下生 源次';
    const g = game('d40', { battlefield: [GENSAI, OSUZU, GENJI, RONIN] }, { battlefield: [OSUZU] });
    const gensai = on(g, GENSAI, 0);
    expect(hasKeyword(g, gensai, 'counter') && hasKeyword(g, gensai, 'vigilance')).toBe(true);
    expect(hasKeyword(g, on(g, OSUZU, 0), 'counter')).toBe(true);
    expect(hasKeyword(g, on(g, RONIN, 0), 'counter')).toBe(false);
    expect(hasKeyword(g, on(g, OSUZU, 1), 'counter')).toBe(false);
  });

  it('道場主の娘 鏡堂鈴音: look at 3, up to one 《剣士》 character card revealed to the hand, the rest to the bottom in order', () => {
    const S = '道場主の娘 鏡堂鈴音';
    const g = game('d40', { hand: [S], energy: 2, main: [CUT, TEPPEI, OHARU, OSUZU] });
    play(g, S, [], { choose: [TEPPEI, OHARU, CUT] });
    expect(hand(g, 0)).toEqual([TEPPEI]);
    expect(top(g, 0, 1)).toEqual([OSUZU]);
    expect(bottom(g, 0, 2)).toEqual([OHARU, CUT]);
    const g2 = game('d40', { hand: [S], energy: 2, main: [OSUZU, TEPPEI], mainCount: 2 });
    play(g2, S, [], { choose: [OSUZU] });
    expect(hand(g2, 0)).toEqual([]);
  });

  it('道場の下働き おはる: [スリープ] a 《門下生》 of yours +1000 for the turn (not another)', () => {
    const g = game('d40', { battlefield: [OHARU, OSUZU, RONIN] });
    const o = on(g, OHARU, 0);
    expect(activatableOn(g, o, on(g, RONIN, 0))).toBe(false);
    activate(g, o, [on(g, OSUZU, 0)]);
    expect(powerOf(g, on(g, OSUZU, 0))).toBe(3000);
  });

  it('疾風流門下生 颯太: attacking → +1000 for the turn', () => {
    const S = '疾風流門下生 颯太';
    const g = game('d40', { battlefield: [S] });
    hitPlayer(g, on(g, S, 0));
    expect(powerOf(g, on(g, S, 0))).toBe(2000);
  });

  it('抜き打ちの辰 / 居合の達人 霞: enters → 1000 / 3000 to an opposing character (active or asleep)', () => {
    const g = game(
      'd40',
      { hand: ['抜き打ちの辰', '居合の達人 霞'], energy: 6 },
      { battlefield: [TAICHI, RONIN] },
    );
    play(g, '抜き打ちの辰', [], { targets: [[on(g, TAICHI, 1)]] });
    expect(trash(g, 1)).toEqual([TAICHI]);
    play(g, '居合の達人 霞');
    expect(trash(g, 1)).toEqual([TAICHI, RONIN]);
  });

  it('疾風流 双剣の隼人: 【神速】; [1] +1000 for the turn, as often as paid', () => {
    const H = '疾風流 双剣の隼人';
    const g = game('d40', { battlefield: [H], energy: 2 });
    const h = on(g, H, 0);
    expect(hasKeyword(g, h, 'godspeed')).toBe(true);
    activate(g, h);
    activate(g, h);
    expect(powerOf(g, h)).toBe(5000);
    expect(asleep(g, h)).toBe(false);
    expect(canActivate(g, h)).toBe(false);
  });

  it('疾風流師範代 風間燕: attacking → up to one OTHER 《疾風流》 of yours gets 【神速】 for the turn', () => {
    const T = '疾風流師範代 風間燕';
    const g = game('d40', { battlefield: [T, '抜き打ちの辰', OSUZU] });
    const tatsu = on(g, '抜き打ちの辰', 0);
    hitPlayer(g, on(g, T, 0), { targets: [[tatsu]] });
    expect(hasKeyword(g, tatsu, 'godspeed')).toBe(true);
    endTurn(g);
    expect(hasKeyword(g, tatsu, 'godspeed')).toBe(false);
  });

  it('疾風流師範 風間嵐山: 【神速】; its attack damages the opponent → draw; [カルネージ2] it becomes active', () => {
    const R = '疾風流師範 風間嵐山';
    const g = game('d40', { battlefield: [R], damageField: [OSUZU, TEPPEI], main: [OHARU] });
    const r = on(g, R, 0);
    expect(hasKeyword(g, r, 'godspeed')).toBe(true);
    hitPlayer(g, r);
    expect(hand(g, 0)).toEqual([OHARU]);
    expect(asleep(g, r)).toBe(true);
    activate(g, r);
    expect(asleep(g, r)).toBe(false);
    expect(damageCount(g, 0)).toBe(0);
  });

  it('剛断流門下生 大吾: enters → 1000 to ANOTHER character of yours (none: nothing)', () => {
    const D = '剛断流門下生 大吾';
    const g = game('d40', { hand: [D], energy: 3, battlefield: [TAICHI] }, { battlefield: [OSUZU] });
    play(g, D);
    expect(trash(g, 0)).toEqual([TAICHI]);
    expect(trash(g, 1)).toEqual([]);
    const g2 = game('d40', { hand: [D], energy: 3 });
    play(g2, D);
    expect(field(g2, 0)).toEqual([D]);
  });

  it('荒稽古の鬼瓦: 【強撃】; 【ダメージトリガー】 2000 to an opposing character', () => {
    const O = '荒稽古の鬼瓦';
    const g = game('d40', { battlefield: [O] });
    expect(hasKeyword(g, on(g, O, 0), 'strike')).toBe(true);
    const g2 = game('d40', { guard: [O] }, { battlefield: [TEPPEI, OSUZU] }, 1);
    revealedWith(g2, on(g2, TEPPEI, 1), [on(g2, OSUZU, 1)]);
    expect(trash(g2, 1)).toEqual([OSUZU]);
  });

  it('大太刀の巴: [2][スリープ] 3000 to an ASLEEP opposing character', () => {
    const T = '大太刀の巴';
    const g = game(
      'd40',
      { battlefield: [T], energy: 2 },
      { battlefield: [{ name: TEPPEI, sleep: true }, OSUZU] },
    );
    const t = on(g, T, 0);
    expect(activatableOn(g, t, on(g, OSUZU, 1))).toBe(false);
    activate(g, t, [on(g, TEPPEI, 1)]);
    expect(trash(g, 1)).toEqual([TEPPEI]);
  });

  it('剛断流師範代 岩城豪: 【貫通】; attacking an opposing CHARACTER → +2000 for the turn; attacking the player: nothing', () => {
    const G_ = '剛断流師範代 岩城豪';
    const g = game('d40', { battlefield: [G_] }, { battlefield: [{ name: TEPPEI, sleep: true }] });
    const gou = on(g, G_, 0);
    expect(hasKeyword(g, gou, 'pierce')).toBe(true);
    attackCard(g, gou, on(g, TEPPEI, 1));
    expect(powerOf(g, gou)).toBe(7000);
    expect(damageCount(g, 1)).toBe(1);
    const g2 = game('d40', { battlefield: [G_] });
    hitPlayer(g2, on(g2, G_, 0));
    expect(powerOf(g2, on(g2, G_, 0))).toBe(5000);
  });

  it('剛断流師範 岩城鬼十郎: 【強撃】【貫通】; enters → an opposing character asleep', () => {
    const K = '剛断流師範 岩城鬼十郎';
    const g = game('d40', { hand: [K], energy: 6 }, { battlefield: [TEPPEI] });
    play(g, K);
    const k = on(g, K, 0);
    expect(hasKeyword(g, k, 'strike') && hasKeyword(g, k, 'pierce')).toBe(true);
    expect(asleep(g, on(g, TEPPEI, 1))).toBe(true);
  });

  it('道場破り 赤目の浪人: attacking with a 《師範》 on the opponent’s side → +2000 for the turn; none: nothing', () => {
    const g = game('d40', { battlefield: [RONIN] }, { battlefield: [{ name: GENSAI, sleep: true }] });
    hitPlayer(g, on(g, RONIN, 0));
    expect(powerOf(g, on(g, RONIN, 0))).toBe(5000);
    const g2 = game('d40', { battlefield: [RONIN, GENSAI] });
    hitPlayer(g2, on(g2, RONIN, 0));
    expect(powerOf(g2, on(g2, RONIN, 0))).toBe(3000);
  });

  it('流れの剣客 無名: [カルネージ1] +2000 for the turn, as often as paid', () => {
    const M = '流れの剣客 無名';
    const g = game('d40', { battlefield: [M], damageField: [OSUZU, OSUZU] });
    const m = on(g, M, 0);
    activate(g, m);
    activate(g, m);
    expect(powerOf(g, m)).toBe(6000);
    expect(canActivate(g, m)).toBe(false);
  });

  it('隠居の老剣客 柳斎: two 【反撃】', () => {
    const R = '隠居の老剣客 柳斎';
    const def = corpusCard(SETS.d40, R);
    expect(def.abilities.filter((a) => a.keyword === 'counter')).toHaveLength(2);
    const g = game('d40', { battlefield: [R] }, { battlefield: [TAICHI] }, 1);
    defendWith(g, on(g, TAICHI, 1), on(g, R, 0));
    settle(g, {}, ['main']);
    expect(trash(g, 1)).toEqual([TAICHI]);
  });

  it('果たし状の使者: enters → the OPPONENT chooses an active character of theirs and it goes asleep; 果たし状: an ACTIVE opposing character asleep', () => {
    const S = '果たし状の使者';
    const g = game('d40', { hand: [S], energy: 2 }, { battlefield: [TEPPEI, OSUZU] });
    play(g, S, [], { choose: [OSUZU] });
    expect(asleep(g, on(g, OSUZU, 1))).toBe(true);
    expect(asleep(g, on(g, TEPPEI, 1))).toBe(false);
    const g2 = game(
      'd40',
      { hand: ['果たし状'], energy: 1 },
      { battlefield: [TEPPEI, { name: OSUZU, sleep: true }] },
    );
    expect(targetable(g2, '果たし状', on(g2, OSUZU, 1))).toBe(false);
    play(g2, '果たし状', [on(g2, TEPPEI, 1)]);
    expect(asleep(g2, on(g2, TEPPEI, 1))).toBe(true);
  });

  it('見切り: a DEFENDING character of yours +2000 and 【反撃】 for the turn', () => {
    const M = '見切り';
    const g = game(
      'd40',
      { hand: [M], energy: 1, battlefield: [OSUZU, OHARU] },
      { battlefield: [TEPPEI] },
      1,
    );
    expect(playable(g, M)).toBe(false);
    const teppei = on(g, TEPPEI, 1);
    attack(g, teppei, { player: 0 });
    const o = on(g, OSUZU, 0);
    act(g, { type: 'defend', defender: o });
    untilPlayable(g, 0);
    expect(targetable(g, M, on(g, OHARU, 0))).toBe(false);
    act(g, { type: 'play', player: 0, card: inHand(g, 0, M), targets: [o] });
    settle(g, {}, ['main']);
    expect(powerOf(g, o)).toBe(4000);
    expect(trash(g, 1)).toEqual([TEPPEI]); // the 4000 【反撃】
  });

  it('燕返し: 3000 to an opposing character; with a 《疾風流》 of yours 4000 instead', () => {
    const T = '燕返し';
    const g = game('d40', { hand: [T], energy: 2 }, { battlefield: [GENSAI] });
    play(g, T, [on(g, GENSAI, 1)]);
    expect(g.state.cards[on(g, GENSAI, 1)].damage).toBe(3000);
    const g2 = game('d40', { hand: [T], energy: 2, battlefield: [SAYO] }, { battlefield: [GENSAI] });
    play(g2, T, [on(g2, GENSAI, 1)]);
    expect(g2.state.cards[on(g2, GENSAI, 1)].damage).toBe(4000);
  });

  it('抜刀術・紫電 / 一刀両断: 4000 to an ASLEEP opposing character / destroy an opposing character', () => {
    const g = game(
      'd40',
      { hand: ['抜刀術・紫電', CUT], energy: 6 },
      { battlefield: [{ name: RONIN, sleep: true }, GENSAI] },
    );
    expect(targetable(g, '抜刀術・紫電', on(g, GENSAI, 1))).toBe(false);
    play(g, '抜刀術・紫電', [on(g, RONIN, 1)]);
    play(g, CUT, [on(g, GENSAI, 1)]);
    expect(sorted(trash(g, 1))).toEqual(sorted([RONIN, GENSAI]));
  });

  it('朝稽古: draw 2, then discard a chosen card', () => {
    const g = game('d40', { hand: ['朝稽古'], energy: 1, main: [OSUZU, TEPPEI] });
    play(g, '朝稽古', [], { choose: [TEPPEI] });
    expect(hand(g, 0)).toEqual([OSUZU]);
  });

  it('免許皆伝 (command): a 《門下生》 of yours becomes active and +2000 for the turn', () => {
    const M = '免許皆伝';
    const g = game('d40', { hand: [M], energy: 2, battlefield: [{ name: OSUZU, sleep: true }, RONIN] });
    expect(targetable(g, M, on(g, RONIN, 0))).toBe(false);
    const o = on(g, OSUZU, 0);
    play(g, M, [o]);
    expect(asleep(g, o)).toBe(false);
    expect(powerOf(g, o)).toBe(4000);
  });

  it('看板破り: an opposing world set to its owner’s trash; draw as its own sentence; no opposing world set: cannot be played', () => {
    const K = '看板破り';
    const g = game(
      'd40',
      { hand: [K], energy: 2, battlefield: ['明鏡流道場 鏡心館'], main: [OSUZU] },
      { battlefield: ['剛断流道場 金剛館'] },
    );
    expect(targetable(g, K, on(g, '明鏡流道場 鏡心館', 0))).toBe(false);
    play(g, K, [on(g, '剛断流道場 金剛館', 1)]);
    expect(trash(g, 1)).toEqual(['剛断流道場 金剛館']);
    expect(hand(g, 0)).toEqual([OSUZU]);
    const g2 = game('d40', { hand: [K], energy: 2 });
    expect(playable(g2, K)).toBe(false);
  });

  it('助太刀: up to one cost ≤2 《剣士》 character card of your hand onto the battlefield without paying', () => {
    const S = '助太刀';
    const g = game('d40', { hand: [S, TEPPEI, RONIN, OHARU], energy: 2 });
    play(g, S, [], { choose: [TEPPEI] });
    expect(field(g, 0)).toEqual([TEPPEI]);
    expect(sorted(hand(g, 0))).toEqual(sorted([RONIN, OHARU]));
    const g2 = game('d40', { hand: [S, TEPPEI], energy: 2 });
    play(g2, S, [], { choose: [] });
    expect(field(g2, 0)).toEqual([]);
  });

  it('破門状: a cost ≤3 character (either side) back to its owner’s hand', () => {
    const H = '破門状';
    const g = game('d40', { hand: [H], energy: 3 }, { battlefield: [RONIN, GENSAI] });
    expect(targetable(g, H, on(g, GENSAI, 1))).toBe(false);
    play(g, H, [on(g, RONIN, 1)]);
    expect(hand(g, 1)).toEqual([RONIN]);
  });

  it('明鏡流奥義 水鏡: 【奥義：鏡堂】 destroy an ATTACKING opposing character; draw as its own sentence', () => {
    const M = '明鏡流奥義 水鏡';
    const g = game('d40', { hand: [M], energy: 3, main: [OSUZU] }, { battlefield: [TEPPEI] }, 1);
    act(g, { type: 'attack', attacker: on(g, TEPPEI, 1), target: { player: 0 } });
    untilPlayable(g, 0);
    expect(legalActions(g).some((a) => a.type === 'play' && nameOf(g, a.card) === M)).toBe(false);
    const g2 = game(
      'd40',
      { hand: [M], energy: 3, battlefield: [GENSAI], main: [OSUZU] },
      { battlefield: [TEPPEI, RONIN] },
      1,
    );
    const teppei = on(g2, TEPPEI, 1);
    act(g2, { type: 'attack', attacker: teppei, target: { player: 0 } });
    untilPlayable(g2, 0);
    expect(targetable(g2, M, on(g2, RONIN, 1))).toBe(false);
    act(g2, { type: 'play', player: 0, card: inHand(g2, 0, M), targets: [teppei] });
    settle(g2, {}, ['main']);
    expect(trash(g2, 1)).toEqual([TEPPEI]);
    expect(hand(g2, 0)).toEqual([OSUZU]);
  });

  it('名刀 月影: +2000 and 《名刀》; the host attacking → +1000 for the turn', () => {
    const N = '名刀 月影';
    const g = game('d40', { hand: [N], energy: 3, battlefield: [OSUZU] });
    const o = on(g, OSUZU, 0);
    play(g, N, [o]);
    expect(traitsOf(g, o)).toContain('名刀');
    hitPlayer(g, o);
    expect(powerOf(g, o)).toBe(5000);
  });

  it('稽古用の木刀: +1000; set → the set card’s player draws', () => {
    const B = '稽古用の木刀';
    const g = game('d40', { hand: [B], energy: 1, main: [TEPPEI] }, { battlefield: [OSUZU] });
    play(g, B, [on(g, OSUZU, 1)]);
    expect(powerOf(g, on(g, OSUZU, 1))).toBe(3000);
    expect(hand(g, 0)).toEqual([TEPPEI]);
  });

  it('入門の鉢巻 / 師範の免状: +1000 and 《門下生》 / 《師範》 (志乃 and 太一 see them); the host gets [スリープ] a 《門下生》 +1000', () => {
    const g = game('d40', {
      hand: ['入門の鉢巻', '師範の免状', TAICHI],
      energy: 4,
      battlefield: [RONIN, OHARU, '明鏡流師範代 志乃'],
      main: [TEPPEI],
    });
    const ronin = on(g, RONIN, 0);
    play(g, '入門の鉢巻', [ronin]);
    expect(traitsOf(g, ronin)).toContain('門下生');
    expect(powerOf(g, ronin)).toBe(5000); // +1000, and 志乃 +1000 for a 《門下生》
    const oharu = on(g, OHARU, 0);
    play(g, '師範の免状', [oharu]);
    expect(traitsOf(g, oharu)).toContain('師範');
    play(g, TAICHI);
    expect(hand(g, 0)).toEqual([TEPPEI]); // a 《師範》 of yours
    activate(g, oharu, [ronin]);
    expect(powerOf(g, ronin)).toBe(6000);
  });

  it('不覚の傷: on an opposing character only; −2000 (0 destroys)', () => {
    const F = '不覚の傷';
    const g = game('d40', { hand: [F], energy: 2, battlefield: [OSUZU] }, { battlefield: [OSUZU, GENSAI] });
    expect(targetable(g, F, on(g, OSUZU, 0))).toBe(false);
    play(g, F, [on(g, OSUZU, 1)]);
    expect(trash(g, 1)).toEqual([OSUZU]);
  });

  it('鉄の篭手 / 疾風の草鞋: +1000 and 【反撃】 / 【神速】', () => {
    const g = game('d40', { hand: ['鉄の篭手', '疾風の草鞋'], energy: 5, battlefield: [OSUZU, TEPPEI] });
    play(g, '鉄の篭手', [on(g, OSUZU, 0)]);
    play(g, '疾風の草鞋', [on(g, TEPPEI, 0)]);
    expect(hasKeyword(g, on(g, OSUZU, 0), 'counter')).toBe(true);
    expect(hasKeyword(g, on(g, TEPPEI, 0), 'godspeed')).toBe(true);
    expect(powerOf(g, on(g, TEPPEI, 0))).toBe(4000);
  });

  it('明鏡流道場 鏡心館: a 《明鏡流》 of yours defending → +1000 for the turn', () => {
    const g = game('d40', { battlefield: ['明鏡流道場 鏡心館', OSUZU] }, { battlefield: [RONIN] }, 1);
    const o = on(g, OSUZU, 0);
    defendWith(g, on(g, RONIN, 1), o);
    expect(powerOf(g, o)).toBe(3000);
  });

  it('疾風流道場 颯天館: [1] a 《疾風流》 of yours gets 【神速】 for the turn, once per turn', () => {
    const D = '疾風流道場 颯天館';
    const g = game('d40', { battlefield: [D, '抜き打ちの辰', OSUZU], energy: 2 });
    const d = on(g, D, 0);
    expect(activatableOn(g, d, on(g, OSUZU, 0))).toBe(false);
    activate(g, d, [on(g, '抜き打ちの辰', 0)]);
    expect(hasKeyword(g, on(g, '抜き打ちの辰', 0), 'godspeed')).toBe(true);
    expect(canActivate(g, d)).toBe(false);
  });

  it('剛断流道場 金剛館: in your turn your 《剛断流》 characters +1000; not in the opponent’s turn', () => {
    const g = game('d40', { battlefield: ['剛断流道場 金剛館', TEPPEI, OSUZU] });
    expect(powerOf(g, on(g, TEPPEI, 0))).toBe(4000);
    expect(powerOf(g, on(g, OSUZU, 0))).toBe(2000);
    endTurn(g);
    expect(powerOf(g, on(g, TEPPEI, 0))).toBe(3000);
  });

  it('明鏡流門下生 源次 / 疾風流門下生 小夜 / 斬鉄の権三: keywords; お鈴 / 鉄平: vanilla', () => {
    const g = game('d40', { battlefield: ['明鏡流門下生 源次', SAYO, '斬鉄の権三'] });
    expect(hasKeyword(g, on(g, '明鏡流門下生 源次', 0), 'counter')).toBe(true);
    expect(hasKeyword(g, on(g, SAYO, 0), 'godspeed')).toBe(true);
    expect(hasKeyword(g, on(g, '斬鉄の権三', 0), 'pierce')).toBe(true);
    expect(vanilla('d40', OSUZU) && vanilla('d40', TEPPEI)).toBe(true);
  });
});

describe('the style twins d37x–d40x: the subtle cards', () => {
  const CAT = '図書室の黒猫'; // d37x 《使い魔》 2000 vanilla, cost 1
  const MINA = '新入生 ミナ・アルトリア'; // d37x 《生徒》 1000, cost 1
  const SKEL = '難破船の骸骨水夫'; // d38x 《亡霊》《沈没船》 2000 vanilla, cost 1
  const SQUID = 'ダイオウイカ'; // d38x 《深海生物》 6000 vanilla, cost 5
  const HIBACHI = '焔衆の下忍 ヒバチ'; // d39x 《忍》《焔衆》 2000 vanilla, cost 1
  const GOU = '里の門番 ゴウ'; // d39x 《忍》 4000 vanilla, cost 3
  const HORSE = '錆びついた木馬'; // d40x 《廃園》《木馬》 3000 vanilla, cost 2
  const BALLOON = '迷子の赤い風船'; // d40x 《廃園》《風船》 1000, cost 1
  const ownFaceDown = (g: G, p: 0 | 1) =>
    g.state.battlefield.filter((id) => g.state.cards[id].controller === p && g.state.cards[id].faceDown);

  it('使い魔 ルーンフクロウ (d37x): [1][スリープ] look at your top card and put it on the top or the bottom', () => {
    const O = '使い魔 ルーンフクロウ';
    const g = game('d37x', { battlefield: [O], energy: 1, main: [CAT, MINA] });
    activate(g, on(g, O, 0), [], { choose: [CAT] });
    expect(top(g, 0, 1)).toEqual([MINA]);
    expect(bottom(g, 0, 1)).toEqual([CAT]);
    const g2 = game('d37x', { battlefield: [O], energy: 1, main: [CAT, MINA] });
    activate(g2, on(g2, O, 0), [], { choose: [] });
    expect(top(g2, 0, 2)).toEqual([CAT, MINA]);
  });

  it('生徒会会計 ユリウス・ベルン (d37x): the 《生徒会》 cards you play cost 1 less, one for each ユリウス', () => {
    const J = '生徒会会計 ユリウス・ベルン';
    const NOEL = '生徒会書記 ノエル・ヴァイス';
    const g = game('d37x', { battlefield: [J], hand: [NOEL], energy: 1 });
    expect(playable(g, NOEL)).toBe(true);
    const g2 = game('d37x', { battlefield: [J, J], hand: [NOEL] });
    expect(playable(g2, NOEL)).toBe(true);
    const g3 = game('d37x', { battlefield: [J], hand: [MINA] });
    expect(playable(g3, MINA)).toBe(false);
  });

  it('召喚科主席 レオン・ハーヴェイ (d37x): [destroy a 《使い魔》 of yours] 3000 to an opposing character', () => {
    const L = '召喚科主席 レオン・ハーヴェイ';
    const g = game('d37x', { battlefield: [L, CAT] }, { battlefield: [MINA] });
    activate(g, on(g, L, 0), [on(g, MINA, 1)], { choose: [CAT] });
    expect(trash(g, 0)).toEqual([CAT]);
    expect(trash(g, 1)).toEqual([MINA]);
    const g2 = game('d37x', { battlefield: [L, MINA] }, { battlefield: [MINA] });
    expect(canActivate(g2, on(g2, L, 0))).toBe(false);
  });

  it('禁呪〈魂喰らい〉 (d37x): destroy a character; then a chosen guard card face down to your damage field (not when the destruction fails)', () => {
    const K = '禁呪〈魂喰らい〉';
    const g = game('d37x', { hand: [K], energy: 4 }, { battlefield: [MINA] });
    play(g, K, [on(g, MINA, 1)]);
    expect(trash(g, 1)).toEqual([MINA]);
    expect(damageCount(g, 0)).toBe(1);
    expect(g.state.cards[g.state.players[0].damageField[0]].faceUp).toBe(false);
    const g2 = game('d37x', { hand: [K], energy: 4 }, { battlefield: ['禁書庫の番人'] });
    play(g2, K, [on(g2, '禁書庫の番人', 1)]);
    expect(damageCount(g2, 0)).toBe(0); // 【死殺】: not destroyed, so nothing after 「その後」
  });

  it('使い魔契約の儀 (d37x): search up to one 《使い魔》 character card, then shuffle', () => {
    const S = '使い魔契約の儀';
    const g = game('d37x', { hand: [S], energy: 2, main: [MINA, CAT] });
    play(g, S, [], { choose: [CAT] });
    expect(hand(g, 0)).toEqual([CAT]);
    expect(g.state.log.some((e) => e.type === 'shuffle')).toBe(true);
  });

  it('生徒会執行令 (d37x): 【奥義：生徒会長】 destroy an opposing character; your 《生徒会》 characters +1000 as a process of its own', () => {
    const E = '生徒会執行令';
    const NOEL = '生徒会書記 ノエル・ヴァイス';
    const g = game('d37x', { hand: [E], energy: 4, battlefield: [NOEL] }, { battlefield: [MINA] });
    expect(playable(g, E)).toBe(false);
    const g2 = game(
      'd37x',
      { hand: [E], energy: 4, battlefield: [NOEL, '生徒会長 アルベルト・グランツ'] },
      { battlefield: [MINA] },
    );
    play(g2, E, [on(g2, MINA, 1)]);
    expect(trash(g2, 1)).toEqual([MINA]);
    expect(powerOf(g2, on(g2, NOEL, 0))).toBe(3000);
  });

  it('禁書『名もなき魔導書』 / 使い魔の契約印 (d37x): +2000 《禁書》 【強撃】, attacking → the host’s player mills 1 / the host destroyed → the set card’s owner draws', () => {
    const B = '禁書『名もなき魔導書』';
    const g = game('d37x', { hand: [B], energy: 2, battlefield: [MINA], main: [CAT, MINA] });
    const mina = on(g, MINA, 0);
    play(g, B, [mina]);
    expect(traitsOf(g, mina)).toContain('禁書');
    expect(hasKeyword(g, mina, 'strike')).toBe(true);
    hitPlayer(g, mina);
    expect(trash(g, 0)).toEqual([CAT]);
    const SEAL = '使い魔の契約印';
    const g2 = game(
      'd37x',
      { hand: [SEAL, '初級魔法〈火球〉'], energy: 2, main: [MINA] },
      { battlefield: [CAT], main: [CAT] },
    );
    expect(targetable(g2, SEAL, on(g2, CAT, 1))).toBe(true);
    play(g2, SEAL, [on(g2, CAT, 1)]);
    expect(powerOf(g2, on(g2, CAT, 1))).toBe(3000);
    play(g2, '初級魔法〈火球〉', [on(g2, CAT, 1)]);
    expect(trash(g2, 1)).toEqual([]);
  });

  it('守護のローブ (d37x): +1000, 《魔導具》, 【反撃】; the host is not a target of the opponent’s commands', () => {
    const R = '守護のローブ';
    const g = game(
      'd37x',
      { hand: [R], energy: 2, battlefield: [MINA] },
      { hand: ['初級魔法〈火球〉'], energy: 1 },
    );
    const mina = on(g, MINA, 0);
    play(g, R, [mina]);
    expect(hasKeyword(g, mina, 'counter')).toBe(true);
    endTurn(g);
    expect(legalActions(g).some((a) => a.type === 'play' && a.targets.includes(mina))).toBe(false);
  });

  it('禁書庫 (d37x): your 《禁書》 characters +1000; [カルネージ2] a card of your trash to the hand, once per turn', () => {
    const L = '禁書庫';
    const g = game('d37x', {
      battlefield: [L, '禁書庫の番人'],
      damageField: [CAT, CAT, CAT, CAT],
      trash: [MINA],
    });
    const l = on(g, L, 0);
    activate(g, l, [], { choose: [MINA] });
    expect(hand(g, 0)).toEqual([MINA]);
    expect(canActivate(g, l)).toBe(false);
  });

  it('無人探査機ヨミ (d38x): [スリープ] look at 3, one back on top, the rest to the bottom in order', () => {
    const Y = '無人探査機ヨミ';
    const g = game('d38x', { battlefield: [Y], main: [SKEL, SQUID, '金貨を抱く骸', '錆びた錨の番人'] });
    activate(g, on(g, Y, 0), [], { choose: [SQUID, '金貨を抱く骸', SKEL] });
    expect(top(g, 0, 2)).toEqual([SQUID, '錆びた錨の番人']);
    expect(bottom(g, 0, 2)).toEqual(['金貨を抱く骸', SKEL]);
  });

  it('ソナー手 イサリ (d38x): [スリープ] draw, then a chosen card of your hand to the bottom of the deck', () => {
    const I = 'ソナー手 イサリ';
    const g = game('d38x', { battlefield: [I], hand: [SQUID], main: [SKEL] });
    activate(g, on(g, I, 0), [], { choose: [SQUID] });
    expect(hand(g, 0)).toEqual([SKEL]);
    expect(bottom(g, 0, 1)).toEqual([SQUID]);
  });

  it('亡霊船長 ヴァン・デル・ロウ (d38x): destroyed → may put a cost ≤3 《沈没船》 character card of your trash onto the battlefield, active', () => {
    const V = '亡霊船長 ヴァン・デル・ロウ';
    const g = game(
      'd38x',
      { hand: ['水圧'], energy: 2 },
      { battlefield: [{ name: V, damage: 1000 }], trash: [SKEL, SQUID] },
    );
    const v = on(g, V, 1);
    play(g, '水圧', [v]);
    expect(field(g, 1)).toEqual([SKEL]);
    expect(asleep(g, on(g, SKEL, 1))).toBe(false);
    expect(trash(g, 1)).toContain(V);
    expect(explained('d38x', V)).not.toContain('アクティブでアクティブで');
  });

  it('耐圧殻 (d38x): +1000; 【死殺】 while the host has 《潜水艇》', () => {
    const S = '耐圧殻';
    const SUB = '有人潜水調査船「わだつみ6500」';
    const g = game('d38x', { hand: [S, S], energy: 4, battlefield: [SUB, SQUID] });
    play(g, S, [on(g, SUB, 0)]);
    play(g, S, [on(g, SQUID, 0)]);
    expect(hasKeyword(g, on(g, SUB, 0), 'deathless')).toBe(true);
    expect(hasKeyword(g, on(g, SQUID, 0), 'deathless')).toBe(false);
  });

  it('発光器官 (d38x): +1000 and 《発光体》; the host’s player uses [スリープ] an opposing character −1000 (set on an opposing character: its player’s ability)', () => {
    const L = '発光器官';
    const g = game('d38x', { hand: [L], energy: 1, battlefield: [SKEL] }, { battlefield: [SQUID] });
    const skel = on(g, SKEL, 0);
    play(g, L, [skel]);
    expect(traitsOf(g, skel)).toContain('発光体');
    activate(g, skel, [on(g, SQUID, 1)]);
    expect(powerOf(g, on(g, SQUID, 1))).toBe(5000);
  });

  it('呪われた金貨 (d38x): −1000; the host destroyed → the set card’s OWNER draws', () => {
    const C = '呪われた金貨';
    const g = game(
      'd38x',
      { hand: [C, '水圧'], energy: 3, main: [SKEL] },
      { battlefield: [SQUID], main: [SQUID] },
    );
    const sq = on(g, SQUID, 1);
    play(g, C, [sq]);
    expect(powerOf(g, sq)).toBe(5000);
    play(g, '水圧', [sq]);
    expect(g.state.battlefield).toContain(sq);
    const g2 = game(
      'd38x',
      { hand: [C, '水圧'], energy: 3, main: [SQUID] },
      { battlefield: [SKEL], main: [SKEL] },
    );
    play(g2, C, [on(g2, SKEL, 1)]);
    play(g2, '水圧', [on(g2, SKEL, 1)]);
    expect(trash(g2, 1)).toEqual([SKEL]);
    expect(hand(g2, 0)).toEqual([SQUID]);
    expect(hand(g2, 1)).toEqual([]);
  });

  it('沈没船の墓場 (d38x): a 《沈没船》 of yours destroyed → draw, once per turn; [4] a cost ≤2 《沈没船》 character card of your trash onto the battlefield, once per turn', () => {
    const Y = '沈没船の墓場';
    const g = game('d38x', { battlefield: [Y], energy: 4, trash: [SKEL, '錆びた錨の番人'] }, {});
    const y = on(g, Y, 0);
    expect(activatableOn(g, y, inTrash(g, 0, '錆びた錨の番人'))).toBe(false);
    activate(g, y, [inTrash(g, 0, SKEL)]);
    expect(field(g, 0)).toContain(SKEL);
    expect(canActivate(g, y)).toBe(false);
    const g2 = game(
      'd38x',
      { battlefield: [Y, SKEL, SKEL], main: [SQUID, SQUID] },
      { hand: ['水圧', '水圧'], energy: 4 },
      1,
    );
    const [s1, s2] = g2.state.battlefield.filter((id) => nameOf(g2, id) === SKEL);
    act(g2, { type: 'play', player: 1, card: inHand(g2, 1, '水圧'), targets: [s1] });
    settle(g2);
    act(g2, { type: 'play', player: 1, card: inHand(g2, 1, '水圧'), targets: [s2] });
    settle(g2);
    expect(hand(g2, 0)).toEqual([SQUID]);
  });

  it('霞隠れの下忍 ハヤテ (d39x): enters → look at your top card and may put it on the bottom', () => {
    const H = '霞隠れの下忍 ハヤテ';
    const g = game('d39x', { hand: [H], energy: 1, main: [GOU, HIBACHI] });
    play(g, H, [], { choose: [GOU] });
    expect(top(g, 0, 1)).toEqual([HIBACHI]);
    expect(bottom(g, 0, 1)).toEqual([GOU]);
    const g2 = game('d39x', { hand: [H], energy: 1, main: [GOU, HIBACHI] });
    play(g2, H, [], { choose: [] });
    expect(top(g2, 0, 1)).toEqual([GOU]);
  });

  it('霞隠れの中忍 ミズチ / 影分身の使い手 カゲロウ (d39x): your top card face down as a 1000 《忍》《分身》 character, active', () => {
    const M = '霞隠れの中忍 ミズチ';
    const g = game('d39x', { battlefield: [M], energy: 1, main: [GOU] });
    activate(g, on(g, M, 0));
    const [d] = ownFaceDown(g, 0);
    expect(powerOf(g, d)).toBe(1000);
    expect(sorted(traitsOf(g, d))).toEqual(sorted(['忍', '分身']));
    expect(asleep(g, d)).toBe(false);
    const g2 = game('d39x', { hand: ['影分身の使い手 カゲロウ'], energy: 5, main: [GOU] });
    play(g2, '影分身の使い手 カゲロウ');
    expect(ownFaceDown(g2, 0)).toHaveLength(1);
  });

  it('霞隠れ頭領 月影ノ宗玄 / 影分身の術 (d39x): your top 2 cards face down one by one as 《分身》; 宗玄: your 《分身》 +1000', () => {
    const S = '霞隠れ頭領 月影ノ宗玄';
    const g = game('d39x', { hand: [S], energy: 7, main: [GOU, HIBACHI, GOU] });
    play(g, S);
    const clones = ownFaceDown(g, 0);
    expect(clones).toHaveLength(2);
    expect(clones.map((c) => powerOf(g, c))).toEqual([2000, 2000]);
    const g2 = game('d39x', { hand: ['影分身の術'], energy: 3, main: [GOU], mainCount: 1 });
    play(g2, '影分身の術');
    expect(ownFaceDown(g2, 0)).toHaveLength(1);
  });

  it('変わり身の忍 ウツセミ (d39x): [trash a 《分身》 of yours] not destroyed this turn; no 《分身》: cannot be used', () => {
    const U = '変わり身の忍 ウツセミ';
    const g = game(
      'd39x',
      { battlefield: [U, '霞隠れの中忍 ミズチ'], energy: 1, main: [GOU] },
      { hand: ['風魔手裏剣'], energy: 3 },
    );
    const u = on(g, U, 0);
    expect(canActivate(g, u)).toBe(false);
    activate(g, on(g, '霞隠れの中忍 ミズチ', 0));
    activate(g, u, [], { choose: [] });
    expect(ownFaceDown(g, 0)).toHaveLength(0);
    expect(trash(g, 0)).toEqual([GOU]);
  });

  it('変わり身の術 (d39x): a character of yours back to the hand; then your top card face down as a 《分身》', () => {
    const K = '変わり身の術';
    const g = game('d39x', { hand: [K], energy: 2, battlefield: [HIBACHI], main: [GOU] });
    play(g, K, [on(g, HIBACHI, 0)]);
    expect(hand(g, 0)).toEqual([HIBACHI]);
    expect(ownFaceDown(g, 0)).toHaveLength(1);
  });

  it('封印の巻物 (d39x): −1000 and 《巻物》; the host can neither attack nor defend', () => {
    const S = '封印の巻物';
    const g = game('d39x', { hand: [S], energy: 3, battlefield: [HIBACHI] }, { battlefield: [GOU] });
    const gou = on(g, GOU, 1);
    play(g, S, [gou]);
    expect(powerOf(g, gou)).toBe(3000);
    expect(traitsOf(g, gou)).toContain('巻物');
    attack(g, on(g, HIBACHI, 0), { player: 1 });
    expect(g.state.pending?.kind === 'defense' && canDefend(g, gou)).toBe(false);
    if (g.state.pending?.kind === 'defense') defend(g, null);
    endTurn(g);
    expect(cannotAttack(g, gou)).toBe(true);
  });

  it('秘伝・千影乱舞 (d39x): 【奥義：頭領】 your 《忍》 characters +1000 and 【神速】 for the turn', () => {
    const S = '秘伝・千影乱舞';
    const g = game('d39x', { hand: [S], energy: 5, battlefield: [HIBACHI] });
    expect(playable(g, S)).toBe(false);
    const g2 = game('d39x', { hand: [S], energy: 5, battlefield: [HIBACHI, '焔衆頭領 紅蓮ノ猛丸'] });
    play(g2, S);
    expect(powerOf(g2, on(g2, HIBACHI, 0))).toBe(3000);
    expect(hasKeyword(g2, on(g2, HIBACHI, 0), 'godspeed')).toBe(true);
  });

  it('はぐれ風船の群れ (d40x): 【神速】; its attack damages the opponent → back to its owner’s hand', () => {
    const B = 'はぐれ風船の群れ';
    const g = game('d40x', { battlefield: [B] });
    hitPlayer(g, on(g, B, 0));
    expect(damageCount(g, 1)).toBe(1);
    expect(hand(g, 0)).toEqual([B]);
  });

  it('風船を握りしめた迷子 (d40x): enters → may put a cost ≤2 《風船》 character card of your hand onto the battlefield without paying', () => {
    const K = '風船を握りしめた迷子';
    const g = game('d40x', { hand: [K, BALLOON, HORSE], energy: 10 });
    const before = activeEnergy(g, 0);
    act(g, { type: 'play', card: inHand(g, 0, K), targets: [] });
    const cost = before - activeEnergy(g, 0);
    settle(g, { choose: [BALLOON] });
    expect(sorted(field(g, 0))).toEqual(sorted([K, BALLOON]));
    expect(activeEnergy(g, 0)).toBe(before - cost);
  });

  it('観覧車のゴンドラ番 (d40x): look at 3, up to one to the bottom, the rest back on top in the chosen order', () => {
    const K = '観覧車のゴンドラ番';
    const g = game('d40x', {
      hand: [K],
      energy: 5,
      main: [HORSE, BALLOON, '回転木馬の白馬', '真夜中のマスコット'],
    });
    play(g, K, [], { choose: [HORSE, '回転木馬の白馬', BALLOON] });
    expect(bottom(g, 0, 1)).toEqual([HORSE]);
    expect(top(g, 0, 3)).toEqual(['回転木馬の白馬', BALLOON, '真夜中のマスコット']);
  });

  it('切符もぎりの亡霊 / 真夜中のマスコット (d40x): the opponent’s character cards cost 1 more (not commands); +2000 in the opponent’s turn', () => {
    const T = '切符もぎりの亡霊';
    const g = game(
      'd40x',
      { battlefield: [T, '真夜中のマスコット'] },
      { hand: [BALLOON, '綿あめの甘い罠'], energy: 0 },
    );
    expect(powerOf(g, on(g, '真夜中のマスコット', 0))).toBe(3000);
    endTurn(g);
    expect(powerOf(g, on(g, '真夜中のマスコット', 0))).toBe(5000);
    // 1 energy (the energy phase's) and the second-player marker: the cost-1 character costs 2 and needs the marker
    const plays = (n: string) => legalActions(g).filter((a) => a.type === 'play' && nameOf(g, a.card) === n);
    expect(plays(BALLOON).map((a) => a.type === 'play' && a.useMarker)).toEqual([true]);
    expect(plays('綿あめの甘い罠').some((a) => a.type === 'play' && !a.useMarker)).toBe(true);
  });

  it('風船割り (d40x): a 《風船》 of yours to the trash; if so, 4000 to the opposing character', () => {
    const W = '風船割り';
    const g = game(
      'd40x',
      { hand: [W], energy: 5, battlefield: [BALLOON] },
      { battlefield: ['泣きぼくろのピエロ'] },
    );
    const pierrot = on(g, '泣きぼくろのピエロ', 1);
    act(g, { type: 'play', card: inHand(g, 0, W), targets: [on(g, BALLOON, 0), pierrot] });
    settle(g);
    expect(trash(g, 0)).toContain(BALLOON);
    expect(trash(g, 1)).toEqual(['泣きぼくろのピエロ']);
  });

  it('真夜中の再会 (d40x): a cost ≤3 《廃園》 character card of your trash onto the battlefield', () => {
    const R = '真夜中の再会';
    const g = game('d40x', { hand: [R], energy: 5, trash: [HORSE, '泣きぼくろのピエロ'] });
    play(g, R, [], { choose: [HORSE] });
    expect(field(g, 0)).toEqual([HORSE]);
  });

  it('零時の観覧車 (d40x): 【奥義：観覧車】 (観覧車のゴンドラ番 of yours) every opposing character asleep', () => {
    const Z = '零時の観覧車';
    const g = game(
      'd40x',
      { hand: [Z], energy: 6, battlefield: ['観覧車のゴンドラ番'] },
      { battlefield: [HORSE, BALLOON] },
    );
    play(g, Z);
    expect(asleep(g, on(g, HORSE, 1)) && asleep(g, on(g, BALLOON, 1))).toBe(true);
  });

  it('迷子の風船 / 回転木馬の手綱 / 観覧車のゴンドラ (d40x): the host gains 《風船》 / 《木馬》 (木馬のオルゴール弾き then gives 【警戒】) / the owner draws', () => {
    const g = game(
      'd40x',
      {
        hand: ['迷子の風船', '回転木馬の手綱', '観覧車のゴンドラ'],
        energy: 10,
        battlefield: ['真夜中のマスコット', '風船売りのおじいさん'],
        main: [HORSE],
      },
      { battlefield: [BALLOON] },
    );
    const m = on(g, '真夜中のマスコット', 0);
    play(g, '迷子の風船', [m]);
    expect(traitsOf(g, m)).toContain('風船');
    expect(hasKeyword(g, m, 'godspeed')).toBe(true);
    const old = on(g, '風船売りのおじいさん', 0);
    play(g, '回転木馬の手綱', [old]);
    expect(traitsOf(g, old)).toContain('木馬');
    expect(hasKeyword(g, old, 'vigilance')).toBe(true);
    play(g, '観覧車のゴンドラ', [on(g, BALLOON, 1)]);
    expect(hand(g, 0)).toEqual([HORSE]);
    expect(powerOf(g, on(g, BALLOON, 1))).toBe(3000);
  });

  it('学園長 マグナス・エルドリッチ (d37x): 【警戒】【強撃】; enters → up to one opposing character back to its owner’s hand', () => {
    const M = '学園長 マグナス・エルドリッチ';
    const g = game('d37x', { hand: [M, M], energy: 20 }, { battlefield: [CAT] });
    play(g, M, [], { targets: [[on(g, CAT, 1)]] });
    expect(hand(g, 1)).toEqual([CAT]);
    const m = on(g, M, 0);
    expect(hasKeyword(g, m, 'vigilance') && hasKeyword(g, m, 'strike')).toBe(true);
  });

  it('マニピュレーターアーム (d38x): +1000 and 《機械》; the host’s player uses [2][スリープ] a card of their trash to the hand', () => {
    const A = 'マニピュレーターアーム';
    const g = game('d38x', { hand: [A], energy: 4, battlefield: [SKEL], trash: [SQUID] });
    const skel = on(g, SKEL, 0);
    play(g, A, [skel]);
    expect(traitsOf(g, skel)).toContain('機械');
    activate(g, skel, [inTrash(g, 0, SQUID)]);
    expect(hand(g, 0)).toEqual([SQUID]);
    expect(asleep(g, skel)).toBe(true);
  });

  it('霞隠れの里 (d39x): a 《分身》 of yours destroyed → draw, once per turn', () => {
    const V = '霞隠れの里';
    const g = game(
      'd39x',
      {
        battlefield: [V, '霞隠れの中忍 ミズチ', '霞隠れの中忍 ミズチ'],
        energy: 2,
        main: [GOU, GOU, HIBACHI, HIBACHI],
      },
      { hand: ['火遁・豪炎の術'], energy: 5 },
    );
    for (const m of g.state.battlefield.filter((id) => nameOf(g, id) === '霞隠れの中忍 ミズチ'))
      activate(g, m);
    expect(ownFaceDown(g, 0)).toHaveLength(2);
    const before = handSize(g, 0);
    endTurn(g);
    act(g, { type: 'play', player: 1, card: inHand(g, 1, '火遁・豪炎の術'), targets: [] });
    settle(g, {}, ['main']);
    expect(ownFaceDown(g, 0)).toHaveLength(0);
    expect(handSize(g, 0)).toBe(before + 1);
  });

  it('忍術指南の巻物 (d39x): +1000 and 《巻物》; set → the set card’s player draws', () => {
    const S = '忍術指南の巻物';
    const g = game('d39x', { hand: [S], energy: 2, main: [GOU] }, { battlefield: [HIBACHI] });
    play(g, S, [on(g, HIBACHI, 1)]);
    expect(hand(g, 0)).toEqual([GOU]);
    expect(traitsOf(g, on(g, HIBACHI, 1))).toContain('巻物');
  });

  it('真夜中の園長 (d40x): enters → up to one 《廃園》 character card of your trash to the hand; 【空装】 at the end of your turn up to one asleep 《廃園》 of yours active', () => {
    const E = '真夜中の園長';
    const g = game('d40x', {
      hand: [E],
      energy: 6,
      trash: [HORSE],
      guard: [E],
      battlefield: [{ name: BALLOON, sleep: true }],
    });
    play(g, E, [], { choose: [HORSE] });
    expect(hand(g, 0)).toEqual([HORSE]);
    g.state.players[0].kuusou = inGuard(g, 0, E);
    act(g, { type: 'endMain' });
    settle(g, { targets: [[on(g, BALLOON, 0)]] }, ['main']);
    expect(asleep(g, on(g, BALLOON, 0))).toBe(false);
    const k = corpusCard('d40x-yuuenchi', E).kuusou;
    if (!k) throw new Error('no 【空装】');
    const c = (n: string) => corpusCard('d40x-yuuenchi', n);
    expect(deckConditionHolds([c(HORSE), c(BALLOON), c('ピエロのびっくり箱')], k.condition)).toBe(true);
  });

  it('古びた入場券 (d40x): +1000; 【ダメージトリガー】 its owner draws', () => {
    const T = '古びた入場券';
    const g = game('d40x', { guard: [T], main: [HORSE] }, { battlefield: [BALLOON] }, 1);
    revealedWith(g, on(g, BALLOON, 1), []);
    expect(hand(g, 0)).toEqual([HORSE]);
  });

  it('真夜中の大観覧車 (d40x): at the end of your turn look at your top card, top or bottom; [1] a 《廃園》 of yours +1000, once per turn', () => {
    const W = '真夜中の大観覧車';
    const g = game('d40x', { battlefield: [W, HORSE], energy: 2, main: [BALLOON, '泣きぼくろのピエロ'] });
    const w = on(g, W, 0);
    activate(g, w, [on(g, HORSE, 0)]);
    expect(powerOf(g, on(g, HORSE, 0))).toBe(4000);
    expect(canActivate(g, w)).toBe(false);
    act(g, { type: 'endMain' });
    settle(g, { choose: [BALLOON] }, ['main']);
    expect(bottom(g, 0, 1)).toEqual([BALLOON]);
  });
});
