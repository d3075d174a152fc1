// Where a playtest can be saved as a scenario from: a board `setup:` can describe (setupOf, src/scenario/
// emit.ts: a phase body with nothing waiting) and nothing a setup cannot write is in force — no lasting
// effect (HF-12.3) and no 「1ターンに1回」 use of this turn (HF-12.8). Shared by the page (which points it
// offers) and the server (which refuses any other).
import type { Game } from '../../../src/engine/index.js';
import { setupOf } from '../../../src/scenario/emit.js';

/** Why a scenario cannot start here (Japanese), or null when it can. */
export function scenarioStartProblem(game: Game): string | null {
  const s = game.state;
  if (s.result) return 'ゲームが終わった時点からは始められません';
  try {
    setupOf(game);
  } catch (e) {
    return e instanceof Error && 'problem' in e ? String((e as { problem: unknown }).problem) : String(e);
  }
  if (s.effects.length > 0)
    return '継続効果（ターン終了時までなど）が残っている時点からは始められません（setup: に書けません）';
  if (s.oncePerTurn.some((u) => u.turn === s.turn))
    return 'このターンに「1ターンに1回」の能力を使った後の時点からは始められません（setup: に書けません）';
  return null;
}
