// Issue 22 (helper mech20): 「手札から《竜》を持つカードを1枚公開してもよい。そうしたら、…」 — cards of the hand chosen on
// resolution and shown; they stay in the hand, and the 「そうしたら」 part happens only when a card was revealed
// (HF-5.7: a later part of a process happens only if the part before was done). RULING «Revealing from the hand»
// (docs/engine.md). Cards: test/fixtures/mech20-reveal-hand.hf.
import { describe, expect, it } from 'vitest';
import { explainCard, renderExplanation } from '../../src/explain/index.js';
import { hand, play } from '../helpers/corpusScenario.js';
import { fixtureCards } from '../helpers/fixtureCards.js';
import { makeGame } from '../helpers/harness.js';

const FIXTURE = fixtureCards('mech20-reveal-hand');
const CARDS = FIXTURE.all;
const DECK = Array.from({ length: 10 }, () => '兵');

function game(cmd: string, rest: string[]) {
  const g = makeGame({ cards: CARDS, p0: { hand: [cmd, ...rest], main: DECK }, p1: { main: DECK } });
  return g;
}

const revealed = (g: ReturnType<typeof game>) =>
  g.state.log
    .filter((e) => e.type === 'reveal' && e.reason === 'effect')
    .map((e) => ('card' in e ? e.card : -1));

describe('HF-5.7 reveal from the hand: 「あなたは手札から《竜》を持つカードを1枚公開してもよい。そうしたら、…」 (mech20)', () => {
  it('a 《竜》 card in hand, accepted: it is revealed, stays in the hand, and two cards are drawn', () => {
    const g = game('竜の呼び声', ['幼竜', '兵']);
    const dragon = g.state.players[0].hand[1];
    play(g, '竜の呼び声', [], { may: [true], choose: ['幼竜'] });
    expect(revealed(g)).toEqual([dragon]);
    expect(g.state.cards[dragon].zone).toBe('hand');
    expect(hand(g, 0).sort()).toEqual(['兵', '兵', '兵', '幼竜'].sort());
  });

  it('declined: nothing is revealed and nothing is drawn', () => {
    const g = game('竜の呼び声', ['幼竜']);
    play(g, '竜の呼び声', [], { may: [false] });
    expect(revealed(g)).toEqual([]);
    expect(hand(g, 0)).toEqual(['幼竜']);
  });

  it('no 《竜》 card in hand: accepting reveals nothing and the 「そうしたら」 part is not done (HF-5.7)', () => {
    const g = game('竜の呼び声', ['兵']);
    play(g, '竜の呼び声', [], { may: [true] });
    expect(revealed(g)).toEqual([]);
    expect(hand(g, 0)).toEqual(['兵']);
  });

  it('「手札を1枚公開する。その後、…」: any card; with an empty hand nothing is revealed and nothing drawn (HF-5.7)', () => {
    const g = game('手札の披露', ['兵']);
    play(g, '手札の披露', [], { choose: ['兵'] });
    expect(revealed(g)).toHaveLength(1);
    expect(hand(g, 0)).toEqual(['兵', '兵']);
    const empty = game('手札の披露', []);
    play(empty, '手札の披露');
    expect(revealed(empty)).toEqual([]);
    expect(hand(empty, 0)).toEqual([]);
  });

  it('two 《竜》 asked, one in hand: all or nothing — nothing revealed, nothing drawn (HF-5.7, HF-5.9)', () => {
    const g = game('双竜の証', ['幼竜']);
    play(g, '双竜の証', [], { may: [true] });
    expect(revealed(g)).toEqual([]);
    expect(hand(g, 0)).toEqual(['幼竜']);
    const two = game('双竜の証', ['幼竜', '幼竜']);
    play(two, '双竜の証', [], { may: [true], choose: ['幼竜', '幼竜'] });
    expect(revealed(two)).toHaveLength(2);
    expect(hand(two, 0)).toEqual(['幼竜', '幼竜', '兵']);
  });
});

describe('explain says what is revealed, that it stays in the hand, and when the 「そうしたら」 part is skipped', () => {
  it('竜の呼び声', () => {
    const text = renderExplanation(explainCard(FIXTURE.card('竜の呼び声'), 'ja'));
    expect(text).toContain('手札から《竜》を持つカードを1枚選ぶ');
    expect(text).toContain('選んだカードはそのまま');
    expect(text).toContain('それを公開する');
    expect(text).toContain('なければ以降は行われない');
  });
});
