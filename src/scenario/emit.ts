// Writing a game's current board as a scenario `setup:` (used by --record).
import type { PlayerIndex } from '../core/cardTypes.js';
import type { CardInstance } from '../core/state.js';
import type { Game } from '../engine/game.js';
import { BLANK_ENERGY_ID, ScenarioError } from './types.js';

type Yamlable = Record<string, unknown>;

const side = (p: PlayerIndex) => (p === 0 ? 'A' : 'B');

function name(game: Game, id: number): string {
  return game.defs.get(game.state.cards[id].def)?.name ?? '?';
}

function entry(game: Game, id: number, faceUpDefault: boolean): unknown {
  const c = game.state.cards[id];
  return c.faceUp === faceUpDefault ? name(game, id) : { card: name(game, id), faceUp: c.faceUp };
}

function battlefieldEntry(game: Game, c: CardInstance): Yamlable {
  const e: Yamlable = { card: name(game, c.id) };
  if (c.sleep) e.state = 'sleep';
  if (c.damage) e.damage = c.damage;
  if (c.controller !== c.owner) e.controller = side(c.controller);
  if (c.faceDown) e.faceDown = { name: c.faceDown.name, power: c.faceDown.power, traits: c.faceDown.traits };
  if (c.attachments.length) {
    e.set = c.attachments.map((a) => {
      const s = game.state.cards[a];
      const item: Yamlable = { card: name(game, a) };
      if (s.faceDown)
        item.faceDown = { name: s.faceDown.name, power: s.faceDown.power, traits: s.faceDown.traits };
      if (s.owner !== c.owner) item.owner = side(s.owner);
      return Object.keys(item).length === 1 ? name(game, a) : item;
    });
  }
  return e;
}

/**
 * A player's energies: each named card (`名前` or `{ card, state: sleep }`); blank energies (a setup's
 * `energy: 3`) have no name a file could list, so with any of them the list becomes
 * `{ cards: [named…], active: N, asleep: M }`, which loads back to the same energies.
 */
function energySetup(game: Game, ids: readonly number[]): unknown[] | Yamlable {
  const s = game.state;
  const blank = (id: number) => s.cards[id].def === BLANK_ENERGY_ID;
  const named = ids
    .filter((id) => !blank(id))
    .map((id) => (s.cards[id].sleep ? { card: name(game, id), state: 'sleep' } : name(game, id)));
  const blanks = ids.filter(blank);
  if (blanks.length === 0) return named;
  const asleep = blanks.filter((id) => s.cards[id].sleep).length;
  return { cards: named, active: blanks.length - asleep, asleep };
}

function playerSetup(game: Game, p: PlayerIndex): Yamlable {
  const s = game.state;
  const ps = s.players[p];
  const list = (ids: number[], faceUp: boolean) => ids.map((id) => entry(game, id, faceUp));
  const out: Yamlable = {
    battlefield: s.battlefield
      .filter((id) => s.cards[id].owner === p)
      .map((id) => battlefieldEntry(game, s.cards[id])),
    hand: list(ps.hand, true),
    mainDeck: list(ps.mainDeck, false),
    guardDeck: list(ps.guardDeck, false),
    energy: energySetup(game, ps.energy),
    trash: list(ps.trash, true),
    damageField: list(ps.damageField, false),
    extraDeck: list(ps.extraDeck, false),
    excluded: list(
      s.excluded.filter((id) => s.cards[id].owner === p),
      true,
    ),
    marker: ps.secondPlayerMarker,
  };
  if (ps.kuusou !== null) out.kuusou = name(game, ps.kuusou);
  for (const k of Object.keys(out))
    if (Array.isArray(out[k]) && (out[k] as unknown[]).length === 0) delete out[k];
  return out;
}

/** The setup of a game standing at a phase body with nothing waiting (main, energy or discard decision). */
export function setupOf(game: Game): Yamlable {
  const s = game.state;
  const stable =
    s.tasks.length === 0 &&
    s.chain.length === 0 &&
    !s.window &&
    !s.combat &&
    s.triggers.length === 0 &&
    s.step === 'body';
  if (!stable || s.phase === 'setup' || s.phase === 'endOfTurn' || s.phase === 'over') {
    throw new ScenarioError(
      '(record)',
      0,
      'シナリオにできるのは、フェイズ中で何も待機していない時点（メイン／エネルギー／ディスカードの決定）だけです',
    );
  }
  return {
    rng: [...s.rng],
    turn: s.turn,
    turnPlayer: side(s.turnPlayer),
    phase: s.phase,
    players: { A: playerSetup(game, 0), B: playerSetup(game, 1) },
  };
}
