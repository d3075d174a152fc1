// One card for every variant of every union of the contract (src/core/cardTypes.ts), written in the DSL
// (test/fixtures/explain-variants.hf) and keyed here by its discriminant: a new op, trigger, cost, condition,
// static effect or target kind makes this file fail to compile until it has a card here — and the explainer
// fails to compile until it explains it. Each card is checked to hold the variant it stands for.
import { describe, expect, test } from 'vitest';
import type {
  CardDefinition,
  Condition,
  Cost,
  EffectOp,
  Grant,
  StaticEffect,
  TargetSpec,
  Trigger,
} from '../../src/core/cardTypes.js';
import { explainCard, renderExplanation } from '../../src/explain/index.js';
import { fixtureCards } from '../helpers/fixtureCards.js';

const variants = fixtureCards('explain-variants');
const card = (name: string) => variants.card(name);

const OPS: Record<EffectOp['op'], CardDefinition> = {
  draw: card('op.draw'),
  damageCharacter: card('op.damageCharacter'),
  damageCharacters: card('op.damageCharacters'),
  damagePlayer: card('op.damagePlayer'),
  destroy: card('op.destroy'),
  destroyAll: card('op.destroyAll'),
  destroyChosen: card('op.destroyChosen'),
  failAttack: card('op.failAttack'),
  lookHand: card('op.lookHand'),
  modifyPower: card('op.modifyPower'),
  modifyPowerAll: card('op.modifyPowerAll'),
  setPower: card('op.setPower'),
  fight: card('op.fight'),
  swapPower: card('op.swapPower'),
  shuffleDeck: card('op.shuffleDeck'),
  setState: card('op.setState'),
  setStateAll: card('op.setStateAll'),
  moveCard: card('op.moveCard'),
  moveAll: card('op.moveAll'),
  changeControl: card('op.changeControl'),
  changeControlAll: card('op.changeControlAll'),
  removeDamage: card('op.removeDamage'),
  removeDamageAll: card('op.removeDamageAll'),
  chooseOnField: card('op.chooseOnField'),
  attach: card('op.attach'),
  moveAttached: card('op.moveAttached'),
  chooseInZone: card('op.chooseInZone'),
  pick: card('op.pick'),
  reveal: card('op.reveal'),
  declare: card('op.declare'),
  lookAtTop: card('op.lookAtTop'),
  moveTop: card('op.moveTop'),
  revealTop: card('op.revealTop'),
  search: card('op.search'),
  putFaceDown: card('op.putFaceDown'),
  grant: card('op.grant'),
  grantAll: card('op.grantAll'),
  negate: card('op.negate'),
  placeEnergy: card('op.placeEnergy'),
  activateEnergy: card('op.activateEnergy'),
  sleepEnergy: card('op.sleepEnergy'),
  pay: card('op.pay'),
  banPlay: card('op.banPlay'),
  nextPlayCost: card('op.nextPlayCost'),
  playCostChange: card('op.playCostChange'),
  discard: card('op.discard'),
  loseGame: card('op.loseGame'),
  ifThen: card('op.ifThen'),
  repeat: card('op.repeat'),
  mayDo: card('op.mayDo'),
};

const TRIGGERS: Record<Trigger['on'], CardDefinition> = {
  enter: card('trigger.enter'),
  attack: card('trigger.attack'),
  defend: card('trigger.defend'),
  defenseSucceeded: card('trigger.defenseSucceeded'),
  attackDefended: card('trigger.attackDefended'),
  attacked: card('trigger.attacked'),
  leave: card('trigger.leave'),
  characterDamaged: card('trigger.characterDamaged'),
  play: card('trigger.play'),
  draw: card('trigger.draw'),
  damageTriggerRevealed: card('trigger.damageTriggerRevealed'),
  destroyed: card('trigger.destroyed'),
  destroysByAttack: card('trigger.destroysByAttack'),
  setSelf: card('trigger.setSelf'),
  cardSetOnSelf: card('trigger.cardSetOnSelf'),
  cardSetOn: card('trigger.cardSetOn'),
  playerDamaged: card('trigger.playerDamaged'),
  phaseStart: card('trigger.phaseStart'),
  phaseEnd: card('trigger.phaseEnd'),
  turnEnd: card('trigger.turnEnd'),
  defenseSucceededDamage: card('trigger.defenseSucceededDamage'),
};

const COSTS: Record<Cost['kind'], CardDefinition> = {
  energy: card('cost.all'),
  energyX: card('cost.all'),
  sleep: card('cost.all'),
  carnage: card('cost.all'),
  carnageX: card('cost.all'),
  discard: card('cost.all'),
  destroy: card('cost.destroy'),
  trashCharacter: card('cost.trashCharacter'),
  exileTrash: card('cost.exileTrash'),
  trashAttached: card('cost.trashAttached'), // mech14
  damage: card('cost.damage'),
};

