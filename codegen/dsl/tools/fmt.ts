// `hflux fmt [paths…] [--check]`: rewrites card files in canonical form (codegen/dsl/print/), atomically
// (temp file + rename), through symlinks, only regular files, keeping the mode (src/io/writeRegular.ts). A file with lines that do not parse is left alone and its problems are reported.
// Exit 0 nothing to do / written, 1 --check found files to reformat or a file has errors, 2 usage/internal.
import { join } from 'node:path';
import { readInputFile } from '../../../src/io/readInput.js';
import { rewriteRegularFile } from '../../../src/io/writeRegular.js';
import { type Lang, formatDiagnostics } from '../diagnostics/format.js';
import { Reporter } from '../diagnostics/report.js';
import { LineCache } from '../parse/matchLine.js';
import { parseFile } from '../parse/parseFile.js';
import { printFile } from '../print/file.js';
import type { CommandResult } from './check.js';
import { expandPaths } from './paths.js';

export interface FmtOptions {
  paths: string[];
  check?: boolean;
  lang?: Lang;
  root?: string;
}

/** The canonical text of a file, or the diagnostics that prevent formatting it. */
export function formatText(text: string, file: string) {
  const reporter = new Reporter();
  const ir = parseFile(text, file, new LineCache({ keywords: [], traits: [] }), reporter);
  const diagnostics = reporter.diagnostics().filter((d) => d.severity === 'error');
  return diagnostics.length ? { diagnostics } : { text: printFile(ir), diagnostics };
}

export function runFmt(options: FmtOptions): CommandResult {
  const root = options.root ?? process.cwd();
  const defaults = options.paths.length === 0;
  const files = expandPaths(root, defaults ? ['cards', 'rules'] : options.paths, defaults);
  const lang = options.lang ?? 'ja';
  const out: string[] = [];
  let failed = false;
  for (const file of files) {
    const source = readInputFile(join(root, file), { display: file });
    const result = formatText(source, file);
    if (result.text === undefined) {
      failed = true;
      out.push(formatDiagnostics(result.diagnostics, lang));
      continue;
    }
    if (result.text === source) continue;
    failed ||= options.check === true;
    if (!options.check) rewriteRegularFile(join(root, file), result.text, file);
    out.push(
      `${options.check ? (lang === 'ja' ? '整形が必要' : 'would reformat') : lang === 'ja' ? '整形しました' : 'formatted'}: ${file}`,
    );
  }
  return { exitCode: failed ? 1 : 0, stdout: out.length ? `${out.join('\n')}\n` : '' };
}
