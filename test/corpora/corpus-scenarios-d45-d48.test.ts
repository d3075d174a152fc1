// Issue 22 ("Done when": 0 accepted cards behave differently from their intent): the accepted cards of the
// eleventh blind round, designer corpora d45–d48, played in the engine exactly as their designer wrote them
// (test/corpora/<set>.hf, compiled one by one as corpusReach does), each asserting what its `# 意図:` says — or,
// where the intent goes against the seeds or a RULING of docs/engine.md, what the rules say (the test names the
// ruling). Cards with no text or only keywords are checked together at the end of each set.
import { describe, expect, it } from 'vitest';
import { hasKeyword, powerOf } from '../../src/engine/query.js';
import { deckConditionHolds } from '../../src/engine/setup.js';
import { corpusCard } from '../helpers/corpusCards.js';
import {
  type G,
  activatableOn,
  activate,
  activeEnergy,
  asleep,
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
  defendWith,
  endTurn,
  energyCount,
  field,
  hand,
  handSize,
  hitPlayer,
  inGuard,
  inHand,
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
} from '../helpers/corpusScenario.js';
import { act } from '../helpers/harness.js';

const SETS = {
  d45: 'd45-onsen',
  d46: 'd46-toshokan',
  d47: 'd47-kaijuu',
  d48: 'd48-denen',
} as const;
const game = corpusGame(SETS);
const { vanilla } = corpusReaders(SETS);

const excludedCount = (g: G) => g.state.cards.filter((c) => c.zone === 'excluded').length;

describe('d45-onsen', () => {
  const MAME = '湯守見習い 豆吉'; // 《湯守》 1000, cost 1
  const DOUJI = '湯けむり童子'; // 1000, cost 1
  const KAPPA = '皿洗いの河童'; // 《河童》 2000
  const PONTA = '化け狸 ぽん太'; // 《狸》 2000, cost 2
  const YURARI = '湯気の精 ゆらり'; // 2000
  const GAMA = '岩風呂の大蝦蟇'; // vanilla 5000, cost 4
  const TSUKIMI = '月見の湯'; // world set
  const ZABU = '湯守河童 ざぶ郎'; // 《河童》《湯守》 3000 【反撃】

  it('d45 湯守見習い 豆吉: [スリープ] 2000 damage off a character of yours (itself too), never below 0 (HF-12.4)', () => {
    const g = game('d45', { battlefield: [MAME, GAMA] });
    g.state.cards[on(g, GAMA, 0)].damage = 3000;
    activate(g, on(g, MAME, 0), [on(g, GAMA, 0)]);
    expect(damageOf(g, on(g, GAMA, 0))).toBe(1000);
    const g2 = game('d45', { battlefield: [MAME] });
    g2.state.cards[on(g2, MAME, 0)].damage = 500;
    activate(g2, on(g2, MAME, 0), [on(g2, MAME, 0)]);
    expect(damageOf(g2, on(g2, MAME, 0))).toBe(0);
  });

  it('d45 湯けむり童子: enters → may put ANOTHER active character of yours to sleep; only then draw 1 (HF-5.7)', () => {
    const g = game('d45', { hand: [DOUJI], energy: 1, battlefield: [GAMA], main: [PONTA] });
    play(g, DOUJI, [], { choose: [GAMA] });
    expect(asleep(g, on(g, GAMA, 0))).toBe(true);
    expect(asleep(g, on(g, DOUJI, 0))).toBe(false);
    expect(hand(g, 0)).toEqual([PONTA]);
    const declined = game('d45', { hand: [DOUJI], energy: 1, battlefield: [GAMA], main: [PONTA] });
    play(declined, DOUJI, [], { may: [false] });
    expect(asleep(declined, on(declined, GAMA, 0))).toBe(false);
    expect(hand(declined, 0)).toEqual([]);
    const none = game('d45', {
      hand: [DOUJI],
      energy: 1,
      battlefield: [{ name: GAMA, sleep: true }],
      main: [PONTA],
    });
    play(none, DOUJI);
    expect(hand(none, 0)).toEqual([]); // no other active character: nothing put to sleep, no draw
  });

  it('d45 皿洗いの河童: defending → +2000 until the end of the turn (HF-8.3)', () => {
    const g = game('d45', { battlefield: [KAPPA] }, { battlefield: [GAMA] }, 1);
    defendWith(g, on(g, GAMA, 1), on(g, KAPPA, 0));
    expect(powerOf(g, on(g, KAPPA, 0))).toBe(4000);
  });

  it('d45 化け狸 ぽん太: enters → draw 1 only with 2+ asleep characters of yours (it enters active)', () => {
    const sleepy = { name: GAMA, sleep: true };
    const g = game('d45', { hand: [PONTA], energy: 2, battlefield: [sleepy, sleepy], main: [MAME] });
    play(g, PONTA);
    expect(hand(g, 0)).toEqual([MAME]);
    const g2 = game('d45', { hand: [PONTA], energy: 2, battlefield: [sleepy, GAMA], main: [MAME] });
    play(g2, PONTA);
    expect(hand(g2, 0)).toEqual([]);
  });

  it('d45 湯気の精 ゆらり: [1][スリープ] an ACTIVE character of the opponent goes to sleep (HF-12.4)', () => {
    const g = game(
      'd45',
      { battlefield: [YURARI], energy: 1 },
      { battlefield: [GAMA, { name: MAME, sleep: true }] },
    );
    expect(activatableOn(g, on(g, YURARI, 0), on(g, MAME, 1))).toBe(false);
    activate(g, on(g, YURARI, 0), [on(g, GAMA, 1)]);
    expect(asleep(g, on(g, GAMA, 1))).toBe(true);
    expect(activeEnergy(g, 0)).toBe(0);
  });

  it('d45 垢舐め: enters → up to 3 cards of the opponent’s trash are removed from the game', () => {
    const AKANAME = '垢舐め';
    const g = game('d45', { hand: [AKANAME], energy: 2 }, { trash: [MAME, PONTA, GAMA, KAPPA] });
    const before = excludedCount(g);
    play(g, AKANAME, [], { choose: [MAME, PONTA, GAMA] });
    expect(trash(g, 1)).toEqual([KAPPA]);
    expect(excludedCount(g) - before).toBe(3);
  });

  it('d45 湯守河童 ざぶ郎: 【反撃】; defending → may pay [1] for +1000 until the end of the turn (HF-5.3)', () => {
    const g = game('d45', { battlefield: [ZABU], energy: 1 }, { battlefield: [GAMA] }, 1);
    expect(hasKeyword(g, on(g, ZABU, 0), 'counter')).toBe(true);
    defendWith(g, on(g, GAMA, 1), on(g, ZABU, 0));
    expect(powerOf(g, on(g, ZABU, 0))).toBe(4000);
    expect(activeEnergy(g, 0)).toBe(0);
    const g2 = game('d45', { battlefield: [ZABU] }, { battlefield: [GAMA] }, 1);
    defendWith(g2, on(g2, GAMA, 1), on(g2, ZABU, 0));
    expect(powerOf(g2, on(g2, ZABU, 0))).toBe(3000); // nothing to pay: no +1000
  });
});

