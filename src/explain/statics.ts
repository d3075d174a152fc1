// Continuous effects (StaticEffect) as sentences.
import type { CardFilter, StaticEffect } from '../core/cardTypes.js';
import { filterPhrase } from './filter.js';
import { type NestedExplainer, grantPhrase } from './grants.js';
import { cardRefName } from './refs.js';
import { type Ctx, type ExplainLine, say, unexplained } from './types.js';
import { signedPhrase } from './values.js';
import { keywordName } from './words.js';

function affected(ctx: Ctx, a: 'self' | CardFilter): string {
  if (a === 'self') return cardRefName(ctx, ctx.cardKind === 'set' ? 'host' : 'self');
  return say(ctx, `${filterPhrase(ctx, a, 'character')}全て`, `every ${filterPhrase(ctx, a, 'character')}`);
}

export function anyOf(ctx: Ctx, what: string): string {
  return say(ctx, `${what}のいずれか`, `any ${what}`);
}

/** The sentence for one continuous effect and the lines under it (at `depth`). */
export function staticText(
  ctx: Ctx,
  e: StaticEffect,
  depth: number,
  nested: NestedExplainer,
): { text: string; sub: ExplainLine[] } {
  const s = (ja: string, en: string) => ({ text: say(ctx, ja, en), sub: [] });
  switch (e.kind) {
    case 'power':
      return s(
        `${affected(ctx, e.affects)}のパワーを${signedPhrase(ctx, e.amount)}する`,
        `${affected(ctx, e.affects)} gets ${signedPhrase(ctx, e.amount)} power`,
      );
    case 'indestructible':
      return s(
        `${affected(ctx, e.affects)}は破壊されない（パワー0になった時は破壊される：HF-9.5）`,
        `${affected(ctx, e.affects)} cannot be destroyed (power 0 still destroys: HF-9.5)`,
      );
    case 'unblockableExceptBy':
      return s(
        `${cardRefName(ctx, 'self')}の攻撃は、${keywordName(ctx, e.keyword, 'ja')}を持たないキャラクターには防御されない`,
        `the attacks of ${cardRefName(ctx, 'self')} cannot be defended by characters without ${keywordName(ctx, e.keyword, 'en')}`,
      );
    case 'playerAttackDamageBonus':
      return s(
        `${cardRefName(ctx, 'self')}が攻撃によってプレイヤーに与えるダメージを+${e.amount}する`,
        `attack damage ${cardRefName(ctx, 'self')} deals to a player is increased by ${e.amount}`,
      );
    case 'grant': {
      // a replacement applies to each card on its own: 「…のいずれかが破壊される場合」
      const each = 'replacement' in e.grant && e.affects !== 'self';
      const who = each
        ? anyOf(ctx, filterPhrase(ctx, e.affects as CardFilter, 'character'))
        : affected(ctx, e.affects);
      return grantPhrase(ctx, e.grant, who, depth, nested);
    }
    case 'costChange': {
      const whose =
        e.player === 'you' ? say(ctx, 'あなたの', 'your') : say(ctx, '対戦相手の', "your opponent's");
      const what = filterPhrase(ctx, e.filter, 'card', true);
      const amount = typeof e.amount === 'number' ? Math.abs(e.amount) : signedPhrase(ctx, e.amount);
      const less = typeof e.amount === 'number' && e.amount < 0;
      const floor = e.floor ?? 0;
      return s(
        `${whose}${what}のエネルギーコストは${amount}${less ? '少なく' : '多く'}なる（プレイしてコストを支払う時に適用。${floor}未満にはならない：HF-5.12）`,
        `the energy cost of ${whose} ${what} is ${amount} ${less ? 'less' : 'more'} (applied while paying; never below ${floor}: HF-5.12)`,
      );
    }
    default:
      return unexplained(e);
  }
}
