// The TextMate grammar of card files (`*.hf`: cards/<set>/*.hf, rules/keywords.hf), scope source.hollowflux.
// It follows the compiler's reading of a file (codegen/dsl/parse/lines.ts): one physical line at a time; a line
// at column 1 is a header (【セット】, 【カード】, 【キーワード】) or a field (種別：…); an indented line is a text line
// (one ability or effect, grammar/card.ohm `textLine`); a line whose first non-space characters are # or // is
// a comment, and field lines may end with a comment after a space. Every word comes from dslWords.mts.
import { type DslWords, dslWords } from './dslWords.mjs';
import { COLON, DIGIT, SIGN, SPACE, alt, charClass, lit, noneOf } from './regex.mjs';

const LANG = 'hollowflux';
type Rule = Record<string, unknown>;
const scoped = (name: string) => `${name}.${LANG}`;
const include = (name: string) => ({ include: `#${name}` });
const named = (...names: string[]) =>
  Object.fromEntries(names.map((name, i) => [String(i + 1), { name: scoped(name) }]));

const COMMENT_START = `(?:${lit('#')}|${lit('//')})`;

function kebab(name: string): string {
  return name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
}

/** The rules a field value is made of → the repository entry that highlights it. */
const FIELD_VALUE_RULES: Record<string, string> = {
  cardType: 'card-type',
  number: 'number',
  signedNumber: 'number',
  traitRef: 'trait',
  selector: 'text-content',
  identifier: 'identifier',
  textLine: 'text-content',
};

function fieldRule(field: DslWords['fields'][number]): Rule {
  const values = field.valueRules.map((rule) => {
    const entry = FIELD_VALUE_RULES[rule];
    if (!entry) throw new Error(`field ${field.label}: no highlighting for its value rule ${rule}`);
    return entry;
  });
  // A field line may end with a comment, except 定義： whose value is a text line (codegen/dsl/parse/lines.ts).
  const trailing = field.valueRules.includes('textLine') ? [] : ['trailing-comment'];
  return {
    name: scoped(`meta.field.${kebab(field.name)}`),
    begin: `^(${lit(field.label)})(${SPACE}*${COLON})`,
    beginCaptures: named('support.type.property-name.field', 'punctuation.separator.key-value'),
    end: '$',
    patterns: [...new Set([...trailing, ...values])].map(include),
  };
}

function headerRules(w: DslWords): Record<string, Rule> {
  return {
    'set-header': {
      name: scoped('meta.header.set'),
      begin: `^(${lit(w.headers.set)})`,
      beginCaptures: named('keyword.other.header.set'),
      end: '$',
      patterns: [
        include('trailing-comment'),
        { match: `${noneOf(' ')}+`, name: scoped('entity.name.namespace.set') },
      ],
    },
    'card-header': {
      match: `^(${lit(w.headers.card)})${SPACE}*(.*?)${SPACE}*$`,
      name: scoped('meta.header.card'),
      captures: named('keyword.other.header.card', 'entity.name.type.card'),
    },
    'keyword-header': {
      match: `^(${lit(w.headers.keyword)})${SPACE}*(.*?)${SPACE}*$`,
      name: scoped('meta.header.keyword'),
      captures: named('keyword.other.header.keyword', 'entity.name.function.keyword'),
    },
  };
}

function commentRules(): Record<string, Rule> {
  return {
    'comment-line': {
      match: `^${SPACE}*(${COMMENT_START}).*$`,
      name: scoped('comment.line'),
      captures: named('punctuation.definition.comment'),
    },
    'trailing-comment': {
      match: `(?<=${SPACE})(${COMMENT_START}).*$`,
      name: scoped('comment.line'),
      captures: named('punctuation.definition.comment'),
    },
  };
}

function textLineRule(w: DslWords): Rule {
  return {
    name: scoped('meta.text-line'),
    begin: `^(${SPACE}+)(?:(${lit(w.modeBullet)})${SPACE}*)?(?=\\S)`,
    beginCaptures: { '2': { name: scoped('punctuation.definition.list.mode') } },
    end: '$',
    patterns: [include('text-content')],
  };
}

