// Whether a text parses, for the tools and tests that only ask whether a text compiles (the clause bank, the
// part bank's accepted cards, the variant probe, test/dsl/ir-read.test.ts): a line that does not parse gets one
// finding over the whole line, without diagnosing it (no expected phrases, no 「もしかして」), which was most of
// their time on rejected texts. A line that does not parse is an error of the whole compile too, so a text this
// rejects never compiles; one it accepts may still fail in lowering or the checks.
import { Reporter } from '../diagnostics/report.js';
import { loadKeywords } from '../index.js';
import type { IRFile } from '../ir.js';
import type { KeywordTable } from '../lower/env.js';
import { LineCache } from '../parse/matchLine.js';
import { parseFile } from '../parse/parseFile.js';

const caches = new Map<string, LineCache>();

/** The quick line cache for these keywords (the repository's by default), shared by every caller. */
function quickCache(keywords: Iterable<string>): LineCache {
  const names = [...keywords];
  const key = names.join('\u0000');
  let cache = caches.get(key);
  if (!cache) caches.set(key, (cache = new LineCache({ keywords: names, traits: [] }, true)));
  return cache;
}

let repoNames: string[] | undefined;

/** The IR of `text` when every line parses without an error (a lone text: no project traits), else undefined. */
export function quickParse(text: string, file: string, keywords?: KeywordTable): IRFile | undefined {
  repoNames ??= [...loadKeywords().table.keys()];
  const reporter = new Reporter();
  const ir = parseFile(text, file, quickCache(keywords ? keywords.keys() : repoNames), reporter);
  return reporter.diagnostics().some((d) => d.severity === 'error') ? undefined : ir;
}

/** Whether every line of `text` parses (see quickParse). */
export function parses(text: string, file: string, keywords?: KeywordTable): boolean {
  return quickParse(text, file, keywords) !== undefined;
}
