// Issue 22 ("Done when": 0 accepted cards behave differently from their intent): the cards of d45–d48 accepted
// after corpus-scenarios-d45-d48.test.ts was written (sc12), played in the engine exactly as their designer wrote
// them, each asserting what its `# 意図:` says — or, where the intent goes against the seeds or a RULING of
// docs/engine.md, what the rules say (the test names it).
import { describe, expect, it } from 'vitest';
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
  bottom,
  canActivate,
  canDefend,
  corpusGame,
  corpusReaders,
  damageCount,
  damageOf,
  dealt,
  defend,
  defendWith,
  endTurn,
  energyCount,
  field,
  hand,
  hitPlayer,
  inGuard,
  inHand,
  names,
  on,
  play,
  playBy,
  playable,
  revealAnd,
  settle,
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
const { explained } = corpusReaders(SETS);

describe('d45-onsen (sc12)', () => {
  const MAME = '湯守見習い 豆吉'; // 《湯守》 1000, cost 1
  const PONTA = '化け狸 ぽん太'; // 《狸》 2000
  const GAMA = '岩風呂の大蝦蟇'; // vanilla 5000
  const KAPPA = '皿洗いの河童'; // 《河童》 2000
  const TSUKIMI = '月見の湯'; // world set

  it('d45 川流れの河童: 【ダメージトリガー】 up to 2 cards of your trash to the bottom of your deck in the order chosen (HF-9.3)', () => {
    const A = '川流れの河童';
    const g = game('d45', { guard: [A], trash: [MAME, PONTA, GAMA] }, { battlefield: [GAMA] }, 1);
    revealAnd(g, on(g, GAMA, 1), { choose: [PONTA, MAME] });
    expect(bottom(g, 0, 2)).toEqual([PONTA, MAME]);
    expect(trash(g, 0)).toEqual([GAMA]);
    const none = game('d45', { guard: [A], trash: [MAME, PONTA] }, { battlefield: [GAMA] }, 1);
    revealAnd(none, on(none, GAMA, 1), { choose: [] });
    expect(trash(none, 0)).toEqual([MAME, PONTA]); // 「まで」: none is allowed
  });

  it('d45 湯女 白露: enters → may put a damage-field card face down into the guard deck; up to 2 instead with 月見の湯 (a world set) on your battlefield', () => {
    const A = '湯女 白露';
    const dmg = [MAME, PONTA, KAPPA];
    const g = game('d45', { hand: [A], energy: 3, battlefield: [TSUKIMI], damageField: dmg });
    const guard = g.state.players[0].guardDeck.length;
    play(g, A, [], { choose: [MAME, PONTA] });
    expect(damageCount(g, 0)).toBe(1);
    expect(g.state.players[0].guardDeck.length).toBe(guard + 2);
    const g2 = game('d45', { hand: [A], energy: 3, damageField: dmg });
    play(g2, A, [], { choose: [MAME, PONTA] });
    expect(damageCount(g2, 0)).toBe(2); // one only without 月見の湯
    const g3 = game('d45', { hand: [A], energy: 3, battlefield: [TSUKIMI], damageField: dmg });
    play(g3, A, [], { may: [false] });
    expect(damageCount(g3, 0)).toBe(3);
    // explain says what the engine counts: 月見の湯 is a world set, not a character (sc12)
    const text = explained('d45', A);
    expect(text).toContain('「月見の湯」という名前のあなたのキャラクターかワールド・セットが1枚以上ある');
    expect(text).not.toContain('「月見の湯」という名前のあなたのキャラクターが');
  });

  it('d45 湯治: a damage-field card face down into the guard deck; 2 instead with 3+ asleep characters of yours', () => {
    const A = '湯治';
    const sleepy = { name: GAMA, sleep: true };
    const g = game('d45', {
      hand: [A],
      energy: 2,
      battlefield: [sleepy, sleepy, sleepy],
      damageField: [MAME, PONTA, KAPPA],
    });
    play(g, A, [], { choose: [MAME, PONTA] });
    expect(damageCount(g, 0)).toBe(1);
    const g2 = game('d45', {
      hand: [A],
      energy: 2,
      battlefield: [sleepy, sleepy, GAMA],
      damageField: [MAME, PONTA, KAPPA],
    });
    play(g2, A, [], { choose: [MAME, PONTA] });
    expect(damageCount(g2, 0)).toBe(2);
  });

  it('d45 湯守秘伝・千人風呂: 【奥義：湯守】; up to 2 damage-field cards to the guard deck, all damage off yours, your 《湯守》 +1000 for the turn (HF-13.7)', () => {
    const A = '湯守秘伝・千人風呂';
    const g = game('d45', { hand: [A], energy: 4, battlefield: [GAMA] });
    expect(playable(g, A)).toBe(false); // no card with 「湯守」 in its name
    const g2 = game('d45', {
      hand: [A],
      energy: 4,
      battlefield: [MAME, { name: GAMA, damage: 3000 }],
      damageField: [PONTA, KAPPA, TSUKIMI],
    });
    play(g2, A, [], { choose: [PONTA, KAPPA] });
    expect(damageCount(g2, 0)).toBe(1);
    expect(damageOf(g2, on(g2, GAMA, 0))).toBe(0);
    expect(powerOf(g2, on(g2, MAME, 0))).toBe(2000);
    expect(powerOf(g2, on(g2, GAMA, 0))).toBe(5000);
    endTurn(g2);
    expect(powerOf(g2, on(g2, MAME, 0))).toBe(1000);
  });

  it('d45 狸の葉っぱ: +1000 and 《狸》; +1000 more while its host is asleep', () => {
    const A = '狸の葉っぱ';
    const g = game('d45', { hand: [A], energy: 1, battlefield: [GAMA] });
    play(g, A, [on(g, GAMA, 0)]);
    expect(powerOf(g, on(g, GAMA, 0))).toBe(6000);
    expect(traitsOf(g, on(g, GAMA, 0))).toContain('狸');
    g.state.cards[on(g, GAMA, 0)].sleep = true;
    expect(powerOf(g, on(g, GAMA, 0))).toBe(7000);
  });

  it('d45 手桶: the host’s player may [1][スリープ] the host: a card of their trash to the bottom of their deck, THEN draw 1 (HF-5.7)', () => {
    const A = '手桶';
    const g = game('d45', { hand: [A], energy: 2, battlefield: [GAMA], trash: [MAME], main: [PONTA] });
    play(g, A, [on(g, GAMA, 0)]);
    activate(g, on(g, GAMA, 0), [], { choose: [MAME] });
    expect(bottom(g, 0, 1)).toEqual([MAME]);
    expect(hand(g, 0)).toEqual([PONTA]);
    expect(asleep(g, on(g, GAMA, 0))).toBe(true);
    expect(activeEnergy(g, 0)).toBe(0);
    const empty = game('d45', { hand: [A], energy: 2, battlefield: [GAMA], main: [PONTA] });
    play(empty, A, [on(empty, GAMA, 0)]);
    activate(empty, on(empty, GAMA, 0));
    expect(hand(empty, 0)).toEqual([]); // nothing put at the bottom: no draw
  });

  it('d45 狸の化け宿: your asleep 《狸》 +1000; [2] an ACTIVE 《狸》 of yours to sleep, then draw 1, once per turn (HF-12.8)', () => {
    const A = '狸の化け宿';
    const g = game('d45', { battlefield: [A, PONTA, GAMA], energy: 4, main: [MAME] });
    expect(powerOf(g, on(g, PONTA, 0))).toBe(2000);
    expect(activatableOn(g, on(g, A, 0), on(g, GAMA, 0))).toBe(false);
    activate(g, on(g, A, 0), [on(g, PONTA, 0)]);
    expect(asleep(g, on(g, PONTA, 0))).toBe(true);
    expect(powerOf(g, on(g, PONTA, 0))).toBe(3000);
    expect(hand(g, 0)).toEqual([MAME]);
    expect(activeEnergy(g, 0)).toBe(2);
    expect(canActivate(g, on(g, A, 0))).toBe(false);
  });
});

