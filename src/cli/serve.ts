// `hflux serve [--port 5173] [--host 127.0.0.1] [--cards <dir>]`: the browser playtest (docs/playtest.md).
// Vite serves the single-page app in web/ in dev-server mode, with a small JSON API in front of it
// (src/cli/playtest/api.ts) for what the page cannot do itself: the card sets compiled from cards/ (again
// whenever cards/ changes), and saving and opening scenario files. Vite and the card compiler are loaded only
// by this command (other commands start without them).
import { type AddressInfo, createServer as createNetServer, isIP } from 'node:net';
import { resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Command, InvalidArgumentError } from 'commander';
import { parseExistingDir } from './args.js';
import type { CardStore } from './playtest/cards.js';

const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const WEB_DIR = resolve(REPO_ROOT, 'web');
export const DEFAULT_PORT = 5173;
export const DEFAULT_HOST = '127.0.0.1';
/** The page's entry points: the UI, the board (loaded after the setup screen) and the host worker. */
const WARMUP = ['/src/main.tsx', '/src/ui/Board.tsx', '/src/host/worker.ts'];

export interface ServeOptions {
  /** 0 picks a free port. */
  port: number;
  host: string;
  /** The directory of card sets (cards/<set>/*.hf, cards/<set>/decks/*.deck); its parent is the project root. */
  cardsDir: string;
  /** Vite's dependency cache (default: node_modules/.vite-hflux of this checkout). */
  cacheDir?: string;
  /** Print nothing but errors (tests, the bench). */
  quiet?: boolean;
}

export interface RunningServer {
  /** e.g. http://127.0.0.1:5173/ */
  url: string;
  cards: CardStore;
  close(): Promise<void>;
}

/** A clear reason why the server could not start (Japanese), for the CLI and the tests. */
export class ServeError extends Error {
  override name = 'ServeError';
}

/** The page's files and the card sets: what the dev server watches. */
function watched(path: string, cardsDir: string): boolean {
  const full = resolve(path);
  return [WEB_DIR, cardsDir].some((dir) => full === dir || full.startsWith(`${dir}${sep}`));
}

/** A port the system has free on `host` now (listen on 0, read it, close). */
function freePort(host: string): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createNetServer();
    probe.once('error', fail);
    probe.listen(0, host, () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => done(port));
    });
  });
}

function startError(e: unknown, opts: ServeOptions): ServeError {
  const err = e as NodeJS.ErrnoException;
  if (err.code === 'EADDRINUSE' || /already in use/.test(err.message ?? ''))
    return new ServeError(`ポート${opts.port}は使用中です（--port で別のポートを指定してください）`);
  if (err.code === 'EACCES')
    return new ServeError(`ポート${opts.port}を開く権限がありません（1024以上のポートを指定してください）`);
  if (err.code === 'EADDRNOTAVAIL' || err.code === 'ENOTFOUND')
    return new ServeError(`ホスト「${opts.host}」でサーバーを開けません（--host 127.0.0.1 など）`);
  return new ServeError(`サーバーを開始できません：${err.message ?? String(e)}`);
}

