// Issue 22 (i22n): the corpus cards that declare a kind, a card name or a trait (「…を宣言する」「…を1つ指定し」,
// RULING 「宣言」, docs/engine.md), played as their designer wrote them, each asserting its `# 意図:`.
import { describe, expect, it } from 'vitest';
import { legalActions } from '../../src/engine/index.js';
import {
  activate,
  bottom,
  corpusGame,
  hand,
  inHand,
  on,
  play,
  sorted,
  top,
  trash,
} from '../helpers/corpusScenario.js';

const SETS = { d1: 'd1-hoshizora', d25: 'd25-kessho' } as const;
const game = corpusGame(SETS);

describe('d1 天啓: 「「キャラクター」「コマンド」「セット」のいずれかを宣言する」', () => {
  it('the declared kind among the top three goes to the hand (a world set is a set); the rest to the bottom', () => {
    const g = game(
      'd1',
      {
        hand: ['天啓'],
        energy: 2,
        main: ['星図の外套', '見習い星詠み ツキミ', '星詠みの天文台', '星の導き'],
      },
      {},
    );
    play(g, '天啓', [], { declare: ['set'], choose: ['星図の外套', '星詠みの天文台'] });
    expect(sorted(hand(g, 0))).toEqual(sorted(['星図の外套', '星詠みの天文台']));
    expect(bottom(g, 0, 1)).toEqual(['見習い星詠み ツキミ']); // the rest went to the bottom
    expect(top(g, 0, 1)).toEqual(['星の導き']);
  });
});

describe('d25 鉱脈占い: 「カード名を１つ指定し」', () => {
  it('every card of the declared name among the top four goes to the hand', () => {
    const g = game('d25', {
      hand: ['鉱脈占い'],
      energy: 1,
      main: ['見習い坑夫 ピコ', 'ギルドの新人坑夫', '見習い坑夫 ピコ', '紫晶の小ゴーレム'],
    });
    play(g, '鉱脈占い', [], { declare: ['見習い坑夫 ピコ'], choose: ['見習い坑夫 ピコ', '見習い坑夫 ピコ'] });
    expect(hand(g, 0)).toEqual(['見習い坑夫 ピコ', '見習い坑夫 ピコ']);
    expect(sorted(bottom(g, 0, 2))).toEqual(sorted(['ギルドの新人坑夫', '紫晶の小ゴーレム']));
  });
});

describe('d25 鉱脈読みのセレス: 「分類を１つ指定し」', () => {
  it('the cards of the top two with the declared trait go to the hand, the rest to the trash', () => {
    const g = game('d25', {
      battlefield: ['鉱脈読みのセレス'],
      energy: 2,
      main: ['紫晶の小ゴーレム', 'ギルドの新人坑夫', '見習い坑夫 ピコ'],
    });
    const offered = () => legalActions(g).flatMap((a) => (a.type === 'declare' ? [a.value] : []));
    activate(g, on(g, '鉱脈読みのセレス', 0), [], { declare: ['結晶'], choose: ['紫晶の小ゴーレム'] });
    expect(hand(g, 0)).toEqual(['紫晶の小ゴーレム']);
    expect(trash(g, 0)).toEqual(['ギルドの新人坑夫']);
    expect(offered()).toEqual([]); // nothing waits
    expect(inHand(g, 0, '紫晶の小ゴーレム')).toBeDefined();
  });
});
