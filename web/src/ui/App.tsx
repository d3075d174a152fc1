// The page: the card sets from the server, the setup screen, then the game's screens as the host sends them
// (a hand-over screen or one seat's board), error messages, downloads, and the language toggle.
import { useEffect, useMemo, useState } from 'preact/hooks';
import type { CardDefinition } from '../../../src/core/cardTypes.js';
import { API, CARDS_CHANGED_EVENT, type CardsPayload } from '../api.js';
import type { HostClient } from '../client.js';
import type { Lang, Screen } from '../protocol.js';
import { Handover } from './Handover.js';
import { Setup } from './Setup.js';
import { translator } from './i18n.js';

const LANG_KEY = 'hflux.lang';

function initialLang(): Lang {
  const asked = new URLSearchParams(location.search).get('lang');
  if (asked === 'en' || asked === 'ja') return asked;
  return localStorage.getItem(LANG_KEY) === 'en' ? 'en' : 'ja';
}

interface Notice {
  message: string;
  english?: string;
  rule?: string;
  kind: 'error' | 'info';
}

type BoardComponent = typeof import('./Board.js').Board;

/**
 * Once the setup screen is up: the host worker starts (it loads the engine) and the board's modules load, in
 * the background, so neither delays the first render and both are ready when a game starts.
 */
function useLater(setupShown: boolean, client: HostClient): BoardComponent | null {
  const [board, setBoard] = useState<BoardComponent | null>(null);
  useEffect(() => {
    if (!setupShown) return;
    client.start();
    void import('./Board.js').then((m) => setBoard(() => m.Board));
  }, [setupShown, client]);
  return board;
}

export function App({ client }: { client: HostClient }) {
  const [lang, setLang] = useState<Lang>(initialLang);
  const [cards, setCards] = useState<CardsPayload | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [screen, setScreen] = useState<Screen | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [cardsChanged, setCardsChanged] = useState(false);
  const [showLog, setShowLog] = useState(false);
  /** Requests sent to the host and not yet done (tests wait for 0 after a click). */
  const [busy, setBusy] = useState(0);
  const t = translator(lang);
  const BoardView = useLater(cards !== null, client);

  useEffect(() => {
    fetch(API.cards)
      .then((r) => r.json() as Promise<CardsPayload>)
      .then(setCards)
      .catch((e: unknown) => setLoadError(String(e)));
    const stop = client.subscribe((m) => {
      if (m.t === 'done') setBusy((n) => Math.max(0, n - 1));
      else if (m.t === 'screen') setScreen(m.screen);
      else if (m.t === 'error')
        setNotice({ message: m.message, english: m.english, rule: m.rule, kind: 'error' });
      else if (m.t === 'download') {
        const a = document.createElement('a');
        a.href = m.url;
        a.download = m.fileName;
        document.body.append(a);
        a.click();
        a.remove();
        setNotice({ message: `${m.fileName}`, kind: 'info' });
      }
    });
    import.meta.hot?.on(CARDS_CHANGED_EVENT, () => setCardsChanged(true));
    return stop;
  }, [client]);

  useEffect(() => {
    document.documentElement.lang = lang;
    localStorage.setItem(LANG_KEY, lang);
    client.setLang(lang);
  }, [lang, client]);

  const send = (message: Parameters<HostClient['send']>[0]) => {
    setBusy((n) => n + 1);
    client.send(message);
  };

  const allCards: CardDefinition[] = useMemo(() => cards?.sets.flatMap((s) => s.cards) ?? [], [cards]);
  const byId = useMemo(() => new Map(allCards.map((c) => [c.id, c])), [allCards]);
  const lookup = (id: string) => byId.get(id);

  return (
    <div class="app" data-ready={cards ? 'yes' : 'no'} data-busy={busy}>
      <header class="top">
        <h1>{t('title')}</h1>
        {screen?.kind === 'board' && (
          <span class="game-info" data-seed={screen.game.seed ?? ''}>
            {screen.game.scenario ?? `${screen.game.decks[0]} vs ${screen.game.decks[1]}`}
            {screen.game.seed !== null && ` ・ ${t('seedLabel')} ${screen.game.seed}`}
          </span>
        )}
        <span class="spacer" />
        {screen && (
          <>
            <button type="button" class="log-toggle" onClick={() => setShowLog(!showLog)}>
              {showLog ? t('hideLog') : t('showLog')}
            </button>
            <button type="button" data-new-game onClick={() => setScreen(null)}>
              {t('newGame')}
            </button>
          </>
        )}
        <button type="button" data-lang onClick={() => setLang(lang === 'ja' ? 'en' : 'ja')}>
          {t('language')}
        </button>
      </header>
      {cards && cards.problems.length > 0 && (
        <div class="banner error" data-card-problems>
          {t('cardsProblems')}
          <ul>
            {cards.problems.map((p, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the list is rebuilt whole for each compilation
              <li key={i}>
                {p.file}:{p.line}:{p.col} {p.code} {p.message}
              </li>
            ))}
          </ul>
        </div>
      )}
      {cardsChanged && (
        <div class="banner info" data-cards-changed>
          {t('cardsChanged')}{' '}
          <button type="button" onClick={() => location.reload()}>
            {t('reload')}
          </button>
        </div>
      )}
      {notice && (
        <div class={`toast ${notice.kind}`} data-notice={notice.kind} role="alert">
          {notice.kind === 'error' && <strong>{t('error')}：</strong>}
          {lang === 'en' && notice.english ? notice.english : notice.message}
          {notice.rule && (lang === 'en' ? ` (${notice.rule})` : `（${notice.rule}）`)}
          <button type="button" class="toast-close" aria-label={t('close')} onClick={() => setNotice(null)}>
            ×
          </button>
        </div>
      )}
      {loadError && <div class="banner error">{loadError}</div>}
      {cards && !screen && (
        <Setup
          cards={cards}
          allCards={allCards}
          lang={lang}
          t={t}
          onStart={(request) => {
            setNotice(null);
            send({ t: 'new', request });
          }}
          onOpen={(request) => {
            setNotice(null);
            send({ t: 'open', request });
          }}
        />
      )}
      {screen?.kind === 'handover' && (
        <Handover screen={screen} t={t} onReveal={() => send({ t: 'reveal' })} />
      )}
      {screen?.kind === 'board' && !BoardView && <p class="loading">…</p>}
      {screen?.kind === 'board' && BoardView && (
        <BoardView
          screen={screen}
          lang={lang}
          t={t}
          lookup={lookup}
          showLog={showLog}
          act={(action) => {
            setNotice(null);
            send({ t: 'act', action });
          }}
          seek={(position) => send({ t: 'seek', position })}
          branch={() => send({ t: 'branch' })}
          save={(from) => send({ t: 'save', from })}
        />
      )}
    </div>
  );
}
