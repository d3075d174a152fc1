// serialize / deserialize: versioned JSON of the plain state; definitions come from a card library.
// A save is not trusted: deserialize() checks its shape (saveSchema.ts), then what a schema cannot say and
// the HF-16 invariants (saveChecks.ts); anything wrong throws a SerializationError naming the first problem,
// and nothing of the save escapes.
import type { CardDefinition } from '../core/cardTypes.js';
import { SerializationError } from '../core/errors.js';
import { type GameState, STATE_VERSION } from '../core/state.js';
import { Derived } from './derived.js';
import type { Game } from './game.js';
import { checkLoadedGame } from './saveChecks.js';
import { firstIssue, saveSchema } from './saveSchema.js';
import { copyGame } from './snapshot.js';

export function serialize(game: Game): string {
  return JSON.stringify(game.state);
}

/** Restores a game; `library` must define every card id the state refers to. */
export function deserialize(
  json: string,
  library: Iterable<CardDefinition> | ReadonlyMap<string, CardDefinition>,
): Game {
  if (typeof json !== 'string')
    throw new SerializationError('保存データが文字列ではありません', '(root)', 'the save is not a string');
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch (e) {
    const detail = (e as Error).message;
    throw new SerializationError(
      `保存データが JSON ではありません: ${detail}`,
      '(root)',
      `not JSON: ${detail}`,
    );
  }
  const version = (raw as { version?: unknown } | null)?.version;
  if (version !== STATE_VERSION) {
    const v = String(version);
    throw new SerializationError(
      `保存データのバージョンが違います（${v} ≠ ${STATE_VERSION}）`,
      'version',
      `version ${v} is not ${STATE_VERSION}`,
    );
  }
  const cards = (raw as { cards?: unknown }).cards;
  const parsed = saveSchema(Array.isArray(cards) ? cards.length : 0).safeParse(raw);
  if (!parsed.success) {
    const { path, message } = firstIssue(parsed.error);
    throw new SerializationError(`保存データの形式が不正です（${path}）: ${message}`, path, message);
  }
  const defs = new Map<string, CardDefinition>();
  const source = library instanceof Map ? library.values() : (library as Iterable<CardDefinition>);
  for (const d of source) defs.set(d.id, d);
  // The parsed JSON itself (no one else holds it): it has exactly the schema's keys, in the save's order.
  const game: Game = { state: raw as GameState, defs, damageBatch: null, derived: new Derived() };
  let found: ReturnType<typeof checkLoadedGame>;
  try {
    found = checkLoadedGame(game);
  } catch (e) {
    const detail = e instanceof Error ? e.message : String(e);
    throw new SerializationError(
      `保存データを検証できません: ${detail}`,
      '(state)',
      `the state cannot be checked: ${detail}`,
    );
  }
  if (found)
    throw new SerializationError(`保存データが不正です（${found.path}）: ${found.ja}`, found.path, found.en);
  return game;
}

/** An independent copy that continues on its own (see snapshot.ts for what is copied and what is shared). */
export function cloneGame(game: Game): Game {
  return copyGame(game);
}
