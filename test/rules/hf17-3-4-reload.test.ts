// HF-17.3 and HF-17.4: the reload worked examples of 000 ■リロード as acceptance cases.
import { describe, expect, it } from 'vitest';
import { PEEK, SUPPLY } from '../helpers/cards.js';
import { events } from '../helpers/events.js';
import { advance } from '../helpers/flow.js';
import { act, cardId, legalActions, makeGame, passAll } from '../helpers/harness.js';
import { inGuard, inHand, nameOf } from '../helpers/lookup.js';

const CARDS = [SUPPLY, PEEK];

describe('HF-17.3 reload during a command', () => {
  it('HF-17.3 断罪 (destroy, then draw) with an empty main deck reloads mid-resolution; 断罪 ends alone in the trash', () => {
    const g = makeGame({
      p0: {
        hand: ['断罪'],
        energy: 3,
        battlefield: ['学徒'],
        mainCount: 0,
        guard: ['バニラ', '鼓舞', '炎の剣'],
      },
    });
    const judgment = inHand(g, '断罪', 0);
    const pupil = cardId(g, '学徒', 0);
    act(g, { type: 'play', card: judgment, targets: [pupil] });
    passAll(g);
    // the destroyed 学徒 reached the trash; 断罪 itself is still resolving, in no zone
    expect(g.state.pending).toMatchObject({ kind: 'reload', player: 0 });
    expect(g.state.players[0].trash).toEqual([pupil]);
    expect(g.state.cards[judgment].zone).toBe('chain');
    act(g, { type: 'reloadCard', card: inGuard(g, '鼓舞', 0) });
    act(g, { type: 'reloadCard', card: inGuard(g, 'バニラ', 0) });
    const p = g.state.players[0];
    // the trash (学徒 only) became the deck and was drawn; 断罪 was not shuffled in
    expect(p.hand).toEqual([pupil]);
    expect(p.mainDeck).toEqual([]);
    expect(p.trash).toEqual([judgment]);
    expect(p.guardDeck.map((id) => nameOf(g, id))).toEqual(['炎の剣']);
    const types = g.state.log.map((e) => e.type);
    expect(types.indexOf('reload')).toBeLessThan(
      g.state.log.findIndex((e) => e.type === 'move' && e.card === judgment && e.to === 'trash'),
    );
    expect(g.state.result).toBeNull();
    expect(g.state.pending).toEqual({ kind: 'main', player: 0 });
  });

  it('HF-17.3 a command that draws with an empty main deck and an otherwise empty trash loses (it is not in the trash yet)', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['補給'], mainCount: 0, guard: ['バニラ', '鼓舞'] } });
    act(g, { type: 'play', card: inHand(g, '補給', 0) });
    passAll(g);
    expect(g.state.result).toMatchObject({ winner: 1, rule: 'HF-10.1' });
  });
});

describe('HF-17.4 reload edge cases', () => {
  it('HF-17.4 1 guard card left: that 1 goes to the damage field and the player does not lose', () => {
    const g = makeGame({ p1: { mainCount: 0, trash: ['学徒', '業火'], guard: ['鼓舞'] } });
    const last = cardId(g, '鼓舞', 1);
    advance(g, (x) => x.state.turn === 2 && x.state.phase === 'energy');
    const p = g.state.players[1];
    expect(events(g, 'reload')).toEqual([{ type: 'reload', player: 1, placed: 1 }]);
    expect(p.damageField).toEqual([last]);
    expect(p.guardDeck).toEqual([]);
    expect(p.hand).toHaveLength(1);
    expect(p.mainDeck).toHaveLength(1);
    expect(g.state.result).toBeNull();
  });

  it('HF-17.4 0 guard cards left: the player loses', () => {
    const g = makeGame({ p1: { mainCount: 0, trash: ['学徒'], guard: [] } });
    advance(g, (x) => x.state.result !== null);
    expect(g.state.turn).toBe(2);
    expect(g.state.result).toMatchObject({ winner: 0, rule: 'HF-10.1' });
    expect(g.state.result?.reason).toContain('ガードデッキ');
    expect(legalActions(g)).toEqual([]);
  });

  it('HF-17.4 an empty trash: the player loses', () => {
    const g = makeGame({ p1: { mainCount: 0, guard: ['バニラ', '鼓舞', '炎の剣'] } });
    advance(g, (x) => x.state.pending?.kind === 'reload' || x.state.result !== null);
    expect(g.state.pending).toMatchObject({ kind: 'reload', player: 1 });
    act(g, { type: 'reloadCard', card: inGuard(g, '炎の剣', 1) });
    act(g, { type: 'reloadCard', card: inGuard(g, 'バニラ', 1) });
    expect(g.state.result).toMatchObject({ winner: 0, rule: 'HF-10.1' });
    expect(g.state.result?.reason).toContain('トラッシュ');
  });

  it('HF-17.4 "look at the top 3" with 2 cards fails and does not reload', () => {
    const g = makeGame({
      cards: CARDS,
      p0: {
        hand: ['偵察'],
        main: ['学徒', '業火'],
        mainCount: 2,
        trash: ['断罪'],
        guard: ['バニラ', '鼓舞'],
      },
    });
    const deck = [...g.state.players[0].mainDeck];
    act(g, { type: 'play', card: inHand(g, '偵察', 0) });
    passAll(g);
    const p = g.state.players[0];
    expect(p.mainDeck).toEqual(deck);
    expect(p.guardDeck).toHaveLength(2);
    expect(p.damageField).toEqual([]);
    expect(p.hand).toEqual([]);
    expect(p.trash.map((id) => nameOf(g, id))).toEqual(['断罪', '偵察']);
    expect(events(g, 'reload')).toEqual([]);
    expect(events(g, 'processFails')).toHaveLength(1);
    expect(g.state.pending).toEqual({ kind: 'main', player: 0 });
  });
});
