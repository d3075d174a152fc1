// RULING HF-5.13 modes: 「以下から1つを選ぶ。」/「以下から2つまで選ぶ。」. The modes are chosen when the card is played
// or the ability is used or triggered, then only the chosen modes' targets; a mode whose targets cannot be
// chosen cannot be chosen; the chosen modes resolve in printed order after `effect`.
import { describe, expect, it } from 'vitest';
import {
  type Game,
  IllegalActionError,
  apply,
  deserialize,
  legalActions,
  serialize,
} from '../../src/engine/index.js';
import { fixtureCards } from '../helpers/fixtureCards.js';
import { act, makeGame, passAll } from '../helpers/harness.js';
import { inHand, ofType, onBattlefield } from '../helpers/lookup.js';

// Most modal cards offer 「・カードを1枚引く。」 and 「・対戦相手のキャラクター一体を対象とし、それに500ダメージを与える。」:
// 選択 (1 of them), 大選択 (draw 1, then up to 2 of: 1 damage to the opponent / draw 2 / 500 damage), 二択 (exactly 2),
// 二重 (its own target, then a mode with another), 選択の塔 ([スリープ]：…), 選択の使者 ([自動] when it enters, …);
// 敵 and 味方 are 3000 characters.
const cards = [...fixtureCards('hf05-modes').all];

const plays = (game: Game, name: string) =>
  ofType(game, 'play').filter((a) => a.card === inHand(game, name, 0));
const hand = (game: Game) => game.state.players[0].hand.length;

