// serialize / deserialize: versioned JSON of the plain state; definitions come from a card library.
import type { CardDefinition } from '../core/cardTypes.js';
import { SerializationError } from '../core/errors.js';
import { type GameState, STATE_VERSION } from '../core/state.js';
import { Derived } from './derived.js';
import type { Game } from './game.js';
import { copyGame } from './snapshot.js';

export function serialize(game: Game): string {
  return JSON.stringify(game.state);
}

/** Restores a game; `library` must define every card id the state refers to. */
export function deserialize(
  json: string,
  library: Iterable<CardDefinition> | ReadonlyMap<string, CardDefinition>,
): Game {
  let state: GameState;
  try {
    state = JSON.parse(json) as GameState;
  } catch (e) {
    throw new SerializationError(`保存データが JSON ではありません: ${(e as Error).message}`);
  }
  if (!state || typeof state !== 'object' || state.version !== STATE_VERSION) {
    throw new SerializationError(`保存データのバージョンが違います（${state?.version} ≠ ${STATE_VERSION}）`);
  }
  const defs = new Map<string, CardDefinition>();
  const source = library instanceof Map ? library.values() : (library as Iterable<CardDefinition>);
  for (const d of source) defs.set(d.id, d);
  const missing = [...new Set(state.cards.map((c) => c.def))].filter((id) => !defs.has(id));
  if (missing.length > 0) throw new SerializationError(`カード定義が見つかりません: ${missing.join(', ')}`);
  return { state, defs, damageBatch: null, derived: new Derived() };
}

/** An independent copy that continues on its own (see snapshot.ts for what is copied and what is shared). */
export function cloneGame(game: Game): Game {
  return copyGame(game);
}
