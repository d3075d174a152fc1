// Canonical text of effects: sentences with their prefixes (condition, duration, target) and X.
import type { IRCondition, IREffect, IRPrefix, IRSentence, IRTargetPhrase, IRValueExpr } from '../ir.js';
import { printAction } from './action.js';
import { ZONES, printPlayer, printRef, printSelector } from './words.js';

function compare(value: 'atLeast' | 'atMost'): string {
  return value === 'atLeast' ? '以上' : '以下';
}

export function printCondition(cond: IRCondition): string {
  switch (cond.kind) {
    case 'zone':
      return `${printPlayer(cond.player)}の${ZONES[cond.zone]}が${cond.count}枚${compare(cond.compare)}の場合、`;
    case 'turn':
      return `${printPlayer(cond.player)}のターンの場合、`;
    case 'count':
      return `${printSelector(cond.selector)}が${cond.count}体${compare(cond.compare)}いる場合、`;
    case 'matches':
      return `${printRef(cond.ref)}が${printSelector(cond.selector)}である場合、`;
  }
}

export function printTargetPhrase(target: IRTargetPhrase): string {
  if (target.kind === 'waitingPlay')
    return target.inChain ? 'インタラプション・タイミングで待機しているカード一枚' : 'プレイ中のカード一枚';
  if (target.kind === 'ref') return printRef(target.ref) + (target.whole ? '全体' : '');
  const counter = target.selector.noun === 'card' ? '一枚' : '一体';
  return printSelector(target.selector) + counter;
}

function printPrefix(prefix: IRPrefix): string {
  if (prefix.kind === 'condition') return printCondition(prefix.cond);
  if (prefix.kind === 'target') return `${printTargetPhrase(prefix.target)}を対象とし、`;
  if (prefix.duration === 'endOfTurn') return 'ターン終了時まで、';
  if (prefix.duration === 'endOfGame') return 'ゲーム終了時まで、';
  return `${prefix.subject ? printRef(prefix.subject) : 'このキャラクター'}が戦場に居る限り、`;
}

function printValue(value: IRValueExpr): string {
  const base = value.base;
  const text =
    base.kind === 'power'
      ? `${printRef(base.ref)}のパワー`
      : base.kind === 'zone'
        ? `${printPlayer(base.player)}の${ZONES[base.zone]}の枚数`
        : `${printSelector(base.selector)}の数`;
  return value.times === undefined ? text : `${text}の${value.times}倍`;
}

export function printSentence(sentence: IRSentence): string {
  if (sentence.kind === 'defineX') return `Xは${printValue(sentence.value)}に等しい。`;
  const then = sentence.continues ? 'その後、' : '';
  return `${then}${sentence.prefixes.map(printPrefix).join('')}${printAction(sentence.action, sentence.optional)}。`;
}

export function printSentences(sentences: IRSentence[]): string {
  return sentences.map(printSentence).join('');
}

export function printEffect(effect: IREffect): string {
  return printSentences(effect.sentences);
}
