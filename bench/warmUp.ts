// How many games each bot plays in a probe (bench/probe.ts) before it is timed. The probe's random games leave
// the bots' code (views, rebuilt games, snapshots, the evaluation) cold: after them, greedy's rate per
// CPU-second still doubled over its first ~30 games (V8 compiling on helper threads, whose time counts), in
// every tree alike (issue 25), so one warm-up game and 8 timed ones measured mostly the compiler. Separate
// processes of two trees, 8 games a round after 24 warm-up games: the first round still ran at 0.5–0.7× the
// next three, hence 48.
export const GREEDY_WARM_UP = 48;
export const ISMCTS_WARM_UP = 2;
