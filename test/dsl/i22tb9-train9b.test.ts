// Issue 22 (helper i22tb9): the ninth round's no-style sets (a snow country, a dojo; twins: shinobi, an amusement
// park) in their families — each test lists wordings a designer would write in the sibling cards, not only the
// corpus sentence.
import { describe, expect, test } from 'vitest';
import { codes, compile, defsOf, meaning } from './wordingHelpers.js';

/** Each written line compiles to what its canonical line does. */
const same = (kind: string, pairs: [string, string][]) => {
  for (const [written, canonical] of pairs)
    expect([written, defsOf(kind, [written])]).toEqual([written, defsOf(kind, [canonical])]);
};

describe('「このカードがセットされているキャラクターが…たび、それ／そのキャラクターに…」: the host (HF-4.4)', () => {
  const host = (effect: string) =>
    `[自動]：このカードがセットされているキャラクターが攻撃を行うたび、このカードがセットされているキャラクター${effect}`;
  test.each([
    ['そのキャラクターに1000ダメージを与える。', 'に1000ダメージを与える。'],
    ['それに1000ダメージを与える。', 'に1000ダメージを与える。'],
    ['そのキャラクターを破壊する。', 'を破壊する。'],
    ['そのキャラクターをスリープにする。', 'をスリープにする。'],
    ['ターン終了時まで、そのキャラクターのパワーを+1000する。', 'のパワーを+1000する。'],
  ])('「…たび、%s」', (written, canonical) => {
    const w = `[自動]：このカードがセットされているキャラクターが攻撃を行うたび、${written}`;
    const c = host(canonical).replace(
      'たび、このカード',
      written.startsWith('ターン') ? 'たび、ターン終了時まで、このカード' : 'たび、このカード',
    );
    expect(meaning('セット', [w])).toEqual(meaning('セット', [c]));
  });

  test('the same after other host triggers', () => {
    for (const when of ['攻撃した時', '防御を行うたび', 'ダメージを受けた時'])
      expect(
        codes('セット', [
          `[自動]：このカードがセットされているキャラクターが${when}、そのキャラクターに1000ダメージを与える。`,
        ]),
      ).toEqual([]);
  });

  test('a character’s own 「それ」 after its own trigger still names nothing (HF-E016)', () => {
    expect(
      codes('キャラクター', ['[自動]：このキャラクターが攻撃を行うたび、それに1000ダメージを与える。']),
    ).toContain('HF-E016');
  });
});

describe('「…が…の攻撃によって破壊された時」: the passive of 「…が攻撃によるダメージで…を破壊した時」', () => {
  const draw = 'あなたはメインデッキからカードを1枚引く。';
  test.each([
    [
      'あなたの他のキャラクターが対戦相手のキャラクターの攻撃によって破壊された時',
      '対戦相手のキャラクターが攻撃によるダメージであなたの他のキャラクターを破壊した時',
    ],
    [
      'あなたの他のキャラクターが、対戦相手のキャラクターの攻撃で破壊されたとき',
      '対戦相手のキャラクターが攻撃によるダメージであなたの他のキャラクターを破壊したとき',
    ],
    [
      '自分の《剣士》を持つキャラクターが相手のキャラクターの攻撃によるダメージで破壊されるたび',
      '相手のキャラクターが攻撃によるダメージで自分の《剣士》を持つキャラクターを破壊するたび',
    ],
    [
      'あなたのキャラクターが対戦相手の《鬼》を持つキャラクターの攻撃により破壊された場合',
      '対戦相手の《鬼》を持つキャラクターが攻撃によるダメージであなたのキャラクターを破壊した場合',
    ],
  ])('「%s」', (written, canonical) => {
    same('キャラクター', [[`[自動]：${written}、${draw}`, `[自動]：${canonical}、${draw}`]]);
  });

  test('after 「1ターンに1回、」 too', () => {
    same('キャラクター', [
      [
        `[自動]：1ターンに1回、あなたの他のキャラクターが対戦相手のキャラクターの攻撃によって破壊された時、${draw}`,
        `[自動]：1ターンに1回、対戦相手のキャラクターが攻撃によるダメージであなたの他のキャラクターを破壊した時、${draw}`,
      ],
    ]);
  });
});

