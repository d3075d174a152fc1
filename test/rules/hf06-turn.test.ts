// HF-6 Turn structure (■フェイズ進行): active, draw, energy, main and discard phases, the end of turn, and
// the interruption window that each phase's end opens.
import { describe, expect, it } from 'vitest';
import type { PlayerIndex } from '../../src/core/cardTypes.js';
import type { GameEvent } from '../../src/core/events.js';
import { type Game, createGame, legalActions } from '../../src/engine/index.js';
import { PLAIN_BLUE } from '../helpers/decks.js';
import { events } from '../helpers/events.js';
import { fixtureCard } from '../helpers/fixtureCards.js';
import { act, cardId, makeGameWith, passAll, power } from '../helpers/harness.js';
import { neutral } from '../helpers/neutral.js';

/** [自動] あなたのターン終了時、このキャラクターがパワー3000以上のキャラクターである場合、…カードを1枚引く。 */
const DUSK_WARDEN = fixtureCard('hf06-turn', '黄昏の番人');

const makeGame = makeGameWith([DUSK_WARDEN]);

function indexOf(game: Game, pred: (e: GameEvent) => boolean, from = 0): number {
  const i = game.state.log.slice(from).findIndex(pred);
  return i < 0 ? -1 : i + from;
}

/** Answers neutrally until `done` holds. */
function until(game: Game, done: (g: Game) => boolean, max = 200): void {
  for (let i = 0; i < max && !done(game); i++) neutral(game);
  expect(done(game)).toBe(true);
}

describe('HF-6.1 active phase', () => {
  it('HF-6.1 the turn player’s asleep battlefield cards and energies become active; the opponent’s do not', () => {
    const g = makeGame({
      p0: { battlefield: [{ name: '紅蓮の剣士', sleep: true }], energy: 1 },
      p1: {
        battlefield: [
          { name: '学徒', sleep: true },
          { name: '穿つ槍兵', sleep: true },
        ],
        energy: 2,
      },
    });
    const s = g.state;
    for (const id of [...s.players[0].energy, ...s.players[1].energy]) s.cards[id].sleep = true;
    const mine = [cardId(g, '学徒', 1), cardId(g, '穿つ槍兵', 1)];
    const theirs = cardId(g, '紅蓮の剣士', 0);
    act(g, { type: 'endMain' });
    until(g, (x) => x.state.turn === 2 && x.state.pending?.kind === 'window');
    // the first decision of turn 2 is the window after player 1's active phase
    expect(s.turnPlayer).toBe(1);
    expect(s.phase).toBe('active');
    for (const id of mine) expect(s.cards[id].sleep).toBe(false);
    for (const id of s.players[1].energy) expect(s.cards[id].sleep).toBe(false);
    expect(s.cards[theirs].sleep).toBe(true);
    for (const id of s.players[0].energy) expect(s.cards[id].sleep).toBe(true);
    const start = indexOf(g, (e) => e.type === 'phaseStart' && e.phase === 'active' && e.player === 1);
    const woke = s.log.slice(start).filter((e) => e.type === 'stateChange' && !e.sleep);
    expect(woke.map((e) => (e as { card: number }).card).sort()).toEqual([...mine].sort());
  });
});

describe('HF-6.2 draw phase', () => {
  it('HF-6.2 the first player draws 1 on turn 1 too', () => {
    const g = createGame({ decks: [PLAIN_BLUE, PLAIN_BLUE], seed: 31, firstPlayer: 0 });
    // the window after the active phase: the draw phase has not happened yet
    until(g, (x) => x.state.turn === 1 && x.state.phase === 'active' && x.state.pending?.kind === 'window');
    expect(g.state.players[0].hand.length).toBe(4);
    const top = g.state.players[0].mainDeck[0];
    until(g, (x) => x.state.pending?.kind === 'main');
    expect(g.state.players[0].hand.length).toBe(5);
    expect(g.state.players[0].hand).toContain(top);
    const start = indexOf(g, (e) => e.type === 'phaseStart' && e.phase === 'draw');
    const end = indexOf(g, (e) => e.type === 'phaseEnd' && e.phase === 'draw');
    expect(g.state.log.slice(start, end).filter((e) => e.type === 'draw')).toEqual([
      { type: 'draw', player: 0, card: top },
    ]);
  });

  it('HF-6.2 the second player draws 1 in their draw phase', () => {
    const g = makeGame({ p1: { hand: ['学徒'], main: ['業火'] } });
    const fire = g.state.players[1].mainDeck[0];
    act(g, { type: 'endMain' });
    until(g, (x) => x.state.turn === 2 && x.state.phase === 'draw' && x.state.pending?.kind === 'window');
    expect(g.state.players[1].hand).toEqual([cardId(g, '学徒', 1), fire]);
    expect(g.state.players[0].hand).toEqual([]); // the opponent does not draw
  });
});

