// HF-9 Damage and destruction (000 ■ダメージ, ■破壊; 001 戦闘とダメージ).
import { describe, expect, it } from 'vitest';
import { SPARK } from '../helpers/cards.js';
import { events } from '../helpers/events.js';
import { fixtureCards } from '../helpers/fixtureCards.js';
import { advance, playAndResolve } from '../helpers/flow.js';
import { act, cardId, legalActions, makeGame, passAll, power } from '../helpers/harness.js';
import { zoneOf } from '../helpers/lookup.js';

// Damage and destruction commands (大火花, 一撃, 衰弱, 埋葬, 送還, 全滅, 焦土, とどめ), "when destroyed" triggers
// (遺言の兵, 喪主A, 喪主B) and a damage trigger with a target (迎撃の号令).
const CARDS = [SPARK, ...fixtureCards('hf09-damage').all];

describe('HF-9.1 player damage', () => {
  it('HF-9.1 an attack on a player makes that player choose a guard card, put face down into the damage field', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { battlefield: ['紅蓮の剣士'] },
      p1: { guard: ['バニラ', '学徒', '業火'] },
    });
    act(g, { type: 'attack', attacker: cardId(g, '紅蓮の剣士', 0), target: { player: 1 } });
    passAll(g);
    expect(g.state.pending).toMatchObject({ kind: 'damage', player: 1 });
    const choices = legalActions(g).filter((a) => a.type === 'takeDamage');
    expect(choices.map((a) => (a.type === 'takeDamage' ? a.card : -1)).sort()).toEqual(
      [...g.state.players[1].guardDeck].sort(),
    );
    const picked = cardId(g, '業火', 1);
    act(g, { type: 'takeDamage', card: picked, reveal: false });
    expect(g.state.players[1].damageField).toEqual([picked]);
    expect(g.state.cards[picked].faceUp).toBe(false);
    expect(g.state.players[1].guardDeck).toHaveLength(2);
    expect(events(g, 'damagePlayer')).toEqual([
      { type: 'damagePlayer', player: 1, amount: 1, source: cardId(g, '紅蓮の剣士', 0) },
    ]);
    expect(g.state.pending).toEqual({ kind: 'main', player: 0 });
  });

  it('HF-9.1 X damage is taken one guard card at a time, each chosen by the damaged player', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { hand: ['大火花'] },
      p1: { guard: ['バニラ', '学徒', '業火', '断罪'] },
    });
    playAndResolve(g, '大火花');
    const order = [cardId(g, '断罪', 1), cardId(g, 'バニラ', 1), cardId(g, '学徒', 1)];
    for (const [i, id] of order.entries()) {
      expect(g.state.pending).toMatchObject({ kind: 'damage', player: 1 });
      // the prompt counts down the damage still to take
      expect(g.state.pending?.prompt).toContain(String(3 - i));
      act(g, { type: 'takeDamage', card: id, reveal: false });
      expect(g.state.players[1].damageField).toEqual(order.slice(0, i + 1));
    }
    expect(g.state.players[1].guardDeck).toEqual([cardId(g, '業火', 1)]);
    expect(g.state.pending).toEqual({ kind: 'main', player: 0 });
  });

  it('HF-9.1 with fewer guard cards than the damage, all of them go and the player does not lose', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['大火花'] }, p1: { guard: ['バニラ', '学徒'] } });
    playAndResolve(g, '大火花');
    act(g, { type: 'takeDamage', card: cardId(g, '学徒', 1), reveal: false });
    // the last card has no choice left: it goes at once
    expect(g.state.players[1].guardDeck).toEqual([]);
    expect(g.state.players[1].damageField).toHaveLength(2);
    expect(g.state.result).toBeNull();
    expect(g.state.pending).toEqual({ kind: 'main', player: 0 });
  });

  it('HF-9.1 a single guard card without a choice goes without a decision', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['火花'] }, p1: { guard: ['バニラ'] } });
    const only = g.state.players[1].guardDeck[0];
    playAndResolve(g, '火花');
    expect(g.state.players[1].damageField).toEqual([only]);
    expect(g.state.result).toBeNull();
    expect(g.state.pending).toEqual({ kind: 'main', player: 0 });
  });

  it('HF-9.1 a player dealt damage with an empty guard deck loses', () => {
    const g = makeGame({ cards: CARDS, p0: { battlefield: ['学徒'] }, p1: { guard: [] } });
    act(g, { type: 'attack', attacker: cardId(g, '学徒', 0), target: { player: 1 } });
    passAll(g);
    expect(g.state.result).toMatchObject({ winner: 0, rule: 'HF-9.1' });
    expect(g.state.pending).toBeNull();
    expect(legalActions(g)).toEqual([]);
  });

  it('HF-9.1 the last guard card going does not lose; the next damage does', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['火花', '火花'] }, p1: { guard: ['バニラ'] } });
    playAndResolve(g, '火花');
    expect(g.state.result).toBeNull();
    act(g, { type: 'play', card: g.state.players[0].hand[0] });
    passAll(g);
    expect(g.state.result).toMatchObject({ winner: 0, rule: 'HF-9.1' });
  });
});

