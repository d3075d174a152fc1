// Issue 22 point 2: whole-line 「もしかして」 found by search (codegen/dsl/diagnostics/lineSearch.ts) for each line
// the grammar cannot read (HF-E011). A candidate is offered only when it compiles as a line of a card of the
// same type with no error, and each comes with what it means (hflux explain of that line, given by the caller:
// the compiler sits below src/explain), so a designer can see whether it says what they meant before taking
// it. Runs after a compilation, on its errors only.
import type { CardDefinition, CardKind } from '../../src/core/cardTypes.js';
import {
  ABILITY_MARK,
  type ClauseMechanic,
  asSentences,
  clauseMechanicOf,
  clausesOf,
  kuusouEffect,
  mechanicAround,
  otherFormMechanicOf,
  rephrasedClauses,
  sentenceAround,
  unreadClause,
  withoutClause,
} from './diagnostics/clauseFallback.js';
import { K10_CLAUSE_MECHANICS } from './diagnostics/clauseRowsK10.js';
import { messageOf } from './diagnostics/codes.js';
import { gameMechanicName, noteDefinedAction } from './diagnostics/gameTerms.js';
import { type Repaired, repairLine } from './diagnostics/grammarRepair.js';
import { splitLine } from './diagnostics/lineParts.js';
import { type Candidate, knownParts, nearestLines, toSlots } from './diagnostics/lineSearch.js';
import { familyOf, lexiconFamilyOf } from './diagnostics/mechanicFamily.js';
import { type Mechanic, UNSUPPORTED_MECHANICS } from './diagnostics/mechanics.js';
import { movedLines, trailingNotes } from './diagnostics/moves.js';
import { maskNotes, noteAt, withoutNotes } from './diagnostics/notes.js';
import {
  composeLines,
  expandPlayerRef,
  keepsMeaning,
  nearestParts,
  partBank,
} from './diagnostics/partSearch.js';
import {
  acceptedWith,
  differingPart,
  missingName,
  phrasingName,
  predicateName,
  predicateOf,
  roleOf,
} from './diagnostics/predicate.js';
import { Reporter } from './diagnostics/report.js';
import { type Rewritten, rewriteCandidates } from './diagnostics/rewrites.js';
import { SENTENCE_BANK } from './diagnostics/sentenceBank.js';
import { cardGrammar, grammarSource } from './grammar.js';
import type { IRFile } from './ir.js';
import { lowerCard } from './lower/card.js';
import type { KeywordTable } from './lower/env.js';
import { normalizeWidth } from './normalize.js';
import { LineCache } from './parse/matchLine.js';
import { parseFile } from './parse/parseFile.js';
import { readDesignerLine } from './parse/reading.js';
import type { Diagnostic, Suggestion, SuggestionExplainer } from './types.js';

const MAX_SUGGESTIONS = 3;
const MAX_CHECKED = 8;
const TYPE_WORDS: Record<CardKind, string> = {
  character: 'キャラクター',
  command: 'コマンド',
  set: 'セット',
  worldSet: 'ワールド・セット',
};

function cardSource(kind: CardKind, line: string): string {
  const power = kind === 'character' ? ['パワー：1000'] : kind === 'set' ? ['パワー：+0'] : [];
  return [
    '【セット】suggest',
    '【カード】候補',
    `種別：${TYPE_WORDS[kind]}`,
    'コスト：1',
    ...power,
    'テキスト：',
    `  ${line}`,
    '',
  ].join('\n');
}

/** Where a search offers its lines: the card type, the compiler's tables, the meanings offered so far, the output. */
interface Offer {
  kind: CardKind;
  keywords: KeywordTable;
  cache: LineCache;
  seen: Set<string>;
  explain: SuggestionExplainer | undefined;
  out: Suggestion[];
}

/**
 * Offers `line` (with its meaning) when it compiles on a card of the type to a meaning not offered yet: two
 * spellings of one meaning are offered once, the first found (the nearer one). True when it was offered.
 */
function offerNew(o: Offer, line: string): boolean {
  const def = compiledLine(o.kind, line, o.keywords, o.cache);
  if (!def) return false;
  const key = meaningKey(def);
  if (o.seen.has(key)) return false;
  o.seen.add(key);
  o.out.push({ text: line, explain: o.explain?.(def) ?? [] });
  return true;
}

/** What `line` compiles to on a card of `kind`, or undefined when it does not compile cleanly. */
function compiledLine(
  kind: CardKind,
  line: string,
  keywords: KeywordTable,
  cache: LineCache,
): CardDefinition | undefined {
  const reporter = new Reporter();
  const ir = parseFile(cardSource(kind, line), 'suggest.hf', cache, reporter);
  const card = ir.cards[0];
  if (!card || card.lines.length === 0 || reporter.count > 0) return undefined;
  const def = lowerCard(card, 'suggest', { keywords, report: (f) => reporter.report(f) });
  if (reporter.diagnostics().some((d) => d.severity === 'error')) return undefined;
  if (splitsCondition(line, def)) return undefined; // it would compile to something else
  return def;
}

/**
 * What a compiled line does (the whole definition: a 【空装】 line is not an ability), without printed text:
 * two spellings of one meaning have the same key.
 */
function meaningKey(def: CardDefinition): string {
  return JSON.stringify(def, (key, value) => (key === 'text' ? undefined : value));
}

/**
 * On a set card 「このキャラクター」 (the host, as designers write it) and 「このカード」 (the set card itself) are
 * different cards: a suggestion keeps each as written (on a character they are the same card).
 */
function keepsReferents(kind: CardKind, line: string, candidate: string): boolean {
  if (kind === 'character' || kind === 'command') return true;
  const count = (text: string, word: RegExp) => text.match(word)?.length ?? 0;
  // 「このキャラクターのプレイヤー…そのプレイヤー」 names the host's controller twice (./diagnostics/partSearch.ts)
  return [/このキャラクター/g, /このカード/g].every(
    (w) => count(expandPlayerRef(line), w) === count(expandPlayerRef(candidate), w),
  );
}

function partsOf(text: string): Set<string> {
  return new Set(
    knownParts(text)
      .split(',')
      .filter((p) => !p.startsWith('sentences:')),
  );
}

/**
 * A rewrite keeps the line's known parts (./diagnostics/lineSearch.ts): every part outside the rewritten
 * phrases is still there, and every part the line gains comes from the wording put in.
 */
export function keepsParts(original: string, r: Rewritten): boolean {
  const before = partsOf(original);
  const after = partsOf(r.line);
  const touched = new Set(r.replaced.flatMap((t) => [...partsOf(t)]));
  const added = new Set(r.added.flatMap((t) => [...partsOf(t)]));
  for (const p of before) if (!after.has(p) && !touched.has(p)) return false;
  for (const p of after) if (!before.has(p) && !added.has(p)) return false;
  return true;
}

/**
 * A suggestion keeps the designer's game terms (issue 22: 「リロードした時」 is not 「ドローした時」, 「プレイ中のコマン
 * ド」 is not 「プレイ中のカード」): every katakana word of the line (as read by the designer vocabulary, outside
 * the names, traits and keywords) is in the candidate. (Kanji verbs are known parts, ./diagnostics/lineSearch.ts.)
 */
export function keepsWords(line: string, candidate: string): boolean {
  const template = toSlots(line).template;
  const katakana = template.match(/[\u30a1-\u30fa\u30fc]{2,}/g) ?? [];
  return katakana.every((w) => candidate.includes(w) || HOW_SAID.has(w));
}

/**
 * Katakana words that say how, not what: 「あなたがコントロールするキャラクター」 is 「あなたのキャラクター」 (HF-4.4: a
 * card on your battlefield is yours), 「パワーを1000アップ／プラスする」 is 「パワーを+1000する」. A suggestion may
 * spell them the language's way; the known parts (players, zones, numbers) are checked apart.
 */
const HOW_SAID = new Set(['コントロール', 'アップ', 'ダウン', 'プラス', 'マイナス']);

/** The rules' game terms (000, ../shared/RULES.md): one is never a typo of another. */
const GAME_TERMS = [
  'リロード',
  'ドロー',
  'コマンド',
  'キャラクター',
  'ワールド・セット',
  'セットカード',
  'エネルギー',
  'ガードデッキ',
  'メインデッキ',
  'トラッシュ',
  'ダメージフィールド',
  'スリープ',
  'アクティブ',
  'カルネージ',
  'シャッフル',
];

/**
 * The grammar's 「もしかして」 replaces one game term by another (「リロードした時」 → 「ドローした時」): a different
 * event, not a typo (issue 22), so it is not offered.
 */
export function swapsTerms(line: string, suggestion: string): boolean {
  const lost = GAME_TERMS.filter((t) => line.includes(t) && !suggestion.includes(t));
  const gained = GAME_TERMS.filter((t) => suggestion.includes(t) && !line.includes(t));
  return lost.length > 0 && gained.length > 0;
}

/**
 * Marks of meaning a suggestion has exactly as many of as the line (issue 22 point 2: a suggestion never changes
 * what the designer said): an optional step (「…てもよい」 is not 「…する」), 「…枚まで」 (up to is not exactly), a
 * condition or a duration (never dropped, never added), a card's state (「スリープにする」 is not 「スリープである…を」).
 */
const SENSE_MARKS: RegExp[] = [
  /てもよい|てもいい|(?:こと|事)ができ|(?:こと|事)も?でき|任意で/g,
  /(?:枚|体|つ|回|個|点)まで/g,
  // 「パワー3000以下か《式神》を持つ」: either of two filters is never both (「…以下の《式神》を持つ」, k10)
  /(?:以下|以上|》)か(?!ら)/g,
  // a condition or a trigger (a designer's 「…された場合、」 is often a trigger, 「…される時、代わりに」 a replacement)
  // (「相手ターン中、」 is a condition on whose turn it is: 「対戦相手のターンの場合、」; 「このターン中」 is a duration)
  /場合|時、|時に|際に|(?:時|際)\s*[:：】\]]|とき、|際、|なら(?:ば)?、|れば、|たら、|ると、|限り|かぎり|たび|度に|(?<!この)ターン中、/g,
  // a turn's or phase's start or end is a trigger, never what 「相手ターン中、」 says (i22k8)
  /(?:開始|終了)時(?!まで)/g,
  /ターン終了時まで|このターン|次の[^、。]*?(?:終了時|開始時)まで/g,
  /スリープ/g,
  /アクティブ/g,
  /裏向き/g,
  /表向き/g,
  // mech18: what a card had before it moved (last-known: 「破壊された時、それが《植物》を持っていた場合」, a trait a set
  // card gave included) is never what it has where it went (「…を持つカードである場合」 reads the card in the trash)
  /持って(?:い)?た|持ってい(?:なかった|ませんでした)|であった|だった/g,
];

/**
 * mech18 (issue 22 point 2): the known parts (./diagnostics/lineSearch.ts knownParts) that restrict what a line
 * does — a negation (「「若芽」がセットされていない、…キャラクター」), 「のみ／しか」, 「他の／以外」, a comparison — are
 * kept by a suggestion: dropping the clause that holds one widens the effect (「パワーが3000以下のキャラクターをすべて
 * 破壊する。」 for a line that destroys only those without a 「若芽」).
 */
const RESTRICTING_PARTS = ['not', 'only', 'other', 'compare', 'if', 'while'];

/**
 * The names in 「」 of a line (a card's name the designer wrote is kept like a trait); a quoted ability 「[1]：…」 (a
 * sentence, which a suggestion may mend) is not a name.
 */
function quotedNames(text: string): string[] {
  return text.match(/「[^「」。、：:\[\]［］]{1,24}」/g) ?? [];
}

/** The ids of knownParts (./diagnostics/lineSearch.ts), without the sentence count. */
function partIds(text: string): Set<string> {
  return new Set(
    knownParts(text)
      .split(',')
      .filter((p) => p !== '' && !p.startsWith('sentences:')),
  );
}

/**
 * `candidate` keeps every restricting part and every 「name」 of `line` (compared as written, or as read by the
 * designer vocabulary: one reading, both sides). A condition's 「場合」 may become a trigger's 「時」 (SENSE_MARKS
 * counts those two as one), so 'if' is kept when the candidate has a condition or a trigger.
 */
export function keepsRestrictions(line: string, candidate: string): boolean {
  const as = (t: string) => {
    t = withoutReminders(t);
    return [maskNotes(normalizeWidth(t)), maskNotes(readDesignerLine(normalizeWidth(t)).text)];
  };
  const [a, b] = [as(line), as(candidate)];
  return [0, 1].some((i) => {
    const [before, after] = [partIds(a[i]), partIds(b[i])];
    const trigger = /時|とき|たび|度に|際/.test(b[i]);
    for (const id of RESTRICTING_PARTS)
      if (before.has(id) && !after.has(id) && !(id === 'if' && trigger)) return false;
    return quotedNames(a[i]).every((n) => b[i].includes(n));
  });
}

