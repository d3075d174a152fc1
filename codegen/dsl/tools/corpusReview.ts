// Issue 22: the review sheet of a designer corpus — for every card that compiles as written, its designer's
// intent, its text and what the engine understood of it (explain), so a reviewer who never read the code can
// say whether the accepted card does what its designer meant.
//   npx tsx codegen/dsl/tools/corpusReview.ts test/corpora/*.hf [--half heldout] > review.md
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { explainCard } from '../../../src/explain/card.js';
import { renderExplanation } from '../../../src/explain/render.js';
import { compileText } from '../index.js';
import { type Half, inHalf, readCorpus } from './corpusReach.js';

function main(argv: string[]): void {
  const halfAt = argv.indexOf('--half');
  const half = (halfAt >= 0 ? argv[halfAt + 1] : 'all') as Half;
  const paths = argv.filter((a, i) => !a.startsWith('--') && (halfAt < 0 || i !== halfAt + 1));
  const out: string[] = [];
  for (const path of paths) {
    const { header, cards } = readCorpus(basename(path), readFileSync(path, 'utf8'));
    for (const card of cards.filter((c) => inHalf(c, half))) {
      const result = compileText(`${header}\n${card.text}\n`, card.file);
      if (result.diagnostics.some((d) => d.severity === 'error') || result.cards.length !== 1) continue;
      out.push(
        `## ${card.file} — ${card.name}`,
        '',
        `意図: ${card.intent}`,
        '',
        '```',
        card.text,
        '```',
        '',
        '```',
        renderExplanation(explainCard(result.cards[0].def, 'ja')),
        '```',
        '',
      );
    }
  }
  process.stdout.write(out.join('\n'));
}

main(process.argv.slice(2));
