// nc10: `hflux check` on a set card with 「セット対象：あなたのキャラクター」 and a trigger line missing its [自動]
// suggested the tagged line with a meaning that began 「セット先：キャラクターかワールド・セット（どちらのプレイヤーの
// ものでもよい…）」 — the suggestion is compiled on a card of the kind alone, so its meaning contradicted the
// designer's own セット対象 (HF-4.4). A suggestion's meaning is the line's.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { runCheck } from '../../codegen/dsl/tools/check.js';
import { lineExplainer } from '../../src/explain/index.js';

const root = mkdtempSync(join(tmpdir(), 'hflux-suggestion-seton-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('a suggestion’s meaning on a set card (HF-4.4)', () => {
  test('says what the line does, not a set target the card does not have', () => {
    mkdirSync(join(root, 'cards/star'), { recursive: true });
    const card = [
      '【セット】star',
      '',
      '【カード】北極星の加護',
      '種別：セット',
      'コスト：2',
      'パワー：+1000',
      'セット対象：あなたのキャラクター',
      'テキスト：',
      '  このカードがセットされた時、あなたはメインデッキからカードを1枚引く。',
      '',
    ].join('\n');
    writeFileSync(join(root, 'cards/star/star.hf'), card);
    const result = runCheck({ paths: ['cards/star/star.hf'], root, explain: lineExplainer('ja') });
    expect(result.stdout).toContain('もしかして: [自動] このカードがセットされた時、');
    expect(result.stdout).toContain('処理1：あなたはメインデッキからカードを1枚引く。');
    expect(result.stdout).not.toContain('セット先：');
  });
});
