// The files `hflux sim` writes besides stdout: `--report out.html`, `--csv out.csv` and `--samples <dir>` (one
// replay per kept game). Each file is written atomically; a file that cannot be written is reported and the
// others are still written.
import { dirname, join, resolve } from 'node:path';
import { makeDirs } from '../io/atomicWrite.js';
import { balanceCsv } from '../sim/csv.js';
import type { LoadedMatchup, MatchupSpec } from '../sim/matchups.js';
import type { GameRecord } from '../sim/play.js';
import { renderReport } from '../sim/report.js';
import { formatSample, sampleOf } from '../sim/sample.js';
import { type MatchupSummary, type TournamentSummary, deckLabels } from '../sim/stats.js';
import { describeWriteError, writeFileAtomic } from './output.js';
import type { SimOptions } from './sim.js';

interface Written {
  written: string[];
  writeErrors: string[];
}

/** Writes `content` to `path`, creating its folder; a message for `what` on failure. */
function write(path: string, content: string, what: string, out: Written): boolean {
  try {
    makeDirs(dirname(path)); // the CLI has checked the folder; `npm start` may not
    writeFileAtomic(path, content);
    return true;
  } catch (e) {
    out.writeErrors.push(`${what}を書けませんでした: ${path}: ${describeWriteError(e)}`);
    return false;
  }
}

/** A file name part from a deck label: letters, digits, `.`, `_` and `-` are kept. */
function safe(label: string): string {
  return label.replace(/[^\p{L}\p{N}._-]+/gu, '_');
}

export function writeSimOutputs(
  o: SimOptions,
  bots: [string, string],
  summary: { matchups: MatchupSummary[]; tournament?: TournamentSummary },
  run: { specs: MatchupSpec[]; loaded: LoadedMatchup[]; records: GameRecord[][] },
): Written {
  const out: Written = { written: [], writeErrors: [] };
  if (o.report) {
    const path = resolve(o.report);
    const html = renderReport({
      title: o.title ?? 'Hollow Flux self-play report',
      params: {
        decks: o.decks.join(', '),
        bots: bots.join(' / '),
        [run.specs.length === 1 ? 'games' : 'games per pairing']: o.games,
        seed: o.seed,
      },
      matchups: summary.matchups,
      tournament: summary.tournament,
    });
    if (write(path, html, 'レポート', out)) out.written.push(`report: ${path}`);
  }
  if (o.csv) {
    const path = resolve(o.csv);
    if (write(path, balanceCsv(summary.matchups, summary.tournament), 'CSV', out))
      out.written.push(`csv: ${path}`);
  }
  if (o.samples) writeSamples(o, run, out);
  return out;
}

function writeSamples(
  o: SimOptions,
  run: { specs: MatchupSpec[]; loaded: LoadedMatchup[]; records: GameRecord[][] },
  out: Written,
): void {
  const dir = resolve(o.samples!);
  let count = 0;
  run.records.forEach((records, k) => {
    const spec = run.specs[k];
    const [a, b] = deckLabels(spec).map(safe);
    for (const record of records) {
      if (!record.actions) continue;
      const sample = sampleOf(spec, run.loaded[k], record, o.seed);
      const name = `${a}-vs-${b}-seed${o.seed}-game${record.index}.sample.json`;
      if (write(join(dir, name), formatSample(sample), 'サンプル', out)) count++;
    }
  });
  out.written.push(`samples: ${count} in ${dir}`);
}
