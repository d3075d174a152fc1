// Issue 22 ("Done when": 0 accepted cards behave differently from their intent): the cards of d37–d44 accepted
// after corpus-scenarios-d37-d40.test.ts and corpus-scenarios-d41-d44.test.ts were written (sc12), played in the
// engine exactly as their designer wrote them, each asserting what its `# 意図:` says.
import { describe, expect, it } from 'vitest';
import { hasKeyword, powerOf, traitsOf } from '../../src/engine/query.js';
import { deckConditionHolds } from '../../src/engine/setup.js';
import { corpusCard } from '../helpers/corpusCards.js';
import {
  type G,
  activatableOn,
  activate,
  asleep,
  attack,
  attackCard,
  bottom,
  canActivate,
  canDefend,
  cannotAttack,
  corpusGame,
  damageCount,
  damageOf,
  defend,
  endTurn,
  field,
  hand,
  hitPlayer,
  inGuard,
  inTrash,
  on,
  play,
  playBy,
  playable,
  revealAnd,
  targetable,
  top,
  trash,
} from '../helpers/corpusScenario.js';

const SETS = {
  d37: 'd37-sorazoku',
  d38: 'd38-tsukumo',
  d39: 'd39-yukiguni',
  d40: 'd40-doujou',
  d41: 'd41-tetsudou',
  d42: 'd42-onmyou',
  d44: 'd44-uchuu',
  d39x: 'd39x-shinobi',
  d41x: 'd41x-kaitou',
  d42x: 'd42x-kishidan',
  d43x: 'd43x-iseki',
} as const;
const game = corpusGame(SETS);
const kuusouOf = (set: keyof typeof SETS, name: string) => {
  const k = corpusCard(SETS[set], name).kuusou;
  if (!k) throw new Error(`${name}: no 【空装】`);
  return k;
};
/** The ids of player `p`'s characters on the battlefield that are not named `name`. */
const othersOf = (g: G, p: 0 | 1, name: string) =>
  g.state.battlefield.filter((id) => g.state.cards[id].controller === p && id !== on(g, name, p));

