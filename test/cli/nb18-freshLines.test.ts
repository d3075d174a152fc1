// Newcomer audit (nb18, finding 2): after `hflux new set mine` the next card command printed
// 「今のカードを使います：cards/mine/mine.hf が generated/ と違っていたため再生成しました」 — nothing had been changed by
// the designer, and nothing said whether to act. The lines now say what happened to each source (new, changed,
// removed: src/cli/freshCards.ts classifyChanges against generated/sources.json), what generated/ is, that the
// command goes on with the cards as they are, and what to do (commit generated/ with the cards).
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { stampContent } from '../../codegen/sourceStamp.js';
import {
  classifyChanges,
  describeChanges,
  freshnessLine,
  regeneratingLine,
} from '../../src/cli/freshCards.js';
import { nextStepLine } from '../../src/cli/newSet.js';

test('a source missing from generated/sources.json is new, one gone from disk removed, the rest changed', () => {
  const root = mkdtempSync(join(tmpdir(), 'nb18-fresh-'));
  mkdirSync(join(root, 'generated'));
  mkdirSync(join(root, 'cards/starter'), { recursive: true });
  writeFileSync(join(root, 'cards/starter/fire.hf'), 'x');
  writeFileSync(
    join(root, 'generated/sources.json'),
    stampContent({ 'cards/starter/fire.hf': 'old', 'cards/old/old.hf': 'old' }),
  );
  const changes = classifyChanges(root, ['cards/mine/mine.hf', 'cards/old/old.hf', 'cards/starter/fire.hf']);
  expect(changes).toEqual({
    added: ['cards/mine/mine.hf'],
    edited: ['cards/starter/fire.hf'],
    removed: ['cards/old/old.hf'],
  });
  expect(describeChanges(changes, 'ja')).toBe(
    '新しい cards/mine/mine.hf、変更された cards/starter/fire.hf、削除された cards/old/old.hf',
  );
});

test('right after hflux new set: the lines name the new file, say what generated/ is and what to do', () => {
  const added = { added: ['cards/mine/mine.hf'], edited: [], removed: [] };
  const before = regeneratingLine(added, 'ja');
  expect(before).toContain('新しい cards/mine/mine.hf を取り込む');
  expect(before).toContain('エンジンが読むカードのコード');
  expect(before).not.toContain('変わった');
  const after = freshnessLine(added, 12.7, 'ja');
  expect(after).toContain('作り直しました（12.7 秒）');
  expect(after).toContain('今のカードで続けます');
  expect(after).toContain('コミット');
  expect(freshnessLine(added, 1, 'en')).toContain('the new cards/mine/mine.hf');
});

test('hflux new set says, with the next command, that it first takes the new cards in (the lines above)', () => {
  const line = nextStepLine('mine');
  expect(line).toContain('npx hflux scenario cards/mine/scenarios');
  expect(line).toContain('generated/ に取り込む');
  expect(line).toContain('docs/designer-guide.md');
});