export async function startServe(opts: ServeOptions): Promise<RunningServer> {
  const [{ createServer }, { default: preact }, { playtestApi }, { CardStore }] = await Promise.all([
    import('vite'),
    import('@preact/preset-vite'),
    import('./playtest/api.js'),
    import('./playtest/cards.js'),
  ]);
  const cards = new CardStore(resolve(opts.cardsDir));
  cards.current(); // compile once up front: the first page load does not wait for it
  // Vite reads port 0 as "the default, 5173" (and strictPort then fails for a second server): port 0 — any free
  // port, as the tests and two boards at once ask for — is chosen here
  const listenPort = opts.port === 0 ? await freePort(opts.host) : opts.port;
  const server = await createServer({
    configFile: false,
    root: WEB_DIR,
    appType: 'spa',
    cacheDir: opts.cacheDir ?? resolve(REPO_ROOT, 'node_modules/.vite-hflux'),
    logLevel: opts.quiet ? 'error' : 'warn',
    clearScreen: false,
    plugins: [preact({ prefreshEnabled: false }), playtestApi(cards)],
    server: {
      host: opts.host,
      port: listenPort,
      strictPort: true,
      cors: false, // no other origin may read the page's files or the API (threat model: docs/playtest.md)
      // Only what the page loads: the page, the engine it runs (src/, generated/) and the packages. Not the rest of
      // the checkout (.git, test/, the designer's cards other than through the API), which `/@fs/` would serve to
      // anyone on the network with --host 0.0.0.0 (hi10).
      fs: { allow: ['web', 'src', 'generated', 'node_modules'].map((dir) => resolve(REPO_ROOT, dir)) },
      // Only the page's own files reload it. An edit to the engine (src/, generated/) while a game is on would
      // otherwise reload the page and lose the game; cards/ is watched by the API, which recompiles it.
      watch: { ignored: (path: string) => !watched(path, cards.cardsDir) },
    },
    // The engine runs in a worker: its dependencies are found by scanning the worker too, so the first load
    // does not discover them late (which makes Vite re-optimize and reload the page).
    optimizeDeps: { entries: ['index.html', 'src/host/worker.ts'] },
    worker: { format: 'es' },
  });
  try {
    await server.listen();
  } catch (e) {
    await server.close();
    throw startError(e, opts);
  }
  // Every module the page loads is transformed before the address is given out, so even the first load after
  // the start is quick (Vite would otherwise transform each on its first request).
  await Promise.all(WARMUP.map((url) => server.warmupRequest(url)));
  await server.environments.client.waitForRequestsIdle();
  const address = server.httpServer?.address();
  const port = address && typeof address === 'object' ? address.port : listenPort;
  // A wildcard address is not one to browse to: the page is then on this machine's loopback (and elsewhere).
  const local = opts.host === '0.0.0.0' ? '127.0.0.1' : opts.host === '::' ? '::1' : opts.host;
  const host = isIP(local) === 6 ? `[${local}]` : local;
  return { url: `http://${host}:${port}/`, cards, close: () => server.close() };
}

function parsePort(value: string): number {
  const n = Number(value);
  if (!/^\d{1,5}$/.test(value) || n > 65535)
    throw new InvalidArgumentError('ポートは 0〜65535 の整数で指定してください（0 は空いているポート）');
  return n;
}

function parseHost(value: string): string {
  if (!/^[A-Za-z0-9.:_-]+$/.test(value)) throw new InvalidArgumentError(`ホスト名が不正です: ${value}`);
  return value;
}

export function registerServeCommand(program: Command): void {
  program
    .command('serve')
    .description('the browser playtest: play any two decks hot-seat or against a bot (docs/playtest.md)')
    .option('--port <n>', 'port (0: any free port)', parsePort, DEFAULT_PORT)
    .option(
      '--host <host>',
      'address to listen on (not 127.0.0.1: others on the network can play too)',
      parseHost,
      DEFAULT_HOST,
    )
    .option(
      '--cards <dir>',
      'the card sets to serve, recompiled when they change',
      parseExistingDir,
      resolve(REPO_ROOT, 'cards'),
    )
    .action((opts: { port: number; host: string; cards: string }) => {
      startServe({ port: opts.port, host: opts.host, cardsDir: opts.cards })
        .then((running) => {
          const { problems } = running.cards.current();
          console.log(`hflux serve: ${running.url} で配信中（カード: ${opts.cards}、Ctrl+C で終了）`);
          if (!['127.0.0.1', 'localhost', '::1'].includes(opts.host))
            console.log(
              `hflux serve: ${opts.host} で待ち受けています。同じネットワークの他の端末からも接続できます`,
            );
          if (problems.length > 0)
            console.error(
              `hflux serve: カードにエラーが${problems.length}件あります（hflux check ${opts.cards}）`,
            );
          for (const signal of ['SIGINT', 'SIGTERM'] as const)
            process.on(signal, () => {
              void running.close().finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
            });
        })
        .catch((e: unknown) => {
          console.error(
            `hflux serve: ${e instanceof ServeError ? e.message : `内部エラー: ${e instanceof Error ? e.message : String(e)}`}`,
          );
          process.exitCode = 2;
        });
    });
}
