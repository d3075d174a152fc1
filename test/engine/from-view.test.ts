// gameFromView() rebuilds a whole game from one player's view (HF-16.8): the determinization that
// information-set search works on. Whatever definitions the hidden cards are dealt, the rebuilt game shows
// that player the very same view and offers the very same legal actions; dealt the true definitions it is
// the true game up to what nobody can see (hidden ids, energy order, the random generator); it passes the
// engine's own save checks; and a view that leaves out a card the flow needs cannot be rebuilt.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { ALL_CARDS } from '../../generated/index.js';
import type { PlayerIndex } from '../../src/core/cardTypes.js';
import { initialRngState, randomInt } from '../../src/core/rng.js';
import type { EffectContext, PlayerState } from '../../src/core/state.js';
import { deckFrom } from '../../src/deck/builtIn.js';
import { HIDDEN_CARD, mapContext } from '../../src/engine/cardRefs.js';
import { REBUILT_PLAYER, REBUILT_STATE } from '../../src/engine/fromView.js';
import {
  DeterminizeError,
  type Game,
  type HiddenSlot,
  UNKNOWN_CARD,
  actionKey,
  apply,
  cloneGame,
  createGame,
  deserialize,
  gameFromView,
  hiddenSlots,
  legalActions,
  serialize,
  view,
} from '../../src/engine/index.js';
import { type PlayerView, canSee } from '../../src/engine/view.js';
import { Dealer } from '../../src/sim/bots/dealer.js';
import type { deckList } from '../../src/sim/bots/index.js';
import { publicCards } from '../../src/sim/cards.js';

const DECKS = ['guren-aggro', 'kage-funeral', 'soukyu-knights'];
const ZONES = ['mainDeck', 'guardDeck', 'hand', 'energy', 'trash', 'damageField', 'extraDeck'] as const;

/** A game `decisions` decisions in, both players choosing uniformly at random (never conceding). */
function gameAt(seed: number, decisions: number): Game {
  const decks = [deckFrom(DECKS[seed % 3]), deckFrom(DECKS[(seed + 1) % 3])] as const;
  const game = createGame({ decks: [decks[0], decks[1]], seed, log: false });
  const rng = initialRngState(seed + 7);
  for (let i = 0; i < decisions && !game.state.result; i++) {
    const legal = legalActions(game).filter((a) => a.type !== 'concede');
    apply(game, legal[randomInt(rng, 0, legal.length - 1)]);
  }
  return game;
}

/** Every definition a player's cards have (in a sim: the deck list). */
function ownedLists(game: Game) {
  return [0, 1].map((owner) => {
    const main = game.state.cards.filter((c) => c.owner === owner).map((c) => c.def);
    return { main, guard: [] as string[], extra: [] as string[] };
  }) as unknown as readonly [ReturnType<typeof deckList>, ReturnType<typeof deckList>];
}

/** The true definition of each hidden slot: the k-th hidden place of a zone is the k-th slot of that zone. */
function trueFill(game: Game, v: PlayerView, slots: readonly HiddenSlot[]): string[] {
  const places = new Map<string, number[]>();
  for (const owner of [0, 1] as const) {
    for (const zone of ZONES) {
      const looked = new Set(
        v.looking.filter((l) => l.card.owner === owner && l.card.zone === zone).map((l) => l.index),
      );
      const shown = v.players[owner][zone];
      const ids = game.state.players[owner][zone].filter((_, k) => {
        const visible = Array.isArray(shown) && !('hidden' in shown[k]);
        return !visible && !looked.has(k);
      });
      places.set(`${owner}:${zone}`, ids);
    }
  }
  return slots.map((s) => {
    const list = places.get(`${s.owner}:${s.zone}`);
    const id = list ? list.shift()! : s.id; // a face-down battlefield card keeps its id
    return game.state.cards[id].def;
  });
}

const withoutLog = (v: PlayerView) => JSON.stringify({ ...v, log: [] });

