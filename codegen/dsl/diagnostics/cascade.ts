// Issue 22: the first diagnostic is the root cause. A card (or a 【キーワード】) with a text line that did not
// parse is missing what that line would have given it, so the checks that look across its lines report
// consequences, not causes: a 「このカードの①の効果は…」 line whose ①-line is the unreadable one (HF-E085), 「・」
// lines whose 「以下から1つを選ぶ。」 is unreadable (HF-E060, HF-E061), a command whose effect line is unreadable
// (HF-E028), an X whose 「Xは…に等しい。」 is unreadable (HF-E018). Those are dropped while the block has an
// unreadable line; once it reads, the compiler reports them again if they still hold.
import type { IRFile } from '../ir.js';
import type { Diagnostic } from '../types.js';

/** Codes that report something missing from another line of the same block. */
export const CASCADE_CODES: ReadonlySet<string> = new Set([
  'HF-E085',
  'HF-E060',
  'HF-E061',
  'HF-E028',
  'HF-E018',
]);

interface Block {
  file: string;
  line: number;
  endLine: number;
}

/** The cards and keyword definitions with at least one unreadable text line. */
function brokenBlocks(irs: readonly IRFile[]): Block[] {
  return irs.flatMap((ir) =>
    [...ir.cards, ...ir.keywords]
      .filter((b) => b.brokenLines > 0)
      .map((b) => ({ file: ir.file, line: b.span.line, endLine: b.span.endLine })),
  );
}

/** The diagnostics without the consequences of an unreadable line in the same block. */
export function withoutCascades(diagnostics: Diagnostic[], irs: readonly IRFile[]): Diagnostic[] {
  const blocks = brokenBlocks(irs);
  if (blocks.length === 0) return diagnostics;
  return diagnostics.filter(
    (d) =>
      !CASCADE_CODES.has(d.code) ||
      !blocks.some((b) => b.file === d.file && b.line <= d.line && d.line <= b.endLine),
  );
}