/**
 * Katakana words a suggestion may have more of than the line: how the language spells what the designer left out
 * (「手札を1枚」 is 「手札からカードを1枚」, 「+2000する」 is 「パワーを+2000する」, 「カードを引く」 draws from the main deck).
 * Any other word gained (「カード」 → 「キャラクターカード」, 「スリープ」 twice) says something the designer did not.
 */
const MAY_GAIN = new Set(['カード', 'メインデッキ', 'パワー', 'プレイヤー', ...HOW_SAID]);

/**
 * `b` is `a` with one character replaced (「開始持」 → 「開始時」): a typo mended where the grammar could not read, whatever
 * it marks (a suggestion only mends an unreadable line; a readable 「一番上」 is never one).
 */
function typoOf(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length && diff <= 1; i++) if (a[i] !== b[i]) diff++;
  return diff === 1;
}

/** Levenshtein distance of two short words. */
function editDistance(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++)
      row.push(Math.min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1)));
    prev = row;
  }
  return prev[b.length];
}

function katakanaCounts(text: string): Map<string, number> {
  const counts = new Map<string, number>();
  // names and traits are the designer's own words; 「このキャラクター」 is the subject a label leaves out
  // (「登場時：…」 is 「このキャラクターが戦場に登場した時、…」, ./diagnostics/partSearch.ts supplies only that one)
  const bare = text.replace(/《[^》]*》|「[^」]*」|このキャラクター/g, ' ');
  for (const w of bare.match(/[\u30a1-\u30fa\u30fc・]{2,}/g) ?? []) counts.set(w, (counts.get(w) ?? 0) + 1);
  return counts;
}

/**
 * The line without its keywords' reminders (「【貫通】（このキャラクターが…時、…）」): a reminder restates the keyword's
 * definition, so its words are not the sentence's and count for neither side of keepsSense / keepsContent.
 */
function withoutReminders(text: string): string {
  return text.replace(/(】(?:を得る|を得て|を持つ|を失う)?)[（(][^（）()]*[）)]/g, '$1');
}

/** A written exclusion (「…を除く」「…を除外」「…以外」「…を含まない」), notes in brackets too. */
const EXCLUDES = /除(?:く|い|き|外)|以外|含(?:ま|め)ない/;
/** An inclusion (「（ワールド・セットを含む）」). */
const INCLUDES = /含む|含め(?!ない)/;

/**
 * t20b (issue 22 point 2): a suggestion never turns the designer's exclusion into an inclusion — 「戦場のセットカード
 * （ワールド・セットを除外）」 was offered 「（ワールド・セットを含む）」, the opposite set. Checked on the text as written
 * (the notes in brackets, which the other checks mask, are where designers write it).
 */
export function keepsExclusion(line: string, candidate: string): boolean {
  const [a, b] = [normalizeWidth(line), normalizeWidth(candidate)];
  return !(EXCLUDES.test(a) && !INCLUDES.test(a) && INCLUDES.test(b) && !EXCLUDES.test(b));
}

/**
 * The suggestion `candidate` for the unreadable `line` (both as written or read) keeps its sense: as many of each
 * mark of SENSE_MARKS, and no katakana word gained but MAY_GAIN (issue 22 point 2, i22k7's audit of the corpus
 * suggestions against each card's 意図).
 */
export function keepsSense(line: string, candidate: string): boolean {
  if (!keepsContent(line, candidate)) return false;
  if (!keepsExclusion(line, candidate)) return false;
  if (typoOf(normalizeWidth(line.trim()), normalizeWidth(candidate.trim()))) return true;
  if (!keepsRestrictions(line, candidate)) return false;
  // as written and as read (the reading may spell a phrase of one and not of the other): each check passes on one
  const as = (t: string) => {
    t = withoutReminders(t);
    const written = expandPlayerRef(maskNotes(normalizeWidth(t))).replace(/無作為/g, 'ランダム');
    return [written, expandPlayerRef(maskNotes(readDesignerLine(normalizeWidth(t)).text))];
  };
  // 「…の攻撃で…を破壊した時」 is 「…の攻撃によるダメージで…破壊された時」 (HF-9.4: an attack destroys by its damage)
  // (「…の攻撃によって…を破壊した時」 too: k10)
  const byAttack = (t: string) =>
    /攻撃(?:で|によって|により)/.test(line) ? t.replace(/攻撃によるダメージで/g, '攻撃で') : t;
  const [a, b] = [as(line), as(candidate).map(byAttack)];
  const count = (t: string, re: RegExp) => t.match(re)?.length ?? 0;
  const same = (re: RegExp) => [0, 1].some((i) => count(a[i], re) === count(b[i], re));
  if (!SENSE_MARKS.every(same)) return false;
  const gains = (i: number) => {
    const before = katakanaCounts(a[i]);
    const after = katakanaCounts(b[i]);
    const lost = [...before].filter(([w, n]) => n > (after.get(w) ?? 0)).map(([w]) => w);
    // a word spelled right where the designer misspelt it (「キャラクタ」 → 「キャラクター」) is the same word
    const typo = (w: string) =>
      lost.some((l) => editDistance(l, w) <= 2 && Math.min(l.length, w.length) >= 3);
    return [...after].some(([w, n]) => n > (before.get(w) ?? 0) && !MAY_GAIN.has(w) && !typo(w));
  };
  return !gains(0) || !gains(1);
}

/**
 * The actions of a sentence (issue 22 point 2, i22k8): a suggestion never does one of them twice where the designer
 * wrote it once (「手札に戻し、それを持ち主の手札に戻す」: a note 「（持ち主の手札へ）」 read as a second return) and never
 * drops one the designer wrote. A verb the designer wrote as a noun (「バウンス」「1ドロー」) may be gained.
 */
const CONTENT_VERBS: RegExp[] = [
  // a move into a zone, however it is said (「ガードデッキに戻す」 is 「ガードデッキに加える」; the trash apart)
  /(?<!トラッシュ)(?:に|へ)(?:戻[すしさせ]|加え|入れ)|戻[すしさせ]|(?<!トラッシュ[にへ])置[くきいけか]/g,
  /破壊/g,
  /引[くきいけ]|ドロー/g,
  /トラッシュ(?:に|へ)置|捨て/g,
  /ダメージを与え/g,
  /を得/g,
  /登場させ/g,
  /公開/g,
  /シャッフル/g,
];

/** Game terms (kanji) a suggestion keeps as often as the line has them. */
const KEPT_TERMS: RegExp[] = [/起動能力/g, /自動能力/g, /以外/g, /防御/g, /攻撃/g, /手札/g, /分類/g, /名前/g];

/** Who a sentence names (a suggestion never trades the other player for you, or adds one). */
const WHO: RegExp[] = [/対戦相手|相手/g, /各プレイヤー/g];

/** This card (「このキャラクター」「このカード」「このセットカード」): a suggestion never turns it into any card (「[このキャラを…]」, 「このセットカード」 → 「他のセットカード」). */
const SELF = /この(?:キャラ(?:クター)?|カード|ユニット|セットカード|ワールド・セット)|自身/g;

/** Once per turn, however it is written (HF-6: a limit on an ability or an effect). */
const ONCE_PER_TURN =
  /(?:1|一)ターン(?:に|の間に|中に|で)?(?:1|一)(?:回|度)|ターン(?:1|一)(?:回|度)?(?![0-9])/g;

/** The other player as the one who acts (「対戦相手は…」「相手が…」): they do it and make its choices (HF-5.4). */
const OTHER_ACTS = /(?:対戦相手|相手)(?:は|が)(?!ダメージを受け)/g;

/** A choice made by the other player (「相手が選ぶ」「…を選ばせる」「対戦相手は…を選び」). */
const OTHER_CHOOSES = /(?:対戦相手|相手)(?:が|は)[^。]*?選|選ばせ/g;

/** A move into a zone written without its verb (「残りはトラッシュへ。」「…を手札に。」). */
const VERBLESS_MOVE =
  /(?:トラッシュ|墓地|手札|メインデッキ|山札|ガードデッキ|ダメージフィールド|エネルギー|デッキ(?:の)?(?:下|上))(?:へ|に)(?=[。、]|$)/;

/** Numbers with their signs (「+1000」「2体」): each one the designer wrote is kept; only an implicit 1 is added. */
function numbersOf(text: string): string[] {
  const digits = text.replace(/[一二三四五六七八九](?=[枚体つ回個点度])/g, (k) =>
    String('一二三四五六七八九'.indexOf(k) + 1),
  );
  return digits.match(/[+\-]?[0-9]+/g) ?? [];
}

/**
 * The content parts of `line` that `candidate` keeps (issue 22 point 2, i22k8's audit): every number (with its
 * sign), no action done twice or dropped, 「対象」 kept or not added, the same players and this card, and 「それぞれ」
 * where it counts (after a number of cards: 「2体まで…それぞれに」; on 「全て」 each of them is implicit). Each check
 * passes on the designer's line as written or as read by the vocabulary.
 */
export function keepsContent(line: string, candidate: string): boolean {
  const as = (t: string) => {
    t = withoutReminders(t);
    const written = maskNotes(normalizeWidth(t));
    return [written, maskNotes(readDesignerLine(normalizeWidth(t)).text)];
  };
  const [a, b] = [as(line), as(candidate)];
  const count = (t: string, re: RegExp) => t.match(re)?.length ?? 0;
  const either = (ok: (x: string, y: string) => boolean) => [0, 1].some((i) => ok(a[i], b[i]));
  // numbers: each of the line's is in the candidate as often; a gained number is only an implicit 1
  const numbersKept = (x: string, y: string) => {
    const left = numbersOf(y);
    for (const n of numbersOf(x)) {
      const k = left.indexOf(n);
      if (k < 0) return false;
      left.splice(k, 1);
    }
    return left.every((n) => n === '1');
  };
  if (!either(numbersKept)) return false;
  // (a verb the reading spells out — 「バウンス」 read as 「手札に戻す」 — is counted where it is spelled out)
  for (const verb of CONTENT_VERBS) {
    const most = Math.max(count(a[0], verb), count(a[1], verb));
    // k11: nor gains one the line does not say, as written or as read (「それを変身させる」 is never 「それを登場させる」)
    // (a move written without its verb, 「残りはトラッシュへ」, may be spelled out)
    // (a typo of it is mended, not gained: 「破戒する」 → 「破壊する」, 「引る」 → 「引く」)
    if (most === 0 && !VERBLESS_MOVE.test(a[0]) && !either((_x, y) => count(y, verb) === 0))
      if (!misspelt(a[0], b[0], verb) && !reordered(a[0], b[0], verb)) return false;
    if (most === 0) continue;
    const ok = [0, 1].some((i) => {
      if (count(a[i], verb) !== most) return false;
      const m = count(b[i], verb);
      return m >= 1 && m <= most;
    });
    if (!ok) return false;
  }
  if (!either((x, y) => /対象/.test(x) === /対象/.test(y))) return false;
  // the game terms a sentence is about are kept (「起動能力の対象にならない」 is not 「効果の対象にならない」, 「…以外で破壊
  // される」 is not 「…で破壊される」)
  for (const term of KEPT_TERMS) if (!either((x, y) => count(y, term) >= count(x, term))) return false;
  for (const who of WHO) if (!either((x, y) => count(x, who) === count(y, who))) return false;
  if (!either((x, y) => count(y, SELF) >= count(x, SELF))) return false;
  // k11: once per turn is never dropped (d42x 竜騎士団本営), and the player who acts or chooses is never changed
  // (「対戦相手はエネルギーを1枚スリープにする」 is not 「対戦相手のエネルギーを…」, where the ability's player chooses)
  if (!either((x, y) => count(y, ONCE_PER_TURN) >= count(x, ONCE_PER_TURN))) return false;
  for (const who of [OTHER_ACTS, OTHER_CHOOSES])
    if (!either((x, y) => count(x, who) === count(y, who))) return false;
  // (the vocabulary reads 「それぞれに」 as 「それらに」: each of them)
  const each = /それぞれ|それら/g;
  if (!either((x, y) => count(y, each) >= count(x, each) || !/[0-9]+(?:体|枚)/.test(x))) return false;
  // i22k9: the zones, traits and keywords the designer wrote are kept (「手札かトラッシュから」 is not 「手札から」, a
  // clause with 《亡霊》 is not dropped), and so is the trigger's event and who does it (keepsTrigger)
  for (const zone of ZONES) if (!either((x, y) => count(y, zone) >= count(x, zone))) return false;
  if (!either((x, y) => bracketed(x).every((w) => y.includes(w)))) return false;
  if (!either(keepsJoints)) return false;
  if (!either(keepsTrigger)) return false;
  return true;
}

