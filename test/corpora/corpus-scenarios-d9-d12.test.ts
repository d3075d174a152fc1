// Issue 22 ("Done when": 0 accepted cards behave differently from their intent): the accepted cards of the
// designer corpora d9–d12 (d1–d8: corpus-scenarios.test.ts) with a subtle mechanic, played in the engine exactly as their designer wrote them
// (test/corpora/<set>.hf, compiled one by one as corpusReach does), each asserting what its `# 意図:` says —
// or, where the intent goes against the seeds, what the seeds rule (the test names the ruling).
import { describe, expect, it } from 'vitest';
import type { CardDefinition, PlayerIndex } from '../../src/core/cardTypes.js';
import type { Action } from '../../src/core/decisions.js';
import { apply, legalActions } from '../../src/engine/index.js';
import { hasKeyword, powerOf } from '../../src/engine/query.js';
import { deckConditionHolds } from '../../src/engine/setup.js';
import { moveCard } from '../../src/engine/zones.js';
import { corpusCard } from '../helpers/corpusCards.js';
import {
  type Answers,
  type G,
  activate,
  activeEnergy,
  bottom,
  canActivate,
  corpusGame,
  damageCount,
  endTurn,
  hand,
  inHand,
  names,
  on,
  play,
  settle,
  top,
  trash,
} from '../helpers/corpusScenario.js';
import { type BoardSpec, act, makeGame } from '../helpers/harness.js';
import { nameOf, onBattlefield } from '../helpers/lookup.js';

const SETS = {
  d9: 'd9-kazaori',
  d10: 'd10-tetsugaku',
  d11: 'd11-hoshiyomi',
  d12: 'd12-kurogane',
} as const;
const game = corpusGame(SETS);

describe('d9-kazaori', () => {
  it('紙風船のこだま: may draw; only if it drew, a card of the hand (its choice) goes to the trash', () => {
    const g = game('d9', { hand: ['紙風船のこだま', '奴凧'], energy: 1, main: ['風読み'] });
    play(g, '紙風船のこだま', [], { may: [true], choose: ['奴凧'] });
    expect(hand(g, 0)).toEqual(['風読み']);
    expect(trash(g, 0)).toEqual(['奴凧']);
    const g2 = game('d9', { hand: ['紙風船のこだま', '奴凧'], energy: 1, main: ['風読み'] });
    play(g2, '紙風船のこだま', [], { may: [false] });
    expect(hand(g2, 0)).toEqual(['奴凧']);
    expect(trash(g2, 0)).toEqual([]);
  });

  it('はじまりの折り鶴: 「1枚まで選び」: one 《折紙》 character card of the trash, or none', () => {
    const g = game('d9', { hand: ['はじまりの折り鶴'], energy: 2, trash: ['紙風船のこだま', '奴凧'] });
    play(g, 'はじまりの折り鶴', [], { choose: ['紙風船のこだま'] });
    expect(hand(g, 0)).toEqual(['紙風船のこだま']);
    const g2 = game('d9', { hand: ['はじまりの折り鶴'], energy: 2, trash: ['紙風船のこだま'] });
    play(g2, 'はじまりの折り鶴', [], { choose: [] });
    expect(hand(g2, 0)).toEqual([]);
    expect(trash(g2, 0)).toEqual(['紙風船のこだま']);
  });

  it('千羽鶴の巫女: +1000 per other 《折紙》 character of yours, recounted (not itself, not the opponent’s)', () => {
    const g = game(
      'd9',
      {
        battlefield: ['千羽鶴の巫女', 'はじまりの折り鶴', 'はじまりの折り鶴', '奴凧'],
        hand: ['吹き返しの風'],
        energy: 1,
      },
      { battlefield: ['はじまりの折り鶴'], hand: [] },
    );
    const miko = on(g, '千羽鶴の巫女', 0);
    expect(powerOf(g, miko)).toBe(2000 + 2000);
    g.state.cards[on(g, 'はじまりの折り鶴', 0, 0)].controller = 1; // one changes sides: recounted
    expect(powerOf(g, miko)).toBe(2000 + 1000);
  });

  it('紙の大鷲: [カルネージ2] makes it active, once per turn', () => {
    const g = game('d9', {
      battlefield: [{ name: '紙の大鷲', sleep: true }],
      damageField: ['奴凧', '奴凧', '奴凧', '奴凧'],
    });
    const eagle = on(g, '紙の大鷲', 0);
    activate(g, eagle);
    expect(g.state.cards[eagle].sleep).toBe(false);
    expect(damageCount(g, 0)).toBe(2);
    g.state.cards[eagle].sleep = true;
    expect(canActivate(g, eagle)).toBe(false);
  });

  it('紙漉きの老職人: look at 3, up to one 《折紙》 card to the hand, the rest to the bottom in the chosen order', () => {
    const g = game('d9', { hand: ['紙漉きの老職人'], energy: 1, main: ['奴凧', '紙風船のこだま', '風読み'] });
    play(g, '紙漉きの老職人', [], { choose: ['紙風船のこだま', '風読み', '奴凧'] });
    expect(hand(g, 0)).toEqual(['紙風船のこだま']);
    expect(bottom(g, 0, 2)).toEqual(['風読み', '奴凧']);
    const g2 = game('d9', {
      hand: ['紙漉きの老職人'],
      energy: 1,
      main: ['奴凧', '紙風船のこだま', '風読み'],
    });
    play(g2, '紙漉きの老職人', [], { choose: [] });
    expect(hand(g2, 0)).toEqual([]);
    expect(g2.state.players[0].mainDeck.length).toBe(20);
  });

  it('風読み: look at 3, one to the hand (forced), the rest to the bottom in the chosen order', () => {
    const g = game('d9', { hand: ['風読み'], energy: 1, main: ['奴凧', '紙風船のこだま', 'かまいたち'] });
    play(g, '風読み', [], { choose: ['かまいたち', '紙風船のこだま', '奴凧'] });
    expect(hand(g, 0)).toEqual(['かまいたち']);
    expect(bottom(g, 0, 2)).toEqual(['紙風船のこだま', '奴凧']);
  });

  it('折り直し / 折り紙の龍: the 《折紙》 character returns, then a draw; the dragon gets +1000 for it', () => {
    const g = game('d9', {
      hand: ['折り直し'],
      energy: 2,
      battlefield: ['折り紙の龍', '紙風船のこだま'],
      main: ['奴凧'],
    });
    const dragon = on(g, '折り紙の龍', 0);
    play(g, '折り直し', [on(g, '紙風船のこだま', 0)]);
    expect(hand(g, 0).sort()).toEqual(['奴凧', '紙風船のこだま'].sort());
    expect(powerOf(g, dragon)).toBe(6000);
  });

  it('そよ風: the draw is its own sentence, done even when the target is gone', () => {
    const g = game('d9', { hand: ['そよ風'], energy: 2, battlefield: ['奴凧'] });
    const kite = on(g, '奴凧', 0);
    act(g, { type: 'play', card: inHand(g, 0, 'そよ風'), targets: [kite] });
    g.state.cards[kite].controller = 1; // still a legal target (「キャラクター1体」): +1000
    settle(g);
    expect(powerOf(g, kite)).toBe(4000);
    expect(g.state.players[0].hand.length).toBe(1);
  });

  it('白檀の扇: 「このカードがセットされた時、あなたは…引く」 set on the opponent’s character: the set card’s player draws (HF-4.4)', () => {
    const g = game('d9', { hand: ['白檀の扇'], energy: 1 }, { battlefield: ['奴凧'] });
    const foe = g.state.players[1].hand.length;
    play(g, '白檀の扇', [on(g, '奴凧', 1)]);
    expect(g.state.players[0].hand.length).toBe(1);
    expect(g.state.players[1].hand.length).toBe(foe);
  });

  it('千代紙の衣: set on the opponent’s character, its owner (the set card’s) draws when the host is destroyed', () => {
    const g = game(
      'd9',
      { hand: ['千代紙の衣', 'かまいたち'], energy: 5 },
      { battlefield: ['紙風船のこだま'] },
    );
    const host = on(g, '紙風船のこだま', 1);
    play(g, '千代紙の衣', [host]);
    const foe = g.state.players[1].hand.length;
    play(g, 'かまいたち', [host]);
    expect(trash(g, 1)).toContain('紙風船のこだま');
    expect(g.state.players[0].hand.length).toBe(1);
    expect(g.state.players[1].hand.length).toBe(foe);
  });

  it('天狗の羽団扇: the host’s attack lets its player put up to one active opposing character to sleep', () => {
    const g = game(
      'd9',
      { hand: ['天狗の羽団扇'], energy: 3, battlefield: ['奴凧'] },
      { battlefield: ['紙風船のこだま'] },
    );
    const host = on(g, '奴凧', 0);
    play(g, '天狗の羽団扇', [host]);
    act(g, { type: 'attack', attacker: host, target: { player: 1 } });
    settle(g, { targets: [[on(g, '紙風船のこだま', 1)]] });
    expect(g.state.cards[on(g, '紙風船のこだま', 1)].sleep).toBe(true);
  });

  it('雨染みの紙: set on the opponent’s character, that character cannot defend', () => {
    const g = game(
      'd9',
      { hand: ['雨染みの紙'], energy: 1, battlefield: ['奴凧'] },
      { battlefield: ['紙兜の若武者', '奴凧'] },
    );
    const host = on(g, '紙兜の若武者', 1);
    play(g, '雨染みの紙', [host]);
    act(g, { type: 'attack', attacker: on(g, '奴凧', 0), target: { player: 1 } });
    settle(g);
    expect(g.state.pending?.kind).toBe('defense');
    expect(legalActions(g).some((a) => a.type === 'defend' && a.defender === host)).toBe(false);
    expect(legalActions(g).some((a) => a.type === 'defend' && a.defender === on(g, '奴凧', 1))).toBe(true);
  });

  it('扇の舞台: your 《扇》 set card set on your character: +1000 for the turn', () => {
    const g = game('d9', { hand: ['鉄扇'], energy: 2, battlefield: ['扇の舞台', '奴凧'] });
    const kite = on(g, '奴凧', 0);
    play(g, '鉄扇', [kite]);
    expect(powerOf(g, kite)).toBe(3000 + 2000 + 1000);
  });

  it('扇の舞台: [3] one 《扇》 set card from the trash, once per turn', () => {
    const g = game('d9', { battlefield: ['扇の舞台'], energy: 6, trash: ['鉄扇', '白檀の扇'] });
    const stage = on(g, '扇の舞台', 0);
    activate(g, stage, [], { choose: ['鉄扇'] });
    expect(hand(g, 0)).toEqual(['鉄扇']);
    expect(canActivate(g, stage)).toBe(false);
  });

  it('折り紙工房: [1] returns one of your 《折紙》 characters, once per turn', () => {
    const g = game('d9', {
      battlefield: ['折り紙工房', '紙風船のこだま', 'はじまりの折り鶴'],
      energy: 3,
    });
    const shop = on(g, '折り紙工房', 0);
    activate(g, shop, [on(g, '紙風船のこだま', 0)]);
    expect(hand(g, 0)).toEqual(['紙風船のこだま']);
    expect(canActivate(g, shop)).toBe(false);
  });

  it('風使いの鷹匠: your 《鳥》 character attacking gets +1000', () => {
    const g = game('d9', { battlefield: ['風使いの鷹匠', '折り鶴の見張り'] });
    const crane = on(g, '折り鶴の見張り', 0);
    act(g, { type: 'attack', attacker: crane, target: { player: 1 } });
    settle(g);
    expect(powerOf(g, crane)).toBe(3000);
  });

  it('舞い上がる連凧: 【強撃】 for the turn only with another 《凧》 character of yours', () => {
    const g = game('d9', { hand: ['舞い上がる連凧'], energy: 3, battlefield: ['奴凧'] });
    play(g, '舞い上がる連凧');
    expect(hasKeyword(g, on(g, '舞い上がる連凧', 0), 'strike')).toBe(true);
    const g2 = game('d9', { hand: ['舞い上がる連凧'], energy: 3 });
    play(g2, '舞い上がる連凧');
    expect(hasKeyword(g2, on(g2, '舞い上がる連凧', 0), 'strike')).toBe(false);
  });
});

