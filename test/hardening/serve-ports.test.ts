// `startServe({ port: 0 })` (the web tests, two boards at once) takes a free port: Vite alone reads 0 as its default
// 5173, so a second board failed with 「ポート0は使用中です」 when two vitest workers ran the browser tests together.
import { afterAll, expect, test } from 'vitest';
import { type RunningServer, startServe } from '../../src/cli/serve.js';

const running: RunningServer[] = [];
afterAll(async () => {
  await Promise.all(running.map((s) => s.close()));
});

test('two servers on port 0 start together, each on its own free port', async () => {
  const opts = { port: 0, host: '127.0.0.1', cardsDir: 'cards', quiet: true };
  running.push(...(await Promise.all([startServe(opts), startServe(opts)])));
  const [a, b] = running.map((s) => new URL(s.url).port);
  expect(a).not.toBe(b);
  expect(a).not.toBe('5173');
  const page = await fetch(running[1].url);
  expect(page.status).toBe(200);
});
