// Issue 22 point 3 (i22m, second round): known DSL bugs, played in the engine (test/fixtures/i22m2.hf).
import { describe, expect, it } from 'vitest';
import { hasGrantFlag } from '../../src/engine/grantFlags.js';
import { attach } from '../../src/engine/zones.js';
import { fixtureCards } from '../helpers/fixtureCards.js';
import { endTurn } from '../helpers/flow.js';
import { act, cardId, makeGame, passAll } from '../helpers/harness.js';
import { inHand, ofType } from '../helpers/lookup.js';

const CARDS = fixtureCards('i22m2').all;
type G = ReturnType<typeof makeGame>;
const hand = (g: G, p: 0 | 1 = 0) => g.state.players[p].hand.length;

describe('RULING «【登場時】 on a set card»: it triggers when the set card is set (issue 22, 000 ■セットカード)', () => {
  it.each(['登場の護符', '着装の護符'])('%s: played onto a character, its player draws', (name) => {
    const g = makeGame({ cards: CARDS, p0: { hand: [name], battlefield: ['兵'] } });
    const before = hand(g);
    act(g, { type: 'play', card: inHand(g, name, 0), targets: [cardId(g, '兵', 0)] });
    passAll(g);
    expect(g.state.cards[cardId(g, name, 0)].zone).toBe('attached');
    expect(hand(g)).toBe(before); // -1 played, +1 drawn (it never triggered before: the host was already there)
  });

  it('a world set’s 【登場時】 is its own entering the battlefield (000: it enters on its own)', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['世界の門'] } });
    const before = hand(g);
    act(g, { type: 'play', card: inHand(g, '世界の門', 0) });
    passAll(g);
    expect(hand(g)).toBe(before);
  });

  it('【退場時】 on a set card: its host leaving (the set card goes with it) triggers it', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['退場の護符', '一掃'], battlefield: ['兵'] } });
    attach(g, cardId(g, '退場の護符', 0), cardId(g, '兵', 0));
    const before = hand(g);
    act(g, { type: 'play', card: inHand(g, '一掃', 0), targets: [cardId(g, '兵', 0)] });
    passAll(g);
    expect(g.state.cards[cardId(g, '退場の護符', 0)].zone).toBe('trash');
    expect(hand(g)).toBe(before); // -1 一掃, +1 drawn
  });
});

describe('a random choice, then damage (issue 22)', () => {
  it.each(['乱れ撃ち', '気まぐれな雷'])(
    '%s: one opposing character, chosen at random, is dealt 2000',
    (name) => {
      const g = makeGame({ cards: CARDS, p0: { hand: [name] }, p1: { battlefield: ['兵', '重兵'] } });
      act(g, { type: 'play', card: inHand(g, name, 0) });
      passAll(g);
      expect(g.state.pending?.kind).toBe('main'); // nobody was asked (random)
      const small = cardId(g, '兵', 1);
      const big = cardId(g, '重兵', 1);
      const hit = [small, big].filter(
        (id) => g.state.cards[id].zone !== 'battlefield' || g.state.cards[id].damage > 0,
      );
      expect(hit).toHaveLength(1);
    },
  );
});

