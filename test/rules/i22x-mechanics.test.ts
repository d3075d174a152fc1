// Issue 22 (i22x): 「《証拠》を持つセットカードがセットされている対戦相手のキャラクター」 — the trait is the set
// card's (HF-4.4: a set card set on a character), never the character's; 「セットカードがセットされていない」.
import { describe, expect, it } from 'vitest';
import { attach } from '../../src/engine/zones.js';
import { compileFixture, fixtureCards } from '../helpers/fixtureCards.js';
import { act, makeGame, passAll } from '../helpers/harness.js';
import { inHand, ofType } from '../helpers/lookup.js';

// 「…がプレイされて戦場に登場した時」 (no zone) is kept out of test/fixtures: the fixtures feed the suggestion
// search's part bank (codegen/dsl/tools/partBank.ts), where this lead would be offered for every typo of 「登場した時」
const PLAYED_SOURCE = `【セット】test

【カード】開幕
種別：キャラクター
コスト：0
パワー：1000
テキスト：
  [自動]：このキャラクターがプレイされて戦場に登場した時、あなたはカードを1枚引く。

【カード】伏せ札二
種別：セット
コスト：0
パワー：+1000
テキスト：
  [自動]：このキャラクターがプレイされて戦場に登場した時、あなたはカードを1枚引く。
`;
const CARDS = [...fixtureCards('i22x-mechanics').all, ...compileFixture(PLAYED_SOURCE).all];
type G = ReturnType<typeof makeGame>;
const nameOf = (g: G, id: number) => g.defs.get(g.state.cards[id].def)?.name;

/** p1: 兵 with 剣, 兵 with 証拠品, 兵 with nothing, and 証拠の兵 (a 《証拠》 character with 剣). */
function board(hand: string): { g: G; sword: number; evidence: number; bare: number; tagged: number } {
  const g = makeGame({
    cards: CARDS,
    p0: { hand: [hand] },
    p1: { hand: ['剣', '証拠品', '剣'], battlefield: ['兵', '兵', '兵', '証拠の兵'] },
  });
  const [sword, evidence, bare] = g.state.battlefield.filter((id) => nameOf(g, id) === '兵');
  const tagged = g.state.battlefield.find((id) => nameOf(g, id) === '証拠の兵') as number;
  const [s1, e, s2] = g.state.players[1].hand;
  attach(g, s1, sword);
  attach(g, e, evidence);
  attach(g, s2, tagged);
  return { g, sword, evidence, bare, tagged };
}
const targetsOf = (g: G, name: string) =>
  ofType(g, 'play')
    .filter((a) => a.card === inHand(g, name, 0))
    .map((a) => a.targets);

describe('the traits of the set cards on a character (issue 22, HF-4.4)', () => {
  it('「《証拠》を持つセットカードがセットされている」: only the character with a 《証拠》 set card, not the 《証拠》 character', () => {
    const { g, evidence } = board('判決');
    expect(targetsOf(g, '判決')).toEqual([[evidence]]);
    act(g, { type: 'play', card: inHand(g, '判決', 0), targets: [evidence] });
    passAll(g);
    expect(g.state.cards[evidence].zone).toBe('trash');
  });

  it('「《証拠》のセットカードが付いている、…」 reads the same', () => {
    const { g, evidence } = board('押収');
    expect(targetsOf(g, '押収')).toEqual([[evidence]]);
  });

  it('「セットカードがセットされていない」: only the character with no set card', () => {
    const { g, bare } = board('丸腰狙い');
    expect(targetsOf(g, '丸腰狙い')).toEqual([[bare]]);
  });

  it('「《証拠》を持つセットカードがセットされていない」: every character without a 《証拠》 set card', () => {
    const { g, sword, bare, tagged } = board('無実');
    expect(targetsOf(g, '無実').flat().sort()).toEqual([sword, bare, tagged].sort());
  });
});

