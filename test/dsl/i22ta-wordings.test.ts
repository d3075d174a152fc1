// Issue 22 (helper i22ta): wordings of the fifth round's blind sets (a Union Arena / Chaos TCG style and a
// Lorcana / Hearthstone Japanese localisation style), read by codegen/dsl/designerWordsTrain4a.ts (each row's own
// example is tested by test/dsl/designerWords.test.ts). Here: whole cards as such designers write them mean what
// the canonical wording means, keyword reminders in their places are checked against rules/keywords.hf (HF-13),
// and what the rows must not read.
import { describe, expect, test } from 'vitest';
import { compileText } from '../../codegen/dsl/index.js';
import { normalizeWidth } from '../../codegen/dsl/normalize.js';
import { readDesignerLine } from '../../codegen/dsl/parse/reading.js';
import { explainCard } from '../../src/explain/card.js';
import { renderExplanation } from '../../src/explain/render.js';
import { cardText } from './helpers.js';
import { codes, compile, meaning, read } from './wordingHelpers.js';

const explain = (kind: string, lines: string[]) => {
  const r = compile(kind, lines);
  expect(r.diagnostics).toEqual([]);
  return renderExplanation(explainCard(r.cards[0].def, 'ja'));
};

describe('timing labels right after [自動] (HF-12.1)', () => {
  test.each([
    ['[自動]【登場時】：カードを2枚引く。', '[自動]：このキャラクターが戦場に登場した時、カードを2枚引く。'],
    ['[自動]【攻撃時】：カードを1枚引く。', '[自動]：このキャラクターが攻撃した時、カードを1枚引く。'],
    ['[自動]【防御時】：カードを1枚引く。', '[自動]：このキャラクターが防御を行うたび、カードを1枚引く。'],
    ['[自動]【破壊時】 カードを1枚引く。', '[自動]：このキャラクターが破壊された時、カードを1枚引く。'],
    ['【自動】【退場時】：カードを1枚引く。', '[自動]：このキャラクターが戦場を離れた時、カードを1枚引く。'],
    ['【相手のターン終了時】：カードを1枚引く。', '[自動]：対戦相手のターン終了時、カードを1枚引く。'],
  ])('「%s」 means 「%s」', (written, canonical) => {
    expect(meaning('キャラクター', [written])).toEqual(meaning('キャラクター', [canonical]));
  });

  test('on a set card the label is its host’s (「このキャラクター」 on a set card, docs/dsl.md)', () => {
    expect(
      meaning('セット', [
        '[自動]【アタック時】：このカードがセットされているキャラクターはターン終了時までパワー+2000。',
      ]),
    ).toEqual(
      meaning('セット', [
        '[自動]：このキャラクターが攻撃した時、ターン終了時まで、このキャラクターのパワーを+2000する。',
      ]),
    );
  });

  test('「【起動メイン】」: an activated ability used at the main phase timing of your turn only, not in its windows; 【ターン1回】 once per turn (HF-12.4, HF-12.8)', () => {
    expect(meaning('キャラクター', ['【起動メイン】[スリープ]：カードを1枚引く。'])).toEqual(
      meaning('キャラクター', [
        '[スリープ]：あなたのメインフェイズで、何も待機していない時にのみ使用できる。カードを1枚引く。',
      ]),
    );
    expect(meaning('キャラクター', ['【起動メイン】【ターン1回】[2]：カードを1枚引く。'])).toEqual(
      meaning('キャラクター', [
        '[2]：1ターンに1回、あなたのメインフェイズで、何も待機していない時にのみ使用できる。カードを1枚引く。',
      ]),
    );
  });

  test('a bracketed word that is not a label stays a name (not read)', () => {
    expect(read('[自動]【神速】：カードを1枚引く。')).toBe('[自動]【神速】:カードを1枚引く。');
  });
});

