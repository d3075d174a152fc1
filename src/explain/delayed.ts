// issue 22: 「このターン終了時、それを破壊する」, which the compiler lowers to a grant of 「ターン終了時、このキャラクターを
// 破壊する」 until end of turn (codegen/dsl/lower/delayed.ts): explained as what it does, at this turn's end.
import type { EffectOp } from '../core/cardTypes.js';
import type { Ctx } from './types.js';

const VERBS: Record<string, { ja: string; en: string }> = {
  破壊する: { ja: '破壊する', en: 'destroy' },
  トラッシュに置く: { ja: '持ち主のトラッシュに置く', en: "put into its owner's trash" },
  持ち主の手札に戻す: { ja: '持ち主の手札に戻す', en: "return to its owner's hand" },
};

/** The delayed action a grant stands for, or null for any other grant. */
export function delayedPhrase(
  _ctx: Ctx,
  op: Extract<EffectOp, { op: 'grant' }>,
  who: string,
): { ja: string; en: string } | null {
  if (op.duration !== 'endOfTurn' || !('ability' in op.grant)) return null;
  const ability = op.grant.ability;
  const m = /^\[自動\]:ターン終了時、このキャラクターを(.+)。$/.exec(ability.text ?? '');
  const verb = m ? VERBS[m[1]] : undefined;
  if (!verb || ability.kind !== 'auto' || ability.trigger.on !== 'turnEnd') return null;
  return {
    ja: `このターンの終了時（ダメージが取り除かれた後、「ターン終了時まで」の効果が終わる前：HF-6.6）、${who}を${verb.ja}（その時${who}が同じカードとして戦場にある場合だけ：HF-5.6）`,
    en: `at the end of this turn (after damage is removed, before "until end of turn" effects end: HF-6.6), ${verb.en} ${who} (only if it is still the same card on the battlefield: HF-5.6)`,
  };
}
