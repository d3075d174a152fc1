// Issue 22 ("Done when": 0 accepted cards behave differently from their intent): the accepted cards of the
// eighth blind round, designer corpora d33–d36 (and the subtle ones of the style twins d33x–d36x), played in
// the engine exactly as their designer wrote them (test/corpora/<set>.hf, compiled one by one as corpusReach
// does), each asserting what its `# 意図:` says — or, where the intent goes against the seeds or a RULING of
// docs/engine.md, what the rules say (the test names the ruling). Cards with no text or only keywords are
// checked together at the end of each set.
import { describe, expect, it } from 'vitest';
import { hasKeyword, powerOf, traitsOf } from '../../src/engine/query.js';
import { deckConditionHolds } from '../../src/engine/setup.js';
import { moveCard } from '../../src/engine/zones.js';
import { explainCard, renderExplanation } from '../../src/explain/index.js';
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
  names,
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
  d33: 'd33-kagaribi',
  d34: 'd34-hyoga',
  d35: 'd35-hagane',
  d36: 'd36-yureisen',
  d33x: 'd33x-niwashi',
  d34x: 'd34x-sabaku',
  d35x: 'd35x-kyoryu',
  d36x: 'd36x-jokitoshi',
} as const;
const game = corpusGame(SETS);
const { vanilla } = corpusReaders(SETS);

