// Diagnostics a designer can act on (issue 10): sentences are cut at 「。」 outside brackets, every bad
// sentence of a line is reported, expected phrases are short and English under --lang en, and a
// 「もしかして」 is only ever a whole sentence that compiles (checked on corrupted copies of the real cards).
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { expectedInEnglish } from '../../codegen/dsl/diagnostics/expectedEn.js';
import { formatDiagnostic } from '../../codegen/dsl/diagnostics/format.js';
import { compileText, findCardFiles } from '../../codegen/dsl/index.js';
import { normalizeWidth } from '../../codegen/dsl/normalize.js';
import { lineShape, segmentAt } from '../../codegen/dsl/parse/sentences.js';
import type { Diagnostic } from '../../codegen/dsl/types.js';
import { budget } from '../helpers/budget.js';
import { cardText } from './helpers.js';

function sentences(line: string): string[] {
  const shape = lineShape(line);
  return shape.segments.map((s) => line.slice(s.start, s.end));
}

describe('sentences of a text line', () => {
  test('cut after each 。 (with the spaces after it) outside 「」《》【】', () => {
    expect(sentences('それを破壊する。 その後、カードを1枚引く。')).toEqual([
      'それを破壊する。 ',
      'その後、カードを1枚引く。',
    ]);
    expect(sentences('「影。光」という名前のカードを破壊する。【反撃】')).toEqual([
      '「影。光」という名前のカードを破壊する。',
      '【反撃】',
    ]);
    expect(sentences('それを破壊する')).toEqual(['それを破壊する']);
  });

  test('a 【空装】 line is cut inside its bracket and keeps its closing 】 apart', () => {
    const line = '【空装 条件：《騎士》を持つカードが6枚以上 効果：A。B。】';
    expect(sentences(line)).toEqual(['【空装 条件：《騎士》を持つカードが6枚以上 効果：A。', 'B。']);
    expect(lineShape(line).suffix).toBe('】');
  });

  test('the segment of a position: the one holding it, else the last', () => {
    const { segments } = lineShape('A。B。C');
    expect([0, 1, 2, 4, 5, 9].map((p) => segmentAt(segments, p))).toEqual([0, 0, 1, 2, 2, 2]);
  });
});

function diagnose(kind: string, lines: string[]): Diagnostic[] {
  return compileText(cardText(kind, lines), 'test.hf').diagnostics;
}

describe('every bad sentence of a line is reported', () => {
  test('a bad first, a good second and a bad third sentence: two findings, one per bad sentence', () => {
    const line =
      'キャラクター一体を対象とし、それを破戒する。その後、あなたはカードを1枚引く。対戦相手に1ダメジを与える。';
    const found = diagnose('コマンド', [line]).filter((d) => d.code === 'HF-E011');
    expect(found.map((d) => d.col - 3)).toEqual([line.indexOf('破戒'), line.indexOf('ダメジ')]);
  });

  test('a bad trigger hides no bad sentence after it (HF-12.1)', () => {
    const line = '[自動] このキャラクターが戦場に登場しだ時、カードを1枚引く。それを破戒する。';
    const found = diagnose('キャラクター', [line]);
    expect(found.map((d) => [d.code, d.col - 3])).toEqual([
      ['HF-E011', line.indexOf('登場しだ時')],
      ['HF-E011', line.indexOf('破戒')],
    ]);
  });

  test('a sentence that is fine after the line head is not reported', () => {
    const line = '[2]：それを破戒する。対戦相手に1ダメージを与える。';
    expect(diagnose('キャラクター', [line]).map((d) => d.col - 3)).toEqual([line.indexOf('破戒')]);
  });
});

describe('expected phrases in English (--lang en)', () => {
  test('known descriptions, lists of 「phrases」 and other rules', () => {
    expect(expectedInEnglish('数字', 'description')).toBe('a number');
    expect(expectedInEnglish('「開始時」か「終了時」', 'description')).toBe('「開始時」 or 「終了時」');
    expect(expectedInEnglish('「一体」「二体まで」など', 'description')).toBe('「一体」, 「二体まで」, …');
    expect(expectedInEnglish('引く', 'string')).toBe('「引く」');
    expect(expectedInEnglish('end of input', 'description')).toBe('end of line');
  });

  test('a diagnostic prints at most five expected phrases, in English under --lang en', () => {
    const [d] = diagnose('コマンド', ['対戦相手のキャラクタ一体を対象とし、それを破壊する。']);
    const en =
      formatDiagnostic(d, 'en')
        .split('\n')
        .find((l) => l.includes('expected:')) ?? '';
    expect(en).not.toMatch(/[（）]|など|ほか/);
    expect(en.split('」, ').length).toBeLessThanOrEqual(5 + 1);
    expect(d.expectedEn?.[0]).toBe('a noun (「キャラクター」, 「カード」, …)');
  });
});

