// Text lines → abilities (HF-12): keywords expand to their definitions (so stacking, HF-13.10, is just
// several copies), [自動] with a trigger → auto, without → static, [costs]： → activated.
import type {
  Ability,
  ActivatedAbility,
  AutoAbility,
  CardRef,
  Cost,
  Effect,
  TargetSpec,
  Trigger,
} from '../../../src/core/cardTypes.js';
import { mayDo } from '../../../src/effects/builders.js';
import { KIND_EN, KIND_JA } from '../diagnostics/kindNames.js';
import { closestPhrase } from '../diagnostics/suggest.js';
import type {
  IRActivatedLine,
  IRAutoLine,
  IRCost,
  IREffect,
  IRGrantedLine,
  IRKeywordLine,
  IRModeLine,
  IRName,
} from '../ir.js';
import { printCost } from '../print/head.js';
import { printTextLine, printTrigger } from '../print/line.js';
import { lowerWhen } from './condition.js';
import { lowerEffect } from './effect.js';
import type { CardEnv } from './env.js';
import { chooseModesOf, lowerModal } from './modal.js';
import { lowerFilter } from './selector.js';
import type { EffectEnv } from './sentence.js';
import { lowerStatics } from './static.js';
import { eventCardOf, lowerTrigger } from './trigger.js';

function keywordEntry(name: IRName, env: CardEnv) {
  const entry = env.keywords.get(name.name);
  if (entry) return entry;
  const suggestion = closestPhrase(name.name, env.keywords.keys());
  env.report({
    code: 'HF-E012',
    span: name.span,
    args: { name: name.name },
    ...(suggestion ? { suggestion: `【${suggestion}】` } : {}),
  });
  return undefined;
}

export function lowerKeywords(line: IRKeywordLine, env: CardEnv): Ability[] {
  return line.names.flatMap((name) => keywordEntry(name, env)?.abilities ?? []);
}

export function lowerCosts(costs: IRCost[], env: CardEnv): Cost[] {
  return costs.flatMap((cost): Cost[] => {
    switch (cost.kind) {
      case 'energy':
      case 'carnage':
      case 'damage':
        return [{ kind: cost.kind, amount: cost.amount }];
      case 'energyX':
      case 'carnageX':
      case 'sleep':
        return [{ kind: cost.kind }];
      case 'discard': {
        // 「[手札のセットカードを1枚捨てる]」: a world set in the hand is a set card too (000 (3), lowerFilter)
        const filter = cost.selector ? lowerFilter(cost.selector, env, true) : undefined;
        return [{ kind: 'discard', count: cost.count, ...(filter ? { filter } : {}) }];
      }
      case 'exileTrash': {
        // 「[あなたのトラッシュの《X》を持つカードを1枚ゲームから除外する]」: cards in the trash (a world set is a set card)
        const filter = cost.selector ? lowerFilter(cost.selector, env, true) : undefined;
        return [{ kind: 'exileTrash', count: cost.count, ...(filter ? { filter } : {}) }];
      }
      case 'trashAttached': {
        // 「[このキャラクターにセットされているカード1枚をトラッシュに置く]」 (mech14): a world set is a set card too.
        // On a set card the ability is its host's (HF-4.4): 「このキャラクター」 is the host; nothing is set on the set
        // card itself, so 「このカードに」 there is refused
        const host = cost.host.word;
        if (env.kind === 'set' && host !== 'thisCharacter') {
          env.report({ code: 'HF-E015', span: cost.span, args: { text: printCost(cost).slice(1, -1) } });
          return [];
        }
        return [{ kind: 'trashAttached', count: cost.count, filter: lowerFilter(cost.selector, env, true) }];
      }
      case 'destroy':
      case 'trashCharacter':
        if (cost.selector.noun !== 'character') {
          env.report({ code: 'HF-E015', span: cost.span, args: { text: printCost(cost).slice(1, -1) } });
          return [];
        }
        return [{ kind: cost.kind, count: cost.count, filter: lowerFilter(cost.selector, env, false) }];
      case 'selfRemove':
      case 'other':
        return []; // HF-E040 / HF-E015 already reported by the `check` operation
    }
  });
}

function withTargets<T extends Ability>(ability: T, targets: TargetSpec[]): T {
  return targets.length ? { ...ability, targets } : ability;
}

