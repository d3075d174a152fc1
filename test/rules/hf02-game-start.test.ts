// HF-2 Game start (■ゲーム開始時の処理, 001 対戦開始前の準備): shuffling, first/second player and the
// second-player marker, the 【奥義】/【空装】 reveals, opening hands and mulligan, the second player's extra
// card, and the first turn.
import { describe, expect, it } from 'vitest';
import type { CardDefinition, PlayerIndex } from '../../src/core/cardTypes.js';
import {
  type Deck,
  type Game,
  IllegalActionError,
  apply,
  createGame,
  legalActions,
  view,
} from '../../src/engine/index.js';
import { moveCard } from '../../src/engine/zones.js';
import { FIXTURE_BY_NAME, FIXTURE_DECKS, PLAIN_BLUE } from '../helpers/decks.js';
import { events } from '../helpers/events.js';
import { fixtureCards } from '../helpers/fixtureCards.js';
import { finishSetup } from '../helpers/flow.js';
import { act, cardId, makeGame, passAll, power } from '../helpers/harness.js';
import { nameOf } from '../helpers/lookup.js';
import { neutral } from '../helpers/neutral.js';

const RED = FIXTURE_DECKS.red; // contains 剣聖の奥義 (【奥義：剣士】) in main and guard

const CARDS = fixtureCards('hf02-game-start');

/** 【空装 条件：《剣士》を持つカードが3枚以上 効果：あなたのキャラクターのパワーを+1000する。】 */
const KUUSOU_SWORD = CARDS.card('剣聖の空装');
/** A second 【空装】 card whose condition the red deck also meets (+2000). */
const KUUSOU_SHIELD = CARDS.card('盾の空装');

/** A 【空装】 whose condition (40 《剣士》) no deck here meets. */
const KUUSOU_UNMET = CARDS.card('届かぬ空装');

/** The red deck with guard cards replaced (the guard deck stays 10 cards). */
function redWithGuard(...extra: CardDefinition[]): Deck {
  return { main: RED.main, guard: [...extra, ...RED.guard.slice(extra.length)] };
}

function names(game: Game, ids: number[]): string[] {
  return ids.map((id) => nameOf(game, id)!);
}

function sorted(xs: string[]): string[] {
  return [...xs].sort();
}

describe('HF-2.1 shuffle the main deck, place the guard deck face down', () => {
  it('HF-2.1 each main deck is the deck list shuffled (seed-dependent order), face down', () => {
    const orders = new Set<string>();
    for (const seed of [1, 2, 3]) {
      const g = createGame({ decks: [RED, PLAIN_BLUE], seed, firstPlayer: 0 });
      // Before any hand is drawn (the first decision is player 0's 【奥義】 reveal), all 30 are in the deck.
      expect(g.state.players[0].hand).toEqual([]);
      const main = g.state.players[0].mainDeck;
      expect(sorted(names(g, main))).toEqual(sorted(RED.main.map((d) => d.name)));
      expect(sorted(names(g, g.state.players[1].mainDeck))).toEqual(
        sorted(PLAIN_BLUE.main.map((d) => d.name)),
      );
      expect(main.every((id) => !g.state.cards[id].faceUp)).toBe(true);
      orders.add(names(g, main).join(','));
    }
    expect(orders.size).toBeGreaterThan(1);
    expect(orders.has(RED.main.map((d) => d.name).join(','))).toBe(false);
  });

  it('HF-2.1 the guard deck holds the 10 guard cards face down: its owner may look, the opponent may not', () => {
    const g = createGame({ decks: [RED, PLAIN_BLUE], seed: 5, firstPlayer: 0 });
    const guard = g.state.players[0].guardDeck;
    expect(sorted(names(g, guard))).toEqual(sorted(RED.guard.map((d) => d.name)));
    expect(guard.every((id) => !g.state.cards[id].faceUp)).toBe(true);
    expect(view(g, 0).players[0].guardDeck.every((c) => !('hidden' in c))).toBe(true);
    expect(view(g, 1).players[0].guardDeck.every((c) => 'hidden' in c)).toBe(true);
    expect(view(g, 1).players[0].mainDeck).toBe(30);
  });
});