describe('HF-6.3 energy phase', () => {
  it('HF-6.3 the turn player may put the top main-deck card into the energy field, face down and active', () => {
    const g = makeGame({ p1: { main: ['業火', '紅蓮の剣士'] } });
    act(g, { type: 'endMain' });
    until(g, (x) => x.state.pending?.kind === 'energy');
    expect(g.state.pending).toEqual({ kind: 'energy', player: 1 });
    const top = g.state.players[1].mainDeck[0];
    expect(g.state.cards[top].def).toBe('fixture/紅蓮の剣士');
    act(g, { type: 'placeEnergy', place: true });
    expect(g.state.players[1].energy).toEqual([top]);
    expect(g.state.cards[top].faceUp).toBe(false);
    expect(g.state.cards[top].sleep).toBe(false);
    expect(g.state.players[1].mainDeck).not.toContain(top);
    expect(events(g, 'energyPlaced')).toEqual([{ type: 'energyPlaced', player: 1, card: top }]);
  });

  it('HF-6.3 the turn player may decline', () => {
    const g = makeGame({ p1: { main: ['業火', '紅蓮の剣士'] } });
    act(g, { type: 'endMain' });
    until(g, (x) => x.state.pending?.kind === 'energy');
    const deck = [...g.state.players[1].mainDeck];
    act(g, { type: 'placeEnergy', place: false });
    expect(g.state.players[1].energy).toEqual([]);
    expect(g.state.players[1].mainDeck).toEqual(deck);
    expect(events(g, 'energyPlaced')).toEqual([]);
  });

  it('HF-6.3 with an empty main deck, placing reloads first and then places', () => {
    const g = makeGame({ p1: { mainCount: 1, trash: ['業火', '鼓舞', '断罪'] } });
    act(g, { type: 'endMain' });
    until(g, (x) => x.state.pending?.kind === 'energy');
    expect(g.state.players[1].mainDeck).toEqual([]); // the draw phase took the last card
    act(g, { type: 'placeEnergy', place: true });
    expect(g.state.pending).toEqual({ kind: 'reload', player: 1, prompt: expect.any(String) });
    act(g, { type: 'reloadCard' });
    act(g, { type: 'reloadCard' });
    const p = g.state.players[1];
    expect(p.damageField.length).toBe(2);
    expect(p.trash).toEqual([]);
    expect(p.energy.length).toBe(1);
    expect(p.mainDeck.length).toBe(2);
    expect(['業火', '鼓舞', '断罪']).toContain(g.defs.get(g.state.cards[p.energy[0]].def)!.name);
    const reload = indexOf(g, (e) => e.type === 'reload' && e.player === 1);
    const placed = indexOf(g, (e) => e.type === 'energyPlaced' && e.player === 1);
    expect(reload).toBeGreaterThanOrEqual(0);
    expect(placed).toBeGreaterThan(reload);
  });
});

