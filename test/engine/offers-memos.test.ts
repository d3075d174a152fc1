// Issue 25: whatever legalActions() remembers between calls (derived.ts epochs and memos, the offered-action
// cache, and any offer kept per player a later round adds — a floor of what the hand and guard deck cost, the
// cards with an activated ability) must never change an offer. At every decision of random games the offer
// equals the one a fresh copy of the game (no memos) computes, and direct edits of a game (a hand card given
// another definition, energies made active, HF-5.3, HF-2.6) are seen at once.
import { describe, expect, it } from 'vitest';
import { TRIGGERS } from '../../generated/cards/starter/index.js';
import { initialRngState, randomInt } from '../../src/core/rng.js';
import { deckFrom } from '../../src/deck/builtIn.js';
import { type Game, actionKey, apply, cloneGame, createGame, legalActions } from '../../src/engine/index.js';

const DECKS = ['guren-aggro', 'soukyu-knights', 'kage-funeral'];

function keys(g: Game): string[] {
  return legalActions(g).map(actionKey);
}

describe('offers and memos (issue 25)', () => {
  for (const engineOnly of [false, true])
    it(`equal a fresh game's offer at every decision${engineOnly ? ' (engineOnly)' : ''}`, () => {
      let windows = 0;
      for (let i = 0; i < 6; i++) {
        const g = createGame({
          decks: [deckFrom(DECKS[i % 3]), deckFrom(DECKS[(i + 1) % 3])],
          seed: 100 + i,
          log: false,
          triggers: TRIGGERS,
          engineOnly,
        });
        const rng = initialRngState(7 + i);
        while (!g.state.result) {
          const legal = legalActions(g);
          if (g.state.pending?.kind === 'window') windows++;
          expect(legal.map(actionKey)).toEqual(keys(cloneGame(g)));
          apply(g, legal.length === 1 ? legal[0] : legal[randomInt(rng, 0, legal.length - 2)]);
        }
      }
      expect(windows).toBeGreaterThan(100);
    });

  it('see a hand card given another definition and energies made active by a direct edit (HF-5.3)', () => {
    const g = createGame({
      decks: [deckFrom('guren-aggro'), deckFrom('soukyu-knights')],
      seed: 11,
      log: false,
      triggers: TRIGGERS,
    });
    const rng = initialRngState(3);
    // A window where the player can pay nothing of the hand or guard deck.
    let found = false;
    while (!g.state.result && !found) {
      const legal = legalActions(g);
      const pending = g.state.pending!;
      if (pending.kind === 'window' && legal.every((a) => a.type === 'pass' || a.type === 'concede')) {
        const p = g.state.players[pending.player];
        if (p.hand.length > 1 && p.energy.length >= 2) {
          found = true;
          break;
        }
      }
      apply(g, legal.length === 1 ? legal[0] : legal[randomInt(rng, 0, legal.length - 2)]);
    }
    expect(found).toBe(true);
    const player = g.state.pending!.player;
    const p = g.state.players[player];
    // Every energy active; every card of the hand and guard deck the dearest character (above what the player
    // can pay), then one hand card the cheapest one: the offer must list its play.
    for (const id of p.energy) g.state.cards[id].sleep = false;
    const plain = [...g.defs]
      .filter(([, d]) => d.kind === 'character' && !d.ougi && d.playCondition === undefined)
      .sort((a, b) => a[1].cost - b[1].cost);
    const [cheapName, cheap] = plain[0];
    const [dearName, dear] = plain[plain.length - 1];
    const budget = p.energy.length + (p.secondPlayerMarker ? 1 : 0);
    expect(cheap.cost).toBeLessThanOrEqual(budget);
    expect(dear.cost).toBeGreaterThan(budget);
    for (const id of [...p.hand, ...p.guardDeck]) g.state.cards[id].def = dearName;
    p.hand.reverse(); // (the same cards in another order: a memo keyed on the ids must look again)
    expect(keys(g)).toEqual(keys(cloneGame(g)));
    expect(keys(g).some((k) => k.includes('"play"') && k.includes(`"card":${p.hand[0]},`))).toBe(false);
    g.state.cards[p.hand[0]].def = cheapName;
    const legal = keys(g);
    expect(legal).toEqual(keys(cloneGame(g)));
    expect(legal.some((k) => k.includes('"play"') && k.includes(`"card":${p.hand[0]},`))).toBe(true);
  });

  // p25L: legal.ts keeps per player the activated abilities of their battlefield cards (ActivationScan, while
  // the board epoch and the statics in force are the same) and per card id the printed cost of a play
  // (printedPlayCosts, engineOnly only, per state object).
  it('see an activated ability a battlefield card gains by a direct edit of its definition (HF-12.4, HF-14.1)', () => {
    let checked = 0;
    for (let seed = 1; seed <= 8 && checked === 0; seed++) {
      const g = createGame({
        decks: [deckFrom('guren-aggro'), deckFrom('kage-funeral')],
        seed,
        log: false,
        triggers: TRIGGERS,
      });
      const rng = initialRngState(seed);
      while (!g.state.result && checked === 0) {
        const legal = legalActions(g);
        const pending = g.state.pending!;
        const mine = g.state.battlefield.filter((id) => g.state.cards[id].controller === pending.player);
        if (pending.kind === 'main' && mine.length > 0 && !legal.some((a) => a.type === 'activate')) {
          // Give one of the player's battlefield cards each definition with an activated ability in turn: the
          // offer must be a fresh copy's, and list the activation whenever the copy does.
          const target = mine[0];
          const before = g.state.cards[target].def;
          for (const [name, def] of g.defs) {
            if (!def.abilities.some((a) => a.kind === 'activated')) continue;
            g.state.cards[target].def = name;
            const fresh = keys(cloneGame(g));
            expect(keys(g)).toEqual(fresh);
            if (fresh.some((k) => k.includes('"activate"'))) checked++;
          }
          g.state.cards[target].def = before;
          expect(keys(g)).toEqual(keys(cloneGame(g)));
          break;
        }
        apply(g, legal.length === 1 ? legal[0] : legal[randomInt(rng, 0, legal.length - 2)]);
      }
    }
    expect(checked).toBeGreaterThan(0);
  });

  it('see another state put in place of an engineOnly game (a new board, derived.ts)', () => {
    // The same two decks the other way round: each card id has another definition in b (a memo per card id
    // kept from a's state would be wrong).
    const make = (seed: number, decks: string[]) =>
      createGame({
        decks: [deckFrom(decks[0]), deckFrom(decks[1])],
        seed,
        log: false,
        triggers: TRIGGERS,
        engineOnly: true,
      });
    const a = make(21, ['soukyu-knights', 'guren-aggro']);
    const b = make(22, ['guren-aggro', 'soukyu-knights']);
    const rng = initialRngState(5);
    // Play both into their main phases and windows, then put b's state (a copy) in place of a's.
    for (let n = 0; n < 60 && !a.state.result && !b.state.result; n++) {
      for (const g of [a, b]) {
        const legal = legalActions(g);
        apply(g, legal.length === 1 ? legal[0] : legal[randomInt(rng, 0, legal.length - 2)]);
      }
    }
    expect(keys(a)).toEqual(keys(cloneGame(a)));
    a.state = cloneGame(b).state;
    expect(keys(a)).toEqual(keys(cloneGame(b)));
    // and on to the end of the game, every offer a fresh copy's
    while (!a.state.result) {
      const legal = legalActions(a);
      expect(legal.map(actionKey)).toEqual(keys(cloneGame(a)));
      apply(a, legal.length === 1 ? legal[0] : legal[randomInt(rng, 0, legal.length - 2)]);
    }
  });
});