describe('「…を1枚選び、トラッシュに置く。そうできないならば、…」: the else of a choice that found nothing', () => {
  const choose = '[自動]：あなたのターン終了時、あなたの手札からカードを1枚選び、トラッシュに置く。';
  const canonical = `${choose}そうしなかった場合、このキャラクターを破壊する。`;
  test.each([
    'そうできないならば',
    'そうできないなら',
    'そうできない場合',
    'そうできなかった場合',
    'そうできなければ',
    'そうできなかったなら',
  ])('「%s、…」', (word) => {
    same('キャラクター', [[`${choose}${word}、このキャラクターを破壊する。`, canonical]]);
  });

  test('the choice is checked, and the else is its else', () => {
    const m = meaning('キャラクター', [`${choose}そうできないならば、このキャラクターを破壊する。`]);
    const step = m.abilities[0].effect.processes[0].steps[0];
    expect(step).toMatchObject({
      op: 'ifThen',
      cond: { kind: 'countIn', zone: 'hand', player: 'you', atLeast: 1 },
      else: [{ op: 'destroy', target: 'self' }],
    });
    expect(step.then).toMatchObject([{ op: 'pick', from: 'hand', to: 'trash' }]);
  });

  test('after a choice of 「…まで」 (none may be chosen) it is still HF-E075', () => {
    expect(
      codes('キャラクター', [
        '[自動]：あなたのターン終了時、あなたの手札からカードを1枚まで選び、トラッシュに置く。そうできないならば、このキャラクターを破壊する。',
      ]),
    ).toContain('HF-E075');
  });
});

describe('「それがアクティブならスリープにし、スリープならアクティブにする」: one check, its else (HF-3.2)', () => {
  const target = 'キャラクター1体を対象とし、';
  const canonical = (first: string, then: string, otherwise: string) =>
    `${target}それが${first}なら、それを${then}にする。そうでないなら、それを${otherwise}にする。`;
  test.each([
    [
      'それがアクティブならスリープにし、スリープならアクティブにする。',
      ['アクティブ', 'スリープ', 'アクティブ'],
    ],
    [
      'それがアクティブならスリープに、スリープならアクティブにする。',
      ['アクティブ', 'スリープ', 'アクティブ'],
    ],
    [
      'そのキャラクターがスリープ状態であれば、それをアクティブにして、そうでなければ、それをスリープにする。',
      ['スリープ', 'アクティブ', 'スリープ'],
    ],
    [
      'それがアクティブの場合スリープにし、スリープの場合アクティブにする。',
      ['アクティブ', 'スリープ', 'アクティブ'],
    ],
    [
      'それがスリープである場合、アクティブにし、アクティブである場合、スリープにする。',
      ['スリープ', 'アクティブ', 'スリープ'],
    ],
  ] as const)('「%s」', (written, [first, then, otherwise]) => {
    expect(meaning('コマンド', [`${target}${written}`])).toEqual(
      meaning('コマンド', [canonical(first, then, otherwise)]),
    );
  });

  test('in an auto ability with 「…まで」', () => {
    same('キャラクター', [
      [
        '[自動]：このキャラクターが登場した時、このキャラクター以外のキャラクター一体まで対象とし、それがアクティブならスリープにし、スリープならアクティブにする。',
        '[自動]：このキャラクターが戦場に登場した時、このキャラクター以外のキャラクター一体まで対象とし、それがアクティブなら、それをスリープにする。そうでないなら、それをアクティブにする。',
      ],
    ]);
  });
});

describe('「このカードは、あなたの…が戦場に居なければプレイできない」: the play condition (HF-5.1)', () => {
  const canonical = 'このカードは、あなたの戦場に《忍》を持つキャラクターが居る場合にのみプレイできる。';
  test.each([
    'このカードは、あなたの《忍》を持つキャラクターが戦場に居なければプレイ出来ない。',
    'このカードは、自分の《忍》を持つキャラクターが戦場に１体もいない場合、プレイすることができない。',
    'このカードは、あなたの戦場に《忍》を持つキャラクターがいなければプレイできない。',
    'このカードは、自分の戦場に《忍》を持つキャラクターがいない場合、プレイできません。',
    'あなたの戦場に《忍》を持つキャラクターが居なければ、このカードはプレイできない。',
    '自分の《忍》を持つキャラクターが戦場にいないなら、このカードはプレイできない。',
  ])('「%s」', (written) => {
    same('キャラクター', [[written, canonical]]);
  });
});

