// Issue 22 (helper m10a): mechanics the language lacked (set A), played.
import { describe, expect, it } from 'vitest';
import { fixtureCards } from '../helpers/fixtureCards.js';
import { act, makeGame, passAll, playFromHand, power } from '../helpers/harness.js';
import { ofType, onFieldNamed } from '../helpers/lookup.js';

const CARDS = fixtureCards('m10a-mechanics').all;
type G = ReturnType<typeof makeGame>;
const nameOf = (g: G, id: number) => g.defs.get(g.state.cards[id].def)?.name;
const onField = onFieldNamed;
const options = (g: G) =>
  ofType(g, 'choose')
    .map((a) => a.card)
    .filter((c): c is number => c !== null);
const option = (g: G, name: string) => {
  const id = options(g).find((i) => nameOf(g, i) === name);
  if (id === undefined) throw new Error(`${name} is not offered`);
  return id;
};

const play = playFromHand;

describe('「…をコストを支払わずにプレイする」: a play by an effect (issue 22, RULING «Playing a card without paying its cost»)', () => {
  it('HF-5.3 no energy is paid: a cost-3 character is played with no energy; only cost ≤ 3 《獣》 are offered', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['獣の召喚', '大熊', '巨象'] } });
    play(g, '獣の召喚');
    expect(options(g).map((id) => nameOf(g, id))).toEqual(['大熊']);
    act(g, { type: 'choose', card: option(g, '大熊') });
    passAll(g);
    const bear = onField(g, '大熊');
    expect(g.state.cards[bear].sleep).toBe(false); // HF-4.2: enters active
    expect(g.state.cards[bear].controller).toBe(0);
  });

  it('HF-4.2 it is a play: 「プレイされて戦場に登場した時」 and 「…をプレイした時」 trigger; no window opens for it', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { hand: ['獣の召喚', '大熊'], battlefield: ['見物人'], main: ['巨象'] },
    });
    const watcher = onField(g, '見物人');
    const before = power(g, watcher);
    play(g, '獣の召喚');
    act(g, { type: 'choose', card: option(g, '大熊') });
    // the play resolves at once, as a step of the effect (no interruption timing for it): both triggers wait
    expect(g.state.pending?.kind).toBe('orderTriggers');
    while (g.state.pending?.kind === 'orderTriggers') act(g, { type: 'nextTrigger', index: 0 });
    passAll(g);
    expect(power(g, watcher)).toBe(before + 1000); // the free play (the command is no character card)
    expect(g.state.players[0].hand.some((id) => nameOf(g, id) === '巨象')).toBe(true); // 大熊 drew
    const plays = g.state.log.filter((e) => e.type === 'play');
    expect(plays).toHaveLength(2);
  });

  it('HF-5.9 from the trash, optional: declined, nothing is played; accepted, the card enters', () => {
    const declined = makeGame({ cards: CARDS, p0: { hand: ['墓所の呼び声'], trash: ['巨象'] } });
    play(declined, '墓所の呼び声');
    act(declined, { type: 'mayDo', accept: false });
    expect(declined.state.battlefield.some((id) => nameOf(declined, id) === '巨象')).toBe(false);

    const g = makeGame({ cards: CARDS, p0: { hand: ['墓所の呼び声'], trash: ['巨象'] } });
    play(g, '墓所の呼び声');
    act(g, { type: 'mayDo', accept: true });
    act(g, { type: 'choose', card: option(g, '巨象') });
    passAll(g);
    expect(g.state.cards[onField(g, '巨象')].zone).toBe('battlefield');
  });

  it('HF-12.7 a play ban forbids the free play: the card stays in the hand', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['獣の召喚', '大熊'] } });
    g.state.players[0].playBans = [{ until: g.state.turn, controller: 1, filter: { kind: ['character'] } }];
    play(g, '獣の召喚');
    if (g.state.pending?.kind === 'choose') act(g, { type: 'choose', card: option(g, '大熊') });
    passAll(g);
    expect(g.state.players[0].hand.some((id) => nameOf(g, id) === '大熊')).toBe(true);
  });
});

