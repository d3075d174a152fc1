// Issue 22 ("Done when": 0 accepted cards behave differently from their intent): the accepted cards of d57–d60
// (sc15), played in the engine exactly as their designers wrote them, each asserting what its `# 意図:` says — or,
// where the intent goes against the seeds or a RULING of docs/engine.md, what the rules say (the test names it).
// Held-out halves first; the cards with no subtle mechanic were checked by their explain (the report of sc15).
import { describe, expect, it } from 'vitest';
import { hasKeyword, powerOf } from '../../src/engine/query.js';
import {
  type G,
  activatableOn,
  activate,
  activeEnergy,
  asleep,
  attachedTo,
  attack,
  attackCard,
  canActivate,
  canDefend,
  cannotAttack,
  corpusGame,
  damageCount,
  damageOf,
  dealt,
  defend,
  endTurn,
  field,
  hand,
  hitPlayer,
  on,
  play,
  playBy,
  playable,
  revealedWith,
  settle,
  targetable,
  top,
  trash,
} from '../helpers/corpusScenario.js';
import { act } from '../helpers/harness.js';

const SETS = {
  d57: 'd57-yakusou',
  d58: 'd58-raijin',
  d59: 'd59-kodai',
  d60: 'd60-toride',
} as const;
const game = corpusGame(SETS);
/** Player 1 (the turn player) attacks player 0, who does not defend. */
const hitPlayerBy1 = (g: G, attacker: number) => {
  attack(g, attacker, { player: 0 });
  if (g.state.pending?.kind === 'defense') defend(g, null);
};
const TASUKE = '山羊飼い タスケ'; // vanilla 《山里》 2000, cost 1
const WARAI = '笑い茸の群れ'; // 《薬草》《毒》 1000: destroyed → poisons an opposing character

describe('d57-yakusou (held-out half)', () => {
  const SAIKA = '吹き矢の狩人 サイカ'; // [2][スリープ]: poison an opposing character

  it('d57 吹き矢の狩人 サイカ + 山の落石: the poison is the top card set face down at -1000; 落石 then deals 5000 instead of 3000', () => {
    const g = game(
      'd57',
      { battlefield: [SAIKA], energy: 5, hand: ['山の落石'], main: ['峰の鷹匠 ハヤテ'] },
      { battlefield: [{ name: '遺跡の番人ゴーレム' }] },
    );
    const golem = on(g, '遺跡の番人ゴーレム', 1);
    activate(g, on(g, SAIKA, 0), [golem]);
    expect(attachedTo(g, golem)).toHaveLength(1);
    expect(g.state.cards[attachedTo(g, golem)[0]].faceUp).toBeFalsy();
    expect(powerOf(g, golem)).toBe(4000);
    play(g, '山の落石', [golem]);
    expect(dealt(g)).toEqual([5000]);
  });

  it('d57 山の落石: without poison, 3000', () => {
    const g = game('d57', { energy: 3, hand: ['山の落石'] }, { battlefield: ['遺跡の番人ゴーレム'] });
    play(g, '山の落石', [on(g, '遺跡の番人ゴーレム', 1)]);
    expect(dealt(g)).toEqual([3000]);
  });

  it('d57 笑い茸の群れ: destroyed by an opposing command → poisons an opposing character (its owner’s top card)', () => {
    const g = game(
      'd57',
      { battlefield: [WARAI], main: ['峰の鷹匠 ハヤテ'] },
      { battlefield: [TASUKE], hand: ['火矢'], energy: 2 },
      1,
    );
    playBy(g, 1, '火矢', [on(g, WARAI, 0)]);
    expect(trash(g, 0)).toContain(WARAI);
    expect(powerOf(g, on(g, TASUKE, 1))).toBe(1000);
  });

  it('d57 蛇酒の主人 ヤマカガシ: attacks → +1000 per 《毒》 card set on opposing characters, until the end of the turn', () => {
    const A = '蛇酒の主人 ヤマカガシ';
    const g = game(
      'd57',
      { battlefield: [A, SAIKA], energy: 2, main: ['峰の鷹匠 ハヤテ'] },
      { battlefield: ['遺跡の番人ゴーレム'] },
    );
    activate(g, on(g, SAIKA, 0), [on(g, '遺跡の番人ゴーレム', 1)]);
    hitPlayer(g, on(g, A, 0));
    expect(powerOf(g, on(g, A, 0))).toBe(5000);
  });

  it('d57 毒消し: a set card of a character (the face-down poison) to its owner’s trash, and draw', () => {
    const g = game(
      'd57',
      { battlefield: [SAIKA], energy: 3, hand: ['毒消し'], main: ['峰の鷹匠 ハヤテ', '熊の胆'] },
      { battlefield: ['遺跡の番人ゴーレム'] },
    );
    const golem = on(g, '遺跡の番人ゴーレム', 1);
    activate(g, on(g, SAIKA, 0), [golem]);
    play(g, '毒消し', [golem]);
    expect(attachedTo(g, golem)).toEqual([]);
    expect(powerOf(g, golem)).toBe(5000);
    expect(trash(g, 0)).toEqual(expect.arrayContaining(['峰の鷹匠 ハヤテ', '毒消し']));
    expect(hand(g, 0)).toEqual(['熊の胆']);
  });

  // 「…を2枚選び、ゲームから除外してもよい。そうした場合、…」: the intent says exactly two, none with fewer — RULING
  // «An optional N-card step read by 「そうした場合」» (docs/engine.md; HF-5.7): done in full or not at all.
  it('d57 還魂丹: with one 《薬草》 card in the trash nothing is removed and nothing returns to the guard deck; it still draws', () => {
    const g = game('d57', {
      energy: 2,
      hand: ['還魂丹'],
      trash: [WARAI],
      damageField: [TASUKE],
      main: ['熊の胆'],
    });
    play(g, '還魂丹');
    expect(hand(g, 0)).toEqual(['熊の胆']);
    expect(damageCount(g, 0)).toBe(1);
    expect(trash(g, 0)).toEqual(expect.arrayContaining([WARAI, '還魂丹']));
  });

  it('d57 還魂丹: two 《薬草》 cards removed → a damage card back to the guard deck; it draws in any case', () => {
    const h = game('d57', {
      energy: 2,
      hand: ['還魂丹'],
      trash: [WARAI, WARAI],
      damageField: [TASUKE],
      main: ['熊の胆'],
    });
    play(h, '還魂丹');
    expect(damageCount(h, 0)).toBe(0);
    expect(trash(h, 0)).toEqual(['還魂丹']);
    expect(hand(h, 0)).toEqual(['熊の胆']);
  });

  it('d57 千年人参の精: +1000 per two 《薬草》 cards of your trash (rounded down); 【死殺】 — damage does not destroy it', () => {
    const A = '千年人参の精';
    const g = game(
      'd57',
      { battlefield: [A], trash: [WARAI, WARAI, WARAI] },
      { hand: ['火矢'], energy: 2 },
      1,
    );
    expect(powerOf(g, on(g, A, 0))).toBe(3000);
    playBy(g, 1, '火矢', [on(g, A, 0)]);
    expect(field(g, 0)).toContain(A);
  });

  it('d57 痺れ薬: set on an opposing character, it is 1000 weaker and cannot defend', () => {
    const g = game(
      'd57',
      { battlefield: [TASUKE] },
      { battlefield: ['峰の鷹匠 ハヤテ'], hand: ['痺れ薬'], energy: 2 },
      1,
    );
    playBy(g, 1, '痺れ薬', [on(g, TASUKE, 0)]);
    expect(powerOf(g, on(g, TASUKE, 0))).toBe(1000);
    const g2 = game(
      'd57',
      { battlefield: [TASUKE] },
      { battlefield: ['薬研挽き ゲンゾウ'], hand: ['痺れ薬'], energy: 2 },
      1,
    );
    playBy(g2, 1, '痺れ薬', [on(g2, TASUKE, 0)]);
    attack(g2, on(g2, '薬研挽き ゲンゾウ', 1), { player: 0 });
    expect(canDefend(g2, on(g2, TASUKE, 0))).toBe(false);
  });

  it('d57 百草酒: only on your own characters; +1000 per two 《薬草》 cards of your trash', () => {
    const A = '百草酒';
    const g = game(
      'd57',
      { battlefield: [TASUKE], hand: [A], energy: 2, trash: [WARAI, WARAI] },
      { battlefield: [TASUKE] },
    );
    expect(targetable(g, A, on(g, TASUKE, 1))).toBe(false);
    play(g, A, [on(g, TASUKE, 0)]);
    expect(powerOf(g, on(g, TASUKE, 0))).toBe(3000);
  });
});

