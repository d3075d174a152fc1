// Issue 22 (helper mech16): 「…は起動能力を使用できない」 — activated abilities that cannot be used for a while (HF-12.4),
// played in the corpus designers' wordings (test/fixtures/m16-mechanics.hf; RULING «Abilities that cannot be used»,
// docs/engine.md).
import { describe, expect, it } from 'vitest';
import { explainIllegal } from '../../src/engine/explain.js';
import { deserialize, serialize } from '../../src/engine/index.js';
import { abilitiesOf, hasKeyword } from '../../src/engine/query.js';
import {
  canActivate,
  cannotAttack,
  endTurn,
  handSize,
  inHand,
  on,
  play,
  settle,
} from '../helpers/corpusScenario.js';
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
    const why = explainIllegal(g, {
      type: 'activate',
      player: 0,
      card: mine,
      ability,
      targets: [],
      x: 0,
      useMarker: false,
    });
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

describe('abilities lost (RULING «Abilities lost», mech16)', () => {
  it('HF-13.5 d24 決定的証拠: the host loses its printed 【死殺】 while the set card is on it, and is destroyed by damage', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { hand: ['決定的証拠', '火矢'], energy: 3, main: DECK },
      p1: { battlefield: ['不死の騎士', '不死の騎士'], main: DECK },
    });
    const [knight, other] = [on(g, '不死の騎士', 1), on(g, '不死の騎士', 1, 1)];
    expect(hasKeyword(g, knight, 'deathless')).toBe(true);
    play(g, '決定的証拠', [knight]);
    expect(hasKeyword(g, knight, 'deathless')).toBe(false);
    expect(hasKeyword(g, other, 'deathless')).toBe(true); // only its host
    play(g, '火矢', [knight]); // 2000 power (5000 − 3000), 3000 damage
    expect(g.state.cards[knight].zone).toBe('trash');
  });

  it('HF-7.6 an activated ability whose source lost it before resolving fails (000 ■インタラプション l.295)', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { hand: ['火花', '沈黙'], main: DECK },
      p1: { battlefield: ['見張り'], energy: 1, main: DECK },
    });
    const watch = on(g, '見張り', 1);
    const before = handSize(g, 1);
    act(g, { type: 'play', card: inHand(g, 0, '火花'), targets: [] });
    act(g, { type: 'activate', player: 1, card: watch, targets: [] });
    act(g, { type: 'play', player: 0, card: inHand(g, 0, '沈黙'), targets: [watch] }); // resolves first
    settle(g);
    expect(handSize(g, 1)).toBe(before);
    const failed = g.state.log.find((e) => e.type === 'resolve' && e.item === 'ability' && e.card === watch);
    expect(failed).toMatchObject({ ok: false, why: 'HF-7.6 発生源が戦場を離れたか能力を失った' });
  });

  it('HF-12.3 HF-12.9 「ターン終了時まで、それは全ての能力を失う」: no abilities until the end of the turn; a keyword gained later is kept', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { hand: ['沈黙', '不死の祈り'], battlefield: ['見張り', '不死の騎士'], energy: 1, main: DECK },
      p1: { main: DECK },
    });
    const [watch, knight] = [on(g, '見張り', 0), on(g, '不死の騎士', 0)];
    play(g, '沈黙', [watch]);
    expect(canActivate(g, watch)).toBe(false);
    expect(abilitiesOf(g, watch)).toEqual([]);
    expect(hasKeyword(g, knight, 'deathless')).toBe(true); // only the target
    endTurn(g);
    endTurn(g);
    expect(canActivate(g, watch)).toBe(true);
  });

  it('HF-12.3 a lasting keyword gained after the loss is kept, one gained before is lost', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { hand: ['沈黙', '不死の祈り', '不死の祈り'], battlefield: ['見張り'], main: DECK },
      p1: { main: DECK },
    });
    const watch = on(g, '見張り', 0);
    play(g, '不死の祈り', [watch]);
    play(g, '沈黙', [watch]);
    expect(hasKeyword(g, watch, 'deathless')).toBe(false);
    play(g, '不死の祈り', [watch]);
    expect(hasKeyword(g, watch, 'deathless')).toBe(true);
  });
});
