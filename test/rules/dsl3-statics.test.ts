// Issue 22 point 3: continuous abilities, restrictions and cost changes as designers write them
// (test/fixtures/dsl3-statics.hf), played in the engine. Rulings: docs/engine.md.
import { describe, expect, it } from 'vitest';
import { playCost } from '../../src/engine/costs.js';
import { hasGrantFlag } from '../../src/engine/grantFlags.js';
import { moveCard } from '../../src/engine/zones.js';
import { fixtureCards } from '../helpers/fixtureCards.js';
import { endTurn } from '../helpers/flow.js';
import { act, makeGame, passAll, power } from '../helpers/harness.js';
import { inHand, ofType } from '../helpers/lookup.js';

const CARDS = fixtureCards('dsl3-statics').all;
type G = ReturnType<typeof makeGame>;
const nameOf = (g: G, id: number) => g.defs.get(g.state.cards[id].def)?.name;
const field = (g: G, name: string, n = 0) => {
  const id = g.state.battlefield.filter((c) => nameOf(g, c) === name)[n];
  if (id === undefined) throw new Error(`no ${name} on the battlefield`);
  return id;
};
/** Player `p` plays `name` from the hand with `targets`, and both players pass. */
function play(g: G, name: string, targets: number[] = [], p: 0 | 1 = 0): void {
  act(g, { type: 'play', card: inHand(g, name, p), targets });
  passAll(g);
}
const attacks = (g: G, attacker: number) => ofType(g, 'attack').filter((a) => a.attacker === attacker);

describe('cannot attack, cannot defend, cannot attack players (issue 22)', () => {
  it('HF-8.1 「このキャラクターは、相手プレイヤーに攻撃できない」: it may attack asleep characters only', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { battlefield: ['鈍足'] },
      p1: { battlefield: [{ name: '赤', sleep: true }] },
    });
    const slow = field(g, '鈍足');
    expect(attacks(g, slow).map((a) => a.target)).toEqual([{ card: field(g, '赤') }]);
  });

  it('HF-4.4 「[自動]：このキャラクターは攻撃を行えない」 on a set card: its host cannot attack while it is set', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['枷'] }, p1: { battlefield: ['青', '赤'] } });
    const blue = field(g, '青');
    play(g, '枷', [blue]);
    expect(g.state.cards[blue].attachments).toHaveLength(1);
    endTurn(g);
    expect(attacks(g, blue)).toEqual([]);
    expect(attacks(g, field(g, '赤'))).not.toEqual([]);
  });

  it('HF-4.4 a set card’s plain 「このカードがセットされているキャラクターは防御を行えない」 lasts only while it is set', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { hand: ['鎖', '破砕'], battlefield: ['鈍足'] },
      p1: { battlefield: ['赤'] },
    });
    const red = field(g, '赤');
    play(g, '鎖', [red]);
    const chain = g.state.cards[red].attachments[0];
    expect(g.defs.get(g.state.cards[chain].def)?.abilities[0]?.kind).toBe('static');
    expect(hasGrantFlag(g, red, 'cannotDefend')).toBe(true);
    const slow = field(g, '鈍足');
    expect(attacks(g, slow)).toEqual([]); // 赤 is active: no target but a player, and 鈍足 cannot attack players
    moveCard(g, chain, 'trash'); // the set card leaves: the restriction ends with it
    expect(g.state.cards[chain].zone).toBe('trash');
    expect(hasGrantFlag(g, red, 'cannotDefend')).toBe(false);
  });
});