/** How two names in brackets side by side are joined: either of them, both, or the designer did not say. */
function jointOf(between: string): 'or' | 'and' | 'unsaid' {
  const t = between.replace(/\s/g, '');
  if (/^(?:か|または|又は|もしくは|や|or)$/.test(t)) return 'or';
  if (t === '' || t === '・' || t === '/' || t === '／') return 'unsaid';
  return 'and';
}

/** The joints between neighbouring bracketed names of `text` (「《A》《B》」, 「《A》か《B》」), by the pair's names. */
function jointsOf(text: string): Map<string, 'or' | 'and' | 'unsaid'> {
  const out = new Map<string, 'or' | 'and' | 'unsaid'>();
  for (const m of text.matchAll(/(《[^》]*》)([^《》、。]{0,4}?)(?=(《[^》]*》))/g))
    out.set(`${m[1]}${m[3]}`, jointOf(m[2]));
  return out;
}

/**
 * diag13 (issue 22, d49 溶岩流れる谷): two names side by side joined the same way — a suggestion never decides 「《A》
 * 《B》のキャラ」 (either of them, as the designer meant, or both) by joining them with 「の」 or 「と」 (both), nor turns
 * 「か」 into 「と」.
 */
export function keepsJoints(line: string, candidate: string): boolean {
  const after = jointsOf(candidate);
  for (const [pair, joint] of jointsOf(line)) {
    const now = after.get(pair);
    if (now !== undefined && now !== joint) return false;
  }
  return true;
}

/** Card kinds a compiled filter names (「"kind":["command","set"]」), and the words that name each in a line. */
const KIND_WORDS: Record<string, RegExp> = {
  character: /キャラ/,
  command: /コマンド/,
  set: /セット/,
  worldSet: /ワールド|セット/,
};

/**
 * diag13 (issue 22, d39 雪崩): a suggestion's meaning picks only card kinds the line names (「…キャラクター以外の
 * キャラクター全て」 read as every card that is not a character — commands, set cards — is not what it says).
 */
function keepsKinds(line: string, def: CardDefinition): boolean {
  const text = normalizeWidth(line) + readDesignerLine(normalizeWidth(line)).text;
  const json = JSON.stringify(def, (key, value) => (key === 'text' ? undefined : value));
  for (const m of json.matchAll(/"kind":\[([^\]]*)\]/g))
    for (const kind of m[1].replace(/"/g, '').split(','))
      if (KIND_WORDS[kind] && !KIND_WORDS[kind].test(text)) return false;
  return true;
}

/**
 * Every `verb` of `candidate` stands where `line` has a misspelling of it (edit distance 1, same length ± 1): the
 * suggestion mends a typo (「それを破戒する」 → 「それを破壊する」), it does not add an action.
 */
function misspelt(line: string, candidate: string, verb: RegExp): boolean {
  const found = [...candidate.matchAll(verb)].map((m) => m[0]);
  return (
    found.length > 0 &&
    found.every((word) =>
      [word.length - 1, word.length, word.length + 1].some((n) => {
        if (n < 2) return false;
        for (let i = 0; i + n <= line.length; i++)
          if (editDistance(line.slice(i, i + n), word) === 1) return true;
        return false;
      }),
    )
  );
}

/**
 * Every `verb` of `candidate` has all its kanji and katakana words in `line`, in another order (「1000ダメージをそれに
 * 与える」 → 「それに1000ダメージを与える」): moved, not added.
 */
function reordered(line: string, candidate: string, verb: RegExp): boolean {
  const found = [...candidate.matchAll(verb)].map((m) => m[0]);
  return (
    found.length > 0 &&
    found.every((word) =>
      (word.match(/[\u4e00-\u9fff\u30a0-\u30ff]+/g) ?? [word]).every((w) => line.includes(w)),
    )
  );
}

/** Zones a suggestion keeps (the battlefield is often implicit: 「あなたのキャラクター」 is on your battlefield). */
const ZONES: RegExp[] = [
  /手札/g,
  /トラッシュ|墓地|捨て/g,
  /メインデッキ|山札/g,
  /ガードデッキ/g,
  /ダメージフィールド/g,
];

/** The traits and keywords of a line (《…》, 【…】 after its printed head). */
function bracketed(text: string): string[] {
  const body = text.replace(/^\s*(?:[■□●◆◇]\s*)?(?:(?:\[[^\]]*\]|【[^】]*】)\s*)*[:：]?/, '');
  // (a structure's labels 「【条件】…【効果】…」 and printed marks are not what the line says)
  return (body.match(/《[^》]*》|【[^】]*】/g) ?? []).filter((w) => !STRUCTURE_LABEL.test(w));
}

/** Labels of a line's structure or printed timing (「【条件】」「【効果】」「【起動】」「【登場時】」), not keywords. */
const STRUCTURE_LABEL =
  /^【(?:条件|効果|コスト|空装.*|自|起|永|常|誘|自動|起動|永続|常時|常在|誘発|[^】]*時|[^】]*ターン[^】]*|[^】]*回)】$/;

/** A line's trigger: from after its printed head to its first 「…時、」「…たび、」 (undefined without one). */
function triggerOf(text: string): string | undefined {
  const body = text.replace(/^\s*(?:[■□●◆◇]\s*)?(?:(?:\[[^\]]*\]|【[^】]*】)\s*)*[:：]?\s*/, '');
  const m = /^[^。]*?(?:時|とき|たび|度に|際)(?=[、,])/.exec(body);
  return m ? m[0] : undefined;
}

/** Who a trigger names as the one acting (「あなたが…」「対戦相手が…」), or '' when a card does. */
function actorOf(trigger: string): string {
  const m = /^(?:あなた|自分|対戦相手|相手|各プレイヤー|いずれかのプレイヤー|プレイヤー)(?=が|は)/.exec(
    trigger,
  );
  if (!m) return '';
  return m[0] === '自分' ? 'あなた' : m[0] === '相手' ? '対戦相手' : m[0];
}

/**
 * A suggestion keeps the line's trigger (issue 22 point 2, i22k9: 「攻撃か防御を行うたび」 is not 「攻撃が防御された時」,
 * 「あなたが…セットするたび」 is not 「…セットされた時」): the same one acting, the same voice (an event this card does or one
 * done to it), this card where the line names it, and its last verb, when the line has a trigger.
 */
function keepsTrigger(line: string, candidate: string): boolean {
  const a = triggerOf(line);
  if (a === undefined) return true;
  const b = triggerOf(candidate);
  if (b === undefined) return true; // a trigger written as a label or a state: the other checks see it
  if (editDistance(a, b) <= 1) return true; // a typo mended (「破壊されだ時」 → 「破壊された時」)
  if (actorOf(a) !== actorOf(b)) return false;
  // 「…にダメージが与えられた時」 is 「…がダメージを受けた時」
  const [ta, tb] = [a, b].map((t) => t.replace(/ダメージが与えられ/g, 'がダメージを受け'));
  const passive = (t: string) => /(?:され|れ|られ)(?:る|た)(?:時|とき|たび|度に|際)$/.test(t);
  // …and 「Xの攻撃でYを破壊した時」 is 「Xの攻撃によるダメージでYが破壊された時」: a passive that names its agent
  const agent = (t: string) =>
    /(?:によって|による|により|で)[^、。]*?(?:され|れ|られ)(?:る|た)(?:時|とき|たび|度に|際)$/.test(t);
  if (passive(ta) !== passive(tb) && !(passive(ta) ? agent(ta) : agent(tb))) return false;
  const self = /この(?:キャラ(?:クター)?|カード|セットカード)|自身/;
  if (self.test(a) && !self.test(b)) return false;
  // the event's verb: the last kanji or katakana word of the trigger (「セット」「防御」「登場」「与」)
  const verb = (t: string) =>
    t
      .replace(/(?:時|とき|たび|度に|際)$/, '')
      .match(/[\u4e00-\u9fff々]+|[\u30a1-\u30fa\u30fc]{2,}/g)
      ?.at(-1) ?? '';
  const [va, vb] = [verb(ta), verb(tb)];
  return va === vb || va === '' || vb === '' || /^(?:時|際|度)$/.test(va) || /^(?:時|際|度)$/.test(vb);
}

const caches = new WeakMap<KeywordTable, LineCache>();

/** One line cache per keyword table: the candidates of many lines share their matches. */
function cacheFor(keywords: KeywordTable): LineCache {
  let cache = caches.get(keywords);
  if (!cache || cache.entries.size > 5000) {
    cache = new LineCache({ keywords: [...keywords.keys()], traits: [] });
    caches.set(keywords, cache);
  }
  return cache;
}

/**
 * Up to three lines near the unreadable `content` that compile and keep its known parts, with their meaning
 * (`explain`'s lines; none without an explainer); none that means what `already` (the grammar's 「もしかして」)
 * means.
 */
export function searchSuggestions(
  content: string,
  kind: CardKind,
  keywords: KeywordTable,
  already?: string,
  explain?: SuggestionExplainer,
): Suggestion[] {
  const cache = cacheFor(keywords);
  const kept = (line: string, s: Suggestion) => {
    const def = compiledLine(kind, s.text, keywords, cache);
    return keepsSense(line, s.text) && (!def || keepsKinds(line, def));
  };
  const found = searchLine(content, kind, keywords, already, explain).filter((s) => kept(content, s));
  if (found.length > 0) return found;
  // a reminder note after the last sentence (./diagnostics/moves.ts) around a sentence that is itself unreadable:
  // the search runs on the line without it, and says so. When the line without it compiles as it is, the note
  // is what the language does not read: HF-E040 `note` names it (./diagnostics/notes.ts, familyDiagnostic)
  const bare = trailingNotes(content.trim());
  if (!bare || compiledLine(kind, bare.line, keywords, cacheFor(keywords))) return found;
  const note = `（末尾の注釈「${bare.notes}」は文に含めていません：注釈は効果になりません）`;
  const out = searchLine(bare.line, kind, keywords, already, explain).filter((s) => kept(bare.line, s));
  return out.map((s) => ({ ...s, explain: [note, ...s.explain] }));
}

function searchLine(
  content: string,
  kind: CardKind,
  keywords: KeywordTable,
  already?: string,
  explain?: SuggestionExplainer,
): Suggestion[] {
  const read = readDesignerLine(normalizeWidth(content)).text;
  const cache = cacheFor(keywords);
  const out: Suggestion[] = [];
  const seen = new Set<string>();
  const given = already === undefined ? undefined : compiledLine(kind, already, keywords, cache);
  if (given) seen.add(meaningKey(given)); // the grammar's 「もしかして」 already says it
  // the designer's own line rewritten (./diagnostics/rewrites.ts) first: nearest to what was written
  const written = normalizeWidth(content);
  // (as written first: the suggestion keeps the designer's full- or half-width characters)
  const rewritten = [
    ...rewriteCandidates(content),
    ...rewriteCandidates(written),
    ...rewriteCandidates(read),
  ].filter((r) => keepsParts(written, r) || keepsParts(read, r));
  const candidates: Candidate[] = [
    ...rewritten.map((r) => ({ line: r.line, distance: 0 })),
    ...nearestLines(read, SENTENCE_BANK, MAX_CHECKED),
  ];
  const fromBank = new Set(candidates.slice(rewritten.length));
  for (const c of candidates) {
    if (out.length >= MAX_SUGGESTIONS) break;
    if (!keepsReferents(kind, read, c.line)) continue;
    if (fromBank.has(c) && !keepsWords(read, c.line)) continue;
    offerNew({ kind, keywords, cache, seen, explain, out }, c.line);
  }
  if (out.length < MAX_SUGGESTIONS)
    out.push(
      ...repairedSuggestions(
        content,
        read,
        kind,
        keywords,
        cache,
        seen,
        explain,
        MAX_SUGGESTIONS - out.length,
      ),
    );
  if (out.length < MAX_SUGGESTIONS)
    out.push(...kuusouSuggestions(read, kind, keywords, cache, seen, explain, MAX_SUGGESTIONS - out.length));
  if (out.length < MAX_SUGGESTIONS)
    out.push(
      ...composedSuggestions(
        content,
        read,
        kind,
        keywords,
        cache,
        seen,
        explain,
        MAX_SUGGESTIONS - out.length,
      ),
    );
  return out;
}

