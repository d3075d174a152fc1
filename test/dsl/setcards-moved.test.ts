// Issue 22: the new wordings of set cards on the battlefield, totals, damage costs, 「好きな枚数」 and counts of
// what a choice moved print canonically and compile to the same definition (hflux fmt round-trips).
import { describe, expect, test } from 'vitest';
import { compileText } from '../../codegen/dsl/index.js';
import { printFile } from '../../codegen/dsl/print/file.js';
import { cardText, parse } from './helpers.js';

function roundTrip(kind: string, line: string): string {
  const text = cardText(kind, [line]);
  const printed = printFile(parse(text).ir);
  const a = compileText(text, 'test.hf');
  const b = compileText(printed, 'test.hf');
  expect(a.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  expect(b.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  expect(b.cards[0].def).toEqual({ ...a.cards[0].def, source: b.cards[0].def.source });
  return printed.split('\n').find((l) => l.startsWith('  ')) ?? '';
}

describe('issue 22 mechanics round-trip through the printer', () => {
  test.each([
    [
      'コマンド',
      'キャラクターにセットされている、対戦相手が持ち主であるセットカード1枚を対象とし、それを破壊する。',
    ],
    ['コマンド', 'セットカード（ワールド・セットを含む）1枚を対象とし、それを破壊する。'],
    ['コマンド', 'あなたのキャラクターに付いているカードを2枚まで対象とし、それらを手札に戻す。'],
    [
      'キャラクター',
      '[自動]：このキャラクターが攻撃を行った時、このキャラクターにセットされているセットカード1枚を選んでトラッシュに置いてもよい。',
    ],
    [
      'コマンド',
      'あなたのキャラクターにセットされているセットカードが合計2枚以上ある場合、あなたはメインデッキからカードを1枚引く。',
    ],
    ['キャラクター', '[自分は2点のダメージを受ける][スリープ]：あなたはメインデッキからカードを1枚引く。'],
    ['キャラクター', '[あなたに1ダメージを与える]：あなたはメインデッキからカードを1枚引く。'],
    [
      'コマンド',
      '対戦相手のキャラクター1体を対象とし、あなたのダメージフィールドのカードを好きな枚数選び、トラッシュに置く。その後、そのキャラクターに、置いた枚数1枚につき2000ダメージを与える。',
    ],
    [
      'コマンド',
      'あなたは手札からカードを好きな枚数選び、トラッシュに置く。その後、あなたはメインデッキからカードをX枚引く。Xはこの方法で捨てた枚数に等しい。',
    ],
  ])('%s: %s', (kind, line) => {
    roundTrip(kind, line);
  });

  test('「そのキャラクター」 after a choice in a zone stays 「そのキャラクター」 (「それ」 would be the chosen cards)', () => {
    const printed = roundTrip(
      'コマンド',
      '対戦相手のキャラクター1体を対象とし、あなたのダメージフィールドのカードを好きな枚数選び、トラッシュに置く。その後、そのキャラクターに、置いた枚数1枚につき2000ダメージを与える。',
    );
    expect(printed).toContain('その後、そのキャラクターに');
  });

  test('HF-E040: a count of moved cards with no choice before it, or naming another step', () => {
    const none = compileText(
      cardText('コマンド', [
        'キャラクター1体を対象とし、それを手札に戻す。その後、あなたはメインデッキからカードをX枚引く。Xはこの方法で戻した枚数に等しい。',
      ]),
      'test.hf',
    );
    expect(none.diagnostics.map((d) => d.code)).toContain('HF-E040');
    const other = compileText(
      cardText('コマンド', [
        'あなたは対戦相手のトラッシュからカードを2枚まで選び、ゲームから除外する。その後、あなたはメインデッキからカードをX枚引く。Xはこの方法で捨てた枚数に等しい。',
      ]),
      'test.hf',
    );
    expect(other.diagnostics.map((d) => d.code)).toContain('HF-E040');
  });
});
