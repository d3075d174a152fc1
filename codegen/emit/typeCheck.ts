// The in-memory type check of `hflux gen` (issue 12): the generated modules are printed into a ts-morph
// project on an in-memory file system, next to the engine files they import (read from disk, or given as
// override texts), and type-checked before anything is written. A diagnostic is an internal generator error
// (HF-E900) reported at the `.hf` line of the card or ability whose constant it falls in, so a designer never
// meets a tsc error in generated/. The project stays warm between runs (`hflux gen --watch`): unchanged
// modules are neither printed nor checked again.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Project } from 'ts-morph';
import type { CardSource } from '../../src/core/cardTypes.js';
import { type Code, messageOf } from '../dsl/diagnostics/codes.js';
import { type ModulePlan, newEmitProject, printModule } from './modules.js';
import type { Diagnostic } from './source.js';
import { tsMorph } from './tsMorph.js';

/** The code of every diagnostic the type check reports. */
export const TYPE_CHECK_CODE = 'HF-E900' satisfies Code;

/** This hflux's repository: where the engine files are read from. */
const ENGINE_ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** The engine files generated modules import; the files they import are loaded too. */
const ENGINE_ENTRY_FILES = ['src/core/cardTypes.ts', 'src/core/triggerIndex.ts', 'src/catalog/index.ts'];

/** Where the project lives on the in-memory file system. */
const VIRTUAL_ROOT = '/hflux';

export interface CheckerOptions {
  /** Where the engine sources are read from (default: this repository). */
  engineRoot?: string;
  /**
   * Texts that replace engine files, by path relative to the engine root (`src/core/cardTypes.ts`): a test
   * can break a contract type in memory and see `hflux gen` fail at the `.hf` line.
   */
  overrides?: Readonly<Record<string, string>>;
  /**
   * Where a module that type-checked leaves a mark named by what it was checked with (its text, the texts of the
   * generated modules it imports, the engine files, the compiler): a later cold run (the next `hflux gen`, a card
   * command's regeneration) checks only modules without a mark. Default: node_modules/.cache/hflux/typecheck of this
   * repository; false: check every module.
   */
  cacheDir?: string | false;
}

/** Bumped when what a mark stands for changes (the compiler options below, this file's way of checking). */
const MARK_VERSION = 1;

/** A module to print and check: its path relative to the root, its plan, and the sources it comes from. */
export interface ModuleInput {
  path: string;
  plan: ModulePlan;
  sources: readonly string[];
}

interface Printed {
  plan: ModulePlan;
  sources: readonly string[];
  text: string;
  /** The plan's fingerprint: the module is printed again only when it changes. */
  key: string;
}

export class GeneratedCodeChecker {
  private project: Project | undefined;
  private readonly printed = new Map<string, Printed>();
  private readonly engineTexts = new Map<string, string>();
  /** The modules the last run type-checked (those printed again, or all after an engine change). */
  lastChecked: readonly string[] = [];

  constructor(private readonly options: CheckerOptions = {}) {}

  /**
   * Prints every module into the project (only those whose `key` changed since the last run), type-checks
   * the changed ones (all of them when an engine file changed) and returns their texts by path, or throws
   * TypeCheckError with each diagnostic at its `.hf` line. Modules of an earlier run that are not in
   * `modules` are removed from the project.
   */
  run(modules: readonly (ModuleInput & { key: string })[]): Map<string, string> {
    const project = (this.project ??= newEmitProject(COMPILER_OPTIONS()));
    const engineChanged = this.loadEngine(project);
    const changed: string[] = [];
    const wanted = new Set(modules.map((m) => m.path));
    for (const path of [...this.printed.keys()].filter((p) => !wanted.has(p))) {
      project.getSourceFile(virtualPath(path))?.forget();
      this.printed.delete(path);
    }
    for (const module of modules) {
      const before = this.printed.get(module.path);
      if (before?.key === module.key) continue;
      const text = printModule(project, virtualPath(module.path), module.plan);
      this.printed.set(module.path, { plan: module.plan, sources: module.sources, text, key: module.key });
      changed.push(module.path);
    }
    const marks = this.marksOf(modules.map((m) => m.path));
    const toCheck = (engineChanged ? modules.map((m) => m.path) : changed).filter(
      (path) => !marks || !existsSync(join(marks.dir, marks.of(path))),
    );
    this.lastChecked = toCheck;
    const diagnostics = toCheck.flatMap((path) => this.diagnosticsOf(project, path));
    if (diagnostics.length > 0) {
      // The failed modules are printed again next run, so a fixed card is checked again.
      for (const path of toCheck) this.printed.delete(path);
      throw new TypeCheckError(diagnostics);
    }
    if (marks) markChecked(marks.dir, toCheck.map(marks.of));
    return new Map(modules.map((m) => [m.path, this.printed.get(m.path)!.text]));
  }

  /** Reads the engine files (and what they import) into the project; true when any text changed. */
  private loadEngine(project: Project): boolean {
    const root = this.options.engineRoot ?? ENGINE_ROOT;
    const queue = [...ENGINE_ENTRY_FILES];
    const seen = new Set<string>();
    let changed = false;
    while (queue.length > 0) {
      const path = queue.shift()!;
      if (seen.has(path)) continue;
      seen.add(path);
      const text = this.options.overrides?.[path] ?? readFileSync(join(root, path), 'utf8');
      if (this.engineTexts.get(path) !== text) {
        project.createSourceFile(virtualPath(path), text, { overwrite: true });
        this.engineTexts.set(path, text);
        changed = true;
      }
      queue.push(...relativeImports(path, text).filter((p) => !p.startsWith('generated/')));
    }
    return changed;
  }

