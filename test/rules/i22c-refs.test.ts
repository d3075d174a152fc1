// Issue 22 point 3 (i22c): selection filters (「ダメージを受けている」「このターン中に攻撃を行った」
// 「【ダメージトリガー】を持つ」) and references to what an earlier step of the effect did, played in the engine.
import { describe, expect, it } from 'vitest';
import { hasKeyword } from '../../src/engine/query.js';
import { moveCard } from '../../src/engine/zones.js';
import { fixtureCards } from '../helpers/fixtureCards.js';
import { act, cardId, makeGame, passAll, power } from '../helpers/harness.js';
import { ofType } from '../helpers/lookup.js';

const CARDS = fixtureCards('i22c-refs').all;
type G = ReturnType<typeof makeGame>;
const nameOf = (g: G, id: number) => g.defs.get(g.state.cards[id].def)?.name;
const names = (g: G, ids: readonly number[]) => ids.map((id) => nameOf(g, id));
const handOf = (g: G, name: string) => {
  const id = g.state.players[0].hand.find((c) => nameOf(g, c) === name);
  if (id === undefined) throw new Error(`${name} is not in the hand`);
  return id;
};
const targetsOf = (g: G, name: string) =>
  ofType(g, 'play')
    .filter((a) => a.card === handOf(g, name))
    .map((a) => names(g, a.targets ?? []));

describe('selection filters (issue 22)', () => {
  it('HF-9.4 「ダメージを受けている」: only a character with damage marked on it can be targeted', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { hand: ['処刑'] },
      p1: { battlefield: [{ name: '赤', damage: 500 }, '青'] },
    });
    expect(targetsOf(g, '処刑')).toEqual([['赤']]);
    act(g, { type: 'play', card: handOf(g, '処刑'), targets: [cardId(g, '赤', 1)] });
    passAll(g);
    expect(names(g, g.state.players[1].trash)).toContain('赤');
  });

  it('HF-5.6 「このターン中に攻撃を行った」: a character that attacked this turn, not one merely asleep', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { hand: ['再起'], battlefield: ['赤', { name: '青', sleep: true }] },
    });
    const red = cardId(g, '赤', 0);
    act(g, { type: 'attack', attacker: red, target: { player: 1 } });
    for (let i = 0; i < 10 && g.state.pending?.kind !== 'main'; i++) {
      const pending = g.state.pending?.kind;
      if (pending === 'defense') act(g, { type: 'defend', defender: null });
      else act(g, ofType(g, 'takeDamage')[0] ?? { type: 'pass' });
    }
    expect(g.state.cards[red].sleep).toBe(true);
    expect(targetsOf(g, '再起')).toEqual([['赤']]);
    act(g, { type: 'play', card: handOf(g, '再起'), targets: [red] });
    passAll(g);
    expect(g.state.cards[red].sleep).toBe(false);
    expect(power(g, red)).toBe(2000); // 「…し、ターン終了時まで、それのパワーを＋1000する」
  });

  it('HF-13.9 「【ダメージトリガー】を持つ」: only such cards are offered from the trash', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['潮読み'], trash: ['雷', '赤'] } });
    act(g, { type: 'play', card: handOf(g, '潮読み'), targets: [] });
    passAll(g);
    const offered = ofType(g, 'choose')
      .map((a) => a.card)
      .filter((c): c is number => c !== null);
    expect(names(g, offered)).toEqual(['雷']);
  });
});

describe('the top N of the main deck, unseen (issue 22)', () => {
  it('RULING 「上からカードを2枚、裏向きでガードデッキに加える」: the top two go face down into the guard deck', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['種蒔き'], main: ['赤', '青', '緑'] } });
    const before = g.state.players[0].guardDeck.length;
    act(g, { type: 'play', card: handOf(g, '種蒔き'), targets: [] });
    passAll(g);
    const guard = g.state.players[0].guardDeck;
    expect(guard.length).toBe(before + 2);
    expect(names(g, guard.slice(-2)).sort()).toEqual(['赤', '青'].sort());
    expect(guard.slice(-2).every((id) => !g.state.cards[id].faceUp)).toBe(true);
    expect(names(g, g.state.players[0].mainDeck.slice(0, 1))).toEqual(['緑']);
  });

  it('RULING: with one card left only that one moves; no reload (HF-10.3)', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['傷の記憶'], main: ['赤'] } });
    for (const id of g.state.players[0].mainDeck.slice(1)) moveCard(g, id, 'trash', { silent: true });
    expect(g.state.players[0].mainDeck.length).toBe(1);
    const before = g.state.players[0].damageField.length;
    act(g, { type: 'play', card: handOf(g, '傷の記憶'), targets: [] });
    passAll(g);
    expect(g.state.players[0].damageField.length).toBe(before + 1);
  });
});

