// Issue 22 "Done when": a rejected card's first diagnostic is the root cause — a whole-line suggestion that
// compiles, or HF-E040 naming the mechanic the language lacks — never a consequence of another line. The same
// check over every rejected corpus card is in test/dsl/corpora.test.ts, which compiles the corpus once.
import { describe, expect, test } from 'vitest';
import { ALL_THEM } from '../../codegen/dsl/diagnostics/cascade.js';
import { formatDiagnostic } from '../../codegen/dsl/diagnostics/format.js';
import { compileText } from '../../codegen/dsl/index.js';
import { keepsWords, swapsTerms } from '../../codegen/dsl/searchSuggest.js';
import { cardText } from './helpers.js';

function errors(kind: string, lines: string[]) {
  return compileText(cardText(kind, lines), 'test.hf').diagnostics.filter((d) => d.severity === 'error');
}

describe('cascades of an unreadable line are not reported (issue 22)', () => {
  test('「このカードの①の効果は…」 whose ①-line is unreadable: the ①-line is the first diagnostic, no HF-E085', () => {
    const list = errors('キャラクター', [
      'このカードの①の効果は1ターンに1度しか使用できない。',
      '①[自動]：このキャラクターが登場した時、あなたはふしぎな踊りを踊る。',
    ]);
    expect(list.map((d) => d.code)).not.toContain('HF-E085');
    expect(list[0].line).toBe(8);
  });

  test('the same reference without an unreadable line still gets HF-E085', () => {
    const list = errors('キャラクター', [
      'このカードの①の効果は1ターンに1度しか使用できない。',
      '[自動]：このキャラクターが戦場に登場した時、あなたはメインデッキからカードを1枚引く。',
    ]);
    expect(list.map((d) => d.code)).toEqual(['HF-E085']);
  });

  test('「・」 lines under an unreadable 「以下から1つを選ぶ」 get no HF-E060; a command whose only line is unreadable no HF-E028', () => {
    const modes = errors('コマンド', [
      '次のうちどれか一つをお選びください。',
      '・あなたはメインデッキからカードを1枚引く。',
      '・対戦相手に1ダメージを与える。',
    ]);
    expect(modes.map((d) => d.code)).not.toContain('HF-E060');
    expect(modes.map((d) => d.code)).not.toContain('HF-E028');
    expect(modes[0].line).toBe(6);
  });

  test('the caret and message of the root cause, in Japanese', () => {
    const [first] = errors('キャラクター', [
      'このカードの①の効果は1ターンに1度しか使用できない。',
      '①[自動]：このキャラクターが登場した時、あなたはふしぎな踊りを踊る。',
    ]);
    expect(formatDiagnostic(first, 'ja').split('\n').slice(0, 3)).toMatchInlineSnapshot(`
      [
        "test.hf:8:24 HF-E040 エラー: この言語には「踊り」「踊る」にあたる処理がありません（「あなたはふしぎな踊りを踊る」）。近い書き方：（見つかりません）",
        "  |   ①[自動]：このキャラクターが登場した時、あなたはふしぎな踊りを踊る。",
        "  |                                          ^^^^^^^^^^^^^^^^^^^^^^^^^^",
      ]
    `);
  });
});

describe('a line that read as something it cannot be there: its own HF-E040 first (issue 22, round 22)', () => {
  // d89 捨て身の大銛 (Rush Duel style): the 【条件】 bracket read as an activated ability's cost, so the card got
  // HF-E028 (no effect) at its header and HF-E017 (a command has no abilities) before the mechanic it lacks
  const line =
    '【条件】このカードをプレイする時、追加のコストとして、あなたの手札を1枚トラッシュに置く。【効果】対戦相手のキャラクター一体を対象とし、それを破壊する。';

  test('HF-E040 names the missing cost first; no HF-E028 for the effect the line would have been', () => {
    const list = errors('コマンド', [line]);
    expect(list[0].code).toBe('HF-E040');
    expect(list.map((d) => d.code)).not.toContain('HF-E028');
    expect(list.map((d) => d.code)).toContain('HF-E017');
  });

  test('a command with no text line at all still gets HF-E028', () => {
    expect(errors('コマンド', []).map((d) => d.code)).toEqual(['HF-E028']);
  });
});

