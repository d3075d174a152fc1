// Issue 22 (third blind round, d13–d16): mechanics the train halves needed (test/fixtures/dsl3-train3.hf),
// played in the engine.
import { describe, expect, it } from 'vitest';
import { legalDefenders } from '../../src/engine/combat.js';
import { fixtureCards } from '../helpers/fixtureCards.js';
import { act, apply, legalActions, makeGame, passAll, power } from '../helpers/harness.js';
import { inHand } from '../helpers/lookup.js';

const CARDS = fixtureCards('dsl3-train3').all;
type G = ReturnType<typeof makeGame>;
/** Takes the first legal action (passing in windows) until the main phase decision comes back. */
function settle(g: G): void {
  for (let i = 0; i < 40 && g.state.pending?.kind !== 'main' && g.state.result === null; i++) {
    if (g.state.pending?.kind === 'window') act(g, { type: 'pass' });
    else apply(g, legalActions(g).find((a) => a.type !== 'concede')!);
  }
}
const nameOf = (g: G, id: number) => g.defs.get(g.state.cards[id].def)?.name;
const field = (g: G, name: string, n = 0) => {
  const id = g.state.battlefield.filter((c) => nameOf(g, c) === name)[n];
  if (id === undefined) throw new Error(`no ${name} on the battlefield`);
  return id;
};

describe('「…の攻撃は防御されない」 (issue 22)', () => {
  it('HF-8.3 a command: the target’s attacks this turn cannot be defended; another attacker can be', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { hand: ['忍び足'], battlefield: ['赤', '青'] },
      p1: { battlefield: ['青'] },
    });
    const red = field(g, '赤');
    act(g, { type: 'play', card: inHand(g, '忍び足', 0), targets: [red] });
    passAll(g);
    act(g, { type: 'attack', attacker: red, target: { player: 1 } });
    passAll(g);
    expect(legalDefenders(g)).toEqual([]);
  });

  it('HF-8.3 without the command the same defender may defend', () => {
    const g = makeGame({ cards: CARDS, p0: { battlefield: ['赤'] }, p1: { battlefield: ['青'] } });
    act(g, { type: 'attack', attacker: field(g, '赤'), target: { player: 1 } });
    passAll(g);
    expect(legalDefenders(g)).toEqual([field(g, '青')]);
  });

  it('HF-8.3 「[自動]：このキャラクターは防御されない」: a continuous ability of the attacker', () => {
    const g = makeGame({ cards: CARDS, p0: { battlefield: ['影'] }, p1: { battlefield: ['青'] } });
    act(g, { type: 'attack', attacker: field(g, '影'), target: { player: 1 } });
    passAll(g);
    expect(legalDefenders(g)).toEqual([]);
  });
});

describe('「…の攻撃は防御されない」 in play (issue 22)', () => {
  it('HF-8.3 with no legal defender the defending player is not asked: the attack goes on to its damage', () => {
    const g = makeGame({ cards: CARDS, p0: { battlefield: ['影'] }, p1: { battlefield: ['青'] } });
    act(g, { type: 'attack', attacker: field(g, '影'), target: { player: 1 } });
    passAll(g);
    expect(g.state.pending?.kind).toBe('damage');
  });
});

describe('「…を1体ランダムに選び」 (issue 22)', () => {
  it('the random generator chooses one of the other characters: nobody is asked, exactly one gets +1000', () => {
    const seen = new Set<string>();
    for (let seed = 1; seed <= 12; seed++) {
      const g = makeGame({ cards: CARDS, seed, p0: { hand: ['味見'], battlefield: ['赤', '青'] } });
      act(g, { type: 'play', card: inHand(g, '味見', 0), targets: [] });
      passAll(g);
      expect(g.state.pending?.kind).not.toBe('choose');
      const raised = ['赤', '青'].filter((n) => power(g, field(g, n)) === (n === '赤' ? 4000 : 3000));
      expect(raised).toHaveLength(1);
      expect(power(g, field(g, '味見'))).toBe(1000); // 「他の」: never itself
      seen.add(raised[0]);
    }
    expect(seen.size).toBe(2); // both are possible
  });

  it('HF-5.9 with no other character nothing is chosen and nothing happens', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['味見'] } });
    act(g, { type: 'play', card: inHand(g, '味見', 0), targets: [] });
    passAll(g);
    expect(power(g, field(g, '味見'))).toBe(1000);
  });
});

