// HF-17.1: the worked example of 000 ■インタラプション, step by step.
import { describe, expect, it } from 'vitest';
import type { Game } from '../../src/engine/index.js';
import { SOLDIER } from '../helpers/cards.js';
import { fixtureCard } from '../helpers/fixtureCards.js';
import { act, cardId, makeGame, passAll, power } from '../helpers/harness.js';

/** キャラクター一体を対象とし、それに4000ダメージを与える。 */
const THUNDER = fixtureCard('hf17-1-interruption', '四千の雷');

/** Plays the example up to the point where the last player passes; returns the ids involved. */
function playExample(): { g: Game; soldier: number; thunder: number; boost1: number; boost2: number } {
  const g = makeGame({
    cards: [SOLDIER, THUNDER],
    p0: { battlefield: ['三千の兵'], hand: ['鼓舞', '鼓舞'], energy: 2 },
    p1: { battlefield: ['学徒'], hand: ['四千の雷'], energy: 2, marker: false },
  });
  const soldier = cardId(g, '三千の兵', 0);
  const thunder = cardId(g, '四千の雷', 1);
  const boost1 = cardId(g, '鼓舞', 0, 0);
  const boost2 = cardId(g, '鼓舞', 0, 1);

  // You: attack with a 3000 character.
  act(g, { type: 'attack', attacker: soldier, target: { player: 1 } });
  expect(g.state.pending).toEqual({ kind: 'window', player: 1 });
  // Opponent: a command dealing 4000 damage to it.
  act(g, { type: 'play', card: thunder, targets: [soldier] });
  expect(g.state.pending).toEqual({ kind: 'window', player: 0 });
  // You: +1000 (1).
  act(g, { type: 'play', card: boost1, targets: [soldier] });
  expect(g.state.pending).toEqual({ kind: 'window', player: 1 });
  // Opponent: does nothing.
  act(g, { type: 'pass' });
  expect(g.state.window).toEqual({ holder: 0, openedByPass: true });
  // You: +1000 (2).
  act(g, { type: 'play', card: boost2, targets: [soldier] });
  expect(g.state.window).toEqual({ holder: 1, openedByPass: false });
  // Opponent: does nothing.
  act(g, { type: 'pass' });
  expect(g.state.window).toEqual({ holder: 0, openedByPass: true });
  // Nothing has resolved so far.
  expect(g.state.chain.map((i) => (i.kind === 'play' ? i.card : i.kind))).toEqual([
    'attack',
    thunder,
    boost1,
    boost2,
  ]);
  expect(g.state.cards[soldier].damage).toBe(0);
  expect(power(g, soldier)).toBe(3000);
  return { g, soldier, thunder, boost1, boost2 };
}

describe('HF-17.1 interruption worked example (000 ■インタラプション)', () => {
  it('HF-17.1 resolves (2), (1), then the 4000 damage: the 5000 character survives and the opponent chooses whether to defend', () => {
    const { g, soldier, thunder, boost1, boost2 } = playExample();
    const at = g.state.log.length;
    // You: do nothing — pass answering a pass closes the window.
    act(g, { type: 'pass' });
    const after = g.state.log.slice(at);
    const resolved = after.flatMap((e) => (e.type === 'resolve' ? [e.card] : []));
    expect(resolved).toEqual([boost2, boost1, thunder, soldier]);
    // Both power changes came before the damage.
    const order = after.flatMap((e) =>
      e.type === 'powerChange' ? ['+1000'] : e.type === 'damageCharacter' ? [`dmg${e.amount}`] : [],
    );
    expect(order).toEqual(['+1000', '+1000', 'dmg4000']);
    expect(power(g, soldier)).toBe(5000);
    expect(g.state.cards[soldier].damage).toBe(4000);
    expect(g.state.cards[soldier].zone).toBe('battlefield');
    expect(after.some((e) => e.type === 'destroyed' || e.type === 'attackFails')).toBe(false);
    expect(g.state.players[1].trash).toContain(thunder);
    expect(g.state.players[0].trash).toEqual(expect.arrayContaining([boost1, boost2]));
    // The attack succeeded: the opponent now chooses whether to defend.
    expect(g.state.pending).toEqual({ kind: 'defense', player: 1 });
    expect(g.state.combat).toEqual(expect.objectContaining({ attacker: soldier, target: { player: 1 } }));
  });

  it('HF-17.1 the opponent declines to defend and takes 1 damage from the surviving attacker', () => {
    const { g } = playExample();
    act(g, { type: 'pass' });
    act(g, { type: 'defend', defender: null });
    while (g.state.pending?.kind === 'damage')
      act(g, { type: 'takeDamage', card: g.state.players[1].guardDeck[0] });
    expect(g.state.players[1].damageField).toHaveLength(1);
    expect(g.state.pending).toEqual({ kind: 'main', player: 0 });
  });

  it('HF-17.1 the opponent defends instead: the defender takes the 5000-power attack', () => {
    const { g, soldier } = playExample();
    act(g, { type: 'pass' });
    const student = cardId(g, '学徒', 1);
    act(g, { type: 'defend', defender: student });
    passAll(g);
    expect(g.state.cards[student].zone).toBe('trash');
    expect(
      g.state.log.some((e) => e.type === 'damageCharacter' && e.card === student && e.amount === 5000),
    ).toBe(true);
    expect(g.state.cards[soldier].zone).toBe('battlefield');
    expect(g.state.players[1].guardDeck).toHaveLength(10);
  });
});
