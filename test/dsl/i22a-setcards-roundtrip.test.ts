// Issue 22, the set-card family (test/fixtures/i22a-set-cards.hf and the wording variants below): each prints to a
// canonical text that parses back to the same IR (hflux fmt keeps what the card does).
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { printCard } from '../../codegen/dsl/print/file.js';
import { cardText, parse, stripSpans } from './helpers.js';

const FILE = 'test/fixtures/i22a-set-cards.hf';
const LAYOUT = ['span', 'leading', 'readings']; // readings: the designer's words the vocabulary read

/** Wordings of the family a designer may write (particles, 自分/あなた, 相手/対戦相手, 1枚/一枚, okurigana). */
const VARIANTS: [kind: string, line: string][] = [
  [
    'コマンド',
    '対戦相手のキャラクター1体を対象とし、それにセットされているカードをすべて持ち主の手札に戻す。',
  ],
  [
    'コマンド',
    '相手のキャラクター一体を対象とし、それに表向きでセットされているセットカードを全部トラッシュに置く。',
  ],
  ['コマンド', '自分のキャラクター1体を対象として、それについているカードを全て破壊する。'],
  ['コマンド', 'あなたのキャラクターにセットされている相手のセットカードを全てトラッシュに置く。'],
  ['コマンド', 'セットカード1枚（ワールド・セットを除く）を対象とし、それを破壊する。'],
  ['コマンド', '戦場にあるセットカード一枚を対象とし、それを持ち主の手札に戻す。'],
  [
    'コマンド',
    'キャラクター1体を対象とし、それに裏向きでセットされているカードを1枚選び、トラッシュに置く。',
  ],
  [
    'キャラクター',
    '[自動]：このキャラクターが戦場に登場した時、自分は手札から1枚選び、裏向きでこのキャラクターにセットしてもよい。',
  ],
  [
    'キャラクター',
    '[自動]：このキャラクターが攻撃を行うたび、あなたのメインデッキの一番上のカードを、パワー+1000のセットカードとして裏向きでこのキャラクターにセットしてもよい。',
  ],
  [
    'キャラクター',
    '[1]：あなたのキャラクター1体を対象とし、あなたの手札を一枚、パワー+2000で《影》を持つセットカードとして裏向きでそれにセットする。',
  ],
  [
    'キャラクター',
    '[自動]：このキャラクターが戦場に登場した時、あなたのトラッシュからセットカードを1枚まで選び、このキャラクターにセットする。',
  ],
  [
    'キャラクター',
    '[自動]：このキャラクターが戦場に登場した時、あなたのトラッシュのセットカード1枚を対象とし、それをエネルギーコストを支払わずにこのキャラクターにセットしなおす。',
  ],
  [
    'キャラクター',
    '[自動]：対戦相手がプレイしたセットカードがあなたのキャラクターにセットされた時、あなたはメインデッキからカードを1枚引く。',
  ],
  [
    'セット',
    '[自動]：あなたのターン開始時、このカードが、対戦相手のキャラクターにセットされている場合、あなたはメインデッキからカードを1枚引く。',
  ],
];

function roundTrip(card: ReturnType<typeof parse>['ir']['cards'][number]): void {
  const printed = ['【セット】t', ...printCard(card), ''].join('\n');
  const again = parse(printed);
  expect(again.diagnostics).toEqual([]);
  expect(stripSpans(again.ir.cards[0], LAYOUT)).toEqual(stripSpans(card, LAYOUT));
}

describe('the set-card family round-trips (issue 22)', () => {
  const { ir, diagnostics } = parse(readFileSync(FILE, 'utf8'), FILE);

  test('the fixture parses', () => {
    expect(diagnostics).toEqual([]);
  });

  test.each(ir.cards.map((card) => [card.name.name, card] as const))(
    '%s: parse(print(ir)) equals ir',
    (_n, card) => roundTrip(card),
  );

  test.each(VARIANTS)('%s 「%s」 parses and round-trips', (kind, line) => {
    const { ir: one, diagnostics: found } = parse(cardText(kind, [line]));
    expect(found).toEqual([]);
    roundTrip(one.cards[0]);
  });
});
