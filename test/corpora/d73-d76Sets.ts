// The d73–d76 sets and the vanillas the scenarios put on the board (corpus-scenarios-d73-d76.test.ts, sc20).
import { corpusGame } from '../helpers/corpusScenario.js';

const SETS = {
  d73: 'd73-suizokukan',
  d74: 'd74-kojou',
  d75: 'd75-kisha',
  d76: 'd76-kaitei',
} as const;

export const game = corpusGame(SETS);
export const MIRE = '箒番の見習い ミレ'; // d74 vanilla 《見習い》 2000, cost 1
export const PEDDLER = '三等車の行商人'; // d75 vanilla 《乗客》 2000, cost 1
export const CORAL = '鎧珊瑚の兵'; // d76 vanilla 《珊瑚》《ゴーレム》 4000, cost 3
export const FIRE = '焔弾の術'; // d74 command: 3000 damage to a character (a target), cost 2
