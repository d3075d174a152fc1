// Issue 22: the first diagnostic is the root cause.
// 1. A card (or a 【キーワード】) with a text line that did not parse is missing what that line would have given
//    it, so the checks that look across its lines report consequences, not causes: a 「このカードの①の効果は…」
//    line whose ①-line is the unreadable one (HF-E085), 「・」 lines whose 「以下から1つを選ぶ。」 is unreadable
//    (HF-E060, HF-E061), a command whose effect line is unreadable (HF-E028), an X whose 「Xは…に等しい。」 is
//    unreadable (HF-E018). Those are dropped while the block has an unreadable line; once it reads, the compiler
//    reports them again if they still hold.
// 2. A sentence the grammar reads but lowering rejects (「それ」 with nothing to point at, a keyword that is not
//    defined…) because earlier in the same sentence it names a mechanic the language does not have
//    (./mechanics.ts) is reported as that mechanic (HF-E040): 「自分のキャラクター1体を選ぶ。…それは…」 is a choice
//    without a target, not a missing 「それ」.
// 3. In a block, a mechanic the language lacks (HF-E040) comes before a line the grammar cannot read and search
//    found no whole-line suggestion for (HF-E011 alone): the card cannot compile until that sentence is
//    rewritten, whatever the unreadable line becomes.
import type { IRFile } from '../ir.js';
import { normalizeWidth } from '../normalize.js';
import type { Diagnostic } from '../types.js';
import { messageOf } from './codes.js';
import { findMissingMechanic } from './mechanicFamily.js';
import type { Mechanic } from './mechanics.js';
import { maskNotes } from './notes.js';

/** Codes that report something missing from another line of the same block. */
export const CASCADE_CODES: ReadonlySet<string> = new Set([
  'HF-E085',
  'HF-E060',
  'HF-E061',
  'HF-E028',
  'HF-E018',
]);

/** Lowering errors that an unsupported mechanic earlier in the sentence explains. */
export const EXPLAINED_BY_MECHANIC: ReadonlySet<string> = new Set([
  'HF-E012',
  'HF-E016',
  'HF-E026',
  'HF-E042',
  'HF-E062',
  'HF-E063',
  'HF-E065',
  'HF-E075',
  'HF-E076',
]);

interface Block {
  file: string;
  line: number;
  endLine: number;
  broken: boolean;
}

function blocksOf(irs: readonly IRFile[]): Block[] {
  return irs.flatMap((ir) =>
    [...ir.cards, ...ir.keywords].map((b) => ({
      file: ir.file,
      line: b.span.line,
      endLine: b.span.endLine,
      broken: b.brokenLines > 0,
    })),
  );
}

function blockAt(blocks: readonly Block[], d: Diagnostic): Block | undefined {
  return blocks.find((b) => b.file === d.file && b.line <= d.line && d.line <= b.endLine);
}

/** An error on one of the block's lines below its header (not itself a consequence): the line read, but wrongly. */
function hasLineError(b: Block, diagnostics: readonly Diagnostic[]): boolean {
  return diagnostics.some(
    (d) =>
      d.severity === 'error' &&
      !CASCADE_CODES.has(d.code) &&
      d.file === b.file &&
      b.line < d.line &&
      d.line <= b.endLine,
  );
}

/**
 * The diagnostics without the consequences of an unreadable line in the same block, or of a line that read as
 * something it cannot be there (round 22, d89 捨て身の大銛: a command's 「【条件】…追加のコストとして…。【効果】…」 read
 * as an activated ability, HF-E017 and HF-E040 on the line, so its card's HF-E028 "no effect" came first).
 */
export function withoutCascades(diagnostics: Diagnostic[], irs: readonly IRFile[]): Diagnostic[] {
  const blocks = blocksOf(irs).filter((b) => b.broken || hasLineError(b, diagnostics));
  if (blocks.length === 0) return diagnostics;
  return diagnostics.filter((d) => !CASCADE_CODES.has(d.code) || !blockAt(blocks, d));
}

/**
 * 「あなたのキャラクター全てをアクティブにする。ターン終了時まで、それらのパワーを+1000する」: 「それら」 is every card
 * chosen for the last target (HF-5.10, ../lower/refs.ts); the cards an effect changes 「全て」 of are no target, so
 * 「それら」 names nothing (HF-E016). Where the designer vocabulary reads such a line (「ターン終了時まで、…全てのパワー
 * を+1000し、それらは【神速】を得る」, ../designerWordsTrain2.ts) it compiles; elsewhere the language lacks it, and HF-E040
 * says so (not HF-E016's 「…を対象とし、」: a target would be one card, not all). Only for HF-E016 on 「それら」, so a
 * typo elsewhere in such a line still gets its 「もしかして」 (issue 22, d13 百鬼夜行, d21 千秋楽).
 */
