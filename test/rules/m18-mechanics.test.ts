// Issue 22 (helper mech18): scenarios for mech18's readings and mechanics, in the corpus designers' wordings
// (test/fixtures/m18-mechanics.hf).
import { describe, expect, it } from 'vitest';
import { hasKeyword, powerOf } from '../../src/engine/query.js';
import {
  activeEnergy,
  attack,
  bottom,
  hand,
  names,
  on,
  play,
  settle,
  sorted,
} from '../helpers/corpusScenario.js';
import { fixtureCards } from '../helpers/fixtureCards.js';
import { act, cardId, legalActions, makeGame } from '../helpers/harness.js';

const CARDS = fixtureCards('m18-mechanics').all;
const DECK = Array.from({ length: 10 }, () => '兵');

/** p0's three 兵 (one with 「若芽」 set on it, one with 「支柱」, one bare) and a 巨兵 (4000); `cmd` in hand. */
function weeding(cmd: string) {
  const g = makeGame({
    cards: CARDS,
    p0: { hand: [cmd, '若芽', '支柱'], battlefield: ['兵', '兵', '兵', '巨兵'], main: DECK },
    p1: { main: DECK },
  });
  const [sprout, pole, bare] = [0, 1, 2].map((n) => on(g, '兵', 0, n));
  for (const [name, host] of [
    ['若芽', sprout],
    ['支柱', pole],
  ] as const) {
    act(g, { type: 'play', card: cardId(g, name, 0), targets: [host] });
    settle(g);
  }
  return { g, sprout, pole, bare, big: on(g, '巨兵', 0) };
}

describe('「「若芽」がセットされていない…キャラクター」: the set cards\u2019 name, never the character\u2019s (mech18)', () => {
  it('d69 一斉除草: destroys the bare 兵 and the one with 「支柱」; the one with 「若芽」 and the 4000 stay', () => {
    const { g, sprout, pole, bare, big } = weeding('一斉除草');
    expect(names(g, g.state.cards[sprout].attachments)).toEqual(['若芽']);
    expect(names(g, g.state.cards[pole].attachments)).toEqual(['支柱']);
    play(g, '一斉除草');
    expect(g.state.cards[sprout].zone).toBe('battlefield');
    expect(g.state.cards[big].zone).toBe('battlefield');
    expect(g.state.cards[pole].zone).toBe('trash');
    expect(g.state.cards[bare].zone).toBe('trash');
  });

  it('「「若芽」という名前のセットカードがセットされているキャラクターをすべて破壊する」: only the one with 「若芽」', () => {
    const { g, sprout, pole, bare, big } = weeding('若芽狩り');
    play(g, '若芽狩り');
    expect(g.state.cards[sprout].zone).toBe('trash');
    for (const id of [pole, bare, big]) expect(g.state.cards[id].zone).toBe('battlefield');
  });
});

describe('「…全てのパワーを+1000し、それらは…」: 「それら」 are the same cards, the selector named again (HF-5.7, mech18)', () => {
  it('d59 炉心臨界: every 《ゴーレム》 made active gets +2000 and 【貫通】 until the end of the turn; the others nothing', () => {
    const g = makeGame({
      cards: CARDS,
      p0: {
        hand: ['炉心臨界'],
        battlefield: [
          { name: '石像', sleep: true },
          { name: '石像', sleep: true },
          { name: '兵', sleep: true },
        ],
        main: DECK,
      },
      p1: { main: DECK },
    });
    const [a, b] = [on(g, '石像', 0, 0), on(g, '石像', 0, 1)];
    const soldier = on(g, '兵', 0);
    play(g, '炉心臨界');
    for (const id of [a, b]) {
      expect(g.state.cards[id].sleep).toBe(false);
      expect(powerOf(g, id)).toBe(5000);
      expect(hasKeyword(g, id, 'pierce')).toBe(true);
    }
    expect(g.state.cards[soldier].sleep).toBe(true);
    expect(powerOf(g, soldier)).toBe(2000);
    expect(hasKeyword(g, soldier, 'pierce')).toBe(false);
  });

  it('百鬼の行進: with cards in hand, the condition fails for both steps; with none, both apply', () => {
    const board = (hand: string[]) =>
      makeGame({
        cards: CARDS,
        p0: { hand: ['百鬼の行進', ...hand], battlefield: ['石像'], main: DECK },
        p1: { main: DECK },
      });
    const held = board(['兵']);
    play(held, '百鬼の行進');
    const statue = on(held, '石像', 0);
    expect(powerOf(held, statue)).toBe(3000);
    expect(hasKeyword(held, statue, 'pierce')).toBe(false);
    const empty = board([]);
    play(empty, '百鬼の行進');
    expect(powerOf(empty, on(empty, '石像', 0))).toBe(4000);
    expect(hasKeyword(empty, on(empty, '石像', 0), 'pierce')).toBe(true);
  });
});