describe('d58-raijin (held-out half)', () => {
  it('d58 八雷・黒雷: destroys a character by its attack → may become active; ① once per turn for the name (HF-12.8)', () => {
    const A = '八雷・黒雷';
    const sleeping = { name: TASUKE, sleep: true };
    const g = game('d58', { battlefield: [A, A] }, { battlefield: [sleeping, sleeping] });
    const [a1, a2, t1, t2] = [on(g, A, 0), on(g, A, 0, 1), on(g, TASUKE, 1), on(g, TASUKE, 1, 1)];
    attackCard(g, a1, t1);
    expect(asleep(g, a1)).toBe(false);
    expect(damageCount(g, 1)).toBe(1); // 【貫通】
    attackCard(g, a2, t2);
    expect(asleep(g, a2)).toBe(true);
  });

  it('d58 八雷・大雷: ② [カルネージ2] destroys a sleeping opposing character, once per turn', () => {
    const A = '八雷・大雷';
    const g = game(
      'd58',
      { battlefield: [A], damageField: [TASUKE, TASUKE, TASUKE, TASUKE] },
      {
        battlefield: [
          { name: TASUKE, sleep: true },
          { name: TASUKE, sleep: true },
        ],
      },
    );
    activate(g, on(g, A, 0), [on(g, TASUKE, 1)]);
    expect(field(g, 1)).toEqual([TASUKE]);
    expect(damageCount(g, 0)).toBe(2);
    expect(canActivate(g, on(g, A, 0))).toBe(false);
  });

  it('d58 雷縛の鎖: set on an opposing character, it falls asleep and stays asleep in its active phase', () => {
    const A = '雷縛の鎖';
    const g = game('d58', { hand: [A], energy: 3 }, { battlefield: [TASUKE] });
    play(g, A, [on(g, TASUKE, 1)]);
    expect(asleep(g, on(g, TASUKE, 1))).toBe(true);
    expect(powerOf(g, on(g, TASUKE, 1))).toBe(1000);
    endTurn(g);
    expect(g.state.turnPlayer).toBe(1);
    expect(asleep(g, on(g, TASUKE, 1))).toBe(true);
  });

  it('d58 高天原の雷雲: ① a 《雷神》 of yours enters → 1000 to an opposing character, once per turn for the name', () => {
    const g = game(
      'd58',
      { battlefield: ['高天原の雷雲'], hand: ['八雷・伏雷', '八雷・伏雷'], energy: 4 },
      { battlefield: [TASUKE] },
    );
    play(g, '八雷・伏雷');
    play(g, '八雷・伏雷');
    expect(dealt(g)).toEqual([1000]);
  });

  it('d58 雷神の怒り: damage equal to your 《雷神》’s power', () => {
    const g = game(
      'd58',
      { battlefield: ['八雷・析雷'], hand: ['雷神の怒り'], energy: 3 },
      { battlefield: ['遺跡の番人ゴーレム'] },
    );
    play(g, '雷神の怒り', [on(g, '八雷・析雷', 0), on(g, '遺跡の番人ゴーレム', 1)]);
    expect(dealt(g)).toEqual([3000]);
  });

  it('d58 稲妻返し: played during an opposing attack, 4000 to the attacker', () => {
    const g = game('d58', { hand: ['稲妻返し'], energy: 2 }, { battlefield: [TASUKE] }, 1);
    act(g, { type: 'attack', attacker: on(g, TASUKE, 1), target: { player: 0 } });
    settle(g, {}, ['main', 'window']);
    playBy(g, 0, '稲妻返し', [on(g, TASUKE, 1)]);
    expect(trash(g, 1)).toContain(TASUKE);
  });

  it('d58 雷太鼓の鬼: 1000, or 2000 instead while a 《雷鼓》 set card is on it', () => {
    const A = '雷太鼓の鬼';
    const g = game(
      'd58',
      { battlefield: [A], hand: ['雷神の連鼓'], energy: 3 },
      { battlefield: ['遺跡の番人ゴーレム'] },
    );
    play(g, '雷神の連鼓', [on(g, A, 0)]);
    activate(g, on(g, A, 0), [on(g, '遺跡の番人ゴーレム', 1)]);
    expect(dealt(g)).toEqual([2000]);
  });
});

describe('d59-kodai (held-out half)', () => {
  const MASK = '呪われた黄金仮面'; // 《遺物》 set -2000, the host cannot defend

  it('d59 盗掘団の頭目ザハル: enters → an opposing player’s set card, even on your own character, to its owner’s trash', () => {
    const A = '盗掘団の頭目ザハル';
    const g = game(
      'd59',
      { battlefield: ['遺跡の番人ゴーレム'], hand: [A], energy: 4 },
      { hand: [MASK], energy: 2 },
      1,
    );
    playBy(g, 1, MASK, [on(g, '遺跡の番人ゴーレム', 0)]);
    expect(powerOf(g, on(g, '遺跡の番人ゴーレム', 0))).toBe(3000);
    endTurn(g);
    play(g, A);
    expect(attachedTo(g, on(g, '遺跡の番人ゴーレム', 0))).toEqual([]);
    expect(trash(g, 1)).toContain(MASK);
  });

  it('d59 碑文解読者ミナセ: playing a 《遺物》 set card → may draw, once per turn', () => {
    const A = '碑文解読者ミナセ';
    const g = game(
      'd59',
      { battlefield: [A], hand: [MASK, MASK], energy: 4, main: [TASUKE, '盗掘'] },
      { battlefield: ['遺跡の番人ゴーレム'] },
    );
    play(g, MASK, [on(g, '遺跡の番人ゴーレム', 1)]);
    play(g, MASK, [on(g, '遺跡の番人ゴーレム', 1)]);
    expect(hand(g, 0)).toEqual([TASUKE]);
  });

  it('d59 自律式ゴーレム・プロト: [カルネージ1] +2000 and 【貫通】 for the turn, used twice: both add up', () => {
    const A = '自律式ゴーレム・プロト';
    const g = game(
      'd59',
      { battlefield: [A], damageField: [TASUKE, TASUKE] },
      { battlefield: [{ name: TASUKE, sleep: true }] },
    );
    activate(g, on(g, A, 0));
    activate(g, on(g, A, 0));
    expect(powerOf(g, on(g, A, 0))).toBe(7000);
    attackCard(g, on(g, A, 0), on(g, TASUKE, 1));
    expect(trash(g, 1)).toContain(TASUKE);
    expect(damageCount(g, 1)).toBe(2); // two 【貫通】, one each (the intent: they add up)
  });

  it('d59 発掘隊長ヨハンナ + 遺跡の石像ゴーレム: the 《ゴーレム》 on top enters at the end of your active phase — asleep, as its own text says', () => {
    const g = game('d59', { battlefield: ['発掘隊長ヨハンナ'], main: ['遺跡の石像ゴーレム'] }, {}, 1);
    endTurn(g, { choose: ['遺跡の石像ゴーレム'] });
    expect(field(g, 0)).toContain('遺跡の石像ゴーレム');
    expect(asleep(g, on(g, '遺跡の石像ゴーレム', 0))).toBe(true);
  });

  it('d59 発掘隊長ヨハンナ: a card that is not a 《ゴーレム》 character stays on top', () => {
    const g = game('d59', { battlefield: ['発掘隊長ヨハンナ'], main: [MASK, TASUKE] }, {}, 1);
    endTurn(g);
    expect(field(g, 0)).toEqual(['発掘隊長ヨハンナ']);
    expect(hand(g, 0)).toContain(MASK); // the draw of the turn takes it
  });

  it('d59 砂に埋もれた巨人ゴーレム: costs 1 less per 《考古学者》 of yours', () => {
    const A = '砂に埋もれた巨人ゴーレム';
    const g = game('d59', { battlefield: ['遺跡の地図職人', '遺跡測量士'], hand: [A], energy: 5 });
    expect(playable(g, A)).toBe(true);
    play(g, A);
    expect(activeEnergy(g, 0)).toBe(0);
  });

  it('d59 封印の碑文: only a character of 3000 or less; removed from the game, its set cards to the trash', () => {
    const A = '封印の碑文';
    const g = game('d59', { hand: [A, MASK], energy: 5 }, { battlefield: ['遺跡の番人ゴーレム', TASUKE] });
    expect(targetable(g, A, on(g, '遺跡の番人ゴーレム', 1))).toBe(false);
    play(g, MASK, [on(g, '遺跡の番人ゴーレム', 1)]);
    play(g, A, [on(g, '遺跡の番人ゴーレム', 1)]);
    expect(field(g, 1)).toEqual([TASUKE]);
    expect(trash(g, 1)).toEqual([]);
    expect(trash(g, 0)).toEqual(expect.arrayContaining([MASK, A]));
  });

  it('d59 沈黙の帝都遺跡: your 《ゴーレム》 +1000; [2] one becomes active, once per turn', () => {
    const A = '沈黙の帝都遺跡';
    const g = game(
      'd59',
      { battlefield: [A, { name: '遺跡の番人ゴーレム', sleep: true }], energy: 4 },
      { battlefield: ['遺跡の番人ゴーレム'] },
    );
    expect(powerOf(g, on(g, '遺跡の番人ゴーレム', 0))).toBe(6000);
    expect(powerOf(g, on(g, '遺跡の番人ゴーレム', 1))).toBe(5000);
    activate(g, on(g, A, 0), [on(g, '遺跡の番人ゴーレム', 0)]);
    expect(asleep(g, on(g, '遺跡の番人ゴーレム', 0))).toBe(false);
    expect(canActivate(g, on(g, A, 0))).toBe(false);
  });
});

