// Continuous effects (StaticEffect) as sentences.
import type { CardFilter, StaticEffect, Value } from '../core/cardTypes.js';
import { filterPhrase } from './filter.js';
import { type NestedExplainer, grantPhrase } from './grants.js';
import { cardRefName } from './refs.js';
import { type Ctx, type ExplainLine, say, unexplained } from './types.js';
import { signedPhrase, valuePhrase } from './values.js';
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
      if (e.by === 'opponentEffects' && e.cause === 'damage')
        return s(
          `${affected(ctx, e.affects)}は、そのプレイヤーの対戦相手の効果によるダメージでは破壊されない（破壊する効果、攻撃によるダメージやパワー0では破壊される：HF-9.4、HF-9.5）`,
          `${affected(ctx, e.affects)} cannot be destroyed by damage from effects of its controller's opponent (destroy effects, attack damage and power 0 still destroy: HF-9.4, HF-9.5)`,
        );
      if (e.cause === 'damage')
        return s(
          `${affected(ctx, e.affects)}はダメージによっては破壊されない（攻撃と効果のダメージ。破壊する効果やパワー0では破壊される：HF-9.4、HF-9.5）`,
          `${affected(ctx, e.affects)} cannot be destroyed by damage (attack or effect damage; destroy effects and power 0 still destroy: HF-9.4, HF-9.5)`,
        );
      if (e.by === 'opponentEffects')
        return s(
          `${affected(ctx, e.affects)}は、そのプレイヤーの対戦相手の効果では破壊されない（破壊する効果と、効果によるダメージ。攻撃によるダメージやパワー0では破壊される：HF-9.5）`,
          `${affected(ctx, e.affects)} cannot be destroyed by effects of its controller's opponent (destroy effects and damage from effects; attack damage and power 0 still destroy: HF-9.5)`,
        );
      return s(
        `${affected(ctx, e.affects)}は破壊されない（パワー0になった時は破壊される：HF-9.5）`,
        `${affected(ctx, e.affects)} cannot be destroyed (power 0 still destroys: HF-9.5)`,
      );
    case 'undefendableBy':
      return s(
        `${cardRefName(ctx, 'self')}の攻撃は、${e.traits.map((t) => `《${t}》`).join('か')}を持つキャラクターには防御されない（防御できるのはそれ以外のキャラクター：HF-8.3）`,
        `the attacks of ${cardRefName(ctx, 'self')} cannot be defended by characters with ${e.traits.map((t) => `《${t}》`).join(' or ')} (HF-8.3)`,
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
      const what = e.self
        ? say(ctx, 'このカード', 'this card')
        : say(
            ctx,
            `${whose}${filterPhrase(ctx, e.filter, 'card', true)}`,
            `${whose} ${filterPhrase(ctx, e.filter, 'card', true)}`,
          );
      const amount = costAmountPhrase(ctx, e.amount);
      const less = costSign(e.amount) < 0;
      const floor = e.floor ?? 0;
      const from =
        e.from === 'guardDeck'
          ? say(ctx, 'ガードデッキからプレイする時、', 'when played from the guard deck, ')
          : e.from === 'hand'
            ? say(ctx, '手札からプレイする時、', 'when played from the hand, ')
            : '';
      // mech15: with a filter, only the plays of matching cards are counted (RULING «The Nth play of a turn»)
      const counted = e.filter
        ? say(
            ctx,
            'この後に書かれたカードのプレイだけを、この効果が働く前のプレイも含めて数える',
            'only plays of the cards named next counted, also those made before this was in force',
          )
        : say(ctx, '種別を問わず数える', 'any kind counted');
      const nth = e.nthPlay
        ? say(
            ctx,
            `そのプレイヤーがそのターンに${e.nthPlay.n}枚目${e.nthPlay.orLater ? '以降' : ''}にプレイする時（どの領域からでも、${counted}）、`,
            `when it is that player's ${e.nthPlay.orLater ? `${e.nthPlay.n}th or later` : `${e.nthPlay.n}th`} play of the turn (any zone, ${counted}), `,
          )
        : '';
      // i22x7: 「1ターンに1回、」 — the first play each turn it applies to uses it up (RULING, docs/engine.md)
      const once = e.oncePerTurn
        ? say(
            ctx,
            '1ターンに1回（そのターンにこの変更が適用される最初のプレイだけ。同じカードが2枚あればそれぞれ1回）、',
            'once per turn (only the first play of the turn it applies to; each copy of the card once), ',
          )
        : '';
      return s(
        `${once}${from}${nth}${what}のエネルギーコストは${amount}${less ? '少なく' : '多く'}なる（プレイしてコストを支払う時に適用。${floor}未満にはならない：HF-5.12）`,
        `${once}${from}${nth}the energy cost of ${what} is ${amount} ${less ? 'less' : 'more'} (applied while paying; never below ${floor}: HF-5.12)`,
      );
    }
    case 'abilityCostChange': {
      const n = Math.abs(e.amount);
      const less = e.amount < 0;
      return s(
        `${affected(ctx, e.affects)}の起動能力の使用に支払うエネルギーは${n}${less ? '少なく' : '多く'}なる（[X]のXは変わらない。0未満にはならない：HF-12.4、HF-5.12）`,
        `the activated abilities of ${affected(ctx, e.affects)} cost ${n} ${less ? 'less' : 'more'} energy to use (X of [X] unchanged; never below 0: HF-12.4, HF-5.12)`,
      );
    }
    default:
      return unexplained(e);
  }
}

/** The sign of a cost change: a number's, or a scaled one's factor (「…1体につき1少なくなる」 is count × -1). */
export function costSign(v: Value): number {
  if (typeof v === 'number') return Math.sign(v);
  if ('times' in v)
    return Math.sign(v.times[1]) * (typeof v.times[0] === 'number' ? Math.sign(v.times[0]) : 1);
  return 1;
}

function costAmountPhrase(ctx: Ctx, v: Value): string {
  if (typeof v === 'number') return String(Math.abs(v));
  if ('times' in v && typeof v.times[0] !== 'number') {
    const n = Math.abs(v.times[1]);
    return say(ctx, `${valuePhrase(ctx, v.times[0])}×${n}`, `${n} × ${valuePhrase(ctx, v.times[0])}`);
  }
  return valuePhrase(ctx, v);
}
