// Issue 22 (i22w): cards worded in other TCGs' styles play as their designers meant — the sleeping energy
// (「…を、スリープでエネルギーフィールドに置く」, 000 ■エネルギーとエネルギーコスト), damage to yourself as an
// optional cost (「あなたは1ダメージを受けてもよい。そうした場合、…」, HF-9, HF-5.7), a trait alone as the
// characters that have it (「自分の《機甲竜》1体」) and short target sentences (「…を対象とする。それは…」, HF-5.4).
import { describe, expect, it } from 'vitest';
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
      p0: { hand: ['竜の咆哮'] },
      p1: { battlefield: [{ name: '機甲竜', sleep: true }, '砲撃竜'] },
    });
    play(g, '竜の咆哮');
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
