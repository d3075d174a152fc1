// Issue 22 point 4 (nothing silently lost): a designer-vocabulary reading that cuts one sentence in two must not
// cut a sentence that opens with a condition — 「…なら、A し、B」 read as 「…なら、A。B」 applied B unconditionally
// (found by i22k: 【貫通】 was granted whatever the hand held). codegen/dsl/parse/reading.ts splitsCondition().
import { describe, expect, test } from 'vitest';
import { compileText } from '../../codegen/dsl/index.js';
import { normalizeWidth } from '../../codegen/dsl/normalize.js';
import { readDesignerLine } from '../../codegen/dsl/parse/reading.js';
import { explainCard, renderExplanation } from '../../src/explain/index.js';

const read = (line: string) => readDesignerLine(normalizeWidth(line)).text;
const command = (line: string) =>
  compileText(`【セット】t\n\n【カード】x\n種別：コマンド\nコスト：1\nテキスト：\n  ${line}\n`, 'x.hf');

describe('a reading never moves part of a conditional sentence out of its condition', () => {
  const both = 'ターン終了時まで、あなたのキャラクター全てのパワーを+1000し、それらは【貫通】を得る。';

  test('without a condition the row still reads the sentence as two', () => {
    expect(read(both)).toContain('+1000する。ターン終了時まで、あなたのキャラクター全ては');
    expect(command(both).diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  });

  test.each([
    'あなたの手札が3枚以下なら、',
    'あなたの手札が3枚以下の場合、',
    'あなたのトラッシュにカードが5枚以上あれば、',
  ])(
    'after 「%s」 the sentence is not cut, and the condition covers both steps (mech18 reads 「それら」 in one sentence)',
    (cond) => {
      expect(read(cond + both)).not.toContain('。ターン終了時まで');
      const result = command(cond + both);
      expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
      // One conditional step holding both the power change and the grant: neither runs outside the condition.
      const text = renderExplanation(explainCard(result.cards[0].def, 'ja'));
      expect(text).toMatch(
        /処理1：条件を満たす場合、次を行う。[\s\S]*パワーを\+1000する[\s\S]*【貫通】を得る/,
      );
      expect(text).not.toContain('処理2');
    },
  );
});
