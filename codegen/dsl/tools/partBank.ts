// Writes codegen/dsl/diagnostics/partBank.json: the parts (leads, sentences, runs of up to three clauses of a
// sentence: ../diagnostics/lineParts.ts) of every text line the language accepts among its own examples — every
// card of test/corpora/*.hf that compiles without an error (written blind by dozens of designers, far more varied
// than any one set) and the cards of test/fixtures/*.hf that compile (the language's own example of every
// mechanic, issue 22: the bank is what the language can say, not only what some designer happened to write) —
// printed in canonical form, with numbers, traits, names and keywords as slots, sorted and without repeats.
// cards/ is left out on purpose: it is the designers' own folder, and a set added or edited there must not make
// this committed file stale (a newcomer's `npm cit` failed after `hflux new set`). The compositional 「もしかして」
// (../diagnostics/partSearch.ts) searches it (issue 22 point 2). Never edit the JSON by hand: run
//   npx tsx codegen/dsl/tools/partBank.ts [--check]
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type SplitLine, splitLine } from '../diagnostics/lineParts.js';
import type { IRFile } from '../ir.js';
import { printTextLine } from '../print/line.js';
import { acceptedCardIR, cardKey, readCorpus } from './corpusReach.js';

export const PART_BANK_PATH = 'codegen/dsl/diagnostics/partBank.json';

export interface PartBank {
  leads: string[];
  sentences: string[];
  clauses: string[];
}

function printedLines(ir: IRFile): string[] {
  return ir.cards.flatMap((card) => card.lines.map((line) => printTextLine(line)));
}

/**
 * Every accepted text line of the language's examples, canonical: the corpus and fixture cards that compile. With
 * `compiled` (from `measureCorpus(paths, 'all', compiled)` of every test/corpora file, paths joined as here), the
 * corpus cards are not compiled again.
 */
export function acceptedLines(root: string, compiled?: Map<string, IRFile>): string[] {
  const lines: string[] = [];
  for (const dir of ['test/corpora', 'test/fixtures']) {
    const path = join(root, dir);
    for (const name of readdirSync(path)
      .filter((f) => f.endsWith('.hf'))
      .sort()) {
      const file = join(path, name);
      const { header, cards } = readCorpus(name, readFileSync(file, 'utf8'));
      for (const card of cards) {
        // `compiled`: the IR of each corpus card that compiled in an earlier measureCorpus(…, irs) of the same
        // paths (a card it has no entry for did not compile there); other files are compiled here
        const ir =
          compiled && dir === 'test/corpora'
            ? compiled.get(cardKey(file, card))
            : acceptedCardIR(header, card);
        if (ir) lines.push(...printedLines(ir));
      }
    }
  }
  return lines;
}

export function partBank(lines: string[]): PartBank {
  const leads = new Set<string>();
  const sentences = new Set<string>();
  const clauses = new Set<string>();
  for (const line of lines) {
    if (line.startsWith('【空装')) continue; // its conditions and effect are not a line's parts
    const split: SplitLine = splitLine(line);
    if (split.lead) leads.add(split.lead.template);
    for (const s of split.sentences) sentences.add(s.template);
    // runs of one to three clauses of a sentence: a designer's two clauses may be one clause of the language
    for (const sentence of split.sentences) {
      const inside = split.clauses.filter((c) => sentence.start <= c.start && c.end <= sentence.end);
      for (let i = 0; i < inside.length; i++)
        for (let j = i; j < Math.min(inside.length, i + 3); j++)
          clauses.add(split.template.slice(inside[i].start, inside[j].end));
    }
  }
  const sorted = (s: Set<string>) => [...s].sort();
  return { leads: sorted(leads), sentences: sorted(sentences), clauses: sorted(clauses) };
}

export function partBankSource(bank: PartBank): string {
  return `${JSON.stringify(bank, null, 1)}\n`;
}

function main(argv: string[]): void {
  const root = process.cwd();
  const source = partBankSource(partBank(acceptedLines(root)));
  if (argv.includes('--check')) {
    if (readFileSync(join(root, PART_BANK_PATH), 'utf8') !== source) {
      console.error(`${PART_BANK_PATH} is out of date: run npx tsx codegen/dsl/tools/partBank.ts`);
      process.exitCode = 1;
    }
    return;
  }
  writeFileSync(join(root, PART_BANK_PATH), source);
  const bank = JSON.parse(source) as PartBank;
  console.log(
    `${PART_BANK_PATH}: ${bank.leads.length} leads, ${bank.sentences.length} sentences, ${bank.clauses.length} clauses`,
  );
}

if (process.argv[1]?.endsWith('partBank.ts')) main(process.argv.slice(2));
