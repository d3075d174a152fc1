// Canonical text of a text line: abilities, keywords, 【奥義】, 【空装】, 【ダメージトリガー】, costs, triggers.
import type { IRExtraCostLine, IRKuusouCond, IRTextLine } from '../ir.js';
import { abilityNo, printAbilityLine, printEffect, printSentences, printWhen } from './effect.js';
import { printCost, printTrigger } from './head.js';
import { printPlayer, printSelector } from './words.js';

export { printCost, printTrigger } from './head.js';

function printKuusouCond(cond: IRKuusouCond): string {
  if (cond.kind === 'allTrait') {
    const noun = cond.characters ? 'キャラクターカード' : 'カード';
    const traits = cond.traits.map((t) => `《${t.name}》`).join('か');
    return `${cond.yours ? 'あなたの' : ''}メインデッキとガードデッキの${noun}が全て${traits}を持つ`;
  }
  if (cond.kind === 'minOfKind') {
    const noun = {
      character: 'キャラクターカード',
      command: 'コマンドカード',
      set: 'セットカード',
      worldSet: 'ワールド・セット',
    };
    const trait = cond.trait ? `《${cond.trait.name}》を持つ` : '';
    const kind = cond.cardKind ? noun[cond.cardKind] : 'カード';
    if (cond.deck) {
      const deck = cond.deck === 'main' ? 'メインデッキ' : 'ガードデッキ';
      return `あなたの${deck}に${trait}${kind}が${cond.count}枚以上入っている`;
    }
    return `あなたのメインデッキとガードデッキに${trait}${kind}が合計${cond.count}枚以上入っている`;
  }
  return cond.kind === 'minWithTrait'
    ? `《${cond.trait.name}》を持つカードが${cond.count}枚以上`
    : `同名のカードを${cond.count}枚まで入れられる`;
}

function printBody(line: IRTextLine): string {
  switch (line.kind) {
    case 'mode':
      return `・${printEffect(line.effect)}`;
    case 'onceRef':
      return `${line.byName ? 'このカード名' : 'このカード'}の${line.nos.map(abilityNo).join('')}の効果は${line.nos.length > 1 ? 'それぞれ' : ''}1ターンに1回。`;
    case 'keywords':
      return line.names.map((n) => `【${n.name}】`).join('');
    case 'ougi':
      return line.selector
        ? `【奥義：[${printSelector(line.selector)}]】`
        : `【奥義：${line.word?.name ?? ''}】`;
    case 'kuusou':
      return `【空装 条件：${line.conds.map(printKuusouCond).join('、')} 効果：${line.once ? '1ターンに1回、' : ''}${line.trigger ? printTrigger(line.trigger) : ''}${printSentences(line.sentences)}】`;
    case 'damageTrigger':
      return `【ダメージトリガー】：${printEffect(line.effect)}`;
    case 'trashPlay':
      return printTrashPlay(line);
    case 'playCarnage':
      return `このカードは、エネルギーコストに加えてカルネージ${line.carnage}を支払わなければプレイできない。`;
    case 'namePlayLimit':
      return `このカード名のカードは1ターンに${line.count}枚しかプレイできない。`;
    case 'extraCost':
      return `このカードをプレイする時、あなたは追加で${printExtraCost(line)}。`;
    case 'playOnly':
      return `このカードは、${printWhen(line.when)}にのみプレイできる。`;
    case 'auto':
    case 'activated':
    case 'effect':
      return printAbilityLine(line);
  }
}

/** The line's text without indentation (stray cost brackets kept in front, as written). */
export function printTextLine(line: IRTextLine): string {
  return (line.strayCosts ?? []).map(printCost).join('') + printBody(line);
}

/** 「このカードがあなたのトラッシュにある時、あなたは…このカードをトラッシュからプレイできる。」 (issue 22) */
function printTrashPlay(line: Extract<IRTextLine, { kind: 'trashPlay' }>): string {
  const extra = line.extra ? `エネルギーコストに加えてカルネージ${line.extra.carnage}を支払うことで、` : '';
  return `このカードがあなたのトラッシュにある場合、あなたは${extra}このカードをトラッシュからプレイできる。`;
}

/** mech13: what the optional extra payment on play is (「カルネージ2を支払ってもよい」…). */
function printExtraCost(line: IRExtraCostLine): string {
  if (line.energy !== undefined) return `エネルギーを${line.energy}支払ってもよい`;
  if (line.sleep !== undefined)
    return `、あなたのアクティブであるキャラクターを${line.sleep}体選び、それをスリープにしてもよい`;
  return `カルネージ${line.carnage}を支払ってもよい`;
}
