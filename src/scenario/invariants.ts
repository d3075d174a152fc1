// `expect: - invariants: hold` — the HF-16 invariants (src/engine/invariantChecker.ts) are checked on the board
// before the first step and after every step, and every step is also replayed on a saved copy of the game
// (serialize → deserialize → the same step) that must end in the same state (HF-16.9). The fuzzer writes this
// expectation into the scenarios it shrinks failures to, so such a file fails while the bug is there.
import type { Action } from '../core/decisions.js';
import type { Game } from '../engine/game.js';
import { apply, deserialize, serialize } from '../engine/index.js';
import { InvariantChecker, type Violation } from '../engine/invariantChecker.js';

export class InvariantWatch {
  private readonly checker: InvariantChecker;
  private saved: string | null = null;

  constructor(private readonly game: Game) {
    this.checker = new InvariantChecker(game, { viewEvery: 1 });
  }

  start(): Violation[] {
    return this.checker.start();
  }

  /** Called with the step's action just before it is applied. */
  before(_action: Action): void {
    this.saved = serialize(this.game);
  }

  after(action: Action): Violation[] {
    const out = this.checker.afterDecision(action);
    if (this.saved !== null) {
      const copy = deserialize(this.saved, this.game.defs);
      this.saved = null;
      try {
        apply(copy, action);
      } catch (e) {
        out.push({
          rule: 'HF-16.9',
          message: `the step is rejected on a restored copy: ${(e as Error).message}`,
        });
        return out;
      }
      if (serialize(copy) !== serialize(this.game))
        out.push({
          rule: 'HF-16.9',
          message: 'the step gives a different state on a restored copy of the game',
        });
    }
    return out;
  }
}
