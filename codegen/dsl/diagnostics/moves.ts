// Issue 22 point 2: the designer's own clauses put where the language's grammar has their slot. Designers lay
// out an ability in their own order — a label 【条件】…【効果】… (「…たび発揮する。【条件】A。【効果】B」), or the
// restriction of an activated ability as its last sentence (「…。この能力は自分のターン中にしか使用できない。」) —
// while the grammar reads one sentence: the trigger 「…たび、」, then the condition 「A場合、」, then the effect
// (HF-12.1), or the restriction right after the costs (「[1]：1ターンに1回、あなたのターンにのみ使用できる。…」,
// HF-12.4, HF-12.8). A move only reorders and joins the designer's clauses with the grammar's punctuation; it
// never drops a word it does not know (a restriction with anything else in it is not moved). The mended line is
// offered only when it compiles on its card and keeps the line's known parts (../searchSuggest.ts).

/** A designer's label before a condition or an effect: 【条件】, 〔条件〕, [条件], 条件：. */
const COND_LABEL = '(?:【条件】|〔条件〕|\\[条件\\]|<条件>|条件[:：])';
const EFFECT_LABEL = '(?:【効果】|〔効果〕|\\[効果\\]|<効果>|効果[:：])';
const LABELLED = new RegExp(
  `${COND_LABEL}\\s*([^。]+?)(場合|なら|ならば|とき|時)?(?:のみ)?[。、]?\\s*${EFFECT_LABEL}\\s*`,
);
/** A trigger written as its own sentence: 「…たび発揮する。」「…時に発動する。」. */
const TRIGGER_SENTENCE = /(時|たび|際)(?:に|、)?(?:発揮|発動|誘発)(?:する|します)。\s*/;

/** 「…たび発揮する。【条件】A場合。【効果】B」 → 「…たび、A場合、B」. */
function labelled(line: string): string | undefined {
  let out = line;
  const cond = LABELLED.exec(out);
  if (cond)
    out = `${out.slice(0, cond.index)}${cond[1]}${cond[2] === undefined ? 'なら' : cond[2]}、${out.slice(cond.index + cond[0].length)}`;
  else out = out.replace(new RegExp(`^(\\[[^\\]]*\\]\\s*[:：]?\\s*)?${EFFECT_LABEL}\\s*`), '$1');
  out = out.replace(TRIGGER_SENTENCE, '$1、');
  return out === line ? undefined : out;
}

/** What an activated ability's restriction says: once per turn and/or only in your turn, nothing else. */
const RESTRICTION =
  /(?:^|。)\s*(この(?:能力|効果|起動能力)は、?([^。]*?)(?:(?:しか|のみ|だけ)?(?:使用|使|起動|発動)(?:でき|え)(?:ない|る))?|(1ターンに(?:1|一)(?:回|度)(?:まで|のみ|だけ)?))。/;
const ONCE = /1ターンに(?:1|一)(?:回|度)(?:まで|のみ|だけ)?、?/;
const OWN_TURN = /(?:自分|あなた)のターン(?:中|の間|内)?(?:に|で)?(?:のみ|だけ)?、?/;

/** 「[3]：カードを1枚引く。この能力は自分のターン中に、1ターンに1回しか使用できない。」 → the restriction after the costs. */
function restrictionFirst(line: string): string | undefined {
  const head = /^((?:\[[^\]]*\])+)\s*([:：])\s*/.exec(line);
  if (!head || head[1].includes('[自動]')) return undefined;
  const body = line.slice(head[0].length);
  const m = RESTRICTION.exec(body);
  if (!m || m.index === 0) return undefined;
  let words = m[2] ?? m[3] ?? '';
  const once = ONCE.test(words);
  words = words.replace(ONCE, '');
  const own = OWN_TURN.test(words);
  words = words.replace(OWN_TURN, '');
  if (words.replace(/[、\s]/g, '') !== '' || (!once && !own)) return undefined; // a restriction the move does not know
  const lead = `${once ? '1ターンに1回、' : ''}${own ? 'あなたのターンにのみ使用できる。' : ''}`;
  const start = m.index + (body[m.index] === '。' ? 1 : 0);
  const rest = body.slice(0, start) + body.slice(m.index + m[0].length);
  return `${head[1]}${head[2]}${lead}${rest}`;
}

