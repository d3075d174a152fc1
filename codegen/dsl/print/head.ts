// Canonical text of an ability's head: cost brackets and triggers (HF-12.1, HF-12.4).
import type { IRAttackAt, IRCost, IRSubject, IRTrigger } from '../ir.js';
import { PHASES, WHOSE, counterOf, printRef, printSelector } from './words.js';

/** HF-12.8: the canonical spelling of 「1ターンに1回」 is a bracket in front of the costs. */
export const ONCE = '[1ターンに1回]';

export function printCost(cost: IRCost): string {
  switch (cost.kind) {
    case 'energy':
      return `[${cost.amount}]`;
    case 'energyX':
      return '[X]';
    case 'sleep':
      return '[スリープ]';
    case 'carnage':
      return `[カルネージ${cost.amount}]`;
    case 'carnageX':
      return '[カルネージX]';
    case 'damage':
      return `[あなたは${cost.amount}ダメージを受ける]`;
    case 'discard':
      return `[手札${cost.selector ? `の${printSelector(cost.selector)}` : ''}を${cost.count}枚捨てる]`;
    case 'destroy':
      return `[${printSelector(cost.selector)}${cost.count}${counterOf(cost.selector.noun)}を破壊する]`;
    case 'trashCharacter':
      return `[${printSelector(cost.selector)}${cost.count}${counterOf(cost.selector.noun)}をトラッシュに置く]`;
    case 'exileTrash':
      return `[あなたのトラッシュの${cost.selector ? `${printSelector(cost.selector)}を` : 'カードを'}${cost.count}枚ゲームから除外する]`;
    case 'trashAttached':
      return `[${printRef(cost.host)}にセットされている${printSelector(cost.selector)}を${cost.count}枚トラッシュに置く]`;
    case 'selfRemove':
    case 'other':
      return `[${cost.text}]`;
  }
}

const SUBJECT_TRIGGERS = {
  enter: 'が戦場に登場した時',
  attack: 'が攻撃を行うたび',
  attacked: 'が攻撃された時',
  charDamaged: 'がダメージを受けた時',
  defend: 'が防御を行うたび',
  destroyed: 'が破壊された時',
  destroysByAttack: 'が攻撃によるダメージによってキャラクターを破壊した場合',
  setSelf: 'がセットされた時',
  cardSetOnSelf: 'にカードがセットされた時',
  counter: 'による防御が成功した後の攻撃ダメージ解決時',
  defenseSucceeded: 'による防御が成功した時',
  attackDefended: 'の攻撃が防御された時',
};
const ACTOR = { you: 'あなた', opponent: '対戦相手', any: 'いずれかのプレイヤー' };
const DAMAGED = { you: 'あなた', opponent: '対戦相手', any: 'いずれかのプレイヤー' };

export function printTrigger(trigger: IRTrigger): string {
  const during = trigger.during
    ? `${trigger.during.whose === 'you' ? 'あなた' : '対戦相手'}のターン中、`
    : '';
  return during + printEvent(trigger);
}

