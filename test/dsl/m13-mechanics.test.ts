// Issue 22 (helper mech13): mechanics the committed corpora still lacked, in the wordings their designers printed.
// Each designer-vocabulary row's own example is tested by test/dsl/designerWords.test.ts; here whole families
// mean what the canonical wording means, what must stay rejected, and test/fixtures/m13-mechanics.hf prints back.
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { compileText } from '../../codegen/dsl/index.js';
import { printFile } from '../../codegen/dsl/print/file.js';
import { parse } from './helpers.js';
import { codes, compile, meaning } from './wordingHelpers.js';

const CANON_CARNAGE = 'このカードをプレイする時、あなたは追加でカルネージ2を支払ってもよい。';
const CANON_ENERGY = 'このカードをプレイする時、あなたは追加でエネルギーを1支払ってもよい。';
const EFFECT = 'あなたのキャラクター一体を対象とし、ターン終了時まで、それのパワーを+3000する。';
const THEN_DRAW = 'このカードの追加コストを支払っていた場合、あなたはメインデッキからカードを1枚引く。';

describe('an optional extra payment on play (issue 22, HF-5.3, HF-11.2, RULING «Optional extra payment on play»)', () => {
  test.each([
    // d19 起死回生の反攻
    ['このカードをプレイする際、あなたは追加でカルネージ2を支払うことができる。', CANON_CARNAGE],
    ['このカードをプレイする時、追加コストとしてカルネージ2を支払ってもよい。', CANON_CARNAGE],
    // d45 湯煙隠れ
    ['このカードをプレイする際、あなたは追加で[1]を支払ってもよい。', CANON_ENERGY],
    ['このカードをプレイするとき、追加でエネルギー1を支払うことができます。', CANON_ENERGY],
  ])('「%s」 means 「%s」', (written, canonical) => {
    expect(meaning('コマンド', [written, `${EFFECT}${THEN_DRAW}`])).toEqual(
      meaning('コマンド', [canonical, `${EFFECT}${THEN_DRAW}`]),
    );
  });

  test.each([
    '追加でカルネージを支払っていた場合、',
    '追加で[1]を支払っていた場合、',
    '追加コストを支払った場合、',
    'このカードの追加コストを支払っていたなら、',
  ])('「%s…」 reads what the play paid', (cond) => {
    const def = meaning('コマンド', [
      CANON_CARNAGE,
      `${EFFECT}${cond}あなたはメインデッキからカードを1枚引く。`,
    ]);
    expect(def.extraCost).toEqual({ kind: 'carnage', amount: 2 });
    expect(JSON.stringify(def.effect)).toContain('"kind":"extraCostPaid"');
  });

  test('the energy and carnage kinds lower to the card’s extraCost', () => {
    expect(meaning('コマンド', [CANON_ENERGY, EFFECT]).extraCost).toEqual({ kind: 'energy', amount: 1 });
    // carnage 1 is not read as an effect's 「カルネージ1を支払ってもよい」 choice (designerStyleWords)
    const one = 'このカードをプレイする時、あなたは追加でカルネージ1を支払ってもよい。';
    expect(meaning('コマンド', [one, EFFECT]).extraCost).toEqual({ kind: 'carnage', amount: 1 });
  });

  test('HF-E040: on a character (nothing reads what its play paid), and a read with no extra cost to pay', () => {
    expect(codes('キャラクター', [CANON_CARNAGE])).toContain('HF-E040');
    expect(codes('コマンド', [`${EFFECT}${THEN_DRAW}`])).toContain('HF-E040');
    const auto = `[自動]：このキャラクターが戦場に登場した時、${THEN_DRAW}`;
    expect(codes('キャラクター', [auto])).toContain('HF-E040');
  });

  test('d45 かけ湯 「…追加コストとして、自分のアクティブであるキャラクター一体をスリープにしてもよい」: characters put to sleep', () => {
    const written =
      'このカードをプレイする際、あなたは追加コストとして、自分のアクティブであるキャラクター一体をスリープにしてもよい。';
    expect(meaning('コマンド', [written, EFFECT]).extraCost).toEqual({ kind: 'sleepCharacter', amount: 1 });
  });

  test('HF-E040 still names what is not built: another payment (discarding) and a cost change (d2 タイタン)', () => {
    const discard = compile('コマンド', [
      'このカードをプレイする際、あなたは追加コストとして、手札を1枚捨ててもよい。',
      EFFECT,
    ]);
    expect(discard.diagnostics[0]?.code).toBe('HF-E040');
    expect(discard.diagnostics[0]?.message).toContain(
      'エネルギー・カルネージ・アクティブのキャラクターをスリープにすること以外',
    );
    expect(
      codes('キャラクター', [
        'このカードをプレイする際、あなたはエネルギーコストを支払う前に、自分のキャラクターを2体まで破壊してもよい。',
      ]),
    ).toContain('HF-E040');
  });
});

describe('test/fixtures/m13-mechanics.hf round-trips (hflux fmt)', () => {
  test('fmt prints canonical text that compiles to the same definitions', () => {
    const source = readFileSync('test/fixtures/m13-mechanics.hf', 'utf8');
    const first = compileText(source, 'm13.hf');
    expect(first.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const printed = printFile(parse(source).ir);
    expect(printed).toContain(CANON_CARNAGE);
    expect(printed).toContain(CANON_ENERGY);
    expect(printed).toContain(
      'あなたは追加で、あなたのアクティブであるキャラクターを1体選び、それをスリープにしてもよい。',
    );
    expect(printed).toContain(`${THEN_DRAW}`);
    const again = compileText(printed, 'm13.hf');
    expect(again.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const defs = (r: typeof first) =>
      r.cards.map((c) =>
        JSON.stringify({ ...c.def, abilities: c.def.abilities.map(({ text: _t, ...a }) => a) }),
      );
    expect(defs(again)).toEqual(defs(first));
  });
});
