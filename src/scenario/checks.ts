// Every expectation's outcome in one run, so that a failure can show them all: those checked (held or not)
// and, when a step stopped the run, those never reached — evaluated where the game stopped, for their values.
import type { Game } from '../engine/game.js';
import { type Mismatch, checkExpectation } from './expect.js';
import type { CardRefs } from './refs.js';
import type { Expectation } from './types.js';

export interface CheckReport {
  line: number;
  after?: number;
  text: string;
  /** unreached: the run stopped before this expectation's time; `mismatches` are then against where it stopped. */
  status: 'held' | 'failed' | 'unreached';
  mismatches: Mismatch[];
}

export class Checks {
  private readonly done = new Map<Expectation, CheckReport>();

  constructor(
    private readonly expect: readonly Expectation[],
    private readonly game: Game,
    private readonly refs: CardRefs,
  ) {}

  /** Checks the expectations due at `after` (undefined: the end); returns the failed ones with mismatches. */
  due(after: number | undefined, at?: { line: number }): { e: Expectation; mismatches: Mismatch[] }[] {
    const failed: { e: Expectation; mismatches: Mismatch[] }[] = [];
    for (const e of this.expect) {
      if (e.after !== after || e.kind === 'invariants') continue;
      if (at) at.line = e.line; // an internal error while checking names this expectation's line
      const mismatches = checkExpectation(this.game, this.refs, e);
      this.done.set(e, this.report(e, mismatches.length ? 'failed' : 'held', mismatches));
      if (mismatches.length) failed.push({ e, mismatches });
    }
    return failed;
  }

  /** Every expectation (but invariants) in file order; those not yet checked are evaluated now as unreached. */
  all(at?: { line: number }): CheckReport[] {
    return this.expect
      .filter((e) => e.kind !== 'invariants')
      .map((e) => {
        if (at) at.line = e.line;
        return this.done.get(e) ?? this.report(e, 'unreached', checkExpectation(this.game, this.refs, e));
      });
  }

  private report(e: Expectation, status: CheckReport['status'], mismatches: Mismatch[]): CheckReport {
    return { line: e.line, after: e.after, text: e.text ?? e.kind, status, mismatches };
  }
}
