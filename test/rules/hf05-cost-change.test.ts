// HF-5.12 cost changes: 「あなたの《竜》を持つカードのエネルギーコストは1少なくなる」 and 「…多くなる」, from a
// card on the battlefield or a 【空装】 effect; they add up and never go below 0.
import { describe, expect, it } from 'vitest';
import { playCost } from '../../src/engine/costs.js';
import { type Game, IllegalActionError, apply, serialize } from '../../src/engine/index.js';
import { fixtureCards } from '../helpers/fixtureCards.js';
import { makeGame, passAll } from '../helpers/harness.js';
import { activeEnergies, inHand, ofType } from '../helpers/lookup.js';

// 竜の長 and 竜の長老 (《竜》 cost -1), 徴税官 (the opponent's cards +1), 飛竜 (3, 《竜》), 幼竜 (1, 《竜》), 騎士 (2),
// 竜の空装 (a 【空装】 with the 《竜》 reduction), 竜騎士団長 (-1 per 《竜騎士》 for 《竜》 characters), 竜騎士.
const cards = [...fixtureCards('hf05-cost-change').all];

const plays = (game: Game, name: string) =>
  ofType(game, 'play').filter((a) => a.card === inHand(game, name, game.state.pending!.player));

describe('HF-5.12 cost changes', () => {
  it('HF-5.12 a reduction makes a matching card playable with less energy and it is paid reduced', () => {
    const game = makeGame({
      cards,
      p0: { battlefield: ['竜の長'], hand: ['飛竜', '騎士'], energy: 2, marker: false },
    });
    expect(playCost(game, 0, inHand(game, '飛竜', 0))).toBe(2);
    expect(playCost(game, 0, inHand(game, '騎士', 0))).toBe(2); // no trait: unchanged
    const [play] = plays(game, '飛竜');
    expect(play).toBeDefined();
    apply(game, play);
    passAll(game);
    expect(activeEnergies(game, 0)).toBe(0); // 3 - 1 = 2 paid
  });

  it('HF-5.12 without the reducer the same card cannot be played with that energy', () => {
    const game = makeGame({ cards, p0: { hand: ['飛竜'], energy: 2, marker: false } });
    expect(plays(game, '飛竜')).toHaveLength(0);
  });

  it('HF-5.12 HF-12.6 changes add up', () => {
    const game = makeGame({
      cards,
      p0: { battlefield: ['竜の長', '竜の長老'], hand: ['飛竜'], energy: 1, marker: false },
    });
    expect(playCost(game, 0, inHand(game, '飛竜', 0))).toBe(1);
    apply(game, plays(game, '飛竜')[0]);
    passAll(game);
    expect(activeEnergies(game, 0)).toBe(0);
  });

  it('HF-5.12 a cost never goes below 0', () => {
    const game = makeGame({
      cards,
      p0: { battlefield: ['竜の長', '竜の長老'], hand: ['幼竜'], energy: 0, marker: false },
    });
    expect(playCost(game, 0, inHand(game, '幼竜', 0))).toBe(0);
    expect(plays(game, '幼竜')).toHaveLength(1);
  });

  it("HF-5.12 an increase applies to the opponent's cards only", () => {
    const game = makeGame({
      cards,
      p0: { hand: ['騎士'], energy: 2, marker: false },
      p1: { battlefield: ['徴税官'], hand: ['騎士'] },
    });
    expect(playCost(game, 0, inHand(game, '騎士', 0))).toBe(3);
    expect(playCost(game, 1, inHand(game, '騎士', 1))).toBe(2);
    expect(plays(game, '騎士')).toHaveLength(0);
  });

  it('HF-5.12 apply() refuses a play the increased cost cannot pay, naming HF-5.12, and changes nothing', () => {
    const game = makeGame({
      cards,
      p0: { hand: ['騎士'], energy: 2, marker: false },
      p1: { battlefield: ['徴税官'] },
    });
    const before = serialize(game);
    const card = inHand(game, '騎士', 0);
    let error: unknown;
    try {
      apply(game, { type: 'play', player: 0, card, targets: [], useMarker: false });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(IllegalActionError);
    expect((error as IllegalActionError).rule).toBe('HF-5.12');
    expect((error as Error).message).toContain('3');
    expect(serialize(game)).toBe(before);
  });

  it('HF-5.12 HF-2.6 the marker pays 1 of the changed cost', () => {
    const game = makeGame({
      cards,
      p0: { battlefield: ['竜の長'], hand: ['飛竜'], energy: 1, marker: true },
    });
    const options = plays(game, '飛竜');
    expect(options.map((a) => a.useMarker)).toEqual([true]);
  });

  it('HF-5.12 HF-13.8 a 【空装】 static changes costs for its player', () => {
    const game = makeGame({ cards, p0: { hand: ['飛竜', '竜の空装'], energy: 2, marker: false } });
    expect(plays(game, '飛竜')).toHaveLength(0);
    game.state.players[0].kuusou = inHand(game, '竜の空装', 0);
    expect(playCost(game, 0, inHand(game, '飛竜', 0))).toBe(2);
    expect(plays(game, '飛竜')).toHaveLength(1);
  });

  it('HF-5.12 an amount counted on the battlefield (「…1体につき1少なくなる」)', () => {
    const game = makeGame({
      cards,
      p0: { battlefield: ['竜騎士団長', '竜騎士'], hand: ['飛竜', '騎士'], energy: 1, marker: false },
    });
    expect(playCost(game, 0, inHand(game, '飛竜', 0))).toBe(1); // 3 - 2
    expect(playCost(game, 0, inHand(game, '騎士', 0))).toBe(2); // not a 《竜》
    expect(plays(game, '飛竜')).toHaveLength(1);
  });
});