describe('d33-kagaribi', () => {
  const CALLER = '夜店の呼び込み'; // 《祭衆》《屋台》 2000 vanilla, cost 1
  const CART = '旅一座の荷車引き'; // 《祭衆》 3000 vanilla, cost 2
  const SPIRIT = '灯籠の精'; // 《灯霊》 1000: destroyed → draw
  const SHAKU = '尺玉打ち上げ'; // command, cost 3: 4000 to a character
  const WARD = '火除けの札'; // command, cost 2: 【死殺】 for the turn; draw

  it('松明持ちの童: enters → one of your characters (itself allowed) +1000 for the turn', () => {
    const g = game('d33', { hand: ['松明持ちの童'], energy: 1 });
    const boy = inHand(g, 0, '松明持ちの童');
    play(g, '松明持ちの童', [], { targets: [[boy]] });
    expect(powerOf(g, boy)).toBe(2000);
    endTurn(g);
    expect(powerOf(g, boy)).toBe(1000);
  });

  it('灯籠の精: destroyed → its player draws', () => {
    const g = game('d33', { hand: [SHAKU], energy: 3 }, { battlefield: [SPIRIT], main: [CART] });
    play(g, SHAKU, [on(g, SPIRIT, 1)]);
    expect(trash(g, 1)).toEqual([SPIRIT]);
    expect(hand(g, 1)).toEqual([CART]);
  });

  it('迷い灯籠: [スリープ] another character of yours +1000 for the turn (not itself)', () => {
    const g = game('d33', { battlefield: ['迷い灯籠', CALLER] });
    const lamp = on(g, '迷い灯籠', 0);
    expect(activatableOn(g, lamp, lamp)).toBe(false);
    activate(g, lamp, [on(g, CALLER, 0)]);
    expect(asleep(g, lamp)).toBe(true);
    expect(powerOf(g, on(g, CALLER, 0))).toBe(3000);
    endTurn(g);
    expect(powerOf(g, on(g, CALLER, 0))).toBe(2000);
  });

  it('線香花火の灯霊: 【ダメージトリガー】 1000 to an opposing character; destroyed → 1000 to an opposing character', () => {
    const HANABI = '線香花火の灯霊';
    const g = game('d33', { guard: [HANABI] }, { battlefield: [CART, SPIRIT] }, 1);
    const spirit = on(g, SPIRIT, 1);
    revealedWith(g, on(g, CART, 1), [spirit]);
    expect(trash(g, 1)).toEqual([SPIRIT]);
    const g2 = game('d33', { battlefield: [HANABI], hand: [SHAKU], energy: 3 }, { battlefield: [SPIRIT] });
    play(g2, SHAKU, [on(g2, HANABI, 0)], { targets: [[on(g2, SPIRIT, 1)]] });
    expect(sorted(trash(g2, 0))).toEqual(sorted([SHAKU, HANABI]));
    expect(trash(g2, 1)).toEqual([SPIRIT]);
  });

  it('篝火の舞手 ヒオリ / 火渡りの行者: attacking → +1000 / +2000 for the turn', () => {
    const g = game('d33', { battlefield: ['篝火の舞手 ヒオリ', '火渡りの行者'] });
    const hiori = on(g, '篝火の舞手 ヒオリ', 0);
    hitPlayer(g, hiori);
    expect(powerOf(g, hiori)).toBe(3000);
    const walker = on(g, '火渡りの行者', 0);
    hitPlayer(g, walker);
    expect(powerOf(g, walker)).toBe(6000);
    expect(hasKeyword(g, walker, 'deathless')).toBe(true);
    endTurn(g);
    expect(powerOf(g, hiori)).toBe(2000);
    expect(powerOf(g, walker)).toBe(4000);
  });

  it('提灯小僧: [スリープ] destroy another 《灯霊》 of yours, then draw; no draw when 【死殺】 stops the destruction (docs/engine.md 「…を破壊する。その後、…」)', () => {
    const BOY = '提灯小僧';
    const g = game('d33', { battlefield: [BOY, SPIRIT], main: [CART, CALLER] });
    const boy = on(g, BOY, 0);
    expect(activatableOn(g, boy, boy)).toBe(false);
    activate(g, boy, [on(g, SPIRIT, 0)]);
    expect(trash(g, 0)).toEqual([SPIRIT]);
    expect(sorted(hand(g, 0))).toEqual(sorted([CART, CALLER])); // its own draw and 灯籠の精's
    const g2 = game('d33', { battlefield: [BOY, SPIRIT], hand: [WARD], energy: 2, main: [CART, CALLER] });
    const spirit = on(g2, SPIRIT, 0);
    play(g2, WARD, [spirit]);
    expect(hand(g2, 0)).toEqual([CART]); // 火除けの札 draws on its own
    activate(g2, on(g2, BOY, 0), [spirit]);
    expect(g2.state.battlefield).toContain(spirit);
    expect(hand(g2, 0)).toEqual([CART]);
  });

  it('見習い花火師 スズ: enters → 1000 to an opposing character; none there: nothing', () => {
    const g = game('d33', { hand: ['見習い花火師 スズ'], energy: 2 }, { battlefield: [SPIRIT] });
    play(g, '見習い花火師 スズ');
    expect(trash(g, 1)).toEqual([SPIRIT]);
    const g2 = game('d33', { hand: ['見習い花火師 スズ'], energy: 2 });
    play(g2, '見習い花火師 スズ');
    expect(field(g2, 0)).toEqual(['見習い花火師 スズ']);
  });

  it('金魚すくいの屋台 / 夜店通り: [1][スリープ] / [2] draw, then discard a chosen card; 夜店通り once per turn', () => {
    const g = game('d33', { battlefield: ['金魚すくいの屋台'], hand: [CALLER], energy: 1, main: [CART] });
    activate(g, on(g, '金魚すくいの屋台', 0), [], { choose: [CALLER] });
    expect(hand(g, 0)).toEqual([CART]);
    expect(trash(g, 0)).toEqual([CALLER]);
    expect(activeEnergy(g, 0)).toBe(0);
    const g2 = game('d33', { battlefield: ['夜店通り'], hand: [CALLER], energy: 4, main: [CART, SPIRIT] });
    const street = on(g2, '夜店通り', 0);
    activate(g2, street, [], { choose: [CART] });
    expect(hand(g2, 0)).toEqual([CALLER]);
    expect(trash(g2, 0)).toEqual([CART]);
    expect(canActivate(g2, street)).toBe(false);
  });

  it('笛吹きの少女 ネネ: [1][スリープ] an asleep 《舞手》 of yours becomes active (not an active one, not a non-《舞手》)', () => {
    const NENE = '笛吹きの少女 ネネ';
    const g = game('d33', {
      battlefield: [NENE, { name: '篝火の舞手 ヒオリ', sleep: true }, { name: CALLER, sleep: true }],
      energy: 1,
    });
    const nene = on(g, NENE, 0);
    expect(activatableOn(g, nene, on(g, CALLER, 0))).toBe(false);
    activate(g, nene, [on(g, '篝火の舞手 ヒオリ', 0)]);
    expect(asleep(g, on(g, '篝火の舞手 ヒオリ', 0))).toBe(false);
    expect(asleep(g, nene)).toBe(true);
  });

  it('面売りの狐娘: enters → up to one set card of your trash (world sets too) to the hand', () => {
    const FOX = '面売りの狐娘';
    const g = game('d33', { hand: [FOX], energy: 2, trash: ['手持ち松明', '夜店通り', SHAKU] });
    play(g, FOX, [], { choose: ['夜店通り'] });
    expect(hand(g, 0)).toEqual(['夜店通り']);
    const g2 = game('d33', { hand: [FOX], energy: 2, trash: ['手持ち松明', SHAKU] });
    play(g2, FOX, [], { choose: [] });
    expect(hand(g2, 0)).toEqual([]);
    expect(trash(g2, 0)).toEqual(['手持ち松明', SHAKU]);
  });

  it('綿飴売りのおモチ: look at 3, up to one 《祭衆》 card to the hand, the rest to the bottom in the chosen order', () => {
    const MOCHI = '綿飴売りのおモチ';
    const g = game('d33', { hand: [MOCHI], energy: 3, main: [SPIRIT, CART, SHAKU, CALLER] });
    play(g, MOCHI, [], { choose: [CART, SHAKU, SPIRIT] });
    expect(hand(g, 0)).toEqual([CART]);
    expect(top(g, 0, 1)).toEqual([CALLER]);
    expect(bottom(g, 0, 2)).toEqual([SHAKU, SPIRIT]);
    // Fewer than 3 cards: nothing is looked at, no reload (HF-5.9, HF-10.3).
    const g2 = game('d33', { hand: [MOCHI], energy: 3, main: [CART, SPIRIT], mainCount: 2 });
    play(g2, MOCHI, [], { choose: [CART] });
    expect(hand(g2, 0)).toEqual([]);
    expect(top(g2, 0, 2)).toEqual([CART, SPIRIT]);
  });

  it('射的屋の親父: [スリープ] 1000 to an ASLEEP opposing character (not an active one)', () => {
    const OYAJI = '射的屋の親父';
    const g = game('d33', { battlefield: [OYAJI] }, { battlefield: [{ name: SPIRIT, sleep: true }, CALLER] });
    const oyaji = on(g, OYAJI, 0);
    expect(activatableOn(g, oyaji, on(g, CALLER, 1))).toBe(false);
    activate(g, oyaji, [on(g, SPIRIT, 1)]);
    expect(trash(g, 1)).toEqual([SPIRIT]);
  });

  it('祭囃子の太鼓打ち: your OTHER 《祭衆》 characters +1000 (two of them raise each other; not the opponent’s)', () => {
    const DRUM = '祭囃子の太鼓打ち';
    const g = game('d33', { battlefield: [DRUM, DRUM, CALLER, SPIRIT] }, { battlefield: [CALLER] });
    const drums = g.state.battlefield.filter((id) => nameOf(g, id) === DRUM);
    expect(drums.map((d) => powerOf(g, d))).toEqual([3000, 3000]);
    expect(powerOf(g, on(g, CALLER, 0))).toBe(4000);
    expect(powerOf(g, on(g, SPIRIT, 0))).toBe(1000);
    expect(powerOf(g, on(g, CALLER, 1))).toBe(2000);
  });

  it('火吹き芸人: 【反撃】; defending → +2000 for the turn (its counter damage is the raised power)', () => {
    const FIRE = '火吹き芸人';
    const g = game('d33', { battlefield: [FIRE] }, { battlefield: [CART] }, 1);
    const fire = on(g, FIRE, 0);
    expect(hasKeyword(g, fire, 'counter')).toBe(true);
    defendWith(g, on(g, CART, 1), fire);
    expect(powerOf(g, fire)).toBe(4000);
    settle(g, {}, ['main']);
    expect(trash(g, 1)).toEqual([CART]); // 3000 attack survived at 4000, 4000 counter damage
    expect(g.state.battlefield).toContain(fire);
  });

  it('狐火の灯霊: 【神速】; its attack damages the opponent → may put your top card into the energy ACTIVE', () => {
    const KITSUNE = '狐火の灯霊';
    const g = game('d33', { battlefield: [KITSUNE], main: [CART] });
    const k = on(g, KITSUNE, 0);
    expect(hasKeyword(g, k, 'godspeed')).toBe(true);
    hitPlayer(g, k);
    expect(energyCount(g, 0)).toBe(1);
    expect(activeEnergy(g, 0)).toBe(1);
    const g2 = game('d33', { battlefield: [KITSUNE], main: [CART] });
    hitPlayer(g2, on(g2, KITSUNE, 0), { may: [false] });
    expect(energyCount(g2, 0)).toBe(0);
    expect(top(g2, 0, 1)).toEqual([CART]);
  });

  it('火消しの若衆: enters → up to one set card on a character to its owner’s trash (not a world set)', () => {
    const WAKA = '火消しの若衆';
    const g = game(
      'd33',
      { hand: [WAKA], energy: 3 },
      { battlefield: [CALLER, '夜店通り'], hand: ['手持ち松明'], energy: 1 },
      1,
    );
    act(g, { type: 'play', card: inHand(g, 1, '手持ち松明'), targets: [on(g, CALLER, 1)] });
    settle(g);
    endTurn(g);
    const [torch] = attachedTo(g, on(g, CALLER, 1));
    expect(powerOf(g, on(g, CALLER, 1))).toBe(3000);
    play(g, WAKA, [], { targets: [[torch]] });
    expect(trash(g, 1)).toEqual(['手持ち松明']);
    expect(powerOf(g, on(g, CALLER, 1))).toBe(2000);
    expect(g.state.battlefield).toContain(on(g, '夜店通り', 1));
  });

  it('盆踊りの輪: +1000 for each OTHER 《舞手》 of yours, counted all the time', () => {
    const RING = '盆踊りの輪';
    const g = game('d33', {
      battlefield: [RING, '篝火の舞手 ヒオリ', '松明回しのトウマ', CALLER],
      hand: [SHAKU],
      energy: 3,
    });
    const ring = on(g, RING, 0);
    expect(powerOf(g, ring)).toBe(5000);
    play(g, SHAKU, [on(g, '篝火の舞手 ヒオリ', 0)]);
    expect(powerOf(g, ring)).toBe(4000);
  });

  it('炎扇の舞姫 アカネ: 【神速】; its attack damages the opponent → 2000 to an opposing character', () => {
    const AKANE = '炎扇の舞姫 アカネ';
    const g = game('d33', { battlefield: [AKANE] }, { battlefield: [{ name: CALLER, sleep: true }] });
    const akane = on(g, AKANE, 0);
    expect(hasKeyword(g, akane, 'godspeed')).toBe(true);
    hitPlayer(g, akane, { targets: [[on(g, CALLER, 1)]] });
    expect(damageCount(g, 1)).toBe(1);
    expect(trash(g, 1)).toEqual([CALLER]);
  });

  it('打ち上げ筒の花火師 ロクスケ: each command you play → +1000 for the turn (also in the opponent’s turn)', () => {
    const ROKU = '打ち上げ筒の花火師 ロクスケ';
    const g = game('d33', { battlefield: [ROKU], hand: ['祭りの熱気', WARD], energy: 3 });
    const roku = on(g, ROKU, 0);
    play(g, '祭りの熱気', [roku]);
    expect(powerOf(g, roku)).toBe(6000);
    play(g, WARD, [roku]);
    expect(powerOf(g, roku)).toBe(7000);
    endTurn(g);
    expect(powerOf(g, roku)).toBe(3000);
  });

  it('鬼火の灯霊: destroyed → may pay 1 energy; if paid, back to the hand; else (or with only the second-player marker) it stays in the trash', () => {
    const ONIBI = '鬼火の灯霊';
    const g = game('d33', { battlefield: [ONIBI], hand: ['鎮めの水'], energy: 6 });
    play(g, '鎮めの水', [on(g, ONIBI, 0)]);
    expect(hand(g, 0)).toEqual([ONIBI]);
    expect(activeEnergy(g, 0)).toBe(0);
    const g2 = game('d33', { battlefield: [ONIBI], hand: ['鎮めの水'], energy: 6 });
    play(g2, '鎮めの水', [on(g2, ONIBI, 0)], { may: [false] });
    expect(trash(g2, 0)).toContain(ONIBI);
    expect(activeEnergy(g2, 0)).toBe(1);
    const g3 = game('d33', { battlefield: [ONIBI], hand: ['鎮めの水'], energy: 5 });
    play(g3, '鎮めの水', [on(g3, ONIBI, 0)]);
    expect(trash(g3, 0)).toContain(ONIBI); // no energy left to pay
    // The second-player marker pays a play's or an activated ability's cost only, not a payment inside an
    // effect (docs/engine.md RULING “Paying in an effect”, HF-2.6).
    const g4 = game('d33', { battlefield: [ONIBI], hand: ['鎮めの水'], energy: 5, marker: true });
    play(g4, '鎮めの水', [on(g4, ONIBI, 0)], { may: [true] });
    expect(trash(g4, 0)).toContain(ONIBI);
    expect(g4.state.players[0].secondPlayerMarker).toBe(true);
  });

  it('花火師 玉屋ゲンサイ: [2][スリープ] 3000 to an opposing character', () => {
    const G_ = '花火師 玉屋ゲンサイ';
    const g = game('d33', { battlefield: [G_], energy: 2 }, { battlefield: [CART, CALLER] });
    const gensai = on(g, G_, 0);
    expect(activatableOn(g, gensai, gensai)).toBe(false);
    activate(g, gensai, [on(g, CART, 1)]);
    expect(trash(g, 1)).toEqual([CART]);
    expect(activeEnergy(g, 0)).toBe(0);
  });

  it('祭りの座長 カガリ: 【警戒】; [カルネージ2] search the main deck for up to one 《祭衆》 CHARACTER card, then shuffle', () => {
    const KAGARI = '祭りの座長 カガリ';
    const g = game('d33', {
      battlefield: [KAGARI],
      damageField: [CALLER, CALLER],
      main: [SPIRIT, SHAKU, CART],
    });
    const k = on(g, KAGARI, 0);
    expect(hasKeyword(g, k, 'vigilance')).toBe(true);
    activate(g, k, [], { choose: [CART] });
    expect(hand(g, 0)).toEqual([CART]);
    expect(damageCount(g, 0)).toBe(0);
    expect(trash(g, 0)).toEqual([CALLER, CALLER]);
    const g2 = game('d33', { battlefield: [KAGARI], damageField: [CALLER] });
    expect(canActivate(g2, on(g2, KAGARI, 0))).toBe(false);
  });

  it('櫓の太鼓頭 ドウゲン: in your turn your 《舞手》 characters have 【強撃】; not in the opponent’s turn', () => {
    const DOUGEN = '櫓の太鼓頭 ドウゲン';
    const g = game(
      'd33',
      { battlefield: [DOUGEN, '篝火の舞手 ヒオリ', CALLER] },
      { battlefield: ['篝火の舞手 ヒオリ'] },
    );
    const hiori = on(g, '篝火の舞手 ヒオリ', 0);
    expect(hasKeyword(g, hiori, 'strike')).toBe(true);
    expect(hasKeyword(g, on(g, CALLER, 0), 'strike')).toBe(false);
    expect(hasKeyword(g, on(g, '篝火の舞手 ヒオリ', 1), 'strike')).toBe(false);
    endTurn(g);
    expect(hasKeyword(g, hiori, 'strike')).toBe(false);
  });

  it('大灯籠の主: each OTHER 《灯霊》 of yours destroyed → 2000 to an opposing character (one each)', () => {
    const LORD = '大灯籠の主';
    const g2 = game(
      'd33',
      { battlefield: [LORD, { name: SPIRIT, sleep: true }, { name: '迷い灯籠', sleep: true }] },
      { battlefield: [CART, CALLER], hand: ['仕掛け花火「ナイアガラ」'], energy: 4 },
      1,
    );
    act(g2, { type: 'play', card: inHand(g2, 1, '仕掛け花火「ナイアガラ」'), targets: [] });
    settle(g2, { targets: [[on(g2, CART, 1)], [on(g2, CALLER, 1)]] });
    expect(sorted(trash(g2, 0))).toEqual(sorted([SPIRIT, '迷い灯籠']));
    expect(g2.state.cards[on(g2, CART, 1)].damage).toBe(2000);
    expect(sorted(trash(g2, 1))).toEqual(sorted([CALLER, '仕掛け花火「ナイアガラ」']));
  });

  it('花火師 鍵屋オボロ: 【強撃】; enters → 2000 to EVERY opposing character (not yours)', () => {
    const OBORO = '花火師 鍵屋オボロ';
    const g = game(
      'd33',
      { hand: [OBORO], energy: 7, battlefield: [CALLER] },
      { battlefield: [CALLER, CART] },
    );
    play(g, OBORO);
    expect(hasKeyword(g, on(g, OBORO, 0), 'strike')).toBe(true);
    expect(trash(g, 1)).toEqual([CALLER]);
    expect(g.state.cards[on(g, CART, 1)].damage).toBe(2000);
    expect(g.state.cards[on(g, CALLER, 0)].damage).toBe(0);
  });

  it('祭りの熱気 / 尺玉打ち上げ / 鎮めの水: +2000 for the turn / 4000 to any character / destroy any character', () => {
    const g = game(
      'd33',
      { hand: ['祭りの熱気', SHAKU, '鎮めの水'], energy: 9, battlefield: [CALLER, CART] },
      { battlefield: [CART] },
    );
    play(g, '祭りの熱気', [on(g, CALLER, 0)]);
    expect(powerOf(g, on(g, CALLER, 0))).toBe(4000);
    play(g, SHAKU, [on(g, CART, 0)]);
    play(g, '鎮めの水', [on(g, CART, 1)]);
    expect(trash(g, 0)).toContain(CART);
    expect(trash(g, 1)).toEqual([CART]);
    endTurn(g);
    expect(powerOf(g, on(g, CALLER, 0))).toBe(2000);
  });

  it('火の粉: played only against an attacking character (2000 to it); 【ダメージトリガー】 2000 to any character', () => {
    const SPARK = '火の粉';
    const g = game('d33', { hand: [SPARK], energy: 1 }, { battlefield: [CART, CALLER] }, 1);
    const cart = on(g, CART, 1);
    expect(playable(g, SPARK)).toBe(false);
    act(g, { type: 'attack', attacker: cart, target: { player: 0 } });
    untilPlayable(g, 0);
    expect(targetable(g, SPARK, on(g, CALLER, 1))).toBe(false);
    act(g, { type: 'play', player: 0, card: inHand(g, 0, SPARK), targets: [cart] });
    settle(g, {}, ['main']);
    expect(g.state.cards[cart].damage).toBe(2000);
    const g2 = game('d33', { guard: [SPARK], battlefield: [CALLER] }, { battlefield: [CART] }, 1);
    revealedWith(g2, on(g2, CART, 1), [on(g2, CALLER, 0)]);
    expect(trash(g2, 0)).toEqual([CALLER]); // any character, yours too
  });

  it('火除けの札: 【死殺】 for the turn to a character of yours, and draw (the draw is its own sentence)', () => {
    const g = game('d33', { hand: [WARD, SHAKU], energy: 5, battlefield: [CALLER], main: [CART] });
    const caller = on(g, CALLER, 0);
    play(g, WARD, [caller]);
    expect(hasKeyword(g, caller, 'deathless')).toBe(true);
    expect(hand(g, 0)).toEqual([SHAKU, CART]);
    play(g, SHAKU, [caller]);
    expect(g.state.battlefield).toContain(caller);
    endTurn(g);
    expect(hasKeyword(g, caller, 'deathless')).toBe(false);
  });

  it('灯籠流し: draw 2, then discard a chosen card; 【ダメージトリガー】 draw 1', () => {
    const NAGASHI = '灯籠流し';
    const g = game('d33', { hand: [NAGASHI, CALLER], energy: 2, main: [CART, SPIRIT] });
    play(g, NAGASHI, [], { choose: [CALLER] });
    expect(sorted(hand(g, 0))).toEqual(sorted([CART, SPIRIT]));
    expect(trash(g, 0)).toEqual([CALLER, NAGASHI]);
    const g2 = game('d33', { guard: [NAGASHI], main: [CART] }, { battlefield: [CART] }, 1);
    revealedWith(g2, on(g2, CART, 1), []);
    expect(hand(g2, 0)).toEqual([CART]);
  });

  it('迎え火: up to two 《灯霊》 CHARACTER cards of your trash to the hand; 【ダメージトリガー】 up to one', () => {
    const MUKAE = '迎え火';
    const g = game('d33', { hand: [MUKAE], energy: 2, trash: [SPIRIT, '迷い灯籠', '提灯小僧', CALLER] });
    play(g, MUKAE, [], { choose: [SPIRIT, '提灯小僧', '迷い灯籠'] });
    expect(sorted(hand(g, 0))).toEqual(sorted([SPIRIT, '提灯小僧']));
    const g1 = game('d33', { hand: [MUKAE], energy: 2, trash: [SPIRIT, CALLER] });
    play(g1, MUKAE, [], { choose: [] });
    expect(hand(g1, 0)).toEqual([]);
    const g2 = game('d33', { guard: [MUKAE], trash: [SPIRIT, '迷い灯籠'] }, { battlefield: [CART] }, 1);
    act(g2, { type: 'attack', attacker: on(g2, CART, 1), target: { player: 0 } });
    settle(g2, {}, ['main', 'defense', 'damage']);
    if (g2.state.pending?.kind === 'defense') {
      act(g2, { type: 'defend', defender: null });
      settle(g2, {}, ['main', 'damage']);
    }
    act(g2, { type: 'takeDamage', reveal: true, targets: [] });
    settle(g2, { choose: [SPIRIT, '迷い灯籠'] }, ['main']);
    expect(hand(g2, 0)).toEqual([SPIRIT]);
  });

  it('火祭りの行列: up to two asleep 《祭衆》 characters of yours become active', () => {
    const PARADE = '火祭りの行列';
    const g = game('d33', {
      hand: [PARADE],
      energy: 3,
      battlefield: [
        { name: CALLER, sleep: true },
        { name: CART, sleep: true },
        { name: SPIRIT, sleep: true },
      ],
    });
    expect(targetable(g, PARADE, on(g, SPIRIT, 0))).toBe(false);
    play(g, PARADE, [on(g, CALLER, 0), on(g, CART, 0)]);
    expect([CALLER, CART, SPIRIT].map((n) => asleep(g, on(g, n, 0)))).toEqual([false, false, true]);
    const g2 = game('d33', { hand: [PARADE], energy: 3, battlefield: [{ name: CALLER, sleep: true }] });
    play(g2, PARADE, [on(g2, CALLER, 0)]); // one is enough
    expect(asleep(g2, on(g2, CALLER, 0))).toBe(false);
  });

  it('送り火: destroy your 《灯霊》, then 4000 to the opposing character; no damage when the 《灯霊》 is not destroyed', () => {
    const OKURI = '送り火';
    const g = game(
      'd33',
      { hand: [OKURI], energy: 2, battlefield: [SPIRIT], main: [CALLER] },
      { battlefield: [CART] },
    );
    play(g, OKURI, [on(g, SPIRIT, 0), on(g, CART, 1)]);
    expect(trash(g, 0)).toEqual([SPIRIT, OKURI]);
    expect(trash(g, 1)).toEqual([CART]);
    const g2 = game(
      'd33',
      { hand: [OKURI, WARD], energy: 4, battlefield: [SPIRIT] },
      { battlefield: [CART] },
    );
    play(g2, WARD, [on(g2, SPIRIT, 0)]);
    play(g2, OKURI, [on(g2, SPIRIT, 0), on(g2, CART, 1)]);
    expect(g2.state.battlefield).toContain(on(g2, SPIRIT, 0));
    expect(g2.state.cards[on(g2, CART, 1)].damage).toBe(0);
  });

  it('連発花火: up to two opposing characters, 2000 to each', () => {
    const REN = '連発花火';
    const g = game('d33', { hand: [REN, REN], energy: 6 }, { battlefield: [CALLER, CART, SPIRIT] });
    play(g, REN, [on(g, CALLER, 1), on(g, SPIRIT, 1)]);
    expect(sorted(trash(g, 1))).toEqual(sorted([CALLER, SPIRIT]));
    play(g, REN, [on(g, CART, 1)]);
    expect(g.state.cards[on(g, CART, 1)].damage).toBe(2000);
  });

  it('仕掛け花火「ナイアガラ」: 3000 to every ASLEEP opposing character, not the active ones', () => {
    const N = '仕掛け花火「ナイアガラ」';
    const g = game(
      'd33',
      { hand: [N], energy: 4, battlefield: [{ name: CART, sleep: true }] },
      {
        battlefield: [{ name: CART, sleep: true }, CALLER],
      },
    );
    play(g, N);
    expect(trash(g, 1)).toEqual([CART]);
    expect(field(g, 1)).toEqual([CALLER]);
    expect(field(g, 0)).toEqual([CART]);
  });

  it('三尺玉「天篝」: 【奥義：花火師】 needs a 「花火師」 card of yours out or face up in the guard deck; 4000 to every opposing character', () => {
    const TEN = '三尺玉「天篝」';
    const g = game(
      'd33',
      { hand: [TEN], energy: 5, battlefield: ['見習い花火師 スズ'] },
      { battlefield: [CART, '花火師 玉屋ゲンサイ'] },
    );
    play(g, TEN);
    expect(sorted(trash(g, 1))).toEqual(sorted([CART, '花火師 玉屋ゲンサイ']));
    const g2 = game('d33', { hand: [TEN], energy: 5, battlefield: [CALLER] });
    expect(playable(g2, TEN)).toBe(false);
    const g3 = game('d33', {
      hand: [TEN],
      energy: 5,
      guard: [{ name: '打ち上げ筒の花火師 ロクスケ', faceUp: true }],
    });
    expect(playable(g3, TEN)).toBe(true);
  });

  it('手持ち松明 / 火の鳥の法被: +1000 (and 《松明》) with 【貫通】 / 【神速】', () => {
    const g = game('d33', { hand: ['手持ち松明', '火の鳥の法被'], energy: 3, battlefield: [CALLER, CART] });
    const caller = on(g, CALLER, 0);
    const cart = on(g, CART, 0);
    play(g, '手持ち松明', [caller]);
    play(g, '火の鳥の法被', [cart]);
    expect(powerOf(g, caller)).toBe(3000);
    expect(traitsOf(g, caller)).toContain('松明');
    expect(hasKeyword(g, caller, 'pierce')).toBe(true);
    expect(powerOf(g, cart)).toBe(4000);
    expect(hasKeyword(g, cart, 'godspeed')).toBe(true);
    expect(hasKeyword(g, cart, 'pierce')).toBe(false);
  });

  it('祭りの鉢巻: +1000 and 《祭衆》; the host defending → +1000 more for the turn', () => {
    const HACHI = '祭りの鉢巻';
    const g = game('d33', { hand: [HACHI], energy: 1, battlefield: [SPIRIT] }, { battlefield: [CALLER] });
    const spirit = on(g, SPIRIT, 0);
    play(g, HACHI, [spirit]);
    expect(powerOf(g, spirit)).toBe(2000);
    expect(traitsOf(g, spirit)).toContain('祭衆');
    endTurn(g);
    defendWith(g, on(g, CALLER, 1), spirit);
    expect(powerOf(g, spirit)).toBe(3000);
  });

  it('狐の面: +1000; the host cannot be targeted by the OPPONENT’s commands (its own player’s commands and abilities may)', () => {
    const MASK = '狐の面';
    const g = game(
      'd33',
      { hand: [MASK, '祭りの熱気'], energy: 3, battlefield: [CALLER] },
      {
        hand: [SHAKU],
        energy: 3,
        battlefield: ['花火師 玉屋ゲンサイ'],
      },
    );
    const caller = on(g, CALLER, 0);
    play(g, MASK, [caller]);
    expect(powerOf(g, caller)).toBe(3000);
    expect(targetable(g, '祭りの熱気', caller)).toBe(true);
    endTurn(g);
    expect(targetable(g, SHAKU, caller)).toBe(false);
    g.state.players[1].energy.forEach((e) => {
      g.state.cards[e].sleep = false;
    });
    expect(activatableOn(g, on(g, '花火師 玉屋ゲンサイ', 1), caller)).toBe(true);
  });

  it('大団扇: +1000; the host attacking → ANOTHER character of yours +1000 for the turn', () => {
    const FAN = '大団扇';
    const g = game('d33', { hand: [FAN], energy: 2, battlefield: [CALLER, SPIRIT] });
    const caller = on(g, CALLER, 0);
    const spirit = on(g, SPIRIT, 0);
    play(g, FAN, [caller]);
    expect(powerOf(g, caller)).toBe(3000);
    hitPlayer(g, caller, { targets: [[spirit]] });
    expect(powerOf(g, spirit)).toBe(2000);
    expect(powerOf(g, caller)).toBe(3000);
  });

  it('湿気た火薬: −2000 on the host; a host at 0 is destroyed', () => {
    const DAMP = '湿気た火薬';
    const g = game('d33', { hand: [DAMP, DAMP], energy: 4 }, { battlefield: [CART, CALLER] });
    play(g, DAMP, [on(g, CART, 1)]);
    expect(powerOf(g, on(g, CART, 1))).toBe(1000);
    play(g, DAMP, [on(g, CALLER, 1)]);
    expect(trash(g, 1)).toEqual([CALLER]);
  });

  it('篝火の広場: each 《祭衆》 character of yours entering → +1000 for the turn (not others)', () => {
    const g = game('d33', { battlefield: ['篝火の広場'], hand: [CALLER, SPIRIT], energy: 2 });
    play(g, CALLER);
    play(g, SPIRIT);
    expect(powerOf(g, on(g, CALLER, 0))).toBe(3000);
    expect(powerOf(g, on(g, SPIRIT, 0))).toBe(1000);
    endTurn(g);
    expect(powerOf(g, on(g, CALLER, 0))).toBe(2000);
  });

  it('灯籠の川辺: a 《灯霊》 of yours destroyed → may put your top card into the energy ACTIVE, once per turn', () => {
    // 連発花火 (the opponent's) destroys two 《灯霊》 of yours at once: one energy only.
    const g2 = game(
      'd33',
      { battlefield: ['灯籠の川辺', SPIRIT, '迷い灯籠'], main: [CART, CALLER, CART] },
      { hand: ['連発花火'], energy: 3 },
      1,
    );
    act(g2, {
      type: 'play',
      card: inHand(g2, 1, '連発花火'),
      targets: [on(g2, SPIRIT, 0), on(g2, '迷い灯籠', 0)],
    });
    settle(g2);
    expect(energyCount(g2, 0)).toBe(1);
    expect(activeEnergy(g2, 0)).toBe(1);
  });

  it('夜店の呼び込み / 旅一座の荷車引き / 松明回しのトウマ / 篝火番の老人: keywords; the vanilla cards: none', () => {
    const g = game('d33', { battlefield: [CALLER, CART, '松明回しのトウマ', '篝火番の老人'] });
    expect(hasKeyword(g, on(g, '松明回しのトウマ', 0), 'godspeed')).toBe(true);
    const old = on(g, '篝火番の老人', 0);
    expect(hasKeyword(g, old, 'vigilance')).toBe(true);
    expect(hasKeyword(g, old, 'counter')).toBe(true);
    for (const n of [CALLER, CART]) expect(vanilla('d33', n)).toBe(true);
    expect([CALLER, CART].map((n) => powerOf(g, on(g, n, 0)))).toEqual([2000, 3000]);
  });
});

