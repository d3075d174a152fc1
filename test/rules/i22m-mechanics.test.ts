// Issue 22 point 3 (i22m): mechanics designers keep writing, played in the engine (test/fixtures/i22m-mechanics.hf).
import { describe, expect, it } from 'vitest';
import { playCost } from '../../src/engine/costs.js';
import { restore, snapshot } from '../../src/engine/snapshot.js';
import { fixtureCards } from '../helpers/fixtureCards.js';
import { endTurn, playAndResolve, takeAllDamage } from '../helpers/flow.js';
import { act, cardId, makeGame, passAll, power } from '../helpers/harness.js';
import { activeEnergies, ofType } from '../helpers/lookup.js';

const CARDS = fixtureCards('i22m-mechanics').all;

describe('a cost change with a duration (issue 22, HF-5.12, HF-12.3)', () => {
  it('「このターン中、相手がプレイするカードのエネルギーコストは1多くなる」: every card the opponent plays this turn, not after', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['入港税'] }, p1: { hand: ['赤', '一撃'] } });
    const red = cardId(g, '赤', 1);
    const bolt = cardId(g, '一撃', 1);
    expect(playCost(g, 1, red)).toBe(1);
    playAndResolve(g, '入港税');
    expect(playCost(g, 1, red)).toBe(2);
    expect(playCost(g, 1, bolt)).toBe(3);
    expect(playCost(g, 0, cardId(g, '入港税', 0))).toBe(0); // its own player's cards are not changed
    endTurn(g);
    expect(playCost(g, 1, red)).toBe(1); // gone at the end of the turn
  });

  it('「次の相手のターン終了時まで」: through the opponent’s next turn, only the cards the filter names', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['関税'] }, p1: { hand: ['赤', '一撃'] } });
    const red = cardId(g, '赤', 1);
    playAndResolve(g, '関税');
    expect(playCost(g, 1, red)).toBe(2);
    expect(playCost(g, 1, cardId(g, '一撃', 1))).toBe(2); // a command: unchanged
    const snap = snapshot(g);
    endTurn(g);
    expect(g.state.turnPlayer).toBe(1);
    expect(playCost(g, 1, red)).toBe(2); // still during the opponent's next turn
    endTurn(g);
    expect(playCost(g, 1, red)).toBe(1);
    restore(g, snap); // kept in snapshots
    expect(playCost(g, 1, red)).toBe(2);
  });

  it('「このターン、あなたがプレイするコマンドのコスト-1」: the player’s own commands, never below 0', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['値引き', '一撃', '赤'] } });
    playAndResolve(g, '値引き');
    expect(playCost(g, 0, cardId(g, '一撃', 0))).toBe(1);
    expect(playCost(g, 0, cardId(g, '赤', 0))).toBe(1); // a character: unchanged
  });
});

describe('the card’s own cost as designers word it (issue 22, HF-5.12)', () => {
  it('「このカードをプレイする際、このカードのエネルギーコストは、…1体につき1少なくなる」: per matching character, in the hand', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['星座の精'], battlefield: ['星', '星', '赤'] } });
    expect(playCost(g, 0, cardId(g, '星座の精', 0))).toBe(2);
  });

  it('「…限り、手札かガードデッキにあるこのカードのエネルギーコストは2少なくなる」: only while the condition holds, from either zone', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['蒸気艦'], guard: ['蒸気艦'], battlefield: ['蒸気'] } });
    expect(playCost(g, 0, cardId(g, '蒸気艦', 0, 0))).toBe(6);
    const g2 = makeGame({
      cards: CARDS,
      p0: { hand: ['蒸気艦'], guard: ['蒸気艦'], battlefield: ['蒸気', '蒸気'] },
    });
    expect(playCost(g2, 0, cardId(g2, '蒸気艦', 0, 0))).toBe(4);
    expect(playCost(g2, 0, cardId(g2, '蒸気艦', 0, 1))).toBe(4);
  });
});

