// Printing scenario results for people (and JSON for tools).
import type { ScenarioFailure, ScenarioResult } from './run.js';

export function formatFailure(f: ScenarioFailure): string {
  const lines = [f.message];
  for (const m of f.mismatches)
    lines.push(`  ${m.what}: 期待 ${JSON.stringify(m.expected)} / 実際 ${JSON.stringify(m.actual)}`);
  lines.push(f.board.replace(/^/gm, '  | '));
  return lines.join('\n');
}

export function formatResult(r: ScenarioResult): string {
  return r.passed
    ? `PASS ${r.file} — ${r.name}`
    : `FAIL ${r.file} — ${r.name}\n${r.failures.map(formatFailure).join('\n')}`;
}

export function resultJson(r: ScenarioResult): object {
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
    })),
  };
}
