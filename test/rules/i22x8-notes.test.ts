// Issue 22 (helper i22x8): cards whose designers added a reminder note after a sentence, played with the note
// (test/fixtures/i22x8-notes.hf): the note is read away only because the engine already does what it says.
import { describe, expect, it } from 'vitest';
import { playCost } from '../../src/engine/costs.js';
import { attach, moveCard } from '../../src/engine/zones.js';
import { fixtureCards } from '../helpers/fixtureCards.js';
import { act, cardId, makeGame, passAll, power } from '../helpers/harness.js';

const CARDS = fixtureCards('i22x8-notes').all;
type G = ReturnType<typeof makeGame>;
const nameOf = (g: G, id: number) => g.defs.get(g.state.cards[id].def)?.name;
const inHand = (g: G, name: string) => {
  const id = g.state.players[0].hand.find((i) => nameOf(g, i) === name);
  if (id === undefined) throw new Error(`${name} is not in the hand`);
  return id;
};
const onField = (g: G, name: string, owner: 0 | 1) =>
  g.state.battlefield.find((id) => nameOf(g, id) === name && g.state.cards[id].owner === owner) ?? -1;
const zoneOf = (g: G, id: number) => g.state.cards[id].zone;

describe('「（この効果で破壊された《人魚》は数えない）」 (d32x 大海嘯)', () => {
  it('HF-9.4 a 《人魚》 the damage destroyed is gone before the count: one card for the one that survived', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['大海嘯'], battlefield: ['小人魚', '大人魚'] } });
    const hand = g.state.players[0].hand.length;
    act(g, { type: 'play', card: inHand(g, '大海嘯'), targets: [] });
    passAll(g);
    expect(onField(g, '小人魚', 0)).toBe(-1); // 2000 power, 3000 damage: destroyed
    expect(onField(g, '大人魚', 0)).not.toBe(-1);
    expect(g.state.players[0].hand.length).toBe(hand - 1 + 1); // the command left, one card drawn
  });
});

describe('「（ワールド・セットもこの効果を受ける。…）」 (d6 庭守の少女 ミモザ)', () => {
  it('000 (3) the next world set played costs 1 less', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { hand: ['花の庭'], battlefield: ['庭守の少女 ミモザ'], energy: 3 },
    });
    expect(playCost(g, 0, inHand(g, '花の庭'))).toBe(2);
    act(g, { type: 'activate', card: onField(g, '庭守の少女 ミモザ', 0), ability: 'p0' });
    passAll(g);
    expect(playCost(g, 0, inHand(g, '花の庭'))).toBe(1);
  });
});

describe('「（パワーが0になったことによる破壊は置き換えられない）」 (d32 予備ゼンマイ)', () => {
  function board(spell: string) {
    const g = makeGame({ cards: CARDS, p0: { hand: ['予備ゼンマイ', spell], battlefield: ['大人魚'] } });
    const host = onField(g, '大人魚', 0);
    const spring = cardId(g, '予備ゼンマイ', 0);
    attach(g, spring, host);
    act(g, { type: 'play', card: inHand(g, spell), targets: [host] });
    passAll(g);
    return { g, host, spring };
  }
  it('HF-5.11 destroyed by an effect: the set card goes to the trash instead', () => {
    const { g, host, spring } = board('破砕');
    expect(zoneOf(g, host)).toBe('battlefield');
    expect(zoneOf(g, spring)).toBe('trash');
  });
  it('HF-9.5 power 0: not replaced, the character is destroyed', () => {
    const { g, host, spring } = board('萎縮');
    expect(zoneOf(g, host)).toBe('trash');
    expect(zoneOf(g, spring)).toBe('trash'); // with its host (HF-9.8)
  });
});

describe('「（直接トラッシュに置かれた場合は「破壊」ではない…）」 (d20 皿洗いの鉄さん)', () => {
  it('000 ■破壊 destroyed: one card drawn', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['破砕'], battlefield: ['皿洗いの鉄さん'] } });
    const hand = g.state.players[0].hand.length;
    act(g, { type: 'play', card: inHand(g, '破砕'), targets: [onField(g, '皿洗いの鉄さん', 0)] });
    passAll(g);
    expect(g.state.players[0].hand.length).toBe(hand - 1 + 1);
  });
  it('000 ■破壊 put into the trash directly: no draw', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['片付け'], battlefield: ['皿洗いの鉄さん'] } });
    const hand = g.state.players[0].hand.length;
    act(g, { type: 'play', card: inHand(g, '片付け'), targets: [onField(g, '皿洗いの鉄さん', 0)] });
    passAll(g);
    expect(g.state.players[0].hand.length).toBe(hand - 1);
  });
});

