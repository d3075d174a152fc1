// Players as scenario files write them: A is player 0, B is player 1.
import type { PlayerIndex } from '../core/cardTypes.js';
import type { Side } from './types.js';

export const sideIndex = (s: Side): PlayerIndex => (s === 'A' ? 0 : 1);

export const sideOf = (p: PlayerIndex): Side => (p === 0 ? 'A' : 'B');
