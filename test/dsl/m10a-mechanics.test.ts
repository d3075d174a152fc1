// Issue 22 (helper m10a): mechanics the language lacked (set A), in the wordings Japanese TCG designers print.
// Each designer-vocabulary row's own example is tested by test/dsl/designerWords.test.ts; here whole families —
// variants beyond the rows' examples — mean what the canonical wording means, and what must stay rejected.
import { describe, expect, test } from 'vitest';
import { codes, meaning } from './wordingHelpers.js';

type Case = readonly [kind: string, written: string, canonical: string];

const same = (cases: readonly Case[]) =>
  test.each(cases)('%s 「%s」 means 「%s」', (kind, written, canonical) => {
    expect(meaning(kind, [written])).toEqual(meaning(kind, [canonical]));
  });

const ENTER = '[自動]：このキャラクターが戦場に登場した時、';

describe('「…をコストを支払わずにプレイする」: a play by an effect (issue 22, HF-5.3)', () => {
  test.each([
    ['あなたの手札から《獣》を持つコスト3以下のキャラクターを1枚、コストを支払わずにプレイする。', 'hand'],
    ['あなたのトラッシュからキャラクターカードを1枚選び、コストを支払わずにプレイしてもよい。', 'trash'],
    [
      'あなたの手札にあるコスト2以下のキャラクターカード1枚を、エネルギーコストを払わずにプレイしてもよい。',
      'hand',
    ],
  ])('「%s」 plays from the %s', (line, from) => {
    const json = JSON.stringify(meaning('コマンド', [line]));
    expect(json).toContain(`"from":"${from}"`);
    expect(json).toContain('"to":"played"');
  });

  test('looked-at cards: one of the top 3 is played', () => {
    const json = JSON.stringify(
      meaning('コマンド', [
        'あなたのメインデッキの上から3枚を見て、その中からキャラクターカードを1枚まで選び、コストを支払わずにプレイし、残りをトラッシュに置く。',
      ]),
    );
    expect(json).toContain('"pick":{"filter":{"kind":["character"]},"upTo":1,"to":"played"}');
  });

  same([
    [
      'コマンド',
      '自分の手札から《獣》を持つコスト3以下のキャラクターを1枚選び、コストを払わずにプレイする。',
      'あなたの手札から《獣》を持つコスト3以下のキャラクターを1枚選び、コストを支払わずにプレイする。',
    ],
    [
      'コマンド',
      'あなたのトラッシュからキャラクターカードを1枚選び、無料でプレイできる。',
      'あなたのトラッシュからキャラクターカードを1枚選び、コストを支払わずにプレイしてもよい。',
    ],
    [
      'キャラクター',
      `${ENTER}あなたの手札から《獣》を持つキャラクターカードを1枚まで選び、コストを支払うことなくプレイする。`,
      `${ENTER}あなたの手札から《獣》を持つキャラクターカードを1枚まで選び、コストを支払わずにプレイする。`,
    ],
    [
      'コマンド',
      'あなたのトラッシュからキャラクターカードを1枚選び、エネルギーコストを支払わずにプレイすることができる。',
      'あなたのトラッシュからキャラクターカードを1枚選び、コストを支払わずにプレイしてもよい。',
    ],
  ]);

  test('「コストを支払わずに登場させる」 stays a put, not a play (RULING «「登場させる」»)', () => {
    const json = JSON.stringify(
      meaning('コマンド', [
        'あなたのトラッシュからキャラクターカードを1枚選び、コストを払わずに登場させる。',
      ]),
    );
    expect(json).toContain('"to":"battlefield"');
  });

  test('HF-E040 a command or any card played by an effect (it would need targets and the chain)', () => {
    expect(codes('コマンド', ['あなたは手札のカードを1枚、コストを支払わずにプレイする。'])).toContain(
      'HF-E040',
    );
    expect(
      codes('コマンド', ['あなたの手札からコマンドカードを1枚選び、コストを支払わずにプレイする。']),
    ).toContain('HF-E040');
  });
});
