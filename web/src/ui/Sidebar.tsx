// The narrated log as a timeline: each decision with what followed from it. Clicking one shows the board
// before it (time travel); back / forward step one decision; "play on from here" branches. "Save as scenario"
// writes the decisions from a chosen earlier point to here as a *.scenario.yaml.
import { useEffect, useRef, useState } from 'preact/hooks';
import type { BoardScreen, Lang } from '../protocol.js';
import { lastBotEntry } from './botLast.js';
import { type Translate, decisionText } from './i18n.js';

interface Props {
  screen: BoardScreen;
  lang: Lang;
  t: Translate;
  onSeek(position: number): void;
  onBranch(): void;
  onSave(from: number): void;
}

function SaveScenario({ screen, t, onSave }: Props) {
  const points = screen.savePoints;
  const [from, setFrom] = useState<number | null>(null);
  const chosen = from !== null && points.includes(from) ? from : (points[points.length - 1] ?? null);
  if (chosen === null) return <p class="hint">{t('noSavePoint')}</p>;
  return (
    <div class="save-scenario">
      <label>
        {t('saveFrom')}{' '}
        <select
          data-save-from
          value={chosen}
          onChange={(e) => setFrom(Number((e.target as HTMLSelectElement).value))}
        >
          {points.map((p) => (
            <option key={p} value={p}>
              {t('decision')} {p}
            </option>
          ))}
        </select>
      </label>
      <button type="button" data-save onClick={() => onSave(chosen)}>
        {t('saveScenario')}
      </button>
    </div>
  );
}

/** Entries shown around the current position unless the whole log is asked for (a long log is slow to lay out). */
const WINDOW = 60;

export function Sidebar(props: Props) {
  const { screen, t, lang } = props;
  const { position, tip } = screen;
  const [all, setAll] = useState(false);
  const current = useRef<HTMLLIElement>(null);
  const box = useRef<HTMLElement>(null);
  /** The log follows the newest entry until the player scrolls up, and again once they scroll back down. */
  const [follow, setFollow] = useState(true);
  const followRef = useRef(follow);
  followRef.current = follow;
  const shown = all ? screen.log : screen.log.filter((e) => Math.abs(e.position - position) <= WINDOW);
  const hidden = screen.log.length - shown.length;
  const botLast = lastBotEntry(screen);
  const atBottom = (el: HTMLElement) => el.scrollTop + el.clientHeight >= el.scrollHeight - 4;
  const toBottom = () => {
    const el = box.current;
    if (el) el.scrollTop = el.scrollHeight;
  };
  // The box changes height when the card inspector above it does: a log that follows stays at the bottom.
  // biome-ignore lint/correctness/useExhaustiveDependencies: toBottom reads the ref only; set up once
  useEffect(() => {
    const el = box.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const watch = new ResizeObserver(() => {
      if (followRef.current) toBottom();
    });
    watch.observe(el);
    return () => watch.disconnect();
  }, []);
  // At the tip the newest entry is in view unless the player scrolled up; in the past, the entry on screen.
  // biome-ignore lint/correctness/useExhaustiveDependencies: scrolls again whenever the screen changes
  useEffect(() => {
    if (position === tip) {
      if (follow) toBottom();
    } else current.current?.scrollIntoView({ block: 'nearest' });
  }, [screen]);
  return (
    <aside class="sidebar">
      <section class="time-travel" data-position={position} data-tip={tip}>
        <h3>{t('timeTravel')}</h3>
        <div class="tt-buttons">
          <button
            type="button"
            data-tt="back"
            disabled={position === 0}
            onClick={() => props.onSeek(position - 1)}
          >
            {t('back')}
          </button>
          <span class="tt-pos">
            {position}/{tip}
          </span>
          <button
            type="button"
            data-tt="forward"
            disabled={position === tip}
            onClick={() => props.onSeek(position + 1)}
          >
            {t('forward')}
          </button>
          <button
            type="button"
            data-tt="latest"
            disabled={position === tip}
            onClick={() => props.onSeek(tip)}
          >
            {t('toLatest')}
          </button>
        </div>
        {position < tip && (
          <div class="past">
            <p>{t('pastNotice')}</p>
            <button type="button" data-tt="branch" onClick={props.onBranch}>
              {t('branchHere')}
            </button>
          </div>
        )}
        <SaveScenario {...props} />
      </section>
      <section
        class="log"
        ref={box}
        data-following={follow ? 'yes' : 'no'}
        onScroll={(e) => setFollow(atBottom(e.currentTarget as HTMLElement))}
      >
        <h3>{t('log')}</h3>
        {hidden > 0 && (
          <button type="button" class="show-all" onClick={() => setAll(true)}>
            {t('showAllLog')}（{hidden}）
          </button>
        )}
        <ol>
          {shown.map((e) => {
            const here = e.position === position;
            const future = e.position >= position;
            const isBot = botLast?.position === e.position;
            return (
              <li
                key={e.position}
                ref={here ? current : undefined}
                class={`entry${here ? ' here' : ''}${future && !here ? ' future' : ''}${isBot ? ' bot-last' : ''}`}
                data-entry={e.position}
                data-bot-entry={e.bot ? 'yes' : undefined}
              >
                {e.position >= 0 ? (
                  <button type="button" class="entry-head" onClick={() => props.onSeek(e.position)}>
                    #{e.position} P{(e.player ?? 0) + 1}{' '}
                    {e.kind ? decisionText(lang, e.kind).split(/[：:]/)[0] : ''}
                    {isBot && <span class="bot-tag">{t('botLast')}</span>}
                  </button>
                ) : (
                  <span class="entry-head">{t('setup')}</span>
                )}
                {e.lines.map((line, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: an entry's lines never change or move
                  <div key={i} class="line">
                    {line}
                  </div>
                ))}
              </li>
            );
          })}
        </ol>
        {!follow && position === tip && (
          <button
            type="button"
            class="follow-log"
            data-follow-log
            onClick={() => {
              setFollow(true);
              toBottom();
            }}
          >
            {t('followLog')}
          </button>
        )}
      </section>
    </aside>
  );
}
