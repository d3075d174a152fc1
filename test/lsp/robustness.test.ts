// Whatever is typed, the language server's features answer: on arbitrary text made of the DSL's own pieces
// (brackets, phrases, keywords, full-width forms, every kind of line break the compiler knows, half-typed
// lines) and any cursor position, completion, hover, go to definition, quick fixes, formatting and the
// diagnostics conversion return an answer with positions inside the document and never throw. A throw in the
// server would be logged and answered with nothing; this test makes sure none is ever needed.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import type { Position, Range } from 'vscode-languageserver';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { cardCompletions } from '../../src/lsp/cardCompletion.js';
import { cardFileHover } from '../../src/lsp/cardHover.js';
import { suggestionActions } from '../../src/lsp/codeActions.js';
import { deckCompletions, deckDiagnostics } from '../../src/lsp/deckList.js';
import { cardFileDefinition } from '../../src/lsp/definition.js';
import { toLspDiagnostic } from '../../src/lsp/diagnostics.js';
import { formatCardFile } from '../../src/lsp/formatting.js';
import { LineMap } from '../../src/lsp/lineMap.js';
import { ProjectCompiler } from '../../src/lsp/project.js';
import { rulesReference } from '../../src/lsp/ruleTexts.js';
import { REPO } from './client.js';

const PATH = 'cards/starter/typed.hf';
const STARTER = readdirSync(join(REPO, 'cards/starter'))
  .filter((f) => f.endsWith('.hf'))
  .map((f) => ({ path: `cards/starter/${f}`, text: readFileSync(join(REPO, 'cards/starter', f), 'utf8') }));
const KEYWORDS = { path: 'rules/keywords.hf', text: readFileSync(join(REPO, 'rules/keywords.hf'), 'utf8') };

const PIECES = [
  '【セット】starter',
  '【カード】',
  '紅蓮の剣聖',
  '種別：',
  'キャラクター',
  'コスト：',
  'パワー：',
  '分類：',
  'テキスト：',
  '  ',
  '　',
  '[自動] ',
  '[2]',
  '［スリープ］',
  '：',
  'このキャラクターが戦場に登場した時、',
  'あなたはメインデッキからカードを1枚引く。',
  '対戦相手に1ダメージを与える',
  '。',
  '、',
  '【',
  '】',
  '【反撃】',
  '《',
  '》',
  '《剣士》',
  '「',
  '」',
  '「紅蓮の剣聖」という名前の',
  '以下から1つを選ぶ。',
  '・',
  '# HF-13.1 ',
  '1000',
  '１',
  'X',
  '\n',
  '\r\n',
  '\r',
  '\u2028',
  '\u0085',
  '\uFEFF',
  '𠮷',
];

const texts = fc.array(fc.constantFrom(...PIECES), { maxLength: 40 }).map((parts) => parts.join(''));

function inside(document: TextDocument, range: Range): boolean {
  const ok = (p: Position) => document.offsetAt(p) >= 0 && document.offsetAt(p) <= document.getText().length;
  return ok(range.start) && ok(range.end) && document.offsetAt(range.start) <= document.offsetAt(range.end);
}

describe('the features answer on any text', () => {
  const compiler = new ProjectCompiler();

  test('completion, hover, definition, quick fixes, formatting and diagnostics never throw', () => {
    fc.assert(
      fc.property(texts, fc.nat(), fc.nat(), (text, lineSeed, charSeed) => {
        const document = TextDocument.create('file:///typed.hf', 'hollowflux', 1, text);
        const model = compiler.compile({
          keywords: KEYWORDS,
          cards: [...STARTER, { path: PATH, text }],
          loose: [],
        });
        const lines = document.lineCount;
        const line = lineSeed % lines;
        const length = document.getText({
          start: { line, character: 0 },
          end: { line: line + 1, character: 0 },
        }).length;
        const position = { line, character: charSeed % (length + 1) };
        const context = { model, lang: 'ja' as const, rules: rulesReference, path: PATH };

        for (const item of cardCompletions(document, position, model))
          if (item.textEdit && 'range' in item.textEdit)
            expect(inside(document, item.textEdit.range)).toBe(true);
        const hover = cardFileHover(document, position, context);
        if (hover?.range) expect(inside(document, hover.range)).toBe(true);
        cardFileDefinition(document, position, model, (_path, span) => ({
          uri: 'file:///x',
          range: { start: { line: span.line - 1, character: 0 }, end: { line: span.line - 1, character: 0 } },
        }));
        const map = new LineMap(document);
        const diagnostics = (model.diagnostics.get(PATH) ?? []).map((d) => toLspDiagnostic(d, map, 'ja'));
        for (const d of diagnostics) expect(inside(document, d.range)).toBe(true);
        for (const action of suggestionActions(document, diagnostics, 'ja'))
          for (const edit of action.edit?.changes?.[document.uri] ?? [])
            expect(inside(document, edit.range)).toBe(true);
        formatCardFile(document, PATH);
        const deck = TextDocument.create('file:///typed.deck', 'hollowflux-deck', 1, text);
        deckDiagnostics(deck, 'typed.deck', model, 'en');
        deckCompletions(deck, position, model);
      }),
      { numRuns: 150, seed: 14 },
    );
  });
});
