// apply() validates an action without listing every legal action (isLegalAction). These tests check that it
// accepts exactly what legalActions() lists — compared as actionKey() compares — on real games, for the
// legal actions and for many near misses, and that a rejected action changes nothing.
import { describe, expect, it } from 'vitest';
import type { Action } from '../../src/core/decisions.js';
import { deckFrom } from '../../src/deck/builtIn.js';
import {
  type Deck,
  type Game,
  IllegalActionError,
  actionKey,
  apply,
  createGame,
  legalActions,
  serialize,
} from '../../src/engine/index.js';
import { isLegalAction } from '../../src/engine/legal.js';
import { randomChooser } from '../../src/sim/randomPlayer.js';
import { FIXTURE_DECKS } from '../helpers/decks.js';

const DECKS: Deck[] = [
  deckFrom('guren-aggro'),
  deckFrom('soukyu-knights'),
  deckFrom('kage-funeral'),
  FIXTURE_DECKS.red,
  FIXTURE_DECKS.blue,
];

/** Near misses of a legal action: other cards, flipped flags, changed targets, extra or missing keys. */
function variants(a: Action, game: Game): unknown[] {
  const o = a as unknown as Record<string, unknown>;
  const out: unknown[] = [];
  const n = game.state.cards.length;
  const set = (k: string, v: unknown) => out.push({ ...o, [k]: v });
  for (const k of Object.keys(o)) {
    const v = o[k];
    if (typeof v === 'number' && k !== 'player') {
      for (const d of [1, -1, 7]) set(k, (v + d + n) % n);
      set(k, String(v));
      set(k, Number.NaN);
    }
    if (typeof v === 'boolean') set(k, !v);
    if (v === null) {
      set(k, 0);
      set(k, Number.NEGATIVE_INFINITY); // JSON would write it as null
    }
    if (Array.isArray(v)) {
      set(k, []);
      set(k, [...v].reverse());
      set(k, [...v, v[0] ?? 0]);
      if (v.length > 0) set(k, v.slice(1));
    }
    if (v && typeof v === 'object' && !Array.isArray(v)) {
      const t = v as Record<string, unknown>;
      if ('player' in t) set(k, { player: t.player === 0 ? 1 : 0 });
      if ('card' in t) set(k, { card: ((t.card as number) + 1) % n });
      set(k, { ...t, extra: 1 });
    }
    const { [k]: _dropped, ...rest } = o;
    if (k !== 'type' && k !== 'player') out.push(rest);
  }
  out.push({ ...o, extra: true });
  out.push({ ...o, extra: undefined }); // an undefined key is ignored, as actionKey ignores it
  out.push(Object.fromEntries(Object.entries(o).reverse())); // property order does not matter
  for (const type of ['pass', 'endMain', 'concede', 'play', 'attack', 'choose', 'discard'])
    if (type !== a.type) out.push({ ...o, type });
  return out;
}

describe('apply() validation agrees with legalActions()', () => {
  it('HF-7.1 HF-5.3 HF-8.1 accepts every listed action and rejects every near miss that is not listed', () => {
    let checked = 0;
    for (let seed = 0; seed < 10; seed++) {
      const game = createGame({
        decks: [DECKS[seed % DECKS.length], DECKS[(seed * 3 + 1) % DECKS.length]],
        seed,
        log: false,
      });
      const choose = randomChooser(seed + 1000);
      while (!game.state.result) {
        const legal = legalActions(game);
        const keys = new Set(legal.map(actionKey));
        const player = game.state.pending!.player;
        for (const a of legal) {
          expect(isLegalAction(game, a)).toBe(true);
          for (const v of variants(a, game)) {
            const cand = v as Action;
            if (cand.player !== player || typeof cand.type !== 'string') continue; // rejected before
            // actionKey() writes NaN as null; such an action was never meant to be legal.
            const listed = keys.has(actionKey(cand)) && !Object.values(cand).some(Number.isNaN);
            expect(isLegalAction(game, cand), JSON.stringify(cand)).toBe(listed);
            checked++;
          }
        }
        apply(game, choose(legal));
      }
    }
    expect(checked).toBeGreaterThan(10_000);
  });

  it('HF-16.9 a rejected near miss throws IllegalActionError and leaves the state byte-identical', () => {
    const game = createGame({ decks: [DECKS[0], DECKS[1]], seed: 5, log: true });
    const choose = randomChooser(5);
    let rejected = 0;
    while (!game.state.result && rejected < 300) {
      const legal = legalActions(game);
      const keys = new Set(legal.map(actionKey));
      const before = serialize(game);
      for (const v of variants(legal[0], game)) {
        if (keys.has(actionKey(v)) && !Object.values(v as object).some(Number.isNaN)) continue;
        expect(() => apply(game, v as Action)).toThrow(IllegalActionError);
        expect(serialize(game)).toBe(before);
        rejected++;
      }
      apply(game, choose(legal));
    }
    expect(rejected).toBeGreaterThan(100);
  });
});