describe('a card from the hand as an energy (issue 22)', () => {
  it('000 ■エネルギー 「裏向きかつスリープでエネルギーフィールドに置いてもよい」: it enters the energy field asleep, face down', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['会計', '赤'] } });
    const energyBefore = g.state.players[0].energy.length;
    act(g, { type: 'play', card: handOf(g, '会計'), targets: [] });
    passAll(g);
    for (let i = 0; i < 5 && g.state.pending?.kind !== 'mayDo'; i++) act(g, { type: 'pass' });
    act(g, { type: 'mayDo', accept: true });
    const red = handOf(g, '赤');
    act(g, { type: 'choose', card: red });
    expect(g.state.players[0].energy.length).toBe(energyBefore + 1);
    expect(g.state.cards[red].zone).toBe('energy');
    expect(g.state.cards[red].sleep).toBe(true);
    expect(g.state.cards[red].faceUp).toBe(false);
  });

  it('「エネルギーフィールドに置く」 with no state: an active energy', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['蓄え', '赤'] } });
    act(g, { type: 'play', card: handOf(g, '蓄え'), targets: [] });
    passAll(g);
    const red = handOf(g, '赤');
    act(g, { type: 'choose', card: red });
    expect(g.state.cards[red].zone).toBe('energy');
    expect(g.state.cards[red].sleep).toBe(false);
  });
});

describe('comparing two values (issue 22)', () => {
  const handSize = (g: G, p: 0 | 1) => g.state.players[p].hand.length;

  it('「《星座》を持つキャラクターの数が対戦相手のキャラクターの数以上なら」: equal counts hold, fewer do not', () => {
    const even = makeGame({
      cards: CARDS,
      p0: { hand: ['獅子'], battlefield: ['星', '星'] },
      p1: { battlefield: ['赤', '青'] },
    });
    act(even, { type: 'play', card: handOf(even, '獅子'), targets: [] });
    passAll(even);
    expect(handSize(even, 0)).toBe(1);
    const fewer = makeGame({
      cards: CARDS,
      p0: { hand: ['獅子'], battlefield: ['星', '赤'] },
      p1: { battlefield: ['赤', '青'] },
    });
    act(fewer, { type: 'play', card: handOf(fewer, '獅子'), targets: [] });
    passAll(fewer);
    expect(handSize(fewer, 0)).toBe(0);
  });

  it('「比べる。あなたの方が少ないなら、A。あなたの方が多いなら、B。」: one branch, by the sizes on resolution', () => {
    const fewer = makeGame({ cards: CARDS, p0: { hand: ['天秤'] }, p1: { hand: ['赤'] } });
    act(fewer, { type: 'play', card: handOf(fewer, '天秤'), targets: [] });
    passAll(fewer);
    expect([handSize(fewer, 0), handSize(fewer, 1)]).toEqual([1, 1]); // 0 < 1: you draw; then 1 = 1, B is not done
    const more = makeGame({ cards: CARDS, p0: { hand: ['天秤', '赤', '青'] }, p1: { hand: ['赤'] } });
    act(more, { type: 'play', card: handOf(more, '天秤'), targets: [] });
    passAll(more);
    expect([handSize(more, 0), handSize(more, 1)]).toEqual([2, 2]);
    const same = makeGame({ cards: CARDS, p0: { hand: ['天秤', '赤'] }, p1: { hand: ['赤'] } });
    act(same, { type: 'play', card: handOf(same, '天秤'), targets: [] });
    passAll(same);
    expect([handSize(same, 0), handSize(same, 1)]).toEqual([1, 1]);
  });
});

describe('「手札を好きな枚数選んでトラッシュに置く」 (issue 22)', () => {
  it('the player picks any number (here two, then stops); the next step counts them', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { hand: ['崩落', '赤', '青', '緑'] },
      p1: { battlefield: ['緑'] },
    });
    act(g, { type: 'play', card: handOf(g, '崩落'), targets: [] });
    passAll(g);
    act(g, { type: 'choose', card: handOf(g, '赤') });
    act(g, { type: 'choose', card: handOf(g, '青') });
    act(g, { type: 'choose', card: null });
    expect(names(g, g.state.players[0].hand)).toEqual(['緑']);
    expect(g.state.cards[cardId(g, '緑', 1)].damage).toBe(2000);
  });

  it('choosing none is allowed: nothing moves and no damage is dealt', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['崩落', '赤'] }, p1: { battlefield: ['緑'] } });
    act(g, { type: 'play', card: handOf(g, '崩落'), targets: [] });
    passAll(g);
    act(g, { type: 'choose', card: null });
    expect(names(g, g.state.players[0].hand)).toEqual(['赤']);
    expect(g.state.cards[cardId(g, '緑', 1)].damage).toBe(0);
  });
});

