// fixj: blind rules judges found these accepted cards doing something other than their text says; each is
// fixed at its cause and played here (cards: test/fixtures/fixj-judged.hf; RULINGs in docs/engine.md).
import { describe, expect, it } from 'vitest';
import { explainCard, renderExplanation } from '../../src/explain/index.js';
import { fixtureCards } from '../helpers/fixtureCards.js';
import { act, makeGame, passAll } from '../helpers/harness.js';
import { activeEnergies, ofType, onBattlefield } from '../helpers/lookup.js';

const FIX = fixtureCards('fixj-judged');
const CARDS = FIX.all;
type G = ReturnType<typeof makeGame>;
const nameOf = (g: G, id: number) => g.defs.get(g.state.cards[id].def)?.name;
const explain = (name: string) => renderExplanation(explainCard(FIX.card(name), 'ja'));

function play(g: G, name: string, targets: number[] = []): void {
  const id = g.state.players[0].hand.find((c) => nameOf(g, c) === name);
  if (id === undefined) throw new Error(`${name} is not in hand`);
  act(g, { type: 'play', card: id, targets });
  passAll(g);
}

describe('fixj: 「スリープのエネルギーを1枚選び、アクティブにする」', () => {
  it('HF-3.2 exactly one sleeping energy is made active, and explain says sleeping and not 「まで」', () => {
    const g = makeGame({ cards: CARDS, p0: { battlefield: ['火夫'], energy: 3 } });
    for (const id of g.state.players[0].energy.slice(0, 2)) g.state.cards[id].sleep = true;
    expect(activeEnergies(g, 0)).toBe(1);
    act(g, { type: 'activate', card: onBattlefield(g, '火夫', 0), ability: 'p0', targets: [] });
    passAll(g);
    expect(activeEnergies(g, 0)).toBe(2);
    const text = explain('火夫');
    expect(text).toContain('スリープ状態のエネルギーを1枚アクティブにする');
    expect(text).toContain('0枚にはできない');
    expect(text).not.toContain('1枚までアクティブ');
  });
});

describe('fixj: 「…が戦場からあなたの手札に戻るたび」', () => {
  it("HF-12.1 a character you own returning to your hand triggers; one you control but do not own does not (000: it goes to its owner's hand)", () => {
    const g = makeGame({
      cards: CARDS,
      p0: { hand: ['押し戻し', '押し戻し'], battlefield: ['紙の鳳凰', '紙人形'] },
      p1: { battlefield: ['紙人形'] },
    });
    const mine = onBattlefield(g, '紙人形', 0);
    const borrowed = onBattlefield(g, '紙人形', 1);
    g.state.cards[borrowed].controller = 0; // as after a control change (000 ■戦場とカードのプレイヤー)
    const hand = () => g.state.players[0].hand.length;
    const before = hand();
    play(g, '押し戻し', [borrowed]);
    expect(g.state.cards[borrowed].zone).toBe('hand');
    expect(g.state.players[1].hand).toContain(borrowed);
    expect(hand()).toBe(before - 1); // no draw: it went to its owner's hand, not yours
    play(g, '押し戻し', [mine]);
    expect(hand()).toBe(before - 2 + 1 + 1); // the doll back, and one card drawn
    expect(explain('紙の鳳凰')).toContain('戦場からあなたの手札に戻った時（持ち主があなたのカードだけ');
  });
});

describe('fixj: 「…を裏向きでガードデッキに加える」', () => {
  it('000 ■ガードデッキ a revealed (face-up) damage-field card goes back face down, and explain says 裏向きで', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { hand: ['錬成'], damageField: [{ name: '紙人形', faceUp: true }] },
    });
    const doll = g.state.players[0].damageField[0];
    expect(g.state.cards[doll].faceUp).toBe(true);
    play(g, '錬成');
    if (g.state.pending?.kind !== 'main') {
      act(g, { type: 'choose', card: doll });
      passAll(g);
    }
    expect(g.state.cards[doll].zone).toBe('guardDeck');
    expect(g.state.cards[doll].faceUp).toBe(false);
    expect(explain('錬成')).toContain('それを裏向きで持ち主のガードデッキに加える');
  });
});

describe('fixj: 「1ターンに1回」 on an ability a set card gives (RULING HF-12.8)', () => {
  it('HF-12.8 counted per set card: two on one character give two uses a turn, and explain says so', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['発条', '発条'], battlefield: ['紙人形'], energy: 4 } });
    const doll = onBattlefield(g, '紙人形', 0);
    play(g, '発条', [doll]);
    play(g, '発条', [doll]);
    expect(g.state.cards[doll].attachments).toHaveLength(2);
    const uses = () =>
      ofType(g, 'activate').filter(
        (a) => a.card === doll || g.state.cards[doll].attachments.includes(a.card),
      );
    for (let i = 0; i < 2; i++) {
      g.state.cards[doll].sleep = true;
      const use = uses()[0];
      expect(use).toBeDefined();
      act(g, use);
      passAll(g);
      expect(g.state.cards[doll].sleep).toBe(false);
    }
    g.state.cards[doll].sleep = true;
    expect(uses()).toEqual([]);
    expect(explain('発条')).toContain('セットカード1枚ごとに数える');
    expect(explain('発条')).toContain('キャラクターごとに1回ではない');
  });
});

describe('fixj: 「そうした場合、…。その後、…」', () => {
  it('HF-5.7 explain says every later part is skipped when the first one was not done, not only the next', () => {
    const lines = explain('逆さ吊り').split('\n');
    const discard = lines.findIndex((l) => l.includes('トラッシュに置く'));
    expect(discard).toBeGreaterThan(0);
    expect(lines.slice(discard).join('\n')).toContain(
      '1つ目の部分が行えなかった場合（例：カードがもう戦場にない）、そこで処理が終わり、この部分も行われない',
    );
  });
});
