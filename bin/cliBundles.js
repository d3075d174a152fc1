// The CLI's bundles (src/io/moduleBundle.ts builds them; bin/bundleCache.js reads them), named once for both the
// TypeScript entry (src/cli/hflux.ts, which builds them) and the plain-Node launcher (bin/hflux.js, which runs
// them in its own process when they are fresh: no tsx and no second process, docs/benchmarks.md "CLI start-up").

/** The command line and everything it imports. */
export const MAIN_BUNDLE = { name: 'cli', entry: 'src/cli/main.ts', settings: ['src/cli/hflux.ts'] };

/** What the launcher needs to know, before the command line, that generated/ matches the card sources. */
export const PREFLIGHT_BUNDLE = {
  name: 'preflight',
  entry: 'src/cli/preflight.ts',
  settings: ['src/cli/hflux.ts'],
};

/**
 * Commands the launcher always runs through tsx in a child process: they write generated/ and then import it
 * (gen, new), watch it (gen --watch, lsp), import packages at run time (serve: vm's loader lost Vite's import on
 * Node 20), or need the launcher as their parent (gen --watch stops when the launcher is gone).
 */
export const CHILD_COMMANDS = new Set(['gen', 'new', 'serve', 'lsp']);
