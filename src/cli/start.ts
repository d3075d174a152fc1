// `npm start`, the main job on the built-in starter set: regenerates generated/ when a card or rule source
// differs from what it was made from (./freshCards.ts: the `hflux gen` code, in this process), then plays a
// short greedy-vs-greedy round robin of the starter decks on worker threads, prints a summary (the table, the headline findings, the
// report's path: ./startSummary.ts) and writes the HTML report with every table.
//   npm start -- [--games N] [--workers K] [--seed S] [--report out.html] [--verbose]
// --verbose prints `hflux sim`'s whole output instead of the summary.
// Nothing that reads generated/ is imported before the generator has run.
// A generated/ left missing by a killed `gen` is put back first (bin/recoverGenerated.js, issue 24).
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { recoverTree } from '../../bin/recoverGenerated.js';
import { outputTarget } from '../io/atomicWrite.js';
import { parseGames, parseOutputDir, parseSeed, parseWorkers } from './args.js';
import { ensureFreshCards, regeneratingLine, waitingLine } from './freshCards.js';
import { ScriptArgsError, parseScriptArgs } from './scriptArgs.js';
import type { SimOptions } from './sim.js';

const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
recoverTree(REPO_ROOT);

const USAGE = `usage: npm start -- [--games N] [--workers K] [--seed S] [--report out.html] [--verbose]

Regenerates generated/ when a card or rule file changed, then plays a greedy-vs-greedy round robin of the three
starter decks and prints a summary; the HTML report has every table.

  --games N         games per pairing (default 40)
  --workers K       worker threads (default 2)
  --seed S          first seed (default 1)
  --report FILE     where the HTML report goes (default reports/starter-tournament.html)
  --verbose         print hflux sim's whole output instead of the summary
  -h, --help        this text`;

async function main(argv: string[]): Promise<number> {
  let values: { games: string; workers: string; seed: string; report: string; verbose?: boolean };
  try {
    values = parseScriptArgs(
      {
        args: argv,
        options: {
          games: { type: 'string', default: '40' },
          workers: { type: 'string', default: '2' },
          seed: { type: 'string', default: '1' },
          report: { type: 'string', default: `${REPO_ROOT}reports/starter-tournament.html` },
          verbose: { type: 'boolean' },
        },
      },
      { name: 'npm start', usage: USAGE },
    ).values as typeof values;
    // the same checks as `hflux sim`, before anything runs
    parseGames(values.games);
    parseWorkers(values.workers);
    parseSeed(values.seed);
    parseOutputDir(dirname(values.report));
    outputTarget(values.report); // the one writer's policy: a regular file or a new one
  } catch (e) {
    // a bad option is one line (parseScriptArgs); a bad value names the option and points to --help
    console.error(
      e instanceof ScriptArgsError ? e.message : `npm start: ${(e as Error).message}（--help で使い方）`,
    );
    return 2;
  }
  const started = performance.now();

  // 1. Cards: regenerate generated/ when a source differs from what it was made from (generated/sources.json;
  // errors are printed as file:line:col). Unchanged sources are the ones the last successful gen compiled.
  const fresh = await ensureFreshCards(undefined, {
    start: (changes) => console.error(regeneratingLine(changes, 'ja')),
    wait: () => console.error(waitingLine('ja')),
  });
  if (fresh.code !== 0) {
    for (const line of fresh.errors) console.error(line);
    return fresh.code;
  }
  const { ALL_CARDS, ALL_SETS } = await import('../../generated/index.js');
  const genSeconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `cards: ${ALL_CARDS.length} cards in ${ALL_SETS.length} set${ALL_SETS.length === 1 ? '' : 's'} (${ALL_SETS.map((s) => s.id).join(', ')}) compiled without errors; ` +
      `${fresh.changed.length ? `regenerated generated/ (changed: ${fresh.changed.join(', ')})` : 'generated/ is up to date'} (${genSeconds} s)`,
  );

  // 2. The tournament: every pair of starter decks, greedy against greedy.
  const { starterDeckNames } = await import('../deck/builtIn.js');
  const options = {
    decks: starterDeckNames(),
    bots: ['greedy'],
    games: Number(values.games),
    seed: Number(values.seed),
    workers: Number(values.workers),
    report: values.report,
    title: 'Hollow Flux starter set: greedy round robin',
  };
  const result = values.verbose
    ? await (await import('./sim.js')).simCommand(options)
    : await summary(options);
  console.log(`npm start finished in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return result;
}

/** Plays the round robin and prints the summary; the exit code as `hflux sim` would give it. */
async function summary(o: SimOptions): Promise<number> {
  const { runSimulationOrExit } = await import('./sim.js');
  const { startSummary } = await import('./startSummary.js');
  const r = await runSimulationOrExit(o);
  if (typeof r === 'number') return r;
  const errors = r.matchups.reduce((n, m) => n + m.errors, 0);
  console.log(`seed ${o.seed}; ${startSummary(r.tournament!, { errors, written: r.written }).join('\n')}`);
  for (const error of r.writeErrors) console.error(`npm start: ${error}`);
  if (r.writeErrors.length > 0) return 2;
  return errors > 0 ? 1 : 0;
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (e: unknown) => {
    console.error(`npm start: internal error: ${e instanceof Error ? e.message : String(e)}`);
    process.exitCode = 2;
  },
);