describe('HF-2.2 first and second player; the second player receives the marker', () => {
  it('HF-2.2 without a choice the first player is random (seeded): both players occur', () => {
    const firsts = new Set<PlayerIndex>();
    for (let seed = 1; seed <= 30; seed++) {
      const g = createGame({ decks: [PLAIN_BLUE, PLAIN_BLUE], seed });
      firsts.add(g.state.firstPlayer);
      // same seed, same decision (HF-16.9)
      expect(createGame({ decks: [PLAIN_BLUE, PLAIN_BLUE], seed }).state.firstPlayer).toBe(
        g.state.firstPlayer,
      );
      const second = g.state.firstPlayer === 0 ? 1 : 0;
      expect(g.state.players[second].secondPlayerMarker).toBe(true);
      expect(g.state.players[g.state.firstPlayer].secondPlayerMarker).toBe(false);
      expect(g.state.log[0]).toEqual({ type: 'gameStart', firstPlayer: g.state.firstPlayer });
    }
    expect([...firsts].sort()).toEqual([0, 1]);
  });

  it('HF-2.2 an explicit first player is honoured and the other player holds the marker', () => {
    for (const first of [0, 1] as PlayerIndex[]) {
      const g = createGame({ decks: [PLAIN_BLUE, PLAIN_BLUE], seed: 9, firstPlayer: first });
      expect(g.state.firstPlayer).toBe(first);
      expect(g.state.players[first].secondPlayerMarker).toBe(false);
      expect(g.state.players[first === 0 ? 1 : 0].secondPlayerMarker).toBe(true);
      expect(view(g, first).players[first === 0 ? 1 : 0].secondPlayerMarker).toBe(true);
    }
  });
});

