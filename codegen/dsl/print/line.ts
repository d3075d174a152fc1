// Canonical text of a text line: abilities, keywords, 【奥義】, 【空装】, 【ダメージトリガー】, costs, triggers.
import type { IRCost, IRKuusouCond, IRTextLine, IRTrigger } from '../ir.js';
import { printEffect, printSentences } from './effect.js';
import { PHASES, WHOSE, printRef, printSelector } from './words.js';

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
    case 'discard':
      return `[手札${cost.selector ? `の${printSelector(cost.selector)}` : ''}を${cost.count}枚捨てる]`;
    case 'other':
      return `[${cost.text}]`;
  }
}

const SUBJECT_TRIGGERS = {
  enter: 'が戦場に登場した時',
  attack: 'が攻撃を行うたび',
  defend: 'が防御を行うたび',
  destroyed: 'が破壊された時',
  destroysByAttack: 'が攻撃によるダメージによってキャラクターを破壊した場合',
  setSelf: 'がセットされた時',
  cardSetOnSelf: 'にカードがセットされた時',
  counter: 'による防御が成功した後の攻撃ダメージ解決時',
};
const DAMAGED = { you: 'あなた', opponent: '対戦相手', any: 'いずれかのプレイヤー' };

export function printTrigger(trigger: IRTrigger): string {
  switch (trigger.kind) {
    case 'damaged':
      return `${DAMAGED[trigger.who]}がダメージを受けた時、`;
    case 'phase':
      return `${WHOSE[trigger.whose]}の${PHASES[trigger.phase]}フェイズ${trigger.edge === 'start' ? '開始時' : '終了時'}、`;
    case 'turnEnd':
      return `${WHOSE[trigger.whose]}のターン終了時、`;
    default: {
      const subject =
        trigger.subject.kind === 'self' ? printRef(trigger.subject) : printSelector(trigger.subject);
      return `${subject}${SUBJECT_TRIGGERS[trigger.kind]}、`;
    }
  }
}

function printKuusouCond(cond: IRKuusouCond): string {
  return cond.kind === 'minWithTrait'
    ? `《${cond.trait.name}》を持つカードが${cond.count}枚以上`
    : `同名のカードを${cond.count}枚まで入れられる`;
}

/** HF-12.8: the canonical spelling of 「1ターンに1回」 is a bracket in front of the costs. */
const ONCE = '[1ターンに1回]';

function printBody(line: IRTextLine): string {
  switch (line.kind) {
    case 'mode':
      return `・${printEffect(line.effect)}`;
    case 'keywords':
      return line.names.map((n) => `【${n.name}】`).join('');
    case 'ougi':
      return line.selector
        ? `【奥義：[${printSelector(line.selector)}]】`
        : `【奥義：${line.word?.name ?? ''}】`;
    case 'kuusou':
      return `【空装 条件：${line.conds.map(printKuusouCond).join('、')} 効果：${printSentences(line.sentences)}】`;
    case 'damageTrigger':
      return `【ダメージトリガー】：${printEffect(line.effect)}`;
    case 'auto':
      return `[自動]${line.once ? ONCE : ''}${line.sep === 'colon' ? '：' : ' '}${line.trigger ? printTrigger(line.trigger) : ''}${printEffect(line.effect)}`;
    case 'activated':
      return `${line.once ? ONCE : ''}${line.costs.map(printCost).join('')}：${printEffect(line.effect)}`;
    case 'effect':
      return printEffect(line.effect);
  }
}

/** The line's text without indentation (stray cost brackets kept in front, as written). */
export function printTextLine(line: IRTextLine): string {
  return (line.strayCosts ?? []).map(printCost).join('') + printBody(line);
}
