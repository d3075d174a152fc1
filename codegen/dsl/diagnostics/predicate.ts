// k11 (issue 22 "Done when"): the general naming of an unread clause, with no row per mechanic. The clause's
// predicate — its last verb with the object or particle before it (「ガードデッキに加える」「エネルギーを支払った」), or for
// a duration its last noun (「ドローフェイズまで」) — and its role (trigger 「…時」, condition 「…なら」, duration 「…まで」,
// cost 「[…]」, else action) are looked up in the parts the language accepts (./partBank.json and the generated
// ./clauseBank.json, as the vocabulary reads them). A predicate no accepted part of that role has is a mechanic the
// language lacks, named by the designer's own words; one the language has is a phrasing problem, and the caret goes on
// the words of the clause the nearest accepted part of that role does not have.
import { partBank } from './partSearch.js';

export type Role = 'trigger' | 'condition' | 'duration' | 'cost' | 'action';

/** How each role ends a clause (after the predicate). */
const ROLE_ENDINGS: [Role, RegExp][] = [
  ['trigger', /(?:時|とき|たびに|たび|度に|際に|際)(?:は|に)?$/],
  ['condition', /(?:ならば|なら|場合(?:は|に)?|限り|であれば)$/],
  ['duration', /(?:まで(?:の間)?|の間|間)$/],
];

/** The role of a clause (its trailing 、。 left out) and where its ending starts. */
export function roleOf(clause: string, inCost = false): { role: Role; body: number } {
  const text = clause.replace(/[、。：:]+$/, '');
  if (inCost) return { role: 'cost', body: text.length };
  for (const [role, ending] of ROLE_ENDINGS) {
    const m = ending.exec(text);
    if (m && m.index > 0) return { role, body: m.index };
  }
  return { role: 'action', body: text.length };
}

/** Words of a clause: kanji runs, katakana runs, hiragana runs, numbers, a bracketed name, trait or keyword. */
const WORDS =
  /全て|すべて|(?<=[0-9０-９])[体枚回個点度つ]|[\u4e00-\u9fff々]+|[\u30a0-\u30ff・ー]+|[\u3041-\u309f]+|[0-9０-９]+|《[^》]*》|「[^」]*」|【[^】]*】|\S/g;
const PARTICLE = /^(?:を|に|へ|が|は|で|から|と|より|の)$/;
const PARTICLE_HEAD = /^(をも|を|には|に|へ|が|は|では|で|から|と|より)(?=[\u3041-\u309f])/;
const OBJECT = /^(?:を|に|へ|で|から|と|より)$/;
const CONTENT = /^(?:[\u4e00-\u9fff々]|[\u30a0-\u30ff]|《|「|【|全て|すべて)/;

export interface Predicate {
  role: Role;
  /** The predicate as written (「エネルギーを支払った」), and its [start, end) in the clause. */
  text: string;
  start: number;
  end: number;
  /** Its parts, to look up: the object noun and its particle (may be empty) and the verb's stem. */
  noun: string;
  particle: string;
  stem: string;
  /** A noun-ended clause (「ドローフェイズまで」): looked up with its role's ending, as one phrase. */
  phrase?: string;
}

interface Word {
  text: string;
  start: number;
  end: number;
}

function wordsOf(text: string): Word[] {
  const out: Word[] = [];
  for (const m of text.matchAll(WORDS)) {
    const start = m.index ?? 0;
    // a particle leading a run of kana (「をめくり」) is a word of its own
    // (after a kanji only 「を」: 「上がる」「下がる」 are okurigana)
    const head = PARTICLE_HEAD.exec(m[0]);
    const afterKanji = /[\u4e00-\u9fff々]$/.test(out.at(-1)?.text ?? '');
    if (head && m[0].length > head[0].length && (!afterKanji || head[0].startsWith('を'))) {
      out.push({ text: head[0], start, end: start + head[0].length });
      out.push({ text: m[0].slice(head[0].length), start: start + head[0].length, end: start + m[0].length });
    } else out.push({ text: m[0], start, end: start + m[0].length });
  }
  return out;
}

