// Issue 22 (helper mech21): a whole hand revealed, then a card of it chosen (「対戦相手は手札を公開し、あなたはその中から
// …を1枚選び、トラッシュに置く」「…手札を全て公開する。あなたはその中から…を1枚選び、それを捨てさせる」): in a two-player
// game what 「あなたは対戦相手の手札を見て、その中から…を1枚選び、…」 does — the chooser sees every card, picks on
// resolution, the card goes to its owner's trash (HF-3.4, HF-5.9: with no matching card nothing is chosen). mech20's
// RULING «Revealing from the hand» (docs/engine.md). Rows: codegen/dsl/designerWordsMech21.ts.
import { describe, expect, it, test } from 'vitest';
import { meaning } from '../dsl/wordingHelpers.js';
import { hand, play, trash } from '../helpers/corpusScenario.js';
import { compileFixture } from '../helpers/fixtureCards.js';
import { makeGame } from '../helpers/harness.js';

const CARDS = compileFixture(`【セット】test
【カード】手札暴き
種別：コマンド
コスト：0
テキスト：
  対戦相手は手札を公開し、あなたはその中からコマンドカードを1枚選び、トラッシュに置く。

【カード】策
種別：コマンド
コスト：2
テキスト：
  あなたはメインデッキからカードを1枚引く。

【カード】兵
種別：キャラクター
コスト：1
分類：《人間》
パワー：1000
`).all;

const CANON = 'あなたは対戦相手の手札を見て、その中からコマンドカードを1枚選び、トラッシュに置く。';

describe('a whole hand revealed, then a card of it chosen (mech21)', () => {
  test.each([
    '対戦相手は手札を公開し、あなたはその中からコマンドカードを1枚選び、トラッシュに置く。',
    '相手は自分の手札を全て公開し、その中からコマンドカードを1枚選び、トラッシュに置く。',
    '対戦相手は手札を全て公開する。あなたはその中からコマンドカードを1枚選び、それをトラッシュに置く。',
  ])('「%s」 means the canonical sentence', (written) => {
    expect(meaning('コマンド', [written])).toEqual(meaning('コマンド', [CANON]));
  });

  it('the chosen command of the opponent’s hand goes to their trash; the rest stays (HF-3.4)', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['手札暴き'] }, p1: { hand: ['策', '兵'] } });
    play(g, '手札暴き', [], { choose: ['策'] });
    expect(trash(g, 1)).toEqual(['策']);
    expect(hand(g, 1)).toEqual(['兵']);
  });

  it('no command in that hand: nothing is chosen or moved (HF-5.9)', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['手札暴き'] }, p1: { hand: ['兵', '兵'] } });
    play(g, '手札暴き');
    expect(trash(g, 1)).toEqual([]);
    expect(hand(g, 1)).toEqual(['兵', '兵']);
  });
});
