// Issue 22 (helper m10b): mechanics designers write in forms the language did not read (set B), played.
import { describe, expect, it } from 'vitest';
import { fixtureCards } from '../helpers/fixtureCards.js';
import { endTurn } from '../helpers/flow.js';
import { act, apply, makeGame, passAll, power } from '../helpers/harness.js';
import { ofType } from '../helpers/lookup.js';

const CARDS = fixtureCards('m10b-mechanics').all;
type G = ReturnType<typeof makeGame>;
const nameOf = (g: G, id: number) => g.defs.get(g.state.cards[id].def)?.name;
const find = (g: G, name: string) => {
  const id = g.state.cards.findIndex((c) => nameOf(g, c.id) === name);
  if (id < 0) throw new Error(`no ${name}`);
  return id;
};

function play(g: G, name: string, targets: number[] = []): void {
  const inHand = g.state.players[0].hand.find((id) => nameOf(g, id) === name);
  if (inHand === undefined) throw new Error(`${name} is not in the hand`);
  act(g, { type: 'play', card: inHand, targets });
  passAll(g);
}

describe('a replacement with no object (issue 22, HF-5.11)', () => {
  it('HF-5.11 「あなたの他のキャラクターが破壊される場合、かわりに手札に戻す」: the destroyed one returns, not the source', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['自壊'], battlefield: ['守り手', '赤'] } });
    const red = find(g, '赤');
    play(g, '自壊', [red]);
    expect(g.state.cards[red].zone).toBe('hand');
    expect(g.state.cards[find(g, '守り手')].zone).toBe('battlefield');
  });

  it('HF-5.11 「他の」: the source itself is destroyed as usual', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['自壊'], battlefield: ['守り手'] } });
    const guard = find(g, '守り手');
    play(g, '自壊', [guard]);
    expect(g.state.cards[guard].zone).toBe('trash');
  });

  it('HF-5.11 「このキャラクターがトラッシュに置かれるなら、かわりに除外する」: it is removed from the game', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['自壊'], battlefield: ['消える影'] } });
    const shade = find(g, '消える影');
    play(g, '自壊', [shade]);
    expect(g.state.cards[shade].zone).toBe('excluded');
  });
});

describe('two targets of different kinds named together, then 「それら」 (issue 22, HF-5.10)', () => {
  it('HF-5.10 「自分のキャラクター一体と相手のキャラクター一体を対象にし、それらに2000ダメージ」: both are dealt 2000', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { hand: ['双撃'], battlefield: ['大将'] },
      p1: { battlefield: ['大将'] },
    });
    const [mine, theirs] = g.state.battlefield;
    play(g, '双撃', [mine, theirs]);
    expect(g.state.cards[mine].damage).toBe(2000);
    expect(g.state.cards[theirs].damage).toBe(2000);
  });

  it('000 ■効果と対象 「…1体と…1体を選び、それらをスリープにする」: one of each player’s is chosen on resolution and sleeps', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { hand: ['双眠'], battlefield: ['大将', '赤'] },
      p1: { battlefield: ['大将', '赤'] },
    });
    const [, red, , theirRed] = g.state.battlefield;
    const inHand = g.state.players[0].hand.find((id) => nameOf(g, id) === '双眠');
    act(g, { type: 'play', card: inHand, targets: [] });
    passAll(g);
    act(g, { type: 'choose', card: red });
    act(g, { type: 'choose', card: theirRed });
    passAll(g);
    expect(g.state.battlefield.map((id) => g.state.cards[id].sleep)).toEqual([false, true, false, true]);
  });
});

describe('a set card moved to another host (issue 22, HF-4.4)', () => {
  it('HF-4.4 「このカードを、あなたの他のキャラクター1体に付け替える」: chosen on resolution, it moves to that character', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['渡り鎧'], battlefield: ['赤', '大将'], energy: 3 } });
    const [red, general] = g.state.battlefield;
    play(g, '渡り鎧', [red]);
    const armour = find(g, '渡り鎧');
    expect(g.state.cards[armour].host).toBe(red);
    const use = ofType(g, 'activate').find((a) => a.card === red);
    if (!use) throw new Error('no activation');
    apply(g, use);
    passAll(g);
    act(g, { type: 'choose', card: general });
    passAll(g);
    expect(g.state.cards[armour].host).toBe(general);
    expect(g.state.cards[general].attachments).toEqual([armour]);
  });
});