describe('d62 潮の満ち引き: 「自分の手札を好きなだけ選び、…下に置く。その後、置いた枚数より1枚多く、カードを引く」 (mech18)', () => {
  const board = () =>
    makeGame({
      cards: CARDS,
      p0: { hand: ['潮の満ち引き', '貝', '巨兵'], main: DECK },
      p1: { main: DECK },
    });

  it('two cards put on the bottom (in the chosen order), three drawn', () => {
    const g = board();
    play(g, '潮の満ち引き', [], { choose: ['貝', '巨兵'] });
    expect(bottom(g, 0, 2).sort()).toEqual(['巨兵', '貝']);
    expect(hand(g, 0)).toEqual(['兵', '兵', '兵']);
  });

  it('none chosen (「好きなだけ」 allows 0): nothing put, one drawn', () => {
    const g = board();
    const deck = g.state.players[0].mainDeck.length;
    play(g, '潮の満ち引き', [], { choose: [] });
    expect(sorted(hand(g, 0))).toEqual(['兵', '巨兵', '貝']);
    expect(g.state.players[0].mainDeck).toHaveLength(deck - 1);
  });
});

describe('d62 総出の大漁: 「…の数だけ、カードを引く。ただし、4枚までしか引けない」 (mech18)', () => {
  it.each([
    [2, 2],
    [5, 4],
  ])('with %i 《漁師》 it draws %i', (fishers, drawn) => {
    const g = makeGame({
      cards: CARDS,
      p0: { hand: ['総出の大漁'], battlefield: Array.from({ length: fishers }, () => '漁師'), main: DECK },
      p1: { main: DECK },
    });
    play(g, '総出の大漁');
    expect(hand(g, 0)).toHaveLength(drawn);
  });
});

describe('d72 油すましの油売り: 「自分のアクティブのエネルギーを1枚スリープにしてもよい。そうした場合、…」 (000 energy cost, mech18)', () => {
  const board = (energy: number) =>
    makeGame({
      cards: CARDS,
      p0: { battlefield: ['油すましの油売り'], energy, main: DECK },
      p1: { main: DECK },
    });
  const strikes = (g: ReturnType<typeof board>) => hasKeyword(g, on(g, '油すましの油売り', 0), 'strike');

  it('paid: one active energy put to sleep, 【強撃】 until the end of the turn', () => {
    const g = board(2);
    attack(g, on(g, '油すましの油売り', 0), { player: 1 }, { may: [true] });
    expect(activeEnergy(g, 0)).toBe(1);
    expect(strikes(g)).toBe(true);
  });

  it('declined, or no active energy: nothing put to sleep, no 【強撃】', () => {
    const g = board(2);
    attack(g, on(g, '油すましの油売り', 0), { player: 1 }, { may: [false] });
    expect(activeEnergy(g, 0)).toBe(2);
    expect(strikes(g)).toBe(false);
    const none = board(0);
    attack(none, on(none, '油すましの油売り', 0), { player: 1 }, { may: [true] });
    expect(strikes(none)).toBe(false);
  });
});

describe('d51 雲梯の兵: 「…の攻撃は、《城壁》を持つキャラクターには防御されない」 (HF-8.3, mech18)', () => {
  const defenders = (g: ReturnType<typeof makeGame>) =>
    legalActions(g).flatMap((a) => (a.type === 'defend' && a.defender !== null ? [a.defender] : []));

  it('a 《城壁》 cannot defend against its attack; another character can; against another attacker both can', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { battlefield: ['雲梯の兵', '兵'], main: DECK },
      p1: { battlefield: ['石垣', '兵'], main: DECK },
    });
    attack(g, on(g, '雲梯の兵', 0), { player: 1 });
    expect(defenders(g)).toEqual([on(g, '兵', 1)]);
    const other = makeGame({
      cards: CARDS,
      p0: { battlefield: ['雲梯の兵', '兵'], main: DECK },
      p1: { battlefield: ['石垣', '兵'], main: DECK },
    });
    attack(other, on(other, '兵', 0), { player: 1 });
    expect(sorted(defenders(other).map(String))).toEqual(
      sorted([on(other, '石垣', 1), on(other, '兵', 1)].map(String)),
    );
  });
});
