// k10 (issue 22 "Done when"): a rejected line's first diagnostic is a whole-line suggestion that compiles and keeps
// the designer's meaning, or HF-E040 naming the mechanic with a nearest wording from the designer's own sentence
// (or none) — never a table row's fixed wording that says something else, never the bare 「この書き方」.
import { describe, expect, test } from 'vitest';
import { compileText } from '../../codegen/dsl/index.js';
import { addsNothing } from '../../codegen/dsl/searchSuggest.js';
import { cardText } from './helpers.js';
import { K10_BLIND_SENTENCES } from './k10BlindSentences.js';

function first(kind: string, line: string) {
  return compileText(cardText(kind, [line]), 'test.hf').diagnostics.filter((d) => d.severity === 'error')[0];
}

const nearestOf = (message: string) => message.split('近い書き方：').at(-1) ?? '';

describe('the nearest wording of HF-E040 says nothing the line does not (addsNothing)', () => {
  test('「相手のエネルギーを1枚トラッシュに置く」 never gets 「対戦相手のキャラクター全てをスリープにする。」', () => {
    const d = first('コマンド', '相手のエネルギーを1枚トラッシュに置く。');
    expect(d.code).toBe('HF-E040');
    expect(d.message).toBe(
      'この言語には対戦相手のエネルギーを取り除く効果がありません（「対戦相手のエネルギーを1枚トラッシュに置」）。近い書き方：（見つかりません）',
    );
    expect(d.messageEn).toContain('Nearest supported wording: (none found)');
  });

  test('a wording may leave out what the language lacks, never put another action, player or number in', () => {
    const line = '相手のエネルギーを1枚トラッシュに置く。';
    expect(addsNothing(line, '対戦相手のキャラクター全てをスリープにする。')).toBe(false);
    expect(addsNothing('このキャラクターが攻撃した時、カードを2枚引く。', 'カードを2枚引く。')).toBe(true);
    expect(addsNothing('カードを2枚引く。', 'カードを3枚引く。')).toBe(false);
    expect(addsNothing('あなたはゲームに勝利する。', '対戦相手はゲームに敗北する。')).toBe(false);
  });

  test('a row’s wording that fits the line stays (「…の攻撃によって…ダメージを与えた時」: only the trigger is left out)', () => {
    const d = first(
      'キャラクター',
      '[自動]：1ターンに1回、あなたの《怪盗》キャラクターの攻撃によって対戦相手にダメージを与えた時、あなたはメインデッキからカードを1枚引く。',
    );
    expect(d.code).toBe('HF-E040');
    expect(nearestOf(d.message)).toBe('[自動]：対戦相手がダメージを受けた時、カードを1枚引く。');
  });
});

describe('clauses the fallback named only as 「この書き方」 (codegen/dsl/diagnostics/clauseRowsK10.ts)', () => {
  test('「対戦相手の手札を見る」 alone: the mechanic, with the form the language has', () => {
    const d = first('キャラクター', '[自動]：このキャラクターが登場した時、対戦相手の手札を見る。');
    expect(d.message).toBe(
      'この言語には相手の手札を見るだけの処理（見て選んで捨てさせるなら「あなたは対戦相手の手札を見て、その中からカードを1枚選び、捨てさせる。」と書けます）がありません（「対戦相手の手札を見る」）。近い書き方：（見つかりません）',
    );
  });

  test('「…の攻撃によって…を破壊した時」 is 「…の攻撃によるダメージで…が破壊された時」 (HF-9.4)', () => {
    const d = first(
      'キャラクター',
      '[自動]：このキャラクターの攻撃によって《怪盗》を持つキャラクターを破壊した時、あなたはメインデッキからカードを1枚引く。',
    );
    expect(d.suggestion).toBe(
      '[自動]：このキャラクターの攻撃によるダメージで《怪盗》を持つキャラクターが破壊された時、あなたはメインデッキからカードを1枚引く。',
    );
  });

  test('「攻撃も防御も行えない」 respelled, as written otherwise;  「…の枚数×1000上げる」 named with the form the language has', () => {
    expect(
      first('セット', '[自動]：このカードがセットされているキャラクターは、攻撃も防御も行えない。')
        .suggestion,
    ).toBe('[自動]：このカードがセットされているキャラクターは、攻撃も防御もできない。');
    expect(
      first(
        'キャラクター',
        '[自動]：このキャラクターが攻撃を行うたび、ターン終了時まで、このキャラクターのパワーを、あなたのダメージフィールドのカードの枚数×1000上げる。',
      ).message,
    ).toContain('この言語には数に掛けた値（「…1枚につき+1000する」なら書けます）がありません');
  });

  test('「パワー3000以下か《式神》を持つ」 is never suggested as 「…以下の《式神》を持つ」 (either is not both)', () => {
    const d = first(
      'コマンド',
      'パワー3000以下か《式神》を持つ、対戦相手のキャラクター一体を対象とし、ターン終了時まで、それをあなたのキャラクターとする。',
    );
    expect(d.suggestion).toBeUndefined();
    expect(d.message).toContain('2つの条件のどちらかを満たすもの');
  });

  test('mechanics of other games named: a zone count trigger, attacking on the entry turn, the first draw of a turn', () => {
    expect(
      first('キャラクター', '[自動]：あなたの手札が0枚になった時、メインデッキからカードを2枚引く。').message,
    ).toBe(
      'この言語には領域のカードの枚数が変わった時に発揮する自動能力がありません（「あなたの手札が0枚になった時」）。近い書き方：（見つかりません）',
    );
    expect(
      first('キャラクター', '[自動]：このキャラクターは戦場に登場したターンに攻撃できる。').message,
    ).toContain('登場したターンに攻撃できる能力');
    expect(
      first('キャラクター', '[自動]：各ターン、あなたが最初にカードを引いた時、追加で1枚引く。').message,
    ).toContain('ターンで最初の出来事で発揮する自動能力');
  });
});