describe('d34-hyoga', () => {
  const CALF = 'はぐれマンモスの仔'; // 《巨獣》 2000 vanilla, cost 1
  const OX = '雪原の毛長牛'; // 《巨獣》 3000 vanilla, cost 2
  const WATCH = '氷穴の見張り番'; // 《部族》 1000, 【警戒】
  const SCOUT = '凍原の斥候'; // 《騎獣民》《狩人》 1000, 【神速】
  const ANCIENT = '氷塊に眠る古獣'; // 《巨獣》《遺物》 1000
  const BONE = '古の骨槍'; // set 《遺物》《武具》 +1000 【貫通】, cost 1
  const FOG = '凍てつく霧'; // command, cost 1: a character asleep

  it('霜巫の見習い ユキネ: [1][スリープ] an opposing character −1000 for the turn (0 destroys)', () => {
    const Y = '霜巫の見習い ユキネ';
    const g = game('d34', { battlefield: [Y, Y], energy: 2 }, { battlefield: [CALF, WATCH] });
    const [y1, y2] = g.state.battlefield.filter((id) => nameOf(g, id) === Y);
    expect(activatableOn(g, y1, y2)).toBe(false);
    activate(g, y1, [on(g, CALF, 1)]);
    expect(powerOf(g, on(g, CALF, 1))).toBe(1000);
    activate(g, y2, [on(g, WATCH, 1)]);
    expect(trash(g, 1)).toEqual([WATCH]);
    endTurn(g);
    expect(powerOf(g, on(g, CALF, 1))).toBe(2000);
  });

  it('突進する毛長サイ: attacking → +1000 for the turn; 大角の巨鹿: defending → +2000 for the turn', () => {
    const g = game('d34', { battlefield: ['突進する毛長サイ'] });
    const rhino = on(g, '突進する毛長サイ', 0);
    hitPlayer(g, rhino);
    expect(powerOf(g, rhino)).toBe(4000);
    endTurn(g);
    expect(powerOf(g, rhino)).toBe(3000);
    const g2 = game('d34', { battlefield: ['大角の巨鹿'] }, { battlefield: [CALF] }, 1);
    const deer = on(g2, '大角の巨鹿', 0);
    defendWith(g2, on(g2, CALF, 1), deer);
    expect(powerOf(g2, deer)).toBe(5000);
  });

  it('マンモス乗りの少年 ハク: enters with a 《巨獣》 character of yours out → draw; none: nothing', () => {
    const HAKU = 'マンモス乗りの少年 ハク';
    const g = game('d34', { hand: [HAKU], energy: 2, battlefield: [CALF], main: [OX] });
    play(g, HAKU);
    expect(hand(g, 0)).toEqual([OX]);
    const g2 = game(
      'd34',
      { hand: [HAKU], energy: 2, battlefield: [WATCH], main: [OX] },
      { battlefield: [CALF] },
    );
    play(g2, HAKU);
    expect(hand(g2, 0)).toEqual([]);
  });

  it('氷河の墓守: destroyed → up to one 《遺物》 card of your trash to the hand (not itself)', () => {
    const KEEPER = '氷河の墓守';
    const g = game(
      'd34',
      { battlefield: [KEEPER], trash: [BONE, CALF] },
      { hand: ['絶対零度'], energy: 5 },
      1,
    );
    act(g, { type: 'play', card: inHand(g, 1, '絶対零度'), targets: [on(g, KEEPER, 0)] });
    settle(g, { choose: [BONE] });
    expect(hand(g, 0)).toEqual([BONE]);
    const g2 = game('d34', { battlefield: [KEEPER], trash: [BONE] }, { hand: ['絶対零度'], energy: 5 }, 1);
    act(g2, { type: 'play', card: inHand(g2, 1, '絶対零度'), targets: [on(g2, KEEPER, 0)] });
    settle(g2, { choose: [] });
    expect(hand(g2, 0)).toEqual([]);
  });

  it('霜巫 オルガ: enters → 3000 to an ASLEEP opposing character (an active one cannot be chosen)', () => {
    const OLGA = '霜巫 オルガ';
    const g = game('d34', { hand: [OLGA], energy: 3 }, { battlefield: [{ name: OX, sleep: true }, CALF] });
    play(g, OLGA);
    expect(trash(g, 1)).toEqual([OX]);
    const g2 = game('d34', { hand: [OLGA], energy: 3 }, { battlefield: [CALF] });
    play(g2, OLGA);
    expect(g2.state.cards[on(g2, CALF, 1)].damage).toBe(0);
  });

  it('骨槍の狩人: destroys a character with its attack damage → draw', () => {
    const HUNTER = '骨槍の狩人';
    const g = game(
      'd34',
      { battlefield: [HUNTER], main: [OX] },
      { battlefield: [{ name: WATCH, sleep: true }] },
    );
    attackCard(g, on(g, HUNTER, 0), on(g, WATCH, 1));
    expect(trash(g, 1)).toEqual([WATCH]);
    expect(hand(g, 0)).toEqual([OX]);
  });

  it('吹雪を呼ぶ老巫: [2][スリープ] every opposing character −1000 for the turn (those there on resolution)', () => {
    const OLD = '吹雪を呼ぶ老巫';
    const g = game('d34', { battlefield: [OLD, CALF], energy: 2 }, { battlefield: [OX, WATCH] });
    activate(g, on(g, OLD, 0));
    expect(powerOf(g, on(g, OX, 1))).toBe(2000);
    expect(trash(g, 1)).toEqual([WATCH]);
    expect(powerOf(g, on(g, CALF, 0))).toBe(2000);
    endTurn(g);
    expect(powerOf(g, on(g, OX, 1))).toBe(3000);
  });

  it('マンモス騎兵長 グラド: 【強撃】; 【貫通】 while a 《巨獣》 character of yours is out', () => {
    const GRAD = 'マンモス騎兵長 グラド';
    const g = game('d34', { battlefield: [GRAD, CALF], hand: ['絶対零度'], energy: 5 });
    const grad = on(g, GRAD, 0);
    expect(hasKeyword(g, grad, 'strike')).toBe(true);
    expect(hasKeyword(g, grad, 'pierce')).toBe(true);
    play(g, '絶対零度', [on(g, CALF, 0)]);
    expect(hasKeyword(g, grad, 'pierce')).toBe(false);
  });

  it('氷山マンモス: enters → 2000 to EVERY other character, yours too', () => {
    const BERG = '氷山マンモス';
    const g = game('d34', { hand: [BERG], energy: 7, battlefield: [CALF, OX] }, { battlefield: [WATCH, OX] });
    play(g, BERG);
    expect(trash(g, 0)).toEqual([CALF]);
    expect(trash(g, 1)).toEqual([WATCH]);
    expect(g.state.cards[on(g, BERG, 0)].damage).toBe(0);
    expect(g.state.cards[on(g, OX, 1)].damage).toBe(2000);
  });

  it('氷霊の巫女 シズリ: [カルネージ2] any character back to its owner’s hand', () => {
    const S = '氷霊の巫女 シズリ';
    const g = game('d34', { battlefield: [S, CALF], damageField: [OX, OX] }, { battlefield: [WATCH] });
    activate(g, on(g, S, 0), [on(g, WATCH, 1)]);
    expect(hand(g, 1)).toEqual([WATCH]);
    expect(damageCount(g, 0)).toBe(0);
    const g2 = game('d34', { battlefield: [S], damageField: [OX] });
    expect(canActivate(g2, on(g2, S, 0))).toBe(false);
  });

  it('氷塊に眠る古獣: [カルネージ1] +4000 and 【強撃】 for the turn, again and again (it stacks)', () => {
    const g = game('d34', { battlefield: [ANCIENT], damageField: [OX, OX] });
    const a = on(g, ANCIENT, 0);
    activate(g, a);
    expect(powerOf(g, a)).toBe(5000);
    expect(hasKeyword(g, a, 'strike')).toBe(true);
    activate(g, a);
    expect(powerOf(g, a)).toBe(9000);
    endTurn(g);
    expect(powerOf(g, a)).toBe(1000);
    expect(hasKeyword(g, a, 'strike')).toBe(false);
  });

  it('氷河掘りの学者 ロウ / 氷の下の遺産: look at 3 / 4, up to one 《遺物》 card to the hand, the rest to the bottom in the chosen order', () => {
    const ROU = '氷河掘りの学者 ロウ';
    const g = game('d34', { battlefield: [ROU], main: [CALF, BONE, OX, WATCH] });
    activate(g, on(g, ROU, 0), [], { choose: [BONE, OX, CALF] });
    expect(hand(g, 0)).toEqual([BONE]);
    expect(top(g, 0, 1)).toEqual([WATCH]);
    expect(bottom(g, 0, 2)).toEqual([OX, CALF]);
    const L = '氷の下の遺産';
    const g2 = game('d34', { hand: [L], energy: 1, main: [CALF, OX, WATCH, ANCIENT, SCOUT] });
    play(g2, L, [], { choose: [ANCIENT, CALF, OX, WATCH] });
    expect(hand(g2, 0)).toEqual([ANCIENT]);
    expect(top(g2, 0, 1)).toEqual([SCOUT]);
    expect(bottom(g2, 0, 3)).toEqual([CALF, OX, WATCH]);
  });

  it('氷河掘りの人夫: enters → look at the top card; may put it on the bottom, else it stays on top', () => {
    const D = '氷河掘りの人夫';
    const g = game('d34', { hand: [D], energy: 1, main: [OX, CALF] });
    play(g, D, [], { choose: [OX] });
    expect(bottom(g, 0, 1)).toEqual([OX]);
    expect(top(g, 0, 1)).toEqual([CALF]);
    const g2 = game('d34', { hand: [D], energy: 1, main: [OX, CALF] });
    play(g2, D, [], { choose: [] });
    expect(top(g2, 0, 2)).toEqual([OX, CALF]);
  });

  it('霜狼の群れ: 【神速】 while you have four or more characters (itself counted)', () => {
    const W = '霜狼の群れ';
    const g = game('d34', { battlefield: [W, CALF, OX], hand: [WATCH], energy: 1 });
    const w = on(g, W, 0);
    expect(hasKeyword(g, w, 'godspeed')).toBe(false);
    play(g, WATCH);
    expect(hasKeyword(g, w, 'godspeed')).toBe(true);
  });

  it('雪崩の化身: 【ダメージトリガー】 3000 to an opposing character; enters → 1000 to every ASLEEP opposing character', () => {
    const AV = '雪崩の化身';
    const g = game('d34', { guard: [AV] }, { battlefield: [OX, CALF] }, 1);
    revealedWith(g, on(g, CALF, 1), [on(g, OX, 1)]);
    expect(trash(g, 1)).toEqual([OX]);
    const g2 = game('d34', { hand: [AV], energy: 5 }, { battlefield: [{ name: WATCH, sleep: true }, WATCH] });
    play(g2, AV);
    expect(trash(g2, 1)).toEqual([WATCH]);
    expect(field(g2, 1)).toEqual([WATCH]);
  });

  it('マンモス乗りの戦士: attacking with a 《巨獣》 character of yours out → 【強撃】 for the turn; none: nothing', () => {
    const R = 'マンモス乗りの戦士';
    const g = game('d34', { battlefield: [R, CALF] });
    const r = on(g, R, 0);
    expect(hasKeyword(g, r, 'strike')).toBe(false);
    hitPlayer(g, r);
    expect(hasKeyword(g, r, 'strike')).toBe(true);
    expect(damageCount(g, 1)).toBe(2);
    endTurn(g);
    expect(hasKeyword(g, r, 'strike')).toBe(false);
    const g2 = game('d34', { battlefield: [R, WATCH] });
    hitPlayer(g2, on(g2, R, 0));
    expect(damageCount(g2, 1)).toBe(1);
  });

  it('牙飾りの族長 ガルム: your OTHER 《騎獣民》 characters +1000', () => {
    const GARM = '牙飾りの族長 ガルム';
    const g = game('d34', { battlefield: [GARM, SCOUT, CALF] }, { battlefield: [SCOUT] });
    expect(powerOf(g, on(g, GARM, 0))).toBe(4000);
    expect(powerOf(g, on(g, SCOUT, 0))).toBe(2000);
    expect(powerOf(g, on(g, CALF, 0))).toBe(2000);
    expect(powerOf(g, on(g, SCOUT, 1))).toBe(1000);
  });

  it('氷河の底より来たるもの: 【貫通】; not a target of the OPPONENT’s commands (your own and abilities may)', () => {
    const DEEP = '氷河の底より来たるもの';
    const g = game(
      'd34',
      { battlefield: [DEEP], hand: ['群れの咆哮'], energy: 1 },
      {
        hand: ['絶対零度'],
        energy: 5,
        battlefield: ['霜巫の見習い ユキネ'],
      },
    );
    const deep = on(g, DEEP, 0);
    expect(hasKeyword(g, deep, 'pierce')).toBe(true);
    expect(targetable(g, '群れの咆哮', deep)).toBe(true);
    endTurn(g);
    expect(targetable(g, '絶対零度', deep)).toBe(false);
    expect(activatableOn(g, on(g, '霜巫の見習い ユキネ', 1), deep)).toBe(true);
  });

  it('氷壁の守り手: 【警戒】; defending → draw, once per turn', () => {
    const WALL = '氷壁の守り手';
    const g = game('d34', { battlefield: [WALL], main: [OX, CALF] }, { battlefield: [WATCH, CALF] }, 1);
    const wall = on(g, WALL, 0);
    expect(hasKeyword(g, wall, 'vigilance')).toBe(true);
    defendWith(g, on(g, WATCH, 1), wall);
    settle(g, {}, ['main']);
    expect(hand(g, 0)).toEqual([OX]);
    g.state.cards[wall].sleep = false;
    attack(g, on(g, CALF, 1), { player: 0 });
    expect(canDefend(g, wall)).toBe(true);
    act(g, { type: 'defend', defender: wall });
    settle(g, {}, ['main']);
    expect(hand(g, 0)).toEqual([OX]);
  });

  it('霜巫の長 ヴァルナ: enters → up to two opposing characters asleep', () => {
    const V = '霜巫の長 ヴァルナ';
    const g = game('d34', { hand: [V], energy: 6 }, { battlefield: [CALF, OX, WATCH] });
    play(g, V, [], { targets: [[on(g, CALF, 1), on(g, OX, 1)]] });
    expect([CALF, OX, WATCH].map((n) => asleep(g, on(g, n, 1)))).toEqual([true, true, false]);
  });

  it('骨笛吹きの巫: [1][スリープ] ANOTHER 《巨獣》 character of yours becomes active', () => {
    const F = '骨笛吹きの巫';
    const g = game('d34', {
      battlefield: [F, { name: OX, sleep: true }, { name: WATCH, sleep: true }],
      energy: 1,
    });
    const f = on(g, F, 0);
    expect(activatableOn(g, f, on(g, WATCH, 0))).toBe(false);
    activate(g, f, [on(g, OX, 0)]);
    expect(asleep(g, on(g, OX, 0))).toBe(false);
    expect(asleep(g, f)).toBe(true);
  });

  it('氷河の心臓を守る古象: 【反撃】; 【空装】 your 《巨獣》 characters +1000 (the condition: 15 《巨獣》 character cards in the decks)', () => {
    const HEART = '氷河の心臓を守る古象';
    const g = game('d34', { battlefield: [CALF, HEART], guard: [HEART] }, { battlefield: [OX] });
    expect(hasKeyword(g, on(g, HEART, 0), 'counter')).toBe(true);
    expect(powerOf(g, on(g, CALF, 0))).toBe(2000);
    g.state.players[0].kuusou = inGuard(g, 0, HEART);
    expect(powerOf(g, on(g, CALF, 0))).toBe(3000);
    expect(powerOf(g, on(g, OX, 1))).toBe(3000);
    const k = corpusCard('d34-hyoga', HEART).kuusou;
    if (!k) throw new Error('no 【空装】');
    const deck = (n: number) => [
      ...Array.from({ length: n }, () => corpusCard('d34-hyoga', CALF)),
      corpusCard('d34-hyoga', WATCH),
    ];
    expect(deckConditionHolds(deck(15), k.condition)).toBe(true);
    expect(deckConditionHolds(deck(14), k.condition)).toBe(false);
  });

  it('吹雪: 3000 to an ASLEEP character (either side); 【ダメージトリガー】 2000 to an asleep opposing character', () => {
    const B = '吹雪';
    const g = game(
      'd34',
      { hand: [B], energy: 2, battlefield: [{ name: OX, sleep: true }] },
      { battlefield: [OX] },
    );
    expect(targetable(g, B, on(g, OX, 1))).toBe(false);
    play(g, B, [on(g, OX, 0)]);
    expect(trash(g, 0)).toContain(OX);
    const g2 = game('d34', { guard: [B] }, { battlefield: [CALF, { name: OX, sleep: true }] }, 1);
    revealedWith(g2, on(g2, CALF, 1), [on(g2, OX, 1)]);
    expect(g2.state.cards[on(g2, OX, 1)].damage).toBe(2000);
  });

  it('絶対零度 / 凍てつく霧 / 大雪崩: destroy any character / any character asleep / 2000 to every character', () => {
    const g = game(
      'd34',
      { hand: ['絶対零度', FOG, '大雪崩'], energy: 10, battlefield: [CALF, OX] },
      {
        battlefield: [OX, WATCH],
      },
    );
    play(g, '絶対零度', [on(g, OX, 0)]);
    expect(trash(g, 0)).toContain(OX);
    play(g, FOG, [on(g, OX, 1)]);
    expect(asleep(g, on(g, OX, 1))).toBe(true);
    play(g, '大雪崩');
    expect(trash(g, 0)).toContain(CALF);
    expect(trash(g, 1)).toEqual([WATCH]);
    expect(g.state.cards[on(g, OX, 1)].damage).toBe(2000);
  });

  it('霜巫の祈り: draw 2; 【ダメージトリガー】 draw 1', () => {
    const P = '霜巫の祈り';
    const g = game('d34', { hand: [P], energy: 2, main: [OX, CALF, WATCH] });
    play(g, P);
    expect(hand(g, 0)).toEqual([OX, CALF]);
    const g2 = game('d34', { guard: [P], main: [OX] }, { battlefield: [CALF] }, 1);
    revealedWith(g2, on(g2, CALF, 1), []);
    expect(hand(g2, 0)).toEqual([OX]);
  });

  it('砕ける氷床: a set card (on a character) or a world set to its owner’s trash; the draw is its own sentence', () => {
    const ICE = '砕ける氷床';
    const g = game(
      'd34',
      { hand: [ICE, ICE], energy: 4 },
      {
        battlefield: [CALF, '果てなき氷原'],
        hand: [BONE],
        energy: 1,
      },
      1,
    );
    act(g, { type: 'play', card: inHand(g, 1, BONE), targets: [on(g, CALF, 1)] });
    settle(g);
    endTurn(g);
    const [bone] = attachedTo(g, on(g, CALF, 1));
    const cards = handSize(g, 0);
    play(g, ICE, [bone]);
    expect(trash(g, 1)).toEqual([BONE]);
    play(g, ICE, [on(g, '果てなき氷原', 1)]);
    expect(trash(g, 1)).toEqual([BONE, '果てなき氷原']);
    expect(handSize(g, 0)).toBe(cards); // −2 played, +2 drawn
    expect(powerOf(g, on(g, CALF, 1))).toBe(2000);
  });

  it('群れの咆哮: +2000 for the turn; +3000 instead on a 《巨獣》 character', () => {
    const R = '群れの咆哮';
    const g = game('d34', { hand: [R, R], energy: 2, battlefield: [CALF, WATCH] });
    play(g, R, [on(g, CALF, 0)]);
    play(g, R, [on(g, WATCH, 0)]);
    expect(powerOf(g, on(g, CALF, 0))).toBe(5000);
    expect(powerOf(g, on(g, WATCH, 0))).toBe(3000);
    endTurn(g);
    expect(powerOf(g, on(g, CALF, 0))).toBe(2000);
  });

  it('冬ごもり: 【死殺】 for the turn to a character of yours; the draw is its own sentence', () => {
    const W = '冬ごもり';
    const g = game('d34', { hand: [W, '絶対零度'], energy: 7, battlefield: [CALF], main: [OX] });
    play(g, W, [on(g, CALF, 0)]);
    expect(hand(g, 0)).toEqual(['絶対零度', OX]);
    play(g, '絶対零度', [on(g, CALF, 0)]);
    expect(field(g, 0)).toEqual([CALF]);
  });

  it('凍てつく息吹: an opposing character asleep, and it does not stand in its player’s next active phase', () => {
    const BREATH = '凍てつく息吹';
    const g = game('d34', { hand: [BREATH], energy: 3 }, { battlefield: [OX, CALF] });
    const ox = on(g, OX, 1);
    play(g, BREATH, [ox]);
    expect(asleep(g, ox)).toBe(true);
    g.state.cards[on(g, CALF, 1)].sleep = true;
    endTurn(g);
    expect(asleep(g, ox)).toBe(true);
    expect(asleep(g, on(g, CALF, 1))).toBe(false);
    endTurn(g);
    endTurn(g);
    expect(asleep(g, ox)).toBe(false);
  });

  it('狩りの合図: a 《狩人》 or 《騎獣民》 character of yours becomes active (not others)', () => {
    const SIG = '狩りの合図';
    const g = game('d34', {
      hand: [SIG],
      energy: 2,
      battlefield: [
        { name: SCOUT, sleep: true },
        { name: OX, sleep: true },
        { name: 'マンモス乗りの戦士', sleep: true },
      ],
    });
    expect(targetable(g, SIG, on(g, OX, 0))).toBe(false);
    expect(targetable(g, SIG, on(g, 'マンモス乗りの戦士', 0))).toBe(true);
    play(g, SIG, [on(g, SCOUT, 0)]);
    expect(asleep(g, on(g, SCOUT, 0))).toBe(false);
  });

  it('氷河の目覚め: a 《巨獣》 character card of cost 5 or less of your trash onto the battlefield (not a target)', () => {
    const WAKE = '氷河の目覚め';
    const g = game('d34', { hand: [WAKE], energy: 5, trash: ['氷山マンモス', WATCH, OX] });
    play(g, WAKE, [], { choose: [OX] });
    expect(field(g, 0)).toEqual([OX]);
    const g2 = game('d34', { hand: [WAKE], energy: 5, trash: ['氷山マンモス', WATCH] });
    play(g2, WAKE);
    expect(field(g2, 0)).toEqual([]);
  });

  it('マンモスの大行進: 【奥義：マンモス】; your 《巨獣》 characters there +2000 and 【強撃】 for the turn', () => {
    const M = 'マンモスの大行進';
    const g = game('d34', { hand: [M, OX], energy: 6, battlefield: [CALF, WATCH] });
    play(g, M);
    expect(powerOf(g, on(g, CALF, 0))).toBe(4000);
    expect(hasKeyword(g, on(g, CALF, 0), 'strike')).toBe(true);
    expect(powerOf(g, on(g, WATCH, 0))).toBe(1000);
    play(g, OX);
    expect(powerOf(g, on(g, OX, 0))).toBe(3000);
    const g2 = game('d34', { hand: [M], energy: 4, battlefield: [OX] });
    expect(playable(g2, M)).toBe(false);
    const g3 = game('d34', { hand: [M], energy: 4, guard: [{ name: '氷山マンモス', faceUp: true }] });
    expect(playable(g3, M)).toBe(true);
  });

  it('マンモスの鞍 / 古の骨槍 / 毛皮の外套: +1000; 【強撃】 on a 《巨獣》 host only / 《遺物》《武具》 and 【貫通】 / 【警戒】', () => {
    const g = game('d34', {
      hand: ['マンモスの鞍', 'マンモスの鞍', BONE, '毛皮の外套'],
      energy: 4,
      battlefield: [CALF, WATCH, SCOUT],
    });
    play(g, 'マンモスの鞍', [on(g, CALF, 0)]);
    play(g, 'マンモスの鞍', [on(g, WATCH, 0)]);
    play(g, BONE, [on(g, SCOUT, 0)]);
    expect(powerOf(g, on(g, CALF, 0))).toBe(3000);
    expect(hasKeyword(g, on(g, CALF, 0), 'strike')).toBe(true);
    expect(hasKeyword(g, on(g, WATCH, 0), 'strike')).toBe(false);
    expect(traitsOf(g, on(g, SCOUT, 0))).toEqual(expect.arrayContaining(['遺物', '武具']));
    expect(hasKeyword(g, on(g, SCOUT, 0), 'pierce')).toBe(true);
    const g2 = game('d34', { hand: ['毛皮の外套'], energy: 1, battlefield: [OX] });
    play(g2, '毛皮の外套', [on(g2, OX, 0)]);
    expect(hasKeyword(g2, on(g2, OX, 0), 'vigilance')).toBe(true);
    expect(powerOf(g2, on(g2, OX, 0))).toBe(4000);
  });

  it('霜の呪印 / 氷封の枷: −2000 and the host cannot defend / −1000 and the host cannot attack', () => {
    const g = game(
      'd34',
      { hand: ['霜の呪印', '氷封の枷'], energy: 5 },
      { battlefield: [OX, '牙飾りの族長 ガルム'] },
    );
    const ox = on(g, OX, 1);
    const garm = on(g, '牙飾りの族長 ガルム', 1);
    play(g, '霜の呪印', [ox]);
    play(g, '氷封の枷', [garm]);
    expect(powerOf(g, ox)).toBe(1000);
    expect(powerOf(g, garm)).toBe(3000);
    endTurn(g);
    expect(cannotAttack(g, garm)).toBe(true);
    expect(cannotAttack(g, ox)).toBe(false);
    const g2 = game(
      'd34',
      { hand: ['霜の呪印'], energy: 2, battlefield: [CALF] },
      { battlefield: [OX, WATCH] },
    );
    play(g2, '霜の呪印', [on(g2, OX, 1)]);
    endTurn(g2);
    endTurn(g2);
    attack(g2, on(g2, CALF, 0), { player: 1 });
    expect(canDefend(g2, on(g2, OX, 1))).toBe(false);
    expect(canDefend(g2, on(g2, WATCH, 1))).toBe(true);
  });

  it('古代の護符: +1000; the host destroyed → draw; on an opposing host the host’s player draws (docs/engine.md RULING “A set card’s auto abilities”, 000 ■セットカード)', () => {
    const CHARM = '古代の護符';
    const g = game('d34', { hand: [CHARM, '絶対零度'], energy: 7, battlefield: [CALF], main: [OX] });
    play(g, CHARM, [on(g, CALF, 0)]);
    expect(powerOf(g, on(g, CALF, 0))).toBe(3000);
    play(g, '絶対零度', [on(g, CALF, 0)]);
    expect(hand(g, 0)).toEqual([OX]);
    expect(sorted(trash(g, 0))).toEqual(sorted([CHARM, CALF, '絶対零度']));
    // On an opposing host, its 「あなた」 is the host's player (the intent says the set card's owner).
    const g2 = game(
      'd34',
      { hand: [CHARM, '絶対零度'], energy: 7, main: [OX] },
      { battlefield: [CALF], main: [WATCH] },
    );
    play(g2, CHARM, [on(g2, CALF, 1)]);
    play(g2, '絶対零度', [on(g2, CALF, 1)]);
    expect(hand(g2, 1)).toEqual([WATCH]);
    expect(hand(g2, 0)).toEqual([]);
  });

  it('霜巫の仮面: +1000; the host gains 「[スリープ]: 1000 to an opposing character」', () => {
    const MASK = '霜巫の仮面';
    const g = game('d34', { hand: [MASK], energy: 2, battlefield: [OX] }, { battlefield: [WATCH] });
    const ox = on(g, OX, 0);
    play(g, MASK, [ox]);
    expect(powerOf(g, ox)).toBe(4000);
    expect(traitsOf(g, ox)).toEqual(expect.arrayContaining(['遺物', '霜巫']));
    activate(g, ox, [on(g, WATCH, 1)]);
    expect(trash(g, 1)).toEqual([WATCH]);
    expect(asleep(g, ox)).toBe(true);
  });

  it('琥珀に眠る宝珠: +2000; set → its player takes up to one 《遺物》 card of their trash to the hand', () => {
    const ORB = '琥珀に眠る宝珠';
    const g = game('d34', { hand: [ORB], energy: 3, battlefield: [CALF], trash: [BONE, OX] });
    play(g, ORB, [on(g, CALF, 0)], { choose: [BONE] });
    expect(powerOf(g, on(g, CALF, 0))).toBe(4000);
    expect(hand(g, 0)).toEqual([BONE]);
    // 「このカードがセットされた時」 is the set card's player's, on an opposing host too (000 ■セットカード).
    const g2 = game(
      'd34',
      { hand: [ORB], energy: 3, trash: [BONE] },
      { battlefield: [CALF], trash: [ANCIENT] },
    );
    play(g2, ORB, [on(g2, CALF, 1)], { choose: [BONE] });
    expect(hand(g2, 0)).toEqual([BONE]);
    expect(trash(g2, 1)).toEqual([ANCIENT]);
  });

  it('果てなき氷原: your 《巨獣》 characters +1000 (not others, not the opponent’s)', () => {
    const g = game('d34', { battlefield: ['果てなき氷原', CALF, WATCH] }, { battlefield: [OX] });
    expect(powerOf(g, on(g, CALF, 0))).toBe(3000);
    expect(powerOf(g, on(g, WATCH, 0))).toBe(1000);
    expect(powerOf(g, on(g, OX, 1))).toBe(3000);
  });

  it('霜巫の祭壇: [2] an opposing character −2000 for the turn, once per turn', () => {
    const ALTAR = '霜巫の祭壇';
    const g = game('d34', { battlefield: [ALTAR], energy: 4 }, { battlefield: [OX, CALF] });
    const altar = on(g, ALTAR, 0);
    activate(g, altar, [on(g, OX, 1)]);
    expect(powerOf(g, on(g, OX, 1))).toBe(1000);
    expect(canActivate(g, altar)).toBe(false);
    endTurn(g);
    expect(powerOf(g, on(g, OX, 1))).toBe(3000);
  });

  it('はぐれマンモスの仔 / 雪原の毛長牛 / 氷穴の見張り番 / 牙王の剣歯虎 / 洞窟熊の母 / 古きマンモスの王 ユグラ / 凍原の斥候: keywords, 【ダメージトリガー】 draw; the vanilla cards: none', () => {
    expect(vanilla('d34', CALF)).toBe(true);
    expect(vanilla('d34', OX)).toBe(true);
    const g = game('d34', {
      battlefield: [WATCH, '牙王の剣歯虎', '洞窟熊の母', '古きマンモスの王 ユグラ', SCOUT],
    });
    expect(hasKeyword(g, on(g, WATCH, 0), 'vigilance')).toBe(true);
    expect(hasKeyword(g, on(g, '牙王の剣歯虎', 0), 'godspeed')).toBe(true);
    expect(hasKeyword(g, on(g, '洞窟熊の母', 0), 'counter')).toBe(true);
    const yugra = on(g, '古きマンモスの王 ユグラ', 0);
    expect(hasKeyword(g, yugra, 'counter') && hasKeyword(g, yugra, 'vigilance')).toBe(true);
    expect(hasKeyword(g, on(g, SCOUT, 0), 'godspeed')).toBe(true);
    const g2 = game('d34', { guard: [SCOUT], main: [OX] }, { battlefield: [CALF] }, 1);
    revealedWith(g2, on(g2, CALF, 1), []);
    expect(hand(g2, 0)).toEqual([OX]);
  });
});

