// Costs of activated abilities (HF-12.4) and who decides X.
import type { Cost } from '../core/cardTypes.js';
import { filterPhrase } from './filter.js';
import { cardRefName } from './refs.js';
import { type Ctx, say, unexplained } from './types.js';

export function costPhrase(ctx: Ctx, cost: Cost): string {
  switch (cost.kind) {
    case 'energy':
      return say(
        ctx,
        `エネルギー${cost.amount}（[${cost.amount}]）`,
        `${cost.amount} energy ([${cost.amount}])`,
      );
    case 'energyX':
      return say(ctx, 'エネルギーX（[X]）', 'X energy ([X])');
    case 'sleep':
      // in a granted ability the card that sleeps is the one that gained it (its user is that card's player);
      // a set card's own activated ability is its host's, so the host sleeps (HF-4.4; a blind judge, d17)
      if (ctx.granted || ctx.cardKind === 'set') {
        const who = ctx.selfName ?? cardRefName(ctx, 'self');
        return say(ctx, `${who}をスリープにする（[スリープ]）`, `put ${who} to sleep ([スリープ])`);
      }
      return say(ctx, 'このカードをスリープにする（[スリープ]）', 'put this card to sleep ([スリープ])');
    case 'carnage':
      return say(ctx, `カルネージ${cost.amount}`, `carnage ${cost.amount}`);
    case 'carnageX':
      return say(ctx, 'カルネージX', 'carnage X');
    case 'damage':
      return say(
        ctx,
        `あなたが${cost.amount}ダメージを受ける（ガードデッキのカードを${cost.amount}枚ダメージフィールドに置く。【ダメージトリガー】は公開できる。ガードデッキが${cost.amount}枚未満なら使えない：HF-9.1）`,
        `you are dealt ${cost.amount} damage (${cost.amount} guard deck cards to your damage field; 【ダメージトリガー】 may be revealed; not usable with fewer than ${cost.amount} guard deck cards: HF-9.1)`,
      );
    case 'discard': {
      const what = filterPhrase(ctx, cost.filter, 'card', true);
      return say(
        ctx,
        `手札から${what}を${cost.count}枚捨てる（捨てるカードはあなたが選ぶ）`,
        `discard ${what} (${cost.count}) from your hand (you choose which)`,
      );
    }
    case 'exileTrash': {
      const what = filterPhrase(ctx, cost.filter, 'card', true);
      return say(
        ctx,
        `あなたのトラッシュから${what}を${cost.count}枚ゲームから除外する（除外するカードはあなたが選ぶ。${cost.count}枚なければ使えない：HF-12.4）`,
        `exile ${what} (${cost.count}) from your trash (you choose which; not usable with fewer: HF-12.4)`,
      );
    }
    case 'trashAttached': {
      // mech14: the set cards go to their owners' trash; who set them does not matter (HF-4.4)
      const what = filterPhrase(ctx, cost.filter, 'card', true);
      const host = ctx.cardKind === 'character' ? 'このキャラクター' : 'このカード';
      return say(
        ctx,
        `${host}にセットされている${what}を${cost.count}枚、持ち主のトラッシュに置く（置くカードはあなたが選ぶ。${cost.count}枚なければ使えない：HF-12.4）`,
        `put ${cost.count} ${what} set on this card into its owner's trash (you choose which; not usable with fewer: HF-12.4)`,
      );
    }
    case 'destroy':
    case 'trashCharacter': {
      const what = filterPhrase(ctx, cost.filter, 'character');
      return cost.kind === 'destroy'
        ? say(
            ctx,
            `${what}を${cost.count}体破壊する（破壊するキャラクターはあなたが選ぶ。破壊されないものは選べない）`,
            `destroy ${cost.count} ${what} (you choose which; one that cannot be destroyed cannot pay)`,
          )
        : say(
            ctx,
            `${what}を${cost.count}体、持ち主のトラッシュに置く（破壊ではない。置くキャラクターはあなたが選ぶ）`,
            `put ${cost.count} ${what} into its owner's trash (not destroyed; you choose which)`,
          );
    }
    default:
      return unexplained(cost);
  }
}

export function hasX(costs: readonly Cost[]): boolean {
  return costs.some((c) => c.kind === 'energyX' || c.kind === 'carnageX');
}
