// Issue 22 "Done when" (i22k7): a rejected line's first diagnostic is never the bare HF-E011. The last step of the
// search (codegen/dsl/diagnostics/clauseFallback.ts, codegen/dsl/searchSuggest.ts clauseDiagnostic) names the clause
// the grammar stops in with HF-E040 — by its mechanic (a data table of content words), else by its unknown words,
// else as 「この書き方」 — with the rest of the line as the nearest wording; and a suggestion keeps the designer's
// sense (keepsSense: issue 22 point 2).
import { describe, expect, test } from 'vitest';
import {
  CLAUSE_MECHANICS,
  clauseMechanicOf,
  clausesOf,
  liveClauseMechanics,
  unreadClause,
  withoutClause,
} from '../../codegen/dsl/diagnostics/clauseFallback.js';
import { formatDiagnostic } from '../../codegen/dsl/diagnostics/format.js';
import { compileText } from '../../codegen/dsl/index.js';
import { keepsSense } from '../../codegen/dsl/searchSuggest.js';
import { cardText } from './helpers.js';

function first(kind: string, line: string) {
  return compileText(cardText(kind, [line]), 'test.hf').diagnostics.filter((d) => d.severity === 'error')[0];
}

function caret(kind: string, line: string): string[] {
  return formatDiagnostic(first(kind, line), 'ja').split('\n').slice(0, 3);
}

describe('the clause the grammar stops in', () => {
  test('clauses end at 、 。 and ：, outside brackets and quotes; the printed head is not one', () => {
    const line = '[自動]：このキャラクターが登場した時、カードを1枚引く。「あ、い」を得る。';
    expect(clausesOf(line, 5).map(([s, e]) => line.slice(s, e))).toEqual([
      'このキャラクターが登場した時、',
      'カードを1枚引く。',
      '「あ、い」を得る。',
    ]);
  });

  test('a connective alone (「その場合、」「代わりに、」) takes the clause after it', () => {
    const line = 'あなたのキャラクター1体を選び、破壊する。その場合、対象のキャラクターを破壊する。';
    const span = unreadClause(line, line.indexOf('その場合'));
    expect(span && line.slice(...span)).toBe('その場合、対象のキャラクターを破壊する');
  });

  test('inside a quoted ability, the clause of that ability; in a 【空装】, the clause of its condition or effect', () => {
    const quoted = 'このキャラクターは「[自動] アタック時：カードを1枚引く。」を得る。';
    const q = unreadClause(quoted, quoted.indexOf('アタック'));
    expect(q && quoted.slice(...q)).toBe('アタック時');
    const kuusou = '【空装 条件：あなたの手札が3枚以上ある 効果：自分の番に1回、カードを1枚引く。】';
    const k = unreadClause(kuusou, kuusou.indexOf('自分の番'));
    expect(k && kuusou.slice(...k)).toBe('自分の番に1回');
  });

  test('the line without the clause ends its sentence with the clause before it', () => {
    const line = 'それをスリープにし、それに1000ダメージを与える。';
    expect(withoutClause(line, line.indexOf('それに'), line.indexOf('。'))).toContain(
      'それをスリープにする。',
    );
  });

  test('the mechanic table: content words name a mechanic only while no accepted part has them', () => {
    expect(clauseMechanicOf('それは攻撃対象として選ばれない')?.id).toBe('attackTarget');
    expect(clauseMechanicOf('カードを1枚引く')).toBeUndefined();
    // ランダム, シャッフル, 相手の手札を見る… are the language's (test/corpora): those rows are not used
    const live = liveClauseMechanics().map((m) => m.id);
    expect(live).not.toContain('random');
    expect(live).not.toContain('shuffle');
    expect(CLAUSE_MECHANICS.length).toBeGreaterThan(live.length);
  });
});

