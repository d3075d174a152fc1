// Issue 22 point 3, played in the engine: costs that destroy or trash characters (HF-12.4 [other text]),
// amounts defined by a formula (「Xは…に等しい」), control changes (HF-14.2, 000 ■戦場とカードのプレイヤー),
// characters entering from a trash, removing damage (RULING, docs/engine.md).
import { describe, expect, it } from 'vitest';
import { pruneLastingEffects } from '../../src/engine/lasting.js';
import { powerOf } from '../../src/engine/query.js';
import { moveCard } from '../../src/engine/zones.js';
import { fixtureCards } from '../helpers/fixtureCards.js';
import { endTurn } from '../helpers/flow.js';
import { act, cardId, legalActions, makeGame, passAll } from '../helpers/harness.js';
import { nameOf, ofType } from '../helpers/lookup.js';

const CARDS = fixtureCards('dsl3-costs-control').all;
type G = ReturnType<typeof makeGame>;
const names = (g: G, ids: number[]) => ids.map((id) => nameOf(g, id));
const onField = (g: G, name: string, owner: 0 | 1) =>
  g.state.battlefield.find((id) => nameOf(g, id) === name && g.state.cards[id].owner === owner) ?? -1;

function play(g: G, name: string, targets: number[] = []): void {
  act(g, { type: 'play', card: cardId(g, name, 0), targets });
  passAll(g);
}

describe('HF-12.4 costs that destroy or trash characters (issue 22)', () => {
  it('「[あなたの他のキャラクター1体を破壊する]」: only another destroyable character pays; it is destroyed before the ability resolves', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { battlefield: ['生贄の儀', '不死鳥', '守り'] },
      p1: { battlefield: ['重鎮'] },
    });
    const user = onField(g, '生贄の儀', 0);
    const big = onField(g, '重鎮', 1);
    act(g, { type: 'activate', card: user, ability: 'p0', targets: [big] });
    // 守り cannot be destroyed and 生贄の儀 is not "other": 不死鳥 is the only card that pays, so it is paid at once
    expect(g.state.battlefield.includes(onField(g, '不死鳥', 0))).toBe(false);
    passAll(g);
    expect(g.state.cards[big].damage).toBe(3000);
    // 不死鳥's 「破壊された時、このキャラクターのカードを持ち主の手札に戻す」 returned it to its owner's hand
    expect(names(g, g.state.players[0].hand)).toContain('不死鳥');
    expect(names(g, g.state.players[0].trash)).not.toContain('不死鳥');
  });

  it('the ability cannot be used when no character can pay (HF-12.4 "if you cannot, you cannot use it")', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { battlefield: ['生贄の儀', '守り'] },
      p1: { battlefield: ['重鎮'] },
    });
    const user = onField(g, '生贄の儀', 0);
    expect(ofType(g, 'activate').filter((a) => a.card === user)).toEqual([]);
  });

  it('「[あなたの他の《傭兵》のキャラクター1体を破壊する]」: with two that fit, the player chooses', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { battlefield: ['傭兵隊長', '青', '青', '赤'], energy: 1 },
    });
    const captain = onField(g, '傭兵隊長', 0);
    act(g, { type: 'activate', card: captain, ability: 'p0', targets: [captain] });
    expect(g.state.pending).toMatchObject({ kind: 'payCost', player: 0, prompt: 'destroy:1' });
    const options = legalActions(g).flatMap((a) => (a.type === 'payCost' ? [nameOf(g, a.card)] : []));
    expect(options).toEqual(['青', '青']);
    act(g, { type: 'payCost', card: cardId(g, '青', 0) });
    passAll(g);
    expect(names(g, g.state.players[0].trash)).toEqual(['青']);
    expect(powerOf(g, captain)).toBe(6000);
  });

  it('「[…持ち主が対戦相手であるもの一体をトラッシュに置く]」: the character goes to its owner’s trash, not destroyed', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { battlefield: ['返品'] },
      p1: { battlefield: ['赤'], guard: ['青'] },
    });
    const red = onField(g, '赤', 1);
    expect(ofType(g, 'activate')).toEqual([]); // nothing of the opponent's is ours yet
    g.state.cards[red].controller = 0;
    act(g, { type: 'activate', card: onField(g, '返品', 0), ability: 'p0' });
    expect(names(g, g.state.players[1].trash)).toEqual(['赤']);
    passAll(g);
    expect(g.state.players[1].damageField.length).toBe(1);
  });
});

