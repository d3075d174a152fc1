// The keywords a rules/keywords.hf defines, read straight from the file's text (not through the compiler), so
// tests derive their expectations from the file: adding a 【キーワード】 block needs no test edit (issue 10.6).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface KeywordBlock {
  /** The printed name, e.g. 反撃. */
  name: string;
  /** The engine identifier: 識別子, or the name without one. */
  id: string;
}

/** The 【キーワード】 blocks of `root`/rules/keywords.hf, in file order. */
export function keywordBlocks(root = '.'): KeywordBlock[] {
  const text = readFileSync(join(root, 'rules/keywords.hf'), 'utf8');
  const blocks: KeywordBlock[] = [];
  for (const line of text.split(/\r?\n/)) {
    const header = line.match(/^【キーワード】\s*(.+?)\s*$/);
    if (header) blocks.push({ name: header[1], id: header[1] });
    const ident = line.match(/^識別子\s*[：:]\s*(.+?)\s*$/);
    if (ident && blocks.length > 0) blocks[blocks.length - 1].id = ident[1];
    if (/^【(?!キーワード】)/.test(line) && !header) break; // a card or set block: no more keywords
  }
  return blocks;
}