describe('HF-9.2 player damage stays', () => {
  it('HF-9.2 damage-field cards are not removed at end of turn (unlike character damage)', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['火花'] }, p1: { guard: ['バニラ'] } });
    playAndResolve(g, '火花');
    const dmg = [...g.state.players[1].damageField];
    expect(dmg).toHaveLength(1);
    advance(g, (x) => x.state.turn === 2 && x.state.pending?.kind === 'main');
    expect(g.state.players[1].damageField).toEqual(dmg);
    expect(events(g, 'damageRemoved')).toHaveLength(1);
  });
});

describe('HF-9.3 damage triggers', () => {
  it('HF-9.3 the owner may reveal a 【ダメージトリガー】 card: its effect resolves and it ends face up', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['火花'] }, p1: { guard: ['守りの盾', 'バニラ'] } });
    const shield = cardId(g, '守りの盾', 1);
    const vanilla = cardId(g, 'バニラ', 1);
    const hand = g.state.players[1].hand.length;
    playAndResolve(g, '火花');
    const takes = legalActions(g).filter((a) => a.type === 'takeDamage');
    // reveal is offered only for the card that has a damage trigger
    expect(takes).toHaveLength(3);
    expect(takes.some((a) => a.type === 'takeDamage' && a.card === vanilla && a.reveal)).toBe(false);
    act(g, { type: 'takeDamage', card: shield, reveal: true });
    expect(g.state.players[1].hand).toHaveLength(hand + 1); // 守りの盾: draw 1
    expect(g.state.players[1].damageField).toEqual([shield]);
    expect(g.state.cards[shield].faceUp).toBe(true);
    expect(events(g, 'damageTrigger')).toEqual([{ type: 'damageTrigger', player: 1, card: shield }]);
    // HF-7.8: it opens no window — the turn player's main phase goes on
    const trig = g.state.log.findIndex((e) => e.type === 'damageTrigger');
    expect(g.state.log.slice(trig).some((e) => e.type === 'windowOpen')).toBe(false);
    expect(g.state.pending).toEqual({ kind: 'main', player: 0 });
  });

  it('HF-9.3 revealing is optional: not revealed, the card goes face down and nothing happens', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['火花'] }, p1: { guard: ['守りの盾', 'バニラ'] } });
    const shield = cardId(g, '守りの盾', 1);
    const hand = g.state.players[1].hand.length;
    playAndResolve(g, '火花');
    act(g, { type: 'takeDamage', card: shield, reveal: false });
    expect(g.state.players[1].hand).toHaveLength(hand);
    expect(g.state.players[1].damageField).toEqual([shield]);
    expect(g.state.cards[shield].faceUp).toBe(false);
    expect(events(g, 'damageTrigger')).toEqual([]);
  });

  it('HF-9.3 a lone guard card with a damage trigger still offers the choice to reveal', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['火花'] }, p1: { guard: ['反撃の狼煙'] } });
    const flare = cardId(g, '反撃の狼煙', 1);
    playAndResolve(g, '火花');
    expect(g.state.pending).toMatchObject({ kind: 'damage', player: 1 });
    act(g, { type: 'takeDamage', card: flare, reveal: true });
    // 反撃の狼煙: 1 damage to the opponent (player 0), who now chooses a guard card
    expect(g.state.pending).toMatchObject({ kind: 'damage', player: 0 });
    expect(g.state.cards[flare].zone).toBe('limbo');
    act(g, { type: 'takeDamage', card: g.state.players[0].guardDeck[0], reveal: false });
    expect(g.state.players[0].damageField).toHaveLength(1);
    expect(g.state.players[1].damageField).toEqual([flare]);
    expect(g.state.cards[flare].faceUp).toBe(true);
  });

  it('HF-9.3 HF-5.4 a damage trigger with a target is revealed with a legal target, chosen as it is revealed', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { hand: ['火花'], battlefield: ['紅蓮の剣士', '学徒'] },
      p1: { guard: ['迎撃の号令', 'バニラ'], battlefield: ['見張りの騎士'] },
    });
    const ambush = cardId(g, '迎撃の号令', 1);
    const pupil = cardId(g, '学徒', 0);
    playAndResolve(g, '火花');
    const reveals = legalActions(g).filter((a) => a.type === 'takeDamage' && a.reveal);
    // one reveal per legal target: player 1's opponent's characters, not its own 見張りの騎士
    expect(reveals.map((a) => (a.type === 'takeDamage' ? a.targets : null))).toEqual([
      [cardId(g, '紅蓮の剣士', 0)],
      [pupil],
    ]);
    act(g, { type: 'takeDamage', card: ambush, reveal: true, targets: [pupil] });
    expect(zoneOf(g, pupil)).toBe('trash'); // 2000 damage destroys the 1000-power 学徒 (HF-9.4)
    expect(g.state.players[1].damageField).toEqual([ambush]);
    expect(g.state.cards[ambush].faceUp).toBe(true);
  });

  it('HF-9.3 HF-5.4 RULING a damage trigger with no legal target cannot be revealed: the card goes face down', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['火花'] }, p1: { guard: ['迎撃の号令', 'バニラ'] } });
    playAndResolve(g, '火花');
    const takes = legalActions(g).filter((a) => a.type === 'takeDamage');
    expect(takes.some((a) => a.type === 'takeDamage' && a.reveal)).toBe(false);
    expect(takes).toHaveLength(2);
  });

  it('HF-9.3 RULING reload is not damage: its guard cards go face down and trigger nothing', () => {
    const g = makeGame({
      cards: CARDS,
      p0: {
        hand: ['学徒'],
        mainCount: 0,
        trash: ['バニラ'],
        guard: ['守りの盾', '守りの盾', '反撃の狼煙'],
        energy: 1,
      },
    });
    playAndResolve(g, '学徒'); // enters: draw 1 from an empty main deck → reload
    expect(g.state.pending).toMatchObject({ kind: 'reload', player: 0 });
    const acts = legalActions(g).filter((a) => a.type !== 'concede');
    expect(acts.every((a) => a.type === 'reloadCard')).toBe(true);
    const shield = cardId(g, '守りの盾', 0);
    act(g, { type: 'reloadCard', card: shield });
    act(g, { type: 'reloadCard', card: cardId(g, '反撃の狼煙', 0) });
    expect(g.state.players[0].damageField).toHaveLength(2);
    for (const id of g.state.players[0].damageField) expect(g.state.cards[id].faceUp).toBe(false);
    expect(events(g, 'damageTrigger')).toEqual([]);
    expect(events(g, 'damagePlayer')).toEqual([]);
    expect(g.state.players[1].damageField).toEqual([]); // 反撃の狼煙 did not fire
    expect(g.state.players[0].hand).toHaveLength(1); // only the reload draw itself
  });
});

