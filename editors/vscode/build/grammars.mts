// Writes the extension's TextMate grammars (editors/vscode/syntaxes/) from their builders, like `hflux gen`
// writes generated/: `npx tsx editors/vscode/build/grammars.mts` rewrites them, `--check` only says which are
// stale (exit 1). `npm run package:vscode` rewrites them before packaging.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildCardGrammar } from './cardGrammar.mjs';
import { buildDeckGrammar } from './deckGrammar.mjs';

export const EXTENSION_DIR = fileURLToPath(new URL('..', import.meta.url));

export interface GrammarFile {
  /** Relative to editors/vscode/, as in the manifest's contributes.grammars. */
  path: string;
  build: () => Record<string, unknown>;
}

export const GRAMMAR_FILES: readonly GrammarFile[] = [
  { path: 'syntaxes/hollowflux.tmLanguage.json', build: buildCardGrammar },
  { path: 'syntaxes/hollowflux-deck.tmLanguage.json', build: buildDeckGrammar },
];

/** The file's text as the builder makes it now. */
export function grammarText(file: GrammarFile): string {
  return `${JSON.stringify(file.build(), null, 2)}\n`;
}

function onDisk(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
}

/** The grammar files whose committed text differs from what the builders make. */
export function staleGrammars(dir = EXTENSION_DIR): string[] {
  return GRAMMAR_FILES.filter((file) => onDisk(`${dir}/${file.path}`) !== grammarText(file)).map(
    (f) => f.path,
  );
}

/** Rewrites the stale grammar files; returns their paths. */
export function writeGrammars(dir = EXTENSION_DIR): string[] {
  const stale = staleGrammars(dir);
  for (const file of GRAMMAR_FILES.filter((f) => stale.includes(f.path)))
    writeFileSync(`${dir}/${file.path}`, grammarText(file));
  return stale;
}

function main(args: string[]): number {
  if (args.includes('--check')) {
    const stale = staleGrammars();
    for (const path of stale) process.stderr.write(`古い文法ファイル: editors/vscode/${path}\n`);
    return stale.length === 0 ? 0 : 1;
  }
  const written = writeGrammars();
  process.stdout.write(
    written.length === 0 ? '文法ファイルは最新です。\n' : `書き出しました: ${written.join(', ')}\n`,
  );
  return 0;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1])
  process.exitCode = main(process.argv.slice(2));
