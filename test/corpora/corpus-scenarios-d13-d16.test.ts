// Issue 22 ("Done when": 0 accepted cards behave differently from their intent): the accepted cards of the
// designer corpora d13–d16 (d1–d8: corpus-scenarios.test.ts, d9–d12: corpus-scenarios-d9-d12.test.ts) with a
// subtle mechanic, played in the engine exactly as their designer wrote them (test/corpora/<set>.hf, compiled one
// by one as corpusReach does), each asserting what its `# 意図:` says — or, where the intent goes against the
// seeds or a RULING of docs/engine.md, what the rules say (the test names the ruling).
import { describe, expect, it } from 'vitest';
import type { PlayerIndex } from '../../src/core/cardTypes.js';
import { playCost } from '../../src/engine/costs.js';
import { apply, legalActions } from '../../src/engine/index.js';
import { hasKeyword, powerOf, traitsOf } from '../../src/engine/query.js';
import { moveCard } from '../../src/engine/zones.js';
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
  dealt,
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
  playBy,
  settle,
  top,
  trash,
  untilPlayable,
} from '../helpers/corpusScenario.js';
import { act } from '../helpers/harness.js';
import { nameOf } from '../helpers/lookup.js';

const SETS = {
  d13: 'd13-yamikagura',
  d14: 'd14-kaigara',
  d15: 'd15-tsukiyo',
  d16: 'd16-houkago',
} as const;
const game = corpusGame(SETS);

