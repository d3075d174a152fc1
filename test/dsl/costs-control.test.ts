// Issue 22 point 3 at the language level: the wordings of costs, formulas, control and choosing characters
// compile, print back to a canonical text that compiles to the same definition, and the sentences the seeds
// rule out get a diagnostic that says why. The engine side is test/rules/dsl3-costs-control.test.ts.
import { describe, expect, test } from 'vitest';
import { compileText } from '../../codegen/dsl/index.js';
import { printFile } from '../../codegen/dsl/print/file.js';
import { cardText, parse } from './helpers.js';

const compile = (kind: string, lines: string[], extra: string[] = []) =>
  compileText(cardText(kind, lines, extra), 'test.hf');
const errors = (kind: string, lines: string[], extra: string[] = []) =>
  compile(kind, lines, extra).diagnostics.filter((d) => d.severity === 'error');

/** Prints a card canonically and checks the printed text compiles to the same definition. */
function roundTrip(kind: string, line: string, extra: string[] = []): string {
  const text = cardText(kind, [line], extra);
  const printed = printFile(parse(text).ir);
  const a = compileText(text, 'test.hf');
  const b = compileText(printed, 'test.hf');
  expect(b.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  expect(b.cards[0].def.abilities).toEqual(a.cards[0].def.abilities);
  return printed.split('\n').find((l) => l.startsWith('  ')) ?? '';
}

describe('wordings that compile and print back (issue 22 point 3)', () => {
  const cases: [string, string, string[]?][] = [
    ['キャラクター', '[スリープ][あなたの他のキャラクター1体を破壊する]：対戦相手に1ダメージを与える。'],
    ['キャラクター', '[1][あなたの他の《傭兵》のキャラクターを1体破壊する]：対戦相手に1ダメージを与える。'],
    ['キャラクター', '[手札を1枚トラッシュに置く]：対戦相手に1ダメージを与える。'],
    [
      'ワールド・セット',
      '[あなたのキャラクターのうち持ち主が対戦相手であるもの一体をトラッシュに置く]：対戦相手に1ダメージを与える。',
    ],
    [
      'コマンド',
      'キャラクター一体を対象とし、それにXダメージを与える。Xは、あなたのトラッシュにある《影織》を持つカードの数に500を掛けた値に等しい。',
    ],
    ['コマンド', 'あなたはメインデッキからカードをX枚引く。Xはあなたの手札の枚数から1を引いた値に等しい。'],
    [
      'コマンド',
      '対戦相手のキャラクター全てを、ターン終了時まで、あなたのキャラクターとし、それらをアクティブにする。',
    ],
    [
      'コマンド',
      'あなたのトラッシュにあるキャラクターカードを1枚まで対象とし、それを自分のキャラクターとしてスリープで戦場に登場させる。',
    ],
    ['コマンド', 'キャラクター一体を対象とし、それが受けているダメージを1000回復する。'],
    ['コマンド', 'キャラクター一体を対象とし、それのダメージを全て取り除く。'],
    [
      'コマンド',
      'あなたは自分の他のキャラクター1体を破壊してもよい。そうした場合、対戦相手に1ダメージを与える。',
    ],
    [
      'コマンド',
      'あなたは、あなたのキャラクターのうち持ち主が対戦相手であるものを好きな数選び、トラッシュに置く。',
    ],
    [
      'キャラクター',
      '[自動]：このキャラクターのパワーは、このキャラクターにセットされているカード1枚につき+1000される。',
    ],
    ['キャラクター', '[自動]：このキャラクターのパワーを、あなたのトラッシュのカード2枚につき+1000する。'],
    [
      'キャラクター',
      '[自動]：このキャラクターが破壊された時、このキャラクターのカードを持ち主の手札に戻す。',
    ],
    [
      'セット',
      '[自動]：このカードがセットされた時、このカードがそのキャラクターにセットされている限り、そのキャラクターをあなたのキャラクターとする。',
      ['パワー：+0'],
    ],
    [
      'キャラクター',
      '[1]：対戦相手のキャラクターのうち、パワーがこのキャラクターのパワー以下であるもの一体を対象とし、それをスリープにする。',
    ],
  ];
  for (const [kind, line, extra] of cases)
    test(line, () => {
      expect(errors(kind, [line], extra)).toEqual([]);
      roundTrip(kind, line, extra);
    });
});

describe('what the seeds rule out gets a reason (issue 22 point 3)', () => {
  test('a cost that removes the card itself is HF-E040 (000: an ability whose source left does not resolve)', () => {
    for (const cost of [
      'このキャラクターをトラッシュに置く',
      'このキャラクターを破壊する',
      'このカードを手札に戻す',
    ]) {
      const [d] = errors('キャラクター', [`[1][${cost}]：対戦相手に1ダメージを与える。`]);
      expect(d.code).toBe('HF-E040');
      expect(d.message).toContain('戦場を離れた起動能力は解決されません');
    }
  });

  test('a cost naming cards that are not characters is HF-E015', () => {
    expect(
      errors('キャラクター', ['[あなたのセットカード1枚を破壊する]：対戦相手に1ダメージを与える。']).map(
        (d) => d.code,
      ),
    ).toEqual(['HF-E015']);
  });

  test('「元々のパワー」 is HF-E040 (HF-12.6: power changes add to the printed value)', () => {
    const [d] = errors('キャラクター', [
      '[自動]：このキャラクターの元々のパワーは、あなたの手札の枚数に等しい。',
    ]);
    expect(d.code).toBe('HF-E040');
  });

  test('「…セットされている限り」 outside a set card is HF-E025', () => {
    const d = errors('キャラクター', [
      '[自動]：このキャラクターが攻撃を行うたび、このカードがそのキャラクターにセットされている限り、このキャラクターのパワーを+1000する。',
    ]);
    expect(d.map((x) => x.code)).toEqual(['HF-E025']);
  });

  test('「それら」 opening the next sentence is HF-E016 with the two sentences joined as the suggestion, which compiles', () => {
    const [d] = errors('コマンド', [
      '対戦相手のキャラクター全てを、ターン終了時まで、あなたのキャラクターとする。それらのパワーを+1000する。',
    ]);
    expect(d.code).toBe('HF-E016');
    // the control change keeps its own 「、ターン終了時まで、」 where it is written (it covers that action only)
    expect(d.suggestion).toBe(
      '対戦相手のキャラクター全てを、ターン終了時まで、あなたのキャラクターとし、それらのパワーを+1000する。',
    );
    expect(errors('コマンド', [d.suggestion ?? ''])).toEqual([]);
  });

  test('before an action that does not last, the designer vocabulary joins them as written (issue 22)', () => {
    expect(
      errors('コマンド', [
        '対戦相手のキャラクター全てを、ターン終了時まで、あなたのキャラクターとする。それらをアクティブにする。',
      ]),
    ).toEqual([]);
  });
});
