// Issue 25: do two worker threads scale as well as two separate processes on this machine? The same games are
// played by one runner twice over, then by two runners once each at the same time — once with worker_threads
// (what `hflux sim` and `hflux fuzz` use) and once with forked Node processes (the machine's own ceiling: no
// shared isolate platform, no shared GC threads). The rounds interleave the two kinds, so a change of the
// machine's load touches both alike. The figure that matters is threads / processes (goal ≥ 0.95).
import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { Worker, isMainThread, parentPort } from 'node:worker_threads';
import { loadAverages } from './machine.js';
import { playGames } from './play.js';

/** Games `from` … `from + count - 1`, played `times` times over, HF-16 checks off. */
export interface ScalingJob {
  from: number;
  count: number;
  times: number;
}

interface Runner {
  /** Plays the job; resolves with the CPU milliseconds it cost, where the runner is a process of its own. */
  run(job: ScalingJob): Promise<number | undefined>;
  stop(): Promise<void>;
}

export interface ScalingFigure {
  runs: number;
  games: number;
  /** Time of one runner doing the work over the time of two runners sharing it. */
  threads: number;
  processes: number;
  /** threads / processes: 1 means threads scale exactly as processes do. */
  threadsOverProcesses: number;
  /**
   * CPU time per game of two runners at once over one runner alone (1: running side by side costs no extra
   * work), for threads (this process's CPU: both workers and V8's shared helper threads) and for processes
   * (the children's own CPU, helpers included). Waiting for a core does not count here, as it does in the
   * wall-clock figures; a shared isolate platform, GC or allocator contention does as extra CPU — and so do
   * the caches other jobs thrash (at load average 20 on 2 cores, 2 processes printed 1.56×): read both.
   */
  cpuPerGame: { threads: number; processes: number; threadsOverProcesses: number };
}

const SELF = import.meta.url;

function threadRunner(): Runner {
  const api = import.meta.resolve('tsx/esm/api'); // workers load the TypeScript sources through tsx too
  const boot = `import(${JSON.stringify(api)}).then(({ tsImport }) => tsImport(${JSON.stringify(SELF)}, ${JSON.stringify(SELF)}))`;
  const worker = new Worker(boot, { eval: true });
  return {
    run: (job) => answered(worker, job),
    stop: async () => {
      await worker.terminate();
    },
  };
}

function processRunner(): Runner {
  const child = fork(fileURLToPath(SELF), ['--scaling-child'], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return {
    run: (job) => answered(child, job),
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill();
      }),
  };
}

/** Sends `job` and waits for the runner's answer (a worker and a child process speak the same way). */
function answered(target: Worker | ChildProcess, job: ScalingJob): Promise<number | undefined> {
  return new Promise((resolve, reject) => {
    const failed = (e: unknown) => reject(e instanceof Error ? e : new Error(`runner exited: ${String(e)}`));
    target.once('message', (answer: { cpuMs?: number } | string) => {
      target.off('error', failed);
      target.off('exit', failed);
      resolve(typeof answer === 'object' ? answer.cpuMs : undefined);
    });
    target.once('error', failed);
    target.once('exit', failed);
    if (target instanceof Worker) target.postMessage(job);
    else target.send(job);
  });
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** This process's CPU milliseconds (every thread: workers, V8's helpers). */
function cpuMs(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
}

/**
 * Milliseconds of one runner playing the games twice, then of two runners playing them once each at once, and
 * the CPU milliseconds of each (the runners' own where they report it, else this process's).
 */
async function oneAndTwo(runners: Runner[], half: number): Promise<[number, number, number, number]> {
  let start = performance.now();
  let cpu = cpuMs();
  const own = await runners[0].run({ from: 0, count: half, times: 2 });
  const one = performance.now() - start;
  const oneCpu = own ?? cpuMs() - cpu;
  start = performance.now();
  cpu = cpuMs();
  const owns = await Promise.all(runners.map((r) => r.run({ from: 0, count: half, times: 1 })));
  const two = performance.now() - start;
  const twoCpu = owns.every((x) => x !== undefined) ? owns.reduce((a, b) => a! + b!, 0)! : cpuMs() - cpu;
  return [one, two, oneCpu, twoCpu];
}

const round2 = (x: number) => Math.round(x * 100) / 100;

/** `runs` interleaved rounds of threads and processes on `games` games (split in two halves). */
export async function scalingFigure(runs: number, games: number): Promise<ScalingFigure> {
  const threads = [threadRunner(), threadRunner()];
  const processes = [processRunner(), processRunner()];
  const half = games >> 1;
  try {
    // A long warm-up (both at once): TurboFan compiles each isolate's hot code on helper threads.
    for (const pair of [threads, processes])
      await Promise.all(pair.map((r) => r.run({ from: 300_000, count: games, times: 1 })));
    const t: [number[], number[], number[], number[]] = [[], [], [], []];
    const p: [number[], number[], number[], number[]] = [[], [], [], []];
    for (let r = 0; r < runs; r++) {
      // alternate which kind goes first, so neither always meets the other's after-effects
      const kinds: [Runner[], number[][]][] = [
        [threads, t],
        [processes, p],
      ];
      if (r % 2 === 1) kinds.reverse();
      for (const [pair, times] of kinds) {
        const figures = await oneAndTwo(pair, half);
        figures.forEach((x, i) => times[i].push(x));
      }
    }
    const threadRatio = median(t[0]) / median(t[1]);
    const processRatio = median(p[0]) / median(p[1]);
    // the same games in both phases: CPU per game, two at once over one alone, is the ratio of the CPU times
    const threadCpu = median(t[3]) / median(t[2]);
    const processCpu = median(p[3]) / median(p[2]);
    return {
      runs,
      games: half * 2,
      threads: round2(threadRatio),
      processes: round2(processRatio),
      threadsOverProcesses: round2(threadRatio / processRatio),
      cpuPerGame: {
        threads: round2(threadCpu),
        processes: round2(processCpu),
        threadsOverProcesses: round2(threadCpu / processCpu),
      },
    };
  } finally {
    await Promise.all([...threads, ...processes].map((r) => r.stop()));
  }
}

function serve(
  receive: (listener: (job: ScalingJob) => void) => void,
  answer: (cpuMs: number) => void,
): void {
  receive((job) => {
    const cpu = cpuMs();
    for (let i = 0; i < job.times; i++) playGames(job.from, job.count, { checks: false, log: false });
    answer(cpuMs() - cpu);
  });
}

if (!isMainThread) {
  const port = parentPort!;
  serve(
    (listener) => port.on('message', listener),
    () => port.postMessage('done'), // process.cpuUsage() counts every thread: the main thread measures
  );
} else if (process.argv.includes('--scaling-child')) {
  serve(
    (listener) => process.on('message', listener),
    (ms) => process.send!({ cpuMs: ms }),
  );
} else if (process.argv[1]?.endsWith('scaling.ts')) {
  // npm run bench:scaling [-- --runs 7] [-- --games 480]
  const { values } = parseArgs({
    options: { runs: { type: 'string', default: '7' }, games: { type: 'string', default: '480' } },
  });
  const figure = await scalingFigure(Math.max(1, Number(values.runs)), Math.max(2, Number(values.games)));
  console.log(JSON.stringify({ loadAverage: loadAverages(), ...figure }, null, 2));
}
