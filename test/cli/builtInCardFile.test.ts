// nc10: `hflux play --decks my.hf` answers 「カードファイルは --cards my.hf で渡してください」, and README's
// "Your first set" keeps a designer's cards in cards/<set>/. Handing that built-in file to --cards compiled it a
// second time, so every card clashed with itself (「定義が2つあります：cards/mine/mine.hf:3 と
// cards/mine/mine.hf:3」, HF-1.5). A built-in set's file is that set: no second definition.
import { describe, expect, test } from 'vitest';
import { ALL_SETS } from '../../generated/index.js';
import { loadCardPool } from '../../src/cli/cards.js';
import { NotADeckError } from '../../src/deck/builtIn.js';
import { checkDeckList } from '../../src/deck/index.js';

const starter = ALL_SETS.find((s) => s.id === 'starter')!;
const fireCard = starter.cards.find((c) => c.source?.file === 'cards/starter/fire.hf')!;

describe('--cards with a file of a built-in set (HF-1.5)', () => {
  test('the file adds no second definition: every built-in set, the card once', async () => {
    const pool = await loadCardPool(['cards/starter/fire.hf']);
    expect(pool.library.get(fireCard.name)).toBe(fireCard);
    expect(pool.cards.filter((c) => c.name === fireCard.name)).toHaveLength(1);
  });

  test('beside named sets, the file names its own set (a folder of it too)', async () => {
    for (const source of ['cards/starter/fire.hf', 'cards/starter']) {
      const pool = await loadCardPool(['kuon', source]);
      expect(pool.library.get(fireCard.name)).toBe(fireCard);
      const deck = `[main]\n3 ${fireCard.name}`;
      const unknown = checkDeckList(deck, 'x.deck', pool.library).problems.filter(
        (p) => p.code === 'unknown-card',
      );
      expect(unknown).toEqual([]);
    }
  });
});

describe('--decks given a file of a built-in set', () => {
  test('names the set’s decks instead of advising --cards, which that set never needs', () => {
    expect(new NotADeckError('cards/starter/fire.hf', 'cards').message).toBe(
      'cards/starter/fire.hf はカードファイル（.hf）で、デッキリスト（.deck）ではありません：セット starter のカードは組み込みで、--cards は要りません。--decks にはこのセットのデッキ（guren-aggro / kage-funeral / soukyu-knights）かデッキリストを書いてください',
    );
  });

  test('a card file of one’s own still goes to --cards', () => {
    expect(new NotADeckError('my.hf', 'cards').message).toContain(
      'カードファイルは --cards my.hf で渡してください',
    );
  });
});
