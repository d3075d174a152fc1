// A sim worker thread: loads a run's matchups once (its setup message), then plays the games the main thread
// sends, one record per game; the next run of the same process sends a new setup to the same worker.
// Started by ./run.ts with ./worker-loader.mjs so that it can load TypeScript.
import { parentPort } from 'node:worker_threads';
import { cardPool } from '../deck/pool.js';
import { type LoadedMatchup, loadMatchups } from './matchups.js';
import { gameSpec, playGame } from './play.js';
import type { FromMain, SimWorkerData, ToMain } from './protocol.js';

const port = parentPort!;
const post = (message: ToMain) => port.postMessage(message);

let run: { data: SimWorkerData; matchups: LoadedMatchup[] } | null = null;
port.on('message', (message: FromMain) => {
  if ('setup' in message) {
    try {
      run = {
        data: message.setup,
        matchups: loadMatchups(message.setup.matchups, cardPool(message.setup.cards)),
      };
    } catch (e) {
      run = null;
      return post({ type: 'fatal', message: e instanceof Error ? e.message : String(e) });
    }
    return post({ type: 'idle' });
  }
  if (!run) return post({ type: 'fatal', message: 'games before a setup' });
  const { data, matchups } = run;
  for (const [m, i] of message.games)
    post({
      type: 'record',
      record: playGame(gameSpec(data.seed, m, i), matchups[m], { keepActions: i < data.samples }),
    });
  post({ type: 'idle' });
});
