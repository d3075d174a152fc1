// Issue 22 (t21a): wordings of the twenty-first round's d85 (a circus troupe in Pokémon-card style) and d86 (a deep-sea
// set in Yu-Gi-Oh! OCG style) train halves, read by codegen/dsl/designerWordsTrain21a.ts and the grammar
// (「…はダメージによって破壊されない」, RULING «Not destroyed by damage» docs/engine.md). Each row's own example is tested
// by test/dsl/designerWords.test.ts; here each family — sentences a designer of that style would plausibly print
// beyond the corpus sentence — means what the canonical wording means, and near wordings that mean something else
// are not read as it.
import { describe, expect, test } from 'vitest';
import { codes, compile, meaning, read } from './wordingHelpers.js';

type Case = readonly [kind: string, written: string, canonical: string];

const same = (cases: readonly Case[]) =>
  test.each(cases)('%s 「%s」 means 「%s」', (kind, written, canonical) => {
    expect(meaning(kind, [written])).toEqual(meaning(kind, [canonical]));
  });

const SEARCH =
  '[自動]：このキャラクターが戦場に登場した時、あなたのメインデッキから《猛獣》を持つキャラクターカードを1枚まで選び、公開して手札に加える。';
const LOOK =
  '[自動]：このキャラクターが戦場に登場した時、あなたのメインデッキの上から3枚を見る。その中から《一座》を持つキャラクターカードを1枚まで選び、公開して手札に加える。';

describe('Pokémon 「山札を切る」 is shuffling the deck', () => {
  same([
    [
      'キャラクター',
      `${SEARCH}その後、メインデッキを切る。`,
      `${SEARCH}その後、メインデッキをシャッフルする。`,
    ],
    [
      'キャラクター',
      `${SEARCH}その後、自分の山札を切る。`,
      `${SEARCH}その後、メインデッキをシャッフルする。`,
    ],
    [
      'キャラクター',
      `${SEARCH}その後、メインデッキをよく切る。`,
      `${SEARCH}その後、メインデッキをシャッフルする。`,
    ],
    [
      'キャラクター',
      `${LOOK}残りのカードはメインデッキに戻して切る。`,
      `${LOOK}残りをメインデッキに戻してシャッフルする。`,
    ],
    ['キャラクター', `${LOOK}残りを山札に戻して切る。`, `${LOOK}残りをメインデッキに戻してシャッフルする。`],
    [
      'キャラクター',
      `${LOOK}残りをメインデッキに加えて切る。`,
      `${LOOK}残りをメインデッキに戻してシャッフルする。`,
    ],
  ]);
  test('「切る」 of anything but a deck is not read as shuffling', () => {
    expect(read('対戦相手のキャラクター1体を対象とし、それを切る。')).not.toContain('シャッフル');
    expect(read('あなたは切り札を1枚引く。')).not.toContain('シャッフル');
  });
});

describe('「相手に見せてから、手札に加える」 is revealing the card', () => {
  same([
    [
      'キャラクター',
      '[2][スリープ]：自分のトラッシュから《猛獣》のキャラクターカードを1枚選び、相手に見せてから、手札に加える。',
      '[2][スリープ]：あなたのトラッシュから《猛獣》を持つキャラクターカードを1枚選び、公開して手札に加える。',
    ],
    [
      'キャラクター',
      '[2][スリープ]：自分のトラッシュから《猛獣》のキャラクターカードを1枚選び、対戦相手に見せて手札に加える。',
      '[2][スリープ]：あなたのトラッシュから《猛獣》を持つキャラクターカードを1枚選び、公開して手札に加える。',
    ],
    [
      'キャラクター',
      '[2][スリープ]：自分のトラッシュから《猛獣》のキャラクターカードを1枚選び、相手に見せ、手札に加える。',
      '[2][スリープ]：あなたのトラッシュから《猛獣》を持つキャラクターカードを1枚選び、公開して手札に加える。',
    ],
  ]);
});