/**
 * What a grammar repair (./diagnostics/grammarRepair.ts) may put in that the designer did not write: a
 * reference 「それ」 to what the sentence already chose or targeted before the place it goes (「…を対象とし、…まで、
 * それのパワーを+2000する」), the power a signed number right after it changes, and where a character enters — never a
 * player, a zone or another card (a wrong suggestion is worse than none, issue 22).
 */
export function keepsRepair(read: string, r: Repaired): boolean {
  for (let i = 0; i < r.added.length; i++) {
    const added = r.added[i];
    const at = r.line.indexOf(added);
    // 「対象のキャラクター」 → 「それ」 only while the target is the last card the line chose: 「それ」 is the card the
    // step before handled (「…を対象とし、…を選び、破壊する。そうした場合、それを…」 would be the chosen one)
    if (r.replaced[i].startsWith('対象')) {
      const upTo = r.line.slice(0, at);
      const target = upTo.lastIndexOf('対象と');
      if (target < 0 || /選|見|引|加え|置/.test(upTo.slice(target))) return false;
      continue;
    }
    // a word of the designer's replaced by one of its family (./diagnostics/grammarRepair.ts) says the same
    if (added === '' || r.replaced[i] !== '') continue;
    const before = r.line.slice(0, Math.max(0, at));
    const sentence = before.slice(before.lastIndexOf('。') + 1);
    const after = r.line.slice(at + added.length);
    for (const p of partsOf(added)) {
      if (p === 'that' && /対象と|選(?:び|んで)/.test(sentence)) continue;
      if (p === 'power' && /^[+\-][0-9X]/.test(after)) continue;
      if (p === 'battlefield') continue;
      return false;
    }
  }
  const kept = partsOf(r.line);
  // every known part of the designer's line is still there (「この能力は」 of a restriction names the ability the
  // restriction is moved into, and 「…にしか使用できない」 is 「…にのみ使用できる」, ./diagnostics/moves.ts)
  const said = read
    .replace(/この(?:能力|効果|起動能力)は、?/g, '')
    .replace(/しか(使用|使|起動|発動)(でき|え)ない/g, 'のみ$1$2る');
  for (const p of partsOf(said)) if (!kept.has(p) && !r.replaced.some((w) => partsOf(w).has(p))) return false;
  return true;
}

/** 【空装 条件：C 効果：E】 (HF-13.8), the condition and the effect apart. */
const KUUSOU = /^【空装\s*条件[:：]\s*(.*?)\s*効果[:：]\s*(.*)】$/;

/**
 * A 【空装】 line mended part by part (issue 22 point 2): its effect is searched as a line of its own — an
 * automatic ability 「[自動]：E」 when it has a trigger, else the sentences E — and put back; then the condition is
 * mended by the grammar's own repairs (./diagnostics/grammarRepair.ts) on the whole line. A line is offered only
 * when the whole 【空装】 compiles on the card and keeps the known parts of the designer's line.
 */
function kuusouSuggestions(
  read: string,
  kind: CardKind,
  keywords: KeywordTable,
  cache: LineCache,
  seen: Set<string>,
  explain: SuggestionExplainer | undefined,
  wanted: number,
): Suggestion[] {
  const m = KUUSOU.exec(read);
  if (!m) return [];
  const [, cond, effect] = m;
  const assemble = (c: string, e: string) => `【空装 条件：${c} 効果：${e}】`;
  const triggered = /^[^。]*?(?:時|たび|際)、/.test(effect);
  const effects = [effect];
  const alone = triggered ? `[自動]:${effect}` : effect;
  if (grammarStop(alone) !== undefined)
    for (const s of searchLine(alone, 'character', keywords))
      effects.push(triggered ? s.text.replace(/^\[自動\]\s*[:：]?\s*/, '') : s.text);
  const out: Suggestion[] = [];
  const offer = (line: string) => {
    if (out.length >= wanted) return true;
    return offerNew({ kind, keywords, cache, seen, explain, out }, line);
  };
  for (const e of effects) {
    if (out.length >= wanted) break;
    const line = assemble(cond, e);
    if (line === read) {
      repairLine(line, (r) => keepsRepair(read, r) && offer(r.line), wanted - out.length);
      continue;
    }
    // the effect as mended: the meaning was checked by its own search; the condition as written
    if (grammarStop(line) === undefined) offer(line);
    else repairLine(line, (r) => keepsRepair(line, r) && offer(r.line), wanted - out.length);
  }
  return out;
}

/** Lines mended by the grammar's own repairs (./diagnostics/grammarRepair.ts) that compile on the card. */
function repairedSuggestions(
  written: string,
  read: string,
  kind: CardKind,
  keywords: KeywordTable,
  cache: LineCache,
  seen: Set<string>,
  explain: SuggestionExplainer | undefined,
  wanted: number,
): Suggestion[] {
  if (read.startsWith('【空装')) return []; // its conditions and effect are not a line's parts
  let memo = repairCaches.get(keywords);
  if (!memo || memo.size > 2000) {
    memo = new Map();
    repairCaches.set(keywords, memo);
  }
  const memoKey = `${kind}\u0000${written}`;
  const out: Suggestion[] = [];
  const offer = (line: string) => {
    return offerNew({ kind, keywords, cache, seen, explain, out }, line);
  };
  // the editor re-checks on each keystroke: the repaired lines of a line are found once
  const known = memo.get(memoKey);
  if (known) {
    for (const line of known) if (out.length < wanted) offer(line);
    return out;
  }
  const colon = (line: string) => (written.includes('：') ? line.replace(/(?<=\])\s*:/g, '：') : line);
  let compiles = 0;
  const accept = (r: Repaired) => {
    if (compiles >= MAX_CHECKED || !keepsRepair(read, r)) return false;
    const line = colon(r.line);
    if (!keepsWords(read, line) || !keepsReferents(kind, read, line)) return false;
    compiles++;
    return offer(line);
  };
  // the line as read, then with the designer's clauses moved to their slots (./diagnostics/moves.ts): in the
  // designer's own words when that moves anything (the reading may split a sentence the move joins), else as read
  for (const line of [read, ...movedReadings(written, read)]) {
    if (out.length >= wanted) break;
    if (line !== read && grammarStop(line) === undefined) accept({ line, replaced: [], added: [] });
    else repairLine(line, accept, wanted - out.length);
  }
  memo.set(
    memoKey,
    out.map((s) => s.text),
  );
  return out;
}

/**
 * The line with the designer's clauses moved to their slots (./diagnostics/moves.ts), each read through the
 * designer vocabulary (the repairs and the part search work on the reading): in the designer's own words when
 * that moves anything (the reading may split a sentence the move joins), else as read.
 */
function movedReadings(written: string, read: string): string[] {
  const asWritten = movedLines(normalizeWidth(written));
  const moved = asWritten.length > 0 ? asWritten : movedLines(read);
  return [...new Set(moved.map((l) => readDesignerLine(l).text))].filter((l) => l !== read);
}

/**
 * A line with a condition 「…場合、」「…なら、」 whose compiled text has more sentences than the line: a reading split
 * its sentence, and the condition may no longer cover the part after the split (「…なら、…+1000し、それらは【貫通】を
 * 得る」 is read as two sentences, the second without the condition). Not offered: a wrong suggestion is worse than
 * none (issue 22).
 */
function splitsCondition(line: string, def: CardDefinition): boolean {
  if (!/(?:場合|なら|ならば)、/.test(line)) return false;
  const sentences = (t: string) => t.split('。').filter((x) => x.trim() !== '').length;
  return sentences(def.text ?? '') > sentences(line);
}

/** The repaired lines found for a line (by card type), per keyword table. */
const repairCaches = new WeakMap<KeywordTable, Map<string, string[]>>();

/** The width of the card line's indentation (the diagnostic's columns count it). */
function indentOf(d: Diagnostic): number {
  return d.sourceLine.length - d.sourceLine.trimStart().length;
}

/** The designer's line as read (widths normalised) and where the grammar stops in it; undefined if it reads. */
function stoppedReading(
  d: Diagnostic,
): { indent: number; reading: ReturnType<typeof readDesignerLine>; stop: number } | undefined {
  const reading = readDesignerLine(normalizeWidth(d.sourceLine.trim()));
  const stop = grammarStop(reading.text);
  return stop === undefined ? undefined : { indent: indentOf(d), reading, stop };
}
/** Where the grammar stops reading a text line (undefined when it reads it all). */
const stops = new Map<string, number | undefined>();

function grammarStop(line: string): number | undefined {
  if (stops.has(line)) return stops.get(line);
  if (stops.size > 5000) stops.clear();
  const stop = matchStop(line);
  stops.set(line, stop);
  return stop;
}

function matchStop(line: string): number | undefined {
  // as the parser reads a line (./parse/matchLine.ts): through the designer vocabulary first
  const read = readDesignerLine(normalizeWidth(line));
  const result = cardGrammar().match(read.text, 'textLine');
  if (result.succeeded()) return undefined;
  const pos = (result as unknown as { getRightmostFailurePosition(): number }).getRightmostFailurePosition();
  return read.startOf[pos] ?? pos;
}

/**
 * The compositional search (./diagnostics/partSearch.ts): the part the grammar stops at replaced by accepted
 * parts, the designer's other parts kept; a line is offered when it compiles on its card, says what the
 * replaced parts said, keeps the designer's game terms and referents, and means something no earlier
 * suggestion means.
 */
function composedSuggestions(
  written: string,
  read: string,
  kind: CardKind,
  keywords: KeywordTable,
  cache: LineCache,
  seen: Set<string>,
  explain: SuggestionExplainer | undefined,
  wanted: number,
): Suggestion[] {
  const out: Suggestion[] = [];
  for (const line of composedLines(written, read, kind, keywords, cache)) {
    if (out.length >= wanted) break;
    offerNew({ kind, keywords, cache, seen, explain, out }, line);
  }
  return out;
}

/** The composed lines found for a line (by card type), per keyword table: the editor re-checks on each keystroke. */
const composedCaches = new WeakMap<KeywordTable, Map<string, string[]>>();

/** Up to three composed lines that compile on a card of `kind` and keep the line's parts, words and referents. */
function composedLines(
  written: string,
  read: string,
  kind: CardKind,
  keywords: KeywordTable,
  cache: LineCache,
): string[] {
  let memo = composedCaches.get(keywords);
  if (!memo || memo.size > 2000) {
    memo = new Map();
    composedCaches.set(keywords, memo);
  }
  const key = `${kind}\u0000${written}`;
  const known = memo.get(key);
  if (known) return known;
  const lines: string[] = [];
  let compiles = 0;
  // the suggestion keeps the designer's full-width colon after an ability's brackets
  const colon = (line: string) => (written.includes('：') ? line.replace(/(?<=\])\s*:/g, '：') : line);
  // the line as read, then with the designer's clauses moved to their slots (./diagnostics/moves.ts)
  for (const start of [read, ...movedReadings(written, read)]) {
    if (lines.length >= MAX_SUGGESTIONS) break;
    composeLines(
      start,
      grammarStop,
      (composed) => {
        const c = { ...composed, line: colon(composed.line) };
        if (compiles >= MAX_CHECKED) return false;
        if (!keepsMeaning(c) || !keepsWords(read, c.line) || !keepsReferents(kind, read, c.line))
          return false;
        compiles++;
        if (!compiledLine(kind, c.line, keywords, cache)) return false;
        lines.push(c.line);
        return true;
      },
      MAX_SUGGESTIONS - lines.length,
    );
  }
  memo.set(key, lines);
  return lines;
}

function kindAt(irs: IRFile[], file: string, line: number): CardKind | undefined {
  const ir = irs.find((f) => f.file === file);
  const card = ir?.cards.find((c) => c.span.line <= line && line <= c.span.endLine);
  return card?.type?.value;
}

/**
 * The diagnostics with search suggestions on the first HF-E011 of each line (a grammar 「もしかして」 already
 * there stays first).
 */
/** Characters of the longest line searched (the corpora's longest card line is ~180). */
export const MAX_SEARCHED_LINE = 400;

