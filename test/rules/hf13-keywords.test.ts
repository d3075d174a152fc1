// HF-13 Keyword abilities: 【反撃】【警戒】【貫通】【強撃】【死殺】【神速】【奥義】【空装】【ダメージトリガー】 and
// stacking. Rule IDs refer to docs/rules.md.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { CardDefinition, KeywordName } from '../../src/core/cardTypes.js';
import { type Deck, type Game, IllegalActionError, apply, createGame } from '../../src/engine/index.js';
import { abilitiesOf, keywordCount } from '../../src/engine/query.js';
import { attach } from '../../src/engine/zones.js';
import { KEYWORD_NAMES, keywordAbilities } from '../../src/keywords.js';
import { BRUTE } from '../helpers/cards.js';
import { FIXTURE_BY_NAME } from '../helpers/decks.js';
import { events } from '../helpers/events.js';
import { compileFixture, fixtureCards } from '../helpers/fixtureCards.js';
import { endTurn, takeAllDamage } from '../helpers/flow.js';
import { act, cardId, legalActions, makeGame, passAll, power, toMainPhase } from '../helpers/harness.js';
import { keywordBlocks } from '../helpers/keywordsFile.js';
import { ofType } from '../helpers/lookup.js';

const FIXTURE = fixtureCards('hf13-keywords');
// 巨人 (7000), 双反撃の剣士 (【反撃】×2), grants (闘気 【強撃】, 神速の加護 【神速】, 不滅の聖域), 送還 (bounce),
// 騎士の秘奥 (【奥義】 with a condition) and 手書きの反撃者 (【反撃】's [自動] written out).
const CARDS = [
  BRUTE,
  ...['神速の加護', '巨人', '双反撃の剣士', '闘気', '送還', '不滅の聖域', '騎士の秘奥', '手書きの反撃者'].map(
    (n) => FIXTURE.card(n),
  ),
];

/** p0 attacks; both pass; the defending player defends with `defender` (or declines). */
function attack(
  g: Game,
  attacker: number,
  targetRef: { player: 0 | 1 } | { card: number },
  defender?: number | null,
) {
  act(g, { type: 'attack', attacker, target: targetRef });
  passAll(g);
  if (defender !== undefined) {
    expect(g.state.pending?.kind).toBe('defense');
    act(g, { type: 'defend', defender });
    passAll(g);
  }
}

describe('HF-13.1 【反撃】 counter', () => {
  it('HF-13.1 a successful defender deals its power to the attacker at attack-damage resolution', () => {
    const g = makeGame({ cards: CARDS, p0: { battlefield: ['巨人'] }, p1: { battlefield: ['紅蓮の剣士'] } });
    const giant = cardId(g, '巨人', 0);
    const swordsman = cardId(g, '紅蓮の剣士', 1);
    attack(g, giant, { player: 1 }, swordsman);
    expect(g.state.cards[swordsman].zone).toBe('trash');
    expect(g.state.cards[giant].damage).toBe(3000);
    expect(g.state.cards[giant].zone).toBe('battlefield');
  });

  describe('HF-13.1 note: the counter targets the attacker (「これに攻撃したキャラクター全体を対象とし」)', () => {
    // 守護者: 対戦相手の効果の対象にならない; 呪文避け: コマンドの効果の対象にならない (both 3000).
    const PROTECTED = fixtureCards('hf05-protection');
    const counterOn = (attackerName: string) => {
      const g = makeGame({
        cards: [...CARDS, PROTECTED.card(attackerName)],
        p0: { battlefield: [attackerName] },
        p1: { battlefield: ['紅蓮の剣士'] }, // 3000, 【反撃】
      });
      const attacker = cardId(g, attackerName, 0);
      attack(g, attacker, { player: 1 }, cardId(g, '紅蓮の剣士', 1));
      return { g, attacker };
    };

    it('HF-13.1 HF-5.12 an attacker that cannot be targeted by the opponent’s effects takes no counter damage', () => {
      const { g, attacker } = counterOn('守護者');
      expect(g.state.cards[attacker].zone).toBe('battlefield');
      expect(g.state.cards[attacker].damage).toBe(0);
      expect(events(g, 'damageCharacter').map((e) => e.card)).toEqual([cardId(g, '紅蓮の剣士', 1)]);
    });

    it('HF-13.1 HF-5.12 protection from commands does not stop it: the counter is a character’s ability', () => {
      const { g, attacker } = counterOn('呪文避け');
      expect(g.state.cards[attacker].zone).toBe('trash');
      expect(events(g, 'damageCharacter').some((e) => e.card === attacker && e.amount === 3000)).toBe(true);
    });

    it('HF-13.1 the engine’s 【反撃】 takes the attacker as its target and damages that target', () => {
      const [counter] = keywordAbilities('counter');
      expect(counter).toMatchObject({
        kind: 'auto',
        targets: [{ kind: 'ref', ref: 'attacker' }],
        effect: { processes: [{ steps: [{ op: 'damageCharacter', target: { target: 0 } }] }] },
      });
    });
  });

  it('HF-13.1 a 【反撃】 character that is attacked without defending deals nothing back', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { battlefield: ['巨人'] },
      p1: { battlefield: [{ name: '紅蓮の剣士', sleep: true }] },
    });
    const giant = cardId(g, '巨人', 0);
    const swordsman = cardId(g, '紅蓮の剣士', 1);
    attack(g, giant, { card: swordsman });
    expect(g.state.cards[swordsman].zone).toBe('trash');
    expect(g.state.cards[giant].damage).toBe(0);
  });

  it('HF-13.1 a defense that failed (defender gone before it resolved) triggers no counter', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { hand: ['送還'], battlefield: ['巨人'], energy: 1 },
      p1: { battlefield: ['紅蓮の剣士'] },
    });
    const giant = cardId(g, '巨人', 0);
    const swordsman = cardId(g, '紅蓮の剣士', 1);
    act(g, { type: 'attack', attacker: giant, target: { player: 1 } });
    passAll(g);
    act(g, { type: 'defend', defender: swordsman });
    // p0 holds the window the defense opened and returns the defender to its owner's hand.
    act(g, { type: 'play', card: cardId(g, '送還', 0), targets: [swordsman] });
    passAll(g);
    expect(events(g, 'defenseResult')).toEqual([{ type: 'defenseResult', defender: swordsman, ok: false }]);
    expect(takeAllDamage(g)).toBe(1);
    expect(g.state.cards[giant].damage).toBe(0);
  });

  it('HF-13.1 the engine runs the [自動] definition: a hand-written equivalent without the keyword tag counters too', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { battlefield: ['巨人'] },
      p1: { battlefield: ['手書きの反撃者'] },
    });
    const giant = cardId(g, '巨人', 0);
    attack(g, giant, { player: 1 }, cardId(g, '手書きの反撃者', 1));
    expect(g.state.cards[giant].damage).toBe(3000);
  });
});

