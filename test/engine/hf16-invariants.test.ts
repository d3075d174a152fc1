import { describe, expect, it } from 'vitest';
import type { Action } from '../../src/core/decisions.js';
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
import { playOut, randomChooser } from '../../src/sim/randomPlayer.js';
import { budget } from '../helpers/budget.js';
import { FIXTURE_CARDS, FIXTURE_DECKS } from '../helpers/decks.js';

const decks = [FIXTURE_DECKS.red, FIXTURE_DECKS.blue] as [
  typeof FIXTURE_DECKS.red,
  typeof FIXTURE_DECKS.blue,
];

function newGame(seed: number): Game {
  return createGame({ decks, seed });
}

// CI plays 250 games (1,000 until ci18; the long budget, `npm run fuzz:long`, still 1,000): the game fuzz
// (test/fuzz/games-*.test.ts) checks HF-16.10 on 400 more games of the real card sets in CI.
const ENDING_GAMES = budget(250, 1000);

describe('HF-16.10 every game ends', () => {
  it(`HF-16.10 a uniformly random player pair finishes ${ENDING_GAMES} games from different seeds`, () => {
    const reasons = new Map<string, number>();
    for (let seed = 0; seed < ENDING_GAMES; seed++) {
      const g = createGame({ decks, seed, log: false });
      playOut(g, randomChooser(seed * 7 + 1));
      const r = g.state.result!;
      expect(r.reason.length).toBeGreaterThan(0);
      expect([0, 1, null]).toContain(r.winner);
      reasons.set(r.rule, (reasons.get(r.rule) ?? 0) + 1);
    }
    expect([...reasons.values()].reduce((a, b) => a + b, 0)).toBe(ENDING_GAMES);
  });
});

describe('HF-16.1–HF-16.8 invariants after every decision', () => {
  it('HF-16.1 HF-16.2 HF-16.3 HF-16.4 HF-16.5 HF-16.6 HF-16.7 HF-16.8 hold in 60 random games', () => {
    for (let seed = 0; seed < 60; seed++) {
      const g = newGame(seed);
      expect(checkInvariants(g)).toEqual([]);
      playOut(g, randomChooser(seed + 99), (game) => {
        const v = checkInvariants(game);
        if (v.length > 0)
          throw new Error(`seed ${seed} decision ${game.state.decisions}: ${JSON.stringify(v)}`);
      });
    }
  });

  it('HF-16.1 the checker reports a duplicated card', () => {
    const g = newGame(3);
    const p = g.state.players[0];
    p.trash.push(p.mainDeck[0]);
    expect(checkInvariants(g).map((v) => v.rule)).toContain('HF-16.1');
  });

  it('HF-16.3 the checker reports a character left alive with damage ≥ power', () => {
    const g = newGame(4);
    const id = g.state.players[0].mainDeck.find(
      (c) => g.defs.get(g.state.cards[c].def)?.name === '紅蓮の剣士',
    )!;
    g.state.players[0].mainDeck.splice(g.state.players[0].mainDeck.indexOf(id), 1);
    g.state.battlefield.push(id);
    g.state.cards[id].zone = 'battlefield';
    g.state.cards[id].damage = 5000;
    expect(checkInvariants(g).map((v) => v.rule)).toContain('HF-16.3');
  });

  it('HF-16.6 the flow records the hand when the discard phase ends: 7 after discarding down from 9', () => {
    const g = newGame(6);
    let i = 0;
    while (!(g.state.pending?.kind === 'main' && g.state.turn >= 2)) {
      const acts = legalActions(g).filter((a) => a.type !== 'concede');
      apply(g, acts[i++ % acts.length]);
    }
    const p = g.state.players[g.state.turnPlayer];
    while (p.hand.length < 9) {
      const id = p.mainDeck.shift()!;
      g.state.cards[id].zone = 'hand';
      g.state.cards[id].faceUp = true;
      p.hand.push(id);
    }
    expect(g.state.handAtDiscardEnd).toBeNull();
    apply(g, { type: 'endMain', player: g.state.turnPlayer });
    let discards = 0;
    while (g.state.handAtDiscardEnd === null) {
      const d = g.state.pending!;
      if (d.kind === 'discard') {
        apply(g, { type: 'discard', player: d.player, card: p.hand[0] });
        discards++;
      } else apply(g, { type: 'pass', player: d.player }); // the main phase's end window (HF-7.2)
    }
    expect(discards).toBe(2);
    expect(g.state.handAtDiscardEnd).toBe(7);
    expect(checkInvariants(g)).toEqual([]);
  });

  it('HF-16.6 the checker reports a hand of 8 when the discard phase ended, not a hand of 8 drawn after it', () => {
    const g = newGame(7);
    g.state.handAtDiscardEnd = 8;
    expect(checkInvariants(g).map((v) => v.rule)).toContain('HF-16.6');
    g.state.handAtDiscardEnd = 7;
    expect(checkInvariants(g).map((v) => v.rule)).not.toContain('HF-16.6');
  });

  it('HF-16.7 the checker reports a state where none belongs', () => {
    const g = newGame(5);
    g.state.cards[g.state.players[1].mainDeck[0]].sleep = true;
    expect(checkInvariants(g).map((v) => v.rule)).toContain('HF-16.7');
  });
});

