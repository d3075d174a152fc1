// HF-10 Reload (000 ■リロード（メインデッキの再構成）; 001 リロード).
import { describe, expect, it } from 'vitest';
import { PEEK, SUPPLY } from '../helpers/cards.js';
import { events } from '../helpers/events.js';
import { fixtureCards } from '../helpers/fixtureCards.js';
import { advance, playAndResolve } from '../helpers/flow.js';
import { act, cardId, legalActions, makeGame, passAll } from '../helpers/harness.js';
import { inHand, nameOf } from '../helpers/lookup.js';

// 大補給, 補給射撃 (HF-10.2: a reload in the middle of one process), 身代わり, 種蒔き.
const CARDS = [SUPPLY, PEEK, ...fixtureCards('hf10-reload').all];

describe('HF-10.1 reload', () => {
  it('HF-10.1 drawing from an empty main deck: choose 2 guard cards, then the trash becomes the deck, then draw', () => {
    const g = makeGame({
      cards: CARDS,
      p0: {
        hand: ['補給'],
        mainCount: 0,
        trash: ['学徒', '業火', '断罪'],
        guard: ['バニラ', '鼓舞', '炎の剣'],
      },
    });
    const oldTrash = [...g.state.players[0].trash];
    playAndResolve(g, '補給');
    expect(g.state.pending).toMatchObject({ kind: 'reload', player: 0 });
    const options = legalActions(g).filter((a) => a.type === 'reloadCard');
    expect(options).toHaveLength(3);
    const first = cardId(g, '鼓舞', 0);
    const second = cardId(g, 'バニラ', 0);
    act(g, { type: 'reloadCard', card: first });
    expect(g.state.pending).toMatchObject({ kind: 'reload', player: 0 });
    act(g, { type: 'reloadCard', card: second });
    const p = g.state.players[0];
    expect(p.damageField).toEqual([first, second]);
    expect(p.guardDeck).toEqual([cardId(g, '炎の剣', 0)]);
    expect(g.state.cards[first].faceUp).toBe(false);
    // the old trash became the main deck, one card of it was drawn
    expect(p.hand).toHaveLength(1);
    expect(oldTrash).toContain(p.hand[0]);
    expect([...p.mainDeck, ...p.hand].sort()).toEqual([...oldTrash].sort());
    expect(p.trash.map((id) => nameOf(g, id))).toEqual(['補給']);
    const types = g.state.log.map((e) => e.type);
    const reloadAt = types.indexOf('reload');
    const shuffleAt = types.indexOf('shuffle');
    const drawAt = types.indexOf('draw');
    expect(reloadAt).toBeGreaterThanOrEqual(0);
    expect(reloadAt).toBeLessThan(shuffleAt);
    expect(shuffleAt).toBeLessThan(drawAt);
    expect(events(g, 'reload')).toEqual([{ type: 'reload', player: 0, placed: 2 }]);
    expect(g.state.pending).toEqual({ kind: 'main', player: 0 });
  });

  it('HF-10.1 with exactly 2 guard cards both go without a choice', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { hand: ['補給'], mainCount: 0, trash: ['学徒'], guard: ['バニラ', '鼓舞'] },
    });
    playAndResolve(g, '補給');
    expect(g.state.players[0].guardDeck).toEqual([]);
    expect(g.state.players[0].damageField).toHaveLength(2);
    expect(g.state.players[0].hand.map((id) => nameOf(g, id))).toEqual(['学徒']);
    expect(g.state.result).toBeNull();
  });

  it('HF-10.1 with 1 guard card left, that 1 goes and the player does not lose', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { hand: ['補給'], mainCount: 0, trash: ['学徒'], guard: ['鼓舞'] },
    });
    const last = cardId(g, '鼓舞', 0);
    playAndResolve(g, '補給');
    expect(g.state.players[0].damageField).toEqual([last]);
    expect(g.state.players[0].guardDeck).toEqual([]);
    expect(events(g, 'reload')).toEqual([{ type: 'reload', player: 0, placed: 1 }]);
    expect(g.state.players[0].hand.map((id) => nameOf(g, id))).toEqual(['学徒']);
    expect(g.state.result).toBeNull();
  });

  it('HF-10.1 with no guard card left, the player loses', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['補給'], mainCount: 0, trash: ['学徒'], guard: [] } });
    playAndResolve(g, '補給');
    expect(g.state.result).toMatchObject({ winner: 1, rule: 'HF-10.1' });
    expect(g.state.players[0].hand).toEqual([]);
  });

  it('HF-10.1 with an empty trash, the player loses (after placing the guard cards)', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['補給'], mainCount: 0, guard: ['バニラ', '鼓舞'] } });
    playAndResolve(g, '補給');
    expect(g.state.result).toMatchObject({ winner: 1, rule: 'HF-10.1' });
    expect(g.state.result?.reason).toContain('トラッシュ');
    expect(g.state.players[0].damageField).toHaveLength(2);
  });

  it('HF-10.1 the draw phase reloads when the main deck is empty', () => {
    const g = makeGame({
      cards: CARDS,
      p1: { mainCount: 0, trash: ['学徒', '業火'], guard: ['バニラ', '鼓舞', '炎の剣'] },
    });
    advance(g, (x) => x.state.pending?.kind === 'reload');
    expect(g.state.turn).toBe(2);
    expect(g.state.phase).toBe('draw');
    expect(g.state.pending).toMatchObject({ kind: 'reload', player: 1 });
    act(g, { type: 'reloadCard', card: cardId(g, '炎の剣', 1) });
    act(g, { type: 'reloadCard', card: cardId(g, 'バニラ', 1) });
    const p = g.state.players[1];
    expect(p.guardDeck).toEqual([cardId(g, '鼓舞', 1)]);
    expect(p.hand).toHaveLength(1);
    expect(p.mainDeck).toHaveLength(1);
    expect(p.trash).toEqual([]);
  });
});

