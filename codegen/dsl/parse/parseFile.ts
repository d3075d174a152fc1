import { definedActions } from '../designerWordsTrain14a.js';
// A file → IRFile. Lines are matched one at a time (HF-E011 in one ability never hides the next one, and
// every bad sentence of a line is reported, codegen/dsl/parse/diagnoseLine.ts);
// header lines open blocks (【カード】, 【キーワード】) and fields; indented lines are the text of the
// current テキスト： or 定義： section. Comments and blank lines are kept as trivia for the printer.
import type { Code } from '../diagnostics/codes.js';
import type { Finding, Reporter } from '../diagnostics/report.js';
import type {
  IRAutoLine,
  IRCard,
  IRFile,
  IRKeywordDef,
  IRKeywordReminder,
  IRTextLine,
  Span,
  Trivia,
} from '../ir.js';
import { type LineContext, resetLineContext, setLineContext, spanAt } from '../semantics/context.js';
import { FIELD_LABELS, type FieldIR, type HeaderLineIR } from '../semantics/headerTypes.js';
import { type BulletState, abilityMark, asMode, isModeHeader } from './abilityBullets.js';
import { findUnclosed } from './brackets.js';
import { assignField } from './fields.js';
import { inlinePieces } from './inlineModes.js';
import {
  type KeywordReminder,
  inlineReminder,
  keywordReminder,
  trailingReminders,
} from './keywordReminder.js';
import { type LineClass, type SourceLine, classifyLine, splitLines, splitTrailingComment } from './lines.js';
import { type LineCache, matchLine } from './matchLine.js';
import { type FileReadings, NO_FILE_READINGS } from './reading.js';

type Block = IRCard | IRKeywordDef;

/** A text line with a 「以下から…選ぶ。」 sentence: the lines after it are its modes (HF-5.13). */
function choosesModes(line: IRTextLine): boolean {
  const effect =
    'effect' in line ? (line.effect as { sentences?: { kind: string }[] } | undefined) : undefined;
  return effect?.sentences?.some((s) => s.kind === 'chooseModes') ?? false;
}
type Section = 'text' | 'def' | null;
type ContentLine = Extract<LineClass, { kind: 'header' | 'text' }>;

const LABEL_CODE = new RegExp(`^(${Object.values(FIELD_LABELS).join('|')})\\s*:`);
/**
 * A field label with its colon left out (「コスト2」): the field is there, broken — not missing too (nc10: one
 * typo was two errors, HF-E003 at the line and 「「コスト」がありません」 HF-E005 at the card).
 */
const LABEL_NO_COLON = new RegExp(`^(${Object.values(FIELD_LABELS).join('|')})(?!\\s*:)`);
/** The label a suggestion for an unreadable header line starts with (「もしかして: 種別：キャラクター」). */
const SUGGESTED_LABEL = new RegExp(`^(${Object.values(FIELD_LABELS).join('|')})\\s*[:：]`);
/**
 * 「コスト：1.5」「パワー：2500.0」: a number with a fraction, where the grammar's nearest fix deleted the point
 * (「もしかして: コスト：15」, hi10) — costs and powers are whole numbers; no suggestion guesses which.
 */
const DECIMAL_VALUE = /^(?:コスト|パワー)\s*[:：]\s*[+\-＋－]?[0-9０-９]+[.．][0-9０-９]+\s*$/;
const WHOLE_NUMBER = { suggestion: undefined, expected: ['整数'], expectedEn: ['a whole number'] };
const CARD_FIELDS = new Set(['type', 'cost', 'traits', 'power', 'setOn', 'text']);

class FileParser {
  readonly ir: IRFile;
  private block: Block | null = null;
  private section: Section = null;
  private pending: Trivia[] = [];
  /** Whether the next bulleted text line is a mode (./abilityBullets.ts). */
  private bullets: BulletState = null;

  constructor(
    readonly file: string,
    private readonly lines: SourceLine[],
    private readonly cache: LineCache,
    private readonly reporter: Reporter,
    private readonly defined: FileReadings = NO_FILE_READINGS,
  ) {
    const end = lines.length ? lines[lines.length - 1] : { number: 1, start: 0, text: '' };
    this.ir = {
      kind: 'file',
      file,
      span: {
        file,
        line: 1,
        col: 1,
        endLine: end.number,
        endCol: end.text.length + 1,
        start: 0,
        end: end.start + end.text.length,
      },
      set: null,
      cards: [],
      keywords: [],
      trailing: [],
    };
  }

