// What phrases mean: lowering of the phrase catalogue to CardDefinition data (src/core/cardTypes.ts).
import { describe, expect, test } from 'vitest';
import { destroy, ifThen, mayDo, target } from '../../src/effects/builders.js';
import { compileCard } from './helpers.js';

const steps = (def: ReturnType<typeof compileCard>) => def.effect?.processes.map((p) => p.steps);

describe('HF-5.7 processes: 「その後、」 joins, a new sentence separates', () => {
  test('HF-17.2 「…破壊する。その後、…引く。」 is one process', () => {
    const def = compileCard('コマンド', [
      'キャラクター一体を対象とし、それを破壊する。その後、あなたはメインデッキからカードを1枚引く。',
    ]);
    expect(def.targets).toEqual([{ kind: 'character', filter: {} }]);
    expect(steps(def)).toEqual([
      [
        { op: 'destroy', target: { target: 0 } },
        { op: 'draw', player: 'you', count: 1 },
      ],
    ]);
  });

  test('HF-17.2 「…破壊する。…引く。」 is two processes', () => {
    const def = compileCard('コマンド', [
      'キャラクター一体を対象とし、それを破壊する。あなたはメインデッキからカードを1枚引く。',
    ]);
    expect(steps(def)).toEqual([
      [{ op: 'destroy', target: { target: 0 } }],
      [{ op: 'draw', player: 'you', count: 1 }],
    ]);
  });
});

describe('HF-5.4 targets and selectors', () => {
  test('qualifiers become a filter; 「…全て」 needs no target', () => {
    const def = compileCard('コマンド', [
      'スリープである対戦相手の《剣士》を持つキャラクター一体を対象とし、それに2000ダメージを与える。',
      'パワー2000以下の対戦相手のキャラクター全てを破壊する。',
      '「剣」を名前に含むキャラクター一体を対象とし、それを手札に戻す。',
    ]);
    expect(def.targets).toEqual([
      { kind: 'character', filter: { state: 'sleep', controller: 'opponent', traits: ['剣士'] } },
      { kind: 'character', filter: { nameContains: '剣' } },
    ]);
    expect(steps(def)).toEqual([
      [{ op: 'damageCharacter', target: { target: 0 }, amount: 2000 }],
      [{ op: 'destroyAll', filter: { powerAtMost: 2000, controller: 'opponent' } }],
      [{ op: 'moveCard', target: { target: 1 }, to: 'hand' }],
    ]);
  });

  test('プレイ中のカード and the インタラプション spelling both negate a waiting play', () => {
    for (const phrase of ['プレイ中のカード一枚', 'インタラクション・タイミングで待機しているカード一枚']) {
      const def = compileCard('コマンド', [`${phrase}を対象とし、それを無効にする。`]);
      expect(def.targets).toEqual([{ kind: 'waitingPlay' }]);
      expect(steps(def)).toEqual([[{ op: 'negate', target: { target: 0 } }]]);
    }
  });

  test('HF-14.2 control change and every destination', () => {
    const def = compileCard('コマンド', [
      '対戦相手のキャラクター一体を対象とし、それをあなたのキャラクターとする。',
      'キャラクター一体を対象とし、それをゲームから除外する。',
      'キャラクター一体を対象とし、それをダメージフィールドに置く。',
    ]);
    expect(steps(def)).toEqual([
      [{ op: 'changeControl', target: { target: 0 }, to: 'you' }],
      [{ op: 'moveCard', target: { target: 1 }, to: 'excluded' }],
      [{ op: 'moveCard', target: { target: 2 }, to: 'damageField' }],
    ]);
  });
});

