// Issue 22 point 2 (i22d): mechanisms that let the whole-line search find a suggestion for phrasing failures in
// general, each on sentences written for this test (not corpus sentences): the caret and message as the designer
// reads them, and every suggestion compiles on the card.
import { describe, expect, test } from 'vitest';
import { formatDiagnostic } from '../../codegen/dsl/diagnostics/format.js';
import { readableRepairs } from '../../codegen/dsl/diagnostics/grammarRepair.js';
import { trailingNotes } from '../../codegen/dsl/diagnostics/moves.js';
import { keepsMeaning } from '../../codegen/dsl/diagnostics/partSearch.js';
import { compileText } from '../../codegen/dsl/index.js';
import { lineExplainer } from '../../src/explain/index.js';
import { cardText } from './helpers.js';

function first(kind: string, lines: string[]): string[] {
  const { diagnostics } = compileText(cardText(kind, lines), 'test.hf', undefined, lineExplainer('ja'));
  const d = diagnostics.filter((x) => x.severity === 'error')[0];
  if (d === undefined) return ['(compiles)'];
  // every suggestion compiles on a card of the same type
  for (const s of d.suggestions ?? []) {
    const again = compileText(cardText(kind, [s.text]), 'test.hf').diagnostics;
    expect(again.filter((x) => x.severity === 'error')).toEqual([]);
  }
  return formatDiagnostic(d, 'ja').split('\n');
}

describe('a designer head mark is the language head (moves.ts, HF-12.1, HF-12.4)', () => {
  test('(自) is [自動]', () => {
    expect(
      first('キャラクター', ['(自)このキャラクターが防御した時、あなたはカードを1枚引く。']),
    ).toMatchInlineSnapshot(`
      [
        "test.hf:7:3 HF-E011 エラー: この文を読めません。",
        "  |   (自)このキャラクターが防御した時、あなたはカードを1枚引く。",
        "  |   ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^",
        "  = 期待される語句: 「[自動]」、「このキャラクター」「このカード」「これ」、「メインデッキ」、領域（手札・トラッシュ・ダメージフィールド・ガードデッキ・メインデッキ・除外領域）、「メインデッキの一番上のカードを」 ほか71件",
        "  = もしかして: [自動]:このキャラクターが防御を行うたび、あなたはカードを1枚引く。",
        "  =   意味：いつ：このキャラクターが防御を行うたび（自動能力）",
        "  =      同時に誘発した自動能力の解決順は、ターンプレイヤーが決める（HF-12.2）",
        "  =      処理1：あなたはメインデッキからカードを1枚引く。",
      ]
    `);
  });
  test('(起) before costs is the costs', () => {
    expect(
      first('キャラクター', ['(起)[2][スリープ]：対戦相手に1ダメージを与える。']),
    ).toMatchInlineSnapshot(`
      [
        "test.hf:7:3 HF-E011 エラー: この文を読めません。",
        "  |   (起)[2][スリープ]：対戦相手に1ダメージを与える。",
        "  |   ^^^^",
        "  = 期待される語句: 「・」、「このカードが」、「このカード名のカードは」、「このカードをプレイする時」、「このカード名」 ほか71件",
        "  = もしかして: [2][スリープ]：対戦相手に1ダメージを与える。",
        "  =   意味：いつ：あなたのメインフェイズ中（何も待機していない時）か、インタラプション・タイミングを得ている時に使用できる（起動能力：HF-12.4）",
        "  =      コスト：エネルギー2（[2]）、このカードをスリープにする（[スリープ]）（使用を宣言し対象を選んだ後に支払う）",
        "  =      処理1：対戦相手に1ダメージを与える。",
      ]
    `);
  });
});

describe('a trailing reminder note is left out of the search, and the suggestion says so', () => {
  test('only a note after the last sentence: a note inside a sentence may be a condition', () => {
    expect(trailingNotes('カードを1枚引く。（山札が無いなら引かない）')).toEqual({
      line: 'カードを1枚引く。',
      notes: '（山札が無いなら引かない）',
    });
    expect(trailingNotes('それのパワーを-2000する（5枚以上なら、代わりに-4000する）。')).toBeUndefined();
  });
  test('the line without its note compiles: the note is what the language does not read (HF-E040 note, notes.ts), its nearest wording the line without it', () => {
    expect(
      first('コマンド', [
        '対戦相手のキャラクター1体を対象とし、それに5000ダメージを与える。（パワーが0以下のキャラクターは破壊されます）',
      ]),
    ).toMatchInlineSnapshot(`
      [
        "test.hf:6:38 HF-E040 エラー: この言語には文の後の括弧書きの注釈（括弧の中は読まれません。規則の説明なら要らず、効果なら括弧を外して文として書きます。キーワードの後にはその定義どおりの注釈が書けます）がありません（「（パワーが0以下のキャラクターは破壊されます）」）。近い書き方：対戦相手のキャラクター1体を対象とし、それに5000ダメージを与える。",
        "  |   対戦相手のキャラクター1体を対象とし、それに5000ダメージを与える。（パワーが0以下のキャラクターは破壊されます）",
        "  |                                                                    ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^",
      ]
    `);
  });
});

