// HF-12 Abilities and effects: auto abilities, their ordering, durations, activated-ability costs, traits,
// number modifiers and prohibitions. Rule IDs refer to docs/rules.md.
import { describe, expect, it } from 'vitest';
import { IllegalActionError, apply, serialize } from '../../src/engine/index.js';
import { events } from '../helpers/events.js';
import { fixtureCards } from '../helpers/fixtureCards.js';
import { endTurn } from '../helpers/flow.js';
import { act, cardId, chooseMost, makeGame, passAll, power } from '../helpers/harness.js';
import { ofType } from '../helpers/lookup.js';

// Auto and activated abilities with every kind of cost, set cards, trait targets and grants, durations and
// prohibitions: test/fixtures/hf12-abilities.hf says what each card does.
const CARDS = fixtureCards('hf12-abilities').all;

describe('HF-12.1 auto abilities', () => {
  it('HF-12.1 an auto ability takes effect when its event happens and opens no window', () => {
    const g = makeGame({ p0: { hand: ['学徒'], energy: 1 } });
    const student = cardId(g, '学徒', 0);
    const handBefore = g.state.players[0].hand.length;
    act(g, { type: 'play', card: student });
    passAll(g);
    expect(g.state.cards[student].zone).toBe('battlefield');
    // 学徒 left the hand and its [自動] drew one card.
    expect(g.state.players[0].hand.length).toBe(handBefore);
    const trig = g.state.log.findIndex((e) => e.type === 'trigger' && e.card === student);
    expect(trig).toBeGreaterThan(-1);
    expect(g.state.log.slice(trig).some((e) => e.type === 'windowOpen')).toBe(false);
    expect(events(g, 'draw').length).toBe(1);
    expect(g.state.pending).toEqual({ kind: 'main', player: 0 });
  });

  it('HF-12.1 an auto ability works only while its card is on the battlefield', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { hand: ['見届ける者A', 'バニラ'], trash: ['見届ける者B'], energy: 1 },
    });
    const vanilla = g.state.players[0].hand.find((id) => g.state.cards[id].def === 'test/バニラ')!;
    act(g, { type: 'play', card: vanilla });
    passAll(g);
    expect(g.state.cards[vanilla].zone).toBe('battlefield');
    expect(events(g, 'trigger')).toEqual([]);
    expect(events(g, 'draw')).toEqual([]);
  });

  it('HF-12.1 the same watcher on the battlefield does trigger', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['バニラ'], battlefield: ['見届ける者A'], energy: 1 } });
    const vanilla = g.state.players[0].hand[0];
    act(g, { type: 'play', card: vanilla });
    passAll(g);
    expect(events(g, 'trigger').map((e) => e.card)).toEqual([cardId(g, '見届ける者A', 0)]);
    expect(events(g, 'draw').length).toBe(1);
  });

  it('HF-12.1 a "while on the battlefield" effect applies continuously and stops when its card leaves', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { hand: ['戦旗の城', '空の世界'], battlefield: ['学徒'], energy: 3 },
    });
    const student = cardId(g, '学徒', 0);
    expect(power(g, student)).toBe(1000);
    act(g, { type: 'play', card: cardId(g, '戦旗の城', 0) });
    passAll(g);
    expect(power(g, student)).toBe(1500);
    // A new world set replaces the old one (HF-4.6): the castle leaves, its effect ends.
    act(g, { type: 'play', card: cardId(g, '空の世界', 0) });
    passAll(g);
    expect(g.state.cards[cardId(g, '戦旗の城', 0)].zone).toBe('trash');
    expect(power(g, student)).toBe(1000);
  });
});

