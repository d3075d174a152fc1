// Issue 22 (i22x7): the corpus cards that define a face-down card in the sentence after the one that puts it
// (codegen/dsl/designerWordsI22x7.ts; 000 ■戦場の裏向きのカード, RULING HF-14.3) and a 【空装】 whose cost change works once a
// turn (RULING 「1ターンに1回のコストの変更」, docs/engine.md), played as their designers wrote them, each asserting its
// `# 意図:`.
import { describe, expect, it } from 'vitest';
import { playCost } from '../../src/engine/costs.js';
import { nameOf as engineName, powerOf, traitsOf } from '../../src/engine/query.js';
import { activate, corpusGame, inHand, names, on, play, playBy } from '../helpers/corpusScenario.js';

const SETS = { d3: 'd3-mizuchi', d10: 'd10-tetsugaku', d19: 'd19-kikou', d28: 'd28-shinobi' } as const;
const game = corpusGame(SETS);
type G = ReturnType<typeof game>;
const faceDown = (g: G) => g.state.battlefield.filter((id) => !g.state.cards[id].faceUp);

describe('d28 変わり身の下忍: 「…を裏向きかつスリープで登場させる。それはパワー1000で《忍》《分身》を持ち、テキストを持たない…」', () => {
  it('destroyed: the top card enters face down and asleep as a 1000 《忍》《分身》 with no name, under its player', () => {
    const g = game(
      'd28',
      { battlefield: [{ name: '変わり身の下忍', sleep: true }], main: ['影分身の術者'] },
      { hand: ['対機甲地雷原'], energy: 3 },
      1,
    );
    playBy(g, 1, '対機甲地雷原', [on(g, '変わり身の下忍', 0)]); // d19's plain destroy
    const [id] = faceDown(g);
    expect(names(g, [id])).toEqual(['影分身の術者']);
    expect(g.state.cards[id]).toMatchObject({ sleep: true, controller: 0 });
    expect(powerOf(g, id)).toBe(1000);
    expect(traitsOf(g, id)).toEqual(['忍', '分身']);
    expect(engineName(g, id)).toBe('');
  });

  it('an empty main deck: nothing enters and nothing reloads', () => {
    const g = game(
      'd28',
      { battlefield: [{ name: '変わり身の下忍', sleep: true }], main: [], mainCount: 0 },
      { hand: ['対機甲地雷原'], energy: 3 },
      1,
    );
    playBy(g, 1, '対機甲地雷原', [on(g, '変わり身の下忍', 0)]);
    expect(names(g, g.state.players[0].trash)).toEqual(['変わり身の下忍']);
    expect(faceDown(g)).toEqual([]);
  });
});

describe('d10 人形学教授 マリオネッタ / 自動人形量産ライン: 「そのカードは、カード名「歯車人形」、エネルギーコスト0、…として扱う」', () => {
  it('マリオネッタ enters: the top card is an active 「歯車人形」 of power 2000 with 《機巧》《人形》', () => {
    const g = game('d10', { hand: ['人形学教授 マリオネッタ'], energy: 4, main: ['自動人形量産ライン'] });
    play(g, '人形学教授 マリオネッタ');
    const [id] = faceDown(g);
    expect(engineName(g, id)).toBe('歯車人形');
    expect(g.state.cards[id].sleep).toBe(false);
    expect(powerOf(g, id)).toBe(2000);
    expect(traitsOf(g, id)).toEqual(['機巧', '人形']);
  });

  it('量産ライン: up to two, one at a time; with one card in the deck only one, no reload', () => {
    const g = game('d10', {
      hand: ['自動人形量産ライン'],
      energy: 3,
      main: ['人形学教授 マリオネッタ', '人形学教授 マリオネッタ', '自動人形量産ライン'],
    });
    play(g, '自動人形量産ライン');
    expect(faceDown(g).map((id) => engineName(g, id))).toEqual(['歯車人形', '歯車人形']);
    const few = game('d10', {
      hand: ['自動人形量産ライン'],
      energy: 3,
      main: ['人形学教授 マリオネッタ'],
      mainCount: 1,
    });
    play(few, '自動人形量産ライン');
    expect(faceDown(few)).toHaveLength(1);
    expect(few.state.players[0].damageField).toHaveLength(0);
  });
});

describe('d19 ドローン母機〈ハイヴ〉: 「それは名前とテキストを持たない、コスト0、パワー1000の《機甲》《ドローン》キャラクターとして扱う」', () => {
  it('the top card enters active with no name, power 1000, 《機甲》《ドローン》', () => {
    const g = game('d19', {
      battlefield: ['ドローン母機〈ハイヴ〉'],
      energy: 2,
      main: ['ドローン母機〈ハイヴ〉'],
    });
    activate(g, on(g, 'ドローン母機〈ハイヴ〉', 0));
    const [id] = faceDown(g);
    expect(engineName(g, id)).toBe('');
    expect(g.state.cards[id].sleep).toBe(false);
    expect(powerOf(g, id)).toBe(1000);
    expect(traitsOf(g, id)).toEqual(['機甲', 'ドローン']);
  });
});

describe('d3 社の主 ミズハノメ: 「【空装 … 効果：1ターンに1回、あなたが《水霊》か《巫女》のキャラクターカードをプレイする時、そのコストが1少なくなる】」', () => {
  it('each turn the first 《水霊》 or 《巫女》 character card its player plays costs 1 less; the next pays in full', () => {
    const g = game('d3', {
      hand: ['泡沫の精 ウタカタ', '見習い巫女 シズク'],
      guard: ['社の主 ミズハノメ'],
      energy: 2,
    });
    const k = g.state.players[0].guardDeck.find((id) => names(g, [id])[0] === '社の主 ミズハノメ');
    if (k === undefined) throw new Error('no 【空装】 card');
    g.state.players[0].kuusou = k; // revealed at the start of the game (HF-13.8)
    expect(playCost(g, 0, inHand(g, 0, '泡沫の精 ウタカタ'))).toBe(0); // 1 − 1
    play(g, '泡沫の精 ウタカタ');
    expect(playCost(g, 0, inHand(g, 0, '見習い巫女 シズク'))).toBe(1); // used this turn
    g.state.turn += 1; // 「各ターン（どちらのターンでも）」: the opponent's turn gives it again
    expect(playCost(g, 0, inHand(g, 0, '見習い巫女 シズク'))).toBe(0);
  });
});
