// Saved games can be trusted (issue 11): a tampered save is rejected with a SerializationError, or it loads
// into a game that passes every HF-16 invariant and plays on to its end with legal actions.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CardDefinition } from '../../src/core/cardTypes.js';
import { IllegalActionError, SerializationError } from '../../src/core/errors.js';
import { initialRngState, randomInt } from '../../src/core/rng.js';
import {
  type Game,
  apply,
  createGame,
  deserialize,
  legalActions,
  serialize,
  view,
} from '../../src/engine/index.js';
import { checkInvariants } from '../../src/engine/invariants.js';
import { buildDeck, cardPool } from '../../src/fuzz/decks.js';

const POOLS: string[][] = [['kuon'], ['starter'], ['kuon', 'starter']];
/** After loading a tampered save, the game must end within this many decisions. */
const PLAY_ON_BOUND = 4000;
/** HFLUX_SAVES_SEED / HFLUX_SAVES_RUNS: another seed or more runs, to search further by hand. */
const SEED = Number(process.env.HFLUX_SAVES_SEED ?? 11);
const RUNS = Number(process.env.HFLUX_SAVES_RUNS ?? 1000);

function randomPick(seed: number) {
  const rng = initialRngState(seed);
  return (n: number) => randomInt(rng, 0, n - 1);
}

function genes(seed: number) {
  const pick = randomPick(seed);
  return {
    kuusou: seed % 3 === 0 ? pick(16) : null,
    picks: Array.from({ length: 47 }, () => pick(0x10000)),
    conditionPicks: Array.from({ length: 12 }, () => pick(0x10000)),
  };
}

/** Saves taken at many points of real games (several decks and pools). */
function realSaves(): { json: string; pool: CardDefinition[] }[] {
  const out: { json: string; pool: CardDefinition[] }[] = [];
  for (let g = 0; g < 6; g++) {
    const pool = cardPool(POOLS[g % POOLS.length]);
    const game = createGame({
      decks: [buildDeck(pool, genes(g * 2 + 1)), buildDeck(pool, genes(g * 2 + 2))],
      seed: g,
    });
    const pick = randomPick(1000 + g);
    let n = 0;
    while (!game.state.result) {
      const legal = legalActions(game).filter((a) => a.type !== 'concede');
      apply(game, legal[pick(legal.length)]);
      n++;
      if (n % 17 === 0) out.push({ json: serialize(game), pool });
    }
    out.push({ json: serialize(game), pool });
  }
  return out;
}

const SAVES = realSaves();

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };

type Container = Json[] | { [k: string]: Json };

/** Every container (object or array) inside a value, the value first. */
function containers(v: Json, out: Container[] = []): Container[] {
  if (v !== null && typeof v === 'object') {
    out.push(v);
    for (const x of Array.isArray(v) ? v : Object.values(v)) containers(x, out);
  }
  return out;
}

const WEIRD: Json[] = [
  null,
  -1,
  1.5,
  1e9,
  'x',
  true,
  [],
  {},
  2,
  0,
  3,
  39,
  40,
  79,
  80,
  Number.MAX_SAFE_INTEGER,
];

/** One random edit of a parsed save, chosen by numbers; the event log is edited 1 time in 10. */
function mutate(state: Json, [a, b, c, d]: number[]): void {
  const root = state as Record<string, Json>;
  const { log, ...rest } = root;
  const all = a % 10 === 0 ? containers(log) : [root, ...containers(rest as Json).slice(1)];
  const box = all[Math.floor(a / 10) % all.length];
  const keys = Array.isArray(box) ? box.map((_, i) => i) : Object.keys(box);
  const get = (k: number | string) => (box as Record<string, Json>)[k as string];
  const set = (k: number | string, v: Json) => {
    (box as Record<string, Json>)[k as string] = v;
  };
  const k = keys.length > 0 ? keys[b % keys.length] : 0;
  const value = get(k);
  switch (c % 9) {
    case 0: // change a number
      if (typeof value === 'number') set(k, value + ((d % 7) - 3));
      else set(k, WEIRD[d % WEIRD.length]);
      break;
    case 1: // wrong type / odd value
      set(k, WEIRD[d % WEIRD.length]);
      break;
    case 2: // drop a field or element
      if (Array.isArray(box)) box.splice(k as number, 1);
      else delete box[k as string];
      break;
    case 3: // duplicate an element
      if (Array.isArray(box) && box.length > 0) box.push(box[d % box.length]);
      else set(`x${d}`, 1);
      break;
    case 4: {
      // swap two elements (ids between places)
      const k2 = keys[d % Math.max(keys.length, 1)];
      if (keys.length > 1) {
        const t = get(k2);
        set(k2, value);
        set(k, t);
      }
      break;
    }
    case 5: // add a player, or an element copied from elsewhere
      if (Array.isArray(box)) box.push(JSON.parse(JSON.stringify(box[0] ?? 0)));
      break;
    case 6:
      // a huge array of small values (copies of a nested object would make the save itself gigabytes)
      if (Array.isArray(box)) {
        const item = typeof box[0] === 'object' ? d % 80 : (box[0] ?? 0);
        box.push(...Array.from({ length: 20_000 + (d % 5) }, () => item));
      } else
        set(
          k,
          Array.from({ length: 20_000 }, () => 0),
        );
      break;
    case 7: // move a card id from one place to another
      if (Array.isArray(box) && box.length > 0 && typeof box[0] === 'number') {
        const other = all[d % all.length];
        if (Array.isArray(other)) other.push(box.splice(b % box.length, 1)[0]);
      } else set(k, d % 80);
      break;
    default: // a small number anywhere
      set(k, d % 90);
  }
}