describe('HF-12.3 durations', () => {
  test('a command: ターン終了時まで, or for the game when no end is written', () => {
    const def = compileCard('コマンド', [
      'あなたのキャラクター一体を対象とし、ターン終了時まで、それのパワーを+2000する。',
      '対戦相手のキャラクター一体を対象とし、それのパワーを-1000する。',
    ]);
    expect(steps(def)).toEqual([
      [{ op: 'modifyPower', target: { target: 0 }, amount: 2000, duration: 'endOfTurn' }],
      [{ op: 'modifyPower', target: { target: 1 }, amount: -1000, duration: 'endOfGame' }],
    ]);
  });

  test('an ability without an end lasts while its source is on the battlefield', () => {
    const def = compileCard('キャラクター', [
      '[スリープ]：あなたのキャラクター一体を対象とし、それは【貫通】を得る。',
    ]);
    expect(def.abilities[0]).toMatchObject({
      kind: 'activated',
      costs: [{ kind: 'sleep' }],
      targets: [{ kind: 'character', filter: { controller: 'you' } }],
      effect: {
        processes: [
          {
            steps: [
              {
                op: 'grant',
                target: { target: 0 },
                grant: { keyword: 'pierce' },
                duration: 'whileSourceOnBattlefield',
              },
            ],
          },
        ],
      },
    });
  });
});

describe('HF-12.1 triggers and conditions', () => {
  test.each([
    ['このキャラクターが戦場に登場した時、', { on: 'enter', who: 'self' }],
    ['このキャラクターが攻撃を行うたび、', { on: 'attack', who: 'self' }],
    ['このキャラクターが防御を行うたび、', { on: 'defend', who: 'self' }],
    ['このキャラクターが破壊された時、', { on: 'destroyed', who: 'self' }],
    [
      'このキャラクターが攻撃によるダメージによってキャラクターを破壊した場合、',
      { on: 'destroysByAttack', who: 'self' },
    ],
    ['このキャラクターにカードがセットされた時、', { on: 'cardSetOnSelf' }],
    ['あなたがダメージを受けた時、', { on: 'playerDamaged', player: 'you' }],
    ['対戦相手がダメージを受けた時、', { on: 'playerDamaged', player: 'opponent' }],
    ['各プレイヤーのドローフェイズ開始時、', { on: 'phaseStart', phase: 'draw', whose: 'each' }],
    ['対戦相手のアクティブフェイズ終了時、', { on: 'phaseEnd', phase: 'active', whose: 'opponent' }],
    ['あなたのターン終了時、', { on: 'turnEnd', whose: 'you' }],
    [
      'あなたの《騎士》を持つキャラクターが戦場に登場した時、',
      { on: 'enter', who: { controller: 'you', traits: ['騎士'], kind: ['character'] } },
    ],
  ])('%s', (trigger, expected) => {
    const def = compileCard(
      'キャラクター',
      [`[自動] ${trigger}あなたはメインデッキからカードを1枚引く。`],
      ['分類：《騎士》'],
    );
    expect(def.abilities[0]).toMatchObject({ kind: 'auto', trigger: expected });
  });

  test('「…場合、」 → ifThen; 「…してもよい」 → mayDo', () => {
    const def = compileCard('キャラクター', [
      '[自動] このキャラクターが戦場に登場した時、あなたの手札が2枚以下の場合、あなたのキャラクター一体を対象とし、それを破壊してもよい。',
    ]);
    expect(def.abilities[0]).toMatchObject({
      targets: [{ kind: 'character', filter: { controller: 'you' } }],
      effect: {
        processes: [
          {
            steps: [
              ifThen({ kind: 'zoneSize', zone: 'hand', player: 'you', atMost: 2 }, [
                mayDo(destroy(target(0))),
              ]),
            ],
          },
        ],
      },
    });
  });

  test('「それ」 in a trigger about another card is that card', () => {
    const def = compileCard('キャラクター', [
      '[自動] あなたのキャラクターが戦場に登場した時、ターン終了時まで、それのパワーを+1000する。',
    ]);
    expect(def.abilities[0]).toMatchObject({
      effect: {
        processes: [
          { steps: [{ op: 'modifyPower', target: 'eventCard', amount: 1000, duration: 'endOfTurn' }] },
        ],
      },
    });
  });
});