describe('HF-12.1 「…場合、」 and 「…してもよい」 in an auto ability are steps checked and chosen at resolution', () => {
  const FOUR = ['バニラ', 'バニラ', 'バニラ', 'バニラ'];
  const watch = (hand: string[], battlefield: string[]) =>
    makeGame({ cards: CARDS, p0: { hand, battlefield, energy: 1 } });
  const playVanilla = (g: ReturnType<typeof makeGame>) => {
    act(g, { type: 'play', card: g.state.players[0].hand[0] });
    passAll(g);
  };

  it('HF-12.1 the condition holds at resolution: the controller chooses to draw, or not', () => {
    for (const accept of [true, false]) {
      const g = watch(FOUR, ['慎重な見張り']);
      playVanilla(g); // 3 cards left in the hand
      expect(g.state.pending).toEqual({ kind: 'mayDo', player: 0 });
      act(g, { type: 'mayDo', accept });
      expect(events(g, 'draw').length).toBe(accept ? 1 : 0);
      expect(g.state.players[0].hand.length).toBe(accept ? 4 : 3);
      expect(g.state.pending).toEqual({ kind: 'main', player: 0 });
    }
  });

  it('HF-12.1 with the condition false the ability still triggers, and its sentence does nothing', () => {
    const g = watch([...FOUR, 'バニラ'], ['慎重な見張り']);
    playVanilla(g); // 4 cards left in the hand
    expect(events(g, 'trigger').map((e) => e.card)).toEqual([cardId(g, '慎重な見張り', 0)]);
    expect(events(g, 'draw')).toEqual([]);
    expect(g.state.pending).toEqual({ kind: 'main', player: 0 });
  });

  it('HF-12.1 HF-12.2 the condition is checked when the ability resolves, not when it triggered', () => {
    // Both trigger with 3 cards in the hand; 見届ける者A resolving first draws the 4th, so the condition fails.
    for (const watcherFirst of [true, false]) {
      const g = watch(FOUR, ['慎重な見張り', '見届ける者A']);
      playVanilla(g);
      expect(g.state.pending).toEqual({ kind: 'orderTriggers', player: 0 });
      const first = cardId(g, watcherFirst ? '見届ける者A' : '慎重な見張り', 0);
      act(g, { type: 'nextTrigger', index: g.state.triggers.findIndex((t) => t.ctx.self === first) });
      if (watcherFirst) {
        expect(g.state.pending).toEqual({ kind: 'main', player: 0 });
        expect(events(g, 'draw').length).toBe(1);
      } else {
        expect(g.state.pending).toEqual({ kind: 'mayDo', player: 0 });
        act(g, { type: 'mayDo', accept: true });
        expect(events(g, 'draw').length).toBe(2);
      }
    }
  });
});

describe('HF-12.2 simultaneous auto abilities are ordered by the turn player', () => {
  it('HF-12.2 the turn player orders both players’ triggers, and the pick resolves first', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { hand: ['バニラ'], battlefield: ['見届ける者A'], energy: 1 },
      p1: { battlefield: ['見届ける者B'] },
    });
    const mine = cardId(g, '見届ける者A', 0);
    const theirs = cardId(g, '見届ける者B', 1);
    act(g, { type: 'play', card: g.state.players[0].hand[0] });
    passAll(g);
    expect(g.state.pending).toEqual({ kind: 'orderTriggers', player: 0 });
    expect(g.state.triggers.map((t) => t.ctx.self).sort()).toEqual([mine, theirs].sort());
    // The turn player chooses the opponent's trigger first.
    const idx = g.state.triggers.findIndex((t) => t.ctx.self === theirs);
    act(g, { type: 'nextTrigger', index: idx });
    expect(g.state.pending).toEqual({ kind: 'main', player: 0 });
    expect(events(g, 'draw').map((e) => e.player)).toEqual([1, 0]);
  });

  it('HF-12.2 picking the other order resolves the other way', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { hand: ['バニラ'], battlefield: ['見届ける者A'], energy: 1 },
      p1: { battlefield: ['見届ける者B'] },
    });
    act(g, { type: 'play', card: g.state.players[0].hand[0] });
    passAll(g);
    const idx = g.state.triggers.findIndex((t) => t.ctx.self === cardId(g, '見届ける者A', 0));
    act(g, { type: 'nextTrigger', index: idx });
    expect(events(g, 'draw').map((e) => e.player)).toEqual([0, 1]);
  });

  it('HF-12.2 in the opponent’s turn the order is chosen by that turn player, not by the controllers', () => {
    const g = makeGame({
      cards: CARDS,
      turnPlayer: 1,
      p0: { battlefield: ['見届ける者A'] },
      p1: { hand: ['バニラ'], battlefield: ['見届ける者B'], energy: 1 },
    });
    expect(g.state.pending).toEqual({ kind: 'main', player: 1 });
    act(g, { type: 'play', card: g.state.players[1].hand[0], useMarker: false });
    passAll(g);
    expect(g.state.pending).toEqual({ kind: 'orderTriggers', player: 1 });
    const idx = g.state.triggers.findIndex((t) => t.ctx.self === cardId(g, '見届ける者A', 0));
    act(g, { type: 'nextTrigger', index: idx, player: 1 });
    expect(events(g, 'draw').map((e) => e.player)).toEqual([0, 1]);
  });
});

