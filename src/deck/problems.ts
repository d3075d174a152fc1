// Every deck-list problem, in Japanese and English, with its code and rule: the one place the words of the
// deck tools live (parse.ts, resolve.ts and validate.ts only pick the problem and fill in the facts).
// docs/deck-lists.md lists each code. Rule IDs refer to ../shared/RULES.md.
import type { CardKind } from '../core/cardTypes.js';
import type { DeckProblem } from '../core/errors.js';
import type { TraitShortfall } from './licenses.js';
import { type DeckListPosition, type DeckSection, SECTION_LABELS, SECTION_LABELS_EN } from './types.js';

/** The kinds of problem, as `code` in DeckProblem and `hflux deck check --json`. */
export const DECK_PROBLEM_RULES = {
  'missing-header': 'HF-1.5',
  'unreadable-line': 'HF-1.5',
  'zero-count': 'HF-1.5',
  'count-too-large': 'HF-1.5',
  'unknown-card': 'HF-1.5',
  'main-size': 'HF-1.1',
  'guard-size': 'HF-1.1',
  'copy-limit': 'HF-1.2',
  'kuusou-copy-limit': 'HF-1.4',
  'extra-not-allowed': 'HF-1.4',
  'extra-size': 'HF-1.4',
} as const;

export type DeckProblemCode = keyof typeof DECK_PROBLEM_RULES;

function problem(code: DeckProblemCode, cards: string[], ja: string, en: string): DeckProblem {
  return { rule: DECK_PROBLEM_RULES[code], code, message: ja, english: en, cards };
}

/** The problem placed at a line and column of the deck list. */
export function at(p: DeckProblem, position: DeckListPosition | undefined): DeckProblem {
  return position ? { ...p, line: position.line, col: position.col } : p;
}

// ── HF-1.5: the text of the list ───────────────────────────────────────────────────────────────────────

export function missingHeader(name: string): DeckProblem {
  return problem(
    'missing-header',
    [name],
    `「${name}」の前にデッキの見出し（[main] / [guard] / [extra]）がありません。`,
    `"${name}" comes before any section header ([main] / [guard] / [extra]).`,
  );
}

export function unreadableLine(text: string): DeckProblem {
  return problem(
    'unreadable-line',
    [],
    `「${text}」を読めません。カード行は「枚数 カード名」（例: 3 紅蓮の剣士）、` +
      '見出しは [main] / [guard] / [extra]（または メインデッキ: / ガードデッキ: / 追加デッキ:）です。',
    `Cannot read "${text}". A card line is "count name" (e.g. 3 紅蓮の剣士); a header is [main] / [guard] / ` +
      '[extra] (or メインデッキ: / ガードデッキ: / 追加デッキ:).',
  );
}

export function zeroCount(name: string): DeckProblem {
  return problem(
    'zero-count',
    [name],
    `「${name}」の枚数が0です。枚数は1以上で書いてください。`,
    `"${name}" has a count of 0; write a count of 1 or more.`,
  );
}

/** `count` is the count as written (its digits), so that a count past 2^53 is not shown rounded. */
export function countTooLarge(name: string, count: string, max: number): DeckProblem {
  return problem(
    'count-too-large',
    [name],
    `「${name}」が${count}枚です。1行の枚数はデッキ全体の枚数（${max}枚）を超えられません。`,
    `"${name}": ${count} cards. One line cannot hold more than a whole deck (${max} cards).`,
  );
}

export function unknownCard(name: string, suggestion: string | undefined): DeckProblem {
  const hint = suggestion
    ? { ja: `もしかして「${suggestion}」？`, en: `Did you mean "${suggestion}"?` }
    : { ja: '似た名前のカードもありません。', en: 'No card has a similar name either.' };
  const p = problem(
    'unknown-card',
    [name],
    `「${name}」という名前のカードはありません。${hint.ja}`,
    `No card is named "${name}". ${hint.en}`,
  );
  return suggestion ? { ...p, suggestion } : p;
}

/**
 * An unknown name that a built-in set left out by `--cards` has (newcomer trial: `deck check my.deck --cards toudai`
 * read only toudai, and every starter card was 「ありません」): the set to add, as scenarios say it (cardLookup.ts).
 */
export function unknownCardInSet(
  name: string,
  found: { name: string; set: string },
  sources: readonly string[],
): DeckProblem {
  const cards = [...sources, found.set].join(' ');
  const same = found.name === name;
  return {
    ...problem(
      'unknown-card',
      [name],
      `「${name}」という名前のカードは --cards ${sources.join(' ')} にありません。${same ? '' : `「${found.name}」のことですか？ `}「${found.name}」はセット ${found.set} のカードです：--cards ${cards} と書いてください。`,
      `No card of --cards ${sources.join(' ')} is named "${name}". ${same ? '' : `Did you mean "${found.name}"? `}"${found.name}" is a card of set ${found.set}: write --cards ${cards}.`,
    ),
    ...(same ? {} : { suggestion: found.name }),
  };
}

