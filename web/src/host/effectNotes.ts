// Effects the engine's event log does not tell, worked out by the host around each decision so that the
// narrated log tells every effect: keywords and traits a character gains or loses (HF-12.6: public, as the view
// shows them), what a lasting effect that ends was (the event only carries its id), and an effect that
// resolved and changed nothing (a no-op).
import type { GameEvent } from '../../../src/core/events.js';
import { inEngine } from '../../../src/engine/derived.js';
import type { Game } from '../../../src/engine/index.js';
import { abilitiesOf, isCharacter, traitsOf } from '../../../src/engine/query.js';
import { keywordPrintedName } from '../../../src/keywords.js';

/** Public marks of the battlefield's characters: `【keyword】` and `《trait》` words by card id. */
export type Marks = Map<number, Set<string>>;

export interface LastingNote {
  card: number;
  what: 'power' | 'control' | 'ability';
  amount?: number;
}

export interface EffectNotes {
  /** Keywords / traits each card gained and lost with the decision. */
  marks: { card: number; gained: string[]; lost: string[] }[];
  /** The lasting effects in force before the decision, by id (an `expire` event names one). */
  lasting: Record<number, LastingNote>;
}

export function marksOf(game: Game): Marks {
  return inEngine(game, () => {
    const out: Marks = new Map();
    for (const id of game.state.battlefield) {
      if (!isCharacter(game, id)) continue;
      const words = new Set<string>();
      for (const inst of abilitiesOf(game, id))
        if (inst.ability.keyword) words.add(`【${keywordPrintedName(inst.ability.keyword)}】`);
      for (const t of traitsOf(game, id)) words.add(`《${t}》`);
      out.set(id, words);
    }
    return out;
  });
}

export function lastingOf(game: Game): Record<number, LastingNote> {
  const out: Record<number, LastingNote> = {};
  for (const e of game.state.effects) {
    if (e.kind === 'power') out[e.id] = { card: e.card, what: 'power', amount: e.amount };
    else if (e.kind === 'control') out[e.id] = { card: e.card, what: 'control' };
    else out[e.id] = { card: e.card, what: 'ability' };
  }
  return out;
}

/** What changed between two marks (cards that stayed on the battlefield only: entering is told already). */
export function diffMarks(before: Marks, after: Marks): EffectNotes['marks'] {
  const out: EffectNotes['marks'] = [];
  for (const [card, now] of after) {
    const was = before.get(card);
    if (!was) continue;
    const gained = [...now].filter((w) => !was.has(w));
    const lost = [...was].filter((w) => !now.has(w));
    if (gained.length || lost.length) out.push({ card, gained, lost });
  }
  return out;
}

/** Events that end what a resolution did: the next resolution, or the game moving on. */
const ENDS_SPAN = new Set<GameEvent['type']>([
  'resolve',
  'windowOpen',
  'windowClose',
  'phaseStart',
  'phaseEnd',
  'turnStart',
]);

/**
 * Indexes (into `events`) of successful `resolve` events of a play or an ability after which nothing happened
 * before the next resolution: the effect was a no-op. `changedMarks` says the decision changed a keyword or a
 * trait (told separately), so its last resolution did something.
 */
export function noOpResolutions(events: readonly GameEvent[], changedMarks: boolean): number[] {
  const out: number[] = [];
  events.forEach((e, i) => {
    if (e.type !== 'resolve' || !e.ok || (e.item !== 'play' && e.item !== 'ability')) return;
    let next = events.findIndex((x, j) => j > i && ENDS_SPAN.has(x.type));
    if (next < 0) next = events.length;
    const did = events
      .slice(i + 1, next)
      .some((x) => x.type !== 'pass' && !(x.type === 'move' && x.from === 'chain' && x.card === e.card));
    const lastResolution = !events.slice(next).some((x) => x.type === 'resolve');
    if (!did && !(lastResolution && changedMarks)) out.push(i);
  });
  return out;
}