describe('d10-tetsugaku', () => {
  it('錬金学徒 フラスカ: 「手札を1枚トラッシュに置いてもよい。そうした場合…引く」: nothing discarded, nothing drawn', () => {
    const g = game('d10', { hand: ['錬金学徒 フラスカ'], energy: 1 });
    play(g, '錬金学徒 フラスカ', [], { may: [true] });
    expect(g.state.players[0].hand.length).toBe(0);
    const g2 = game('d10', {
      hand: ['錬金学徒 フラスカ', 'ゼンマイ兵 ポーン'],
      energy: 1,
      main: ['巨大歯車ゴーレム'],
    });
    play(g2, '錬金学徒 フラスカ', [], { may: [true], choose: ['ゼンマイ兵 ポーン'] });
    expect(hand(g2, 0)).toEqual(['巨大歯車ゴーレム']);
  });

  it('歯車の噛み合わせ: +2000, or +3000 instead on a 《機巧》 character', () => {
    const g = game('d10', {
      hand: ['歯車の噛み合わせ', '歯車の噛み合わせ'],
      energy: 10,
      battlefield: ['ゼンマイ兵 ポーン', '落第生 ボルト'],
    });
    const pawn = on(g, 'ゼンマイ兵 ポーン', 0);
    const bolt = on(g, '落第生 ボルト', 0);
    play(g, '歯車の噛み合わせ', [pawn]);
    expect(powerOf(g, pawn)).toBe(5000);
    play(g, '歯車の噛み合わせ', [bolt]);
    expect(powerOf(g, bolt)).toBe(3000);
  });

  it('分解再構築: your character back to the hand, then draw 2', () => {
    const g = game('d10', { hand: ['分解再構築'], energy: 10, battlefield: ['ゼンマイ兵 ポーン'] });
    play(g, '分解再構築', [on(g, 'ゼンマイ兵 ポーン', 0)]);
    expect(g.state.players[0].hand.length).toBe(3);
    expect(hand(g, 0)).toContain('ゼンマイ兵 ポーン');
  });

  it('賢者の石の精製: 「2枚まで選び、裏向きでガードデッキに加える」: up to two, face down; or none', () => {
    const g = game('d10', {
      hand: ['賢者の石の精製', '賢者の石の精製'],
      energy: 10,
      damageField: ['ゼンマイ兵 ポーン', '落第生 ボルト', '巨大歯車ゴーレム'],
    });
    const guard = g.state.players[0].guardDeck.length;
    play(g, '賢者の石の精製', [], { choose: ['ゼンマイ兵 ポーン', '落第生 ボルト'] });
    expect(g.state.players[0].guardDeck.length).toBe(guard + 2);
    expect(g.state.players[0].guardDeck.filter((id) => g.state.cards[id].faceUp)).toEqual([]);
    expect(names(g, g.state.players[0].damageField)).toEqual(['巨大歯車ゴーレム']);
    play(g, '賢者の石の精製', [], { choose: [] });
    expect(g.state.players[0].guardDeck.length).toBe(guard + 2);
  });

  it('時計の針を戻せ: the character goes on top of its owner’s main deck', () => {
    const g = game('d10', { hand: ['時計の針を戻せ'], energy: 10 }, { battlefield: ['巨大歯車ゴーレム'] });
    play(g, '時計の針を戻せ', [on(g, '巨大歯車ゴーレム', 1)]);
    expect(top(g, 1, 1)).toEqual(['巨大歯車ゴーレム']);
  });

  it('教授の推薦状: set on the opponent’s character, its owner draws', () => {
    const g = game('d10', { hand: ['教授の推薦状'], energy: 2 }, { battlefield: ['ゼンマイ兵 ポーン'] });
    const foe = g.state.players[1].hand.length;
    play(g, '教授の推薦状', [on(g, 'ゼンマイ兵 ポーン', 1)]);
    expect(g.state.players[0].hand.length).toBe(1);
    expect(g.state.players[1].hand.length).toBe(foe);
  });

  it('学徒の徽章: set on the opponent’s character, its owner (not the host’s player) draws when the host is destroyed', () => {
    const g = game(
      'd10',
      { hand: ['学徒の徽章', '錬成：火炎フラスコ'], energy: 10 },
      { battlefield: ['落第生 ボルト'] },
    );
    const host = on(g, '落第生 ボルト', 1);
    play(g, '学徒の徽章', [host]);
    const foe = g.state.players[1].hand.length;
    play(g, '錬成：火炎フラスコ', [host]);
    expect(trash(g, 1)).toContain('落第生 ボルト');
    expect(g.state.players[0].hand.length).toBe(1);
    expect(g.state.players[1].hand.length).toBe(foe);
  });

  it('自壊プログラム: set on the opponent’s character, the host is destroyed at the end of ITS player’s turn (HF-4.4)', () => {
    const g = game('d10', { hand: ['自壊プログラム'], energy: 3 }, { battlefield: ['巨大歯車ゴーレム'] });
    const host = on(g, '巨大歯車ゴーレム', 1);
    play(g, '自壊プログラム', [host]);
    endTurn(g);
    expect(g.state.turnPlayer).toBe(1);
    expect(on(g, '巨大歯車ゴーレム', 1)).toBe(host);
    endTurn(g);
    expect(trash(g, 1)).toContain('巨大歯車ゴーレム');
  });

  it('学園大講堂: enters → draw; your 《教授》 characters’ activated abilities cost 1 less', () => {
    const g = game('d10', {
      hand: ['学園大講堂'],
      energy: 4,
      battlefield: ['錬金術講師 ヘルメラ教授'],
      trash: ['錬成：凍結溶液'],
    });
    play(g, '学園大講堂');
    expect(g.state.players[0].hand.length).toBe(1);
    const e = activeEnergy(g, 0);
    const trashId = g.state.players[0].trash.find((id) => nameOf(g, id) === '錬成：凍結溶液') ?? -1;
    activate(g, on(g, '錬金術講師 ヘルメラ教授', 0), [trashId]);
    expect(e - activeEnergy(g, 0)).toBe(1);
    expect(hand(g, 0)).toContain('錬成：凍結溶液');
  });

  it('ホムンクルス・プロト: +2000 while 3+ 《錬金》 cards are in your trash', () => {
    const g = game('d10', {
      battlefield: ['ホムンクルス・プロト'],
      trash: ['錬成：凍結溶液', '錬成：火炎フラスコ'],
    });
    const h = on(g, 'ホムンクルス・プロト', 0);
    expect(powerOf(g, h)).toBe(2000);
    const g2 = game('d10', {
      battlefield: ['ホムンクルス・プロト'],
      trash: ['錬成：凍結溶液', '錬成：火炎フラスコ', '錬成：凍結溶液'],
    });
    expect(powerOf(g2, on(g2, 'ホムンクルス・プロト', 0))).toBe(4000);
  });

  it('時計学教授 ゲオルグ: [カルネージ3] up to 4 energies made active, once per turn', () => {
    const g = game('d10', {
      battlefield: ['時計学教授 ゲオルグ'],
      energy: 6,
      damageField: [
        'ゼンマイ兵 ポーン',
        'ゼンマイ兵 ポーン',
        'ゼンマイ兵 ポーン',
        'ゼンマイ兵 ポーン',
        'ゼンマイ兵 ポーン',
        'ゼンマイ兵 ポーン',
      ],
    });
    for (const id of g.state.players[0].energy) g.state.cards[id].sleep = true;
    const georg = on(g, '時計学教授 ゲオルグ', 0);
    activate(g, georg, [], { most: true }); // 「4枚まで」: the player's choice of 0…4 (RULING HF-3.2, mech15)
    expect(activeEnergy(g, 0)).toBe(4);
    expect(canActivate(g, georg)).toBe(false);
  });

  it('研究助手 ミーナ: another 《教授》 entering draws, once per turn', () => {
    const g = game('d10', {
      battlefield: ['研究助手 ミーナ'],
      hand: ['錬金術講師 ヘルメラ教授', '錬金術講師 ヘルメラ教授'],
      energy: 6,
    });
    play(g, '錬金術講師 ヘルメラ教授');
    expect(g.state.players[0].hand.length).toBe(2);
    play(g, '錬金術講師 ヘルメラ教授');
    expect(g.state.players[0].hand.length).toBe(1);
  });

  it('ゼンマイ巻き鍵: the host gains 「[1]：このキャラクターをアクティブにする」, once per turn', () => {
    const g = game('d10', {
      hand: ['ゼンマイ巻き鍵'],
      energy: 5,
      battlefield: [{ name: 'ゼンマイ兵 ポーン', sleep: true }],
    });
    const host = on(g, 'ゼンマイ兵 ポーン', 0);
    play(g, 'ゼンマイ巻き鍵', [host]);
    activate(g, host);
    expect(g.state.cards[host].sleep).toBe(false);
    g.state.cards[host].sleep = true;
    expect(canActivate(g, host)).toBe(false);
  });
});