export function withSearchSuggestions(
  diagnostics: Diagnostic[],
  irs: IRFile[],
  keywords: KeywordTable,
  explain?: SuggestionExplainer,
): Diagnostic[] {
  const done = new Set<string>();
  const out = diagnostics.map((given): Diagnostic | undefined => {
    let d = given;
    const key = `${d.file}:${d.line}`;
    if (d.code === 'HF-E040') return withOwnNearest(d, kindAt(irs, d.file, d.line), keywords);
    if (d.code === 'HF-E016') return withJoinChecked(d, irs, keywords);
    if (d.code === 'HF-E022') return withAutoPrefix(d, irs, keywords, explain);
    if (d.code === 'HF-E047') return withReminderDropped(d, irs, keywords, explain);
    if (d.code === 'HF-E015') return withCostRead(d, irs, keywords, explain);
    if (d.code !== 'HF-E011' || done.has(key)) return d;
    done.add(key);
    // the search's work grows with the line: a line far longer than any card's (hostile input, hi9 F1: 1,000
    // sentences on one line took over a minute) keeps the parser's diagnostics
    if (d.sourceLine.trim().length > MAX_SEARCHED_LINE) return d;
    if (
      d.suggestion !== undefined &&
      (swapsTerms(d.sourceLine, d.suggestion) || !suggestionKeepsSense(d, d.suggestion))
    ) {
      const { suggestion: _swapped, ...rest } = d;
      d = rest;
    }
    const kind = kindAt(irs, d.file, d.line);
    if (!kind) return d;
    // diag13: nor one whose meaning picks card kinds the line does not name
    const said = d.suggestion && compiledLine(kind, d.suggestion, keywords, cacheFor(keywords));
    if (said && !keepsKinds(d.sourceLine.trim(), said)) {
      const { suggestion: _kinds, ...rest } = d;
      d = rest;
    }
    // nor one that leads to a mechanic the language lacks (HF-E040) as the line and in place of its sentence: a
    // suggestion that only trades one refusal for another is worse than none (issue 22; d39 雪崩: sc14's
    // 「…以外の…全て」 with two qualifiers). One that fixes a typo and leaves another problem of the card (「それ」 with
    // nothing to point at) stays: that problem is the designer's next diagnostic.
    if (d.suggestion !== undefined && !said && leadsToUnbuilt(kind, d, d.suggestion, keywords)) {
      const { suggestion: _refused, ...rest } = d;
      d = rest;
    }
    const found = searchSuggestions(d.sourceLine.trim(), kind, keywords, d.suggestion, explain).filter(
      (s) => s.text !== d.suggestion,
    );
    if (found.length === 0) {
      // a line the table already names a mechanic of (HF-E040 from ./diagnostics/mechanics.ts) keeps that one
      const named = diagnostics.filter((m) => m.code === 'HF-E040' && m.file === d.file && m.line === d.line);
      if (d.suggestion !== undefined) return d;
      if (named.length > 0) {
        // …and the bare 「この文を読めません」 before it in the same sentence is what the mechanic's words do to the
        // grammar (「…引く。ただし、三枚を超えては引かない。」): the HF-E040 is the first thing to read (i22k8)
        const end = d.sourceLine.indexOf('。', d.col - 1);
        const sameSentence = named.some((m) => m.col >= d.col && (end < 0 || m.col - 1 <= end));
        return sameSentence ? undefined : d;
      }
      const noEffect = kuusouWithoutEffect(d) ?? kuusouFromSentence(d, kind, keywords, explain);
      if (noEffect) return noEffect;
      const family = familyDiagnostic(d, kind, keywords);
      if (family) return withOwnNearest(family, kind, keywords);
      return phraseDiagnostic(d, kind, keywords) ?? clauseDiagnostic(d, kind, keywords, explain) ?? d;
    }
    return { ...d, suggestion: d.suggestion ?? found[0].text, suggestions: found };
  });
  return out.filter((d): d is Diagnostic => d !== undefined);
}

/** Whether `suggestion`, as the whole line or in place of its sentence, compiles only to HF-E040 (a mechanic not built). */
function leadsToUnbuilt(kind: CardKind, d: Diagnostic, suggestion: string, keywords: KeywordTable): boolean {
  return [suggestion, inSentence(d, suggestion)].every((line) => {
    const reporter = new Reporter();
    const ir = parseFile(cardSource(kind, line), 'suggest.hf', cacheFor(keywords), reporter);
    const card = ir.cards[0];
    if (!card || reporter.count > 0) return false;
    lowerCard(card, 'suggest', { keywords, report: (f) => reporter.report(f) });
    return reporter.diagnostics().some((x) => x.severity === 'error' && x.code === 'HF-E040');
  });
}

/** The diagnostic's line with the sentence at its column replaced by `suggestion`. */
function inSentence(d: Diagnostic, suggestion: string): string {
  const at = d.col - 1;
  const start = d.sourceLine.lastIndexOf('。', at - 1) + 1;
  const stop = d.sourceLine.indexOf('。', at);
  const end = stop < 0 ? d.sourceLine.length : stop + 1;
  return `${d.sourceLine.slice(0, start)}${suggestion}${d.sourceLine.slice(end)}`.trim();
}

/**
 * The grammar's 「もしかして」 (a whole line, or the sentence at the diagnostic's column) keeps the sense of what it
 * replaces (keepsSense).
 */
function suggestionKeepsSense(d: Diagnostic, suggestion: string): boolean {
  const line = d.sourceLine.trim();
  if (keepsSense(line, suggestion)) return true;
  const at = d.col - 1;
  const start = d.sourceLine.lastIndexOf('。', at - 1) + 1;
  const stop = d.sourceLine.indexOf('。', at);
  const sentence = d.sourceLine.slice(start, stop < 0 ? d.sourceLine.length : stop + 1).trim();
  return sentence !== line && keepsSense(sentence, suggestion);
}

/**
 * 「それ」 with nothing to point at (HF-E016) suggests joining its sentence to the one before
 * (codegen/dsl/lower/refs.ts): the suggestion stays only when the line with the two sentences joined compiles
 * on its card (issue 22: a suggestion that leads to another error is worse than none).
 */
function withJoinChecked(d: Diagnostic, irs: IRFile[], keywords: KeywordTable): Diagnostic {
  if (d.suggestion === undefined || d.endCol === undefined) return d;
  const kind = kindAt(irs, d.file, d.line);
  if (!kind) return d;
  const line = `${d.sourceLine.slice(0, d.col - 1)}${d.suggestion}${d.sourceLine.slice(d.endCol - 1)}`.trim();
  if (compiledLine(kind, line, keywords, cacheFor(keywords))) return d;
  const { suggestion: _dropped, ...rest } = d;
  return rest;
}

/**
 * A plain effect line on a character or world set (HF-E022, nc7): when the line with 「[自動]：」 in front compiles
 * on its card (a continuous ability, or a trigger written without its tag), that whole line is the suggestion,
 * then its canonical text (what `hflux fmt` would print) when that differs — each with its meaning.
 */
function withAutoPrefix(
  d: Diagnostic,
  irs: IRFile[],
  keywords: KeywordTable,
  explain?: SuggestionExplainer,
): Diagnostic {
  const kind = kindAt(irs, d.file, d.line);
  if (!kind || d.suggestion !== undefined) return d;
  const written = d.sourceLine.trim();
  const line = `[自動]：${written}`;
  const cache = cacheFor(keywords);
  const def = compiledLine(kind, line, keywords, cache);
  if (!def || def.abilities.length !== 1) return d;
  const meaning = explain ? explain(def) : [];
  const suggestions: Suggestion[] = [{ text: line, explain: meaning }];
  const canonical = def.abilities[0].text?.trim();
  if (canonical && canonical !== line && compiledLine(kind, canonical, keywords, cache))
    suggestions.push({ text: canonical, explain: meaning });
  return { ...d, suggestion: line, suggestions };
}

/**
 * k10: 「【空装 条件：…】」 with no effect (or an empty 「効果：」) is HF-E040 naming the missing effect on the whole line —
 * never a suggestion that writes an effect the designer did not (「効果：追加デッキを使用する。」).
 */
function kuusouWithoutEffect(d: Diagnostic): Diagnostic | undefined {
  const row = K10_CLAUSE_MECHANICS.find((m) => m.id === 'kuusouNoEffect');
  const line = normalizeWidth(d.sourceLine.trim());
  if (!row?.words.test(line)) return undefined;
  const indent = indentOf(d);
  const mechanic: Mechanic = { ...row, pattern: row.words, nearest: NONE_FOUND, example: '' };
  return e040At(d, indent, indent + line.length, mechanic, NONE_FOUND);
}

/** 「【空装】：C なら、E」 as a sentence (k10). */
const KUUSOU_SENTENCE = /^【空装】\s*[:：]?\s*([^、。]+?)(?:なら(?:ば)?|場合(?:は)?)、\s*(.+?)】?$/;

/**
 * k10: 「【空装】：C なら、E。」 (the keyword and a sentence) is the 【空装 条件：C 効果：E】 line (HF-13.8): that line,
 * when it compiles on the card and keeps the sentence's sense, is the whole-line suggestion.
 */
function kuusouFromSentence(
  d: Diagnostic,
  kind: CardKind,
  keywords: KeywordTable,
  explain?: SuggestionExplainer,
): Diagnostic | undefined {
  const written = d.sourceLine.trim();
  const m = KUUSOU_SENTENCE.exec(normalizeWidth(written));
  if (!m) return undefined;
  const line = `【空装 条件：${m[1].trim()} 効果：${m[2].trim()}】`;
  return withWholeLine(d, kind, line, keywords, explain);
}

/** `d` with `line` as its one whole-line suggestion (and its explain), when `line` compiles on a card of `kind`. */
function withWholeLine(
  d: Diagnostic,
  kind: CardKind,
  line: string,
  keywords: KeywordTable,
  explain?: SuggestionExplainer,
): Diagnostic | undefined {
  const def = compiledLine(kind, line, keywords, cacheFor(keywords));
  if (!def) return undefined;
  return { ...d, suggestion: line, suggestions: [{ text: line, explain: explain ? explain(def) : [] }] };
}

/**
 * k10: a cost the language has, in the designer's words (「[あなたの他のキャラ1体を破壊する]」: brackets are kept as
 * written by the reading, ./parse/reading.ts): HF-E015's whole-line suggestion is the line with that cost read by the
 * designer vocabulary, when it compiles on the card (in place of the grammar's 「もしかして」 of the bracket alone).
 */
function withCostRead(
  d: Diagnostic,
  irs: IRFile[],
  keywords: KeywordTable,
  explain?: SuggestionExplainer,
): Diagnostic {
  const kind = kindAt(irs, d.file, d.line);
  if (!kind || d.endCol === undefined) return d;
  const [from, to] = [d.col - 1, d.endCol - 1];
  if (d.sourceLine[from - 1] !== '[' || d.sourceLine[to] !== ']') return d;
  const inner = d.sourceLine.slice(from, to);
  const read = readDesignerLine(normalizeWidth(inner))
    .text.replace(/。$/, '')
    .replace(/^自分の/, 'あなたの');
  if (read === inner || read.includes('[') || read.includes(']')) return d;
  const line = `${d.sourceLine.slice(0, from)}${read}${d.sourceLine.slice(to)}`.trim();
  // (the vocabulary's reading, as of any other word of the line: no meaning check)
  return withWholeLine(d, kind, line, keywords, explain) ?? d;
}

/**
 * HF-E047 (a keyword's reminder that does not restate its definition): the line without that reminder, when it
 * compiles, is the whole-line suggestion — what the message itself says to do (「注釈を消すか…」), as a quick fix
 * whose 「意味」 shows what the keyword does by its definition (HF-13), for the designer to compare with the note.
 */
function withReminderDropped(
  d: Diagnostic,
  irs: IRFile[],
  keywords: KeywordTable,
  explain?: SuggestionExplainer,
): Diagnostic {
  const kind = kindAt(irs, d.file, d.line);
  if (!kind || d.suggestion !== undefined || d.endCol === undefined) return d;
  // the caret is on the note's text; its brackets go with it
  let [from, to] = [d.col - 1, d.endCol - 1];
  if (/[（(]/.test(d.sourceLine[from - 1] ?? '')) from--;
  if (/[）)]/.test(d.sourceLine[to] ?? '')) to++;
  const line = (d.sourceLine.slice(0, from).trimEnd() + d.sourceLine.slice(to).trimStart()).trim();
  if (line.length === 0 || line === d.sourceLine.trim()) return d;
  return withWholeLine(d, kind, line, keywords, explain) ?? d;
}

const NEAREST_JA = '近い書き方：';
const NEAREST_EN = 'Nearest supported wording: ';