describe('d37–d40 (sc12)', () => {
  it('d37 救命気球の操り手: 【ダメージトリガー】 may play a character card of cost ≤2 from your hand without paying (HF-9.3)', () => {
    const A = '救命気球の操り手';
    const JACK = '斬り込み隊のジャック'; // cost 2
    const g = game('d37', { guard: [A], hand: [JACK] }, { battlefield: ['雲鯨の仔'] }, 1);
    revealAnd(g, on(g, '雲鯨の仔', 1), { choose: [JACK] });
    expect(field(g, 0)).toEqual([JACK]);
    expect(hand(g, 0)).toEqual([]);
  });

  it('d38 雲外鏡: [2] its base power becomes a targeted character’s power until the end of the turn, once per turn (HF-12.8)', () => {
    const A = '雲外鏡';
    const MINO = '蓑草鞋'; // 4000
    const g = game('d38', { battlefield: [A], energy: 4 }, { battlefield: [MINO] });
    activate(g, on(g, A, 0), [on(g, MINO, 1)]);
    expect(powerOf(g, on(g, A, 0))).toBe(4000);
    expect(canActivate(g, on(g, A, 0))).toBe(false);
    endTurn(g);
    expect(powerOf(g, on(g, A, 0))).toBe(3000);
  });

  it('d38 九十九堂の女主人: enters → a 《付喪神》 character card of cost ≤3 of your trash enters; 【空装】 counts the main deck only (HF-13.8)', () => {
    const A = '九十九堂の女主人';
    const MINO = '蓑草鞋'; // cost 3
    const g = game('d38', { hand: [A], energy: 4, trash: [MINO, '古道具屋の看板娘'] });
    play(g, A, [], { targets: [[inTrash(g, 0, MINO)]] });
    expect(field(g, 0).sort()).toEqual([A, MINO].sort());
    const k = kuusouOf('d38', A);
    const tsukumo = [...Array(15)].map(() => corpusCard('d38-tsukumo', MINO));
    expect(deckConditionHolds(tsukumo, k.condition, { main: tsukumo, guard: [] })).toBe(true);
    expect(
      deckConditionHolds(tsukumo, k.condition, { main: tsukumo.slice(1), guard: tsukumo.slice(0, 1) }),
    ).toBe(false);
  });

  it('d39 春の目覚め: your ASLEEP 《冬眠》 characters become active, and only those get +1000 for the turn (HF-3.2)', () => {
    const A = '春の目覚め';
    const g = game('d39', {
      hand: [A],
      energy: 3,
      battlefield: [
        { name: '冬眠する大熊', sleep: true },
        '穴熊の寝床守り',
        { name: '雪原の狼', sleep: true },
      ],
    });
    play(g, A);
    expect(asleep(g, on(g, '冬眠する大熊', 0))).toBe(false);
    expect(powerOf(g, on(g, '冬眠する大熊', 0))).toBe(7000);
    expect(powerOf(g, on(g, '穴熊の寝床守り', 0))).toBe(2000); // already active: not made active by it
    expect(asleep(g, on(g, '雪原の狼', 0))).toBe(true);
  });

  it('d39 かまくら村: your 《童》 or 《里人》 +1000 (once for both); [2] an asleep 《里人》 of yours active, once per turn', () => {
    const A = 'かまくら村';
    const WARABE = 'かまくらの童'; // 《童》《里人》 1000
    const WAKASHU = '雪下ろしの若衆'; // 《里人》 2000
    const g = game('d39', {
      battlefield: [A, WARABE, { name: WAKASHU, sleep: true }, { name: '雪原の狼', sleep: true }],
      energy: 4,
    });
    expect(powerOf(g, on(g, WARABE, 0))).toBe(2000);
    expect(powerOf(g, on(g, WAKASHU, 0))).toBe(3000);
    expect(powerOf(g, on(g, '雪原の狼', 0))).toBe(3000);
    expect(activatableOn(g, on(g, A, 0), on(g, '雪原の狼', 0))).toBe(false);
    activate(g, on(g, A, 0), [on(g, WAKASHU, 0)]);
    expect(asleep(g, on(g, WAKASHU, 0))).toBe(false);
    expect(canActivate(g, on(g, A, 0))).toBe(false);
  });

  it('d40 果たし合いの立会人: another character of yours destroyed by an opposing attack → draw 1; not by an effect', () => {
    const A = '果たし合いの立会人';
    const OHARU = '道場の下働き おはる'; // 1000
    const RONIN = '道場破り 赤目の浪人'; // 3000
    const g = game(
      'd40',
      { battlefield: [A, { name: OHARU, sleep: true }], main: ['明鏡流門下生 お鈴'] },
      { battlefield: [RONIN] },
      1,
    );
    attackCard(g, on(g, RONIN, 1), on(g, OHARU, 0));
    expect(trash(g, 0)).toEqual([OHARU]);
    expect(hand(g, 0)).toEqual(['明鏡流門下生 お鈴']);
    const g2 = game(
      'd40',
      { battlefield: [A, OHARU], main: ['明鏡流門下生 お鈴'] },
      { hand: ['一刀両断'], energy: 4 },
      1,
    );
    playBy(g2, 1, '一刀両断', [on(g2, OHARU, 0)]);
    expect(trash(g2, 0)).toEqual([OHARU]);
    expect(hand(g2, 0)).toEqual([]);
  });

  it('d40 真剣勝負: a character of yours and an opposing one deal damage equal to their power to each other (RULING «Fight»)', () => {
    const A = '真剣勝負';
    const TEPPEI = '剛断流門下生 鉄平'; // 3000
    const OSUZU = '明鏡流門下生 お鈴'; // 2000
    const g = game('d40', { hand: [A], energy: 3, battlefield: [TEPPEI] }, { battlefield: [OSUZU] });
    play(g, A, [on(g, TEPPEI, 0), on(g, OSUZU, 1)]);
    expect(trash(g, 1)).toEqual([OSUZU]);
    expect(damageOf(g, on(g, TEPPEI, 0))).toBe(2000);
  });

  it('d40 妖刀 血吸: +3000 and 《妖刀》; its host attacking → 1000 damage to the host', () => {
    const A = '妖刀 血吸';
    const TEPPEI = '剛断流門下生 鉄平';
    const g = game('d40', { hand: [A], energy: 2, battlefield: [TEPPEI] });
    play(g, A, [on(g, TEPPEI, 0)]);
    expect(powerOf(g, on(g, TEPPEI, 0))).toBe(6000);
    expect(traitsOf(g, on(g, TEPPEI, 0))).toContain('妖刀');
    hitPlayer(g, on(g, TEPPEI, 0));
    expect(damageOf(g, on(g, TEPPEI, 0))).toBe(1000);
    expect(damageCount(g, 1)).toBe(1);
  });
});