describe('d11-hoshiyomi', () => {
  it('蟹座の精 キャンサー: destroyed → may discard; only if it did, this card goes from the trash to the hand', () => {
    const g = game(
      'd11',
      {
        hand: ['正義の天秤'],
        energy: 3,
        damageField: ['占い師の卵 ルゥ', '占い師の卵 ルゥ', '占い師の卵 ルゥ'],
      },
      { battlefield: ['蟹座の精 キャンサー'], hand: ['占い師の卵 ルゥ'] },
    );
    play(g, '正義の天秤', [on(g, '蟹座の精 キャンサー', 1)], { may: [true], choose: ['占い師の卵 ルゥ'] });
    expect(hand(g, 1)).toEqual(['蟹座の精 キャンサー']);
    expect(trash(g, 1)).toEqual(['占い師の卵 ルゥ']);
    const g2 = game(
      'd11',
      {
        hand: ['正義の天秤'],
        energy: 3,
        damageField: ['占い師の卵 ルゥ', '占い師の卵 ルゥ', '占い師の卵 ルゥ'],
      },
      { battlefield: ['蟹座の精 キャンサー'], hand: [] },
    );
    play(g2, '正義の天秤', [on(g2, '蟹座の精 キャンサー', 1)], { may: [true] });
    expect(trash(g2, 1)).toEqual(['蟹座の精 キャンサー']);
  });

  it('正義の天秤: 1000 per card of your damage field, at most 5000', () => {
    const g = game(
      'd11',
      {
        hand: ['正義の天秤', '正義の天秤'],
        energy: 6,
        damageField: [
          '占い師の卵 ルゥ',
          '占い師の卵 ルゥ',
          '占い師の卵 ルゥ',
          '占い師の卵 ルゥ',
          '占い師の卵 ルゥ',
          '占い師の卵 ルゥ',
          '占い師の卵 ルゥ',
        ],
      },
      { battlefield: ['鉄錨のボースン', '山羊座の精 カプリコーン'] },
    );
    const leo = on(g, '鉄錨のボースン', 1); // 6000 (d12)
    const cap = on(g, '山羊座の精 カプリコーン', 1);
    play(g, '正義の天秤', [leo]);
    expect(g.state.cards[leo].damage).toBe(5000);
    g.state.players[0].damageField.splice(2);
    play(g, '正義の天秤', [cap]);
    expect(g.state.cards[cap].damage).toBe(2000);
  });

  it('射手座の精 サジタリウス: 1000 to an asleep character, or 3000 instead with 4+ 《星座》 characters', () => {
    const g = game(
      'd11',
      {
        battlefield: ['射手座の精 サジタリウス', '山羊座の精 カプリコーン', '山羊座の精 カプリコーン'],
        energy: 2,
      },
      { battlefield: [{ name: '山羊座の精 カプリコーン', sleep: true }] },
    );
    const leo = on(g, '山羊座の精 カプリコーン', 1);
    activate(g, on(g, '射手座の精 サジタリウス', 0), [leo]);
    expect(g.state.cards[leo].damage).toBe(1000);
    const g2 = game(
      'd11',
      {
        battlefield: [
          '射手座の精 サジタリウス',
          '山羊座の精 カプリコーン',
          '山羊座の精 カプリコーン',
          '山羊座の精 カプリコーン',
        ],
        energy: 2,
      },
      { battlefield: [{ name: '山羊座の精 カプリコーン', sleep: true }] },
    );
    const leo2 = on(g2, '山羊座の精 カプリコーン', 1);
    activate(g2, on(g2, '射手座の精 サジタリウス', 0), [leo2]);
    expect(g2.state.cards[leo2].damage).toBe(3000);
  });

  it('水瓶座の精 アクエリアス: 「手札を1枚選んでトラッシュに置く。そうした場合…引く」: an empty hand draws nothing', () => {
    const g = game('d11', { battlefield: ['水瓶座の精 アクエリアス'] });
    activate(g, on(g, '水瓶座の精 アクエリアス', 0));
    expect(g.state.players[0].hand.length).toBe(0);
    const g2 = game('d11', {
      battlefield: ['水瓶座の精 アクエリアス'],
      hand: ['占い師の卵 ルゥ'],
      main: ['山羊座の精 カプリコーン'],
    });
    activate(g2, on(g2, '水瓶座の精 アクエリアス', 0), [], { choose: ['占い師の卵 ルゥ'] });
    expect(hand(g2, 0)).toEqual(['山羊座の精 カプリコーン']);
  });

  it('星詠みの巫女 ステラ: enters → the top 3 back on top in the chosen order', () => {
    const g = game('d11', {
      hand: ['星詠みの巫女 ステラ'],
      energy: 3,
      main: ['占い師の卵 ルゥ', '山羊座の精 カプリコーン', '正義の天秤'],
    });
    play(g, '星詠みの巫女 ステラ', [], {
      choose: ['正義の天秤', '占い師の卵 ルゥ', '山羊座の精 カプリコーン'],
    });
    expect(top(g, 0, 3)).toEqual(['正義の天秤', '占い師の卵 ルゥ', '山羊座の精 カプリコーン']);
  });

  it('星詠みの巫女 ステラ: [スリープ] the revealed top card: a command to the hand, anything else to the bottom', () => {
    const g = game('d11', { battlefield: ['星詠みの巫女 ステラ'], main: ['正義の天秤', '占い師の卵 ルゥ'] });
    const stella = on(g, '星詠みの巫女 ステラ', 0);
    activate(g, stella);
    expect(hand(g, 0)).toEqual(['正義の天秤']);
    g.state.cards[stella].sleep = false;
    activate(g, stella);
    expect(bottom(g, 0, 1)).toEqual(['占い師の卵 ルゥ']);
  });

  it('魚座の精 ピスケス: destroyed → look at 3, up to one 《星座》 character to the hand, the rest to the bottom', () => {
    const g = game(
      'd11',
      { hand: ['正義の天秤'], energy: 3, damageField: ['占い師の卵 ルゥ', '占い師の卵 ルゥ'] },
      {
        battlefield: ['魚座の精 ピスケス'],
        main: ['正義の天秤', '山羊座の精 カプリコーン', '占い師の卵 ルゥ'],
      },
    );
    play(g, '正義の天秤', [on(g, '魚座の精 ピスケス', 1)], {
      choose: ['山羊座の精 カプリコーン', '占い師の卵 ルゥ', '正義の天秤'],
    });
    expect(hand(g, 1)).toContain('山羊座の精 カプリコーン');
    expect(bottom(g, 1, 2)).toEqual(['占い師の卵 ルゥ', '正義の天秤']);
  });

  it('運命の断ち手 アトロポス: destroys only when your damage field is larger than the opponent’s', () => {
    const g = game(
      'd11',
      { hand: ['運命の断ち手 アトロポス'], energy: 5, damageField: ['占い師の卵 ルゥ'] },
      { battlefield: ['山羊座の精 カプリコーン'], damageField: ['占い師の卵 ルゥ'] },
    );
    play(g, '運命の断ち手 アトロポス');
    expect(on(g, '山羊座の精 カプリコーン', 1)).toBeGreaterThanOrEqual(0);
    const g2 = game(
      'd11',
      { hand: ['運命の断ち手 アトロポス'], energy: 5, damageField: ['占い師の卵 ルゥ', '占い師の卵 ルゥ'] },
      { battlefield: ['山羊座の精 カプリコーン'], damageField: ['占い師の卵 ルゥ'] },
    );
    play(g2, '運命の断ち手 アトロポス');
    expect(trash(g2, 1)).toContain('山羊座の精 カプリコーン');
  });

  it('吊るされた男: asleep; only if it was, draw 2, then discard one', () => {
    const g = game('d11', {
      hand: ['吊るされた男', '占い師の卵 ルゥ'],
      energy: 5,
      battlefield: ['山羊座の精 カプリコーン'],
    });
    const leo = on(g, '山羊座の精 カプリコーン', 0);
    play(g, '吊るされた男', [leo], { choose: ['占い師の卵 ルゥ'] });
    expect(g.state.cards[leo].sleep).toBe(true);
    expect(g.state.players[0].hand.length).toBe(2);
    expect(trash(g, 0)).toContain('占い師の卵 ルゥ');
  });

  it('死神の宣告: costs 2 less with 5+ 《アルカナ》 cards in your trash', () => {
    const g = game(
      'd11',
      {
        hand: ['死神の宣告'],
        energy: 4,
        trash: ['正義の天秤', '正義の天秤', '正義の天秤', '正義の天秤', '正義の天秤'],
      },
      { battlefield: ['山羊座の精 カプリコーン'] },
    );
    play(g, '死神の宣告', [on(g, '山羊座の精 カプリコーン', 1)]);
    expect(activeEnergy(g, 0)).toBe(2);
    expect(trash(g, 1)).toContain('山羊座の精 カプリコーン');
    const g2 = game(
      'd11',
      { hand: ['死神の宣告'], energy: 4, trash: ['正義の天秤', '正義の天秤', '正義の天秤', '正義の天秤'] },
      { battlefield: ['山羊座の精 カプリコーン'] },
    );
    play(g2, '死神の宣告', [on(g2, '山羊座の精 カプリコーン', 1)]);
    expect(activeEnergy(g2, 0)).toBe(0);
  });

  it('女帝の加護: set on the opponent’s character, the host’s player draws when it is destroyed (HF-4.4)', () => {
    const g = game(
      'd11',
      {
        hand: ['女帝の加護', '正義の天秤'],
        energy: 4,
        damageField: ['占い師の卵 ルゥ', '占い師の卵 ルゥ', '占い師の卵 ルゥ'],
      },
      { battlefield: ['占い師の卵 ルゥ'] },
    );
    const host = on(g, '占い師の卵 ルゥ', 1);
    play(g, '女帝の加護', [host]);
    const foe = g.state.players[1].hand.length;
    play(g, '正義の天秤', [host]);
    expect(trash(g, 1)).toContain('占い師の卵 ルゥ');
    expect(g.state.players[0].hand.length).toBe(0);
    expect(g.state.players[1].hand.length).toBe(foe + 1);
  });

  it('星のお告げ: when set, its player looks at the top 2 and puts them back in the chosen order', () => {
    const g = game('d11', {
      hand: ['星のお告げ'],
      energy: 1,
      battlefield: ['占い師の卵 ルゥ'],
      main: ['正義の天秤', '山羊座の精 カプリコーン'],
    });
    play(g, '星のお告げ', [on(g, '占い師の卵 ルゥ', 0)], {
      choose: ['山羊座の精 カプリコーン', '正義の天秤'],
    });
    expect(top(g, 0, 2)).toEqual(['山羊座の精 カプリコーン', '正義の天秤']);
  });

  it('逆位置の宣告: set with 4+ 《アルカナ》 cards in your trash → 1000 damage to its host', () => {
    const g = game(
      'd11',
      { hand: ['逆位置の宣告'], energy: 1, trash: ['正義の天秤', '正義の天秤', '正義の天秤', '正義の天秤'] },
      { battlefield: ['山羊座の精 カプリコーン'] },
    );
    const leo = on(g, '山羊座の精 カプリコーン', 1);
    play(g, '逆位置の宣告', [leo]);
    expect(g.state.cards[leo].damage).toBe(1000);
    const g2 = game(
      'd11',
      { hand: ['逆位置の宣告'], energy: 1, trash: ['正義の天秤', '正義の天秤', '正義の天秤'] },
      { battlefield: ['山羊座の精 カプリコーン'] },
    );
    const leo2 = on(g2, '山羊座の精 カプリコーン', 1);
    play(g2, '逆位置の宣告', [leo2]);
    expect(g2.state.cards[leo2].damage).toBe(0);
  });

  it('女教皇の託宣: look at 4, one to the hand, the other 3 back on top in the chosen order', () => {
    const g = game('d11', {
      hand: ['女教皇の託宣'],
      energy: 5,
      main: ['占い師の卵 ルゥ', '山羊座の精 カプリコーン', '正義の天秤', '山羊座の精 カプリコーン'],
    });
    play(g, '女教皇の託宣', [], {
      choose: ['正義の天秤', '山羊座の精 カプリコーン', '占い師の卵 ルゥ', '山羊座の精 カプリコーン'],
    });
    expect(hand(g, 0)).toEqual(['正義の天秤']);
    expect(top(g, 0, 3)).toEqual(['山羊座の精 カプリコーン', '占い師の卵 ルゥ', '山羊座の精 カプリコーン']);
  });

  it('戦車の突撃: 【神速】, and 【強撃】 too with 3+ 《星座》 characters', () => {
    const g = game('d11', {
      hand: ['戦車の突撃'],
      energy: 5,
      battlefield: [
        '占い師の卵 ルゥ',
        '山羊座の精 カプリコーン',
        '山羊座の精 カプリコーン',
        '山羊座の精 カプリコーン',
      ],
    });
    const lu = on(g, '占い師の卵 ルゥ', 0);
    play(g, '戦車の突撃', [lu]);
    expect(hasKeyword(g, lu, 'godspeed')).toBe(true);
    expect(hasKeyword(g, lu, 'strike')).toBe(true);
  });
});