describe('HF-6.4 main phase', () => {
  it('HF-6.4 attack, activate and play any number of times in any order; ending it is the turn player’s choice', () => {
    const g = makeGame({
      p0: { battlefield: ['紅蓮の剣士', '剛腕の闘士', '砲術士'], hand: ['鼓舞'], energy: 3 },
      p1: { battlefield: [{ name: '学徒', sleep: true }] },
    });
    const main = { kind: 'main', player: 0 };
    act(g, { type: 'play', card: cardId(g, '鼓舞', 0), targets: [cardId(g, '紅蓮の剣士', 0)] });
    passAll(g);
    expect(g.state.pending).toEqual(main);
    act(g, { type: 'attack', attacker: cardId(g, '紅蓮の剣士', 0), target: { player: 1 } });
    passAll(g);
    act(g, { type: 'takeDamage' });
    expect(g.state.pending).toEqual(main);
    act(g, { type: 'activate', card: cardId(g, '砲術士', 0), targets: [cardId(g, '学徒', 1)] });
    passAll(g);
    expect(g.state.cards[cardId(g, '学徒', 1)].zone).toBe('trash');
    expect(g.state.pending).toEqual(main);
    act(g, { type: 'attack', attacker: cardId(g, '剛腕の闘士', 0), target: { player: 1 } });
    passAll(g);
    act(g, { type: 'takeDamage' });
    act(g, { type: 'takeDamage' });
    expect(g.state.pending).toEqual(main);
    expect(g.state.players[1].damageField.length).toBe(3);
    expect(g.state.phase).toBe('main');
    // nothing forces the phase to end: endMain is always offered, and only it ends the phase
    expect(legalActions(g).some((a) => a.type === 'endMain')).toBe(true);
    expect(events(g, 'phaseEnd').some((e) => e.phase === 'main')).toBe(false);
    act(g, { type: 'endMain' });
    expect(events(g, 'phaseEnd').filter((e) => e.phase === 'main')).toEqual([
      { type: 'phaseEnd', phase: 'main', player: 0 },
    ]);
    passAll(g);
    expect(g.state.phase).not.toBe('main');
  });
});

describe('HF-6.5 discard phase', () => {
  it('HF-6.5 with 8 or more cards the turn player discards chosen cards down to 7', () => {
    const hand = ['学徒', '学徒', '学徒', '業火', '業火', '業火', '鼓舞', '鼓舞', '鼓舞'];
    const g = makeGame({ p0: { hand } });
    act(g, { type: 'endMain' });
    passAll(g);
    expect(g.state.phase).toBe('discard');
    expect(g.state.pending).toEqual({ kind: 'discard', player: 0 });
    expect(legalActions(g).filter((a) => a.type === 'discard').length).toBe(9);
    const fire = cardId(g, '業火', 0, 1);
    const cheer = cardId(g, '鼓舞', 0, 2);
    act(g, { type: 'discard', card: fire });
    expect(g.state.pending).toEqual({ kind: 'discard', player: 0 });
    act(g, { type: 'discard', card: cheer });
    expect(g.state.players[0].hand.length).toBe(7);
    expect(g.state.players[0].trash).toEqual([fire, cheer]);
    expect(events(g, 'discard')).toEqual([
      { type: 'discard', player: 0, card: fire },
      { type: 'discard', player: 0, card: cheer },
    ]);
    expect(g.state.pending).toEqual({ kind: 'window', player: 1 }); // the discard phase has ended
  });

  it('HF-6.5 with 7 or fewer cards nothing is discarded', () => {
    const g = makeGame({ p0: { hand: ['学徒', '学徒', '学徒', '業火', '業火', '業火', '鼓舞'] } });
    act(g, { type: 'endMain' });
    until(g, (x) => x.state.phase === 'discard');
    // the first decision in the discard phase is already the window after it
    expect(g.state.pending).toEqual({ kind: 'window', player: 1 });
    expect(g.state.chain).toEqual([expect.objectContaining({ kind: 'phaseEnd', phase: 'discard' })]);
    expect(g.state.players[0].hand.length).toBe(7);
    expect(events(g, 'discard')).toEqual([]);
  });
});

