// `illegal:` with a plain card name (issue 21): the name means only the cards the acting player could act with
// (those they control; off the battlefield, those they own — HF-14.2), so the other player's copy, refused for
// another reason, neither makes the check pass vacuously nor fails it; a name only the other player has asks
// for `A:` / `B:`.
import { describe, expect, it } from 'vitest';
import { mismatches, runText, scenario } from './harness.js';

const BOTH = {
  a: ['hand: [業火]', 'guardDeck: [守りの盾]'], // no energy: A cannot pay 業火's cost (HF-5.3)
  b: ['hand: [業火]', 'energy: 3', 'battlefield: [学徒]', 'guardDeck: [守りの盾]'],
};

describe('illegal: with a plain name means the acting player cards (issue 21)', () => {
  it("HF-5.3 A's own copy only: its reason is the cost, B's copy in B's hand is not asked", () => {
    const r = runText(
      scenario({ ...BOTH, expect: ['illegal: { step: "A: play 業火 target 学徒", code: not-legal }'] }),
    );
    expect(mismatches(r)).toEqual([]);
    const why = runText(
      scenario({ ...BOTH, expect: ['illegal: { step: "A: play 業火 target 学徒", rule: HF-8.1 }'] }),
    );
    const actual = String(why.failures[0].mismatches[0].actual);
    expect(actual.split(' / ')).toHaveLength(1); // one card asked: A's
  });

  it('HF-14.2 B:業火 still asks about B own copy, as written', () => {
    const r = runText(
      scenario({ ...BOTH, expect: ['illegal: { step: "A: play B:業火 target 学徒", rule: HF-8.1 }'] }),
    );
    expect(String(r.failures[0].mismatches[0].actual).split(' / ')).toHaveLength(1);
  });

  it('HF-14.2 a name only the other player has fails, asking for A: or B:', () => {
    const r = runText(
      scenario({
        a: ['guardDeck: [守りの盾]'],
        b: BOTH.b,
        expect: ['illegal: "A: play 業火 target 学徒"'],
      }),
    );
    expect(r.passed).toBe(false);
    expect(mismatches(r)[0]).toContain('「業火」はAが使えるカード');
    expect(mismatches(r)[0]).toContain('「B:業火」');
  });

  it('HF-14.2 a character A controls but B owns is one A could act with', () => {
    const r = runText(
      scenario({
        a: ['guardDeck: [守りの盾]'],
        b: ['battlefield: [{ card: 紅蓮の剣士, state: sleep, controller: A }]', 'guardDeck: [守りの盾]'],
        expect: ['illegal: { step: "A: attack 紅蓮の剣士 -> B", code: not-legal }'],
      }),
    );
    expect(mismatches(r)).toEqual([]);
  });
});
