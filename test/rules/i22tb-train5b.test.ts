// Issue 22 (i22tb): 「次のあなたのターン開始時まで」「次の対戦相手のターン開始時まで」 — a lasting effect that ends as
// that player's next turn begins, before its active phase (RULING, docs/engine.md; HF-12.9 names only the ends of
// turns). Written by a blind designer (d24 目撃者 ハルカ, 張り込み).
import { describe, expect, it } from 'vitest';
import { hasGrantFlag } from '../../src/engine/grantFlags.js';
import { events } from '../helpers/events.js';
import { fixtureCards } from '../helpers/fixtureCards.js';
import { endTurn } from '../helpers/flow.js';
import { act, cardId, makeGame, passAll, power } from '../helpers/harness.js';
import { inHand, ofType, onBattlefield } from '../helpers/lookup.js';

const CARDS = fixtureCards('i22tb-train5b').all;
type G = ReturnType<typeof makeGame>;

function play(g: G, name: string, targets: number[] = []): void {
  act(g, { type: 'play', card: cardId(g, name, g.state.pending!.player), targets });
  passAll(g);
}

/** The log index of the start of turn `turn`. */
const turnStartAt = (g: G, turn: number) =>
  g.state.log.findIndex((e) => e.type === 'turnStart' && e.turn === turn);

describe('RULING 「次のあなたのターン開始時まで」 (issue 22)', () => {
  it('lasts through the opponent’s turn and ends as your next turn starts, before anything of that turn', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['我が番の始まりまで'], battlefield: ['バニラ'] } });
    const v = onBattlefield(g, 'バニラ', 0);
    play(g, '我が番の始まりまで', [v]);
    expect(power(g, v)).toBe(3000);
    endTurn(g); // the opponent's turn 2
    expect(g.state.turn).toBe(2);
    expect(power(g, v)).toBe(3000);
    endTurn(g); // your turn 3 starts: the effect ends first
    expect(g.state.turn).toBe(3);
    expect(power(g, v)).toBe(1000);
    const expired = g.state.log.findIndex((e) => e.type === 'expire');
    expect(expired).toBe(turnStartAt(g, 3) + 1);
    expect(events(g, 'expire')).toHaveLength(1);
  });

  it('「次の相手のターンのはじめまで」 ends as the opponent’s next turn starts', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['敵の番の始まりまで'], battlefield: ['バニラ'] } });
    const v = onBattlefield(g, 'バニラ', 0);
    play(g, '敵の番の始まりまで', [v]);
    expect(power(g, v)).toBe(3000);
    endTurn(g);
    expect(g.state.turn).toBe(2);
    expect(power(g, v)).toBe(1000);
    expect(g.state.log.findIndex((e) => e.type === 'expire')).toBe(turnStartAt(g, 2) + 1);
  });

  it('created in the opponent’s turn, 「次のあなたのターン」 is the very next turn', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { hand: ['空振り'] },
      p1: { hand: ['我が番の始まりまで'], battlefield: ['バニラ'] },
    });
    const v = onBattlefield(g, 'バニラ', 1);
    act(g, { type: 'play', card: cardId(g, '空振り', 0), targets: [] });
    act(g, { type: 'play', card: cardId(g, '我が番の始まりまで', 1), targets: [v] }); // player 1, in turn 1
    passAll(g);
    expect(power(g, v)).toBe(3000);
    endTurn(g); // player 1's turn 2 starts
    expect(g.state.turn).toBe(2);
    expect(power(g, v)).toBe(1000);
  });

  it('「それは防御を行えない」 until your next turn starts: it cannot defend in the opponent’s turn, and can again after', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['足止め'] }, p1: { battlefield: ['バニラ'] } });
    const v = onBattlefield(g, 'バニラ', 1);
    play(g, '足止め', [v]);
    expect(hasGrantFlag(g, v, 'cannotDefend')).toBe(true);
    endTurn(g); // the opponent's turn 2: still bound
    expect(hasGrantFlag(g, v, 'cannotDefend')).toBe(true);
    endTurn(g); // your turn 3: free again
    expect(g.state.turn).toBe(3);
    expect(hasGrantFlag(g, v, 'cannotDefend')).toBe(false);
  });
});

describe('「対戦相手がプレイしたコマンドカード一枚を対象とし、そのプレイを無効にする」 (issue 22, HF-5.8)', () => {
  it('negates a command the opponent played: nothing resolves, it goes to the trash', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['空振り'] }, p1: { hand: ['異議あり'] } });
    const spell = inHand(g, '空振り', 0);
    act(g, { type: 'play', card: spell, targets: [] });
    expect(g.state.pending).toMatchObject({ player: 1 });
    act(g, { type: 'play', card: inHand(g, '異議あり', 1), targets: [spell] });
    passAll(g);
    expect(g.state.cards[spell].zone).toBe('trash');
    expect(events(g, 'resolve').some((e) => e.card === spell && e.ok === false)).toBe(true);
  });

  it('a character card being played is not a legal target: 異議あり cannot be played then', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['呼び出し'] }, p1: { hand: ['異議あり'] } });
    act(g, { type: 'play', card: inHand(g, '呼び出し', 0), targets: [] });
    expect(g.state.pending).toMatchObject({ player: 1 });
    const objection = inHand(g, '異議あり', 1);
    expect(ofType(g, 'play').some((a) => a.card === objection)).toBe(false);
  });
});
