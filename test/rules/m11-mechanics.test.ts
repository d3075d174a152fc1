// Issue 22 (helper m11): mechanics the blind designers named, played.
import { describe, expect, it } from 'vitest';
import { fixtureCards } from '../helpers/fixtureCards.js';
import { act, apply, makeGame, passAll, playFromHand, power } from '../helpers/harness.js';
import { nameOf, ofType, onFieldNamed } from '../helpers/lookup.js';

const CARDS = fixtureCards('m11-mechanics').all;
type G = ReturnType<typeof makeGame>;
const named = (g: G, ids: readonly number[], name: string) => ids.filter((id) => nameOf(g, id) === name);

describe('a card into the guard deck (issue 22, RULING «A card into the guard deck»)', () => {
  it('HF-5.2 a hand card put 「ガードデッキの一番上に裏向きで」 joins the guard deck face down and can be played from it', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['守りの備え', '石'] } });
    const guardBefore = g.state.players[0].guardDeck.length;
    playFromHand(g, '守りの備え');
    const stone = ofType(g, 'choose').find((a) => a.card !== null && nameOf(g, a.card) === '石');
    if (stone?.card == null) throw new Error('石 is not offered');
    act(g, { type: 'choose', card: stone.card });
    passAll(g);
    const p = g.state.players[0];
    expect(p.guardDeck).toHaveLength(guardBefore + 1); // HF-1.3: a guard deck may exceed 10
    expect(named(g, p.guardDeck, '石')).toEqual([stone.card]);
    expect(g.state.cards[stone.card].faceUp).toBeFalsy(); // 000 ■ガードデッキ: face down
    expect(named(g, p.hand, '石')).toEqual([]);
  });

  it('HF-3.4 「このカードをあなたのガードデッキに加える」 on destruction: the card goes from the trash into its owner’s guard deck', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['一撃'], battlefield: ['還る盾'] } });
    const shield = onFieldNamed(g, '還る盾');
    const guardBefore = g.state.players[0].guardDeck.length;
    act(g, { type: 'play', card: g.state.players[0].hand[0], targets: [shield] });
    passAll(g);
    passAll(g);
    expect(g.state.cards[shield].zone).toBe('guardDeck');
    expect(g.state.players[0].guardDeck).toHaveLength(guardBefore + 1);
    expect(g.state.players[0].trash).not.toContain(shield);
  });
});

describe('「この効果は、…限り続く」: a duration written after its sentence (issue 22, RULING «この効果は、…限り続く»)', () => {
  it('HF-12.9 「このキャラクターが戦場にいる限り」: the -1000 holds while the source stays, and ends when it leaves', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { hand: ['見張りの呪縛', '一撃'] },
      p1: { battlefield: ['巨人'] },
    });
    const giant = onFieldNamed(g, '巨人');
    const watcher = g.state.players[0].hand.find((id) => nameOf(g, id) === '見張りの呪縛') as number;
    act(g, { type: 'play', card: watcher, targets: [] });
    passAll(g);
    if (ofType(g, 'chooseTargets').length > 0) act(g, { type: 'chooseTargets', targets: [giant] });
    passAll(g);
    expect(power(g, giant)).toBe(4000);
    const strike = g.state.players[0].hand.find((id) => nameOf(g, id) === '一撃') as number;
    act(g, { type: 'play', card: strike, targets: [watcher] });
    passAll(g);
    expect(g.state.cards[watcher].zone).toBe('trash');
    expect(power(g, giant)).toBe(5000); // the duration ended with its condition
  });

  it('HF-12.9 「あなたの手札が2枚以上ある間有効」: +2000 while the hand holds 2 cards; it ends when it holds 1', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { hand: ['騎士の加護', '石', '守りの備え'] },
      p1: { battlefield: ['巨人'] },
    });
    const giant = onFieldNamed(g, '巨人');
    const blessing = g.state.players[0].hand.find((id) => nameOf(g, id) === '騎士の加護') as number;
    act(g, { type: 'play', card: blessing, targets: [giant] });
    passAll(g);
    expect(power(g, giant)).toBe(7000); // hand: 石, 守りの備え
    playFromHand(g, '守りの備え'); // hand: 石 (then chosen into the guard deck)
    const stone = ofType(g, 'choose').find((a) => a.card !== null);
    if (stone) act(g, { type: 'choose', card: stone.card });
    passAll(g);
    expect(power(g, giant)).toBe(5000);
  });
});