describe('d60-toride (held-out half)', () => {
  it('d60 石積みの城壁: cannot be targeted by opposing commands', () => {
    const A = '石積みの城壁';
    const g = game('d60', { hand: ['火矢'], energy: 2 }, { battlefield: [A, TASUKE] });
    expect(targetable(g, '火矢', on(g, A, 1))).toBe(false);
    expect(targetable(g, '火矢', on(g, TASUKE, 1))).toBe(true);
  });

  it('d60 衛兵隊長: your other 《衛兵》 +1000, not itself', () => {
    const A = '衛兵隊長';
    const g = game('d60', { battlefield: [A, '夜番の槍兵'] }, { battlefield: ['夜番の槍兵'] });
    expect(powerOf(g, on(g, A, 0))).toBe(4000);
    expect(powerOf(g, on(g, '夜番の槍兵', 0))).toBe(3000);
    expect(powerOf(g, on(g, '夜番の槍兵', 1))).toBe(2000);
  });

  it('d60 辺境の砦: a 《城壁》 of yours defends → draw, once per turn', () => {
    const A = '辺境の砦';
    const g = game(
      'd60',
      { battlefield: [A, '丸太の防柵', '丸太の防柵'], main: [TASUKE, '火矢'] },
      { battlefield: [TASUKE, TASUKE] },
      1,
    );
    const [d1, d2, x1, x2] = [
      on(g, '丸太の防柵', 0),
      on(g, '丸太の防柵', 0, 1),
      on(g, TASUKE, 1),
      on(g, TASUKE, 1, 1),
    ];
    attack(g, x1, { player: 0 });
    defend(g, d1);
    expect(hand(g, 0)).toEqual([TASUKE]);
    attack(g, x2, { player: 0 });
    defend(g, d2);
    expect(hand(g, 0)).toEqual([TASUKE]);
  });

  it('d60 全弩砲、放て: playable only with a 「弩砲」 card on your battlefield; 2000 to every opposing character', () => {
    const A = '全弩砲、放て';
    const g = game('d60', { hand: [A], energy: 4 }, { battlefield: [TASUKE] });
    expect(playable(g, A)).toBe(false);
    const h = game(
      'd60',
      { hand: [A], energy: 4, battlefield: ['弩砲の射手'] },
      { battlefield: [TASUKE, '夜番の槍兵'] },
    );
    play(h, A);
    expect(dealt(h)).toEqual([2000, 2000]);
  });

  it('d60 据え付けの弩砲: the host gets [1][スリープ]: 2000 to an opposing character', () => {
    const A = '据え付けの弩砲';
    const g = game(
      'd60',
      { battlefield: [TASUKE], hand: [A], energy: 4 },
      { battlefield: ['遺跡の番人ゴーレム'] },
    );
    play(g, A, [on(g, TASUKE, 0)]);
    expect(powerOf(g, on(g, TASUKE, 0))).toBe(3000);
    activate(g, on(g, TASUKE, 0), [on(g, '遺跡の番人ゴーレム', 1)]);
    expect(dealt(g)).toEqual([2000]);
    expect(asleep(g, on(g, TASUKE, 0))).toBe(true);
  });

  it('d60 砦の軍旗: set on an opposing character, its owner (who played it) draws', () => {
    const A = '砦の軍旗';
    const g = game('d60', { hand: [A], energy: 2, main: ['火矢'] }, { battlefield: [TASUKE] });
    play(g, A, [on(g, TASUKE, 1)]);
    expect(hand(g, 0)).toEqual(['火矢']);
    expect(powerOf(g, on(g, TASUKE, 1))).toBe(4000);
  });

  it('d60 伝令兵: [スリープ] draw, then discard a card of your choice', () => {
    const A = '伝令兵';
    const g = game('d60', { battlefield: [A], hand: [TASUKE], main: ['火矢'] });
    activate(g, on(g, A, 0), [], { choose: [TASUKE] });
    expect(hand(g, 0)).toEqual(['火矢']);
    expect(trash(g, 0)).toEqual([TASUKE]);
  });
});