describe('d45-onsen (2)', () => {
  const MAME = '湯守見習い 豆吉';
  const PONTA = '化け狸 ぽん太';
  const GAMA = '岩風呂の大蝦蟇';
  const TSUKIMI = '月見の湯';
  const KAPPA = '皿洗いの河童';

  it('d45 湯あたり: an active opposing character to sleep; draw 1 only with 月見の湯 (a world set) on your battlefield', () => {
    const A = '湯あたり';
    const g = game(
      'd45',
      { hand: [A], energy: 1, battlefield: [TSUKIMI], main: [MAME] },
      { battlefield: [GAMA] },
    );
    play(g, A, [on(g, GAMA, 1)]);
    expect(asleep(g, on(g, GAMA, 1))).toBe(true);
    expect(hand(g, 0)).toEqual([MAME]);
    const g2 = game('d45', { hand: [A], energy: 1, main: [MAME] }, { battlefield: [GAMA, TSUKIMI] });
    play(g2, A, [on(g2, GAMA, 1)]);
    expect(hand(g2, 0)).toEqual([]);
    const g3 = game('d45', { guard: [A] }, { battlefield: [GAMA, MAME] }, 1);
    revealedWith(g3, on(g3, GAMA, 1), [on(g3, MAME, 1)]);
    expect(asleep(g3, on(g3, MAME, 1))).toBe(true); // 【ダメージトリガー】 (HF-9.3)
  });

  it('d45 湯上がりのお見送り: costs 2 with 月見の湯 on your battlefield; an ASLEEP opposing character to the bottom of its deck', () => {
    const A = '湯上がりのお見送り';
    const g = game(
      'd45',
      { hand: [A], energy: 2, battlefield: [TSUKIMI] },
      { battlefield: [{ name: GAMA, sleep: true }, PONTA] },
    );
    expect(targetable(g, A, on(g, PONTA, 1))).toBe(false);
    play(g, A, [on(g, GAMA, 1)]);
    expect(field(g, 1)).toEqual([PONTA]);
    expect(bottom(g, 1, 1)).toEqual([GAMA]);
    const g2 = game('d45', { hand: [A], energy: 2 }, { battlefield: [{ name: GAMA, sleep: true }] });
    expect(playable(g2, A)).toBe(false);
  });

  it('d45 湯守の法被: set → its player draws 1 with 月見の湯 on their battlefield; +1000 and 《湯守》 (+1000 more from 月見の湯)', () => {
    const A = '湯守の法被';
    const g = game('d45', { hand: [A], energy: 1, battlefield: [TSUKIMI, GAMA], main: [MAME] });
    play(g, A, [on(g, GAMA, 0)]);
    expect(hand(g, 0)).toEqual([MAME]);
    expect(powerOf(g, on(g, GAMA, 0))).toBe(7000);
    const g2 = game('d45', { hand: [A], energy: 1, battlefield: [GAMA], main: [MAME] });
    play(g2, A, [on(g2, GAMA, 0)]);
    expect(hand(g2, 0)).toEqual([]);
  });

  it('d45 硫黄の鬼火: enters → 1000 damage to an opposing character; with 3+ asleep characters of yours 3000 instead', () => {
    const A = '硫黄の鬼火';
    const sleepy = { name: MAME, sleep: true };
    const g = game(
      'd45',
      { hand: [A], energy: 3, battlefield: [sleepy, sleepy, sleepy] },
      { battlefield: [GAMA] },
    );
    play(g, A, [], { targets: [[on(g, GAMA, 1)]] });
    expect(damageOf(g, on(g, GAMA, 1))).toBe(3000);
    const g2 = game('d45', { hand: [A], energy: 3, battlefield: [sleepy, sleepy] }, { battlefield: [GAMA] });
    play(g2, A, [], { targets: [[on(g2, GAMA, 1)]] });
    expect(damageOf(g2, on(g2, GAMA, 1))).toBe(1000);
  });

  it('d45 分福茶釜: [スリープ] to the bottom of its deck; then up to one other 《狸》 character card of cost ≤3 from the trash enters asleep (HF-5.7)', () => {
    const A = '分福茶釜';
    const g = game('d45', { battlefield: [A], trash: [PONTA, A, '腹鼓の古狸'] });
    activate(g, on(g, A, 0), [], { choose: [PONTA] });
    expect(field(g, 0)).toEqual([PONTA]);
    expect(asleep(g, on(g, PONTA, 0))).toBe(true);
    expect(bottom(g, 0, 1)).toEqual([A]);
    expect(sorted(trash(g, 0))).toEqual(sorted([A, '腹鼓の古狸'])); // not itself, not the cost-4 one
  });

  it('d45 湯あたりの猫又: attacking → may put an active opposing character to sleep, once per turn (HF-12.8)', () => {
    const A = '湯あたりの猫又';
    const g = game('d45', { battlefield: [A, GAMA] }, { battlefield: [MAME, PONTA] });
    hitPlayer(g, on(g, A, 0), { targets: [[on(g, MAME, 1)]] });
    expect(asleep(g, on(g, MAME, 1))).toBe(true);
    g.state.cards[on(g, A, 0)].sleep = false;
    hitPlayer(g, on(g, A, 0), { targets: [[on(g, PONTA, 1)]] });
    expect(asleep(g, on(g, PONTA, 1))).toBe(false); // second attack of the turn: no trigger
  });

  it('d45 腹鼓の古狸: +1000 for each asleep character of yours, itself included, recounted continuously', () => {
    const A = '腹鼓の古狸';
    const g = game(
      'd45',
      { battlefield: [A, { name: MAME, sleep: true }, GAMA] },
      { battlefield: [{ name: PONTA, sleep: true }] },
    );
    expect(powerOf(g, on(g, A, 0))).toBe(4000);
    g.state.cards[on(g, A, 0)].sleep = true;
    expect(powerOf(g, on(g, A, 0))).toBe(5000);
  });

  it('d45 湯冷まし雪女: enters → an ASLEEP opposing character of cost ≤3 to the bottom of its owner’s deck', () => {
    const A = '湯冷まし雪女';
    const g = game(
      'd45',
      { hand: [A], energy: 4 },
      { battlefield: [{ name: PONTA, sleep: true }, { name: GAMA, sleep: true }, KAPPA] },
    );
    play(g, A, [], { targets: [[on(g, PONTA, 1)]] });
    expect(sorted(field(g, 1))).toEqual(sorted([GAMA, KAPPA]));
    expect(bottom(g, 1, 1)).toEqual([PONTA]);
  });

  it('d45 湯煙入道: 【神速】; attacking with 3+ asleep characters of yours (itself included) → 【強撃】 for the turn', () => {
    const A = '湯煙入道';
    const sleepy = { name: MAME, sleep: true };
    const g = game('d45', { battlefield: [A, sleepy, sleepy] });
    expect(hasKeyword(g, on(g, A, 0), 'godspeed')).toBe(true);
    hitPlayer(g, on(g, A, 0));
    expect(damageCount(g, 1)).toBe(2);
    const g2 = game('d45', { battlefield: [A, sleepy] });
    hitPlayer(g2, on(g2, A, 0));
    expect(damageCount(g2, 1)).toBe(1);
  });

  it('d45 湯宿の女将 おたき: enters → up to 2 damage-field cards face down into the guard deck; [1][スリープ] all damage off a character of yours', () => {
    const A = '湯宿の女将 おたき';
    const g = game('d45', { hand: [A], energy: 6, damageField: [MAME, PONTA, GAMA], battlefield: [KAPPA] });
    const guard = g.state.players[0].guardDeck.length;
    play(g, A, [], { choose: [MAME, PONTA] });
    expect(damageCount(g, 0)).toBe(1);
    expect(g.state.players[0].guardDeck.length).toBe(guard + 2);
    g.state.cards[on(g, KAPPA, 0)].damage = 1500;
    activate(g, on(g, A, 0), [on(g, KAPPA, 0)]);
    expect(damageOf(g, on(g, KAPPA, 0))).toBe(0);
  });

  it('d45 ひと風呂浴びる: a character of yours to the bottom of its deck, then draw 2 (HF-5.7)', () => {
    const A = 'ひと風呂浴びる';
    const g = game('d45', { hand: [A], energy: 2, battlefield: [GAMA], main: [MAME, PONTA] });
    play(g, A, [on(g, GAMA, 0)]);
    expect(field(g, 0)).toEqual([]);
    expect(sorted(hand(g, 0))).toEqual(sorted([MAME, PONTA]));
    expect(bottom(g, 0, 1)).toEqual([GAMA]);
  });

  it('d45 尻子玉抜き: 3000 damage to an opposing character; 4000 instead while you control a 《河童》', () => {
    const A = '尻子玉抜き';
    const g = game('d45', { hand: [A], energy: 3, battlefield: [KAPPA] }, { battlefield: [GAMA] });
    play(g, A, [on(g, GAMA, 1)]);
    expect(damageOf(g, on(g, GAMA, 1))).toBe(4000);
    const g2 = game('d45', { hand: [A], energy: 3 }, { battlefield: [GAMA, KAPPA] });
    play(g2, A, [on(g2, GAMA, 1)]);
    expect(damageOf(g2, on(g2, GAMA, 1))).toBe(3000);
  });

  it('d45 番台の呼び鈴: look at 3, up to one 《湯守》 character card to the hand, the rest to the bottom; 【ダメージトリガー】 draw 1 (HF-9.3)', () => {
    const A = '番台の呼び鈴';
    const g = game('d45', { hand: [A], energy: 1, main: [GAMA, MAME, PONTA, KAPPA] });
    play(g, A, [], { choose: [MAME, PONTA, GAMA] });
    expect(hand(g, 0)).toEqual([MAME]);
    expect(top(g, 0, 1)).toEqual([KAPPA]);
    expect(bottom(g, 0, 2)).toEqual([PONTA, GAMA]);
    const g2 = game('d45', { guard: [A], main: [MAME] }, { battlefield: [GAMA] }, 1);
    revealedWith(g2, on(g2, GAMA, 1), []);
    expect(hand(g2, 0)).toEqual([MAME]);
  });

  it('d45 濡れ手拭い: its host destroyed by damage → may instead trash it and heal the host; not at power 0 (HF-5.11, HF-9.5)', () => {
    const A = '濡れ手拭い';
    const g = game(
      'd45',
      { hand: [A, '尻子玉抜き'], energy: 4, battlefield: [MAME] },
      { battlefield: [PONTA] },
    );
    play(g, A, [on(g, PONTA, 1)]);
    play(g, '尻子玉抜き', [on(g, PONTA, 1)]);
    expect(field(g, 1)).toEqual([PONTA]);
    expect(damageOf(g, on(g, PONTA, 1))).toBe(0);
    expect(trash(g, 0)).toContain(A);
    const g2 = game('d45', { hand: [A, '尻子玉抜き'], energy: 4 }, { battlefield: [PONTA] });
    play(g2, A, [on(g2, PONTA, 1)]);
    play(g2, '尻子玉抜き', [on(g2, PONTA, 1)], { replace: [false] });
    expect(trash(g2, 1)).toEqual([PONTA]);
    const g3 = game('d45', { hand: [A, 'のぼせの札'], energy: 3 }, { battlefield: [MAME] });
    play(g3, A, [on(g3, MAME, 1)]);
    play(g3, 'のぼせの札', [on(g3, MAME, 1)]);
    expect(trash(g3, 1)).toEqual([MAME]); // power 0: no replacement (HF-9.5)
  });

  it('d45 のぼせの札: set → its host goes to sleep; −1000', () => {
    const A = 'のぼせの札';
    const g = game('d45', { hand: [A], energy: 2 }, { battlefield: [GAMA] });
    play(g, A, [on(g, GAMA, 1)]);
    expect(asleep(g, on(g, GAMA, 1))).toBe(true);
    expect(powerOf(g, on(g, GAMA, 1))).toBe(4000);
  });

  it('d45 河童の皿: +1000 and 《河童》; its host has 【反撃】 and gets +1000 when defending (000 ■セットカード)', () => {
    const A = '河童の皿';
    const g = game('d45', { hand: [A], energy: 2, battlefield: [MAME] }, { battlefield: [PONTA] });
    play(g, A, [on(g, MAME, 0)]);
    expect(hasKeyword(g, on(g, MAME, 0), 'counter')).toBe(true);
    expect(powerOf(g, on(g, MAME, 0))).toBe(2000);
    endTurn(g);
    defendWith(g, on(g, PONTA, 1), on(g, MAME, 0));
    expect(powerOf(g, on(g, MAME, 0))).toBe(3000);
    settle(g, {}, ['main']);
    expect(trash(g, 1)).toEqual([PONTA]); // 3000 defends the 2000 attacker; 【反撃】 3000 destroys it
  });

  it('d45 湯煙の羽衣: +1000, 《湯気》 and 【神速】 to its host', () => {
    const A = '湯煙の羽衣';
    const g = game('d45', { hand: [A], energy: 2, battlefield: [MAME] });
    play(g, A, [on(g, MAME, 0)]);
    expect(hasKeyword(g, on(g, MAME, 0), 'godspeed')).toBe(true);
    expect(powerOf(g, on(g, MAME, 0))).toBe(2000);
  });

  it('d45 月見の湯: your 《湯守》 +1000; at your end of turn with 3+ asleep characters of yours, may put a damage-field card face down into the guard deck', () => {
    const sleepy = { name: MAME, sleep: true };
    const g = game(
      'd45',
      { battlefield: [TSUKIMI, sleepy, sleepy, { name: GAMA, sleep: true }], damageField: [PONTA] },
      { battlefield: [MAME] },
    );
    expect(powerOf(g, on(g, GAMA, 0))).toBe(5000);
    expect(powerOf(g, on(g, MAME, 1))).toBe(1000);
    const guard = g.state.players[0].guardDeck.length;
    endTurn(g, { choose: [PONTA] });
    expect(damageCount(g, 0)).toBe(0);
    expect(g.state.players[0].guardDeck.length).toBe(guard + 1);
    const g2 = game('d45', { battlefield: [TSUKIMI, sleepy, sleepy], damageField: [PONTA] });
    endTurn(g2, { choose: [PONTA] });
    expect(damageCount(g2, 0)).toBe(1);
  });

  it('d45 湯番の大入道: 【警戒】【反撃】; 岩風呂の大蝦蟇: vanilla', () => {
    const g = game('d45', { battlefield: ['湯番の大入道'] });
    expect(hasKeyword(g, on(g, '湯番の大入道', 0), 'vigilance')).toBe(true);
    expect(hasKeyword(g, on(g, '湯番の大入道', 0), 'counter')).toBe(true);
    expect(vanilla('d45', GAMA)).toBe(true);
  });
});

