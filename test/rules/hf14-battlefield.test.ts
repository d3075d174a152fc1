// HF-14 Battlefield specifics (000 ■戦場とカードのプレイヤー, ■戦場の裏向きのカード).
import { describe, expect, it } from 'vitest';
import { IllegalActionError, apply, view } from '../../src/engine/index.js';
import { isCharacter, keywordCount, kindOf, traitsOf } from '../../src/engine/query.js';
import { fixtureCards } from '../helpers/fixtureCards.js';
import { act, legalActions, makeGame, passAll, power } from '../helpers/harness.js';
import { inHand, nameOf, onBattlefield } from '../helpers/lookup.js';

// 影分身 (a face-down 「影」), 影纏い (a face-down set card 「影の鎧」), 帰還 (bounce to the owner's hand).
const CARDS = fixtureCards('hf14-battlefield').all;

describe('HF-14.1 only the controller acts with a character', () => {
  it('HF-14.1 attacks, defenses and activated abilities are offered only for the player’s own characters', () => {
    const g = makeGame({
      p0: { battlefield: ['紅蓮の剣士', '砲術士'], energy: 1 },
      p1: { battlefield: ['見張りの騎士', '砲術士'], energy: 1 },
    });
    const [mine, myGunner] = [onBattlefield(g, '紅蓮の剣士', 0), onBattlefield(g, '砲術士', 0)];
    const [theirs, theirGunner] = [onBattlefield(g, '見張りの騎士', 1), onBattlefield(g, '砲術士', 1)];
    const acts = legalActions(g);
    const attackers = new Set(acts.flatMap((a) => (a.type === 'attack' ? [a.attacker] : [])));
    expect([...attackers].sort()).toEqual([mine, myGunner].sort());
    expect(
      new Set(acts.filter((a) => a.type === 'activate').map((a) => (a as { card: number }).card)),
    ).toEqual(new Set([myGunner]));
    try {
      apply(g, { type: 'attack', player: 0, attacker: theirs, target: { player: 1 } });
      throw new Error('should be illegal');
    } catch (e) {
      expect(e).toBeInstanceOf(IllegalActionError);
      expect((e as IllegalActionError).rule).toBe('HF-14.1');
    }
    // The control rule refuses it (not HF-12.4's costs): only the controller uses its activated abilities.
    const useTheirs = () =>
      apply(g, {
        type: 'activate',
        player: 0,
        card: theirGunner,
        ability: 'p0',
        targets: [mine],
        x: 1,
        useMarker: false,
      });
    expect(useTheirs).toThrow(IllegalActionError);
    try {
      useTheirs();
    } catch (e) {
      expect((e as IllegalActionError).rule).toBe('HF-14.1');
    }
    act(g, { type: 'attack', attacker: mine, target: { player: 1 } });
    passAll(g);
    // Only p1's own active characters may defend; p0's active 砲術士 is not offered.
    expect(g.state.pending).toEqual({ kind: 'defense', player: 1 });
    const defenders = legalActions(g).flatMap((a) =>
      a.type === 'defend' && a.defender !== null ? [a.defender] : [],
    );
    expect(defenders.sort()).toEqual([theirs, theirGunner].sort());
  });

  it('HF-14.1 "your character" means a character you control', () => {
    const g = makeGame({
      p0: { hand: ['鼓舞'], battlefield: ['紅蓮の剣士'], energy: 1 },
      p1: { battlefield: ['学徒'] },
    });
    const targets = legalActions(g).flatMap((a) =>
      a.type === 'play' && nameOf(g, a.card) === '鼓舞' ? a.targets : [],
    );
    expect(targets).toEqual([onBattlefield(g, '紅蓮の剣士', 0)]);
  });
});

