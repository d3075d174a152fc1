// Issue 22, missing mechanics batch 2: conditions on the set cards attached to a character (HF-4.4, HF-12.9).
import { describe, expect, it } from 'vitest';
import { attach } from '../../src/engine/zones.js';
import { fixtureCards } from '../helpers/fixtureCards.js';
import { act, legalActions, makeGame, passAll, power } from '../helpers/harness.js';

const CARDS = fixtureCards('i22r-mechanics').all;
type G = ReturnType<typeof makeGame>;
const nameOf = (g: G, id: number) => g.defs.get(g.state.cards[id].def)?.name;
const field = (g: G, name: string) => {
  const id = g.state.battlefield.find((i) => nameOf(g, i) === name);
  if (id === undefined) throw new Error(`${name} is not on the battlefield`);
  return id;
};
const handOf = (g: G, p: 0 | 1, name: string) => {
  const id = g.state.players[p].hand.find((i) => nameOf(g, i) === name);
  if (id === undefined) throw new Error(`${name} is not in the hand`);
  return id;
};

describe('「このキャラクターにセットカードが（N枚以上）セットされている限り」 (issue 22)', () => {
  it('HF-12.9 a continuous ability applies only while a set card (anyone’s) is attached', () => {
    const g = makeGame({ cards: CARDS, p0: { battlefield: ['蕾'] }, p1: { hand: ['葉'] } });
    const bud = field(g, '蕾');
    expect(power(g, bud)).toBe(1000);
    const leaf = handOf(g, 1, '葉'); // the opponent's set card counts too
    attach(g, leaf, bud);
    expect(power(g, bud)).toBe(3000);
  });

  it('HF-12.9 「2枚以上セットされている間」 needs two; 「1枚もセットされていない限り」 only with none', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { battlefield: ['薔薇', '裸'], hand: ['葉', '葉', '葉'] },
    });
    const rose = field(g, '薔薇');
    const bare = field(g, '裸');
    const [a, b, c] = g.state.players[0].hand.slice();
    expect(power(g, bare)).toBe(2000);
    attach(g, a, rose);
    expect(power(g, rose)).toBe(1000);
    attach(g, b, rose);
    expect(power(g, rose)).toBe(4000);
    attach(g, c, bare);
    expect(power(g, bare)).toBe(1000);
  });

  it('HF-5.6 「そのキャラクターにセットカードがセットされている場合」 in an effect is checked on the target when it resolves', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { battlefield: ['赤', '蕾'], hand: ['芽吹き', '芽吹き', '葉'], main: ['赤', '赤', '赤'] },
    });
    const red = field(g, '赤');
    const bud = field(g, '蕾');
    const [first, second] = g.state.players[0].hand.filter((i) => nameOf(g, i) === '芽吹き');
    act(g, { type: 'play', card: first, targets: [red] });
    passAll(g);
    expect(g.state.players[0].hand).toHaveLength(2); // nothing set on 赤: no draw
    attach(g, handOf(g, 0, '葉'), bud);
    act(g, { type: 'play', card: second, targets: [bud] });
    passAll(g);
    expect(g.state.players[0].hand).toHaveLength(1); // drew one
  });
});

describe('「セットカードがセットされているあなたのキャラクター」 (issue 22)', () => {
  it('HF-12.9 only the characters with a set card attached get the bonus, while it is attached', () => {
    const g = makeGame({ cards: CARDS, p0: { battlefield: ['詩宴', '赤', '蕾'], hand: ['葉'] } });
    const red = field(g, '赤');
    expect(power(g, red)).toBe(1000);
    attach(g, handOf(g, 0, '葉'), red);
    expect(power(g, red)).toBe(2000);
    expect(power(g, field(g, '蕾'))).toBe(1000);
  });
});

