// Issue 22: set cards on the battlefield as targets (「キャラクターにセットされているセットカード1枚を対象とし」,
// 「セットカード（ワールド・セットを含む）1枚を対象とし」) and as choices made on resolution (「このキャラクターに
// セットされているセットカード1枚を選んで」). HF-4.4: a set card sits on its host; 000 (3): a world set is a kind
// of set card (RULING 「セットカード」 on the battlefield, docs/engine.md).
import { describe, expect, it } from 'vitest';
import { hasKeyword } from '../../src/engine/query.js';
import { deckConditionHolds } from '../../src/engine/setup.js';
import { candidates } from '../../src/engine/targets.js';
import { attach } from '../../src/engine/zones.js';
import { fixtureCards } from '../helpers/fixtureCards.js';
import { act, cardId, makeGame, passAll, power } from '../helpers/harness.js';
import { ofType } from '../helpers/lookup.js';

const CARDS = fixtureCards('dsl3-setcards').all;
type G = ReturnType<typeof makeGame>;
const nameOf = (g: G, id: number) => g.defs.get(g.state.cards[id].def)?.name;
const zoneOf = (g: G, id: number) => g.state.cards[id].zone;
const inHand = (g: G, name: string) => {
  const id = g.state.players[0].hand.find((i) => nameOf(g, i) === name);
  if (id === undefined) throw new Error(`${name} is not in the hand`);
  return id;
};

/** p0: 兵 with p1's 剣 and p0's 盾 on it; p1: 兵 with p0's 剣 on it and the world set 庭園. */
function board(hand: string[]): { g: G; ids: Record<string, number> } {
  const g = makeGame({
    cards: CARDS,
    p0: { hand: [...hand, '剣', '盾'], battlefield: ['兵'], energy: 2 },
    p1: { hand: ['剣'], battlefield: ['兵', '庭園'] },
  });
  const ids = {
    myHost: cardId(g, '兵', 0),
    theirHost: cardId(g, '兵', 1),
    theirSword: cardId(g, '剣', 1),
    mySword: cardId(g, '剣', 0),
    myShield: cardId(g, '盾', 0),
    garden: cardId(g, '庭園', 1),
  };
  attach(g, ids.theirSword, ids.myHost);
  attach(g, ids.myShield, ids.myHost);
  attach(g, ids.mySword, ids.theirHost);
  return { g, ids };
}

describe('targeting set cards on the battlefield (issue 22, HF-4.4, HF-5.4)', () => {
  it('「キャラクターにセットされている、対戦相手が持ち主であるセットカード」: only the opponent-owned card on a character', () => {
    const { g, ids } = board(['工兵']);
    act(g, { type: 'play', card: inHand(g, '工兵'), targets: [] });
    passAll(g);
    // one legal target: chosen without asking (HF-5.5)
    const ability = g.defs.get(g.state.cards[cardId(g, '工兵', 0)].def)?.abilities[0];
    const spec = ability?.kind === 'auto' ? ability.targets?.[0] : undefined;
    expect(spec && candidates(g, spec, 0, cardId(g, '工兵', 0))).toEqual([ids.theirSword]);
    expect(g.state.pending?.kind).toBe('mayDo');
    act(g, { type: 'mayDo', accept: true });
    expect(zoneOf(g, ids.theirSword)).toBe('trash');
    expect(g.state.players[1].trash).toContain(ids.theirSword); // its owner's trash
    expect(zoneOf(g, ids.myShield)).toBe('attached');
    expect(power(g, ids.myHost)).toBe(3000); // 1000 + 盾 2000
  });

  it('「セットカード（ワールド・セットを含む）」: every set card on the battlefield, world sets too; then the draw', () => {
    const { g, ids } = board(['契約破棄']);
    const spell = inHand(g, '契約破棄');
    const plays = ofType(g, 'play').filter((a) => a.card === spell);
    expect(plays.map((a) => a.targets[0]).sort((a, b) => a - b)).toEqual(
      [ids.theirSword, ids.myShield, ids.mySword, ids.garden].sort((a, b) => a - b),
    );
    const hand = g.state.players[0].hand.length;
    act(g, { type: 'play', card: spell, targets: [ids.garden] });
    passAll(g);
    expect(zoneOf(g, ids.garden)).toBe('trash');
    expect(g.state.players[0].hand.length).toBe(hand); // the command left, one card drawn
  });

  it('HF-5.6 the target left its host before resolution: not destroyed, the draw still happens', () => {
    const { g, ids } = board(['契約破棄']);
    const spell = inHand(g, '契約破棄');
    act(g, { type: 'play', card: spell, targets: [ids.mySword] });
    attach(g, ids.mySword, ids.myHost); // a new object (HF-5.6): the chosen one is gone
    const hand = g.state.players[0].hand.length;
    passAll(g);
    expect(zoneOf(g, ids.mySword)).toBe('attached');
    expect(g.state.players[0].hand.length).toBe(hand + 1);
  });

  it('「あなたのキャラクターに付いているカードを1枚まで」: only cards on your characters; back to the owner’s hand', () => {
    const { g, ids } = board(['引き剥がし']);
    const spell = inHand(g, '引き剥がし');
    const targets = ofType(g, 'play')
      .filter((a) => a.card === spell)
      .map((a) => a.targets);
    expect(targets.flat().sort((a, b) => a - b)).toEqual(
      [ids.theirSword, ids.myShield].sort((a, b) => a - b),
    );
    act(g, { type: 'play', card: spell, targets: [ids.theirSword] });
    passAll(g);
    expect(g.state.players[1].hand).toContain(ids.theirSword);
    expect(power(g, ids.myHost)).toBe(3000);
  });
});

