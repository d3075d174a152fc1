// Issue 22 point 3: the wordings of triggers, conditions and chains compile to what they say (the engine side
// is test/rules/dsl3-triggers.test.ts), wrong placements get a diagnostic, and `hflux fmt` round-trips them.
import { describe, expect, test } from 'vitest';
import { compileText } from '../../codegen/dsl/index.js';
import type { AutoAbility, EffectOp } from '../../src/core/cardTypes.js';
import { ifThen } from '../../src/effects/builders.js';
import { cardText, compileCard } from './helpers.js';

const auto = (kind: string, line: string): AutoAbility =>
  compileCard(kind, [line]).abilities[0] as AutoAbility;
const steps = (line: string): EffectOp[] =>
  compileCard('コマンド', [line]).effect!.processes.flatMap((p) => p.steps);
const codes = (kind: string, line: string) =>
  compileText(cardText(kind, [line]), 'test.hf').diagnostics.map((d) => d.code);

describe('issue 22: triggers', () => {
  test.each([
    ['[自動]：あなたのキャラクターが破壊されるたび、対戦相手に1ダメージを与える。', { on: 'destroyed' }],
    [
      '[自動]：このキャラクターが破壊されたとき、対戦相手に1ダメージを与える。',
      { on: 'destroyed', who: 'self' },
    ],
    [
      '[自動]：このキャラクターが攻撃された時、対戦相手に1ダメージを与える。',
      { on: 'attacked', who: 'self' },
    ],
    ['[自動]：このキャラクターが攻撃されるたび、対戦相手に1ダメージを与える。', { on: 'attacked' }],
    ['[自動]：このキャラクターが攻撃対象に選ばれた時、対戦相手に1ダメージを与える。', { on: 'attacked' }],
    [
      '[自動]：このキャラクターが対戦相手のキャラクターを対象として攻撃を行うたび、対戦相手に1ダメージを与える。',
      { on: 'attack', at: { controller: 'opponent', kind: ['character'] } },
    ],
    [
      '[自動]：このキャラクターが対戦相手に攻撃するたび、対戦相手に1ダメージを与える。',
      { on: 'attack', at: 'player' },
    ],
    ['[自動]：このキャラクターが防御するたび、対戦相手に1ダメージを与える。', { on: 'defend' }],
    [
      '[自動]：このキャラクターの攻撃によるダメージで対戦相手のキャラクターが破壊された時、対戦相手に1ダメージを与える。',
      { on: 'destroysByAttack', victim: { controller: 'opponent', kind: ['character'] } },
    ],
    [
      '[自動]：このキャラクターの攻撃によって対戦相手がダメージを受けた時、対戦相手に1ダメージを与える。',
      { on: 'playerDamaged', player: 'opponent', byAttackOf: 'self' },
    ],
    ['[自動]：あなたがコマンドをプレイした時、対戦相手に1ダメージを与える。', { on: 'play', player: 'you' }],
    ['[自動]：相手がコマンドを使用した時、対戦相手に1ダメージを与える。', { on: 'play', player: 'opponent' }],
    [
      '[自動]：自分が《水霊》を持つキャラクターカードをプレイするたび、対戦相手に1ダメージを与える。',
      { on: 'play', filter: { traits: ['水霊'], kind: ['character'] } },
    ],
    ['[自動]：対戦相手がカードを引くたび、対戦相手に1ダメージを与える。', { on: 'draw', player: 'opponent' }],
    ['[自動]：あなたがカードを1枚引くたび、対戦相手に1ダメージを与える。', { on: 'draw', player: 'you' }],
    ['[自動]：相手がドローしたとき、対戦相手に1ダメージを与える。', { on: 'draw', player: 'opponent' }],
    [
      '[自動]：対戦相手がドローフェイズ以外でカードを引いた時、対戦相手に1ダメージを与える。',
      { on: 'draw', outsideDrawPhase: true },
    ],
  ])('%s', (line, trigger) => {
    expect(auto('キャラクター', line).trigger).toMatchObject(trigger);
  });

  test('「このカードがセットされているキャラクターが破壊された時」 on a set card watches its host (self)', () => {
    const a = auto(
      'セット',
      '[自動]：このカードがセットされているキャラクターが破壊された時、対戦相手に1ダメージを与える。',
    );
    expect(a.trigger).toEqual({ on: 'destroyed', who: 'self' });
    expect(
      auto('セット', '[自動]：セットされたキャラクターが攻撃を行うたび、対戦相手に1ダメージを与える。')
        .trigger,
    ).toEqual({
      on: 'attack',
      who: 'self',
    });
  });

  test('HF-E027 the host trigger on a card that is not a set card', () => {
    expect(
      codes(
        'キャラクター',
        '[自動]：このカードがセットされているキャラクターが破壊された時、対戦相手に1ダメージを与える。',
      ),
    ).toEqual(['HF-E027']);
  });

  test('「その攻撃を行ったキャラクター」 is the attacker', () => {
    const a = auto(
      'キャラクター',
      '[自動]：あなたのキャラクターが攻撃を行うたび、その攻撃を行ったキャラクターに1000ダメージを与える。',
    );
    expect(a.effect.processes[0].steps[0]).toMatchObject({ op: 'damageCharacter', target: 'attacker' });
  });
});

