// nc8 finding 6: `npm run bench -- --help`, `npm start -- --help` … print their usage (exit 0); an unknown option
// is one line pointing to --help (exit 2), never node:util's stack trace.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { ScriptArgsError, parseScriptArgs } from '../../src/cli/scriptArgs.js';

const ROOT = join(import.meta.dirname, '..', '..');
const SCRIPT = { name: 'npm run bench', usage: 'usage: npm run bench -- [--json]\n\n  --json  JSON' };
const config = { options: { json: { type: 'boolean' } } } as const;

describe('parseScriptArgs', () => {
  test('--help and -h print the usage', () => {
    for (const flag of ['--help', '-h']) {
      let out = '';
      expect(() =>
        parseScriptArgs({ ...config, args: [flag] }, SCRIPT, { write: (s) => void (out += s) }),
      ).toThrow(ScriptArgsError);
      expect(out).toBe(`${SCRIPT.usage}\n`);
    }
  });
  test('an unknown option or an extra argument is one line', () => {
    expect(() => parseScriptArgs({ ...config, args: ['--frob'] }, SCRIPT, {})).toThrow(
      'npm run bench: 不明なオプション --frob（--help で使い方）',
    );
    expect(() => parseScriptArgs({ ...config, args: ['extra'] }, SCRIPT, {})).toThrow(
      'npm run bench: 余分な引数 extra（--help で使い方）',
    );
  });
  test('good options parse as node:util does', () => {
    expect(parseScriptArgs({ ...config, args: ['--json'] }, SCRIPT, {}).values).toEqual({ json: true });
  });
});

// each script as npm runs it (tsx <file> <args>): no stack trace
const SCRIPTS: [string, string][] = [
  ['npm run bench', 'bench/engine.ts'],
  ['npm run bench:compile', 'bench/compile.ts'],
  ['npm run bench:lsp', 'bench/lsp.ts'],
  ['npm start', 'src/cli/start.ts'],
  ['npm run rules:coverage', 'src/tools/rulesCoverage.ts'],
];
const tsx = (file: string, args: string[]) =>
  spawnSync(process.execPath, ['--import', 'tsx', join(ROOT, file), ...args], {
    cwd: ROOT,
    encoding: 'utf8',
  });

describe.each(SCRIPTS)('%s', (name, file) => {
  test('--help: usage on stdout, exit 0', () => {
    const r = tsx(file, ['--help']);
    expect([r.status, r.stderr]).toEqual([0, '']);
    expect(r.stdout).toMatch(new RegExp(`^usage: ${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} `));
  }, 60_000);
  test('an unknown option: one line, exit 2', () => {
    const r = tsx(file, ['--frob']);
    expect([r.status, r.stdout, r.stderr]).toEqual([
      2,
      '',
      `${name}: 不明なオプション --frob（--help で使い方）\n`,
    ]);
  }, 60_000);
});
