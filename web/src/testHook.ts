// `window.__hflux`, installed only when the page is opened with ?test (the end-to-end tests and the bench):
// the host's serialize() of the current game, the decisions so far and the bots' timings. It talks to the host
// over the debug channel, whose replies never reach the UI components (web/src/client.ts).
import type { HostClient } from './client.js';

export interface TestHook {
  serialize(): Promise<string>;
  history(): Promise<unknown>;
  stats(): Promise<{ botTimes: number[]; position: number; tip: number }>;
  /** Every message the UI layer received, in order (the tests look for leaks of hidden cards in them). */
  received: unknown[];
  /** Each request's time from being sent to the next frame after the host finished it (the bench). */
  timings: { request: string; ms: number }[];
}

export function installTestHook(client: HostClient): void {
  if (!new URLSearchParams(location.search).has('test')) return;
  const hook: TestHook = {
    serialize: () => client.debug('serialize') as Promise<string>,
    history: () => client.debug('history'),
    stats: () => client.debug('stats') as Promise<{ botTimes: number[]; position: number; tip: number }>,
    received: [],
    timings: [],
  };
  const started: { request: string; at: number }[] = [];
  client.onSend((m) => started.push({ request: m.t, at: performance.now() }));
  client.subscribe((m) => {
    hook.received.push(m);
    const start = m.t === 'done' ? started.shift() : undefined;
    if (start)
      requestAnimationFrame(() =>
        hook.timings.push({ request: start.request, ms: performance.now() - start.at }),
      );
  });
  (window as unknown as { __hflux: TestHook }).__hflux = hook;
}
