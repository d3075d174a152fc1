// The shape of a saved game (serialize() output, src/core/state.ts), checked with zod on load. The schema is
// built per save for its number of cards, so that every card reference is an index in range. Data that comes
// from card definitions (effect steps, abilities, grants, durations, face-down definitions, target specs) is
// only required to be an object here: saveChecks.ts requires it to be a piece of the library's definitions.
import { z } from 'zod';
import { CARD_HASH_PATTERN } from '../catalog/cardHash.js';
import { STATE_VERSION } from '../core/state.js';
import { SETUP_STEPS } from './flow.js';
import { eventSchema } from './saveEventSchema.js';
import { PLAYER_ZONE_NAMES } from './zones.js';

const PHASES = ['active', 'draw', 'energy', 'main', 'discard'] as const;
// The setup steps come from the flow itself (one source of truth); then the steps of a phase.
const STEPS = [
  ...SETUP_STEPS,
  'start',
  'body',
  'end',
  'window',
  'next',
  'damage',
  'triggers',
  'expire',
] as const;
// A player's own zones (src/engine/zones.ts), then the shared and in-between places.
const ZONES = [...PLAYER_ZONE_NAMES, 'battlefield', 'excluded', 'attached', 'chain', 'limbo'] as const;
const DESTINATIONS = [
  'trash',
  'hand',
  'mainTop',
  'mainBottom',
  'guardDeck',
  'damageField',
  'excluded',
  'energy',
  'energyAsleep',
  'battlefield',
  'battlefieldAsleep',
  'played',
] as const;
const DECISIONS = [
  'ougiReveal',
  'kuusou',
  'mulligan',
  'energy',
  'main',
  'window',
  'defense',
  'damage',
  'reload',
  'triggerTargets',
  'orderTriggers',
  'orderExpirations',
  'discard',
  'choose',
  'mayDo',
  'payCost',
  'replacement',
  'declare',
] as const;

/** Bounds far above any real game, so that a huge number or array is rejected before it is used. */
const MAX_COUNT = 100_000;
const MAX_LIST = 10_000;
const MAX_TEXT = 10_000;

const count = z.int().min(0).max(MAX_COUNT);
const player = z.union([z.literal(0), z.literal(1)]);
const text = z.string().max(MAX_TEXT);
const list = <T extends z.ZodType>(item: T) => z.array(item).max(MAX_LIST);
/** Definition data, checked against the library by saveChecks.ts. */
const defData = z.record(z.string(), z.unknown());

/** A save's `cardVersions` (issue 16, src/catalog/cardHash.ts): card definition id → its 16-hex-digit hash. */
export const cardVersionsSchema = z
  .record(text, z.string().regex(CARD_HASH_PATTERN, 'a card version is 16 hex digits'))
  .refine((r) => Object.keys(r).length <= MAX_LIST, `at most ${MAX_LIST} cards`);

/** The schema for saves of `cards` cards (built once per card count). */
export function saveSchema(cards: number) {
  let schema = schemas.get(cards);
  if (schema === undefined) {
    schema = buildSchema(cards);
    schemas.set(cards, schema);
  }
  return schema;
}

const schemas = new Map<number, ReturnType<typeof buildSchema>>();