describe('the power of a card an earlier step destroyed (issue 22)', () => {
  it('HF-9.6 「破壊したキャラクターが破壊される直前のパワーに等しいダメージ」: the chosen character’s last known power', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { battlefield: ['血盟', '青'] },
      p1: { battlefield: ['緑'] },
    });
    const me = cardId(g, '血盟', 0);
    const green = cardId(g, '緑', 1);
    act(g, { type: 'attack', attacker: me, target: { player: 1 } });
    for (let i = 0; i < 6 && g.state.pending?.kind !== 'mayDo'; i++) {
      const targeted = ofType(g, 'chooseTargets')[0] ?? ofType(g, 'choose').find((a) => a.card === green);
      act(g, targeted ?? { type: 'pass' });
    }
    act(g, { type: 'mayDo', accept: true });
    act(g, { type: 'choose', card: cardId(g, '青', 0) });
    expect(names(g, g.state.players[0].trash)).toContain('青');
    expect(g.state.cards[green].damage).toBe(2000);
  });

  it('「このキャラクターのパワーに等しいダメージ」', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['等価'] }, p1: { battlefield: ['緑'] } });
    act(g, { type: 'play', card: handOf(g, '等価'), targets: [] });
    for (let i = 0; i < 6 && g.state.cards[cardId(g, '緑', 1)].damage === 0; i++) {
      const targeted = ofType(g, 'chooseTargets')[0] ?? ofType(g, 'choose')[0];
      act(g, targeted ?? { type: 'pass' });
    }
    expect(g.state.cards[cardId(g, '緑', 1)].damage).toBe(2000);
  });
});

describe('conditions on what the latest choice moved (issue 22)', () => {
  const play = (picks: string[]) => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['影喰らい'] }, p1: { trash: ['赤', '雷'] } });
    act(g, { type: 'play', card: handOf(g, '影喰らい'), targets: [] });
    passAll(g);
    for (const name of picks) act(g, { type: 'choose', card: cardId(g, name, 1) });
    if (g.state.pending?.kind === 'choose') act(g, { type: 'choose', card: null }); // all offered were picked
    return g;
  };
  it('「この方法でキャラクターカードを1枚以上除外したなら」: a character card among them → the draw', () => {
    const g = play(['赤', '雷']);
    expect(g.state.players[1].trash.length).toBe(0);
    expect(g.state.players[0].hand.length).toBe(1);
  });
  it('only a command excluded → no draw', () => {
    const g = play(['雷']);
    expect(g.state.players[0].hand.length).toBe(0);
  });
});

describe('「今加えたカード以外の」 (issue 22)', () => {
  it('the card the first choice put into the guard deck is not offered by the second', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['宿命', '赤'], guard: ['青', '緑'] } });
    act(g, { type: 'play', card: handOf(g, '宿命'), targets: [] });
    passAll(g);
    const red = handOf(g, '赤');
    act(g, { type: 'choose', card: red });
    expect(g.state.cards[red].zone).toBe('guardDeck');
    const offered = ofType(g, 'choose').map((a) => a.card);
    expect(offered).not.toContain(red);
    expect(offered.length).toBeGreaterThan(0);
  });
});

describe('several keywords at once (issue 22)', () => {
  it('「それは【反撃】、【強撃】を得る」: the target gains both until end of turn', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['双剣'], battlefield: ['赤'] } });
    const red = cardId(g, '赤', 0);
    act(g, { type: 'play', card: handOf(g, '双剣'), targets: [red] });
    passAll(g);
    expect(hasKeyword(g, red, 'counter')).toBe(true);
    expect(hasKeyword(g, red, 'strike')).toBe(true);
  });
});

describe('「そのキャラクターの持ち主が対戦相手であるなら」 (issue 22)', () => {
  it('000 ■戦場とカードのプレイヤー: a character you control but your opponent owns → one more card', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['捨て駒'] }, p1: { battlefield: ['赤'] } });
    const red = cardId(g, '赤', 1);
    g.state.cards[red].controller = 0; // taken from the opponent (HF-14.2)
    act(g, { type: 'play', card: handOf(g, '捨て駒'), targets: [red] });
    passAll(g);
    expect(g.state.cards[red].sleep).toBe(true);
    expect(g.state.players[0].hand.length).toBe(3);
  });
  it('your own character → two cards only', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['捨て駒'], battlefield: ['赤'] } });
    act(g, { type: 'play', card: handOf(g, '捨て駒'), targets: [cardId(g, '赤', 0)] });
    passAll(g);
    expect(g.state.players[0].hand.length).toBe(2);
  });
});
