// Issue 22 (helper m11): mechanics the blind designers named, in the wordings Japanese TCG designers print.
// Each designer-vocabulary row's own example is tested by test/dsl/designerWords.test.ts; here whole families
// mean what the canonical wording means, what must stay rejected, and test/fixtures/m11-mechanics.hf prints back.
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { compileText } from '../../codegen/dsl/index.js';
import { printFile } from '../../codegen/dsl/print/file.js';
import { parse } from './helpers.js';
import { codes, meaning } from './wordingHelpers.js';

type Case = readonly [kind: string, written: string, canonical: string];

const same = (cases: readonly Case[]) =>
  test.each(cases)('%s 「%s」 means 「%s」', (kind, written, canonical) => {
    expect(meaning(kind, [written])).toEqual(meaning(kind, [canonical]));
  });

const DESTROYED = '[自動]：このキャラクターが破壊された時、';

describe('a card into the guard deck (issue 22, HF-3.4, RULING «A card into the guard deck»)', () => {
  test('「ガードデッキに加える」 is a move to the guard deck', () => {
    const json = JSON.stringify(
      meaning('コマンド', ['手札のカードを1枚選び、ガードデッキの一番上に裏向きで置く。']),
    );
    expect(json).toContain('"to":"guardDeck"');
  });

  same([
    [
      'コマンド',
      'あなたの手札のカードを1枚選び、ガードデッキの一番下に入れる。',
      'あなたの手札のカードを1枚選び、ガードデッキに加える。',
    ],
    [
      'コマンド',
      'あなたのトラッシュからカードを1枚選び、ガードデッキの上に戻してもよい。',
      'あなたのトラッシュからカードを1枚選び、ガードデッキに加えてもよい。',
    ],
    [
      'キャラクター',
      `${DESTROYED}このカードを裏向きであなたのガードデッキに置く。`,
      `${DESTROYED}このカードをガードデッキに加える。`,
    ],
    [
      'キャラクター',
      `${DESTROYED}このカードを自分のガードデッキに裏向きで入れる。`,
      `${DESTROYED}このカードをガードデッキに加える。`,
    ],
    [
      'コマンド',
      'キャラクター一体を対象とし、それを持ち主のガードデッキの一番上に置く。',
      'キャラクター一体を対象とし、それをガードデッキに加える。',
    ],
  ]);

  test('another player’s guard deck stays HF-E040 (a card goes only to its owner’s zones)', () => {
    expect(codes('コマンド', ['あなたの手札のカードを1枚選び、対戦相手のガードデッキに加える。'])).toContain(
      'HF-E040',
    );
  });
});

const ENTER = '[自動]：このキャラクターが戦場に登場した時、';

describe('「この効果は、…限り続く」: the duration of the sentence before it (issue 22, HF-12.9)', () => {
  same([
    [
      'キャラクター',
      `${ENTER}対戦相手のキャラクター1体を対象とし、それのパワーを-1000する。この効果は、このキャラクターが戦場にいる限り続く。`,
      `${ENTER}対戦相手のキャラクター1体を対象とし、このキャラクターが戦場に居る限り、それのパワーを-1000する。`,
    ],
    [
      'キャラクター',
      '[自動]：あなたのターン終了時、このキャラクターのパワーを+1000する。この効果は、このキャラクターが戦場に居る限り続く。',
      '[自動]：あなたのターン終了時、このキャラクターが戦場に居る限り、このキャラクターのパワーを+1000する。',
    ],
    [
      'コマンド',
      'キャラクター1体を対象とし、それは【貫通】を得る。この効果は、あなたの戦場に《騎士》を持つキャラクターがいる限り続く。',
      'キャラクター1体を対象とし、あなたの戦場に《騎士》を持つキャラクターがいる限り、それは【貫通】を得る。',
    ],
    [
      'キャラクター',
      `${ENTER}対戦相手のキャラクターは攻撃できない。この効果は、このキャラクターが戦場にいる間、継続する。`,
      `${ENTER}このキャラクターが戦場に居る限り、対戦相手のキャラクターは攻撃できない。`,
    ],
    [
      'コマンド',
      'キャラクター1体を対象とし、それのパワーを+2000する。この効果はあなたの手札が3枚以上ある間有効である。',
      'キャラクター1体を対象とし、あなたの手札が3枚以上ある限り、それのパワーを+2000する。',
    ],
  ]);

  test('a one-time action gets the duration error (HF-E062), never a silent permanent effect', () => {
    expect(
      codes('キャラクター', [`${ENTER}カードを1枚引く。この効果は、このキャラクターが戦場にいる限り続く。`]),
    ).toContain('HF-E062');
  });

  test('after an effect of several sentences it stays HF-E040 (「この効果」 could be all of them)', () => {
    expect(
      codes('キャラクター', [
        `${ENTER}カードを1枚引く。このキャラクターのパワーを+1000する。この効果は、このキャラクターが戦場に居る限り続く。`,
      ]),
    ).toContain('HF-E040');
  });
});

