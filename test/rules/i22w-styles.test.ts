// Issue 22 (i22w): cards worded in other TCGs' styles play as their designers meant — the sleeping energy
// (「…を、スリープでエネルギーフィールドに置く」, 000 ■エネルギーとエネルギーコスト), damage to yourself as an
// optional cost (「あなたは1ダメージを受けてもよい。そうした場合、…」, HF-9, HF-5.7), a trait alone as the
// characters that have it (「自分の《機甲竜》1体」) and short target sentences (「…を対象とする。それは…」, HF-5.4).
import { describe, expect, it } from 'vitest';
import { pruneLastingEffects } from '../../src/engine/lasting.js';
import { legalActions } from '../../src/engine/legal.js';
import { hasKeyword } from '../../src/engine/query.js';
import { moveCard } from '../../src/engine/zones.js';
import { fixtureCards } from '../helpers/fixtureCards.js';
import { act, cardId, makeGame, passAll, power } from '../helpers/harness.js';

const CARDS = fixtureCards('i22w-styles').all;
type G = ReturnType<typeof makeGame>;

function play(g: G, name: string, targets: number[] = []): void {
  act(g, { type: 'play', card: cardId(g, name, 0), targets });
  passAll(g);
}

describe('designer styles (issue 22, i22w)', () => {
  it('「メインデッキの一番上のカードを、スリープでエネルギーフィールドに置く」: a sleeping, face-down energy', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['竜脈開放'], main: ['機甲竜'] } });
    const top = g.state.players[0].mainDeck[0];
    play(g, '竜脈開放');
    expect(g.state.players[0].energy).toContain(top);
    expect(g.state.cards[top]).toMatchObject({ zone: 'energy', sleep: true, faceUp: false });
  });

  it('「…裏向きかつアクティブでエネルギーフィールドに置いてよい」: the player may; accepted, the energy is active', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['雷光充電'], main: ['機甲竜'] } });
    const top = g.state.players[0].mainDeck[0];
    act(g, { type: 'play', card: cardId(g, '雷光充電', 0), targets: [] });
    passAll(g);
    expect(g.state.pending).toMatchObject({ kind: 'mayDo', player: 0 });
    act(g, { type: 'mayDo', accept: true });
    expect(g.state.cards[top]).toMatchObject({ zone: 'energy', sleep: false });
  });

  it('HF-9 HF-5.7 「あなたは1ダメージを受けてもよい。そうした場合、カードを2枚引く」: accepted, one guard card to the damage field and two draws', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['血の契約'] } });
    const p = g.state.players[0];
    const [guard, hand] = [p.guardDeck.length, p.hand.length];
    act(g, { type: 'play', card: cardId(g, '血の契約', 0), targets: [] });
    passAll(g);
    act(g, { type: 'mayDo', accept: true });
    expect(g.state.pending).toMatchObject({ kind: 'damage', player: 0 });
    act(g, { type: 'takeDamage', card: p.guardDeck[0], reveal: false });
    expect(p.guardDeck.length).toBe(guard - 1);
    expect(p.damageField.length).toBe(1);
    expect(p.hand.length).toBe(hand - 1 + 2);
  });

  it('HF-5.7 declined: no damage and no draw', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['血の契約'] } });
    const p = g.state.players[0];
    const [guard, hand] = [p.guardDeck.length, p.hand.length];
    act(g, { type: 'play', card: cardId(g, '血の契約', 0), targets: [] });
    passAll(g);
    act(g, { type: 'mayDo', accept: false });
    expect(p.guardDeck.length).toBe(guard);
    expect(p.hand.length).toBe(hand - 1);
  });

  it('「相手のスリープのキャラクター全てに3000ダメージを与える」: only the sleeping ones', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { hand: ['咆哮の嵐'] },
      p1: { battlefield: [{ name: '機甲竜', sleep: true }, '砲撃竜'] },
    });
    play(g, '咆哮の嵐');
    expect(g.state.cards[cardId(g, '機甲竜', 1)].zone).toBe('trash');
    expect(g.state.cards[cardId(g, '砲撃竜', 1)].zone).toBe('battlefield');
  });

  it('HF-5.4 「自分の《機甲竜》1体を対象とする。ターン終了時まで、それはパワー＋3000し、【貫通】を与える」', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['竜騎の号令'], battlefield: ['機甲竜'] } });
    const dragon = cardId(g, '機甲竜', 0);
    play(g, '竜騎の号令', [dragon]);
    expect(power(g, dragon)).toBe(6000);
    const def = CARDS.find((c) => c.name === '竜騎の号令');
    expect(def?.effect?.processes[0].steps[1]).toMatchObject({ op: 'grant', grant: { keyword: 'pierce' } });
  });

  it('「対戦相手のキャラクター全てを、このターン中、パワー-2000する」: each of them', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { hand: ['溺死の抱擁'] },
      p1: { battlefield: ['機甲竜', '砲撃竜'] },
    });
    play(g, '溺死の抱擁');
    expect(power(g, cardId(g, '機甲竜', 1))).toBe(1000);
    expect(power(g, cardId(g, '砲撃竜', 1))).toBe(1000);
  });

  it('HF-12.1 「このキャラクターが攻撃する時、相手のキャラクター1体を対象とし、2000ダメージを与える」: an attack trigger aimed at the target', () => {
    const def = CARDS.find((c) => c.name === '砲撃竜');
    const ability = def?.abilities[0];
    expect(ability).toMatchObject({ kind: 'auto', trigger: { on: 'attack' } });
    expect(ability && 'targets' in ability ? ability.targets?.length : 0).toBe(1);
  });
});

