// nc9 findings 11 and 15: docs/dsl.md's cookbook (what you want → how to write it) had no test. Two of its lines
// did not compile as shown — 「exile instead of trash」 (HF-E040: 「代わりにゲームから除外する」 after 「対戦相手のカードが」)
// and 「until my next turn」 (HF-E016: a 「それ」 with nothing before it) — and a newcomer who copies a line gets it
// rewritten by `hflux fmt` without being told why. Every whole line of the table now compiles, and the rewrites the
// doc quotes are fmt's own.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { compileText } from '../../codegen/dsl/index.js';
import { formatText } from '../../codegen/dsl/tools/fmt.js';

const ROOT = join(import.meta.dirname, '..', '..');
const DOC = readFileSync(join(ROOT, 'docs/dsl.md'), 'utf8');
const COOKBOOK = DOC.slice(DOC.indexOf('## Cookbook'), DOC.indexOf('### Not supported yet'));

/** The `…` code spans of the table's "write" column. */
function written(): string[] {
  return COOKBOOK.split('\n')
    .filter((l) => l.startsWith('| ') && !l.startsWith('| you want') && !l.startsWith('| ---'))
    .flatMap((row) => [...row.slice(row.indexOf(' | ') + 3).matchAll(/`([^`]+)`/g)].map((m) => m[1]));
}

/** A fragment: part of a line (「…」), a mode line (「・」) or the modes' header, which needs its ・ lines. */
const fragment = (line: string) =>
  line.includes('…') || line.startsWith('・') || line === '以下から1つを選ぶ。';

function card(line: string): string {
  return /^[[【]/.test(line)
    ? `【セット】t\n\n【カード】試し\n種別：キャラクター\nコスト：1\n分類：《竜》\nパワー：1000\nテキスト：\n  ${line}\n`
    : `【セット】t\n\n【カード】試し\n種別：コマンド\nコスト：1\nテキスト：\n  ${line}\n`;
}

describe("docs/dsl.md's cookbook", () => {
  const lines = written().filter((l) => !fragment(l));
  test('has its lines (and the fragments are few)', () => {
    expect(lines.length).toBeGreaterThanOrEqual(24);
    expect(written().filter(fragment).length).toBeLessThanOrEqual(8);
  });

  test.each(lines)('%s compiles', (line) => {
    const errors = compileText(card(line), 'cards/t/t.hf').diagnostics.filter((d) => d.severity === 'error');
    expect(errors.map((d) => `${d.code} ${d.message}`)).toEqual([]);
  });

  test('the rewrites it quotes are what hflux fmt prints', () => {
    const after = COOKBOOK.slice(COOKBOOK.indexOf('The lines are written short'));
    const quoted = [...after.replace(/\n/g, ' ').matchAll(/`([^`]+)` →\s+`([^`]+)`/g)].map((m) => [
      m[1],
      m[2],
    ]);
    expect(quoted).toHaveLength(1);
    const scry = /the scry line →\s+`([^`]+)`/.exec(after.replace(/\n/g, ' '))![1];
    const scryLine = written().find((l) => l.includes('好きな順番で'))!;
    for (const [from, to] of [...quoted, [scryLine, scry]]) {
      const text = card(from);
      const out = formatText(text, 'cards/t/t.hf', ROOT).text;
      expect(out).toBe(text.replace(from, to));
    }
  });
});