describe('d12-kurogane', () => {
  it('密告屋のネズミ / 荷揚げ作業: 「…置いてもよい。そうしたら、…引く」: nothing discarded, nothing drawn', () => {
    const g = game('d12', { hand: ['密告屋のネズミ'], energy: 2 });
    play(g, '密告屋のネズミ', [], { may: [true] });
    expect(g.state.players[0].hand.length).toBe(0);
    const g2 = game('d12', { hand: ['荷揚げ作業', '荷揚げ人夫ゴンザ'], energy: 5 });
    play(g2, '荷揚げ作業', [], { may: [true], choose: ['荷揚げ人夫ゴンザ'] });
    expect(g2.state.players[0].hand.length).toBe(2);
    const g3 = game('d12', { hand: ['荷揚げ作業', '荷揚げ人夫ゴンザ'], energy: 5 });
    play(g3, '荷揚げ作業', [], { may: [false] });
    expect(hand(g3, 0)).toEqual(['荷揚げ人夫ゴンザ']);
  });

  it('汽笛のリタ: may put the top card as a face-down asleep energy', () => {
    const g = game('d12', { hand: ['汽笛のリタ'], energy: 2, main: ['荷車引きの大男'] });
    const n = g.state.players[0].energy.length;
    play(g, '汽笛のリタ', [], { may: [true] });
    const e = g.state.players[0].energy;
    expect(e.length).toBe(n + 1);
    const card = g.state.cards[e.at(-1) ?? -1];
    expect(card.sleep).toBe(true);
    expect(card.faceUp).toBe(false);
  });

  it('波止場の酒場女将: at your turn end, draws only if it is active', () => {
    const g = game('d12', { battlefield: ['波止場の酒場女将'] });
    endTurn(g);
    expect(g.state.players[0].hand.length).toBe(1);
    const g2 = game('d12', { battlefield: [{ name: '波止場の酒場女将', sleep: true }] });
    endTurn(g2);
    expect(g2.state.players[0].hand.length).toBe(0);
  });

  it('機関士長ボイラ: your 《蒸気》 character cards cost 1 less, never below 1', () => {
    const g = game('d12', { battlefield: ['機関士長ボイラ'], hand: ['機関士長ボイラ'], energy: 6 });
    play(g, '機関士長ボイラ');
    expect(activeEnergy(g, 0)).toBe(3);
  });

  it('税関長グレゴール: the opponent’s set cards cost 1 more', () => {
    const g = game(
      'd12',
      { hand: ['密輸品の木箱'], energy: 3, battlefield: ['荷揚げ人夫ゴンザ'] },
      { battlefield: ['税関長グレゴール'] },
    );
    play(g, '密輸品の木箱', [on(g, '荷揚げ人夫ゴンザ', 0)]);
    expect(activeEnergy(g, 0)).toBe(1);
  });

  it('水底へ沈めろ: costs 1 less with 2+ 《港湾》 characters of yours', () => {
    const g = game(
      'd12',
      { hand: ['水底へ沈めろ'], energy: 5, battlefield: ['荷揚げ人夫ゴンザ', '荷揚げ人夫ゴンザ'] },
      { battlefield: ['荷車引きの大男'] },
    );
    play(g, '水底へ沈めろ', [on(g, '荷車引きの大男', 1)]);
    expect(activeEnergy(g, 0)).toBe(1);
    expect(trash(g, 1)).toContain('荷車引きの大男');
  });

  it('密輸品の木箱: the host’s attack damages the opponent → the set card’s owner draws', () => {
    const g = game('d12', { hand: ['密輸品の木箱'], energy: 1, battlefield: ['荷揚げ人夫ゴンザ'] });
    const host = on(g, '荷揚げ人夫ゴンザ', 0);
    play(g, '密輸品の木箱', [host]);
    act(g, { type: 'attack', attacker: host, target: { player: 1 } });
    settle(g, {}, ['main']);
    expect(damageCount(g, 1)).toBe(1);
    expect(g.state.players[0].hand.length).toBe(1);
  });

  it('港湾労働許可証: the host gains 「[スリープ]：手札を1枚トラッシュに置いてもよい。そうしたら、1枚引く」', () => {
    const g = game('d12', {
      hand: ['港湾労働許可証', '荷車引きの大男'],
      energy: 1,
      battlefield: ['荷揚げ人夫ゴンザ'],
      main: ['水底へ沈めろ'],
    });
    const host = on(g, '荷揚げ人夫ゴンザ', 0);
    play(g, '港湾労働許可証', [host]);
    activate(g, host, [], { may: [true], choose: ['荷車引きの大男'] });
    expect(g.state.cards[host].sleep).toBe(true);
    expect(hand(g, 0)).toEqual(['水底へ沈めろ']);
  });

  it('第三蒸気機関区: [カルネージ1] the top card as a face-down active energy, once per turn', () => {
    const g = game('d12', {
      battlefield: ['第三蒸気機関区'],
      damageField: ['荷揚げ人夫ゴンザ', '荷揚げ人夫ゴンザ'],
      main: ['荷車引きの大男'],
    });
    const yard = on(g, '第三蒸気機関区', 0);
    activate(g, yard);
    const e = g.state.players[0].energy;
    expect(e.length).toBe(1);
    expect(g.state.cards[e[0]].sleep).toBe(false);
    expect(g.state.cards[e[0]].faceUp).toBe(false);
    expect(canActivate(g, yard)).toBe(false);
  });

  it('沈没船サルベージ屋: 「1枚まで対象とし」: a set card of the trash to the hand, or none', () => {
    const g = game('d12', { hand: ['沈没船サルベージ屋'], energy: 4, trash: ['密輸品の木箱'] });
    play(g, '沈没船サルベージ屋', [], { targets: [g.state.players[0].trash.slice(0, 1)] });
    expect(hand(g, 0)).toEqual(['密輸品の木箱']);
    const g2 = game('d12', { hand: ['沈没船サルベージ屋'], energy: 4, trash: ['密輸品の木箱'] });
    play(g2, '沈没船サルベージ屋', [], { targets: [[]] });
    expect(hand(g2, 0)).toEqual([]);
    expect(trash(g2, 0)).toEqual(['密輸品の木箱']);
  });
});

