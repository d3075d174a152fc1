// Issue 22: 「…を宣言する」「…を1つ指定し」 — the controller declares a card name, a kind or a trait when the step
// resolves (a 'declare' decision), and a later filter of the same effect names it (RULING 「宣言」, docs/engine.md).
import { describe, expect, it } from 'vitest';
import { apply } from '../../src/engine/apply.js';
import { legalActions } from '../../src/engine/legal.js';
import { deserialize, serialize } from '../../src/engine/serialize.js';
import { cloneGame } from '../../src/engine/serialize.js';
import { fixtureCards } from '../helpers/fixtureCards.js';
import { act, makeGame, passAll } from '../helpers/harness.js';

const CARDS = fixtureCards('declare').all;
type G = ReturnType<typeof makeGame>;
const nameOf = (g: G, id: number) => g.defs.get(g.state.cards[id].def)?.name;
const hand = (g: G, p: 0 | 1) => g.state.players[p].hand.map((id) => nameOf(g, id)).sort();
const trash = (g: G, p: 0 | 1) => g.state.players[p].trash.map((id) => nameOf(g, id)).sort();
const declares = (g: G) => legalActions(g).flatMap((a) => (a.type === 'declare' ? [a.value] : []));

/** 「その中の…を全て手札に加え」: every matching card is chosen, one at a time (lookAtTop). */
function takeAll(g: G): void {
  while (g.state.pending?.kind === 'choose') {
    const next = legalActions(g).find((a) => a.type === 'choose' && a.card !== null);
    if (!next || next.type !== 'choose') break;
    act(g, { type: 'choose', card: next.card });
  }
}

function play(g: G, name: string): void {
  const id = g.state.players[0].hand.find((c) => nameOf(g, c) === name);
  if (id === undefined) throw new Error(`${name} not in hand`);
  act(g, { type: 'play', card: id, targets: [] });
  passAll(g);
}

describe('declaring a kind (issue 22)', () => {
  it('「…のいずれかを宣言する」: the three kinds are offered; the declared kind is taken, a world set counts as a set (000 (3))', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['種別占い'], main: ['緑装', '赤竜', '白界'] } });
    play(g, '種別占い');
    expect(g.state.pending).toMatchObject({ kind: 'declare', player: 0 });
    expect(declares(g)).toEqual(['character', 'command', 'set']);
    act(g, { type: 'declare', value: 'set' });
    takeAll(g);
    expect(hand(g, 0)).toEqual(['白界', '緑装']);
    expect(trash(g, 0)).toEqual(['種別占い', '赤竜'].sort());
  });

  it('apply() refuses a value that was not offered', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['種別占い'], main: ['緑装', '赤竜', '白界'] } });
    play(g, '種別占い');
    expect(() => apply(g, { type: 'declare', player: 0, value: 'worldSet' })).toThrow();
    expect(() => apply(g, { type: 'declare', player: 1, value: 'set' })).toThrow();
  });
});

describe('a declaration waiting in a save (HF-16.9, issue 22)', () => {
  it('a game saved while the player declares, restored and cloned, still takes the declared kind', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['種別占い'], main: ['緑装', '赤竜', '白界'] } });
    play(g, '種別占い');
    const library = [...g.defs.values()];
    for (const copy of [deserialize(serialize(g), library), cloneGame(g)]) {
      expect(copy.state.pending).toMatchObject({ kind: 'declare', player: 0 });
      act(copy, { type: 'declare', value: 'character' });
      takeAll(copy);
      expect(hand(copy, 0)).toEqual(['赤竜']);
    }
  });
});

describe('declaring a card name (issue 22)', () => {
  it('「カード名を1つ指定し」: every card of the declared name among the three goes to the hand, the rest to the trash', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['名前占い'], main: ['赤竜', '青術', '赤竜'] } });
    play(g, '名前占い');
    expect(g.state.pending).toMatchObject({ kind: 'declare', player: 0 });
    act(g, { type: 'declare', value: '赤竜' });
    takeAll(g);
    expect(hand(g, 0)).toEqual(['赤竜', '赤竜']);
    expect(trash(g, 0)).toEqual(['名前占い', '青術'].sort());
  });

  it("RULING 「宣言」: the names offered are the player's own cards and the cards they can see, never the opponent's hidden deck", () => {
    const g = makeGame({
      cards: CARDS,
      p0: { hand: ['名前占い'], main: ['赤竜', '青術', '赤竜'] },
      p1: { main: ['秘竜'], battlefield: ['緑装'] },
    });
    play(g, '名前占い');
    const names = declares(g);
    expect(names).toContain('赤竜');
    expect(names).toContain('名前占い');
    expect(names).not.toContain('秘竜'); // in the opponent's hidden main deck
  });
});

describe('declaring a trait (issue 22)', () => {
  it('「分類を1つ宣言する」 then 「それが宣言した分類を持つカードであれば」: the top card is taken only if it has it', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['分類占い', '分類占い'], main: ['赤竜', '秘竜'] } });
    play(g, '分類占い');
    expect(declares(g)).toEqual(['竜', '秘宝'].sort());
    act(g, { type: 'declare', value: '竜' });
    takeAll(g); // the revealed card is the one offered
    expect(hand(g, 0)).toEqual(['分類占い', '赤竜']);
    play(g, '分類占い');
    act(g, { type: 'declare', value: '竜' });
    expect(g.state.pending?.kind).toBe('main'); // 《秘宝》 only: nothing to take
    expect(trash(g, 0)).toContain('秘竜');
  });
});