describe('HF-13.2 【警戒】 vigilance', () => {
  it('HF-13.2 becomes active at the end of the opponent’s active phase, and can then defend', () => {
    const g = makeGame({ p0: { battlefield: ['見張りの騎士', '学徒'] }, p1: { hand: ['業火'] } });
    const knight = cardId(g, '見張りの騎士', 0);
    const student = cardId(g, '学徒', 0);
    attack(g, knight, { player: 1 });
    takeAllDamage(g);
    attack(g, student, { player: 1 });
    takeAllDamage(g);
    expect(g.state.cards[knight].sleep).toBe(true);
    const start = g.state.log.length;
    endTurn(g);
    expect(g.state.turnPlayer).toBe(1);
    const log = g.state.log.slice(start);
    const p1ActiveEnd = log.findIndex((e) => e.type === 'phaseEnd' && e.phase === 'active' && e.player === 1);
    const p1DrawStart = log.findIndex((e) => e.type === 'phaseStart' && e.phase === 'draw' && e.player === 1);
    const wake = log.findIndex((e) => e.type === 'stateChange' && e.card === knight && !e.sleep);
    expect(p1ActiveEnd).toBeGreaterThan(-1);
    // It woke exactly at the end of the opponent's active phase (before the window that follows it).
    expect(wake).toBeGreaterThan(p1ActiveEnd);
    expect(wake).toBeLessThan(log.findIndex((e, i) => i > p1ActiveEnd && e.type === 'windowOpen'));
    expect(wake).toBeLessThan(p1DrawStart);
    expect(g.state.cards[knight].sleep).toBe(false);
    // Without 【警戒】 a character stays asleep through the opponent's turn.
    expect(g.state.cards[student].sleep).toBe(true);
  });

  it('HF-13.2 the vigilant character defends in the opponent’s turn after attacking in its own', () => {
    const g = makeGame({ p0: { battlefield: ['見張りの騎士'] }, p1: { battlefield: ['学徒'] } });
    const knight = cardId(g, '見張りの騎士', 0);
    attack(g, knight, { player: 1 }, null);
    takeAllDamage(g);
    endTurn(g);
    act(g, { type: 'attack', attacker: cardId(g, '学徒', 1), target: { player: 0 } });
    passAll(g);
    expect(g.state.pending).toEqual({ kind: 'defense', player: 0 });
    expect(ofType(g, 'defend').map((a) => a.defender)).toEqual([knight, null]);
  });

  it('HF-13.2 it does not trigger at the end of its controller’s own active phase', () => {
    const g = makeGame({ p0: { battlefield: ['見張りの騎士'] } });
    const knight = cardId(g, '見張りの騎士', 0);
    endTurn(g); // p1's turn: triggers once
    endTurn(g); // p0's turn 3: no trigger
    expect(g.state.turnPlayer).toBe(0);
    const triggers = events(g, 'trigger').filter((e) => e.card === knight);
    expect(triggers.length).toBe(1);
  });
});

describe('HF-13.3 【貫通】 pierce', () => {
  it('HF-13.3 destroying a character by attack damage deals 1 damage to that character’s player', () => {
    const g = makeGame({
      p0: { battlefield: ['穿つ槍兵'] },
      p1: { battlefield: [{ name: '学徒', sleep: true }] },
    });
    const lancer = cardId(g, '穿つ槍兵', 0);
    const student = cardId(g, '学徒', 1);
    attack(g, lancer, { card: student });
    expect(g.state.pending).toEqual({ kind: 'damage', player: 1, prompt: 'ダメージ：残り1枚' });
    expect(takeAllDamage(g)).toBe(1);
    expect(g.state.cards[student].zone).toBe('trash');
    expect(g.state.players[1].guardDeck.length).toBe(9);
    expect(g.state.players[1].damageField.length).toBe(1);
  });

  it('HF-13.3 the damage goes to the destroyed character’s controller, not its owner', () => {
    const g = makeGame({
      p0: { hand: ['鼓舞'], battlefield: ['穿つ槍兵', { name: '学徒', sleep: true }], energy: 1 },
      p1: { hand: ['洗脳'], energy: 4 },
    });
    const lancer = cardId(g, '穿つ槍兵', 0);
    const student = cardId(g, '学徒', 0);
    act(g, { type: 'play', card: cardId(g, '鼓舞', 0), targets: [lancer] });
    // p1 answers in the window by taking control of p0's 学徒.
    act(g, { type: 'play', card: cardId(g, '洗脳', 1), targets: [student], useMarker: false });
    passAll(g);
    expect(g.state.cards[student].controller).toBe(1);
    attack(g, lancer, { card: student });
    expect(g.state.pending?.kind).toBe('damage');
    expect(g.state.pending?.player).toBe(1);
    takeAllDamage(g);
    expect(g.state.players[0].trash).toContain(student); // owner's trash (HF-3.4)
    expect(g.state.players[0].damageField.length).toBe(0);
    expect(g.state.players[1].damageField.length).toBe(1);
  });

  it('HF-13.3 no damage when the attack does not destroy, or when the destruction is not by attack', () => {
    const g = makeGame({
      p0: { hand: ['業火'], battlefield: ['穿つ槍兵'], energy: 2 },
      p1: { battlefield: [{ name: '不死の亡霊', sleep: true }, '学徒'] },
    });
    attack(g, cardId(g, '穿つ槍兵', 0), { card: cardId(g, '不死の亡霊', 1) }, null);
    expect(g.state.cards[cardId(g, '不死の亡霊', 1)].zone).toBe('battlefield');
    act(g, { type: 'play', card: cardId(g, '業火', 0), targets: [cardId(g, '学徒', 1)] });
    passAll(g);
    expect(g.state.cards[cardId(g, '学徒', 1)].zone).toBe('trash');
    expect(g.state.pending).toEqual({ kind: 'main', player: 0 });
    expect(g.state.players[1].damageField).toEqual([]);
  });
});