describe('d9–d12: more subtle mechanics', () => {
  it('乙女座の精 ヴァルゴ (d11): a targeted 《アルカナ》 card of the trash to the hand, then a discard', () => {
    const g = game('d11', {
      hand: ['乙女座の精 ヴァルゴ', '占い師の卵 ルゥ'],
      energy: 3,
      trash: ['正義の天秤'],
    });
    play(g, '乙女座の精 ヴァルゴ', [], { choose: ['占い師の卵 ルゥ'] });
    expect(hand(g, 0)).toEqual(['正義の天秤']);
    expect(trash(g, 0)).toEqual(['占い師の卵 ルゥ']);
  });

  it('流星の騎士 メテオール (d11): on its attack, may discard; only if it did, +2000', () => {
    const g = game('d11', { battlefield: ['流星の騎士 メテオール'], hand: ['占い師の卵 ルゥ'] });
    const m = on(g, '流星の騎士 メテオール', 0);
    act(g, { type: 'attack', attacker: m, target: { player: 1 } });
    settle(g, { may: [true], choose: ['占い師の卵 ルゥ'] });
    expect(powerOf(g, m)).toBe(6000);
    const g2 = game('d11', { battlefield: ['流星の騎士 メテオール'] });
    const m2 = on(g2, '流星の騎士 メテオール', 0);
    act(g2, { type: 'attack', attacker: m2, target: { player: 1 } });
    settle(g2, { may: [true] });
    expect(powerOf(g2, m2)).toBe(4000);
  });

  it('凶星の魔女 ネメシス (d11): the opponent with 5+ cards discards one of their choice; with 4, nothing', () => {
    const foeHand = [
      '占い師の卵 ルゥ',
      '占い師の卵 ルゥ',
      '占い師の卵 ルゥ',
      '占い師の卵 ルゥ',
      '正義の天秤',
    ];
    const g = game('d11', { hand: ['凶星の魔女 ネメシス'], energy: 4 }, { hand: foeHand });
    play(g, '凶星の魔女 ネメシス', [], { choose: ['正義の天秤'] });
    expect(trash(g, 1)).toEqual(['正義の天秤']);
    const g2 = game('d11', { hand: ['凶星の魔女 ネメシス'], energy: 4 }, { hand: foeHand.slice(1) });
    play(g2, '凶星の魔女 ネメシス');
    expect(g2.state.players[1].hand.length).toBe(4);
  });

  it('双子座の精 ジェミニ (d11): may take a cost ≤ 2 《星座》 character card of the trash, never another ジェミニ', () => {
    const g = game('d11', {
      hand: ['双子座の精 ジェミニ'],
      energy: 2,
      trash: ['双子座の精 ジェミニ', '牡羊座の精 アリエス'],
    });
    const aries = g.state.players[0].trash.find((id) => nameOf(g, id) === '牡羊座の精 アリエス') ?? -1;
    const twin = g.state.players[0].trash.find((id) => nameOf(g, id) === '双子座の精 ジェミニ') ?? -1;
    act(g, { type: 'play', card: inHand(g, 0, '双子座の精 ジェミニ'), targets: [] });
    settle(g, {}, ['main', 'defense', 'triggerTargets']);
    if (g.state.pending?.kind === 'triggerTargets') {
      const offered = legalActions(g).flatMap((a) => (a.type === 'chooseTargets' ? a.targets : []));
      expect(offered).toContain(aries);
      expect(offered).not.toContain(twin);
    }
    settle(g, { targets: [[aries]], may: [true] });
    expect(hand(g, 0)).toEqual(['牡羊座の精 アリエス']);
  });

  it('自律修復機 メンダー (d10): the target is not destroyed this turn (lethal damage)', () => {
    const g2 = game(
      'd10',
      { battlefield: ['自律修復機 メンダー', 'ゼンマイ兵 ポーン'], energy: 10, hand: ['錬成：火炎フラスコ'] },
      {},
    );
    const pawn = on(g2, 'ゼンマイ兵 ポーン', 0);
    activate(g2, on(g2, '自律修復機 メンダー', 0), [pawn]);
    play(g2, '錬成：火炎フラスコ', [pawn]);
    expect(on(g2, 'ゼンマイ兵 ポーン', 0)).toBe(pawn);
  });

  it('実験失敗作 ブラスト (d10): destroyed → 2000 to a character', () => {
    const g = game(
      'd10',
      { hand: ['錬成：火炎フラスコ'], energy: 10 },
      { battlefield: ['実験失敗作 ブラスト', '首席学徒 セレス'] },
    );
    play(g, '錬成：火炎フラスコ', [on(g, '実験失敗作 ブラスト', 1)], {
      targets: [[on(g, '首席学徒 セレス', 1)]],
    });
    expect(trash(g, 1)).toContain('実験失敗作 ブラスト');
    expect(g.state.cards[on(g, '首席学徒 セレス', 1)].damage).toBe(2000);
  });

  it('首席学徒 セレス (d10): +1000 per command you play this turn (stacks)', () => {
    const g = game(
      'd10',
      { battlefield: ['首席学徒 セレス'], hand: ['錬成：凍結溶液', '錬成：凍結溶液'], energy: 10 },
      { battlefield: ['巨大歯車ゴーレム'] },
    );
    const s = on(g, '首席学徒 セレス', 0);
    play(g, '錬成：凍結溶液', [on(g, '巨大歯車ゴーレム', 1)]);
    play(g, '錬成：凍結溶液', [on(g, '巨大歯車ゴーレム', 1)]);
    expect(powerOf(g, s)).toBe(5000);
  });

  it('禁書庫の番機 (d10): the opponent’s commands cannot target it; their characters’ abilities can', () => {
    const g = game(
      'd10',
      { hand: ['錬成：凍結溶液'], energy: 10, battlefield: ['警報時計 ベルリンガー'] },
      { battlefield: ['禁書庫の番機', 'ゼンマイ兵 ポーン'] },
    );
    const guardBot = on(g, '禁書庫の番機', 1);
    const cmd = inHand(g, 0, '錬成：凍結溶液');
    const targetable = (id: number) =>
      legalActions(g).some((a) => a.type === 'play' && a.card === cmd && a.targets.includes(id));
    expect(targetable(guardBot)).toBe(false);
    expect(targetable(on(g, 'ゼンマイ兵 ポーン', 1))).toBe(true);
    activate(g, on(g, '警報時計 ベルリンガー', 0), [guardBot]);
    expect(g.state.cards[guardBot].sleep).toBe(true);
  });

  it('偽装船籍 (d12): set on the opponent’s character, the set card’s player (the host’s opponent) cannot target it with commands (HF-4.4)', () => {
    const g = game(
      'd12',
      { hand: ['偽装船籍', '蒸気爆発'], energy: 10 },
      { battlefield: ['荷車引きの大男', '荷揚げ人夫ゴンザ'] },
    );
    const host = on(g, '荷車引きの大男', 1);
    play(g, '偽装船籍', [host]);
    const cmd = inHand(g, 0, '蒸気爆発');
    const targetable = (id: number) =>
      legalActions(g).some((a) => a.type === 'play' && a.card === cmd && a.targets.includes(id));
    expect(targetable(host)).toBe(false);
    expect(targetable(on(g, '荷揚げ人夫ゴンザ', 1))).toBe(true);
  });

  it('港湾労組の親方ハーゲン (d12): your other 《荷役》 characters +1000, not itself, not the opponent’s', () => {
    const g = game(
      'd12',
      { battlefield: ['港湾労組の親方ハーゲン', '荷揚げ人夫ゴンザ'] },
      { battlefield: ['荷揚げ人夫ゴンザ'] },
    );
    expect(powerOf(g, on(g, '港湾労組の親方ハーゲン', 0))).toBe(5000);
    expect(powerOf(g, on(g, '荷揚げ人夫ゴンザ', 0))).toBe(3000);
    expect(powerOf(g, on(g, '荷揚げ人夫ゴンザ', 1))).toBe(2000);
  });

  it('星詠みの長 アストライア (d11): +1000 per 《アルカナ》 command you play', () => {
    const g = game('d11', {
      battlefield: ['星詠みの長 アストライア'],
      hand: ['隠者の灯'],
      energy: 1,
      trash: ['占い師の卵 ルゥ'],
    });
    play(g, '隠者の灯', [g.state.players[0].trash[0]]);
    expect(powerOf(g, on(g, '星詠みの長 アストライア', 0))).toBe(6000);
    expect(top(g, 0, 1)).toEqual(['占い師の卵 ルゥ']);
  });

  it('港湾封鎖 (d12): up to two opposing characters asleep', () => {
    const g = game(
      'd12',
      { hand: ['港湾封鎖'], energy: 3 },
      { battlefield: ['荷揚げ人夫ゴンザ', '荷車引きの大男', '鉄錨のボースン'] },
    );
    const a = on(g, '荷揚げ人夫ゴンザ', 1);
    const b = on(g, '荷車引きの大男', 1);
    play(g, '港湾封鎖', [a, b]);
    expect(g.state.cards[a].sleep && g.state.cards[b].sleep).toBe(true);
    expect(g.state.cards[on(g, '鉄錨のボースン', 1)].sleep).toBe(false);
  });

  it('審判のラッパ (d11): set on the opponent’s character; when it is destroyed, ITS player may bring a cost ≤ 3 character from their trash (HF-4.4)', () => {
    const g = game(
      'd11',
      {
        hand: ['審判のラッパ', '正義の天秤'],
        energy: 10,
        damageField: ['占い師の卵 ルゥ', '占い師の卵 ルゥ', '占い師の卵 ルゥ', '占い師の卵 ルゥ'],
      },
      { battlefield: ['運命の紡ぎ手 クロート'], trash: ['見習い星詠み ミラ'] },
    );
    const host = on(g, '運命の紡ぎ手 クロート', 1);
    play(g, '審判のラッパ', [host]);
    play(g, '正義の天秤', [host], { may: [true], choose: ['見習い星詠み ミラ'] });
    expect(trash(g, 1)).toContain('運命の紡ぎ手 クロート');
    expect(g.state.cards[on(g, '見習い星詠み ミラ', 1)].sleep).toBe(false); // enters active
  });

  it('石炭くべのトミー (d12): [スリープ] one asleep energy becomes active', () => {
    const g = game('d12', { battlefield: ['石炭くべのトミー'], energy: 2 });
    for (const id of g.state.players[0].energy) g.state.cards[id].sleep = true;
    activate(g, on(g, '石炭くべのトミー', 0));
    expect(activeEnergy(g, 0)).toBe(1);
  });

  it('振り子の剣士 ペンデュラム (d10): on its attack, up to one asleep opposing character takes 1000', () => {
    const g = game(
      'd10',
      { battlefield: ['振り子の剣士 ペンデュラム'] },
      { battlefield: [{ name: '首席学徒 セレス', sleep: true }] },
    );
    const foe = on(g, '首席学徒 セレス', 1);
    act(g, { type: 'attack', attacker: on(g, '振り子の剣士 ペンデュラム', 0), target: { player: 1 } });
    settle(g, { targets: [[foe]] });
    expect(g.state.cards[foe].damage).toBe(1000);
  });
});

