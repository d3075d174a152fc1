// The layer rules of docs/architecture.md, checked by `npm run deps` (dependency-cruiser) in .ci/run.
// Paths are relative to the repository root. Layer rules count type-only imports too: a type is how an
// upper layer first leaks into a lower one. The cycle rule counts runtime imports only (see no-circular).
const { builtinModules } = require('node:module');

const UPPER_SRC = 'src/(sim|cli|scenario|fuzz|tools|lsp)/';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'A runtime import cycle: module initialisation order then decides what is defined. Move the shared ' +
        'piece down into its own module, or hand the lower module a narrow interface. Cycles made only of ' +
        '`import type` are allowed: they are erased before run time, and types that describe each other ' +
        '(a memo typed by what it caches) are ordinary TypeScript within one layer; the layer rules below ' +
        'still stop a type import from reaching up a layer.',
      from: {},
      to: {
        circular: true,
        dependencyTypesNot: ['type-only'],
        viaOnly: { dependencyTypesNot: ['type-only'] },
      },
    },
    {
      name: 'io-is-the-bottom',
      severity: 'error',
      comment: 'src/io (files, lines, terminal) knows nothing of the game.',
      from: { path: '^src/io/' },
      to: { path: ['^src/(?!io/)', '^codegen/', '^generated/'] },
    },
    {
      name: 'core-is-the-contract',
      severity: 'error',
      comment: 'src/core (card, state and event types, rng, errors) imports only itself and src/io.',
      from: { path: '^src/core/' },
      to: { path: ['^src/(?!core/|io/)', '^codegen/', '^generated/'] },
    },
    {
      name: 'engine-below-its-users',
      severity: 'error',
      comment:
        'The engine and its contract never import the generator or the tools built on the engine ' +
        '(sim, cli, scenario, fuzz, tools).',
      from: { path: '^src/(engine|core)/' },
      to: { path: ['^codegen/', `^${UPPER_SRC}`] },
    },
    {
      name: 'card-data-below-engine',
      severity: 'error',
      comment:
        'Card data and decks (src/effects builders, src/catalog, src/deck, src/keywords.ts, src/explain) sit ' +
        'below the engine, which executes them: they never import it, nor anything above it.',
      from: { path: ['^src/(effects|catalog|deck|explain)/', '^src/keywords[.]ts$'] },
      to: { path: ['^src/engine/', `^${UPPER_SRC}`, '^codegen/'] },
    },
    {
      name: 'generated-is-data',
      severity: 'error',
      comment:
        'generated/ is card data and rule constants: it may import the contract (src/core), the card ' +
        'builders, decks and keywords, never the engine, the tools or the generator that wrote it.',
      from: { path: '^generated/' },
      to: { path: ['^codegen/', '^src/engine/', `^${UPPER_SRC}`] },
    },
    {
      name: 'runtime-on-production-dependencies',
      severity: 'error',
      comment:
        'The CLI, engine and compiler run on the production dependencies alone (deploy/Containerfile installs ' +
        'only those; docs/cluster.md). Only the browser playtest server (Vite) and the developer tools may ' +
        'reach a devDependency.',
      from: {
        path: '^(src|codegen|generated|bin)/',
        pathNot: ['^src/cli/(serve[.]ts|playtest/)', '^src/tools/'],
      },
      to: { dependencyTypes: ['npm-dev'] },
    },
    {
      name: 'sim-below-cli',
      severity: 'error',
      comment: 'Self-play is a library the CLI drives; it never imports the CLI, scenarios or the fuzzer.',
      from: { path: '^src/sim/' },
      to: { path: '^src/(cli|scenario|fuzz|tools|lsp)/' },
    },
    {
      name: 'scenario-below-fuzz',
      severity: 'error',
      comment: 'The fuzzer writes its shrunk failures as scenarios, so scenarios never import the fuzzer.',
      from: { path: '^src/scenario/' },
      to: { path: '^src/(fuzz|sim|cli|tools|lsp)/' },
    },
    {
      name: 'fuzz-below-cli',
      severity: 'error',
      from: { path: '^src/fuzz/' },
      to: { path: '^src/(cli|sim|tools|lsp)/' },
    },
    {
      name: 'src-runs-no-generator',
      severity: 'error',
      comment:
        'Run time does not depend on the generator. Only the CLI (check, fmt, gen, explain), scenarios ' +
        '(cards written inside a scenario file), the fuzzer (mutated card text) and the language server ' +
        'compile cards in process, through the DSL compiler codegen/dsl; only the CLI runs the generator ' +
        'driver (codegen/*.ts).',
      from: { path: '^src/', pathNot: '^src/(cli|scenario|fuzz|lsp)/' },
      to: { path: '^codegen/' },
    },
    {
      name: 'scenario-and-fuzz-use-only-the-dsl',
      severity: 'error',
      from: { path: '^src/(scenario|fuzz)/' },
      to: { path: '^codegen/', pathNot: '^codegen/dsl/' },
    },
    {
      name: 'lsp-below-cli',
      severity: 'error',
      comment:
        'The language server (src/lsp, `hflux lsp`) is started by the CLI and compiles cards through the DSL ' +
        'compiler codegen/dsl in process: it never imports the CLI, the generator driver or the emitter.',
      from: { path: '^src/lsp/' },
      to: { path: ['^src/cli/', '^codegen/(?!dsl/)'] },
    },
    {
      name: 'cli-uses-the-generator-driver',
      severity: 'error',
      comment: 'The CLI reaches the emitter and the rules generator through the driver (codegen/*.ts).',
      from: { path: '^src/cli/' },
      to: { path: '^codegen/(emit|rules)/' },
    },
    {
      name: 'codegen-below-the-tools',
      severity: 'error',
      comment: 'The generator compiles against the contract; it never imports the tools that call it.',
      from: { path: '^codegen/' },
      to: { path: `^${UPPER_SRC}` },
    },
    {
      name: 'dsl-below-emit',
      severity: 'error',
      comment: 'The DSL compiler (text → IR → card data) knows nothing of how its output is emitted.',
      from: { path: '^codegen/dsl/' },
      to: { path: '^codegen/(emit|rules)/' },
    },
    {
      name: 'page-runs-in-the-browser',
      severity: 'error',
      comment:
        'The playtest page (web/src: the UI and the host worker that runs the engine) runs in the browser: ' +
        'nothing it reaches may import a Node module (docs/playtest.md). Move the Node part behind the ' +
        'server API (src/cli/playtest/) or give the page a module without it.',
      from: { path: '^web/src/' },
      to: { path: `^(node:)?(${builtinModules.join('|')})(/|$)`, reachable: true },
    },
    {
      name: 'page-uses-no-tools',
      severity: 'error',
      comment:
        'The page plays with the engine, the card data, the bots and the scenario setup writer; the CLI, the ' +
        'fuzzer, the generator and the rest of the scenario runner stay on the server side.',
      from: { path: '^web/src/' },
      to: { path: ['^src/(cli|fuzz|tools|lsp)/', '^src/scenario/(?!emit[.]ts$|types[.]ts$)', '^codegen/'] },
    },
    {
      name: 'only-serve-knows-the-page',
      severity: 'error',
      comment:
        'Of the run-time code only `hflux serve` (src/cli/serve.ts, src/cli/playtest/) imports web/: its API contract and the save-point rule.',
      from: { path: '^(src|codegen|generated)/', pathNot: '^src/cli/(serve[.]ts$|playtest/)' },
      to: { path: '^web/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // type-only imports are recorded (layer rules see them) and marked, so no-circular can skip them
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
  },
};
