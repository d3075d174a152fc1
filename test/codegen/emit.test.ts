// The card generator (codegen/emit): one generated module per .hf file whose constants are the compiled
// cards, traceable to their .hf line; deterministic, type-checked, written all-or-nothing; `hflux gen --check`
// finds stale output; `--watch` regenerates.
import { spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';
import { afterAll, describe, expect, test } from 'vitest';
import { type GenIO, runGen, watchGen } from '../../codegen/command.js';
import { compileText } from '../../codegen/dsl/index.js';
import { equalData } from '../../codegen/emit/data.js';
import { DiagnosticsError, PROJECT_COMPILER, cardsGenerator, emitProject } from '../../codegen/emit/index.js';
import { stringLiteral } from '../../codegen/emit/literal.js';
import { cell } from '../../codegen/emit/markdown.js';
import { emitCardModule } from '../../codegen/emit/modules.js';
import type { CompileResult, Diagnostic } from '../../codegen/emit/source.js';
import { GenError } from '../../codegen/errors.js';
import { GENERATORS } from '../../codegen/generators.js';
import { emitRulesModule } from '../../codegen/rules/emit.js';
import { generateOutput, staleFiles } from '../../codegen/run.js';
import type { Generator } from '../../codegen/types.js';
import type { CardDefinition } from '../../src/core/cardTypes.js';
import { buildTriggerIndex } from '../../src/core/triggerIndex.js';
import { KEYWORD_NAMES, type KnownKeyword, keywordAbilities } from '../../src/keywords.js';
import { EXPECTED_KEYWORDS } from '../helpers/expectedKeywords.js';
import { keywordBlocks } from '../helpers/keywordsFile.js';

const ROOT = join(import.meta.dirname, '../..');

function memoryIO(): GenIO & { out: (l: string) => void; lines: string[]; errors: string[] } {
  const lines: string[] = [];
  const errors: string[] = [];
  return { lines, errors, out: (l) => lines.push(l), err: (l) => errors.push(l) };
}

const tempRoots: string[] = [];
afterAll(() => {
  for (const root of tempRoots) rmSync(root, { recursive: true, force: true });
});

function tempRoot(): string {
  const root = mkdtempSync(join(tmpdir(), 'hflux-emit-'));
  tempRoots.push(root);
  return root;
}

/** Every file under `dir` (relative paths with their contents), for "nothing changed" assertions. */
function snapshot(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (rel: string) => {
    const abs = join(dir, rel);
    if (!existsSync(abs)) return;
    for (const entry of readdirSync(abs, { withFileTypes: true })) {
      const path = rel ? `${rel}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(path);
      else out[path] = readFileSync(join(dir, path), 'utf8');
    }
  };
  walk('');
  return out;
}

const compiled = PROJECT_COMPILER(ROOT);
/** What `hflux gen` makes of this repository, made once for the tests that read it (a whole regeneration). */
let output: ReturnType<typeof generateOutput> | undefined;
const repositoryOutput = () => (output ??= generateOutput(ROOT, GENERATORS));

/** A small set compiled from .hf text: two files, keywords, every kind of ability (no type check needed). */
const FIXTURE_FILES: Record<string, string> = {
  'cards/fixture/b.hf': `【セット】fixture

【カード】見張りの槍兵
種別：キャラクター
コスト：2
パワー：2000
テキスト：
  【反撃】
  [自動] このキャラクターが戦場に登場した時、あなたはメインデッキからカードを1枚引く。
`,
  'cards/fixture/a.hf': `【セット】fixture

【カード】火花の術師
種別：キャラクター
コスト：1
パワー：1000
テキスト：
  [1][スリープ]：対戦相手のキャラクター一体を対象とし、それに1000ダメージを与える。

【カード】小さな炎
種別：コマンド
コスト：1
テキスト：
  対戦相手に1ダメージを与える。
`,
};

function compileFixtures(_root?: string): CompileResult {
  const cards = Object.entries(FIXTURE_FILES).flatMap(([file, text]) => {
    const result = compileText(text, file, compiled.keywords);
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    return result.cards;
  });
  return {
    sets: [{ id: 'fixture', files: Object.keys(FIXTURE_FILES), cards }],
    keywords: compiled.keywords,
    diagnostics: [],
  };
}

/** The cards generator on the fixture set, without the in-memory type check (tested in typeCheck.test.ts). */
const fixtureGenerator = () => cardsGenerator({ compile: compileFixtures, typeCheck: false });

describe('generated/ is the compiled project', () => {
  test('each .hf file is one module whose cards are exactly the compiled definitions, in source order', async () => {
    expect(compiled.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    for (const set of compiled.sets) {
      const index = (await import(pathToFileURL(join(ROOT, `generated/cards/${set.id}/index.ts`)).href)) as {
        CARDS: CardDefinition[];
        SET_ID: string;
        TRIGGERS: unknown;
      };
      expect(index.SET_ID).toBe(set.id);
      const defs = [...set.cards]
        .sort((a, b) => (a.sourceFile < b.sourceFile ? -1 : a.sourceFile > b.sourceFile ? 1 : 0))
        .map((c) => c.def);
      expect(index.CARDS.map((c) => c.id)).toEqual(defs.map((d) => d.id));
      index.CARDS.forEach((card, i) => {
        expect(card, card.id).toEqual(defs[i]);
        expect(equalData(card, defs[i]), card.id).toBe(true);
      });
      expect(index.TRIGGERS).toEqual(buildTriggerIndex(defs));
      for (const file of set.files) {
        const name = file.split('/').pop()!.replace(/\.hf$/, '');
        const module = (await import(
          pathToFileURL(join(ROOT, `generated/cards/${set.id}/${name}.ts`)).href
        )) as {
          CARDS: CardDefinition[];
        };
        expect(module.CARDS.map((c) => c.source?.file)).toEqual(
          set.cards.filter((c) => c.sourceFile === file).map(() => file),
        );
      }
    }
  });

  test('a newcomer goes from a card in generated/cards/starter/fire.ts to its .hf line', async () => {
    const text = readFileSync(join(ROOT, 'generated/cards/starter/fire.ts'), 'utf8');
    const hf = readFileSync(join(ROOT, 'cards/starter/fire.hf'), 'utf8').split('\n');
    const fire = await import('../../generated/cards/starter/fire.js');
    expect(fire.CARDS.length).toBeGreaterThan(10);
    // Each card's doc comment: its name, its text, `@see` its .hf line — the line of its 【カード】 header.
    const docs = new Map(
      [
        ...text.matchAll(
          /\/\*\*\n \* (.+)\n(?: \*.*\n)*? \* @see (cards\/\S+):(\d+)\n \*\/\nexport const \S+ = \{\n {2}id: '([^']+)'/g,
        ),
      ].map(([, name, file, line, id]) => [id, { name, file, line: Number(line) }]),
    );
    for (const card of fire.CARDS) {
      expect(docs.get(card.id), card.id).toEqual({ name: card.name, ...card.source });
      expect(hf[card.source!.line - 1]).toBe(`【カード】${card.name}`);
    }
    // Each card is an exported constant, each ability a typed handler object it refers to.
    const card = fire.CARDS.find((c) => c.name === '紅蓮の見習い剣士')!;
    expect(fire.紅蓮の見習い剣士).toBe(card);
    expect(fire.紅蓮の見習い剣士_auto1).toBe(card.abilities[0]);
    expect(text).toContain('export const 紅蓮の見習い剣士 = {');
    expect(text).toMatch(/\} satisfies CardDefinition;/);
    expect(text).toMatch(/export const 紅蓮の見習い剣士_auto1: AutoAbility = \{[\s\S]*?\};/);
    expect(text).toContain('abilities: [...KEYWORDS.strike],');
    // Plain data: no call, no function in any generated card module.
    expect(text).not.toMatch(/=>|function|\w\(/);
  });

  test('generated/index.ts lists every set and finds cards by id and by name', async () => {
    const index = await import('../../generated/index.js');
    expect(index.ALL_SETS.map((s) => s.id)).toEqual(compiled.sets.map((s) => s.id).sort());
    for (const set of compiled.sets) {
      for (const { def } of set.cards) {
        expect(index.cardById(def.id)).toEqual(def);
        expect(index.cardsByName(set.id).get(def.name)).toEqual(def);
        expect(index.cardByName(def.name, set.id)).toEqual(def);
      }
    }
    expect(index.cardById('no/such card')).toBeUndefined();
    expect(index.cardsByName('__proto__').size).toBe(0);
    // The merged trigger index is every set's, set by set: the same as indexing every card at once.
    expect(index.TRIGGERS).toEqual(buildTriggerIndex(index.ALL_CARDS));
    for (const set of index.ALL_SETS) expect(set.triggers).toEqual(buildTriggerIndex(set.cards));
  });

  test('generated/keywords.ts (from rules/keywords.hf) is the hand-written HF-13 table; src/keywords.ts reads it', async () => {
    const { KEYWORDS } = await import('../../generated/keywords.js');
    for (const [name, abilities] of Object.entries(EXPECTED_KEYWORDS))
      expect(KEYWORDS[name as KnownKeyword]).toEqual(abilities);
    expect(KEYWORDS).toEqual(compiled.keywords);
    for (const name of KEYWORD_NAMES) expect(keywordAbilities(name)).toBe(KEYWORDS[name]);
    // issue 10.6: the keywords are exactly the blocks of rules/keywords.hf, whatever a designer adds
    expect(KEYWORD_NAMES).toEqual(keywordBlocks().map((b) => b.id));
  });

  test('the generated modules pass tsc strict', () => {
    const config = ts.getParsedCommandLineOfConfigFile(
      join(ROOT, 'tsconfig.json'),
      {},
      {
        ...ts.sys,
        onUnRecoverableConfigFileDiagnostic: (d) => {
          throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
        },
      },
    )!;
    const roots = readdirSync(join(ROOT, 'generated'), { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.ts'))
      .map((f) => join(ROOT, 'generated', f));
    const program = ts.createProgram({ rootNames: roots, options: config.options });
    const diagnostics = ts
      .getPreEmitDiagnostics(program)
      .map((d) => `${d.file?.fileName ?? ''} ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`);
    expect(diagnostics).toEqual([]);
    expect(config.options.strict).toBe(true);
  });
});

describe('emitting is deterministic', () => {
  test('the same input gives the same bytes; input order of sets and cards does not matter', () => {
    const first = emitProject(compileFixtures(ROOT));
    expect(emitProject(compileFixtures(ROOT))).toEqual(first);
    const fixtureModules = (files: { path: string }[]) =>
      files.filter((f) => f.path.startsWith('generated/cards/fixture/'));
    const fixtures = compileFixtures(ROOT);
    const shuffled: CompileResult = {
      ...fixtures,
      sets: [
        { id: 'zeta', files: ['cards/zeta/b.hf', 'cards/zeta/a.hf'], cards: [] },
        { ...fixtures.sets[0], cards: [...fixtures.sets[0].cards].reverse() },
      ],
    };
    const again = emitProject(shuffled);
    expect(fixtureModules(again)).toEqual(fixtureModules(first));
    expect(again.map((f) => f.path)).toEqual([
      'generated/cards/fixture/a.ts',
      'generated/cards/fixture/b.ts',
      'generated/cards/fixture/index.ts',
      'generated/cards/zeta/a.ts',
      'generated/cards/zeta/b.ts',
      'generated/cards/zeta/index.ts',
      'generated/index.ts',
      'generated/keywords.ts',
      'generated/CARDS.md',
    ]);
    expect(again.find((f) => f.path === 'generated/cards/zeta/index.ts')!.content.split('\n')[0]).toBe(
      '// Code generated by hflux gen from cards/zeta/a.hf, cards/zeta/b.hf. DO NOT EDIT.',
    );
    expect(again.find((f) => f.path === 'generated/cards/zeta/b.ts')!.content.split('\n')[0]).toBe(
      '// Code generated by hflux gen from cards/zeta/b.hf. DO NOT EDIT.',
    );
  });

  test('every generated file starts with the generated-code header', () => {
    for (const file of repositoryOutput().files) {
      const first = file.content.split('\n')[0];
      if (file.path.endsWith('.md'))
        expect(first, file.path).toMatch(/^<!-- Code generated by hflux gen from .+\. DO NOT EDIT\. -->$/);
      else if (file.path.endsWith('.json'))
        // JSON has no comments: generated/sources.json carries the notice as its first field
        expect((JSON.parse(file.content) as { note: string }).note, file.path).toMatch(
          /^Code generated by hflux gen from .+\. DO NOT EDIT\.$/,
        );
      else expect(first, file.path).toMatch(/^\/\/ Code generated by hflux gen from .+\. DO NOT EDIT\.$/);
    }
  });

  test('bad set ids and duplicate card ids are errors, not files', () => {
    const fixtures = compileFixtures(ROOT);
    expect(() => emitProject({ ...fixtures, sets: [{ ...fixtures.sets[0], id: '../evil' }] })).toThrow(
      GenError,
    );
    const card = fixtures.sets[0].cards[0];
    expect(() =>
      emitProject({
        ...fixtures,
        sets: [{ id: 'dup', files: [], cards: [card, { ...card, span: { ...card.span, start: 9 } }] }],
      }),
    ).toThrow(/already defined/);
  });

  test('a file name in a header cannot break out of its comment', () => {
    const text = emitCardModule({ sources: ['cards/x/a\nconsole.log(1)\u2028.hf'], cards: [] });
    expect(text.split('\n')[0]).toBe(
      '// Code generated by hflux gen from cards/x/a\\u000Aconsole.log(1)\\u2028.hf. DO NOT EDIT.',
    );
  });

  test('a rules/game.yaml comment copied into generated/rules.ts cannot end its comment', () => {
    const spec = {
      constants: [{ name: 'handLimit', value: 7, note: 'HF-6.5 a\u2028export const EVIL = 1;\u2029b' }],
      phases: [{ name: 'main', rule: 'HF-6.4', opensWindowAtEnd: true, note: 'HF-6.4\r\nx' }],
    };
    const text = emitRulesModule(spec);
    expect(text).not.toMatch(/[\u2028\u2029\r]/);
    expect(text).toContain('handLimit: 7, // HF-6.5 a\\u2028export const EVIL = 1;\\u2029b\n');
    expect(text).toContain(
      "{ name: 'main', rule: 'HF-6.4', opensWindowAtEnd: true }, // HF-6.4\\u000D\\u000Ax\n",
    );
  });

  test('string literals escape what could end or hide code', () => {
    expect(stringLiteral("it's")).toBe("'it\\'s'");
    expect(stringLiteral('a\\b')).toBe("'a\\\\b'");
    expect(stringLiteral('ends\\')).toBe("'ends\\x5C'");
    expect(stringLiteral('${x}`*/')).toBe("'${x}`*/'");
    expect(stringLiteral('\u2028\u2029\n\r\t\0')).toBe("'\\u2028\\u2029\\n\\r\\t\\u0000'");
    expect(stringLiteral('\ud800x\u202e')).toBe("'\\uD800x\\u202E'");
    expect(stringLiteral('紅蓮😀')).toBe("'紅蓮😀'");
  });

  test('Markdown cells cannot end the cell, open HTML or links', () => {
    expect(cell('a|b<script>x</script>\n[c](d)*e*')).toBe(
      'a\\|b&lt;script&gt;x&lt;/script&gt;<br>\\[c](d)\\*e\\*',
    );
  });
});

describe('hflux gen writes all or nothing', () => {
  const ok: Generator = {
    name: 'ok',
    generate: () => [{ path: 'generated/ok.ts', content: 'export const OK = 1;\n' }],
  };
  const diagnostic: Diagnostic = {
    file: 'cards/starter/fire.hf',
    line: 12,
    col: 7,
    code: 'HF-E012',
    severity: 'error',
    message: '知らない句です',
    sourceLine: '  それを燃やす。',
  };
  const failing = cardsGenerator({
    compile: () => ({
      sets: [],
      keywords: {},
      diagnostics: [diagnostic, { ...diagnostic, line: 3, severity: 'warning' }],
    }),
  });

  test('error diagnostics: exit 1, each printed as file:line:col code message, nothing written', () => {
    const root = tempRoot();
    const io = memoryIO();
    expect(runGen({ root, generators: [ok, failing], io })).toBe(1);
    expect(io.errors[0]).toBe('cards/starter/fire.hf:12:7 HF-E012 知らない句です');
    expect(io.errors).toHaveLength(2);
    expect(snapshot(root)).toEqual({});
    expect(() => failing.generate(root)).toThrow(DiagnosticsError);
  });

  test('a generator that throws: exit 2, a message without a stack trace, nothing written', () => {
    const root = tempRoot();
    const io = memoryIO();
    const broken: Generator = {
      name: 'broken',
      generate: () => {
        throw new GenError('cards/x.hf: cannot read');
      },
    };
    expect(runGen({ root, generators: [ok, broken], io })).toBe(2);
    expect(io.errors).toEqual(['hflux gen: cards/x.hf: cannot read']);
    expect(snapshot(root)).toEqual({});
  });

  test('a write that fails part-way leaves every target as it was and no temp files', () => {
    const root = tempRoot();
    mkdirSync(join(root, 'generated'));
    writeFileSync(join(root, 'generated/a.ts'), 'old\n');
    writeFileSync(join(root, 'generated/blocker'), 'a file where a directory is needed\n');
    const before = snapshot(root);
    const twoFiles: Generator = {
      name: 'two',
      generate: () => [
        { path: 'generated/a.ts', content: 'new\n' },
        { path: 'generated/blocker/b.ts', content: 'cannot be written\n' },
      ],
    };
    const io = memoryIO();
    expect(runGen({ root, generators: [twoFiles], io })).toBe(2);
    expect(snapshot(root)).toEqual(before);
  });
});

describe('hflux gen on card files with errors', () => {
  test('the real compiler: exit 1, diagnostics as file:line:col code message, generated/ untouched', () => {
    const root = tempRoot();
    cpSync(join(ROOT, 'rules'), join(root, 'rules'), { recursive: true });
    mkdirSync(join(root, 'cards/broken'), { recursive: true });
    writeFileSync(
      join(root, 'cards/broken/bad.hf'),
      '【セット】broken\n\n【カード】壊れた剣士\n種別：キャラクター\nコスト：2\nパワー：1000\nテキスト：\n  [自動] このキャラクターが空を飛ぶ時、それを燃やす。\n',
    );
    mkdirSync(join(root, 'generated'));
    writeFileSync(join(root, 'generated/index.ts'), '// old\n');
    const before = snapshot(join(root, 'generated'));
    const io = memoryIO();
    expect(runGen({ root, io })).toBe(1);
    expect(io.errors.length).toBeGreaterThan(1);
    for (const line of io.errors.slice(0, -1))
      expect(line).toMatch(/^cards\/broken\/bad\.hf:\d+:\d+ HF-E\d+ \S/);
    expect(io.errors.at(-1)).toMatch(/^hflux gen: エラーが\d+件あるため、generated\/ は変更していません/);
    expect(snapshot(join(root, 'generated'))).toEqual(before);
  });
});

describe('hflux gen --check', () => {
  test('fresh, then stale after an edit, a missing file or a left-over set; writing fixes it', () => {
    const root = tempRoot();
    const generators = [fixtureGenerator()];
    const io = memoryIO();
    expect(runGen({ root, generators, io, check: true })).toBe(1);
    expect(runGen({ root, generators, io })).toBe(0);
    expect(runGen({ root, generators, io: memoryIO(), check: true })).toBe(0);

    writeFileSync(join(root, 'generated/cards/fixture/a.ts'), '// edited by hand\n');
    mkdirSync(join(root, 'generated/cards/removed-set'));
    writeFileSync(join(root, 'generated/cards/removed-set/x.ts'), 'export {};\n');
    writeFileSync(join(root, 'generated/cards/fixture/removed-file.ts'), 'export {};\n');
    const stale = memoryIO();
    expect(runGen({ root, generators, io: stale, check: true })).toBe(1);
    expect(stale.errors).toEqual([
      '古いファイル: generated/cards/fixture/a.ts はソースと食い違っています。npm run gen で作り直してください',
      '古いファイル: generated/cards/fixture/removed-file.ts は元のソースがもうありません。npm run gen で作り直してください',
      '古いファイル: generated/cards/removed-set/x.ts は元のソースがもうありません。npm run gen で作り直してください',
    ]);
    // --lang en (nb18: Japanese by default, as every designer-facing message)
    const written = memoryIO();
    expect(runGen({ root, generators, io: written, lang: 'en' })).toBe(0);
    expect(written.lines).toEqual([
      'wrote generated/cards/fixture/a.ts',
      'removed generated/cards/fixture/removed-file.ts (its source is gone)',
      'removed generated/cards/removed-set/x.ts (its source is gone)',
    ]);
    expect(existsSync(join(root, 'generated/cards/removed-set'))).toBe(false);
    expect(existsSync(join(root, 'generated/cards/fixture/removed-file.ts'))).toBe(false);
    expect(staleFiles(root, generateOutput(root, generators))).toEqual([]);
  });

  test('the repository is fresh: generated/ is what `hflux gen` makes of it (in-process; .ci/run runs the command)', () => {
    expect(staleFiles(ROOT, repositoryOutput())).toEqual([]);
  });

  test('`hflux gen --check` on a stale root: exit 1, the stale files named, no stack trace', () => {
    const root = tempRoot();
    cpSync(join(ROOT, 'rules'), join(root, 'rules'), { recursive: true });
    cpSync(join(ROOT, 'cards'), join(root, 'cards'), { recursive: true });
    const stale = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'src/cli/main.ts', 'gen', '--check', '--root', root],
      { cwd: ROOT, encoding: 'utf8' },
    );
    expect(stale.status).toBe(1);
    expect(stale.stderr).toContain('古いファイル: generated/rules.ts');
    expect(stale.stderr).not.toMatch(/\n\s+at /);
  });
});

describe('hflux gen --watch', () => {
  test('regenerates once per burst of saves and keeps going after an error', async () => {
    const root = tempRoot();
    mkdirSync(join(root, 'cards'));
    mkdirSync(join(root, 'rules'));
    writeFileSync(join(root, 'cards/a.hf'), 'one');
    const echo: Generator = {
      name: 'echo',
      generate: (r) => {
        const text = readFileSync(join(r, 'cards/a.hf'), 'utf8');
        if (text === 'bad') throw new GenError('cards/a.hf:1:1: bad');
        return [{ path: 'generated/echo.txt', content: text }];
      },
    };
    const codes: number[] = [];
    let notify: () => void = () => {};
    const io = memoryIO();
    const watcher = watchGen({
      root,
      generators: [echo],
      io,
      debounceMs: 50,
      onRun: (code) => {
        codes.push(code);
        notify();
      },
    });
    const nextRun = () => new Promise<void>((resolve) => (notify = resolve));
    try {
      expect(codes).toEqual([0]);
      expect(readFileSync(join(root, 'generated/echo.txt'), 'utf8')).toBe('one');
      let run = nextRun();
      writeFileSync(join(root, 'cards/a.hf'), 'two');
      writeFileSync(join(root, 'cards/a.hf'), 'three');
      await run;
      expect(readFileSync(join(root, 'generated/echo.txt'), 'utf8')).toBe('three');
      run = nextRun();
      writeFileSync(join(root, 'cards/a.hf'), 'bad');
      await run;
      expect(io.errors).toContain('hflux gen: cards/a.hf:1:1: bad');
      run = nextRun();
      writeFileSync(join(root, 'cards/a.hf'), 'four');
      await run;
      expect(readFileSync(join(root, 'generated/echo.txt'), 'utf8')).toBe('four');
      // An editor's atomic save (a new file renamed over the old one), then a plain write to the new file.
      run = nextRun();
      writeFileSync(join(root, 'cards/.a.hf.swp'), 'five');
      renameSync(join(root, 'cards/.a.hf.swp'), join(root, 'cards/a.hf'));
      await run;
      expect(readFileSync(join(root, 'generated/echo.txt'), 'utf8')).toBe('five');
      run = nextRun();
      writeFileSync(join(root, 'cards/a.hf'), 'six');
      await run;
      expect(readFileSync(join(root, 'generated/echo.txt'), 'utf8')).toBe('six');
      expect(codes).toEqual([0, 0, 2, 0, 0, 0]);
      // nb18 (newcomer audit 3): what the watch prints on stdout is Japanese, not "wrote …" among Japanese lines
      expect(io.lines.filter((l) => !/[ぁ-んァ-ヶ一-龠]/.test(l))).toEqual([]);
      expect(io.lines).toContain('書き出し: generated/echo.txt');
    } finally {
      watcher.close();
    }
  });
});
