// Issue 22 (i22ta, sixth round): wordings of a Weiß Schwarz / Vanguard designer and an MTG / Hearthstone translator
// (codegen/dsl/designerWordsTrain5a.ts and the label rows), played in the engine (test/fixtures/i22ta-train5a.hf).
import { describe, expect, it } from 'vitest';
import { deckConditionHolds } from '../../src/engine/setup.js';
import { fixtureCards } from '../helpers/fixtureCards.js';
import { act, cardId, makeGame, passAll, power } from '../helpers/harness.js';
import { ofType } from '../helpers/lookup.js';

const FIXTURE = fixtureCards('i22ta-train5a');
const CARDS = FIXTURE.all;
type G = ReturnType<typeof makeGame>;
const nameOf = (g: G, id: number) => g.defs.get(g.state.cards[id].def)?.name;
const top = (g: G, p: 0 | 1, n: number) => g.state.players[p].mainDeck.slice(0, n).map((id) => nameOf(g, id));
const names = (g: G, ids: readonly number[]) => ids.map((id) => nameOf(g, id));

function play(g: G, name: string): void {
  act(g, { type: 'play', card: cardId(g, name, 0), targets: [] });
  passAll(g);
}
const chooseByName = (g: G, name: string) => {
  const id = ofType(g, 'choose').find((a) => a.card !== null && nameOf(g, a.card) === name)?.card;
  if (id === undefined || id === null) throw new Error(`${name} is not offered`);
  act(g, { type: 'choose', card: id });
};

describe('「…一番上のカードを見る。あなたはそのカードをトラッシュに置いてよい。」 (HF-10.3)', () => {
  it('the looker may put it into the trash', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['覗き捨て'], main: ['赤', '青'] } });
    play(g, '覗き捨て');
    expect(g.state.pending).toMatchObject({ kind: 'choose', player: 0 });
    chooseByName(g, '赤');
    expect(names(g, g.state.players[0].trash)).toContain('赤');
    expect(top(g, 0, 1)).toEqual(['青']);
  });

  it('or leave it on top', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['覗き捨て'], main: ['赤', '青'] } });
    play(g, '覗き捨て');
    act(g, { type: 'choose', card: null });
    expect(top(g, 0, 2)).toEqual(['赤', '青']);
  });
});

describe('「…なら、代わりに…」 with another count (HF-5.7)', () => {
  it('「代わりにカードを2枚引く」: two cards while you control a 《機関》 character, one otherwise', () => {
    const withEngine = makeGame({ cards: CARDS, p0: { hand: ['汽笛'], battlefield: ['機関車'] } });
    const before = withEngine.state.players[0].hand.length;
    play(withEngine, '汽笛');
    expect(withEngine.state.players[0].hand.length).toBe(before - 1 + 2);
    const without = makeGame({ cards: CARDS, p0: { hand: ['汽笛'], battlefield: ['赤'] } });
    const n = without.state.players[0].hand.length;
    play(without, '汽笛');
    expect(without.state.players[0].hand.length).toBe(n - 1 + 1);
  });

  it('「代わりに3枚までアクティブにする」: three of the energy paid for it become active again, one otherwise', () => {
    const active = (g: G) => g.state.players[0].energy.filter((id) => !g.state.cards[id].sleep).length;
    const withEngine = makeGame({
      cards: CARDS,
      p0: { hand: ['蒸気圧'], battlefield: ['機関車'], energy: 3 },
    });
    play(withEngine, '蒸気圧');
    expect(active(withEngine)).toBe(3);
    const without = makeGame({ cards: CARDS, p0: { hand: ['蒸気圧'], energy: 3 } });
    play(without, '蒸気圧');
    expect(active(without)).toBe(1);
  });
});

describe('「その中から…を1枚公開し、手札に加えてもよい」 (HF-10.3)', () => {
  it('up to one: the player may take none, and the rest go to the bottom', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['選鉱'], main: ['機関車', '赤', '青'] } });
    play(g, '選鉱');
    expect(ofType(g, 'choose').some((a) => a.card === null)).toBe(true); // none may be taken
    act(g, { type: 'choose', card: null });
    expect(names(g, g.state.players[0].hand)).not.toContain('機関車');
  });
});

describe('【自】【起】 (Weiß Schwarz / Vanguard labels)', () => {
  it('【起】[スリープ] is an activated ability, 【自】 an automatic one (HF-12.1, HF-12.4)', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['照明係'], energy: 1 } });
    const id = cardId(g, '照明係', 0);
    play(g, '照明係');
    expect(power(g, id)).toBe(2000);
    expect(ofType(g, 'activate').some((a) => a.card === id)).toBe(true);
  });
});

describe('「このカードは、あなたのキャラクターが防御を行っている間にのみプレイできる。」 (HF-5.1, HF-8)', () => {
  it('not while the attack waits for a defender; in the interruption timing after the defence, targeting the defender', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { battlefield: ['赤'] },
      p1: { battlefield: ['青'], hand: ['アドリブ'] },
    });
    const adlib = cardId(g, 'アドリブ', 1);
    const blue = cardId(g, '青', 1);
    const playable = () => ofType(g, 'play').filter((a) => a.card === adlib);
    act(g, { type: 'attack', attacker: cardId(g, '赤', 0), target: { player: 1 } });
    expect(g.state.pending).toMatchObject({ kind: 'window', player: 1 });
    expect(playable()).toEqual([]); // nobody defends yet
    passAll(g);
    act(g, { type: 'defend', defender: blue });
    act(g, { type: 'pass' });
    expect(g.state.pending).toMatchObject({ kind: 'window', player: 1 });
    expect(playable().map((a) => a.targets)).toEqual([[blue]]);
  });
});

describe('「対戦相手のアクティブのエネルギーを2枚選ぶ。それらをスリープにする。」 (000 ■エネルギー)', () => {
  it('two of the opponent’s active energies go to sleep; with one active, that one', () => {
    const asleep = (g: G, p: 0 | 1) =>
      g.state.players[p].energy.filter((id) => g.state.cards[id].sleep).length;
    const g = makeGame({ cards: CARDS, p0: { hand: ['盗掘'] }, p1: { energy: 3 } });
    play(g, '盗掘');
    expect(asleep(g, 1)).toBe(2);
    expect(g.state.players[1].energy).toHaveLength(3);
    const one = makeGame({ cards: CARDS, p0: { hand: ['盗掘'] }, p1: { energy: 1 } });
    play(one, '盗掘');
    expect(asleep(one, 1)).toBe(1);
  });
});

describe('【空装 条件：…に《役者》のキャラクターカードが合計15枚以上ある。…】 (HF-13.8)', () => {
  it('counts the character cards with the trait only', () => {
    const cond = FIXTURE.card('主演').kuusou?.condition;
    expect(cond).toEqual({ kind: 'minOfKind', cardKind: 'character', count: 15, trait: '役者' });
    if (!cond) return;
    const actor = FIXTURE.card('主演');
    const script = FIXTURE.card('役者の台本'); // 《役者》, but a command
    const plain = FIXTURE.card('赤'); // a character without the trait
    expect(deckConditionHolds(Array(15).fill(actor), cond)).toBe(true);
    expect(deckConditionHolds([...Array(14).fill(actor), script, plain, plain], cond)).toBe(false);
  });
});
