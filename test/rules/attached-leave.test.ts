// Issue 22: the set cards on a character that leaves the battlefield go to the trash with it (000 ■セットカード),
// so they leave the battlefield too: 「あなたのセットカードが戦場からトラッシュに置かれた時」 triggers for each
// (it compiled and never triggered before: leave triggers ran only for the card that left).
import { describe, expect, it } from 'vitest';
import { attach } from '../../src/engine/zones.js';
import { fixtureCards } from '../helpers/fixtureCards.js';
import { act, cardId, makeGame, passAll } from '../helpers/harness.js';

const CARDS = fixtureCards('attached-leave').all;

function setUp(command: string) {
  const g = makeGame({
    cards: CARDS,
    p0: {
      hand: [command],
      battlefield: ['見張り番', '担い手'],
      trash: ['腕輪'],
      energy: 1,
      main: ['担い手', '担い手'],
    },
  });
  const host = cardId(g, '担い手', 0);
  attach(g, cardId(g, '腕輪', 0), host);
  return { g, host, handBefore: g.state.players[0].hand.length };
}

describe('a set card leaving with its host (issue 22, 000 ■セットカード)', () => {
  it('its host destroyed by an effect: 「あなたのセットカードが戦場からトラッシュに置かれた時」 triggers', () => {
    const { g, host, handBefore } = setUp('一掃');
    act(g, { type: 'play', card: cardId(g, '一掃', 0), targets: [host] });
    passAll(g);
    expect(g.state.cards[cardId(g, '腕輪', 0)].zone).toBe('trash');
    // the command left the hand (-1), the trigger drew one (+1)
    expect(g.state.players[0].hand.length).toBe(handBefore);
  });

  it('its host returned to the hand by an effect: the set card still goes to the trash and triggers', () => {
    const { g, host, handBefore } = setUp('送還');
    act(g, { type: 'play', card: cardId(g, '送還', 0), targets: [host] });
    passAll(g);
    expect(g.state.cards[cardId(g, '腕輪', 0)].zone).toBe('trash');
    // the command left (-1), the host came back (+1), the trigger drew one (+1)
    expect(g.state.players[0].hand.length).toBe(handBefore + 1);
  });
});
