// Issue 10 point 1: every card-text sentence of seeds 000 and 001 that describes an effect compiles, verbatim, to
// what the seed says it means. The sentences are copied from the seeds character for character.
import { describe, expect, test } from 'vitest';
import { compileText } from '../../codegen/dsl/index.js';
import type { Ability, CardDefinition } from '../../src/core/cardTypes.js';
import { cardText, compileCard } from './helpers.js';

const steps = (def: CardDefinition) => def.effect?.processes.map((p) => p.steps);
const autoOn = (trigger: string) => `[自動] このキャラクターが戦場に登場した時、${trigger}`;
const abilityOf = (def: CardDefinition): Ability => def.abilities[0];

describe('000 ■効果と対象 (HF-5.7): the two example effects', () => {
  test('HF-5.7 「…破壊する。その後、…1枚引く。」 is one process (000 ■効果と対象, 001)', () => {
    const def = compileCard('コマンド', [
      'キャラクター一体を対象とし、それを破壊する。その後、あなたはカードをメインデッキから1枚引く。',
    ]);
    expect(def.targets).toEqual([{ kind: 'character', filter: {} }]);
    expect(steps(def)).toEqual([
      [
        { op: 'destroy', target: { target: 0 } },
        { op: 'draw', player: 'you', count: 1 },
      ],
    ]);
  });

  test('HF-5.7 「…破壊する。…1枚引く。」 is two processes (000 ■効果と対象)', () => {
    const def = compileCard('コマンド', [
      'キャラクター一体を対象とし、それを破壊する。あなたはカードをメインデッキから1枚引く。',
    ]);
    expect(steps(def)).toEqual([
      [{ op: 'destroy', target: { target: 0 } }],
      [{ op: 'draw', player: 'you', count: 1 }],
    ]);
  });
});

describe('000 ■リロード: effects that look at the main deck do not reload (HF-10)', () => {
  test('HF-10 「あなたはメインデッキを上から3枚見る。」 looks at 3 and leaves them on top', () => {
    const def = compileCard('キャラクター', [autoOn('あなたはメインデッキを上から3枚見る。')]);
    const ability = abilityOf(def);
    expect(ability.kind === 'auto' && ability.effect.processes[0].steps).toEqual([
      { op: 'lookAtTop', player: 'you', count: 3, rest: 'keep' },
    ]);
  });

  test('HF-10 「あなたのメインデッキの一番上のカードを裏向きでセットする。」 sets the top card face down (RULING HF-14.3)', () => {
    const def = compileCard('キャラクター', [
      autoOn('あなたのメインデッキの一番上のカードを裏向きでセットする。'),
    ]);
    const ability = abilityOf(def);
    expect(ability.kind === 'auto' && ability.effect.processes[0].steps).toEqual([
      {
        op: 'putFaceDown',
        from: 'mainTop',
        player: 'you',
        definition: { name: '', kind: 'set', power: 0, traits: [] },
        host: 'self',
      },
    ]);
  });
});

describe('000 ■カードテキストのキーワード 【ダメージトリガー】: the two protections it distinguishes', () => {
  test('HF-13.9 「キャラクターの能力を受けない。」 ignores abilities of characters, not damage triggers', () => {
    const def = compileCard('キャラクター', ['[自動] キャラクターの能力を受けない。']);
    expect(abilityOf(def)).toMatchObject({
      kind: 'static',
      effects: [{ kind: 'grant', grant: { unaffected: 'characterAbilities' }, affects: 'self' }],
    });
  });

  test('HF-13.9 「キャラクターカードの効果を受けない。」 ignores every effect of a character card', () => {
    const def = compileCard('キャラクター', ['[自動] キャラクターカードの効果を受けない。']);
    expect(abilityOf(def)).toMatchObject({
      kind: 'static',
      effects: [{ kind: 'grant', grant: { unaffected: 'characterCardEffects' }, affects: 'self' }],
    });
  });
});

// 000 ■カードテキストのキーワード: each keyword's 「[自動]：…」 definition, verbatim.
const KEYWORD_DEFINITIONS: [string, string, Partial<Ability>][] = [
  [
    '反撃',
    '[自動]：このキャラクターによる防御が成功した後の攻撃ダメージ解決時、これに攻撃したキャラクター全体を対象とし、それにXダメージを与える。Xはこれのパワーに等しい。',
    { kind: 'auto', trigger: { on: 'defenseSucceededDamage' } },
  ],
  [
    '警戒',
    '[自動]：対戦相手のアクティブフェイズ終了時、このキャラクターをアクティブにする。',
    { kind: 'auto', trigger: { on: 'phaseEnd', phase: 'active', whose: 'opponent' } },
  ],
  [
    '貫通',
    '[自動]：このキャラクターが攻撃によるダメージによってキャラクターを破壊した場合、破壊したキャラクターのプレイヤーに1ダメージを与える。',
    { kind: 'auto', trigger: { on: 'destroysByAttack', who: 'self' } },
  ],
  [
    '強撃',
    '[自動]：このキャラクターが攻撃によってプレイヤーに与えるダメージに+1する。',
    { kind: 'static', effects: [{ kind: 'playerAttackDamageBonus', amount: 1 }] },
  ],
  [
    '死殺',
    '[自動]：このキャラクターは破壊されない。',
    { kind: 'static', effects: [{ kind: 'indestructible', affects: 'self' }] },
  ],
  [
    '神速',
    '[自動]：このキャラクターが戦場に居る限り、このキャラクターの攻撃は、【神速】を持たないキャラクターには防御されない。',
    { kind: 'static', effects: [{ kind: 'unblockableExceptBy', keyword: 'godspeed' }] },
  ],
];

describe('000 ■カードテキストのキーワード: every keyword definition compiles as card text (HF-13)', () => {
  for (const [name, sentence, expected] of KEYWORD_DEFINITIONS)
    test(`HF-13 【${name}】's definition 「${sentence.slice(0, 24)}…」 compiles on a card`, () => {
      const result = compileText(cardText('キャラクター', [sentence]), 'seed.hf');
      expect(result.diagnostics).toEqual([]);
      expect(result.cards[0].def.abilities[0]).toMatchObject(expected);
    });
});