/** HF-16.8: dealt any hidden cards (or none), the rebuilt game shows the same view and the same legal actions. */
function sameViewAndActions(seed: number, n: number, blank: boolean): void {
  const game = gameAt(seed, n);
  if (game.state.result) return;
  const decider = game.state.pending!.player;
  for (const viewer of [0, 1] as PlayerIndex[]) {
    const v = view(game, viewer);
    const slots = hiddenSlots(v);
    const fill = blank ? undefined : new Dealer(v, slots, ownedLists(game)).deal(initialRngState(seed));
    const rebuilt = gameFromView(v, { cards: publicCards, fill, seed: 1 });
    expect(withoutLog(view(rebuilt, viewer))).toBe(withoutLog(v));
    if (viewer !== decider) continue;
    const rebuiltActions = legalActions(rebuilt).map(actionKey).sort();
    const trueActions = legalActions(game).map(actionKey).sort();
    // HF-2.3: whether a 【空装】 card may be revealed depends on the whole deck, which the view hides
    // even from its owner; left blank, those cards cannot meet the condition, so that one decision
    // offers fewer choices — never a choice the true game does not have.
    if (blank && game.state.pending?.kind === 'kuusou')
      expect(trueActions).toEqual(expect.arrayContaining(rebuiltActions));
    else expect(rebuiltActions).toEqual(trueActions);
  }
}

