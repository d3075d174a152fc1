// Issue 22 (i22ta7): 「キャラクターカード以外のカード」 — a card of any kind but the one named (grammar qual notKind,
// lowered to CardFilter.kind without that kind). Played in the engine from the shorthand wording of d29 (HF-3, HF-5.9:
// the card is chosen as the effect resolves, no target).
import { describe, expect, it } from 'vitest';
import { fixtureCards } from '../helpers/fixtureCards.js';
import { act, makeGame, passAll } from '../helpers/harness.js';
import { ofType } from '../helpers/lookup.js';

const CARDS = fixtureCards('i22ta7-mechanics');
type G = ReturnType<typeof makeGame>;
const nameOf = (g: G, id: number) => g.defs.get(g.state.cards[id].def)?.name;
const names = (g: G, ids: readonly number[]) => ids.map((id) => nameOf(g, id));

function play(g: G, name: string): void {
  const inHand = g.state.players[0].hand.find((id) => nameOf(g, id) === name);
  if (inHand === undefined) throw new Error(`no ${name} in hand`);
  act(g, { type: 'play', card: inHand, targets: [] });
  passAll(g);
}
const offered = (g: G) => ofType(g, 'choose').map((a) => (a.card === null ? null : nameOf(g, a.card)));
const chooseByName = (g: G, name: string) => {
  const id = ofType(g, 'choose').find((a) => a.card !== null && nameOf(g, a.card) === name)?.card;
  if (id === undefined || id === null) throw new Error(`${name} is not offered`);
  act(g, { type: 'choose', card: id });
};

describe('「キャラクターカード以外のカード」 (issue 22, i22ta7)', () => {
  it('the filter has every kind but the one named', () => {
    expect(JSON.stringify(CARDS.card('星喰らい'))).toContain('"kind":["command","set","worldSet"]');
    expect(JSON.stringify(CARDS.card('拾い読み'))).toContain('"kind":["character","set","worldSet"]');
  });

  it('「相手の手札を見て、キャラ以外のカード1枚を選んでトラッシュへ。」: only the non-characters are offered', () => {
    const g = makeGame({ cards: CARDS.all, p0: { hand: ['星喰らい'] }, p1: { hand: ['赤', '呪文', '鎧'] } });
    play(g, '星喰らい');
    expect(offered(g).sort()).toEqual(['呪文', '鎧'].sort());
    chooseByName(g, '鎧');
    expect(names(g, g.state.players[1].hand).sort()).toEqual(['呪文', '赤'].sort());
    expect(names(g, g.state.players[1].trash)).toEqual(['鎧']);
  });

  it('with only characters in the hand, nothing is put into the trash (the look still happens)', () => {
    const g = makeGame({ cards: CARDS.all, p0: { hand: ['星喰らい'] }, p1: { hand: ['赤'] } });
    play(g, '星喰らい');
    expect(names(g, g.state.players[1].hand)).toEqual(['赤']);
    expect(names(g, g.state.players[1].trash)).toEqual([]);
    expect(g.state.log.some((e) => e.type === 'lookAt')).toBe(true);
  });

  it('「トラッシュからコマンドカード以外のカードを1枚選び、手札に加える」: commands are not offered', () => {
    const g = makeGame({ cards: CARDS.all, p0: { hand: ['拾い読み'], trash: ['呪文', '赤'] } });
    play(g, '拾い読み');
    expect(offered(g)).toEqual(['赤']);
    chooseByName(g, '赤');
    expect(names(g, g.state.players[0].hand)).toEqual(['赤']);
  });
});