describe('HF-6.6 end of turn: damage removed, "at end of turn" effects, then "until end of turn" effects end', () => {
  it('HF-6.6 runs the three steps in order; the turn player orders simultaneous expirations', () => {
    const g = makeGame({
      p0: {
        battlefield: [{ name: '紅蓮の剣士', damage: 1000 }, '黄昏の番人'],
        hand: ['鼓舞', '鼓舞'],
        energy: 2,
      },
      p1: { battlefield: ['学徒'], hand: ['鼓舞'], energy: 1 },
    });
    const sword = cardId(g, '紅蓮の剣士', 0);
    const warden = cardId(g, '黄昏の番人', 0);
    const pupil = cardId(g, '学徒', 1);
    act(g, { type: 'play', card: cardId(g, '鼓舞', 0, 0), targets: [warden] });
    passAll(g);
    act(g, { type: 'play', card: cardId(g, '鼓舞', 0, 1), targets: [sword] });
    act(g, { type: 'play', card: cardId(g, '鼓舞', 1), targets: [pupil] }); // the opponent's, in a window
    passAll(g);
    expect([power(g, sword), power(g, warden), power(g, pupil)]).toEqual([4000, 3000, 2000]);
    const byCard = (id: number) => g.state.effects.find((e) => e.card === id)!.id;
    const [eSword, eWarden, ePupil] = [byCard(sword), byCard(warden), byCard(pupil)];
    const handBefore = g.state.players[0].hand.length;
    act(g, { type: 'endMain' });
    until(g, (x) => x.state.pending?.kind === 'orderExpirations');
    // the turn player orders all three, including the opponent's effect
    expect(g.state.pending).toEqual({ kind: 'orderExpirations', player: 0 });
    expect(g.state.phase).toBe('endOfTurn');
    const offered = legalActions(g).filter((a) => a.type === 'nextExpiration');
    expect(offered.map((a) => (a as { effect: number }).effect).sort()).toEqual(
      [eSword, eWarden, ePupil].sort(),
    );
    // (1) damage is already removed; (2) the "at end of turn" ability saw the +1000 still in force
    expect(g.state.cards[sword].damage).toBe(0);
    expect(g.state.players[0].hand.length).toBe(handBefore + 1);
    act(g, { type: 'nextExpiration', effect: ePupil });
    expect(power(g, pupil)).toBe(1000);
    expect(power(g, sword)).toBe(4000);
    expect(g.state.pending).toEqual({ kind: 'orderExpirations', player: 0 });
    act(g, { type: 'nextExpiration', effect: eWarden });
    // the last one ends by itself, then the opponent's turn begins
    expect(events(g, 'expire').map((e) => e.effect)).toEqual([ePupil, eWarden, eSword]);
    expect([power(g, sword), power(g, warden)]).toEqual([3000, 2000]);
    expect(g.state.turn).toBe(2);
    expect(g.state.turnPlayer).toBe(1);
    const removed = indexOf(g, (e) => e.type === 'damageRemoved');
    const trig = indexOf(g, (e) => e.type === 'trigger' && e.card === warden);
    const drew = indexOf(g, (e) => e.type === 'draw' && e.player === 0, trig);
    const firstExpire = indexOf(g, (e) => e.type === 'expire');
    const turn2 = indexOf(g, (e) => e.type === 'turnStart' && e.turn === 2);
    expect(removed).toBeGreaterThan(indexOf(g, (e) => e.type === 'phaseEnd' && e.phase === 'discard'));
    expect(trig).toBeGreaterThan(removed);
    expect(drew).toBeGreaterThan(trig);
    expect(firstExpire).toBeGreaterThan(drew);
    expect(turn2).toBeGreaterThan(indexOf(g, (e) => e.type === 'expire' && e.effect === eSword));
  });

  it('HF-6.6 a single "until end of turn" effect simply ends; damage removal lets a character survive', () => {
    const g = makeGame({
      p0: { battlefield: ['砲術士'], hand: ['鼓舞'], energy: 2 },
      p1: { battlefield: ['紅蓮の剣士'] },
    });
    const gunner = cardId(g, '砲術士', 0);
    const sword = cardId(g, '紅蓮の剣士', 1);
    act(g, { type: 'activate', card: gunner, targets: [sword] });
    passAll(g);
    expect(g.state.cards[sword].damage).toBe(1000);
    act(g, { type: 'play', card: cardId(g, '鼓舞', 0), targets: [gunner] });
    passAll(g);
    act(g, { type: 'endMain' });
    until(g, (x) => x.state.turn === 2);
    expect(g.state.cards[sword].damage).toBe(0);
    expect(g.state.cards[sword].zone).toBe('battlefield');
    expect(power(g, gunner)).toBe(2000);
    expect(g.state.effects).toEqual([]);
    expect(events(g, 'expire').length).toBe(1);
    expect(g.state.log.some((e) => e.type === 'damageRemoved')).toBe(true);
  });
});

