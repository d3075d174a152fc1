// hi10 finding 10: `hflux check /tmp/x.hf` printed the file itself absolute (nc9 finding 6) but the place of the
// first definition inside HF-E019's message relative to the project: 「（最初は ../../../tmp/x.hf:2）」.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCheck } from '../../codegen/dsl/tools/check.js';

const ROOT = join(import.meta.dirname, '..', '..');
const card = '【カード】c\n種別：キャラクター\nコスト：1\nパワー：1000\n';

describe('hflux check of a file outside the project: every path absolute (hi10 finding 10)', () => {
  const file = join(mkdtempSync(join(tmpdir(), 'hflux-paths-')), 'dup.hf');
  writeFileSync(file, `【セット】zz\n${card}${card}`);

  it.each(['ja', 'en'] as const)('HF-E019 names the first definition as %s', (lang) => {
    const { stdout } = runCheck({ paths: [file], root: ROOT, lang });
    const first = lang === 'ja' ? `（最初は ${file}:2）` : `(first at ${file}:2)`;
    expect(stdout).toContain(`${file}:6:6 HF-E019`);
    expect(stdout).toContain(first);
    expect(stdout).not.toContain('../');
  });
});