describe('d57–d60 held-out halves: the other cards with a subtle mechanic', () => {
  const HAYATE = '峰の鷹匠 ハヤテ'; // 【神速】 3000, no other text

  it('d57 薬草摘み ナズナ: top 3, up to one 《薬草》 card to the hand, the rest to the bottom; fewer than 3: nothing', () => {
    const A = '薬草摘み ナズナ';
    const g = game('d57', { hand: [A], energy: 1, main: [WARAI, TASUKE, HAYATE, '熊の胆'] });
    play(g, A, [], { choose: [WARAI] });
    expect(hand(g, 0)).toEqual([WARAI]);
    expect(top(g, 0, 1)).toEqual(['熊の胆']);
    const h = game('d57', { hand: [A], energy: 1, main: [WARAI, TASUKE], mainCount: 2 });
    play(h, A, [], { choose: [WARAI] });
    expect(hand(h, 0)).toEqual([]);
  });

  it('d57 薬研挽き ゲンゾウ: [スリープ][a 《薬草》 card of the hand to the trash]: draw; no 《薬草》 in hand, no use', () => {
    const A = '薬研挽き ゲンゾウ';
    const g = game('d57', { battlefield: [A], hand: [TASUKE] });
    expect(canActivate(g, on(g, A, 0))).toBe(false);
    const h = game('d57', { battlefield: [A], hand: [WARAI], main: [HAYATE] });
    activate(h, on(h, A, 0));
    expect(hand(h, 0)).toEqual([HAYATE]);
    expect(trash(h, 0)).toEqual([WARAI]);
  });

  it('d57 薬種問屋の若旦那 イツキ: enters → draws 2 only with 2 or fewer cards in hand', () => {
    const A = '薬種問屋の若旦那 イツキ';
    const g = game('d57', { hand: [A, TASUKE, TASUKE], energy: 2, main: [HAYATE, HAYATE] });
    play(g, A);
    expect(hand(g, 0)).toHaveLength(4);
    const h = game('d57', { hand: [A, TASUKE, TASUKE, TASUKE], energy: 2, main: [HAYATE, HAYATE] });
    play(h, A);
    expect(hand(h, 0)).toHaveLength(3);
  });

  it('d57 山里の薬師 ユズリハ: [スリープ] all damage off a character of yours; enters with 4 《薬草》 in the trash → a damage card back', () => {
    const A = '山里の薬師 ユズリハ';
    const g = game('d57', { battlefield: [A, { name: TASUKE, damage: 1000 }] });
    activate(g, on(g, A, 0), [on(g, TASUKE, 0)]);
    expect(damageOf(g, on(g, TASUKE, 0))).toBe(0);
    const h = game('d57', {
      hand: [A],
      energy: 3,
      trash: [WARAI, WARAI, WARAI, WARAI],
      damageField: [TASUKE],
    });
    play(h, A);
    expect(damageCount(h, 0)).toBe(0);
    const k = game('d57', { hand: [A], energy: 3, trash: [WARAI, WARAI, WARAI], damageField: [TASUKE] });
    play(k, A);
    expect(damageCount(k, 0)).toBe(1);
  });

  it('d57 修験者 ソウエン: enters → may take a 《薬草》 card of your trash (a target) to the hand', () => {
    const A = '修験者 ソウエン';
    const g = game('d57', { hand: [A], energy: 3, trash: [TASUKE, WARAI] });
    play(g, A);
    expect(hand(g, 0)).toEqual([WARAI]);
  });

  it('d57 霧隠れの毒婦 ウツギ: its attack damages the opponent → may poison; attacking a character does not', () => {
    const A = '霧隠れの毒婦 ウツギ';
    const g = game('d57', { battlefield: [A], main: [HAYATE] }, { battlefield: ['遺跡の番人ゴーレム'] });
    hitPlayer(g, on(g, A, 0));
    expect(powerOf(g, on(g, '遺跡の番人ゴーレム', 1))).toBe(4000);
    const h = game(
      'd57',
      { battlefield: [A], main: [HAYATE] },
      { battlefield: [{ name: TASUKE, sleep: true }, '遺跡の番人ゴーレム'] },
    );
    attackCard(h, on(h, A, 0), on(h, TASUKE, 1));
    expect(powerOf(h, on(h, '遺跡の番人ゴーレム', 1))).toBe(5000);
  });

  it('d57 熊の胆: the host gets +1000 and 【反撃】', () => {
    const g = game('d57', { battlefield: [TASUKE], hand: ['熊の胆'], energy: 2 });
    play(g, '熊の胆', [on(g, TASUKE, 0)]);
    expect(powerOf(g, on(g, TASUKE, 0))).toBe(3000);
    expect(hasKeyword(g, on(g, TASUKE, 0), 'counter')).toBe(true);
  });

  it('d57 秘伝・百草還魂: 【奥義：薬師】 needs a 「薬師」 card; heals all, one damage card back, two more with 6 《薬草》', () => {
    const A = '秘伝・百草還魂';
    const g = game('d57', { hand: [A], energy: 4, battlefield: [TASUKE] });
    expect(playable(g, A)).toBe(false);
    const h = game('d57', {
      hand: [A],
      energy: 4,
      battlefield: ['山里の薬師 ユズリハ', { name: TASUKE, damage: 1000 }],
      trash: [WARAI, WARAI, WARAI, WARAI, WARAI, WARAI],
      damageField: [TASUKE, TASUKE, TASUKE, TASUKE],
    });
    play(h, A, [], { choose: [TASUKE, TASUKE, TASUKE] });
    expect(damageOf(h, on(h, TASUKE, 0))).toBe(0);
    expect(damageCount(h, 0)).toBe(1);
  });

  it('d58 八雷・伏雷: enters → may deal 1000 to a sleeping opposing character; its damage trigger deals 2000', () => {
    const A = '八雷・伏雷';
    const g = game(
      'd58',
      { hand: [A], energy: 2 },
      { battlefield: [TASUKE, { name: '遺跡の番人ゴーレム', sleep: true }] },
    );
    play(g, A);
    expect(dealt(g)).toEqual([1000]);
    expect(damageOf(g, on(g, '遺跡の番人ゴーレム', 1))).toBe(1000);
    const t = game('d58', { guard: [A] }, { battlefield: [TASUKE, '遺跡の番人ゴーレム'] }, 1);
    revealedWith(t, on(t, TASUKE, 1), [on(t, '遺跡の番人ゴーレム', 1)]);
    expect(dealt(t)).toEqual([2000]);
  });

  it('d58 八雷・析雷: attacks → may deal 2000 to a sleeping opposing character', () => {
    const A = '八雷・析雷';
    const g = game(
      'd58',
      { battlefield: [A] },
      { battlefield: [{ name: '遺跡の番人ゴーレム', sleep: true }] },
    );
    hitPlayer(g, on(g, A, 0));
    expect(dealt(g)).toEqual([2000]);
  });

  it('d58 雨雲を呼ぶ嵐霊: enters → an energy of yours becomes active, once per turn for the name', () => {
    const A = '雨雲を呼ぶ嵐霊';
    const g = game('d58', { hand: [A, A], energy: 4 });
    play(g, A);
    expect(activeEnergy(g, 0)).toBe(3);
    play(g, A);
    expect(activeEnergy(g, 0)).toBe(1);
  });

  it('d58 嵐霊の大群 / つむじ風の嵐霊: every active opposing character asleep; つむじ風 only an active one of 3000 or less', () => {
    const g = game(
      'd58',
      { hand: ['嵐霊の大群'], energy: 4 },
      { battlefield: [TASUKE, '遺跡の番人ゴーレム'] },
    );
    play(g, '嵐霊の大群');
    expect(asleep(g, on(g, TASUKE, 1)) && asleep(g, on(g, '遺跡の番人ゴーレム', 1))).toBe(true);
    const A = 'つむじ風の嵐霊';
    const h = game(
      'd58',
      { battlefield: [A], energy: 1 },
      { battlefield: [TASUKE, '遺跡の番人ゴーレム', { name: TASUKE, sleep: true }] },
    );
    expect(activatableOn(h, on(h, A, 0), on(h, '遺跡の番人ゴーレム', 1))).toBe(false);
    expect(activatableOn(h, on(h, A, 0), on(h, TASUKE, 1, 1))).toBe(false);
    activate(h, on(h, A, 0), [on(h, TASUKE, 1)]);
    expect(asleep(h, on(h, TASUKE, 1))).toBe(true);
  });

  it('d58 雷獣 ライカ: its attack damages the opponent → may draw, then discards one', () => {
    const A = '雷獣 ライカ';
    const g = game('d58', { battlefield: [A], hand: [TASUKE], main: [HAYATE] });
    hitPlayer(g, on(g, A, 0), { choose: [TASUKE] });
    expect(hand(g, 0)).toEqual([HAYATE]);
    expect(trash(g, 0)).toEqual([TASUKE]);
  });

  it('d58 嵐霊の加護: the host defends → its player may draw, once per turn for the name', () => {
    const A = '嵐霊の加護';
    const GOLEM = '遺跡の番人ゴーレム';
    const g = game(
      'd58',
      { battlefield: [GOLEM, GOLEM], hand: [A, A], energy: 4, main: [HAYATE, HAYATE] },
      { battlefield: [TASUKE, TASUKE] },
    );
    play(g, A, [on(g, GOLEM, 0)]);
    play(g, A, [on(g, GOLEM, 0, 1)]);
    endTurn(g);
    const before = hand(g, 0).length;
    const [x1, x2, d1, d2] = [on(g, TASUKE, 1), on(g, TASUKE, 1, 1), on(g, GOLEM, 0), on(g, GOLEM, 0, 1)];
    attack(g, x1, { player: 0 });
    defend(g, d1);
    expect(hand(g, 0)).toHaveLength(before + 1);
    attack(g, x2, { player: 0 });
    defend(g, d2);
    expect(hand(g, 0)).toHaveLength(before + 1);
  });

  it('d59 遺跡測量士: [スリープ] the top card to the hand only if it has 《遺物》, else it stays on top', () => {
    const A = '遺跡測量士';
    const g = game('d59', { battlefield: [A], main: ['呪われた黄金仮面'] });
    activate(g, on(g, A, 0), [], { choose: ['呪われた黄金仮面'] });
    expect(hand(g, 0)).toEqual(['呪われた黄金仮面']);
    const h = game('d59', { battlefield: [A], main: [TASUKE] });
    activate(h, on(h, A, 0), [], { choose: [TASUKE] });
    expect(hand(h, 0)).toEqual([]);
    expect(top(h, 0, 1)).toEqual([TASUKE]);
  });

  it('d59 遺跡の番人ゴーレム: its damage trigger gives a character of yours +2000 for the turn', () => {
    const A = '遺跡の番人ゴーレム';
    const t = game('d59', { guard: [A], battlefield: [TASUKE] }, { battlefield: [HAYATE] }, 1);
    revealedWith(t, on(t, HAYATE, 1), [on(t, TASUKE, 0)]);
    expect(powerOf(t, on(t, TASUKE, 0))).toBe(4000);
  });

  it('d59 緊急退避 / 盗掘: a character of yours back to the hand, its set cards to the trash; an opposing set card to the trash and draw', () => {
    const GOLEM = '遺跡の番人ゴーレム';
    const g = game('d59', { battlefield: [GOLEM], hand: ['緊急退避', '呪われた黄金仮面'], energy: 3 });
    play(g, '呪われた黄金仮面', [on(g, GOLEM, 0)]);
    play(g, '緊急退避', [on(g, GOLEM, 0)]);
    expect(hand(g, 0)).toEqual([GOLEM]);
    expect(trash(g, 0)).toEqual(expect.arrayContaining(['呪われた黄金仮面', '緊急退避']));
    const h = game(
      'd59',
      { battlefield: ['遺跡の番人ゴーレム'], hand: ['盗掘'], energy: 2, main: [HAYATE] },
      { hand: ['呪われた黄金仮面'], energy: 2 },
      1,
    );
    playBy(h, 1, '呪われた黄金仮面', [on(h, '遺跡の番人ゴーレム', 0)]);
    endTurn(h);
    const drawn = hand(h, 0).length;
    play(h, '盗掘', [attachedTo(h, on(h, '遺跡の番人ゴーレム', 0))[0]]);
    expect(trash(h, 1)).toEqual(['呪われた黄金仮面']);
    expect(hand(h, 0)).toHaveLength(drawn); // 盗掘 left the hand, one card drawn
  });

  it('d59 発掘用のつるはし: set on an opposing character, its ability is used by that character’s player', () => {
    const A = '発掘用のつるはし';
    const g = game('d59', { hand: [A], energy: 1 }, { battlefield: [TASUKE] });
    play(g, A, [on(g, TASUKE, 1)]);
    expect(powerOf(g, on(g, TASUKE, 1))).toBe(3000);
    expect(canActivate(g, on(g, TASUKE, 1))).toBe(false);
    endTurn(g);
    expect(canActivate(g, on(g, TASUKE, 1))).toBe(true);
  });

  it('d60 砦の軍医 / 立て直し: damage off a character of yours; up to two damage cards back to the guard deck', () => {
    const g = game('d60', { battlefield: ['砦の軍医', { name: TASUKE, damage: 1000 }], energy: 1 });
    activate(g, on(g, '砦の軍医', 0), [on(g, TASUKE, 0)]);
    expect(damageOf(g, on(g, TASUKE, 0))).toBe(0);
    const h = game('d60', { hand: ['立て直し'], energy: 3, damageField: [TASUKE, TASUKE, TASUKE] });
    play(h, '立て直し', [], { choose: [TASUKE, TASUKE] });
    expect(damageCount(h, 0)).toBe(1);
  });

  it('d60 大型弩砲: cannot attack; [2][スリープ] 3000 to an opposing character, active or asleep', () => {
    const A = '大型弩砲';
    const g = game('d60', { battlefield: [A], energy: 2 }, { battlefield: ['遺跡の番人ゴーレム'] });
    expect(cannotAttack(g, on(g, A, 0))).toBe(true);
    activate(g, on(g, A, 0), [on(g, '遺跡の番人ゴーレム', 1)]);
    expect(dealt(g)).toEqual([3000]);
  });
});