describe('HF-12.3 effects with an explicit end', () => {
  it('HF-12.3 an until-end-of-turn modifier outlives its source, then ends at end of turn', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { hand: ['業火'], battlefield: ['鼓舞の将', '学徒'], energy: 2 },
    });
    const booster = cardId(g, '鼓舞の将', 0);
    const student = cardId(g, '学徒', 0);
    act(g, { type: 'activate', card: booster, targets: [student] });
    passAll(g);
    expect(power(g, student)).toBe(3000);
    // The source leaves the battlefield: the effect stays until end of turn.
    act(g, { type: 'play', card: cardId(g, '業火', 0), targets: [booster] });
    passAll(g);
    expect(g.state.cards[booster].zone).toBe('trash');
    expect(power(g, student)).toBe(3000);
    endTurn(g);
    expect(g.state.turnPlayer).toBe(1);
    expect(power(g, student)).toBe(1000);
    expect(events(g, 'expire').length).toBe(1);
  });

  it('HF-12.3 by contrast an effect lasting "while the source is on the battlefield" ends when it leaves', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { hand: ['業火'], battlefield: ['オーラの将', '学徒'], energy: 2 },
    });
    const aura = cardId(g, 'オーラの将', 0);
    const student = cardId(g, '学徒', 0);
    act(g, { type: 'activate', card: aura, targets: [student] });
    passAll(g);
    expect(power(g, student)).toBe(3000);
    act(g, { type: 'play', card: cardId(g, '業火', 0), targets: [aura] });
    passAll(g);
    expect(power(g, student)).toBe(1000);
  });
});

