// Issue 22 (t16a, sixteenth round): cards of the d65 (desert caravan) and d66 (pirates) train halves whose meaning is
// subtle, compiled inline from the designers' own sentences and played in the engine: each behaves as its 「# 意図」
// says, or the rules decide otherwise (said in the test's name).
import { describe, expect, it } from 'vitest';
import {
  activate,
  attack,
  bottom,
  endTurn,
  hand,
  on,
  play,
  playBy,
  settle,
  top,
  trash,
  untilPlayable,
} from '../helpers/corpusScenario.js';
import { compileFixture } from '../helpers/fixtureCards.js';
import { act, makeGame, power } from '../helpers/harness.js';

const CARDS = compileFixture(
  `【セット】test
【カード】航海士セレナ
種別：キャラクター
コスト：2
分類：《海賊》
パワー：2000
テキスト：
  [スリープ]【ターン1回】：あなたのメインデッキを上から2枚見て、それぞれを好きな順番でメインデッキの上か下に置く。

【カード】交易所の両替商
種別：キャラクター
コスト：3
パワー：3000
テキスト：
  [自動]：このキャラクターが登場した時、[2]を支払ってもよい。支払ったなら、カードを2枚引く。

【カード】果てなき大砂海
種別：ワールド・セット
コスト：2
テキスト：
  [自動]：各ターンの終了時、そのターンのプレイヤーは自分のメインデッキの一番上のカードをトラッシュに置く。

【カード】海軍諜報員
種別：キャラクター
コスト：3
パワー：2000
テキスト：
  [スリープ]【相手のターン中】：《海賊》を持つ対戦相手のキャラクター1体を対象とし、ターン終了時まで、それのパワー-1000。

【カード】赤錨海賊団船長 嵐のバルド
種別：キャラクター
コスト：5
分類：《海賊》
パワー：5000
テキスト：
  [自動]【攻撃時】：あなたの他の《海賊》を持つキャラクター1体につき、ターン終了時まで、このキャラクターのパワー+1000。

【カード】海軍の手配書
種別：セット
コスト：1
パワー：-1000
テキスト：
  このカードは《海賊》を持つキャラクターにしかセットできない。
  [自動]【破壊時】：このカードの持ち主はカードを2枚引く。

【カード】群れなす鉄牙鮫
種別：キャラクター
コスト：3
分類：《海獣》
パワー：2000
テキスト：
  [自動]：戦場の、このキャラクター以外の《海獣》を持つキャラクター1体につき、このキャラクターのパワー+1000。

【カード】人魚の涙
種別：セット
コスト：1
パワー：+1000
テキスト：
  [自動]【相手のターン中】：このキャラクターのパワー+1000。

【カード】破砕
種別：コマンド
コスト：0
テキスト：
  キャラクター1体を対象とし、それを破壊する。

【カード】水夫
種別：キャラクター
コスト：1
分類：《海賊》
パワー：2000

【カード】鮫
種別：キャラクター
コスト：1
分類：《海獣》
パワー：1000

【カード】石
種別：キャラクター
コスト：1
パワー：1000

【カード】岩
種別：キャラクター
コスト：1
パワー：1000
`,
  'test/fixtures/t16a-inline.hf',
);
const ALL = CARDS.all;

describe('航海士セレナ: 「…上から2枚見て、それぞれを好きな順番でメインデッキの上か下に置く」 (HF-10.3)', () => {
  it('one of the two to the bottom, the other stays on top', () => {
    const g = makeGame({ cards: ALL, p0: { battlefield: ['航海士セレナ'], main: ['石', '岩'] } });
    activate(g, on(g, '航海士セレナ', 0), [], { choose: ['石'] });
    expect(top(g, 0, 1)).toEqual(['岩']);
    expect(bottom(g, 0, 1)).toEqual(['石']);
  });

  it('both kept on top, in the order the looker chooses (the first chosen ends highest)', () => {
    const g = makeGame({ cards: ALL, p0: { battlefield: ['航海士セレナ'], main: ['石', '岩'] } });
    const before = g.state.players[0].mainDeck.length;
    act(g, { type: 'activate', card: on(g, '航海士セレナ', 0), targets: [] });
    settle(g, {}, ['main', 'choose']);
    act(g, { type: 'choose', card: null }); // none to the bottom
    settle(g, { choose: ['岩'] }); // then the order of the two left on top
    expect(top(g, 0, 2)).toEqual(['岩', '石']);
    expect(g.state.players[0].mainDeck.length).toBe(before);
  });

  it('both to the bottom, in the order chosen', () => {
    const g = makeGame({ cards: ALL, p0: { battlefield: ['航海士セレナ'], main: ['石', '岩'] } });
    activate(g, on(g, '航海士セレナ', 0), [], { choose: ['岩', '石'] });
    expect(bottom(g, 0, 2)).toEqual(['岩', '石']);
  });
});

