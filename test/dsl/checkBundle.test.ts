// `hflux check` from its bundle (codegen/dsl/tools/checkBundle.ts, issue 22's cold-check target): the bundle
// says exactly what the sources say — clean files, unreadable lines with their search suggestions and
// explanations, English, JSON — and is used only while every input is what it was built from.
import { spawnSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import * as sources from '../../codegen/dsl/tools/check.js';
import {
  type CheckModule,
  buildBundle,
  freshBundle,
  runBundle,
} from '../../codegen/dsl/tools/checkBundle.js';
import type { SuggestionExplainer } from '../../codegen/dsl/types.js';
import { lineExplainer } from '../../src/explain/index.js';

let cache: string;
let root: string;
let bundled: CheckModule;

const CARDS = [
  '【セット】demo',
  '',
  '【カード】見習い',
  '種別：キャラクター',
  'コスト：1',
  'パワー：1000',
  'テキスト：',
  '  【反撃】',
  '  [自動] このキャラクターが戦場に登場した時、あなたはメインデッキからカードを1枚引く。',
  '  [自動] このキャラが場に出た時、山札から1枚ドローする。',
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
  'コスト：1',
  'パワー：1000',
  'テキスト：',
  '  [自動] このキャラクターが戦場に登場した時、対戦相手のキャラクターのパワーを好きなだけ下げる。',
  '',
  '【カード】見習い四',
  '種別：キャラクター',
  'コスト：1',
  'パワー：1000',
  'テキスト：',
  '  [自動] このキャラクターが戦場に登場した時、対戦相手のキャラクター一体を対象とし、それを破壊す。',
  '',
].join('\n');

beforeAll(async () => {
  cache = mkdtempSync(join(tmpdir(), 'hflux-check-bundle-'));
  root = mkdtempSync(join(tmpdir(), 'hflux-check-root-'));
  mkdirSync(join(root, 'rules'));
  mkdirSync(join(root, 'cards/demo'), { recursive: true });
  copyFileSync('rules/keywords.hf', join(root, 'rules/keywords.hf'));
  writeFileSync(join(root, 'cards/demo/demo.hf'), CARDS);
  const path = await buildBundle(cache);
  bundled = runBundle(path);
}, 120_000);

afterAll(() => {
  rmSync(cache, { recursive: true, force: true });
  rmSync(root, { recursive: true, force: true });
});

describe('the check bundle', () => {
  test('is fresh right after it is built, and names the check and its modules as inputs', () => {
    expect(freshBundle(cache)).toBeDefined();
    const manifest = JSON.parse(readFileSync(join(cache, 'manifest.json'), 'utf8')) as {
      inputs: Record<string, string>;
    };
    expect(Object.keys(manifest.inputs)).toEqual(
      expect.arrayContaining([
        'codegen/dsl/tools/check.ts',
        'codegen/dsl/grammar.ts',
        'codegen/dsl/designerWords.ts',
        'tsconfig.json',
        'package.json',
      ]),
    );
  });

  test('is stale when an input changed (the sources are used until it is built again)', () => {
    const path = join(cache, 'manifest.json');
    const text = readFileSync(path, 'utf8');
    const manifest = JSON.parse(text) as { inputs: Record<string, string> };
    manifest.inputs['codegen/dsl/grammar.ts'] = '0'.repeat(64);
    writeFileSync(path, JSON.stringify(manifest));
    try {
      expect(freshBundle(cache)).toBeUndefined();
    } finally {
      writeFileSync(path, text);
    }
    expect(freshBundle(cache)).toBeDefined();
  });

  const explainers: [string, SuggestionExplainer | undefined][] = [
    ['no explainer', undefined],
    ['Japanese explanations', lineExplainer('ja')],
  ];
  test.each(explainers)('reports what the sources report (%s)', (_, explain) => {
    for (const options of [{}, { lang: 'en' as const }, { json: true }]) {
      const want = sources.runCheck({ paths: [], root, explain, ...options });
      const got = bundled.runCheck({ paths: [], root, explain, ...options });
      expect(got).toEqual(want);
    }
    const want = sources.runCheck({ paths: [], root, explain });
    expect(want.exitCode).toBe(1);
    expect(want.stdout).toContain('HF-E040');
    expect(want.stdout).toContain('もしかして: [自動] このキャラクターが戦場に登場した時');
  });

  test("a process writes V8's code cache at exit; the next one runs with it and says the same", () => {
    const path = freshBundle(cache) as string;
    const script = join(cache, 'run.mts');
    const module = pathToFileURL(join(process.cwd(), 'codegen/dsl/tools/checkBundle.ts')).href;
    writeFileSync(
      script,
      `const { runBundle } = await import(${JSON.stringify(module)});\n` +
        `process.stdout.write(runBundle(${JSON.stringify(path)}).runCheck({ paths: [], root: ${JSON.stringify(root)} }).stdout);\n`,
    );
    const run = () =>
      spawnSync(process.execPath, ['--import', 'tsx', script], { cwd: process.cwd(), encoding: 'utf8' });
    rmSync(`${path}.v8`, { force: true });
    const first = run();
    expect(first.stderr).toBe('');
    expect(existsSync(`${path}.v8`)).toBe(true);
    const second = run();
    expect(second.stdout).toBe(first.stdout);
    expect(second.stdout).toBe(sources.runCheck({ paths: [], root }).stdout);
  }, 60_000);

  test('a usage error is the same error', () => {
    const run = (m: CheckModule) => {
      try {
        m.runCheck({ paths: ['nowhere.hf'], root });
        return undefined;
      } catch (e) {
        return { name: (e as Error).name, message: (e as Error).message };
      }
    };
    expect(run(bundled)).toEqual(run(sources));
  });
});
