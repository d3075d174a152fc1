// The log sidebar: the viewing seat's redacted event log (view().log, HF-16.8) told by the engine's narrator
// (src/engine/narrate.ts), grouped by the decision that caused each event. Cards are named only as the seat may
// know them: as its view shows them (a face-down card by its face-down name, HF-14.3), else by their name when
// an event showed their face to everyone, else as a hidden card.
import type { PlayerIndex } from '../../../src/core/cardTypes.js';
import type { GameEvent } from '../../../src/core/events.js';
import type { Game, PlayerView } from '../../../src/engine/index.js';
import { type Namer, narrateEvent } from '../../../src/engine/narrate.js';
import type { Lang, LogEntry } from '../protocol.js';

/** Events that show a card's face to both players (the engine keeps their ids in every view). */
const FACE_SHOWN = new Set<GameEvent['type']>([
  'play',
  'activate',
  'reveal',
  'discard',
  'damageTrigger',
  'destroyed',
  'attack',
  'defend',
  'trigger',
  'extraDraw',
]);

/** Bookkeeping the sidebar leaves out: the story and the decisions are clear without it. */
function worthTelling(e: GameEvent): boolean {
  if (e.type === 'stateChange' || e.type === 'damageRemoved' || e.type === 'windowClose') return false;
  if (e.type === 'move') return !['chain', 'limbo'].includes(e.from) && !['chain', 'limbo'].includes(e.to);
  return true;
}

function cardIdsOf(e: GameEvent): number[] {
  const r = e as unknown as Record<string, unknown>;
  const ids: number[] = [];
  for (const k of ['card', 'attacker', 'defender', 'host'])
    if (typeof r[k] === 'number') ids.push(r[k] as number);
  const target = r.target as { card?: number } | undefined;
  if (target && typeof target.card === 'number') ids.push(target.card);
  if (Array.isArray(r.targets)) ids.push(...(r.targets as number[]));
  return ids;
}

/** Card names as `view`'s seat may know them, for the events of its log. */
export function seatNamer(game: Game, view: PlayerView, lang: Lang = 'ja'): Namer {
  const known = new Map<number, string>();
  const note = (c: unknown) => {
    if (c && typeof c === 'object' && 'id' in c && 'name' in c)
      known.set((c as { id: number }).id, (c as { name: string }).name);
  };
  for (const p of view.players) {
    for (const zone of [p.guardDeck, p.hand, p.trash, p.damageField]) zone.forEach(note);
    if (Array.isArray(p.extraDeck)) p.extraDeck.forEach(note);
  }
  for (const zone of [view.battlefield, view.attached, view.excluded, view.inFlight]) zone.forEach(note);
  for (const l of view.looking) note(l.card);
  const faceShown = new Set<number>();
  for (const e of view.log) if (FACE_SHOWN.has(e.type)) for (const id of cardIdsOf(e)) faceShown.add(id);
  const printed = (id: number) => game.defs.get(game.state.cards[id]?.def ?? '')?.name;
  return {
    player: (p: PlayerIndex) => `P${p + 1}`,
    card: (id: number) => {
      const name = known.get(id) ?? (faceShown.has(id) ? printed(id) : undefined);
      if (name !== undefined) return `「${name}」`;
      return lang === 'ja' ? '「裏向きのカード」' : 'a face-down card';
    },
  };
}

export interface DecisionMark {
  player: PlayerIndex;
  kind: LogEntry['kind'];
  /** The log's length when the decision was made: its events follow. */
  logStart: number;
}

/** The narrated log of `view` (taken at the timeline's tip) in `lang`, one entry per decision. */
export function narratedLog(
  game: Game,
  view: PlayerView,
  decisions: readonly DecisionMark[],
  lang: Lang = 'ja',
): LogEntry[] {
  const namer = seatNamer(game, view, lang);
  const tell = (from: number, to: number) =>
    view.log
      .slice(from, to)
      .filter(worthTelling)
      .map((e) => narrateEvent(game, e, { namer, every: true, lang }))
      .filter((l): l is string => l !== null && l !== '');
  const entries: LogEntry[] = [
    { position: -1, player: null, kind: null, lines: tell(0, decisions[0]?.logStart ?? view.log.length) },
  ];
  decisions.forEach((d, i) => {
    const end = decisions[i + 1]?.logStart ?? view.log.length;
    entries.push({ position: i, player: d.player, kind: d.kind, lines: tell(d.logStart, end) });
  });
  return entries;
}