/**
 * k10 (issue 22 "Done when"): the nearest wording of a HF-E040 comes from the designer's own sentence. A table
 * row's fixed wording (./diagnostics/mechanics.ts, and the fixed ones of lowering) stays only when it says nothing
 * the line does not (addsNothing: 「相手のエネルギーを1枚トラッシュに置く」 never gets 「対戦相手のキャラクター全てを
 * スリープにする。」); else the line with the named clause (the caret's phrase) replaced or left out, when that
 * compiles and keeps the line's sense (clauseNearest), else 「（見つかりません）」. A cost list (no sentence) stays.
 */
function withOwnNearest(d: Diagnostic, kind: CardKind | undefined, keywords: KeywordTable): Diagnostic {
  const at = d.message.lastIndexOf(NEAREST_JA);
  if (at < 0) return d;
  const given = d.message.slice(at + NEAREST_JA.length);
  const line = d.sourceLine.trim();
  if (given === NONE_FOUND || !given.includes('。') || addsNothing(line, given)) return d;
  const indent = indentOf(d);
  const [from, to] = [d.col - 1 - indent, (d.endCol ?? d.col + 1) - 1 - indent];
  const derived =
    kind && line.length <= MAX_SEARCHED_LINE ? clauseNearest(line, from, to, kind, keywords) : NONE_FOUND;
  const nearest = derived !== NONE_FOUND && addsNothing(line, derived) ? derived : NONE_FOUND;
  const en = d.messageEn?.lastIndexOf(NEAREST_EN) ?? -1;
  return {
    ...d,
    message: d.message.slice(0, at + NEAREST_JA.length) + nearest,
    ...(d.messageEn !== undefined && en >= 0
      ? {
          messageEn:
            d.messageEn.slice(0, en + NEAREST_EN.length) +
            (nearest === NONE_FOUND ? '(none found)' : nearest),
        }
      : {}),
  };
}

/**
 * `nearest` says nothing `line` does not (k10): no action, zone, player, this card, game term, trait or keyword,
 * mark of SENSE_MARKS or katakana word (but MAY_GAIN) more often than the line, and no number but 1 the line lacks
 * — it may leave out what the language lacks, never put something else in its place.
 */
export function addsNothing(line: string, nearest: string): boolean {
  const as = (t: string) => {
    t = withoutReminders(t);
    const written = expandPlayerRef(maskNotes(normalizeWidth(t)));
    return [written, expandPlayerRef(maskNotes(readDesignerLine(normalizeWidth(t)).text))];
  };
  const [a, b] = [as(line), as(nearest)];
  // mech18: one reading for every check (the line as written against the nearest as written, or both as read):
  // check by check on either reading accepted 「あなたは敗北する」 for 「あなたはゲームに勝利する」 (read as 「対戦相手は
  // ゲームに敗北する」: the player passes as written, the loss as read)
  return [0, 1].some((i) => addsNothingTo(a[i], b[i]));
}

/** addsNothing for one reading of both sides: `y` says nothing `x` does not. */
function addsNothingTo(x: string, y: string): boolean {
  const count = (t: string, re: RegExp) => t.match(re)?.length ?? 0;
  const lists = [CONTENT_VERBS, ZONES, WHO, KEPT_TERMS, SENSE_MARKS, [SELF]];
  for (const re of lists.flat()) if (count(y, re) > count(x, re)) return false;
  if (!numbersOf(y).every((n) => n === '1' || numbersOf(x).includes(n))) return false;
  if (!bracketed(y).every((w) => x.includes(w))) return false;
  // what a line does (./diagnostics/lineSearch.ts knownParts: 「敗北」, 「破壊」, a player…) is never gained
  const had = partIds(x);
  if ([...partIds(y)].some((id) => !had.has(id) && !GAINABLE_PARTS.has(id))) return false;
  const before = katakanaCounts(x);
  return [...katakanaCounts(y)].every(([w, n]) => n <= (before.get(w) ?? 0) || MAY_GAIN.has(w));
}

/** Known parts a nearest wording may spell out where the line implies them (「+2000する」 is 「パワーを+2000する」). */
const GAINABLE_PARTS = new Set(['power', 'this', 'that', 'target', 'choose', 'all', 'put', 'add']);

/** The smallest [start, end) of `text` holding every one of `words` (「自分…同じ分類」 is not where 分 is). */
export function keyWordWindow(text: string, words: string[]): [number, number] {
  const at = (w: string) => {
    const out: number[] = [];
    for (let i = text.indexOf(w); i >= 0; i = text.indexOf(w, i + 1)) out.push(i);
    return out;
  };
  const places = words.map(at).filter((p) => p.length > 0);
  let best: [number, number] = [0, text.length];
  for (const anchor of places[0] ?? []) {
    let lo = anchor;
    let hi = anchor + words[0].length;
    places.forEach((list, k) => {
      const near = list.reduce((a, b) => (Math.abs(b - anchor) < Math.abs(a - anchor) ? b : a));
      lo = Math.min(lo, near);
      hi = Math.max(hi, near + words[k].length);
    });
    if (hi - lo < best[1] - best[0]) best = [lo, hi];
  }
  return best;
}

type Part = ReturnType<typeof splitLine>['sentences'][number];

/**
 * The mechanic the parts from the one the grammar stops in name (positions in `read`): a family signature in a
 * whole part, else a word of the lexicon in the clause the grammar stops in or after it (issue 22 point 2: a
 * mechanic named earlier in the sentence was read, so it is not the one missing).
 */
function familyIn(
  read: string,
  split: ReturnType<typeof splitLine>,
  stop: number,
  parts: Part[],
): { start: number; end: number; mechanic: Mechanic } | undefined {
  const at = (i: number) => split.sourceAt[i];
  for (const part of parts) {
    const sentence = read.slice(at(part.start), at(part.end));
    const family = familyOf(sentence);
    if (!family) continue;
    // the caret marks the smallest stretch of the sentence with all of the family's key words
    const [s0, e0] = keyWordWindow(sentence, family.signature);
    return { start: at(part.start) + s0, end: at(part.start) + e0, mechanic: family.mechanic };
  }
  // the clause the grammar stops in (its start), then the rest of the line sentence by sentence
  const clause = split.clauses.find((c) => at(c.start) <= stop && stop < at(c.end));
  for (const part of parts) {
    const start = at(part.start);
    const inside = clause && start <= at(clause.start) && at(clause.start) < at(part.end);
    const word = lexiconFamilyOf(read.slice(start, at(part.end)), inside ? at(clause.start) - start : 0);
    if (word)
      return { start: start + word.index, end: start + word.index + word.length, mechanic: word.mechanic };
  }
  return undefined;
}

/**
 * HF-E040 by mechanic family (./diagnostics/mechanicFamily.ts) for an unreadable line no suggestion was found
 * for: the sentence (or the lead) the grammar stops in has every key word of a mechanic the language lacks,
 * however it is worded. The caret marks that sentence as written.
 */
function familyDiagnostic(d: Diagnostic, kind: CardKind, keywords: KeywordTable): Diagnostic | undefined {
  const stopped = stoppedReading(d);
  if (!stopped) return undefined;
  const { indent, reading, stop } = stopped;
  // the grammar stops in a note (「…引きます。（…引くことはできません。）」): the note is what the language lacks
  const note = noteAt(reading.text, stop);
  if (note) return noteDiagnostic(d, indent, reading, note, kind, keywords);
  // elsewhere, a word in a note names nothing the card does (./diagnostics/notes.ts)
  const read = maskNotes(reading.text);
  const split = splitLine(read);
  const at = (i: number) => split.sourceAt[i];
  const parts = [...(split.lead ? [split.lead] : []), ...split.sentences];
  // the part the grammar stops in, or a later one: the unreadable phrase comes before the mechanic, and the
  // line cannot compile until the mechanic is rewritten (./parse/diagnoseLine.ts does the same with the table)
  const first = parts.findIndex((p) => stop < at(p.end));
  const candidates = first < 0 ? parts.slice(-1) : parts.slice(first);
  const found = familyIn(read, split, stop, candidates);
  if (!found) return undefined;
  const { start, end, mechanic } = found;
  let from = reading.startOf[start] ?? start;
  let to = reading.endOf[end] ?? end;
  // a reading of several words maps all its positions to its start: the phrase as written, when it is there
  const phrase = read.slice(start, end);
  const written = normalizeWidth(d.sourceLine.trim());
  const own = written.indexOf(phrase, from);
  if (phrase.length > 1 && own >= 0 && own + phrase.length <= to) {
    from = own;
    to = own + phrase.length;
  }
  return e040At(d, indent + from, indent + to, mechanic, mechanic.nearest);
}

/**
 * HF-E040 `note` (./diagnostics/notes.ts) on the note the grammar stops in, as written; the nearest wording is the
 * line without its notes when that compiles on the card, else the table row's.
 */
function noteDiagnostic(
  d: Diagnostic,
  indent: number,
  reading: ReturnType<typeof readDesignerLine>,
  [start, end]: [number, number],
  kind: CardKind,
  keywords: KeywordTable,
): Diagnostic | undefined {
  const mechanic = UNSUPPORTED_MECHANICS.find((m) => m.id === 'note');
  if (!mechanic) return undefined;
  const from = reading.startOf[start] ?? start;
  const to = reading.endOf[end] ?? end;
  const written = d.sourceLine.trim();
  const bare = withoutNotes(written);
  const nearest = compiledLine(kind, bare, keywords, cacheFor(keywords)) ? bare : mechanic.nearest;
  return e040At(d, indent + from, indent + to, mechanic, nearest);
}

/** Words of a reading: runs of kanji, hiragana, katakana, digits; a trait, name or keyword whole; a mark alone. */
const WORDS =
  /[\u4e00-\u9fff々]+|[\u3041-\u309f]+|[\u30a0-\u30ff・ー]+|[0-9]+|《[^》]*》|「[^」]*」|【[^】]*】|\S/g;
/** How far before and after the place the grammar stops a phrase may start and end, and how long it may be. */
const PHRASE_BEFORE = 10;
const PHRASE_AFTER = 16;
const PHRASE_LONGEST = 16;
/** Grammar matches per line for the phrase (this runs on a line nothing else was found for). */
const PHRASE_TRIES = 8;

let knownText: string | undefined;
/** Kanji that end a word as a suffix (「攻撃時」「戦闘中」「破壊後」): what is before them says what it is. */
const SUFFIX_KANJI = new Set([...'時中後前毎的化性達等内外上下済']);

/**
 * The content words of `phrase` (kanji runs of two or more, katakana words) that no part the language accepts
 * has (./diagnostics/partSearch.ts: the written and the generated parts, traits, names and keywords aside): a word
 * the language does not have at all, so the phrase cannot be reworded into one it reads.
 */
export function unknownWords(phrase: string, keywords: KeywordTable): string[] {
  if (knownText === undefined) {
    const bank = partBank();
    knownText = [...bank.leads, ...bank.sentences, ...bank.clauses].map((p) => p.template).join('\n');
  }
  // a keyword's name (「貫通ダメージ」 names 【貫通】) is a word of the language too
  const has = (w: string) => knownText?.includes(w) || [...keywords.keys()].some((k) => k.includes(w));
  // a run of known words is known (「攻撃時」 is 攻撃 and 時, 「全体攻撃」 全体 and 攻撃): a run with a suffix kanji
  // taken off, or two known words of two or more kanji each
  const known = (w: string): boolean => {
    if (has(w)) return true;
    if (w.length >= 3 && SUFFIX_KANJI.has(w.at(-1) ?? '') && has(w.slice(0, -1))) return true;
    for (let i = 2; i <= w.length - 2; i++) if (has(w.slice(0, i)) && known(w.slice(i))) return true;
    return false;
  };
  const bare = phrase.replace(/《[^》]*》|「[^」]*」|【[^】]*】/g, ' ');
  const words = bare.match(/[\u4e00-\u9fff々]{2,}|[\u30a1-\u30fa][\u30a1-\u30fa・ー]+/g) ?? [];
  return words.filter((w) => !known(w));
}

/**
 * Verbs of one kanji (「踊る」「祈る」) no part the language accepts has: the kanji with its okurigana. (unknownWords
 * looks at runs of two kanji or more; one kanji is in most of the bank's sentences as a part of a word.)
 */
function unknownVerbs(phrase: string): string[] {
  if (knownText === undefined) unknownWords('', new Map() as unknown as KeywordTable);
  const bare = phrase.replace(/《[^》]*》|「[^」]*」|【[^】]*】/g, ' ');
  const out: string[] = [];
  for (const m of bare.matchAll(
    /(?<![\u4e00-\u9fff々])[\u4e00-\u9fff](?![\u4e00-\u9fff々])([\u3041-\u309f]{1,3})/g,
  ))
    if (!knownText?.includes(m[0][0])) out.push(m[0].replace(/[をにがはでとのへ].*$/, ''));
  return out;
}