describe('HF-6.7 each phase end opens a window after its end-of-phase effects', () => {
  it('HF-6.7 every phase end opens a window held by the non-turn player, after end-of-phase abilities resolved', () => {
    const g = makeGame({
      p0: { battlefield: [{ name: '見張りの騎士', sleep: true }], hand: ['業火'], energy: 2 },
      p1: { battlefield: ['学徒'] },
    });
    const knight = cardId(g, '見張りの騎士', 0);
    const pupil = cardId(g, '学徒', 1);
    act(g, { type: 'endMain' });
    until(g, (x) => x.state.turn === 2 && x.state.pending?.kind === 'window');
    // 【警戒】 ("at the end of the opponent's active phase") resolved before the window opened
    expect(g.state.phase).toBe('active');
    expect(g.state.pending).toEqual({ kind: 'window', player: 0 });
    expect(g.state.cards[knight].sleep).toBe(false);
    const endActive = indexOf(g, (e) => e.type === 'phaseEnd' && e.phase === 'active' && e.player === 1);
    const trig = indexOf(g, (e) => e.type === 'trigger' && e.card === knight, endActive);
    const woke = indexOf(g, (e) => e.type === 'stateChange' && e.card === knight && !e.sleep, endActive);
    const open = indexOf(g, (e) => e.type === 'windowOpen', endActive);
    expect(endActive).toBeGreaterThanOrEqual(0);
    expect(trig).toBeGreaterThan(endActive);
    expect(woke).toBeGreaterThan(trig);
    expect(open).toBeGreaterThan(woke);
    // it is a real interruption window: the holder may play a card in it
    act(g, { type: 'play', card: cardId(g, '業火', 0), targets: [pupil] });
    passAll(g);
    expect(g.state.cards[pupil].zone).toBe('trash');
    until(g, (x) => x.state.turn === 3);
    // in turn 2, each of the five phase ends was followed by a window for player 0 before the next phase
    const log = g.state.log;
    const t2 = indexOf(g, (e) => e.type === 'turnStart' && e.turn === 2);
    const t3 = indexOf(g, (e) => e.type === 'turnStart' && e.turn === 3);
    const phases: string[] = [];
    for (let i = t2; i < t3; i++) {
      const e = log[i];
      if (e.type !== 'phaseEnd') continue;
      phases.push(e.phase);
      const next = log
        .slice(i + 1, t3)
        .find((x) => x.type === 'windowOpen' || x.type === 'phaseStart' || x.type === 'damageRemoved');
      expect(next).toEqual({ type: 'windowOpen', holder: 0, openedByPass: false });
    }
    expect(phases).toEqual(['active', 'draw', 'energy', 'main', 'discard']);
  });

  it('HF-6.7 in the first player’s turn the second player holds the phase-end windows', () => {
    const g = createGame({ decks: [PLAIN_BLUE, PLAIN_BLUE], seed: 33, firstPlayer: 1 });
    const holders: [string, PlayerIndex][] = [];
    for (let i = 0; i < 100 && g.state.turn < 2; i++) {
      const w = g.state.window;
      const top = g.state.chain.at(-1);
      if (g.state.turn === 1 && w && !w.openedByPass && top?.kind === 'phaseEnd')
        holders.push([top.phase, w.holder]);
      neutral(g);
    }
    expect(holders).toEqual([
      ['active', 0],
      ['draw', 0],
      ['energy', 0],
      ['main', 0],
      ['discard', 0],
    ]);
  });
});
