// fixd task 2: a snapshot taken in the middle of an effect, while a choice on resolution is pending, is the
// state exactly after restore (HF-16.9) — even though the choice then writes what it chose into the effect's
// context (「この方法で除外したカード1枚につき」, issue 22: `ctx.chosen`, shared by the effect's processes).
import { describe, expect, it } from 'vitest';
import { deserialize, restore, serialize, snapshot } from '../../src/engine/index.js';
import { fixtureCards } from '../helpers/fixtureCards.js';
import { act, cardId, makeGame, passAll, power } from '../helpers/harness.js';
import { ofType } from '../helpers/lookup.js';

const CARDS = fixtureCards('dsl3-setcards').all;

function atChoice() {
  const g = makeGame({ cards: CARDS, p0: { hand: ['大蛇'], energy: 1 }, p1: { trash: ['兵', '兵', '兵'] } });
  const snake = g.state.players[0].hand.find((id) => g.defs.get(g.state.cards[id].def)?.name === '大蛇');
  act(g, { type: 'play', card: snake as number, targets: [] });
  passAll(g);
  expect(g.state.pending).toMatchObject({ kind: 'choose', player: 0 });
  return g;
}

/** Chooses two of the opponent's trash cards, then stops (「3枚まで」). */
function chooseTwo(g: ReturnType<typeof makeGame>): void {
  for (let i = 0; i < 2; i++) {
    const pick = ofType(g, 'choose').find((a) => a.card !== null);
    act(g, { type: 'choose', card: pick?.card ?? null });
  }
  if (g.state.pending?.kind === 'choose') act(g, { type: 'choose', card: null });
}

describe('HF-16.9 a snapshot during an effect (fixd task 2)', () => {
  it('restored after the pending choice was made: the state equals the snapshot, the chosen cards included', () => {
    const g = atChoice();
    const before = serialize(g);
    const snap = snapshot(g);
    chooseTwo(g);
    expect(power(g, cardId(g, '大蛇', 0))).toBe(3000); // two removed: +2000 (the choice was counted)
    restore(g, snap);
    expect(serialize(g)).toBe(before);
  });

  it('a restored game plays the choice again to the same result, as often as it is restored', () => {
    const g = atChoice();
    const snap = snapshot(g);
    chooseTwo(g);
    const after = serialize(g);
    for (let i = 0; i < 2; i++) {
      restore(g, snap);
      chooseTwo(g);
      expect(serialize(g)).toBe(after);
      expect(power(g, cardId(g, '大蛇', 0))).toBe(3000);
    }
  });

  it('a game saved at the pending choice and loaded counts the cards chosen after loading', () => {
    const saved = atChoice();
    const g = deserialize(serialize(saved), saved.defs);
    chooseTwo(g);
    expect(power(g, cardId(g, '大蛇', 0))).toBe(3000);
  });
});
