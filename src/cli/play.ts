import { TRIGGERS } from '../../generated/index.js';
import { DEFAULT_DECKS, deckFromPool } from '../deck/builtIn.js';
import { englishText } from '../engine/engineTexts.js';
// `hflux play`: one complete game between two decks with random players, told as it happened.
import { type Deck, type Game, createGame } from '../engine/index.js';
import { type NarrationLang, narrate } from '../engine/narrate.js';
import { deckLabel } from '../sim/matchups.js';
import { playOut, randomChooser } from '../sim/randomPlayer.js';
import { loadCardPool } from './cards.js';
import { loadErrorMessage } from './simErrors.js';

export interface PlayOptions {
  seed: number;
  decks?: [string, string];
  /** `--cards`: the sources the deck lists' names resolve in (default: every built-in set). */
  cards?: string[];
  quiet?: boolean;
  /** The language of the narration and the result line (`--lang en`). */
  lang?: NarrationLang;
}

/** Exit 0 after the game; 1 for an illegal deck; 2 for a deck or card source that cannot be read. */
export async function playCommand(opts: PlayOptions): Promise<number> {
  const [a, b] = opts.decks ?? DEFAULT_DECKS;
  let decks: [Deck, Deck];
  try {
    const pool = await loadCardPool(opts.cards);
    decks = [deckFromPool(a, pool), deckFromPool(b, pool)];
  } catch (e) {
    // nb17: the one resolver of `hflux sim` (a misspelt deck name gets 「もしかして」 and the built-ins)
    const known = loadErrorMessage(e, 'play', opts.lang);
    if (!known) throw e;
    console.error(known[0]);
    return known[1];
  }
  const game = createGame({ decks, seed: opts.seed, triggers: TRIGGERS });
  const en = opts.lang === 'en';
  // nc9 finding 10: the narration says P1 / P2; the header and the result say which deck each is (as
  // `hflux sim --replay` does: 「P1（yoru）の勝利」)
  const labels: [string, string] = [deckLabel(a), deckLabel(b)];
  if (!opts.quiet)
    console.log(
      en
        ? `${labels[0]} (P1) vs ${labels[1]} (P2) (seed ${opts.seed})`
        : `${labels[0]}（P1）対 ${labels[1]}（P2）（シード${opts.seed}）`,
    );
  const decisions = playOut(game, randomChooser(opts.seed + 1));
  const lines = narrate(game, { lang: opts.lang });
  if (!opts.quiet) console.log(lines.join('\n'));
  console.log(`\n${(en ? englishResult : japaneseResult)(game, decisions, opts.seed, labels)}`);
  return 0;
}

function japaneseResult(game: Game, decisions: number, seed: number, labels: [string, string]): string {
  const r = game.state.result!;
  return `結果：${r.winner === null ? '引き分け' : `P${r.winner + 1}（${labels[r.winner]}）の勝利`}（${r.reason}、${r.rule}）／${game.state.turn}ターン、${decisions}回の決定、シード${seed}`;
}

function englishResult(game: Game, decisions: number, seed: number, labels: [string, string]): string {
  const r = game.state.result!;
  return `Result: ${r.winner === null ? 'draw' : `P${r.winner + 1} (${labels[r.winner]}) wins`} (${englishText(r.reason)}, ${r.rule}) / ${game.state.turn} turns, ${decisions} decisions, seed ${seed}`;
}
