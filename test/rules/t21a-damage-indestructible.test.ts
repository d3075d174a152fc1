// Issue 22 (helper t21a): 「…はダメージによって（は）破壊されない」 (d86 コウモリダコ, 隔壁閉鎖): only a destruction by
// lethal damage is prevented (HF-9.4: attack or effect damage); a destroy effect and power 0 (HF-9.5) still destroy
// (RULING «Not destroyed by damage», docs/engine.md). Cards: test/fixtures/t21a-damage.hf.
import { describe, expect, it } from 'vitest';
import { legalActions } from '../../src/engine/index.js';
import { attach } from '../../src/engine/zones.js';
import { fixtureCards } from '../helpers/fixtureCards.js';
import { act, chooseMost, makeGame, passAll } from '../helpers/harness.js';

const CARDS = fixtureCards('t21a-damage').all;
type G = ReturnType<typeof makeGame>;
const nameOf = (g: G, id: number) => g.defs.get(g.state.cards[id].def)?.name;
const inHand = (g: G, name: string) => {
  const id = g.state.players[0].hand.find((i) => nameOf(g, i) === name);
  if (id === undefined) throw new Error(`${name} is not in the hand`);
  return id;
};
const onField = (g: G, name: string) => {
  const id = g.state.battlefield.find((i) => nameOf(g, i) === name);
  if (id === undefined) throw new Error(`${name} is not on the battlefield`);
  return id;
};

function cast(g: G, spell: string, target: number) {
  act(g, { type: 'play', card: inHand(g, spell), targets: [target] });
  passAll(g);
}

describe('a continuous 「このキャラクターはダメージによって破壊されない」', () => {
  const board = (spell: string) => {
    const g = makeGame({ cards: CARDS, p0: { hand: [spell], energy: 3 }, p1: { battlefield: ['深海の盾'] } });
    const shield = onField(g, '深海の盾');
    cast(g, spell, shield);
    return { g, shield };
  };
  it('HF-9.4 lethal effect damage does not destroy it; the damage stays on it', () => {
    const { g, shield } = board('水圧弾');
    expect(g.state.cards[shield].zone).toBe('battlefield');
    expect(g.state.cards[shield].damage).toBe(3000);
  });
  it('HF-13.5 a destroy effect still destroys it', () => {
    const { g, shield } = board('圧壊');
    expect(g.state.cards[shield].zone).toBe('trash');
  });
  it('HF-9.5 power 0 still destroys it', () => {
    const { g, shield } = board('深海の冷気');
    expect(g.state.cards[shield].zone).toBe('trash');
  });
});

describe('granted until the end of the turn by an activated ability (d86 コウモリダコ)', () => {
  const board = (use: boolean) => {
    const g = makeGame({
      cards: CARDS,
      p0: { hand: ['水圧弾', '圧壊'], battlefield: ['墨吐きダコ'], energy: 3, damageField: ['水圧弾'] },
    });
    const octo = onField(g, '墨吐きダコ');
    if (use) {
      act(g, { type: 'activate', card: octo, ability: 'p0' });
      passAll(g);
    }
    cast(g, '水圧弾', octo);
    return { g, octo };
  };
  it('used: lethal damage does not destroy it, a destroy effect does', () => {
    const { g, octo } = board(true);
    expect(g.state.cards[octo].zone).toBe('battlefield');
    cast(g, '圧壊', octo);
    expect(g.state.cards[octo].zone).toBe('trash');
  });
  it('not used: the same damage destroys it', () => {
    const { g, octo } = board(false);
    expect(g.state.cards[octo].zone).toBe('trash');
  });
});

describe('「自分の手札をすべてメインデッキに戻して切る。その後、…4枚引く。」 (d85 幕間の休憩; t21a pickAll)', () => {
  const board = (hand: string[]) => {
    const g = makeGame({
      cards: CARDS,
      p0: {
        hand: ['幕間の休憩', ...hand],
        energy: 3,
        main: ['圧壊', '圧壊', '圧壊', '圧壊', '圧壊', '圧壊'],
      },
    });
    const before = [...g.state.players[0].hand];
    const main = g.state.players[0].mainDeck.length;
    act(g, { type: 'play', card: inHand(g, '幕間の休憩'), targets: [] });
    passAll(g);
    // 「全て」: every card of the hand must go, one at a time; stopping early (choosing nothing) is never offered
    let asked = 0;
    while (g.state.pending?.kind === 'choose' && asked++ < 10) {
      expect(legalActions(g).some((a) => a.type === 'choose' && a.card === null)).toBe(false);
      chooseMost(g, 1);
    }
    passAll(g);
    return { g, before, main };
  };
  it('every card of the hand goes into the main deck, then 4 are drawn (000 ■ゲームの準備: shuffled)', () => {
    const { g, before, main } = board(['水圧弾', '深海の冷気']);
    const p = g.state.players[0];
    expect(p.hand.length).toBe(4);
    // the two cards left in the hand went into the deck: it grew by 2 and lost the 4 drawn
    expect(p.mainDeck.length).toBe(main + 2 - 4);
    const returned = before.filter((id) => nameOf(g, id) !== '幕間の休憩');
    for (const id of returned) expect(['mainDeck', 'hand']).toContain(g.state.cards[id].zone);
  });
  it('HF-5.7 an empty hand: nothing goes in, the deck is still shuffled and 4 are drawn', () => {
    const { g, main } = board([]);
    expect(g.state.players[0].hand.length).toBe(4);
    expect(g.state.players[0].mainDeck.length).toBe(main - 4);
  });
});

describe('「…セットされているキャラクターが破壊されたとき、そのキャラクターのカードを、トラッシュに置くかわりに持ち主の手札に戻す」 (d85 命綱の安全ネット)', () => {
  it("HF-9.6 the destroyed host goes to its owner's hand, never to the trash; the set card goes to the trash (HF-9.8)", () => {
    const g = makeGame({
      cards: CARDS,
      p0: { hand: ['命綱の安全ネット', '圧壊'], battlefield: ['深海の盾'], energy: 3 },
    });
    const host = onField(g, '深海の盾');
    const net = inHand(g, '命綱の安全ネット');
    attach(g, net, host);
    cast(g, '圧壊', host);
    expect(g.state.cards[host].zone).toBe('hand');
    expect(g.state.cards[net].zone).toBe('trash');
    const moves = g.state.log.filter((e) => e.type === 'move' && 'card' in e && e.card === host);
    expect(moves.map((e) => ('to' in e ? e.to : ''))).toEqual(['hand']);
  });
});
