// Issue 13: a deck list is checked in ONE pass (checkDeckList, the core of `hflux deck check`): every kind of
// problem — malformed lines, unknown names, deck sizes, copies, the extra deck — with its rule, code, line,
// column and exact Japanese and English message, all of them at once. Rule IDs refer to ../shared/RULES.md.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import type { DeckProblem } from '../../src/core/errors.js';
import { DECK_PROBLEM_RULES, checkDeckList, loadDeck } from '../../src/deck/index.js';
import { compileFixture } from '../helpers/fixtureCards.js';
import { card, distinct } from './cards.js';

const blaze = card('紅蓮の剣士');
const azure = card('蒼の守り手');
const fourCopies = card('四枚の誓い');
const armory = card('空の武器庫');
const mains = distinct('メイン', 10);
const guards = distinct('ガード', 10);
const extras = distinct('追加', 7);
const knights = distinct('騎士', 2, ['騎士']);
/** 【空装】 cards whose extra deck needs something this deck may lack. */
const pacts = compileFixture(
  [
    '【セット】test',
    '【カード】騎士の誓約',
    '種別：キャラクター',
    'コスト：1',
    'パワー：1000',
    'テキスト：',
    '  【空装 条件：《騎士》を持つカードが3枚以上 効果：追加デッキを使用する。】',
    '【カード】二枚の誓約',
    '種別：キャラクター',
    'コスト：1',
    'パワー：1000',
    'テキスト：',
    '  【空装 条件：同名のカードを2枚まで入れられる 効果：追加デッキを使用する。】',
    '【カード】星の誓約',
    '種別：キャラクター',
    'コスト：1',
    'パワー：1000',
    '分類：《星詠み》',
    'テキスト：',
    '  【空装 条件：あなたのメインデッキとガードデッキのキャラクターカードが全て《星詠み》か《星獣》を持つ 効果：追加デッキを使用する。】',
  ].join('\n'),
  'test/deck/pacts.hf',
);
const library = new Map(
  [blaze, azure, fourCopies, armory, ...mains, ...guards, ...extras, ...knights, ...pacts.all].map((d) => [
    d.name,
    d,
  ]),
);

const MAIN = mains.map((d) => `3 ${d.name}`); // 30 cards
const GUARD = guards.map((d) => `1 ${d.name}`); // 10 cards
const EXTRA = extras.map((d) => `1 ${d.name}`); // 7 cards

function check(lines: readonly string[]): DeckProblem[] {
  return checkDeckList(lines.join('\n'), 'my.deck', library).problems;
}

/** The problem as `hflux deck check` prints its first line, in Japanese and in English. */
function printed(p: DeckProblem): [string, string] {
  return [`${p.line}:${p.col} ${p.rule} ${p.message}`, `${p.line}:${p.col} ${p.rule} ${p.english}`];
}

describe('issue 13: every problem of a deck list in one pass', () => {
  test('HF-1.5 HF-1.2 HF-1.1 an unknown name, a fifth copy and 29 main cards are reported together', () => {
    const lines = [
      '[main]', // 1
      ...MAIN.slice(0, 8), // 2-9: 24 cards
      '2 紅蓮の剣土', // 10: unknown (a typo of 紅蓮の剣士), still 2 of the main deck's cards
      '3 紅蓮の剣士', // 11
      '[guard]', // 12
      ...GUARD.slice(0, 8), // 13-20
      '2 紅蓮の剣士', // 21: the fourth and fifth copies
    ];
    expect(check(lines).map(printed)).toEqual([
      [
        '1:1 HF-1.1 メインデッキが29枚です。メインデッキはちょうど30枚で作ります。',
        '1:1 HF-1.1 The main deck has 29 cards; it must have exactly 30.',
      ],
      [
        '10:3 HF-1.5 「紅蓮の剣土」という名前のカードはありません。もしかして「紅蓮の剣士」？',
        '10:3 HF-1.5 No card is named "紅蓮の剣土". Did you mean "紅蓮の剣士"?',
      ],
      [
        '11:3 HF-1.2 「紅蓮の剣士」が5枚あります（メイン3：11行目、ガード2：21行目）。同名カードは合計3枚までです。',
        '11:3 HF-1.2 "紅蓮の剣士": 5 copies (main 3: line 11; guard 2: line 21). At most 3 cards of one name.',
      ],
    ]);
  });

  test('HF-1.5 the DeckError of loadDeck names every problem as file:line:col, in line order', () => {
    const text = ['[main]', ...MAIN.slice(1), '0 紅蓮の剣士', '[guard]', ...GUARD.slice(1), '1 蒼の守り手s'];
    expect(() => loadDeck(text.join('\n'), 'my.deck', library)).toThrow(
      [
        'my.deck:1:1 HF-1.1 メインデッキが27枚です。メインデッキはちょうど30枚で作ります。',
        'my.deck:11:1 HF-1.5 「紅蓮の剣士」の枚数が0です。枚数は1以上で書いてください。',
        'my.deck:22:3 HF-1.5 「蒼の守り手s」という名前のカードはありません。もしかして「蒼の守り手」？',
      ].join('\n'),
    );
  });

  test('a legal list has no problems and loads', () => {
    expect(check(['[main]', ...MAIN, '[guard]', ...GUARD])).toEqual([]);
    const deck = loadDeck(['[main]', ...MAIN, '[guard]', ...GUARD].join('\n'), 'my.deck', library);
    expect([deck.main.length, deck.guard.length, deck.extra.length]).toEqual([30, 10, 0]);
  });
});

