// The start screen: a deck for each player (a built-in deck, or a deck list pasted or loaded from a file —
// checked as `hflux` checks deck lists, every problem with its line), the mode (hot-seat, or against the
// random or greedy bot, on either seat) and the seed; or a scenario's board to start from.
import { useEffect, useMemo, useState } from 'preact/hooks';
import type { CardDefinition, PlayerIndex } from '../../../src/core/cardTypes.js';
import { DeckError, type DeckProblem } from '../../../src/core/errors.js';
import { loadDeck } from '../../../src/deck/index.js';
import { API, type CardsPayload, type ScenarioListing } from '../api.js';
import type { DeckChoice, Lang, NewGameRequest, OpenScenarioGameRequest, SeatKind } from '../protocol.js';
import type { Translate } from './i18n.js';

type Mode = 'hotseat' | 'random' | 'greedy';

interface DeckPick {
  /** A built-in deck name (`set/name`), or '' for a list of one's own. */
  builtIn: string;
  text: string;
  label: string;
}

interface Props {
  cards: CardsPayload;
  allCards: CardDefinition[];
  lang: Lang;
  t: Translate;
  onStart(request: NewGameRequest): void;
  onOpen(request: OpenScenarioGameRequest): void;
}

const SEED_MAX = 0xffff_ffff;

/** Every problem of a deck list, or [] when it is a legal deck (src/deck: the same checks as the CLI). */
export function deckProblems(choice: DeckChoice, cards: readonly CardDefinition[]): DeckProblem[] {
  try {
    loadDeck(choice.text, choice.label, new Map(cards.map((c) => [c.name, c])));
    return [];
  } catch (e) {
    if (e instanceof DeckError) return e.problems;
    throw e;
  }
}

function DeckPicker(props: {
  player: PlayerIndex;
  pick: DeckPick;
  cards: CardsPayload;
  problems: DeckProblem[];
  lang: Lang;
  t: Translate;
  onChange(pick: DeckPick): void;
}) {
  const { pick, t, player } = props;
  const key = (d: { set: string; name: string }) => `${d.set}/${d.name}`;
  const choose = (value: string) => {
    const deck = props.cards.decks.find((d) => key(d) === value);
    props.onChange(
      deck
        ? { builtIn: value, text: deck.text, label: deck.file }
        : { builtIn: '', text: pick.text, label: 'deck.txt' },
    );
  };
  const load = async (file: File | undefined) => {
    if (file) props.onChange({ builtIn: '', text: await file.text(), label: file.name });
  };
  return (
    <fieldset class="deck-picker" data-deck={player}>
      <legend>
        P{player + 1} {t('deck')}
      </legend>
      <select
        data-deck-select={player}
        value={pick.builtIn}
        onChange={(e) => choose((e.target as HTMLSelectElement).value)}
      >
        {props.cards.decks.map((d) => (
          <option key={key(d)} value={key(d)}>
            {d.name}（{d.set}）
          </option>
        ))}
        <option value="">{t('customDeck')}</option>
      </select>
      {pick.builtIn === '' && (
        <div class="custom-deck">
          <textarea
            data-deck-text={player}
            rows={8}
            value={pick.text}
            placeholder={'[main]\n3 紅蓮の剣士\n…\n[guard]\n3 守りの盾'}
            onInput={(e) => props.onChange({ ...pick, text: (e.target as HTMLTextAreaElement).value })}
          />
          <label class="file">
            {t('deckFile')}{' '}
            <input
              type="file"
              accept=".deck,.txt,text/plain"
              data-deck-file={player}
              onChange={(e) => load((e.target as HTMLInputElement).files?.[0])}
            />
          </label>
        </div>
      )}
      {props.problems.length > 0 && (
        <div class="problems" data-deck-problems={player}>
          <strong>{t('deckProblems')}</strong>
          <ul>
            {props.problems.map((p, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the list is rebuilt whole for each text
              <li key={i}>
                {pick.label}
                {p.line ? `:${p.line}` : ''} {p.rule}{' '}
                {props.lang === 'en' && p.english ? p.english : p.message}
              </li>
            ))}
          </ul>
        </div>
      )}
    </fieldset>
  );
}

function ScenarioOpener(props: { t: Translate; onOpen(source: OpenScenarioGameRequest['source']): void }) {
  const [files, setFiles] = useState<string[]>([]);
  const [path, setPath] = useState('');
  useEffect(() => {
    fetch(API.scenarios)
      .then((r) => r.json() as Promise<ScenarioListing>)
      .then((l) => {
        setFiles(l.files);
        setPath(l.files[0] ?? '');
      })
      .catch(() => setFiles([]));
  }, []);
  return (
    <fieldset class="scenario-opener">
      <legend>{props.t('openScenario')}</legend>
      {files.length > 0 && (
        <label>
          {props.t('scenarioFile')}{' '}
          <select
            data-scenario-select
            value={path}
            onChange={(e) => setPath((e.target as HTMLSelectElement).value)}
          >
            {files.map((f) => (
              <option key={f} value={f}>
                {f}
              </option>
            ))}
          </select>
          <button type="button" data-scenario-open disabled={!path} onClick={() => props.onOpen({ path })}>
            {props.t('open')}
          </button>
        </label>
      )}
      <label class="file">
        {props.t('scenarioUpload')}{' '}
        <input
          type="file"
          accept=".yaml,.yml"
          data-scenario-file
          onChange={(e) => {
            const file = (e.target as HTMLInputElement).files?.[0];
            if (file) props.onOpen({ file });
          }}
        />
      </label>
    </fieldset>
  );
}

/** The setup screen's choices, kept by the browser across reloads (a built-in deck by name, its text re-read). */
interface SavedSetup {
  picks: [DeckPick, DeckPick];
  mode: Mode;
  human: PlayerIndex;
  seed: string;
}