describe('the new first diagnostics, as the designer reads them (issue 22)', () => {
  test('「それら」 after an effect on 「全て」 a card (d13 百鬼夜行): HF-E040 allThem, not HF-E016', () => {
    // d21 千秋楽 compiles now: 「…全てをアクティブにする。…それらの…」 repeats a selector that names no state (i22x8)
    expect(
      errors('コマンド', [
        'あなたの《役者》のキャラクターすべてをアクティブにする。ターン終了時まで、それらのパワーを+1000する。',
      ]),
    ).toEqual([]);
    // d13 百鬼夜行 itself compiles since mech18 (codegen/dsl/designerWordsM18.ts: a selector no step can change is
    // named again); a selector naming power is not (the +1000 could change who matches it)
    expect(
      errors('コマンド', [
        '【条件】あなたのトラッシュのキャラクターカードが5枚以上の場合。【効果】このターン、あなたのキャラクター全てのパワーを+1000し、それらは【貫通】を得る。',
      ]),
    ).toEqual([]);
    for (const line of [
      '【条件】あなたのトラッシュのキャラクターカードが5枚以上の場合。【効果】このターン、パワー3000以下のあなたのキャラクター全てのパワーを+1000し、それらは【貫通】を得る。',
    ]) {
      const [d] = errors('コマンド', [line]);
      expect(d.code).toBe('HF-E040');
      expect(d.message).toContain(ALL_THEM.ja);
      expect(d.sourceLine.slice(d.col - 1, (d.endCol ?? 0) - 1)).toMatch(/^(?:全て|すべて).*それら$/);
    }
    // the wording the designer vocabulary reads still compiles (codegen/dsl/designerWordsTrain2.ts)
    expect(
      errors('コマンド', [
        'ターン終了時まで、あなたのキャラクター全てのパワーを+1000し、それらは【神速】を得る。',
      ]),
    ).toEqual([]);
    // the nearest wording compiles
    expect(errors('コマンド', [ALL_THEM.nearest])).toEqual([]);
  });

  const first = (kind: string, lines: string[]) => formatDiagnostic(errors(kind, lines)[0], 'ja').split('\n');

  test('a mechanic the language lacks: HF-E040 under the phrase that names it', () => {
    expect(
      first('キャラクター', [
        '[自動]：このキャラクターが登場した時、ターン終了時まで、このキャラクターは【強撃】を2つ得る。',
      ]),
    ).toMatchInlineSnapshot(`
      [
        "test.hf:7:41 HF-E040 エラー: この言語にはキーワード能力をいくつも得る効果がありません（「【強撃】を2つ」）。近い書き方：（見つかりません）",
        "  |   [自動]：このキャラクターが登場した時、ターン終了時まで、このキャラクターは【強撃】を2つ得る。",
        "  |                                                                             ^^^^^^^^^^^^^",
      ]
    `);
  });

  test('a keyword reminder right after 「を得る」 that restates the keyword compiles (issue 22, i22w: it was HF-E011)', () => {
    expect(
      errors('キャラクター', [
        '[自動]：このキャラクターが攻撃を行うたび、ターン終了時まで、このキャラクターは【強撃】を得る（このキャラクターが攻撃によってプレイヤーに与えるダメージに+1する）。',
      ]),
    ).toEqual([]);
  });

  test('in a card, a mechanic the language lacks comes before an unreadable line without a suggestion', () => {
    const list = errors('キャラクター', [
      '[自動]：このキャラクターが登場した時、あなたはふしぎな踊りを踊る。',
      '[自動]：このキャラクターが登場した時、ターン終了時まで、このキャラクターは【強撃】を2つ得る。',
    ]);
    // line 7 gets the clause fallback's HF-E040 (its unread clause, i22k7): the mechanic the table names comes first
    expect(list.map((d) => `${d.code} ${d.line} ${d.unread ?? ''}`)).toEqual([
      'HF-E040 8 ',
      'HF-E040 7 true',
    ]);
  });
});

describe('a suggestion to join two sentences (HF-E016) is checked (issue 22)', () => {
  test('kept when the joined line compiles', () => {
    const [d] = errors('コマンド', [
      '対戦相手のキャラクター全てを、ターン終了時まで、あなたのキャラクターとする。それらのパワーを+1000する。',
    ]);
    expect(d.code).toBe('HF-E016');
    expect(d.suggestion).toBe(
      '対戦相手のキャラクター全てを、ターン終了時まで、あなたのキャラクターとし、それらのパワーを+1000する。',
    );
    expect(errors('コマンド', [d.suggestion!])).toEqual([]);
  });
});

describe('a suggestion never swaps the designer’s game terms (issue 22: a wrong suggestion is worse than none)', () => {
  test('「リロードした時」 is not offered as 「ドローした時」: it is HF-E040 for the reload trigger', () => {
    const [d] = errors('キャラクター', ['[自動]：あなたがリロードした時、カードを1枚引く。']);
    expect(d.code).toBe('HF-E040');
    expect(d.message).toContain('リロードした時の誘発');
    expect(swapsTerms('あなたがリロードした時', 'あなたがドローした時')).toBe(true);
    expect(swapsTerms('このキャラクタが登場した時', 'このキャラクターが登場した時')).toBe(false);
  });

  test('「プレイ中のコマンド」 is not offered as 「プレイ中のカード」 (it compiles as a waiting command: i22tb)', () => {
    expect(errors('コマンド', ['プレイ中のコマンド1枚を対象とし、それを無効にする。'])).toEqual([]);
    const def = compileText(
      cardText('コマンド', ['プレイ中のコマンド1枚を対象とし、それを無効にする。']),
      't.hf',
    ).cards[0].def;
    expect(JSON.stringify(def)).toContain('"kind":"waitingPlay","filter":{"kind":["command"]}');
    expect(keepsWords('プレイ中のコマンド1枚を対象とし', 'プレイ中のカード1枚を対象とし')).toBe(false);
  });
});
