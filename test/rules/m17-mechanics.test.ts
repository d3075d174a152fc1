// Issue 22 (helper mech17): attack targets restricted (HF-8.1) — 「…はキャラクターを攻撃できない」 and 「…は攻撃されない」,
// played in the corpus designers' wordings (test/fixtures/m17-mechanics.hf; RULING «Attack targets restricted»,
// docs/engine.md; src/engine/attackTargets.ts).
import { describe, expect, it } from 'vitest';
import { deserialize, serialize } from '../../src/engine/index.js';
import { powerOf, traitsOf } from '../../src/engine/query.js';
import { attack, endTurn, field, on, play, settle } from '../helpers/corpusScenario.js';
import type { G as Game } from '../helpers/corpusScenario.js';
import { fixtureCards } from '../helpers/fixtureCards.js';
import { act, legalActions, makeGame } from '../helpers/harness.js';

const CARDS = fixtureCards('m17-mechanics').all;
const DECK = Array.from({ length: 10 }, () => '火花');
const ASLEEP = { name: '兵', sleep: true };

/** The targets the turn player may declare an attack by `attacker` against: 'player' or a card id. */
function targetsOf(g: Game, attacker: number): (number | 'player')[] {
  return legalActions(g).flatMap((a) =>
    a.type === 'attack' && a.attacker === attacker
      ? ['card' in a.target ? a.target.card : ('player' as const)]
      : [],
  );
}

describe('attack targets restricted (HF-8.1, mech17)', () => {
  it('HF-8.1 d20 看板猫・クロ: it may attack the opponent only; another character still attacks the asleep one', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { battlefield: ['看板猫・クロ', '兵'], main: DECK },
      p1: { battlefield: [ASLEEP], main: DECK },
    });
    const foe = on(g, '兵', 1);
    expect(targetsOf(g, on(g, '看板猫・クロ', 0))).toEqual(['player']);
    expect(targetsOf(g, on(g, '兵', 0))).toEqual(['player', foe]);
  });

  it('HF-8.1 「攻撃対象にならない」「対戦相手のキャラクターは、このキャラクターを攻撃できない」: not a target, asleep or not', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { battlefield: ['兵'], main: DECK },
      p1: {
        battlefield: [ASLEEP, { name: '隠れ身の忍', sleep: true }, { name: '見えざる壁', sleep: true }],
        main: DECK,
      },
    });
    expect(targetsOf(g, on(g, '兵', 0))).toEqual(['player', on(g, '兵', 1)]);
  });

  it('HF-8.3 HF-8.4 a character that 「攻撃されない」 still defends, and the attack then targets it', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { battlefield: ['兵'], main: DECK },
      p1: { battlefield: ['見えざる壁'], main: DECK },
    });
    const wall = on(g, '見えざる壁', 1);
    attack(g, on(g, '兵', 0), { player: 1 });
    expect(legalActions(g).some((a) => a.type === 'defend' && a.defender === wall)).toBe(true);
    act(g, { type: 'defend', defender: wall });
    settle(g);
    expect(g.state.players[1].damageField).toHaveLength(0); // the wall took the attack
    expect(g.state.cards[wall].damage).toBe(1000);
  });

  it('HF-8.1 HF-12.3 目くらまし: until the end of the turn its target attacks the opponent only; a save keeps it (HF-16)', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { hand: ['目くらまし'], battlefield: ['兵'], energy: 1, main: DECK },
      p1: { battlefield: [ASLEEP], main: DECK },
    });
    const mine = on(g, '兵', 0);
    play(g, '目くらまし', [mine]);
    expect(targetsOf(g, mine)).toEqual(['player']);
    expect(targetsOf(deserialize(serialize(g), g.defs), mine)).toEqual(['player']);
  });

  it('HF-8.1 an attack declared before the restriction goes on (it restricts the declaration only); later ones cannot choose the character', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { battlefield: ['兵', '兵'], main: DECK },
      p1: { hand: ['煙幕の陣'], battlefield: [ASLEEP, ASLEEP], energy: 1, main: DECK },
    });
    const foe = on(g, '兵', 1);
    expect(targetsOf(g, on(g, '兵', 0, 1))).toEqual(['player', foe, on(g, '兵', 1, 1)]);
    const [first, second] = [on(g, '兵', 0), on(g, '兵', 0, 1)];
    act(g, { type: 'attack', attacker: first, target: { card: foe } });
    const smoke = g.state.players[1].hand[0];
    act(g, { type: 'play', player: 1, card: smoke, targets: [] }); // in the window after the declaration
    settle(g);
    expect(g.state.cards[foe].zone).toBe('trash'); // 1000 damage to a 1000 character (HF-9.4)
    expect(targetsOf(g, second)).toEqual(['player']); // the other asleep 兵 is not a target now (a rule on the group)
  });

  it('HF-4.4 迷彩布: the set card’s host cannot be attacked while it is set', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { hand: ['迷彩布'], battlefield: [ASLEEP, ASLEEP], energy: 1, main: DECK },
      p1: { battlefield: ['兵'], main: DECK },
    });
    const [host, other] = [on(g, '兵', 0), on(g, '兵', 0, 1)];
    play(g, '迷彩布', [host]);
    endTurn(g);
    expect(g.state.turnPlayer).toBe(1);
    expect(targetsOf(g, on(g, '兵', 1))).toEqual(['player', other]);
  });
});

describe('a sentence done twice, each card it puts defined (RULING «Doing a sentence again», «Face-down character with no name»; mech17)', () => {
  /** Player 0's face-down characters on the battlefield. */
  const puppets = (g: Game) =>
    g.state.battlefield.filter(
      (id) => g.state.cards[id].controller === 0 && g.state.cards[id].faceDown !== null,
    );

  it('HF-14.3 HF-5.7 d67 開演ベル: two face-down 「木偶」, active, power 1000 with 《人形》 and no abilities', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { hand: ['開演ベル'], energy: 3, main: ['兵', '兵', ...DECK] },
      p1: { main: DECK },
    });
    play(g, '開演ベル');
    const ids = puppets(g);
    expect(ids).toHaveLength(2);
    for (const id of ids) {
      expect(g.state.cards[id].sleep).toBe(false);
      expect(g.state.cards[id].faceDown).toMatchObject({ name: '木偶', power: 1000 });
      expect(powerOf(g, id)).toBe(1000);
      expect(traitsOf(g, id)).toEqual(['人形']);
    }
  });

  it('HF-10.3 開演ベル with one card in the main deck: one 「木偶」, no reload (d67 intent: 「デッキが足りなければできる分だけ」)', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { hand: ['開演ベル'], energy: 3, main: ['兵'], mainCount: 1 },
      p1: { main: DECK },
    });
    play(g, '開演ベル');
    expect(puppets(g)).toHaveLength(1);
    expect(g.state.players[0].mainDeck).toHaveLength(0);
  });

  it('HF-12.1 HF-12.6 d67 人形遣いマエストロ・カルロ: on entering, two 「木偶」, each 2000 while Carlo is on the battlefield', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { hand: ['人形遣いマエストロ・カルロ'], energy: 5, main: ['兵', '兵', ...DECK] },
      p1: { main: DECK },
    });
    play(g, '人形遣いマエストロ・カルロ');
    settle(g);
    const ids = puppets(g);
    expect(ids).toHaveLength(2);
    expect(ids.map((id) => powerOf(g, id))).toEqual([2000, 2000]);
    expect(field(g, 0)).toContain('人形遣いマエストロ・カルロ');
  });
});
