// Numbers an effect computes: fixed, X, a card's power, counts of cards.
import type { CardZone, Value } from '../core/cardTypes.js';
import { countUnit, fieldNoun, filterPhrase } from './filter.js';
import { cardRefName, playerPossessive } from './refs.js';
import { type Ctx, say, unexplained } from './types.js';
import { zoneName } from './words.js';

/** A number for a sentence: literal numbers and X as they are, computed ones as 「X（＝…）」. */
export function valuePhrase(ctx: Ctx, value: Value): string {
  if (typeof value === 'number' || 'x' in value) return computed(ctx, value);
  return say(ctx, `X（＝${computed(ctx, value)}）`, `X (= ${computed(ctx, value)})`);
}

/** A computed number as a noun (「あなたの手札の枚数」), for comparisons (issue 22). */
export function valueNoun(ctx: Ctx, value: Value): string {
  return computed(ctx, value);
}

/** 「あなたのトラッシュのキャラクターカード1枚につき1000」 */
function perEach(ctx: Ctx, base: Extract<Value, { count: unknown }>, factor: number): string {
  const onField = base.zone === undefined || base.zone === 'battlefield';
  const what = filterPhrase(ctx, base.count, onField ? fieldNoun(base.count) : 'card', !onField);
  const where = onField
    ? say(ctx, '戦場の', 'on the battlefield')
    : 'player' in base
      ? say(
          ctx,
          `${playerPossessive(ctx, base.player)}${zoneName('ja', base.zone)}の`,
          `in ${playerPossessive(ctx, base.player)} ${zoneName('en', base.zone)}`,
        )
      : '';
  if (base.distinct)
    // mech23: 「カード名の異なる…」 (RULING «Distinct card names»)
    return say(
      ctx,
      `${where}${what}のカード名の種類1つにつき${factor}（同じ名前のカードは何枚あっても1つと数える）`,
      `${factor} for each different card name among ${what} ${where} (cards of one name count once)`.trim(),
    );
  return say(
    ctx,
    `${where}${what}1${onField ? countUnit(base.count) : '枚'}につき${factor}`,
    `${factor} for each ${what} ${where}`.trim(),
  );
}

function computed(ctx: Ctx, value: Value): string {
  if (typeof value === 'number') return String(value);
  if ('x' in value) return 'X';
  if ('powerOf' in value)
    return say(
      ctx,
      `${cardRefName(ctx, value.powerOf)}のパワー`,
      `the power of ${cardRefName(ctx, value.powerOf)}`,
    );
  if ('times' in value) {
    const [base, factor] = value.times;
    if (typeof base === 'object' && 'count' in base) return perEach(ctx, base, factor);
    if (typeof base === 'object' && 'over' in base) {
      const [inner, unit] = base.over;
      const each =
        typeof inner === 'object' && 'count' in inner
          ? perEach(ctx, inner, factor).replace(/1(体|枚)につき/, `${unit}$1につき`)
          : say(
              ctx,
              `（${computed(ctx, inner)}）${unit}につき${factor}`,
              `${factor} per ${unit} of (${computed(ctx, inner)})`,
            );
      return say(
        ctx,
        `${each}（端数は切り捨て）`,
        `${each.replace('for each', `for every ${unit} of`)} (rounded down)`,
      );
    }
    if (typeof base === 'object' && 'attachedTo' in base)
      return say(
        ctx,
        `${attachedPhrase(ctx, base)}1枚につき${factor}`,
        `${factor} for each of ${attachedPhrase(ctx, base)}`,
      );
    return say(ctx, `（${computed(ctx, base)}）×${factor}`, `(${computed(ctx, base)}) × ${factor}`);
  }
  if ('atMost' in value)
    return say(
      ctx,
      `${computed(ctx, value.atMost[0])}（最大${value.atMost[1]}）`,
      `${computed(ctx, value.atMost[0])} (at most ${value.atMost[1]})`,
    );
  if ('shortOf' in value)
    return say(
      ctx,
      `${computed(ctx, value.shortOf[0])}が${value.shortOf[1]}になるまでの数（${value.shortOf[1]}から引いた差、0未満にはならない）`,
      `as many as ${computed(ctx, value.shortOf[0])} lacks to reach ${value.shortOf[1]} (not below 0)`,
    );
  if ('over' in value)
    return say(
      ctx,
      `${computed(ctx, value.over[0])}÷${value.over[1]}（端数は切り捨て）`,
      `${computed(ctx, value.over[0])} ÷ ${value.over[1]} (rounded down)`,
    );
  if ('plus' in value) {
    const [base, n] = value.plus;
    const inner = computed(ctx, base);
    return n >= 0
      ? say(ctx, `${inner}に${n}を足した値`, `${inner} plus ${n}`)
      : say(ctx, `${inner}から${-n}を引いた値（0未満にはならない）`, `${inner} minus ${-n} (not below 0)`);
  }
  if ('attachedTo' in value)
    return say(ctx, `${attachedPhrase(ctx, value)}の数`, `the number of ${attachedPhrase(ctx, value)}`);
  if ('zoneSize' in value) {
    const zone = zoneName(ctx.lang, value.zoneSize);
    const whose = playerPossessive(ctx, value.player);
    return say(ctx, `${whose}${zone}の枚数`, `the number of cards in ${whose} ${zone}`);
  }
  if ('count' in value) {
    if (value.distinct) {
      // mech23: 「カード名の異なる…」 (RULING «Distinct card names»); nothing writes it outside 「…1枚につき」 yet
      const onField = !value.zone || value.zone === 'battlefield';
      const where = onField
        ? say(ctx, '戦場', 'the battlefield')
        : zoneName(ctx.lang, value.zone as CardZone);
      const what = filterPhrase(ctx, value.count, 'card', true);
      return say(
        ctx,
        `${where}の${what}のカード名の種類の数`,
        `the number of different names among “${what}” (${where})`,
      );
    }
    if (value.zone === undefined || value.zone === 'battlefield') {
      const what = filterPhrase(ctx, value.count, 'card');
      return say(ctx, `戦場の${what}の数`, `the number of “${what}” on the battlefield`);
    }
    const what = filterPhrase(ctx, value.count, 'card', true);
    const whose = 'player' in value ? playerPossessive(ctx, value.player) : '';
    const zone = zoneName(ctx.lang, value.zone);
    return say(ctx, `${whose}${zone}の${what}の枚数`, `the number of “${what}” in ${whose} ${zone}`);
  }
  if ('chosenCount' in value && value.filter) {
    const what = filterPhrase(ctx, value.filter, 'card', true);
    return say(
      ctx,
      `この効果で直前に選んだカード（動かした・登場させたカード）のうち${what}の枚数（解決時に数える。選ばなければ0）`,
      `the number of “${what}” among the cards this effect last chose (and moved or put onto the battlefield), counted on resolution (0 if none)`,
    );
  }
  if ('chosenCount' in value)
    return say(
      ctx,
      'この効果で直前に選んだカード（動かした・登場させたカード）の枚数（解決時に数える。選ばなければ0）',
      'the number of cards this effect last chose (and moved), counted on resolution (0 if none)',
    );
  if ('setOn' in value) {
    const on =
      value.setOn === 'it'
        ? say(ctx, 'そのキャラクター（効果を受ける各キャラクター）', 'that character (each affected one)')
        : cardRefName(ctx, value.setOn);
    // issue 22: 「それに裏向きでセットされているカード1枚につき」 counts the face-down ones only
    const what = value.filter ? filterPhrase(ctx, value.filter, 'card', true) : say(ctx, 'カード', 'cards');
    return say(ctx, `${on}にセットされている${what}の枚数`, `the number of ${what} set on ${on}`);
  }
  return unexplained(value);
}