describe('d13-yamikagura', () => {
  it('面舞の童「小鈴」: destroyed by the opponent’s effect → its player draws (forced)', () => {
    const g = game('d13', { hand: ['祟り落とし'], energy: 2 }, { battlefield: ['面舞の童「小鈴」'] });
    const foe = handSize(g, 1);
    play(g, '祟り落とし', [on(g, '面舞の童「小鈴」', 1)]);
    expect(trash(g, 1)).toContain('面舞の童「小鈴」');
    expect(handSize(g, 1)).toBe(foe + 1);
    expect(handSize(g, 0)).toBe(0);
  });

  it('鬼灯の小鬼: may deal itself 1 damage; only then +2000 for the turn', () => {
    const g = game('d13', { hand: ['鬼灯の小鬼'], energy: 1 });
    play(g, '鬼灯の小鬼', [], { may: [true] });
    const imp = on(g, '鬼灯の小鬼', 0);
    expect(damageCount(g, 0)).toBe(1);
    expect(powerOf(g, imp)).toBe(3000);
    endTurn(g);
    expect(powerOf(g, imp)).toBe(1000);
    const g2 = game('d13', { hand: ['鬼灯の小鬼'], energy: 1 });
    play(g2, '鬼灯の小鬼', [], { may: [false] });
    expect(damageCount(g2, 0)).toBe(0);
    expect(powerOf(g2, on(g2, '鬼灯の小鬼', 0))).toBe(1000);
  });

  it('鬼火の群れ: destroyed → its player deals 1000 to a character of that player’s opponent', () => {
    const g = game(
      'd13',
      { hand: ['祟り落とし'], energy: 2, battlefield: ['大鳥居の番鬼'] },
      { battlefield: ['鬼火の群れ'] },
    );
    const mine = on(g, '大鳥居の番鬼', 0);
    play(g, '祟り落とし', [on(g, '鬼火の群れ', 1)], { targets: [[mine]] });
    expect(trash(g, 1)).toContain('鬼火の群れ');
    expect(g.state.cards[mine].damage).toBe(1000);
  });

  it('狐面の舞手: the cost destroys another character of yours (none: cannot be used); 3000 to the target', () => {
    const g = game('d13', { battlefield: ['狐面の舞手'] }, { battlefield: ['大鳥居の番鬼'] });
    expect(canActivate(g, on(g, '狐面の舞手', 0))).toBe(false);
    const g2 = game('d13', { battlefield: ['狐面の舞手', '篝火の舞手'] }, { battlefield: ['大鳥居の番鬼'] });
    const foe = on(g2, '大鳥居の番鬼', 1);
    const fox = on(g2, '狐面の舞手', 0);
    expect(
      legalActions(g2).some((a) => a.type === 'activate' && a.card === fox && a.targets.includes(fox)),
    ).toBe(false);
    activate(g2, fox, [foe], { choose: ['篝火の舞手'] });
    expect(trash(g2, 0)).toEqual(['篝火の舞手']);
    expect(g2.state.cards[fox].sleep).toBe(true);
    expect(g2.state.cards[foe].damage).toBe(3000);
  });

  it('祭囃子の鼓打ち: +1000 for the turn each time another character of yours is destroyed (no limit)', () => {
    const g = game(
      'd13',
      { hand: ['祟り落とし', '祟り落とし'], energy: 4 },
      { battlefield: ['祭囃子の鼓打ち', '篝火の舞手', '面舞の童「小鈴」'] },
    );
    const drummer = on(g, '祭囃子の鼓打ち', 1);
    play(g, '祟り落とし', [on(g, '篝火の舞手', 1)]);
    play(g, '祟り落とし', [on(g, '面舞の童「小鈴」', 1)]);
    expect(powerOf(g, drummer)).toBe(4000);
    endTurn(g);
    expect(powerOf(g, drummer)).toBe(2000);
  });

  it('骸拾いの餓鬼: another character of yours destroyed → may draw, once per turn', () => {
    const g = game(
      'd13',
      { hand: ['祟り落とし', '祟り落とし'], energy: 4 },
      { battlefield: ['骸拾いの餓鬼', '篝火の舞手', '面舞の童「小鈴」'] },
    );
    const foe = handSize(g, 1);
    play(g, '祟り落とし', [on(g, '篝火の舞手', 1)], { may: [true] });
    expect(handSize(g, 1)).toBe(foe + 1);
    play(g, '祟り落とし', [on(g, '面舞の童「小鈴」', 1)], { may: [true] });
    expect(handSize(g, 1)).toBe(foe + 2); // 小鈴’s own draw only
    const g2 = game(
      'd13',
      { hand: ['祟り落とし'], energy: 2 },
      { battlefield: ['骸拾いの餓鬼', '篝火の舞手'] },
    );
    const foe2 = handSize(g2, 1);
    play(g2, '祟り落とし', [on(g2, '篝火の舞手', 1)], { may: [false] });
    expect(handSize(g2, 1)).toBe(foe2);
  });

  it('宵闇の鈴振り: [1][スリープ] −1000 for the turn; a 1000 character is destroyed at power 0', () => {
    const g = game(
      'd13',
      { battlefield: ['宵闇の鈴振り'], energy: 1 },
      { battlefield: ['鬼火の群れ', '篝火の舞手'] },
    );
    const bell = on(g, '宵闇の鈴振り', 0);
    const kagari = on(g, '篝火の舞手', 1);
    activate(g, bell, [kagari]);
    expect(powerOf(g, kagari)).toBe(1000);
    expect(g.state.cards[bell].sleep).toBe(true);
    expect(activeEnergy(g, 0)).toBe(0);
    endTurn(g);
    expect(powerOf(g, kagari)).toBe(2000);
    const g2 = game('d13', { battlefield: ['宵闇の鈴振り'], energy: 1 }, { battlefield: ['鬼火の群れ'] });
    activate(g2, on(g2, '宵闇の鈴振り', 0), [on(g2, '鬼火の群れ', 1)], {
      targets: [[on(g2, '宵闇の鈴振り', 0)]],
    });
    expect(trash(g2, 1)).toContain('鬼火の群れ');
  });

  it('墓守の烏天狗: may take a character card of the trash (a target) to the hand; may decline', () => {
    const g = game('d13', { hand: ['墓守の烏天狗'], energy: 3, trash: ['篝火の舞手', '鬼哭'] });
    const kagari = inTrash(g, 0, '篝火の舞手');
    play(g, '墓守の烏天狗', [], { targets: [[kagari]], may: [true] });
    expect(hand(g, 0)).toEqual(['篝火の舞手']);
    const g2 = game('d13', { hand: ['墓守の烏天狗'], energy: 3, trash: ['篝火の舞手'] });
    play(g2, '墓守の烏天狗', [], { may: [false] });
    expect(hand(g2, 0)).toEqual([]);
    expect(trash(g2, 0)).toEqual(['篝火の舞手']);
  });

  it('呪い返しの禰宜: each time it defends, the attacking character −1000 for the turn', () => {
    const g = game('d13', { battlefield: ['呪い返しの禰宜'] }, { battlefield: ['大鳥居の番鬼'] }, 1);
    const attacker = on(g, '大鳥居の番鬼', 1);
    attack(g, attacker, { player: 0 });
    defend(g, on(g, '呪い返しの禰宜', 0));
    expect(powerOf(g, attacker)).toBe(4000);
    endTurn(g);
    expect(powerOf(g, attacker)).toBe(5000);
  });

  it('憑き物の狐: destroyed → may take 1 damage; only then it goes to its owner’s hand instead of the trash', () => {
    const g = game('d13', { hand: ['祟り落とし'], energy: 2 }, { battlefield: ['憑き物の狐'] });
    play(g, '祟り落とし', [on(g, '憑き物の狐', 1)], { may: [true] });
    expect(hand(g, 1)).toContain('憑き物の狐');
    expect(trash(g, 1)).not.toContain('憑き物の狐');
    expect(damageCount(g, 1)).toBe(1);
    const g2 = game('d13', { hand: ['祟り落とし'], energy: 2 }, { battlefield: ['憑き物の狐'] });
    play(g2, '祟り落とし', [on(g2, '憑き物の狐', 1)], { may: [false] });
    expect(trash(g2, 1)).toContain('憑き物の狐');
    expect(damageCount(g2, 1)).toBe(0);
  });

  it('黒面の呪術師: may take a 《呪》 set card of the trash, not another card', () => {
    const g = game('d13', { hand: ['黒面の呪術師'], energy: 3, trash: ['呪い釘', '鬼の角', '篝火の舞手'] });
    const nail = inTrash(g, 0, '呪い釘');
    act(g, { type: 'play', card: inHand(g, 0, '黒面の呪術師'), targets: [] });
    settle(g, { may: [true] }, ['main', 'defense', 'triggerTargets']);
    if (g.state.pending?.kind === 'triggerTargets') {
      const offered = legalActions(g).flatMap((a) => (a.type === 'chooseTargets' ? a.targets : []));
      expect(names(g, [...new Set(offered)])).toEqual(['呪い釘']);
    }
    settle(g, { targets: [[nail]], may: [true] });
    expect(hand(g, 0)).toEqual(['呪い釘']);
    const g2 = game('d13', { hand: ['黒面の呪術師'], energy: 3, trash: ['鬼の角', '篝火の舞手'] });
    play(g2, '黒面の呪術師', [], { may: [true] });
    expect(hand(g2, 0)).toEqual([]);
  });

  it('黄泉返りの巫女: [2][スリープ] a cost ≤ 3 character card of your trash enters asleep as yours', () => {
    const g = game('d13', {
      battlefield: ['黄泉返りの巫女'],
      energy: 2,
      trash: ['憑き物の狐', '神楽殿の主'],
    });
    const miko = on(g, '黄泉返りの巫女', 0);
    const lord = inTrash(g, 0, '神楽殿の主');
    expect(
      legalActions(g).some((a) => a.type === 'activate' && a.card === miko && a.targets.includes(lord)),
    ).toBe(false);
    activate(g, miko, [inTrash(g, 0, '憑き物の狐')]);
    const fox = on(g, '憑き物の狐', 0);
    expect(g.state.cards[fox].sleep).toBe(true);
    expect(g.state.cards[fox].controller).toBe(0);
  });

  it('夜叉面の剣舞: each attack, may take 1 damage; only then 【貫通】 for the turn', () => {
    const g = game('d13', { battlefield: ['夜叉面の剣舞'] });
    const yasha = on(g, '夜叉面の剣舞', 0);
    attack(g, yasha, { player: 1 }, { may: [true] });
    expect(damageCount(g, 0)).toBe(1);
    expect(hasKeyword(g, yasha, 'pierce')).toBe(true);
    const g2 = game('d13', { battlefield: ['夜叉面の剣舞'] });
    const yasha2 = on(g2, '夜叉面の剣舞', 0);
    attack(g2, yasha2, { player: 1 }, { may: [false] });
    expect(damageCount(g2, 0)).toBe(0);
    expect(hasKeyword(g2, yasha2, 'pierce')).toBe(false);
  });

  it('舞台裏の鬼女: [カルネージ2] a cost ≤ 4 character card of your trash enters active, once per turn', () => {
    const g = game('d13', {
      battlefield: ['舞台裏の鬼女'],
      trash: ['神楽殿の主', '般若', '篝火の舞手'],
      damageField: ['篝火の舞手', '篝火の舞手', '篝火の舞手', '篝火の舞手'],
    });
    const oni = on(g, '舞台裏の鬼女', 0);
    const hannya = inTrash(g, 0, '般若');
    expect(
      legalActions(g).some((a) => a.type === 'activate' && a.card === oni && a.targets.includes(hannya)),
    ).toBe(false);
    activate(g, oni, [inTrash(g, 0, '神楽殿の主')]);
    expect(g.state.cards[on(g, '神楽殿の主', 0)].sleep).toBe(false);
    expect(damageCount(g, 0)).toBe(2);
    expect(canActivate(g, oni)).toBe(false);
  });

  it('神楽殿の主: another 《面舞》 character of yours entering → −1000 for the turn to an opposing character; a 《祟鬼》 one does not', () => {
    const g = game(
      'd13',
      { battlefield: ['神楽殿の主'], hand: ['篝火の舞手', '鬼火の群れ'], energy: 2 },
      { battlefield: ['大鳥居の番鬼'] },
    );
    const foe = on(g, '大鳥居の番鬼', 1);
    play(g, '篝火の舞手', [], { targets: [[foe]] });
    expect(powerOf(g, foe)).toBe(4000);
    play(g, '鬼火の群れ');
    expect(powerOf(g, foe)).toBe(4000);
  });

  it('血染め神楽の舞姫: +1000 per card of your damage field, counted once when it enters', () => {
    const g = game('d13', {
      hand: ['血染め神楽の舞姫', '血の盟約'],
      energy: 6,
      damageField: ['篝火の舞手', '篝火の舞手'],
    });
    play(g, '血染め神楽の舞姫');
    const hime = on(g, '血染め神楽の舞姫', 0);
    expect(powerOf(g, hime)).toBe(6000);
    play(g, '血の盟約');
    expect(damageCount(g, 0)).toBe(4);
    expect(powerOf(g, hime)).toBe(6000);
  });

  it('百鬼の行列: +500 per 《祟鬼》 character card of your trash, recounted', () => {
    const g = game('d13', {
      battlefield: ['百鬼の行列'],
      trash: ['鬼火の群れ', '憑き物の狐', '篝火の舞手', '鬼の角'],
    });
    const parade = on(g, '百鬼の行列', 0);
    expect(powerOf(g, parade)).toBe(6000); // 鬼の角 is a 《祟鬼》 set card: not counted
    moveCard(g, inTrash(g, 0, '鬼火の群れ'), 'hand');
    expect(powerOf(g, parade)).toBe(5500);
  });

  it('禍の神楽鬼: on its attack may destroy another character of yours (chosen, not targeted); only then 【強撃】', () => {
    const g = game('d13', { battlefield: ['禍の神楽鬼', '篝火の舞手'] });
    const oni = on(g, '禍の神楽鬼', 0);
    attack(g, oni, { player: 1 }, { may: [true], choose: ['篝火の舞手'] });
    expect(trash(g, 0)).toEqual(['篝火の舞手']);
    expect(hasKeyword(g, oni, 'strike')).toBe(true);
    const g2 = game('d13', { battlefield: ['禍の神楽鬼'] });
    const oni2 = on(g2, '禍の神楽鬼', 0);
    attack(g2, oni2, { player: 1 }, { may: [true] });
    expect(hasKeyword(g2, oni2, 'strike')).toBe(false);
  });

  it('般若: enters → 1000 per card of your damage field to an opposing character (0 with none)', () => {
    const g = game(
      'd13',
      { hand: ['般若'], energy: 6, damageField: ['篝火の舞手', '篝火の舞手', '篝火の舞手'] },
      { battlefield: ['大鳥居の番鬼'] },
    );
    const foe = on(g, '大鳥居の番鬼', 1);
    play(g, '般若', [], { targets: [[foe]] });
    expect(g.state.cards[foe].damage).toBe(3000);
  });

  it('怨嗟の大鬼: each attack deals 1 damage to its own player (forced)', () => {
    const g = game('d13', { battlefield: ['怨嗟の大鬼'] });
    attack(g, on(g, '怨嗟の大鬼', 0), { player: 1 });
    expect(damageCount(g, 0)).toBe(1);
  });

  // 「2枚までアクティブにする」: the player chooses 0…2 of the asleep energies (RULING HF-3.2, mech15)
  it('血の盟約: 2 damage to yourself, then draw 2 and up to 2 asleep energies (chosen) become active', () => {
    const g = game('d13', { hand: ['血の盟約'], energy: 3 });
    g.state.cards[g.state.players[0].energy[0]].sleep = true;
    play(g, '血の盟約', [], { most: true });
    expect(damageCount(g, 0)).toBe(2);
    expect(handSize(g, 0)).toBe(2);
    expect(activeEnergy(g, 0)).toBe(3);
  });

  it('反魂の鈴: a cost ≤ 4 character card of your trash enters active as yours', () => {
    const g = game('d13', { hand: ['反魂の鈴'], energy: 3, trash: ['神楽殿の主'] });
    play(g, '反魂の鈴', [inTrash(g, 0, '神楽殿の主')]);
    const lord = on(g, '神楽殿の主', 0);
    expect(g.state.cards[lord].sleep).toBe(false);
  });

  it('祟り落とし: 3000, or 5000 instead with 4+ cards in your damage field (on resolution)', () => {
    for (const [dmg, want] of [
      [3, 3000],
      [4, 5000],
    ] as const) {
      const g = game(
        'd13',
        { hand: ['祟り落とし'], energy: 2, damageField: Array(dmg).fill('篝火の舞手') },
        { battlefield: ['社の守り鬼'] }, // 3000: destroyed by either
      );
      const foe = on(g, '社の守り鬼', 1);
      play(g, '祟り落とし', [foe]);
      expect(dealt(g)).toEqual([want]);
    }
  });

  it('呪詛返し: −1000 for the turn per card of your damage field', () => {
    const g = game(
      'd13',
      { hand: ['呪詛返し'], energy: 2, damageField: ['篝火の舞手', '篝火の舞手'] },
      { battlefield: ['大鳥居の番鬼'], damageField: ['篝火の舞手'] },
    );
    const foe = on(g, '大鳥居の番鬼', 1);
    play(g, '呪詛返し', [foe]);
    expect(powerOf(g, foe)).toBe(3000);
  });

  it('黄泉路の招き: one or two character cards of your trash to the hand', () => {
    const g = game('d13', { hand: ['黄泉路の招き'], energy: 2, trash: ['篝火の舞手', '鬼火の群れ', '鬼哭'] });
    play(g, '黄泉路の招き', [inTrash(g, 0, '篝火の舞手')]);
    expect(hand(g, 0)).toEqual(['篝火の舞手']);
    const g2 = game('d13', { hand: ['黄泉路の招き'], energy: 2, trash: ['篝火の舞手', '鬼火の群れ'] });
    play(g2, '黄泉路の招き', [inTrash(g2, 0, '篝火の舞手'), inTrash(g2, 0, '鬼火の群れ')]);
    expect(hand(g2, 0).sort()).toEqual(['篝火の舞手', '鬼火の群れ'].sort());
  });

  it('闇夜の舞: your asleep character stands, then you take 1 damage; a target gone: no damage', () => {
    const g = game('d13', {
      hand: ['闇夜の舞'],
      energy: 1,
      battlefield: [{ name: '篝火の舞手', sleep: true }],
    });
    const kagari = on(g, '篝火の舞手', 0);
    play(g, '闇夜の舞', [kagari]);
    expect(g.state.cards[kagari].sleep).toBe(false);
    expect(damageCount(g, 0)).toBe(1);
    const g2 = game('d13', {
      hand: ['闇夜の舞'],
      energy: 1,
      battlefield: [{ name: '篝火の舞手', sleep: true }],
    });
    const k2 = on(g2, '篝火の舞手', 0);
    act(g2, { type: 'play', card: inHand(g2, 0, '闇夜の舞'), targets: [k2] });
    moveCard(g2, k2, 'trash');
    settle(g2);
    expect(damageCount(g2, 0)).toBe(0);
  });

  it('奥義・常世の舞: 【奥義：神楽】 needs a 「神楽」 card of yours out; 1000 per character card of your trash', () => {
    const playable = (g: G) =>
      legalActions(g).some((a) => a.type === 'play' && nameOf(g, a.card) === '奥義・常世の舞');
    const g = game(
      'd13',
      { hand: ['奥義・常世の舞'], energy: 3, trash: ['篝火の舞手', '鬼火の群れ', '鬼哭'] },
      { battlefield: ['大鳥居の番鬼'] },
    );
    expect(playable(g)).toBe(false);
    const g2 = game(
      'd13',
      {
        hand: ['奥義・常世の舞'],
        energy: 3,
        battlefield: ['血染め神楽の舞姫'],
        trash: ['篝火の舞手', '鬼火の群れ', '鬼哭'],
      },
      { battlefield: ['大鳥居の番鬼'] },
    );
    expect(playable(g2)).toBe(true);
    const foe = on(g2, '大鳥居の番鬼', 1);
    play(g2, '奥義・常世の舞', [foe]);
    expect(g2.state.cards[foe].damage).toBe(2000);
  });

  it('面打ちの翁 / 泣き面の舞手 / 鎮魂の神楽: revealed as damage, their 【ダメージトリガー】 resolve', () => {
    const g = game(
      'd13',
      { guard: ['面打ちの翁'], trash: ['篝火の舞手'] },
      { battlefield: ['大鳥居の番鬼'] },
      1,
    );
    attack(g, on(g, '大鳥居の番鬼', 1), { player: 0 }, { reveal: true });
    if (g.state.pending?.kind === 'defense') defend(g, null, { reveal: true });
    expect(hand(g, 0)).toContain('篝火の舞手');
    expect(names(g, g.state.players[0].damageField)).toEqual(['面打ちの翁']);
    const g2 = game('d13', { guard: ['泣き面の舞手'] }, { battlefield: ['大鳥居の番鬼'] }, 1);
    const foe = on(g2, '大鳥居の番鬼', 1);
    attack(g2, foe, { player: 0 }, { reveal: true });
    if (g2.state.pending?.kind === 'defense') defend(g2, null, { reveal: true });
    expect(powerOf(g2, foe)).toBe(3000);
    const g3 = game(
      'd13',
      { guard: ['鎮魂の神楽'], trash: ['鬼火の群れ'] },
      { battlefield: ['大鳥居の番鬼'] },
      1,
    );
    attack(g3, on(g3, '大鳥居の番鬼', 1), { player: 0 }, { reveal: true });
    if (g3.state.pending?.kind === 'defense') defend(g3, null, { reveal: true });
    expect(hand(g3, 0)).toContain('鬼火の群れ');
  });

  it('呪い釘: set on the opponent’s character, −1000 at each end of ITS player’s active phase, until the game ends (outlasts the set card)', () => {
    const g = game('d13', { hand: ['呪い釘'], energy: 1 }, { battlefield: ['大鳥居の番鬼'] });
    const host = on(g, '大鳥居の番鬼', 1);
    play(g, '呪い釘', [host]);
    expect(powerOf(g, host)).toBe(4000);
    endTurn(g);
    expect(g.state.turnPlayer).toBe(1);
    expect(powerOf(g, host)).toBe(3000);
    endTurn(g);
    expect(powerOf(g, host)).toBe(3000); // not at the end of the set card’s player’s active phase
    endTurn(g);
    expect(powerOf(g, host)).toBe(2000);
    const nail = g.state.cards.find((c) => c.zone === 'attached' && c.host === host)?.id ?? -1;
    moveCard(g, nail, 'trash');
    expect(powerOf(g, host)).toBe(3000); // the −2000 stays without the nail’s own −1000
  });

  it('藁人形の呪: −500 per card in the damage field of the set card’s OWNER, not the host’s player (HF-4.4)', () => {
    const g = game(
      'd13',
      { hand: ['藁人形の呪'], energy: 2, damageField: ['篝火の舞手', '篝火の舞手'] },
      { battlefield: ['大鳥居の番鬼'], damageField: ['鬼火の群れ'] },
    );
    const host = on(g, '大鳥居の番鬼', 1);
    play(g, '藁人形の呪', [host]);
    expect(powerOf(g, host)).toBe(5000 - 2 * 500);
  });

  it('縛り注連 / 差押え札 (d14) / ぶかぶかジャージ (d16) / 影縫いの鎖 (d15): the host cannot defend; its power changes', () => {
    for (const [set, name, diff] of [
      ['d13', '縛り注連', -1000],
      ['d14', '差押え札', -1000],
      ['d16', 'ぶかぶかジャージ', -1000],
      ['d15', '影縫いの鎖', -1000],
    ] as const) {
      const g = game(
        set,
        { hand: [name], energy: 2, battlefield: ['篝火の舞手'] },
        { battlefield: ['大鳥居の番鬼', '鬼火の群れ'] },
      );
      const host = on(g, '大鳥居の番鬼', 1);
      play(g, name, [host]);
      expect(powerOf(g, host)).toBe(5000 + diff);
      attack(g, on(g, '篝火の舞手', 0), { player: 1 });
      expect(g.state.pending?.kind).toBe('defense');
      expect(canDefend(g, host)).toBe(false);
      expect(canDefend(g, on(g, '鬼火の群れ', 1))).toBe(true);
    }
  });

  it('祟りの面 / 狩人の烙印 (d15): set on the opponent’s character, the set card’s owner draws when it is destroyed', () => {
    for (const [set, name] of [
      ['d13', '祟りの面'],
      ['d15', '狩人の烙印'],
    ] as const) {
      const g = game(
        set,
        {
          hand: [name, '祟り落とし'],
          energy: 5,
          damageField: ['篝火の舞手', '篝火の舞手', '篝火の舞手', '篝火の舞手'],
        },
        { battlefield: ['大鳥居の番鬼'] },
      );
      const host = on(g, '大鳥居の番鬼', 1);
      play(g, name, [host]);
      const foe = handSize(g, 1);
      play(g, '祟り落とし', [host]);
      expect(trash(g, 1)).toContain('大鳥居の番鬼');
      expect(handSize(g, 0)).toBe(1);
      expect(handSize(g, 1)).toBe(foe);
    }
  });

  it('蝕みの鬼印: set on the opponent’s character, 2000 damage at the end of ITS player’s active phase', () => {
    const g = game(
      'd13',
      { hand: ['蝕みの鬼印'], energy: 2 },
      { battlefield: ['大鳥居の番鬼', '神楽殿の主'] },
    );
    const host = on(g, '大鳥居の番鬼', 1);
    play(g, '蝕みの鬼印', [host]);
    endTurn(g);
    expect(g.state.turnPlayer).toBe(1);
    expect(g.state.cards[host].damage).toBe(2000);
    expect(powerOf(g, host)).toBe(4000);
  });

  it('鬼の角: +1000 and 【貫通】: the host destroying a character by attack deals 1 damage to its player', () => {
    const g = game(
      'd13',
      { hand: ['鬼の角'], energy: 1, battlefield: ['大鳥居の番鬼'] },
      { battlefield: [{ name: '篝火の舞手', sleep: true }] },
    );
    const host = on(g, '大鳥居の番鬼', 0);
    play(g, '鬼の角', [host]);
    expect(powerOf(g, host)).toBe(6000);
    act(g, { type: 'attack', attacker: host, target: { card: on(g, '篝火の舞手', 1) } });
    settle(g, {}, ['main']);
    expect(trash(g, 1)).toContain('篝火の舞手');
    expect(damageCount(g, 1)).toBe(1);
  });

  it('血化粧: +2000; each attack of the host deals 1 damage to the host’s player', () => {
    const g = game('d13', { hand: ['血化粧'], energy: 1, battlefield: ['篝火の舞手'] });
    const host = on(g, '篝火の舞手', 0);
    play(g, '血化粧', [host]);
    expect(powerOf(g, host)).toBe(4000);
    attack(g, host, { player: 1 });
    expect(damageCount(g, 0)).toBe(1);
  });

  it('舞面「泥眼」: the host destroyed → the host’s player may take 1 damage; only then the host goes to its owner’s hand', () => {
    const g = game(
      'd13',
      {
        hand: ['舞面「泥眼」', '祟り落とし'],
        energy: 4,
        damageField: ['篝火の舞手', '篝火の舞手', '篝火の舞手', '篝火の舞手'],
      },
      { battlefield: ['篝火の舞手'] },
    );
    const host = on(g, '篝火の舞手', 1);
    play(g, '舞面「泥眼」', [host]);
    play(g, '祟り落とし', [host], { may: [true] });
    expect(hand(g, 1)).toContain('篝火の舞手');
    expect(damageCount(g, 1)).toBe(1);
    expect(trash(g, 0)).toContain('舞面「泥眼」');
    const g2 = game(
      'd13',
      {
        hand: ['舞面「泥眼」', '祟り落とし'],
        energy: 4,
        damageField: ['篝火の舞手', '篝火の舞手', '篝火の舞手', '篝火の舞手'],
      },
      { battlefield: ['篝火の舞手'] },
    );
    const host2 = on(g2, '篝火の舞手', 1);
    play(g2, '舞面「泥眼」', [host2]);
    play(g2, '祟り落とし', [host2], { may: [false] });
    expect(trash(g2, 1)).toContain('篝火の舞手');
    expect(damageCount(g2, 1)).toBe(0);
  });

  it('黄泉比良坂: [1][カルネージ1] a character card of your trash to the hand, once per turn', () => {
    const g = game('d13', {
      battlefield: ['黄泉比良坂'],
      energy: 2,
      trash: ['篝火の舞手', '鬼火の群れ'],
      damageField: ['篝火の舞手', '篝火の舞手'],
    });
    const slope = on(g, '黄泉比良坂', 0);
    activate(g, slope, [inTrash(g, 0, '鬼火の群れ')]);
    expect(hand(g, 0)).toEqual(['鬼火の群れ']);
    expect(damageCount(g, 0)).toBe(1);
    expect(activeEnergy(g, 0)).toBe(1);
    expect(canActivate(g, slope)).toBe(false);
  });
});

