// The layer rules of docs/architecture.md, checked by `npm run deps` (dependency-cruiser) in .ci/run.
// Paths are relative to the repository root. Layer rules count type-only imports too: a type is how an
// upper layer first leaks into a lower one. The cycle rule counts runtime imports only (see no-circular).
const UPPER_SRC = 'src/(sim|cli|scenario|fuzz|tools)/';

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
      name: 'sim-below-cli',
      severity: 'error',
      comment: 'Self-play is a library the CLI drives; it never imports the CLI, scenarios or the fuzzer.',
      from: { path: '^src/sim/' },
      to: { path: '^src/(cli|scenario|fuzz|tools)/' },
    },
    {
      name: 'scenario-below-fuzz',
      severity: 'error',
      comment: 'The fuzzer writes its shrunk failures as scenarios, so scenarios never import the fuzzer.',
      from: { path: '^src/scenario/' },
      to: { path: '^src/(fuzz|sim|cli|tools)/' },
    },
    {
      name: 'fuzz-below-cli',
      severity: 'error',
      from: { path: '^src/fuzz/' },
      to: { path: '^src/(cli|sim|tools)/' },
    },
    {
      name: 'src-runs-no-generator',
      severity: 'error',
      comment:
        'Run time does not depend on the generator. Only the CLI (check, fmt, gen, explain), scenarios ' +
        '(cards written inside a scenario file) and the fuzzer (mutated card text) compile cards in ' +
        'process, through the DSL compiler codegen/dsl; only the CLI runs the generator driver (codegen/*.ts).',
      from: { path: '^src/', pathNot: '^src/(cli|scenario|fuzz)/' },
      to: { path: '^codegen/' },
    },
    {
      name: 'scenario-and-fuzz-use-only-the-dsl',
      severity: 'error',
      from: { path: '^src/(scenario|fuzz)/' },
      to: { path: '^codegen/', pathNot: '^codegen/dsl/' },
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
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // type-only imports are recorded (layer rules see them) and marked, so no-circular can skip them
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
  },
};
