// Issue 22 (t17a, seventeenth round): cards of the d69 train half (an MTG-translation designer) that compile
// through codegen/dsl/designerWordsTrain17a.ts, played in the engine (compiled inline from the designer's own
// sentences): each behaves as its 「# 意図」 says — or, where the intent goes against a RULING, as the rules say.
import { describe, expect, it } from 'vitest';
import { legalActions } from '../../src/engine/legal.js';
import { hasKeyword, nameOf } from '../../src/engine/query.js';
import { activate, hand, on, play, settle, trash } from '../helpers/corpusScenario.js';
import { compileFixture } from '../helpers/fixtureCards.js';
import { act, cardId, makeGame, power } from '../helpers/harness.js';

const CARDS = compileFixture(
  `【セット】test
【カード】種を蒔く少女
種別：キャラクター
コスト：1
分類：《植物学者》
パワー：1000
テキスト：
  [スリープ]：あなたがコントロールする《種子》を持つキャラクター1体を対象とする。あなたのトラッシュにあるカード1枚を選び、裏向きでそれにセットする。そのカードは、パワー修正+1000を持ち能力を持たない、「若芽」という名前のセットカードとして扱う。

【カード】株分けの双子
種別：キャラクター
コスト：2
分類：《植物学者》
パワー：2000
テキスト：
  [自動]：このキャラクターが戦場に出たとき、あなたがコントロールするキャラクターにセットされている「若芽」1枚を選び、トラッシュに置いてもよい。そうしたなら、カードを2枚引く。

【カード】落葉掃きの小人
種別：キャラクター
コスト：1
分類：《堆肥》
パワー：2000
テキスト：
  [自動]：このキャラクターが破壊されたとき、あなたのトラッシュにあるカードを2枚まで選び、好きな順番であなたのメインデッキの一番下に置く。

【カード】夜咲きの月光花
種別：キャラクター
コスト：2
分類：《植物》《花》
パワー：2000
テキスト：
  [自動]：このキャラクターが戦場に出たとき、あなたが他に《花》を持つキャラクターをコントロールしているなら、カードを1枚引く。
  [自動]：あなたがコントロールする《媒介者》を持つキャラクターが攻撃するたび、ターン終了時まで、このキャラクターはパワーに+1000の修整を受ける。

【カード】温室長 マグノリア
種別：キャラクター
コスト：5
分類：《植物学者》
パワー：5000
テキスト：
  [自動]：このキャラクターが戦場に出たとき、以下から1つを選ぶ ― ・あなたがコントロールするキャラクター1体を対象とする。あなたのトラッシュにあるカードを2枚まで選び、裏向きでそれにセットする。それらのカードはそれぞれ、パワー修正+1000を持ち能力を持たない、「若芽」という名前のセットカードとして扱う。 ・あなたのトラッシュにあるカードを3枚まで選び、好きな順番であなたのメインデッキの一番下に置く。その後、カードを1枚引く。 ・対戦相手がコントロールするキャラクター1体を対象とする。それに3000ダメージを与える。

【カード】芽吹きの大樹
種別：キャラクター
コスト：6
分類：《植物》《樹》
パワー：6000
テキスト：
  [自動]：このキャラクターに「若芽」が2枚以上セットされている限り、このキャラクターは【強撃】と【貫通】を持つ。

【カード】棘の鞭
種別：コマンド
コスト：2
テキスト：
  キャラクター1体を対象とする。それに3000ダメージを与える。あなたがコントロールするキャラクターに「若芽」が合計3枚以上セットされているなら、代わりにそれに5000ダメージを与える。

【カード】寄生の宿り木
種別：セット
コスト：2
パワー：-1000
テキスト：
  [自動]：このカードがセットされているキャラクターが破壊されたとき、あなたはカードを1枚引く。

【カード】芽
種別：キャラクター
コスト：1
分類：《種子》《植物》
パワー：1000

【カード】石
種別：キャラクター
コスト：1
パワー：4000

【カード】大岩
種別：キャラクター
コスト：3
パワー：4500

【カード】蝶
種別：キャラクター
コスト：1
分類：《媒介者》
パワー：1000
`,
  'test/fixtures/t17a-train-inline.hf',
).all;

/** 種を蒔く少女 sets the card of its player's trash on 芽 (the only 《種子》). */
function sow(g: ReturnType<typeof makeGame>, host: number, pick: string) {
  activate(g, on(g, '種を蒔く少女', 0), [host], { choose: [pick] });
}

