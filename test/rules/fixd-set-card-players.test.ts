// fixd task 3: whose 「あなた」 / 「対戦相手」 a set card's abilities use, said by explain the same way for every kind
// of ability and matching what the engine does: an ability the host has is its player's (RULING HF-4.4, 000
// ■セットカード), 「このカードがセットされた時」 and the set card's condition about itself are the set card's player's
// (HF-4.5, 000 ■戦場とカードのプレイヤー). And 「スリープにする」 on a character already asleep counts as done
// (RULING, docs/engine.md), which explain says for a following 「そうした場合」.
import { describe, expect, it } from 'vitest';
import { attach } from '../../src/engine/zones.js';
import { explainCard, renderExplanation } from '../../src/explain/index.js';
import { fixtureCards } from '../helpers/fixtureCards.js';
import { act, cardId, makeGame, passAll, power } from '../helpers/harness.js';
import { inHand, ofType } from '../helpers/lookup.js';

const CARDS = fixtureCards('fixd-set-card-players');
const text = (name: string, lang: 'ja' | 'en' = 'ja') =>
  renderExplanation(explainCard(CARDS.card(name), lang));
const HOST_PLAYER =
  '「あなた」＝この能力を持つキャラクター（セット先）のプレイヤー。セットカードの持ち主ではない。「対戦相手」＝そのプレイヤーの対戦相手';

describe('explain: whose 「あなた」 a set card’s ability is (RULING HF-4.4, fixd task 3)', () => {
  it('a continuous protection and a continuous 「あなたの」 effect: the host’s player, said as for auto abilities', () => {
    expect(text('守りの札')).toContain(HOST_PLAYER);
    expect(text('旗印')).toContain(HOST_PLAYER);
    expect(text('忠義の札')).toContain(HOST_PLAYER); // its attack trigger
    expect(text('旗印', 'en')).toContain('「あなた」 = the player of the character it is set on');
  });

  it('no player named in a continuous ability: no note', () => {
    expect(text('無名の札')).not.toContain('「あなた」＝');
  });

  it('the set card’s condition about itself: its 「あなた」 is the set card’s player, and explain says the rest differs', () => {
    const t = text('忠義の札');
    expect(t).toContain(
      'この条件の「あなた」＝このセットカードのプレイヤー（持ち主）。この能力のほかの「あなた」はセット先のキャラクターのプレイヤーで、別のプレイヤーのことがある',
    );
    // in 「このカードがセットされた時」 both are the set card's player: no contrast
    expect(t).toContain(
      '「あなた」＝このセットカードのプレイヤー（持ち主）。セット先のキャラクターのプレイヤーではない',
    );
    expect(t).toContain('（この条件の「あなた」＝このセットカードのプレイヤー（持ち主））');
  });
});

describe('engine: a set card’s continuous abilities are its host’s player’s (RULING HF-4.4)', () => {
  it('「対戦相手の効果の対象にならない」 on p0’s set card on p1’s character: p0’s effects cannot target it, p1’s can', () => {
    const g = makeGame({
      cards: CARDS.all,
      p0: { hand: ['守りの札', '狙撃'], battlefield: ['兵'] },
      p1: { battlefield: ['兵'] },
    });
    const theirs = cardId(g, '兵', 1);
    attach(g, cardId(g, '守りの札', 0), theirs);
    const targets = ofType(g, 'play')
      .filter((a) => a.card === inHand(g, '狙撃', 0))
      .map((a) => a.targets[0]);
    expect(targets).toEqual([cardId(g, '兵', 0)]); // p1's 兵 is protected from p0, the host's player's opponent
  });

  it('「あなたの他のキャラクターのパワーを+1000する」 on p0’s set card on p1’s character: p1’s other characters', () => {
    const g = makeGame({
      cards: CARDS.all,
      p0: { hand: ['旗印'], battlefield: ['兵'] },
      p1: { battlefield: ['兵', '兵'] },
    });
    attach(g, cardId(g, '旗印', 0), cardId(g, '兵', 1, 0));
    expect(power(g, cardId(g, '兵', 1, 1))).toBe(4000);
    expect(power(g, cardId(g, '兵', 1, 0))).toBe(3000);
    expect(power(g, cardId(g, '兵', 0))).toBe(3000);
  });
});

describe('「スリープにしてもよい。そうした場合、…」 on a character already asleep (RULING, docs/engine.md, HF-3.2, HF-5.7)', () => {
  it('the engine counts it as done: the draw happens', () => {
    const g = makeGame({
      cards: CARDS.all,
      p0: { hand: ['眠り'] },
      p1: { battlefield: [{ name: '兵', sleep: true }] },
    });
    const hand = g.state.players[0].hand.length;
    act(g, { type: 'play', card: inHand(g, '眠り', 0), targets: [cardId(g, '兵', 1)] });
    passAll(g);
    act(g, { type: 'mayDo', accept: true });
    expect(g.state.players[0].hand.length).toBe(hand - 1 + 1);
  });

  it('explain says so; not where the target must be active (an asleep one is illegal, HF-5.6)', () => {
    expect(text('眠り')).toContain(
      'すでにスリープのキャラクターをスリープにする場合も、行えたものとして扱う（状態はそのまま）：「そうした場合」の部分（2つ目以降）は行われる',
    );
    expect(text('眠り', 'en')).toContain('counts as done');
    expect(text('寝かしつけ')).not.toContain('すでにスリープ');
  });
});
