// Issue 22 (helper t12a): wordings of the twelfth round's d51 train half (2020s OCG style), read by
// codegen/dsl/designerWordsTrain12a.ts. Each row's own example is tested by test/dsl/designerWords.test.ts; here each
// row's family — variants beyond the corpus sentence — means what the canonical wording means.
import { describe, expect, test } from 'vitest';
import { printFile } from '../../codegen/dsl/print/file.js';
import { cardText, parse } from './helpers.js';
import { codes, meaning, read } from './wordingHelpers.js';

type Case = readonly [kind: string, written: string, canonical: string];

const same = (cases: readonly Case[]) =>
  test.each(cases)('%s 「%s」 means 「%s」', (kind, written, canonical) => {
    expect(meaning(kind, [written])).toEqual(meaning(kind, [canonical]));
  });

const DRAW = 'カードを1枚引く。';
const HIT = 'そのキャラクターに1000ダメージを与える。';

describe('OCG 「発動」 is this game’s 「発揮」 (000: 「…時に発揮される能力」)', () => {
  same([
    [
      'キャラクター',
      `[自動]：このキャラクターが破壊された場合に発動できる。${DRAW}`,
      `[自動]：このキャラクターが破壊された時、任意で、${DRAW}`,
    ],
    [
      'キャラクター',
      `[自動]：このキャラクターが破壊された場合に発動します。${DRAW}`,
      `[自動]：このキャラクターが破壊された時、${DRAW}`,
    ],
  ]);
  test('「発動」 elsewhere is not read (a trigger on a damage trigger keeps its own rows)', () => {
    expect(read('[自動]：あなたがカードの【ダメージトリガー】を発動した時、カードを1枚引く。')).not.toContain(
      '発揮',
    );
  });
});

describe('「…時、…を対象として発動できる。」 on an auto ability: optional, with a target (HF-5.5)', () => {
  same([
    [
      'キャラクター',
      `[自動]：このキャラクターが攻撃を行うたび、対戦相手のキャラクター1体を対象として発動できる。${HIT}`,
      `[自動]：このキャラクターが攻撃を行うたび、任意で、対戦相手のキャラクター1体を対象とし、${HIT}`,
    ],
    [
      'キャラクター',
      '①[自動]：このキャラクターが戦場に登場した時、あなたのトラッシュのキャラクターカード1枚を対象として発動出来る。そのカードを手札に加える。',
      '①[自動]：このキャラクターが戦場に登場した時、任意で、あなたのトラッシュのキャラクターカード1枚を対象とし、そのカードを手札に加える。',
    ],
  ]);
  test('optional is not the same card as the plain trigger', () => {
    const plain = `[自動]：このキャラクターが攻撃を行うたび、対戦相手のキャラクター1体を対象とし、${HIT}`;
    const written = `[自動]：このキャラクターが攻撃を行うたび、対戦相手のキャラクター1体を対象として発動できる。${HIT}`;
    expect(meaning('キャラクター', [written])).not.toEqual(meaning('キャラクター', [plain]));
  });
});

describe('「…時に発動できる。」: an optional trigger; 「…時に発動する。」: a trigger', () => {
  same([
    [
      'キャラクター',
      `[自動]：このキャラクターが防御を行うたびに発動できる。${DRAW}`,
      `[自動]：このキャラクターが防御を行うたび、任意で、${DRAW}`,
    ],
    [
      'キャラクター',
      `②[自動]：このキャラクターが戦場に登場した時に発動できます。${DRAW}`,
      `②[自動]：このキャラクターが戦場に登場した時、任意で、${DRAW}`,
    ],
    [
      'キャラクター',
      `[自動]：このキャラクターが防御を行った時に発動する。${DRAW}`,
      `[自動]：このキャラクターが防御を行うたび、${DRAW}`,
    ],
    [
      'キャラクター',
      `[自動]：あなたのターン終了時に発動する。${DRAW}`,
      `[自動]：あなたのターン終了時、${DRAW}`,
    ],
  ]);
  test('a name-wide once per turn still names the numbered line', () => {
    expect(
      codes('キャラクター', [
        'このカード名の①の効果は1ターンに1度しか使用できない。',
        `①[自動]：このキャラクターが戦場に登場した時に発動できる。${DRAW}`,
      ]),
    ).toEqual([]);
  });
});

describe('「…を対象として発動できる。」 on an activated ability or a command: its target (HF-5.4, HF-12.4)', () => {
  same([
    [
      'キャラクター',
      `①[スリープ]：対戦相手のキャラクター1体を対象として発動できる。${HIT}`,
      `①[スリープ]：対戦相手のキャラクター1体を対象とし、${HIT}`,
    ],
    [
      'キャラクター',
      `[2]：対戦相手のキャラクター1体を対象として発動できる。${HIT}`,
      `[2]：対戦相手のキャラクター1体を対象とし、${HIT}`,
    ],
    [
      'コマンド',
      `①：対戦相手のキャラクター1体を対象として発動できる。${HIT}`,
      `対戦相手のキャラクター1体を対象とし、${HIT}`,
    ],
  ]);
});

