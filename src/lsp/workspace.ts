// The files the server knows: the project's card files, rules/keywords.hf and deck lists read from disk when
// the server starts (and again when the editor reports a change on disk), overridden by the documents open in
// the editor. Paths inside the project root are relative and '/'-separated, as the compiler names files
// (cards/starter/fire.hf); other files keep their absolute path.
import { existsSync } from 'node:fs';
import { isAbsolute, join, relative, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { TextDocuments } from 'vscode-languageserver';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { KEYWORDS_FILE } from '../../codegen/dsl/index.js';
import { readInputFile } from '../io/readInput.js';
import { findFiles } from '../tools/findFiles.js';

export type FileKind = 'cards' | 'deck' | 'scenario';

export const LANGUAGE_IDS = { cards: 'hollowflux', deck: 'hollowflux-deck', scenario: 'yaml' } as const;
const DECK_SUFFIX = '.deck';
const SCENARIO_FILE = /\.scenario\.ya?ml$/;

/** What a document is, from its language id (as the editor set it) or its name. */
export function fileKind(path: string, languageId?: string): FileKind | undefined {
  if (languageId === LANGUAGE_IDS.cards || path.endsWith('.hf')) return 'cards';
  if (languageId === LANGUAGE_IDS.deck || path.endsWith(DECK_SUFFIX)) return 'deck';
  if (SCENARIO_FILE.test(path)) return 'scenario';
  return undefined;
}

function toPosix(path: string): string {
  return path.split(sep).join('/');
}

export class Workspace {
  private readonly disk = new Map<string, TextDocument>();

  constructor(
    readonly root: string,
    private readonly open: TextDocuments<TextDocument>,
    private readonly log: (message: string) => void,
  ) {}

  /** Reads the project's card files, keyword file and deck lists from disk. */
  scan(): void {
    this.disk.clear();
    const cards = join(this.root, 'cards');
    const found = existsSync(cards) ? findFiles(cards, ['.hf', DECK_SUFFIX]).map((p) => `cards/${p}`) : [];
    if (existsSync(join(this.root, KEYWORDS_FILE))) found.push(KEYWORDS_FILE);
    for (const path of found) this.readDisk(this.uriOf(path));
  }

  /** Reads a file again after a change on disk (or forgets it when it is gone). */
  reload(uri: string): void {
    const path = this.pathOf(uri);
    if (!this.isProjectFile(path)) return;
    if (existsSync(this.absolute(path))) this.readDisk(uri);
    else this.disk.delete(this.canonical(uri));
  }

  private readDisk(uri: string): void {
    const path = this.pathOf(uri);
    const key = this.canonical(uri);
    try {
      const text = readInputFile(this.absolute(path), { display: path });
      this.disk.set(key, TextDocument.create(key, this.languageOf(path), 0, text));
    } catch (e) {
      this.disk.delete(key);
      this.log(`hflux lsp: ${e instanceof Error ? e.message : String(e)}`);
    }
  }

  private languageOf(path: string): string {
    return LANGUAGE_IDS[fileKind(path) ?? 'cards'];
  }

  /**
   * One spelling per file (editors may percent-encode a path differently from Node): every map here is keyed
   * by it, and an open document is found by it whatever URI the editor used.
   */
  canonical(uri: string): string {
    if (!uri.startsWith('file:')) return uri;
    try {
      return pathToFileURL(fileURLToPath(uri)).href;
    } catch {
      return uri;
    }
  }

  private openDocument(uri: string): TextDocument | undefined {
    const key = this.canonical(uri);
    return this.open.get(uri) ?? this.open.all().find((d) => this.canonical(d.uri) === key);
  }

  /** The open document, else the file as read from disk. */
  document(uri: string): TextDocument | undefined {
    return this.openDocument(uri) ?? this.disk.get(this.canonical(uri));
  }

  isOpen(uri: string): boolean {
    return this.openDocument(uri) !== undefined;
  }

  kindOf(uri: string): FileKind | undefined {
    return fileKind(this.pathOf(uri), this.openDocument(uri)?.languageId);
  }

  /** Every known document (open ones under the editor's URI, the others read from disk). */
  documents(): TextDocument[] {
    const open = this.open.all();
    const keys = new Set(open.map((d) => this.canonical(d.uri)));
    return [...open, ...[...this.disk.values()].filter((d) => !keys.has(d.uri))];
  }

  /** The project's card files: cards/**\/*.hf under the root. */
  isProjectCardFile(path: string): boolean {
    return path.startsWith('cards/') && path.endsWith('.hf');
  }

  private isProjectFile(path: string): boolean {
    const deck = path.startsWith('cards/') && path.endsWith(DECK_SUFFIX);
    return this.isProjectCardFile(path) || path === KEYWORDS_FILE || deck;
  }

  /** The compiler's name for a document: relative to the root when inside it. */
  pathOf(uri: string): string {
    if (!uri.startsWith('file:')) return uri;
    const abs = fileURLToPath(uri);
    const rel = relative(this.root, abs);
    return rel && !rel.startsWith('..') && !isAbsolute(rel) ? toPosix(rel) : abs;
  }

  uriOf(path: string): string {
    return pathToFileURL(this.absolute(path)).href;
  }

  absolute(path: string): string {
    return isAbsolute(path) ? path : join(this.root, path);
  }
}
