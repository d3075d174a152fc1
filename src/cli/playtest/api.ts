// The playtest server's JSON API (web/src/api.ts) as a Vite plugin: middleware in front of the page, and a
// watch on the cards directory that recompiles it and tells open pages (a WebSocket event) when it changed.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { resolve, sep } from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import {
  API,
  CARDS_CHANGED_EVENT,
  type OpenScenarioRequest,
  type SaveScenarioRequest,
} from '../../../web/src/api.js';
import type { CardStore } from './cards.js';
import { openScenario, saveScenario, scenarioFiles } from './scenario.js';

/** Requests larger than this are refused (a serialized game is a few hundred kB). */
const MAX_BODY = 32 * 1024 * 1024;

function send(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(text);
}

function readJson(req: IncomingMessage): Promise<unknown> {
  return new Promise((done, fail) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY) {
        fail(new Error('request too large'));
        req.destroy();
      } else chunks.push(chunk);
    });
    req.on('end', () => {
      try {
        done(JSON.parse(Buffer.concat(chunks).toString('utf8')));
      } catch {
        fail(new Error('the request body is not JSON'));
      }
    });
    req.on('error', fail);
  });
}

type Route = (req: IncomingMessage) => Promise<unknown> | unknown;

function routes(store: CardStore): Record<string, Route> {
  return {
    [`GET ${API.cards}`]: () => store.current(),
    [`GET ${API.scenarios}`]: () => ({ files: scenarioFiles(store.root) }),
    [`POST ${API.saveScenario}`]: async (req) =>
      saveScenario((await readJson(req)) as SaveScenarioRequest, store),
    [`POST ${API.openScenario}`]: async (req) =>
      openScenario((await readJson(req)) as OpenScenarioRequest, store),
  };
}

/** Recompiles after the cards directory changed (debounced) and tells the pages. */
function watchCards(server: ViteDevServer, store: CardStore): void {
  const dir = resolve(store.cardsDir) + sep;
  let timer: NodeJS.Timeout | undefined;
  server.watcher.add(store.cardsDir);
  server.watcher.on('all', (_event, path) => {
    if (!resolve(path).startsWith(dir)) return;
    clearTimeout(timer);
    timer = setTimeout(() => {
      const { version, problems } = store.current();
      server.ws.send({
        type: 'custom',
        event: CARDS_CHANGED_EVENT,
        data: { version, problems: problems.length },
      });
    }, 100);
  });
}

export function playtestApi(store: CardStore): Plugin {
  const table = routes(store);
  return {
    name: 'hflux-playtest-api',
    configureServer(server) {
      watchCards(server, store);
      server.middlewares.use((req, res, next) => {
        const path = (req.url ?? '').split('?')[0];
        if (!path.startsWith('/api/')) return next();
        const route = table[`${req.method} ${path}`];
        if (!route) return send(res, 404, { ok: false, error: `不明な API：${req.method} ${path}` });
        Promise.resolve()
          .then(() => route(req))
          .then((body) => send(res, 200, body))
          .catch((e: unknown) =>
            send(res, 400, { ok: false, error: e instanceof Error ? e.message : String(e) }),
          );
      });
    },
  };
}
