// Issue 22 (t17b, seventeenth round): cards of the d70 / d71 train halves with a subtle mechanic, compiled inline from
// the designers' own sentences (codegen/dsl/designerWordsTrain17b.ts reads the new wordings) and played in the engine:
// each behaves as its 「# 意図」 says.
import { describe, expect, it } from 'vitest';
import { attach } from '../../src/engine/zones.js';
import {
  activate,
  field,
  hand,
  handSize,
  inHand,
  on,
  play,
  settle,
  trash,
} from '../helpers/corpusScenario.js';
import { compileFixture } from '../helpers/fixtureCards.js';
import { act, cardId, makeGame, power } from '../helpers/harness.js';

const CARDS = compileFixture(
  `【セット】test
【カード】アンコール・チケット
種別：セット
コスト：2
パワー：+1000
テキスト：
  [自動]：このキャラクターが破壊されたとき、このキャラクターのカードをトラッシュに置く代わりに、持ち主の手札に戻す。

【カード】崩壊サーバー
種別：ワールド・セット
コスト：3
分類：《グリッチ》
テキスト：
  ②[カルネージ2]：対戦相手のキャラクター一体を対象とし、あなたのメインデッキの一番上のカードを裏向きでそれにセットする。そのカードは、カード名「ノイズ」、パワー-1000の、分類とテキストを持たないセットカードとして扱う。

【カード】カナデ
種別：キャラクター
コスト：4
分類：《電脳アイドル》
パワー：4000
テキスト：
  ①[自動]：このカードが場に出たとき、このキャラクター以外のあなたの《電脳アイドル》を持つキャラクターが場にいる場合、カードを2枚引く。その後、あなたの手札を1枚選び、トラッシュに置く。

【カード】グリッチ・ストーム
種別：コマンド
コスト：4
テキスト：
  対戦相手のキャラクター全てに、それぞれ1000ダメージを与える。あなたの場に《グリッチ》を持つキャラクターがいる場合、代わりにそれぞれ2000ダメージを与える。

【カード】全艦反転離脱
種別：コマンド
コスト：3
テキスト：
  あなたのキャラクターを好きな数選び、持ち主の手札に戻す。

【カード】旗艦 アルシオン
種別：キャラクター
コスト：7
分類：《船団》《母艦》
パワー：7000
テキスト：
  [自動]【登場時】：あなたのメインデッキの一番上のカードを、パワー1000・分類《艦載機》のキャラクターとして裏向きで登場させる。これを2回行う。

【カード】破壊命令
種別：コマンド
コスト：0
テキスト：
  あなたのキャラクター1体を対象とし、それを破壊する。

【カード】撃墜命令
種別：コマンド
コスト：0
テキスト：
  対戦相手のキャラクター1体を対象とし、それを破壊する。

【カード】偏向シールド発生器
種別：セット
コスト：2
パワー：+1000
テキスト：
  [自動]：このキャラクターが破壊される場合、代わりに、このカードをトラッシュに置き、このキャラクターが受けているダメージを全て取り除いてもよい。

【カード】アイドル
種別：キャラクター
コスト：1
分類：《電脳アイドル》
パワー：2000

【カード】バグ
種別：キャラクター
コスト：1
分類：《グリッチ》
パワー：1000

【カード】鉄
種別：キャラクター
コスト：1
パワー：3000
`,
  'test/fixtures/t17b-train-inline.hf',
).all;

describe('アンコール・チケット: a set card’s 「…このキャラクターのカードをトラッシュに置く代わりに、持ち主の手札に戻す」 (HF-9.6)', () => {
  it('the host’s card goes to its owner’s hand instead of the trash; the set card itself goes to the trash', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { hand: ['破壊命令', 'アンコール・チケット'], battlefield: ['鉄'] },
    });
    const host = on(g, '鉄', 0);
    attach(g, cardId(g, 'アンコール・チケット', 0), host);
    play(g, '破壊命令', [host]);
    expect(hand(g, 0)).toContain('鉄');
    expect(trash(g, 0)).not.toContain('鉄');
    expect(trash(g, 0)).toContain('アンコール・チケット');
  });
});

describe('崩壊サーバー: the top card set face down on an opponent’s character as 「ノイズ」, power -1000 (HF-14.3)', () => {
  it('the target loses 1000 while the face-down card is set on it', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { battlefield: ['崩壊サーバー'], main: ['バグ'], damageField: ['鉄', '鉄'] },
      p1: { battlefield: ['鉄'] },
    });
    const target = on(g, '鉄', 1);
    activate(g, on(g, '崩壊サーバー', 0), [target]);
    const noise = cardId(g, 'バグ', 0);
    expect(g.state.cards[noise].zone).toBe('attached');
    expect(g.state.cards[noise].faceUp).toBe(false);
    expect(power(g, target)).toBe(2000);
  });
});