describe('「…を全てスリープにする。それらは…」: 「それら」 is the whole selector, its leading filter kept (i22x8 row)', () => {
  test.each([
    ['パワー5000以下の対戦相手のキャラクター', 'パワー5000以下の対戦相手のキャラクター'],
    ['コスト2以下のあなたのキャラクター', 'コスト2以下のあなたのキャラクター'],
    ['《獣》を持つあなたのキャラクター', '《獣》を持つあなたのキャラクター'],
  ])('「%sを全てスリープにする。それらは…」', (written, named) => {
    const w = `${written}を全てスリープにする。それらは、次のアクティブフェイズにアクティブにならない。`;
    const c = `${named}全てをスリープにする。${named}全ては、次のアクティブフェイズにアクティブにならない。`;
    expect(meaning('コマンド', [w])).toEqual(meaning('コマンド', [c]));
    expect(JSON.stringify(meaning('コマンド', [w])).match(/"filter"/g)?.length).toBeGreaterThan(1);
  });
});

describe('a fight: 「互いに与え合う」 is read (m11, src/engine/effects/ops/fight.ts); 「戦わせる」 is HF-E040 naming it', () => {
  test('「それらは同時に、自身のパワーに等しいダメージを互いに与え合う」 compiles to the fight', () => {
    const r = compile('コマンド', [
      'あなたのキャラクター一体と対戦相手のキャラクター一体を対象とする。それらは同時に、自身のパワーに等しいダメージを互いに与え合う。',
    ]);
    expect(r.diagnostics).toEqual([]);
  });
  // 「戦わせる」 could mean a battle by the combat rules (HF-8), which an effect does not start: named with the form
  // the language has
  test.each([
    'あなたのキャラクター1体と対戦相手のキャラクター1体を対象とし、それらを戦わせる。',
    'あなたのキャラクター1体と、対戦相手のキャラクター1体を対象とし、それらをバトルさせる。',
  ])('「%s」', (line) => {
    const r = compile('コマンド', [line]);
    expect(r.diagnostics[0]?.code).toBe('HF-E040');
    expect(r.diagnostics[0]?.message).toContain('それぞれ相手のパワーに等しいダメージを与え合う」は書けます');
  });
});

describe('「この効果でアクティブにしたキャラクター」 (the latest 「…全てを…にする」)', () => {
  test.each([
    [
      'あなたのスリープである《冬眠》を持つキャラクターを全てアクティブにする。この効果でアクティブにしたキャラクターのパワーを、ターン終了時まで+1000する。',
      'modifyPower',
    ],
    [
      'あなたのスリープのキャラクターを全てアクティブにする。この方法でアクティブ状態にしたキャラクターは、ターン終了時まで【神速】を得る。',
      'grant',
    ],
    [
      '対戦相手のキャラクターを全てスリープにする。この効果でスリープにしたキャラクター全てに1000ダメージを与える。',
      'damageCharacter',
    ],
    [
      '対戦相手のアクティブのキャラクターを全てスリープにする。それらは、次のアクティブフェイズにアクティブにならない。',
      'grant',
    ],
    [
      'あなたのスリープである《冬眠》を持つキャラクターを全てアクティブにし、ターン終了時まで、それらのパワーを+1000する。',
      'modifyPower',
    ],
  ])('「%s」', (line, op) => {
    const m = meaning('コマンド', [line]);
    const [first, second] = m.effect.processes;
    expect(first.steps[0]).toMatchObject({ op: 'setStateAll', counted: true });
    expect(second.steps[0]).toMatchObject({ op, target: 'chosen' });
  });

  test('counted: 「この効果でアクティブにしたキャラクター1体につき」', () => {
    const m = meaning('コマンド', [
      'あなたのキャラクターを全てアクティブにする。この効果でアクティブにしたキャラクター1体につき、あなたはメインデッキからカードを1枚引く。',
    ]);
    expect(m.effect.processes[0].steps[0]).toMatchObject({ op: 'setStateAll', counted: true });
  });

  test('a plain 「…全てをアクティブにする」 records nothing; the name without such a step, or of the other state, is HF-E040', () => {
    const plain = meaning('コマンド', ['あなたのキャラクターを全てアクティブにする。']);
    expect(plain.effect.processes[0].steps[0].counted).toBeUndefined();
    for (const line of [
      'あなたはメインデッキからカードを1枚引く。この効果でアクティブにしたキャラクターのパワーを、ターン終了時まで+1000する。',
      'あなたのキャラクターを全てスリープにする。この効果でアクティブにしたキャラクターのパワーを、ターン終了時まで+1000する。',
    ])
      expect(codes('コマンド', [line])).toContain('HF-E040');
  });
});
