// How many games each bot plays in a probe (bench/probe.ts) before it is timed. The probe's random games leave
// the bots' code (views, rebuilt games, snapshots, the evaluation) cold: after them, greedy's rate per
// CPU-second still doubled over its first ~30 games (V8 compiling on helper threads, whose time counts), in
// every tree alike (issue 25), so one warm-up game and 8 timed ones measured mostly the compiler.
export const GREEDY_WARM_UP = 24;
export const ISMCTS_WARM_UP = 2;
