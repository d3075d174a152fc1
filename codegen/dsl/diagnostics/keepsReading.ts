// Issue 22 "Done when" (round 22's blind judge): a whole-line suggestion is offered only when its READING keeps what
// the designer's sentence says. The string checks of ../searchSuggest.ts (keepsSense: numbers, actions, players,
// optional steps, 「まで」, conditions, durations) compare words; three known parts need the reading itself:
//  - reference: each 「それ／その…／これ」 names the same kind of thing (the chosen target, a chosen card, a condition's
//    subject, this card, the trigger's card) as in the designer's sentence, and the suggestion's text names what the
//    language reads (a condition's subject is never an antecedent: codegen/dsl/lower/refs.ts, HF-E016). d89 落雷:
//    「…を対象とし、それに3000ダメージを与える。その後、…ワールド・セットがある場合、それに更に2000ダメージを与える」 —
//    「更に」 said the second 「それ」 is the target; without it the nearest thing named is the world set.
//  - cause: what 「…によって／による」 names (the sources of a destruction or damage) is neither widened nor narrowed.
//    d91 鎖帷子: 「ダメージ又は破壊効果によって」 is not 「ダメージか効果によって」.
//  - chooser: the player the designer named as deciding an optional step (「あなたは…事ができる」) is the one who
//    decides in the reading: an optional replacement granted to another card is decided by that card's controller
//    (HF-5.11), who need not be you (a set card may be set on an opponent's character, 000 ■セットカード).
import type { CardDefinition } from '../../../src/core/cardTypes.js';
import { normalizeWidth } from '../normalize.js';
import { readDesignerLine } from '../parse/reading.js';

/** What a reference names, as a reader of the text takes it. */
export type Antecedent = 'target' | 'chosen' | 'conditionSubject' | 'host' | 'thisCard' | 'eventCard';

/** Which known part a suggestion loses (undefined: it keeps them all). */
export type ReadingLoss = 'reference' | 'cause' | 'chooser';

interface Mention {
  at: number;
  kind: Antecedent;
}

/** Things a later reference may name, in the order a reader meets them. */
const MENTIONS: [RegExp, Antecedent][] = [
  [/を対象(?:とし|として|に(?:取り|とり|して|し|選び|選んで))/g, 'target'],
  [/を[^、。]{0,12}?選(?:び|ぶ|んで)/g, 'chosen'],
  // 「《嵐》を持つワールド・セットがある場合」: the subject of an existence condition
  [
    /[がは](?:[0-9]+(?:体|枚|つ)以上)?(?:居る|いる|ある|有る|存在する)(?:場合|なら|限り|とき|時)/g,
    'conditionSubject',
  ],
  [/このカードが(?:セットされている|セットされた)/g, 'host'],
  [/この(?:キャラクター|カード)/g, 'thisCard'],
  // a trigger's card that is not this card: 「あなたのキャラクターが破壊された時」
  [
    /(?<=^|[、。：:\]]\s*)(?!この)[^、。：:]+?が[^、。]*?(?:した|された|る|れる)(?:時|とき|たび)/g,
    'eventCard',
  ],
];

/**
 * 「それ」「それら」「これ」「そのキャラクター」「その持ち主」…; not 「それぞれ」 nor the connectives and counts 「その後」「その場合」
 * 「その中」「そのターン」「その数」….
 */
const REFERENCE =
  /それ(?!ぞれ)ら?|これら?|その(?!後|場合|中|ターン|代わり|他|ほか|まま|時|とき|たび|度|際|ため|数|分|値|枚数|うち|上|下|結果|よう|通り)/g;

/** A reference said to be the same thing an earlier step acted on: 「更に」「再び」「もう一度」「同じ」. */
const SAME_AGAIN = /更に|さらに|再び|もう一度|同じ/;

/** The action of a clause, to find the earlier step a 「更に…」 repeats. */
const ACTIONS = [/ダメージ/, /破壊/, /パワー/, /手札に戻/, /スリープ/, /アクティブ/, /トラッシュ/];

function actionOf(clause: string): number {
  return ACTIONS.findIndex((a) => a.test(clause));
}

/** The clause around `at`: from the last 、 or 。 before it to the next one. */
function clauseAround(text: string, at: number): string {
  const start = Math.max(text.lastIndexOf('、', at - 1), text.lastIndexOf('。', at - 1)) + 1;
  const next = text.slice(at).search(/[、。]/);
  return text.slice(start, next < 0 ? text.length : at + next);
}

function mentionsOf(text: string): Mention[] {
  const out: Mention[] = [];
  const taken = new Set<number>();
  for (const [pattern, kind] of MENTIONS)
    for (const m of text.matchAll(pattern)) {
      const at = m.index ?? 0;
      if (taken.has(at)) continue; // 「このカードがセットされている」 is the host, not this card
      taken.add(at);
      out.push({ at: kind === 'eventCard' || kind === 'conditionSubject' ? at : at + m[0].length - 1, kind });
    }
  return out.sort((a, b) => a.at - b.at);
}

/**
 * What each reference of `text` names, in order, as a reader takes it: the nearest thing named before it, or — when
 * its clause says 「更に／再び／同じ」 — what the earlier reference with the same action named.
 */