describe('「…が持つ分類がN種類以上」 (issue 22)', () => {
  it('the same trait on two characters counts once: 《先生》《軽音部》 are 2 kinds, not 3', () => {
    const g = makeGame({ cards: CARDS, p0: { battlefield: ['顧問', '部員B', '部員B'] } });
    expect(power(g, field(g, '顧問'))).toBe(1000);
  });

  it('《先生》《軽音部》《新入生》 are 3 kinds: the condition holds while they are on the battlefield', () => {
    const g = makeGame({ cards: CARDS, p0: { battlefield: ['顧問', '部員A'] } });
    expect(power(g, field(g, '顧問'))).toBe(3000);
  });

  it('the opponent’s characters are not 「あなたのキャラクター」', () => {
    const g = makeGame({ cards: CARDS, p0: { battlefield: ['顧問'] }, p1: { battlefield: ['部員A'] } });
    expect(power(g, field(g, '顧問'))).toBe(1000);
  });
});

describe('「…がガードデッキからプレイされて戦場に登場した時」 (issue 22)', () => {
  const handSize = (g: G, p: 0 | 1) => g.state.players[p].hand.length;
  it('HF-5.2 played from the guard deck: it triggers when it enters', () => {
    const g = makeGame({ cards: CARDS, turnPlayer: 1, p0: { battlefield: ['赤'] }, p1: { guard: ['伏兵'] } });
    const before = handSize(g, 1);
    const fromGuard = g.state.players[1].guardDeck.find((id) => nameOf(g, id) === '伏兵');
    if (fromGuard === undefined) throw new Error('no 伏兵 in the guard deck');
    act(g, { type: 'play', card: fromGuard, targets: [] });
    passAll(g);
    expect(field(g, '伏兵')).toBe(fromGuard);
    expect(handSize(g, 1)).toBe(before + 1);
  });

  it('HF-5.2 played from the hand: it enters, nothing is drawn', () => {
    const g = makeGame({ cards: CARDS, turnPlayer: 1, p1: { hand: ['伏兵'] } });
    const before = handSize(g, 1);
    act(g, { type: 'play', card: inHand(g, '伏兵', 1), targets: [] });
    passAll(g);
    expect(field(g, '伏兵')).toBeDefined();
    expect(handSize(g, 1)).toBe(before - 1);
  });
});

describe('「…による防御が成功した時」「…の攻撃が防御された時」 (issue 22)', () => {
  it('HF-8.4 the defense succeeds: the defender draws, the attacker gets +2000 before the damage', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { battlefield: ['双刃'] },
      p1: { battlefield: ['番人'], main: ['赤', '青'] },
    });
    const blades = field(g, '双刃');
    const keeper = field(g, '番人');
    const before = g.state.players[1].hand.length;
    act(g, { type: 'attack', attacker: blades, target: { player: 1 } });
    passAll(g);
    act(g, { type: 'defend', player: 1, defender: keeper });
    passAll(g);
    expect(g.state.pending?.kind).toBe('orderTriggers'); // both triggered at once (HF-12.2)
    settle(g);
    expect(g.state.players[1].hand.length).toBe(before + 1);
    expect(power(g, blades)).toBe(4000); // ターン終了時まで: still this turn
  });

  it('HF-8.4 no defense: neither triggers', () => {
    const g = makeGame({ cards: CARDS, p0: { battlefield: ['双刃'] }, p1: { battlefield: ['番人'] } });
    const blades = field(g, '双刃');
    const before = g.state.players[1].hand.length;
    act(g, { type: 'attack', attacker: blades, target: { player: 1 } });
    passAll(g);
    act(g, { type: 'defend', player: 1, defender: null });
    settle(g);
    expect(g.state.players[1].hand.length).toBe(before);
    expect(power(g, blades)).toBe(2000);
  });
});

describe('「…スリープでエネルギーフィールドに置く」 (issue 22)', () => {
  it('000 ■エネルギー: the chosen card of the hand becomes a face-down energy, asleep', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['帳簿係', '赤'] } });
    const red = inHand(g, '赤', 0);
    act(g, { type: 'play', card: inHand(g, '帳簿係', 0), targets: [] });
    passAll(g);
    if (g.state.pending?.kind === 'choose') act(g, { type: 'choose', card: red });
    const c = g.state.cards[red];
    expect(c.zone).toBe('energy');
    expect(c.sleep).toBe(true);
  });
});
