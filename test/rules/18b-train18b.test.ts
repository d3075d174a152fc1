// Issue 22 (t18b, eighteenth round): cards of the d73–d75 train halves (a night aquarium, old-castle sorcerers,
// steam trains) that compile through codegen/dsl/designerWordsTrain18b.ts, or whose accepted reading needed a check,
// played in the engine (compiled inline from the designers' own sentences): each behaves as its 「# 意図」 says.
import { describe, expect, it } from 'vitest';
import { hasKeyword } from '../../src/engine/query.js';
import { attach } from '../../src/engine/zones.js';
import {
  activatableOn,
  activate,
  attachedTo,
  defendWith,
  hand,
  handSize,
  on,
  play,
  settle,
  targetable,
  trash,
} from '../helpers/corpusScenario.js';
import { compileFixture } from '../helpers/fixtureCards.js';
import { cardId, makeGame, power } from '../helpers/harness.js';

const CARDS = compileFixture(
  `【セット】test
【カード】ミズクラゲ
種別：キャラクター
コスト：1
分類：《クラゲ》
パワー：1000
テキスト：
  [自動]：このキャラクターが防御を行うたび、これに攻撃しているキャラクターを対象とし、ターン終了時まで、そのパワーを-1000する。

【カード】黄昏の古城 ヴァイスブルク
種別：ワールド・セット
コスト：3
分類：《古城》
テキスト：
  [自動]：このカードに《遺物》を持つセットカードがセットされている限り、あなたのキャラクターが防御を行うたび、ターン終了時まで、そのキャラクターのパワーを+1000する。

【カード】解呪の儀
種別：コマンド
コスト：1
テキスト：
  キャラクターかワールド・セットにセットされているセットカード1枚を対象とし、それをトラッシュに置く。

【カード】赤帽 ジロウ
種別：キャラクター
コスト：2
分類：《駅》
パワー：2000
テキスト：
  [自動]：このカードは、このカードにセットされているセットカード1枚につき、パワーを＋1000。

【カード】女盗賊 ローズ
種別：キャラクター
コスト：3
分類：《強盗団》
パワー：3000
テキスト：
  [自動]：このカードが登場した時、あなたは対戦相手のキャラクターにセットされているセットカード1枚を対象とし、トラッシュに置いてよい。そうしたら、あなたはメインデッキから1枚引く。

【カード】寝台車の令嬢 アヤメ
種別：キャラクター
コスト：3
分類：《乗客》《夜行》
パワー：3000
テキスト：
  [自動]：このカードにあなたのセットカードがセットされている限り、このカードは【反撃】を得る。

【カード】鏡の使い魔 ミラ
種別：キャラクター
コスト：2
分類：《使い魔》
パワー：2000
テキスト：
  [1][スリープ]：あなたのキャラクターにセットされているセットカード1枚と、それがセットされていないあなたのキャラクター一体を対象とし、前者を後者にセットし直す。

【カード】緊急浮上
種別：コマンド
コスト：1
テキスト：
  あなたのキャラクター一体を対象とし、それを持ち主の手札に戻す。その後、それが《ダイバー》を持っていたなら、カードを1枚引く。

【カード】潜水夫
種別：キャラクター
コスト：1
分類：《ダイバー》
パワー：1000

【カード】潜水服
種別：セット
コスト：1
分類：《ダイバー》
パワー：+0

【カード】守りの外套
種別：セット
コスト：1
分類：《遺物》
パワー：+1000
テキスト：
  [自動]：このカードがセットされているキャラクターが破壊される場合、代わりにこのカードをトラッシュに置いてもよい。

【カード】破壊の呪文
種別：コマンド
コスト：1
テキスト：
  キャラクター一体を対象とし、それを破壊する。

【カード】雷撃
種別：コマンド
コスト：1
テキスト：
  キャラクター一体を対象とし、それに6000ダメージを与える。

【カード】遺物
種別：セット
コスト：1
分類：《遺物》
パワー：+0

【カード】小石
種別：セット
コスト：1
パワー：+0

【カード】鉄
種別：キャラクター
コスト：1
パワー：4000

【カード】小僧
種別：キャラクター
コスト：1
パワー：1000
`,
  'test/fixtures/t18b-train-inline.hf',
).all;