describe('d46-toshokan', () => {
  const RIKO = '見習い司書 リコ'; // 《司書》 1000, cost 1
  const SHIORI = '栞の妖精'; // 《墨霊》 1000
  const KO = '墨だまりの仔'; // vanilla 2000, cost 1
  const SHIMI = '頁喰いの紙魚'; // 2000
  const HAKUSHI = '白紙の頁'; // command, cost 1: +2000 to a character
  const HASAMU = '栞を挟む'; // command, cost 0
  const ETSURAN = '禁書の閲覧'; // command, cost 1
  const GOLEM = '溢れ墨のゴーレム'; // 《墨霊》 2000, cost 3

  it('d46 見習い司書 リコ: enters → look at the top 2 and put them back in the order chosen; fewer than 2: nothing', () => {
    const g = game('d46', { hand: [RIKO], energy: 1, main: [KO, SHIMI, GOLEM] });
    play(g, RIKO, [], { choose: [SHIMI, KO] });
    expect(top(g, 0, 3)).toEqual([SHIMI, KO, GOLEM]);
  });

  it('d46 栞の妖精: each command you play (before it resolves) → +1000 until the end of the turn, cumulative', () => {
    const g = game('d46', { hand: [HASAMU, HAKUSHI], energy: 1, battlefield: [SHIORI, KO] });
    play(g, HASAMU);
    play(g, HAKUSHI, [on(g, KO, 0)]);
    expect(powerOf(g, on(g, SHIORI, 0))).toBe(3000);
    endTurn(g);
    expect(powerOf(g, on(g, SHIORI, 0))).toBe(1000);
  });

  it('d46 閲覧室の司書: [スリープ] look at your top card and may put it on the bottom', () => {
    const A = '閲覧室の司書';
    const g = game('d46', { battlefield: [A], main: [KO, SHIMI] });
    activate(g, on(g, A, 0), [], { choose: [KO] });
    expect(top(g, 0, 1)).toEqual([SHIMI]);
    expect(bottom(g, 0, 1)).toEqual([KO]);
    const g2 = game('d46', { battlefield: [A], main: [KO, SHIMI] });
    activate(g2, on(g2, A, 0), [], { choose: [], may: [false] });
    expect(top(g2, 0, 1)).toEqual([KO]);
  });

  it('d46 頁喰いの紙魚: attacking → the top card of the opponent’s deck to their trash', () => {
    const g = game('d46', { battlefield: [SHIMI] }, { main: [KO, RIKO] });
    hitPlayer(g, on(g, SHIMI, 0));
    expect(trash(g, 1)).toEqual([KO]);
    expect(top(g, 1, 1)).toEqual([RIKO]);
  });

  it('d46 封緘係 イーディス: 【反撃】; 【ダメージトリガー】 a character of either side to sleep (HF-9.3)', () => {
    const A = '封緘係 イーディス';
    const g = game('d46', { guard: [A], battlefield: [KO] }, { battlefield: [SHIMI, GOLEM] }, 1);
    revealedWith(g, on(g, SHIMI, 1), [on(g, GOLEM, 1)]);
    expect(asleep(g, on(g, GOLEM, 1))).toBe(true);
    const g2 = game('d46', { battlefield: [A] });
    expect(hasKeyword(g2, on(g2, A, 0), 'counter')).toBe(true);
  });

  it('d46 朗読する魔導書: enters → reveal the top card: a command to the hand, anything else to the bottom', () => {
    const A = '朗読する魔導書';
    const g = game('d46', { hand: [A], energy: 2, main: [HAKUSHI, KO] });
    play(g, A);
    expect(hand(g, 0)).toEqual([HAKUSHI]);
    const g2 = game('d46', { hand: [A], energy: 2, main: [KO, SHIMI] });
    play(g2, A);
    expect(hand(g2, 0)).toEqual([]);
    expect(top(g2, 0, 1)).toEqual([SHIMI]);
    expect(bottom(g2, 0, 1)).toEqual([KO]);
  });

  it('d46 頁捲りの風精: enters → draw 1, then a card of your hand (the drawn one too) on top of your deck (HF-5.7)', () => {
    const A = '頁捲りの風精';
    const g = game('d46', { hand: [A, RIKO], energy: 2, main: [KO, SHIMI] });
    play(g, A, [], { choose: [RIKO] });
    expect(hand(g, 0)).toEqual([KO]);
    expect(top(g, 0, 2)).toEqual([RIKO, SHIMI]);
  });

  it('d46 警鐘の司書 ミレイ: 【警戒】; 【ダメージトリガー】 look at the top 3 and put them back in any order (HF-9.3)', () => {
    const A = '警鐘の司書 ミレイ';
    const g = game('d46', { guard: [A], main: [KO, SHIMI, RIKO, GOLEM] }, { battlefield: [GOLEM] }, 1);
    act(g, { type: 'attack', attacker: on(g, GOLEM, 1), target: { player: 0 } });
    settle(g, {}, ['main', 'defense', 'damage']);
    act(g, { type: 'takeDamage', reveal: true, targets: [] });
    settle(g, { choose: [RIKO, KO, SHIMI] }, ['main']);
    expect(top(g, 0, 4)).toEqual([RIKO, KO, SHIMI, GOLEM]);
    const g2 = game('d46', { battlefield: [A] });
    expect(hasKeyword(g2, on(g2, A, 0), 'vigilance')).toBe(true);
  });

  it('d46 目録の番人: enters → look at 3, may take one command to the hand, the rest to the bottom in the chosen order', () => {
    const A = '目録の番人';
    const g = game('d46', { hand: [A], energy: 3, main: [KO, HAKUSHI, SHIMI, RIKO] });
    play(g, A, [], { choose: [HAKUSHI, SHIMI, KO] });
    expect(hand(g, 0)).toEqual([HAKUSHI]);
    expect(top(g, 0, 1)).toEqual([RIKO]);
    expect(bottom(g, 0, 2)).toEqual([SHIMI, KO]);
  });

  it('d46 溢れ墨のゴーレム: +1000 for every 2 commands in your trash (rounded down)', () => {
    const g = game('d46', { battlefield: [GOLEM], trash: [HAKUSHI, HASAMU, ETSURAN, KO] });
    expect(powerOf(g, on(g, GOLEM, 0))).toBe(3000);
    const g2 = game(
      'd46',
      { battlefield: [GOLEM], trash: [HAKUSHI, HASAMU, ETSURAN, HAKUSHI] },
      { trash: [HAKUSHI, HASAMU] },
    );
    expect(powerOf(g2, on(g2, GOLEM, 0))).toBe(4000);
  });

  it('d46 写本師 ノエル: each command you play → look at your top card, may put it into your trash', () => {
    const A = '写本師 ノエル';
    const g = game('d46', { hand: [HASAMU], battlefield: [A], main: [KO, SHIMI, RIKO] });
    act(g, { type: 'play', card: inHand(g, 0, HASAMU), targets: [] });
    settle(g, { choose: [KO] });
    expect(trash(g, 0)).toContain(KO);
    expect(top(g, 0, 1)).toEqual([SHIMI]);
  });

  it('d46 速読の魔女 サフィラ: the first command you play each turn costs 1 less (in either turn)', () => {
    const A = '速読の魔女 サフィラ';
    const g = game('d46', { hand: [HAKUSHI, HAKUSHI], energy: 1, battlefield: [A] });
    play(g, HAKUSHI, [on(g, A, 0)]);
    expect(activeEnergy(g, 0)).toBe(1);
    play(g, HAKUSHI, [on(g, A, 0)]);
    expect(activeEnergy(g, 0)).toBe(0);
  });

  it('d46 返却期限の亡霊: destroyed → 2000 damage to an opposing character; 【ダメージトリガー】 the top 2 of the opponent’s deck to their trash', () => {
    const A = '返却期限の亡霊';
    const g = game('d46', { hand: ['頁裂き'], energy: 1 }, { battlefield: [A, SHIMI] });
    g.state.cards[on(g, A, 1)].damage = 2000;
    play(g, '頁裂き', [on(g, A, 1)]);
    settle(g, { targets: [] });
    expect(trash(g, 1)).toEqual([A]);
    expect(field(g, 0)).toEqual([]);
    const g2 = game('d46', { guard: [A] }, { battlefield: [SHIMI], main: [KO, RIKO, GOLEM] }, 1);
    revealedWith(g2, on(g2, SHIMI, 1), []);
    expect(trash(g2, 1).slice(-2)).toEqual([KO, RIKO]);
  });

  // The intent (「このキャラクターの登場前にそのターン既にコマンドをプレイしていれば、そのターンは減らない」): 「そのターンに
  // 最初にプレイする」 is the turn's first command play, counted whether or not she was in force (RULING «The Nth play of
  // a turn», docs/engine.md; mech15 — the once-per-turn reading asserted here before went against it).
  it('d46 速読の魔女 サフィラ: a command played before she entered was the turn’s first — the next one is not reduced (RULING The Nth play of a turn, HF-5.12)', () => {
    const A = '速読の魔女 サフィラ';
    const g = game('d46', { hand: [HAKUSHI, A, HAKUSHI], energy: 5, battlefield: [KO] });
    play(g, HAKUSHI, [on(g, KO, 0)]);
    play(g, A);
    expect(activeEnergy(g, 0)).toBe(1);
    play(g, HAKUSHI, [on(g, KO, 0)]);
    expect(activeEnergy(g, 0)).toBe(0);
  });

  it('d46 呪詛綴り: enters → 1000 damage per command in your trash to an opposing character (counted on resolution)', () => {
    const A = '呪詛綴り';
    const g = game(
      'd46',
      { hand: [A], energy: 4, trash: [HAKUSHI, HASAMU, ETSURAN, KO] },
      { battlefield: [GOLEM, '崩れる書架'] },
    );
    play(g, A, [], { targets: [[on(g, '崩れる書架', 1)]] });
    expect(damageOf(g, on(g, '崩れる書架', 1))).toBe(3000);
  });

  it('d46 閉架の守人 ガラハド: 【反撃】; enters → may put a command of your trash on top of your deck', () => {
    const A = '閉架の守人 ガラハド';
    const g = game('d46', { hand: [A], energy: 4, trash: [KO, HAKUSHI], main: [SHIMI] });
    play(g, A, [], { choose: [HAKUSHI] });
    expect(top(g, 0, 2)).toEqual([HAKUSHI, SHIMI]);
    expect(trash(g, 0)).toEqual([KO]);
    expect(hasKeyword(g, on(g, A, 0), 'counter')).toBe(true);
    const g2 = game('d46', { hand: [A], energy: 4, trash: [HAKUSHI], main: [SHIMI] });
    play(g2, A, [], { may: [false] });
    expect(trash(g2, 0)).toEqual([HAKUSHI]);
  });

  it('d46 逆さ文字の道化: 【神速】; its attack damages the opponent → their top 2 to their trash (not its damage to a character)', () => {
    const A = '逆さ文字の道化';
    const g = game('d46', { battlefield: [A] }, { main: [KO, RIKO, SHIMI] });
    expect(hasKeyword(g, on(g, A, 0), 'godspeed')).toBe(true);
    hitPlayer(g, on(g, A, 0));
    expect(trash(g, 1)).toEqual([KO, RIKO]);
    const g2 = game(
      'd46',
      { battlefield: [A] },
      { battlefield: [{ name: RIKO, sleep: true }], main: [KO, SHIMI] },
    );
    attackCard(g2, on(g2, A, 0), on(g2, RIKO, 1));
    expect(trash(g2, 1)).toEqual([RIKO]);
  });

  it('d46 崩れる書架: 【警戒】; enters → the top 2 of your deck to your trash', () => {
    const A = '崩れる書架';
    const g = game('d46', { hand: [A], energy: 4, main: [KO, RIKO, SHIMI] });
    play(g, A);
    expect(trash(g, 0)).toEqual([KO, RIKO]);
    expect(hasKeyword(g, on(g, A, 0), 'vigilance')).toBe(true);
  });

  it('d46 禁書司書長 ヴェルミナ: enters → look at 4, one to the hand, the rest back on top in any order; [カルネージ1] a command of your trash to the hand, once per turn (HF-12.8)', () => {
    const A = '禁書司書長 ヴェルミナ';
    const g = game('d46', {
      hand: [A],
      energy: 5,
      main: [KO, RIKO, SHIMI, GOLEM, HASAMU],
      damageField: [KO, KO],
      trash: [HAKUSHI, ETSURAN],
    });
    play(g, A, [], { choose: [SHIMI, GOLEM, KO, RIKO] });
    expect(hand(g, 0)).toEqual([SHIMI]);
    expect(top(g, 0, 4)).toEqual([GOLEM, KO, RIKO, HASAMU]);
    activate(g, on(g, A, 0), [], { choose: [HAKUSHI] });
    expect(sorted(hand(g, 0))).toEqual(sorted([SHIMI, HAKUSHI]));
    expect(damageCount(g, 0)).toBe(1);
    expect(canActivate(g, on(g, A, 0))).toBe(false);
  });

  it('d46 無限回廊の主 ビブリオ: 【空装】 12+ commands → the first command each turn costs 1 less; each command you play → 1000 damage to an opposing character (HF-13.8)', () => {
    const A = '無限回廊の主 ビブリオ';
    const k = corpusCard('d46-toshokan', A).kuusou;
    if (!k) throw new Error('no 【空装】');
    const c = (n: string) => corpusCard('d46-toshokan', n);
    expect(
      deckConditionHolds(
        [...Array(12)].map(() => c(HAKUSHI)),
        k.condition,
      ),
    ).toBe(true);
    expect(
      deckConditionHolds(
        [...Array(11)].map(() => c(HAKUSHI)),
        k.condition,
      ),
    ).toBe(false);
    const g = game('d46', { hand: [HAKUSHI, HAKUSHI], energy: 1, battlefield: [KO], guard: [A] });
    g.state.players[0].kuusou = inGuard(g, 0, A);
    play(g, HAKUSHI, [on(g, KO, 0)]);
    expect(activeEnergy(g, 0)).toBe(1);
    play(g, HAKUSHI, [on(g, KO, 0)]);
    expect(activeEnergy(g, 0)).toBe(0);
    const g2 = game('d46', { hand: [HASAMU], battlefield: [A] }, { battlefield: [GOLEM] });
    play(g2, HASAMU, [], { targets: [[on(g2, GOLEM, 1)]] });
    expect(damageOf(g2, on(g2, GOLEM, 1))).toBe(1000);
  });

  it('d46 禁書の閲覧: look at 3, one to the hand (any kind), the rest to the bottom in the chosen order', () => {
    const g = game('d46', { hand: [ETSURAN], energy: 1, main: [KO, RIKO, SHIMI, GOLEM] });
    play(g, ETSURAN, [], { choose: [RIKO, SHIMI, KO] });
    expect(hand(g, 0)).toEqual([RIKO]);
    expect(top(g, 0, 1)).toEqual([GOLEM]);
    expect(bottom(g, 0, 2)).toEqual([SHIMI, KO]);
  });

  it('d46 栞を挟む: look at the top 2 and put them back in any order', () => {
    const g = game('d46', { hand: [HASAMU], main: [KO, RIKO, SHIMI] });
    play(g, HASAMU, [], { choose: [RIKO, KO] });
    expect(top(g, 0, 3)).toEqual([RIKO, KO, SHIMI]);
  });

  it('d46 墨の奔流: choose one — 3000 damage to a character, or +2000 to a character for the turn (HF-5.13)', () => {
    const A = '墨の奔流';
    const g = game('d46', { hand: [A], energy: 2, battlefield: [KO] }, { battlefield: [GOLEM] });
    act(g, { type: 'play', card: inHand(g, 0, A), modes: [0], targets: [on(g, GOLEM, 1)] });
    settle(g);
    expect(trash(g, 1)).toEqual([GOLEM]);
    const g2 = game('d46', { hand: [A], energy: 2, battlefield: [KO] }, { battlefield: [GOLEM] });
    act(g2, { type: 'play', card: inHand(g2, 0, A), modes: [1], targets: [on(g2, GOLEM, 1)] });
    settle(g2);
    expect(powerOf(g2, on(g2, GOLEM, 1))).toBe(4000);
  });

  it('d46 封印術式: a character of power ≤4000 (either side) removed from the game', () => {
    const A = '封印術式';
    const g = game('d46', { hand: [A], energy: 3 }, { battlefield: [GOLEM, '崩れる書架'] });
    expect(targetable(g, A, on(g, '崩れる書架', 1))).toBe(false);
    play(g, A, [on(g, GOLEM, 1)]);
    expect(field(g, 1)).toEqual(['崩れる書架']);
    expect(trash(g, 1)).toEqual([]);
  });

  it('d46 頁裂き: 2000 damage to a character; 4000 instead with 5+ commands in your trash (itself not counted while resolving)', () => {
    const A = '頁裂き';
    const g = game(
      'd46',
      { hand: [A], energy: 1, trash: [HAKUSHI, HASAMU, ETSURAN, HAKUSHI] },
      { battlefield: ['崩れる書架'] },
    );
    play(g, A, [on(g, '崩れる書架', 1)]);
    expect(damageOf(g, on(g, '崩れる書架', 1))).toBe(2000);
    const g2 = game(
      'd46',
      { hand: [A], energy: 1, trash: [HAKUSHI, HASAMU, ETSURAN, HAKUSHI, HASAMU] },
      { battlefield: ['崩れる書架'] },
    );
    play(g2, A, [on(g2, '崩れる書架', 1)]);
    expect(damageOf(g2, on(g2, '崩れる書架', 1))).toBe(4000);
  });

  it('d46 禁じられた一節: you take 1 damage, then draw 2 (HF-5.7)', () => {
    const A = '禁じられた一節';
    const g = game('d46', { hand: [A], energy: 1, main: [KO, RIKO] });
    play(g, A);
    expect(damageCount(g, 0)).toBe(1);
    expect(sorted(hand(g, 0))).toEqual(sorted([KO, RIKO]));
  });

  it('d46 返却催促: a character (either side) on top of its owner’s deck', () => {
    const A = '返却催促';
    const g = game('d46', { hand: [A], energy: 3 }, { battlefield: [GOLEM], main: [KO] });
    play(g, A, [on(g, GOLEM, 1)]);
    expect(top(g, 1, 2)).toEqual([GOLEM, KO]);
  });

  it('d46 白紙の頁: +2000 to a character for the turn; 【ダメージトリガー】 draw 1 (HF-9.3)', () => {
    const g = game('d46', { hand: [HAKUSHI], energy: 1 }, { battlefield: [GOLEM] });
    play(g, HAKUSHI, [on(g, GOLEM, 1)]);
    expect(powerOf(g, on(g, GOLEM, 1))).toBe(4000);
    const g2 = game('d46', { guard: [HAKUSHI], main: [KO] }, { battlefield: [GOLEM] }, 1);
    revealedWith(g2, on(g2, GOLEM, 1), []);
    expect(hand(g2, 0)).toEqual([KO]);
  });

  it('d46 万巻閉架: 【奥義：司書長】; mode 1: 3000 to every opposing character; mode 2: up to 3 commands of your trash to the hand (HF-13.7)', () => {
    const A = '万巻閉架';
    const g = game('d46', { hand: [A], energy: 5 });
    expect(playable(g, A)).toBe(false);
    const g2 = game(
      'd46',
      { hand: [A], energy: 5, battlefield: ['禁書司書長 ヴェルミナ'] },
      { battlefield: [GOLEM, '崩れる書架'] },
    );
    act(g2, { type: 'play', card: inHand(g2, 0, A), modes: [0] });
    settle(g2);
    expect(field(g2, 1)).toEqual(['崩れる書架']);
    expect(damageOf(g2, on(g2, '崩れる書架', 1))).toBe(3000);
    const g3 = game('d46', {
      hand: [A],
      energy: 5,
      guard: [{ name: '禁書司書長 ヴェルミナ', faceUp: true }],
      trash: [HAKUSHI, HASAMU, ETSURAN, KO],
    });
    act(g3, { type: 'play', card: inHand(g3, 0, A), modes: [1] });
    settle(g3, { choose: [HAKUSHI, HASAMU, ETSURAN] });
    expect(sorted(hand(g3, 0))).toEqual(sorted([HAKUSHI, HASAMU, ETSURAN]));
  });

  it('d46 封印の錠前: −1000; its host (either side) cannot attack, can still defend', () => {
    const A = '封印の錠前';
    const g = game('d46', { hand: [A], energy: 2 }, { battlefield: [GOLEM] });
    play(g, A, [on(g, GOLEM, 1)]);
    expect(powerOf(g, on(g, GOLEM, 1))).toBe(1000);
    endTurn(g);
    expect(cannotAttack(g, on(g, GOLEM, 1))).toBe(true);
    const g2 = game('d46', { battlefield: [KO] }, { hand: [A], energy: 2, battlefield: [SHIMI] }, 1);
    setBy1(g2, A, on(g2, KO, 0));
    attack(g2, on(g2, SHIMI, 1), { player: 0 });
    expect(canDefend(g2, on(g2, KO, 0))).toBe(true);
  });

  it('d46 司書の腕章: +1000, 《司書》; its host attacking → the host’s player looks at their top card, may put it on the bottom', () => {
    const A = '司書の腕章';
    const g = game('d46', { hand: [A], energy: 1, battlefield: [KO], main: [RIKO, SHIMI] });
    play(g, A, [on(g, KO, 0)]);
    expect(powerOf(g, on(g, KO, 0))).toBe(3000);
    hitPlayer(g, on(g, KO, 0), { choose: [RIKO] });
    expect(top(g, 0, 1)).toEqual([SHIMI]);
    expect(bottom(g, 0, 1)).toEqual([RIKO]);
  });

  it('d46 墨の外套: +2000, 《墨霊》 and 【反撃】 to its host', () => {
    const A = '墨の外套';
    const g = game('d46', { hand: [A], energy: 2, battlefield: [RIKO] }, { battlefield: [GOLEM] });
    play(g, A, [on(g, RIKO, 0)]);
    expect(powerOf(g, on(g, RIKO, 0))).toBe(3000);
    endTurn(g);
    defendWith(g, on(g, GOLEM, 1), on(g, RIKO, 0));
    settle(g, {}, ['main']);
    expect(trash(g, 1)).toEqual([GOLEM]);
  });

  // The intent says 「このカードの持ち主がコマンドカードをプレイするたび」; 000 ■セットカード says the host has the set card's
  // automatic abilities and its 「あなた」 is the host's player: on an opposing host the opponent's commands count.
  it('d46 栞の魔術: +1000; each command the HOST’s player plays → the host +1000 for the turn (000 ■セットカード)', () => {
    const A = '栞の魔術';
    const g = game('d46', { hand: [A, HASAMU], energy: 1, battlefield: [KO] });
    play(g, A, [on(g, KO, 0)]);
    play(g, HASAMU);
    expect(powerOf(g, on(g, KO, 0))).toBe(4000);
    const g2 = game('d46', { hand: [A, HASAMU], energy: 1 }, { battlefield: [KO] });
    play(g2, A, [on(g2, KO, 1)]);
    play(g2, HASAMU);
    expect(powerOf(g2, on(g2, KO, 1))).toBe(3000);
  });

  it('d46 呪われた写本: −1000; its host attacking → the top 2 of the host’s player’s deck to their trash', () => {
    const A = '呪われた写本';
    const g = game(
      'd46',
      { battlefield: [KO] },
      { hand: [A], energy: 1, battlefield: [GOLEM], main: [RIKO] },
      1,
    );
    setBy1(g, A, on(g, KO, 0));
    expect(powerOf(g, on(g, KO, 0))).toBe(1000);
    endTurn(g);
    const before = g.state.players[0].mainDeck.slice(0, 2);
    hitPlayer(g, on(g, KO, 0));
    expect(g.state.players[0].trash.slice(-2)).toEqual(before);
  });

  it('d46 賢者の片眼鏡: +1000; the host’s player may [スリープ] the host: look at the top 2, back in any order', () => {
    const A = '賢者の片眼鏡';
    const g = game('d46', { hand: [A], energy: 1, battlefield: [KO], main: [RIKO, SHIMI, GOLEM] });
    play(g, A, [on(g, KO, 0)]);
    activate(g, on(g, KO, 0), [], { choose: [SHIMI, RIKO] });
    expect(top(g, 0, 3)).toEqual([SHIMI, RIKO, GOLEM]);
    expect(asleep(g, on(g, KO, 0))).toBe(true);
  });

  it('d46 禁書図書館 閉架書庫: at the end of your active phase look at your top card, may put it on the bottom; 10+ commands in your trash → your 《司書》 +1000', () => {
    const A = '禁書図書館 閉架書庫';
    const ten = [...Array(10)].map(() => HAKUSHI);
    const g = game('d46', { battlefield: [A, RIKO, KO], trash: ten });
    expect(powerOf(g, on(g, RIKO, 0))).toBe(2000);
    expect(powerOf(g, on(g, KO, 0))).toBe(2000);
    const g2 = game('d46', { battlefield: [A, RIKO], trash: ten.slice(1) });
    expect(powerOf(g2, on(g2, RIKO, 0))).toBe(1000);
    const g3 = game('d46', { battlefield: [] }, { battlefield: [A], main: [KO, SHIMI] });
    endTurn(g3, { choose: [KO] });
    expect(bottom(g3, 1, 1)).toEqual([KO]);
    expect(hand(g3, 1)).toEqual([SHIMI]); // drawn after the active phase
  });

  it('d46 墨だまりの仔: vanilla', () => {
    expect(vanilla('d46', KO)).toBe(true);
  });
});