/** The stem of a verb looked for in the accepted parts (「支払った」 → 「支払」, 「上がる」 → 「上が」, 「めくり」 → 「めく」). */
function stemOf(verb: string, kana: string): string {
  // 「…にする」「…とし」: the noun and its particle say what is done (「スリープにする」「対象とする」)
  if (verb === '' && /^(?:する|した|して|し|される|された)$/.test(kana)) return '';
  if (verb === '') return kana.length > 1 ? kana.slice(0, -1) : kana;
  if (verb.length === 1 && /[\u4e00-\u9fff]/.test(verb)) return verb + kana.slice(0, 1);
  return verb;
}

/**
 * The predicate of `clause` (written or read; its trailing 、。 may be there), undefined when it has none (a clause
 * of particles and numbers only). `inCost`: the clause is a bracketed cost.
 */
export function predicateOf(clause: string, inCost = false): Predicate | undefined {
  // a note at the end (「…+1000する（最大+3000）」) is not the predicate
  const note = /[（(][^（）()]*[）)][、。：:]*$/.exec(clause);
  if (note && note.index > 0) clause = clause.slice(0, note.index);
  const { role, body } = roleOf(clause, inCost);
  const words = wordsOf(clause.slice(0, body));
  if (words.length === 0) return undefined;
  let i = words.length - 1;
  // the verb: its trailing kana, then the content word before it (none for a kana verb 「めくる」)
  let kana = '';
  if (/^[\u3041-\u309f]+$/.test(words[i].text) && !PARTICLE.test(words[i].text)) kana = words[i--].text;
  let verb = '';
  if (i >= 0 && CONTENT.test(words[i].text) && !/^[《「【]|^[体枚回個点度つ]$/.test(words[i].text))
    verb = words[i--].text;
  // a compound verb (「入れ替え」「取り除き」): kanji, okurigana, kanji
  while (
    verb !== '' &&
    i >= 1 &&
    /^[\u3041-\u309f]{1,2}$/.test(words[i].text) &&
    !PARTICLE.test(words[i].text) &&
    /^[\u4e00-\u9fff]$/.test(words[i - 1].text)
  ) {
    verb = words[i - 1].text + words[i].text + verb;
    i -= 2;
  }
  if (verb === '' && kana === '') return undefined;
  // a duration or a noun-ended clause: the last noun is the predicate (「ドローフェイズまで」「ゲームの間」)
  const nounOnly = kana === '';
  // a number between the object and the verb (「パワーは1000上がる」「+1000する」) is skipped: it is no word of the predicate
  const verbStart = words[i + 1].start;
  if (i >= 0 && /^[0-9０-９]+$/.test(words[i].text) && !nounOnly) i--;
  if (i >= 0 && /^[+\-＋－]$/.test(words[i].text) && !nounOnly) i--;
  let particle = '';
  let noun = '';
  let start = verbStart;
  // an object or a place (を に へ で から と より); a subject (が は) is not part of what is done
  if (!nounOnly && i >= 1 && OBJECT.test(words[i].text) && CONTENT.test(words[i - 1].text)) {
    particle = words[i].text;
    noun = words[i - 1].text;
    start = words[i - 1].start;
  } else if (verb === '' && /^(?:する|した|して|し|される|された)$/.test(kana))
    // a bare 「する」 says nothing without its number (「+1000する」)
    start = words[i + 1]?.start ?? verbStart;
  const end =
    role === 'action' || role === 'cost'
      ? words[words.length - 1].end
      : clause.replace(/[、。：:]+$/, '').length;
  const stem = stemOf(verb, kana);
  const text = clause.slice(start, end);
  return { role, text, start, end, noun, particle, stem, ...(nounOnly ? { phrase: text } : {}) };
}

/** The clauses of the accepted parts by role (read once). */
let byRole: Map<Role, string[]> | undefined;

function acceptedClauses(): Map<Role, string[]> {
  if (byRole) return byRole;
  byRole = new Map<Role, string[]>([
    ['trigger', []],
    ['condition', []],
    ['duration', []],
    ['cost', []],
    ['action', []],
  ]);
  const bank = partBank();
  for (const t of [...bank.leads, ...bank.sentences, ...bank.clauses].map((p) => p.template)) {
    for (const cost of t.matchAll(/\[([^\]]*)\]/g)) byRole.get('cost')?.push(cost[1]);
    const text = t.replace(/\[[^\]]*\]\s*[:：]?\s*/g, '');
    for (const c of text.split(/(?<=[、。])/)) {
      const clause = c.trim();
      if (clause === '') continue;
      byRole.get(roleOf(clause).role)?.push(clause);
    }
  }
  return byRole;
}