describe('「…の攻撃は防御されない」 in effects: this turn when no duration is written (issue 22, HF-8.3)', () => {
  it('「それはこのターン防御されない」: the target, until the end of the turn', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['突撃の号令'], battlefield: ['兵'] } });
    const me = cardId(g, '兵', 0);
    act(g, { type: 'play', card: inHand(g, '突撃の号令', 0), targets: [me] });
    passAll(g);
    expect(hasGrantFlag(g, me, 'unblockable')).toBe(true);
    endTurn(g);
    expect(hasGrantFlag(g, me, 'unblockable')).toBe(false);
  });

  it('「[スリープ]：このキャラクターの攻撃は防御されない」: this turn only, not while it stays (RULING)', () => {
    const g = makeGame({ cards: CARDS, p0: { battlefield: ['隠密兵'] } });
    const me = cardId(g, '隠密兵', 0);
    act(g, { type: 'activate', card: me });
    passAll(g);
    expect(hasGrantFlag(g, me, 'unblockable')).toBe(true);
    endTurn(g);
    expect(hasGrantFlag(g, me, 'unblockable')).toBe(false);
  });

  it('「攻撃した時、…相手のキャラクターによってブロックされない」: the attacked player may not defend', () => {
    const g = makeGame({ cards: CARDS, p0: { battlefield: ['奇襲兵'] }, p1: { battlefield: ['兵'] } });
    const me = cardId(g, '奇襲兵', 0);
    act(g, { type: 'attack', attacker: me, target: { player: 1 } });
    for (let i = 0; i < 10 && g.state.pending?.kind === 'window'; i++) act(g, { type: 'pass' });
    expect(hasGrantFlag(g, me, 'unblockable')).toBe(true);
    expect(ofType(g, 'defend').filter((a) => a.defender !== null)).toEqual([]); // nobody may defend
  });
});

describe('RULING «Destroyed in battle or not»: 「バトルで」「効果によって」 破壊された時 (issue 22, HF-8.6, HF-9.4)', () => {
  const battle = (victim: string) => {
    const g = makeGame({
      cards: CARDS,
      p0: { battlefield: ['重兵'] },
      p1: { battlefield: [{ name: victim, sleep: true }, '戦場の記録係'], marker: false },
    });
    const before = hand(g, 1);
    act(g, { type: 'attack', attacker: cardId(g, '重兵', 0), target: { card: cardId(g, victim, 1) } });
    passAll(g);
    if (g.state.pending?.kind === 'defense') act(g, { type: 'defend', defender: null });
    passAll(g);
    expect(g.state.cards[cardId(g, victim, 1)].zone).toBe('trash');
    return hand(g, 1) - before;
  };
  const effect = (victim: string) => {
    const g = makeGame({
      cards: CARDS,
      p0: { hand: ['一掃'] },
      p1: { battlefield: [victim, '戦場の記録係'] },
    });
    const before = hand(g, 1);
    act(g, { type: 'play', card: inHand(g, '一掃', 0), targets: [cardId(g, victim, 1)] });
    passAll(g);
    while (g.state.pending?.kind === 'orderTriggers') act(g, { type: 'nextTrigger', index: 0 });
    passAll(g);
    expect(g.state.cards[cardId(g, victim, 1)].zone).toBe('trash');
    return hand(g, 1) - before;
  };

  it('an attack’s damage destroys it: 「バトルで」 triggers, 「効果によって」 and 「戦闘以外で」 do not', () => {
    expect(battle('誇り高き戦士')).toBe(1);
    expect(battle('呪われた兵')).toBe(0);
  });

  it('「破壊する」 of a command destroys it: 「効果によって」 and 「戦闘以外で」 trigger, 「バトルで」 does not', () => {
    expect(effect('誇り高き戦士')).toBe(1); // only 戦場の記録係
    expect(effect('呪われた兵')).toBe(2); // its own and 戦場の記録係
  });
});

describe('「破壊以外で戦場を離れた時」: any way but destruction (issue 22)', () => {
  const leave = (command: string) => {
    const g = makeGame({ cards: CARDS, p0: { hand: [command] }, p1: { battlefield: ['逃げ足の斥候'] } });
    const before = hand(g, 1);
    act(g, { type: 'play', card: inHand(g, command, 0), targets: [cardId(g, '逃げ足の斥候', 1)] });
    passAll(g);
    expect(g.state.cards[cardId(g, '逃げ足の斥候', 1)].zone).not.toBe('battlefield');
    return hand(g, 1) - before;
  };
  it('returned to the hand: it triggers (the card itself +1, the draw +1)', () => {
    expect(leave('送還')).toBe(2);
  });
  it('destroyed: it does not', () => {
    expect(leave('一掃')).toBe(0);
  });
});