describe('「Xは…に等しい」 formulas (issue 22)', () => {
  it('「…の数に500を掛けた値」: two 《傭兵》 cards in the trash make 1000 damage', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { hand: ['影の刃'], trash: ['青', '青', '赤'], energy: 1 },
      p1: { battlefield: ['重鎮'] },
    });
    play(g, '影の刃', [onField(g, '重鎮', 1)]);
    expect(g.state.cards[onField(g, '重鎮', 1)].damage).toBe(1000);
  });

  it('「…ものの数に1を足した値」: with one opponent-owned character of yours, draw 2', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { hand: ['影写し'], main: ['赤', '赤', '赤'], energy: 1 },
      p1: { battlefield: ['青'] },
    });
    g.state.cards[onField(g, '青', 1)].controller = 0;
    play(g, '影写し');
    expect(g.state.players[0].hand.length).toBe(2);
  });

  it('「…2枚につき+1000」: three cards make one step, four make two', () => {
    const g = makeGame({ cards: CARDS, p0: { battlefield: ['影の守り手'], trash: ['青', '青', '青'] } });
    const keeper = onField(g, '影の守り手', 0);
    expect(powerOf(g, keeper)).toBe(2000);
    const g4 = makeGame({
      cards: CARDS,
      p0: { battlefield: ['影の守り手'], trash: ['青', '青', '青', '青'] },
    });
    expect(powerOf(g4, onField(g4, '影の守り手', 0))).toBe(3000);
  });

  it('「このキャラクターにセットされているカード1枚につき+1000」 counts the set cards continuously', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['鎧'], battlefield: ['鎧の騎士'], energy: 1 } });
    const knight = onField(g, '鎧の騎士', 0);
    expect(powerOf(g, knight)).toBe(1000);
    play(g, '鎧', [knight]);
    expect(powerOf(g, knight)).toBe(2000);
  });
});

describe('control and characters from a trash (HF-14.2, issue 22)', () => {
  it('「対戦相手のキャラクター全てを、ターン終了時まで、あなたのキャラクターとし、それらをアクティブにする」', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { hand: ['千糸縛り'], energy: 1 },
      p1: { battlefield: [{ name: '赤', sleep: true }, '青'] },
    });
    play(g, '千糸縛り');
    const red = onField(g, '赤', 1);
    const blue = onField(g, '青', 1);
    expect([g.state.cards[red].controller, g.state.cards[blue].controller]).toEqual([0, 0]);
    expect(g.state.cards[red].owner).toBe(1); // 000: the owner never changes
    expect(g.state.cards[red].sleep).toBe(false);
    endTurn(g);
    expect(g.state.cards[red].controller).toBe(1); // back at the end of the turn (HF-12.9)
  });

  it('「…のうちスリープであるもの一体を対象とし」: only an asleep character can be chosen', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { hand: ['捕縛'], energy: 1 },
      p1: { battlefield: [{ name: '赤', sleep: true }, '青'] },
    });
    const spell = cardId(g, '捕縛', 0);
    const plays = ofType(g, 'play').filter((a) => a.card === spell);
    expect(plays.map((a) => a.targets)).toEqual([[onField(g, '赤', 1)]]);
  });

  it('「対戦相手のトラッシュにあるコスト3以下の…をあなたのキャラクターとしてスリープで戦場に登場させる」', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['墓暴き'], energy: 1 }, p1: { trash: ['赤', '重鎮'] } });
    const red = cardId(g, '赤', 1);
    const spell = cardId(g, '墓暴き', 0);
    expect(
      ofType(g, 'play')
        .filter((a) => a.card === spell)
        .map((a) => a.targets),
    ).toEqual([[red]]);
    play(g, '墓暴き', [red]);
    expect(g.state.cards[red]).toMatchObject({ zone: 'battlefield', controller: 0, owner: 1, sleep: true });
  });

  it('「…をあなたのキャラクターとしてアクティブで戦場に登場させる」', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['蘇生'], trash: ['重鎮'], energy: 1 } });
    const big = cardId(g, '重鎮', 0);
    play(g, '蘇生', [big]);
    expect(g.state.cards[big]).toMatchObject({ zone: 'battlefield', controller: 0, sleep: false });
  });
});