describe('d35-hagane', () => {
  it('重装のロリカ: +3000 on the host; 鎖犬ブルータス: vanilla', () => {
    const g = game('d35', { hand: ['重装のロリカ'], energy: 2, battlefield: ['鎖犬ブルータス'] });
    const dog = on(g, '鎖犬ブルータス', 0);
    expect(powerOf(g, dog)).toBe(2000);
    play(g, '重装のロリカ', [dog]);
    expect(powerOf(g, dog)).toBe(5000);
    expect(vanilla('d35', '鎖犬ブルータス')).toBe(true);
    expect(vanilla('d35', '重装のロリカ')).toBe(true);
    expect(vanilla('d35x', 'パキケファロ突撃兵')).toBe(true); // the one accepted card of the twin d35x
  });
});

describe('d36-yureisen', () => {
  const DECK = '溺れた甲板員'; // 《亡霊》《船乗り》《溺死者》 2000 vanilla, cost 1
  const SKEL = '骸骨水兵'; // 《亡霊》《船乗り》 4000 vanilla, cost 3
  const VET = '亡霊艦隊の古参兵'; // 《亡霊》《船乗り》 6000 vanilla, cost 5
  const RAT = '船底の鼠憑き'; // 《亡霊》 1000: destroyed → draw
  const YOUTH = '呪宝に魅入られた青年'; // 《生者》《海賊》 2000
  const COIN = '呪いの金貨'; // 《呪宝》 command, cost 1
  const HOLE = '船底の大穴'; // command, cost 3: 4000 to a character

  it('霧笛の見張り番 / 呪いの羅針盤: look at the top card, put it on the top or the bottom (the player chooses)', () => {
    const W = '霧笛の見張り番';
    const g = game('d36', { hand: [W], energy: 1, main: [SKEL, VET] });
    play(g, W, [], { choose: [SKEL] });
    expect(bottom(g, 0, 1)).toEqual([SKEL]);
    expect(top(g, 0, 1)).toEqual([VET]);
    const g2 = game('d36', { hand: [W], energy: 1, main: [SKEL, VET] });
    play(g2, W, [], { choose: [] });
    expect(top(g2, 0, 2)).toEqual([SKEL, VET]);
    const C = '呪いの羅針盤';
    const g3 = game('d36', { hand: [C], energy: 1, battlefield: [DECK], main: [SKEL, VET] });
    const deck = on(g3, DECK, 0);
    play(g3, C, [deck]);
    expect(powerOf(g3, deck)).toBe(3000);
    activate(g3, deck, [], { choose: [SKEL] });
    expect(bottom(g3, 0, 1)).toEqual([SKEL]);
    expect(asleep(g3, deck)).toBe(true);
  });

  it('錨鎖を引く亡者: 【反撃】; defending → +1000 for the turn', () => {
    const A = '錨鎖を引く亡者';
    const g = game('d36', { battlefield: [A] }, { battlefield: [DECK] }, 1);
    const a = on(g, A, 0);
    expect(hasKeyword(g, a, 'counter')).toBe(true);
    defendWith(g, on(g, DECK, 1), a);
    expect(powerOf(g, a)).toBe(3000);
    settle(g, {}, ['main']);
    expect(trash(g, 1)).toEqual([DECK]);
  });

  it('船底の鼠憑き: destroyed → draw', () => {
    const g = game('d36', { battlefield: [RAT], hand: [HOLE], energy: 3, main: [SKEL] });
    play(g, HOLE, [on(g, RAT, 0)]);
    expect(hand(g, 0)).toEqual([SKEL]);
  });

  it('帆を繕う縫い女の霊: [スリープ] a 《亡霊》 character of yours (itself allowed) +1000 for the turn', () => {
    const S = '帆を繕う縫い女の霊';
    const g = game('d36', { battlefield: [S, YOUTH] });
    const s = on(g, S, 0);
    expect(activatableOn(g, s, on(g, YOUTH, 0))).toBe(false);
    activate(g, s, [s]);
    expect(powerOf(g, s)).toBe(3000);
    endTurn(g);
    expect(powerOf(g, s)).toBe(2000);
  });

  it('朽ちた砲手: [2][スリープ] 2000 to any character', () => {
    const G_ = '朽ちた砲手';
    const g = game('d36', { battlefield: [G_, RAT], energy: 2, main: [SKEL] });
    activate(g, on(g, G_, 0), [on(g, RAT, 0)]);
    expect(trash(g, 0)).toEqual([RAT]);
    expect(activeEnergy(g, 0)).toBe(0);
  });

  it('沈んだ航海士ヴェルナ: enters → may take a targeted 《亡霊》 character card of your trash to the hand', () => {
    const V = '沈んだ航海士ヴェルナ';
    const g = game('d36', { hand: [V], energy: 4, trash: [YOUTH, SKEL] });
    const skel = g.state.players[0].trash[1];
    play(g, V, [], { targets: [[skel]] });
    expect(hand(g, 0)).toEqual([SKEL]);
    const g2 = game('d36', { hand: [V], energy: 4, trash: [SKEL] });
    play(g2, V, [], { may: [false] });
    expect(trash(g2, 0)).toEqual([SKEL]);
  });

  it('血染め帆の略奪者: 【貫通】; destroys a character by its attack → draw', () => {
    const R = '血染め帆の略奪者';
    const g = game('d36', { battlefield: [R], main: [SKEL] }, { battlefield: [{ name: DECK, sleep: true }] });
    const r = on(g, R, 0);
    expect(hasKeyword(g, r, 'pierce')).toBe(true);
    attackCard(g, r, on(g, DECK, 1));
    expect(trash(g, 1)).toEqual([DECK]);
    expect(damageCount(g, 1)).toBe(1);
    expect(hand(g, 0)).toEqual([SKEL]);
  });

  it('溺死船長ドレイク・モーン: 【死殺】; attacking → 1000 to an opposing character', () => {
    const D = '溺死船長ドレイク・モーン';
    const g = game('d36', { battlefield: [D] }, { battlefield: [RAT] });
    const d = on(g, D, 0);
    expect(hasKeyword(g, d, 'deathless')).toBe(true);
    hitPlayer(g, d);
    expect(trash(g, 1)).toEqual([RAT]);
  });

  it('錆錨の船長オルグレン: your 《船乗り》 characters have 【反撃】 (not others, not the opponent’s)', () => {
    const O = '錆錨の船長オルグレン';
    const g = game('d36', { battlefield: [O, DECK, RAT] }, { battlefield: [DECK] });
    expect(hasKeyword(g, on(g, DECK, 0), 'counter')).toBe(true);
    expect(hasKeyword(g, on(g, RAT, 0), 'counter')).toBe(false);
    expect(hasKeyword(g, on(g, O, 0), 'counter')).toBe(false);
    expect(hasKeyword(g, on(g, DECK, 1), 'counter')).toBe(false);
  });

  it('白霧の女船長シオン: 【神速】; enters → up to two opposing characters asleep', () => {
    const S = '白霧の女船長シオン';
    const g = game('d36', { hand: [S], energy: 5 }, { battlefield: [DECK, SKEL, VET] });
    play(g, S, [], { targets: [[on(g, SKEL, 1), on(g, VET, 1)]] });
    expect(hasKeyword(g, on(g, S, 0), 'godspeed')).toBe(true);
    expect([DECK, SKEL, VET].map((n) => asleep(g, on(g, n, 1)))).toEqual([false, true, true]);
  });

  it('霧の中の案内人: [スリープ] an opposing character −1000 for the turn; 【ダメージトリガー】 draw', () => {
    const N = '霧の中の案内人';
    const g = game('d36', { battlefield: [N] }, { battlefield: [DECK] });
    activate(g, on(g, N, 0), [on(g, DECK, 1)]);
    expect(powerOf(g, on(g, DECK, 1))).toBe(1000);
    endTurn(g);
    expect(powerOf(g, on(g, DECK, 1))).toBe(2000);
    const g2 = game('d36', { guard: [N], main: [SKEL] }, { battlefield: [DECK] }, 1);
    revealedWith(g2, on(g2, DECK, 1), []);
    expect(hand(g2, 0)).toEqual([SKEL]);
  });

  it('波間に揺れる鬼火: not a target of the opponent’s commands; 【ダメージトリガー】 an opposing character asleep', () => {
    const O = '波間に揺れる鬼火';
    const g = game(
      'd36',
      { battlefield: [O], hand: ['幽霊船の出航'], energy: 1 },
      { hand: [HOLE], energy: 3 },
    );
    const o = on(g, O, 0);
    expect(targetable(g, '幽霊船の出航', o)).toBe(true);
    endTurn(g);
    expect(targetable(g, HOLE, o)).toBe(false);
    const g2 = game('d36', { guard: [O] }, { battlefield: [DECK, SKEL] }, 1);
    revealedWith(g2, on(g2, DECK, 1), [on(g2, SKEL, 1)]);
    expect(asleep(g2, on(g2, SKEL, 1))).toBe(true);
  });

  it('骨の歌い手セイレーン: [1][スリープ] an ACTIVE opposing character asleep', () => {
    const S = '骨の歌い手セイレーン';
    const g = game(
      'd36',
      { battlefield: [S], energy: 1 },
      { battlefield: [DECK, { name: SKEL, sleep: true }] },
    );
    const s = on(g, S, 0);
    expect(activatableOn(g, s, on(g, SKEL, 1))).toBe(false);
    activate(g, s, [on(g, DECK, 1)]);
    expect(asleep(g, on(g, DECK, 1))).toBe(true);
  });

  it('呪宝に魅入られた青年: enters → a targeted 《呪宝》 card of your trash to the hand', () => {
    const g = game('d36', { hand: [YOUTH], energy: 2, trash: [SKEL, COIN] });
    play(g, YOUTH, [], { targets: [[g.state.players[0].trash[1]]] });
    expect(hand(g, 0)).toEqual([COIN]);
  });

  it('祓い師の少女ミナト: enters → may put a set card the OPPONENT owns, on a character, into the trash', () => {
    const M = '祓い師の少女ミナト';
    const g = game(
      'd36',
      { hand: [M], energy: 3, battlefield: [DECK] },
      { hand: ['錆びた舶刀'], energy: 1, battlefield: [DECK] },
      1,
    );
    act(g, { type: 'play', card: inHand(g, 1, '錆びた舶刀'), targets: [on(g, DECK, 1)] });
    settle(g);
    endTurn(g);
    const [blade] = attachedTo(g, on(g, DECK, 1));
    play(g, M, [], { targets: [[blade]] });
    expect(trash(g, 1)).toEqual(['錆びた舶刀']);
    expect(powerOf(g, on(g, DECK, 1))).toBe(2000);
  });

  it('霧に溶ける密航者: [1] returns itself to its owner’s hand, asleep or not', () => {
    const S = '霧に溶ける密航者';
    const g = game('d36', { battlefield: [{ name: S, sleep: true }], energy: 1 });
    activate(g, on(g, S, 0));
    expect(hand(g, 0)).toEqual([S]);
    expect(activeEnergy(g, 0)).toBe(0);
  });

  it('揺籃号の幽霊船長ノクト: enters → up to two cost-3-or-less 《亡霊》 character cards of your trash onto the battlefield; 【空装】 a 《亡霊》 of yours destroyed → draw, once per turn', () => {
    const N = '揺籃号の幽霊船長ノクト';
    const g = game('d36', { hand: [N], energy: 6, trash: [DECK, SKEL, VET] });
    const [deck, skel] = g.state.players[0].trash;
    play(g, N, [], { targets: [[deck, skel]] });
    expect(sorted(field(g, 0))).toEqual(sorted([N, DECK, SKEL]));
    const g2 = game(
      'd36',
      { battlefield: [RAT, DECK], guard: [N], main: [SKEL, VET, SKEL] },
      { hand: ['大時化'], energy: 5 },
      1,
    );
    g2.state.players[0].kuusou = inGuard(g2, 0, N);
    act(g2, { type: 'play', card: inHand(g2, 1, '大時化'), targets: [] });
    settle(g2);
    expect(hand(g2, 0)).toEqual([SKEL, VET]); // 鼠憑き's own draw + one 【空装】 draw (once per turn)
    const k = corpusCard('d36-yureisen', N).kuusou;
    if (!k) throw new Error('no 【空装】');
    const d = (n: string) => corpusCard('d36-yureisen', n);
    expect(deckConditionHolds([d(N), d(DECK), d(COIN)], k.condition)).toBe(true);
    expect(deckConditionHolds([d(N), d(DECK), d(YOUTH)], k.condition)).toBe(false);
  });

  it('亡者の手招き: destroy an ASLEEP character of power 4000 or less', () => {
    const B = '亡者の手招き';
    const g = game(
      'd36',
      { hand: [B], energy: 3 },
      { battlefield: [{ name: SKEL, sleep: true }, { name: VET, sleep: true }, DECK] },
    );
    expect(targetable(g, B, on(g, VET, 1))).toBe(false);
    expect(targetable(g, B, on(g, DECK, 1))).toBe(false);
    play(g, B, [on(g, SKEL, 1)]);
    expect(trash(g, 1)).toEqual([SKEL]);
  });

  it('海の底からの帰還: a cost-3-or-less 《亡霊》 character card of your trash onto the battlefield, active', () => {
    const R = '海の底からの帰還';
    const g = game('d36', { hand: [R], energy: 3, trash: [VET, SKEL, YOUTH] });
    const [vet, skel, youth] = g.state.players[0].trash;
    expect(targetable(g, R, vet)).toBe(false);
    expect(targetable(g, R, youth)).toBe(false);
    play(g, R, [skel]);
    expect(field(g, 0)).toEqual([SKEL]);
    expect(asleep(g, skel)).toBe(false);
  });

  it('呪いの金貨: draw 2, then a chosen guard card FACE DOWN to your damage field (not damage: no trigger)', () => {
    const g = game('d36', { hand: [COIN], energy: 1, main: [SKEL, VET], guard: ['霧の中の案内人'] });
    play(g, COIN, [], { choose: ['霧の中の案内人'] });
    expect(hand(g, 0)).toEqual([SKEL, VET]);
    expect(names(g, g.state.players[0].damageField)).toEqual(['霧の中の案内人']);
    expect(g.state.cards[g.state.players[0].damageField[0]].faceUp).toBe(false);
  });

  it('幽霊船の出航: +2000 for the turn; 【ダメージトリガー】 draw', () => {
    const S = '幽霊船の出航';
    const g = game('d36', { hand: [S], energy: 1, battlefield: [DECK] });
    play(g, S, [on(g, DECK, 0)]);
    expect(powerOf(g, on(g, DECK, 0))).toBe(4000);
    endTurn(g);
    expect(powerOf(g, on(g, DECK, 0))).toBe(2000);
    const g2 = game('d36', { guard: [S], main: [SKEL] }, { battlefield: [DECK] }, 1);
    revealedWith(g2, on(g2, DECK, 1), []);
    expect(hand(g2, 0)).toEqual([SKEL]);
  });

  it('船底の大穴 / 大時化: 4000 to any character / 3000 to every character, yours too', () => {
    const g = game(
      'd36',
      { hand: [HOLE, '大時化'], energy: 8, battlefield: [SKEL, DECK] },
      { battlefield: [VET, SKEL] },
    );
    play(g, HOLE, [on(g, SKEL, 1)]);
    expect(trash(g, 1)).toEqual([SKEL]);
    play(g, '大時化');
    expect(trash(g, 0)).toEqual(expect.arrayContaining([DECK]));
    expect(g.state.cards[on(g, SKEL, 0)].damage).toBe(3000);
    expect(g.state.cards[on(g, VET, 1)].damage).toBe(3000);
  });

  it('霧中の奇襲: the character defending against the attack back to its owner’s hand', () => {
    const AMBUSH = '霧中の奇襲';
    const g = game('d36', { hand: [AMBUSH], energy: 2, battlefield: [SKEL] }, { battlefield: [DECK, VET] });
    expect(playable(g, AMBUSH)).toBe(false);
    act(g, { type: 'attack', attacker: on(g, SKEL, 0), target: { player: 1 } });
    settle(g, {}, ['defense']);
    const deck = on(g, DECK, 1);
    act(g, { type: 'defend', defender: deck });
    untilPlayable(g, 0);
    expect(targetable(g, AMBUSH, on(g, VET, 1))).toBe(false);
    act(g, { type: 'play', player: 0, card: inHand(g, 0, AMBUSH), targets: [deck] });
    settle(g, {}, ['main']);
    expect(hand(g, 1)).toEqual([DECK]);
    expect(damageCount(g, 1)).toBe(1); // the defense failed: the attack stays on the player (000 ■戦闘)
  });

  it('錨を下ろせ: an opposing character asleep; the draw is its own sentence', () => {
    const A = '錨を下ろせ';
    const g = game('d36', { hand: [A], energy: 2, main: [SKEL] }, { battlefield: [VET] });
    play(g, A, [on(g, VET, 1)]);
    expect(asleep(g, on(g, VET, 1))).toBe(true);
    expect(hand(g, 0)).toEqual([SKEL]);
  });

  it('宝の地図の切れ端: look at 3, up to one 《呪宝》 card to the hand, the rest to the bottom in the chosen order', () => {
    const MAP = '宝の地図の切れ端';
    const g = game('d36', { hand: [MAP], energy: 1, main: [SKEL, COIN, VET, DECK] });
    play(g, MAP, [], { choose: [COIN, VET, SKEL] });
    expect(hand(g, 0)).toEqual([COIN]);
    expect(top(g, 0, 1)).toEqual([DECK]);
    expect(bottom(g, 0, 2)).toEqual([VET, SKEL]);
    const g2 = game('d36', { hand: [MAP], energy: 1, main: [COIN, SKEL], mainCount: 2 });
    play(g2, MAP, [], { choose: [COIN] });
    expect(hand(g2, 0)).toEqual([]); // fewer than 3: the look fails (HF-5.9)
  });

  it('亡霊艦隊の総攻撃: 【奥義：船長】; your 《亡霊》 characters there +1000 and 【強撃】 for the turn', () => {
    const ALL = '亡霊艦隊の総攻撃';
    const g = game('d36', { hand: [ALL], energy: 5, battlefield: ['錆錨の船長オルグレン', DECK, YOUTH] });
    play(g, ALL);
    expect(powerOf(g, on(g, DECK, 0))).toBe(3000);
    expect(hasKeyword(g, on(g, DECK, 0), 'strike')).toBe(true);
    expect(powerOf(g, on(g, YOUTH, 0))).toBe(2000);
    endTurn(g);
    expect(hasKeyword(g, on(g, DECK, 0), 'strike')).toBe(false);
    const g2 = game('d36', { hand: [ALL], energy: 5, battlefield: [DECK] });
    expect(playable(g2, ALL)).toBe(false);
  });

  it('錆びた舶刀 / 亡霊の外套 / 海霧の帳: +1000 with 【貫通】 / 《亡霊》【警戒】 / 《霧》【神速】', () => {
    const g = game('d36', {
      hand: ['錆びた舶刀', '亡霊の外套', '海霧の帳'],
      energy: 5,
      battlefield: [YOUTH, DECK, SKEL],
    });
    play(g, '錆びた舶刀', [on(g, YOUTH, 0)]);
    play(g, '亡霊の外套', [on(g, YOUTH, 0)]);
    expect(powerOf(g, on(g, YOUTH, 0))).toBe(4000);
    expect(hasKeyword(g, on(g, YOUTH, 0), 'pierce')).toBe(true);
    expect(hasKeyword(g, on(g, YOUTH, 0), 'vigilance')).toBe(true);
    expect(traitsOf(g, on(g, YOUTH, 0))).toContain('亡霊');
    play(g, '海霧の帳', [on(g, DECK, 0)]);
    expect(traitsOf(g, on(g, DECK, 0))).toContain('霧');
    expect(hasKeyword(g, on(g, DECK, 0), 'godspeed')).toBe(true);
  });

  it('溺死者の鎖: −1000 and the host cannot defend', () => {
    const g = game(
      'd36',
      { hand: ['溺死者の鎖'], energy: 2, battlefield: [SKEL] },
      { battlefield: [VET, DECK] },
    );
    play(g, '溺死者の鎖', [on(g, VET, 1)]);
    expect(powerOf(g, on(g, VET, 1))).toBe(5000);
    attack(g, on(g, SKEL, 0), { player: 1 });
    expect(canDefend(g, on(g, VET, 1))).toBe(false);
    expect(canDefend(g, on(g, DECK, 1))).toBe(true);
  });

  it('沈没船の宝箱: −1000; set → the set card’s player draws 2, even on an opposing character (000 ■セットカード)', () => {
    const BOX = '沈没船の宝箱';
    const g = game('d36', { hand: [BOX], energy: 3, main: [SKEL, VET] }, { battlefield: [DECK] });
    play(g, BOX, [on(g, DECK, 1)]);
    expect(powerOf(g, on(g, DECK, 1))).toBe(1000);
    expect(hand(g, 0)).toEqual([SKEL, VET]);
    expect(hand(g, 1)).toEqual([]);
  });

  it('明けぬ霧の海: each opposing character attacking → −1000 for the turn (not yours)', () => {
    const SEA = '明けぬ霧の海';
    const g = game('d36', { battlefield: [SEA, SKEL] }, { battlefield: [VET] }, 1);
    const vet = on(g, VET, 1);
    attack(g, vet, { player: 0 });
    expect(powerOf(g, vet)).toBe(5000);
    const g2 = game('d36', { battlefield: [SEA, SKEL] });
    hitPlayer(g2, on(g2, SKEL, 0));
    expect(powerOf(g2, on(g2, SKEL, 0))).toBe(4000);
  });

  it('溺れた甲板員 / 骸骨水兵 / 亡霊艦隊の古参兵 / 海霧の斬り込み隊: keywords; the vanilla cards: none', () => {
    for (const n of [DECK, SKEL, VET]) expect(vanilla('d36', n)).toBe(true);
    const g = game('d36', { battlefield: ['海霧の斬り込み隊'] });
    expect(hasKeyword(g, on(g, '海霧の斬り込み隊', 0), 'godspeed')).toBe(true);
  });
});