const TWO = 'あなたのキャラクター1体を対象とし、対戦相手のキャラクター1体を対象とし、';

describe('a fight: 「それぞれ相手のパワーに等しいダメージを与え合う」 (issue 22, HF-9.4, RULING «Fight»)', () => {
  test('it is one fight op on the two targets', () => {
    const json = JSON.stringify(
      meaning('コマンド', [
        'あなたのキャラクター1体と対戦相手のキャラクター1体を対象とし、それぞれ相手のパワーに等しいダメージを与え合う。',
      ]),
    );
    expect(json).toContain('{"op":"fight","a":{"target":0},"b":{"target":1}}');
  });

  same([
    [
      'コマンド',
      'あなたのキャラクター一体と対戦相手のキャラクター一体を対象とする。それらは同時に、自身のパワーに等しいダメージを互いに与え合う。',
      `${TWO}前者と後者は、互いにもう一方のパワーに等しいダメージを与え合う。`,
    ],
    [
      'コマンド',
      'あなたのキャラクター1体と対戦相手のキャラクター1体を対象とし、前者と後者は、お互いに相手のパワー分のダメージを与え合う。',
      `${TWO}前者と後者は、互いにもう一方のパワーに等しいダメージを与え合う。`,
    ],
    [
      'コマンド',
      'キャラクター2体を対象とし、それらは互いに、相手のパワーと同じ数値のダメージを与え合う。',
      'キャラクター2体を対象とし、それらは、互いにもう一方のパワーに等しいダメージを与え合う。',
    ],
    [
      'コマンド',
      'あなたのキャラクター1体と対戦相手のキャラクター1体を対象とし、それぞれ相手のパワーに等しいダメージを与え合い、カードを1枚引く。',
      `${TWO}前者と後者は、互いにもう一方のパワーに等しいダメージを与え合い、カードを1枚引く。`,
    ],
  ]);

  test('「戦わせる」 and 「それら」 of one target stay HF-E040', () => {
    expect(
      codes('コマンド', ['あなたのキャラクター1体と対戦相手のキャラクター1体を対象とし、それらを戦わせる。']),
    ).toContain('HF-E040');
    expect(
      codes('コマンド', [
        'キャラクター1体を対象とし、それらは、互いにもう一方のパワーに等しいダメージを与え合う。',
      ]),
    ).toContain('HF-E040');
  });
});

describe('a power swap: 「それらのパワーを入れ替える」 (issue 22, HF-12.6, RULING «Power swap»)', () => {
  test('one swapPower op on the group of two, for the duration', () => {
    const json = JSON.stringify(
      meaning('コマンド', ['キャラクター2体を対象とし、ターン終了時まで、それらのパワーを入れ替える。']),
    );
    expect(json).toContain('{"op":"swapPower","a":{"target":0},"duration":"endOfTurn"}');
  });

  same([
    [
      'コマンド',
      'キャラクター2体を対象とし、ターン終了時まで、その2体のパワーを交換する。',
      'キャラクター2体を対象とし、ターン終了時まで、それらのパワーを入れ替える。',
    ],
    [
      'コマンド',
      'あなたのキャラクター1体と対戦相手のキャラクター1体を対象とし、このターン中、それらのパワーを入れかえる。',
      `${TWO}ターン終了時まで、前者と後者のパワーを入れ替える。`,
    ],
  ]);

  test('「2体まで」 or one character named 「それら」 is HF-E040 (a swap needs exactly two)', () => {
    expect(codes('コマンド', ['キャラクター2体まで対象とし、それらのパワーを入れ替える。'])).toContain(
      'HF-E040',
    );
    expect(codes('コマンド', ['キャラクター1体を対象とし、それらのパワーを入れ替える。'])).toContain(
      'HF-E040',
    );
  });
});

describe('test/fixtures/m11-mechanics.hf round-trips (hflux fmt)', () => {
  test('fmt prints canonical text that compiles to the same definitions', () => {
    const source = readFileSync('test/fixtures/m11-mechanics.hf', 'utf8');
    const first = compileText(source, 'm11.hf');
    expect(first.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const printed = printFile(parse(source).ir);
    expect(printed).toContain('あなたは手札からカードを1枚選び、裏向きでガードデッキに加える。');
    expect(printed).toContain('このカードをガードデッキに加える。');
    expect(printed).toContain('前者と後者は、互いにもう一方のパワーに等しいダメージを与え合う。');
    expect(printed).toContain('ターン終了時まで、それらのパワーを入れ替える。');
    expect(printed).toContain('このキャラクターが戦場に居る限り、それのパワーを-1000する。');
    const again = compileText(printed, 'm11.hf');
    expect(again.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const defs = (r: typeof first) =>
      r.cards.map((c) =>
        JSON.stringify({ ...c.def, abilities: c.def.abilities.map(({ text: _t, ...a }) => a) }),
      );
    expect(defs(again)).toEqual(defs(first));
  });
});