describe('「エネルギーコストを支払わずに」 with an effect that sets or puts a card (issue 22)', () => {
  it('HF-4.4 「手札の…セットカード一枚を選び、エネルギーコストを支払わずにそれにセットする」: set on the target, nothing paid', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['提出', '証拠品'] }, p1: { battlefield: ['兵'] } });
    const host = g.state.battlefield[0];
    const energy = g.state.players[0].energy.length;
    act(g, { type: 'play', card: inHand(g, '提出', 0), targets: [host] });
    passAll(g);
    expect(g.state.pending).toMatchObject({ kind: 'choose', player: 0 });
    act(g, { type: 'choose', card: inHand(g, '証拠品', 0) });
    passAll(g);
    expect(g.state.players[0].energy.length).toBe(energy);
    const set = g.state.cards[host].attachments.map((id) => nameOf(g, id));
    expect(set).toEqual(['証拠品']);
  });

  it('HF-5.1 「コストを支払わずに戦場に登場させる」: on the battlefield, no play, no energy paid', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['奇襲', '兵'] } });
    const energy = g.state.players[0].energy.length;
    act(g, { type: 'play', card: inHand(g, '奇襲', 0), targets: [] });
    passAll(g);
    if (g.state.pending?.kind === 'choose') act(g, { type: 'choose', card: inHand(g, '兵', 0) });
    passAll(g);
    expect(g.state.battlefield.map((id) => nameOf(g, id))).toEqual(['兵']);
    expect(g.state.players[0].energy.length).toBe(energy);
  });
});

describe('discarding at random (issue 22)', () => {
  const hands = (g: G) => [g.state.players[0].hand.length, g.state.players[1].hand.length];
  const trashes = (g: G) => [g.state.players[0].trash.length, g.state.players[1].trash.length];
  for (const [name, loser] of [
    ['手札狩り', 1],
    ['自棄', 1],
    ['博打', 0],
  ] as const) {
    it(`「${name}」: a card of player ${loser}'s hand goes to the trash, nobody is asked`, () => {
      const g = makeGame({
        cards: CARDS,
        p0: { hand: [name, '兵', '兵'] },
        p1: { hand: ['兵', '兵', '兵'] },
      });
      act(g, { type: 'play', card: inHand(g, name, 0), targets: [] });
      passAll(g);
      expect(g.state.pending?.kind).toBe('main');
      expect(hands(g)).toEqual(loser === 1 ? [2, 2] : [1, 3]);
      expect(trashes(g)).toEqual(loser === 1 ? [1, 1] : [2, 0]);
    });
  }
});

describe('a set card’s 「…がガードデッキからプレイされて戦場に登場した時」 is its being set by that play (issue 22)', () => {
  const handSize = (g: G, p: 0 | 1) => g.state.players[p].hand.length;
  it('HF-5.2 played from the guard deck and set: its player draws', () => {
    const g = makeGame({ cards: CARDS, turnPlayer: 1, p1: { guard: ['伏せ札'], battlefield: ['兵'] } });
    const host = g.state.battlefield[0];
    const fromGuard = g.state.players[1].guardDeck.find((id) => nameOf(g, id) === '伏せ札') as number;
    const before = handSize(g, 1);
    act(g, { type: 'play', card: fromGuard, targets: [host] });
    passAll(g);
    expect(g.state.cards[host].attachments).toEqual([fromGuard]);
    expect(handSize(g, 1)).toBe(before + 1);
  });

  it('played from the hand: set, nothing drawn', () => {
    const g = makeGame({ cards: CARDS, turnPlayer: 1, p1: { hand: ['伏せ札'], battlefield: ['兵'] } });
    const host = g.state.battlefield[0];
    const before = handSize(g, 1);
    act(g, { type: 'play', card: inHand(g, '伏せ札', 1), targets: [host] });
    passAll(g);
    expect(g.state.cards[host].attachments.length).toBe(1);
    expect(handSize(g, 1)).toBe(before - 1);
  });

  it('set by an effect (no play): nothing drawn', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['仕込み', '伏せ札'] } });
    act(g, { type: 'play', card: inHand(g, '仕込み', 0), targets: [] });
    passAll(g);
    if (g.state.pending?.kind === 'choose') act(g, { type: 'choose', card: inHand(g, '伏せ札', 0) });
    passAll(g);
    const host = g.state.battlefield.find((id) => nameOf(g, id) === '仕込み') as number;
    expect(g.state.cards[host].attachments.length).toBe(1);
    expect(handSize(g, 0)).toBe(0);
  });
});

