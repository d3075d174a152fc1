// Issue 12: every card definition carries its .hf line, and the engine's events, IllegalActionError, scenario
// failures and shrunk fuzz scenarios name it. The cards are the starter set's (generated/), so each asserted
// file:line is checked against the .hf file itself.
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CARDS as STARTER } from '../../generated/cards/starter/index.js';
import type { CardDefinition } from '../../src/core/cardTypes.js';
import type { Action } from '../../src/core/decisions.js';
import { IllegalActionError } from '../../src/core/errors.js';
import { apply, deserialize, legalActions, serialize } from '../../src/engine/index.js';
import { cardPool } from '../../src/fuzz/decks.js';
import { chooseAction, decksOf, gameInputArb, newGame } from '../../src/fuzz/game.js';
import { failureScenario } from '../../src/fuzz/scenario.js';
import { scenarioLibrary } from '../../src/scenario/library.js';
import { loadScenario } from '../../src/scenario/load.js';
import { formatFailure } from '../../src/scenario/report.js';
import { runScenario } from '../../src/scenario/run.js';
import { events } from '../helpers/events.js';
import { act, cardId, makeGame, passAll } from '../helpers/harness.js';

function starter(name: string): CardDefinition {
  const def = STARTER.find((c) => c.name === name);
  if (!def) throw new Error(`no starter card ${name}`);
  return def;
}

/** The card's `file:line`, after checking that this line of the .hf file is the card's 【カード】 header. */
function sourceOf(name: string): string {
  const { file, line } = starter(name).source!;
  const text = readFileSync(file, 'utf8').split(/\r?\n/)[line - 1];
  expect(text).toBe(`【カード】${name}`);
  return `${file}:${line}`;
}

const STUDENT = '旅の学徒'; // [自動] このキャラクターが戦場に登場した時、…カードを1枚引く。

describe('issue 12: card definitions carry their source', () => {
  it('every starter card names the .hf line of its header', () => {
    for (const def of STARTER) expect(sourceOf(def.name)).toMatch(/^cards\/starter\/\w+\.hf:\d+$/);
  });
});

describe('issue 12: events name the card text they come from', () => {
  it('HF-5.3 HF-12.1 a play and the auto ability it triggers carry the card source', () => {
    const g = makeGame({ cards: STARTER, p0: { hand: [STUDENT], energy: 1 } });
    act(g, { type: 'play', card: cardId(g, STUDENT, 0) });
    passAll(g);
    const source = sourceOf(STUDENT);
    expect(events(g, 'play').map((e) => e.source)).toEqual([source]);
    expect(events(g, 'trigger').map((e) => e.source)).toEqual([source]);
  });

  it('HF-16.9 the source survives a save and load, and a save without it still loads', () => {
    const g = makeGame({ cards: STARTER, p0: { hand: [STUDENT], energy: 1 } });
    act(g, { type: 'play', card: cardId(g, STUDENT, 0) });
    passAll(g);
    const library = [...g.defs.values()];
    const loaded = deserialize(serialize(g), library);
    expect(events(loaded, 'trigger').map((e) => e.source)).toEqual([sourceOf(STUDENT)]);
    const old = serialize(g).replaceAll(/,"source":"cards[^"]*"/g, '');
    expect(old).not.toContain('"source":"cards');
    expect(events(deserialize(old, library), 'trigger')).toHaveLength(1);
  });

  it('definitions without a source log no source key at all', () => {
    const def = starter(STUDENT);
    const { source: _source, ...bare } = def;
    const g = makeGame({ cards: [bare], p0: { hand: [STUDENT], energy: 1 } });
    act(g, { type: 'play', card: cardId(g, STUDENT, 0) });
    passAll(g);
    expect(events(g, 'trigger')).toHaveLength(1);
    expect(events(g, 'trigger').every((e) => !('source' in e))).toBe(true);
  });
});

