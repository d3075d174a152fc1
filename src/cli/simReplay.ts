// `hflux sim --replay <file.sample.json>`: plays a sim sample (src/sim/sample.ts) again with the current cards
// and tells it as `hflux play` does. A sample whose cards have changed since the sim is refused, naming the
// changed cards (issue 16). Exit 0 replayed; 2 the file cannot be read or replayed (with --lang en in English).
import { narrate } from '../engine/narrate.js';
import { InputFileError, readInputFile } from '../io/readInput.js';
import { SampleError, parseSample, replaySample } from '../sim/sample.js';
import { loadCardPool } from './cards.js';
import { type Lang, loadErrorMessage } from './simErrors.js';

export interface ReplayOptions {
  file: string;
  /** `--cards`: where the sample's cards are looked up (default: every built-in set). */
  cards?: string[];
  lang?: Lang;
  /** Print only the result line. */
  quiet?: boolean;
}

export async function replayCommand(o: ReplayOptions): Promise<number> {
  const lang = o.lang ?? 'ja';
  try {
    const sample = parseSample(readInputFile(o.file), o.file);
    const pool = await loadCardPool(o.cards);
    const game = replaySample(sample, (id) => pool.byId.get(id), o.file);
    if (!o.quiet) {
      console.log(
        `${sample.decks[0]} 対 ${sample.decks[1]}（${sample.bots.join(' / ')}、sim シード${sample.simSeed} の${sample.index}戦目）`,
      );
      console.log(narrate(game).join('\n'));
    }
    const r = game.state.result!;
    const winner = r.winner === null ? '引き分け' : `P${r.winner + 1}（${sample.decks[r.winner]}）の勝利`;
    console.log(
      `\n結果：${winner}（${r.reason}、${r.rule}）／${game.state.turn}ターン、${sample.actions.length}回の決定`,
    );
    return 0;
  } catch (e) {
    if (e instanceof SampleError) {
      console.error(`hflux sim --replay: ${lang === 'en' ? e.english : e.message}`);
      return 2;
    }
    if (e instanceof InputFileError) {
      console.error(`hflux sim --replay: ${e.message}`);
      return 2;
    }
    const known = loadErrorMessage(e, 'sim --replay', lang);
    if (!known) throw e;
    console.error(known[0]);
    return 2;
  }
}
