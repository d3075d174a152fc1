// Issue 22 (helper i22ta): wordings of the sixth round's blind sets — a Weiß Schwarz / Vanguard designer (【自】【起】
// 【永】 labels, reminder text after keywords) and an MTG / Hearthstone Japanese translator (「あなたがコントロールする」,
// 「…代わりに…」). Each row's own example is tested by test/dsl/designerWords.test.ts; here: whole cards mean what
// the canonical wording means, fmt round-trips the new forms, and what the rows must not read.
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { compileText } from '../../codegen/dsl/index.js';
import { normalizeWidth } from '../../codegen/dsl/normalize.js';
import { readDesignerLine } from '../../codegen/dsl/parse/reading.js';
import { printFile } from '../../codegen/dsl/print/file.js';
import { explainCard } from '../../src/explain/card.js';
import { renderExplanation } from '../../src/explain/render.js';
import { cardText, parse } from './helpers.js';
import { codes, compile, meaning, read } from './wordingHelpers.js';

const explain = (kind: string, lines: string[]) => {
  const r = compile(kind, lines);
  expect(r.diagnostics).toEqual([]);
  return renderExplanation(explainCard(r.cards[0].def, 'ja'));
};

describe('Weiß Schwarz / Vanguard ability labels (HF-12.1, HF-12.4)', () => {
  test.each([
    [
      'キャラクター',
      '【自】このキャラクターが戦場に登場した時、カードを1枚引く。',
      '[自動]：このキャラクターが戦場に登場した時、カードを1枚引く。',
    ],
    [
      'キャラクター',
      '【自】：このキャラクターが破壊された時、カードを1枚引く。',
      '[自動]：このキャラクターが破壊された時、カードを1枚引く。',
    ],
    [
      'キャラクター',
      '【自動能力】このキャラクターが破壊された時、カードを1枚引く。',
      '[自動]：このキャラクターが破壊された時、カードを1枚引く。',
    ],
    ['キャラクター', '【起】[1][スリープ]：カードを1枚引く。', '[1][スリープ]：カードを1枚引く。'],
    ['キャラクター', '【起】：[スリープ]：カードを1枚引く。', '[スリープ]：カードを1枚引く。'],
    ['キャラクター', '【起動能力】[2]：カードを1枚引く。', '[2]：カードを1枚引く。'],
    [
      'キャラクター',
      '【永】このキャラクターのパワーを+1000する。',
      '[自動]：このキャラクターのパワーを+1000する。',
    ],
    [
      'ワールド・セット',
      '【永】あなたの《役者》のキャラクターすべてのパワーを+1000する。',
      '[自動]：あなたの《役者》を持つキャラクター全てのパワーを+1000する。',
    ],
  ])('%s 「%s」 means 「%s」', (kind, written, canonical) => {
    expect(meaning(kind, [written])).toEqual(meaning(kind, [canonical]));
  });

  test('【起】 is no longer reported as a designer’s ability word (HF-E040 「能力に付けた見出し」)', () => {
    expect(
      codes('キャラクター', [
        '【起】[1][スリープ]：スリープである対戦相手のキャラクター一体を対象とし、ターン終了時まで、そのパワーを-1000する。',
      ]),
    ).toEqual([]);
  });

  test('【永】 with a trigger keeps its label and is rejected (a continuous ability has none)', () => {
    expect(read('【永】このキャラクターが登場した時、カードを1枚引く。')).toMatch(/^【永】/);
    expect(codes('キャラクター', ['【永】このキャラクターが登場した時、カードを1枚引く。'])).not.toEqual([]);
  });

  test('【起】 without costs after it is not read as an activated ability', () => {
    expect(read('【起】カードを1枚引く。')).toMatch(/^【起】/);
  });
});

describe('MTG 「あなたがコントロールする」 (000 ■戦場とカードのプレイヤー)', () => {
  test.each([
    [
      'あなたがコントロールするキャラクター1体を対象とする。それをアクティブにする。',
      'あなたのキャラクター1体を対象とし、それをアクティブにする。',
    ],
    [
      '対戦相手がコントロールするキャラクター全てに1000ダメージを与える。',
      '対戦相手のキャラクター全てに1000ダメージを与える。',
    ],
    [
      '相手のコントロールするキャラクター1体を対象とし、それを破壊する。',
      '対戦相手のキャラクター1体を対象とし、それを破壊する。',
    ],
    [
      'あなたがキャラクターを2体以上コントロールしているなら、カードを1枚引く。',
      'あなたのキャラクターが2体以上いるなら、カードを1枚引く。',
    ],
  ])('「%s」 means 「%s」', (written, canonical) => {
    expect(meaning('コマンド', [written])).toEqual(meaning('コマンド', [canonical]));
  });

  test('「このキャラクターが戦場に居る限り、あなたがコントロールする他の《坑夫》を持つキャラクター」: the others only', () => {
    const text = explain('キャラクター', [
      '[自動]：このキャラクターが戦場に居る限り、あなたがコントロールする他の《坑夫》を持つキャラクターのパワーを+1000する。',
    ]);
    expect(text).toContain('このキャラクター以外の《坑夫》を持つあなたのキャラクター全てのパワーを+1000する');
  });
});