describe('HF-E040 naming the unread clause, never the bare HF-E011 (exact carets)', () => {
  test('a verb no part of the language has, after a connective: named by its words (the line without it is no nearest wording: it loses the clause, i22k9)', () => {
    const d = first(
      'コマンド',
      'あなたのキャラクター1体を選び、破壊する。その場合、あなたはふしぎな踊りを踊る。',
    );
    expect(d.unread).toBe(true);
    expect(
      caret('コマンド', 'あなたのキャラクター1体を選び、破壊する。その場合、あなたはふしぎな踊りを踊る。'),
    ).toEqual([
      // (diag16: 「その場合、」 after a choice and its action reads as 「そうした場合、」, the connective the language has)
      'test.hf:6:29 HF-E040 エラー: この言語には「踊り」「踊る」にあたる処理がありません（「あなたはふしぎな踊りを踊る」）。近い書き方：（見つかりません）',
      '  |   あなたのキャラクター1体を選び、破壊する。その場合、あなたはふしぎな踊りを踊る。',
      '  |                                                      ^^^^^^^^^^^^^^^^^^^^^^^^^^',
    ]);
  });

  test('a mechanic of the table (restricting what may be attacked)', () => {
    expect(
      caret(
        'コマンド',
        'あなたのキャラクター1体を対象とし、それをアクティブにし、それは攻撃対象として選ばれない。',
      ),
    ).toEqual([
      'test.hf:6:32 HF-E040 エラー: この言語にはこの形の攻撃対象の制限（「…はキャラクターを攻撃できない」「…は攻撃されない」は書けます）がありません（「それは攻撃対象として選ばれない」）。近い書き方：（見つかりません）',
      '  |   あなたのキャラクター1体を対象とし、それをアクティブにし、それは攻撃対象として選ばれない。',
      '  |                                                            ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^',
    ]);
  });

  // k11: the predicate the language has (「手札に入れる」), the caret on the words it reads otherwise, never 「この書き方」
  test('words the language has, put together another way: the predicate named as phrasing, never a missing mechanic', () => {
    expect(caret('コマンド', 'あなたはメインデッキを上から3枚見て、その中から1枚を手札に入れる。')).toEqual([
      'test.hf:6:28 HF-E040 エラー: この言語には手札のカードの効果（「手札に入れる」）をこの形で書く書き方がありません（「枚を」）。近い書き方：（見つかりません）',
      '  |   あなたはメインデッキを上から3枚見て、その中から1枚を手札に入れる。',
      '  |                                                   ^^^^',
    ]);
  });

  test('a designer label inside a quoted ability', () => {
    expect(
      caret(
        'セット',
        '[自動]：このカードがセットされているキャラクターは「[自動] アタック時：カードを1枚引く。」を得る。',
      ),
    ).toEqual([
      'test.hf:6:35 HF-E040 エラー: この言語には攻撃についての誘発で使う「アタック」にあたる処理がありません（「アタック時」）。近い書き方：（見つかりません）',
      '  |   [自動]：このカードがセットされているキャラクターは「[自動] アタック時：カードを1枚引く。」を得る。',
      '  |                                                              ^^^^^^^^^^',
    ]);
  });

  test('a 【空装】 whose condition reads: the clause of its effect', () => {
    const line =
      '【空装 条件：あなたのメインデッキとガードデッキにセットカードが合計10枚以上入っている 効果：あなたのターン終了時、あなたはふしぎな踊りを踊る。】';
    expect(caret('キャラクター', line)).toEqual([
      'test.hf:7:62 HF-E040 エラー: この言語には「踊り」「踊る」にあたる処理がありません（「あなたはふしぎな踊りを踊る」）。近い書き方：（見つかりません）',
      `  |   ${line}`,
      `  |   ${' '.repeat(114)}${'^'.repeat(26)}`,
    ]);
  });

  test('a mark of the printed head the line reads without (HF-12: 【自】 before an activated ability’s costs)', () => {
    expect(caret('キャラクター', '【自】[1][スリープ]：あなたはメインデッキからカードを1枚引く。')).toEqual([
      'test.hf:7:3 HF-E040 エラー: この言語にはこの書き方がありません（「【自】」）。近い書き方：[1][スリープ]：あなたはメインデッキからカードを1枚引く。',
      '  |   【自】[1][スリープ]：あなたはメインデッキからカードを1枚引く。',
      '  |   ^^^^^^',
    ]);
  });
});