describe('d33x-niwashi (style twin of d33, train only): the subtle mechanics', () => {
  const MIMOSA = '見習い庭師ミモザ'; // 《庭師》 2000
  const HARE = '発条仕掛けの野兎'; // 《機械人形》《トピアリー》 1000, 【神速】
  const BOX = '刈込人形ボックスウッド'; // 《機械人形》《トピアリー》 3000, 【反撃】
  const BULB = '球根の精'; // 《温室精》 1000
  const MIST = '霧吹きの精'; // 《温室精》 1000

  it('見習い庭師ミモザ: look at 3, up to one 《庭師》 or 《温室精》 card to the hand, the rest to the bottom in the chosen order', () => {
    const g = game('d33x', { hand: [MIMOSA], energy: 1, main: [HARE, BULB, BOX, MIST] });
    play(g, MIMOSA, [], { choose: [BULB, BOX, HARE] });
    expect(hand(g, 0)).toEqual([BULB]);
    expect(top(g, 0, 1)).toEqual([MIST]);
    expect(bottom(g, 0, 2)).toEqual([BOX, HARE]);
  });

  it('温室の精ルクス: at the end of your energy phase, with fewer energies than the opponent → may put the top card into the energy ASLEEP', () => {
    const L = '温室の精ルクス';
    const g = game('d33x', { battlefield: [L] }, { energy: 4 });
    endTurn(g);
    endTurn(g, { may: [true] });
    const withIt = energyCount(g, 0);
    const g2 = game('d33x', { battlefield: [L] }, { energy: 4 });
    endTurn(g2);
    endTurn(g2, { may: [false] });
    expect(withIt).toBe(energyCount(g2, 0) + 1);
    const added = g.state.players[0].energy.filter((id) => g.state.cards[id].sleep).length;
    expect(added).toBeGreaterThanOrEqual(1);
    const g3 = game('d33x', { battlefield: [L], energy: 6 }, { energy: 1 });
    endTurn(g3);
    const before = energyCount(g3, 0);
    endTurn(g3, { may: [true] });
    expect(energyCount(g3, 0)).toBe(before + 1); // the energy phase's own card only
  });

  it('庭園長ヘレボルス: your OTHER 《トピアリー》 characters +1000, one that gained 《トピアリー》 from a set card too', () => {
    const H = '庭園長ヘレボルス';
    const g = game(
      'd33x',
      { battlefield: [H, HARE, MIMOSA], hand: ['接ぎ木の若枝'], energy: 1 },
      { battlefield: [HARE] },
    );
    expect(powerOf(g, on(g, HARE, 0))).toBe(2000);
    expect(powerOf(g, on(g, HARE, 1))).toBe(1000);
    play(g, '接ぎ木の若枝', [on(g, MIMOSA, 0)]);
    expect(powerOf(g, on(g, MIMOSA, 0))).toBe(4000);
    expect(powerOf(g, on(g, H, 0))).toBe(5000);
  });

  it('硝子天井の守り手: 【ダメージトリガー】 up to two of your energies become active', () => {
    const G_ = '硝子天井の守り手';
    const g = game('d33x', { guard: [G_], energy: 3 }, { battlefield: [BOX] }, 1);
    for (const e of g.state.players[0].energy) g.state.cards[e].sleep = true;
    act(g, { type: 'attack', attacker: on(g, BOX, 1), target: { player: 0 } });
    settle(g, {}, ['main', 'defense', 'damage']);
    if (g.state.pending?.kind === 'defense') {
      act(g, { type: 'defend', defender: null });
      settle(g, {}, ['main', 'damage']);
    }
    act(g, { type: 'takeDamage', reveal: true, targets: [] });
    settle(g, { choose: ['バニラ', 'バニラ', 'バニラ'] }, ['main']);
    expect(activeEnergy(g, 0)).toBe(2);
  });

  it('接ぎ木職人オリーヴ: a set card you play set on YOUR character → draw, once per turn (not on an opposing character)', () => {
    const O = '接ぎ木職人オリーヴ';
    const g = game(
      'd33x',
      {
        battlefield: [O, MIMOSA],
        hand: ['真鍮のぜんまい', '歯車仕掛けの剪定鋏', '真鍮のぜんまい'],
        energy: 7,
        main: [BULB, MIST],
      },
      { battlefield: [BOX] },
    );
    play(g, '真鍮のぜんまい', [on(g, BOX, 1)]);
    expect(hand(g, 0)).not.toContain(BULB);
    play(g, '歯車仕掛けの剪定鋏', [on(g, MIMOSA, 0)]);
    expect(hand(g, 0)).toContain(BULB);
    play(g, '真鍮のぜんまい', [on(g, MIMOSA, 0)]);
    expect(hand(g, 0)).not.toContain(MIST);
  });

  it('時計草の機械鳥: its attack damages the opponent → look at the top card, may put it on the bottom', () => {
    const B = '時計草の機械鳥';
    const g = game('d33x', { battlefield: [B], main: [BOX, HARE] });
    hitPlayer(g, on(g, B, 0), { choose: [BOX] });
    expect(bottom(g, 0, 1)).toEqual([BOX]);
    expect(top(g, 0, 1)).toEqual([HARE]);
  });

  it('大温室の主グラス・マザー: 【反撃】; enters → up to one 《温室精》 CHARACTER card of your trash to the hand', () => {
    const M = '大温室の主グラス・マザー';
    const g = game('d33x', { hand: [M], energy: 6, trash: [BULB, HARE] });
    play(g, M, [], { choose: [BULB] });
    expect(hand(g, 0)).toEqual([BULB]);
    expect(hasKeyword(g, on(g, M, 0), 'counter')).toBe(true);
  });

  it('荊の人形師ネリネ: attacking → may deal 1000 to an ASLEEP opposing character', () => {
    const N = '荊の人形師ネリネ';
    const g = game('d33x', { battlefield: [N] }, { battlefield: [{ name: BULB, sleep: true }] });
    hitPlayer(g, on(g, N, 0));
    expect(trash(g, 1)).toEqual([BULB]);
    const g2 = game('d33x', { battlefield: [N] }, { battlefield: [{ name: BULB, sleep: true }] });
    hitPlayer(g2, on(g2, N, 0), { may: [false] });
    expect(trash(g2, 1)).toEqual([]);
  });

  it('鉄の生垣: cannot attack; it can defend', () => {
    const H = '鉄の生垣';
    const g = game('d33x', { battlefield: [H] }, { battlefield: [MIMOSA] });
    expect(cannotAttack(g, on(g, H, 0))).toBe(true);
    endTurn(g);
    attack(g, on(g, MIMOSA, 1), { player: 0 });
    expect(canDefend(g, on(g, H, 0))).toBe(true);
  });

  it('球根の精: destroyed → the top card into the energy ASLEEP', () => {
    const g = game('d33x', { battlefield: [BULB], hand: ['剪定'], energy: 1, main: [BOX] });
    play(g, '剪定', [on(g, BULB, 0)]);
    expect(energyCount(g, 0)).toBe(2);
    expect(activeEnergy(g, 0)).toBe(0);
    expect(names(g, g.state.players[0].energy)).toContain(BOX);
  });

  it('庭師頭ギルバート: [カルネージ2] a cost-3-or-less 《機械人形》 character card of your trash onto the battlefield, once per turn', () => {
    const GIL = '庭師頭ギルバート';
    const g = game('d33x', {
      battlefield: [GIL],
      damageField: [BULB, BULB, BULB, BULB],
      trash: [BOX, '時計草の機械鳥', MIMOSA],
    });
    const gil = on(g, GIL, 0);
    activate(g, gil, [], { choose: [BOX] });
    expect(field(g, 0)).toEqual([GIL, BOX]);
    expect(asleep(g, on(g, BOX, 0))).toBe(false);
    expect(canActivate(g, gil)).toBe(false);
  });

  it('夜咲きの精ノクティス: at the end of your turn → may make an asleep character of yours active', () => {
    const N = '夜咲きの精ノクティス';
    const g = game('d33x', { battlefield: [N, { name: BOX, sleep: true }] });
    endTurn(g, { targets: [[on(g, BOX, 0)]] });
    expect(asleep(g, on(g, BOX, 0))).toBe(false);
  });

  it('巻き戻しの時計職人: [1][スリープ] ANOTHER character of yours back to the hand (its set cards to the trash)', () => {
    const W = '巻き戻しの時計職人';
    const g = game('d33x', { battlefield: [W, BOX], hand: ['真鍮のぜんまい'], energy: 3 });
    play(g, '真鍮のぜんまい', [on(g, BOX, 0)]);
    const w = on(g, W, 0);
    expect(activatableOn(g, w, w)).toBe(false);
    activate(g, w, [on(g, BOX, 0)]);
    expect(hand(g, 0)).toEqual([BOX]);
    expect(trash(g, 0)).toEqual(['真鍮のぜんまい']);
  });

  it('剪定: destroy a character of power 2000 or less (illegal once raised above 2000)', () => {
    const g = game('d33x', { hand: ['剪定'], energy: 1 }, { battlefield: [MIMOSA, BOX] });
    expect(targetable(g, '剪定', on(g, BOX, 1))).toBe(false);
    play(g, '剪定', [on(g, MIMOSA, 1)]);
    expect(trash(g, 1)).toEqual([MIMOSA]);
  });

  it('温室の恵み: draw 2, then discard a chosen card', () => {
    const g = game('d33x', { hand: ['温室の恵み', HARE], energy: 2, main: [BOX, BULB] });
    play(g, '温室の恵み', [], { choose: [HARE] });
    expect(sorted(hand(g, 0))).toEqual(sorted([BOX, BULB]));
  });

  it('ぜんまいを巻け: up to two asleep characters of yours active', () => {
    const g = game('d33x', {
      hand: ['ぜんまいを巻け'],
      energy: 2,
      battlefield: [
        { name: BOX, sleep: true },
        { name: HARE, sleep: true },
      ],
    });
    play(g, 'ぜんまいを巻け', [on(g, BOX, 0), on(g, HARE, 0)]);
    expect([BOX, HARE].map((n) => asleep(g, on(g, n, 0)))).toEqual([false, false]);
  });

  it('根こそぎ: a character to the BOTTOM of its owner’s main deck', () => {
    const g = game('d33x', { hand: ['根こそぎ'], energy: 4 }, { battlefield: [BOX] });
    play(g, '根こそぎ', [on(g, BOX, 1)]);
    expect(bottom(g, 1, 1)).toEqual([BOX]);
  });

  it('枝払い: every set card on the target to the trash; the draw is its own sentence', () => {
    const g = game(
      'd33x',
      { hand: ['枝払い'], energy: 2, main: [BULB] },
      { battlefield: [BOX], hand: ['真鍮のぜんまい', '歯車仕掛けの剪定鋏'], energy: 5 },
      1,
    );
    act(g, { type: 'play', card: inHand(g, 1, '真鍮のぜんまい'), targets: [on(g, BOX, 1)] });
    settle(g);
    act(g, { type: 'play', card: inHand(g, 1, '歯車仕掛けの剪定鋏'), targets: [on(g, BOX, 1)] });
    settle(g);
    endTurn(g);
    const cards = handSize(g, 0);
    play(g, '枝払い', [on(g, BOX, 1)]);
    expect(sorted(trash(g, 1))).toEqual(sorted(['真鍮のぜんまい', '歯車仕掛けの剪定鋏']));
    expect(powerOf(g, on(g, BOX, 1))).toBe(3000);
    expect(handSize(g, 0)).toBe(cards); // −1 played, +1 drawn
  });

  it('防虫網: the attacking opposing character −2000 for the turn', () => {
    const g = game('d33x', { hand: ['防虫網'], energy: 1 }, { battlefield: [BOX, HARE] }, 1);
    const box = on(g, BOX, 1);
    act(g, { type: 'attack', attacker: box, target: { player: 0 } });
    untilPlayable(g, 0);
    expect(targetable(g, '防虫網', on(g, HARE, 1))).toBe(false);
    act(g, { type: 'play', player: 0, card: inHand(g, 0, '防虫網'), targets: [box] });
    settle(g, {}, ['main', 'defense']);
    expect(powerOf(g, box)).toBe(1000);
  });

  it('休眠の季節: an opposing character asleep, and it does not stand in its player’s next active phase', () => {
    const g = game('d33x', { hand: ['休眠の季節'], energy: 3 }, { battlefield: [BOX] });
    const box = on(g, BOX, 1);
    play(g, '休眠の季節', [box]);
    endTurn(g);
    expect(asleep(g, box)).toBe(true);
    endTurn(g);
    endTurn(g);
    expect(asleep(g, box)).toBe(false);
  });

  it('種まき: the top card into the energy ACTIVE; 【ダメージトリガー】 the top card into the energy ASLEEP', () => {
    const g = game('d33x', { hand: ['種まき'], energy: 1, main: [BOX] });
    play(g, '種まき');
    expect(energyCount(g, 0)).toBe(2);
    expect(activeEnergy(g, 0)).toBe(1);
    const g2 = game('d33x', { guard: ['種まき'], main: [BOX] }, { battlefield: [BOX] }, 1);
    revealedWith(g2, on(g2, BOX, 1), []);
    expect(energyCount(g2, 0)).toBe(1);
    expect(activeEnergy(g2, 0)).toBe(0);
  });

  it('庭園長の大剪定: 【奥義：ヘレボルス】; 3000 to every opposing character', () => {
    const P = '庭園長の大剪定';
    const g = game(
      'd33x',
      { hand: [P], energy: 4, battlefield: ['庭園長ヘレボルス'] },
      { battlefield: [BOX, MIMOSA] },
    );
    play(g, P);
    expect(sorted(trash(g, 1))).toEqual(sorted([BOX, MIMOSA]));
    const g2 = game('d33x', { hand: [P], energy: 4 });
    expect(playable(g2, P)).toBe(false);
  });

  it('接ぎ木の若枝 / 寄生の苔: set → the set card’s player draws; the host destroyed → 「このカードの持ち主」 (the set card’s player) draws', () => {
    const g = game(
      'd33x',
      { hand: ['接ぎ木の若枝', '寄生の苔', '剪定'], energy: 3, main: [BOX, HARE] },
      { battlefield: [MIMOSA] },
    );
    play(g, '接ぎ木の若枝', [on(g, MIMOSA, 1)]);
    expect(hand(g, 0)).toContain(BOX);
    expect(traitsOf(g, on(g, MIMOSA, 1))).toContain('トピアリー');
    const g2 = game(
      'd33x',
      { hand: ['寄生の苔', '剪定'], energy: 2, main: [BOX] },
      { battlefield: [MIMOSA] },
    );
    play(g2, '寄生の苔', [on(g2, MIMOSA, 1)]);
    expect(powerOf(g2, on(g2, MIMOSA, 1))).toBe(1000);
    play(g2, '剪定', [on(g2, MIMOSA, 1)]);
    expect(hand(g2, 0)).toEqual([BOX]);
    expect(hand(g2, 1)).toEqual([]);
  });

  it('絡みつく蔓 / 硝子の鐘覆い: −1000 and cannot defend / +1000 and not a target of the opponent’s commands', () => {
    const g = game(
      'd33x',
      { hand: ['絡みつく蔓'], energy: 2, battlefield: [MIMOSA] },
      { battlefield: [BOX, HARE] },
    );
    play(g, '絡みつく蔓', [on(g, BOX, 1)]);
    expect(powerOf(g, on(g, BOX, 1))).toBe(2000);
    attack(g, on(g, MIMOSA, 0), { player: 1 });
    expect(canDefend(g, on(g, BOX, 1))).toBe(false);
    const g2 = game(
      'd33x',
      { hand: ['硝子の鐘覆い', '朝の水やり'], energy: 3, battlefield: [BOX] },
      { hand: ['根こそぎ'], energy: 4, battlefield: ['剪定師ローワン'] },
    );
    const box = on(g2, BOX, 0);
    play(g2, '硝子の鐘覆い', [box]);
    expect(targetable(g2, '朝の水やり', box)).toBe(true);
    play(g2, '朝の水やり', [box]);
    expect(powerOf(g2, box)).toBe(6000);
    endTurn(g2);
    expect(targetable(g2, '根こそぎ', box)).toBe(false);
    expect(activatableOn(g2, on(g2, '剪定師ローワン', 1), box)).toBe(true);
  });

  it('常春の大温室: at the end of your active phase with a 《温室精》 of yours out → may draw; [2] a 《温室精》 of yours +1000 for the turn', () => {
    const W = '常春の大温室';
    const g = game('d33x', { battlefield: [W, BULB], energy: 4 });
    const w = on(g, W, 0);
    activate(g, w, [on(g, BULB, 0)]);
    activate(g, w, [on(g, BULB, 0)]);
    expect(powerOf(g, on(g, BULB, 0))).toBe(3000);
    endTurn(g);
    endTurn(g, { may: [true] });
    const g2 = game('d33x', { battlefield: [W, BULB], energy: 4 });
    endTurn(g2);
    endTurn(g2, { may: [false] });
    expect(handSize(g, 0)).toBe(handSize(g2, 0) + 1);
    const g3 = game('d33x', { battlefield: [W, MIMOSA], energy: 4 });
    endTurn(g3);
    endTurn(g3, { may: [true] });
    expect(handSize(g3, 0)).toBe(handSize(g2, 0)); // no 《温室精》: nothing
  });
  it('剪定師ローワン / 霧吹きの精 / 薔薇園の番兵 / 朝の水やり: [2][スリープ] 1000 to any character; enters → +1000; defending → +1000; +2000 — and the keyword cards', () => {
    const g = game(
      'd33x',
      { battlefield: ['剪定師ローワン'], hand: [MIST, '朝の水やり'], energy: 4 },
      { battlefield: [BULB] },
    );
    activate(g, on(g, '剪定師ローワン', 0), [on(g, BULB, 1)]);
    expect(trash(g, 1)).toEqual([BULB]);
    const mist = inHand(g, 0, MIST);
    play(g, MIST, [], { targets: [[mist]] });
    expect(powerOf(g, mist)).toBe(2000);
    const g2 = game('d33x', { battlefield: ['薔薇園の番兵'] }, { battlefield: [MIMOSA] }, 1);
    const guard = on(g2, '薔薇園の番兵', 0);
    expect(hasKeyword(g2, guard, 'vigilance')).toBe(true);
    defendWith(g2, on(g2, MIMOSA, 1), guard);
    expect(powerOf(g2, guard)).toBe(5000);
    const g3 = game('d33x', { battlefield: [HARE, BOX, '鋏脚のからくり'], hand: ['朝の水やり'], energy: 1 });
    expect(hasKeyword(g3, on(g3, HARE, 0), 'godspeed')).toBe(true);
    expect(hasKeyword(g3, on(g3, BOX, 0), 'counter')).toBe(true);
    expect(hasKeyword(g3, on(g3, '鋏脚のからくり', 0), 'pierce')).toBe(true);
    play(g3, '朝の水やり', [on(g3, BOX, 0)]);
    expect(powerOf(g3, on(g3, BOX, 0))).toBe(5000);
  });
});

