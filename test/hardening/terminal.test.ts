// Issue 11 — control characters from input files never reach the terminal raw: C0 (except \n \t), DEL, C1
// and the bidi controls are escaped in every message that echoes input (diagnostics, deck and scenario errors).
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { formatDiagnostics } from '../../codegen/dsl/diagnostics/format.js';
import { compileText } from '../../codegen/dsl/index.js';
import { DeckError } from '../../src/core/errors.js';
import { parseDeckList } from '../../src/deck/parse.js';
import { escapeControls, hasControls } from '../../src/io/terminal.js';
import { ScenarioError } from '../../src/scenario/types.js';

/** Anything a terminal would act on rather than print (an oracle written apart from src/io/terminal.ts). */
function rawControl(text: string): boolean {
  return [...text].some((ch) => {
    const c = ch.codePointAt(0)!;
    return (
      (c < 0x20 && c !== 0x09 && c !== 0x0a) ||
      (c >= 0x7f && c <= 0x9f) ||
      [0x061c, 0x200e, 0x200f, 0x2028, 0x2029].includes(c) ||
      (c >= 0x202a && c <= 0x202e) ||
      (c >= 0x2066 && c <= 0x2069)
    );
  });
}

describe('escapeControls', () => {
  test('escapes ESC, BEL, CR, DEL, C1 CSI and bidi overrides; keeps \\n, \\t and Japanese', () => {
    expect(escapeControls('a\u001b[2Jb')).toBe('a\\x1b[2Jb');
    expect(escapeControls('\u0007\r\u007f\u009b')).toBe('\\x07\\x0d\\x7f\\x9b');
    expect(escapeControls('abc\u202Efed\u2066x\u2069')).toBe('abc\\u202efed\\u2066x\\u2069');
    expect(escapeControls('紅蓮の剣士\n\tコスト：１')).toBe('紅蓮の剣士\n\tコスト：１');
  });

  test('property: the result never holds a raw control character, and safe text is unchanged', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (s) => {
        const out = escapeControls(s);
        expect(rawControl(out)).toBe(false);
        expect(hasControls(out)).toBe(false);
        if (!hasControls(s)) expect(out).toBe(s);
      }),
    );
  });
});

describe('messages that echo input', () => {
  test('a card diagnostic: the source line is escaped and the caret sits under the escaped text', () => {
    const text = [
      '【セット】demo',
      '',
      '【カード】見習い',
      '種別：\u001b[2Jキャラ',
      'コスト：1',
      'パワー：1000',
      '',
    ].join('\n');
    const diagnostics = compileText(text, 'cards/demo/a.hf').diagnostics.filter(
      (d) => d.severity === 'error',
    );
    expect(diagnostics.length).toBeGreaterThan(0);
    const out = formatDiagnostics(diagnostics);
    expect(rawControl(out)).toBe(false);
    const lines = out.split('\n');
    const source = lines.find((l) => l.startsWith('  | 種別'))!;
    expect(source).toContain('\\x1b[2J');
    // HF-E013 marks the unclosed '[' right after the ESC: the caret sits under it in the escaped line,
    // i.e. after "  | " (4), "種別：" (6 display columns) and "\x1b" (4)
    expect(diagnostics[0].col).toBe(5);
    const caret = lines[lines.indexOf(source) + 1];
    expect(caret.indexOf('^')).toBe(4 + 6 + 4);
  });

  test('a deck error echoing a card name with escape sequences is escaped', () => {
    let message = '';
    try {
      parseDeckList('[main]\n0 悪い\u001b]0;title\u0007カード\n', 'deck.txt');
    } catch (e) {
      expect(e).toBeInstanceOf(DeckError);
      message = (e as DeckError).message;
    }
    expect(message).toContain('\\x1b]0;title\\x07');
    expect(rawControl(message)).toBe(false);
  });

  test('a scenario error is escaped; its `problem` keeps the raw text for tools', () => {
    const e = new ScenarioError('x.scenario.yaml', 3, 'カード「\u202Eabc」がありません');
    expect(e.message).toBe('x.scenario.yaml:3: カード「\\u202eabc」がありません');
    expect(e.problem).toContain('\u202E');
  });
});
