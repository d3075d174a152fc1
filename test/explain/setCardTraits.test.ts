// Issue 22 (sc16): a set card's traits go to its host while it is set (000 ■セットカード: 「セットされている
// キャラクターは…セットカードに記載されている分類…を持つ」; the engine: src/engine/query.ts traitsOf). The header of
// explain says so for a set card with traits, and only for set cards.
import { describe, expect, test } from 'vitest';
import { explainCard, renderExplanation } from '../../src/explain/index.js';
import { corpusCard } from '../helpers/corpusCards.js';

const header = (set: string, name: string, lang: 'ja' | 'en') =>
  renderExplanation(explainCard(corpusCard(set, name), lang)).split('\n')[1];

describe('a set card’s traits in explain (000 ■セットカード, HF-4.4)', () => {
  test('d61 巫女装束: its 《巫女》 is its host’s too while it is set (ja, en)', () => {
    expect(header('d61-kagura', '巫女装束', 'ja')).toBe(
      '  セットカード・コスト2・パワー修正+1000（セット先に加わる）・分類《巫女》（セットされている間、セット先もこの分類を持つ：000 ■セットカード）',
    );
    expect(header('d61-kagura', '巫女装束', 'en')).toContain(
      'traits 《巫女》 (while it is set, its host has these traits too: 000 ■セットカード)',
    );
  });

  test('a set card without traits, a world set and a character say nothing of a host', () => {
    expect(header('d64-shiro', '氷の枷', 'ja')).toBe(
      '  セットカード・コスト2・パワー修正-1000（セット先に加わる）',
    );
    expect(header('d62-umibe', '白波埼灯台', 'ja')).toBe('  ワールド・セット・コスト3・分類《灯台》');
    expect(header('d62-umibe', '網元のゲンゾウ', 'ja')).toBe(
      '  キャラクター・コスト3・パワー3000・分類《漁師》《人間》',
    );
  });
});
