// One example of every variant of every union of the contract (src/core/cardTypes.ts), keyed by its
// discriminant: a new op, trigger, cost, condition, static effect or target kind makes this file fail to
// compile until it has an example here — and the explainer fails to compile until it explains it.
import { describe, expect, test } from 'vitest';
import type {
  Ability,
  CardDefinition,
  Condition,
  Cost,
  Duration,
  EffectOp,
  Grant,
  StaticEffect,
  TargetSpec,
  Trigger,
  Value,
} from '../../src/core/cardTypes.js';
import { ifThen, mayDo } from '../../src/effects/builders.js';
import { explainCard, renderExplanation } from '../../src/explain/index.js';

type ByKey<U, K extends keyof U> = { [V in U[K] & string]: Extract<U, Record<K, V>> };

const OPS: ByKey<EffectOp, 'op'> = {
  draw: { op: 'draw', player: 'opponent', count: 2 },
  damageCharacter: { op: 'damageCharacter', target: 'eventCard', amount: 1000 },
  damageCharacters: { op: 'damageCharacters', filter: { controller: 'opponent' }, amount: 500 },
  damagePlayer: { op: 'damagePlayer', player: 'each', amount: 1 },
  destroy: { op: 'destroy', target: 'defender' },
  destroyAll: { op: 'destroyAll', filter: { powerAtMost: 1000 } },
  modifyPower: { op: 'modifyPower', target: 'attacker', amount: -1000, duration: 'untilYourNextTurnEnd' },
  modifyPowerAll: { op: 'modifyPowerAll', filter: { traits: ['竜'] }, amount: 1000, duration: 'endOfGame' },
  setState: { op: 'setState', target: 'host', state: 'sleep' },
  setStateAll: { op: 'setStateAll', filter: { controller: 'you' }, state: 'active' },
  moveCard: { op: 'moveCard', target: 'self', to: 'excluded', faceUp: false },
  moveAll: { op: 'moveAll', filter: { state: 'sleep' }, to: 'trash' },
  changeControl: { op: 'changeControl', target: 'eventCard', to: 'you', duration: 'endOfTurn' },
  pick: {
    op: 'pick',
    chooser: 'opponent',
    from: 'hand',
    player: 'opponent',
    count: 2,
    upTo: true,
    to: 'mainBottom',
  },
  reveal: { op: 'reveal', target: 'source' },
  lookAtTop: {
    op: 'lookAtTop',
    player: 'you',
    count: 3,
    pick: { filter: { kind: ['command'] }, upTo: 1, to: 'hand' },
    rest: 'bottom',
  },
  search: { op: 'search', player: 'you', filter: { name: '影' }, upTo: 1, to: 'hand' },
  putFaceDown: {
    op: 'putFaceDown',
    from: 'mainTop',
    player: 'you',
    definition: { name: '影', kind: 'set', power: 1000, traits: ['亡霊'] },
    host: 'self',
  },
  grant: { op: 'grant', target: 'self', grant: { cannotAttack: true }, duration: 'untilOpponentNextTurnEnd' },
  grantAll: {
    op: 'grantAll',
    filter: { controller: 'opponent' },
    grant: { cannotDefend: true },
    duration: 'endOfTurn',
  },
  negate: { op: 'negate', target: 'eventCard' },
  placeEnergy: { op: 'placeEnergy', player: 'you', count: 1, state: 'sleep' },
  activateEnergy: { op: 'activateEnergy', player: 'you', count: { zoneSize: 'damageField', player: 'you' } },
  discard: { op: 'discard', player: 'opponent', count: 1 },
  loseGame: { op: 'loseGame', player: { controllerOf: 'eventCard' } },
  ifThen: ifThen(
    { kind: 'opponentTurn' },
    [{ op: 'draw', player: 'you', count: 1 }],
    [{ op: 'discard', player: 'you', count: 1 }],
  ) as Extract<EffectOp, { op: 'ifThen' }>,
  mayDo: mayDo({ op: 'destroy', target: 'self' }) as Extract<EffectOp, { op: 'mayDo' }>,
};