describe('attack taxes (issue 22, HF-8.1)', () => {
  const attacks = (g: ReturnType<typeof makeGame>, id: number) =>
    ofType(g, 'attack').filter((a) => a.attacker === id);

  it('「相手のキャラクターは、…アクティブのエネルギー1枚をスリープにしなければ攻撃できない」: paid as the attack is declared', () => {
    const poor = makeGame({
      cards: CARDS,
      p0: { battlefield: ['赤'], marker: true },
      p1: { battlefield: ['徴税長'] },
    });
    expect(attacks(poor, cardId(poor, '赤', 0))).toHaveLength(0); // the second-player marker does not pay it
    const g = makeGame({
      cards: CARDS,
      p0: { battlefield: ['赤'], energy: 1 },
      p1: { battlefield: ['徴税長'] },
    });
    const red = cardId(g, '赤', 0);
    expect(attacks(g, red).length).toBeGreaterThan(0);
    act(g, { type: 'attack', attacker: red, target: { player: 1 } });
    expect(activeEnergies(g, 0)).toBe(0);
    expect(g.state.combat?.attacker).toBe(red);
    // the taxing player's own characters attack freely
    const own = makeGame({ cards: CARDS, p0: { battlefield: ['徴税長', '赤'] } });
    expect(attacks(own, cardId(own, '赤', 0)).length).toBeGreaterThan(0);
  });

  it('「セットされたキャラクターは、…手札を1枚トラッシュに置かなければ攻撃できない」: its player chooses the hand card', () => {
    const g = makeGame({ cards: CARDS, p0: { battlefield: ['赤'], hand: ['関税の枷', '一撃', '重鎮'] } });
    const red = cardId(g, '赤', 0);
    act(g, { type: 'play', card: cardId(g, '関税の枷', 0), targets: [red] });
    passAll(g);
    expect(g.state.cards[cardId(g, '関税の枷', 0)].zone).toBe('attached');
    act(g, { type: 'attack', attacker: red, target: { player: 1 } });
    expect(g.state.pending).toMatchObject({ kind: 'payCost', player: 0 });
    const bolt = cardId(g, '一撃', 0);
    act(g, { type: 'payCost', card: bolt });
    expect(g.state.cards[bolt].zone).toBe('trash');
    expect(g.state.cards[cardId(g, '重鎮', 0)].zone).toBe('hand');
    expect(g.state.combat?.attacker).toBe(red);
    const empty = makeGame({ cards: CARDS, p0: { battlefield: ['赤'], hand: ['関税の枷'] } });
    const r2 = cardId(empty, '赤', 0);
    act(empty, { type: 'play', card: cardId(empty, '関税の枷', 0), targets: [r2] });
    passAll(empty);
    expect(attacks(empty, r2)).toHaveLength(0); // no hand card left to pay with
  });

  it('「ターン終了時まで、それは、[2]を支払わなければ攻撃できない」: for a while, then it attacks freely', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['通行料'], battlefield: ['赤'], energy: 1 } });
    const red = cardId(g, '赤', 0);
    playAndResolve(g, '通行料', [red]);
    expect(attacks(g, red)).toHaveLength(0); // one active energy: [2] cannot be paid
    const rich = makeGame({ cards: CARDS, p0: { hand: ['通行料'], battlefield: ['赤'], energy: 2 } });
    const r2 = cardId(rich, '赤', 0);
    playAndResolve(rich, '通行料', [r2]);
    act(rich, { type: 'attack', attacker: r2, target: { player: 1 } });
    expect(activeEnergies(rich, 0)).toBe(0);
    const later = makeGame({ cards: CARDS, p0: { hand: ['通行料'] }, p1: { battlefield: ['赤'] } });
    const r3 = cardId(later, '赤', 1);
    playAndResolve(later, '通行料', [r3]);
    endTurn(later);
    expect(attacks(later, r3).length).toBeGreaterThan(0); // the tax ended with the turn it was made in
  });
});

describe('doing a sentence again (issue 22)', () => {
  const total = (g: ReturnType<typeof makeGame>, p: 0 | 1) =>
    g.state.battlefield
      .filter((id) => g.state.cards[id].controller === p)
      .reduce((n, id) => n + power(g, id), 0);

  it('「…《軽音部》1体につき1回、…1体をランダムに選び、+1000する」: counted once, each round chosen anew', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['部長'], battlefield: ['部員', '部員', '赤'] } });
    expect(total(g, 0)).toBe(3000);
    playAndResolve(g, '部長');
    passAll(g);
    // three 《軽音部》 (the leader too): three rounds of +1000 among four characters
    expect(total(g, 0)).toBe(4000 + 3000);
  });

  it('「…。これを3回繰り返す。」: three rounds, each choosing anew at random', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['連打'] }, p1: { battlefield: ['蒸気艦', '蒸気艦'] } });
    playAndResolve(g, '連打');
    const damage = g.state.battlefield.map((id) => g.state.cards[id].damage);
    expect(damage.reduce((a, b) => a + b, 0)).toBe(3000);
  });
});

describe('「この効果で登場させたキャラクター1体につき」 (issue 22)', () => {
  it('counts the characters that entered: two targets entered, two damage', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['老巫'], trash: ['赤', '部員'] } });
    const guard = g.state.players[0].guardDeck.length;
    playAndResolve(g, '老巫');
    const trash = g.state.players[0].trash;
    act(g, { type: 'chooseTargets', targets: [...trash] });
    takeAllDamage(g, 0);
    passAll(g);
    expect(g.state.players[0].guardDeck.length).toBe(guard - 2);
    expect(g.state.cards[cardId(g, '赤', 0)].zone).toBe('battlefield');
  });
});

describe('the Nth play of a turn (issue 22, HF-5.12)', () => {
  it('「相手がそのターンに2枚目以降にプレイするカードのエネルギーコストは1多くなる」: the first play is not changed, the later ones are', () => {
    const g = makeGame({
      cards: CARDS,
      turnPlayer: 1,
      p0: { battlefield: ['大関所'] },
      p1: { hand: ['赤', '一撃', '重鎮'], energy: 5 },
    });
    expect(playCost(g, 1, cardId(g, '赤', 1))).toBe(1);
    expect(playCost(g, 1, cardId(g, '一撃', 1))).toBe(2);
    playAndResolve(g, '赤');
    expect(playCost(g, 1, cardId(g, '一撃', 1))).toBe(3); // the second play of the turn
    expect(playCost(g, 1, cardId(g, '重鎮', 1))).toBe(4);
    endTurn(g); // p0's turn: the condition 「相手のターン中」 does not hold
    expect(playCost(g, 0, cardId(g, '大関所', 0))).toBe(0);
    endTurn(g); // p1's next turn: counted afresh
    expect(playCost(g, 1, cardId(g, '一撃', 1))).toBe(2);
  });
});
