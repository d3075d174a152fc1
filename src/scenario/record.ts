// `hflux scenario --record`: turn a bot game (or a saved game) into a scenario file that reproduces it.
import { stringify } from 'yaml';
import type { CardDefinition } from '../core/cardTypes.js';
import type { Action } from '../core/decisions.js';
import type { Game } from '../engine/game.js';
import { apply, legalActions } from '../engine/index.js';
import { buildScenarioGame } from './build.js';
import { cardVersionsOf } from './cardVersions.js';
import { setupOf } from './emit.js';
import { loadScenario } from './load.js';
import { runScenario } from './run.js';
import { describeAction } from './steps.js';

export interface RecordOptions {
  name: string;
  cards: string[];
  maxSteps: number;
  choose: (actions: Action[]) => Action;
  file: string;
}

/** Plays on from `start` with `choose`, writing each decision in step notation; verifies the file replays. */
export function recordScenario(
  start: Game,
  library: ReadonlyMap<string, CardDefinition>,
  opts: RecordOptions,
): string {
  const setup = setupOf(start);
  // issue 16: the version of every card the board uses, so that the file refuses to replay changed cards
  const header = { name: opts.name, cards: opts.cards, cardVersions: cardVersionsOf(start), setup };
  const draft = loadScenario(stringify(header), opts.file);
  const { game, refs } = buildScenarioGame(draft, library);
  const steps: string[] = [];
  while (!game.state.result && steps.length < opts.maxSteps) {
    const action = opts.choose(legalActions(game));
    steps.push(describeAction(game, refs, action));
    apply(game, action);
  }
  const expect = game.state.result
    ? [
        {
          result: {
            winner: game.state.result.winner === null ? 'draw' : game.state.result.winner === 0 ? 'A' : 'B',
            rule: game.state.result.rule,
          },
        },
      ]
    : [{ pending: { player: game.state.pending!.player === 0 ? 'A' : 'B', kind: game.state.pending!.kind } }];
  const text = `# Recorded by hflux scenario --record. Edit freely: it is an ordinary scenario.\n${stringify({ ...header, steps, expect }, { lineWidth: 0 })}`;
  const check = runScenario(loadScenario(text, opts.file), library);
  if (!check.passed) throw new Error(`recorded scenario does not replay: ${check.failures[0]?.message}`);
  return text;
}
