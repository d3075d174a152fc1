// Issue 22 "Done when" (i22k8): for a rejected card the first diagnostic is a whole-line suggestion that compiles and
// keeps the designer's intent, or HF-E040 naming the missing mechanic. Suggestions never lose or double a content
// part (keepsContent: numbers, actions, 対象, players, this card, 「それぞれ」); the clause fallback searches its clause
// with the rest of the line kept before it names anything, and names a mechanic from the words of the clause's
// sentence when the grammar stops before them; a bracketed self-leave cost is HF-E040, not HF-E015's list.
import { describe, expect, test } from 'vitest';
import { CLAUSE_MECHANICS, mechanicAround } from '../../codegen/dsl/diagnostics/clauseFallback.js';
import { formatDiagnostic } from '../../codegen/dsl/diagnostics/format.js';
import { findCostMechanic } from '../../codegen/dsl/diagnostics/mechanics.js';
import { compileText } from '../../codegen/dsl/index.js';
import { keepsContent, keepsSense } from '../../codegen/dsl/searchSuggest.js';
import { cardText } from './helpers.js';

function first(kind: string, line: string) {
  return compileText(cardText(kind, [line]), 'test.hf').diagnostics.filter((d) => d.severity === 'error')[0];
}

function caret(kind: string, line: string): string[] {
  return formatDiagnostic(first(kind, line), 'ja').split('\n').slice(0, 3);
}

function mechanicJa(id: string): string {
  const row = CLAUSE_MECHANICS.find((m) => m.id === id);
  if (!row) throw new Error(id);
  return row.ja;
}

describe('a suggestion keeps every content part (keepsContent)', () => {
  test('this set card is never turned into another one (「このセットカード」 → 「他のセットカード」, d33 blind judge)', () => {
    const line =
      '[1][スリープ]：キャラクター一体を対象とし、それに2000ダメージを与える。その後、このセットカードをトラッシュに置く。';
    expect(keepsContent(line, 'その後、他のセットカードをトラッシュに置く。')).toBe(false);
    expect(
      keepsContent('このワールド・セットをトラッシュに置く。', '他のワールド・セットをトラッシュに置く。'),
    ).toBe(false);
    expect(
      keepsContent(
        'その後、このセットカードをトラッシュにおく。',
        'その後、このセットカードをトラッシュに置く。',
      ),
    ).toBe(true);
  });

  test('an action is never done twice (「バウンス（持ち主の手札へ）」 is one return, d29)', () => {
    const line = '[自動]：登場時、相手キャラ1体をバウンス（持ち主の手札へ）。';
    expect(
      keepsSense(
        line,
        '[自動]：このキャラクターが戦場に登場した時、対戦相手のキャラクターを1体選び、それを手札に戻し、それを持ち主の手札に戻す。',
      ),
    ).toBe(false);
    expect(
      keepsSense(
        line,
        '[自動]：このキャラクターが戦場に登場した時、対戦相手のキャラクターを1体選び、それを持ち主の手札に戻す。',
      ),
    ).toBe(true);
    // diag16: the note says whose hand (designerWordsDiag16.ts): the line is read as written, one return
    expect(first('キャラクター', line)).toBeUndefined();
  });

  test('an action or a number the designer wrote is never dropped; a sign never changes', () => {
    expect(
      keepsContent('ターン終了時まで、それのパワーを+1000し、【貫通】を得る。', 'それは【貫通】を得る。'),
    ).toBe(false);
    expect(keepsContent('それのパワーを+1000する。', 'それのパワーを-1000する。')).toBe(false);
    expect(keepsContent('それを破壊し、カードを1枚引く。', 'それを破壊する。')).toBe(false);
    // a typo mended (one character replaced) never changes a number
    expect(keepsSense('それのパワーを+1000すろ。', 'それのパワーを+1000する。')).toBe(true);
    expect(keepsSense('それのパワーを+1000する。', 'それのパワーを+2000する。')).toBe(false);
    // a verb written as a noun may be spelled out, an implicit 1 added
    expect(keepsContent('1ドロー。', 'カードを1枚引く。')).toBe(true);
    expect(keepsContent('カードを引く。', 'カードを1枚引く。')).toBe(true);
  });

  test('「対象」, the players and this card are kept', () => {
    expect(
      keepsContent(
        '相手キャラ1体に2000ダメージ。',
        '対戦相手のキャラクター1体を対象とし、それに2000ダメージを与える。',
      ),
    ).toBe(false);
    expect(
      keepsContent(
        '相手キャラ1体に2000ダメージ。',
        'あなたのキャラクター1体を選び、それに2000ダメージを与える。',
      ),
    ).toBe(false);
    expect(
      keepsContent('[このキャラをトラッシュに置く]', '[あなたのキャラクター1体をトラッシュに置く]'),
    ).toBe(false);
  });

  test('「それぞれ」 after a number is kept; on all of them it is implicit', () => {
    expect(
      keepsContent(
        '対戦相手のキャラクター2体を対象とし、それぞれに3000ダメージを与える。',
        '対戦相手のキャラクター2体を対象とし、3000ダメージを与える。',
      ),
    ).toBe(false);
    expect(
      keepsContent(
        'あなたの《坑夫》を持つキャラクターのパワーをそれぞれ+1000する。',
        'あなたの《坑夫》を持つキャラクター全てのパワーを+1000する。',
      ),
    ).toBe(true);
  });

  test('a turn’s start is a trigger, never what 「相手ターン中、」 says', () => {
    expect(
      keepsSense(
        '[自動]：相手ターン中、このキャラはパワー-1000。',
        '[自動] 対戦相手のターン開始時、このキャラクターのパワーを-1000する。',
      ),
    ).toBe(false);
  });
});