describe("HF-16.8 gameFromView rebuilds a game from one player's view", () => {
  test('HF-16.8 dealt any hidden cards, the rebuilt game shows the same view and the same legal actions', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000 }),
        fc.integer({ min: 0, max: 500 }),
        fc.boolean(),
        sameViewAndActions,
      ),
      { numRuns: 40 },
    );
  });

  // fast-check found it (seed -1695340220): a lasting effect whose source is now hidden was rebuilt naming the
  // viewer's own face-down guard deck card, which the rebuilt game's view then showed (HF-5.6, HF-16.8)
  test('HF-16.8 a lasting effect whose source the viewer cannot see names no card it can see once rebuilt', () => {
    sameViewAndActions(9997, 477, false);
  });

  test.each([
    [1, 60],
    [2, 150],
    [3, 240],
    [4, 330],
  ])(
    'HF-16.8 dealt the true cards (seed %i, %i decisions) it is the true game but for what nobody sees',
    (seed, n) => {
      const game = gameAt(seed, n);
      for (const viewer of [0, 1] as PlayerIndex[]) {
        const v = view(game, viewer);
        const slots = hiddenSlots(v);
        // The hidden cards are exactly the cards the view does not name, and only they get new ids.
        const hiddenIds = game.state.cards
          .filter((c) => !canSee(game.state, c.id, viewer) && !c.faceDown)
          .map((c) => c.id);
        expect(slots.filter((s) => s.zone !== 'battlefield' && s.zone !== 'attached')).toHaveLength(
          hiddenIds.length,
        );
        expect(new Set(slots.map((s) => s.id)).size).toBe(slots.length);
        const rebuilt = gameFromView(v, { cards: publicCards, fill: trueFill(game, v, slots), seed: 1 });
        const r = rebuilt.state;
        const s = game.state;
        for (const owner of [0, 1] as const)
          for (const zone of ZONES) {
            const defs = (st: typeof s) => st.players[owner][zone].map((id) => st.cards[id].def);
            // Which energies are asleep is not shown, nor their order (HF-3.5): compared as a multiset.
            if (zone === 'energy') expect(defs(r).sort()).toEqual(defs(s).sort());
            else expect(defs(r)).toEqual(defs(s));
          }
        for (const owner of [0, 1] as const) {
          const { secondPlayerMarker, mulliganed, ougiDeck } = s.players[owner];
          expect(r.players[owner]).toMatchObject({ secondPlayerMarker, mulliganed, ougiDeck });
        }
        for (const c of s.cards)
          if (canSee(s, c.id, viewer) || c.faceDown) expect({ ...r.cards[c.id], def: c.def }).toEqual(c);
        const { rng: _a, cards: _b, players: _c, log: _d, logEnabled: _e, ...flow } = s;
        const { rng: _f, cards: _g, players: _h, log: _i, logEnabled: _j, ...rebuiltFlow } = r;
        expect(rebuiltFlow).toEqual(flow);
      }
    },
  );

  test('HF-16.8 every public field of the state survives view and rebuild, and a copy (issue 25)', () => {
    // The rebuild once dropped the players' cost changes, play bans and group rules (issue 22 rules left by
    // resolved effects), and the view dropped three fields of an effect's context: every determinization
    // of ISMCTS and greedy played on without them. REBUILT_STATE / REBUILT_PLAYER name every field of the
    // types (a new field does not compile without a line there); each one marked 'view' is compared here.
    const game = gameAt(3, 240);
    const s = game.state;
    expect(s.result).toBeNull();
    const decider = s.pending!.player;
    const mine = [...s.players[decider].hand, ...s.battlefield];
    expect(mine.length).toBeGreaterThan(1);
    const rules: Required<Pick<PlayerState, 'nextPlayCosts' | 'playBans' | 'groupRules' | 'playCosts'>> = {
      nextPlayCosts: [{ amount: -1, filter: { kind: ['character'] }, turn: s.turn }],
      playBans: [{ controller: (1 - decider) as PlayerIndex, until: s.turn + 1 }], // HF-11: nothing playable
      groupRules: [{ flag: 'cannotAttack', filter: {}, controller: 1, origin: 'other', until: s.turn }],
      playCosts: [{ amount: 1, controller: 1, until: s.turn }],
    };
    Object.assign(s.players[decider], rules);
    // An effect waiting below the decision, its context with every field set (Required: a new field of
    // EffectContext must be set here too), naming only cards the decider sees.
    const ctx: Required<EffectContext> = {
      controller: decider,
      self: mine[0],
      source: mine[0],
      selfSeq: s.cards[mine[0]].seq,
      targets: [{ card: mine[1], seq: s.cards[mine[1]].seq }],
      specs: [],
      it: mine[1],
      its: [mine[1]],
      eventCard: mine[0],
      x: 2,
      lki: {},
      replaced: ['k'],
      destroyed: [mine[1]],
      legalAtStart: [[mine[1]], null],
      chosen: [mine[0], mine[1]],
      declared: { kind: 'set' },
      extraPaid: true,
    };
    expect(mapContext(ctx, (id) => id)).toEqual(ctx);
    s.tasks.unshift({ t: 'process', ctx, steps: [], index: 0, checked: true });
    const v = view(game, decider);
    const slots = hiddenSlots(v);
    const rebuilt = gameFromView(v, { cards: publicCards, fill: trueFill(game, v, slots), seed: 1 });
    for (const copy of [rebuilt, cloneGame(rebuilt), cloneGame(game)]) {
      const r = copy.state;
      for (const [key, from] of Object.entries(REBUILT_STATE))
        if (from === 'view') expect([key, r[key as keyof typeof r]]).toEqual([key, s[key as keyof typeof s]]);
      for (const owner of [0, 1] as const)
        for (const [key, from] of Object.entries(REBUILT_PLAYER)) {
          const k = key as keyof PlayerState;
          if (from === 'view')
            expect([owner, key, r.players[owner][k]]).toEqual([owner, key, s.players[owner][k]]);
        }
      // The rules act in the copy: nothing is playable under the ban (as in the true game).
      const keys = (g: Game) => legalActions(g).map(actionKey).sort();
      expect(keys(copy)).toEqual(keys(game));
    }
    expect(legalActions(game).some((a) => a.type === 'play')).toBe(false);
  });

  test('HF-16.9 a card keeps who last damaged it with an effect through view, rebuild and copy (issue 25)', () => {
    // lastDamageBy decides 「相手の効果で破壊されない」 (issue 22); copyCard() dropped it, so a view, a game
    // rebuilt from one (ISMCTS, greedy) and every copy made of that game forgot it.
    const game = gameAt(2, 150);
    const s = game.state;
    const target = s.battlefield.find((id) => s.cards[id].zone === 'battlefield');
    expect(target).toBeDefined();
    const id = target!;
    s.cards[id].lastDamageBy = 1;
    const v = view(game, 0);
    const shown = v.battlefield.find((c) => 'id' in c && c.id === id);
    expect(shown).toMatchObject({ lastDamageBy: 1 });
    const fill = new Dealer(v, hiddenSlots(v), ownedLists(game)).deal(initialRngState(2));
    const rebuilt = gameFromView(v, { cards: publicCards, fill, seed: 1 });
    expect(rebuilt.state.cards[id].lastDamageBy).toBe(1);
    expect(cloneGame(rebuilt).state.cards[id].lastDamageBy).toBe(1);
    // One shape for every card (newCard's keys in its order), visible or dealt: V8 keeps one hidden class.
    const keys = Object.keys(s.cards[0]).join();
    for (const c of rebuilt.state.cards) expect(Object.keys(c).join()).toBe(keys);
  });

  test('HF-16.8 HF-16.9 a rebuilt game passes the checks a saved game must pass (HF-16 invariants included)', () => {
    for (const [seed, n] of [
      [5, 80],
      [6, 200],
      [7, 300],
    ]) {
      const game = gameAt(seed, n);
      for (const viewer of [0, 1] as PlayerIndex[]) {
        const v = view(game, viewer);
        const fill = new Dealer(v, hiddenSlots(v), ownedLists(game)).deal(initialRngState(seed));
        const rebuilt = gameFromView(v, { cards: publicCards, fill, seed: 3 });
        expect(() => deserialize(serialize(rebuilt), ALL_CARDS)).not.toThrow();
      }
    }
  });

  test('HF-16.8 without definitions the hidden cards are an unplayable blank', () => {
    const game = gameAt(8, 120);
    const v = view(game, 0);
    const rebuilt = gameFromView(v, { cards: publicCards, seed: 1 });
    const blanks = rebuilt.state.cards.filter((c) => c.def === UNKNOWN_CARD.id);
    expect(blanks.length).toBe(hiddenSlots(v).length);
    expect(legalActions(rebuilt).some((a) => a.type === 'play' && blanks.some((b) => b.id === a.card))).toBe(
      false,
    );
  });

  test('HF-16.8 a flow that needs a card the view hides is not rebuilt (DeterminizeError)', () => {
    const game = gameAt(9, 100);
    const viewer = game.state.pending!.player;
    const opponent = (1 - viewer) as PlayerIndex;
    const secret = game.state.players[opponent].hand[0];
    expect(secret).toBeDefined();
    const self = game.state.players[viewer].hand[0] ?? game.state.players[viewer].trash[0];
    // An effect of the opponent's waiting below the decision, whose 「それ」 is a card now in their hand.
    game.state.tasks.unshift({
      t: 'process',
      ctx: {
        controller: opponent,
        self,
        source: self,
        selfSeq: 0,
        targets: [],
        specs: [],
        it: secret,
        eventCard: null,
        x: 0,
        lki: {},
      },
      steps: [],
      index: 0,
      checked: true,
    });
    const v = view(game, viewer);
    const ctx = (v.flow.tasks[0] as { ctx: { it: number } }).ctx;
    expect(ctx.it).toBe(HIDDEN_CARD);
    expect(() => gameFromView(v, { cards: publicCards, seed: 1 })).toThrow(DeterminizeError);
    // A search may guess instead: the card is taken to be one of the opponent's hidden hand cards.
    const guessed = gameFromView(v, { cards: publicCards, seed: 1, unseen: 'guess' });
    const it = (guessed.state.tasks[0] as { ctx: { it: number } }).ctx.it;
    expect(guessed.state.players[opponent].hand).toContain(it);
    expect(legalActions(guessed).map(actionKey).sort()).toEqual(legalActions(game).map(actionKey).sort());
    // The opponent sees its own hand: its view names the card and can be rebuilt.
    expect((view(game, opponent).flow.tasks[0] as { ctx: { it: number } }).ctx.it).toBe(secret);
  });
});