const inHand = (g: G, name: string) => g.state.players[0].hand.find((id) => nameOf(g, id) === name) as number;

describe('a fight: 「それぞれ相手のパワーに等しいダメージを与え合う」 (issue 22, RULING «Fight»)', () => {
  it('HF-9.4 each deals its power as damage to the other: 石 (2000) is destroyed, 巨人 (5000) keeps 2000 damage', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { hand: ['決闘'], battlefield: ['石'] },
      p1: { battlefield: ['巨人'] },
    });
    const stone = onFieldNamed(g, '石');
    const giant = onFieldNamed(g, '巨人');
    act(g, { type: 'play', card: inHand(g, '決闘'), targets: [stone, giant] });
    passAll(g);
    expect(g.state.cards[stone].zone).toBe('trash');
    expect(g.state.cards[giant].zone).toBe('battlefield');
    expect(g.state.cards[giant].damage).toBe(2000);
  });

  it('HF-9.4 at once: two 巨人 (5000 each) both take 5000 and are both destroyed', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { hand: ['決闘'], battlefield: ['巨人'] },
      p1: { battlefield: ['巨人'] },
    });
    const mine = g.state.battlefield.find((id) => g.state.cards[id].controller === 0) as number;
    const theirs = g.state.battlefield.find((id) => g.state.cards[id].controller === 1) as number;
    act(g, { type: 'play', card: inHand(g, '決闘'), targets: [mine, theirs] });
    passAll(g);
    expect(g.state.cards[mine].zone).toBe('trash');
    expect(g.state.cards[theirs].zone).toBe('trash');
  });
});

describe('a power swap: 「それらのパワーを入れ替える」 (issue 22, RULING «Power swap»)', () => {
  it('HF-12.6 each gets the other’s power as its base until end of turn; modifiers still add on top', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { hand: ['強化', '力の交換'], battlefield: ['石'] },
      p1: { battlefield: ['巨人'] },
    });
    const stone = onFieldNamed(g, '石');
    const giant = onFieldNamed(g, '巨人');
    act(g, { type: 'play', card: inHand(g, '強化'), targets: [stone] });
    passAll(g);
    expect(power(g, stone)).toBe(3000);
    act(g, { type: 'play', card: inHand(g, '力の交換'), targets: [stone, giant] });
    passAll(g);
    expect(power(g, stone)).toBe(6000); // base 5000 (巨人's power) + its own +1000
    expect(power(g, giant)).toBe(3000); // base 3000 (石's power at resolution)
  });

  it('HF-12.9 the swap ends with the turn: both go back to their printed powers', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { hand: ['力の交換'], battlefield: ['石'] },
      p1: { battlefield: ['巨人'] },
    });
    const stone = onFieldNamed(g, '石');
    const giant = onFieldNamed(g, '巨人');
    act(g, { type: 'play', card: inHand(g, '力の交換'), targets: [stone, giant] });
    passAll(g);
    expect([power(g, stone), power(g, giant)]).toEqual([5000, 2000]);
    act(g, { type: 'endMain' });
    for (let i = 0; i < 20 && g.state.turn === 1; i++) {
      const pending = g.state.pending;
      if (pending?.kind === 'window') act(g, { type: 'pass' });
      else if (ofType(g, 'nextExpiration').length > 0) apply(g, ofType(g, 'nextExpiration')[0]);
      else break;
    }
    expect([power(g, stone), power(g, giant)]).toEqual([2000, 5000]);
  });
});

describe('「あなたのキャラクターが受けているダメージを全て回復する」: damage removed from every matching character (issue 22, d45)', () => {
  it('HF-9.4 HF-5.4 every character of yours loses all its damage, with no target; the opponent’s keep theirs', () => {
    const g = makeGame({
      cards: CARDS,
      p0: {
        hand: ['千人風呂'],
        battlefield: [
          { name: '巨人', damage: 2000 },
          { name: '石', damage: 1000 },
        ],
      },
      p1: { battlefield: [{ name: '巨人', damage: 1000 }] },
    });
    playFromHand(g, '千人風呂');
    const damage = (owner: 0 | 1) =>
      g.state.battlefield
        .filter((id) => g.state.cards[id].controller === owner)
        .map((id) => g.state.cards[id].damage);
    expect(damage(0)).toEqual([0, 0]);
    expect(damage(1)).toEqual([1000]);
  });
});
