// Issue 22 (helper m12): mechanics the committed corpora still lacked, in the wordings their designers printed.
// Each designer-vocabulary row's own example is tested by test/dsl/designerWords.test.ts; here whole families
// mean what the canonical wording means, what must stay rejected, and test/fixtures/m12-mechanics.hf prints back.
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { compileText } from '../../codegen/dsl/index.js';
import { printFile } from '../../codegen/dsl/print/file.js';
import { parse } from './helpers.js';
import { codes, meaning, read } from './wordingHelpers.js';

type Case = readonly [kind: string, written: string, canonical: string];

const same = (cases: readonly Case[]) =>
  test.each(cases)('%s 「%s」 means 「%s」', (kind, written, canonical) => {
    expect(meaning(kind, [written])).toEqual(meaning(kind, [canonical]));
  });

const DESTROYED = '[自動]：このキャラクターが破壊された時、';

describe('the destroyed card moved by its destruction’s trigger instead of the trash (issue 22, HF-9.6)', () => {
  same([
    // d32 時の旅人 ヨハン
    [
      'キャラクター',
      `${DESTROYED}あなたはカルネージコスト1を支払ってもよい。そうした場合、このカードをトラッシュに置く代わりに手札に戻す。`,
      `${DESTROYED}あなたはカルネージ1を支払ってもよい。そうした場合、このカードを手札に戻す。`,
    ],
    // d20 路地裏の三毛猫・おもち
    [
      'キャラクター',
      `${DESTROYED}あなたはエネルギーコスト1を支払うことができます。そうした場合、このカードはトラッシュには置かれず、持ち主の手札に戻ります。`,
      `${DESTROYED}あなたはエネルギーを1支払ってもよい。そうした場合、このカードを持ち主の手札に戻す。`,
    ],
    // d36 灯を掲げる亡き妻
    [
      'キャラクター',
      '[自動]：1ターンに1回、あなたの他の《船長》のキャラクターが破壊された時、そのカードをトラッシュに置く代わりに持ち主の手札に戻してもよい。',
      '[自動]：1ターンに1回、あなたの他の《船長》を持つキャラクターが破壊された時、そのカードを持ち主の手札に戻してもよい。',
    ],
    // d45 湯治客の一つ目小僧
    [
      'キャラクター',
      `${DESTROYED}あなたはこのカードをトラッシュに置く代わりに、あなたのメインデッキの一番下に置いてもよい。そうした場合、あなたはメインデッキからカードを1枚引く。`,
      `${DESTROYED}このカードをメインデッキの一番下に置いてもよい。そうした場合、カードを1枚引く。`,
    ],
    // d45 大河童 水虎
    [
      'キャラクター',
      '[自動]：このキャラクターの攻撃によるダメージでキャラクターが破壊された場合、そのキャラクターはトラッシュに置かれる代わりに、持ち主のメインデッキの一番下に置かれる。',
      '[自動]：このキャラクターの攻撃によるダメージでキャラクターが破壊された時、そのキャラクターを持ち主のメインデッキの一番下に置く。',
    ],
    [
      'キャラクター',
      `${DESTROYED}このキャラクターは墓地に置かれず、ゲームから除外される。`,
      `${DESTROYED}このキャラクターをゲームから除外する。`,
    ],
  ]);

  test('outside the trigger of a destruction the wording is still HF-E040 (a trigger cannot undo a move, HF-5.11)', () => {
    expect(
      codes('キャラクター', [
        '[自動]：このキャラクターが戦場を離れた時、このカードをトラッシュに置く代わりに手札に戻す。',
      ]),
    ).toContain('HF-E040');
    expect(
      codes('キャラクター', [
        '[自動]：このキャラクターが戦場を離れた時、このカードはトラッシュには置かれず、持ち主の手札に戻る。',
      ]),
    ).toContain('HF-E040');
  });
});

describe('cards shuffled into the main deck (issue 22, HF-3.4, RULING «Cards shuffled into the main deck»)', () => {
  test('「メインデッキをシャッフルする」 is the op shuffleDeck of the deck’s player', () => {
    const json = JSON.stringify(
      meaning('コマンド', ['あなたのトラッシュのカードを3枚まで選び、メインデッキに加えてシャッフルする。']),
    );
    expect(json).toContain('"to":"mainBottom"');
    expect(json).toContain('{"op":"shuffleDeck","player":"you"}');
  });

  same([
    // d45 湯の巡り, 釜焚き爺
    [
      'コマンド',
      'あなたのトラッシュのカードを5枚まで選び、あなたのメインデッキに加えてシャッフルする。その後、あなたはメインデッキからカードを1枚引く。',
      'あなたのトラッシュのカードを5枚まで選び、メインデッキの一番下に置き、メインデッキをシャッフルする。その後、カードを1枚引く。',
    ],
    // d36 船幽霊の合唱
    [
      'コマンド',
      'あなたのトラッシュの《亡霊》のカードを3枚まで対象とし、それらをメインデッキに加えてシャッフルする。その後、、あなたはカードを2枚引く。',
      'あなたのトラッシュの《亡霊》を持つカード3枚まで対象とし、それらをメインデッキの一番下に置き、メインデッキをシャッフルする。その後、カードを2枚引く。',
    ],
  ]);

  test('the opponent’s cards or deck stay HF-E040 (they may go to a deck 「メインデッキ」 does not name)', () => {
    expect(
      codes('コマンド', ['対戦相手のトラッシュのカードを3枚まで選び、メインデッキに加えてシャッフルする。']),
    ).toContain('HF-E040');
  });

  test('the rest of a look 「残りをメインデッキに戻してシャッフルする」 keeps its own reading', () => {
    const json = JSON.stringify(
      meaning('コマンド', [
        'メインデッキの上から3枚を見て、その中からカードを1枚手札に加え、残りをメインデッキに戻してシャッフルする。',
      ]),
    );
    expect(json).toContain('"rest":"shuffle"');
    expect(json).not.toContain('shuffleDeck');
  });
});