describe('removing damage (RULING docs/engine.md, issue 22)', () => {
  it('「…ダメージを1000回復する」 lowers the damage; 「ダメージを全て取り除く」 clears it', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { hand: ['手当て', '全快'] },
      p1: { battlefield: [{ name: '重鎮', damage: 1500 }] },
    });
    const big = onField(g, '重鎮', 1);
    play(g, '手当て', [big]);
    expect(g.state.cards[big].damage).toBe(500);
    play(g, '全快', [big]);
    expect(g.state.cards[big].damage).toBe(0);
  });

  it('「代わりに、このカードをトラッシュに置き、このカードがセットされているキャラクターのダメージを全て取り除く」: the host is still the one the set card left (RULING HF-4.4)', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { hand: ['身代わりの装甲', '破壊の号令'] },
      p1: { battlefield: [{ name: '重鎮', damage: 1500 }] },
    });
    const big = onField(g, '重鎮', 1);
    play(g, '身代わりの装甲', [big]);
    play(g, '破壊の号令', [big]);
    expect(g.state.cards[big]).toMatchObject({ zone: 'battlefield', damage: 0 });
    expect(names(g, g.state.players[0].trash)).toContain('身代わりの装甲');
  });
});

describe('「自分のキャラクター1体を破壊してもよい」 (issue 22)', () => {
  it('the player chooses one of their characters on resolution; 「そうした場合」 follows only when it was destroyed', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { hand: ['献身'], battlefield: ['赤', '守り'], main: ['青', '青', '青'] },
    });
    play(g, '献身');
    expect(g.state.pending).toMatchObject({ kind: 'mayDo', player: 0 });
    act(g, { type: 'mayDo', accept: true });
    // after the merge 「…を破壊してもよい」 lowers to destroyChosen (choose and destroy at once, HF-9.6), whose
    // choice is prompted 'destroy'
    expect(g.state.pending).toMatchObject({ kind: 'choose', player: 0, prompt: 'destroy' });
    act(g, { type: 'choose', card: onField(g, '守り', 0) }); // cannot be destroyed: nothing drawn
    expect(g.state.players[0].hand.length).toBe(0);
    expect(onField(g, '守り', 0)).not.toBe(-1);
  });

  it('destroying the chosen character draws 2', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { hand: ['献身'], battlefield: ['赤'], main: ['青', '青', '青'] },
    });
    play(g, '献身');
    act(g, { type: 'mayDo', accept: true });
    act(g, { type: 'choose', card: onField(g, '赤', 0) });
    expect(names(g, g.state.players[0].trash)).toEqual(['赤', '献身']);
    expect(g.state.players[0].hand.length).toBe(2);
  });

  it('with no character to choose, nothing is drawn', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['献身'], main: ['青', '青', '青'] } });
    play(g, '献身');
    if (g.state.pending?.kind === 'mayDo') act(g, { type: 'mayDo', accept: true });
    expect(g.state.players[0].hand.length).toBe(0);
  });
});