export const ALL_THEM: Mechanic = {
  id: 'allThem',
  pattern: /(?:全て|すべて|全部|全員)(?:(?!対象|選|それら)[^「」【】])*?それら(?!ぞれ)/,
  ja: '「全て」の効果を受けたカードを後で「それら」と指す書き方（「あなたのキャラクター全て」ともう一度書けます）',
  en: 'referring back with 「それら」 to the cards an effect changed 「全て」 of (name them again: 「あなたのキャラクター全て」)',
  nearest: 'ターン終了時まで、あなたのキャラクター全てのパワーを+1000する。',
  example: 'あなたのキャラクター全てをアクティブにする。ターン終了時まで、それらのパワーを+1000する。',
  family: false,
};

/** HF-E040 `allThem` for an HF-E016 on 「それら」 after 「…全て…」 (ALL_THEM), else undefined. */
function allThem(d: Diagnostic): Diagnostic | undefined {
  if (d.code !== 'HF-E016') return undefined;
  const line = normalizeWidth(d.sourceLine);
  const at = d.col - 1;
  const end = line.indexOf('。', at);
  const upTo = maskNotes(line).slice(0, end < 0 ? line.length : end + 1);
  let found: RegExpExecArray | null = null;
  const words = new RegExp(ALL_THEM.pattern.source, 'g');
  for (let m = words.exec(upTo); m; m = words.exec(upTo)) found = m;
  if (!found) return undefined;
  // the last 「全て…それら」 up to the error's sentence, from the 「全て」 (the caret) to the 「それら」
  const col = found.index + 1;
  const { ja, en, severity } = messageOf('HF-E040', {
    phrase: d.sourceLine.slice(col - 1, col - 1 + found[0].length),
    mechanic: ALL_THEM.ja,
    mechanicEn: ALL_THEM.en,
    nearest: ALL_THEM.nearest,
  });
  return {
    file: d.file,
    line: d.line,
    col,
    endCol: col + found[0].length,
    code: 'HF-E040',
    severity,
    message: ja,
    messageEn: en,
    sourceLine: d.sourceLine,
  };
}

/** HF-E040 for `d` when its sentence names an unsupported mechanic at or before the error. */
export function explainedByMechanic(d: Diagnostic): Diagnostic {
  if (!EXPLAINED_BY_MECHANIC.has(d.code)) return d;
  const line = normalizeWidth(d.sourceLine);
  const at = d.col - 1;
  // the error's sentence (「それ」 points back: from the line's start), to the sentence's end
  const start = d.code === 'HF-E016' ? 0 : line.lastIndexOf('。', at - 1) + 1;
  const end = line.indexOf('。', at);
  // a word in a note names nothing the card does (./notes.ts, issue 22)
  const to = end < 0 ? line.length : end + 1;
  const found = findMissingMechanic(line.slice(start, to), maskNotes(line).slice(start, to));
  // 「それ」 is after what it points back to (the caret may be on the sentences it suggests to join)
  if (!found) return allThem(d) ?? d;
  if (d.code !== 'HF-E016' && start + found.index > at) return d;
  const { mechanic } = found;
  const col = start + found.index + 1;
  const { ja, en, severity } = messageOf('HF-E040', {
    phrase: d.sourceLine.slice(col - 1, col - 1 + found.length),
    mechanic: mechanic.ja,
    mechanicEn: mechanic.en,
    nearest: mechanic.nearest,
  });
  return {
    file: d.file,
    line: d.line,
    col,
    endCol: col + found.length,
    code: 'HF-E040',
    severity,
    message: ja,
    messageEn: en,
    sourceLine: d.sourceLine,
  };
}

function bareUnreadable(d: Diagnostic): boolean {
  return (d.code === 'HF-E011' && d.suggestion === undefined) || d.unread === true;
}

/**
 * Diagnostics sorted by position (./report.ts sortDiagnostics), with each block's first HF-E040 moved before
 * the block's first error when that error is an unreadable line without a suggestion (3. above), or another error
 * of the HF-E040's own line.
 */
export function rootCausesFirst(sorted: Diagnostic[], irs: readonly IRFile[]): Diagnostic[] {
  const blocks = blocksOf(irs);
  const out = [...sorted];
  for (const block of blocks) {
    const inBlock = (d: Diagnostic) =>
      d.file === block.file && block.line <= d.line && d.line <= block.endLine && d.severity === 'error';
    const first = out.findIndex(inBlock);
    if (first < 0) continue;
    const mechanic = out.findIndex((d, i) => i > first && inBlock(d) && d.code === 'HF-E040' && !d.unread);
    if (mechanic < 0) continue;
    // the first error is an unreadable line, or another error of the very line the mechanic is missing from (round
    // 22, d89: a command's 「【条件】…追加のコストとして…」 read as an ability, HF-E017, because of that cost)
    if (!bareUnreadable(out[first]) && out[first].line !== out[mechanic].line) continue;
    const [moved] = out.splice(mechanic, 1);
    out.splice(first, 0, moved);
  }
  return out;
}
