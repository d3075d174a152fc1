// Two games standing on the same board (a played game, and the scenario game built from its `setup:`) give
// their cards different ids. A card is the same card in both when it stands at the same place: the same
// player's zone and index, battlefield cards in their owner's order (as setupOf lists them), set cards by
// host and order. Both games must be at a phase body with nothing waiting (nothing in limbo or the chain).
import type { Action } from '../../core/decisions.js';
import type { Game } from '../../engine/index.js';

const PLAYER_ZONES = [
  'hand',
  'mainDeck',
  'guardDeck',
  'energy',
  'trash',
  'damageField',
  'extraDeck',
] as const;

/** Place → card id. */
function places(game: Game): Map<string, number> {
  const s = game.state;
  const out = new Map<string, number>();
  s.players.forEach((p, owner) => {
    for (const zone of PLAYER_ZONES) p[zone].forEach((id, i) => out.set(`${owner}:${zone}:${i}`, id));
    s.battlefield
      .filter((id) => s.cards[id].owner === owner)
      .forEach((id, i) => {
        out.set(`${owner}:battlefield:${i}`, id);
        s.cards[id].attachments.forEach((a, j) => out.set(`${owner}:battlefield:${i}:set:${j}`, a));
      });
    s.excluded
      .filter((id) => s.cards[id].owner === owner)
      .forEach((id, i) => out.set(`${owner}:excluded:${i}`, id));
  });
  return out;
}

/** from-game card id → to-game card id, for every card both boards hold at the same place. */
export function cardIdMap(from: Game, to: Game): Map<number, number> {
  const target = places(to);
  const map = new Map<number, number>();
  for (const [place, id] of places(from)) {
    const other = target.get(place);
    if (other !== undefined) map.set(id, other);
  }
  return map;
}

/** The action with every card id translated (ids the map lacks stay as they are: the match then fails). */
export function mapActionCards(action: Action, map: ReadonlyMap<number, number>): Action {
  const m = (id: number) => map.get(id) ?? id;
  const a = { ...action } as Record<string, unknown>;
  for (const field of ['card', 'attacker', 'defender'] as const) {
    if (typeof a[field] === 'number') a[field] = m(a[field] as number);
  }
  if (Array.isArray(a.targets)) a.targets = (a.targets as number[]).map(m);
  const target = a.target as { card?: number } | undefined;
  if (target && typeof target.card === 'number') a.target = { card: m(target.card) };
  return a as unknown as Action;
}
