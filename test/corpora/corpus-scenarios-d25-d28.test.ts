// Issue 22 ("Done when": 0 accepted cards behave differently from their intent): the accepted cards of the
// sixth blind round, designer corpora d25–d28, played in the engine exactly as their designer wrote them
// (test/corpora/<set>.hf, compiled one by one as corpusReach does), each asserting what its `# 意図:` says —
// or, where the intent goes against the seeds or a RULING of docs/engine.md, what the rules say (the test
// names the ruling). Cards with no text or only keywords are checked together at the end of each set.
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
  damageOf,
  defend,
  endTurn,
  energyCount,
  foeAttacks,
  hand,
  handSize,
  hitPlayer,
  inGuard,
  inHand,
  names,
  on,
  play,
  playBy,
  playable,
  revealedAsDamage,
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
  d25: 'd25-kessho',
  d26: 'd26-kaizoku',
  d27: 'd27-tenmon',
  d28: 'd28-shinobi',
} as const;
const game = corpusGame(SETS);

describe('d25-kessho', () => {
  const ROOKIE = 'ギルドの新人坑夫'; // 《ギルド》《鉱夫》 2000 vanilla, cost 1
  const QUARTZ = '石英のゴーレム'; // 《ゴーレム》《結晶》 6000 vanilla
  const MINA = '灯り持ちの少女 ミーナ'; // 《ギルド》 1000
  const PICO = '見習い坑夫 ピコ'; // 《ギルド》《鉱夫》 1000
  const BAT = '水晶洞のコウモリ'; // 《獣》 1000, 【神速】
  const BLAST = '発破'; // command: 3000 to an opposing character
  const CAVE_IN = '落盤'; // command: 3000 to every asleep character

  it('見習い坑夫 ピコ: enters → look at the top card; may put it on the bottom, else it stays on top', () => {
    const g = game('d25', { hand: [PICO], energy: 1, main: [ROOKIE, MINA] });
    play(g, PICO, [], { choose: [ROOKIE] });
    expect(bottom(g, 0, 1)).toEqual([ROOKIE]);
    expect(top(g, 0, 1)).toEqual([MINA]);
    const g2 = game('d25', { hand: [PICO], energy: 1, main: [ROOKIE, MINA] });
    play(g2, PICO, [], { choose: [] });
    expect(top(g2, 0, 2)).toEqual([ROOKIE, MINA]);
  });

  it('灯り持ちの少女 ミーナ: destroyed → draw', () => {
    const g = game('d25', {
      hand: [CAVE_IN],
      energy: 4,
      battlefield: [{ name: MINA, sleep: true }],
      main: [ROOKIE],
    });
    play(g, CAVE_IN);
    expect(trash(g, 0)).toContain(MINA);
    expect(hand(g, 0)).toEqual([ROOKIE]);
  });

  it('つるはし担ぎのドルグ: [スリープ] the top card becomes an ASLEEP energy, once per turn', () => {
    const g = game('d25', { battlefield: ['つるはし担ぎのドルグ'], main: [ROOKIE, MINA] });
    const dorg = on(g, 'つるはし担ぎのドルグ', 0);
    activate(g, dorg);
    expect(energyCount(g, 0)).toBe(1);
    expect(activeEnergy(g, 0)).toBe(0);
    expect(top(g, 0, 1)).toEqual([MINA]);
    g.state.cards[dorg].sleep = false;
    expect(canActivate(g, dorg)).toBe(false);
  });

  it('坑道案内人 ガスパル: look at 3, up to one 《結晶》 card to the hand, the rest to the bottom in the chosen order', () => {
    const g = game('d25', { hand: ['坑道案内人 ガスパル'], energy: 2, main: [ROOKIE, QUARTZ, MINA, PICO] });
    play(g, '坑道案内人 ガスパル', [], { choose: [QUARTZ, MINA, ROOKIE] });
    expect(hand(g, 0)).toEqual([QUARTZ]);
    expect(top(g, 0, 1)).toEqual([PICO]);
    expect(sorted(bottom(g, 0, 2))).toEqual(sorted([MINA, ROOKIE]));
    const g2 = game('d25', { hand: ['坑道案内人 ガスパル'], energy: 2, main: [ROOKIE, MINA, PICO, QUARTZ] });
    play(g2, '坑道案内人 ガスパル');
    expect(hand(g2, 0)).toEqual([]); // no 《結晶》 card among the three
    expect(top(g2, 0, 1)).toEqual([QUARTZ]);
  });

  it('流れの山師 ジン: enters → may discard a card; only then draw 2 (HF-5.7)', () => {
    const g = game('d25', { hand: ['流れの山師 ジン', BLAST], energy: 2, main: [ROOKIE, MINA] });
    play(g, '流れの山師 ジン', [], { may: [true], choose: [BLAST] });
    expect(trash(g, 0)).toEqual([BLAST]);
    expect(hand(g, 0)).toEqual([ROOKIE, MINA]);
    const g2 = game('d25', { hand: ['流れの山師 ジン', BLAST], energy: 2, main: [ROOKIE, MINA] });
    play(g2, '流れの山師 ジン', [], { may: [false] });
    expect(hand(g2, 0)).toEqual([BLAST]);
    const g3 = game('d25', { hand: ['流れの山師 ジン'], energy: 2, main: [ROOKIE, MINA] });
    play(g3, '流れの山師 ジン');
    expect(hand(g3, 0)).toEqual([]); // nothing to discard: no draw
  });

  it('紫晶の小ゴーレム: destroyed → ANOTHER 《ゴーレム》 character of yours +2000 for the turn', () => {
    const G1 = '紫晶の小ゴーレム';
    const g = game('d25', {
      hand: [CAVE_IN],
      energy: 4,
      battlefield: [{ name: G1, sleep: true }, QUARTZ, ROOKIE],
    });
    const quartz = on(g, QUARTZ, 0);
    play(g, CAVE_IN, [], { targets: [[quartz]] });
    expect(trash(g, 0)).toContain(G1);
    expect(powerOf(g, quartz)).toBe(8000);
    endTurn(g);
    expect(powerOf(g, quartz)).toBe(6000);
  });

  it('砕晶のゴーレム: cannot attack; it can defend', () => {
    const g = game('d25', { battlefield: ['砕晶のゴーレム'] }, { battlefield: [ROOKIE] });
    const golem = on(g, '砕晶のゴーレム', 0);
    expect(cannotAttack(g, golem)).toBe(true);
    endTurn(g);
    attack(g, on(g, ROOKIE, 1), { player: 0 });
    expect(canDefend(g, golem)).toBe(true);
  });

  it('結晶喰らいのモグラ: attacking → a set card on an opposing character (either owner’s) to its owner’s trash', () => {
    const g = game(
      'd25',
      { battlefield: ['結晶喰らいのモグラ'] },
      { battlefield: [ROOKIE], hand: ['ギルドの安全帽'], energy: 1 },
      1,
    );
    act(g, { type: 'play', card: inHand(g, 1, 'ギルドの安全帽'), targets: [on(g, ROOKIE, 1)] });
    settle(g);
    endTurn(g);
    const [cap] = attachedTo(g, on(g, ROOKIE, 1));
    attack(g, on(g, '結晶喰らいのモグラ', 0), { player: 1 }, { targets: [[cap]] });
    expect(trash(g, 1)).toEqual(['ギルドの安全帽']);
    expect(powerOf(g, on(g, ROOKIE, 1))).toBe(2000);
  });

  it('ギルドの会計係 ノーラ: [カルネージ1][スリープ] the top card becomes an ACTIVE energy', () => {
    const g = game('d25', { battlefield: ['ギルドの会計係 ノーラ'], damageField: [PICO], main: [ROOKIE] });
    activate(g, on(g, 'ギルドの会計係 ノーラ', 0));
    expect(activeEnergy(g, 0)).toBe(1);
    expect(damageCount(g, 0)).toBe(0);
    expect(trash(g, 0)).toEqual([PICO]);
  });

  it('宝石細工師 リュシー: your 《結晶》 set cards cost 1 less (not other set cards)', () => {
    const g = game('d25', {
      battlefield: ['宝石細工師 リュシー', ROOKIE],
      hand: ['結晶の外殻', '坑夫の命綱'],
      energy: 1,
    });
    expect(playable(g, '坑夫の命綱')).toBe(false); // cost 2, no 《結晶》
    play(g, '結晶の外殻', [on(g, ROOKIE, 0)]); // cost 2 − 1
    expect(powerOf(g, on(g, ROOKIE, 0))).toBe(4000);
    const g2 = game('d25', { battlefield: [ROOKIE], hand: ['結晶の外殻'], energy: 1 });
    expect(playable(g2, '結晶の外殻')).toBe(false);
  });

  it('坑道の生き残り トマス: 【ダメージトリガー】 draw; defending → +1000 for the turn', () => {
    const g = game('d25', { guard: ['坑道の生き残り トマス'], main: [ROOKIE] }, { battlefield: [QUARTZ] }, 1);
    revealedAsDamage(g, on(g, QUARTZ, 1));
    expect(names(g, g.state.players[0].damageField)).toEqual(['坑道の生き残り トマス']);
    expect(hand(g, 0)).toEqual([ROOKIE]);
    const g2 = game('d25', { battlefield: ['坑道の生き残り トマス'] }, { battlefield: [PICO] }, 1);
    const thomas = on(g2, '坑道の生き残り トマス', 0);
    attack(g2, on(g2, PICO, 1), { player: 0 });
    act(g2, { type: 'defend', defender: thomas });
    settle(g2, {}, ['main', 'window']);
    expect(powerOf(g2, thomas)).toBe(3000);
  });

  it('鉱山カナリア ピピ: [1][スリープ] a character of yours is not destroyed this turn; power 0 still destroys (HF-9.5)', () => {
    const g = game('d25', {
      battlefield: ['鉱山カナリア ピピ', { name: ROOKIE, sleep: true }],
      energy: 5,
      hand: [CAVE_IN],
    });
    const rookie = on(g, ROOKIE, 0);
    activate(g, on(g, '鉱山カナリア ピピ', 0), [rookie]);
    play(g, CAVE_IN); // 3000 to every asleep character: ピピ (asleep from its cost) is destroyed, the rookie is not
    expect(g.state.battlefield).toContain(rookie);
    expect(damageOf(g, rookie)).toBe(3000);
    expect(trash(g, 0)).toContain('鉱山カナリア ピピ');
    const g2 = game('d25', { battlefield: ['鉱山カナリア ピピ', MINA], energy: 3, hand: ['晶化の枷'] });
    const mina = on(g2, MINA, 0);
    activate(g2, on(g2, '鉱山カナリア ピピ', 0), [mina]);
    play(g2, '晶化の枷', [mina]); // −1000: power 0
    expect(trash(g2, 0)).toContain(MINA);
  });

  it('発掘ゴーレム・トロッコ: 【神速】; attacking → draw, then discard a card', () => {
    const g = game('d25', { battlefield: ['発掘ゴーレム・トロッコ'], hand: [BLAST], main: [ROOKIE] });
    const t = on(g, '発掘ゴーレム・トロッコ', 0);
    expect(hasKeyword(g, t, 'godspeed')).toBe(true);
    attack(g, t, { player: 1 }, { choose: [BLAST] });
    expect(hand(g, 0)).toEqual([ROOKIE]);
    expect(trash(g, 0)).toEqual([BLAST]);
  });

  it('発破係 ヴィクトル: [1][スリープ][another character of yours to the trash] 4000 to an opposing character', () => {
    const g = game(
      'd25',
      { battlefield: ['発破係 ヴィクトル', PICO], energy: 1 },
      { battlefield: ['晶石ゴーレム'] },
    );
    const v = on(g, '発破係 ヴィクトル', 0);
    activate(g, v, [on(g, '晶石ゴーレム', 1)], { choose: [PICO] });
    expect(trash(g, 0)).toEqual([PICO]); // put there, not destroyed
    expect(trash(g, 1)).toEqual(['晶石ゴーレム']);
    expect(activeEnergy(g, 0)).toBe(0);
    const g2 = game('d25', { battlefield: ['発破係 ヴィクトル'], energy: 1 }, { battlefield: [ROOKIE] });
    expect(canActivate(g2, on(g2, '発破係 ヴィクトル', 0))).toBe(false); // no other character to pay with
  });

  it('坑道の番人 オルガ: 【反撃】; defending → draw (win or lose)', () => {
    const g = game(
      'd25',
      { battlefield: ['坑道の番人 オルガ'], main: [ROOKIE] },
      { battlefield: [QUARTZ] },
      1,
    );
    const olga = on(g, '坑道の番人 オルガ', 0);
    expect(hasKeyword(g, olga, 'counter')).toBe(true);
    attack(g, on(g, QUARTZ, 1), { player: 0 });
    defend(g, olga);
    expect(hand(g, 0)).toEqual([ROOKIE]);
    expect(trash(g, 0)).toEqual(['坑道の番人 オルガ']);
  });

  it('坑夫長 グラント: your OTHER 《鉱夫》 characters +1000; attacking → an ASLEEP 《鉱夫》 character of yours stands', () => {
    const g = game(
      'd25',
      { battlefield: ['坑夫長 グラント', { name: ROOKIE, sleep: true }, MINA] },
      { battlefield: [ROOKIE] },
    );
    const grant = on(g, '坑夫長 グラント', 0);
    const rookie = on(g, ROOKIE, 0);
    expect(powerOf(g, grant)).toBe(5000);
    expect(powerOf(g, rookie)).toBe(3000);
    expect(powerOf(g, on(g, MINA, 0))).toBe(1000);
    expect(powerOf(g, on(g, ROOKIE, 1))).toBe(2000);
    attack(g, grant, { player: 1 }, { targets: [[rookie]] });
    expect(asleep(g, rookie)).toBe(false);
  });

  it('翠玉のゴーレム: +1000 for each OTHER 《結晶》 character of yours (recounted)', () => {
    const g = game(
      'd25',
      {
        battlefield: ['翠玉のゴーレム', QUARTZ, { name: '紫晶の小ゴーレム', sleep: true }, ROOKIE],
        hand: [CAVE_IN],
        energy: 4,
      },
      { battlefield: [QUARTZ] },
    );
    const jade = on(g, '翠玉のゴーレム', 0);
    expect(powerOf(g, jade)).toBe(7000);
    play(g, CAVE_IN, [], { targets: [[on(g, QUARTZ, 0)]] });
    expect(powerOf(g, jade)).toBe(6000);
  });

  it('ギルド長 アデラ: enters → a 《ギルド》 character card of your trash to the hand; 【空装】 a 《ギルド》 character of yours enters in your turn → an asleep energy stands, once per turn', () => {
    const g = game('d25', { hand: ['ギルド長 アデラ'], energy: 5, trash: [QUARTZ, MINA] });
    play(g, 'ギルド長 アデラ', [], { targets: [[g.state.players[0].trash[1]]] });
    expect(hand(g, 0)).toEqual([MINA]);
    const g2 = game('d25', { hand: [ROOKIE, PICO, BAT], energy: 3, guard: ['ギルド長 アデラ'] });
    g2.state.players[0].kuusou = inGuard(g2, 0, 'ギルド長 アデラ');
    play(g2, BAT); // 《獣》: nothing
    expect(activeEnergy(g2, 0)).toBe(2);
    play(g2, ROOKIE, [], { may: [false] });
    expect(activeEnergy(g2, 0)).toBe(2); // paid 1, one stood up
    play(g2, PICO, [], { may: [false] });
    expect(activeEnergy(g2, 0)).toBe(1); // once per turn
  });

  it('深層の採掘王 バルトロ: 【強撃】; attacking → the top card becomes an ACTIVE energy', () => {
    const g = game('d25', { battlefield: ['深層の採掘王 バルトロ'], main: [ROOKIE] });
    const b = on(g, '深層の採掘王 バルトロ', 0);
    expect(hasKeyword(g, b, 'strike')).toBe(true);
    hitPlayer(g, b);
    expect(activeEnergy(g, 0)).toBe(1);
    expect(damageCount(g, 1)).toBe(2);
  });

  it('岩盤竜 グラウヴァルト: 【貫通】; its attack destroys an opposing character → 1000 to each ASLEEP opposing character', () => {
    const g = game(
      'd25',
      { battlefield: ['岩盤竜 グラウヴァルト', { name: PICO, sleep: true }] },
      { battlefield: [{ name: ROOKIE, sleep: true }, { name: QUARTZ, sleep: true }, MINA] },
    );
    attackCard(g, on(g, '岩盤竜 グラウヴァルト', 0), on(g, ROOKIE, 1));
    expect(damageCount(g, 1)).toBe(1);
    expect(damageOf(g, on(g, QUARTZ, 1))).toBe(1000);
    expect(damageOf(g, on(g, MINA, 1))).toBe(0);
    expect(damageOf(g, on(g, PICO, 0))).toBe(0);
  });

  it('落盤師 ブラム / 金剛のゴーレム・アダマス: enters → 1000 to EVERY asleep character / 2000 to each asleep OPPOSING one', () => {
    const g = game(
      'd25',
      { hand: ['落盤師 ブラム'], energy: 4, battlefield: [{ name: QUARTZ, sleep: true }, ROOKIE] },
      { battlefield: [{ name: QUARTZ, sleep: true }, ROOKIE] },
    );
    play(g, '落盤師 ブラム');
    expect([damageOf(g, on(g, QUARTZ, 0)), damageOf(g, on(g, QUARTZ, 1))]).toEqual([1000, 1000]);
    expect([damageOf(g, on(g, ROOKIE, 0)), damageOf(g, on(g, ROOKIE, 1))]).toEqual([0, 0]);
    const g2 = game(
      'd25',
      { hand: ['金剛のゴーレム・アダマス'], energy: 7, battlefield: [{ name: QUARTZ, sleep: true }] },
      { battlefield: [{ name: QUARTZ, sleep: true }, ROOKIE] },
    );
    play(g2, '金剛のゴーレム・アダマス');
    expect(damageOf(g2, on(g2, QUARTZ, 1))).toBe(2000);
    expect(damageOf(g2, on(g2, QUARTZ, 0))).toBe(0);
    expect(damageOf(g2, on(g2, ROOKIE, 1))).toBe(0);
    expect(hasKeyword(g2, on(g2, '金剛のゴーレム・アダマス', 0), 'counter')).toBe(true);
  });

  it('晶洞の巫女 エメリア: enters → up to one 《結晶》 set card (or world set) of your trash to the hand', () => {
    const g = game('d25', { hand: ['晶洞の巫女 エメリア'], energy: 4, trash: ['坑夫の命綱', '晶化の枷'] });
    const fetters = g.state.players[0].trash[1];
    play(g, '晶洞の巫女 エメリア', [], { targets: [[fetters]] });
    expect(hand(g, 0)).toEqual(['晶化の枷']);
    const g2 = game('d25', { hand: ['晶洞の巫女 エメリア'], energy: 4, trash: ['坑夫の命綱', QUARTZ] });
    play(g2, '晶洞の巫女 エメリア');
    expect(hand(g2, 0)).toEqual([]); // a 《結晶》 character card is not a set card
  });

  it('落盤 / 小落盤 / 発破: 3000 to every asleep character (yours too) / 2000 to an ASLEEP opposing one / 3000 to an opposing one', () => {
    const g = game(
      'd25',
      { hand: [CAVE_IN], energy: 4, battlefield: [{ name: ROOKIE, sleep: true }, MINA] },
      { battlefield: [{ name: QUARTZ, sleep: true }, PICO] },
    );
    play(g, CAVE_IN);
    expect(trash(g, 0)).toContain(ROOKIE);
    expect(damageOf(g, on(g, QUARTZ, 1))).toBe(3000);
    expect(damageOf(g, on(g, PICO, 1))).toBe(0);
    const g2 = game(
      'd25',
      { hand: ['小落盤', BLAST], energy: 3 },
      { battlefield: [{ name: QUARTZ, sleep: true }, ROOKIE] },
    );
    expect(targetable(g2, '小落盤', on(g2, ROOKIE, 1))).toBe(false);
    play(g2, '小落盤', [on(g2, QUARTZ, 1)]);
    expect(damageOf(g2, on(g2, QUARTZ, 1))).toBe(2000);
    play(g2, BLAST, [on(g2, ROOKIE, 1)]);
    expect(trash(g2, 1)).toEqual([ROOKIE]);
  });

  it('試掘 / 晶鐘楼のギルド本部: look at 3 / 2, one card to the hand (forced), the rest to the bottom', () => {
    const g = game('d25', { hand: ['試掘'], energy: 1, main: [ROOKIE, QUARTZ, MINA, PICO] });
    play(g, '試掘', [], { choose: [MINA, QUARTZ, ROOKIE] });
    expect(hand(g, 0)).toEqual([MINA]);
    expect(top(g, 0, 1)).toEqual([PICO]);
    expect(sorted(bottom(g, 0, 2))).toEqual(sorted([QUARTZ, ROOKIE]));
    const HQ = '晶鐘楼のギルド本部';
    const g2 = game('d25', { battlefield: [HQ], damageField: [BAT, BAT], main: [ROOKIE, QUARTZ, MINA] });
    const hq = on(g2, HQ, 0);
    activate(g2, hq, [], { choose: [QUARTZ] });
    expect(hand(g2, 0)).toEqual([QUARTZ]);
    expect(bottom(g2, 0, 1)).toEqual([ROOKIE]);
    expect(damageCount(g2, 0)).toBe(1);
    expect(canActivate(g2, hq)).toBe(false); // once per turn
  });

  it('鉱脈発見: the top card becomes an ACTIVE energy, then draw', () => {
    const g = game('d25', { hand: ['鉱脈発見'], energy: 2, main: [ROOKIE, MINA] });
    play(g, '鉱脈発見');
    expect(energyCount(g, 0)).toBe(3);
    expect(activeEnergy(g, 0)).toBe(1);
    expect(hand(g, 0)).toEqual([MINA]);
  });

  it('結晶化: a character of yours +2000 and 《結晶》 for the turn', () => {
    const g = game('d25', { hand: ['結晶化'], energy: 2, battlefield: [ROOKIE] }, { battlefield: [MINA] });
    const r = on(g, ROOKIE, 0);
    expect(targetable(g, '結晶化', on(g, MINA, 1))).toBe(false);
    play(g, '結晶化', [r]);
    expect(powerOf(g, r)).toBe(4000);
    expect(traitsOf(g, r)).toContain('結晶');
    endTurn(g);
    expect(powerOf(g, r)).toBe(2000);
    expect(traitsOf(g, r)).not.toContain('結晶');
  });

  it('坑道封鎖: an attacking opposing character — its attack fails, no damage, it stays asleep', () => {
    const g = game('d25', { hand: ['坑道封鎖'], energy: 2 }, { battlefield: [QUARTZ] }, 1);
    const q = on(g, QUARTZ, 1);
    foeAttacks(g, q);
    playBy(g, 0, '坑道封鎖', [q]);
    settle(g, {}, ['main']);
    expect(damageCount(g, 0)).toBe(0);
    expect(asleep(g, q)).toBe(true);
  });

  it('緊急退避: a character of yours back to the hand (not the opponent’s)', () => {
    const g = game('d25', { hand: ['緊急退避'], energy: 1, battlefield: [ROOKIE] }, { battlefield: [MINA] });
    expect(targetable(g, '緊急退避', on(g, MINA, 1))).toBe(false);
    play(g, '緊急退避', [on(g, ROOKIE, 0)]);
    expect(hand(g, 0)).toEqual([ROOKIE]);
    expect(trash(g, 0)).toEqual(['緊急退避']);
  });

  it('鉱脈占い / 鉱脈読みのセレス: see corpus-scenarios-declare.test.ts (「…を１つ指定し」)', () => {
    expect(corpusCard('d25-kessho', '鉱脈占い').kind).toBe('command');
    expect(corpusCard('d25-kessho', '鉱脈読みのセレス').kind).toBe('character');
  });

  it('ギルドの招集: a cost ≤2 《ギルド》 character card of your main deck onto the battlefield ACTIVE (not played), then shuffle', () => {
    const g = game('d25', {
      hand: ['ギルドの招集'],
      energy: 3,
      main: [QUARTZ, '灯り持ちの少女 ミーナ', 'ギルド長 アデラ'],
      trash: [],
    });
    play(g, 'ギルドの招集', [], { choose: [MINA] });
    const mina = on(g, MINA, 0);
    expect(asleep(g, mina)).toBe(false);
    expect(activeEnergy(g, 0)).toBe(0);
    const g2 = game('d25', { hand: ['ギルドの招集'], energy: 3, main: ['ギルド長 アデラ', QUARTZ] });
    play(g2, 'ギルドの招集');
    expect(g2.state.battlefield).toEqual([]); // cost 5 / not 《ギルド》: nothing found
    expect(g2.state.players[0].mainDeck.some((id) => nameOf(g2, id) === 'ギルド長 アデラ')).toBe(true);
  });

  it('晶核解放: 【奥義：ゴーレム】 needs a 「ゴーレム」 card of yours out or face up in the guard deck; your 《ゴーレム》 characters +2000 and 【貫通】 for the turn', () => {
    const OUGI = '晶核解放';
    const g = game('d25', { hand: [OUGI], energy: 3, battlefield: [QUARTZ, ROOKIE] });
    play(g, OUGI);
    const q = on(g, QUARTZ, 0);
    expect(powerOf(g, q)).toBe(8000);
    expect(hasKeyword(g, q, 'pierce')).toBe(true);
    expect(powerOf(g, on(g, ROOKIE, 0))).toBe(2000);
    endTurn(g);
    expect(powerOf(g, q)).toBe(6000);
    expect(hasKeyword(g, q, 'pierce')).toBe(false);
    const g2 = game('d25', { hand: [OUGI], energy: 3, battlefield: [ROOKIE] });
    expect(playable(g2, OUGI)).toBe(false);
    const g3 = game('d25', { hand: [OUGI], energy: 3, guard: [{ name: QUARTZ, faceUp: true }] });
    expect(playable(g3, OUGI)).toBe(true);
  });

  it('崩落警報: your characters there +1000 for the turn; 【ダメージトリガー】 2000 to an opposing character', () => {
    const g = game('d25', { hand: ['崩落警報', ROOKIE], energy: 2, battlefield: [QUARTZ] });
    play(g, '崩落警報');
    play(g, ROOKIE);
    expect(powerOf(g, on(g, QUARTZ, 0))).toBe(7000);
    expect(powerOf(g, on(g, ROOKIE, 0))).toBe(2000);
    const g2 = game('d25', { guard: ['崩落警報'] }, { battlefield: [QUARTZ, ROOKIE] }, 1);
    const rookie = on(g2, ROOKIE, 1);
    revealedWith(g2, on(g2, QUARTZ, 1), [rookie]);
    expect(trash(g2, 1)).toEqual([ROOKIE]);
  });

  it('結晶の外殻: +2000 and 《結晶》; the host would be destroyed by damage → may remove its damage and put this card into the trash instead', () => {
    const g = game('d25', { hand: ['結晶の外殻', BLAST], energy: 4 }, { battlefield: [MINA] });
    const mina = on(g, MINA, 1);
    play(g, '結晶の外殻', [mina]);
    expect(powerOf(g, mina)).toBe(3000);
    expect(traitsOf(g, mina)).toContain('結晶');
    play(g, BLAST, [mina], { replace: [true] });
    expect(g.state.battlefield).toContain(mina);
    expect(damageOf(g, mina)).toBe(0);
    expect(trash(g, 0)).toEqual(['結晶の外殻', BLAST]);
    const g2 = game('d25', { hand: ['結晶の外殻', BLAST], energy: 4 }, { battlefield: [MINA] });
    const mina2 = on(g2, MINA, 1);
    play(g2, '結晶の外殻', [mina2]);
    play(g2, BLAST, [mina2], { replace: [false] });
    expect(trash(g2, 1)).toEqual([MINA]);
  });

  it('ギルドのつるはし: +1000 and 《鉱夫》; the host’s attack destroys an opposing character → the host’s player draws', () => {
    const g = game(
      'd25',
      { hand: ['ギルドのつるはし'], energy: 1, battlefield: [MINA], main: [ROOKIE] },
      { battlefield: [{ name: PICO, sleep: true }] },
    );
    const mina = on(g, MINA, 0);
    play(g, 'ギルドのつるはし', [mina]);
    expect(powerOf(g, mina)).toBe(2000);
    expect(traitsOf(g, mina)).toContain('鉱夫');
    attackCard(g, mina, on(g, PICO, 1));
    expect(trash(g, 1)).toEqual([PICO]);
    expect(hand(g, 0)).toEqual([ROOKIE]);
  });

  it('ギルドの安全帽: +1000; the host cannot be targeted by the commands of its player’s opponent (its player’s can)', () => {
    const g = game('d25', { hand: ['ギルドの安全帽', BLAST], energy: 3 }, { battlefield: [ROOKIE] });
    const r = on(g, ROOKIE, 1);
    play(g, 'ギルドの安全帽', [r]);
    expect(powerOf(g, r)).toBe(3000);
    expect(targetable(g, BLAST, r)).toBe(false); // the host's opponent, the cap's own player here
    const g2 = game('d25', { hand: ['ギルドの安全帽', '結晶化'], energy: 3, battlefield: [ROOKIE] });
    const r2 = on(g2, ROOKIE, 0);
    play(g2, 'ギルドの安全帽', [r2]);
    expect(targetable(g2, '結晶化', r2)).toBe(true);
  });

  it('晶化の枷: −1000 and 《結晶》; the host cannot defend', () => {
    const g = game(
      'd25',
      { hand: ['晶化の枷'], energy: 2, battlefield: [ROOKIE] },
      { battlefield: [QUARTZ, PICO] },
    );
    const q = on(g, QUARTZ, 1);
    play(g, '晶化の枷', [q]);
    expect(powerOf(g, q)).toBe(5000);
    expect(traitsOf(g, q)).toContain('結晶');
    attack(g, on(g, ROOKIE, 0), { player: 1 });
    expect(canDefend(g, q)).toBe(false);
    expect(canDefend(g, on(g, PICO, 1))).toBe(true);
  });

  it('落石: −1000; set on an ASLEEP host → 1000 to it; on an active one, nothing', () => {
    const g = game(
      'd25',
      { hand: ['落石', '落石'], energy: 2 },
      { battlefield: [{ name: QUARTZ, sleep: true }, ROOKIE] },
    );
    play(g, '落石', [on(g, QUARTZ, 1)]);
    expect(powerOf(g, on(g, QUARTZ, 1))).toBe(5000);
    expect(damageOf(g, on(g, QUARTZ, 1))).toBe(1000);
    play(g, '落石', [on(g, ROOKIE, 1)]);
    expect(damageOf(g, on(g, ROOKIE, 1))).toBe(0);
  });

  it('宝石の核: +2000, 《ゴーレム》《結晶》; the host attacks → 2000 to an ASLEEP opposing character', () => {
    const g = game(
      'd25',
      { hand: ['宝石の核'], energy: 3, battlefield: [ROOKIE] },
      { battlefield: [{ name: QUARTZ, sleep: true }] },
    );
    const r = on(g, ROOKIE, 0);
    play(g, '宝石の核', [r]);
    expect(powerOf(g, r)).toBe(4000);
    expect(traitsOf(g, r)).toEqual(expect.arrayContaining(['ゴーレム', '結晶']));
    const q = on(g, QUARTZ, 1);
    hitPlayer(g, r, { targets: [[q]] });
    expect(damageOf(g, q)).toBe(2000);
  });

  it('鉱山ギルドの徽章: +1000 and 《ギルド》; set → the set card’s player draws (also on the opponent’s character)', () => {
    const g = game('d25', { hand: ['鉱山ギルドの徽章'], energy: 1, main: [MINA] }, { battlefield: [BAT] });
    const bat = on(g, BAT, 1);
    play(g, '鉱山ギルドの徽章', [bat]);
    expect(powerOf(g, bat)).toBe(2000);
    expect(traitsOf(g, bat)).toContain('ギルド');
    expect(hand(g, 0)).toEqual([MINA]);
    expect(hand(g, 1)).toEqual([]);
  });

  it('坑夫の命綱: +1000; the host gains 「[カルネージ1]: it stands」, once per turn', () => {
    const g = game('d25', {
      hand: ['坑夫の命綱'],
      energy: 2,
      battlefield: [{ name: ROOKIE, sleep: true }],
      damageField: [BAT, BAT],
    });
    const r = on(g, ROOKIE, 0);
    play(g, '坑夫の命綱', [r]);
    expect(powerOf(g, r)).toBe(3000);
    activate(g, r);
    expect(asleep(g, r)).toBe(false);
    expect(damageCount(g, 0)).toBe(1);
    g.state.cards[r].sleep = true;
    expect(canActivate(g, r)).toBe(false);
  });

  it('晶洞の揺り籠: a 《ゴーレム》 character of yours enters → draw, once per turn', () => {
    const g = game('d25', {
      battlefield: ['晶洞の揺り籠'],
      hand: [ROOKIE, '紫晶の小ゴーレム', '砕晶のゴーレム'],
      energy: 5,
      main: [MINA, PICO],
    });
    play(g, ROOKIE);
    expect(handSize(g, 0)).toBe(2);
    play(g, '紫晶の小ゴーレム');
    expect(hand(g, 0)).toEqual(['砕晶のゴーレム', MINA]);
    play(g, '砕晶のゴーレム');
    expect(hand(g, 0)).toEqual([MINA]);
  });

  it('水晶洞のコウモリ / 晶石ゴーレム / ギルドの用心棒 カイ / 紅玉のゴーレム / 蒼玉のゴーレム: keywords (+1000 attacking / defending); the vanilla cards: none', () => {
    const g = game(
      'd25',
      {
        battlefield: [
          BAT,
          '晶石ゴーレム',
          'ギルドの用心棒 カイ',
          '紅玉のゴーレム',
          '蒼玉のゴーレム',
          ROOKIE,
          QUARTZ,
        ],
      },
      { battlefield: [{ name: PICO, sleep: true }] },
    );
    expect(hasKeyword(g, on(g, BAT, 0), 'godspeed')).toBe(true);
    expect(hasKeyword(g, on(g, '晶石ゴーレム', 0), 'counter')).toBe(true);
    expect(hasKeyword(g, on(g, 'ギルドの用心棒 カイ', 0), 'vigilance')).toBe(true);
    expect(hasKeyword(g, on(g, '蒼玉のゴーレム', 0), 'vigilance')).toBe(true);
    const ruby = on(g, '紅玉のゴーレム', 0);
    expect(hasKeyword(g, ruby, 'pierce')).toBe(true);
    expect([ROOKIE, QUARTZ].map((n) => powerOf(g, on(g, n, 0)))).toEqual([2000, 6000]);
    attackCard(g, ruby, on(g, PICO, 1));
    expect(powerOf(g, ruby)).toBe(5000);
    expect(damageCount(g, 1)).toBe(1); // 【貫通】
    const g2 = game('d25', { battlefield: ['蒼玉のゴーレム'] }, { battlefield: [QUARTZ] }, 1);
    const sapphire = on(g2, '蒼玉のゴーレム', 0);
    attack(g2, on(g2, QUARTZ, 1), { player: 0 });
    act(g2, { type: 'defend', defender: sapphire });
    settle(g2, {}, ['main', 'window']);
    expect(powerOf(g2, sapphire)).toBe(6000);
  });
});

