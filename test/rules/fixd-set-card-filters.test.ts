// fixd task 1: 「セットカード」 in a card filter counts world sets — 000 (3) 「セットカードの一種である「ワールド・セット」」
// (HF-4.4, HF-4.6) — and set cards on the battlefield are the ones set on its cards (HF-4.4), owned by their
// player (HF-4.5). Phrases naming the cards set on a host never name a world set: it is set on nothing.
import { describe, expect, it } from 'vitest';
import { moveCard } from '../../src/engine/zones.js';
import { attach } from '../../src/engine/zones.js';
import { fixtureCards } from '../helpers/fixtureCards.js';
import { act, cardId, makeGame, passAll, power } from '../helpers/harness.js';
import { inHand, ofType } from '../helpers/lookup.js';

const CARDS = fixtureCards('fixd-set-cards').all;
type G = ReturnType<typeof makeGame>;

/** p0: 兵, a world set 庭園, one 剣 set on p1's 兵; p1: 兵 with p1's own 剣 on p0's 兵 (not p0's). */
function board(hand: string[], opts: { garden?: boolean; mySword?: boolean } = {}): G {
  const g = makeGame({
    cards: CARDS,
    p0: {
      hand: [...hand, '剣'],
      battlefield: ['兵', ...(opts.garden === false ? [] : ['庭園'])],
      main: ['兵', '兵', '兵', '兵'],
    },
    p1: { hand: ['剣'], battlefield: ['兵'] },
  });
  if (opts.mySword !== false) attach(g, cardId(g, '剣', 0), cardId(g, '兵', 1));
  attach(g, cardId(g, '剣', 1), cardId(g, '兵', 0));
  return g;
}

const play = (g: G, name: string, targets: number[] = []) => {
  act(g, { type: 'play', card: inHand(g, name, 0), targets });
  passAll(g);
};

describe('「セットカード」 counts world sets (000 (3), HF-4.6)', () => {
  it('「あなたのセットカード1枚につき」: your world set and your set card on the opponent’s character, not theirs', () => {
    const g = board(['数える者']);
    play(g, '数える者');
    expect(power(g, cardId(g, '数える者', 0))).toBe(3000); // 1000 + 庭園 + p0's 剣 (p1's 剣 is not yours)
    moveCard(g, cardId(g, '庭園', 0), 'trash');
    expect(power(g, cardId(g, '数える者', 0))).toBe(2000);
  });

  it('「Xはあなたのセットカードの数に等しい」: 2 (the world set and the set card)', () => {
    const g = board(['勘定']);
    const hand = g.state.players[0].hand.length;
    play(g, '勘定');
    expect(g.state.players[0].hand.length).toBe(hand - 1 + 2);
  });

  it('「あなたのセットカードが1枚以上ある場合」: a world set alone is enough', () => {
    const g = board(['確認'], { mySword: false });
    const hand = g.state.players[0].hand.length;
    play(g, '確認');
    expect(g.state.players[0].hand.length).toBe(hand - 1 + 1);
    const none = board(['確認'], { mySword: false, garden: false });
    const before = none.state.players[0].hand.length;
    play(none, '確認');
    expect(none.state.players[0].hand.length).toBe(before - 1);
  });

  it('「あなたのトラッシュのセットカード1枚を対象とし」: a world set there too; 「（ワールド・セットを除く）」 leaves it out', () => {
    const g = board(['回収', '選別回収'], { mySword: false });
    const garden = cardId(g, '庭園', 0);
    const sword = cardId(g, '剣', 0);
    moveCard(g, garden, 'trash');
    moveCard(g, sword, 'trash');
    const targetsOf = (name: string) =>
      ofType(g, 'play')
        .filter((a) => a.card === inHand(g, name, 0))
        .map((a) => a.targets[0])
        .sort((a, b) => a - b);
    expect(targetsOf('回収')).toEqual([sword, garden].sort((a, b) => a - b));
    expect(targetsOf('選別回収')).toEqual([sword]);
    play(g, '回収', [garden]);
    expect(g.state.players[0].hand).toContain(garden);
  });

  it('「あなたのキャラクターにセットされているセットカードの合計枚数」: cards set on a host only, never the world set', () => {
    const g = board(['装備点検']);
    attach(g, cardId(g, '剣', 0), cardId(g, '庭園', 0)); // on the world set, not on a character
    const hand = g.state.players[0].hand.length;
    play(g, '装備点検');
    expect(g.state.players[0].hand.length).toBe(hand - 1 + 1); // p1's 剣 on p0's 兵
  });

  it('「セットカード全てを破壊する」: the set cards on every host and the world set go to their owners’ trash; characters stay', () => {
    const g = board(['一掃']);
    play(g, '一掃');
    expect(g.state.cards[cardId(g, '庭園', 0)].zone).toBe('trash');
    expect(g.state.players[0].trash).toContain(cardId(g, '剣', 0));
    expect(g.state.players[1].trash).toContain(cardId(g, '剣', 1));
    expect(g.state.cards[cardId(g, '兵', 0)].zone).toBe('battlefield');
    expect(g.state.cards[cardId(g, '兵', 1)].zone).toBe('battlefield');
  });

  it('「セットカード全てを持ち主の手札に戻す」: the set cards on every host and the world set, each to its owner’s hand', () => {
    const g = board(['総戻し']);
    play(g, '総戻し');
    expect(g.state.players[0].hand).toContain(cardId(g, '庭園', 0));
    expect(g.state.players[0].hand).toContain(cardId(g, '剣', 0));
    expect(g.state.players[1].hand).toContain(cardId(g, '剣', 1));
    expect(g.state.cards[cardId(g, '兵', 1)].attachments).toEqual([]);
    expect(g.state.cards[cardId(g, '兵', 0)].zone).toBe('battlefield');
  });
});