describe('種を蒔く少女: 「…を選び、裏向きでそれにセットする。そのカードは、パワー修正+1000を持ち能力を持たない、「若芽」…として扱う」', () => {
  it('HF-14.3 the trash card is set face down on the target as the +1000 set card 「若芽」', () => {
    const g = makeGame({ cards: CARDS, p0: { battlefield: ['種を蒔く少女', '芽'], trash: ['石'] } });
    const host = on(g, '芽', 0);
    sow(g, host, '石');
    const seedling = cardId(g, '石', 0);
    expect(g.state.cards[seedling].zone).toBe('attached');
    expect(g.state.cards[seedling].faceUp).toBe(false);
    expect(nameOf(g, seedling)).toBe('若芽');
    expect(power(g, host)).toBe(2000);
  });
});

describe('株分けの双子: 「…「若芽」1枚を選び、トラッシュに置いてもよい。そうしたなら、カードを2枚引く」 (HF-5.7)', () => {
  it('a 「若芽」 on its player’s character goes to the trash (face up again), then two cards are drawn', () => {
    const g = makeGame({
      cards: CARDS,
      p0: {
        battlefield: ['種を蒔く少女', '芽'],
        trash: ['石'],
        hand: ['株分けの双子'],
        main: ['大岩', '大岩'],
        energy: 2,
      },
    });
    sow(g, on(g, '芽', 0), '石');
    act(g, { type: 'play', card: g.state.players[0].hand[0], targets: [] });
    settle(g, {}, ['main', 'defense', 'choose']);
    const offered = legalActions(g).flatMap((a) => (a.type === 'choose' && a.card !== null ? [a.card] : []));
    expect(offered.map((id) => nameOf(g, id))).toEqual(['若芽']);
    settle(g, { choose: ['石'] }); // the helper names cards by their printed name
    expect(trash(g, 0)).toContain('石');
    expect(hand(g, 0)).toEqual(['大岩', '大岩']);
  });

  it('with no 「若芽」 on its player’s characters, nothing is put into the trash and nothing is drawn', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['株分けの双子'], main: ['大岩', '大岩'], energy: 2 } });
    play(g, '株分けの双子');
    expect(hand(g, 0)).toEqual([]);
  });
});

describe('温室長 マグノリア: 「以下から1つを選ぶ ― ・…」 on one line, the first mode sets two 「若芽」 (HF-5.13)', () => {
  it('both chosen trash cards are set face down on the target, each +1000 and named 「若芽」', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { hand: ['温室長 マグノリア'], battlefield: ['芽'], trash: ['石', '大岩'], energy: 5 },
    });
    const host = on(g, '芽', 0);
    act(g, { type: 'play', card: g.state.players[0].hand[0], targets: [] });
    settle(g, {}, ['main', 'defense', 'triggerTargets']);
    expect(g.state.pending?.kind).toBe('triggerTargets');
    act(g, { type: 'chooseTargets', modes: [0], targets: [host] });
    settle(g, { choose: ['石', '大岩'] });
    expect(power(g, host)).toBe(3000);
    for (const name of ['石', '大岩']) expect(nameOf(g, cardId(g, name, 0))).toBe('若芽');
  });
});

describe('芽吹きの大樹: 「…に「若芽」が2枚以上セットされている限り、…は【強撃】と【貫通】を持つ」 (HF-12.9)', () => {
  it('with two 「若芽」 on it: both keywords; with one: neither', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { hand: ['温室長 マグノリア'], battlefield: ['芽吹きの大樹'], trash: ['石', '大岩'], energy: 5 },
    });
    const tree = on(g, '芽吹きの大樹', 0);
    act(g, { type: 'play', card: g.state.players[0].hand[0], targets: [] });
    settle(g, {}, ['main', 'defense', 'triggerTargets']);
    act(g, { type: 'chooseTargets', modes: [0], targets: [tree] });
    settle(g, { choose: ['石'] }); // one card only (「2枚まで」)
    expect(hasKeyword(g, tree, 'pierce')).toBe(false);
    const second = makeGame({
      cards: CARDS,
      p0: { hand: ['温室長 マグノリア'], battlefield: ['芽吹きの大樹'], trash: ['石', '大岩'], energy: 5 },
    });
    const tree2 = on(second, '芽吹きの大樹', 0);
    act(second, { type: 'play', card: second.state.players[0].hand[0], targets: [] });
    settle(second, {}, ['main', 'defense', 'triggerTargets']);
    act(second, { type: 'chooseTargets', modes: [0], targets: [tree2] });
    settle(second, { choose: ['石', '大岩'] });
    expect(hasKeyword(second, tree2, 'pierce')).toBe(true);
    expect(hasKeyword(second, tree2, 'strike')).toBe(true);
  });
});

