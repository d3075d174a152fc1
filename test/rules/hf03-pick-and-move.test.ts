// Choosing cards in any zone and moving them (HF-3.4 owners' zones, HF-5.9 as far as possible, HF-9.7 moves
// that are not destruction), 「登場させる」 onto the battlefield, 「…全てを手札に戻す」 and 「公開する」.
// Rule IDs refer to docs/rules.md.
import { describe, expect, it } from 'vitest';
import { checkInvariants } from '../../src/engine/invariants.js';
import { events } from '../helpers/events.js';
import { fixtureCards } from '../helpers/fixtureCards.js';
import { act, cardId, makeGame, passAll, power } from '../helpers/harness.js';
import { ofType, onBattlefield } from '../helpers/lookup.js';

// 伝令 (draws when it enters), 呪文 (a command), and commands that pick cards in a zone or move cards: 蘇生と引く,
// 強制廃棄, 死者の行進, 二体行進, 大送還, 召喚, 帰還の門, 奪取, 送還.
const FIXTURE = fixtureCards('hf03-pick-and-move');
const HERALD = FIXTURE.card('伝令');
const SPELL = FIXTURE.card('呪文');

// 蘇生 and 二体蘇生 pick cards and reveal them (「それを公開する」 / 「それらを公開する」).
const CARDS = FIXTURE.all;

type G = ReturnType<typeof makeGame>;
function play(g: G, name: string, targets: number[] = []): void {
  act(g, { type: 'play', card: cardId(g, name, g.state.pending!.player), targets });
  passAll(g);
}
const zone = (g: G, id: number) => g.state.cards[id].zone;

describe('pick: choosing cards on resolution in a zone', () => {
  it('HF-3.4 「トラッシュからキャラクターカードを1枚選び、手札に加える」: only matching cards are offered; 「それ」 is the chosen card', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['蘇生'], trash: ['伝令', '呪文', 'バニラ'] } });
    play(g, '蘇生');
    expect(g.state.pending).toMatchObject({ kind: 'choose', player: 0 });
    const trash = g.state.players[0].trash;
    const offered = ofType(g, 'choose').map((a) => a.card);
    const herald = trash.find((id) => g.state.cards[id].def === HERALD.id)!;
    const spell = trash.find((id) => g.state.cards[id].def === SPELL.id)!;
    expect(offered).toContain(herald);
    expect(offered).not.toContain(spell);
    expect(offered).not.toContain(null); // exactly one must be chosen
    act(g, { type: 'choose', card: herald });
    expect(zone(g, herald)).toBe('hand');
    expect(events(g, 'reveal')).toEqual([{ type: 'reveal', player: 0, card: herald, reason: 'effect' }]);
  });

  it('HF-5.9 fewer cards than asked: all of them are chosen, and 「それら」 means every chosen card', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['二体蘇生'], trash: ['伝令'] } });
    const herald = g.state.players[0].trash[0];
    play(g, '二体蘇生');
    expect(g.state.pending?.kind).toBe('choose');
    act(g, { type: 'choose', card: herald });
    expect(zone(g, herald)).toBe('hand');
    const g2 = makeGame({ cards: CARDS, p0: { hand: ['二体蘇生'], trash: ['伝令', 'バニラ', '呪文'] } });
    play(g2, '二体蘇生');
    const [a, b] = ofType(g2, 'choose').map((x) => x.card!);
    act(g2, { type: 'choose', card: a });
    act(g2, { type: 'choose', card: b });
    expect([zone(g2, a), zone(g2, b)]).toEqual(['hand', 'hand']);
    expect(events(g2, 'reveal').map((e) => e.card)).toEqual([a, b]);
  });

  it('HF-5.7 HF-5.9 nothing to choose (and not 「まで」): the step fails and its その後 part does not happen', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['蘇生と引く'], trash: ['呪文'] } });
    const hand = g.state.players[0].hand.length;
    play(g, '蘇生と引く');
    expect(g.state.players[0].hand.length).toBe(hand - 1);
    expect(events(g, 'processFails')).toHaveLength(1);
  });

  it('HF-3.4 the chooser may be the opponent: 「対戦相手は手札を1枚選び、捨てる」', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['強制廃棄'] }, p1: { hand: ['呪文', 'バニラ'] } });
    play(g, '強制廃棄');
    expect(g.state.pending).toMatchObject({ kind: 'choose', player: 1 });
    const card = ofType(g, 'choose')[0].card!;
    act(g, { type: 'choose', card });
    expect(g.state.players[1].trash).toContain(card);
  });

  it('HF-3.4 the exclusion zone is shared: only that player’s excluded cards are offered', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['帰還の門'] } });
    const mine = g.state.players[0].mainDeck.at(-1)!;
    const theirs = g.state.players[1].mainDeck.at(-1)!;
    const before = g.state.excluded.length;
    for (const id of [mine, theirs]) {
      g.state.players[g.state.cards[id].owner].mainDeck.pop();
      g.state.cards[id].zone = 'excluded';
      g.state.excluded.push(id);
    }
    expect(g.state.excluded.length).toBe(before + 2);
    play(g, '帰還の門');
    const offered = ofType(g, 'choose').map((a) => a.card);
    expect(offered).toContain(mine);
    expect(offered).not.toContain(theirs);
    expect(offered.every((id) => id === null || g.state.cards[id].owner === 0)).toBe(true);
  });
});

