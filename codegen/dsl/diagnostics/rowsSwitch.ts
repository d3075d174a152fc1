// k11 (issue 22 "Done when", leave-rows-out): an internal switch for the measuring tool
// codegen/dsl/tools/unreadNaming.ts only — never a user option. With it on, the rows written per round to name
// mechanics (./mechanics.ts through findMissingMechanic, the families and the lexicon of ./mechanicFamily.ts, the
// clause rows of ./clauseFallback.ts and ./clauseRowsK10.ts) say nothing, so what names an unread line is the
// general naming alone (./predicate.ts).
let off = false;

/** True while the per-round mechanic rows are switched off (the measuring tool's leave-rows-out run). */
export function mechanicRowsOff(): boolean {
  return off;
}

/** Switches the per-round mechanic rows off or on again (codegen/dsl/tools/unreadNaming.ts, tests). */
export function setMechanicRowsOff(value: boolean): void {
  off = value;
}
