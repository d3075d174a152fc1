// A fuzz campaign: games 0, 1, 2, … of a campaign seed, each a fast-check case with its own seed
// (gameSeed(seed, index)), so any game can be run alone, on any worker or machine, with the same result.
// A shard i/n takes the games whose index ≡ i (mod n). Summaries hold only per-game facts, added up in game
// order, so the same seed gives the same summary whatever the number of workers, and shard summaries merge.
export { type CampaignConfig, DEFAULT_CONFIG } from './config.js';
import { join } from 'node:path';
import { canonicalJson } from '../catalog/cardHash.js';
import type { CardDefinition } from '../core/cardTypes.js';
import { checkCoverage, parseShard } from '../core/shard.js';
import { makeDirs, writeFileAtomic } from '../io/atomicWrite.js';
import type { CampaignConfig } from './config.js';
import { cardPool } from './decks.js';
import type { Failure } from './game.js';
import { type CaseResult, fuzzCase, gameSeed } from './property.js';
import { failureScenario } from './scenario.js';

export interface FailureRecord {
  game: number;
  /** fast-check seed and counterexample path of the shrunk game. */
  seed: number;
  path: string;
  rule: string;
  kind: Failure['kind'];
  message: string;
  decision: number;
  /** The failure as first seen, before shrinking. */
  original: { rule: string; message: string; decision: number; decisions: number };
  /** Decisions of the shrunk game up to the failure. */
  decisions: number;
  numShrinks: number;
  replay: string;
  scenario: string | null;
  scenarioSteps: number | null;
  /** 「name」 file:line of the cards the scenario's steps act on (issue 12). */
  scenarioCards?: string[];
  reproduces: boolean;
}

export interface GameRecord {
  game: number;
  decisions: number;
  turns: number;
  result: string; // the rule that ended the game, or 'none' after a failure
  winner: 'A' | 'B' | 'draw' | 'none';
  roundTrips: number;
  replayed: boolean;
  viewChecks: number;
  failure: FailureRecord | null;
}

export interface Summary {
  version: 1;
  seed: number;
  sets: string[];
  /** The shards this summary covers, as "i/n" (one entry per merged summary). */
  shards: string[];
  games: number;
  decisions: number;
  maxDecisions: number;
  maxTurns: number;
  results: Record<string, number>;
  winners: Record<'A' | 'B' | 'draw' | 'none', number>;
  roundTrips: number;
  replays: number;
  viewChecks: number;
  failures: FailureRecord[];
  /**
   * What else decides the campaign's games (issue 26): the games asked for (null: until --time), the check
   * intervals and shrink budget, and a hash of the versions of every card of the sets. Merges compare it.
   */
  campaign?: FuzzCampaign;
  /** Not part of the deterministic summary: how long it took. */
  timing: { wallMs: number; decisionsPerSecond: number; workers: number };
}

export interface FuzzCampaign {
  games: number | null;
  viewEvery: number;
  replayEvery: number;
  shrinkRuns: number;
  cards: string;
}

export function emptySummary(seed: number, sets: string[], shard: string): Summary {
  return {
    version: 1,
    seed,
    sets,
    shards: [shard],
    games: 0,
    decisions: 0,
    maxDecisions: 0,
    maxTurns: 0,
    results: {},
    winners: { A: 0, B: 0, draw: 0, none: 0 },
    roundTrips: 0,
    replays: 0,
    viewChecks: 0,
    failures: [],
    timing: { wallMs: 0, decisionsPerSecond: 0, workers: 0 },
  };
}

export function addGame(s: Summary, g: GameRecord): void {
  s.games += 1;
  s.decisions += g.decisions;
  s.maxDecisions = Math.max(s.maxDecisions, g.decisions);
  s.maxTurns = Math.max(s.maxTurns, g.turns);
  s.results[g.result] = (s.results[g.result] ?? 0) + 1;
  s.winners[g.winner] += 1;
  s.roundTrips += g.roundTrips;
  s.replays += g.replayed ? 1 : 0;
  s.viewChecks += g.viewChecks;
  if (g.failure) s.failures.push(g.failure);
}