describe('d14-kaigara', () => {
  const energies = (g: G, p: PlayerIndex) => g.state.players[p].energy.length;
  const lastEnergy = (g: G, p: PlayerIndex) => g.state.cards[g.state.players[p].energy.at(-1) ?? -1];

  it('見習い帳簿係ピピ: up to one card of the hand as a face-down asleep energy, or none', () => {
    const g = game('d14', { hand: ['見習い帳簿係ピピ', '港の荷運びトト'], energy: 1 });
    play(g, '見習い帳簿係ピピ', [], { choose: ['港の荷運びトト'] });
    expect(hand(g, 0)).toEqual([]);
    expect(energies(g, 0)).toBe(2);
    expect(lastEnergy(g, 0).sleep).toBe(true);
    expect(lastEnergy(g, 0).faceUp).toBe(false);
    const g2 = game('d14', { hand: ['見習い帳簿係ピピ', '港の荷運びトト'], energy: 1 });
    play(g2, '見習い帳簿係ピピ', [], { choose: [] });
    expect(hand(g2, 0)).toEqual(['港の荷運びトト']);
    expect(energies(g2, 0)).toBe(1);
  });

  it('関所の徴税人ガラム: in the opponent’s turn, the cards they play from the guard deck cost 1 more (not from the hand, not in your turn)', () => {
    const g = game(
      'd14',
      { battlefield: ['関所の徴税人ガラム'] },
      { hand: ['荷崩れ'], guard: ['荷崩れ'] },
      1,
    );
    expect(playCost(g, 1, inGuard(g, 1, '荷崩れ'))).toBe(3);
    expect(playCost(g, 1, inHand(g, 1, '荷崩れ'))).toBe(2);
    const g2 = game('d14', { battlefield: ['関所の徴税人ガラム'] }, { guard: ['荷崩れ'] }, 0);
    expect(playCost(g2, 1, inGuard(g2, 1, '荷崩れ'))).toBe(2);
  });

  it('通行税の番人: in your turn, the opponent’s commands cost 1 more; not in their turn; not their characters', () => {
    const g = game('d14', { battlefield: ['通行税の番人'] }, { hand: ['荷崩れ', '港の荷運びトト'] }, 0);
    expect(playCost(g, 1, inHand(g, 1, '荷崩れ'))).toBe(3);
    expect(playCost(g, 1, inHand(g, 1, '港の荷運びトト'))).toBe(1);
    const g2 = game('d14', { battlefield: ['通行税の番人'] }, { hand: ['荷崩れ'] }, 1);
    expect(playCost(g2, 1, inHand(g2, 1, '荷崩れ'))).toBe(2);
  });

  it('港湾税務官ヴェルダ: the opponent plays a character card → you draw, once per turn', () => {
    const g = game(
      'd14',
      { battlefield: ['港湾税務官ヴェルダ'] },
      { hand: ['港の荷運びトト', '行商人ミネ', '荷崩れ'], energy: 4 },
      1,
    );
    const mine = handSize(g, 0);
    playBy(g, 1, '港の荷運びトト');
    expect(handSize(g, 0)).toBe(mine + 1);
    playBy(g, 1, '行商人ミネ', [], { choose: ['荷崩れ'] });
    expect(handSize(g, 0)).toBe(mine + 1);
  });

  it('行商人ミネ: draw 1, then discard a card of your choice (both forced)', () => {
    const g = game('d14', { hand: ['行商人ミネ', '荷崩れ'], energy: 1, main: ['港の荷運びトト'] });
    play(g, '行商人ミネ', [], { choose: ['荷崩れ'] });
    expect(hand(g, 0)).toEqual(['港の荷運びトト']);
    expect(trash(g, 0)).toEqual(['荷崩れ']);
  });

  it('真珠採りの少女シオ: look at 3, one as an asleep face-down energy, the rest to the bottom in the chosen order', () => {
    const g = game('d14', {
      hand: ['真珠採りの少女シオ'],
      energy: 2,
      main: ['港の荷運びトト', '荷崩れ', '行商人ミネ'],
    });
    play(g, '真珠採りの少女シオ', [], { choose: ['荷崩れ', '行商人ミネ', '港の荷運びトト'] });
    expect(energies(g, 0)).toBe(3);
    expect(nameOf(g, g.state.players[0].energy.at(-1) ?? -1)).toBe('荷崩れ');
    expect(lastEnergy(g, 0).sleep).toBe(true);
    expect(lastEnergy(g, 0).faceUp).toBe(false);
    expect(bottom(g, 0, 2)).toEqual(['行商人ミネ', '港の荷運びトト']);
  });

  it('帆船の航海士: attacking with 6+ energies (active or asleep) → +2000 for the turn; with 5, nothing', () => {
    for (const [n, want] of [
      [6, 5000],
      [5, 3000],
    ] as const) {
      const g = game('d14', { battlefield: ['帆船の航海士'], energy: n });
      for (const id of g.state.players[0].energy.slice(0, 3)) g.state.cards[id].sleep = true;
      const nav = on(g, '帆船の航海士', 0);
      attack(g, nav, { player: 1 });
      expect(powerOf(g, nav)).toBe(want);
    }
  });

  it('貝殻商会の用心棒ザイン: defending with 5+ cards in hand → +2000 for the turn; with 4, nothing', () => {
    for (const [n, want] of [
      [5, 7000],
      [4, 5000],
    ] as const) {
      const g = game(
        'd14',
        { battlefield: ['貝殻商会の用心棒ザイン'], hand: Array(n).fill('港の荷運びトト') },
        { battlefield: ['港の荷運びトト'] },
        1,
      );
      const zain = on(g, '貝殻商会の用心棒ザイン', 0);
      attack(g, on(g, '港の荷運びトト', 1), { player: 0 });
      defend(g, zain);
      expect(powerOf(g, zain)).toBe(want);
    }
  });

  it('倉庫番グスタフ: at your turn end, draws only with 3 or fewer cards in hand', () => {
    const g = game('d14', { battlefield: ['倉庫番グスタフ'], hand: Array(3).fill('港の荷運びトト') });
    endTurn(g);
    expect(handSize(g, 0)).toBe(4);
    const g2 = game('d14', { battlefield: ['倉庫番グスタフ'], hand: Array(4).fill('港の荷運びトト') });
    endTurn(g2);
    expect(handSize(g2, 0)).toBe(4);
  });

  it('貝殻商会会計士エルナ: [2][スリープ] draw 2, then a card of the hand as an asleep energy', () => {
    const g = game('d14', { battlefield: ['貝殻商会会計士エルナ'], energy: 2, main: ['荷崩れ', '密約'] });
    activate(g, on(g, '貝殻商会会計士エルナ', 0), [], { choose: ['密約'] });
    expect(hand(g, 0)).toEqual(['荷崩れ']);
    expect(energies(g, 0)).toBe(3);
    expect(nameOf(g, g.state.players[0].energy.at(-1) ?? -1)).toBe('密約');
    expect(lastEnergy(g, 0).sleep).toBe(true);
  });

  it('商船護衛クラウス: cannot attack the player, only an asleep opposing character', () => {
    const g = game(
      'd14',
      { battlefield: ['商船護衛クラウス'] },
      { battlefield: [{ name: '港の荷運びトト', sleep: true }] },
    );
    const claus = on(g, '商船護衛クラウス', 0);
    const attacks = legalActions(g).filter((a) => a.type === 'attack' && a.attacker === claus);
    expect(attacks.map((a) => (a.type === 'attack' ? a.target : null))).toEqual([
      { card: on(g, '港の荷運びトト', 1) },
    ]);
  });

  it('貝殻商会の金庫番ロウ: with 7+ energies, +2000 and 【死殺】; with 6, neither', () => {
    const g = game('d14', { battlefield: ['貝殻商会の金庫番ロウ'], energy: 7 });
    const rou = on(g, '貝殻商会の金庫番ロウ', 0);
    g.state.cards[g.state.players[0].energy[0]].sleep = true;
    expect(powerOf(g, rou)).toBe(6000);
    expect(hasKeyword(g, rou, 'deathless')).toBe(true);
    moveCard(g, g.state.players[0].energy[0], 'trash');
    expect(powerOf(g, rou)).toBe(4000);
    expect(hasKeyword(g, rou, 'deathless')).toBe(false);
  });

  it('貝殻占いの老婆: enters → the top 3 back on top in the chosen order; destroyed → draw', () => {
    const g = game('d14', {
      hand: ['貝殻占いの老婆'],
      energy: 2,
      main: ['港の荷運びトト', '荷崩れ', '行商人ミネ'],
    });
    play(g, '貝殻占いの老婆', [], { choose: ['行商人ミネ', '港の荷運びトト', '荷崩れ'] });
    expect(top(g, 0, 3)).toEqual(['行商人ミネ', '港の荷運びトト', '荷崩れ']);
    const g2 = game('d14', { hand: ['荷崩れ'], energy: 2 }, { battlefield: ['貝殻占いの老婆'] });
    const foe = handSize(g2, 1);
    play(g2, '荷崩れ', [on(g2, '貝殻占いの老婆', 1)]);
    expect(handSize(g2, 1)).toBe(foe + 1);
  });

  it('港町の夜警: +1000 in the opponent’s turn only; its 【ダメージトリガー】 draws', () => {
    const g = game('d14', { battlefield: ['港町の夜警'] });
    const guard = on(g, '港町の夜警', 0);
    expect(powerOf(g, guard)).toBe(2000);
    endTurn(g);
    expect(powerOf(g, guard)).toBe(3000);
    const g2 = game('d14', { guard: ['港町の夜警'] }, { battlefield: ['港の荷運びトト'] }, 1);
    const before = handSize(g2, 0);
    attack(g2, on(g2, '港の荷運びトト', 1), { player: 0 }, { reveal: true });
    if (g2.state.pending?.kind === 'defense') defend(g2, null, { reveal: true });
    expect(handSize(g2, 0)).toBe(before + 1);
  });

  it('鯨捕りの大男ゴドー: 【強撃】 only with 8+ energies', () => {
    const g = game('d14', { battlefield: ['鯨捕りの大男ゴドー'], energy: 8 });
    const godo = on(g, '鯨捕りの大男ゴドー', 0);
    expect(hasKeyword(g, godo, 'strike')).toBe(true);
    moveCard(g, g.state.players[0].energy[0], 'trash');
    expect(hasKeyword(g, godo, 'strike')).toBe(false);
  });

  it('貝殻商会の大番頭ミルダ: enters → the top 2 as asleep energies; your other 《貝殻商会》 characters +1000 in your turn only', () => {
    const g = game('d14', {
      hand: ['貝殻商会の大番頭ミルダ'],
      energy: 6,
      battlefield: ['見習い帳簿係ピピ', '港の荷運びトト'],
      main: ['荷崩れ', '密約', '行商人ミネ'],
    });
    play(g, '貝殻商会の大番頭ミルダ');
    expect(energies(g, 0)).toBe(8);
    expect(names(g, g.state.players[0].energy.slice(-2)).sort()).toEqual(['密約', '荷崩れ'].sort());
    expect(top(g, 0, 1)).toEqual(['行商人ミネ']);
    const pipi = on(g, '見習い帳簿係ピピ', 0);
    expect(powerOf(g, pipi)).toBe(2000);
    expect(powerOf(g, on(g, '港の荷運びトト', 0))).toBe(2000);
    expect(powerOf(g, on(g, '貝殻商会の大番頭ミルダ', 0))).toBe(6000);
    endTurn(g);
    expect(powerOf(g, pipi)).toBe(1000);
  });

  it('徴税船の船長イーサ: the opponent plays a card from the guard deck → your top card as an asleep energy', () => {
    const g = game(
      'd14',
      { battlefield: ['徴税船の船長イーサ'], main: ['荷崩れ'] },
      { guard: ['港の荷運びトト'], energy: 1 },
      1,
    );
    act(g, { type: 'play', card: inGuard(g, 1, '港の荷運びトト'), targets: [] });
    settle(g);
    expect(energies(g, 0)).toBe(1);
    expect(nameOf(g, g.state.players[0].energy[0])).toBe('荷崩れ');
    expect(lastEnergy(g, 0).sleep).toBe(true);
  });

  it('商会の伝書カモメ: enters → draw; it cannot defend', () => {
    const g = game('d14', { hand: ['商会の伝書カモメ'] });
    play(g, '商会の伝書カモメ');
    expect(handSize(g, 0)).toBe(1);
    const g2 = game('d14', { battlefield: ['商会の伝書カモメ'] }, { battlefield: ['港の荷運びトト'] }, 1);
    attack(g2, on(g2, '港の荷運びトト', 1), { player: 0 });
    expect(canDefend(g2, on(g2, '商会の伝書カモメ', 0))).toBe(false);
  });

  it('貝殻商会の若旦那リオ: enters → draws only with 3 or fewer cards in hand', () => {
    const g = game('d14', {
      hand: ['貝殻商会の若旦那リオ', '港の荷運びトト', '港の荷運びトト', '港の荷運びトト'],
      energy: 3,
    });
    play(g, '貝殻商会の若旦那リオ');
    expect(handSize(g, 0)).toBe(4);
    const g2 = game('d14', { hand: ['貝殻商会の若旦那リオ', ...Array(4).fill('港の荷運びトト')], energy: 3 });
    play(g2, '貝殻商会の若旦那リオ');
    expect(handSize(g2, 0)).toBe(4);
  });

  it('先物取引: the top card as an asleep energy, and draw 1 (separate processes)', () => {
    const g = game('d14', { hand: ['先物取引'], energy: 2, main: ['荷崩れ', '密約'] });
    play(g, '先物取引');
    expect(nameOf(g, g.state.players[0].energy.at(-1) ?? -1)).toBe('荷崩れ');
    expect(lastEnergy(g, 0).sleep).toBe(true);
    expect(hand(g, 0)).toEqual(['密約']);
  });

  it('差し押さえ: 4000, or 8000 instead with 8+ energies (on resolution)', () => {
    for (const [n, want] of [
      [7, 4000],
      [8, 8000],
    ] as const) {
      const g = game('d14', { hand: ['差し押さえ'], energy: n }, { battlefield: ['鯨捕りの大男ゴドー'] });
      play(g, '差し押さえ', [on(g, '鯨捕りの大男ゴドー', 1)]);
      expect(dealt(g)).toEqual([want]);
    }
  });

  it('決算報告: draw 2 with more cards in hand than the opponent, else draw 1 (equal: 1)', () => {
    for (const [mine, theirs, want] of [
      [2, 1, 2],
      [1, 1, 1],
    ] as const) {
      const g = game(
        'd14',
        { hand: ['決算報告', ...Array(mine).fill('港の荷運びトト')], energy: 2 },
        { hand: Array(theirs).fill('港の荷運びトト') },
      );
      play(g, '決算報告');
      expect(handSize(g, 0)).toBe(mine + want);
    }
  });

  it('密約: only in the opponent’s turn; 「2枚まで選び」: the player makes 0…2 asleep energies active (fixj7; its intent: 0〜2枚)', () => {
    const g = game('d14', { hand: ['密約'], energy: 1 });
    expect(legalActions(g).some((a) => a.type === 'play' && nameOf(g, a.card) === '密約')).toBe(false);
    const g2 = game('d14', { hand: ['密約'], energy: 4 }, { battlefield: ['港の荷運びトト'] }, 1);
    for (const id of g2.state.players[0].energy.slice(0, 3)) g2.state.cards[id].sleep = true;
    act(g2, { type: 'attack', attacker: on(g2, '港の荷運びトト', 1), target: { player: 0 } });
    untilPlayable(g2, 0);
    playBy(g2, 0, '密約', [], { choose: ['バニラ', 'バニラ'] });
    expect(activeEnergy(g2, 0)).toBe(2); // 1 active − 1 paid + 2
    const g3 = game('d14', { hand: ['密約'], energy: 4 }, { battlefield: ['港の荷運びトト'] }, 1);
    for (const id of g3.state.players[0].energy.slice(0, 3)) g3.state.cards[id].sleep = true;
    act(g3, { type: 'attack', attacker: on(g3, '港の荷運びトト', 1), target: { player: 0 } });
    untilPlayable(g3, 0);
    playBy(g3, 0, '密約', [], { choose: [] });
    expect(activeEnergy(g3, 0)).toBe(0); // none chosen
  });

  it('黄金の積荷: draw 3; 1 damage to the opponent only with 8+ energies', () => {
    for (const [n, want] of [
      [8, 1],
      [7, 0],
    ] as const) {
      const g = game('d14', { hand: ['黄金の積荷'], energy: n });
      play(g, '黄金の積荷');
      expect(handSize(g, 0)).toBe(3);
      expect(damageCount(g, 1)).toBe(want);
    }
  });

  it('荷崩れ: only an opposing character of power ≤ 3000 can be the target; it is destroyed', () => {
    const g = game(
      'd14',
      { hand: ['荷崩れ'], energy: 2 },
      { battlefield: ['港の荷運びトト', '商船護衛クラウス'] },
    );
    const cmd = inHand(g, 0, '荷崩れ');
    const targets = legalActions(g).flatMap((a) => (a.type === 'play' && a.card === cmd ? a.targets : []));
    expect(names(g, [...new Set(targets)])).toEqual(['港の荷運びトト']);
    play(g, '荷崩れ', [on(g, '港の荷運びトト', 1)]);
    expect(trash(g, 1)).toEqual(['港の荷運びトト']);
  });

  it('商会の通行手形 / おそろいのエプロン (d16): set on the opponent’s character, the set card’s player draws (RULING HF-4.4 「このカードがセットされた時」)', () => {
    for (const [set, name] of [
      ['d14', '商会の通行手形'],
      ['d16', 'おそろいのエプロン'],
    ] as const) {
      const g = game(set, { hand: [name], energy: 1 }, { battlefield: ['港の荷運びトト'] });
      const host = on(g, '港の荷運びトト', 1);
      const foe = handSize(g, 1);
      play(g, name, [host]);
      expect(handSize(g, 0)).toBe(1);
      expect(handSize(g, 1)).toBe(foe);
      expect(powerOf(g, host)).toBe(3000);
    }
  });

  it('帳簿と算盤: the host gains 「[スリープ]：draw 1, then discard 1」, used by the host’s player', () => {
    const g = game('d14', {
      hand: ['帳簿と算盤', '荷崩れ'],
      energy: 1,
      battlefield: ['港の荷運びトト'],
      main: ['密約'],
    });
    const host = on(g, '港の荷運びトト', 0);
    play(g, '帳簿と算盤', [host]);
    activate(g, host, [], { choose: ['荷崩れ'] });
    expect(g.state.cards[host].sleep).toBe(true);
    expect(hand(g, 0)).toEqual(['密約']);
    expect(trash(g, 0)).toEqual(['荷崩れ']);
    const g2 = game('d14', { hand: ['帳簿と算盤'], energy: 1 }, { battlefield: ['港の荷運びトト'] });
    const host2 = on(g2, '港の荷運びトト', 1);
    play(g2, '帳簿と算盤', [host2]);
    expect(canActivate(g2, host2)).toBe(false);
  });

  it('金貨袋: +3000; revealed as damage, its owner draws', () => {
    const g = game('d14', { hand: ['金貨袋'], energy: 3, battlefield: ['港の荷運びトト'] });
    const host = on(g, '港の荷運びトト', 0);
    play(g, '金貨袋', [host]);
    expect(powerOf(g, host)).toBe(5000);
    const g2 = game('d14', { guard: ['金貨袋'] }, { battlefield: ['港の荷運びトト'] }, 1);
    const before = handSize(g2, 0);
    attack(g2, on(g2, '港の荷運びトト', 1), { player: 0 }, { reveal: true });
    if (g2.state.pending?.kind === 'defense') defend(g2, null, { reveal: true });
    expect(handSize(g2, 0)).toBe(before + 1);
  });

  it('港町シェルポート: at your turn end, with fewer energies than the opponent, your top card as an asleep energy', () => {
    const g = game('d14', { battlefield: ['港町シェルポート'], energy: 1, main: ['荷崩れ'] }, { energy: 2 });
    endTurn(g);
    expect(energies(g, 0)).toBe(2);
    expect(nameOf(g, g.state.players[0].energy.at(-1) ?? -1)).toBe('荷崩れ');
    expect(lastEnergy(g, 0).sleep).toBe(true);
    const g2 = game('d14', { battlefield: ['港町シェルポート'], energy: 2 }, { energy: 2 });
    endTurn(g2);
    expect(energies(g2, 0)).toBe(2);
  });

  it('貝殻商会の若旦那リオ: 【空装】: at the end of your energy phase, with 5+ cards in hand, may put one as an asleep energy (the condition is kept)', () => {
    for (const [n, want] of [
      [5, ['密約', '荷崩れ']],
      [3, ['密約']],
    ] as const) {
      const g = game(
        'd14',
        { hand: Array(n).fill('港の荷運びトト'), guard: ['貝殻商会の若旦那リオ'], main: ['荷崩れ', '密約'] },
        {},
        1,
      );
      g.state.players[0].kuusou = inGuard(g, 0, '貝殻商会の若旦那リオ');
      endTurn(g, { may: [true], choose: ['荷崩れ'] }); // draws 荷崩れ, then 密約 is the energy of the energy phase
      expect(g.state.turnPlayer).toBe(0);
      expect(names(g, g.state.players[0].energy)).toEqual(want);
      if (want.length === 2) expect(lastEnergy(g, 0).sleep).toBe(true);
    }
  });

  it('真珠の首飾り / 貝殻の護符: 「あなた」 of a set card’s continuous line is the host’s player (RULING HF-4.4 a set card’s continuous lines / auto abilities; the intent meant the set card’s owner)', () => {
    const g = game(
      'd14',
      { hand: ['真珠の首飾り'], energy: 2 },
      { battlefield: ['港の荷運びトト'], energy: 6 },
    );
    const host = on(g, '港の荷運びトト', 1);
    play(g, '真珠の首飾り', [host]);
    expect(powerOf(g, host)).toBe(2000 + 2000 + 1000);
    const g2 = game('d14', { hand: ['真珠の首飾り'], energy: 6 }, { battlefield: ['港の荷運びトト'] });
    const host2 = on(g2, '港の荷運びトト', 1);
    play(g2, '真珠の首飾り', [host2]);
    expect(powerOf(g2, host2)).toBe(2000 + 2000);
    const g3 = game(
      'd14',
      { hand: ['貝殻の護符'], energy: 2 },
      { battlefield: ['港の荷運びトト'], hand: Array(5).fill('港の荷運びトト') },
    );
    const host3 = on(g3, '港の荷運びトト', 1);
    play(g3, '貝殻の護符', [host3]);
    expect(powerOf(g3, host3)).toBe(3000);
    expect(hasKeyword(g3, host3, 'deathless')).toBe(true);
    moveCard(g3, g3.state.players[1].hand[0], 'trash');
    expect(hasKeyword(g3, host3, 'deathless')).toBe(false);
  });
});