const SETUP_KEY = 'hflux.setup';

function savedSetup(): Partial<SavedSetup> {
  try {
    const v = JSON.parse(localStorage.getItem(SETUP_KEY) ?? '{}') as Partial<SavedSetup>;
    return v && typeof v === 'object' ? v : {};
  } catch {
    return {};
  }
}

function randomSeed(): number {
  return Math.floor(Math.random() * SEED_MAX);
}

export function Setup(props: Props) {
  const { cards, t } = props;
  const first = (i: number): DeckPick => {
    const d =
      cards.decks.find((x) => x.name === cards.defaultDecks[i]) ??
      cards.decks[i % Math.max(1, cards.decks.length)];
    return d
      ? { builtIn: `${d.set}/${d.name}`, text: d.text, label: d.file }
      : { builtIn: '', text: '', label: 'deck.txt' };
  };
  const saved = useMemo(savedSetup, []);
  /** A saved pick: a built-in deck still served (with its text as it is now), or a list of one's own. */
  const restore = (i: number): DeckPick => {
    const p = saved.picks?.[i];
    if (!p || typeof p.text !== 'string') return first(i);
    if (p.builtIn === '') return { builtIn: '', text: p.text, label: p.label || 'deck.txt' };
    const d = cards.decks.find((x) => `${x.set}/${x.name}` === p.builtIn);
    return d ? { builtIn: p.builtIn, text: d.text, label: d.file } : first(i);
  };
  const [picks, setPicks] = useState<[DeckPick, DeckPick]>(() => [restore(0), restore(1)]);
  const [mode, setMode] = useState<Mode>(() =>
    saved.mode === 'hotseat' || saved.mode === 'greedy' || saved.mode === 'random' ? saved.mode : 'random',
  );
  const [human, setHuman] = useState<PlayerIndex>(() => (saved.human === 1 ? 1 : 0));
  const [seed, setSeed] = useState(() =>
    typeof saved.seed === 'string' && saved.seed !== '' ? saved.seed : String(randomSeed()),
  );
  useEffect(() => {
    localStorage.setItem(SETUP_KEY, JSON.stringify({ picks, mode, human, seed } satisfies SavedSetup));
  }, [picks, mode, human, seed]);
  const problems = useMemo(
    () =>
      picks.map((p) => deckProblems({ label: p.label, text: p.text }, props.allCards)) as [
        DeckProblem[],
        DeckProblem[],
      ],
    [picks, props.allCards],
  );
  const seedValue = /^\d{1,10}$/.test(seed) && Number(seed) <= SEED_MAX ? Number(seed) : null;
  const seats = (): [SeatKind, SeatKind] => {
    if (mode === 'hotseat') return ['human', 'human'];
    return human === 0 ? ['human', mode] : [mode, 'human'];
  };
  const ready = seedValue !== null && problems.every((p) => p.length === 0);
  // The first useful screen is up (bench/web.ts reads this mark: time since the page was requested).
  useEffect(() => {
    performance.mark('hflux:setup-rendered');
  }, []);
  const setPick = (i: PlayerIndex, pick: DeckPick) =>
    setPicks((old) => (i === 0 ? [pick, old[1]] : [old[0], pick]));
  return (
    <div class="setup">
      <h2>{t('newGame')}</h2>
      <div class="decks">
        {([0, 1] as PlayerIndex[]).map((i) => (
          <DeckPicker
            key={i}
            player={i}
            pick={picks[i]}
            cards={cards}
            problems={problems[i]}
            lang={props.lang}
            t={t}
            onChange={(p) => setPick(i, p)}
          />
        ))}
      </div>
      <fieldset class="mode">
        <legend>{t('mode')}</legend>
        {(['hotseat', 'random', 'greedy'] as Mode[]).map((m) => (
          <label key={m}>
            <input
              type="radio"
              name="mode"
              value={m}
              data-mode={m}
              checked={mode === m}
              onChange={() => setMode(m)}
            />
            {t(m === 'hotseat' ? 'hotSeat' : m === 'random' ? 'vsRandom' : 'vsGreedy')}
          </label>
        ))}
        {mode !== 'hotseat' && (
          <label>
            {t('youPlay')}{' '}
            <select
              data-human-seat
              value={human}
              onChange={(e) => setHuman(Number((e.target as HTMLSelectElement).value) as PlayerIndex)}
            >
              <option value={0}>P1</option>
              <option value={1}>P2</option>
            </select>
          </label>
        )}
      </fieldset>
      <fieldset class="seed">
        <legend>{t('seed')}</legend>
        <input
          data-seed
          value={seed}
          inputMode="numeric"
          onInput={(e) => setSeed((e.target as HTMLInputElement).value.trim())}
        />
        <button type="button" onClick={() => setSeed(String(randomSeed()))}>
          {t('randomSeed')}
        </button>
      </fieldset>
      <button
        type="button"
        class="primary start"
        data-start
        disabled={!ready}
        onClick={() =>
          ready &&
          props.onStart({
            cards: props.allCards,
            decks: [
              {
                label: picks[0].builtIn ? picks[0].builtIn.split('/')[1] : picks[0].label,
                text: picks[0].text,
              },
              {
                label: picks[1].builtIn ? picks[1].builtIn.split('/')[1] : picks[1].label,
                text: picks[1].text,
              },
            ],
            seed: seedValue!,
            seats: seats(),
          })
        }
      >
        {t('start')}
      </button>
      <ScenarioOpener
        t={t}
        onOpen={(source) => props.onOpen({ cards: props.allCards, source, seats: seats() })}
      />
    </div>
  );
}
