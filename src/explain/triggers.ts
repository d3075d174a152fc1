// When an auto ability triggers (いつ).
import type { CardFilter, Trigger } from '../core/cardTypes.js';
import { filterPhrase } from './filter.js';
import { cardRefName } from './refs.js';
import { type Ctx, say, unexplained } from './types.js';
import { phaseName, whoseName } from './words.js';

function who(ctx: Ctx, w: 'self' | CardFilter): string {
  return w === 'self' ? cardRefName(ctx, 'self') : filterPhrase(ctx, w, 'character');
}

function actorName(ctx: Ctx, player: 'you' | 'opponent' | 'any'): string {
  if (player === 'you') return say(ctx, 'あなた', 'you');
  return player === 'opponent'
    ? say(ctx, '対戦相手', 'your opponent')
    : say(ctx, 'いずれかのプレイヤー', 'either player');
}

export function triggerPhrase(ctx: Ctx, trigger: Trigger): string {
  const event = eventPhrase(ctx, trigger);
  if (!trigger.during) return event;
  const whose =
    trigger.during === 'you' ? say(ctx, 'あなた', 'your') : say(ctx, '対戦相手', "your opponent's");
  return say(
    ctx,
    `${whose}のターン中に、${event}（ほかのターンには誘発しない）`,
    `during ${whose} turn, ${event} (not in other turns)`,
  );
}