/**
 * The smallest phrase at the place the grammar stops whose removal leaves a line that compiles on the card, as
 * [start, end) in `read`, with that line; undefined when there is none within the budget. A phrase of particles
 * and okurigana only is phrasing (the grammar repairs offer those), never a missing mechanic: it has a kanji or a
 * katakana word, and is not a trait, a name or a number on its own.
 */
export function unreadablePhrase(
  read: string,
  stop: number,
  kind: CardKind,
  keywords: KeywordTable,
): { start: number; end: number; line: string } | undefined {
  const words = [...read.matchAll(WORDS)].map((m) => [m.index ?? 0, (m.index ?? 0) + m[0].length] as const);
  const spans: [number, number][] = [];
  for (let i = 0; i < words.length; i++) {
    const start = words[i][0];
    if (start < stop - PHRASE_BEFORE || start > stop) continue;
    for (let j = i; j < words.length; j++) {
      const end = words[j][1];
      if (end - start > PHRASE_LONGEST || end > stop + PHRASE_AFTER) break;
      const phrase = read.slice(start, end);
      if (phrase.includes('。')) break;
      if (end <= stop) continue;
      if (unknownWords(phrase, keywords).length === 0) continue;
      spans.push([start, end]);
    }
  }
  spans.sort((a, b) => a[1] - a[0] - (b[1] - b[0]) || Math.abs(a[0] - stop) - Math.abs(b[0] - stop));
  let tries = 0;
  for (const [start, end] of spans) {
    if (tries >= PHRASE_TRIES) break;
    const line = (read.slice(0, start) + read.slice(end)).replace(/、、/g, '、').replace(/、。/g, '。');
    if (line.trim() === '') continue;
    tries++;
    if (grammarStop(line) !== undefined) continue;
    if (compiledLine(kind, line, keywords, cacheFor(keywords))) return { start, end, line };
  }
  return undefined;
}

/**
 * HF-E040 for an unreadable line no suggestion, table row or family was found for, when one short phrase at the
 * place the grammar stops is what it cannot read: the line without it compiles on the card (issue 22 point 2:
 * name what the language lacks, from the sentence itself, never an unrelated expected phrase). The caret marks the
 * phrase as written; the nearest wording is the line without it — shown, never offered as a correction, since
 * it does not say what the phrase said.
 */
function phraseDiagnostic(d: Diagnostic, kind: CardKind, keywords: KeywordTable): Diagnostic | undefined {
  const stopped = stoppedReading(d);
  if (!stopped) return undefined;
  const { indent, reading, stop } = stopped;
  const at = reading.text.length === 0 ? 0 : stop;
  const found = unreadablePhrase(reading.text, at, kind, keywords);
  if (!found) return undefined;
  const from = reading.startOf[found.start] ?? found.start;
  const to = reading.endOf[found.end] ?? found.end;
  const unknown = unknownWords(reading.text.slice(found.start, found.end), keywords).join('」「');
  // diag13: the word is named with the mechanic of its clause in game terms
  const written = d.sourceLine.trim();
  const game = gameNameAt(written, from, Math.max(to, from + 1));
  const mechanic: Mechanic = {
    id: 'phrase',
    pattern: /(?!)/,
    ja: `${game ? `${game.ja}で使う` : ''}「${unknown}」にあたる語`,
    en: `a word for 「${unknown}」${game ? ` in ${game.en}` : ''}`,
    nearest: found.line,
    example: '',
  };
  // mech18: the line without the phrase is shown only when it keeps what the line says (「あなたの温室が開いているなら、
  // …を破壊する」 never gets an unconditional 「あなたの、…を破壊する」)
  const keeps = keepsSense(written, found.line) && addsNothing(written, found.line);
  return e040At(d, indent + from, indent + Math.max(to, from + 1), mechanic, keeps ? found.line : NONE_FOUND);
}

/** The grammar's source (its literal phrases), read once by the clause fallback. */
let grammarText: string | undefined;

/** Compiles checked per line by the clause fallback (it runs on a line nothing else was found for). */
const CLAUSE_TRIES = 12;

/**
 * The last step (./diagnostics/clauseFallback.ts, issue 22 "Done when": never the bare HF-E011): HF-E040 naming
 * the clause the grammar stops in — by the mechanic its content words name, else verbatim — with the rest of the
 * line as the nearest wording when it compiles on the card (the line without the clause, or that line's own
 * search suggestion), else the nearest line of the bank that compiles. Never offered as a correction.
 */
function clauseDiagnostic(
  d: Diagnostic,
  kind: CardKind,
  keywords: KeywordTable,
  explain?: SuggestionExplainer,
): Diagnostic | undefined {
  const indent = indentOf(d);
  const written = normalizeWidth(d.sourceLine.trim());
  let stop = grammarStop(written);
  if (stop === undefined) return undefined;
  // a 【空装】 whose condition reads with a plain effect: the effect is what is unread, read as a line of its own
  // (as written: the grammar reads 【空装 条件：…】 with its full-width colons)
  const kuusou = kuusouEffect(d.sourceLine.trim());
  const plain =
    kuusou && `【空装 条件：${kuusou.condition} 効果：あなたはメインデッキからカードを1枚引く。】`;
  if (kuusou && plain && cardGrammar().match(readDesignerLine(plain).text, 'textLine').succeeded()) {
    const inEffect = grammarStop(kuusou.alone);
    if (inEffect !== undefined) stop = Math.max(kuusou.offset + inEffect, written.indexOf('効果'));
  }
  // a mark of the printed head the line reads without (「【自】[1][スリープ]：…」): the mark is what is unread
  const mark = headMarkAt(written, stop);
  const span = mark ?? unreadClause(written, stop);
  if (!span) return undefined;
  let [from, to] = span;
  // a clause the grammar reads as a sentence of its own (「それをスリープにし」) is not what the language lacks: how
  // the sentence joins it is, so the whole sentence is named (outside a quoted ability)
  const inQuote = written.lastIndexOf('「', from) > written.lastIndexOf('」', from);
  if (!mark && !inQuote && asSentences(written.slice(from, to)).some((s) => grammarStop(s) === undefined))
    [from, to] = sentenceAround(written, from, to);
  // a phrasing the language has a near form for: the clause replaced by the nearest accepted parts of its role, the
  // rest of the line kept, offered when it compiles and keeps every content part (i22k8)
  const own = [
    ...labelSuggestions(d.sourceLine.trim(), kind, keywords, explain),
    ...phrasingSuggestions(d.sourceLine.trim(), from, to, kind, keywords, explain),
    ...clauseSuggestions(d.sourceLine.trim(), from, to, kind, keywords, explain),
  ]
    .filter((s) => {
      const def = compiledLine(kind, s.text, keywords, cacheFor(keywords));
      return !def || keepsKinds(d.sourceLine.trim(), def);
    })
    .slice(0, MAX_SUGGESTIONS);
  if (own.length > 0) return { ...d, suggestion: own[0].text, suggestions: own };
  // the clause spelled the language's way reads, and the grammar stops further on (「…時、かわりに、…」): what is
  // unread is there (i22k9), named in the line as written (a respelling only moves what comes after it)
  const moved = movedStop(written, from, to);
  if (moved) [from, to] = moved;
  const read = readDesignerLine(written.slice(from, to)).text;
  // diag13: an action the designer names and defines in a note of the line is what the language lacks
  const defined = noteDefinedAction(written, written.slice(from, to));
  let named: ClauseMechanic | undefined =
    (defined ? definedActionMechanic(defined) : undefined) ??
    clauseMechanicOf(read) ??
    clauseMechanicOf(written.slice(from, to));
  let [nearFrom, nearTo] = [from, to];
  if (!named) {
    // the words that name what is missing may come after the place the grammar stops (i22k8)
    const around = mechanicAround(written, from, to);
    if (around?.qualifier)
      named = around.mechanic; // 「ただし、…」 after: the caret stays on the clause it qualifies
    else if (around) {
      named = around.mechanic;
      [from, to] = [around.start, around.end];
      // the nearest wording is the line without the clause the words are in
      const [c0, c1] = clausesOf(written).find(([a, b]) => a <= from && from < b) ?? [from, to];
      [nearFrom, nearTo] = [c0, /[、。：:]$/.test(written.slice(c0, c1)) ? c1 - 1 : c1];
    }
  }
  // content words no accepted part has: what the language may lack; none: the words are the language's, the way
  // they are put together is not (「この書き方」, never a missing mechanic: issue 22 point 2)
  // kanji numerals before a counter (「一枚」「二体」) are numbers, not words
  const numbered = read.replace(/[一二三四五六七八九十]+(?=[枚体つ回個点度])/g, '1');
  // a word of the grammar's own phrases (「自分」 beside 「あなた」) is the language's
  grammarText ??= grammarSource();
  const unknown = [...unknownWords(numbered, keywords), ...unknownVerbs(numbered)].filter(
    (w) => !grammarText?.includes(w),
  );
  // words of a mechanic the language has in another form (k10): that mechanic, in this form
  if (!named && unknown.length === 0)
    named =
      otherFormMechanicOf(read) ?? otherFormMechanicOf(written.slice(...sentenceAround(written, from, to)));
  // k11: no row and no unknown word: the clause's predicate in its role names it (./diagnostics/predicate.ts)
  if (!named && unknown.length === 0 && !mark) {
    const general = predicateNaming(written, from, to);
    if (general) {
      named = general.mechanic;
      [from, to] = general.span;
    }
  }
  // diag13: unknown words are named with the mechanic of their clause in game terms; so is a clause whose words are
  // the language's (the way they are put together is not), instead of the bare 「この書き方」
  const game = gameNameAt(written, from, to);
  if (!named && unknown.length === 0 && game && !mark)
    named = {
      id: 'gameForm',
      words: /(?!)/,
      ja: `${game.ja}をこの形で書く書き方`,
      en: `this form of ${game.en}`,
    };
  const words = `「${unknown.join('」「')}」`;
  const mechanic: Mechanic = {
    id: named?.id ?? (unknown.length > 0 ? 'clause' : 'wording'),
    pattern: /(?!)/,
    ja:
      named?.ja ??
      (unknown.length > 0 ? `${game ? `${game.ja}で使う` : ''}${words}にあたる処理` : 'この書き方'),
    en:
      named?.en ??
      (unknown.length > 0 ? `way to say ${words}${game ? ` in ${game.en}` : ''}` : 'such wording'),
    nearest: '',
    example: '',
  };
  const line = d.sourceLine.trim(); // the nearest wording keeps the designer's characters
  const nearest = clauseNearest(line, nearFrom, nearTo, kind, keywords);
  return { ...e040At(d, indent + from, indent + to, mechanic, nearest), unread: true };
}

/**
 * diag13: the mechanic of the clause of `written` around [from, to) in game terms (./diagnostics/gameTerms.ts): the
 * clause's role and the game words of its predicate, the clause and its sentence.
 */
function gameNameAt(written: string, from: number, to: number): { ja: string; en: string } | undefined {
  const [c0, c1] = clausesOf(written).find(([a, b]) => a <= from && from < b) ?? [from, to];
  // (a bracketed head, 「【空装 条件：… 効果：…】」, is one clause of the line: its unread part is the clause)
  const clause = /[【「]/.test(written.slice(c0, from)) ? written.slice(from, to) : written.slice(c0, c1);
  const p = predicateOf(clause);
  return gameMechanicName(
    p?.role ?? roleOf(clause).role,
    p?.text ?? '',
    clause,
    written.slice(...sentenceAround(written, from, to)),
  );
}

/** diag13: an action the designer defined in a note (「（「たね」をまく：…）」), named as their own mechanic. */
function definedActionMechanic(name: string): ClauseMechanic {
  return {
    id: 'noteDefinedAction',
    words: /(?!)/,
    ja: `注釈で名前を付けて定義した独自の処理（「${name}」。注釈は効果になりません：その処理を文として書きます）`,
    en: `an action of your own named and defined in a note (「${name}」; notes are no effect: write the action as a sentence)`,
  };
}

/**
 * k11 (issue 22 "Done when"): the general naming of the unread clause [from, to) of `written` by its predicate and
 * role (./diagnostics/predicate.ts): a predicate no accepted part of that role has is named as missing, the caret on
 * it; one the language has is a phrasing problem, the caret on the words the nearest accepted clause does not have.
 */