describe('HF-2.3 game-start reveals: 【奥義】 guard reveals and 【空装】', () => {
  it('HF-2.3 a 【奥義】 deck may turn any number of guard cards face up, before any hand is drawn; first player first', () => {
    const g = createGame({ decks: [RED, RED], seed: 3, firstPlayer: 1 });
    expect(g.state.pending).toEqual({ kind: 'ougiReveal', player: 1 });
    expect(g.state.players[0].hand.length + g.state.players[1].hand.length).toBe(0);
    const guard = [...g.state.players[1].guardDeck];
    const reveals = legalActions(g).filter((a) => a.type === 'revealGuard');
    expect(reveals.map((a) => (a as { card: number }).card).sort()).toEqual([...guard].sort());
    act(g, { type: 'revealGuard', card: guard[2] });
    act(g, { type: 'revealGuard', card: guard[5] });
    // a revealed card is not offered again, and the player may stop at any number
    expect(legalActions(g).some((a) => a.type === 'revealGuard' && a.card === guard[2])).toBe(false);
    expect(g.state.pending).toEqual({ kind: 'ougiReveal', player: 1 });
    act(g, { type: 'endReveal' });
    // then the second player decides, still before hands are drawn
    expect(g.state.pending).toEqual({ kind: 'ougiReveal', player: 0 });
    expect(g.state.players[1].hand).toEqual([]);
    act(g, { type: 'endReveal' });
    expect(g.state.players[0].hand.length).toBe(4); // now the opening hands
    // the revealed cards are face up and the opponent sees them; the others stay hidden
    const seen = view(g, 0).players[1].guardDeck;
    expect(
      seen
        .filter((c) => !('hidden' in c))
        .map((c) => (c as { id: number }).id)
        .sort(),
    ).toEqual([guard[2], guard[5]].sort());
    const revealEvents = events(g, 'reveal');
    expect(revealEvents.map((e) => [e.player, e.card, e.reason])).toEqual([
      [1, guard[2], 'ougi'],
      [1, guard[5], 'ougi'],
    ]);
  });

  it('HF-2.3 revealed cards stay face up until they leave the guard deck; they then satisfy 【奥義】', () => {
    // 剣聖の奥義 【奥義：剣士】 needs a 剣士 card on the battlefield or face up in the guard deck.
    // (a 4th 紅蓮の剣士 breaks HF-1.2; deck construction is not what this test is about)
    const decks: [Deck, Deck] = [redWithGuard(FIXTURE_BY_NAME.get('紅蓮の剣士')!), RED];
    const g = createGame({ decks, seed: 4, firstPlayer: 0, unchecked: true });
    const swordsman = g.state.players[0].guardDeck.find((id) => names(g, [id])[0] === '紅蓮の剣士')!;
    act(g, { type: 'revealGuard', card: swordsman });
    act(g, { type: 'endReveal' });
    finishSetup(g);
    expect(g.state.phase).not.toBe('setup');
    expect(g.state.cards[swordsman].faceUp).toBe(true);
    // bring player 0 to a main phase with energy and a target, then play the 【奥義】 from the guard deck
    const art = g.state.players[0].guardDeck.find((id) => names(g, [id])[0] === '剣聖の奥義')!;
    while (g.state.pending?.kind !== 'main') neutral(g);
    const foe = g.state.players[1].mainDeck.find(
      (id) => g.defs.get(g.state.cards[id].def)!.kind === 'character',
    )!;
    moveCard(g, foe, 'battlefield');
    for (const id of g.state.players[0].mainDeck.slice(0, 2)) moveCard(g, id, 'energy');
    expect(legalActions(g).some((a) => a.type === 'play' && a.card === art)).toBe(true);
    // once the revealed card leaves the guard deck it is no longer face up there, and the 【奥義】 is unplayable
    moveCard(g, swordsman, 'trash');
    expect(legalActions(g).some((a) => a.type === 'play' && a.card === art)).toBe(false);
  });

  it('HF-2.3 a deck without 【奥義】 or an eligible 【空装】 has no reveal decision', () => {
    const g = createGame({ decks: [PLAIN_BLUE, redWithGuard(KUUSOU_UNMET)], seed: 2, firstPlayer: 0 });
    // player 0 (blue) has nothing to reveal; player 1 (red) only its 【奥義】 reveal, no 【空装】
    expect(g.state.pending).toEqual({ kind: 'ougiReveal', player: 1 });
    act(g, { type: 'endReveal' });
    expect(g.state.pending).toEqual({ kind: 'mulligan', player: 0 });
    expect(events(g, 'reveal')).toEqual([]);
  });

  it('HF-2.3 a 【空装】 whose condition the deck meets may be turned face up and gives its effect for the game', () => {
    const g = createGame({ decks: [PLAIN_BLUE, redWithGuard(KUUSOU_SWORD)], seed: 8, firstPlayer: 0 });
    expect(g.state.pending).toEqual({ kind: 'ougiReveal', player: 1 });
    act(g, { type: 'endReveal' });
    // the 【空装】 decision comes before any hand is drawn
    expect(g.state.pending).toEqual({ kind: 'kuusou', player: 1 });
    expect(g.state.players[1].hand).toEqual([]);
    const k = cardId(g, '剣聖の空装', 1);
    expect(legalActions(g).filter((a) => a.type === 'kuusou')).toEqual([
      { type: 'kuusou', player: 1, card: k },
      { type: 'kuusou', player: 1, card: null },
    ]);
    act(g, { type: 'kuusou', card: k });
    expect(g.state.players[1].kuusou).toBe(k);
    expect(g.state.cards[k].zone).toBe('guardDeck');
    expect(g.state.cards[k].faceUp).toBe(true);
    expect(view(g, 0).players[1].guardDeck.some((c) => !('hidden' in c) && c.id === k)).toBe(true);
    expect(events(g, 'reveal')).toEqual([{ type: 'reveal', player: 1, card: k, reason: 'kuusou' }]);
    expect(g.state.pending).toEqual({ kind: 'mulligan', player: 0 });
    finishSetup(g);
    // the effect: player 1's characters get +1000; player 0's do not
    const mine = g.state.players[1].mainDeck.find((id) => names(g, [id])[0] === '紅蓮の剣士')!;
    const theirs = g.state.players[0].mainDeck.find((id) => names(g, [id])[0] === '見張りの騎士')!;
    moveCard(g, mine, 'battlefield');
    moveCard(g, theirs, 'battlefield');
    expect(power(g, mine)).toBe(3000 + 1000);
    expect(power(g, theirs)).toBe(2000);
    // it lasts until the end of the game, even after the card leaves the guard deck (HF-13.8)
    moveCard(g, k, 'damageField');
    expect(power(g, mine)).toBe(4000);
  });

  it('HF-2.3 declining the 【空装】 gives no effect', () => {
    const g = createGame({ decks: [redWithGuard(KUUSOU_SWORD), PLAIN_BLUE], seed: 8, firstPlayer: 0 });
    act(g, { type: 'endReveal' });
    expect(g.state.pending).toEqual({ kind: 'kuusou', player: 0 });
    act(g, { type: 'kuusou', card: null });
    expect(g.state.players[0].kuusou).toBeNull();
    expect(g.state.cards[cardId(g, '剣聖の空装', 0)].faceUp).toBe(false);
    expect(g.state.pending).toEqual({ kind: 'mulligan', player: 0 });
  });

  it('HF-2.3 at most one 【空装】 applies per player', () => {
    const g = createGame({
      decks: [redWithGuard(KUUSOU_SWORD, KUUSOU_SHIELD), PLAIN_BLUE],
      seed: 6,
      firstPlayer: 0,
    });
    act(g, { type: 'endReveal' });
    expect(g.state.pending).toEqual({ kind: 'kuusou', player: 0 });
    const sword = cardId(g, '剣聖の空装', 0);
    const shield = cardId(g, '盾の空装', 0);
    const offered = legalActions(g)
      .filter((a) => a.type === 'kuusou')
      .map((a) => (a as { card: number | null }).card);
    expect(offered.sort()).toEqual([sword, shield, null].sort());
    act(g, { type: 'kuusou', card: shield });
    // no second 【空装】 decision: straight on to the opening hands
    expect(g.state.pending).toEqual({ kind: 'mulligan', player: 0 });
    expect(g.state.cards[sword].faceUp).toBe(false);
    expect(() => apply(g, { type: 'kuusou', player: 0, card: sword })).toThrow(IllegalActionError);
    finishSetup(g);
    const mine = g.state.players[0].mainDeck.find((id) => names(g, [id])[0] === '穿つ槍兵')!;
    moveCard(g, mine, 'battlefield');
    expect(power(g, mine)).toBe(4000 + 2000);
  });
});

