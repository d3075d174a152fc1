// HF-11 Carnage (000 ■カルネージ; 001 カルネージ): the extra draw and carnage costs.
import { describe, expect, it } from 'vitest';
import { IllegalActionError } from '../../src/engine/index.js';
import { SPARK } from '../helpers/cards.js';
import { events } from '../helpers/events.js';
import { fixtureCards } from '../helpers/fixtureCards.js';
import { act, apply, cardId, chooseMost, legalActions, makeGame, passAll } from '../helpers/harness.js';
import { nameOf, ofType } from '../helpers/lookup.js';

// 迷い (「…1枚引いてもよい。」) and 血の魔導士 ([カルネージ2]：1 damage; [1][カルネージ1]：draw).
const CARDS = [SPARK, ...fixtureCards('hf11-carnage').all];

describe('HF-11.1 extra draw', () => {
  it('HF-11.1 in the main phase: a damage-field card (face up or down) to the trash, draw 1', () => {
    const g = makeGame({
      p0: { main: ['学徒', '業火'], damageField: [{ name: '鼓舞', faceUp: true }, '炎の剣'] },
    });
    const up = cardId(g, '鼓舞', 0);
    const down = cardId(g, '炎の剣', 0);
    expect(g.state.cards[up].faceUp).toBe(true);
    expect(g.state.cards[down].faceUp).toBe(false);
    expect(ofType(g, 'extraDraw').map((a) => (a.type === 'extraDraw' ? a.card : -1))).toEqual([up, down]);
    act(g, { type: 'extraDraw', card: down });
    const p = g.state.players[0];
    expect(p.damageField).toEqual([up]);
    expect(p.trash).toEqual([down]);
    expect(p.hand.map((id) => nameOf(g, id))).toEqual(['学徒']);
    act(g, { type: 'extraDraw', card: up });
    expect(p.damageField).toEqual([]);
    expect(p.trash).toEqual([down, up]);
    expect(p.hand.map((id) => nameOf(g, id))).toEqual(['学徒', '業火']);
    // HF-7.10: it opens no window and the main phase goes on
    expect(events(g, 'windowOpen')).toEqual([]);
    expect(events(g, 'extraDraw')).toHaveLength(2);
    expect(g.state.pending).toEqual({ kind: 'main', player: 0 });
    expect(ofType(g, 'extraDraw')).toEqual([]);
  });

  it('HF-11.1 the holder of a window may extra-draw; the window stays theirs and nothing passes', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { hand: ['火花'] },
      p1: { damageField: ['鼓舞'], main: ['学徒'], guard: ['バニラ'] },
    });
    act(g, { type: 'play', card: cardId(g, '火花', 0) });
    expect(g.state.pending).toEqual({ kind: 'window', player: 1 });
    const window = { ...g.state.window };
    act(g, { type: 'extraDraw', player: 1, card: cardId(g, '鼓舞', 1) });
    expect(g.state.pending).toEqual({ kind: 'window', player: 1 });
    expect(g.state.window).toEqual(window);
    expect(g.state.chain).toHaveLength(1);
    expect(g.state.players[1].hand.map((id) => nameOf(g, id))).toEqual(['学徒']);
    expect(events(g, 'pass')).toEqual([]);
    passAll(g);
    expect(g.state.players[1].damageField).toHaveLength(1); // 火花 resolved afterwards
  });

  it('HF-11.1 the attacked player may extra-draw when choosing whether to defend', () => {
    const g = makeGame({
      p0: { battlefield: ['学徒'] },
      p1: { battlefield: ['見張りの騎士'], damageField: ['鼓舞'], main: ['業火'] },
    });
    act(g, { type: 'attack', attacker: cardId(g, '学徒', 0), target: { player: 1 } });
    passAll(g);
    expect(g.state.pending).toEqual({ kind: 'defense', player: 1 });
    act(g, { type: 'extraDraw', card: cardId(g, '鼓舞', 1) });
    expect(g.state.pending).toEqual({ kind: 'defense', player: 1 });
    expect(g.state.players[1].hand.map((id) => nameOf(g, id))).toEqual(['業火']);
  });

  it('HF-11.1 not in the middle of an effect’s resolution (damage, mayDo, reload choices)', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { hand: ['迷い', '火花'], damageField: ['鼓舞'] },
      p1: { guard: ['バニラ', 'バニラ'] },
    });
    act(g, { type: 'play', card: cardId(g, '迷い', 0) });
    passAll(g);
    expect(g.state.pending).toEqual({ kind: 'mayDo', player: 0 });
    expect(ofType(g, 'extraDraw')).toEqual([]);
    const dmg = cardId(g, '鼓舞', 0);
    expect(() => apply(g, { type: 'extraDraw', player: 0, card: dmg })).toThrow(IllegalActionError);
    expect(g.state.players[0].damageField).toEqual([dmg]);
    act(g, { type: 'mayDo', accept: false });
    expect(ofType(g, 'extraDraw')).toHaveLength(1); // back in the main phase

    const g2 = makeGame({
      cards: CARDS,
      p0: { hand: ['火花'] },
      p1: { guard: ['バニラ', 'バニラ'], damageField: ['鼓舞'] },
    });
    act(g2, { type: 'play', card: cardId(g2, '火花', 0) });
    passAll(g2);
    expect(g2.state.pending).toMatchObject({ kind: 'damage', player: 1 });
    expect(ofType(g2, 'extraDraw')).toEqual([]);

    const g3 = makeGame({
      cards: CARDS,
      p0: { hand: ['迷い'], mainCount: 0, trash: ['学徒'], damageField: ['鼓舞'] },
    });
    act(g3, { type: 'play', card: cardId(g3, '迷い', 0) });
    passAll(g3);
    act(g3, { type: 'mayDo', accept: true });
    expect(g3.state.pending).toMatchObject({ kind: 'reload', player: 0 });
    expect(ofType(g3, 'extraDraw')).toEqual([]);
  });

  it('HF-11.1 an extra draw from an empty main deck reloads, shuffling in the card just put into the trash', () => {
    const g = makeGame({ p0: { mainCount: 0, damageField: ['鼓舞'], guard: ['バニラ', '炎の剣'] } });
    const dmg = cardId(g, '鼓舞', 0);
    act(g, { type: 'extraDraw', card: dmg });
    const p = g.state.players[0];
    expect(events(g, 'reload')).toEqual([{ type: 'reload', player: 0, placed: 2 }]);
    expect(p.hand).toEqual([dmg]);
    expect(p.trash).toEqual([]);
    expect(p.damageField).toHaveLength(2);
    expect(g.state.result).toBeNull();
  });

  it('HF-11.1 nothing to extra-draw with an empty damage field', () => {
    const g = makeGame({ p0: { battlefield: ['学徒'] } });
    expect(g.state.players[0].damageField).toEqual([]);
    expect(ofType(g, 'extraDraw')).toEqual([]);
  });
});

