// HF-5.10 several targets: 「二体を対象とし」 needs that many distinct legal targets, 「二体まで」 at least one; at
// resolution each target is checked on its own (HF-5.6). Also targets in any zone (excluded, guard deck, main
// deck) and of either player.
import { describe, expect, it } from 'vitest';
import {
  type Action,
  type Game,
  IllegalActionError,
  apply,
  legalActions,
  serialize,
} from '../../src/engine/index.js';
import { moveCard } from '../../src/engine/zones.js';
import { fixtureCards } from '../helpers/fixtureCards.js';
import { act, cardId, makeGame, passAll } from '../helpers/harness.js';
import { inGuard, inHand, ofType, onBattlefield } from '../helpers/lookup.js';

// Commands and abilities with several targets (双雷, 散弾, 分裂, 斉射兵, 砲手, 双雷の兵), targets in other zones
// (墓呼び, 帰還, 護り崩し), 自傷 (to reveal a damage trigger), and four vanilla 3000s (敵A, 敵B, 敵C, 味方).
const cards = fixtureCards('hf05-several-targets').all;

function foes(game: Game): number[] {
  return ['敵A', '敵B', '敵C'].map((n) => onBattlefield(game, n, 1));
}
const plays = (game: Game, name: string) =>
  ofType(game, 'play').filter((a) => a.card === inHand(game, name, 0));
const damage = (game: Game, id: number) => game.state.cards[id].damage;

describe('HF-5.10 several targets: choosing', () => {
  it('HF-5.10 "二体を対象とし" offers every pair once (combinations, not permutations)', () => {
    const game = makeGame({
      cards,
      p0: { hand: ['双雷'], marker: false },
      p1: { battlefield: ['敵A', '敵B', '敵C'] },
    });
    const [a, b, c] = foes(game);
    const pairs = plays(game, '双雷').map((p) => p.targets);
    expect(pairs).toHaveLength(3);
    expect(pairs.map((t) => [...t].sort((x, y) => x - y))).toEqual(
      expect.arrayContaining([
        [a, b].sort((x, y) => x - y),
        [a, c].sort((x, y) => x - y),
        [b, c].sort((x, y) => x - y),
      ]),
    );
    expect(plays(game, '双雷').every((p) => p.targetCounts === undefined)).toBe(true);
  });

  it('HF-5.10 HF-5.4 "二体を対象とし" cannot be played with only one legal target', () => {
    const game = makeGame({ cards, p0: { hand: ['双雷'], marker: false }, p1: { battlefield: ['敵A'] } });
    expect(plays(game, '双雷')).toHaveLength(0);
  });

  it('HF-5.10 "二体まで" is playable with one target and offers 1 or 2, with targetCounts', () => {
    const one = makeGame({ cards, p0: { hand: ['散弾'], marker: false }, p1: { battlefield: ['敵A'] } });
    expect(plays(one, '散弾').map((p) => [p.targets, p.targetCounts])).toEqual([
      [[onBattlefield(one, '敵A', 1)], [1]],
    ]);
    const three = makeGame({
      cards,
      p0: { hand: ['散弾'], marker: false },
      p1: { battlefield: ['敵A', '敵B', '敵C'] },
    });
    const options = plays(three, '散弾');
    expect(options.filter((p) => p.targetCounts?.[0] === 1)).toHaveLength(3);
    expect(options.filter((p) => p.targetCounts?.[0] === 2)).toHaveLength(3);
  });

  it('HF-5.10 the same card is never chosen twice across specs, and targets are listed spec by spec', () => {
    const game = makeGame({
      cards,
      p0: { hand: ['分裂'], battlefield: ['味方'], marker: false },
      p1: { battlefield: ['敵A', '敵B'] },
    });
    const ally = onBattlefield(game, '味方', 0);
    const options = plays(game, '分裂');
    expect(options).toHaveLength(1);
    expect(options[0].targets[2]).toBe(ally);
  });

  it('HF-5.10 apply() rejects a duplicate target or a wrong count and changes nothing', () => {
    const game = makeGame({
      cards,
      p0: { hand: ['双雷', '散弾'], marker: false },
      p1: { battlefield: ['敵A', '敵B'] },
    });
    const a = onBattlefield(game, '敵A', 1);
    const before = serialize(game);
    const bad: Action[] = [
      { type: 'play', player: 0, card: inHand(game, '双雷', 0), targets: [a, a], useMarker: false },
      { type: 'play', player: 0, card: inHand(game, '双雷', 0), targets: [a], useMarker: false },
      { type: 'play', player: 0, card: inHand(game, '散弾', 0), targets: [a], useMarker: false }, // no targetCounts
    ];
    for (const action of bad) expect(() => apply(game, action)).toThrow(IllegalActionError);
    expect(serialize(game)).toBe(before);
  });
});

function foesOnlyAB(game: Game): number[] {
  return ['敵A', '敵B'].map((n) => onBattlefield(game, n, 1));
}

