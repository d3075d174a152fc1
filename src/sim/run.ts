// Runs the games of one or more matchups, in this thread (1 worker) or on K worker_threads. A game's record
// depends only on the seed, the matchup and the game's index (./play.ts), and the records are put back in
// index order, so the results are the same whatever the worker count and whichever worker ran which game.
import { Worker } from 'node:worker_threads';
import { type Shard, WHOLE, inShard, shardSize } from '../core/shard.js';
import { type CardPoolSpec, cardPool } from '../deck/pool.js';
import { type MatchupSpec, loadMatchups } from './matchups.js';
import { type GameRecord, gameSpec, playGame } from './play.js';
import type { FromMain, SimWorkerData, ToMain } from './protocol.js';

export interface SimOptions {
  matchups: MatchupSpec[];
  seed: number;
  /** 1: play in this thread; K > 1: K worker threads. */
  workers: number;
  /** The cards the deck lists name (`--cards`; default: every built-in set). */
  cards?: CardPoolSpec;
  /** Games 0…samples-1 of each matchup keep their actions (sim samples, ./sample.ts). Default 0. */
  samples?: number;
  /** Play only this shard's games (src/core/shard.ts); the other records stay empty. Default: every game. */
  shard?: Shard;
  /** Called after each finished game with the number done and the total. */
  onProgress?: (done: number, total: number) => void;
}

/**
 * The games of the matchups in order (with a shard: only its games, src/core/shard.ts), handed out a few at a
 * time: nothing is built per game up front, so a round robin at the games cap starts its first game at once
 * (issue 24: six decks used to pass 3 GB before it).
 */
export class GameCursor {
  private matchup = 0;
  private index = 0;
  /** The game's number over every matchup, in order (what a shard is chosen by). */
  private number = 0;
  readonly total: number;
  constructor(
    private readonly games: readonly number[],
    private readonly shard: Shard = WHOLE,
  ) {
    this.total = shardSize(
      games.reduce((sum, n) => sum + n, 0),
      shard,
    );
  }
  /** The next `count` games as [matchup, index], fewer at the end. */
  take(count: number): [number, number][] {
    const out: [number, number][] = [];
    while (out.length < count && this.matchup < this.games.length) {
      if (this.index < this.games[this.matchup]) {
        if (inShard(this.number, this.shard)) out.push([this.matchup, this.index]);
        this.index++;
        this.number++;
      } else {
        this.matchup++;
        this.index = 0;
      }
    }
    return out;
  }
}

/** The records of each matchup, in game index order (with a shard: only its games' places are filled). */
export async function runSim(options: SimOptions): Promise<GameRecord[][]> {
  const cursor = new GameCursor(
    options.matchups.map((m) => m.games),
    options.shard,
  );
  const total = cursor.total;
  const results: GameRecord[][] = options.matchups.map(() => []);
  let done = 0;
  const store = (r: GameRecord) => {
    results[r.matchup][r.index] = r;
    done++;
    options.onProgress?.(done, total);
  };
  const workers = Math.max(1, Math.min(options.workers, total));
  if (workers <= 1) {
    const loaded = loadMatchups(options.matchups, cardPool(options.cards));
    for (let [task] = cursor.take(1); task; [task] = cursor.take(1)) {
      const [m, i] = task;
      store(playGame(gameSpec(options.seed, m, i), loaded[m], { keepActions: i < (options.samples ?? 0) }));
      await new Promise((r) => setImmediate(r)); // lets Ctrl-C (src/cli/sim.ts) and a progress bar run
    }
  } else {
    await runOnWorkers(options, cursor, workers, store);
  }
  return results;
}

const WORKER = new URL('./worker.ts', import.meta.url);
const LOADER = new URL('./worker-loader.mjs', import.meta.url).href;

/**
 * Workers a finished run left idle, kept for this process's next run (balance diff plays two versions, a test
 * file several sims): a worker loads the engine and every card once, about 1.5 s of CPU. Unref'd, they do not
 * keep the process alive.
 */
const spare: Worker[] = [];
/** What takes a kept worker out of `spare` if it dies while idle, to detach when it is taken again. */
const whileSpare = new Map<Worker, () => void>();

function takeWorker(): Worker {
  const kept = spare.pop();
  if (kept) {
    whileSpare.get(kept)?.();
    whileSpare.delete(kept);
    kept.ref();
    return kept;
  }
  return new Worker(WORKER, { execArgv: ['--import', LOADER] });
}

function keep(worker: Worker): void {
  const drop = () => {
    const at = spare.indexOf(worker);
    if (at >= 0) spare.splice(at, 1);
    whileSpare.delete(worker);
  };
  worker.on('error', drop);
  worker.on('exit', drop);
  // Only these listeners: removeAllListeners() would also remove the Worker's own, which deliver its messages.
  whileSpare.set(worker, () => {
    worker.off('error', drop);
    worker.off('exit', drop);
  });
  worker.unref();
  spare.push(worker);
}

function runOnWorkers(
  options: SimOptions,
  cursor: GameCursor,
  count: number,
  store: (r: GameRecord) => void,
): Promise<void> {
  // Small batches keep the workers evenly busy when games differ in length.
  const batch = Math.max(1, Math.min(16, Math.ceil(cursor.total / (count * 8))));
  let received = 0;
  const data: SimWorkerData = {
    matchups: options.matchups,
    seed: options.seed,
    cards: options.cards,
    samples: options.samples ?? 0,
  };
  return new Promise((resolve, reject) => {
    const pool: Worker[] = [];
    const detach: (() => void)[] = [];
    let settled = false;
    const finish = (error?: Error) => {
      if (settled) return;
      settled = true;
      // A worker of a failed run is not reused: it may be broken, or still playing games nobody waits for (its
      // listeners stay: a late 'error' is handled by the settled run).
      if (error) for (const w of pool) void w.terminate();
      else
        for (const [k, w] of pool.entries()) {
          detach[k]();
          keep(w);
        }
      if (error) reject(error);
      else resolve();
    };
    for (let k = 0; k < count; k++) {
      const worker = takeWorker();
      pool.push(worker);
      const onMessage = (message: ToMain) => {
        if (message.type === 'fatal') return finish(new Error(message.message));
        if (message.type === 'record') {
          store(message.record);
          if (++received === cursor.total) finish();
          return;
        }
        const games = cursor.take(batch);
        if (games.length > 0) worker.postMessage({ games } satisfies FromMain);
      };
      const onError = (e: Error) => finish(e);
      const onExit = (code: number) => {
        if (!settled) finish(new Error(`sim worker exited with code ${code}`));
      };
      worker.on('message', onMessage);
      worker.on('error', onError);
      worker.on('exit', onExit);
      detach.push(() => {
        worker.off('message', onMessage);
        worker.off('error', onError);
        worker.off('exit', onExit);
      });
      worker.postMessage({ setup: data } satisfies FromMain);
    }
  });
}