describe('looking at the top card, then 「あなたはそのカードを…てもよい」 (HF-10.3)', () => {
  test.each([
    'あなたのメインデッキの一番上のカードを見る。あなたはそのカードをトラッシュに置いてよい。',
    'あなたのメインデッキの一番上のカードを見る。そのカードをトラッシュに置いてもよい。',
    '自分のメインデッキの一番上のカードを見る。自分はそれをトラッシュに置いてもよい。',
  ])('「%s」: the looker may put it into the trash, otherwise it stays', (line) => {
    expect(explain('コマンド', [line])).toContain(
      'あなたはメインデッキの上から1枚を見る（1枚ない場合は何もしない）。それを持ち主のトラッシュに置く（しなくてもよい）。',
    );
  });

  test('「そのカードをメインデッキの一番下に置いてもよい」 keeps its top-or-bottom reading', () => {
    expect(
      meaning('コマンド', [
        'あなたのメインデッキの一番上のカードを見る。あなたはそのカードをメインデッキの一番下に置いてもよい。',
      ]),
    ).toEqual(
      meaning('コマンド', [
        'あなたのメインデッキの一番上のカードを見る。そのカードをメインデッキの一番下に置いてもよい。',
      ]),
    );
  });

  // t16b reads 「あなたは」 away after a look (designerWordsTrain16b.ts): the looker is the one who may move the card
  // either way (the ability's controller, HF-10.3), so the two wordings must mean the same
  test('a look at the opponent’s deck: 「あなたは」 before the choice keeps the looker as the chooser', () => {
    expect(
      meaning('コマンド', [
        '対戦相手のメインデッキの一番上のカードを見る。あなたはそのカードをトラッシュに置いてもよい。',
      ]),
    ).toEqual(
      meaning('コマンド', [
        '対戦相手のメインデッキの一番上のカードを見る。そのカードをトラッシュに置いてもよい。',
      ]),
    );
  });

  test('「その中から…を1枚公開し、手札に加えてもよい」 is up to one, as 「1枚まで」', () => {
    expect(
      meaning('コマンド', [
        'あなたのメインデッキを上から3枚見る。あなたはその中から《機関》を持つカードを1枚公開し、手札に加えてもよい。残りを好きな順番でメインデッキの一番下に置く。',
      ]),
    ).toEqual(
      meaning('コマンド', [
        'あなたのメインデッキを上から3枚見る。その中から《機関》を持つカードを1枚まで公開し、手札に加える。残りを好きな順番でメインデッキの一番下に置く。',
      ]),
    );
  });
});

describe('「…なら、代わりに…」 with another count (HF-5.7)', () => {
  test('energy and draws; another kind of step before it is HF-E076, or with nothing shared the other branch (t13a)', () => {
    expect(
      explain('コマンド', ['あなたはカードを1枚引く。あなたの手札が3枚以下なら、代わりにカードを2枚引く。']),
    ).toContain('あなたはメインデッキからカードを2枚引く');
    // t13a: two steps that do not refer to each other, 「A。C なら、代わりに B。」, read 「C なら B。そうでないなら A。」
    expect(
      explain('コマンド', [
        '対戦相手に1ダメージを与える。あなたの手札が3枚以下なら、代わりにカードを2枚引く。',
      ]),
    ).toMatch(
      /あなたの手札が3枚以下である[\s\S]*カードを2枚引く[\s\S]*そうでない場合：[\s\S]*対戦相手に1ダメージを与える/,
    );
    expect(
      codes('コマンド', [
        'あなたはカードを1枚引く。あなたの手札が3枚以下なら、代わりに3枚までアクティブにする。',
      ]),
    ).toEqual(['HF-E076']);
  });

  test('「カードを1枚引く（…なら、代わりにカードを2枚引く）。」: the other count in parentheses is a sentence of the text', () => {
    expect(
      meaning('コマンド', [
        'あなたはカードを1枚引く（あなたの手札が3枚以上あるなら、代わりにカードを2枚引く）。',
      ]),
    ).toEqual(
      meaning('コマンド', [
        'あなたはカードを1枚引く。あなたの手札が3枚以上あるなら、代わりにカードを2枚引く。',
      ]),
    );
  });
});

