// Canonical text of effects: sentences with their prefixes (condition, duration, target) and X.
import type {
  CountCompare,
  IRBound,
  IRCondition,
  IREffect,
  IRGrantedLine,
  IROnce,
  IRPlayOnlyLine,
  IRPlayer,
  IRPrefix,
  IRSelector,
  IRSentence,
  IRTargetPhrase,
  IRValueExpr,
  ValueCompare,
  ZoneWord,
} from '../ir.js';
import { DURATION_WORDS, REPLACE_BY_WORDS, REPLACE_EVENT_WORDS, wordOf } from '../vocabulary.js';
import { printActions, printPerEach } from './action.js';
import { inlineDuration } from './action.js';
import { ONCE, printCost, printTrigger } from './head.js';
import {
  ZONES,
  counterOf,
  printCount,
  printObject,
  printPlayer,
  printRef,
  printSelector,
  printSetHost,
  printSigned,
  printValue,
  printZoneOf,
} from './words.js';

/** 「以上」「以下」「より多い」「より少ない」 (「未満」「を超える」 print as the strict words: issue 22, mech21). */
function compare(value: CountCompare): string {
  return COMPARE_WORDS[value];
}

function bound(b: IRBound, exists: string): string {
  if (b.kind === 'none') return exists === 'ある' ? '無い' : 'いない';
  if (b.kind === 'some') return exists;
  if (b.kind === 'exactly') return `ちょうど${b.count}${b.unit}${exists}`;
  // 「2体より多い」「5枚より少ない」: a strict bound ends the condition without the verb (the designer vocabulary reads
  // it as 「2体より多くいる」, designerWordsMech21.ts); before a verb (「…を2枚未満除外した」) as the bound it means
  if (b.compare === 'more' || b.compare === 'less') {
    if (exists) return `${b.count}${b.unit}${compare(b.compare)}`;
    return b.compare === 'more' ? `${b.count + 1}${b.unit}以上` : `${b.count - 1}${b.unit}以下`;
  }
  return `${b.count}${b.unit}${compare(b.compare)}${exists}`;
}

/** 「…が…より少ない」「…以上」: how two values compare (issue 22). */
const COMPARE_WORDS: Readonly<Record<ValueCompare, string>> = {
  less: 'より少ない',
  more: 'より多い',
  atLeast: '以上',
  atMost: '以下',
  equal: 'と同じ',
};

/** The condition itself, without 「場合、」 (also used by 「…限り」). */
export function printConditionBody(cond: IRCondition): string {
  switch (cond.kind) {
    case 'zone':
      return `${printPlayer(cond.player)}の${ZONES[cond.zone]}が${cond.count}枚${compare(cond.compare)}`;
    case 'zoneEmpty':
      return `${printPlayer(cond.player)}の${ZONES[cond.zone]}が無い`;
    case 'energy':
      return `${printPlayer(cond.player)}のエネルギーが${cond.count}枚${compare(cond.compare)}`;
    case 'turn':
      return `${printPlayer(cond.player)}のターン`;
    case 'selfSetOn':
      return `${printRef(cond.subject)}が${printSelector(cond.host)}に${cond.none ? 'セットされていない' : 'セットされている'}`;
    case 'attached':
      return `${cond.host.kind === 'ref' ? printRef(cond.host.ref) : printSetHost(cond.host)}に${printSelector(cond.selector)}が${cond.bound.kind === 'none' ? 'セットされていない' : bound(cond.bound, 'セットされている')}`;
    case 'count': {
      const field = cond.field
        ? `${cond.field.player ? `${printPlayer(cond.field.player)}の` : ''}戦場に`
        : '';
      return `${field}${printSelector(cond.selector)}が${bound(cond.bound, 'いる')}`;
    }
    case 'zoneCount':
      return `${printZoneOf(cond.zone)}に${printSelector(cond.selector)}が${bound(cond.bound, 'ある')}`;
    case 'matches':
      if (cond.lastKnown) return `${printRef(cond.ref)}が${printHadTraits(cond.selector)}を持っていた`;
      return `${printRef(cond.ref)}が${printSelector(cond.selector)}である`;
    case 'traitKinds':
      return `${printSelector(cond.selector)}が持つ分類が${cond.count}種類${compare(cond.compare)}`;
    case 'compareSizes': {
      const size = (s: { player: IRPlayer; zone: ZoneWord | 'energy' }) =>
        `${printPlayer(s.player)}の${s.zone === 'energy' ? 'エネルギー' : ZONES[s.zone]}の枚数`;
      return `${size(cond.left)}が${size(cond.right)}より${cond.compare === 'less' ? '少ない' : '多い'}`;
    }
    case 'movedMatch': {
      const way = cond.moved.thisWay ? 'この方法で' : '';
      if (cond.bound.kind === 'some')
        return `${way}${cond.moved.verb}カードが${printSelector(cond.selector)}`;
      return `${way}${printSelector(cond.selector)}を${bound(cond.bound, '')}${cond.moved.verb}`;
    }
    case 'compareValues':
      return `${printValue(cond.left)}が${printValue(cond.right)}${COMPARE_WORDS[cond.compare]}`;
    case 'attackedThisTurn':
      return `このターン中に${printRef(cond.ref)}が攻撃を行っ${cond.not ? 'ていない' : 'ていた'}`;
    case 'attackHitPlayer': {
      const name = (p: 'you' | 'opponent') => (p === 'you' ? 'あなた' : '対戦相手');
      return `このターン中に${name(cond.by)}のキャラクターの攻撃によって${name(cond.to)}にダメージを与えていた`;
    }
    case 'extraCostPaid':
      return 'このカードの追加コストを支払っていた';
    case 'destroyedByThis':
      return `この効果によって${printSelector(cond.selector)}が${bound(cond.bound, '').replace(/^いない$|^無い$/, '1体も')}破壊された`;
  }
}