describe('HF-16.8 a player sees the cards an effect shows it while it chooses', () => {
  test('HF-16.8 searching or looking at the top of a deck shows those cards to the chooser only', () => {
    let found = 0;
    for (let seed = 0; seed < 400 && found < 3; seed++) {
      const game = gameAt(seed, 0);
      const rng = initialRngState(seed);
      while (!game.state.result) {
        const pending = game.state.pending!;
        const prompt = pending.prompt ?? '';
        if (pending.kind === 'choose' && (prompt === 'search' || prompt === 'lookAtTop')) {
          const task = game.state.tasks[game.state.tasks.length - 1] as {
            options: number[];
            restCards: number[];
          };
          const chooser = pending.player;
          const shown = view(game, chooser).looking;
          const inDeck = [...new Set([...task.options, ...task.restCards])].filter(
            (id) => game.state.cards[id].zone === 'mainDeck',
          );
          expect(shown.map((l) => l.card.id).sort()).toEqual(inDeck.sort());
          for (const l of shown) {
            expect(l.card.def).toBe(game.state.cards[l.card.id].def);
            expect(game.state.players[l.card.owner].mainDeck[l.index]).toBe(l.card.id);
          }
          expect(view(game, (1 - chooser) as PlayerIndex).looking).toEqual([]);
          found++;
          break;
        }
        const legal = legalActions(game).filter((a) => a.type !== 'concede');
        apply(game, legal[randomInt(rng, 0, legal.length - 1)]);
      }
    }
    expect(found).toBe(3);
  });
});