describe('HF-9.4 character damage accumulates', () => {
  it('HF-9.4 damage from two effects adds up; damage ≥ power destroys at once', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { hand: ['業火', '一撃'], energy: 2 },
      p1: { battlefield: ['穿つ槍兵'] },
    });
    const lancer = cardId(g, '穿つ槍兵', 1);
    playAndResolve(g, '業火', [lancer]);
    expect(zoneOf(g, lancer)).toBe('battlefield');
    expect(g.state.cards[lancer].damage).toBe(3000);
    playAndResolve(g, '一撃', [lancer]);
    expect(zoneOf(g, lancer)).toBe('trash');
    expect(events(g, 'destroyed')).toEqual([
      { type: 'destroyed', card: lancer, reason: 'damage', byAttack: null },
    ]);
  });

  it('HF-9.4 attack damage and effect damage accumulate together', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { battlefield: ['学徒'], hand: ['一撃'] },
      p1: { battlefield: [{ name: '見張りの騎士', sleep: true }] },
    });
    const knight = cardId(g, '見張りの騎士', 1);
    act(g, { type: 'attack', attacker: cardId(g, '学徒', 0), target: { card: knight } });
    passAll(g);
    expect(g.state.cards[knight].damage).toBe(1000);
    expect(zoneOf(g, knight)).toBe('battlefield');
    playAndResolve(g, '一撃', [knight]);
    expect(zoneOf(g, knight)).toBe('trash');
  });

  it('HF-9.4 damage is removed at end of turn and does not carry over', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { hand: ['業火'], energy: 2 },
      p1: { battlefield: ['穿つ槍兵'], hand: ['一撃'] },
    });
    const lancer = cardId(g, '穿つ槍兵', 1);
    playAndResolve(g, '業火', [lancer]);
    expect(g.state.cards[lancer].damage).toBe(3000);
    advance(g, (x) => x.state.turn === 2 && x.state.pending?.kind === 'main');
    expect(g.state.cards[lancer].damage).toBe(0);
    playAndResolve(g, '一撃', [lancer]);
    expect(zoneOf(g, lancer)).toBe('battlefield');
    expect(g.state.cards[lancer].damage).toBe(1000);
  });
});