describe('verbless power changes with a duration (HF-5.7)', () => {
  test.each([
    [
      '[自動]：このキャラクターが防御を行うたび、あなたのキャラクター一体を対象とし、それはターン終了時までパワー+3000。',
      '[自動]：このキャラクターが防御を行うたび、あなたのキャラクター一体を対象とし、ターン終了時まで、それのパワーを+3000する。',
    ],
    [
      '[自動]：このキャラクターが攻撃した時、あなたの《竜》を持つキャラクター全ては、このターン中パワー+1000される。',
      '[自動]：このキャラクターが攻撃した時、このターン中、あなたの《竜》を持つキャラクター全てのパワーを+1000する。',
    ],
    [
      '[自動]：このキャラクターが戦場に登場した時、このキャラクターはターン終了時までパワー+2000し、【貫通】を得る。',
      '[自動]：このキャラクターが戦場に登場した時、ターン終了時まで、このキャラクターのパワーを+2000し、【貫通】を得る。',
    ],
  ])('「%s」 means 「%s」', (written, canonical) => {
    expect(meaning('キャラクター', [written])).toEqual(meaning('キャラクター', [canonical]));
  });

  test('a duration after the topic of a keyword grant is the grant’s (「…全ては、ターン終了時まで【貫通】を得る」)', () => {
    expect(
      meaning('コマンド', ['あなたのキャラクター全ては、次の対戦相手のターン終了時まで【死殺】を得る。']),
    ).toEqual(
      meaning('コマンド', ['次の対戦相手のターン終了時まで、あなたのキャラクター全ては【死殺】を得る。']),
    );
  });
});

describe('conditions', () => {
  test('「攻撃対象が対戦相手のキャラクターなら」 after an attack label: the trigger is an attack on such a character (HF-8)', () => {
    expect(
      meaning('キャラクター', [
        '[自動]【アタック時】：攻撃対象が対戦相手のスリープであるキャラクターなら、カードを1枚引く。',
      ]),
    ).toEqual(
      meaning('キャラクター', [
        '[自動]：このキャラクターが対戦相手のスリープであるキャラクターに攻撃した時、カードを1枚引く。',
      ]),
    );
    expect(
      meaning('キャラクター', ['[自動]【アタック時】：攻撃対象が相手プレイヤーの場合、カードを1枚引く。']),
    ).toEqual(meaning('キャラクター', ['[自動]：このキャラクターが対戦相手に攻撃した時、カードを1枚引く。']));
    expect(
      explain('キャラクター', [
        '[自動]【アタック時】：攻撃対象が対戦相手のキャラクターなら、カードを1枚引く。',
      ]),
    ).toContain('ほかへの攻撃では誘発しない');
  });

  test('「あなたの「X」が戦場に居る限り」: a character named X on your battlefield; 「…がある」 any card so named', () => {
    expect(
      meaning('キャラクター', [
        '[自動]：自分の「白銀の盾」が戦場にいる限り、このキャラクターは【反撃】を得る。',
      ]),
    ).toEqual(
      meaning('キャラクター', [
        '[自動]：あなたの戦場に「白銀の盾」という名前のキャラクターがいる限り、このキャラクターは【反撃】を得る。',
      ]),
    );
    expect(
      meaning('キャラクター', [
        '[自動]：相手の「黒い塔」が戦場にあるなら、このキャラクターは【警戒】を得る。',
      ]),
    ).toEqual(
      meaning('キャラクター', [
        '[自動]：対戦相手の戦場に「黒い塔」という名前のカードがあるなら、このキャラクターは【警戒】を得る。',
      ]),
    );
  });

  test('「このカードが戦場に在る限り」 is 居る; a comma after 「あなたの戦場に」 changes nothing', () => {
    expect(
      meaning('ワールド・セット', [
        '[自動]：このカードが戦場に存在する限り、あなたのキャラクターのパワーを+1000する。',
      ]),
    ).toEqual(meaning('ワールド・セット', ['[自動]：あなたのキャラクターのパワーを+1000する。']));
    expect(read('[自動]：相手の戦場に、キャラクターが2体以上いるなら、カードを1枚引く。')).toContain(
      '対戦相手の戦場にキャラクターが2体以上いるなら',
    );
  });

  test('「あなたのダメージが3点以上なら」: cards in your damage field (000 ■ダメージ)', () => {
    expect(meaning('コマンド', ['自分のダメージが4点以上なら、カードを2枚引く。'])).toEqual(
      meaning('コマンド', ['あなたのダメージフィールドにカードが4枚以上あるなら、カードを2枚引く。']),
    );
  });
});