/** The starter cards' text lines with the card around them, to corrupt one line at a time. */
const CARDS = findCardFiles('.').flatMap((f) =>
  readFileSync(f, 'utf8')
    .split(/\n(?=【カード】)/)
    .slice(1)
    .map((b) => b.trimEnd().split('\n')),
);
const TEXT_LINES = CARDS.flatMap((card, c) =>
  card.flatMap((line, l) => (line.startsWith('  ') && line.trim().length > 4 ? [[c, l] as const] : [])),
);
const NOISE = ['の', 'を', 'に', 'が', 'し', 'る', 'た', '、'];

/** The line with the sentence holding `col` replaced by `suggestion`. */
function applySuggestion(line: string, col: number, suggestion: string): string {
  const indent = line.length - line.trimStart().length;
  const content = line.slice(indent);
  const shape = lineShape(normalizeWidth(content));
  const k = segmentAt(shape.segments, col - 1 - indent);
  const seg = shape.segments[k];
  const fixed =
    k === 0 && shape.suffix ? suggestion.slice(0, suggestion.length - shape.suffix.length) : suggestion;
  return line.slice(0, indent) + content.slice(0, seg.start) + fixed + content.slice(seg.end);
}

describe('「もしかして」 is a whole sentence that compiles', () => {
  const suggestionOf = (kind: string, line: string) => diagnose(kind, [line])[0]?.suggestion;

  test('two equally small edits with different meanings: no suggestion (HF-12.1 開始時 or 終了時?)', () => {
    const ambiguous = '[自動] あなたのメインフェイズ終始時、あなたはメインデッキからカードを1枚引く。';
    expect(suggestionOf('キャラクター', ambiguous)).toBeUndefined();
    const clear = '[自動] あなたのメインフェイズ開始持、あなたはメインデッキからカードを1枚引く。';
    expect(suggestionOf('キャラクター', clear)).toBe(clear.replace('開始持', '開始時'));
  });

  test('a wrong particle, a missing particle, a doubled character and swapped phrases', () => {
    expect(suggestionOf('コマンド', 'それお破壊する。')).toBe('それを破壊する。');
    expect(suggestionOf('コマンド', 'キャラクター一体を対象とし、それパワーを+1000する。')).toBe(
      'キャラクター一体を対象とし、それのパワーを+1000する。',
    );
    expect(suggestionOf('コマンド', 'キャラクター一体を対象とし、それを破壊するる。')).toBe(
      'キャラクター一体を対象とし、それを破壊する。',
    );
    expect(suggestionOf('コマンド', 'キャラクター一体を対象とし、1000ダメージをそれに与える。')).toBe(
      'キャラクター一体を対象とし、それに1000ダメージを与える。',
    );
  });

  test('no edit makes the sentence compile: no suggestion, never a fragment', () => {
    expect(
      suggestionOf(
        'コマンド',
        'あなたはメインデッキを上から3枚見て、その中からカードを1枚まで手札に加える。',
      ),
    ).toBeUndefined();
  });

  test('corrupting one character of a real card line: applying each suggestion gives a card without errors', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...TEXT_LINES),
        fc.nat(),
        fc.constantFrom('delete', 'replace', 'swap'),
        fc.constantFrom(...NOISE),
        ([c, l], at, how, noise) => {
          const card = [...CARDS[c]];
          const line = card[l];
          const i = 2 + (at % (line.length - 2));
          if (how === 'delete') card[l] = line.slice(0, i) + line.slice(i + 1);
          else if (how === 'replace') card[l] = line.slice(0, i) + noise + line.slice(i + 1);
          else card[l] = line.slice(0, i) + line.slice(i + 1, i + 2) + line[i] + line.slice(i + 2);
          const text = `【セット】t\n${card.join('\n')}\n`;
          const errorsOn = (t: string) =>
            compileText(t, 't.hf').diagnostics.filter((d) => d.line === l + 2 && d.severity === 'error');
          const found = errorsOn(text);
          const suggested = found.filter((d) => d.code === 'HF-E011' && d.suggestion !== undefined);
          if (found.length !== 1 || suggested.length !== 1) return;
          const [d] = suggested;
          card[l] = applySuggestion(card[l], d.col, d.suggestion as string);
          const again = errorsOn(`【セット】t\n${card.join('\n')}\n`);
          expect(
            again.map((x) => `${x.code} ${x.message}`),
            `${line}\n→ ${card[l]}`,
          ).toEqual([]);
        },
      ),
      // 100 corrupted lines in CI, 600 with FUZZ_BUDGET=long (`npm run fuzz:long`)
      { numRuns: budget(100, 600), seed: 10 },
    );
  }, 1_800_000); // a whole-corpus check: over 120 s on a loaded 2-core machine
});