describe('d34x-sabaku (style twin of d34, train only): the subtle mechanics', () => {
  const GUIDE = '星読みの案内人'; // 《隊商》 1000, cost 2
  const CAMEL = '荷駄の大駱駝'; // 《隊商》《獣》 2000
  const WYRM = '砂竜の幼体'; // 《砂竜》 2000, cost 2
  const THIEF = '砂塵の盗人'; // 《幻盗》 1000, 【神速】
  const NOVICE = '泉守りの見習い'; // 《祭司》 1000

  it('隊商頭ハミーダ: 【警戒】; your OTHER 《隊商》 characters +1000', () => {
    const H = '隊商頭ハミーダ';
    const g = game('d34x', { battlefield: [H, GUIDE, WYRM] });
    expect(hasKeyword(g, on(g, H, 0), 'vigilance')).toBe(true);
    expect(powerOf(g, on(g, H, 0))).toBe(4000);
    expect(powerOf(g, on(g, GUIDE, 0))).toBe(2000);
    expect(powerOf(g, on(g, WYRM, 0))).toBe(2000);
  });

  it('荷駄の大駱駝: +1000 for each card set on it (either player’s, besides the cards’ own modifiers)', () => {
    const g = game(
      'd34x',
      { battlefield: [CAMEL], hand: ['積荷の香辛料'], energy: 1 },
      { hand: ['渇きの呪い'], energy: 2 },
    );
    const camel = on(g, CAMEL, 0);
    play(g, '積荷の香辛料', [camel]);
    expect(powerOf(g, camel)).toBe(4000);
    endTurn(g);
    act(g, { type: 'play', card: inHand(g, 1, '渇きの呪い'), targets: [camel] });
    settle(g);
    expect(powerOf(g, camel)).toBe(3000); // 2000 + 1000 − 2000 + 2 × 1000
  });

  it('交易商ザフィール: [1][スリープ][discard a card] draw 2 (no card in hand: cannot be used)', () => {
    const Z = '交易商ザフィール';
    const g = game('d34x', { battlefield: [Z], hand: [THIEF], energy: 1, main: [WYRM, GUIDE] });
    activate(g, on(g, Z, 0), [], { choose: [THIEF] });
    expect(hand(g, 0)).toEqual([WYRM, GUIDE]);
    expect(trash(g, 0)).toEqual([THIEF]);
    const g2 = game('d34x', { battlefield: [Z], energy: 1 });
    expect(canActivate(g2, on(g2, Z, 0))).toBe(false);
  });

  it('星読みの案内人: enters → may put the top card into the energy ASLEEP', () => {
    const g = game('d34x', { hand: [GUIDE], energy: 2, main: [WYRM] });
    play(g, GUIDE);
    expect(energyCount(g, 0)).toBe(3);
    expect(activeEnergy(g, 0)).toBe(0);
    const g2 = game('d34x', { hand: [GUIDE], energy: 2, main: [WYRM] });
    play(g2, GUIDE, [], { may: [false] });
    expect(energyCount(g2, 0)).toBe(2);
  });

  it('砂潜りの大蛇: 【貫通】; [1] returns itself to the hand (its set cards to the trash)', () => {
    const S = '砂潜りの大蛇';
    const g = game('d34x', { battlefield: [S], hand: ['蜃気楼の外套'], energy: 3 });
    const s = on(g, S, 0);
    expect(hasKeyword(g, s, 'pierce')).toBe(true);
    play(g, '蜃気楼の外套', [s]);
    activate(g, s);
    expect(hand(g, 0)).toEqual([S]);
    expect(trash(g, 0)).toEqual(['蜃気楼の外套']);
  });

  it('流砂の顎 / 大砂竜ガル・ザハーク: enters → 3000 to an asleep opposing character / 2000 to EVERY other asleep character', () => {
    const g = game(
      'd34x',
      { hand: ['流砂の顎'], energy: 5 },
      { battlefield: [{ name: CAMEL, sleep: true }, GUIDE] },
    );
    play(g, '流砂の顎');
    expect(trash(g, 1)).toEqual([CAMEL]);
    const Z = '大砂竜ガル・ザハーク';
    const g2 = game(
      'd34x',
      { hand: [Z], energy: 7, battlefield: [{ name: WYRM, sleep: true }, GUIDE] },
      {
        battlefield: [{ name: CAMEL, sleep: true }, THIEF],
      },
    );
    play(g2, Z);
    expect(trash(g2, 0)).toEqual([WYRM]);
    expect(trash(g2, 1)).toEqual([CAMEL]);
    expect(hasKeyword(g2, on(g2, Z, 0), 'strike')).toBe(true);
  });

  it('砂竜使いの少女: your 《砂竜》 character cards cost 1 less', () => {
    const GIRL = '砂竜使いの少女';
    const g = game('d34x', { battlefield: [GIRL], hand: [WYRM, GUIDE], energy: 1 });
    expect(playable(g, GUIDE)).toBe(false);
    play(g, WYRM);
    expect(field(g, 0)).toEqual([GIRL, WYRM]);
  });

  it('鳴砂の古竜: [カルネージ1] +2000 and 【強撃】 for the turn, once per turn', () => {
    const D = '鳴砂の古竜';
    const g = game('d34x', { battlefield: [D], damageField: [GUIDE, GUIDE] });
    const d = on(g, D, 0);
    activate(g, d);
    expect(powerOf(g, d)).toBe(8000);
    expect(hasKeyword(g, d, 'strike')).toBe(true);
    expect(canActivate(g, d)).toBe(false);
  });

  it('泉守りの見習い: [スリープ] a character of yours (itself allowed) +1000 for the turn', () => {
    const g = game('d34x', { battlefield: [NOVICE] });
    const n = on(g, NOVICE, 0);
    activate(g, n, [n]);
    expect(powerOf(g, n)).toBe(2000);
  });

  it('癒し手の老祭司: any character of yours defending → that character +1000 for the turn', () => {
    const P = '癒し手の老祭司';
    const g = game('d34x', { battlefield: [P, CAMEL] }, { battlefield: [WYRM] }, 1);
    defendWith(g, on(g, WYRM, 1), on(g, CAMEL, 0));
    expect(powerOf(g, on(g, CAMEL, 0))).toBe(3000);
    expect(powerOf(g, on(g, P, 0))).toBe(2000);
  });

  it('泉の番人: 【反撃】; 【ダメージトリガー】 a character of yours +2000 for the turn', () => {
    const K = '泉の番人';
    const g = game('d34x', { guard: [K], battlefield: [NOVICE] }, { battlefield: [WYRM] }, 1);
    revealedWith(g, on(g, WYRM, 1), [on(g, NOVICE, 0)]);
    expect(powerOf(g, on(g, NOVICE, 0))).toBe(3000);
  });

  it('陽炎の掏摸: 【神速】; its attack damages the opponent → the opponent discards a card they choose', () => {
    const P = '陽炎の掏摸';
    const g = game('d34x', { battlefield: [P] }, { hand: [WYRM, GUIDE] });
    hitPlayer(g, on(g, P, 0), { choose: [GUIDE] });
    expect(hand(g, 1)).toEqual([WYRM]);
    expect(trash(g, 1)).toEqual([GUIDE]);
  });

  it('蜃気楼の罠: the attacking opposing character’s attack fails (no damage)', () => {
    const T = '蜃気楼の罠';
    const g = game('d34x', { hand: [T], energy: 2 }, { battlefield: [WYRM] }, 1);
    const w = on(g, WYRM, 1);
    expect(playable(g, T)).toBe(false);
    act(g, { type: 'attack', attacker: w, target: { player: 0 } });
    untilPlayable(g, 0);
    act(g, { type: 'play', player: 0, card: inHand(g, 0, T), targets: [w] });
    settle(g, {}, ['main', 'defense']);
    if (g.state.pending?.kind === 'defense') defend(g, null);
    expect(damageCount(g, 0)).toBe(0);
    expect(asleep(g, w)).toBe(true);
  });

  it('砂嵐: 2000 to every character WITHOUT 《砂竜》, both sides', () => {
    const g = game(
      'd34x',
      { hand: ['砂嵐'], energy: 5, battlefield: [WYRM, GUIDE] },
      { battlefield: [CAMEL, THIEF] },
    );
    play(g, '砂嵐');
    expect(trash(g, 0)).toEqual([GUIDE, '砂嵐']);
    expect(sorted(trash(g, 1))).toEqual(sorted([CAMEL, THIEF]));
    expect(field(g, 0)).toEqual([WYRM]);
  });

  it('夜営の焚き火: a 《隊商》 character of yours active (not others)', () => {
    const g = game('d34x', {
      hand: ['夜営の焚き火'],
      energy: 1,
      battlefield: [
        { name: CAMEL, sleep: true },
        { name: WYRM, sleep: true },
      ],
    });
    expect(targetable(g, '夜営の焚き火', on(g, WYRM, 0))).toBe(false);
    play(g, '夜営の焚き火', [on(g, CAMEL, 0)]);
    expect(asleep(g, on(g, CAMEL, 0))).toBe(false);
  });

  it('砂竜の一咬み: 4000 to an asleep opposing character; 6000 instead with a 《砂竜》 character of yours out', () => {
    const B = '砂竜の一咬み';
    const g = game(
      'd34x',
      { hand: [B], energy: 3, battlefield: [GUIDE] },
      { battlefield: [{ name: '鳴砂の古竜', sleep: true }] },
    );
    play(g, B, [on(g, '鳴砂の古竜', 1)]);
    expect(g.state.cards[on(g, '鳴砂の古竜', 1)].damage).toBe(4000);
    const g2 = game(
      'd34x',
      { hand: [B], energy: 3, battlefield: [WYRM] },
      { battlefield: [{ name: '鳴砂の古竜', sleep: true }] },
    );
    play(g2, B, [on(g2, '鳴砂の古竜', 1)]);
    expect(trash(g2, 1)).toEqual(['鳴砂の古竜']);
  });

  it('陽炎: 【神速】 for the turn; the draw is its own sentence', () => {
    const g = game('d34x', { hand: ['陽炎'], energy: 2, battlefield: [CAMEL], main: [WYRM] });
    play(g, '陽炎', [on(g, CAMEL, 0)]);
    expect(hasKeyword(g, on(g, CAMEL, 0), 'godspeed')).toBe(true);
    expect(hand(g, 0)).toEqual([WYRM]);
    endTurn(g);
    expect(hasKeyword(g, on(g, CAMEL, 0), 'godspeed')).toBe(false);
  });

  it('逃げ水: an opposing character back to its owner’s hand', () => {
    const g = game('d34x', { hand: ['逃げ水'], energy: 3, battlefield: [GUIDE] }, { battlefield: [CAMEL] });
    expect(targetable(g, '逃げ水', on(g, GUIDE, 0))).toBe(false);
    play(g, '逃げ水', [on(g, CAMEL, 1)]);
    expect(hand(g, 1)).toEqual([CAMEL]);
  });

  it('大地を呑む顎: 【奥義：砂竜】; up to two asleep opposing characters destroyed', () => {
    const J = '大地を呑む顎';
    const g = game(
      'd34x',
      { hand: [J], energy: 4, battlefield: [WYRM] },
      { battlefield: [{ name: CAMEL, sleep: true }, { name: GUIDE, sleep: true }, THIEF] },
    );
    expect(targetable(g, J, on(g, THIEF, 1))).toBe(false);
    play(g, J, [on(g, CAMEL, 1), on(g, GUIDE, 1)]);
    expect(sorted(trash(g, 1))).toEqual(sorted([CAMEL, GUIDE]));
    const g2 = game('d34x', { hand: [J], energy: 4, battlefield: [GUIDE] });
    expect(playable(g2, J)).toBe(false);
  });

  it('積荷の香辛料: +1000 and 《積荷》; the host destroyed → draw', () => {
    const g = game(
      'd34x',
      {
        hand: ['積荷の香辛料', '砂竜の一咬み'],
        energy: 4,
        battlefield: [{ name: GUIDE, sleep: true }],
        main: [WYRM],
      },
      { hand: ['逃げ水'] },
    );
    play(g, '積荷の香辛料', [on(g, GUIDE, 0)]);
    expect(traitsOf(g, on(g, GUIDE, 0))).toContain('積荷');
    const g2 = game(
      'd34x',
      { battlefield: [GUIDE], hand: ['積荷の香辛料'], energy: 1, main: [WYRM] },
      { hand: ['砂嵐'], energy: 5 },
    );
    play(g2, '積荷の香辛料', [on(g2, GUIDE, 0)]);
    endTurn(g2);
    const cards = handSize(g2, 0);
    act(g2, { type: 'play', card: inHand(g2, 1, '砂嵐'), targets: [] });
    settle(g2);
    expect(trash(g2, 0)).toContain(GUIDE);
    expect(handSize(g2, 0)).toBe(cards + 1);
  });

  it('隊商の通行証: +1000 and 《隊商》; set → look at the top card, may put it on the bottom', () => {
    const P = '隊商の通行証';
    const g = game('d34x', { hand: [P], energy: 1, battlefield: [WYRM], main: [CAMEL, GUIDE] });
    play(g, P, [on(g, WYRM, 0)], { choose: [CAMEL] });
    expect(traitsOf(g, on(g, WYRM, 0))).toContain('隊商');
    expect(bottom(g, 0, 1)).toEqual([CAMEL]);
    expect(top(g, 0, 1)).toEqual([GUIDE]);
  });

  it('蜃気楼の外套 / 渇きの呪い: +1000 and 【神速】 / −2000 and cannot defend', () => {
    const g = game(
      'd34x',
      { hand: ['蜃気楼の外套', '渇きの呪い'], energy: 4, battlefield: [CAMEL] },
      { battlefield: ['鳴砂の古竜', GUIDE] },
    );
    play(g, '蜃気楼の外套', [on(g, CAMEL, 0)]);
    expect(hasKeyword(g, on(g, CAMEL, 0), 'godspeed')).toBe(true);
    play(g, '渇きの呪い', [on(g, '鳴砂の古竜', 1)]);
    expect(powerOf(g, on(g, '鳴砂の古竜', 1))).toBe(4000);
    g.state.cards[on(g, CAMEL, 0)].sleep = false;
    const g2 = game(
      'd34x',
      { hand: ['渇きの呪い'], energy: 2, battlefield: [WYRM] },
      { battlefield: ['鳴砂の古竜', '隊商頭ハミーダ'] },
    );
    play(g2, '渇きの呪い', [on(g2, '鳴砂の古竜', 1)]);
    attack(g2, on(g2, WYRM, 0), { player: 1 });
    expect(canDefend(g2, on(g2, '鳴砂の古竜', 1))).toBe(false);
    expect(canDefend(g2, on(g2, '隊商頭ハミーダ', 1))).toBe(true);
  });

  it('聖泉の護符: +1000; the host would be destroyed by an effect → may put this card into the trash instead (the host stays)', () => {
    const A = '聖泉の護符';
    const J = '大地を呑む顎';
    const g = game(
      'd34x',
      { hand: [A], energy: 3, battlefield: [CAMEL] },
      { hand: [J], energy: 4, battlefield: [WYRM] },
    );
    const camel = on(g, CAMEL, 0);
    play(g, A, [camel]);
    expect(powerOf(g, camel)).toBe(4000);
    endTurn(g);
    g.state.cards[camel].sleep = true;
    act(g, { type: 'play', card: inHand(g, 1, J), targets: [camel] });
    settle(g, { replace: [true] });
    expect(g.state.battlefield).toContain(camel);
    expect(trash(g, 0)).toEqual([A]);
    expect(powerOf(g, camel)).toBe(2000);
  });

  it('聖泉の護符: lethal DAMAGE — the card goes to the trash instead, but the host, 4000 damage at 2000 power now, is destroyed by the same check (docs/engine.md RULING “Replaced lethal damage”, HF-5.11, HF-9.4)', () => {
    const A = '聖泉の護符';
    const g = game(
      'd34x',
      { hand: [A], energy: 3, battlefield: [{ name: CAMEL, sleep: true }] },
      { hand: ['砂竜の一咬み'], energy: 3 },
    );
    const camel = on(g, CAMEL, 0);
    play(g, A, [camel]);
    endTurn(g);
    g.state.cards[camel].sleep = true;
    act(g, { type: 'play', card: inHand(g, 1, '砂竜の一咬み'), targets: [camel] });
    settle(g, { replace: [true] });
    expect(sorted(trash(g, 0))).toEqual(sorted([A, CAMEL]));
  });

  it('聖泉の護符: explain says a replaced destruction by damage leaves the damage (RULING “Replaced lethal damage”); 結晶の外殻 (d25), which removes it, does not', () => {
    const note = 'ダメージによる破壊なら、ダメージは取り除かれない';
    expect(renderExplanation(explainCard(corpusCard('d34x-sabaku', '聖泉の護符')))).toContain(note);
    expect(renderExplanation(explainCard(corpusCard('d25-kessho', '結晶の外殻')))).not.toContain(note);
  });

  it('砂海の交易路: at the end of your draw phase with three 《隊商》 characters of yours → draw; [2] a 《隊商》 of yours +1000 for the turn', () => {
    const R = '砂海の交易路';
    const g = game('d34x', { battlefield: [R, GUIDE, CAMEL, '隊商頭ハミーダ'], energy: 2 });
    activate(g, on(g, R, 0), [on(g, GUIDE, 0)]);
    expect(powerOf(g, on(g, GUIDE, 0))).toBe(3000);
    endTurn(g);
    endTurn(g);
    const g2 = game('d34x', { battlefield: [R, GUIDE, CAMEL, WYRM] });
    endTurn(g2);
    endTurn(g2);
    expect(handSize(g, 0)).toBe(handSize(g2, 0) + 1);
  });

  it('砂竜の幼体: attacking → +1000 for the turn; 砂塵の盗人: 【神速】', () => {
    const g = game('d34x', { battlefield: [WYRM, THIEF] });
    hitPlayer(g, on(g, WYRM, 0));
    expect(powerOf(g, on(g, WYRM, 0))).toBe(3000);
    expect(hasKeyword(g, on(g, THIEF, 0), 'godspeed')).toBe(true);
  });
});

