// Card names in scenarios (docs/scenarios.md, "Naming cards"): `A:学徒#2` is the 2nd 学徒 A owns, counted in
// file order (top to bottom, left to right within a line, whatever the zone); the same resolver serves steps
// and expectations, and the labels the tools print are the shortest reference that means exactly that card.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { legalActions } from '../../src/engine/index.js';
import { cardLabel, fullLabel, parseRef, resolveRef } from '../../src/scenario/refs.js';
import { describeAction } from '../../src/scenario/steps.js';
import { runText, scenario } from './harness.js';

/** A board where both players own 学徒 in several zones, written in this order in the file. */
const BOARD = {
  a: [
    'hand: [学徒, 業火]', // A:学徒#1
    'battlefield: [{ card: 紅蓮の剣士, set: [炎の剣] }, 学徒]', // A:学徒#2
    'trash: [学徒]', // A:学徒#3
    'guardDeck: [守りの盾]',
    'energy: 2',
  ],
  b: ['guardDeck: [学徒, 守りの盾]', 'battlefield: [学徒]'], // B:学徒#1 (guard deck), B:学徒#2
};

const built = () => runText(scenario(BOARD));

describe('parseRef', () => {
  it('reads owner, name and number; full-width ：＃ and digits too, the name exactly as written', () => {
    expect(parseRef('A:学徒#2')).toEqual({ owner: 'A', name: '学徒', index: 2 });
    expect(parseRef('Ｂ：学徒＃１２')).toEqual({ owner: 'B', name: '学徒', index: 12 });
    expect(parseRef('学徒')).toEqual({ owner: null, name: '学徒', index: null });
    expect(parseRef('Ｘの剣#1')).toEqual({ owner: null, name: 'Ｘの剣', index: 1 });
  });

  it('round-trips every owner, name and number', () => {
    const name = fc.stringMatching(/^[ぁ-んァ-ン一-龥]{1,8}$/);
    fc.assert(
      fc.property(fc.constantFrom('A', 'B'), name, fc.integer({ min: 1, max: 99 }), (owner, n, index) => {
        expect(parseRef(`${owner}:${n}#${index}`)).toEqual({ owner, name: n, index });
      }),
    );
  });
});

describe('numbering per owner in file order', () => {
  it('A:学徒#1…#3 follow the lines of hand, battlefield, trash; B counts on its own', () => {
    const { game, refs } = built();
    const zoneOf = (ref: string) => resolveRef(game, refs, ref).map((id) => game.state.cards[id].zone);
    expect(['A:学徒#1', 'A:学徒#2', 'A:学徒#3', 'B:学徒#1', 'B:学徒#2'].map(zoneOf)).toEqual([
      ['hand'],
      ['battlefield'],
      ['trash'],
      ['guardDeck'],
      ['battlefield'],
    ]);
    expect(resolveRef(game, refs, 'A:学徒')).toHaveLength(3);
    expect(resolveRef(game, refs, 'A:学徒#4')).toEqual([]);
  });

  it('the older 学徒#n counts both players in file order', () => {
    const { game, refs } = built();
    expect(resolveRef(game, refs, '学徒#4')).toEqual(resolveRef(game, refs, 'B:学徒#1'));
    expect(resolveRef(game, refs, '学徒')).toHaveLength(5);
  });

  it('within one line, left to right: a host, then its set cards', () => {
    const { game, refs } = runText(
      scenario({
        a: ['battlefield: [{ card: 紅蓮の剣士, set: [炎の剣] }, { card: 紅蓮の剣士, set: [炎の剣] }]'],
      }),
    );
    const host = (ref: string) => game.state.cards[resolveRef(game, refs, ref)[0]].host;
    expect(host('A:炎の剣#1')).toBe(resolveRef(game, refs, 'A:紅蓮の剣士#1')[0]);
    expect(host('A:炎の剣#2')).toBe(resolveRef(game, refs, 'A:紅蓮の剣士#2')[0]);
  });

  it('a number stays with its card when the card moves (HF-9.4: destroyed into the trash)', () => {
    const r = runText(
      scenario({
        ...BOARD,
        steps: ['A: play 業火 target B:学徒#2', 'B: pass', 'A: pass'],
        expect: ['card: { ref: B:学徒#2, zone: trash }', 'event: { type: destroyed, card: B:学徒#2 }'],
      }),
    );
    expect(r.failures).toEqual([]);
  });
});

describe('labels: the shortest reference that means exactly one card', () => {
  it('a unique name alone, the owner when each has one, the number otherwise', () => {
    const { game, refs } = built();
    const label = (ref: string) => cardLabel(game, refs, resolveRef(game, refs, ref)[0]);
    expect(label('紅蓮の剣士')).toBe('紅蓮の剣士');
    expect(label('A:学徒#3')).toBe('A:学徒#3');
    expect(label('B:学徒#2')).toBe('B:学徒#2');
    expect(label('A:守りの盾')).toBe('A:守りの盾');
    expect(fullLabel(game, refs, resolveRef(game, refs, '紅蓮の剣士')[0])).toBe('A:紅蓮の剣士#1');
  });

  it('every card’s label resolves back to that card alone', () => {
    const { game, refs } = built();
    for (const c of game.state.cards) {
      if (game.defs.get(c.def)?.id === 'scenario/エネルギー') continue;
      expect(resolveRef(game, refs, cardLabel(game, refs, c.id))).toEqual([c.id]);
      expect(resolveRef(game, refs, fullLabel(game, refs, c.id))).toEqual([c.id]);
    }
  });

  it('describeAction writes steps that the step reader reads back as the same action', () => {
    const { game, refs } = built();
    const actions = legalActions(game);
    expect(actions.map((a) => describeAction(game, refs, a))).toContain('A: play 業火 target B:学徒#2');
    for (const a of actions) {
      const again = runText(scenario({ ...BOARD, steps: [describeAction(game, refs, a)] }));
      expect(again.failures.map((f) => f.message)).toEqual([]);
    }
  });
});

describe('one resolver for steps and expectations', () => {
  it('interchangeable copies: a step may name them without a number; an expectation must name one', () => {
    const r = runText(
      scenario({
        a: ['hand: [学徒, 学徒]', 'energy: 1', 'mainDeck: [業火]', 'guardDeck: [守りの盾]'],
        steps: ['A: play A:学徒', 'B: pass', 'A: pass'],
        expect: [
          'card: { ref: A:学徒#1, zone: battlefield }',
          'zone: { player: A, zone: hand, cards: [A:学徒#2, 業火] }',
        ],
      }),
    );
    expect(r.failures).toEqual([]);
  });

  it('zone lists take plain names (by name) or references (that card only)', () => {
    const r = runText(
      scenario({
        ...BOARD,
        expect: [
          'zone: { player: A, zone: hand, cards: [A:学徒#1, 業火] }',
          'zone: { player: A, zone: hand, cards: [A:学徒#2, 業火] }',
        ],
      }),
    );
    expect(r.failures.flatMap((f) => f.mismatches)).toEqual([
      { what: 'A の hand', expected: ['A:学徒#2', '業火'], actual: ['A:学徒#1', '業火'] },
    ]);
  });
});
