// Issue 22 (i22b): playing and its costs. 「このカードがあなたのトラッシュにある時、あなたはエネルギーコストに加えて
// カルネージ1を支払うことで、このカードをトラッシュからプレイできる」: the card is played from the trash at the times a
// card of the hand is (HF-5.1, HF-5.2), paying its energy (HF-5.3) and then the carnage (HF-11.2).
import { describe, expect, it } from 'vitest';
import { fixtureCards } from '../helpers/fixtureCards.js';
import { advance } from '../helpers/flow.js';
import { act, cardId, makeGame, passAll, power } from '../helpers/harness.js';
import { activeEnergies, ofType, zoneOf } from '../helpers/lookup.js';

const CARDS = fixtureCards('i22b-play').all;

describe('playing a card from the trash (issue 22)', () => {
  it('HF-5.2, HF-11.2: 【浮上：カルネージ1】 is played from the trash for its energy cost and one damage-field card', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { trash: ['亡霊'], energy: 2, damageField: ['赤', '赤'] },
    });
    const ghost = cardId(g, '亡霊', 0);
    expect(ofType(g, 'play').some((a) => a.card === ghost)).toBe(true);
    act(g, { type: 'play', card: ghost });
    expect(activeEnergies(g, 0)).toBe(0); // HF-5.3: the energy cost as from the hand
    // two damage-field cards, one to pay: the player chooses it
    expect(g.state.pending).toMatchObject({ kind: 'payCost', player: 0 });
    const paid = g.state.players[0].damageField[0];
    act(g, { type: 'payCost', card: paid });
    expect(zoneOf(g, paid)).toBe('trash');
    expect(g.state.players[0].damageField).toHaveLength(1);
    passAll(g);
    expect(zoneOf(g, ghost)).toBe('battlefield');
  });

  it('HF-11.2: without a damage-field card to pay the carnage, it cannot be played from the trash', () => {
    const g = makeGame({ cards: CARDS, p0: { trash: ['亡霊'], energy: 2 } });
    const ghost = cardId(g, '亡霊', 0);
    expect(ofType(g, 'play').some((a) => a.card === ghost)).toBe(false);
  });

  it('HF-5.3: without the energy it cannot be played from the trash either', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { trash: ['亡霊'], energy: 1, damageField: ['赤'], marker: false },
    });
    expect(ofType(g, 'play').some((a) => a.card === cardId(g, '亡霊', 0))).toBe(false);
  });

  it('「このカードはトラッシュからもプレイできる」: a command played from the trash resolves and goes to the trash after resolving', () => {
    const g = makeGame({ cards: CARDS, p0: { trash: ['再演'], energy: 1 } });
    const spell = cardId(g, '再演', 0);
    const hand = g.state.players[0].hand.length;
    act(g, { type: 'play', card: spell });
    passAll(g);
    expect(g.state.players[0].hand).toHaveLength(hand + 1);
    expect(zoneOf(g, spell)).toBe('trash');
  });

  it('only the trash cards that say so: another card of the trash is not offered', () => {
    const g = makeGame({ cards: CARDS, p0: { trash: ['赤'], energy: 2 } });
    expect(ofType(g, 'play').some((a) => a.card === cardId(g, '赤', 0))).toBe(false);
  });
});

describe('「[あなたの手札にある《錬金》を持つカード1枚をトラッシュに置く]」 (issue 22)', () => {
  it('HF-12.4: only a matching hand card pays it; without one the ability cannot be used', () => {
    const g = makeGame({ cards: CARDS, p0: { battlefield: ['実験室'], hand: ['赤', '錬金薬'] } });
    const lab = cardId(g, '実験室', 0);
    const potion = cardId(g, '錬金薬', 0);
    act(g, { type: 'activate', card: lab });
    expect(zoneOf(g, potion)).toBe('trash'); // the one matching card, no choice to make
    expect(zoneOf(g, cardId(g, '赤', 0))).toBe('hand');
    const g2 = makeGame({ cards: CARDS, p0: { battlefield: ['実験室'], hand: ['赤'] } });
    expect(ofType(g2, 'activate')).toHaveLength(0);
  });
});

