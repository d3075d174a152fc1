// docs/designer-guide.md (nb18, newcomer audit 4): every card text and command of the designer's guide is tested
// here, in process. Its ```hf blocks compile without a diagnostic and are canonical (`hflux fmt` leaves them as
// they are; a block without its 【セット】 line is a block to add to mine.hf), except a block marked
// ```hf 誤りの例 HF-Exxx, which reports that code only — and the ```text block after the first such one is what
// `hflux check` prints for it. Every `npx hflux …` line of its ```sh blocks parses with the real command line
// (src/cli/hfluxProgram.ts, every action replaced: nothing runs), the fmt rewrites it quotes are fmt's, its
// scenario is the one `hflux new set mine` writes (test/cli/newSet.test.ts runs that), and the regeneration
// line it quotes is the one printed. Its `$ npx hflux explain` console block is checked by
// test/explain/doc-examples.test.ts with the other docs.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Command } from 'commander';
import { describe, expect, test } from 'vitest';
import { compileSources } from '../../codegen/dsl/compile.js';
import { formatDiagnostics } from '../../codegen/dsl/diagnostics/format.js';
import { sortDiagnostics } from '../../codegen/dsl/diagnostics/report.js';
import { loadKeywords } from '../../codegen/dsl/index.js';
import { formatText } from '../../codegen/dsl/tools/fmt.js';
import { regeneratingLine } from '../../src/cli/freshCards.js';
import { hfluxProgram } from '../../src/cli/hfluxProgram.js';
import { newSetFiles } from '../../src/cli/newSet.js';
import { lineExplainer } from '../../src/explain/index.js';

const ROOT = join(import.meta.dirname, '..', '..');
const GUIDE = readFileSync(join(ROOT, 'docs/designer-guide.md'), 'utf8');
const FILE = 'cards/mine/mine.hf';
const HEADER = '【セット】mine\n\n';

/** The ```<lang> blocks, with the words after the language (```hf 誤りの例 HF-E022). */
function blocks(lang: string): { line: number; info: string; text: string }[] {
  return [...GUIDE.matchAll(new RegExp(`^\`\`\`${lang}( [^\\n]*)?\\n([\\s\\S]*?)^\`\`\`$`, 'gm'))].map(
    (m) => ({
      line: GUIDE.slice(0, m.index).split('\n').length + 1,
      info: (m[1] ?? '').trim(),
      text: m[2],
    }),
  );
}

const keywords = loadKeywords().table;
const withHeader = (text: string) => (text.startsWith('【セット】') ? text : HEADER + text);
const marked = (info: string) => /^誤りの例 (HF-E\d+)$/.exec(info)?.[1];
/** What `hflux check` reports; `references: false` for a block alone (its traits and names are in the others). */
const diagnose = (text: string, references = true) =>
  sortDiagnostics(
    compileSources([{ path: FILE, text }], { keywords, references, explain: lineExplainer('ja') })
      .diagnostics,
  );

