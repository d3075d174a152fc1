// `hflux scenario --record <out>`: a bot game or a saved game becomes a scenario file. `--decks` and
// `--cards` (issue 13) choose the decks and the cards they may name; the scenario's `cards:` then lists the
// built-in sets and the `.hf` files (relative to the scenario) its cards come from.
import { dirname, relative, resolve, sep } from 'node:path';
import { ALL_SETS, TRIGGERS } from '../../generated/index.js';
import { DeckError } from '../core/errors.js';
import { DEFAULT_DECKS, NotADeckError, deckFromPool } from '../deck/builtIn.js';
import { type CardPool, CardPoolError } from '../deck/pool.js';
import type { Game } from '../engine/game.js';
import { SerializationError, createGame, deserialize } from '../engine/index.js';
import { OutputFileError, writeFileAtomic } from '../io/atomicWrite.js';
import { InputFileError, readInputFile } from '../io/readInput.js';
import { escapeControls } from '../io/terminal.js';
import { recordScenario } from '../scenario/record.js';
import { ScenarioError } from '../scenario/types.js';
import { playOut, randomChooser } from '../sim/randomPlayer.js';
import { loadCardPool } from './cards.js';
import { describeWriteError } from './output.js';

export interface RecordCliOptions {
  out: string;
  seed: number;
  from?: string;
  steps: number;
  turn: number;
  /** Two deck-list files or built-in names (default: the starter pairing guren-aggro vs soukyu-knights). */
  decks?: [string, string];
  /** `--cards`: the sources the deck lists' names resolve in (default: every built-in set). */
  cards?: string[];
}

function startFromBots(seed: number, turn: number, decks: readonly [string, string], pool: CardPool): Game {
  const game = createGame({
    decks: [deckFromPool(decks[0], pool), deckFromPool(decks[1], pool)],
    seed,
    triggers: TRIGGERS,
  });
  const choose = randomChooser(seed);
  const atStart = () =>
    game.state.pending?.kind === 'main' &&
    game.state.turn >= turn &&
    game.state.chain.length === 0 &&
    !game.state.window;
  try {
    playOut(game, (acts) => {
      if (atStart()) throw new StopSignal();
      return choose(acts);
    });
  } catch (e) {
    if (!(e instanceof StopSignal)) throw e;
  }
  return game;
}

class StopSignal extends Error {}

/**
 * The scenario's `cards:` for a game: the built-in sets its built-in cards come from (ids are `<set>/<name>`),
 * in the generated sets' order, then the `.hf` files of its other cards, as paths relative to the scenario.
 */
function sourcesOf(game: Game, pool: CardPool, out: string): string[] {
  const used = new Set(game.state.cards.map((c) => c.def));
  const files = (pool.spec.files ?? []).filter((f) => f.cards.some((card) => used.has(card.id)));
  const fromFiles = new Set(files.flatMap((f) => f.cards.map((card) => card.id)));
  const sets = new Set(
    [...used].filter((id) => !fromFiles.has(id)).map((id) => id.slice(0, id.indexOf('/'))),
  );
  const fromScenario = (file: string) =>
    relative(dirname(resolve(out)), resolve(file))
      .split(sep)
      .join('/');
  return [
    ...ALL_SETS.map((s) => s.id).filter((id) => sets.has(id)),
    ...files.map((f) => fromScenario(f.file)),
  ];
}

export async function recordCommand(opts: RecordCliOptions): Promise<number> {
  try {
    const pool = await loadCardPool(opts.cards);
    const start = opts.from
      ? deserialize(readInputFile(opts.from), pool.cards)
      : startFromBots(opts.seed, opts.turn, opts.decks ?? DEFAULT_DECKS, pool);
    if (start.state.result)
      throw new ScenarioError(opts.out, 0, `ターン${opts.turn}のメインフェイズより前にゲームが終わりました`);
    const text = recordScenario(start, pool.library, {
      name: opts.from ? `記録: ${opts.from}` : `記録: ランダム対戦 シード${opts.seed}`,
      cards: sourcesOf(start, pool, opts.out),
      maxSteps: opts.steps,
      choose: randomChooser(opts.seed + 1),
      file: opts.out,
    });
    try {
      writeFileAtomic(opts.out, text);
    } catch (e) {
      if (e instanceof OutputFileError) throw e;
      console.error(`hflux scenario --record: 書けませんでした: ${opts.out}: ${describeWriteError(e)}`);
      return 2;
    }
    console.log(`wrote ${opts.out}`);
    return 0;
  } catch (e) {
    if (e instanceof ScenarioError) {
      console.error(`hflux scenario --record: ${escapeControls(e.problem)}`);
      return 2;
    }
    if (
      e instanceof InputFileError ||
      e instanceof OutputFileError ||
      e instanceof CardPoolError ||
      e instanceof NotADeckError ||
      e instanceof SerializationError
    ) {
      // SerializationError: a save that cannot be loaded — malformed, or made with other cards (issue 16)
      console.error(`hflux scenario --record: ${e.message}`);
      return 2;
    }
    if (e instanceof DeckError) {
      console.error(e.message);
      return 1;
    }
    throw e;
  }
}
