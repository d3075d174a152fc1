// Hand-built definitions that use the DSL v2 parts of the contract (src/core/cardTypes.ts): several targets,
// next-turn and 「…限り」 durations, modes, once per turn, cost changes, protection, replacement, pick / reveal /
// moveAll, zone counts. Plain literals (ifThen from the builders), so the tests do not depend on the DSL.
import type { CardDefinition } from '../../src/core/cardTypes.js';
import { ifThen } from '../../src/effects/builders.js';

/** Several targets (「2体まで」), 「それら」, a next-turn duration, protection, a condition on a zone count. */
export const OATH: CardDefinition = {
  id: 'test/盾の誓い',
  name: '盾の誓い',
  kind: 'command',
  cost: 2,
  traits: [],
  power: 0,
  text: 'あなたのキャラクター2体までを対象とし、次の対戦相手のターン終了時まで、それらは対戦相手の効果の対象にならない。あなたのトラッシュにキャラクターカードが3枚以上ある場合、あなたはメインデッキからカードを1枚引く。',
  targets: [{ kind: 'character', count: 2, upTo: true, filter: { controller: 'you' } }],
  effect: {
    processes: [
      {
        steps: [
          {
            op: 'grant',
            target: { target: 0 },
            grant: { untargetable: { by: 'opponent' } },
            duration: 'untilOpponentNextTurnEnd',
          },
        ],
      },
      {
        steps: [
          ifThen(
            { kind: 'countIn', filter: { kind: ['character'] }, zone: 'trash', player: 'you', atLeast: 3 },
            [{ op: 'draw', player: 'you', count: 1 }],
          ),
        ],
      },
    ],
  },
  abilities: [],
};

/** Cost change, unaffected, an optional replacement, and an auto ability with once per turn, a condition,
 * 「…してもよい」 and modes (one with a target in the trash). */
export const GUARDIAN: CardDefinition = {
  id: 'test/守護竜',
  name: '守護竜',
  kind: 'character',
  cost: 5,
  traits: ['竜'],
  power: 5000,
  text: '（テスト用）',
  abilities: [
    {
      kind: 'static',
      effects: [{ kind: 'costChange', amount: -1, player: 'you', filter: { traits: ['竜'] } }],
    },
    {
      kind: 'static',
      effects: [
        { kind: 'grant', grant: { unaffected: 'characterAbilities', by: 'opponent' }, affects: 'self' },
        {
          kind: 'grant',
          grant: {
            replacement: {
              event: 'destroyed',
              optional: true,
              instead: [{ op: 'moveCard', target: 'self', to: 'hand' }],
            },
          },
          affects: 'self',
        },
      ],
    },
    {
      kind: 'auto',
      trigger: { on: 'enter', who: { controller: 'you', traits: ['竜'], notSelf: true } },
      oncePerTurn: true,
      condition: { kind: 'zoneSize', zone: 'hand', player: 'you', atMost: 3 },
      optional: true,
      effect: { processes: [] },
      modal: {
        choose: 1,
        modes: [
          {
            text: 'あなたはメインデッキからカードを1枚引く。',
            effect: { processes: [{ steps: [{ op: 'draw', player: 'you', count: 1 }] }] },
          },
          {
            text: 'あなたのトラッシュのキャラクターカード1枚を対象とし、それを手札に加える。',
            targets: [{ kind: 'cardInZone', zone: 'trash', player: 'you', filter: { kind: ['character'] } }],
            effect: { processes: [{ steps: [{ op: 'moveCard', target: { target: 0 }, to: 'hand' }] }] },
          },
        ],
      },
    },
  ],
};

/** pick, 「それ」 after it, reveal, moveAll, a 「…限り」 duration, X chosen when paying, once per turn. */
export const SEEKER: CardDefinition = {
  id: 'test/探索者',
  name: '探索者',
  kind: 'character',
  cost: 3,
  traits: [],
  power: 2000,
  text: '（テスト用）',
  abilities: [
    {
      kind: 'activated',
      costs: [{ kind: 'energyX' }, { kind: 'sleep' }],
      oncePerTurn: true,
      effect: {
        processes: [
          {
            steps: [
              {
                op: 'pick',
                chooser: 'you',
                from: 'trash',
                player: 'you',
                filter: { kind: ['character'] },
                count: 1,
                to: 'hand',
              },
              { op: 'reveal', target: 'it' },
            ],
          },
          {
            steps: [
              { op: 'moveAll', filter: { controller: 'opponent', powerAtMost: 2000 }, to: 'mainBottom' },
            ],
          },
          {
            steps: [
              {
                op: 'modifyPower',
                target: 'self',
                amount: { x: true },
                duration: { while: { kind: 'yourTurn' } },
              },
            ],
          },
        ],
      },
    },
  ],
};
