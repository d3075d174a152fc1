// Issue 22 point 3: looking at, revealing, searching and moving cards between the main deck, the hand, the
// trash, the energy field and the removed zone, as designers word them (test/fixtures/dsl4-deck-moves.hf).
// Rulings: 「残りを…に置く」 and 「メインデッキの上からN枚をトラッシュに置く」 (docs/engine.md); HF-3.4, HF-5.4,
// HF-5.9, HF-10.3 (no reload outside the draw), 000 ■エネルギー (energy is face down), 000 ■ゲームから除外されたカード.
import { describe, expect, it } from 'vitest';
import { moveCard } from '../../src/engine/zones.js';
import { fixtureCards } from '../helpers/fixtureCards.js';
import { act, makeGame, passAll } from '../helpers/harness.js';
import { ofType } from '../helpers/lookup.js';

const CARDS = fixtureCards('dsl4-deck-moves').all;
type G = ReturnType<typeof makeGame>;
const nameOf = (g: G, id: number) => g.defs.get(g.state.cards[id].def)?.name;
const names = (g: G, ids: readonly number[]) => ids.map((id) => nameOf(g, id));
const top = (g: G, p: 0 | 1, n: number) => names(g, g.state.players[p].mainDeck.slice(0, n));
const bottom = (g: G, p: 0 | 1, n: number) => names(g, g.state.players[p].mainDeck.slice(-n));

function play(g: G, name: string, targets: number[] = []): void {
  const inHand = g.state.players[0].hand.find((id) => nameOf(g, id) === name);
  if (inHand === undefined) throw new Error(`no ${name} in hand`);
  act(g, { type: 'play', card: inHand, targets });
  passAll(g);
}
const offered = (g: G) => ofType(g, 'choose').map((a) => (a.card === null ? null : nameOf(g, a.card)));
const chooseByName = (g: G, name: string) => {
  const id = ofType(g, 'choose').find((a) => a.card !== null && nameOf(g, a.card) === name)?.card;
  if (id === undefined || id === null) throw new Error(`${name} is not offered`);
  act(g, { type: 'choose', card: id });
};
/** Leaves only the first `n` cards in player 0's main deck (the harness fills decks up). */
function keepTop(g: G, n: number): void {
  const deck = g.state.players[0].mainDeck;
  while (deck.length > n) moveCard(g, deck[deck.length - 1], 'excluded', { silent: true });
}
const revealed = (g: G) =>
  g.state.log.filter((e) => e.type === 'reveal').map((e) => nameOf(g, (e as { card: number }).card));

describe('look at the top N, choose K, the rest in any order (issue 22)', () => {
  it('HF-3.4 「1枚を選び手札に加え、残りを好きな順番でメインデッキの一番下に置く」: one must be taken; the looker orders the rest', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['星占い'], main: ['赤', '青', '緑', '赤'] } });
    play(g, '星占い');
    expect(g.state.pending).toMatchObject({ kind: 'choose', player: 0 });
    expect(offered(g)).not.toContain(null); // 「1枚を選び」, not 「1枚まで」
    chooseByName(g, '青');
    expect(names(g, g.state.players[0].hand)).toEqual(['青']);
    expect(g.state.pending).toMatchObject({ kind: 'choose', player: 0, prompt: 'orderBottom' });
    chooseByName(g, '緑');
    chooseByName(g, '赤');
    expect(top(g, 0, 1)).toEqual(['赤']);
    expect(bottom(g, 0, 2)).toEqual(['緑', '赤']);
  });

  it("HF-3.4 on the opponent's deck: the chosen card goes to its owner's trash and the looker (not the owner) orders the rest", () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['盗み見'] }, p1: { main: ['赤', '青', '緑'] } });
    play(g, '盗み見');
    chooseByName(g, '赤');
    expect(names(g, g.state.players[1].trash)).toEqual(['赤']);
    expect(g.state.pending).toMatchObject({ kind: 'choose', player: 0, prompt: 'orderTop' });
    chooseByName(g, '緑');
    chooseByName(g, '青');
    expect(top(g, 1, 2)).toEqual(['緑', '青']);
  });

  it('「…上から3枚見る。その中から《星》のカードを1枚まで相手に見せて、手札に加える。残りは好きな順番でデッキの下に戻す。」 is one process', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['水鏡'], main: ['緑', '赤', '青'] } });
    play(g, '水鏡');
    expect(offered(g)).toEqual(['赤', null]); // only the 《星》 card, and none is allowed
    chooseByName(g, '赤');
    expect(revealed(g)).toEqual(['赤']); // shown to the opponent
    expect(names(g, g.state.players[0].hand)).toEqual(['赤']);
    chooseByName(g, '青');
    chooseByName(g, '緑');
    expect(bottom(g, 0, 2)).toEqual(['青', '緑']);
  });
});