/** 「このカードがセットされた時」 only happens to a set card; a world set never attacks or defends. */
function triggerPossible(line: IRAutoLine, env: CardEnv): boolean {
  const trigger = line.trigger;
  if (!trigger) return true;
  const selfOnly = 'subject' in trigger && trigger.subject.kind === 'self';
  // t20a: 「このカードがセットされているキャラクターの攻撃によって…」 names a host too
  const hostOnly =
    ('subject' in trigger && trigger.subject.kind === 'host') ||
    (trigger.kind === 'damaged' && trigger.byAttack?.kind === 'host');
  const impossible =
    (trigger.kind === 'setSelf' && env.kind !== 'set') ||
    (hostOnly && env.kind !== 'set') ||
    (env.kind === 'worldSet' &&
      selfOnly &&
      ['attack', 'defend', 'destroysByAttack', 'counter'].includes(trigger.kind));
  if (!impossible) return true;
  env.report({
    code: 'HF-E027',
    span: trigger.span,
    args: {
      kind: KIND_JA[env.kind],
      kindEn: KIND_EN[env.kind],
      trigger: printTrigger(trigger).replace(/、$/, ''),
    },
  });
  return false;
}

/** HF-12.8 and HF-5.13: 「1ターンに1回」 and the modes under a 「以下から…選ぶ。」 line. */
function withOnceAndModes<T extends AutoAbility | ActivatedAbility>(
  ability: T,
  line: IRAutoLine | IRActivatedLine,
  modes: IRModeLine[],
  effectEnv: EffectEnv,
  env: CardEnv,
): T {
  const header = chooseModesOf(line.effect);
  const modal = header ? lowerModal(header, modes, effectEnv, env) : undefined;
  // 「このカード名のこの能力は1ターンに1回。」: the name-wide use (HF-12.8, src/engine/oncePerTurn.ts; issue 22, t17b)
  const once = line.once ? { oncePerTurn: line.once.byName ? ('name' as const) : (true as const) } : {};
  return { ...ability, ...once, ...(modal ? { modal } : {}) };
}

/** A continuous ability: a [自動] line without a trigger, or a plain sentence quoted in 「…」を得る (HF-12.1). */
function lowerContinuous(effect: IREffect, text: string, env: CardEnv): Ability {
  const statics = lowerStatics(effect.sentences, { ...env, player: false });
  const condition = statics.condition ? { condition: statics.condition } : {};
  return { kind: 'static', text, ...condition, effects: statics.effects };
}

/**
 * A set card's 「このキャラクターが破壊された時」: the set card has gone to the trash with its host (HF-4.4), so
 * 「このキャラクター」 in the effect is the destroyed host waiting in limbo (RULING HF-9.6), not the host it
 * no longer has (「このキャラクターを持ち主の手札に戻す」 returns it).
 */
function hostOfTrigger(trigger: IRAutoLine['trigger'], env: CardEnv): { host?: CardRef } {
  if (env.kind !== 'set' || trigger?.kind !== 'destroyed') return {};
  // 「このカードがセットされているキャラクターが破壊された時、このキャラクターのプレイヤーは…」 too (issue 22)
  if (trigger.subject.kind === 'host') return { host: 'eventCard' };
  if (trigger.subject.kind !== 'self') return {};
  return trigger.subject.word === 'thisCard' ? {} : { host: 'eventCard' };
}

/**
 * 「任意で、」 (「…場合に発揮できる。」, issue 22): the controller chooses, as the ability resolves, whether it
 * does anything — its one process becomes one 「…してもよい」 step. Several processes would need one choice
 * for all of them, which the engine has no step for: HF-E086.
 */
function optionalEffect(line: IRAutoLine, effect: Effect, env: CardEnv): Effect {
  if (!line.optional) return effect;
  const [only, ...rest] = effect.processes;
  if (!only || rest.length || chooseModesOf(line.effect)) {
    env.report({ code: 'HF-E086', span: line.optional.span });
    return effect;
  }
  return { processes: [{ steps: [mayDo(...only.steps)] }] };
}

