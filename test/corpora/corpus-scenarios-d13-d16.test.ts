// Issue 22 ("Done when": 0 accepted cards behave differently from their intent): the accepted cards of the
// designer corpora d13–d16 (d1–d8: corpus-scenarios.test.ts, d9–d12: corpus-scenarios-d9-d12.test.ts) with a
// subtle mechanic, played in the engine exactly as their designer wrote them (test/corpora/<set>.hf, compiled one
// by one as corpusReach does), each asserting what its `# 意図:` says — or, where the intent goes against the
// seeds or a RULING of docs/engine.md, what the rules say (the test names the ruling).
import { describe, expect, it } from 'vitest';
import type { PlayerIndex } from '../../src/core/cardTypes.js';
import { apply, legalActions } from '../../src/engine/index.js';
import { hasKeyword, powerOf, traitsOf } from '../../src/engine/query.js';
import { moveCard } from '../../src/engine/zones.js';
import {
  type Answers,
  type G,
  activate,
  corpusGame,
  damageCount,
  inHand,
  names,
  on,
  play,
  settle,
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

const top = (g: G, p: PlayerIndex, n: number) => names(g, g.state.players[p].mainDeck.slice(0, n));
const bottom = (g: G, p: PlayerIndex, n: number) => names(g, g.state.players[p].mainDeck.slice(-n));
const activeEnergy = (g: G, p: PlayerIndex) =>
  g.state.players[p].energy.filter((id) => !g.state.cards[id].sleep).length;
const hand = (g: G, p: PlayerIndex) => names(g, g.state.players[p].hand);
const trash = (g: G, p: PlayerIndex) => names(g, g.state.players[p].trash);
const handSize = (g: G, p: PlayerIndex) => g.state.players[p].hand.length;
const canActivate = (g: G, card: number) =>
  legalActions(g).some((a) => a.type === 'activate' && a.card === card);
const canDefend = (g: G, card: number) =>
  legalActions(g).some((a) => a.type === 'defend' && a.defender === card);
const inTrash = (g: G, p: PlayerIndex, name: string) => {
  const id = g.state.players[p].trash.find((c) => nameOf(g, c) === name);
  if (id === undefined) throw new Error(`no ${name} in the trash`);
  return id;
};
const inGuard = (g: G, p: PlayerIndex, name: string) => {
  const id = g.state.players[p].guardDeck.find((c) => nameOf(g, c) === name);
  if (id === undefined) throw new Error(`no ${name} in the guard deck`);
  return id;
};
/** The amounts of damage dealt to characters, in order (from the log). */
const dealt = (g: G) => g.state.log.flatMap((e) => (e.type === 'damageCharacter' ? [e.amount] : []));
/** Ends the turn (both players pass), stopping at the next main phase. */
const endTurn = (g: G, answers: Answers = {}) => {
  act(g, { type: 'endMain' });
  settle(g, answers, ['main']);
};
/** The turn player attacks `target` with `attacker`; stops at the defense (or the main phase). */
const attack = (g: G, attacker: number, target: { player: PlayerIndex } | { card: number }, answers: Answers = {}) => {
  act(g, { type: 'attack', attacker, target });
  settle(g, answers);
};
/** The defender answers the pending defense with `defender` (or none), then the attack runs to the main phase. */
const defend = (g: G, defender: number | null, answers: Answers = {}) => {
  act(g, { type: 'defend', defender });
  settle(g, answers, ['main']);
};
/** Plays a card of the hand of player `p` (in a window or a main phase of that player). */
const playBy = (g: G, p: PlayerIndex, name: string, targets: number[] = [], answers: Answers = {}) => {
  act(g, { type: 'play', player: p, card: inHand(g, p, name), targets });
  settle(g, answers);
};
/** Passes windows until player `p` may play a card of their hand. */
const untilPlayable = (g: G, p: PlayerIndex) => {
  for (let i = 0; i < 20 && !legalActions(g).some((a) => a.type === 'play' && a.player === p); i++)
    apply(g, legalActions(g).find((a) => a.type === 'pass') ?? legalActions(g)[0]);
};

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
    const g = game('d13', { battlefield: ['宵闇の鈴振り'], energy: 1 }, { battlefield: ['鬼火の群れ', '篝火の舞手'] });
    const bell = on(g, '宵闇の鈴振り', 0);
    const kagari = on(g, '篝火の舞手', 1);
    activate(g, bell, [kagari]);
    expect(powerOf(g, kagari)).toBe(1000);
    expect(g.state.cards[bell].sleep).toBe(true);
    expect(activeEnergy(g, 0)).toBe(0);
    endTurn(g);
    expect(powerOf(g, kagari)).toBe(2000);
    const g2 = game('d13', { battlefield: ['宵闇の鈴振り'], energy: 1 }, { battlefield: ['鬼火の群れ'] });
    activate(g2, on(g2, '宵闇の鈴振り', 0), [on(g2, '鬼火の群れ', 1)], { targets: [[on(g2, '宵闇の鈴振り', 0)]] });
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
  });

  it('黄泉返りの巫女: [2][スリープ] a cost ≤ 3 character card of your trash enters asleep as yours', () => {
    const g = game('d13', { battlefield: ['黄泉返りの巫女'], energy: 2, trash: ['憑き物の狐', '神楽殿の主'] });
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

  it('血の盟約: 2 damage to yourself, then draw 2 and up to 2 asleep energies become active', () => {
    const g = game('d13', { hand: ['血の盟約'], energy: 3 });
    g.state.cards[g.state.players[0].energy[0]].sleep = true;
    play(g, '血の盟約');
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
    const g = game('d13', { hand: ['闇夜の舞'], energy: 1, battlefield: [{ name: '篝火の舞手', sleep: true }] });
    const kagari = on(g, '篝火の舞手', 0);
    play(g, '闇夜の舞', [kagari]);
    expect(g.state.cards[kagari].sleep).toBe(false);
    expect(damageCount(g, 0)).toBe(1);
    const g2 = game('d13', { hand: ['闇夜の舞'], energy: 1, battlefield: [{ name: '篝火の舞手', sleep: true }] });
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
    const g3 = game('d13', { guard: ['鎮魂の神楽'], trash: ['鬼火の群れ'] }, { battlefield: ['大鳥居の番鬼'] }, 1);
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
        { hand: [name, '祟り落とし'], energy: 5, damageField: ['篝火の舞手', '篝火の舞手', '篝火の舞手', '篝火の舞手'] },
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
    const g = game('d13', { hand: ['蝕みの鬼印'], energy: 2 }, { battlefield: ['大鳥居の番鬼', '神楽殿の主'] });
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
      { hand: ['舞面「泥眼」', '祟り落とし'], energy: 4, damageField: ['篝火の舞手', '篝火の舞手', '篝火の舞手', '篝火の舞手'] },
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
      { hand: ['舞面「泥眼」', '祟り落とし'], energy: 4, damageField: ['篝火の舞手', '篝火の舞手', '篝火の舞手', '篝火の舞手'] },
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
