// HF-15 End of the game: losing and winning, simultaneous loss (draw), conceding, and the bound that ends
// an endless game as a draw.
import { describe, expect, it } from 'vitest';
import { GAME_RULES } from '../../generated/rules.js';
import type { PlayerIndex } from '../../src/core/cardTypes.js';
import { type Game, IllegalActionError, apply, createGame, legalActions } from '../../src/engine/index.js';
import { FIXTURE_DECKS, PLAIN_BLUE } from '../helpers/decks.js';
import { events } from '../helpers/events.js';
import { fixtureCard } from '../helpers/fixtureCards.js';
import { act, cardId, makeGameWith, passAll } from '../helpers/harness.js';
import { neutral } from '../helpers/neutral.js';

/** 対戦相手はゲームに敗北する。 */
const DOOM = fixtureCard('hf15-end', '終焉の宣告');
/** 各プレイヤーに1ダメージを与える。 */
const MUTUAL = fixtureCard('hf15-end', '共倒れの呪い');

const makeGame = makeGameWith([DOOM, MUTUAL]);

/** After the end: no decision, no legal action, every action refused with 'game-over'. */
function expectOver(game: Game, winner: PlayerIndex | null, rule: string): void {
  expect(game.state.result).toEqual({ winner, reason: expect.any(String), rule });
  expect(game.state.pending).toBeNull();
  expect(legalActions(game)).toEqual([]);
  const over = events(game, 'gameOver');
  expect(over).toEqual([{ type: 'gameOver', winner, reason: game.state.result!.reason, rule }]);
  expect(game.state.log.at(-1)).toEqual(over[0]);
  for (const player of [0, 1] as PlayerIndex[]) {
    try {
      apply(game, { type: 'concede', player });
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(IllegalActionError);
      expect((e as IllegalActionError).code).toBe('game-over');
    }
  }
}

describe('HF-15.1 losing the game; the opponent wins', () => {
  it('HF-15.1 a player dealt damage with an empty guard deck loses', () => {
    const g = makeGame({ p0: { battlefield: ['紅蓮の剣士'] }, p1: { guard: [] } });
    act(g, { type: 'attack', attacker: cardId(g, '紅蓮の剣士', 0), target: { player: 1 } });
    passAll(g);
    expectOver(g, 0, 'HF-9.1');
    expect(events(g, 'damagePlayer')).toEqual([expect.objectContaining({ player: 1, amount: 1 })]);
  });

  it('HF-15.1 a player who must reload with an empty guard deck loses', () => {
    const g = makeGame({ p0: { hand: ['学徒'], energy: 1, mainCount: 0, guard: [], trash: ['業火'] } });
    act(g, { type: 'play', card: cardId(g, '学徒', 0) });
    passAll(g); // 学徒 enters and draws from the empty deck
    expectOver(g, 1, 'HF-10.1');
    expect(g.state.result!.reason).toContain('ガードデッキ');
  });

  it('HF-15.1 a player who must reload with an empty trash loses', () => {
    const g = makeGame({ p0: { hand: ['学徒'], energy: 1, mainCount: 0 } });
    act(g, { type: 'play', card: cardId(g, '学徒', 0) });
    passAll(g);
    act(g, { type: 'reloadCard' });
    act(g, { type: 'reloadCard' });
    expectOver(g, 1, 'HF-10.1');
    expect(g.state.result!.reason).toContain('トラッシュ');
    expect(g.state.players[0].damageField.length).toBe(2);
  });

  it('HF-15.1 a player loses when an effect says so', () => {
    const g = makeGame({ p1: { hand: ['終焉の宣告'] }, p0: { battlefield: ['紅蓮の剣士'] } });
    act(g, { type: 'attack', attacker: cardId(g, '紅蓮の剣士', 0), target: { player: 1 } });
    act(g, { type: 'play', card: cardId(g, '終焉の宣告', 1) }); // player 1 plays it in the window
    passAll(g);
    expectOver(g, 1, 'HF-15.1');
  });
});

describe('HF-15.2 both players losing at the same time is a draw', () => {
  it('HF-15.2 damage dealt to each player at once when both guard decks are empty ends in a draw', () => {
    const g = makeGame({ p0: { hand: ['共倒れの呪い'], guard: [] }, p1: { guard: [] } });
    act(g, { type: 'play', card: cardId(g, '共倒れの呪い', 0) });
    passAll(g);
    expectOver(g, null, 'HF-15.2');
    expect(
      events(g, 'damagePlayer')
        .map((e) => e.player)
        .sort(),
    ).toEqual([0, 1]);
  });

  it('HF-15.2 when only one of them has an empty guard deck, only that one loses', () => {
    const g = makeGame({ p0: { hand: ['共倒れの呪い'] }, p1: { guard: [] } });
    act(g, { type: 'play', card: cardId(g, '共倒れの呪い', 0) });
    passAll(g);
    expectOver(g, 0, 'HF-9.1');
  });

  it('HF-15.2 with guard cards left, each player is dealt the damage and nobody loses', () => {
    const g = makeGame({ p0: { hand: ['共倒れの呪い'], guard: ['学徒', '業火'] }, p1: { guard: ['学徒'] } });
    act(g, { type: 'play', card: cardId(g, '共倒れの呪い', 0) });
    passAll(g);
    // the turn player chooses first; player 1's only card goes by itself
    expect(g.state.pending).toEqual({ kind: 'damage', player: 0, prompt: expect.any(String) });
    act(g, { type: 'takeDamage', card: cardId(g, '業火', 0) });
    expect(g.state.result).toBeNull();
    expect(g.state.players[0].damageField).toEqual([cardId(g, '業火', 0)]);
    expect(g.state.players[1].damageField).toEqual([cardId(g, '学徒', 1)]);
    expect(g.state.pending).toEqual({ kind: 'main', player: 0 });
  });
});

