// Issue 22 (i22tb6): the seventh round's mechanics played in the engine — face-down characters with no name
// (000 ■戦場の裏向きのカード, RULING HF-14.3), 「…。これを2回行う。…なら、代わりに3回行う。」, cards chosen at
// random in a zone, two targets named 「前者」「後者」 (HF-5.10), and a set card's keyword with its reminder.
import { describe, expect, it } from 'vitest';
import { nameOf as engineName, hasKeyword, traitsOf } from '../../src/engine/query.js';
import { attach, moveCard } from '../../src/engine/zones.js';
import { fixtureCards } from '../helpers/fixtureCards.js';
import { advance, takeAllDamage } from '../helpers/flow.js';
import { act, cardId, makeGame, passAll, power } from '../helpers/harness.js';
import { ofType } from '../helpers/lookup.js';

const CARDS = fixtureCards('i22tb6').all;
type G = ReturnType<typeof makeGame>;
const nameOf = (g: G, id: number) => g.defs.get(g.state.cards[id].def)?.name;
const zoneOf = (g: G, id: number) => g.state.cards[id].zone;

function play(g: G, name: string, targets: number[] = []): void {
  act(g, { type: 'play', card: cardId(g, name, 0), targets });
  passAll(g);
}

describe('「…を裏向きかつアクティブで登場させる。それはパワー1000で《忍》《分身》を持ち、テキストを持たないキャラクターとして扱う。これを2回行う。…なら、代わりに3回行う。」', () => {
  const clones = (g: G) => g.state.battlefield.filter((id) => !g.state.cards[id].faceUp);

  it('RULING HF-14.3: each top card enters face down and active, power 1000, 《忍》《分身》, no name, no abilities', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { hand: ['分身の術', '一閃', '一閃', '一閃'], main: ['赤', '青', '赤'] },
    });
    play(g, '分身の術');
    const ids = clones(g);
    expect(ids).toHaveLength(2); // three cards left in hand: twice
    for (const id of ids) {
      expect(g.state.cards[id].controller).toBe(0);
      expect(g.state.cards[id].sleep).toBe(false);
      expect(power(g, id)).toBe(1000);
      expect(traitsOf(g, id)).toEqual(['忍', '分身']);
      expect(engineName(g, id)).toBe('');
    }
    expect(ids.map((id) => nameOf(g, id)).sort()).toEqual(['赤', '青'].sort());
  });

  it('「あなたの手札が2枚以下なら、代わりに3回行う」: the condition is checked on resolution', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { hand: ['分身の術', '一閃'], main: ['赤', '青', '赤', '青'], mainCount: 4 },
    });
    play(g, '分身の術');
    expect(clones(g)).toHaveLength(3);
    expect(g.state.players[0].mainDeck).toHaveLength(1);
  });

  it('HF-10.3: an empty main deck puts nothing and does not reload', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['分身の術'], main: ['赤'], mainCount: 1 } });
    play(g, '分身の術');
    expect(clones(g)).toHaveLength(1);
    expect(g.state.players[0].mainDeck).toHaveLength(0);
    expect(g.state.players[0].damageField).toHaveLength(0);
  });

  it('000 ■戦場の裏向きのカード: leaving the battlefield ends the definition', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['分身の術'], main: ['赤', '青', '赤'] } });
    play(g, '分身の術');
    const [id] = clones(g);
    moveCard(g, id, 'trash');
    expect(g.state.cards[id].faceDown).toBeNull();
    expect(engineName(g, id)).toBe(nameOf(g, id));
  });
});