describe('any number of the cards looked at (issue 22, HF-10.3, RULING «Any number of the cards looked at»)', () => {
  const ENTERS = '[自動]：このキャラクターが戦場に登場した時、';
  same([
    // d38 鳴釜
    [
      'キャラクター',
      `${ENTERS}あなたのメインデッキの上から2枚を見る。その中から好きな枚数を選んでトラッシュに置き、残りを好きな順番でメインデッキの上に戻す。`,
      `${ENTERS}あなたのメインデッキの上から2枚を見る。その中から2枚まで選んでトラッシュに置き、残りを好きな順番でメインデッキの上に戻す。`,
    ],
    // d42 天文博士: the picked cards go in the order they are picked
    [
      'キャラクター',
      `${ENTERS}あなたのメインデッキを上から2枚見る。その中から好きな枚数を好きな順番でメインデッキの一番下に置き、残りを好きな順番でメインデッキの一番上に戻す。`,
      `${ENTERS}あなたのメインデッキの上から2枚を見る。その中から2枚まで選び、メインデッキの一番下に置き、残りを好きな順番でメインデッキの一番上に置く。`,
    ],
    // d44 未知の信号
    [
      'コマンド',
      'あなたのメインデッキの上から3枚を見る。その中から《異星体》を持つカードを好きな枚数公開し、手札に加える。残りのカードは好きな順番でメインデッキの一番下に置く。',
      'あなたのメインデッキの上から3枚を見る。その中から《異星体》を持つカードを3枚まで公開し、手札に加える。残りを好きな順番でメインデッキの一番下に置く。',
    ],
    [
      'コマンド',
      'あなたのメインデッキの上から3枚を見て、その中から好きな数を選び、手札に加え、残りをトラッシュに置く。',
      'あなたのメインデッキの上から3枚を見て、その中から3枚まで選び、手札に加え、残りをトラッシュに置く。',
    ],
  ]);

  test('any number of targets stays HF-E040 (targets are chosen when played, HF-5.4)', () => {
    expect(codes('コマンド', ['対戦相手のキャラクターを好きな数対象とし、それらを手札に戻す。'])).toContain(
      'HF-E040',
    );
  });
});

describe('an effect replaced under a condition on its target (issue 22, RULING «An effect replaced under a condition»)', () => {
  same([
    // d24 尋問
    [
      'コマンド',
      'アクティブである対戦相手のキャラクター一体を対象とし、それをスリープにする。それに《証拠》を持つセットカードがセットされている場合、代わりに、それをスリープにし、それに1000ダメージを与える。',
      'アクティブである対戦相手のキャラクター一体を対象とし、それに《証拠》を持つセットカードがセットされている場合、それをスリープにし、それに1000ダメージを与える。そうでなければ、それをスリープにする。',
    ],
  ]);

  test('a number replaced keeps its own reading, and an optional replacement stays HF-E040', () => {
    expect(
      read(
        '対戦相手のキャラクター一体を対象とし、それに2000ダメージを与える。それが《竜》を持つ場合、代わりに4000ダメージを与える。',
      ),
    ).not.toContain('そうでなければ');
    expect(
      codes('コマンド', [
        'あなたのトラッシュのキャラクターカード一枚を対象とし、それを手札に加える。それが《法廷》を持つ場合、代わりに、それをスリープで、あなたのキャラクターとして戦場に登場させてもよい。',
      ]),
    ).toContain('HF-E040');
  });
});

describe('test/fixtures/m12-mechanics.hf round-trips (hflux fmt)', () => {
  test('fmt prints canonical text that compiles to the same definitions', () => {
    const source = readFileSync('test/fixtures/m12-mechanics.hf', 'utf8');
    const first = compileText(source, 'm12.hf');
    expect(first.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const printed = printFile(parse(source).ir);
    expect(printed).toContain(
      'あなたはエネルギーを1支払ってもよい。そうした場合、このカードを持ち主の手札に戻す。',
    );
    expect(printed).toContain('このカードをメインデッキの一番下に置いてもよい。');
    expect(printed).toContain('メインデッキの一番下に置き、あなたのメインデッキをシャッフルする。');
    const again = compileText(printed, 'm12.hf');
    expect(again.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const defs = (r: typeof first) =>
      r.cards.map((c) =>
        JSON.stringify({ ...c.def, abilities: c.def.abilities.map(({ text: _t, ...a }) => a) }),
      );
    expect(defs(again)).toEqual(defs(first));
  });
});
