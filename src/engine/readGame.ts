// The engine's own read-only questions about a game, for players' bots: a bot asks them of a game it rebuilt
// from its view (gameFromView), never of the game being played, so every answer is one the view allows
// (HF-16.8) and the rules stay in one place. `reading` runs the questions as an engine entry point, so the
// derived values they share (continuous effects, power, abilities) are computed once (src/engine/derived.ts).
import { inEngine } from './derived.js';
import type { Game } from './game.js';

export { legalDefenders } from './combat.js';
export { playCost } from './costs.js';
export { defOf } from './game.js';
export { hasGrantFlag } from './grantFlags.js';
export { isOffered } from './legal.js';
export {
  abilitiesOf,
  charactersOf,
  hasKeyword,
  isCharacter,
  isIndestructible,
  keywordCount,
  kindOf,
  matchesFilter,
  playerAttackDamageBonus,
  powerOf,
  requiredDefenderKeywords,
  traitsOf,
  worldSetOf,
} from './query.js';
export { ougiSatisfied } from './setup.js';

/** Runs `questions` on `game` with the engine's memo of derived values. */
export function reading<T>(game: Game, questions: () => T): T {
  return inEngine(game, questions);
}
