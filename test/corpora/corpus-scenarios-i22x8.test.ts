// Issue 22 (i22x8): the corpus cards accepted by helper i22x8's wordings, played as their designers wrote them, each
// asserting its `# 意図:` — 「そうでなければ、そのカードをメインデッキの一番上か一番下に置く」 after a reveal with a condition
// (lookAtTop rest topOrBottom), two targets named by their player or trait (前者／後者), 「それら」 after 「…全てを
// アクティブにする。」.
import { describe, expect, it } from 'vitest';
import { powerOf } from '../../src/engine/query.js';
import {
  activate,
  attack,
  bottom,
  corpusGame,
  hand,
  on,
  play,
  top,
  trash,
} from '../helpers/corpusScenario.js';

const SETS = {
  d1: 'd1-hoshizora',
  d2: 'd2-tetsuken',
  d21: 'd21-butai',
  d25: 'd25-kessho',
  d26: 'd26-kaizoku',
} as const;
const game = corpusGame(SETS);

describe('d1 星の巡りを読む者 シオン: 宣言した種別なら手札に、そうでなければ一番上か一番下（自分が選ぶ）', () => {
  const board = () =>
    game('d1', {
      battlefield: ['星の巡りを読む者 シオン'],
      energy: 1,
      main: ['星の巡りを読む者 シオン', 'バニラ'],
    });
  it('「キャラクター」 declared and a character revealed: it goes to the hand', () => {
    const g = board();
    activate(g, on(g, '星の巡りを読む者 シオン', 0), [], {
      declare: ['character'],
      choose: ['星の巡りを読む者 シオン'],
    });
    expect(hand(g, 0)).toContain('星の巡りを読む者 シオン');
    expect(g.state.cards[on(g, '星の巡りを読む者 シオン', 0)].sleep).toBe(true);
  });
  it('「コマンド」 declared: the character stays out of the hand, and its player puts it at the bottom', () => {
    const g = board();
    activate(g, on(g, '星の巡りを読む者 シオン', 0), [], {
      declare: ['command'],
      choose: ['星の巡りを読む者 シオン'],
    });
    expect(hand(g, 0)).not.toContain('星の巡りを読む者 シオン');
    expect(bottom(g, 0, 1)).toEqual(['星の巡りを読む者 シオン']);
    expect(top(g, 0, 1)).toEqual(['バニラ']);
  });
  it('「セット」 declared, the player keeps it on top', () => {
    const g = board();
    activate(g, on(g, '星の巡りを読む者 シオン', 0), [], { declare: ['set'] }); // no card chosen: stays
    expect(top(g, 0, 1)).toEqual(['星の巡りを読む者 シオン']);
  });
});

describe('d25 山師 ローワン: カード名を指定し、公開したカードがその名前なら手札に、違うなら一番上か一番下', () => {
  it('the named card is taken; another is put at the bottom by its player', () => {
    const g = game('d25', { battlefield: ['山師 ローワン'], main: ['山師 ローワン', 'バニラ'] });
    attack(
      g,
      on(g, '山師 ローワン', 0),
      { player: 1 },
      { declare: ['山師 ローワン'], choose: ['山師 ローワン'] },
    );
    expect(hand(g, 0)).toContain('山師 ローワン');

    const h = game('d25', { battlefield: ['山師 ローワン'], main: ['バニラ', '山師 ローワン'] });
    attack(h, on(h, '山師 ローワン', 0), { player: 1 }, { declare: ['山師 ローワン'], choose: ['バニラ'] });
    expect(bottom(h, 0, 1)).toEqual(['バニラ']);
    expect(top(h, 0, 1)).toEqual(['山師 ローワン']);
  });
});

describe('d2 死兵の一撃: 自分の対象を破壊し、破壊できた場合その直前のパワーに等しいダメージを相手の対象に', () => {
  it('my 1000 character is destroyed, the opponent’s is dealt 1000', () => {
    const g = game(
      'd2',
      { hand: ['死兵の一撃'], battlefield: ['バニラ'], energy: 2 },
      { battlefield: ['バニラ'] },
    );
    const mine = on(g, 'バニラ', 0);
    const theirs = on(g, 'バニラ', 1);
    play(g, '死兵の一撃', [mine, theirs]);
    expect(trash(g, 0)).toContain('バニラ');
    expect(trash(g, 1)).toContain('バニラ'); // 1000 damage on a 1000 character
  });
});

describe('d26 衝角突撃: その相手のキャラクターに、その《飛空艇》のパワーと同じダメージ。その後、その《飛空艇》をスリープ', () => {
  it('the 《飛空艇》’s power is dealt, then it sleeps', () => {
    const g = game(
      'd26',
      { hand: ['衝角突撃'], battlefield: ['高速艇〈スワロウテイル〉'], energy: 3 },
      { battlefield: ['バニラ'] },
    );
    const ship = on(g, '高速艇〈スワロウテイル〉', 0);
    play(g, '衝角突撃', [ship, on(g, 'バニラ', 1)]);
    expect(trash(g, 1)).toContain('バニラ');
    expect(g.state.cards[ship].sleep).toBe(true);
  });
});

describe('d21 千秋楽: 《役者》全てをアクティブにし、ターン終了時までそれらのパワーを+1000', () => {
  it('every 《役者》 of mine is active again with +1000; the opponent’s are not', () => {
    const g = game(
      'd21',
      { hand: ['千秋楽'], energy: 5, battlefield: [{ name: '見習い役者 ルカ', sleep: true }] },
      { battlefield: ['見習い役者 ルカ'] },
    );
    const mine = on(g, '見習い役者 ルカ', 0);
    const theirs = on(g, '見習い役者 ルカ', 1);
    const [before, theirsBefore] = [powerOf(g, mine), powerOf(g, theirs)];
    play(g, '千秋楽');
    expect(g.state.cards[mine].sleep).toBe(false);
    expect(powerOf(g, mine)).toBe(before + 1000);
    expect(powerOf(g, theirs)).toBe(theirsBefore);
  });
});
