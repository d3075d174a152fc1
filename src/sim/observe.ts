// What the balance report counts in one game, read from the engine's event log (src/core/events.ts). The sim
// plays with the log on and drains it after every decision (./play.ts): the bots are shown an empty log, as
// with the log off, and memory stays flat. Per seat: the cards played, drawn and kept in the opening hand
// (HF-2.4), damage triggers revealed (HF-9.3), abilities activated or triggered (HF-12), and the 【空装】 card
// chosen (HF-13.8).
import { GAME_RULES } from '../../generated/rules.js';
import type { PlayerIndex } from '../core/cardTypes.js';
import type { GameEvent } from '../core/events.js';
import type { Game } from '../engine/index.js';

export interface SeatRecord {
  /** Card definition id → times played. */
  plays: Record<string, number>;
  /** Definition ids of the cards drawn (the opening hand included), each once, sorted. */
  drawn: string[];
  /** Definition ids of the opening hand the player kept (after a mulligan, the new one), each once, sorted. */
  opening: string[];
  /** Definition id → times revealed as a 【ダメージトリガー】. */
  reveals: Record<string, number>;
  /** Ability (ABILITY_KEY) → times activated or triggered. */
  abilities: Record<string, number>;
  /** The definition id of the 【空装】 card the player chose, if any. */
  kuusou: string | null;
}

/**
 * How an ability is named in records: `<definition id>#<index>` for the index-th printed ability of a card (a
 * set card's own abilities count for the set card), `<definition id>#granted` for an ability a card's lasting
 * effect granted (HF-12.3).
 */
export const GRANTED_ABILITY = 'granted';

type OpeningState = 'dealt' | 'redrawing' | 'kept';

class Seat {
  readonly plays = new Map<string, number>();
  readonly drawn = new Set<string>();
  readonly opening: string[] = [];
  readonly reveals = new Map<string, number>();
  readonly abilities = new Map<string, number>();
  kuusou: string | null = null;
  openingState: OpeningState = 'dealt';

  record(): SeatRecord {
    return {
      plays: Object.fromEntries(this.plays),
      drawn: [...this.drawn].sort(),
      opening: [...new Set(this.opening)].sort(),
      reveals: Object.fromEntries(this.reveals),
      abilities: Object.fromEntries(this.abilities),
      kuusou: this.kuusou,
    };
  }
}

function bump(counts: Map<string, number>, key: string): void {
  counts.set(key, (counts.get(key) ?? 0) + 1);
}

export class GameObserver {
  private readonly seats: [Seat, Seat] = [new Seat(), new Seat()];

  constructor(private readonly game: Game) {}

  /** Counts the events logged since the last call and empties the log. */
  drain(): void {
    const s = this.game.state;
    for (const event of s.log) this.see(event);
    s.log.length = 0;
    for (const p of [0, 1] as const) {
      const kuusou = s.players[p].kuusou;
      if (kuusou !== null && this.seats[p].kuusou === null) this.seats[p].kuusou = this.def(kuusou);
    }
  }

  records(): [SeatRecord, SeatRecord] {
    return [this.seats[0].record(), this.seats[1].record()];
  }

  private def(card: number): string {
    return this.game.state.cards[card].def;
  }

  private see(e: GameEvent): void {
    switch (e.type) {
      case 'draw':
        return this.drew(e.player, this.def(e.card));
      case 'mulligan': {
        const seat = this.seats[e.player];
        seat.openingState = e.redraw ? 'redrawing' : 'kept';
        if (e.redraw) seat.opening.length = 0;
        return;
      }
      case 'turnStart':
        for (const seat of this.seats) seat.openingState = 'kept';
        return;
      case 'play':
        return bump(this.seats[e.player].plays, this.def(e.card));
      case 'damageTrigger':
        return bump(this.seats[e.player].reveals, this.def(e.card));
      case 'activate':
        return bump(this.seats[e.player].abilities, this.abilityName(e.card, e.ability));
      case 'trigger':
        return bump(this.seats[e.controller].abilities, this.abilityName(e.card, e.ability));
    }
  }

  /** HF-2.4: the first 4 cards, or after a redraw the 4 drawn again, are the opening hand. */
  private drew(player: PlayerIndex, def: string): void {
    const seat = this.seats[player];
    seat.drawn.add(def);
    if (seat.openingState === 'kept') return;
    seat.opening.push(def);
    if (seat.openingState === 'redrawing' && seat.opening.length >= GAME_RULES.openingHand)
      seat.openingState = 'kept';
  }

  /** The engine's ability key (`p<i>`, `s<set card>.<i>`, `g<effect>[.<j>]`, src/engine/query.ts) as a name. */
  private abilityName(card: number, key: string): string {
    const printed = /^p(\d+)/.exec(key);
    if (printed) return `${this.def(card)}#${printed[1]}`;
    const set = /^s(\d+)\.(\d+)/.exec(key);
    if (set) return `${this.def(Number(set[1]))}#${set[2]}`;
    const granted = /^g(\d+)/.exec(key);
    const effect = granted ? this.game.state.effects.find((x) => x.id === Number(granted[1])) : undefined;
    return `${this.def(effect ? effect.source : card)}#${GRANTED_ABILITY}`;
  }
}
