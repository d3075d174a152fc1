// nc10: `hflux explain 星読みの少女 ミラ` — a card name with a space, typed without quotes as README's
// `hflux explain mineの火花` is — reached explain as two names and failed twice (「カード「星読みの少女」は cards/
// にありません」「カード「ミラ」は…」). Arguments that together spell one card name are that card.
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { runExplain } from '../../src/cli/explain.js';

const CARDS = [
  '【セット】star',
  '',
  '【カード】星読みの少女 ミラ',
  '種別：キャラクター',
  'コスト：2',
  'パワー：2000',
  '',
  '【カード】星読みの少女',
  '種別：キャラクター',
  'コスト：1',
  'パワー：1000',
  '',
  '【カード】流星',
  '種別：コマンド',
  'コスト：1',
  'テキスト：',
  '  対戦相手に1ダメージを与える。',
  '',
].join('\n');

let root: string;
beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'hflux-explain-spaced-'));
  mkdirSync(join(root, 'rules'));
  copyFileSync('rules/keywords.hf', join(root, 'rules/keywords.hf'));
  mkdirSync(join(root, 'cards/star'), { recursive: true });
  writeFileSync(join(root, 'cards/star/star.hf'), CARDS);
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

const heads = (stdout: string) => stdout.split('\n').filter((l) => l.startsWith('■'));

describe('hflux explain: a name with a space, unquoted', () => {
  test('two arguments that spell one card name explain that card, once', async () => {
    const r = await runExplain({ args: ['流星', '星読みの少女', 'ミラ'], root });
    expect(r.stderr).toBe('');
    expect(r.exitCode).toBe(0);
    expect(heads(r.stdout)).toEqual(['■ 流星', '■ 星読みの少女 ミラ']);
  });

  test('a whole name stays itself: 「星読みの少女」 and 「流星」 are two cards', async () => {
    const r = await runExplain({ args: ['星読みの少女', '流星'], root });
    expect(heads(r.stdout)).toEqual(['■ 星読みの少女', '■ 流星']);
  });
});

describe('a --cards folder that does not exist (newcomer audit)', () => {
  test('says the folder is missing, not that the card is not in it', async () => {
    const r = await runExplain({ args: ['流星'], root, cards: 'nonexistent' });
    expect(r.exitCode).toBe(1);
    expect(r.stderr).toContain('カードのフォルダ「nonexistent」がありません（--cards で指定）。');
    expect(r.stderr).not.toContain('にありません');
  });

  test('an existing folder without the card still says 「…にありません」 with a guess', async () => {
    const r = await runExplain({ args: ['流聖'], root });
    expect(r.stderr).toContain('カード「流聖」は cards/ にありません。');
  });
});
