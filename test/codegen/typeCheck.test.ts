// The in-memory type check of `hflux gen` (issue 12): the emitted modules are type-checked against the
// engine's types before anything is written; a failure is an internal error (HF-E900) at the `.hf` line of
// the card whose code fails, and generated/ stays as it was. The checker stays warm for `--watch`.
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { type GenIO, runGen } from '../../codegen/command.js';
import { PROJECT_COMPILER, cardsGenerator, emitProject } from '../../codegen/emit/index.js';
import { GeneratedCodeChecker, TypeCheckError } from '../../codegen/emit/typeCheck.js';

const ROOT = join(import.meta.dirname, '../..');
const CARD_TYPES = readFileSync(join(ROOT, 'src/core/cardTypes.ts'), 'utf8');

const roots: string[] = [];
afterAll(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});

/** A project root with the starter set and this repository's rules. */
function starterRoot(): string {
  const root = mkdtempSync(join(tmpdir(), 'hflux-typecheck-'));
  roots.push(root);
  cpSync(join(ROOT, 'rules'), join(root, 'rules'), { recursive: true });
  mkdirSync(join(root, 'cards'));
  cpSync(join(ROOT, 'cards/starter'), join(root, 'cards/starter'), { recursive: true });
  return root;
}

function memoryIO(): GenIO & { lines: string[]; errors: string[] } {
  const lines: string[] = [];
  const errors: string[] = [];
  return { lines, errors, out: (l) => lines.push(l), err: (l) => errors.push(l) };
}

/** The line of the 【カード】 header of `name` in a card file. */
function cardLine(file: string, name: string): number {
  return readFileSync(join(ROOT, file), 'utf8').split('\n').indexOf(`【カード】${name}`) + 1;
}

describe('hflux gen type-checks the generated modules in memory', () => {
  test('a broken contract type fails gen at the .hf line of each card it breaks; nothing is written', () => {
    // The engine renames the trigger of 「…が攻撃を行うたび」: every ability with that trigger no longer fits.
    const broken = CARD_TYPES.replace("| { on: 'attack'; who:", "| { on: 'attackDeclared'; who:");
    expect(broken).not.toBe(CARD_TYPES);
    const root = starterRoot();
    const io = memoryIO();
    const generator = cardsGenerator({
      compile: PROJECT_COMPILER,
      typeCheck: { overrides: { 'src/core/cardTypes.ts': broken } },
    });
    expect(runGen({ root, generators: [generator], io })).toBe(2);
    expect(existsSync(join(root, 'generated'))).toBe(false);
    const line = cardLine('cards/starter/fire.hf', '紅蓮の見習い剣士');
    const first = io.errors.find((e) => e.startsWith(`cards/starter/fire.hf:${line}:1 HF-E900 `));
    expect(first, io.errors.join('\n')).toBeDefined();
    expect(first).toContain('生成したコードが型検査を通りません');
    expect(first).toContain('Type \'"attack"\' is not assignable');
    expect(first).toMatch(/\[generated\/cards\/starter\/fire\.ts:\d+:\d+\]$/);
    for (const error of io.errors.slice(0, -1))
      expect(error).toMatch(/^cards\/starter\/\w+\.hf:\d+:1 HF-E900 /);
    expect(io.errors.at(-1)).toMatch(/^hflux gen: 内部エラー: 生成したコードが型検査を通らないため/);
  });

  test('with the real engine types the same project generates and type-checks clean', () => {
    const root = starterRoot();
    const io = memoryIO();
    expect(runGen({ root, generators: [cardsGenerator({ compile: PROJECT_COMPILER })], io })).toBe(0);
    expect(io.errors).toEqual([]);
    expect(existsSync(join(root, 'generated/cards/starter/fire.ts'))).toBe(true);
  });

  test('the warm checker prints and checks again only the modules whose cards changed', () => {
    const root = starterRoot();
    const checker = new GeneratedCodeChecker({ cacheDir: false });
    const first = emitProject(PROJECT_COMPILER(root), { checker });
    expect(checker.lastChecked).toContain('generated/cards/starter/fire.ts');
    expect(emitProject(PROJECT_COMPILER(root), { checker })).toEqual(first);
    expect(checker.lastChecked).toEqual([]);

    const water = join(root, 'cards/starter/water.hf');
    writeFileSync(water, readFileSync(water, 'utf8').replace('パワー：1000', 'パワー：1500'));
    const again = emitProject(PROJECT_COMPILER(root), { checker });
    expect(checker.lastChecked).toEqual([
      'generated/cards/starter/water.ts',
      'generated/cards/starter/index.ts',
    ]);
    const changed = again.filter((f, i) => f.content !== first[i].content).map((f) => f.path);
    expect(changed).toEqual(['generated/cards/starter/water.ts', 'generated/CARDS.md']);
  });

  test('a module that failed is checked again on the next run, and passes once the engine is fixed', () => {
    const root = starterRoot();
    const overrides: Record<string, string> = {
      'src/core/cardTypes.ts': CARD_TYPES.replace(
        '  power: number; // a character',
        '  power: string; // a character',
      ),
    };
    expect(overrides['src/core/cardTypes.ts']).not.toBe(CARD_TYPES);
    const checker = new GeneratedCodeChecker({ overrides });
    expect(() => emitProject(PROJECT_COMPILER(root), { checker })).toThrow(TypeCheckError);
    overrides['src/core/cardTypes.ts'] = CARD_TYPES;
    expect(() => emitProject(PROJECT_COMPILER(root), { checker })).not.toThrow();
  });
});