const CONDITIONS: Record<Condition['kind'], CardDefinition> = {
  count: card('condition.count'),
  countIn: card('condition.countIn'),
  zoneSize: card('condition.zoneSize'),
  yourTurn: card('condition.yourTurn'),
  opponentTurn: card('condition.opponentTurn'),
  mainPhase: card('condition.mainPhase'),
  cardMatches: card('condition.cardMatches'),
  traitKinds: card('condition.traitKinds'),
  sourceSetOn: card('condition.sourceSetOn'),
  compareSizes: card('condition.compareSizes'),
  compareValues: card('condition.compareValues'),
  attached: card('condition.attached'),
  attackedThisTurn: card('condition.attackedThisTurn'),
  attackHitPlayer: card('condition.attackHitPlayer'),
  extraCostPaid: card('condition.extraCostPaid'),
  nothingDone: card('condition.nothingDone'),
  destroyedByThisEffect: card('condition.destroyedByThisEffect'),
  not: card('condition.not'),
  all: card('condition.all'),
};

const STATICS: Record<StaticEffect['kind'], CardDefinition> = {
  power: card('static.power'),
  indestructible: card('static.indestructible'),
  unblockableExceptBy: card('static.unblockableExceptBy'),
  undefendableBy: card('static.undefendableBy'), // mech18
  playerAttackDamageBonus: card('static.playerAttackDamageBonus'),
  grant: card('static.grant'),
  costChange: card('static.costChange'),
  abilityCostChange: card('static.abilityCostChange'),
};

const TARGETS: Record<TargetSpec['kind'], CardDefinition> = {
  character: card('target.character'),
  worldSet: card('target.worldSet'),
  // Not a card: the engine makes this target from a set card's セット対象 when it is played
  // (src/engine/legal.ts); no card text holds it.
  setHost: { ...card('target.worldSet'), targets: [{ kind: 'setHost', filter: { controller: 'you' } }] },
  setCard: card('target.setCard'),
  waitingPlay: card('target.waitingPlay'),
  ref: card('target.ref'),
  cardInZone: card('target.cardInZone'),
};

/** A grant's variant is the key it is written with (`by` qualifies `unaffected`). */
type KeysOf<U> = U extends unknown ? keyof U : never;
type GrantKey = Exclude<KeysOf<Grant>, 'by'>;
const GRANTS: Record<GrantKey, CardDefinition> = {
  keyword: card('grant.keyword'),
  trait: card('grant.trait'),
  ability: card('grant.ability'),
  cannotAttack: card('grant.cannotAttack'),
  attackTax: card('grant.attackTax'),
  cannotDefend: card('grant.cannotDefend'),
  cannotActivate: card('grant.cannotActivate'),
  loseAbilities: card('grant.loseAbilities'),
  unblockable: card('grant.unblockable'),
  cannotAttackPlayer: card('grant.cannotAttackPlayer'),
  cannotAttackCharacter: card('grant.cannotAttackCharacter'), // mech17
  cannotBeAttacked: card('grant.cannotBeAttacked'), // mech17
  noUntap: card('grant.noUntap'),
  entersAsleep: card('grant.entersAsleep'),
  untargetable: card('grant.untargetable'),
  unaffected: card('grant.unaffected'),
  damageProof: card('grant.damageProof'), // mech22
  damageReduce: card('grant.damageReduce'), // mech23
  replacement: card('grant.replacement'),
};

const DURATIONS: Record<string, CardDefinition> = Object.fromEntries(
  [
    'endOfTurn',
    'endOfGame',
    'whileSourceOnBattlefield',
    'untilYourNextTurnEnd',
    'untilOpponentNextTurnEnd',
    'untilYourNextTurnStart',
    'untilOpponentNextTurnStart',
    'untilNextActivePhase',
    'untilYourNextActivePhase',
    'untilOpponentNextActivePhase',
    'untilOwnerNextActivePhase',
    'while',
  ].map((kind) => [kind, card(`duration.${kind}`)]),
);

const VALUES: Record<string, CardDefinition> = Object.fromEntries(
  [
    'number',
    'powerOf',
    'x',
    'count',
    'countInZone',
    'zoneSize',
    'times',
    'setOn',
    'plus',
    'over',
    'attachedTo',
    'shortOf',
  ].map((kind) => [kind, card(`value.${kind}`)]),
);

