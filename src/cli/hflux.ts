// The hflux entry point (bin/hflux.js runs it). A command that plays or checks cards (CARD_COMMANDS) first makes
// sure generated/ was made from the card sources as they are now (src/cli/freshCards.ts); only then is the
// command line (main.ts), and with it everything that imports generated/, loaded.
import { MAIN_BUNDLE, PREFLIGHT_BUNDLE } from '../../bin/cliBundles.js';
import { bundlesEnabled, ensureBundle, loadBundled } from '../io/moduleBundle.js';
import {
  CARD_COMMANDS,
  type Lang,
  ensureFreshCards,
  failureLine,
  freshnessLine,
  regeneratingLine,
  waitingLine,
} from './freshCards.js';

/**
 * The command line and everything it imports, run from one prebuilt file (src/io/moduleBundle.ts): through tsx its
 * ~480 modules cost ~1.5 s of CPU at every start. It is loaded only after the freshness check above, so a `gen`
 * that check ran (generated/ is an input) is bundled before it runs. Once it and the preflight bundle are fresh,
 * the launcher runs it in its own process, without tsx (bin/hflux.js).
 */
const MAIN = MAIN_BUNDLE;

/** These keep running when the sources have errors: they show the errors themselves (page, editor). */
const SHOWS_ERRORS = new Set(['serve', 'lsp']);

function langOf(argv: readonly string[]): Lang {
  const i = argv.indexOf('--lang');
  const value = i >= 0 ? argv[i + 1] : argv.find((a) => a.startsWith('--lang='))?.slice('--lang='.length);
  return value === 'en' ? 'en' : 'ja';
}

async function run(argv: readonly string[]): Promise<void> {
  const command = argv[0];
  if (command !== undefined && CARD_COMMANDS.has(command) && !argv.includes('--help')) {
    const started = performance.now();
    const lang = langOf(argv);
    const fresh = await ensureFreshCards(undefined, {
      start: (changes) => process.stderr.write(`${regeneratingLine(changes, lang)}\n`),
      wait: () => process.stderr.write(`${waitingLine(lang)}\n`),
    });
    if (fresh.code === 0 && fresh.changed.length > 0)
      process.stderr.write(`${freshnessLine(fresh.changes, (performance.now() - started) / 1000, lang)}\n`);
    if (fresh.code !== 0) {
      for (const line of fresh.errors) process.stderr.write(`${line}\n`);
      process.stderr.write(`${failureLine(fresh.changes, lang)}\n`);
      if (!SHOWS_ERRORS.has(command)) {
        process.exitCode = 2;
        return;
      }
    }
  }
  // `hflux check` without the other commands' modules (./checkOnly.ts); its help and the version from main.ts
  const alone =
    command === 'check' && !argv.some((a) => ['-h', '--help', '-v', '--version', 'help'].includes(a));
  if (alone) await import('./checkOnly.js');
  // serve imports Vite at run time; from the bundle that import() went through vm's loader, which lost it on
  // Node 20 ("A dynamic import callback was not specified", test/cli/freshCards.test.ts): serve runs the sources
  else if (command === 'serve') await import('./main.js');
  else {
    // built here, so that the next start can take the launcher's fast path (bin/hflux.js)
    if (bundlesEnabled()) await ensureBundle(PREFLIGHT_BUNDLE);
    await loadBundled(MAIN, () => import('./main.js'));
  }
}

run(process.argv.slice(2)).catch((e: unknown) => {
  process.stderr.write(`hflux: 内部エラー: ${e instanceof Error ? e.message : String(e)}\n`);
  process.exitCode = 2;
});