/** 「あなたのターン中」「あなたのメインフェイズ」「…場合」 before 「にのみプレイできる／使用できる」 (issue 22). */
export function printWhen(w: IRPlayOnlyLine['when']): string {
  if (w.kind === 'turn') return `${printPlayer(w.player)}のターン中`;
  if (w.kind === 'main')
    return `${printPlayer(w.player)}のメインフェイズ${w.idle ? 'で、何も待機していない時' : ''}`;
  return printCondition(w.cond).slice(0, -1);
}

/** 「《A》か《B》」: the traits of 「それが《A》か《B》を持っていた場合」 (issue 22, t18b). */
function printHadTraits(selector: IRSelector): string {
  return selector.quals
    .flatMap((q) => (q.kind === 'trait' ? [q.name] : q.kind === 'anyTrait' ? q.names : []))
    .map((n) => `《${n.name}》`)
    .join('か');
}

/** 「…の場合、」: a noun-final condition takes 「の」 before 「場合」. */
export function printCondition(cond: IRCondition): string {
  return `${printConditionBody(cond)}${nounFinal(cond) ? 'の' : ''}場合、`;
}

/** Conditions that end in a noun (「あなたのターン」「…3枚以上」): 「の場合」 and 「である限り」, not 「場合」「限り」. */
function nounFinal(cond: IRCondition): boolean {
  if (cond.kind === 'movedMatch') return cond.bound.kind === 'some';
  if (cond.kind === 'compareValues') return cond.compare === 'atLeast' || cond.compare === 'atMost';
  if (cond.kind === 'zone' || cond.kind === 'energy')
    return cond.compare === 'atLeast' || cond.compare === 'atMost';
  return cond.kind === 'turn';
}

export function printTargetPhrase(target: IRTargetPhrase): string {
  if (target.kind === 'waitingPlay') {
    if (target.inChain) return 'インタラプション・タイミングで待機しているカード一枚';
    // 「プレイ中の、対戦相手がプレイしたコマンドカード一枚」 (issue 22)
    const who =
      target.player === undefined ? '' : `、${target.player === 'you' ? 'あなた' : '対戦相手'}がプレイした`;
    const noun = { command: 'コマンドカード', character: 'キャラクターカード', set: 'セットカード' };
    return `プレイ中の${who}${target.noun === undefined ? 'カード' : noun[target.noun]}一枚`;
  }
  if (target.kind === 'ref') return printRef(target.ref) + (target.whole ? '全体' : '');
  const cards =
    target.kind === 'zone' || target.kind === 'attached' || counterOf(target.selector.noun) === '枚';
  const n = target.count === 1 ? '一' : String(target.count);
  const counter = `${n}${cards ? '枚' : '体'}${target.upTo ? 'まで' : ''}`;
  const where =
    target.kind === 'zone'
      ? `${printZoneOf(target.zone)}の`
      : target.kind === 'attached'
        ? `${printSetHost(target.host)}にセットされている`
        : '';
  const field = target.kind === 'selector' && target.field ? '戦場の' : '';
  const noteText = (with_: boolean) => (with_ ? '（ワールド・セットを含む）' : '（ワールド・セットを除く）');
  // issue 22: 「セットカード1枚（ワールド・セットを含む）」: the note after the count; 「…を除く」 is written there only
  if (target.kind === 'zone')
    return (
      where + printSelector(target.selector) + counter + (target.note ? noteText(target.note === 'with') : '')
    );
  if (target.kind === 'selector' && (target.noteAfter || target.withoutWorldSets))
    return field + printSelector(target.selector) + counter + noteText(!target.withoutWorldSets);
  const note = target.kind === 'selector' && target.withWorldSets ? '（ワールド・セットを含む）' : '';
  return field + where + printSelector(target.selector) + note + counter;
}