/** The accepted clauses of the predicate's role that have its verb (and its object with its particle, when it has one). */
export function acceptedWith(p: Predicate): string[] {
  const list = acceptedClauses().get(p.role) ?? [];
  return list.filter((c) => {
    if (p.phrase !== undefined) return c.includes(p.phrase);
    const obj = p.noun === '' ? -1 : c.indexOf(p.noun + p.particle);
    if (p.noun !== '' && obj < 0) return false;
    const at = c.indexOf(p.stem, Math.max(0, obj));
    return at >= 0;
  });
}

/** What a role's missing predicate is called (「この言語には{…}がありません」). */
/** Continuative endings of one kana (a clause cut before 「、」) and the form that ends a sentence. */
const GODAN: Record<string, string> = {
  き: 'く',
  ぎ: 'ぐ',
  ち: 'つ',
  り: 'る',
  み: 'む',
  び: 'ぶ',
};

/**
 * The predicate as a designer names a mechanic: an action or a cost in the form that ends a sentence (「めくり」 →
 * 「めくる」, 「捨て」 → 「捨てる」, 「破壊し」 → 「破壊する」, 「戻し」 → 「戻す」).
 */
export function predicateName(p: Predicate): string {
  const t = p.text;
  if ((p.role !== 'action' && p.role !== 'cost') || p.phrase !== undefined) return t;
  const m = /([\u4e00-\u9fff々]+|[\u30a0-\u30ff]+)?([\u3041-\u309f]+)$/.exec(t);
  if (!m || /(?:る|う|く|す|つ|ぬ|む|ぶ|ぐ|た|だ|ない)$/.test(t)) return t;
  const [, word = '', kana] = m;
  const head = t.slice(0, t.length - kana.length);
  if (kana === 'し' || kana === 'して')
    return head + (word.length === 1 && /[\u4e00-\u9fff]/.test(word) ? 'す' : 'する');
  if (kana.length === 1 && /[えけせてねべめれげ]/.test(kana)) return `${t}る`;
  const last = kana.at(-1) ?? '';
  if (GODAN[last]) return t.slice(0, -1) + GODAN[last];
  return t;
}

export function missingName(p: Predicate): { ja: string; en: string } {
  const q = `「${predicateName(p)}」`;
  switch (p.role) {
    case 'trigger':
      return { ja: `${q}に発揮する自動能力`, en: `a trigger on ${q}` };
    case 'condition':
      return { ja: `${q}という条件`, en: `a condition ${q}` };
    case 'duration':
      return { ja: `${q}という期間`, en: `a duration ${q}` };
    case 'cost':
      return { ja: `${q}というコスト`, en: `a cost ${q}` };
    default:
      return { ja: `${q}処理`, en: `an action ${q}` };
  }
}

/** What a role's phrasing problem is called: the predicate exists, the words around it are put otherwise. */
export function phrasingName(p: Predicate): { ja: string; en: string } {
  return {
    ja: `「${predicateName(p)}」をこの形で使う書き方`,
    en: `this way of using 「${predicateName(p)}」`,
  };
}

/**
 * The words of `clause` before its predicate (as [start, end) in the clause) that the nearest accepted clause of its
 * role with that predicate does not have: where the language reads the clause differently. Undefined when every word
 * is in one (the clause is put together otherwise: the whole clause).
 */
export function differingPart(
  clause: string,
  p: Predicate,
  accepted: string[],
): [number, number] | undefined {
  // content words with the particle after them (「対戦相手は」 is not 「対戦相手の」): particles, kana (「この」) and
  // numbers alone are not what the language reads differently
  const all = wordsOf(clause.slice(0, p.start));
  const units: Word[] = [];
  all.forEach((w, k) => {
    if (!CONTENT.test(w.text)) return;
    const next = all[k + 1];
    units.push(
      next && PARTICLE.test(next.text) ? { text: w.text + next.text, start: w.start, end: next.end } : w,
    );
  });
  if (units.length === 0 || accepted.length === 0) return undefined;
  let best: Word[] | undefined;
  for (const c of accepted.slice(0, 400)) {
    const missing = units.filter((w) => !c.includes(w.text));
    if (!best || missing.length < best.length) best = missing;
    if (best.length === 0) break;
  }
  if (!best || best.length === 0) return undefined;
  return [best[0].start, best[best.length - 1].end];
}