describe('HF-12.4 activated abilities and their costs', () => {
  it('HF-12.4 [2][スリープ]: both brackets must be payable, and both are paid', () => {
    const poor = makeGame({
      cards: CARDS,
      p0: { battlefield: ['重砲台'], energy: 1 },
      p1: { battlefield: ['紅蓮の剣士'] },
    });
    expect(ofType(poor, 'activate')).toEqual([]);
    const asleep = makeGame({
      cards: CARDS,
      p0: { battlefield: [{ name: '重砲台', sleep: true }], energy: 2 },
      p1: { battlefield: ['紅蓮の剣士'] },
    });
    expect(ofType(asleep, 'activate')).toEqual([]);

    const g = makeGame({
      cards: CARDS,
      p0: { battlefield: ['重砲台'], energy: 3 },
      p1: { battlefield: ['紅蓮の剣士'] },
    });
    const cannon = cardId(g, '重砲台', 0);
    const swordsman = cardId(g, '紅蓮の剣士', 1);
    expect(ofType(g, 'activate').map((a) => a.targets)).toEqual([[swordsman]]);
    act(g, { type: 'activate', card: cannon, targets: [swordsman] });
    // Using it opens a window for the opponent; both costs are already paid.
    expect(g.state.pending).toEqual({ kind: 'window', player: 1 });
    expect(g.state.cards[cannon].sleep).toBe(true);
    expect(g.state.players[0].energy.filter((id) => g.state.cards[id].sleep).length).toBe(2);
    passAll(g);
    expect(g.state.cards[swordsman].damage).toBe(2000);
  });

  it('HF-12.4 [X]: the user chooses X (from 1, RULING), pays X energy, and the effect uses that X', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { battlefield: ['Xの術師'], energy: 3 },
      p1: { battlefield: ['紅蓮の剣士'] },
    });
    const caster = cardId(g, 'Xの術師', 0);
    const swordsman = cardId(g, '紅蓮の剣士', 1);
    expect(ofType(g, 'activate').map((a) => a.x)).toEqual([1, 2, 3]);
    act(g, { type: 'activate', card: caster, targets: [swordsman], x: 2 });
    expect(g.state.players[0].energy.filter((id) => g.state.cards[id].sleep).length).toBe(2);
    passAll(g);
    expect(g.state.cards[swordsman].damage).toBe(2000);
  });

  it('HF-12.4 [カルネージ1]: needs a damage-field card, which the user chooses and puts into the trash', () => {
    const none = makeGame({ p0: { battlefield: ['血の契約者'], energy: 2 } });
    expect(ofType(none, 'activate')).toEqual([]);

    const g = makeGame({
      p0: { hand: ['業火'], battlefield: ['血の契約者'], energy: 2, damageField: ['学徒', '砲術士'] },
      p1: { battlefield: ['紅蓮の剣士'] },
    });
    act(g, { type: 'play', card: cardId(g, '業火', 0), targets: [cardId(g, '紅蓮の剣士', 1)] });
    passAll(g);
    expect(g.state.players[0].energy.every((id) => g.state.cards[id].sleep)).toBe(true);
    const contractor = cardId(g, '血の契約者', 0);
    act(g, { type: 'activate', card: contractor });
    expect(g.state.pending).toEqual({ kind: 'payCost', player: 0, prompt: 'carnage:1' });
    expect(
      ofType(g, 'payCost')
        .map((a) => a.card)
        .sort(),
    ).toEqual([...g.state.players[0].damageField].sort());
    const paid = cardId(g, '砲術士', 0);
    act(g, { type: 'payCost', card: paid });
    expect(g.state.cards[paid].zone).toBe('trash');
    expect(g.state.players[0].damageField).toEqual([cardId(g, '学徒', 0)]);
    expect(g.state.pending).toEqual({ kind: 'window', player: 1 });
    passAll(g);
    chooseMost(g); // 「2枚まで」 is the player's choice (RULING HF-3.2): both taken
    expect(g.state.players[0].energy.every((id) => !g.state.cards[id].sleep)).toBe(true);
  });

  it('HF-12.4 [カルネージX]: X is chosen by the user, from 1 (RULING) up to the damage-field size, and X cards are paid', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { battlefield: ['血の大契約者'], damageField: ['学徒', '砲術士', '業火'] },
    });
    const self = cardId(g, '血の大契約者', 0);
    expect(ofType(g, 'activate').map((a) => a.x)).toEqual([1, 2, 3]);
    const hand = g.state.players[0].hand.length;
    act(g, { type: 'activate', card: self, x: 2 });
    expect(g.state.pending?.kind).toBe('payCost');
    act(g, { type: 'payCost', card: cardId(g, '学徒', 0) });
    expect(g.state.pending?.kind).toBe('payCost');
    act(g, { type: 'payCost', card: cardId(g, '業火', 0) });
    expect(g.state.players[0].damageField).toEqual([cardId(g, '砲術士', 0)]);
    expect(g.state.players[0].trash.length).toBe(2);
    // Carnage X is not an energy cost: no energy was needed or paid.
    expect(g.state.players[0].energy).toEqual([]);
    passAll(g);
    expect(g.state.players[0].hand.length).toBe(hand + 2);
  });

  it('HF-12.4 HF-7.7 RULING: X = 0 is not offered, so a [カルネージX] ability with an empty damage field cannot be used for free', () => {
    const paying = makeGame({ cards: CARDS, p0: { battlefield: ['血の大契約者'], damageField: ['学徒'] } });
    const [one] = ofType(paying, 'activate');
    expect(one.x).toBe(1);
    const g = makeGame({ cards: CARDS, p0: { battlefield: ['血の大契約者'] } });
    expect(ofType(g, 'activate')).toEqual([]);
    const free = { ...one, card: cardId(g, '血の大契約者', 0), x: 0 };
    const before = serialize(g);
    expect(() => apply(g, free)).toThrow(IllegalActionError);
    expect(serialize(g)).toBe(before);
  });

  it('HF-12.4 [other text] (discard a card): usable only if it can be done; guard cards are not in the hand', () => {
    const empty = makeGame({ cards: CARDS, p0: { battlefield: ['思索家'] } });
    expect(empty.state.players[0].hand).toEqual([]);
    expect(empty.state.players[0].guardDeck.length).toBe(10);
    expect(ofType(empty, 'activate')).toEqual([]);

    const g = makeGame({ cards: CARDS, p0: { hand: ['学徒', '業火'], battlefield: ['思索家'] } });
    act(g, { type: 'activate', card: cardId(g, '思索家', 0) });
    expect(g.state.pending).toEqual({ kind: 'payCost', player: 0, prompt: 'discard:1' });
    expect(
      ofType(g, 'payCost')
        .map((a) => a.card)
        .sort(),
    ).toEqual([...g.state.players[0].hand].sort());
    const discarded = cardId(g, '業火', 0);
    act(g, { type: 'payCost', card: discarded });
    expect(g.state.cards[discarded].zone).toBe('trash');
    passAll(g);
    expect(g.state.players[0].hand.length).toBe(3);
  });

  it('HF-12.4 an ability a set card grants is used by the host’s controller, not the set card’s owner', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { hand: ['貸し与えの指輪'], energy: 1 },
      p1: { battlefield: ['学徒'] },
    });
    const ring = cardId(g, '貸し与えの指輪', 0);
    const host = cardId(g, '学徒', 1);
    act(g, { type: 'play', card: ring, targets: [host] });
    passAll(g);
    expect(g.state.cards[ring].host).toBe(host);
    // The owner of the set card cannot use it.
    expect(ofType(g, 'activate')).toEqual([]);
    // The host's controller can, when they hold a window (here the end of the main phase).
    act(g, { type: 'endMain' });
    expect(g.state.pending).toEqual({ kind: 'window', player: 1 });
    const uses = ofType(g, 'activate');
    expect(uses.map((a) => [a.card, a.ability])).toEqual([[host, `s${ring}.0`]]);
    const hand1 = g.state.players[1].hand.length;
    act(g, { type: 'activate', card: host, player: 1 });
    expect(g.state.cards[host].sleep).toBe(true);
    passAll(g, 2);
    expect(g.state.players[1].hand.length).toBe(hand1 + 1);
    expect(events(g, 'draw').map((e) => e.player)).toEqual([1]);
  });
});

