// Issue 22 (helper i22m9): mechanics designers write that the language read only in another form, played.
import { describe, expect, it } from 'vitest';
import { fixtureCards } from '../helpers/fixtureCards.js';
import { act, makeGame, passAll, playFromHand, power } from '../helpers/harness.js';
import { ofType, onFieldNamed } from '../helpers/lookup.js';

const CARDS = fixtureCards('i22m9-mechanics').all;
type G = ReturnType<typeof makeGame>;
const nameOf = (g: G, id: number) => g.defs.get(g.state.cards[id].def)?.name;
const onField = onFieldNamed;

const play = playFromHand;

describe('「…がいなければ、」: the negated presence (issue 22)', () => {
  it('HF-12.1 in a trigger: it enters and sleeps when no 《獣使い》 is there, at resolution', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['孤狼'] } });
    play(g, '孤狼');
    expect(g.state.cards[onField(g, '孤狼')].sleep).toBe(true);
  });

  it('HF-12.1 in a trigger: with a 《獣使い》 on the battlefield it stays active', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['孤狼'], battlefield: ['調教師'] } });
    play(g, '孤狼');
    expect(g.state.cards[onField(g, '孤狼')].sleep).toBe(false);
  });

  it('HF-12.9 in a static: +2000 only while no 《獣使い》 of its player is on the battlefield', () => {
    const alone = makeGame({
      cards: CARDS,
      p0: { battlefield: ['一匹狼'] },
      p1: { battlefield: ['調教師'] },
    });
    expect(power(alone, onField(alone, '一匹狼'))).toBe(3000); // the opponent's 《獣使い》 is not "yours"
    const g = makeGame({ cards: CARDS, p0: { battlefield: ['一匹狼', '調教師'] } });
    expect(power(g, onField(g, '一匹狼'))).toBe(1000);
  });

  it('HF-5.4 in an effect: draws two only when the opponent has no character', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['空き地', '空き地'] } });
    const hand = g.state.players[0].hand.length;
    play(g, '空き地');
    expect(g.state.players[0].hand.length).toBe(hand - 1 + 2);
    const h = makeGame({ cards: CARDS, p0: { hand: ['空き地'] }, p1: { battlefield: ['赤'] } });
    const before = h.state.players[0].hand.length;
    play(h, '空き地');
    expect(h.state.players[0].hand.length).toBe(before - 1);
  });
});

describe('「…はスリープで登場する」: characters that enter asleep (issue 22, RULING docs/engine.md)', () => {
  const playTargeting = (g: G, name: string, target: number) => {
    const inHand = g.state.players[0].hand.find((id) => nameOf(g, id) === name);
    if (inHand === undefined) throw new Error(name);
    act(g, { type: 'play', card: inHand, targets: [target] });
    passAll(g);
  };

  it('000 登場: played, a card saying so of itself enters asleep; others enter active', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['寝坊', '赤'] } });
    play(g, '寝坊');
    expect(g.state.cards[onField(g, '寝坊')].sleep).toBe(true);
    play(g, '赤');
    expect(g.state.cards[onField(g, '赤')].sleep).toBe(false);
  });

  it('000 登場: put onto the battlefield by an effect, it enters asleep too', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['蘇生'], trash: ['寝坊'] } });
    const sleeper = g.state.players[0].trash.find((id) => nameOf(g, id) === '寝坊');
    if (sleeper === undefined) throw new Error('no 寝坊');
    playTargeting(g, '蘇生', sleeper);
    expect(g.state.cards[sleeper].zone).toBe('battlefield');
    expect(g.state.cards[sleeper].sleep).toBe(true);
  });

  it("HF-12.9 the opponent's continuous ability makes my characters enter asleep, not its own player's", () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['赤'] }, p1: { battlefield: ['足止め'] } });
    play(g, '赤');
    expect(g.state.cards[onField(g, '赤')].sleep).toBe(true);
    const h = makeGame({ cards: CARDS, p0: { hand: ['赤'], battlefield: ['足止め'] } });
    play(h, '赤');
    expect(h.state.cards[onField(h, '赤')].sleep).toBe(false);
  });

  it('「それをレスト状態で戦場に出す」: the effect puts it asleep', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['眠りの蘇生'], trash: ['赤'] } });
    const red = g.state.players[0].trash.find((id) => nameOf(g, id) === '赤');
    if (red === undefined) throw new Error('no 赤');
    playTargeting(g, '眠りの蘇生', red);
    expect(g.state.cards[red].zone).toBe('battlefield');
    expect(g.state.cards[red].sleep).toBe(true);
  });
});