function printPrefix(prefix: IRPrefix): string {
  switch (prefix.kind) {
    case 'condition':
      return printCondition(prefix.cond);
    case 'target':
      return `${printTargetPhrase(prefix.target)}を対象とし、`;
    case 'per':
      return `${printPerEach(prefix.per)}、`;
    case 'repeat':
      return `${prefix.per ? printPerEach(prefix.per).replace(/、$/, '') : ''}${prefix.times}回、`;
    case 'replace':
      return `${printObject(prefix.object)}が${prefix.by ? wordOf(REPLACE_BY_WORDS, prefix.by) : ''}${wordOf(REPLACE_EVENT_WORDS, prefix.event)}場合、代わりに、`;
    case 'durationWhile':
      return `${printConditionBody(prefix.cond)}${nounFinal(prefix.cond) ? 'である' : ''}限り、`;
    case 'duration':
      if (prefix.duration !== 'whileOnField') return `${wordOf(DURATION_WORDS, prefix.duration)}、`;
      return `${prefix.subject ? printRef(prefix.subject) : 'このキャラクター'}が戦場に居る限り、`;
  }
}

export function printSentence(sentence: IRSentence): string {
  if (sentence.kind === 'defineX')
    return `Xは${printValue(sentence.value)}に等しい${sentence.cap === undefined ? '' : `（最大${sentence.cap}）`}。`;
  if (sentence.kind === 'chooseModes')
    return `以下から${sentence.count}つ${sentence.upTo ? 'まで' : 'を'}選ぶ。`;
  if (sentence.kind === 'instead') {
    const a = sentence.amount;
    const amount =
      a.kind === 'power'
        ? `${printSigned(a.sign, a.amount)}する`
        : a.kind === 'activate'
          ? `${a.count}枚までアクティブにする`
          : a.kind === 'draw'
            ? `カードを${a.count}枚引く`
            : a.kind === 'repeat'
              ? `${a.count}回行う`
              : `${printCount(a.amount)}${a.points ? '点の' : ''}ダメージを与える`;
    return `${printCondition(sentence.cond)}代わりに${amount}。`;
  }
  const then = sentence.otherwise
    ? 'そうしなかった場合、'
    : sentence.ifDone
      ? 'そうした場合、'
      : sentence.continues
        ? 'その後、'
        : sentence.elseOf
          ? 'そうでないなら、'
          : '';
  const actions = printActions(sentence.actions, sentence.optional, printAbilityLine);
  // a 「…限り」 written inside 「…を、…限り、…とする」 is printed in front (print/action.ts prints the others inline)
  const inline = sentence.actions.flatMap((a) =>
    a.kind === 'control' && a.duration && !inlineDuration(a.duration) ? [a.duration] : [],
  );
  const cap = sentence.cap ? `（最大${sentence.cap.value}）` : ''; // issue 22
  return `${then}${[...inline, ...sentence.prefixes].map(printPrefix).join('')}${actions}${cap}。`;
}

export function printSentences(sentences: IRSentence[]): string {
  return sentences.map(printSentence).join('');
}

export function printEffect(effect: IREffect): string {
  return printSentences(effect.sentences);
}

/**
 * An ability line: [自動], activated, or a plain (continuous) sentence. Here rather than in line.ts because
 * a sentence prints it too, inside 「…」を得る (so the printers of lines and of effects do not import each other).
 */
/** 「①」… before a numbered ability (issue 22). */
export function abilityNo(no: number | undefined): string {
  return no ? '①②③④⑤⑥⑦⑧⑨'[no - 1] : '';
}

/** HF-12.8 before the colon, unless it is the name-wide one (printed after the effect). */
const onceHead = (once: IROnce | undefined) => (once && !once.byName ? ONCE : '');
/** 「このカード名のこの能力は1ターンに1回。」 after the effect (issue 22, t17b). */
const onceByName = (once: IROnce | undefined) =>
  once?.byName ? 'このカード名のこの能力は1ターンに1回。' : '';

export function printAbilityLine(line: IRGrantedLine): string {
  switch (line.kind) {
    case 'auto':
      return `${abilityNo(line.no)}[自動]${onceHead(line.once)}${line.sep === 'colon' ? '：' : ' '}${line.trigger ? printTrigger(line.trigger) : ''}${line.optional ? '任意で、' : ''}${printEffect(line.effect)}${onceByName(line.once)}`;
    case 'activated':
      return `${abilityNo(line.no)}${onceHead(line.once)}${line.costs.map(printCost).join('')}：${line.useOnly ? `${printWhen(line.useOnly)}にのみ使用できる。` : ''}${printEffect(line.effect)}${onceByName(line.once)}`;
    case 'effect':
      return printEffect(line.effect);
  }
}
