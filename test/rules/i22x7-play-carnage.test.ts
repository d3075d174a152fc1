// Issue 22 (i22x7): 「このカードは、エネルギーコストに加えてカルネージ1を支払わなければプレイできない」 — carnage paid on top
// of the energy cost whenever the card is played, from the hand or the guard deck (HF-5.2, HF-5.3, HF-11.2; RULING
// 「プレイの追加のカルネージ」, docs/engine.md).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { printFile } from '../../codegen/dsl/print/file.js';
import { parse } from '../dsl/helpers.js';
import { fixtureCards } from '../helpers/fixtureCards.js';
import { act, cardId, makeGame, passAll } from '../helpers/harness.js';
import { activeEnergies, ofType, zoneOf } from '../helpers/lookup.js';

const FIXTURE = 'test/fixtures/i22x7-play-carnage.hf';
const CARDS = fixtureCards('i22x7-play-carnage').all;

describe('carnage on top of the energy cost (i22x7)', () => {
  it('HF-11.2: with no damage-field card it cannot be played', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['ツケ払い'], energy: 1 } });
    const tab = cardId(g, 'ツケ払い', 0);
    expect(ofType(g, 'play').some((a) => a.card === tab)).toBe(false);
  });

  it('HF-5.3, HF-11.2: the energy, then one damage-field card the player chooses; then it resolves', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['ツケ払い'], energy: 1, damageField: ['赤', '赤'] } });
    const tab = cardId(g, 'ツケ払い', 0);
    const hand = g.state.players[0].hand.length;
    act(g, { type: 'play', card: tab });
    expect(g.state.pending).toMatchObject({ kind: 'payCost', player: 0 });
    const paid = g.state.players[0].damageField[1];
    act(g, { type: 'payCost', card: paid });
    expect(zoneOf(g, paid)).toBe('trash');
    expect(g.state.players[0].damageField).toHaveLength(1);
    passAll(g);
    expect(zoneOf(g, tab)).toBe('trash');
    expect(g.state.players[0].hand.length).toBe(hand - 1 + 1); // played it, drew one
  });

  it('「このカードをプレイする際、追加でカルネージ2を支払う」: both the energy and two damage-field cards, from the guard deck too', () => {
    const short = makeGame({ cards: CARDS, p0: { hand: ['重い一撃'], energy: 1, damageField: ['赤'] } });
    expect(ofType(short, 'play').some((a) => a.card === cardId(short, '重い一撃', 0))).toBe(false);
    const g = makeGame({ cards: CARDS, p0: { guard: ['重い一撃'], energy: 1, damageField: ['赤', '赤'] } });
    const blow = cardId(g, '重い一撃', 0);
    const hand = g.state.players[0].hand.length;
    act(g, { type: 'play', card: blow });
    expect(activeEnergies(g, 0)).toBe(0);
    expect(g.state.players[0].damageField).toHaveLength(0); // exactly two: nothing to choose
    passAll(g);
    expect(g.state.players[0].hand.length).toBe(hand + 2);
    expect(zoneOf(g, blow)).toBe('trash');
  });

  it('hflux fmt prints the canonical line and reads it again the same', () => {
    const printed = printFile(parse(readFileSync(FIXTURE, 'utf8'), FIXTURE).ir);
    expect(printed).toContain(
      'このカードは、エネルギーコストに加えてカルネージ1を支払わなければプレイできない。',
    );
    expect(printed).toContain(
      'このカードは、エネルギーコストに加えてカルネージ2を支払わなければプレイできない。',
    );
    expect(printFile(parse(printed, FIXTURE).ir)).toBe(printed);
  });
});
