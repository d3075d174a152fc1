// Issue 22 (i22p): the limits of the designer vocabulary rows added for the corpora's wordings. A row reads a
// wording only where the reading is what the designer wrote: reminder text is absorbed only when it restates
// what the engine does anyway (000 ■リロード, ■ダメージ, ■カルネージ); anything else stays and is reported.
// (Each row's own example is tested in designerWords.test.ts.)
import { describe, expect, test } from 'vitest';
import { compileText } from '../../codegen/dsl/index.js';
import { normalizeWidth } from '../../codegen/dsl/normalize.js';
import { readDesignerLine } from '../../codegen/dsl/parse/reading.js';
import { cardText, parse, stripSpans } from './helpers.js';

const read = (line: string) => readDesignerLine(normalizeWidth(line)).text;
const errors = (kind: string, lines: string[]) =>
  compileText(cardText(kind, lines), 'test.hf')
    .diagnostics.filter((d) => d.severity === 'error')
    .map((d) => d.code);

describe('reminder text (000) is absorbed only when it restates the rules', () => {
  test('「（メインデッキのカードが3枚未満の場合…）」 after looking at 3: absorbed, and the reading names it', () => {
    const line =
      '[2]：あなたのメインデッキの上から3枚を見て、好きな順番でメインデッキの上に戻す。（メインデッキのカードが3枚未満の場合、リロードは行わず、この効果は適用されない）';
    expect(errors('キャラクター', [line])).toEqual([]);
    const readings = readDesignerLine(normalizeWidth(line)).readings.map((r) => r.from);
    expect(readings).toContain(
      '(メインデッキのカードが3枚未満の場合、リロードは行わず、この効果は適用されない)',
    );
  });

  test('a count other than the one looked at is not the rule: kept, and the line is rejected', () => {
    const line =
      '[2]：あなたのメインデッキの上から3枚を見て、好きな順番でメインデッキの上に戻す。（メインデッキのカードが2枚未満の場合、リロードは行わず、この効果は適用されない）';
    expect(read(line)).toContain('2枚未満');
    expect(errors('キャラクター', [line]).length).toBeGreaterThan(0);
  });

  test('「（…リロードは行わず、加えられるだけ加える）」 changes what happens: not absorbed', () => {
    const line =
      '[2]：あなたのメインデッキの一番上のカードを裏向きでガードデッキに加える。（メインデッキにカードが無い場合、リロードを行ってから加える）';
    expect(read(line)).toContain('リロードを行ってから');
    expect(errors('キャラクター', [line]).length).toBeGreaterThan(0);
  });

  test('damage: the guard-deck reminder is absorbed only with the same number of cards', () => {
    expect(
      read(
        '[自動]：このキャラクターが登場した時、あなたは2ダメージを受ける（ガードデッキのカード2枚を選び、ダメージフィールドに置く）。',
      ),
    ).toBe('[自動]:このキャラクターが戦場に登場した時、あなたに2ダメージを与える。');
    expect(
      read(
        '[自動]：このキャラクターが登場した時、あなたは2ダメージを受ける（ガードデッキのカード1枚を選び、ダメージフィールドに置く）。',
      ),
    ).toContain('ガードデッキ');
  });

  test('an ability word (「【深淵3】[自動]：…（【深淵3】：…ある間のみ、この能力は有効）」) is read only when its reminder names the same label', () => {
    const same =
      '【深淵3】[自動]：このキャラクターのパワーを+1000する。（【深淵3】：あなたのダメージフィールドにカードが3枚以上ある間のみ、この能力は有効）';
    expect(read(same)).toBe(
      '[自動]:あなたのダメージフィールドにカードが3枚以上ある限り、このキャラクターのパワーを+1000する。',
    );
    expect(errors('キャラクター', [same])).toEqual([]);
    const other = same.replace('（【深淵3】', '（【深淵5】');
    expect(read(other)).toContain('【深淵3】');
    expect(errors('キャラクター', [other]).length).toBeGreaterThan(0);
  });

  test('カルネージ2 and more are a payment, all of it or nothing (issue 22: a short damage field never pays part of it)', () => {
    const line =
      '[自動]：このキャラクターが攻撃を行った時、あなたはカルネージ2を支払ってもよい（あなたのダメージフィールドのカード2枚をトラッシュに置く）。そうした場合、カードを1枚引く。';
    expect(read(line)).toContain('カルネージ2を支払ってもよい。');
    expect(errors('キャラクター', [line])).toEqual([]);
  });
});