describe('「持ち主の次のアクティブフェイズ」 and 「次のあなたのアクティブフェイズ」 (issue 22, HF-6.1, HF-12.9)', () => {
  it('HF-6.1 「そのキャラクターは持ち主の次のアクティブフェイズにアクティブにならない」: asleep through it, active in the one after', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['足止め'] }, p1: { battlefield: ['赤'] } });
    const red = find(g, '赤');
    play(g, '足止め', [red]);
    endTurn(g); // player 1's (the owner's) active phase: stays asleep
    expect(g.state.cards[red].sleep).toBe(true);
    expect(g.state.effects.some((e) => e.card === red)).toBe(false); // ended with that phase
    endTurn(g);
    endTurn(g); // the owner's next active phase: active again
    expect(g.state.cards[red].sleep).toBe(false);
  });

  it('RULING 「持ち主」 is the owner, not the controller: taken over, it is active again in its controller’s turn after the owner’s phase', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { hand: ['寝返り'] },
      p1: { battlefield: [{ name: '赤', sleep: true }] },
    });
    const red = find(g, '赤');
    play(g, '寝返り', [red]);
    expect(g.state.cards[red].controller).toBe(0);
    endTurn(g); // player 1's active phase (the owner's): the effect ends there
    expect(g.state.effects.some((e) => e.kind === 'grant' && e.card === red)).toBe(false);
    endTurn(g); // player 0's (the controller's) active phase: it becomes active
    expect(g.state.cards[red].sleep).toBe(false);
  });

  it('HF-12.9 「あなたの次のアクティブフェイズの終わりまで」: -2000 through the opponent’s turn, gone after your active phase', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['鈍化'] }, p1: { battlefield: ['大将'] } });
    const general = find(g, '大将');
    play(g, '鈍化', [general]);
    endTurn(g); // the opponent's turn: still -2000
    expect(power(g, general)).toBe(3000);
    endTurn(g); // your next active phase has passed: back to 5000
    expect(power(g, general)).toBe(5000);
  });
});

describe('a condition on what an earlier step moved (issue 22, HF-5.7)', () => {
  const hand = (g: G) => g.state.players[0].hand.map((id) => nameOf(g, id));
  const playAndPick = (g: G, name: string, pick: string) => {
    const inHand = g.state.players[0].hand.find((id) => nameOf(g, id) === name);
    act(g, { type: 'play', card: inHand, targets: [] });
    passAll(g);
    const chosen = g.state.players[0].hand.find((id) => nameOf(g, id) === pick);
    act(g, { type: 'choose', card: chosen });
    passAll(g);
  };

  it('HF-5.7 「手札を1枚捨てる。それがキャラクターカードなら、カードを2枚引く」: a character discarded draws two', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['選別', '赤', '自壊'] } });
    playAndPick(g, '選別', '赤');
    expect(hand(g)).toHaveLength(1 + 2); // 自壊 and two drawn
  });

  it('HF-5.7 a command discarded draws nothing', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['選別', '赤', '自壊'] } });
    playAndPick(g, '選別', '自壊');
    expect(hand(g)).toEqual(['赤']);
  });

  it('HF-5.7 「あなたの手札を1枚トラッシュに置く。そのカードがキャラクターなら」: the card put there decides', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['供物', '赤', '自壊'] } });
    playAndPick(g, '供物', '赤');
    expect(hand(g)).toHaveLength(2); // 自壊 and one drawn
    const h = makeGame({ cards: CARDS, p0: { hand: ['供物', '赤', '自壊'] } });
    playAndPick(h, '供物', '自壊');
    expect(hand(h)).toEqual(['赤']);
  });

  it('RULING 「メインデッキの上から1枚を公開し、それがコスト2以下なら手札に加える」: cost 0 is added, cost 3 stays on top', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['天啓'], main: ['赤'] } });
    play(g, '天啓');
    act(g, { type: 'choose', card: g.state.players[0].mainDeck[0] }); // it must be taken (HF-5.9): the one option
    expect(hand(g)).toEqual(['赤']);
    const h = makeGame({ cards: CARDS, p0: { hand: ['天啓'], main: ['重鎧兵'] } });
    const top = h.state.players[0].mainDeck[0];
    play(h, '天啓');
    expect(hand(h)).toEqual([]);
    expect(h.state.players[0].mainDeck[0]).toBe(top);
  });
});
