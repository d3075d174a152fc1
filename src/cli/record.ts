// `hflux scenario --record <out>`: a bot game or a saved game becomes a scenario file.
import { renameSync, writeFileSync } from 'node:fs';
import { ALL_CARDS, ALL_SETS, TRIGGERS } from '../../generated/index.js';
import { DEFAULT_DECKS, deckFrom } from '../deck/builtIn.js';
import type { Game } from '../engine/game.js';
import { createGame, deserialize } from '../engine/index.js';
import { InputFileError, readInputFile } from '../io/readInput.js';
import { escapeControls } from '../io/terminal.js';
import { recordScenario } from '../scenario/record.js';
import { ScenarioError } from '../scenario/types.js';
import { playOut, randomChooser } from '../sim/randomPlayer.js';

export interface RecordCliOptions {
  out: string;
  seed: number;
  from?: string;
  steps: number;
  turn: number;
}

function startFromBots(seed: number, turn: number): Game {
  // The starter set's default pairing (guren-aggro vs soukyu-knights), as `hflux play` and `hflux sim` use.
  const game = createGame({
    decks: [deckFrom(DEFAULT_DECKS[0]), deckFrom(DEFAULT_DECKS[1])],
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

/** The card sets a game's cards come from (ids are `<set>/<name>`), in the generated sets' order. */
function setsOf(game: Game): string[] {
  const used = new Set(game.state.cards.map((c) => c.def.slice(0, c.def.indexOf('/'))));
  return ALL_SETS.map((s) => s.id).filter((id) => used.has(id));
}

export function recordCommand(opts: RecordCliOptions): number {
  const library = new Map(ALL_CARDS.map((c) => [c.name, c]));
  try {
    const start = opts.from
      ? deserialize(readInputFile(opts.from), ALL_CARDS)
      : startFromBots(opts.seed, opts.turn);
    if (start.state.result)
      throw new ScenarioError(opts.out, 0, `ターン${opts.turn}のメインフェイズより前にゲームが終わりました`);
    const text = recordScenario(start, library, {
      name: opts.from ? `記録: ${opts.from}` : `記録: ランダム対戦 シード${opts.seed}`,
      cards: setsOf(start),
      maxSteps: opts.steps,
      choose: randomChooser(opts.seed + 1),
      file: opts.out,
    });
    const tmp = `${opts.out}.tmp-${process.pid}`;
    writeFileSync(tmp, text);
    renameSync(tmp, opts.out);
    console.log(`wrote ${opts.out}`);
    return 0;
  } catch (e) {
    if (e instanceof ScenarioError) {
      console.error(`hflux scenario --record: ${escapeControls(e.problem)}`);
      return 2;
    }
    if (e instanceof InputFileError) {
      console.error(`hflux scenario --record: ${e.message}`);
      return 2;
    }
    throw e;
  }
}
