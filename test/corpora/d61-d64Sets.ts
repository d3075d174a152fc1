// The d61–d64 sets and the vanillas the scenarios of both halves put on the board (corpus-scenarios-d61-d64*.test.ts).
import { corpusGame } from '../helpers/corpusScenario.js';

export { damageOf } from '../helpers/corpusScenario.js';

const SETS = {
  d61: 'd61-kagura',
  d62: 'd62-umibe',
  d63: 'd63-kikai',
  d64: 'd64-shiro',
} as const;

export const game = corpusGame(SETS);
export const KIDS = '祭りの夜の子供たち'; // d61 vanilla 《祭》 4000, cost 2
export const GAZAMI = '磯のガザミ'; // d62 vanilla 《海の生き物》 3000, cost 2
export const ZENMAI = '量産型ゼンマイ兵'; // d63 vanilla 《機械人形》《歯車》 3000, cost 2