describe('d26-kaizoku', () => {
  const TOTO = '空賊見習いトト'; // 《空賊》 2000 vanilla, cost 1
  const GULLS = '雲海のカモメ隊'; // 《空賊》 3000 vanilla
  const KAI = '浮遊都市の風読みカイ'; // 《浮遊都市》 1000
  const PICO = '見習い甲板員ピコ'; // 《空賊》 1000
  const SWALLOW = '高速艇〈スワロウテイル〉'; // 《飛空艇》《空賊》 2000, 【神速】
  const BOOM = '火薬庫の大爆発'; // command: 2000 to every character
  const VOLLEY = '一斉砲撃'; // command: 2000 to up to two opposing characters

  it('見習い甲板員ピコ: enters → look at the top card, put it on the bottom or leave it on top', () => {
    const g = game('d26', { hand: [PICO], energy: 1, main: [TOTO, GULLS] });
    play(g, PICO, [], { choose: [TOTO] });
    expect(bottom(g, 0, 1)).toEqual([TOTO]);
    expect(top(g, 0, 1)).toEqual([GULLS]);
    const g2 = game('d26', { hand: [PICO], energy: 1, main: [TOTO, GULLS] });
    play(g2, PICO, [], { choose: [] });
    expect(top(g2, 0, 2)).toEqual([TOTO, GULLS]);
  });

  it('見張り台のルゥ: 【警戒】; defending → draw, once per turn', () => {
    const g = game(
      'd26',
      { battlefield: ['見張り台のルゥ'], hand: ['船長のコート'], energy: 3, main: [TOTO, GULLS] },
      { battlefield: [PICO, KAI] },
    );
    const ruu = on(g, '見張り台のルゥ', 0);
    expect(hasKeyword(g, ruu, 'vigilance')).toBe(true);
    play(g, '船長のコート', [ruu]); // +2000: it survives both defenses
    endTurn(g);
    attack(g, on(g, PICO, 1), { player: 0 });
    defend(g, ruu);
    expect(hand(g, 0)).toEqual([TOTO]);
    g.state.cards[ruu].sleep = false;
    attack(g, on(g, KAI, 1), { player: 0 });
    defend(g, ruu);
    expect(hand(g, 0)).toEqual([TOTO]); // once per turn
  });

  it('空賊団の砲手ガロ: [1][スリープ] 1000 to an opposing character (not yours)', () => {
    const g = game('d26', { battlefield: ['空賊団の砲手ガロ', PICO], energy: 1 }, { battlefield: [KAI] });
    const garo = on(g, '空賊団の砲手ガロ', 0);
    expect(activatableOn(g, garo, on(g, PICO, 0))).toBe(false);
    activate(g, garo, [on(g, KAI, 1)]);
    expect(trash(g, 1)).toEqual([KAI]);
    expect(asleep(g, garo)).toBe(true);
    expect(activeEnergy(g, 0)).toBe(0);
  });

  it('甲板の剣士ミラ: 【反撃】; defending → +1000 for the turn (so it survives a 2000 attacker and strikes back)', () => {
    const g = game('d26', { battlefield: ['甲板の剣士ミラ'] }, { battlefield: [TOTO] }, 1);
    const mira = on(g, '甲板の剣士ミラ', 0);
    attack(g, on(g, TOTO, 1), { player: 0 });
    defend(g, mira);
    expect(powerOf(g, mira)).toBe(3000);
    expect(g.state.battlefield).toContain(mira);
    expect(trash(g, 1)).toEqual([TOTO]); // 【反撃】 3000
  });

  it('宝探しのニーナ / 墜ちた天空遺跡 [カルネージ1]: look at 3, up to one 《宝の地図》 / 《宝》 or 《宝の地図》 card to the hand, the rest to the bottom', () => {
    const MAP = '宝の地図を広げろ'; // 《宝の地図》
    const SHARE = '財宝の山分け'; // 《宝》
    const g = game('d26', { hand: ['宝探しのニーナ'], energy: 2, main: [TOTO, MAP, SHARE, GULLS] });
    play(g, '宝探しのニーナ', [], { choose: [MAP, TOTO, SHARE] });
    expect(hand(g, 0)).toEqual([MAP]);
    expect(top(g, 0, 1)).toEqual([GULLS]);
    expect(sorted(bottom(g, 0, 2))).toEqual(sorted([TOTO, SHARE]));
    const RUIN = '墜ちた天空遺跡';
    const g2 = game('d26', { battlefield: [RUIN], damageField: [KAI], main: [TOTO, SHARE, GULLS, PICO] });
    activate(g2, on(g2, RUIN, 0), [], { choose: [SHARE] });
    expect(hand(g2, 0)).toEqual([SHARE]);
    expect(top(g2, 0, 1)).toEqual([PICO]);
    expect(damageCount(g2, 0)).toBe(0);
  });

  it('機関士ボルト: [スリープ] an asleep energy of yours stands', () => {
    const g = game('d26', { battlefield: ['機関士ボルト'], hand: [TOTO], energy: 1 });
    play(g, TOTO);
    expect(activeEnergy(g, 0)).toBe(0);
    activate(g, on(g, '機関士ボルト', 0));
    expect(activeEnergy(g, 0)).toBe(1);
  });

  it('裏路地の盗賊ネズ: its attack damages the opponent → a RANDOM card of the opponent’s hand to the trash', () => {
    const g = game('d26', { battlefield: ['裏路地の盗賊ネズ'] }, { hand: [TOTO, GULLS] });
    hitPlayer(g, on(g, '裏路地の盗賊ネズ', 0));
    expect(damageCount(g, 1)).toBe(1);
    expect(handSize(g, 1)).toBe(1);
    expect(trash(g, 1).length).toBe(1);
    expect([TOTO, GULLS]).toContain(trash(g, 1)[0]);
    expect(g.state.pending?.kind).toBe('main'); // nobody chose
  });

  it('空賊団の料理番マルタ: enters → a 《空賊》 character card of your trash to the hand (forced)', () => {
    const g = game('d26', { hand: ['空賊団の料理番マルタ'], energy: 2, trash: [KAI, TOTO] });
    play(g, '空賊団の料理番マルタ', [], { choose: [TOTO] });
    expect(hand(g, 0)).toEqual([TOTO]);
    const g2 = game('d26', { hand: ['空賊団の料理番マルタ'], energy: 2, trash: [KAI] });
    play(g2, '空賊団の料理番マルタ');
    expect(hand(g2, 0)).toEqual([]); // 《浮遊都市》: none
  });

  it('浮遊石の研究者ティナ: [スリープ] a character of yours (itself too) +1000 for the turn', () => {
    const g = game('d26', { battlefield: ['浮遊石の研究者ティナ'] }, { battlefield: [TOTO] });
    const tina = on(g, '浮遊石の研究者ティナ', 0);
    expect(activatableOn(g, tina, on(g, TOTO, 1))).toBe(false);
    activate(g, tina, [tina]);
    expect(powerOf(g, tina)).toBe(2000);
    endTurn(g);
    expect(powerOf(g, tina)).toBe(1000);
  });

  it('縄梯子の切り込み隊: 【貫通】; attacking with a 《飛空艇》 character of yours out → +1000 for the turn; without, nothing', () => {
    const R = '縄梯子の切り込み隊';
    const g = game('d26', { battlefield: [R, SWALLOW] });
    const r = on(g, R, 0);
    expect(hasKeyword(g, r, 'pierce')).toBe(true);
    hitPlayer(g, r);
    expect(powerOf(g, r)).toBe(4000);
    const g2 = game('d26', { battlefield: [R, TOTO] });
    hitPlayer(g2, on(g2, R, 0));
    expect(powerOf(g2, on(g2, R, 0))).toBe(3000);
  });

  it('略奪者ジャック・ロウ / 高速艇〈スワロウテイル〉: its attack damages the opponent → the top card becomes an ACTIVE energy / draw', () => {
    const g = game('d26', { battlefield: ['略奪者ジャック・ロウ', SWALLOW], main: [TOTO, GULLS] });
    hitPlayer(g, on(g, '略奪者ジャック・ロウ', 0));
    expect(activeEnergy(g, 0)).toBe(1);
    const s = on(g, SWALLOW, 0);
    expect(hasKeyword(g, s, 'godspeed')).toBe(true);
    hitPlayer(g, s);
    expect(hand(g, 0)).toEqual([GULLS]);
  });

  it('航海士セレスタ: [スリープ] a 《飛空艇》 character of yours gains 【神速】 for the turn', () => {
    const g = game('d26', { battlefield: ['航海士セレスタ', '空賊船〈アルバトロス号〉', TOTO] });
    const c = on(g, '航海士セレスタ', 0);
    const ship = on(g, '空賊船〈アルバトロス号〉', 0);
    expect(activatableOn(g, c, on(g, TOTO, 0))).toBe(false);
    activate(g, c, [ship]);
    expect(hasKeyword(g, ship, 'godspeed')).toBe(true);
    endTurn(g);
    expect(hasKeyword(g, ship, 'godspeed')).toBe(false);
  });

  it('双銃のカトラス: attacking → may discard a card; only then 【強撃】 for the turn', () => {
    const g = game('d26', { battlefield: ['双銃のカトラス'], hand: [TOTO] });
    const c = on(g, '双銃のカトラス', 0);
    hitPlayer(g, c, { may: [true], choose: [TOTO] });
    expect(trash(g, 0)).toEqual([TOTO]);
    expect(damageCount(g, 1)).toBe(2);
    const g2 = game('d26', { battlefield: ['双銃のカトラス'] });
    hitPlayer(g2, on(g2, '双銃のカトラス', 0));
    expect(damageCount(g2, 1)).toBe(1); // an empty hand: no 【強撃】
    const g3 = game('d26', { battlefield: ['双銃のカトラス'], hand: [TOTO] });
    hitPlayer(g3, on(g3, '双銃のカトラス', 0), { may: [false] });
    expect(damageCount(g3, 1)).toBe(1);
  });

  it('雲間の狙撃手シエル: enters → 3000 to an ASLEEP opposing character', () => {
    const g = game(
      'd26',
      { hand: ['雲間の狙撃手シエル'], energy: 3 },
      { battlefield: [{ name: GULLS, sleep: true }, TOTO] },
    );
    play(g, '雲間の狙撃手シエル', [], { targets: [[on(g, GULLS, 1)]] });
    expect(trash(g, 1)).toEqual([GULLS]);
    const g2 = game('d26', { hand: ['雲間の狙撃手シエル'], energy: 3 }, { battlefield: [TOTO] });
    play(g2, '雲間の狙撃手シエル');
    expect(damageOf(g2, on(g2, TOTO, 1))).toBe(0);
  });

  it('空賊王の娘アリア: enters with a 《飛空艇》 character of yours out → draw; 【空装】 your 《飛空艇》 characters +1000 in your turn only', () => {
    const g = game('d26', {
      hand: ['空賊王の娘アリア', '空賊王の娘アリア'],
      energy: 6,
      battlefield: [SWALLOW],
      main: [TOTO],
    });
    play(g, '空賊王の娘アリア');
    expect(hand(g, 0)).toEqual(['空賊王の娘アリア', TOTO]);
    const g2 = game('d26', { hand: ['空賊王の娘アリア'], energy: 3, battlefield: [GULLS], main: [TOTO] });
    play(g2, '空賊王の娘アリア');
    expect(hand(g2, 0)).toEqual([]);
    const g3 = game('d26', { battlefield: [SWALLOW, GULLS], guard: ['空賊王の娘アリア'] });
    g3.state.players[0].kuusou = inGuard(g3, 0, '空賊王の娘アリア');
    expect(powerOf(g3, on(g3, SWALLOW, 0))).toBe(3000);
    expect(powerOf(g3, on(g3, GULLS, 0))).toBe(3000);
    endTurn(g3);
    expect(powerOf(g3, on(g3, SWALLOW, 0))).toBe(2000);
  });

  it('副船長リーゼ: your OTHER 《空賊》 characters +500', () => {
    const g = game('d26', { battlefield: ['副船長リーゼ', TOTO, KAI] }, { battlefield: [TOTO] });
    expect(powerOf(g, on(g, '副船長リーゼ', 0))).toBe(4000);
    expect(powerOf(g, on(g, TOTO, 0))).toBe(2500);
    expect(powerOf(g, on(g, KAI, 0))).toBe(1000);
    expect(powerOf(g, on(g, TOTO, 1))).toBe(2000);
  });

  it('鉤爪のグリム: attacking → a set card on an opposing character (chosen, not targeted) to its owner’s trash', () => {
    const g = game(
      'd26',
      { battlefield: ['鉤爪のグリム'], hand: ['鎖付きの錨'], energy: 2 },
      { battlefield: [GULLS], hand: ['船長のコート'], energy: 3 },
    );
    const gulls = on(g, GULLS, 1);
    play(g, '鎖付きの錨', [gulls]);
    endTurn(g);
    act(g, { type: 'play', card: inHand(g, 1, '船長のコート'), targets: [gulls] });
    settle(g);
    endTurn(g);
    expect(powerOf(g, gulls)).toBe(4000);
    hitPlayer(g, on(g, '鉤爪のグリム', 0), { choose: ['船長のコート'] });
    expect(trash(g, 1)).toEqual(['船長のコート']);
    expect(powerOf(g, gulls)).toBe(2000);
    const g2 = game('d26', { battlefield: ['鉤爪のグリム'] }, { battlefield: [GULLS] });
    hitPlayer(g2, on(g2, '鉤爪のグリム', 0)); // none: nothing
    expect(damageCount(g2, 1)).toBe(1);
  });

  it('血風のレッドアイ: [カルネージ2] +2000 and 【貫通】 for the turn, once per turn', () => {
    const g = game('d26', { battlefield: ['血風のレッドアイ'], damageField: [TOTO, TOTO, TOTO, TOTO] });
    const r = on(g, '血風のレッドアイ', 0);
    activate(g, r);
    expect(powerOf(g, r)).toBe(6000);
    expect(hasKeyword(g, r, 'pierce')).toBe(true);
    expect(damageCount(g, 0)).toBe(2);
    expect(canActivate(g, r)).toBe(false);
    endTurn(g);
    expect(powerOf(g, r)).toBe(4000);
    expect(hasKeyword(g, r, 'pierce')).toBe(false);
  });

  it('宝物庫の番人ゴーレム: 【反撃】; cannot attack, can defend', () => {
    const GOLEM = '宝物庫の番人ゴーレム';
    const g = game('d26', { battlefield: [GOLEM] }, { battlefield: [GULLS] });
    const golem = on(g, GOLEM, 0);
    expect(hasKeyword(g, golem, 'counter')).toBe(true);
    expect(cannotAttack(g, golem)).toBe(true);
    endTurn(g);
    attack(g, on(g, GULLS, 1), { player: 0 });
    expect(canDefend(g, golem)).toBe(true);
  });

  it('空賊船〈アルバトロス号〉: attacking → up to one cost ≤2 《空賊》 character card of your hand onto the battlefield ACTIVE, free', () => {
    const SHIP = '空賊船〈アルバトロス号〉';
    const g = game('d26', { battlefield: [SHIP], hand: [KAI, TOTO, '副船長リーゼ'] });
    hitPlayer(g, on(g, SHIP, 0), { choose: [TOTO] });
    const toto = on(g, TOTO, 0);
    expect(asleep(g, toto)).toBe(false);
    expect(hand(g, 0)).toEqual([KAI, '副船長リーゼ']);
    const g2 = game('d26', { battlefield: [SHIP], hand: [KAI, '副船長リーゼ'] });
    hitPlayer(g2, on(g2, SHIP, 0));
    expect(hand(g2, 0)).toEqual([KAI, '副船長リーゼ']); // 《浮遊都市》 / cost 4: none
  });

  it('雲上の市長オルドヴァン: at the end of your energy phase, the top card becomes an ACTIVE energy', () => {
    const g = game('d26', { battlefield: ['雲上の市長オルドヴァン'] });
    endTurn(g);
    const before = energyCount(g, 0);
    endTurn(g);
    expect(energyCount(g, 0)).toBe(before + 2); // the energy phase's one, and the mayor's
    expect(energyCount(g, 1)).toBe(1);
  });

  it('重武装艇〈アイアンホエール〉 / 砲撃艦〈ブラックガレオン〉: enters → 2000 to an opposing character / 1000 to each ASLEEP opposing one; keywords', () => {
    const g = game('d26', { hand: ['重武装艇〈アイアンホエール〉'], energy: 5 }, { battlefield: [TOTO] });
    play(g, '重武装艇〈アイアンホエール〉', [], { targets: [[on(g, TOTO, 1)]] });
    expect(trash(g, 1)).toEqual([TOTO]);
    expect(hasKeyword(g, on(g, '重武装艇〈アイアンホエール〉', 0), 'strike')).toBe(true);
    const GALLEON = '砲撃艦〈ブラックガレオン〉';
    const g2 = game(
      'd26',
      { hand: [GALLEON], energy: 7, battlefield: [{ name: GULLS, sleep: true }] },
      { battlefield: [{ name: GULLS, sleep: true }, TOTO] },
    );
    play(g2, GALLEON);
    expect(damageOf(g2, on(g2, GULLS, 1))).toBe(1000);
    expect(damageOf(g2, on(g2, TOTO, 1))).toBe(0);
    expect(damageOf(g2, on(g2, GULLS, 0))).toBe(0);
    const gal = on(g2, GALLEON, 0);
    expect([hasKeyword(g2, gal, 'strike'), hasKeyword(g2, gal, 'pierce')]).toEqual([true, true]);
  });

  it('不沈のボースン・ドレイク: 【死殺】 (not destroyed; power 0 still destroys, HF-9.5); defending → 【反撃】 for the turn', () => {
    const D = '不沈のボースン・ドレイク';
    const g = game('d26', { battlefield: [D] }, { battlefield: ['砲撃艦〈ブラックガレオン〉'] }, 1);
    const d = on(g, D, 0);
    expect(hasKeyword(g, d, 'counter')).toBe(false);
    attack(g, on(g, '砲撃艦〈ブラックガレオン〉', 1), { player: 0 });
    act(g, { type: 'defend', defender: d });
    settle(g, {}, ['main', 'window']);
    expect(hasKeyword(g, d, 'counter')).toBe(true);
    settle(g, {}, ['main']);
    expect(g.state.battlefield).toContain(d); // 7000 damage, not destroyed
    const g2 = game('d26', {
      battlefield: [D],
      hand: ['鎖付きの錨', '鎖付きの錨', '鎖付きの錨', '鎖付きの錨', '鎖付きの錨'],
      energy: 10,
    });
    const d2 = on(g2, D, 0);
    for (let i = 0; i < 5; i++) play(g2, '鎖付きの錨', [d2]);
    expect(trash(g2, 0)).toContain(D);
  });

  it('空賊王ヴェルミリオ: 【警戒】; enters → an ASLEEP opposing character destroyed; your OTHER 《空賊》 characters have 【警戒】', () => {
    const V = '空賊王ヴェルミリオ';
    const g = game(
      'd26',
      { hand: [V], energy: 6, battlefield: [TOTO, KAI] },
      { battlefield: [{ name: GULLS, sleep: true }, TOTO] },
    );
    play(g, V, [], { targets: [[on(g, GULLS, 1)]] });
    expect(trash(g, 1)).toEqual([GULLS]);
    expect(hasKeyword(g, on(g, V, 0), 'vigilance')).toBe(true);
    expect(hasKeyword(g, on(g, TOTO, 0), 'vigilance')).toBe(true);
    expect(hasKeyword(g, on(g, KAI, 0), 'vigilance')).toBe(false);
    expect(hasKeyword(g, on(g, TOTO, 1), 'vigilance')).toBe(false);
  });

  it('一斉砲撃 / 火薬庫の大爆発: 2000 to one or two opposing characters / to every character', () => {
    const g = game('d26', { hand: [VOLLEY], energy: 3 }, { battlefield: [TOTO, GULLS, KAI] });
    const [toto, gulls] = [on(g, TOTO, 1), on(g, GULLS, 1)];
    play(g, VOLLEY, [toto, gulls]);
    expect(trash(g, 1)).toEqual([TOTO]);
    expect(damageOf(g, gulls)).toBe(2000);
    expect(damageOf(g, on(g, KAI, 1))).toBe(0);
    const g2 = game('d26', { hand: [BOOM], energy: 4, battlefield: [TOTO, GULLS] }, { battlefield: [TOTO] });
    play(g2, BOOM);
    expect(trash(g2, 0)).toEqual([TOTO, BOOM]);
    expect(trash(g2, 1)).toEqual([TOTO]);
    expect(damageOf(g2, on(g2, GULLS, 0))).toBe(2000);
  });

  it('略奪だ！: the set cards (either owner’s) on an opposing character to their owners’ trash; draw', () => {
    const g = game(
      'd26',
      { hand: ['略奪だ！', '鎖付きの錨'], energy: 4, main: [TOTO] },
      { battlefield: [GULLS], hand: ['船長のコート'], energy: 3 },
    );
    const gulls = on(g, GULLS, 1);
    play(g, '鎖付きの錨', [gulls]);
    endTurn(g);
    act(g, { type: 'play', card: inHand(g, 1, '船長のコート'), targets: [gulls] });
    settle(g);
    endTurn(g);
    const handBefore = handSize(g, 0);
    play(g, '略奪だ！', [gulls]);
    expect(trash(g, 1)).toEqual(['船長のコート']);
    expect(trash(g, 0)).toEqual(['鎖付きの錨', '略奪だ！']);
    expect(powerOf(g, gulls)).toBe(3000);
    expect(handSize(g, 0)).toBe(handBefore - 1 + 1);
  });

  it('宝の地図を広げろ: look at 4, one card to the hand, the rest to the bottom in the chosen order', () => {
    const g = game('d26', { hand: ['宝の地図を広げろ'], energy: 1, main: [TOTO, GULLS, KAI, PICO, SWALLOW] });
    play(g, '宝の地図を広げろ', [], { choose: [KAI, PICO, TOTO, GULLS] });
    expect(hand(g, 0)).toEqual([KAI]);
    expect(top(g, 0, 1)).toEqual([SWALLOW]);
    expect(bottom(g, 0, 3)).toEqual(expect.arrayContaining([TOTO, GULLS, PICO]));
  });

  it('急旋回 / 空賊の流儀: a character of yours stands / +2000 for the turn; 【ダメージトリガー】 the same', () => {
    const g = game('d26', {
      hand: ['急旋回', '空賊の流儀'],
      energy: 2,
      battlefield: [{ name: GULLS, sleep: true }],
    });
    const gulls = on(g, GULLS, 0);
    play(g, '急旋回', [gulls]);
    expect(asleep(g, gulls)).toBe(false);
    play(g, '空賊の流儀', [gulls]);
    expect(powerOf(g, gulls)).toBe(5000);
    const g2 = game(
      'd26',
      { guard: ['急旋回'], battlefield: [{ name: TOTO, sleep: true }] },
      { battlefield: [GULLS] },
      1,
    );
    const toto = on(g2, TOTO, 0);
    revealedWith(g2, on(g2, GULLS, 1), [toto]);
    expect(asleep(g2, toto)).toBe(false);
    const g3 = game('d26', { guard: ['空賊の流儀'], battlefield: [TOTO] }, { battlefield: [GULLS] }, 1);
    const toto3 = on(g3, TOTO, 0);
    revealedWith(g3, on(g3, GULLS, 1), [toto3]);
    expect(powerOf(g3, toto3)).toBe(4000);
  });

  it('乗っ取り: control of an opposing character until the end of the turn, and it stands; then it goes back', () => {
    const g = game('d26', { hand: ['乗っ取り'], energy: 5 }, { battlefield: [{ name: GULLS, sleep: true }] });
    const gulls = on(g, GULLS, 1);
    play(g, '乗っ取り', [gulls]);
    expect(g.state.cards[gulls].controller).toBe(0);
    expect(asleep(g, gulls)).toBe(false);
    attack(g, gulls, { player: 1 });
    if (g.state.pending?.kind === 'defense') defend(g, null);
    expect(damageCount(g, 1)).toBe(1);
    endTurn(g);
    expect(g.state.cards[gulls].controller).toBe(1);
  });

  it('煙幕弾: playable only while an opposing character attacks; that attack fails', () => {
    const g = game('d26', { hand: ['煙幕弾'], energy: 2 }, { battlefield: [GULLS] });
    expect(playable(g, '煙幕弾')).toBe(false);
    const g2 = game('d26', { hand: ['煙幕弾'], energy: 2 }, { battlefield: [GULLS] }, 1);
    const gulls = on(g2, GULLS, 1);
    foeAttacks(g2, gulls);
    playBy(g2, 0, '煙幕弾', [gulls]);
    settle(g2, {}, ['main']);
    expect(damageCount(g2, 0)).toBe(0);
    expect(asleep(g2, gulls)).toBe(true);
  });

  it('帆を張れ！: your 《飛空艇》 characters there gain 【神速】 for the turn (not later ones, not others)', () => {
    const g = game('d26', {
      hand: ['帆を張れ！', SWALLOW],
      energy: 5,
      battlefield: ['重武装艇〈アイアンホエール〉', TOTO],
    });
    play(g, '帆を張れ！');
    play(g, SWALLOW);
    expect(hasKeyword(g, on(g, '重武装艇〈アイアンホエール〉', 0), 'godspeed')).toBe(true);
    expect(hasKeyword(g, on(g, TOTO, 0), 'godspeed')).toBe(false);
    endTurn(g);
    expect(hasKeyword(g, on(g, '重武装艇〈アイアンホエール〉', 0), 'godspeed')).toBe(false);
  });

  it('財宝の山分け: draw 2, then discard a card', () => {
    const g = game('d26', { hand: ['財宝の山分け'], energy: 2, main: [TOTO, GULLS] });
    play(g, '財宝の山分け', [], { choose: [TOTO] });
    expect(hand(g, 0)).toEqual([GULLS]);
    expect(trash(g, 0)).toEqual(expect.arrayContaining([TOTO, '財宝の山分け']));
  });

  it('紅の大号令: 【奥義：ヴェルミリオ】; your 《空賊》 characters there +2000 and 【強撃】 for the turn', () => {
    const OUGI = '紅の大号令';
    const g = game('d26', { hand: [OUGI], energy: 4, battlefield: ['空賊王ヴェルミリオ', TOTO, KAI] });
    play(g, OUGI);
    const toto = on(g, TOTO, 0);
    expect(powerOf(g, toto)).toBe(4000);
    expect(hasKeyword(g, toto, 'strike')).toBe(true);
    expect(powerOf(g, on(g, KAI, 0))).toBe(1000);
    endTurn(g);
    expect(hasKeyword(g, toto, 'strike')).toBe(false);
    const g2 = game('d26', { hand: [OUGI], energy: 4, battlefield: [TOTO] });
    expect(playable(g2, OUGI)).toBe(false);
    const g3 = game('d26', {
      hand: [OUGI],
      energy: 4,
      guard: [{ name: '空賊王ヴェルミリオ', faceUp: true }],
    });
    expect(playable(g3, OUGI)).toBe(true);
  });

  it('宝の地図〈北の雲海〉: +1000 and 《宝の地図》; the host’s attack damages the opponent → the host’s player draws', () => {
    const g = game('d26', { hand: ['宝の地図〈北の雲海〉'], energy: 1, battlefield: [TOTO], main: [GULLS] });
    const toto = on(g, TOTO, 0);
    play(g, '宝の地図〈北の雲海〉', [toto]);
    expect(powerOf(g, toto)).toBe(3000);
    expect(traitsOf(g, toto)).toContain('宝の地図');
    hitPlayer(g, toto);
    expect(hand(g, 0)).toEqual([GULLS]);
  });

  it('宝の地図〈沈んだ王冠〉: +1000 and 《宝の地図》; the host destroyed → its controller draws 2 (on the opponent’s character: the opponent)', () => {
    const g = game(
      'd26',
      { hand: ['宝の地図〈沈んだ王冠〉', VOLLEY], energy: 5, main: [TOTO, GULLS] },
      { battlefield: [KAI], main: [PICO, SWALLOW] },
    );
    const kai = on(g, KAI, 1);
    play(g, '宝の地図〈沈んだ王冠〉', [kai]);
    expect(powerOf(g, kai)).toBe(2000);
    expect(traitsOf(g, kai)).toContain('宝の地図');
    play(g, VOLLEY, [kai]);
    expect(trash(g, 1)).toEqual([KAI]);
    expect(hand(g, 1)).toEqual([PICO, SWALLOW]);
    expect(hand(g, 0)).toEqual([]);
  });

  it('空賊の眼帯: +1000 and 《空賊》; 【ダメージトリガー】 draw', () => {
    const g = game('d26', { hand: ['空賊の眼帯'], energy: 1, battlefield: [KAI] });
    const kai = on(g, KAI, 0);
    play(g, '空賊の眼帯', [kai]);
    expect(powerOf(g, kai)).toBe(2000);
    expect(traitsOf(g, kai)).toContain('空賊');
    const g2 = game('d26', { guard: ['空賊の眼帯'], main: [TOTO] }, { battlefield: [GULLS] }, 1);
    revealedAsDamage(g2, on(g2, GULLS, 1));
    expect(hand(g2, 0)).toEqual([TOTO]);
  });

  it('鎖付きの錨 / 拿捕の鉤縄: −1000 and 《拘束》; the host cannot defend / set → the host falls asleep', () => {
    const g = game(
      'd26',
      { hand: ['鎖付きの錨', '拿捕の鉤縄'], energy: 3, battlefield: [KAI] },
      { battlefield: [GULLS, TOTO] },
    );
    const gulls = on(g, GULLS, 1);
    play(g, '鎖付きの錨', [gulls]);
    expect(powerOf(g, gulls)).toBe(2000);
    expect(traitsOf(g, gulls)).toContain('拘束');
    const toto = on(g, TOTO, 1);
    play(g, '拿捕の鉤縄', [toto]);
    expect(asleep(g, toto)).toBe(true);
    expect(powerOf(g, toto)).toBe(1000);
    expect(traitsOf(g, toto)).toContain('拘束');
    attack(g, on(g, KAI, 0), { player: 1 });
    expect(canDefend(g, gulls)).toBe(false);
  });

  it('飛行石エンジン / 船長のコート / 増設砲塔: +1000 《飛空艇》 【神速】 / +2000 《船長》 【警戒】 / +1000 《砲撃》 【強撃】', () => {
    const g = game('d26', {
      hand: ['飛行石エンジン', '船長のコート', '増設砲塔'],
      energy: 8,
      battlefield: [TOTO, GULLS, KAI],
    });
    const [toto, gulls, kai] = [on(g, TOTO, 0), on(g, GULLS, 0), on(g, KAI, 0)];
    play(g, '飛行石エンジン', [toto]);
    play(g, '船長のコート', [gulls]);
    play(g, '増設砲塔', [kai]);
    expect([powerOf(g, toto), powerOf(g, gulls), powerOf(g, kai)]).toEqual([3000, 5000, 2000]);
    expect(traitsOf(g, toto)).toContain('飛空艇');
    expect(traitsOf(g, gulls)).toContain('船長');
    expect(traitsOf(g, kai)).toContain('砲撃');
    expect(hasKeyword(g, toto, 'godspeed')).toBe(true);
    expect(hasKeyword(g, gulls, 'vigilance')).toBe(true);
    hitPlayer(g, kai);
    expect(damageCount(g, 1)).toBe(2); // 【強撃】 from the turret
  });

  it('浮遊都市エアリアル・ヘイヴン: your 《浮遊都市》 characters +1000; [2] an ASLEEP character of yours stands, once per turn', () => {
    const H = '浮遊都市エアリアル・ヘイヴン';
    const g = game(
      'd26',
      { battlefield: [H, KAI, { name: TOTO, sleep: true }, { name: GULLS, sleep: true }], energy: 4 },
      { battlefield: [KAI] },
    );
    expect(powerOf(g, on(g, KAI, 0))).toBe(2000);
    expect(powerOf(g, on(g, TOTO, 0))).toBe(2000);
    expect(powerOf(g, on(g, KAI, 1))).toBe(1000);
    const h = on(g, H, 0);
    expect(activatableOn(g, h, on(g, KAI, 0))).toBe(false); // active
    activate(g, h, [on(g, TOTO, 0)]);
    expect(asleep(g, on(g, TOTO, 0))).toBe(false);
    expect(canActivate(g, h)).toBe(false);
  });

  it('墜ちた天空遺跡: a character of yours destroyed → the top card becomes an ASLEEP energy, once per turn', () => {
    const RUIN = '墜ちた天空遺跡';
    const g = game(
      'd26',
      { battlefield: [RUIN, TOTO, KAI], hand: [BOOM], energy: 4, main: [GULLS, PICO] },
      { battlefield: [PICO] },
    );
    play(g, BOOM);
    expect(energyCount(g, 0)).toBe(5);
    expect(activeEnergy(g, 0)).toBe(0);
    expect(top(g, 0, 1)).toEqual([PICO]);
  });

  it('空賊見習いトト / 雲海のカモメ隊 / 浮遊都市の衛兵隊長ヘルガ / 浮遊都市の風読みカイ: keywords, 【ダメージトリガー】 draw; the vanilla cards: none', () => {
    const g = game('d26', { battlefield: [TOTO, GULLS, '浮遊都市の衛兵隊長ヘルガ'] });
    const h = on(g, '浮遊都市の衛兵隊長ヘルガ', 0);
    expect([hasKeyword(g, h, 'vigilance'), hasKeyword(g, h, 'counter')]).toEqual([true, true]);
    expect([powerOf(g, on(g, TOTO, 0)), powerOf(g, on(g, GULLS, 0))]).toEqual([2000, 3000]);
    const g2 = game('d26', { guard: [KAI], main: [TOTO] }, { battlefield: [GULLS] }, 1);
    revealedAsDamage(g2, on(g2, GULLS, 1));
    expect(hand(g2, 0)).toEqual([TOTO]);
    expect(names(g2, g2.state.players[0].damageField)).toEqual([KAI]);
  });
});