function buildSchema(cards: number) {
  const id = z
    .int()
    .min(0)
    .max(Math.max(cards - 1, 0));
  const ids = list(id);
  const cardSeq = z.strictObject({ card: id, seq: count });
  const targetChoice = z.union([
    cardSeq,
    z.strictObject({ chainItem: count }),
    z.strictObject({ cards: list(cardSeq) }),
    z.null(),
  ]);
  const lkiEntry = z.strictObject({ controller: player, power: z.int(), traits: list(text) });
  const context = z.strictObject({
    controller: player,
    self: id,
    source: id,
    selfSeq: count,
    targets: list(targetChoice),
    specs: list(defData),
    it: id.nullable(),
    its: ids.optional(),
    eventCard: id.nullable(),
    x: count,
    lki: z.record(z.string().regex(/^\d+$/), lkiEntry),
    replaced: list(text).optional(),
    destroyed: ids.optional(),
    legalAtStart: list(ids.nullable()).optional(),
    chosen: ids.optional(),
    declared: z
      .strictObject({ name: text.optional(), kind: text.optional(), trait: text.optional() })
      .optional(),
    extraPaid: z.literal(true).optional(),
  });
  const trigger = z.strictObject({
    ability: defData,
    abilityKey: text,
    ctx: context,
    targetsChosen: z.boolean(),
    modes: list(count).optional(),
  });
  const attackTarget = z.union([z.strictObject({ player }), cardSeq]);
  const chainItem = z.discriminatedUnion('kind', [
    z.strictObject({
      kind: z.literal('attack'),
      id: count,
      player,
      attacker: id,
      attackerSeq: count,
      target: attackTarget,
    }),
    z.strictObject({ kind: z.literal('defense'), id: count, player, defender: id, defenderSeq: count }),
    z.strictObject({
      kind: z.literal('play'),
      id: count,
      player,
      card: id,
      targets: list(targetChoice),
      x: count,
      negated: z.boolean(),
      modes: list(count).optional(),
      from: z.enum(['guardDeck', 'hand']).optional(),
      extraPaid: z.literal(true).optional(),
    }),
    z.strictObject({
      kind: z.literal('ability'),
      id: count,
      player,
      source: id,
      sourceSeq: count,
      abilityKey: text,
      targets: list(targetChoice),
      x: count,
      modes: list(count).optional(),
    }),
    z.strictObject({ kind: z.literal('phaseEnd'), id: count, player, phase: z.enum(PHASES) }),
  ]);
  const steps = list(defData);
  const replaceable = z.discriminatedUnion('kind', [
    z.strictObject({
      kind: z.literal('destroy'),
      reason: z.enum(['damage', 'effect', 'power0']),
      byAttack: id.nullable(),
      byCounter: id.optional(),
    }),
    z.strictObject({
      kind: z.literal('damage'),
      amount: count,
      source: id.nullable(),
      attacker: id.nullable(),
      counter: id.optional(),
    }),
    z.strictObject({
      kind: z.literal('move'),
      to: z.enum(DESTINATIONS),
      faceUp: z.boolean().nullable(),
      controller: player,
    }),
    z.strictObject({ kind: z.literal('trash') }),
  ]);
  const task = z.discriminatedUnion('t', [
    z.strictObject({
      t: z.literal('process'),
      ctx: context,
      steps,
      index: count,
      checked: z.boolean(),
      notDone: steps.optional(),
    }),
    z.strictObject({ t: z.literal('effect'), ctx: context, processes: list(steps), index: count }),
    z.strictObject({ t: z.literal('triggered'), trigger }),
    z.strictObject({ t: z.literal('triggerGroup'), triggers: list(trigger) }),
    z.strictObject({ t: z.literal('draw'), player, remaining: count }),
    z.strictObject({ t: z.literal('energyFromDeck'), player }),
    z.strictObject({ t: z.literal('reload'), player, toPlace: count, started: z.boolean() }),
    z.strictObject({
      t: z.literal('damagePlayer'),
      player,
      remaining: count,
      started: z.boolean(),
      source: id.nullable(),
      byAttack: z.literal(true).optional(),
    }),
    z.strictObject({ t: z.literal('finishDamageTrigger'), card: id }),
    z.strictObject({ t: z.literal('finishDestroy'), card: id }),
    z.strictObject({ t: z.literal('finishPlay'), card: id }),
    z.strictObject({ t: z.literal('resolveChain') }),
    z.strictObject({ t: z.literal('combatDamage') }),
    z.strictObject({
      t: z.literal('choose'),
      player,
      prompt: text,
      options: ids,
      min: count,
      max: count,
      picked: ids,
      to: z.enum(DESTINATIONS),
      rest: z.enum([
        'top',
        'bottom',
        'trash',
        'stay',
        'topByChooser',
        'bottomByChooser',
        'topOrBottomByChooser',
      ]),
      reveal: z.literal(true).optional(),
      shuffle: player.nullable(),
      ctxIt: z.boolean(),
      restCards: ids,
    }),
    z.strictObject({ t: z.literal('declareValue'), ctx: context, what: z.enum(['name', 'kind', 'trait']) }),
    z.strictObject({
      t: z.literal('mayDo'),
      ctx: context,
      steps,
      otherwise: steps.optional(),
      once: text.optional(),
      player: player.optional(),
    }),
    z.strictObject({
      t: z.literal('cost'),
      player,
      kind: z.enum([
        'carnage',
        'discard',
        'destroy',
        'trashCharacter',
        'exileTrash',
        'trashAttached',
        'sleepCharacter',
      ]),
      remaining: count,
      filter: defData.optional(),
      source: id.optional(),
    }),
    z.strictObject({ t: z.literal('declare'), item: chainItem }),
    z.strictObject({
      t: z.literal('replace'),
      card: id,
      seq: count,
      event: replaceable,
      applied: list(text),
      endsProcess: z.boolean(),
    }),
  ]);
  const cardInstance = z.strictObject({
    id,
    def: text,
    owner: player,
    controller: player,
    zone: z.enum(ZONES),
    faceUp: z.boolean(),
    sleep: z.boolean(),
    damage: count,
    lastDamageBy: player.optional(),
    host: id.nullable(),
    attachments: ids,
    faceDown: defData.nullable(),
    seq: count,
  });
  const playerState = z.strictObject({
    mainDeck: ids,
    guardDeck: ids,
    hand: ids,
    energy: ids,
    trash: ids,
    damageField: ids,
    extraDeck: ids,
    secondPlayerMarker: z.boolean(),
    mulliganed: z.boolean(),
    kuusou: id.nullable(),
    ougiDeck: z.boolean(),
    nextPlayCosts: list(
      z.strictObject({
        amount: z.int().min(-MAX_COUNT).max(MAX_COUNT),
        filter: defData.optional(),
        turn: count,
      }),
    ).optional(),
    playBans: list(
      z.strictObject({ filter: defData.optional(), controller: player, until: count }),
    ).optional(),
    groupRules: list(
      z.strictObject({
        flag: z.enum([
          'cannotAttack',
          'cannotDefend',
          'unblockable',
          'cannotAttackPlayer',
          'cannotAttackCharacter',
          'cannotBeAttacked',
        ]),
        filter: defData,
        controller: player,
        origin: z.enum(['characterAbility', 'characterDamageTrigger', 'other']),
        until: count,
      }),
    ).optional(),
    playCosts: list(
      z.strictObject({
        amount: z.int().min(-MAX_COUNT).max(MAX_COUNT),
        filter: defData.optional(),
        controller: player,
        until: count.optional(),
      }),
    ).optional(),
  });
  const lasting = z.strictObject({
    id: count,
    kind: z.enum(['power', 'grant', 'control']),
    card: id,
    cardSeq: count,
    amount: z.int().min(-MAX_COUNT).max(MAX_COUNT),
    grant: defData.nullable(),
    duration: z.union([
      z.enum([
        'endOfTurn',
        'endOfGame',
        'whileSourceOnBattlefield',
        'whileSourceSetOnIt',
        'untilYourNextTurnEnd',
        'untilOpponentNextTurnEnd',
        'untilYourNextTurnStart',
        'untilOpponentNextTurnStart',
        'untilNextActivePhase',
        'untilYourNextActivePhase',
        'untilOpponentNextActivePhase',
        'untilOwnerNextActivePhase',
      ]),
      defData,
    ]),
    source: id,
    sourceSeq: count,
    controller: player,
    turn: count,
    from: player.optional(),
    base: z.literal(true).optional(), // 「パワーを…にする」 (m10a)
  });
  return z.strictObject({
    version: z.literal(STATE_VERSION),
    rng: z.array(z.int().min(-0x80000000).max(0xffffffff)).length(4),
    cards: z.array(cardInstance),
    players: z.tuple([playerState, playerState]),
    battlefield: ids,
    excluded: ids,
    limbo: ids,
    firstPlayer: player,
    turn: count,
    turnPlayer: player,
    phase: z.enum([...PHASES, 'setup', 'endOfTurn', 'over']),
    chain: list(chainItem),
    window: z.strictObject({ holder: player, openedByPass: z.boolean() }).nullable(),
    combat: z
      .strictObject({
        attacker: id,
        attackerSeq: count,
        attackingPlayer: player,
        target: attackTarget,
        defender: id.nullable(),
        defenderSeq: z.int().min(-1).max(MAX_COUNT),
        defenseSucceeded: z.boolean(),
        stage: z.enum(['declared', 'defense', 'defenseDeclared', 'damage', 'done']),
      })
      .nullable(),
    resolving: z.boolean(),
    tasks: list(task),
    triggers: list(trigger),
    effects: list(lasting),
    oncePerTurn: list(z.strictObject({ card: id, seq: count, ability: text, turn: count })),
    step: z.enum(STEPS),
    handAtDiscardEnd: count.nullable(),
    pending: z.strictObject({ kind: z.enum(DECISIONS), player, prompt: text.optional() }).nullable(),
    result: z.strictObject({ winner: player.nullable(), reason: text, rule: text }).nullable(),
    nextId: count,
    seq: count,
    decisions: count,
    limits: z.strictObject({
      maxTurns: z.int().min(1).max(MAX_COUNT),
      maxDecisions: z.int().min(1).max(10_000_000),
    }),
    log: z.array(eventSchema(cards)).max(10_000_000),
    logEnabled: z.boolean(),
    spentReplacements: list(
      z.strictObject({ card: id, seq: count, key: text, byAttack: id.optional(), byCounter: id.optional() }),
    ).optional(),
  });
}

/** The first problem zod found, as "path: what". */
export function firstIssue(error: z.ZodError): { path: string; message: string } {
  const issue = error.issues[0];
  const path = issue.path.length === 0 ? '(root)' : issue.path.map(String).join('.');
  return { path, message: issue.message };
}