describe('HF-9.4 damage against changing power', () => {
  it('HF-9.4 a power decrease that brings power down to the damage destroys at once', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { hand: ['業火', '衰弱'], energy: 2 },
      p1: { battlefield: ['穿つ槍兵'] },
    });
    const lancer = cardId(g, '穿つ槍兵', 1);
    playAndResolve(g, '業火', [lancer]); // 3000 damage on 4000 power
    expect(zoneOf(g, lancer)).toBe('battlefield');
    playAndResolve(g, '衰弱', [lancer]); // power 2000 ≤ damage 3000
    expect(zoneOf(g, lancer)).toBe('trash');
    expect(events(g, 'destroyed')).toMatchObject([{ card: lancer, reason: 'damage' }]);
  });

  it('HF-9.4 at end of turn damage is removed before "until end of turn" boosts end', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { hand: ['鼓舞', '業火'], energy: 3, battlefield: ['紅蓮の剣士'] },
    });
    const swordsman = cardId(g, '紅蓮の剣士', 0);
    playAndResolve(g, '鼓舞', [swordsman]); // 3000 → 4000 until end of turn
    playAndResolve(g, '業火', [swordsman]); // 3000 damage: survives
    expect(power(g, swordsman)).toBe(4000);
    expect(g.state.cards[swordsman].damage).toBe(3000);
    advance(g, (x) => x.state.turn === 2 && x.state.pending?.kind === 'main');
    expect(zoneOf(g, swordsman)).toBe('battlefield');
    expect(power(g, swordsman)).toBe(3000);
    expect(g.state.cards[swordsman].damage).toBe(0);
    expect(events(g, 'destroyed')).toEqual([]);
  });
});

