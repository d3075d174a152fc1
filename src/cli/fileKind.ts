// nc8 finding 5: a command given the wrong kind of file (a deck list to `hflux check`, a card file to
// `hflux scenario` or `hflux deck check`, a deck path to `hflux explain`) says in one line what the file is and
// which command reads it — not one error per line of the file, a YAML error with the file dumped in it, or a path
// taken as a card name. The kind is the file's extension, else the shape of its first line.
import { FILE_KIND_NAMES, type FileKind, fileKindOf } from '../io/fileKind.js';

export { type FileKind, fileKindOf };

const KINDS: Record<FileKind, { ja: string; en: string; command: string }> = {
  cards: { ...FILE_KIND_NAMES.cards, command: 'hflux check' },
  deck: { ...FILE_KIND_NAMES.deck, command: 'hflux deck check' },
  scenario: { ...FILE_KIND_NAMES.scenario, command: 'hflux scenario' },
};

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