describe('a cold run checks only the modules no earlier run checked with the same texts (marks)', () => {
  /** A cold checker (a new process's) with its marks in `dir`. */
  const coldRun = (root: string, dir: string, options: { overrides?: Record<string, string> } = {}) => {
    const checker = new GeneratedCodeChecker({ cacheDir: dir, ...options });
    const files = emitProject(PROJECT_COMPILER(root), { checker });
    return { checked: checker.lastChecked, files };
  };

  test('the same cards again: nothing is checked, the files are the same', () => {
    const root = starterRoot();
    const dir = mkdtempSync(join(tmpdir(), 'hflux-marks-'));
    roots.push(dir);
    const first = coldRun(root, dir);
    expect(first.checked).toContain('generated/cards/starter/fire.ts');
    const second = coldRun(root, dir);
    expect(second.checked).toEqual([]);
    expect(second.files).toEqual(first.files);
  });

  test('a changed card: its module and every module importing it, directly or not, are checked again', () => {
    const root = starterRoot();
    const dir = mkdtempSync(join(tmpdir(), 'hflux-marks-'));
    roots.push(dir);
    coldRun(root, dir);
    const water = join(root, 'cards/starter/water.hf');
    writeFileSync(water, readFileSync(water, 'utf8').replace('パワー：1000', 'パワー：1500'));
    expect([...coldRun(root, dir).checked].sort()).toEqual([
      'generated/cards/starter/index.ts',
      'generated/cards/starter/water.ts',
      'generated/index.ts',
    ]);
  });

  test('other engine types: every module is checked again, and a module that fails leaves no mark', () => {
    const root = starterRoot();
    const dir = mkdtempSync(join(tmpdir(), 'hflux-marks-'));
    roots.push(dir);
    const all = coldRun(root, dir).checked;
    const broken = CARD_TYPES.replace("| { on: 'attack'; who:", "| { on: 'attackDeclared'; who:");
    expect(broken).not.toBe(CARD_TYPES);
    expect(() => coldRun(root, dir, { overrides: { 'src/core/cardTypes.ts': broken } })).toThrow(
      TypeCheckError,
    );
    expect(() => coldRun(root, dir, { overrides: { 'src/core/cardTypes.ts': broken } })).toThrow(
      TypeCheckError,
    );
    const widened = `${CARD_TYPES}\nexport type Unused = number;\n`;
    expect(coldRun(root, dir, { overrides: { 'src/core/cardTypes.ts': widened } }).checked).toEqual(all);
  });
});
