// The `check` operation: findings that are local to one line and read off the parse tree — cost brackets
// on a line that is not an activated ability (HF-12.4), unsupported cost brackets, two [スリープ].
// Checks that need the card or the project run on the IR (codegen/dsl/check/).
import type { Node } from 'ohm-js';
import type { HollowFluxActionDict } from '../../../generated/grammar/card.ohm-bundle.cjs';
import { SUPPORTED_COSTS, findCostMechanic } from '../diagnostics/mechanics.js';
import type { Finding } from '../diagnostics/report.js';
import { closestPhrase } from '../diagnostics/suggest.js';
import { normalizeWidth } from '../normalize.js';
import { spanOf } from './context.js';

const KNOWN_COSTS = [
  '1',
  '2',
  '3',
  'X',
  'スリープ',
  'カルネージ1',
  'カルネージX',
  '手札を1枚捨てる',
  'あなたの他のキャラクター1体を破壊する',
  'あなたのキャラクター1体をトラッシュに置く',
];

function children(nodes: Node[]): Finding[] {
  return nodes.flatMap((n) => n.check() as Finding[]);
}

function costNodes(list: Node): Node[] {
  return list.child(0).asIteration().children;
}

/** [1ターンに1回] stands among the cost brackets but is not a cost (HF-12.8). */
function isOnce(cost: Node): boolean {
  return cost.child(1).ctorName === 'costBody' && cost.child(1).child(0).ctorName === 'costBody_once';
}

function strayCosts(list: Node): Finding[] {
  const costs = costNodes(list).filter((c) => !isOnce(c));
  if (costs.length === 0) return [];
  const first = spanOf(costs[0]);
  const last = spanOf(costs[costs.length - 1]);
  return [{ code: 'HF-E014', span: { ...first, endCol: last.endCol, end: last.end } }];
}

function doubleSleep(list: Node): Finding[] {
  const sleeps = costNodes(list).filter((c) => c.sourceString === '[スリープ]');
  return sleeps.slice(1).map((c) => ({
    code: 'HF-E043' as const,
    span: spanOf(c),
  }));
}

const NONE = (): Finding[] => [];

/** Connective verb endings (「…し、…する」) → the plain form that must end a sentence. */
const CONNECTIVE_TO_PLAIN: [string, string][] = [
  ['取り除いて', '取り除く'],
  ['取り除き', '取り除く'],
  ['登場させて', '登場させる'],
  ['登場させ', '登場させる'],
  ['セットして', 'セットする'],
  ['セットし', 'セットする'],
  ['引いて', '引く'],
  ['引き', '引く'],
  ['置いて', '置く'],
  ['置き', '置く'],
  ['加えて', '加える'],
  ['加え', '加える'],
  ['戻して', '戻す'],
  ['戻し', '戻す'],
  ['与えて', '与える'],
  ['与え', '与える'],
  ['捨てて', '捨てる'],
  ['捨て', '捨てる'],
  ['得て', '得る'],
  ['して', 'する'],
  ['し', 'する'],
];

/** HF-E067: a sentence must end in a plain (or 「…てもよい」) verb, not a connective form. */
/**
 * The sentence checks of an effect (`effect` = sentence+), visiting only the sentences, not the whole tree of
 * each action (speed: the check runs on every line).
 */
function sentenceChecks(sentences: Node): Finding[] {
  return sentences.children.flatMap((sentence) => {
    const inner = sentence.child(0);
    return inner.ctorName === 'actionSentence' ? connectiveEnd(inner, inner.child(2)) : [];
  });
}

function effectChecks(effect: Node): Finding[] {
  return [...sentenceChecks(effect.child(0)), ...countBounds(effect), ...optionalRests(effect)];
}

/**
 * Every number of an effect within bounds (HF-E071): a count of cards or times (「N枚」「N体」「N回」) within
 * NUMBER_BOUNDS.count, any other (a power change, damage) within NUMBER_BOUNDS.power.
 */
