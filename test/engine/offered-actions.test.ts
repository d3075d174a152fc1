// Issue 25: apply() performs an action legalActions() offered for the very decision pending without validating
// it again. These tests pin down what makes that safe: offered actions are frozen (their arrays too), equal
// copies still go through validation, a restored decision keeps its offer, and a direct edit of the state
// found on entering the engine withdraws it (the action is validated again and refused when it is illegal).
import { describe, expect, it } from 'vitest';
import type { Action } from '../../src/core/decisions.js';
import { deckFrom } from '../../src/deck/builtIn.js';
import {
  IllegalActionError,
  actionKey,
  apply,
  createGame,
  legalActions,
  passAction,
  restore,
  serialize,
  snapshot,
} from '../../src/engine/index.js';

function game(seed: number) {
  return createGame({ decks: [deckFrom('guren-aggro'), deckFrom('soukyu-knights')], seed, log: true });
}

/** Plays `n` decisions, always the first non-concede action (a fixed, repeatable walk). */
function advance(g: ReturnType<typeof game>, n: number): void {
  for (let i = 0; i < n && !g.state.result; i++) apply(g, legalActions(g).find((a) => a.type !== 'concede')!);
}

describe('offered actions (issue 25)', () => {
  it('are frozen, arrays included, so what was offered is what is performed', () => {
    const g = game(3);
    for (let i = 0; i < 200 && !g.state.result; i++) {
      const legal = legalActions(g);
      for (const a of legal) {
        expect(Object.isFrozen(a)).toBe(true);
        for (const v of Object.values(a))
          if (typeof v === 'object' && v !== null) expect(Object.isFrozen(v)).toBe(true);
      }
      expect(() => {
        (legal[0] as { player: number }).player = 1 - legal[0].player;
      }).toThrow(TypeError);
      apply(g, legal[i % Math.max(1, legal.length - 1)]);
    }
  });

  it('the returned list is the caller’s own: editing it changes nothing the engine accepts', () => {
    const g = game(4);
    advance(g, 30);
    const legal = legalActions(g);
    const bogus = Object.freeze({ type: 'discard', player: g.state.pending!.player, card: 9999 }) as Action;
    legal.push(bogus);
    expect(() => apply(g, bogus)).toThrow(IllegalActionError);
  });

  it('an equal copy and the offered object give the same game', () => {
    const a = game(5);
    const b = game(5);
    for (let i = 0; i < 150 && !a.state.result; i++) {
      const la = legalActions(a);
      const lb = legalActions(b);
      const k = i % Math.max(1, la.length - 1);
      apply(a, la[k]);
      apply(b, JSON.parse(JSON.stringify(lb[k])) as Action); // a plain copy: validated in full
    }
    expect(serialize(a)).toBe(serialize(b));
  });

  it('after restore(), an action offered for the restored decision is performed as before', () => {
    const g = game(6);
    advance(g, 40);
    const legal = legalActions(g);
    const saved = snapshot(g);
    const results = legal.slice(0, -1).map((a) => {
      apply(g, a);
      const text = serialize(g);
      restore(g, saved);
      return text;
    });
    // The same, from fresh copies validated in full.
    legal.slice(0, -1).forEach((a, i) => {
      const fresh = game(6);
      advance(fresh, 40);
      apply(fresh, JSON.parse(JSON.stringify(a)) as Action);
      expect(serialize(fresh)).toBe(results[i]);
    });
  });

  it('a direct edit of the state withdraws the offer: the action is validated again', () => {
    const g = game(7);
    // Find a decision where a card on the battlefield can attack.
    let attack: Action | undefined;
    for (let i = 0; i < 400 && !g.state.result && !attack; i++) {
      attack = legalActions(g).find((a) => a.type === 'attack');
      if (!attack) advance(g, 1);
    }
    expect(attack).toBeDefined();
    const a = attack as Extract<Action, { type: 'attack' }>;
    // The attacker leaves the battlefield behind the engine's back (a test's edit, HF-16.1 kept).
    const s = g.state;
    const c = s.cards[a.attacker];
    s.battlefield.splice(s.battlefield.indexOf(a.attacker), 1);
    s.players[c.owner].trash.push(a.attacker);
    c.zone = 'trash';
    expect(() => apply(g, a)).toThrow(IllegalActionError);
    expect(legalActions(g).map(actionKey)).not.toContain(actionKey(a));
  });

  it('restore() puts back the offer of the decision it returns to, even after a later one was offered', () => {
    const g = game(8);
    advance(g, 40);
    const legal = legalActions(g);
    const saved = snapshot(g);
    const results = legal.slice(0, -1).map((a) => {
      apply(g, a);
      if (!g.state.result) legalActions(g); // the next decision's offer replaces the cached one
      const text = serialize(g);
      restore(g, saved);
      return text;
    });
    legal.slice(0, -1).forEach((a, i) => {
      const fresh = game(8);
      advance(fresh, 40);
      apply(fresh, JSON.parse(JSON.stringify(a)) as Action);
      expect(serialize(fresh)).toBe(results[i]);
    });
  });

  it('an equal copy is checked against the cached offer, and refused with the same message when illegal', () => {
    for (let seed = 9; seed < 12; seed++) {
      const cached = game(seed);
      const cold = game(seed);
      for (let i = 0; i < 120 && !cached.state.result; i++) {
        const legal = legalActions(cached);
        const p = cached.state.pending!.player;
        const bogus = [
          { type: 'discard', player: p, card: 9999 },
          { type: 'pass', player: p },
          { type: 'endMain', player: p },
          { type: 'attack', player: p, attacker: 0, target: { player: 1 - p } },
        ] as Action[];
        for (const b of bogus) {
          const message = (g: typeof cached) => {
            try {
              apply(g, b);
              return 'accepted';
            } catch (e) {
              return e instanceof IllegalActionError ? e.message : `other: ${String(e)}`;
            }
          };
          // Accepted in both or refused in both, the same way (an accepted one is undone in both alike).
          const before = [snapshot(cached), snapshot(cold)];
          expect(message(cached)).toBe(message(cold));
          restore(cached, before[0]);
          restore(cold, before[1]);
          legalActions(cached);
        }
        const k = i % Math.max(1, legal.length - 1);
        apply(cached, JSON.parse(JSON.stringify(legal[k])) as Action);
        apply(cold, JSON.parse(JSON.stringify(legal[k])) as Action);
      }
      expect(serialize(cached)).toBe(serialize(cold));
    }
  });

  it('the engine’s shared pass is frozen and accepted in a window of its player only (HF-7.1)', () => {
    const g = game(12);
    const copy = game(12); // the same game, passing with plain objects
    let windows = 0;
    for (let i = 0; i < 300 && !g.state.result; i++) {
      const pending = g.state.pending!;
      const mine = passAction(pending.player);
      const theirs = passAction((1 - pending.player) as 0 | 1);
      expect(Object.isFrozen(mine)).toBe(true);
      expect(() => apply(g, theirs)).toThrow(IllegalActionError);
      if (pending.kind === 'window') {
        windows++;
        apply(g, mine);
        apply(copy, { type: 'pass', player: pending.player });
      } else {
        expect(() => apply(g, mine)).toThrow(IllegalActionError);
        const a = legalActions(g).find((x) => x.type !== 'concede')!;
        apply(g, a);
        apply(copy, JSON.parse(JSON.stringify(a)) as Action);
      }
      expect(serialize(g)).toBe(serialize(copy));
    }
    expect(windows).toBeGreaterThan(10);
  });
});