describe('HF-2.4 opening hands of 4 and one mulligan each, first player first', () => {
  it('HF-2.4 each player draws 4; the first player decides on the mulligan first', () => {
    const g = createGame({ decks: [PLAIN_BLUE, PLAIN_BLUE], seed: 11, firstPlayer: 1 });
    expect(g.state.pending).toEqual({ kind: 'mulligan', player: 1 });
    for (const p of [0, 1] as PlayerIndex[]) {
      expect(g.state.players[p].hand.length).toBe(4);
      expect(g.state.players[p].mainDeck.length).toBe(26);
    }
    expect(legalActions(g).filter((a) => a.type === 'mulligan')).toEqual([
      { type: 'mulligan', player: 1, redraw: false },
      { type: 'mulligan', player: 1, redraw: true },
    ]);
    expect(() => apply(g, { type: 'mulligan', player: 0, redraw: true })).toThrow(IllegalActionError);
  });

  it('HF-2.4 a mulligan returns the 4, shuffles and draws 4 — once only', () => {
    const g = createGame({ decks: [PLAIN_BLUE, PLAIN_BLUE], seed: 12, firstPlayer: 0 });
    const p = g.state.players[0];
    const before = [...p.hand];
    const deckBefore = [...p.mainDeck];
    act(g, { type: 'mulligan', redraw: true });
    expect(p.mulliganed).toBe(true);
    expect(p.hand.length).toBe(4);
    expect(p.mainDeck.length).toBe(26);
    // the 30 cards are the same 30; the returned ones went back into the (reshuffled) deck
    expect(sorted([...p.hand, ...p.mainDeck].map(String))).toEqual(
      sorted([...before, ...deckBefore].map(String)),
    );
    for (const id of before) expect(['hand', 'mainDeck']).toContain(g.state.cards[id].zone);
    const log = g.state.log;
    const m = log.findIndex((e) => e.type === 'mulligan');
    expect(log[m]).toEqual({ type: 'mulligan', player: 0, redraw: true });
    expect(log.slice(m).some((e) => e.type === 'shuffle' && e.player === 0)).toBe(true);
    expect(log.slice(m).filter((e) => e.type === 'draw' && e.player === 0).length).toBe(4);
    // once: the next decision is the second player's, never player 0's again
    expect(g.state.pending).toEqual({ kind: 'mulligan', player: 1 });
    const keep = [...g.state.players[1].hand];
    act(g, { type: 'mulligan', redraw: false });
    expect(g.state.players[1].hand.slice(0, 4)).toEqual(keep);
    expect(g.state.players[1].mulliganed).toBe(false);
    expect(g.state.phase).not.toBe('setup');
    expect(events(g, 'mulligan').map((e) => e.player)).toEqual([0, 1]);
  });
});

