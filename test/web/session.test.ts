// The page's game host (web/src/host/session.ts) in Node: what it sends the UI, time travel and branching,
// refusals, and what it hands the server to save a scenario.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ALL_CARDS } from '../../generated/index.js';
import type { PlayerIndex } from '../../src/core/cardTypes.js';
import { deckFrom } from '../../src/deck/builtIn.js';
import { type Action, type Game, apply, createGame, deserialize, serialize } from '../../src/engine/index.js';
import { seeded } from '../../web/scripts/clicker.js';
import { scenarioStartProblem } from '../../web/src/host/savePoints.js';
import { Session, SessionError } from '../../web/src/host/session.js';
import type { BoardScreen, NewGameRequest, Screen, SeatKind } from '../../web/src/protocol.js';
import { hiddenNames } from './support/hidden.js';

const deckText = (name: string) =>
  readFileSync(new URL(`../../cards/starter/decks/${name}.deck`, import.meta.url), 'utf8');

function request(seed: number, seats: [SeatKind, SeatKind]): NewGameRequest {
  return {
    cards: [...ALL_CARDS],
    decks: [
      { label: 'guren-aggro', text: deckText('guren-aggro') },
      { label: 'kage-funeral', text: deckText('kage-funeral') },
    ],
    seed,
    seats,
  };
}

/** The session's game followed in Node one decision at a time (replayOf from scratch would be quadratic). */
class Follower {
  private readonly game: Game;
  private applied = 0;

  constructor(seed: number) {
    this.game = createGame({ decks: [deckFrom('guren-aggro'), deckFrom('kage-funeral')], seed });
  }

  catchUp(session: Session): Game {
    const { actions } = session.debug('history') as { actions: Action[] };
    for (; this.applied < actions.length; this.applied++) apply(this.game, actions[this.applied]);
    return this.game;
  }
}

/** The same game in Node, from the decks, the seed and the decisions the session reports. */
function replayOf(session: Session, count?: number): Game {
  const { actions, info } = session.debug('history') as { actions: Action[]; info: { seed: number } };
  const game = createGame({ decks: [deckFrom('guren-aggro'), deckFrom('kage-funeral')], seed: info.seed });
  for (const a of actions.slice(0, count ?? actions.length)) apply(game, a);
  return game;
}

function board(screen: Screen): BoardScreen {
  if (screen.kind !== 'board') throw new Error('expected a board');
  return screen;
}

/** Card names a screen carries: `name` fields anywhere in it, and 「quoted」 names in its strings. */
function namesIn(value: unknown, out = new Set<string>()): Set<string> {
  if (typeof value === 'string') for (const m of value.matchAll(/「([^」]+)」/g)) out.add(m[1]);
  else if (Array.isArray(value)) for (const v of value) namesIn(v, out);
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) {
      if (k === 'name' && typeof v === 'string') out.add(v);
      namesIn(v, out);
    }
  return out;
}