function countBounds(node: Node): Finding[] {
  // only a number in ASCII digits or a quoted ability can be reported: a part without either is not walked
  // (speed: most of an effect's parse tree holds neither; issue 12's 400 ms)
  if (!COUNTED.test(node.sourceString)) return [];
  // a quoted ability (「…」を得る) is checked as the line it is: its costs, its sentences, its numbers
  if (node.ctorName === 'quotedGrant_ability') return node.child(1).check();
  if (node.ctorName !== 'count') return node.children.flatMap(countBounds);
  const next = node.source.sourceString.charAt(node.source.endIdx);
  const heal = node.source.sourceString.startsWith('回復', node.source.endIdx); // 「ダメージを1000回復する」
  return '枚体回'.includes(next) && next !== '' && !heal
    ? tooLarge(node, NUMBER_BOUNDS.count, '枚数・回数', 'The count')
    : tooLarge(node, NUMBER_BOUNDS.power, '数値', 'The number');
}

/** What a part of an effect needs to hold for countBounds to find something in it (tooLarge: ASCII digits). */
const COUNTED = /[0-9「]/;

function connectiveEnd(sentence: Node, list: Node): Finding[] {
  const actions = list.asIteration().children;
  const last = actions[actions.length - 1];
  const hit = CONNECTIVE_TO_PLAIN.find(([end]) => last.sourceString.endsWith(end));
  if (!hit) return [];
  // the suggestion is the whole sentence with its last verb in the plain form
  const text = sentence.sourceString;
  const end = last.source.endIdx - sentence.source.startIdx;
  const suggestion = text.slice(0, end - hit[0].length) + hit[1] + text.slice(end);
  return [{ code: 'HF-E067', span: spanOf(last), args: { verb: hit[0], plain: hit[1] }, suggestion }];
}

/** Sane bounds for numbers in card files (issue 11): beyond them a number is a typo, not a value (HF-E071). */
export const NUMBER_BOUNDS = { cost: 99, power: 999_999, count: 99 } as const;

function tooLarge(n: Node, max: number, field: string, fieldEn: string): Finding[] {
  const digits = n.sourceString.replace(/^[+-]/, '');
  if (!/^[0-9]+$/.test(digits)) return [];
  if (digits.replace(/^0+/, '').length <= String(max).length && Number(digits) <= max) return [];
  return [{ code: 'HF-E071', span: spanOf(n), args: { field, fieldEn, value: digits, max } }];
}

/** コスト and パワー of the header fields. */
function fieldBounds(line: Node): Finding[] {
  if (line.ctorName !== 'field') return [];
  const f = line.child(0);
  if (f.ctorName === 'field_cost') return tooLarge(f.child(2), NUMBER_BOUNDS.cost, 'コスト', 'Cost');
  if (f.ctorName === 'field_power') return tooLarge(f.child(2), NUMBER_BOUNDS.power, 'パワー', 'Power');
  return [];
}

/**
 * 「そうでなければ、それをトラッシュに置いてもよい」「残りをメインデッキの一番下に戻してもよい」: the cards left go where the text
 * says, always; a place the player may decline (the card staying where it is) is not built — it was read as a must
 * (issue 22, t14a: nothing silently lost), so it is HF-E040. Walked only when the effect has an optional verb.
 */
function optionalRests(node: Node): Finding[] {
  if (!node.sourceString.includes('ても')) return [];
  if (node.ctorName === 'restTo_deck' || node.ctorName === 'restTo_trash') return optionalRest(node);
  return node.children.flatMap(optionalRests);
}

function optionalRest(rest: Node): Finding[] {
  if (!/ても(?:よい|良い)$/.test(rest.sourceString)) return [];
  return [
    {
      code: 'HF-E040',
      span: spanOf(rest),
      args: {
        mechanic: '見た・公開したカードの残りを任意で動かす（動かさなければその場所に残す）効果',
        mechanicEn: 'moving the cards left after a look or reveal optionally (left where they are if not)',
        phrase: rest.sourceString,
        nearest: '「…に置く」（必ず動かす）',
      },
    },
  ];
}