describe('HF-12.5 trait filters', () => {
  it('HF-12.5 a filter naming traits matches only characters with every listed trait', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { hand: ['剣士狩り'], energy: 1 },
      p1: { battlefield: ['紅蓮の剣士', '学徒', '穿つ槍兵'] },
    });
    const hunt = cardId(g, '剣士狩り', 0);
    const plays = ofType(g, 'play').filter((a) => a.card === hunt);
    expect(plays.map((a) => a.targets)).toEqual([[cardId(g, '紅蓮の剣士', 1)]]);
  });

  it('HF-12.5 traits given by a set card or by an effect count', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { hand: ['武器砕き', '炎の剣', '武装'], battlefield: ['紅蓮の剣士'], energy: 3 },
      p1: { battlefield: ['学徒', '砲術士'] },
    });
    const breaker = cardId(g, '武器砕き', 0);
    expect(ofType(g, 'play').filter((a) => a.card === breaker)).toEqual([]);
    const swordsman = cardId(g, '紅蓮の剣士', 0);
    act(g, { type: 'play', card: cardId(g, '炎の剣', 0), targets: [swordsman] });
    passAll(g);
    const gunner = cardId(g, '砲術士', 1);
    act(g, { type: 'play', card: cardId(g, '武装', 0), targets: [gunner] });
    passAll(g);
    const targets = ofType(g, 'play')
      .filter((a) => a.card === breaker)
      .map((a) => a.targets[0])
      .sort();
    expect(targets).toEqual([swordsman, gunner].sort());
  });
});

