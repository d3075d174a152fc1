// Issue 22 (helper m10b): mechanics designers write in forms the language did not read (set B). Each row's own
// example is tested by test/dsl/designerWords.test.ts; here: whole families — variants invented beyond the
// brief's sentences — mean what the canonical wording means, and what the rows must not read.
import { describe, expect, test } from 'vitest';
import { codes, meaning } from './wordingHelpers.js';

type Case = readonly [kind: string, written: string, canonical: string];

const same = (cases: readonly Case[]) =>
  test.each(cases)('%s 「%s」 means 「%s」', (kind, written, canonical) => {
    expect(meaning(kind, [written])).toEqual(meaning(kind, [canonical]));
  });

describe('a replacement with no object: the subject of the condition (issue 22, HF-5.11)', () => {
  same([
    [
      'キャラクター',
      '[自動]：このキャラクターがトラッシュに置かれる場合、代わりにゲームから除外する。',
      '[自動]：このキャラクターがトラッシュに置かれる場合、代わりに、このキャラクターをゲームから除外する。',
    ],
    [
      'キャラクター',
      '[自動]：あなたのキャラクターが破壊される場合、代わりに手札に戻す。',
      '[自動]：あなたのキャラクターが破壊される場合、代わりに、それを手札に戻す。',
    ],
    [
      'キャラクター',
      '[自動]：このキャラクターがトラッシュに置かれるなら、かわりに除外する。',
      '[自動]：このキャラクターがトラッシュに置かれるなら、代わりに、このキャラクターをゲームから除外する。',
    ],
    [
      'キャラクター',
      '[自動]：相手のキャラクターがトラッシュに置かれる場合は、かわりに除外する。',
      '[自動]：対戦相手のキャラクターがトラッシュに置かれる場合、代わりに、それをゲームから除外する。',
    ],
    [
      'キャラクター',
      '[自動]：自分の《式神》を持つキャラクターが破壊されるなら、替わりに持ち主の手札に戻す。',
      '[自動]：あなたの《式神》を持つキャラクターが破壊されるなら、代わりに、それを手札に戻す。',
    ],
    [
      'キャラクター',
      '[自動]：あなたの他のキャラクターが破壊される場合、代わりにゲームから除外する。',
      '[自動]：あなたの他のキャラクターが破壊される場合、代わりに、それをゲームから除外する。',
    ],
  ]);

  test('「かわりに」 elsewhere than after a replacement’s condition is not read', () => {
    expect(codes('コマンド', ['カードを1枚引くかわりに、1000ダメージを与える。'])).toContain('HF-E040');
  });
});
