// The page: the card sets from the server, the setup screen, then the game's screens as the host sends them
// (a hand-over screen or one seat's board), error messages, downloads, and the language toggle.
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { CardDefinition } from '../../../src/core/cardTypes.js';
import { API, CARDS_CHANGED_EVENT, type CardsPayload } from '../api.js';
import type { HostClient } from '../client.js';
import type { Lang, Screen, ToUi } from '../protocol.js';
import { Handover } from './Handover.js';
import { Setup } from './Setup.js';
import { type Translate, translator } from './i18n.js';

const LANG_KEY = 'hflux.lang';
const AUTO_PASS_KEY = 'hflux.autoPass';

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

function continuedNotice(m: Extract<ToUi, { t: 'continued' }>, t: Translate): Notice {
  if (m.applied === m.total) return { message: `${t('continuedAll')}（${m.total}）`, kind: 'info' };
  return {
    message: `${t('continuedPart')} ${m.applied}/${m.total} ${t('continuedStop')} ${m.stoppedBy ?? ''}`,
    kind: 'info',
  };
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
  const [autoPass, setAutoPass] = useState(() => localStorage.getItem(AUTO_PASS_KEY) !== 'off');
  const [confirmDiscard, setConfirmDiscard] = useState(false);
  /** Requests sent to the host and not yet done (tests wait for 0 after a click). */
  const [busy, setBusy] = useState(0);
  const t = translator(lang);
  const langRef = useRef(lang);
  const BoardView = useLater(cards !== null, client);

  useEffect(() => {
    fetch(API.cards)
      .then((r) => r.json() as Promise<CardsPayload>)
      .then(setCards)
      .catch((e: unknown) => setLoadError(String(e)));
    const stop = client.subscribe((m) => {
      if (m.t === 'done') setBusy((n) => Math.max(0, n - 1));
      else if (m.t === 'screen') setScreen(m.screen);
      else if (m.t === 'continued') setNotice(continuedNotice(m, translator(langRef.current)));
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
    localStorage.setItem(AUTO_PASS_KEY, autoPass ? 'on' : 'off');
    client.setAutoPass(autoPass);
  }, [autoPass, client]);

  // A game in progress is not dropped by a reload or a closed tab without the browser asking first.
  const inGame = screen !== null && !(screen.kind === 'board' && screen.waiting === 'over');
  useEffect(() => {
    if (!inGame) return;
    const ask = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [inGame]);

  const refetchCards = () =>
    fetch(API.cards)
      .then((r) => r.json() as Promise<CardsPayload>)
      .then((payload) => {
        setCards(payload);
        setCardsChanged(false);
        return payload;
      });

  /** The same seed and decisions on the cards as they are now (the host replays as far as they apply). */
  const continueOnNewText = async () => {
    const payload = await refetchCards();
    const decks: Record<string, string> = {};
    for (const d of payload.decks) decks[d.name] = d.text;
    setNotice(null);
    send({ t: 'continue', cards: payload.sets.flatMap((x) => x.cards), decks });
  };

  useEffect(() => {
    langRef.current = lang;
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
    <div class={`app${screen ? ' in-game' : ''}`} data-ready={cards ? 'yes' : 'no'} data-busy={busy}>
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
            <label class="setting" title={t('autoPassHint')}>
              <input
                type="checkbox"
                data-auto-pass
                checked={autoPass}
                onChange={(e) => setAutoPass((e.target as HTMLInputElement).checked)}
              />
              {t('autoPass')}
            </label>
            <button type="button" class="log-toggle" onClick={() => setShowLog(!showLog)}>
              {showLog ? t('hideLog') : t('showLog')}
            </button>
            <button
              type="button"
              data-new-game
              onClick={() => (inGame ? setConfirmDiscard(true) : setScreen(null))}
            >
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
      {confirmDiscard && (
        <div class="banner warn" data-confirm-discard role="alertdialog">
          {t('discardConfirm')}{' '}
          <button
            type="button"
            class="danger"
            data-discard-yes
            onClick={() => {
              setConfirmDiscard(false);
              setScreen(null);
            }}
          >
            {t('discardYes')}
          </button>{' '}
          <button type="button" data-discard-no onClick={() => setConfirmDiscard(false)}>
            {t('keepPlaying')}
          </button>
        </div>
      )}
      {cardsChanged && (
        <div class="banner info compact" data-cards-changed>
          <span>{t('cardsChanged')}</span>{' '}
          {screen?.kind === 'board' && screen.game.seed !== null ? (
            <button
              type="button"
              class="primary"
              data-continue-new-text
              onClick={() => void continueOnNewText()}
            >
              {t('continueNewText')}
            </button>
          ) : (
            !screen && (
              <button type="button" data-load-new-cards onClick={() => void refetchCards()}>
                {t('loadNewCards')}
              </button>
            )
          )}
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
          passUntil={() => send({ t: 'passUntil' })}
          rematch={(seed) => {
            setNotice(null);
            send({ t: 'rematch', seed });
          }}
          branch={() => send({ t: 'branch' })}
          save={(from) => send({ t: 'save', from })}
        />
      )}
    </div>
  );
}