describe('d27-tenmon', () => {
  const ASSIST = '夜番の天文助手'; // 《観測者》 2000 vanilla, cost 1
  const DENEB = '磨羯宮の守護者 デネブ・アルゲディ'; // 《星座》 3000 vanilla, cost 2
  const TINK = '流れ星の子 ティンク'; // 《彗星》 1000, 【神速】
  const MIRA = '見習い星詠み ミラ'; // 《観測者》 1000
  const ALDE = '金牛宮の守護者 アルデバラン'; // 《星座》 4000, 【反撃】
  const IMPACT = '彗星衝突'; // command: 4000 to a character
  const GUIDE = '星の導き'; // command 《》 cost 1

  it('見習い星詠み ミラ / 星図の書き換え: look at the top 2 / 5, back on top in the chosen order (then draw)', () => {
    const g = game('d27', { hand: [MIRA], energy: 1, main: [ASSIST, DENEB, TINK] });
    play(g, MIRA, [], { choose: [DENEB, ASSIST] });
    expect(top(g, 0, 3)).toEqual([DENEB, ASSIST, TINK]);
    const g2 = game('d27', {
      hand: ['星図の書き換え'],
      energy: 2,
      main: [ASSIST, DENEB, TINK, MIRA, ALDE, GUIDE],
    });
    play(g2, '星図の書き換え', [], { choose: [ALDE, MIRA, TINK, DENEB, ASSIST] });
    expect(hand(g2, 0)).toEqual([ALDE]);
    expect(top(g2, 0, 5)).toEqual([MIRA, TINK, DENEB, ASSIST, GUIDE]);
    const g3 = game('d27', { hand: ['星図の書き換え'], energy: 2, main: [ASSIST, DENEB], mainCount: 2 });
    play(g3, '星図の書き換え');
    expect(hand(g3, 0)).toEqual([ASSIST]); // fewer than 5: only the draw
  });

  it('星図描きの少年 ハル / 箒星の騎士 ステラナイト / 星見の丘の天文台: look at the top card, may put it on the bottom', () => {
    const g = game('d27', { battlefield: ['星図描きの少年 ハル'], energy: 1, main: [ASSIST, DENEB] });
    activate(g, on(g, '星図描きの少年 ハル', 0), [], { choose: [ASSIST] });
    expect(bottom(g, 0, 1)).toEqual([ASSIST]);
    expect(top(g, 0, 1)).toEqual([DENEB]);
    const g2 = game('d27', { battlefield: ['箒星の騎士 ステラナイト'], main: [ASSIST, DENEB] });
    const knight = on(g2, '箒星の騎士 ステラナイト', 0);
    expect(hasKeyword(g2, knight, 'godspeed')).toBe(true);
    hitPlayer(g2, knight, { choose: [] });
    expect(top(g2, 0, 1)).toEqual([ASSIST]);
    const g3 = game('d27', { battlefield: ['箒星の騎士 ステラナイト'], main: [ASSIST, DENEB] });
    hitPlayer(g3, on(g3, '箒星の騎士 ステラナイト', 0), { choose: [ASSIST] });
    expect(bottom(g3, 0, 1)).toEqual([ASSIST]);
    const HILL = '星見の丘の天文台';
    const g4 = game('d27', { battlefield: [HILL], main: [DENEB, TINK] });
    endTurn(g4);
    endTurn(g4, { choose: [DENEB] }); // player 0's draw phase starts: DENEB to the bottom, then the draw
    expect(hand(g4, 0)).toEqual([TINK]);
    expect(bottom(g4, 0, 1)).toEqual([DENEB]);
    const g5 = game('d27', { battlefield: [HILL], main: [DENEB, TINK] });
    endTurn(g5);
    endTurn(g5, { choose: [] });
    expect(hand(g5, 0)).toEqual([DENEB]);
  });

  it('星の記録係 ノクト: destroyed → draw; 【ダメージトリガー】 draw', () => {
    const NOCT = '星の記録係 ノクト';
    const g = game('d27', { hand: [IMPACT], energy: 3, battlefield: [NOCT], main: [ASSIST] });
    play(g, IMPACT, [on(g, NOCT, 0)]);
    expect(hand(g, 0)).toEqual([ASSIST]);
    const g2 = game('d27', { guard: [NOCT], main: [DENEB] }, { battlefield: [ALDE] }, 1);
    revealedAsDamage(g2, on(g2, ALDE, 1));
    expect(hand(g2, 0)).toEqual([DENEB]);
  });

  it('レンズ磨きの職人: [2][スリープ] a set card on the battlefield (on a character, or a world set) to its owner’s trash', () => {
    const LENS = 'レンズ磨きの職人';
    const g = game(
      'd27',
      { battlefield: [LENS], energy: 4 },
      { battlefield: [DENEB, '黄道の大天蓋'], hand: ['彗星の尾'], energy: 2 },
    );
    const deneb = on(g, DENEB, 1);
    expect(powerOf(g, deneb)).toBe(4000);
    endTurn(g);
    act(g, { type: 'play', card: inHand(g, 1, '彗星の尾'), targets: [deneb] });
    settle(g);
    endTurn(g);
    const [tail] = attachedTo(g, deneb);
    activate(g, on(g, LENS, 0), [tail]);
    expect(trash(g, 1)).toEqual(['彗星の尾']);
    g.state.cards[on(g, LENS, 0)].sleep = false;
    activate(g, on(g, LENS, 0), [on(g, '黄道の大天蓋', 1)]);
    expect(trash(g, 1)).toEqual(['彗星の尾', '黄道の大天蓋']);
    expect(powerOf(g, deneb)).toBe(3000);
  });

  it('星読みの老博士 アルマゲスト: enters → reveal the top card: a character card to the hand, else to the bottom', () => {
    const A = '星読みの老博士 アルマゲスト';
    const g = game('d27', { hand: [A], energy: 3, main: [ASSIST, DENEB] });
    play(g, A);
    expect(hand(g, 0)).toEqual([ASSIST]);
    const g2 = game('d27', { hand: [A], energy: 3, main: [GUIDE, DENEB] });
    play(g2, A);
    expect(hand(g2, 0)).toEqual([]);
    expect(bottom(g2, 0, 1)).toEqual([GUIDE]);
    expect(top(g2, 0, 1)).toEqual([DENEB]);
  });

  it('天文台長 ガリレア: 【警戒】; enters → look at 4, up to one 《星座》 card to the hand, the rest to the bottom', () => {
    const GAL = '天文台長 ガリレア';
    const g = game('d27', { hand: [GAL], energy: 5, main: [ASSIST, DENEB, TINK, MIRA, ALDE] });
    play(g, GAL, [], { choose: [DENEB, ASSIST, TINK, MIRA] });
    expect(hand(g, 0)).toEqual([DENEB]);
    expect(top(g, 0, 1)).toEqual([ALDE]);
    expect(hasKeyword(g, on(g, GAL, 0), 'vigilance')).toBe(true);
  });

  it('天文台の門番 ガルド / 白羊宮の守護者 ハマル: defending / attacking → +1000 for the turn', () => {
    const g = game('d27', { battlefield: ['天文台の門番 ガルド'] }, { battlefield: [DENEB] }, 1);
    const gard = on(g, '天文台の門番 ガルド', 0);
    attack(g, on(g, DENEB, 1), { player: 0 });
    defend(g, gard);
    expect(powerOf(g, gard)).toBe(4000);
    expect(g.state.battlefield).toContain(gard);
    const g2 = game('d27', { battlefield: ['白羊宮の守護者 ハマル'] });
    const hamal = on(g2, '白羊宮の守護者 ハマル', 0);
    hitPlayer(g2, hamal);
    expect(powerOf(g2, hamal)).toBe(3000);
    endTurn(g2);
    expect(powerOf(g2, hamal)).toBe(2000);
  });

  it('北極星の守り人 ポラリス / 星座を束ねる者 アストライア: your OTHER 《星座》 characters +1000 / gain 【反撃】', () => {
    const g = game(
      'd27',
      { battlefield: ['北極星の守り人 ポラリス', DENEB, ASSIST] },
      { battlefield: [DENEB] },
    );
    expect(powerOf(g, on(g, '北極星の守り人 ポラリス', 0))).toBe(4000);
    expect(powerOf(g, on(g, DENEB, 0))).toBe(4000);
    expect(powerOf(g, on(g, ASSIST, 0))).toBe(2000);
    expect(powerOf(g, on(g, DENEB, 1))).toBe(3000);
    expect(hasKeyword(g, on(g, '北極星の守り人 ポラリス', 0), 'counter')).toBe(true);
    const AST = '星座を束ねる者 アストライア';
    const g2 = game('d27', { battlefield: [AST, DENEB, ASSIST] }, { battlefield: [DENEB] });
    expect(hasKeyword(g2, on(g2, AST, 0), 'counter')).toBe(false);
    expect(hasKeyword(g2, on(g2, AST, 0), 'vigilance')).toBe(true);
    expect(hasKeyword(g2, on(g2, DENEB, 0), 'counter')).toBe(true);
    expect(hasKeyword(g2, on(g2, ASSIST, 0), 'counter')).toBe(false);
    expect(hasKeyword(g2, on(g2, DENEB, 1), 'counter')).toBe(false);
  });

  it('双児宮の守護者 カストル / ポルックス: enters → may take ポルックス from the main deck, shuffle; ポルックス +1000 and 【反撃】 with カストル out', () => {
    const CAS = '双児宮の守護者 カストル';
    const POL = '双児宮の守護者 ポルックス';
    const g = game('d27', { hand: [CAS], energy: 3, main: [ASSIST, POL, DENEB] });
    play(g, CAS, [], { choose: [POL] });
    expect(hand(g, 0)).toEqual([POL]);
    const g2 = game('d27', { battlefield: [POL] });
    const pol = on(g2, POL, 0);
    expect(powerOf(g2, pol)).toBe(3000);
    expect(hasKeyword(g2, pol, 'counter')).toBe(false);
    const g3 = game('d27', { battlefield: [POL, CAS] }, { battlefield: [CAS] });
    expect(powerOf(g3, on(g3, POL, 0))).toBe(4000);
    expect(hasKeyword(g3, on(g3, POL, 0), 'counter')).toBe(true);
    const g4 = game('d27', { battlefield: [POL] }, { battlefield: [CAS] });
    expect(powerOf(g4, on(g4, POL, 0))).toBe(3000); // the opponent's カストル does not count
  });

  it('巨蟹宮の守護者 アクベンス: 【死殺】; cannot attack, can defend', () => {
    const AK = '巨蟹宮の守護者 アクベンス';
    const g = game('d27', { battlefield: [AK], hand: [IMPACT], energy: 3 }, { battlefield: [ALDE] });
    const ak = on(g, AK, 0);
    expect(cannotAttack(g, ak)).toBe(true);
    play(g, IMPACT, [ak]);
    expect(g.state.battlefield).toContain(ak);
    endTurn(g);
    attack(g, on(g, ALDE, 1), { player: 0 });
    expect(canDefend(g, ak)).toBe(true);
  });

  it('獅子宮の守護者 レグルス: 【強撃】; enters with 2+ OTHER 《星座》 characters of yours → 【神速】 for the turn', () => {
    const REG = '獅子宮の守護者 レグルス';
    const g = game('d27', { hand: [REG], energy: 5, battlefield: [DENEB, ALDE] });
    play(g, REG);
    const reg = on(g, REG, 0);
    expect(hasKeyword(g, reg, 'godspeed')).toBe(true);
    expect(hasKeyword(g, reg, 'strike')).toBe(true);
    endTurn(g);
    expect(hasKeyword(g, reg, 'godspeed')).toBe(false);
    const g2 = game('d27', { hand: [REG], energy: 5, battlefield: [DENEB, ASSIST] });
    play(g2, REG);
    expect(hasKeyword(g2, on(g2, REG, 0), 'godspeed')).toBe(false);
  });

  it('処女宮の守護者 スピカ: enters → up to one 《星座》 character card of your trash to the hand', () => {
    const SP = '処女宮の守護者 スピカ';
    const g = game('d27', { hand: [SP], energy: 4, trash: [ASSIST, DENEB] });
    play(g, SP, [], { choose: [DENEB] });
    expect(hand(g, 0)).toEqual([DENEB]);
    const g2 = game('d27', { hand: [SP], energy: 4, trash: [ASSIST, DENEB] });
    play(g2, SP, [], { choose: [] });
    expect(hand(g2, 0)).toEqual([]);
  });

  it('天秤宮の守護者 ズベン: [1][スリープ] a character of yours +1000 and an opposing one −1000 for the turn', () => {
    const Z = '天秤宮の守護者 ズベン';
    const g = game('d27', { battlefield: [Z, ASSIST], energy: 1 }, { battlefield: [DENEB] });
    const [mine, foe] = [on(g, ASSIST, 0), on(g, DENEB, 1)];
    activate(g, on(g, Z, 0), [mine, foe]);
    expect(powerOf(g, mine)).toBe(3000);
    expect(powerOf(g, foe)).toBe(2000);
    endTurn(g);
    expect([powerOf(g, mine), powerOf(g, foe)]).toEqual([2000, 3000]);
  });

  it('天蠍宮の守護者 アンタレス: 【貫通】; its attack destroys a character → draw', () => {
    const ANT = '天蠍宮の守護者 アンタレス';
    const g = game(
      'd27',
      { battlefield: [ANT], main: [ASSIST] },
      { battlefield: [{ name: DENEB, sleep: true }] },
    );
    attackCard(g, on(g, ANT, 0), on(g, DENEB, 1));
    expect(trash(g, 1)).toEqual([DENEB]);
    expect(damageCount(g, 1)).toBe(1);
    expect(hand(g, 0)).toEqual([ASSIST]);
  });

  it('人馬宮の守護者 ルクバト: [2][スリープ] 2000 to an ASLEEP opposing character only', () => {
    const R = '人馬宮の守護者 ルクバト';
    const g = game(
      'd27',
      { battlefield: [R], energy: 2 },
      { battlefield: [{ name: ASSIST, sleep: true }, DENEB] },
    );
    const r = on(g, R, 0);
    expect(activatableOn(g, r, on(g, DENEB, 1))).toBe(false);
    activate(g, r, [on(g, ASSIST, 1)]);
    expect(trash(g, 1)).toEqual([ASSIST]);
  });

  it('宝瓶宮の守護者 サダルメリク: [スリープ] an asleep energy of yours stands', () => {
    const S = '宝瓶宮の守護者 サダルメリク';
    const g = game('d27', { battlefield: [S], hand: [ASSIST], energy: 1 });
    play(g, ASSIST);
    activate(g, on(g, S, 0));
    expect(activeEnergy(g, 0)).toBe(1);
  });

  it('双魚宮の守護者 アルレシャ: destroyed → may put another アルレシャ of the main deck onto the battlefield ACTIVE; shuffle', () => {
    const AL = '双魚宮の守護者 アルレシャ';
    const g = game('d27', { battlefield: [AL], hand: [IMPACT], energy: 3, main: [ASSIST, AL] });
    play(g, IMPACT, [on(g, AL, 0)], { choose: [AL] });
    expect(trash(g, 0)).toContain(AL);
    const again = on(g, AL, 0);
    expect(asleep(g, again)).toBe(false);
    const g2 = game('d27', { battlefield: [AL], hand: [IMPACT], energy: 3, main: [ASSIST, AL] });
    play(g2, IMPACT, [on(g2, AL, 0)], { choose: [] });
    expect(g2.state.battlefield.length).toBe(0);
  });

  it('天球を巡る者 ゾディアーク: +1000 per OTHER 《星座》 character of yours; 【空装】 at the end of your turn with 3+ 《星座》 characters → draw', () => {
    const Z = '天球を巡る者 ゾディアーク';
    const g = game('d27', { battlefield: [Z, DENEB, ALDE, ASSIST] }, { battlefield: [DENEB] });
    expect(powerOf(g, on(g, Z, 0))).toBe(7000);
    const g2 = game('d27', {
      battlefield: [DENEB, ALDE, '双児宮の守護者 カストル'],
      guard: [Z],
      main: [TINK],
    });
    g2.state.players[0].kuusou = inGuard(g2, 0, Z);
    endTurn(g2);
    expect(hand(g2, 0)).toEqual([TINK]);
    const g3 = game('d27', { battlefield: [DENEB, ALDE, ASSIST], guard: [Z], main: [TINK] });
    g3.state.players[0].kuusou = inGuard(g3, 0, Z);
    endTurn(g3);
    expect(hand(g3, 0)).toEqual([]);
  });

  it('蛇遣座の守護者 アスクレピオス: 【奥義：宮の守護者】; enters → may put a 《星座》 character card of your trash onto the battlefield ACTIVE', () => {
    const AS = '蛇遣座の守護者 アスクレピオス';
    const g = game('d27', { hand: [AS], energy: 6, battlefield: [DENEB], trash: [ASSIST, ALDE] });
    play(g, AS, [], { may: [true], choose: [ALDE] });
    expect(asleep(g, on(g, ALDE, 0))).toBe(false);
    expect(trash(g, 0)).toEqual([ASSIST]);
    const g2 = game('d27', { hand: [AS], energy: 6, battlefield: [ASSIST, TINK] });
    expect(playable(g2, AS)).toBe(false);
    const g3 = game('d27', { hand: [AS], energy: 6, guard: [{ name: DENEB, faceUp: true }] });
    expect(playable(g3, AS)).toBe(true);
  });

  it('彗星の巫女 コメティア: [カルネージ1] a character of yours gains 【神速】 for the turn (no sleep)', () => {
    const C = '彗星の巫女 コメティア';
    const g = game('d27', { battlefield: [C, ASSIST], damageField: [TINK] }, { battlefield: [DENEB] });
    const c = on(g, C, 0);
    expect(activatableOn(g, c, on(g, DENEB, 1))).toBe(false);
    activate(g, c, [on(g, ASSIST, 0)]);
    expect(hasKeyword(g, on(g, ASSIST, 0), 'godspeed')).toBe(true);
    expect(asleep(g, c)).toBe(false);
    expect(damageCount(g, 0)).toBe(0);
  });

  it('凶星の使者 ネメシス / 大彗星 ケイオス・テイル: enters → 3000 to an opposing character / 2000 to every OTHER character', () => {
    const g = game('d27', { hand: ['凶星の使者 ネメシス'], energy: 4 }, { battlefield: [DENEB] });
    play(g, '凶星の使者 ネメシス', [], { targets: [[on(g, DENEB, 1)]] });
    expect(trash(g, 1)).toEqual([DENEB]);
    const CT = '大彗星 ケイオス・テイル';
    const g2 = game('d27', { hand: [CT], energy: 7, battlefield: [ASSIST, DENEB] }, { battlefield: [ALDE] });
    play(g2, CT);
    expect(trash(g2, 0)).toEqual([ASSIST]);
    expect(damageOf(g2, on(g2, DENEB, 0))).toBe(2000);
    expect(damageOf(g2, on(g2, ALDE, 1))).toBe(2000);
    const ct = on(g2, CT, 0);
    expect(damageOf(g2, ct)).toBe(0);
    expect([hasKeyword(g2, ct, 'godspeed'), hasKeyword(g2, ct, 'pierce')]).toEqual([true, true]);
  });

  it('星を視る: look at 3, one card to the hand, the rest to the bottom', () => {
    const g = game('d27', { hand: ['星を視る'], energy: 1, main: [ASSIST, DENEB, TINK, MIRA] });
    play(g, '星を視る', [], { choose: [TINK, ASSIST, DENEB] });
    expect(hand(g, 0)).toEqual([TINK]);
    expect(top(g, 0, 1)).toEqual([MIRA]);
  });

  it('星辰の巡り: one mode — the top card as an ASLEEP energy / a 《星座》 card of your trash to the hand / draw', () => {
    const C = '星辰の巡り';
    const g = game('d27', { hand: [C], energy: 2, main: [ASSIST, DENEB], trash: [TINK, DENEB] });
    act(g, { type: 'play', card: inHand(g, 0, C), modes: [0] });
    settle(g);
    expect(energyCount(g, 0)).toBe(3);
    expect(activeEnergy(g, 0)).toBe(0);
    expect(hand(g, 0)).toEqual([]);
    const g2 = game('d27', { hand: [C], energy: 2, main: [ASSIST], trash: [TINK, DENEB] });
    act(g2, { type: 'play', card: inHand(g2, 0, C), modes: [1] });
    settle(g2, { choose: [DENEB] });
    expect(hand(g2, 0)).toEqual([DENEB]);
    const g3 = game('d27', { hand: [C], energy: 2, main: [ASSIST], trash: [TINK] });
    act(g3, { type: 'play', card: inHand(g3, 0, C), modes: [2] });
    settle(g3);
    expect(hand(g3, 0)).toEqual([ASSIST]);
  });

  it('星の導き / 星座の加護: a character of yours +2000 for the turn / a 《星座》 one +2000 and 【死殺】; 星の導き 【ダメージトリガー】 +2000', () => {
    const g = game('d27', { hand: [GUIDE, '星座の加護', IMPACT], energy: 6, battlefield: [ASSIST, DENEB] });
    const [assist, deneb] = [on(g, ASSIST, 0), on(g, DENEB, 0)];
    play(g, GUIDE, [assist]);
    expect(powerOf(g, assist)).toBe(4000);
    expect(targetable(g, '星座の加護', assist)).toBe(false);
    play(g, '星座の加護', [deneb]);
    expect(powerOf(g, deneb)).toBe(5000);
    play(g, IMPACT, [deneb]);
    expect(g.state.battlefield).toContain(deneb);
    endTurn(g);
    expect(powerOf(g, deneb)).toBe(3000);
    const g2 = game('d27', { guard: [GUIDE], battlefield: [ASSIST] }, { battlefield: [ALDE] }, 1);
    const a2 = on(g2, ASSIST, 0);
    revealedWith(g2, on(g2, ALDE, 1), [a2]);
    expect(powerOf(g2, a2)).toBe(4000);
  });

  it('凍て星の光: an ATTACKING character −3000 for the turn; 【ダメージトリガー】 an opposing character −2000', () => {
    const F = '凍て星の光';
    const g = game('d27', { hand: [F], energy: 2, battlefield: [DENEB] }, { battlefield: [ALDE, ASSIST] }, 1);
    const alde = on(g, ALDE, 1);
    foeAttacks(g, alde);
    expect(targetable(g, F, on(g, ASSIST, 1))).toBe(false);
    playBy(g, 0, F, [alde]);
    expect(powerOf(g, alde)).toBe(1000);
    const g2 = game('d27', { guard: [F] }, { battlefield: [ALDE, DENEB] }, 1);
    const deneb = on(g2, DENEB, 1);
    revealedWith(g2, on(g2, ALDE, 1), [deneb]);
    expect(powerOf(g2, deneb)).toBe(1000);
  });

  it('星の還り路: a 《彗星》 character card of your trash to the hand; 【ダメージトリガー】 the same', () => {
    const R = '星の還り路';
    const g = game('d27', { hand: [R], energy: 1, trash: [DENEB, TINK] });
    play(g, R, [], { choose: [TINK] });
    expect(hand(g, 0)).toEqual([TINK]);
    const g2 = game('d27', { guard: [R], trash: [TINK] }, { battlefield: [ALDE] }, 1);
    revealedAsDamage(g2, on(g2, ALDE, 1));
    expect(hand(g2, 0)).toEqual([TINK]);
  });

  it('彗星衝突 / 赤方偏移 / 掩蔽: 4000 to a character (either player’s) / back to its owner’s hand / an ASLEEP opposing one destroyed', () => {
    const g = game(
      'd27',
      { hand: [IMPACT, '赤方偏移', '掩蔽'], energy: 10, battlefield: [ASSIST] },
      { battlefield: [ALDE, { name: DENEB, sleep: true }, TINK] },
    );
    expect(targetable(g, IMPACT, on(g, ASSIST, 0))).toBe(true);
    play(g, IMPACT, [on(g, ALDE, 1)]);
    expect(trash(g, 1)).toEqual([ALDE]);
    expect(targetable(g, '掩蔽', on(g, TINK, 1))).toBe(false);
    play(g, '掩蔽', [on(g, DENEB, 1)]);
    expect(trash(g, 1)).toEqual([ALDE, DENEB]);
    play(g, '赤方偏移', [on(g, TINK, 1)]);
    expect(hand(g, 1)).toEqual([TINK]);
  });

  it('流星雨 / 超新星: 2000 to each OPPOSING character / 5000 to every character', () => {
    const g = game(
      'd27',
      { hand: ['流星雨'], energy: 4, battlefield: [ASSIST] },
      { battlefield: [ASSIST, ALDE] },
    );
    play(g, '流星雨');
    expect(trash(g, 1)).toEqual([ASSIST]);
    expect(damageOf(g, on(g, ALDE, 1))).toBe(2000);
    expect(damageOf(g, on(g, ASSIST, 0))).toBe(0);
    const g2 = game(
      'd27',
      { hand: ['超新星'], energy: 5, battlefield: [ALDE] },
      { battlefield: ['星座を束ねる者 アストライア'] },
    );
    play(g2, '超新星');
    expect(trash(g2, 0)).toEqual([ALDE, '超新星']);
    expect(damageOf(g2, on(g2, '星座を束ねる者 アストライア', 1))).toBe(5000);
  });

  it('真鍮の望遠鏡: +1000; the host attacks → its player looks at the top card and may put it on the bottom', () => {
    const g = game('d27', { hand: ['真鍮の望遠鏡'], energy: 1, battlefield: [ASSIST], main: [DENEB, TINK] });
    const a = on(g, ASSIST, 0);
    play(g, '真鍮の望遠鏡', [a]);
    expect(powerOf(g, a)).toBe(3000);
    hitPlayer(g, a, { choose: [DENEB] });
    expect(bottom(g, 0, 1)).toEqual([DENEB]);
    expect(top(g, 0, 1)).toEqual([TINK]);
  });

  it('天球星図: +1000, 《星座》《星図》; set → the set card’s owner draws (also on the opponent’s character)', () => {
    const g = game('d27', { hand: ['天球星図'], energy: 2, main: [DENEB] }, { battlefield: [ASSIST] });
    const a = on(g, ASSIST, 1);
    play(g, '天球星図', [a]);
    expect(powerOf(g, a)).toBe(3000);
    expect(traitsOf(g, a)).toEqual(expect.arrayContaining(['星座', '星図']));
    expect(hand(g, 0)).toEqual([DENEB]);
    expect(hand(g, 1)).toEqual([]);
  });

  it('彗星の尾 / 守護星の加護 / 禍星の兆し: +1000 【神速】 / +2000 【反撃】 / −2000 and the host cannot defend', () => {
    const g = game(
      'd27',
      { hand: ['彗星の尾', '守護星の加護', '禍星の兆し'], energy: 7, battlefield: [ASSIST, DENEB] },
      { battlefield: [ALDE, MIRA] },
    );
    const [a, d, alde] = [on(g, ASSIST, 0), on(g, DENEB, 0), on(g, ALDE, 1)];
    play(g, '彗星の尾', [a]);
    play(g, '守護星の加護', [d]);
    play(g, '禍星の兆し', [alde]);
    expect([powerOf(g, a), powerOf(g, d), powerOf(g, alde)]).toEqual([3000, 5000, 2000]);
    expect(hasKeyword(g, a, 'godspeed')).toBe(true);
    expect(hasKeyword(g, d, 'counter')).toBe(true);
    attack(g, d, { player: 1 });
    expect(canDefend(g, alde)).toBe(false);
    expect(canDefend(g, on(g, MIRA, 1))).toBe(true);
  });

  it('堕ちた星座の烙印: −1000; the host destroyed → the set card’s OWNER draws (on the opponent’s character too)', () => {
    const g = game(
      'd27',
      { hand: ['堕ちた星座の烙印', IMPACT], energy: 4, main: [DENEB] },
      { battlefield: [ALDE], main: [TINK] },
    );
    const alde = on(g, ALDE, 1);
    play(g, '堕ちた星座の烙印', [alde]);
    expect(powerOf(g, alde)).toBe(3000);
    play(g, IMPACT, [alde]);
    expect(hand(g, 0)).toEqual([DENEB]);
    expect(hand(g, 1)).toEqual([]);
  });

  it('星導の羅針: +1000; set → the set card’s owner looks at their top 2, back on top in the chosen order', () => {
    const g = game(
      'd27',
      { hand: ['星導の羅針'], energy: 1, main: [DENEB, TINK, MIRA] },
      { battlefield: [ASSIST] },
    );
    const a = on(g, ASSIST, 1);
    play(g, '星導の羅針', [a], { choose: [TINK, DENEB] });
    expect(powerOf(g, a)).toBe(3000);
    expect(top(g, 0, 3)).toEqual([TINK, DENEB, MIRA]);
  });

  it('観測塔の大レンズ: only on a world set of yours; it gains 「[1]: look at the top card, may put it on the bottom」', () => {
    const L = '観測塔の大レンズ';
    const HILL = '星見の丘の天文台';
    const g = game(
      'd27',
      { hand: [L], energy: 4, battlefield: [HILL, ASSIST], main: [DENEB, TINK] },
      { battlefield: [HILL] },
    );
    expect(targetable(g, L, on(g, ASSIST, 0))).toBe(false);
    expect(targetable(g, L, on(g, HILL, 1))).toBe(false);
    const hill = on(g, HILL, 0);
    play(g, L, [hill]);
    activate(g, hill, [], { choose: [DENEB] });
    expect(bottom(g, 0, 1)).toEqual([DENEB]);
    activate(g, hill, [], { choose: [] }); // no once-per-turn limit
    expect(top(g, 0, 1)).toEqual([TINK]);
    expect(activeEnergy(g, 0)).toBe(0);
  });

  it('黄道の大天蓋: your 《星座》 characters +1000 (not others, not the opponent’s)', () => {
    const g = game('d27', { battlefield: ['黄道の大天蓋', DENEB, ASSIST] }, { battlefield: [DENEB] });
    expect(powerOf(g, on(g, DENEB, 0))).toBe(4000);
    expect(powerOf(g, on(g, ASSIST, 0))).toBe(2000);
    expect(powerOf(g, on(g, DENEB, 1))).toBe(3000);
  });

  it('彗星観測所: a 《彗星》 character of yours enters → +1000 for the turn; [カルネージ1] a 《彗星》 character card of your trash on top of the main deck', () => {
    const O = '彗星観測所';
    const g = game('d27', {
      battlefield: [O],
      hand: [TINK, ASSIST],
      energy: 2,
      damageField: [MIRA],
      trash: [DENEB, '凶星の使者 ネメシス'],
    });
    play(g, TINK);
    play(g, ASSIST);
    expect(powerOf(g, on(g, TINK, 0))).toBe(2000);
    expect(powerOf(g, on(g, ASSIST, 0))).toBe(2000);
    activate(g, on(g, O, 0), [], { choose: ['凶星の使者 ネメシス'] });
    expect(top(g, 0, 1)).toEqual(['凶星の使者 ネメシス']);
    expect(damageCount(g, 0)).toBe(0);
    endTurn(g);
    expect(powerOf(g, on(g, TINK, 0))).toBe(1000);
  });

  it('流れ星の子 ティンク / 金牛宮の守護者 アルデバラン / 星界の番人 エーテリオン: keywords; the vanilla cards: none', () => {
    const g = game('d27', { battlefield: [TINK, ALDE, '星界の番人 エーテリオン', ASSIST, DENEB] });
    expect(hasKeyword(g, on(g, TINK, 0), 'godspeed')).toBe(true);
    expect(hasKeyword(g, on(g, ALDE, 0), 'counter')).toBe(true);
    const e = on(g, '星界の番人 エーテリオン', 0);
    expect([hasKeyword(g, e, 'vigilance'), hasKeyword(g, e, 'counter')]).toEqual([true, true]);
    expect([powerOf(g, on(g, ASSIST, 0)), powerOf(g, on(g, DENEB, 0))]).toEqual([2000, 3000]);
  });
});