describe('交易所の両替商: 「[2]を支払ってもよい。支払ったなら、カードを2枚引く」 (HF-5.3)', () => {
  it('paid: two energies asleep, two cards drawn; declined: nothing', () => {
    const paid = makeGame({ cards: ALL, p0: { hand: ['交易所の両替商'], energy: 5 } });
    play(paid, '交易所の両替商', [], { may: [true] });
    expect(hand(paid, 0)).toHaveLength(2);
    const declined = makeGame({ cards: ALL, p0: { hand: ['交易所の両替商'], energy: 5 } });
    play(declined, '交易所の両替商', [], { may: [false] });
    expect(hand(declined, 0)).toHaveLength(0);
  });

  it('not enough energy left to pay 2: nothing is paid and nothing drawn', () => {
    const g = makeGame({ cards: ALL, p0: { hand: ['交易所の両替商'], energy: 4 } });
    play(g, '交易所の両替商', [], { may: [true] });
    expect(hand(g, 0)).toHaveLength(0);
  });
});

describe('果てなき大砂海: 「各ターンの終了時、そのターンのプレイヤーは自分の…」 (HF-6.6)', () => {
  it('the top card of the turn player’s deck goes, whoever controls the world set', () => {
    const g = makeGame({
      cards: ALL,
      p0: { battlefield: ['果てなき大砂海'], main: ['石'] },
      p1: { main: ['岩'] },
    });
    endTurn(g);
    expect(trash(g, 0)).toEqual(['石']);
    expect(trash(g, 1)).toEqual([]);
    endTurn(g); // the opponent's turn: they drew 岩 in their draw phase, the card under it goes
    expect(trash(g, 1)).toHaveLength(1);
    expect(trash(g, 0)).toEqual(['石']);
  });
});

describe('海軍諜報員: 「[スリープ]【相手のターン中】：…」 (HF-12.4)', () => {
  it('usable only in the opponent’s turn', () => {
    const g = makeGame({ cards: ALL, p0: { battlefield: ['海軍諜報員'] }, p1: { battlefield: ['水夫'] } });
    const spy = on(g, '海軍諜報員', 0);
    expect(() => activate(g, spy, [on(g, '水夫', 1)])).toThrow();
  });
});

describe('嵐のバルド: 「あなたの他の《海賊》を持つキャラクター1体につき、ターン終了時まで…+1000」 (HF-12.9)', () => {
  it('counted when the attack trigger resolves: a pirate leaving later does not change it', () => {
    const g = makeGame({
      cards: ALL,
      p0: { battlefield: ['赤錨海賊団船長 嵐のバルド', '水夫', '水夫'], hand: ['破砕'] },
    });
    const bald = on(g, '赤錨海賊団船長 嵐のバルド', 0);
    attack(g, bald, { player: 1 });
    expect(power(g, bald)).toBe(7000);
    untilPlayable(g, 0);
    playBy(g, 0, '破砕', [on(g, '水夫', 0)]);
    expect(power(g, bald)).toBe(7000);
  });
});

describe('海軍の手配書: 「このカードの持ち主はカードを2枚引く」 on the opponent’s pirate (HF-4.4, HF-9.8)', () => {
  it('the set card’s owner draws when the host is destroyed, not the host’s player', () => {
    const g = makeGame({
      cards: ALL,
      p0: { hand: ['海軍の手配書', '破砕'], energy: 2 },
      p1: { battlefield: ['水夫', '石'] },
    });
    expect(() => play(g, '海軍の手配書', [on(g, '石', 1)])).toThrow(); // only on a 《海賊》
    play(g, '海軍の手配書', [on(g, '水夫', 1)]);
    play(g, '破砕', [on(g, '水夫', 1)]);
    expect(hand(g, 0)).toHaveLength(2);
    expect(hand(g, 1)).toHaveLength(0);
    expect(trash(g, 0)).toContain('海軍の手配書');
  });
});

describe('群れなす鉄牙鮫: 「戦場の、このキャラクター以外の《海獣》…1体につき」 (HF-3)', () => {
  it('counts both players’ other sea beasts, continuously', () => {
    const g = makeGame({
      cards: ALL,
      p0: { battlefield: ['群れなす鉄牙鮫', '鮫'], hand: ['破砕'] },
      p1: { battlefield: ['鮫'] },
    });
    const shark = on(g, '群れなす鉄牙鮫', 0);
    expect(power(g, shark)).toBe(4000);
    play(g, '破砕', [on(g, '鮫', 1)]);
    expect(power(g, shark)).toBe(3000);
  });
});

describe('人魚の涙: 「[自動]【相手のターン中】：このキャラクターのパワー+1000」 on a set card (HF-4.4, HF-12.1)', () => {
  it('the opponent’s turn of the host’s player: set on the opponent’s character, +2000 in your own turn', () => {
    const g = makeGame({
      cards: ALL,
      p0: { hand: ['人魚の涙', '人魚の涙'], energy: 3, battlefield: ['石'] },
      p1: { battlefield: ['岩'] },
    });
    play(g, '人魚の涙', [on(g, '岩', 1)]);
    play(g, '人魚の涙', [on(g, '石', 0)]);
    expect([power(g, on(g, '石', 0)), power(g, on(g, '岩', 1))]).toEqual([2000, 3000]);
    endTurn(g);
    expect([power(g, on(g, '石', 0)), power(g, on(g, '岩', 1))]).toEqual([3000, 2000]);
  });
});