function predicateNaming(
  written: string,
  from: number,
  to: number,
): { mechanic: ClauseMechanic; span: [number, number] } | undefined {
  let clause = written.slice(from, to);
  let at = from;
  const cost = /^\[([^\]]*)\]\s*[:：]?$/.exec(clause);
  if (cost) {
    clause = cost[1];
    at = from + 1;
  }
  let own = predicateOf(clause, cost !== null);
  // a clause with no verb of its own (an argument cut off at 「、」: 「…を1体と、」「この効果は、」) is read with the
  // predicate it is an argument of, the next one of its sentence: what the language reads differently is the argument
  let argument = false;
  if (!own && !cost) {
    const [, s1] = sentenceAround(written, from, to);
    for (const [a, b] of clausesOf(written, to, s1)) {
      const next = predicateOf(written.slice(a, b));
      if (!next) continue;
      own = { ...next, start: next.start + a - from, end: next.end + a - from };
      argument = true;
      break;
    }
  }
  if (!own) return undefined;
  if (argument) clause = written.slice(from, from + own.end);
  const readClause = readDesignerLine(clause).text;
  const read = predicateOf(readClause, cost !== null) ?? own;
  const accepted = acceptedWith(read);
  // diag13: the mechanic in game terms, from the clause's role and the game words around its predicate
  const game = gameMechanicName(
    own.role,
    own.text,
    clause,
    written.slice(...sentenceAround(written, from, to)),
  );
  const quoted = `「${predicateName(own)}」`;
  if (accepted.length === 0) {
    const { ja, en } = game
      ? { ja: `${game.ja}（${quoted}）`, en: `${game.en} (${quoted})` }
      : missingName(own);
    return {
      mechanic: { id: `predicate:${own.role}`, words: /(?!)/, ja, en },
      span: [at + own.start, at + own.end],
    };
  }
  const part = argument ? undefined : differingPart(clause, own, accepted);
  const { ja, en } = game
    ? { ja: `${game.ja}（${quoted}）をこの形で書く書き方`, en: `this form of ${game.en} (${quoted})` }
    : phrasingName(own);
  return {
    mechanic: { id: `phrasing:${own.role}`, words: /(?!)/, ja, en },
    span: part ? [at + part[0], at + part[1]] : [from, to],
  };
}

/**
 * Whole-line suggestions for a line whose clause [from, to) is unread, the clause spelled another way the language
 * reads (./diagnostics/clauseFallback.ts CLAUSE_PHRASINGS: 「…がいなければ」 → 「…がいない場合」), the rest as written:
 * offered when the line compiles on the card and keeps the line's sense (i22k9, issue 22 "Done when" (c)).
 */
function phrasingSuggestions(
  line: string,
  from: number,
  to: number,
  kind: CardKind,
  keywords: KeywordTable,
  explain?: SuggestionExplainer,
): Suggestion[] {
  const cache = cacheFor(keywords);
  const out: Suggestion[] = [];
  const seen = new Set<string>();
  for (const r of rephrasedClauses(line, from, to)) {
    if (out.length >= MAX_SUGGESTIONS) break;
    if (grammarStop(r.line) !== undefined || !keepsSense(line, r.line)) continue;
    offerNew({ kind, keywords, cache, seen, explain, out }, r.line);
  }
  return out;
}

/**
 * When the clause [from, to) spelled another way (CLAUSE_PHRASINGS) lets the grammar read past it, the clause it
 * stops in then, as [start, end) of `line` (after the respelled clause: its place in `line` is the same less the
 * respelling's length); undefined when no respelling reads further.
 */
function movedStop(line: string, from: number, to: number): [number, number] | undefined {
  for (const r of rephrasedClauses(line, from, to)) {
    const stop = grammarStop(r.line);
    if (stop === undefined || stop <= to + r.delta) continue;
    const span = unreadClause(r.line, stop);
    if (!span || span[0] < to + r.delta) continue;
    return [span[0] - r.delta, span[1] - r.delta];
  }
  return undefined;
}

/**
 * A bracket or label of the line's printed head at or before `stop` (in the head or right after it) without which
 * the line reads: [start, end) of that mark.
 */
function headMarkAt(line: string, stop: number): [number, number] | undefined {
  const head = /^(?:(?:\[[^\]]*\]|【[^】]*】)\s*)+[:：]?\s*/.exec(line)?.[0] ?? '';
  if (head === '' || stop > head.length) return undefined;
  for (const m of head.matchAll(/\[[^\]]*\]|【[^】]*】/g)) {
    const start = m.index ?? 0;
    const end = start + m[0].length;
    const without = line.slice(0, start) + line.slice(end);
    if (without.trim() !== '' && grammarStop(without) === undefined) return [start, end];
  }
  return undefined;
}

/**
 * A designer's timing label in the printed head that only repeats the line's trigger (「[自動]【破壊時】：…が破壊された時、
 * …」, 「【登場時】…が登場した時、」): the line without it, when that compiles on the card (i22k8). Nothing is lost: every
 * kanji of the label but 時 is in the trigger clause right after the head.
 */
function labelSuggestions(
  line: string,
  kind: CardKind,
  keywords: KeywordTable,
  explain?: SuggestionExplainer,
): Suggestion[] {
  const head = /^(?:(?:\[[^\]]*\]|【[^】]*】)\s*)+[:：]?\s*/.exec(line)?.[0] ?? '';
  const trigger = line.slice(head.length).split('、')[0];
  if (!/(?:時|とき|際|たび)$/.test(trigger)) return [];
  const out: Suggestion[] = [];
  for (const m of head.matchAll(/【([^】]*)】/g)) {
    const kanji = m[1].replace(/[時際]$/, '').match(/[\u4e00-\u9fff]/g) ?? [];
    if (kanji.length === 0 || !kanji.every((k) => trigger.includes(k))) continue;
    const at = m.index ?? 0;
    const without = (line.slice(0, at) + line.slice(at + m[0].length)).replace(/^\s*[:：]\s*/, '');
    if (grammarStop(without) !== undefined) continue;
    const def = compiledLine(kind, without, keywords, cacheFor(keywords));
    if (def) out.push({ text: without, explain: explain?.(def) ?? [] });
  }
  return out;
}

/**
 * Whole-line suggestions for a line whose clause [from, to) is unread (i22k8, issue 22 "Done when"): the clause, or
 * its sentence, replaced by the nearest accepted parts of its role with the rest of the line as written; each one
 * offered only when it compiles on the card, says what the replaced words said (keepsMeaning) and keeps the line's
 * sense and content (keepsSense: numbers, actions, 対象, players, this card, durations, conditions).
 */
function clauseSuggestions(
  line: string,
  from: number,
  to: number,
  kind: CardKind,
  keywords: KeywordTable,
  explain?: SuggestionExplainer,
): Suggestion[] {
  const cache = cacheFor(keywords);
  const read = readDesignerLine(normalizeWidth(line)).text;
  const out: Suggestion[] = [];
  const seen = new Set<string>();
  let tries = 0;
  const [s0, s1] = sentenceAround(line, from, to);
  const spans: [number, number][] = [[from, to]];
  if (s0 !== from || s1 !== to) spans.push([s0, s1]);
  for (const [start, end] of spans)
    for (const near of nearestClauseLines(line, start, end, true)) {
      if (out.length >= MAX_SUGGESTIONS || tries >= CLAUSE_TRIES) return out;
      // what was replaced and what was put in, as the vocabulary reads them (the bank's parts are canonical)
      const replaced = readDesignerLine(normalizeWidth(line.slice(start, end))).text;
      const added = near.slice(start, near.length - (line.length - end));
      const nearRead = readDesignerLine(normalizeWidth(near)).text;
      const lead = /^(?:(?:\[[^\]]*\]|【[^】]*】)\s*)+[:：]?\s*/.test(added);
      if (!keepsMeaning({ line: nearRead, replaced: [replaced], added: [added], lead })) continue;
      if (!keepsSense(line, near) || !keepsWords(read, nearRead) || !keepsReferents(kind, read, nearRead))
        continue;
      tries++;
      offerNew({ kind, keywords, cache, seen, explain, out }, near);
    }
  return out;
}

/** Lines with the clause [from, to) of `line` replaced by the nearest accepted parts of its role (at most 6). */
function nearestClauseLines(line: string, from: number, to: number, sentences = false): string[] {
  const bank = partBank();
  const end = /[、。]/.test(line[to] ?? '') ? to + 1 : to;
  const head = /^(?:(?:\[[^\]]*\]|【[^】]*】)\s*)+[:：]?\s*/.exec(line)?.[0].length ?? 0;
  const lead = from <= head + 1 && /(?:時|たび|際)、$/.test(line.slice(from, end));
  const start = lead ? 0 : from;
  const { template, values } = toSlots(readDesignerLine(line.slice(start, end)).text);
  // a whole sentence (from the printed head or a 。 to its 。) may be replaced by an accepted sentence
  const whole = sentences && !lead && line[to] === '。' && (start <= head || line[start - 1] === '。');
  const list = lead ? bank.leads : whole ? [...bank.sentences, ...bank.clauses] : bank.clauses;
  // a clause ending in 、 is replaced by one ending in 、 (never a sentence: what follows would lose its subject)
  const punct = /[、。]$/.exec(line.slice(start, end))?.[0];
  const parts = nearestParts(template, values, list, sentences ? 12 : 6).filter(
    (part) => !sentences || lead || punct === undefined || part.endsWith(punct),
  );
  return parts.slice(0, 6).map((part) => line.slice(0, start) + part + line.slice(end));
}

/** The nearest wording when none keeps what the line says. */
const NONE_FOUND = '（見つかりません）';

/** The nearest wording for a line whose clause [from, to) is unread (see clauseDiagnostic). */
function clauseNearest(
  line: string,
  from: number,
  to: number,
  kind: CardKind,
  keywords: KeywordTable,
): string {
  const cache = cacheFor(keywords);
  let tries = 0;
  // the line without the clause, then without its whole sentence (when the line has another)
  const [s0, s1] = sentenceAround(line, from, to);
  const rests = [
    ...withoutClause(line, from, to),
    ...(s0 !== from || s1 !== to ? withoutClause(line, s0, s1) : []),
  ];
  // i22k9: a nearest wording that loses what the line says (a clause dropped: its condition, trait, number or
  // action) is never shown — issue 22 "Done when": a suggestion keeps the designer's intent
  // k10: …and it never puts something the line does not say in the clause's place (addsNothing)
  const keeps = (candidate: string) => keepsSense(line, candidate) && addsNothing(line, candidate);
  for (const rest of rests) {
    if (tries++ >= CLAUSE_TRIES) break;
    if (!keeps(rest)) continue;
    if (grammarStop(rest) === undefined && compiledLine(kind, rest, keywords, cache)) return rest;
  }
  for (const rest of rests.slice(0, 1)) {
    if (!keeps(rest)) continue;
    const found = searchLine(rest, kind, keywords).filter((f) => keeps(f.text));
    if (found.length > 0) return found[0].text;
  }
  // the clause replaced by the nearest accepted part of its role (./diagnostics/partSearch.ts): a trigger right after
  // the printed head by the nearest lead, any other clause by the nearest clause
  for (const near of nearestClauseLines(line, from, to)) {
    if (tries++ >= CLAUSE_TRIES * 2) break;
    if (keeps(near) && compiledLine(kind, near, keywords, cache)) return near;
  }
  const read = readDesignerLine(line).text;
  for (const c of nearestLines(read, SENTENCE_BANK, CLAUSE_TRIES)) {
    if (!keepsReferents(kind, read, c.line) || !keeps(c.line)) continue;
    if (compiledLine(kind, c.line, keywords, cache)) return c.line;
  }
  return NONE_FOUND;
}

/** HF-E040 naming `mechanic` on the source line's columns [from, to) (0-based), with its nearest wording. */
function e040At(d: Diagnostic, from: number, to: number, mechanic: Mechanic, nearest: string): Diagnostic {
  // a mark printed before the ability (「■」) is not the phrase: the caret starts at the clause (i22k9)
  while (from < to - 1 && (ABILITY_MARK.test(d.sourceLine[from]) || /\s/.test(d.sourceLine[from]))) from++;
  const { ja, en, severity } = messageOf('HF-E040', {
    phrase: d.sourceLine.slice(from, to),
    mechanic: mechanic.ja,
    mechanicEn: mechanic.en,
    nearest,
  });
  // (none found) in the English line under --lang en, not the Japanese words (i22k9)
  const messageEn = nearest === NONE_FOUND ? en.replace(NONE_FOUND, '(none found)') : en;
  return {
    file: d.file,
    line: d.line,
    col: from + 1,
    endCol: to + 1,
    code: 'HF-E040',
    severity,
    message: ja,
    messageEn,
    sourceLine: d.sourceLine,
  };
}
