// Runs a campaign's games in this thread (workers: 0) or on K worker_threads. Games are handed out in small
// batches in index order; records are put back in index order, so the summary does not depend on K. A worker
// that reports nothing for `gameTimeoutMs` is stopped and its game recorded as not terminating (HF-16.10).
import { Worker } from 'node:worker_threads';
import {
  type GameRecord,
  GameRunner,
  type Summary,
  addGame,
  emptySummary,
  replayCommand,
  sortKeys,
} from './campaign.js';
import type { CampaignConfig } from './config.js';
import { gameSeed } from './property.js';

export type ToWorker = { type: 'games'; games: number[] } | { type: 'stop' };
export type ToMain =
  | { type: 'idle' }
  | { type: 'start'; game: number }
  | { type: 'game'; record: GameRecord }
  | { type: 'error'; game: number; message: string };

export interface RunOptions {
  /** Number of games of the whole campaign (indices 0 … games-1); undefined: until the time is up. */
  games?: number;
  timeMs?: number;
  /** This shard takes the games whose index ≡ shard[0] (mod shard[1]). */
  shard: [number, number];
  workers: number;
  gameTimeoutMs?: number;
  batch?: number;
  onGame?: (record: GameRecord, done: number) => void;
}

const LOADER = new URL('./worker-loader.mjs', import.meta.url).href;
const WORKER = new URL('./worker.ts', import.meta.url);

/** The game indices of a shard, in order, lazily. */
function* shardGames(shard: [number, number], games: number | undefined): Generator<number> {
  for (let g = shard[0]; games === undefined || g < games; g += shard[1]) yield g;
}

function hangRecord(game: number, config: CampaignConfig, ms: number): GameRecord {
  const seed = gameSeed(config.seed, game);
  return {
    game,
    decisions: 0,
    turns: 0,
    result: 'none',
    winner: 'none',
    roundTrips: 0,
    replayed: false,
    viewChecks: 0,
    failure: {
      game,
      seed,
      path: '0',
      rule: 'HF-16.10',
      kind: 'crash',
      message: `the game did not finish within ${ms} ms (the worker was stopped)`,
      decision: -1,
      original: { rule: 'HF-16.10', message: 'timeout', decision: -1, decisions: 0 },
      decisions: 0,
      numShrinks: 0,
      replay: replayCommand(seed, '0', config.sets),
      scenario: null,
      scenarioSteps: null,
      reproduces: false,
    },
  };
}

/** Runs the campaign (or one shard of it) and returns its summary. */
export async function runCampaign(config: CampaignConfig, opts: RunOptions): Promise<Summary> {
  const started = performance.now();
  const deadline = opts.timeMs === undefined ? Number.POSITIVE_INFINITY : started + opts.timeMs;
  const records = new Map<number, GameRecord>();
  const store = (r: GameRecord) => {
    records.set(r.game, r);
    opts.onGame?.(r, records.size);
  };
  const queue = shardGames(opts.shard, opts.games);
  if (opts.workers <= 0) {
    const runner = new GameRunner(config);
    for (const g of queue) {
      if (performance.now() >= deadline) break;
      store(runner.run(g));
      await new Promise((r) => setImmediate(r)); // lets a progress bar redraw
    }
  } else {
    await runOnWorkers(config, opts, queue, deadline, store);
  }
  const summary = emptySummary(config.seed, config.sets, `${opts.shard[0]}/${opts.shard[1]}`);
  for (const g of [...records.keys()].sort((a, b) => a - b)) addGame(summary, records.get(g)!);
  summary.results = sortKeys(summary.results);
  const wallMs = Math.round(performance.now() - started);
  summary.timing = {
    wallMs,
    decisionsPerSecond: wallMs > 0 ? Math.round(summary.decisions / (wallMs / 1000)) : 0,
    workers: opts.workers,
  };
  return summary;
}

interface Slot {
  worker: Worker;
  pending: number[]; // games sent and not yet reported
  current: number | null;
  lastHeard: number;
}

async function runOnWorkers(
  config: CampaignConfig,
  opts: RunOptions,
  queue: Generator<number>,
  deadline: number,
  store: (r: GameRecord) => void,
): Promise<void> {
  const batch = opts.batch ?? 4;
  const timeout = opts.gameTimeoutMs ?? 300_000;
  let exhausted = false;
  const retry: number[] = []; // games of a stopped worker still to run
  const nextBatch = (): number[] => {
    const out = retry.splice(0, batch);
    while (out.length < batch && !exhausted && performance.now() < deadline) {
      const n = queue.next();
      if (n.done) exhausted = true;
      else out.push(n.value);
    }
    return out;
  };
  const slots = new Set<Slot>();
  let watchdog: NodeJS.Timeout | undefined;
  await new Promise<void>((resolve, reject) => {
    let failed = false;
    const finishIfDone = () => {
      if (slots.size === 0) resolve();
    };
    const spawn = () => {
      const slot: Slot = {
        worker: new Worker(WORKER, { workerData: config, execArgv: ['--import', LOADER] }),
        pending: [],
        current: null,
        lastHeard: performance.now(),
      };
      slots.add(slot);
      slot.worker.on('message', (m: ToMain) => {
        slot.lastHeard = performance.now();
        if (m.type === 'start') slot.current = m.game;
        else if (m.type === 'game') {
          slot.pending = slot.pending.filter((g) => g !== m.record.game);
          slot.current = null;
          store(m.record);
        } else if (m.type === 'error') {
          failed = true;
          reject(new Error(`fuzz worker failed on game ${m.game}: ${m.message}`));
        } else if (m.type === 'idle') {
          const games = failed ? [] : nextBatch();
          if (games.length === 0) {
            slot.worker.postMessage({ type: 'stop' } satisfies ToWorker);
            return;
          }
          slot.pending = [...games];
          slot.worker.postMessage({ type: 'games', games } satisfies ToWorker);
        }
      });
      slot.worker.on('error', (e) => {
        failed = true;
        reject(e);
      });
      slot.worker.on('exit', () => {
        slots.delete(slot);
        finishIfDone();
      });
    };
    watchdog = setInterval(
      () => {
        for (const slot of slots) {
          if (slot.current === null || performance.now() - slot.lastHeard < timeout) continue;
          const hung = slot.current;
          store(hangRecord(hung, config, timeout));
          retry.push(...slot.pending.filter((g) => g !== hung));
          slot.current = null;
          slot.pending = [];
          void slot.worker.terminate();
          if (!failed) spawn();
        }
      },
      Math.min(1000, timeout),
    );
    watchdog.unref();
    const k = Math.max(1, opts.workers);
    for (let i = 0; i < k; i++) spawn();
  }).finally(() => {
    clearInterval(watchdog);
    for (const slot of slots) void slot.worker.terminate();
  });
}
