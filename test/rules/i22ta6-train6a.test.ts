// Issue 22 (i22ta6): mechanics the seventh round's designers needed, played in the engine — a replacement of one
// cause of destruction (「…がバトルで／効果によって／ダメージか効果によって破壊される場合、代わりに…」, RULING «Destroyed
// in battle or not», docs/engine.md; HF-5.11, HF-9.4, HF-9.5) and a command's play restriction written on the line
// of its effect (Rush Duel 「【条件】…時にだけプレイできる。【効果】…」, HF-5.1).
import { describe, expect, it } from 'vitest';
import { events } from '../helpers/events.js';
import { fixtureCards } from '../helpers/fixtureCards.js';
import { act, apply, cardId, legalActions, makeGame, passAll } from '../helpers/harness.js';
import { ofType, onBattlefield } from '../helpers/lookup.js';

const CARDS = fixtureCards('i22ta6-train6a').all;
type G = ReturnType<typeof makeGame>;
const zone = (g: G, id: number) => g.state.cards[id].zone;

function play(g: G, name: string, targets: number[] = []): void {
  const player = g.state.pending?.player ?? 0;
  const card = g.state.players[player].hand.find((id) => g.defs.get(g.state.cards[id].def)?.name === name);
  if (card === undefined) throw new Error(`${name} is not in hand`);
  act(g, { type: 'play', card, targets });
  passAll(g);
}

/** Answers windows, defense and damage with the first legal answer until it is the main phase again. */
function settle(g: G, defend = false): void {
  for (let i = 0; i < 40 && g.state.pending?.kind !== 'main' && g.state.result === null; i++) {
    const k = g.state.pending?.kind;
    if (k === 'window') act(g, { type: 'pass' });
    else if (k === 'defense' && !defend) act(g, { type: 'defend', defender: null });
    else apply(g, legalActions(g).find((a) => a.type !== 'concede')!);
  }
}

/** Player 0 plays 外殻 on player 1's 巨人 (set cards may go on any character: 000 ■セットカード). */
function withShell(extra: string[]): { g: G; host: number; shell: number } {
  const g = makeGame({ cards: CARDS, p0: { hand: ['外殻', ...extra] }, p1: { battlefield: ['巨人'] } });
  const host = onBattlefield(g, '巨人', 1);
  const shell = cardId(g, '外殻', 0);
  play(g, '外殻', [host]);
  expect(g.state.cards[shell].zone).toBe('attached');
  return { g, host, shell };
}

describe('HF-5.11 「ダメージか効果によって破壊される場合、代わりに…てもよい」 (a set card, d25 結晶の外殻)', () => {
  it('HF-9.4 destroyed by damage: its controller may remove the damage and trash the set card instead', () => {
    const { g, host, shell } = withShell(['火球', '火球']);
    play(g, '火球', [host]); // 4000 on 7000: survives
    expect(g.state.cards[host].damage).toBe(4000);
    play(g, '火球', [host]); // 8000 ≥ 7000: destroyed by damage
    expect(g.state.pending).toMatchObject({ player: 1 }); // the host's controller chooses (optional)
    const accept = legalActions(g).find((a) => a.type === 'choose' && a.card !== null) ?? legalActions(g)[0];
    apply(g, accept);
    settle(g);
    expect(events(g, 'replaced')).toHaveLength(1);
    expect(zone(g, host)).toBe('battlefield');
    expect(g.state.cards[host].damage).toBe(0);
    expect(zone(g, shell)).toBe('trash');
  });

  it('destroyed by an effect: replaced too', () => {
    const { g, host, shell } = withShell(['討伐']);
    play(g, '討伐', [host]);
    const accept = legalActions(g).find((a) => a.type === 'choose' && a.card !== null) ?? legalActions(g)[0];
    apply(g, accept);
    settle(g);
    expect(zone(g, host)).toBe('battlefield');
    expect(zone(g, shell)).toBe('trash');
  });

  it('HF-9.5 destroyed by power 0: not replaced (no choice is asked), the host and the set card go', () => {
    const { g, host, shell } = withShell(['弱体', '弱体']);
    play(g, '弱体', [host]); // 7000 - 5000
    play(g, '弱体', [host]); // - 5000: power 0
    expect(g.state.pending?.kind).toBe('main'); // nothing to choose
    expect(zone(g, host)).toBe('trash');
    expect(zone(g, shell)).toBe('trash');
    expect(events(g, 'replaced')).toEqual([]);
  });
});

