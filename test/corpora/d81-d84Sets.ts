// The d81–d84 sets and the plain cards the scenarios put on the board (corpus-scenarios-d81-d84.test.ts, sc21).
import { corpusGame } from '../helpers/corpusScenario.js';

const SETS = {
  d81: 'd81-onsen',
  d82: 'd82-uchuukou',
  d83: 'd83-kouko',
  d84: 'd84-yukiyama',
} as const;

export const game = corpusGame(SETS);
export const TANUKI = '湯けむりの化け狸'; // d81 vanilla 《妖怪》《狸》 5000, cost 4
export const TUG = '港湾荷役ロボ〈タグボーイ〉'; // d82 vanilla 《ドローン》《港湾》 4000, cost 3
export const ROBA = '大荷物のロバ隊'; // d83 vanilla 《発掘隊》 3000, cost 2
export const MOSS = '苔むしたゴーレム'; // d83 vanilla 《ゴーレム》 2000, cost 1
export const KOTA = '救助隊員見習い コタ'; // d84 vanilla 《救助隊》 2000, cost 1
export const LASER = 'レーザー砲撃'; // d82 command: 3000 damage to a character (a target), cost 2