describe('d46-toshokan (sc12)', () => {
  const RIKO = '見習い司書 リコ'; // 《司書》 1000, cost 1
  const KO = '墨だまりの仔'; // vanilla 《墨霊》 2000, cost 1
  const HAKUSHI = '白紙の頁'; // command, cost 1

  it('d46 黙示の大魔導書 アポクリファ: 【強撃】; costs 1 less for every 2 commands in your trash (rounded down, HF-5.12)', () => {
    const A = '黙示の大魔導書 アポクリファ';
    const four = [HAKUSHI, HAKUSHI, HAKUSHI, HAKUSHI];
    expect(playable(game('d46', { hand: [A], energy: 5, trash: four }), A)).toBe(true); // 7 − 2
    expect(playable(game('d46', { hand: [A], energy: 5, trash: [HAKUSHI, HAKUSHI, HAKUSHI, KO] }), A)).toBe(
      false,
    );
    const g = game('d46', { hand: [A], energy: 5, trash: four });
    play(g, A);
    expect(activeEnergy(g, 0)).toBe(0);
    const g2 = game('d46', { battlefield: [A] });
    hitPlayer(g2, on(g2, A, 0));
    expect(damageCount(g2, 1)).toBe(2);
  });

  it('d46 司書の指先: costs 1 less with a 《司書》 of yours; choose one — draw 1, or a character (either side) to sleep (HF-5.13)', () => {
    const A = '司書の指先';
    expect(playable(game('d46', { hand: [A], energy: 1, battlefield: [KO] }), A)).toBe(false);
    const g = game('d46', { hand: [A], energy: 1, battlefield: [RIKO], main: [KO] });
    act(g, { type: 'play', card: inHand(g, 0, A), modes: [0], targets: [] });
    settle(g);
    expect(hand(g, 0)).toEqual([KO]);
    expect(activeEnergy(g, 0)).toBe(0);
    const g2 = game('d46', { hand: [A], energy: 2, battlefield: [KO] }, { battlefield: [RIKO] });
    act(g2, { type: 'play', card: inHand(g2, 0, A), modes: [1], targets: [on(g2, RIKO, 1)] });
    settle(g2);
    expect(asleep(g2, on(g2, RIKO, 1))).toBe(true);
  });
});

