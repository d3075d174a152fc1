import { SET_ON_FIELD } from '../designerWords.js';
// Matching one line against the grammar, with a per-compilation cache: identical lines (【強撃】,
// 種別：キャラクター, a repeated ability…) are matched once and their IR is copied with shifted spans. A
// line that fails gets every one of its problems (codegen/dsl/parse/diagnoseLine.ts).
import type { Code } from '../diagnostics/codes.js';
import type { Phrases } from '../diagnostics/phrases.js';
import type { Finding } from '../diagnostics/report.js';
import { cardGrammar } from '../grammar.js';
import type { IRReading, Span } from '../ir.js';
import { type LineContext, setLineContext, spanAt } from '../semantics/context.js';
import { cardSemantics } from '../semantics/index.js';
import { type StartRule, diagnoseLine } from './diagnoseLine.js';
import { openerLine } from './headerLines.js';
import {
  type FileReadings,
  NO_FILE_READINGS,
  type ReadLine,
  hasKanaWords,
  readDesignerLine,
} from './reading.js';

export type { StartRule };
/** A line's IR and its line-local findings, or (`ok: false`) its syntax findings, first one first. */
export type LineMatch =
  | { ok: true; value: unknown; findings: Finding[] }
  | { ok: false; findings: [Finding, ...Finding[]] };

interface CacheEntry {
  base: LineContext;
  result: LineMatch;
}

export class LineCache {
  readonly entries = new Map<string, CacheEntry>();
  /**
   * `quick`: a line that does not parse gets one finding over the whole line, without diagnosing it (no
   * expected phrases, no suggestion search): for tools that only ask whether a text parses
   * (codegen/dsl/tools/variantProbe.ts), where diagnosing each rejected variant would take a second.
   */
  constructor(
    readonly phrases: Phrases,
    readonly quick = false,
  ) {}
}

function isSpan(value: object): value is Span {
  return 'endCol' in value && 'start' in value && 'file' in value;
}

/** A deep copy of `value` with every span moved from `from` to `to` (same text, another place). */
function rebase<T>(value: T, from: LineContext, to: LineContext): T {
  const dCol = to.colOffset - from.colOffset;
  const dStart = to.lineStart + to.colOffset - (from.lineStart + from.colOffset);
  const copy = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(copy);
    if (v === null || typeof v !== 'object') return v;
    if (isSpan(v))
      return {
        file: to.file,
        line: to.line,
        col: v.col + dCol,
        endLine: to.line,
        endCol: v.endCol + dCol,
        start: v.start + dStart,
        end: v.end + dStart,
      };
    const out: Record<string, unknown> = {};
    const record = v as Record<string, unknown>;
    for (const k in record) out[k] = copy(record[k]);
    return out;
  };
  return copy(value) as T;
}

function matchFresh(
  rule: StartRule,
  content: string,
  written: string,
  code: Code,
  phrases: Phrases,
  quick = false,
): LineMatch {
  const result = cardGrammar().match(content, rule);
  if (result.failed() && quick) return { ok: false, findings: [{ code, span: spanAt(0, content.length) }] };
  if (result.failed()) {
    const [first, ...more] = diagnoseLine(rule, content, written, code, phrases, result);
    return { ok: false, findings: [first, ...more] };
  }
  const node = cardSemantics()(result);
  return { ok: true, value: node.toIR(), findings: node.check() as Finding[] };
}

/** A successful line's IR with the readings that made it (spans in the line as written). */
function withReadings(result: LineMatch, read: ReadLine, context: LineContext): LineMatch {
  if (!result.ok || read.readings.length === 0) return result;
  const at = (i: number) => context.colOffset + i;
  const readings: IRReading[] = read.readings.map((r) => ({
    from: r.from,
    to: r.to,
    span: {
      file: context.file,
      line: context.line,
      col: at(r.start) + 1,
      endLine: context.line,
      endCol: at(r.end) + 1,
      start: context.lineStart + at(r.start),
      end: context.lineStart + at(r.end),
    },
  }));
  return { ...result, value: { ...(result.value as object), readings } };
}

/** The rule a read line is matched by: a sentence that is a header field is matched as that field. */
const ruleOf = (rule: StartRule, text: string): StartRule =>
  text.startsWith(SET_ON_FIELD) ? 'headerLine' : rule;

/**
 * The line read in the designer vocabulary; when it does not read, read again with the kana spellings of the
 * language's words folded (「1まいひく → 1枚引く」, issue 22 v11), kept only if the folded line reads: a kana word
 * is folded only where the folded sentence reads, and a line that read before reads as before.
 */
function readWithKana(rule: StartRule, content: string, asWritten: string, defined: FileReadings): ReadLine {
  const read = readDesignerLine(content, asWritten, false, defined);
  if (!hasKanaWords(content)) return read;
  if (cardGrammar().match(read.text, ruleOf(rule, read.text)).succeeded()) return read;
  const kana = readDesignerLine(content, asWritten, true, defined);
  if (kana.text === read.text) return read;
  return cardGrammar().match(kana.text, ruleOf(rule, kana.text)).succeeded() ? kana : read;
}

/** Matches `content` (the line without indentation and comment) in the given line context. */
export function matchLine(
  rule: StartRule,
  content: string,
  context: LineContext,
  code: Code,
  cache: LineCache,
  defined: FileReadings = NO_FILE_READINGS,
): LineMatch {
  const asWritten = context.original.slice(context.colOffset, context.colOffset + content.length);
  const key = `${rule}\u0000${code}\u0000${asWritten}\u0000${content}\u0000${defined.key}`;
  const hit = cache.entries.get(key);
  if (hit) return rebase(hit.result, hit.base, context);
  if (rule === 'headerLine') {
    setLineContext(context);
    const opener = openerLine(content); // 【カード】… without the grammar (./headerLines.ts)
    const result: LineMatch = opener
      ? { ok: true, value: opener, findings: [] }
      : matchFresh(rule, content, asWritten, code, cache.phrases, cache.quick);
    cache.entries.set(key, { base: context, result });
    return result;
  }
  const read = readWithKana(rule, content, asWritten, defined);
  const readContext = read.readings.length
    ? { ...context, startOf: read.startOf, endOf: read.endOf }
    : context;
  setLineContext(readContext);
  // a sentence that is a header field (「このカードは…にしかセットできない」) is matched as that field
  const asRule = ruleOf(rule, read.text);
  const result = withReadings(
    matchFresh(asRule, read.text, read.written, code, cache.phrases, cache.quick),
    read,
    context,
  );
  cache.entries.set(key, { base: context, result });
  return result; // callers must not mutate it (it is the cached copy)
}
