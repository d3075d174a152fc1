// File-level checks: the 【セット】 header (HF-E001, HF-E002). HF-E001 names the id to write: the folder's name for
// a file in cards/<set-id>/ (where HF-W031 wants it), else the file's own name when it is a valid id. A file with
// neither a card nor a keyword definition is warned (HF-W037): an empty file passed `hflux check` silently.
import type { Finding } from '../diagnostics/report.js';
import type { IRFile } from '../ir.js';

const SET_ID = /^[a-z0-9][a-z0-9-]*$/;

/** The set id a file without a header should declare. */
function setIdFor(path: string): string {
  const parts = path.split(/[\\/]/);
  const folder = parts[0] === 'cards' && parts.length >= 3 ? parts[1] : undefined;
  const base = (parts.at(-1) ?? '').replace(/\.hf$/i, '').toLowerCase();
  for (const id of [folder, base]) if (id && SET_ID.test(id)) return id;
  return 'my-set';
}

/** HF-W037: what the file has instead of a card, at its 【セット】 line (else at line 1). */
function checkNoCards(file: IRFile, report: (f: Finding) => void): void {
  if (file.cards.length > 0 || file.keywords.length > 0) return;
  const empty = file.span.end === 0;
  const what = empty
    ? { what: 'ファイルが空です', whatEn: 'the file is empty' }
    : file.set
      ? {
          what: '【セット】行の後に【カード】の行がありません',
          whatEn: 'no 【カード】 line follows the 【セット】 line',
        }
      : { what: '【カード】の行がありません', whatEn: 'no 【カード】 line' };
  const span = file.set?.span ?? {
    ...file.span,
    endLine: 1,
    endCol: 1,
    end: 0,
  };
  report({ code: 'HF-W037', args: what, span });
}

export function checkFile(file: IRFile, report: (f: Finding) => void): void {
  checkNoCards(file, report);
  if (file.set && !SET_ID.test(file.set.id))
    report({ code: 'HF-E002', span: file.set.span, args: { id: file.set.id } });
  if (!file.set && file.cards.length > 0)
    report({
      code: 'HF-E001',
      args: { id: setIdFor(file.file) },
      span: {
        ...file.cards[0].span,
        endLine: file.cards[0].span.line,
        endCol: file.cards[0].span.col + 5,
        end: file.cards[0].span.start + 5,
      },
    });
}
