// The d65–d68 sets and the vanillas the scenarios put on the board (corpus-scenarios-d65-d68.test.ts, sc17).
import { type G, corpusGame } from '../helpers/corpusScenario.js';

const SETS = {
  d65: 'd65-sabaku',
  d66: 'd66-kaizoku',
  d67: 'd67-ningyou',
  d68: 'd68-yume',
} as const;

export const game = corpusGame(SETS);
export const SCORPION = '砂丘の大蠍'; // d65 vanilla 《獣》 4000, cost 3
export const RECRUIT = '海軍新兵'; // d66 vanilla 《海軍》 2000, cost 1
export const NUTCRACKER = 'くるみ割りの兵隊'; // d67 vanilla 《人形》 3000, cost 2
export const GIANT = '張りぼての巨人'; // d67 vanilla 《人形》 5000, cost 4
export const COG = '時計塔の歯車兵'; // d68 vanilla 《時計塔》 3000, cost 2

/** The face-down characters of player `p` on the battlefield (HF-14.3). */
export const faceDown = (g: G, p: 0 | 1) =>
  g.state.battlefield.filter(
    (id) => g.state.cards[id].controller === p && g.state.cards[id].faceDown !== null,
  );
