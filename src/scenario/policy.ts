// The default policy: how `advance:` steps and `strict: false` answer the decisions a scenario does not give
// (docs/scenarios.md, "The default policy" — keep the two in step). It does as little as the rules allow:
// it passes, declines, keeps and skips; where something must be chosen it takes the first legal action in
// the engine's order (the order failure messages and `--record` list the options in). It never concedes and
// never takes the carnage extra draw (HF-11.1), both of which are optional.
import type { Action, DecisionKind } from '../core/decisions.js';
import type { Game } from '../engine/game.js';
import { legalActions } from '../engine/legal.js';

/** How the energy-phase decision is answered (HF-6.3); skipping is the default. */
export type EnergyPolicy = 'skip' | 'place';

type Preference = (a: Action, energy: EnergyPolicy) => boolean;

/** What the policy prefers for each decision kind; null: the first legal action. */
const PREFERRED: Record<DecisionKind, Preference | null> = {
  ougiReveal: (a) => a.type === 'endReveal', // HF-2.3: reveal nothing
  kuusou: (a) => a.type === 'kuusou' && a.card === null, // HF-2.3, HF-13.8: no 【空装】
  mulligan: (a) => a.type === 'mulligan' && !a.redraw, // HF-2.4: keep the hand
  energy: (a, energy) => a.type === 'placeEnergy' && a.place === (energy === 'place'), // HF-6.3
  main: (a) => a.type === 'endMain', // HF-6.4: end the main phase at once
  window: (a) => a.type === 'pass', // HF-7: pass
  defense: (a) => a.type === 'defend' && a.defender === null, // HF-8.3: no defense
  mayDo: (a) => a.type === 'mayDo' && !a.accept, // "…してもよい": no
  choose: (a) => a.type === 'choose' && a.card === null, // stop choosing, where that is allowed
  replacement: (a) => a.type === 'replace' && a.replacement === null, // HF-5.11: no optional replacement
  damage: null, // HF-9.1: the first guard card, not revealed
  reload: null, // HF-10.1: the first guard card
  discard: null, // HF-6.5: the first card in hand
  payCost: null, // the first card that pays
  triggerTargets: null, // HF-5.5: the first legal targets
  orderTriggers: null, // HF-12.2: the first waiting ability
  orderExpirations: null, // HF-6.6: the first effect listed
  declare: null, // issue 22: the first value offered
};

/** The policy's answer to the pending decision, or undefined when the game asks nothing. */
export function defaultAnswer(game: Game, energy: EnergyPolicy = 'skip'): Action | undefined {
  const pending = game.state.pending;
  if (!pending || game.state.result) return undefined;
  const options = legalActions(game).filter((a) => a.type !== 'concede' && a.type !== 'extraDraw');
  const preferred = PREFERRED[pending.kind];
  return (preferred && options.find((a) => preferred(a, energy))) || options[0];
}
