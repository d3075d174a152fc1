// mech22: 「…はコマンドカードの効果によってダメージを受けない」 (Grant damageProof) read back. RULING «Damage prevented»
// (docs/engine.md): the damage is not dealt at all.
import type { DamageSourceFilter } from '../core/cardTypes.js';
import { type Ctx, say } from './types.js';

const FROM: Record<NonNullable<DamageSourceFilter['from']>, readonly [ja: string, en: string]> = {
  attack: ['攻撃による', 'from attacks'],
  effect: ['効果による（攻撃以外の）', 'from effects (anything but an attack)'],
  command: ['コマンドカードの効果による', "from command cards' effects"],
  character: [
    'キャラクターカードの効果による（【反撃】も含む。攻撃は含まない）',
    "from character cards' effects (【反撃】 included, attacks not)",
  ],
  characterAbility: [
    'キャラクターの能力による（【反撃】も含む。攻撃とダメージトリガーは含まない）',
    'from character abilities (【反撃】 included, not attacks or damage triggers)',
  ],
  set: ['セットカードの効果による', "from set cards' effects"],
};

export function damageProofPhrase(ctx: Ctx, who: string, f: DamageSourceFilter): string {
  const by = f.by === 'opponent' ? say(ctx, '対戦相手の', "your opponent's ") : '';
  const [ja, en] = f.from ? FROM[f.from] : ['', ''];
  return say(
    ctx,
    `${who}は${by}${ja}ダメージを受けない（そのダメージは与えられず、「ダメージを受けた時」も誘発しない）`,
    `${who} is not dealt ${by}damage${en ? ` ${en}` : ''} (it is not dealt, and 「ダメージを受けた時」 does not trigger)`,
  );
}

/** mech23: 「…が受けるダメージを1000減らす」 (Grant damageReduce), RULING «Damage reduced» (docs/engine.md). */
export function damageReducePhrase(
  ctx: Ctx,
  who: string,
  f: DamageSourceFilter & { amount: number },
): string {
  const by = f.by === 'opponent' ? say(ctx, '対戦相手の', "your opponent's ") : '';
  const [ja, en] = f.from ? FROM[f.from] : ['', ''];
  return say(
    ctx,
    `${who}が受ける${by}${ja}ダメージは、1回ごとに${f.amount}少なくなる（0未満にはならない。0になったダメージは与えられず、「ダメージを受けた時」も誘発しない。複数あれば合計して減らす）`,
    `each ${by}damage${en ? ` ${en}` : ''} dealt to ${who} is ${f.amount} less (never below 0; damage reduced to 0 is not dealt and 「ダメージを受けた時」 does not trigger; several reductions add up)`,
  );
}