describe('d28-shinobi', () => {
  const YOUTH = '里の若衆'; // 《里人》 2000 vanilla, cost 1
  const DOG = '忍犬・疾風'; // 《忍獣》 1000, 【神速】
  const ONI = '不死身の鬼忍'; // 《忍》 3000, 【死殺】
  const GATE = '忍びの門番'; // 《忍》 2000, 【警戒】
  const FIRE = '紅蓮衆の火付け役'; // 《忍》《紅蓮衆》 2000
  const AMBUSH = '闇討ち'; // command: 3000 to an ASLEEP opposing character
  const SHADOW = '影縫いの術'; // command cost 1: an opposing character asleep
  /** The face-down 《分身》 characters of player `p` (HF-14.3). */
  const clones = (g: G, p: 0 | 1) =>
    g.state.battlefield.filter(
      (id) => g.state.cards[id].faceDown !== null && g.state.cards[id].controller === p,
    );

  it('紅蓮衆の火付け役: destroyed → 1000 to a RANDOM opposing character (nobody chooses)', () => {
    const g = game(
      'd28',
      { battlefield: [FIRE], hand: ['火遁・爆炎の術'], energy: 4 },
      { battlefield: [DOG] },
    );
    play(g, '火遁・爆炎の術', [on(g, FIRE, 0)]);
    expect(trash(g, 0)).toContain(FIRE);
    expect(trash(g, 1)).toEqual([DOG]);
  });

  it('朧衆の見習い: enters → the top card of the main deck enters face down ACTIVE as a 1000 《忍》《分身》 character without text', () => {
    const g = game('d28', { hand: ['朧衆の見習い'], energy: 2, main: [ONI, YOUTH] });
    play(g, '朧衆の見習い');
    const [c] = clones(g, 0);
    expect(powerOf(g, c)).toBe(1000);
    expect(sorted(traitsOf(g, c))).toEqual(sorted(['忍', '分身']));
    expect(asleep(g, c)).toBe(false);
    expect(hasKeyword(g, c, 'invincible')).toBe(false);
    expect(top(g, 0, 1)).toEqual([YOUTH]);
    const g2 = game('d28', { hand: ['朧衆の見習い', AMBUSH], energy: 4, main: [ONI] }, { hand: [AMBUSH] });
    play(g2, '朧衆の見習い');
    const [c2] = clones(g2, 0);
    g2.state.cards[c2].sleep = true;
    endTurn(g2);
    act(g2, { type: 'play', card: inHand(g2, 1, AMBUSH), targets: [c2] });
    settle(g2);
    expect(trash(g2, 0)).toEqual([ONI]); // it leaves: the real card again
  });

  it('朧衆の斥候: 【神速】; its attack damages the opponent → draw (once per damage event)', () => {
    const g = game('d28', { battlefield: ['朧衆の斥候'], main: [YOUTH] });
    const s = on(g, '朧衆の斥候', 0);
    expect(hasKeyword(g, s, 'godspeed')).toBe(true);
    hitPlayer(g, s);
    expect(hand(g, 0)).toEqual([YOUTH]);
  });

  it('煙玉売りの行商人: enters → may take a card whose name contains 「煙玉」 from the main deck; shuffle', () => {
    const P = '煙玉売りの行商人';
    const g = game('d28', { hand: [P], energy: 2, main: [YOUTH, '毒霧の煙玉', '煙玉'] });
    play(g, P, [], { choose: ['毒霧の煙玉'] });
    expect(hand(g, 0)).toEqual(['毒霧の煙玉']);
    const g2 = game('d28', { hand: [P], energy: 2, main: [YOUTH, '影縫いの術'] });
    play(g2, P);
    expect(hand(g2, 0)).toEqual([]);
  });

  it('紅蓮衆の鉄砲玉: 【強撃】; at the end of your turn, destroyed if it attacked this turn', () => {
    const T = '紅蓮衆の鉄砲玉';
    const g = game('d28', { battlefield: [T] });
    hitPlayer(g, on(g, T, 0));
    expect(damageCount(g, 1)).toBe(2);
    endTurn(g);
    expect(trash(g, 0)).toEqual([T]);
    const g2 = game('d28', { battlefield: [T] });
    endTurn(g2);
    expect(g2.state.battlefield.length).toBe(1);
  });

  it('忍びの門番 / 鎖鎌使い: defending → draw / +1000 for the turn (with 【反撃】 at that power)', () => {
    const g = game('d28', { battlefield: [GATE], main: [ONI] }, { battlefield: [YOUTH] }, 1);
    attack(g, on(g, YOUTH, 1), { player: 0 });
    expect(hasKeyword(g, on(g, GATE, 0), 'vigilance')).toBe(true);
    defend(g, on(g, GATE, 0));
    expect(hand(g, 0)).toEqual([ONI]);
    const K = '鎖鎌使い';
    const g2 = game('d28', { battlefield: [K] }, { battlefield: [ONI, YOUTH] }, 1);
    attack(g2, on(g2, YOUTH, 1), { player: 0 });
    defend(g2, on(g2, K, 0));
    expect(powerOf(g2, on(g2, K, 0))).toBe(3000);
    expect(trash(g2, 1)).toEqual([YOUTH]);
  });

  it('紅蓮衆のくノ一・茜 / 手裏剣投げの中忍: you play a command → +1000 for the turn (cumulative) / 1000 to a random opposing character', () => {
    const A = '紅蓮衆のくノ一・茜';
    const g = game(
      'd28',
      { battlefield: [A, '手裏剣投げの中忍'], hand: [SHADOW, SHADOW], energy: 2 },
      { battlefield: [ONI] },
    );
    const akane = on(g, A, 0);
    const oni = on(g, ONI, 1);
    play(g, SHADOW, [oni]);
    expect(powerOf(g, akane)).toBe(3000);
    expect(damageOf(g, oni)).toBe(1000); // the only opposing character: the random pick
    play(g, SHADOW, [oni]);
    expect(powerOf(g, akane)).toBe(4000);
    expect(damageOf(g, oni)).toBe(2000);
    endTurn(g);
    expect(powerOf(g, akane)).toBe(2000);
    const g2 = game('d28', { battlefield: [A], hand: [YOUTH], energy: 1 });
    play(g2, YOUTH);
    expect(powerOf(g2, on(g2, A, 0))).toBe(2000); // a character: nothing
  });

  it('巻物番の老忍: look at 3, up to one 《巻物》 card to the hand, the rest to the bottom', () => {
    const R = '巻物番の老忍';
    const g = game('d28', { hand: [R], energy: 2, main: [YOUTH, '忍びの密書', DOG, ONI] });
    play(g, R, [], { choose: ['忍びの密書', YOUTH, DOG] });
    expect(hand(g, 0)).toEqual(['忍びの密書']);
    expect(top(g, 0, 1)).toEqual([ONI]);
  });

  it('霧隠れの中忍: 【神速】 only while your hand has 4+ cards', () => {
    const K = '霧隠れの中忍';
    const g = game('d28', { battlefield: [K], hand: [YOUTH, YOUTH, YOUTH, YOUTH], energy: 1 });
    const k = on(g, K, 0);
    expect(hasKeyword(g, k, 'godspeed')).toBe(true);
    play(g, YOUTH);
    expect(hasKeyword(g, k, 'godspeed')).toBe(false);
  });

  it('抜け忍・夜叉丸: enters → 1 damage to its own player; [カルネージ2] +2000 and 【貫通】 for the turn', () => {
    const Y = '抜け忍・夜叉丸';
    const g = game('d28', { hand: [Y], energy: 3 });
    play(g, Y);
    expect(damageCount(g, 0)).toBe(1);
    expect(damageCount(g, 1)).toBe(0);
    const g2 = game('d28', { battlefield: [Y], damageField: [YOUTH, YOUTH] });
    const y = on(g2, Y, 0);
    activate(g2, y);
    expect(powerOf(g2, y)).toBe(6000);
    expect(hasKeyword(g2, y, 'pierce')).toBe(true);
    expect(damageCount(g2, 0)).toBe(0);
  });

  it('里の薬師: enters → a card of your damage field back into the guard deck, face down', () => {
    const g = game('d28', {
      hand: ['里の薬師'],
      energy: 3,
      damageField: [{ name: DOG, faceUp: true }, YOUTH],
    });
    const guardBefore = g.state.players[0].guardDeck.length;
    play(g, '里の薬師', [], { choose: [DOG] });
    expect(names(g, g.state.players[0].damageField)).toEqual([YOUTH]);
    expect(g.state.players[0].guardDeck.length).toBe(guardBefore + 1);
    const dog = g.state.players[0].guardDeck.find((id) => nameOf(g, id) === DOG);
    expect(dog).toBeDefined();
    expect(g.state.cards[dog as number].faceUp ?? false).toBe(false);
  });

  it('紅蓮衆の焙烙師 / 紅蓮衆頭領・焔斎: enters → 1000 to every OTHER character / attacking → 1000 to each opposing character', () => {
    const g = game(
      'd28',
      { hand: ['紅蓮衆の焙烙師'], energy: 3, battlefield: [DOG, GATE] },
      { battlefield: [YOUTH] },
    );
    play(g, '紅蓮衆の焙烙師');
    expect(trash(g, 0)).toEqual([DOG]);
    expect(damageOf(g, on(g, GATE, 0))).toBe(1000);
    expect(damageOf(g, on(g, YOUTH, 1))).toBe(1000);
    expect(damageOf(g, on(g, '紅蓮衆の焙烙師', 0))).toBe(0);
    const E = '紅蓮衆頭領・焔斎';
    const g2 = game('d28', { battlefield: [E, DOG] }, { battlefield: [DOG, YOUTH] });
    const e = on(g2, E, 0);
    expect(hasKeyword(g2, e, 'strike')).toBe(true);
    hitPlayer(g2, e);
    expect(trash(g2, 1)).toEqual([DOG]);
    expect(damageOf(g2, on(g2, YOUTH, 1))).toBe(1000);
    expect(damageOf(g2, on(g2, DOG, 0))).toBe(0);
    expect(damageCount(g2, 1)).toBe(2);
  });

  it('影縫いの上忍: attacking → an ACTIVE opposing character falls asleep', () => {
    const J = '影縫いの上忍';
    const g = game('d28', { battlefield: [J] }, { battlefield: [GATE] });
    const gate = on(g, GATE, 1);
    attack(g, on(g, J, 0), { player: 1 }, { targets: [[gate]] });
    expect(asleep(g, gate)).toBe(true);
  });

  it('紅蓮衆の爆破師: [2][スリープ] 2000 to a character; 3000 with 2+ OTHER 《紅蓮衆》 characters of yours', () => {
    const B = '紅蓮衆の爆破師';
    const g = game(
      'd28',
      { battlefield: [B, FIRE], energy: 2 },
      { battlefield: [ONI, { name: GATE, damage: 0 }] },
    );
    activate(g, on(g, B, 0), [on(g, GATE, 1)]);
    expect(trash(g, 1)).toEqual([GATE]);
    const g2 = game('d28', { battlefield: [B, FIRE], energy: 2 }, { battlefield: [ONI] });
    activate(g2, on(g2, B, 0), [on(g2, ONI, 1)]);
    expect(damageOf(g2, on(g2, ONI, 1))).toBe(2000);
    const g3 = game('d28', { battlefield: [B, FIRE, FIRE], energy: 2 }, { battlefield: [ONI] });
    activate(g3, on(g3, B, 0), [on(g3, ONI, 1)]);
    expect(damageOf(g3, on(g3, ONI, 1))).toBe(3000);
    const g4 = game('d28', { battlefield: [B, FIRE], energy: 2 });
    expect(activatableOn(g4, on(g4, B, 0), on(g4, FIRE, 0))).toBe(true); // either player's
  });

  it('朧衆の暗殺者: 【神速】; attacking a CHARACTER → +2000 for the turn; attacking the player, nothing', () => {
    const A = '朧衆の暗殺者';
    const g = game('d28', { battlefield: [A] }, { battlefield: [{ name: ONI, sleep: true }] });
    const a = on(g, A, 0);
    expect(hasKeyword(g, a, 'godspeed')).toBe(true);
    attackCard(g, a, on(g, ONI, 1));
    expect(powerOf(g, a)).toBe(5000);
    const g2 = game('d28', { battlefield: [A] });
    hitPlayer(g2, on(g2, A, 0));
    expect(powerOf(g2, on(g2, A, 0))).toBe(3000);
  });

  it('朧衆の幻術師: a 《分身》 character of yours destroyed → a RANDOM card of the opponent’s hand to the trash, once per turn', () => {
    const M = '朧衆の幻術師';
    const g = game(
      'd28',
      { battlefield: [M], hand: ['分身の術', '紅蓮衆の焙烙師'], energy: 5, main: [YOUTH, YOUTH, YOUTH] },
      { hand: [DOG, GATE] },
    );
    play(g, '分身の術'); // a hand of 1 (≤ 2): three clones
    expect(clones(g, 0).length).toBe(3);
    play(g, '紅蓮衆の焙烙師'); // 1000 to every other character: the three clones are destroyed
    expect(clones(g, 0).length).toBe(0);
    expect(g.state.battlefield).toContain(on(g, M, 0));
    expect(handSize(g, 1)).toBe(1);
    expect(trash(g, 1).length).toBe(1); // once per turn
  });

  it('朧衆のくノ一・紫苑: enters → an opposing character cannot attack until the end of the opponent’s next turn', () => {
    const S = '朧衆のくノ一・紫苑';
    const g = game('d28', { hand: [S], energy: 4 }, { battlefield: [YOUTH, DOG] });
    const youth = on(g, YOUTH, 1);
    play(g, S, [], { targets: [[youth]] });
    endTurn(g);
    expect(cannotAttack(g, youth)).toBe(true);
    expect(cannotAttack(g, on(g, DOG, 1))).toBe(false);
    endTurn(g);
    endTurn(g);
    expect(cannotAttack(g, youth)).toBe(false);
  });

  it('影法師: +1000 per 《分身》 character of yours; 朧衆頭領・霞: enters → two clones; 【空装】 your 《分身》 characters +1000', () => {
    const K = '朧衆頭領・霞';
    const g = game('d28', { hand: [K], energy: 6, battlefield: ['影法師'], main: [YOUTH, DOG, ONI] });
    play(g, K);
    const cs = clones(g, 0);
    expect(cs.length).toBe(2);
    expect(top(g, 0, 1)).toEqual([ONI]);
    expect(powerOf(g, on(g, '影法師', 0))).toBe(6000);
    const g2 = game('d28', { hand: ['朧衆の見習い'], energy: 2, guard: [K], main: [YOUTH] });
    g2.state.players[0].kuusou = inGuard(g2, 0, K);
    play(g2, '朧衆の見習い');
    expect(powerOf(g2, clones(g2, 0)[0])).toBe(2000);
    expect(powerOf(g2, on(g2, '朧衆の見習い', 0))).toBe(1000);
  });

  it('分身の術: two clones; three with a hand of 2 or fewer cards at resolution', () => {
    const g = game('d28', { hand: ['分身の術', YOUTH, YOUTH, YOUTH], energy: 2, main: [DOG, ONI, GATE] });
    play(g, '分身の術');
    expect(clones(g, 0).length).toBe(2);
    const g2 = game('d28', { hand: ['分身の術', YOUTH, YOUTH], energy: 2, main: [DOG, ONI, GATE] });
    play(g2, '分身の術');
    expect(clones(g2, 0).length).toBe(3);
  });

  it('煙玉: an attacking opposing character — its attack fails; draw with a 《忍》 character of yours out', () => {
    const g = game(
      'd28',
      { hand: ['煙玉'], energy: 2, battlefield: [GATE], main: [YOUTH] },
      { battlefield: [ONI] },
      1,
    );
    const oni = on(g, ONI, 1);
    foeAttacks(g, oni);
    playBy(g, 0, '煙玉', [oni]);
    settle(g, {}, ['main']);
    expect(damageCount(g, 0)).toBe(0);
    expect(hand(g, 0)).toEqual([YOUTH]);
    const g2 = game(
      'd28',
      { hand: ['煙玉'], energy: 2, battlefield: [YOUTH], main: [DOG] },
      { battlefield: [ONI] },
      1,
    );
    const oni2 = on(g2, ONI, 1);
    foeAttacks(g2, oni2);
    playBy(g2, 0, '煙玉', [oni2]);
    settle(g2, {}, ['main']);
    expect(hand(g2, 0)).toEqual([]); // 《里人》: no draw
  });

  it('毒霧の煙玉: the opposing characters there −1000 for the turn; 【ダメージトリガー】 the same', () => {
    const P = '毒霧の煙玉';
    const g = game('d28', { hand: [P], energy: 3, battlefield: [GATE] }, { battlefield: [ONI, YOUTH] });
    play(g, P);
    expect([powerOf(g, on(g, ONI, 1)), powerOf(g, on(g, YOUTH, 1)), powerOf(g, on(g, GATE, 0))]).toEqual([
      2000, 1000, 2000,
    ]);
    endTurn(g);
    expect(powerOf(g, on(g, ONI, 1))).toBe(3000);
    const g2 = game('d28', { guard: [P], battlefield: [GATE] }, { battlefield: [ONI] }, 1);
    revealedAsDamage(g2, on(g2, ONI, 1));
    expect(powerOf(g2, on(g2, ONI, 1))).toBe(2000);
    expect(powerOf(g2, on(g2, GATE, 0))).toBe(2000);
  });

  it('手裏剣乱れ打ち: 1000 to a random opposing character, three times (re-drawn each time)', () => {
    const g = game('d28', { hand: ['手裏剣乱れ打ち'], energy: 2 }, { battlefield: [DOG, ONI] });
    play(g, '手裏剣乱れ打ち');
    const oni = on(g, ONI, 1);
    const dogGone = trash(g, 1).includes(DOG);
    expect(damageOf(g, oni) + (dogGone ? 1000 : damageOf(g, on(g, DOG, 1)))).toBe(3000);
    const g2 = game('d28', { hand: ['手裏剣乱れ打ち'], energy: 2 }, { battlefield: [ONI] });
    play(g2, '手裏剣乱れ打ち');
    expect(damageOf(g2, on(g2, ONI, 1))).toBe(3000);
  });

  it('火遁・爆炎の術: 4000 to a character; 6000 with a 《紅蓮衆》 character of yours out', () => {
    const H = '火遁・爆炎の術';
    const g = game('d28', { hand: [H], energy: 4, battlefield: [GATE] }, { battlefield: [ONI] });
    play(g, H, [on(g, ONI, 1)]);
    expect(damageOf(g, on(g, ONI, 1))).toBe(4000);
    const g2 = game('d28', { hand: [H], energy: 4, battlefield: [FIRE] }, { battlefield: [ONI] });
    play(g2, H, [on(g2, ONI, 1)]);
    expect(damageOf(g2, on(g2, ONI, 1))).toBe(6000);
  });

  it('影縫いの術 / 闇討ち: an opposing character asleep / 3000 to an ASLEEP opposing one', () => {
    const g = game('d28', { hand: [SHADOW, AMBUSH], energy: 3 }, { battlefield: [GATE] });
    const gate = on(g, GATE, 1);
    expect(targetable(g, AMBUSH, gate)).toBe(false);
    play(g, SHADOW, [gate]);
    expect(asleep(g, gate)).toBe(true);
    play(g, AMBUSH, [gate]);
    expect(trash(g, 1)).toEqual([GATE]);
  });

  it('寝返りの術: an opposing character of power ≤4000 becomes yours for good', () => {
    const N = '寝返りの術';
    const g = game('d28', { hand: [N], energy: 6 }, { battlefield: [ONI, '紅蓮衆頭領・焔斎'] });
    expect(targetable(g, N, on(g, '紅蓮衆頭領・焔斎', 1))).toBe(false);
    const oni = on(g, ONI, 1);
    play(g, N, [oni]);
    expect(g.state.cards[oni].controller).toBe(0);
    endTurn(g);
    endTurn(g);
    expect(g.state.cards[oni].controller).toBe(0);
  });

  it('里への帰還: a character of yours back to the hand (a clone as its real card); draw', () => {
    const g = game('d28', { hand: ['里への帰還', '朧衆の見習い'], energy: 3, main: [ONI, YOUTH] });
    play(g, '朧衆の見習い');
    const [c] = clones(g, 0);
    play(g, '里への帰還', [c]);
    expect(hand(g, 0)).toEqual([ONI, YOUTH]);
  });

  it('忍びの密書: look at 3, one card to the hand, the rest to the trash', () => {
    const g = game('d28', { hand: ['忍びの密書'], energy: 2, main: [YOUTH, DOG, ONI, GATE] });
    play(g, '忍びの密書', [], { choose: [ONI] });
    expect(hand(g, 0)).toEqual([ONI]);
    expect(sorted(trash(g, 0))).toEqual(sorted([YOUTH, DOG, '忍びの密書']));
    expect(top(g, 0, 1)).toEqual([GATE]);
  });

  it('抜け忍狩り: X damage to an opposing character, X = 1000 × your hand at resolution', () => {
    const H = '抜け忍狩り';
    const g = game('d28', { hand: [H, YOUTH, YOUTH], energy: 3 }, { battlefield: ['紅蓮衆頭領・焔斎'] });
    play(g, H, [on(g, '紅蓮衆頭領・焔斎', 1)]);
    expect(damageOf(g, on(g, '紅蓮衆頭領・焔斎', 1))).toBe(2000);
  });

  it('忍具箱: a RANDOM command card of your main deck to the hand, then shuffle; none, nothing', () => {
    const g = game('d28', { hand: ['忍具箱'], energy: 1, main: [YOUTH, SHADOW, DOG], mainCount: 3 });
    play(g, '忍具箱');
    expect(hand(g, 0)).toEqual([SHADOW]);
    const g2 = game('d28', { hand: ['忍具箱'], energy: 1, main: [YOUTH, DOG], mainCount: 2 });
    play(g2, '忍具箱');
    expect(hand(g2, 0)).toEqual([]);
  });

  it('禁術・八岐影縛り: 【奥義：巻物】; every opposing character asleep, your characters there +1000 for the turn', () => {
    const OUGI = '禁術・八岐影縛り';
    const g = game(
      'd28',
      { hand: [OUGI, '秘伝の巻物・隠形'], energy: 8, battlefield: [YOUTH] },
      { battlefield: [GATE, ONI] },
    );
    expect(playable(g, OUGI)).toBe(false);
    play(g, '秘伝の巻物・隠形', [on(g, YOUTH, 0)]);
    play(g, OUGI);
    expect([asleep(g, on(g, GATE, 1)), asleep(g, on(g, ONI, 1))]).toEqual([true, true]);
    expect(powerOf(g, on(g, YOUTH, 0))).toBe(4000);
    const g2 = game('d28', { hand: [OUGI], energy: 6, guard: [{ name: '秘伝の巻物・火遁', faceUp: true }] });
    expect(playable(g2, OUGI)).toBe(true);
  });

  it('秘伝の巻物・火遁 / 隠形 / 分身: +1000 《巻物》; attacking → 1000 to a random opposing character / 【神速】 / set → a clone for the set card’s player', () => {
    const g = game(
      'd28',
      {
        hand: ['秘伝の巻物・火遁', '秘伝の巻物・隠形', '秘伝の巻物・分身'],
        energy: 7,
        battlefield: [YOUTH, DOG],
        main: [GATE],
      },
      { battlefield: [ONI] },
    );
    const [youth, dog] = [on(g, YOUTH, 0), on(g, DOG, 0)];
    play(g, '秘伝の巻物・火遁', [youth]);
    play(g, '秘伝の巻物・隠形', [dog]);
    expect([powerOf(g, youth), powerOf(g, dog)]).toEqual([3000, 2000]);
    expect(traitsOf(g, youth)).toContain('巻物');
    expect(hasKeyword(g, youth, 'godspeed')).toBe(false);
    expect(hasKeyword(g, dog, 'godspeed')).toBe(true);
    hitPlayer(g, youth);
    expect(damageOf(g, on(g, ONI, 1))).toBe(1000);
    const oni = on(g, ONI, 1);
    play(g, '秘伝の巻物・分身', [oni]);
    expect(powerOf(g, oni)).toBe(4000);
    expect(clones(g, 0).length).toBe(1);
    expect(clones(g, 1).length).toBe(0);
  });

  it('秘伝の巻物・隠形 / 毒塗りの苦無 / 痺れ薬の吹き矢: 【神速】 / +1000 【貫通】 / −1000 and the host cannot defend', () => {
    const g = game(
      'd28',
      {
        hand: ['秘伝の巻物・隠形', '毒塗りの苦無', '痺れ薬の吹き矢'],
        energy: 5,
        battlefield: [YOUTH, GATE, FIRE],
      },
      { battlefield: [ONI, { name: DOG, sleep: true }, YOUTH] },
    );
    const [youth, gate, oni] = [on(g, YOUTH, 0), on(g, GATE, 0), on(g, ONI, 1)];
    play(g, '秘伝の巻物・隠形', [youth]);
    play(g, '毒塗りの苦無', [gate]);
    play(g, '痺れ薬の吹き矢', [oni]);
    expect(hasKeyword(g, youth, 'godspeed')).toBe(true);
    expect(powerOf(g, youth)).toBe(3000);
    expect(hasKeyword(g, gate, 'pierce')).toBe(true);
    expect(powerOf(g, gate)).toBe(3000);
    expect(powerOf(g, oni)).toBe(2000);
    attackCard(g, gate, on(g, DOG, 1));
    expect(damageCount(g, 1)).toBe(1); // 【貫通】
    attack(g, on(g, FIRE, 0), { player: 1 });
    expect(g.state.pending?.kind).toBe('defense');
    expect(canDefend(g, oni)).toBe(false);
    expect(canDefend(g, on(g, YOUTH, 1))).toBe(true);
  });

  it('鎖帷子: +1000; the host would be destroyed → its damage removed and this card to the trash instead (once)', () => {
    const g = game(
      'd28',
      { hand: ['鎖帷子', '火遁・爆炎の術', '火遁・爆炎の術'], energy: 10 },
      { battlefield: [GATE] },
    );
    const gate = on(g, GATE, 1);
    play(g, '鎖帷子', [gate]);
    expect(powerOf(g, gate)).toBe(3000);
    play(g, '火遁・爆炎の術', [gate]);
    expect(g.state.battlefield).toContain(gate);
    expect(damageOf(g, gate)).toBe(0);
    expect(trash(g, 0)).toContain('鎖帷子');
    play(g, '火遁・爆炎の術', [gate]);
    expect(trash(g, 1)).toEqual([GATE]);
  });

  it('影縛りの呪符: −1000; the host does not stand in its player’s active phase (other effects still stand it)', () => {
    const g = game(
      'd28',
      { hand: ['影縛りの呪符'], energy: 3 },
      {
        battlefield: [
          { name: ONI, sleep: true },
          { name: YOUTH, sleep: true },
        ],
      },
    );
    const oni = on(g, ONI, 1);
    play(g, '影縛りの呪符', [oni]);
    expect(powerOf(g, oni)).toBe(2000);
    endTurn(g);
    expect(asleep(g, oni)).toBe(true);
    expect(asleep(g, on(g, YOUTH, 1))).toBe(false);
  });

  it('隠れ里・朧谷: at the end of your turn, with no 《分身》 character of yours → a clone', () => {
    const V = '隠れ里・朧谷';
    const g = game('d28', { battlefield: [V], main: [YOUTH, DOG] });
    endTurn(g);
    expect(clones(g, 0).length).toBe(1);
    endTurn(g);
    endTurn(g);
    expect(clones(g, 0).length).toBe(1); // one already: nothing
  });

  it('紅蓮の砦: a 《紅蓮衆》 character of yours destroyed → 1000 to a random opposing character', () => {
    const g = game(
      'd28',
      { battlefield: ['紅蓮の砦', FIRE, GATE], hand: ['紅蓮衆の焙烙師'], energy: 3 },
      { battlefield: [ONI] },
    );
    const oni = on(g, ONI, 1);
    play(g, '紅蓮衆の焙烙師'); // 1000 to everything else: nobody destroyed yet
    expect(damageOf(g, oni)).toBe(1000);
    const g2 = game(
      'd28',
      { battlefield: ['紅蓮の砦', { name: FIRE, sleep: true }, { name: YOUTH, sleep: true }] },
      { battlefield: [ONI], hand: [AMBUSH, AMBUSH], energy: 4 },
    );
    endTurn(g2);
    act(g2, { type: 'play', card: inHand(g2, 1, AMBUSH), targets: [on(g2, FIRE, 0)] });
    settle(g2);
    expect(damageOf(g2, on(g2, ONI, 1))).toBe(2000); // 火付け役's own and the fort's
    act(g2, { type: 'play', card: inHand(g2, 1, AMBUSH), targets: [on(g2, YOUTH, 0)] });
    settle(g2);
    expect(damageOf(g2, on(g2, ONI, 1))).toBe(2000); // 《里人》: nothing
  });

  it('血風の抗争: any character destroyed → its player draws', () => {
    const g = game(
      'd28',
      {
        battlefield: ['血風の抗争', YOUTH],
        hand: ['火遁・爆炎の術', '火遁・爆炎の術'],
        energy: 8,
        main: [DOG],
      },
      { battlefield: [GATE], main: [ONI] },
    );
    play(g, '火遁・爆炎の術', [on(g, GATE, 1)]);
    expect(hand(g, 1)).toEqual([ONI]);
    play(g, '火遁・爆炎の術', [on(g, YOUTH, 0)]);
    expect(hand(g, 0)).toEqual([DOG]);
  });

  it('紅蓮衆の火遁使い: 【ダメージトリガー】 2000 to an opposing character', () => {
    const g = game('d28', { guard: ['紅蓮衆の火遁使い'] }, { battlefield: [ONI, YOUTH] }, 1);
    const youth = on(g, YOUTH, 1);
    revealedWith(g, on(g, ONI, 1), [youth]);
    expect(trash(g, 1)).toEqual([YOUTH]);
  });

  it('忍犬・疾風 / 不死身の鬼忍: keywords (【死殺】: not destroyed, power 0 still destroys, HF-9.5); the vanilla card: none', () => {
    const g = game('d28', {
      battlefield: [DOG, ONI, YOUTH],
      hand: ['火遁・爆炎の術', '痺れ薬の吹き矢', '痺れ薬の吹き矢', '痺れ薬の吹き矢'],
      energy: 7,
    });
    expect(hasKeyword(g, on(g, DOG, 0), 'godspeed')).toBe(true);
    expect(powerOf(g, on(g, YOUTH, 0))).toBe(2000);
    const oni = on(g, ONI, 0);
    play(g, '火遁・爆炎の術', [oni]);
    expect(g.state.battlefield).toContain(oni);
    for (let i = 0; i < 3; i++) play(g, '痺れ薬の吹き矢', [oni]);
    expect(trash(g, 0)).toContain(ONI);
  });
});