describe('HF-13.4 【強撃】 strike', () => {
  it('HF-13.4 an attack on a player deals 1 + 1 damage', () => {
    const g = makeGame({ p0: { battlefield: ['剛腕の闘士'] } });
    attack(g, cardId(g, '剛腕の闘士', 0), { player: 1 });
    expect(events(g, 'damagePlayer')).toEqual([
      { type: 'damagePlayer', player: 1, amount: 2, source: cardId(g, '剛腕の闘士', 0) },
    ]);
    expect(takeAllDamage(g)).toBe(2);
    expect(g.state.players[1].guardDeck.length).toBe(8);
  });

  it('HF-13.4 it does not add to damage dealt to a character', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { battlefield: ['剛腕の闘士'] },
      p1: { battlefield: [{ name: '巨人', sleep: true }] },
    });
    const giant = cardId(g, '巨人', 1);
    attack(g, cardId(g, '剛腕の闘士', 0), { card: giant });
    expect(g.state.cards[giant].damage).toBe(3000);
  });
});

describe('HF-13.5 【死殺】 deathless', () => {
  it('HF-13.5 not destroyed by a destroy effect (and the その後 part of that process fails)', () => {
    const g = makeGame({ p0: { hand: ['断罪'], energy: 3 }, p1: { battlefield: ['不死の亡霊'] } });
    const ghost = cardId(g, '不死の亡霊', 1);
    const hand = g.state.players[0].hand.length;
    act(g, { type: 'play', card: cardId(g, '断罪', 0), targets: [ghost] });
    passAll(g);
    expect(g.state.cards[ghost].zone).toBe('battlefield');
    expect(events(g, 'notDestroyed').map((e) => e.card)).toContain(ghost);
    expect(g.state.players[0].hand.length).toBe(hand - 1);
  });

  it('HF-13.5 not destroyed by damage ≥ power, from effects or attacks', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { hand: ['業火'], battlefield: ['巨人'], energy: 2 },
      p1: { battlefield: [{ name: '不死の亡霊', sleep: true }] },
    });
    const ghost = cardId(g, '不死の亡霊', 1);
    act(g, { type: 'play', card: cardId(g, '業火', 0), targets: [ghost] });
    passAll(g);
    attack(g, cardId(g, '巨人', 0), { card: ghost });
    expect(g.state.cards[ghost].zone).toBe('battlefield');
    expect(g.state.cards[ghost].damage).toBe(10000);
    expect(events(g, 'destroyed')).toEqual([]);
  });

  it('HF-13.5 destroyed when its power becomes 0', () => {
    const g = makeGame({
      p0: { hand: ['呪いの枷', '呪いの枷'], energy: 2 },
      p1: { battlefield: ['不死の亡霊'] },
    });
    const ghost = cardId(g, '不死の亡霊', 1);
    act(g, { type: 'play', card: cardId(g, '呪いの枷', 0, 0), targets: [ghost] });
    passAll(g);
    expect(power(g, ghost)).toBe(1000);
    act(g, { type: 'play', card: cardId(g, '呪いの枷', 0, 1), targets: [ghost] });
    passAll(g);
    expect(events(g, 'destroyed')).toEqual([
      { type: 'destroyed', card: ghost, reason: 'power0', byAttack: null },
    ]);
    expect(g.state.cards[ghost].zone).toBe('trash');
  });

  it('HF-13.5 it does not stop being put directly into the hand (not destruction)', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { hand: ['送還'], energy: 1 },
      p1: { battlefield: ['不死の亡霊'] },
    });
    const ghost = cardId(g, '不死の亡霊', 1);
    act(g, { type: 'play', card: cardId(g, '送還', 0), targets: [ghost] });
    passAll(g);
    expect(g.state.players[1].hand).toContain(ghost);
    expect(events(g, 'destroyed')).toEqual([]);
  });
});