describe('d47-kaijuu', () => {
  const HAYATO = '防衛隊新兵 ハヤト'; // 《防衛隊》《パイロット》 1000 【反撃】
  const MISAKI = '迎撃班長 ミサキ'; // 《防衛隊》《パイロット》 2000
  const SORA = '偵察機パイロット ソラ'; // 《パイロット》 1000 【神速】
  const GORO = '岩石怪獣 ゴロドン'; // vanilla 《怪獣》 4000, cost 3
  const CHIBIRA = '幼体怪獣 チビラ'; // 《怪獣》 2000, cost 2
  const GANIRAS = '甲殻怪獣 ガニラス'; // 《怪獣》 5000 【反撃】
  const ZERO = '試作機兵 ゴウライザー零式'; // 《防衛隊》《機兵》 5000
  const LAUNCHER = '超電磁ランチャー'; // set 《機兵》 +1000
  const SHOT = '一斉射撃'; // 3000 to an opposing character, cost 2

  it('d47 防衛隊新兵 ハヤト: 【反撃】; +1000 while it has 《機兵》 (e.g. from a set card)', () => {
    const g = game('d47', { hand: [LAUNCHER], energy: 3, battlefield: [HAYATO] });
    expect(hasKeyword(g, on(g, HAYATO, 0), 'counter')).toBe(true);
    expect(powerOf(g, on(g, HAYATO, 0))).toBe(1000);
    play(g, LAUNCHER, [on(g, HAYATO, 0)]);
    expect(powerOf(g, on(g, HAYATO, 0))).toBe(3000);
  });

  it('d47 迎撃班長 ミサキ: defending → +2000 until the end of the turn (HF-8.3)', () => {
    const g = game('d47', { battlefield: [MISAKI] }, { battlefield: [GORO] }, 1);
    defendWith(g, on(g, GORO, 1), on(g, MISAKI, 0));
    expect(powerOf(g, on(g, MISAKI, 0))).toBe(4000);
  });

  it('d47 狙撃手 クロガネ: [スリープ] 1000 damage to an opposing character (HF-12.4)', () => {
    const A = '狙撃手 クロガネ';
    const g = game('d47', { battlefield: [A] }, { battlefield: [GORO] });
    activate(g, on(g, A, 0), [on(g, GORO, 1)]);
    expect(damageOf(g, on(g, GORO, 1))).toBe(1000);
    expect(asleep(g, on(g, A, 0))).toBe(true);
  });

  it('d47 整備士 ゲン: enters → look at 3, up to one 《機兵》 card to the hand, the rest to the bottom in the chosen order', () => {
    const A = '整備士 ゲン';
    const g = game('d47', { hand: [A], energy: 1, main: [GORO, LAUNCHER, CHIBIRA, SORA] });
    play(g, A, [], { choose: [LAUNCHER, CHIBIRA, GORO] });
    expect(hand(g, 0)).toEqual([LAUNCHER]);
    expect(top(g, 0, 1)).toEqual([SORA]);
    expect(bottom(g, 0, 2)).toEqual([CHIBIRA, GORO]);
  });

  it('d47 防衛隊司令 アマギ: your OTHER 《防衛隊》 characters +1000 (not itself, not the opponent’s)', () => {
    const A = '防衛隊司令 アマギ';
    const g = game('d47', { battlefield: [A, MISAKI, GORO] }, { battlefield: [SORA] });
    expect(powerOf(g, on(g, A, 0))).toBe(3000);
    expect(powerOf(g, on(g, MISAKI, 0))).toBe(3000);
    expect(powerOf(g, on(g, GORO, 0))).toBe(4000);
    expect(powerOf(g, on(g, SORA, 1))).toBe(1000);
  });

  it('d47 エースパイロット カグラ: 【警戒】; 【貫通】 only while it has 《機兵》', () => {
    const A = 'エースパイロット カグラ';
    const g = game('d47', { hand: [LAUNCHER], energy: 3, battlefield: [A] });
    expect(hasKeyword(g, on(g, A, 0), 'vigilance')).toBe(true);
    expect(hasKeyword(g, on(g, A, 0), 'pierce')).toBe(false);
    play(g, LAUNCHER, [on(g, A, 0)]);
    expect(hasKeyword(g, on(g, A, 0), 'pierce')).toBe(true);
  });

  it('d47 衛生兵 ユイ: [スリープ] ANOTHER character of yours +1000; 【ダメージトリガー】 a character of yours +2000 (HF-9.3)', () => {
    const A = '衛生兵 ユイ';
    const g = game('d47', { battlefield: [A, MISAKI] });
    expect(activatableOn(g, on(g, A, 0), on(g, A, 0))).toBe(false);
    activate(g, on(g, A, 0), [on(g, MISAKI, 0)]);
    expect(powerOf(g, on(g, MISAKI, 0))).toBe(3000);
    const g2 = game('d47', { guard: [A], battlefield: [MISAKI] }, { battlefield: [GORO] }, 1);
    revealedWith(g2, on(g2, GORO, 1), [on(g2, MISAKI, 0)]);
    expect(powerOf(g2, on(g2, MISAKI, 0))).toBe(4000);
  });

  it('d47 防空砲台要員: [2][スリープ] 3000 damage to an ASLEEP opposing character only', () => {
    const A = '防空砲台要員';
    const g = game(
      'd47',
      { battlefield: [A], energy: 2 },
      { battlefield: [{ name: GORO, sleep: true }, CHIBIRA] },
    );
    expect(activatableOn(g, on(g, A, 0), on(g, CHIBIRA, 1))).toBe(false);
    activate(g, on(g, A, 0), [on(g, GORO, 1)]);
    expect(damageOf(g, on(g, GORO, 1))).toBe(3000);
  });

  it('d47 溶岩怪獣 ヴォルガドン: 【貫通】; enters → 1000 damage to every opposing character (not yours)', () => {
    const A = '溶岩怪獣 ヴォルガドン';
    const g = game('d47', { hand: [A], energy: 6, battlefield: [SORA] }, { battlefield: [SORA, GORO] });
    play(g, A);
    expect(field(g, 1)).toEqual([GORO]);
    expect(damageOf(g, on(g, GORO, 1))).toBe(1000);
    expect(field(g, 0)).toContain(SORA);
    expect(hasKeyword(g, on(g, A, 0), 'pierce')).toBe(true);
  });

  it('d47 雷鳴怪獣 ライゴーン: 【神速】; attacking → 2000 damage to an opposing character', () => {
    const A = '雷鳴怪獣 ライゴーン';
    const g = game('d47', { battlefield: [A] }, { battlefield: [CHIBIRA] });
    hitPlayer(g, on(g, A, 0), { targets: [[on(g, CHIBIRA, 1)]] });
    expect(trash(g, 1)).toEqual([CHIBIRA]);
    expect(hasKeyword(g, on(g, A, 0), 'godspeed')).toBe(true);
  });

  it('d47 宇宙怪獣 ゼノギラス: 【死殺】; enters → 3000 damage to every OTHER character, yours too', () => {
    const A = '宇宙怪獣 ゼノギラス';
    const g = game('d47', { hand: [A], energy: 8, battlefield: [MISAKI, GANIRAS] }, { battlefield: [GORO] });
    play(g, A);
    expect(field(g, 0).sort()).toEqual(sorted([A, GANIRAS]));
    expect(damageOf(g, on(g, GANIRAS, 0))).toBe(3000);
    expect(damageOf(g, on(g, GORO, 1))).toBe(3000);
    expect(hasKeyword(g, on(g, A, 0), 'deathless')).toBe(true);
  });

  it('d47 幼体怪獣 チビラ: destroyed (by damage or effect) → its player draws 1', () => {
    const g = game('d47', { hand: [SHOT], energy: 2 }, { battlefield: [CHIBIRA], main: [GORO] });
    play(g, SHOT, [on(g, CHIBIRA, 1)]);
    expect(hand(g, 1)).toEqual([GORO]);
  });

  it('d47 地底怪獣 モグランダ: 【貫通】; 【ダメージトリガー】 3000 damage to an opposing character (HF-9.3)', () => {
    const A = '地底怪獣 モグランダ';
    const g = game('d47', { guard: [A] }, { battlefield: [GORO] }, 1);
    revealedWith(g, on(g, GORO, 1), [on(g, GORO, 1)]);
    expect(damageOf(g, on(g, GORO, 1))).toBe(3000);
  });

  it('d47 一斉射撃 / 対怪獣ミサイル: 3000 / 4000 to an opposing character; ミサイル 【ダメージトリガー】 2000 (HF-9.3)', () => {
    const M = '対怪獣ミサイル';
    const g = game('d47', { hand: [SHOT, M], energy: 5 }, { battlefield: [GANIRAS, GORO] });
    play(g, SHOT, [on(g, GANIRAS, 1)]);
    play(g, M, [on(g, GORO, 1)]);
    expect(damageOf(g, on(g, GANIRAS, 1))).toBe(3000);
    expect(trash(g, 1)).toEqual([GORO]);
    const g2 = game('d47', { guard: [M] }, { battlefield: [GORO] }, 1);
    revealedWith(g2, on(g2, GORO, 1), [on(g2, GORO, 1)]);
    expect(damageOf(g2, on(g2, GORO, 1))).toBe(2000);
  });

  it('d47 緊急出撃: a 《パイロット》 of yours becomes active; 【ダメージトリガー】 draw 1 (HF-9.3)', () => {
    const A = '緊急出撃';
    const g = game('d47', {
      hand: [A],
      energy: 1,
      battlefield: [
        { name: SORA, sleep: true },
        { name: GORO, sleep: true },
      ],
    });
    expect(targetable(g, A, on(g, GORO, 0))).toBe(false);
    play(g, A, [on(g, SORA, 0)]);
    expect(asleep(g, on(g, SORA, 0))).toBe(false);
    const g2 = game('d47', { guard: [A], main: [CHIBIRA] }, { battlefield: [GORO] }, 1);
    revealedWith(g2, on(g2, GORO, 1), []);
    expect(hand(g2, 0)).toEqual([CHIBIRA]);
  });

  it('d47 防衛線死守: a character of yours +3000 and 【反撃】 for the turn; 【ダメージトリガー】 a character of yours active', () => {
    const A = '防衛線死守';
    const g = game('d47', { hand: [A], energy: 2, battlefield: [SORA] });
    play(g, A, [on(g, SORA, 0)]);
    expect(powerOf(g, on(g, SORA, 0))).toBe(4000);
    expect(hasKeyword(g, on(g, SORA, 0), 'counter')).toBe(true);
    endTurn(g);
    expect(hasKeyword(g, on(g, SORA, 0), 'counter')).toBe(false);
    const g2 = game(
      'd47',
      { guard: [A], battlefield: [{ name: MISAKI, sleep: true }] },
      { battlefield: [GORO] },
      1,
    );
    revealedWith(g2, on(g2, GORO, 1), [on(g2, MISAKI, 0)]);
    expect(asleep(g2, on(g2, MISAKI, 0))).toBe(false);
  });

  it('d47 殲滅作戦: destroy a character of power ≥6000 (either side); 【死殺】 is not destroyed', () => {
    const A = '殲滅作戦';
    const g = game('d47', { hand: [A], energy: 5 }, { battlefield: ['深海怪獣 リヴァイアドラ', GANIRAS] });
    expect(targetable(g, A, on(g, GANIRAS, 1))).toBe(false);
    play(g, A, [on(g, '深海怪獣 リヴァイアドラ', 1)]);
    expect(trash(g, 1)).toEqual(['深海怪獣 リヴァイアドラ']);
    const g2 = game('d47', { hand: [A], energy: 5 }, { battlefield: ['宇宙怪獣 ゼノギラス'] });
    play(g2, A, [on(g2, '宇宙怪獣 ゼノギラス', 1)]);
    expect(field(g2, 1)).toEqual(['宇宙怪獣 ゼノギラス']);
  });

  it('d47 都市壊滅: 4000 damage to every character of both sides', () => {
    const A = '都市壊滅';
    const g = game('d47', { hand: [A], energy: 5, battlefield: [GANIRAS] }, { battlefield: [GORO] });
    play(g, A);
    expect(field(g, 1)).toEqual([]);
    expect(damageOf(g, on(g, GANIRAS, 0))).toBe(4000);
  });

  it('d47 合体必殺 ファイナルバスター: 【奥義：ゴウライザー】; destroy an opposing character, then 1 damage to the opponent only if it was destroyed (HF-13.7, HF-5.7)', () => {
    const A = '合体必殺 ファイナルバスター';
    const g = game('d47', { hand: [A], energy: 4 }, { battlefield: [GORO] });
    expect(playable(g, A)).toBe(false);
    const g2 = game('d47', { hand: [A], energy: 4, battlefield: [ZERO] }, { battlefield: [GORO] });
    play(g2, A, [on(g2, GORO, 1)]);
    expect(trash(g2, 1)).toEqual([GORO]);
    expect(damageCount(g2, 1)).toBe(1);
    const g3 = game(
      'd47',
      { hand: [A], energy: 4, guard: [{ name: ZERO, faceUp: true }] },
      { battlefield: ['宇宙怪獣 ゼノギラス'] },
    );
    play(g3, A, [on(g3, '宇宙怪獣 ゼノギラス', 1)]);
    expect(damageCount(g3, 1)).toBe(0); // 【死殺】: not destroyed, no damage
  });

  it('d47 増援要請: draw 2; 【ダメージトリガー】 draw 1 (HF-9.3)', () => {
    const A = '増援要請';
    const g = game('d47', { hand: [A], energy: 2, main: [GORO, SORA] });
    play(g, A);
    expect(sorted(hand(g, 0))).toEqual(sorted([GORO, SORA]));
  });

  it('d47 怪獣大暴れ: a 《怪獣》 of yours becomes active and +1000 for the turn (attacks again)', () => {
    const A = '怪獣大暴れ';
    const g = game('d47', { hand: [A], energy: 4, battlefield: [GORO, SORA] });
    expect(targetable(g, A, on(g, SORA, 0))).toBe(false);
    hitPlayer(g, on(g, GORO, 0));
    play(g, A, [on(g, GORO, 0)]);
    expect(asleep(g, on(g, GORO, 0))).toBe(false);
    expect(powerOf(g, on(g, GORO, 0))).toBe(5000);
    hitPlayer(g, on(g, GORO, 0));
    expect(damageCount(g, 1)).toBe(2);
  });

  it('d47 超電磁ランチャー: +1000 and 《機兵》; the host’s player may [2][スリープ] the host: 3000 to an opposing character', () => {
    const g = game('d47', { hand: [LAUNCHER], energy: 5, battlefield: [SORA] }, { battlefield: [GANIRAS] });
    play(g, LAUNCHER, [on(g, SORA, 0)]);
    expect(powerOf(g, on(g, SORA, 0))).toBe(2000);
    activate(g, on(g, SORA, 0), [on(g, GANIRAS, 1)]);
    expect(damageOf(g, on(g, GANIRAS, 1))).toBe(3000);
    expect(asleep(g, on(g, SORA, 0))).toBe(true);
  });

  it('d47 捕獲ネット: −3000 (0 → destroyed); its host cannot attack but can defend (HF-9.5)', () => {
    const A = '捕獲ネット';
    const g = game('d47', { hand: [A, A], energy: 4 }, { battlefield: [GANIRAS, MISAKI] });
    play(g, A, [on(g, GANIRAS, 1)]);
    expect(powerOf(g, on(g, GANIRAS, 1))).toBe(2000);
    play(g, A, [on(g, MISAKI, 1)]);
    expect(field(g, 1)).toEqual([GANIRAS]);
    endTurn(g);
    expect(cannotAttack(g, on(g, GANIRAS, 1))).toBe(true);
  });

  it('d47 怪獣細胞: only on a character of yours; +2000, 《怪獣》; the host destroyed → draw 1', () => {
    const A = '怪獣細胞';
    const g = game(
      'd47',
      { hand: [A], energy: 1, battlefield: [SORA], main: [GORO] },
      { hand: [SHOT], energy: 2, battlefield: [MISAKI] },
    );
    expect(targetable(g, A, on(g, MISAKI, 1))).toBe(false);
    play(g, A, [on(g, SORA, 0)]);
    expect(powerOf(g, on(g, SORA, 0))).toBe(3000);
    endTurn(g);
    act(g, { type: 'play', player: 1, card: inHand(g, 1, SHOT), targets: [on(g, SORA, 0)] });
    settle(g);
    expect(trash(g, 0)).toContain(SORA);
    expect(hand(g, 0)).toEqual([GORO]);
  });

  it('d47 防衛隊基地 ヘキサベース: your 《防衛隊》 defending → +1000 for the turn; [2] a 《パイロット》 of yours 【反撃】 for the turn', () => {
    const A = '防衛隊基地 ヘキサベース';
    const g = game('d47', { battlefield: [A, SORA], energy: 2 }, { battlefield: [GORO] }, 1);
    defendWith(g, on(g, GORO, 1), on(g, SORA, 0));
    expect(powerOf(g, on(g, SORA, 0))).toBe(2000);
    const g2 = game('d47', { battlefield: [A, SORA, CHIBIRA], energy: 2 });
    expect(activatableOn(g2, on(g2, A, 0), on(g2, CHIBIRA, 0))).toBe(false);
    activate(g2, on(g2, A, 0), [on(g2, SORA, 0)]);
    expect(hasKeyword(g2, on(g2, SORA, 0), 'counter')).toBe(true);
    endTurn(g2);
    expect(hasKeyword(g2, on(g2, SORA, 0), 'counter')).toBe(false);
  });

  it('d47 怪獣島: your 《怪獣》 character cards cost 1 less; once per turn a 《怪獣》 of yours destroyed → draw 1 (HF-12.8)', () => {
    const A = '怪獣島';
    const g = game('d47', { hand: [GORO], energy: 2, battlefield: [A] });
    play(g, GORO);
    expect(field(g, 0)).toContain(GORO);
    const g2 = game(
      'd47',
      { hand: ['都市壊滅'], energy: 5 },
      { battlefield: [A, CHIBIRA, GORO], main: [SORA, MISAKI, HAYATO] },
    );
    play(g2, '都市壊滅');
    expect(handSize(g2, 1)).toBe(2); // チビラ's own draw and one 怪獣島 draw for two 《怪獣》 destroyed
  });

  it('d47 keywords: ソラ 【神速】, ゴウライザー零式 / リヴァイアドラ 【反撃】【警戒】, ガニラス 【反撃】; ゴロドン vanilla', () => {
    const g = game('d47', { battlefield: [SORA, ZERO, '深海怪獣 リヴァイアドラ', GANIRAS] });
    expect(hasKeyword(g, on(g, SORA, 0), 'godspeed')).toBe(true);
    for (const n of [ZERO, '深海怪獣 リヴァイアドラ']) {
      expect(hasKeyword(g, on(g, n, 0), 'counter')).toBe(true);
      expect(hasKeyword(g, on(g, n, 0), 'vigilance')).toBe(true);
    }
    expect(hasKeyword(g, on(g, GANIRAS, 0), 'counter')).toBe(true);
    expect(vanilla('d47', GORO)).toBe(true);
  });
});

