// apply() accepts only plain data (issue 11) and performs the engine's own legal action equal to it (issue 25:
// no copy of the caller's object): an action whose fields change between reads (getters, proxies) cannot be
// validated as one action and performed as another, and the caller's object is never kept in the state.
import { describe, expect, it } from 'vitest';
import type { Action } from '../../src/core/decisions.js';
import { IllegalActionError } from '../../src/core/errors.js';
import { initialRngState, randomInt } from '../../src/core/rng.js';
import { type Game, apply, createGame, legalActions, serialize } from '../../src/engine/index.js';
import { checkInvariants } from '../../src/engine/invariants.js';
import { buildDeck, cardPool } from '../../src/fuzz/decks.js';

type PlayAction = Extract<Action, { type: 'play' }>;

/** A game at a main-phase decision offering plays of two different cards. */
function gameWithTwoPlays(): { game: Game; plays: [PlayAction, PlayAction] } {
  const pool = cardPool(['kuon']);
  for (let seed = 0; seed < 50; seed++) {
    const rng = initialRngState(seed);
    const pick = (n: number) => randomInt(rng, 0, n - 1);
    const genes = () => ({
      kuusou: null,
      picks: Array.from({ length: 47 }, () => pick(0x10000)),
      conditionPicks: Array.from({ length: 12 }, () => pick(0x10000)),
    });
    const game = createGame({ decks: [buildDeck(pool, genes()), buildDeck(pool, genes())], seed });
    for (let n = 0; n < 300 && !game.state.result; n++) {
      const legal = legalActions(game);
      const plays = legal.filter((a): a is PlayAction => a.type === 'play');
      const other = plays.find((p) => p.card !== plays[0]?.card);
      if (game.state.pending?.kind === 'main' && other) return { game, plays: [plays[0], other] };
      const choices = legal.filter((a) => a.type !== 'concede' && a.type !== 'play');
      apply(
        game,
        (choices.length > 0 ? choices : legal)[pick(choices.length > 0 ? choices.length : legal.length)],
      );
    }
  }
  throw new Error('no game offered two plays');
}

function errorOf(f: () => void): unknown {
  try {
    f();
  } catch (e) {
    return e;
  }
  return undefined;
}

describe('apply() validates plain data and performs its own legal action (issue 11, issue 25, HF-5.3)', () => {
  it('rejects an action with a getter as malformed and leaves the state untouched', () => {
    const { game, plays } = gameWithTwoPlays();
    const [legal, other] = plays;
    let reads = 0;
    const tricky = { ...legal };
    Object.defineProperty(tricky, 'card', {
      enumerable: true,
      get: () => (reads++ === 0 ? legal.card : other.card),
    });
    const before = serialize(game);
    const err = errorOf(() => apply(game, tricky as Action));
    expect(err).toBeInstanceOf(IllegalActionError);
    expect((err as IllegalActionError).code).toBe('malformed');
    expect(serialize(game)).toBe(before);
  });

  it('performs a legal action, the one it validated, when a proxy changes its answers', () => {
    const { game, plays } = gameWithTwoPlays();
    const [legal, other] = plays;
    let reads = 0;
    // Every read after the first answers with the other card: whichever card the validation sees, the
    // engine performs its own legal action equal to what it saw, never a mix of the two.
    const shifty = new Proxy(
      { ...legal },
      {
        get: (t, k) => (k === 'card' && reads++ > 0 ? other.card : Reflect.get(t, k)),
        getOwnPropertyDescriptor: (t, k) => {
          const d = Reflect.getOwnPropertyDescriptor(t, k);
          if (k === 'card' && d && reads++ > 0) return { ...d, value: other.card };
          return d;
        },
      },
    );
    const offered = legalActions(game).filter((a) => a.type === 'play');
    apply(game, shifty as Action);
    const played = game.state.log.filter((e) => e.type === 'play').at(-1) as { card: number } | undefined;
    expect([legal.card, other.card]).toContain(played?.card);
    expect(offered.some((a) => a.type === 'play' && a.card === played?.card)).toBe(true);
    expect(checkInvariants(game)).toEqual([]);
  });

  it("keeps none of the caller's objects: changing the action after apply() changes nothing", () => {
    const { game, plays } = gameWithTwoPlays();
    const mine = JSON.parse(JSON.stringify(plays[0])) as PlayAction;
    apply(game, mine);
    const after = serialize(game);
    mine.targets.push(999_999);
    mine.card = plays[1].card;
    expect(serialize(game)).toBe(after);
  });

  it('rejects class instances, functions and symbols, and accepts a plain copy', () => {
    const { game, plays } = gameWithTwoPlays();
    const legal = plays[0];
    class PlayAction {
      constructor(readonly src: PlayAction) {}
    }
    const samples: unknown[] = [
      Object.assign(new PlayAction(legal as never), legal),
      { ...legal, targets: () => [] },
      { ...legal, [Symbol('x')]: 1 },
      { ...legal, targets: Object.assign([], { extra: 1 }) },
    ];
    for (const s of samples) {
      const err = errorOf(() => apply(game, s as Action));
      expect(err).toBeInstanceOf(IllegalActionError);
      expect((err as IllegalActionError).code).toBe('malformed');
    }
    // An own "__proto__" key (as JSON.parse makes it) stays a field: it must not become the copy's prototype.
    const smuggled = JSON.parse(`{"__proto__": ${JSON.stringify(legal)}, "player": ${legal.player}}`);
    expect(errorOf(() => apply(game, smuggled))).toBeInstanceOf(IllegalActionError);
    expect(game.state.pending?.kind).toBe('main');
    apply(game, JSON.parse(JSON.stringify({ ...legal, modes: undefined })));
    expect(game.state.log.filter((e) => e.type === 'play').at(-1)).toMatchObject({ card: legal.card });
  });
});
