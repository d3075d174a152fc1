// The quick fix's range (src/lsp/suggestionRange.ts): for every kind of 「もしかして」 the compiler gives — a whole
// sentence (HF-E011, first or later sentence of a line; HF-E067), a field line (HF-E006), a keyword (HF-E012), a
// cost bracket (HF-E015), a card name (HF-E020), a trait (HF-W021) — writing the suggestion over the stretch it
// finds gives a file the compiler accepts without a single finding.
import { describe, expect, test } from 'vitest';
import { compileSources } from '../../codegen/dsl/compile.js';
import { type Diagnostic, loadKeywords } from '../../codegen/dsl/index.js';
import { correctedStretch } from '../../src/lsp/suggestionRange.js';

const FILE = 'cards/demo/demo.hf';

/** A set with a reference card (a name and a trait to point at) and the card under test. */
function project(card: string[]): string {
  return [
    '【セット】demo',
    '',
    '【カード】紅蓮の剣聖',
    '種別：キャラクター',
    'コスト：1',
    '分類：《剣士》',
    'パワー：1000',
    '',
    ...card,
    '',
  ].join('\n');
}

function diagnostics(text: string): Diagnostic[] {
  return compileSources([{ path: FILE, text }], { keywords: loadKeywords().table }).diagnostics;
}

/** The text with the first suggestion written over the stretch correctedStretch picks. */
function applySuggestion(text: string): { fixed: string; code: string } {
  const d = diagnostics(text).find((x) => x.suggestion !== undefined);
  if (!d) throw new Error(`no suggestion for:\n${text}\n${JSON.stringify(diagnostics(text))}`);
  const lines = text.split('\n');
  const line = lines[d.line - 1];
  const stretch = correctedStretch(line, d.col - 1, (d.endCol ?? d.col + 1) - 1, d.suggestion!);
  if (!stretch) throw new Error(`no stretch for ${d.code} ${d.suggestion}`);
  lines[d.line - 1] = line.slice(0, stretch.start) + d.suggestion + line.slice(stretch.end);
  return { fixed: lines.join('\n'), code: d.code };
}

const command = (text: string) => [
  '【カード】試し',
  '種別：コマンド',
  'コスト：1',
  'テキスト：',
  `  ${text}`,
];
const character = (text: string) => [
  '【カード】試し',
  '種別：キャラクター',
  'コスト：1',
  'パワー：1000',
  'テキスト：',
  `  ${text}`,
];

describe('a quick fix writes the suggestion over the part of the line it corrects', () => {
  const cases: [string, string, string[]][] = [
    [
      'HF-E011',
      'the first sentence of a line, with its head',
      character('[自動] このキャラクターが戦場に登場しだ時、あなたはメインデッキからカードを1枚引く。'),
    ],
    [
      'HF-E011',
      'a later sentence of a line',
      command(
        '対戦相手のキャラクター一体を対象とし、それに1000ダメージを与える。対戦相手に1ダメジを与える。',
      ),
    ],
    ['HF-E067', 'a sentence ending in a connective', command('対戦相手に1ダメージを与え。')],
    ['HF-E012', 'a keyword', character('【反激】')],
    ['HF-E015', 'a cost bracket', character('[スリーピ]：対戦相手に1ダメージを与える。')],
    ['HF-E006', 'a field line', ['【カード】試し', '種別：キャラ', 'コスト：1', 'パワー：1000']],
    [
      'HF-E020',
      'a card name',
      command('「紅蓮の剣星」という名前のキャラクター一体を対象とし、それを破壊する。'),
    ],
    ['HF-W021', 'a trait', command('《剣土》を持つキャラクター一体を対象とし、それを破壊する。')],
  ];
  test.each(cases)('%s: %s', (code, _what, card) => {
    const text = project(card);
    const { fixed, code: found } = applySuggestion(text);
    expect(found).toBe(code);
    expect(fixed).not.toBe(text);
    expect(diagnostics(fixed)).toEqual([]);
  });

  test('a suggestion for another text than the line holds gives no range', () => {
    expect(
      correctedStretch('  【反撃】', 3, 5, '対戦相手のキャラクター全てに1000ダメージを与える。'),
    ).toBeUndefined();
  });

  test('full-width text is compared as the compiler reads it (［２］ and [2] are one spelling)', () => {
    const line = '  ［２］［スリーピ］：対戦相手に1ダメージを与える。';
    expect(correctedStretch(line, 6, 11, '[スリープ]')).toEqual({ start: 5, end: 11 });
  });
});