describe('ミズクラゲ: 「防御を行うたび、これに攻撃しているキャラクターを対象とし、…-1000」 (HF-8.4)', () => {
  it('the character it defends against gets -1000 until the end of the turn', () => {
    const g = makeGame({
      cards: CARDS,
      turnPlayer: 1,
      p0: { battlefield: ['ミズクラゲ'] },
      p1: { battlefield: ['鉄'] },
    });
    const attacker = on(g, '鉄', 1);
    defendWith(g, attacker, on(g, 'ミズクラゲ', 0));
    expect(power(g, attacker)).toBe(3000);
  });
});

describe('ヴァイスブルク: 「このカードに《遺物》を持つセットカードがセットされている限り、…防御を行うたび」', () => {
  const game = (set: string | null) => {
    const g = makeGame({
      cards: CARDS,
      turnPlayer: 1,
      p0: { battlefield: ['黄昏の古城 ヴァイスブルク', '鉄'], hand: set ? [set] : [] },
      p1: { battlefield: ['鉄'] },
    });
    if (set) attach(g, cardId(g, set, 0), on(g, '黄昏の古城 ヴァイスブルク', 0));
    return g;
  };
  it('with a 《遺物》 set on the world set, the defender gets +1000 and survives a 4000 attack', () => {
    const g = game('遺物');
    const defender = on(g, '鉄', 0);
    defendWith(g, on(g, '鉄', 1), defender);
    expect(power(g, defender)).toBe(5000);
    settle(g, {}, ['main']);
    expect(g.state.cards[defender].zone).toBe('battlefield');
  });
  it('with a set card without 《遺物》 (or none), no bonus: the defender is destroyed', () => {
    for (const set of ['小石', null]) {
      const g = game(set);
      const defender = on(g, '鉄', 0);
      defendWith(g, on(g, '鉄', 1), defender);
      expect(power(g, defender)).toBe(4000);
      settle(g, {}, ['main']);
      expect(g.state.cards[defender].zone).toBe('trash');
    }
  });
});

describe('解呪の儀: 「キャラクターかワールド・セットにセットされているセットカード」 (000 ■セットカード)', () => {
  it('a set card on a character or on a world set may be targeted; the world set itself may not', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { hand: ['解呪の儀'], energy: 1 },
      p1: { battlefield: ['黄昏の古城 ヴァイスブルク', '鉄'], hand: ['遺物', '小石'] },
    });
    const world = on(g, '黄昏の古城 ヴァイスブルク', 1);
    attach(g, cardId(g, '遺物', 1), world);
    attach(g, cardId(g, '小石', 1), on(g, '鉄', 1));
    expect(targetable(g, '解呪の儀', cardId(g, '遺物', 1))).toBe(true);
    expect(targetable(g, '解呪の儀', cardId(g, '小石', 1))).toBe(true);
    expect(targetable(g, '解呪の儀', world)).toBe(false);
    play(g, '解呪の儀', [cardId(g, '遺物', 1)]);
    expect(trash(g, 1)).toEqual(['遺物']);
  });
});

describe('赤帽 ジロウ: 「このカードは、このカードにセットされているセットカード1枚につき、パワーを＋1000。」', () => {
  it('+1000 for each card set on it, whoever owns it', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { battlefield: ['赤帽 ジロウ'], hand: ['小石'] },
      p1: { hand: ['遺物'] },
    });
    const jiro = on(g, '赤帽 ジロウ', 0);
    expect(power(g, jiro)).toBe(2000);
    attach(g, cardId(g, '小石', 0), jiro);
    expect(power(g, jiro)).toBe(3000);
    attach(g, cardId(g, '遺物', 1), jiro);
    expect(power(g, jiro)).toBe(4000);
  });
});

describe('女盗賊 ローズ: 「あなたは…セットカード1枚を対象とし、トラッシュに置いてよい。そうしたら、…1枚引く」 (HF-5.9)', () => {
  const game = () => {
    const g = makeGame({
      cards: CARDS,
      p0: { hand: ['女盗賊 ローズ'], main: ['鉄'], energy: 3 },
      p1: { battlefield: ['鉄'], hand: ['小石'] },
    });
    attach(g, cardId(g, '小石', 1), on(g, '鉄', 1));
    return g;
  };
  it('putting the opponent’s set card into its owner’s trash draws one', () => {
    const g = game();
    play(g, '女盗賊 ローズ', [], { may: [true] });
    expect(trash(g, 1)).toEqual(['小石']);
    expect(hand(g, 0)).toEqual(['鉄']);
  });
  it('declining: the set card stays and nothing is drawn', () => {
    const g = game();
    play(g, '女盗賊 ローズ', [], { may: [false] });
    expect(trash(g, 1)).toEqual([]);
    expect(handSize(g, 0)).toBe(0);
  });
});

