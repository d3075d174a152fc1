// Issue 22 (t14b, fourteenth round): cards of the d58 (Yu-Gi-Oh! OCG designer) and d59 (MTG translator) train
// halves that compile through codegen/dsl/designerWordsTrain14b.ts, played in the engine (compiled inline from the
// designers' own sentences).
import { describe, expect, it } from 'vitest';
import { hasKeyword } from '../../src/engine/query.js';
import { activate, hand, on, play, trash } from '../helpers/corpusScenario.js';
import { compileFixture } from '../helpers/fixtureCards.js';
import { makeGame, power } from '../helpers/harness.js';

const CARDS = compileFixture(
  `【セット】test
【カード】雷獣 ヌエ
種別：キャラクター
コスト：3
分類：《雷獣》
パワー：3000
テキスト：
  このカード名の①の効果は1ターンに1度しか使用できない。
  ①[自動]：このキャラクターが破壊された場合に発動できる。このカードをトラッシュに置く代わりに手札に加える。

【カード】雷の落とし子
種別：キャラクター
コスト：2
分類：《雷神》
パワー：2000
テキスト：
  ①[1]：このキャラクターのパワーはターン終了時まで2000アップする。
  ②[自動]：このキャラクターのパワーが4000以上である限り、このキャラクターは【神速】を得る。

【カード】雷撃
種別：コマンド
コスト：0
テキスト：
  ①：対戦相手のキャラクター1体を対象としてプレイできる。そのキャラクターに3000ダメージを与える。そのキャラクターが破壊された場合、さらに対戦相手に1ダメージを与える。

【カード】雷獣 ヌエ 改
種別：キャラクター
コスト：4
パワー：4000

【カード】全滅
種別：コマンド
コスト：0
テキスト：
  キャラクター全てを破壊する。
`,
  'test/fixtures/t14b-inline.hf',
);
const ALL = CARDS.all;

describe('雷獣 ヌエ: 「このカード名の①の効果は1ターンに1度」 is counted per player (RULING HF-12.8 name-wide, t14b)', () => {
  it('both players’ copies destroyed at once: each player may use their own ① (the opponent’s use does not use up yours)', () => {
    const g = makeGame({
      cards: ALL,
      p0: { hand: ['全滅'], battlefield: ['雷獣 ヌエ'] },
      p1: { battlefield: ['雷獣 ヌエ'] },
    });
    play(g, '全滅', [], { may: [true, true] });
    expect(hand(g, 0)).toEqual(['雷獣 ヌエ']);
    expect(hand(g, 1)).toContain('雷獣 ヌエ');
    expect(trash(g, 1)).not.toContain('雷獣 ヌエ');
  });

  it('two copies of one player destroyed at once: only one returns to the hand (the name is shared by that player’s cards)', () => {
    const g = makeGame({ cards: ALL, p0: { hand: ['全滅'], battlefield: ['雷獣 ヌエ', '雷獣 ヌエ'] } });
    play(g, '全滅', [], { may: [true, true] });
    expect(hand(g, 0)).toEqual(['雷獣 ヌエ']);
    expect(trash(g, 0)).toEqual(expect.arrayContaining(['全滅', '雷獣 ヌエ']));
  });
});

describe('雷の落とし子: 「このキャラクターのパワーが4000以上である限り、…【神速】を得る」 (HF-12.1, HF-12.9)', () => {
  it('its modified power counts: 2000 has no 【神速】; after ① (+2000 until the end of the turn) it has', () => {
    const g = makeGame({ cards: ALL, p0: { battlefield: ['雷の落とし子'], energy: 1 } });
    const imp = on(g, '雷の落とし子', 0);
    expect(hasKeyword(g, imp, 'godspeed')).toBe(false);
    activate(g, imp);
    expect(power(g, imp)).toBe(4000);
    expect(hasKeyword(g, imp, 'godspeed')).toBe(true);
  });
});

describe('雷撃: 「そのキャラクターに3000ダメージを与える。そのキャラクターが破壊された場合、さらに対戦相手に1ダメージを与える」 (HF-5.7, HF-9.4)', () => {
  const run = (target: string) => {
    const g = makeGame({ cards: ALL, p0: { hand: ['雷撃'] }, p1: { battlefield: [target] } });
    play(g, '雷撃', [on(g, target, 1)]);
    return {
      target: trash(g, 1).includes(target),
      hits: g.state.log.filter((e) => e.type === 'damagePlayer').length,
    };
  };
  it('the target destroyed by the damage: the opponent takes 1 damage', () => {
    expect(run('雷の落とし子')).toEqual({ target: true, hits: 1 });
  });
  it('the target survives (power 4000 > 3000 damage): no damage to the opponent', () => {
    expect(run('雷獣 ヌエ 改')).toEqual({ target: false, hits: 0 });
  });
});
