import { TRIGGERS } from '../../generated/index.js';
import { DeckError } from '../core/errors.js';
import { DEFAULT_DECKS, deckFromPool } from '../deck/builtIn.js';
import { CardPoolError } from '../deck/pool.js';
// `hflux play`: one complete game between two decks with random players, told as it happened.
import { type Deck, createGame } from '../engine/index.js';
import { narrate } from '../engine/narrate.js';
import { InputFileError } from '../io/readInput.js';
import { playOut, randomChooser } from '../sim/randomPlayer.js';
import { loadCardPool } from './cards.js';

export interface PlayOptions {
  seed: number;
  decks?: [string, string];
  /** `--cards`: the sources the deck lists' names resolve in (default: every built-in set). */
  cards?: string[];
  quiet?: boolean;
}

/** Exit 0 after the game; 1 for an illegal deck; 2 for a deck or card source that cannot be read. */
export async function playCommand(opts: PlayOptions): Promise<number> {
  const [a, b] = opts.decks ?? DEFAULT_DECKS;
  let decks: [Deck, Deck];
  try {
    const pool = await loadCardPool(opts.cards);
    decks = [deckFromPool(a, pool), deckFromPool(b, pool)];
  } catch (e) {
    if (e instanceof DeckError) {
      console.error(e.message);
      return 1;
    }
    if (e instanceof CardPoolError || e instanceof InputFileError) {
      console.error(`hflux play: ${e.message}`);
      return 2;
    }
    throw e;
  }
  const game = createGame({ decks, seed: opts.seed, triggers: TRIGGERS });
  if (!opts.quiet) console.log(`${a} 対 ${b}（シード${opts.seed}）`);
  const decisions = playOut(game, randomChooser(opts.seed + 1));
  const lines = narrate(game);
  if (!opts.quiet) console.log(lines.join('\n'));
  const r = game.state.result!;
  console.log(
    `\n結果：${r.winner === null ? '引き分け' : `P${r.winner + 1}の勝利`}（${r.reason}、${r.rule}）／${game.state.turn}ターン、${decisions}回の決定、シード${opts.seed}`,
  );
  return 0;
}