describe('issue 22: conditions', () => {
  test.each([
    ['あなたの手札の枚数が対戦相手の手札の枚数より少なければ、カードを1枚引く。', 'less'],
    ['自分のトラッシュの枚数が相手のトラッシュの枚数より多い場合、カードを1枚引く。', 'more'],
    ['あなたのガードデッキが対戦相手のガードデッキより少ないなら、カードを1枚引く。', 'less'],
  ])('%s', (line, compare) => {
    expect(steps(line)[0]).toMatchObject({ op: 'ifThen', cond: { kind: 'compareSizes', compare } });
  });

  test('「このターン中にこのキャラクターが攻撃を行っていた場合」「このキャラクターがこのターン攻撃していたなら」', () => {
    for (const line of [
      '[自動]：あなたのターン終了時、このターン中にこのキャラクターが攻撃を行っていた場合、このキャラクターを破壊する。',
      '[自動]：あなたのターン終了時、このキャラクターがこのターン攻撃していたなら、このキャラクターを破壊する。',
    ])
      expect(auto('キャラクター', line).effect.processes[0].steps[0]).toMatchObject({
        op: 'ifThen',
        cond: { kind: 'attackedThisTurn', ref: 'self' },
      });
  });
});

describe('issue 22: chains', () => {
  test('「あなたは自分の他のキャラクター1体を破壊する。破壊できなかった場合、…」', () => {
    const a = auto(
      'キャラクター',
      '[自動]：このキャラクターが攻撃を行うたび、あなたは自分の他のキャラクター1体を破壊する。破壊できなかった場合、このキャラクターを破壊する。',
    );
    expect(a.effect.processes[0].steps).toEqual([
      {
        op: 'destroyChosen',
        chooser: 'you',
        filter: { controller: 'you', notSelf: true, kind: ['character'] },
        count: 1,
      },
      ifThen({ kind: 'nothingDone' }, [{ op: 'destroy', target: 'self' }]),
    ]);
  });

  test('「…好きな数破壊してもよい。そうしなかった場合、…」: else of the optional step, and after none destroyed', () => {
    const [may] = steps(
      'あなたは自分のキャラクターを好きな数破壊してもよい。そうしなかった場合、カードを1枚引く。',
    );
    const m = may as Extract<EffectOp, { op: 'mayDo' }>;
    expect(m.then.map((o) => o.op)).toEqual(['destroyChosen', 'ifThen']);
    expect(m.then[1]).toMatchObject({ cond: { kind: 'nothingDone' } });
    expect(m.else).toEqual([{ op: 'draw', player: 'you', count: 1 }]);
    expect(m.then[0]).not.toHaveProperty('count');
  });

  test('「…破壊してもよい。そうした場合、…」 only when one was destroyed', () => {
    const [may] = steps('あなたは自分のキャラクター1体を破壊してもよい。そうした場合、カードを2枚引く。');
    const m = may as Extract<EffectOp, { op: 'mayDo' }>;
    expect(m.then.map((o) => o.op)).toEqual(['destroyChosen', 'ifThen']);
    expect(m.then[1]).toMatchObject({ cond: { kind: 'not', cond: { kind: 'nothingDone' } } });
  });

  test('HF-E075 「そうしなかった場合」 after a step that is neither optional nor a chosen destruction', () => {
    expect(codes('コマンド', '対戦相手に1ダメージを与える。そうしなかった場合、カードを1枚引く。')).toEqual([
      'HF-E075',
    ]);
  });

  test('「…場合、代わりに5000ダメージを与える」「…場合、代わりに+3000する」', () => {
    expect(
      steps(
        '対戦相手のキャラクター1体を対象とし、それに3000ダメージを与える。あなたのターンの場合、代わりに5000ダメージを与える。',
      ),
    ).toEqual([
      ifThen(
        { kind: 'yourTurn' },
        [{ op: 'damageCharacter', target: { target: 0 }, amount: 5000 }],
        [{ op: 'damageCharacter', target: { target: 0 }, amount: 3000 }],
      ),
    ]);
    const [power] = steps(
      'あなたのキャラクター1体を対象とし、ターン終了時まで、それのパワーを-2000する。それが《騎士》を持つ場合、代わりに-3000する。',
    );
    const p = power as Extract<EffectOp, { op: 'ifThen' }>;
    expect(p.then).toMatchObject([{ amount: -3000 }]);
    expect(p.else).toMatchObject([{ amount: -2000 }]);
  });

  test('HF-E076 「代わりに」 with no damage before it', () => {
    expect(
      codes('コマンド', 'カードを1枚引く。あなたのターンの場合、代わりに5000ダメージを与える。'),
    ).toEqual(['HF-E076']);
  });
});