describe('「好きな枚数／任意の数／何体でも」: any number, 0 allowed (issue 22, HF-5.9)', () => {
  const done = (g: G) => act(g, { type: 'choose', card: null });

  it('HF-5.9 two of three hand cards to the bottom, then two drawn; finishing is offered at every pick', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { hand: ['手札の入れ替え', '大熊', '巨象', '見物人'], main: ['墓所の呼び声', '獣の召喚'] },
    });
    play(g, '手札の入れ替え');
    expect(options(g)).toHaveLength(3); // the whole hand: a finite pick, one card at a time
    expect(ofType(g, 'choose').some((a) => a.card === null)).toBe(true); // 0 allowed
    act(g, { type: 'choose', card: option(g, '大熊') });
    expect(options(g)).toHaveLength(2);
    act(g, { type: 'choose', card: option(g, '巨象') });
    done(g);
    passAll(g);
    const hand = g.state.players[0].hand.map((id) => nameOf(g, id)).sort();
    expect(hand).toEqual(['墓所の呼び声', '獣の召喚', '見物人'].sort());
    const bottom = g.state.players[0].mainDeck.slice(-2).map((id) => nameOf(g, id));
    expect(bottom.sort()).toEqual(['大熊', '巨象'].sort());
  });

  it('HF-5.9 none chosen: nothing moves and nothing is drawn', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['手札の入れ替え', '大熊'], main: ['巨象'] } });
    play(g, '手札の入れ替え');
    done(g);
    passAll(g);
    expect(g.state.players[0].hand.map((id) => nameOf(g, id))).toEqual(['大熊']);
  });

  it('HF-6.1 any subset of the characters is put to sleep, the others stay active', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['一斉休息'], battlefield: ['大熊', '巨象', '見物人'] } });
    play(g, '一斉休息');
    act(g, { type: 'choose', card: option(g, '大熊') });
    act(g, { type: 'choose', card: option(g, '見物人') });
    done(g);
    passAll(g);
    expect(g.state.cards[onField(g, '大熊')].sleep).toBe(true);
    expect(g.state.cards[onField(g, '見物人')].sleep).toBe(true);
    expect(g.state.cards[onField(g, '巨象')].sleep).toBe(false);
  });
});

describe('「パワーを…にする」「…のパワーと同じにする」: the base power set (issue 22, RULING «Power set or copied»)', () => {
  function playOn(g: G, name: string, target: number): void {
    const inHand = g.state.players[0].hand.find((id) => nameOf(g, id) === name);
    if (inHand === undefined) throw new Error(`${name} is not in the hand`);
    act(g, { type: 'play', card: inHand, targets: [target] });
    passAll(g);
  }

  it('HF-12.6 copied: the power becomes the target’s at resolution, until end of turn', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['写し身'] }, p1: { battlefield: ['巨象'] } });
    play(g, '写し身'); // the only legal target is chosen for the player
    expect(power(g, onField(g, '写し身'))).toBe(7000);
  });

  it('HF-12.6 set to 1000: a +2000 in force still adds on top (the base is replaced, not the modifiers)', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['縮小', '強化'], battlefield: ['巨象'] } });
    const elephant = onField(g, '巨象');
    playOn(g, '強化', elephant);
    expect(power(g, elephant)).toBe(9000);
    playOn(g, '縮小', elephant);
    expect(power(g, elephant)).toBe(3000);
  });

  it('HF-12.6 a later modifier adds on top of the set value too', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['縮小', '強化'], battlefield: ['巨象'] } });
    const elephant = onField(g, '巨象');
    playOn(g, '縮小', elephant);
    expect(power(g, elephant)).toBe(1000);
    playOn(g, '強化', elephant);
    expect(power(g, elephant)).toBe(3000);
  });
});
