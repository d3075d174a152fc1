// Issue 22 "Done when": a rejected card's first diagnostic is the root cause — a whole-line suggestion that
// compiles, or HF-E040 naming the mechanic the language lacks — never a consequence of another line.
import { describe, expect, test } from 'vitest';
import { formatDiagnostic } from '../../codegen/dsl/diagnostics/format.js';
import { compileText } from '../../codegen/dsl/index.js';
import { cardText } from './helpers.js';

function errors(kind: string, lines: string[]) {
  return compileText(cardText(kind, lines), 'test.hf').diagnostics.filter((d) => d.severity === 'error');
}

describe('cascades of an unreadable line are not reported (issue 22)', () => {
  test('「このカードの①の効果は…」 whose ①-line is unreadable: the ①-line is the first diagnostic, no HF-E085', () => {
    const list = errors('キャラクター', [
      'このカードの①の効果は1ターンに1度しか使用できない。',
      '①[自動]：このキャラクターが登場した時、あなたはふしぎな踊りを踊る。',
    ]);
    expect(list.map((d) => d.code)).not.toContain('HF-E085');
    expect(list[0].line).toBe(8);
  });

  test('the same reference without an unreadable line still gets HF-E085', () => {
    const list = errors('キャラクター', [
      'このカードの①の効果は1ターンに1度しか使用できない。',
      '[自動]：このキャラクターが戦場に登場した時、あなたはメインデッキからカードを1枚引く。',
    ]);
    expect(list.map((d) => d.code)).toEqual(['HF-E085']);
  });

  test('「・」 lines under an unreadable 「以下から1つを選ぶ」 get no HF-E060; a command whose only line is unreadable no HF-E028', () => {
    const modes = errors('コマンド', [
      '次のうちどれか一つをお選びください。',
      '・あなたはメインデッキからカードを1枚引く。',
      '・対戦相手に1ダメージを与える。',
    ]);
    expect(modes.map((d) => d.code)).not.toContain('HF-E060');
    expect(modes.map((d) => d.code)).not.toContain('HF-E028');
    expect(modes[0].line).toBe(6);
  });

  test('the caret and message of the root cause, in Japanese', () => {
    const [first] = errors('キャラクター', [
      'このカードの①の効果は1ターンに1度しか使用できない。',
      '①[自動]：このキャラクターが登場した時、あなたはふしぎな踊りを踊る。',
    ]);
    expect(formatDiagnostic(first, 'ja').split('\n').slice(0, 3)).toMatchInlineSnapshot(`
      [
        "test.hf:8:28 HF-E011 エラー: この文を読めません。",
        "  |   ①[自動]：このキャラクターが登場した時、あなたはふしぎな踊りを踊る。",
        "  |                                                  ^^^^^^^^^^^^^^^^^^",
      ]
    `);
  });
});