export function sortKeys<T>(o: Record<string, T>): Record<string, T> {
  return Object.fromEntries(Object.entries(o).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/** Summaries of the same campaign (seed and sets) from different shards or machines, added up. */
export function mergeSummaries(list: Summary[]): Summary {
  if (list.length === 0) throw new Error('nothing to merge');
  const [first] = list;
  for (const s of list) {
    if (s.version !== 1) throw new Error(`unknown summary version ${s.version}`);
    if (s.seed !== first.seed || s.sets.join(',') !== first.sets.join(','))
      throw new Error(
        `summaries of different campaigns: seed ${s.seed} sets ${s.sets} vs seed ${first.seed} sets ${first.sets}`,
      );
    if (canonicalJson(s.campaign) !== canonicalJson(first.campaign))
      throw new Error(
        `summaries of different campaigns: ${canonicalJson(s.campaign)} vs ${canonicalJson(first.campaign)} (games, check intervals, shrink budget or card versions differ)`,
      );
  }
  const shards = list.flatMap((s) => s.shards);
  checkCoverage(shards.map((s) => ({ file: s, shard: parseShard(s) })));
  const out = emptySummary(first.seed, first.sets, '');
  if (first.campaign) out.campaign = first.campaign;
  out.shards = shards.sort();
  for (const s of list) {
    out.games += s.games;
    out.decisions += s.decisions;
    out.maxDecisions = Math.max(out.maxDecisions, s.maxDecisions);
    out.maxTurns = Math.max(out.maxTurns, s.maxTurns);
    for (const [k, v] of Object.entries(s.results)) out.results[k] = (out.results[k] ?? 0) + v;
    for (const k of Object.keys(out.winners) as (keyof Summary['winners'])[]) out.winners[k] += s.winners[k];
    out.roundTrips += s.roundTrips;
    out.replays += s.replays;
    out.viewChecks += s.viewChecks;
    out.failures.push(...s.failures);
    out.timing.wallMs = Math.max(out.timing.wallMs, s.timing.wallMs);
    out.timing.workers += s.timing.workers;
  }
  out.results = sortKeys(out.results);
  out.failures.sort((a, b) => a.game - b.game);
  out.timing.decisionsPerSecond =
    out.timing.wallMs > 0 ? Math.round(out.decisions / (out.timing.wallMs / 1000)) : 0;
  return out;
}

/** The part of a summary that depends only on the campaign (for comparing runs). */
export function deterministicPart(s: Summary): Omit<Summary, 'timing'> {
  const { timing: _timing, ...rest } = s;
  return rest;
}

export function replayCommand(seed: number, path: string, sets: string[]): string {
  return `npx hflux fuzz --replay ${seed}:${path} --sets ${sets.join(',')}`;
}

/** Runs one game of a campaign (shrinking and writing a scenario when it fails). */
export class GameRunner {
  readonly pool: CardDefinition[];
  constructor(readonly config: CampaignConfig) {
    this.pool = cardPool(config.sets);
  }

  /** Whether game `index` is replayed from scratch: every replayEvery-th game on average, by its seed. */
  replays(index: number): boolean {
    return (gameSeed(this.config.seed, index) >>> 0) % Math.max(1, this.config.replayEvery) === 0;
  }

  run(index: number): GameRecord {
    const c = this.config;
    const seed = gameSeed(c.seed, index);
    const result = fuzzCase(this.pool, seed, {
      viewEvery: c.viewEvery,
      replay: this.replays(index),
      shrinkRuns: c.shrinkRuns,
      shrinkMs: c.shrinkMs,
    });
    return this.record(index, result);
  }

  record(index: number, r: CaseResult): GameRecord {
    const f = r.first;
    return {
      game: index,
      decisions: f.decisions,
      turns: f.turns,
      result: f.result?.rule ?? 'none',
      winner: f.result ? (f.result.winner === null ? 'draw' : f.result.winner === 0 ? 'A' : 'B') : 'none',
      roundTrips: f.roundTrips,
      replayed: index >= 0 && this.replays(index),
      viewChecks: f.viewChecks,
      failure: r.failure ? this.failureRecord(index, r) : null,
    };
  }

  private failureRecord(index: number, r: CaseResult): FailureRecord {
    const shrunk = r.failure!;
    const failure = shrunk.outcome.failure!;
    const replay = replayCommand(shrunk.seed, shrunk.path, this.config.sets);
    const record: FailureRecord = {
      game: index,
      seed: shrunk.seed,
      path: shrunk.path,
      rule: failure.rule,
      kind: failure.kind,
      message: failure.message,
      decision: failure.decision,
      original: {
        rule: shrunk.original.rule,
        message: shrunk.original.message,
        decision: shrunk.original.decision,
        decisions: r.first.decisions,
      },
      decisions: shrunk.outcome.actions.length,
      numShrinks: shrunk.numShrinks,
      replay,
      scenario: null,
      scenarioSteps: null,
      reproduces: false,
    };
    const out = this.config.out;
    const base = index >= 0 ? `game-${index}` : `replay-${shrunk.seed >>> 0}`;
    const file = out ? join(out, `${base}.scenario.yaml`) : `${base}.scenario.yaml`;
    const scenario = failureScenario(shrunk.input, this.pool, shrunk.outcome.actions, failure, {
      sets: this.config.sets,
      replay,
      name:
        index >= 0
          ? `fuzz: game ${index} of seed ${this.config.seed} — ${failure.rule}`
          : `fuzz: replay of seed ${shrunk.seed} — ${failure.rule}`,
      file,
    });
    if (scenario) {
      record.scenarioSteps = scenario.steps;
      record.scenarioCards = scenario.cards;
      record.reproduces = scenario.reproduces;
    }
    if (out) {
      makeDirs(out);
      if (scenario) {
        writeFileAtomic(file, scenario.text);
        record.scenario = file;
      }
      writeFileAtomic(
        join(out, `${base}.json`),
        `${JSON.stringify({ failure: record, input: shrunk.input, actions: shrunk.outcome.actions }, null, 1)}\n`,
      );
    }
    return record;
  }
}