describe('HF-9.5 power 0', () => {
  it('HF-9.5 a character whose power becomes 0 is destroyed, even with 【死殺】', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['衰弱'] }, p1: { battlefield: ['不死の亡霊'] } });
    const ghost = cardId(g, '不死の亡霊', 1);
    playAndResolve(g, '衰弱', [ghost]);
    expect(zoneOf(g, ghost)).toBe('trash');
    expect(g.state.players[1].trash).toEqual([ghost]);
    expect(events(g, 'destroyed')).toEqual([
      { type: 'destroyed', card: ghost, reason: 'power0', byAttack: null },
    ]);
  });

  it('HF-9.5 【死殺】 still stops destruction by damage and by destroy effects', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { hand: ['業火', '断罪'], energy: 5 },
      p1: { battlefield: ['不死の亡霊'] },
    });
    const ghost = cardId(g, '不死の亡霊', 1);
    playAndResolve(g, '業火', [ghost]);
    expect(zoneOf(g, ghost)).toBe('battlefield');
    expect(g.state.cards[ghost].damage).toBe(3000);
    playAndResolve(g, '断罪', [ghost]);
    expect(zoneOf(g, ghost)).toBe('battlefield');
    expect(events(g, 'destroyed')).toEqual([]);
  });

  it('HF-9.5 power never goes below 0: the last known power of a character pushed below 0 is 0', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['衰弱'] }, p1: { battlefield: ['遺言の兵', '学徒'] } });
    const pupil = cardId(g, '学徒', 1);
    const will = cardId(g, '遺言の兵', 1);
    expect(power(g, pupil)).toBe(1000);
    playAndResolve(g, '衰弱', [will]); // 2000 - 2000 = 0
    expect(zoneOf(g, will)).toBe('limbo');
    // the "when destroyed" choice waits with the destroyed card's last known information
    expect(g.state.pending).toMatchObject({ kind: 'mayDo', player: 1 });
    const task = g.state.tasks[g.state.tasks.length - 1];
    expect(task.t === 'mayDo' && task.ctx.lki[will]).toMatchObject({ power: 0, controller: 1 });
    act(g, { type: 'mayDo', accept: false });
    expect(zoneOf(g, will)).toBe('trash');
  });

  it('HF-9.5 a 1000 character given -2000 is destroyed with power 0, not negative', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['衰弱'] }, p1: { battlefield: ['学徒'] } });
    const pupil = cardId(g, '学徒', 1);
    playAndResolve(g, '衰弱', [pupil]);
    expect(zoneOf(g, pupil)).toBe('trash');
    expect(power(g, pupil)).toBe(1000); // back to its printed power off the battlefield
    expect(events(g, 'destroyed')).toMatchObject([{ card: pupil, reason: 'power0' }]);
  });
});

describe('HF-9.6 destroyed characters go to their owner’s trash after their effects', () => {
  it('HF-9.6 the destroyed card waits out of play until its "when destroyed" effect is processed', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { hand: ['業火'], energy: 2 },
      p1: { battlefield: ['遺言の兵'] },
    });
    const will = cardId(g, '遺言の兵', 1);
    const hand1 = g.state.players[1].hand.length;
    playAndResolve(g, '業火', [will]);
    expect(g.state.pending).toMatchObject({ kind: 'mayDo', player: 1 });
    expect(zoneOf(g, will)).toBe('limbo');
    expect(g.state.battlefield).not.toContain(will);
    expect(g.state.players[1].trash).not.toContain(will);
    act(g, { type: 'mayDo', accept: true });
    expect(g.state.players[1].hand).toHaveLength(hand1 + 1);
    expect(g.state.players[1].trash).toEqual([will]);
    const drawAt = g.state.log.findIndex((e) => e.type === 'draw');
    const trashAt = g.state.log.findIndex((e) => e.type === 'move' && e.card === will && e.to === 'trash');
    expect(drawAt).toBeGreaterThanOrEqual(0);
    expect(trashAt).toBeGreaterThan(drawAt);
  });

  it('HF-9.6 a character whose control changed goes to its owner’s trash; its effect uses its last controller', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { hand: ['洗脳', '一撃', '一撃'], energy: 4 },
      p1: { battlefield: ['遺言の兵'] },
    });
    const will = cardId(g, '遺言の兵', 1);
    playAndResolve(g, '洗脳', [will]);
    expect(g.state.cards[will].controller).toBe(0);
    const hand0 = g.state.players[0].hand.length;
    const hand1 = g.state.players[1].hand.length;
    playAndResolve(g, '一撃', [will]);
    playAndResolve(g, '一撃', [will]);
    // "when destroyed" belongs to its last controller, player 0
    expect(g.state.pending).toMatchObject({ kind: 'mayDo', player: 0 });
    act(g, { type: 'mayDo', accept: true });
    expect(g.state.players[0].hand).toHaveLength(hand0 - 2 + 1);
    expect(g.state.players[1].hand).toHaveLength(hand1);
    expect(g.state.players[1].trash).toEqual([will]);
    expect(g.state.players[0].trash).not.toContain(will);
    expect(g.state.cards[will].controller).toBe(1);
  });

  it('HF-9.6 "when this destroys" (【貫通】) resolves before the destroyed card reaches the trash', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { battlefield: ['穿つ槍兵'] },
      p1: { battlefield: [{ name: '学徒', sleep: true }], guard: ['バニラ', 'バニラ'] },
    });
    const pupil = cardId(g, '学徒', 1);
    act(g, { type: 'attack', attacker: cardId(g, '穿つ槍兵', 0), target: { card: pupil } });
    passAll(g);
    expect(g.state.pending).toMatchObject({ kind: 'damage', player: 1 });
    expect(zoneOf(g, pupil)).toBe('limbo');
    act(g, { type: 'takeDamage', card: g.state.players[1].guardDeck[0], reveal: false });
    expect(zoneOf(g, pupil)).toBe('trash');
    expect(g.state.players[1].trash).toEqual([pupil]);
  });
});

