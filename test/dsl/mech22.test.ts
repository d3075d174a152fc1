// Issue 22 (helper mech22): families of codegen/dsl/designerWordsMech22.ts's rows and of the grammar's damageProofAction
// and revealBack — sentences a designer would plausibly write mean what the canonical wording means, and near wordings
// that mean something else are not read as it. Each row's own example is tested by test/dsl/designerWords.test.ts;
// the cards are played in test/corpora/corpus-scenarios-d85-d88.test.ts (RULINGs in docs/engine.md).
import { describe, expect, test } from 'vitest';
import { codes, meaning } from './wordingHelpers.js';

type Case = readonly [kind: string, written: string, canonical: string];

const same = (cases: readonly Case[]) =>
  test.each(cases)('%s 「%s」 means 「%s」', (kind, written, canonical) => {
    expect(meaning(kind, [written])).toEqual(meaning(kind, [canonical]));
  });
const differ = (kind: string, a: string, b: string) =>
  expect(meaning(kind, [a])).not.toEqual(meaning(kind, [b]));

const BACK =
  '[自動]：あなたのターン終了時、このキャラクターがこのターンに攻撃を行っていた場合、このキャラクターを持ち主の手札に戻す。';
const FIGHT =
  'あなたのキャラクター一体と、対戦相手のキャラクター一体を対象とする。それらは、互いにもう一方のパワーに等しいダメージを与え合う。';

describe('a turn in which it attacked, once per turn, a fight from each dealer (designerWordsMech22 rows)', () => {
  same([
    [
      'キャラクター',
      '[自動]：このキャラクターが攻撃したターンの終わりに、このキャラクターを持ち主の手札に戻す。',
      BACK,
    ],
    [
      'キャラクター',
      '[自動]：このキャラクターが攻撃を行ったターンの終了時に、このキャラクターを持ち主の手札に戻す。',
      BACK,
    ],
    [
      'コマンド',
      'あなたのキャラクター一体と、対戦相手のキャラクター一体を対象とする。それらは互いに、自身のパワーに等しいダメージを相手に与える。',
      FIGHT,
    ],
    [
      'コマンド',
      'あなたのキャラクター一体と、対戦相手のキャラクター一体を対象とする。それらはそれぞれ、自分のパワー分のダメージをもう一方に与える。',
      FIGHT,
    ],
  ]);
  test('「1ターンに1回だけはたらく」「1ターンに1度しか働かない」 are once per turn (HF-12.8)', () => {
    const once =
      '[自動]：このキャラクターが戦場に登場した時、あなたはメインデッキからカードを1枚引く。この能力は1ターンに1回まで使用できる。';
    for (const w of ['この能力は、1ターンに1回だけはたらく。', 'この能力は1ターンに1度しか働かない。'])
      expect(meaning('キャラクター', [once.replace('この能力は1ターンに1回まで使用できる。', w)])).toEqual(
        meaning('キャラクター', [once]),
      );
  });
  test('「自身のパワーに等しいダメージを対戦相手に与える」 (a player) is not read as a fight', () => {
    differ(
      'コマンド',
      'あなたのキャラクター一体を対象とし、それに、自身のパワーに等しいダメージを与える。',
      FIGHT,
    );
  });
});

describe('damage prevented (grammar damageProofAction, RULING «Damage prevented»)', () => {
  const CMD = '[自動]：このキャラクターはコマンドカードの効果によってダメージを受けない。';
  same([
    ['キャラクター', '[自動]：このキャラクターはコマンドカードの効果によるダメージを受けない。', CMD],
    ['キャラクター', '[自動]：このキャラクターは、コマンドの効果ではダメージを受けない。', CMD],
    [
      'キャラクター',
      '[自動]：このキャラクターは攻撃ではダメージを受けない。',
      '[自動]：このキャラクターは攻撃によってダメージを受けない。',
    ],
  ]);
  test('the source matters: command, attack, opponent’s effects and every damage differ', () => {
    const all = '[自動]：このキャラクターはダメージを受けない。';
    differ('キャラクター', CMD, all);
    differ('キャラクター', CMD, '[自動]：このキャラクターは攻撃によってダメージを受けない。');
    differ(
      'キャラクター',
      CMD,
      '[自動]：このキャラクターは対戦相手のコマンドカードの効果によってダメージを受けない。',
    );
  });
  test('a lasting grant compiles, and so does a damage reduction (mech23)', () => {
    expect(
      codes('コマンド', [
        'キャラクター一体を対象とし、ターン終了時まで、それは効果によるダメージを受けない。',
      ]),
    ).toEqual([]);
    expect(codes('キャラクター', ['[自動]：このキャラクターへのダメージを1000減らす。'])).toEqual([]);
  });
});

describe('「公開したカードは…上に戻す」 after a reveal branch (grammar revealBack)', () => {
  const REVEAL =
    '[自動]：このキャラクターが攻撃した時、あなたのメインデッキの一番上のカードを公開する。それがキャラクターカードなら、ターン終了時まで、このキャラクターは【強撃】を得る。';
  test('it compiles, and the branch keeps its 「ターン終了時まで」', () => {
    expect(codes('キャラクター', [`${REVEAL}公開したカードはメインデッキの上に戻す。`])).toEqual([]);
    expect(codes('キャラクター', [`${REVEAL}公開したカードはデッキの一番上に戻す。`])).toEqual([]);
    differ('キャラクター', REVEAL, REVEAL.replace('ターン終了時まで、', ''));
  });
});