describe('wordings of the corpora read as the canonical text (issue 22)', () => {
  test.each([
    [
      '[スリープ]：レスト状態のエネルギーを1枚選び、スタンドする。',
      '[スリープ]:あなたのエネルギーを1枚アクティブにする。',
    ],
    [
      '[自動]：このキャラクターが攻撃によって相手キャラクターを破壊した時、カードを1枚引く。',
      '[自動]:このキャラクターの攻撃によるダメージで対戦相手のキャラクターが破壊された時、カードを1枚引く。',
    ],
    [
      '[自動]：このキャラクターの攻撃で相手プレイヤーにダメージを与えた時、カードを1枚引く。',
      '[自動]:このキャラクターの攻撃によって対戦相手がダメージを受けた時、カードを1枚引く。',
    ],
    [
      '[自動]：このキャラクターが攻撃するたび、相手のキャラクターを1体選ぶ。このターン中、それのパワーを-1000する。',
      '[自動]:このキャラクターが攻撃するたび、このターン中、対戦相手のキャラクターを1体選び、それのパワーを-1000する。',
    ],
    [
      '【空装 条件：自分のメインデッキとガードデッキのキャラクターカードが全て《機甲竜》か《竜騎兵》の少なくとも一方を持つ。 効果：自分の《機甲竜》が登場した時、カードを1枚引く。この効果は1ターンに1回しか発揮されない。】',
      '【空装 条件:あなたのメインデッキとガードデッキのキャラクターカードが全て《機甲竜》か《竜騎兵》を持つ 効果:1ターンに1回、自分の《機甲竜》を持つキャラクターが戦場に登場した時、カードを1枚引く。】',
    ],
  ])('「%s」', (written, canonical) => {
    expect(read(written)).toBe(canonical);
    expect(errors('キャラクター', [written])).toEqual([]);
  });

  test('an opponent’s energies are not read as yours', () => {
    expect(read('[スリープ]：相手のスリープのエネルギー1枚を選び、アクティブにする。')).not.toContain(
      'あなたのエネルギー',
    );
  });
});

describe('a set card set on a character, the host named first (issue 22)', () => {
  const irOf = (line: string) => stripSpans(parse(cardText('キャラクター', [line])).ir.cards[0].lines);
  test('「あなたのキャラクターにセットカードがセットされた時」 is the trigger 「セットカードがあなたのキャラクターにセットされた時」', () => {
    const tail = '、ターン終了時まで、そのキャラクターのパワーを+1000する。';
    expect(irOf(`[自動]：あなたのキャラクターにセットカードがセットされた時${tail}`)).toEqual(
      irOf(`[自動]：セットカードがあなたのキャラクターにセットされた時${tail}`),
    );
    expect(
      errors('キャラクター', [
        `[自動]：あなたの《騎士》を持つキャラクターにセットカードがセットされるたび${tail}`,
      ]),
    ).toEqual([]);
  });
  test('「このキャラクターにセットカードがセットされた時」 stays the trigger on this character', () => {
    const line =
      '[自動]：このキャラクターにセットカードがセットされた時、あなたはメインデッキからカードを1枚引く。';
    const first = parse(cardText('キャラクター', [line])).ir.cards[0].lines[0] as {
      trigger?: { kind: string };
    };
    expect(first.trigger?.kind).toBe('cardSetOnSelf');
  });
});
