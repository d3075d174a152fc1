// The engine memoizes continuous effects, power, traits and abilities while it runs (src/engine/derived.ts).
// A test or a tool may edit the state directly between engine calls: these tests check that such edits are
// always seen, never hidden by a memo.
import { describe, expect, it } from 'vitest';
import { ALL_CARDS } from '../../generated/index.js';
import { deckFrom } from '../../src/deck/builtIn.js';
import { type Deck, cloneGame, createGame, legalActions } from '../../src/engine/index.js';
import { checkInvariants } from '../../src/engine/invariants.js';
import { act, cardId, makeGame, power } from '../helpers/harness.js';

const cards = ALL_CARDS.filter((c) => c.name === '紅蓮の剣聖' || c.name === '紅蓮の双剣士');

function board() {
  // 紅蓮の剣聖: "あなたの《剣士》を持つキャラクターのパワーを+1000する" (HF-12.6); 紅蓮の双剣士 is a 3000 《剣士》.
  const game = makeGame({ cards, p0: { battlefield: ['紅蓮の剣聖', '紅蓮の双剣士'] }, p1: {} });
  return { game, master: cardId(game, '紅蓮の剣聖', 0), twin: cardId(game, '紅蓮の双剣士', 0) };
}

describe('HF-12.6 memoized continuous effects see direct edits of the state', () => {
  it('HF-12.6 HF-9.4 a buff removed by a direct edit no longer keeps a damaged character alive', () => {
    const { game, master, twin } = board();
    game.state.cards[twin].damage = 3500; // survives only with the +1000
    expect(legalActions(game).length).toBeGreaterThan(1); // memos computed with the buff
    expect(power(game, twin)).toBe(4000);
    game.state.cards[master].controller = 1; // no longer "あなたの": the buff is gone
    expect(power(game, twin)).toBe(3000);
    expect(checkInvariants(game).map((v) => v.rule)).toContain('HF-16.3');
    act(game, { type: 'endMain' }); // the next state check destroys it
    expect(game.state.cards[twin].zone).not.toBe('battlefield');
  });

  it('HF-16.3 damage written between calls is checked at the next decision', () => {
    const { game, twin } = board();
    expect(legalActions(game).length).toBeGreaterThan(1);
    act(game, { type: 'endMain' }); // the destruction check ran and found nothing
    game.state.cards[twin].damage = 5000;
    act(game, { type: 'pass' });
    expect(game.state.cards[twin].zone).not.toBe('battlefield');
  });

  it('HF-12.6 a card pushed onto the battlefield by hand counts at once', () => {
    const { game, master, twin } = board();
    expect(legalActions(game).length).toBeGreaterThan(1);
    const s = game.state;
    s.battlefield.splice(s.battlefield.indexOf(master), 1);
    s.players[0].trash.push(master);
    s.cards[master].zone = 'trash';
    expect(legalActions(game).filter((a) => a.type === 'attack').length).toBeGreaterThan(0);
    s.cards[twin].damage = 3500;
    act(game, { type: 'endMain' });
    expect(s.cards[twin].zone).not.toBe('battlefield');
  });
});

describe('issue 25: createGame({ engineOnly }) — a game changed only through the engine', () => {
  const decks = () => [deckFrom('guren-aggro'), deckFrom('soukyu-knights')] as [Deck, Deck];

  it('skips the check for direct edits, copies do not inherit it, and a state put in place is a new board', () => {
    const game = createGame({ decks: decks(), seed: 3, log: false, engineOnly: true });
    expect(game.derived?.engineOnly).toBe(true);
    expect(cloneGame(game).derived?.engineOnly ?? false).toBe(false);
    const other = createGame({ decks: decks(), seed: 4, log: false, engineOnly: true });
    const offered = legalActions(game);
    expect(offered.length).toBeGreaterThan(0);
    const edits = game.derived!.edits;
    game.state = cloneGame(other).state; // another state object: the memos and the offer are stale
    expect(legalActions(game)).toEqual(legalActions(other));
    expect(game.derived!.edits).toBe(edits + 1);
  });
});
