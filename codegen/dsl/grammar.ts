// The card grammar (grammar/card.ohm), built once per process. Building an ohm grammar from source takes
// ~0.3 s, so `hflux gen` writes ohm's own prebuilt bundle (generated/grammar/card.ohm-bundle.cjs, made by
// `ohm generateBundles --withTypes`, codegen/grammarBundle.ts) and that is loaded instead when it was built
// from the current source; a stale or missing bundle falls back to building from source (same grammar,
// slower), so the compiler can always regenerate its own bundle.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type * as Ohm from 'ohm-js';
import type { HollowFluxGrammar } from '../../generated/grammar/card.ohm-bundle.cjs';
import { bundleHashLine, sourceHash } from './grammarHash.js';

// ohm's single-file CommonJS build loads ~4× faster than its many ES modules (cold start matters:
// `hflux check` and the 500-card benchmark are measured cold); the bundle requires it too.
const require = createRequire(import.meta.url);
const ohm = require('ohm-js') as typeof Ohm;

export const GRAMMAR_PATH = fileURLToPath(new URL('../../grammar/card.ohm', import.meta.url));
export const BUNDLE_PATH = fileURLToPath(
  new URL('../../generated/grammar/card.ohm-bundle.cjs', import.meta.url),
);

let cached: HollowFluxGrammar | undefined;

export function grammarSource(): string {
  return readFileSync(GRAMMAR_PATH, 'utf8');
}

/** The bundle's hash line: its second line, after the DO NOT EDIT header. */
function bundleHashLineOnDisk(): string | undefined {
  try {
    const text = readFileSync(BUNDLE_PATH, 'utf8');
    const start = text.indexOf('\n') + 1;
    return text.slice(start, text.indexOf('\n', start));
  } catch {
    return undefined;
  }
}

/** Whether generated/grammar/card.ohm-bundle.cjs was built from grammar/card.ohm as it is now. */
export function bundleIsFresh(source = grammarSource()): boolean {
  return bundleHashLineOnDisk() === bundleHashLine(sourceHash(source));
}

export function cardGrammar(): HollowFluxGrammar {
  if (cached) return cached;
  const source = grammarSource();
  cached = bundleIsFresh(source)
    ? (require(BUNDLE_PATH) as HollowFluxGrammar)
    : (ohm.grammar(source) as HollowFluxGrammar);
  return cached;
}
