// Card and player references: 「このキャラクター」「対象1」「それ」「あなた」…
import type { CardRef, PlayerRef, Trigger } from '../core/cardTypes.js';
import { type Ctx, say, unexplained } from './types.js';

/** 「対象1」 (1-based, as designers count); 「対象1（選んだ全て）」 when the spec takes several cards. */
export function targetName(ctx: Pick<Ctx, 'lang' | 'targets'>, index: number): string {
  const spec = ctx.targets[index];
  const base = say(ctx, `対象${index + 1}`, `target ${index + 1}`);
  if (!spec) return say(ctx, `${base}（未定義の対象）`, `${base} (undefined target)`);
  if ((spec.count ?? 1) > 1 || spec.upTo)
    return say(ctx, `${base}（選んだ全て）`, `${base} (every card chosen)`);
  return base;
}

function eventCardName(ctx: Ctx, trigger: Trigger | undefined): string {
  switch (trigger?.on) {
    case 'enter':
      return say(ctx, '登場したキャラクター', 'the character that entered');
    case 'attack':
      return say(ctx, '攻撃したキャラクター', 'the attacking character');
    case 'defend':
      return say(ctx, '防御したキャラクター', 'the defending character');
    case 'destroyed':
    case 'destroysByAttack':
      return say(ctx, '破壊されたキャラクター', 'the destroyed character');
    case 'setSelf': // the engine's event card is the character this card was set on (src/engine/triggers.ts)
      return say(ctx, 'このカードのセット先', "this card's host");
    case 'cardSetOnSelf':
      return say(ctx, 'セットされたカード', 'the card that was set');
    case 'cardSetOn': // the engine's event card is the character the set card was set on
      return say(ctx, 'セットされたキャラクター', 'the character it was set on');
    default:
      return say(ctx, 'この能力を誘発させたカード', 'the card that triggered this ability');
  }
}

export function cardRefName(ctx: Ctx, ref: CardRef): string {
  if (typeof ref === 'object') return targetName(ctx, ref.target);
  switch (ref) {
    case 'self':
      if (ctx.selfName !== undefined) return ctx.selfName;
      if (ctx.cardKind === 'set') return say(ctx, 'このカードのセット先', "this card's host");
      return ctx.cardKind === 'character'
        ? say(ctx, 'このキャラクター', 'this character')
        : say(ctx, 'このカード', 'this card');
    case 'source':
      return say(ctx, 'このカード', 'this card');
    case 'it':
      return say(ctx, 'それ', 'it');
    case 'eventCard':
      return eventCardName(ctx, ctx.trigger);
    case 'chosen':
      return say(
        ctx,
        'この効果で直前に選んで動かした（破壊した・状態を変えた）カード',
        'the cards this effect last chose and moved (or destroyed, or whose state it changed)',
      );
    case 'attacker':
      return say(ctx, '攻撃しているキャラクター', 'the attacking character');
    case 'defender':
      return say(ctx, '防御しているキャラクター', 'the defending character');
    case 'host':
      return say(ctx, 'このカードのセット先', "this card's host");
    default:
      return unexplained(ref);
  }
}

export function playerName(ctx: Ctx, player: PlayerRef): string {
  if (player === 'you') return say(ctx, 'あなた', 'you');
  if (player === 'opponent') return say(ctx, '対戦相手', 'your opponent');
  if ('controllerOf' in player)
    return say(
      ctx,
      `${cardRefName(ctx, player.controllerOf)}のコントローラー`,
      `the controller of ${cardRefName(ctx, player.controllerOf)}`,
    );
  if ('ownerOf' in player)
    return say(
      ctx,
      `${cardRefName(ctx, player.ownerOf)}の持ち主`,
      `the owner of ${cardRefName(ctx, player.ownerOf)}`,
    );
  return unexplained(player);
}

/** 「あなたの」 / "your": a player as a possessive. */
export function playerPossessive(ctx: Ctx, player: PlayerRef | 'each'): string {
  if (player === 'each') return say(ctx, '各プレイヤーの', "each player's");
  if (player === 'you') return say(ctx, 'あなたの', 'your');
  if (player === 'opponent') return say(ctx, '対戦相手の', "your opponent's");
  return say(ctx, `${playerName(ctx, player)}の`, `${playerName(ctx, player)}'s`);
}
