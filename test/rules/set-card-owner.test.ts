// RULING HF-4.4 (docs/engine.md, 000 ■戦場とカードのプレイヤー): 「このカードの持ち主／プレイヤー」 in the text of a
// set card means the set card's own owner or player, even in a line that works on its host. Found by the d13
// scenarios (藁人形の呪): the count read the host's controller's damage field.
import { describe, expect, it } from 'vitest';
import { attach } from '../../src/engine/zones.js';
import { explainCard, renderExplanation } from '../../src/explain/index.js';
import { fixtureCards } from '../helpers/fixtureCards.js';
import { act, cardId, makeGame, passAll, power } from '../helpers/harness.js';

const FIXTURE = fixtureCards('set-card-owner');
const CARDS = FIXTURE.all;

/** p0's set card on p1's character; p0 has `mine` cards in the damage field, p1 has `theirs`. */
function setOnOpponent(setCard: string, mine: number, theirs: number) {
  const g = makeGame({
    cards: CARDS,
    p0: { trash: [setCard], damageField: Array(mine).fill('小石') },
    p1: { battlefield: ['大男'], damageField: Array(theirs).fill('小石') },
  });
  const host = cardId(g, '大男', 1);
  attach(g, cardId(g, setCard, 0), host);
  return { g, host };
}

describe('a set card’s 「このカードの持ち主／プレイヤー」 is the set card’s (HF-4.4)', () => {
  it('「このカードの持ち主のダメージフィールドのカード1枚につき-500」 counts the set card owner’s damage field', () => {
    const { g, host } = setOnOpponent('藁の人形', 2, 1);
    expect(power(g, host)).toBe(4000);
  });

  it('the same count with the damage fields the other way round', () => {
    const { g, host } = setOnOpponent('藁の人形', 0, 3);
    expect(power(g, host)).toBe(5000);
  });

  it('「このカードの持ち主のダメージフィールドが2枚以上ある場合」 reads the set card’s owner', () => {
    expect(power(setOnOpponent('藁の見張り', 2, 0).g, setOnOpponent('藁の見張り', 2, 0).host)).toBe(4000);
    const { g, host } = setOnOpponent('藁の見張り', 0, 2);
    expect(power(g, host)).toBe(5000);
  });
});

describe('a set card’s own [スリープ] cost puts its host to sleep (HF-4.4, HF-12.4)', () => {
  it('the host that uses the ability sleeps, and explain names the host (a blind judge, d17 流星騎士団の紋章)', () => {
    const g = makeGame({ cards: CARDS, p0: { battlefield: ['大男'], trash: ['紋章'], main: ['小石'] } });
    const host = cardId(g, '大男', 0);
    attach(g, cardId(g, '紋章', 0), host);
    act(g, { type: 'activate', card: host });
    passAll(g);
    expect(g.state.cards[host].sleep).toBe(true);
    expect(renderExplanation(explainCard(FIXTURE.card('紋章')))).toContain(
      'コスト：このカードのセット先をスリープにする（[スリープ]）',
    );
  });
});