function printEvent(trigger: IRTrigger): string {
  switch (trigger.kind) {
    case 'damaged':
      if (trigger.byAttack)
        return `${printSubject(trigger.byAttack)}の攻撃によって${DAMAGED[trigger.who]}がダメージを受けた時、`;
      if (trigger.attacker)
        return `${printSelector(trigger.attacker)}の攻撃によって${DAMAGED[trigger.who]}がダメージを受けた時、`;
      return `${DAMAGED[trigger.who]}がダメージを受けた時、`;
    case 'phase':
      return `${trigger.whose === 'character' ? 'このキャラクターのプレイヤー' : WHOSE[trigger.whose]}の${PHASES[trigger.phase]}フェイズ${trigger.edge === 'start' ? '開始時' : '終了時'}、`;
    case 'turnEnd':
      return `${trigger.whose === 'character' ? 'このキャラクターのプレイヤー' : WHOSE[trigger.whose]}のターン終了時、`;
    case 'play':
      return `${ACTORS[trigger.who]}が${trigger.from ? `${trigger.from === 'guardDeck' ? 'ガードデッキ' : '手札'}から` : ''}${printSelector(trigger.selector)}をプレイした時、`;
    case 'draw':
      return `${ACTORS[trigger.who]}が${trigger.outsideDrawPhase ? 'ドローフェイズ以外で' : ''}カードを引いた時、`;
    case 'damageTrigger':
      return `${ACTORS[trigger.who]}がカードの【ダメージトリガー】を公開した時、`;
    case 'destroysByAttack':
      if (trigger.subject.kind !== 'self' && trigger.subject.kind !== 'host')
        return `${printSubject(trigger.subject)}が${trigger.counter ? '【反撃】' : '攻撃'}によるダメージで${printSelector(trigger.victim ?? { kind: 'selector', span: trigger.span, quals: [], noun: 'character' })}を破壊した時、`;
      if (trigger.counter)
        return `${printSubject(trigger.subject)}の【反撃】によるダメージで${printSelector(trigger.victim ?? { kind: 'selector', span: trigger.span, quals: [], noun: 'character' })}が破壊された時、`;
      if (trigger.victim)
        return `${printSubject(trigger.subject)}の攻撃によるダメージで${printSelector(trigger.victim)}が破壊された時、`;
      return `${printSubject(trigger.subject)}${SUBJECT_TRIGGERS[trigger.kind]}、`;
    case 'cardSetOn': {
      const played = trigger.playedBy ? `${ACTOR[trigger.playedBy]}がプレイした` : '';
      return `${played}${printSelector(trigger.setCard)}が${printSelector(trigger.host)}にセットされた時、`;
    }
    case 'cardSetOnSelf':
      if (trigger.by)
        // 「あなたがこのキャラクターにセットカードをセットするたび」 (i22m9)
        return `${ACTOR[trigger.by]}が${printRef(trigger.subject)}に${trigger.setCardOnly ? 'セットカード' : 'カード'}をセットするたび、`;
      return `${printRef(trigger.subject)}に${trigger.setCardOnly ? 'セットカード' : 'カード'}がセットされた時、`;
    case 'setSelf':
      if (trigger.host)
        return `${printRef(trigger.subject)}が${printSelector(trigger.host)}にセットされた時、`;
      return `${printRef(trigger.subject)}${SUBJECT_TRIGGERS[trigger.kind]}、`;
    case 'leave':
      if (trigger.notDestroyed) return `${printSubject(trigger.subject)}が破壊以外で戦場を離れた時、`;
      return `${printSubject(trigger.subject)}が${trigger.toTrash ? '戦場からトラッシュに置かれた時' : trigger.toHand === 'you' ? '戦場からあなたの手札に戻った時' : trigger.toHand ? '戦場から手札に戻った時' : '戦場を離れた時'}、`;
    case 'destroyed':
      if (trigger.by)
        return `${printSubject(trigger.subject)}が${trigger.by === 'battle' ? 'バトルで' : '効果によって'}破壊された時、`;
      return `${printSubject(trigger.subject)}${SUBJECT_TRIGGERS[trigger.kind]}、`;
    case 'enter':
      if (trigger.playedFrom)
        return `${printSubject(trigger.subject)}が${trigger.playedFrom === 'any' ? '' : trigger.playedFrom === 'guardDeck' ? 'ガードデッキから' : '手札から'}プレイされて戦場に登場した時、`;
      return `${printSubject(trigger.subject)}${SUBJECT_TRIGGERS[trigger.kind]}、`;
    case 'attack':
      if (trigger.at) return `${printSubject(trigger.subject)}が${printAttackAt(trigger.at)}攻撃を行うたび、`;
      return `${printSubject(trigger.subject)}${SUBJECT_TRIGGERS[trigger.kind]}、`;
    default:
      return `${printSubject(trigger.subject)}${SUBJECT_TRIGGERS[trigger.kind]}、`;
  }
}

const ACTORS = { you: 'あなた', opponent: '対戦相手', any: 'いずれかのプレイヤー' };

function printSubject(subject: IRSubject): string {
  if (subject.kind === 'host') return 'このカードがセットされているキャラクター';
  return subject.kind === 'self' ? printRef(subject) : printSelector(subject);
}

function printAttackAt(at: IRAttackAt): string {
  if (at.kind === 'card') return `${printSelector(at.selector)}を対象として`;
  return '対戦相手に';
}
