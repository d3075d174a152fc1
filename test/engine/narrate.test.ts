// The narrator (src/engine/narrate.ts): `hflux play` tells the story events; scenario failures and
// `hflux scenario --log` tell every event. Every event type of the log's schema must have a Japanese line,
// so an event added to the engine without one fails here.
import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../src/core/events.js';
import { narrateEvent } from '../../src/engine/narrate.js';
import { eventSchema } from '../../src/engine/saveEventSchema.js';
import { runText, scenario } from '../scenario/harness.js';

interface ZodLike {
  _zod: { def: Record<string, unknown> & { type: string } };
}

/** A value of the schema: the first of each choice, 0 for numbers and ids, empty lists. */
function sample(schema: ZodLike): unknown {
  const def = schema._zod.def;
  switch (def.type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(def.shape as Record<string, ZodLike>).map(([k, v]) => [k, sample(v)]),
      );
    case 'literal':
      return (def.values as unknown[])[0];
    case 'union':
      return sample((def.options as ZodLike[])[0]);
    case 'enum':
      return Object.values(def.entries as Record<string, string>)[0];
    case 'number':
      return 0;
    case 'boolean':
      return false;
    case 'string':
      return 'x';
    case 'array':
      return [];
    case 'optional':
    case 'nullable':
      return sample(def.innerType as ZodLike);
    default:
      throw new Error(`no sample for ${def.type}`);
  }
}

const EVENTS = eventSchema(1).options.map((o) => sample(o as unknown as ZodLike) as GameEvent);

describe('narrateEvent', () => {
  const { game } = runText(scenario({ a: ['battlefield: [紅蓮の剣士]'] }));

  it('every event type of the log has its own Japanese line with every: true', () => {
    expect(EVENTS.length).toBeGreaterThan(40);
    for (const e of EVENTS) {
      const line = narrateEvent(game, e, { every: true });
      expect(line, e.type).not.toBeNull();
      expect(line, e.type).not.toBe(e.type); // not the fallback: the raw type name
      expect(line, e.type).toMatch(/[ぁ-んァ-ン一-龥]/);
    }
  });

  it('hflux play tells only the story: draws and window passes say nothing', () => {
    const quiet = EVENTS.filter((e) => narrateEvent(game, e) === null).map((e) => e.type);
    expect(quiet).toEqual(expect.arrayContaining(['draw', 'pass', 'windowOpen', 'move', 'shuffle']));
    expect(quiet).not.toContain('attack');
    expect(quiet).not.toContain('destroyed');
  });

  it('names come from the namer: P1 and 「name」 by default, the scenario’s own when given', () => {
    const attack: GameEvent = { type: 'attack', player: 0, attacker: 0, target: { player: 1 } };
    expect(narrateEvent(game, attack)).toBe('P1の「紅蓮の剣士」がP2に攻撃');
    const namer = { player: (p: number) => (p === 0 ? 'A' : 'B'), card: () => '「A:紅蓮の剣士#1」' };
    expect(narrateEvent(game, attack, { namer, every: true })).toBe('Aの「A:紅蓮の剣士#1」がBに攻撃');
  });
});
