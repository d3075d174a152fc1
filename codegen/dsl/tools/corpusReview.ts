// Issue 22: the review sheet of a designer corpus — for every card that compiles as written, its designer's
// intent, its text and what the engine understood of it (explain), so a reviewer who never read the code can
// say whether the accepted card does what its designer meant.
//   npx tsx codegen/dsl/tools/corpusReview.ts test/corpora/*.hf [--half heldout] > review.md
// With --suggestions, the sheet lists instead the REJECTED cards whose first diagnostic suggests whole
// sentences: each suggestion put in the card's line, with what the engine would understand of that line, so a
// reviewer can say whether the suggestion keeps the intent (issue 22 "Done when": the first diagnostic is a
// suggestion that compiles and keeps the intent).
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { explainCard } from '../../../src/explain/card.js';
import { renderExplanation } from '../../../src/explain/render.js';
import { compileText } from '../index.js';
import {
  type CorpusCard,
  type Half,
  compileCorpusCard,
  inHalf,
  readCorpus,
  withSuggestion,
} from './corpusReach.js';

/** The explanation of `text` as a one-card file, or null when it does not compile. */
function explainText(header: string, card: CorpusCard, text: string): string | null {
  const result = compileText(`${header}\n${text}\n`, card.file);
  if (result.diagnostics.some((d) => d.severity === 'error') || result.cards.length !== 1) return null;
  return renderExplanation(explainCard(result.cards[0].def, 'ja'));
}

function acceptedEntry(header: string, card: CorpusCard): string[] {
  const explained = explainText(header, card, card.text);
  if (explained === null) return [];
  return [
    `## ${card.file} — ${card.name}`,
    '',
    `意図: ${card.intent}`,
    '',
    '```',
    card.text,
    '```',
    '',
    '```',
    explained,
    '```',
    '',
  ];
}

/**
 * The card with line `line` replaced by `corrected` and its other ability lines left out (they may still be
 * wrong): what the engine understands of the corrected line alone.
 */
function lineAlone(card: CorpusCard, line: number, corrected: string): string {
  const lines = corrected.split('\n');
  const textAt = lines.findIndex((l) => /^\s*テキスト\s*[:：]/.test(l));
  if (textAt < 0) return corrected;
  return [...lines.slice(0, textAt + 1), lines[line - card.line]].join('\n');
}

function suggestionEntry(header: string, card: CorpusCard): string[] {
  const outcome = compileCorpusCard(header, card);
  const first = outcome.first;
  if (outcome.compiled || !first) return [];
  const all = [...new Set([first.suggestion, ...(first.suggestions ?? [])])].filter(
    (s): s is string => s !== undefined,
  );
  if (all.length === 0) return [];
  const written = card.text.split('\n')[first.line - card.line]?.trim() ?? '';
  const out = [`## ${card.file} — ${card.name}`, '', `意図: ${card.intent}`, '', '```', card.text, '```', ''];
  out.push(`書かれた行（読めない）: ${written}`, '');
  all.forEach((s, k) => {
    const texts = withSuggestion(card, first.line, first.col, s);
    const whole = texts.map((t) => explainText(header, card, t)).find((e) => e !== null);
    const alone =
      whole ??
      texts.map((t) => explainText(header, card, lineAlone(card, first.line, t))).find((e) => e !== null);
    out.push(`### 提案 ${k + 1}: ${s}`, '');
    if (alone === undefined || alone === null) out.push('（この提案を入れてもこの行は読めません）', '');
    else
      out.push(
        whole
          ? '提案を入れたカード全体の説明:'
          : '提案を入れた行だけの説明（カードの他の行にまだ誤りがあります）:',
        '',
        '```',
        alone,
        '```',
        '',
      );
  });
  return out;
}

function main(argv: string[]): void {
  const halfAt = argv.indexOf('--half');
  const half = (halfAt >= 0 ? argv[halfAt + 1] : 'all') as Half;
  const suggestions = argv.includes('--suggestions');
  const paths = argv.filter((a, i) => !a.startsWith('--') && (halfAt < 0 || i !== halfAt + 1));
  const out: string[] = [];
  for (const path of paths) {
    const { header, cards } = readCorpus(basename(path), readFileSync(path, 'utf8'));
    for (const card of cards.filter((c) => inHalf(c, half)))
      out.push(...(suggestions ? suggestionEntry(header, card) : acceptedEntry(header, card)));
  }
  process.stdout.write(out.join('\n'));
}

main(process.argv.slice(2));
