// Issue 22 (i22ta9, ninth round): the 【空装】 condition on one deck and the wordings read by
// codegen/dsl/designerWordsTrain9a.ts, played in the engine (cards compiled inline from designers' own sentences).
import { describe, expect, it } from 'vitest';
import { createGame } from '../../src/engine/create.js';
import { eligibleKuusou } from '../../src/engine/setup.js';
import { compileFixture } from '../helpers/fixtureCards.js';
import { act, cardId, legalActions, makeGame, passAll } from '../helpers/harness.js';
import { ofType } from '../helpers/lookup.js';

const CARDS = compileFixture(
  `【セット】test
【カード】幽霊船団提督
種別：キャラクター
コスト：4
分類：《沈没船》
パワー：3000
テキスト：
  【空装 条件：あなたのメインデッキに《沈没船》を持つカードが15枚以上入っている 効果：あなたの《沈没船》を持つキャラクターのパワーを+1000する。】

【カード】沈没船の亡霊
種別：キャラクター
コスト：1
分類：《沈没船》
パワー：1000

【カード】小魚
種別：キャラクター
コスト：1
分類：《魚》
パワー：1000

【カード】大魚
種別：キャラクター
コスト：3
分類：《魚》
パワー：3000

【カード】期末試験
種別：コマンド
コスト：0
テキスト：
  あなたのメインデッキの一番上のカードを公開する。そのカードのエネルギーコストが3以上なら、それを手札に加える。2以下なら、それをトラッシュに置く。

【カード】図書委員
種別：キャラクター
コスト：2
分類：《生徒》
パワー：1000
テキスト：
  [1][スリープ][あなたのトラッシュのカードを1枚ゲームから除外する]：あなたはメインデッキからカードを1枚引く。

【カード】禁書係
種別：キャラクター
コスト：2
分類：《生徒》
パワー：1000
テキスト：
  [自分のトラッシュにある《魚》を持つカード2枚を除外する]：あなたはメインデッキからカードを1枚引く。

【カード】マリンスノー
種別：コマンド
コスト：0
テキスト：
  あなたのトラッシュのカードを2枚まで選び、ゲームから除外する。その後、あなたは除外したカードと同じ枚数のカードをメインデッキから引く。
`,
  'test/fixtures/i22ta9-inline.hf',
);
const ALL = CARDS.all;
type G = ReturnType<typeof makeGame>;
const nameOf = (g: G, id: number) => g.defs.get(g.state.cards[id].def)?.name;

describe('【空装 条件：あなたのメインデッキに《沈没船》を持つカードが15枚以上入っている …】 (HF-2.3, HF-13.8)', () => {
  const deck = (mainShips: number, guardShips: number) => {
    const main = [...Array(mainShips).fill(CARDS.card('沈没船の亡霊'))];
    while (main.length < 30) main.push(CARDS.card('小魚'));
    const guard = [CARDS.card('幽霊船団提督'), ...Array(guardShips).fill(CARDS.card('沈没船の亡霊'))];
    while (guard.length < 10) guard.push(CARDS.card('小魚'));
    return { main, guard };
  };
  const offered = (mainShips: number, guardShips: number) => {
    const d = deck(mainShips, guardShips);
    const g = createGame({ decks: [d, deck(0, 0)], seed: 1, firstPlayer: 0, unchecked: true });
    return eligibleKuusou(g, 0).map((id) => nameOf(g, id));
  };

  it('15 in the main deck: the reveal is offered', () => {
    expect(offered(15, 0)).toEqual(['幽霊船団提督']);
  });
  it('14 in the main deck and 9 more in the guard deck: not offered (the guard deck does not count)', () => {
    expect(offered(14, 9)).toEqual([]);
  });
});