describe('a command’s numbered effect 「①：」', () => {
  same([
    ['コマンド', `①：${DRAW}`, DRAW],
    ['コマンド', `② : ${DRAW}`, DRAW],
  ]);
  test('a numbered ability with its label keeps its number', () => {
    expect(read(`①[自動]：このキャラクターが破壊された時、${DRAW}`)).toMatch(/^①\[自動\]/);
  });
});

describe('「《武将》を持たない、パワー4000以下の…」: a comma between the qualifiers', () => {
  const then = 'キャラクター1体を対象とし、それを破壊する。';
  same([
    [
      'コマンド',
      `《武将》を持たない、パワー4000以下の対戦相手の${then}`,
      `《武将》を持たないパワー4000以下の対戦相手の${then}`,
    ],
    [
      'コマンド',
      `《武将》を持つ、コスト3以下の対戦相手の${then}`,
      `《武将》を持つコスト3以下の対戦相手の${then}`,
    ],
  ]);
});

describe('「…全てをアクティブにする。その後、…それらの…」: every such character (d51 籠城)', () => {
  same([
    [
      'コマンド',
      '《城兵》を持つあなたのキャラクター全てをアクティブにする。その後、ターン終了時まで、それらのパワーを+1000する。',
      '《城兵》を持つあなたのキャラクター全てをアクティブにする。ターン終了時まで、《城兵》を持つあなたのキャラクター全てのパワーを+1000する。',
    ],
    [
      'コマンド',
      '対戦相手のキャラクター全てをスリープにする。その後、このターン中、それらのキャラクターのパワーを-1000する。',
      '対戦相手のキャラクター全てをスリープにする。このターン中、対戦相手のキャラクター全てのパワーを-1000する。',
    ],
  ]);
});

describe('「…を攻撃対象として攻撃を行えない」: it cannot attack a player (HF-8.1)', () => {
  same([
    [
      'キャラクター',
      '[自動]：このキャラクターは相手を攻撃対象として攻撃できない。',
      '[自動]：このキャラクターはプレイヤーを攻撃できない。',
    ],
    [
      'セット',
      '[自動]：このカードがセットされているキャラクターは、プレイヤーを攻撃対象として攻撃を宣言できない。',
      '[自動]：このカードがセットされているキャラクターは、プレイヤーを攻撃できない。',
    ],
  ]);
});

describe('「《軍旗》を持つカードがこのキャラクターにセットされている限り」: a card set on this character', () => {
  const then = '、このキャラクターのパワーを+1000する。';
  same([
    [
      'キャラクター',
      `[自動]：《軍旗》を持つセットカードがこのキャラクターにセットされている間${then}`,
      `[自動]：このキャラクターに《軍旗》を持つセットカードがセットされている間${then}`,
    ],
    [
      'キャラクター',
      `②[自動]：カードが、このキャラクターにセットされている限り${then}`,
      `②[自動]：このキャラクターにカードがセットされている限り${then}`,
    ],
  ]);
});

describe('「スリープ状態の《城兵》を持つあなたのキャラクター」: the state before the player', () => {
  const then = 'を1体選び、それをアクティブにする。';
  same([
    [
      'キャラクター',
      `[スリープ]：スリープ状態のあなたのキャラクター${then}`,
      `[スリープ]：スリープであるあなたのキャラクター${then}`,
    ],
    [
      'コマンド',
      'アクティブ状態の《城兵》を持つ対戦相手のキャラクター1体を対象とし、それをスリープにする。',
      'アクティブである《城兵》を持つ対戦相手のキャラクター1体を対象とし、それをスリープにする。',
    ],
  ]);
});

describe('「そのキャラクターが《城壁》または《城門》を持つ場合、」: one of the traits', () => {
  const head = '対戦相手のキャラクター1体を対象とし、そのキャラクターに2000ダメージを与える。';
  same([
    [
      'コマンド',
      `${head}そのキャラクターが《城壁》か《城門》か《砦》を持つなら、代わりに4000ダメージを与える。`,
      `${head}そのキャラクターが《城壁》か《城門》か《砦》を持つキャラクターであるなら、代わりに4000ダメージを与える。`,
    ],
    [
      'コマンド',
      `${head}それが《城壁》もしくは《城門》を持つ場合、代わりに4000ダメージを与える。`,
      `${head}それが《城壁》か《城門》を持つカードである場合、代わりに4000ダメージを与える。`,
    ],
  ]);
});