describe('d47-kaijuu (sc12)', () => {
  const SORA = '偵察機パイロット ソラ'; // 《防衛隊》《パイロット》 1000 【神速】
  const HAYATO = '防衛隊新兵 ハヤト'; // 《防衛隊》《パイロット》 1000
  const GORO = '岩石怪獣 ゴロドン'; // vanilla 《怪獣》 4000, cost 3
  const VOLGA = '溶岩怪獣 ヴォルガドン';

  it('d47 特攻隊員 レン: 【強撃】; destroyed → 2000 damage to an opposing character it targets', () => {
    const A = '特攻隊員 レン';
    const g = game('d47', { battlefield: [A] }, { hand: ['一斉射撃'], energy: 2, battlefield: [GORO] }, 1);
    playBy(g, 1, '一斉射撃', [on(g, A, 0)], { targets: [[on(g, GORO, 1)]] });
    expect(trash(g, 0)).toEqual([A]);
    expect(damageOf(g, on(g, GORO, 1))).toBe(2000);
    const g2 = game('d47', { battlefield: [A] });
    hitPlayer(g2, on(g2, A, 0));
    expect(damageCount(g2, 1)).toBe(2);
  });

  it('d47 決死隊 鉄壁小隊: 【反撃】 twice: its power in damage twice to the attacker (HF-8.3)', () => {
    const A = '決死隊 鉄壁小隊';
    const g = game('d47', { battlefield: [A] }, { battlefield: [GORO] }, 1);
    attack(g, on(g, GORO, 1), { player: 0 });
    defend(g, on(g, A, 0));
    expect(trash(g, 1)).toEqual([GORO]); // 2 × 2000 = its 4000
    expect(dealt(g).filter((n) => n === 2000).length).toBe(2);
  });

  it('d47 防衛隊総司令 オオトリ: 【空装】 all character cards 《防衛隊》 → your 《パイロット》 +1000; enters → your 《防衛隊》 become active (HF-13.8)', () => {
    const A = '防衛隊総司令 オオトリ';
    const k = corpusCard('d47-kaijuu', A).kuusou;
    if (!k) throw new Error('no 【空装】');
    const c = (n: string) => corpusCard('d47-kaijuu', n);
    expect(deckConditionHolds([c(A), c(SORA), c(HAYATO)], k.condition)).toBe(true);
    expect(deckConditionHolds([c(A), c(SORA), c(GORO)], k.condition)).toBe(false);
    const g = game('d47', { battlefield: [SORA, GORO], guard: [A] });
    g.state.players[0].kuusou = inGuard(g, 0, A);
    expect(powerOf(g, on(g, SORA, 0))).toBe(2000);
    expect(powerOf(g, on(g, GORO, 0))).toBe(4000);
    const g2 = game('d47', {
      hand: [A],
      energy: 5,
      battlefield: [
        { name: SORA, sleep: true },
        { name: GORO, sleep: true },
      ],
    });
    play(g2, A);
    expect(asleep(g2, on(g2, SORA, 0))).toBe(false);
    expect(asleep(g2, on(g2, GORO, 0))).toBe(true);
  });

  it('d47 古代怪獣 ガルザウルス: 【強撃】 twice (3 damage); it cannot defend', () => {
    const A = '古代怪獣 ガルザウルス';
    const g = game('d47', { battlefield: [A] });
    hitPlayer(g, on(g, A, 0));
    expect(damageCount(g, 1)).toBe(3);
    const g2 = game('d47', { battlefield: [A, GORO] }, { battlefield: [GORO] }, 1);
    attack(g2, on(g2, GORO, 1), { player: 0 });
    expect(canDefend(g2, on(g2, A, 0))).toBe(false);
    expect(canDefend(g2, on(g2, GORO, 0))).toBe(true);
  });

  it('d47 翼竜怪獣 ラドギラ: 【神速】 and 【強撃】', () => {
    const A = '翼竜怪獣 ラドギラ';
    const g = game('d47', { battlefield: [A] });
    expect(hasKeyword(g, on(g, A, 0), 'godspeed')).toBe(true);
    hitPlayer(g, on(g, A, 0));
    expect(damageCount(g, 1)).toBe(2);
  });

  it('d47 怪獣王 ゴッドマグマ: 【奥義：ヴォルガドン】; 【強撃】; attacking → 2000 damage to every opposing character (HF-13.7)', () => {
    const A = '怪獣王 ゴッドマグマ';
    expect(playable(game('d47', { hand: [A], energy: 7 }), A)).toBe(false);
    expect(playable(game('d47', { hand: [A], energy: 7, battlefield: [VOLGA] }), A)).toBe(true);
    const g = game('d47', { battlefield: [A, GORO] }, { battlefield: [GORO, SORA] });
    hitPlayer(g, on(g, A, 0));
    expect(trash(g, 1)).toEqual([SORA]);
    expect(damageOf(g, on(g, GORO, 1))).toBe(2000);
    expect(damageOf(g, on(g, GORO, 0))).toBe(0);
    expect(damageCount(g, 1)).toBe(2);
  });

  it('d47 怪獣の咆哮: a 《怪獣》 of yours +2000, 【貫通】 and 【強撃】 until the end of the turn', () => {
    const A = '怪獣の咆哮';
    const g = game('d47', { hand: [A], energy: 2, battlefield: [GORO, SORA] });
    expect(targetable(g, A, on(g, SORA, 0))).toBe(false);
    play(g, A, [on(g, GORO, 0)]);
    expect(powerOf(g, on(g, GORO, 0))).toBe(6000);
    expect(hasKeyword(g, on(g, GORO, 0), 'pierce')).toBe(true);
    expect(hasKeyword(g, on(g, GORO, 0), 'strike')).toBe(true);
    endTurn(g);
    expect(powerOf(g, on(g, GORO, 0))).toBe(4000);
    expect(hasKeyword(g, on(g, GORO, 0), 'strike')).toBe(false);
  });

  it('d47 機甲ゴウライザー・ボディ: only on a 《パイロット》 of yours; +3000, 《機兵》, 【反撃】 with the host’s power', () => {
    const A = '機甲ゴウライザー・ボディ';
    const g = game('d47', { hand: [A], energy: 3, battlefield: [SORA, GORO] }, { battlefield: [HAYATO] });
    expect(targetable(g, A, on(g, GORO, 0))).toBe(false);
    expect(targetable(g, A, on(g, HAYATO, 1))).toBe(false);
    play(g, A, [on(g, SORA, 0)]);
    expect(powerOf(g, on(g, SORA, 0))).toBe(4000);
    expect(traitsOf(g, on(g, SORA, 0))).toContain('機兵');
    const g2 = game('d47', { battlefield: [SORA], hand: [A], energy: 3 }, { battlefield: [GORO] });
    play(g2, A, [on(g2, SORA, 0)]);
    endTurn(g2);
    attack(g2, on(g2, GORO, 1), { player: 0 });
    defend(g2, on(g2, SORA, 0));
    expect(trash(g2, 1)).toEqual([GORO]); // 4000 from the 【反撃】 of a 4000 host
  });

  it('d47 機甲ゴウライザー・アーム / ウイング: +2000, 《機兵》, 【貫通】 / +1000, 《機兵》, 【神速】 to the host (either side)', () => {
    const g = game(
      'd47',
      { hand: ['機甲ゴウライザー・アーム', '機甲ゴウライザー・ウイング'], energy: 4, battlefield: [GORO] },
      { battlefield: [HAYATO] },
    );
    play(g, '機甲ゴウライザー・アーム', [on(g, GORO, 0)]);
    play(g, '機甲ゴウライザー・ウイング', [on(g, HAYATO, 1)]);
    expect(powerOf(g, on(g, GORO, 0))).toBe(6000);
    expect(hasKeyword(g, on(g, GORO, 0), 'pierce')).toBe(true);
    expect(traitsOf(g, on(g, GORO, 0))).toContain('機兵');
    expect(powerOf(g, on(g, HAYATO, 1))).toBe(3000); // +1000, and ハヤト's own +1000 while it has 《機兵》
    expect(hasKeyword(g, on(g, HAYATO, 1), 'godspeed')).toBe(true);
    expect(traitsOf(g, on(g, HAYATO, 1))).toContain('機兵');
  });

  it('d47 怪獣外殻: only on a 《怪獣》 (either side); +1000 and 【死殺】: not destroyed by damage', () => {
    const A = '怪獣外殻';
    const g = game(
      'd47',
      { hand: [A, '都市壊滅'], energy: 10, battlefield: [GORO, SORA] },
      { battlefield: [GORO] },
    );
    expect(targetable(g, A, on(g, SORA, 0))).toBe(false);
    expect(targetable(g, A, on(g, GORO, 1))).toBe(true);
    play(g, A, [on(g, GORO, 0)]);
    expect(powerOf(g, on(g, GORO, 0))).toBe(5000);
    expect(hasKeyword(g, on(g, GORO, 0), 'deathless')).toBe(true);
    play(g, '都市壊滅');
    expect(field(g, 0)).toEqual([GORO]);
    expect(trash(g, 1)).toEqual([GORO]);
  });
});

