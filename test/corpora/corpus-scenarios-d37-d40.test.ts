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
import { explainCard, renderExplanation } from '../../src/explain/index.js';
import { corpusCard } from '../helpers/corpusCards.js';
import {
  type G,
  activate,
  activeEnergy,
  attack,
  bottom,
  canActivate,
  canDefend,
  corpusGame,
  damageCount,
  defend,
  endTurn,
  hand,
  handSize,
  inGuard,
  inHand,
  inTrash,
  names,
  on,
  play,
  settle,
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

const cannotAttack = (g: G, id: number) =>
  !legalActions(g).some((a) => a.type === 'attack' && a.attacker === id);
const playable = (g: G, name: string) =>
  legalActions(g).some((a) => a.type === 'play' && nameOf(g, a.card) === name);
const targetable = (g: G, name: string, target: number) =>
  legalActions(g).some((a) => a.type === 'play' && nameOf(g, a.card) === name && a.targets.includes(target));
const activatableOn = (g: G, card: number, target: number) =>
  legalActions(g).some((a) => a.type === 'activate' && a.card === card && a.targets.includes(target));
/**
 * Player 1 attacks player 0 with `attacker`, no defense; player 0 reveals the damaged guard card and its
 * 【ダメージトリガー】 takes `targets` (card ids, chosen with the reveal: HF-9.3).
 */
const revealedWith = (g: G, attacker: number, targets: number[]) => {
  act(g, { type: 'attack', attacker, target: { player: 0 } });
  settle(g, {}, ['main', 'defense', 'damage']);
  if (g.state.pending?.kind === 'defense') {
    act(g, { type: 'defend', defender: null });
    settle(g, {}, ['main', 'damage']);
  }
  act(g, { type: 'takeDamage', reveal: true, targets });
  settle(g, {}, ['main']);
};
/** The turn player attacks `target` (a character) with `attacker`, no defense; runs to the main phase. */
const attackCard = (g: G, attacker: number, target: number, answers = {}) => {
  act(g, { type: 'attack', attacker, target: { card: target } });
  settle(g, answers, ['main', 'defense']);
  if (g.state.pending?.kind === 'defense') defend(g, null, answers);
};
/** Player 0 attacks player 1, who does not defend; runs to the main phase. */
const hitPlayer = (g: G, attacker: number, answers = {}) => {
  attack(g, attacker, { player: 1 }, answers);
  if (g.state.pending?.kind === 'defense') defend(g, null, answers);
};
/** Player 1 (the turn player) attacks player 0 with `attacker` and player 0 defends with `defender`; stops at the next window. */
const defendWith = (g: G, attacker: number, defender: number) => {
  attack(g, attacker, { player: 0 });
  act(g, { type: 'defend', defender });
  settle(g, {}, ['main', 'window']);
};
/** The set cards attached to `host`. */
const attachedTo = (g: G, host: number) =>
  g.state.cards.filter((c) => c.zone === 'attached' && c.host === host).map((c) => c.id);
const asleep = (g: G, id: number) => g.state.cards[id].sleep;
const energyCount = (g: G, p: 0 | 1) => g.state.players[p].energy.length;
/** A card of that set with no text at all (a vanilla): no ability. */
const vanilla = (set: keyof typeof SETS, name: string) => corpusCard(SETS[set], name).abilities.length === 0;
const sorted = (xs: readonly (string | undefined)[]) => [...xs].sort();
const field = (g: G, p: 0 | 1) =>
  names(
    g,
    g.state.battlefield.filter((id) => g.state.cards[id].controller === p),
  );
const explained = (set: keyof typeof SETS, name: string) =>
  renderExplanation(explainCard(corpusCard(SETS[set], name)));

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
