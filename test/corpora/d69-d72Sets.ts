// The d69–d72 sets and the vanillas the scenarios put on the board (corpus-scenarios-d69-d72.test.ts, sc18).
import { corpusGame } from '../helpers/corpusScenario.js';

const SETS = {
  d69: 'd69-onshitsu',
  d70: 'd70-denno',
  d71: 'd71-sendan',
  d72: 'd72-yokaiichi',
} as const;

export const game = corpusGame(SETS);
export const HOLO = 'ホログラム・バックダンサー'; // d70 vanilla 《ホログラム》 3000, cost 2
export const KASA = '唐傘お化け'; // d72 vanilla 《妖怪》《付喪神》 3000, cost 2
export const NYUDO = '夜道の大入道'; // d72 vanilla 《妖怪》 6000, cost 5
export { faceDown } from './d65-d68Sets.js';