describe('HF-12.4 costs and X', () => {
  test('[X][スリープ][カルネージX] make X the chosen value', () => {
    const def = compileCard('キャラクター', [
      '[X][スリープ][カルネージX]：対戦相手にX点のダメージを与える。',
    ]);
    expect(def.abilities[0]).toEqual({
      kind: 'activated',
      text: '[X][スリープ][カルネージX]：対戦相手にX点のダメージを与える。',
      costs: [{ kind: 'energyX' }, { kind: 'sleep' }, { kind: 'carnageX' }],
      effect: { processes: [{ steps: [{ op: 'damagePlayer', player: 'opponent', amount: { x: true } }] }] },
    });
  });

  test('[手札を1枚捨てる] and 「Xは…に等しい。」', () => {
    const def = compileCard('キャラクター', [
      '[手札を1枚捨てる]：対戦相手のキャラクター一体を対象とし、それにXダメージを与える。Xはこのキャラクターのパワーの2倍に等しい。',
    ]);
    expect(def.abilities[0]).toMatchObject({
      costs: [{ kind: 'discard', count: 1 }],
      effect: {
        processes: [
          {
            steps: [
              { op: 'damageCharacter', target: { target: 0 }, amount: { times: [{ powerOf: 'self' }, 2] } },
            ],
          },
        ],
      },
    });
  });
});

describe('HF-4 card types', () => {
  test('HF-4.4 a set card: power modifier, host filter, 「このキャラクター」 is its host', () => {
    const def = compileCard(
      'セット',
      ['[カルネージ1]：ターン終了時まで、このキャラクターのパワーを+2000する。', 'それのパワーを+1000する。'],
      ['パワー：+1000', 'セット対象：対戦相手のキャラクター'],
    );
    expect(def.power).toBe(1000);
    expect(def.setOn).toEqual({ controller: 'opponent', kind: ['character'] });
    expect(def.abilities[0]).toMatchObject({
      effect: {
        processes: [{ steps: [{ op: 'modifyPower', target: 'host', amount: 2000, duration: 'endOfTurn' }] }],
      },
    });
    // issue 22: a set card's plain line that only says what its host is — 「それ」 there is the host — is a
    // continuous ability of the host while the card is set (HF-4.4), as 「このカードがセットされている…」 is
    expect(steps(def)).toBeUndefined();
    expect(def.abilities[1]).toMatchObject({
      kind: 'static',
      effects: [{ kind: 'power', amount: 1000, affects: 'self' }],
    });
  });

  test('HF-4.6 a world set: continuous effect on your characters', () => {
    const def = compileCard(
      'ワールド・セット',
      ['[自動]：あなたの《剣士》を持つキャラクターのパワーを+500する。'],
      ['分類：《剣士》'],
    );
    expect(def.power).toBe(0);
    expect(def.abilities).toEqual([
      {
        kind: 'static',
        text: '[自動]：あなたの《剣士》を持つキャラクターのパワーを+500する。',
        effects: [
          {
            kind: 'power',
            amount: 500,
            affects: { controller: 'you', traits: ['剣士'], kind: ['character'] },
          },
        ],
      },
    ]);
  });

  test('HF-14.3 face-down card with a definition, then 「それ」 is that card', () => {
    const def = compileCard('コマンド', [
      'あなたはメインデッキの一番上のカードを、パワー2000で《亡霊》を持つキャラクター「影」として裏向きで登場させる。その後、それをスリープにする。',
    ]);
    expect(steps(def)).toEqual([
      [
        {
          op: 'putFaceDown',
          from: 'mainTop',
          player: 'you',
          definition: { name: '影', kind: 'character', power: 2000, traits: ['亡霊'] },
        },
        { op: 'setState', target: 'it', state: 'sleep' },
      ],
    ]);
  });

  test('look at the top, search, energy, discard and losing', () => {
    const def = compileCard('コマンド', [
      'あなたはメインデッキを上から3枚見て、その中から《剣士》を持つカードを1枚まで手札に加え、残りをメインデッキの一番下に置く。',
      'あなたはメインデッキから「紅蓮」を名前に含むカードを1枚まで探して手札に加え、メインデッキをシャッフルする。',
      'あなたはメインデッキの一番上のカードをエネルギーとして置く。あなたのエネルギーを2枚までアクティブにする。',
      '対戦相手は手札を1枚捨てる。各プレイヤーに1ダメージを与える。',
    ]);
    expect(steps(def)).toEqual([
      [
        {
          op: 'lookAtTop',
          player: 'you',
          count: 3,
          pick: { filter: { traits: ['剣士'] }, upTo: 1, to: 'hand' },
          rest: 'bottom',
        },
      ],
      [{ op: 'search', player: 'you', filter: { nameContains: '紅蓮' }, upTo: 1, to: 'hand' }],
      [{ op: 'placeEnergy', player: 'you', count: 1, state: 'active' }],
      [{ op: 'activateEnergy', player: 'you', count: 2, upTo: true }], // 「まで」: the player's choice (RULING HF-3.2)
      [{ op: 'discard', player: 'opponent', count: 1 }],
      [{ op: 'damagePlayer', player: 'each', amount: 1 }],
    ]);
  });

  test('HF-13.7 both 【奥義】 forms, HF-13.8 【空装】 and HF-13.9 【ダメージトリガー】', () => {
    const word = compileCard('コマンド', ['【奥義：紅蓮】', 'あなたはメインデッキからカードを1枚引く。']);
    expect(word.ougi).toEqual({ word: '紅蓮' });
    const cond = compileCard(
      'コマンド',
      ['【奥義：[《剣士》を持つキャラクター]】', 'あなたはメインデッキからカードを1枚引く。'],
      ['分類：《剣士》'],
    );
    expect(cond.ougi).toEqual({
      filter: { traits: ['剣士'], kind: ['character'] },
      label: '《剣士》を持つキャラクター',
    });
    const kuusou = compileCard(
      'コマンド',
      [
        '【空装 条件：《騎士》を持つカードが3枚以上 効果：あなたの《騎士》を持つキャラクターのパワーを+500する。追加デッキを使用する。】',
        'あなたはメインデッキからカードを1枚引く。',
        '【ダメージトリガー】：対戦相手に1ダメージを与える。',
      ],
      ['分類：《騎士》'],
    );
    expect(kuusou.kuusou).toEqual({
      condition: { kind: 'minWithTrait', trait: '騎士', count: 3 },
      statics: [
        { kind: 'power', amount: 500, affects: { controller: 'you', traits: ['騎士'], kind: ['character'] } },
      ],
      extraDeck: true,
    });
    expect(kuusou.damageTrigger).toEqual({
      processes: [{ steps: [{ op: 'damagePlayer', player: 'opponent', amount: 1 }] }],
    });
  });

  test('HF-9.3 a 【ダメージトリガー】 may take targets: they are chosen when it is revealed', () => {
    const def = compileCard('コマンド', [
      'あなたはメインデッキからカードを1枚引く。',
      '【ダメージトリガー】：対戦相手のキャラクター一体を対象とし、それに2000ダメージを与える。',
    ]);
    expect(def.damageTriggerTargets).toEqual([{ kind: 'character', filter: { controller: 'opponent' } }]);
    expect(def.damageTrigger).toEqual({
      processes: [{ steps: [{ op: 'damageCharacter', target: { target: 0 }, amount: 2000 }] }],
    });
  });
});

