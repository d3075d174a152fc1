// HF-5.11 replacement effects (「…場合、代わりに…」): the replaced event does not happen, `instead` runs as a
// process of the affected card's controller, the controller chooses among several (and whether an optional
// one applies), and each applies to one event at most once. Rule IDs refer to ../../../shared/RULES.md.
import { describe, expect, it } from 'vitest';
import type { CardFilter, EffectOp, Grant, Replacement } from '../../src/core/cardTypes.js';
import {
  auto,
  character,
  continuous,
  damageCharacter,
  destroy,
  draw,
  effect,
  grant,
  makeAsleep,
  modifyPower,
  moveCard,
  target,
} from '../../src/effects/builders.js';
import { apply, deserialize, legalActions, restore, serialize, snapshot } from '../../src/engine/index.js';
import { checkInvariants } from '../../src/engine/invariants.js';
import { characterCard, commandCard } from '../helpers/cardBuilders.js';
import { events } from '../helpers/events.js';
import { endTurn } from '../helpers/flow.js';
import { act, cardId, makeGame, passAll } from '../helpers/harness.js';
import { ofType, onBattlefield } from '../helpers/lookup.js';

const replace = (event: Replacement['event'], instead: EffectOp[], optional?: true): Grant => ({
  replacement: optional ? { event, instead, optional } : { event, instead },
});
const selfStatic = (g: Grant) => continuous([{ kind: 'grant', grant: g, affects: 'self' }]);
const staticFor = (g: Grant, affects: CardFilter) => continuous([{ kind: 'grant', grant: g, affects }]);

/** このキャラクターが破壊される場合、代わりに手札に戻す。 */
const RETURNER = characterCard('帰還兵', {
  abilities: [selfStatic(replace('destroyed', [moveCard('self', 'hand')]))],
});
/** 同じく、ただし「…戻してもよい」。 */
const MAYBE_RETURNER = characterCard('迷う帰還兵', {
  abilities: [selfStatic(replace('destroyed', [moveCard('self', 'hand')], true))],
});
/** Two replacements of the same event: hand, or the bottom of the main deck. */
const TWO_WAYS = characterCard('二つの道', {
  abilities: [
    selfStatic(replace('destroyed', [moveCard('self', 'hand')])),
    selfStatic(replace('destroyed', [moveCard('self', 'mainBottom')])),
  ],
});
/** あなたのキャラクターがダメージを受ける場合、代わりにあなたはカードを1枚引く。 */
const SHIELD = characterCard('守護の盾', {
  power: 3000,
  abilities: [staticFor(replace('damaged', [draw(1)]), { controller: 'you' })],
});
/** このカードがトラッシュに置かれる場合、代わりに除外する。 And 破壊された時、カードを1枚引く。 */
const EXILED = characterCard('消えゆく者', {
  abilities: [
    selfStatic(replace('toTrash', [moveCard('self', 'excluded')])),
    auto({ on: 'destroyed', who: 'self' }, effect(draw(1))),
  ],
});
/** このキャラクターが戦場を離れる場合、代わりに除外する (leaving again: applies once). */
const LEAVER = characterCard('去り際', {
  abilities: [selfStatic(replace('leaveBattlefield', [moveCard('self', 'excluded')]))],
});
/** 破壊される場合、代わりにカードを1枚引く (does not save it from lethal damage). */
const DRAWER = characterCard('引く者', {
  abilities: [selfStatic(replace('destroyed', [draw(1)]))],
});
/** 破壊される場合、代わりにターン終了時まで、このキャラクターのパワーを+2000する. */
const TOUGH = characterCard('踏ん張る者', {
  abilities: [selfStatic(replace('destroyed', [modifyPower('self', 2000)]))],
});

const ANY = [character({})];
const KILL = commandCard('討伐', '', { targets: ANY, effect: effect([destroy(target(0)), draw(1)]) });
const BURN = commandCard('火球', '', { targets: ANY, effect: effect(damageCharacter(target(0), 1000)) });
const BOUNCE = commandCard('送還', '', { targets: ANY, effect: effect(moveCard(target(0), 'hand')) });
const DUMP = commandCard('投棄', '', { targets: ANY, effect: effect(moveCard(target(0), 'trash')) });
/** 次の対戦相手のターン終了時まで、それは「戦場を離れる場合、代わりにスリープにする」を得る。 */
const ANCHOR = commandCard('錨', '', {
  targets: [character({ controller: 'you' })],
  effect: effect(
    grant(target(0), replace('leaveBattlefield', [makeAsleep('self')]), 'untilOpponentNextTurnEnd'),
  ),
});
const CARDS = [
  RETURNER,
  MAYBE_RETURNER,
  TWO_WAYS,
  SHIELD,
  EXILED,
  LEAVER,
  DRAWER,
  TOUGH,
  KILL,
  BURN,
  BOUNCE,
  DUMP,
  ANCHOR,
];