describe('d57–d60 train halves: replacements, destructions and set cards', () => {
  const GOLEM = '遺跡の番人ゴーレム'; // 5000, 【反撃】

  it('d59 古代帝国の亡霊兵: destroyed → may be removed from the game instead of the trash, and then draws', () => {
    const A = '古代帝国の亡霊兵';
    const g = game('d59', { battlefield: [A], main: [TASUKE] }, { hand: ['火矢'], energy: 2 }, 1);
    playBy(g, 1, '火矢', [on(g, A, 0)]);
    expect(trash(g, 0)).toEqual([]);
    expect(hand(g, 0)).toEqual([TASUKE]);
  });

  it('d59 守護紋章の盾: the host would be destroyed → its damage is removed and the shield goes to the trash instead', () => {
    const A = '守護紋章の盾';
    const g = game('d59', { battlefield: [TASUKE], hand: [A], energy: 2 }, { hand: ['火矢'], energy: 2 });
    play(g, A, [on(g, TASUKE, 0)]);
    endTurn(g);
    playBy(g, 1, '火矢', [on(g, TASUKE, 0)]);
    expect(field(g, 0)).toEqual([TASUKE]);
    expect(damageOf(g, on(g, TASUKE, 0))).toBe(0);
    expect(trash(g, 0)).toEqual([A]);
  });

  it('d58 避雷針: destroyed by damage → may trash 避雷針 and remove the damage instead', () => {
    const A = '避雷針';
    const g = game('d58', { battlefield: [TASUKE], hand: [A], energy: 1 }, { hand: ['火矢'], energy: 2 });
    play(g, A, [on(g, TASUKE, 0)]);
    endTurn(g);
    playBy(g, 1, '火矢', [on(g, TASUKE, 0)]);
    expect(field(g, 0)).toEqual([TASUKE]);
    expect(damageOf(g, on(g, TASUKE, 0))).toBe(0);
    expect(trash(g, 0)).toEqual([A]);
  });

  it('d58 雷獣 ヌエ: destroyed → may return to the hand, once per turn for the name', () => {
    const A = '雷獣 ヌエ';
    const g = game('d58', { battlefield: [A, A] }, { hand: ['火矢', '火矢'], energy: 4 }, 1);
    playBy(g, 1, '火矢', [on(g, A, 0)]);
    expect(hand(g, 0)).toEqual([A]);
    playBy(g, 1, '火矢', [on(g, A, 0)]);
    expect(hand(g, 0)).toEqual([A]);
    expect(trash(g, 0)).toEqual([A]);
  });

  it('d57 一服盛る + 蛇毒の小瓶: two poisons, then the vial makes three 《毒》 cards → the host is destroyed', () => {
    const g = game(
      'd57',
      { hand: ['一服盛る', '蛇毒の小瓶'], energy: 5, main: [TASUKE, TASUKE, '峰の鷹匠 ハヤテ'] },
      { battlefield: [GOLEM] },
    );
    play(g, '一服盛る', [on(g, GOLEM, 1)]);
    expect(powerOf(g, on(g, GOLEM, 1))).toBe(3000);
    play(g, '蛇毒の小瓶', [on(g, GOLEM, 1)]);
    expect(field(g, 1)).toEqual([]);
  });

  it('d57 トリカブトの根: set on an opposing character → one more poison; on your own, none', () => {
    const A = 'トリカブトの根';
    const g = game('d57', { hand: [A], energy: 1, main: [TASUKE] }, { battlefield: [GOLEM] });
    play(g, A, [on(g, GOLEM, 1)]);
    expect(attachedTo(g, on(g, GOLEM, 1))).toHaveLength(2);
    expect(powerOf(g, on(g, GOLEM, 1))).toBe(3000);
    const h = game('d57', { hand: [A], energy: 1, main: [TASUKE], battlefield: [GOLEM] });
    play(h, A, [on(h, GOLEM, 0)]);
    expect(attachedTo(h, on(h, GOLEM, 0))).toHaveLength(1);
  });

  it('d57 鱗粉の毒蛾: defends → may poison the attacker, whose -1000 counts in that battle', () => {
    const A = '鱗粉の毒蛾'; // 2000
    const g = game('d57', { battlefield: [A], main: [TASUKE] }, { battlefield: ['八雷・析雷'] }, 1);
    attack(g, on(g, '八雷・析雷', 1), { player: 0 });
    defend(g, on(g, A, 0));
    expect(dealt(g)).toEqual([2000]); // the attacker's 3000 less the poison's 1000
  });
});

