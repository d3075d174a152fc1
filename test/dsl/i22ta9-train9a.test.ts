// Issue 22 (helper i22ta9): wordings of the ninth round's blind sets written with no house style (d37 空賊, d38 付喪神
// and their style twins d37x 魔法学園, d38x 深海). Each vocabulary row's own example is tested by
// test/dsl/designerWords.test.ts; here: whole families — variants invented beyond the corpus sentences (particles,
// 自分/あなた, verbs, full width, word order) — mean what the canonical wording means, print and parse back, and play.
import { describe, expect, test } from 'vitest';
import { printCard } from '../../codegen/dsl/print/file.js';
import type { CardDefinition } from '../../src/core/cardTypes.js';
import { deckLicenses } from '../../src/deck/licenses.js';
import { deckConditionHolds } from '../../src/engine/setup.js';
import { cardText, parse, stripSpans } from './helpers.js';
import { compile, meaning } from './wordingHelpers.js';

type Case = readonly [kind: string, written: string, canonical: string];

const same = (cases: readonly Case[]) =>
  test.each(cases)('%s 「%s」 means 「%s」', (kind, written, canonical) => {
    expect(meaning(kind, [written])).toEqual(meaning(kind, [canonical]));
  });

const EFFECT = '効果：あなたの《沈没船》を持つキャラクターのパワーを+1000する。】';
const MAIN = `【空装 条件：あなたのメインデッキに《沈没船》を持つカードが15枚以上入っている ${EFFECT}`;
const MAIN_CHARS = `【空装 条件：あなたのメインデッキに《沈没船》を持つキャラクターカードが10枚以上入っている ${EFFECT}`;
const BOTH = `【空装 条件：あなたのメインデッキとガードデッキに《沈没船》を持つカードが合計15枚以上入っている ${EFFECT}`;

describe('【空装】 condition on the main deck only: 「メインデッキに《X》を持つカードが15枚以上入っている」 (HF-13.8)', () => {
  same([
    ['キャラクター', `【空装 条件：自分のメインデッキに《沈没船》を持つカードが15枚以上ある ${EFFECT}`, MAIN],
    ['キャラクター', `【空装 条件：メインデッキに《沈没船》のカードが15枚以上入っている ${EFFECT}`, MAIN],
    ['キャラクター', `【空装 条件：山札に《沈没船》を持つカードが15枚以上 ${EFFECT}`, MAIN],
    ['キャラクター', `【空装 条件：メインデッキに入っている《沈没船》を持つカードが15枚以上 ${EFFECT}`, MAIN],
    ['キャラクター', `【空装 条件：メインデッキに《沈没船》を持つカードを15枚以上入れている ${EFFECT}`, MAIN],
    [
      'キャラクター',
      `【空装 条件：あなたのメインデッキに《沈没船》を持つカードを15枚以上含む ${EFFECT}`,
      MAIN,
    ],
    ['キャラクター', `【空装 条件：メインデッキに《沈没船》を持つカードが15枚以上存在する ${EFFECT}`, MAIN],
    [
      'キャラクター',
      `【空装 条件：メインデッキに《沈没船》を持つカードが15枚以上入っていること ${EFFECT}`,
      MAIN,
    ],
    [
      'キャラクター',
      '【空装 条件：あなたのメインデッキに《沈没船》を持つカードが１５枚以上入っている。 効果：あなたの《沈没船》を持つキャラクターのパワーを+1000する】',
      MAIN,
    ],
    [
      'キャラクター',
      `【空装 条件：あなたのメインデッキの中に《沈没船》を持つキャラクターカードが10枚以上含まれている ${EFFECT}`,
      MAIN_CHARS,
    ],
    [
      'キャラクター',
      `【空装 条件：自分のメインデッキに《沈没船》のキャラクターカードが10枚以上含まれる ${EFFECT}`,
      MAIN_CHARS,
    ],
    // 「デッキ」 with no 「メイン」 is the whole deck of HF-1.1: the main and guard decks together
    ['キャラクター', `【空装 条件：デッキに《沈没船》を持つカードが15枚以上入っている ${EFFECT}`, BOTH],
    ['キャラクター', `【空装 条件：自分のデッキに《沈没船》を持つカードが15枚以上ある ${EFFECT}`, BOTH],
  ]);

  test('the condition names the deck it counts', () => {
    const k = (line: string) => (meaning('キャラクター', [line]) as CardDefinition).kuusou?.condition;
    expect(k(MAIN)).toEqual({ kind: 'minOfKind', count: 15, trait: '沈没船', deck: 'main' });
    expect(k(MAIN_CHARS)).toEqual({
      kind: 'minOfKind',
      cardKind: 'character',
      count: 10,
      trait: '沈没船',
      deck: 'main',
    });
    expect(k(`【空装 条件：ガードデッキにセットカードが5枚以上ある ${EFFECT}`)).toEqual({
      kind: 'minOfKind',
      cardKind: 'set',
      count: 5,
      deck: 'guard',
    });
    expect(k(BOTH)).toEqual({ kind: 'minWithTrait', count: 15, trait: '沈没船' });
  });

  test.each([MAIN, MAIN_CHARS, BOTH, `【空装 条件：ガードデッキにセットカードが5枚以上ある ${EFFECT}`])(
    '「%s」 prints and parses back to the same IR (hflux fmt)',
    (line) => {
      const { ir, diagnostics } = parse(cardText('キャラクター', [line]));
      expect(diagnostics).toEqual([]);
      const printed = ['【セット】t', ...printCard(ir.cards[0]), ''].join('\n');
      const again = parse(printed);
      expect(again.diagnostics).toEqual([]);
      const layout = ['span', 'leading', 'readings'];
      expect(stripSpans(again.ir.cards[0], layout)).toEqual(stripSpans(ir.cards[0], layout));
    },
  );
});

