// Issue 22 (t16b, sixteenth round): d68 夢枕に立つ and 夢幻回廊 — 「…メインデッキを上から2枚見る。それらを好きな順番で、…の一番上か
// 一番下に置く。」: the player who looks puts each card on top or at the bottom, and orders those left on top (mech17: a pick
// of those to the bottom, then the rest on top, src/engine/effects/ops/lookAtTop.ts; RULING 「残りを…に置く」 in docs/engine.md: the text says who orders). HF-10.3: fewer than two
// cards, nothing happens.
import { describe, expect, it } from 'vitest';
import { compileFixture } from '../helpers/fixtureCards.js';
import { act, cardId, makeGame, passAll } from '../helpers/harness.js';
import { nameOf } from '../helpers/lookup.js';

const CARDS = compileFixture(
  `【セット】test
【カード】夢枕に立つ
種別：コマンド
コスト：1
テキスト：
  対戦相手のメインデッキを上から2枚見る。それらを好きな順番で、対戦相手のメインデッキの一番上か一番下に置く。
  あなたはカードをメインデッキから1枚引く。

【カード】石
種別：キャラクター
コスト：1
パワー：1000

【カード】鉄
種別：キャラクター
コスト：1
パワー：1000

【カード】銅
種別：キャラクター
コスト：1
パワー：1000
`,
  'test/fixtures/t16b-inline.hf',
).all;

type G = ReturnType<typeof makeGame>;
const deckOf = (g: G, p: 0 | 1) => g.state.players[p].mainDeck.map((id) => nameOf(g, id));

function played(opponentMain: string[]) {
  const g = makeGame({
    cards: CARDS,
    p0: { hand: ['夢枕に立つ'], main: ['石', '石', '石'], energy: 2 },
    p1: { main: opponentMain, mainCount: opponentMain.length },
  });
  act(g, { type: 'play', card: cardId(g, '夢枕に立つ', 0), targets: [] });
  passAll(g);
  return g;
}

describe('夢枕に立つ: each of the top two on top or at the bottom, in the looker’s order (HF-10, issue 22)', () => {
  it('both kept on top: the player who looked (not the deck’s owner) orders them', () => {
    const g = played(['鉄', '銅', '石']);
    expect(g.state.pending).toMatchObject({ kind: 'choose', player: 0, prompt: 'lookAtTop' });
    act(g, { type: 'choose', card: null }); // none to the bottom
    expect(g.state.pending).toMatchObject({ kind: 'choose', player: 0, prompt: 'orderTop' });
    act(g, { type: 'choose', card: cardId(g, '銅', 1) });
    act(g, { type: 'choose', card: cardId(g, '鉄', 1) });
    expect(deckOf(g, 1)).toEqual(['銅', '鉄', '石']);
  });

  it('one to the bottom: the other stays on top, no order asked; then the controller draws', () => {
    const g = played(['鉄', '銅', '石']);
    act(g, { type: 'choose', card: cardId(g, '鉄', 1) });
    act(g, { type: 'choose', card: null });
    expect(deckOf(g, 1)).toEqual(['銅', '石', '鉄']);
    expect(g.state.pending?.kind).not.toBe('choose');
    expect(g.state.players[0].hand.map((id) => nameOf(g, id))).toEqual(['石']);
  });

  it('HF-10.3 one card in the opponent’s main deck: nothing is looked at or moved (no reload)', () => {
    const g = played(['鉄']);
    expect(g.state.pending?.kind).not.toBe('choose');
    expect(deckOf(g, 1)).toEqual(['鉄']);
  });
});