describe('the part search tries the nearest parts that keep the known parts (partSearch.ts)', () => {
  test('「あなたがコントロールする」 reads as written since the train5a vocabulary (the part search is no longer needed for it)', () => {
    expect(
      first('コマンド', [
        'あなたがコントロールする《獣》を持つキャラクター1体を対象とし、それをスリープにする。',
      ]),
    ).toMatchInlineSnapshot(`
      [
        "(compiles)",
      ]
    `);
  });
  test('「ほかの」 is 「他の」 and 「パワーは+Nされる」 a power change: read as written since v11 (kana spellings)', () => {
    expect(
      first('キャラクター', [
        '[自動]：このキャラクターが戦場に居る限り、あなたのほかの《獣》を持つキャラクター全てのパワーは+500される。',
      ]),
    ).toEqual(['(compiles)']);
  });
});

describe('counted cards the player acts on are chosen by that player (partSearch.ts keepsMeaning)', () => {
  const c = (replaced: string, added: string) =>
    keepsMeaning({ line: added, replaced: [replaced], added: [added], lead: false });
  test('「手札を2枚トラッシュに置き」 may be 「手札からカードを2枚選び、トラッシュに置き」', () => {
    expect(
      c('あなたの手札を2枚トラッシュに置き、', 'あなたの手札からカードを2枚選び、トラッシュに置き、'),
    ).toBe(true);
    expect(
      c(
        '対戦相手のキャラクター1体に3000ダメージを与える。',
        '対戦相手のキャラクター1体を選び、それに3000ダメージを与える。',
      ),
    ).toBe(true);
  });
  test('never a target (HF-5.4: a target is chosen on play, and an effect with none cannot be played)', () => {
    expect(
      c(
        '対戦相手のキャラクター1体に3000ダメージを与える。',
        '対戦相手のキャラクター1体を対象とし、それに3000ダメージを与える。',
      ),
    ).toBe(false);
  });
  test('nor a choice where the designer named the card (the top of the deck is not chosen)', () => {
    expect(
      c(
        'あなたのメインデッキの一番上のカードを1枚トラッシュに置く。',
        'あなたのメインデッキからカードを1枚選び、トラッシュに置く。',
      ),
    ).toBe(false);
  });
});

describe('token edits at the failure that say nothing new (grammarRepair.ts)', () => {
  test('the repair itself: 「する」 → 「される」 where the grammar expects it, nothing else changed', () => {
    expect(readableRepairs('[自動]:このキャラクターのパワーは+3000する。')).toEqual([
      { line: '[自動]:このキャラクターのパワーは+3000される。', replaced: ['する'], added: ['される'] },
    ]);
  });
  test('an okurigana the grammar expects in place of the designer’s', () => {
    expect(first('キャラクター', ['[自動]：このキャラクターのパワーは+3000する。'])).toMatchInlineSnapshot(`
      [
        "test.hf:7:26 HF-E011 エラー: この文を読めません。",
        "  |   [自動]：このキャラクターのパワーは+3000する。",
        "  |                                          ^^^^",
        "  = 期待される語句: 「される」",
        "  = もしかして: [自動]：このキャラクターのパワーは+3000される。",
        "  =   意味：いつ：このカードが戦場に居る間、常に（[自動]：の継続的な効果）",
        "  =      効果：このキャラクターのパワーを+3000する。",
      ]
    `);
  });
});

describe('a 【空装】 line is mended part by part (HF-13.8)', () => {
  test('its effect (「あなたがコントロールする」) reads as written since the train5a vocabulary', () => {
    expect(
      first('キャラクター', [
        '【空装 条件：あなたのメインデッキとガードデッキのキャラクターカードが全て《獣》を持つ 効果：あなたがコントロールする《獣》を持つキャラクターが戦場に登場した時、カードを1枚引く。】',
      ]),
    ).toMatchInlineSnapshot(`
      [
        "(compiles)",
      ]
    `);
  });
});
