// Issue 22 (helper i22n): wordings of the second blind round of designer sets, played in the engine
// (test/fixtures/i22n-train2.hf; rows in codegen/dsl/designerWordsTrain2.ts; RULINGs in docs/engine.md).
import { describe, expect, it } from 'vitest';
import { playCost } from '../../src/engine/costs.js';
import { deckConditionHolds } from '../../src/engine/setup.js';
import { fixtureCards } from '../helpers/fixtureCards.js';
import { endTurn } from '../helpers/flow.js';
import { act, apply, cardId, legalActions, makeGame, passAll, power } from '../helpers/harness.js';
import { ofType, onBattlefield } from '../helpers/lookup.js';

const CARDS = fixtureCards('i22n-train2').all;
type G = ReturnType<typeof makeGame>;
const hand = (g: G, p: 0 | 1) => g.state.players[p].hand.length;
const nameOf = (g: G, id: number) => g.defs.get(g.state.cards[id].def)?.name;

function play(g: G, name: string, targets: number[] = []): void {
  const id = g.state.players[0].hand.find((c) => nameOf(g, c) === name);
  if (id === undefined) throw new Error(`${name} is not in hand`);
  act(g, { type: 'play', card: id, targets });
  passAll(g);
}

/** Answers windows, defense and damage with the first legal answer until it is the main phase again. */
function settle(g: G): void {
  for (let i = 0; i < 40 && g.state.pending?.kind !== 'main' && g.state.result === null; i++) {
    if (g.state.pending?.kind === 'window') act(g, { type: 'pass' });
    else apply(g, legalActions(g).find((a) => a.type !== 'concede')!);
  }
}

const chooseByName = (g: G, name: string) => {
  const id = ofType(g, 'choose').find((a) => a.card !== null && nameOf(g, a.card) === name)?.card;
  if (id === undefined || id === null) throw new Error(`${name} is not offered`);
  act(g, { type: 'choose', card: id });
};

describe('second blind round: set cards and their host (issue 22)', () => {
  it("000 ■戦場とカードのプレイヤー 「このキャラクターのプレイヤーは、自分のトラッシュから…を選び、登場させる」: the host's controller chooses in their own trash and gets the character", () => {
    const g = makeGame({
      cards: CARDS,
      p0: { hand: ['再起の角笛', '一撃'], energy: 3, trash: ['小兵'] },
      p1: { battlefield: ['巨人'], trash: ['小兵'] },
    });
    const giant = onBattlefield(g, '巨人', 1);
    play(g, '再起の角笛', [giant]);
    expect(g.state.cards[cardId(g, '再起の角笛', 0)].zone).toBe('attached');
    play(g, '一撃', [giant]);
    expect(g.state.pending).toMatchObject({ kind: 'choose', player: 1 });
    const offered = ofType(g, 'choose').flatMap((a) => (a.card === null ? [] : [a.card]));
    expect(offered.map((id) => g.state.cards[id].owner)).toEqual([1]); // player 1's trash, not player 0's
    chooseByName(g, '小兵');
    settle(g);
    const small = onBattlefield(g, '小兵', 1);
    expect(g.state.cards[small].controller).toBe(1);
    expect(g.state.players[0].trash.map((id) => nameOf(g, id))).toContain('小兵');
  });
});