describe('a main-deck-only condition counts the main deck, never the guard deck (HF-1.1, HF-2.3, HF-13.8)', () => {
  const kuusou = meaning('キャラクター', [MAIN]) as CardDefinition;
  const cond = kuusou.kuusou?.condition;
  const ship = { ...kuusou, name: '沈没船の幽霊', traits: ['沈没船'], kuusou: undefined } as CardDefinition;
  const plain = { ...ship, name: '小魚', traits: ['魚'] } as CardDefinition;

  test('game start: 15 in the main deck holds; 14 in the main deck and more in the guard deck does not', () => {
    if (!cond) throw new Error('no condition');
    const fifteen = { main: Array(15).fill(ship), guard: [plain] };
    expect(deckConditionHolds([...fifteen.main, ...fifteen.guard], cond, fifteen)).toBe(true);
    const split = { main: Array(14).fill(ship), guard: Array(5).fill(ship) };
    expect(deckConditionHolds([...split.main, ...split.guard], cond, split)).toBe(false);
  });

  test('deck building: the licence is offered only when the main deck alone meets it (HF-1.4)', () => {
    const grantor = { ...kuusou, kuusou: { ...kuusou.kuusou, extraDeck: true } } as CardDefinition;
    const main = [...Array(14).fill(ship), ...Array(16).fill(plain)];
    const guard = [grantor, ...Array(9).fill(ship)];
    expect(deckLicenses({ main, guard, extra: [] })).toHaveLength(1);
    const enough = [...Array(15).fill(ship), ...Array(15).fill(plain)];
    expect(deckLicenses({ main: enough, guard, extra: [] })).toHaveLength(2);
  });
});

const LOOK = '[自動]：このキャラクターが登場した時、あなたのメインデッキの上から3枚を見る。';
const LOOK_PICK = `${LOOK}その中から《騎士》を持つカードを1枚まで選び、公開して手札に加え、残りを好きな順番でメインデッキの一番下に置く。`;

describe('a pick among the looked-at cards: 「その中の…カード1枚までを」 (HF-10.3)', () => {
  same([
    [
      'キャラクター',
      `${LOOK}その中の《騎士》を持つカード1枚までを公開して手札に加え、残りを好きな順番でメインデッキの下に置く。`,
      LOOK_PICK,
    ],
    [
      'キャラクター',
      `${LOOK}その中の《騎士》を持つカードを1枚まで公開して手札に加え、残りを好きな順番でメインデッキの下に置く。`,
      LOOK_PICK,
    ],
    [
      'キャラクター',
      `${LOOK}そのうちの《騎士》を持つカード1枚までを公開して手札に加え、残りを好きな順番でメインデッキの下に置く。`,
      LOOK_PICK,
    ],
    [
      'キャラクター',
      `${LOOK}その中にある《騎士》を持つカード1枚までを公開して手札に加え、残りを好きな順番でメインデッキの下に置く。`,
      LOOK_PICK,
    ],
    [
      'キャラクター',
      `${LOOK}見たカードの中から《騎士》を持つカード1枚までを公開して手札に加え、残りを好きな順番でメインデッキの下に置く。`,
      LOOK_PICK,
    ],
    [
      'キャラクター',
      `${LOOK}その中のカード1枚を手札に加え、残りをトラッシュに置く。`,
      `${LOOK}その中からカードを1枚選び、手札に加え、残りをトラッシュに置く。`,
    ],
  ]);
});