describe('HF-13.6 【神速】 godspeed', () => {
  it('HF-13.6 characters without 【神速】 cannot defend: no defense is even asked for', () => {
    const g = makeGame({ p0: { battlefield: ['疾風の忍'] }, p1: { battlefield: ['学徒', '紅蓮の剣士'] } });
    attack(g, cardId(g, '疾風の忍', 0), { player: 1 });
    expect(g.state.pending?.kind).toBe('damage');
    expect(events(g, 'defend')).toEqual([]);
    expect(takeAllDamage(g)).toBe(1);
  });

  it('HF-13.6 a defender with 【神速】 may defend; the others still may not', () => {
    const g = makeGame({ p0: { battlefield: ['疾風の忍'] }, p1: { battlefield: ['学徒', '疾風の忍'] } });
    attack(g, cardId(g, '疾風の忍', 0), { player: 1 });
    expect(g.state.pending).toEqual({ kind: 'defense', player: 1 });
    expect(ofType(g, 'defend').map((a) => a.defender)).toEqual([cardId(g, '疾風の忍', 1), null]);
    // The refusal of the others cites 【神速】's rule, not the general defense rule (HF-8.3).
    try {
      apply(g, { type: 'defend', player: 1, defender: cardId(g, '学徒', 1) });
      throw new Error('should be illegal');
    } catch (e) {
      expect(e).toBeInstanceOf(IllegalActionError);
      expect((e as IllegalActionError).rule).toBe('HF-13.6');
    }
  });

  it('RULING HF-13.6 a 【神速】 gained after the defense was declared makes that defense fail', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { battlefield: ['学徒'], hand: ['神速の加護'], energy: 1 },
      p1: { battlefield: ['学徒'] },
    });
    const [attacker, defender] = [cardId(g, '学徒', 0), cardId(g, '学徒', 1)];
    act(g, { type: 'attack', attacker, target: { player: 1 } });
    passAll(g);
    act(g, { type: 'defend', defender });
    // p0 holds the window after the defense: the attacker gains 【神速】 before the defense resolves.
    act(g, { type: 'play', card: cardId(g, '神速の加護', 0), targets: [attacker] });
    passAll(g);
    expect(events(g, 'defenseResult')).toEqual([
      { type: 'defenseResult', defender, ok: false, why: 'HF-13.6 防御キャラクターが【神速】を持たない' },
    ]);
    expect(g.state.cards[defender].damage).toBe(0);
    expect(takeAllDamage(g)).toBe(1); // the attack stays on the player
  });

  it('RULING HF-13.6 a defender that has 【神速】 too still defends successfully', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { battlefield: ['学徒'], hand: ['神速の加護'], energy: 1 },
      p1: { battlefield: ['疾風の忍'] },
    });
    const [attacker, defender] = [cardId(g, '学徒', 0), cardId(g, '疾風の忍', 1)];
    act(g, { type: 'attack', attacker, target: { player: 1 } });
    passAll(g);
    act(g, { type: 'defend', defender });
    act(g, { type: 'play', card: cardId(g, '神速の加護', 0), targets: [attacker] });
    passAll(g);
    expect(events(g, 'defenseResult')).toEqual([{ type: 'defenseResult', defender, ok: true }]);
    expect(g.state.cards[defender].damage).toBe(1000);
  });

  it('HF-13.6 an attacker without 【神速】 can be defended by anyone', () => {
    const g = makeGame({ p0: { battlefield: ['学徒'] }, p1: { battlefield: ['学徒', '疾風の忍'] } });
    attack(g, cardId(g, '学徒', 0), { player: 1 });
    expect(ofType(g, 'defend').length).toBe(3);
  });
});

