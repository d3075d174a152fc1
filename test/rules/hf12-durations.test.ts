// HF-12.9 durations (「次のあなたの／対戦相手のターン終了時まで」「…限り」), HF-6.6 their end at step (3) of
// the end of turn, and HF-14.2 control changes with a duration. Rule IDs refer to docs/rules.md.
import { describe, expect, it } from 'vitest';
import type { Condition } from '../../src/core/cardTypes.js';
import { view } from '../../src/engine/index.js';
import { hasKeyword } from '../../src/engine/query.js';
import { events } from '../helpers/events.js';
import { fixtureCards } from '../helpers/fixtureCards.js';
import { endTurn } from '../helpers/flow.js';
import { act, cardId, makeGame, passAll, power } from '../helpers/harness.js';
import { ofType, onBattlefield } from '../helpers/lookup.js';

// +2000 to your character for each duration (次の我が番まで, 次の敵の番まで, この番だけ, 手札のある限り), 空振り
// (does nothing), control changes (一時の寝返り, 長い寝返り, 永遠の寝返り) and a 【貫通】 grant (譲渡).
const CARDS = fixtureCards('hf12-durations').all;
/** 手札のある限り's condition, 「あなたの手札が2枚以上である限り」, as the engine holds it. */
const HAND_AT_LEAST_2: Condition = { kind: 'zoneSize', zone: 'hand', player: 'you', atLeast: 2 };

function play(g: ReturnType<typeof makeGame>, name: string, targets: number[] = []): void {
  act(g, { type: 'play', card: cardId(g, name, g.state.pending!.player), targets });
  passAll(g);
}

describe('HF-12.9 "until the end of your / the opponent’s next turn"', () => {
  it('HF-12.9 「次のあなたのターン終了時まで」 lasts through the opponent’s turn and ends at the end of your next turn', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['次の我が番まで'], battlefield: ['バニラ'] } });
    const v = onBattlefield(g, 'バニラ', 0);
    play(g, '次の我が番まで', [v]);
    expect(power(g, v)).toBe(3000);
    endTurn(g); // turn 1 ends: the effect was created in it, so it is not "the next" turn
    expect(g.state.turn).toBe(2);
    expect(power(g, v)).toBe(3000);
    endTurn(g); // the opponent's turn 2 ends
    expect(g.state.turn).toBe(3);
    expect(power(g, v)).toBe(3000);
    endTurn(g); // your next turn (3) ends: HF-6.6 step (3)
    expect(g.state.turn).toBe(4);
    expect(power(g, v)).toBe(1000);
    expect(events(g, 'expire')).toHaveLength(1);
  });

  it('HF-12.9 「次の対戦相手のターン終了時まで」 ends at the end of the opponent’s next turn', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['次の敵の番まで'], battlefield: ['バニラ'] } });
    const v = onBattlefield(g, 'バニラ', 0);
    play(g, '次の敵の番まで', [v]);
    endTurn(g);
    expect(g.state.turn).toBe(2);
    expect(power(g, v)).toBe(3000);
    endTurn(g);
    expect(g.state.turn).toBe(3);
    expect(power(g, v)).toBe(1000);
  });

  it('HF-12.9 created in the opponent’s turn: 「次のあなたのターン」 is the very next turn, 「次の対戦相手のターン」 the one after', () => {
    for (const [name, lastTurnBoosted] of [
      ['次の我が番まで', 2],
      ['次の敵の番まで', 3],
    ] as const) {
      const g = makeGame({
        cards: CARDS,
        p0: { hand: ['空振り'] },
        p1: { hand: [name], battlefield: ['バニラ'] },
      });
      const v = onBattlefield(g, 'バニラ', 1);
      act(g, { type: 'play', card: cardId(g, '空振り', 0), targets: [] });
      act(g, { type: 'play', card: cardId(g, name, 1), targets: [v] }); // player 1, in player 0's turn 1
      passAll(g);
      expect(g.state.effects[0]).toMatchObject({ controller: 1, turn: 1 });
      for (let turn = 2; turn <= 4; turn++) {
        endTurn(g);
        expect(g.state.turn).toBe(turn);
        expect(power(g, v)).toBe(turn <= lastTurnBoosted ? 3000 : 1000);
      }
    }
  });

  it('HF-12.9 HF-6.6 an "until end of turn" and a "next turn" effect ending together are ordered by the turn player', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['次の敵の番まで'], battlefield: ['バニラ'] } });
    const v = onBattlefield(g, 'バニラ', 0);
    play(g, '次の敵の番まで', [v]);
    endTurn(g); // turn 2: player 1's turn; player 1 boosts nothing, player 0's effect still in force
    expect(g.state.effects).toHaveLength(1);
    // Give the effect list a second, end-of-turn effect on the same card, as another card of turn 2 would.
    g.state.effects = [
      ...g.state.effects,
      { ...g.state.effects[0], id: 9999, duration: 'endOfTurn', turn: 2 },
    ];
    act(g, { type: 'endMain' });
    for (let i = 0; i < 20 && g.state.pending?.kind !== 'orderExpirations'; i++) act(g, { type: 'pass' });
    expect(g.state.pending).toMatchObject({ kind: 'orderExpirations', player: 1 });
    expect(ofType(g, 'nextExpiration').map((a) => a.effect)).toHaveLength(2);
  });

  it('HF-12.9 a lasting grant of a keyword lasts as long as its duration says', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['譲渡'], battlefield: ['バニラ'] } });
    const v = onBattlefield(g, 'バニラ', 0);
    play(g, '譲渡', [v]);
    expect(hasKeyword(g, v, 'pierce')).toBe(true);
    endTurn(g);
    expect(hasKeyword(g, v, 'pierce')).toBe(true);
    expect(view(g, 1).battlefield.find((c) => 'id' in c && c.id === v)).toMatchObject({
      status: { keywords: ['pierce'] },
    });
    endTurn(g);
    expect(hasKeyword(g, v, 'pierce')).toBe(false);
  });
});

