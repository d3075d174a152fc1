// The d85–d88 sets and the vanillas the scenarios put on the board (corpus-scenarios-d85-d88.test.ts, rv21).
import { corpusCard } from '../helpers/corpusCards.js';
import { corpusGame } from '../helpers/corpusScenario.js';

/**
 * Where the corpus files are, relative to test/corpora/ (test/helpers/corpusCards.ts reads
 * test/corpora/<set>.hf). The held-out files are still in /work/corpora-raw21/heldout; once they are moved into
 * test/corpora/, this is ''.
 */
const CORPUS_DIR = '';

const SETS = {
  d85: `${CORPUS_DIR}d85-circus`,
  d86: `${CORPUS_DIR}d86-shinkai`,
  d87: `${CORPUS_DIR}d87-matsuri`,
  d88: `${CORPUS_DIR}d88-toshokan`,
} as const;

export const game = corpusGame(SETS);
export const BOY = '呼び込みの少年'; // d85 vanilla 《一座》 2000, cost 1
export const SARDINE = 'ヨコヅナイワシ'; // d86 vanilla 《深海生物》 6000, cost 5
export const LANTERN = '提灯小僧'; // d87 vanilla 《灯霊》 2000, cost 1
export const ELEPHANT = '大象ガジャ'; // d85 《一座》《猛獣》 7000, 【反撃】【警戒】

/** The accepted card `name` of set `set` as written (for a scenario that builds its own board). */
export const card = (set: keyof typeof SETS, name: string) => corpusCard(SETS[set], name);
