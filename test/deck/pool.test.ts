// Issue 13: the card pool deck lists resolve in (`--cards`): every built-in set by default, only the sets
// named when some are, plus the cards of `.hf` files (compiled by the caller). A name with two definitions,
// a built-in card's id on another definition and an unknown set id are errors naming what clashes.
import { describe, expect, test } from 'vitest';
import { ALL_CARDS, ALL_SETS } from '../../generated/index.js';
import { CardPoolError, cardPool, checkDeckList } from '../../src/deck/index.js';
import { compileFixture } from '../helpers/fixtureCards.js';

/** A designer's own card file, as `--cards mine.hf` hands it over. */
const MINE = compileFixture(
  ['【セット】mine', '', '【カード】試作の剣士', '種別：キャラクター', 'コスト：1', 'パワー：1500'].join(
    '\n',
  ),
  'mine.hf',
);
const STARTER_CARD = ALL_SETS.find((s) => s.id === 'starter')!.cards[0];
const KUON_CARD = ALL_SETS.find((s) => s.id === 'kuon')!.cards[0];

function poolError(run: () => unknown): CardPoolError {
  try {
    run();
  } catch (e) {
    if (e instanceof CardPoolError) return e;
    throw e;
  }
  throw new Error('expected a CardPoolError');
}

describe('issue 13: the cards deck lists may name', () => {
  test('by default every built-in card, by name and by id', () => {
    const pool = cardPool();
    expect(pool.cards).toHaveLength(ALL_CARDS.length);
    expect(pool.library.get(STARTER_CARD.name)).toBe(STARTER_CARD);
    expect(pool.byId.get(KUON_CARD.id)).toBe(KUON_CARD);
  });

  test('naming sets keeps only those sets', () => {
    const pool = cardPool({ sets: ['kuon'] });
    expect(pool.library.get(KUON_CARD.name)).toBe(KUON_CARD);
    expect(pool.library.has(STARTER_CARD.name)).toBe(false);
  });

  test("a file's cards join every built-in set (or the sets named)", () => {
    const files = [{ file: 'mine.hf', cards: MINE.all }];
    const everything = cardPool({ files });
    expect(everything.library.get('試作の剣士')).toBe(MINE.card('試作の剣士'));
    expect(everything.library.get(STARTER_CARD.name)).toBe(STARTER_CARD);
    expect(everything.cards).toHaveLength(ALL_CARDS.length + 1);
    const kuonOnly = cardPool({ sets: ['kuon'], files });
    expect([...kuonOnly.library.keys()].sort()).toEqual(
      [...ALL_SETS.find((s) => s.id === 'kuon')!.cards.map((c) => c.name), '試作の剣士'].sort(),
    );
  });

  test('HF-1.5 a deck list resolves names in the pool: a file card is known, a card of an unnamed set is not', () => {
    const text = `[main]\n3 試作の剣士\n1 ${STARTER_CARD.name}`;
    const pool = cardPool({ sets: ['kuon'], files: [{ file: 'mine.hf', cards: MINE.all }] });
    const problems = checkDeckList(text, 'my.deck', pool.library).problems;
    expect(problems.filter((p) => p.code === 'unknown-card').map((p) => [p.line, p.cards])).toEqual([
      [3, [STARTER_CARD.name]],
    ]);
  });

  test('an unknown set id names the known ones', () => {
    const error = poolError(() => cardPool({ sets: ['kuon', 'nosuch'] }));
    expect(error.message).toBe(
      '不明なカードセット「nosuch」（あるもの: kuon, starter、または .hf ファイル）',
    );
    expect(error.english).toBe('unknown card set "nosuch" (known: kuon, starter, or a .hf file)');
  });

  test('a file card named like a built-in card is a clash naming both definitions', () => {
    const twin = compileFixture(
      [
        '【セット】mine',
        `【カード】${STARTER_CARD.name}`,
        '種別：キャラクター',
        'コスト：1',
        'パワー：1500',
      ].join('\n'),
      'twin.hf',
    );
    const error = poolError(() => cardPool({ files: [{ file: 'twin.hf', cards: twin.all }] }));
    const where = `${STARTER_CARD.source!.file}:${STARTER_CARD.source!.line}`;
    expect(error.message).toBe(
      `カード名「${STARTER_CARD.name}」の定義が2つあります：${where}（セット starter） と twin.hf:2。デッキリストの名前は1つのカードを指すので、名前を変えるか、--cards で使う組み込みセットだけを指定してください（例：--cards kuon my.hf）。`,
    );
    // Without the starter set in the pool the same file is fine: its card has its own id (mine/…).
    expect(cardPool({ sets: ['kuon'], files: [{ file: 'twin.hf', cards: twin.all }] }).library.size).toBe(
      ALL_SETS.find((s) => s.id === 'kuon')!.cards.length + 1,
    );
  });

  test('two files defining one name clash, and every clash is reported at once', () => {
    const a = compileFixture(
      '【セット】a\n【カード】同名\n種別：キャラクター\nコスト：1\nパワー：1000\n【カード】別名\n種別：キャラクター\nコスト：1\nパワー：1000',
      'a.hf',
    );
    const b = compileFixture(
      '【セット】b\n【カード】同名\n種別：キャラクター\nコスト：1\nパワー：1000\n【カード】別名\n種別：キャラクター\nコスト：1\nパワー：1000',
      'b.hf',
    );
    const error = poolError(() =>
      cardPool({
        files: [
          { file: 'a.hf', cards: a.all },
          { file: 'b.hf', cards: b.all },
        ],
      }),
    );
    expect(error.message.split('\n')).toEqual([
      'カード名「同名」の定義が2つあります：a.hf:2 と b.hf:2。デッキリストの名前は1つのカードを指すので、名前を変えるか、--cards でどちらか一方だけを指定してください。',
      'カード名「別名」の定義が2つあります：a.hf:6 と b.hf:6。デッキリストの名前は1つのカードを指すので、名前を変えるか、--cards でどちらか一方だけを指定してください。',
    ]);
    expect(error.english.split('\n')[0]).toBe(
      'The card name "同名" has two definitions: a.hf:2 and b.hf:2. A deck list\'s name must mean one card: rename one, or give only one of them with --cards.',
    );
  });

  test("a file card may not take a built-in card's id: the engine's trigger index is keyed by id", () => {
    const copy = compileFixture(
      [
        '【セット】starter',
        `【カード】${STARTER_CARD.name}`,
        '種別：コマンド',
        'コスト：0',
        'テキスト：',
        '  あなたはメインデッキからカードを1枚引く。',
      ].join('\n'),
      'edited.hf',
    );
    const error = poolError(() =>
      cardPool({ sets: ['kuon'], files: [{ file: 'edited.hf', cards: copy.all }] }),
    );
    expect(error.message).toBe(
      `edited.hf:2 のカード「${STARTER_CARD.name}」のID「${STARTER_CARD.id}」は組み込みのカード（${STARTER_CARD.source!.file}:${STARTER_CARD.source!.line}）と同じです。【セット】に別のIDを付けるか、組み込みのカードを変えたなら hflux gen を実行してください。`,
    );
  });
});