const TRIGGERS: ByKey<Trigger, 'on'> = {
  enter: { on: 'enter', who: 'self' },
  attack: { on: 'attack', who: { controller: 'opponent' } },
  defend: { on: 'defend', who: 'self' },
  destroyed: { on: 'destroyed', who: { traits: ['亡霊'] } },
  destroysByAttack: { on: 'destroysByAttack', who: 'self' },
  setSelf: { on: 'setSelf' },
  cardSetOnSelf: { on: 'cardSetOnSelf' },
  playerDamaged: { on: 'playerDamaged', player: 'any' },
  phaseStart: { on: 'phaseStart', phase: 'energy', whose: 'each' },
  phaseEnd: { on: 'phaseEnd', phase: 'discard', whose: 'opponent' },
  turnEnd: { on: 'turnEnd', whose: 'you' },
  defenseSucceededDamage: { on: 'defenseSucceededDamage' },
};

const COSTS: ByKey<Cost, 'kind'> = {
  energy: { kind: 'energy', amount: 3 },
  energyX: { kind: 'energyX' },
  sleep: { kind: 'sleep' },
  carnage: { kind: 'carnage', amount: 2 },
  carnageX: { kind: 'carnageX' },
  discard: { kind: 'discard', count: 1, filter: { kind: ['character'] } },
};

const CONDITIONS: ByKey<Condition, 'kind'> = {
  count: { kind: 'count', filter: { controller: 'you' }, atLeast: 2 },
  countIn: {
    kind: 'countIn',
    filter: { kind: ['command'] },
    zone: 'damageField',
    player: 'each',
    atLeast: 1,
    atMost: 1,
  },
  zoneSize: { kind: 'zoneSize', zone: 'guardDeck', player: 'opponent', atMost: 0 },
  yourTurn: { kind: 'yourTurn' },
  opponentTurn: { kind: 'opponentTurn' },
  cardMatches: { kind: 'cardMatches', ref: 'eventCard', filter: { hasKeyword: 'godspeed' } },
  not: { kind: 'not', cond: { kind: 'yourTurn' } },
  all: { kind: 'all', conds: [{ kind: 'yourTurn' }, { kind: 'count', filter: {}, atLeast: 1 }] },
};

const STATICS: ByKey<StaticEffect, 'kind'> = {
  power: { kind: 'power', amount: { count: { controller: 'you' } }, affects: 'self' },
  indestructible: { kind: 'indestructible', affects: { traits: ['兵士'] } },
  unblockableExceptBy: { kind: 'unblockableExceptBy', keyword: 'godspeed' },
  playerAttackDamageBonus: { kind: 'playerAttackDamageBonus', amount: 1 },
  grant: { kind: 'grant', grant: { trait: '竜' }, affects: 'self' },
  costChange: { kind: 'costChange', amount: 1, player: 'opponent' },
};

const TARGETS: ByKey<TargetSpec, 'kind'> = {
  character: { kind: 'character', count: 3, filter: { notSelf: true } },
  worldSet: { kind: 'worldSet' },
  setHost: { kind: 'setHost', filter: { controller: 'you' } },
  waitingPlay: { kind: 'waitingPlay', filter: { kind: ['command'] } },
  cardInZone: { kind: 'cardInZone', zone: 'excluded', player: 'any', count: 2, upTo: true },
};

const GRANTS: Grant[] = [
  { keyword: 'pierce' },
  { trait: '竜' },
  {
    ability: {
      kind: 'auto',
      trigger: { on: 'attack', who: 'self' },
      effect: { processes: [{ steps: [OPS.draw] }] },
    },
  },
  { cannotAttack: true },
  { cannotDefend: true },
  { untargetable: { by: 'any', from: 'set' } },
  { unaffected: 'characterCardEffects' },
  {
    replacement: {
      event: 'leaveBattlefield',
      instead: [{ op: 'moveCard', target: 'self', to: 'guardDeck' }],
    },
  },
];