describe('HF-13.7 【奥義】 ougi', () => {
  const playsOf = (g: Game, id: number) => ofType(g, 'play').filter((a) => a.card === id);

  it('HF-13.7 word form: not playable without a card whose name contains the word', () => {
    const g = makeGame({
      p0: { hand: ['剣聖の奥義'], battlefield: ['学徒'], energy: 2, guard: ['紅蓮の剣士'] },
      p1: { battlefield: ['学徒', '紅蓮の剣士'] },
    });
    // A face-down guard card and the opponent's 剣士 do not count.
    expect(playsOf(g, cardId(g, '剣聖の奥義', 0))).toEqual([]);
  });

  it('HF-13.7 word form: playable with a corresponding card on your battlefield', () => {
    const g = makeGame({
      p0: { hand: ['剣聖の奥義'], battlefield: ['紅蓮の剣士'], energy: 2 },
      p1: { battlefield: ['学徒'] },
    });
    const art = cardId(g, '剣聖の奥義', 0);
    expect(playsOf(g, art).map((a) => a.targets)).toEqual([[cardId(g, '学徒', 1)]]);
  });

  it('HF-13.7 word form: playable with a corresponding face-up card in your guard deck', () => {
    const g = makeGame({
      p0: { hand: ['剣聖の奥義'], energy: 2, guard: [{ name: '紅蓮の剣士', faceUp: true }] },
      p1: { battlefield: ['学徒'] },
    });
    expect(playsOf(g, cardId(g, '剣聖の奥義', 0)).length).toBe(1);
  });

  it('HF-13.7 [condition] form: the corresponding card is one that meets the condition', () => {
    const without = makeGame({
      cards: CARDS,
      p0: { hand: ['騎士の秘奥'], battlefield: ['学徒'], energy: 1 },
    });
    expect(playsOf(without, cardId(without, '騎士の秘奥', 0))).toEqual([]);
    const g = makeGame({
      cards: CARDS,
      p0: { hand: ['騎士の秘奥'], battlefield: ['見張りの騎士'], energy: 1 },
    });
    expect(playsOf(g, cardId(g, '騎士の秘奥', 0)).length).toBe(1);
  });

  describe('RULING HF-13.7 your set card on any character is a corresponding card', () => {
    // 剣士の紋章: a set card whose name contains 剣士, settable on any character; 剣聖の奥義 is 【奥義：剣士】.
    const EMBLEM = compileFixture(
      '【セット】test\n【カード】剣士の紋章\n種別：セット\nコスト：0\nパワー：+0\nセット対象：キャラクター',
    ).card('剣士の紋章');
    /** p0 holds 剣聖の奥義; both have a 学徒; `emblemOwner`'s 剣士の紋章 is set on `host`'s 学徒. */
    const board = (emblemOwner: 0 | 1, host: 0 | 1) => {
      const hand = (p: 0 | 1) => [
        ...(p === 0 ? ['剣聖の奥義'] : []),
        ...(p === emblemOwner ? ['剣士の紋章'] : []),
      ];
      const g = makeGame({
        cards: [...FIXTURE_BY_NAME.all, EMBLEM],
        p0: { hand: hand(0), battlefield: ['学徒'], energy: 2 },
        p1: { hand: hand(1), battlefield: ['学徒'] },
      });
      attach(g, cardId(g, '剣士の紋章', emblemOwner), cardId(g, '学徒', host));
      return g;
    };
    const illegalRule = (g: Game, a: Parameters<typeof apply>[1]): string | undefined => {
      try {
        apply(g, a);
      } catch (e) {
        if (e instanceof IllegalActionError) return e.rule;
        throw e;
      }
      throw new Error('expected an IllegalActionError');
    };

    it('RULING HF-13.7 your set card on your own character counts', () => {
      const g = board(0, 0);
      expect(playsOf(g, cardId(g, '剣聖の奥義', 0)).length).toBe(1);
    });

    it('RULING HF-13.7 your set card on the opponent’s character counts (its controller is its owner, HF-4.5)', () => {
      const g = board(0, 1);
      expect(playsOf(g, cardId(g, '剣聖の奥義', 0)).length).toBe(1);
    });

    it('RULING HF-13.7 the opponent’s set card, even on your character, does not count', () => {
      const g = board(1, 0);
      const art = cardId(g, '剣聖の奥義', 0);
      expect(playsOf(g, art)).toEqual([]);
      expect(
        illegalRule(g, {
          type: 'play',
          player: 0,
          card: art,
          targets: [cardId(g, '学徒', 1)],
          useMarker: false,
        }),
      ).toBe('HF-13.7');
    });
  });

  it('HF-13.7 a deck with 【奥義】 reveals guard cards at game start; they stay face up and enable the card', () => {
    const main = [
      ...Array(3).fill(FIXTURE_BY_NAME.get('剣聖の奥義')!),
      ...Array(27)
        .fill(null)
        .map(
          (_, i) =>
            FIXTURE_BY_NAME.get(
              ['学徒', '砲術士', '業火', '鼓舞', '断罪', '学徒', '砲術士', '業火', '鼓舞'][i % 9],
            )!,
        ),
    ];
    const deck0: Deck = { main: filler(main), guard: filler([FIXTURE_BY_NAME.get('紅蓮の剣士')!]) };
    const deck1: Deck = { main: filler([], 30), guard: filler([]) };
    const g = createGame({ decks: [deck0, deck1], seed: 3, firstPlayer: 0, unchecked: true });
    expect(g.state.pending).toEqual({ kind: 'ougiReveal', player: 0 });
    const swordsman = g.state.players[0].guardDeck.find(
      (id) => g.defs.get(g.state.cards[id].def)?.name === '紅蓮の剣士',
    )!;
    apply(g, { type: 'revealGuard', player: 0, card: swordsman });
    apply(g, { type: 'endReveal', player: 0 });
    // Player 1's deck has no 【奥義】 card: no reveal decision for them.
    expect(g.state.pending?.kind).not.toBe('ougiReveal');
    toMainPhase(g);
    expect(g.state.cards[swordsman].faceUp).toBe(true);
    expect(g.state.cards[swordsman].zone).toBe('guardDeck');
  });
});

/** Distinct vanilla 1000s that pad decks (3 copies each): 補充0…補充9 for main decks, 守護0…守護3 for guard decks. */
const vanilla = (name: string) => `【カード】${name}\n種別：キャラクター\nコスト：0\nパワー：1000`;
const PADDING = compileFixture(
  [
    '【セット】test',
    ...[...Array(10).keys()].map((i) => vanilla(`補充${i}`)),
    ...[...Array(4).keys()].map((i) => vanilla(`守護${i}`)),
  ].join('\n'),
);

/** Pads a list to a legal size with distinct vanilla cards (3 copies each). */
function filler(cards: CardDefinition[], size = cards.length > 10 ? 30 : 10): CardDefinition[] {
  const out = [...cards];
  const prefix = size === 30 ? '補充' : '守護';
  for (let i = 0; out.length < size; i++) out.push(PADDING.card(`${prefix}${Math.floor(i / 3)}`));
  return out;
}