describe('Hearthstone style words', () => {
  test('「敵の」 is the opponent’s, 「味方の」 yours, 「各キャラクター」 every character; 「無敵」 is not read', () => {
    expect(meaning('コマンド', ['敵キャラクター全てに、それぞれ2000ダメージを与える。'])).toEqual(
      meaning('コマンド', ['対戦相手のキャラクター全てに2000ダメージを与える。']),
    );
    expect(meaning('コマンド', ['ターン終了時まで、味方の各キャラクターのパワーを+1000する。'])).toEqual(
      meaning('コマンド', ['ターン終了時まで、あなたのキャラクター全てのパワーを+1000する。']),
    );
    expect(read('[自動]：このキャラクターは無敵のキャラクターである。')).toContain('無敵のキャラクター');
  });
});

describe('keyword reminders as other games print them (HF-13: checked against rules/keywords.hf)', () => {
  const plain = (kind: string, line: string) => meaning(kind, [line]);
  test.each([
    ['神速', '【神速】（【神速】を持たないキャラクターは、このキャラクターの攻撃を防御できない）'],
    ['神速', '【神速】（このキャラクターは【神速】を持たないキャラクターには防御されない。）'],
    ['強撃', '【強撃】（このキャラクターが攻撃で対戦相手に与えるダメージは1点増える。）'],
    ['強撃', '【強撃】（このキャラクターの攻撃で相手が受けるダメージは+1される）'],
    ['死殺', '【死殺】（破壊されない。ただし、パワーが0になった場合は破壊される。）'],
    ['死殺', '【死殺】（効果やダメージでは破壊されない）'],
    [
      '反撃',
      '【反撃】（防御に成功したら、攻撃してきたキャラクターにこのキャラクターのパワーに等しいダメージを与える。）',
    ],
    ['貫通', '【貫通】（このキャラクターの攻撃で相手のキャラクターを破壊したら、相手に1ダメージを与える）'],
  ])('【%s】 with 「%s」 is the keyword, nothing more', (name, line) => {
    expect(plain('キャラクター', line)).toEqual(plain('キャラクター', `【${name}】`));
  });

  test.each([
    ['【強撃】（このキャラクターの攻撃が対戦相手に与えるダメージは、2点多くなる。）'], // another amount
    [
      '【貫通】（このキャラクターが攻撃でキャラクターを破壊した時、そのキャラクターの持ち主に1ダメージを与える。）',
    ], // its owner
    ['【反撃】（防御に成功したら、攻撃してきたキャラクターに1000ダメージを与える。）'], // a fixed amount
  ])('「%s」 says something else: HF-E047', (line) => {
    expect(codes('キャラクター', [line])).toEqual(['HF-E047']);
  });

  test('a reminder between the keyword and 「を得る」 is read in its place (「…は【死殺】（…）を得る。」)', () => {
    expect(
      meaning('キャラクター', [
        '[自動]：このキャラクターが攻撃するたび、ターン終了時まで、このキャラクターは【死殺】（ダメージや効果では破壊されない。パワーが0になった時は破壊される。）を得る。',
      ]),
    ).toEqual(
      meaning('キャラクター', [
        '[自動]：このキャラクターが攻撃するたび、ターン終了時まで、このキャラクターは【死殺】を得る。',
      ]),
    );
    expect(
      codes('キャラクター', [
        '[自動]：このキャラクターは【強撃】（このキャラクターの攻撃で相手に与えるダメージは3点多くなる）を得る。',
      ]),
    ).toEqual(['HF-E047']);
  });

  test('on a set card the reminder is what the keyword does for the host, like its definition (HF-4.4, HF-13)', () => {
    for (const [name, reminder] of [
      [
        '反撃',
        'このキャラクターの防御が成功したら、攻撃してきたキャラクターに、このキャラクターのパワーと同じだけのダメージを与える。',
      ],
      ['神速', 'このキャラクターの攻撃は、【神速】を持たないキャラクターでは防御できない。'],
      [
        '貫通',
        'このキャラクターが攻撃によるダメージによってキャラクターを破壊した場合、破壊したキャラクターのプレイヤーに1ダメージを与える。',
      ],
    ])
      expect(
        meaning('セット', [
          `[自動]：このカードがセットされているキャラクターは【${name}】（${reminder}）を得る。`,
        ]),
      ).toEqual(meaning('セット', [`[自動]：このカードがセットされているキャラクターは【${name}】を得る。`]));
    expect(
      codes('セット', [
        '[自動]：このカードがセットされているキャラクターは【強撃】（このキャラクターの攻撃が対戦相手に与えるダメージは、2点多くなる。）を得る。',
      ]),
    ).toEqual(['HF-E047']);
  });
});