describe('what the host sends the UI (HF-16.8)', () => {
  it.each([
    ['against a bot', ['human', 'random']],
    ['hot-seat', ['human', 'human']],
  ] as [string, [SeatKind, SeatKind]][])('%s: no screen names a card its seat cannot see', (_mode, seats) => {
    for (const seed of [1, 2, 3]) {
      const session = Session.fromDecks(request(seed, seats));
      const random = seeded(seed);
      const follower = new Follower(seed);
      let hidden = 0;
      for (let i = 0; i < 400; i++) {
        const screen = session.screen();
        if (screen.kind === 'handover') {
          session.reveal();
          continue;
        }
        const game = follower.catchUp(session);
        const secret = hiddenNames(game, screen.seat);
        hidden += secret.length;
        const named = namesIn(screen);
        expect(secret.filter((n) => named.has(n))).toEqual([]);
        if (screen.view.result) break;
        const legal = screen.actions.filter((a) => a.type !== 'concede');
        session.act(legal[Math.floor(random() * legal.length)]);
      }
      expect(hidden).toBeGreaterThan(0);
    }
  });

  it('hot-seat: a hand-over screen, carrying no view, whenever the deciding seat changes', () => {
    const session = Session.fromDecks(request(4, ['human', 'human']));
    let handovers = 0;
    let seat: PlayerIndex | null = null;
    for (let i = 0; i < 120; i++) {
      const screen = session.screen();
      if (screen.kind === 'handover') {
        expect(Object.keys(screen).sort()).toEqual(['game', 'kind', 'seat']);
        expect(screen.seat).not.toBe(seat);
        handovers++;
        session.reveal();
        continue;
      }
      seat = screen.seat;
      expect(screen.view.pending?.player).toBe(seat);
      session.act(screen.actions.find((a) => a.type !== 'concede')!);
    }
    expect(handovers).toBeGreaterThan(5);
  });

  it('refuses an action for the other seat, and explains an illegal one with the engine message and rule', () => {
    const session = Session.fromDecks(request(5, ['human', 'greedy']));
    const before = serialize(replayOf(session));
    expect(() => session.act({ type: 'concede', player: 1 })).toThrow(SessionError);
    const s = board(session.screen());
    const play: Action = { type: 'attack', player: 0, attacker: 0, target: { player: 1 } };
    try {
      session.act(play);
      throw new Error('accepted');
    } catch (e) {
      expect(e).toBeInstanceOf(SessionError);
      expect((e as SessionError).message.length).toBeGreaterThan(5);
      expect((e as SessionError).rule).toMatch(/^HF-/);
    }
    expect(session.debug('serialize')).toBe(before);
    expect(board(session.screen()).position).toBe(s.position);
  });
});

describe('time travel and branching (HF-16.9)', () => {
  it('seeking back restores the exact state at that decision; acting there drops the later decisions', () => {
    const session = Session.fromDecks(request(6, ['human', 'random']));
    const random = seeded(6);
    while (board(session.screen()).tip < 60) {
      const legal = board(session.screen()).actions.filter((a) => a.type !== 'concede');
      session.act(legal[Math.floor(random() * legal.length)]);
    }
    const tip = board(session.screen()).tip;
    const all = session.debug('history') as { actions: Action[] };
    for (const back of [1, 10, 37]) {
      session.seek(tip - back);
      expect(session.debug('serialize')).toBe(serialize(replayOf(session)));
      expect(board(session.screen())).toMatchObject({ position: tip - back, tip });
    }
    session.seek(tip);
    expect(session.debug('serialize')).toBe(serialize(replayOf(session)));
    // Bots do not move while the screen shows the past; acting there is a branch.
    let at = tip - 20;
    session.seek(at);
    while (board(session.screen()).waiting !== 'you') session.seek(++at);
    const mine = board(session.screen()).actions.find((a) => a.type !== 'concede')!;
    session.act(mine);
    const after = session.debug('history') as { actions: Action[] };
    expect(after.actions.slice(0, at)).toEqual(all.actions.slice(0, at));
    expect(after.actions[at]).toEqual(mine);
    expect(board(session.screen()).position).toBe(board(session.screen()).tip);
    expect(() => session.seek(tip + 5)).toThrow(SessionError);
  });
});

describe('saving a scenario', () => {
  it('offers only points a scenario can start from, and hands the server that state and the decisions since', () => {
    const session = Session.fromDecks(request(8, ['human', 'greedy']));
    const random = seeded(8);
    while (board(session.screen()).savePoints.length < 3) {
      const legal = board(session.screen()).actions.filter((a) => a.type !== 'concede');
      session.act(legal[Math.floor(random() * legal.length)]);
    }
    const screen = board(session.screen());
    const from = screen.savePoints[1];
    const req = session.saveRequest(from, []);
    const start = deserialize(req.state, ALL_CARDS);
    expect(scenarioStartProblem(start)).toBeNull();
    expect(req.state).toBe(serialize(replayOf(session, from)));
    expect(req.actions).toHaveLength(screen.position - from);
    expect(req.fileName).toMatch(/\.scenario\.yaml$/);
    const notStartable = [...Array(screen.position).keys()].find((p) => !screen.savePoints.includes(p))!;
    expect(scenarioStartProblem(replayOf(session, notStartable))).not.toBeNull();
    expect(() => session.saveRequest(notStartable, [])).toThrow(SessionError);
  });
});