describe('d15-tsukiyo', () => {
  /** Player 1 (the turn player) attacks player 0 with `attacker`; player 0 then holds a window. */
  const foeAttacks = (g: G, attacker: number) => {
    act(g, { type: 'attack', attacker, target: { player: 0 } });
    untilPlayable(g, 0);
  };
  const cannotAttack = (g: G, id: number) =>
    !legalActions(g).some((a) => a.type === 'attack' && a.attacker === id);

  it('見習い猟師 ミカゲ / 梟の見張り: +1000 / +2000 in the opponent’s turn only', () => {
    const g = game('d15', { battlefield: ['見習い猟師 ミカゲ', '梟の見張り'] });
    const [mikage, owl] = [on(g, '見習い猟師 ミカゲ', 0), on(g, '梟の見張り', 0)];
    expect([powerOf(g, mikage), powerOf(g, owl)]).toEqual([2000, 1000]);
    endTurn(g);
    expect([powerOf(g, mikage), powerOf(g, owl)]).toEqual([3000, 3000]);
  });

  it('月夜の猟犬: cannot defend; it can attack', () => {
    const g = game('d15', { battlefield: ['月夜の猟犬'] }, { battlefield: ['夜番の槍兵'] }, 1);
    attack(g, on(g, '夜番の槍兵', 1), { player: 0 });
    expect(canDefend(g, on(g, '月夜の猟犬', 0))).toBe(false);
    const g2 = game('d15', { battlefield: ['月夜の猟犬'] });
    expect(cannotAttack(g2, on(g2, '月夜の猟犬', 0))).toBe(false);
  });

  it('宵闇の鷹匠 ハヤテ: [1][スリープ] an active opposing character asleep (an asleep one is no target); usable in the opponent’s turn', () => {
    const g = game(
      'd15',
      { battlefield: ['宵闇の鷹匠 ハヤテ'], energy: 1 },
      { battlefield: ['夜番の槍兵', { name: '月夜の猟犬', sleep: true }] },
    );
    const hayate = on(g, '宵闇の鷹匠 ハヤテ', 0);
    const dog = on(g, '月夜の猟犬', 1);
    expect(
      legalActions(g).some((a) => a.type === 'activate' && a.card === hayate && a.targets.includes(dog)),
    ).toBe(false);
    activate(g, hayate, [on(g, '夜番の槍兵', 1)]);
    expect(g.state.cards[on(g, '夜番の槍兵', 1)].sleep).toBe(true);
    const g2 = game(
      'd15',
      { battlefield: ['宵闇の鷹匠 ハヤテ'], energy: 1 },
      { battlefield: ['夜番の槍兵', '月夜の猟犬'] },
      1,
    );
    foeAttacks(g2, on(g2, '夜番の槍兵', 1));
    act(g2, {
      type: 'activate',
      player: 0,
      card: on(g2, '宵闇の鷹匠 ハヤテ', 0),
      targets: [on(g2, '月夜の猟犬', 1)],
    });
    settle(g2);
    expect(g2.state.cards[on(g2, '月夜の猟犬', 1)].sleep).toBe(true);
  });

  it('忍び寄る狩人: entering in the opponent’s turn → 2000 to an opposing character; in your turn nothing', () => {
    const g = game('d15', { hand: ['忍び寄る狩人'], energy: 2 }, { battlefield: ['夜番の槍兵'] }, 1);
    const foe = on(g, '夜番の槍兵', 1);
    foeAttacks(g, foe);
    playBy(g, 0, '忍び寄る狩人', [], { targets: [[foe]] });
    expect(g.state.cards[foe].damage).toBe(2000);
    const g2 = game('d15', { hand: ['忍び寄る狩人'], energy: 2 }, { battlefield: ['夜番の槍兵'] });
    play(g2, '忍び寄る狩人');
    expect(dealt(g2)).toEqual([]);
  });

  it('トラバサミ番 ゴウ: 【反撃】 with its power in the opponent’s turn (3000)', () => {
    const g = game('d15', { battlefield: ['トラバサミ番 ゴウ'] }, { battlefield: ['夜番の槍兵'] }, 1);
    const foe = on(g, '夜番の槍兵', 1);
    attack(g, foe, { player: 0 });
    defend(g, on(g, 'トラバサミ番 ゴウ', 0));
    expect(g.state.cards[foe].damage).toBe(3000);
  });

  it('隠形の狩人: while active it cannot be targeted by the opponent’s effects; asleep it can', () => {
    const g = game('d15', { hand: ['夜露の罠'], energy: 3 }, { battlefield: ['隠形の狩人', '月夜の猟犬'] });
    const hidden = on(g, '隠形の狩人', 1);
    const cmd = inHand(g, 0, '夜露の罠');
    const targetable = () =>
      legalActions(g).some((a) => a.type === 'play' && a.card === cmd && a.targets.includes(hidden));
    expect(targetable()).toBe(false);
    g.state.cards[hidden].sleep = true;
    expect(targetable()).toBe(true);
  });

  it('宵の幻狐: cannot attack; 【反撃】 in the opponent’s turn only', () => {
    const g = game('d15', { battlefield: ['宵の幻狐'] });
    const fox = on(g, '宵の幻狐', 0);
    expect(cannotAttack(g, fox)).toBe(true);
    expect(hasKeyword(g, fox, 'counter')).toBe(false);
    endTurn(g);
    expect(hasKeyword(g, fox, 'counter')).toBe(true);
  });

  it('猟団の薬師 ユウナギ: [スリープ] +1000 for the turn to a character of yours, itself included', () => {
    const g = game('d15', { battlefield: ['猟団の薬師 ユウナギ'] });
    const yu = on(g, '猟団の薬師 ユウナギ', 0);
    activate(g, yu, [yu]);
    expect(powerOf(g, yu)).toBe(3000);
    endTurn(g);
    expect(powerOf(g, yu)).toBe(2000);
  });

  it('藪潜みの狩人 / 夜露の罠: revealed as damage, 2000 / 3000 to an opposing character', () => {
    for (const [name, want] of [
      ['藪潜みの狩人', 2000],
      ['夜露の罠', 3000],
    ] as const) {
      const g = game('d15', { guard: [name] }, { battlefield: ['夜番の槍兵'] }, 1);
      const foe = on(g, '夜番の槍兵', 1);
      attack(g, foe, { player: 0 }, { reveal: true });
      if (g.state.pending?.kind === 'defense') defend(g, null, { reveal: true });
      expect(g.state.cards[foe].damage).toBe(want);
    }
  });

  it('影縫いの罠師 ヌイ / 影縫い: the target cannot attack until the end of the opponent’s next turn', () => {
    for (const name of ['影縫いの罠師 ヌイ', '影縫い']) {
      const g = game('d15', { hand: [name], energy: 3 }, { battlefield: ['夜番の槍兵'] });
      const foe = on(g, '夜番の槍兵', 1);
      play(g, name, name === '影縫い' ? [foe] : [], { targets: [[foe]] });
      endTurn(g);
      expect(g.state.turnPlayer).toBe(1);
      expect(cannotAttack(g, foe)).toBe(true);
      endTurn(g);
      endTurn(g);
      expect(g.state.turnPlayer).toBe(1);
      expect(cannotAttack(g, foe)).toBe(false);
    }
  });

  it('月下の伏兵: played from the guard deck → 【反撃】 until the end of your next turn; from the hand, nothing', () => {
    const g = game(
      'd15',
      { guard: ['月下の伏兵', '夜鷹', '夜鷹', '夜鷹'], energy: 3 },
      { battlefield: ['夜番の槍兵'] },
      1,
    );
    foeAttacks(g, on(g, '夜番の槍兵', 1));
    act(g, { type: 'play', player: 0, card: inGuard(g, 0, '月下の伏兵'), targets: [] });
    settle(g);
    const ambush = on(g, '月下の伏兵', 0);
    expect(hasKeyword(g, ambush, 'counter')).toBe(true);
    if (g.state.pending?.kind === 'defense') defend(g, null);
    endTurn(g);
    expect(g.state.turnPlayer).toBe(0);
    expect(hasKeyword(g, ambush, 'counter')).toBe(true);
    endTurn(g);
    expect(hasKeyword(g, ambush, 'counter')).toBe(false);
    const g2 = game('d15', { hand: ['月下の伏兵'], energy: 3 });
    play(g2, '月下の伏兵');
    expect(hasKeyword(g2, on(g2, '月下の伏兵', 0), 'counter')).toBe(false);
  });

  it('血痕を追う者 / 獲物の森: the target gains 《獲物》 until the end of your next turn', () => {
    const g = game('d15', { hand: ['血痕を追う者'], energy: 3 }, { battlefield: ['夜番の槍兵'] });
    const foe = on(g, '夜番の槍兵', 1);
    play(g, '血痕を追う者', [], { targets: [[foe]] });
    expect(traitsOf(g, foe)).toContain('獲物');
    endTurn(g);
    endTurn(g);
    expect(g.state.turnPlayer).toBe(0);
    expect(traitsOf(g, foe)).toContain('獲物');
    endTurn(g);
    expect(traitsOf(g, foe)).not.toContain('獲物');
    const g2 = game(
      'd15',
      { battlefield: ['獲物の森'], energy: 4 },
      { battlefield: ['夜番の槍兵', '月夜の猟犬'] },
    );
    const forest = on(g2, '獲物の森', 0);
    activate(g2, forest, [on(g2, '夜番の槍兵', 1)]);
    expect(traitsOf(g2, on(g2, '夜番の槍兵', 1))).toContain('獲物');
    expect(canActivate(g2, forest)).toBe(false);
  });

  it('月蝕の呪術師 / 闇討ち: −1000 (4000), or −3000 (6000) instead on a 《獲物》 character', () => {
    const g = game(
      'd15',
      { battlefield: ['月蝕の呪術師'], hand: ['足枷の罠'], energy: 4 },
      { battlefield: ['夜番の槍兵', '鯨捕りの大男ゴドー'] },
    );
    const [spear, godo] = [on(g, '夜番の槍兵', 1), on(g, '鯨捕りの大男ゴドー', 1)];
    play(g, '足枷の罠', [godo]);
    activate(g, on(g, '月蝕の呪術師', 0), [spear]);
    expect(powerOf(g, spear)).toBe(4000);
    const g2 = game(
      'd15',
      { battlefield: ['月蝕の呪術師'], hand: ['足枷の罠'], energy: 4 },
      { battlefield: ['鯨捕りの大男ゴドー'] },
    );
    const godo2 = on(g2, '鯨捕りの大男ゴドー', 1);
    play(g2, '足枷の罠', [godo2]);
    activate(g2, on(g2, '月蝕の呪術師', 0), [godo2]);
    expect(powerOf(g2, godo2)).toBe(7000 - 2000 - 3000);
    for (const [prey, want] of [
      [false, 4000],
      [true, 6000],
    ] as const) {
      const g3 = game(
        'd15',
        { hand: ['闇討ち', '足枷の罠'], energy: 6 },
        { battlefield: [{ name: '鯨捕りの大男ゴドー', sleep: true }] },
      );
      const foe = on(g3, '鯨捕りの大男ゴドー', 1);
      if (prey) play(g3, '足枷の罠', [foe]);
      play(g3, '闇討ち', [foe]);
      expect(dealt(g3)).toEqual([want]);
    }
  });

  it('闇討ち: only an asleep opposing character can be the target', () => {
    const g = game(
      'd15',
      { hand: ['闇討ち'], energy: 3 },
      { battlefield: ['夜番の槍兵', { name: '月夜の猟犬', sleep: true }] },
    );
    const cmd = inHand(g, 0, '闇討ち');
    const targets = legalActions(g).flatMap((a) => (a.type === 'play' && a.card === cmd ? a.targets : []));
    expect(names(g, [...new Set(targets)])).toEqual(['月夜の猟犬']);
  });

  it('月狩りの古老: enters → up to one card of the hand face down into your guard deck; [カルネージ1] the top card face down into it, once per turn', () => {
    const g = game('d15', {
      hand: ['月狩りの古老', '影縫い'],
      energy: 3,
      damageField: ['夜番の槍兵'],
      main: ['闇討ち'],
    });
    const guard = g.state.players[0].guardDeck.length;
    play(g, '月狩りの古老', [], { choose: ['影縫い'] });
    expect(hand(g, 0)).toEqual([]);
    expect(g.state.players[0].guardDeck.length).toBe(guard + 1);
    const elder = on(g, '月狩りの古老', 0);
    activate(g, elder);
    expect(g.state.players[0].guardDeck.length).toBe(guard + 2);
    expect(names(g, g.state.players[0].guardDeck)).toContain('闇討ち');
    expect(g.state.players[0].guardDeck.filter((id) => g.state.cards[id].faceUp)).toEqual([]);
    expect(canActivate(g, elder)).toBe(false);
    const g2 = game('d15', { hand: ['月狩りの古老', '影縫い'], energy: 3 });
    play(g2, '月狩りの古老', [], { choose: [] });
    expect(hand(g2, 0)).toEqual(['影縫い']);
  });

  it('銀牙の群れ頭: your other 《獣》 characters +1000, not itself, not the opponent’s', () => {
    const g = game(
      'd15',
      { battlefield: ['銀牙の群れ頭', '月夜の猟犬', '見習い猟師 ミカゲ'] },
      { battlefield: ['月夜の猟犬'] },
    );
    expect(powerOf(g, on(g, '銀牙の群れ頭', 0))).toBe(4000);
    expect(powerOf(g, on(g, '月夜の猟犬', 0))).toBe(4000);
    expect(powerOf(g, on(g, '見習い猟師 ミカゲ', 0))).toBe(2000);
    expect(powerOf(g, on(g, '月夜の猟犬', 1))).toBe(3000);
  });

  it('狼 ハガネ: attacking a 《獲物》 character → +2000 for the turn; attacking the player, nothing', () => {
    const g = game(
      'd15',
      { battlefield: ['狼 ハガネ'], hand: ['獲物の宣告'], energy: 1 },
      { battlefield: ['夜番の槍兵'] },
    );
    const wolf = on(g, '狼 ハガネ', 0);
    const foe = on(g, '夜番の槍兵', 1);
    play(g, '獲物の宣告', [foe]);
    act(g, { type: 'attack', attacker: wolf, target: { card: foe } });
    settle(g);
    expect(powerOf(g, wolf)).toBe(6000);
    const g2 = game('d15', { battlefield: ['狼 ハガネ'] });
    const wolf2 = on(g2, '狼 ハガネ', 0);
    attack(g2, wolf2, { player: 1 });
    expect(powerOf(g2, wolf2)).toBe(4000);
  });

  it('夜襲の双刃 キリカ: its attack defended → +2000 for the turn; not defended, nothing', () => {
    const g = game('d15', { battlefield: ['夜襲の双刃 キリカ'] }, { battlefield: ['夜番の槍兵'] });
    const kirika = on(g, '夜襲の双刃 キリカ', 0);
    attack(g, kirika, { player: 1 });
    act(g, { type: 'defend', player: 1, defender: on(g, '夜番の槍兵', 1) });
    settle(g, {}, ['main']);
    expect(powerOf(g, kirika)).toBe(6000);
    const g2 = game('d15', { battlefield: ['夜襲の双刃 キリカ'] }, { battlefield: ['夜番の槍兵'] });
    const kirika2 = on(g2, '夜襲の双刃 キリカ', 0);
    attack(g2, kirika2, { player: 1 });
    act(g2, { type: 'defend', player: 1, defender: null });
    settle(g2, {}, ['main']);
    expect(powerOf(g2, kirika2)).toBe(4000);
  });

  it('静寂の暗殺者 シノ: its attack cannot be defended even by 【神速】; the opponent’s commands cannot target it, their abilities can', () => {
    const g = game('d15', { battlefield: ['静寂の暗殺者 シノ'] }, { battlefield: ['夜鷹'] });
    attack(g, on(g, '静寂の暗殺者 シノ', 0), { player: 1 });
    expect(canDefend(g, on(g, '夜鷹', 1))).toBe(false);
    const g2 = game(
      'd15',
      { hand: ['夜露の罠'], battlefield: ['宵闇の鷹匠 ハヤテ'], energy: 4 },
      { battlefield: ['静寂の暗殺者 シノ', '夜鷹'] },
    );
    const shino = on(g2, '静寂の暗殺者 シノ', 1);
    const cmd = inHand(g2, 0, '夜露の罠');
    expect(
      legalActions(g2).some((a) => a.type === 'play' && a.card === cmd && a.targets.includes(shino)),
    ).toBe(false);
    activate(g2, on(g2, '宵闇の鷹匠 ハヤテ', 0), [shino]);
    expect(g2.state.cards[shino].sleep).toBe(true);
  });

  it('月影の番人: 【反撃】 in the opponent’s turn; a successful defense draws', () => {
    const g = game('d15', { battlefield: ['月影の番人'] }, { battlefield: ['夜番の槍兵'] }, 1);
    const keeper = on(g, '月影の番人', 0);
    expect(hasKeyword(g, keeper, 'counter')).toBe(true);
    const before = handSize(g, 0);
    const foe = on(g, '夜番の槍兵', 1);
    attack(g, foe, { player: 0 });
    defend(g, keeper);
    expect(handSize(g, 0)).toBe(before + 1);
    expect(trash(g, 1)).toContain('夜番の槍兵'); // 5000 counter damage
    endTurn(g);
    expect(hasKeyword(g, keeper, 'counter')).toBe(false);
  });

  it('月影の狩姫 セレネ: its attack damages the opponent → 3000 to an opposing character', () => {
    const g = game('d15', { battlefield: ['月影の狩姫 セレネ'] }, { battlefield: ['夜番の槍兵'] });
    const foe = on(g, '夜番の槍兵', 1);
    attack(g, on(g, '月影の狩姫 セレネ', 0), { player: 1 });
    if (g.state.pending?.kind === 'defense') act(g, { type: 'defend', player: 1, defender: null });
    settle(g, { targets: [[foe]] }, ['main']);
    expect(damageCount(g, 1)).toBe(1);
    expect(g.state.cards[foe].damage).toBe(3000);
  });

  it('月の射手 カグヤ: each attack, an opposing character cannot defend for the turn', () => {
    const g = game(
      'd15',
      { battlefield: ['月の射手 カグヤ'] },
      { battlefield: ['夜番の槍兵', '鯨捕りの大男ゴドー'] },
    );
    const spear = on(g, '夜番の槍兵', 1);
    attack(g, on(g, '月の射手 カグヤ', 0), { player: 1 }, { targets: [[spear]] });
    expect(g.state.pending?.kind).toBe('defense');
    expect(canDefend(g, spear)).toBe(false);
    expect(canDefend(g, on(g, '鯨捕りの大男ゴドー', 1))).toBe(true);
  });

  it('闇夜の伏兵 オボロ: played from the guard deck in the opponent’s turn → 4000; from the guard deck in your turn, nothing', () => {
    const g = game('d15', { guard: ['闇夜の伏兵 オボロ'], energy: 5 }, { battlefield: ['夜番の槍兵'] }, 1);
    const foe = on(g, '夜番の槍兵', 1);
    foeAttacks(g, foe);
    act(g, { type: 'play', player: 0, card: inGuard(g, 0, '闇夜の伏兵 オボロ'), targets: [] });
    settle(g, { targets: [[foe]] });
    expect(g.state.cards[foe].damage).toBe(4000);
    const g2 = game('d15', { guard: ['闇夜の伏兵 オボロ'], energy: 5 }, { battlefield: ['夜番の槍兵'] });
    act(g2, { type: 'play', card: inGuard(g2, 0, '闇夜の伏兵 オボロ'), targets: [] });
    settle(g2);
    expect(dealt(g2)).toEqual([]);
  });

  it('夜哭きの大狼: destroying a 《獲物》 character by attack → 1 damage besides 【貫通】’s (2 in all)', () => {
    const g = game(
      'd15',
      { battlefield: ['夜哭きの大狼'], hand: ['獲物の宣告'], energy: 1 },
      { battlefield: ['夜番の槍兵'] },
    );
    const foe = on(g, '夜番の槍兵', 1);
    play(g, '獲物の宣告', [foe]);
    act(g, { type: 'attack', attacker: on(g, '夜哭きの大狼', 0), target: { card: foe } });
    settle(g, {}, ['main']);
    expect(trash(g, 1)).toContain('夜番の槍兵');
    expect(damageCount(g, 1)).toBe(2);
    const g2 = game(
      'd15',
      { battlefield: ['夜哭きの大狼'] },
      { battlefield: [{ name: '夜番の槍兵', sleep: true }] },
    );
    act(g2, {
      type: 'attack',
      attacker: on(g2, '夜哭きの大狼', 0),
      target: { card: on(g2, '夜番の槍兵', 1) },
    });
    settle(g2, {}, ['main']);
    expect(damageCount(g2, 1)).toBe(1);
  });

  it('猟団長 ツクヨ: enters → up to two opposing characters cannot attack until the end of the opponent’s next turn (none allowed)', () => {
    const g = game(
      'd15',
      { hand: ['猟団長 ツクヨ'], energy: 6 },
      { battlefield: ['夜番の槍兵', '月夜の猟犬', '夜鷹'] },
    );
    const [a, b, c] = [on(g, '夜番の槍兵', 1), on(g, '月夜の猟犬', 1), on(g, '夜鷹', 1)];
    play(g, '猟団長 ツクヨ', [], { targets: [[a, b]] });
    endTurn(g);
    expect([cannotAttack(g, a), cannotAttack(g, b), cannotAttack(g, c)]).toEqual([true, true, false]);
    const g2 = game('d15', { hand: ['猟団長 ツクヨ'], energy: 6 }, { battlefield: ['夜番の槍兵'] });
    play(g2, '猟団長 ツクヨ', [], { targets: [[]] });
    endTurn(g2);
    expect(cannotAttack(g2, on(g2, '夜番の槍兵', 1))).toBe(false);
  });

  it('猟団長 ツクヨ: 【空装】 your 《猟団》 characters +1000 in the opponent’s turn only', () => {
    const g = game('d15', { battlefield: ['夜番の槍兵', '月夜の猟犬', '夜鷹'], guard: ['猟団長 ツクヨ'] });
    g.state.players[0].kuusou = inGuard(g, 0, '猟団長 ツクヨ');
    const [spear, hawk] = [on(g, '夜番の槍兵', 0), on(g, '夜鷹', 0)];
    expect(powerOf(g, spear)).toBe(5000);
    endTurn(g);
    expect(powerOf(g, spear)).toBe(6000);
    expect(powerOf(g, hawk)).toBe(2000); // 《獣》 only
  });

  it('獲物の宣告: the target asleep, then 《獲物》 until the end of your next turn', () => {
    const g = game('d15', { hand: ['獲物の宣告'], energy: 1 }, { battlefield: ['夜番の槍兵'] });
    const foe = on(g, '夜番の槍兵', 1);
    play(g, '獲物の宣告', [foe]);
    expect(g.state.cards[foe].sleep).toBe(true);
    expect(traitsOf(g, foe)).toContain('獲物');
  });

  it('月隠れ: +1000 and the opponent’s effects cannot target it, for the turn', () => {
    const g = game(
      'd15',
      { hand: ['月隠れ'], energy: 1, battlefield: ['夜番の槍兵'] },
      { battlefield: ['宵闇の鷹匠 ハヤテ'], energy: 1 },
    );
    const mine = on(g, '夜番の槍兵', 0);
    play(g, '月隠れ', [mine]);
    expect(powerOf(g, mine)).toBe(6000);
    act(g, { type: 'attack', attacker: mine, target: { player: 1 } });
    for (let i = 0; i < 5 && g.state.pending?.player !== 1; i++)
      apply(g, legalActions(g).find((a) => a.type === 'pass') ?? legalActions(g)[0]);
    const hayate = on(g, '宵闇の鷹匠 ハヤテ', 1);
    expect(
      legalActions(g).some((a) => a.type === 'activate' && a.card === hayate && a.targets.includes(mine)),
    ).toBe(false);
  });

  it('忍び足: your character’s attack cannot be defended this turn; then draw', () => {
    const g = game(
      'd15',
      { hand: ['忍び足'], energy: 2, battlefield: ['見習い猟師 ミカゲ'] },
      { battlefield: ['夜鷹'] },
    );
    const mikage = on(g, '見習い猟師 ミカゲ', 0);
    play(g, '忍び足', [mikage]);
    expect(handSize(g, 0)).toBe(1);
    attack(g, mikage, { player: 1 });
    expect(canDefend(g, on(g, '夜鷹', 1))).toBe(false);
  });

  it('包囲の陣: one or two opposing characters cannot defend this turn', () => {
    const g = game(
      'd15',
      { hand: ['包囲の陣'], energy: 3, battlefield: ['見習い猟師 ミカゲ'] },
      { battlefield: ['夜番の槍兵', '月影の番人', '鯨捕りの大男ゴドー'] },
    );
    const [a, b, c] = [on(g, '夜番の槍兵', 1), on(g, '月影の番人', 1), on(g, '鯨捕りの大男ゴドー', 1)];
    play(g, '包囲の陣', [a, b]);
    attack(g, on(g, '見習い猟師 ミカゲ', 0), { player: 1 });
    expect([canDefend(g, a), canDefend(g, b), canDefend(g, c)]).toEqual([false, false, true]);
  });

  it('血の匂い: draw 1, and 1 more with a 《獲物》 opposing character on the battlefield', () => {
    const g = game('d15', { hand: ['血の匂い'], energy: 1 }, { battlefield: ['夜番の槍兵'] });
    play(g, '血の匂い');
    expect(handSize(g, 0)).toBe(1);
    const g2 = game('d15', { hand: ['血の匂い', '足枷の罠'], energy: 4 }, { battlefield: ['夜番の槍兵'] });
    play(g2, '足枷の罠', [on(g2, '夜番の槍兵', 1)]);
    play(g2, '血の匂い');
    expect(handSize(g2, 0)).toBe(2);
  });

  it('伏せ罠の支度: up to one card of the hand face down into your guard deck, then draw (also with none chosen)', () => {
    const g = game('d15', { hand: ['伏せ罠の支度', '影縫い'], energy: 1, main: ['闇討ち'] });
    const guard = g.state.players[0].guardDeck.length;
    play(g, '伏せ罠の支度', [], { choose: ['影縫い'] });
    expect(hand(g, 0)).toEqual(['闇討ち']);
    expect(g.state.players[0].guardDeck.length).toBe(guard + 1);
    const g2 = game('d15', { hand: ['伏せ罠の支度', '影縫い'], energy: 1, main: ['闇討ち'] });
    play(g2, '伏せ罠の支度', [], { choose: [] });
    expect(hand(g2, 0).sort()).toEqual(['影縫い', '闇討ち'].sort());
  });

  it('止めの一矢: a 《獲物》 opposing character destroyed, then 1 damage; not destroyed (【死殺】): no damage', () => {
    const g = game('d15', { hand: ['止めの一矢', '足枷の罠'], energy: 7 }, { battlefield: ['夜番の槍兵'] });
    const foe = on(g, '夜番の槍兵', 1);
    play(g, '足枷の罠', [foe]);
    play(g, '止めの一矢', [foe]);
    expect(trash(g, 1)).toContain('夜番の槍兵');
    expect(damageCount(g, 1)).toBe(1);
    const g2 = game(
      'd15',
      { hand: ['止めの一矢', '足枷の罠'], energy: 7 },
      { battlefield: ['貝殻商会の金庫番ロウ'], energy: 7 },
    );
    const rou = on(g2, '貝殻商会の金庫番ロウ', 1);
    play(g2, '足枷の罠', [rou]);
    play(g2, '止めの一矢', [rou]);
    expect(on(g2, '貝殻商会の金庫番ロウ', 1)).toBe(rou);
    expect(damageCount(g2, 1)).toBe(0);
  });

  it('月光の外套: +1000; the host cannot be targeted by commands of the host’s opponent', () => {
    const g = game(
      'd15',
      { hand: ['月光の外套'], energy: 1, battlefield: ['夜番の槍兵'] },
      { hand: ['夜露の罠'], energy: 3 },
    );
    const host = on(g, '夜番の槍兵', 0);
    play(g, '月光の外套', [host]);
    expect(powerOf(g, host)).toBe(6000);
    endTurn(g);
    const cmd = inHand(g, 1, '夜露の罠');
    expect(legalActions(g).some((a) => a.type === 'play' && a.card === cmd && a.targets.includes(host))).toBe(
      false,
    );
  });

  it('夜狩りの弓: +2000; each attack of the host, its player deals 1000 to a character of that player’s opponent', () => {
    const g = game(
      'd15',
      { battlefield: ['夜番の槍兵'] },
      { hand: ['夜狩りの弓'], energy: 2, battlefield: ['月夜の猟犬'] },
      1,
    );
    const host = on(g, '夜番の槍兵', 0);
    act(g, { type: 'play', player: 1, card: inHand(g, 1, '夜狩りの弓'), targets: [host] });
    settle(g);
    expect(powerOf(g, host)).toBe(7000);
    endTurn(g);
    const dog = on(g, '月夜の猟犬', 1);
    attack(g, host, { player: 1 }, { targets: [[dog]] });
    expect(g.state.cards[dog].damage).toBe(1000);
  });

  it('音無しの靴 / スパイクシューズ (d16): +1000 and 【神速】', () => {
    for (const [set, name] of [
      ['d15', '音無しの靴'],
      ['d16', 'スパイクシューズ'],
    ] as const) {
      const g = game(set, { hand: [name], energy: 2, battlefield: ['夜番の槍兵'] });
      const host = on(g, '夜番の槍兵', 0);
      play(g, name, [host]);
      expect(powerOf(g, host)).toBe(6000);
      expect(hasKeyword(g, host, 'godspeed')).toBe(true);
    }
  });

  it('狼の毛皮: +1000 and 《獣》; +2000 more in the turn of the host’s opponent', () => {
    const g = game('d15', { hand: ['狼の毛皮'], energy: 2 }, { battlefield: ['夜番の槍兵'] });
    const host = on(g, '夜番の槍兵', 1);
    play(g, '狼の毛皮', [host]);
    expect(traitsOf(g, host)).toContain('獣');
    expect(powerOf(g, host)).toBe(8000);
    endTurn(g);
    expect(powerOf(g, host)).toBe(6000);
  });

  it('足枷の罠 / 影縫いの鎖: the host gets 《獲物》 and cannot attack / defend', () => {
    const g = game(
      'd15',
      { hand: ['足枷の罠', '影縫いの鎖'], energy: 5 },
      { battlefield: ['夜番の槍兵', '鯨捕りの大男ゴドー'] },
    );
    const [a, b] = [on(g, '夜番の槍兵', 1), on(g, '鯨捕りの大男ゴドー', 1)];
    play(g, '足枷の罠', [a]);
    play(g, '影縫いの鎖', [b]);
    expect(traitsOf(g, a)).toContain('獲物');
    expect(traitsOf(g, b)).toContain('獲物');
    expect(powerOf(g, a)).toBe(3000);
    endTurn(g);
    expect(cannotAttack(g, a)).toBe(true);
    expect(cannotAttack(g, b)).toBe(false);
  });

  it('朧月の狩場: your 《猟団》 characters +1000 in the opponent’s turn only', () => {
    const g = game(
      'd15',
      { battlefield: ['朧月の狩場', '夜番の槍兵', '夜鷹'] },
      { battlefield: ['夜番の槍兵'] },
    );
    const spear = on(g, '夜番の槍兵', 0);
    expect(powerOf(g, spear)).toBe(5000);
    endTurn(g);
    expect(powerOf(g, spear)).toBe(6000);
    expect(powerOf(g, on(g, '夜鷹', 0))).toBe(2000);
    expect(powerOf(g, on(g, '夜番の槍兵', 1))).toBe(5000);
  });

  it('新月の隠れ里: at your turn end may put up to one card of the hand into the guard deck; your character played from the guard deck +1000 for the turn', () => {
    const g = game('d15', { battlefield: ['新月の隠れ里'], hand: ['影縫い'] });
    const guard = g.state.players[0].guardDeck.length;
    endTurn(g, { may: [true], choose: ['影縫い'] });
    expect(g.state.players[0].guardDeck.length).toBe(guard + 1);
    expect(hand(g, 0)).toEqual([]);
    const g2 = game('d15', {
      battlefield: ['新月の隠れ里'],
      guard: ['夜番の槍兵'],
      hand: ['夜番の槍兵'],
      energy: 8,
    });
    act(g2, { type: 'play', card: inGuard(g2, 0, '夜番の槍兵'), targets: [] });
    settle(g2);
    play(g2, '夜番の槍兵');
    expect([powerOf(g2, on(g2, '夜番の槍兵', 0, 0)), powerOf(g2, on(g2, '夜番の槍兵', 0, 1))].sort()).toEqual(
      [5000, 6000],
    );
  });
});