describe('HF-13.8 【空装】 kuusou', () => {
  const KNIGHT = FIXTURE.card('空の騎士');
  const KNIGHT2 = FIXTURE.card('空の従騎士');
  const EXTRA = FIXTURE.card('天空竜');
  const EXTRA2 = FIXTURE.card('天空竜の子');
  const EXTRA3 = FIXTURE.card('天空の卵');
  /** 【空装 条件：《騎士》を持つカードが6枚以上 効果：あなたのキャラクターのパワーを+1000する。追加デッキを使用する。】カードを1枚引く。 */
  const SKY = FIXTURE.card('空装の旗');

  function kuusouDecks(knights = 6): [Deck, Deck] {
    const main = [
      ...Array(Math.min(3, knights)).fill(KNIGHT),
      ...Array(Math.max(0, knights - 3)).fill(KNIGHT2),
    ];
    const guard = [SKY];
    const extra = [EXTRA, EXTRA, EXTRA, EXTRA2, EXTRA2, EXTRA2, EXTRA3];
    return [
      { main: filler(main, 30), guard: filler(guard, 10), extra },
      { main: filler([], 30), guard: filler([], 10) },
    ];
  }

  function start(decks: [Deck, Deck], use: boolean): Game {
    const g = createGame({ decks, seed: 5, firstPlayer: 0 });
    if (g.state.pending?.kind === 'kuusou') {
      const card = use ? g.state.players[0].guardDeck.find((id) => g.state.cards[id].def === SKY.id)! : null;
      apply(g, { type: 'kuusou', player: 0, card });
    }
    toMainPhase(g);
    return g;
  }

  it('HF-13.8 a deck meeting the condition may reveal the card at game start and gains the effect', () => {
    const g = createGame({ decks: kuusouDecks(), seed: 5, firstPlayer: 0 });
    expect(g.state.pending).toEqual({ kind: 'kuusou', player: 0 });
    const sky = g.state.players[0].guardDeck.find((id) => g.state.cards[id].def === SKY.id)!;
    expect(legalActions(g).filter((a) => a.type === 'kuusou')).toEqual([
      { type: 'kuusou', player: 0, card: sky },
      { type: 'kuusou', player: 0, card: null },
    ]);
    // Decided before any hand is drawn (HF-2.3).
    expect(g.state.players[0].hand).toEqual([]);
    expect(g.state.players[1].hand).toEqual([]);
    apply(g, { type: 'kuusou', player: 0, card: sky });
    expect(g.state.players[0].kuusou).toBe(sky);
    expect(g.state.cards[sky].faceUp).toBe(true);
    expect(g.state.cards[sky].zone).toBe('guardDeck');
    expect(g.state.log.some((e) => e.type === 'reveal' && e.card === sky && e.reason === 'kuusou')).toBe(
      true,
    );
  });

  it('HF-13.8 a deck not meeting the condition is not offered the reveal', () => {
    const g = createGame({
      decks: kuusouDecks(5).map((d) => ({ ...d, extra: undefined })) as [Deck, Deck],
      seed: 5,
      firstPlayer: 0,
    });
    expect(g.state.pending?.kind).toBe('mulligan');
    expect(g.state.players[0].kuusou).toBeNull();
  });

  it('HF-13.8 its statics apply for the whole game, even after the revealed card is played and leaves', () => {
    const g = start(kuusouDecks(), true);
    const sky = g.state.players[0].kuusou!;
    const knight = g.state.players[0].hand.find((id) =>
      [KNIGHT.id, KNIGHT2.id].includes(g.state.cards[id].def),
    );
    const playable = g.state.players[0].hand.find(
      (id) => g.defs.get(g.state.cards[id].def)?.kind === 'character',
    )!;
    const mine = knight ?? playable;
    act(g, { type: 'play', card: mine });
    passAll(g);
    expect(power(g, mine)).toBe(g.defs.get(g.state.cards[mine].def)!.power + 1000);
    // The face-up card is still playable from the guard deck as usual; the effect persists.
    act(g, { type: 'play', card: sky });
    passAll(g);
    expect(g.state.cards[sky].zone).toBe('trash');
    expect(power(g, mine)).toBe(g.defs.get(g.state.cards[mine].def)!.power + 1000);
    endTurn(g);
    endTurn(g);
    expect(g.state.turn).toBe(3);
    expect(power(g, mine)).toBe(g.defs.get(g.state.cards[mine].def)!.power + 1000);
  });

  it('HF-13.8 the granted extra deck of 7 is playable; without the reveal it is not', () => {
    const used = start(kuusouDecks(), true);
    expect(used.state.players[0].extraDeck.length).toBe(7);
    const extraPlays = (g: Game) =>
      ofType(g, 'play').filter((a) => g.state.cards[a.card].zone === 'extraDeck');
    expect(new Set(extraPlays(used).map((a) => a.card))).toEqual(new Set(used.state.players[0].extraDeck));
    const dragon = used.state.players[0].extraDeck.find((id) => used.state.cards[id].def === EXTRA.id)!;
    act(used, { type: 'play', card: dragon });
    passAll(used);
    expect(used.state.cards[dragon].zone).toBe('battlefield');
    expect(power(used, dragon)).toBe(6000);
    expect(used.state.players[0].extraDeck.length).toBe(6);

    const declined = start(kuusouDecks(), false);
    expect(declined.state.players[0].kuusou).toBeNull();
    expect(extraPlays(declined)).toEqual([]);
  });

  describe('HF-13.7 note: the 【奥義】 reveal for an 【奥義】 card only in the extra deck (HF-2.3)', () => {
    /** 騎士の秘奥 (【奥義：[《騎士》を持つカード]】) is the extra deck's 7th card: no 【奥義】 card in main or guard. */
    const withOugiInExtra = (): [Deck, Deck] => {
      const [mine, theirs] = kuusouDecks();
      const extra = [...(mine.extra ?? []).slice(0, 6), FIXTURE.card('騎士の秘奥')];
      return [{ ...mine, extra }, theirs];
    };
    const sky = (g: Game) => g.state.players[0].guardDeck.find((id) => g.state.cards[id].def === SKY.id)!;

    it('HF-13.7 asked after the 【空装】 choice put the extra deck in use, before any hand is drawn', () => {
      const g = createGame({ decks: withOugiInExtra(), seed: 5, firstPlayer: 0 });
      expect(g.state.pending).toEqual({ kind: 'kuusou', player: 0 }); // not asked first: no 【奥義】 in main or guard
      apply(g, { type: 'kuusou', player: 0, card: sky(g) });
      expect(g.state.pending).toEqual({ kind: 'ougiReveal', player: 0 });
      expect(g.state.players[0].hand).toEqual([]);
      const knight = g.state.players[0].guardDeck.find((id) => !g.state.cards[id].faceUp)!;
      apply(g, { type: 'revealGuard', player: 0, card: knight });
      apply(g, { type: 'endReveal', player: 0 });
      expect(g.state.pending?.kind).toBe('mulligan');
      expect(g.state.cards[knight].faceUp).toBe(true);
    });

    it('HF-13.7 not asked when the 【空装】 is not revealed: the extra deck is not in use', () => {
      const g = createGame({ decks: withOugiInExtra(), seed: 5, firstPlayer: 0 });
      apply(g, { type: 'kuusou', player: 0, card: null });
      expect(g.state.pending?.kind).toBe('mulligan');
    });
  });

  it('HF-13.8 at most one 【空装】 applies per player', () => {
    const SKY2 = FIXTURE.card('空装の旗・弐');
    const [d0, d1] = kuusouDecks();
    const decks: [Deck, Deck] = [{ ...d0, guard: filler([SKY, SKY2], 10) }, d1];
    const g = createGame({ decks, seed: 5, firstPlayer: 0 });
    expect(ofType(g, 'kuusou').length).toBe(3);
    const sky = g.state.players[0].guardDeck.find((id) => g.state.cards[id].def === SKY.id)!;
    apply(g, { type: 'kuusou', player: 0, card: sky });
    expect(g.state.pending?.kind).not.toBe('kuusou');
    toMainPhase(g);
    const sky2 = g.state.players[0].guardDeck.find((id) => g.state.cards[id].def === SKY2.id)!;
    expect(g.state.cards[sky2].faceUp).toBe(false);
    const mine = g.state.players[0].hand.find(
      (id) => g.defs.get(g.state.cards[id].def)?.kind === 'character',
    )!;
    act(g, { type: 'play', card: mine });
    passAll(g);
    expect(power(g, mine)).toBe(g.defs.get(g.state.cards[mine].def)!.power + 1000);
  });
});

