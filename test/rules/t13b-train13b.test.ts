// Issue 22 (t13b, thirteenth round): cards of the d54 and d55 train halves that compile through
// codegen/dsl/designerWordsTrain13b.ts, played in the engine (compiled inline from the designers' own sentences).
import { describe, expect, it } from 'vitest';
import { attack, bottom, defend, hand, handSize, play, top, trash } from '../helpers/corpusScenario.js';
import { compileFixture } from '../helpers/fixtureCards.js';
import { makeGame, power } from '../helpers/harness.js';
import { onBattlefield } from '../helpers/lookup.js';

const CARDS = compileFixture(
  `【セット】test
【カード】黒衣
種別：キャラクター
コスト：1
分類：《劇団員》《裏方》
パワー：1000
テキスト：
  【自】他のあなたの《役者》のキャラクターが破壊される場合、あなたは代わりにこのキャラクターをトラッシュに置いてよい。

【カード】座長
種別：キャラクター
コスト：4
分類：《劇団員》《役者》
パワー：5000
テキスト：
  【永】他のあなたの《劇団員》のキャラクターすべてに、パワーを＋500。
  【自】【ターン1回】他のあなたの《劇団員》のキャラクターが登場した時、あなたは自分のメインデッキから1枚引いてよい。そうしたら、あなたは自分の手札を1枚選び、トラッシュに置く。

【カード】新人役者
種別：キャラクター
コスト：1
分類：《劇団員》《役者》
パワー：2000
テキスト：
  【自】このキャラクターが登場した時、あなたは自分のメインデッキを上から1枚見て、メインデッキの上か下に置く。

【カード】蟻塚の門番
種別：キャラクター
コスト：3
分類：《虫》《蟻》
パワー：2000
テキスト：
  [自動]：このキャラクターが防御を行うたび、ターン終了時まで、このキャラクターのパワーを、あなたの戦場にいる他の《蟻》を持つキャラクター1体につき+1000する。

【カード】働き蟻
種別：キャラクター
コスト：1
分類：《虫》《蟻》
パワー：1000

【カード】端役
種別：キャラクター
コスト：1
分類：《劇団員》《役者》
パワー：2000

【カード】処刑
種別：コマンド
コスト：0
テキスト：
  キャラクター1体を対象とし、それを破壊する。

【カード】足軽
種別：キャラクター
コスト：1
パワー：9000
`,
  'test/fixtures/t13b-inline.hf',
);
const ALL = CARDS.all;
const zone = (g: ReturnType<typeof makeGame>, id: number) => g.state.cards[id].zone;

describe('黒衣: 「他の…が破壊される場合、あなたは代わりにこのキャラクターをトラッシュに置いてよい」 (HF-5.11)', () => {
  const run = (accept: boolean) => {
    const g = makeGame({ cards: ALL, p0: { hand: ['処刑'], battlefield: ['黒衣', '端役'] } });
    const [kuroko, actor] = [onBattlefield(g, '黒衣', 0), onBattlefield(g, '端役', 0)];
    play(g, '処刑', [actor], { replace: [accept] });
    return { kuroko: zone(g, kuroko), actor: zone(g, actor) };
  };
  it('accepted: 黒衣 itself goes to the trash and the 《役者》 stays (「このキャラクター」 is 黒衣, not the destroyed card)', () => {
    expect(run(true)).toEqual({ kuroko: 'trash', actor: 'battlefield' });
  });
  it('declined: the 《役者》 is destroyed and 黒衣 stays', () => {
    expect(run(false)).toEqual({ kuroko: 'battlefield', actor: 'trash' });
  });
  it('黒衣 does not replace its own destruction (「他の」)', () => {
    const g = makeGame({ cards: ALL, p0: { hand: ['処刑'], battlefield: ['黒衣'] } });
    const kuroko = onBattlefield(g, '黒衣', 0);
    play(g, '処刑', [kuroko]);
    expect(zone(g, kuroko)).toBe('trash');
    expect(trash(g, 0)).toContain('黒衣');
  });
});

describe('座長: 「…すべてに、パワーを＋500」 and 「【ターン1回】…引いてよい。そうしたら、…手札を1枚選び、トラッシュに置く」', () => {
  it('other 《劇団員》 get +500, not 座長 itself nor another trait (HF-12.1)', () => {
    const g = makeGame({ cards: ALL, p0: { battlefield: ['座長', '端役', '足軽'] } });
    expect(power(g, onBattlefield(g, '端役', 0))).toBe(2500);
    expect(power(g, onBattlefield(g, '座長', 0))).toBe(5000);
    expect(power(g, onBattlefield(g, '足軽', 0))).toBe(9000);
  });
  it('accepted: draw 1, then 1 card of the hand to the trash; declined: nothing (HF-12.8 once per turn)', () => {
    const g = makeGame({
      cards: ALL,
      p0: { battlefield: ['座長'], hand: ['端役', '端役'], energy: 2, main: ['足軽'] },
    });
    const before = handSize(g, 0);
    play(g, '端役', [], { may: [true], choose: ['足軽'] });
    // one card played, one drawn, one put into the trash
    expect(handSize(g, 0)).toBe(before - 1);
    expect(trash(g, 0)).toEqual(['足軽']);
    play(g, '端役'); // the second one this turn: no trigger
    expect(handSize(g, 0)).toBe(before - 2);
    expect(trash(g, 0)).toEqual(['足軽']);
  });
  it('declined: no draw, no discard', () => {
    const g = makeGame({ cards: ALL, p0: { battlefield: ['座長'], hand: ['端役'], energy: 1 } });
    const before = handSize(g, 0);
    play(g, '端役', [], { may: [false] });
    expect(handSize(g, 0)).toBe(before - 1);
    expect(trash(g, 0)).toEqual([]);
  });
});

describe('新人役者: 「メインデッキを上から1枚見て、メインデッキの上か下に置く」', () => {
  it('the top card goes to the bottom, or stays on top, as its player chooses', () => {
    for (const toBottom of [true, false]) {
      const g = makeGame({
        cards: ALL,
        p0: { hand: ['新人役者'], energy: 1, main: ['足軽', '端役', '端役'] },
      });
      // the look is a choice of the card to put at the bottom; choosing none leaves it on top
      play(g, '新人役者', [], toBottom ? { choose: ['足軽'] } : {});
      expect(toBottom ? bottom(g, 0, 1) : top(g, 0, 1)).toEqual(['足軽']);
      expect(hand(g, 0)).toEqual([]);
    }
  });
});

describe('蟻塚の門番: 「あなたの戦場にいる他の《蟻》を持つキャラクター1体につき+1000」', () => {
  it('+1000 for each other 《蟻》 of its player when it defends, not for itself', () => {
    const g = makeGame({
      cards: ALL,
      turnPlayer: 1,
      p0: { battlefield: ['蟻塚の門番', '働き蟻', '働き蟻'] },
      p1: { battlefield: ['働き蟻'] },
    });
    const gate = onBattlefield(g, '蟻塚の門番', 0);
    expect(power(g, gate)).toBe(2000);
    attack(g, onBattlefield(g, '働き蟻', 1), { player: 0 });
    defend(g, gate);
    // two other 《蟻》 of player 0 (player 1's 働き蟻 is not counted): 2000 + 2 × 1000
    expect(power(g, gate)).toBe(4000);
  });
});
