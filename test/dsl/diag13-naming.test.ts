// Issue 22 "Done when" (diag13): a rejected line's HF-E040 names the mechanic in game terms — derived from the
// sentence's structure (trigger, condition, continuous ability, cost, action) and its game words — not only the
// predicate it could not read; wordings the language has a mechanic for compile (codegen/dsl/designerWordsD13.ts);
// a suggestion never changes which cards an effect picks. The sentences are written for this test (the corpora's
// structures, other words).
import { describe, expect, test } from 'vitest';
import { gameMechanicName, noteDefinedAction } from '../../codegen/dsl/diagnostics/gameTerms.js';
import { compileText } from '../../codegen/dsl/index.js';
import { keepsJoints } from '../../codegen/dsl/searchSuggest.js';
import { cardText } from './helpers.js';

function errors(kind: string, lines: string[]) {
  return compileText(cardText(kind, lines), 'test.hf').diagnostics.filter((d) => d.severity === 'error');
}

function firstMessage(kind: string, line: string): string {
  const [d] = errors(kind, [line]);
  expect(d?.code).toBe('HF-E040');
  return d.message;
}

describe('HF-E040 names the mechanic in game terms (issue 22, diag13)', () => {
  test('a block restriction by a trait (HF-8.2): 防御の制限, in this form', () => {
    // (on a character it is read since mech18: undefendableByAction; a set card's host is not)
    expect(
      errors('キャラクター', [
        '[自動]：このキャラクターの攻撃は、《竜》を持つキャラクターには防御されない。',
      ]),
    ).toEqual([]);
    expect(
      firstMessage(
        'セット',
        '[自動]：このカードがセットされているキャラクターの攻撃は、《竜》を持つキャラクターには防御されない。',
      ),
    ).toBe(
      'この言語には防御の制限の効果（「防御されない」）をこの形で書く書き方がありません（「《竜》を」）。近い書き方：（見つかりません）',
    );
  });

  test('a restriction on putting energy (HF-7): エネルギーの制限', () => {
    expect(
      firstMessage(
        'コマンド',
        '対戦相手は次のターン終了時まで、エネルギーフェイズにカードをエネルギーフィールドに置けない。',
      ),
    ).toBe(
      'この言語にはエネルギーの制限の効果（「エネルギーフィールドに置けない」）がありません（「エネルギーフィールドに置けない」）。近い書き方：（見つかりません）',
    );
  });

  test('what may be attacked, in a continuous ability (HF-8.1): 攻撃する相手の選び方の制限の常在効果', () => {
    expect(
      firstMessage(
        'キャラクター',
        '[自動]：このキャラクターがアクティブである限り、対戦相手はこのキャラクターを攻撃の対象として選ぶことができない。',
      ),
    ).toContain('攻撃する相手の選び方の制限の常在効果（「選ぶことができない」）をこの形で書く書き方');
  });

  test('exchanging two characters’ players: named however the verb is put', () => {
    for (const line of [
      'あなたのキャラクター1体と、対戦相手のキャラクター1体を対象とし、それらのプレイヤーを入れ替える。',
      '対戦相手のキャラクター1体を対象とし、それのプレイヤーを変える。',
    ])
      expect(firstMessage('コマンド', line)).toContain(
        'キャラクターのプレイヤーの入れ替え（コントロールの交換）',
      );
  });

  test('an action the designer names and defines in a note: their own mechanic, not a word of the language', () => {
    const line =
      '[自動]：このキャラクターが登場した時、あなたのキャラクター1体を対象とし、それに「芽」を植える。（「芽」を植える：あなたのメインデッキの一番上のカードを、裏向きでそのキャラクターにセットする。）';
    expect(firstMessage('キャラクター', line)).toBe(
      'この言語には注釈で名前を付けて定義した独自の処理（「「芽」を植える」。注釈は効果になりません：その処理を文として書きます）がありません（「それに「芽」を植える」）。近い書き方：（見つかりません）',
    );
    expect(noteDefinedAction(line, 'それに「芽」を植える')).toBe('「芽」を植える');
    expect(noteDefinedAction(line, 'あなたのキャラクター1体を対象とし')).toBeUndefined();
  });

  test('an unknown word is named with its clause’s mechanic: a condition on how many cards an earlier step moved', () => {
    expect(
      firstMessage(
        'キャラクター',
        '[自動]：このキャラクターが登場した時、あなたのトラッシュのカードを3枚まで選び、メインデッキの一番下に置く。3枚置いた場合、カードを1枚引く。',
      ),
    ).toContain('前の処理で動かしたカードの枚数についての条件で使う「枚置」にあたる語');
  });

  test('a trigger’s words: ダメージについての誘発', () => {
    expect(
      firstMessage(
        'キャラクター',
        '[自動]：このキャラクターの攻撃で自分がダメージを受けた時、カードを1枚引く。',
      ),
    ).toContain('ダメージについての誘発で使う「自分」にあたる語');
  });

  test('the role frames the name; no game word, no name', () => {
    expect(gameMechanicName('condition', '公開した場合', 'それを公開した場合', '')?.ja).toBe(
      'カードの公開についての条件',
    );
    expect(
      gameMechanicName('cost', 'このカードをトラッシュに置く', 'このカードをトラッシュに置く', '')?.ja,
    ).toBe('トラッシュのカードによるコスト');
    expect(gameMechanicName('action', '-2000される', 'それは-2000される', '')?.ja).toBe('パワーの変更の効果');
    expect(gameMechanicName('action', '踊る', 'あなたはふしぎな踊りを踊る', '')).toBeUndefined();
  });

  test('a 【空装】 after a printed mark (「◆」) is read part by part: HF-E040 for its effect, not the bare HF-E011', () => {
    const [d] = errors('キャラクター', [
      '◆【空装 条件：メインデッキとガードデッキに《竜》のセットカードが合計10枚以上 効果：自分のターン中、《竜》がセットされた自分のキャラはパワー＋1000。】',
    ]);
    expect(d.code).toBe('HF-E040');
    expect(d.message).toContain('パワーの変更の効果をこの形で書く書き方');
    expect(d.sourceLine.slice(d.col - 1, (d.endCol ?? 0) - 1)).toBe(
      '《竜》がセットされた自分のキャラはパワー＋1000',
    );
  });
});