const SEARCH =
  '[自動]：このキャラクターが破壊された時、あなたはメインデッキから《騎士》を持つカードを1枚まで選び、';
const SHUFFLE = 'その後、メインデッキをシャッフルする。';

describe('a search 「…を1枚まで選び、公開して手札に加えてよい」: the 「まで」 pick is the option (000 ■効果と対象)', () => {
  same([
    [
      'キャラクター',
      `${SEARCH}公開して手札に加えてよい。${SHUFFLE}`,
      `${SEARCH}公開して手札に加える。${SHUFFLE}`,
    ],
    [
      'キャラクター',
      `${SEARCH}公開して手札に加えてもよい。${SHUFFLE}`,
      `${SEARCH}公開して手札に加える。${SHUFFLE}`,
    ],
    [
      'キャラクター',
      `${SEARCH}公開し、手札に加えることができる。${SHUFFLE}`,
      `${SEARCH}公開して手札に加える。${SHUFFLE}`,
    ],
    [
      'キャラクター',
      '[自動]：このキャラクターが破壊された時、自分の山札から《騎士》を持つカードを1枚まで探し、公開して手札に加えてもいい。その後、山札をシャッフルする。',
      `${SEARCH}公開して手札に加える。${SHUFFLE}`,
    ],
  ]);
});

const EXILE = 'あなたのトラッシュのカードを2枚まで選び、ゲームから除外する。その後、';
const PER_EXILED = `${EXILE}この方法で除外したカード1枚につき、あなたはメインデッキからカードを1枚引く。`;

describe('「除外したカードと同じ枚数のカードを引く」: one card for each card the choice moved (issue 22)', () => {
  same([
    ['コマンド', `${EXILE}あなたは除外したカードと同じ枚数のカードをメインデッキから引く。`, PER_EXILED],
    ['コマンド', `${EXILE}あなたは除外した枚数だけカードを引く。`, PER_EXILED],
    ['コマンド', `${EXILE}自分は除外したカードの枚数に等しい枚数のカードを引く。`, PER_EXILED],
    ['コマンド', `${EXILE}自分はメインデッキから、除外した枚数と同じ数のカードを引く。`, PER_EXILED],
    [
      'コマンド',
      `${EXILE}除外した数だけメインデッキからカードを引く。`,
      `${EXILE}この方法で除外したカード1枚につき、メインデッキからカードを1枚引く。`,
    ],
    [
      'コマンド',
      '自分の手札を好きな枚数選び、トラッシュに置く。その後、置いた枚数分カードを引く。',
      'あなたの手札を好きな枚数選び、トラッシュに置く。その後、この方法で置いたカード1枚につき、メインデッキからカードを1枚引く。',
    ],
  ]);

  test('after a target (not a choice) it stays HF-E040, naming the count of what was not chosen', () => {
    const r = compile('コマンド', [
      'あなたのトラッシュのカードを2枚まで対象とし、それらをゲームから除外する。その後、あなたは除外したカードと同じ枚数のカードをメインデッキから引く。',
    ]);
    expect(r.diagnostics[0]?.code).toBe('HF-E040');
    expect(r.diagnostics[0]?.message).toContain('選ばずに動かしたカード');
  });
});

const REVEAL = '[自動]：あなたのドローフェイズ終了時、あなたのメインデッキの一番上のカードを公開する。';
const COST3 = `${REVEAL}それがコスト3以上のカードなら、それを手札に加える。そうでないなら、それをトラッシュに置く。`;

describe('a branch on the revealed card’s cost, the other side as the complementary bound (HF-4)', () => {
  same([
    [
      'ワールド・セット',
      `${REVEAL}そのカードのエネルギーコストが3以上なら、それを手札に加える。2以下なら、それをトラッシュに置く。`,
      COST3,
    ],
    [
      'ワールド・セット',
      `${REVEAL}公開したカードのコストが3以上の場合、それを手札に加え、2以下の場合、それをトラッシュに置く。`,
      COST3,
    ],
    [
      'ワールド・セット',
      `${REVEAL}そのカードのコストが3以上であれば、それを手札に加える。3未満であれば、それをトラッシュに置く。`,
      COST3,
    ],
    [
      'ワールド・セット',
      `${REVEAL}そのカードのコストが2以下なら、それをトラッシュに置く。コストが3以上なら、それを手札に加える。`,
      COST3,
    ],
    [
      'ワールド・セット',
      `${REVEAL}そのカードがコスト3以上のカードなら、それを手札に加える。そうでない場合、それをトラッシュに置く。`,
      COST3,
    ],
  ]);

  test('a bound that is not the complement is not guessed (HF-E040)', () => {
    const r = compile('ワールド・セット', [
      `${REVEAL}そのカードのエネルギーコストが3以上なら、それを手札に加える。1以下なら、それをトラッシュに置く。`,
    ]);
    expect(r.diagnostics.map((d) => d.code)).toContain('HF-E040');
  });
});

