// nc8 finding 7: 「…なら、代わりに-4000する。」 at the start of a line, after a line that has the power change: the
// previous line is a separate effect (docs/dsl.md: one effect per line), and HF-E076 says so — write the two on
// one line — instead of asking for a power change the previous line already has. On one line it compiles.
import { describe, expect, test } from 'vitest';
import { compileText } from '../../codegen/dsl/index.js';
import { cardText } from './helpers.js';

const errors = (lines: string[]) =>
  compileText(cardText('コマンド', lines), 'test.hf').diagnostics.filter((d) => d.severity === 'error');
const FIRST = '相手のキャラクター1体のパワーをターン終了時まで-2000する。';
const INSTEAD = 'あなたのキャラクターが3体以上いるなら、代わりに-4000する。';

describe('HF-E076 when 「代わりに」 starts its line (nc8 finding 7)', () => {
  test('two lines: the message says the line before is a separate effect', () => {
    const [d, ...rest] = errors([FIRST, INSTEAD]);
    expect(rest).toEqual([]);
    expect(d.code).toBe('HF-E076');
    expect(d.message).toContain('前の行は別の効果');
    expect(d.message).toContain('同じ行に');
    expect(d.message).not.toContain('前の文の最後に');
    expect(d.messageEn).toContain('the line before is a separate effect');
  });
  test('one line: it compiles', () => {
    expect(errors([`${FIRST}${INSTEAD}`])).toEqual([]);
  });
  test('on one line after a sentence without a power change: the old advice', () => {
    const [d] = errors([`カードを1枚引く。${INSTEAD}`]);
    expect(d.code).toBe('HF-E076');
    expect(d.message).toContain('前の文の最後にパワーの変更を書いてください');
    expect(d.message).not.toContain('前の行');
  });
});
