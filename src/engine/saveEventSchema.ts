// The shape of the event log in a save (src/core/events.ts): view() and the narrator read its card ids, so a
// tampered event must not reach them. Built per number of cards, like saveSchema.ts.
import { z } from 'zod';
import { EXPIRE_WHATS } from '../core/events.js';

const PHASES = ['active', 'draw', 'energy', 'main', 'discard'] as const;

export function eventSchema(cards: number) {
  const id = z
    .int()
    .min(0)
    .max(Math.max(cards - 1, 0));
  const player = z.union([z.literal(0), z.literal(1)]);
  const n = z.int().min(-100_000).max(100_000);
  const text = z.string().max(10_000);
  const ids = z.array(id).max(10_000);
  const phase = z.enum(PHASES);
  const cardSource = text.optional(); // play, activate, trigger `source` (issue 12): `file:line` of the card text (absent in older saves)
  const e = <T extends string, S extends z.ZodRawShape>(type: T, shape: S) =>
    z.strictObject({ type: z.literal(type), ...shape });
  return z.discriminatedUnion('type', [
    e('gameStart', { firstPlayer: player }),
    e('shuffle', { player, zone: z.literal('mainDeck') }),
    e('reveal', { player, card: id, reason: z.enum(['ougi', 'kuusou', 'damageTrigger', 'play', 'effect']) }),
    e('mulligan', { player, redraw: z.boolean() }),
    e('turnStart', { turn: n, player }),
    e('phaseStart', { phase, player }),
    e('phaseEnd', { phase, player }),
    e('draw', { player, card: id }),
    e('move', { card: id, from: text, to: text, player }),
    e('energyPlaced', { player, card: id }),
    e('stateChange', { card: id, sleep: z.boolean() }),
    e('play', { player, card: id, targets: ids, useMarker: z.boolean(), source: cardSource }),
    e('activate', { player, card: id, ability: text, targets: ids, x: n, source: cardSource }),
    e('attack', {
      player,
      attacker: id,
      target: z.union([z.strictObject({ player }), z.strictObject({ card: id })]),
    }),
    e('defend', { player, defender: id.nullable() }),
    e('windowOpen', { holder: player, openedByPass: z.boolean() }),
    e('pass', { player }),
    e('windowClose', {}),
    e('resolve', { item: text, card: id.nullable(), ok: z.boolean(), why: text.optional() }),
    e('enter', { card: id, controller: player, faceDown: z.boolean() }),
    e('set', { card: id, host: id }),
    e('attackFails', { attacker: id, why: text }),
    e('defenseResult', { defender: id, ok: z.boolean(), why: text.optional() }),
    e('damageCharacter', { card: id, amount: n, source: id.nullable(), byAttack: z.boolean() }),
    e('damagePlayer', { player, amount: n, source: id.nullable() }),
    e('damageCard', { player, card: id, revealed: z.boolean() }),
    e('damageTrigger', { player, card: id }),
    e('destroyed', { card: id, reason: z.enum(['damage', 'effect', 'power0']), byAttack: id.nullable() }),
    e('notDestroyed', { card: id, why: text }),
    e('powerChange', { card: id, amount: n, duration: text }),
    e('controlChange', { card: id, from: player, to: player }),
    e('trigger', { card: id, ability: text, controller: player, source: cardSource }),
    e('reload', { player, placed: n }),
    e('extraDraw', { player, card: id }),
    e('discard', { player, card: id }),
    e('damageRemoved', {}),
    e('expire', {
      effect: n,
      card: id.optional(),
      source: id.optional(),
      what: z.enum(EXPIRE_WHATS).optional(),
      amount: n.optional(),
      name: text.optional(),
    }),
    e('negate', { card: id }),
    e('replaced', { card: id, event: text, replacement: text }),
    e('damagePrevented', { card: id, source: id.nullable() }),
    e('damageReduced', { card: id, source: id.nullable(), from: n, to: n }), // mech23
    e('processFails', { card: id, why: text }),
    e('lookAt', { player, cards: ids }),
    e('concede', { player }),
    e('gameOver', { winner: player.nullable(), reason: text, rule: text }),
  ]);
}
