// The board of one seat: the opponent's side, the field, the seat's own side, the decision bar and the
// sidebar. Clicks turn into legal actions through a draft (compose.ts); a click that starts nothing is sent
// to the engine as the action it would most likely mean, so the engine's IllegalActionError says why not.
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { PlayerIndex } from '../../../src/core/cardTypes.js';
import type { Action } from '../../../src/engine/index.js';
import type { SeenCard, VisibleCard } from '../../../src/engine/view.js';
import type { BoardScreen, Lang } from '../protocol.js';
import { Card, type CardEvents, type CardLookup, type CardMarks } from './Card.js';
import { DecisionBar } from './DecisionBar.js';
import { Field, chainTargets } from './Field.js';
import { GameOver } from './GameOver.js';
import { Inspector } from './Inspector.js';
import { PhaseTrack } from './PhaseTrack.js';
import { PlayerArea, type ZoneKey } from './PlayerArea.js';
import { Sidebar } from './Sidebar.js';
import { ZoneDialog } from './ZoneDialog.js';
import { lastBotEntry } from './botLast.js';
import {
  type Answer,
  type Draft,
  actionsOfCard,
  answer,
  nextQuestion,
  sourceOf,
  startDraft,
} from './compose.js';
import type { Translate } from './i18n.js';
import { boardCardIds, isVisible, visibleCards } from './placement.js';

export interface BoardProps {
  screen: BoardScreen;
  lang: Lang;
  t: Translate;
  lookup: CardLookup;
  showLog: boolean;
  act(action: Action): void;
  seek(position: number): void;
  branch(): void;
  save(from: number): void;
  passUntil(): void;
  rematch(seed: number): void;
}

/** Card id → the numbers of the waiting stack entries (1 = top) and waiting abilities (A1…) that target it. */
function targetedBy(screen: BoardScreen): Map<number, string[]> {
  const out = new Map<number, string[]>();
  const add = (id: number, label: string) => out.set(id, [...(out.get(id) ?? []), label]);
  [...screen.view.chain].reverse().forEach((item, i) => {
    for (const id of chainTargets(item)) add(id, String(i + 1));
  });
  screen.waitingAbilities.forEach((w, i) => {
    for (const id of w.targets) add(id, `A${i + 1}`);
  });
  return out;
}