export function lowerAuto(line: IRAutoLine, env: CardEnv, modes: IRModeLine[] = []): Ability | undefined {
  const text = printTextLine(line);
  if (!line.trigger) {
    const continuous = lowerContinuous(line.effect, text, env);
    if (!line.once) return continuous;
    // i22x7: 「[自動]：1ターンに1回、あなたの…のコストは1少なくなる」 — a cost change used up by one play a turn (RULING,
    // docs/engine.md); on any other continuous effect 「1ターンに1回」 means nothing (HF-E063)
    const costOnly =
      continuous?.kind === 'static' &&
      continuous.effects.length > 0 &&
      continuous.effects.every((e) => e.kind === 'costChange' && !e.self);
    if (!costOnly || continuous?.kind !== 'static') {
      env.report({ code: 'HF-E063', span: line.once.span });
      return continuous;
    }
    return {
      ...continuous,
      effects: continuous.effects.map((e) =>
        e.kind === 'costChange' ? { ...e, oncePerTurn: true as const } : e,
      ),
    };
  }
  if (!triggerPossible(line, env)) return undefined;
  const targets: TargetSpec[] = [];
  const hostEnv = hostOfTrigger(line.trigger, env);
  // i22tb9: 「このカードがセットされているキャラクターが攻撃を行うたび、それ／そのキャラクターに1000ダメージを与える」:
  // on a set card, 「それ」 first names the host the trigger is about (HF-4.4), whatever the verb — and the attacker
  // of 「…の攻撃によってプレイヤーがダメージを受けるたび、そのキャラクターのプレイヤーは…」 (t20a)
  const hostSubject =
    env.kind === 'set' &&
    (('subject' in line.trigger && line.trigger.subject.kind === 'host') ||
      (line.trigger.kind === 'damaged' && line.trigger.byAttack !== undefined))
      ? (hostEnv.host ?? env.host ?? 'host')
      : undefined;
  const initialIt = eventCardOf(line.trigger) ?? hostSubject;
  const trigger = lowerTrigger(line.trigger, env);
  const effectEnv: EffectEnv = {
    ...env,
    ...hostEnv,
    ...(env.kind === 'set' && line.trigger.kind === 'setSelf' ? { selfIsSetCard: true as const } : {}),
    mode: 'ability',
    targets,
    ...(initialIt ? { initialIt } : {}),
    ...(leavesFirst(trigger) ? { sourceGone: true as const } : {}),
  };
  const effect = optionalEffect(line, lowerEffect(line.effect, effectEnv), env);
  // issue 22: 「…1体まで対象とし」 in an auto ability allows choosing none (RULING, docs/engine.md)
  const ability = withTargets(
    {
      kind: 'auto' as const,
      text,
      trigger,
      effect,
    },
    targets.map((t) => (t.upTo ? { ...t, orNone: true as const } : t)),
  );
  return withOnceAndModes(ability, line, modes, { ...effectEnv, targets: [] }, env);
}

/**
 * 「このキャラクターが破壊された時」「…戦場を離れた時」: the card has left the battlefield when its ability resolves, so a
 * change it makes with no duration written cannot last "while it is on the battlefield" (RULING, docs/engine.md).
 */
function leavesFirst(trigger: Trigger): boolean {
  return (trigger.on === 'destroyed' || trigger.on === 'leave') && trigger.who === 'self';
}

/** HF-3.2: a world set is never active or asleep, so [スリープ] can never be paid. */
function sleepOnWorldSet(line: IRActivatedLine, env: CardEnv): void {
  const sleep = line.costs.find((c) => c.kind === 'sleep');
  if (env.kind !== 'worldSet' || !sleep) return;
  env.report({ code: 'HF-E044', span: sleep.span });
}

export function lowerActivated(line: IRActivatedLine, env: CardEnv, modes: IRModeLine[] = []): Ability {
  sleepOnWorldSet(line, env);
  const targets: TargetSpec[] = [];
  const costX = line.costs.some((c) => c.kind === 'energyX' || c.kind === 'carnageX');
  const effectEnv: EffectEnv = { ...env, mode: 'ability', targets, costX };
  const effect = lowerEffect(line.effect, effectEnv);
  const ability = withTargets(
    {
      kind: 'activated' as const,
      text: printTextLine(line),
      costs: lowerCosts(line.costs, env),
      ...(line.useOnly ? { useIf: lowerWhen(line.useOnly, env) } : {}),
      effect,
    },
    targets,
  );
  return withOnceAndModes(ability, line, modes, { ...effectEnv, targets: [] }, env);
}

/**
 * 「…は「…」を得る」: the quoted line lowered as a character's own line, so the same checks apply inside;
 * 「このキャラクター」 in it is the card that has the ability (CardRef 'self' is the host of a granted ability),
 * whatever kind of card grants it.
 */
export function lowerGrantedAbility(line: IRGrantedLine, granter: CardEnv): Ability | undefined {
  // a fresh environment: nothing of the granting sentence (its targets, 「それ」, X, duration) reaches inside
  const { keywords, report, grantedAbility } = granter;
  const env: CardEnv = { kind: 'character', keywords, report, grantedAbility };
  switch (line.kind) {
    case 'auto':
      return lowerAuto(line, env);
    case 'activated':
      return lowerActivated(line, env);
    case 'effect':
      return lowerContinuous(line.effect, printTextLine(line), env);
  }
}
