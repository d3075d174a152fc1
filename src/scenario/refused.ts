// `expect: - refused: { code, rule }` (issue 21): the scenario's point is that the rules refuse its setup — a
// board no game can have, decks that are not legal decks (deckCheck: true), a start the rules do not allow. It
// passes exactly when building the game throws a SetupRefusal whose every reason has that code and rule; it
// fails when the setup is accepted, or refused for another reason. A mistake in the file (an unknown card, a
// bad value) is never a refusal: it stays the file's ERROR.
import type { CardDefinition } from '../core/cardTypes.js';
import { initialRngState } from '../core/rng.js';
import { blankState } from '../engine/create.js';
import type { Game } from '../engine/game.js';
import { buildScenarioGame } from './build.js';
import type { CheckReport } from './checks.js';
import type { Mismatch } from './expect.js';
import type { CardRefs } from './refs.js';
import type { ScenarioResult } from './run.js';
import { type Expectation, type RefusalReason, type Scenario, SetupRefusal } from './types.js';

type Refused = Extract<Expectation, { kind: 'refused' }>;

const wanted = (e: Refused) => ({ ...(e.code ? { code: e.code } : {}), ...(e.rule ? { rule: e.rule } : {}) });
const fits = (e: Refused, r: RefusalReason) =>
  (!e.code || r.code === e.code) && (!e.rule || r.rule === e.rule);

function mismatches(e: Refused, refusal: SetupRefusal | null): Mismatch[] {
  const expected = { 拒否: wanted(e) };
  if (!refusal) return [{ what: 'refused', expected, actual: '拒否されずにゲームが作られました' }];
  const other = refusal.reasons.filter((r) => !fits(e, r));
  if (other.length === 0) return [];
  return [
    {
      what: 'refused（別の理由で拒否）',
      expected,
      actual: other.map((r) => ({ code: r.code, rule: r.rule, message: r.message })),
    },
  ];
}

/** A game with nothing in it: a refused setup builds none, yet a result carries a game (for --log). */
function emptyGame(scenario: Scenario): Game {
  return {
    state: blankState(initialRngState(scenario.seed), 0, undefined, true),
    defs: new Map(),
    damageBatch: null,
  };
}

export function runRefused(
  scenario: Scenario,
  library: ReadonlyMap<string, CardDefinition>,
  e: Refused,
  board: (game: Game, refs: CardRefs) => string,
): ScenarioResult {
  let refusal: SetupRefusal | null = null;
  let built: ReturnType<typeof buildScenarioGame> | null = null;
  try {
    built = buildScenarioGame(scenario, library);
  } catch (error) {
    if (!(error instanceof SetupRefusal)) throw error;
    refusal = error;
  }
  const game = built?.game ?? emptyGame(scenario);
  const found = mismatches(e, refusal);
  const check: CheckReport = {
    line: e.line,
    text: e.text ?? 'refused',
    status: found.length ? 'failed' : 'held',
    mismatches: found,
  };
  return {
    file: scenario.file,
    name: scenario.name,
    passed: found.length === 0,
    failures: found.length
      ? [
          {
            line: e.line,
            message: `${scenario.file}:${e.line}: 期待が満たされていません（${refusal ? `拒否: ${refusal.message}` : '拒否されませんでした'}）`,
            mismatches: found,
            board: built ? board(built.game, built.refs) : '（盤面は作られませんでした）',
          },
        ]
      : [],
    checks: [check],
    game,
    refs: built?.refs ?? { lines: [] },
  };
}