type G = ReturnType<typeof makeGame>;
function play(g: G, name: string, targets: number[]): void {
  act(g, { type: 'play', card: cardId(g, name, g.state.pending!.player), targets });
  passAll(g);
}
const zone = (g: G, id: number) => g.state.cards[id].zone;

describe('HF-5.11 a replacement replaces the event', () => {
  it('HF-5.11 「破壊される場合、代わりに手札に戻す」: not destroyed, no "when destroyed", and the その後 step fails', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['討伐'] }, p1: { battlefield: ['帰還兵'] } });
    const r = onBattlefield(g, '帰還兵', 1);
    const hand0 = g.state.players[0].hand.length;
    play(g, '討伐', [r]);
    expect(zone(g, r)).toBe('hand');
    expect(g.state.players[1].hand).toContain(r);
    expect(events(g, 'destroyed')).toEqual([]);
    expect(events(g, 'replaced')).toEqual([
      { type: 'replaced', card: r, event: 'destroy', replacement: expect.any(String) },
    ]);
    // The destruction was not carried out, so the rest of its process (draw 1) does not happen (HF-5.7).
    expect(g.state.players[0].hand.length).toBe(hand0 - 1);
    expect(checkInvariants(g)).toEqual([]);
  });

  it('HF-5.11 「ダメージを受ける場合、代わりに…」 replaces effect damage; `instead` is the affected card’s controller’s', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['火球'] }, p1: { battlefield: ['守護の盾', 'バニラ'] } });
    const v = onBattlefield(g, 'バニラ', 1);
    const hand1 = g.state.players[1].hand.length;
    play(g, '火球', [v]);
    expect(zone(g, v)).toBe('battlefield');
    expect(g.state.cards[v].damage).toBe(0);
    expect(events(g, 'damageCharacter')).toEqual([]);
    expect(g.state.players[1].hand.length).toBe(hand1 + 1); // player 1 drew, not player 0
  });

  it('HF-5.11 attack damage is replaced too', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { battlefield: ['バニラ'] },
      p1: { battlefield: ['守護の盾', { name: 'バニラ', sleep: true }] },
    });
    const attacker = onBattlefield(g, 'バニラ', 0);
    const victim = onBattlefield(g, 'バニラ', 1);
    act(g, { type: 'attack', attacker, target: { card: victim } });
    for (let i = 0; i < 10 && g.state.pending?.kind !== 'main'; i++) {
      if (g.state.pending?.kind === 'defense') act(g, { type: 'defend', defender: null });
      else act(g, { type: 'pass' });
    }
    expect(zone(g, victim)).toBe('battlefield');
    expect(g.state.cards[victim].damage).toBe(0);
    expect(events(g, 'replaced')).toHaveLength(1);
  });

  it('HF-5.11 a lasting grant of a replacement: 「戦場を離れる場合、代わりにスリープにする」 stops a bounce and a destruction', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { hand: ['錨'], battlefield: ['バニラ'] },
      p1: { hand: ['送還', '討伐'] },
    });
    const v = onBattlefield(g, 'バニラ', 0);
    play(g, '錨', [v]);
    endTurn(g); // player 1's turn: the grant lasts until its end
    expect(g.state.pending).toMatchObject({ kind: 'main', player: 1 });
    play(g, '送還', [v]);
    expect(zone(g, v)).toBe('battlefield');
    expect(g.state.cards[v].sleep).toBe(true);
    play(g, '討伐', [v]);
    expect(zone(g, v)).toBe('battlefield'); // destruction makes it leave the battlefield: replaced too
    expect(events(g, 'replaced')).toHaveLength(2);
  });
});

describe('HF-5.11 replacement of going to the trash', () => {
  it('HF-5.11 HF-9.6 a destroyed card is destroyed (its trigger resolves) and then goes to exclusion, not the trash', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['討伐'] }, p1: { battlefield: ['消えゆく者'] } });
    const x = onBattlefield(g, '消えゆく者', 1);
    const hand1 = g.state.players[1].hand.length;
    play(g, '討伐', [x]);
    expect(events(g, 'destroyed')).toHaveLength(1);
    expect(g.state.players[1].hand.length).toBe(hand1 + 1);
    expect(zone(g, x)).toBe('excluded');
    expect(g.state.players[1].trash).not.toContain(x);
  });

  it('HF-5.11 put into the trash from the battlefield by an effect: excluded instead', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['投棄'] }, p1: { battlefield: ['消えゆく者'] } });
    const x = onBattlefield(g, '消えゆく者', 1);
    play(g, '投棄', [x]);
    expect(zone(g, x)).toBe('excluded');
  });
});