describe('choosing set cards on resolution (issue 22)', () => {
  function sakuya(sets: string[]): { g: G; me: number } {
    const g = makeGame({
      cards: CARDS,
      p0: { hand: sets, battlefield: ['サクヤ', '兵'] },
      p1: { hand: ['剣'] },
    });
    const me = cardId(g, 'サクヤ', 0);
    for (const name of sets) attach(g, cardId(g, name, 0), me);
    attach(g, cardId(g, '剣', 1), cardId(g, '兵', 0)); // on another character: never offered
    return { g, me };
  }
  const attack = (g: G, me: number) => {
    act(g, { type: 'attack', attacker: me, target: { player: 1 } });
    for (let i = 0; i < 5 && g.state.pending?.kind !== 'mayDo'; i++) act(g, { type: 'pass' });
    act(g, { type: 'mayDo', accept: true });
  };

  it('「このキャラクターにセットされているセットカード1枚を選んで…置いてもよい。そうした場合」: one of its own', () => {
    const { g, me } = sakuya(['剣', '盾']);
    attack(g, me);
    const offered = ofType(g, 'choose').map((a) => a.card);
    expect(offered.sort()).toEqual([cardId(g, '剣', 0), cardId(g, '盾', 0)].sort());
    act(g, { type: 'choose', card: cardId(g, '盾', 0) });
    expect(zoneOf(g, cardId(g, '盾', 0))).toBe('trash');
    expect(zoneOf(g, cardId(g, '剣', 0))).toBe('attached');
    expect(hasKeyword(g, me, 'strike')).toBe(true);
  });

  it('HF-5.7 nothing set on it: nothing is put into the trash, so the 「そうした場合」 part does not happen', () => {
    const { g, me } = sakuya([]);
    attack(g, me);
    expect(hasKeyword(g, me, 'strike')).toBe(false);
    expect(zoneOf(g, cardId(g, '剣', 1))).toBe('attached');
  });
});

describe('totals of set cards (issue 22, HF-4.4)', () => {
  it('「…にセットされているセットカードが合計2枚以上ある場合、代わりに…」: one set card on your characters is 3000', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { hand: ['花吹雪', '盾'], battlefield: ['兵'] },
      p1: { battlefield: ['巨兵'] },
    });
    attach(g, cardId(g, '盾', 0), cardId(g, '兵', 0));
    const giant = cardId(g, '巨兵', 1);
    act(g, { type: 'play', card: cardId(g, '花吹雪', 0), targets: [giant] });
    passAll(g);
    expect(g.state.cards[giant].damage).toBe(3000);
  });

  it('「…合計2枚以上ある場合、代わりに4000」: two set cards on your characters, one owned by the opponent, deal 4000', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { hand: ['花吹雪', '盾'], battlefield: ['兵'] },
      p1: { hand: ['剣'], battlefield: ['巨兵'] },
    });
    attach(g, cardId(g, '盾', 0), cardId(g, '兵', 0));
    attach(g, cardId(g, '剣', 1), cardId(g, '兵', 0));
    const giant = cardId(g, '巨兵', 1);
    act(g, { type: 'play', card: cardId(g, '花吹雪', 0), targets: [giant] });
    passAll(g);
    expect(g.state.cards[giant].damage).toBe(4000);
  });

  it('HF-5.1 「…合計3枚以上の場合にのみプレイできる」: two on your characters is not enough, three is', () => {
    const { g, ids } = board(['散華']); // 2 set cards on p0's characters
    const spell = inHand(g, '散華');
    expect(ofType(g, 'play').some((a) => a.card === spell)).toBe(false);
    attach(g, ids.mySword, ids.myHost); // now 3 on p0's 兵
    expect(ofType(g, 'play').some((a) => a.card === spell)).toBe(true);
  });

  it('HF-13.8 【空装】 「メインデッキとガードデッキにセットカードが合計3枚以上」: world sets count (000 (3))', () => {
    const kuusou = CARDS.find((c) => c.name === '雷帝')?.kuusou;
    const def = (name: string) => CARDS.find((c) => c.name === name);
    const deck = (names: string[]) => names.map((n) => def(n)).filter((d) => d !== undefined);
    expect(kuusou && deckConditionHolds(deck(['剣', '盾', '庭園', '兵']), kuusou.condition)).toBe(true);
    expect(kuusou && deckConditionHolds(deck(['剣', '盾', '兵', '兵']), kuusou.condition)).toBe(false);
  });
});

