// Issue 22 point 2: suggestions that generalise by design — the grammar's own repairs at the place it stops
// (codegen/dsl/diagnostics/grammarRepair.ts), the designer's clauses moved to their grammar slots
// (codegen/dsl/diagnostics/moves.ts) — and HF-E040 from a word lexicon of the mechanics the language lacks
// (codegen/dsl/diagnostics/mechanicFamily.ts MECHANIC_LEXICON). The sentences here are not from the corpora:
// each is another wording of a family the corpora showed.
import { describe, expect, test } from 'vitest';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { formatDiagnostic } from '../../codegen/dsl/diagnostics/format.js';
import { repairLine } from '../../codegen/dsl/diagnostics/grammarRepair.js';
import {
  MECHANIC_LEXICON,
  lexiconFamilies,
  lexiconFamilyOf,
} from '../../codegen/dsl/diagnostics/mechanicFamily.js';
import { movedLines } from '../../codegen/dsl/diagnostics/moves.js';
import { compileText } from '../../codegen/dsl/index.js';
import { keepsRepair } from '../../codegen/dsl/searchSuggest.js';
import { suggestionActions } from '../../src/lsp/codeActions.js';
import { toLspDiagnostic } from '../../src/lsp/diagnostics.js';
import { LineMap } from '../../src/lsp/lineMap.js';
import { cardText } from './helpers.js';

function errors(kind: string, lines: string[]) {
  return compileText(cardText(kind, lines), 'test.hf').diagnostics.filter((d) => d.severity === 'error');
}

function first(kind: string, lines: string[]): string[] {
  return formatDiagnostic(errors(kind, lines)[0], 'ja').split('\n');
}

/** The first diagnostic's first suggestion, checked to compile on the same card. */
function suggested(kind: string, line: string): string | undefined {
  const [d] = errors(kind, [line]);
  expect(d.code).toBe('HF-E011');
  if (d.suggestion !== undefined) expect(errors(kind, [d.suggestion])).toEqual([]);
  return d.suggestion;
}

