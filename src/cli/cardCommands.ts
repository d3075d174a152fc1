// The commands that play or check cards (src/cli/freshCards.ts makes generated/ fresh before they run; the
// launcher, bin/hflux.js, asks src/cli/preflight.ts whether it must).
/** The commands that read generated/ to play or check cards. */
export const CARD_COMMANDS = new Set(['scenario', 'play', 'sim', 'fuzz', 'deck', 'balance', 'serve', 'lsp']);
