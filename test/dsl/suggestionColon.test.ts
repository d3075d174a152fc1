// nc10: 「コスト2」 got 「期待される語句: 「：」」 and 「もしかして: コスト:2」 — the inserted colon in the normalised
// (half-width) form, while every field the docs and `hflux fmt` print has 「：」. The suggestion inserts it as
// the canonical printer writes it.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { runCheck } from '../../codegen/dsl/tools/check.js';

const root = mkdtempSync(join(tmpdir(), 'hflux-suggestion-colon-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function suggestions(lines: string[]): (string | undefined)[] {
  mkdirSync(join(root, 'cards/demo'), { recursive: true });
  writeFileSync(join(root, 'cards/demo/a.hf'), ['【セット】demo', '', ...lines, ''].join('\n'));
  const out = JSON.parse(runCheck({ paths: ['cards/demo/a.hf'], root, json: true }).stdout) as {
    diagnostics: { code: string; suggestion?: string }[];
  };
  return out.diagnostics.filter((d) => d.code === 'HF-E003').map((d) => d.suggestion);
}

describe('a missing 「：」 is suggested full-width, as printed', () => {
  test('a field without its colon', () => {
    expect(suggestions(['【カード】見習い', '種別：キャラクター', 'コスト2', 'パワー：1000'])).toEqual([
      'コスト：2',
    ]);
  });
});