/** Every value held under a property named one of `keys`, anywhere in `node` (arrays flattened). */
function valuesAt(node: unknown, keys: readonly string[]): unknown[] {
  if (Array.isArray(node)) return node.flatMap((item) => valuesAt(item, keys));
  if (!node || typeof node !== 'object') return [];
  return Object.entries(node).flatMap(([key, value]) => [
    ...(keys.includes(key) ? [value].flat() : []),
    ...valuesAt(value, keys),
  ]);
}

const field = (name: string) => (value: unknown) => (value as Record<string, unknown>)[name];

/** The shape of a `Value`: its variant's name. */
function valueShape(value: unknown): string | undefined {
  if (typeof value === 'number') return 'number';
  if (!value || typeof value !== 'object') return undefined;
  const v = value as Record<string, unknown>;
  if ('count' in v) return 'zone' in v && v.zone !== 'battlefield' ? 'countInZone' : 'count';
  const inner = Array.isArray(v.times) ? (v.times[0] as Record<string, unknown> | undefined) : undefined;
  if (inner && typeof inner === 'object' && 'over' in inner) return 'over'; // 「2枚につき500」: (count ÷ 2) × 500
  return ['powerOf', 'x', 'zoneSize', 'plus', 'over', 'attachedTo', 'setOn', 'shortOf', 'times'].find(
    (key) => key in v,
  );
}

/** What each table's cards must hold: the variants found in a definition. */
const FOUND: Record<string, (def: CardDefinition) => unknown[]> = {
  ops: (def) => valuesAt(def, ['steps', 'then', 'else', 'instead']).map(field('op')),
  triggers: (def) => valuesAt(def, ['trigger']).map(field('on')),
  costs: (def) => valuesAt(def, ['costs']).map(field('kind')),
  conditions: (def) =>
    valuesAt(def, ['condition', 'cond', 'conds', 'while', 'playCondition']).map(field('kind')),
  statics: (def) => valuesAt(def, ['effects', 'statics']).map(field('kind')),
  targets: (def) => valuesAt(def, ['targets']).map(field('kind')),
  grants: (def) => valuesAt(def, ['grant']).flatMap((g) => Object.keys(g as object)),
  durations: (def) =>
    valuesAt(def, ['duration']).map((d) => (typeof d === 'string' ? d : Object.keys(d as object)[0])),
  values: (def) => valuesAt(def, ['amount', 'count', 'times']).map(valueShape),
};

const TABLES: Record<keyof typeof FOUND, Partial<Record<string, CardDefinition>>> = {
  ops: OPS,
  triggers: TRIGGERS,
  costs: COSTS,
  conditions: CONDITIONS,
  statics: STATICS,
  targets: TARGETS,
  grants: GRANTS,
  durations: DURATIONS,
  values: VALUES,
};

function texts(def: CardDefinition): Record<'ja' | 'en', string> {
  return { ja: renderExplanation(explainCard(def, 'ja')), en: renderExplanation(explainCard(def, 'en')) };
}

function noHoles(def: CardDefinition): string {
  const t = texts(def);
  for (const text of Object.values(t))
    expect(text, def.name).not.toMatch(/undefined|\[object Object\]|NaN|null/);
  return t.ja;
}

describe('every variant of the contract is explained, with no hole in the text', () => {
  test('each card holds the variant it stands for', () => {
    for (const [table, cards] of Object.entries(TABLES))
      for (const [variant, def] of Object.entries(cards))
        expect(FOUND[table](def as CardDefinition), `${table} ${variant}: ${def?.name}`).toContain(variant);
  });

  test('every effect op says something of its own', () => {
    const seen = new Set<string>();
    for (const [op, def] of Object.entries(OPS)) {
      const step = noHoles(def)
        .split('\n')
        .find((l) => l.includes('処理1：'));
      expect(step, op).toBeDefined();
      expect(seen.has(step!), `${op}: ${step}`).toBe(false);
      seen.add(step!);
    }
  });

  test('every trigger, cost, condition, static effect and target kind', () => {
    for (const def of [TRIGGERS, COSTS, CONDITIONS, STATICS, TARGETS].flatMap(Object.values)) noHoles(def);
  });

  test('every grant, duration and value', () => {
    for (const def of [GRANTS, DURATIONS, VALUES].flatMap(Object.values)) noHoles(def as CardDefinition);
  });

  test('a 【空装】 card and a 【奥義：word】 card (HF-13.7, HF-13.8)', () => {
    const ja = noHoles(card('紅蓮の誓約'));
    expect(ja).toContain('【奥義：紅蓮】');
    expect(ja).toContain(
      '条件：デッキに《竜》を持つカードが10枚以上ある、かつ同じ名前のカードを4枚までデッキに入れられる',
    );
    expect(ja).toContain('7枚のエクストラデッキ');
  });
});