describe('d36x-jokitoshi (style twin of d36, train only): the subtle mechanics', () => {
  const MINA = '見習い蒸気技師 ミナ'; // 《蒸気技師》《人間》 1000, cost 1
  const PIPI = '空便の新米 ピピ'; // 《空便》《人間》 1000, cost 1, 【神速】
  const PORTER = '煤まみれの荷役'; // 《人間》 3000 vanilla, cost 2
  const SOOT = '煤の子ゴーレム'; // 《ゴーレム》《煤煙》 2000, cost 1
  const REN = '速達飛行士 レン'; // 《空便》《人間》 2000, cost 3

  it('見習い蒸気技師 ミナ: enters → draw, then discard a chosen card', () => {
    const g = game('d36x', { hand: [MINA, PORTER], energy: 1, main: [PIPI] });
    play(g, MINA, [], { choose: [PORTER] });
    expect(hand(g, 0)).toEqual([PIPI]);
    expect(trash(g, 0)).toEqual([PORTER]);
  });

  it('圧力弁係 ガストン: [1][スリープ] a 《蒸気技師》 of yours (itself allowed) +1000 for the turn', () => {
    const G_ = '圧力弁係 ガストン';
    const g = game('d36x', { battlefield: [G_, PORTER], energy: 1 });
    const gas = on(g, G_, 0);
    expect(activatableOn(g, gas, on(g, PORTER, 0))).toBe(false);
    activate(g, gas, [gas]);
    expect(powerOf(g, gas)).toBe(3000);
  });

  it('汽缶長 バルドル: 【反撃】; defending → +1000 for the turn, in time for its counter damage', () => {
    const B = '汽缶長 バルドル';
    const g2 = game('d36x', { battlefield: [B] }, { battlefield: ['空便ギルド長 マルグリット'] }, 1);
    const b = on(g2, B, 0);
    defendWith(g2, on(g2, '空便ギルド長 マルグリット', 1), b);
    expect(powerOf(g2, b)).toBe(5000);
    settle(g2, {}, ['main']);
    expect(trash(g2, 1)).toEqual(['空便ギルド長 マルグリット']); // 4000 attacker, 5000 counter damage
  });

  it('速達飛行士 レン: 【神速】; its attack damages the opponent → draw', () => {
    const g = game('d36x', { battlefield: [REN], main: [PORTER] });
    expect(hasKeyword(g, on(g, REN, 0), 'godspeed')).toBe(true);
    hitPlayer(g, on(g, REN, 0));
    expect(hand(g, 0)).toEqual([PORTER]);
  });

  it('郵便飛行船〈ペリカン号〉: look at 3, up to one 《空便》 card to the hand, the rest to the bottom in the chosen order', () => {
    const P = '郵便飛行船〈ペリカン号〉';
    const g = game('d36x', { hand: [P], energy: 4, main: [PORTER, PIPI, SOOT, MINA] });
    play(g, P, [], { choose: [PIPI, SOOT, PORTER] });
    expect(hand(g, 0)).toEqual([PIPI]);
    expect(top(g, 0, 1)).toEqual([MINA]);
    expect(bottom(g, 0, 2)).toEqual([SOOT, PORTER]);
  });

  it('貨物飛行船〈ボウライン号〉: 【警戒】; attacking → may put a cost-2-or-less 《空便》 character card of your hand onto the battlefield (not played: no cost)', () => {
    const B = '貨物飛行船〈ボウライン号〉';
    const g = game('d36x', { battlefield: [B], hand: [PIPI, REN] });
    expect(hasKeyword(g, on(g, B, 0), 'vigilance')).toBe(true);
    hitPlayer(g, on(g, B, 0), { choose: [PIPI] });
    expect(field(g, 0)).toEqual([B, PIPI]);
    expect(hand(g, 0)).toEqual([REN]);
  });

  it('空便ギルド長 マルグリット: your OTHER 《空便》 characters +1000; [カルネージ1] an asleep 《空便》 of yours (itself allowed) active, once per turn', () => {
    const M = '空便ギルド長 マルグリット';
    const g = game('d36x', {
      battlefield: [M, { name: PIPI, sleep: true }, MINA],
      damageField: [PORTER, PORTER],
    });
    const m = on(g, M, 0);
    expect(powerOf(g, m)).toBe(4000);
    expect(powerOf(g, on(g, PIPI, 0))).toBe(2000);
    expect(powerOf(g, on(g, MINA, 0))).toBe(1000);
    activate(g, m, [on(g, PIPI, 0)]);
    expect(asleep(g, on(g, PIPI, 0))).toBe(false);
    expect(canActivate(g, m)).toBe(false);
  });

  it('旗艦飛行船〈クラウドハーバー〉: 【強撃】; enters → an opposing character asleep', () => {
    const C = '旗艦飛行船〈クラウドハーバー〉';
    const g = game('d36x', { hand: [C], energy: 7 }, { battlefield: [PORTER] });
    play(g, C);
    expect(asleep(g, on(g, PORTER, 1))).toBe(true);
    expect(hasKeyword(g, on(g, C, 0), 'strike')).toBe(true);
  });

  it('煤の子ゴーレム / 錆びついた関節: cannot defend; 煙突ゴーレム: 【死殺】 and cannot attack', () => {
    const g = game(
      'd36x',
      { battlefield: [PORTER], hand: ['錆びついた関節'], energy: 2 },
      { battlefield: [SOOT, 'スモッグ・ゴーレム', '煙突ゴーレム'] },
    );
    play(g, '錆びついた関節', [on(g, 'スモッグ・ゴーレム', 1)]);
    expect(powerOf(g, on(g, 'スモッグ・ゴーレム', 1))).toBe(2000);
    attack(g, on(g, PORTER, 0), { player: 1 });
    expect(canDefend(g, on(g, SOOT, 1))).toBe(false);
    expect(canDefend(g, on(g, 'スモッグ・ゴーレム', 1))).toBe(false);
    expect(canDefend(g, on(g, '煙突ゴーレム', 1))).toBe(true);
    const g2 = game('d36x', { battlefield: ['煙突ゴーレム'], hand: ['解体命令'], energy: 4 });
    const c = on(g2, '煙突ゴーレム', 0);
    expect(cannotAttack(g2, c)).toBe(true);
    play(g2, '解体命令', [c]);
    expect(g2.state.battlefield).toContain(c);
  });

  it('スモッグ・ゴーレム: destroyed → an opposing character −1000 for the turn', () => {
    const S = 'スモッグ・ゴーレム';
    const g = game('d36x', { battlefield: [S], hand: ['解体命令'], energy: 4 }, { battlefield: [MINA] });
    play(g, '解体命令', [on(g, S, 0)]);
    expect(trash(g, 1)).toEqual([MINA]);
  });

  it('大煤煙ゴーレム〈グレイ・モーブ〉: 【貫通】; enters → 1000 to EVERY other character, both sides', () => {
    const G_ = '大煤煙ゴーレム〈グレイ・モーブ〉';
    const g = game('d36x', { hand: [G_], energy: 6, battlefield: [MINA] }, { battlefield: [PIPI, PORTER] });
    play(g, G_);
    expect(trash(g, 0)).toEqual([MINA]);
    expect(trash(g, 1)).toEqual([PIPI]);
    expect(g.state.cards[on(g, PORTER, 1)].damage).toBe(1000);
    expect(hasKeyword(g, on(g, G_, 0), 'pierce')).toBe(true);
  });

  it('煤払いの少年 トビー: [1][スリープ] an opposing character −1000 for the turn (0 destroys)', () => {
    const T = '煤払いの少年 トビー';
    const g = game('d36x', { battlefield: [T], energy: 1 }, { battlefield: [MINA] });
    activate(g, on(g, T, 0), [on(g, MINA, 1)]);
    expect(trash(g, 1)).toEqual([MINA]);
  });

  it('ゴーレム職人 ハインツ: [2][スリープ] up to one cost-3-or-less 《ゴーレム》 character card of your hand onto the battlefield', () => {
    const H = 'ゴーレム職人 ハインツ';
    const g = game('d36x', { battlefield: [H], hand: [SOOT, '煙突ゴーレム'], energy: 2 });
    activate(g, on(g, H, 0), [], { choose: [SOOT] });
    expect(field(g, 0)).toEqual([H, SOOT]);
    expect(hand(g, 0)).toEqual(['煙突ゴーレム']);
  });

  it('蒸気噴射 / 圧力解放 / 解体命令: 3000 to any character / +2000 for the turn / destroy any character', () => {
    const g = game(
      'd36x',
      { hand: ['蒸気噴射', '圧力解放', '解体命令'], energy: 7, battlefield: [MINA] },
      { battlefield: [PORTER, REN] },
    );
    play(g, '蒸気噴射', [on(g, PORTER, 1)]);
    play(g, '圧力解放', [on(g, MINA, 0)]);
    play(g, '解体命令', [on(g, REN, 1)]);
    expect(sorted(trash(g, 1))).toEqual(sorted([PORTER, REN]));
    expect(powerOf(g, on(g, MINA, 0))).toBe(3000);
  });

  it('緊急発進: an asleep 《空便》 of yours active; the draw is its own sentence', () => {
    const g = game('d36x', {
      hand: ['緊急発進'],
      energy: 1,
      battlefield: [
        { name: REN, sleep: true },
        { name: MINA, sleep: true },
      ],
      main: [PORTER],
    });
    expect(targetable(g, '緊急発進', on(g, MINA, 0))).toBe(false);
    play(g, '緊急発進', [on(g, REN, 0)]);
    expect(asleep(g, on(g, REN, 0))).toBe(false);
    expect(hand(g, 0)).toEqual([PORTER]);
  });

  it('配管逆流: a set card on a character, or a world set, to its owner’s trash', () => {
    const g = game(
      'd36x',
      { hand: ['配管逆流'], energy: 1 },
      { battlefield: [PORTER], hand: ['真鍮の義手'], energy: 1 },
      1,
    );
    act(g, { type: 'play', card: inHand(g, 1, '真鍮の義手'), targets: [on(g, PORTER, 1)] });
    settle(g);
    expect(traitsOf(g, on(g, PORTER, 1))).toContain('蒸気技師');
    endTurn(g);
    const [arm] = attachedTo(g, on(g, PORTER, 1));
    play(g, '配管逆流', [arm]);
    expect(trash(g, 1)).toEqual(['真鍮の義手']);
    expect(powerOf(g, on(g, PORTER, 1))).toBe(3000);
  });

  it('煙幕弾: the attacking opposing character’s attack fails; 【ダメージトリガー】 an ACTIVE opposing character asleep', () => {
    const S = '煙幕弾';
    const g = game('d36x', { hand: [S], energy: 2 }, { battlefield: [PORTER] }, 1);
    const p = on(g, PORTER, 1);
    act(g, { type: 'attack', attacker: p, target: { player: 0 } });
    untilPlayable(g, 0);
    act(g, { type: 'play', player: 0, card: inHand(g, 0, S), targets: [p] });
    settle(g, {}, ['main', 'defense']);
    if (g.state.pending?.kind === 'defense') defend(g, null);
    expect(damageCount(g, 0)).toBe(0);
    const g2 = game('d36x', { guard: [S] }, { battlefield: [PORTER, MINA] }, 1);
    revealedWith(g2, on(g2, PORTER, 1), [on(g2, MINA, 1)]);
    expect(asleep(g2, on(g2, MINA, 1))).toBe(true);
  });

  it('臨時便: draw, then up to one cost-4-or-less 《空便》 character card of your hand onto the battlefield', () => {
    const g = game('d36x', { hand: ['臨時便'], energy: 3, main: [REN] });
    play(g, '臨時便', [], { choose: [REN] });
    expect(field(g, 0)).toEqual([REN]);
    expect(hand(g, 0)).toEqual([]);
  });

  it('防毒マスク: +1000; the host is not a target of ANY command (yours too)', () => {
    const g = game(
      'd36x',
      { hand: ['防毒マスク', '圧力解放'], energy: 3, battlefield: [PORTER, '煤払いの少年 トビー'] },
      { battlefield: [MINA] },
    );
    const p = on(g, PORTER, 0);
    play(g, '防毒マスク', [p]);
    expect(powerOf(g, p)).toBe(4000);
    expect(targetable(g, '圧力解放', p)).toBe(false);
  });

  it('圧力計の暴走: +3000; at the end of your turn the host is destroyed', () => {
    const P = '圧力計の暴走';
    const g = game('d36x', { hand: [P], energy: 1, battlefield: [MINA] });
    play(g, P, [on(g, MINA, 0)]);
    expect(powerOf(g, on(g, MINA, 0))).toBe(4000);
    endTurn(g);
    expect(sorted(trash(g, 0))).toEqual(sorted([MINA, P]));
  });

  it('圧力計の暴走 on an OPPOSING character: 「あなたのターン終了時」 is its host’s player’s turn (docs/engine.md “A set card’s auto abilities”, 000 ■セットカード), not the set card’s player’s', () => {
    const P = '圧力計の暴走';
    const g = game('d36x', { hand: [P], energy: 1 }, { battlefield: [MINA] });
    const mina = on(g, MINA, 1);
    play(g, P, [mina]);
    endTurn(g);
    expect(g.state.battlefield).toContain(mina);
    endTurn(g);
    expect(trash(g, 1)).toEqual([MINA]);
    expect(trash(g, 0)).toEqual([P]);
  });

  it('配管修理屋 ジョー: 【ダメージトリガー】 draw; the keyword and vanilla cards', () => {
    const g = game('d36x', { guard: ['配管修理屋 ジョー'], main: [PORTER] }, { battlefield: [PORTER] }, 1);
    revealedWith(g, on(g, PORTER, 1), []);
    expect(hand(g, 0)).toEqual([PORTER]);
    expect(vanilla('d36x', PORTER)).toBe(true);
    const g2 = game('d36x', {
      battlefield: [PIPI, '空賊崩れの運び屋 ザザ', '夜間飛行便 カラス', '市警蒸気騎兵'],
    });
    expect(hasKeyword(g2, on(g2, PIPI, 0), 'godspeed')).toBe(true);
    expect(hasKeyword(g2, on(g2, '空賊崩れの運び屋 ザザ', 0), 'pierce')).toBe(true);
    const k = on(g2, '夜間飛行便 カラス', 0);
    expect(hasKeyword(g2, k, 'vigilance') && hasKeyword(g2, k, 'godspeed')).toBe(true);
    expect(hasKeyword(g2, on(g2, '市警蒸気騎兵', 0), 'vigilance')).toBe(true);
  });
});

