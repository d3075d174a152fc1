// Conditions (「…場合」「…限り」) and durations (HF-12.9) as phrases.
import type { CardZone, Condition, Duration, PlayerRef } from '../core/cardTypes.js';
import { countUnit, fieldNoun, filterPhrase } from './filter.js';
import { cardRefName, playerPossessive } from './refs.js';
import { sourceSetOnPhrase } from './setCardOps.js';
import { type Ctx, say, unexplained } from './types.js';
import { attachedPhrase, valueNoun } from './values.js';

/** 「より少ない」…: how two values compare (issue 22). */
const COMPARE_PHRASES: Readonly<Record<string, readonly [string, string]>> = {
  less: ['より少ない（同じなら成り立たない）', 'smaller than'],
  more: ['より多い（同じなら成り立たない）', 'larger than'],
  atLeast: ['以上（同じでも成り立つ）', 'at least'],
  atMost: ['以下（同じでも成り立つ）', 'at most'],
  equal: ['と同じ', 'equal to'],
};
import { zoneName } from './words.js';

/** 「3体以上」「2枚以下」「ちょうど1枚」「0枚」 */
function bounds(ctx: Ctx, atLeast: number | undefined, atMost: number | undefined, unit: string): string {
  if (atLeast !== undefined && atMost !== undefined) {
    if (atLeast === atMost) return say(ctx, `ちょうど${atLeast}${unit}`, `exactly ${atLeast}`);
    return say(ctx, `${atLeast}${unit}以上${atMost}${unit}以下`, `between ${atLeast} and ${atMost}`);
  }
  if (atMost === 0) return say(ctx, `0${unit}`, 'no');
  if (atLeast !== undefined) return say(ctx, `${atLeast}${unit}以上`, `${atLeast} or more`);
  if (atMost !== undefined) return say(ctx, `${atMost}${unit}以下`, `${atMost} or fewer`);
  return say(ctx, '（数の指定なし）', '(any number)');
}

function zoneCount(
  ctx: Ctx,
  filterText: string,
  zone: 'battlefield' | CardZone,
  player: PlayerRef | 'each' | undefined,
  amount: string,
): string {
  const none = amount === '0体' || amount === '0枚' || amount === 'no';
  if (zone === 'battlefield') {
    const cards = amount.includes('枚'); // not only characters: 「ある」 (sc12)
    return none
      ? say(
          ctx,
          `戦場に${filterText}が1${cards ? '枚もない' : '体もいない'}`,
          `there is no ${filterText} on the battlefield`,
        )
      : say(
          ctx,
          `戦場に${filterText}が${amount}${cards ? 'ある' : 'いる'}`,
          `${amount} × ${filterText} on the battlefield`,
        );
  }
  const whose = player === undefined ? '' : playerPossessive(ctx, player);
  const place = zoneName(ctx.lang, zone);
  if (none)
    return say(
      ctx,
      `${whose}${place}に${filterText}が1枚もない`,
      `there is no ${filterText} in ${whose} ${place}`,
    );
  return say(
    ctx,
    `${whose}${place}に${filterText}が${amount}ある`,
    `${amount} × ${filterText} in ${whose} ${place}`,
  );
}