describe('d9–d12: defenses, 【空装】 and targets gone', () => {
  /** The opponent (turn player 1) attacks you with `attacker`; `defender` of yours defends. */
  const attackedAndDefend = (g: G, attacker: number, defender: number, answers: Answers = {}) => {
    act(g, { type: 'attack', attacker, target: { player: 0 } });
    settle(g);
    act(g, { type: 'defend', defender });
    settle(g, answers, ['main']);
  };

  it('時計塔の守護機 クロノガード (d10): defending draws, once per turn', () => {
    const g = game(
      'd10',
      { battlefield: ['時計塔の守護機 クロノガード'] },
      { battlefield: ['ゼンマイ兵 ポーン', 'ゼンマイ兵 ポーン'] },
      1,
    );
    const guard = on(g, '時計塔の守護機 クロノガード', 0);
    const [a1, a2] = [on(g, 'ゼンマイ兵 ポーン', 1, 0), on(g, 'ゼンマイ兵 ポーン', 1, 1)];
    const hand0 = g.state.players[0].hand.length;
    attackedAndDefend(g, a1, guard);
    expect(g.state.players[0].hand.length).toBe(hand0 + 1);
    g.state.cards[guard].sleep = false;
    attackedAndDefend(g, a2, guard);
    expect(g.state.players[0].hand.length).toBe(hand0 + 1);
  });

  it('恋人たちの契り (d11): its host defending → the host’s player draws, once per turn', () => {
    const g = game(
      'd11',
      { battlefield: ['山羊座の精 カプリコーン'], hand: ['恋人たちの契り'], energy: 1 },
      { battlefield: ['占い師の卵 ルゥ', '占い師の卵 ルゥ'] },
      0,
    );
    const host = on(g, '山羊座の精 カプリコーン', 0);
    play(g, '恋人たちの契り', [host]);
    endTurn(g);
    expect(g.state.turnPlayer).toBe(1);
    const hand0 = g.state.players[0].hand.length;
    const foeHand = g.state.players[1].hand.length;
    attackedAndDefend(g, on(g, '占い師の卵 ルゥ', 1, 0), host);
    expect(g.state.players[0].hand.length).toBe(hand0 + 1);
    g.state.cards[host].sleep = false;
    attackedAndDefend(g, on(g, '占い師の卵 ルゥ', 1, 1), host);
    expect(g.state.players[0].hand.length).toBe(hand0 + 1);
    expect(g.state.players[1].hand.length).toBe(foeHand);
  });

  it('月の幻惑 (d11): −2000 on the attacking character, or −3000 instead with fewer cards in hand than the opponent', () => {
    for (const [mine, want] of [
      [['月の幻惑', '占い師の卵 ルゥ', '占い師の卵 ルゥ', '占い師の卵 ルゥ'], 3000],
      [['月の幻惑'], 2000],
    ] as const) {
      const g = game(
        'd11',
        { hand: [...mine], energy: 2, battlefield: ['占い師の卵 ルゥ'] },
        { battlefield: ['山羊座の精 カプリコーン'], hand: ['占い師の卵 ルゥ', '占い師の卵 ルゥ'] },
        1,
      );
      const attacker = on(g, '山羊座の精 カプリコーン', 1);
      act(g, { type: 'attack', attacker, target: { player: 0 } });
      for (let i = 0; i < 20 && !legalActions(g).some((a) => a.type === 'play' && a.player === 0); i++)
        apply(g, legalActions(g).find((a) => a.type === 'pass') ?? legalActions(g)[0]);
      act(g, { type: 'play', card: inHand(g, 0, '月の幻惑'), targets: [attacker] });
      settle(g);
      expect(powerOf(g, attacker)).toBe(want);
    }
  });

  it('吊るされた男 (d11): a target no longer active on resolution: not made asleep, so nothing is drawn', () => {
    const g = game('d11', { hand: ['吊るされた男'], energy: 5, battlefield: ['山羊座の精 カプリコーン'] });
    const cap = on(g, '山羊座の精 カプリコーン', 0);
    act(g, { type: 'play', card: inHand(g, 0, '吊るされた男'), targets: [cap] });
    g.state.cards[cap].sleep = true; // put to sleep before it resolves
    settle(g);
    expect(g.state.players[0].hand.length).toBe(0);
  });

  it('分解再構築 (d10): the target gone before it resolves: nothing returns, nothing is drawn (「その後」)', () => {
    const g = game('d10', { hand: ['分解再構築'], energy: 10, battlefield: ['ゼンマイ兵 ポーン'] });
    const pawn = on(g, 'ゼンマイ兵 ポーン', 0);
    act(g, { type: 'play', card: inHand(g, 0, '分解再構築'), targets: [pawn] });
    moveCard(g, pawn, 'trash');
    settle(g);
    expect(g.state.players[0].hand.length).toBe(0);
  });

  it('悪魔の鎖 (d11) / 文鎮 (d9): set on the opponent’s character, it cannot attack', () => {
    for (const [set, name] of [
      ['d11', '悪魔の鎖'],
      ['d9', '文鎮'],
    ] as const) {
      const g = game(set, { hand: [name], energy: 2 }, { battlefield: ['鉄錨のボースン'] });
      const host = on(g, '鉄錨のボースン', 1);
      play(g, name, [host]);
      endTurn(g);
      expect(g.state.turnPlayer).toBe(1);
      expect(legalActions(g).some((a) => a.type === 'attack' && a.attacker === host)).toBe(false);
    }
  });

  it('機巧大公 ホロロギウム (d10): 【空装】 needs every character card of the decks to be 《機巧》 (commands not counted); then your 《機巧》 characters entering get +1000', () => {
    const hol = corpusCard('d10-tetsugaku', '機巧大公 ホロロギウム');
    const cond = hol.kuusou?.condition;
    if (!cond) throw new Error('no 【空装】 condition');
    const pawn = corpusCard('d10-tetsugaku', 'ゼンマイ兵 ポーン');
    const cmd = corpusCard('d10-tetsugaku', '錬成：凍結溶液');
    const bolt = corpusCard('d10-tetsugaku', '落第生 ボルト');
    expect(deckConditionHolds([hol, pawn, cmd], cond)).toBe(true);
    expect(deckConditionHolds([hol, pawn, bolt], cond)).toBe(false);
    const g = game('d10', {
      hand: ['ゼンマイ兵 ポーン', '落第生 ボルト'],
      energy: 2,
      guard: ['機巧大公 ホロロギウム'],
    });
    g.state.players[0].kuusou =
      g.state.players[0].guardDeck.find((id) => nameOf(g, id) === '機巧大公 ホロロギウム') ?? null;
    play(g, 'ゼンマイ兵 ポーン');
    play(g, '落第生 ボルト');
    expect(powerOf(g, on(g, 'ゼンマイ兵 ポーン', 0))).toBe(3000);
    expect(powerOf(g, on(g, '落第生 ボルト', 0))).toBe(1000);
  });

  it('港の女王クロガネ・メアリ (d12): 【空装】 (each character card 《港湾》, 《密輸》 or 《蒸気》): your 《港湾》 character cards cost 1 less, never below 1', () => {
    const mary = corpusCard('d12-kurogane', '港の女王クロガネ・メアリ');
    const cond = mary.kuusou?.condition;
    if (!cond) throw new Error('no 【空装】 condition');
    const gonza = corpusCard('d12-kurogane', '荷揚げ人夫ゴンザ');
    const boiler = corpusCard('d12-kurogane', '機関士長ボイラ');
    const customs = corpusCard('d12-kurogane', '税関長グレゴール');
    expect(deckConditionHolds([mary, gonza, boiler], cond)).toBe(true);
    expect(deckConditionHolds([mary, gonza, customs], cond)).toBe(false);
    const g = game('d12', {
      hand: ['荷揚げ人夫ゴンザ', '霧笛の水先案内人'],
      energy: 4,
      guard: ['港の女王クロガネ・メアリ'],
    });
    g.state.players[0].kuusou =
      g.state.players[0].guardDeck.find((id) => nameOf(g, id) === '港の女王クロガネ・メアリ') ?? null;
    play(g, '荷揚げ人夫ゴンザ'); // cost 1: stays 1
    expect(activeEnergy(g, 0)).toBe(3);
    play(g, '霧笛の水先案内人'); // cost 2 → 1
    expect(activeEnergy(g, 0)).toBe(2);
  });

  it('折り紙師 千代 (d9): 【空装】: once per turn, a 《折紙》 character of yours back to your hand → may draw', () => {
    const g = game('d9', {
      battlefield: ['折り紙工房', '紙風船のこだま', 'はじまりの折り鶴'],
      hand: ['折り直し'],
      energy: 5,
      guard: ['折り紙師 千代'],
    });
    g.state.players[0].kuusou =
      g.state.players[0].guardDeck.find((id) => nameOf(g, id) === '折り紙師 千代') ?? null;
    const h0 = g.state.players[0].hand.length;
    activate(g, on(g, '折り紙工房', 0), [on(g, '紙風船のこだま', 0)], { may: [true] });
    expect(g.state.players[0].hand.length).toBe(h0 + 2); // the returned card and the draw
    play(g, '折り直し', [on(g, 'はじまりの折り鶴', 0)], { may: [true] });
    expect(g.state.players[0].hand.length).toBe(h0 + 2 - 1 + 1 + 1); // returned + its own draw, no 2nd trigger
  });

  it('星見の塔 (d11): at the end of your active phase, the top card may go to the bottom', () => {
    const g = game('d11', { battlefield: ['星見の塔'] }, {}, 1);
    const topId = g.state.players[0].mainDeck[0];
    endTurn(g, { may: [true], choose: [nameOf(g, topId) ?? ''] });
    expect(g.state.turnPlayer).toBe(0);
    expect(g.state.players[0].mainDeck.at(-1)).toBe(topId);
  });
});