/** 「このキャラクターにセットされているカード（持ち主を問わない）」 */
export function attachedPhrase(ctx: Ctx, value: Extract<Value, { attachedTo: unknown }>): string {
  // a world set's own text names itself 「このカード」 (cards are set on it too: 000 ■セットカード)
  const host =
    value.attachedTo === 'self'
      ? ctx.cardKind === 'worldSet'
        ? say(ctx, 'このカード', 'this card')
        : say(ctx, 'このキャラクター', 'this character')
      : // a host filter naming no kind matches world sets too (src/engine/query.ts countAttached; t20b, d83 ベルガ)
        filterPhrase(ctx, value.attachedTo, 'host');
  // a world set is never set on anything (000 ■セットカード), so 「セットカード」 (set | worldSet) set on a host is a set card
  const filter =
    value.filter?.kind?.includes('set') && value.filter.kind.includes('worldSet')
      ? { ...value.filter, kind: value.filter.kind.filter((k) => k !== 'worldSet') }
      : value.filter;
  const what = filter ? filterPhrase(ctx, filter, 'card', true) : say(ctx, 'カード', 'cards');
  // 「あなたのセットカード」 counts only the ones whose player is you (t18b, d75 寝台車の令嬢 アヤメ)
  if (value.filter?.controller !== undefined)
    return say(ctx, `${host}にセットされている${what}`, `${what} set on ${host}`);
  return say(
    ctx,
    `${host}にセットされている${what}（持ち主を問わない）`,
    `${what} set on ${host} (whoever owns them)`,
  );
}

/** 「+1000」「-1000」 for a signed number; other values are shown with their sign word. */
export function signedPhrase(ctx: Ctx, value: Value): string {
  if (typeof value === 'number') return value >= 0 ? `+${value}` : String(value);
  return `+${valuePhrase(ctx, value)}`;
}

/** Whether the value uses the X chosen when paying. */
export function usesX(value: Value): boolean {
  if (typeof value === 'number') return false;
  if ('x' in value) return true;
  if ('times' in value) return usesX(value.times[0]);
  if ('plus' in value) return usesX(value.plus[0]);
  if ('over' in value) return usesX(value.over[0]);
  if ('atMost' in value) return usesX(value.atMost[0]);
  if ('shortOf' in value) return usesX(value.shortOf[0]);
  return false;
}