describe('d25–d28: the finer points of the intents', () => {
  it('灯り持ちの少女 ミーナ: put into the trash by 発破係 ヴィクトル’s cost, it is not destroyed: no draw', () => {
    const MINA = '灯り持ちの少女 ミーナ';
    const g = game(
      'd25',
      { battlefield: ['発破係 ヴィクトル', MINA], energy: 1, main: ['石英のゴーレム'] },
      { battlefield: ['晶石ゴーレム'] },
    );
    activate(g, on(g, '発破係 ヴィクトル', 0), [on(g, '晶石ゴーレム', 1)], { choose: [MINA] });
    expect(trash(g, 0)).toEqual([MINA]);
    expect(hand(g, 0)).toEqual([]);
  });

  it('灯り持ちの少女 ミーナ: destroyed at power 0 (HF-9.5) is destroyed too → draw', () => {
    const MINA = '灯り持ちの少女 ミーナ';
    const g = game('d25', { hand: ['晶化の枷'], energy: 2, battlefield: [MINA], main: ['石英のゴーレム'] });
    play(g, '晶化の枷', [on(g, MINA, 0)]);
    expect(trash(g, 0)).toContain(MINA);
    expect(hand(g, 0)).toEqual(['石英のゴーレム']);
  });

  it('結晶の外殻 / 鎖帷子 / 【死殺】: a destroy EFFECT (掩蔽, borrowed) is replaced / prevented too', () => {
    const g = game(
      'd25',
      { hand: ['結晶の外殻', '掩蔽'], energy: 6 },
      { battlefield: [{ name: '石英のゴーレム', sleep: true }] },
    );
    const q = on(g, '石英のゴーレム', 1);
    play(g, '結晶の外殻', [q]);
    play(g, '掩蔽', [q], { replace: [true] });
    expect(g.state.battlefield).toContain(q);
    expect(trash(g, 0)).toContain('結晶の外殻');
    const g2 = game(
      'd28',
      { hand: ['鎖帷子', '掩蔽'], energy: 6 },
      { battlefield: [{ name: '里の若衆', sleep: true }] },
    );
    const y = on(g2, '里の若衆', 1);
    play(g2, '鎖帷子', [y]);
    play(g2, '掩蔽', [y]);
    expect(g2.state.battlefield).toContain(y);
    expect(trash(g2, 0)).toContain('鎖帷子');
    const g3 = game(
      'd26',
      { hand: ['掩蔽'], energy: 4 },
      { battlefield: [{ name: '不沈のボースン・ドレイク', sleep: true }] },
    );
    play(g3, '掩蔽', [on(g3, '不沈のボースン・ドレイク', 1)]);
    expect(g3.state.battlefield.length).toBe(1);
  });

  it('星の記録係 ノクト / 宝の地図〈沈んだ王冠〉: destroyed by an effect (掩蔽) → draw / the host’s controller draws 2', () => {
    const g = game(
      'd27',
      { hand: ['掩蔽'], energy: 4 },
      { battlefield: [{ name: '星の記録係 ノクト', sleep: true }], main: ['夜番の天文助手'] },
    );
    play(g, '掩蔽', [on(g, '星の記録係 ノクト', 1)]);
    expect(hand(g, 1)).toEqual(['夜番の天文助手']);
    const g2 = game(
      'd26',
      { hand: ['宝の地図〈沈んだ王冠〉', '掩蔽'], energy: 6, main: ['空賊見習いトト'] },
      { battlefield: [{ name: '雲海のカモメ隊', sleep: true }], main: ['空賊見習いトト', '見張り台のルゥ'] },
    );
    const host = on(g2, '雲海のカモメ隊', 1);
    play(g2, '宝の地図〈沈んだ王冠〉', [host]);
    play(g2, '掩蔽', [host]);
    expect(hand(g2, 1)).toEqual(['空賊見習いトト', '見張り台のルゥ']);
  });

  it('坑道案内人 ガスパル: fewer than 3 cards in the main deck: nothing (HF-10.3)', () => {
    const g = game('d25', {
      hand: ['坑道案内人 ガスパル'],
      energy: 2,
      main: ['石英のゴーレム', 'ギルドの新人坑夫'],
      mainCount: 2,
    });
    play(g, '坑道案内人 ガスパル', [], { choose: ['石英のゴーレム'] });
    expect(hand(g, 0)).toEqual([]);
  });

  it('宝石細工師 リュシー: two of them reduce by 2; never below 0 (HF-5.12)', () => {
    const L = '宝石細工師 リュシー';
    const g = game('d25', { battlefield: [L, L, 'ギルドの新人坑夫'], hand: ['結晶の外殻', '晶化の枷'] });
    expect(playable(g, '結晶の外殻')).toBe(true);
    play(g, '結晶の外殻', [on(g, 'ギルドの新人坑夫', 0)]);
    expect(powerOf(g, on(g, 'ギルドの新人坑夫', 0))).toBe(4000);
  });

  it('結晶の外殻: power 0 destroys the host; the replacement does not apply (HF-9.5)', () => {
    const MINA = '灯り持ちの少女 ミーナ';
    const g = game(
      'd25',
      { hand: ['結晶の外殻', '晶化の枷', '晶化の枷', '晶化の枷'], energy: 8 },
      { battlefield: [MINA] },
    );
    const mina = on(g, MINA, 1);
    play(g, '結晶の外殻', [mina]);
    for (let i = 0; i < 3; i++) play(g, '晶化の枷', [mina], { replace: [true] });
    expect(trash(g, 1)).toContain(MINA);
  });

  it('崩落警報: with no opposing character, its 【ダメージトリガー】 cannot be revealed (HF-9.3)', () => {
    const g2 = game('d25', { guard: ['崩落警報'] }, { battlefield: ['石英のゴーレム'] }, 1);
    act(g2, { type: 'attack', attacker: on(g2, '石英のゴーレム', 1), target: { player: 0 } });
    settle(g2, {}, ['main', 'damage']);
    const offers = legalActions(g2).filter((a) => a.type === 'takeDamage' && a.reveal);
    expect(offers.every((a) => a.type === 'takeDamage' && a.targets.length === 1)).toBe(true);
    expect(offers.map((a) => (a.type === 'takeDamage' ? a.targets[0] : -1))).toEqual([
      on(g2, '石英のゴーレム', 1),
    ]);
    // no opposing character: 抜け忍・夜叉丸 (borrowed) damages its own player, who cannot reveal 崩落警報
    const g3 = game('d25', { hand: ['抜け忍・夜叉丸'], energy: 3, guard: ['崩落警報'] });
    act(g3, { type: 'play', card: inHand(g3, 0, '抜け忍・夜叉丸'), targets: [] });
    settle(g3, {}, ['main', 'damage']);
    expect(g3.state.pending?.kind).toBe('damage');
    expect(legalActions(g3).some((a) => a.type === 'takeDamage' && a.reveal)).toBe(false);
  });

  it('坑夫の命綱: on the opponent’s character, the host’s player uses it (000 ■戦場とカードのプレイヤー)', () => {
    const g = game(
      'd25',
      { hand: ['坑夫の命綱'], energy: 2 },
      { battlefield: [{ name: 'ギルドの新人坑夫', sleep: true }], damageField: ['石英のゴーレム'] },
    );
    const host = on(g, 'ギルドの新人坑夫', 1);
    play(g, '坑夫の命綱', [host]);
    expect(canActivate(g, host)).toBe(false);
    endTurn(g);
    g.state.cards[host].sleep = true;
    act(g, { type: 'activate', card: host, player: 1 });
    settle(g);
    expect(asleep(g, host)).toBe(false);
    expect(damageCount(g, 1)).toBe(0);
  });

  it('一斉砲撃: one target is enough (1 to 2)', () => {
    const g = game('d26', { hand: ['一斉砲撃'], energy: 3 }, { battlefield: ['空賊見習いトト'] });
    play(g, '一斉砲撃', [on(g, '空賊見習いトト', 1)]);
    expect(trash(g, 1)).toEqual(['空賊見習いトト']);
  });

  it('天秤宮の守護者 ズベン: both targets are needed', () => {
    const g = game('d27', { battlefield: ['天秤宮の守護者 ズベン'], energy: 1 });
    expect(canActivate(g, on(g, '天秤宮の守護者 ズベン', 0))).toBe(false);
  });

  it('赤方偏移: the set cards on the returned character go to the trash', () => {
    const g = game(
      'd27',
      { hand: ['赤方偏移', '彗星の尾'], energy: 5 },
      { battlefield: ['金牛宮の守護者 アルデバラン'] },
    );
    const alde = on(g, '金牛宮の守護者 アルデバラン', 1);
    play(g, '彗星の尾', [alde]);
    play(g, '赤方偏移', [alde]);
    expect(hand(g, 1)).toEqual(['金牛宮の守護者 アルデバラン']);
    expect(trash(g, 0)).toEqual(['彗星の尾', '赤方偏移']);
  });

  it('守護星の加護 / 彗星の尾: the host’s 【反撃】 deals the HOST’s power; the host’s attack cannot be defended without 【神速】', () => {
    const DENEB = '磨羯宮の守護者 デネブ・アルゲディ';
    const ALDE = '金牛宮の守護者 アルデバラン';
    const g = game(
      'd27',
      { hand: ['守護星の加護', '彗星の尾'], energy: 5, battlefield: [DENEB, '夜番の天文助手'] },
      { battlefield: [ALDE] },
    );
    const deneb = on(g, DENEB, 0);
    const assist = on(g, '夜番の天文助手', 0);
    play(g, '守護星の加護', [deneb]);
    play(g, '彗星の尾', [assist]);
    hitPlayer(g, assist); // アルデバラン (active, no 【神速】) is never offered the defense
    expect(damageCount(g, 1)).toBe(1);
    expect(g.state.log.some((e) => e.type === 'defend')).toBe(false);
    endTurn(g);
    attack(g, on(g, ALDE, 1), { player: 0 });
    defend(g, deneb);
    expect(trash(g, 1)).toEqual([ALDE]); // 5000 back
    expect(g.state.battlefield).toContain(deneb);
  });

  it('レンズ磨きの職人: a set card set on a world set is a legal target too', () => {
    const HILL = '星見の丘の天文台';
    const g = game(
      'd27',
      { battlefield: ['レンズ磨きの職人'], energy: 2 },
      { battlefield: [HILL], hand: ['観測塔の大レンズ'], energy: 2 },
    );
    endTurn(g);
    act(g, { type: 'play', card: inHand(g, 1, '観測塔の大レンズ'), targets: [on(g, HILL, 1)] });
    settle(g);
    endTurn(g);
    const [lens] = attachedTo(g, on(g, HILL, 1));
    activate(g, on(g, 'レンズ磨きの職人', 0), [lens]);
    expect(trash(g, 1)).toEqual(['観測塔の大レンズ']);
    expect(g.state.battlefield).toContain(on(g, HILL, 1));
  });

  it('星の記録係 ノクト: returned to the hand (not destroyed): no draw', () => {
    const g = game('d27', {
      hand: ['赤方偏移'],
      energy: 3,
      battlefield: ['星の記録係 ノクト'],
      main: ['夜番の天文助手'],
    });
    play(g, '赤方偏移', [on(g, '星の記録係 ノクト', 0)]);
    expect(hand(g, 0)).toEqual(['星の記録係 ノクト']);
  });

  it('抜け忍・夜叉丸: its 1 damage is a damage: a revealed 【ダメージトリガー】 resolves (HF-9.3)', () => {
    const g = game(
      'd28',
      { hand: ['抜け忍・夜叉丸'], energy: 3, guard: ['紅蓮衆の火遁使い'] },
      { battlefield: ['里の若衆'] },
    );
    act(g, { type: 'play', card: inHand(g, 0, '抜け忍・夜叉丸'), targets: [] });
    settle(g, {}, ['main', 'damage']);
    act(g, { type: 'takeDamage', reveal: true, targets: [on(g, '里の若衆', 1)] });
    settle(g);
    expect(trash(g, 1)).toEqual(['里の若衆']);
  });

  it('血風の抗争: the destroyed character’s controller at that time draws (寝返りの術 took it)', () => {
    const g = game(
      'd28',
      {
        battlefield: ['血風の抗争'],
        hand: ['寝返りの術', '火遁・爆炎の術'],
        energy: 10,
        main: ['忍犬・疾風'],
      },
      { battlefield: ['里の若衆'], main: ['不死身の鬼忍'] },
    );
    const youth = on(g, '里の若衆', 1);
    play(g, '寝返りの術', [youth]);
    play(g, '火遁・爆炎の術', [youth]);
    expect(trash(g, 1)).toEqual(['里の若衆']);
    expect(hand(g, 0)).toEqual(['忍犬・疾風']);
    expect(hand(g, 1)).toEqual([]);
  });

  it('寝返りの術: the target over 4000 at resolution (星座の加護 in answer) is illegal: no control change (HF-5.6)', () => {
    const ALDE = '金牛宮の守護者 アルデバラン';
    const g = game(
      'd28',
      { hand: ['寝返りの術'], energy: 6 },
      { battlefield: [ALDE], hand: ['星座の加護'], energy: 2 },
    );
    const alde = on(g, ALDE, 1);
    act(g, { type: 'play', card: inHand(g, 0, '寝返りの術'), targets: [alde] });
    untilPlayable(g, 1);
    act(g, { type: 'play', player: 1, card: inHand(g, 1, '星座の加護'), targets: [alde] });
    settle(g);
    expect(powerOf(g, alde)).toBe(6000);
    expect(g.state.cards[alde].controller).toBe(1);
  });

  it('影縛りの呪符: 【警戒】 (another effect) still stands the host', () => {
    const GATE = '忍びの門番';
    const g = game(
      'd28',
      { hand: ['影縛りの呪符'], energy: 3 },
      { battlefield: [{ name: GATE, sleep: true }] },
    );
    const gate = on(g, GATE, 1);
    play(g, '影縛りの呪符', [gate]);
    endTurn(g);
    expect(asleep(g, gate)).toBe(true); // its player's active phase
    endTurn(g);
    expect(asleep(g, gate)).toBe(false); // 【警戒】 at the end of the opponent's active phase
  });

  it('紅蓮衆のくノ一・茜: a command played from the guard deck counts too (HF-5.2)', () => {
    const A = '紅蓮衆のくノ一・茜';
    const g = game(
      'd28',
      { battlefield: [A], guard: ['影縫いの術'], energy: 1 },
      { battlefield: ['里の若衆'] },
    );
    act(g, { type: 'play', card: inGuard(g, 0, '影縫いの術'), targets: [on(g, '里の若衆', 1)] });
    settle(g);
    expect(asleep(g, on(g, '里の若衆', 1))).toBe(true);
    expect(powerOf(g, on(g, A, 0))).toBe(3000);
  });

  it('朧衆の見習い: a clone has no text and only 《忍》《分身》 — a 紅蓮衆の火付け役 clone destroyed triggers neither its own ability nor 紅蓮の砦 (HF-14.3)', () => {
    const FIRE = '紅蓮衆の火付け役';
    const g = game(
      'd28',
      { hand: ['朧衆の見習い'], energy: 2, battlefield: ['紅蓮の砦'], main: [FIRE] },
      { battlefield: ['不死身の鬼忍'], hand: ['闇討ち'], energy: 2 },
    );
    play(g, '朧衆の見習い');
    const c = g.state.battlefield.find((id) => g.state.cards[id].faceDown !== null);
    if (c === undefined) throw new Error('no clone');
    expect(traitsOf(g, c)).not.toContain('紅蓮衆');
    expect(powerOf(g, c)).toBe(1000);
    g.state.cards[c].sleep = true;
    endTurn(g);
    act(g, { type: 'play', card: inHand(g, 1, '闇討ち'), targets: [c] });
    settle(g);
    expect(trash(g, 0)).toEqual([FIRE]);
    expect(damageOf(g, on(g, '不死身の鬼忍', 1))).toBe(0);
  });

  it('抜け忍狩り: an empty hand at resolution: 0 damage', () => {
    const g = game('d28', { hand: ['抜け忍狩り'], energy: 3 }, { battlefield: ['里の若衆'] });
    play(g, '抜け忍狩り', [on(g, '里の若衆', 1)]);
    expect(damageOf(g, on(g, '里の若衆', 1))).toBe(0);
  });

  it('里への帰還: draws even when the target is gone (HF-5.6 applies to the return only)', () => {
    const g = game(
      'd28',
      { hand: ['里への帰還'], energy: 1, battlefield: ['里の若衆'], main: ['忍犬・疾風'] },
      { hand: ['火遁・爆炎の術'], energy: 4 },
    );
    const youth = on(g, '里の若衆', 0);
    act(g, { type: 'play', card: inHand(g, 0, '里への帰還'), targets: [youth] });
    untilPlayable(g, 1);
    act(g, { type: 'play', player: 1, card: inHand(g, 1, '火遁・爆炎の術'), targets: [youth] });
    settle(g);
    expect(trash(g, 0)).toContain('里の若衆');
    expect(hand(g, 0)).toEqual(['忍犬・疾風']);
  });
});