describe('the top card: look and maybe bottom, reveal and act (issue 22)', () => {
  it('「…一番上のカードを見る。そのカードをメインデッキの一番下に置いてもよい。」: the player chooses', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['天の目', '天の目'], main: ['赤', '青', '緑'] } });
    play(g, '天の目');
    expect(offered(g)).toEqual(['赤', null]);
    chooseByName(g, '赤');
    expect(top(g, 0, 1)).toEqual(['青']);
    expect(bottom(g, 0, 1)).toEqual(['赤']);
    play(g, '天の目');
    act(g, { type: 'choose', card: null }); // keep it on top
    expect(top(g, 0, 1)).toEqual(['青']);
  });

  it('「…を公開する。それが《星》か《月》を持つカードであれば、手札に加える。」: revealed, and a match goes to the hand', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['啓示'], main: ['青', '緑'] } });
    play(g, '啓示');
    expect(revealed(g)).toEqual(['青']);
    expect(offered(g)).toEqual(['青']); // not optional: 「手札に加える」
    chooseByName(g, '青');
    expect(names(g, g.state.players[0].hand)).toEqual(['青']);
    expect(top(g, 0, 1)).toEqual(['緑']);
  });

  it('「そうでなければ、メインデッキの一番下に置く」: a card without the traits goes to the bottom, nobody is asked', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['啓示'], main: ['緑', '赤'] } });
    play(g, '啓示');
    expect(g.state.pending?.kind).toBe('main');
    expect(g.state.players[0].hand).toEqual([]);
    expect(top(g, 0, 1)).toEqual(['赤']);
    expect(bottom(g, 0, 1)).toEqual(['緑']);
  });

  it('HF-10.3 with an empty main deck nothing is revealed and nothing reloads', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['啓示'] } });
    keepTop(g, 0);
    const trash = g.state.players[0].trash.length;
    play(g, '啓示');
    expect(revealed(g)).toEqual([]);
    expect(g.state.players[0].trash.length).toBe(trash + 1); // only the command itself
  });
});

describe('look at the top card and act on what it is (issue 22)', () => {
  it('「…を見る。それがキャラクターカードであれば、公開して手札に加えてもよい。」: may take it (revealed), else it stays on top', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['覗き手', '覗き手'], main: ['赤', '青'] } });
    play(g, '覗き手');
    expect(offered(g)).toEqual(['赤', null]);
    act(g, { type: 'choose', card: null });
    expect(top(g, 0, 1)).toEqual(['赤']);
    expect(revealed(g)).toEqual([]); // looked at privately
    play(g, '覗き手');
    chooseByName(g, '赤');
    expect(revealed(g)).toEqual(['赤']);
    expect(names(g, g.state.players[0].hand)).toEqual(['赤']);
  });

  it('「…を見て、それが《月》のカードなら、手札に加える。そうでなければ、そのカードを山札の下に置く。」', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['見極め', '見極め'], main: ['青', '赤', '緑'] } });
    play(g, '見極め');
    chooseByName(g, '青');
    expect(names(g, g.state.players[0].hand)).toEqual(['見極め', '青']);
    play(g, '見極め');
    expect(g.state.pending?.kind).toBe('main');
    expect(bottom(g, 0, 1)).toEqual(['赤']);
    expect(top(g, 0, 1)).toEqual(['緑']);
  });
});

describe('reveal the top N and take every match (issue 22)', () => {
  it('「上から3枚を公開し、その中の《星》を持つカードを全て手札に加え、残りを墓地に送る」', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['大啓示'], main: ['赤', '緑', '赤', '青'] } });
    play(g, '大啓示');
    expect(revealed(g)).toEqual(['赤', '緑', '赤']);
    expect(offered(g)).not.toContain(null); // 「全て」: both must be taken
    chooseByName(g, '赤');
    chooseByName(g, '赤');
    expect(names(g, g.state.players[0].hand)).toEqual(['赤', '赤']);
    expect(names(g, g.state.players[0].trash)).toContain('緑');
    expect(top(g, 0, 1)).toEqual(['青']);
  });
});