const DURATIONS: Duration[] = [
  'endOfTurn',
  'endOfGame',
  'whileSourceOnBattlefield',
  'untilYourNextTurnEnd',
  'untilOpponentNextTurnEnd',
  { while: { kind: 'countIn', filter: {}, zone: 'hand', player: 'you', atLeast: 5 } },
];

const VALUES: Value[] = [
  3,
  { powerOf: 'defender' },
  { x: true },
  { count: { traits: ['竜'] } },
  { count: { kind: ['character'] }, zone: 'trash', player: 'each' },
  { zoneSize: 'mainDeck', player: { ownerOf: 'eventCard' } },
  { times: [{ count: {}, zone: 'battlefield' }, 500] },
];

function character(abilities: Ability[]): CardDefinition {
  return {
    id: 't/c',
    name: '検証',
    kind: 'character',
    cost: 1,
    traits: [],
    power: 1000,
    text: 'それ',
    abilities,
  };
}

function texts(def: CardDefinition): Record<'ja' | 'en', string> {
  return { ja: renderExplanation(explainCard(def, 'ja')), en: renderExplanation(explainCard(def, 'en')) };
}

function noHoles(def: CardDefinition): string {
  const t = texts(def);
  for (const text of Object.values(t)) expect(text).not.toMatch(/undefined|\[object Object\]|NaN|null/);
  return t.ja;
}

const auto = (steps: EffectOp[], extra: Partial<Extract<Ability, { kind: 'auto' }>> = {}): Ability => ({
  kind: 'auto',
  trigger: { on: 'enter', who: 'self' },
  effect: { processes: [{ steps }] },
  ...extra,
});

describe('every variant of the contract is explained, with no hole in the text', () => {
  test('every effect op says something of its own', () => {
    const seen = new Set<string>();
    for (const op of Object.values(OPS)) {
      const ja = noHoles(character([auto([op as EffectOp], { targets: [{ kind: 'character' }] })]));
      const step = ja.split('\n').find((l) => l.includes('処理1：'));
      expect(step, op.op).toBeDefined();
      expect(seen.has(step!), `${op.op}: ${step}`).toBe(false);
      seen.add(step!);
    }
  });

  test('every trigger, cost, condition, static effect and target kind', () => {
    for (const trigger of Object.values(TRIGGERS))
      noHoles(character([{ ...(auto([OPS.draw]) as object), trigger } as Ability]));
    noHoles(
      character([
        { kind: 'activated', costs: Object.values(COSTS), effect: { processes: [{ steps: [OPS.draw] }] } },
      ]),
    );
    for (const cond of Object.values(CONDITIONS)) noHoles(character([auto([OPS.draw], { condition: cond })]));
    noHoles(character([{ kind: 'static', effects: Object.values(STATICS) }]));
    noHoles(
      character([auto([{ op: 'destroy', target: { target: 0 } }], { targets: Object.values(TARGETS) })]),
    );
  });

  test('every grant, duration and value', () => {
    for (const grant of GRANTS)
      noHoles(character([auto([{ op: 'grant', target: 'self', grant, duration: 'endOfTurn' }])]));
    for (const duration of DURATIONS)
      noHoles(character([auto([{ op: 'modifyPower', target: 'self', amount: 1000, duration }])]));
    for (const amount of VALUES)
      noHoles(character([auto([{ op: 'damagePlayer', player: 'opponent', amount }])]));
  });

  test('a 【空装】 card and a 【奥義：word】 card (HF-13.7, HF-13.8)', () => {
    const ja = noHoles({
      ...character([]),
      kind: 'command',
      ougi: { word: '紅蓮' },
      kuusou: {
        condition: {
          kind: 'all',
          conds: [
            { kind: 'minWithTrait', trait: '竜', count: 10 },
            { kind: 'maxCopies', count: 4 },
          ],
        },
        statics: [STATICS.playerAttackDamageBonus],
        extraDeck: true,
      },
    });
    expect(ja).toContain('【奥義：紅蓮】');
    expect(ja).toContain(
      '条件：デッキに《竜》を持つカードが10枚以上ある、かつ同じ名前のカードを4枚までデッキに入れられる',
    );
    expect(ja).toContain('7枚のエクストラデッキ');
  });
});
