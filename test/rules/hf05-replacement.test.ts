// HF-5.11 replacement effects (「…場合、代わりに…」): the replaced event does not happen, `instead` runs as a
// process of the affected card's controller, the controller chooses among several (and whether an optional
// one applies), and each applies to one event at most once. Rule IDs refer to docs/rules.md.
import { describe, expect, it } from 'vitest';
import { apply, deserialize, legalActions, restore, serialize, snapshot } from '../../src/engine/index.js';
import { checkInvariants } from '../../src/engine/invariants.js';
import { events } from '../helpers/events.js';
import { fixtureCards } from '../helpers/fixtureCards.js';
import { endTurn } from '../helpers/flow.js';
import { act, cardId, makeGame, passAll } from '../helpers/harness.js';
import { ofType, onBattlefield } from '../helpers/lookup.js';

// Characters with a replacement: 帰還兵 (destroyed → hand), 迷う帰還兵 (the same, 「…してもよい」), 二つの道 (destroyed →
// hand, or → the bottom of the main deck), 守護の盾 (your characters' damage → you draw), 消えゆく者 (to the trash →
// excluded; draws when destroyed), 去り際 (leaving → excluded), 引く者 (destroyed → draw), 踏ん張る者 (destroyed →
// +2000). Commands: 討伐 (destroy, その後 draw), 火球 (1000 damage), 送還 (to the hand), 投棄 (to the trash), 錨 (until
// the opponent's next turn ends, 「戦場を離れる場合、代わりに、それをスリープにする」).
const CARDS = [...fixtureCards('hf05-replacement').all];

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