describe('d41–d44 (sc12)', () => {
  const SHIRASAGI = '蒸気機関車 白鷺号'; // 《機関車》 4000 vanilla
  const TOME = '踏切番 トメ'; // 《鉄道員》 1000

  it('d41 鉄道王 ミカド・アサヒ: your OTHER 《暁鉄道》 +1000; 【空装】 12+ 《機関車》 character cards → your 《機関車》 have 【警戒】 (HF-13.8)', () => {
    const A = '鉄道王 ミカド・アサヒ';
    const YUTA = '見習い火夫 ユウタ'; // 《暁鉄道》 1000
    const g = game('d41', { battlefield: [A, YUTA, '蒸気機関車 煤煙号'] });
    expect(powerOf(g, on(g, A, 0))).toBe(4000);
    expect(powerOf(g, on(g, YUTA, 0))).toBe(2000);
    expect(powerOf(g, on(g, '蒸気機関車 煤煙号', 0))).toBe(3000);
    const k = kuusouOf('d41', A);
    const locos = [...Array(12)].map(() => corpusCard('d41-tetsudou', SHIRASAGI));
    expect(deckConditionHolds(locos, k.condition, { main: locos, guard: [] })).toBe(true);
    expect(deckConditionHolds(locos.slice(1), k.condition, { main: locos.slice(1), guard: [] })).toBe(false);
    const g2 = game('d41', { battlefield: [SHIRASAGI, TOME], guard: [A] });
    g2.state.players[0].kuusou = inGuard(g2, 0, A);
    expect(hasKeyword(g2, on(g2, SHIRASAGI, 0), 'vigilance')).toBe(true);
    expect(hasKeyword(g2, on(g2, TOME, 0), 'vigilance')).toBe(false);
  });

  it('d41 黒鉄の密偵 カゲロウ: [スリープ][discard 1] an opposing character −2000 until the end of the turn', () => {
    const A = '黒鉄の密偵 カゲロウ';
    const g = game('d41', { battlefield: [A], hand: [TOME] }, { battlefield: [SHIRASAGI] });
    activate(g, on(g, A, 0), [on(g, SHIRASAGI, 1)], { choose: [TOME] });
    expect(powerOf(g, on(g, SHIRASAGI, 1))).toBe(2000);
    expect(trash(g, 0)).toEqual([TOME]);
    endTurn(g);
    expect(powerOf(g, on(g, SHIRASAGI, 1))).toBe(4000);
    expect(canActivate(game('d41', { battlefield: [A] }, { battlefield: [SHIRASAGI] }), 0)).toBe(false);
  });

  it('d41 国境の単線区間: a 《機関車》 (either side) damages a player by its attack → ITS player draws 1', () => {
    const A = '国境の単線区間';
    const g = game('d41', { battlefield: [A, SHIRASAGI, TOME], main: [TOME] });
    hitPlayer(g, on(g, SHIRASAGI, 0));
    expect(hand(g, 0)).toEqual([TOME]);
    const g2 = game('d41', { battlefield: [A] }, { battlefield: [SHIRASAGI], main: [TOME] }, 1);
    attack(g2, on(g2, SHIRASAGI, 1), { player: 0 });
    if (g2.state.pending?.kind === 'defense') defend(g2, null);
    expect(hand(g2, 1)).toEqual([TOME]);
    expect(hand(g2, 0)).toEqual([]);
    const g3 = game('d41', { battlefield: [A, TOME], main: [SHIRASAGI] });
    hitPlayer(g3, on(g3, TOME, 0));
    expect(hand(g3, 0)).toEqual([]); // not a 《機関車》
  });

  it('d42 安倍晴明: enters → may put your top card face down as a 2000 《式神》; [1][スリープ] 1000 damage per 《式神》 of yours', () => {
    const A = '安倍晴明';
    const g = game('d42', { hand: [A], energy: 5, main: ['鵺'] });
    play(g, A);
    const [shiki] = othersOf(g, 0, A);
    expect(powerOf(g, shiki)).toBe(2000);
    expect(traitsOf(g, shiki)).toContain('式神');
    const declined = game('d42', { hand: [A], energy: 5, main: ['鵺'] });
    play(declined, A, [], { may: [false] });
    expect(othersOf(declined, 0, A)).toEqual([]);
    const g2 = game(
      'd42',
      { battlefield: [A, '紙式神', '紙式神'], energy: 1 },
      { battlefield: ['酒呑童子'] },
    );
    activate(g2, on(g2, A, 0), [on(g2, '酒呑童子', 1)]);
    expect(damageOf(g2, on(g2, '酒呑童子', 1))).toBe(2000);
  });

  it('d42 平将門の首: 【死殺】; at your active phase end 1 damage to you; attacking → +1000 per card of your damage field', () => {
    const A = '平将門の首';
    const g = game('d42', { battlefield: [A] }, {}, 1);
    endTurn(g);
    expect(damageCount(g, 0)).toBe(1);
    expect(hasKeyword(g, on(g, A, 0), 'deathless')).toBe(true);
    const g2 = game('d42', { battlefield: [A], damageField: ['鵺', '鵺', '鵺'] });
    hitPlayer(g2, on(g2, A, 0));
    expect(powerOf(g2, on(g2, A, 0))).toBe(8000);
  });

  it('d42 怨念の鬼火: destroyed → may go face down into your guard deck instead of staying in the trash', () => {
    const A = '怨念の鬼火';
    const g = game('d42', { battlefield: [A] }, { battlefield: ['酒呑童子'] }, 1);
    const onibi = on(g, A, 0);
    attack(g, on(g, '酒呑童子', 1), { player: 0 });
    defend(g, on(g, A, 0), { may: [true] });
    expect(trash(g, 0)).toEqual([]);
    expect(g.state.cards[onibi].zone).toBe('guardDeck'); // (酒呑童子's 【貫通】 then damages a guard card)
    const kept = game('d42', { battlefield: [A] }, { battlefield: ['酒呑童子'] }, 1);
    attack(kept, on(kept, '酒呑童子', 1), { player: 0 });
    defend(kept, on(kept, A, 0), { may: [false] });
    expect(trash(kept, 0)).toEqual([A]);
  });

  it('d42 呪縛の符: −1000; its host can neither attack nor defend', () => {
    const A = '呪縛の符';
    const KOONI = '百鬼夜行の小鬼'; // 3000
    const g = game('d42', { hand: [A], energy: 3, battlefield: [KOONI] }, { battlefield: ['鵺'] });
    play(g, A, [on(g, KOONI, 0)]);
    expect(powerOf(g, on(g, KOONI, 0))).toBe(2000);
    expect(cannotAttack(g, on(g, KOONI, 0))).toBe(true);
    endTurn(g);
    attack(g, on(g, '鵺', 1), { player: 0 });
    expect(canDefend(g, on(g, KOONI, 0))).toBe(false);
  });

  it('d44 迷い込んだ異星体 ノクタ: at the end of each of YOUR turns +1000, cumulative while it stays', () => {
    const A = '迷い込んだ異星体 ノクタ';
    const g = game('d44', { battlefield: [A] });
    endTurn(g);
    expect(powerOf(g, on(g, A, 0))).toBe(2000);
    endTurn(g);
    expect(powerOf(g, on(g, A, 0))).toBe(2000); // the opponent's turn end: nothing
    endTurn(g);
    expect(powerOf(g, on(g, A, 0))).toBe(3000);
  });

  it('d44 ハッキング・モジュール: only on a 《ロボット》; −1000 and its owner controls the host while it is set', () => {
    const A = 'ハッキング・モジュール';
    const SENTRY = '歩哨ロボ セントリー'; // 《ロボット》 2000
    const g = game('d44', { hand: [A], energy: 4 }, { battlefield: [SENTRY, 'ステーション警備員'] });
    expect(targetable(g, A, on(g, 'ステーション警備員', 1))).toBe(false);
    play(g, A, [on(g, SENTRY, 1)]);
    expect(field(g, 0)).toEqual([SENTRY]);
    expect(powerOf(g, on(g, SENTRY, 1))).toBe(1000); // on() finds it by owner
  });

  it('d44 汚染された貨物区画: at your turn end may put your top card face down as 「増殖体」, 1000, 《異星体》', () => {
    const A = '汚染された貨物区画';
    const g = game('d44', { battlefield: [A], main: ['重作業外骨格 ゴリアテ'] });
    endTurn(g, { may: [true] });
    const [body] = g.state.battlefield.filter(
      (id) => g.state.cards[id].controller === 0 && id !== on(g, A, 0),
    );
    expect(powerOf(g, body)).toBe(1000);
    expect(traitsOf(g, body)).toContain('異星体');
    const declined = game('d44', { battlefield: [A], main: ['重作業外骨格 ゴリアテ'] });
    endTurn(declined, { may: [false] });
    expect(field(declined, 0)).toEqual([A]);
  });
});