describe('「登場させる」: onto the battlefield by an effect', () => {
  it('a character card from the opponent’s trash enters under the effect’s controller, with its enter trigger', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['死者の行進'] }, p1: { trash: ['伝令', '呪文'] } });
    const herald = g.state.players[1].trash.find((id) => g.state.cards[id].def === HERALD.id)!;
    const hand0 = g.state.players[0].hand.length;
    play(g, '死者の行進');
    // RULING: only character cards can enter, so the command in that trash is not offered.
    expect(ofType(g, 'choose').map((a) => a.card)).toEqual([herald, null]);
    act(g, { type: 'choose', card: herald });
    expect(zone(g, herald)).toBe('battlefield');
    expect(g.state.cards[herald]).toMatchObject({ owner: 1, controller: 0, sleep: false });
    expect(events(g, 'enter')).toHaveLength(1);
    expect(g.state.players[0].hand.length).toBe(hand0); // played one, drew one by 伝令's enter trigger
    expect(checkInvariants(g)).toEqual([]);
  });

  it('「それら」: a step after choosing several cards acts on each of them', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['二体行進'], trash: ['バニラ', 'バニラ'] } });
    const [a, b] = g.state.players[0].trash;
    play(g, '二体行進');
    act(g, { type: 'choose', card: a });
    act(g, { type: 'choose', card: b });
    expect([zone(g, a), zone(g, b)]).toEqual(['battlefield', 'battlefield']);
    expect([power(g, a), power(g, b)]).toEqual([2000, 2000]);
  });

  it('RULING a card that is not a character cannot enter: with only such cards, nothing is offered and the step fails', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['召喚', '呪文'] } });
    play(g, '召喚');
    expect(g.state.pending?.kind).toBe('main');
    expect(g.state.players[0].hand.some((id) => g.state.cards[id].def === SPELL.id)).toBe(true);
    expect(events(g, 'processFails')).toHaveLength(1);
  });
});

describe('moveAll and moveCard', () => {
  it('HF-3.4 「パワー1000以下のキャラクター全てを持ち主の手札に戻す」: each goes to its owner’s hand', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { hand: ['奪取', '大送還'], battlefield: ['バニラ'] },
      p1: { battlefield: ['伝令'] },
    });
    const mine = onBattlefield(g, 'バニラ', 0);
    const herald = onBattlefield(g, '伝令', 1);
    play(g, '奪取', [herald]);
    expect(g.state.cards[herald].controller).toBe(0);
    play(g, '大送還');
    expect(g.state.players[0].hand).toContain(mine);
    expect(g.state.players[1].hand).toContain(herald); // the owner's hand, not the controller's
    expect(g.state.battlefield).toEqual([]);
  });

  it('HF-3.4 moveCard to 「手札」 is the owner’s hand', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['奪取', '送還'] }, p1: { battlefield: ['伝令'] } });
    const herald = onBattlefield(g, '伝令', 1);
    play(g, '奪取', [herald]);
    play(g, '送還', [herald]);
    expect(g.state.players[1].hand).toContain(herald);
    expect(g.state.cards[herald].controller).toBe(1);
  });
});