describe('Yu-Gi-Oh OCG style abilities (issue 22, i22w)', () => {
  const hand = (g: G) => g.state.players[0].hand.length;
  const playFromHand = (g: G, name: string) => {
    const id = g.state.players[0].hand.find((c) => g.defs.get(g.state.cards[c].def)?.name === name);
    act(g, { type: 'play', card: id, targets: [] });
    passAll(g);
  };

  it('HF-12.8 「このカード名の①の効果は1ターンに1度」 with 「発揮できる」: declining does not count, and a second copy cannot use it after one did', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['花詠みの詩人', '花詠みの詩人', '花詠みの詩人'] } });
    const before = hand(g);
    playFromHand(g, '花詠みの詩人');
    expect(g.state.pending).toMatchObject({ kind: 'mayDo', player: 0 });
    act(g, { type: 'mayDo', accept: false }); // declined: not counted
    expect(hand(g)).toBe(before - 1);
    playFromHand(g, '花詠みの詩人');
    act(g, { type: 'mayDo', accept: true });
    expect(hand(g)).toBe(before - 2 + 1);
    playFromHand(g, '花詠みの詩人'); // a third copy, same name: already used this turn, it does not trigger
    expect(g.state.pending?.kind).not.toBe('mayDo');
    expect(hand(g)).toBe(before - 3 + 1);
  });

  it('HF-12.8 「このカードの①の効果は1ターンに1度」 with 「発揮できる」: declining does not count for that card either', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { hand: ['一枚引き', '一枚引き', '一枚引き'], battlefield: ['蔦の番人'] },
    });
    const damage = () => g.state.log.filter((e) => e.type === 'damagePlayer').length;
    playFromHand(g, '一枚引き');
    expect(g.state.pending).toMatchObject({ kind: 'mayDo', player: 0 });
    act(g, { type: 'mayDo', accept: false }); // declined: not counted
    passAll(g);
    playFromHand(g, '一枚引き');
    act(g, { type: 'mayDo', accept: true });
    passAll(g);
    expect(damage()).toBe(1);
    act(g, { type: 'takeDamage', player: 1 }); // the opponent puts a guard card into the damage field (HF-9.2)
    passAll(g);
    playFromHand(g, '一枚引き'); // used this turn: it does not trigger again
    expect(g.state.pending?.kind).not.toBe('mayDo');
    expect(damage()).toBe(1);
  });

  it('「…場合に発揮する。」 is a mandatory trigger, and 「このカードの②」 limits that card only', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { hand: ['花園の番人'], battlefield: ['花園の番人'] },
      p1: { battlefield: ['機甲竜'] },
    });
    const before = hand(g);
    playFromHand(g, '花園の番人');
    expect(hand(g)).toBe(before); // played one, drew one
    const def = CARDS.find((c) => c.name === '花園の番人');
    expect(def?.abilities.map((a) => (a.kind === 'static' ? undefined : a.oncePerTurn))).toEqual([
      undefined,
      true,
    ]);
  });

  it('HF-12.8 「このカード名の①」 on an activated ability: once one copy used it, the other copy cannot this turn', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { battlefield: ['鈴蘭の詩人', '鈴蘭の詩人'], energy: 2 },
      p1: { battlefield: ['機甲竜'] },
    });
    const [a, b] = [cardId(g, '鈴蘭の詩人', 0, 0), cardId(g, '鈴蘭の詩人', 0, 1)];
    const target = cardId(g, '機甲竜', 1);
    const canUse = (id: number) => legalActions(g).some((x) => x.type === 'activate' && x.card === id);
    expect(canUse(a) && canUse(b)).toBe(true);
    act(g, { type: 'activate', card: a, targets: [target] });
    passAll(g);
    expect(canUse(a)).toBe(false);
    expect(canUse(b)).toBe(false);
  });
});