describe('HF-5.11 choices and limits', () => {
  it('HF-5.11 several replacements: the affected card’s controller chooses which applies (a decision)', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['討伐'] }, p1: { battlefield: ['二つの道'] } });
    const t = onBattlefield(g, '二つの道', 1);
    act(g, { type: 'play', card: cardId(g, '討伐', 0), targets: [t] });
    passAll(g);
    expect(g.state.pending).toMatchObject({ kind: 'replacement', player: 1 });
    const choices = ofType(g, 'replace');
    expect(choices).toHaveLength(2);
    expect(choices.every((a) => a.replacement !== null)).toBe(true); // both mandatory: one must apply
    const second = choices[1].replacement;
    act(g, { type: 'replace', replacement: second });
    expect(zone(g, t)).toBe('mainDeck');
    expect(g.state.players[1].mainDeck.at(-1)).toBe(t);
    expect(events(g, 'destroyed')).toEqual([]);
  });

  it('HF-5.11 HF-16.9 a pending replacement decision survives serialize/deserialize and a snapshot', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['討伐'] }, p1: { battlefield: ['二つの道'] } });
    const t = onBattlefield(g, '二つの道', 1);
    act(g, { type: 'play', card: cardId(g, '討伐', 0), targets: [t] });
    passAll(g);
    const saved = serialize(g);
    const snap = snapshot(g);
    const copy = deserialize(saved, g.defs);
    expect(legalActions(copy)).toEqual(legalActions(g));
    const choice = ofType(g, 'replace')[1];
    apply(g, choice);
    apply(copy, choice);
    expect(serialize(copy)).toBe(serialize(g));
    const after = serialize(g);
    restore(g, snap);
    expect(serialize(g)).toBe(saved);
    apply(g, choice);
    expect(serialize(g)).toBe(after);
  });

  it('HF-5.11 「…してもよい」: the controller may decline; the event then happens', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['討伐', '討伐'] }, p1: { battlefield: ['迷う帰還兵'] } });
    const r = onBattlefield(g, '迷う帰還兵', 1);
    act(g, { type: 'play', card: cardId(g, '討伐', 0), targets: [r] });
    passAll(g);
    expect(g.state.pending).toMatchObject({ kind: 'replacement', player: 1 });
    expect(ofType(g, 'replace').map((a) => a.replacement === null)).toEqual([false, true]);
    act(g, { type: 'replace', replacement: null });
    expect(zone(g, r)).toBe('trash');
    expect(events(g, 'destroyed')).toHaveLength(1);
  });

  it('HF-5.11 each replacement applies to one event at most once: 「離れる場合、代わりに除外する」 excludes it', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['送還'] }, p1: { battlefield: ['去り際'] } });
    const l = onBattlefield(g, '去り際', 1);
    play(g, '送還', [l]);
    expect(zone(g, l)).toBe('excluded');
    expect(events(g, 'replaced')).toHaveLength(1);
  });

  it('HF-5.11 HF-9.4 lethal damage: the destruction is replaced once; still lethal after `instead`, it is destroyed', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['火球'] }, p1: { battlefield: ['引く者'] } });
    const d = onBattlefield(g, '引く者', 1);
    const hand1 = g.state.players[1].hand.length;
    play(g, '火球', [d]);
    expect(g.state.players[1].hand.length).toBe(hand1 + 1); // one draw, not a loop
    expect(events(g, 'replaced')).toHaveLength(1);
    expect(zone(g, d)).toBe('trash');
    expect(checkInvariants(g)).toEqual([]);
  });

  it('HF-5.11 HF-9.4 HF-16.3 lethal damage and an optional replacement: the character waits for the choice', () => {
    for (const accept of [true, false]) {
      const g = makeGame({ cards: CARDS, p0: { hand: ['火球'] }, p1: { battlefield: ['迷う帰還兵'] } });
      const r = onBattlefield(g, '迷う帰還兵', 1);
      play(g, '火球', [r]);
      expect(g.state.pending).toMatchObject({ kind: 'replacement', player: 1 });
      expect(g.state.cards[r]).toMatchObject({ zone: 'battlefield', damage: 1000 });
      expect(checkInvariants(g)).toEqual([]); // HF-16.3 waits while the replacement is being chosen
      const choice = ofType(g, 'replace').find((a) => (a.replacement === null) !== accept)!;
      act(g, choice);
      expect(zone(g, r)).toBe(accept ? 'hand' : 'trash');
      expect(events(g, 'destroyed')).toHaveLength(accept ? 0 : 1);
      expect(checkInvariants(g)).toEqual([]);
    }
  });

  it('HF-5.11 HF-9.4 an `instead` that removes the lethal condition keeps the character', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['火球'] }, p1: { battlefield: ['踏ん張る者'] } });
    const d = onBattlefield(g, '踏ん張る者', 1);
    play(g, '火球', [d]);
    expect(zone(g, d)).toBe('battlefield');
    expect(g.state.cards[d].damage).toBe(1000);
    expect(checkInvariants(g)).toEqual([]);
  });
});
