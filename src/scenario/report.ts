import type { NarrationLang } from '../engine/narrate.js';
// Printing scenario results for people (and JSON for tools). A failure that stopped the run also lists every
// expectation (✓ held, ✗ failed, – not reached, with its value where the game stopped) and the last events.
import type { CheckReport } from './checks.js';
import type { Mismatch } from './expect.js';
import { narratedLog } from './narration.js';
import type { ScenarioFailure, ScenarioResult } from './run.js';

const mismatchLine = (m: Mismatch) =>
  `${m.what}: 期待 ${JSON.stringify(m.expected)} / 実際 ${JSON.stringify(m.actual)}`;

const MARKS: Record<CheckReport['status'], string> = { held: '✓', failed: '✗', unreached: '–' };

/** `✓ :31 (after 2) card: { ref: 学徒, power: 3000 }`, then the mismatches indented. */
function checkLines(c: CheckReport, stoppedAt: number | undefined): string[] {
  const when = c.after === undefined ? '終了時' : `step ${c.after} の後`;
  const note = c.status === 'unreached' ? `（未到達: step ${stoppedAt} で止まった時点の値で評価）` : '';
  const head = `${MARKS[c.status]} 行${c.line}（${when}）${note} ${c.text}`;
  const holdsNow =
    c.status === 'unreached' && c.mismatches.length === 0 ? ['    今の時点では成り立っています'] : [];
  return [head, ...c.mismatches.map((m) => `    ${mismatchLine(m)}`), ...holdsNow];
}

export function formatFailure(f: ScenarioFailure): string {
  const lines = [f.message];
  for (const m of f.mismatches) lines.push(`  ${mismatchLine(m)}`);
  lines.push(f.board.replace(/^/gm, '  | '));
  if (f.context) {
    if (f.context.expectations.length > 0) {
      lines.push(`  期待（${f.context.expectations.length}件）:`);
      for (const c of f.context.expectations) lines.push(...checkLines(c, f.step).map((l) => `    ${l}`));
    }
    lines.push(`  最後のイベント（${f.context.events.length}件）:`);
    lines.push(...f.context.events.map((e) => `    ${e}`));
  }
  return lines.join('\n');
}

export interface FormatOptions {
  /** Print the whole event log in Japanese after the result (`hflux scenario --log`). */
  log?: boolean;
  /** The language of that log (`--lang en`); the report's own lines stay Japanese. */
  lang?: NarrationLang;
}

export function formatResult(r: ScenarioResult, opts: FormatOptions = {}): string {
  const head = r.passed
    ? `PASS ${r.file} — ${r.name}`
    : `FAIL ${r.file} — ${r.name}\n${r.failures.map(formatFailure).join('\n')}`;
  if (!opts.log) return head;
  const log = narratedLog(r.game, r.refs, 0, opts.lang);
  const title = opts.lang === 'en' ? `Event log (${log.length} events):` : `イベントログ（${log.length}件）:`;
  return `${head}\n  ${title}\n${log.map((l) => `    ${l}`).join('\n')}`;
}

export function resultJson(r: ScenarioResult, opts: FormatOptions = {}): object {
  return {
    file: r.file,
    name: r.name,
    passed: r.passed,
    failures: r.failures.map((f) => ({
      line: f.line,
      step: f.step,
      message: f.message,
      mismatches: f.mismatches,
      board: f.board,
      ...(f.context ? { expectations: f.context.expectations, events: f.context.events } : {}),
    })),
    ...(opts.log ? { log: narratedLog(r.game, r.refs, 0, opts.lang) } : {}),
  };
}