describe('寝台車の令嬢 アヤメ: 「このカードにあなたのセットカードがセットされている限り、【反撃】」 (intent: 自分が持ち主)', () => {
  it('its own player’s set card gives 【反撃】; the opponent’s does not', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { battlefield: ['寝台車の令嬢 アヤメ'], hand: ['小石'] },
      p1: { hand: ['遺物'] },
    });
    const ayame = on(g, '寝台車の令嬢 アヤメ', 0);
    attach(g, cardId(g, '遺物', 1), ayame);
    expect(hasKeyword(g, ayame, 'counter')).toBe(false);
    attach(g, cardId(g, '小石', 0), ayame);
    expect(hasKeyword(g, ayame, 'counter')).toBe(true);
  });
});

describe('鏡の使い魔 ミラ: 「セットカード1枚と、それがセットされていないあなたのキャラクター一体を対象とし、前者を後者にセットし直す」', () => {
  const game = () => {
    const g = makeGame({
      cards: CARDS,
      p0: { battlefield: ['鏡の使い魔 ミラ', '鉄', '小僧'], hand: ['遺物'], energy: 1 },
    });
    const host = on(g, '鉄', 0);
    const set = cardId(g, '遺物', 0);
    attach(g, set, host);
    return { g, host, set, mira: on(g, '鏡の使い魔 ミラ', 0) };
  };
  it('the set card’s own host cannot be the second target (HF-5.4); another character of yours can', () => {
    const { g, host, mira } = game();
    expect(activatableOn(g, mira, host)).toBe(false);
    expect(activatableOn(g, mira, on(g, '小僧', 0))).toBe(true);
    expect(activatableOn(g, mira, mira)).toBe(true);
  });
  it('the set card moves to the chosen character', () => {
    const { g, host, set, mira } = game();
    const other = on(g, '小僧', 0);
    activate(g, mira, [set, other]);
    expect(attachedTo(g, other)).toEqual([set]);
    expect(attachedTo(g, host)).toEqual([]);
  });
});

describe('緊急浮上: 「それを持ち主の手札に戻す。その後、それが《ダイバー》を持っていたなら、カードを1枚引く」 (HF-9.6)', () => {
  const game = (char: string, set: string | null) => {
    const g = makeGame({
      cards: CARDS,
      p0: { hand: ['緊急浮上', ...(set ? [set] : [])], battlefield: [char], main: ['鉄'], energy: 1 },
    });
    const target = on(g, char, 0);
    if (set) attach(g, cardId(g, set, 0), target);
    play(g, '緊急浮上', [target]);
    return g;
  };
  it('a printed 《ダイバー》: back to the hand, and its player draws one', () => {
    expect(hand(game('潜水夫', null), 0).sort()).toEqual(['潜水夫', '鉄'].sort());
  });
  it('《ダイバー》 given by a set card counts: the traits it had on the battlefield (the set card goes to the trash)', () => {
    const g = game('小僧', '潜水服');
    expect(hand(g, 0).sort()).toEqual(['小僧', '鉄'].sort());
    expect(trash(g, 0)).toContain('潜水服');
  });
  it('no 《ダイバー》: back to the hand, no draw', () => {
    expect(hand(game('小僧', null), 0)).toEqual(['小僧']);
  });
});

describe('守りの外套: 「セットされているキャラクターが破壊される場合、代わりにこのカードをトラッシュに置いてもよい」 (HF-5.11)', () => {
  const game = (spell: string) => {
    const g = makeGame({ cards: CARDS, p0: { hand: [spell, '守りの外套'], battlefield: ['鉄'], energy: 1 } });
    const host = on(g, '鉄', 0);
    attach(g, cardId(g, '守りの外套', 0), host);
    play(g, spell, [host], { replace: [true] });
    return { g, host };
  };
  it('a destroy effect: the cloak goes to the trash instead, the character stays', () => {
    const { g, host } = game('破壊の呪文');
    expect(g.state.cards[host].zone).toBe('battlefield');
    expect(trash(g, 0)).toContain('守りの外套');
  });
  it('lethal damage: the damage stays (the intent says so) and still reaches its power, so it is destroyed (HF-9.4; the seed wins over the intent’s 「破壊されず」)', () => {
    const { g, host } = game('雷撃');
    expect(trash(g, 0)).toContain('守りの外套');
    expect(g.state.cards[host].zone).toBe('trash');
  });
});
