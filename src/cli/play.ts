// `hflux play`: one complete game between two decks with random players, told as it happened.
import { readFileSync } from 'node:fs';
import type { CardDefinition } from '../core/cardTypes.js';
import { loadDeck } from '../deck/index.js';
import { type Deck, createGame } from '../engine/index.js';
import { FIXTURE_CARDS, FIXTURE_DECKS } from '../fixtures/cards.js';
import { playOut, randomChooser } from '../sim/randomPlayer.js';
import { narrate } from './narrate.js';

export interface PlayOptions {
  seed: number;
  decks?: [string, string];
  quiet?: boolean;
}

const BUILT_IN: Record<string, Deck> = FIXTURE_DECKS;

function deckFrom(arg: string, library: Map<string, CardDefinition>): Deck {
  if (BUILT_IN[arg]) return BUILT_IN[arg];
  return loadDeck(readFileSync(arg, 'utf8'), arg, library);
}

export function playCommand(opts: PlayOptions): number {
  const library = new Map(FIXTURE_CARDS.map((c) => [c.name, c]));
  const [a, b] = opts.decks ?? ['red', 'blue'];
  const decks: [Deck, Deck] = [deckFrom(a, library), deckFrom(b, library)];
  const game = createGame({ decks, seed: opts.seed });
  const decisions = playOut(game, randomChooser(opts.seed + 1));
  const lines = narrate(game);
  if (!opts.quiet) console.log(lines.join('\n'));
  const r = game.state.result!;
  console.log(
    `\n結果：${r.winner === null ? '引き分け' : `P${r.winner + 1}の勝利`}（${r.reason}、${r.rule}）／${game.state.turn}ターン、${decisions}回の決定、シード${opts.seed}`,
  );
  return 0;
}