describe('d9–d12: attacks and damage triggers', () => {
  it('緊急停止命令 (d10): the attack of the targeted attacking character fails: no damage, no defense', () => {
    const g = game('d10', { hand: ['緊急停止命令'], energy: 2 }, { battlefield: ['巨大歯車ゴーレム'] }, 1);
    const attacker = on(g, '巨大歯車ゴーレム', 1);
    act(g, { type: 'attack', attacker, target: { player: 0 } });
    for (let i = 0; i < 20 && !legalActions(g).some((a) => a.type === 'play' && a.player === 0); i++)
      apply(g, legalActions(g).find((a) => a.type === 'pass') ?? legalActions(g)[0]);
    act(g, { type: 'play', card: inHand(g, 0, '緊急停止命令'), targets: [attacker] });
    settle(g, {}, ['main']);
    expect(damageCount(g, 0)).toBe(0);
    expect(g.state.cards[attacker].sleep).toBe(true);
  });

  it('宵の明星 ヴェスパー (d11): revealed as damage, its owner draws', () => {
    const g = game('d11', { guard: ['宵の明星 ヴェスパー'] }, { battlefield: ['占い師の卵 ルゥ'] }, 1);
    const hand0 = g.state.players[0].hand.length;
    act(g, { type: 'attack', attacker: on(g, '占い師の卵 ルゥ', 1), target: { player: 0 } });
    settle(g, { reveal: true }, ['main', 'defense']);
    if (g.state.pending?.kind === 'defense') act(g, { type: 'defend', defender: null });
    settle(g, { reveal: true }, ['main']);
    expect(names(g, g.state.players[0].damageField)).toEqual(['宵の明星 ヴェスパー']);
    expect(g.state.players[0].hand.length).toBe(hand0 + 1);
  });

  it('花扇の踊り手 (d9): +1000 for the turn each time a set card is set on it, the opponent’s too', () => {
    const g = game('d9', { battlefield: ['花扇の踊り手'] }, { hand: ['文鎮', '白檀の扇'], energy: 3 }, 1);
    const dancer = on(g, '花扇の踊り手', 0);
    act(g, { type: 'play', card: inHand(g, 1, '白檀の扇'), targets: [dancer] });
    settle(g);
    expect(powerOf(g, dancer)).toBe(1000 + 1000 + 1000);
    act(g, { type: 'play', card: inHand(g, 1, '文鎮'), targets: [dancer] });
    settle(g);
    expect(powerOf(g, dancer)).toBe(1000 + 1000 + 1000 - 1000 + 1000);
  });

  it('巡回自動人形 ティック (d10): +1000 for the turn only with another 《機巧》 character of yours', () => {
    const g = game('d10', { hand: ['巡回自動人形 ティック'], energy: 2, battlefield: ['ゼンマイ兵 ポーン'] });
    play(g, '巡回自動人形 ティック');
    const tick = on(g, '巡回自動人形 ティック', 0);
    const g2 = game('d10', { hand: ['巡回自動人形 ティック'], energy: 2 });
    play(g2, '巡回自動人形 ティック');
    expect(powerOf(g, tick) - powerOf(g2, on(g2, '巡回自動人形 ティック', 0))).toBe(1000);
  });

  it('疾風の女神 (d9): 「2体まで対象とし」: two, or none', () => {
    const g = game(
      'd9',
      { hand: ['疾風の女神'], energy: 6 },
      { battlefield: ['奴凧', '紙兜の若武者', '鉄扇の用心棒'] },
    );
    const [a, b, c] = [on(g, '奴凧', 1), on(g, '紙兜の若武者', 1), on(g, '鉄扇の用心棒', 1)];
    play(g, '疾風の女神', [], { targets: [[a, b]] });
    expect([a, b, c].map((id) => g.state.cards[id].sleep)).toEqual([true, true, false]);
    const g2 = game('d9', { hand: ['疾風の女神'], energy: 6 }, { battlefield: ['奴凧'] });
    play(g2, '疾風の女神', [], { targets: [[]] });
    expect(g2.state.cards[on(g2, '奴凧', 1)].sleep).toBe(false);
  });

  it('紙飛行機の伝令 (d9): draws when its attack damages the opponent, not when it damages a character', () => {
    const g = game('d9', { battlefield: ['紙飛行機の伝令'] });
    act(g, { type: 'attack', attacker: on(g, '紙飛行機の伝令', 0), target: { player: 1 } });
    settle(g, {}, ['main']);
    expect(damageCount(g, 1)).toBe(1);
    expect(g.state.players[0].hand.length).toBe(1);
    const g2 = game(
      'd9',
      { battlefield: ['紙飛行機の伝令'] },
      { battlefield: [{ name: '紙風船のこだま', sleep: true }] },
    );
    act(g2, {
      type: 'attack',
      attacker: on(g2, '紙飛行機の伝令', 0),
      target: { card: on(g2, '紙風船のこだま', 1) },
    });
    settle(g2, {}, ['main']);
    expect(g2.state.players[0].hand.length).toBe(0);
  });

  it('蠍座の精 スコルピオ (d11): its attack destroys a character → the opponent discards a card of their choice', () => {
    const g = game(
      'd11',
      { battlefield: ['蠍座の精 スコルピオ'] },
      { battlefield: [{ name: '占い師の卵 ルゥ', sleep: true }], hand: ['正義の天秤', '占い師の卵 ルゥ'] },
    );
    act(g, {
      type: 'attack',
      attacker: on(g, '蠍座の精 スコルピオ', 0),
      target: { card: on(g, '占い師の卵 ルゥ', 1) },
    });
    settle(g, { choose: ['正義の天秤'] }, ['main']);
    expect(trash(g, 1).sort()).toEqual(['占い師の卵 ルゥ', '正義の天秤'].sort());
    expect(hand(g, 1)).toEqual(['占い師の卵 ルゥ']);
  });

  it('王立機巧学園 大時計塔 (d10): at your turn end, up to one asleep 《機巧》 character of yours stands', () => {
    const g = game('d10', {
      battlefield: ['王立機巧学園 大時計塔', { name: 'ゼンマイ兵 ポーン', sleep: true }],
    });
    const pawn = on(g, 'ゼンマイ兵 ポーン', 0);
    act(g, { type: 'endMain' });
    settle(g, { targets: [[pawn]] }, ['main']);
    expect(g.state.turnPlayer).toBe(1);
    expect(g.state.cards[pawn].sleep).toBe(false);
  });
});

describe('d9–d12: short decks (looking never reloads, HF-10.3)', () => {
  it('波止場の見張り番 (d12) / 書庫の司書人形 ページ (d10): with an empty main deck nothing happens (no reload)', () => {
    const g = game('d12', {
      hand: ['波止場の見張り番'],
      energy: 1,
      mainCount: 0,
      trash: ['荷揚げ人夫ゴンザ'],
    });
    play(g, '波止場の見張り番', [], { may: [true] });
    expect(g.state.players[0].mainDeck.length).toBe(0);
    expect(trash(g, 0)).toEqual(['荷揚げ人夫ゴンザ']);
    expect(damageCount(g, 0)).toBe(0);
    const g2 = game('d10', {
      battlefield: ['書庫の司書人形 ページ'],
      mainCount: 0,
      trash: ['ゼンマイ兵 ポーン'],
    });
    activate(g2, on(g2, '書庫の司書人形 ページ', 0), [], { may: [true] });
    expect(g2.state.players[0].mainDeck.length).toBe(0);
    expect(trash(g2, 0)).toEqual(['ゼンマイ兵 ポーン']);
  });

  it('汽笛のリタ / 汽缶圧力上昇 (d12): an empty main deck places no energy and does not reload', () => {
    const g = game('d12', { hand: ['汽缶圧力上昇'], energy: 3, mainCount: 0, trash: ['荷揚げ人夫ゴンザ'] });
    const n = g.state.players[0].energy.length;
    play(g, '汽缶圧力上昇');
    expect(g.state.players[0].energy.length).toBe(n);
    expect(trash(g, 0)).toContain('荷揚げ人夫ゴンザ');
  });

  it('密輸ルート (d12): with fewer than 3 cards the whole process fails, nothing is taken, no reload (HF-10.3, HF-17.4)', () => {
    const g = game('d12', {
      hand: ['密輸ルート'],
      energy: 5,
      main: ['荷揚げ人夫ゴンザ', '鉄錨のボースン'],
      mainCount: 2,
    });
    play(g, '密輸ルート', [], { choose: ['鉄錨のボースン'] });
    expect(hand(g, 0)).toEqual([]);
    expect(names(g, g.state.players[0].mainDeck)).toEqual(['荷揚げ人夫ゴンザ', '鉄錨のボースン']);
    expect(damageCount(g, 0)).toBe(0);
  });
});

describe('d9–d12: 【奥義】, filters and conditions', () => {
  const playable = (g: G, name: string) =>
    legalActions(g).some((a) => a.type === 'play' && a.player === 0 && nameOf(g, a.card) === name);

  it('教授会の裁定 (d10): 【奥義：教授】 playable only with a card named 「…教授…」 of yours on the battlefield; destroys, then draws', () => {
    const g = game(
      'd10',
      { hand: ['教授会の裁定'], energy: 4, battlefield: ['ゼンマイ兵 ポーン'] },
      { battlefield: ['巨大歯車ゴーレム'] },
    );
    expect(playable(g, '教授会の裁定')).toBe(false);
    const g2 = game(
      'd10',
      { hand: ['教授会の裁定'], energy: 4, battlefield: ['錬金術講師 ヘルメラ教授'] },
      { battlefield: ['巨大歯車ゴーレム'] },
    );
    expect(playable(g2, '教授会の裁定')).toBe(true);
    play(g2, '教授会の裁定', [on(g2, '巨大歯車ゴーレム', 1)]);
    expect(trash(g2, 1)).toContain('巨大歯車ゴーレム');
    expect(g2.state.players[0].hand.length).toBe(1);
  });

  it('クロガネ丸・全砲門斉射 (d12): 【奥義：クロガネ】 needs a 「クロガネ」 card of yours out; 4000 to each of up to two', () => {
    const g = game(
      'd12',
      { hand: ['クロガネ丸・全砲門斉射'], energy: 5 },
      { battlefield: ['鉄錨のボースン'] },
    );
    expect(playable(g, 'クロガネ丸・全砲門斉射')).toBe(false);
    const g2 = game(
      'd12',
      { hand: ['クロガネ丸・全砲門斉射'], energy: 5, battlefield: ['黒鉄港クロガネ'] },
      { battlefield: ['鉄錨のボースン', '荷車引きの大男'] },
    );
    expect(playable(g2, 'クロガネ丸・全砲門斉射')).toBe(true);
    const [a, b] = [on(g2, '鉄錨のボースン', 1), on(g2, '荷車引きの大男', 1)];
    play(g2, 'クロガネ丸・全砲門斉射', [a, b]);
    expect(g2.state.cards[a].damage).toBe(4000);
    expect(g2.state.cards[b].damage).toBe(4000);
  });

  it('運命の書庫 (d11): your 《占星》 characters +1000 while 6+ 《アルカナ》 cards are in your trash', () => {
    const five = ['正義の天秤', '正義の天秤', '正義の天秤', '正義の天秤', '正義の天秤'];
    const g = game('d11', { battlefield: ['運命の書庫', '占い師の卵 ルゥ'], trash: five });
    expect(powerOf(g, on(g, '占い師の卵 ルゥ', 0))).toBe(2000);
    const g2 = game('d11', {
      battlefield: ['運命の書庫', '占い師の卵 ルゥ'],
      trash: [...five, '正義の天秤'],
    });
    expect(powerOf(g2, on(g2, '占い師の卵 ルゥ', 0))).toBe(3000);
  });

  it('紙狐のいたずら (d9): only an opposing character of cost ≤ 2 can be its target', () => {
    const g = game(
      'd9',
      { hand: ['紙狐のいたずら'], energy: 3 },
      { battlefield: ['はじまりの折り鶴', '紙狐のいたずら'] },
    );
    const crane = on(g, 'はじまりの折り鶴', 1);
    const fox = on(g, '紙狐のいたずら', 1);
    play(g, '紙狐のいたずら'); // the only legal target: the cost-2 crane
    expect(on(g, '紙狐のいたずら', 1)).toBe(fox);
    expect(hand(g, 1)).toContain('はじまりの折り鶴');
  });

  it('明けの明星 ルシフェル (d11): enters with 5+ cards in your damage field → 【強撃】 for the turn', () => {
    const dmg = ['占い師の卵 ルゥ', '占い師の卵 ルゥ', '占い師の卵 ルゥ', '占い師の卵 ルゥ'];
    const g = game('d11', { hand: ['明けの明星 ルシフェル'], energy: 4, damageField: dmg });
    play(g, '明けの明星 ルシフェル');
    expect(hasKeyword(g, on(g, '明けの明星 ルシフェル', 0), 'strike')).toBe(false);
    const g2 = game('d11', {
      hand: ['明けの明星 ルシフェル'],
      energy: 4,
      damageField: [...dmg, '占い師の卵 ルゥ'],
    });
    play(g2, '明けの明星 ルシフェル');
    expect(hasKeyword(g2, on(g2, '明けの明星 ルシフェル', 0), 'strike')).toBe(true);
  });

  it('錆化の薬液 (d10) / 鉄鎖の枷 (d12): −2000 and the host cannot defend', () => {
    for (const [set, name] of [
      ['d10', '錆化の薬液'],
      ['d12', '鉄鎖の枷'],
    ] as const) {
      const g = game(
        set,
        { hand: [name], energy: 2, battlefield: ['荷揚げ人夫ゴンザ'] },
        { battlefield: ['鉄錨のボースン', '荷車引きの大男'] },
      );
      const host = on(g, '鉄錨のボースン', 1);
      play(g, name, [host]);
      expect(powerOf(g, host)).toBe(4000);
      act(g, { type: 'attack', attacker: on(g, '荷揚げ人夫ゴンザ', 0), target: { player: 1 } });
      settle(g);
      expect(legalActions(g).some((a) => a.type === 'defend' && a.defender === host)).toBe(false);
      expect(
        legalActions(g).some((a) => a.type === 'defend' && a.defender === on(g, '荷車引きの大男', 1)),
      ).toBe(true);
    }
  });
});

