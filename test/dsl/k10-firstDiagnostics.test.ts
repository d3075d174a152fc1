// k10 (issue 22 "Done when"): a rejected line's first diagnostic is a whole-line suggestion that compiles and keeps
// the designer's meaning, or HF-E040 naming the mechanic with a nearest wording from the designer's own sentence
// (or none) — never a table row's fixed wording that says something else, never the bare 「この書き方」.
import { describe, expect, test } from 'vitest';
import { compileText } from '../../codegen/dsl/index.js';
import { addsNothing } from '../../codegen/dsl/searchSuggest.js';
import { explainLines } from '../../src/explain/lines.js';
import { cardText } from './helpers.js';
import { K10_BLIND_SENTENCES } from './k10BlindSentences.js';

function first(kind: string, line: string) {
  return compileText(cardText(kind, [line]), 'test.hf').diagnostics.filter((d) => d.severity === 'error')[0];
}

/** A line the language grew to read after k10 wrote its test (t10, m10b): it compiles, and explain says what it meant. */
function explained(kind: string, line: string): string {
  const r = compileText(cardText(kind, [line]), 'test.hf');
  expect(r.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  return explainLines(r.cards[0].def).join('\n');
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
    expect(addsNothing('あなたはカードを2枚引く。', '対戦相手はカードを2枚引く。')).toBe(false);
    // a win is the other player's loss (000 l.33, codegen/dsl/designerWordsLead17.ts): the same meaning, so nothing added
    expect(addsNothing('あなたはゲームに勝利する。', '対戦相手はゲームに敗北する。')).toBe(true);
  });

  test('「…の攻撃によって対戦相手にダメージを与えた時」 of other characters is read now (t10), not named', () => {
    expect(
      explained(
        'キャラクター',
        '[自動]：1ターンに1回、あなたの《怪盗》キャラクターの攻撃によって対戦相手にダメージを与えた時、あなたはメインデッキからカードを1枚引く。',
      ),
    ).toContain('《怪盗》を持つあなたのキャラクターの攻撃のダメージで対戦相手がダメージを受けた時');
  });
});

describe('clauses the fallback named only as 「この書き方」 (codegen/dsl/diagnostics/clauseRowsK10.ts)', () => {
  test('「対戦相手の手札を見る」 alone is read now (t10 lookHand): looking only', () => {
    expect(
      explained('キャラクター', '[自動]：このキャラクターが登場した時、対戦相手の手札を見る。'),
    ).toContain('あなたは対戦相手の手札を全て見る（見るだけで、公開も移動もしない）');
  });

  test('「…の攻撃によって…を破壊した時」 is read as a destruction by this character’s attack damage (HF-9.4)', () => {
    expect(
      explained(
        'キャラクター',
        '[自動]：このキャラクターの攻撃によって《怪盗》を持つキャラクターを破壊した時、あなたはメインデッキからカードを1枚引く。',
      ),
    ).toContain('このキャラクターが攻撃によるダメージで《怪盗》を持つキャラクターを破壊した時');
  });

  test('「攻撃も防御も行えない」 and 「…の枚数×1000上げる」 are read', () => {
    expect(
      explained('セット', '[自動]：このカードがセットされているキャラクターは、攻撃も防御も行えない。'),
    ).toBe(
      [
        'いつ：このカードが戦場に居る間、常に（[自動]：の継続的な効果）',
        '効果：このカードのセット先は攻撃できない。',
        '効果：このカードのセット先は防御できない。',
      ].join('\n'),
    );
    expect(
      explained(
        'キャラクター',
        '[自動]：このキャラクターが攻撃を行うたび、ターン終了時まで、このキャラクターのパワーを、あなたのダメージフィールドのカードの枚数×1000上げる。',
      ),
    ).toContain('このキャラクターのパワーを+X（＝あなたのダメージフィールドのカード1枚につき1000）する。');
  });

  test('「パワー3000以下か《式神》を持つ」 is never suggested as 「…以下の《式神》を持つ」 (either is not both)', () => {
    const d = first(
      'コマンド',
      'パワー3000以下か《式神》を持つ、対戦相手のキャラクター一体を対象とし、ターン終了時まで、それをあなたのキャラクターとする。',
    );
    expect(d.suggestion).toBeUndefined();
    expect(d.code).toBe('HF-E040');
    expect(d.message).toContain('パワーの条件か分類のどちらかを満たすもの');
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

  test('「合わせて12枚以上」 in a 【空装】 condition is read as 「合計12枚以上」', () => {
    expect(
      explained(
        'キャラクター',
        '【空装 条件：あなたのメインデッキとガードデッキに《機関車》を持つキャラクターカードが合わせて12枚以上入っている 効果：あなたの《機関車》を持つキャラクターは【警戒】を得る。】',
      ),
    ).toContain('条件：メインデッキとガードデッキに《機関車》を持つキャラクターカードが合計12枚以上ある');
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
