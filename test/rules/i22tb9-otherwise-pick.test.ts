// Issue 22 (i22tb9): 「…のカード1枚を選び、トラッシュに置く。そうできないならば、…」 — the sentence after 「そうできない
// なら（ば）／そうできない場合」 is done when the choice found nothing to choose (HF-5.9: fewer cards than asked are
// all chosen, so one card is enough; HF-5.7: with none the step is not done).
import { describe, expect, it } from 'vitest';
import { compileFixture } from '../helpers/fixtureCards.js';
import { act, makeGame, passAll } from '../helpers/harness.js';

const CARDS = compileFixture(`【セット】test
【カード】代償の儀
種別：コマンド
コスト：0
テキスト：
  あなたの手札からカードを1枚選び、トラッシュに置く。そうできないならば、あなたはメインデッキからカードを2枚引く。

【カード】禁術の巻物
種別：セット
コスト：0
パワー：+3000
テキスト：
  [自動]：あなたのターン終了時、あなたのダメージフィールドのカード1枚を選び、トラッシュに置く。そうできない場合、このカードがセットされているキャラクターを破壊する。

【カード】赤
種別：キャラクター
コスト：0
パワー：1000
`).all;
type G = ReturnType<typeof makeGame>;
const nameOf = (g: G, id: number) => g.defs.get(g.state.cards[id].def)?.name;
const inHand = (g: G, name: string) => {
  const id = g.state.players[0].hand.find((c) => nameOf(g, c) === name);
  if (id === undefined) throw new Error(`${name} is not in the hand`);
  return id;
};

describe('「…を1枚選び、トラッシュに置く。そうできないならば、…」 (i22tb9)', () => {
  it('with a card to choose, it is put into the trash and the else is not done', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['代償の儀', '赤'] } });
    const red = inHand(g, '赤');
    act(g, { type: 'play', card: inHand(g, '代償の儀'), targets: [] });
    passAll(g);
    expect(g.state.pending).toMatchObject({ kind: 'choose', player: 0 });
    act(g, { type: 'choose', card: red });
    passAll(g);
    expect(g.state.cards[red].zone).toBe('trash');
    expect(g.state.players[0].hand.length).toBe(0);
  });

  it('with nothing to choose, the else is done (HF-5.7)', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['代償の儀'] } });
    act(g, { type: 'play', card: inHand(g, '代償の儀'), targets: [] });
    passAll(g);
    expect(g.state.players[0].hand.length).toBe(2);
  });
});