describe('HF-9.6 simultaneous destruction and last known information', () => {
  for (const [name, how] of [
    ['全滅', 'a "destroy all" effect'],
    ['焦土', 'damage to all characters'],
  ] as const) {
    it(`HF-9.6 characters destroyed at the same time by ${how} each see the other's destruction`, () => {
      const g = makeGame({ cards: CARDS, p0: { hand: [name] }, p1: { battlefield: ['喪主A', '喪主B'] } });
      const a = cardId(g, '喪主A', 1);
      const b = cardId(g, '喪主B', 1);
      const hand = g.state.players[1].hand.length;
      playAndResolve(g, name);
      // two "when destroyed" abilities wait: the turn player orders them (HF-12.2)
      expect(g.state.pending).toEqual({ kind: 'orderTriggers', player: 0 });
      expect(
        events(g, 'trigger')
          .map((e) => (e.type === 'trigger' ? e.card : -1))
          .sort(),
      ).toEqual([a, b].sort());
      expect(zoneOf(g, a)).toBe('limbo');
      expect(zoneOf(g, b)).toBe('limbo');
      act(g, { type: 'nextTrigger', index: 0 });
      expect(g.state.players[1].hand).toHaveLength(hand + 2);
      expect([...g.state.players[1].trash].sort()).toEqual([a, b].sort());
    });
  }

  it('HF-9.6 a destroyed character cannot be destroyed again by a later step of the same process', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['とどめ'] }, p1: { battlefield: ['遺言の兵'] } });
    const will = cardId(g, '遺言の兵', 1);
    playAndResolve(g, 'とどめ', [will]);
    expect(g.state.pending).toMatchObject({ kind: 'mayDo', player: 1 });
    act(g, { type: 'mayDo', accept: false });
    expect(events(g, 'destroyed')).toEqual([
      { type: 'destroyed', card: will, reason: 'damage', byAttack: null },
    ]);
    expect(events(g, 'trigger')).toHaveLength(1);
    expect(g.state.players[1].trash).toEqual([will]);
  });

  it('HF-9.6 【貫通】 damages the destroyed character’s last controller; the card goes to its owner’s trash', () => {
    const g = makeGame({
      cards: CARDS,
      p0: {
        hand: ['鼓舞'],
        energy: 1,
        battlefield: ['穿つ槍兵', { name: '学徒', sleep: true }],
        guard: ['バニラ', 'バニラ'],
      },
      p1: { hand: ['洗脳'], energy: 4, guard: ['バニラ', 'バニラ'] },
    });
    const lancer = cardId(g, '穿つ槍兵', 0);
    const pupil = cardId(g, '学徒', 0);
    // player 1 takes player 0's sleeping 学徒 in the window opened by 鼓舞
    act(g, { type: 'play', card: cardId(g, '鼓舞', 0), targets: [lancer] });
    act(g, { type: 'play', card: cardId(g, '洗脳', 1), targets: [pupil] });
    passAll(g);
    expect(g.state.cards[pupil].controller).toBe(1);
    act(g, { type: 'attack', attacker: lancer, target: { card: pupil } });
    passAll(g);
    // pierce: 1 damage to the player whose character it was (player 1), not to its owner
    expect(g.state.pending).toMatchObject({ kind: 'damage', player: 1 });
    act(g, { type: 'takeDamage', card: g.state.players[1].guardDeck[0], reveal: false });
    expect(g.state.players[1].damageField).toHaveLength(1);
    expect(g.state.players[0].damageField).toEqual([]);
    expect(g.state.players[0].trash).toContain(pupil);
    expect(g.state.players[1].trash).not.toContain(pupil);
  });
});

