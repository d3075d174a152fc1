// The one way a card name is compared (issue 11): Unicode NFKC, then zero-width characters removed
// (U+200B–U+200D, U+2060, U+FEFF). The DSL checks (two names with one key are an error, HF-E070), deck-list
// resolution and generated/index.ts's cardByName all key names with this function.
const ZERO_WIDTH = /\u200B|\u200C|\u200D|\u2060|\uFEFF/g;

/** The key two card names must not share; names with one key are the same name. */
export function nameKey(name: string): string {
  return name.normalize('NFKC').replace(ZERO_WIDTH, '');
}
