// nc8 finding 5: a command given the wrong kind of file (a deck list to `hflux check`, a card file to
// `hflux scenario` or `hflux deck check`, a deck path to `hflux explain`) says in one line what the file is and
// which command reads it — not one error per line of the file, a YAML error with the file dumped in it, or a path
// taken as a card name. The kind is the file's extension, else the shape of its first line.
import { closeSync, openSync, readSync, statSync } from 'node:fs';

export type FileKind = 'cards' | 'deck' | 'scenario';

const KINDS: Record<FileKind, { ja: string; en: string; command: string }> = {
  cards: { ja: 'カードファイル（.hf）', en: 'a card file (.hf)', command: 'hflux check' },
  deck: { ja: 'デッキリスト（.deck）', en: 'a deck list (.deck)', command: 'hflux deck check' },
  scenario: {
    ja: 'シナリオ（.scenario.yaml）',
    en: 'a scenario (.scenario.yaml)',
    command: 'hflux scenario',
  },
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

/**
 * One line when `path` is known to be another kind of file than `expected` (「…はデッキリストです：
 * hflux deck check … を使ってください」), else undefined.
 */
export function wrongKind(path: string, expected: FileKind, lang: 'ja' | 'en' = 'ja'): string | undefined {
  const kind = fileKindOf(path);
  if (!kind || kind === expected) return undefined;
  const k = KINDS[kind];
  const fits = `${k.command} ${path}`;
  return lang === 'en'
    ? `${path} is ${k.en}, not ${KINDS[expected].en}: use ${fits}`
    : `${path} は${k.ja}で、${KINDS[expected].ja}ではありません：${fits} を使ってください`;
}
