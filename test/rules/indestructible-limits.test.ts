// HF-13.5 with both limits: 「…は、対戦相手の効果によるダメージで破壊されない」 (`by: 'opponentEffects'` and
// `cause: 'damage'` on one static): only lethal damage (HF-9.4) dealt by an effect of the opponent of the
// character's controller is prevented; that opponent's destroy effect, attack damage, the controller's own effect
// damage and power 0 (HF-9.5) still destroy. Cards: test/fixtures/indestructible-limits.hf.
import { describe, expect, it } from 'vitest';
import { explainLines } from '../../src/explain/lines.js';
import { fixtureCards } from '../helpers/fixtureCards.js';
import { endTurn } from '../helpers/flow.js';
import { act, makeGame, passAll } from '../helpers/harness.js';
import { inHand, onFieldNamed } from '../helpers/lookup.js';

const CARDS = fixtureCards('indestructible-limits');
type G = ReturnType<typeof makeGame>;

function cast(g: G, spell: string, target: number, p: 0 | 1 = 0) {
  act(g, { type: 'play', card: inHand(g, spell, p), targets: [target] });
  passAll(g);
}

describe('「対戦相手の効果によるダメージで破壊されない」 (HF-13.5, HF-9.4)', () => {
  it('lowers to one static with both limits', () => {
    const ability = CARDS.card('防波堤').abilities[0];
    expect(ability.kind === 'static' && ability.effects).toEqual([
      { kind: 'indestructible', affects: 'self', by: 'opponentEffects', cause: 'damage' },
    ]);
    // the printer says both limits again
    expect(ability.text).toBe('[自動]：このキャラクターは対戦相手の効果によるダメージで破壊されない。');
  });

  it('explain names both limits and what still destroys it', () => {
    const ja = explainLines(CARDS.card('防波堤')).join('\n');
    expect(ja).toContain('対戦相手の効果によるダメージでは破壊されない');
    expect(ja).toContain('破壊する効果、攻撃によるダメージやパワー0では破壊される');
  });

  const board = (p0Hand: string[], p1Hand: string[] = []) => {
    const g = makeGame({
      cards: CARDS.all,
      p0: { hand: p0Hand, energy: 3 },
      p1: { hand: p1Hand, battlefield: ['防波堤'], energy: 3 },
    });
    return { g, wall: onFieldNamed(g, '防波堤') };
  };

  it("lethal damage from the opponent's effect does not destroy it; the damage stays on it", () => {
    const { g, wall } = board(['水圧弾']);
    cast(g, '水圧弾', wall);
    expect(g.state.cards[wall].zone).toBe('battlefield');
    expect(g.state.cards[wall].damage).toBe(3000);
  });

  it("the opponent's destroy effect still destroys it (only damage is named)", () => {
    const { g, wall } = board(['圧壊']);
    cast(g, '圧壊', wall);
    expect(g.state.cards[wall].zone).toBe('trash');
  });

  it("its controller's own effect damage still destroys it (only the opponent's effects are named)", () => {
    const { g, wall } = board([], ['水圧弾']);
    endTurn(g);
    cast(g, '水圧弾', wall, 1);
    expect(g.state.cards[wall].zone).toBe('trash');
  });
});
