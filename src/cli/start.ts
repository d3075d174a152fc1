// `npm start`, the main job on the built-in starter set: compiles the card and rule sources and regenerates
// generated/ when it is stale (the `hflux gen` code, in this process), then plays a short greedy-vs-greedy
// round robin of the starter decks on worker threads, prints the table and writes the HTML report.
//   npm start -- [--games N] [--workers K] [--seed S] [--report out.html]
// Nothing that reads generated/ is imported before the generator has run.
// A generated/ left missing by a killed `gen` is put back before codegen/command.js (which imports it) loads.
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { recoverTree } from '../../bin/recoverGenerated.js';
import { outputTarget } from '../io/atomicWrite.js';
import { parseGames, parseOutputDir, parseSeed, parseWorkers } from './args.js';

recoverTree(fileURLToPath(new URL('../..', import.meta.url)));
const { REPO_ROOT, runGen } = await import('../../codegen/command.js');

const USAGE = 'usage: npm start -- [--games N] [--workers K] [--seed S] [--report out.html]';

async function main(argv: string[]): Promise<number> {
  let values: { games: string; workers: string; seed: string; report: string };
  try {
    values = parseArgs({
      args: argv,
      options: {
        games: { type: 'string', default: '40' },
        workers: { type: 'string', default: '2' },
        seed: { type: 'string', default: '1' },
        report: { type: 'string', default: `${REPO_ROOT}reports/starter-tournament.html` },
      },
    }).values as typeof values;
    // the same checks as `hflux sim`, before anything runs
    parseGames(values.games);
    parseWorkers(values.workers);
    parseSeed(values.seed);
    parseOutputDir(dirname(values.report));
    outputTarget(values.report); // the one writer's policy: a regular file or a new one
  } catch (e) {
    console.error(`npm start: ${(e as Error).message}\n${USAGE}`);
    return 2;
  }
  const started = performance.now();

  // 1. Cards: check the sources and regenerate generated/ (errors are printed as file:line:col).
  const written: string[] = [];
  const errors: string[] = [];
  const code = runGen({
    io: {
      out: (line) => {
        if (/^(wrote|removed) /.test(line)) written.push(line.replace(/^\S+ /, ''));
      },
      err: (line) => errors.push(line),
    },
  });
  if (code !== 0) {
    for (const line of errors) console.error(line);
    return code;
  }
  const { ALL_CARDS, ALL_SETS } = await import('../../generated/index.js');
  const genSeconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `cards: ${ALL_CARDS.length} cards in ${ALL_SETS.length} set${ALL_SETS.length === 1 ? '' : 's'} (${ALL_SETS.map((s) => s.id).join(', ')}) compiled without errors; ` +
      `${written.length ? `regenerated ${written.length} file${written.length === 1 ? '' : 's'} in generated/` : 'generated/ is up to date'} (${genSeconds} s)`,
  );

  // 2. The tournament: every pair of starter decks, greedy against greedy.
  const { starterDeckNames } = await import('../deck/builtIn.js');
  const { simCommand } = await import('./sim.js');
  const decks = starterDeckNames();
  const result = await simCommand({
    decks,
    bots: ['greedy'],
    games: Number(values.games),
    seed: Number(values.seed),
    workers: Number(values.workers),
    report: values.report,
    title: 'Hollow Flux starter set: greedy round robin',
  });
  console.log(`npm start finished in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return result;
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
