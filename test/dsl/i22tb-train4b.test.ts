// Issue 22 (helper i22tb): polite forms read by conjugation (codegen/dsl/politeVerbs.ts) and the fourth round's
// Gundam / board-game wordings (codegen/dsl/designerWordsTrain4b.ts). Every row's own example is tested by
// designerWords.test.ts; these tests cover the verb list as a whole, the cards the wordings compile to, and the
// wordings that must NOT be read (a reminder that does not restate the rules stays, and the line is rejected).
import { describe, expect, test } from 'vitest';
import { compileText } from '../../codegen/dsl/index.js';
import { normalizeWidth } from '../../codegen/dsl/normalize.js';
import { readDesignerLine } from '../../codegen/dsl/parse/reading.js';
import { GODAN_VERBS, ICHIDAN_VERBS, conjugate } from '../../codegen/dsl/politeVerbs.js';
import { printFile } from '../../codegen/dsl/print/file.js';
import { cardText, parse } from './helpers.js';

const read = (line: string) => readDesignerLine(normalizeWidth(line)).text;

/** The card's definitions without the printed text, for comparing two wordings. */
function defsOf(kind: string, lines: string[], extra: string[] = []) {
  const r = compileText(cardText(kind, lines, extra), 't.hf');
  expect(r.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  return r.cards.map((c) =>
    JSON.stringify({ ...c.def, abilities: c.def.abilities.map(({ text: _t, ...a }) => a) }),
  );
}

const errorsOf = (kind: string, lines: string[]) =>
  parse(cardText(kind, lines)).diagnostics.filter((d) => d.severity === 'error');

describe('conjugation (politeVerbs.ts)', () => {
  test.each([
    ['引く', '引き', '引かない', '引いて'],
    ['戻す', '戻し', '戻さない', '戻して'],
    ['支払う', '支払い', '支払わない', '支払って'],
    ['選ぶ', '選び', '選ばない', '選んで'],
    ['なる', 'なり', 'ならない', 'なって'],
    ['持つ', '持ち', '持たない', '持って'],
    ['与える', '与え', '与えない', '与えて'],
    ['できる', 'でき', 'できない', 'できて'],
    ['破壊する', '破壊し', '破壊しない', '破壊して'],
    ['ある', 'あり', 'ない', 'あって'],
  ])('%s: %s / %s / %s', (plain, masu, negative, te) => {
    expect(conjugate(plain)).toEqual({ plain, masu, negative, te });
  });
});

describe('every listed verb is read in its polite forms (issue 22)', () => {
  // ぐ and む verbs end no sentence of the language (no row); いる is the progressive's, read with its verb
  const godan = GODAN_VERBS.filter((v) => !/[ぐむ]$/.test(v) && v !== 'ある' && v !== '在る');
  test.each(godan)('godan %s: 〜ます', (verb) => {
    const c = conjugate(verb);
    expect(read(`それを${c.masu}ます。`)).toBe(`それを${verb}。`);
  });
  test.each(ICHIDAN_VERBS.filter((v) => v !== 'いる'))(
    'ichidan %s: 〜ます、〜ません、〜てください',
    (verb) => {
      const c = conjugate(verb);
      // t22a (codegen/dsl/designerWordsTrain22a.ts): the kanji spelling 出来る may be read as できる as well
      const either = (plain: string) => [`それを${plain}。`, `それを${plain.replace(/^出来/, 'でき')}。`];
      expect(either(verb)).toContain(read(`それを${c.masu}ます。`));
      expect(either(c.negative)).toContain(read(`それを${c.masu}ません。`));
      expect(either(verb)).toContain(read(`それを${c.te}ください。`));
    },
  );
  test.each(GODAN_VERBS.filter((v) => /[くすぶう]$/.test(v) && v !== '行く'))(
    'godan %s: 〜てください',
    (verb) => {
      const c = conjugate(verb);
      expect(read(`それを${c.te}ください。`)).toBe(`それを${verb}。`);
    },
  );
  test.each(GODAN_VERBS.filter((v) => v.endsWith('る') && v !== 'ある' && v !== '在る'))(
    'godan %s: 〜ません',
    (verb) => {
      const c = conjugate(verb);
      expect(read(`それは${c.masu}ません。`)).toBe(`それは${c.negative}。`);
    },
  );
  test.each(GODAN_VERBS.filter((v) => /[くすう]$/.test(v) && v !== '行く'))(
    'godan %s: 〜ことができる (may)',
    (verb) => {
      expect(read(`それを${verb}ことができます。`)).toBe(`それを${conjugate(verb).te}もよい。`);
    },
  );
  test('any verb with an e-row stem, passives and causatives: no list needed', () => {
    expect(read('それを登場させます。')).toBe('それを登場させる。');
    expect(read('それはトラッシュに置かれます。')).toBe('それはトラッシュに置かれる。');
    expect(read('それを並べます。')).toBe('それを並べる。');
    expect(read('それは破壊されません。')).toBe('それは破壊されない。');
  });
});

describe('する or a godan verb in す (issue 22)', () => {
  test.each([
    ['それをゲームから除外します。', 'それをゲームから除外する。'],
    ['それを公開します。', 'それを公開する。'],
    ['カードを1枚ドローします。', 'カードを1枚引く。'],
    ['それをスリープにします。', 'それをスリープにする。'],
    ['それを手札に戻します。', 'それを手札に戻す。'],
    ['それをトラッシュから1枚戻します。', 'それをトラッシュから1枚戻す。'],
  ])('「%s」 reads as 「%s」', (written, canonical) => {
    expect(read(written)).toBe(canonical);
  });
  test('a polite verb in the middle of a word is not read', () => {
    expect(read('「引きます」という名前のキャラクター1体を対象とし、それを破壊する。')).toContain(
      '「引きます」',
    );
  });
});

describe('polite cards compile to the plain cards (issue 22)', () => {
  test.each([
    [
      '[自動]：このキャラクターが戦場に登場した時、あなたはメインデッキからカードを2枚引くことができます。',
      '[自動]：このキャラクターが戦場に登場した時、あなたはメインデッキからカードを2枚引いてもよい。',
    ],
    ['[自動]：このキャラクターは、攻撃を行うことができません。', '[自動]：このキャラクターは攻撃できない。'],
    [
      'あなたのキャラクター1体を対象とし、それを手札に戻してください。',
      'あなたのキャラクター1体を対象とし、それを手札に戻す。',
    ],
    [
      'あなたはメインデッキの上から2枚を見て、好きな順番でメインデッキの一番上に置いてください。',
      'あなたはメインデッキの上から2枚を見て、好きな順番でメインデッキの一番上に置く。',
    ],
    [
      '対戦相手のキャラクター1体を対象とし、それに3000ダメージを与えます。その後、あなたはカードを1枚ドローします。',
      '対戦相手のキャラクター1体を対象とし、それに3000ダメージを与える。その後、あなたはカードを1枚引く。',
    ],
    [
      '[自動]：このキャラクターが戦場に居る限り、あなたの他の《店員》を持つキャラクターのパワーは+1000になります。',
      '[自動]：このキャラクターが戦場に居る限り、あなたの他の《店員》を持つキャラクターのパワーは+1000される。',
    ],
    [
      '[自動]：このカードが戦場に居る限り、あなたの《給仕》を持つキャラクターは【警戒】を持ちます。',
      '[自動]：このカードが戦場に居る限り、あなたの《給仕》を持つキャラクターは【警戒】を得る。',
    ],
  ])('「%s」', (polite, plain) => {
    const kind = polite.startsWith('[') ? 'キャラクター' : 'コマンド';
    expect(defsOf(kind, [polite])).toEqual(defsOf(kind, [plain]));
  });
});

describe('the Gundam / FaB style (issue 22)', () => {
  test('「《機甲》キャラクター」 and 「《A》《B》キャラクターカード」 are cards with the traits', () => {
    expect(
      defsOf('キャラクター', [
        '[2][スリープ]：スリープであるあなたの《機甲》キャラクター一体を対象とし、それをアクティブにする。',
      ]),
    ).toEqual(
      defsOf('キャラクター', [
        '[2][スリープ]：スリープであるあなたの《機甲》を持つキャラクター1体を対象とし、それをアクティブにする。',
      ]),
    );
    expect(read('あなたのトラッシュから《機甲》《エース》キャラクターカードを1枚選び、手札に加える。')).toBe(
      'あなたのトラッシュから《機甲》を持つ《エース》を持つキャラクターカードを1枚選び、手札に加える。',
    );
  });

  test('「①【強撃】」 is the keyword; 「①[自動]」 keeps its number for 「…の①の効果」', () => {
    expect(defsOf('キャラクター', ['①【強撃】', '②【反撃】'])).toEqual(
      defsOf('キャラクター', ['【強撃】', '【反撃】']),
    );
    expect(read('①[自動]：このキャラクターが戦場に登場した時、カードを1枚引く。')).toMatch(/^①/);
  });

  test('「セット先のキャラクター」 is the host; 「そのキャラクター」 after its trigger too', () => {
    expect(defsOf('セット', ['[自動]：セット先のキャラクターは【神速】を得る。'])).toEqual(
      defsOf('セット', ['[自動]：このカードがセットされているキャラクターは【神速】を得る。']),
    );
    expect(
      defsOf('セット', [
        '[自動]：このカードがセットされているキャラクターが攻撃を行うたび、ターン終了時まで、そのキャラクターのパワーを+2000します。',
      ]),
    ).toEqual(
      defsOf('セット', [
        '[自動]：このカードがセットされているキャラクターが攻撃を行うたび、ターン終了時まで、このカードがセットされているキャラクターのパワーを+2000する。',
      ]),
    );
  });

  test('「そのキャラクター」 after a target is the target, not the trigger’s character', () => {
    expect(
      read(
        '[自動]：このキャラクターが攻撃を行うたび、対戦相手のキャラクター1体を対象とし、そのキャラクターのパワーを-1000する。',
      ),
    ).toContain('対象とし、そのキャラクター');
  });

  test('「ターン終了時、」 with no player is every turn’s end', () => {
    expect(defsOf('セット', ['[自動]：ターン終了時、セット先のキャラクターを破壊する。'])).toEqual(
      defsOf('セット', [
        '[自動]：各プレイヤーのターン終了時、このカードがセットされているキャラクターを破壊する。',
      ]),
    );
  });

  test('「…が攻撃を行い、そのダメージでキャラクターを破壊した時」', () => {
    expect(
      defsOf('キャラクター', [
        '[自動]：このキャラクターが攻撃を行い、そのダメージで対戦相手のキャラクターを破壊した時、カードを1枚引く。',
      ]),
    ).toEqual(
      defsOf('キャラクター', [
        '[自動]：このキャラクターの攻撃によるダメージで対戦相手のキャラクターが破壊された時、カードを1枚引く。',
      ]),
    );
  });

  test('「ターン終了時までそれを…」 without the comma', () => {
    expect(
      defsOf('コマンド', [
        '対戦相手のキャラクター一体を対象とし、ターン終了時までそれをあなたのキャラクターとする。',
      ]),
    ).toEqual(
      defsOf('コマンド', [
        '対戦相手のキャラクター1体を対象とし、ターン終了時まで、それをあなたのキャラクターとする。',
      ]),
    );
  });

  test('「パワーは5000になる」 (a set value) is not read as a change', () => {
    // m10a: read as the set it is (「…のパワーを5000にする」, RULING «Power set or copied»), never as +5000
    expect(read('[自動]：このキャラクターのパワーは5000になる。')).not.toContain('+5000');
  });
});

describe('reminder notes (issue 22)', () => {
  test('a note giving a duration the sentence does not have stays (it would change the effect)', () => {
    const plain = '[自動]：あなたのターン終了時、このキャラクターのパワーを+1000します。';
    expect(errorsOf('キャラクター', [plain])).toEqual([]);
    expect(
      errorsOf('キャラクター', [`${plain}（この効果はターン終了時まで続きます。）`]).length,
    ).toBeGreaterThan(0);
  });

  test('a note that restates the rules about what the sentence did is read away', () => {
    expect(
      defsOf('コマンド', [
        'キャラクター1体を対象とし、それを破壊します。（そのキャラクターにセットされていたカードは、トラッシュに置かれます。）',
      ]),
    ).toEqual(defsOf('コマンド', ['キャラクター1体を対象とし、それを破壊する。']));
    expect(
      defsOf('コマンド', [
        'キャラクター1体を対象とし、それをゲームから除外します。（これは「破壊」ではありません。）',
      ]),
    ).toEqual(defsOf('コマンド', ['キャラクター1体を対象とし、それをゲームから除外する。']));
    expect(
      defsOf('コマンド', [
        'あなたのメインデッキの上から4枚を見て、好きな順番でメインデッキの一番下に置いてください。（メインデッキが4枚に満たない場合、この効果では何も起こりません。）',
      ]),
    ).toEqual(
      defsOf('コマンド', ['あなたのメインデッキの上から4枚を見て、好きな順番でメインデッキの一番下に置く。']),
    );
  });

  test('「（強制）」「（任意）」「（対象を取らない）」「（どちらのプレイヤーのものでもよい）」 that restate the sentence', () => {
    expect(
      defsOf('コマンド', ['あなたはカードを2枚引く。その後、あなたは手札を1枚捨てる（強制）。']),
    ).toEqual(defsOf('コマンド', ['あなたはカードを2枚引く。その後、あなたは手札を1枚捨てる。']));
    expect(defsOf('コマンド', ['カードを1枚引いてもよい（任意）。'])).toEqual(
      defsOf('コマンド', ['カードを1枚引いてもよい。']),
    );
    expect(defsOf('コマンド', ['キャラクター全てに1000ダメージを与える（対象を取らない）。'])).toEqual(
      defsOf('コマンド', ['キャラクター全てに1000ダメージを与える。']),
    );
    expect(
      defsOf('コマンド', [
        'キャラクター一体（どちらのプレイヤーのものでもよい）を対象とし、それを手札に戻す。',
      ]),
    ).toEqual(defsOf('コマンド', ['キャラクター1体を対象とし、それを手札に戻す。']));
  });

  test.each([
    // the set cards go to the hand: not the rule (000 ■セットカード puts them in the trash)
    'キャラクター1体を対象とし、それを持ち主の手札に戻します。（そのキャラクターにセットされていたカードは、持ち主の手札に戻ります。）',
    // the character was not moved: nothing for the note to restate
    'キャラクター1体を対象とし、それをスリープにします。（そのキャラクターにセットされていたカードは、トラッシュに置かれます。）',
    // destroying IS 「破壊」: the note contradicts the sentence
    'キャラクター1体を対象とし、それを破壊します。（これは「破壊」ではありません。）',
    // 「（強制）」 on an optional sentence, 「（任意）」 on a mandatory one: the note contradicts it
    'カードを1枚引いてもよい（強制）。',
    'カードを1枚引く（任意）。',
    // 「1体まで」 and 「（強制）」: must it choose one when it can? the note may say so
    '対戦相手のキャラクターを1体まで対象とし、それを破壊する（強制）。',
    // 「（対象を取らない）」 on a line that targets
    '対戦相手のキャラクター1体を対象とし、それに1000ダメージを与える（対象を取らない）。',
    // 「（どちらのプレイヤーのものでもよい）」 after 「あなたの…」
    'あなたのキャラクター1体（どちらのプレイヤーのものでもよい）を対象とし、それを破壊する。',
    // 「（0未満にはならない）」 after a cost increase
    '[自動]：あなたの《竜》を持つカードのコストは1多くなる（0未満にはならない）。',
    // another count than the one looked at
    'あなたのメインデッキの上から3枚を見て、好きな順番でメインデッキの一番下に置く。（メインデッキが2枚に満たない場合、この効果では何も起こりません。）',
  ])('a note that says something else stays, and the line is rejected: 「%s」', (line) => {
    expect(errorsOf('コマンド', [line]).length).toBeGreaterThan(0);
  });
});

describe('count conditions (issue 22)', () => {
  test('「手札が0枚であれば、」', () => {
    expect(
      defsOf('キャラクター', [
        '[自動]：このキャラクターが戦場に登場した時、あなたの手札が0枚であれば、カードを2枚引きます。',
      ]),
    ).toEqual(
      defsOf('キャラクター', [
        '[自動]：このキャラクターが戦場に登場した時、あなたの手札が0枚なら、カードを2枚引く。',
      ]),
    );
  });
});

describe('「戦場にある全てのキャラクター」「それぞれ」 (issue 22)', () => {
  test('every character on the battlefield, each dealt the amount', () => {
    expect(defsOf('コマンド', ['戦場にある全てのキャラクターに、それぞれ2000ダメージを与えます。'])).toEqual(
      defsOf('コマンド', ['キャラクター全てに2000ダメージを与える。']),
    );
    expect(
      defsOf('コマンド', ['対戦相手の戦場に居るキャラクター全てに、各々1000ダメージを与える。']),
    ).toEqual(defsOf('コマンド', ['対戦相手のキャラクター全てに1000ダメージを与える。']));
  });
});

describe('hflux fmt prints the canonical text (issue 22)', () => {
  test('a card in these styles prints as text that compiles to the same card', () => {
    const source = [
      '【セット】t',
      '【カード】試作機',
      '種別：キャラクター',
      'コスト：3',
      '分類：《機甲》',
      'パワー：3000',
      'テキスト：',
      '  ①【警戒】',
      '  ②[自動]：このキャラクターが登場した時、あなたの《支援》キャラクターが戦場に居る場合、カードを1枚引きます。',
      '  [1][スリープ]：キャラクター一体（どちらのプレイヤーのものでもよい）を対象とし、ターン終了時までそれのパワーを-1000します。（パワーが0になった場合は破壊されます）',
      '',
      '【カード】整備ドック',
      '種別：セット',
      'コスト：1',
      'パワー：+1000',
      'テキスト：',
      '  このカードは、あなたの《機甲》キャラクターにのみセットすることができます。',
      '  [自動]：セット先のキャラクターが防御を行うたび、ターン終了時まで、そのキャラクターのパワーを+1000します。',
      '',
    ].join('\n');
    const first = compileText(source, 't.hf');
    expect(first.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const printed = printFile(parse(source).ir);
    expect(printed).toContain('セット対象：あなたの《機甲》を持つキャラクター');
    expect(printed).toContain('  【警戒】\n');
    expect(printed).not.toContain('ます。');
    const again = compileText(printed, 't.hf');
    expect(again.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const defs = (r: typeof first) =>
      r.cards.map((c) =>
        // (the printed file has a blank line after 【セット】: only the source lines move)
        JSON.stringify({
          ...c.def,
          source: undefined,
          abilities: c.def.abilities.map(({ text: _t, ...a }) => a),
        }),
      );
    expect(defs(again)).toEqual(defs(first));
  });
});
