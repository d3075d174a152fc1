// The words and phrases the card grammar highlights, read from the compiler's own sources: grammar/card.ohm
// (through the compiled grammar's rule bodies) and codegen/dsl/vocabulary.ts. Nothing here spells a DSL word
// itself, so a field, card type, cost or phrase added to the grammar is highlighted after
// `npm run package:vscode` regenerates the grammar, and test/vscode/grammarFresh.test.ts fails until then.
import { cardGrammar } from '../../../codegen/dsl/grammar.js';
import { DURATION_WORDS, REF_WORDS_TABLE, type Spellings } from '../../../codegen/dsl/vocabulary.js';
import { COLON, DIGIT, SPACE, lit } from './regex.mjs';

/** The parts of an ohm parsing expression this module reads (ohm's typings leave them out). */
interface PExpr {
  obj?: unknown;
  ruleName?: string;
  args?: PExpr[];
  terms?: PExpr[];
  factors?: PExpr[];
  expr?: PExpr;
  constructor: { name: string };
}

function body(rule: string): PExpr {
  const info = cardGrammar().rules[rule];
  if (!info) throw new Error(`grammar/card.ohm has no rule ${rule}`);
  return info.body as unknown as PExpr;
}

/** The parts of a sequence (a lone expression is a sequence of one). */
function factors(expr: PExpr): PExpr[] {
  return expr.factors ?? [expr];
}

function isTerminal(expr: PExpr): expr is PExpr & { obj: string } {
  return typeof expr.obj === 'string';
}

/** Every terminal in a rule's own body, in order (applied rules are not entered). */
function terminals(expr: PExpr): string[] {
  if (isTerminal(expr)) return [expr.obj];
  if (expr.constructor.name === 'Not' || expr.constructor.name === 'Lookahead') return [];
  const children = [...(expr.terms ?? []), ...(expr.factors ?? []), ...(expr.expr ? [expr.expr] : [])];
  return children.flatMap(terminals);
}

function firstTerminal(rule: string): string {
  const first = terminals(body(rule))[0];
  if (first === undefined) throw new Error(`grammar/card.ohm: rule ${rule} starts with no word`);
  return first;
}

/** The alternatives of the first choice of plain words in a rule (「("対象として" | "対象とし" | …)」). */
function wordChoice(rule: string): string[] {
  const choice = factors(body(rule)).find((f) => f.terms?.every(isTerminal));
  if (!choice?.terms) throw new Error(`grammar/card.ohm: rule ${rule} has no choice of words`);
  return choice.terms.map((t) => (t as { obj: string }).obj);
}

/** Words a grammar rule must contain (for phrases no vocabulary table lists); a typo fails the build. */
function known(rule: string, word: string): string {
  if (!terminals(body(rule)).includes(word)) throw new Error(`grammar/card.ohm: ${rule} has no 「${word}」`);
  return word;
}

/** Built-in and lexical helper rules, as regexes. */
const LEXICAL: Record<string, string> = {
  digit: DIGIT,
  sp: `${SPACE}*`,
  colon: `${SPACE}*${COLON}${SPACE}*`,
  comma: `${lit('、')}${SPACE}*`,
  stop: `${lit('。')}${SPACE}*`,
};

/**
 * An ohm expression made only of words, choices, options, repetitions and lexical rules, as an Oniguruma
 * regex (no capture groups). Ordered choice stays ordered: a regex alternation also takes the first that fits.
 */
export function regexOf(expr: PExpr): string {
  if (isTerminal(expr)) return lit(expr.obj);
  const group = (inner: PExpr) => `(?:${regexOf(inner)})`;
  switch (expr.constructor.name) {
    case 'Alt':
      return `(?:${expr.terms!.map(regexOf).join('|')})`;
    case 'Seq':
      return expr.factors!.map(regexOf).join('');
    case 'Opt':
      return `${group(expr.expr!)}?`;
    case 'Star':
      return `${group(expr.expr!)}*`;
    case 'Plus':
      return `${group(expr.expr!)}+`;
    case 'Apply':
      return LEXICAL[expr.ruleName!] ?? regexOf(body(expr.ruleName!));
    default:
      throw new Error(`no regex for ohm ${expr.constructor.name} ${String(expr)}`);
  }
}

