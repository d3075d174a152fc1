// hi9 (hostile inputs, found blind): the playtest API (docs/playtest.md, threat model) answers a malformed
// request with what is wrong with it — `null`, `[]` or `{}` as the body of /api/scenario/save used to come back
// as 「内部エラー：Cannot read properties of null (reading 'extraCards')」 — and a chunked body over the 4 MiB cap
// (no Content-Length) gets its 413, where the server used to cut the connection (curl: "Connection reset").
import { type IncomingMessage, type Server, type ServerResponse, createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { MAX_BODY, playtestApi } from '../../src/cli/playtest/api.js';
import { CardStore } from '../../src/cli/playtest/cards.js';
import { API } from '../../web/src/api.js';

type Handler = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

let server: Server;
let base: string;

beforeAll(async () => {
  // the plugin's middleware on a plain HTTP server (a stub for the parts of Vite it uses); a cards folder that
  // does not exist: every request below is refused before the cards are read
  let handler: Handler | undefined;
  const vite = {
    watcher: { add: () => {}, on: () => {} },
    ws: { send: () => {} },
    middlewares: { use: (h: Handler) => (handler = h) },
  };
  const plugin = playtestApi(new CardStore('/nonexistent-hi9/cards'));
  (plugin.configureServer as (s: unknown) => void)(vite);
  server = createServer((req, res) =>
    handler!(req, res, () => {
      res.statusCode = 404;
      res.end();
    }),
  );
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((r) => server.close(() => r())));

function post(
  path: string,
  body: string | Buffer | (() => AsyncGenerator<Buffer>),
  headers: Record<string, string> = {},
): Promise<{ status: number; json: { ok: boolean; error?: string } }> {
  return new Promise((resolve, reject) => {
    const req = request(
      new URL(path, base),
      { method: 'POST', headers: { 'content-type': 'application/json', ...headers } },
      (res) => {
        let text = '';
        res.on('data', (d) => {
          text += String(d);
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, json: JSON.parse(text) }));
      },
    );
    req.on('error', reject);
    if (typeof body === 'function')
      void (async () => {
        for await (const chunk of body())
          if (!req.write(chunk)) await new Promise((r) => req.once('drain', r));
        req.end();
      })();
    else req.end(body);
  });
}

describe('malformed requests are named, never an internal error (hi9 F2)', () => {
  for (const body of ['null', '[]', '{}', '"text"', '{"name":"x","fileName":"x.scenario.yaml","state":"{}"}'])
    test(`save ${body}`, async () => {
      const { json } = await post(API.saveScenario, body);
      expect(json.ok).toBe(false);
      expect(json.error).toMatch(/^要求/);
      expect(json.error).not.toMatch(/内部エラー|Cannot read|not iterable/);
    });
  test('save with extraCards a string (iterable, but not a list of cards)', async () => {
    const body = { name: 'x', fileName: 'x.scenario.yaml', state: '{}', actions: [], extraCards: 'xy' };
    const { json } = await post(API.saveScenario, JSON.stringify(body));
    expect(json.error).toBe('要求の「extraCards」がオブジェクトのリストではありません');
  });
  test('open with a number as the path or text', async () => {
    for (const body of [{ path: 7 }, { text: ['a'] }, null]) {
      const { json } = await post(API.openScenario, JSON.stringify(body));
      expect(json.ok).toBe(false);
      expect(json.error).toMatch(/^要求/);
    }
  });
});

describe('a chunked body over the cap gets a 413, not a reset (hi9 F6)', () => {
  test('5 MiB without Content-Length', async () => {
    const chunk = Buffer.alloc(256 * 1024, 'a');
    async function* body() {
      for (let sent = 0; sent <= MAX_BODY + chunk.length; sent += chunk.length) yield chunk;
    }
    const { status, json } = await post(API.saveScenario, body, { 'transfer-encoding': 'chunked' });
    expect(status).toBe(413);
    expect(json.error).toContain('大きすぎます');
  });
});
