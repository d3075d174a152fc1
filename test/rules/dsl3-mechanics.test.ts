// Issue 22: 「…を見て、好きな順番でメインデッキの上に戻す」, 「…一番上か一番下に置く」 and "the rest" put back in
// an order its owner chooses (RULING 「残りを…に置く」, docs/engine.md; HF-3.4, HF-10.3).
import { describe, expect, it } from 'vitest';
import { playCost } from '../../src/engine/costs.js';
import { deckConditionHolds } from '../../src/engine/setup.js';
import { moveCard } from '../../src/engine/zones.js';
import { fixtureCards } from '../helpers/fixtureCards.js';
import { act, cardId, makeGame, passAll, power } from '../helpers/harness.js';
import { ofType } from '../helpers/lookup.js';

const CARDS = fixtureCards('dsl3-mechanics').all;
type G = ReturnType<typeof makeGame>;
const nameOf = (g: G, id: number) => g.defs.get(g.state.cards[id].def)?.name;
const top = (g: G, p: 0 | 1, n: number) => g.state.players[p].mainDeck.slice(0, n).map((id) => nameOf(g, id));
const bottom = (g: G, p: 0 | 1, n: number) =>
  g.state.players[p].mainDeck.slice(-n).map((id) => nameOf(g, id));

function play(g: G, name: string): void {
  const inHand = g.state.players[0].hand.find((id) => nameOf(g, id) === name) ?? cardId(g, name, 0);
  act(g, { type: 'play', card: inHand, targets: [] });
  passAll(g);
}
const chooseByName = (g: G, name: string) => {
  const id = ofType(g, 'choose').find((a) => a.card !== null && nameOf(g, a.card) === name)?.card;
  if (id === undefined || id === null) throw new Error(`${name} is not offered`);
  act(g, { type: 'choose', card: id });
};

describe('looking at the top of the main deck (issue 22)', () => {
  it('HF-3.4 「好きな順番でメインデッキの上に戻す」: the controller orders the three cards, the first chosen on top', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['星読み'], main: ['赤', '青', '緑'] } });
    play(g, '星読み');
    expect(g.state.pending).toMatchObject({ kind: 'choose', player: 0, prompt: 'orderTop' });
    expect(ofType(g, 'choose').some((a) => a.card === null)).toBe(false); // every card must be placed
    chooseByName(g, '緑');
    chooseByName(g, '赤');
    chooseByName(g, '青');
    expect(top(g, 0, 3)).toEqual(['緑', '赤', '青']);
  });

  it("HF-3.4 「対戦相手のメインデッキの一番上のカードを見て、一番上か一番下に置く」: the controller chooses; the card goes to the bottom of its owner's deck", () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['天秤', '天秤'] }, p1: { main: ['赤', '青'] } });
    play(g, '天秤');
    expect(g.state.pending).toMatchObject({ kind: 'choose', player: 0 });
    chooseByName(g, '赤');
    expect(bottom(g, 1, 1)).toEqual(['赤']);
    expect(top(g, 1, 1)).toEqual(['青']);
    play(g, '天秤');
    act(g, { type: 'choose', card: null }); // keep it on top
    expect(top(g, 1, 1)).toEqual(['青']);
  });

  it('RULING 「残りを一番下に置く」: the rest go to the bottom in the order the deck owner chooses', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['拾い読み'], main: ['赤', '青', '緑'] } });
    play(g, '拾い読み');
    chooseByName(g, '青'); // to the hand
    expect(g.state.pending).toMatchObject({ kind: 'choose', player: 0, prompt: 'orderBottom' });
    chooseByName(g, '緑');
    chooseByName(g, '赤');
    expect(bottom(g, 0, 2)).toEqual(['緑', '赤']);
  });

  it('HF-10.3 「…枚見る」 leaves the cards where they are and asks nothing', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['覗き見'], main: ['赤', '青'] } });
    play(g, '覗き見');
    expect(g.state.pending?.kind).toBe('main');
    expect(top(g, 0, 2)).toEqual(['赤', '青']);
  });
});