// ── HF-1.1, HF-1.4: deck sizes ─────────────────────────────────────────────────────────────────────────

/** A main or guard deck that is not its size (HF-1.1). */
export function deckSize(section: 'main' | 'guard', size: number, wanted: number): DeckProblem {
  const name = SECTION_LABELS[section];
  return problem(
    section === 'main' ? 'main-size' : 'guard-size',
    [],
    `${name}デッキが${size}枚です。${name}デッキはちょうど${wanted}枚で作ります。`,
    `The ${SECTION_LABELS_EN[section]} deck has ${size} card${size === 1 ? '' : 's'}; it must have exactly ${wanted}.`,
  );
}

/** An extra deck, granted by `grantor`'s 【空装】, that is not 7 cards (HF-1.4). */
export function extraDeckSize(size: number, wanted: number, grantor: string): DeckProblem {
  return problem(
    'extra-size',
    [grantor],
    `追加デッキが${size}枚です。追加デッキはちょうど${wanted}枚で作ります（「${grantor}」の【空装】）。`,
    `The extra deck has ${size} card${size === 1 ? '' : 's'}; it must have exactly ${wanted} (the 【空装】 of "${grantor}").`,
  );
}

// ── HF-1.2, HF-1.4: copies of one name ─────────────────────────────────────────────────────────────────

/** The copies of a name in one deck, and the deck-list lines that hold them (none for a Deck). */
export interface SectionCopies {
  section: DeckSection;
  count: number;
  lines: number[];
}

/** A copy-limit message lists at most this many line numbers per deck. */
export const MAX_LINES_SHOWN = 10;

function breakdown(copies: readonly SectionCopies[], lang: 'ja' | 'en'): string {
  const labels = lang === 'ja' ? SECTION_LABELS : SECTION_LABELS_EN;
  return copies
    .map(({ section, count, lines }) => {
      if (lines.length === 0) return `${labels[section]}${lang === 'ja' ? '' : ' '}${count}`;
      // hi9 F14: 200,000 lines of one name made a 1.5 MB message; the first ones and how many more
      const shown = lines.slice(0, MAX_LINES_SHOWN);
      const more = lines.length - shown.length;
      if (lang === 'ja')
        return `${labels[section]}${count}：${shown.join('・')}行目${more > 0 ? `ほか${more}行` : ''}`;
      return `${labels[section]} ${count}: line${lines.length > 1 ? 's' : ''} ${shown.join(', ')}${more > 0 ? `, … (${more} more)` : ''}`;
    })
    .join(lang === 'ja' ? '、' : '; ');
}

/**
 * More copies of `name` than the limit: HF-1.2's 3, or (HF-1.4) the limit `licensor`'s 【空装】 condition
 * states. `copies` lists every deck holding the name with its lines, so the designer sees every copy.
 */
export function tooManyCopies(
  name: string,
  copies: readonly SectionCopies[],
  limit: number,
  licensor?: string,
): DeckProblem {
  const total = copies.reduce((sum, c) => sum + c.count, 0);
  const ja = `「${name}」が${total}枚あります（${breakdown(copies, 'ja')}）。同名カードは合計${limit}枚までです`;
  const en = `"${name}": ${total} copies (${breakdown(copies, 'en')}). At most ${limit} cards of one name`;
  const lines = copies.flatMap((c) => c.lines).sort((a, b) => a - b);
  const withLines = (p: DeckProblem) => (lines.length > 0 ? { ...p, lines } : p);
  if (!licensor) return withLines(problem('copy-limit', [name], `${ja}。`, `${en}.`));
  return withLines(
    problem(
      'kuusou-copy-limit',
      [name, licensor],
      `${ja}（「${licensor}」の【空装】の条件）。`,
      `${en} (the condition of "${licensor}"'s 【空装】).`,
    ),
  );
}

// ── HF-1.4, HF-13.8: the extra deck ────────────────────────────────────────────────────────────────────

/** Why a 【空装】 card that grants an extra deck does not grant this deck one. */
export type ExtraDeckBlocker =
  | { kind: 'noGrantor' }
  | { kind: 'notInGuard'; card: string }
  | { kind: 'conditionUnmet'; card: string; shortfalls: TraitShortfall[] }
  /** HF-13.8: only one 【空装】 applies, and `chosen`'s copy licence is needed more. */
  | { kind: 'otherKuusou'; card: string; chosen: string }
  /** HF-1.4: the card's condition states a copy limit the deck breaks, so revealing it leaves more problems. */
  | { kind: 'copyCondition'; card: string; limit: number };