describe('second blind round: triggers and conditions (issue 22)', () => {
  it("HF-4.4 「これがセットされているキャラクターの攻撃で対戦相手にダメージを与えた時」: the host's attack damage draws for the set card's owner", () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['密書'], battlefield: ['小兵'], energy: 2 } });
    const small = onBattlefield(g, '小兵', 0);
    play(g, '密書', [small]);
    const before = hand(g, 0);
    act(g, { type: 'attack', attacker: small, target: { player: 1 } });
    settle(g);
    expect(g.state.players[1].damageField.length).toBe(1);
    expect(hand(g, 0)).toBe(before + 1);
  });

  it('HF-7.6 「あなたのターンの終了時、このキャラクターがアクティブなら」: draws only while it is active', () => {
    const awake = makeGame({ cards: CARDS, p0: { battlefield: ['夜番'] } });
    const before = hand(awake, 0);
    endTurn(awake);
    expect(hand(awake, 0)).toBe(before + 1);

    const asleep = makeGame({ cards: CARDS, p0: { battlefield: [{ name: '夜番', sleep: true }] } });
    const was = hand(asleep, 0);
    endTurn(asleep);
    expect(hand(asleep, 0)).toBe(was);
  });

  it('HF-12.1 「このキャラクターの攻撃で相手にダメージを与えた時」: the attack damage to the player draws a card', () => {
    const g = makeGame({ cards: CARDS, p0: { battlefield: ['伝令'] } });
    const before = hand(g, 0);
    act(g, { type: 'attack', attacker: onBattlefield(g, '伝令', 0), target: { player: 1 } });
    settle(g);
    expect(g.state.players[1].damageField.length).toBe(1);
    expect(hand(g, 0)).toBe(before + 1);
  });

  it('HF-8 「このキャラクターがバトルで相手のキャラクターを破壊したとき」: destroying by the attack draws a card', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { battlefield: ['狩人'] },
      p1: { battlefield: [{ name: '小兵', sleep: true }] },
    });
    const before = hand(g, 0);
    act(g, {
      type: 'attack',
      attacker: onBattlefield(g, '狩人', 0),
      target: { card: onBattlefield(g, '小兵', 1) },
    });
    settle(g);
    expect(g.state.players[1].trash.map((id) => nameOf(g, id))).toContain('小兵');
    expect(hand(g, 0)).toBe(before + 1);
  });
});

describe('second blind round: the top of the deck (issue 22)', () => {
  it('HF-10.3 「相手に見せてから手札に加える。残りのカードは好きな順番で…一番下に置く」: revealed, the rest ordered', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['目利き'], main: ['巨人', '小兵', '夜番'] } });
    play(g, '目利き');
    chooseByName(g, '小兵');
    expect(g.state.log.some((e) => e.type === 'reveal')).toBe(true);
    expect(g.state.pending).toMatchObject({ kind: 'choose', player: 0, prompt: 'orderBottom' });
    chooseByName(g, '夜番');
    chooseByName(g, '巨人');
    const deck = g.state.players[0].mainDeck;
    expect(deck.slice(-2).map((id) => nameOf(g, id))).toEqual(['夜番', '巨人']);
    expect(g.state.players[0].hand.map((id) => nameOf(g, id))).toContain('小兵');
  });

  it('HF-3.4 「自分のメインデッキの上から2枚を見て、好きな順序で上に戻す」: the controller orders them', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['星読み'], main: ['巨人', '小兵'] } });
    play(g, '星読み');
    expect(g.state.pending).toMatchObject({ kind: 'choose', player: 0, prompt: 'orderTop' });
    chooseByName(g, '小兵');
    chooseByName(g, '巨人');
    expect(g.state.players[0].mainDeck.slice(0, 2).map((id) => nameOf(g, id))).toEqual(['小兵', '巨人']);
  });
});

describe('second blind round: costs (issue 22)', () => {
  it('HF-5.12 「…2枚以上あるなら、このカードをプレイする際のエネルギーコストは2少なくなる」: only while the condition holds', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['宣告'], trash: ['小兵'] } });
    const card = cardId(g, '宣告', 0);
    expect(playCost(g, 0, card)).toBe(4);
    const h = makeGame({ cards: CARDS, p0: { hand: ['宣告'], trash: ['小兵', '巨人'] } });
    expect(playCost(h, 0, cardId(h, '宣告', 0))).toBe(2);
  });
});

describe('second blind round: playing from the guard deck (issue 22)', () => {
  it('HF-5.2 「相手がガードデッキからカードをプレイするたび」: a card played from the guard deck triggers it, one from the hand does not', () => {
    const g = makeGame({
      cards: CARDS,
      turnPlayer: 1,
      p0: { battlefield: ['試験官', '巨人', '小兵'] },
      p1: { hand: ['一撃'], guard: ['一撃'] },
    });
    const before = hand(g, 0);
    const fromHand = g.state.players[1].hand.find((id) => nameOf(g, id) === '一撃')!;
    act(g, { type: 'play', card: fromHand, targets: [onBattlefield(g, '小兵', 0)] });
    passAll(g);
    expect(hand(g, 0)).toBe(before);
    const fromGuard = g.state.players[1].guardDeck.find((id) => nameOf(g, id) === '一撃')!;
    act(g, { type: 'play', card: fromGuard, targets: [onBattlefield(g, '巨人', 0)] });
    passAll(g);
    expect(hand(g, 0)).toBe(before + 1);
  });
});

