// The log sidebar: the viewing seat's redacted event log (view().log, HF-16.8) told by the engine's narrator
// (src/engine/narrate.ts), grouped by the decision that caused each event. Cards are named only as the seat may
// know them: as its view shows them (a face-down card by its face-down name, HF-14.3), else by their name when
// an event showed their face to everyone, else as a hidden card.
import type { PlayerIndex } from '../../../src/core/cardTypes.js';
import type { GameEvent } from '../../../src/core/events.js';
import type { Game, PlayerView } from '../../../src/engine/index.js';
import { type Namer, narrateEvent } from '../../../src/engine/narrate.js';
import type { Lang, LogEntry } from '../protocol.js';
import { type EffectNotes, type LastingNote, noOpResolutions } from './effectNotes.js';

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

/** A card's name as `view`'s seat may know it, or undefined when the seat does not know the card. */
export function seatKnows(game: Game, view: PlayerView): (id: number) => string | undefined {
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
  return (id) => known.get(id) ?? (faceShown.has(id) ? printed(id) : undefined);
}

/** Card names as `view`'s seat may know them, for the events of its log. */
export function seatNamer(game: Game, view: PlayerView, lang: Lang = 'ja'): Namer {
  const knows = seatKnows(game, view);
  return {
    player: (p: PlayerIndex) => `P${p + 1}`,
    card: (id: number) => {
      const name = knows(id);
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
  /** What the decision was (its type is public: everyone sees a card played, an attack, a pass). */
  type?: LogEntry['action'];
  /** A bot made it. */
  bot?: boolean;
  /** Cards the decision used (its card, attacker, defender, targets); the log keeps those the seat sees. */
  cards?: number[];
  /** Effects the event log does not tell (web/src/host/effectNotes.ts). */
  notes?: EffectNotes;
}

function lastingLine(n: LastingNote, card: string, lang: Lang): string {
  const ja = lang === 'ja';
  if (n.what === 'power') {
    const amount = `${(n.amount ?? 0) >= 0 ? '+' : ''}${n.amount ?? 0}`;
    return ja
      ? `${card}のパワー${amount}の効果が終わった`
      : `the effect giving ${card} ${amount} power ended`;
  }
  if (n.what === 'control')
    return ja ? `${card}のコントロールの効果が終わった` : `the control effect on ${card} ended`;
  return ja ? `${card}が能力を得る効果が終わった` : `the effect granting ${card} abilities ended`;
}

function marksLine(m: EffectNotes['marks'][number], card: string, lang: Lang): string {
  const ja = lang === 'ja';
  const parts: string[] = [];
  if (m.gained.length) parts.push(ja ? `${m.gained.join('')}を得た` : `gains ${m.gained.join(' ')}`);
  if (m.lost.length) parts.push(ja ? `${m.lost.join('')}を失った` : `loses ${m.lost.join(' ')}`);
  return ja ? `${card}は${parts.join('、')}` : `${card} ${parts.join(', ')}`;
}

/** The narrated log of `view` (taken at the timeline's tip) in `lang`, one entry per decision. */
export function narratedLog(
  game: Game,
  view: PlayerView,
  decisions: readonly DecisionMark[],
  lang: Lang = 'ja',
): LogEntry[] {
  const namer = seatNamer(game, view, lang);
  const knows = seatKnows(game, view);
  const noOp = lang === 'ja' ? '→ この効果では何も起こらなかった' : '→ this effect did nothing';
  const tell = (from: number, to: number, notes?: EffectNotes) => {
    const events = view.log.slice(from, to);
    const idle = new Set(noOpResolutions(events, (notes?.marks.length ?? 0) > 0));
    const lines: string[] = [];
    events.forEach((e, i) => {
      if (!worthTelling(e)) return;
      const lasting = e.type === 'expire' ? notes?.lasting[e.effect] : undefined;
      // An effect made and ended within one decision is unknown here: told without the engine's id.
      const unknownEnd = lang === 'ja' ? '継続効果が1つ終わった' : 'a lasting effect ended';
      const line = lasting
        ? lastingLine(lasting, namer.card(lasting.card), lang)
        : e.type === 'expire'
          ? unknownEnd
          : narrateEvent(game, e, { namer, every: true, lang });
      if (line) lines.push(line);
      if (idle.has(i)) lines.push(noOp);
    });
    for (const m of notes?.marks ?? []) lines.push(marksLine(m, namer.card(m.card), lang));
    return lines;
  };
  const entries: LogEntry[] = [
    {
      position: -1,
      player: null,
      kind: null,
      action: null,
      bot: false,
      cards: [],
      lines: tell(0, decisions[0]?.logStart ?? view.log.length),
    },
  ];
  decisions.forEach((d, i) => {
    const end = decisions[i + 1]?.logStart ?? view.log.length;
    entries.push({
      position: i,
      player: d.player,
      kind: d.kind,
      action: d.type ?? null,
      bot: d.bot ?? false,
      cards: (d.cards ?? []).filter((id) => knows(id) !== undefined),
      lines: tell(d.logStart, end, d.notes),
    });
  });
  return entries;
}
