// Tokenizing with the extension's TextMate grammars as VS Code does (editors/vscode/build/textmate.mts loads
// them), and the golden form of the snapshots.
import { type IGrammar, INITIAL, type StateStack } from 'vscode-textmate';
import { textLines } from '../../editors/vscode/build/textmate.mjs';

export { EXTENSION_DIR, loadGrammar, textLines } from '../../editors/vscode/build/textmate.mjs';

export interface Token {
  /** 1-based line number. */
  line: number;
  /** 0-based column of the first character (UTF-16 units, like the compiler's spans minus one). */
  start: number;
  text: string;
  /** Innermost last, without the file's root scope. */
  scopes: string[];
}

/** Every token of every line, carrying the tokenizer state from line to line as the editor does. */
export function tokenize(grammar: IGrammar, text: string): Token[] {
  const tokens: Token[] = [];
  let state: StateStack = INITIAL;
  textLines(text).forEach((lineText, index) => {
    const result = grammar.tokenizeLine(lineText, state);
    for (const token of result.tokens) {
      const tokenText = lineText.slice(token.startIndex, token.endIndex);
      if (tokenText === '') continue;
      tokens.push({
        line: index + 1,
        start: token.startIndex,
        text: tokenText,
        scopes: token.scopes.slice(1),
      });
    }
    state = result.ruleStack;
  });
  return tokens;
}

/** The tokens of one line, tokenized on its own. */
export function lineTokens(grammar: IGrammar, line: string): Token[] {
  if (/[\r\n]/.test(line)) throw new Error('lineTokens takes a single line');
  return tokenize(grammar, line);
}

/** The tokens that cover `fragment` in `line` (its first occurrence). */
export function tokensOf(grammar: IGrammar, line: string, fragment: string): Token[] {
  const at = line.indexOf(fragment);
  if (at < 0) throw new Error(`「${fragment}」 is not in 「${line}」`);
  return lineTokens(grammar, line).filter(
    (t) => t.start < at + fragment.length && t.start + t.text.length > at,
  );
}

/** The scopes every token of `fragment` in `line` has (e.g. 《竜》: its brackets and name). */
export function scopesOf(grammar: IGrammar, line: string, fragment: string): string[] {
  const tokens = tokensOf(grammar, line, fragment);
  return tokens[0].scopes.filter((scope) => tokens.every((t) => t.scopes.includes(scope)));
}

/**
 * The golden form of a tokenized file: each source line, then one line per token with its text and scopes
 * (outermost first, the `.hollowflux` / `.hollowflux-deck` suffix left out). Whitespace-only tokens outside
 * any scope are left out.
 */
export function golden(tokens: Token[], lines: string[], suffix: string): string {
  const out: string[] = [];
  lines.forEach((lineText, index) => {
    out.push(`${index + 1}: ${lineText}`);
    for (const token of tokens.filter((t) => t.line === index + 1)) {
      if (token.scopes.length === 0 && token.text.trim() === '') continue;
      const scopes = token.scopes.map((s) => s.replace(suffix, '')).join(' > ');
      out.push(`    「${token.text}」 ${scopes || '(none)'}`);
    }
  });
  return `${out.join('\n')}\n`;
}