describe('HF-13.9 【ダメージトリガー】', () => {
  it('HF-13.9 revealed when put into the damage field by damage: its effect resolves, the card goes face up', () => {
    const g = makeGame({ p0: { battlefield: ['学徒'] }, p1: { guard: ['守りの盾'] } });
    const shield = cardId(g, '守りの盾', 1);
    attack(g, cardId(g, '学徒', 0), { player: 1 });
    expect(g.state.pending?.kind).toBe('damage');
    const options = ofType(g, 'takeDamage').filter((a) => a.card === shield);
    expect(options.map((a) => a.reveal)).toEqual([false, true]);
    const hand = g.state.players[1].hand.length;
    const before = g.state.log.length;
    act(g, { type: 'takeDamage', card: shield, reveal: true });
    expect(g.state.players[1].hand.length).toBe(hand + 1);
    expect(g.state.cards[shield].zone).toBe('damageField');
    expect(g.state.cards[shield].faceUp).toBe(true);
    // It opens no window.
    expect(g.state.log.slice(before).some((e) => e.type === 'windowOpen')).toBe(false);
    expect(g.state.pending).toEqual({ kind: 'main', player: 0 });
  });

  it('HF-13.9 the owner may decline: face down, no effect', () => {
    const g = makeGame({ p0: { battlefield: ['学徒'] }, p1: { guard: ['反撃の狼煙'] } });
    const signal = cardId(g, '反撃の狼煙', 1);
    attack(g, cardId(g, '学徒', 0), { player: 1 });
    act(g, { type: 'takeDamage', card: signal, reveal: false });
    expect(g.state.cards[signal].faceUp).toBe(false);
    expect(g.state.players[0].damageField).toEqual([]);
    expect(g.state.pending).toEqual({ kind: 'main', player: 0 });
  });

  it('HF-13.9 a revealed trigger that deals damage makes the opponent take it', () => {
    const g = makeGame({ p0: { battlefield: ['学徒'] }, p1: { guard: ['反撃の狼煙'] } });
    attack(g, cardId(g, '学徒', 0), { player: 1 });
    act(g, { type: 'takeDamage', card: cardId(g, '反撃の狼煙', 1), reveal: true });
    expect(g.state.pending?.kind).toBe('damage');
    expect(g.state.pending?.player).toBe(0);
    takeAllDamage(g);
    expect(g.state.players[0].damageField.length).toBe(1);
  });
});

