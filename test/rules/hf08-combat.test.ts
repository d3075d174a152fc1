// HF-8 combat (000 ■戦闘（攻撃と防御）, 001 戦闘).
import { describe, expect, it } from 'vitest';
import { HERALD, PRIVATE, SOLDIER } from '../helpers/cards.js';
import { events } from '../helpers/events.js';
import { fixtureCards } from '../helpers/fixtureCards.js';
import { takeAllDamage } from '../helpers/flow.js';
import { act, cardId, makeGame, passAll } from '../helpers/harness.js';
import { ofType } from '../helpers/lookup.js';

// 巨人 (9000) and 盾の兵 (2000, draws when it defends).
const CARDS = [SOLDIER, PRIVATE, HERALD, ...fixtureCards('hf08-combat').all];

describe('HF-8 combat', () => {
  it('HF-8.1 only an active character of the turn player attacks; the target is the opponent or an asleep opponent character', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { battlefield: ['三千の兵', { name: '兵卒', sleep: true }] },
      p1: { battlefield: [{ name: '巨人', sleep: true }, '盾の兵'], marker: false },
    });
    const soldier = cardId(g, '三千の兵', 0);
    const giant = cardId(g, '巨人', 1);
    const got = ofType(g, 'attack').map((a) => [a.attacker, a.target]);
    expect(got).toEqual([
      [soldier, { player: 1 }],
      [soldier, { card: giant }],
    ]);
  });

  it('HF-8.1 declaring turns the attacker asleep, resolves "when this attacks" at once, and opens a window for the opponent', () => {
    const g = makeGame({ cards: CARDS, p0: { battlefield: ['号令の兵'] }, p1: { marker: false } });
    const herald = cardId(g, '号令の兵', 0);
    const hand = g.state.players[0].hand.length;
    act(g, { type: 'attack', attacker: herald, target: { player: 1 } });
    expect(g.state.cards[herald].sleep).toBe(true);
    expect(g.state.players[0].hand.length).toBe(hand + 1);
    expect(g.state.pending).toEqual({ kind: 'window', player: 1 });
    expect(g.state.chain).toEqual([
      expect.objectContaining({ kind: 'attack', attacker: herald, target: { player: 1 } }),
    ]);
    expect(events(g, 'attack')).toEqual([
      { type: 'attack', player: 0, attacker: herald, target: { player: 1 } },
    ]);
  });

  it('HF-8.2 an attacker that leaves the battlefield before its attack resolves makes the attack fail', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { battlefield: ['兵卒'] },
      p1: { battlefield: ['盾の兵'], hand: ['業火'], energy: 2, marker: false },
    });
    const attacker = cardId(g, '兵卒', 0);
    act(g, { type: 'attack', attacker, target: { player: 1 } });
    act(g, { type: 'play', card: cardId(g, '業火', 1), targets: [attacker] });
    passAll(g);
    expect(g.state.cards[attacker].zone).toBe('trash');
    expect(events(g, 'attackFails')).toHaveLength(1);
    expect(g.state.combat).toBeNull();
    // No defense is asked for and no damage is dealt.
    expect(events(g, 'defend')).toEqual([]);
    expect(g.state.players[1].guardDeck).toHaveLength(10);
    expect(g.state.pending).toEqual({ kind: 'main', player: 0 });
  });

  it('HF-8.2 an attacker that leaves during the defense window makes the attack fail before damage', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { battlefield: ['三千の兵'] },
      p1: { battlefield: ['盾の兵'], hand: ['業火'], energy: 2, marker: false },
    });
    const attacker = cardId(g, '三千の兵', 0);
    const defender = cardId(g, '盾の兵', 1);
    act(g, { type: 'attack', attacker, target: { player: 1 } });
    passAll(g);
    act(g, { type: 'defend', defender });
    act(g, { type: 'pass' }); // player 0
    act(g, { type: 'play', card: cardId(g, '業火', 1), targets: [attacker] }); // player 1, window opened by the pass
    passAll(g);
    expect(g.state.cards[attacker].zone).toBe('trash');
    expect(events(g, 'defenseResult')).toEqual([expect.objectContaining({ defender, ok: true })]);
    expect(events(g, 'attackFails')).toHaveLength(1);
    expect(g.state.cards[defender].damage).toBe(0);
    expect(events(g, 'damageCharacter').filter((e) => e.byAttack)).toEqual([]);
    expect(g.state.players[1].guardDeck).toHaveLength(10);
    expect(g.state.pending).toEqual({ kind: 'main', player: 0 });
  });

  it('HF-8.2 a targeted character that becomes active does not stop the attack; it continues against that character', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { battlefield: ['三千の兵'] },
      p1: { battlefield: [{ name: '兵卒', sleep: true }], hand: ['守りの盾'], energy: 1, marker: false },
    });
    const attacker = cardId(g, '三千の兵', 0);
    const target = cardId(g, '兵卒', 1);
    act(g, { type: 'attack', attacker, target: { card: target } });
    act(g, { type: 'play', card: cardId(g, '守りの盾', 1), targets: [target] });
    passAll(g);
    expect(g.state.cards[target].sleep).toBe(false);
    expect(events(g, 'attackFails')).toEqual([]);
    // It may now defend (HF-8.3), but declines: the attack goes on against it.
    expect(g.state.pending).toEqual({ kind: 'defense', player: 1 });
    act(g, { type: 'defend', defender: null });
    expect(g.state.cards[target].zone).toBe('trash');
    expect(events(g, 'damageCharacter')).toEqual([
      expect.objectContaining({ card: target, amount: 3000, byAttack: true }),
    ]);
    expect(g.state.players[1].guardDeck).toHaveLength(10);
  });

  it('HF-8.3 only the attacked player’s active characters may defend; defending sleeps it, resolves "when this defends", opens a window for the attacker', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { battlefield: ['三千の兵', '兵卒'] },
      p1: { battlefield: ['盾の兵', { name: '巨人', sleep: true }], marker: false },
    });
    const attacker = cardId(g, '三千の兵', 0);
    const bearer = cardId(g, '盾の兵', 1);
    act(g, { type: 'attack', attacker, target: { player: 1 } });
    passAll(g);
    expect(g.state.pending).toEqual({ kind: 'defense', player: 1 });
    expect(ofType(g, 'defend').map((a) => a.defender)).toEqual([bearer, null]);
    const hand = g.state.players[1].hand.length;
    act(g, { type: 'defend', defender: bearer });
    expect(g.state.cards[bearer].sleep).toBe(true);
    expect(g.state.players[1].hand.length).toBe(hand + 1);
    expect(g.state.pending).toEqual({ kind: 'window', player: 0 });
    expect(g.state.chain).toEqual([
      expect.objectContaining({ kind: 'defense', defender: bearer, player: 1 }),
    ]);
  });

  it('HF-8.3 a character that is itself the attack target may defend against that attack', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { battlefield: ['兵卒'] },
      p1: { battlefield: [{ name: '盾の兵', sleep: true }], hand: ['守りの盾'], energy: 1, marker: false },
    });
    const attacker = cardId(g, '兵卒', 0);
    const target = cardId(g, '盾の兵', 1);
    act(g, { type: 'attack', attacker, target: { card: target } });
    act(g, { type: 'play', card: cardId(g, '守りの盾', 1), targets: [target] });
    passAll(g);
    expect(ofType(g, 'defend').map((a) => a.defender)).toEqual([target, null]);
    act(g, { type: 'defend', defender: target });
    passAll(g);
    expect(events(g, 'defenseResult')).toEqual([expect.objectContaining({ defender: target, ok: true })]);
    expect(g.state.cards[target].damage).toBe(1000);
    expect(g.state.cards[target].sleep).toBe(true);
  });

  it('HF-8.4 a successful defense makes the defender the target: an attack on the player hits the defender instead', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { battlefield: ['三千の兵'] },
      p1: { battlefield: ['学徒'], marker: false },
    });
    const attacker = cardId(g, '三千の兵', 0);
    const student = cardId(g, '学徒', 1);
    act(g, { type: 'attack', attacker, target: { player: 1 } });
    passAll(g);
    act(g, { type: 'defend', defender: student });
    passAll(g);
    expect(events(g, 'defenseResult')).toEqual([expect.objectContaining({ defender: student, ok: true })]);
    expect(g.state.cards[student].zone).toBe('trash');
    expect(events(g, 'damagePlayer')).toEqual([]);
    expect(g.state.players[1].guardDeck).toHaveLength(10);
    expect(g.state.pending).toEqual({ kind: 'main', player: 0 });
  });

  it('HF-8.4 a successful defense redirects an attack aimed at another character', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { battlefield: ['三千の兵'] },
      p1: { battlefield: [{ name: '兵卒', sleep: true }, '盾の兵'], marker: false },
    });
    const attacker = cardId(g, '三千の兵', 0);
    const original = cardId(g, '兵卒', 1);
    const bearer = cardId(g, '盾の兵', 1);
    act(g, { type: 'attack', attacker, target: { card: original } });
    passAll(g);
    act(g, { type: 'defend', defender: bearer });
    passAll(g);
    expect(g.state.cards[bearer].zone).toBe('trash');
    expect(g.state.cards[original].zone).toBe('battlefield');
    expect(g.state.cards[original].damage).toBe(0);
  });

  it('HF-8.4 a defender that leaves during the defense window makes the defense fail; the original target stands', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { battlefield: ['三千の兵'], hand: ['業火'], energy: 2 },
      p1: { battlefield: ['学徒'], marker: false },
    });
    const attacker = cardId(g, '三千の兵', 0);
    const student = cardId(g, '学徒', 1);
    act(g, { type: 'attack', attacker, target: { player: 1 } });
    passAll(g);
    act(g, { type: 'defend', defender: student });
    act(g, { type: 'play', card: cardId(g, '業火', 0), targets: [student] });
    passAll(g);
    expect(g.state.cards[student].zone).toBe('trash');
    expect(events(g, 'defenseResult')).toEqual([expect.objectContaining({ defender: student, ok: false })]);
    // The attack still hits player 1.
    takeAllDamage(g, 1);
    expect(g.state.players[1].guardDeck).toHaveLength(9);
    expect(g.state.players[1].damageField).toHaveLength(1);
  });

  it('HF-8.4 declining to defend opens no window; damage follows at once', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { battlefield: ['三千の兵'] },
      p1: { battlefield: ['盾の兵'], marker: false },
    });
    act(g, { type: 'attack', attacker: cardId(g, '三千の兵', 0), target: { player: 1 } });
    passAll(g);
    const at = g.state.log.length;
    act(g, { type: 'defend', defender: null });
    expect(g.state.log.slice(at).some((e) => e.type === 'windowOpen')).toBe(false);
    expect(g.state.pending).toEqual(expect.objectContaining({ kind: 'damage', player: 1 }));
  });

  it('HF-8.5 an attack on a player deals exactly 1 damage, whatever the attacker’s power', () => {
    const g = makeGame({ cards: CARDS, p0: { battlefield: ['巨人'] }, p1: { marker: false } });
    act(g, { type: 'attack', attacker: cardId(g, '巨人', 0), target: { player: 1 } });
    passAll(g);
    takeAllDamage(g, 1);
    expect(events(g, 'damagePlayer')).toEqual([expect.objectContaining({ player: 1, amount: 1 })]);
    expect(g.state.players[1].guardDeck).toHaveLength(9);
    expect(g.state.players[1].damageField).toHaveLength(1);
    expect(g.state.pending).toEqual({ kind: 'main', player: 0 });
  });

  it('HF-8.5 an attack on a character deals the attacker’s power to it, one-sidedly', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { battlefield: ['兵卒', '三千の兵'] },
      p1: {
        battlefield: [
          { name: '巨人', sleep: true },
          { name: '盾の兵', sleep: true },
        ],
        marker: false,
      },
    });
    const small = cardId(g, '兵卒', 0);
    const giant = cardId(g, '巨人', 1);
    act(g, { type: 'attack', attacker: small, target: { card: giant } });
    passAll(g);
    expect(g.state.cards[giant].damage).toBe(1000);
    expect(g.state.cards[giant].zone).toBe('battlefield');
    // The 9000 target deals nothing back.
    expect(g.state.cards[small].damage).toBe(0);
    expect(g.state.cards[small].zone).toBe('battlefield');

    const soldier = cardId(g, '三千の兵', 0);
    const bearer = cardId(g, '盾の兵', 1);
    act(g, { type: 'attack', attacker: soldier, target: { card: bearer } });
    passAll(g);
    expect(g.state.cards[bearer].zone).toBe('trash');
    expect(g.state.cards[soldier].damage).toBe(0);
    expect(g.state.players[1].guardDeck).toHaveLength(10);
  });

  it('HF-8.5 a defender without 【反撃】 deals no damage back to the attacker', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { battlefield: ['兵卒'] },
      p1: { battlefield: ['巨人'], marker: false },
    });
    const small = cardId(g, '兵卒', 0);
    const giant = cardId(g, '巨人', 1);
    act(g, { type: 'attack', attacker: small, target: { player: 1 } });
    passAll(g);
    act(g, { type: 'defend', defender: giant });
    passAll(g);
    expect(g.state.cards[giant].damage).toBe(1000);
    expect(g.state.cards[small].damage).toBe(0);
    expect(g.state.cards[small].zone).toBe('battlefield');
  });

  it('HF-8.6 if the target character has left by damage resolution, no damage is dealt and the attack is not redirected', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { battlefield: ['三千の兵'], hand: ['業火'], energy: 2 },
      p1: { battlefield: [{ name: '兵卒', sleep: true }], marker: false },
    });
    const attacker = cardId(g, '三千の兵', 0);
    const target = cardId(g, '兵卒', 1);
    act(g, { type: 'attack', attacker, target: { card: target } });
    act(g, { type: 'pass' }); // player 1
    act(g, { type: 'play', card: cardId(g, '業火', 0), targets: [target] });
    passAll(g);
    expect(g.state.cards[target].zone).toBe('trash');
    expect(g.state.cards[attacker].zone).toBe('battlefield');
    expect(events(g, 'damagePlayer')).toEqual([]);
    expect(events(g, 'damageCharacter').filter((e) => e.byAttack)).toEqual([]);
    expect(g.state.players[1].guardDeck).toHaveLength(10);
    expect(g.state.combat).toBeNull();
    expect(g.state.pending).toEqual({ kind: 'main', player: 0 });
  });

  it('HF-8.7 attacks happen only in the turn player’s main phase, one at a time, any number per turn', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { battlefield: ['三千の兵', '兵卒'] },
      p1: { battlefield: ['盾の兵'], marker: false },
    });
    const a = cardId(g, '三千の兵', 0);
    const b = cardId(g, '兵卒', 0);
    expect(new Set(ofType(g, 'attack').map((x) => x.attacker))).toEqual(new Set([a, b]));
    act(g, { type: 'attack', attacker: a, target: { player: 1 } });
    // While the attack waits, nobody may declare another attack.
    expect(ofType(g, 'attack')).toEqual([]); // player 1's window
    act(g, { type: 'pass' });
    expect(ofType(g, 'attack')).toEqual([]); // player 0's window: 兵卒 is active but the attack is still going on
    act(g, { type: 'pass' });
    expect(g.state.pending?.kind).toBe('defense');
    expect(ofType(g, 'attack')).toEqual([]);
    act(g, { type: 'defend', defender: null });
    takeAllDamage(g, 1);
    // Back in the main phase: a second attack by the other active character.
    expect(g.state.pending).toEqual({ kind: 'main', player: 0 });
    expect(ofType(g, 'attack').map((x) => x.attacker)).toEqual([b]);
    act(g, { type: 'attack', attacker: b, target: { player: 1 } });
    passAll(g);
    act(g, { type: 'defend', defender: null });
    takeAllDamage(g, 1);
    expect(g.state.players[1].damageField).toHaveLength(2);
    expect(ofType(g, 'attack')).toEqual([]); // no active character left

    // Outside the main phase (phase-end windows, the other player's decisions) nobody may attack; in player 1's
    // own main phase, player 1 may.
    act(g, { type: 'endMain' });
    for (let i = 0; i < 40 && !(g.state.pending?.kind === 'main' && g.state.pending.player === 1); i++) {
      expect(ofType(g, 'attack')).toEqual([]);
      const p = g.state.pending!;
      if (p.kind === 'window') act(g, { type: 'pass' });
      else if (p.kind === 'energy') act(g, { type: 'placeEnergy', place: false });
      else throw new Error(`unexpected decision ${p.kind}`);
    }
    expect(g.state.turnPlayer).toBe(1);
    expect(ofType(g, 'attack').map((x) => x.attacker)).toContain(cardId(g, '盾の兵', 1));
    expect(ofType(g, 'attack').every((x) => x.player === 1)).toBe(true);
  });
});
