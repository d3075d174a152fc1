// HF-17.2 The two process examples of 000 ■効果と対象 (acceptance cases for HF-5.7).
import { describe, expect, it } from 'vitest';
import type { Game } from '../../src/engine/index.js';
import { fixtureCard } from '../helpers/fixtureCards.js';
import { act, makeGame, passAll } from '../helpers/harness.js';
import { inHand, nameOf, onBattlefield } from '../helpers/lookup.js';

/** 000's second example: the same sentences without "その後" — two processes. */
const JUDGEMENT_TWO = fixtureCard('hf17-2-processes', '断罪・別文');

/**
 * p0 plays `judgement` on p1's 学徒, p1 passes, p0 answers its own play with 業火 on the same 学徒.
 * LIFO: 業火 destroys the target first, so at `judgement`'s resolution its target is gone.
 */
function playWithTargetGone(judgement: string): Game {
  const g = makeGame({
    cards: [JUDGEMENT_TWO],
    p0: { hand: [judgement, '業火'], energy: 5 },
    p1: { battlefield: ['学徒'] },
  });
  const student = onBattlefield(g, '学徒', 1);
  act(g, { type: 'play', card: inHand(g, judgement, 0), targets: [student] });
  act(g, { type: 'pass' });
  act(g, { type: 'play', card: inHand(g, '業火', 0), targets: [student] });
  passAll(g);
  expect(g.state.cards[student].zone).toBe('trash');
  expect(g.state.pending).toEqual({ kind: 'main', player: 0 });
  return g;
}

describe('HF-17.2 process examples (000 ■効果と対象)', () => {
  it('HF-17.2 "…それを破壊する。その後、…1枚引く。" is one process: with its target gone, no card is drawn', () => {
    const g = playWithTargetGone('断罪');
    expect(g.state.players[0].hand).toEqual([]);
    expect(g.state.log.some((e) => e.type === 'draw')).toBe(false);
    expect(g.state.log).toContainEqual(
      expect.objectContaining({
        type: 'processFails',
        card: g.state.players[0].trash.find((id) => nameOf(g, id) === '断罪'),
      }),
    );
  });

  it('HF-17.2 "…それを破壊する。…1枚引く。" is two processes: with its target gone, the card is drawn anyway', () => {
    const g = playWithTargetGone('断罪・別文');
    expect(g.state.players[0].hand.length).toBe(1);
    expect(g.state.log.filter((e) => e.type === 'draw' && e.player === 0).length).toBe(1);
  });

  it('HF-17.2 with a legal target both forms destroy it and then draw', () => {
    for (const name of ['断罪', '断罪・別文']) {
      const g = makeGame({
        cards: [JUDGEMENT_TWO],
        p0: { hand: [name], energy: 3 },
        p1: { battlefield: ['紅蓮の剣士'] },
      });
      const victim = onBattlefield(g, '紅蓮の剣士', 1);
      act(g, { type: 'play', card: inHand(g, name, 0), targets: [victim] });
      passAll(g);
      expect(g.state.cards[victim].zone).toBe('trash');
      expect(g.state.players[0].hand.length).toBe(1);
      const kinds = g.state.log.map((e) => e.type).filter((t) => t === 'destroyed' || t === 'draw');
      expect(kinds).toEqual(['destroyed', 'draw']);
    }
  });
});