describe('d48-denen', () => {
  const CHIBI = 'ちびかかし'; // 《かかし》 2000 【反撃】, cost 1
  const KERO = '田んぼのケロすけ'; // vanilla 2000, cost 1
  const BUN = 'ミツバチのブンブン'; // 1000 【神速】
  const TARO = 'たいこたたきのタロウ'; // 1000
  const BOUSHI = 'わらのぼうし'; // set card, cost 1: +1000, 《かかし》, 【反撃】
  /** Player 0's energies all asleep. */
  const sleepEnergies = (g: G) => {
    for (const id of g.state.players[0].energy) g.state.cards[id].sleep = true;
  };

  it('d48 わらかかしのポロ: defending → +2000 until the end of the turn (HF-8.3)', () => {
    const A = 'わらかかしのポロ';
    const g = game('d48', { battlefield: [A] }, { battlefield: [KERO] }, 1);
    defendWith(g, on(g, KERO, 1), on(g, A, 0));
    expect(powerOf(g, on(g, A, 0))).toBe(5000);
  });

  it('d48 みはりやぐらのかかし: 【警戒】; your OTHER 《かかし》 characters +1000 (not itself, not the opponent’s)', () => {
    const A = 'みはりやぐらのかかし';
    const g = game('d48', { battlefield: [A, CHIBI, KERO] }, { battlefield: [CHIBI] });
    expect(hasKeyword(g, on(g, A, 0), 'vigilance')).toBe(true);
    expect(powerOf(g, on(g, A, 0))).toBe(3000);
    expect(powerOf(g, on(g, CHIBI, 0))).toBe(3000);
    expect(powerOf(g, on(g, KERO, 0))).toBe(2000);
    expect(powerOf(g, on(g, CHIBI, 1))).toBe(2000);
  });

  it('d48 ひまわり畑のヒナタ: [スリープ] one asleep energy of yours becomes active', () => {
    const A = 'ひまわり畑のヒナタ';
    const g = game('d48', { battlefield: [A], energy: 2 });
    sleepEnergies(g);
    activate(g, on(g, A, 0));
    expect(activeEnergy(g, 0)).toBe(1);
    expect(asleep(g, on(g, A, 0))).toBe(true);
  });

  it('d48 水車小屋のおばあちゃん: [2][スリープ] a damage-field card face down into your guard deck', () => {
    const A = '水車小屋のおばあちゃん';
    const g = game('d48', { battlefield: [A], energy: 2, damageField: [KERO, BUN] });
    const guard = g.state.players[0].guardDeck.length;
    activate(g, on(g, A, 0), [], { choose: [KERO] });
    expect(names(g, g.state.players[0].damageField)).toEqual([BUN]);
    expect(g.state.players[0].guardDeck.length).toBe(guard + 1);
    expect(activeEnergy(g, 0)).toBe(0);
  });

  it('d48 いなほの守り神: 【反撃】; 【ダメージトリガー】 up to 2 asleep energies of yours become active, as many as chosen (HF-9.3)', () => {
    const A = 'いなほの守り神';
    const g = game('d48', { guard: [A], energy: 3 }, { battlefield: [KERO] }, 1);
    sleepEnergies(g);
    revealAnd(g, on(g, KERO, 1), { choose: ['バニラ'] });
    expect(activeEnergy(g, 0)).toBe(1);
    const two = game('d48', { guard: [A], energy: 3 }, { battlefield: [KERO] }, 1);
    sleepEnergies(two);
    revealAnd(two, on(two, KERO, 1), { choose: ['バニラ', 'バニラ'] });
    expect(activeEnergy(two, 0)).toBe(2);
    const g2 = game('d48', { battlefield: [A] });
    expect(hasKeyword(g2, on(g2, A, 0), 'counter')).toBe(true);
  });

  it('d48 いたずらタヌキのポン: enters → may put a set card on a character (either side) it targets into its owner’s trash', () => {
    const A = 'いたずらタヌキのポン';
    const g = game('d48', { hand: [BOUSHI, A], energy: 3 }, { battlefield: [KERO] });
    play(g, BOUSHI, [on(g, KERO, 1)]);
    const boushi = attachedTo(g, on(g, KERO, 1));
    play(g, A, [], { targets: [boushi], may: [true] });
    expect(attachedTo(g, on(g, KERO, 1))).toEqual([]);
    expect(trash(g, 0)).toEqual([BOUSHI]);
    const kept = game('d48', { hand: [BOUSHI, A], energy: 3 }, { battlefield: [KERO] });
    play(kept, BOUSHI, [on(kept, KERO, 1)]);
    play(kept, A, [], { targets: [attachedTo(kept, on(kept, KERO, 1))], may: [false] });
    expect(attachedTo(kept, on(kept, KERO, 1)).length).toBe(1);
  });

  it('d48 大ほうさく: your top 2 cards into the energy area ASLEEP', () => {
    const A = '大ほうさく';
    const g = game('d48', { hand: [A], energy: 2, main: [KERO, BUN, TARO] });
    play(g, A);
    expect(energyCount(g, 0)).toBe(4);
    expect(activeEnergy(g, 0)).toBe(0);
    expect(top(g, 0, 1)).toEqual([TARO]);
  });

  it('d48 かかしのふんばり: a 《かかし》 of yours becomes active, then 【反撃】 until the end of the turn (HF-5.7)', () => {
    const A = 'かかしのふんばり';
    const POLO = 'わらかかしのポロ';
    const g = game('d48', { hand: [A], energy: 1, battlefield: [{ name: POLO, sleep: true }, KERO] });
    expect(targetable(g, A, on(g, KERO, 0))).toBe(false);
    play(g, A, [on(g, POLO, 0)]);
    expect(asleep(g, on(g, POLO, 0))).toBe(false);
    expect(hasKeyword(g, on(g, POLO, 0), 'counter')).toBe(true);
    endTurn(g);
    expect(hasKeyword(g, on(g, POLO, 0), 'counter')).toBe(false);
  });

  it('d48 ふゆじたく: your top card face down into your guard deck, draw 1; 【ダメージトリガー】 the top card into the guard deck (HF-9.3)', () => {
    const A = 'ふゆじたく';
    const g = game('d48', { hand: [A], energy: 2, main: [KERO, BUN, TARO] });
    const guard = g.state.players[0].guardDeck.length;
    play(g, A);
    expect(g.state.players[0].guardDeck.length).toBe(guard + 1);
    expect(hand(g, 0)).toEqual([BUN]);
    const t = game('d48', { guard: [A], main: [KERO, BUN] }, { battlefield: [KERO] }, 1);
    revealAnd(t, on(t, KERO, 1), {});
    expect(t.state.players[0].guardDeck.length).toBe(1);
    expect(top(t, 0, 1)).toEqual([BUN]);
  });

  it('d48 カラスのいたずら: one active energy of the opponent to sleep (energies are alike: RULING HF-3.2), then draw 1', () => {
    const A = 'カラスのいたずら';
    const g = game('d48', { hand: [A], energy: 1, main: [KERO] }, { energy: 2 });
    play(g, A);
    expect(activeEnergy(g, 1)).toBe(1);
    expect(hand(g, 0)).toEqual([KERO]);
  });

  it('d48 収穫祭のはっぴ: +1000, 《おまつり》; the host’s player may [スリープ] the host: draw 1, then discard a card of their choice', () => {
    const A = '収穫祭のはっぴ';
    const g = game('d48', { hand: [A, TARO], energy: 1, battlefield: [KERO], main: [BUN] });
    play(g, A, [on(g, KERO, 0)]);
    expect(powerOf(g, on(g, KERO, 0))).toBe(3000);
    expect(traitsOf(g, on(g, KERO, 0))).toContain('おまつり');
    activate(g, on(g, KERO, 0), [], { choose: [TARO] });
    expect(hand(g, 0)).toEqual([BUN]);
    expect(trash(g, 0)).toEqual([TARO]);
    expect(asleep(g, on(g, KERO, 0))).toBe(true);
  });

  // 「たね」 is a face-down set card only the 「たね」をまく cards make, and none of them compiles: these cards
  // take cards named 「たね」 only — never another set card (reported by sc12).
  it('d48 なつの精ヒザシ / あきの精ミノリ / しゅうかく！ / みのりのかご: only cards named 「たね」, never another set card', () => {
    const g = game('d48', {
      hand: [BOUSHI, 'みのりのかご', 'あきの精ミノリ', 'しゅうかく！'],
      energy: 10,
      battlefield: ['なつの精ヒザシ'],
    });
    const HIZASHI = on(g, 'なつの精ヒザシ', 0);
    play(g, BOUSHI, [HIZASHI]);
    play(g, 'みのりのかご', [HIZASHI]);
    expect(attachedTo(g, HIZASHI).length).toBe(2);
    expect(hasKeyword(g, HIZASHI, 'godspeed')).toBe(false); // two set cards, no 「たね」
    play(g, 'あきの精ミノリ');
    play(g, 'しゅうかく！');
    activate(g, HIZASHI);
    expect(attachedTo(g, HIZASHI).length).toBe(2);
    expect(hand(g, 0)).toEqual([]);
  });

  it('d48 ふゆの精シモヨ: enters → the player chooses 0–2 ACTIVE energies of the opponent to sleep (「2まいまで」, HF-3.2)', () => {
    const A = 'ふゆの精シモヨ';
    const one = game('d48', { hand: [A], energy: 5 }, { energy: 3 });
    play(one, A, [], { choose: ['バニラ'] }); // one chosen, then stop
    expect(activeEnergy(one, 1)).toBe(2);
    const none = game('d48', { hand: [A], energy: 5 }, { energy: 3 });
    play(none, A, [], { choose: [] });
    expect(activeEnergy(none, 1)).toBe(3);
    const two = game('d48', { hand: [A], energy: 5 }, { energy: 3 });
    play(two, A, [], { choose: ['バニラ', 'バニラ'] });
    expect(activeEnergy(two, 1)).toBe(1);
    expect(explained('d48', A)).toContain('2枚まで');
  });
});
