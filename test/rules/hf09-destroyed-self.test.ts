// RULING HF-9.6: an effect of its own destruction may move the destroyed card (waiting in limbo) elsewhere;
// it then goes there, not to the trash. HF-5.6: 「このカード」 after it moved is a new object. Rule IDs refer
// to ../../../shared/RULES.md.
import { describe, expect, it } from 'vitest';
import {
  auto,
  character,
  damagePlayer,
  destroy,
  draw,
  effect,
  moveCard,
  target,
} from '../../src/effects/builders.js';
import { checkInvariants } from '../../src/engine/invariants.js';
import { characterCard, commandCard } from '../helpers/cardBuilders.js';
import { events } from '../helpers/events.js';
import { act, cardId, makeGame, passAll } from '../helpers/harness.js';
import { onBattlefield } from '../helpers/lookup.js';

/** このキャラクターが破壊された時、このカードを手札に戻す。 */
const PHOENIX = characterCard('不死鳥', {
  abilities: [auto({ on: 'destroyed', who: 'self' }, effect(moveCard('self', 'hand')))],
});
/** 破壊された時、このカードを手札に戻す。 Then (another sentence) このカードをメインデッキの下に置く。 */
const TWICE = characterCard('二度目なし', {
  abilities: [
    auto({ on: 'destroyed', who: 'self' }, effect(moveCard('self', 'hand'), moveCard('self', 'mainBottom'))),
  ],
});
/** あなたの他のキャラクターが破壊された時、それを手札に戻す。 */
const SHEPHERD = characterCard('羊飼い', {
  abilities: [
    auto(
      { on: 'destroyed', who: { controller: 'you', notSelf: true } },
      effect(moveCard('eventCard', 'hand')),
    ),
  ],
});
/** 【ダメージトリガー】 カードを1枚引く。このカードを手札に加える。 */
const BOOMERANG = characterCard('戻る盾', {
  damageTrigger: effect([draw(1), moveCard('self', 'hand')]),
});
const KILL = commandCard('討伐', '', {
  targets: [character({})],
  effect: effect(destroy(target(0))),
});
const SPARK = commandCard('火花', '', { effect: effect(damagePlayer('opponent', 1)) });
const CARDS = [PHOENIX, TWICE, SHEPHERD, BOOMERANG, KILL, SPARK];

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
    expect(zone(g, t)).toBe('hand'); // the second process found no 「このカード」 and did nothing
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
