// Issue 22, the set-card family (test/fixtures/i22a-set-cards.hf): cards set by an effect — face down from the
// hand or the main deck's top (000 ■戦場の裏向きのカード), face up from the trash — are no play (RULING, docs/
// engine.md); every card set on a host moved at once; set cards targeted with 「戦場の」; a set card's condition
// about itself (「あなた」 is its player, 000 ■戦場とカードのプレイヤー); a played set card's trigger (HF-4.4).
import { describe, expect, it } from 'vitest';
import { nameOf as cardName } from '../../src/engine/query.js';
import { attach, moveCard } from '../../src/engine/zones.js';
import { fixtureCards } from '../helpers/fixtureCards.js';
import { advance } from '../helpers/flow.js';
import { act, cardId, makeGame, passAll, power } from '../helpers/harness.js';
import { ofType } from '../helpers/lookup.js';

const CARDS = fixtureCards('i22a-set-cards').all;
type G = ReturnType<typeof makeGame>;
const defName = (g: G, id: number) => g.defs.get(g.state.cards[id].def)?.name;
const zoneOf = (g: G, id: number) => g.state.cards[id].zone;
const inHand = (g: G, name: string, p: 0 | 1 = 0) => {
  const id = g.state.players[p].hand.find((i) => defName(g, i) === name);
  if (id === undefined) throw new Error(`${name} is not in the hand`);
  return id;
};
const play = (g: G, name: string, targets: number[] = []) => {
  act(g, { type: 'play', card: inHand(g, name), targets });
  passAll(g);
};
const choose = (g: G, id: number) => act(g, { type: 'choose', card: id });

describe('setting a card face down by an effect (issue 22, 000 ■戦場の裏向きのカード)', () => {
  it('「あなたの手札を1枚、パワー+1000のセットカードとして裏向きで…セットしてもよい」: chosen on resolution, no name, +1000', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['密輸人', '剣', '兵'], energy: 2 } });
    play(g, '密輸人');
    const host = cardId(g, '密輸人', 0);
    expect(g.state.pending).toMatchObject({ kind: 'mayDo', player: 0 });
    act(g, { type: 'mayDo', accept: true });
    expect(g.state.pending).toMatchObject({ kind: 'choose', player: 0 });
    const soldier = inHand(g, '兵');
    expect(
      ofType(g, 'choose')
        .map((a) => a.card)
        .sort(),
    ).toEqual([inHand(g, '剣'), soldier].sort());
    choose(g, soldier);
    const c = g.state.cards[soldier];
    expect(c.zone).toBe('attached');
    expect(c.host).toBe(host);
    expect(c.faceUp).toBe(false);
    expect(c.faceDown).toMatchObject({ kind: 'set', power: 1000, name: '' });
    expect(cardName(g, soldier)).toBe(''); // RULING HF-14.3: no name
    expect(power(g, host)).toBe(4000);
    // HF-14.3: leaving the battlefield ends the definition; it is itself again
    moveCard(g, soldier, 'trash');
    expect(g.state.cards[soldier].faceDown).toBeNull();
    expect(cardName(g, soldier)).toBe('兵');
  });

  it('declined, or an empty hand: nothing is set', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['密輸人'], energy: 2 } });
    play(g, '密輸人');
    if (g.state.pending?.kind === 'mayDo') act(g, { type: 'mayDo', accept: true });
    expect(g.state.cards[cardId(g, '密輸人', 0)].attachments).toEqual([]);
    expect(g.state.pending?.kind).toBe('main');
  });

  it('「メインデッキの一番上のカードを、パワー+1000のセットカードとして裏向きで…」: the top card, no name', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['運び屋'], main: ['剣'], energy: 2 } });
    const top = g.state.players[0].mainDeck[0];
    play(g, '運び屋');
    expect(zoneOf(g, top)).toBe('attached');
    expect(g.state.cards[top].faceDown).toMatchObject({ name: '', power: 1000 });
    expect(power(g, cardId(g, '運び屋', 0))).toBe(3000);
  });

  it('「あなたの手札1枚を選び、裏向きでこのカードにセットする」 on a world set (HF-4.6); its reminder restates the ruling', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['剣'], battlefield: ['温室'], energy: 2 } });
    const house = cardId(g, '温室', 0);
    act(g, { type: 'activate', card: house });
    passAll(g);
    choose(g, inHand(g, '剣'));
    const sword = cardId(g, '剣', 0);
    expect(g.state.cards[sword].host).toBe(house);
    expect(g.state.cards[sword].faceDown).toMatchObject({ name: '', power: 0, traits: [] });
  });
});