describe('paying in the middle of an effect (issue 22)', () => {
  const attack = (g: ReturnType<typeof makeGame>, name: string) => {
    act(g, { type: 'attack', attacker: cardId(g, name, 0), target: { player: 1 } });
    if (g.state.pending?.kind === 'mayDo') return;
    throw new Error(`no 「…てもよい」 choice: ${JSON.stringify(g.state.pending)}`);
  };

  it('HF-5.3 「エネルギー2枚をレストしてもいい。そうしたら、…」: two active energies go to sleep, then the draw', () => {
    const g = makeGame({ cards: CARDS, p0: { battlefield: ['鏡池'], energy: 3 } });
    const hand = g.state.players[0].hand.length;
    attack(g, '鏡池');
    act(g, { type: 'mayDo', accept: true });
    expect(activeEnergies(g, 0)).toBe(1);
    expect(g.state.players[0].hand).toHaveLength(hand + 1);
  });

  it('RULING: with one active energy nothing is paid and 「そうしたら」 does not happen (HF-5.7)', () => {
    const g = makeGame({ cards: CARDS, p0: { battlefield: ['鏡池'], energy: 1, marker: true } });
    const hand = g.state.players[0].hand.length;
    attack(g, '鏡池');
    act(g, { type: 'mayDo', accept: true });
    expect(activeEnergies(g, 0)).toBe(1); // not paid in part
    expect(g.state.players[0].secondPlayerMarker).toBe(true); // HF-2.6: the marker is for plays and abilities
    expect(g.state.players[0].hand).toHaveLength(hand);
  });

  it('HF-11.2 「カルネージ2を支払ってもよい」: two damage-field cards chosen to the trash; with one, nothing is paid', () => {
    const g = makeGame({ cards: CARDS, p0: { battlefield: ['深海王'], damageField: ['赤', '赤', '赤'] } });
    attack(g, '深海王');
    act(g, { type: 'mayDo', accept: true });
    for (let i = 0; i < 2; i++) act(g, { type: 'payCost', card: g.state.players[0].damageField[0] });
    expect(g.state.players[0].damageField).toHaveLength(1);
    const g2 = makeGame({ cards: CARDS, p0: { battlefield: ['深海王'], damageField: ['赤'] } });
    attack(g2, '深海王');
    act(g2, { type: 'mayDo', accept: true });
    expect(g2.state.players[0].damageField).toHaveLength(1);
    expect(g2.state.pending?.kind).not.toBe('payCost');
  });
});

describe('「このターンの終了時、そのキャラクターを破壊する」 (issue 22)', () => {
  it('HF-6.6: the character keeps +4000 through the turn and is destroyed at step (2) of its end', () => {
    const g = makeGame({ cards: CARDS, p0: { battlefield: ['赤'], hand: ['過給炉'] } });
    const red = cardId(g, '赤', 0);
    act(g, { type: 'play', card: cardId(g, '過給炉', 0), targets: [red] });
    passAll(g);
    expect(power(g, red)).toBe(5000);
    expect(zoneOf(g, red)).toBe('battlefield');
    advance(g, (x) => x.state.turnPlayer === 1);
    expect(zoneOf(g, red)).toBe('trash');
  });

  it('HF-5.6: a character that left the battlefield and came back is a new object, and is not destroyed', () => {
    const g = makeGame({ cards: CARDS, p0: { battlefield: ['赤'], hand: ['過給炉', '帰還'], energy: 1 } });
    const red = cardId(g, '赤', 0);
    act(g, { type: 'play', card: cardId(g, '過給炉', 0), targets: [red] });
    passAll(g);
    act(g, { type: 'play', card: cardId(g, '帰還', 0), targets: [red] });
    passAll(g);
    expect(zoneOf(g, red)).toBe('hand');
    act(g, { type: 'play', card: red });
    passAll(g);
    expect(zoneOf(g, red)).toBe('battlefield');
    advance(g, (x) => x.state.turnPlayer === 1);
    expect(zoneOf(g, red)).toBe('battlefield');
  });
});

describe('「対戦相手は次のターン終了時まで、コスト3以下のコマンドをプレイできない」 (issue 22)', () => {
  it('HF-12.7: the opponent cannot play a matching card in this turn or the next; then the ban is over', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { hand: ['封印'] },
      p1: { hand: ['小呪文', '大呪文', '赤'], energy: 5 },
    });
    act(g, { type: 'play', card: cardId(g, '封印', 0) });
    passAll(g);
    const small = cardId(g, '小呪文', 1);
    const big = cardId(g, '大呪文', 1);
    advance(g, (x) => x.state.turnPlayer === 1 && x.state.pending?.kind === 'main');
    const plays = ofType(g, 'play').map((a) => a.card);
    expect(plays).not.toContain(small); // cost 1 command: banned
    expect(plays).toContain(big); // cost 4: not banned
    expect(plays).toContain(cardId(g, '赤', 1)); // a character: not banned
    advance(g, (x) => x.state.turnPlayer === 0 && x.state.pending?.kind === 'main');
    advance(g, (x) => x.state.turnPlayer === 1 && x.state.pending?.kind === 'main');
    expect(ofType(g, 'play').map((a) => a.card)).toContain(small);
  });
});