describe('issue 22: 「1ターンに1回、」 in a 【空装】 effect with a trigger (HF-12.8, HF-13.8)', () => {
  test.each([
    '【空装 条件：《騎士》を持つカードが6枚以上 効果：1ターンに1回、あなたのキャラクターが破壊された時、対戦相手に1ダメージを与える。】',
    '【空装 条件：《騎士》を持つカードが6枚以上 効果：あなたのキャラクターが破壊された時、1ターンに1回、対戦相手に1ダメージを与える。】',
  ])('%s', (line) => {
    const def = compileCard('キャラクター', [line], ['分類：《騎士》']);
    expect(def.kuusou?.abilities?.[0]).toMatchObject({ oncePerTurn: true, trigger: { on: 'destroyed' } });
  });
});

describe('issue 22: more trigger wordings', () => {
  test('「このキャラクターがダメージを受けた時」', () => {
    expect(
      auto('キャラクター', '[自動]：このキャラクターがダメージを受けた時、カードを1枚引く。').trigger,
    ).toEqual({
      on: 'characterDamaged',
      who: 'self',
    });
  });
  test('「あなたのターン開始時」 is the start of your active phase (RULING)', () => {
    expect(auto('キャラクター', '[自動]：あなたのターン開始時、カードを1枚引く。').trigger).toEqual({
      on: 'phaseStart',
      phase: 'active',
      whose: 'you',
    });
  });
  test('「このキャラクターにセットカードがセットされた時」 keeps 「セットカード」 (000 ■戦場の裏向きのカード)', () => {
    const set = auto(
      'キャラクター',
      '[自動]：このキャラクターにセットカードがセットされた時、カードを1枚引く。',
    );
    expect(set.trigger).toEqual({ on: 'cardSetOnSelf', setCard: { kind: ['set'] } });
    const any = auto('キャラクター', '[自動]：このキャラクターにカードがセットされた時、カードを1枚引く。');
    expect(any.trigger).toEqual({ on: 'cardSetOnSelf' });
  });
  test('「このカードがキャラクターにセットされた時、そのキャラクター…」: 「そのキャラクター」 is the host', () => {
    const a = auto(
      'セット',
      '[自動]：このカードがキャラクターにセットされた時、そのキャラクターに1000ダメージを与える。',
    );
    // 「キャラクターに」: only when set onto a character, not onto a world set
    expect(a.trigger).toEqual({ on: 'setSelf', host: { kind: ['character'] } });
    expect(a.effect.processes[0].steps[0]).toMatchObject({ op: 'damageCharacter', target: 'eventCard' });
  });
});

describe('issue 22: 「あなたのターン中、…時、」', () => {
  test('the trigger carries the turn it may happen in', () => {
    expect(
      auto('キャラクター', '[自動]：あなたのターン中、あなたのキャラクターが破壊された時、カードを1枚引く。')
        .trigger,
    ).toMatchObject({ during: 'you', on: 'destroyed' });
    expect(
      auto('キャラクター', '[自動]：相手のターン中に、このキャラクターが攻撃された時、カードを1枚引く。')
        .trigger,
    ).toMatchObject({ during: 'opponent', on: 'attacked' });
  });
  test('a 【空装】 effect: 「効果：あなたのターン中、…が破壊された時、1ターンに1回、…」', () => {
    const def = compileCard(
      'キャラクター',
      [
        '【空装 条件：《騎士》を持つカードが6枚以上 効果：あなたのターン中、あなたのキャラクターが破壊された時、1ターンに1回、対戦相手に1ダメージを与える。】',
      ],
      ['分類：《騎士》'],
    );
    expect(def.kuusou?.abilities?.[0]).toMatchObject({
      oncePerTurn: true,
      trigger: { on: 'destroyed', during: 'you' },
    });
  });
});