describe('the grammar repairs the place it stops (issue 22 point 2)', () => {
  test('a power change with its object left out: 「それのパワーを」 put in before the signed number', () => {
    // (one target is read as written since diag16: designerWordsDiag16.ts; up to two still needs the repair)
    expect(
      suggested('コマンド', '対戦相手のキャラクター2体までを対象とし、ターン終了時まで-3000する。'),
    ).toBe('対戦相手のキャラクター2体までを対象とし、ターン終了時まで、それのパワーを-3000する。');
  });

  test('a damage with its object left out after a random choice: 「それに」', () => {
    expect(
      suggested(
        'キャラクター',
        // (「…ランダムに選び、1000ダメージを与える」 itself is read by a row since i22m: designerWordsI22m.ts)
        '[自動]：このキャラクターが攻撃を行うたび、対戦相手のキャラクター1体をランダムに選び、その後、1000ダメージを与える。',
      ),
    ).toBe(
      '[自動]：このキャラクターが攻撃を行うたび、対戦相手のキャラクター1体をランダムに選び、その後、それに1000ダメージを与える。',
    );
  });

  test('「ガードデッキに戻す」 needs no repair since m11: it is read as 「加える」 (the family the repair used)', () => {
    expect(
      errors('キャラクター', [
        '[自動]：このキャラクターが破壊された時、あなたのトラッシュのカードを1枚選び、ガードデッキに戻す。',
      ]),
    ).toEqual([]);
  });

  test('「その場合、」 after an action is 「そうした場合、」 (the nearest word of the family)', () => {
    expect(suggested('コマンド', 'あなたは手札を1枚捨てる。その場合、対戦相手に1ダメージを与える。')).toBe(
      'あなたは手札を1枚捨てる。そうした場合、対戦相手に1ダメージを与える。',
    );
  });

  test('a replacement written with 「時、かわりに」 needs no repair since t11: it is read as 「場合、代わりに」 (HF-5.11)', () => {
    const r = compileText(
      cardText('キャラクター', [
        '[自動]：このキャラクターが破壊される時、かわりに、あなたの手札を1枚捨ててもよい。',
      ]),
      'test.hf',
    );
    expect(r.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(JSON.stringify(r.cards[0].def)).toContain('"replacement"');
  });

  test('the caret and message of a repaired line, as the designer reads them', () => {
    expect(
      first('コマンド', ['あなたのキャラクター2体までを対象とし、ターン終了時まで+1000する。']),
    ).toMatchInlineSnapshot(`
      [
        "test.hf:6:31 HF-E011 エラー: この文を読めません。",
        "  |   あなたのキャラクター2体までを対象とし、ターン終了時まで+1000する。",
        "  |                                                          ^^^^^^^^^",
        "  = 期待される語句: 「、」",
        "  = もしかして: あなたのキャラクター2体までを対象とし、ターン終了時まで、それのパワーを+1000する。",
      ]
    `);
  });

  test('「対象のキャラクター」 is never mended to 「それ」 when another card was chosen since (it would be that one)', () => {
    const line =
      '対戦相手のキャラクター1体を対象とし、あなたのキャラクター1体を選び、破壊する。そうした場合、対象のキャラクターを破壊する。';
    const found = repairLine(line, (r) => keepsRepair(line, r), 3);
    expect(found).toEqual([]);
    expect(
      keepsRepair('対戦相手のキャラクター1体を対象とし、対象のキャラクターを破壊する。', {
        line: '対戦相手のキャラクター1体を対象とし、それを破壊する。',
        replaced: ['対象のキャラクター'],
        added: ['それ'],
      }),
    ).toBe(true);
  });

  test('a repair never puts in a player or a zone the designer did not write', () => {
    const line = 'キャラクター1体を選び、2000ダメージを与える。';
    expect(
      keepsRepair(line, {
        line: 'キャラクター1体を選び、対戦相手に2000ダメージを与える。',
        replaced: [''],
        added: ['対戦相手に'],
      }),
    ).toBe(false);
  });
});

describe('the designer’s clauses moved to their slots (issue 22 point 2)', () => {
  test('【条件】…【効果】… with a trigger sentence 「…たび発揮する。」 becomes one sentence', () => {
    expect(
      movedLines(
        '[自動]:このキャラクターが攻撃を行うたび発揮する。【条件】あなたの手札が2枚以下の場合。【効果】カードを1枚引く。',
      ),
    ).toEqual(['[自動]:このキャラクターが攻撃を行うたび、あなたの手札が2枚以下の場合、カードを1枚引く。']);
    // diag16: the line itself is read so (designerWordsDiag16.ts)
    expect(
      errors('キャラクター', [
        '[自動]：このキャラクターが攻撃を行うたび発揮する。【条件】あなたの手札が2枚以下の場合。【効果】カードを1枚引く。',
      ]),
    ).toEqual([]);
  });

  test('a command’s 【条件】…【効果】…: the condition before the effect (read as written since i22ta6)', () => {
    expect(errors('コマンド', ['【条件】あなたの手札が3枚以下の場合。【効果】カードを2枚引く。'])).toEqual(
      [],
    );
    expect(movedLines('【条件】あなたの手札が3枚以下の場合。【効果】カードを2枚引く。')).toEqual([
      'あなたの手札が3枚以下の場合、カードを2枚引く。',
    ]);
  });

  test('a reading never splits the conditional sentence (the condition covers 「それらは…」 too)', () => {
    // 「…なら、…+1000し、それらは【貫通】を得る」 was read as two sentences, the second without the condition, so no
    // suggestion was offered; since mech18 (codegen/dsl/designerWordsM18.ts) it is read as one sentence, both steps
    // under the condition
    const text = cardText('コマンド', [
      '【条件】あなたの手札が3枚以下の場合。【効果】ターン終了時まで、あなたのキャラクター全てのパワーを+1000し、それらは【貫通】を得る。',
    ]);
    const r = compileText(text, 'test.hf');
    expect(r.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const [step] = r.cards[0].def.effect?.processes[0].steps ?? [];
    expect(step?.op).toBe('ifThen');
    const both = step?.op === 'ifThen' ? step.then : [];
    expect(both).toMatchObject([{ op: 'modifyPowerAll' }, { op: 'grantAll', grant: { keyword: 'pierce' } }]);
  });

  test('a trailing use restriction moves after the costs (HF-12.4, HF-12.8)', () => {
    // (「…。この能力はあなたのターンの間だけ使える。」 compiles as written since i22tb7: designerWordsTrain7b.ts)
    expect(
      suggested(
        'キャラクター',
        '[1][スリープ]：カードを1枚引く。この能力は1ターンに1度、あなたのターンの間だけ使える。',
      ),
    ).toBe('[1][スリープ]：1ターンに1回、あなたのターンにのみ使用できる。カードを1枚引く。');
    expect(
      movedLines('[2]:カードを1枚引く。この能力は1ターンに1度、自分のターン中にのみ使用できる。'),
    ).toEqual(['[2]:1ターンに1回、あなたのターンにのみ使用できる。カードを1枚引く。']);
  });

  test('the changed cards as the topic of a per-count power change: the count first (HF-12.6)', () => {
    // diag16: the line itself is read so (designerWordsDiag16.ts: 「…全てのパワーを、…1体につき+1000する」)
    expect(
      errors('キャラクター', [
        '[自動]：あなたの《剣士》を持つキャラクター全ては、対戦相手のキャラクター1体につきパワーを+1000する。',
      ]),
    ).toEqual([]);
  });

  test('a restriction with words the move does not know is not moved (nothing is dropped)', () => {
    expect(movedLines('[2]:カードを1枚引く。この能力は手札が3枚以下の時にしか使用できない。')).toEqual([]);
  });
});

describe('HF-E040 from the word lexicon, however the mechanic is worded (issue 22 point 2)', () => {
  test('every lexicon entry is live: no accepted part of the language has its words', () => {
    expect(lexiconFamilies().map((f) => f.mechanic.id)).toEqual(MECHANIC_LEXICON.map((e) => e.id));
  });

  test.each([
    ['otherPlayerChoice', '相手は、カードを1枚引くか、手札を1枚捨てるかを選択する。'],
    ['defenseCost', '対戦相手のキャラクターは、手札を1枚捨てない限り防御できない。'],
    ['defenseCost', 'このキャラクターが防御するには、あなたのエネルギー1枚をスリープにしなければならない。'],
    ['whenPlayed', 'このカードをあなたのメインフェイズ中にプレイしていた場合、カードを2枚引く。'],
    ['thresholdTrigger', 'あなたの手札が5枚以上になったとき、カードを1枚捨てる。'],
    ['sameTrait', 'それと分類が同じキャラクター1体につき、+1000する。'],
    [
      'ignoreCondition',
      'あなたの戦場に《王》を持つキャラクターがいるなら、上の条件を満たしているものとして扱う。',
    ],
    ['giveCard', '相手は手札を1枚選び、あなたの手札に加える。'],
    ['couldNotChoose', '対象を選べなかった場合、カードを1枚引く。'],
    ['attachedToYourZone', 'それにセットされているカード1枚を選び、自分の手札に入れる。'],
  ])('%s: 「%s」', (id, sentence) => {
    expect(lexiconFamilyOf(sentence)?.mechanic.id).toBe(id);
  });

  test('a phrase wholly before the clause the grammar stops in is not the missing mechanic', () => {
    const sentence = '対戦相手は、カードを1枚引くか、手札を1枚捨てるかを選ぶ。その後、ふしぎな踊りを踊る。';
    expect(lexiconFamilyOf(sentence, sentence.indexOf('ふしぎ'))).toBeUndefined();
  });

  test('the caret and message of a lexicon HF-E040', () => {
    expect(
      first('キャラクター', [
        '[自動]：対戦相手のキャラクターは、そのプレイヤーが手札を2枚捨てなければ防御できない。',
      ]),
    ).toMatchInlineSnapshot(`
      [
        "test.hf:7:36 HF-E040 エラー: この言語には防御をするための支払い（攻撃のための支払いは「…は、[1]を支払わなければ攻撃できない」と書けます）がありません（「なければ防御できない」）。近い書き方：（見つかりません）",
        "  |   [自動]：対戦相手のキャラクターは、そのプレイヤーが手札を2枚捨てなければ防御できない。",
        "  |                                                                  ^^^^^^^^^^^^^^^^^^^^",
      ]
    `);
    expect(
      first('コマンド', ['対戦相手は、あなたに2ダメージを与えるか、手札を2枚捨てるかを選ぶ。']),
    ).toMatchInlineSnapshot(`
      [
        "test.hf:6:3 HF-E040 エラー: この言語には2つの処理からプレイヤーがどちらかを選ぶ効果（あなたが選ぶモードは「以下から1つを選ぶ。」と「・」の行で書けます）がありません（「対戦相手は、あなたに2ダメージを与えるか、手札を2枚捨てるかを選ぶ」）。近い書き方：対戦相手は手札を2枚捨てる。",
        "  |   対戦相手は、あなたに2ダメージを与えるか、手札を2枚捨てるかを選ぶ。",
        "  |   ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^",
      ]
    `);
    expect(
      first('キャラクター', [
        '[自動]：あなたのダメージフィールドのカードが4枚以上になった時、カードを1枚引く。',
      ]),
    ).toMatchInlineSnapshot(`
      [
        "test.hf:7:12 HF-E040 エラー: この言語には数が境目を越えた時の誘発（「…以上なら、」と条件にすることは書けます）がありません（「ダメージフィールドのカードが4枚以上になった時」）。近い書き方：（見つかりません）",
        "  |   [自動]：あなたのダメージフィールドのカードが4枚以上になった時、カードを1枚引く。",
        "  |                   ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^",
      ]
    `);
  });
});

describe('the editor offers a repaired line as a quick fix (issue 22 point 2)', () => {
  test('the whole line is replaced by the repair, preferred', () => {
    const source = cardText('コマンド', [
      '対戦相手のキャラクター1体をランダムに選び、その後、2000ダメージを与える。',
    ]);
    const [d] = compileText(source, 't.hf').diagnostics;
    const document = TextDocument.create('file:///t.hf', 'hollowflux', 1, source);
    const actions = suggestionActions(document, [toLspDiagnostic(d, new LineMap(document), 'ja')], 'ja');
    expect(actions[0].isPreferred).toBe(true);
    const edited = TextDocument.applyEdits(document, actions[0].edit?.changes?.['file:///t.hf'] ?? []);
    expect(edited.split('\n')[5]).toBe(
      '  対戦相手のキャラクター1体をランダムに選び、その後、それに2000ダメージを与える。',
    );
  });
});