describe('「（手札が無い場合は、何も置かなくてかまいません。）」 (d20 ツケの溜まった常連)', () => {
  it('HF-5.9 with an empty hand nothing is put and nothing is asked; with a hand one card is chosen', () => {
    const g = makeGame({ cards: CARDS, p0: { battlefield: ['ツケの溜まった常連'] } });
    for (const id of [...g.state.players[0].hand]) moveCard(g, id, 'mainDeck');
    const trash = g.state.players[0].trash.length;
    act(g, { type: 'attack', attacker: onField(g, 'ツケの溜まった常連', 0), target: { player: 1 } });
    for (let i = 0; i < 6 && g.state.pending?.kind === 'window'; i++) act(g, { type: 'pass' });
    expect(g.state.pending?.kind).not.toBe('choose');
    expect(g.state.players[0].trash.length).toBe(trash);

    const h = makeGame({ cards: CARDS, p0: { hand: ['破砕'], battlefield: ['ツケの溜まった常連'] } });
    const before = h.state.players[0].trash.length;
    act(h, { type: 'attack', attacker: onField(h, 'ツケの溜まった常連', 0), target: { player: 1 } });
    for (let i = 0; i < 6 && h.state.pending?.kind !== 'choose'; i++) act(h, { type: 'pass' });
    expect(h.state.pending?.kind).toBe('choose');
    act(h, { type: 'choose', card: inHand(h, '破砕') });
    expect(h.state.players[0].trash.length).toBe(before + 1);
  });
});

describe('two targets named by their player or trait: 前者／後者 (HF-5.10)', () => {
  it('d26 衝角突撃: the opponent’s character is dealt the 《飛空艇》’s power, then the 《飛空艇》 sleeps', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { hand: ['衝角突撃'], battlefield: ['飛空艇', '大人魚'] },
      p1: { battlefield: ['大人魚'] },
    });
    const ship = onField(g, '飛空艇', 0);
    const theirs = onField(g, '大人魚', 1);
    act(g, { type: 'play', card: inHand(g, '衝角突撃'), targets: [ship, theirs] });
    passAll(g);
    expect(g.state.cards[theirs].damage).toBe(4000); // 5000 power: survives with 4000 damage
    expect(g.state.cards[ship].sleep).toBe(true);
    expect(g.state.cards[onField(g, '大人魚', 0)].sleep).toBe(false);
  });

  it('d2 死兵の一撃: my target is destroyed, then theirs is dealt its power just before (with its boost, HF-9.6)', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { hand: ['号令', '死兵の一撃'], battlefield: ['小人魚'] },
      p1: { battlefield: ['大人魚'] },
    });
    const mine = onField(g, '小人魚', 0);
    const theirs = onField(g, '大人魚', 1);
    act(g, { type: 'play', card: inHand(g, '号令'), targets: [mine] });
    passAll(g);
    act(g, { type: 'play', card: inHand(g, '死兵の一撃'), targets: [mine, theirs] });
    passAll(g);
    expect(zoneOf(g, mine)).toBe('trash');
    expect(g.state.cards[theirs].damage).toBe(4000); // 2000 + 2000
  });

  it('HF-5.7 d2 死兵の一撃: my target cannot be destroyed, so the その後 damage is not dealt', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { hand: ['死兵の一撃'], battlefield: ['鉄壁'] },
      p1: { battlefield: ['大人魚'] },
    });
    const theirs = onField(g, '大人魚', 1);
    act(g, { type: 'play', card: inHand(g, '死兵の一撃'), targets: [onField(g, '鉄壁', 0), theirs] });
    passAll(g);
    expect(g.state.cards[theirs].damage).toBe(0);
  });
});

