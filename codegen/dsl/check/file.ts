// File-level checks: the 【セット】 header (HF-E001, HF-E002).
import type { Finding } from '../diagnostics/report.js';
import type { IRFile } from '../ir.js';

const SET_ID = /^[a-z0-9][a-z0-9-]*$/;

export function checkFile(file: IRFile, report: (f: Finding) => void): void {
  if (file.set && !SET_ID.test(file.set.id))
    report({ code: 'HF-E002', span: file.set.span, args: { id: file.set.id } });
  if (!file.set && file.cards.length > 0)
    report({
      code: 'HF-E001',
      span: {
        ...file.cards[0].span,
        endLine: file.cards[0].span.line,
        endCol: file.cards[0].span.col + 5,
        end: file.cards[0].span.start + 5,
      },
    });
}
