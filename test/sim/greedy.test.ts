// The greedy bot plays with sense: it beats the uniformly random bot by a clear margin, never concedes, is
// deterministic for a seed, and plays every card type and mechanic the engine knows — world sets, set cards
// on either side, modes, replacement and protection effects, carnage costs — because it tries its answers
// on a game rebuilt from its view instead of knowing rules of its own. In a 300-game round robin of the
// starter decks every card of every deck is played.
import { describe, expect, test } from 'vitest';
import { ALL_CARDS } from '../../generated/index.js';
import { TRIGGERS, cardById } from '../../generated/index.js';
import type { PlayerIndex } from '../../src/core/cardTypes.js';
import type { Action } from '../../src/core/decisions.js';
import { initialRngState } from '../../src/core/rng.js';
import { buildTriggerIndex } from '../../src/core/triggerIndex.js';
import { deckFrom, starterDeckNames } from '../../src/deck/builtIn.js';
import { type Game, apply, createGame, legalActions, view } from '../../src/engine/index.js';
import { rebuild } from '../../src/sim/bots/greedy.js';
import { createBot } from '../../src/sim/bots/index.js';
import { loadMatchups } from '../../src/sim/matchups.js';
import { type GameRecord, gameSpec, playGame } from '../../src/sim/play.js';
import { runSim } from '../../src/sim/run.js';
import { roundRobin, summarize } from '../../src/sim/stats.js';
import { LONG_BUDGET } from '../helpers/budget.js';
import { act, makeGame, passAll } from '../helpers/harness.js';
import { inHand, onBattlefield } from '../helpers/lookup.js';
import { yieldNow } from '../helpers/yieldNow.js';

/** The greedy bot's answer for the player who owes the decision (the test's cards are its public definitions). */
function greedyChoice(game: Game, seed = 1): Action {
  const player = game.state.pending!.player;
  const cards = (id: string) => game.defs.get(id);
  return createBot('greedy', { player, seed, cards }).choose(view(game, player), legalActions(game));
}

/** Guard cards too expensive to play here (the harness's default guard deck is playable vanilla). */
const FAR_GUARD = Array.from({ length: 10 }, () => '紅蓮竜王ヴォルカニス');

const board = (opts: NonNullable<Parameters<typeof makeGame>[0]>) =>
  makeGame({
    ...opts,
    cards: ALL_CARDS,
    p0: { guard: FAR_GUARD, ...opts.p0 },
    p1: { guard: FAR_GUARD, ...opts.p1 },
  });

describe('greedy against random', () => {
  // Sequential: the games are played eight at a time (the schedule's period: seats, first player and decks each
  // alternate over eight, src/sim/play.ts gameSpec) until greedy's 95% Wilson interval lies above 0.75 — proven
  // after 16 games if greedy wins them all, where a greedy no better than random (~50%) is never proven in 40. CI
  // played all 40 until ci20b; `npm run test:long` (FUZZ_BUDGET=long) still does, and asks 36 wins of them.
  test('greedy beats random: its win rate is shown above 0.75 within 40 games (seats, first player and decks alternate)', async () => {
    const spec = {
      decks: ['guren-aggro', 'kage-funeral'] as [string, string],
      bots: ['greedy', 'random'] as [string, string],
      games: 40,
    };
    const [m] = loadMatchups([spec]);
    const records: GameRecord[] = [];
    let s = summarize(spec, records);
    while (records.length < spec.games && (LONG_BUDGET || s.perBot[0].low <= 0.75)) {
      for (let k = 0; k < 8; k++) records.push(playGame(gameSpec(2024, 0, records.length), m));
      s = summarize(spec, records);
      await yieldNow(); // eight games at a time, not 40 in one block (test/helpers/yieldNow.ts)
    }
    expect(s.errors).toBe(0);
    expect(s.perBot[0].label).toBe('greedy');
    expect(s.perBot[0].low).toBeGreaterThan(0.75);
    if (LONG_BUDGET) expect(s.perBot[0].wins).toBeGreaterThanOrEqual(36);
  });

  test('the same seed gives the same choices; greedy never concedes', () => {
    const decks = [deckFrom('soukyu-knights'), deckFrom('guren-aggro')] as const;
    const run = () => {
      const game = createGame({ decks: [decks[0], decks[1]], seed: 4, log: false });
      const bots = [createBot('greedy', { player: 0, seed: 1 }), createBot('greedy', { player: 1, seed: 2 })];
      const chosen: string[] = [];
      while (!game.state.result) {
        const p = game.state.pending!.player;
        const a = bots[p].choose(view(game, p), legalActions(game));
        expect(a.type).not.toBe('concede');
        chosen.push(JSON.stringify(a));
        apply(game, a);
      }
      return { chosen, result: game.state.result };
    };
    expect(run()).toEqual(run());
  });
});

