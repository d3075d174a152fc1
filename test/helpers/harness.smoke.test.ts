import { describe, expect, it } from 'vitest';
import { act, cardId, makeGame, passAll } from './harness.js';

describe('test harness', () => {
  it('builds an exact board at the first main phase', () => {
    const g = makeGame({
      p0: { hand: ['業火'], energy: 3, battlefield: ['紅蓮の剣士'] },
      p1: { battlefield: [{ name: '学徒', sleep: true }] },
    });
    expect(g.state.pending).toEqual({ kind: 'main', player: 0 });
    expect(g.state.players[0].hand.length).toBe(1);
    const fire = cardId(g, '業火', 0);
    const target = cardId(g, '学徒', 1);
    act(g, { type: 'play', card: fire, targets: [target] });
    passAll(g);
    expect(g.state.cards[target].zone).toBe('trash');
  });
});
