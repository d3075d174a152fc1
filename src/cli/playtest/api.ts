// The playtest server's JSON API (web/src/api.ts) as a Vite plugin: middleware in front of the page, and a
// watch on the cards directory that recompiles it and tells open pages (a WebSocket event) when it changed.
// Threat model (docs/playtest.md): other web pages in the designer's browser. Every API request must come
// from the page itself — an `Origin` other than the server's own, or `Sec-Fetch-Site` other than
// same-origin / none, is 403 — a POST must be `application/json` (415: a form or `no-cors` post cannot be),
// and a body over MAX_BODY is 413 before it is read. No handler or timer can throw out of the process.
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
export const MAX_BODY = 4 * 1024 * 1024;

class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** Why a request does not come from the page this server serves, or null. */
export function crossOriginProblem(req: IncomingMessage): string | null {
  const site = req.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin' && site !== 'none')
    return `別のサイトからの要求は受け付けません（Sec-Fetch-Site: ${site}）`;
  const origin = req.headers.origin;
  if (origin !== undefined && origin !== `http://${req.headers.host ?? ''}`)
    return `別のオリジンからの要求は受け付けません（Origin: ${origin}）`;
  return null;
}

/** A POST's problem before its body is read: not JSON (415) or declared too large (413). */
function postProblem(req: IncomingMessage): HttpError | null {
  const type = (req.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
  if (type !== 'application/json')
    return new HttpError(415, `Content-Type は application/json にしてください（${type || 'なし'}）`);
  const length = Number(req.headers['content-length'] ?? 0);
  if (length > MAX_BODY)
    return new HttpError(413, `要求が大きすぎます（上限 ${MAX_BODY / 1024 / 1024} MiB）`);
  return null;
}

function send(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(text);
}

/** Past this much a body over MAX_BODY is not even drained: the connection is cut (no answer). */
export const MAX_DRAIN = 16 * MAX_BODY;

export function readJson(req: IncomingMessage): Promise<unknown> {
  return new Promise((done, fail) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY) chunks.push(chunk);
      else if (size > MAX_DRAIN) {
        fail(new HttpError(413, tooLarge()));
        req.destroy();
      }
      // hi9: a body without Content-Length (chunked) that grows past the cap is read to its end and dropped,
      // so that the client gets the 413 — destroying the socket at once answered it with a reset instead
    });
    req.on('end', () => {
      if (size > MAX_BODY) return fail(new HttpError(413, tooLarge()));
      try {
        done(JSON.parse(Buffer.concat(chunks).toString('utf8')));
      } catch {
        fail(new Error('the request body is not JSON'));
      }
    });
    req.on('error', fail);
  });
}

const tooLarge = () => `要求が大きすぎます（上限 ${MAX_BODY / 1024 / 1024} MiB）`;

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
      try {
        const { version, problems } = store.current();
        server.ws.send({
          type: 'custom',
          event: CARDS_CHANGED_EVENT,
          data: { version, problems: problems.length },
        });
      } catch (e) {
        // current() reports unreadable files as problems; anything else is logged, never thrown out
        console.error(
          `hflux serve: カードを読み直せませんでした: ${e instanceof Error ? e.message : String(e)}`,
        );
      }
    }, 100);
  });
  server.watcher.on('error', (e) => {
    console.error(`hflux serve: ファイルの監視でエラー: ${e instanceof Error ? e.message : String(e)}`);
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
        const cross = crossOriginProblem(req);
        if (cross) return send(res, 403, { ok: false, error: cross });
        const route = table[`${req.method} ${path}`];
        if (!route) return send(res, 404, { ok: false, error: `不明な API：${req.method} ${path}` });
        const refused = req.method === 'POST' ? postProblem(req) : null;
        if (refused) {
          res.setHeader('connection', 'close');
          return send(res, refused.status, { ok: false, error: refused.message });
        }
        Promise.resolve()
          .then(() => route(req))
          .then((body) => send(res, 200, body))
          .catch((e: unknown) => {
            const status = e instanceof HttpError ? e.status : 400;
            if (status === 413) res.setHeader('connection', 'close');
            send(res, status, { ok: false, error: e instanceof Error ? e.message : String(e) });
          });
      });
    },
  };
}