/** A rule as a regex (see regexOf). */
export function ruleRegex(rule: string): string {
  return regexOf(body(rule));
}

export interface FieldWords {
  /** The ohm case name: `type` for `field_type`. */
  name: string;
  /** The field's name as written before the colon: 種別. */
  label: string;
  /** The rules its value is made of (cardType, number, traitRef, …). */
  valueRules: string[];
}

function appliedRules(expr: PExpr): string[] {
  const own = expr.ruleName ? [expr.ruleName] : [];
  const children = [
    ...(expr.args ?? []),
    ...(expr.terms ?? []),
    ...(expr.factors ?? []),
    ...(expr.expr ? [expr.expr] : []),
  ];
  return [...own, ...children.flatMap(appliedRules)];
}

const FIELD_SYNTAX = new Set(['colon', 'sp', 'listOf', 'nonemptyListOf']);

/** HF-4.1: every field of a card or keyword block (the cases of `field`). */
export function fieldWords(): FieldWords[] {
  return body('field').terms!.map((term) => {
    const rule = term.ruleName!;
    return {
      name: rule.replace(/^field_/, ''),
      label: firstTerminal(rule),
      valueRules: appliedRules(body(rule)).filter((r) => !FIELD_SYNTAX.has(r)),
    };
  });
}

/** The two brackets of a bracketed token rule: 【 】 of keywordTag, 《 》 of traitRef. */
function brackets(rule: string): [string, string] {
  const words = terminals(body(rule));
  return [words[0], words[words.length - 1]];
}

function spellings(table: Readonly<Record<string, Spellings>>): string[] {
  return Object.values(table).flat();
}

/** Everything the card grammar needs from the DSL's sources. */
export function dslWords() {
  const kuusou = terminals(body('kuusouLine'));
  return {
    headers: {
      set: firstTerminal('setHeader'),
      card: firstTerminal('cardHeader'),
      keyword: firstTerminal('keywordHeader'),
    },
    fields: fieldWords(),
    cardTypes: terminals(body('cardType')),
    autoTag: firstTerminal('autoLine'),
    damageTrigger: firstTerminal('damageTriggerLine'),
    ougiOpen: firstTerminal('ougiLine'),
    kuusouOpen: kuusou[0],
    /** 条件 and 効果: the words followed by a colon inside 【空装 …】. */
    kuusouLabels: kuusou.slice(1, -1),
    keywordBrackets: brackets('keywordTag'),
    traitBrackets: brackets('traitRef'),
    quoteBrackets: brackets('quoted'),
    costBrackets: brackets('cost'),
    modeBullet: firstTerminal('modeLine'),
    costSleep: terminals(body('costBody_sleep')),
    costCarnage: firstTerminal('costBody_carnage'),
    costDiscard: {
      first: firstTerminal('costBody_discard'),
      // 「捨てる」 or 「トラッシュに置く」 (grammar/card.ohm discardCostVerb)
      verbs: terminals(body('discardCostVerb')),
    },
    onceWords: ruleRegex('onceWords'),
    number: ruleRegex('number'),
    kanjiDigits: terminals(body('kanjiDigit')),
    variableX: known('count', 'X'),
    thenWords: wordChoice('then'),
    targetWords: wordChoice('targetPrefix'),
    insteadWord: known('replacePrefix', '代わりに'),
    /** 「以下から1つを選ぶ」 without its 。 (HF-5.13). */
    chooseModes: factors(body('chooseModes')).slice(0, -1).map(regexOf).join(''),
    durations: spellings(DURATION_WORDS),
    refs: spellings(REF_WORDS_TABLE),
  };
}

export type DslWords = ReturnType<typeof dslWords>;