describe('「そうでなければ、そのカードをメインデッキの一番上か一番下に置く」 (d1 シオン, i22x8)', () => {
  const top = (g: G) => nameOf(g, g.state.players[0].mainDeck[0]);
  const bottom = (g: G) => nameOf(g, g.state.players[0].mainDeck[g.state.players[0].mainDeck.length - 1]);
  function reveal(declared: 'character' | 'command' | 'set') {
    const g = makeGame({ cards: CARDS, p0: { hand: ['星の巡り'], main: ['大人魚', '小人魚'] } });
    act(g, { type: 'play', card: inHand(g, '星の巡り'), targets: [] });
    passAll(g);
    act(g, { type: 'declare', value: declared });
    return g;
  }
  it('the declared kind: the revealed card goes to the hand, nothing else is asked', () => {
    const g = reveal('character');
    act(g, { type: 'choose', card: cardId(g, '大人魚', 0) }); // 「手札に加える」: it must be taken
    expect(g.state.players[0].hand.map((id) => nameOf(g, id))).toContain('大人魚');
    expect(g.state.pending?.kind).not.toBe('choose');
    expect(top(g)).toBe('小人魚');
  });
  it('another kind: its player chooses the bottom', () => {
    const g = reveal('command');
    expect(g.state.pending).toMatchObject({ kind: 'choose', player: 0, prompt: 'lookAtTop' });
    act(g, { type: 'choose', card: cardId(g, '大人魚', 0) });
    expect(bottom(g)).toBe('大人魚');
    expect(top(g)).toBe('小人魚');
  });
  it('another kind: its player leaves it on top', () => {
    const g = reveal('set');
    act(g, { type: 'choose', card: null });
    expect(top(g)).toBe('大人魚');
    expect(g.state.players[0].hand.map((id) => nameOf(g, id))).not.toContain('大人魚');
  });
  it('HF-10.3 an empty main deck: nothing happens (no reload)', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['覗き見の占い'], main: [], mainCount: 0 } });
    act(g, { type: 'play', card: inHand(g, '覗き見の占い'), targets: [] });
    passAll(g);
    expect(g.state.pending?.kind).not.toBe('choose');
    expect(g.state.players[0].mainDeck.length).toBe(0);
  });
  it('「…を見る。それがキャラクターカードであれば…てもよい」: declining the pick, then the bottom', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['覗き見の占い'], main: ['大人魚', '小人魚'] } });
    act(g, { type: 'play', card: inHand(g, '覗き見の占い'), targets: [] });
    passAll(g);
    act(g, { type: 'choose', card: null }); // keep it out of the hand
    act(g, { type: 'choose', card: cardId(g, '大人魚', 0) }); // to the bottom
    expect(bottom(g)).toBe('大人魚');
  });
  it('a card name declared in the same sentence (「カード名を１つ指定し、…」)', () => {
    const g = makeGame({ cards: CARDS, p0: { battlefield: ['名指しの占い'], main: ['大人魚', '小人魚'] } });
    act(g, { type: 'attack', attacker: onField(g, '名指しの占い', 0), target: { player: 1 } });
    for (let i = 0; i < 6 && g.state.pending?.kind !== 'declare'; i++) act(g, { type: 'pass' });
    expect(g.state.pending).toMatchObject({ kind: 'declare', player: 0 });
    act(g, { type: 'declare', value: '小人魚' });
    expect(g.state.pending).toMatchObject({ kind: 'choose', player: 0, prompt: 'lookAtTop' });
    act(g, { type: 'choose', card: null });
    expect(top(g)).toBe('大人魚');
  });
});

describe('「…全てをアクティブにする。ターン終了時まで、それらのパワーを+1000する」 (d21 千秋楽)', () => {
  it('every 《人魚》 of mine becomes active and gets +1000; others do not', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { hand: ['千秋楽'], battlefield: [{ name: '小人魚', sleep: true }, '大人魚', '鉄壁'] },
      p1: { battlefield: ['小人魚'] },
    });
    act(g, { type: 'play', card: inHand(g, '千秋楽'), targets: [] });
    passAll(g);
    const small = onField(g, '小人魚', 0);
    expect(g.state.cards[small].sleep).toBe(false);
    expect(power(g, small)).toBe(3000);
    expect(power(g, onField(g, '大人魚', 0))).toBe(6000);
    expect(power(g, onField(g, '鉄壁', 0))).toBe(4000);
    expect(power(g, onField(g, '小人魚', 1))).toBe(2000);
  });
});