describe('d9–d12: 「1体まで」 choosing none, traits from set cards', () => {
  it('落第生 ボルト (d10): destroyed → 1000 to up to one opposing character, or none', () => {
    const g = game(
      'd10',
      { hand: ['錬成：火炎フラスコ'], energy: 10, battlefield: ['巨大歯車ゴーレム'] },
      { battlefield: ['落第生 ボルト'] },
    );
    const golem = on(g, '巨大歯車ゴーレム', 0);
    play(g, '錬成：火炎フラスコ', [on(g, '落第生 ボルト', 1)], { targets: [[]] });
    expect(trash(g, 1)).toContain('落第生 ボルト');
    expect(g.state.cards[golem].damage).toBe(0);
  });

  it('風の通り道 (d9): a 《風使い》 character attacking → up to one active opposing character −1000, or none', () => {
    const g = game('d9', { battlefield: ['風の通り道', '風見の童子'] }, { battlefield: ['奴凧'] });
    const kite = on(g, '奴凧', 1);
    act(g, { type: 'attack', attacker: on(g, '風見の童子', 0), target: { player: 1 } });
    settle(g, { targets: [[kite]] });
    expect(powerOf(g, kite)).toBe(2000);
    const g2 = game('d9', { battlefield: ['風の通り道', '風見の童子'] }, { battlefield: ['奴凧'] });
    act(g2, { type: 'attack', attacker: on(g2, '風見の童子', 0), target: { player: 1 } });
    settle(g2, { targets: [[]] });
    expect(powerOf(g2, on(g2, '奴凧', 1))).toBe(3000);
  });

  it('風の通り道 + 天狗の羽団扇 (d9): the set card’s 《風使い》 counts for its host', () => {
    const g = game(
      'd9',
      { battlefield: ['風の通り道', '奴凧'], hand: ['天狗の羽団扇'], energy: 3 },
      { battlefield: ['紙兜の若武者'] },
    );
    const host = on(g, '奴凧', 0);
    play(g, '天狗の羽団扇', [host]);
    const foe = on(g, '紙兜の若武者', 1);
    act(g, { type: 'attack', attacker: host, target: { player: 1 } });
    settle(g, { targets: [[foe], [foe]] });
    expect(powerOf(g, foe)).toBe(2000); // −1000 from 風の通り道 (resolved before or after the sleep)
  });

  it('折り紙師の弟子 (d9): returns another 《折紙》 character of yours, never itself', () => {
    const g = game('d9', { battlefield: ['折り紙師の弟子', '紙風船のこだま'], energy: 1 });
    const self = on(g, '折り紙師の弟子', 0);
    expect(
      legalActions(g).some((a) => a.type === 'activate' && a.card === self && a.targets.includes(self)),
    ).toBe(false);
    activate(g, self, [on(g, '紙風船のこだま', 0)]);
    expect(hand(g, 0)).toEqual(['紙風船のこだま']);
  });
});

describe('d9–d12: groups fixed on resolution, durations', () => {
  it('神風 (d9): your characters on resolution get +1000 and 【神速】; one entering later does not', () => {
    const g = game('d9', { hand: ['神風', '奴凧'], energy: 6, battlefield: ['紙風船のこだま'] });
    play(g, '神風');
    const a = on(g, '紙風船のこだま', 0);
    expect(powerOf(g, a)).toBe(2000);
    expect(hasKeyword(g, a, 'godspeed')).toBe(true);
    play(g, '奴凧');
    const b = on(g, '奴凧', 0);
    expect(powerOf(g, b)).toBe(3000);
    expect(hasKeyword(g, b, 'godspeed')).toBe(false);
    endTurn(g);
    expect(powerOf(g, a)).toBe(1000);
  });

  it('袖の下 (d12): the target cannot defend this turn; the draw is its own sentence', () => {
    const g = game(
      'd12',
      { hand: ['袖の下'], energy: 3, battlefield: ['荷揚げ人夫ゴンザ'] },
      { battlefield: ['鉄錨のボースン', '荷車引きの大男'] },
    );
    const foe = on(g, '鉄錨のボースン', 1);
    play(g, '袖の下', [foe]);
    expect(g.state.players[0].hand.length).toBe(1);
    act(g, { type: 'attack', attacker: on(g, '荷揚げ人夫ゴンザ', 0), target: { player: 1 } });
    settle(g);
    expect(legalActions(g).some((a) => a.type === 'defend' && a.defender === foe)).toBe(false);
    expect(
      legalActions(g).some((a) => a.type === 'defend' && a.defender === on(g, '荷車引きの大男', 1)),
    ).toBe(true);
  });

  it('魔術師の手妻 (d11): +1000, or +2000 instead with 4+ 《アルカナ》 cards in your trash', () => {
    const g = game('d11', {
      hand: ['魔術師の手妻'],
      energy: 1,
      battlefield: ['占い師の卵 ルゥ'],
      trash: ['正義の天秤', '正義の天秤', '正義の天秤'],
    });
    play(g, '魔術師の手妻', [on(g, '占い師の卵 ルゥ', 0)]);
    expect(powerOf(g, on(g, '占い師の卵 ルゥ', 0))).toBe(3000);
    const g2 = game('d11', {
      hand: ['魔術師の手妻'],
      energy: 1,
      battlefield: ['占い師の卵 ルゥ'],
      trash: ['正義の天秤', '正義の天秤', '正義の天秤', '正義の天秤'],
    });
    play(g2, '魔術師の手妻', [on(g2, '占い師の卵 ルゥ', 0)]);
    expect(powerOf(g2, on(g2, '占い師の卵 ルゥ', 0))).toBe(4000);
  });

  it('全機起動 (d10): up to three asleep 《機巧》 characters of yours stand (the player picks)', () => {
    const asleep = (n: string) => ({ name: n, sleep: true });
    const g = game('d10', {
      hand: ['全機起動'],
      energy: 3,
      battlefield: [asleep('ゼンマイ兵 ポーン'), asleep('ゼンマイ兵 ポーン'), asleep('落第生 ボルト')],
    });
    const [p1, p2] = [on(g, 'ゼンマイ兵 ポーン', 0, 0), on(g, 'ゼンマイ兵 ポーン', 0, 1)];
    play(g, '全機起動', [p1]);
    expect([p1, p2].map((id) => g.state.cards[id].sleep)).toEqual([false, true]);
    expect(g.state.cards[on(g, '落第生 ボルト', 0)].sleep).toBe(true);
  });

  it('溶解液の散布 (d10): 2000 to each opposing character, not yours', () => {
    const g = game(
      'd10',
      { hand: ['溶解液の散布'], energy: 5, battlefield: ['巨大歯車ゴーレム'] },
      { battlefield: ['巨大歯車ゴーレム', '落第生 ボルト'] },
    );
    play(g, '溶解液の散布');
    expect(g.state.cards[on(g, '巨大歯車ゴーレム', 1)].damage).toBe(2000);
    expect(trash(g, 1)).toContain('落第生 ボルト');
    expect(g.state.cards[on(g, '巨大歯車ゴーレム', 0)].damage).toBe(0);
  });

  it('機巧学部長 ガルニエ教授 (d10): your other 《機巧》 characters +1000, the ones entering later too', () => {
    const g = game('d10', {
      battlefield: ['機巧学部長 ガルニエ教授'],
      hand: ['ゼンマイ兵 ポーン'],
      energy: 1,
    });
    expect(powerOf(g, on(g, '機巧学部長 ガルニエ教授', 0))).toBe(5000);
    play(g, 'ゼンマイ兵 ポーン');
    expect(powerOf(g, on(g, 'ゼンマイ兵 ポーン', 0))).toBe(3000);
  });
});

describe('d9–d12: abilities a set card grants are used by the host’s player (000 ■戦場とカードのプレイヤー); once per turn on defense', () => {
  it('ゼンマイ巻き鍵 (d10) on the opponent’s character: only that player may use the granted [1]', () => {
    const g = game(
      'd10',
      { hand: ['ゼンマイ巻き鍵'], energy: 5 },
      { battlefield: [{ name: '巨大歯車ゴーレム', sleep: true }], energy: 1 },
    );
    const host = on(g, '巨大歯車ゴーレム', 1);
    play(g, 'ゼンマイ巻き鍵', [host]);
    expect(canActivate(g, host)).toBe(false);
    endTurn(g);
    expect(g.state.turnPlayer).toBe(1);
    g.state.cards[host].sleep = true;
    expect(legalActions(g).some((a) => a.type === 'activate' && a.card === host && a.player === 1)).toBe(
      true,
    );
  });

  it('港湾労働許可証 (d12) on the opponent’s character: its player may use it and draws', () => {
    const g = game(
      'd12',
      { hand: ['港湾労働許可証'], energy: 1 },
      { battlefield: ['荷車引きの大男'], hand: ['鉄錨のボースン'] },
    );
    const host = on(g, '荷車引きの大男', 1);
    play(g, '港湾労働許可証', [host]);
    expect(canActivate(g, host)).toBe(false);
    endTurn(g);
    const foe = g.state.players[1].hand.length;
    act(g, { type: 'activate', card: host, targets: [] });
    settle(g, { may: [true], choose: ['鉄錨のボースン'] });
    expect(trash(g, 1)).toContain('鉄錨のボースン');
    expect(g.state.players[1].hand.length).toBe(foe);
    expect(g.state.players[0].hand.length).toBe(0);
  });

  it('霧笛の水先案内人 (d12): defending draws, once per turn', () => {
    const g = game('d12', { battlefield: ['霧笛の水先案内人'] }, { battlefield: ['バニラ', 'バニラ'] }, 1);
    const pilot = on(g, '霧笛の水先案内人', 0);
    const [a1, a2] = [on(g, 'バニラ', 1, 0), on(g, 'バニラ', 1, 1)];
    const hand0 = g.state.players[0].hand.length;
    for (const attacker of [a1, a2]) {
      act(g, { type: 'attack', attacker, target: { player: 0 } });
      settle(g);
      act(g, { type: 'defend', defender: pilot });
      settle(g, {}, ['main']);
      g.state.cards[pilot].sleep = false;
    }
    expect(g.state.players[0].hand.length).toBe(hand0 + 1);
  });
});