describe('HF-10.2 reload mid-resolution', () => {
  it('HF-10.2 the command being resolved is not shuffled in; it goes into the emptied trash afterwards', () => {
    const g = makeGame({
      cards: CARDS,
      p0: {
        hand: ['大補給'],
        main: ['鼓舞'],
        mainCount: 1,
        trash: ['学徒', '業火'],
        guard: ['バニラ', '炎の剣'],
      },
    });
    const cmdId = inHand(g, '大補給', 0);
    playAndResolve(g, '大補給');
    const p = g.state.players[0];
    // first card from the old deck, second from the reloaded one
    expect(p.hand).toHaveLength(2);
    expect(nameOf(g, p.hand[0])).toBe('鼓舞');
    expect(['学徒', '業火']).toContain(nameOf(g, p.hand[1]));
    expect(p.mainDeck).toHaveLength(1);
    expect(p.mainDeck).not.toContain(cmdId);
    expect(p.trash).toEqual([cmdId]);
    const reloadAt = g.state.log.findIndex((e) => e.type === 'reload');
    const cmdToTrash = g.state.log.findIndex(
      (e) => e.type === 'move' && e.card === cmdId && e.to === 'trash',
    );
    expect(reloadAt).toBeGreaterThanOrEqual(0);
    expect(cmdToTrash).toBeGreaterThan(reloadAt);
  });

  it('HF-10.2 the effect goes on after the reload within the same process', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { hand: ['補給射撃'], mainCount: 0, trash: ['学徒'], guard: ['バニラ', '鼓舞', '炎の剣'] },
      p1: { battlefield: ['見張りの騎士'] },
    });
    const knight = cardId(g, '見張りの騎士', 1);
    act(g, { type: 'play', card: inHand(g, '補給射撃', 0), targets: [knight] });
    passAll(g);
    // the reload waits for player 0's choice in the middle of the command
    expect(g.state.pending).toMatchObject({ kind: 'reload', player: 0 });
    expect(g.state.cards[knight].damage).toBe(0);
    act(g, { type: 'reloadCard', card: cardId(g, '鼓舞', 0) });
    act(g, { type: 'reloadCard', card: cardId(g, '炎の剣', 0) });
    expect(g.state.players[0].hand.map((id) => nameOf(g, id))).toEqual(['学徒']);
    expect(g.state.cards[knight].damage).toBe(1000);
    expect(g.state.players[0].trash.map((id) => nameOf(g, id))).toEqual(['補給射撃']);
  });
});