/** Bracketed tokens: 【keyword】, 《trait》, 「quoted」 and a quoted ability 「[自動] …」. */
function tokenRules(w: DslWords): Record<string, Rule> {
  const [kwOpen, kwClose] = w.keywordBrackets;
  const [traitOpen, traitClose] = w.traitBrackets;
  const [quoteOpen, quoteClose] = w.quoteBrackets;
  const [costOpen] = w.costBrackets;
  const inQuote = noneOf(quoteOpen + quoteClose);
  return {
    'keyword-tag': {
      match: `(${lit(kwOpen)})(${noneOf(`${kwOpen}${kwClose}:`)}+)(${lit(kwClose)})`,
      name: scoped('support.function.keyword'),
      captures: {
        ...named('punctuation.definition.keyword.begin'),
        3: { name: scoped('punctuation.definition.keyword.end') },
      },
    },
    trait: {
      match: `(${lit(traitOpen)})(${noneOf(traitOpen + traitClose)}+)(${lit(traitClose)})`,
      name: scoped('support.class.trait'),
      captures: {
        ...named('punctuation.definition.trait.begin'),
        3: { name: scoped('punctuation.definition.trait.end') },
      },
    },
    // 「…」を得る: an ability written as a card's own line (starts with a bracket or ends with 。).
    'quoted-ability': {
      name: scoped('meta.embedded.ability'),
      begin: `(${lit(quoteOpen)})(?=${lit(costOpen)}|${lit(kwOpen)}|(?:${inQuote}|${lit(quoteOpen)}${inQuote}*${lit(quoteClose)})*${lit('。')}${lit(quoteClose)})`,
      beginCaptures: named('punctuation.definition.ability.begin'),
      end: `(${lit(quoteClose)})|$`,
      endCaptures: named('punctuation.definition.ability.end'),
      patterns: [include('text-content')],
    },
    quoted: {
      match: `(${lit(quoteOpen)})(${inQuote}*)(${lit(quoteClose)})`,
      name: scoped('string.quoted.other.corner-bracket'),
      captures: {
        ...named('punctuation.definition.string.begin'),
        3: { name: scoped('punctuation.definition.string.end') },
      },
    },
  };
}

/** The abilities' own markers: [自動], 【ダメージトリガー】, 【奥義：…】 and 【空装 条件：… 効果：…】 (HF-12, HF-13). */
function abilityRules(w: DslWords): Record<string, Rule> {
  const kwClose = w.keywordBrackets[1];
  const [costOpen, costClose] = w.costBrackets;
  return {
    'auto-tag': { match: lit(w.autoTag), name: scoped('keyword.control.ability.auto') },
    'damage-trigger': { match: lit(w.damageTrigger), name: scoped('keyword.control.damage-trigger') },
    ougi: {
      name: scoped('meta.ougi'),
      begin: `(${lit(w.ougiOpen)})(${SPACE}*${COLON}${SPACE}*)`,
      beginCaptures: named('keyword.control.ougi', 'punctuation.separator.colon'),
      end: `(${lit(kwClose)})|$`,
      endCaptures: named('keyword.control.ougi'),
      patterns: [
        {
          name: scoped('meta.condition.ougi'),
          begin: `(${lit(costOpen)})`,
          beginCaptures: named('punctuation.definition.condition.begin'),
          end: `(${lit(costClose)})|(?=${lit(kwClose)})|$`,
          endCaptures: named('punctuation.definition.condition.end'),
          patterns: [include('text-content')],
        },
        { match: `${noneOf(`${kwClose}${costOpen}`)}+`, name: scoped('string.unquoted.ougi-word') },
      ],
    },
    kuusou: {
      name: scoped('meta.kuusou'),
      begin: `(${lit(w.kuusouOpen)})`,
      beginCaptures: named('keyword.control.kuusou'),
      end: `(${lit(kwClose)})|$`,
      endCaptures: named('keyword.control.kuusou'),
      patterns: [
        {
          match: `(${alt(w.kuusouLabels)})(${SPACE}*${COLON})`,
          captures: named('keyword.other.kuusou-label', 'punctuation.separator.colon'),
        },
        include('text-content'),
      ],
    },
    cost: {
      name: scoped('meta.cost'),
      begin: `(${lit(costOpen)})`,
      beginCaptures: named('punctuation.definition.cost.begin'),
      end: `(${lit(costClose)})|$`,
      endCaptures: named('punctuation.definition.cost.end'),
      patterns: [
        include('once'),
        { match: alt(w.costSleep), name: scoped('keyword.other.cost.sleep') },
        { match: lit(w.costCarnage), name: scoped('keyword.other.cost.carnage') },
        {
          match: alt([w.costDiscard.first, ...w.costDiscard.verbs]),
          name: scoped('keyword.other.cost.discard'),
        },
        include('trait'),
        include('keyword-tag'),
        include('quoted'),
        include('number'),
        include('variable-x'),
      ],
    },
  };
}