/** Keys: Space passes (or answers the only button), Escape drops the action being composed. */
function useShortcuts(screen: BoardScreen, act: (a: Action) => void, cancel: () => void): void {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const el = e.target as HTMLElement | null;
      if (el && ['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName)) return;
      if (e.key === 'Escape') return cancel();
      if (e.key !== ' ' || e.repeat) return;
      const pass = screen.actions.find((a) => a.type === 'pass');
      e.preventDefault();
      if (pass && screen.position === screen.tip) act(pass);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [screen, act, cancel]);
}

/** The action a click on a card with no legal action most likely meant: the engine explains why not. */
function probeFor(screen: BoardScreen, card: VisibleCard): Action | null {
  const seat = screen.seat;
  const kind = screen.view.pending?.kind;
  if (card.owner !== seat && card.controller !== seat) return null;
  if ((card.zone === 'hand' || card.zone === 'guardDeck') && (kind === 'main' || kind === 'window'))
    return { type: 'play', player: seat, card: card.id, targets: [], useMarker: false };
  if (card.zone === 'battlefield' && kind === 'main')
    return { type: 'attack', player: seat, attacker: card.id, target: { player: (1 - seat) as PlayerIndex } };
  if (card.zone === 'battlefield' && kind === 'defense')
    return { type: 'defend', player: seat, defender: card.id };
  if (card.zone === 'damageField') return { type: 'extraDraw', player: seat, card: card.id };
  if (card.zone === 'hand' && kind === 'discard') return { type: 'discard', player: seat, card: card.id };
  return null;
}

/** The draft's first candidate with `card` as one more target: illegal, so the engine says why. */
function targetProbe(draft: Draft, card: number): Action | null {
  const a = draft.candidates[0];
  if (!a) return null;
  if (a.type === 'attack') return { ...a, target: { card } };
  if ('targets' in a) return { ...a, targets: [...draft.selected, card] } as Action;
  return null;
}

function zoneOf(screen: BoardScreen, player: PlayerIndex, key: ZoneKey): SeenCard[] {
  const p = screen.view.players[player];
  if (key === 'trash') return p.trash;
  if (key === 'extraDeck') return Array.isArray(p.extraDeck) ? p.extraDeck : [];
  return screen.view.excluded.filter((c) => isVisible(c) && c.owner === player);
}

export function Board(props: BoardProps) {
  const { screen, t, lang, lookup } = props;
  const [draft, setDraft] = useState<Draft | null>(null);
  const [source, setSource] = useState<number | null>(null);
  const [hover, setHover] = useState<number | null>(null);
  const [inspected, setInspected] = useState<number | null>(null);
  const [zone, setZone] = useState<{ player: PlayerIndex; key: ZoneKey } | null>(null);
  const cards = useMemo(() => visibleCards(screen.view), [screen]);
  const onBoard = useMemo(() => boardCardIds(screen.view), [screen]);
  const targeted = useMemo(() => targetedBy(screen), [screen]);
  const botLast = useMemo(() => lastBotEntry(screen), [screen]);
  const scroller = useRef<HTMLDivElement>(null);
  const cancel = () => {
    setDraft(null);
    setSource(null);
  };
  useShortcuts(screen, props.act, cancel);

  // A new screen (the decision was made, time travel…) drops the draft.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs for each new screen, which it does not read
  useEffect(() => {
    setDraft(null);
    setSource(null);
  }, [screen]);

  // A trigger's targets have no card to click first: the draft starts at once.
  useEffect(() => {
    const choices = screen.actions.filter((a) => a.type === 'chooseTargets');
    if (choices.length > 0) setDraft(startDraft(choices));
  }, [screen]);

  const question = draft ? nextQuestion(draft) : null;

  // The cards the decision needs are scrolled into view (above the decision bar, which never covers them).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the screen or the question changes
  useEffect(() => {
    const box = scroller.current;
    const first = ['.card.is-target, .player-name.is-target', '.card.is-source', '.card.is-usable']
      .map((q) => box?.querySelector(q))
      .find((el) => el);
    first?.scrollIntoView({ block: 'nearest' });
  }, [screen, question?.kind]);

  /** The draft after a click: when one action is left it is sent at once. */
  const advance = (next: Draft) => {
    const q = nextQuestion(next);
    if (q.kind === 'done') {
      setDraft(null);
      setSource(null);
      props.act(q.action);
    } else setDraft(next);
  };
  const send = (a: Answer) => draft && advance(answer(draft, a));

  const marks = (id: number): CardMarks => ({
    target:
      (question?.kind === 'targets' && question.cards.includes(id)) ||
      (question?.kind === 'attackTarget' && question.cards.includes(id)),
    usable: !draft && actionsOfCard(screen.actions, id).length > 0,
    chosen: draft?.selected.includes(id) ?? false,
    source: source === id,
    targetedBy: targeted.get(id),
    botLast: botLast?.cards.includes(id) ?? false,
  });

  const clickCard = (id: number) => {
    setInspected(id);
    const card = cards.get(id);
    if (draft && question) {
      if (question.kind === 'targets' && question.cards.includes(id))
        return send({ kind: 'target', card: id });
      if (question.kind === 'attackTarget' && question.cards.includes(id))
        return send({ kind: 'attackTarget', value: { card: id } });
      if (question.kind === 'targets' || question.kind === 'attackTarget') {
        const probe = targetProbe(draft, id);
        if (probe) return props.act(probe);
      }
    }
    const own = actionsOfCard(screen.actions, id);
    if (own.length > 0) {
      setSource(id);
      advance(startDraft(own, true));
      return;
    }
    if (screen.waiting !== 'you') return;
    const probe = card ? probeFor(screen, card) : null;
    if (probe) props.act(probe);
  };

  const clickPlayer = (player: PlayerIndex) => {
    if (question?.kind === 'attackTarget' && question.players.includes(player))
      send({ kind: 'attackTarget', value: { player } });
  };

  const events: CardEvents = { onClick: clickCard, onHover: setHover };
  const shownId = hover ?? inspected;
  const shownCard = shownId === null ? null : (cards.get(shownId) ?? null);
  const opponent = (1 - screen.seat) as PlayerIndex;
  const attackable = (p: PlayerIndex) => question?.kind === 'attackTarget' && question.players.includes(p);
  const sourceCard = source === null ? undefined : cards.get(source);
  const zoneCards = zone ? zoneOf(screen, zone.player, zone.key) : [];
  // Cards of browsable zones (trash, exclusion, extra deck) that can be clicked now: shown by the decision bar.
  const usableNow =
    question?.kind === 'targets' || question?.kind === 'attackTarget'
      ? question.cards
      : draft
        ? []
        : screen.actions.flatMap((a) => (sourceOf(a) === null ? [] : [sourceOf(a)!]));
  const offBoard = [...new Set(usableNow)]
    .filter((id) => !onBoard.has(id) && cards.has(id))
    .map((id) => cards.get(id)!);
  const area = (player: PlayerIndex) => (
    <PlayerArea
      view={screen.view}
      player={player}
      lookup={lookup}
      t={t}
      events={events}
      marks={marks}
      attackable={attackable(player)}
      onPlayerClick={clickPlayer}
      onOpenZone={(p, key) => setZone({ player: p, key })}
    />
  );
  return (
    <div class={`game${props.showLog ? ' show-log' : ''}`} data-seat={screen.seat}>
      <main class="board">
        <PhaseTrack view={screen.view} lang={lang} t={t} />
        <div class="board-scroll" ref={scroller}>
          {area(opponent)}
          <Field
            view={screen.view}
            lookup={lookup}
            t={t}
            lang={lang}
            events={events}
            marks={marks}
            waitingAbilities={screen.waitingAbilities}
          />
          {area(screen.seat)}
          {offBoard.length > 0 && (
            <div class="off-board" data-zone="offBoard">
              {offBoard.map((c) => (
                <Card key={c.id} card={c} lookup={lookup} t={t} events={events} marks={marks(c.id)} small />
              ))}
            </div>
          )}
          {inspected !== null && cards.get(inspected) && (
            <div class="phone-inspector">
              <button type="button" class="close" onClick={() => setInspected(null)}>
                {t('close')}
              </button>
              <Inspector
                card={cards.get(inspected)!}
                def={lookup(cards.get(inspected)!.def)}
                lang={lang}
                t={t}
              />
            </div>
          )}
        </div>
        {screen.waiting === 'over' && screen.position === screen.tip && (
          <GameOver screen={screen} t={t} lang={lang} onRematch={props.rematch} onSave={props.save} />
        )}
        <DecisionBar
          screen={screen}
          lang={lang}
          t={t}
          question={question}
          chosen={draft?.selected.map((id) => `「${cards.get(id)?.name ?? '?'}」`) ?? []}
          sourceName={sourceCard ? `「${sourceCard.name}」` : null}
          source={source}
          nameOf={(id) => `「${cards.get(id)?.name ?? '?'}」`}
          sourceDef={sourceCard?.def ? lookup(sourceCard.def) : undefined}
          onAnswer={send}
          onCancel={cancel}
          onAct={props.act}
          onPassUntil={props.passUntil}
          botLast={botLast}
          onStartTargets={(actions) => advance(startDraft(actions))}
        />
      </main>
      <div class="side-column">
        <Inspector
          card={shownCard}
          def={shownCard?.def ? lookup(shownCard.def) : undefined}
          lang={lang}
          t={t}
        />
        <Sidebar
          screen={screen}
          lang={lang}
          t={t}
          onSeek={props.seek}
          onBranch={props.branch}
          onSave={props.save}
        />
      </div>
      {zone && (
        <ZoneDialog
          title={`P${zone.player + 1} ${t(zone.key)}`}
          cards={zoneCards}
          lookup={lookup}
          t={t}
          events={events}
          marks={marks}
          onClose={() => setZone(null)}
        />
      )}
    </div>
  );
}
