// `greedy`: a one-decision-ahead player. It rebuilds a game from its view — the hidden cards dealt from the
// deck lists when it knows them (./dealer.ts), else left blank — and answers with ./policy.ts: each legal
// answer is played on that game until the situation settles and judged by ./evaluate.ts. It reads only its
// player's view, the deck lists and public card definitions, and is deterministic for its seed.
import { TRIGGERS, cardById } from '../../../generated/index.js';
import { initialRngState, randomInt } from '../../core/rng.js';
import { type Game, determinizer, startTrail } from '../../engine/index.js';
import { Dealer } from './dealer.js';
import { GreedyPolicy } from './policy.js';
import type { Action, Bot, BotOptions, CardLookup, DeckList, PlayerView } from './types.js';

/** Decisions inside a tried answer that are themselves tried (see ./policy.ts). */
export const GREEDY_LOOKAHEAD = 1;

export function greedyBot(options: BotOptions): Bot {
  const rng = initialRngState(options.seed);
  const policy = new GreedyPolicy(rng, { lookahead: GREEDY_LOOKAHEAD });
  const cards = options.cards ?? cardById;
  return {
    name: 'greedy',
    choose(view, actions) {
      const legal = actions.filter((a) => a.type !== 'concede');
      if (legal.length <= 1 || !view.pending) return legal[0] ?? actions[0];
      const quick = passOrRefill(view, legal);
      if (quick) return quick;
      return policy.choose(rebuild(view, cards, options, rng), legal);
    },
  };
}

/** The game a bot works on: its view with the hidden cards dealt (one determinization). */
export function rebuild(
  view: PlayerView,
  cards: CardLookup,
  options: Pick<BotOptions, 'decks' | 'triggers'>,
  rng: number[],
): Game {
  const d = determinizer(view); // laid out once for the dealer and the rebuild
  const fill = new Dealer(view, d.slots, options.decks, d.visible).deal(rng);
  const seed = randomInt(rng, 0, 0x7fffffff);
  const game = d.build({ cards, fill, seed, triggers: options.triggers ?? TRIGGERS, unseen: 'guess' });
  startTrail(game); // the policy's snapshots are O(1), its restores O(changes) (issue 25, trail.ts)
  return game;
}

/** The most common decision: a window where nothing can be played. Pass, or refill an empty hand (HF-11.1). */
export function passOrRefill(view: PlayerView, legal: Action[]): Action | null {
  if (!legal.every((a) => a.type === 'pass' || a.type === 'extraDraw')) return null;
  const draw = view.players[view.viewer].hand.length === 0 && legal.find((a) => a.type === 'extraDraw');
  return draw || (legal.find((a) => a.type === 'pass') ?? legal[0]);
}