describe('cards chosen at random in a zone (i22tb6)', () => {
  it('「メインデッキからランダムなコマンドカードを1枚公開し、手札に加える。その後、…シャッフルする」: nobody chooses', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['忍具箱'], main: ['赤', '一閃', '青'] } });
    play(g, '忍具箱');
    expect(g.state.pending?.kind).not.toBe('choose');
    const hand = g.state.players[0].hand.map((id) => nameOf(g, id));
    expect(hand).toEqual(['一閃']);
    expect(g.state.log.some((e) => e.type === 'reveal')).toBe(true);
    expect(g.state.log.some((e) => e.type === 'shuffle')).toBe(true);
  });

  it('no matching card: nothing is added, the deck is still shuffled', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['忍具箱'], main: ['赤', '青'] } });
    play(g, '忍具箱');
    expect(g.state.players[0].hand).toHaveLength(0);
  });

  it('「トラッシュからランダムなキャラクターカードを1枚手札に加える」: one of them, chosen by the game', () => {
    const seen = new Set<string>();
    for (let seed = 1; seed <= 12; seed++) {
      const g = makeGame({ seed, cards: CARDS, p0: { hand: ['拾い物'], trash: ['赤', '青', '一閃'] } });
      play(g, '拾い物');
      expect(ofType(g, 'choose')).toHaveLength(0);
      const hand = g.state.players[0].hand.map((id) => nameOf(g, id) ?? '');
      expect(hand).toHaveLength(1);
      expect(['赤', '青']).toContain(hand[0]);
      seen.add(hand[0]);
    }
    expect(seen.size).toBe(2); // both can be chosen
  });
});

describe('「AとBを対象とする。…前者の…、後者の…」 (HF-5.10)', () => {
  it('the first target gets +1000, the second -1000', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { hand: ['天秤の裁き'], battlefield: ['赤'] },
      p1: { battlefield: ['青'] },
    });
    const mine = cardId(g, '赤', 0);
    const theirs = cardId(g, '青', 1);
    play(g, '天秤の裁き', [mine, theirs]);
    expect(power(g, mine)).toBe(3000);
    expect(power(g, theirs)).toBe(2000);
  });

  it('HF-5.6: one sentence is one process; the first target gone, neither part happens (src/engine/targetSteps.ts)', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { hand: ['天秤の裁き'], battlefield: ['赤'] },
      p1: { battlefield: ['青'] },
    });
    const mine = cardId(g, '赤', 0);
    const theirs = cardId(g, '青', 1);
    act(g, { type: 'play', card: cardId(g, '天秤の裁き', 0), targets: [mine, theirs] });
    moveCard(g, mine, 'trash');
    passAll(g);
    expect(power(g, theirs)).toBe(3000);
  });

  it('both are needed to play it (HF-5.4)', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['天秤の裁き'], battlefield: ['赤'] } });
    const spell = cardId(g, '天秤の裁き', 0);
    expect(ofType(g, 'play').filter((a) => a.card === spell)).toHaveLength(0);
  });
});

describe('a set card keyword with its reminder (000 ■セットカード)', () => {
  it('「【神速】（このカードがセットされているキャラクターは【神速】を持つ。）」: the host has 【神速】', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['彗星の尾'], battlefield: ['赤'] } });
    const host = cardId(g, '赤', 0);
    expect(hasKeyword(g, host, 'godspeed')).toBe(false);
    attach(g, cardId(g, '彗星の尾', 0), host);
    expect(hasKeyword(g, host, 'godspeed')).toBe(true);
  });
});

describe('「このターンにこのキャラクターが攻撃を行っていないなら」 (i22tb6)', () => {
  const toNextTurn = (g: G) => advance(g, (x) => x.state.turnPlayer === 1);
  it('no attack this turn: it draws at the turn end', () => {
    const g = makeGame({ cards: CARDS, p0: { battlefield: ['見張り番'] } });
    const before = g.state.players[0].hand.length;
    toNextTurn(g);
    expect(g.state.players[0].hand.length).toBe(before + 1);
  });
  it('it attacked: no draw', () => {
    const g = makeGame({ cards: CARDS, p0: { battlefield: ['見張り番'] } });
    const me = cardId(g, '見張り番', 0);
    act(g, { type: 'attack', attacker: me, target: { player: 1 } });
    for (let i = 0; i < 20 && g.state.pending?.kind !== 'main'; i++)
      if (g.state.pending?.kind === 'damage') takeAllDamage(g, 1);
      else act(g, { type: 'pass' });
    const before = g.state.players[0].hand.length;
    toNextTurn(g);
    expect(g.state.players[0].hand.length).toBe(before);
  });
});
