// The narrator (src/engine/narrate.ts): `hflux play` tells the story events; scenario failures and
// `hflux scenario --log` tell every event, in Japanese or English (`lang: 'en'`: the page, `--lang en`). Every
// event type of the log's schema must have a line in both languages, so an event added to the engine without
// one fails here.
import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../src/core/events.js';
import { englishText } from '../../src/engine/engineTexts.js';
import { createGame } from '../../src/engine/index.js';
import { narrate, narrateEvent } from '../../src/engine/narrate.js';
import { eventSchema } from '../../src/engine/saveEventSchema.js';
import { playOut, randomChooser } from '../../src/sim/randomPlayer.js';
import { FIXTURE_DECKS } from '../helpers/decks.js';
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

  const ascii = { player: (p: number) => `P${p + 1}`, card: (id: number) => `card${id}` };
  const JAPANESE = /[ぁ-んァ-ン一-龥]/;

  it('every event type of the log has its own English line, with no Japanese left (lang: en)', () => {
    for (const e of EVENTS) {
      const line = narrateEvent(game, e, { every: true, lang: 'en', namer: ascii });
      expect(line, e.type).not.toBeNull();
      expect(line, e.type).not.toBe(e.type);
      expect(line, e.type).not.toMatch(JAPANESE);
      expect(line, e.type).not.toBe(narrateEvent(game, e, { every: true, namer: ascii }));
    }
  });

  it('both languages tell the same events as the story (hflux play)', () => {
    for (const e of EVENTS)
      expect(narrateEvent(game, e, { lang: 'en' }) === null, e.type).toBe(narrateEvent(game, e) === null);
  });

  it('the engine texts in events (why, the game-over reason) are told in English', () => {
    const over: GameEvent = {
      type: 'gameOver',
      winner: null,
      reason: '両者が同時に敗北した（リロード時にガードデッキが0枚だった / 投了した）',
      rule: 'HF-15.2',
    };
    expect(narrateEvent(game, over, { lang: 'en', namer: ascii })).toBe(
      '\n★ Draw: both players lost at once (the guard deck was empty at reload / conceded) (HF-15.2)',
    );
    expect(englishText('HF-5.6 対象2が不適切')).toBe('HF-5.6 target 2 is invalid');
    expect(englishText('ターン数の上限（80）に達した')).toBe('the turn limit (80) was reached');
    expect(englishText('HF-13.6 防御キャラクターが【神速】を持たない')).toBe(
      'HF-13.6 the defender lacks godspeed',
    );
  });

  it('whole random games told in English keep no Japanese but the card names', () => {
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const g = createGame({ decks: [FIXTURE_DECKS.red, FIXTURE_DECKS.blue], seed });
      playOut(g, randomChooser(seed));
      const lines = narrate(g, { every: true, lang: 'en', namer: ascii });
      expect(lines.length).toBeGreaterThan(50);
      for (const l of lines) expect(l).not.toMatch(JAPANESE);
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

describe('fixc 5: an ended lasting effect is told by its cards and what it did (HF-12.3)', () => {
  const { game } = runText(scenario({ a: ['battlefield: [紅蓮の剣士, 学徒]'] }));
  const names = {
    player: (p: number) => `P${p + 1}`,
    card: (id: number) => (id === 0 ? '「剣士」' : '「学徒」'),
  };
  const told = (e: GameEvent, lang: 'ja' | 'en' = 'ja') =>
    narrateEvent(game, e, { every: true, lang, namer: names });

  it('power, keyword, trait, control: names and what, never the effect id', () => {
    const power: GameEvent = { type: 'expire', effect: 17, card: 0, source: 1, what: 'power', amount: 1000 };
    expect(told(power)).toBe('「剣士」のパワー+1000の効果が終わった（「学徒」の効果）');
    expect(told(power, 'en')).toBe("the effect giving 「剣士」 +1000 power ended (「学徒」's effect)");
    const own: GameEvent = { type: 'expire', effect: 3, card: 0, source: 0, what: 'keyword', name: 'pierce' };
    expect(told(own)).toMatch(/^「剣士」が【.+】を得る効果が終わった$/);
    expect(told(own)).not.toContain('3');
    expect(told({ type: 'expire', effect: 4, card: 1, source: 1, what: 'trait', name: '竜' })).toBe(
      '「学徒」が《竜》を得る効果が終わった',
    );
    expect(told({ type: 'expire', effect: 5, card: 1, source: 0, what: 'control' })).toBe(
      '「学徒」のプレイヤーを変える効果が終わった（「剣士」の効果）',
    );
  });

  it('an event of an older save (only the id) says a lasting effect ended, without the id', () => {
    expect(told({ type: 'expire', effect: 9 })).toBe('継続効果が1つ終わった');
    expect(told({ type: 'expire', effect: 9 }, 'en')).toBe('a lasting effect ended');
  });

  it('the engine logs what ended: 「ターン終了時まで…+1000」 ends with the card named', () => {
    let ended = 0;
    for (const seed of [1, 2, 3]) {
      const g = createGame({ decks: [FIXTURE_DECKS.red, FIXTURE_DECKS.blue], seed });
      playOut(g, randomChooser(seed));
      for (const e of g.state.log) {
        if (e.type !== 'expire') continue;
        ended++;
        expect(e.card).toBeTypeOf('number');
        expect(e.what).toBeDefined();
        expect(narrateEvent(g, e, { every: true })).toMatch(/^「.+」.+効果が終わった/);
      }
    }
    expect(ended).toBeGreaterThan(0);
  });
});
