// The server's settings (docs/editor.md): the `hollowflux` configuration section, or the same keys in
// initializationOptions for an editor without workspace/configuration. Unknown or malformed values fall back
// to the defaults (a typo in a settings file never stops the server).
import { z } from 'zod';

export type Lang = 'ja' | 'en';

export interface Settings {
  /** Language of diagnostics and hover texts (as `hflux check --lang`). */
  language: Lang;
  /** Milliseconds after the last edit before the workspace is checked again. */
  diagnosticsDelay: number;
}

export const DEFAULT_SETTINGS: Settings = { language: 'ja', diagnosticsDelay: 200 };
const MAX_DELAY_MS = 5000;

const schema = z.object({
  language: z.enum(['ja', 'en']).optional().catch(undefined),
  diagnosticsDelay: z.number().int().min(0).max(MAX_DELAY_MS).optional().catch(undefined),
});

/** Settings from a configuration object, each key that is missing or invalid taken from `base`. */
export function readSettings(raw: unknown, base: Settings = DEFAULT_SETTINGS): Settings {
  const parsed = schema.safeParse(raw ?? {});
  if (!parsed.success) return base;
  return {
    language: parsed.data.language ?? base.language,
    diagnosticsDelay: parsed.data.diagnosticsDelay ?? base.diagnosticsDelay,
  };
}
