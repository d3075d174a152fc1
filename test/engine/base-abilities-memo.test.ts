// perf18 (issue 25): guards any memo of a battlefield card's base ability set (printed + its set cards', HF-4.4;
// + lasting grants, HF-12.3). Tried: the set kept by value across board epochs (a key of the card's definition,
// face-down definition, object number, set cards and lasting effects; bcb9349d, reverted: 1.00× paired). Such
// a key must see every change of what the set is made of: a set card added (the host's attachment list grows
// in place), a set card moved away and another set in its place (the same list object and length, another id),
// and the same after an undo (restore() pops the list in place). With bcb9349d's key comparing the set cards'
// count but not the cards themselves (id, definition, face-down), the third test fails (tried).
import { describe, expect, it } from 'vitest';
import { inEngine } from '../../src/engine/derived.js';
import { baseAbilities } from '../../src/engine/query.js';
import { restore, snapshot } from '../../src/engine/snapshot.js';
import { startTrail } from '../../src/engine/trail.js';
import { attach } from '../../src/engine/zones.js';
import { fixtureCards } from '../helpers/fixtureCards.js';
import { cardId, makeGame } from '../helpers/harness.js';

const CARDS = fixtureCards('i22m2').all;

function game() {
  const g = makeGame({
    cards: CARDS,
    p0: { hand: ['登場の護符', '退場の護符', '着装の護符'], battlefield: ['兵', '重兵'] },
  });
  return {
    g,
    host: cardId(g, '兵', 0),
    enter: cardId(g, '登場の護符', 0),
    leave: cardId(g, '退場の護符', 0),
  };
}

/** The carriers of the host's base abilities, read inside one engine call (memos on), after `change`. */
function carriersAfter(g: ReturnType<typeof makeGame>, host: number, change: () => void): number[][] {
  return inEngine(g, () => {
    const before = baseAbilities(g, host).map((a) => a.carrier);
    change();
    const after = baseAbilities(g, host).map((a) => a.carrier);
    return [before, after];
  });
}

describe('base abilities after set cards change (perf18)', () => {
  it('HF-4.4 a second set card set on the host is among its abilities at once', () => {
    const { g, host, enter, leave } = game();
    attach(g, enter, host);
    const [before, after] = carriersAfter(g, host, () => attach(g, leave, host));
    expect(before).toEqual([enter]);
    expect(after).toEqual([enter, leave]);
  });

  it('HF-4.4 after an undo, another set card in the same place of the same list is the one seen', () => {
    const { g, host, enter, leave } = game();
    const wear = cardId(g, '着装の護符', 0);
    startTrail(g);
    attach(g, enter, host);
    const snap = snapshot(g);
    attach(g, leave, host);
    expect(inEngine(g, () => baseAbilities(g, host).map((a) => a.carrier))).toEqual([enter, leave]);
    restore(g, snap); // pops 退場の護符 off the same list object
    attach(g, wear, host); // the same list object and length again, another id at the end
    expect(inEngine(g, () => baseAbilities(g, host).map((a) => a.carrier))).toEqual([enter, wear]);
  });

  it('HF-4.4 a set card moved to another host and a new one set in its place: the new one is seen', () => {
    const { g, host, enter, leave } = game();
    const wear = cardId(g, '着装の護符', 0);
    const other = cardId(g, '重兵', 0);
    attach(g, enter, host);
    attach(g, leave, host);
    const [before, after] = carriersAfter(g, host, () => {
      attach(g, leave, other); // off the host's list, in place
      attach(g, wear, host); // the same list object and length as before, another id at the end
    });
    expect(before).toEqual([enter, leave]);
    expect(after).toEqual([enter, wear]);
    expect(inEngine(g, () => baseAbilities(g, other).map((a) => a.carrier))).toEqual([leave]);
  });
});