describe('twins d41x–d43x (sc12)', () => {
  const MIMI = '見習い怪盗 ミミ'; // 《怪盗》 1000 【神速】, cost 1
  const SHITAPPA = '怪盗団の下っ端'; // 《怪盗》 3000 vanilla, cost 2
  const DONKEY = '荷運びのロバ隊'; // d43x 2000 vanilla, cost 1
  const HOSHOU = '竜騎士団の歩哨'; // d42x 3000 vanilla, cost 2

  it('d41x 少年名探偵 日向ハル: [スリープ] look at the opponent’s top card, then put it on the bottom or back on top', () => {
    const A = '少年名探偵 日向ハル';
    const g = game('d41x', { battlefield: [A] }, { main: [SHITAPPA, MIMI] });
    activate(g, on(g, A, 0), [], { choose: [SHITAPPA] }); // the card to put on the bottom
    expect(top(g, 1, 1)).toEqual([MIMI]);
    expect(bottom(g, 1, 1)).toEqual([SHITAPPA]);
    const kept = game('d41x', { battlefield: [A] }, { main: [SHITAPPA, MIMI] });
    activate(kept, on(kept, A, 0), [], { choose: [] }); // none: back on top
    expect(top(kept, 1, 1)).toEqual([SHITAPPA]);
  });

  it('d41x 新米刑事 早乙女: its attack destroys a 《怪盗》 → draw 1; another character: no draw', () => {
    const A = '新米刑事 早乙女';
    const g = game(
      'd41x',
      { battlefield: [A], main: [MIMI] },
      { battlefield: [{ name: MIMI, sleep: true }] },
    );
    attackCard(g, on(g, A, 0), on(g, MIMI, 1));
    expect(trash(g, 1)).toEqual([MIMI]);
    expect(hand(g, 0)).toEqual([MIMI]);
    const g2 = game(
      'd41x',
      { battlefield: [A], main: [MIMI] },
      { battlefield: [{ name: DONKEY, sleep: true }] },
    );
    attackCard(g2, on(g2, A, 0), on(g2, DONKEY, 1));
    expect(trash(g2, 1)).toEqual([DONKEY]);
    expect(hand(g2, 0)).toEqual([]);
  });

  it('d41x すり替えトリック: a random card of the opponent’s hand removed from the game, THEN they draw 1 (HF-5.7)', () => {
    const A = 'すり替えトリック';
    const g = game('d41x', { hand: [A], energy: 1 }, { hand: [MIMI], main: [SHITAPPA] });
    const excluded = () => g.state.cards.filter((c) => c.zone === 'excluded').length;
    const before = excluded();
    play(g, A);
    expect(hand(g, 1)).toEqual([SHITAPPA]);
    expect(excluded() - before).toBe(1);
    expect(trash(g, 1)).toEqual([]);
    const empty = game('d41x', { hand: [A], energy: 1 }, { main: [SHITAPPA] });
    play(empty, A);
    expect(hand(empty, 1)).toEqual([]); // nothing removed: no draw
  });

  it('d41x 怪盗団のアジト: your 《予告状》 cards cost 1 less; once per turn a 《怪盗》 of yours damages the opponent by its attack → draw 1 (HF-12.8)', () => {
    const A = '怪盗団のアジト';
    const g = game('d41x', { battlefield: [A], hand: ['予告状'] }, { battlefield: [DONKEY] });
    expect(playable(g, '予告状')).toBe(true); // cost 1 − 1 with no energy
    const g2 = game('d41x', { battlefield: [A, MIMI, SHITAPPA], main: [DONKEY, HOSHOU] });
    hitPlayer(g2, on(g2, MIMI, 0));
    expect(hand(g2, 0)).toEqual([DONKEY]);
    hitPlayer(g2, on(g2, SHITAPPA, 0));
    expect(hand(g2, 0)).toEqual([DONKEY]);
  });

  it('d42x 天空よりの急襲: only with a character of yours carrying a 《騎竜》 set card; destroy an ASLEEP opposing character (HF-5.1)', () => {
    const A = '天空よりの急襲';
    const WYVERN = '騎竜・疾風のワイバーン'; // set card 《騎竜》, cost 1
    const opp = { battlefield: [{ name: HOSHOU, sleep: true }, DONKEY] };
    const g = game('d42x', { hand: [A, WYVERN], energy: 4, battlefield: [HOSHOU] }, opp);
    expect(playable(g, A)).toBe(false);
    play(g, WYVERN, [on(g, HOSHOU, 0)]);
    expect(targetable(g, A, on(g, DONKEY, 1))).toBe(false);
    play(g, A, [on(g, HOSHOU, 1)]);
    expect(trash(g, 1)).toEqual([HOSHOU]);
  });

  it('d43x ゴーレム使いイルマ: [3][スリープ] a 《ゴーレム》 character card of cost ≤3 of your trash enters ASLEEP (not played)', () => {
    const A = 'ゴーレム使いイルマ';
    const SANDSTONE = '砂岩のゴーレム'; // 《ゴーレム》 3000, cost 2
    const g = game('d43x', { battlefield: [A], energy: 3, trash: [DONKEY, SANDSTONE] });
    activate(g, on(g, A, 0), [], { choose: [SANDSTONE] });
    expect(asleep(g, on(g, SANDSTONE, 0))).toBe(true);
    expect(trash(g, 0)).toEqual([DONKEY]);
  });
});