describe('HF-2.5 the second player then draws 1 (opening hand 5)', () => {
  it('HF-2.5 after both mulligan decisions the second player draws 1 more card', () => {
    const g = createGame({ decks: [PLAIN_BLUE, PLAIN_BLUE], seed: 13, firstPlayer: 1 });
    act(g, { type: 'mulligan', redraw: false }); // player 1 (first)
    expect(g.state.players[0].hand.length).toBe(4);
    act(g, { type: 'mulligan', redraw: true }); // player 0 (second)
    // the first decision of turn 1 is the window after the active phase: nobody has drawn for the turn yet
    expect(g.state.turn).toBe(1);
    expect(g.state.pending).toEqual({ kind: 'window', player: 0 });
    expect(g.state.players[1].hand.length).toBe(4);
    expect(g.state.players[0].hand.length).toBe(5);
    const log = g.state.log;
    const lastMulligan = log.map((e) => e.type).lastIndexOf('mulligan');
    const turnStart = log.findIndex((e) => e.type === 'turnStart');
    const between = log.slice(lastMulligan + 1, turnStart).filter((e) => e.type === 'draw');
    // the mulligan redraw (4) and then the second player's extra card (1)
    expect(between.map((e) => (e as { player: number }).player)).toEqual([0, 0, 0, 0, 0]);
    expect(g.state.players[0].mainDeck.length).toBe(25);
  });

  it('HF-2.5 the second player gets the extra card whoever that is', () => {
    const g = createGame({ decks: [PLAIN_BLUE, PLAIN_BLUE], seed: 14, firstPlayer: 0 });
    finishSetup(g);
    expect(g.state.players[1].hand.length).toBe(5);
    expect(g.state.players[0].hand.length).toBe(4);
  });
});

