// HF-7 interruption windows (000 ■インタラプション, 001 インタラプション・タイミング).
import { describe, expect, it } from 'vitest';
import { type Game, IllegalActionError } from '../../src/engine/index.js';
import { HERALD, PRIVATE, SOLDIER } from '../helpers/cards.js';
import { events } from '../helpers/events.js';
import { fixtureCards } from '../helpers/fixtureCards.js';
import { act, apply, cardId, legalActions, makeGame, passAll, power } from '../helpers/harness.js';

// 連射砲台 ([1]：1000 damage to an opponent's character), 衝撃, 追放 (bounce, cost 1), and 軍師, whose
// continuous ability gives the other characters 連射砲台's ability (「「[1]：…」を得る」).
const FIXTURE = fixtureCards('hf07-windows');
const CARDS = [SOLDIER, PRIVATE, HERALD, ...FIXTURE.all];

function holder(g: Game): number | null {
  return g.state.pending?.kind === 'window' ? g.state.pending.player : null;
}

function actionTypes(g: Game): string[] {
  return [...new Set(legalActions(g).map((a) => a.type))].sort();
}

describe('HF-7 interruption windows', () => {
  it('HF-7.1 the other player holds the window and may play any card type, use own activated abilities, or pass', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { battlefield: ['三千の兵', '連射砲台'], energy: 3 },
      p1: { hand: ['学徒', '業火', '炎の剣'], battlefield: ['砲術士'], energy: 5, marker: false },
    });
    const soldier = cardId(g, '三千の兵', 0);
    const p0Turret = cardId(g, '連射砲台', 0);
    act(g, { type: 'attack', attacker: soldier, target: { player: 1 } });

    // Player 0 caused the window, so player 1 holds it.
    expect(g.state.pending).toEqual({ kind: 'window', player: 1 });
    expect(actionTypes(g)).toEqual(['activate', 'concede', 'pass', 'play']);
    const plays = legalActions(g).filter((a) => a.type === 'play');
    for (const name of ['学徒', '業火', '炎の剣']) {
      expect(plays.some((a) => a.type === 'play' && a.card === cardId(g, name, 1))).toBe(true);
    }
    const activations = legalActions(g).filter((a) => a.type === 'activate');
    expect(activations.length).toBeGreaterThan(0);
    expect(activations.every((a) => a.type === 'activate' && a.card === cardId(g, '砲術士', 1))).toBe(true);
    // The player who caused the window cannot act in it.
    expect(() => apply(g, { type: 'pass', player: 0 })).toThrow(IllegalActionError);

    // Player 1 plays a character: now player 0 holds the new window and may use only their own abilities.
    act(g, { type: 'play', card: cardId(g, '学徒', 1) });
    expect(g.state.pending).toEqual({ kind: 'window', player: 0 });
    const mine = legalActions(g).filter((a) => a.type === 'activate');
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((a) => a.type === 'activate' && a.card === p0Turret)).toBe(true);
    expect(legalActions(g).some((a) => a.type === 'attack' || a.type === 'endMain')).toBe(false);
  });

  it('HF-7.2 (1)–(5) an attack, a defense, a play, a pass and an activated ability each open a window for the other player', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { battlefield: ['三千の兵', '砲術士'], hand: ['鼓舞'], energy: 3 },
      p1: { battlefield: ['学徒', '見張りの騎士'], marker: false },
    });
    const soldier = cardId(g, '三千の兵', 0);
    const knight = cardId(g, '見張りの騎士', 1);
    const opened = () => events(g, 'windowOpen').map((e) => [e.holder, e.openedByPass]);

    // (5) activated ability
    act(g, { type: 'activate', card: cardId(g, '砲術士', 0), targets: [knight] });
    expect(holder(g)).toBe(1);
    // (4) pass
    act(g, { type: 'pass' });
    expect(holder(g)).toBe(0);
    expect(g.state.window?.openedByPass).toBe(true);
    act(g, { type: 'pass' });
    expect(g.state.cards[knight].damage).toBe(1000);
    // (3) play
    act(g, { type: 'play', card: cardId(g, '鼓舞', 0), targets: [soldier] });
    expect(holder(g)).toBe(1);
    passAll(g);
    // (1) attack
    act(g, { type: 'attack', attacker: soldier, target: { player: 1 } });
    expect(holder(g)).toBe(1);
    passAll(g);
    // (2) defense: declared by player 1, so player 0 holds the window.
    expect(g.state.pending).toEqual({ kind: 'defense', player: 1 });
    act(g, { type: 'defend', defender: cardId(g, '学徒', 1) });
    expect(holder(g)).toBe(0);
    expect(g.state.chain.map((i) => i.kind)).toEqual(['defense']);
    expect(opened()).toEqual([
      [1, false], // activation
      [0, true], // pass
      [1, false], // play
      [0, true],
      [1, false], // attack
      [0, true],
      [0, false], // defense
    ]);
  });

  it('HF-7.2 (6)–(10) every phase end opens a window, after end-of-phase effects, held first by the non-turn player', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { battlefield: [{ name: '見張りの騎士', sleep: true }] },
      p1: { marker: false },
    });
    const knight = cardId(g, '見張りの騎士', 0);
    const seen: {
      turnPlayer: number;
      phase: string;
      holder: number;
      item: unknown;
      knightAsleep: boolean;
    }[] = [];
    act(g, { type: 'endMain' });
    for (let i = 0; i < 40 && !(g.state.pending?.kind === 'main' && g.state.pending.player === 1); i++) {
      const p = g.state.pending!;
      if (p.kind === 'window') {
        const top = g.state.chain[g.state.chain.length - 1];
        if (!g.state.window?.openedByPass) {
          seen.push({
            turnPlayer: g.state.turnPlayer,
            phase: g.state.phase,
            holder: p.player,
            item: top && top.kind === 'phaseEnd' ? top.phase : top?.kind,
            knightAsleep: g.state.cards[knight].sleep,
          });
        }
        act(g, { type: 'pass' });
      } else if (p.kind === 'energy') act(g, { type: 'placeEnergy', place: false });
      else throw new Error(`unexpected decision ${p.kind}`);
    }
    expect(g.state.pending).toEqual({ kind: 'main', player: 1 });
    expect(seen.map(({ turnPlayer, phase, holder, item }) => ({ turnPlayer, phase, holder, item }))).toEqual([
      { turnPlayer: 0, phase: 'main', holder: 1, item: 'main' }, // (9)
      { turnPlayer: 0, phase: 'discard', holder: 1, item: 'discard' }, // (10)
      { turnPlayer: 1, phase: 'active', holder: 0, item: 'active' }, // (6)
      { turnPlayer: 1, phase: 'draw', holder: 0, item: 'draw' }, // (8)
      { turnPlayer: 1, phase: 'energy', holder: 0, item: 'energy' }, // (7)
    ]);
    // 【警戒】 (an end-of-active-phase effect) has already made the knight active when that window opens.
    expect(seen[2].knightAsleep).toBe(false);
  });

  it('HF-7.2 the non-turn player may act in a phase-end window', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { battlefield: ['兵卒'] },
      p1: { hand: ['業火'], energy: 2, marker: false },
    });
    act(g, { type: 'endMain' });
    expect(holder(g)).toBe(1);
    act(g, { type: 'play', card: cardId(g, '業火', 1), targets: [cardId(g, '兵卒', 0)] });
    expect(holder(g)).toBe(0);
    passAll(g);
    expect(g.state.cards[cardId(g, '兵卒', 0)].zone).toBe('trash');
  });

  it('HF-7.3 while windows keep opening, the actions that opened them wait unresolved, in order', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { battlefield: ['三千の兵'], hand: ['鼓舞'], energy: 1 },
      p1: { hand: ['業火'], energy: 2, marker: false },
    });
    const soldier = cardId(g, '三千の兵', 0);
    const fire = cardId(g, '業火', 1);
    const boost = cardId(g, '鼓舞', 0);
    act(g, { type: 'attack', attacker: soldier, target: { player: 1 } });
    act(g, { type: 'play', card: fire, targets: [soldier] });
    act(g, { type: 'play', card: boost, targets: [soldier] });
    act(g, { type: 'pass' });
    expect(g.state.chain.map((i) => [i.kind, i.kind === 'play' ? i.card : i.player])).toEqual([
      ['attack', 0],
      ['play', fire],
      ['play', boost],
    ]);
    // Nothing has resolved yet.
    expect(g.state.cards[soldier].damage).toBe(0);
    expect(power(g, soldier)).toBe(3000);
    expect(events(g, 'resolve')).toEqual([]);
    expect(g.state.cards[fire].zone).toBe('chain');
  });

  it('HF-7.4 a pass opens a window for the other player; a play answering it needs two passes again; pass-pass resolves LIFO', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { hand: ['業火'], energy: 2, battlefield: ['兵卒'] },
      p1: { battlefield: [{ name: '三千の兵', sleep: true }], hand: ['鼓舞'], energy: 1, marker: false },
    });
    const fire = cardId(g, '業火', 0);
    const victim = cardId(g, '三千の兵', 1);
    act(g, { type: 'play', card: fire, targets: [victim] });
    expect(g.state.window).toEqual({ holder: 1, openedByPass: false });
    act(g, { type: 'pass' });
    expect(g.state.window).toEqual({ holder: 0, openedByPass: true });
    act(g, { type: 'pass' }); // pass answering a pass: closes and resolves
    expect(g.state.window).toBeNull();
    expect(g.state.chain).toEqual([]);
    expect(g.state.cards[victim].zone).toBe('trash');

    // Second game: player 1 answers the play instead of passing.
    const g3 = makeGame({
      cards: CARDS,
      p0: { hand: ['業火'], energy: 2, battlefield: ['兵卒'] },
      p1: { battlefield: [{ name: '三千の兵', sleep: true }], hand: ['鼓舞'], energy: 1, marker: false },
    });
    const fire3 = cardId(g3, '業火', 0);
    const boost3 = cardId(g3, '鼓舞', 1);
    const victim3 = cardId(g3, '三千の兵', 1);
    act(g3, { type: 'play', card: fire3, targets: [victim3] });
    act(g3, { type: 'play', card: boost3, targets: [victim3] }); // player 1 answers the play
    expect(g3.state.window).toEqual({ holder: 0, openedByPass: false });
    act(g3, { type: 'pass' });
    expect(g3.state.window).toEqual({ holder: 1, openedByPass: true });
    expect(g3.state.chain).toHaveLength(2); // one pass does not close
    act(g3, { type: 'pass' });
    expect(g3.state.window).toBeNull();
    // LIFO: +1000 (played last) resolves before the 3000 damage, so the 3000 character (now 4000) survives.
    expect(events(g3, 'resolve').map((e) => e.card)).toEqual([boost3, fire3]);
    expect(g3.state.cards[victim3].zone).toBe('battlefield');
    expect(power(g3, victim3)).toBe(4000);
    expect(g3.state.cards[victim3].damage).toBe(3000);
    expect(g3.state.pending).toEqual({ kind: 'main', player: 0 });
  });

  it('HF-7.5 once resolution begins no window opens until all waiting actions resolved, even across triggers and decisions', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { battlefield: ['三千の兵'], hand: ['学徒'], energy: 1 },
      p1: { hand: ['衝撃'], energy: 1, marker: false },
    });
    const soldier = cardId(g, '三千の兵', 0);
    const student = cardId(g, '学徒', 0);
    act(g, { type: 'attack', attacker: soldier, target: { player: 1 } });
    act(g, { type: 'pass' }); // player 1
    act(g, { type: 'play', card: student }); // player 0, in the window opened by the pass
    act(g, { type: 'play', card: cardId(g, '衝撃', 1) }); // player 1
    act(g, { type: 'pass' }); // player 0
    const closeAt = g.state.log.length;
    act(g, { type: 'pass' }); // player 1: closes
    expect(g.state.resolving).toBe(true);
    // 衝撃 resolved first: player 0 chooses a guard card mid-resolution. Nobody gets a window here.
    expect(g.state.pending).toEqual(expect.objectContaining({ kind: 'damage', player: 0 }));
    expect(actionTypes(g)).toEqual(['concede', 'takeDamage']);
    expect(() => apply(g, { type: 'pass', player: 1 })).toThrow(IllegalActionError);
    expect(g.state.chain.map((i) => i.kind)).toEqual(['attack', 'play']);
    const hand = g.state.players[0].hand.length;
    act(g, { type: 'takeDamage', card: g.state.players[0].guardDeck[0] });
    // Then 学徒 entered and its auto ability drew a card; then the attack resolved, with no window in between.
    expect(g.state.cards[student].zone).toBe('battlefield');
    expect(g.state.players[0].hand.length).toBe(hand + 1);
    expect(g.state.resolving).toBe(false);
    // Player 1 has no character to defend with: the attack deals its damage.
    expect(g.state.pending).toEqual(expect.objectContaining({ kind: 'damage', player: 1 }));
    const after = g.state.log.slice(closeAt);
    expect(after.filter((e) => e.type === 'windowOpen')).toEqual([]);
    expect(
      after.filter((e) => e.type === 'resolve').map((e) => (e.type === 'resolve' ? e.item : '')),
    ).toEqual(['play', 'play', 'attack']);
  });

  it('HF-7.6 a waiting activated ability whose source has left the battlefield does not resolve', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { battlefield: ['三千の兵'], hand: ['業火'], energy: 2 },
      p1: { battlefield: ['砲術士'], energy: 1, marker: false },
    });
    const soldier = cardId(g, '三千の兵', 0);
    const gunner = cardId(g, '砲術士', 1);
    act(g, { type: 'attack', attacker: soldier, target: { player: 1 } });
    act(g, { type: 'activate', card: gunner, targets: [soldier] });
    act(g, { type: 'play', card: cardId(g, '業火', 0), targets: [gunner] });
    passAll(g);
    expect(g.state.cards[gunner].zone).toBe('trash');
    expect(g.state.cards[soldier].damage).toBe(0);
    const abilityResolves = events(g, 'resolve').filter((e) => e.item === 'ability');
    expect(abilityResolves).toEqual([expect.objectContaining({ card: gunner, ok: false })]);
  });

  it('HF-7.6 (control) the same ability resolves when its source stays', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { battlefield: ['三千の兵'] },
      p1: { battlefield: ['砲術士'], energy: 1, marker: false },
    });
    const soldier = cardId(g, '三千の兵', 0);
    act(g, { type: 'attack', attacker: soldier, target: { player: 1 } });
    act(g, { type: 'activate', card: cardId(g, '砲術士', 1), targets: [soldier] });
    passAll(g);
    expect(g.state.cards[soldier].damage).toBe(1000);
  });

  it('HF-7.6 a waiting activated ability fails when its source has lost that ability, though still on the battlefield', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { battlefield: ['三千の兵'], hand: ['業火'], energy: 2 },
      p1: { battlefield: ['軍師', '兵卒'], energy: 1, marker: false },
    });
    const soldier = cardId(g, '三千の兵', 0);
    const tactician = cardId(g, '軍師', 1);
    const grunt = cardId(g, '兵卒', 1);
    act(g, { type: 'attack', attacker: soldier, target: { player: 1 } });
    // 兵卒 has the granted ability; 軍師 itself does not.
    const grants = legalActions(g).filter((a) => a.type === 'activate');
    expect(grants.map((a) => (a.type === 'activate' ? a.card : -1))).toEqual([grunt]);
    act(g, { type: 'activate', card: grunt, targets: [soldier] });
    act(g, { type: 'play', card: cardId(g, '業火', 0), targets: [tactician] });
    passAll(g);
    expect(g.state.cards[tactician].zone).toBe('trash');
    expect(g.state.cards[grunt].zone).toBe('battlefield');
    expect(g.state.cards[soldier].damage).toBe(0);
    expect(events(g, 'resolve').filter((e) => e.item === 'ability')).toEqual([
      expect.objectContaining({ card: grunt, ok: false }),
    ]);
  });

  it('HF-7.7 the same card’s activated ability may be used again while actions wait; all uses fail if the card leaves', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { battlefield: ['三千の兵'], hand: ['業火'], energy: 2 },
      p1: { battlefield: ['連射砲台'], energy: 3, marker: false },
    });
    const soldier = cardId(g, '三千の兵', 0);
    const turret = cardId(g, '連射砲台', 1);
    act(g, { type: 'attack', attacker: soldier, target: { player: 1 } });
    act(g, { type: 'activate', card: turret, targets: [soldier] });
    act(g, { type: 'pass' }); // player 0
    // Still waiting: the same ability is offered again while its cost can be paid.
    expect(legalActions(g).some((a) => a.type === 'activate' && a.card === turret)).toBe(true);
    act(g, { type: 'activate', card: turret, targets: [soldier] });
    expect(g.state.chain.filter((i) => i.kind === 'ability')).toHaveLength(2);
    act(g, { type: 'play', card: cardId(g, '業火', 0), targets: [turret] });
    passAll(g);
    expect(g.state.cards[turret].zone).toBe('trash');
    expect(g.state.cards[soldier].damage).toBe(0);
    const abilityResolves = events(g, 'resolve').filter((e) => e.item === 'ability');
    expect(abilityResolves).toHaveLength(2);
    expect(abilityResolves.every((e) => !e.ok)).toBe(true);
  });

  it('HF-7.7 (control) repeated uses all resolve while the card stays', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { battlefield: ['三千の兵'] },
      p1: { battlefield: ['連射砲台'], energy: 3, marker: false },
    });
    const soldier = cardId(g, '三千の兵', 0);
    const turret = cardId(g, '連射砲台', 1);
    act(g, { type: 'attack', attacker: soldier, target: { player: 1 } });
    for (let i = 0; i < 3; i++) {
      act(g, { type: 'activate', card: turret, targets: [soldier] });
      if (i < 2) act(g, { type: 'pass' });
    }
    // Energy is exhausted: no fourth use.
    act(g, { type: 'pass' });
    expect(legalActions(g).some((a) => a.type === 'activate')).toBe(false);
    act(g, { type: 'pass' });
    expect(events(g, 'resolve').filter((e) => e.item === 'ability' && e.ok)).toHaveLength(3);
    expect(g.state.cards[soldier].zone).toBe('trash'); // 3 × 1000 ≥ 3000
  });

  it('HF-7.8 auto abilities open no window: a "when this attacks" ability has resolved before anyone may respond', () => {
    const g = makeGame({ cards: CARDS, p0: { battlefield: ['号令の兵'] }, p1: { marker: false } });
    const herald = cardId(g, '号令の兵', 0);
    const hand = g.state.players[0].hand.length;
    act(g, { type: 'attack', attacker: herald, target: { player: 1 } });
    expect(holder(g)).toBe(1);
    expect(g.state.players[0].hand.length).toBe(hand + 1);
    expect(g.state.chain.map((i) => i.kind)).toEqual(['attack']); // the trigger is not a waiting action
    expect(events(g, 'windowOpen')).toHaveLength(1);
  });

  it('HF-7.8 an enter ability resolves without a window and nothing waits for it', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['学徒'], energy: 1 }, p1: { marker: false } });
    act(g, { type: 'play', card: cardId(g, '学徒', 0) });
    act(g, { type: 'pass' });
    const at = g.state.log.length;
    act(g, { type: 'pass' });
    expect(g.state.players[0].hand.length).toBe(1); // drew 1 from the enter ability
    expect(g.state.log.slice(at).some((e) => e.type === 'trigger')).toBe(true);
    expect(g.state.log.slice(at).some((e) => e.type === 'windowOpen')).toBe(false);
    expect(g.state.pending).toEqual({ kind: 'main', player: 0 });
  });

  it('HF-7.8 a damage trigger opens no window', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { battlefield: ['三千の兵'] },
      p1: { guard: ['反撃の狼煙'], marker: false },
    });
    act(g, { type: 'attack', attacker: cardId(g, '三千の兵', 0), target: { player: 1 } });
    passAll(g);
    const at = g.state.log.length;
    act(g, { type: 'takeDamage', card: cardId(g, '反撃の狼煙', 1), reveal: true });
    // The trigger's 1 damage to player 0 is being dealt at once: no window for anyone.
    expect(g.state.pending).toEqual(expect.objectContaining({ kind: 'damage', player: 0 }));
    act(g, { type: 'takeDamage', card: g.state.players[0].guardDeck[0] });
    expect(g.state.players[0].damageField).toHaveLength(1);
    expect(g.state.log.slice(at).some((e) => e.type === 'damageTrigger')).toBe(true);
    expect(g.state.log.slice(at).some((e) => e.type === 'windowOpen')).toBe(false);
    expect(g.state.pending).toEqual({ kind: 'main', player: 0 });
  });

  it('HF-7.9 a played character waits in no zone, cannot be targeted as a character, and enters active on resolution', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { hand: ['学徒'], battlefield: ['兵卒'], energy: 1 },
      p1: { hand: ['業火', '打ち消し'], energy: 4, marker: false },
    });
    const student = cardId(g, '学徒', 0);
    act(g, { type: 'play', card: student });
    const c = g.state.cards[student];
    expect(c.zone).toBe('chain');
    expect(g.state.battlefield).not.toContain(student);
    expect(g.state.players[0].hand).not.toContain(student);
    expect(g.state.players[0].trash).not.toContain(student);
    const fireTargets = legalActions(g).flatMap((a) =>
      a.type === 'play' && a.card === cardId(g, '業火', 1) ? a.targets : [],
    );
    expect(fireTargets).toContain(cardId(g, '兵卒', 0));
    expect(fireTargets).not.toContain(student);
    // It is a waiting play, which a negation may target.
    expect(
      legalActions(g).some(
        (a) => a.type === 'play' && a.card === cardId(g, '打ち消し', 1) && a.targets[0] === student,
      ),
    ).toBe(true);
    passAll(g);
    expect(c.zone).toBe('battlefield');
    expect(c.sleep).toBe(false);
    expect(c.controller).toBe(0);
  });

  it('HF-7.10 the extra draw is offered in the main phase and opens no window', () => {
    const g = makeGame({ cards: CARDS, p0: { damageField: ['兵卒', '兵卒'] }, p1: { marker: false } });
    const df = [...g.state.players[0].damageField];
    expect(legalActions(g).filter((a) => a.type === 'extraDraw')).toHaveLength(2);
    const hand = g.state.players[0].hand.length;
    act(g, { type: 'extraDraw', card: df[0] });
    expect(g.state.players[0].hand.length).toBe(hand + 1);
    expect(g.state.players[0].damageField).toEqual([df[1]]);
    expect(g.state.players[0].trash).toContain(df[0]);
    expect(g.state.pending).toEqual({ kind: 'main', player: 0 });
    expect(g.state.window).toBeNull();
    expect(events(g, 'windowOpen')).toEqual([]);
  });

  it('HF-7.10 in a window the extra draw keeps the window with its holder and does not count as a pass', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { battlefield: ['三千の兵'], damageField: ['兵卒'] },
      p1: { damageField: ['兵卒'], marker: false },
    });
    act(g, { type: 'attack', attacker: cardId(g, '三千の兵', 0), target: { player: 1 } });
    // Player 1 holds a window opened by the attack: the extra draw leaves it open, not passed.
    act(g, { type: 'extraDraw', card: g.state.players[1].damageField[0] });
    expect(g.state.window).toEqual({ holder: 1, openedByPass: false });
    expect(g.state.pending).toEqual({ kind: 'window', player: 1 });
    act(g, { type: 'pass' });
    // Player 0 holds a window opened by a pass; an extra draw there leaves it so, and then a pass closes it.
    act(g, { type: 'extraDraw', card: g.state.players[0].damageField[0] });
    expect(g.state.window).toEqual({ holder: 0, openedByPass: true });
    expect(g.state.chain.map((i) => i.kind)).toEqual(['attack']);
    act(g, { type: 'pass' });
    expect(g.state.window).toBeNull();
    expect(events(g, 'windowOpen')).toHaveLength(2);
  });

  it('HF-7.10 the extra draw is offered when choosing whether to defend, but not during an effect’s resolution', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { battlefield: ['三千の兵'] },
      p1: { battlefield: ['兵卒'], damageField: ['兵卒', '兵卒'], marker: false },
    });
    act(g, { type: 'attack', attacker: cardId(g, '三千の兵', 0), target: { player: 1 } });
    passAll(g);
    expect(g.state.pending).toEqual({ kind: 'defense', player: 1 });
    const before = g.state.log.length;
    act(g, { type: 'extraDraw', card: g.state.players[1].damageField[0] });
    expect(g.state.pending).toEqual({ kind: 'defense', player: 1 });
    expect(g.state.log.slice(before).some((e) => e.type === 'windowOpen')).toBe(false);
    act(g, { type: 'defend', defender: null });
    // Placing damage is part of resolving the attack: no extra draw here.
    expect(g.state.pending).toEqual(expect.objectContaining({ kind: 'damage', player: 1 }));
    expect(legalActions(g).some((a) => a.type === 'extraDraw')).toBe(false);
  });

  it('HF-7.6 a source returned to the hand (not destroyed) also makes its waiting ability fail', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { battlefield: ['三千の兵'], hand: ['追放'], energy: 1 },
      p1: { battlefield: ['連射砲台'], energy: 1, marker: false },
    });
    const soldier = cardId(g, '三千の兵', 0);
    const turret = cardId(g, '連射砲台', 1);
    act(g, { type: 'attack', attacker: soldier, target: { player: 1 } });
    act(g, { type: 'activate', card: turret, targets: [soldier] });
    act(g, { type: 'play', card: cardId(g, '追放', 0), targets: [turret] });
    passAll(g);
    expect(g.state.cards[turret].zone).toBe('hand');
    expect(g.state.cards[soldier].damage).toBe(0);
  });
});