describe('twin d39x (sc12)', () => {
  const HIBACHI = '焔衆の下忍 ヒバチ'; // 2000 vanilla, cost 1
  const GOU = '里の門番 ゴウ'; // 4000 vanilla, cost 3

  it('d39x 禁術の巻物: +3000; at the end of the HOST’s player’s turn they trash a damage-field card, else the host is destroyed (000 ■セットカード, not the owner as the intent says)', () => {
    const A = '禁術の巻物';
    const g = game(
      'd39x',
      { hand: [A], energy: 2, damageField: [HIBACHI] },
      { battlefield: [GOU], damageField: [HIBACHI, HIBACHI] },
    );
    play(g, A, [on(g, GOU, 1)]);
    expect(powerOf(g, on(g, GOU, 1))).toBe(7000);
    endTurn(g); // the owner's turn end: not the host's player's
    expect(damageCount(g, 0)).toBe(1);
    expect(damageCount(g, 1)).toBe(2);
    endTurn(g, { choose: [HIBACHI] });
    expect(damageCount(g, 1)).toBe(1);
    const own = game('d39x', { hand: [A], energy: 2, battlefield: [GOU] });
    play(own, A, [on(own, GOU, 0)]);
    endTurn(own);
    expect(trash(own, 0).sort()).toEqual([A, GOU].sort()); // no damage-field card: the host is destroyed
  });
});
