// HF-12.8 「1ターンに1回」: one use (activated) or one trigger (auto) per turn, per card object and ability.
import { describe, expect, it } from 'vitest';
import {
  type Game,
  IllegalActionError,
  apply,
  cloneGame,
  deserialize,
  legalActions,
  restore,
  serialize,
  snapshot,
} from '../../src/engine/index.js';
import { moveCard } from '../../src/engine/zones.js';
import { events } from '../helpers/events.js';
import { fixtureCards } from '../helpers/fixtureCards.js';
import { endTurn } from '../helpers/flow.js';
import { act, cardId, makeGame, passAll } from '../helpers/harness.js';
import { inHand, onBattlefield } from '../helpers/lookup.js';

// 司書 ([1ターンに1回]：draw), 先触れ ([自動][1ターンに1回] when another character enters, draw), 新兵A, 新兵B.
const cards = [...fixtureCards('hf12-once-per-turn').all];

function activations(game: Game, id: number) {
  return legalActions(game).filter((a) => a.type === 'activate' && a.card === id);
}

function useOnce(game: Game, id: number): void {
  act(game, { type: 'activate', card: id });
  passAll(game);
}

describe('HF-12.8 once per turn: activated abilities', () => {
  it('HF-12.8 is offered once; after a use this turn legalActions() no longer lists it', () => {
    const game = makeGame({ cards, p0: { battlefield: ['司書'] } });
    const id = onBattlefield(game, '司書', 0);
    expect(activations(game, id)).toHaveLength(1);
    const hand = game.state.players[0].hand.length;
    useOnce(game, id);
    expect(game.state.players[0].hand.length).toBe(hand + 1);
    expect(activations(game, id)).toHaveLength(0);
  });

  it('HF-12.8 apply() of a second use throws IllegalActionError naming HF-12.8 and changes nothing', () => {
    const game = makeGame({ cards, p0: { battlefield: ['司書'] } });
    const id = onBattlefield(game, '司書', 0);
    const action = activations(game, id)[0];
    useOnce(game, id);
    const before = serialize(game);
    let error: unknown;
    try {
      apply(game, action);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(IllegalActionError);
    expect((error as IllegalActionError).rule).toBe('HF-12.8');
    expect(serialize(game)).toBe(before);
  });

  it('HF-12.8 can be used again on a later turn', () => {
    const game = makeGame({ cards, p0: { battlefield: ['司書'] } });
    const id = onBattlefield(game, '司書', 0);
    useOnce(game, id);
    endTurn(game);
    endTurn(game);
    expect(game.state.turnPlayer).toBe(0);
    expect(activations(game, id)).toHaveLength(1);
  });

  it("HF-12.8 each card's copy of the ability counts separately", () => {
    const game = makeGame({ cards, p0: { battlefield: ['司書', '司書'] } });
    const a = onBattlefield(game, '司書', 0, 0);
    const b = onBattlefield(game, '司書', 0, 1);
    useOnce(game, a);
    expect(activations(game, a)).toHaveLength(0);
    expect(activations(game, b)).toHaveLength(1);
  });

  it('HF-12.8 HF-5.6 a card that left the battlefield and came back is a new object and may use it again', () => {
    const game = makeGame({ cards, p0: { battlefield: ['司書'] } });
    const id = onBattlefield(game, '司書', 0);
    useOnce(game, id);
    moveCard(game, id, 'hand');
    moveCard(game, id, 'battlefield');
    expect(activations(game, id)).toHaveLength(1);
  });

  it('HF-12.8 HF-16.9 the record survives serialize, snapshot/restore and clone', () => {
    const game = makeGame({ cards, p0: { battlefield: ['司書'] } });
    const id = onBattlefield(game, '司書', 0);
    const fresh = snapshot(game);
    useOnce(game, id);
    expect(activations(deserialize(serialize(game), game.defs), id)).toHaveLength(0);
    expect(activations(cloneGame(game), id)).toHaveLength(0);
    const used = snapshot(game);
    restore(game, fresh);
    expect(activations(game, id)).toHaveLength(1);
    restore(game, used);
    expect(activations(game, id)).toHaveLength(0);
  });
});

describe('HF-12.8 once per turn: auto abilities', () => {
  it('HF-12.8 does not trigger again this turn once it triggered', () => {
    const game = makeGame({ cards, p0: { battlefield: ['先触れ'], hand: ['新兵A', '新兵B'], energy: 2 } });
    act(game, { type: 'play', card: inHand(game, '新兵A', 0) });
    passAll(game);
    act(game, { type: 'play', card: inHand(game, '新兵B', 0) });
    passAll(game);
    const herald = cardId(game, '先触れ', 0);
    expect(events(game, 'trigger').filter((e) => e.card === herald)).toHaveLength(1);
  });

  it('HF-12.8 triggers again on a later turn', () => {
    const game = makeGame({
      cards,
      p0: { battlefield: ['先触れ'], hand: ['新兵A', '新兵B'], energy: 2 },
    });
    act(game, { type: 'play', card: inHand(game, '新兵A', 0) });
    passAll(game);
    endTurn(game);
    endTurn(game);
    game.state.log = [];
    const herald = cardId(game, '先触れ', 0);
    act(game, { type: 'play', card: inHand(game, '新兵B', 0) });
    passAll(game);
    expect(events(game, 'trigger').filter((e) => e.card === herald)).toHaveLength(1);
  });

  it('HF-12.8 two copies each trigger once', () => {
    const game = makeGame({
      cards,
      p0: { battlefield: ['先触れ', '先触れ'], hand: ['新兵A', '新兵B'], energy: 2 },
    });
    act(game, { type: 'play', card: inHand(game, '新兵A', 0) });
    passAll(game);
    for (let i = 0; i < 3 && game.state.pending?.kind === 'orderTriggers'; i++)
      act(game, { type: 'nextTrigger' });
    passAll(game);
    act(game, { type: 'play', card: inHand(game, '新兵B', 0) });
    passAll(game);
    expect(events(game, 'trigger')).toHaveLength(2);
  });
});