describe('d16-houkago', () => {
  const RICO = '軽音部 ドラムのリコ'; // 《軽音部》《新入生》 1000
  const SHIORI = '軽音部 ベースのシオリ'; // 《軽音部》 2000
  const KANADE = '軽音部 ギターのカナデ'; // 《軽音部》 3000
  const AOI = '園芸部 みずやりのアオイ'; // 《園芸部》 2000
  const HARU = '陸上部 スプリンターのハル'; // 《陸上部》 2000
  const ITSUKI = '帰宅部エース イツキ'; // no trait, 4000

  it('軽音部 ドラムのリコ / 写真部 新入部員のノノ: +1000 at each end of your turn, lasting (not the opponent’s turn end)', () => {
    const g = game('d16', { battlefield: [RICO, '写真部 新入部員のノノ'] });
    const [rico, nono] = [on(g, RICO, 0), on(g, '写真部 新入部員のノノ', 0)];
    endTurn(g);
    expect([powerOf(g, rico), powerOf(g, nono)]).toEqual([2000, 2000]);
    endTurn(g);
    expect(powerOf(g, rico)).toBe(2000);
    endTurn(g);
    expect([powerOf(g, rico), powerOf(g, nono)]).toEqual([3000, 3000]);
  });

  it('写真部 新入部員のノノ: destroyed → its player draws', () => {
    const g = game('d16', { hand: ['部室の大掃除'], energy: 4 }, { battlefield: ['写真部 新入部員のノノ'] });
    const foe = handSize(g, 1);
    play(g, '部室の大掃除');
    expect(trash(g, 1)).toContain('写真部 新入部員のノノ');
    expect(handSize(g, 1)).toBe(foe + 1);
  });

  it('軽音部 ベースのシオリ: enters with 2+ other 《軽音部》 characters of yours → draw; with 1, nothing', () => {
    const g = game('d16', { hand: [SHIORI], energy: 2, battlefield: [RICO, KANADE] });
    play(g, SHIORI);
    expect(handSize(g, 0)).toBe(1);
    const g2 = game(
      'd16',
      { hand: [SHIORI], energy: 2, battlefield: [RICO, AOI] },
      { battlefield: [KANADE] },
    );
    play(g2, SHIORI);
    expect(handSize(g2, 0)).toBe(0);
  });

  it('軽音部 ギターのカナデ: +1000 for the turn each time another 《軽音部》 character of yours enters', () => {
    const g = game('d16', { battlefield: [KANADE], hand: [RICO, RICO, AOI], energy: 4 });
    const kanade = on(g, KANADE, 0);
    play(g, RICO);
    play(g, RICO);
    play(g, AOI);
    expect(powerOf(g, kanade)).toBe(5000);
    endTurn(g);
    expect(powerOf(g, kanade)).toBe(3000);
  });

  it('軽音部 キーボードのユイ / 部活勧誘: up to one matching character card of the main deck to the hand (or none), then shuffle', () => {
    const g = game('d16', { hand: ['軽音部 キーボードのユイ'], energy: 2, main: [AOI, KANADE] });
    play(g, '軽音部 キーボードのユイ', [], { choose: [KANADE] });
    expect(hand(g, 0)).toEqual([KANADE]);
    const g2 = game('d16', { hand: ['軽音部 キーボードのユイ'], energy: 2, main: [AOI, KANADE] });
    play(g2, '軽音部 キーボードのユイ', [], { choose: [] });
    expect(hand(g2, 0)).toEqual([]);
    const g3 = game('d16', { hand: ['部活勧誘'], energy: 1, main: [KANADE, RICO] });
    play(g3, '部活勧誘', [], { choose: [RICO] });
    expect(hand(g3, 0)).toEqual([RICO]);
  });

  it('園芸部 みずやりのアオイ: [スリープ] +1000 to a 《新入生》 character of yours, lasting while アオイ stays (RULING HF-12.9 a change with no duration lasts while its card is on the battlefield; the intent meant while the target stays)', () => {
    const g = game('d16', { battlefield: [AOI, RICO, SHIORI], hand: ['避難訓練'], energy: 2 });
    const aoi = on(g, AOI, 0);
    const shiori = on(g, SHIORI, 0);
    expect(
      legalActions(g).some((a) => a.type === 'activate' && a.card === aoi && a.targets.includes(shiori)),
    ).toBe(false);
    const rico = on(g, RICO, 0);
    activate(g, aoi, [rico]);
    expect(powerOf(g, rico)).toBe(2000);
    endTurn(g);
    expect(powerOf(g, rico)).toBe(3000); // and its own turn-end +1000
    endTurn(g);
    play(g, '避難訓練', [aoi]);
    expect(powerOf(g, rico)).toBe(2000);
  });

  it('園芸部部長 カエデ: at your turn end, your 《新入生》 characters +1000, lasting while カエデ stays (RULING HF-12.9 a change with no duration lasts while its card is on the battlefield; the intent meant while each character stays)', () => {
    const BUD = '園芸部 ちいさなツボミ';
    const g = game('d16', { battlefield: ['園芸部部長 カエデ', BUD, SHIORI], hand: ['避難訓練'], energy: 2 });
    const [bud, shiori] = [on(g, BUD, 0), on(g, SHIORI, 0)];
    endTurn(g);
    expect([powerOf(g, bud), powerOf(g, shiori)]).toEqual([2000, 2000]);
    endTurn(g);
    endTurn(g);
    expect(powerOf(g, bud)).toBe(3000);
    endTurn(g);
    play(g, '避難訓練', [on(g, '園芸部部長 カエデ', 0)]);
    expect(powerOf(g, bud)).toBe(1000);
  });

  it('園芸部 ちいさなツボミ: destroyed → a random other 《園芸部》 character of yours +1000, lasting (RULING HF-12.9 a destroyed card’s lasting change); none: nothing', () => {
    const g = game(
      'd16',
      { hand: ['部室の大掃除'], energy: 4 },
      { battlefield: ['園芸部 ちいさなツボミ', '園芸部部長 カエデ', ITSUKI] },
    );
    const kaede = on(g, '園芸部部長 カエデ', 1);
    play(g, '部室の大掃除');
    expect(trash(g, 1)).toContain('園芸部 ちいさなツボミ');
    expect(powerOf(g, kaede)).toBe(6000);
    expect(powerOf(g, on(g, ITSUKI, 1))).toBe(4000);
    endTurn(g);
    endTurn(g);
    expect(powerOf(g, kaede)).toBe(6000);
    const g2 = game(
      'd16',
      { hand: ['部室の大掃除'], energy: 4 },
      { battlefield: ['園芸部 ちいさなツボミ', ITSUKI] },
    );
    play(g2, '部室の大掃除');
    expect(powerOf(g2, on(g2, ITSUKI, 1))).toBe(4000);
  });

  it('料理部 あじみのコハル: enters → a random other character of yours +1000 for the turn; alone, nothing', () => {
    const g = game(
      'd16',
      { hand: ['料理部 あじみのコハル'], energy: 1, battlefield: [SHIORI] },
      { battlefield: [RICO] },
    );
    play(g, '料理部 あじみのコハル');
    const shiori = on(g, SHIORI, 0);
    expect(powerOf(g, shiori)).toBe(3000);
    expect(powerOf(g, on(g, '料理部 あじみのコハル', 0))).toBe(1000);
    expect(powerOf(g, on(g, RICO, 1))).toBe(1000);
    endTurn(g);
    expect(powerOf(g, shiori)).toBe(2000);
  });

  it('料理部 パティシエのアン: up to one 《料理部》 card (any kind) of your trash to the hand, or none', () => {
    const g = game('d16', {
      hand: ['料理部 パティシエのアン'],
      energy: 3,
      trash: ['おそろいのエプロン', RICO],
    });
    play(g, '料理部 パティシエのアン', [], { choose: ['おそろいのエプロン'] });
    expect(hand(g, 0)).toEqual(['おそろいのエプロン']);
    const g2 = game('d16', { hand: ['料理部 パティシエのアン'], energy: 3, trash: ['おそろいのエプロン'] });
    play(g2, '料理部 パティシエのアン', [], { choose: [] });
    expect(hand(g2, 0)).toEqual([]);
  });

  it('陸上部 ハードルのナツキ / エレキギター: each attack +1000 for the turn', () => {
    const g = game('d16', { battlefield: ['陸上部 ハードルのナツキ'] });
    const natsuki = on(g, '陸上部 ハードルのナツキ', 0);
    expect(hasKeyword(g, natsuki, 'godspeed')).toBe(true);
    attack(g, natsuki, { player: 1 });
    expect(powerOf(g, natsuki)).toBe(4000);
    const g2 = game('d16', { hand: ['エレキギター'], energy: 1, battlefield: [ITSUKI] });
    const host = on(g2, ITSUKI, 0);
    play(g2, 'エレキギター', [host]);
    expect(traitsOf(g2, host)).toContain('軽音部');
    expect(powerOf(g2, host)).toBe(5000);
    attack(g2, host, { player: 1 });
    expect(powerOf(g2, host)).toBe(6000);
  });

  it('陸上部 マネージャーのチカ: [スリープ] another 《陸上部》 character of yours stands', () => {
    const g = game('d16', {
      battlefield: ['陸上部 マネージャーのチカ', { name: HARU, sleep: true }, { name: RICO, sleep: true }],
    });
    const chika = on(g, '陸上部 マネージャーのチカ', 0);
    const offered = legalActions(g).flatMap((a) =>
      a.type === 'activate' && a.card === chika ? a.targets : [],
    );
    expect(names(g, [...new Set(offered)])).toEqual([HARU]);
    activate(g, chika, [on(g, HARU, 0)]);
    expect(g.state.cards[on(g, HARU, 0)].sleep).toBe(false);
  });

  it('陸上部部長 アスカ: 【神速】【強撃】; [カルネージ2] it stands (no once-per-turn limit)', () => {
    const g = game('d16', {
      battlefield: [{ name: '陸上部部長 アスカ', sleep: true }],
      damageField: [HARU, HARU, HARU, HARU],
    });
    const asuka = on(g, '陸上部部長 アスカ', 0);
    expect(hasKeyword(g, asuka, 'strike') && hasKeyword(g, asuka, 'godspeed')).toBe(true);
    activate(g, asuka);
    expect(g.state.cards[asuka].sleep).toBe(false);
    expect(damageCount(g, 0)).toBe(2);
    g.state.cards[asuka].sleep = true;
    expect(canActivate(g, asuka)).toBe(true);
  });

  it('写真部 カメラのリン: look at 3, one to the hand, the rest to the bottom in the chosen order', () => {
    const g = game('d16', { hand: ['写真部 カメラのリン'], energy: 2, main: [RICO, AOI, HARU] });
    play(g, '写真部 カメラのリン', [], { choose: [AOI, HARU, RICO] });
    expect(hand(g, 0)).toEqual([AOI]);
    expect(bottom(g, 0, 2)).toEqual([HARU, RICO]);
  });

  it('写真部 スクープのマオ: draws when its attack damages the opponent, not when it attacks a character', () => {
    const g = game('d16', { battlefield: ['写真部 スクープのマオ'] });
    attack(g, on(g, '写真部 スクープのマオ', 0), { player: 1 });
    if (g.state.pending?.kind === 'defense') defend(g, null);
    expect(damageCount(g, 1)).toBe(1);
    expect(handSize(g, 0)).toBe(1);
    const g2 = game(
      'd16',
      { battlefield: ['写真部 スクープのマオ'] },
      { battlefield: [{ name: RICO, sleep: true }] },
    );
    act(g2, {
      type: 'attack',
      attacker: on(g2, '写真部 スクープのマオ', 0),
      target: { card: on(g2, RICO, 1) },
    });
    settle(g2, {}, ['main']);
    expect(handSize(g2, 0)).toBe(0);
  });

  it('顧問 サクラ先生: with 5+ different traits among your characters (set cards’ traits too), all your characters +1000', () => {
    const g = game('d16', {
      battlefield: ['顧問 サクラ先生', RICO, AOI],
      hand: ['おそろいのエプロン'],
      energy: 1,
    });
    const sakura = on(g, '顧問 サクラ先生', 0);
    expect(powerOf(g, sakura)).toBe(3000); // 顧問 軽音部 新入生 園芸部
    play(g, 'おそろいのエプロン', [on(g, AOI, 0)]); // + 料理部
    expect(powerOf(g, sakura)).toBe(4000);
    expect(powerOf(g, on(g, RICO, 0))).toBe(2000);
    expect(powerOf(g, on(g, AOI, 0))).toBe(4000);
  });

  it('保健の先生 ミヤコ先生: another character of yours destroyed → draw, once per turn', () => {
    const g2 = game(
      'd16',
      { hand: ['風紀委員の見回り', '風紀委員の見回り'], energy: 8 },
      {
        battlefield: ['保健の先生 ミヤコ先生', { name: RICO, sleep: true }, { name: HARU, sleep: true }],
      },
    );
    const foe2 = handSize(g2, 1);
    play(g2, '風紀委員の見回り', [on(g2, RICO, 1)]);
    play(g2, '風紀委員の見回り', [on(g2, HARU, 1)]);
    expect(handSize(g2, 1)).toBe(foe2 + 1);
  });

  it('兼部ガール ミツバ: enters with 4+ different traits among your characters (itself included) → draw', () => {
    const g = game('d16', { hand: ['兼部ガール ミツバ'], energy: 3, battlefield: [RICO, AOI] });
    play(g, '兼部ガール ミツバ'); // 軽音部 料理部 新入生 園芸部
    expect(handSize(g, 0)).toBe(1);
    const g2 = game('d16', { hand: ['兼部ガール ミツバ'], energy: 3, battlefield: [RICO] });
    play(g2, '兼部ガール ミツバ');
    expect(handSize(g2, 0)).toBe(0);
  });

  it('帰宅部エース イツキ: at your turn end it returns to its owner’s hand; not at the opponent’s', () => {
    const g = game('d16', { battlefield: [ITSUKI] });
    endTurn(g);
    expect(hand(g, 0)).toEqual([ITSUKI]);
    const g2 = game('d16', {}, { battlefield: [ITSUKI] });
    endTurn(g2);
    expect(on(g2, ITSUKI, 1)).toBeGreaterThanOrEqual(0);
  });

  it('生徒会長 シズカ / 下校の時間です: an opposing character to its owner’s hand; its set cards to the trash', () => {
    const g = game(
      'd16',
      { hand: ['生徒会長 シズカ', 'スパイクシューズ'], energy: 7 },
      { battlefield: [KANADE] },
    );
    const kanade = on(g, KANADE, 1);
    play(g, 'スパイクシューズ', [kanade]);
    play(g, '生徒会長 シズカ', [], { targets: [[kanade]] });
    expect(hand(g, 1)).toContain(KANADE);
    expect(trash(g, 0)).toEqual(['スパイクシューズ']);
    const g2 = game('d16', { hand: ['下校の時間です'], energy: 3 }, { battlefield: [KANADE] });
    play(g2, '下校の時間です', [on(g2, KANADE, 1)]);
    expect(hand(g2, 1)).toContain(KANADE);
  });

  it('放課後ミーティング: draw 2, and 1 more with 4+ different traits among your characters', () => {
    const g = game('d16', { hand: ['放課後ミーティング'], energy: 2, battlefield: [RICO, AOI, HARU] });
    play(g, '放課後ミーティング');
    expect(handSize(g, 0)).toBe(3);
    const g2 = game('d16', { hand: ['放課後ミーティング'], energy: 2, battlefield: [RICO, AOI] });
    play(g2, '放課後ミーティング');
    expect(handSize(g2, 0)).toBe(2);
  });

  it('朝練: your 《新入生》 characters +1000, lasting beyond the turn; one entering later does not', () => {
    const BUD = '園芸部 ちいさなツボミ'; // 《園芸部》《新入生》 1000, no turn-end ability
    const g = game('d16', { hand: ['朝練', BUD], energy: 3, battlefield: [BUD, SHIORI] });
    const bud = on(g, BUD, 0);
    play(g, '朝練');
    play(g, BUD);
    expect(powerOf(g, bud)).toBe(2000);
    expect(powerOf(g, on(g, SHIORI, 0))).toBe(2000);
    const later = g.state.battlefield.find((id) => nameOf(g, id) === BUD && id !== bud) ?? -1;
    expect(powerOf(g, later)).toBe(1000);
    endTurn(g);
    endTurn(g);
    expect(powerOf(g, bud)).toBe(2000);
  });

  it('居残り練習: your character stands', () => {
    const g = game('d16', { hand: ['居残り練習'], energy: 1, battlefield: [{ name: HARU, sleep: true }] });
    play(g, '居残り練習', [on(g, HARU, 0)]);
    expect(g.state.cards[on(g, HARU, 0)].sleep).toBe(false);
  });

  it('部室の大掃除: 2000 to each opposing character, not yours', () => {
    const g = game(
      'd16',
      { hand: ['部室の大掃除'], energy: 4, battlefield: [AOI] },
      { battlefield: [KANADE, RICO] },
    );
    play(g, '部室の大掃除');
    expect(g.state.cards[on(g, KANADE, 1)].damage).toBe(2000);
    expect(trash(g, 1)).toEqual([RICO]);
    expect(g.state.cards[on(g, AOI, 0)].damage).toBe(0);
  });

  it('記念撮影: look at 2, one to the hand (forced), the other to the trash', () => {
    const g = game('d16', { hand: ['記念撮影'], energy: 1, main: [RICO, AOI, HARU] });
    play(g, '記念撮影', [], { choose: [AOI] });
    expect(hand(g, 0)).toEqual([AOI]);
    expect(trash(g, 0)).toContain(RICO);
    expect(top(g, 0, 1)).toEqual([HARU]);
  });

  it('風紀委員の見回り: only an asleep opposing character can be the target; it is destroyed', () => {
    const g = game(
      'd16',
      { hand: ['風紀委員の見回り'], energy: 4 },
      { battlefield: [KANADE, { name: RICO, sleep: true }] },
    );
    const cmd = inHand(g, 0, '風紀委員の見回り');
    const targets = legalActions(g).flatMap((a) => (a.type === 'play' && a.card === cmd ? a.targets : []));
    expect(names(g, [...new Set(targets)])).toEqual([RICO]);
    play(g, '風紀委員の見回り', [on(g, RICO, 1)]);
    expect(trash(g, 1)).toEqual([RICO]);
  });

  it('避難訓練: your character back to the hand, then draw; the target gone: no draw (「その後」)', () => {
    const g = game('d16', { hand: ['避難訓練'], energy: 2, battlefield: [KANADE] });
    play(g, '避難訓練', [on(g, KANADE, 0)]);
    expect(handSize(g, 0)).toBe(2);
    expect(hand(g, 0)).toContain(KANADE);
    const g2 = game('d16', { hand: ['避難訓練'], energy: 2, battlefield: [KANADE] });
    const k = on(g2, KANADE, 0);
    act(g2, { type: 'play', card: inHand(g2, 0, '避難訓練'), targets: [k] });
    moveCard(g2, k, 'trash');
    settle(g2);
    expect(handSize(g2, 0)).toBe(0);
  });

  it('じょうろ: set on the opponent’s character, +1000 at the end of the HOST’s player’s turn (RULING HF-4.4 a set card’s auto abilities: 「あなたのターン終了時」 is the host’s player’s turn; the intent meant the set card’s player)', () => {
    const g = game('d16', { hand: ['じょうろ'], energy: 1 }, { battlefield: [SHIORI] });
    const host = on(g, SHIORI, 1);
    play(g, 'じょうろ', [host]);
    expect(traitsOf(g, host)).toContain('園芸部');
    endTurn(g);
    expect(powerOf(g, host)).toBe(2000);
    endTurn(g);
    expect(powerOf(g, host)).toBe(3000);
  });

  it('じょうろ: on your character, +1000 at each end of your turn, lasting while the host stays (also after the can leaves, as the intent says)', () => {
    const g = game('d16', { hand: ['じょうろ', '居残り練習'], energy: 2, battlefield: [SHIORI] });
    const mine = on(g, SHIORI, 0);
    play(g, 'じょうろ', [mine]);
    endTurn(g);
    expect(powerOf(g, mine)).toBe(3000);
    endTurn(g);
    expect(powerOf(g, mine)).toBe(3000);
    endTurn(g);
    expect(powerOf(g, mine)).toBe(4000);
    endTurn(g);
    const can = g.state.cards.find((c) => c.zone === 'attached' && c.host === mine)?.id ?? -1;
    moveCard(g, can, 'trash');
    play(g, '居残り練習', [mine]);
    expect(powerOf(g, mine)).toBe(4000);
  });

  it('一眼レフカメラ: the host gains 「[スリープ]：look at the top card, may put it at the bottom」', () => {
    const g = game('d16', { hand: ['一眼レフカメラ'], energy: 1, battlefield: [SHIORI], main: [RICO, AOI] });
    const host = on(g, SHIORI, 0);
    play(g, '一眼レフカメラ', [host]);
    activate(g, host, [], { may: [true], choose: [RICO] });
    expect(g.state.cards[host].sleep).toBe(true);
    expect(top(g, 0, 1)).toEqual([AOI]);
    expect(bottom(g, 0, 1)).toEqual([RICO]);
    const g2 = game('d16', { hand: ['一眼レフカメラ'], energy: 1, battlefield: [SHIORI], main: [RICO, AOI] });
    const host2 = on(g2, SHIORI, 0);
    play(g2, '一眼レフカメラ', [host2]);
    activate(g2, host2, [], { may: [false], choose: [] });
    expect(top(g2, 0, 1)).toEqual([RICO]);
  });

  it('部長の腕章: +2000, 《部長》 and 【警戒】', () => {
    const g = game('d16', { hand: ['部長の腕章'], energy: 2, battlefield: [SHIORI] });
    const host = on(g, SHIORI, 0);
    play(g, '部長の腕章', [host]);
    expect(powerOf(g, host)).toBe(4000);
    expect(traitsOf(g, host)).toContain('部長');
    expect(hasKeyword(g, host, 'vigilance')).toBe(true);
  });

  it('部活のお守り: the host destroyed → it goes to its owner’s hand instead of the trash', () => {
    const g = game('d16', { hand: ['部活のお守り', '部室の大掃除'], energy: 6 }, { battlefield: [RICO] });
    const host = on(g, RICO, 1);
    play(g, '部活のお守り', [host]);
    play(g, '部室の大掃除');
    expect(hand(g, 1)).toContain(RICO);
    expect(trash(g, 1)).not.toContain(RICO);
    expect(trash(g, 0)).toContain('部活のお守り');
  });

  it('音楽室: a 《軽音部》 character of yours entering → a random 《軽音部》 character of yours +1000 for the turn', () => {
    const g = game('d16', { battlefield: ['音楽室', AOI], hand: [SHIORI, HARU], energy: 4 });
    play(g, SHIORI);
    const shiori = on(g, SHIORI, 0);
    expect(powerOf(g, shiori)).toBe(3000);
    play(g, HARU);
    expect(powerOf(g, shiori)).toBe(3000);
    expect(powerOf(g, on(g, AOI, 0))).toBe(2000);
    endTurn(g);
    expect(powerOf(g, shiori)).toBe(2000);
  });

  it('家庭科室: at your turn end, draws only with 2+ 《料理部》 characters of yours', () => {
    const g = game('d16', { battlefield: ['家庭科室', '料理部 あじみのコハル', '兼部ガール ミツバ'] });
    endTurn(g);
    expect(handSize(g, 0)).toBe(1);
    const g2 = game(
      'd16',
      { battlefield: ['家庭科室', '料理部 あじみのコハル'] },
      { battlefield: ['兼部ガール ミツバ'] },
    );
    endTurn(g2);
    expect(handSize(g2, 0)).toBe(0);
  });
});