describe('棘の鞭: 3000 damage, 5000 instead with three or more 「若芽」 on its player’s characters (HF-5.11)', () => {
  it('two 「若芽」: 3000; three: 5000', () => {
    for (const [n, dealt] of [
      [2, 3000],
      [3, 5000],
    ] as const) {
      const trashCards = ['石', '大岩', '蝶'].slice(0, n);
      const g = makeGame({
        cards: CARDS,
        p0: {
          hand: ['温室長 マグノリア', '棘の鞭'],
          battlefield: ['芽', '種を蒔く少女'],
          trash: trashCards,
          energy: 7,
        },
        p1: { battlefield: ['大岩'] },
      });
      const host = on(g, '芽', 0);
      act(g, { type: 'play', card: g.state.players[0].hand[0], targets: [] });
      settle(g, {}, ['main', 'defense', 'triggerTargets']);
      act(g, { type: 'chooseTargets', modes: [0], targets: [host] });
      settle(g, { choose: trashCards.slice(0, 2) });
      if (n === 3) sow(g, host, '蝶');
      const foe = on(g, '大岩', 1);
      play(g, '棘の鞭', [foe]);
      if (dealt === 3000) expect(g.state.cards[foe].damage).toBe(3000);
      else expect(trash(g, 1)).toContain('大岩'); // 5000 ≥ 4500: destroyed (HF-9.5)
    }
  });
});

describe('落葉掃きの小人: 「このキャラクターが破壊されたとき、あなたのトラッシュにあるカードを2枚まで選び…」 (RULING HF-9.6)', () => {
  it('the destroyed card waits in limbo while its trigger resolves: it is not offered, as the intent says', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { battlefield: ['落葉掃きの小人'], trash: ['石'], main: ['大岩'] },
      p1: { hand: ['棘の鞭'], energy: 2 },
    });
    const sweeper = on(g, '落葉掃きの小人', 0);
    act(g, { type: 'endMain' });
    settle(g, {}, ['main']);
    act(g, { type: 'play', player: 1, card: g.state.players[1].hand[0], targets: [sweeper] });
    settle(g, { choose: ['石', '落葉掃きの小人'] });
    const deck = g.state.players[0].mainDeck.map((id) => nameOf(g, id));
    expect(deck.at(-1)).toBe('石');
    expect(deck).not.toContain('落葉掃きの小人');
    expect(trash(g, 0)).toEqual(['落葉掃きの小人']);
  });
});

describe('夜咲きの月光花: MTG 「あなたが他に《花》を…コントロールしているなら」 and 「パワーに+1000の修整を受ける」', () => {
  it('draws only with another 《花》 of its player; +1000 until the end of the turn per 《媒介者》 attack', () => {
    const alone = makeGame({ cards: CARDS, p0: { hand: ['夜咲きの月光花'], main: ['石'], energy: 2 } });
    play(alone, '夜咲きの月光花');
    expect(hand(alone, 0)).toEqual([]);
    const other = makeGame({
      cards: CARDS,
      p0: { hand: ['夜咲きの月光花'], battlefield: ['芽吹きの大樹', '蝶'], main: ['石'], energy: 2 },
    });
    act(other, { type: 'play', card: other.state.players[0].hand[0], targets: [] });
    settle(other);
    expect(hand(other, 0)).toEqual([]); // 芽吹きの大樹 is 《植物》《樹》, not 《花》
    const flowers = makeGame({
      cards: CARDS,
      p0: { hand: ['夜咲きの月光花', '夜咲きの月光花'], main: ['石', '大岩'], energy: 4 },
    });
    play(flowers, '夜咲きの月光花');
    play(flowers, '夜咲きの月光花');
    expect(hand(flowers, 0)).toEqual(['石']);
  });

  it('HF-11 a 《媒介者》 attack gives it +1000 until the end of the turn', () => {
    const g = makeGame({ cards: CARDS, p0: { battlefield: ['夜咲きの月光花', '蝶'] }, p1: {} });
    const flower = on(g, '夜咲きの月光花', 0);
    act(g, { type: 'attack', attacker: on(g, '蝶', 0), target: { player: 1 } });
    settle(g);
    expect(power(g, flower)).toBe(3000);
  });
});

describe('寄生の宿り木: 「セットされているキャラクターが破壊されたとき、あなたはカードを1枚引く」 (RULING HF-4.4)', () => {
  it('the intent says the set card’s owner draws; the rules give the auto ability to the host, whose player draws', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { hand: ['寄生の宿り木', '棘の鞭'], main: ['石'], energy: 4 },
      p1: { battlefield: ['石'], main: ['大岩'] },
    });
    const host = on(g, '石', 1);
    play(g, '寄生の宿り木', [host]);
    play(g, '棘の鞭', [host]);
    expect(trash(g, 1)).toContain('石'); // 4000 − 1000 = 3000 power, 3000 damage (HF-9.5)
    expect(hand(g, 1)).toEqual(['大岩']);
    expect(hand(g, 0)).toEqual([]);
  });
});
