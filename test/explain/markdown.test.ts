// generated/CARDS.md shows the explanation beside each card's printed text (codegen/emit/markdown.ts).
import { describe, expect, test } from 'vitest';
import { emitCardsMarkdown, explanationCell } from '../../codegen/emit/markdown.js';
import { fixtureCards } from '../helpers/fixtureCards.js';

const cards = fixtureCards('explain-markdown');
const SPARK = cards.card('火花');
const VANILLA = cards.card('素体');

describe('CARDS.md', () => {
  test('the explanation is one table cell: titles in bold, lines indented by depth, Markdown escaped', () => {
    expect(explanationCell(SPARK).split('<br>')).toEqual([
      '**効果**',
      '　いつ：このカードをプレイして、それが解決された時',
      '　対象1：【神速】を持たないキャラクター1体（このカードをプレイする時にあなたが選ぶ。対象がなければプレイできない：HF-5.4）',
      '　処理1：対象1に1000ダメージを与える。',
      '　　それ＝対象1',
      '　　処理1は、対象1が不適切（もうその場所にない・条件に合わない）なら行われない（HF-5.6）',
    ]);
    expect(explanationCell(VANILLA)).toBe('—');
  });

  test('a row has the printed text and the explanation side by side', () => {
    const md = emitCardsMarkdown(
      'header',
      [{ id: 'demo', sources: ['cards/demo/a.hf'], cards: [SPARK] }],
      (c) => c.text,
    );
    const row = md.split('\n').find((l) => l.startsWith('| 火花 |'));
    expect(row).toBeDefined();
    const cells = row!.split(' | ');
    expect(cells[5]).toBe('【神速】を持たないキャラクター一体を対象とし、それに1000ダメージを与える。');
    expect(cells[6]).toMatch(/^\*\*効果\*\*<br>/);
    expect(md).toContain(
      '| 名前 | 種別 | コスト | 分類 | パワー | テキスト | エンジンの解釈（`hflux explain`） |',
    );
  });

  test('keywords are named as the keyword table being generated defines them, not the previous build', () => {
    const keywords = { godspeed: [{ kind: 'static' as const, text: '【疾風】', effects: [] }] };
    const md = emitCardsMarkdown(
      'header',
      [{ id: 'demo', sources: [], cards: [SPARK] }],
      (c) => c.text,
      keywords,
    );
    expect(md).toContain('対象1：【疾風】を持たないキャラクター1体');
  });
});