describe('HF-14.2 control changes, the owner never does', () => {
  it('HF-14.2 after "make it your character" only the new controller acts with it; it goes to its owner’s trash', () => {
    const g = makeGame({
      p0: { hand: ['洗脳', '業火'], energy: 7 },
      p1: {
        battlefield: ['砲術士', { name: '学徒', sleep: true }],
        hand: ['鼓舞'],
        energy: 2,
        marker: false,
      },
    });
    const gunner = onBattlefield(g, '砲術士', 1);
    const student = onBattlefield(g, '学徒', 1);
    act(g, { type: 'play', card: inHand(g, '洗脳', 0), targets: [gunner] });
    passAll(g);
    expect(g.state.cards[gunner].controller).toBe(0);
    expect(g.state.cards[gunner].owner).toBe(1);
    expect(g.state.log).toContainEqual({ type: 'controlChange', card: gunner, from: 1, to: 0 });
    // The new controller attacks and uses its ability; its "opponent" is now p1.
    expect(legalActions(g).some((a) => a.type === 'attack' && a.attacker === gunner)).toBe(true);
    act(g, { type: 'activate', card: gunner, targets: [student] });
    // The owner, holding the window, can neither use its ability nor target it as "your character".
    expect(g.state.pending).toEqual({ kind: 'window', player: 1 });
    expect(legalActions(g).some((a) => a.type === 'activate')).toBe(false);
    const buffTargets = legalActions(g).flatMap((a) =>
      a.type === 'play' && nameOf(g, a.card) === '鼓舞' ? a.targets : [],
    );
    expect(buffTargets).not.toContain(gunner);
    passAll(g);
    expect(g.state.cards[student].zone).toBe('trash');
    act(g, { type: 'play', card: inHand(g, '業火', 0), targets: [gunner] });
    passAll(g);
    expect(g.state.players[1].trash).toContain(gunner);
    expect(g.state.players[0].trash).not.toContain(gunner);
    expect(g.state.cards[gunner].controller).toBe(1);
  });

  it('HF-14.2 the original owner cannot defend with a character it no longer controls', () => {
    const g = makeGame({
      p0: { hand: ['洗脳'], battlefield: ['紅蓮の剣士'], energy: 4 },
      p1: { battlefield: ['見張りの騎士', '学徒'] },
    });
    const knight = onBattlefield(g, '見張りの騎士', 1);
    act(g, { type: 'play', card: inHand(g, '洗脳', 0), targets: [knight] });
    passAll(g);
    act(g, { type: 'attack', attacker: onBattlefield(g, '紅蓮の剣士', 0), target: { player: 1 } });
    passAll(g);
    expect(g.state.pending).toEqual({ kind: 'defense', player: 1 });
    const defenders = legalActions(g).flatMap((a) =>
      a.type === 'defend' && a.defender !== null ? [a.defender] : [],
    );
    expect(defenders).toEqual([onBattlefield(g, '学徒', 1)]);
  });
});

