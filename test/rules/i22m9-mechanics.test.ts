// Issue 22 (helper i22m9): mechanics designers write that the language read only in another form, played.
import { describe, expect, it } from 'vitest';
import { fixtureCards } from '../helpers/fixtureCards.js';
import { act, makeGame, passAll, power } from '../helpers/harness.js';

const CARDS = fixtureCards('i22m9-mechanics').all;
type G = ReturnType<typeof makeGame>;
const nameOf = (g: G, id: number) => g.defs.get(g.state.cards[id].def)?.name;
const onField = (g: G, name: string) => {
  const id = g.state.battlefield.find((i) => nameOf(g, i) === name);
  if (id === undefined) throw new Error(`${name} is not on the battlefield`);
  return id;
};

function play(g: G, name: string): void {
  const inHand = g.state.players[0].hand.find((id) => nameOf(g, id) === name);
  if (inHand === undefined) throw new Error(`${name} is not in the hand`);
  act(g, { type: 'play', card: inHand, targets: [] });
  passAll(g);
}

describe('「…がいなければ、」: the negated presence (issue 22)', () => {
  it('HF-12.1 in a trigger: it enters and sleeps when no 《獣使い》 is there, at resolution', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['孤狼'] } });
    play(g, '孤狼');
    expect(g.state.cards[onField(g, '孤狼')].sleep).toBe(true);
  });

  it('HF-12.1 in a trigger: with a 《獣使い》 on the battlefield it stays active', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['孤狼'], battlefield: ['調教師'] } });
    play(g, '孤狼');
    expect(g.state.cards[onField(g, '孤狼')].sleep).toBe(false);
  });

  it('HF-12.9 in a static: +2000 only while no 《獣使い》 of its player is on the battlefield', () => {
    const alone = makeGame({
      cards: CARDS,
      p0: { battlefield: ['一匹狼'] },
      p1: { battlefield: ['調教師'] },
    });
    expect(power(alone, onField(alone, '一匹狼'))).toBe(3000); // the opponent's 《獣使い》 is not "yours"
    const g = makeGame({ cards: CARDS, p0: { battlefield: ['一匹狼', '調教師'] } });
    expect(power(g, onField(g, '一匹狼'))).toBe(1000);
  });

  it('HF-5.4 in an effect: draws two only when the opponent has no character', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['空き地', '空き地'] } });
    const hand = g.state.players[0].hand.length;
    play(g, '空き地');
    expect(g.state.players[0].hand.length).toBe(hand - 1 + 2);
    const h = makeGame({ cards: CARDS, p0: { hand: ['空き地'] }, p1: { battlefield: ['赤'] } });
    const before = h.state.players[0].hand.length;
    play(h, '空き地');
    expect(h.state.players[0].hand.length).toBe(before - 1);
  });
});

describe('「…はスリープで登場する」: characters that enter asleep (issue 22, RULING docs/engine.md)', () => {
  const playTargeting = (g: G, name: string, target: number) => {
    const inHand = g.state.players[0].hand.find((id) => nameOf(g, id) === name);
    if (inHand === undefined) throw new Error(name);
    act(g, { type: 'play', card: inHand, targets: [target] });
    passAll(g);
  };

  it('000 登場: played, a card saying so of itself enters asleep; others enter active', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['寝坊', '赤'] } });
    play(g, '寝坊');
    expect(g.state.cards[onField(g, '寝坊')].sleep).toBe(true);
    play(g, '赤');
    expect(g.state.cards[onField(g, '赤')].sleep).toBe(false);
  });

  it('000 登場: put onto the battlefield by an effect, it enters asleep too', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['蘇生'], trash: ['寝坊'] } });
    const sleeper = g.state.players[0].trash.find((id) => nameOf(g, id) === '寝坊');
    if (sleeper === undefined) throw new Error('no 寝坊');
    playTargeting(g, '蘇生', sleeper);
    expect(g.state.cards[sleeper].zone).toBe('battlefield');
    expect(g.state.cards[sleeper].sleep).toBe(true);
  });

  it("HF-12.9 the opponent's continuous ability makes my characters enter asleep, not its own player's", () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['赤'] }, p1: { battlefield: ['足止め'] } });
    play(g, '赤');
    expect(g.state.cards[onField(g, '赤')].sleep).toBe(true);
    const h = makeGame({ cards: CARDS, p0: { hand: ['赤'], battlefield: ['足止め'] } });
    play(h, '赤');
    expect(h.state.cards[onField(h, '赤')].sleep).toBe(false);
  });

  it('「それをレスト状態で戦場に出す」: the effect puts it asleep', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['眠りの蘇生'], trash: ['赤'] } });
    const red = g.state.players[0].trash.find((id) => nameOf(g, id) === '赤');
    if (red === undefined) throw new Error('no 赤');
    playTargeting(g, '眠りの蘇生', red);
    expect(g.state.cards[red].zone).toBe('battlefield');
    expect(g.state.cards[red].sleep).toBe(true);
  });
});
