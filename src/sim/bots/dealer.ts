// Deals definitions to the cards a view hides: one determinization of the hidden information (information-set
// search, Cowling, Powley & Whitehouse 2012). The unknown cards of a player are their deck list minus every
// card of theirs the view shows; a hidden guard-deck card is dealt from the guard list and a hidden
// extra-deck card from the extra list first (where those cards come from), the rest uniformly. Without deck
// lists every hidden card stays the engine's blank placeholder. Only the view, the deck lists and the
// bot's own seeded generator are used.
import type { PlayerIndex } from '../../core/cardTypes.js';
import { shuffleInPlace } from '../../core/rng.js';
import { type HiddenSlot, UNKNOWN_CARD, visibleCards } from '../../engine/index.js';
import type { PlayerView, SeenCard, VisibleCard } from '../../engine/view.js';
import type { DeckList } from './types.js';

/** The definitions of a player's cards that the view does not show, one entry per copy. */
export function unseenCards(
  view: PlayerView,
  list: DeckList,
  owner: PlayerIndex,
  slots: readonly HiddenSlot[],
  visible: readonly VisibleCard[] = visibleCards(view),
): string[] {
  const left = new Map<string, number>();
  for (const id of [...list.main, ...list.guard, ...list.extra]) left.set(id, (left.get(id) ?? 0) + 1);
  const take = (def: string) => {
    const n = left.get(def);
    if (n !== undefined && n > 0) left.set(def, n - 1);
  };
  for (const c of visible) if (c.owner === owner && c.def !== '') take(c.def);
  for (const s of slots) if (s.owner === owner && s.known) take(s.known);
  const out: string[] = [];
  for (const [def, n] of left) for (let i = 0; i < n; i++) out.push(def);
  return out;
}

/** The order slots are dealt in: the most constrained places first. */
const DEAL_ORDER: Readonly<Record<string, number>> = { extraDeck: 0, guardDeck: 1 };

interface OwnerDeal {
  /** The unseen cards, as numbers into `names` (one entry per copy). */
  pool: number[];
  /** Indexes into the slots, most constrained first. */
  order: number[];
  /** Per slot of `order`: the list its card comes from first (GUARD or EXTRA), or -1. */
  from: number[];
  /** Per list (GUARD, EXTRA), per definition number: how many more copies it can give its hidden places. */
  quota: [number[], number[]];
}

const GUARD = 0;
const EXTRA = 1;

/** Copies of each definition in a list, less those the view shows in that zone. */
function quotaOf(list: readonly string[], shown: readonly SeenCard[] | number): Map<string, number> {
  const left = new Map<string, number>();
  for (const d of list) left.set(d, (left.get(d) ?? 0) + 1);
  if (!Array.isArray(shown)) return left;
  for (const c of shown) {
    if ('hidden' in c) continue;
    const n = left.get(c.def);
    if (n) left.set(c.def, n - 1);
  }
  return left;
}

/** Deals one view's hidden cards again and again (one determinization per call of `deal`). */
export class Dealer {
  private readonly owners: OwnerDeal[] = [];
  private readonly base: string[];
  /** The definitions dealt, by number (a deal works on numbers: no string keys per determinization). */
  private readonly names: string[] = [];

  constructor(
    view: PlayerView,
    readonly slots: readonly HiddenSlot[],
    lists: readonly [DeckList, DeckList] | undefined,
    /** visibleCards(view), when the caller has it (determinizer()). */
    visible?: readonly VisibleCard[],
  ) {
    this.base = slots.map((s) => s.known ?? UNKNOWN_CARD.id);
    if (!lists) return;
    const shown = visible ?? visibleCards(view);
    const numbers = new Map<string, number>();
    const number = (def: string) => {
      let n = numbers.get(def);
      if (n === undefined) {
        n = this.names.length;
        numbers.set(def, n);
        this.names.push(def);
      }
      return n;
    };
    for (const owner of [0, 1] as const) {
      const order = slots
        .map((s, k) => ({ s, k }))
        .filter(({ s }) => s.owner === owner && !s.known)
        .sort((a, b) => (DEAL_ORDER[a.s.zone] ?? 2) - (DEAL_ORDER[b.s.zone] ?? 2) || a.k - b.k);
      const list = lists[owner];
      const p = view.players[owner];
      const pool = unseenCards(view, list, owner, slots, shown).map(number);
      const quota = (left: Map<string, number>) => {
        const out: number[] = [];
        for (const [def, n] of left) out[number(def)] = n;
        return out;
      };
      this.owners.push({
        pool,
        order: order.map((x) => x.k),
        from: order.map(({ s }) => (s.zone === 'guardDeck' ? GUARD : s.zone === 'extraDeck' ? EXTRA : -1)),
        quota: [quota(quotaOf(list.guard, p.guardDeck)), quota(quotaOf(list.extra, p.extraDeck))],
      });
    }
    // Every definition has a count in both quotas (0 where the list has none): dense arrays of numbers.
    for (const o of this.owners)
      for (const q of o.quota) for (let n = 0; n < this.names.length; n++) q[n] ??= 0;
  }

  /**
   * A definition for each slot: per owner, the unseen cards shuffled with `rng`; an extra-deck or guard-deck
   * place takes a card its list still has copies of, if any is left (the other places take any card).
   */
  deal(rng: number[]): string[] {
    const fill = this.base.slice();
    const names = this.names;
    for (const o of this.owners) {
      const pool = o.pool.slice();
      shuffleInPlace(rng, pool);
      let quota: [number[], number[]] | null = null; // copied on first use
      for (let j = 0; j < o.order.length && pool.length > 0; j++) {
        const zone = o.from[j];
        let at = -1;
        if (zone >= 0) {
          quota ??= [o.quota[GUARD].slice(), o.quota[EXTRA].slice()];
          const left = quota[zone];
          for (let i = 0; i < pool.length; i++)
            if (left[pool[i]] > 0) {
              at = i;
              left[pool[i]]--;
              break;
            }
        }
        if (at < 0) at = pool.length - 1; // the pool is shuffled: its last card is a uniform draw
        fill[o.order[j]] = names[pool[at]];
        pool[at] = pool[pool.length - 1];
        pool.pop();
      }
    }
    return fill;
  }
}