function blockerText(blocker: ExtraDeckBlocker): { ja: string; en: string } {
  switch (blocker.kind) {
    case 'noGrantor':
      return {
        ja: '追加デッキを与える【空装】のカードがデッキにありません。',
        en: 'No 【空装】 card in the deck grants an extra deck.',
      };
    case 'notInGuard':
      return {
        ja: `「${blocker.card}」はガードデッキにないので、その【空装】は公開できません（HF-2.3）。`,
        en: `"${blocker.card}" is not in the guard deck, so its 【空装】 cannot be revealed (HF-2.3).`,
      };
    case 'conditionUnmet': {
      const ja = blocker.shortfalls.map(shortfallJa);
      const en = blocker.shortfalls.map(shortfallEn);
      return {
        ja: `「${blocker.card}」の【空装】の条件を満たしていません：メインとガードに${ja.join('、')}。`,
        en: `The deck does not meet the condition of "${blocker.card}"'s 【空装】: ${en.join('; ')} in main + guard.`,
      };
    }
    case 'otherKuusou':
      return {
        ja: `【空装】は1つしか使えず（HF-13.8）、同名カードの枚数に「${blocker.chosen}」の【空装】が要るので、「${blocker.card}」の【空装】（追加デッキ）は使えません。`,
        en: `Only one 【空装】 applies (HF-13.8) and the copies of a name need the one of "${blocker.chosen}", so the 【空装】 of "${blocker.card}" (the extra deck) cannot apply.`,
      };
    case 'copyCondition':
      return {
        ja: `「${blocker.card}」の【空装】の条件では同名カードは${blocker.limit}枚までですが、このデッキはそれを超えています。`,
        en: `The condition of "${blocker.card}"'s 【空装】 allows at most ${blocker.limit} cards of one name, and this deck has more.`,
      };
  }
}

/** An extra deck the deck may not bring (HF-1.4): `cards` are its names, `blockers` why no 【空装】 grants it. */
export function extraDeckNotAllowed(
  size: number,
  cards: string[],
  blockers: readonly ExtraDeckBlocker[],
): DeckProblem {
  const why = blockers.map(blockerText);
  return problem(
    'extra-not-allowed',
    cards,
    `追加デッキ（${size}枚）は使えません。${why.map((w) => w.ja).join('')}`,
    `The extra deck (${size} card${size === 1 ? '' : 's'}) cannot be used. ${why.map((w) => w.en).join(' ')}`,
  );
}

/** 「《A》か《B》を持つカードがN枚以上（今はM枚）」, or for a condition on every card, how many lack the traits. */
const KIND_JA: Record<CardKind, string> = {
  character: 'キャラクターカード',
  command: 'コマンドカード',
  set: 'セットカード（ワールド・セットを含む）',
  worldSet: 'ワールド・セット',
};
const KIND_EN: Record<CardKind, string> = {
  character: 'character cards',
  command: 'command cards',
  set: 'set cards (world sets included)',
  worldSet: 'world sets',
};

function shortfallJa(s: TraitShortfall): string {
  const traits = s.traits.map((t) => `《${t}》`).join('か');
  if (s.deck) {
    const deck = s.deck === 'main' ? 'メインデッキ' : 'ガードデッキ';
    const what = `${traits ? `${traits}を持つ` : ''}${s.kind ? KIND_JA[s.kind] : 'カード'}`;
    return `${deck}に${what}が${s.needed}枚以上（今は${s.have}枚）`;
  }
  if (s.kind) return `${KIND_JA[s.kind]}が合計${s.needed}枚以上（今は${s.have}枚）`;
  if (!s.every) return `${traits}を持つカードが${s.needed}枚以上（今は${s.have}枚）`;
  const kind = s.every.cardKind === 'character' ? 'キャラクターカード' : 'カード';
  return `${kind}が全て${traits}を持つこと（${s.needed}枚中${s.needed - s.have}枚が持っていません）`;
}

function shortfallEn(s: TraitShortfall): string {
  const traits = s.traits.map((t) => `《${t}》`).join(' or ');
  if (s.deck) {
    const what = `${s.kind ? KIND_EN[s.kind] : 'cards'}${traits ? ` with ${traits}` : ''}`;
    return `${s.needed} or more ${what} in the ${s.deck} deck (now ${s.have})`;
  }
  if (s.kind) return `${s.needed} or more ${KIND_EN[s.kind]} in total (now ${s.have})`;
  if (!s.every) return `${s.needed} or more cards with ${traits} (now ${s.have})`;
  const kind = s.every.cardKind === 'character' ? 'character cards' : 'cards';
  return `all ${kind} with ${traits} (${s.needed - s.have} of ${s.needed} lack them)`;
}
