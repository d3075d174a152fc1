// Issue 22, codegen/dsl/designerWordsLead17.ts: a win written as a win (000 l.33: the loser's opponent wins) and
// 「探して」 for a search (HF-10), met by a blind newcomer audit. Each wording must mean what the canonical one does.
import { describe, expect, test } from 'vitest';
import { codes, meaning as meaningOf, read } from './wordingHelpers.js';

const meaning = (line: string) => meaningOf('コマンド', [line]);

describe('「…はゲームに勝利する」 is the other player’s loss (000 l.33, HF-1)', () => {
  test.each([
    ['あなたはゲームに勝利する。', '対戦相手はゲームに敗北する。'],
    ['自分はゲームに勝利する。', '対戦相手はゲームに敗北する。'],
    ['対戦相手はゲームに勝利する。', 'あなたはゲームに敗北する。'],
    ['相手はゲームに勝利する。', 'あなたはゲームに敗北する。'],
  ])('%s', (written, canonical) => {
    expect(meaning(written)).toEqual(meaning(canonical));
  });
});

test('a win with no player is still HF-E040 (the row in codegen/dsl/diagnostics/mechanics.ts)', () => {
  expect(codes('コマンド', ['このカードが戦場にある時、ゲームに勝利する。'])).toEqual(['HF-E040']);
});

describe('「…から…を1枚探して手札に加える」 chooses it (HF-10)', () => {
  test.each([
    ['あなたのメインデッキからコマンドを1枚まで探して手札に加える。'],
    ['あなたのメインデッキからコマンドを1枚まで探し、手札に加える。'],
    ['あなたのメインデッキからコマンドを1枚まで探し出して手札に加える。'],
    ['あなたのメインデッキからコマンドを1枚までサーチして手札に加える。'],
  ])('%s', (written) => {
    expect(meaning(written)).toEqual(
      meaning('あなたのメインデッキからコマンドを1枚まで選び、手札に加える。'),
    );
  });

  test('with the shuffle in the sentence it stays the grammar’s search (searchVerb), not read', () => {
    expect(
      read('あなたのメインデッキからコマンドを1枚まで探して手札に加え、メインデッキをシャッフルする。'),
    ).toContain('探して');
  });

  test('from the trash, without 「まで」', () => {
    expect(meaning('あなたのトラッシュからコマンドを1枚探して手札に加える。')).toEqual(
      meaning('あなたのトラッシュからコマンドを1枚選び、手札に加える。'),
    );
  });
});
