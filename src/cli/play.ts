import { TRIGGERS } from '../../generated/index.js';
import { DEFAULT_DECKS, deckFrom } from '../deck/builtIn.js';
// `hflux play`: one complete game between two decks with random players, told as it happened.
import { type Deck, createGame } from '../engine/index.js';
import { playOut, randomChooser } from '../sim/randomPlayer.js';
import { narrate } from './narrate.js';

export interface PlayOptions {
  seed: number;
  decks?: [string, string];
  quiet?: boolean;
}

export function playCommand(opts: PlayOptions): number {
  const [a, b] = opts.decks ?? DEFAULT_DECKS;
  const decks: [Deck, Deck] = [deckFrom(a), deckFrom(b)];
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
