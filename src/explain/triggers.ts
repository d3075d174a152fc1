// When an auto ability triggers (いつ).
import type { CardFilter, Trigger } from '../core/cardTypes.js';
import { filterPhrase } from './filter.js';
import { cardRefName } from './refs.js';
import { type Ctx, say, unexplained } from './types.js';
import { phaseName, whoseName } from './words.js';

function who(ctx: Ctx, w: 'self' | CardFilter): string {
  return w === 'self' ? cardRefName(ctx, 'self') : filterPhrase(ctx, w, 'character');
}

export function triggerPhrase(ctx: Ctx, trigger: Trigger): string {
  switch (trigger.on) {
    case 'enter':
      return say(
        ctx,
        `${who(ctx, trigger.who)}が戦場に登場した時`,
        `when ${who(ctx, trigger.who)} enters the battlefield`,
      );
    case 'attack':
      return say(ctx, `${who(ctx, trigger.who)}が攻撃を行った時`, `when ${who(ctx, trigger.who)} attacks`);
    case 'defend':
      return say(ctx, `${who(ctx, trigger.who)}が防御を行った時`, `when ${who(ctx, trigger.who)} defends`);
    case 'destroyed':
      return say(ctx, `${who(ctx, trigger.who)}が破壊された時`, `when ${who(ctx, trigger.who)} is destroyed`);
    case 'destroysByAttack':
      return say(
        ctx,
        `${who(ctx, trigger.who)}が攻撃によるダメージでキャラクターを破壊した時`,
        `when ${who(ctx, trigger.who)} destroys a character with attack damage`,
      );
    case 'setSelf':
      return say(ctx, 'このカードが何かにセットされた時', 'when this card is set onto something');
    case 'cardSetOnSelf':
      return say(
        ctx,
        `${cardRefName(ctx, 'self')}にカードがセットされた時`,
        `when a card is set on ${cardRefName(ctx, 'self')}`,
      );
    case 'playerDamaged': {
      const p =
        trigger.player === 'you'
          ? say(ctx, 'あなた', 'you')
          : trigger.player === 'opponent'
            ? say(ctx, '対戦相手', 'your opponent')
            : say(ctx, 'いずれかのプレイヤー', 'either player');
      return say(
        ctx,
        `${p}がダメージを受けた時`,
        `when ${p} ${trigger.player === 'you' ? 'are' : 'is'} dealt damage`,
      );
    }
    case 'phaseStart':
      return say(
        ctx,
        `${whoseName('ja', trigger.whose)}${phaseName('ja', trigger.phase)}開始時`,
        `at the start of ${whoseName('en', trigger.whose)} ${phaseName('en', trigger.phase)}`,
      );
    case 'phaseEnd':
      return say(
        ctx,
        `${whoseName('ja', trigger.whose)}${phaseName('ja', trigger.phase)}終了時`,
        `at the end of ${whoseName('en', trigger.whose)} ${phaseName('en', trigger.phase)}`,
      );
    case 'turnEnd':
      return say(
        ctx,
        `${whoseName('ja', trigger.whose)}ターン終了時`,
        `at the end of ${whoseName('en', trigger.whose)} turn`,
      );
    case 'defenseSucceededDamage':
      return say(
        ctx,
        `${cardRefName(ctx, 'self')}による防御が成功した後の攻撃ダメージ解決時、そのダメージと同時に`,
        `when a defense by ${cardRefName(ctx, 'self')} succeeds, at the same time as the attack damage`,
      );
    default:
      return unexplained(trigger);
  }
}
