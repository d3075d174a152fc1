// Messages between the sim's main thread and its workers.
import type { MatchupSpec } from './matchups.js';
import type { GameRecord } from './play.js';

export interface SimWorkerData {
  matchups: MatchupSpec[];
  seed: number;
}

/** Games to play, as [matchup, game index]. */
export interface FromMain {
  games: [number, number][];
}

export type ToMain =
  | { type: 'record'; record: GameRecord }
  | { type: 'idle' } // ready for more games
  | { type: 'fatal'; message: string };