describe('HF-16.8 hidden information', () => {
  it("HF-16.8 a player's view hides the opponent's hand, decks, energies and face-down damage", () => {
    const g = newGame(8);
    playOut(
      g,
      (() => {
        const r = randomChooser(8);
        return (acts: Action[]) => (g.state.turn >= 6 ? acts.find((a) => a.type === 'concede')! : r(acts));
      })(),
    );
    const v = view(g, 0);
    const opp = v.players[1];
    expect(opp.hand.every((c) => 'hidden' in c)).toBe(true);
    expect(typeof opp.mainDeck).toBe('number');
    expect(opp.energy).toHaveProperty('count');
    for (const c of opp.guardDeck) if (!('hidden' in c)) expect(c.faceUp).toBe(true);
    for (const c of opp.damageField) if (!('hidden' in c)) expect(c.faceUp).toBe(true);
    const hiddenIds = g.state.players[1].hand;
    for (const e of v.log) if (e.type === 'draw' && e.player === 1) expect(hiddenIds).not.toContain(e.card);
  });
});

describe('HF-16.9 determinism', () => {
  it('HF-16.9 the same decks, seed and decisions give the same game, event for event', () => {
    for (const seed of [11, 12, 13]) {
      const a = newGame(seed);
      const b = newGame(seed);
      playOut(a, randomChooser(seed));
      playOut(b, randomChooser(seed));
      expect(JSON.stringify(b.state.log)).toBe(JSON.stringify(a.state.log));
      expect(b.state.result).toEqual(a.state.result);
    }
  });

  it('HF-16.9 serialize → deserialize at any point continues identically', () => {
    for (const seed of [21, 22, 23, 24]) {
      const reference = newGame(seed);
      const actions: Action[] = [];
      playOut(reference, randomChooser(seed), (_g, a) => actions.push(a));
      for (const cut of [0, 5, Math.floor(actions.length / 2), actions.length - 1]) {
        const g = newGame(seed);
        for (let i = 0; i < cut; i++) apply(g, actions[i]);
        const restored = deserialize(serialize(g), FIXTURE_CARDS);
        for (let i = cut; i < actions.length; i++) apply(restored, actions[i]);
        expect(JSON.stringify(restored.state.log)).toBe(JSON.stringify(reference.state.log));
        expect(restored.state.result).toEqual(reference.state.result);
      }
    }
  });
});

describe('illegal actions leave the state byte-identical', () => {
  function midGame(seed: number): Game {
    const g = newGame(seed);
    const choose = randomChooser(seed);
    while (!g.state.result && !(g.state.pending?.kind === 'main' && g.state.turn >= 3))
      apply(g, choose(legalActions(g)));
    return g;
  }

  const cases: [string, (g: Game) => unknown][] = [
    ['wrong player', (g) => ({ type: 'endMain', player: g.state.pending!.player === 0 ? 1 : 0 })],
    ['wrong phase (pass in the main phase)', (g) => ({ type: 'pass', player: g.state.pending!.player })],
    [
      'unpayable cost',
      (g) => {
        const p = g.state.pending!.player;
        for (const id of g.state.players[p].energy) g.state.cards[id].sleep = true;
        g.state.players[p].secondPlayerMarker = false;
        const card = g.state.players[p].hand.find((c) => (g.defs.get(g.state.cards[c].def)?.cost ?? 0) > 0);
        return { type: 'play', player: p, card: card ?? 0, targets: [], useMarker: false };
      },
    ],
    [
      'illegal target (attack an active opponent character or a nonexistent card)',
      (g) => ({ type: 'attack', player: g.state.pending!.player, attacker: 9999, target: { card: 9998 } }),
    ],
    ['garbage object', () => ({ foo: 1 })],
    ['null', () => null],
    ['stale action from an earlier decision', () => ({ type: 'mulligan', player: 0, redraw: true })],
  ];

  for (const [name, make] of cases) {
    it(`rejects ${name} with a typed error and no change`, () => {
      const g = midGame(31);
      const action = make(g);
      const before = serialize(g);
      expect(() => apply(g, action as Action)).toThrowError(/./);
      try {
        apply(g, action as Action);
      } catch (e) {
        expect((e as Error).name).toBe('IllegalActionError');
      }
      expect(serialize(g)).toBe(before);
    });
  }
});