describe('HF-12.9 「…限り」: as long as a condition holds for the effect’s controller', () => {
  it('HF-12.9 the effect ends as soon as the condition stops holding, and does not come back', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { hand: ['手札のある限り', '空振り', '空振り'], battlefield: ['バニラ'] },
    });
    const v = onBattlefield(g, 'バニラ', 0);
    play(g, '手札のある限り', [v]);
    expect(g.state.players[0].hand).toHaveLength(2);
    expect(power(g, v)).toBe(3000);
    play(g, '空振り'); // one card left in hand: the condition no longer holds
    expect(power(g, v)).toBe(1000);
    expect(g.state.effects).toEqual([]);
    expect(events(g, 'expire')).toHaveLength(1);
    endTurn(g);
    endTurn(g); // player 0 drew again: two cards in hand, but the effect has ended for good
    expect(g.state.players[0].hand.length).toBeGreaterThanOrEqual(2);
    expect(power(g, v)).toBe(1000);
  });

  it('HF-12.9 the condition is checked for the effect’s controller, and view() shows the duration as data', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { hand: ['手札のある限り', '空振り', '空振り'], battlefield: ['バニラ'] },
      p1: { hand: [] },
    });
    const v = onBattlefield(g, 'バニラ', 0);
    play(g, '手札のある限り', [v]);
    expect(g.state.players[1].hand.length).toBeLessThan(2); // the opponent's hand does not matter
    expect(power(g, v)).toBe(3000);
    const shown = view(g, 1).effects[0];
    expect(shown.duration).toEqual({ while: HAND_AT_LEAST_2 });
    expect(shown.duration).not.toBe(g.state.effects[0].duration);
  });
});

describe('HF-14.2 HF-12.9 control changes with a duration', () => {
  it('HF-14.2 「ターン終了時まで、それをあなたのキャラクターとする」: control goes back at end of turn', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['一時の寝返り'] }, p1: { battlefield: ['バニラ'] } });
    const v = onBattlefield(g, 'バニラ', 1);
    play(g, '一時の寝返り', [v]);
    expect(g.state.cards[v].controller).toBe(0);
    expect(g.state.cards[v].owner).toBe(1);
    expect(ofType(g, 'attack').some((a) => a.attacker === v)).toBe(true);
    endTurn(g);
    expect(g.state.cards[v].controller).toBe(1);
    expect(events(g, 'controlChange').map((e) => [e.from, e.to])).toEqual([
      [1, 0],
      [0, 1],
    ]);
  });

  it('HF-14.2 a later change without a duration overrides it: control does not go back', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { hand: ['一時の寝返り', '永遠の寝返り'] },
      p1: { battlefield: ['バニラ'] },
    });
    const v = onBattlefield(g, 'バニラ', 1);
    play(g, '一時の寝返り', [v]);
    expect(g.state.effects).toHaveLength(1);
    play(g, '永遠の寝返り', [v]);
    expect(g.state.cards[v].controller).toBe(0);
    expect(g.state.effects).toEqual([]);
    endTurn(g);
    expect(g.state.cards[v].controller).toBe(0);
  });

  it('HF-14.2 HF-12.9 control taken until the opponent’s next turn end goes back then', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['長い寝返り'] }, p1: { battlefield: ['バニラ'] } });
    const v = onBattlefield(g, 'バニラ', 1);
    play(g, '長い寝返り', [v]);
    expect(g.state.cards[v].controller).toBe(0);
    endTurn(g); // turn 1 ends: still player 0's until the end of player 1's next turn
    expect(g.state.cards[v].controller).toBe(0);
    endTurn(g);
    expect(g.state.cards[v].controller).toBe(1);
  });
});