describe('the clause searched with the rest of the line kept (whole-line suggestions)', () => {
  test('「相手ターン中、」 (d29 ホウキドリ): the condition as the language says it', () => {
    // diag16: 「相手ターン中」 reads as 「相手のターン中」 (designerWordsDiag16.ts): the line compiles as written
    expect(first('キャラクター', '[自動]：相手ターン中、このキャラはパワー-1000。')).toBeUndefined();
  });

  test('「…キャラクターはそれぞれパワーが+3000され、」 (d22 全機関、最大出力): each of them all', () => {
    // diag16: read as that suggestion (designerWordsDiag16.ts); the line compiles as written
    expect(
      first(
        'コマンド',
        'ターン終了時まで、あなたがコントロールする《機関》を持つキャラクターはそれぞれパワーが+3000され、【強撃】を得る。',
      ),
    ).toBeUndefined();
  });

  test('a move written without its verb (d29 尾を引く光) and 「攻撃で破壊した時」 (d29 ガルド, HF-9.4)', () => {
    // diag16: 「残りはトラッシュへ。」 reads as 「残りをトラッシュに置く。」 (designerWordsDiag16.ts)
    expect(first('コマンド', 'デッキトップ3枚見て1枚を手札に。残りはトラッシュへ。')).toBeUndefined();
    // t10: the kill trigger with its victim (「このキャラクターの攻撃によって…を破壊した時」) reads it as written now
    expect(
      first('キャラクター', '[自動]：このキャラの攻撃で相手キャラを破壊した時、1ドロー。'),
    ).toBeUndefined();
  });
});

describe('a timing label that only repeats the trigger (d17 星屑の外套)', () => {
  test('the line without it is the suggestion; a label that says another timing is not dropped', () => {
    // diag16: a label repeated by its sentence's trigger is read away (designerWordsDiag16.ts)
    expect(
      first(
        'セット',
        '[自動]【破壊時】：このカードがセットされているキャラクターが破壊された時、このカードの持ち主はカードを1枚引く。',
      ),
    ).toBeUndefined();
    expect(
      first('キャラクター', '[自動]【登場時】：このキャラクターが戦場に登場した時、カードを1枚引く。'),
    ).toBeUndefined();
    const d = first(
      'キャラクター',
      '[自動]【攻撃時】：このキャラクターが戦場に登場した時、カードを1枚引く。',
    );
    expect(d.code).toBe('HF-E040');
    expect(d.suggestion).toBeUndefined();
  });
});

