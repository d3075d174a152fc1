// Sim samples (`hflux sim --samples <dir>`): a few games of a sim kept as replays — the two deck lists by card
// id, the game's seed and first player, and every action — stamped with the version of every card of both
// decks (src/catalog/cardHash.ts, issue 16). `hflux sim --replay <file>` plays the actions again; a sample
// whose cards have changed since the sim is refused with the changed cards' names instead of replaying a
// different game.
import { z } from 'zod';
import { type CardVersions, cardVersions, changedCards, changedCardsMessage } from '../catalog/cardHash.js';
import type { CardDefinition, PlayerIndex } from '../core/cardTypes.js';
import {
  type Action,
  type Deck,
  DeckError,
  type Game,
  IllegalActionError,
  apply,
  createGame,
} from '../engine/index.js';
import { type CardLookup, type DeckList, deckList } from './bots/index.js';
import type { LoadedMatchup, MatchupSpec } from './matchups.js';
import { type GameRecord, gameSpec } from './play.js';
import { deckLabels } from './stats.js';

export const SAMPLE_FORMAT = 'hflux-sim-sample';
export const SAMPLE_VERSION = 1;

export interface SimSample {
  format: typeof SAMPLE_FORMAT;
  version: typeof SAMPLE_VERSION;
  /** The sim's seed and the game's number in its matchup: `hflux sim` with them plays this game again. */
  simSeed: number;
  index: number;
  /** Per seat. */
  decks: [string, string];
  bots: [string, string];
  lists: [DeckList, DeckList];
  seed: number;
  firstPlayer: PlayerIndex;
  result: { winner: PlayerIndex | null; reason: string; rule: string; turns: number };
  actions: Action[];
  /** The version of every card of both decks. */
  cardVersions: CardVersions;
}

/** A sample that cannot be replayed: Japanese and English. */
export class SampleError extends Error {
  override name = 'SampleError';
  constructor(
    message: string,
    readonly english: string,
  ) {
    super(message);
  }
}

/** The sample of a finished game that kept its actions. */
export function sampleOf(
  spec: MatchupSpec,
  loaded: LoadedMatchup,
  record: GameRecord,
  simSeed: number,
): SimSample {
  const labels = deckLabels(spec);
  const [a, b] = record.decks;
  const defs = [...loaded.decks[0].main, ...loaded.decks[0].guard, ...(loaded.decks[0].extra ?? [])];
  defs.push(...loaded.decks[1].main, ...loaded.decks[1].guard, ...(loaded.decks[1].extra ?? []));
  return {
    format: SAMPLE_FORMAT,
    version: SAMPLE_VERSION,
    simSeed,
    index: record.index,
    decks: [labels[a], labels[b]],
    bots: [spec.bots[record.bots[0]], spec.bots[record.bots[1]]],
    lists: [deckList(loaded.decks[a]), deckList(loaded.decks[b])],
    seed: gameSpec(simSeed, record.matchup, record.index).seed,
    firstPlayer: record.firstPlayer,
    result: { winner: record.winner, reason: record.reason, rule: record.rule, turns: record.turns },
    actions: record.actions ?? [],
    cardVersions: cardVersions(defs),
  };
}

/** A sample as JSON text: two-space indentation, one action per line. */
export function formatSample(sample: SimSample): string {
  const { actions, ...rest } = sample;
  const head = JSON.stringify(rest, null, 2);
  const lines = actions.map((a) => `    ${JSON.stringify(a)}`).join(',\n');
  return `${head.slice(0, -2)},\n  "actions": [${lines ? `\n${lines}\n  ` : ''}]\n}\n`;
}

const MAX = 10_000_000;
const ids = z.array(z.string().max(1000)).max(1000);
const player = z.union([z.literal(0), z.literal(1)]);
const sampleSchema = z.strictObject({
  format: z.literal(SAMPLE_FORMAT),
  version: z.literal(SAMPLE_VERSION),
  simSeed: z.int(),
  index: z.int().min(0),
  decks: z.tuple([z.string().max(1000), z.string().max(1000)]),
  bots: z.tuple([z.string().max(1000), z.string().max(1000)]),
  lists: z.tuple([
    z.strictObject({ main: ids, guard: ids, extra: ids }),
    z.strictObject({ main: ids, guard: ids, extra: ids }),
  ]),
  seed: z.int(),
  firstPlayer: player,
  result: z.strictObject({
    winner: player.nullable(),
    reason: z.string().max(10_000),
    rule: z.string().max(100),
    turns: z.int().min(0),
  }),
  actions: z.array(z.record(z.string(), z.unknown())).max(MAX),
  cardVersions: z.record(z.string().max(1000), z.string().regex(/^[0-9a-f]{16}$/)),
});

