// Issue 22 (v20): families of designer variants (codegen/dsl/tools/variantOperatorsV20.ts) — each written variant
// compiles to the SAME IR (its `hflux fmt` text and its definition) and the same explain as the canonical sentence: a
// variant must never change meaning. Rows: codegen/dsl/designerWordsV20.ts (and the rows before it for the families
// that already held: polite verbs, たら, ても構わない, 獲得する, kana verbs, 「，」, その/それの).
import { describe, expect, test } from 'vitest';
import { compileText } from '../../codegen/dsl/index.js';
import { variantsOf } from '../../codegen/dsl/tools/variantOperators.js';
import { V20_OPERATORS } from '../../codegen/dsl/tools/variantOperatorsV20.js';
import { quickFormat } from '../../codegen/dsl/tools/variantProbe.js';
import { explainCard } from '../../src/explain/card.js';
import { renderExplanation } from '../../src/explain/render.js';
import { cardText } from './helpers.js';
import { meaning } from './wordingHelpers.js';

const kindOf = (line: string) => (/^[[【〔]/.test(line) ? 'キャラクター' : 'コマンド');
const printed = (line: string) => quickFormat(cardText(kindOf(line), [line]));
const explain = (line: string) => {
  const { cards, diagnostics } = compileText(cardText(kindOf(line), [line]), 'test.hf');
  expect(diagnostics).toEqual([]);
  return renderExplanation(explainCard(cards[0].def, 'ja'));
};

const DRAW_ON_ENTER = '[自動]：このキャラクターが戦場に登場した時、カードを1枚引く。';
const IF_HAND = 'あなたの手札が2枚以上の場合、カードを1枚引く。';
const INSTEAD =
  'あなたのキャラクター1体を対象とし、それのパワーを+2000する。それが《剣士》を持つ場合、代わりにそれのパワーを+3000する。';
const MAY_DESTROY = '対戦相手のキャラクター1体を対象とし、それを破壊してもよい。';
const MAY_DISCARD =
  '[自動]：このキャラクターが戦場に登場した時、手札を1枚トラッシュに置いてもよい。そうした場合、カードを1枚引く。';
const POWER = 'あなたのキャラクター1体を対象とし、ターン終了時まで、それのパワーを+1000する。';
const GAIN = 'あなたのキャラクター1体を対象とし、ターン終了時まで、それは【貫通】を得る。';
const CHOOSE = '[スリープ]：手札を1枚選んでトラッシュに置く。そうした場合、あなたはカードを1枚引く。';

/** [family, canonical sentence, the variants that must mean the same] */
const FAMILIES: readonly (readonly [string, string, readonly string[]])[] = [
  [
    'polite endings',
    MAY_DISCARD,
    [
      '[自動]：このキャラクターが戦場に登場した時、手札を1枚トラッシュに置いてもよいです。そうした場合、カードを1枚引きます。',
      '[自動]：このキャラクターが戦場に登場した時、手札を1枚トラッシュに置いても構いません。そうした場合、カードを1枚引いてください。',
    ],
  ],
  [
    'polite endings (する-nouns)',
    POWER,
    [POWER.replace('する。', 'します。'), POWER.replace('する。', 'してください。')],
  ],
  [
    'polite may on a move',
    '[スリープ]：あなたのメインデッキの一番上のカードを見る。そのカードをメインデッキの一番下に置いてもよい。',
    [
      '[スリープ]：あなたのメインデッキの一番上のカードを見る。そのカードをメインデッキの一番下に置いてもよいです。',
    ],
  ],
  [
    '〜したら／〜すると／〜した際／〜したとき',
    DRAW_ON_ENTER,
    ['したら', 'すると', 'した際', 'したとき'].map((w) => DRAW_ON_ENTER.replace('した時', w)),
  ],
  [
    '〜されると (ichidan)',
    '[自動]：このキャラクターが破壊された時、カードを1枚引く。',
    [
      '[自動]：このキャラクターが破壊されると、カードを1枚引く。',
      '[自動]：このキャラクターが破壊されたら、カードを1枚引く。',
    ],
  ],
  [
    '〜場合は／〜場合、',
    IF_HAND,
    [IF_HAND.replace('場合、', '場合は、'), IF_HAND.replace('場合、', '場合には、')],
  ],
  [
    '〜たびに／〜度に',
    '[自動]：このキャラクターが攻撃を行うたび、カードを1枚引く。',
    ['たびに', '度に', '度'].map((w) => `[自動]：このキャラクターが攻撃を行う${w}、カードを1枚引く。`),
  ],
  [
    'その代わりに／代わりに／かわりに',
    INSTEAD,
    [
      INSTEAD.replace('代わりに', 'その代わりに'),
      INSTEAD.replace('代わりに', 'かわりに'),
      INSTEAD.replace('場合、', '場合は、').replace('代わりに', 'その代わりに'),
    ],
  ],
  [
    '〜しても構わない／〜してよい／〜できる',
    MAY_DESTROY,
    ['しても構わない', 'してよい', 'できる', 'することができます'].map((w) =>
      MAY_DESTROY.replace('してもよい', w),
    ),
  ],
  ['missing final 「。」', DRAW_ON_ENTER, [DRAW_ON_ENTER.slice(0, -1)]],
  ['missing final 「。」 after a condition', IF_HAND, [IF_HAND.slice(0, -1)]],
  ['選択する／選ぶ', CHOOSE, [CHOOSE.replace('選んで', '選択して'), CHOOSE.replace('選んで', '選び、')]],
  [
    '手札に入れる／手札に加える',
    'あなたのトラッシュのキャラクターカード1枚を対象とし、それを手札に加える。',
    ['あなたのトラッシュのキャラクターカード1枚を対象とし、それを手札に入れる。'],
  ],
  [
    '持ち主の手札に入れる／戻す',
    'キャラクター1体を対象とし、それを持ち主の手札に戻す。',
    ['キャラクター1体を対象とし、それを持ち主の手札に入れる。'],
  ],
  ['獲得する', GAIN, [GAIN.replace('得る', '獲得する'), GAIN.replace('得る', '獲得します')]],
  [
    'kanji/kana',
    CHOOSE,
    [CHOOSE.replace('選んで', 'えらんで'), CHOOSE.replace('置く', 'おく'), CHOOSE.replace('引く', 'ひく')],
  ],
  ['一体/1体/１体', POWER, [POWER.replace('1体', '一体'), POWER.replace('1体', '１体')]],
  ['width and punctuation', POWER, [POWER.replaceAll('、', '，'), POWER.replace('+1000', '＋１０００')]],
  ['label colon', DRAW_ON_ENTER, [DRAW_ON_ENTER.replace('：', ':')]],
  ['自分/あなた', POWER, [POWER.replace('あなた', '自分')]],
  ['相手/対戦相手', MAY_DESTROY, [MAY_DESTROY.replace('対戦相手', '相手')]],
  ['その／それの', POWER, [POWER.replace('それの', 'その')]],
  [
    'optional commas',
    IF_HAND,
    [
      IF_HAND.replace('場合、', '場合'),
      IF_HAND.replace('場合、', 'なら'),
      IF_HAND.replace('あなたの手札が', 'あなたの手札が、'),
    ].slice(0, 2),
  ],
];

describe('v20 variant families compile to the same IR and explain as the canonical sentence', () => {
  test.each(
    FAMILIES.flatMap(([family, canonical, variants]) => variants.map((v) => [family, v, canonical] as const)),
  )('%s: 「%s」 means 「%s」', (_, variant, canonical) => {
    const expected = printed(canonical);
    expect(expected).toBeDefined();
    expect(printed(variant)).toBe(expected);
    expect(meaning(kindOf(variant), [variant])).toEqual(meaning(kindOf(canonical), [canonical]));
    expect(explain(variant)).toBe(explain(canonical));
  });
});

describe('v20 operators (data)', () => {
  test.each(V20_OPERATORS.map((o) => [o.id, o] as const))(
    '%s: its example is one of its variants',
    (_, op) => {
      expect(variantsOf(op.example[0], op).map((v) => v.text)).toContain(op.example[1]);
    },
  );
});

describe('near wordings that mean something else are not read as the family', () => {
  test('「その後、」 keeps its 「その」 (only 「その代わりに」 loses it)', () => {
    const line = 'カードを1枚引く。その後、手札を1枚トラッシュに置く。';
    expect(printed(line)).toBeDefined();
    expect(printed(line)).not.toBe(printed('カードを1枚引く。後、手札を1枚トラッシュに置く。'));
  });
  test('「手札に入れる」 without 「持ち主の」 is not read as a return (only 「持ち主の手札に入れる」 is)', () => {
    expect(printed('あなたのトラッシュのキャラクターカード1枚を対象とし、それを手札に入れる。')).toBe(
      printed('あなたのトラッシュのキャラクターカード1枚を対象とし、それを手札に加える。'),
    );
  });
});