/** One case per problem code: the list, then the problem's line:col, rule, code and both messages. */
const CASES: [string, string[], [number, number, string, string, string]][] = [
  [
    'a card line before any header',
    ['1 紅蓮の剣士', '[main]', ...MAIN, '[guard]', ...GUARD],
    [
      1,
      1,
      'missing-header',
      '「紅蓮の剣士」の前にデッキの見出し（[main] / [guard] / [extra]）がありません。',
      '"紅蓮の剣士" comes before any section header ([main] / [guard] / [extra]).',
    ],
  ],
  [
    'a line that is neither a card line nor a header',
    ['[main]', ...MAIN, '  [side]', '[guard]', ...GUARD],
    [
      12,
      3,
      'unreadable-line',
      '「[side]」を読めません。カード行は「枚数 カード名」（例: 3 紅蓮の剣士）、見出しは [main] / [guard] / [extra]（または メインデッキ: / ガードデッキ: / 追加デッキ:）です。',
      'Cannot read "[side]". A card line is "count name" (e.g. 3 紅蓮の剣士); a header is [main] / [guard] / [extra] (or メインデッキ: / ガードデッキ: / 追加デッキ:).',
    ],
  ],
  [
    'a count of 0',
    ['[main]', ...MAIN, '[guard]', ...GUARD, '０　紅蓮の剣士'],
    [
      23,
      1,
      'zero-count',
      '「紅蓮の剣士」の枚数が0です。枚数は1以上で書いてください。',
      '"紅蓮の剣士" has a count of 0; write a count of 1 or more.',
    ],
  ],
  [
    'a count larger than a whole deck',
    ['[main]', ...MAIN, '[guard]', ...GUARD, '48 紅蓮の剣士'],
    [
      23,
      1,
      'count-too-large',
      '「紅蓮の剣士」が48枚です。1行の枚数はデッキ全体の枚数（47枚）を超えられません。',
      '"紅蓮の剣士": 48 cards. One line cannot hold more than a whole deck (47 cards).',
    ],
  ],
  [
    'an unknown name like no known one',
    ['[main]', ...MAIN.slice(1), '3 ＸＹＺ', '[guard]', ...GUARD],
    [
      11,
      3,
      'unknown-card',
      '「ＸＹＺ」という名前のカードはありません。似た名前のカードもありません。',
      'No card is named "ＸＹＺ". No card has a similar name either.',
    ],
  ],
  [
    'a guard deck of 11 (at its first header)',
    ['[guard]', ...GUARD, '[main]', ...MAIN, '[guard]', '1 紅蓮の剣士'],
    [
      1,
      1,
      'guard-size',
      'ガードデッキが11枚です。ガードデッキはちょうど10枚で作ります。',
      'The guard deck has 11 cards; it must have exactly 10.',
    ],
  ],
  [
    'no guard deck at all (at the start of the list)',
    ['# no guard deck', '[main]', ...MAIN],
    [
      1,
      1,
      'guard-size',
      'ガードデッキが0枚です。ガードデッキはちょうど10枚で作ります。',
      'The guard deck has 0 cards; it must have exactly 10.',
    ],
  ],
  [
    'four copies of a name across main and guard, on three lines',
    [
      '[main]',
      ...MAIN.slice(1),
      '2 紅蓮の剣士',
      '1 紅蓮の剣士',
      '[guard]',
      ...GUARD.slice(1),
      '1 紅蓮の剣士',
    ],
    [
      11,
      3,
      'copy-limit',
      '「紅蓮の剣士」が4枚あります（メイン3：11・12行目、ガード1：23行目）。同名カードは合計3枚までです。',
      '"紅蓮の剣士": 4 copies (main 3: lines 11, 12; guard 1: line 23). At most 3 cards of one name.',
    ],
  ],
  [
    'five copies under a 【空装】 that licenses four (HF-1.4)',
    [
      '[main]',
      ...MAIN.slice(2),
      '5 紅蓮の剣士',
      '1 蒼の守り手',
      '[guard]',
      ...GUARD.slice(1),
      '1 四枚の誓い',
    ],
    [
      10,
      3,
      'kuusou-copy-limit',
      '「紅蓮の剣士」が5枚あります（メイン5：10行目）。同名カードは合計4枚までです（「四枚の誓い」の【空装】の条件）。',
      `"紅蓮の剣士": 5 copies (main 5: line 10). At most 4 cards of one name (the condition of "四枚の誓い"'s 【空装】).`,
    ],
  ],
  [
    'an extra deck with no 【空装】 that grants one',
    ['[main]', ...MAIN, '[guard]', ...GUARD, '[extra]', ...EXTRA],
    [
      23,
      1,
      'extra-not-allowed',
      '追加デッキ（7枚）は使えません。追加デッキを与える【空装】のカードがデッキにありません。',
      'The extra deck (7 cards) cannot be used. No 【空装】 card in the deck grants an extra deck.',
    ],
  ],
  [
    'an extra deck whose 【空装】 is in the main deck (HF-2.3)',
    ['[main]', ...MAIN.slice(1), '2 紅蓮の剣士', '1 空の武器庫', '[guard]', ...GUARD, '[extra]', ...EXTRA],
    [
      24,
      1,
      'extra-not-allowed',
      '追加デッキ（7枚）は使えません。「空の武器庫」はガードデッキにないので、その【空装】は公開できません（HF-2.3）。',
      'The extra deck (7 cards) cannot be used. "空の武器庫" is not in the guard deck, so its 【空装】 cannot be revealed (HF-2.3).',
    ],
  ],
  [
    'an extra deck whose 【空装】 condition is not met',
    [
      '[main]',
      ...MAIN.slice(1),
      '2 騎士1',
      '1 紅蓮の剣士',
      '[guard]',
      ...GUARD.slice(1),
      '1 騎士の誓約',
      '[extra]',
      ...EXTRA,
    ],
    [
      24,
      1,
      'extra-not-allowed',
      '追加デッキ（7枚）は使えません。「騎士の誓約」の【空装】の条件を満たしていません：メインとガードに《騎士》を持つカードが3枚以上（今は2枚）。',
      `The extra deck (7 cards) cannot be used. The deck does not meet the condition of "騎士の誓約"'s 【空装】: 3 or more cards with 《騎士》 (now 2) in main + guard.`,
    ],
  ],
  [
    'an extra deck whose 【空装】 needs every character card to have one of two traits (issue 22)',
    ['[main]', ...MAIN, '[guard]', ...GUARD.slice(1), '1 星の誓約', '[extra]', ...EXTRA],
    [
      23,
      1,
      'extra-not-allowed',
      '追加デッキ（7枚）は使えません。「星の誓約」の【空装】の条件を満たしていません：メインとガードにキャラクターカードが全て《星詠み》か《星獣》を持つこと（40枚中39枚が持っていません）。',
      `The extra deck (7 cards) cannot be used. The deck does not meet the condition of "星の誓約"'s 【空装】: all character cards with 《星詠み》 or 《星獣》 (39 of 40 lack them) in main + guard.`,
    ],
  ],
  [
    'an extra deck whose 【空装】 states a copy limit the deck breaks',
    ['[main]', ...MAIN, '[guard]', ...GUARD.slice(1), '1 二枚の誓約', '[extra]', ...EXTRA],
    [
      23,
      1,
      'extra-not-allowed',
      '追加デッキ（7枚）は使えません。「二枚の誓約」の【空装】の条件では同名カードは2枚までですが、このデッキはそれを超えています。',
      `The extra deck (7 cards) cannot be used. The condition of "二枚の誓約"'s 【空装】 allows at most 2 cards of one name, and this deck has more.`,
    ],
  ],
  [
    'an extra deck when another 【空装】 licenses the copies (HF-13.8)',
    [
      '[main]',
      ...MAIN.slice(3),
      '4 紅蓮の剣士',
      '4 蒼の守り手',
      '1 騎士1',
      '[guard]',
      ...GUARD.slice(2),
      '1 四枚の誓い',
      '1 空の武器庫',
      '[extra]',
      ...EXTRA,
    ],
    [
      23,
      1,
      'extra-not-allowed',
      '追加デッキ（7枚）は使えません。【空装】は1つしか使えず（HF-13.8）、同名カードの枚数に「四枚の誓い」の【空装】が要るので、「空の武器庫」の【空装】（追加デッキ）は使えません。',
      'The extra deck (7 cards) cannot be used. Only one 【空装】 applies (HF-13.8) and the copies of a name need the one of "四枚の誓い", so the 【空装】 of "空の武器庫" (the extra deck) cannot apply.',
    ],
  ],
  [
    'an extra deck of 6 under a granting 【空装】',
    ['[main]', ...MAIN, '[guard]', ...GUARD.slice(1), '1 空の武器庫', '[extra]', ...EXTRA.slice(1)],
    [
      23,
      1,
      'extra-size',
      '追加デッキが6枚です。追加デッキはちょうど7枚で作ります（「空の武器庫」の【空装】）。',
      'The extra deck has 6 cards; it must have exactly 7 (the 【空装】 of "空の武器庫").',
    ],
  ],
];