describe('d13–d16: keywords and plain effects', () => {
  it('社の守り鬼 (d13) / 荷揚げ人夫ボルグ (d14): 【反撃】 deals its power to the attacker of a successful defense', () => {
    for (const [set, name, power] of [
      ['d13', '社の守り鬼', 3000],
      ['d14', '荷揚げ人夫ボルグ', 3000],
    ] as const) {
      const g = game(set, { battlefield: [name] }, { battlefield: ['大鳥居の番鬼'] }, 1);
      const foe = on(g, '大鳥居の番鬼', 1);
      attack(g, foe, { player: 0 });
      defend(g, on(g, name, 0));
      expect(g.state.cards[foe].damage).toBe(power);
    }
  });

  it('影踏みの童鬼 (d13) / 夜鷹 (d15) / 陸上部 スプリンターのハル (d16): 【神速】: only a 【神速】 character may defend', () => {
    for (const [set, name] of [
      ['d13', '影踏みの童鬼'],
      ['d15', '夜鷹'],
      ['d16', '陸上部 スプリンターのハル'],
    ] as const) {
      const g = game(set, { battlefield: [name] }, { battlefield: ['大鳥居の番鬼', '影踏みの童鬼'] });
      const foeHaste = on(g, '影踏みの童鬼', 1);
      attack(g, on(g, name, 0), { player: 1 });
      expect(canDefend(g, on(g, '大鳥居の番鬼', 1))).toBe(false);
      expect(canDefend(g, foeHaste)).toBe(true);
    }
  });

  it('鬼哭 (d13): +2000 for the turn to a character of yours (not an opposing one)', () => {
    const g = game(
      'd13',
      { hand: ['鬼哭'], energy: 1, battlefield: ['篝火の舞手'] },
      { battlefield: ['大鳥居の番鬼'] },
    );
    const cmd = inHand(g, 0, '鬼哭');
    const foe = on(g, '大鳥居の番鬼', 1);
    expect(legalActions(g).some((a) => a.type === 'play' && a.card === cmd && a.targets.includes(foe))).toBe(
      false,
    );
    const mine = on(g, '篝火の舞手', 0);
    play(g, '鬼哭', [mine]);
    expect(powerOf(g, mine)).toBe(4000);
    endTurn(g);
    expect(powerOf(g, mine)).toBe(2000);
  });
});