describe('d25–d28 【空装】 conditions, checked on the decks at game start (HF-13.8)', () => {
  const holds = (set: string, owner: string, deck: [string, string][]) => {
    const k = corpusCard(set, owner).kuusou;
    if (!k) throw new Error(`${owner} has no 【空装】`);
    return deckConditionHolds(
      deck.map(([s, n]) => corpusCard(s, n)),
      k.condition,
    );
  };
  it('ギルド長 アデラ: every character card 《ギルド》 or 《ゴーレム》 (commands and set cards do not matter)', () => {
    const d = (n: string): [string, string] => ['d25-kessho', n];
    const base = [
      d('ギルド長 アデラ'),
      d('ギルドの新人坑夫'),
      d('石英のゴーレム'),
      d('発破'),
      d('結晶の外殻'),
    ];
    expect(holds('d25-kessho', 'ギルド長 アデラ', base)).toBe(true);
    expect(holds('d25-kessho', 'ギルド長 アデラ', [...base, d('水晶洞のコウモリ')])).toBe(false);
  });
  it('空賊王の娘アリア: every character card 《空賊》', () => {
    const d = (n: string): [string, string] => ['d26-kaizoku', n];
    const base = [d('空賊王の娘アリア'), d('空賊見習いトト'), d('一斉砲撃')];
    expect(holds('d26-kaizoku', '空賊王の娘アリア', base)).toBe(true);
    expect(holds('d26-kaizoku', '空賊王の娘アリア', [...base, d('浮遊都市の風読みカイ')])).toBe(false);
  });
  it('天球を巡る者 ゾディアーク: every character card 《星座》', () => {
    const d = (n: string): [string, string] => ['d27-tenmon', n];
    const base = [d('天球を巡る者 ゾディアーク'), d('磨羯宮の守護者 デネブ・アルゲディ'), d('星の導き')];
    expect(holds('d27-tenmon', '天球を巡る者 ゾディアーク', base)).toBe(true);
    expect(holds('d27-tenmon', '天球を巡る者 ゾディアーク', [...base, d('流れ星の子 ティンク')])).toBe(false);
  });
  it('朧衆頭領・霞: every character card 《忍》', () => {
    const d = (n: string): [string, string] => ['d28-shinobi', n];
    const base = [d('朧衆頭領・霞'), d('不死身の鬼忍'), d('煙玉')];
    expect(holds('d28-shinobi', '朧衆頭領・霞', base)).toBe(true);
    expect(holds('d28-shinobi', '朧衆頭領・霞', [...base, d('里の若衆')])).toBe(false);
  });
});