export function conditionPhrase(ctx: Ctx, cond: Condition): string {
  switch (cond.kind) {
    case 'count':
      return zoneCount(
        ctx,
        filterPhrase(ctx, cond.filter, fieldNoun(cond.filter)),
        'battlefield',
        undefined,
        bounds(ctx, cond.atLeast, undefined, countUnit(cond.filter)),
      );
    case 'countIn': {
      const onField = cond.zone === 'battlefield';
      const text = filterPhrase(ctx, cond.filter, onField ? fieldNoun(cond.filter) : 'card', !onField);
      const amount = bounds(ctx, cond.atLeast, cond.atMost, onField ? countUnit(cond.filter) : '枚');
      return zoneCount(ctx, text, cond.zone, cond.player, amount);
    }
    case 'traitKinds': {
      const what = filterPhrase(ctx, cond.filter, fieldNoun(cond.filter));
      const amount = bounds(ctx, cond.atLeast, cond.atMost, '種類');
      return say(
        ctx,
        `戦場の${what}が持つ分類が合わせて${amount}である（同じ分類は1種類と数える）`,
        `${what} on the battlefield have ${amount} different traits together (each trait counted once)`,
      );
    }
    case 'zoneSize': {
      const whose = playerPossessive(ctx, cond.player);
      const amount = bounds(ctx, cond.atLeast, cond.atMost, '枚');
      return say(
        ctx,
        `${whose}${cond.zone === 'energy' ? 'エネルギー（アクティブとスリープの両方）' : zoneName(ctx.lang, cond.zone)}が${amount}である`,
        `${whose} ${cond.zone === 'energy' ? 'energy field (active and asleep)' : zoneName(ctx.lang, cond.zone)} has ${amount} cards`,
      );
    }
    case 'attached': {
      const what =
        'setOn' in cond.value
          ? say(
              ctx,
              `${cardRefName(ctx, cond.value.setOn)}にセットされている${cond.value.filter ? filterPhrase(ctx, cond.value.filter, 'card', true) : 'カード'}（持ち主を問わない）`,
              `${cond.value.filter ? filterPhrase(ctx, cond.value.filter, 'card', true) : 'cards'} set on ${cardRefName(ctx, cond.value.setOn)} (whoever owns them)`,
            )
          : attachedPhrase(ctx, cond.value);
      if (cond.atMost === 0 && cond.atLeast === undefined)
        return say(ctx, `${what}が1枚もない`, `there are no ${what}`);
      return say(
        ctx,
        `${what}が${bounds(ctx, cond.atLeast, cond.atMost, '枚')}ある`,
        `${bounds(ctx, cond.atLeast, cond.atMost, '枚')} × ${what}`,
      );
    }
    case 'yourTurn':
      return say(ctx, 'あなたのターン中である', 'it is your turn');
    case 'opponentTurn':
      return say(ctx, '対戦相手のターン中である', "it is your opponent's turn");
    case 'cardMatches': {
      const who = cardRefName(ctx, cond.ref);
      const what = filterPhrase(ctx, cond.filter, 'card');
      if (cond.lastKnown)
        return say(
          ctx,
          `${who}が${what}である（戦場を離れていれば、離れる直前の分類で見る：最後の情報、HF-9.6）`,
          `${who} is a ${what} (if it left the battlefield, with the traits it had just before: last known information, HF-9.6)`,
        );
      return say(ctx, `${who}が${what}である`, `${who} is a ${what}`);
    }
    case 'not': {
      // 「…が1体もいない」: not (at least 1)
      const inner = cond.cond;
      if (inner.kind === 'nothingDone' && inner.picked)
        return say(
          ctx,
          '直前の部分でカードを1枚以上選んで移した',
          'at least one card was chosen and moved by the part before',
        );
      if (inner.kind === 'nothingDone')
        return say(ctx, '直前の部分で1体以上破壊された', 'at least one was destroyed by the part before');
      if (inner.kind === 'count' && inner.atLeast === 1)
        return conditionPhrase(ctx, {
          kind: 'countIn',
          filter: inner.filter,
          zone: 'battlefield',
          atMost: 0,
        });
      if (inner.kind === 'attackedThisTurn')
        // i22tb6: 「このターンにこのキャラクターが攻撃を行っていないなら」
        return say(
          ctx,
          `${cardRefName(ctx, inner.ref)}がこのターン中に攻撃を行っていない（攻撃を宣言していない。戦場を離れて戻ったカードは別のカード：HF-5.6）`,
          `${cardRefName(ctx, inner.ref)} declared no attack this turn (a card that left and came back is a new object: HF-5.6)`,
        );
      if (inner.kind === 'countIn' && inner.atLeast === 1 && inner.atMost === undefined)
        return conditionPhrase(ctx, { ...inner, atLeast: undefined, atMost: 0 });
      return say(
        ctx,
        `次のことが成り立たない：${conditionPhrase(ctx, cond.cond)}`,
        `not (${conditionPhrase(ctx, cond.cond)})`,
      );
    }
    case 'all':
      return cond.conds.map((c) => conditionPhrase(ctx, c)).join(say(ctx, '、かつ', ', and '));
    case 'mainPhase':
      if (cond.idle)
        return cond.whose === 'you'
          ? say(
              ctx,
              'あなたのメインフェイズ中で、何も待機していない（インタラプション・タイミングではない）',
              'during your main phase with nothing waiting (not in an interruption window)',
            )
          : say(
              ctx,
              '対戦相手のメインフェイズ中で、何も待機していない（インタラプション・タイミングではない）',
              "during your opponent's main phase with nothing waiting (not in an interruption window)",
            );
      return cond.whose === 'you'
        ? say(
            ctx,
            'あなたのメインフェイズ中（そのインタラプション・タイミングも含む）',
            'during your main phase (its interruption windows included)',
          )
        : say(
            ctx,
            '対戦相手のメインフェイズ中（そのインタラプション・タイミングも含む）',
            "during your opponent's main phase (its interruption windows included)",
          );
    case 'compareSizes': {
      const size = (s: { zone: CardZone | 'energy'; player: PlayerRef }) =>
        s.zone === 'energy'
          ? say(
              ctx,
              `${playerPossessive(ctx, s.player)}エネルギー（アクティブとスリープの両方）の枚数`,
              `the number of ${playerPossessive(ctx, s.player)} energy cards (active or asleep)`,
            )
          : say(
              ctx,
              `${playerPossessive(ctx, s.player)}${zoneName(ctx.lang, s.zone)}の枚数`,
              `the number of cards in ${playerPossessive(ctx, s.player)} ${zoneName(ctx.lang, s.zone)}`,
            );
      const less = cond.compare === 'less';
      return say(
        ctx,
        `${size(cond.left)}が${size(cond.right)}より${less ? '少ない（同じ枚数なら成り立たない）' : '多い（同じ枚数なら成り立たない）'}`,
        `${size(cond.left)} is ${less ? 'smaller' : 'larger'} than ${size(cond.right)} (not when equal)`,
      );
    }
    case 'destroyedByThisEffect': {
      const what = filterPhrase(ctx, cond.filter, 'character');
      const amount = bounds(ctx, cond.atLeast, cond.atMost, '体');
      return say(
        ctx,
        `この効果の処理中に${what}が${amount}破壊された（破壊された時点の状態で数える）`,
        `${amount} × ${what} were destroyed while this effect was carried out (as they were when destroyed)`,
      );
    }
    case 'nothingDone':
      if (cond.picked)
        return say(
          ctx,
          '直前の部分でカードを1枚も選ばなかった（選べるカードがなかった・0枚を選んだ）',
          'no card was chosen by the part before (none to choose, or none chosen)',
        );
      return say(
        ctx,
        '直前の部分で1体も破壊されなかった（選べるキャラクターがいなかった・0体を選んだ・破壊されなかった）',
        'nothing was destroyed by the part before (no character to choose, none chosen, or none destroyed)',
      );
    case 'compareValues': {
      const [ja, en] = COMPARE_PHRASES[cond.compare];
      return say(
        ctx,
        `${valueNoun(ctx, cond.left)}が${valueNoun(ctx, cond.right)}${ja}`,
        `${valueNoun(ctx, cond.left)} is ${en} ${valueNoun(ctx, cond.right)}`,
      );
    }
    case 'attackedThisTurn': {
      const who = cardRefName(ctx, cond.ref);
      return say(
        ctx,
        `${who}がこのターン中に攻撃を行っていた（攻撃を宣言した。戦場を離れて戻ったカードは別のカード：HF-5.6）`,
        `${who} declared an attack this turn (a card that left and came back is a new object: HF-5.6)`,
      );
    }
    case 'attackHitPlayer': {
      // t12b: the other player's characters attacked (HF-8.1)
      const [to, by] = cond.player === 'you' ? ['あなた', '対戦相手'] : ['対戦相手', 'あなた'];
      const [toEn, byEn] = cond.player === 'you' ? ['you', 'your opponent'] : ['your opponent', 'you'];
      return say(
        ctx,
        `このターン中に、${by}のキャラクターの攻撃によって${to}がダメージを受けていた（攻撃ダメージが1点以上与えられた：HF-8.5）`,
        `this turn, ${toEn} took damage from an attack of ${byEn === 'you' ? 'your' : 'your opponent’s'} characters (at least 1 attack damage: HF-8.5)`,
      );
    }
    case 'extraCostPaid':
      // mech13: the play chose to pay the card's optional extra cost (RULING «Optional extra payment on play»)
      return say(
        ctx,
        'このカードをプレイした時に追加のコストを支払っていた（支払わなかったなら、この部分は行わない）',
        'this card’s optional extra cost was paid when it was played (if not, this part is not done)',
      );
    case 'sourceSetOn':
      return sourceSetOnPhrase(ctx, cond);
    default:
      return unexplained(cond);
  }
}