describe('「コストN以下の」 (issue 22)', () => {
  it('HF-5.4 only characters whose printed cost is at most 2 can be targeted', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['小波'] }, p1: { battlefield: ['赤', '重鎮'] } });
    const red = g.state.battlefield.find((id) => nameOf(g, id) === '赤');
    const big = g.state.battlefield.find((id) => nameOf(g, id) === '重鎮');
    const spell = g.state.players[0].hand.find((id) => nameOf(g, id) === '小波');
    const plays = ofType(g, 'play').filter((a) => a.card === spell);
    expect(plays.map((a) => a.targets)).toEqual([[red]]);
    expect(big).toBeDefined();
  });
});

describe('【空装】 keeps its triggers and conditions (issue 22)', () => {
  const defs = new Map(CARDS.map((d) => [d.name, d]));
  const def = (name: string) => {
    const d = defs.get(name);
    if (!d) throw new Error(name);
    return d;
  };

  it('HF-13.8 「メインデッキとガードデッキのキャラクターカードが全て《A》か《B》を持つ」 counts only character cards', () => {
    const cond = def('星の空装').kuusou?.condition;
    if (!cond) throw new Error('no condition');
    const star = def('星の空装'); // 《星詠み》
    const red = def('赤'); // no trait
    const spell = def('覗き見'); // a command: not counted
    expect(deckConditionHolds([star, star, spell], cond)).toBe(true);
    expect(deckConditionHolds([star, red], cond)).toBe(false);
  });

  it('HF-13.8 a 【空装】 effect with a trigger triggers for its player wherever the card is', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['赤'], guard: ['星の空装'], energy: 1 } });
    const k = g.state.players[0].guardDeck.find((id) => nameOf(g, id) === '星の空装');
    if (k === undefined) throw new Error('no 【空装】 card');
    g.state.players[0].kuusou = k;
    const hand = g.state.players[0].hand.length;
    play(g, '赤');
    expect(g.state.players[0].hand.length).toBe(hand - 1 + 1); // played one, drew one
    expect(g.state.log.some((e) => e.type === 'trigger' && e.card === k)).toBe(true);
  });

  it('HF-13.8 HF-12.9 a 「…場合、」 in a 【空装】 effect is its condition: the power applies only while it holds', () => {
    const g = makeGame({ cards: CARDS, p0: { battlefield: ['赤'], guard: ['条件の空装'] } });
    const k = g.state.players[0].guardDeck.find((id) => nameOf(g, id) === '条件の空装');
    if (k === undefined) throw new Error('no 【空装】 card');
    g.state.players[0].kuusou = k;
    const red = g.state.battlefield[0];
    const hand = g.state.players[0].hand;
    while (hand.length > 2) moveCard(g, hand[0], 'trash');
    while (hand.length < 2) moveCard(g, g.state.players[0].mainDeck[0], 'hand');
    expect(power(g, red)).toBe(1000);
    moveCard(g, g.state.players[0].mainDeck[0], 'hand');
    expect(power(g, red)).toBe(2000);
  });
});

describe('optional costs gate 「そうした場合」 on what was done (issue 22)', () => {
  it('HF-5.7 HF-5.9 「手札を1枚捨ててもよい。そうした場合、…引く」 with an empty hand: accepting discards nothing and draws nothing', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['取引'] } });
    play(g, '取引');
    expect(g.state.pending).toMatchObject({ kind: 'mayDo', player: 0 });
    act(g, { type: 'mayDo', accept: true });
    expect(g.state.players[0].hand).toEqual([]);
    expect(g.state.pending?.kind).toBe('main');
  });

  it('HF-5.7 with a card to discard: accepting discards it and draws two', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['取引', '赤'] } });
    play(g, '取引');
    act(g, { type: 'mayDo', accept: true });
    if (g.state.pending?.kind === 'choose') chooseByName(g, '赤');
    expect(g.state.players[0].trash.map((id) => nameOf(g, id))).toContain('赤');
    expect(g.state.players[0].hand.length).toBe(2);
  });
});

