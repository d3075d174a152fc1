// Part of loading a save (saveChecks.ts, issue 24): the decision owed, the turn player, the phase and the
// second-player marker must agree as the engine makes them, and the random generator must not be stuck.
// Each rule mirrors the one place the engine sets that decision (src/engine/flow.ts, triggers.ts, choose.ts,
// damage.ts, draw.ts, tasks.ts, replacementTask.ts); a save that breaks one could not have been made by a game.
import type { Decision } from '../core/decisions.js';
import type { GameState, Task } from '../core/state.js';

export interface AgreementProblem {
  path: string;
  en: string;
  ja: string;
}

const problem = (path: string, en: string, ja: string): AgreementProblem => ({ path, en, ja });
const other = (p: 0 | 1): 0 | 1 => (p === 0 ? 1 : 0);

/** HF-16.9: xoroshiro128+ with an all-zero state yields 0 forever (every shuffle the same, every coin heads). */
export function checkRng(s: GameState): AgreementProblem | null {
  if (s.rng.every((x) => x === 0))
    return problem(
      'rng',
      'the random generator state is all zeros',
      '乱数の状態がすべて0です（乱数が止まっています）',
    );
  return null;
}

/** HF-2.2, HF-2.6: only the second player is given the marker; the turn player alternates from the first. */
export function checkTurnAndMarker(s: GameState): AgreementProblem | null {
  if (s.players[s.firstPlayer].secondPlayerMarker)
    return problem(
      `players.${s.firstPlayer}.secondPlayerMarker`,
      'the first player holds the second-player marker (HF-2.2)',
      '先攻のプレイヤーが後攻マーカーを持っています（HF-2.2）',
    );
  if (s.phase === 'setup') return null;
  const expected = s.turn % 2 === 1 ? s.firstPlayer : other(s.firstPlayer);
  if (s.turnPlayer !== expected)
    return problem(
      'turnPlayer',
      `turn ${s.turn} is player ${expected}'s (the first player is ${s.firstPlayer})`,
      `ターン${s.turn}はプレイヤー${expected}のターンです（先攻はプレイヤー${s.firstPlayer}）`,
    );
  return null;
}

const SETUP_KINDS = new Set<Decision['kind']>(['ougiReveal', 'kuusou', 'mulligan']);
const PHASE_KINDS = new Set<Decision['kind']>(['energy', 'main', 'discard']);
/** Decisions that answer the top task, and that task's type and owner. */
const TASK_KINDS: Partial<Record<Decision['kind'], (t: Task) => number | undefined>> = {
  choose: (t) => (t.t === 'choose' ? t.player : undefined),
  damage: (t) => (t.t === 'damagePlayer' ? t.player : undefined),
  reload: (t) => (t.t === 'reload' ? t.player : undefined),
  payCost: (t) => (t.t === 'cost' ? t.player : undefined),
  mayDo: (t) => (t.t === 'mayDo' ? (t.player ?? t.ctx.controller) : undefined),
  declare: (t) => (t.t === 'declareValue' ? t.ctx.controller : undefined),
};

/** Who owes the pending decision, by the state's other fields; undefined when they allow nobody. */
function ownerOf(s: GameState, pending: Decision): number | undefined {
  const kind = pending.kind;
  if (SETUP_KINDS.has(kind)) return s.phase === 'setup' ? pending.player : undefined;
  if (PHASE_KINDS.has(kind)) return s.phase === kind ? s.turnPlayer : undefined;
  if (kind === 'orderTriggers' || kind === 'orderExpirations') return s.turnPlayer;
  if (kind === 'window') return s.window?.holder;
  if (kind === 'defense') return s.combat ? other(s.combat.attackingPlayer) : undefined;
  if (kind === 'triggerTargets')
    return s.triggers.some((t) => t.ctx.controller === pending.player) ? pending.player : undefined;
  const top = s.tasks[s.tasks.length - 1];
  const taskOwner = TASK_KINDS[kind];
  if (taskOwner) return top ? taskOwner(top) : undefined;
  if (kind === 'replacement') return top?.t === 'replace' ? pending.player : undefined;
  return undefined;
}

/** The pending decision belongs to the player the engine would ask, in a phase where it can be owed. */
export function checkPending(s: GameState): AgreementProblem | null {
  const pending = s.pending;
  if (!pending) return null;
  if (s.phase === 'over')
    return problem(
      'pending',
      'a decision is owed in a game that is over',
      '終わったゲームで決定を待っています',
    );
  const owner = ownerOf(s, pending);
  if (owner === pending.player) return null;
  const who = owner === undefined ? 'nobody' : `player ${owner}`;
  const whoJa = owner === undefined ? 'この状態ではどのプレイヤーにも求められない' : `プレイヤー${owner}の`;
  return problem(
    'pending',
    `the ${pending.kind} decision is asked of player ${pending.player}, but the state makes it ${who}'s (phase ${s.phase}, turn player ${s.turnPlayer})`,
    `決定 ${pending.kind} がプレイヤー${pending.player}に求められていますが、${whoJa}決定です（フェイズ ${s.phase}、ターンプレイヤー ${s.turnPlayer}）`,
  );
}