const DRAW = 'あなたはメインデッキからカードを1枚引く。';
const EXILE_COST = `[1][スリープ][あなたのトラッシュのカードを1枚ゲームから除外する]：${DRAW}`;

describe('cost 「[あなたのトラッシュのカードを1枚ゲームから除外する]」 (HF-12.4, i22ta9)', () => {
  same([
    ['キャラクター', `[1][スリープ][自分のトラッシュのカード1枚を除外する]：${DRAW}`, EXILE_COST],
    ['キャラクター', `[1][スリープ][トラッシュからカードを1枚除外する]：${DRAW}`, EXILE_COST],
    ['キャラクター', `[1][スリープ][墓地のカードを1枚除外する]：${DRAW}`, EXILE_COST],
    [
      'キャラクター',
      `[1][スリープ][あなたのトラッシュにあるカードを1枚ゲームから除外する]：${DRAW}`,
      EXILE_COST,
    ],
    [
      'キャラクター',
      `[自分のトラッシュのキャラクターカード2枚をゲームから除外する]：${DRAW}`,
      `[あなたのトラッシュのキャラクターカードを2枚ゲームから除外する]：${DRAW}`,
    ],
  ]);

  test.each([EXILE_COST, `[あなたのトラッシュにある《騎士》を持つカードを2枚ゲームから除外する]：${DRAW}`])(
    '「%s」 prints and parses back to the same IR (hflux fmt)',
    (line) => {
      const { ir, diagnostics } = parse(cardText('キャラクター', [line]));
      expect(diagnostics).toEqual([]);
      const printed = ['【セット】t', ...printCard(ir.cards[0]), ''].join('\n');
      const again = parse(printed);
      expect(again.diagnostics).toEqual([]);
      const layout = ['span', 'leading', 'readings'];
      expect(stripSpans(again.ir.cards[0], layout)).toEqual(stripSpans(ir.cards[0], layout));
    },
  );

  test('returning trash cards to a deck as a cost stays HF-E040, naming it', () => {
    const r = compile('キャラクター', [
      `[あなたのトラッシュのカードを2枚メインデッキの一番下に置く]：${DRAW}`,
    ]);
    expect(r.diagnostics[0]?.code).toBe('HF-E040');
    expect(r.diagnostics[0]?.message).toContain('トラッシュのカードをデッキに戻すコスト');
  });
});

const NO_PLAYER = '[自動]：このキャラクターはプレイヤーを攻撃できない。';

describe('「対戦相手を攻撃対象に選ぶことができない」: cannot attack a player (HF-8.1)', () => {
  same([
    ['キャラクター', '[自動]：このキャラクターは、対戦相手を攻撃対象に選ぶことができない。', NO_PLAYER],
    ['キャラクター', '[自動]：このキャラクターは対戦相手を攻撃できない。', NO_PLAYER],
    ['キャラクター', '[自動]：このキャラクターは相手プレイヤーに攻撃することはできない。', NO_PLAYER],
    ['キャラクター', '[自動]：このキャラクターはプレイヤーを攻撃対象として選べない。', NO_PLAYER],
    [
      'キャラクター',
      '[自動]：このキャラクターが戦場に登場した時、対戦相手のキャラクター1体を対象とし、次の対戦相手のターン終了時まで、それは対戦相手を攻撃できない。',
      '[自動]：このキャラクターが戦場に登場した時、対戦相手のキャラクター1体を対象とし、次の対戦相手のターン終了時まで、それはプレイヤーを攻撃できない。',
    ],
  ]);

  test('「対戦相手のキャラクターを攻撃できない」 is not read as it: it is the other restriction (mech17, cannotAttackCharacter)', () => {
    const r = compile('キャラクター', ['[自動]：このキャラクターは対戦相手のキャラクターを攻撃できない。']);
    expect(r.diagnostics).toEqual([]);
    expect(JSON.stringify(r.cards[0].def.abilities)).toContain('"cannotAttackCharacter":true');
    expect(JSON.stringify(r.cards[0].def.abilities)).not.toContain('cannotAttackPlayer');
  });
});