describe('who looks at the top card and chooses (issue 22)', () => {
  for (const name of ['覗き込み', '間引き'] as const)
    it(`「${name}」: the opponent's deck, the card's player looks and chooses (the deck's owner does not)`, () => {
      const g = makeGame({ cards: CARDS, p0: { hand: [name] }, p1: { main: ['兵', '剣'] } });
      const top = g.state.players[1].mainDeck[0];
      act(g, { type: 'play', card: inHand(g, name, 0), targets: [] });
      passAll(g);
      expect(g.state.pending).toMatchObject({ kind: 'choose', player: 0, prompt: 'lookAtTop' });
      act(g, { type: 'choose', card: top });
      passAll(g);
      expect(g.state.cards[top].zone).toBe(name === '間引き' ? 'trash' : 'mainDeck');
      if (name === '覗き込み') expect(g.state.players[1].mainDeck.at(-1)).toBe(top);
    });

  it('「対戦相手は自分のメインデッキの一番上のカードを見る。…てもよい」: the opponent looks at their deck and chooses', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['自省'], main: ['兵'] }, p1: { main: ['兵', '剣'] } });
    const top = g.state.players[1].mainDeck[0];
    act(g, { type: 'play', card: inHand(g, '自省', 0), targets: [] });
    passAll(g);
    expect(g.state.pending).toMatchObject({ kind: 'choose', player: 1, prompt: 'lookAtTop' });
    act(g, { type: 'choose', card: null });
    passAll(g);
    expect(g.state.players[1].mainDeck[0]).toBe(top);
  });
});

describe('「…がプレイされて戦場に登場した時」 with no zone (issue 22)', () => {
  const handSize = (g: G, p: 0 | 1) => g.state.players[p].hand.length;
  it('a character played from the hand: it triggers', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['開幕'], main: ['兵', '兵'] } });
    act(g, { type: 'play', card: inHand(g, '開幕', 0), targets: [] });
    passAll(g);
    expect(handSize(g, 0)).toBe(1);
  });

  it('put onto the battlefield by an effect: no play, no trigger', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['奇襲', '開幕'], main: ['兵', '兵'] } });
    act(g, { type: 'play', card: inHand(g, '奇襲', 0), targets: [] });
    passAll(g);
    if (g.state.pending?.kind === 'choose') act(g, { type: 'choose', card: inHand(g, '開幕', 0) });
    passAll(g);
    expect(g.state.battlefield.map((id) => nameOf(g, id))).toEqual(['開幕']);
    expect(handSize(g, 0)).toBe(0);
  });

  it('a set card played and set: it triggers; set by an effect: it does not', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['伏せ札二'], battlefield: ['兵'], main: ['兵', '兵'] } });
    act(g, { type: 'play', card: inHand(g, '伏せ札二', 0), targets: [g.state.battlefield[0]] });
    passAll(g);
    expect(handSize(g, 0)).toBe(1);
    const e = makeGame({ cards: CARDS, p0: { hand: ['仕込み', '伏せ札二'], main: ['兵', '兵'] } });
    act(e, { type: 'play', card: inHand(e, '仕込み', 0), targets: [] });
    passAll(e);
    if (e.state.pending?.kind === 'choose') act(e, { type: 'choose', card: inHand(e, '伏せ札二', 0) });
    passAll(e);
    expect(handSize(e, 0)).toBe(0);
  });
});