describe('a suggestion keeps the designer’s sense (keepsSense, issue 22 point 2)', () => {
  test('「…枚まで」 is not dropped', () => {
    expect(
      keepsSense(
        'あなたのメインデッキの上から2枚までを、裏向きかつアクティブでエネルギーフィールドに置く。',
        'あなたのメインデッキの上から2枚を、裏向きかつアクティブでエネルギーフィールドに置く。',
      ),
    ).toBe(false);
    const d = first(
      'キャラクター',
      '[自動]：このキャラクターが登場した時、あなたのメインデッキの上から2枚までを、裏向きかつアクティブでエネルギーフィールドに置く。',
    );
    expect(d.suggestion).toBeUndefined();
    expect(d.code).toBe('HF-E040');
  });

  test('no optional step added, no state or card type gained', () => {
    expect(
      keepsSense(
        '手札を1枚選んでガードデッキに置く。',
        '手札からカードを1枚選んで、ガードデッキに加えてもよい。',
      ),
    ).toBe(false);
    expect(
      keepsSense('手札を1枚選んでガードデッキに置く。', '手札からカードを1枚選んで、ガードデッキに加える。'),
    ).toBe(true);
    expect(
      keepsSense(
        '相手のキャラクターすべてを、スリープにする。',
        'スリープである対戦相手のキャラクター全てをスリープにする。',
      ),
    ).toBe(false);
    expect(
      keepsSense(
        '相手のキャラクターすべてを、スリープにする。',
        '対戦相手のキャラクター全てをスリープにする。',
      ),
    ).toBe(true);
    expect(
      keepsSense(
        'あなたのトラッシュにある《宝石》を持つカード1枚を対象とする。',
        'あなたのトラッシュの《宝石》を持つキャラクターカード1枚を対象とする。',
      ),
    ).toBe(false);
  });

  test('no trigger or condition added or dropped; a trigger in other words is one', () => {
    expect(
      keepsSense(
        'このキャラクターのパワーを+1000する。',
        'このキャラクターが登場した時、このキャラクターのパワーを+1000する。',
      ),
    ).toBe(false);
    expect(keepsSense('手札が2枚以下なら、カードを1枚引く。', 'カードを1枚引く。')).toBe(false);
    expect(keepsSense('手札が2枚以下なら、カードを1枚引く。', '手札が2枚以下の場合、カードを1枚引く。')).toBe(
      true,
    );
    expect(
      keepsSense(
        '破壊される時、かわりに、このカードをトラッシュに置く。',
        '破壊される場合、代わりに、このカードをトラッシュに置く。',
      ),
    ).toBe(true);
  });

  test('a misspelt word spelled right is the same word (「キャラクタ」 → 「キャラクター」)', () => {
    expect(
      keepsSense(
        '対戦相手のキャラクタ一体を対象とし、それを破壊する。',
        '対戦相手のキャラクター一体を対象とし、それを破壊する。',
      ),
    ).toBe(true);
    expect(first('コマンド', '対戦相手のキャラクタ一体を対象とし、それを破壊する。').suggestion).toBe(
      '対戦相手のキャラクター一体を対象とし、それを破壊する。',
    );
  });

  test('the corpus suggestions that changed the meaning are no longer offered (d11, d16, d22, d23)', () => {
    // t12b: the sentence now compiles as written (designerWordsTrain12b.ts 「…を対象とする。あなたはそれを…」), with
    // the meaning of the suggestion it used to get
    const ruby =
      '[自動]：このキャラクターが登場した時、あなたのトラッシュにある《宝石》を持つカード1枚を対象とする。あなたはそれを手札に加えてもよい。';
    expect(first('キャラクター', ruby)).toBeUndefined();
    const defOf = (line: string) => {
      const {
        text: _t,
        source: _s,
        ...def
      } = compileText(cardText('キャラクター', [line]), 'test.hf').cards[0].def as unknown as Record<
        string,
        unknown
      >;
      return JSON.stringify(def, (k, v) => (k === 'text' || k === 'span' ? undefined : v));
    };
    expect(defOf(ruby)).toBe(
      defOf(
        '[自動]：このキャラクターが戦場に登場した時、あなたのトラッシュにある《宝石》を持つカード1枚を対象とし、それを手札に加えてもよい。',
      ),
    );
  });
});
