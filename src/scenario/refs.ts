// Card references in scenarios (docs/scenarios.md, "Naming cards"): one resolver for steps and expectations.
//
//   A:学徒#2   the 2nd card named 学徒 that player A owns, counted in file order
//   A:学徒     every card named 学徒 that A owns (one card, or interchangeable copies in a step)
//   学徒       every card named 学徒 of either player
//   学徒#2     the 2nd 学徒 of either player in file order (the older notation, still accepted)
//
// File order: the order the setup writes the cards, top to bottom and, within one line ([学徒, 学徒]), left to
// right — whatever the zone. Numbers are fixed when the board is built, so `A:学徒#2` names the same card
// wherever it moves during the scenario. The owner never changes (HF-14.2 changes the controller only).
import type { PlayerIndex } from '../core/cardTypes.js';
import type { Game } from '../engine/game.js';
import { BLANK_ENERGY } from './build.js';
import { didYouMean } from './didYouMean.js';
import type { Side } from './types.js';

export interface CardRefs {
  /** The line each card id was listed on. */
  lines: number[];
}

export interface ParsedRef {
  owner: Side | null;
  name: string;
  index: number | null;
}

const REF = /^(?:([AＡBＢ])\s*[:：])?\s*(.*?)(?:\s*[#＃]\s*([0-9０-９]+))?$/;

/** `A:学徒#2` → { owner: 'A', name: '学徒', index: 2 }. Full-width Ａ：＃ and digits are accepted too. */
export function parseRef(text: string): ParsedRef {
  const m = REF.exec(text.trim()) ?? [];
  // Only the notation is normalised, never the name: card names are matched exactly as written.
  const owner = m[1] === undefined ? null : (m[1].normalize('NFKC') as Side);
  const index = m[3] === undefined ? null : Number(m[3].normalize('NFKC'));
  return { owner, name: m[2] ?? text.trim(), index };
}

const sideOf = (p: PlayerIndex): Side => (p === 0 ? 'A' : 'B');

interface RefIndex {
  /** Card ids by name, in file order: for both players, then per owner. */
  all: Map<string, number[]>;
  owned: [Map<string, number[]>, Map<string, number[]>];
}

const INDEXES = new WeakMap<CardRefs, RefIndex>();

function push(map: Map<string, number[]>, name: string, id: number): void {
  const list = map.get(name);
  if (list) list.push(id);
  else map.set(name, [id]);
}

/** Cards never change identity or owner during a scenario, so the index is built once per board. */
function indexOf(game: Game, refs: CardRefs): RefIndex {
  const known = INDEXES.get(refs);
  if (known) return known;
  const index: RefIndex = { all: new Map(), owned: [new Map(), new Map()] };
  const order = game.state.cards
    .filter((c) => c.def !== BLANK_ENERGY.id) // blank energies have no name to write
    .map((c) => c.id)
    .sort((a, b) => (refs.lines[a] ?? 0) - (refs.lines[b] ?? 0) || a - b);
  for (const id of order) {
    const c = game.state.cards[id];
    const name = game.defs.get(c.def)?.name ?? c.def;
    push(index.all, name, id);
    push(index.owned[c.owner], name, id);
  }
  INDEXES.set(refs, index);
  return index;
}

/** All card ids a reference may mean, in file order (none for a name or number that does not exist). */
export function resolveRef(game: Game, refs: CardRefs, text: string): number[] {
  const { owner, name, index } = parseRef(text);
  const idx = indexOf(game, refs);
  const ids = (owner === null ? idx.all : idx.owned[owner === 'A' ? 0 : 1]).get(name) ?? [];
  if (index === null) return ids;
  return ids[index - 1] === undefined ? [] : [ids[index - 1]];
}

/**
 * The shortest reference that means exactly this card: `学徒` when the game has one, `A:学徒` when its owner
 * has one, otherwise `A:学徒#2`.
 */
export function cardLabel(game: Game, refs: CardRefs, id: number): string {
  const c = game.state.cards[id];
  const name = game.defs.get(c.def)?.name ?? '?';
  const idx = indexOf(game, refs);
  if ((idx.all.get(name)?.length ?? 0) <= 1) return name;
  const owned = idx.owned[c.owner].get(name) ?? [];
  const owner = sideOf(c.owner);
  return owned.length <= 1 ? `${owner}:${name}` : `${owner}:${name}#${owned.indexOf(id) + 1}`;
}

/** Always the full form `A:学徒#2` (for lists of candidates, where the numbers must show). */
export function fullLabel(game: Game, refs: CardRefs, id: number): string {
  const c = game.state.cards[id];
  const name = game.defs.get(c.def)?.name ?? '?';
  const owned = indexOf(game, refs).owned[c.owner].get(name) ?? [];
  return `${sideOf(c.owner)}:${name}#${owned.indexOf(id) + 1}`;
}

/** Why a reference means no card — unknown name, no such card of that owner, `#n` out of range — or null. */
export function refProblem(game: Game, refs: CardRefs, text: string): string | null {
  const { owner, name, index } = parseRef(text);
  if (name === '') return `「${text}」: カード名がありません`;
  if (index !== null && index < 1) return `「${text}」: #の番号は1からです`;
  if (resolveRef(game, refs, text).length > 0) return null;
  const idx = indexOf(game, refs);
  const all = idx.all.get(name) ?? [];
  if (all.length === 0)
    return `このシナリオに「${name}」というカードはありません${didYouMean(name, idx.all.keys())}`;
  const labels = (ids: number[]) => ids.map((id) => fullLabel(game, refs, id)).join('、');
  if (owner === null) return `「${text}」: 「${name}」は${all.length}枚です（${labels(all)}）`;
  const owned = idx.owned[owner === 'A' ? 0 : 1].get(name) ?? [];
  if (owned.length === 0) return `「${text}」: ${owner} の「${name}」はありません（あるのは ${labels(all)}）`;
  return `「${text}」: ${owner} の「${name}」は${owned.length}枚です（${labels(owned)}）`;
}

/** The one card a reference means, or why it does not mean exactly one (for expectations about one card). */
export function oneCard(game: Game, refs: CardRefs, text: string): number | string {
  const problem = refProblem(game, refs, text);
  if (problem) return problem;
  const ids = resolveRef(game, refs, text);
  if (ids.length === 1) return ids[0];
  const labels = ids.map((id) => fullLabel(game, refs, id)).join('、');
  return `「${text}」は${ids.length}枚あります（${labels}）。1枚に決まる書き方（A:名前#番号）をしてください`;
}
