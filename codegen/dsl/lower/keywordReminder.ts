// Issue 22: reminder text after a keyword (「【貫通】（このキャラクターが…）」) is accepted only when it means what
// the keyword's definition in rules/keywords.hf means — compared as compiled abilities, so any wording the
// language reads the same way is accepted, and a reminder that says something else (another trigger,
// another amount) is rejected with HF-E047 instead of being silently ignored or silently obeyed.
import type { Ability } from '../../../src/core/cardTypes.js';
import type { Finding } from '../diagnostics/report.js';
import type { IRKeywordLine } from '../ir.js';
import { lowerAuto } from './ability.js';
import type { CardEnv } from './env.js';

/** An ability's meaning: without its printed text, keyword mark and source positions. */
function meaning(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(meaning);
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value))
    if (k !== 'text' && k !== 'keyword' && k !== 'span' && k !== 'source') out[k] = meaning(v);
  return out;
}

/** Whether `ability` means the keyword's only ability. */
function sameAs(ability: Ability | undefined, definition: readonly Ability[]): boolean {
  return (
    ability !== undefined &&
    definition.length === 1 &&
    JSON.stringify(meaning(ability)) === JSON.stringify(meaning(definition[0]))
  );
}

/** Reports HF-E047 unless the line's reminder restates its keyword's definition (no reminder: nothing). */
export function checkKeywordReminder(line: IRKeywordLine, env: CardEnv): void {
  const reminder = line.reminder;
  if (!reminder) return;
  const written = reminder.text; // named in the diagnostic (read always: nothing of the IR is dropped unread)
  const name = line.names[0]?.name ?? '';
  const entry = env.keywords.get(name);
  if (!entry) return; // HF-E… for an unknown keyword is reported by lowerKeywords
  const findings: Finding[] = [];
  const ability =
    reminder.line?.kind === 'auto'
      ? lowerAuto(reminder.line, { ...env, report: (f) => findings.push(f) })
      : undefined;
  const errors = findings.some((f) => !f.code.startsWith('HF-W'));
  if (line.names.length === 1 && !errors && sameAs(ability, entry.abilities)) return;
  env.report({ code: 'HF-E047', span: reminder.span, args: { name, reminder: written } });
}