describe('RULING «Destroyed in battle or not»: 「バトルで／効果によって破壊される場合」', () => {
  it('「バトルで」 replaces a destruction by an attack’s damage (HF-8.6), not by an effect', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { battlefield: ['巨人'], hand: ['討伐'] },
      p1: { battlefield: [{ name: '不屈の兵', sleep: true }] },
    });
    const attacker = onBattlefield(g, '巨人', 0);
    const soldier = onBattlefield(g, '不屈の兵', 1);
    act(g, { type: 'attack', attacker, target: { card: soldier } });
    settle(g);
    expect(zone(g, soldier)).toBe('battlefield');
    expect(g.state.cards[soldier].damage).toBe(0);
    play(g, '討伐', [soldier]);
    settle(g);
    expect(zone(g, soldier)).toBe('trash');
  });

  it('「効果によって」 replaces an effect’s destruction, not one in battle', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { battlefield: ['巨人'], hand: ['討伐'] },
      p1: { battlefield: ['逃げ足', { name: '逃げ足', sleep: true }] },
    });
    const [awake, asleep] = g.state.battlefield.filter(
      (id) => g.defs.get(g.state.cards[id].def)?.name === '逃げ足',
    );
    play(g, '討伐', [awake]);
    settle(g);
    expect(zone(g, awake)).toBe('hand');
    act(g, { type: 'attack', attacker: onBattlefield(g, '巨人', 0), target: { card: asleep } });
    settle(g);
    expect(zone(g, asleep)).toBe('trash');
  });
});

describe('HF-5.1 「【条件】相手のキャラクターが攻撃している時にだけプレイできる。【効果】…」 (d26 煙幕弾)', () => {
  it('cannot be played in its player’s main phase; in the opponent’s attack it stops the attack', () => {
    const g = makeGame({ cards: CARDS, p0: { battlefield: ['巨人'] }, p1: { hand: ['煙幕弾'] } });
    const bomb = cardId(g, '煙幕弾', 1);
    const attacker = onBattlefield(g, '巨人', 0);
    act(g, { type: 'attack', attacker, target: { player: 1 } });
    expect(g.state.pending).toMatchObject({ kind: 'window', player: 1 });
    const plays = legalActions(g).filter((a) => a.type === 'play' && a.card === bomb);
    expect(plays.map((a) => (a as { targets: number[] }).targets)).toEqual([[attacker]]);
    const before = g.state.players[1].damageField.length;
    act(g, { type: 'play', card: bomb, targets: [attacker] });
    settle(g);
    expect(g.state.combat).toBeNull();
    expect(g.state.players[1].damageField.length).toBe(before);
  });

  it('with no attack in progress it is not playable', () => {
    const g = makeGame({
      cards: CARDS,
      turnPlayer: 1,
      p0: { battlefield: ['巨人'] },
      p1: { hand: ['煙幕弾'] },
    });
    const bomb = cardId(g, '煙幕弾', 1);
    expect(legalActions(g).some((a) => a.type === 'play' && a.card === bomb)).toBe(false);
  });
});

describe('Rush Duel 「[自動]【条件】このカードが登場した時【効果】…」', () => {
  it('HF-12.1 triggers when it enters', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['見張り'], energy: 1 } });
    const before = g.state.players[0].hand.length;
    play(g, '見張り');
    settle(g);
    expect(g.state.players[0].hand.length).toBe(before); // played one, drew one
  });
});