describe('HF-12.6 number modifiers', () => {
  it('HF-12.6 modifiers from set cards, effects and continuous effects add up; no intermediate clamp', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { hand: ['大鼓舞', '呪いの枷', '呪いの枷', '戦旗の城'], battlefield: ['学徒'], energy: 5 },
    });
    const student = cardId(g, '学徒', 0);
    act(g, { type: 'play', card: cardId(g, '大鼓舞', 0), targets: [student] });
    passAll(g);
    expect(power(g, student)).toBe(4000);
    for (const n of [0, 1]) {
      act(g, { type: 'play', card: cardId(g, '呪いの枷', 0, n), targets: [student] });
      passAll(g);
    }
    // 1000 − 1000 − 1000 + 3000: the set cards are not clamped at 0 before the +3000 is added.
    expect(power(g, student)).toBe(2000);
    act(g, { type: 'play', card: cardId(g, '戦旗の城', 0) });
    passAll(g);
    expect(power(g, student)).toBe(2500);
  });

  it('HF-12.6 the final value is clamped at 0: a character at −2000 is destroyed with last known power 0', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { hand: ['重い枷'], battlefield: ['遺志の継承者', '学徒'], energy: 1 },
    });
    const legacy = cardId(g, '遺志の継承者', 0);
    const student = cardId(g, '学徒', 0);
    act(g, { type: 'play', card: cardId(g, '重い枷', 0), targets: [legacy] });
    passAll(g);
    const destroyed = events(g, 'destroyed');
    expect(destroyed).toEqual([{ type: 'destroyed', card: legacy, reason: 'power0', byAttack: null }]);
    // Its "when destroyed" gave 学徒 +X with X = its last known power: 0, not −2000.
    expect(events(g, 'powerChange').map((e) => [e.card, e.amount])).toEqual([[student, 0]]);
    expect(g.state.cards[student].zone).toBe('battlefield');
    expect(power(g, student)).toBe(1000);
  });
});

describe('HF-12.7 a prohibition beats an instruction', () => {
  it('HF-12.7 "destroy it" against "is not destroyed": the character stays and the その後 part fails', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { hand: ['加護', '断罪', '一掃'], energy: 5 },
      p1: { battlefield: ['学徒', '砲術士'] },
    });
    const student = cardId(g, '学徒', 1);
    const gunner = cardId(g, '砲術士', 1);
    act(g, { type: 'play', card: cardId(g, '加護', 0), targets: [student] });
    passAll(g);
    const hand = g.state.players[0].hand.length;
    act(g, { type: 'play', card: cardId(g, '断罪', 0), targets: [student] });
    passAll(g);
    expect(g.state.cards[student].zone).toBe('battlefield');
    expect(events(g, 'notDestroyed').some((e) => e.card === student)).toBe(true);
    // 断罪 left the hand; its "その後、1枚引く" did not happen (HF-5.7).
    expect(g.state.players[0].hand.length).toBe(hand - 1);
    act(g, { type: 'play', card: cardId(g, '一掃', 0) });
    passAll(g);
    expect(g.state.cards[student].zone).toBe('battlefield');
    expect(g.state.cards[gunner].zone).toBe('trash');
  });

  it('HF-12.7 "cannot attack" still holds after an effect makes the character active', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { hand: ['束縛', '号令'], battlefield: [{ name: '学徒', sleep: true }, '砲術士'], energy: 2 },
    });
    const student = cardId(g, '学徒', 0);
    act(g, { type: 'play', card: cardId(g, '束縛', 0), targets: [student] });
    passAll(g);
    expect(g.state.cards[student].sleep).toBe(true);
    act(g, { type: 'play', card: cardId(g, '号令', 0), targets: [student] });
    passAll(g);
    expect(g.state.cards[student].sleep).toBe(false);
    expect(ofType(g, 'attack').some((a) => a.attacker === student)).toBe(false);
    expect(ofType(g, 'attack').some((a) => a.attacker === cardId(g, '砲術士', 0))).toBe(true);
  });
});
