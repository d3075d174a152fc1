// `hflux check` from its bundle keeps the lines it parsed on disk (codegen/dsl/parse/lineStore.ts, issue 22's cold
// check ≤ 400 ms): a check that reads its lines from the store says exactly what one that parses every line says —
// clean cards with readings, findings of lines that parse, unreadable lines, cards across files — also after a
// file was edited, and nothing is stored with HFLUX_LINE_CACHE=0.
import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { buildBundle } from '../../codegen/dsl/tools/checkBundle.js';

let cache: string;
let root: string;
let script: string;

const DEMO = [
  '【セット】demo',
  '',
  '【カード】見習い',
  '種別：キャラクター',
  'コスト：1',
  'パワー：1000',
  'テキスト：',
  '  【反撃】',
  '  [自動] このキャラが場に出た時、山札から1枚ドローする。',
  '  [自動]：このキャラクターが戦場に登場した時、カードを1枚引く',
  '',
  '【カード】見習い二',
  '種別：キャラ',
  'コスト：1',
  'パワー：1000',
  'テキスト：',
  '  相手のキャラを1体選んで手札に戻す。',
  '  このカードが墓地にある時、ゲームに勝利する。',
  '',
  '【カード】見習い三',
  '種別：キャラクター',
  'コスト：99',
  'パワー：1000',
  'テキスト：',
  '  [自動] このキャラクターが戦場に登場した時、対戦相手のキャラクター一体を対象とし、それを破壊す。',
  '',
].join('\n');

/**
 * One `hflux check --json` in a fresh process, the check loaded as the CLI loads it (its bundle in `cache`); run
 * asynchronously, so the test worker keeps answering vitest while the processes run on a loaded machine.
 */
async function check(env: Record<string, string> = {}): Promise<string> {
  const run = await promisify(execFile)(process.execPath, ['--import', 'tsx', script, cache, root], {
    encoding: 'utf8',
    env: { ...process.env, ...env },
  });
  expect(run.stderr).toBe('');
  return run.stdout;
}

const stores = () => readdirSync(cache).filter((f) => f.startsWith('lines-'));

beforeAll(async () => {
  cache = mkdtempSync(join(tmpdir(), 'hflux-line-store-'));
  root = mkdtempSync(join(tmpdir(), 'hflux-line-store-root-'));
  cpSync('rules', join(root, 'rules'), { recursive: true });
  cpSync('cards/starter', join(root, 'cards/starter'), { recursive: true });
  mkdirSync(join(root, 'cards/demo'));
  writeFileSync(join(root, 'cards/demo/demo.hf'), DEMO);
  await buildBundle(cache);
  script = join(cache, 'check.mjs');
  const checkBundle = pathToFileURL(resolve('codegen/dsl/tools/checkBundle.ts')).href;
  writeFileSync(
    script,
    [
      `const { loadCheck } = await import(${JSON.stringify(checkBundle)});`,
      'const [cache, root] = process.argv.slice(2);',
      'const { runCheck } = await loadCheck(cache, root);',
      "const { exitCode, stdout } = runCheck({ paths: [], root, json: true, lang: 'en' });",
      'process.stdout.write(`${exitCode}\\n${stdout}`);',
    ].join('\n'),
  );
}, 120_000);

afterAll(() => {
  rmSync(cache, { recursive: true, force: true });
  rmSync(root, { recursive: true, force: true });
});

test('a check with its lines from the store says what a check that parses them says', async () => {
  const parsed = await check({ HFLUX_LINE_CACHE: '0' });
  expect(stores()).toEqual([]);
  expect(parsed.startsWith('1\n')).toBe(true); // the demo's findings
  expect(JSON.parse(parsed.slice(2)).diagnostics.length).toBeGreaterThan(0);
  expect(await check()).toBe(parsed); // parses, and writes the store
  expect(stores().length).toBeGreaterThan(0);
  const written = stores().map((f) => statSync(join(cache, f)).mtimeMs);
  expect(await check()).toBe(parsed); // from the store
  // every line it parsed came from the store: none new, so no store was written again
  expect(stores().map((f) => statSync(join(cache, f)).mtimeMs)).toEqual(written);
}, 300_000);

test('after an edit, the store serves the lines it has and the new ones are parsed', async () => {
  expect(stores().length).toBeGreaterThan(0); // the first test's
  const edited = DEMO.replace('コスト：99', 'コスト：2').replace(
    '山札から1枚ドローする。',
    '山札から2枚ドローする。',
  );
  writeFileSync(join(root, 'cards/demo/demo.hf'), edited);
  const parsed = await check({ HFLUX_LINE_CACHE: '0' });
  expect(await check()).toBe(parsed);
  expect(await check()).toBe(parsed);
}, 300_000);