/** Reads a sample file's text; a SampleError names the file and the first problem. */
export function parseSample(text: string, file: string): SimSample {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (e) {
    const why = (e as Error).message;
    throw new SampleError(`${file}: JSON ではありません（${why}）`, `${file}: not JSON (${why})`);
  }
  const parsed = sampleSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const path = issue.path.length ? issue.path.map(String).join('.') : '(root)';
    throw new SampleError(
      `${file}: シミュレーションのサンプルではないか、形式が不正です（${path}: ${issue.message}）`,
      `${file}: not a sim sample, or malformed (${path}: ${issue.message})`,
    );
  }
  return parsed.data as SimSample;
}

/** The decks of a sample, by card id; an id the lookup does not know is named. */
function decksOf(sample: SimSample, lookup: CardLookup, file: string): [Deck, Deck] {
  const def = (id: string): CardDefinition => {
    const d = lookup(id);
    if (!d) throw new SampleError(`${file}: カード ${id} がありません`, `${file}: no card ${id}`);
    return d;
  };
  const deck = (l: DeckList): Deck => ({
    main: l.main.map(def),
    guard: l.guard.map(def),
    extra: l.extra.map(def),
  });
  return [deck(sample.lists[0]), deck(sample.lists[1])];
}

/**
 * hi10 finding 3: every card of the decks must have its recorded version — `cardVersions: {}` (or a lone
 * `"__proto__"` key, which the schema drops) replayed a sample on cards that may have changed, unchecked.
 */
function unversionedCards(sample: SimSample, file: string): void {
  const ids = new Set(sample.lists.flatMap((l) => [...l.main, ...l.guard, ...l.extra]));
  const missing = [...ids].filter((id) => !Object.hasOwn(sample.cardVersions, id)).sort();
  if (missing.length === 0) return;
  const list = missing.slice(0, 5).join(', ') + (missing.length > 5 ? ` ほか${missing.length - 5}種類` : '');
  const listEn =
    missing.slice(0, 5).join(', ') + (missing.length > 5 ? ` and ${missing.length - 5} more` : '');
  throw new SampleError(
    `${file}: cardVersions にカードの版がありません（${list}）。同じカードで再生できるか確かめられません（hflux sim で作り直してください）`,
    `${file}: cardVersions lacks the version of ${listEn}; the cards cannot be checked (make the sample again with hflux sim)`,
  );
}

/** The sample's game at its start; a deck the rules refuse (HF-1) is a SampleError naming the file (hi10 finding 4). */
function gameOf(sample: SimSample, lookup: CardLookup, file: string): Game {
  try {
    return createGame({
      decks: decksOf(sample, lookup, file),
      seed: sample.seed,
      firstPlayer: sample.firstPlayer,
    });
  } catch (e) {
    if (!(e instanceof DeckError)) throw e;
    const english = e.problems.map((p) => `${p.rule} ${p.english ?? p.message}`).join('; ');
    throw new SampleError(`${file}: ${e.message}`, `${file}: ${english}`);
  }
}

/**
 * Plays a sample's game again with the current cards (`lookup`) and returns it, with its event log. Throws a
 * SampleError when a card has changed since the sample was made, when an action is not legal, or when the
 * game ends otherwise than recorded.
 */
export function replaySample(sample: SimSample, lookup: CardLookup, file: string): Game {
  const changed = changedCards(sample.cardVersions, lookup);
  if (changed.length > 0) {
    const m = changedCardsMessage({ ja: 'このサンプルを作ったとき', en: 'the sample was made' }, changed);
    throw new SampleError(
      `${file}: ${m.ja}。今のカードでは同じゲームを再生できません（カードを戻すか、hflux sim で作り直してください）`,
      `${file}: ${m.en}. The same game cannot be replayed with the current cards (restore them, or make the sample again with hflux sim)`,
    );
  }
  unversionedCards(sample, file);
  const game = gameOf(sample, lookup, file);
  sample.actions.forEach((action, i) => {
    try {
      apply(game, action);
    } catch (e) {
      if (!(e instanceof IllegalActionError)) throw e;
      throw new SampleError(
        `${file}: ${i + 1}番目の行動を再生できません：${e.message}`,
        `${file}: action ${i + 1} cannot be replayed: ${e.message}`,
      );
    }
  });
  const r = game.state.result;
  const same = r !== null && r.winner === sample.result.winner && r.rule === sample.result.rule;
  if (!same || game.state.turn !== sample.result.turns)
    throw new SampleError(
      `${file}: 再生したゲームが記録と違う終わり方をしました`,
      `${file}: the replayed game did not end as recorded`,
    );
  return game;
}
