// Issue 22 (i22v8): the variant probe — does a fix generalise to the family of wordings a designer would write?
// Every text line the language accepts (the cards of test/corpora/*.hf and cards/ that compile) is rewritten by
// one variation operator at one place (./variantOperators.ts: 自分/あなた, 1体/一体, 戦場/場, した時/したとき,
// してもよい/ことができる, full/half width, an optional comma…), and the card is parsed again:
//   same     — the variant prints the same canonical text as the original (`hflux fmt`): the same IR;
//   rejected — the variant does not parse (a wording the language misses);
//   changed  — it parses to another IR (a reading that changes the meaning: a bug, or an operator that is not
//              meaning-preserving).
// The report groups the variants by operator and family, with counts and a few examples of each failure.
//   npx tsx codegen/dsl/tools/variantProbe.ts [paths…] [--json] [--examples N] [--op id-prefix,…] [--limit N]
// Without paths: test/corpora/*.hf and cards/**/*.hf.
import { readFileSync, readdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import { Reporter } from '../diagnostics/report.js';
import { compileText, findCardFiles, loadKeywords } from '../index.js';
import { LineCache } from '../parse/matchLine.js';
import { parseFile } from '../parse/parseFile.js';
import { printFile } from '../print/file.js';
import { readCorpus } from './corpusReach.js';
import { VARIANT_OPERATORS, type VariantOperator, variantsOf } from './variantOperators.js';

export type VariantOutcome = 'same' | 'rejected' | 'changed';

export interface ProbeResult {
  operator: string;
  family: string;
  file: string;
  card: string;
  line: string;
  variant: string;
  outcome: VariantOutcome;
}

export interface OperatorCount {
  operator: string;
  family: string;
  variants: number;
  rejected: number;
  changed: number;
}

let cache: LineCache | undefined;

/**
 * The printed text with the ability label's separator made one (「[自動] …」 and 「[自動]：…」 are printed as
 * written, the same IR).
 */
const sameLabel = (printed: string) => printed.replace(/\[自動\](?:\s*[:：]\s*|\s+)/g, '[自動]:');

/** The canonical text of a card file (`hflux fmt`), or undefined when a line does not parse (no diagnosis). */
export function quickFormat(text: string, file = 'probe.hf'): string | undefined {
  cache ??= new LineCache({ keywords: [...loadKeywords().table.keys()], traits: [] }, true);
  const reporter = new Reporter();
  const ir = parseFile(text, file, cache, reporter);
  if (reporter.diagnostics().some((d) => d.severity === 'error')) return undefined;
  return sameLabel(printFile(ir));
}

/** Each variant of each text line of `text` (a card's block), with its outcome against the original. */
export function probeCard(
  header: string,
  text: string,
  operators: readonly VariantOperator[] = VARIANT_OPERATORS,
): { line: string; variant: string; operator: VariantOperator; outcome: VariantOutcome }[] {
  const original = quickFormat(`${header}\n${text}\n`);
  if (original === undefined) return [];
  const lines = text.split('\n');
  const out: ReturnType<typeof probeCard> = [];
  lines.forEach((line, i) => {
    if (!/^\s+\S/.test(line)) return; // text lines are indented
    const indent = line.slice(0, line.length - line.trimStart().length);
    const content = line.trim();
    for (const op of operators)
      for (const v of variantsOf(content, op)) {
        const changed = [...lines];
        changed[i] = indent + v.text;
        const printed = quickFormat(`${header}\n${changed.join('\n')}\n`);
        const outcome: VariantOutcome =
          printed === undefined ? 'rejected' : printed === original ? 'same' : 'changed';
        out.push({ line: content, variant: v.text, operator: op, outcome });
      }
  });
  return out;
}

export function defaultPaths(root: string): string[] {
  const corpora = readdirSync(join(root, 'test/corpora'))
    .filter((f) => f.endsWith('.hf'))
    .sort()
    .map((f) => join('test/corpora', f));
  return [...corpora, ...findCardFiles(root, 'cards')];
}

/** Probes every card of `paths` that compiles without errors. */
export function probe(
  paths: string[],
  operators: readonly VariantOperator[] = VARIANT_OPERATORS,
  limit = Number.POSITIVE_INFINITY,
): { cards: number; lines: number; results: ProbeResult[] } {
  const results: ProbeResult[] = [];
  let cards = 0;
  let lines = 0;
  for (const path of paths) {
    const { header, cards: list } = readCorpus(basename(path), readFileSync(path, 'utf8'));
    for (const card of list) {
      if (cards >= limit) break;
      const source = `${header}\n${card.text}\n`;
      if (quickFormat(source) === undefined) continue;
      if (compileText(source, basename(path)).diagnostics.some((d) => d.severity === 'error')) continue;
      cards++;
      lines += card.text.split('\n').filter((l) => /^\s+\S/.test(l)).length;
      for (const r of probeCard(header, card.text, operators))
        results.push({
          operator: r.operator.id,
          family: r.operator.family,
          file: path,
          card: card.name,
          line: r.line,
          variant: r.variant,
          outcome: r.outcome,
        });
    }
  }
  return { cards, lines, results };
}

/** Counts per operator (in the table's order). */
export function countByOperator(
  results: ProbeResult[],
  operators: readonly VariantOperator[] = VARIANT_OPERATORS,
): OperatorCount[] {
  return operators.map((op) => {
    const mine = results.filter((r) => r.operator === op.id);
    return {
      operator: op.id,
      family: op.family,
      variants: mine.length,
      rejected: mine.filter((r) => r.outcome === 'rejected').length,
      changed: mine.filter((r) => r.outcome === 'changed').length,
    };
  });
}

const pct = (n: number, d: number) => (d === 0 ? '-' : `${((100 * n) / d).toFixed(1)} %`);

function main(argv: string[]): void {
  const json = argv.includes('--json');
  const flagValue = (flag: string) => {
    const at = argv.indexOf(flag);
    return at >= 0 ? argv[at + 1] : undefined;
  };
  const examples = Number(flagValue('--examples') ?? 3);
  const only = flagValue('--op');
  const limit = Number(flagValue('--limit') ?? Number.POSITIVE_INFINITY);
  const flagValues = new Set(['--examples', '--op', '--limit'].map(flagValue));
  const paths = argv.filter((a) => !a.startsWith('--') && !flagValues.has(a));
  // --op takes id prefixes separated by commas (「--op polite,when.to」)
  const prefixes = only?.split(',') ?? [];
  const operators = only
    ? VARIANT_OPERATORS.filter((o) => prefixes.some((p) => o.id.startsWith(p)))
    : VARIANT_OPERATORS;
  const { cards, lines, results } = probe(
    paths.length ? paths : defaultPaths(process.cwd()),
    operators,
    limit,
  );
  const counts = countByOperator(results, operators);
  if (json) {
    process.stdout.write(
      `${JSON.stringify({ cards, lines, counts, failures: results.filter((r) => r.outcome !== 'same') }, null, 2)}\n`,
    );
    return;
  }
  console.log(`${cards} cards, ${lines} text lines, ${results.length} variants`);
  const families = [...new Set(counts.map((c) => c.family))];
  for (const family of families) {
    const mine = counts.filter((c) => c.family === family);
    const v = mine.reduce((s, c) => s + c.variants, 0);
    const rej = mine.reduce((s, c) => s + c.rejected, 0);
    const chg = mine.reduce((s, c) => s + c.changed, 0);
    console.log(`\n${family}: ${v} variants, rejected ${rej} (${pct(rej, v)}), changed ${chg}`);
    for (const c of mine) {
      console.log(
        `  ${c.operator}: ${c.variants} variants, rejected ${c.rejected} (${pct(c.rejected, c.variants)}), changed ${c.changed}`,
      );
      for (const outcome of ['rejected', 'changed'] as const)
        for (const r of results
          .filter((x) => x.operator === c.operator && x.outcome === outcome)
          .slice(0, examples))
          console.log(
            `    ${outcome === 'rejected' ? '✗' : '≠'} ${r.variant}   (${basename(r.file)} ${r.card})`,
          );
    }
  }
  const rej = results.filter((r) => r.outcome === 'rejected').length;
  const chg = results.filter((r) => r.outcome === 'changed').length;
  console.log(
    `\ntotal: ${results.length} variants, rejected ${rej} (${pct(rej, results.length)}), changed ${chg} (${pct(chg, results.length)})`,
  );
}

if (process.argv[1] && basename(process.argv[1]).startsWith('variantProbe')) main(process.argv.slice(2));