describe('not becoming active (issue 22)', () => {
  it('HF-6.1 「セットされたキャラクターは、アクティブフェイズにアクティブにならない」: its host stays asleep', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { hand: ['水鎖'] },
      p1: { battlefield: [{ name: '赤', sleep: true }] },
    });
    const red = field(g, '赤');
    play(g, '水鎖', [red]);
    endTurn(g); // player 1's turn: their active phase
    expect(g.state.turnPlayer).toBe(1);
    expect(g.state.cards[red].sleep).toBe(true);
  });

  it('HF-6.1 HF-12.9 「次の相手のアクティブフェイズにアクティブにならない」: asleep through that phase, active in the one after', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['凍結'] }, p1: { battlefield: ['赤'] } });
    const red = field(g, '赤');
    play(g, '凍結', [red]);
    expect(g.state.cards[red].sleep).toBe(true);
    endTurn(g); // player 1's active phase: stays asleep
    expect(g.state.cards[red].sleep).toBe(true);
    expect(g.state.effects.some((e) => e.card === red)).toBe(false); // ended with that phase
    endTurn(g); // player 0's turn
    endTurn(g); // player 1's next active phase: it becomes active again
    expect(g.state.cards[red].sleep).toBe(false);
  });
});

describe('「相手の効果で破壊されない」 (issue 22)', () => {
  it('HF-13.5 RULING: the opponent’s destroy effect and the opponent’s effect damage do not destroy it', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { hand: ['加護', '破砕'] },
      p1: { hand: ['破砕', '火球'], battlefield: ['赤'] },
    });
    const red = field(g, '赤');
    play(g, '加護', [red]); // player 0 sets it on player 1's character: 相手 is player 0 (the host's opponent)
    play(g, '破砕', [red]); // player 0's destroy effect
    expect(g.state.cards[red].zone).toBe('battlefield');
    endTurn(g);
    play(g, '火球', [red], 1); // player 1's own effect: it is destroyed
    expect(g.state.cards[red].zone).toBe('trash');
  });

  it('HF-13.5 RULING: damage from an opponent’s effect does not destroy it; its controller’s own destroy effect does', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { hand: ['加護', '火球'], battlefield: ['赤'] },
      p1: { hand: ['火球'] },
    });
    const red = field(g, '赤');
    play(g, '加護', [red]);
    expect(power(g, red)).toBe(2000); // +1000, and no 《水霊》: no more
    endTurn(g);
    play(g, '火球', [red], 1);
    expect(g.state.cards[red].zone).toBe('battlefield');
    expect(g.state.cards[red].damage).toBe(5000);
  });

  it('HF-4.4 「セットされたキャラクターが《水霊》なら、さらにパワー+1000」', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['加護'], battlefield: ['青'] } });
    const blue = field(g, '青');
    play(g, '加護', [blue]);
    expect(power(g, blue)).toBe(4000);
  });
});

describe('continuous power (issue 22)', () => {
  it('HF-12.6 「このキャラクターにセットされているカード1枚につき+1000」 and a world set’s 「それにセットされているカード1枚につき」', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['枷', '鎖', '機屋'], battlefield: ['集積', '赤'] } });
    const pile = field(g, '集積');
    const red = field(g, '赤');
    play(g, '枷', [pile]);
    play(g, '鎖', [pile]);
    expect(power(g, pile)).toBe(1000 - 1000 + 2000);
    play(g, '機屋');
    expect(power(g, pile)).toBe(2000 + 2000);
    expect(power(g, red)).toBe(1000); // nothing set on it
  });

  it('HF-12.1 「あなたのターン中、相手のスリープのキャラクターは全て、パワー-1000」', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { battlefield: ['圧'] },
      p1: { battlefield: [{ name: '青', sleep: true }, '赤'] },
    });
    expect(power(g, field(g, '青'))).toBe(1000);
    expect(power(g, field(g, '赤'))).toBe(1000); // active: untouched
  });
});

