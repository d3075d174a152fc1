// Issue 22 (i22v8): the variant probe's operators (codegen/dsl/tools/variantOperators.ts) and the spelling rows it led
// to (codegen/dsl/designerWordsI22v8.ts). Each row is a family: several wordings a designer would write for one
// sentence, each compiling to the same IR as the canonical sentence (the same `hflux fmt` text, and no diagnostic).
import { describe, expect, test } from 'vitest';
import { compileText } from '../../codegen/dsl/index.js';
import { VARIANT_OPERATORS, variantsOf } from '../../codegen/dsl/tools/variantOperators.js';
import { probeCard, quickFormat } from '../../codegen/dsl/tools/variantProbe.js';
import { explainCard } from '../../src/explain/card.js';
import { renderExplanation } from '../../src/explain/render.js';
import { cardText } from './helpers.js';

describe('variant operators (data)', () => {
  test('ids are unique', () => {
    const ids = VARIANT_OPERATORS.map((o) => o.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
  test.each(VARIANT_OPERATORS.map((o) => [o.id, o] as const))(
    '%s: its example is one of its variants',
    (_, op) => {
      expect(variantsOf(op.example[0], op).map((v) => v.text)).toContain(op.example[1]);
    },
  );
  test('names, traits and keywords are never rewritten', () => {
    const op = VARIANT_OPERATORS.find((o) => o.id === 'noun.chara');
    expect(op).toBeDefined();
    if (op) expect(variantsOf('「キャラクター名」を持つ《キャラクター》', op)).toEqual([]);
  });
  test('自分 → あなた is not applied where another player is the subject (自分 is that player)', () => {
    const op = VARIANT_OPERATORS.find((o) => o.id === '自分/あなた.you1');
    expect(op).toBeDefined();
    if (op) expect(variantsOf('対戦相手は自分の手札を1枚選び、トラッシュに置く。', op)).toEqual([]);
  });
  test('the probe tells a rejected variant from a changed one', () => {
    const header = '【セット】t';
    const text = cardText('キャラクター', ['[自動]：このキャラクターが戦場に登場した時、カードを1枚引く。'])
      .split('\n')
      .slice(1)
      .join('\n');
    const results = probeCard(header, text);
    expect(results.length).toBeGreaterThan(0);
    expect(results.filter((r) => r.outcome !== 'same')).toEqual([]);
  });
});

/** An ability line is a character's, an effect line a command's. */
const kindOf = (line: string) => (/^[[【〔]/.test(line) ? 'キャラクター' : 'コマンド');
const printed = (line: string) => quickFormat(cardText(kindOf(line), [line]));

/** [canonical sentence, the wordings that must mean the same] */
const FAMILIES: readonly (readonly [string, readonly string[]])[] = [
  [
    'あなたのキャラクター1体を対象とし、ターン終了時まで、それのパワーを+1000する。',
    [
      'あなたのキャラクター1体を対象とし、ターン終了時まで、それのパワーを+1,000する。',
      'あなたのキャラクター1体を対象とし、ターン終了時まで、それのパワーを＋１，０００する。',
      'あなたのキャラクター1体を対象にし、ターン終了時まで、それのパワーを+1000する。',
      'あなたのキャラクター1体を対象にして、ターン終了時まで、それのパワーを+1000する。',
      'あなたのキャラクター1体を対象として、ターン終了時まで、それのパワーを+1000する。',
      'あなたのキャラクター1体を対象とし、ターン終了まで、それのパワーを+1000する。',
      'あなたのキャラクター1体を対象とし、ターンの終了時まで、それのパワーを+1000する。',
    ],
  ],
  [
    'あなたのキャラクター1体を対象とし、このターン中、それのパワーを+1000する。',
    [
      'あなたのキャラクター1体を対象とし、このターンの間、それのパワーを+1000する。',
      'あなたのキャラクター1体を対象とし、このターンの間は、それのパワーを+1000する。',
    ],
  ],
  [
    '[自動]：このキャラクターが戦場に登場した時、カードを1枚引く。',
    [
      '[自動]：このキャラクターが戦場に登場したとき、カードを1枚引く。',
      '[自動]：このキャラクターが戦場に登場した際、カードを1枚引く。',
      '[自動]：このキャラクターが戦場に登場した時カードを1枚引く。',
      '[自動]：このキャラクターが戦場に登場したときカードを1枚引く。',
      '[自動]：このキャラクターが戦場へ登場した時、カードを1枚引く。',
      '[自動]：このキャラクターが戦場に登場した時、カード1枚引く。',
      '【自動】〔登場時〕：カードを1枚引く。',
    ],
  ],
  [
    '[自動]：あなたのターン終了時、あなたの手札が2枚以上の場合、カードを1枚引く。',
    [
      '[自動]：あなたのターン終了時あなたの手札が2枚以上の場合、カードを1枚引く。',
      '[自動]：あなたのターン終了時、あなたの手札が2枚以上の場合カードを1枚引く。',
      '[自動]：あなたのターン終了時、あなたの手札が2枚以上ならカードを1枚引く。',
      '[自動]：あなたのターン終了時、あなたの手札が二枚以上の場合、カードを1枚引く。',
    ],
  ],
  [
    '[自動]：このキャラクターが戦場に登場した時、あなたのメインデッキの上から3枚を見て、好きな順番でメインデッキの一番上に戻す。',
    [
      '[自動]：このキャラクターが戦場に登場した時、あなたのメインデッキの上から三枚を見て、好きな順番でメインデッキの一番上に戻す。',
    ],
  ],
  [
    '[自動]：このキャラクターが戦場に登場した時、手札を1枚トラッシュに置いてもよい。そうした場合、カードを1枚引く。',
    [
      '[自動]：このキャラクターが戦場に登場した時、手札を1枚トラッシュに置いても良い。そうした場合、カードを1枚引く。',
      '[自動]：このキャラクターが戦場に登場した時、手札を1枚トラッシュに置いてもいい。そうした場合、カードを1枚引く。',
      '[自動]：このキャラクターが戦場に登場した時、手札1枚トラッシュに置いてもよい。そうした場合、カードを1枚引く。',
    ],
  ],
  [
    'あなたのキャラクター1体を対象とし、それのパワーを+2000する。それが《剣士》を持つ場合、代わりにそれのパワーを+3000する。',
    [
      'あなたのキャラクター1体を対象とし、それのパワーを+2000する。それが《剣士》を持つ場合代わりにそれのパワーを+3000する。',
    ],
  ],
  [
    '[自動]：このキャラクターが戦場に登場した時、カードを1枚引く。その後、手札を1枚捨てる。',
    ['[自動]：登場時カードを1枚引く。その後、手札を1枚捨てる。'],
  ],
  [
    'カードを2枚引く。その後、手札からカードを1枚選び、トラッシュに置く。',
    ['カードを2枚引く。その後、手札1枚トラッシュに置く。'],
  ],
  [
    'あなたのキャラクター1体を対象とし、それをアクティブにする。',
    ['あなたのキャラクターを1体対象にして選んで、アクティブにする。'],
  ],
  [
    '[自動]：このキャラクターの攻撃によって対戦相手がダメージを受けた時、カードを1枚引く。',
    ['[自動]：このキャラクターの攻撃によって相手プレイヤーがダメージを受けた時、カードを1枚引く。'],
  ],
];

describe('spelling families read as one (designerWordsI22v8.ts)', () => {
  test.each(FAMILIES.flatMap(([canonical, variants]) => variants.map((v) => [v, canonical] as const)))(
    '「%s」 means 「%s」',
    (variant, canonical) => {
      const expected = printed(canonical);
      expect(expected).toBeDefined();
      expect(printed(variant)).toBe(expected);
      expect(compileText(cardText(kindOf(variant), [variant]), 'test.hf').diagnostics).toEqual([]);
    },
  );
});

const explain = (line: string) => {
  const { cards, diagnostics } = compileText(cardText(kindOf(line), [line]), 'test.hf');
  expect(diagnostics).toEqual([]);
  return renderExplanation(explainCard(cards[0].def, 'ja'));
};

describe('nothing silently lost (issue 22 point 4)', () => {
  test('「…を対象として、ターン終了時まで、【神速】を得る」: the target gains the keyword, not this character', () => {
    const text = explain(
      '[1][スリープ]：あなたのキャラクター1体を対象として、ターン終了時まで、【神速】を得る。',
    );
    expect(text).toContain('処理1：対象1は【神速】を得る。');
    expect(text).not.toContain('このキャラクターは【神速】を得る');
  });
  test('「ターン終了時までそのキャラクターは、破壊されないし、…対象にもならない」: both parts last until end of turn', () => {
    expect(
      printed(
        'あなたのキャラクター1体を対象とし、ターン終了時までそのキャラクターは、破壊されないし、相手の効果の対象にもならない。',
      ),
    ).toBe(
      printed(
        'あなたのキャラクター1体を対象とし、ターン終了時まで、そのキャラクターは破壊されない。ターン終了時まで、そのキャラクターは対戦相手の効果の対象にならない。',
      ),
    );
  });
});
