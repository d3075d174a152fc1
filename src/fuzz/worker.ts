// A fuzz worker thread: runs the games it is sent, one message per game, then asks for more.
import { parentPort, workerData } from 'node:worker_threads';
import { GameRunner } from './campaign.js';
import type { CampaignConfig } from './config.js';
import type { ToMain, ToWorker } from './pool.js';

const port = parentPort;
if (!port) throw new Error('src/fuzz/worker.ts runs as a worker thread');
const runner = new GameRunner(workerData as CampaignConfig);
const send = (m: ToMain) => port.postMessage(m);

port.on('message', (m: ToWorker) => {
  if (m.type === 'stop') {
    port.close();
    return;
  }
  for (const index of m.games) {
    send({ type: 'start', game: index });
    try {
      send({ type: 'game', record: runner.run(index) });
    } catch (e) {
      send({ type: 'error', game: index, message: e instanceof Error ? (e.stack ?? e.message) : String(e) });
      return;
    }
  }
  send({ type: 'idle' });
});
send({ type: 'idle' });