describe('HF-10.3 only drawing reloads', () => {
  it('HF-10.3 "look at the top 3" with fewer cards fails and does not reload', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { hand: ['偵察'], main: ['学徒', '業火'], mainCount: 2, trash: ['断罪'] },
    });
    const deck = [...g.state.players[0].mainDeck];
    const guard = [...g.state.players[0].guardDeck];
    playAndResolve(g, '偵察');
    expect(g.state.players[0].mainDeck).toEqual(deck);
    expect(g.state.players[0].guardDeck).toEqual(guard);
    expect(g.state.players[0].hand).toEqual([]);
    expect(events(g, 'reload')).toEqual([]);
    expect(events(g, 'lookAt')).toEqual([]);
    expect(events(g, 'processFails')).toHaveLength(1);
    expect(g.state.pending).toEqual({ kind: 'main', player: 0 });
  });

  it('HF-10.3 "look at the top 3" with exactly 3 cards works (control case)', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { hand: ['偵察'], main: ['学徒', '業火', '断罪'], mainCount: 3 },
    });
    playAndResolve(g, '偵察');
    expect(g.state.pending).toMatchObject({ kind: 'choose', player: 0 });
    act(g, { type: 'choose', card: cardId(g, '業火', 0) });
    expect(g.state.players[0].hand.map((id) => nameOf(g, id))).toEqual(['業火']);
    expect(g.state.players[0].mainDeck).toHaveLength(2);
  });

  it('HF-10.3 "put the top card face down" with an empty main deck puts nothing and does not reload', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['身代わり'], mainCount: 0, trash: ['学徒'] } });
    const guard = [...g.state.players[0].guardDeck];
    playAndResolve(g, '身代わり');
    expect(g.state.battlefield).toEqual([]);
    expect(g.state.players[0].guardDeck).toEqual(guard);
    expect(g.state.players[0].mainDeck).toEqual([]);
    expect(events(g, 'reload')).toEqual([]);
    expect(g.state.result).toBeNull();
  });

  it('HF-10.3 an effect placing the top card as an energy with an empty main deck places nothing and does not reload', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['種蒔き'], mainCount: 0, trash: ['学徒'] } });
    playAndResolve(g, '種蒔き');
    expect(g.state.players[0].energy).toEqual([]);
    expect(g.state.players[0].guardDeck).toHaveLength(10);
    expect(events(g, 'reload')).toEqual([]);
    expect(g.state.result).toBeNull();
  });

  it('HF-10.3 the energy-phase placement reloads first when the main deck is empty', () => {
    const g = makeGame({
      cards: CARDS,
      p1: { main: ['鼓舞'], mainCount: 1, trash: ['学徒', '業火'], guard: ['バニラ', '炎の剣'] },
    });
    advance(g, (x) => x.state.pending?.kind === 'energy' && x.state.pending.player === 1);
    const p = g.state.players[1];
    expect(p.mainDeck).toEqual([]); // the draw phase took the last card
    expect(p.energy).toEqual([]);
    act(g, { type: 'placeEnergy', place: true });
    expect(events(g, 'reload')).toEqual([{ type: 'reload', player: 1, placed: 2 }]);
    expect(p.energy).toHaveLength(1);
    expect(['学徒', '業火']).toContain(nameOf(g, p.energy[0]));
    expect(g.state.cards[p.energy[0]].sleep).toBe(false);
    expect(p.mainDeck).toHaveLength(1);
    expect(p.damageField).toHaveLength(2);
  });

  it('HF-10.3 declining the energy placement with an empty main deck does not reload', () => {
    const g = makeGame({ cards: CARDS, p1: { main: ['鼓舞'], mainCount: 1, trash: ['学徒'] } });
    advance(g, (x) => x.state.pending?.kind === 'energy' && x.state.pending.player === 1);
    act(g, { type: 'placeEnergy', place: false });
    expect(events(g, 'reload')).toEqual([]);
    expect(g.state.players[1].guardDeck).toHaveLength(10);
    expect(g.state.players[1].trash).toHaveLength(1);
  });
});