describe('greedy plays every card type and mechanic (it weighs what the engine makes of each answer)', () => {
  test('HF-4.6 a world set: 紅蓮の闘技場 when its 《剣士》 are on the battlefield', () => {
    const g = board({
      p0: {
        hand: ['紅蓮の闘技場'],
        battlefield: [{ name: '紅蓮の見習い剣士', sleep: true }],
        energy: 2,
      },
    });
    const a = greedyChoice(g);
    expect(a).toMatchObject({ type: 'play', card: inHand(g, '紅蓮の闘技場', 0) });
  });

  test("HF-4.4 HF-4.5 a set card on the opponent's character: the curse 呪いの鎖 goes on the opponent's, never its own", () => {
    const g = board({
      p0: { hand: ['呪いの鎖'], battlefield: [{ name: '影の忍', sleep: true }], energy: 1 },
      p1: { battlefield: ['紅蓮の見習い剣士'] },
    });
    const a = greedyChoice(g);
    expect(a).toMatchObject({ type: 'play', card: inHand(g, '呪いの鎖', 0) });
    expect((a as Extract<Action, { type: 'play' }>).targets).toEqual([
      onBattlefield(g, '紅蓮の見習い剣士', 1),
    ]);
  });

  test('HF-4.4 a set card on its own character: 蒼鋼の盾 on its knight', () => {
    const g = board({
      p0: { hand: ['蒼鋼の盾'], battlefield: [{ name: '蒼の騎士見習い', sleep: true }], energy: 1 },
    });
    const a = greedyChoice(g);
    expect(a).toMatchObject({ type: 'play', targets: [onBattlefield(g, '蒼の騎士見習い', 0)] });
  });

  test("RULING HF-5.13 modes: 機巧術の粋 with its 2000 damage on the opponent's 2000 character among the two modes", () => {
    const g = board({
      p0: { hand: ['機巧術の粋'], battlefield: [{ name: '機巧兵', sleep: true }], energy: 3 },
      p1: { battlefield: ['村の衛兵'] },
    });
    const target = onBattlefield(g, '村の衛兵', 1);
    const a = greedyChoice(g) as Extract<Action, { type: 'play' }>;
    expect(a).toMatchObject({ type: 'play', card: inHand(g, '機巧術の粋', 0) });
    expect(a.modes).toContain(1); // ・対戦相手のキャラクター一体を対象とし、それに2000ダメージを与える。
    expect(a.targets).toContain(target);
  });

  test('HF-5.12 protection: 結界師の巫女 makes its character untargetable when the opponent aims removal at it', () => {
    const g = board({
      turnPlayer: 1,
      p0: { battlefield: ['結界師の巫女', '蒼の盾騎士'], energy: 1 },
      p1: { hand: ['業炎弾'], energy: 2 },
    });
    const knight = onBattlefield(g, '蒼の盾騎士', 0);
    act(g, { type: 'play', card: inHand(g, '業炎弾', 1), targets: [knight] });
    expect(g.state.pending).toMatchObject({ kind: 'window', player: 0 });
    const a = greedyChoice(g);
    expect(a).toMatchObject({
      type: 'activate',
      card: onBattlefield(g, '結界師の巫女', 0),
      targets: [knight],
    });
    apply(g, a);
    passAll(g);
    expect(g.state.cards[knight].zone).toBe('battlefield');
  });

  test('RULING HF-5.11 replacement: 月下の祈り turns the destruction of its character into a return to the hand', () => {
    const g = board({
      turnPlayer: 1,
      p0: { hand: ['月下の祈り'], battlefield: ['蒼の盾騎士'], energy: 1 },
      p1: { hand: ['業炎弾'], energy: 2 },
    });
    const knight = onBattlefield(g, '蒼の盾騎士', 0);
    act(g, { type: 'play', card: inHand(g, '業炎弾', 1), targets: [knight] });
    const a = greedyChoice(g);
    expect(a).toMatchObject({ type: 'play', card: inHand(g, '月下の祈り', 0), targets: [knight] });
    apply(g, a);
    passAll(g);
    expect(g.state.cards[knight].zone).toBe('hand');
  });

  test('HF-11.2 a carnage cost: 影法師 turns a damage-field card into a 1000 character', () => {
    const g = board({
      p0: {
        battlefield: [{ name: '影法師', sleep: true }],
        damageField: ['バニラ', 'バニラ'],
        hand: [],
        main: ['影の忍'],
      },
    });
    const a = greedyChoice(g);
    expect(a).toMatchObject({ type: 'activate', card: onBattlefield(g, '影法師', 0) });
  });
});