describe('keyword reminders as the sixth round writes them (HF-13, rules/keywords.hf)', () => {
  test('【反撃】（…防御が成功したら、攻撃ダメージの解決時、…パワーに等しいダメージを与える）', () => {
    expect(
      codes('キャラクター', [
        '【反撃】（このキャラクターの防御が成功したら、攻撃ダメージの解決時、攻撃したキャラクターにこのキャラクターのパワーに等しいダメージを与える）',
      ]),
    ).toEqual([]);
  });

  test('a reminder after 「【貫通】を与える。」: its 「そのキャラクター」 is the character given it', () => {
    const written = [
      'あなたの《役者》のキャラクター一体を対象とし、ターン終了時まで、そのパワーを+2000し、【貫通】を与える。（そのキャラクターが攻撃によるダメージでキャラクターを破壊した時、そのキャラクターのプレイヤーに1ダメージを与える）',
    ];
    expect(meaning('コマンド', written)).toEqual(
      meaning('コマンド', [
        'あなたの《役者》のキャラクター一体を対象とし、ターン終了時まで、そのパワーを+2000し、【貫通】を与える。',
      ]),
    );
  });

  test('a reminder that says something else is still HF-E047; a note on the ability is no reminder', () => {
    expect(
      codes('コマンド', [
        'あなたのキャラクター一体を対象とし、ターン終了時まで、それは【貫通】を得る。（対戦相手に1ダメージを与える）',
      ]),
    ).toEqual(['HF-E047']);
    expect(
      codes('キャラクター', [
        '[1]：このターン中、このキャラクターのパワー+2000し、【貫通】を得る。（この能力は1ターンに1回のみ使用できる）',
      ]),
    ).not.toContain('HF-E047');
  });

  test('【永】…が《役者》を持つ限り、そのキャラクターは【警戒】を得る。（reminder） on a set card: its host', () => {
    expect(
      meaning('セット', [
        '【永】このカードがセットされているキャラクターが《役者》を持つ限り、そのキャラクターは【警戒】を得る。（対戦相手のアクティブフェイズ終了時、このキャラクターをアクティブにする）',
      ]),
    ).toEqual(
      meaning('セット', [
        '[自動]：このカードがセットされているキャラクターが《役者》を持つキャラクターである限り、このカードがセットされているキャラクターは【警戒】を得る。',
      ]),
    );
  });
});

describe('「そのキャラクター」 after a condition on this character or the set card’s host', () => {
  test('「…が《役者》を持つなら、そのキャラクターの…」 on a set card is its host', () => {
    expect(
      meaning('セット', [
        '【永】このカードがセットされているキャラクターが《役者》を持つなら、そのキャラクターのパワーを+1000する。',
      ]),
    ).toEqual(
      meaning('セット', [
        '[自動]：このカードがセットされているキャラクターが《役者》を持つキャラクターであるなら、このカードがセットされているキャラクターのパワーを+1000する。',
      ]),
    );
  });

  test('not when another character is named between them', () => {
    expect(
      read(
        '[自動]：このキャラクターが対戦相手のキャラクターを破壊した場合、そのキャラクターのプレイヤーに1ダメージを与える。',
      ),
    ).toContain('そのキャラクターのプレイヤー');
  });
});

describe('【空装】 conditions as the sixth round words them (HF-13.8)', () => {
  test('「…にある全てのキャラクターカードが《坑夫》か《機関》を持つ」 is 「…のキャラクターカードが全て…を持つ」', () => {
    expect(
      meaning('キャラクター', [
        '【空装 条件：あなたのメインデッキとガードデッキにある全てのキャラクターカードが《坑夫》か《機関》を持つ。 効果：追加デッキを使用する。】',
      ]),
    ).toEqual(
      meaning('キャラクター', [
        '【空装 条件：あなたのメインデッキとガードデッキのキャラクターカードが全て《坑夫》か《機関》を持つ 効果：追加デッキを使用する。】',
      ]),
    );
  });

  test('「…に《役者》のキャラクターカードが合計15枚以上ある」 counts those with the trait; explain says so', () => {
    const line =
      '【空装 条件：あなたのメインデッキとガードデッキに《役者》のキャラクターカードが合計15枚以上ある。 効果：追加デッキを使用する。】';
    expect(explain('キャラクター', [line])).toContain(
      'メインデッキとガードデッキに《役者》を持つキャラクターカードが合計15枚以上ある',
    );
  });
});

describe('fmt round-trips the new forms', () => {
  test('the fixture prints canonical text that compiles to the same definitions', () => {
    const source = readFileSync('test/fixtures/i22ta-train5a.hf', 'utf8');
    const first = compileText(source, 'i22ta-train5a.hf');
    expect(first.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const printed = printFile(parse(source).ir);
    expect(printed).toContain('メインデッキの一番上のカードを見る。そのカードをトラッシュに置いてもよい。');
    expect(printed).toContain('代わりにカードを2枚引く。');
    expect(printed).toContain('代わりに3枚までアクティブにする。');
    expect(printed).toContain(
      'あなたのメインデッキとガードデッキに《役者》を持つキャラクターカードが合計15枚以上入っている',
    );
    const again = compileText(printed, 'i22ta-train5a.hf');
    expect(again.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const defs = (r: typeof first) =>
      r.cards.map((c) =>
        JSON.stringify({ ...c.def, abilities: c.def.abilities.map(({ text: _t, ...a }) => a) }),
      );
    expect(defs(again)).toEqual(defs(first));
  });
});