describe('every card set on a host at once (issue 22)', () => {
  /** p1's 兵 holds p0's 剣 face up, p1's 剣 face up and p1's 兵 face down. */
  function board(spell: string) {
    const g = makeGame({
      cards: CARDS,
      p0: { hand: [spell, '剣'], battlefield: ['兵'] },
      p1: { hand: ['剣', '兵'], battlefield: ['兵'] },
    });
    const theirHost = g.state.battlefield.find((id) => g.state.cards[id].owner === 1) ?? -1;
    const mine = inHand(g, '剣');
    const theirs = inHand(g, '剣', 1);
    const hidden = inHand(g, '兵', 1);
    attach(g, mine, theirHost);
    attach(g, theirs, theirHost);
    attach(g, hidden, theirHost);
    g.state.cards[hidden].faceDown = { name: '', kind: 'set', power: 1000, traits: [] };
    g.state.cards[hidden].faceUp = false;
    return { g, host: theirHost, mine, theirs, hidden };
  }

  it("「それにセットされているカードを全てトラッシュに置く」: face up or down, each to its owner's trash", () => {
    const { g, host, mine, theirs, hidden } = board('臨検');
    play(g, '臨検', [host]);
    expect(g.state.cards[host].attachments).toEqual([]);
    expect(g.state.players[0].trash).toContain(mine);
    expect(g.state.players[1].trash).toEqual(expect.arrayContaining([theirs, hidden]));
    expect(g.state.cards[hidden].faceDown).toBeNull(); // HF-14.3: itself again
  });

  it("「それに裏向きでセットされているカードを全て手札に戻す」: only the face-down one, to its owner's hand", () => {
    const { g, host, mine, theirs, hidden } = board('監査');
    play(g, '監査', [host]);
    expect(g.state.players[1].hand).toContain(hidden);
    expect(g.state.cards[host].attachments.sort()).toEqual([mine, theirs].sort());
  });

  it('「…セットカードを全て破壊する。その後、それに2000ダメージを与える」: 「それ」 is still the host', () => {
    const { g, host } = board('城門破り');
    play(g, '城門破り', [host]);
    expect(g.state.cards[host].attachments).toEqual([]);
    expect(zoneOf(g, host)).toBe('trash'); // 1000 power, 2000 damage (HF-9.5)
  });

  it('「それにセットされてる相手のセットカードを全て」: only the opponent-owned ones', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { hand: ['禊ぎ', '剣'], battlefield: ['兵'] },
      p1: { hand: ['剣'] },
    });
    const host = cardId(g, '兵', 0);
    const mine = inHand(g, '剣');
    const theirs = inHand(g, '剣', 1);
    attach(g, mine, host);
    attach(g, theirs, host);
    play(g, '禊ぎ', [host]);
    expect(g.state.cards[host].attachments).toEqual([mine]);
    expect(g.state.players[1].trash).toContain(theirs);
  });
});

describe('setting a card from the trash, and the trigger on a played set card (issue 22)', () => {
  it('「トラッシュのセットカード1枚（ワールド・セットを除く）を対象とし、そのカードをこのキャラクターにセットする」', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { hand: ['詩人'], battlefield: ['旅詩人'], trash: ['剣', '庭園'], energy: 2 },
    });
    const sword = cardId(g, '剣', 0);
    const traveller = cardId(g, '旅詩人', 0);
    play(g, '詩人');
    const poet = cardId(g, '詩人', 0);
    expect(g.state.cards[sword].host).toBe(poet); // the only set card there: 庭園 is a world set
    expect(g.state.cards[sword].faceUp).toBe(true);
    expect(power(g, poet)).toBe(2000);
    // RULING: setting by an effect is no play — 「あなたがプレイしたセットカードが…」 does not trigger
    expect(power(g, traveller)).toBe(2000);
  });

  it('「あなたがプレイしたセットカードがあなたのキャラクターにセットされた時」: a played one triggers', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['剣'], battlefield: ['旅詩人'], energy: 2 } });
    const traveller = cardId(g, '旅詩人', 0);
    play(g, '剣', [traveller]);
    passAll(g);
    expect(power(g, traveller)).toBe(2000 + 1000 + 1000); // the sword and the trigger
  });

  it('HF-4.1 a set card whose セット対象 does not allow the host is not set by an effect', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['詩人'], trash: ['盾'], energy: 2 } });
    const shield = cardId(g, '盾', 0);
    play(g, '詩人');
    expect(g.state.cards[shield].host).toBe(cardId(g, '詩人', 0)); // 「あなたのキャラクター」: allowed
  });
});