describe('d57–d60 train halves: the other cards with a subtle mechanic', () => {
  const GOLEM = '遺跡の番人ゴーレム'; // 5000, 【反撃】
  const HAYATE = '峰の鷹匠 ハヤテ';

  it('d57 薬草を刻む: draw; then may discard a 《薬草》 card to draw again', () => {
    const A = '薬草を刻む';
    const g = game('d57', { hand: [A], energy: 1, main: [WARAI, HAYATE] });
    play(g, A, [], { choose: [WARAI] });
    expect(hand(g, 0)).toEqual([HAYATE]);
    expect(trash(g, 0)).toEqual(expect.arrayContaining([WARAI, A]));
  });

  it('d57 擦り込み毒: only on an opposing character that already has a 《毒》 card', () => {
    const A = '擦り込み毒';
    const g = game(
      'd57',
      { hand: [A, '痺れ薬'], energy: 3, main: [TASUKE, HAYATE] },
      { battlefield: [GOLEM, TASUKE] },
    );
    expect(playable(g, A)).toBe(false);
    play(g, '痺れ薬', [on(g, GOLEM, 1)]);
    expect(targetable(g, A, on(g, TASUKE, 1))).toBe(false);
    play(g, A, [on(g, GOLEM, 1)]);
    expect(powerOf(g, on(g, GOLEM, 1))).toBe(3000);
    expect(hand(g, 0)).toEqual([HAYATE]);
  });

  it('d57 解毒師 シノブ: [スリープ] a 《毒》 card set on a character of yours to its owner’s trash', () => {
    const A = '解毒師 シノブ';
    const g = game('d57', { battlefield: [A, GOLEM] }, { hand: ['痺れ薬'], energy: 2 }, 1);
    playBy(g, 1, '痺れ薬', [on(g, GOLEM, 0)]);
    endTurn(g);
    activate(g, on(g, A, 0), [on(g, GOLEM, 0)]);
    expect(attachedTo(g, on(g, GOLEM, 0))).toEqual([]);
    expect(trash(g, 1)).toEqual(['痺れ薬']);
  });

  it('d57 毒使い カガチ: enters → poisons; at the end of your turn, one more on an already poisoned opposing character', () => {
    const A = '毒使い カガチ';
    const g = game(
      'd57',
      { hand: [A], energy: 3, main: [TASUKE, TASUKE, HAYATE, HAYATE] },
      { battlefield: [GOLEM] },
    );
    play(g, A);
    expect(attachedTo(g, on(g, GOLEM, 1))).toHaveLength(1);
    endTurn(g);
    expect(attachedTo(g, on(g, GOLEM, 1))).toHaveLength(2);
  });

  it('d57 薬師頭 ミクマリ / 薬湯の湯守 フジ: 《調合》 cards cost 1 less; another 《薬師》 enters → draw, once per turn', () => {
    const g = game('d57', { battlefield: ['薬師頭 ミクマリ'], hand: ['気付け薬'], energy: 1 });
    expect(playable(g, '気付け薬')).toBe(true);
    const h = game('d57', {
      battlefield: ['薬湯の湯守 フジ'],
      hand: ['解毒師 シノブ', '解毒師 シノブ'],
      energy: 4,
      main: [HAYATE, HAYATE],
    });
    play(h, '解毒師 シノブ');
    play(h, '解毒師 シノブ');
    expect(hand(h, 0)).toEqual([HAYATE]);
  });

  it('d57 気付け薬: +1000 for the turn, then active again', () => {
    const A = '気付け薬';
    const g = game('d57', { battlefield: [{ name: TASUKE, sleep: true }], hand: [A], energy: 2 });
    play(g, A, [on(g, TASUKE, 0)]);
    expect(powerOf(g, on(g, TASUKE, 0))).toBe(3000);
    expect(asleep(g, on(g, TASUKE, 0))).toBe(false);
  });

  it('d58 八雷・土雷 / 颶風の嵐霊: defends → +2000 for the turn; defends → may give the attacker -1000', () => {
    const g = game('d58', { battlefield: ['八雷・土雷'] }, { battlefield: ['八雷・析雷'] }, 1);
    attack(g, on(g, '八雷・析雷', 1), { player: 0 });
    defend(g, on(g, '八雷・土雷', 0));
    expect(field(g, 0)).toEqual(['八雷・土雷']); // 3000 against 3000 + 2000
    const h = game('d58', { battlefield: ['颶風の嵐霊'] }, { battlefield: ['八雷・析雷'] }, 1);
    attack(h, on(h, '八雷・析雷', 1), { player: 0 });
    defend(h, on(h, '颶風の嵐霊', 0));
    expect(dealt(h)).toEqual(expect.arrayContaining([2000]));
  });

  it('d58 雷の落とし子: [カルネージ1] +2000 for the turn; with 4000 or more it has 【神速】', () => {
    const A = '雷の落とし子';
    const g = game('d58', { battlefield: [A], damageField: [TASUKE] });
    expect(hasKeyword(g, on(g, A, 0), 'godspeed')).toBe(false);
    activate(g, on(g, A, 0));
    expect(powerOf(g, on(g, A, 0))).toBe(4000);
    expect(hasKeyword(g, on(g, A, 0), 'godspeed')).toBe(true);
  });

  it('d58 雷鼓: set on an opposing character, its attack lets its player deal 1000 to one of yours', () => {
    const A = '雷鼓';
    const g = game('d58', { hand: [A], energy: 1, battlefield: [GOLEM] }, { battlefield: ['八雷・析雷'] });
    play(g, A, [on(g, '八雷・析雷', 1)]);
    endTurn(g);
    hitPlayerBy1(g, on(g, '八雷・析雷', 1));
    expect(damageOf(g, on(g, GOLEM, 0))).toBe(1000);
  });

  it('d58 八雷・鳴雷: another 《雷神》 of yours enters → may deal 1000, each time', () => {
    const A = '八雷・鳴雷';
    const g = game(
      'd58',
      { battlefield: [A], hand: ['八雷・伏雷', '八雷・伏雷'], energy: 4 },
      { battlefield: [GOLEM] },
    );
    play(g, '八雷・伏雷');
    play(g, '八雷・伏雷');
    expect(dealt(g)).toEqual([1000, 1000]);
  });

  it('d59 石化の視線: a sleeping character stays asleep in its player’s next active phase only', () => {
    const A = '石化の視線';
    const g = game('d59', { hand: [A], energy: 3 }, { battlefield: [{ name: GOLEM, sleep: true }] });
    play(g, A, [on(g, GOLEM, 1)]);
    endTurn(g);
    expect(asleep(g, on(g, GOLEM, 1))).toBe(true);
    endTurn(g);
    endTurn(g);
    expect(asleep(g, on(g, GOLEM, 1))).toBe(false);
  });

  it('d59 古代の魔導核: only on a 《ゴーレム》; +2000', () => {
    const A = '古代の魔導核';
    const g = game('d59', { hand: [A], energy: 2, battlefield: [TASUKE, GOLEM] });
    expect(targetable(g, A, on(g, TASUKE, 0))).toBe(false);
    play(g, A, [on(g, GOLEM, 0)]);
    expect(powerOf(g, on(g, GOLEM, 0))).toBe(7000);
  });

  it('d59 王立考古学院長エルメンガルト: enters → draw 2, then discard 1', () => {
    const A = '王立考古学院長エルメンガルト';
    const g = game('d59', { hand: [A], energy: 5, main: [TASUKE, HAYATE] });
    play(g, A, [], { choose: [TASUKE] });
    expect(hand(g, 0)).toEqual([HAYATE]);
    expect(trash(g, 0)).toEqual([TASUKE]);
  });

  it('d59 古文書の解読: 2 with an 《考古学者》 of yours, else 1', () => {
    const A = '古文書の解読';
    const g = game('d59', { hand: [A], energy: 2, main: [TASUKE, HAYATE] });
    play(g, A);
    expect(hand(g, 0)).toHaveLength(1);
    const h = game('d59', { hand: [A], energy: 2, battlefield: ['遺跡測量士'], main: [TASUKE, HAYATE] });
    play(h, A);
    expect(hand(h, 0)).toHaveLength(2);
  });

  it('d60 偵察報告: top 3, one must be taken, the rest to the bottom', () => {
    const A = '偵察報告';
    const g = game('d60', { hand: [A], energy: 1, main: [TASUKE, HAYATE, GOLEM, '火矢'] });
    play(g, A);
    expect(hand(g, 0)).toHaveLength(1);
    expect(top(g, 0, 1)).toEqual(['火矢']);
  });

  it('d60 手当て: damage off a character of yours, then draw', () => {
    const A = '手当て';
    const g = game('d60', {
      hand: [A],
      energy: 1,
      battlefield: [{ name: TASUKE, damage: 1000 }],
      main: [HAYATE],
    });
    play(g, A, [on(g, TASUKE, 0)]);
    expect(damageOf(g, on(g, TASUKE, 0))).toBe(0);
    expect(hand(g, 0)).toEqual([HAYATE]);
  });

  it('d60 煮えた油: only during an opposing attack; destroys the attacker', () => {
    const g = game('d60', { hand: ['煮えた油'], energy: 3 }, { battlefield: [GOLEM] }, 1);
    act(g, { type: 'attack', attacker: on(g, GOLEM, 1), target: { player: 0 } });
    settle(g, {}, ['main', 'window']);
    playBy(g, 0, '煮えた油', [on(g, GOLEM, 1)]);
    expect(field(g, 1)).toEqual([]);
  });

  it('d60 薬草袋: the host is destroyed → may put a damage card back into the guard deck', () => {
    const A = '薬草袋';
    const g = game(
      'd60',
      { battlefield: [TASUKE], hand: [A], energy: 1, damageField: [HAYATE] },
      { hand: ['火矢', '火矢'], energy: 4 },
    );
    play(g, A, [on(g, TASUKE, 0)]);
    endTurn(g);
    playBy(g, 1, '火矢', [on(g, TASUKE, 0)]);
    expect(field(g, 0)).toEqual([]);
    expect(damageCount(g, 0)).toBe(0);
  });
});

