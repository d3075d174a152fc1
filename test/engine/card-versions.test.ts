// Issue 16: a saved game carries the version (hash) of every card definition its cards use; loading it after a
// card has changed fails naming the changed cards (Japanese and English) instead of replaying another game.
import { describe, expect, test } from 'vitest';
import { canonicalJson, cardHash, cardVersions } from '../../src/catalog/cardHash.js';
import type { CardDefinition } from '../../src/core/cardTypes.js';
import { sha256Hex } from '../../src/core/sha256.js';
import {
  SerializationError,
  apply,
  createGame,
  deserialize,
  legalActions,
  serialize,
} from '../../src/engine/index.js';
import { randomChooser } from '../../src/sim/randomPlayer.js';
import { FIXTURE_CARDS, FIXTURE_DECKS } from '../helpers/decks.js';

function savedGame(): string {
  const game = createGame({ decks: [FIXTURE_DECKS.red, FIXTURE_DECKS.blue], seed: 3, log: false });
  const choose = randomChooser(3);
  for (let i = 0; i < 40 && !game.state.result; i++) apply(game, choose(legalActions(game)));
  return serialize(game);
}

/** The library with `name`'s definition replaced by `change(definition)`. */
function libraryWith(name: string, change: (d: CardDefinition) => CardDefinition): CardDefinition[] {
  return FIXTURE_CARDS.map((d) => (d.name === name ? change(d) : d));
}

function loadError(json: string, library: readonly CardDefinition[]): SerializationError {
  try {
    deserialize(json, library);
  } catch (e) {
    if (e instanceof SerializationError) return e;
    throw e;
  }
  throw new Error('the save loaded');
}

const USED = FIXTURE_DECKS.red.main[0];

describe('card hashes (src/catalog/cardHash.ts)', () => {
  test('canonical JSON sorts keys at every level and drops undefined members', () => {
    expect(canonicalJson({ b: 1, a: [{ d: 2, c: undefined, e: null }], z: 'x' })).toBe(
      '{"a":[{"d":2,"e":null}],"b":1,"z":"x"}',
    );
  });

  test("a card's hash is the first 16 hex digits of SHA-256 of its canonical JSON without `source`", () => {
    const { source: _where, ...rest } = USED;
    expect(cardHash(USED)).toBe(sha256Hex(canonicalJson(rest)).slice(0, 16));
    expect(cardHash({ ...USED, source: { file: 'elsewhere.hf', line: 999 } })).toBe(cardHash(USED));
    expect(cardHash({ ...USED, power: USED.power + 1000 })).not.toBe(cardHash(USED));
    expect(cardHash({ ...USED, text: `${USED.text}。` })).not.toBe(cardHash(USED));
  });
});

describe('saved games carry card versions (issue 16)', () => {
  test('a save lists the version of exactly the definitions its cards use, and loads with the same cards', () => {
    const json = savedGame();
    const saved = JSON.parse(json) as { cards: { def: string }[]; cardVersions: Record<string, string> };
    const used = [...new Set(saved.cards.map((c) => c.def))].sort();
    expect(Object.keys(saved.cardVersions)).toEqual(used);
    const byId = new Map(FIXTURE_CARDS.map((d) => [d.id, d]));
    expect(saved.cardVersions).toEqual(cardVersions(used.map((id) => byId.get(id)!)));
    expect(serialize(deserialize(json, FIXTURE_CARDS))).toBe(json);
  });

  test('changing a card and loading an old save fails naming the card, in Japanese and English', () => {
    const json = savedGame();
    const doubled = libraryWith(USED.name, (d) => ({ ...d, power: d.power * 2 }));
    const e = loadError(json, doubled);
    expect(e.path).toBe('cardVersions');
    expect(e.message).toContain(`「${USED.name}」`);
    expect(e.message).toContain('この保存データを作ったときからカードの定義が変わっています');
    expect(e.english).toContain(`「${USED.name}」`);
    expect(e.english).toContain('cards have changed since the save was made');
    const other = FIXTURE_CARDS.find((d) => d.id !== USED.id && json.includes(`"${d.id}"`))!;
    expect(e.message).not.toContain(`「${other.name}」`);
  });

  test('every changed card is named, and a card that no longer exists too', () => {
    const json = savedGame();
    const second = FIXTURE_DECKS.blue.main.find((d) => d.id !== USED.id)!;
    const changed = libraryWith(second.name, (d) => ({ ...d, cost: d.cost + 1 })).filter(
      (d) => d.id !== USED.id,
    );
    const e = loadError(json, changed);
    expect(e.message).toContain(`「${second.name}」`);
    expect(e.message).toContain(`「${USED.name}」（今はありません）`);
  });

  test('moving a card to another line of its file is not a change', () => {
    const json = savedGame();
    const moved = libraryWith(USED.name, (d) => ({ ...d, source: { file: 'x.hf', line: 1 } }));
    expect(() => deserialize(json, moved)).not.toThrow();
  });

  test('a save from before card versions loads unchecked; a malformed version is a format error', () => {
    const { cardVersions: versions, ...saved } = JSON.parse(savedGame()) as {
      cardVersions: Record<string, string>;
    };
    expect(() => deserialize(JSON.stringify(saved), FIXTURE_CARDS)).not.toThrow();
    const bad = { ...saved, cardVersions: { ...versions, [USED.id]: 'not-a-hash' } };
    expect(loadError(JSON.stringify(bad), FIXTURE_CARDS).path).toBe(`cardVersions.${USED.id}`);
    const { [USED.id]: _dropped, ...partial } = versions;
    expect(loadError(JSON.stringify({ ...saved, cardVersions: partial }), FIXTURE_CARDS).english).toContain(
      `no version for the card ${USED.id}`,
    );
  });
});
