// hi10 finding 2: `hflux explain ''` took the empty name for a path, resolved it to the project root (a folder)
// and explained every .hf file under it — minutes in this checkout — instead of saying that no card was named.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runExplain } from '../../src/cli/explain.js';

const CARD = `【セット】zz
【カード】テスト
種別：キャラクター
コスト：1
パワー：1000
`;

function project(): string {
  const root = mkdtempSync(join(tmpdir(), 'hflux-explain-'));
  mkdirSync(join(root, 'cards', 'zz'), { recursive: true });
  writeFileSync(join(root, 'cards', 'zz', 'zz.hf'), CARD);
  writeFileSync(join(root, 'other.hf'), CARD.replace('テスト', '別のカード'));
  return root;
}

describe('hflux explain: an empty card name (hi10 finding 2)', () => {
  it.each(['', '   ', '\t'])(
    '%j is an error naming the problem, not every card of the project',
    async (arg) => {
      const result = await runExplain({ args: [arg], root: project() });
      expect(result.exitCode).toBe(1);
      expect(result.stdout).toBe('');
      expect(result.stderr).toBe('hflux explain: カード名が空です。\n');
    },
  );

  it('still explains the project folder when it is named ("." or a path)', async () => {
    const result = await runExplain({ args: ['.'], root: project() });
    expect(result.stdout).toContain('別のカード');
  });
});