/**
 * 「X全ては、Y1体につきパワーを+Nする」 (the changed cards as the topic) → 「Y1体につき、X全てのパワーを+Nする」: the
 * count first, the cards as the power's owner (HF-12.6).
 */
const TOPIC_POWER = /([^、。:：\]]*?全て)は、?([^。]*?(?:1|一)(?:体|枚)につき)、?パワーを([+\-][0-9]+)する/;

function topicPower(line: string): string | undefined {
  const m = TOPIC_POWER.exec(line);
  if (!m) return undefined;
  return `${line.slice(0, m.index)}${m[2]}、${m[1]}のパワーを${m[3]}する${line.slice(m.index + m[0].length)}`;
}

/**
 * An ability's kind written as a designer's head mark (the short marks of many Japanese TCGs: 【自】【永】【起】, in
 * any brackets, or spelled out 〔自動〕《常時》(起動)) → the language's head: an automatic ability is 「[自動]：」
 * (HF-12.1), a continuous one is written with no head (or 「[自動]：」 without a trigger, as the designer
 * vocabulary reads 【永続】), an activated one is its costs (HF-12.4: 「【起】[1][スリープ]：」 → 「[1][スリープ]：」).
 * A mark whose kind disagrees with the line (a continuous mark before a trigger 「…時、」, an activated mark with no
 * costs) is not moved: the designer must say which it is.
 */
const HEAD_MARK =
  /^(?:【|\[|〔|《|\(|<|〈)\s*(自|自動|永|永続|常|常時|起|起動)(?:能力)?\s*(?:】|\]|〕|》|\)|>|〉)\s*[:：]?\s*/;

function headMark(line: string): string[] {
  const m = HEAD_MARK.exec(line);
  if (!m || /^\[自動\]/.test(m[0])) return []; // the language's own head
  const rest = line.slice(m[0].length);
  const trigger = /^[^。]*?(?:時|たび|際)、/.test(rest);
  switch (m[1]) {
    case '自':
    case '自動':
      return [`[自動]:${rest}`];
    case '起':
    case '起動':
      return /^\[/.test(rest) ? [rest] : [];
    default:
      return trigger ? [] : [rest, `[自動]:${rest}`];
  }
}

/**
 * Bracketed notes at the end of a line, after its last sentence (「…を得る。（対戦相手のアクティブフェイズ終了時、…）」):
 * designers add the reminder of a keyword or a ruling there. Dropped only from a suggestion's search input, and
 * the suggestion says so (../searchSuggest.ts): the rest must compile on its own, and the designer sees the note
 * is not part of the suggested line. A note inside a sentence (before its 「。」) is never dropped: it may be a
 * condition or an alternative (「…-2000する（…5枚以上あるなら、代わりに-4000する）。」).
 */
const TRAILING_NOTES = /(?<=。)\s*((?:[（(][^（）()]*[）)]\s*)+)$/;

export function trailingNotes(line: string): { line: string; notes: string } | undefined {
  const m = TRAILING_NOTES.exec(line);
  if (!m || m.index === 0) return undefined;
  const rest = line.slice(0, m.index).trimEnd();
  if (!/[^\s。]/.test(rest)) return undefined;
  return { line: rest, notes: m[1].trim() };
}

/** The line with the designer's clauses moved to their slots (none when no move applies). */
export function movedLines(line: string): string[] {
  const heads = headMark(line);
  if (heads.length > 0) return [...new Set(heads.flatMap((h) => [h, ...clauseMoves(h)]))];
  return clauseMoves(line);
}

function clauseMoves(line: string): string[] {
  const out: string[] = [];
  const a = labelled(line);
  if (a) out.push(a);
  const c = topicPower(line);
  if (c) out.push(c);
  for (const l of [line, ...out]) {
    const b = restrictionFirst(l);
    if (b) out.push(b);
  }
  return [...new Set(out)];
}