describe('「[あなたは1ダメージを受ける]」: damage to the user as a cost (issue 22, HF-9.1, HF-12.4)', () => {
  it('HF-9.1 the user puts a guard card of their choice into the damage field, then the ability resolves', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { battlefield: ['カイリ'], guard: ['兵', '兵'] },
      p1: { battlefield: ['巨兵'] },
    });
    const giant = cardId(g, '巨兵', 1);
    act(g, { type: 'activate', card: cardId(g, 'カイリ', 0), ability: 'p0', targets: [giant] });
    const guard = g.state.players[0].guardDeck[0];
    act(g, { type: 'takeDamage', card: guard, reveal: false });
    passAll(g);
    expect(g.state.players[0].damageField).toEqual([guard]);
    expect(g.state.players[0].guardDeck).toHaveLength(1);
    expect(g.state.cards[giant].damage).toBe(2000);
  });

  it('HF-9.3 a 【ダメージトリガー】 card put there by the cost may be revealed and resolves', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { battlefield: ['カイリ'], guard: ['閃き', '兵'] },
      p1: { battlefield: ['巨兵'] },
    });
    const hand = g.state.players[0].hand.length;
    act(g, {
      type: 'activate',
      card: cardId(g, 'カイリ', 0),
      ability: 'p0',
      targets: [cardId(g, '巨兵', 1)],
    });
    act(g, { type: 'takeDamage', card: cardId(g, '閃き', 0), reveal: true });
    passAll(g);
    expect(g.state.cards[cardId(g, '閃き', 0)].faceUp).toBe(true);
    expect(g.state.players[0].hand.length).toBe(hand + 1);
  });

  it('RULING a damage cost of 2 cannot be paid with one guard card (never a loss by paying)', () => {
    const g = makeGame({ cards: CARDS, p0: { battlefield: ['ガロウ'], guard: ['兵'] } });
    const garou = cardId(g, 'ガロウ', 0);
    expect(ofType(g, 'activate').some((a) => a.card === garou)).toBe(false);
    const g2 = makeGame({ cards: CARDS, p0: { battlefield: ['ガロウ'], guard: ['兵', '兵'] } });
    expect(ofType(g2, 'activate').some((a) => a.card === cardId(g2, 'ガロウ', 0))).toBe(true);
  });
});

describe('「好きな枚数」 and counting what a choice moved (issue 22)', () => {
  it('「この方法で除外したカード1枚につき」 in the next sentence: two exiled, +2000', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { hand: ['大蛇'], energy: 1 },
      p1: { trash: ['兵', '兵', '剣'] },
    });
    act(g, { type: 'play', card: inHand(g, '大蛇'), targets: [] });
    passAll(g);
    for (let i = 0; i < 5 && g.state.pending?.kind !== 'choose'; i++) act(g, { type: 'pass' });
    const trash = [...g.state.players[1].trash];
    act(g, { type: 'choose', card: trash[0] });
    act(g, { type: 'choose', card: trash[1] });
    act(g, { type: 'choose', card: null }); // stop at two
    passAll(g);
    expect(g.state.excluded).toEqual(expect.arrayContaining([trash[0], trash[1]]));
    expect(power(g, cardId(g, '大蛇', 0))).toBe(3000);
  });

  it('「好きな枚数選び…置いた枚数1枚につき2000」: none chosen is allowed and deals 0; three deal 6000; the target stays 「そのキャラクター」', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { hand: ['履行', '履行'], damageField: ['兵', '兵', '兵'] },
      p1: { battlefield: ['巨兵'] },
    });
    const giant = cardId(g, '巨兵', 1);
    act(g, { type: 'play', card: g.state.players[0].hand[0], targets: [giant] });
    passAll(g);
    expect(g.state.pending).toMatchObject({ kind: 'choose', player: 0 });
    act(g, { type: 'choose', card: null }); // none
    passAll(g);
    expect(g.state.cards[giant].damage).toBe(0);
    act(g, { type: 'play', card: g.state.players[0].hand[0], targets: [giant] });
    passAll(g);
    for (const id of [...g.state.players[0].damageField]) act(g, { type: 'choose', card: id });
    passAll(g);
    expect(g.state.players[0].damageField).toHaveLength(0);
    expect(g.state.cards[giant].damage).toBe(6000);
  });
});
