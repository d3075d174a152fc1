// Issue 22 (helper i22tb6): the seventh round's wordings (codegen/dsl/designerWordsTrain6b.ts) and mechanics.
// Every row's own example is tested by designerWords.test.ts; these cover the families, the words that must NOT
// be read, `hflux fmt` round trips and the diagnostics of what stays unsupported.
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { compileText } from '../../codegen/dsl/index.js';
import { normalizeWidth } from '../../codegen/dsl/normalize.js';
import { readDesignerLine } from '../../codegen/dsl/parse/reading.js';
import { formatText } from '../../codegen/dsl/tools/fmt.js';
import { cardText, parse } from './helpers.js';
import { defsOf, read } from './wordingHelpers.js';

const errors = (kind: string, lines: string[]) =>
  compileText(cardText(kind, lines), 't.hf').diagnostics.filter((d) => d.severity === 'error');

describe('i22tb6 fixture round-trips (issue 22)', () => {
  test('fmt prints canonical text that compiles to the same definitions', () => {
    const source = readFileSync('test/fixtures/i22tb6.hf', 'utf8');
    const first = compileText(source, 'i22tb6.hf');
    expect(first.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const printed = formatText(source, 'i22tb6.hf').text ?? '';
    expect(printed).toContain('【神速】\n');
    expect(printed).toContain('パワー1000で《忍》《分身》を持つキャラクターとして裏向きで登場させる');
    expect(printed).toContain('代わりに3回行う。');
    expect(printed).toContain('1枚ランダムに選び、公開して手札に加え、メインデッキをシャッフルする');
    expect(printed).toContain('前者のパワーを+1000し');
    const again = compileText(printed, 'i22tb6.hf');
    expect(again.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const defs = (r: typeof first) =>
      r.cards.map(({ def: { source: _s, text: _t, ...def } }) =>
        JSON.stringify({ ...def, abilities: def.abilities.map(({ text: _at, ...a }) => a) }),
      );
    expect(defs(again)).toEqual(defs(first));
  });
});

describe('度 (たび) after a verb only (issue 22)', () => {
  test.each([
    ['攻撃を行う度、', '攻撃を行うたび、'],
    ['防御を行う度に、', '防御を行うたび、'],
    ['登場する度、', '戦場に登場した時、'],
  ])('「%s」', (written, canonical) => {
    expect(read(`[自動]：このキャラクターが${written}カードを1枚引く。`)).toBe(
      read(`[自動]：このキャラクターが${canonical}カードを1枚引く。`),
    );
  });
  test('「1度」「この度」 are other words', () => {
    expect(read('この能力は1ターンに1度使用できる。')).not.toContain('たび');
    expect(read('この度、カードを1枚引く。')).toContain('この度');
  });
});

describe('the formal register (d27 family)', () => {
  test.each([
    ['そのターンの終わりまで', 'ターン終了時まで'],
    ['そのターンの終了時まで', 'ターン終了時まで'],
  ])('「%s」 is 「%s」', (written, canonical) => {
    expect(
      defsOf('コマンド', [`あなたのキャラクター一体を対象とし、${written}、それのパワーを+2000する。`]),
    ).toEqual(
      defsOf('コマンド', [`あなたのキャラクター一体を対象とし、${canonical}、それのパワーを+2000する。`]),
    );
  });
  test.each(['トラッシュ', '手札'])('「あなたの%sの中から」 is the zone', (zone) => {
    expect(
      defsOf('コマンド', [`あなたの${zone}の中からキャラクターカードを1枚選び、手札に加える。`]),
    ).toEqual(defsOf('コマンド', [`あなたの${zone}からキャラクターカードを1枚選び、手札に加える。`]));
  });
  test('「その中から」 of a look is not a zone', () => {
    expect(read('あなたのメインデッキの上から3枚を見て、その中からカードを1枚まで手札に加える。')).toContain(
      'その中から',
    );
  });
  test.each(['ドロー', 'メイン'])('「対戦相手のターンの%sフェイズ開始時」', (phase) => {
    expect(
      defsOf('キャラクター', [`[自動]：対戦相手のターンの${phase}フェイズ開始時、カードを1枚引く。`]),
    ).toEqual(defsOf('キャラクター', [`[自動]：対戦相手の${phase}フェイズ開始時、カードを1枚引く。`]));
  });
  test('「このキャラクター以外に…キャラクターが2体以上居るならば」 counts the others', () => {
    expect(
      defsOf('キャラクター', [
        '[自動]：このキャラクターが戦場に登場した時、このキャラクター以外にあなたの《星座》を持つキャラクターが2体以上居るならば、カードを1枚引く。',
      ]),
    ).toEqual(
      defsOf('キャラクター', [
        '[自動]：このキャラクターが戦場に登場した時、このキャラクター以外のあなたの《星座》を持つキャラクターが2体以上居るならば、カードを1枚引く。',
      ]),
    );
  });
  test('「スリープ状態である」「アクティブ状態の」 characters', () => {
    expect(read('スリープ状態である対戦相手のキャラクター1体を対象とし、それを破壊する。')).toBe(
      read('スリープである対戦相手のキャラクター1体を対象とし、それを破壊する。'),
    );
    // (i22ta6's row puts the state after the owner first: compared by meaning, not by the reading's text)
    const meaning = (line: string) =>
      defsOf('コマンド', [line]).map((d) => {
        const { text: _t, ...rest } = JSON.parse(d);
        return rest;
      });
    expect(meaning('アクティブ状態の対戦相手のキャラクター1体を対象とし、それを破壊する。')).toEqual(
      meaning('アクティブである対戦相手のキャラクター1体を対象とし、それを破壊する。'),
    );
  });
  test('「（ワールド・セットも対象に出来る。）」 after another selector stays (and is rejected)', () => {
    expect(
      errors('キャラクター', [
        '[2][スリープ]：対戦相手のキャラクター一体を対象とし、それを破壊する。（ワールド・セットも対象に出来る。）',
      ]).length,
    ).toBeGreaterThan(0);
  });
});

describe('the digital-game localisation (d28 family)', () => {
  test.each([
    ['ランダムな対戦相手のキャラクター一体に', '対戦相手のキャラクターを1体ランダムに選び、それに'],
    ['ランダムな対戦相手のキャラクター2体に', '対戦相手のキャラクターを2体ランダムに選び、それに'],
    ['ランダムなキャラクター1体に', 'キャラクターを1体ランダムに選び、それに'],
  ])('「%s…ダメージを与える」', (written, canonical) => {
    expect(defsOf('コマンド', [`${written}1000ダメージを与える。`])).toEqual(
      defsOf('コマンド', [`${canonical}1000ダメージを与える。`]),
    );
  });
  test.each([
    ['ランダムなキャラクターカードを1枚選び、', 'キャラクターカードを1枚ランダムに選び、'],
    ['ランダムにキャラクターカードを1枚選び、', 'キャラクターカードを1枚ランダムに選び、'],
    ['無作為にキャラクターカードを1枚選び、', 'キャラクターカードを1枚ランダムに選び、'],
  ])('「トラッシュから%s」', (written, canonical) => {
    expect(defsOf('コマンド', [`あなたのトラッシュから${written}手札に加える。`])).toEqual(
      defsOf('コマンド', [`あなたのトラッシュから${canonical}手札に加える。`]),
    );
  });
  test.each([
    [
      'ランダムな対戦相手のキャラクター一体を破壊する。',
      '対戦相手のキャラクターを1体ランダムに選び、それを破壊する。',
    ],
    [
      'ランダムな対戦相手のキャラクター一体をスリープにする。',
      '対戦相手のキャラクターを1体ランダムに選び、それをスリープにする。',
    ],
    [
      'ランダムな対戦相手のキャラクター一体のパワーをターン終了時まで-1000する。',
      'ターン終了時まで、対戦相手のキャラクターを1体ランダムに選び、それのパワーを-1000する。',
    ],
    [
      'ランダムな対戦相手の手札1枚をトラッシュに置く。',
      '対戦相手の手札をランダムに1枚選び、トラッシュに置く。',
    ],
  ])('「%s」', (written, canonical) => {
    expect(defsOf('コマンド', [written])).toEqual(defsOf('コマンド', [canonical]));
  });
  test('「このキャラクターはパワー+2000と【貫通】と【神速】を得る」', () => {
    expect(
      defsOf('キャラクター', [
        '[1]：ターン終了時まで、このキャラクターはパワー+2000と【貫通】と【神速】を得る。',
      ]),
    ).toEqual(
      defsOf('キャラクター', [
        '[1]：ターン終了時まで、このキャラクターのパワーを+2000し、このキャラクターは【貫通】と【神速】を得る。',
      ]),
    );
  });
});

describe('face-down characters with no name (000 ■戦場の裏向きのカード, RULING HF-14.3)', () => {
  const canonical =
    'あなたのメインデッキの一番上のカードを、パワー1000で《忍》《分身》を持つキャラクターとして裏向きで登場させる。';
  test.each([
    'あなたのメインデッキの一番上のカードを裏向きかつアクティブで登場させる。それはパワー1000で《忍》《分身》を持ち、テキストを持たないキャラクターとして扱う。',
    'あなたのメインデッキの一番上のカードを裏向き・アクティブで戦場に出す。そのカードはパワー1000で《忍》《分身》を持ち、能力を持たないキャラクターとして扱う。',
    'あなたのメインデッキの一番上のカードを、パワー1000で《忍》《分身》を持ち、カード名とテキストを持たないキャラクターとして裏向きで登場させる。',
  ])('「%s」', (written) => {
    expect(defsOf('コマンド', [written])).toEqual(defsOf('コマンド', [canonical]));
  });
  test('no traits: 「それはパワー2000で、能力を持たないキャラクターとして扱う」', () => {
    expect(
      defsOf('コマンド', [
        'あなたのメインデッキの一番上のカードを裏向きで登場させる。それはパワー2000で、能力を持たないキャラクターとして扱う。',
      ]),
    ).toEqual(
      defsOf('コマンド', [
        'あなたのメインデッキの一番上のカードを、パワー2000のキャラクターとして裏向きで登場させる。',
      ]),
    );
  });
  test('「裏向きかつスリープで登場させる」 is not read as active: it enters asleep (i22x7, test/rules/i22x7-face-down.test.ts)', () => {
    const line =
      'あなたのメインデッキの一番上のカードを裏向きかつスリープで登場させる。それはパワー1000で《忍》を持ち、テキストを持たないキャラクターとして扱う。';
    expect(errors('コマンド', [line])).toEqual([]);
    expect(JSON.stringify(parse(cardText('コマンド', [line])).ir.cards[0].lines)).toContain('"asleep":true');
  });
  test('HF-E066: a card set on a host by an effect cannot be a character', () => {
    expect(
      errors('キャラクター', [
        '[1]：あなたは手札を1枚選び、パワー1000のキャラクターとして裏向きでこのキャラクターにセットする。',
      ]).map((d) => d.code),
    ).toEqual(['HF-E066']);
  });
});

describe('「…。これを2回行う。…なら、代わりに3回行う。」 (i22tb6)', () => {
  test('the sentence done 2 times, or 3 when the condition holds', () => {
    expect(
      defsOf('コマンド', [
        'カードを1枚引く。これを2回繰り返す。あなたの手札が2枚以下なら、代わりに3回繰り返す。',
      ]),
    ).toEqual(defsOf('コマンド', ['2回、カードを1枚引く。あなたの手札が2枚以下なら、代わりに3回行う。']));
  });
  test('HF-E076: 「代わりに3回行う」 after a sentence that is not repeated', () => {
    expect(
      errors('コマンド', ['カードを1枚引く。あなたの手札が2枚以下なら、代わりに3回行う。']).map(
        (d) => d.code,
      ),
    ).toEqual(['HF-E076']);
  });
});

describe('two target phrases named 「前者」「後者」 (i22tb6)', () => {
  test('「AとBを対象とする。…前者…、後者…」 reads as two targets', () => {
    expect(
      defsOf('コマンド', [
        'あなたのキャラクター1体と、対戦相手のキャラクター1体を対象とする。ターン終了時まで、前者のパワーを+1000し、後者のパワーを-1000する。',
      ]),
    ).toEqual(
      defsOf('コマンド', [
        'あなたのキャラクター1体を対象とし、対戦相手のキャラクター1体を対象とし、ターン終了時まで、前者のパワーを+1000し、後者のパワーを-1000する。',
      ]),
    );
  });
  test('HF-E016: 「前者」 with one target names nothing', () => {
    expect(
      errors('コマンド', ['あなたのキャラクター1体を対象とし、前者のパワーを+1000する。']).map((d) => d.code),
    ).toEqual(['HF-E016']);
  });
});

describe("a set card's keyword reminder saying its host has the keyword (000 ■セットカード)", () => {
  test.each([
    '【神速】（このカードがセットされているキャラクターは【神速】を持つ。）',
    '【反撃】（このカードがセットされたキャラクターは【反撃】を得る）',
  ])('「%s」 is the keyword', (line) => {
    const name = line.slice(0, line.indexOf('】') + 1);
    expect(defsOf('セット', [line])).toEqual(defsOf('セット', [name]));
  });
  test('HF-E047: another keyword, or on a character', () => {
    expect(
      errors('セット', ['【反撃】（このカードがセットされているキャラクターは【神速】を持つ。）']).map(
        (d) => d.code,
      ),
    ).toEqual(['HF-E047']);
    expect(
      errors('キャラクター', ['【神速】（このカードがセットされているキャラクターは【神速】を持つ。）'])
        .length,
    ).toBeGreaterThan(0);
  });
});

describe('「このターンにこのキャラクターが攻撃を行っていないなら」 (i22tb6)', () => {
  test.each(['攻撃を行っていない', '攻撃していない', '攻撃しなかった'])(
    '「%sなら」 is the negation, never the attack',
    (w) => {
      const line = `[自動]：あなたのターン終了時、このターンにこのキャラクターが${w}なら、カードを1枚引く。`;
      const [def] = defsOf('キャラクター', [line]);
      expect(def).toContain('"kind":"not","cond":{"kind":"attackedThisTurn"');
      const [did] = defsOf('キャラクター', [
        '[自動]：あなたのターン終了時、このターンにこのキャラクターが攻撃を行っていたなら、カードを1枚引く。',
      ]);
      expect(did).not.toContain('"kind":"not"');
    },
  );
});
