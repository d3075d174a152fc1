import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { DeckError } from '../../src/core/errors.js';
import { checkDeck, validateDeck } from '../../src/deck/index.js';
import { card, copies, distinct, legalDeck, reprint, withGuard, withMain } from './cards.js';

const blaze = card('紅蓮の剣士');

describe('HF-1.1 a deck is a main deck of exactly 30 and a guard deck of exactly 10', () => {
  test('HF-1.1 a 30 + 10 deck is legal', () => {
    expect(validateDeck(legalDeck())).toEqual([]);
  });

  test('HF-1.1 a main deck of 29 or 31 cards is rejected', () => {
    const deck = legalDeck();
    expect(validateDeck({ ...deck, main: deck.main.slice(1) })).toEqual([
      {
        rule: 'HF-1.1',
        code: 'main-size',
        message: 'メインデッキが29枚です。メインデッキはちょうど30枚で作ります。',
        english: 'The main deck has 29 cards; it must have exactly 30.',
        cards: [],
      },
    ]);
    const longer = validateDeck({ ...deck, main: [...deck.main, card('余分')] });
    expect(longer.map((p) => [p.rule, p.message])).toEqual([
      ['HF-1.1', 'メインデッキが31枚です。メインデッキはちょうど30枚で作ります。'],
    ]);
  });

  test('HF-1.1 a guard deck of 9 or 11 cards is rejected', () => {
    const deck = legalDeck();
    expect(validateDeck({ ...deck, guard: deck.guard.slice(1) })[0].message).toBe(
      'ガードデッキが9枚です。ガードデッキはちょうど10枚で作ります。',
    );
    expect(validateDeck({ ...deck, guard: [...deck.guard, card('余分')] })[0]).toMatchObject({
      rule: 'HF-1.1',
      message: 'ガードデッキが11枚です。ガードデッキはちょうど10枚で作ります。',
    });
  });
});

describe('HF-1.2 at most 3 cards of a name across main + guard (+ extra)', () => {
  test('HF-1.2 2 in main and 1 in guard is legal; 2 and 2 is not', () => {
    const twoInMain = withMain(legalDeck(), copies(blaze, 2));
    expect(validateDeck(withGuard(twoInMain, [blaze]))).toEqual([]);
    expect(validateDeck(withGuard(twoInMain, copies(blaze, 2)))).toEqual([
      {
        rule: 'HF-1.2',
        code: 'copy-limit',
        message: '「紅蓮の剣士」が4枚あります（メイン2、ガード2）。同名カードは合計3枚までです。',
        english: '"紅蓮の剣士": 4 copies (main 2; guard 2). At most 3 cards of one name.',
        cards: ['紅蓮の剣士'],
      },
    ]);
  });

  test('HF-1.2 the limit is per name: different definitions with the same name count together', () => {
    const promo = reprint('紅蓮の剣士');
    expect(promo.id).not.toBe(blaze.id);
    const deck = withGuard(withMain(legalDeck(), copies(blaze, 3)), [promo]);
    expect(validateDeck(deck).map((p) => p.cards)).toEqual([['紅蓮の剣士']]);
  });

  test('HF-1.2 every name over the limit is reported', () => {
    const azure = card('蒼の守り手');
    const deck = withMain(legalDeck(), [...copies(blaze, 4), ...copies(azure, 5)]);
    expect(validateDeck(deck).map((p) => p.message)).toEqual([
      '「紅蓮の剣士」が4枚あります（メイン4）。同名カードは合計3枚までです。',
      '「蒼の守り手」が5枚あります（メイン5）。同名カードは合計3枚までです。',
    ]);
  });
});

