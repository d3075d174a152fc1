// The canonical printer and the parser agree (issue 3 "round trip"): for every card in cards/ (and every
// keyword of rules/), parse(print(ir)) equals ir, and a canonically written card prints back to its source.
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { KEYWORDS_FILE, findCardFiles } from '../../codegen/dsl/index.js';
import type { IRCard, IRKeywordDef } from '../../codegen/dsl/ir.js';
import { printCard, printFile, printKeywordDef } from '../../codegen/dsl/print/file.js';
import { parse, stripSpans } from './helpers.js';

const FILES = [...findCardFiles('.'), KEYWORDS_FILE];
const LAYOUT = ['span', 'leading'];

function blockSource(source: string, block: IRCard | IRKeywordDef): string {
  return source
    .split('\n')
    .slice(block.span.line - 1, block.span.endLine)
    .join('\n');
}

function reparse(lines: string[], kind: 'card' | 'keyword'): IRCard | IRKeywordDef {
  const { ir, diagnostics } = parse(['【セット】t', ...lines, ''].join('\n'));
  expect(diagnostics).toEqual([]);
  return kind === 'card' ? ir.cards[0] : ir.keywords[0];
}

describe.each(FILES)('round trip of %s', (file) => {
  const source = readFileSync(file, 'utf8');
  const { ir, diagnostics } = parse(source, file);

  test('parses without syntax errors', () => {
    expect(diagnostics).toEqual([]);
  });

  test('every card: parse(print(ir)) equals ir (spans aside)', () => {
    for (const card of ir.cards)
      expect(stripSpans(reparse(printCard(card), 'card'), LAYOUT)).toEqual(stripSpans(card, LAYOUT));
    for (const def of ir.keywords)
      expect(stripSpans(reparse(printKeywordDef(def), 'keyword'), LAYOUT)).toEqual(stripSpans(def, LAYOUT));
  });

  test('every card is written canonically: it prints back to its exact source', () => {
    for (const card of ir.cards) expect(printCard(card).join('\n')).toBe(blockSource(source, card));
    for (const def of ir.keywords) expect(printKeywordDef(def).join('\n')).toBe(blockSource(source, def));
  });

  test('the whole file is canonical (hflux fmt --check)', () => {
    expect(printFile(ir)).toBe(source);
  });
});

describe('round trip of non-canonical text', () => {
  const messy = [
    '【セット】ｔ',
    '# 全角・半角まじり',
    '【カード】まぜこぜ',
    'パワー：３０００',
    'コスト：３',
    '種別：キャラクター',
    'テキスト：',
    '　[自動]このキャラクターが戦場に登場した時、あなたのキャラクター１体を対象とし、ターン終了時まで、それのパワーを＋１０００する。',
    '    ［２］［スリープ］:対戦相手のキャラクター1体を対象とし、それに２０００ダメージを与える。',
    '',
  ].join('\n');

  test('printing normalises widths, field order and indentation, and is a fixpoint', () => {
    const first = printFile(parse(messy).ir);
    expect(first).toBe(
      [
        '【セット】t',
        '# 全角・半角まじり',
        '【カード】まぜこぜ',
        '種別：キャラクター',
        'コスト：3',
        'パワー：3000',
        'テキスト：',
        '  [自動] このキャラクターが戦場に登場した時、あなたのキャラクター一体を対象とし、ターン終了時まで、それのパワーを+1000する。',
        '  [2][スリープ]：対戦相手のキャラクター一体を対象とし、それに2000ダメージを与える。',
        '',
      ].join('\n'),
    );
    expect(printFile(parse(first).ir)).toBe(first);
    expect(stripSpans(parse(first).ir.cards, LAYOUT)).toEqual(stripSpans(parse(messy).ir.cards, LAYOUT));
  });
});