describe('「あなたがカードの【ダメージトリガー】を公開した時」 (issue 22)', () => {
  it('HF-9.3 RULING: it triggers for the revealing player once the trigger’s effect has resolved, not for a face-down card', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { hand: ['火花', '火花'], guard: ['赤', '赤'] },
      p1: { battlefield: ['契約の語り部'], guard: ['守りの盾', '赤', '赤'] },
    });
    const shield = g.state.players[1].guardDeck.find((i) => nameOf(g, i) === '守りの盾') as number;
    const hand = g.state.players[1].hand.length;
    act(g, { type: 'play', card: handOf(g, 0, '火花'), targets: [] });
    passAll(g);
    act(g, { type: 'takeDamage', card: shield, reveal: true });
    // 守りの盾 deals 1 to player 0 first (its effect resolves), then the storyteller's ability draws
    act(g, { type: 'takeDamage', card: g.state.players[0].guardDeck[0], reveal: false });
    passAll(g);
    expect(g.state.players[1].hand).toHaveLength(hand + 1);
    expect(g.state.cards[shield].zone).toBe('damageField');
    // a card put face down (not revealed) triggers nothing
    act(g, { type: 'play', card: handOf(g, 0, '火花'), targets: [] });
    passAll(g);
    if (g.state.pending?.kind === 'damage')
      act(g, { type: 'takeDamage', card: g.state.players[1].guardDeck[0], reveal: false });
    passAll(g);
    expect(g.state.players[1].hand).toHaveLength(hand + 1);
  });
});

describe('destroyed by an attack or by 【反撃】 (issue 22)', () => {
  it('HF-8.6 「自分の《機甲竜》が攻撃で相手のキャラクターを破壊した時」 watches every matching attacker, not only itself', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { battlefield: ['竜騎隊長', '機甲竜'] },
      p1: { battlefield: [{ name: '赤', sleep: true }] },
    });
    const hand = g.state.players[0].hand.length;
    act(g, { type: 'attack', attacker: field(g, '機甲竜'), target: { card: field(g, '赤') } });
    passAll(g);
    if (g.state.pending?.kind === 'defense') {
      act(g, { type: 'defend', defender: null });
      passAll(g);
    }
    expect(g.state.battlefield.some((i) => nameOf(g, i) === '赤')).toBe(false);
    expect(g.state.players[0].hand).toHaveLength(hand + 1);
  });

  it('HF-13.1 「このキャラクターの【反撃】によってキャラクターが破壊された時」: the attacker destroyed by the counter damage', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { battlefield: ['機甲竜'] },
      p1: { battlefield: ['海溝の門番'] },
    });
    const hand = g.state.players[1].hand.length;
    const dragon = field(g, '機甲竜');
    act(g, { type: 'attack', attacker: dragon, target: { player: 1 } });
    passAll(g);
    act(g, { type: 'defend', defender: field(g, '海溝の門番') });
    passAll(g);
    expect(g.state.cards[dragon].zone).toBe('trash');
    expect(g.state.players[1].hand).toHaveLength(hand + 1);
  });

  it('HF-8.6 an attack destroying a character does not count as 【反撃】 (and no counter kill without a defense)', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { battlefield: ['海溝の門番'] },
      p1: { battlefield: [{ name: '赤', sleep: true }] },
    });
    const hand = g.state.players[0].hand.length;
    act(g, { type: 'attack', attacker: field(g, '海溝の門番'), target: { card: field(g, '赤') } });
    passAll(g);
    if (g.state.pending?.kind === 'defense') {
      act(g, { type: 'defend', defender: null });
      passAll(g);
    }
    expect(g.state.battlefield.some((i) => nameOf(g, i) === '赤')).toBe(false);
    expect(g.state.players[0].hand).toHaveLength(hand);
  });
});