describe('set cards targeted and chosen on the battlefield (issue 22)', () => {
  it('「戦場のセットカード1枚（ワールド・セットを含む）を対象としてプレイできる。」: a set card or a world set', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { hand: ['鋏', '剣'], battlefield: ['兵'] },
      p1: { battlefield: ['庭園'] },
    });
    const sword = inHand(g, '剣');
    attach(g, sword, cardId(g, '兵', 0));
    const garden = cardId(g, '庭園', 1);
    const spell = inHand(g, '鋏');
    const targets = ofType(g, 'play')
      .filter((a) => a.card === spell)
      .map((a) => a.targets[0]);
    expect(targets.sort()).toEqual([sword, garden].sort());
    play(g, '鋏', [sword]);
    expect(zoneOf(g, sword)).toBe('trash');
  });

  it('「それにセットされているカードを1枚選び、トラッシュに置く」: only the cards on that target', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { hand: ['剣', '剣'], battlefield: ['拾い屋', '兵'], energy: 2 },
      p1: { battlefield: ['兵'] },
    });
    const [a, b] = g.state.players[0].hand.filter((i) => defName(g, i) === '剣');
    const theirHost = cardId(g, '兵', 1);
    attach(g, a, theirHost);
    attach(g, b, cardId(g, '兵', 0));
    act(g, { type: 'activate', card: cardId(g, '拾い屋', 0), targets: [theirHost] });
    passAll(g);
    expect(g.state.pending).toMatchObject({ kind: 'choose', player: 0 });
    expect(ofType(g, 'choose').map((x) => x.card)).toEqual([a]); // not the card on the other character
    choose(g, a);
    expect(zoneOf(g, a)).toBe('trash');
    expect(zoneOf(g, b)).toBe('attached');
  });
});

describe('a set card’s own triggers (issue 22, HF-4.4)', () => {
  it('set by an effect, 「このカードがセットされた時」 triggers (RULING: no play, but set); its host leaving triggers too', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { hand: ['詩人', '戻し'], trash: ['護符'], main: ['剣', '剣', '剣'], energy: 2 },
    });
    const charm = cardId(g, '護符', 0);
    const hand = g.state.players[0].hand.length;
    play(g, '詩人');
    passAll(g);
    const poet = cardId(g, '詩人', 0);
    expect(g.state.cards[charm].host).toBe(poet);
    expect(g.state.players[0].hand.length).toBe(hand - 1 + 1); // 詩人 played, one card drawn when set
    play(g, '戻し', [poet]); // the host leaves the battlefield
    passAll(g);
    expect(zoneOf(g, charm)).toBe('trash'); // HF-9.8
    expect(g.state.players[0].hand.length).toBe(hand - 1 + 1 + 1); // 戻し played, 詩人 back, the draw of its host leaving
  });
});

describe('counting the face-down cards set on each character (issue 22)', () => {
  it('「あなたのキャラクターは、それに裏向きでセットされているカード1枚につき、パワーが+1000される」', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['剣', '兵'], battlefield: ['船長', '兵'] } });
    const captain = cardId(g, '船長', 0);
    const soldier = g.state.battlefield.find((id) => defName(g, id) === '兵') ?? -1;
    attach(g, inHand(g, '剣'), soldier); // face up: not counted
    const hidden = inHand(g, '兵');
    attach(g, hidden, soldier);
    g.state.cards[hidden].faceDown = { name: '', kind: 'set', power: 0, traits: [] };
    g.state.cards[hidden].faceUp = false;
    expect(power(g, soldier)).toBe(1000 + 1000 + 1000); // 剣 +1000, one face-down card +1000
    expect(power(g, captain)).toBe(1000);
  });
});

describe('a set card about itself (issue 22, 000 ■戦場とカードのプレイヤー)', () => {
  const toTurnOf = (g: G, p: 0 | 1) => advance(g, (x) => x.state.turnPlayer === p);

  it('「このカードがあなたのキャラクターにセットされている場合」: on its player’s own character it draws', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['冠'], battlefield: ['兵'], main: ['剣', '剣', '剣'] } });
    attach(g, inHand(g, '冠'), cardId(g, '兵', 0));
    const hand = g.state.players[0].hand.length;
    toTurnOf(g, 1);
    expect(g.state.players[0].hand.length).toBe(hand + 1);
  });

  it('on the opponent’s character: 「あなた」 is the set card’s player, so it does nothing', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { hand: ['冠'], main: ['剣', '剣', '剣'] },
      p1: { battlefield: ['兵'], main: ['剣', '剣', '剣'] },
    });
    attach(g, inHand(g, '冠'), cardId(g, '兵', 1));
    const mine = g.state.players[0].hand.length;
    const theirs = g.state.players[1].hand.length;
    toTurnOf(g, 1); // not the host's controller's turn: no trigger
    expect(g.state.players[0].hand.length).toBe(mine);
    toTurnOf(g, 0); // p1's turn end: it triggers for p1, but it is not set on its player's character
    expect(g.state.players[0].hand.length).toBe(mine);
    expect(g.state.players[1].hand.length).toBe(theirs + 1); // p1's draw phase only
  });
});
