// RULING HF-9.6: an effect of its own destruction may move the destroyed card (waiting in limbo) elsewhere;
// it then goes there, not to the trash. HF-5.6: 「このカード」 after it moved is a new object. Rule IDs refer
// to docs/rules.md.
import { describe, expect, it } from 'vitest';
import { checkInvariants } from '../../src/engine/invariants.js';
import { SPARK } from '../helpers/cards.js';
import { events } from '../helpers/events.js';
import { fixtureCards } from '../helpers/fixtureCards.js';
import { act, cardId, makeGame, passAll } from '../helpers/harness.js';
import { onBattlefield } from '../helpers/lookup.js';

// 不死鳥, 二度目なし, 羊飼い, 戻る盾 (each moves a destroyed or revealed card) and 討伐 (destroy a character).
const CARDS = [SPARK, ...fixtureCards('hf09-destroyed-self').all];

type G = ReturnType<typeof makeGame>;
function play(g: G, name: string, targets: number[] = []): void {
  act(g, { type: 'play', card: cardId(g, name, g.state.pending!.player), targets });
  passAll(g);
}
const zone = (g: G, id: number) => g.state.cards[id].zone;

describe('RULING HF-9.6 the destroyed card may be moved by an effect of its destruction', () => {
  it('HF-9.6 「このキャラクターが破壊された時、このカードを手札に戻す」: destroyed, then to the hand, not the trash', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['討伐'] }, p1: { battlefield: ['不死鳥'] } });
    const p = onBattlefield(g, '不死鳥', 1);
    play(g, '討伐', [p]);
    expect(events(g, 'destroyed')).toHaveLength(1);
    expect(zone(g, p)).toBe('hand');
    expect(g.state.players[1].hand).toContain(p);
    expect(g.state.players[1].trash).not.toContain(p);
    expect(g.state.limbo).toEqual([]);
    expect(checkInvariants(g)).toEqual([]);
  });

  it('HF-9.6 another card’s "when destroyed" may move it too (「それを手札に戻す」)', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['討伐'] }, p1: { battlefield: ['羊飼い', 'バニラ'] } });
    const v = onBattlefield(g, 'バニラ', 1);
    play(g, '討伐', [v]);
    expect(zone(g, v)).toBe('hand');
    expect(g.state.players[1].hand).toContain(v);
  });

  it('HF-5.6 once moved it is a new object: a later 「このカード」 no longer means it', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['討伐'] }, p1: { battlefield: ['二度目なし'] } });
    const t = onBattlefield(g, '二度目なし', 1);
    play(g, '討伐', [t]);
    // the second process found no 「このキャラクター」 and did nothing (see test/fixtures/hf09-destroyed-self.hf)
    expect(zone(g, t)).toBe('hand');
    expect(events(g, 'processFails')).toHaveLength(1);
  });

  it('HF-9.6 without such an effect it goes to its owner’s trash as before', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['討伐'] }, p1: { battlefield: ['バニラ'] } });
    const v = onBattlefield(g, 'バニラ', 1);
    play(g, '討伐', [v]);
    expect(zone(g, v)).toBe('trash');
  });

  it('HF-9.3 HF-9.6 a revealed damage trigger that puts itself into the hand does not go to the damage field', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['火花'] }, p1: { guard: ['戻る盾', 'バニラ'] } });
    const b = cardId(g, '戻る盾', 1);
    const hand = g.state.players[1].hand.length;
    play(g, '火花');
    act(g, { type: 'takeDamage', card: b, reveal: true });
    expect(zone(g, b)).toBe('hand');
    expect(g.state.players[1].hand).toHaveLength(hand + 2);
    expect(g.state.players[1].damageField).toEqual([]);
    expect(checkInvariants(g)).toEqual([]);
  });
});
