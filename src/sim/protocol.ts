// Messages between the sim's main thread and its workers.
import type { CardPoolSpec } from '../deck/pool.js';
import type { MatchupSpec } from './matchups.js';
import type { GameRecord } from './play.js';

export interface SimWorkerData {
  matchups: MatchupSpec[];
  seed: number;
  /** The cards the deck lists name (`--cards`): plain data, rebuilt into a pool in the worker. */
  cards?: CardPoolSpec;
  /** Games 0…samples-1 of each matchup keep their actions (sim samples). */
  samples: number;
}

/**
 * A run's setup (a worker is kept for the next run of the same process, ./run.ts), then its games to play as
 * [matchup, game index].
 */
export type FromMain = { setup: SimWorkerData } | { games: [number, number][] };

export type ToMain =
  | { type: 'record'; record: GameRecord }
  | { type: 'idle' } // ready for more games
  | { type: 'fatal'; message: string };