describe('HF-1.1 HF-1.2 HF-1.4 HF-1.5 each kind of problem, its position and its messages', () => {
  test.each(CASES)('%s', (_, lines, [line, col, code, ja, en]) => {
    const problems = check(lines);
    expect(problems).toHaveLength(1);
    const [p] = problems;
    expect([p.line, p.col, p.code, p.rule]).toEqual([
      line,
      col,
      code,
      DECK_PROBLEM_RULES[code as keyof typeof DECK_PROBLEM_RULES],
    ]);
    expect(p.message).toBe(ja);
    expect(p.english).toBe(en);
  });
});

describe('HF-1.5 property: one pass finds exactly the problems a model of the rules predicts', () => {
  const known = [blaze.name, azure.name, ...mains.slice(0, 4).map((d) => d.name)];
  const unknown = ['ＸＹＺ', '謎のカード'];
  const line = fc.record({
    section: fc.constantFrom('main', 'guard'),
    name: fc.constantFrom(...known, ...unknown),
    count: fc.integer({ min: 1, max: 12 }),
  });

  test('HF-1.1 HF-1.2 sizes, copies and unknown names, sorted by line, for any list', () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 12 }), (entries) => {
        // Each entry under its own header: line 2k + 1 is the header, 2k + 2 the card line.
        const lines = entries.flatMap((e) => [`[${e.section}]`, `${e.count} ${e.name}`]);
        const problems = check(lines);
        const sorted = [...problems].sort((a, b) => a.line! - b.line! || a.col! - b.col!);
        expect(problems).toEqual(sorted);
        for (const p of problems)
          expect(p.rule).toBe(DECK_PROBLEM_RULES[p.code as keyof typeof DECK_PROBLEM_RULES]);

        const size = (section: string) =>
          entries.filter((e) => e.section === section).reduce((n, e) => n + e.count, 0);
        const sizeProblem = (code: string) => problems.find((p) => p.code === code);
        expect(sizeProblem('main-size')?.message.startsWith(`メインデッキが${size('main')}枚です。`)).toBe(
          size('main') === 30 ? undefined : true,
        );
        expect(sizeProblem('guard-size')?.message.startsWith(`ガードデッキが${size('guard')}枚です。`)).toBe(
          size('guard') === 10 ? undefined : true,
        );

        const totals = new Map<string, number>();
        for (const e of entries) totals.set(e.name, (totals.get(e.name) ?? 0) + e.count);
        const over = [...totals].filter(([, n]) => n > 3).map(([name]) => name);
        expect(problems.filter((p) => p.code === 'copy-limit').map((p) => p.cards[0])).toEqual(
          expect.arrayContaining(over),
        );
        expect(problems.filter((p) => p.code === 'copy-limit')).toHaveLength(over.length);

        const unknownLines = entries.flatMap((e, i) => (unknown.includes(e.name) ? [2 * i + 2] : []));
        expect(problems.filter((p) => p.code === 'unknown-card').map((p) => p.line)).toEqual(unknownLines);

        const text = lines.join('\n');
        if (problems.length === 0) expect(() => loadDeck(text, 'my.deck', library)).not.toThrow();
        else expect(() => loadDeck(text, 'my.deck', library)).toThrow();
      }),
    );
  });
});

describe('HF-1.2 names compare as the DSL compares them (nameKey)', () => {
  test('HF-1.2 a full-width spelling of a name counts with it and is named as the card is', () => {
    const lines = ['[main]', ...MAIN.slice(1), '2 メイン1', '2 メイン１', '[guard]', ...GUARD];
    expect(check(lines).map((p) => [p.code, p.line, p.message])).toEqual([
      ['main-size', 1, 'メインデッキが31枚です。メインデッキはちょうど30枚で作ります。'],
      ['copy-limit', 11, '「メイン1」が4枚あります（メイン4：11・12行目）。同名カードは合計3枚までです。'],
    ]);
  });
});
