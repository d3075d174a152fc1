// Effects → processes of EffectOps (HF-5.7): each sentence is a process, 「その後、」 joins the previous one;
// 「…を対象とし、」 adds a target (HF-5.4); 「…場合、」 → ifThen; 「…してもよい」 → mayDo; 「Xは…に等しい。」
// defines X for the whole effect.
import type {
  CardRef,
  Duration,
  Effect,
  EffectOp,
  Process,
  TargetSpec,
  Value,
} from '../../../src/core/cardTypes.js';
import { ifThen, mayDo } from '../../../src/effects/builders.js';
import type { IRActionSentence, IRCount, IREffect, IRPrefix, IRSentence, IRValueExpr, Span } from '../ir.js';
import { lowerAction } from './action.js';
import { lowerCondition } from './condition.js';
import type { CardEnv } from './env.js';
import { type Antecedent, lowerPlayer, lowerRef } from './refs.js';
import { lowerFilter, lowerTargetSpec } from './selector.js';

/** Where an effect stands: what its durations default to, whether it may take targets, what X is. */
export interface EffectEnv extends CardEnv {
  /** 'ability': text of a card on the battlefield; 'oneShot': a command, a set card's effect, a damage trigger. */
  mode: 'ability' | 'oneShot';
  /** Where targets go; undefined when this effect cannot take targets (with the phrase for HF-E026). */
  targets?: TargetSpec[];
  noTargets?: { where: string; whereEn: string };
  /** X from an [X] / [カルネージX] cost (HF-12.4). */
  costX?: boolean;
  /** What 「それ」 means before any target is named (the event card of a trigger, a set card's host). */
  initialIt?: CardRef;
}

export interface SentenceEnv extends EffectEnv, Antecedent {
  duration?: Duration;
  x?: Value;
}

export function lowerCount(count: IRCount, env: SentenceEnv): Value {
  if (count.kind === 'number') return count.value;
  if (env.x !== undefined) return env.x;
  env.report({ code: 'HF-E018', span: count.span });
  return { x: true };
}

function lowerValue(value: IRValueExpr, env: SentenceEnv): Value {
  const base = value.base;
  const v: Value =
    base.kind === 'power'
      ? { powerOf: lowerRef(base.ref, env, env) }
      : base.kind === 'zone'
        ? { zoneSize: base.zone, player: lowerPlayer(base.player, env, env) }
        : { count: lowerFilter(base.selector, env, true), zone: 'battlefield' };
  return value.times === undefined ? v : { times: [v, value.times] };
}

function defaultDuration(env: EffectEnv): Duration {
  return env.mode === 'ability' ? 'whileSourceOnBattlefield' : 'endOfGame';
}

const DURATIONS = {
  endOfTurn: 'endOfTurn',
  endOfGame: 'endOfGame',
  whileOnField: 'whileSourceOnBattlefield',
} as const;

function applyTarget(prefix: Extract<IRPrefix, { kind: 'target' }>, env: SentenceEnv): void {
  const target = prefix.target;
  if (target.kind === 'ref') {
    env.it = lowerRef(target.ref, env, env);
    return;
  }
  if (!env.targets) {
    const where = env.noTargets ?? { where: 'ここ', whereEn: 'here' };
    env.report({ code: 'HF-E026', span: prefix.span, args: where });
    env.it = 'it'; // already reported: 「それ」 after it is not a second problem
    return;
  }
  const spec =
    target.kind === 'waitingPlay' ? { kind: 'waitingPlay' as const } : lowerTargetSpec(target.selector, env);
  if (!spec) {
    env.it = 'it'; // already reported
    return;
  }
  env.targets.push(spec);
  env.it = { target: env.targets.length - 1 };
}

function lowerSentence(sentence: IRActionSentence, env: SentenceEnv): EffectOp[] {
  const conditions = [];
  env.duration = undefined;
  for (const prefix of sentence.prefixes) {
    if (prefix.kind === 'target') applyTarget(prefix, env);
    else if (prefix.kind === 'duration') env.duration = DURATIONS[prefix.duration];
    else conditions.push(lowerCondition(prefix.cond, env));
  }
  let ops: EffectOp[] = lowerAction(
    sentence.action,
    { ...env, duration: env.duration ?? defaultDuration(env) },
    env,
  );
  if (sentence.optional) ops = [mayDo(...ops)];
  for (const cond of conditions.reverse()) ops = [ifThen(cond, ops)];
  return ops;
}

/** The X of an effect: 「Xは…に等しい。」 wins over an [X] cost. */
function effectX(sentences: IRSentence[], env: SentenceEnv): Value | undefined {
  const define = sentences.find((s) => s.kind === 'defineX');
  if (define) return lowerValue(define.value, env);
  return env.costX ? { x: true } : undefined;
}

export function lowerSentences(sentences: IRSentence[], effectEnv: EffectEnv): Effect {
  const env: SentenceEnv = { ...effectEnv, it: effectEnv.initialIt ?? null };
  env.x = effectX(sentences, env);
  const processes: Process[] = [];
  for (const sentence of sentences) {
    if (sentence.kind === 'defineX') continue;
    const steps = lowerSentence(sentence, env);
    const last = processes[processes.length - 1];
    if (sentence.continues && last) last.steps.push(...steps);
    else processes.push({ steps });
  }
  return { processes };
}

export function lowerEffect(effect: IREffect, env: EffectEnv): Effect {
  return lowerSentences(effect.sentences, env);
}

/** A phrase that cannot stand where it is (HF-E025). */
export function misplaced(env: CardEnv, span: Span, phrase: string, where: string, whereEn: string): void {
  env.report({ code: 'HF-E025', span, args: { phrase, where, whereEn } });
}