describe('「そのカードのエネルギーコストが3以上なら、それを手札に加える。2以下なら、それをトラッシュに置く。」', () => {
  const run = (top: string) => {
    const g = makeGame({ cards: ALL, p0: { hand: ['期末試験'], main: [top] } });
    act(g, { type: 'play', card: cardId(g, '期末試験', 0), targets: [] });
    passAll(g);
    // the one revealed card is the pick when it matches (the only choice offered)
    const forced = ofType(g, 'choose');
    if (forced.length === 1 && forced[0].card !== null) act(g, { type: 'choose', card: forced[0].card });
    passAll(g);
    const p = g.state.players[0];
    return { hand: p.hand.map((id) => nameOf(g, id)), trash: p.trash.map((id) => nameOf(g, id)) };
  };
  it('cost 3: into the hand', () => {
    expect(run('大魚').hand).toContain('大魚');
  });
  it('cost 1: into the trash', () => {
    const r = run('小魚');
    expect(r.trash).toContain('小魚');
    expect(r.hand).not.toContain('小魚');
  });
});

describe('「…2枚まで選び、ゲームから除外する。その後、除外したカードと同じ枚数のカードを引く。」', () => {
  it('draws one card for each card exiled', () => {
    const g = makeGame({ cards: ALL, p0: { hand: ['マリンスノー'], trash: ['小魚', '大魚', '小魚'] } });
    const before = g.state.players[0].hand.length - 1;
    act(g, { type: 'play', card: cardId(g, 'マリンスノー', 0), targets: [] });
    passAll(g);
    for (let i = 0; i < 2; i++) {
      const pick = ofType(g, 'choose').find((a) => a.card !== null);
      if (!pick) throw new Error(`no choice: ${JSON.stringify(g.state.pending)}`);
      act(g, { type: 'choose', card: pick.card });
    }
    passAll(g);
    // one of the three is left, and the command itself is in the trash after resolving
    expect(g.state.players[0].trash.map((id) => nameOf(g, id)).sort()).toHaveLength(2);
    expect(g.state.players[0].trash.map((id) => nameOf(g, id))).toContain('マリンスノー');
    expect(g.state.players[0].hand).toHaveLength(before + 2);
  });
});

describe('cost 「[あなたのトラッシュのカードを1枚ゲームから除外する]」 (HF-12.4, i22ta9)', () => {
  const field = (g: G, name: string) => {
    const id = g.state.battlefield.find((b) => nameOf(g, b) === name);
    if (id === undefined) throw new Error(`${name} is not on the battlefield`);
    return id;
  };

  it('the user chooses a trash card, it leaves the game, then the effect draws', () => {
    const g = makeGame({ cards: ALL, p0: { battlefield: ['図書委員'], trash: ['小魚', '大魚'], energy: 1 } });
    const hand = g.state.players[0].hand.length;
    act(g, { type: 'activate', card: field(g, '図書委員'), ability: 'p0' });
    expect(g.state.pending).toMatchObject({ kind: 'payCost', player: 0 });
    const options = legalActions(g).flatMap((a) => (a.type === 'payCost' ? [nameOf(g, a.card)] : []));
    expect(options.sort()).toEqual(['大魚', '小魚']);
    act(g, { type: 'payCost', card: cardId(g, '大魚', 0) });
    passAll(g);
    expect(g.state.players[0].trash.map((id) => nameOf(g, id))).toEqual(['小魚']);
    expect(g.state.excluded.map((id) => nameOf(g, id))).toContain('大魚');
    expect(g.state.players[0].hand.length).toBe(hand + 1);
  });

  it('cannot be used with too few matching cards in the trash', () => {
    const empty = makeGame({ cards: ALL, p0: { battlefield: ['図書委員'], energy: 1 } });
    expect(ofType(empty, 'activate').filter((a) => a.card === field(empty, '図書委員'))).toEqual([]);
    // 《魚》 twice: one 《魚》 and one 《沈没船》 card are not enough
    const one = makeGame({ cards: ALL, p0: { battlefield: ['禁書係'], trash: ['小魚', '沈没船の亡霊'] } });
    expect(ofType(one, 'activate').filter((a) => a.card === field(one, '禁書係'))).toEqual([]);
    const two = makeGame({ cards: ALL, p0: { battlefield: ['禁書係'], trash: ['小魚', '大魚'] } });
    expect(ofType(two, 'activate').filter((a) => a.card === field(two, '禁書係'))).toHaveLength(1);
  });
});
