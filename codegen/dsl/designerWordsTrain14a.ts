// Issue 22 (helper t14a): designer vocabulary rows found on the train half of the fourteenth round's d57 (herbalists
// and apothecaries, natural modern TCG wording, a designer-defined 「毒を盛る」 printed with its reminder text). Same
// row shape and rules as codegen/dsl/designerWords.ts (a row is a reading the designer would agree with; each example
// is tested by test/dsl/designerWords.test.ts, each family by test/dsl/train14a.test.ts).
// TRAIN14A_WORDS_FIRST run before every other row (they see the designer's own text).
import type { DesignerWord } from './designerWords.js';
import { normalizeWidth } from './normalize.js';

/** The host a designer-defined action names (「それに」「そのキャラクターに」「このカードがセットされているキャラクターに」). */
const HOST = '((?:(?!対象とし|対象とする)[^、。・：:「」])+?)';
/** The number of the action and its counter (「毒を2つ盛る」「毒を1個盛る」). */
const COUNT = '([0-9]+)(?:つ|個|枚)?';
/** One (「毒を1つ盛る」). */
const ONE = '(1)(?:つ|個|枚)?';
/** The action's word and verb stem as the reminder defines them (「（毒を盛る：…）」 gives 毒 and 盛). */
const WORD = '([^\\s、。を：:（）()「」]{1,8})';
const STEM = '([^\\s、。を：:（）()「」]{1,4}?)';
/**
 * The reminder that defines the action: the top card of the main deck set face down as a set card with a trait and a
 * power change, once per count (RULING HF-14.3: a face-down card with a definition). \\2 and \\4 are WORD and STEM.
 */
const DEFINITION =
  '[（(]\\2を\\4る(?:[：:]|とは、?)\\4る数だけ、?(?:あなた|自分)のメインデッキの一番上のカードを、?(《[^》]+》)を持つ、?パワー([+\\-][0-9]+)のセットカードとして、?裏向きで(?:その|対象の|それの?)?(?:キャラクター)?にセットする。?[）)]';

/** 「…にWORDをN…STEMる。」 / 「…てもよい。」 before its reminder. */
const use = (count: string, verb: string) => `${HOST}に${WORD}を${count}${STEM}${verb}。${DEFINITION}`;

/**
 * 「対戦相手のキャラクター1体を対象とし、それに毒を1つ盛る。（毒を盛る：盛る数だけ、あなたのメインデッキの一番上のカードを、
 * 《毒》を持つパワー-1000のセットカードとして、裏向きでそのキャラクターにセットする。）」: the designer's action, defined by its
 * reminder on the same line, is what the reminder says (any word and verb, trait and power): the top card set face
 * down as that set card (no name, RULING HF-14.3; an empty deck sets nothing and does not reload, HF-10.3). Two or more:
 * 「N回、」 after the target, so the target is chosen once and the card set N times on it (lower/effect.ts).
 */
const DEFINED_ONE: DesignerWord = {
  from: new RegExp(use(ONE, 'る'), 'g'),
  to: 'あなたのメインデッキの一番上のカードを、パワー$6で$5を持つセットカードとして裏向きで$1にセットする。',
  need: '数だけ',
  readsNames: true,
  note: '「…に毒を1つ盛る。（毒を盛る：盛る数だけ、…一番上のカードを、《毒》を持つパワー-1000のセットカードとして、裏向きでそのキャラクターにセットする。）」: the action its reminder defines (RULING HF-14.3)',
  example: [
    '対戦相手のキャラクター1体を対象とし、それに毒を1つ盛る。（毒を盛る：盛る数だけ、あなたのメインデッキの一番上のカードを、《毒》を持つパワー-1000のセットカードとして、裏向きでそのキャラクターにセットする。）',
    '対戦相手のキャラクター1体を対象とし、あなたのメインデッキの一番上のカードを、パワー-1000で《毒》を持つセットカードとして裏向きでそれにセットする。',
  ],
};

/** 「…に毒を1つ盛ってもよい。（…）」: the same, optional. */
const DEFINED_ONE_MAY: DesignerWord = {
  from: new RegExp(use(ONE, '(?:っ|)ても(?:よい|良い|いい)'), 'g'),
  to: 'あなたのメインデッキの一番上のカードを、パワー$6で$5を持つセットカードとして裏向きで$1にセットしてもよい。',
  need: '数だけ',
  readsNames: true,
  note: '「…に毒を1つ盛ってもよい。（毒を盛る：…）」: the action its reminder defines, optional',
  example: [
    '[自動]：このキャラクターが防御を行った時、攻撃しているキャラクターを対象とし、それに毒を1つ盛ってもよい。（毒を盛る：盛る数だけ、あなたのメインデッキの一番上のカードを、《毒》を持つパワー-1000のセットカードとして、裏向きでそのキャラクターにセットする。）',
    '[自動]:このキャラクターが防御を行うたび、攻撃しているキャラクターを対象とし、あなたのメインデッキの一番上のカードを、パワー-1000で《毒》を持つセットカードとして裏向きでそれにセットしてもよい。',
  ],
};

