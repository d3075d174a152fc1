// A sim worker thread: loads the matchups' decks once, then plays the games the main thread sends, one
// record per game. Started by ./run.ts with ./worker-loader.mjs so that it can load TypeScript.
import { parentPort, workerData } from 'node:worker_threads';
import { cardPool } from '../deck/pool.js';
import { type LoadedMatchup, loadMatchups } from './matchups.js';
import { gameSpec, playGame } from './play.js';
import type { FromMain, SimWorkerData, ToMain } from './protocol.js';

const port = parentPort!;
const data = workerData as SimWorkerData;
const post = (message: ToMain) => port.postMessage(message);

let matchups: LoadedMatchup[];
try {
  matchups = loadMatchups(data.matchups, cardPool(data.cards));
  port.on('message', (message: FromMain) => {
    for (const [m, i] of message.games)
      post({
        type: 'record',
        record: playGame(gameSpec(data.seed, m, i), matchups[m], { keepActions: i < data.samples }),
      });
    post({ type: 'idle' });
  });
  post({ type: 'idle' });
} catch (e) {
  post({ type: 'fatal', message: e instanceof Error ? e.message : String(e) });
}