describe('d57–d60 train halves: more cards', () => {
  const GOLEM = '遺跡の番人ゴーレム'; // 5000, 【反撃】
  const HAYATE = '峰の鷹匠 ハヤテ';

  // The intent says 「このカードの持ち主は自分のダメージフィールドの…」; the text says 「あなたの」, and a set card's
  // abilities are its host's, 「あなた」 the host's player (000 ■セットカード, RULING HF-4.4). Set on an opposing
  // character, its player — not the bag's owner — puts a damage card back (the rules win over the intent).
  it('d60 薬草袋 on an opposing character: the host’s player, not the bag’s owner, may put a damage card back (RULING HF-4.4)', () => {
    const A = '薬草袋';
    const g = game(
      'd60',
      { hand: [A, '火矢'], energy: 3, damageField: [HAYATE] },
      { battlefield: [TASUKE], damageField: [HAYATE] },
    );
    play(g, A, [on(g, TASUKE, 1)]);
    play(g, '火矢', [on(g, TASUKE, 1)]);
    expect(field(g, 1)).toEqual([]);
    expect(damageCount(g, 0)).toBe(1);
    expect(damageCount(g, 1)).toBe(0);
  });

  it('d57 薬師見習い コハク: enters → may discard a 《薬草》 card to draw 2; without one nothing', () => {
    const A = '薬師見習い コハク';
    const g = game('d57', { hand: [A, WARAI], energy: 1, main: [HAYATE, HAYATE] });
    play(g, A, [], { choose: [WARAI] });
    expect(hand(g, 0)).toEqual([HAYATE, HAYATE]);
    const h = game('d57', { hand: [A, TASUKE], energy: 1, main: [HAYATE, HAYATE] });
    play(h, A);
    expect(hand(h, 0)).toEqual([TASUKE]);
  });

  it('d57 毒沼の大蝦蟇: destroyed → two poisons on one opposing character', () => {
    const A = '毒沼の大蝦蟇';
    const g = game(
      'd57',
      { battlefield: [A], main: [TASUKE, HAYATE] },
      { battlefield: [GOLEM], hand: ['神鳴りの審判'], energy: 5 },
      1,
    );
    playBy(g, 1, '神鳴りの審判', [on(g, A, 0)]);
    expect(attachedTo(g, on(g, GOLEM, 1))).toHaveLength(2);
    expect(powerOf(g, on(g, GOLEM, 1))).toBe(3000);
  });

  it('d58 神鳴りの審判: destroys an opposing character, then 1 damage to the opponent', () => {
    const A = '神鳴りの審判';
    const g = game('d58', { hand: [A], energy: 5 }, { battlefield: [GOLEM] });
    play(g, A, [on(g, GOLEM, 1)]);
    expect(field(g, 1)).toEqual([]);
    expect(damageCount(g, 1)).toBe(1);
  });

  it('d58 八雷・火雷: enters → 1000 to every other character, yours too', () => {
    const A = '八雷・火雷';
    const g = game('d58', { hand: [A], energy: 4, battlefield: [TASUKE] }, { battlefield: [GOLEM] });
    play(g, A);
    expect(damageOf(g, on(g, TASUKE, 0))).toBe(1000);
    expect(damageOf(g, on(g, GOLEM, 1))).toBe(1000);
    expect(damageOf(g, on(g, A, 0))).toBe(0);
  });

  it('d58 雷神 ワケイカヅチ: attacks → may deal 1000 to every opposing character', () => {
    const A = '雷神 ワケイカヅチ';
    const g = game('d58', { battlefield: [A] }, { battlefield: [GOLEM, TASUKE] });
    hitPlayer(g, on(g, A, 0));
    expect(dealt(g)).toEqual([1000, 1000]);
    expect(damageCount(g, 1)).toBe(2); // 【強撃】
  });

  it('d58 八雷・若雷: enters → top 3, up to one 「八雷」 card to the hand, once per turn for the name', () => {
    const A = '八雷・若雷';
    const g = game('d58', {
      hand: [A, A],
      energy: 2,
      main: ['八雷・析雷', TASUKE, HAYATE, '八雷・黒雷', TASUKE, HAYATE],
    });
    play(g, A, [], { choose: ['八雷・析雷'] });
    expect(hand(g, 0)).toEqual([A, '八雷・析雷']);
    play(g, A, [], { choose: ['八雷・黒雷'] });
    expect(hand(g, 0)).toEqual(['八雷・析雷']);
  });

  it('d59 古代兵器の暴走: your 《ゴーレム》 deals its power to an opposing character — no 【反撃】 back', () => {
    const A = '古代兵器の暴走';
    const g = game(
      'd59',
      { hand: [A], energy: 4, battlefield: [TASUKE, '城門の番人ゴーレム'] },
      { battlefield: [GOLEM] },
    );
    expect(targetable(g, A, on(g, TASUKE, 0))).toBe(false);
    play(g, A, [on(g, '城門の番人ゴーレム', 0), on(g, GOLEM, 1)]);
    expect(dealt(g)).toEqual([4000]);
  });

  it('d59 帝冠の欠片 / 禁域の封印術士: set → its owner draws; [1][スリープ] any character -1000 for the turn', () => {
    const g = game('d59', { hand: ['帝冠の欠片'], energy: 1, main: [HAYATE] }, { battlefield: [TASUKE] });
    play(g, '帝冠の欠片', [on(g, TASUKE, 1)]);
    expect(hand(g, 0)).toEqual([HAYATE]);
    const A = '禁域の封印術士';
    const h = game('d59', { battlefield: [A, TASUKE], energy: 1 });
    activate(h, on(h, A, 0), [on(h, TASUKE, 0)]);
    expect(powerOf(h, on(h, TASUKE, 0))).toBe(1000);
  });

  it('d59 古代帝国の近衛兵霊: destroyed → may take another 《古代帝国》 character of your trash', () => {
    const A = '古代帝国の近衛兵霊';
    const g = game(
      'd59',
      { battlefield: [A], trash: ['古代帝国の亡霊兵'] },
      { hand: ['火矢'], energy: 2 },
      1,
    );
    playBy(g, 1, '火矢', [on(g, A, 0)]);
    expect(hand(g, 0)).toEqual(['古代帝国の亡霊兵']);
  });
});

