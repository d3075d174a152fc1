// Issue 22 (helper i22h): 「このキャラクターのプレイヤー」 in triggers and effects of set cards and characters, and
// 「…のパワーを、ゲーム終了時まで-1000する」, played in the engine (test/fixtures/i22h.hf; rows in
// codegen/dsl/designerWordsI22h.ts; 000 ■戦場とカードのプレイヤー, RULING HF-4.4 in docs/engine.md).
import { describe, expect, it } from 'vitest';
import { fixtureCards } from '../helpers/fixtureCards.js';
import { endTurn } from '../helpers/flow.js';
import { act, cardId, makeGame, passAll, power } from '../helpers/harness.js';
import { onBattlefield } from '../helpers/lookup.js';

const CARDS = fixtureCards('i22h').all;
type G = ReturnType<typeof makeGame>;
const nameOf = (g: G, id: number) => g.defs.get(g.state.cards[id].def)?.name;

function play(g: G, name: string, targets: number[] = []): void {
  const id = g.state.players[g.state.turnPlayer].hand.find((c) => nameOf(g, c) === name);
  if (id === undefined) throw new Error(`${name} is not in hand`);
  act(g, { type: 'play', card: id, targets });
  passAll(g);
}

describe('the player of a card in triggers (issue 22, i22h)', () => {
  it("000 ■戦場とカードのプレイヤー 「このキャラクターのプレイヤーのアクティブフェイズ終了時」 on a set card: its host's controller's phase; 「ゲーム終了時まで」 outlasts the set card (HF-4.4, HF-5.7)", () => {
    const g = makeGame({
      cards: CARDS,
      p0: { hand: ['呪い釘'], energy: 2 },
      p1: { battlefield: ['巨人'], hand: ['剥がし'] },
    });
    const giant = onBattlefield(g, '巨人', 1);
    play(g, '呪い釘', [giant]);
    expect(power(g, giant)).toBe(4000); // the set card's -1000
    endTurn(g); // player 1's active phase ends: the host's controller's
    expect(power(g, giant)).toBe(3000);
    const nail = cardId(g, '呪い釘', 0);
    play(g, '剥がし', [nail]);
    expect(g.state.cards[nail].zone).toBe('trash');
    expect(power(g, giant)).toBe(4000); // the set card's -1000 is gone, the lasting -1000 stays
    endTurn(g); // player 0's active phase: not the host's controller's (and the set card is gone)
    expect(power(g, giant)).toBe(4000);
  });

  it('「このキャラクターのプレイヤーのメインフェイズ開始時」 on a character is 「あなたのメインフェイズ開始時」', () => {
    const g = makeGame({ cards: CARDS, p0: { battlefield: ['朝番'] } });
    const mine = g.state.players[0].hand.length;
    const theirs = g.state.players[1].hand.length;
    endTurn(g); // player 1's turn: their draw phase only
    expect(g.state.players[0].hand.length).toBe(mine);
    expect(g.state.players[1].hand.length).toBe(theirs + 1);
    endTurn(g); // player 0's turn: draw phase and the main-phase trigger
    expect(g.state.players[0].hand.length).toBe(mine + 2);
  });
});

describe('the player of a card as the one dealt damage (issue 22, i22h)', () => {
  it("HF-9.1 「このキャラクターのプレイヤーは自分に1ダメージを与える」 on a set card: the host's controller is dealt it, not the set card's player", () => {
    const g = makeGame({
      cards: CARDS,
      p0: { hand: ['血化粧'], energy: 2 },
      p1: { battlefield: ['巨人'] },
    });
    const giant = onBattlefield(g, '巨人', 1);
    play(g, '血化粧', [giant]);
    endTurn(g);
    act(g, { type: 'attack', attacker: giant, target: { player: 0 } });
    passAll(g);
    // the attack trigger resolved: player 1 (the host's controller) takes the 1 damage, player 0 nothing yet
    expect(g.state.pending).toMatchObject({ kind: 'damage', player: 1 });
    act(g, { type: 'takeDamage' });
    expect(g.state.players[1].damageField.length).toBe(1);
    expect(g.state.players[0].damageField.length).toBe(0);
  });
});
