// The UI's side of the host worker (web/src/host/worker.ts). The UI subscribes to screens, errors and
// downloads; replies to debug queries go only to the promise of the test hook that asked (web/src/testHook.ts)
// and never reach a listener, so the whole state the host can serialize never enters the UI layer.
import type { DebugQuery, Lang, ToHost, ToUi } from './protocol.js';

export type UiMessage = Exclude<ToUi, { t: 'debug' }>;
type Listener = (message: UiMessage) => void;

export class HostClient {
  private started: Worker | null = null;
  private readonly listeners = new Set<Listener>();
  private readonly sendListeners = new Set<(message: ToHost) => void>();
  private readonly debugWaiting = new Map<number, (value: unknown) => void>();
  private nextDebug = 1;
  private lang: Lang = 'ja';
  private autoPass = true;

  /**
   * The worker, started on first use: the page draws its setup screen first, then calls start(), so loading the
   * engine's modules does not delay the first render.
   */
  start(): Worker {
    if (this.started) return this.started;
    const worker = new Worker(new URL('./host/worker.ts', import.meta.url), { type: 'module' });
    this.started = worker;
    worker.postMessage({ t: 'lang', lang: this.lang } satisfies ToHost);
    worker.postMessage({ t: 'settings', autoPass: this.autoPass } satisfies ToHost);
    worker.onmessage = (ev: MessageEvent<ToUi>) => {
      const m = ev.data;
      if (m.t === 'debug') {
        this.debugWaiting.get(m.id)?.(m.value);
        this.debugWaiting.delete(m.id);
        return;
      }
      for (const l of this.listeners) l(m);
    };
    return worker;
  }

  send(message: Exclude<ToHost, { t: 'debug' }>): void {
    for (const l of this.sendListeners) l(message);
    this.start().postMessage(message);
  }

  /** The page's language: the host tells the log and its messages in it (sent when the worker starts). */
  setLang(lang: Lang): void {
    this.lang = lang;
    this.started?.postMessage({ t: 'lang', lang } satisfies ToHost);
  }

  /** The auto-pass setting: the host passes for the player when passing is all they may do. */
  setAutoPass(autoPass: boolean): void {
    this.autoPass = autoPass;
    this.started?.postMessage({ t: 'settings', autoPass } satisfies ToHost);
  }

  /** Called with each request the UI sends (the test hook times them). */
  onSend(listener: (message: ToHost) => void): void {
    this.sendListeners.add(listener);
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** For the test hook only. */
  debug(query: DebugQuery): Promise<unknown> {
    const id = this.nextDebug++;
    return new Promise((done) => {
      this.debugWaiting.set(id, done);
      this.start().postMessage({ t: 'debug', id, query } satisfies ToHost);
    });
  }
}
