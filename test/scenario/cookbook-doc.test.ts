// docs/scenarios.md's judge's cookbook shows each scenario of test/scenarios/cookbook/ (which run in
// test/scenarios.test.ts): the text shown must be the file's, so the documented rulings are the tested ones.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');
const COOKBOOK = 'test/scenarios/cookbook';
const DOC = readFileSync(join(ROOT, 'docs/scenarios.md'), 'utf8');

/** The doc's yaml blocks that start with `# test/scenarios/cookbook/<file>`, by file. */
function shownBlocks(): Map<string, string> {
  const blocks = new Map<string, string>();
  for (const m of DOC.matchAll(/```yaml\n# (test\/scenarios\/cookbook\/[^\n]+)\n([\s\S]*?)```/g))
    blocks.set(m[1], m[2]);
  return blocks;
}

describe("docs/scenarios.md: the judge's cookbook", () => {
  const files = readdirSync(join(ROOT, COOKBOOK))
    .filter((f) => f.endsWith('.scenario.yaml'))
    .map((f) => `${COOKBOOK}/${f}`);
  const shown = shownBlocks();

  it('has ten rulings, and shows exactly the cookbook files', () => {
    expect(files.length).toBe(10);
    expect([...shown.keys()].sort()).toEqual([...files].sort());
  });

  it.each(files)('%s is shown as it is', (file) => {
    expect(shown.get(file)).toBe(readFileSync(join(ROOT, file), 'utf8'));
  });
});
