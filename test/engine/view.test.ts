// view() shows what every player can work out about the battlefield (HF-12.6, HF-14.3) — each character's
// power, keywords and traits with every effect in force, the set cards on it and the lasting effects — and
// nothing hidden (HF-16.8).
import { describe, expect, it } from 'vitest';
import { type VisibleCard, view } from '../../src/engine/view.js';
import { act, cardId, makeGame, passAll, power } from '../helpers/harness.js';

function seenCard(cards: ReturnType<typeof view>['battlefield'], id: number): VisibleCard {
  const c = cards.find((x) => !('hidden' in x) && x.id === id);
  if (!c || 'hidden' in c) throw new Error(`card ${id} is not visible`);
  return c;
}

describe('HF-12.6 HF-16.8 the view shows each battlefield character as it is now', () => {
  it('HF-12.6 a set card, a world set and an "until end of turn" effect are in the status both players see', () => {
    const g = makeGame({
      p0: { battlefield: ['紅蓮の剣士', '戦旗の城'], hand: ['炎の剣', '鼓舞'], energy: 2 },
      p1: { battlefield: ['見張りの騎士'] },
    });
    const sword = cardId(g, '紅蓮の剣士', 0);
    const blade = cardId(g, '炎の剣', 0);
    act(g, { type: 'play', card: blade, targets: [sword] });
    passAll(g);
    act(g, { type: 'play', card: cardId(g, '鼓舞', 0), targets: [sword] });
    passAll(g);
    const expected = power(g, sword);
    expect(expected).toBe(3000 + 1000 + 500 + 1000); // printed, 炎の剣, 戦旗の城, 鼓舞 (until end of turn)
    for (const viewer of [0, 1] as const) {
      const v = view(g, viewer);
      const status = seenCard(v.battlefield, sword).status!;
      expect(status.power).toBe(expected);
      expect(status.keywords).toContain('pierce'); // granted by 炎の剣
      expect(status.cannotAttack).toBe(false);
      expect(v.attached.map((c) => ('hidden' in c ? null : c.name))).toEqual(['炎の剣']);
      expect(v.effects).toHaveLength(1);
      expect(v.effects[0]).toMatchObject({ kind: 'power', card: sword, amount: 1000 });
    }
  });

  it('HF-16.8 a world set has no status; an opponent character has one', () => {
    const g = makeGame({ p0: { battlefield: ['戦旗の城'] }, p1: { battlefield: ['見張りの騎士'] } });
    const v = view(g, 0);
    expect(seenCard(v.battlefield, cardId(g, '戦旗の城', 0)).status).toBeUndefined();
    expect(seenCard(v.battlefield, cardId(g, '見張りの騎士', 1)).status?.power).toBe(
      power(g, cardId(g, '見張りの騎士', 1)),
    );
  });
});