describe("a bot's rebuilt game fires the auto abilities of the card set in play", () => {
  test('HF-12.1 rebuild() uses the trigger index it is given (a set compiled in process), else the generated one', () => {
    const game = createGame({
      decks: [deckFrom('guren-aggro'), deckFrom('soukyu-knights')],
      seed: 3,
      log: false,
    });
    const v = view(game, 0);
    const own = buildTriggerIndex(ALL_CARDS.filter((c) => c.id.startsWith('starter/')));
    expect(rebuild(v, cardById, { triggers: own }, initialRngState(1)).triggers).toBe(own);
    expect(rebuild(v, cardById, {}, initialRngState(1)).triggers).toBe(TRIGGERS);
  });
});

const TIMEOUT = LONG_BUDGET ? 900_000 : 240_000;

/**
 * Nine games of the round robin below (matchup, index; seed 1) that between them played every card of the three
 * starter decks: a set cover of the whole 300 games' plays, measured on 2026-12-02 (ci20b). The rarest cards
 * (焔の籠手, 血塗れの処刑人) are played in 3 of their deck's 200 games, so playing the round robin in index order
 * took 120 to 240 games to see them. These games are only the order: a change of the engine or the bot that makes
 * them play otherwise sends the test on to the whole round robin, slower but the same claim.
 */
const COVER: readonly [number, number][] = [
  [0, 16],
  [0, 33],
  [0, 40],
  [0, 43],
  [0, 79],
  [0, 97],
  [1, 75],
  [1, 88],
  [2, 64],
];

describe('greedy plays every card of the starter decks', () => {
  test(
    'in a 300-game round robin of the starter decks (100 games a pairing) every card of every deck is played',
    async () => {
      const decks = starterDeckNames();
      const specs = roundRobin(decks, ['greedy', 'greedy'], 100);
      expect(specs.reduce((n, s) => n + s.games, 0)).toBe(300);
      const played = new Map<string, Set<string>>(decks.map((d) => [d, new Set()]));
      const neverPlayed = (name: string) => {
        const deck = deckFrom(name);
        const list = new Set([...deck.main, ...deck.guard, ...(deck.extra ?? [])].map((d) => d.id));
        return [...list].filter((id) => !played.get(name)!.has(id));
      };
      const record = (m: number, r: GameRecord) => {
        expect(r.error).toBeUndefined();
        for (const seat of [0, 1] as PlayerIndex[]) {
          const deck = specs[m].decks[r.decks[seat]];
          for (const [card, n] of Object.entries(r.seats[seat].plays)) if (n > 0) played.get(deck)!.add(card);
        }
      };
      const more = () => LONG_BUDGET || decks.some((name) => neverPlayed(name).length > 0);
      // The round robin's own games (seed 1): first the nine above, in this thread (the same games a worker plays,
      // test/sim/determinism.test.ts); once every card has been played the claim is shown.
      const loaded = loadMatchups(specs);
      for (const [m, i] of COVER) {
        expect(i).toBeLessThan(specs[m].games);
        record(m, playGame(gameSpec(1, m, i), loaded[m]));
        await yieldNow();
      }
      // Else, and always with FUZZ_BUDGET=long (`npm run test:long`), the whole round robin in five shards of 60
      // (games ≡ k mod 5, src/core/shard.ts), until every card has been played.
      for (let k = 0; k < 5 && more(); k++) {
        const records = await runSim({ matchups: specs, seed: 1, workers: 2, shard: { index: k, count: 5 } });
        records.forEach((shard, m) => {
          for (const r of shard.filter(Boolean)) record(m, r);
        });
      }
      for (const name of decks) expect(neverPlayed(name), `${name}: a card never played`).toEqual([]);
    },
    TIMEOUT,
  );
});
