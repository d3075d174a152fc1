// HF-17.5 (001's counter example): a defender with 【反撃】 and an attacker that both take lethal damage are
// both destroyed, and the attack damage is not cancelled by the counter (HF-13.1). Rule IDs: docs/rules.md.
import { describe, expect, it } from 'vitest';
import type { Game } from '../../src/engine/index.js';
import { BRUTE } from '../helpers/cards.js';
import { events } from '../helpers/events.js';
import { fixtureCards } from '../helpers/fixtureCards.js';
import { act, cardId, makeGame, passAll } from '../helpers/harness.js';

// 反撃の巨人 (4000) and 反撃の大巨人 (5000), both 【反撃】.
const COUNTERS = fixtureCards('hf17-5-counter');
const CARDS = [BRUTE, COUNTERS.card('反撃の巨人')];

/** p0 attacks p1 with `attacker`; p1 defends with `defender`; everybody passes. */
function attackAndDefend(g: Game, attacker: number, defender: number): void {
  act(g, { type: 'attack', attacker, target: { player: 1 } });
  passAll(g);
  expect(g.state.pending).toEqual({ kind: 'defense', player: 1 });
  act(g, { type: 'defend', defender });
  passAll(g);
}

describe('HF-17.5 counter: mutual destruction', () => {
  it('HF-17.5 a 3000 attacker and a 3000 【反撃】 defender destroy each other', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { battlefield: ['闘う者'] },
      p1: { battlefield: ['紅蓮の剣士'] },
    });
    const attacker = cardId(g, '闘う者', 0);
    const defender = cardId(g, '紅蓮の剣士', 1);
    attackAndDefend(g, attacker, defender);

    // Both damages were dealt: the attack damage was not cancelled by the counter.
    const dealt = events(g, 'damageCharacter').map((e) => [e.card, e.amount, e.byAttack]);
    expect(dealt).toContainEqual([defender, 3000, true]);
    expect(dealt).toContainEqual([attacker, 3000, false]);
    expect(
      events(g, 'destroyed')
        .map((e) => e.card)
        .sort(),
    ).toEqual([attacker, defender].sort());
    expect(g.state.cards[attacker].zone).toBe('trash');
    expect(g.state.cards[defender].zone).toBe('trash');
    expect(g.state.players[0].trash).toContain(attacker);
    expect(g.state.players[1].trash).toContain(defender);
    // The attack was redirected to the defender: the defending player took no damage.
    expect(g.state.players[1].guardDeck.length).toBe(10);
    expect(g.state.pending).toEqual({ kind: 'main', player: 0 });
  });

  it('HF-17.5 damage is simultaneous: the attack damage lands even though the counter alone is lethal', () => {
    // The attacker (3000) dies to the counter (4000); its own 3000 still hits the 4000 defender.
    const g = makeGame({
      cards: CARDS,
      p0: { battlefield: ['闘う者'] },
      p1: { battlefield: ['反撃の巨人'] },
    });
    const attacker = cardId(g, '闘う者', 0);
    const defender = cardId(g, '反撃の巨人', 1);
    attackAndDefend(g, attacker, defender);
    expect(g.state.cards[attacker].zone).toBe('trash');
    expect(g.state.cards[defender].zone).toBe('battlefield');
    expect(g.state.cards[defender].damage).toBe(3000);
  });

  it('HF-17.5 when both die, the attacker’s "destroys by attack" abilities still fire, set cards included', () => {
    // 穿つ槍兵 (4000, 【貫通】) with 炎の剣 (+1000, 【貫通】) attacks; 5000 counter defender: both are destroyed,
    // and both 【貫通】 instances deal 1 damage each to the defending player (HF-13.3, HF-13.10).
    const g = makeGame({
      cards: [...CARDS, COUNTERS.card('反撃の大巨人')],
      p0: { hand: ['炎の剣'], battlefield: ['穿つ槍兵'], energy: 1 },
      p1: { battlefield: ['反撃の大巨人'] },
    });
    const lancer = cardId(g, '穿つ槍兵', 0);
    const defender = cardId(g, '反撃の大巨人', 1);
    const sword = cardId(g, '炎の剣', 0);
    act(g, { type: 'play', card: sword, targets: [lancer] });
    passAll(g);
    attackAndDefend(g, lancer, defender);
    expect(
      events(g, 'destroyed')
        .map((e) => e.card)
        .sort(),
    ).toEqual([lancer, defender].sort());
    // Two pierce triggers: the turn player orders them, then each deals 1.
    expect(g.state.pending).toEqual({ kind: 'orderTriggers', player: 0 });
    act(g, { type: 'nextTrigger', index: 0 });
    for (let i = 0; i < 2; i++) {
      expect(g.state.pending?.kind).toBe('damage');
      act(g, { type: 'takeDamage', card: g.state.players[1].guardDeck[0] });
    }
    expect(g.state.players[1].damageField.length).toBe(2);
    expect(g.state.cards[lancer].zone).toBe('trash');
    expect(g.state.cards[sword].zone).toBe('trash');
  });
});