describe('HF-14.3 face-down cards on the battlefield', () => {
  it('HF-14.3 a face-down character is what the effect defines; leaving the battlefield it is the original card again', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { hand: ['影分身'], main: ['学徒'] },
      p1: { hand: ['業火'], energy: 2, marker: false },
    });
    const top = g.state.players[0].mainDeck[0];
    expect(nameOf(g, top)).toBe('学徒');
    act(g, { type: 'play', card: inHand(g, '影分身', 0) });
    passAll(g);
    expect(g.state.cards[top].zone).toBe('battlefield');
    expect(g.state.cards[top].faceUp).toBe(false);
    expect(g.state.log).toContainEqual({ type: 'enter', card: top, controller: 0, faceDown: true });
    expect(isCharacter(g, top)).toBe(true);
    expect(power(g, top)).toBe(2000);
    expect(traitsOf(g, top)).toEqual(['影']);
    // 学徒's own "when this enters, draw 1" is not part of the definition.
    expect(g.state.players[0].hand).toEqual([]);
    expect(legalActions(g).some((a) => a.type === 'attack' && a.attacker === top)).toBe(true);
    // The opponent sees what the effect defines, never the face.
    const theirs = view(g, 1).battlefield.find((c) => 'id' in c && c.id === top);
    expect(theirs).toMatchObject({ name: '影', def: '' });
    expect(theirs).toMatchObject({
      faceDown: { name: '影', kind: 'character', power: 2000, traits: ['影'] },
    });
    expect(JSON.stringify(theirs)).not.toContain('学徒');
    // Destroyed: it is the original card in the trash.
    act(g, { type: 'endMain' });
    act(g, { type: 'play', card: inHand(g, '業火', 1), targets: [top] });
    act(g, { type: 'pass' });
    act(g, { type: 'pass' });
    expect(g.state.cards[top].zone).toBe('trash');
    expect(g.state.cards[top].faceUp).toBe(true);
    expect(g.state.cards[top].faceDown).toBeNull();
    expect(power(g, top)).toBe(1000);
    expect(traitsOf(g, top)).toEqual(['発現者']);
  });

  it('HF-14.3 a face-down card returned to the hand is the original card', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['影分身', '帰還'], main: ['紅蓮の剣士'] } });
    const top = g.state.players[0].mainDeck[0];
    act(g, { type: 'play', card: inHand(g, '影分身', 0) });
    passAll(g);
    expect(kindOf(g, top)).toBe('character');
    act(g, { type: 'play', card: inHand(g, '帰還', 0), targets: [top] });
    passAll(g);
    expect(g.state.cards[top].zone).toBe('hand');
    expect(g.state.cards[top].faceDown).toBeNull();
    expect(legalActions(g).some((a) => a.type === 'play' && a.card === top)).toBe(false); // cost 2, no energy: a real 紅蓮の剣士
    expect(power(g, top)).toBe(3000);
  });

  it('HF-14.3 a face-down set card gives only its definition; when its host leaves it is the original card in the trash', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { hand: ['影纏い'], battlefield: ['紅蓮の剣士'], main: ['炎の剣'] },
      p1: { hand: ['断罪'], energy: 3, marker: false },
    });
    const host = onBattlefield(g, '紅蓮の剣士', 0);
    const top = g.state.players[0].mainDeck[0];
    act(g, { type: 'play', card: inHand(g, '影纏い', 0), targets: [host] });
    passAll(g);
    expect(g.state.cards[host].attachments).toEqual([top]);
    expect(g.state.cards[top].zone).toBe('attached');
    expect(g.state.cards[top].faceUp).toBe(false);
    expect(power(g, host)).toBe(3500); // the definition's +500, not 炎の剣's printed +1000
    expect(traitsOf(g, host)).toContain('鎧');
    expect(traitsOf(g, host)).not.toContain('武器'); // 炎の剣's real traits
    expect(keywordCount(g, host, 'pierce')).toBe(0); // 炎の剣's real 【貫通】 is not given
    act(g, { type: 'endMain' });
    act(g, { type: 'play', card: inHand(g, '断罪', 1), targets: [host] });
    act(g, { type: 'pass' });
    act(g, { type: 'pass' });
    expect(g.state.cards[host].zone).toBe('trash');
    expect(g.state.cards[top].zone).toBe('trash');
    expect(g.state.cards[top].faceDown).toBeNull();
    expect(g.state.cards[top].faceUp).toBe(true);
    expect(nameOf(g, top)).toBe('炎の剣');
  });

  it('HF-14.3 with an empty main deck nothing is put face down (and there is no reload)', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['影分身'], mainCount: 0 } });
    act(g, { type: 'play', card: inHand(g, '影分身', 0) });
    passAll(g);
    expect(g.state.battlefield).toEqual([]);
    expect(g.state.log.some((e) => e.type === 'enter' || e.type === 'reload')).toBe(false);
    expect(g.state.pending).toEqual({ kind: 'main', player: 0 });
  });
});
