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
  pool: string[];
  /** Indexes into the slots, most constrained first. */
  order: number[];
  /** Per slot of `order`: the zone whose list its card comes from first (guard or extra deck), if any. */
  from: ('guardDeck' | 'extraDeck' | null)[];
  /** How many more cards of each definition those lists can still give to their hidden places. */
  quota: Record<'guardDeck' | 'extraDeck', Map<string, number>>;
}

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
    for (const owner of [0, 1] as const) {
      const order = slots
        .map((s, k) => ({ s, k }))
        .filter(({ s }) => s.owner === owner && !s.known)
        .sort((a, b) => (DEAL_ORDER[a.s.zone] ?? 2) - (DEAL_ORDER[b.s.zone] ?? 2) || a.k - b.k);
      const list = lists[owner];
      const p = view.players[owner];
      this.owners.push({
        pool: unseenCards(view, list, owner, slots, shown),
        order: order.map((x) => x.k),
        from: order.map(({ s }) => (s.zone === 'extraDeck' || s.zone === 'guardDeck' ? s.zone : null)),
        quota: { guardDeck: quotaOf(list.guard, p.guardDeck), extraDeck: quotaOf(list.extra, p.extraDeck) },
      });
    }
  }

  /**
   * A definition for each slot: per owner, the unseen cards shuffled with `rng`; an extra-deck or guard-deck
   * place takes a card its list still has copies of, if any is left (the other places take any card).
   */
  deal(rng: number[]): string[] {
    const fill = this.base.slice();
    for (const o of this.owners) {
      const pool = o.pool.slice();
      shuffleInPlace(rng, pool);
      const quota = { guardDeck: new Map(o.quota.guardDeck), extraDeck: new Map(o.quota.extraDeck) };
      for (let j = 0; j < o.order.length && pool.length > 0; j++) {
        const zone = o.from[j];
        const left = zone ? quota[zone] : null;
        let at = left ? pool.findIndex((d) => (left.get(d) ?? 0) > 0) : -1;
        if (at >= 0 && left) left.set(pool[at], (left.get(pool[at]) ?? 1) - 1);
        if (at < 0) at = pool.length - 1; // the pool is shuffled: its last card is a uniform draw
        fill[o.order[j]] = pool[at];
        pool[at] = pool[pool.length - 1];
        pool.pop();
      }
    }
    return fill;
  }
}
