// snapshot() / restore() and cloneGame(): a restored or copied game is the saved state exactly and continues
// identically (HF-16.9), and later play never leaks into a snapshot.
import { describe, expect, it } from 'vitest';
import type { Action } from '../../src/core/decisions.js';
import { deckFrom } from '../../src/deck/builtIn.js';
import {
  type Deck,
  apply,
  cloneGame,
  createGame,
  legalActions,
  restore,
  serialize,
  snapshot,
} from '../../src/engine/index.js';
import { randomChooser } from '../../src/sim/randomPlayer.js';
import { FIXTURE_DECKS } from '../helpers/decks.js';

const DECKS: Deck[] = [
  deckFrom('guren-aggro'),
  deckFrom('soukyu-knights'),
  deckFrom('kage-funeral'),
  FIXTURE_DECKS.red,
  FIXTURE_DECKS.blue,
];

function newGame(seed: number) {
  return createGame({
    decks: [DECKS[seed % DECKS.length], DECKS[(seed * 2 + 1) % DECKS.length]],
    seed,
    log: true,
  });
}

describe('HF-16.9 snapshots', () => {
  it('HF-16.9 restoring the snapshot of any decision gives that exact state back, after the game went on', () => {
    for (let seed = 0; seed < 12; seed++) {
      const game = newGame(seed);
      const choose = randomChooser(seed);
      const saved: { json: string; snap: ReturnType<typeof snapshot> }[] = [];
      while (!game.state.result) {
        saved.push({ json: serialize(game), snap: snapshot(game) });
        apply(game, choose(legalActions(game)));
      }
      for (const { json, snap } of saved.filter((_, i) => i % 7 === 0)) {
        restore(game, snap);
        expect(serialize(game)).toBe(json);
      }
    }
  });

  it('HF-16.9 a restored game replays the same actions to the same end, as often as it is restored', () => {
    for (let seed = 0; seed < 12; seed++) {
      const game = newGame(seed + 100);
      const choose = randomChooser(seed);
      for (let i = 0; i < 60 + seed * 11 && !game.state.result; i++) apply(game, choose(legalActions(game)));
      const snap = snapshot(game);
      const actions: Action[] = [];
      while (!game.state.result) {
        const a = choose(legalActions(game));
        actions.push(a);
        apply(game, a);
      }
      const end = serialize(game);
      for (let round = 0; round < 2; round++) {
        restore(game, snap);
        for (const a of actions) apply(game, a);
        expect(serialize(game)).toBe(end);
      }
    }
  });

  it('HF-16.9 a snapshot can be restored into a copy of its game; restoring into another game is refused', () => {
    const game = newGame(7);
    const choose = randomChooser(7);
    for (let i = 0; i < 80; i++) apply(game, choose(legalActions(game)));
    const snap = snapshot(game);
    const json = serialize(game);
    const copy = cloneGame(game);
    for (let i = 0; i < 40 && !copy.state.result; i++) apply(copy, choose(legalActions(copy)));
    restore(copy, snap);
    expect(serialize(copy)).toBe(json);
    expect(() => restore(newGame(8), snap)).toThrow(/another game/);
  });

  it('HF-16.9 cloneGame copies are independent and continue identically', () => {
    for (let seed = 0; seed < 8; seed++) {
      const game = newGame(seed + 200);
      const choose = randomChooser(seed);
      for (let i = 0; i < 50 + seed * 17 && !game.state.result; i++) apply(game, choose(legalActions(game)));
      const copy = cloneGame(game);
      const json = serialize(copy);
      const actions: Action[] = [];
      while (!game.state.result) {
        const a = choose(legalActions(game));
        actions.push(a);
        apply(game, a);
      }
      expect(serialize(copy)).toBe(json);
      for (const a of actions) apply(copy, a);
      expect(serialize(copy)).toBe(serialize(game));
    }
  });

  it('HF-16.9 cloneGame keeps whose effect last damaged a character (issue 22 lastDamageBy, 「相手の効果で破壊されない」)', () => {
    const game = newGame(3);
    const choose = randomChooser(3);
    for (let i = 0; i < 40 && !game.state.result; i++) apply(game, choose(legalActions(game)));
    const c = game.state.cards[0];
    c.lastDamageBy = 1;
    expect(cloneGame(game).state.cards[0].lastDamageBy).toBe(1);
    c.lastDamageBy = undefined;
    expect(cloneGame(game).state.cards[0].lastDamageBy).toBeUndefined();
    expect(serialize(cloneGame(game))).toBe(serialize(game));
  });

  it('HF-16.9 a chain item shared with a snapshot (issue 25) is put back un-negated after the game negated it (HF-5.8)', () => {
    for (let seed = 0; seed < 40; seed++) {
      const game = newGame(seed);
      const choose = randomChooser(seed);
      while (!game.state.result && !game.state.chain.some((it) => it.kind === 'play'))
        apply(game, choose(legalActions(game)));
      if (game.state.result) continue;
      const json = serialize(game);
      const snap = snapshot(game);
      const item = game.state.chain.find((it) => it.kind === 'play');
      if (item?.kind !== 'play') continue;
      item.negated = !item.negated; // as negate.ts does, in place
      restore(game, snap);
      expect(serialize(game)).toBe(json);
      item.negated = !item.negated;
      restore(game, snap);
      expect(serialize(game)).toBe(json);
      return;
    }
    throw new Error('no game put a card in the chain');
  });

  it('HF-16.9 damage, whose effect dealt it, sleep and hosts come back exactly (issue 25 packed layout)', () => {
    const game = newGame(5);
    const choose = randomChooser(5);
    for (let i = 0; i < 50 && !game.state.result; i++) apply(game, choose(legalActions(game)));
    const json = serialize(game);
    const snap = snapshot(game);
    for (const c of game.state.cards) {
      c.damage += 1000;
      c.lastDamageBy = c.lastDamageBy === 1 ? 0 : 1;
      c.sleep = !c.sleep;
      c.faceUp = !c.faceUp;
      c.host = c.host === null ? 0 : null;
      c.zone = c.zone === 'limbo' ? 'trash' : 'limbo';
      c.seq += 7;
    }
    restore(game, snap);
    expect(serialize(game)).toBe(json);
  });
});