describe('d13–d16: short decks (looking never reloads, HF-10.3)', () => {
  it('真珠採りの少女シオ / 貝殻占いの老婆 (d14) / 写真部 カメラのリン (d16): with fewer than 3 cards, nothing happens, no reload', () => {
    for (const [set, name] of [
      ['d14', '真珠採りの少女シオ'],
      ['d14', '貝殻占いの老婆'],
      ['d16', '写真部 カメラのリン'],
    ] as const) {
      const g = game(set, {
        hand: [name],
        energy: 2,
        main: ['港の荷運びトト', '荷崩れ'],
        mainCount: 2,
        trash: ['密約'],
      });
      play(g, name, [], { choose: ['荷崩れ', '港の荷運びトト'] });
      expect(names(g, g.state.players[0].mainDeck)).toEqual(['港の荷運びトト', '荷崩れ']);
      expect(hand(g, 0)).toEqual([]);
      expect(g.state.players[0].energy.length).toBe(2);
      expect(trash(g, 0)).toEqual(['密約']);
      expect(damageCount(g, 0)).toBe(0);
    }
  });

  it('記念撮影 (d16): with 1 card, nothing happens, no reload', () => {
    const g = game('d16', {
      hand: ['記念撮影'],
      energy: 1,
      main: ['港の荷運びトト'],
      mainCount: 1,
      trash: ['密約'],
    });
    play(g, '記念撮影', [], { choose: ['港の荷運びトト'] });
    expect(names(g, g.state.players[0].mainDeck)).toEqual(['港の荷運びトト']);
    expect(hand(g, 0)).toEqual([]);
  });

  it('貝殻商会の大番頭ミルダ (d14): with 1 card, that one becomes an asleep energy; no reload', () => {
    const g = game('d14', {
      hand: ['貝殻商会の大番頭ミルダ'],
      energy: 6,
      main: ['荷崩れ'],
      mainCount: 1,
      trash: ['密約'],
    });
    play(g, '貝殻商会の大番頭ミルダ');
    expect(g.state.players[0].energy.length).toBe(7);
    expect(g.state.players[0].mainDeck.length).toBe(0);
    expect(trash(g, 0)).toEqual(['密約']);
  });

  it('徴税船の船長イーサ / 月狩りの古老 (d15): an empty main deck: nothing is placed, no reload', () => {
    const g = game(
      'd14',
      { battlefield: ['徴税船の船長イーサ'], mainCount: 0, trash: ['密約'] },
      { guard: ['港の荷運びトト'], energy: 1 },
      1,
    );
    act(g, { type: 'play', card: inGuard(g, 1, '港の荷運びトト'), targets: [] });
    settle(g);
    expect(g.state.players[0].energy.length).toBe(0);
    expect(trash(g, 0)).toEqual(['密約']);
    const g2 = game('d15', {
      battlefield: ['月狩りの古老'],
      mainCount: 0,
      trash: ['影縫い'],
      damageField: ['夜鷹'],
    });
    const guard = g2.state.players[0].guardDeck.length;
    activate(g2, on(g2, '月狩りの古老', 0));
    expect(g2.state.players[0].guardDeck.length).toBe(guard);
    expect(trash(g2, 0)).toContain('影縫い');
  });
});