describe('cost changes (issue 22)', () => {
  it('HF-5.12 「あなたがプレイする《水霊》のキャラクターカードは、コストが1少なくなる。でも、1より少なくはならない」', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['青', '赤', '大蛇'], battlefield: ['社'] } });
    expect(playCost(g, 0, inHand(g, '青', 0))).toBe(1);
    expect(playCost(g, 0, inHand(g, '赤', 0))).toBe(1); // no 《水霊》
    expect(playCost(g, 0, inHand(g, '大蛇', 0))).toBe(4);
  });

  it('HF-5.12 a card’s own cost in hand: 「あなたの戦場の《水霊》のキャラクター1体につき1少なくなる」', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['大蛇'], battlefield: ['青', '青', '赤'] } });
    expect(playCost(g, 0, inHand(g, '大蛇', 0))).toBe(3);
  });

  it('HF-5.12 RULING 「このターン、次にあなたがプレイする《水霊》のキャラクターカード」: one play uses it up', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['呼び水', '青', '青', '赤'], energy: 2 } });
    play(g, '呼び水');
    expect(playCost(g, 0, inHand(g, '赤', 0))).toBe(1); // no 《水霊》: unchanged
    expect(playCost(g, 0, inHand(g, '青', 0))).toBe(0);
    play(g, '青');
    expect(playCost(g, 0, inHand(g, '青', 0))).toBe(2);
  });

  it('HF-5.12 RULING: the next-play change is gone at the end of the turn', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['呼び水', '青'] } });
    play(g, '呼び水');
    endTurn(g);
    endTurn(g);
    expect(playCost(g, 0, inHand(g, '青', 0))).toBe(2);
  });

  it('HF-5.2 HF-5.12 「このカードは、ガードデッキからプレイする時、コストが1少なくなる」', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['備え'], guard: ['備え'] } });
    expect(playCost(g, 0, inHand(g, '備え', 0))).toBe(2);
    const inGuard = g.state.players[0].guardDeck.find((id) => nameOf(g, id) === '備え') ?? -1;
    expect(playCost(g, 0, inGuard)).toBe(1);
  });
});

describe('activated abilities’ cost (issue 22)', () => {
  it('HF-12.4 HF-5.12 「あなたの《水霊》のキャラクターは、起動能力のコストが1少なくなる」: [2] is paid with 1 energy', () => {
    const g = makeGame({ cards: CARDS, p0: { battlefield: ['汲み手'], energy: 1, marker: false } });
    const drawer = field(g, '汲み手');
    expect(ofType(g, 'activate').filter((a) => a.card === drawer)).toEqual([]);
    const h = makeGame({ cards: CARDS, p0: { battlefield: ['汲み手', '水車'], energy: 1, marker: false } });
    const d2 = field(h, '汲み手');
    const hand = h.state.players[0].hand.length;
    act(h, { type: 'activate', card: d2 });
    passAll(h);
    expect(h.state.players[0].hand.length).toBe(hand + 1);
    expect(h.state.players[0].energy.every((e) => h.state.cards[e].sleep)).toBe(true);
  });
});

describe('cards played from the guard deck (issue 22)', () => {
  it('HF-5.2 HF-5.12 「あなたがガードデッキからプレイするカードは、コストが1少なくなる」: not from the hand', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['青'], guard: ['青'], battlefield: ['守り札'] } });
    expect(playCost(g, 0, inHand(g, '青', 0))).toBe(2);
    const fromGuard = g.state.players[0].guardDeck.find((id) => nameOf(g, id) === '青') ?? -1;
    expect(playCost(g, 0, fromGuard)).toBe(1);
  });
});

describe('play restrictions (issue 22)', () => {
  it('HF-5.1 「このカードは、あなたのターン中にのみプレイできる」: not in a window of the opponent’s turn', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['奇襲'] }, p1: { hand: ['破砕'], battlefield: ['赤'] } });
    const surprise = inHand(g, '奇襲', 0);
    expect(ofType(g, 'play').some((a) => a.card === surprise)).toBe(true);
    endTurn(g);
    act(g, { type: 'play', card: inHand(g, '破砕', 1), targets: [field(g, '赤')] });
    expect(g.state.pending).toMatchObject({ kind: 'window', player: 0 });
    expect(ofType(g, 'play').some((a) => a.card === surprise)).toBe(false);
  });

  it('HF-5.1 「…がいる場合にのみプレイできる」', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['号令', '青'], energy: 2 } });
    const order = inHand(g, '号令', 0);
    expect(ofType(g, 'play').some((a) => a.card === order)).toBe(false);
    play(g, '青');
    expect(ofType(g, 'play').some((a) => a.card === order)).toBe(true);
  });
});
