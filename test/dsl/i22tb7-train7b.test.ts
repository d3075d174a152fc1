// Issue 22 (helper i22tb7): the eighth round's wordings (codegen/dsl/designerWordsTrain7b.ts) in their families —
// 2024–25 timing labels in any bracket, a rules manager's 「次の処理を順に行う。①…②…」 and restating reminders — with
// variants a designer of each style would write in the sibling cards (not only the corpus sentences), the words
// that must NOT be read, and `hflux fmt` of the new 「…メインフェイズで、何も待機していない時」.
import { describe, expect, test } from 'vitest';
import { compileText } from '../../codegen/dsl/index.js';
import { formatText } from '../../codegen/dsl/tools/fmt.js';
import { cardText } from './helpers.js';
import { defsOf, read } from './wordingHelpers.js';

/** What a card does (its abilities without their printed text): two wordings of one card compare equal. */
const abilitiesOf = (kind: string, lines: string[]) => {
  const r = compileText(cardText(kind, lines), 't.hf');
  expect(r.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  return JSON.stringify(r.cards.map((c) => c.def.abilities.map(({ text: _t, ...a }) => a)));
};

const errors = (kind: string, lines: string[]) =>
  compileText(cardText(kind, lines), 't.hf')
    .diagnostics.filter((d) => d.severity === 'error')
    .map((d) => `${d.code} ${d.message}`);

describe('timing labels in any bracket (issue 22, HF-12.1)', () => {
  const triggers: [string, string][] = [
    ['登場時', 'このキャラクターが戦場に登場した時、'],
    ['アタック時', 'このキャラクターが攻撃した時、'],
    ['攻撃時', 'このキャラクターが攻撃した時、'],
    ['ブロック時', 'このキャラクターが防御を行うたび、'],
    ['防御時', 'このキャラクターが防御を行うたび、'],
    ['破壊時', 'このキャラクターが破壊された時、'],
    ['退場時', 'このキャラクターが戦場を離れた時、'],
    ['自分のターン終了時', 'あなたのターン終了時、'],
    ['相手のターン開始時', '対戦相手のアクティブフェイズ開始時、'],
    ['ターン終了時', '各プレイヤーのターン終了時、'],
    ['被アタック時', 'このキャラクターが攻撃された時、'],
    ['相手のアタック時', '対戦相手のキャラクターが攻撃した時、'],
    ['自分のメインフェイズ開始時', 'あなたのメインフェイズ開始時、'],
    ['相手のドローフェイズ終了時', '対戦相手のドローフェイズ終了時、'],
  ];
  const forms = (label: string) => [
    `[自動]〔${label}〕：カードを1枚引く。`,
    `[自動]〔${label}〕カードを1枚引く。`,
    `〔${label}〕カードを1枚引く。`,
    `〔${label}〕：カードを1枚引く。`,
    `[自動]〈${label}〉：カードを1枚引く。`,
    `［${label}］カードを1枚引く。`,
  ];
  test.each(triggers)('〔%s〕 is the trigger 「%s」', (label, trigger) => {
    const canonical = defsOf('キャラクター', [`[自動]：${trigger}カードを1枚引く。`]);
    for (const written of forms(label)) expect(defsOf('キャラクター', [written])).toEqual(canonical);
  });

  test.each([
    ['自分のターン中', 'あなたのターン中'],
    ['自分のターン', 'あなたのターン中'],
    ['あなたのターン中', 'あなたのターン中'],
    ['相手のターン中', '対戦相手のターン中'],
    ['対戦相手のターン中', '対戦相手のターン中'],
  ])('〔%s〕 on a continuous effect is 「%s、」', (label, during) => {
    const canonical = defsOf('キャラクター', [`[自動]：${during}、このキャラクターのパワーを+2000する。`]);
    for (const written of [
      `[自動]〔${label}〕：このキャラクターのパワー+2000。`,
      `〔${label}〕このキャラクターのパワー+2000。`,
      `【${label}】このキャラクターのパワーを+2000する。`,
    ])
      expect(defsOf('キャラクター', [written])).toEqual(canonical);
  });

  test('〔相手のターン中〕〔ターン1〕 before a trigger: only in that turn, once per turn (HF-12.8)', () => {
    const canonical = defsOf('キャラクター', [
      '[自動]：対戦相手のターン中、対戦相手がコマンドをプレイした時、カードを1枚引く。1ターンに1回。',
    ]);
    for (const written of [
      '〔相手のターン中〕〔ターン1〕相手がコマンドをプレイした時、カードを1枚引く。',
      '[自動]〔相手のターン中〕〔ターン1〕：相手がコマンドをプレイした時、カードを1枚引く。',
      '〔ターン1〕〔相手のターン中〕相手がコマンドをプレイした時、カードを1枚引く。',
      '[自動]〔相手のターン中〕〔1ターンに1回〕：相手がコマンドをプレイした時、カードを1枚引く。',
    ])
      expect(defsOf('キャラクター', [written])).toEqual(canonical);
  });

  test('〔ターン1〕 with a timing label, before costs, or before a trigger with no [自動]', () => {
    expect(defsOf('キャラクター', ['〔ブロック時〕〔ターン1〕カードを1枚引く。'])).toEqual(
      defsOf('キャラクター', ['[自動]：このキャラクターが防御を行うたび、カードを1枚引く。1ターンに1回。']),
    );
    expect(defsOf('キャラクター', ['〔ターン1〕[1]：カードを1枚引く。'])).toEqual(
      defsOf('キャラクター', ['[1]：カードを1枚引く。1ターンに1回。']),
    );
    expect(
      defsOf('ワールド・セット', ['〔ターン1〕自分のキャラクターが破壊された時、カードを1枚引く。']),
    ).toEqual(
      defsOf('ワールド・セット', [
        '[自動]：あなたのキャラクターが破壊された時、カードを1枚引く。1ターンに1回。',
      ]),
    );
  });

  test.each([
    [
      '〔相手のターン中〕[スリープ]：カードを1枚引く。',
      '[スリープ]：対戦相手のターン中にのみ使用できる。カードを1枚引く。',
    ],
    [
      '〔自分のターン中〕〔ターン1〕[1]：カードを1枚引く。',
      '[1]：あなたのターン中にのみ使用できる。カードを1枚引く。1ターンに1回。',
    ],
  ])(
    'a turn label before the costs: when the activated ability may be used (HF-12.4) 「%s」',
    (written, canonical) => {
      expect(defsOf('キャラクター', [written])).toEqual(defsOf('キャラクター', [canonical]));
    },
  );

  test('〔常時〕 and 〔ダメージトリガー〕', () => {
    expect(defsOf('キャラクター', ['〔常時〕このキャラクターのパワー+1000。'])).toEqual(
      defsOf('キャラクター', ['[自動]：このキャラクターのパワーを+1000する。']),
    );
    expect(defsOf('キャラクター', ['〔ダメージトリガー〕カードを1枚引く。'])).toEqual(
      defsOf('キャラクター', ['【ダメージトリガー】：カードを1枚引く。']),
    );
  });

  test('the canonical 「[1ターンに1回]」 and ONE PIECE 【登場時】 are not read again', () => {
    expect(read('[1ターンに1回][1]:カードを1枚引く。')).toBe('[1ターンに1回][1]:カードを1枚引く。');
    expect(read('【登場時】カードを1枚引く。')).toContain('このキャラクターが戦場に登場した時');
  });
});

describe('〔起動・メイン〕 and 〔メイン〕: the main phase with nothing waiting (issue 22, HF-6.4, HF-12.4)', () => {
  test.each([
    '〔起動・メイン〕[1][スリープ]：カードを1枚引く。',
    '〔起動：メイン〕[1][スリープ]：カードを1枚引く。',
    '〈起動・メイン〉[1][スリープ]：カードを1枚引く。',
    '［起動メイン］[1][スリープ]：カードを1枚引く。',
  ])('「%s」', (written) => {
    expect(defsOf('キャラクター', [written])).toEqual(
      defsOf('キャラクター', [
        '[1][スリープ]：あなたのメインフェイズで、何も待機していない時にのみ使用できる。カードを1枚引く。',
      ]),
    );
  });

  test('〔起動・メイン〕〔ターン1〕: once per turn too', () => {
    expect(defsOf('キャラクター', ['〔起動・メイン〕〔ターン1〕[スリープ]：カードを1枚引く。'])).toEqual(
      defsOf('キャラクター', [
        '[スリープ]：あなたのメインフェイズで、何も待機していない時にのみ使用できる。カードを1枚引く。1ターンに1回。',
      ]),
    );
  });

  test('a command’s 〔メイン〕 opening its effect line is its play restriction', () => {
    const canonical = defsOf('コマンド', [
      'このカードは、あなたのメインフェイズで、何も待機していない時にのみプレイできる。',
      'あなたのキャラクター全てをアクティブにする。',
    ]);
    for (const written of [
      '〔メイン〕自分のキャラクターをすべてアクティブにする。',
      '〔メイン〕：自分のキャラクターを全てアクティブにする。',
      '【メイン】自分のキャラクター全てをアクティブにする。',
    ])
      expect(defsOf('コマンド', [written])).toEqual(canonical);
  });

  test('the canonical 「あなたのメインフェイズにのみ使用できる」 keeps its windows (a different condition)', () => {
    expect(
      defsOf('キャラクター', ['[1]：あなたのメインフェイズにのみ使用できる。カードを1枚引く。']),
    ).not.toEqual(
      defsOf('キャラクター', [
        '[1]：あなたのメインフェイズで、何も待機していない時にのみ使用できる。カードを1枚引く。',
      ]),
    );
  });

  test('hflux fmt prints 「…で、何も待機していない時」 and it compiles to the same card', () => {
    const source = cardText('キャラクター', ['〔起動・メイン〕[1]：カードを1枚引く。']);
    const printed = formatText(source, 't.hf').text ?? '';
    expect(printed).toContain('あなたのメインフェイズで、何も待機していない時にのみ使用できる');
    const a = compileText(source, 't.hf').cards[0].def.abilities.map(({ text: _t, ...x }) => x);
    const b = compileText(printed, 't.hf').cards[0].def.abilities.map(({ text: _t, ...x }) => x);
    expect(b).toEqual(a);
  });
});

describe('「次の処理を順に行う。①…②…」 (issue 22)', () => {
  test.each([
    '次の処理を順に行う。①カードを2枚引く。②手札を1枚捨てる。',
    '以下の処理を順番に行う。①カードを2枚引く。②手札を1枚捨てる。',
    '次の効果を順に処理する。① カードを2枚引く。② 手札を1枚捨てる。',
    '次を順に行う。①カードを2枚引く。②手札を1枚捨てる。',
  ])('「%s」 is the sentences in order', (written) => {
    expect(defsOf('コマンド', [written])).toEqual(defsOf('コマンド', ['カードを2枚引く。手札を1枚捨てる。']));
  });

  test.each([
    '（①と②は別の処理として扱う。）',
    '（①が解決されなかった場合も、②は行う。）',
    '（②では、①で手札に加えたカードを選んでもよい。①が解決されなかった場合も、②は行う。）',
  ])('a reminder that the steps are separate processes: %s', (reminder) => {
    const steps =
      '次の処理を順に行う。①あなたのトラッシュのカード1枚を対象とし、それを手札に加える。②あなたは自分の手札を1枚選び、メインデッキの一番上に置く。';
    expect(defsOf('コマンド', [`${steps}${reminder}`])).toEqual(defsOf('コマンド', [steps]));
  });

  test('「あなたは以下から1つを選ぶ。」 and 「…を見る。その後、あなたはそれらを好きな順番で…」', () => {
    expect(
      defsOf('キャラクター', [
        '[自動]：このキャラクターが登場した時、あなたは以下から1つを選ぶ。・カードを1枚引く。・対戦相手のキャラクター1体を対象とし、それに1000ダメージを与える。',
      ]),
    ).toEqual(
      defsOf('キャラクター', [
        '[自動]：このキャラクターが登場した時、以下から1つを選ぶ。・カードを1枚引く。・対戦相手のキャラクター1体を対象とし、それに1000ダメージを与える。',
      ]),
    );
    expect(
      abilitiesOf('キャラクター', [
        '[自動]：このキャラクターが登場した時、あなたは自分のメインデッキの上から3枚を見る。その後、あなたはそれらを好きな順番でメインデッキの一番上に戻す。',
      ]),
    ).toEqual(
      abilitiesOf('キャラクター', [
        '[自動]：このキャラクターが登場した時、あなたのメインデッキの上から3枚を見て、好きな順番でメインデッキの一番上に戻す。',
      ]),
    );
  });

  test('three steps after a target', () => {
    expect(
      defsOf('キャラクター', [
        '[自動]：このキャラクターが登場した時、相手のキャラクター1体を対象とし、次の処理を順に行う。①それをスリープにする。②それに1000ダメージを与える。③カードを1枚引く。',
      ]),
    ).toEqual(
      defsOf('キャラクター', [
        '[自動]：このキャラクターが戦場に登場した時、対戦相手のキャラクター1体を対象とし、それをスリープにする。それに1000ダメージを与える。カードを1枚引く。',
      ]),
    );
  });

  test('an ability numbered ① (Yu-Gi-Oh style) is not a step', () => {
    expect(read('①[自動]:このキャラクターが戦場に登場した時、カードを1枚引く。')).toContain('①');
  });

  test.each([
    ['そのプレイヤーの', '次の'],
    ['その持ち主の', '次の'],
    ['対戦相手の', '次の対戦相手の'],
  ])('「それは、%s次のアクティブフェイズにアクティブにならない」', (whose, canonical) => {
    expect(
      defsOf('コマンド', [
        `対戦相手のキャラクター1体を対象とし、それをスリープにする。それは、${whose}次のアクティブフェイズにアクティブにならない。`,
      ]),
    ).toEqual(
      defsOf('コマンド', [
        `対戦相手のキャラクター1体を対象とし、それをスリープにする。それは${canonical}アクティブフェイズにアクティブにならない。`,
      ]),
    );
  });
});

describe('a look at the top card put back on top or at the bottom (issue 22, HF-3.4)', () => {
  const canonical = () =>
    abilitiesOf('キャラクター', [
      '[自動]：このキャラクターが戦場に登場した時、あなたのメインデッキの一番上のカードを見て、メインデッキの一番上か一番下に置く。',
    ]);
  test.each([
    '自分のメインデッキの上から1枚を見て、メインデッキの上か下に置く。',
    'あなたは自分のメインデッキの一番上のカードを見る。その後、あなたはそのカードをメインデッキの一番下に置いてもよい。',
    'あなたはメインデッキの上から1枚を見る。その後、あなたはそのカードをメインデッキの一番上か一番下のどちらかに置く。',
    'メインデッキの一番上のカードを見て、それを一番上に戻すか一番下に置く。',
    '自分のメインデッキの上から一枚を見て、そのカードを一番下に置いても構わない。',
  ])('「%s」', (effect) => {
    expect(abilitiesOf('キャラクター', [`[自動]：このキャラクターが登場した時、${effect}`])).toEqual(
      canonical(),
    );
  });
});

describe('reminders that restate the sentence (issue 22: nothing lost, nothing added)', () => {
  test.each([
    ['（攻撃を行ったキャラクターはスリープのままとなる。）'],
    ['（攻撃したキャラクターはスリープのままである）'],
  ])('「その攻撃を失敗させる。%s」', (reminder) => {
    expect(
      defsOf('コマンド', [`攻撃を行っているキャラクター1体を対象とし、その攻撃を失敗させる。${reminder}`]),
    ).toEqual(defsOf('コマンド', ['攻撃を行っているキャラクター1体を対象とし、その攻撃を失敗させる。']));
  });

  test('「（この効果は、その時点で戦場にいるキャラクターにのみ適用される。）」 after 「全て」 with a duration', () => {
    for (const reminder of [
      '（この効果は、その時点で戦場にいるキャラクターにのみ適用される。）',
      '（②は、この処理の時点で戦場に居るキャラクターにのみ適用される。）',
    ])
      expect(
        defsOf('コマンド', [`ターン終了時まで、あなたのキャラクター全てのパワーを+1000する。${reminder}`]),
      ).toEqual(defsOf('コマンド', ['ターン終了時まで、あなたのキャラクター全てのパワーを+1000する。']));
  });

  test.each([
    [
      '[自動]：このキャラクターが登場した時、対戦相手のキャラクター1体を対象とし、それをスリープにする。',
      ['（対象がいない場合、この効果は何もしない。）', '（対象となるキャラクターがいない時は何もしない）'],
    ],
    [
      '[自動]：このキャラクターが登場した時、あなたは手札を1枚選び、トラッシュに置く。',
      ['（手札が0枚の場合、何もしない。）', '（手札がない場合は何も起きない。）'],
    ],
    [
      '[自動]：このキャラクターが登場した時、あなたはメインデッキからカードを1枚引く。',
      [
        '（メインデッキが0枚の場合、リロードを行ってから引く。）',
        '（メインデッキが空の場合、リロードしてから引く）',
      ],
    ],
    [
      '[自動]：このキャラクターが登場した時、あなたは自分のキャラクター1体を選び、そのパワーを+1000する。',
      ['（対象は取らない。）', '（この効果は対象を取らない）'],
    ],
  ])('「%s」 with a reminder of what it does', (line, reminders) => {
    for (const reminder of reminders)
      expect(defsOf('キャラクター', [`${line}${reminder}`])).toEqual(defsOf('キャラクター', [line]));
  });

  test('「（対象がいない場合…）」 is not read on a command (it could not be played: HF-5.4)', () => {
    expect(
      errors('コマンド', [
        '対戦相手のキャラクター1体を対象とし、それをスリープにする。（対象がいない場合、この効果は何もしない。）',
      ]),
    ).not.toEqual([]);
  });

  test('a reminder that says something else stays, and is reported', () => {
    expect(
      errors('コマンド', [
        'ターン終了時まで、あなたのキャラクター全てのパワーを+1000する。（後から登場したキャラクターにも適用される。）',
      ]),
    ).not.toEqual([]);
    expect(
      errors('コマンド', [
        '攻撃を行っているキャラクター1体を対象とし、その攻撃を失敗させる。（攻撃を行ったキャラクターはアクティブになる。）',
      ]),
    ).not.toEqual([]);
  });

  test('「（ワールド・セットも対象にできる。）」 after a set card with no host; kept after a host', () => {
    expect(
      defsOf('コマンド', [
        '持ち主が対戦相手であるセットカード1枚を対象とし、それをトラッシュに置く。（ワールド・セットも対象にできる。）',
      ]),
    ).toEqual(
      defsOf('コマンド', ['持ち主が対戦相手であるセットカード1枚を対象とし、それをトラッシュに置く。']),
    );
    expect(
      read(
        '対戦相手のキャラクターにセットされているセットカード1枚を対象とし、それをトラッシュに置く。（ワールド・セットも対象にできる。）',
      ),
    ).toContain('ワールド・セットも');
  });

  test('a face-down set card defined in its reminder (RULING HF-14.3)', () => {
    expect(
      defsOf('キャラクター', [
        '[自動]：このキャラクターが登場した時、自分のメインデッキの一番上のカードを裏向きでこのキャラクターにセットしてもよい。（裏向きでセットされたカードは、パワー+2000、分類《星》《月》を持ち、能力を持たないセットカードとして扱う。）',
      ]),
    ).toEqual(
      defsOf('キャラクター', [
        '[自動]：このキャラクターが戦場に登場した時、あなたのメインデッキの一番上のカードを、パワー+2000で《星》《月》を持つセットカードとして裏向きでこのキャラクターにセットしてもよい。',
      ]),
    );
  });
});

describe('effect wordings of the label style (issue 22)', () => {
  test.each([
    ['手札に加える', 'それを手札に加える'],
    ['手札に戻す', 'それを手札に戻す'],
  ])('「…を対象とし、%s」', (verb, canonical) => {
    expect(defsOf('コマンド', [`自分のトラッシュのキャラクターカード1枚を対象とし、${verb}。`])).toEqual(
      defsOf('コマンド', [`あなたのトラッシュのキャラクターカード1枚を対象とし、${canonical}。`]),
    );
  });

  test.each(['アタックしている', 'アタックを行っている'])('「%sキャラクター」', (word) => {
    expect(defsOf('コマンド', [`${word}キャラクター1体を対象とし、それをスリープにする。`])).toEqual(
      defsOf('コマンド', ['攻撃しているキャラクター1体を対象とし、それをスリープにする。']),
    );
  });

  test.each(['か', 'または', 'もしくは'])('「相手のセットカード%sワールド・セット1枚」', (or) => {
    expect(
      defsOf('コマンド', [`相手のセットカード${or}ワールド・セット1枚を対象とし、トラッシュに置く。`]),
    ).toEqual(
      defsOf('コマンド', [
        '対戦相手のセットカード1枚（ワールド・セットを含む）を対象とし、それをトラッシュに置く。',
      ]),
    );
  });

  test.each(['対戦相手のターン', '相手のターン中', '対戦相手のターンの間'])(
    '「この能力は%sにのみ使用できる。」 as the last sentence',
    (when) => {
      expect(
        defsOf('キャラクター', [`[スリープ]：カードを1枚引く。この能力は${when}にのみ使用できる。`]),
      ).toEqual(
        defsOf('キャラクター', ['[スリープ]：対戦相手のターン中にのみ使用できる。カードを1枚引く。']),
      );
    },
  );

  test.each(['更に', 'さらに'])('「パワーは%s+1000される」 on a set card', (more) => {
    expect(
      defsOf('セット', [
        `[自動]：このカードがセットされているキャラクターが《騎士》を持つ場合、そのキャラクターのパワーは${more}+1000される。`,
      ]),
    ).toEqual(
      defsOf('セット', [
        '[自動]：このカードがセットされているキャラクターが《騎士》を持つ場合、そのキャラクターのパワーを+1000する。',
      ]),
    );
  });

  test('「…キャラクターが2体以上戦場にいる場合」', () => {
    expect(
      defsOf('キャラクター', [
        '[自動]：あなたのターン終了時、あなたの《騎士》を持つキャラクターが3体以上戦場に居る場合、カードを1枚引く。',
      ]),
    ).toEqual(
      defsOf('キャラクター', [
        '[自動]：あなたのターン終了時、あなたの《騎士》を持つキャラクターが戦場に3体以上いる場合、カードを1枚引く。',
      ]),
    );
  });
});
