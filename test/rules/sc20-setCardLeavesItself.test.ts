// Issue 22 (sc20, d74 血吸いの魔剣): on a set card, 「[自動]：このカードが戦場からトラッシュに置かれた時、…」 watches the set
// card itself — it triggers when the set card goes to the trash with its host (000 ■セットカード: set cards go with their
// host) and when an effect removes it alone. It used to watch the host only (「このカード」 read as the host, whose
// abilities a set card's are, HF-4.4), so removing the set card drew nothing. The ability is still its host's: its
// 「あなた」 is the host's player (RULING «A set card's auto abilities», docs/engine.md). It triggers once, not twice,
// when the host leaves.
import { describe, expect, it } from 'vitest';
import { attachedTo, endTurn, field, hand, on, play, playBy, trash } from '../helpers/corpusScenario.js';
import { compileFixture } from '../helpers/fixtureCards.js';
import { makeGame } from '../helpers/harness.js';

const CARDS = compileFixture(
  `【セット】test
【カード】形見の指輪
種別：セット
パワー：+1000
コスト：1
テキスト：
  [自動]：このカードが戦場からトラッシュに置かれた時、あなたはメインデッキからカードを1枚引く。

【カード】外す
種別：コマンド
コスト：1
テキスト：
  キャラクターにセットされているセットカード1枚を対象とし、それをトラッシュに置く。

【カード】撃つ
種別：コマンド
コスト：1
テキスト：
  キャラクター一体を対象とし、それを破壊する。
`,
  'test/fixtures/sc20-inline.hf',
).all;

const ringOnVanilla = () => {
  const g = makeGame({
    cards: CARDS,
    p0: { hand: ['形見の指輪'], energy: 1, battlefield: ['バニラ'] },
    p1: { hand: ['外す', '撃つ'], energy: 2 },
  });
  play(g, '形見の指輪', [on(g, 'バニラ', 0)]);
  const ring = attachedTo(g, on(g, 'バニラ', 0))[0];
  endTurn(g);
  return { g, ring };
};

describe('a set card’s 「このカードが戦場からトラッシュに置かれた時」 is the set card’s own leaving (HF-4.4)', () => {
  it('removed alone by an effect: its host’s player draws 1', () => {
    const { g, ring } = ringOnVanilla();
    const before = hand(g, 0).length;
    playBy(g, 1, '外す', [ring]);
    expect(trash(g, 0)).toEqual(['形見の指輪']);
    expect(field(g, 0)).toEqual(['バニラ']);
    expect(hand(g, 0).length).toBe(before + 1);
  });

  it('with its host destroyed: draws 1, once', () => {
    const { g } = ringOnVanilla();
    const before = hand(g, 0).length;
    playBy(g, 1, '撃つ', [on(g, 'バニラ', 0)]);
    expect(trash(g, 0)).toContain('形見の指輪');
    expect(hand(g, 0).length).toBe(before + 1);
  });
});