  run(): IRFile {
    for (const line of this.lines) this.line(line);
    this.closeBlock();
    this.ir.trailing = this.pending;
    return this.ir;
  }

  private line(line: SourceLine): void {
    const cls = classifyLine(line);
    if (cls.kind === 'blank') this.pending.push('');
    else if (cls.kind === 'comment') this.pending.push(cls.trivia);
    else if (cls.kind === 'header') this.header(line, cls);
    else this.text(line, cls);
  }

  private context(line: SourceLine, cls: ContentLine): LineContext {
    return {
      file: this.file,
      line: line.number,
      lineStart: line.start,
      colOffset: cls.colOffset,
      original: line.text,
    };
  }

  private report(finding: Finding): void {
    this.reporter.report(finding);
  }

  /** HF-E013, before matching. */
  private unclosed(context: LineContext, content: string): boolean {
    const found = findUnclosed(content);
    if (!found) return false;
    setLineContext(context);
    this.report({
      code: 'HF-E013',
      span: spanAt(found.index, found.index + 1),
      args: { open: found.open, close: found.close },
    });
    return true;
  }

  private header(line: SourceLine, cls: ContentLine): void {
    const [content, comment] = splitTrailingComment(cls.content);
    const context = this.context(line, cls);
    const trailing =
      comment === undefined ? undefined : line.text.slice(cls.colOffset + content.length).trim();
    const label = LABEL_CODE.exec(content)?.[1];
    if (this.unclosed(context, content)) return this.markBroken(label);
    const code: Code = label ? 'HF-E006' : 'HF-E003';
    const match = matchLine('headerLine', content, context, code, this.cache);
    if (!match.ok && !label && this.unindentedText(line, cls, content, context)) return;
    if (!match.ok) {
      const [finding] = match.findings; // a header line is one phrase: one finding
      const traits = label === '分類' ? this.traitsSpelled(content, context) : undefined;
      this.report(
        label && finding.code === code
          ? {
              ...finding,
              args: { field: label },
              // the value is a spelling of the traits, not a line that ends too late (「期待される語句: 行末」)
              ...(traits ? { suggestion: traits, expected: undefined, expectedEn: undefined } : {}),
              ...(DECIMAL_VALUE.test(content) ? WHOLE_NUMBER : {}),
            }
          : finding,
      );
      const opener = /^【(カード|キーワード)】/.exec(content);
      if (opener) return this.openBroken(opener[1] === 'カード' ? 'card' : 'keyword', finding.span);
      // 「種類：キャラクター」 suggested as 「種別：…」: that field is there, misspelt — not missing too (nc10)
      const suggested = SUGGESTED_LABEL.exec(finding.suggestion ?? '')?.[1];
      return this.markBroken(label ?? LABEL_NO_COLON.exec(content)?.[1] ?? suggested);
    }
    for (const finding of match.findings) this.report(finding);
    this.headerLine(match.value as HeaderLineIR, trailing);
  }

  /**
   * nc8 finding 8: 「分類：夜／忍」「分類：夜・忍」「分類：《夜》、《忍》」: the traits each in 《》 with nothing between
   * them (「分類：《夜》《忍》」), when that line reads.
   */
  private traitsSpelled(content: string, context: LineContext): string | undefined {
    const value = content.replace(/^分類\s*[:：]\s*/, '');
    const names = value
      .replace(/[《》〈〉<>＜＞]/g, ' ')
      .split(/[／/・,、，;；\s\u3000]+/)
      .filter(Boolean);
    if (names.length === 0) return undefined;
    const traits = names.map((n) => `《${n}》`).join('');
    const read = `分類:${traits}`; // as the grammar reads it (width-normalised)
    const alone = { ...context, original: read, colOffset: 0 };
    const ok = matchLine('headerLine', read, alone, 'HF-E006', this.cache).ok;
    setLineContext(context);
    return ok ? `分類：${traits}` : undefined;
  }

