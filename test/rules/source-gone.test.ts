// RULING (issue 22, docs/engine.md): a change with no duration written, made by an ability of a card that has left
// the battlefield when it resolves (「このキャラクターが破壊された時、…のパワーを+1000する」), lasts like a command's (until
// the affected card leaves) — 「このカードが戦場に居る限り」 would end it at once. A blind judge found the old reading.
import { describe, expect, it } from 'vitest';
import { fixtureCards } from '../helpers/fixtureCards.js';
import { act, cardId, makeGame, passAll, power } from '../helpers/harness.js';

const CARDS = fixtureCards('source-gone').all;

describe('a destroyed card’s lasting change (issue 22 RULING, HF-12.9)', () => {
  it('「このキャラクターが破壊された時、…+1000する」: the bonus stays after its source is gone', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { hand: ['破壊の一撃'], battlefield: ['遺す者', '受け取る者'], energy: 1 },
    });
    const heir = cardId(g, '受け取る者', 0);
    act(g, { type: 'play', card: cardId(g, '破壊の一撃', 0), targets: [cardId(g, '遺す者', 0)] });
    passAll(g); // the trigger's one legal target, 受け取る者, is taken (HF-5.4)
    expect(g.state.cards[cardId(g, '遺す者', 0)].zone).toBe('trash');
    expect(power(g, heir)).toBe(3000);
  });
});
