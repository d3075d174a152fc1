// Formatting = `hflux fmt`: the same function (codegen/dsl/tools/fmt.ts formatText) prints the canonical text,
// sent as one edit over the whole document. A file with lines that do not parse is left as it is, as `hflux
// fmt` leaves it (its problems are already shown as diagnostics).
import type { TextEdit } from 'vscode-languageserver';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import { formatText } from '../../codegen/dsl/tools/fmt.js';

export function formatCardFile(document: TextDocument, path: string): TextEdit[] {
  const text = document.getText();
  const result = formatText(text, path);
  if (result.text === undefined || result.text === text) return [];
  const range = { start: document.positionAt(0), end: document.positionAt(text.length) };
  return [{ range, newText: result.text }];
}