describe('【空装】 and costs in the designer’s words (HF-13.8, HF-12.8)', () => {
  test('【空装 条件：…】 without an effect is HF-E040 naming it, never a suggestion writing an effect', () => {
    const d = first(
      'キャラクター',
      '【空装 条件：あなたのメインデッキのキャラクターカードが全て《水霊》を持つ】',
    );
    expect(d.code).toBe('HF-E040');
    expect(d.suggestion).toBeUndefined();
    expect(d.message).toContain('効果のない【空装】');
  });

  test('「【空装】：…なら、…」 is the 【空装 条件：… 効果：…】 line', () => {
    const d = first(
      'キャラクター',
      '【空装】：あなたのメインデッキのキャラクターカードが全て《水霊》を持つなら、あなたの《水霊》を持つキャラクターのパワーを+1000する。',
    );
    expect(d.suggestion).toBe(
      '【空装 条件：あなたのメインデッキのキャラクターカードが全て《水霊》を持つ 効果：あなたの《水霊》を持つキャラクターのパワーを+1000する。】',
    );
  });

  test('「合わせて12枚以上」 in a 【空装】 condition is 「合計12枚以上」', () => {
    const d = first(
      'キャラクター',
      '【空装 条件：あなたのメインデッキとガードデッキに《機関車》を持つキャラクターカードが合わせて12枚以上入っている 効果：あなたの《機関車》を持つキャラクターは【警戒】を得る。】',
    );
    expect(d.suggestion).toBe(
      '【空装 条件：あなたのメインデッキとガードデッキに《機関車》を持つキャラクターカードが合計12枚以上入っている 効果：あなたの《機関車》を持つキャラクターは【警戒】を得る。】',
    );
  });

  test('「キャラ」 and 「自分」 inside a cost bracket: the whole line with the cost read (HF-E015)', () => {
    const d = first('キャラクター', '[自分のキャラ1体をトラッシュに置く]：カードを1枚引く。');
    expect(d.code).toBe('HF-E015');
    expect(d.suggestion).toBe('[あなたのキャラクター1体をトラッシュに置く]：カードを1枚引く。');
    expect(
      first('キャラクター', '[あなたの他のキャラ1体を破壊する]：対戦相手に1ダメージを与える。').suggestion,
    ).toBe('[あなたの他のキャラクター1体を破壊する]：対戦相手に1ダメージを与える。');
  });
});

describe('40 sentences of other games’ mechanics, written before the change (test/dsl/k10BlindSentences.ts)', () => {
  test.each(K10_BLIND_SENTENCES.map((s) => [s.means, s] as const))('%s', (_means, s) => {
    const d = first(s.kind, s.line);
    if (!d) return; // it compiles
    if (d.suggestion !== undefined) return;
    expect(d.code).toBe('HF-E040');
    expect(d.message).not.toMatch(/^この言語にはこの書き方がありません/);
    const nearest = nearestOf(d.message);
    expect(nearest === '（見つかりません）' || addsNothing(s.line, nearest)).toBe(true);
  });
});