describe("a set card's own effect (issue 22, i22w)", () => {
  it('HF-4.4 「このカードがセットされたキャラクターは【神速】を得る」 lasts while the set card is set, and ends when it leaves', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['神速の靴'], battlefield: ['機甲竜'] } });
    const host = cardId(g, '機甲竜', 0);
    const shoes = cardId(g, '神速の靴', 0);
    act(g, { type: 'play', card: shoes, targets: [host] });
    passAll(g);
    expect(hasKeyword(g, host, 'godspeed')).toBe(true);
    moveCard(g, shoes, 'trash'); // an effect that puts the set card into the trash, its host staying
    pruneLastingEffects(g);
    expect(hasKeyword(g, host, 'godspeed')).toBe(false);
  });
});

describe('「自分のエネルギーがN枚以上なら」 (issue 22, i22w)', () => {
  const endTurn = (g: G) => {
    act(g, { type: 'endMain' });
    for (let i = 0; i < 20 && g.state.turnPlayer === 0 && g.state.pending?.kind !== 'damage'; i++) passAll(g);
  };

  it('HF-12.9 counts the energy field, active and asleep: three energies (one asleep) deal the damage', () => {
    const g = makeGame({ cards: CARDS, p0: { battlefield: ['灼熱の竜峰'], energy: 3 } });
    g.state.cards[g.state.players[0].energy[0]].sleep = true;
    endTurn(g);
    expect(g.state.pending).toMatchObject({ kind: 'damage', player: 1 });
  });

  it('two energies: nothing', () => {
    const g = makeGame({ cards: CARDS, p0: { battlefield: ['灼熱の竜峰'], energy: 2 } });
    endTurn(g);
    expect(g.state.players[1].damageField.length).toBe(0);
    expect(g.state.pending?.kind).not.toBe('damage');
  });
});

describe('「…なら、A。そうでないなら、B。」 (issue 22, i22w)', () => {
  it('HF-5.7 the condition holds: A only', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['閃光の判断', '機甲竜'] } });
    play(g, '閃光の判断');
    expect(g.state.players[0].hand.length).toBe(1 + 3);
  });

  it('HF-5.7 it does not: B only', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['閃光の判断', '機甲竜', '機甲竜', '機甲竜'] } });
    play(g, '閃光の判断');
    expect(g.state.players[0].hand.length).toBe(3 + 1);
  });
});

describe('「手札を1枚選び、裏向きかつアクティブでエネルギーフィールドに置いてよい。そうしたら、…」 (issue 22, i22w)', () => {
  it('accepted: the chosen card is an active, face-down energy, then a draw', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['蓄電', '機甲竜'] } });
    const chosen = cardId(g, '機甲竜', 0);
    play(g, '蓄電');
    act(g, { type: 'mayDo', accept: true });
    act(g, { type: 'choose', card: chosen });
    expect(g.state.cards[chosen]).toMatchObject({ zone: 'energy', sleep: false, faceUp: false });
    expect(g.state.players[0].hand.length).toBe(1);
  });

  it('HF-5.7 with an empty hand: nothing is placed, so no draw', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['蓄電'] } });
    play(g, '蓄電');
    act(g, { type: 'mayDo', accept: true });
    expect(g.state.players[0].hand.length).toBe(0);
  });
});
