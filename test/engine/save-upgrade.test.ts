// A save made before StaticEffect 'indestructible' split `by` into `by` (whose effects) and `cause` (what cause):
// such a save holds 「ダメージによって破壊されない」 (t21a) as `by: 'damage'` inside its lasting grants. deserialize()
// reads it as `cause: 'damage'` (src/engine/saveUpgrade.ts), so the game still loads and goes on the same (HF-16.9).
import { describe, expect, it } from 'vitest';
import { deserialize, serialize } from '../../src/engine/index.js';
import { fixtureCards } from '../helpers/fixtureCards.js';
import { act, makeGame, passAll } from '../helpers/harness.js';
import { inHand, onFieldNamed } from '../helpers/lookup.js';

const CARDS = fixtureCards('t21a-damage').all;

/** 墨吐きダコ has used its 「ターン終了時まで、…ダメージによっては破壊されない」: a lasting grant holds the static. */
function grantedGame() {
  const g = makeGame({
    cards: CARDS,
    p0: { hand: ['水圧弾'], battlefield: ['墨吐きダコ'], energy: 3, damageField: ['水圧弾'] },
  });
  const octo = onFieldNamed(g, '墨吐きダコ');
  act(g, { type: 'activate', card: octo, ability: 'p0' });
  passAll(g);
  return { g, octo };
}

/** The save as the earlier IR wrote it: `by: 'damage'`, and no card versions (they would name the old hashes). */
function legacySave(json: string): string {
  const { cardVersions: _v, ...state } = JSON.parse(json) as Record<string, unknown>;
  const old = JSON.stringify(state).replaceAll(
    '"kind":"indestructible","affects":"self","cause":"damage"',
    '"kind":"indestructible","affects":"self","by":"damage"',
  );
  expect(old).toContain('"by":"damage"');
  return old;
}

describe('loading a save that holds the earlier `by: "damage"`', () => {
  it('HF-16.9 loads, reads it as cause: damage, and the grant still protects from damage (HF-9.4)', () => {
    const { g, octo } = grantedGame();
    const loaded = deserialize(legacySave(serialize(g)), g.defs);
    expect(JSON.stringify(loaded.state)).not.toContain('"by":"damage"');
    expect(JSON.stringify(loaded.state)).toContain('"cause":"damage"');
    act(loaded, { type: 'play', card: inHand(loaded, '水圧弾', 0), targets: [octo] });
    passAll(loaded);
    expect(loaded.state.cards[octo].zone).toBe('battlefield');
    expect(loaded.state.cards[octo].damage).toBe(3000);
  });
});