const DEFINED_MANY: DesignerWord = {
  from: new RegExp(use(COUNT, 'る'), 'g'),
  to: '$3回、あなたのメインデッキの一番上のカードを、パワー$6で$5を持つセットカードとして裏向きで$1にセットする。',
  need: '数だけ',
  readsNames: true,
  note: '「…に毒を2つ盛る。（毒を盛る：盛る数だけ、…）」: 「2回、…一番上のカードを…として裏向きで…にセットする。」 (the target chosen once)',
  example: [
    '対戦相手のキャラクター1体を対象とし、それに毒を2つ盛る。（毒を盛る：盛る数だけ、あなたのメインデッキの一番上のカードを、《毒》を持つパワー-1000のセットカードとして、裏向きでそのキャラクターにセットする。）',
    '対戦相手のキャラクター1体を対象とし、2回、あなたのメインデッキの一番上のカードを、パワー-1000で《毒》を持つセットカードとして裏向きでそれにセットする。',
  ],
};

/**
 * 「[自動]（1ターンに1回）：…」「【自動】(ターン1回)…」: the once-per-turn label in round brackets after the automatic-ability
 * label is the one the rows of 「【自】【ターン1回】」 read (HF-12.8; t13b reads it in square and lenticular brackets).
 */
const ONCE_IN_PARENS: DesignerWord = {
  from: /^(?:\[自動\]|【自(?:動(?:能力)?)?】)\s*:?\s*[（(]\s*(?:1ターンに1回|1ターン1回|ターン1回|ターン1|1ターンに1度)(?:のみ|まで|だけ)?\s*[）)]\s*:?\s*/g,
  to: '【自】【ターン1回】',
  need: 'ターン',
  readsNames: true, // the label in round brackets, read whole (nothing else inside them)
  note: '「[自動]（1ターンに1回）：…」: an automatic ability used once per turn (HF-12.8)',
  example: [
    '[自動]（1ターンに1回）：あなたの《薬師》を持つ他のキャラクターが登場した時、カードを1枚引く。',
    '[自動]:あなたの《薬師》を持つ他のキャラクターが戦場に登場した時、カードを1枚引く。1ターンに1回。',
  ],
};

export const TRAIN14A_WORDS_FIRST: readonly DesignerWord[] = [
  DEFINED_ONE,
  DEFINED_ONE_MAY,
  DEFINED_MANY,
  ONCE_IN_PARENS,
];

export const TRAIN14A_WORDS: readonly DesignerWord[] = [];

/** A definition anywhere in a file (the same reminder as DEFINITION, its word and stem captured). */
const DEFINITION_IN_FILE = new RegExp(
  `[（(]${WORD}を${STEM}る(?:[：:]|とは、?)\\2る数だけ、?(?:あなた|自分)のメインデッキの一番上のカードを、?(《[^》]+》)を持つ、?パワー([+\\-][0-9]+)のセットカードとして、?裏向きで(?:その|対象の|それの?)?(?:キャラクター)?にセットする。?[）)]`,
  'g',
);
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The rows reading one defined action where its reminder is not on the line (it is elsewhere in the file). */
function rowsOfDefinition(word: string, stem: string, trait: string, power: string): DesignerWord[] {
  const put = `あなたのメインデッキの一番上のカードを、パワー${power}で${trait}を持つセットカードとして裏向きで$1に`;
  const uses = (count: string, verb: string) =>
    new RegExp(`${HOST}に${literal(word)}を${count}${literal(stem)}${verb}。(?![（(])`, 'g');
  const written = `…に${word}を1つ${stem}る。`;
  const note = `「${written}」: the action a reminder of this file defines (「（${word}を${stem}る：…）」, RULING HF-14.3)`;
  const example: [string, string] = [written, put];
  return [
    { from: uses(ONE, 'る'), to: `${put}セットする。`, need: word, readsNames: true, note, example },
    {
      from: uses(ONE, '(?:っ|)ても(?:よい|良い|いい)'),
      to: `${put}セットしてもよい。`,
      need: word,
      readsNames: true,
      note,
      example,
    },
    { from: uses(COUNT, 'る'), to: `$2回、${put}セットする。`, need: word, readsNames: true, note, example },
  ];
}

/**
 * 「[自動]：あなたのターン終了時、…1体を対象とし、それに毒を1つ盛る。」 on a line without the reminder: a designer prints a
 * set's own action's reminder once (on the card's first use), and every use in the same file means what it defines.
 * The rows for the file's definitions (codegen/dsl/parse/parseFile.ts gives them to every text line of the file);
 * none when the file defines nothing, so a use with no definition anywhere stays unread (HF-E040 names it).
 */
export function definedActions(source: string): readonly DesignerWord[] {
  if (!source.includes('数だけ')) return [];
  const rows: DesignerWord[] = [];
  const seen = new Set<string>();
  for (const m of normalizeWidth(source).matchAll(DEFINITION_IN_FILE)) {
    const key = m.slice(1, 5).join('\u0000');
    if (seen.has(key)) continue;
    seen.add(key);
    rows.push(...rowsOfDefinition(m[1], m[2], m[3], m[4]));
  }
  return rows;
}
