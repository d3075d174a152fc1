// Issue 24: a save whose pending decision belongs to the wrong player, whose turn player or second-player
// marker contradicts the first player, or whose random generator state is all zeros used to load and play
// on. deserialize() now refuses each with SerializationError naming the field; every real save still loads.
import { describe, expect, test } from 'vitest';
import { TRIGGERS } from '../../generated/index.js';
import { SerializationError } from '../../src/core/errors.js';
import { deckFrom } from '../../src/deck/builtIn.js';
import { cardPool } from '../../src/deck/pool.js';
import type { Game } from '../../src/engine/game.js';
import { apply, createGame, deserialize, legalActions, serialize } from '../../src/engine/index.js';

const pool = cardPool();

/** A random game played until `stop` holds; every save on the way must load (no false refusals). */
function playUntil(seed: number, stop: (g: Game) => boolean): Game {
  const game = createGame({
    decks: [deckFrom('guren-aggro'), deckFrom('soukyu-knights')],
    seed,
    triggers: TRIGGERS,
  });
  let r = seed;
  while (!game.state.result && !stop(game)) {
    expect(() => deserialize(serialize(game), pool.cards)).not.toThrow();
    const actions = legalActions(game).filter((a) => a.type !== 'concede');
    r = (r * 1103515245 + 12345) >>> 0;
    apply(game, actions[r % actions.length]);
  }
  return game;
}

// biome-ignore lint/suspicious/noExplicitAny: a save edited as untyped JSON, as an attacker would
type Save = Record<string, any>;
function tampered(game: Game, edit: (s: Save) => void): string {
  const save = JSON.parse(serialize(game)) as Save;
  edit(save);
  return JSON.stringify(save);
}

function refusal(json: string): SerializationError {
  try {
    deserialize(json, pool.cards);
  } catch (e) {
    if (e instanceof SerializationError) return e;
    throw e;
  }
  throw new Error('the save loaded');
}

const atMain = playUntil(7, (g) => g.state.pending?.kind === 'main' && g.state.turn >= 3);
const atWindow = playUntil(9, (g) => g.state.pending?.kind === 'window' && g.state.turn >= 2);

describe('saves: the decision owed, turn player, phase and marker agree (issue 24)', () => {
  test('the real saves load', () => {
    expect(deserialize(serialize(atMain), pool.cards).state.pending?.kind).toBe('main');
    expect(deserialize(serialize(atWindow), pool.cards).state.pending?.kind).toBe('window');
  });
  test("the main-phase decision asked of the other player (HF-6.4: the turn player's)", () => {
    const e = refusal(tampered(atMain, (s) => (s.pending.player = 1 - s.pending.player)));
    expect(e.path).toBe('pending');
  });
  test('a window decision asked of a player who does not hold it (HF-7)', () => {
    const e = refusal(tampered(atWindow, (s) => (s.pending.player = 1 - s.window.holder)));
    expect(e.path).toBe('pending');
  });
  test('a main decision in the draw phase', () => {
    expect(refusal(tampered(atMain, (s) => (s.phase = 'draw'))).path).toBe('pending');
  });
  test('the turn player of an odd turn is not the first player (and the decision moved along)', () => {
    const e = refusal(
      tampered(atMain, (s) => {
        s.turnPlayer = 1 - s.turnPlayer;
        s.pending.player = s.turnPlayer;
      }),
    );
    expect(e.path).toBe('turnPlayer');
  });
  test('the first player holding the second-player marker (HF-2.2)', () => {
    const e = refusal(tampered(atMain, (s) => (s.players[s.firstPlayer].secondPlayerMarker = true)));
    expect(e.path).toBe(`players.${atMain.state.firstPlayer}.secondPlayerMarker`);
  });
  test('a random generator state of all zeros (HF-16.9)', () => {
    expect(refusal(tampered(atMain, (s) => (s.rng = [0, 0, 0, 0]))).path).toBe('rng');
  });
});