describe('d48-denen', () => {
  const TANE = 'たねまきのこども'; // 1000, cost 1
  const CHIBI = 'ちびかかし'; // 《かかし》 2000 【反撃】
  const KERO = '田んぼのケロすけ'; // vanilla 2000, cost 1
  const BUN = 'ミツバチのブンブン'; // 1000 【神速】
  const JACK = 'かぼちゃあたまのジャック'; // 4000
  const TARO = 'たいこたたきのタロウ'; // 1000
  const YUDACHI = 'にわか夕立'; // 4000 to an opposing character, cost 3

  it('d48 たねまきのこども: enters → may put your top card into the energy area ASLEEP', () => {
    const g = game('d48', { hand: [TANE], energy: 1, main: [KERO, BUN] });
    play(g, TANE);
    expect(energyCount(g, 0)).toBe(2);
    expect(activeEnergy(g, 0)).toBe(0);
    expect(top(g, 0, 1)).toEqual([BUN]);
    const g2 = game('d48', { hand: [TANE], energy: 1, main: [KERO, BUN] });
    play(g2, TANE, [], { may: [false] });
    expect(energyCount(g2, 0)).toBe(1);
    expect(top(g2, 0, 1)).toEqual([KERO]);
  });

  it('d48 カラスおいのかかし: [1][スリープ] an opposing character of power ≤3000 to sleep', () => {
    const A = 'カラスおいのかかし';
    const g = game('d48', { battlefield: [A], energy: 1 }, { battlefield: [KERO, JACK] });
    expect(activatableOn(g, on(g, A, 0), on(g, JACK, 1))).toBe(false);
    activate(g, on(g, A, 0), [on(g, KERO, 1)]);
    expect(asleep(g, on(g, KERO, 1))).toBe(true);
    expect(activeEnergy(g, 0)).toBe(0);
  });

  it('d48 かぼちゃあたまのジャック: 【ダメージトリガー】 3000 damage to an opposing character (HF-9.3)', () => {
    const g = game('d48', { guard: [JACK] }, { battlefield: [JACK] }, 1);
    revealedWith(g, on(g, JACK, 1), [on(g, JACK, 1)]);
    expect(damageOf(g, on(g, JACK, 1))).toBe(3000);
  });

  it('d48 大かかしのゴンベエ: 【反撃】【警戒】; enters → your top card face down into your guard deck', () => {
    const A = '大かかしのゴンベエ';
    const g = game('d48', { hand: [A], energy: 5, main: [KERO, BUN] });
    const guard = g.state.players[0].guardDeck.length;
    play(g, A);
    expect(g.state.players[0].guardDeck.length).toBe(guard + 1);
    expect(top(g, 0, 1)).toEqual([BUN]);
    expect(hasKeyword(g, on(g, A, 0), 'counter')).toBe(true);
    expect(hasKeyword(g, on(g, A, 0), 'vigilance')).toBe(true);
  });

  it('d48 牛車のモウさん: enters → your top card into the energy area ACTIVE', () => {
    const A = '牛車のモウさん';
    const g = game('d48', { hand: [A], energy: 4, main: [KERO, BUN] });
    play(g, A);
    expect(energyCount(g, 0)).toBe(5);
    expect(activeEnergy(g, 0)).toBe(1);
  });

  it('d48 たいこたたきのタロウ: [スリープ] a character of yours (itself too) +1000 for the turn', () => {
    const g = game('d48', { battlefield: [TARO] });
    activate(g, on(g, TARO, 0), [on(g, TARO, 0)]);
    expect(powerOf(g, on(g, TARO, 0))).toBe(2000);
    endTurn(g);
    expect(powerOf(g, on(g, TARO, 0))).toBe(1000);
  });

  it('d48 はなび師のドンさん: enters → 2000 damage to an ASLEEP opposing character', () => {
    const A = 'はなび師のドンさん';
    const g = game('d48', { hand: [A], energy: 3 }, { battlefield: [JACK, { name: KERO, sleep: true }] });
    play(g, A, [], { targets: [[on(g, KERO, 1)]] });
    expect(trash(g, 1)).toEqual([KERO]);
    expect(damageOf(g, on(g, JACK, 1))).toBe(0);
  });

  it('d48 豊作のおいのり / にわか夕立 / しもおりる夜: +3000 to yours for the turn / 4000 to an opposing one / every opposing character to sleep', () => {
    const g = game(
      'd48',
      { hand: ['豊作のおいのり', YUDACHI, 'しもおりる夜'], energy: 10, battlefield: [KERO] },
      { battlefield: [JACK, BUN, TARO] },
    );
    play(g, '豊作のおいのり', [on(g, KERO, 0)]);
    expect(powerOf(g, on(g, KERO, 0))).toBe(5000);
    play(g, YUDACHI, [on(g, JACK, 1)]);
    expect(trash(g, 1)).toEqual([JACK]);
    play(g, 'しもおりる夜');
    expect(asleep(g, on(g, BUN, 1)) && asleep(g, on(g, TARO, 1))).toBe(true);
    expect(asleep(g, on(g, KERO, 0))).toBe(false);
  });

  it('d48 わらのぼうし / かりいれのカマ: +1000, 《かかし》, 【反撃】 / +2000, 【貫通】 to the host', () => {
    const g = game('d48', { hand: ['わらのぼうし', 'かりいれのカマ'], energy: 3, battlefield: [TARO, BUN] });
    play(g, 'わらのぼうし', [on(g, TARO, 0)]);
    play(g, 'かりいれのカマ', [on(g, BUN, 0)]);
    expect(powerOf(g, on(g, TARO, 0))).toBe(2000);
    expect(hasKeyword(g, on(g, TARO, 0), 'counter')).toBe(true);
    expect(powerOf(g, on(g, BUN, 0))).toBe(3000);
    expect(hasKeyword(g, on(g, BUN, 0), 'pierce')).toBe(true);
  });

  it('d48 しもばしら: −2000; set → its host goes to sleep', () => {
    const A = 'しもばしら';
    const g = game('d48', { hand: [A], energy: 2 }, { battlefield: [JACK] });
    play(g, A, [on(g, JACK, 1)]);
    expect(asleep(g, on(g, JACK, 1))).toBe(true);
    expect(powerOf(g, on(g, JACK, 1))).toBe(2000);
  });

  it('d48 よつばのおまもり: +1000; its host destroyed → the host’s player puts their top card face down into their guard deck (000 ■セットカード)', () => {
    const A = 'よつばのおまもり';
    const g = game('d48', { hand: [A, YUDACHI], energy: 4 }, { battlefield: [KERO], main: [BUN, TARO] });
    play(g, A, [on(g, KERO, 1)]);
    expect(powerOf(g, on(g, KERO, 1))).toBe(3000);
    const guard = g.state.players[1].guardDeck.length;
    play(g, YUDACHI, [on(g, KERO, 1)]);
    expect(trash(g, 1)).toEqual([KERO]);
    expect(g.state.players[1].guardDeck.length).toBe(guard + 1);
    expect(top(g, 1, 1)).toEqual([TARO]);
  });

  it('d48 keywords: ちびかかし 【反撃】, ブンブン 【神速】; ケロすけ vanilla', () => {
    const g = game('d48', { battlefield: [CHIBI, BUN] });
    expect(hasKeyword(g, on(g, CHIBI, 0), 'counter')).toBe(true);
    expect(hasKeyword(g, on(g, BUN, 0), 'godspeed')).toBe(true);
    expect(vanilla('d48', KERO)).toBe(true);
  });
});