describe('HF-5.10 several targets: resolution', () => {
  it('HF-5.10 "それら" means every chosen card', () => {
    const game = makeGame({
      cards,
      p0: { hand: ['双雷'], marker: false },
      p1: { battlefield: ['敵A', '敵B', '敵C'] },
    });
    const [a, b, c] = foes(game);
    act(game, { type: 'play', card: inHand(game, '双雷', 0), targets: [a, c] });
    passAll(game);
    expect([damage(game, a), damage(game, b), damage(game, c)]).toEqual([500, 0, 500]);
  });

  it('HF-5.10 HF-5.6 an illegal target is skipped; the process (and its その後 part) still happens for the other', () => {
    const game = makeGame({
      cards,
      p0: { hand: ['双雷'], marker: false },
      p1: { battlefield: ['敵A', '敵B'] },
    });
    const [a, b] = foesOnlyAB(game);
    act(game, { type: 'play', card: inHand(game, '双雷', 0), targets: [a, b] });
    moveCard(game, a, 'hand'); // gone before resolution
    const hand = game.state.players[0].hand.length;
    passAll(game);
    expect(damage(game, b)).toBe(500);
    expect(game.state.players[0].hand.length).toBe(hand + 1); // その後 draw happened
  });

  it('HF-5.10 HF-5.7 when every target is illegal the process fails with its その後 part', () => {
    const game = makeGame({
      cards,
      p0: { hand: ['双雷'], marker: false },
      p1: { battlefield: ['敵A', '敵B'] },
    });
    const [a, b] = foesOnlyAB(game);
    act(game, { type: 'play', card: inHand(game, '双雷', 0), targets: [a, b] });
    moveCard(game, a, 'hand');
    moveCard(game, b, 'hand');
    const hand = game.state.players[0].hand.length;
    passAll(game);
    expect(game.state.players[0].hand.length).toBe(hand); // no draw
  });

  it('HF-5.10 HF-5.5 an auto ability chooses up to two targets when it triggers', () => {
    const game = makeGame({
      cards,
      p0: { hand: ['斉射兵'], energy: 1, marker: false },
      p1: { battlefield: ['敵A', '敵B'] },
    });
    const [a, b] = foesOnlyAB(game);
    act(game, { type: 'play', card: inHand(game, '斉射兵', 0) });
    passAll(game);
    expect(game.state.pending?.kind).toBe('triggerTargets');
    const options = legalActions(game).filter((x) => x.type === 'chooseTargets');
    // {A}, {B}, {A, B}, and none: 「まで」 in an auto ability allows choosing none (issue 22, RULING docs/engine.md)
    expect(options).toHaveLength(4);
    expect(options.some((o) => o.targets.length === 0)).toBe(true);
    act(game, { type: 'chooseTargets', targets: [a, b], targetCounts: [2] });
    expect([damage(game, a), damage(game, b)]).toEqual([500, 500]);
  });

  it('HF-5.10 HF-5.5 an activated ability takes two targets when used', () => {
    const game = makeGame({ cards, p0: { battlefield: ['砲手'] }, p1: { battlefield: ['敵A', '敵B'] } });
    const [a, b] = foesOnlyAB(game);
    const gunner = onBattlefield(game, '砲手', 0);
    expect(ofType(game, 'activate').filter((x) => x.card === gunner)).toHaveLength(1);
    act(game, { type: 'activate', card: gunner });
    passAll(game);
    expect([damage(game, a), damage(game, b)]).toEqual([500, 500]);
  });
});

describe('HF-5.10 HF-9.3 a damage trigger with two targets', () => {
  it('HF-5.10 HF-9.3 is revealed once per pair and damages both', () => {
    const game = makeGame({
      cards,
      p0: { hand: ['自傷'], guard: ['双雷の兵', '敵C'], marker: false },
      p1: { battlefield: ['敵A', '敵B'] },
    });
    const [a, b] = foesOnlyAB(game);
    act(game, { type: 'play', card: inHand(game, '自傷', 0) });
    passAll(game);
    const trigger = inGuard(game, '双雷の兵', 0);
    const reveals = ofType(game, 'takeDamage').filter((x) => x.card === trigger && x.reveal);
    expect(reveals.map((x) => x.targets)).toEqual([[a, b]]);
    apply(game, reveals[0]);
    expect([damage(game, a), damage(game, b)]).toEqual([500, 500]);
  });
});

describe('HF-5.10 targets in any zone', () => {
  it("HF-5.10 player 'any' offers the cards of both players' trash", () => {
    const game = makeGame({
      cards,
      p0: { hand: ['墓呼び'], trash: ['敵A'], marker: false },
      p1: { trash: ['敵B'] },
    });
    const mine = cardId(game, '敵A', 0);
    const theirs = cardId(game, '敵B', 1);
    const targets = plays(game, '墓呼び').map((p) => p.targets[0]);
    expect(targets).toEqual(expect.arrayContaining([mine, theirs]));
    act(game, { type: 'play', card: inHand(game, '墓呼び', 0), targets: [theirs] });
    passAll(game);
    expect(game.state.players[1].hand).toContain(theirs); // the owner's hand
  });

  it('HF-5.10 the shared exclusion zone: only your excluded cards for player you', () => {
    const game = makeGame({
      cards,
      p0: { hand: ['帰還'], trash: ['敵A'], marker: false },
      p1: { trash: ['敵B'] },
    });
    const mine = cardId(game, '敵A', 0);
    const theirs = cardId(game, '敵B', 1);
    moveCard(game, mine, 'excluded');
    moveCard(game, theirs, 'excluded');
    const targets = plays(game, '帰還').map((p) => p.targets[0]);
    expect(targets).toContain(mine);
    expect(targets).not.toContain(theirs);
  });

  it('HF-5.10 two cards of your guard deck', () => {
    const game = makeGame({
      cards,
      p0: { hand: ['護り崩し'], guard: ['敵A', '敵B', '敵C'], marker: false },
    });
    const options = plays(game, '護り崩し');
    expect(options).toHaveLength(3);
    const chosen = options[0].targets;
    act(game, { type: 'play', card: inHand(game, '護り崩し', 0), targets: chosen });
    passAll(game);
    for (const id of chosen) expect(game.state.players[0].hand).toContain(id);
  });
});