describe('HF-E040 naming the mechanic, not 「この書き方」 (exact carets)', () => {
  test('the words after the place the grammar stops name it (mechanicAround: the rest of the sentence)', () => {
    const line =
      '[自動]：このカードがセットされている限り、セット先のキャラクターはあなたのキャラクターとなる。';
    const around = mechanicAround(line, 5, 21);
    expect(around?.mechanic.id).toBe('controlChange');
    // t10: the line itself is control while set now (codegen/dsl/designerWordsTrain10.ts), so it compiles
    expect(first('セット', line)).toBeUndefined();
  });

  // (d11 ゾディア 「…1体につき1枚、カードを引く（最大3枚）」 compiles now: i22m9)
  test('a cap in a note of the same sentence', () => {
    const d = first(
      'コマンド',
      'あなたの《星座》を持つキャラクター1体につき、対戦相手の手札を1枚捨てさせる（最大3枚）。',
    );
    expect(d.code).toBe('HF-E040');
    expect(d.message).toContain('数の上限');
    expect(d.sourceLine.slice(d.col - 1, (d.endCol ?? 0) - 1)).toContain('最大3');
  });

  test.each([
    ['revealOther', 'コマンド', '対戦相手の手札を無作為に1枚選び、公開させる。', '公開させ'],
    [
      'destroyedExcept',
      'キャラクター',
      '[自動]：あなたの他のキャラクターが攻撃によるダメージ以外で破壊される場合、代わりに、このキャラクターをスリープにしてもよい。',
      'あなたの他のキャラクターが攻撃によるダメージ以外で破壊される場合',
    ],
    [
      'attachedByWhom',
      'キャラクター',
      '[自動]：対戦相手のセットカードがこのキャラクターにセットされた時、カードを1枚引く。',
      '対戦相手のセットカードがこのキャラクターにセットされた時',
    ],
    [
      'oncePerOwnTurn',
      'キャラクター',
      '【空装 条件：あなたの手札が3枚以上ある 効果：自分の番に1回、カードを1枚引く。】',
      '自分の番に1回',
    ],
    [
      'untargetableBySource',
      'コマンド',
      'あなたのキャラクター1体を対象とし、ターン終了時まで、それは対戦相手の起動能力の対象にならない。',
      'それは対戦相手の起動能力の対象にならない',
    ],
    [
      'topUpToEnergy',
      'キャラクター',
      '[自動]：このキャラクターが登場した時、あなたのメインデッキの上から2枚までを、裏向きかつアクティブでエネルギーフィールドに置く。',
      '上から2枚までを、裏向きかつアクティブでエネルギー',
    ],
    [
      'targetAfterChoice',
      'コマンド',
      '攻撃している対戦相手のキャラクター1体を対象とする。あなたのキャラクター1体を選び、破壊する。その場合、対象のキャラクターを破壊する。',
      // diag16: 「その場合、」 after a choice and its action reads as 「そうした場合、」; the caret ends at what it names
      'その場合、対象のキャラクター',
    ],
  ])('%s', (id, kind, line, phrase) => {
    const d = first(kind, line);
    expect(d.code).toBe('HF-E040');
    expect(d.message).toContain(mechanicJa(id));
    expect(d.sourceLine.slice(d.col - 1, (d.endCol ?? 0) - 1)).toBe(phrase);
  });
});

describe('a self-leave cost in brackets is HF-E040 naming it (never HF-E015 with any character’s cost)', () => {
  test('「[このキャラをトラッシュに置く]」 (d29 ポポ, d29x テツ) and 「[自身を破壊する]」', () => {
    for (const cost of ['このキャラをトラッシュに置く', '自身を破壊する', 'このキャラクター自身を墓地に送る'])
      expect(findCostMechanic(cost)?.id, cost).toBe('costSelfLeave');
    expect(caret('キャラクター', '[スリープ][このキャラをトラッシュに置く]：1ドロー。')).toEqual([
      'test.hf:7:10 HF-E040 エラー: この言語にはこの起動能力を持つカード自身を戦場から離すコスト（000：発生源が戦場を離れた起動能力は解決されません）がありません（「このキャラをトラッシュに置く」）。近い書き方：[スリープ]（使えるコスト：[数字] [X] [スリープ] [カルネージ数字] [カルネージX] [手札をN枚捨てる] [あなたの他のキャラクター1体を破壊する] [あなたのキャラクター1体をトラッシュに置く] [あなたは1ダメージを受ける] [あなたのトラッシュのカードを1枚ゲームから除外する]）',
      '  |   [スリープ][このキャラをトラッシュに置く]：1ドロー。',
      `  |   ${' '.repeat(11)}${'^'.repeat(28)}`,
    ]);
    // 「あなたのキャラクター1体をトラッシュに置く」 is a cost the language has: it stays one
    expect(
      compileText(
        cardText('キャラクター', [
          '[スリープ][あなたのキャラクター1体をトラッシュに置く]：カードを1枚引く。',
        ]),
        'test.hf',
      ).diagnostics.filter((d) => d.severity === 'error'),
    ).toEqual([]);
  });
});