describe('wordings of mechanics the language has compile (codegen/dsl/designerWordsD13.ts)', () => {
  test.each([
    // a trigger's condition as its own sentence (HF-12)
    [
      'キャラクター',
      '[自動]：このキャラクターが防御を行った時、あなたの手札が2枚以下である場合に発動する。カードを1枚引く。',
    ],
    [
      'セット',
      '[自動]：このカードがキャラクターにセットされた時、そのキャラクターが《竜》を持つ場合に発動する。カードを1枚引く。',
    ],
    // who may not attack (HF-8.1)
    ['コマンド', 'ターン終了時まで、あなたは《竜》を持つキャラクターで攻撃を行えない。'],
    ['キャラクター', '[自動]：あなたの手札が5枚以上なら、このキャラクターは攻撃を宣言できない。'],
    // two groups joined by 「と」
    [
      'キャラクター',
      '[自動]：《竜》を持つあなたのキャラクターと《鳥》を持つあなたのキャラクターは【貫通】を得る。',
    ],
    // this card's cost (HF-5.12)
    [
      'キャラクター',
      '[自動]：このカードをプレイするためのコストは、あなたの《竜》を持つキャラクター1体につき1少なくなる。',
    ],
    [
      'セット',
      '[自動]：セット先が破壊される場合、代わりにこのカードをトラッシュに置き、セット先のダメージを全回復。',
    ],
  ])('%s: %s', (kind, line) => {
    expect(errors(kind, [line])).toEqual([]);
  });

  test('「…場合に発動する。」 is the trigger’s condition: checked on resolution, the effect under it', () => {
    const def = compileText(
      cardText('キャラクター', [
        '[自動]：このキャラクターが防御を行った時、あなたの手札が2枚以下である場合に発動する。カードを1枚引く。',
      ]),
      'test.hf',
    ).cards[0].def;
    // the condition wraps the effect (「…場合、…」), checked when the ability resolves
    expect(JSON.stringify((def.abilities[0] as { effect?: unknown }).effect)).toBe(
      '{"processes":[{"steps":[{"op":"ifThen","cond":{"kind":"zoneSize","zone":"hand","player":"you","atMost":2},"then":[{"op":"draw","player":"you","count":1}]}]}]}',
    );
  });

  test('「《A》を持つ…と《B》を持つ…」 is those with either trait; 「《A》を持つ…で攻撃を行えない」 those with it', () => {
    const or = compileText(
      cardText('キャラクター', [
        '[自動]：《竜》を持つあなたのキャラクターと《鳥》を持つあなたのキャラクターは【貫通】を得る。',
      ]),
      'test.hf',
    ).cards[0].def;
    const canonical = compileText(
      cardText('キャラクター', ['[自動]：《竜》か《鳥》を持つあなたのキャラクターは【貫通】を得る。']),
      'test.hf',
    ).cards[0].def;
    expect(JSON.stringify(or.abilities)).toBe(JSON.stringify(canonical.abilities));
  });
});

describe('a suggestion never changes which cards an effect picks (issue 22, diag13)', () => {
  test('two traits side by side are not joined as both (d49’s structure): no 「《A》の《B》を持つ」 suggestion', () => {
    expect(keepsJoints('自分の《竜》《鳥》のキャラ', 'あなたの《竜》の《鳥》を持つキャラクター')).toBe(false);
    expect(keepsJoints('自分の《竜》《鳥》のキャラ', 'あなたの《竜》と《鳥》を持つキャラクター')).toBe(false);
    expect(keepsJoints('《竜》か《鳥》を持つ', '《竜》または《鳥》を持つ')).toBe(true);
    expect(keepsJoints('《竜》と《鳥》を持つ', '《竜》か《鳥》を持つ')).toBe(false);
    const [d] = errors('キャラクター', ['[自動]：自分の《竜》《鳥》のキャラはパワー＋1000。']);
    for (const s of [d.suggestion, ...(d.suggestions ?? []).map((x) => x.text)].filter(Boolean))
      expect(s).not.toMatch(/《竜》(?:の|と)《鳥》/);
  });

  test('「…以外の、全てのキャラクター」 is never offered as a line that damages commands and set cards (d39’s structure)', () => {
    const [d] = errors('コマンド', [
      'スリープである《竜》を持つキャラクター以外の、全てのキャラクターにそれぞれ2000ダメージを与える。',
    ]);
    for (const s of [d.suggestion, ...(d.suggestions ?? []).map((x) => x.text)].filter(
      (x): x is string => x !== undefined,
    )) {
      // sc14: the abilities, not the card (a command itself); 「<X>キャラクター以外のキャラクター」 with two qualities is HF-E040
      const def = compileText(cardText('コマンド', [s]), 'test.hf').cards[0]?.def;
      expect(JSON.stringify(def?.abilities)).not.toContain('"command"');
    }
  });
});