function eventPhrase(ctx: Ctx, trigger: Trigger): string {
  switch (trigger.on) {
    case 'enter':
      if (trigger.playedFrom === 'any')
        return say(
          ctx,
          `${who(ctx, trigger.who)}がプレイされて戦場に登場した時（どの領域からでも。効果で戦場に出た時には誘発しない）`,
          `when ${who(ctx, trigger.who)} enters the battlefield by being played, from any zone (not when an effect puts it there)`,
        );
      if (trigger.playedFrom) {
        const zone = trigger.playedFrom === 'guardDeck' ? 'ガードデッキ' : '手札';
        return say(
          ctx,
          `${who(ctx, trigger.who)}が${zone}からプレイされて戦場に登場した時（効果で戦場に出た時やほかの領域からプレイされた時には誘発しない）`,
          `when ${who(ctx, trigger.who)} enters the battlefield by being played from the ${trigger.playedFrom === 'guardDeck' ? 'guard deck' : 'hand'} (not when an effect puts it there or it is played from elsewhere)`,
        );
      }
      return say(
        ctx,
        `${who(ctx, trigger.who)}が戦場に登場した時`,
        `when ${who(ctx, trigger.who)} enters the battlefield`,
      );
    case 'attack': {
      if (trigger.at === undefined)
        // the printer's canonical wording (codegen/dsl/print/head.ts): explain does not contradict fmt (nc7)
        return say(ctx, `${who(ctx, trigger.who)}が攻撃を行うたび`, `when ${who(ctx, trigger.who)} attacks`);
      const at =
        trigger.at === 'player'
          ? say(ctx, 'プレイヤー', 'a player')
          : filterPhrase(ctx, trigger.at, 'character');
      return say(
        ctx,
        trigger.at === 'player'
          ? `${who(ctx, trigger.who)}が${at}に攻撃を行うたび（ほかへの攻撃では誘発しない）`
          : `${who(ctx, trigger.who)}が${at}を対象として攻撃を行うたび（ほかへの攻撃では誘発しない）`,
        `when ${who(ctx, trigger.who)} attacks ${at} (not when it attacks anything else)`,
      );
    }
    case 'characterDamaged':
      return say(
        ctx,
        `${who(ctx, trigger.who)}がダメージを受けた時（攻撃でも効果でも）`,
        `when ${who(ctx, trigger.who)} is dealt damage (by an attack or an effect)`,
      );
    case 'leave':
      // a set card's own 「このカードが…離れた時」 (sc20): with its host or alone
      if (trigger.itself)
        return say(
          ctx,
          `このカード（セットカード自身）が戦場${trigger.to === 'trash' ? 'からトラッシュに置かれた' : 'を離れた'}時（セット先と一緒でも、このカードだけが外されても）`,
          `when this set card itself ${trigger.to === 'trash' ? 'is put from the battlefield into the trash' : 'leaves the battlefield'} (with its host or alone)`,
        );
      if (trigger.notDestroyed)
        return say(
          ctx,
          `${who(ctx, trigger.who)}が破壊以外で戦場を離れた時（手札・メインデッキに戻る、除外される、効果でトラッシュに置かれるなど。破壊された時は誘発しない）`,
          `when ${who(ctx, trigger.who)} leaves the battlefield other than by being destroyed`,
        );
      if (trigger.to === 'yourHand')
        return say(
          ctx,
          `${who(ctx, trigger.who)}が戦場からあなたの手札に戻った時（持ち主があなたのカードだけ。カードは持ち主の手札に戻る）`,
          `when ${who(ctx, trigger.who)} is returned from the battlefield to your hand (only a card you own: cards go to their owner's hand)`,
        );
      if (trigger.to === 'hand')
        return say(
          ctx,
          `${who(ctx, trigger.who)}が戦場から持ち主の手札に戻った時`,
          `when ${who(ctx, trigger.who)} is returned from the battlefield to its owner's hand`,
        );
      return trigger.to === 'trash'
        ? say(
            ctx,
            `${who(ctx, trigger.who)}が戦場からトラッシュに置かれた時（破壊されてトラッシュに置かれる時を含む）`,
            `when ${who(ctx, trigger.who)} is put from the battlefield into the trash (destruction included)`,
          )
        : say(
            ctx,
            `${who(ctx, trigger.who)}が戦場を離れた時（破壊を含む）`,
            `when ${who(ctx, trigger.who)} leaves the battlefield (destruction included)`,
          );
    case 'attacked':
      return say(
        ctx,
        `${who(ctx, trigger.who)}が攻撃の対象に選ばれた時`,
        `when ${who(ctx, trigger.who)} is chosen as the target of an attack`,
      );
    case 'play': {
      const p = actorName(ctx, trigger.player);
      const what = trigger.filter ? filterPhrase(ctx, trigger.filter, 'card') : say(ctx, 'カード', 'a card');
      const fromJa = trigger.from ? `${trigger.from === 'guardDeck' ? 'ガードデッキ' : '手札'}から` : '';
      const fromEn = trigger.from
        ? ` from ${trigger.from === 'guardDeck' ? 'the guard deck' : 'the hand'}`
        : '';
      return say(
        ctx,
        `${p}が${fromJa}${what}をプレイした時（エネルギーを支払い終えた時点、解決より前）`,
        `when ${p} ${trigger.player === 'you' ? 'play' : 'plays'} ${what}${fromEn} (once it is paid for, before it resolves)`,
      );
    }
    case 'damageTriggerRevealed': {
      const p = actorName(ctx, trigger.player);
      return say(
        ctx,
        `${p}がカードの【ダメージトリガー】を公開するたび（その効果を解決し終えた後）`,
        `each time ${p} ${trigger.player === 'you' ? 'reveal' : 'reveals'} a card's 【ダメージトリガー】 (after its effect has resolved)`,
      );
    }
    case 'draw': {
      const p = actorName(ctx, trigger.player);
      return trigger.outsideDrawPhase
        ? say(
            ctx,
            `${p}がドローフェイズの通常のドロー以外でカードを1枚引くたび`,
            `each time ${p} ${trigger.player === 'you' ? 'draw' : 'draws'} a card other than the draw-phase draw`,
          )
        : say(
            ctx,
            `${p}がカードを1枚引くたび`,
            `each time ${p} ${trigger.player === 'you' ? 'draw' : 'draws'} a card`,
          );
    }
    case 'defend':
      return say(ctx, `${who(ctx, trigger.who)}が防御を行うたび`, `when ${who(ctx, trigger.who)} defends`);
    case 'defenseSucceeded':
      return say(
        ctx,
        `${who(ctx, trigger.who)}による防御が成功した時（攻撃の対象がそれに変わった時：HF-8.4。防御を宣言した時ではない）`,
        `when a defense by ${who(ctx, trigger.who)} succeeds (the attack now targets it: HF-8.4; not when it is declared)`,
      );
    case 'attackDefended':
      return say(
        ctx,
        `${who(ctx, trigger.who)}の攻撃が防御された時（防御が成功し、攻撃の対象が防御したキャラクターに変わった時：HF-8.4）`,
        `when an attack by ${who(ctx, trigger.who)} is defended (the defense succeeded and the attack now targets the defender: HF-8.4)`,
      );
    case 'destroyed':
      if (trigger.by === 'battle')
        return say(
          ctx,
          `${who(ctx, trigger.who)}がバトルで破壊された時（攻撃か【反撃】のダメージによって：HF-8.6、HF-13.1）`,
          `when ${who(ctx, trigger.who)} is destroyed in battle (by the damage of an attack or a 【反撃】: HF-8.6, HF-13.1)`,
        );
      if (trigger.by === 'effect')
        return say(
          ctx,
          `${who(ctx, trigger.who)}がバトル以外で破壊された時（効果のダメージ・パワー0・「破壊する」など、攻撃や【反撃】のダメージ以外で）`,
          `when ${who(ctx, trigger.who)} is destroyed other than in battle (by an effect's damage, power 0, 「破壊する」…)`,
        );
      return say(ctx, `${who(ctx, trigger.who)}が破壊された時`, `when ${who(ctx, trigger.who)} is destroyed`);
    case 'destroysByAttack': {
      const victim = trigger.victim
        ? filterPhrase(ctx, trigger.victim, 'character')
        : say(ctx, 'キャラクター', 'a character');
      return say(
        ctx,
        trigger.by === 'counterDamage'
          ? `${who(ctx, trigger.who)}の【反撃】によるダメージ（防御が成功した時の反撃ダメージ）で${victim}が破壊された時`
          : `${who(ctx, trigger.who)}が攻撃によるダメージで${victim}を破壊した時`,
        trigger.by === 'counterDamage'
          ? `when ${victim} is destroyed by the 【反撃】 damage of ${who(ctx, trigger.who)}`
          : `when ${who(ctx, trigger.who)} destroys ${victim} with attack damage`,
      );
    }
    case 'setSelf':
      if (trigger.playedFrom === 'any')
        return say(
          ctx,
          'このカードがプレイされてセットされた時（セットカードの「戦場に登場した時」はセットされた時：どの領域からのプレイでも。効果によるセットでは誘発しない）',
          `when this card is set by being played, from any zone (a set card's "enters the battlefield" is its being set; not when an effect sets it)`,
        );
      if (trigger.playedFrom) {
        const zone = trigger.playedFrom === 'guardDeck' ? 'ガードデッキ' : '手札';
        return say(
          ctx,
          `このカードが${zone}からプレイされてセットされた時（セットカードの「戦場に登場した時」はセットされた時：効果によるセットやほかの領域からのプレイでは誘発しない）`,
          `when this card is set by being played from the ${trigger.playedFrom === 'guardDeck' ? 'guard deck' : 'hand'} (a set card's "enters the battlefield" is its being set; not when an effect sets it or it is played from elsewhere)`,
        );
      }
      if (trigger.host)
        return say(
          ctx,
          `このカードが${filterPhrase(ctx, trigger.host, 'character')}にセットされた時`,
          `when this card is set onto ${filterPhrase(ctx, trigger.host, 'character')}`,
        );
      return say(ctx, 'このカードが何かにセットされた時', 'when this card is set onto something');
    case 'cardSetOn': {
      // issue 22: 「…がプレイしたセットカードが…」 — a set card played and set, not one an effect set (no play)
      const played = trigger.played
        ? say(
            ctx,
            '（プレイされてセットされたもの。効果によるセットでは誘発しない）',
            ' (played and set; not when an effect sets it)',
          )
        : '';
      // a host of no kind (「…がカードにセットされた時」) is any card a set card can be set on: a character or a world set
      const hostNoun = trigger.host.kind === undefined ? 'card' : 'character';
      return say(
        ctx,
        `${filterPhrase(ctx, trigger.setCard, 'card')}が${filterPhrase(ctx, trigger.host, hostNoun)}にセットされた時${played}`,
        `when ${filterPhrase(ctx, trigger.setCard, 'card')} is set onto ${filterPhrase(ctx, trigger.host, hostNoun)}${played}`,
      );
    }
    case 'cardSetOnSelf': {
      // 「あなたが…セットするたび」 (i22m9): the one who set it is the set card's player (its owner, 000)
      const by = trigger.by
        ? say(
            ctx,
            `（${trigger.by === 'you' ? 'このカードのプレイヤー' : 'その対戦相手'}がセットしたもの、つまりそのプレイヤーのカードだけ：000 ■戦場とカードのプレイヤー）`,
            ` (only one ${trigger.by === 'you' ? "this card's controller" : 'the other player'} set, that is, a card of theirs: 000)`,
          )
        : '';
      if (trigger.setCard)
        return say(
          ctx,
          `${cardRefName(ctx, 'self')}にセットカードがセットされた時${by}（裏向きのカードは効果が定めた種別で見る：000 ■戦場の裏向きのカード）`,
          `when a set card is set on ${cardRefName(ctx, 'self')}${by} (a face-down card has the kind its effect gives it)`,
        );
      return say(
        ctx,
        `${cardRefName(ctx, 'self')}にカードがセットされた時${by}`,
        `when a card is set on ${cardRefName(ctx, 'self')}${by}`,
      );
    }
    case 'playerDamaged': {
      const p =
        trigger.player === 'you'
          ? say(ctx, 'あなた', 'you')
          : trigger.player === 'opponent'
            ? say(ctx, '対戦相手', 'your opponent')
            : say(ctx, 'いずれかのプレイヤー', 'either player');
      if (trigger.byAttackOf && trigger.byAttackOf !== 'self') {
        const attacker = filterPhrase(ctx, trigger.byAttackOf, 'character');
        return say(
          ctx,
          `${attacker}の攻撃のダメージで${p}がダメージを受けた時（効果のダメージでは誘発しない）`,
          `when ${p} ${trigger.player === 'you' ? 'are' : 'is'} dealt damage by the attack of ${attacker} (not by an effect)`,
        );
      }
      if (trigger.byAttackOf)
        return say(
          ctx,
          `${cardRefName(ctx, 'self')}の攻撃のダメージで${p}がダメージを受けた時（効果のダメージでは誘発しない）`,
          `when ${p} ${trigger.player === 'you' ? 'are' : 'is'} dealt damage by ${cardRefName(ctx, 'self')}'s attack (not by an effect)`,
        );
      return say(
        ctx,
        `${p}がダメージを受けた時`,
        `when ${p} ${trigger.player === 'you' ? 'are' : 'is'} dealt damage`,
      );
    }
    case 'phaseStart':
      if (trigger.whose === 'character')
        return say(
          ctx,
          `このカードのセット先のキャラクターのコントローラーの${phaseName('ja', trigger.phase)}開始時`,
          `at the start of the ${phaseName('en', trigger.phase)} of the controller of the character this card is set on`,
        );
      return say(
        ctx,
        `${whoseName('ja', trigger.whose)}${phaseName('ja', trigger.phase)}開始時`,
        `at the start of ${whoseName('en', trigger.whose)} ${phaseName('en', trigger.phase)}`,
      );
    case 'phaseEnd':
      if (trigger.whose === 'character')
        return say(
          ctx,
          `このカードのセット先のキャラクターのコントローラーの${phaseName('ja', trigger.phase)}終了時`,
          `at the end of the ${phaseName('en', trigger.phase)} of the controller of the character this card is set on`,
        );
      return say(
        ctx,
        `${whoseName('ja', trigger.whose)}${phaseName('ja', trigger.phase)}終了時`,
        `at the end of ${whoseName('en', trigger.whose)} ${phaseName('en', trigger.phase)}`,
      );
    case 'turnEnd':
      if (trigger.whose === 'character')
        return say(
          ctx,
          'このカードのセット先のキャラクターのコントローラーのターン終了時',
          'at the end of the turn of the controller of the character this card is set on',
        );
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
