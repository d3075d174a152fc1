// nc7: 「もしかして」 ranks by a real string distance and keeps most of the name: `explain 光翼の団長` suggested
// 「光翼の加護」 (a phrase-prefix match), and a deck's 「kouyokuの見習い剣士」 got 「mineの見習い剣士」 (another
// set's card sharing only 「の見習い剣士」).
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { runExplain } from '../../src/cli/explain.js';
import { closestName } from '../../src/deck/suggest.js';

describe('name suggestions (nc7)', () => {
  test('the candidate that keeps the whole written name beats one as many edits away', () => {
    expect(closestName('光翼の団長', ['光翼の加護', '光翼の騎士団長'])).toBe('光翼の騎士団長');
    expect(closestName('紅蓮の剣土', ['紅蓮の剣士', '紅蓮の見習い剣士'])).toBe('紅蓮の剣士');
  });

  test("another set's card sharing only the common tail is no suggestion", () => {
    expect(closestName('kouyokuの見習い剣士', ['mineの見習い剣士', '紅蓮の見習い剣士'])).toBeUndefined();
    expect(closestName('kouyokuの見習い剣士', ['mineの見習い剣士', 'kouyokuの見習い騎士'])).toBe(
      'kouyokuの見習い騎士',
    );
  });

  test('width and typos still match', () => {
    expect(closestName('ブレイズＡ', ['ブレイズA', 'ブレイズB'])).toBe('ブレイズA');
  });

  test('explain suggests by the same ranking', async () => {
    const r = await runExplain({ args: ['剣聖秘奥天断'], root: join(import.meta.dirname, '..', '..') });
    expect(r.exitCode).toBe(1);
    expect(r.stderr).toContain('もしかして: 剣聖秘奥・天断');
  });
});
