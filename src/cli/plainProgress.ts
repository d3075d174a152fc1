// Progress for a long run whose stderr is not a terminal (a log file, CI, a pipe): no progress bar there, so
// a plain line every ~10 s instead of silence (nc7) — 「hflux sim: 400/1000 局（40 %）、残り約 1 分」. stdout is
// never written, so reports and --json stay clean.

export type Lang = 'ja' | 'en';

/** How often a line is printed at most. */
export const PLAIN_PROGRESS_MS = 10_000;

export interface PlainProgress {
  update(done: number): void;
}

/** About how long is left, rounded for a person: seconds under a minute, minutes under two hours. */
export function remaining(ms: number, lang: Lang): string {
  const s = Math.max(1, Math.round(ms / 1000));
  if (lang === 'en') {
    if (s < 60) return `about ${s} s left`;
    return `about ${Math.round(s / 60)} min left`;
  }
  if (s < 60) return `残り約 ${s} 秒`;
  return `残り約 ${Math.round(s / 60)} 分`;
}

/** One progress line: `hflux sim: 400/1000 局（40 %）、残り約 1 分`. */
export function progressLine(
  label: string,
  done: number,
  total: number,
  elapsedMs: number,
  lang: Lang = 'ja',
): string {
  const percent = total > 0 ? Math.floor((100 * done) / total) : 100;
  const left = done > 0 && done < total ? remaining((elapsedMs / done) * (total - done), lang) : null;
  return lang === 'en'
    ? `${label}: ${done}/${total} games (${percent} %)${left ? `, ${left}` : ''}`
    : `${label}: ${done}/${total} 局（${percent} %）${left ? `、${left}` : ''}`;
}

/**
 * A line at most every `everyMs` as games finish (the first after `everyMs`, so a short run prints nothing).
 * `write` and `now` are for tests.
 */
export function plainProgress(
  label: string,
  total: number,
  options: { everyMs?: number; lang?: Lang; write?: (line: string) => void; now?: () => number } = {},
): PlainProgress {
  const everyMs = options.everyMs ?? PLAIN_PROGRESS_MS;
  const now = options.now ?? (() => performance.now());
  const write = options.write ?? ((line: string) => process.stderr.write(`${line}\n`));
  const started = now();
  let last = started;
  return {
    update(done) {
      const t = now();
      if (t - last < everyMs || done >= total) return;
      last = t;
      write(progressLine(label, done, total, t - started, options.lang));
    },
  };
}