describe('「手札かトラッシュから…を選び」: two source zones (issue 22, HF-5.9)', () => {
  const options = (g: G) =>
    ofType(g, 'choose')
      .map((a) => a.card)
      .filter((c): c is number => c !== null);

  it('HF-5.9 the cards of both zones are offered together; the chosen one enters from the trash', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['獣呼び', '野犬', '赤'], trash: ['山猫', '赤'] } });
    play(g, '獣呼び');
    expect(g.state.pending).toMatchObject({ kind: 'choose', player: 0 });
    const offered = options(g).map((id) => [nameOf(g, id), g.state.cards[id].zone]);
    expect(offered.sort()).toEqual([
      ['山猫', 'trash'],
      ['野犬', 'hand'],
    ]);
    expect(ofType(g, 'choose').some((a) => a.card === null)).toBe(true); // 「まで」: none may be chosen
    const cat = options(g).find((id) => nameOf(g, id) === '山猫');
    act(g, { type: 'choose', card: cat ?? -1 });
    expect(g.state.cards[onField(g, '山猫')].sleep).toBe(false);
  });

  it('HF-5.9 from the hand too', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['獣呼び', '野犬'] } });
    play(g, '獣呼び');
    const dog = options(g).find((id) => nameOf(g, id) === '野犬');
    act(g, { type: 'choose', card: dog ?? -1 });
    expect(g.state.cards[onField(g, '野犬')].zone).toBe('battlefield');
  });

  it('HF-3.4 a main deck among the zones is shuffled after the choice', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['獣探し'], main: ['野犬'], trash: ['山猫'] } });
    play(g, '獣探し');
    const offered = options(g).map((id) => nameOf(g, id));
    expect(offered.sort()).toEqual(['山猫', '野犬']);
    const dog = options(g).find((id) => nameOf(g, id) === '野犬');
    act(g, { type: 'choose', card: dog ?? -1 });
    expect(g.state.players[0].hand.some((id) => nameOf(g, id) === '野犬')).toBe(true);
    expect(g.state.log.some((e) => e.type === 'shuffle')).toBe(true);
  });
});

describe('a count with a cap: 「ただし2枚を超えては引かない」「（最大2枚）」 (issue 22)', () => {
  const handSize = (g: G) => g.state.players[0].hand.length;

  it('HF-10.1 draws one per 《獣》, never more than the cap', () => {
    const few = makeGame({ cards: CARDS, p0: { hand: ['群れの知恵'], battlefield: ['野犬'] } });
    const before = handSize(few);
    play(few, '群れの知恵');
    expect(handSize(few)).toBe(before - 1 + 1);
    const many = makeGame({
      cards: CARDS,
      p0: { hand: ['群れの知恵'], battlefield: ['野犬', '山猫', '野犬'] },
    });
    const start = handSize(many);
    play(many, '群れの知恵');
    expect(handSize(many)).toBe(start - 1 + 2);
  });

  it('HF-10.1 「（最大2枚）」 on a per-character draw in a trigger', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['星の導き'], battlefield: ['野犬', '山猫', '野犬'] } });
    const start = handSize(g);
    play(g, '星の導き');
    expect(handSize(g)).toBe(start - 1 + 2);
  });
});

describe('「あなたがこのキャラクターにセットカードをセットするたび」 (issue 22, HF-4.4)', () => {
  const setOn = (g: G, player: 0 | 1, name: string, host: number) => {
    const card = g.state.players[player].hand.find((id) => nameOf(g, id) === name);
    if (card === undefined) throw new Error(name);
    act(g, { type: 'play', card, targets: [host] });
    passAll(g);
  };

  it('000 ■戦場とカードのプレイヤー: its player sets one on it → draws', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['剣'], battlefield: ['鍛冶場'] } });
    const hand = g.state.players[0].hand.length;
    setOn(g, 0, '剣', onField(g, '鍛冶場'));
    expect(g.state.players[0].hand.length).toBe(hand - 1 + 1);
  });

  it("000 ■戦場とカードのプレイヤー: the opponent's set card on it does not trigger it", () => {
    const g = makeGame({
      cards: CARDS,
      turnPlayer: 1,
      p0: { battlefield: ['鍛冶場'] },
      p1: { hand: ['呪い札'] },
    });
    const hand = g.state.players[0].hand.length;
    const curse = g.state.players[1].hand.find((id) => nameOf(g, id) === '呪い札');
    setOn(g, 1, '呪い札', onField(g, '鍛冶場'));
    expect(curse !== undefined && g.state.cards[curse].zone).toBe('attached');
    expect(g.state.players[0].hand.length).toBe(hand);
  });
});