describe('second blind round: 【空装】 (issue 22)', () => {
  it('HF-13.8 「…キャラクターカードが全て、《港湾》《密輸》のいずれかを持つ。 効果：…」: each character card has one of them', () => {
    const def = (name: string) => {
      const d = CARDS.find((c) => c.name === name);
      if (!d) throw new Error(name);
      return d;
    };
    const cond = def('港の主').kuusou?.condition;
    if (!cond) throw new Error('no condition');
    expect(deckConditionHolds([def('港の主'), def('密輸人'), def('一撃')], cond)).toBe(true);
    expect(deckConditionHolds([def('港の主'), def('小兵')], cond)).toBe(false);
  });
});

describe('second blind round: the host controller’s turn (issue 22)', () => {
  it("000 ■戦場とカードのプレイヤー 「このキャラクターのプレイヤーのターン終了時」 on a set card: the end of its host's controller's turn, not the set card's player's", () => {
    const g = makeGame({
      cards: CARDS,
      p0: { hand: ['時限装置'], energy: 2 },
      p1: { battlefield: ['巨人'] },
    });
    const giant = onBattlefield(g, '巨人', 1);
    play(g, '時限装置', [giant]);
    endTurn(g); // player 0's turn ends: not the host's controller's turn
    expect(g.state.cards[giant].zone).toBe('battlefield');
    endTurn(g); // player 1's turn ends
    expect(g.state.cards[giant].zone).toBe('trash');
  });

  it('「このキャラクターのプレイヤーのターン終了時」 on a character is 「あなたのターン終了時」', () => {
    const g = makeGame({ cards: CARDS, p0: { battlefield: ['夜警'] } });
    const before = hand(g, 0);
    endTurn(g);
    expect(hand(g, 0)).toBe(before + 1);
    endTurn(g);
    expect(hand(g, 0)).toBe(before + 1 + 1); // its own draw phase only
  });
});

describe('second blind round: leaving for the hand (issue 22)', () => {
  it('HF-12.1 「このキャラクターが戦場からあなたの手札に戻った時」: a return to the hand draws, destruction does not', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['戻し', '一撃'], battlefield: ['折り鶴', '折り鶴'] } });
    const [a, b] = [onBattlefield(g, '折り鶴', 0), onBattlefield(g, '折り鶴', 0, 1)];
    const before = hand(g, 0);
    play(g, '一撃', [a]);
    expect(hand(g, 0)).toBe(before - 1);
    play(g, '戻し', [b]);
    expect(g.state.cards[b].zone).toBe('hand');
    expect(hand(g, 0)).toBe(before - 2 + 1 + 1); // the crane back in the hand, and one card drawn
  });
});

describe('second blind round: a capped amount (issue 22)', () => {
  it('「…1枚につき1000ダメージを与える（最大2000）」: the count decides below the cap, the cap above it', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { hand: ['天秤'], trash: ['小兵', '小兵', '小兵'] },
      p1: { battlefield: ['巨人'] },
    });
    const giant = onBattlefield(g, '巨人', 1);
    play(g, '天秤', [giant]);
    expect(g.state.cards[giant].damage).toBe(2000); // three cards, capped at 2000
    const h = makeGame({
      cards: CARDS,
      p0: { hand: ['天秤'], trash: ['小兵'] },
      p1: { battlefield: ['巨人'] },
    });
    const other = onBattlefield(h, '巨人', 1);
    play(h, '天秤', [other]);
    expect(h.state.cards[other].damage).toBe(1000);
  });
});

describe('second blind round: a set card set on any character (issue 22)', () => {
  it('HF-4.4 「あなたの《扇》のセットカードがあなたのキャラクターにセットされるたび、…そのキャラクターのパワーを+1000する」', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { hand: ['白扇', '密書'], battlefield: ['舞台', '小兵', '夜番'], energy: 2 },
    });
    const small = onBattlefield(g, '小兵', 0);
    const watch = onBattlefield(g, '夜番', 0);
    play(g, '白扇', [small]);
    settle(g);
    expect(power(g, small)).toBe(1000 + 1000 + 1000); // its own, the fan's, the stage's
    play(g, '密書', [watch]);
    settle(g);
    expect(power(g, watch)).toBe(1000 + 1000); // not a 《扇》: no bonus
  });
});