describe('HF-5.6 「このカード」 is the card as an object, except on a set card', () => {
  const firstAutoSteps = (def: ReturnType<typeof compileCard>) => {
    const ability = def.abilities[0];
    return ability?.kind === 'auto' ? ability.effect.processes.map((p) => p.steps) : undefined;
  };
  test('on a character it is self: once moved, a later 「このカード」 means nothing', () => {
    const def = compileCard('キャラクター', [
      '[自動] このキャラクターが破壊された時、このカードを手札に戻す。このカードをメインデッキの一番下に置く。',
    ]);
    expect(firstAutoSteps(def)).toEqual([
      [{ op: 'moveCard', target: 'self', to: 'hand' }],
      [{ op: 'moveCard', target: 'self', to: 'mainBottom' }],
    ]);
  });
  test('HF-4.4 on a set card it is the set card itself (source), while 「このキャラクター」 is its host', () => {
    const def = compileCard(
      'セット',
      ['[自動] このカードがセットされた時、このカードをトラッシュに置く。このキャラクターを破壊する。'],
      ['セット対象：キャラクター'],
    );
    expect(firstAutoSteps(def)).toEqual([
      [{ op: 'moveCard', target: 'source', to: 'trash' }],
      [{ op: 'destroy', target: 'host' }],
    ]);
  });
});