describe('face-up cards in the damage field, energy compared (issue 22)', () => {
  it('HF-9.3 「ダメージフィールドの表向きのカード」: only the face-up ones are offered', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { hand: ['潮騒'], damageField: [{ name: '赤', faceUp: true }, '赤'] },
    });
    const [up, down] = g.state.players[0].damageField;
    act(g, { type: 'play', card: handOf(g, 0, '潮騒'), targets: [] });
    passAll(g);
    const offered = legalActions(g)
      .filter((a) => a.type === 'choose')
      .map((a) => (a as { card: number | null }).card);
    expect(offered).toContain(up);
    expect(offered).not.toContain(down);
    act(g, { type: 'choose', card: up });
    passAll(g);
    expect(g.state.cards[up].zone).toBe('guardDeck');
  });

  it('HF-9.3 「ダメージフィールドに表向きのカードが2枚以上あるなら」 counts face-up cards only', () => {
    const one = makeGame({
      cards: CARDS,
      p0: { hand: ['渦の牙'], damageField: [{ name: '赤', faceUp: true }, '赤'] },
    });
    act(one, { type: 'play', card: handOf(one, 0, '渦の牙'), targets: [] });
    passAll(one);
    expect(one.state.players[0].hand).toHaveLength(0);
    const two = makeGame({
      cards: CARDS,
      p0: {
        hand: ['渦の牙'],
        damageField: [
          { name: '赤', faceUp: true },
          { name: '赤', faceUp: true },
        ],
      },
    });
    act(two, { type: 'play', card: handOf(two, 0, '渦の牙'), targets: [] });
    passAll(two);
    expect(two.state.players[0].hand).toHaveLength(1);
  });

  it('「あなたのエネルギーが対戦相手のエネルギーより少ないなら」: strictly fewer energy cards, either state', () => {
    const fewer = makeGame({ cards: CARDS, p0: { hand: ['発電塔'], energy: 1 }, p1: { energy: 2 } });
    act(fewer, { type: 'play', card: handOf(fewer, 0, '発電塔'), targets: [] });
    passAll(fewer);
    expect(fewer.state.players[0].hand).toHaveLength(1);
    const equal = makeGame({ cards: CARDS, p0: { hand: ['発電塔'], energy: 2 }, p1: { energy: 2 } });
    act(equal, { type: 'play', card: handOf(equal, 0, '発電塔'), targets: [] });
    passAll(equal);
    expect(equal.state.players[0].hand).toHaveLength(0);
  });
});

describe('「…にのみ使用できる」 on an activated ability (issue 22)', () => {
  const activations = (g: G, name: string) =>
    legalActions(g).filter((a) => a.type === 'activate' && nameOf(g, (a as { card: number }).card) === name);

  it('HF-12.4 「対戦相手のターン中にのみ使用できる」: not in its controller’s own main phase', () => {
    const g = makeGame({ cards: CARDS, p0: { battlefield: ['副会長'] } });
    expect(activations(g, '副会長')).toEqual([]);
    expect(() =>
      act(g, { type: 'activate', player: 0, card: field(g, '副会長'), ability: 0, targets: [] } as never),
    ).toThrow();
  });

  it('HF-12.4 「…場合にのみ使用できる」: usable only while the condition holds', () => {
    const g = makeGame({ cards: CARDS, p0: { battlefield: ['会計'], hand: ['赤', '赤'] } });
    expect(activations(g, '会計')).toEqual([]);
    const few = makeGame({ cards: CARDS, p0: { battlefield: ['会計'], hand: ['赤'] } });
    expect(activations(few, '会計')).not.toEqual([]);
  });
});

describe('「手札がN枚になるまで引く」 (issue 22)', () => {
  it('HF-10 draws what the hand lacks to reach N, counted when it resolves; nothing when it has N or more', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['補充', '赤'] } });
    act(g, { type: 'play', card: handOf(g, 0, '補充'), targets: [] });
    passAll(g);
    expect(g.state.players[0].hand).toHaveLength(3); // 1 left after playing, drew 2
    const full = makeGame({ cards: CARDS, p0: { hand: ['補充', '赤', '赤', '赤'] } });
    act(full, { type: 'play', card: handOf(full, 0, '補充'), targets: [] });
    passAll(full);
    expect(full.state.players[0].hand).toHaveLength(3);
  });
});

describe('excluding by name or trait (issue 22)', () => {
  const targetsOf = (g: G, name: string) =>
    legalActions(g)
      .filter((a) => a.type === 'play' && nameOf(g, (a as { card: number }).card) === name)
      .map((a) => (a as { targets: number[] }).targets[0]);

  it('HF-5.4 「「赤」以外の」 and 「《機甲竜》を持たない」 leave those characters out of the targets', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { hand: ['選別', '竜狩り'], battlefield: ['赤', '機甲竜', '蕾'] },
    });
    expect(targetsOf(g, '選別').sort()).toEqual([field(g, '機甲竜'), field(g, '蕾')].sort());
    expect(targetsOf(g, '竜狩り').sort()).toEqual([field(g, '赤'), field(g, '蕾')].sort());
  });
});
