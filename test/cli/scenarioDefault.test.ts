// nc10: `hflux scenario` with no path ran test/scenarios only, so a designer's own scenarios
// (`cards/<set>/scenarios`, where `hflux new set` writes them) never ran with it and 「352 passed」 said nothing
// of them.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { defaultScenarioPaths } from '../../src/cli/scenario.js';

const roots: string[] = [];
function project(...dirs: string[]): string {
  const root = mkdtempSync(join(tmpdir(), 'hflux-scenario-default-'));
  roots.push(root);
  for (const dir of dirs) mkdirSync(join(root, dir), { recursive: true });
  return root;
}
afterAll(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});

describe('hflux scenario without paths', () => {
  test('runs test/scenarios and every set’s scenarios folder, sets in name order', () => {
    const root = project('test/scenarios', 'cards/mine/scenarios', 'cards/hoshi/scenarios', 'cards/starter');
    expect(defaultScenarioPaths(root)).toEqual([
      join(root, 'test/scenarios'),
      join(root, 'cards/hoshi/scenarios'),
      join(root, 'cards/mine/scenarios'),
    ]);
  });

  test('a designer project without test/scenarios runs its sets’ scenarios', () => {
    const root = project('cards/mine/scenarios');
    expect(defaultScenarioPaths(root)).toEqual([join(root, 'cards/mine/scenarios')]);
  });

  test('with neither, test/scenarios (then reported missing, exit 2)', () => {
    const root = project('cards/mine');
    expect(defaultScenarioPaths(root)).toEqual([join(root, 'test/scenarios')]);
  });

  test('in this checkout: relative paths, test/scenarios first', () => {
    expect(defaultScenarioPaths()[0]).toBe('test/scenarios');
  });
});