describe('HF-2.6 the second-player marker pays 1 point of an energy cost, once', () => {
  it('HF-2.6 its holder may pay 1 of a cost with it; it is then spent', () => {
    // player 1 is the second player and holds the marker; 業火 costs 2 and player 1 has 1 energy
    const g = makeGame({
      p0: { battlefield: ['紅蓮の剣士', '学徒'] },
      p1: { hand: ['業火', '業火'], energy: 1 },
    });
    expect(g.state.players[1].secondPlayerMarker).toBe(true);
    expect(g.state.players[0].secondPlayerMarker).toBe(false);
    act(g, { type: 'attack', attacker: cardId(g, '紅蓮の剣士', 0), target: { player: 1 } });
    expect(g.state.pending).toEqual({ kind: 'window', player: 1 });
    const fire = g.state.players[1].hand[0];
    const plays = legalActions(g).filter((a) => a.type === 'play' && a.card === fire);
    expect(plays.length).toBeGreaterThan(0);
    expect(plays.every((a) => a.type === 'play' && a.useMarker)).toBe(true);
    expect(() =>
      apply(g, { type: 'play', player: 1, card: fire, targets: [cardId(g, '学徒', 0)], useMarker: false }),
    ).toThrow(IllegalActionError);
    act(g, { type: 'play', card: fire, targets: [cardId(g, '学徒', 0)], useMarker: true });
    expect(g.state.players[1].secondPlayerMarker).toBe(false);
    expect(g.state.players[1].energy.every((id) => g.state.cards[id].sleep)).toBe(true);
    expect(events(g, 'play')[0].useMarker).toBe(true);
    // the same cost can no longer be paid: the marker is once per game
    expect(g.state.pending?.player).toBe(0);
    act(g, { type: 'pass' });
    expect(g.state.pending).toEqual({ kind: 'window', player: 1 });
    expect(legalActions(g).some((a) => a.type === 'play')).toBe(false);
    passAll(g);
    expect(g.state.cards[cardId(g, '学徒', 0)].zone).toBe('trash');
  });

  it('HF-2.6 with enough energy the holder may still choose not to use it; a player without it cannot', () => {
    const g = makeGame({ p0: { hand: ['鼓舞'], battlefield: ['学徒'], energy: 1 }, p1: { energy: 2 } });
    const cheer = cardId(g, '鼓舞', 0);
    const plays = legalActions(g).filter((a) => a.type === 'play' && a.card === cheer);
    expect(plays.map((a) => a.type === 'play' && a.useMarker)).toEqual([false]);
    const g2 = makeGame({
      p0: { battlefield: ['紅蓮の剣士'] },
      p1: { hand: ['鼓舞'], battlefield: ['学徒'], energy: 1 },
    });
    act(g2, { type: 'attack', attacker: cardId(g2, '紅蓮の剣士', 0), target: { player: 1 } });
    const cheer2 = cardId(g2, '鼓舞', 1);
    const markerChoices = legalActions(g2)
      .filter((a) => a.type === 'play' && a.card === cheer2)
      .map((a) => a.type === 'play' && a.useMarker)
      .sort();
    expect(markerChoices).toEqual([false, true]);
    act(g2, { type: 'play', card: cheer2, useMarker: false });
    expect(g2.state.players[1].secondPlayerMarker).toBe(true);
  });
});

describe('HF-2.7 the first player takes the first turn; turns alternate', () => {
  it('HF-2.7 turn 1 is the first player, then the players alternate', () => {
    for (const first of [0, 1] as PlayerIndex[]) {
      const g = createGame({ decks: [PLAIN_BLUE, PLAIN_BLUE], seed: 21, firstPlayer: first });
      finishSetup(g);
      expect(g.state.turn).toBe(1);
      expect(g.state.turnPlayer).toBe(first);
      while (g.state.turn < 5 && !g.state.result) neutral(g);
      const starts = events(g, 'turnStart');
      const second = first === 0 ? 1 : 0;
      expect(starts.map((e) => [e.turn, e.player])).toEqual([
        [1, first],
        [2, second],
        [3, first],
        [4, second],
        [5, first],
      ]);
    }
  });
});
