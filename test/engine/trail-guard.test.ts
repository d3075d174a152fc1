// Issue 25, the writer rule (src/engine/trail.ts): in a game that keeps an undo trail, snapshot() is the
// trail's length and restore() undoes the writes recorded since, so a card field or id list written around
// the writers would survive a restore. This guard plays random games with a trail, takes snapshots at random
// decisions (some nested), plays 1–30 random actions, restores, and checks that the state is the saved one
// exactly (HF-16.9) and that the game then continues as a copy taken at the snapshot does, event for event.
// Dropping the record of a single writer (tried: writeSleep, writeSeq, listPush) makes it fail.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { initialRngState, randomInt } from '../../src/core/rng.js';
import { deckFrom } from '../../src/deck/builtIn.js';
import {
  type Deck,
  type Game,
  apply,
  cloneGame,
  createGame,
  legalActions,
  restore,
  serialize,
  snapshot,
  startTrail,
} from '../../src/engine/index.js';
import { randomChooser } from '../../src/sim/randomPlayer.js';
import { FIXTURE_DECKS } from '../helpers/decks.js';

// The starter decks, the kuon set's decks (set cards, face-down cards, control changes, damage removal) and
// the fixture decks.
const DECKS: Deck[] = [
  deckFrom('guren-aggro'),
  deckFrom('soukyu-knights'),
  deckFrom('kage-funeral'),
  deckFrom('kikou-works'),
  deckFrom('tenryu-sky'),
  deckFrom('tsukuyomi-shrine'),
  FIXTURE_DECKS.red,
  FIXTURE_DECKS.blue,
];

function trailGame(seed: number): Game {
  const game = createGame({
    decks: [DECKS[seed % DECKS.length], DECKS[(seed * 3 + 1) % DECKS.length]],
    seed,
    log: true,
  });
  startTrail(game);
  return game;
}

/** The saved and the restored state, or where they first differ (a short excerpt of each, not 100 kB). */
function expectSame(got: string, want: string): void {
  if (got === want) return;
  let i = 0;
  while (got[i] === want[i]) i++;
  expect(got.slice(Math.max(0, i - 200), i + 80)).toBe(want.slice(Math.max(0, i - 200), i + 80));
}

function playSome(game: Game, n: number, choose: ReturnType<typeof randomChooser>): void {
  for (let i = 0; i < n && !game.state.result; i++) apply(game, choose(legalActions(game)));
}

/** Plays `n` random actions on the trail game from a snapshot, maybe with a nested one, and restores it. */
function excursion(game: Game, rng: number[], seed: number): void {
  const json = serialize(game);
  const copy = cloneGame(game);
  const logged = game.state.log.length;
  const snap = snapshot(game);
  const choose = randomChooser(seed);
  const n = randomInt(rng, 1, 30);
  const inner = randomInt(rng, 0, 2) === 0 ? randomInt(rng, 0, n - 1) : -1;
  for (let i = 0; i < n && !game.state.result; i++) {
    if (i === inner) {
      const innerJson = serialize(game);
      const innerSnap = snapshot(game);
      playSome(game, randomInt(rng, 1, 10), randomChooser(seed + 1));
      restore(game, innerSnap);
      expectSame(serialize(game), innerJson);
    }
    apply(game, choose(legalActions(game)));
  }
  restore(game, snap);
  expectSame(serialize(game), json);
  // HF-16.9: the restored game and the copy taken at the snapshot continue identically.
  const a = randomChooser(seed + 2);
  const b = randomChooser(seed + 2);
  for (let i = 0; i < 12 && !game.state.result; i++) {
    apply(game, a(legalActions(game)));
    apply(copy, b(legalActions(copy)));
  }
  expect(game.state.log.slice(logged)).toEqual(copy.state.log.slice(logged));
  expectSame(serialize(game), serialize(copy));
}

describe('issue 25: the undo trail (the writer rule)', () => {
  it('HF-16.9 restoring a trail snapshot after 1–30 random actions gives the saved state back, and the game continues as a copy does', () => {
    let excursions = 0;
    for (let seed = 0; seed < DECKS.length * 2; seed++) {
      const game = trailGame(seed);
      const rng = initialRngState(7919 * (seed + 1));
      const choose = randomChooser(seed + 1000);
      while (!game.state.result) {
        if (randomInt(rng, 0, 11) === 0) {
          excursion(game, rng, seed * 100 + excursions);
          excursions++;
          if (game.state.result) break;
        }
        apply(game, choose(legalActions(game)));
      }
    }
    expect(excursions).toBeGreaterThan(50);
  });

  it('a snapshot undone by restoring an earlier one cannot be restored', () => {
    const game = trailGame(3);
    const choose = randomChooser(3);
    playSome(game, 40, choose);
    const outer = snapshot(game);
    playSome(game, 5, choose);
    const later = snapshot(game);
    playSome(game, 5, choose);
    restore(game, outer);
    expect(() => restore(game, later)).toThrow(/restore/);
    restore(game, outer); // the earlier one stays usable
  });

  it('a trail snapshot is no longer O(cards): it saves no card or id list', () => {
    const game = trailGame(5);
    playSome(game, 30, randomChooser(5));
    const snap = snapshot(game);
    expect(snap.trail).not.toBeNull();
    expect(snap.ints.length).toBe(0);
  });
});

// The writer rule in the source: a card field or a card id list is written only by src/engine/trail.ts (and
// where a state is first laid out or fully restored). A new direct write fails here: use a writer instead.
describe('issue 25: no engine write around the writers', () => {
  const ENGINE = fileURLToPath(new URL('../../src/engine/', import.meta.url));
  // Where a state is made or fully put back, before any trail can exist (or dropping it: snapshot.ts).
  const LAYOUT = new Set(['trail.ts', 'snapshot.ts', 'create.ts', 'fromView.ts', 'view.ts']);
  const FIELD_WRITE =
    /(?<!state)\.(sleep|damage|zone|controller|host|attachments|faceUp|faceDown|seq|lastDamageBy|def)\s*(=(?![=>])|[-+*|&?]{1,2}=|\+\+|--)/;
  const LIST_WRITE =
    /\b(mainDeck|guardDeck|hand|energy|trash|damageField|extraDeck|battlefield|excluded|limbo|attachments)\.(push|unshift|splice|pop|shift|sort|reverse|fill|copyWithin)\(|shuffleInPlace\(/;

  function files(dir: string, rel = ''): string[] {
    return readdirSync(join(dir, rel), { withFileTypes: true }).flatMap((e) =>
      e.isDirectory() ? files(dir, join(rel, e.name)) : e.name.endsWith('.ts') ? [join(rel, e.name)] : [],
    );
  }

  it('every card field and id list write of src/engine goes through a writer', () => {
    const found: string[] = [];
    for (const f of files(ENGINE)) {
      if (LAYOUT.has(f)) continue;
      readFileSync(join(ENGINE, f), 'utf8')
        .split('\n')
        .forEach((line, i) => {
          const code = line.replace(/\/\/.*$/, '');
          if (/^\s*\*/.test(code)) return;
          if (FIELD_WRITE.test(code) || LIST_WRITE.test(code)) found.push(`${f}:${i + 1}: ${line.trim()}`);
        });
    }
    expect(found).toEqual([]);
  });
});
