// Issue 22 (helper mech16): 「…は起動能力を使用できない」 — activated abilities that cannot be used for a while (HF-12.4),
// played in the corpus designers' wordings (test/fixtures/m16-mechanics.hf; RULING «Abilities that cannot be used»,
// docs/engine.md).
import { describe, expect, it } from 'vitest';
import { explainIllegal } from '../../src/engine/explain.js';
import { deserialize, serialize } from '../../src/engine/index.js';
import { abilitiesOf } from '../../src/engine/query.js';
import { canActivate, cannotAttack, endTurn, handSize, inHand, on, play, settle } from '../helpers/corpusScenario.js';
import { fixtureCards } from '../helpers/fixtureCards.js';
import { act, makeGame } from '../helpers/harness.js';

const CARDS = fixtureCards('m16-mechanics').all;
const DECK = Array.from({ length: 10 }, () => '火花');

describe('activated abilities that cannot be used (HF-12.4, mech16)', () => {
  it('HF-12.4 HF-8.1 HF-12.9 d32 時間停止: until the start of your next turn the target cannot attack, defend or use its activated abilities', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { hand: ['時間停止'], energy: 3, main: DECK },
      p1: { battlefield: ['見張り'], energy: 2, main: DECK },
    });
    const watch = on(g, '見張り', 1);
    play(g, '時間停止', [watch]);
    expect(g.state.cards[watch].sleep).toBe(false); // the reminder: active/asleep is not changed
    endTurn(g); // the opponent's turn: the ban holds
    expect(g.state.turnPlayer).toBe(1);
    expect(canActivate(g, watch)).toBe(false);
    expect(cannotAttack(g, watch)).toBe(true);
    endTurn(g); // your next turn has started: the effect ended before it (HF-12.9)
    endTurn(g); // the opponent's turn again
    expect(canActivate(g, watch)).toBe(true);
    expect(cannotAttack(g, watch)).toBe(false);
  });

  it('HF-12.4 a use declared before the ban still resolves (000 ■インタラプション fails only a source that left or lost it)', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { hand: ['火花', '封じ'], main: DECK },
      p1: { battlefield: ['見張り'], energy: 1, main: DECK },
    });
    const watch = on(g, '見張り', 1);
    const before = handSize(g, 1);
    act(g, { type: 'play', card: inHand(g, 0, '火花'), targets: [] }); // opens a window for the opponent
    act(g, { type: 'activate', player: 1, card: watch, targets: [] }); // 見張り's draw waits
    act(g, { type: 'play', player: 0, card: inHand(g, 0, '封じ'), targets: [watch] }); // resolves first
    settle(g);
    expect(handSize(g, 1)).toBe(before + 1);
  });

  it('HF-12.1 a continuous 「対戦相手のキャラクターは起動能力を使えない」 holds while its card is on the battlefield', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { battlefield: ['沈黙の番人', '見張り'], energy: 1, main: DECK },
      p1: { battlefield: ['沈黙の番人'], main: DECK },
      turnPlayer: 0,
    });
    const mine = on(g, '見張り', 0);
    expect(canActivate(g, mine)).toBe(false);
    const ability = abilitiesOf(g, mine)[0].key;
    const why = explainIllegal(g, { type: 'activate', player: 0, card: mine, ability, targets: [] });
    expect(why.message).toContain('起動能力は今使用できません');
  });

  it('HF-12.4 the player’s own character is not affected by its own 沈黙の番人 (対戦相手の only)', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { battlefield: ['沈黙の番人', '見張り'], energy: 1, main: DECK },
      p1: { main: DECK },
    });
    expect(canActivate(g, on(g, '見張り', 0))).toBe(true);
  });

  it('HF-16 a save taken while the ban holds keeps it; it ends at the end of the turn (「ターン終了時まで」)', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { hand: ['封じ'], battlefield: ['見張り'], energy: 1, main: DECK },
      p1: { main: DECK },
    });
    const mine = on(g, '見張り', 0);
    play(g, '封じ', [mine]);
    expect(canActivate(g, mine)).toBe(false);
    const copy = deserialize(serialize(g), g.defs);
    expect(canActivate(copy, mine)).toBe(false);
    endTurn(g);
    endTurn(g);
    expect(canActivate(g, mine)).toBe(true);
  });
});