describe('d57–d60 train halves: searches, world sets and phase triggers', () => {
  const GOLEM = '遺跡の番人ゴーレム'; // 5000, 【反撃】
  const HAYATE = '峰の鷹匠 ハヤテ';

  it('d58 黄泉の雷母: [カルネージ2] a 「八雷」 character from the deck to the hand, then up to 3 energies active; once per turn', () => {
    const A = '黄泉の雷母';
    const g = game('d58', {
      battlefield: [A],
      damageField: [TASUKE, TASUKE, TASUKE, TASUKE],
      main: [TASUKE, '八雷・析雷'],
    });
    activate(g, on(g, A, 0), [], { choose: ['八雷・析雷'] });
    expect(hand(g, 0)).toEqual(['八雷・析雷']);
    expect(canActivate(g, on(g, A, 0))).toBe(false);
  });

  it('d58 嵐の巫女 シナト: enters → may take a 《雷鼓》 set card from the deck; [スリープ] another 《嵐霊》 active', () => {
    const A = '嵐の巫女 シナト';
    const g = game('d58', {
      hand: [A],
      energy: 3,
      main: [TASUKE, '雷鼓'],
      battlefield: [{ name: 'つむじ風の嵐霊', sleep: true }],
    });
    play(g, A, [], { choose: ['雷鼓'] });
    expect(hand(g, 0)).toEqual(['雷鼓']);
    activate(g, on(g, A, 0), [on(g, 'つむじ風の嵐霊', 0)]);
    expect(asleep(g, on(g, 'つむじ風の嵐霊', 0))).toBe(false);
  });

  it('d58 雷の羽衣: set → its owner may make the host active; the host has 【神速】', () => {
    const A = '雷の羽衣';
    const g = game('d58', { hand: [A], energy: 2, battlefield: [{ name: TASUKE, sleep: true }] });
    play(g, A, [on(g, TASUKE, 0)]);
    expect(asleep(g, on(g, TASUKE, 0))).toBe(false);
    expect(hasKeyword(g, on(g, TASUKE, 0), 'godspeed')).toBe(true);
  });

  it('d59 帝都の巨像ゴーレム: enters asleep; attacks → 3000 to an opposing character', () => {
    const A = '帝都の巨像ゴーレム';
    const g = game('d59', { hand: [A], energy: 7 }, { battlefield: [GOLEM] });
    play(g, A);
    expect(asleep(g, on(g, A, 0))).toBe(true);
    const h = game('d59', { battlefield: [A] }, { battlefield: [GOLEM] });
    hitPlayer(h, on(h, A, 0));
    expect(dealt(h)).toEqual([3000]);
  });

  it('d59 亡国の皇帝ヴァルディス: at the end of your active phase, may remove a 《古代帝国》 card of your trash → your characters +1000', () => {
    const A = '亡国の皇帝ヴァルディス';
    const g = game('d59', { battlefield: [A, TASUKE], trash: ['古代帝国の亡霊兵'] }, {}, 1);
    endTurn(g, { choose: ['古代帝国の亡霊兵'] });
    expect(trash(g, 0)).toEqual([]);
    expect(powerOf(g, on(g, TASUKE, 0))).toBe(3000);
    expect(powerOf(g, on(g, A, 0))).toBe(7000);
  });

  it('d59 大発掘現場: [3] a 《遺物》 card of your trash to the hand, once per turn', () => {
    const A = '大発掘現場';
    const g = game('d59', { battlefield: [A], energy: 6, trash: ['呪われた黄金仮面', '帝冠の欠片'] });
    activate(g, on(g, A, 0), [g.state.players[0].trash[0]]);
    expect(hand(g, 0)).toHaveLength(1);
    expect(canActivate(g, on(g, A, 0))).toBe(false);
  });

  it('d60 砦の礼拝堂: [3] a damage card back to the guard deck, once per turn', () => {
    const A = '砦の礼拝堂';
    const g = game('d60', { battlefield: [A], energy: 6, damageField: [TASUKE, TASUKE] });
    activate(g, on(g, A, 0));
    expect(damageCount(g, 0)).toBe(1);
    expect(canActivate(g, on(g, A, 0))).toBe(false);
  });
});

// mech15: 「このカード名のカードは1ターンに1枚しかプレイできない。」 (RULING «A play limit per card name», docs/engine.md)
describe('d58: the play limit per card name (mech15)', () => {
  it('d58 蓄電: one a turn per player (the second copy waits for the next turn); 0–2 asleep energies chosen', () => {
    const g = game('d58', { hand: ['蓄電', '蓄電'], energy: 3 });
    play(g, '蓄電', [], { most: true });
    expect(activeEnergy(g, 0)).toBe(3); // paid 1, then the player stood it again
    expect(playable(g, '蓄電')).toBe(false);
    endTurn(g);
    endTurn(g);
    expect(playable(g, '蓄電')).toBe(true);
  });

  it('d58 雷雲招来: one a turn per player', () => {
    const g = game('d58', { hand: ['雷雲招来', '雷雲招来'], energy: 2 });
    play(g, '雷雲招来');
    expect(playable(g, '雷雲招来')).toBe(false);
  });
});