/** Words that shape a sentence: modes, once per turn, その後, 代わりに, targets, durations, references. */
function phraseRules(w: DslWords): Record<string, Rule> {
  return {
    'choose-modes': { match: w.chooseModes, name: scoped('keyword.control.choose-modes') },
    once: { match: w.onceWords, name: scoped('keyword.other.once-per-turn') },
    'then-word': { match: alt(w.thenWords), name: scoped('keyword.control.then') },
    instead: { match: lit(w.insteadWord), name: scoped('keyword.control.instead') },
    target: { match: alt(w.targetWords), name: scoped('keyword.operator.target') },
    duration: { match: alt(w.durations), name: scoped('storage.modifier.duration') },
    ref: { match: alt(w.refs), name: scoped('variable.language.ref') },
  };
}

function valueRules(w: DslWords): Record<string, Rule> {
  // X is the variable only as a word of its own (not inside an ASCII or full-width word).
  // ASCII letters and their full-width forms (Ａ-Ｚ, ａ-ｚ), which the compiler reads as ASCII.
  const letterRanges = 'A-Za-z\\x{ff21}-\\x{ff3a}\\x{ff41}-\\x{ff5a}';
  const letters = `[${letterRanges}]`;
  const digitRanges = '0-9\\x{ff10}-\\x{ff19}';
  return {
    number: {
      patterns: [
        { match: `(?<!${DIGIT})${SIGN}?${DIGIT}+`, name: scoped('constant.numeric') },
        // 一体, 二枚まで, 1ターンに一回, コスト：三: a kanji digit only as a count or a whole value
        // (grammar/card.ohm `number`), so 一番上 is not a number.
        {
          match: `${charClass(w.kanjiDigits)}(?=[体枚つ回]|${SPACE}*$)`,
          name: scoped('constant.numeric.kanji'),
        },
      ],
    },
    'variable-x': {
      match: `(?<!${letters})${lit(w.variableX)}(?!${letters})`,
      name: scoped('variable.other.x'),
    },
    'card-type': { match: alt(w.cardTypes), name: scoped('constant.language.card-type') },
    identifier: {
      match: `[${letterRanges}][${letterRanges}${digitRanges}]*`,
      name: scoped('variable.other.constant.identifier'),
    },
    punctuation: {
      patterns: [
        { match: lit('。'), name: scoped('punctuation.terminator.sentence') },
        { match: lit('、'), name: scoped('punctuation.separator.comma') },
        { match: COLON, name: scoped('punctuation.separator.colon') },
      ],
    },
  };
}

/** What an indented line (and the value of 定義：, セット対象：) may contain, in priority order. */
const TEXT_CONTENT = [
  'auto-tag',
  'damage-trigger',
  'ougi',
  'kuusou',
  'keyword-tag',
  'quoted-ability',
  'quoted',
  'trait',
  'cost',
  'choose-modes',
  'once',
  'then-word',
  'instead',
  'target',
  'duration',
  'ref',
  'number',
  'variable-x',
  'punctuation',
];

export function buildCardGrammar(): Rule {
  const w = dslWords();
  const fields = Object.fromEntries(w.fields.map((f) => [`field-${kebab(f.name)}`, fieldRule(f)]));
  return {
    information_for_contributors: [
      'Generated by editors/vscode/build/cardGrammar.mts from grammar/card.ohm and codegen/dsl/vocabulary.ts.',
      'Do not edit: run `npm run package:vscode` (or `npx tsx editors/vscode/build/grammars.mts`).',
    ],
    name: 'Hollow Flux',
    scopeName: `source.${LANG}`,
    fileTypes: ['hf'],
    patterns: [
      include('comment-line'),
      include('set-header'),
      include('card-header'),
      include('keyword-header'),
      ...Object.keys(fields).map(include),
      include('text-line'),
    ],
    repository: {
      ...commentRules(),
      ...headerRules(w),
      ...fields,
      'text-line': textLineRule(w),
      'text-content': { patterns: TEXT_CONTENT.map(include) },
      ...tokenRules(w),
      ...abilityRules(w),
      ...phraseRules(w),
      ...valueRules(w),
    },
  };
}