describe('HF-15.3 a player may concede whenever they hold a decision', () => {
  it('HF-15.3 conceding during setup: the opponent wins; only the deciding player may concede', () => {
    const g = createGame({ decks: [PLAIN_BLUE, PLAIN_BLUE], seed: 41, firstPlayer: 0 });
    expect(g.state.pending).toEqual({ kind: 'mulligan', player: 0 });
    expect(legalActions(g)).toContainEqual({ type: 'concede', player: 0 });
    expect(legalActions(g)).not.toContainEqual({ type: 'concede', player: 1 });
    expect(() => apply(g, { type: 'concede', player: 1 })).toThrow(IllegalActionError);
    apply(g, { type: 'concede', player: 0 });
    expectOver(g, 1, 'HF-15.3');
    expect(events(g, 'concede')).toEqual([{ type: 'concede', player: 0 }]);
  });

  it('HF-15.3 conceding in a window the player holds', () => {
    const g = makeGame({ p0: { battlefield: ['紅蓮の剣士'] } });
    act(g, { type: 'attack', attacker: cardId(g, '紅蓮の剣士', 0), target: { player: 1 } });
    expect(g.state.pending).toEqual({ kind: 'window', player: 1 });
    apply(g, { type: 'concede', player: 1 });
    expectOver(g, 0, 'HF-15.3');
  });

  it('HF-15.3 concede is offered with every decision, to the player who holds it', () => {
    const g = createGame({ decks: [PLAIN_BLUE, FIXTURE_DECKS.red], seed: 42, firstPlayer: 1 });
    const kinds = new Set<string>();
    for (let i = 0; i < 150 && !g.state.result; i++) {
      const p = g.state.pending!;
      kinds.add(p.kind);
      expect(legalActions(g).filter((a) => a.type === 'concede')).toEqual([
        { type: 'concede', player: p.player },
      ]);
      neutral(g);
    }
    expect(kinds.size).toBeGreaterThanOrEqual(5);
  });
});

describe('HF-15.4 a game that exceeds the bound ends as a draw', () => {
  it('HF-15.4 the turn bound: the game is a draw instead of starting turn maxTurns+1', () => {
    const g = createGame({
      decks: [PLAIN_BLUE, PLAIN_BLUE],
      seed: 43,
      firstPlayer: 0,
      limits: { maxTurns: 2 },
    });
    for (let i = 0; i < 500 && !g.state.result; i++) neutral(g);
    expectOver(g, null, 'HF-15.4');
    expect(g.state.result!.reason).toContain('2');
    expect(g.state.turn).toBe(2);
    expect(events(g, 'turnStart').map((e) => e.turn)).toEqual([1, 2]);
  });

  it('HF-15.4 the decision bound: the game is a draw after maxDecisions decisions', () => {
    const g = createGame({
      decks: [PLAIN_BLUE, PLAIN_BLUE],
      seed: 44,
      firstPlayer: 0,
      limits: { maxDecisions: 7 },
    });
    let n = 0;
    for (; n < 500 && !g.state.result; n++) neutral(g);
    expectOver(g, null, 'HF-15.4');
    expect(n).toBe(7);
    expect(g.state.decisions).toBe(7);
    expect(g.state.result!.reason).toContain('7');
  });

  it('HF-15.4 the default bounds are large enough for any real game', () => {
    const g = createGame({ decks: [PLAIN_BLUE, PLAIN_BLUE], seed: 45 });
    expect(g.state.limits).toEqual({
      maxTurns: GAME_RULES.defaultMaxTurns,
      maxDecisions: GAME_RULES.defaultMaxDecisions,
    });
    expect(g.state.limits.maxTurns).toBeGreaterThanOrEqual(100);
    expect(g.state.limits.maxDecisions).toBeGreaterThanOrEqual(10_000);
    // a game where nobody ever attacks ends by itself (decks run out through reloads) well within them
    for (let i = 0; i < 20_000 && !g.state.result; i++) neutral(g);
    expect(g.state.result).not.toBeNull();
    expect(g.state.result!.rule).not.toBe('HF-15.4');
  });
});
