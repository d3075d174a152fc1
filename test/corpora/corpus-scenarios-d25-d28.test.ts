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
  names,
  on,
  play,
  playBy,
  settle,
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

const cannotAttack = (g: G, id: number) =>
  !legalActions(g).some((a) => a.type === 'attack' && a.attacker === id);
const playable = (g: G, name: string) =>
  legalActions(g).some((a) => a.type === 'play' && nameOf(g, a.card) === name);
const targetable = (g: G, name: string, target: number) =>
  legalActions(g).some((a) => a.type === 'play' && nameOf(g, a.card) === name && a.targets.includes(target));
const activatableOn = (g: G, card: number, target: number) =>
  legalActions(g).some((a) => a.type === 'activate' && a.card === card && a.targets.includes(target));
/** Player 1 (the turn player) attacks player 0 with `attacker`; player 0 then holds a window. */
const foeAttacks = (g: G, attacker: number) => {
  act(g, { type: 'attack', attacker, target: { player: 0 } });
  untilPlayable(g, 0);
};
/** Player 1 attacks player 0, who takes the damage with the revealed guard card's trigger (targets by id). */
const revealedAsDamage = (g: G, attacker: number, targets: number[][] = []) => {
  attack(g, attacker, { player: 0 }, { reveal: true, targets });
  if (g.state.pending?.kind === 'defense') defend(g, null, { reveal: true, targets });
};
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
/** The set cards attached to `host`. */
const attachedTo = (g: G, host: number) =>
  g.state.cards.filter((c) => c.zone === 'attached' && c.host === host).map((c) => c.id);
/** Player 0 attacks player 1, who does not defend; runs to the main phase. */
const hitPlayer = (g: G, attacker: number, answers = {}) => {
  attack(g, attacker, { player: 1 }, answers);
  if (g.state.pending?.kind === 'defense') defend(g, null, answers);
};
const damageOf = (g: G, id: number) => g.state.cards[id].damage;
const asleep = (g: G, id: number) => g.state.cards[id].sleep;
const energyCount = (g: G, p: 0 | 1) => g.state.players[p].energy.length;
const sorted = (xs: readonly (string | undefined)[]) => [...xs].sort();

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