describe('カナデ ①: 「…場にいる場合、カードを2枚引く。その後、手札を1枚選び、トラッシュに置く」 (HF-5.7)', () => {
  it('with another idol: draws 2, then discards 1', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { hand: ['カナデ'], battlefield: ['アイドル'], main: ['鉄', 'バグ'], energy: 4 },
    });
    play(g, 'カナデ', [], { choose: ['鉄'] });
    expect(handSize(g, 0)).toBe(1);
    expect(trash(g, 0)).toContain('鉄');
  });
  it('without another idol: neither draws nor discards (the intent: 「いなければ何もしない」)', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['カナデ', 'バグ'], main: ['鉄', 'バグ'], energy: 4 } });
    play(g, 'カナデ', [], { choose: ['バグ'] });
    expect(hand(g, 0)).toEqual(['バグ']);
    expect(trash(g, 0)).toEqual([]);
  });
});

describe('グリッチ・ストーム: 「…それぞれ1000ダメージ…場合、代わりにそれぞれ2000ダメージ」', () => {
  it('2000 to each opponent’s character with a 《グリッチ》 of yours, 1000 without', () => {
    const withIt = makeGame({
      cards: CARDS,
      p0: { hand: ['グリッチ・ストーム'], battlefield: ['バグ'], energy: 4 },
      p1: { battlefield: ['バグ', 'アイドル'] },
    });
    play(withIt, 'グリッチ・ストーム');
    expect(field(withIt, 1)).toEqual([]);
    expect(trash(withIt, 1).sort()).toEqual(['アイドル', 'バグ'].sort());

    const without = makeGame({
      cards: CARDS,
      p0: { hand: ['グリッチ・ストーム'], battlefield: ['鉄'], energy: 4 },
      p1: { battlefield: ['バグ', 'アイドル'] },
    });
    play(without, 'グリッチ・ストーム');
    expect(trash(without, 1)).toEqual(['バグ']);
    expect(field(without, 1)).toEqual(['アイドル']);
    expect(without.state.cards[on(without, 'アイドル', 1)].damage).toBe(1000);
  });
});

describe('全艦反転離脱: 「あなたのキャラクターを好きな数選び、持ち主の手札に戻す」 (not targeted)', () => {
  it('every chosen character returns, the others stay', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { hand: ['全艦反転離脱'], battlefield: ['鉄', 'バグ', 'アイドル'], energy: 3 },
    });
    play(g, '全艦反転離脱', [], { choose: ['鉄', 'バグ'] });
    expect(hand(g, 0).sort()).toEqual(['バグ', '鉄'].sort());
    expect(field(g, 0)).toEqual(['アイドル']);
  });
});

describe('旗艦 アルシオン: 「…パワー1000・分類《艦載機》のキャラクターとして裏向きで登場させる。これを2回行う」 (HF-14.3)', () => {
  it('two face-down active 1000-power characters from the top of the main deck', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { hand: ['旗艦 アルシオン'], main: ['鉄', 'バグ', 'アイドル'], energy: 7 },
    });
    play(g, '旗艦 アルシオン');
    const down = g.state.battlefield.filter(
      (id) => g.state.cards[id].controller === 0 && !g.state.cards[id].faceUp,
    );
    expect(down.length).toBe(2);
    for (const id of down) {
      expect(power(g, id)).toBe(1000);
      expect(g.state.cards[id].sleep).toBe(false);
    }
    expect(down.sort()).toEqual([cardId(g, '鉄', 0), cardId(g, 'バグ', 0)].sort());
  });
});

describe('d71 偏向シールド発生器: 「このキャラクターが破壊される場合、代わりに、このカードをトラッシュに置き、…取り除いてもよい」 (HF-5.11)', () => {
  it('the host’s player chooses (the intent: 「そのキャラクターのプレイヤーは」), even when the set card is the opponent’s', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { hand: ['撃墜命令', '偏向シールド発生器'] },
      p1: { battlefield: [{ name: '鉄', damage: 1000 }] },
    });
    const host = on(g, '鉄', 1);
    const shield = cardId(g, '偏向シールド発生器', 0);
    attach(g, shield, host);
    act(g, { type: 'play', card: inHand(g, 0, '撃墜命令'), targets: [host] });
    settle(g, {}, ['main', 'defense', 'replacement']);
    expect(g.state.pending?.kind).toBe('replacement');
    expect((g.state.pending as { player?: number }).player).toBe(1);
    settle(g, { replace: [true] });
    expect(g.state.cards[host].zone).toBe('battlefield');
    expect(g.state.cards[host].damage).toBe(0);
    expect(g.state.cards[shield].zone).toBe('trash');
  });
});
