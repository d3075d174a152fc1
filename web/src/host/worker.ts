/// <reference lib="webworker" />
// The game host: a Web Worker that owns the engine, the game and the bots (web/src/host/session.ts). It answers
// the UI's requests (web/src/protocol.ts) one at a time, in order, and posts back only screens built from one
// seat's view(). Scenario files go to the server (src/cli/playtest/) and back as a download link.
import type { CardDefinition } from '../../../src/core/cardTypes.js';
import { deserialize } from '../../../src/engine/index.js';
import type { Action } from '../../../src/engine/index.js';
import {
  API,
  type OpenScenarioRequest,
  type OpenScenarioResponse,
  type SaveScenarioResponse,
} from '../api.js';
import type { DeckChoice, Lang, OpenScenarioGameRequest, ToHost, ToUi } from '../protocol.js';
import { Session, SessionError, errorMessage } from './session.js';

declare const self: DedicatedWorkerGlobalScope;

let session: Session | null = null;
/** Definitions the game uses beyond the served card sets (a scenario's own cards). */
let extraCards: CardDefinition[] = [];
/** The page's language, for every session (web/src/client.ts sends it first and on each toggle). */
let lang: Lang = 'ja';
/** The page's auto-pass setting (web/src/client.ts sends it first and on each change). */
let autoPass = true;

const post = (m: ToUi) => self.postMessage(m);

async function postJson<T>(path: string, body: unknown): Promise<T> {
  const res = await fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return (await res.json()) as T;
}

function current(): Session {
  if (!session) throw new SessionError('ゲームが始まっていません', 'no game has started');
  return session;
}

async function openScenario(req: OpenScenarioGameRequest): Promise<Session> {
  const body: OpenScenarioRequest =
    'path' in req.source
      ? { path: req.source.path }
      : { text: await req.source.file.text(), fileName: req.source.file.name };
  const res = await postJson<OpenScenarioResponse>(API.openScenario, body);
  if (!res.ok) throw new SessionError(res.error);
  const served = new Set(req.cards.map((c) => c.id));
  extraCards = res.cards.filter((c) => !served.has(c.id));
  const cards = [...req.cards, ...extraCards];
  const game = deserialize(res.state, cards);
  return Session.fromGame(
    game,
    { seed: null, decks: ['A', 'B'], seats: req.seats, scenario: res.name },
    cards,
    { autoPass },
  );
}

async function save(from: number): Promise<void> {
  const req = current().saveRequest(from, extraCards);
  const res = await postJson<SaveScenarioResponse>(API.saveScenario, req);
  if (!res.ok) throw new SessionError(res.error);
  const url = URL.createObjectURL(new Blob([res.text], { type: 'application/yaml' }));
  post({ t: 'download', url, fileName: res.fileName });
}

/** The same seed and decisions on the new cards, as far as they still apply (HF-16.9: the same game). */
function continueOnNewCards(cards: CardDefinition[], decks: Record<string, string>): void {
  const old = current();
  if (!old.request)
    throw new SessionError(
      'シナリオから始めたゲームは新しいテキストで続けられません（シナリオを開き直してください）',
      'a game opened from a scenario cannot go on with the new text (open the scenario again)',
    );
  const req = {
    ...old.request,
    cards,
    decks: old.request.decks.map((d) => ({ label: d.label, text: decks[d.label] ?? d.text })) as [
      DeckChoice,
      DeckChoice,
    ],
  };
  const { actions } = old.debug('history') as { actions: Action[] };
  const replayed = Session.replaying(req, actions, { autoPass });
  replayed.session.lang = lang;
  session = replayed.session;
  post({ t: 'continued', applied: replayed.applied, total: replayed.total, stoppedBy: replayed.stoppedBy });
}

async function handle(m: ToHost): Promise<void> {
  switch (m.t) {
    case 'new':
      extraCards = [];
      session = Session.fromDecks(m.request, { autoPass });
      break;
    case 'rematch': {
      const req = current().request;
      if (!req) throw new SessionError('シナリオのゲームは再戦できません', 'a scenario game has no rematch');
      session = Session.fromDecks({ ...req, seed: m.seed }, { autoPass });
      break;
    }
    case 'continue':
      continueOnNewCards(m.cards, m.decks);
      break;
    case 'passUntil':
      current().passUntil();
      break;
    case 'open':
      session = await openScenario(m.request);
      break;
    case 'act':
      current().act(m.action);
      break;
    case 'reveal':
      current().reveal();
      break;
    case 'seek':
      current().seek(m.position);
      break;
    case 'branch':
      current().branch();
      break;
    case 'save':
      return save(m.from);
    case 'debug':
      post({ t: 'debug', id: m.id, value: session?.debug(m.query) ?? null });
      return;
    case 'lang':
      lang = m.lang;
      if (!session) return;
      break;
    case 'settings':
      autoPass = m.autoPass;
      if (session) session.autoPass = autoPass;
      return;
  }
  current().lang = lang;
  post({ t: 'screen', screen: current().screen() });
}

const ON_THE_GAME = new Set<ToHost['t']>(['act', 'reveal', 'seek', 'branch', 'save', 'passUntil']);

let queue: Promise<void> = Promise.resolve();
self.onmessage = (ev: MessageEvent<ToHost>) => {
  const m = ev.data;
  queue = queue.then(() =>
    handle(m)
      .catch((e: unknown) => {
        post(errorMessage(e));
        // After a refused request about the game on screen, send its screen again so the UI drops its draft
        // (a refused new game leaves the setup screen as it is).
        if (session && ON_THE_GAME.has(m.t)) post({ t: 'screen', screen: session.screen() });
      })
      .finally(() => {
        if (m.t !== 'debug' && m.t !== 'lang' && m.t !== 'settings') post({ t: 'done' });
      }),
  );
};