describe('issue 12: IllegalActionError names the card and its source line', () => {
  const play = (card: number, player: 0 | 1 = 0): Action => ({
    type: 'play',
    player,
    card,
    targets: [],
    useMarker: false,
  });

  it('HF-5.3 an unpayable play names the card', () => {
    const g = makeGame({ cards: STARTER, p0: { hand: [STUDENT], energy: 0 }, p1: { marker: false } });
    g.state.players[0].secondPlayerMarker = false;
    let thrown: unknown;
    try {
      apply(g, play(cardId(g, STUDENT, 0)));
    } catch (e) {
      thrown = e;
    }
    expect(thrown).toBeInstanceOf(IllegalActionError);
    const error = thrown as IllegalActionError;
    expect(error.rule).toBe('HF-5.3');
    expect(error.message).toContain(`「${STUDENT}」（${sourceOf(STUDENT)}）`);
    expect(error.card).toEqual({ name: STUDENT, source: sourceOf(STUDENT) });
  });

  it('HF-16.8 a card the acting player cannot see is not named', () => {
    const g = makeGame({ cards: STARTER, p0: { energy: 3 }, p1: { hand: [STUDENT] } });
    let thrown: unknown;
    try {
      apply(g, play(cardId(g, STUDENT, 1)));
    } catch (e) {
      thrown = e;
    }
    expect(thrown).toBeInstanceOf(IllegalActionError);
    expect((thrown as Error).message).not.toContain(STUDENT);
    expect((thrown as Error).message).not.toContain('neutral.hf');
    expect((thrown as IllegalActionError).card).toBeUndefined();
  });
});

describe('issue 12: scenario failures name the card source', () => {
  const scenario = `name: source lines in failures
cards: [starter]
setup:
  turn: 3
  turnPlayer: A
  phase: main
  players:
    A:
      battlefield: [${STUDENT}]
      hand: [${STUDENT}]
      energy: 0
    B: {}
steps:
  - "A: play ${STUDENT}"
expect:
  - card: { ref: "${STUDENT}#1", power: 9000 }
`;

  it('a failed expectation about a card names its .hf line', () => {
    const file = 'test/scenarios/source-lines.scenario.yaml';
    const withoutStep = scenario.replace(/steps:\n.*\n/, '');
    const result = runScenario(loadScenario(withoutStep, file), scenarioLibrary(file, ['starter']));
    expect(result.passed).toBe(false);
    expect(result.failures[0].mismatches[0].what).toBe(`${STUDENT}#1（${sourceOf(STUDENT)}） の power`);
    expect(formatFailure(result.failures[0])).toContain(sourceOf(STUDENT));
  });

  it('an event expectation may name the source line of a trigger', () => {
    const file = 'test/scenarios/source-lines.scenario.yaml';
    const text = scenario
      .replace('energy: 0', 'energy: 1')
      .replace('expect:', '  - "B: pass"\n  - "A: pass"\nexpect:')
      .replace(
        /expect:\n.*\n/,
        `expect:\n  - event: { type: trigger, card: "${STUDENT}#2", source: "${sourceOf(STUDENT)}" }\n`,
      );
    const result = runScenario(loadScenario(text, file), scenarioLibrary(file, ['starter']));
    expect(result.failures.map(formatFailure)).toEqual([]);
  });

  it('HF-5.3 a step that is not legal names the cards it mentions', () => {
    const file = 'test/scenarios/source-lines.scenario.yaml';
    const result = runScenario(loadScenario(scenario, file), scenarioLibrary(file, ['starter']));
    expect(result.passed).toBe(false);
    expect(result.failures[0].message).toContain(`「${STUDENT}」 ${sourceOf(STUDENT)}`);
  });
});

describe('issue 12: shrunk fuzz scenarios name the cards of their steps', () => {
  it('the scenario header lists each card acted on with its .hf line', () => {
    const pool = cardPool(['starter']);
    const [sampled] = fc.sample(gameInputArb, { seed: 7, numRuns: 1 });
    const input = { ...sampled, concedeAt: null, roundTrips: [], limits: null };
    const game = newGame(input, decksOf(input, pool));
    const actions: Action[] = [];
    for (let i = 0; i < 120 && !game.state.result; i++) {
      const a = chooseAction(input, i, legalActions(game), () => i * 7919)!;
      actions.push(a);
      apply(game, a);
    }
    const last = actions.length - 1;
    const failure = { rule: 'HF-16.2', message: 'injected', decision: last, kind: 'invariant' as const };
    const found = failureScenario(input, pool, actions, failure, {
      sets: ['starter'],
      replay: 'none',
      name: 'source lines',
      file: 'fuzz-findings/source-lines.scenario.yaml',
    });
    expect(found).not.toBeNull();
    expect(found!.cards.length).toBeGreaterThan(0);
    const header = found!.text.split('\n').find((l) => l.startsWith('# Cards: '));
    expect(header).toBe(`# Cards: ${found!.cards.join(', ')}`);
    for (const entry of found!.cards) {
      const [, name, source] = /^「(.+)」 (\S+)$/.exec(entry)!;
      expect(source).toBe(sourceOf(name));
    }
  });
});