function playOn(game: Game, seed: number): void {
  const pick = randomPick(seed);
  for (let n = 0; !game.state.result; n++) {
    if (n > PLAY_ON_BOUND) throw new Error(`the loaded game did not end within ${PLAY_ON_BOUND} decisions`);
    const legal = legalActions(game).filter((a) => a.type !== 'concede');
    if (legal.length === 0) throw new Error(`no legal action for ${game.state.pending?.kind}`);
    try {
      apply(game, legal[pick(legal.length)]);
    } catch (e) {
      if (!(e instanceof IllegalActionError)) throw e;
    }
    const violations = checkInvariants(game);
    if (violations.length > 0) throw new Error(`after decision ${n}: ${JSON.stringify(violations)}`);
  }
}

describe('saved games (issue 11, HF-16, HF-16.9)', () => {
  it('every real save loads, passes the invariants and serializes to the same JSON', () => {
    expect(SAVES.length).toBeGreaterThan(50);
    for (const { json, pool } of SAVES) {
      const game = deserialize(json, pool);
      expect(checkInvariants(game)).toEqual([]);
      expect(serialize(game)).toBe(json);
    }
  });

  it('names the first problem, in Japanese and English', () => {
    const { json, pool } = SAVES[3];
    const state = JSON.parse(json);
    state.players.push(state.players[0]);
    const err = (() => {
      try {
        deserialize(JSON.stringify(state), pool);
      } catch (e) {
        return e;
      }
    })();
    expect(err).toBeInstanceOf(SerializationError);
    expect((err as SerializationError).path).toBe('players');
    expect((err as SerializationError).message).toContain('players');
  });

  it('rejects a card in two hands (HF-16.1)', () => {
    const { json, pool } = SAVES[5];
    const state = JSON.parse(json);
    state.players[1].hand.push(state.players[0].hand[0] ?? state.players[0].mainDeck[0]);
    expect(() => deserialize(JSON.stringify(state), pool)).toThrow(SerializationError);
  });

  it('property: a tampered save is rejected, or loads into a game that keeps the invariants and plays on (HF-16)', () => {
    let loaded = 0;
    let rejected = 0;
    fc.assert(
      fc.property(
        fc.nat({ max: SAVES.length - 1 }),
        fc.array(fc.tuple(fc.nat(), fc.nat(), fc.nat(), fc.nat()), { minLength: 1, maxLength: 3 }),
        fc.integer(),
        (index, edits, seed) => {
          const { json, pool } = SAVES[index];
          const state = JSON.parse(json) as Json;
          for (const e of edits) mutate(state, e);
          let game: Game;
          try {
            game = deserialize(JSON.stringify(state), pool);
          } catch (e) {
            if (!(e instanceof SerializationError)) throw e;
            rejected++;
            return;
          }
          loaded++;
          expect(checkInvariants(game)).toEqual([]);
          view(game, 0);
          view(game, 1);
          playOn(game, seed);
        },
      ),
      { numRuns: RUNS, seed: SEED },
    );
    console.log(`tampered saves: ${loaded} loaded and played on, ${rejected} rejected`);
    expect(loaded + rejected).toBe(RUNS);
    expect(rejected).toBeGreaterThan(0);
  });
});
