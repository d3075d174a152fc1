// The public engine API (documented in docs/engine.md).
export type { Game } from './game.js';
export { createGame, type CreateGameOptions, type Deck } from './create.js';
export { legalActions, passAction } from './legal.js';
export { apply } from './apply.js';
export { view, type PlayerView } from './view.js';
export {
  gameFromView,
  determinizer,
  hiddenSlots,
  redeal,
  DeterminizeError,
  UNKNOWN_CARD,
  visibleCards,
  type Determinizer,
  type FromViewOptions,
  type HiddenSlot,
} from './fromView.js';
export { serialize, deserialize, cloneGame } from './serialize.js';
export { snapshot, restore, type Snapshot } from './snapshot.js';
export { startTrail } from './trail.js';
export { actionKey } from './actionKey.js';
export type { Action, Decision, DecisionKind } from '../core/decisions.js';
export type { GameEvent } from '../core/events.js';
export type { GameState } from '../core/state.js';
export { IllegalActionError, DeckError, SerializationError } from '../core/errors.js';