describe('mill, energy, random discard (issue 22)', () => {
  it('RULING 「メインデッキの上から3枚をトラッシュに置く」, then 「その後、…トラッシュにある…を1枚まで選び、手札に加える」', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['墓掘り'], main: ['赤', '緑', '青', '赤'] } });
    play(g, '墓掘り');
    expect(top(g, 0, 1)).toEqual(['赤']);
    chooseByName(g, '青');
    expect(names(g, g.state.players[0].hand)).toEqual(['青']);
    expect(names(g, g.state.players[0].trash).sort()).toEqual(['墓掘り', '赤', '緑'].sort());
  });

  it('RULING with fewer cards than N, as many as there are (no reload)', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['墓掘り'], main: ['緑'] } });
    keepTop(g, 1);
    play(g, '墓掘り');
    expect(g.state.players[0].mainDeck).toEqual([]);
    expect(names(g, g.state.players[0].trash)).toContain('緑');
  });

  it('000 ■エネルギー 「…一番上のカードを、裏向きかつスリープでエネルギーフィールドに置く」', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['星火'], main: ['赤', '青'] } });
    const before = g.state.players[0].energy.length;
    const red = g.state.players[0].mainDeck[0];
    play(g, '星火');
    expect(g.state.players[0].energy.length).toBe(before + 1);
    expect(g.state.cards[red]).toMatchObject({ zone: 'energy', sleep: true, faceUp: false });
  });

  it('「対戦相手は手札をランダムに1枚捨てる」: nobody chooses, one card goes to the trash', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['手癖'] }, p1: { hand: ['赤', '青', '緑'] } });
    play(g, '手癖');
    expect(g.state.pending?.kind).toBe('main');
    expect(g.state.players[1].hand.length).toBe(2);
    expect(g.state.players[1].trash.length).toBe(1);
  });
});

describe('from the hand (issue 22)', () => {
  it('「相手の手札をランダムに1枚捨てさせる」: the opponent loses a random card, nobody chooses', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['押し付け'] }, p1: { hand: ['赤', '青'] } });
    play(g, '押し付け');
    expect(g.state.pending?.kind).toBe('main');
    expect(g.state.players[1].hand.length).toBe(1);
    expect(g.state.players[1].trash.length).toBe(1);
  });

  it('「カードを1枚引く。その後、手札を1枚選び、山札の上に置く。」: the chosen card becomes the top card', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['仕込み', '緑'], main: ['赤', '青'] } });
    play(g, '仕込み');
    chooseByName(g, '緑');
    expect(top(g, 0, 2)).toEqual(['緑', '青']);
    expect(names(g, g.state.players[0].hand)).toEqual(['赤']);
  });
});

describe('seeing a hand (issue 22)', () => {
  it('「相手の手札を見て、その中からキャラクターカードを1枚選び、捨てさせる」: you see every card, choose a character', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['手札破壊'] }, p1: { hand: ['赤', '探索'] } });
    play(g, '手札破壊');
    const looked = g.state.log.filter((e) => e.type === 'lookAt').at(-1) as {
      player: number;
      cards: number[];
    };
    expect(looked.player).toBe(0);
    expect(names(g, looked.cards).sort()).toEqual(['探索', '赤'].sort());
    expect(offered(g)).toEqual(['赤']);
    chooseByName(g, '赤');
    expect(names(g, g.state.players[1].hand)).toEqual(['探索']);
    expect(names(g, g.state.players[1].trash)).toEqual(['赤']);
  });
});

