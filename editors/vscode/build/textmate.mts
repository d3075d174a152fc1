// The extension's grammars loaded as VS Code loads them: vscode-textmate (VS Code's tokenizer) on the
// Oniguruma regex engine (vscode-oniguruma, the WebAssembly build VS Code ships), reading the grammar files
// the extension packages (editors/vscode/syntaxes/). Used by the grammar tests and the screenshot.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type * as Oniguruma from 'vscode-oniguruma';
import type * as TextMate from 'vscode-textmate';
import type { IGrammar, IRawTheme, Registry } from 'vscode-textmate';
import { EXTENSION_DIR } from './grammars.mjs';

export { EXTENSION_DIR };
export type ScopeName = 'source.hollowflux' | 'source.hollowflux-deck';

// Both are CommonJS bundles whose exports Node's ES-module loader cannot name: loaded with require.
const require = createRequire(import.meta.url);
const oniguruma = require('vscode-oniguruma') as typeof Oniguruma;
const textmate = require('vscode-textmate') as typeof TextMate;
export const INITIAL = textmate.INITIAL;
const GRAMMAR_PATHS: Record<ScopeName, string> = {
  'source.hollowflux': 'syntaxes/hollowflux.tmLanguage.json',
  'source.hollowflux-deck': 'syntaxes/hollowflux-deck.tmLanguage.json',
};

let onigLoaded: Promise<void> | undefined;

function loadOniguruma(): Promise<void> {
  onigLoaded ??= (async () => {
    const wasm = readFileSync(require.resolve('vscode-oniguruma/release/onig.wasm'));
    await oniguruma.loadWASM(wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength));
  })();
  return onigLoaded;
}

/** A registry of the extension's grammars; with a theme, tokens also carry its colours. */
export async function registry(theme?: IRawTheme): Promise<Registry> {
  await loadOniguruma();
  return new textmate.Registry({
    theme,
    onigLib: Promise.resolve({
      createOnigScanner: (sources) => new oniguruma.OnigScanner(sources),
      createOnigString: (text) => new oniguruma.OnigString(text),
    }),
    loadGrammar: async (scopeName) => {
      const path = GRAMMAR_PATHS[scopeName as ScopeName];
      if (!path) return null;
      const file = `${EXTENSION_DIR}${path}`;
      return textmate.parseRawGrammar(readFileSync(file, 'utf8'), file);
    },
  });
}

export async function loadGrammar(scopeName: ScopeName, theme?: IRawTheme): Promise<IGrammar> {
  const grammar = await (await registry(theme)).loadGrammar(scopeName);
  if (!grammar) throw new Error(`no grammar ${scopeName}`);
  return grammar;
}

/** The lines of a text the way VS Code splits it (CRLF, LF or CR). */
export function textLines(text: string): string[] {
  return text.split(/\r\n|\r|\n/);
}
