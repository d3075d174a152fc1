// Issue 22 "Done when": a rejected card's first diagnostic is the root cause — a whole-line suggestion that
// compiles, or HF-E040 naming the mechanic the language lacks — never a consequence of another line.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { formatDiagnostic } from '../../codegen/dsl/diagnostics/format.js';
import { compileText } from '../../codegen/dsl/index.js';
import { keepsWords, swapsTerms } from '../../codegen/dsl/searchSuggest.js';
import { firstKind, measureCorpus } from '../../codegen/dsl/tools/corpusReach.js';
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
        "test.hf:8:28 HF-E011 エラー: この文を読めません。",
        "  |   ①[自動]：このキャラクターが登場した時、あなたはふしぎな踊りを踊る。",
        "  |                                                  ^^^^^^^^^^^^^^^^^^",
      ]
    `);
  });
});

describe('the first diagnostic of every rejected corpus card (issue 22 "Done when")', () => {
  // Cards whose first diagnostic is still the bare HF-E011 (or another code): this list may only shrink.
  const KNOWN_BARE = [
    '竜騎団長アルトリウス',
    '機甲竜の卵',
    // d9–d12, the blind round of 2026-11-29 (test/corpora/README.md): measured as written, not yet worked on.
    // Their first diagnostics are what a designer who never read our docs gets today (docs/dsl.md, Reach).
    // (紙吹雪, 秘伝・天扇嵐舞, 歯車の学徒 リリエ, 放課後の自習 and 夜空の案内人 ポラリス get a compositional
    // suggestion that keeps their intent: codegen/dsl/diagnostics/partSearch.ts)
    // (人形学教授 マリオネッタ, 自動人形量産ライン and 力の誓い get HF-E040 since the broad mechanics table, i22e)
    '第三錬金実験室',
    ...['天秤座の精 リブラ', '十二宮の大占星術師 ゾディア'],
    '十二宮天球儀',
    ...['税関破りのサルヴァ', '黒帆船長ヴェルナ'],
    // i22a: their set-card line compiles now (issue 22); the next sentence is another mechanic, not yet worked on
    ...['煙のマダム・フーシェ', '積荷の投棄', '花園の詩王 エーデルワイス'],
    '防煙マスク',
    // d13–d16, the blind round of 2026-11-29 (third; test/corpora/README.md): their train halves were worked on;
    // these are measured as written — what a designer who never read our docs still gets (docs/dsl.md, Reach)
    ...['仮面剥ぎの鬼', '社の影守', '生贄の儀', '面影の身代わり', '百鬼夜行'],
    ...[
      '両替商コルネ',
      '港の徴税長ダルマン',
      '貝殻商会の荷車番',
      '利子取りの金貸しベネット',
      '入港税の徴収',
      '関税障壁',
    ],
    ...['臨時徴税', '重い関税の枷', '船主の契約書', '貝殻商会本部'],
    ...['夜目の斥候 コノハ', '黒衣の射手 ヨスガ', '影渡りの狩人', '狩猟の号令'],
    ...['園芸部 たねまきのモモ', '園芸部 ひまわりのヒナタ', '料理部 おにぎりのミナミ', '料理部部長 ツムギ'],
    ...['陸上部 ルーキーのヒカリ', '体育教師 ゴウダ先生', '差し入れ', 'ボール飛んできた！', 'チームワーク'],
  ];
  const outcomes = measureCorpus(
    readdirSync('test/corpora')
      .filter((f) => f.endsWith('.hf'))
      .sort()
      .map((f) => join('test/corpora', f)),
  );
  const rejected = outcomes.filter((o) => !o.compiled);

  test('is HF-E040 naming a mechanic, or a suggestion each of whose alternatives compiles in the card', () => {
    const wrong = rejected
      .filter((o) => !KNOWN_BARE.includes(o.card.name))
      .filter((o) => firstKind(o) !== 'mechanic' && firstKind(o) !== 'suggestion')
      .map((o) => `${o.card.file}:${o.first?.line} ${o.card.name} ${o.first?.code} ${firstKind(o)}`);
    expect(wrong).toEqual([]);
  });

  test('the cards still without one are the known ones (remove a card from KNOWN_BARE once it gets one)', () => {
    const bare = rejected.filter((o) => firstKind(o) === 'bareE011').map((o) => o.card.name);
    expect(bare.filter((n) => !KNOWN_BARE.includes(n))).toEqual([]);
    const fixed = rejected.filter(
      (o) =>
        KNOWN_BARE.includes(o.card.name) && (firstKind(o) === 'mechanic' || firstKind(o) === 'suggestion'),
    );
    expect(fixed.map((o) => o.card.name)).toEqual([]);
  });

  test('no first diagnostic is another code (a cascade of an earlier problem)', () => {
    const other = rejected.filter((o) => firstKind(o) === 'other').map((o) => o.card.name);
    expect(other.filter((n) => !KNOWN_BARE.includes(n))).toEqual([]);
  });
});

describe('the new first diagnostics, as the designer reads them (issue 22)', () => {
  const first = (kind: string, lines: string[]) => formatDiagnostic(errors(kind, lines)[0], 'ja').split('\n');

  test('a mechanic the language lacks: HF-E040 under the phrase that names it', () => {
    expect(
      first('キャラクター', [
        '[自動]：このキャラクターが登場した時、ターン終了時まで、このキャラクターは【強撃】を2つ得る。',
      ]),
    ).toMatchInlineSnapshot(`
      [
        "test.hf:7:41 HF-E040 エラー: この言語にはキーワード能力をいくつも得る効果がありません（「【強撃】を2つ」）。近い書き方：[自動]：このキャラクターが攻撃を行うたび、ターン終了時まで、このキャラクターは【強撃】を得る。",
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
    expect(list.map((d) => `${d.code} ${d.line}`)).toEqual(['HF-E040 8', 'HF-E011 7']);
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

  test('「プレイ中のコマンド」 is not offered as 「プレイ中のカード」', () => {
    const list = errors('コマンド', ['プレイ中のコマンド1枚を対象とし、それを無効にする。']);
    const offered = [list[0].suggestion, ...(list[0].suggestions ?? []).map((s) => s.text)];
    expect(offered.filter((s) => s !== undefined && !s.includes('コマンド'))).toEqual([]);
    expect(keepsWords('プレイ中のコマンド1枚を対象とし', 'プレイ中のカード1枚を対象とし')).toBe(false);
  });
});