describe('d33–d36 and twins: a separate draw sentence happens when the target is gone on resolution (HF-5.6, HF-5.7)', () => {
  /** Player 0 plays `name` on `target`; the target leaves the battlefield before it resolves. */
  const playThenLose = (g: G, name: string, target: number) => {
    act(g, { type: 'play', card: inHand(g, 0, name), targets: [target] });
    moveCard(g, target, 'hand', { silent: true });
    settle(g);
  };
  const CASES: [keyof typeof SETS, string, string, 0 | 1][] = [
    ['d33', '火除けの札', '夜店の呼び込み', 0],
    ['d34', '冬ごもり', 'はぐれマンモスの仔', 0],
    ['d36', '錨を下ろせ', '骸骨水兵', 1],
    ['d34x', '陽炎', '荷駄の大駱駝', 0],
    ['d33x', '枝払い', '見習い庭師ミモザ', 1],
  ];
  for (const [set, command, host, side] of CASES)
    it(`${command}: the target gone, the draw still happens`, () => {
      const mine = side === 0 ? { battlefield: [host] } : {};
      const theirs = side === 1 ? { battlefield: [host] } : {};
      const g = game(set, { hand: [command], energy: 5, ...mine }, theirs);
      const before = handSize(g, 0);
      playThenLose(g, command, on(g, host, side));
      expect(handSize(g, 0)).toBe(before - 1 + 1 + (side === 0 ? 1 : 0)); // −the command, +the draw (+the target back in hand)
    });
  it('緊急発進: an asleep 《空便》 of yours gone, the draw still happens', () => {
    const g = game('d36x', {
      hand: ['緊急発進'],
      energy: 1,
      battlefield: [{ name: '速達飛行士 レン', sleep: true }],
    });
    playThenLose(g, '緊急発進', on(g, '速達飛行士 レン', 0));
    expect(handSize(g, 0)).toBe(2);
  });
  it('提灯小僧 / 送り火 (「その後」): the target gone, nothing after it happens (000 ■効果と対象)', () => {
    const g = game(
      'd33',
      { hand: ['送り火'], energy: 2, battlefield: ['灯籠の精'] },
      { battlefield: ['旅一座の荷車引き'] },
    );
    const spirit = on(g, '灯籠の精', 0);
    act(g, { type: 'play', card: inHand(g, 0, '送り火'), targets: [spirit, on(g, '旅一座の荷車引き', 1)] });
    moveCard(g, spirit, 'hand', { silent: true });
    settle(g);
    expect(g.state.cards[on(g, '旅一座の荷車引き', 1)].damage).toBe(0);
  });
});