describe('HF-9.7 putting into the trash is not destruction', () => {
  it('HF-9.7 a character put directly into the trash triggers no "when destroyed"', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['埋葬'] }, p1: { battlefield: ['遺言の兵'] } });
    const will = cardId(g, '遺言の兵', 1);
    playAndResolve(g, '埋葬', [will]);
    expect(g.state.players[1].trash).toEqual([will]);
    expect(events(g, 'destroyed')).toEqual([]);
    expect(events(g, 'trigger')).toEqual([]);
    expect(g.state.pending).toEqual({ kind: 'main', player: 0 });
  });

  it('HF-9.7 returning a character to the hand is not destruction either', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['送還'] }, p1: { battlefield: ['遺言の兵'] } });
    const will = cardId(g, '遺言の兵', 1);
    playAndResolve(g, '送還', [will]);
    expect(g.state.players[1].hand).toContain(will);
    expect(events(g, 'destroyed')).toEqual([]);
    expect(events(g, 'trigger')).toEqual([]);
  });

  it('HF-9.7 【死殺】 does not stop being put into the trash', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['埋葬'] }, p1: { battlefield: ['不死の亡霊'] } });
    const ghost = cardId(g, '不死の亡霊', 1);
    playAndResolve(g, '埋葬', [ghost]);
    expect(g.state.players[1].trash).toEqual([ghost]);
    expect(events(g, 'notDestroyed')).toEqual([]);
  });

  it('HF-9.7 a character controlled by the opponent put into the trash goes to its owner’s trash', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { hand: ['洗脳', '埋葬'], energy: 4 },
      p1: { battlefield: ['遺言の兵'] },
    });
    const will = cardId(g, '遺言の兵', 1);
    playAndResolve(g, '洗脳', [will]);
    playAndResolve(g, '埋葬', [will]);
    expect(g.state.players[1].trash).toEqual([will]);
    expect(events(g, 'destroyed')).toEqual([]);
  });
});

describe('HF-9.8 set cards leave with their host', () => {
  it('HF-9.8 cards set on a destroyed character go to their own owner’s trash', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { hand: ['業火', '火花'], energy: 2, battlefield: ['穿つ槍兵'] },
      p1: { hand: ['呪いの枷'], energy: 1, guard: ['バニラ'] },
    });
    const lancer = cardId(g, '穿つ槍兵', 0);
    const shackle = cardId(g, '呪いの枷', 1);
    act(g, { type: 'play', card: cardId(g, '火花', 0) });
    // player 1 answers in the window by setting 呪いの枷 on player 0's character
    act(g, { type: 'play', card: shackle, targets: [lancer] });
    passAll(g);
    expect(g.state.cards[shackle].zone).toBe('attached');
    expect(power(g, lancer)).toBe(3000);
    playAndResolve(g, '業火', [lancer]);
    expect(g.state.players[0].trash).toContain(lancer);
    expect(g.state.players[1].trash).toEqual([shackle]);
  });
});