describe('HF-11.2 carnage cost', () => {
  it('HF-11.2 [カルネージ1] with one damage-field card pays it without a choice, then opens a window', () => {
    const g = makeGame({ p0: { battlefield: ['血の契約者'], energy: 3, damageField: ['鼓舞'] } });
    for (const id of g.state.players[0].energy) g.state.cards[id].sleep = true;
    const mage = cardId(g, '血の契約者', 0);
    const dmg = cardId(g, '鼓舞', 0);
    act(g, { type: 'activate', card: mage });
    expect(g.state.players[0].damageField).toEqual([]);
    expect(g.state.players[0].trash).toEqual([dmg]);
    expect(g.state.pending).toEqual({ kind: 'window', player: 1 });
    passAll(g);
    chooseMost(g); // the player takes both (「2枚まで」 is a choice: RULING HF-3.2)
    const active = g.state.players[0].energy.filter((id) => !g.state.cards[id].sleep);
    expect(active).toHaveLength(2); // エネルギーを2枚までアクティブにする
  });

  it('HF-11.2 with more damage-field cards than the cost, the player chooses which (payCost)', () => {
    const g = makeGame({
      p0: { battlefield: ['血の契約者'], damageField: ['鼓舞', { name: '炎の剣', faceUp: true }, '業火'] },
    });
    const mage = cardId(g, '血の契約者', 0);
    act(g, { type: 'activate', card: mage });
    expect(g.state.pending).toMatchObject({ kind: 'payCost', player: 0 });
    expect(g.state.chain).toEqual([]); // not declared until the cost is paid
    const options = legalActions(g).filter((a) => a.type === 'payCost');
    expect(options.map((a) => (a.type === 'payCost' ? a.card : -1))).toEqual(g.state.players[0].damageField);
    const sword = cardId(g, '炎の剣', 0);
    act(g, { type: 'payCost', card: sword });
    expect(g.state.players[0].trash).toEqual([sword]);
    expect(g.state.players[0].damageField.map((id) => nameOf(g, id))).toEqual(['鼓舞', '業火']);
    expect(g.state.pending).toEqual({ kind: 'window', player: 1 });
    expect(g.state.chain).toHaveLength(1);
  });

  it('HF-11.2 [カルネージ2] is paid card by card, one decision each', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { battlefield: ['血の魔導士'], damageField: ['鼓舞', '炎の剣', '業火'] },
      p1: { guard: ['バニラ'] },
    });
    const mage = cardId(g, '血の魔導士', 0);
    act(g, { type: 'activate', card: mage, ability: 'p0' });
    expect(g.state.pending).toMatchObject({ kind: 'payCost', player: 0 });
    act(g, { type: 'payCost', card: cardId(g, '業火', 0) });
    expect(g.state.pending).toMatchObject({ kind: 'payCost', player: 0 });
    expect(legalActions(g).filter((a) => a.type === 'payCost')).toHaveLength(2);
    act(g, { type: 'payCost', card: cardId(g, '鼓舞', 0) });
    expect(g.state.players[0].damageField.map((id) => nameOf(g, id))).toEqual(['炎の剣']);
    expect(g.state.players[0].trash.map((id) => nameOf(g, id))).toEqual(['業火', '鼓舞']);
    expect(g.state.pending).toEqual({ kind: 'window', player: 1 });
    passAll(g);
    expect(g.state.players[1].damageField).toHaveLength(1);
  });

  it('HF-11.2 [カルネージ2] with exactly 2 cards takes both; with 1 it cannot be used', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { battlefield: ['血の魔導士'], damageField: ['鼓舞', '炎の剣'] },
    });
    const mage = cardId(g, '血の魔導士', 0);
    act(g, { type: 'activate', card: mage, ability: 'p0' });
    expect(g.state.players[0].damageField).toEqual([]);
    expect(g.state.players[0].trash).toHaveLength(2);
    expect(g.state.pending).toEqual({ kind: 'window', player: 1 });

    const g2 = makeGame({
      cards: CARDS,
      p0: { battlefield: ['血の魔導士'], damageField: ['鼓舞'], energy: 1 },
    });
    const abilities = legalActions(g2).flatMap((a) => (a.type === 'activate' ? [a.ability] : []));
    expect(abilities).toEqual(['p1']); // only [1][カルネージ1]
  });

  it('HF-11.2 a carnage cost cannot be paid from an empty damage field; combined costs need both', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { battlefield: ['血の契約者', '血の魔導士'], energy: 0, damageField: [] },
    });
    expect(legalActions(g).filter((a) => a.type === 'activate')).toEqual([]);
    const g2 = makeGame({
      cards: CARDS,
      p0: { battlefield: ['血の魔導士'], energy: 0, damageField: ['鼓舞'] },
    });
    expect(legalActions(g2).filter((a) => a.type === 'activate')).toEqual([]); // [1] unpaid
    const g3 = makeGame({
      cards: CARDS,
      p0: { battlefield: ['血の魔導士'], energy: 1, damageField: ['鼓舞'] },
    });
    act(g3, { type: 'activate', card: cardId(g3, '血の魔導士', 0), ability: 'p1' });
    expect(g3.state.players[0].damageField).toEqual([]);
    expect(g3.state.players[0].energy.every((id) => g3.state.cards[id].sleep)).toBe(true);
  });

  it('HF-11.2 carnage may be paid in a window held by the player', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { hand: ['火花'] },
      p1: { battlefield: ['血の契約者'], damageField: ['鼓舞', '炎の剣'], guard: ['バニラ'] },
    });
    act(g, { type: 'play', card: cardId(g, '火花', 0) });
    act(g, { type: 'activate', player: 1, card: cardId(g, '血の契約者', 1) });
    expect(g.state.pending).toMatchObject({ kind: 'payCost', player: 1 });
    act(g, { type: 'payCost', card: cardId(g, '炎の剣', 1) });
    expect(g.state.pending).toEqual({ kind: 'window', player: 0 });
    expect(g.state.chain.map((i) => i.kind)).toEqual(['play', 'ability']);
  });
});