describe('「あなた」 in a set card’s auto ability (issue 22)', () => {
  it('000 ■セットカード / ■戦場とカードのプレイヤー (HF-4.4): set on an opponent’s character, its printed auto ability is the host’s, so 「あなた」 is the host’s player', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['爆薬', '破砕'] }, p1: { battlefield: ['赤'] } });
    const red = g.state.battlefield[0];
    const bomb = g.state.players[0].hand.find((id) => nameOf(g, id) === '爆薬');
    act(g, { type: 'play', card: bomb, targets: [red] });
    passAll(g);
    expect(g.state.cards[bomb ?? -1].zone).toBe('attached');
    const crush = g.state.players[0].hand.find((id) => nameOf(g, id) === '破砕');
    act(g, { type: 'play', card: crush, targets: [red] });
    passAll(g);
    expect(g.state.cards[red].zone).toBe('trash');
    expect(g.state.players[0].hand.length).toBe(0); // the set card's player drew nothing
    expect(g.state.players[1].hand.length).toBe(1); // the host's player drew
  });
});

describe('「…のうち…もの」 and the owner filter (issue 22)', () => {
  it('000 ■戦場とカードのプレイヤー 「あなたのキャラクターのうち持ち主が対戦相手であるもの」: only a character you control and your opponent owns', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { hand: ['返却'], battlefield: ['赤'] },
      p1: { battlefield: ['青'] },
    });
    const [mine, theirs] = g.state.battlefield;
    g.state.cards[theirs].controller = 0; // taken by an effect (HF-14.2)
    const spell = g.state.players[0].hand[0];
    expect(
      ofType(g, 'play')
        .filter((a) => a.card === spell)
        .map((a) => a.targets),
    ).toEqual([[theirs]]);
    expect(mine).not.toBe(theirs);
  });

  it('HF-5.4 「対戦相手のキャラクターのうちパワーが1000以下のもの」 is the same filter as 「パワー1000以下の対戦相手のキャラクター」', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['小物狩り'] }, p1: { battlefield: ['赤', '青'] } });
    const red = g.state.battlefield.find((id) => nameOf(g, id) === '赤');
    const spell = g.state.players[0].hand[0];
    expect(
      ofType(g, 'play')
        .filter((a) => a.card === spell)
        .map((a) => a.targets),
    ).toEqual([[red]]);
    expect(CARDS.find((d) => d.name === '小物狩り')?.targets).toEqual([
      { kind: 'character', filter: { controller: 'opponent', powerAtMost: 1000 } },
    ]);
  });
});

describe('moving the top card of a main deck (issue 22)', () => {
  it('HF-9.7 「メインデッキの一番上のカードを裏向きでガードデッキに加える」: it joins the guard deck face down', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['備え'], main: ['赤', '青'] } });
    const guard = g.state.players[0].guardDeck.length;
    play(g, '備え');
    const added = g.state.players[0].guardDeck.find((id) => nameOf(g, id) === '赤');
    expect(added).toBeDefined();
    expect(g.state.cards[added ?? -1].faceUp).toBe(false);
    expect(g.state.players[0].guardDeck.length).toBe(guard + 1);
    expect(g.state.players[0].hand.map((id) => nameOf(g, id))).toEqual(['青']);
  });

  it('HF-5.7 HF-10.3 with an empty main deck nothing moves, nothing reloads, and the その後 part does not happen', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['備え'], mainCount: 0, trash: ['赤'] } });
    play(g, '備え');
    expect(g.state.players[0].hand).toEqual([]);
    expect(g.state.players[0].trash.map((id) => nameOf(g, id))).toContain('赤');
  });
});

describe('a cost floor (issue 22)', () => {
  it('HF-5.12 「…2少なくなる。ただし、1より少なくはならない」: 2 → 1 (not 0), 0 stays 0, 3 → 1', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { battlefield: ['泉'], hand: ['中堅', '重鎮', '小波'] },
    });
    const inHand = (name: string) => g.state.players[0].hand.find((id) => nameOf(g, id) === name) ?? -1;
    expect(playCost(g, 0, inHand('中堅'))).toBe(1);
    expect(playCost(g, 0, inHand('重鎮'))).toBe(1);
    expect(playCost(g, 0, inHand('小波'))).toBe(0); // a command: not a character card, unchanged
  });
});