describe('from the trash, the deck and the removed zone (issue 22)', () => {
  it('「控え室のカードを3枚まで選び、好きな順番で山札の下に置く」: they go to the bottom in the order chosen', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['回収'], trash: ['赤', '青', '緑'], main: ['緑'] } });
    play(g, '回収');
    chooseByName(g, '赤');
    chooseByName(g, '青');
    act(g, { type: 'choose', card: null });
    expect(bottom(g, 0, 2)).toEqual(['赤', '青']);
    expect(names(g, g.state.players[0].trash).sort()).toEqual(['回収', '緑'].sort());
  });

  it('「メインデッキから《星》を持つカードを1枚まで選び、手札に加え、メインデッキをシャッフルする」', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['探索'], main: ['緑', '赤', '青'] } });
    play(g, '探索');
    expect(offered(g)).toEqual(['赤', null]);
    chooseByName(g, '赤');
    expect(names(g, g.state.players[0].hand)).toEqual(['赤']);
    expect(g.state.log.some((e) => e.type === 'shuffle')).toBe(true);
  });

  it('「メインデッキから、コスト1以下の《星》を持つキャラクターカードを1枚まで選び、戦場に登場させる。その後、…シャッフルする。」 (i22r, d25 ギルドの招集)', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['招集'], main: ['緑', '赤', '青'] } });
    play(g, '招集');
    expect(offered(g)).toEqual(['赤', null]);
    chooseByName(g, '赤');
    const red = g.state.cards.find((c) => nameOf(g, c.id) === '赤' && c.zone === 'battlefield');
    expect(red).toMatchObject({ controller: 0, sleep: false }); // put onto the battlefield active, not played
    expect(g.state.log.some((e) => e.type === 'shuffle')).toBe(true);
  });

  it('「メインデッキの中から「赤」を1枚まで選び、戦場に登場させてよい。その後、…シャッフルする。」: none may be chosen, the deck is shuffled all the same (i22r, d27 双魚宮の守護者 アルレシャ)', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['呼び寄せ'], main: ['緑', '赤', '青'] } });
    play(g, '呼び寄せ');
    expect(offered(g)).toEqual(['赤', null]);
    act(g, { type: 'choose', card: null });
    expect(g.state.cards.some((c) => nameOf(g, c.id) === '赤' && c.zone === 'battlefield')).toBe(false);
    expect(g.state.log.some((e) => e.type === 'shuffle')).toBe(true);
  });

  it('HF-5.9 「メインデッキから…を1枚選び、…手札に加える」 (no 「まで」): one must be taken when one is there (blind judge, 森のみちあんない)', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['必ず探索'], main: ['緑', '赤', '青'] } });
    play(g, '必ず探索');
    expect(offered(g)).toEqual(['赤']);
    chooseByName(g, '赤');
    expect(revealed(g)).toEqual(['赤']);
    expect(names(g, g.state.players[0].hand)).toEqual(['赤']);
    expect(g.state.log.some((e) => e.type === 'shuffle')).toBe(true);
  });

  it('HF-5.9 「…を1枚選び」 with no matching card in the deck: nothing is found, the deck is still shuffled', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['必ず探索'], main: ['緑', '青'] } });
    keepTop(g, 2);
    play(g, '必ず探索');
    expect(g.state.players[0].hand).toEqual([]);
    expect(g.state.log.some((e) => e.type === 'shuffle')).toBe(true);
  });

  it('「…見て、その中から1枚を手札に加え、残りを山札に戻してシャッフルする」', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['掘り起こし'], main: ['赤', '青', '緑'] } });
    const deck = g.state.players[0].mainDeck.length;
    play(g, '掘り起こし');
    chooseByName(g, '青');
    expect(names(g, g.state.players[0].hand)).toEqual(['青']);
    expect(g.state.players[0].mainDeck.length).toBe(deck - 1);
    expect(g.state.log.some((e) => e.type === 'shuffle')).toBe(true);
  });

  it('「デッキから《月》を持つカードを1枚まで選び、公開して手札に加える。その後、デッキをシャッフルする。」', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['公開探索'], main: ['赤', '青'] } });
    play(g, '公開探索');
    chooseByName(g, '青');
    expect(revealed(g)).toEqual(['青']);
    expect(names(g, g.state.players[0].hand)).toEqual(['青']);
  });

  it('HF-5.4 「トラッシュにあるキャラクターカードを1枚まで対象とし、それをあなたのキャラクターとしてスリープで戦場に登場させる」', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['蘇り'], trash: ['赤'] } });
    const red = g.state.players[0].trash.find((id) => nameOf(g, id) === '赤');
    if (red === undefined) throw new Error('no 赤');
    play(g, '蘇り', [red]);
    expect(g.state.cards[red]).toMatchObject({ zone: 'battlefield', sleep: true, controller: 0 });
  });

  it('000 ■ゲームから除外されたカード 「対戦相手のトラッシュにあるカードを2枚まで選び、ゲームから除外する」', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['忘却'] }, p1: { trash: ['赤', '青', '緑'] } });
    play(g, '忘却');
    chooseByName(g, '赤');
    chooseByName(g, '緑');
    expect(names(g, g.state.players[1].trash)).toEqual(['青']);
    const excluded = g.state.cards.filter((c) => c.zone === 'excluded').map((c) => nameOf(g, c.id));
    expect(excluded).toEqual(expect.arrayContaining(['赤', '緑']));
  });

  it('HF-5.4 a card named alone in a zone: 「トラッシュにある「赤」を1枚まで対象とし」 offers only 赤', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['名指し'], trash: ['赤', '青'] } });
    const spell = g.state.players[0].hand[0];
    const plays = ofType(g, 'play').filter((a) => a.card === spell);
    const targeted = plays.flatMap((a) => a.targets).map((id) => nameOf(g, id));
    expect(new Set(targeted)).toEqual(new Set(['赤']));
  });
});
