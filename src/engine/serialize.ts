// serialize / deserialize: versioned JSON of the plain state; definitions come from a card library.
// A save is not trusted: deserialize() checks its shape (saveSchema.ts), then what a schema cannot say and
// the HF-16 invariants (saveChecks.ts); anything wrong throws a SerializationError naming the first problem,
// and nothing of the save escapes. A save carries the version (hash) of every card definition its cards use
// (`cardVersions`, src/catalog/cardHash.ts, issue 16): loading it with changed cards fails naming them.
import { type CardVersions, cardVersions, changedCards, changedCardsMessage } from '../catalog/cardHash.js';
import type { CardDefinition } from '../core/cardTypes.js';
import { SerializationError } from '../core/errors.js';
import { type GameState, STATE_VERSION } from '../core/state.js';
import { Derived } from './derived.js';
import type { Game } from './game.js';
import { checkLoadedGame } from './saveChecks.js';
import { cardVersionsSchema, firstIssue, saveSchema } from './saveSchema.js';
import { upgradeSaveData } from './saveUpgrade.js';
import { copyGame } from './snapshot.js';

/** The state's JSON with `cardVersions` — the hash of each definition its cards use — as its last member. */
export function serialize(game: Game): string {
  const state = JSON.stringify(game.state);
  return `${state.slice(0, -1)},"cardVersions":${JSON.stringify(usedCardVersions(game))}}`;
}

/** The versions of the definitions the game's cards use (not every definition of the library it was given). */
export function usedCardVersions(game: Game): CardVersions {
  const ids = new Set(game.state.cards.map((c) => c.def));
  const defs: CardDefinition[] = [];
  for (const id of ids) {
    const def = game.defs.get(id);
    if (def) defs.push(def);
  }
  return cardVersions(defs);
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
  // hi9 F11: `null`, a list or another tool's JSON is named as not a save (was 「バージョンが違います（undefined ≠ 3）」)
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
    throw new SerializationError(
      '保存データではありません（serialize() の出力は JSON のオブジェクトです）',
      '(root)',
      'not a saved game (serialize() writes a JSON object)',
    );
  if (!Object.hasOwn(raw, 'version'))
    throw new SerializationError(
      '保存データではありません（version がありません。serialize() の出力を渡してください）',
      'version',
      'not a saved game (no version; pass the output of serialize())',
    );
  const version = (raw as { version?: unknown }).version;
  if (version !== STATE_VERSION) {
    const v = String(version);
    throw new SerializationError(
      `保存データのバージョンが違います（${v} ≠ ${STATE_VERSION}）`,
      'version',
      `version ${v} is not ${STATE_VERSION}`,
    );
  }
  // The state is the save without `cardVersions` (a copy with the save's other keys, in the save's order).
  const { cardVersions: given, ...state } = raw as Record<string, unknown>;
  const versions = Object.hasOwn(raw as object, 'cardVersions') ? checkedVersions(given) : undefined;
  const cards = state.cards;
  const parsed = saveSchema(Array.isArray(cards) ? cards.length : 0).safeParse(state);
  if (!parsed.success) {
    const { path, message } = firstIssue(parsed.error);
    throw new SerializationError(`保存データの形式が不正です（${path}）: ${message}`, path, message);
  }
  upgradeSaveData(state); // definition data in an earlier shape (saveUpgrade.ts), after the shape is checked
  const defs = new Map<string, CardDefinition>();
  const source = library instanceof Map ? library.values() : (library as Iterable<CardDefinition>);
  for (const d of source) defs.set(d.id, d);
  if (versions) checkCardVersions(versions, state as unknown as GameState, defs);
  // The parsed JSON (no one else holds it): it has exactly the schema's keys, in the save's order.
  const game: Game = {
    state: state as unknown as GameState,
    defs,
    damageBatch: null,
    derived: new Derived(),
  };
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

/** The save's `cardVersions`, shape-checked (a save made before saves carried them has none: unchecked). */
function checkedVersions(given: unknown): CardVersions {
  const parsed = cardVersionsSchema.safeParse(given);
  if (!parsed.success) {
    const { path, message } = firstIssue(parsed.error);
    const where = path === '(root)' ? 'cardVersions' : `cardVersions.${path}`;
    throw new SerializationError(`保存データの形式が不正です（${where}）: ${message}`, where, message);
  }
  return parsed.data;
}

/**
 * Issue 16: every definition the save's cards use must be listed, and be the definition the save was made
 * with — otherwise the game would go on with other cards than it was played with.
 */
function checkCardVersions(
  versions: CardVersions,
  state: GameState,
  defs: Map<string, CardDefinition>,
): void {
  const unlisted = [...new Set(state.cards.map((c) => c.def))].filter((id) => !Object.hasOwn(versions, id));
  if (unlisted.length > 0) {
    const ids = unlisted.join(', ');
    throw new SerializationError(
      `保存データの形式が不正です（cardVersions）: カード ${ids} の版がありません`,
      'cardVersions',
      `no version for the card ${ids}`,
    );
  }
  const changed = changedCards(versions, (id) => defs.get(id));
  if (changed.length === 0) return;
  const message = changedCardsMessage({ ja: 'この保存データを作ったとき', en: 'the save was made' }, changed);
  throw new SerializationError(
    `${message.ja}。今のカードでは保存したゲームを正しく続けられません（保存したときのカードに戻してください）`,
    'cardVersions',
    `${message.en}. The saved game cannot go on correctly with the current cards (restore the cards it was saved with)`,
  );
}

/** An independent copy that continues on its own (see snapshot.ts for what is copied and what is shared). */
export function cloneGame(game: Game): Game {
  return copyGame(game);
}
