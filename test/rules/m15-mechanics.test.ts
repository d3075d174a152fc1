// Issue 22 (helper mech15): the play limit per card name (「このカード名のカードは1ターンに1枚しかプレイできない」), played
// in its designers' wordings (test/fixtures/m15-mechanics.hf; RULING «A play limit per card name», docs/engine.md).
import { describe, expect, it } from 'vitest';
import { explainIllegal } from '../../src/engine/explain.js';
import { deserialize, serialize } from '../../src/engine/index.js';
import { endTurn, inHand, play, settle } from '../helpers/corpusScenario.js';
import { fixtureCards } from '../helpers/fixtureCards.js';
import { act, legalActions, makeGame } from '../helpers/harness.js';
import { nameOf } from '../helpers/lookup.js';

const CARDS = fixtureCards('m15-mechanics').all;
type G = ReturnType<typeof makeGame>;
const DECK = Array.from({ length: 10 }, () => '火花');

/** The cards named `name` player `p` may play now. */
const playableCopies = (g: G, p: 0 | 1, name: string) =>
  new Set(
    legalActions(g).flatMap((a) =>
      a.type === 'play' && a.player === p && nameOf(g, a.card) === name ? [a.card] : [],
    ),
  ).size;

describe('the play limit per card name (HF-5.1, HF-5.3, mech15)', () => {
  it('HF-5.3 d51 狼煙: one a turn — the second copy is not offered after the first is played, and is again next turn', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { hand: ['狼煙', '狼煙', '火花'], energy: 3, main: DECK },
      p1: { main: DECK },
    });
    expect(playableCopies(g, 0, '狼煙')).toBe(2);
    play(g, '狼煙');
    expect(playableCopies(g, 0, '狼煙')).toBe(0);
    expect(playableCopies(g, 0, '火花')).toBe(2); // another name is not limited (one drawn by 狼煙)
    endTurn(g); // the opponent's turn
    endTurn(g); // yours again
    expect(playableCopies(g, 0, '狼煙')).toBe(1);
  });

  it('HF-5.1 a refused play says why, in Japanese, citing the card’s limit', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['狼煙', '狼煙'], energy: 2, main: DECK } });
    play(g, '狼煙');
    const second = inHand(g, 0, '狼煙');
    const why = explainIllegal(g, { type: 'play', player: 0, card: second, targets: [], useMarker: false });
    expect(why.message).toContain('このカード名のカードは、このターンにもう1枚プレイしています');
  });

  it('HF-5.3 the count is per player: the opponent’s copy is not limited by yours (in the window your play opens)', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { hand: ['狼煙'], energy: 1, main: DECK },
      p1: { hand: ['狼煙'], energy: 1, main: DECK },
    });
    act(g, { type: 'play', card: inHand(g, 0, '狼煙'), targets: [] });
    expect(g.state.pending).toMatchObject({ kind: 'window', player: 1 });
    expect(playableCopies(g, 1, '狼煙')).toBe(1);
    settle(g);
  });

  it('「同名カードは1ターンに2枚までしかプレイできない」: two a turn, not three', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['連弾', '連弾', '連弾'], main: DECK } });
    play(g, '連弾');
    expect(playableCopies(g, 0, '連弾')).toBe(2);
    play(g, '連弾');
    expect(playableCopies(g, 0, '連弾')).toBe(0);
  });

  it('HF-5.3 OCG 「…1枚しか発動できない」 on a character: the second copy cannot be played that turn', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['番兵', '番兵'], energy: 2, main: DECK } });
    play(g, '番兵');
    expect(playableCopies(g, 0, '番兵')).toBe(0);
  });

  it('HF-16 a save taken after the first play keeps the limit', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['狼煙', '狼煙'], energy: 2, main: DECK } });
    play(g, '狼煙');
    const copy = deserialize(serialize(g), g.defs);
    expect(playableCopies(copy, 0, '狼煙')).toBe(0);
  });
});
