// Issue 22 (t15a, fifteenth round): cards of the d61 train half (a Weiß Schwarz / Vanguard designer) that compile
// through codegen/dsl/designerWordsTrain15a.ts, played in the engine (compiled inline from the designer's own
// sentences): each behaves as its 「# 意図」 says.
import { describe, expect, it } from 'vitest';
import { hasKeyword } from '../../src/engine/query.js';
import { attack, damageCount, endTurn, hand, names, on, play, trash } from '../helpers/corpusScenario.js';
import { compileFixture } from '../helpers/fixtureCards.js';
import { makeGame, power } from '../helpers/harness.js';

const CARDS = compileFixture(
  `【セット】test
【カード】荒ぶる祭神
種別：キャラクター
コスト：5
パワー：6000
テキスト：
  [自動]［手札を1枚トラッシュに置く］：このカードが攻撃を行った時、あなたはコストを支払ってよい。そうしたら、そのターン中、このカードは【神速】を得る。

【カード】灯籠流しの巫女 あかり
種別：キャラクター
コスト：3
パワー：4000
テキスト：
  [自動]：このカードが登場した時、コスト[カルネージ1]を支払ってよい。支払ったら、あなたは自分のトラッシュのキャラクターカードを1枚選び、手札に戻す。

【カード】神楽舞の巫女 しずく
種別：キャラクター
コスト：2
分類：《巫女》《神楽》
パワー：2000
テキスト：
  [自動]：あなたが《神楽》を持つコマンドカードをプレイした時、そのターン中、このカードはパワーを＋2000。

【カード】狐の嫁入り 白無垢
種別：キャラクター
コスト：4
パワー：4000
テキスト：
  [自動]：このカードが登場した時、あなたのダメージフィールドのカードが対戦相手のダメージフィールドのカード以上の枚数なら、あなたは自分のダメージフィールドのカードを1枚選び、裏向きでガードデッキに置いてよい。

【カード】奉納
種別：コマンド
コスト：0
分類：《神楽》
テキスト：
  あなたは自分のメインデッキから1枚引く。

【カード】石
種別：キャラクター
コスト：1
パワー：1000
`,
  'test/fixtures/t15a-inline.hf',
);
const ALL = CARDS.all;

describe('荒ぶる祭神: 「[自動]［手札を1枚トラッシュに置く］：…時、あなたはコストを支払ってよい。そうしたら、…」 (HF-12.1)', () => {
  it('the cost paid when the attack is declared: a card of the hand to the trash, 【神速】 until the end of the turn', () => {
    const g = makeGame({ cards: ALL, p0: { hand: ['石'], battlefield: ['荒ぶる祭神'] } });
    const god = on(g, '荒ぶる祭神', 0);
    attack(g, god, { player: 1 }, { may: [true], choose: ['石'] });
    expect(trash(g, 0)).toEqual(['石']);
    expect(hasKeyword(g, god, 'godspeed')).toBe(true);
  });

  it('declined, or nothing to pay with: no 【神速】', () => {
    const declined = makeGame({ cards: ALL, p0: { hand: ['石'], battlefield: ['荒ぶる祭神'] } });
    const god = on(declined, '荒ぶる祭神', 0);
    attack(declined, god, { player: 1 }, { may: [false] });
    expect(hand(declined, 0)).toEqual(['石']);
    expect(hasKeyword(declined, god, 'godspeed')).toBe(false);

    const empty = makeGame({ cards: ALL, p0: { battlefield: ['荒ぶる祭神'] } });
    const god2 = on(empty, '荒ぶる祭神', 0);
    attack(empty, god2, { player: 1 }, { may: [true] });
    expect(hasKeyword(empty, god2, 'godspeed')).toBe(false);
  });
});

describe('灯籠流しの巫女 あかり: 「コスト[カルネージ1]を支払ってよい。支払ったら、…」 (HF-11.2)', () => {
  it('a damage card paid: a character card of the trash returns to the hand', () => {
    const g = makeGame({
      cards: ALL,
      p0: { hand: ['灯籠流しの巫女 あかり'], energy: 3, trash: ['石'], damageField: ['石'] },
    });
    const before = damageCount(g, 0);
    play(g, '灯籠流しの巫女 あかり', [], { may: [true], choose: ['石', '石'] });
    expect(damageCount(g, 0)).toBe(before - 1);
    expect(hand(g, 0)).toEqual(['石']);
  });
});

describe('神楽舞の巫女 しずく: 「そのターン中、このカードはパワーを＋2000。」 (HF-12.9)', () => {
  it('a 《神楽》 command played: +2000 until the end of the turn', () => {
    const g = makeGame({ cards: ALL, p0: { hand: ['奉納'], battlefield: ['神楽舞の巫女 しずく'] } });
    const miko = on(g, '神楽舞の巫女 しずく', 0);
    play(g, '奉納');
    expect(power(g, miko)).toBe(4000);
    endTurn(g);
    expect(power(g, miko)).toBe(2000);
  });
});

describe('狐の嫁入り 白無垢: 「あなたのダメージフィールドのカードが対戦相手の…のカード以上の枚数なら」 (equal counts too)', () => {
  const game = (mine: number, theirs: number) =>
    makeGame({
      cards: ALL,
      p0: { hand: ['狐の嫁入り 白無垢'], energy: 4, damageField: Array(mine).fill('石') },
      p1: { damageField: Array(theirs).fill('石') },
    });
  /** 石 cards in player 0's guard deck (the harness fills it with バニラ), and whether each is face down. */
  const guardStones = (g: ReturnType<typeof makeGame>) =>
    g.state.players[0].guardDeck
      .filter((id) => names(g, [id])[0] === '石')
      .map((id) => g.state.cards[id].faceUp);

  it('as many damage cards as the opponent: one of them goes face down into the guard deck', () => {
    const g = game(1, 1);
    play(g, '狐の嫁入り 白無垢', [], { may: [true], choose: ['石'] });
    expect(damageCount(g, 0)).toBe(0);
    expect(guardStones(g)).toEqual([false]);
  });

  it('fewer damage cards than the opponent: nothing moves', () => {
    const g = game(1, 2);
    play(g, '狐の嫁入り 白無垢', [], { may: [true], choose: ['石'] });
    expect(damageCount(g, 0)).toBe(1);
    expect(guardStones(g)).toEqual([]);
  });
});