  /**
   * nc8 finding 8: a line of the text written at column 1 after 「テキスト：」 (「[自動] …」 without its two spaces)
   * is HF-E033 「字下げしてください」 — not HF-E003 with the header phrases expected — and is then read as the text
   * line it is (its own findings, if any, follow). Only a line that reads as a text line, or looks like one (a
   * bracket first, or a sentence's 「。」 last), is taken so; anything else stays HF-E003.
   */
  private unindentedText(line: SourceLine, cls: ContentLine, content: string, context: LineContext): boolean {
    if (!this.block || (this.section !== 'text' && this.section !== 'def')) return false;
    if (/^【(?:セット|カード|キーワード)】/.test(content)) return false;
    const looksLike = /^[[［【①-⑨]/.test(content) || /[。.]$/.test(content);
    if (!looksLike && !matchLine('textLine', content, context, 'HF-E011', this.cache, this.defined).ok)
      return false;
    setLineContext(context);
    this.report({ code: 'HF-E033', span: spanAt(0, Math.min(1, content.length)) });
    this.text(line, cls);
    return true;
  }

  /** A 【カード】 / 【キーワード】 line that did not parse still opens its block (so its fields are not orphans). */
  private openBroken(kind: 'card' | 'keyword', span: Span): void {
    this.headerLine({ kind, span, name: { name: '', span } }, undefined);
    this.block?.broken.push('name');
  }

  private markBroken(label: string | undefined): void {
    this.section = null;
    if (!this.block || !label) return;
    const name = Object.entries(FIELD_LABELS).find(([, l]) => l === label)?.[0];
    if (name) this.block.broken.push(name);
    if (name === 'text' || name === 'def') this.section = name;
  }

  private takeLeading(): Trivia[] {
    const out = this.pending;
    this.pending = [];
    return out;
  }

  private takeComments(): Trivia[] {
    return this.takeLeading().filter((t) => t !== '');
  }

  private headerLine(h: HeaderLineIR, trailing: string | undefined): void {
    if (h.kind === 'set') return this.setHeader(h, trailing);
    if (h.kind === 'field') return this.field(h.span, h.field, trailing);
    this.closeBlock();
    this.section = null;
    this.bullets = null;
    const base = {
      span: { ...h.span }, // grown by extend(); h may be a cached line result
      leading: this.takeLeading(),
      name: h.name,
      lines: [],
      broken: [],
      brokenLines: 0,
    };
    this.block = h.kind === 'card' ? { kind: 'card', ...base } : { kind: 'keyword', ...base };
  }

  private setHeader(h: Extract<HeaderLineIR, { kind: 'set' }>, trailing: string | undefined): void {
    if (this.ir.set || this.block) {
      this.report({ code: 'HF-E036', span: h.span });
      return;
    }
    this.ir.set = {
      span: h.span,
      leading: this.takeLeading(),
      id: h.id,
      ...(trailing ? { trailingComment: trailing } : {}),
    };
  }

  private field(span: Span, field: FieldIR, trailing: string | undefined): void {
    const label = FIELD_LABELS[field.name];
    const block = this.block;
    const allowed = block && (block.kind === 'card') === CARD_FIELDS.has(field.name);
    if (!block || !allowed) {
      const where = !block ? 'カードの外' : block.kind === 'card' ? '【カード】' : '【キーワード】';
      const whereEn = !block
        ? 'outside a card'
        : block.kind === 'card'
          ? 'in a 【カード】'
          : 'in a 【キーワード】';
      this.report({ code: 'HF-E035', span, args: { field: label, where, whereEn } });
      this.section = null;
      return;
    }
    if ((block as unknown as Record<string, unknown>)[field.name] !== undefined) {
      this.report({ code: 'HF-E004', span, args: { field: label } });
      this.section = null;
      return;
    }
    this.extend(span);
    const base = { span, comments: this.takeComments(), ...(trailing ? { trailingComment: trailing } : {}) };
    this.section = null;
    assignField(block, field, base);
    if (field.name === 'text' || field.name === 'def') this.section = field.name;
    if (field.name === 'def' && field.line) block.lines.push({ ...field.line, comments: [] });
  }

  private text(line: SourceLine, cls: ContentLine): void {
    const context = this.context(line, cls);
    if (!this.block || !this.section) {
      setLineContext(context);
      this.report({ code: 'HF-E007', span: spanAt(0, cls.content.length) });
      return;
    }
    setLineContext(context);
    this.extend(spanAt(0, cls.content.length));
    if (this.unclosed(context, cls.content)) {
      this.block.brokenLines++;
      return;
    }
    // 「■[自動]：…」: the mark at the head of an ability is no mode; a mode's bullet 「▶」「●」 is read as 「・」
    // (./abilityBullets.ts)
    const mark = abilityMark(cls.content, this.bullets);
    const body = cls.content.slice(mark.drop);
    const at = cls.colOffset + mark.drop;
    for (const [start, end] of inlinePieces(body)) {
      const piece = body.slice(start, end).trimEnd();
      const content = start > 0 || mark.next !== null ? asMode(piece) : piece;
      this.textPiece(start === 0 && !mark.drop ? context : { ...context, colOffset: at + start }, content);
    }
    const last = this.block?.lines[this.block.lines.length - 1];
    const chooses = last?.span.line === line.number && choosesModes(last);
    this.bullets = chooses || isModeHeader(body) ? 'open' : mark.next;
  }

  /** One line of text (or one piece of a line with inline modes, ./inlineModes.ts). */
  private textPiece(context: LineContext, content: string): void {
    if (!this.block) return;
    const keywords = this.cache.phrases.keywords;
    const reminder = keywordReminder(content, keywords);
    if (reminder) return this.withReminders(context, content, [reminder]);
    const trailing = trailingReminders(content, keywords);
    if (trailing.length) return this.withReminders(context, content, trailing);
    const inline = inlineReminder(content, keywords); // 「…【強撃】を得る（…）。」 (issue 22)
    if (inline) return this.withReminders(context, content, [inline]);
    const match = matchLine('textLine', content, context, 'HF-E011', this.cache, this.defined);
    if (!match.ok) {
      for (const finding of match.findings) this.report(finding);
      this.block.brokenLines++;
      return;
    }
    for (const finding of match.findings) this.report(finding);
    const header = match.value as HeaderLineIR | IRTextLine;
    if (header.kind === 'field') return this.fieldSentence(header);
    const ir = match.value as IRTextLine;
    this.block.lines.push({ ...ir, comments: this.takeComments() });
  }

  /**
   * 「【貫通】（このキャラクターが…）」「…【貫通】を得る。（【貫通】：…）」: the line without its keyword reminders, each
   * read as an [自動] ability for lowering to compare with the keyword's definition (lower/keywordReminder.ts).
   */
  private withReminders(context: LineContext, content: string, found: KeywordReminder[]): void {
    if (!this.block) return;
    const end = Math.min(...found.map((r) => r.keywordEnd));
    // 「…を得る（…）。」: the sentence's full stop after the reminder ends the line read
    const resume = found.length === 1 ? found[0].resume : undefined;
    // (or a full stop of its own when the line has none: 「…を得る（…）」)
    // (「…を与える。（…）」: the full stop before the reminder is the sentence's)
    const head = content.slice(0, end).trimEnd();
    const stop = /[。．.]$/.test(head) ? '' : '。';
    const rest = head + (resume !== undefined ? content.slice(resume).trim() || stop : '');
    const match = matchLine('textLine', rest, context, 'HF-E011', this.cache, this.defined);
    if (!match.ok) {
      for (const finding of match.findings) this.report(finding);
      this.block.brokenLines++;
      return;
    }
    for (const finding of match.findings) this.report(finding);
    const reminders: IRKeywordReminder[] = found.reverse().map((r) => this.reminder(context, content, r));
    setLineContext(context);
    const last = reminders[reminders.length - 1].span;
    const ir = match.value as IRTextLine;
    this.block.lines.push({
      ...ir,
      span: { ...ir.span, endCol: last.endCol, end: last.end },
      reminders,
      comments: this.takeComments(),
    });
  }

  /** One reminder read as 「[自動]：<reminder>。」 (spans at the reminder's place in the line). */
  private reminder(context: LineContext, content: string, r: KeywordReminder): IRKeywordReminder {
    const prefix = /^\[自動\]/.test(r.text) ? '' : '[自動]:';
    const at = context.colOffset + r.start - prefix.length;
    const readContext: LineContext = {
      ...context,
      colOffset: at,
      original: context.original.slice(0, at) + prefix + context.original.slice(at + prefix.length),
    };
    const stop = /[。．.]$/.test(r.text) ? '' : '。'; // reminders in parentheses often have no full stop
    // 「それは【貫通】を得る（そのキャラクターが…）」: after a keyword given in a sentence, the reminder's 「そのキャラクター」
    // opening it is the character given the keyword — the definition's 「このキャラクター」 (same length: spans stay)
    const given = r.resume !== undefined ? r.text.replace(/^その(?=キャラクター)/, 'この') : r.text;
    // 「【強撃】【強撃】（…ダメージを【強撃】の数だけ+1する）」: what each copy does (HF-13.10 stacks them)
    const text = keywordHolder(hostAsHolder(given), r.name, r.resume !== undefined).replace(
      `【${r.name}】の数だけ`,
      '',
    );
    const read = matchLine(
      'textLine',
      prefix + text + stop,
      readContext,
      'HF-E011',
      this.cache,
      this.defined,
    );
    setLineContext(context);
    const line =
      read.ok && (read.value as IRTextLine).kind === 'auto' ? (read.value as IRAutoLine) : undefined;
    return {
      name: r.name,
      span: spanAt(r.start, r.end),
      text: content.slice(r.start, r.end),
      ...(line ? { line } : {}),
    };
  }

  /** A text line that reads as a header field (codegen/dsl/designerWords.ts): the field, the section goes on. */
  private fieldSentence(h: Extract<HeaderLineIR, { kind: 'field' }>): void {
    const section = this.section;
    this.field(h.span, h.field, undefined);
    this.section = section;
  }

  /** Grows the current block's span (its own copy) to the end of `span`. */
  private extend(span: Span): void {
    const block = this.block;
    if (!block || span.end < block.span.end) return;
    block.span.endLine = span.endLine;
    block.span.endCol = span.endCol;
    block.span.end = span.end;
  }

  private closeBlock(): void {
    const block = this.block;
    if (!block) return;
    if (block.kind === 'card') this.ir.cards.push(block);
    else this.ir.keywords.push(block);
    this.block = null;
  }
}

/** Parses a whole file; syntax problems go to `reporter`, one per bad line. */
export function parseFile(text: string, file: string, cache: LineCache, reporter: Reporter): IRFile {
  const lines = splitLines(text);
  reporter.addSource(
    file,
    lines.map((l) => l.text),
  );
  const rows = definedActions(text); // issue 22 (t14a): actions a reminder of this file defines
  const defined = rows.length
    ? { key: rows.map((r) => String(r.from)).join('\u0001'), rows }
    : NO_FILE_READINGS;
  try {
    return new FileParser(file, lines, cache, reporter, defined).run();
  } finally {
    resetLineContext();
  }
}

/**
 * 「…は【強撃】を得る。（【強撃】を持つキャラクターの攻撃が…）」: a keyword's reminder is about the character that has
 * it — the definition's 「このキャラクター」 (issue 22, diag16); after a keyword given in a sentence, 「それらの攻撃」
 * (「…それらは【神速】を得る。（【神速】を持たないキャラクターはそれらの攻撃を防御できない）」) is that character's.
 */
function keywordHolder(reminder: string, name: string, given: boolean): string {
  const holder = reminder.replace(
    new RegExp(`【${name}】を持(?:つ|っている)キャラクター(?=の|は|が)`, 'g'),
    'このキャラクター',
  );
  return given ? holder.replace(/(?:それら|それ)(?=の攻撃)/g, 'このキャラクター') : holder;
}

/**
 * 「【反撃】（セットされているキャラクターの防御が成功した時、…）」 on a set card: the keyword is its host's (000
 * ■セットカード), and the reminder names the host as the set card's text does; the definition names the character
 * that has the keyword 「このキャラクター」 (issue 22, t11, d47). Only the comparison with the definition reads this
 * (lower/keywordReminder.ts): the keyword still does what rules/keywords.hf says. Spans inside the reminder are
 * not reported (HF-E047 spans the whole reminder).
 */
function hostAsHolder(reminder: string): string {
  return reminder.replace(
    /(?:このカードが)?(?:セットされている|セットされた|セット先の)キャラクター/g,
    'このキャラクター',
  );
}