describe('HF-13.10 stacking', () => {
  it('HF-13.10 two 【反撃】 deal twice the power (printed twice)', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { battlefield: ['巨人'] },
      p1: { battlefield: ['双反撃の剣士'] },
    });
    const giant = cardId(g, '巨人', 0);
    attack(g, giant, { player: 1 }, cardId(g, '双反撃の剣士', 1));
    expect(g.state.cards[giant].damage).toBe(6000);
    expect(g.state.cards[giant].zone).toBe('battlefield');
  });

  it('HF-13.10 two 【反撃】 (printed + granted by an effect) deal twice the power', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { battlefield: ['巨人'] },
      p1: { battlefield: ['紅蓮の剣士'], hand: ['反撃の狼煙'], energy: 2 },
    });
    const giant = cardId(g, '巨人', 0);
    const swordsman = cardId(g, '紅蓮の剣士', 1);
    act(g, { type: 'attack', attacker: giant, target: { player: 1 } });
    act(g, { type: 'play', card: cardId(g, '反撃の狼煙', 1), targets: [swordsman], useMarker: false });
    passAll(g);
    expect(keywordCount(g, swordsman, 'counter')).toBe(2);
    act(g, { type: 'defend', defender: swordsman });
    passAll(g);
    expect(g.state.cards[giant].damage).toBe(6000);
  });

  it('HF-13.10 two 【貫通】 (printed + 炎の剣) deal 1 damage twice', () => {
    const g = makeGame({
      p0: { hand: ['炎の剣'], battlefield: ['穿つ槍兵'], energy: 1 },
      p1: { battlefield: [{ name: '学徒', sleep: true }] },
    });
    const lancer = cardId(g, '穿つ槍兵', 0);
    act(g, { type: 'play', card: cardId(g, '炎の剣', 0), targets: [lancer] });
    passAll(g);
    expect(keywordCount(g, lancer, 'pierce')).toBe(2);
    attack(g, lancer, { card: cardId(g, '学徒', 1) });
    expect(g.state.pending).toEqual({ kind: 'orderTriggers', player: 0 });
    act(g, { type: 'nextTrigger', index: 0 });
    expect(takeAllDamage(g)).toBe(2);
    expect(events(g, 'damagePlayer').map((e) => [e.player, e.amount])).toEqual([
      [1, 1],
      [1, 1],
    ]);
    expect(g.state.players[1].damageField.length).toBe(2);
  });

  it('HF-13.10 two 【強撃】 (printed + granted) add +2', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['闘気'], battlefield: ['剛腕の闘士'], energy: 1 } });
    const fighter = cardId(g, '剛腕の闘士', 0);
    act(g, { type: 'play', card: cardId(g, '闘気', 0), targets: [fighter] });
    passAll(g);
    attack(g, fighter, { player: 1 });
    expect(events(g, 'damagePlayer').map((e) => e.amount)).toEqual([3]);
    expect(takeAllDamage(g)).toBe(3);
  });

  it('HF-13.10 keywords granted by a continuous effect work, and stack with printed ones', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { hand: ['不滅の聖域', '断罪'], battlefield: ['剛腕の闘士', '学徒'], energy: 4 },
    });
    const fighter = cardId(g, '剛腕の闘士', 0);
    const student = cardId(g, '学徒', 0);
    act(g, { type: 'play', card: cardId(g, '不滅の聖域', 0) });
    passAll(g);
    expect(keywordCount(g, fighter, 'strike')).toBe(2);
    expect(keywordCount(g, student, 'deathless')).toBe(1);
    act(g, { type: 'play', card: cardId(g, '断罪', 0), targets: [student] });
    passAll(g);
    expect(g.state.cards[student].zone).toBe('battlefield');
    attack(g, fighter, { player: 1 });
    expect(events(g, 'damagePlayer').map((e) => e.amount)).toEqual([3]);
  });

  it('HF-13.10 for the other keywords one instance is enough: 【神速】 ×2 is blocked by a single 【神速】', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { hand: ['神速の加護'], battlefield: ['疾風の忍'], energy: 1 },
      p1: { battlefield: ['疾風の忍', '学徒'] },
    });
    const ninja = cardId(g, '疾風の忍', 0);
    act(g, { type: 'play', card: cardId(g, '神速の加護', 0), targets: [ninja] });
    passAll(g);
    expect(keywordCount(g, ninja, 'godspeed')).toBe(2);
    attack(g, ninja, { player: 1 });
    expect(ofType(g, 'defend').map((a) => a.defender)).toEqual([cardId(g, '疾風の忍', 1), null]);
    // The refusal of the others cites 【神速】's rule, not the general defense rule (HF-8.3).
    try {
      apply(g, { type: 'defend', player: 1, defender: cardId(g, '学徒', 1) });
      throw new Error('should be illegal');
    } catch (e) {
      expect(e).toBeInstanceOf(IllegalActionError);
      expect((e as IllegalActionError).rule).toBe('HF-13.6');
    }
  });
});

describe('HF-13 keywords are expanded from src/keywords.ts', () => {
  it('HF-13 every keyword is defined as abilities tagged with its name', () => {
    for (const k of KEYWORD_NAMES) {
      const abilities = keywordAbilities(k);
      expect(abilities.length).toBeGreaterThan(0);
      for (const a of abilities) expect(a.keyword).toBe(k);
    }
    expect(KEYWORD_NAMES).toEqual(keywordBlocks().map((b) => b.id)); // issue 10.6: from the file
  });

  it('HF-13 printed and granted keywords are the very ability objects of the table', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { hand: ['闘気'], battlefield: ['剛腕の闘士', '穿つ槍兵'], energy: 1 },
    });
    const fighter = cardId(g, '剛腕の闘士', 0);
    act(g, { type: 'play', card: cardId(g, '闘気', 0), targets: [cardId(g, '穿つ槍兵', 0)] });
    passAll(g);
    const check = (id: number, k: KeywordName, n: number) => {
      const found = abilitiesOf(g, id).filter((i) => i.ability.keyword === k);
      expect(found.length).toBe(n * keywordAbilities(k).length);
      for (const i of found) expect(keywordAbilities(k)).toContain(i.ability);
    };
    check(fighter, 'strike', 1);
    check(cardId(g, '穿つ槍兵', 0), 'strike', 1);
    check(cardId(g, '穿つ槍兵', 0), 'pierce', 1);
  });

  it('HF-13 no engine or effect source hard-codes a keyword name', () => {
    const names = KEYWORD_NAMES.join('|');
    const printed = keywordBlocks()
      .map((b) => b.name)
      .join('|');
    const pattern = new RegExp(`['"\`](${names})['"\`]|【(${printed})】`);
    const offenders: string[] = [];
    for (const dir of ['src/engine', 'src/engine/effects', 'src/engine/effects/ops', 'src/effects']) {
      for (const f of readdirSync(dir)) {
        if (!f.endsWith('.ts')) continue;
        const text = readFileSync(join(dir, f), 'utf8')
          .split('\n')
          .filter(
            (line) =>
              !line.trim().startsWith('//') && !line.trim().startsWith('*') && !line.trim().startsWith('/*'),
          );
        text.forEach((line, i) => {
          if (pattern.test(line)) offenders.push(`${dir}/${f}:${i + 1}: ${line.trim()}`);
        });
      }
    }
    expect(offenders).toEqual([]);
  });
});