  /**
   * Each module's mark: a hash of the engine texts, the compiler, the module's text and those of the generated
   * modules it imports, directly or not (a module's types can come from them). Undefined when marks are off.
   */
  private marksOf(paths: readonly string[]): { dir: string; of: (path: string) => string } | undefined {
    const dir =
      this.options.cacheDir ??
      join(this.options.engineRoot ?? ENGINE_ROOT, 'node_modules/.cache/hflux/typecheck');
    if (dir === false) return undefined;
    const engine = sha256(
      JSON.stringify([MARK_VERSION, tsMorph().ts.version, COMPILER_OPTIONS(), [...this.engineTexts].sort()]),
    );
    const wanted = new Set(paths);
    const texts = new Map(paths.map((p) => [p, this.printed.get(p)!.text]));
    const closure = (path: string): string[] => {
      const seen = new Set<string>();
      const queue = [path];
      while (queue.length > 0) {
        const next = queue.pop()!;
        if (seen.has(next) || !wanted.has(next)) continue;
        seen.add(next);
        queue.push(...relativeImports(next, texts.get(next)!));
      }
      return [...seen].sort();
    };
    return {
      dir,
      of: (path) => sha256(JSON.stringify([engine, closure(path).map((p) => [p, texts.get(p)])])),
    };
  }

  private diagnosticsOf(project: Project, path: string): Diagnostic[] {
    const file = project.getSourceFileOrThrow(virtualPath(path));
    const printed = this.printed.get(path)!;
    return file.getPreEmitDiagnostics().map((d) => {
      const start = d.getStart() ?? 0;
      const at = file.getLineAndColumnAtPos(start);
      const origin = originAt(file.compilerNode.statements, start, printed.plan.origins);
      const where = origin ?? { file: printed.sources[0] ?? path, line: 1 };
      const message = tsMorph().ts.flattenDiagnosticMessageText(d.getMessageText() as never, ' ');
      const text = messageOf(TYPE_CHECK_CODE, { message, at: `${path}:${at.line}:${at.column}` });
      return {
        file: where.file,
        line: where.line,
        col: 1,
        code: TYPE_CHECK_CODE,
        severity: 'error' as const,
        message: text.ja,
        messageEn: text.en,
        sourceLine: '',
      };
    });
  }
}

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** Leaves a mark per module that type-checked; a mark that cannot be written only means checking again. */
function markChecked(dir: string, marks: readonly string[]): void {
  try {
    mkdirSync(dir, { recursive: true });
    for (const mark of marks) writeFileSync(join(dir, mark), '');
  } catch {
    // a read-only node_modules: every cold run checks every module, as before the marks
  }
}

/** The generated code does not type-check: each diagnostic names the `.hf` line whose code fails. */
export class TypeCheckError extends Error {
  override name = 'TypeCheckError';
  constructor(readonly diagnostics: readonly Diagnostic[]) {
    super(diagnostics.map((d) => `${d.file}:${d.line}:${d.col} ${d.code} ${d.message}`).join('\n'));
  }
}

/** The `.hf` line of the top-level constant that holds `position`, if it was written from a card. */
function originAt(
  statements: readonly import('ts-morph').ts.Statement[],
  position: number,
  origins: ReadonlyMap<string, CardSource>,
): CardSource | undefined {
  const { ts } = tsMorph();
  const statement = statements.find((s) => s.pos <= position && position < s.end);
  if (!statement || !ts.isVariableStatement(statement)) return undefined;
  const name = statement.declarationList.declarations[0]?.name;
  return name && ts.isIdentifier(name) ? origins.get(name.text) : undefined;
}

/** Repository paths of the relative imports of a `.ts` file (`./x.js` → `dir/x.ts`), as TypeScript finds them. */
function relativeImports(path: string, text: string): string[] {
  return tsMorph()
    .ts.preProcessFile(text, true, true)
    .importedFiles.map((f) => f.fileName)
    .filter((name) => name.startsWith('./') || name.startsWith('../'))
    .map((name) => posix.normalize(posix.join(posix.dirname(path), name.replace(/\.js$/, '.ts'))));
}

function virtualPath(path: string): string {
  return `${VIRTUAL_ROOT}/${path}`;
}

/**
 * The parts of the standard library the engine's type files use (Map, Set, flatMap, Object.entries…): a
 * fraction of ES2022's, which the checker would otherwise parse and bind on every cold run.
 */
const LIB = [
  'lib.es5.d.ts',
  'lib.es2015.collection.d.ts',
  'lib.es2015.iterable.d.ts',
  'lib.es2015.symbol.d.ts',
  'lib.es2015.core.d.ts',
  'lib.es2017.object.d.ts',
  'lib.es2019.array.d.ts',
];

/** Strict, like tsconfig.json, on a minimal library: no Node types, no lib checking. */
function COMPILER_OPTIONS(): import('ts-morph').CompilerOptions {
  const { ts } = tsMorph();
  return {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    lib: LIB,
    types: [],
  };
}