describe('HF-1.3 the counts are fixed only at game start', () => {
  test('HF-1.3 validateDeck judges only the deck lists brought to the game and does not change them', () => {
    expect(validateDeck.length).toBe(1);
    const deck = Object.freeze({ ...legalDeck(), guard: Object.freeze(legalDeck().guard) });
    expect(validateDeck(deck as never)).toEqual([]);
  });

  test('HF-1.3 the validator does not read game state, so zones in play are never held to 30 / 10', () => {
    const dir = join(import.meta.dirname, '../../src/deck');
    for (const file of ['validate.ts', 'licenses.ts', 'types.ts']) {
      const source = readFileSync(join(dir, file), 'utf8');
      expect(source, file).not.toMatch(/from '\.\.\/(engine|effects)\//);
      expect(source, file).not.toMatch(/core\/state\.js'/);
    }
  });
});

describe('HF-1.4 【空装】 may license a deck outside the normal rules and grant an extra deck of 7', () => {
  const fourCopies = card('四枚の誓い');

  test('HF-1.4 a maxCopies condition in the guard deck licenses up to that many copies', () => {
    const deck = withGuard(withMain(legalDeck(), copies(blaze, 4)), [fourCopies]);
    expect(validateDeck(deck)).toEqual([]);
    const five = withGuard(withMain(legalDeck(), copies(blaze, 5)), [fourCopies]);
    expect(validateDeck(five)).toEqual([
      {
        rule: 'HF-1.4',
        code: 'kuusou-copy-limit',
        message:
          '「紅蓮の剣士」が5枚あります（メイン5）。同名カードは合計4枚までです（「四枚の誓い」の【空装】の条件）。',
        english: `"紅蓮の剣士": 5 copies (main 5). At most 4 cards of one name (the condition of "四枚の誓い"'s 【空装】).`,
        cards: ['紅蓮の剣士', '四枚の誓い'],
      },
    ]);
  });

  test('HF-1.4 the 【空装】 card licenses only from the guard deck, where it is revealed at game start', () => {
    const deck = withMain(legalDeck(), [...copies(blaze, 4), fourCopies]);
    expect(validateDeck(deck).map((p) => p.rule)).toEqual(['HF-1.2']);
  });

  test('HF-1.4 a maxCopies nested in an all condition licenses only when the rest of the condition holds', () => {
    const pact = card('炎の盟約');
    const dragons = (count: number) => distinct('竜の兵', count, ['竜']);
    const licensed = withGuard(withMain(legalDeck(), [...copies(blaze, 4), ...dragons(10)]), [pact]);
    expect(validateDeck(licensed)).toEqual([]);
    const short = withGuard(withMain(legalDeck(), [...copies(blaze, 4), ...dragons(9)]), [pact]);
    expect(validateDeck(short).map((p) => p.rule)).toEqual(['HF-1.2']);
  });

  describe('HF-1.4 extra deck', () => {
    const armory = card('空の武器庫');
    const withArmory = withGuard(legalDeck(), [armory]);

    test('HF-1.4 a granted extra deck has exactly 7 cards; none at all is also fine', () => {
      expect(validateDeck({ ...withArmory, extra: distinct('追加', 7) })).toEqual([]);
      expect(validateDeck(withArmory)).toEqual([]);
      expect(validateDeck({ ...withArmory, extra: distinct('追加', 6) })).toEqual([
        {
          rule: 'HF-1.4',
          code: 'extra-size',
          message: '追加デッキが6枚です。追加デッキはちょうど7枚で作ります（「空の武器庫」の【空装】）。',
          english: 'The extra deck has 6 cards; it must have exactly 7 (the 【空装】 of "空の武器庫").',
          cards: ['空の武器庫'],
        },
      ]);
    });

    test('HF-1.4 an extra deck without a 【空装】 that grants one is rejected', () => {
      const problems = validateDeck({ ...legalDeck(), extra: distinct('追加', 7) });
      expect(problems).toHaveLength(1);
      expect(problems[0]).toMatchObject({ rule: 'HF-1.4', cards: distinct('追加', 7).map((c) => c.name) });
      expect(problems[0].message).toBe(
        '追加デッキ（7枚）は使えません。追加デッキを与える【空装】のカードがデッキにありません。',
      );
      expect(problems[0].english).toBe(
        'The extra deck (7 cards) cannot be used. No 【空装】 card in the deck grants an extra deck.',
      );
    });

    test('HF-1.4 a granting 【空装】 in the main deck only explains where it must be', () => {
      const deck = { ...withMain(legalDeck(), [armory]), extra: distinct('追加', 7) };
      expect(validateDeck(deck)[0].message).toBe(
        '追加デッキ（7枚）は使えません。「空の武器庫」はガードデッキにないので、その【空装】は公開できません（HF-2.3）。',
      );
    });

    test('HF-1.4 a card already 3 times in main + guard may not be in the extra deck', () => {
      const deck = { ...withMain(withArmory, copies(blaze, 3)), extra: [blaze, ...distinct('追加', 6)] };
      expect(validateDeck(deck)).toEqual([
        {
          rule: 'HF-1.2',
          code: 'copy-limit',
          message: '「紅蓮の剣士」が4枚あります（メイン3、追加1）。同名カードは合計3枚までです。',
          english: '"紅蓮の剣士": 4 copies (main 3; extra 1). At most 3 cards of one name.',
          cards: ['紅蓮の剣士'],
        },
      ]);
    });

    test('HF-1.4 only one 【空装】 applies: a copy licence and an extra deck from two cards do not combine', () => {
      const guard = [fourCopies, armory];
      const deck = {
        ...withGuard(withMain(legalDeck(), copies(blaze, 4)), guard),
        extra: distinct('追加', 7),
      };
      // Either licence leaves one problem; on a tie the later 【空装】 in the guard deck is the one applied.
      expect(validateDeck(deck).map((p) => p.message)).toEqual([
        '「紅蓮の剣士」が4枚あります（メイン4）。同名カードは合計3枚までです。',
      ]);
    });

    test('HF-13.8 when the copy licence is needed more, the extra deck is refused and the message says why', () => {
      const azure = card('蒼の守り手');
      const deck = {
        ...withGuard(withMain(legalDeck(), [...copies(blaze, 4), ...copies(azure, 4)]), [fourCopies, armory]),
        extra: distinct('追加', 7),
      };
      expect(validateDeck(deck)).toEqual([
        {
          rule: 'HF-1.4',
          code: 'extra-not-allowed',
          message:
            '追加デッキ（7枚）は使えません。【空装】は1つしか使えず（HF-13.8）、同名カードの枚数に「四枚の誓い」の【空装】が要るので、「空の武器庫」の【空装】（追加デッキ）は使えません。',
          english:
            'The extra deck (7 cards) cannot be used. Only one 【空装】 applies (HF-13.8) and the copies of a name need the one of "四枚の誓い", so the 【空装】 of "空の武器庫" (the extra deck) cannot apply.',
          cards: distinct('追加', 7).map((c) => c.name),
        },
      ]);
    });
  });
});

describe('HF-1.5 an illegal deck is rejected before the game, naming the rule and the cards', () => {
  test('HF-1.5 validateDeck lists every problem, not just the first', () => {
    const deck = { ...withMain(legalDeck(), copies(blaze, 4)), guard: [], extra: [card('追加')] };
    expect(validateDeck(deck).map((p) => p.rule)).toEqual(['HF-1.1', 'HF-1.2', 'HF-1.4']);
  });

  test('HF-1.5 checkDeck throws a DeckError whose message names the file, the rule and the card', () => {
    const deck = withGuard(withMain(legalDeck(), copies(blaze, 2)), copies(blaze, 2));
    expect(() => checkDeck(deck, 'decks/blaze.txt')).toThrow(DeckError);
    expect(() => checkDeck(deck, 'decks/blaze.txt')).toThrow(
      'decks/blaze.txt: HF-1.2 「紅蓮の剣士」が4枚あります（メイン2、ガード2）。同名カードは合計3枚までです。',
    );
  });

  test('HF-1.5 checkDeck accepts a legal deck', () => {
    expect(() => checkDeck(legalDeck())).not.toThrow();
  });
});
