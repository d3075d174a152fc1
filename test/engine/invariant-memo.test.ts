// The HF-16 check's memo (src/engine/invariantMemo.ts, issue 25): an engineOnly game's check that found
// nothing is not repeated while no writer wrote, the epoch and the chain's cards are the same — and any of
// those changing makes the check look again.
import { describe, expect, it } from 'vitest';
import type { ChainItem } from '../../src/core/state.js';
import { type Game, apply, cloneGame, createGame, legalActions } from '../../src/engine/index.js';
import { checkInvariants } from '../../src/engine/invariants.js';
import { writeDamage, writeZone } from '../../src/engine/trail.js';
import { FIXTURE_DECKS } from '../helpers/decks.js';

const decks = [FIXTURE_DECKS.red, FIXTURE_DECKS.blue] as [
  typeof FIXTURE_DECKS.red,
  typeof FIXTURE_DECKS.blue,
];

function engineOnlyGame(seed: number): Game {
  return createGame({ decks, seed, log: false, engineOnly: true });
}

/** Plays the first legal non-concede action until a character is on the battlefield (or 400 decisions). */
function toBattlefield(g: Game): number {
  for (let i = 0; i < 400 && !g.state.result; i++) {
    const id = g.state.battlefield.find((b) => g.state.cards[b].zone === 'battlefield');
    if (id !== undefined && g.state.chain.length === 0) return id;
    const acts = legalActions(g).filter((a) => a.type !== 'concede');
    apply(g, acts[i % acts.length]);
  }
  throw new Error('no character reached the battlefield');
}

const rules = (g: Game) => checkInvariants(g).map((v) => v.rule);

describe('HF-16 check memo (issue 25)', () => {
  it('HF-16.1–HF-16.8 the memoized check agrees with a full check of a copy after every decision', () => {
    for (let seed = 0; seed < 8; seed++) {
      const g = engineOnlyGame(seed);
      for (let i = 0; i < 300 && !g.state.result; i++) {
        const acts = legalActions(g).filter((a) => a.type !== 'concede');
        apply(g, acts[(i * 7 + seed) % acts.length]);
        // a copy is not engineOnly: its check reads everything
        expect(checkInvariants(g)).toEqual(checkInvariants(cloneGame(g)));
      }
    }
  });

  it('HF-16.1 a card moved by a writer after a clean check is found (the write count is in the key)', () => {
    const g = engineOnlyGame(3);
    expect(rules(g)).toEqual([]);
    expect(rules(g)).toEqual([]); // the memo answers
    const id = g.state.players[0].mainDeck[0];
    writeZone(g, g.state.cards[id], 'trash'); // the list still holds it in the main deck
    expect(rules(g)).toContain('HF-16.1');
  });

  it('HF-16.3 damage written on a character after a clean check is found', () => {
    const g = engineOnlyGame(5);
    const id = toBattlefield(g);
    expect(rules(g)).toEqual([]);
    writeDamage(g, g.state.cards[id], 100_000);
    expect(rules(g)).toContain('HF-16.3');
  });

  it('HF-16.1 a card the chain holds is compared card by card (no writer touches the chain)', () => {
    const g = engineOnlyGame(7);
    expect(rules(g)).toEqual([]);
    const id = g.state.players[1].mainDeck[0];
    const item = { kind: 'play', id: 999, player: 1, card: id, targets: [] } as unknown as ChainItem;
    g.state.chain.push(item);
    expect(rules(g)).toContain('HF-16.1');
  });
});
