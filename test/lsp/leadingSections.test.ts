// The hover of a card's text line shows the explain sections of that line only (src/lsp/cardContext.ts
// sectionsOfLine): the sections explain puts before the abilities (【奥義】, 【空装】, the play condition, the trash play,
// the play carnage, the extra cost, the play limit per card name) each belong to their own line, never to the effect's.
import { describe, expect, test } from 'vitest';
import { compileText } from '../../codegen/dsl/index.js';
import { explainCard } from '../../src/explain/index.js';
import { sectionsOfLine } from '../../src/lsp/cardContext.js';
import { cardText } from '../dsl/helpers.js';

function titlesByLine(kind: string, lines: string[]): string[][] {
  const { ir, cards } = compileText(cardText(kind, lines), 'test.hf');
  const def = cards[0].def;
  const explanation = explainCard(def);
  return ir.cards[0].lines.map((line) => sectionsOfLine(def, explanation, line).map((s) => s.title));
}

describe('hover sections of the lines before the abilities (mech15: the play limit per card name)', () => {
  test('a command with a play limit per card name: the limit line gets the limit, the effect line the effect only', () => {
    const [limit, effect] = titlesByLine('コマンド', [
      'このカード名のカードは1ターンに1枚しかプレイできない。',
      'あなたはメインデッキからカードを1枚引く。',
    ]);
    expect(limit).toHaveLength(1);
    expect(effect).toHaveLength(1);
    expect(effect[0]).not.toBe(limit[0]);
    expect(effect[0]).toMatch(/効果/);
  });

  test('with an extra carnage cost too: each of the three lines has its own section', () => {
    const titles = titlesByLine('コマンド', [
      'このカードは、エネルギーコストに加えてカルネージ1を支払わなければプレイできない。',
      'このカード名のカードは1ターンに1枚しかプレイできない。',
      'あなたはメインデッキからカードを1枚引く。',
    ]);
    expect(titles.map((t) => t.length)).toEqual([1, 1, 1]);
    expect(new Set(titles.flat()).size).toBe(3);
  });
});
