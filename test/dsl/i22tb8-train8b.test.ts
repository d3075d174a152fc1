// Issue 22 (helper i22tb8): the ninth round's two styles in their families — a modern Duel Masters / Shadowverse
// Evolve localisation (「■」 at the head of every ability, 「出た時」「攻撃する時」, a choice in its own sentence
// 「…を1体選ぶ。そのキャラクターを…」) and a fan's hand-typed wiki transcription (half/full width mixed, ｢｣, 1,000,
// stray spaces, doubled or missing 、, reminders in parentheses) — with variants a designer of each style would
// write in the sibling cards, not only the corpus sentences.
import { describe, expect, test } from 'vitest';
import { codes, defsOf } from './wordingHelpers.js';

describe('a mark at the head of each ability is no mode (HF-5.13)', () => {
  const marks = ['■', '◆', '●', '□', '◇', '★', '▶'];
  const abilities: [string, string[]][] = [
    ['キャラクター', ['[自動]：このキャラクターが戦場に登場した時、カードを1枚引く。']],
    ['キャラクター', ['【神速】', '[スリープ]：対戦相手のキャラクター1体を対象とし、それをスリープにする。']],
    ['キャラクター', ['[1][スリープ]：カードを1枚引く。']],
    ['コマンド', ['対戦相手のキャラクター1体を対象とし、それを破壊する。']],
    ['コマンド', ['カードを2枚引く。', '【ダメージトリガー】：カードを1枚引く。']],
  ];
  test.each(marks)('「%s」 before every ability', (mark) => {
    for (const [kind, lines] of abilities) {
      const canonical = defsOf(kind, lines);
      expect(defsOf(kind, lines.map((l) => `${mark}${l}`))).toEqual(canonical);
      expect(defsOf(kind, lines.map((l) => `${mark} ${l}`))).toEqual(canonical);
    }
  });

  test('「・」 before an ability label is a list mark; before a plain sentence it is still a mode (HF-E060)', () => {
    expect(defsOf('キャラクター', ['・[自動]：このキャラクターが戦場に登場した時、カードを1枚引く。'])).toEqual(
      defsOf('キャラクター', ['[自動]：このキャラクターが戦場に登場した時、カードを1枚引く。']),
    );
    expect(codes('コマンド', ['・カードを1枚引く。'])).toContain('HF-E060');
  });

  const header = '[自動]：このキャラクターが戦場に登場した時、次から1つ選ぶ。';
  const modes = ['カードを1枚引く。', '対戦相手のキャラクター1体を対象とし、それをスリープにする。'];
  const canonical = () => defsOf('キャラクター', [header, ...modes.map((m) => `・${m}`)]);

  test('modes after a choosing line keep their bullet, whatever it is', () => {
    for (const b of ['■', '●', '◆', '▶', '・'])
      expect(defsOf('キャラクター', [header, ...modes.map((m) => `${b}${m}`)])).toEqual(canonical());
    // the header itself marked, modes under it with another bullet (Duel Masters: 「■…」 then 「▶…」)
    expect(defsOf('キャラクター', [`■${header}`, ...modes.map((m) => `▶${m}`)])).toEqual(canonical());
  });

  test('after the modes, the next marked line is an ability again', () => {
    const next = '[自動]：このキャラクターが破壊された時、カードを1枚引く。';
    expect(
      defsOf('キャラクター', [`■${header}`, ...modes.map((m) => `▶${m}`), `■${next}`]),
    ).toEqual(defsOf('キャラクター', [header, ...modes.map((m) => `・${m}`), next]));
  });

  test('「…を1体選ぶ。」 chooses a card, not a mode: the marked line after it is an ability', () => {
    const lines = [
      '[自動]：このキャラクターが戦場に登場した時、あなたのキャラクター1体を対象とし、それをアクティブにする。',
      '[自動]：このキャラクターが破壊された時、カードを1枚引く。',
    ];
    expect(defsOf('キャラクター', lines.map((l) => `■${l}`))).toEqual(defsOf('キャラクター', lines));
  });
});
