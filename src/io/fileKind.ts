// What kind of file a user named — a card file, a deck list or a scenario: by its extension, else by its first
// line that is not blank or a comment (nc8 finding 5; nc9 finding 13). `hflux check`/`deck check`/`scenario`/
// `explain` (src/cli/fileKind.ts) and the deck arguments of play, sim and balance diff (src/deck/builtIn.ts) use
// it to say in one line that a file is of another kind.
import { closeSync, openSync, readSync, statSync } from 'node:fs';

export type FileKind = 'cards' | 'deck' | 'scenario';

/** How messages name each kind. */
export const FILE_KIND_NAMES: Record<FileKind, { ja: string; en: string }> = {
  cards: { ja: 'カードファイル（.hf）', en: 'a card file (.hf)' },
  deck: { ja: 'デッキリスト（.deck）', en: 'a deck list (.deck)' },
  scenario: { ja: 'シナリオ（.scenario.yaml）', en: 'a scenario (.scenario.yaml)' },
};

/** The first few hundred characters of a regular file, or '' when it is not one. */
function head(path: string): string {
  try {
    if (!statSync(path).isFile()) return '';
    const fd = openSync(path, 'r');
    try {
      const buf = Buffer.alloc(512);
      return buf.subarray(0, readSync(fd, buf, 0, 512, 0)).toString('utf8');
    } finally {
      closeSync(fd);
    }
  } catch {
    return '';
  }
}

/** What `path` is by its extension, else by its first line that is not blank or a comment; undefined: unknown. */
export function fileKindOf(path: string): FileKind | undefined {
  const lower = path.toLowerCase();
  if (lower.endsWith('.hf')) return 'cards';
  if (lower.endsWith('.deck')) return 'deck';
  if (/\.scenario\.ya?ml$/.test(lower)) return 'scenario';
  const first = head(path)
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .map((l) => l.trim())
    .find((l) => l !== '' && !l.startsWith('#') && !l.startsWith('＃'));
  if (!first) return undefined;
  if (/^【(?:セット|カード|キーワード)】/.test(first)) return 'cards';
  if (
    /^(?:\[(?:main|guard|extra)\]|［|(?:メイン|ガード|追加)(?:デッキ)?\s*[:：]|[0-9０-９]+[ \u3000\t]+\S)/i.test(
      first,
    )
  )
    return 'deck';
  if (/^(?:name|cards|setup|steps|expect|rules)\s*:/.test(first)) return 'scenario';
  return undefined;
}