describe('「このカード名の①②の効果はそれぞれ1ターンに1度しか使用できない。」: each numbered ability once (HF-12.8)', () => {
  const abilities = [
    `①[自動]：このキャラクターが戦場に登場した時に発動できる。${DRAW}`,
    `②[スリープ]：対戦相手のキャラクター1体を対象として発動できる。${HIT}`,
  ];
  const twoLines = [
    'このカード名の①の効果は1ターンに1度しか使用できない。',
    'このカード名の②の効果は1ターンに1度しか使用できない。',
  ];
  test.each([
    'このカード名の①②の効果はそれぞれ1ターンに1度しか使用できない。',
    'このカード名の①と②の効果は、それぞれ1ターンに1度しか使用できない。',
    'このカード名の①・②の効果はそれぞれ1ターンに1回しか使えない。',
  ])('「%s」 is the two lines, one per ability', (line) => {
    expect(meaning('キャラクター', [line, ...abilities])).toEqual(
      meaning('キャラクター', [...twoLines, ...abilities]),
    );
  });
  test('「このカードの①②…それぞれ」 is per card, not per name', () => {
    const perCard = meaning('キャラクター', [
      'このカードの①②の効果はそれぞれ1ターンに1度しか使用できない。',
      ...abilities,
    ]);
    expect(perCard).not.toEqual(meaning('キャラクター', [...twoLines, ...abilities]));
  });
  test('without 「それぞれ」 several numbers are not read (OCG shares one use among them then)', () => {
    expect(
      codes('キャラクター', ['このカード名の①②の効果は1ターンに1度しか使用できない。', ...abilities]),
    ).not.toEqual([]);
  });
  test('hflux fmt prints one line with 「それぞれ」, which reads back the same', () => {
    const written = ['このカード名の①と②の効果は、それぞれ1ターンに1度しか使用できない。', ...abilities];
    const printed = printFile(parse(cardText('キャラクター', written)).ir);
    expect(printed).toContain('このカード名の①②の効果はそれぞれ1ターンに1回。');
    const again = parse(printed);
    expect(again.diagnostics).toEqual([]);
    expect(printFile(again.ir)).toBe(printed);
  });
  test('a number no line has is HF-E085', () => {
    expect(
      codes('キャラクター', ['このカード名の①③の効果はそれぞれ1ターンに1度しか使用できない。', ...abilities]),
    ).toContain('HF-E085');
  });
});

describe('OCG 「①：…時に発動できる。」 with no label: an auto ability (HF-12.1)', () => {
  same([
    [
      'キャラクター',
      `①：このキャラクターが破壊された時に発動できる。${DRAW}`,
      `①[自動]：このキャラクターが破壊された時、任意で、${DRAW}`,
    ],
    [
      'キャラクター',
      `② : このキャラクターが防御を行うたびに発動する。${DRAW}`,
      `②[自動]：このキャラクターが防御を行うたび、${DRAW}`,
    ],
    [
      'キャラクター',
      `①：このキャラクターが戦場に登場した時、対戦相手のキャラクター1体を対象として発動できる。${HIT}`,
      `①[自動]：このキャラクターが戦場に登場した時、任意で、対戦相手のキャラクター1体を対象とし、${HIT}`,
    ],
  ]);
});

describe('「…時、…を対象として発動する。」: a trigger with targets, not optional (HF-5.5)', () => {
  same([
    [
      'キャラクター',
      `[自動]：このキャラクターが攻撃を行うたび、対戦相手のキャラクター1体を対象として発動する。${HIT}`,
      `[自動]：このキャラクターが攻撃を行うたび、対戦相手のキャラクター1体を対象とし、${HIT}`,
    ],
    [
      'キャラクター',
      '[自動]：このキャラクターが戦場に登場した時、対戦相手のキャラクターを3体まで対象として発動する。そのキャラクターをスリープにする。',
      '[自動]：このキャラクターが戦場に登場した時、対戦相手のキャラクター3体までを対象とし、それらをスリープにする。',
    ],
  ]);
  test('「…を2体まで対象として発動できる。」 keeps its 「任意で」 (the count row runs after)', () => {
    expect(
      read(
        '[自動]：このキャラクターが戦場に登場した時、対戦相手のキャラクターを2体まで対象として発動できる。そのキャラクターをスリープにする。',
      ),
    ).toContain('任意で、対戦相手のキャラクター2体までを対象とし、それら');
  });
});

describe('「この効果の発動後、」: the sentence after the effect (HF-5.7)', () => {
  const head = '[自動]：このキャラクターが戦場に登場した時、カードを1枚引く。';
  same([
    [
      'キャラクター',
      `${head}この効果の発動後、次のあなたのターン終了時まで、対戦相手はコマンドをプレイできない。`,
      `${head}対戦相手は次のあなたのターン終了時まで、コマンドをプレイできない。`,
    ],
    [
      'キャラクター',
      `${head}この効果の発動後、ターン終了時まで、このキャラクターは攻撃できない。`,
      `${head}ターン終了時まで、このキャラクターは攻撃できない。`,
    ],
  ]);
  test('an optional ability with a second process is still HF-E086 (one process only)', () => {
    expect(
      codes('キャラクター', [
        `[自動]：このキャラクターが戦場に登場した時に発動できる。${DRAW}この効果の発動後、ターン終了時まで、このキャラクターは攻撃できない。`,
      ]),
    ).toContain('HF-E086');
  });
});