/** How long a lasting effect lasts; `undefined` (a change of control) never ends. */
export function durationPhrase(ctx: Ctx, duration: Duration | undefined): string {
  if (duration === undefined) return say(ctx, '永続（元に戻らない）', 'permanent (it does not revert)');
  if (typeof duration === 'object')
    return say(
      ctx,
      `${conditionPhrase(ctx, duration.while)}限り（成り立たなくなった時点で終わる）`,
      `as long as ${conditionPhrase(ctx, duration.while)} (ends as soon as it stops holding)`,
    );
  switch (duration) {
    case 'endOfTurn':
      return say(ctx, 'ターン終了時まで', 'until end of turn');
    case 'endOfGame':
      return say(ctx, 'ゲーム終了時まで', 'until the end of the game');
    case 'whileSourceOnBattlefield':
      return ctx.cardKind === 'set'
        ? say(
            ctx,
            'このカードが戦場に居る（セットされている）限り',
            'as long as this card is on the battlefield (set)',
          )
        : say(ctx, 'このカードが戦場に居る限り', 'as long as this card is on the battlefield');
    case 'whileSourceSetOnIt':
      return say(
        ctx,
        'このカードがそのキャラクターにセットされている限り（外れた時点で終わる）',
        'as long as this card is set on that character (ends when it is not)',
      );
    case 'untilYourNextTurnEnd':
      return say(ctx, '次のあなたのターン終了時まで', 'until the end of your next turn');
    case 'untilOpponentNextTurnEnd':
      return say(ctx, '次の対戦相手のターン終了時まで', "until the end of your opponent's next turn");
    case 'untilYourNextTurnStart':
      return say(
        ctx,
        '次のあなたのターン開始時まで（そのターンのアクティブフェイズより前に終わる）',
        'until your next turn begins (it ends before that turn’s active phase)',
      );
    case 'untilOpponentNextTurnStart':
      return say(
        ctx,
        '次の対戦相手のターン開始時まで（そのターンのアクティブフェイズより前に終わる）',
        "until your opponent's next turn begins (it ends before that turn’s active phase)",
      );
    case 'untilNextActivePhase':
      return say(
        ctx,
        'そのキャラクターのプレイヤーの次のアクティブフェイズ終了時まで（そのフェイズではアクティブにならない）',
        "until the end of its controller's next active phase (it stays asleep in that phase)",
      );
    case 'untilYourNextActivePhase':
      return say(ctx, '次のあなたのアクティブフェイズ終了時まで', 'until the end of your next active phase');
    case 'untilOwnerNextActivePhase':
      return say(
        ctx,
        'そのキャラクターの持ち主の次のアクティブフェイズ終了時まで（それまでのアクティブフェイズではアクティブにならない）',
        "until the end of its owner's next active phase (it stays asleep in every active phase until then)",
      );
    case 'untilOpponentNextActivePhase':
      return say(
        ctx,
        '次の対戦相手のアクティブフェイズ終了時まで',
        "until the end of your opponent's next active phase",
      );
    default:
      return unexplained(duration);
  }
}
