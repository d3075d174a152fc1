// `hflux scenario --record <out>`: a bot game or a saved game becomes a scenario file.
import { renameSync, writeFileSync } from 'node:fs';
import type { Game } from '../engine/game.js';
import { createGame, deserialize } from '../engine/index.js';
import { FIXTURE_CARDS, FIXTURE_DECKS } from '../fixtures/cards.js';
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
  const game = createGame({ decks: [FIXTURE_DECKS.red, FIXTURE_DECKS.blue], seed });
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

export function recordCommand(opts: RecordCliOptions): number {
  const library = new Map(FIXTURE_CARDS.map((c) => [c.name, c]));
  try {
    const start = opts.from
      ? deserialize(readInputFile(opts.from), FIXTURE_CARDS)
      : startFromBots(opts.seed, opts.turn);
    if (start.state.result)
      throw new ScenarioError(opts.out, 0, `ターン${opts.turn}のメインフェイズより前にゲームが終わりました`);
    const text = recordScenario(start, library, {
      name: opts.from ? `記録: ${opts.from}` : `記録: ランダム対戦 シード${opts.seed}`,
      cards: ['fixture'],
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
