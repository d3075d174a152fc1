// hi10 finding 7: `hflux fmt` given a deck list printed one HF-E003 「この行を読めません」 per line of it, where
// `hflux check` says in one line which command reads the file (nc8 finding 5). fmt now says the same, exit 2,
// and the file is untouched.
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { wrongKind } from '../../src/cli/fileKind.js';

const ROOT = join(import.meta.dirname, '..', '..');

describe('hflux fmt of a deck list (hi10 finding 7)', () => {
  it.each([[[]], [['--check']]])(
    'fmt %j: one line naming hflux deck check, exit 2, file unchanged',
    (flags) => {
      const deck = join(mkdtempSync(join(tmpdir(), 'hflux-fmt-kind-')), 'my.deck');
      copyFileSync(join(ROOT, 'cards/starter/decks/guren-aggro.deck'), deck);
      const before = readFileSync(deck, 'utf8');
      const r = spawnSync(process.execPath, [join(ROOT, 'bin/hflux.js'), 'fmt', ...flags, deck], {
        encoding: 'utf8',
      });
      expect(r.stderr).toBe(`hflux fmt: ${wrongKind(deck, 'cards')}\n`);
      expect(r.stdout).toBe('');
      expect(r.status).toBe(2);
      expect(readFileSync(deck, 'utf8')).toBe(before);
    },
  );
});
