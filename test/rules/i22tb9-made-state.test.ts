// Issue 22 (i22tb9): 「…全てをアクティブにする。この効果でアクティブにしたキャラクターの…」 — the characters whose state the
// effect's latest 「…全てを…にする」 step changed (RULING, docs/engine.md), named in a later sentence of the same effect
// (HF-5.7: a later process acts on them), counted (「…1体につき」), or as 「それら」 after a selector naming the other state.
import { describe, expect, it } from 'vitest';
import { compileFixture } from '../helpers/fixtureCards.js';
import { act, cardId, makeGame, passAll, power } from '../helpers/harness.js';

const CARDS = compileFixture(`【セット】test
【カード】春の目覚め
種別：コマンド
コスト：0
テキスト：
  あなたのスリープである《冬眠》を持つキャラクターを全てアクティブにする。この効果でアクティブにしたキャラクターのパワーを、ターン終了時まで+1000する。

【カード】起床の鐘
種別：コマンド
コスト：0
テキスト：
  あなたのキャラクターを全てアクティブにする。この効果でアクティブにしたキャラクター1体につき、あなたはメインデッキからカードを1枚引く。

【カード】雪崩
種別：コマンド
コスト：0
テキスト：
  対戦相手のキャラクターを全てスリープにする。この効果でスリープにしたキャラクターに1000ダメージを与える。

【カード】熊
種別：キャラクター
コスト：0
分類：《冬眠》
パワー：3000

【カード】兎
種別：キャラクター
コスト：0
パワー：3000
`).all;
type G = ReturnType<typeof makeGame>;
const nameOf = (g: G, id: number) => g.defs.get(g.state.cards[id].def)?.name;
const inHand = (g: G, name: string) => {
  const id = g.state.players[0].hand.find((c) => nameOf(g, c) === name);
  if (id === undefined) throw new Error(`${name} is not in the hand`);
  return id;
};
const play = (g: G, name: string) => {
  act(g, { type: 'play', card: inHand(g, name), targets: [] });
  passAll(g);
};

describe('「この効果でアクティブにしたキャラクター」 (i22tb9)', () => {
  it('only the characters the step made active get +1000 (the active one and the one without 《冬眠》 do not)', () => {
    const g = makeGame({
      cards: CARDS,
      p0: {
        hand: ['春の目覚め'],
        battlefield: [{ name: '熊', sleep: true }, '熊', { name: '兎', sleep: true }],
      },
    });
    const [asleep, awake] = [cardId(g, '熊', 0, 0), cardId(g, '熊', 0, 1)];
    const rabbit = cardId(g, '兎', 0);
    play(g, '春の目覚め');
    expect(g.state.cards[asleep].sleep).toBe(false);
    expect(power(g, asleep)).toBe(4000);
    expect(power(g, awake)).toBe(3000);
    expect(g.state.cards[rabbit].sleep).toBe(true);
    expect(power(g, rabbit)).toBe(3000);
  });

  it('「…1体につき」 counts them: two asleep characters, two cards', () => {
    const g = makeGame({
      cards: CARDS,
      p0: {
        hand: ['起床の鐘'],
        battlefield: [{ name: '熊', sleep: true }, { name: '兎', sleep: true }, '兎'],
      },
    });
    play(g, '起床の鐘');
    expect(g.state.players[0].hand.length).toBe(2);
  });

  it('「この効果でスリープにしたキャラクターに1000ダメージ」: each character put to sleep, not the one already asleep', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { hand: ['雪崩'] },
      p1: { battlefield: ['熊', '兎', { name: '兎', sleep: true }] },
    });
    play(g, '雪崩');
    const damage = (id: number) => g.state.cards[id].damage;
    expect(damage(cardId(g, '熊', 1))).toBe(1000);
    expect(damage(cardId(g, '兎', 1, 0))).toBe(1000);
    expect(damage(cardId(g, '兎', 1, 1))).toBe(0);
  });
});
