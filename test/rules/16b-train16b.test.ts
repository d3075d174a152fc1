// Issue 22 (t16b, sixteenth round): cards of the d67 / d68 train halves that compile through
// codegen/dsl/designerWordsTrain16b.ts, played in the engine (compiled inline from the designers' own sentences):
// each behaves as its 「# 意図」 says.
import { describe, expect, it } from 'vitest';
import { legalActions } from '../../src/engine/legal.js';
import { hasKeyword } from '../../src/engine/query.js';
import { attach } from '../../src/engine/zones.js';
import { endTurn, hand, on, play } from '../helpers/corpusScenario.js';
import { compileFixture } from '../helpers/fixtureCards.js';
import { act, cardId, makeGame, passAll, power } from '../helpers/harness.js';

const CARDS = compileFixture(
  `【セット】test
【カード】見習い人形遣い
種別：キャラクター
コスト：2
分類：《人形遣い》
パワー：1000
テキスト：
  [自動]：このキャラクターが登場した時、あなたのメインデッキの一番上のカードを裏向きでアクティブのまま戦場に登場させる。それはカード名「木偶」、パワー1000、分類《人形》を持ち、テキストを持たないキャラクターとして扱う。

【カード】相棒人形ジャック
種別：キャラクター
コスト：1
分類：《人形》
パワー：1000
テキスト：
  [自動]：あなたが「腹話術師ボルドー」を戦場に出している限り、このキャラクターはパワー+2000され、【反撃】を得る。

【カード】腹話術師ボルドー
種別：キャラクター
コスト：3
パワー：3000

【カード】獏の枕
種別：セット
コスト：1
分類：《獏》
パワー：+1000
テキスト：
  [自動]：対戦相手がドローフェイズ以外でメインデッキからカードを引くたび、このキャラクターのパワーをターン終了時まで+1000する。

【カード】眠り薬
種別：セット
コスト：3
パワー：-1000
テキスト：
  [自動]：このカードがセットされた時、このキャラクターをスリープにする。
  [自動]：このカードがセットされている限り、このキャラクターはアクティブフェイズにアクティブにならない。
  [2]：このキャラクターにセットされているこのカードをトラッシュに置く。

【カード】施し
種別：コマンド
コスト：0
テキスト：
  対戦相手はカードを2枚引く。

【カード】鉄
種別：キャラクター
コスト：1
パワー：4000
`,
  'test/fixtures/t16b-train-inline.hf',
).all;

describe('見習い人形遣い: 「…を裏向きでアクティブのまま戦場に登場させる。それは…として扱う」 (HF-14.3)', () => {
  it('the top card enters face down and active as 「木偶」, power 1000, 《人形》, under its player', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['見習い人形遣い'], main: ['鉄'], energy: 2 } });
    play(g, '見習い人形遣い');
    const puppet = cardId(g, '鉄', 0);
    const c = g.state.cards[puppet];
    expect(c.zone).toBe('battlefield');
    expect(c.faceUp).toBe(false);
    expect(c.sleep).toBe(false);
    expect(c.controller).toBe(0);
    expect(power(g, puppet)).toBe(1000);
  });
});

describe('相棒人形ジャック: 「あなたが「X」を戦場に出している限り、…はパワー+2000され、【反撃】を得る」 (HF-12.1)', () => {
  it('with its player’s ボルドー: 3000 and 【反撃】; without, or with the opponent’s: 1000 and none', () => {
    const withIt = makeGame({ cards: CARDS, p0: { battlefield: ['相棒人形ジャック', '腹話術師ボルドー'] } });
    const jack = on(withIt, '相棒人形ジャック', 0);
    expect(power(withIt, jack)).toBe(3000);
    expect(hasKeyword(withIt, jack, 'counter')).toBe(true);

    const theirs = makeGame({
      cards: CARDS,
      p0: { battlefield: ['相棒人形ジャック'] },
      p1: { battlefield: ['腹話術師ボルドー'] },
    });
    const jack2 = on(theirs, '相棒人形ジャック', 0);
    expect(power(theirs, jack2)).toBe(1000);
    expect(hasKeyword(theirs, jack2, 'counter')).toBe(false);
  });
});

describe('獏の枕: 「対戦相手がドローフェイズ以外でメインデッキからカードを引くたび」 on a set card (HF-6.2, HF-10)', () => {
  it('+1000 to the host per card the opponent draws outside their draw phase, until the end of the turn; none in it', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['獏の枕', '施し'], battlefield: ['鉄'] } });
    const host = on(g, '鉄', 0);
    attach(g, cardId(g, '獏の枕', 0), host);
    expect(power(g, host)).toBe(5000);
    play(g, '施し');
    expect(power(g, host)).toBe(7000); // two cards drawn: two triggers
    endTurn(g); // the opponent's turn: its draw-phase draw does not trigger
    expect(power(g, host)).toBe(5000);
  });
});

describe('眠り薬: the host is put to sleep and does not untap in its active phase; its player may trash the set card', () => {
  it('HF-6.1 the opponent’s character stays asleep through its active phase; paying 2 removes the set card', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { hand: ['眠り薬'], energy: 3 },
      p1: { battlefield: ['鉄'], energy: 2 },
    });
    const host = on(g, '鉄', 1);
    const potion = cardId(g, '眠り薬', 0);
    play(g, '眠り薬', [host]);
    expect(g.state.cards[potion].zone).toBe('attached');
    expect(g.state.cards[host].sleep).toBe(true);
    expect(power(g, host)).toBe(3000);
    endTurn(g);
    expect(g.state.turnPlayer).toBe(1);
    expect(g.state.cards[host].sleep).toBe(true);
    const use = legalActions(g).find((a) => a.type === 'activate' && a.player === 1);
    expect(use).toBeDefined();
    act(g, use as Parameters<typeof act>[1]);
    passAll(g);
    expect(g.state.cards[potion].zone).toBe('trash');
    expect(hand(g, 1)).not.toContain('眠り薬');
  });
});