describe('RULING HF-5.13 modes: choosing', () => {
  it('HF-5.13 each choosable mode is offered with its own targets; a mode without legal targets is not', () => {
    const none = makeGame({ cards, p0: { hand: ['選択'], marker: false } });
    expect(plays(none, '選択').map((a) => [a.modes, a.targets])).toEqual([[[0], []]]);
    const one = makeGame({ cards, p0: { hand: ['選択'], marker: false }, p1: { battlefield: ['敵'] } });
    const foe = onBattlefield(one, '敵', 1);
    expect(plays(one, '選択').map((a) => [a.modes, a.targets])).toEqual([
      [[0], []],
      [[1], [foe]],
    ]);
  });

  it('HF-5.13 "2つまで" offers every set of 1 or 2 modes in printed order', () => {
    const game = makeGame({ cards, p0: { hand: ['大選択'], marker: false }, p1: { battlefield: ['敵'] } });
    const sets = plays(game, '大選択').map((a) => a.modes);
    expect(sets).toEqual([[0], [1], [2], [0, 1], [0, 2], [1, 2]]);
  });

  it('HF-5.13 a card that needs 2 modes cannot be played when only 1 can be chosen', () => {
    const game = makeGame({ cards, p0: { hand: ['二択'], marker: false } });
    expect(plays(game, '二択')).toHaveLength(0);
    const ok = makeGame({ cards, p0: { hand: ['二択'], marker: false }, p1: { battlefield: ['敵'] } });
    expect(plays(ok, '二択').map((a) => a.modes)).toEqual([[0, 1]]);
  });

  it('HF-5.13 apply() rejects a mode that cannot be chosen, naming HF-5.13, and changes nothing', () => {
    const game = makeGame({ cards, p0: { hand: ['選択'], marker: false } });
    const before = serialize(game);
    const card = inHand(game, '選択', 0);
    let error: unknown;
    try {
      apply(game, { type: 'play', player: 0, card, targets: [], modes: [1], useMarker: false });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(IllegalActionError);
    expect((error as IllegalActionError).rule).toBe('HF-5.13');
    expect(() => apply(game, { type: 'play', player: 0, card, targets: [], useMarker: false })).toThrow(
      IllegalActionError,
    );
    expect(serialize(game)).toBe(before);
  });
});

describe('RULING HF-5.13 modes: resolution', () => {
  it('HF-5.13 only the chosen mode resolves', () => {
    const game = makeGame({ cards, p0: { hand: ['選択'], marker: false }, p1: { battlefield: ['敵'] } });
    const foe = onBattlefield(game, '敵', 1);
    const before = hand(game);
    act(game, { type: 'play', card: inHand(game, '選択', 0), modes: [1] });
    passAll(game);
    expect(game.state.cards[foe].damage).toBe(500);
    expect(hand(game)).toBe(before - 1); // played, nothing drawn
  });

  it('HF-5.13 `effect` first, then the chosen modes in printed order', () => {
    const game = makeGame({ cards, p0: { hand: ['大選択'], marker: false }, p1: { battlefield: ['敵'] } });
    act(game, { type: 'play', card: inHand(game, '大選択', 0), modes: [0, 1] });
    passAll(game);
    if (game.state.pending?.kind === 'damage') act(game, { type: 'takeDamage', reveal: false });
    const order = game.state.log
      .filter((e) => e.type === 'draw' || e.type === 'damagePlayer')
      .map((e) => e.type);
    expect(order.slice(0, 4)).toEqual(['draw', 'damagePlayer', 'draw', 'draw']);
  });

  it("HF-5.13 a mode's { target: 0 } is its own first target, not the card's", () => {
    const game = makeGame({
      cards,
      p0: { hand: ['二重'], battlefield: ['味方'], marker: false },
      p1: { battlefield: ['敵'] },
    });
    const ally = onBattlefield(game, '味方', 0);
    const foe = onBattlefield(game, '敵', 1);
    const [play, ...others] = plays(game, '二重');
    expect(others).toEqual([]); // its second mode needs a world set
    expect(play.targets).toEqual([ally, foe]);
    apply(game, play);
    passAll(game);
    expect(game.state.cards[ally].damage).toBe(100);
    expect(game.state.cards[foe].damage).toBe(500);
  });

  it('HF-5.13 HF-16.9 a game saved with the play waiting restores its chosen mode', () => {
    const game = makeGame({ cards, p0: { hand: ['選択'], marker: false }, p1: { battlefield: ['敵'] } });
    const foe = onBattlefield(game, '敵', 1);
    act(game, { type: 'play', card: inHand(game, '選択', 0), modes: [1] });
    const restored = deserialize(serialize(game), game.defs);
    passAll(restored);
    expect(restored.state.cards[foe].damage).toBe(500);
  });

  it('HF-5.13 HF-5.5 an activated ability chooses its mode when used', () => {
    const game = makeGame({ cards, p0: { battlefield: ['選択の塔'] }, p1: { battlefield: ['敵'] } });
    const tower = onBattlefield(game, '選択の塔', 0);
    const foe = onBattlefield(game, '敵', 1);
    const options = ofType(game, 'activate').filter((a) => a.card === tower);
    expect(options.map((a) => a.modes)).toEqual([[0], [1]]);
    act(game, { type: 'activate', card: tower, modes: [1] });
    passAll(game);
    expect(game.state.cards[foe].damage).toBe(500);
  });

  it('HF-5.13 HF-5.5 an auto ability chooses its mode when it triggers', () => {
    const game = makeGame({
      cards,
      p0: { hand: ['選択の使者'], energy: 1, marker: false },
      p1: { battlefield: ['敵'] },
    });
    const foe = onBattlefield(game, '敵', 1);
    act(game, { type: 'play', card: inHand(game, '選択の使者', 0) });
    passAll(game);
    expect(game.state.pending?.kind).toBe('triggerTargets');
    const options = legalActions(game).filter((a) => a.type === 'chooseTargets');
    expect(options.map((a) => (a.type === 'chooseTargets' ? a.modes : null))).toEqual([[0], [1]]);
    const restored = deserialize(serialize(game), game.defs); // saved while choosing
    act(restored, { type: 'chooseTargets', modes: [1], targets: [foe] });
    expect(restored.state.cards[foe].damage).toBe(500);
  });
});