describe('「N枚選び、…手札に加えることができる」 is 「N枚まで選び、…手札に加える」 (the option is 「まで」)', () => {
  const end = 'その後、メインデッキをシャッフルする。';
  same(
    [
      '加えることができる',
      '加える事ができる',
      '加えてもよい',
      '加えてよい',
      '加えても良い',
      '加えてもいい',
    ].map(
      (may) =>
        [
          'キャラクター',
          `[自動]：このキャラクターが戦場に出たとき、自分のメインデッキから《猛獣》のキャラクターカードを1枚選び、相手に見せてから、手札に${may}。${end}`,
          `${SEARCH}${end}`,
        ] as const,
    ),
  );
  same([
    [
      'キャラクター',
      '[自動]：このキャラクターが戦場に登場した時、あなたのメインデッキの上からカードを3枚見る。その中から《深海生物》を持つカード1枚を対戦相手に見せて手札に加える事ができる。その後、残りのカードを好きな順番でメインデッキの一番下に戻す。',
      '[自動]：このキャラクターが戦場に登場した時、あなたのメインデッキの上から3枚を見る。その中から《深海生物》を持つカードを1枚まで選び、公開して手札に加える。残りを好きな順番でメインデッキの一番下に置く。',
    ],
    [
      'キャラクター',
      '[自動]：このキャラクターが戦場に登場した時、あなたのメインデッキの上から3枚を見る。その中から《深海生物》を持つカード1枚を手札に加えてもよい。残りを好きな順番でメインデッキの一番下に置く。',
      '[自動]：このキャラクターが戦場に登場した時、あなたのメインデッキの上から3枚を見る。その中から《深海生物》を持つカードを1枚まで選び、手札に加える。残りを好きな順番でメインデッキの一番下に置く。',
    ],
  ]);
  test('a sure 「手札に加える」 keeps its count (no 「まで」 added)', () => {
    expect(
      read('あなたのトラッシュから《猛獣》を持つキャラクターカードを1枚選び、手札に加える。'),
    ).not.toContain('まで');
  });
});

describe('OCG 「…度に発動する」 is a trigger each time', () => {
  same([
    [
      'キャラクター',
      '[自動]：このキャラクター以外のキャラクターが破壊される度に発動する。ターン終了時まで、このキャラクターのパワーは1000アップする。',
      '[自動]：このキャラクター以外のキャラクターが破壊されるたび、ターン終了時まで、このキャラクターのパワーを+1000する。',
    ],
    [
      'キャラクター',
      '[自動]：このキャラクターが攻撃を行う度に発動する。あなたはメインデッキからカードを1枚引く。',
      '[自動]：このキャラクターが攻撃を行うたび、あなたはメインデッキからカードを1枚引く。',
    ],
  ]);
  test('「…度に発動できる。」 stays optional', () => {
    expect(
      meaning('キャラクター', [
        '[自動]：このキャラクターが攻撃を行う度に発動できる。あなたはメインデッキからカードを1枚引く。',
      ]),
    ).toEqual(
      meaning('キャラクター', [
        '[自動]：このキャラクターが攻撃を行うたび、任意で、あなたはメインデッキからカードを1枚引く。',
      ]),
    );
  });
});

describe('OCG 「その攻撃を無効にする」 is 「その攻撃を失敗させる」', () => {
  same([
    [
      'コマンド',
      '攻撃を行っている対戦相手のキャラクター1体を対象として発動できる。その攻撃を無効にする。',
      '攻撃を行っている対戦相手のキャラクター1体を対象とし、その攻撃を失敗させる。',
    ],
    [
      'コマンド',
      '攻撃を行っている対戦相手のキャラクター1体を対象とし、その攻撃を無効にし、あなたはメインデッキからカードを1枚引く。',
      '攻撃を行っている対戦相手のキャラクター1体を対象とし、その攻撃を失敗させ、あなたはメインデッキからカードを1枚引く。',
    ],
  ]);
  test('an attack not named by 「その」「この」 is not read (HF-E040 names the mechanic)', () => {
    expect(codes('コマンド', ['全ての攻撃を無効にする。'])).toContain('HF-E040');
  });
});

describe('「それが…カードだった場合、…加える事ができる。手札に加えなかった場合、…一番上か一番下に置く」', () => {
  const look =
    '[自動]：このキャラクターが攻撃を行った時に発動する。あなたのメインデッキの一番上のカードを見る。';
  const canonical = `${look}それが《深海生物》を持つキャラクターカードであれば、そのカードを公開して手札に加えてもよい。そうでなければ、そのカードをメインデッキの一番上か一番下に置く。`;
  same(
    [
      'それが《深海生物》を持つキャラクターカードだった場合、そのカードを対戦相手に見せて手札に加える事ができる。手札に加えなかった場合、',
      'それが《深海生物》を持つキャラクターカードだった場合、そのカードを対戦相手に見せて手札に加えてもよい。加えなかった場合、',
      'そのカードが《深海生物》を持つキャラクターカードだった時、そのカードを相手に見せて手札に加えてよい。手札に加えなければ、',
      'それが《深海生物》を持つキャラクターカードだった場合、そのカードを公開して手札に加えてもよい。そうしなかった場合、',
    ].map(
      (mid) =>
        ['キャラクター', `${look}${mid}そのカードをメインデッキの一番上か一番下に置く。`, canonical] as const,
    ),
  );
  test('「加えなかった場合」 after a sure step is not read as the card left', () => {
    expect(
      read(
        'あなたのメインデッキの一番上のカードを公開し、手札に加える。手札に加えなかった場合、カードを1枚引く。',
      ),
    ).not.toContain('そうでなければ');
  });
});

