// k11 (issue 22 "Done when", leave-rows-out): how the first diagnostic of every rejected corpus card names what is
// unread — with the per-round mechanic rows on, or switched off (`--rows off`: ../diagnostics/rowsSwitch.ts), so the
// general naming by predicate and role (../diagnostics/predicate.ts) is measured on its own.
//   npx tsx codegen/dsl/tools/unreadNaming.ts [--rows off] [--sample 40] [test/corpora/*.hf]
import { readdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import { setMechanicRowsOff } from '../diagnostics/rowsSwitch.js';
import { type CardOutcome, measureCorpus } from './corpusReach.js';

export type Naming =
  | 'suggestion'
  | 'fallback'
  | 'predicateMissing'
  | 'predicatePhrasing'
  | 'unknownWord'
  | 'row'
  | 'other';

/** What the first diagnostic of a rejected card does, read from its code and message. */
export function namingOf(o: CardOutcome): Naming | undefined {
  const f = o.first;
  if (o.compiled || !f) return undefined;
  if (f.code !== 'HF-E040') return f.suggestion !== undefined ? 'suggestion' : 'other';
  if (/^この言語にはこの書き方がありません/.test(f.message)) return 'fallback';
  if (/をこの形で使う書き方がありません/.test(f.message)) return 'predicatePhrasing';
  if (/にあたる(?:処理|語)がありません/.test(f.message)) return 'unknownWord';
  if (/」(?:に発揮する自動能力|という条件|という期間|というコスト|処理)がありません/.test(f.message))
    return 'predicateMissing';
  return 'row';
}

function main(argv: string[]): void {
  const rowsAt = argv.indexOf('--rows');
  const off = rowsAt >= 0 && argv[rowsAt + 1] === 'off';
  const sampleAt = argv.indexOf('--sample');
  const sample = sampleAt >= 0 ? Number(argv[sampleAt + 1]) : 0;
  const skip = new Set([rowsAt + 1, sampleAt + 1].filter((i) => i > 0));
  let paths = argv.filter((a, i) => !a.startsWith('--') && !skip.has(i));
  if (paths.length === 0)
    paths = readdirSync('test/corpora')
      .filter((f) => f.endsWith('.hf'))
      .sort()
      .map((f) => join('test/corpora', f));
  setMechanicRowsOff(off);
  const rejected = measureCorpus(paths).filter((o) => !o.compiled);
  const counts = new Map<Naming, number>();
  for (const o of rejected) {
    const n = namingOf(o);
    if (n) counts.set(n, (counts.get(n) ?? 0) + 1);
  }
  console.log(`rows ${off ? 'off' : 'on'}: ${rejected.length} rejected cards`);
  for (const [n, c] of [...counts].sort((a, b) => b[1] - a[1])) console.log(`  ${n} ${c}`);
  if (sample > 0) {
    const named = rejected.filter((o) => /^(?:predicate|unknownWord|row)/.test(namingOf(o) ?? ''));
    const step = Math.max(1, Math.floor(named.length / sample));
    for (const o of named.filter((_, i) => i % step === 0).slice(0, sample)) {
      const line = o.card.text.split('\n')[(o.first?.line ?? 0) - o.card.line]?.trim();
      console.log(`\n[${namingOf(o)}] ${o.card.file} ${o.card.name}\n  ${line}\n  ${o.first?.message}`);
    }
  }
}

if (process.argv[1] && basename(process.argv[1]).startsWith('unreadNaming')) main(process.argv.slice(2));
