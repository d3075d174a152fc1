// Issue 22 (i22b): the wordings of playing and its costs print canonically and compile to the same definition
// (hflux fmt round-trips), and what they compile to.
import { describe, expect, test } from 'vitest';
import { compileText } from '../../codegen/dsl/index.js';
import { printFile } from '../../codegen/dsl/print/file.js';
import { cardText, parse } from './helpers.js';

function roundTrip(kind: string, line: string): string {
  const text = cardText(kind, [line]);
  const printed = printFile(parse(text).ir);
  const a = compileText(text, 'test.hf');
  const b = compileText(printed, 'test.hf');
  expect(a.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  expect(b.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  expect(b.cards[0].def).toEqual({ ...a.cards[0].def, source: b.cards[0].def.source });
  return printed.split('\n').find((l) => l.startsWith('  ')) ?? '';
}

function compiled(kind: string, lines: string[]) {
  const out = compileText(cardText(kind, lines), 'test.hf');
  expect(out.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  return out.cards[0].def;
}

describe('playing from the trash (issue 22)', () => {
  test.each([
    [
      'キャラクター',
      'このカードがあなたのトラッシュにある場合、あなたはエネルギーコストに加えてカルネージ2を支払うことで、このカードをトラッシュからプレイできる。',
    ],
    [
      'キャラクター',
      'このカードがあなたのトラッシュにある場合、あなたはこのカードをトラッシュからプレイできる。',
    ],
  ])('%s: %s', (kind, line) => {
    expect(roundTrip(kind, line).trim()).toBe(line);
  });

  test.each([
    [
      '【浮上：カルネージ2】（このカードがあなたのトラッシュにある時、あなたはエネルギーコストに加えてカルネージ2（あなたのダメージフィールドのカード2枚をトラッシュに置く）を支払うことで、このカードをトラッシュからプレイできる）',
      2,
    ],
    ['このカードは、自分のトラッシュからもプレイできる。', 0],
    ['このカードはトラッシュから使用できる。', 0],
    ['このカードが墓地にある時、コストに加えてカルネージ1を支払えば、墓地からプレイしてもよい。', 1],
    [
      'このカードがトラッシュにあるとき、あなたはエネルギーコストを支払ってトラッシュからこのカードをプレイすることができる。',
      0,
    ],
  ])('designers write %s', (line, carnage) => {
    expect(compiled('キャラクター', [line]).trashPlay).toEqual({ carnage });
  });

  test('a label whose number is not the reminder’s carnage is not read (nothing silently changed)', () => {
    const out = compileText(
      cardText('キャラクター', [
        '【浮上：カルネージ2】（このカードがあなたのトラッシュにある時、あなたはエネルギーコストに加えてカルネージ1を支払うことで、このカードをトラッシュからプレイできる）',
      ]),
      'test.hf',
    );
    expect(out.diagnostics.some((d) => d.severity === 'error')).toBe(true);
  });
});

describe("a filtered hand card as an activated ability's cost (issue 22)", () => {
  test.each([
    '[あなたの手札にある《錬金》を持つカード1枚をトラッシュに置く]：あなたはメインデッキからカードを1枚引く。',
    '[1][自分の手札のセットカードを1枚捨てる]：あなたはメインデッキからカードを1枚引く。',
  ])('%s is the discard cost 「手札の…を1枚捨てる」', (line) => {
    const printed = roundTrip('キャラクター', line).trim();
    expect(printed).toMatch(/\[手札の.+を1枚(?:捨てる|トラッシュに置く)\]/);
    const ability = compiled('キャラクター', [line]).abilities[0];
    expect(ability.kind === 'activated' && ability.costs.find((c) => c.kind === 'discard')).toMatchObject({
      kind: 'discard',
      count: 1,
      filter: expect.anything(),
    });
  });
});

describe('the reminder of an 【奥義】 (issue 22)', () => {
  const reminder = (word: string) =>
    `【奥義：リヴァイア】（あなたの戦場か、ガードデッキの表向きのカードに、名前に「${word}」を含むカードがなければ、このカードはプレイできない）`;

  test('restating HF-13.7 for its own word, it is the 【奥義】 alone', () => {
    const def = compiled('コマンド', [reminder('リヴァイア'), '対戦相手に1ダメージを与える。']);
    expect(def.ougi).toEqual(
      compiled('コマンド', ['【奥義：リヴァイア】', '対戦相手に1ダメージを与える。']).ougi,
    );
  });

  test('naming another word, it is reported, never dropped', () => {
    const out = compileText(
      cardText('コマンド', [reminder('クラーケン'), '対戦相手に1ダメージを与える。']),
      'test.hf',
    );
    expect(out.diagnostics.some((d) => d.severity === 'error')).toBe(true);
  });
});

describe('an action at this turn’s end (issue 22)', () => {
  test.each([
    'あなたのキャラクター一体を対象とし、ターン終了時まで、それのパワーを+4000する。このターン終了時、それを破壊する。',
    'キャラクター一体を対象とし、それをアクティブにする。このターン終了時、それを持ち主の手札に戻す。',
    'キャラクター一体を対象とし、それをアクティブにする。このターン終了時、それをトラッシュに置く。',
  ])('%s round-trips', (line) => {
    expect(roundTrip('コマンド', line).trim()).toBe(line);
  });

  test('「このターンの終了時に、そのキャラクターを破壊する」 is a grant until end of turn of the turn-end destruction', () => {
    const def = compiled('コマンド', [
      'あなたのキャラクター1体を対象とし、ターン終了時まで、それのパワーを+4000する。このターンの終了時に、そのキャラクターを破壊する。',
    ]);
    expect(def.effect?.processes[1].steps[0]).toMatchObject({
      op: 'grant',
      target: { target: 0 },
      duration: 'endOfTurn',
      grant: {
        ability: {
          trigger: { on: 'turnEnd' },
          effect: { processes: [{ steps: [{ op: 'destroy', target: 'self' }] }] },
        },
      },
    });
  });
});

describe('paying and forbidding plays round-trip (issue 22)', () => {
  test.each([
    [
      'キャラクター',
      '[自動]：このキャラクターが攻撃を行うたび、あなたはエネルギーを2支払ってもよい。そうした場合、カードを1枚引く。',
    ],
    [
      'キャラクター',
      '[自動]：このキャラクターが攻撃を行うたび、あなたはカルネージ2を支払ってもよい。そうした場合、カードを1枚引く。',
    ],
    ['コマンド', '対戦相手は次のあなたのターン終了時まで、コスト3以下のコマンドをプレイできない。'],
    ['コマンド', '対戦相手はターン終了時まで、キャラクターカードをプレイできない。'],
    ['コマンド', 'あなたは次のターン終了時まで、カードをプレイできない。'],
  ])('%s: %s', (kind, line) => {
    roundTrip(kind, line);
  });

  test('「このターン、相手はキャラクターカードを使用できない」 is a ban until the end of this turn', () => {
    const def = compiled('コマンド', ['このターン、相手はキャラクターカードを使用できない。']);
    expect(def.effect?.processes[0].steps[0]).toMatchObject({
      op: 'banPlay',
      player: 'opponent',
      until: 'thisTurn',
    });
  });
});

test.each([
  ['トラッシュにあるこのカードは、カルネージ1を追加で払ってプレイしてもよい。', 1],
  ['このカードはトラッシュから、追加でカルネージ2を支払ってプレイできる。', 2],
])('a play from the trash with carnage, as designers write it: %s', (line, carnage) => {
  expect(compiled('キャラクター', [line]).trashPlay).toEqual({ carnage });
});

test('「[あなたの手札のセットカード1枚をトラッシュに置く]」: a world set in the hand pays it too (000 (3))', () => {
  const ability = compiled('キャラクター', [
    '[1][あなたの手札のセットカード1枚をトラッシュに置く]：あなたはメインデッキからカードを1枚引く。',
  ]).abilities[0];
  expect(ability.kind === 'activated' && ability.costs.find((c) => c.kind === 'discard')).toMatchObject({
    filter: { kind: ['set', 'worldSet'] },
  });
});