export function referenceReadings(line: string): Antecedent[] {
  const text = normalizeWidth(line);
  const mentions = mentionsOf(text);
  const read: { at: number; kind: Antecedent; action: number }[] = [];
  for (const m of text.matchAll(REFERENCE)) {
    const at = m.index ?? 0;
    const clause = clauseAround(text, at);
    const action = actionOf(clause);
    const again = SAME_AGAIN.test(clause) ? read.find((r) => r.action === action && action >= 0) : undefined;
    const nearest = mentions.filter((x) => x.at < at).at(-1);
    const kind = again?.kind ?? nearest?.kind;
    if (kind) read.push({ at, kind, action });
  }
  return read.map((r) => r.kind);
}

/**
 * `line` without the sentences `candidate` leaves out whole (HF-E040's nearest wording is the line without its unread
 * sentence): a reference goes with its sentence, it is not read otherwise.
 */
function keptSentences(line: string, candidate: string): string {
  const said = normalizeWidth(candidate);
  const sentences = normalizeWidth(line).match(/[^。]+。?/g) ?? [];
  const kept = sentences.filter((s, i) => i === 0 || said.includes(s.trim()) || sharesClause(s, said));
  return kept.join('');
}

/** A sentence some clause of which (its text between 、 and 。) is in `said`: mended, not left out. */
function sharesClause(sentence: string, said: string): boolean {
  return sentence.split(/[、。]/).some((c) => c.trim().length >= 4 && said.includes(c.trim()));
}

/** Reference rule: same antecedents as the designer's, none the language would read otherwise. */
function keepsReferences(line: string, candidate: string): boolean {
  const before = referenceReadings(keptSentences(line, candidate));
  const after = referenceReadings(candidate);
  // a condition's subject is never what the language's 「それ」 names (HF-E016): the text would say another thing
  if (after.includes('conditionSubject')) return false;
  // a reference dropped (「それに」 → 「あなたに」) names something else; one put in (the grammar's repair of an object
  // left out, ./grammarRepair.ts: 「それのパワーを」) may only name what the sentence targeted or chose
  let i = 0;
  for (const k of after) {
    if (i < before.length && k === before[i]) i++;
    else if (k !== 'target' && k !== 'chosen') return false;
  }
  return i === before.length;
}

/** The sources named before 「によって／により／による」 (「ダメージ又は破壊効果によって」 → ダメージ, 破壊効果), sorted. */
export function causesOf(line: string): string[] {
  const text = normalizeWidth(line);
  const out: string[] = [];
  for (const m of text.matchAll(/([^、。]+?)(?:によって|により|による)/g)) {
    // the connectives first (「又は」 holds は), then the words after the clause's last particle
    const joined = m[1].replace(/又は|または|もしくは|及び|および/g, '|');
    const phrase = joined.split(/[がをはにも]/).at(-1) ?? '';
    for (const term of phrase.split(/[|か・や]/)) if (term.trim() !== '') out.push(term.trim());
  }
  return out.sort();
}

/** Cause rule: the same sources, as written or as the designer vocabulary reads both lines. */
function keepsCauses(line: string, candidate: string): boolean {
  const same = (a: string[], b: string[]) => a.length === b.length && a.every((x, i) => x === b[i]);
  if (same(causesOf(line), causesOf(candidate))) return true;
  const read = (t: string) => readDesignerLine(normalizeWidth(t)).text;
  return same(causesOf(read(line)), causesOf(read(candidate)));
}

type Chooser = 'you' | 'opponent';

const OPTIONAL = /てもよい|てもいい|(?:こと|事)ができる|任意で/;

/** The players a line names as deciding an optional step: the topic 「あなたは」「対戦相手は」 of a sentence with one. */
export function namedChoosers(line: string): Chooser[] {
  const out = new Set<Chooser>();
  for (const sentence of normalizeWidth(line).split('。')) {
    if (!OPTIONAL.test(sentence)) continue;
    const m = /(あなた|自分|対戦相手|相手)は/.exec(sentence);
    if (m) out.add(m[1] === 'あなた' || m[1] === '自分' ? 'you' : 'opponent');
  }
  return [...out];
}

/**
 * Who decides the optional steps of a compiled line: the ability's controller ('you') unless a step names its
 * chooser; an optional replacement granted to another card is decided by that card's controller ('other').
 */
export function readChoosers(def: CardDefinition): Set<Chooser | 'other'> {
  const out = new Set<Chooser | 'other'>();
  const walk = (node: unknown, granted: boolean): void => {
    if (Array.isArray(node)) for (const n of node) walk(n, granted);
    else if (node && typeof node === 'object') {
      const o = node as Record<string, unknown>;
      if (o.optional === true || o.op === 'mayDo')
        out.add(granted ? 'other' : o.chooser === 'opponent' ? 'opponent' : 'you');
      for (const [key, value] of Object.entries(o)) walk(value, granted || key === 'grant');
    }
  };
  walk(def, false);
  return out;
}

/** Chooser rule: a player the designer named as deciding decides in the reading. */
function keepsChooser(line: string, def: CardDefinition | undefined): boolean {
  if (!def) return true;
  const read = readChoosers(def);
  return namedChoosers(line).every((p) => read.has(p));
}

/** The first known part `candidate` (compiled to `def`) reads otherwise than `line`; undefined when it keeps all. */
export function readingLoss(
  line: string,
  candidate: string,
  def: CardDefinition | undefined,
): ReadingLoss | undefined {
  if (!keepsReferences(line, candidate)) return 'reference';
  if (!keepsCauses(line, candidate)) return 'cause';
  if (!keepsChooser(line, def)) return 'chooser';
  return undefined;
}