// Cost brackets and sentence endings are inspected (a connective verb may not end a sentence, HF-E067).
export const checkActions: HollowFluxActionDict<Finding[]> = {
  _nonterminal(...nodes) {
    return children(nodes);
  },
  _iter(...nodes) {
    return children(nodes);
  },
  _terminal: NONE,
  textLine(line) {
    return line.check();
  },
  field_def(_label, _colon, line) {
    return children(line.children);
  },
  headerLine(line) {
    return [...fieldBounds(line), ...(line.sourceString.startsWith('定義') ? line.check() : [])];
  },
  damageTriggerLine(_tag, _colon, effect) {
    return effectChecks(effect);
  },
  ougiLine: (_a, _b, _c, _d) => [],
  kuusouLine(_a, _b, _c, _d, _e, _f, _g, _h, body, _j) {
    return body.check();
  },
  kuusouEffect_triggered(_lead, _trigger, _lead2, effect) {
    return effectChecks(effect);
  },
  kuusouEffect_static(sentences) {
    return sentenceChecks(sentences);
  },
  keywordLine: (_a) => [],
  effectLine(effect) {
    return effectChecks(effect);
  },
  modeLine(_dot, _sp, effect) {
    return effectChecks(effect);
  },
  autoLine(_tag, costs, _sep, _lead, body, _tail) {
    const effect =
      body.child(0).ctorName === 'autoBody_triggered' ? body.child(0).child(2) : body.child(0).child(0);
    return [...strayCosts(costs), ...children(costNodes(costs)), ...effectChecks(effect)];
  },
  strayCostLine(costs, rest) {
    return [...strayCosts(costs), ...children(costNodes(costs)), ...rest.check()];
  },
  activatedLine(costs, _colon, _lead, _useOnly, effect, _tail) {
    return [...children(costNodes(costs)), ...doubleSleep(costs), ...effectChecks(effect)];
  },
  cost(_open, body, _close) {
    return body.check();
  },
  actionSentence(_then, _prefixes, list, _cap, _stop) {
    return connectiveEnd(this, list);
  },
  costBody_carnage: (_a, _b) => [],
  costBody_sleep: (_a) => [],
  costBody_discard: (_a, _b, _c, _d, _e, _f, _g) => [],
  costBody_handCard: (_a, _b, _c, _d, _e, _f, _g, _h, _i) => [],
  costBody_discardOwn: (_a, _b, _c, _d, _e, _f) => [],
  costBody_destroy: (_a, _b, _c) => [],
  costBody_trashChar: (_a, _b, _c) => [],
  costBody_trashAttached: (_a, _b, _c, _d, _e, _f) => [],
  costBody_exileTrash: (_a, _b, _c, _d, _e, _f, _g, _h, _i, _j, _k) => [],
  costBody_damage: (_a) => [],
  // 000 ■インタラプション・タイミング: an ability whose source left the battlefield is not resolved, so a cost that
  // removes the card itself would make the ability do nothing (HF-7.6, HF-7.7)
  costBody_selfRemove(_self, _wo, _verb) {
    const finding: Finding = {
      code: 'HF-E040',
      span: spanOf(this),
      args: {
        mechanic:
          'この起動能力を持つカード自身を戦場から離すコスト（000：発生源が戦場を離れた起動能力は解決されません）',
        mechanicEn:
          'a cost that removes the card using the ability (000: an activated ability whose source left the battlefield does not resolve)',
        phrase: this.sourceString,
        nearest: '[スリープ]',
      },
    };
    return [finding];
  },
  costBody_energy: (_a) => [],
  costBody_other(text) {
    // a cost the language does not have (destroying a character, revealing…) is named: HF-E040 (issue 22)
    const mechanic = findCostMechanic(normalizeWidth(text.sourceString));
    if (mechanic)
      return [
        {
          code: 'HF-E040',
          span: spanOf(text),
          args: {
            phrase: text.sourceString,
            mechanic: mechanic.ja,
            mechanicEn: mechanic.en,
            nearest: `${mechanic.nearest}（使えるコスト：${SUPPORTED_COSTS}）`,
          },
        } satisfies Finding,
      ];
    const suggestion = closestPhrase(text.sourceString, KNOWN_COSTS);
    const finding: Finding = { code: 'HF-E015', span: spanOf(text), args: { text: text.sourceString } };
    if (suggestion !== undefined) finding.suggestion = `[${suggestion}]`;
    return [finding];
  },
};