describe('docs/designer-guide.md: its card blocks', () => {
  const cards = blocks('hf');
  const good = cards.filter((b) => !marked(b.info));
  const bad = cards.filter((b) => marked(b.info));

  test('has one card of each kind and 30 or more card sentences', () => {
    const all = good.map((b) => b.text).join('\n');
    for (const kind of ['キャラクター', 'コマンド', 'セット', 'ワールド・セット'])
      expect(all).toContain(`種別：${kind}\n`);
    const sentences = all.split('\n').filter((l) => l.startsWith('  '));
    expect(sentences.length).toBeGreaterThanOrEqual(30);
    expect(bad.length).toBeGreaterThanOrEqual(2);
  });

  test.each(good.map((b) => [b.line, b]))(
    'docs/designer-guide.md:%s compiles and is canonical',
    (_line, b) => {
      const text = withHeader(b.text);
      expect(diagnose(text, false).map((d) => `${d.line} ${d.code} ${d.message}`)).toEqual([]);
      expect(formatText(text, FILE, ROOT).text).toBe(text);
    },
  );

  test('all of them in one mine.hf, as the guide adds them: no error, no warning', () => {
    const text = [good[0].text, ...good.slice(1).map((b) => b.text.replace(/^【セット】mine\n\n/, ''))].join(
      '\n',
    );
    expect(good[0].text.startsWith(HEADER)).toBe(true);
    expect(diagnose(text).map((d) => `${d.line} ${d.code} ${d.message}`)).toEqual([]);
  });

  test.each(bad.map((b) => [b.line, b]))(
    'docs/designer-guide.md:%s reports the code it is marked with',
    (_line, b) => {
      const found = diagnose(b.text);
      const codes = found.map((d) => d.code);
      // the message the guide quotes beside it is the one printed
      for (const d of found.filter((f) => f.code === 'HF-E040')) expect(GUIDE).toContain(`「${d.message}」`);
      expect(codes.length).toBeGreaterThan(0);
      expect(new Set(codes)).toEqual(new Set([marked(b.info)]));
    },
  );

  test('the hflux check output it shows is the one printed for its first wrong block', () => {
    const wrong = bad[0];
    const shown = blocks('text').find((b) => b.line > wrong.line)!;
    expect(`${formatDiagnostics(diagnose(wrong.text), 'ja')}\n`).toBe(shown.text);
  });

  test('the hflux fmt rewrites it quotes are what hflux fmt prints', () => {
    const section = GUIDE.slice(GUIDE.indexOf('## hflux fmt'), GUIDE.indexOf('## よく使う文'));
    const pairs = [...section.replace(/\n/g, '').matchAll(/`([^`]+)` →`([^`]+)`/g)].map((m) => [m[1], m[2]]);
    expect(pairs.length).toBeGreaterThanOrEqual(2);
    for (const [from, to] of pairs) {
      const card = from.startsWith('[')
        ? '【カード】試し\n種別：キャラクター\nコスト：1\nパワー：1000\nテキスト：\n'
        : '【カード】試し\n種別：コマンド\nコスト：1\nテキスト：\n';
      const text = `${HEADER}${card}  ${from}\n`;
      expect(formatText(text, FILE, ROOT).text).toBe(text.replace(from, to));
    }
  });
});

describe('docs/designer-guide.md: its commands, scenario and messages', () => {
  /** The program with every action replaced, so parsing a line runs nothing; parse errors throw. */
  function parser(): Command {
    const program = hfluxProgram();
    const quiet = (c: Command) => {
      c.configureOutput({ writeOut: () => {}, writeErr: () => {}, outputError: () => {} });
      c.action(() => {});
      for (const sub of c.commands) quiet(sub);
    };
    for (const c of program.commands) quiet(c);
    program.configureOutput({ writeOut: () => {}, writeErr: () => {}, outputError: () => {} });
    return program;
  }
  const lines = blocks('sh')
    .flatMap((b) => b.text.split('\n'))
    .map((l) => l.replace(/\s+#.*$/, '').trim())
    .filter(Boolean);
  const hflux = lines.filter((l) => l.startsWith('npx hflux '));

  test('its command lines are hflux commands and npm scripts of package.json', () => {
    expect(hflux.length).toBeGreaterThanOrEqual(12);
    const scripts = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).scripts as Record<
      string,
      string
    >;
    for (const l of lines.filter((x) => !x.startsWith('npx hflux '))) {
      const run = /^npm run (\S+)/.exec(l);
      if (run) expect(Object.keys(scripts)).toContain(run[1]);
      else expect(l).toBe('npm ci');
    }
  });

  test.each(hflux)('%s parses', async (line) => {
    const args = line.split(/\s+/).slice(2);
    if (args[0] === '--version') return expect(parser().commands.length).toBeGreaterThan(10);
    await expect(parser().parseAsync(args, { from: 'user' })).resolves.toBeDefined();
  });

  test('a wrong option is refused by the same parser (the check can fail)', async () => {
    await expect(parser().parseAsync(['check', '--bogus'], { from: 'user' })).rejects.toThrow();
  });

  test('its scenario is the one hflux new set mine writes', () => {
    const [yaml] = blocks('yaml');
    expect(yaml.text).toBe(newSetFiles('mine')['scenarios/mine-spark.scenario.yaml']);
  });

  test('it quotes the regeneration line as it is printed after an edit', () => {
    const line = regeneratingLine({ added: [], edited: [FILE], removed: [] }, 'ja');
    expect(GUIDE.replace(/\n/g, '')).toContain(`「${line}」`);
  });
});
