// Issue 22 point 1: the editor's hover on a text line shows how the compiler read the designer's wording
// (「山札 → メインデッキ」), after the line's explanation; a line written canonically shows nothing extra. Point 2:
// each search suggestion of a line is a quick fix.
import { describe, expect, test } from 'vitest';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { compileText } from '../../codegen/dsl/index.js';
import type { Diagnostic } from '../../codegen/dsl/types.js';
import { readingsMarkdown } from '../../src/lsp/cardHover.js';
import { suggestionActions } from '../../src/lsp/codeActions.js';
import { toLspDiagnostic } from '../../src/lsp/diagnostics.js';
import { LineMap } from '../../src/lsp/lineMap.js';
import { cardText, parse } from '../dsl/helpers.js';

describe('hover: designer-vocabulary readings (issue 22)', () => {
  const source = cardText('キャラクター', [
    '[自動]：このキャラクターが登場した時、山札からカードを1枚ドローする。',
    '[自動]：このキャラクターが破壊された時、カードを1枚引く。',
  ]);
  const card = parse(source).ir.cards[0];

  test('each reading of the hovered line, in the order written', () => {
    expect(readingsMarkdown(card, 7, 'ja')).toBe(
      '\n\n**読み替え（デザイナー語彙）**\n- 登場した時 → 戦場に登場した時\n- 山札 → メインデッキ\n- ドローする → 引く',
    );
    expect(readingsMarkdown(card, 7, 'en')).toContain('**Readings (designer vocabulary)**');
  });

  test('a canonical line has no readings section', () => {
    expect(readingsMarkdown(card, 8, 'ja')).toBe('');
  });
});

describe('quick fixes: every search suggestion of a line (issue 22)', () => {
  test('each suggestion is a quick fix over the line; the first one is preferred', () => {
    const source = cardText('キャラクター', [
      // (a typo: the line this test used, 「…このカードの持ち主の手札に戻す。」, compiles since i22tb6)
      '[自動]：このキャラクターが破壊されだ時、カードを1枚引く。',
    ]);
    expect(compileText(source, 't.hf').diagnostics[0]?.suggestion).toBeDefined();
    const [d] = compileText(source, 't.hf').diagnostics;
    const data: Diagnostic = {
      ...d,
      suggestions: [
        ...(d.suggestions ?? []),
        { text: '[自動] このキャラクターが破壊された時、カードを1枚引く。', explain: [] },
      ],
    };
    const document = TextDocument.create('file:///t.hf', 'hollowflux', 1, source);
    const lsp = toLspDiagnostic(data, new LineMap(document), 'ja');
    const actions = suggestionActions(document, [lsp], 'ja');
    const texts = actions.map((a) => a.edit?.changes?.['file:///t.hf']?.[0].newText);
    expect(texts).toEqual([
      data.suggestion,
      ...(data.suggestions ?? []).map((s) => s.text).filter((t) => t !== data.suggestion),
    ]);
    expect(actions.map((a) => a.isPreferred)).toEqual(texts.map((_, i) => i === 0));
    const edited = TextDocument.applyEdits(document, actions[0].edit?.changes?.['file:///t.hf'] ?? []);
    expect(edited.split('\n')[6]).toBe(`  ${data.suggestion}`);
  });
});