describe('「…はダメージによって（は）破壊されない」: damage only (HF-9.4; RULING docs/engine.md)', () => {
  const defOf = (kind: string, line: string) => compile(kind, [line]).cards[0]?.def;
  test.each([
    '[カルネージ1]：ターン終了時まで、このキャラクターはダメージによっては破壊されない。',
    '[カルネージ1]：ターン終了時まで、このキャラクターはダメージによって破壊されない。',
    '[カルネージ1]：ターン終了時まで、このキャラクターはダメージでは破壊されない。',
    '[カルネージ1]：ターン終了時まで、このキャラクターは、ダメージによっては破壊されない。',
  ])('「%s」 grants damage-only protection', (line) => {
    expect(JSON.stringify(defOf('キャラクター', line))).toContain('"cause":"damage"');
  });
  test('a static one and a command for a group read the same', () => {
    expect(
      JSON.stringify(defOf('キャラクター', '[自動]：このキャラクターはダメージによって破壊されない。')),
    ).toContain('"cause":"damage"');
    expect(
      JSON.stringify(defOf('コマンド', 'このターン、あなたのキャラクターはダメージによっては破壊されない。')),
    ).toContain('"cause":"damage"');
  });
  test('plain 「破壊されない」 stays protection from every destruction but power 0', () => {
    const def = JSON.stringify(defOf('キャラクター', '[自動]：このキャラクターは破壊されない。'));
    expect(def).toContain('"indestructible"');
    expect(def).not.toContain('"by":');
  });
});

describe('the whole hand shuffled into the main deck (d85 幕間の休憩; grammar pickAll)', () => {
  const canonical =
    'あなたの手札からカードを全て選び、メインデッキの一番下に置き、メインデッキをシャッフルする。その後、あなたはメインデッキからカードを4枚引く。';
  same(
    [
      '自分の手札をすべてメインデッキに戻して切る。その後、自分のメインデッキからカードを4枚引く。',
      'あなたは手札を全てメインデッキに加えてシャッフルする。その後、あなたはメインデッキからカードを4枚引く。',
      '自分の手札を全部山札に戻してよく切る。その後、自分のメインデッキからカードを4枚引く。',
      'あなたの手札のカードをすべて、メインデッキに入れてシャッフルする。その後、あなたはメインデッキからカードを4枚引く。',
    ].map((w) => ['コマンド', w, canonical] as const),
  );
  test('「全て」 is every card, not 「好きな枚数」 (none may be kept)', () => {
    expect(meaning('コマンド', [canonical])).not.toEqual(
      meaning('コマンド', [
        'あなたの手札からカードを好きな枚数選び、メインデッキの一番下に置き、メインデッキをシャッフルする。その後、あなたはメインデッキからカードを4枚引く。',
      ]),
    );
  });
  test("the opponent's hand is not read into your deck", () => {
    expect(read('対戦相手の手札をすべてメインデッキに戻して切る。')).not.toContain('あなたの手札から');
  });
});

describe('a destroyed host returned to the hand by its set card (d85 命綱の安全ネット)', () => {
  const canonical =
    '[自動]：このカードがセットされているキャラクターが破壊された時、そのキャラクターを持ち主の手札に戻す。';
  same(
    [
      '[自動]：このカードがセットされているキャラクターが破壊されたとき、そのキャラクターのカードを、トラッシュに置くかわりに持ち主の手札に戻す。',
      '[自動]：このカードがセットされているキャラクターが破壊された時、そのキャラクターをトラッシュに置く代わりに、持ち主の手札に戻す。',
      '[自動]：このカードがセットされているキャラクターが破壊された時、そのキャラクターのカードをトラッシュに置かず、持ち主の手札に戻す。',
    ].map((w) => ['セット', w, canonical] as const),
  );
});

describe('an activated ability used from the trash (d86 シーラカンス) is not built: HF-E040 names it', () => {
  test.each([
    '[カルネージ2]：このカードがあなたのトラッシュに存在する場合に発動できる。このカードをアクティブ状態で戦場に登場させる。',
    '[2]：このカードが自分の墓地にある場合に発動できる。このカードを戦場に登場させる。',
  ])('「%s」', (line) => {
    const d = compile('キャラクター', [line]).diagnostics.find((x) => x.code === 'HF-E040');
    expect(d?.message).toContain('トラッシュや手札にあるカードの起動能力');
  });
});
