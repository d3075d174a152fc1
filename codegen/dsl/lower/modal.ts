// 「以下から1つを選ぶ。」 + 「・」 lines → Modal (RULING HF-5.13, docs/engine.md): the modes are chosen when the
// card is played or the ability is used or triggered, then the chosen modes' targets; each mode has its own.
import type { Modal, TargetSpec } from '../../../src/core/cardTypes.js';
import type { IRChooseModes, IREffect, IRModeLine, IRTextLine } from '../ir.js';
import { printEffect } from '../print/effect.js';
import { lowerEffect } from './effect.js';
import type { CardEnv } from './env.js';
import type { EffectEnv } from './sentence.js';

/** The 「以下から…選ぶ。」 sentence of an effect, if any. */
export function chooseModesOf(effect: IREffect | undefined): IRChooseModes | undefined {
  return effect?.sentences.find((s): s is IRChooseModes => s.kind === 'chooseModes');
}

/** The effect a text line carries (for finding its 「以下から…選ぶ。」). */
export function effectOf(line: IRTextLine): IREffect | undefined {
  switch (line.kind) {
    case 'auto':
    case 'activated':
    case 'effect':
    case 'damageTrigger':
    case 'mode':
      return line.effect;
    default:
      return undefined;
  }
}

/** The modes of a header; `env` is the effect env of the ability (its targets are not shared). */
export function lowerModal(
  header: IRChooseModes,
  modes: IRModeLine[],
  env: EffectEnv,
  cardEnv: CardEnv,
): Modal | undefined {
  const need = header.upTo ? 1 : header.count + 1;
  if (modes.length < need) {
    cardEnv.report({
      code: 'HF-E061',
      span: header.span,
      args: { count: header.count, modes: modes.length, need },
    });
    return undefined;
  }
  return {
    choose: header.count,
    ...(header.upTo ? { upTo: true as const } : {}),
    modes: modes.map((line) => {
      const canTarget = env.targets !== undefined;
      const targets: TargetSpec[] = [];
      const effect = lowerEffect(line.effect, canTarget ? { ...env, targets } : { ...env });
      return { text: printEffect(line.effect), ...(targets.length ? { targets } : {}), effect };
    }),
  };
}
