// Issue 22 (helper mech21): 「…の効果の対象にならない」 restricted to the opponent, in the wordings mech20's row did not
// read (「対戦相手の効果では対象にされない」「相手のカードの効果によって対象に選ばれない」「対戦相手のキャラクターの効果の対象に
// ならない」): HF-5.12 — the protected card cannot be chosen as a target of the opponent's effects; its own player's
// effects still may. Rows: codegen/dsl/designerWordsMech21.ts.
import { describe, expect, it, test } from 'vitest';
import { meaning } from '../dsl/wordingHelpers.js';
import { on, targetable } from '../helpers/corpusScenario.js';
import { compileFixture } from '../helpers/fixtureCards.js';
import { makeGame } from '../helpers/harness.js';

const CARDS = compileFixture(`【セット】test
【カード】守護者
種別：キャラクター
コスト：1
分類：《人間》
パワー：1000
テキスト：
  [自動]：このキャラクターは対戦相手の効果では対象にされない。

【カード】衛士
種別：キャラクター
コスト：1
分類：《人間》
パワー：1000
テキスト：
  [自動]：このキャラクターは対戦相手のキャラクターの効果の対象にならない。

【カード】除去
種別：コマンド
コスト：0
テキスト：
  キャラクター一体を対象とし、それを破壊する。
`).all;

describe('HF-5.12 protection from the opponent’s effects, as designers write it (mech21)', () => {
  test.each([
    [
      '[自動]：このキャラクターは対戦相手の効果では対象にされない。',
      '[自動]：このキャラクターは対戦相手の効果の対象にならない。',
    ],
    [
      '[自動]：このキャラクターは相手のカードの効果によって対象に選ばれない。',
      '[自動]：このキャラクターは対戦相手のカードの効果の対象にならない。',
    ],
    [
      '[自動]：このキャラクターは対戦相手のキャラクターの効果の対象にならない。',
      '[自動]：このキャラクターは対戦相手のキャラクターの能力の対象にならない。',
    ],
  ])('「%s」 means 「%s」', (written, canonical) => {
    expect(meaning('キャラクター', [written])).toEqual(meaning('キャラクター', [canonical]));
  });

  it('「対戦相手の効果では対象にされない」: the opponent’s command cannot target it; its own player’s can', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { hand: ['除去'], battlefield: ['守護者'] },
      p1: { battlefield: ['守護者'] },
    });
    expect(targetable(g, '除去', on(g, '守護者', 1))).toBe(false);
    expect(targetable(g, '除去', on(g, '守護者', 0))).toBe(true);
  });

  it('「対戦相手のキャラクターの効果の対象にならない」: only characters’ abilities are kept off; a command still targets it', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['除去'] }, p1: { battlefield: ['衛士'] } });
    expect(targetable(g, '除去', on(g, '衛士', 1))).toBe(true);
  });
});
