// The cards deck lists may name (issue 13): the built-in sets — every one, or those named with `--cards` —
// plus the cards of `.hf` files. src/deck never loads the DSL compiler (docs/architecture.md): the CLI
// compiles the files and hands their definitions here as plain data, which a sim worker can receive too.
// A name may have one definition in the pool (names compare by nameKey, as HF-E070 does for the sets), and a
// file's card may not take the id of a built-in card: the engine's generated trigger index is keyed by id.
import { ALL_CARDS, ALL_SETS } from '../../generated/index.js';
import { sourceLabel } from '../core/cardSource.js';
import type { CardDefinition } from '../core/cardTypes.js';
import { nameKey } from './nameKey.js';
import type { CardLibrary } from './types.js';

/** The cards of one `.hf` file, compiled by the caller; `file` is how messages name it. */
export interface CardFile {
  file: string;
  cards: readonly CardDefinition[];
}

/** What a pool is built from: plain data, so that it can be sent to a worker thread and rebuilt there. */
export interface CardPoolSpec {
  /** Built-in set ids; left out: every built-in set. */
  sets?: readonly string[];
  files?: readonly CardFile[];
  /**
   * The files are a whole card project of their own — another revision of cards/ (`hflux balance diff`, issue
   * 16): no built-in set joins the pool, and its cards may carry built-in ids with other definitions (games
   * with such a pool must use its own trigger index, as src/sim/matchups.ts does).
   */
  standalone?: boolean;
}

export interface CardPool {
  spec: CardPoolSpec;
  /** Every card of the pool, sets first (in the order given), then the files'. */
  cards: readonly CardDefinition[];
  /** The deck lists' library: card name → definition. */
  library: CardLibrary;
  byId: ReadonlyMap<string, CardDefinition>;
}

/** A pool that cannot be built: an unknown set id or two definitions of one name. Japanese and English. */
export class CardPoolError extends Error {
  override name = 'CardPoolError';
  constructor(
    message: string,
    readonly english: string,
  ) {
    super(message);
  }
}

/** The built-in set ids, in catalog order. */
export function builtInSetIds(): string[] {
  return ALL_SETS.map((set) => set.id);
}

let everySet: CardPool | undefined;

/** The pool of `spec`; throws CardPoolError naming every clash at once. */
export function cardPool(spec: CardPoolSpec = {}): CardPool {
  if (spec.sets === undefined && (spec.files ?? []).length === 0) {
    everySet ??= buildPool({}, ALL_CARDS.map(builtInCard));
    return everySet;
  }
  if (spec.standalone) return buildPool(spec, fileCards(spec.files ?? []));
  return buildPool(spec, [...setCards(spec.sets), ...fileCards(spec.files ?? [])]);
}

interface PooledCard {
  card: CardDefinition;
  /** The source's name, for messages: `セット starter` or a file. */
  from: string;
  builtIn: boolean;
}

function setOf(card: CardDefinition): string {
  return card.id.slice(0, card.id.indexOf('/'));
}

function setCards(ids: readonly string[] | undefined): PooledCard[] {
  const wanted = ids === undefined ? builtInSetIds() : [...new Set(ids)];
  const unknown = wanted.filter((id) => !ALL_SETS.some((set) => set.id === id));
  if (unknown.length > 0) {
    const known = builtInSetIds().join(', ');
    throw new CardPoolError(
      unknown
        .map((id) => `不明なカードセット「${id}」（あるもの: ${known}、または .hf ファイル）`)
        .join('\n'),
      unknown.map((id) => `unknown card set "${id}" (known: ${known}, or a .hf file)`).join('\n'),
    );
  }
  return wanted.flatMap((id) => ALL_SETS.find((set) => set.id === id)!.cards.map(builtInCard));
}

function builtInCard(card: CardDefinition): PooledCard {
  return { card, from: `セット ${setOf(card)}`, builtIn: true };
}

function fileCards(files: readonly CardFile[]): PooledCard[] {
  return files.flatMap((f) => f.cards.map((card) => ({ card, from: f.file, builtIn: false })));
}

function buildPool(spec: CardPoolSpec, pooled: readonly PooledCard[]): CardPool {
  const byKey = new Map<string, PooledCard>();
  const clashes: { ja: string; en: string }[] = [];
  const unique: PooledCard[] = [];
  for (const entry of pooled) {
    const key = nameKey(entry.card.name);
    const earlier = byKey.get(key);
    if (earlier) clashes.push(nameClash(earlier, entry));
    else {
      byKey.set(key, entry);
      unique.push(entry);
    }
  }
  if (!spec.standalone) clashes.push(...builtInIdClashes(unique));
  if (clashes.length > 0)
    throw new CardPoolError(clashes.map((c) => c.ja).join('\n'), clashes.map((c) => c.en).join('\n'));
  const cards = pooled.map((entry) => entry.card);
  return {
    spec,
    cards,
    library: new Map(cards.map((card) => [card.name, card])),
    byId: new Map(cards.map((card) => [card.id, card])),
  };
}

/** Where a definition is written: its `.hf` line, or its source's name. */
function whereDefined(entry: PooledCard): string {
  const label = sourceLabel(entry.card);
  return label && label.split(':')[0] !== entry.from ? `${label}（${entry.from}）` : (label ?? entry.from);
}

function nameClash(first: PooledCard, second: PooledCard): { ja: string; en: string } {
  const [a, b] = [whereDefined(first), whereDefined(second)];
  const name = second.card.name;
  const hint = first.builtIn
    ? {
        ja: '名前を変えるか、--cards で使う組み込みセットだけを指定してください（例：--cards kuon my.hf）',
        en: 'rename it, or name only the built-in sets you use with --cards (e.g. --cards kuon my.hf)',
      }
    : {
        ja: '名前を変えるか、--cards でどちらか一方だけを指定してください',
        en: 'rename one, or give only one of them with --cards',
      };
  return {
    ja: `カード名「${name}」の定義が2つあります：${a} と ${b}。デッキリストの名前は1つのカードを指すので、${hint.ja}。`,
    en: `The card name "${name}" has two definitions: ${a} and ${b}. A deck list's name must mean one card: ${hint.en}.`,
  };
}

/** A file's card with a built-in card's id (`<set>/<name>`) but another definition. */
function builtInIdClashes(pooled: readonly PooledCard[]): { ja: string; en: string }[] {
  const builtIn = new Map(ALL_CARDS.map((card) => [card.id, card]));
  return pooled.flatMap((entry) => {
    const same = builtIn.get(entry.card.id);
    if (!same || same === entry.card) return [];
    const where = whereDefined(entry);
    const original = sourceLabel(same) ?? `セット ${setOf(same)}`;
    return [
      {
        ja: `${where} のカード「${entry.card.name}」のID「${entry.card.id}」は組み込みのカード（${original}）と同じです。【セット】に別のIDを付けるか、組み込みのカードを変えたなら hflux gen を実行してください。`,
        en: `The card "${entry.card.name}" of ${where} has the id "${entry.card.id}" of a built-in card (${original}). Give its 【セット】 another id, or run hflux gen if you changed the built-in card.`,
      },
    ];
  });
}