describe('「このキャラクターのカード」 (issue 22)', () => {
  it('on a set card it is the host’s card: destroyed, the host goes back to its owner’s hand, the set card to the trash', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['墓標の冠', '破壊の号令'], battlefield: ['赤'] } });
    const red = onField(g, '赤', 0);
    const crown = cardId(g, '墓標の冠', 0);
    play(g, '墓標の冠', [red]);
    play(g, '破壊の号令', [red]);
    expect(g.state.cards[red].zone).toBe('hand');
    expect(g.state.cards[crown].zone).toBe('trash');
  });
});

describe('「…を好きな数選び、トラッシュに置く」 (issue 22)', () => {
  it('any number of the fitting characters, chosen on resolution, go to their owner’s trash', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { hand: ['清算'], battlefield: ['赤'] },
      p1: { battlefield: ['青', '青'] },
    });
    const [a, b] = g.state.battlefield.filter((id) => nameOf(g, id) === '青');
    g.state.cards[a].controller = 0;
    g.state.cards[b].controller = 0;
    play(g, '清算');
    expect(g.state.pending).toMatchObject({ kind: 'choose', prompt: 'chooseOnField' });
    const options = legalActions(g).flatMap((x) => (x.type === 'choose' ? [x.card] : []));
    expect(options.sort()).toEqual([a, b, null].sort()); // 赤 is owned by its controller; stopping is allowed
    act(g, { type: 'choose', card: a });
    act(g, { type: 'choose', card: null });
    expect(names(g, g.state.players[1].trash)).toEqual(['青']);
    expect(g.state.cards[b].zone).toBe('battlefield');
  });
});

describe('「このカードがそのキャラクターにセットされている限り」 (issue 22)', () => {
  it('the set card’s player controls the host while the card stays set on it, and loses it when it is not', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['影糸の首輪'] }, p1: { battlefield: ['重鎮'] } });
    const big = onField(g, '重鎮', 1);
    play(g, '影糸の首輪', [big]);
    passAll(g);
    expect(g.state.cards[big]).toMatchObject({ controller: 0, owner: 1 });
    const collar = cardId(g, '影糸の首輪', 0);
    expect(g.state.cards[collar]).toMatchObject({ zone: 'attached', host: big });
    moveCard(g, collar, 'trash'); // the collar leaves its host, which stays on the battlefield
    pruneLastingEffects(g);
    expect(g.state.cards[big]).toMatchObject({ zone: 'battlefield', controller: 1 });
  });
});

describe('「このカードが《傭兵》を持つキャラクターにセットされた時」 (issue 22)', () => {
  it('triggers when set onto a matching character, and not onto another', () => {
    const onBlue = makeGame({
      cards: CARDS,
      p0: { hand: ['傭兵の誓約'], battlefield: ['青'] },
      p1: { guard: ['赤'] },
    });
    play(onBlue, '傭兵の誓約', [onField(onBlue, '青', 0)]);
    passAll(onBlue);
    expect(onBlue.state.players[1].damageField.length).toBe(1);
    const onBig = makeGame({
      cards: CARDS,
      p0: { hand: ['傭兵の誓約'], battlefield: ['重鎮'] },
      p1: { guard: ['赤'] },
    });
    play(onBig, '傭兵の誓約', [onField(onBig, '重鎮', 0)]);
    passAll(onBig);
    expect(onBig.state.players[1].damageField.length).toBe(0);
  });
});

describe('「パワーがこのキャラクターのパワー以下であるもの」 (issue 22)', () => {
  it('on a set card, the host’s power (with the set card’s +1000) bounds the target', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { hand: ['手綱'], battlefield: ['赤'], energy: 1 },
      p1: { battlefield: ['青', '重鎮'] },
    });
    const red = onField(g, '赤', 0);
    play(g, '手綱', [red]);
    expect(powerOf(g, red)).toBe(2000);
    const targets = ofType(g, 'activate')
      .filter((a) => a.card === red)
      .map((a) => a.targets);
    expect(targets).toEqual([[onField(g, '青', 1)]]);
  });
});
